// RUN: assay-opt %s --split-input-file --remove-dead-values | FileCheck %s

// A private function loses the results no caller uses (even a value it
// computes anyway); unused effect-free ops go.
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME:      %arg0: i32, %arg1: i32, %arg2: memref<i32>) -> i32 {
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    memref.store %[[Y]], %arg2[]
// CHECK-NEXT:    return %[[X]] : i32
// CHECK-LABEL: func.func @main(
// CHECK-NEXT:    %[[R:.*]] = call @callee(%arg0, %arg1, %arg2) : (i32, i32, memref<i32>) -> i32
// CHECK-NEXT:    return %[[R]] : i32
// A private function nothing calls keeps its body and arguments but
// returns nothing; a public one keeps its signature.
// CHECK-LABEL: func.func private @unused(%arg0: i32) {
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @pub(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
func.func private @callee(%a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %b, %b : i32
  memref.store %y, %m[] : memref<i32>
  return %x, %y : i32, i32
}
func.func @main(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %r:2 = call @callee(%a, %b, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  %dead = arith.addi %a, %b : i32
  %dead2 = arith.muli %dead, %a : i32
  return %r#0 : i32
}
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func @pub(%a: i32, %b: i32) -> i32 {
  %d = arith.addi %a, %b : i32
  return %a : i32
}

// -----

// Dead arguments go with the operands passed to them, across every call
// site; through recursion too.
// CHECK-LABEL: func.func private @twice(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func.func @user(
// CHECK-NEXT:    %[[R:.*]] = call @twice(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = call @twice(%arg1) : (i32) -> i32
// CHECK-NEXT:    arith.addi %[[R]], %[[S]] : i32
// CHECK-LABEL: func.func private @rec(%arg0: i32, %arg1: i32) -> i32 {
// CHECK:         scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      arith.subi
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      %[[RR:.*]] = func.call @rec(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK-NEXT:      scf.yield %[[RR]] : i32
// CHECK:         call @rec(%arg0, %arg0) : (i32, i32) -> i32
func.func private @twice(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @user(%a: i32, %b: i32) -> i32 {
  %r:2 = call @twice(%a, %b) : (i32, i32) -> (i32, i32)
  %s:2 = call @twice(%b, %a) : (i32, i32) -> (i32, i32)
  %t = arith.addi %r#0, %s#0 : i32
  return %t : i32
}
func.func private @rec(%n: i32, %acc: i32, %junk: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %c0 : i32
  %r:2 = scf.if %done -> (i32, i32) {
    scf.yield %acc, %junk : i32, i32
  } else {
    %n1 = arith.subi %n, %c1 : i32
    %acc1 = arith.addi %acc, %n : i32
    %j1 = arith.muli %junk, %junk : i32
    %rr:2 = func.call @rec(%n1, %acc1, %j1) : (i32, i32, i32) -> (i32, i32)
    scf.yield %rr#0, %rr#1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @callrec(%n: i32) -> i32 {
  %r:2 = call @rec(%n, %n, %n) : (i32, i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// -----

// Region branch ops lose unused results with the region arguments,
// forwarded operands and yielded values tied to them; an effect-free one
// with no used result goes entirely.
// CHECK-LABEL: func.func @regions(
// CHECK:         %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[FOR:.*]]:2 = scf.for %{{.*}} = %arg3 to %arg4 step %{{.*}} iter_args(%[[P:.*]] = %arg1, %[[Q:.*]] = %arg2) -> (i32, i32) {
// CHECK-NEXT:      %[[P2:.*]] = arith.addi %[[P]], %[[Q]] : i32
// CHECK-NEXT:      %[[Q2:.*]] = arith.addi %[[Q]], %[[Q]] : i32
// CHECK-NEXT:      scf.yield %[[P2]], %[[Q2]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[W:.*]] = scf.while (%[[U:.*]] = %arg1) : (i32) -> i32 {
// CHECK-NEXT:      %[[CC:.*]] = arith.cmpi slt, %[[U]], %arg2 : i32
// CHECK-NEXT:      scf.condition(%[[CC]]) %[[U]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[U2:.*]]: i32):
// CHECK-NEXT:      %[[U3:.*]] = arith.addi %[[U2]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[U3]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[O1:.*]] = arith.addi %[[IF]], %[[FOR]]#0 : i32
// CHECK-NEXT:    %[[O2:.*]] = arith.addi %[[O1]], %[[W]] : i32
// CHECK-NEXT:    return %[[O2]] : i32
func.func @regions(%c: i1, %a: i32, %b: i32, %lb: index, %ub: index, %m: memref<i32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  %s:3 = scf.for %i = %lb to %ub step %c1 iter_args(%p = %a, %q = %b, %t = %a) -> (i32, i32, i32) {
    %p2 = arith.addi %p, %q : i32
    %q2 = arith.addi %q, %q : i32
    %t2 = arith.muli %t, %t : i32
    scf.yield %p2, %q2, %t2 : i32, i32, i32
  }
  %w:2 = scf.while (%u = %a, %v = %b) : (i32, i32) -> (i32, i32) {
    %cc = arith.cmpi slt, %u, %b : i32
    scf.condition(%cc) %u, %v : i32, i32
  } do {
  ^bb0(%u2: i32, %v2: i32):
    %u3 = arith.addi %u2, %a : i32
    %v3 = arith.addi %v2, %a : i32
    scf.yield %u3, %v3 : i32, i32
  }
  %dead = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %o1 = arith.addi %r#0, %s#0 : i32
  %o2 = arith.addi %o1, %w#0 : i32
  return %o2 : i32
}

// -----

// Code that never runs is left alone: the else branch of a constant
// condition, and the body of a private function nothing calls.
// CHECK-LABEL: func.func private @nocall(%arg0: i32, %arg1: i32, %arg2: memref<i32>) {
// CHECK-NEXT:    arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    arith.muli
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @consts(
// CHECK:         } else {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:      arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.load
func.func private @nocall(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %d = arith.addi %a, %b : i32
  %e = arith.muli %a, %a : i32
  memref.store %e, %m[] : memref<i32>
  return %d : i32
}
func.func @consts(%a: i32, %b: i32, %m: memref<i32>) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    %x = arith.addi %a, %b : i32
    %y = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %l = memref.load %m[] : memref<i32>
  return %r : i32
}
