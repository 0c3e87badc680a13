memref.global @a : memref<4xi32> {alignment = 64}
