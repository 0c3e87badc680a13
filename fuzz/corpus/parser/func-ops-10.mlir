func.func @blocks(%c: i1) -> i32 {
  %0 = call @blocks(%c) : (i1) -> i32
  cf.br ^bb1
^bb1:
  return %0 : i32
}
