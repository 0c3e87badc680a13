// The program prints the same before and after dead value removal.
// mlir-opt 19 crashes on calls to declarations (the print functions), so
// this file runs with Assay only.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --remove-dead-values %s > %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s

func.func private @printI64(i64)
func.func private @printNewline()

func.func private @sum(%n: index, %unused: i64, %m: memref<i64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero, %p = %unused, %q = %zero) -> (i64, i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %s2 = arith.addi %s, %ii : i64
    %p2 = arith.muli %p, %ii : i64
    %q2 = arith.addi %q, %s2 : i64
    scf.yield %s2, %p2, %q2 : i64, i64, i64
  }
  memref.store %r#2, %m[] : memref<i64>
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %m = memref.alloca() : memref<i64>
  %r:2 = call @sum(%c5, %one, %m) : (index, i64, memref<i64>) -> (i64, i64)
  %dead = arith.addi %r#1, %one : i64
  // CHECK: 10
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  %q = memref.load %m[] : memref<i64>
  // CHECK-NEXT: 20
  call @printI64(%q) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
