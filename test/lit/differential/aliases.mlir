// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: user aliases (dropped on output) and printer aliases for
// affine maps, integer sets and distinct attributes, nested in other
// attributes and types, numbered in order of use.
#user_attr = {config = "fast", level = 3 : i32}
!user_type = tensor<?x4x!foo.elt>
#perm = affine_map<(d0, d1) -> (d1, d0)>
"foo.a"() {cfg = #user_attr, m = affine_map<(d0)[s0] -> (d0 + s0)>} : () -> !user_type
"foo.b"() {s = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0)>, list = [#perm, affine_map<() -> (7)>]} : () -> memref<4x4xf32, #perm>
"foo.c"() {d = distinct[0]<#perm>, e = distinct[1]<[1, 2]>, f = distinct[2]<unit>} : () -> ()
"foo.d"() ({
^bb0(%arg: memref<8xf32, affine_map<(d0) -> (d0 * 2)>>):
  "foo.e"() {again = affine_map<(d0)[s0] -> (d0 + s0)>, set = affine_set<(d0) : (d0 >= 0)>} : () -> ()
}) : () -> ()
