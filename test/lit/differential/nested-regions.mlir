// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: regions nested in regions, several regions per operation,
// empty regions, values of enclosing regions used inside, and numbering of
// values and block arguments across sibling regions.
%outer = "foo.def"() : () -> index
"foo.loop"(%outer) ({
^bb0(%iv: index):
  %a = "foo.load"(%iv) : (index) -> f32
  "foo.if"(%a) ({
    %b = "foo.mul"(%a, %a) : (f32, f32) -> f32
    "foo.yield"(%b) : (f32) -> ()
  }, {
    "foo.yield"(%a) : (f32) -> ()
  }) : (f32) -> ()
  "foo.inner_loop"() ({
  ^bb0(%j: index, %k: index):
    "foo.deep"() ({
      "foo.use"(%iv, %j, %k, %outer) : (index, index, index, index) -> ()
    }) : () -> ()
    "foo.yield"() : () -> ()
  }) : () -> ()
  "foo.yield"() : () -> ()
}) : (index) -> ()
"foo.empty"() ({}, {}, {
^bb0:
}) : () -> ()
"foo.after"(%outer) ({
^bb0(%x: i8):
  %c = "foo.c"() : () -> i8
  "foo.yield"(%c, %x) : (i8, i8) -> ()
}) : (index) -> ()
%tail = "foo.tail"() : () -> i1
