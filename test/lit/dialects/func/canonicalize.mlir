// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --canonicalize --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file > /dev/null

// The canonicalization patterns of func, and how function constants fold;
// the expected output is mlir-opt 19's.

func.func private @callee(i32) -> i64

// call_indirect of a func.constant is a direct call.
func.func @indirect(%a: i32) -> i64 {
  %f = func.constant @callee : (i32) -> i64
  %r = func.call_indirect %f(%a) : (i32) -> i64
  return %r : i64
}

// CHECK-LABEL: func.func @indirect
// CHECK-SAME: (%arg0: i32) -> i64 {
// CHECK-NEXT: %0 = call @callee(%arg0) : (i32) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }

// -----

// Near miss: the callee is an argument.
func.func @indirect_arg(%f: (i32) -> i64, %a: i32) -> i64 {
  %r = func.call_indirect %f(%a) : (i32) -> i64
  return %r : i64
}

// CHECK-LABEL: func.func @indirect_arg
// CHECK-SAME: (%arg0: (i32) -> i64, %arg1: i32) -> i64 {
// CHECK-NEXT: %0 = call_indirect %arg0(%arg1) : (i32) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }

// -----

func.func private @callee() -> ()

// No results, no arguments; the constant is used twice.
func.func @indirect_void() -> (() -> ()) {
  %f = func.constant @callee : () -> ()
  func.call_indirect %f() : () -> ()
  return %f : () -> ()
}

// CHECK-LABEL: func.func @indirect_void
// CHECK-SAME: () -> (() -> ()) {
// CHECK-NEXT: %f = constant @callee : () -> ()
// CHECK-NEXT: call @callee() : () -> ()
// CHECK-NEXT: return %f : () -> ()
// CHECK-NEXT: }

// -----

func.func private @a(i32) -> i32

// Function constants are uniqued and hoisted like other constants.
func.func @constants(%x: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %f = func.constant @a : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
^bb2:
  %g = func.constant @a : (i32) -> i32
  %h = func.constant @a : (i32) -> i32
  "foo.use"(%g, %h) : ((i32) -> i32, (i32) -> i32) -> ()
  return %x : i32
}

// CHECK-LABEL: func.func @constants
// CHECK-SAME: (%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %f = constant @a : (i32) -> i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = call @a(%arg0) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "foo.use"(%f, %f) : ((i32) -> i32, (i32) -> i32) -> ()
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
