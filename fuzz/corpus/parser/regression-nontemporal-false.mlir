func.func @t(%f: f32, %x: index, %m: memref<4xf32>) {
  memref.store %f, %m[%x] {nontemporal = false} : memref<4xf32>
  %0 = "memref.load"(%m, %x) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  return
}
