// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: the graph region of the module body, with uses before
// definitions, self-references and cycles, and single-block regions of
// unregistered operations used the same way.
%0 = "foo.self"(%0) : (i32) -> i32
%1 = "foo.a"(%2) : (i32) -> i32
%2 = "foo.b"(%1) : (i32) -> i32
"foo.holder"() ({
  "foo.use"(%late, %3) : (index, i32) -> ()
  %late = "foo.def"() : () -> index
  %cyc:2 = "foo.pair"(%cyc#1, %cyc#0) : (i8, i8) -> (i8, i8)
}) : () -> ()
%3 = "foo.after"() : () -> i32
