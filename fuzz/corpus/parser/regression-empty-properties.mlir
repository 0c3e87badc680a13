func.func @t(%f: f32, %x: index, %m: memref<4xf32>) {
  %0 = "memref.load"(%m, %x) <{}> : (memref<4xf32>, index) -> f32
  "memref.store"(%f, %m, %x) <{nontemporl = false}> : (f32, memref<4xf32>, index) -> ()
  return
}
