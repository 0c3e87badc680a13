func.func @t(%m: memref<4xf32>, %n: memref<4x4xf32>, %d: memref<?xf32, strided<[1], offset: ?>>, %s: memref<4xf32, strided<[2]>>, %z: memref<f32>) {
  %0 = memref.transpose %m (d0) -> (d0) : memref<4xf32> to memref<4xf32, strided<[1]>>
  return
}
