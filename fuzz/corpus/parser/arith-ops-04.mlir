func.func @compare(%a: i32, %v: vector<4xi32>, %f: f32, %t: tensor<2x?xf64>, %i: index, %u: tensor<*xi32>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %a, %a : i32
  %2 = arith.cmpi slt, %v, %v : vector<4xi32>
  %3 = arith.cmpi sle, %i, %i : index
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %u, %u : tensor<*xi32>
  %9 = arith.cmpi uge, %a, %a : i32
  %10 = arith.cmpf false, %f, %f : f32
  %11 = arith.cmpf oeq, %f, %f : f32
  %12 = arith.cmpf ogt, %f, %f fastmath<nnan> : f32
  %13 = arith.cmpf oge, %t, %t : tensor<2x?xf64>
  %14 = arith.cmpf olt, %f, %f : f32
  %15 = arith.cmpf ole, %f, %f : f32
  %16 = arith.cmpf one, %f, %f : f32
  %17 = arith.cmpf ord, %f, %f : f32
  %18 = arith.cmpf ueq, %f, %f : f32
  %19 = arith.cmpf ugt, %f, %f : f32
  %20 = arith.cmpf uge, %f, %f : f32
  %21 = arith.cmpf ult, %f, %f : f32
  %22 = arith.cmpf ule, %f, %f : f32
  %23 = arith.cmpf une, %f, %f : f32
  %24 = arith.cmpf uno, %f, %f : f32
  %25 = arith.cmpf true, %f, %f fastmath<fast> : f32
  return
}
