// RUN: assay-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// memref.alloc and memref.alloca counted layout symbols only for affine-map
// layouts, so a `strided<...>` layout with a dynamic offset or stride took
// no symbol operands ("expected 0"). Its affine-map form has one symbol per
// `?` among the offset and strides, and those are the operands.

// CHECK-LABEL: func.func @symbols(
// CHECK: memref.alloc(%{{.*}})[%{{.*}}, %{{.*}}] : memref<?xi32, strided<[?], offset: ?>>
// CHECK: memref.alloca()[%{{.*}}] : memref<4x4xf32, strided<[?, 1]>>
// CHECK: memref.alloc()[%{{.*}}] : memref<4xf32, strided<[1], offset: ?>>
func.func @symbols(%n: index, %s: index) {
  %0 = memref.alloc(%n)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  %1 = memref.alloca()[%s] : memref<4x4xf32, strided<[?, 1], offset: 0>>
  %2 = memref.alloc()[%s] : memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @too_few(%s: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 3, got 2}}
  %0 = memref.alloc()[%s, %s] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return
}

// -----

func.func @missing() {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloca() : memref<4x4xf32, strided<[?, 1]>>
  return
}
