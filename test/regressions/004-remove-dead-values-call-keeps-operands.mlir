// 004: remove-dead-values dropped a call's operand passed to an unused
// argument of a public function, whose signature it may not change: the call
// was left with a null operand (and printing it for the verifier's error then
// crashed). The same happened to values used only in code that never runs, to
// calls of functions outside the op the pass runs on, and to results of
// private functions returned to a call in code that never runs. A call keeps
// every operand unless the pass rewrites its callee (private, all its uses
// calls it sees); code that never runs keeps what it uses.
// mlir-opt 19 crashes or leaves null operands on each of these.
// UNSUPPORTED: oracle
// RUN: assay-opt %s --split-input-file --remove-dead-values | FileCheck %s
// RUN: assay-opt %s --split-input-file -pass-pipeline='builtin.module(func.func(remove-dead-values))' | FileCheck %s --check-prefix=FUNC

// CHECK-LABEL: func.func @public(%arg0: i32) -> i64 {
// CHECK-LABEL: func.func @callsPublic(
// CHECK-NEXT:    %[[C:.*]] = arith.constant -3 : i32
// CHECK-NEXT:    %[[R:.*]] = call @public(%[[C]]) : (i32) -> i64
// CHECK-NEXT:    memref.store %[[R]]
func.func @public(%unused: i32) -> i64 {
  %v = arith.constant 0 : i64
  return %v : i64
}
func.func @callsPublic(%m: memref<i64>) {
  %c = arith.constant -3 : i32
  %r = func.call @public(%c) : (i32) -> i64
  memref.store %r, %m[] : memref<i64>
  return
}

// -----

// Both results of @f are needed: one by the call that runs, one by the call
// in the branch that never runs, which is left as it is.
// CHECK-LABEL: func.func private @f(%arg0: i32, %arg1: i32) -> (i32, i32)
// CHECK-LABEL: func.func @twoCallSites(
// CHECK:         call @f(%[[C1:.*]], %[[C2:.*]]) : (i32, i32) -> (i32, i32)
// CHECK:         scf.if %false {
// CHECK-NEXT:      func.call @f(%[[C2]], %[[C1]]) : (i32, i32) -> (i32, i32)
func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @twoCallSites(%m: memref<i32>) {
  %c = arith.constant 1 : i32
  %d = arith.constant 2 : i32
  %false = arith.constant false
  %r:2 = func.call @f(%c, %d) : (i32, i32) -> (i32, i32)
  memref.store %r#0, %m[] : memref<i32>
  scf.if %false {
    %s:2 = func.call @f(%d, %c) : (i32, i32) -> (i32, i32)
    memref.store %s#1, %m[] : memref<i32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @usedInDeadBranch(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %true -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[X]], %arg0[] : memref<i32>
// CHECK-NEXT:      scf.yield %[[X]] : i32
func.func @usedInDeadBranch(%m: memref<i32>, %x: i32) -> i32 {
  %true = arith.constant true
  %c = arith.addi %x, %x : i32
  %r = scf.if %true -> i32 {
    scf.yield %x : i32
  } else {
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  }
  return %r : i32
}

// -----

// The result of @g is needed by the call in @neverCalled.
// CHECK-LABEL: func.func private @g() -> i32 {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func private @g() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func private @neverCalled(%m: memref<i32>) {
  %r = func.call @g() : () -> i32
  memref.store %r, %m[] : memref<i32>
  return
}
func.func @callsG() {
  %r = func.call @g() : () -> i32
  return
}

// -----

// Run on each function, the pass cannot change @h: the call keeps its
// operands.
// FUNC-LABEL: func.func private @h(%arg0: i32, %arg1: i32) -> i32
// FUNC-LABEL: func.func @callsH(
// FUNC-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// FUNC-NEXT:    %[[R:.*]] = call @h(%[[C]], %arg0) : (i32, i32) -> i32
func.func private @h(%a: i32, %b: i32) -> i32 {
  return %b : i32
}
func.func @callsH(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = func.call @h(%c, %x) : (i32, i32) -> i32
  return %r : i32
}
