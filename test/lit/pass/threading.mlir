// Nested pipelines run on sibling ops in parallel; the output, the
// diagnostics (re-emitted in op order) and the failure reported are those
// of a sequential run, whatever the number of threads. Assay's test passes
// and --assay-num-threads: Assay only.
// UNSUPPORTED: oracle

// RUN: assay-opt -p 'builtin.module(func.func(assay-test-remark,cse))' --mlir-disable-threading %s > %t.seq 2> %t.seq.err
// RUN: assay-opt -p 'builtin.module(func.func(assay-test-remark,cse))' --assay-num-threads=1 %s > %t.one 2> %t.one.err
// RUN: assay-opt -p 'builtin.module(func.func(assay-test-remark,cse))' --assay-num-threads=2 %s > %t.two 2> %t.two.err
// RUN: assay-opt -p 'builtin.module(func.func(assay-test-remark,cse))' --assay-num-threads=16 %s > %t.many 2> %t.many.err
// RUN: cmp %t.seq %t.one && cmp %t.seq %t.two && cmp %t.seq %t.many
// RUN: cmp %t.seq.err %t.one.err && cmp %t.seq.err %t.two.err && cmp %t.seq.err %t.many.err
// RUN: FileCheck %s --check-prefix=REMARKS < %t.many.err
// REMARKS:      remark: visited 'func.func' @f0
// REMARKS:      remark: visited 'func.func' @f1
// REMARKS:      remark: visited 'func.func' @f2
// REMARKS:      remark: visited 'func.func' @f3
// REMARKS:      remark: visited 'func.func' @f4
// REMARKS:      remark: visited 'func.func' @f5
// RUN: FileCheck %s --check-prefix=OUT < %t.many
// OUT-COUNT-6: %1 = arith.muli %0, %0 : i32

// A failure: only what a sequential run would report.
// RUN: not assay-opt -p 'builtin.module(func.func(assay-test-remark,assay-test-pass-failure))' --assay-num-threads=16 %s 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL:     remark: visited 'func.func' @f0
// FAIL-NOT: remark

func.func @f0(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f2(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f3(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f4(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @f5(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
