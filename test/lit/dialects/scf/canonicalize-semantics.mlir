// Where scf canonicalization must not do what mlir-opt 19 does, because
// the result would be more undefined than the program (docs/semantics.md):
//  - if %a {if %b {..}} combines into a condition `select %a, %b, false`,
//    not `andi %a, %b`: when %a is false and %b is poison, andi is poison
//    and branching on it is undefined behaviour;
//  - an scf.for over i8 from -100 to 100 runs 200 times (the bounds are
//    compared as signed integers); mlir-opt 19 computes ub - lb in i8,
//    gets -56 and removes the loop.
// UNSUPPORTED: oracle
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=CANON

func.func private @printI64(i64)
func.func private @printNewline()

// Nested conditions whose inner one is poison when the outer is false: the
// combined condition must not branch on poison.
// CANON-LABEL: func.func @nested(
// CANON: arith.select
// CANON: scf.if
// CANON-NOT: scf.if
func.func @nested(%c: i1, %a: i64, %m: memref<i64>) {
  %p = ub.poison : i1
  %d = arith.select %c, %c, %p : i1
  scf.if %c {
    scf.if %d {
      memref.store %a, %m[] : memref<i64>
    }
  }
  return
}

// An i8 loop from -100 to 100 runs 200 times.
// CANON-LABEL: func.func @wide_range(
// CANON: scf.for
func.func @wide_range(%a: i64) -> i64 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %c1 = arith.constant 1 : i8
  %one = arith.constant 1 : i64
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i64) : i8 {
    %y = arith.addi %x, %one : i64
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i64
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %m = memref.alloca() : memref<i64>
  memref.store %c0, %m[] : memref<i64>
  // CHECK: 0
  // CHECK-NEXT: 5
  func.call @nested(%false, %c5, %m) : (i1, i64, memref<i64>) -> ()
  %7 = memref.load %m[] : memref<i64>
  func.call @printI64(%7) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @nested(%true, %c5, %m) : (i1, i64, memref<i64>) -> ()
  %8 = memref.load %m[] : memref<i64>
  func.call @printI64(%8) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: 203
  %10 = func.call @wide_range(%c3) : (i64) -> i64
  func.call @printI64(%10) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
