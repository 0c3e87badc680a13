func.func @generic_input(%x: f32, %i: i32) {
  %0 = "math.exp"(%x) : (f32) -> f32
  %1 = "math.exp"(%x) {fastmath = #arith.fastmath<afn>} : (f32) -> f32
  %2 = "math.exp"(%x) <{fastmath = #arith.fastmath<fast>}> {x} : (f32) -> f32
  %3 = math.atan2 %x, %x {fastmath = #arith.fastmath<ninf>} : f32
  %4 = "math.ctlz"(%i) {z} : (i32) -> i32
  return
}
