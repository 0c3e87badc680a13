// RUN: assay-opt %s --split-input-file --control-flow-sink | FileCheck %s

// Effect-free ops used in one branch only move to the start of it, chains
// together and in their order; an op used in both branches, or with memory
// effects, stays. A division may move: the branch runs only when its result
// is needed.
// CHECK-LABEL: func.func @branches(
// CHECK-NEXT:    %[[BOTH:.*]] = arith.xori %arg1, %arg2 : i32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[L:.*]] = memref.load %arg3[%[[C0]]]
// CHECK-NEXT:    scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[Y]], %[[BOTH]] : i32
// CHECK-NEXT:      %[[U:.*]] = arith.addi %[[T]], %[[D]] : i32
// CHECK-NEXT:      %[[V:.*]] = arith.addi %[[U]], %[[L]] : i32
// CHECK-NEXT:      scf.yield %[[V]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Z:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:      %[[W:.*]] = arith.addi %[[Z]], %[[BOTH]] : i32
// CHECK-NEXT:      scf.yield %[[W]] : i32
// CHECK-NEXT:    }
func.func @branches(%c: i1, %a: i32, %b: i32, %m: memref<10xi32>) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %x, %x : i32
  %z = arith.subi %a, %b : i32
  %both = arith.xori %a, %b : i32
  %d = arith.divsi %a, %b : i32
  %c0 = arith.constant 0 : index
  %l = memref.load %m[%c0] : memref<10xi32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %y, %both : i32
    %u = arith.addi %t, %d : i32
    %v = arith.addi %u, %l : i32
    scf.yield %v : i32
  } else {
    %w = arith.addi %z, %both : i32
    scf.yield %w : i32
  }
  return %r : i32
}

// -----

// scf.index_switch cases are conditional too. scf.execute_region always
// runs its region, so nothing moves into it, and a value used only inside
// an op nested in a case stays outside, as in mlir-opt.
// CHECK-LABEL: func.func @switch(
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:    scf.index_switch %arg0 -> i32
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      %[[X:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 3 {
// CHECK-NEXT:      scf.execute_region -> i32 {
// CHECK-NEXT:        scf.yield %[[Y]] : i32
// CHECK:         scf.execute_region -> i32 {
// CHECK-NEXT:      arith.addi %[[Q]], %[[Q]] : i32
func.func @switch(%i: index, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %y = arith.muli %a, %b : i32
  %q = arith.subi %a, %b : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %x : i32
  }
  case 3 {
    %n = scf.execute_region -> i32 {
      scf.yield %y : i32
    }
    scf.yield %n : i32
  }
  default {
    scf.yield %b : i32
  }
  %s = scf.execute_region -> i32 {
    %k = arith.addi %q, %q : i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// Loop bodies may run many times: nothing moves into them.
// CHECK-LABEL: func.func @loops(
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK:         arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    scf.while
func.func @loops(%a: i32, %b: i32, %lb: index, %ub: index) -> i32 {
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %b : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%s = %a) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  %z = arith.muli %a, %b : i32
  %r3 = scf.while (%w = %r) : (i32) -> i32 {
    %cc = arith.cmpi slt, %w, %z : i32
    scf.condition(%cc) %w : i32
  } do {
  ^bb0(%w2: i32):
    scf.yield %w2 : i32
  }
  return %r3 : i32
}

// -----

// Innermost first: the addition moves into the inner branch, then the
// inner scf.if (effect-free) moves into the outer one.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT:    scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.if %arg1 -> (i32) {
// CHECK-NEXT:        %[[X:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:        scf.yield %[[X]] : i32
func.func @nested(%c: i1, %c2: i1, %a: i32, %b: i32) -> i32 {
  %x = arith.addi %a, %b : i32
  %inner = scf.if %c2 -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.if %c -> i32 {
    scf.yield %inner : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
