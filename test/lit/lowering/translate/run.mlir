// A program runs the same through the reference interpreter and compiled:
// lowered to the llvm dialect by mlir-opt 19, translated by assay-translate
// (under the oracle, mlir-translate 19) and executed by lli-19 with MLIR's
// runner utils.
// REQUIRES: mlir-cpu-runner
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: mlir-opt-19 --pass-pipeline="builtin.module(convert-scf-to-cf,convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)" %s -o %t.llvm.mlir
// RUN: assay-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// lli's exit status for a void main is whatever the return register held,
// so the output alone is checked.
// RUN: lli-19 --dlopen=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 --entry-function=main %t.ll > %t.out || true
// RUN: FileCheck %s < %t.out

func.func private @printI64(i64)
func.func private @printNewline()

// Collatz steps from 27, and a sum that wraps, through loops with carried
// values and a branch in the body.
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %start = arith.constant 27 : i64
  %steps:2 = scf.while (%n = %start, %s = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%more) %n, %s : i64, i64
  } do {
  ^bb0(%n: i64, %s: i64):
    %r = arith.remui %n, %c2 : i64
    %even = arith.cmpi eq, %r, %c0 : i64
    %next = scf.if %even -> i64 {
      %h = arith.divui %n, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %n, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  // CHECK: 111
  call @printI64(%steps#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %big = arith.constant 9223372036854775807 : i64
  %w = arith.addi %big, %c2 : i64
  // CHECK-NEXT: -9223372036854775807
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
