memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
