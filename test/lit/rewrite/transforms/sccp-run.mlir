// sccp keeps the program's meaning: it prints the same before and after.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --sccp %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

// OUT: 12
// OUT-NEXT: 7
// OUT-NEXT: 45

// The callee's argument is 3 at its only call site: its result is known.
// CHECK-LABEL: func.func private @triple(
// CHECK:         return %c9_i64 : i64
// CHECK-LABEL: func.func @main(
// CHECK-NOT:     arith.muli
// CHECK:         call @printI64(%c12_i64)

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @triple(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %r = arith.muli %x, %c3 : i64
  return %r : i64
}

func.func @main() {
  %c3 = arith.constant 3 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = call @triple(%c3) : (i64) -> i64
  %1 = arith.addi %0, %c3 : i64
  call @printI64(%1) : (i64) -> ()
  call @printNewline() : () -> ()
  %true = arith.constant true
  cf.cond_br %true, ^a(%c3 : i64), ^b(%c3 : i64)
^a(%x: i64):
  %c4 = arith.constant 4 : i64
  %y = arith.addi %x, %c4 : i64
  cf.br ^join(%y : i64)
^b(%z: i64):
  cf.br ^join(%z : i64)
^join(%v: i64):
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %zero) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    scf.yield %n : i64
  }
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
