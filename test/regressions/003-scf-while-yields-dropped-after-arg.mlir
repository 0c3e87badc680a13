// Regression 003: canonicalize dropped an scf.while after-region argument
// (the condition forwards a value defined outside the loop, or the same
// value twice) but rebuilt the scf.yield from its operands as they were
// before the argument was replaced, so the yield kept using the erased
// argument. With assertions: an abort; without: exit 0 and the output held
// `<<UNKNOWN SSA VALUE>>`. The yield must forward the argument's
// replacement: the outside value, or the argument kept for the duplicate.
// RUN: assay-opt --split-input-file -canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @forwards_outside_value(
// CHECK: %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT: func.call @use_f32(%arg0) : (f32) -> ()
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %c3_i32 : i32
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
func.func private @use_f32(f32)
func.func @forwards_outside_value(%z: f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%i = %c0, %x = %z) : (i32, f32) -> (i32, f32) {
    func.call @use_f32(%x) : (f32) -> ()
    %c = arith.cmpi slt, %i, %c3 : i32
    scf.condition(%c) %i, %z : i32, f32
  } do {
  ^bb0(%j: i32, %y: f32):
    %n = arith.addi %j, %c1 : i32
    scf.yield %n, %y : i32, f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @forwards_duplicate(
// CHECK-NEXT: %0 = scf.while (%arg1 = %arg0, %arg2 = %arg0) : (i32, i32) -> i32 {
// CHECK-NEXT: %1 = func.call @cond(%arg1) : (i32) -> i1
// CHECK-NEXT: func.call @use_i32(%arg2) : (i32) -> ()
// CHECK-NEXT: scf.condition(%1) %arg1 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1, %arg1 : i32, i32
// CHECK-NEXT: }
func.func private @use_i32(i32)
func.func private @cond(i32) -> i1
func.func @forwards_duplicate(%p: i32) {
  %r:2 = scf.while (%a = %p, %b = %p) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%a) : (i32) -> i1
    func.call @use_i32(%b) : (i32) -> ()
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = arith.addi %x, %x : i32
    scf.yield %n, %y : i32, i32
  }
  return
}
