// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: result groups, uses of single results of groups, value and
// block naming in entry and other blocks, numbering restarting in an isolated
// module and reused across sibling regions.
%a:3 = "foo.three"() : () -> (i1, i2, i3)
%b = "foo.one"(%a#2) : (i3) -> i4
%c, %d:2 = "foo.groups"(%a#0, %b) : (i1, i4) -> (i5, i6, i7)
"foo.use"(%d#1, %c, %a#1) : (i7, i5, i2) -> ()
"foo.r"() ({
^bb0(%x: i32, %y: i32):
  %e = "foo.e"(%x) : (i32) -> i32
  "foo.br"(%e, %y)[^bb9] : (i32, i32) -> ()
^bb9(%p: i32, %q: i32):
  "foo.r2"() ({
  ^bb0(%z: f32):
    "foo.use"(%z, %p, %a#0) : (f32, i32, i1) -> ()
  }, {
    %f = "foo.f"() : () -> i32
    "foo.use"(%f) : (i32) -> ()
  }) : () -> ()
  "foo.end"(%q) : (i32) -> ()
}) : () -> ()
module @isolated {
  %g = "foo.g"() : () -> i32
  "foo.r"() ({
  ^bb0(%w: i32):
    "foo.use"(%w, %g) : (i32, i32) -> ()
  }) : () -> ()
}
%last = "foo.last"() : () -> i8
