// RUN: assay-opt --split-input-file --sccp %s | FileCheck %s
// RUN: assay-opt --split-input-file --pass-pipeline='builtin.module(func.func(sccp))' %s | FileCheck %s --check-prefix=FUNC

// Constants are folded through ops and materialized at the top of the
// function (the last one made comes first, as mlir-opt places them); the
// ops they replace go.
// CHECK-LABEL: func.func @simple(
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @simple(%arg0 : i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %arg0, %0 : i32
  return %1 : i32
}

// -----

// A constant condition keeps one edge: the block argument joins only the
// live predecessor. Dead blocks and branches stay for canonicalize.
// CHECK-LABEL: func.func @cfg(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %true, ^bb1(%c1_i32 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:    cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    cf.br ^bb3(%c3_i32 : i32)
// CHECK-NEXT:  ^bb3(%2: i32):
// CHECK-NEXT:    return %c1_i32 : i32
func.func @cfg(%cond : i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%c1 : i32), ^bb2(%c1 : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2(%b: i32):
  %c3 = arith.constant 3 : i32
  cf.br ^bb3(%c3 : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// Two different values reach the argument: it is overdefined.
// CHECK-LABEL: func.func @join(
// CHECK:       ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    return %[[R]] : i32
func.func @join(%cond : i1) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : i32
  cf.br ^bb3(%c1 : i32)
^bb2:
  %c2 = arith.constant 2 : i32
  cf.br ^bb3(%c2 : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

// Through regions: a loop-carried value that never changes, and an scf.if
// on a constant condition.
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT:    %c11_i32 = arith.constant 11 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c11_i32 : i32
func.func @loop(%n : index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %i0) -> i32 {
    scf.yield %acc : i32
  }
  %t = arith.constant true
  %s = scf.if %t -> i32 {
    %x = arith.constant 4 : i32
    scf.yield %x : i32
  } else {
    scf.yield %r : i32
  }
  %z = arith.addi %r, %s : i32
  return %z : i32
}

// -----

// scf.while: the carried %k stays 1; a loop whose condition is false
// returns its initial values, and is then dead.
// CHECK-LABEL: func.func @w(
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c1_i32)
// CHECK-NEXT:      %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:      scf.condition(%1) %arg1, %c1_i32 : i32, i32
// CHECK:           %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %1, %c1_i32 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %c1_i32 : i32
func.func @w(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %k : i32, i32
  } do {
  ^bb0(%i: i32, %k: i32):
    %next = arith.addi %i, %k : i32
    scf.yield %next, %k : i32, i32
  }
  %f = arith.constant false
  %r2:2 = scf.while (%i = %c0, %k = %c1) : (i32, i32) -> (i32, i32) {
    scf.condition(%f) %i, %k : i32, i32
  } do {
  ^bb0(%i: i32, %k: i32):
    %c9 = arith.constant 9 : i32
    scf.yield %c9, %k : i32, i32
  }
  %s = arith.addi %r#1, %r2#0 : i32
  return %s : i32
}

// -----

// Across calls: a private callee's arguments join its call sites, a call
// to a callable with a body yields its returns (public ones too), and a
// private function that nobody calls is not analysed. Run on each
// function alone (FUNC), nothing crosses a call.
// CHECK-LABEL: func.func private @callee(
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    return %c6_i32 : i32
// CHECK-LABEL: func.func @caller(
// CHECK:         %0 = call @callee(%c1_i32) : (i32) -> i32
// CHECK-NEXT:    %1 = call @pub() : () -> i32
// CHECK-NEXT:    return %c6_i32, %c9_i32 : i32, i32
// CHECK-LABEL: func.func private @dead(
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c5_i32 : i32
// FUNC-LABEL: func.func private @callee(
// FUNC-NEXT:    %c5_i32 = arith.constant 5 : i32
// FUNC-NEXT:    %0 = arith.addi %arg0, %c5_i32 : i32
// FUNC-LABEL: func.func @caller(
// FUNC:         return %0, %1 : i32, i32
func.func private @callee(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
func.func @caller() -> (i32, i32) {
  %c = arith.constant 1 : i32
  %0 = call @callee(%c) : (i32) -> i32
  %1 = call @pub() : () -> i32
  return %0, %1 : i32, i32
}
func.func @pub() -> i32 {
  %c = arith.constant 9 : i32
  return %c : i32
}
func.func private @dead(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}

// -----

// Different constants at two call sites make the argument overdefined; a
// function referenced other than by a call has unknown callers.
// CHECK-LABEL: func.func private @f(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func.func private @g(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-LABEL: func.func @m(
// CHECK:         return %0, %1, %2 : i32, i32, i32
func.func private @f(%a: i32) -> i32 {
  return %a : i32
}
func.func private @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @m() -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = call @f(%c1) : (i32) -> i32
  %1 = call @f(%c2) : (i32) -> i32
  %2 = call @g(%c2) : (i32) -> i32
  %h = func.constant @g : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// cf.switch on a constant takes its case.
// CHECK-LABEL: func.func @sw(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    cf.switch %c5_i32 : i32, [
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[V]], %c0_i32 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @sw(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.switch %c5 : i32, [
    default: ^a(%c5 : i32),
    5: ^b(%x : i32)
  ]
^a(%u: i32):
  return %u : i32
^b(%v: i32):
  %z = arith.constant 0 : i32
  %s = arith.addi %v, %z : i32
  return %s : i32
}
