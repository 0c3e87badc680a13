func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant -1 : index
  %3 = arith.constant 42 : i32
  %4 = arith.constant -3 : i64
  %5 = arith.constant 255 : i8
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 1 : i1
  %9 = arith.constant 1.0 : f32
  %10 = arith.constant -0.0 : f64
  %11 = arith.constant 0x7FC00000 : f32
  %12 = arith.constant dense<1> : vector<4xi32>
  %13 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %14 = arith.constant dense<true> : vector<2xi1>
  %15 = arith.constant dense<0> : vector<[4]xi32>
  %16 = arith.constant {tag = 1 : i32} 7 : i16
  %17 = arith.constant 12345678901234567890123 : i128
  %18 = arith.constant 2
  %19 = arith.constant 2.5
  %20 = arith.constant 1.5 : bf16
  %21 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xindex>
  %22 = arith.constant 9223372036854775807 : index
  %23 = arith.constant 0 : i1
  %24 = arith.constant dense<> : tensor<0xi32>
  return
}
