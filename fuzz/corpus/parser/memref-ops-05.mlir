memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @access(%d: index, %s: index, %i: index, %m: memref<?xf32>, %m2: memref<4x4xf32>, %v: f32) {
  %0 = memref.alloc(%d) {alignment = 64 : i64} : memref<?xf32>
  %1 = memref.alloc(%d)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %2 = memref.alloca() : memref<4xf32>
  %3 = memref.alloca(%d) {alignment = 16} : memref<?x4xf32, 1>
  memref.dealloc %0 : memref<?xf32>
  %4 = memref.load %m2[%i, %i] : memref<4x4xf32>
  %5 = memref.load %m2[%i, %i] {nontemporal = true} : memref<4x4xf32>
  memref.store %v, %m2[%i, %i] : memref<4x4xf32>
  memref.store %v, %m2[%i, %i] {nontemporal = true} : memref<4x4xf32>
  %6 = memref.cast %m2 : memref<4x4xf32> to memref<?x?xf32>
  %7 = memref.dim %m, %i : memref<?xf32>
  %8 = memref.rank %m : memref<?xf32>
  %9 = memref.get_global @g : memref<2xf32>
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %x = memref.alloca() : memref<f32>
  }
  %10 = memref.atomic_rmw addf %v, %m2[%i, %i] : (f32, memref<4x4xf32>) -> f32
  %11 = memref.generic_atomic_rmw %m2[%i, %i] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.copy %m2, %6 : memref<4x4xf32> to memref<?x?xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m2 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  return
}
