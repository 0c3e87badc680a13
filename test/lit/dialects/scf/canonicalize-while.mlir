// The canonicalization of scf.while beyond canonicalize.mlir, compared
// with mlir-opt 19 (the same RUN line passes with -Dassay-opt=mlir-opt-19):
// comparisons the condition decides, unused before arguments, and the
// order of the forwarded values. canonicalize-run-2.mlir runs such loops.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func private @useb(i1)
func.func private @useb(i1)
// CHECK-LABEL: func.func private @use(i32)
func.func private @use(i32)

// In `after`, the condition's cmpi of the forwarded value is true and its
// inverse false; other predicates (also sgt with swapped operands) stay.
// CHECK-LABEL: func.func @cmp_cond(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.cmpi sle, %arg2, %arg1 : i32
// CHECK-NEXT: func.call @useb(%true) : (i1) -> ()
// CHECK-NEXT: func.call @useb(%false) : (i1) -> ()
// CHECK-NEXT: func.call @useb(%1) : (i1) -> ()
// CHECK-NEXT: func.call @useb(%2) : (i1) -> ()
// CHECK-NEXT: %3 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmp_cond(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %n : i32
    %c3 = arith.cmpi sge, %y, %n : i32
    %c4 = arith.cmpi sgt, %n, %y : i32
    %c5 = arith.cmpi sle, %y, %n : i32
    func.call @useb(%c2) : (i1) -> ()
    func.call @useb(%c3) : (i1) -> ()
    func.call @useb(%c4) : (i1) -> ()
    func.call @useb(%c5) : (i1) -> ()
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// The forwarded value on the right of the cmpi; the cmpi inside a nested
// region of `after` too.
// CHECK-LABEL: func.func @cmp_cond_rhs(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg1, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: func.call @useb(%true) : (i1) -> ()
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: func.call @useb(%false) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cmp_cond_rhs(%init: i32, %n: i32, %b: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi ult, %n, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi ult, %n, %y : i32
    func.call @useb(%c2) : (i1) -> ()
    scf.if %b {
      %c3 = arith.cmpi uge, %n, %y : i32
      func.call @useb(%c3) : (i1) -> ()
    }
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// Near miss: the cmpi in `after` compares with another value, or the
// condition is not a cmpi.
// CHECK-LABEL: func.func @near_cmp_cond(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT: scf.condition(%2) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg2 : i32
// CHECK-NEXT: func.call @useb(%2) : (i1) -> ()
// CHECK-NEXT: %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg4 = %0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT: %3 = arith.andi %2, %arg3 : i1
// CHECK-NEXT: scf.condition(%3) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg1 : i32
// CHECK-NEXT: func.call @useb(%2) : (i1) -> ()
// CHECK-NEXT: %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @near_cmp_cond(%init: i32, %n: i32, %k: i32, %b: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %k : i32
    func.call @useb(%c2) : (i1) -> ()
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  %s = scf.while (%x = %r) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    %d = arith.andi %c, %b : i1
    scf.condition(%d) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %n : i32
    func.call @useb(%c2) : (i1) -> ()
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    scf.yield %z : i32
  }
  return %s : i32
}

// A before argument nobody uses is no longer carried.
// CHECK-LABEL: func.func @unused_before_arg(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unused_before_arg(%init: i32, %n: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %init, %u = %k) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    %w = arith.muli %y, %y : i32
    scf.yield %z, %w : i32, i32
  }
  return %r : i32
}

// Near miss: the before argument is used (by a call).
// CHECK-LABEL: func.func @near_unused_before_arg(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0, %arg4 = %arg2) : (i32, i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: func.call @use(%arg4) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @near_unused_before_arg(%init: i32, %n: i32, %k: i32) -> i32 {
  %r = scf.while (%x = %init, %u = %k) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    func.call @use(%u) : (i32) -> ()
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %one = arith.constant 1 : i32
    %z = arith.addi %y, %one : i32
    %w = arith.muli %y, %y : i32
    scf.yield %z, %w : i32, i32
  }
  return %r : i32
}

// The condition forwards the before arguments in another order: it
// forwards them in their order, the after arguments and results follow.
// CHECK-LABEL: func.func @align(
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.subi %arg4, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : i32, i32
// CHECK-NEXT: }
func.func @align(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %q, %n : i32
    %t = arith.subi %p, %n : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Three values of different types, rotated.
// CHECK-LABEL: func.func @align_rotate(
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %arg2) : (i32, i64, f32) -> (i32, i64, f32) {
// CHECK-NEXT: %1 = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg4 : i64
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4, %arg5 : i32, i64, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i64, %arg5: f32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT: scf.yield %1, %c0_i64, %2 : i32, i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2 : i32, i64, f32
// CHECK-NEXT: }
func.func @align_rotate(%a: i32, %b: i64, %f: f32) -> (i32, i64, f32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %f) : (i32, i64, f32) -> (f32, i32, i64) {
    %x64 = arith.extsi %x : i32 to i64
    %c = arith.cmpi slt, %x64, %y : i64
    scf.condition(%c) %z, %x, %y : f32, i32, i64
  } do {
  ^bb0(%p: f32, %q: i32, %s: i64):
    %q2 = arith.addi %q, %q : i32
    %s2 = arith.subi %s, %s : i64
    %p2 = arith.addf %p, %p : f32
    scf.yield %q2, %s2, %p2 : i32, i64, f32
  }
  return %r#1, %r#2, %r#0 : i32, i64, f32
}

// Near miss: one forwarded value is not a before argument.
// CHECK-LABEL: func.func @near_align(
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: %2 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg4, %2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg4, %arg2 : i32
// CHECK-NEXT: %2 = arith.subi %arg3, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @near_align(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    %d = arith.addi %x, %n : i32
    scf.condition(%c) %y, %d : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %q, %n : i32
    %t = arith.subi %p, %n : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Near miss: fewer values forwarded than before arguments.
// CHECK-LABEL: func.func @near_align_count(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: func.call @use(%arg3) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: scf.yield %arg3, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @near_align_count(%a: i32, %b: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %x, %y : i32
    func.call @use(%x) : (i32) -> ()
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%p: i32):
    %s = arith.addi %p, %n : i32
    scf.yield %p, %s : i32, i32
  }
  return %r : i32
}
