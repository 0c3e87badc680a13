// RUN: assay-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// memref.reinterpret_cast compared each static size, offset and stride of
// the op with the result type even where the type says `?`, so a valid cast
// to a dynamic layout was rejected, and the message printed the dynamic
// sentinel (-9223372036854775808). A `?` on either side agrees with any
// value; two static values must be equal, and only those are printed.

// CHECK-LABEL: func.func @static_op_dynamic_type(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [1], sizes: [10, 10], strides: [1, 1] : memref<?xf32> to memref<10x10xf32, strided<[?, 1], offset: ?>>
func.func @static_op_dynamic_type(%in: memref<?xf32>) -> memref<10x10xf32, strided<[?, 1], offset: ?>> {
  %out = memref.reinterpret_cast %in to offset: [1], sizes: [10, 10], strides: [1, 1]
           : memref<?xf32> to memref<10x10xf32, strided<[?, 1], offset: ?>>
  return %out : memref<10x10xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @dynamic_op_static_type(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [%{{.*}}, 10], strides: [%{{.*}}, 1] : memref<?xf32> to memref<10x10xf32>
func.func @dynamic_op_static_type(%in: memref<?xf32>, %n: index) -> memref<10x10xf32> {
  %out = memref.reinterpret_cast %in to offset: [%n], sizes: [%n, 10], strides: [%n, 1]
           : memref<?xf32> to memref<10x10xf32>
  return %out : memref<10x10xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_size_in_type(
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4, 8], strides: [8, 1] : memref<?xf32> to memref<?x8xf32>
func.func @dynamic_size_in_type(%in: memref<?xf32>) -> memref<?x8xf32> {
  %out = memref.reinterpret_cast %in to offset: [0], sizes: [4, 8], strides: [8, 1]
           : memref<?xf32> to memref<?x8xf32>
  return %out : memref<?x8xf32>
}

// -----

func.func @offset_mismatch(%in: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with offset = 3 instead of 2}}
  %out = memref.reinterpret_cast %in to offset: [3], sizes: [10], strides: [%n]
           : memref<?xf32> to memref<10xf32, strided<[?], offset: 2>>
  return
}

// -----

func.func @size_mismatch(%in: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %out = memref.reinterpret_cast %in to offset: [%n], sizes: [%n, 4], strides: [%n, 1]
           : memref<?xf32> to memref<?x5xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @stride_mismatch(%in: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with stride = 2 instead of 1 in dim = 1}}
  %out = memref.reinterpret_cast %in to offset: [%n], sizes: [%n, 4], strides: [%n, 2]
           : memref<?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return
}
