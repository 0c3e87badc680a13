func.func @t(%a: f32, %i: i32) {
  %0 = "arith.cmpf"(%a, %a) <{fastmatx = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
  %1 = "arith.addi"(%i, %i) <{bogus = 1}> : (i32, i32) -> i32
  return
}
