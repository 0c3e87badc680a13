memref.global "private" @h : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
func.func @more(%m: memref<4x8xf32>, %d: index, %v: i32, %v2: f32, %mi: memref<8xi32>, %i: index) -> f32 {
  %0 = memref.subview %m[1, %d] [1, 4] [1, 2] : memref<4x8xf32> to memref<4xf32, strided<[2], offset: ?>>
  %1 = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %2 = memref.atomic_rmw maxs %v, %mi[%i] : (i32, memref<8xi32>) -> i32
  %3 = memref.atomic_rmw assign %v, %mi[%i] : (i32, memref<8xi32>) -> i32
  %4 = memref.atomic_rmw minnumf %v2, %m[%i, %i] : (f32, memref<4x8xf32>) -> f32
  %5:2 = memref.alloca_scope -> (f32, i32) {
    memref.alloca_scope.return %v2, %v : f32, i32
  }
  memref.prefetch %mi[%i], write, locality<0>, instr : memref<8xi32>
  %6 = memref.get_global @h : memref<2x2xi32>
  %7 = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %8 = memref.expand_shape %mi [[0, 1, 2]] output_shape [2, 2, 2] : memref<8xi32> into memref<2x2x2xi32>
  %9 = memref.cast %m : memref<4x8xf32> to memref<*xf32>
  %10 = memref.rank %9 : memref<*xf32>
  %11 = memref.dim %9, %i : memref<*xf32>
  %s0 = memref.alloca() : memref<f32>
  %base, %off = memref.extract_strided_metadata %s0 : memref<f32> -> memref<f32>, index
  return %4 : f32
}
