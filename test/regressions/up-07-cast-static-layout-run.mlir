// A memref's type is an assertion about its descriptor: a cast or
// reinterpret_cast whose result type states an offset, stride or size the
// descriptor does not have is undefined behaviour. Only sizes were checked,
// so a value could carry another offset than its type states, and the
// folds that read offsets and strides from types (a reinterpret_cast that
// rebuilds its source, up-07) would have changed what a program computes.
// UNSUPPORTED: oracle
// RUN: not assay-run --interp -e cast_offset %s 2>&1 | FileCheck %s --check-prefix=OFFSET
// RUN: not assay-run --interp -e cast_stride %s 2>&1 | FileCheck %s --check-prefix=STRIDE
// RUN: not assay-run --interp -e reinterpret_size %s 2>&1 | FileCheck %s --check-prefix=SIZE

func.func @cast_offset() {
  %m = memref.alloc() : memref<8xf32>
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %d = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: ?>>
  // OFFSET: [[@LINE+1]]:8: error: undefined behavior in 'memref.cast': cast to offset 0 of a memref with offset 2
  %z = memref.cast %d : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
  return
}

func.func @cast_stride() {
  %m = memref.alloc() : memref<8xf32>
  %s = memref.subview %m[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  %d = memref.cast %s : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[?]>>
  // STRIDE: [[@LINE+1]]:8: error: undefined behavior in 'memref.cast': cast to stride 1 of dimension 0, which has stride 2
  %z = memref.cast %d : memref<4xf32, strided<[?]>> to memref<4xf32>
  return
}

func.func @reinterpret_size() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<8xf32>
  // SIZE: [[@LINE+1]]:8: error: undefined behavior in 'memref.reinterpret_cast': reinterpret_cast to size 4 of dimension 0 given size 3
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%c3], strides: [1] : memref<8xf32> to memref<4xf32>
  return
}
