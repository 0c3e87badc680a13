memref.global "public" @b : memref<f32> = dense<1.0> {alignment = 16}
