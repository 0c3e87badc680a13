func.func @integer_unary(%i: i32, %x: index, %t: tensor<4xi64>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %i : i32
  %2 = math.cttz %i : i32
  %3 = math.ctpop %i : i32
  %4 = math.ctlz %x : index
  %5 = math.ctpop %t {tag} : tensor<4xi64>
  return
}
