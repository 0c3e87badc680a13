// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: a control-flow graph with block arguments, forward
// references to blocks and to values of dominating blocks that come later in
// the text, a successor listed twice and a loop.
"foo.func"() ({
^entry(%n: i32, %flag: i1):
  %zero = "foo.constant"() {value = 0 : i32} : () -> i32
  "foo.cond_br"(%flag, %zero)[^init, ^exit] : (i1, i32) -> ()
^loop(%i: i32):
  %next = "foo.add"(%i, %one) : (i32, i32) -> i32
  %done = "foo.cmp"(%next, %n) {predicate = "eq"} : (i32, i32) -> i1
  "foo.cond_br"(%done, %next, %next)[^exit, ^loop] : (i1, i32, i32) -> ()
^init:
  %one = "foo.constant"() {value = 1 : i32} : () -> i32
  "foo.br"(%zero)[^loop] : (i32) -> ()
^exit(%result: i32):
  "foo.switch"(%result)[^a, ^b, ^a] {cases = array<i32: 0, 1>} : (i32) -> ()
^a:
  "foo.return"(%result) : (i32) -> ()
^b:
  "foo.return"(%zero) : (i32) -> ()
}) {sym_name = "loop", function_type = (i32, i1) -> i32} : () -> ()
