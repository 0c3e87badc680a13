memref.global @u : memref<4xi32> = uninitialized
