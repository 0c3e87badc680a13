// The program prints the same before and after loop-invariant code motion.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --loop-invariant-code-motion %s > %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = arith.constant 7 : i64
  %b = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  // A loop that runs: sum over i < 5 of (i * (a + b) + a / b).
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%s = %zero) -> i64 {
    %x = arith.addi %a, %b : i64
    %d = arith.divsi %a, %b : i64
    %ii = arith.index_cast %i : index to i64
    %t = arith.muli %ii, %x : i64
    %u = arith.addi %t, %d : i64
    %inner = scf.for %j = %c0 to %c1 step %c1 iter_args(%v = %u) -> i64 {
      %w = arith.muli %a, %a : i64
      %v2 = arith.addi %v, %w : i64
      scf.yield %v2 : i64
    }
    %s2 = arith.addi %s, %inner : i64
    scf.yield %s2 : i64
  }
  // CHECK: 355
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  // A loop that never runs: a division by zero in it must not run either.
  %r2 = scf.for %i = %c5 to %c0 step %c1 iter_args(%s = %a) -> i64 {
    %d = arith.divsi %a, %zero : i64
    %s2 = arith.addi %s, %d : i64
    scf.yield %s2 : i64
  }
  // CHECK-NEXT: 7
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  // scf.while with an invariant bound.
  %r3 = scf.while (%w = %zero) : (i64) -> i64 {
    %lim = arith.muli %a, %b : i64
    %cc = arith.cmpi slt, %w, %lim : i64
    scf.condition(%cc) %w : i64
  } do {
  ^bb0(%w2: i64):
    %step = arith.addi %b, %b : i64
    %w3 = arith.addi %w2, %step : i64
    scf.yield %w3 : i64
  }
  // CHECK-NEXT: 24
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
