// RUN: assay-opt %s --split-input-file --remove-dead-values | FileCheck %s
// Where Assay departs from mlir-opt 19 (docs/passes.md), which crashes on
// the second case and leaves invalid IR on the first and third.
// UNSUPPORTED: oracle

// Region arguments that receive no forwarded value, like the induction
// variable of scf.for, are always kept. mlir-opt 19 erases an induction
// variable that only dead ops use and leaves an scf.for that fails to
// verify (docs/passes.md).
// CHECK-LABEL: func.func @iv(
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %{{.*}} = %arg1 to %arg2 step %[[C1]] {
// CHECK-NEXT:      memref.store %arg0, %arg3[] : memref<i32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @iv(%a: i32, %lb: index, %ub: index, %m: memref<i32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.addi %x, %a : i32
    memref.store %a, %m[] : memref<i32>
  }
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%s = %a) -> i32 {
    %x = arith.index_cast %i : index to i32
    scf.yield %s : i32
  }
  return
}

// -----

// A call to a function without a body keeps its operands live, and the
// declaration keeps its signature. (mlir-opt 19 crashes on any call to a
// declaration.)
// CHECK-LABEL: func.func private @ext(i64, i64) -> i64
// CHECK-LABEL: func.func @callsExt(
// CHECK-NEXT:    %[[R:.*]] = call @ext(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT:    return
func.func private @ext(i64, i64) -> i64
func.func @callsExt(%a: i64, %b: i64) {
  %r = call @ext(%a, %b) : (i64, i64) -> i64
  %d = arith.addi %r, %a : i64
  return
}

// -----

// The terminator of an op with regions that is neither a function nor a
// region branch op hands its operands to its parent: they are live.
// (mlir-opt 19 erases the addition and leaves a null operand.)
// CHECK-LABEL: func.func @atomic(
// CHECK-NEXT:    memref.generic_atomic_rmw
// CHECK-NEXT:    ^bb0(%[[CUR:.*]]: i32):
// CHECK-NEXT:      %[[X:.*]] = arith.addi %[[CUR]], %arg1 : i32
// CHECK-NEXT:      memref.atomic_yield %[[X]] : i32
func.func @atomic(%m: memref<i32>, %a: i32) {
  %r = memref.generic_atomic_rmw %m[] : memref<i32> {
  ^bb0(%cur: i32):
    %x = arith.addi %cur, %a : i32
    memref.atomic_yield %x : i32
  }
  return
}
