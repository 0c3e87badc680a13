func.func @views(%d: index, %s: index, %i: index, %m: memref<?xf32>, %m8: memref<8x?xf32>, %m2: memref<4x4xf32>, %buf: memref<2048xi8>, %sh: memref<2xindex>, %u: memref<*xf32>) {
  %0 = memref.subview %m8[%i, 0] [4, %s] [1, 1] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %2 = memref.view %buf[%i][%d] : memref<2048xi8> to memref<?x4xf32>
  %3 = memref.expand_shape %m2 [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  %4 = memref.collapse_shape %m2 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %5 = memref.transpose %m2 (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  memref.prefetch %m2[%i, %i], read, locality<3>, data : memref<4x4xf32>
  memref.assume_alignment %m, 16 : memref<?xf32>
  %6 = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %7 = memref.realloc %m(%d) : memref<?xf32> to memref<?xf32>
  %8 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  %9 = memref.reshape %m(%sh) : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %10 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %11 = memref.expand_shape %m [[0, 1]] output_shape [%d, 4] : memref<?xf32> into memref<?x4xf32>
  %12 = memref.subview %m2[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  %13 = memref.realloc %m {alignment = 8} : memref<?xf32> to memref<8xf32>
  return
}
