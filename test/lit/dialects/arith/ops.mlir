// RUN: assay-opt %s | FileCheck %s
// RUN: assay-opt %s | assay-opt | FileCheck %s
// RUN: assay-opt --mlir-print-op-generic %s | assay-opt | FileCheck %s

// Round trip of every arith op and syntax variant: the custom form as
// mlir-opt 19 prints it (flags in canonical order, default flags left out,
// result names of constants and extended ops), through the custom and the
// generic form.

// CHECK-LABEL: func.func @int_binary(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nuw> : vector<4xi32>
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 overflow<nsw, nuw> : tensor<?xi64>
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.divsi %arg4, %arg4 : index
// CHECK-NEXT: %7 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.remsi %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %12 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg3, %arg3 : tensor<?xi64>
// CHECK-NEXT: %21 = arith.addi %arg0, %arg1 {tag = "x"} : i32
// CHECK-NEXT: return
func.func @int_binary(%a: i32, %b: i32, %v: vector<4xi32>, %t: tensor<?xi64>, %i: index) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %v, %v overflow<nuw> : vector<4xi32>
  %3 = arith.muli %t, %t overflow<nsw, nuw> : tensor<?xi64>
  %4 = arith.shli %a, %b overflow<nuw,nsw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %i, %i : index
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.remsi %v, %v : vector<4xi32>
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %t, %t : tensor<?xi64>
  %21 = arith.addi %a, %b overflow<none> {tag = "x"} : i32
  return
}

// CHECK-LABEL: func.func @float_ops(
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg1, %arg1 fastmath<nnan,ninf> : vector<[4]xf16>
// CHECK-NEXT: %3 = arith.divf %arg2, %arg2 fastmath<reassoc,contract> : tensor<*xf64>
// CHECK-NEXT: %4 = arith.remf %arg0, %arg0 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg0 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg0 fastmath<nsz> : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg3, %arg3 : bf16
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg0 fastmath<arcp,afn> : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: %10 = arith.negf %arg1 fastmath<fast> : vector<[4]xf16>
// CHECK-NEXT: %11 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: return
func.func @float_ops(%a: f32, %v: vector<[4]xf16>, %t: tensor<*xf64>, %h: bf16) {
  %0 = arith.addf %a, %a : f32
  %1 = arith.subf %a, %a fastmath<fast> : f32
  %2 = arith.mulf %v, %v fastmath<nnan,ninf> : vector<[4]xf16>
  %3 = arith.divf %t, %t fastmath<reassoc, contract> : tensor<*xf64>
  %4 = arith.remf %a, %a fastmath<none> : f32
  %5 = arith.maximumf %a, %a : f32
  %6 = arith.minimumf %a, %a fastmath<nsz> : f32
  %7 = arith.maxnumf %h, %h : bf16
  %8 = arith.minnumf %a, %a fastmath<arcp,afn> : f32
  %9 = arith.negf %a : f32
  %10 = arith.negf %v fastmath<fast> : vector<[4]xf16>
  %11 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}

// CHECK-LABEL: func.func @extended(
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg1, %arg1 : vector<4xi8>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_2, %overflow_3 = arith.addui_extended %arg1, %arg1 : vector<4xi8>, vector<4xi1>
// CHECK-NEXT: %low_4, %high_5 = arith.mului_extended %arg2, %arg2 : index
// CHECK-NEXT: return
func.func @extended(%a: i32, %v: vector<4xi8>, %i: index) {
  %0:2 = arith.mulsi_extended %a, %a : i32
  %low, %high = arith.mului_extended %v, %v : vector<4xi8>
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %s:2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %x:2 = arith.mului_extended %i, %i : index
  return
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg5 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %3 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %4 = arith.extf %arg2 fastmath<fast> : f16 to f64
// CHECK-NEXT: %5 = arith.truncf %arg3 : f32 to f16
// CHECK-NEXT: %6 = arith.truncf %arg3 to_nearest_even : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg3 downward fastmath<nnan> : f32 to bf16
// CHECK-NEXT: %8 = arith.truncf %arg3 upward : f32 to f16
// CHECK-NEXT: %9 = arith.truncf %arg3 toward_zero : f32 to f16
// CHECK-NEXT: %10 = arith.truncf %arg3 to_nearest_away : f32 to f16
// CHECK-NEXT: %11 = arith.uitofp %arg1 : i32 to f32
// CHECK-NEXT: %12 = arith.sitofp %arg0 : i8 to f64
// CHECK-NEXT: %13 = arith.fptoui %arg3 : f32 to i32
// CHECK-NEXT: %14 = arith.fptosi %arg7 : tensor<?x2xf32> to tensor<?x2xi16>
// CHECK-NEXT: %15 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %16 = arith.index_cast %arg5 : vector<2xi32> to vector<2xindex>
// CHECK-NEXT: %17 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %18 = arith.index_cast %arg6 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %19 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT: %20 = arith.bitcast %arg6 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %21 = arith.bitcast %arg2 : f16 to i16
// CHECK-NEXT: %22 = arith.extf %arg2 fastmath<none> : f16 to f32
// CHECK-NEXT: %23 = arith.truncf %arg3 fastmath<none> : f32 to f16
// CHECK-NEXT: return
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

// CHECK-LABEL: func.func @compare(
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %arg1 : vector<4xi32>
// CHECK-NEXT: %3 = arith.cmpi sle, %arg4, %arg4 : index
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg5, %arg5 : tensor<*xi32>
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK-NEXT: %10 = arith.cmpf false, %arg2, %arg2 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg2, %arg2 : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg2, %arg2 fastmath<nnan> : f32
// CHECK-NEXT: %13 = arith.cmpf oge, %arg3, %arg3 : tensor<2x?xf64>
// CHECK-NEXT: %14 = arith.cmpf olt, %arg2, %arg2 : f32
// CHECK-NEXT: %15 = arith.cmpf ole, %arg2, %arg2 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg2, %arg2 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg2, %arg2 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg2, %arg2 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg2, %arg2 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg2, %arg2 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg2, %arg2 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg2, %arg2 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg2, %arg2 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %25 = arith.cmpf true, %arg2, %arg2 fastmath<fast> : f32
// CHECK-NEXT: return
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

// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg2, %arg3, %arg3 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %2 = arith.select %arg0, %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %3 = arith.select %arg4, %arg5, %arg5 : tensor<?xi1>, tensor<?xf32>
// CHECK-NEXT: %4 = arith.select %arg0, %arg6, %arg6 {tag} : memref<2xf32>
// CHECK-NEXT: return
func.func @select(%c: i1, %a: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %tc: tensor<?xi1>, %t: tensor<?xf32>, %m: memref<2xf32>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %v, %v : vector<4xi32>
  %3 = arith.select %tc, %t, %t : tensor<?xi1>, tensor<?xf32>
  %4 = arith.select %c, %m, %m {tag} : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @constants(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_3 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_6 = arith.constant dense<0> : vector<[4]xi32>
// CHECK-NEXT: %c7_i16 = arith.constant {tag = 1 : i32} 7 : i16
// CHECK-NEXT: %c12345678901234567890123_i128 = arith.constant 12345678901234567890123 : i128
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %cst_7 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: %cst_8 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_9 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xindex>
// CHECK-NEXT: %c9223372036854775807 = arith.constant 9223372036854775807 : index
// CHECK-NEXT: %false_10 = arith.constant false
// CHECK-NEXT: %cst_11 = arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT: return
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
