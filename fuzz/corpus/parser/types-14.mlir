"foo.memref_strided"() : () -> (memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>, memref<4xf32, strided<[2], offset: 3>>, memref<4x4xf32, strided<[8, 1], offset: 2>, 2>)
