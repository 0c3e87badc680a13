func.func @casts(%i8: i8, %i32: i32, %f16: f16, %f32: f32, %ix: index, %v: vector<2xi32>, %m: memref<4xi32>, %t: tensor<?x2xf32>) {
  %0 = arith.extui %i8 : i8 to i32
  %1 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  %2 = arith.trunci %i32 : i32 to i8
  %3 = arith.extf %f16 : f16 to f32
  %4 = arith.extf %f16 fastmath<fast> : f16 to f64
  %5 = arith.truncf %f32 : f32 to f16
  %6 = arith.truncf %f32 to_nearest_even : f32 to f16
  %7 = arith.truncf %f32 downward fastmath<nnan> : f32 to bf16
  %8 = arith.truncf %f32 upward : f32 to f16
  %9 = arith.truncf %f32 toward_zero : f32 to f16
  %10 = arith.truncf %f32 to_nearest_away : f32 to f16
  %11 = arith.uitofp %i32 : i32 to f32
  %12 = arith.sitofp %i8 : i8 to f64
  %13 = arith.fptoui %f32 : f32 to i32
  %14 = arith.fptosi %t : tensor<?x2xf32> to tensor<?x2xi16>
  %15 = arith.index_cast %ix : index to i32
  %16 = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  %17 = arith.index_castui %i32 : i32 to index
  %18 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %19 = arith.bitcast %i32 : i32 to f32
  %20 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %21 = arith.bitcast %f16 : f16 to i16
  %22 = arith.extf %f16 fastmath<none> : f16 to f32
  %23 = arith.truncf %f32 fastmath<none> : f32 to f16
  return
}
