// REQUIRES: mlir-opt
// RUN: assay-opt %s -o %t.assay && mlir-opt %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic %s -o %t.assay && mlir-opt --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.assay && mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// Each tool reads the other's output, custom and generic, and prints the same.
// RUN: assay-opt --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir
// RUN: mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s | assay-opt --mlir-print-debuginfo -o %t.assay2 && diff %t.assay2 %t.mlir
// RUN: assay-opt --mlir-print-debuginfo %s | mlir-opt --mlir-print-op-generic --mlir-print-debuginfo -o %t.mlir3 && mlir-opt --mlir-print-op-generic --mlir-print-debuginfo %s -o %t.mlir4 && diff %t.mlir3 %t.mlir4

// Differential: every arith op and syntax variant, with locations, in custom
// and generic input form; the printed bytes must be mlir-opt 19's.

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

func.func @extended(%a: i32, %v: vector<4xi8>, %i: index) {
  %0:2 = arith.mulsi_extended %a, %a : i32
  %low, %high = arith.mului_extended %v, %v : vector<4xi8>
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %s:2 = arith.addui_extended %v, %v : vector<4xi8>, vector<4xi1>
  %x:2 = arith.mului_extended %i, %i : index
  return
}

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

func.func @select(%c: i1, %a: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %tc: tensor<?xi1>, %t: tensor<?xf32>, %m: memref<2xf32>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %v, %v : vector<4xi32>
  %3 = arith.select %tc, %t, %t : tensor<?xi1>, tensor<?xf32>
  %4 = arith.select %c, %m, %m {tag} : memref<2xf32>
  return
}

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

// Generic input: default properties are filled in, inherent attributes given
// as discardable ones move to the properties, flag attributes keep their
// canonical order.
func.func @generic_input(%a: i32, %f: f32, %v: vector<3xf32>) -> (i32, f32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32 loc("gen.mlir":1:2)
  %1 = "arith.subi"(%0, %a) {overflowFlags = #arith.overflow<nuw, nsw>} : (i32, i32) -> i32
  %2 = "arith.mulf"(%f, %f) <{fastmath = #arith.fastmath<afn, reassoc>}> : (f32, f32) -> f32
  %3 = "arith.cmpf"(%v, %v) {predicate = 5 : i64, tag = unit} : (vector<3xf32>, vector<3xf32>) -> vector<3xi1>
  %4 = "arith.constant"() {value = 7 : i32} : () -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %c = "arith.constant"() <{value = false}> : () -> i1
  %5 = "arith.select"(%c, %1, %4) : (i1, i32, i32) -> i32 loc(callsite("f"("x.mlir":3:4) at "y.mlir":5:6))
  %6 = "arith.truncf"(%f) {roundingmode = 4 : i32} : (f32) -> bf16
  %7 = "arith.extf"(%6) <{fastmath = #arith.fastmath<nnan>}> : (bf16) -> f32 loc("ext")
  %8:2 = "arith.mului_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return %8#1, %7 : i32, f32
}
