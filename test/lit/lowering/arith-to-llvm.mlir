// convert-arith-to-llvm lowers each arith op on scalars and 1-D vectors to
// its llvm op, carrying the overflow and fastmath flags over, with index as
// i64: the CHECK lines are mlir-opt 19's output, and where mlir-opt 19 is
// installed the two tools' outputs must also be identical byte for byte,
// with and without locations. (The inputs avoid ops that fold: folding
// during conversion has its own test, conversion-fold.mlir.)
// RUN: assay-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-arith-to-llvm %s | assay-opt | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-arith-to-llvm %s > %t.assay && %mlir_opt --convert-arith-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-arith-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-arith-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: assay-opt --convert-arith-to-llvm %s | FileCheck %s --check-prefix=NOARITH

// No arith op is left.
// NOARITH-NOT: arith.

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %1 = llvm.sub %arg1, %0 overflow<nuw> : i32
// CHECK-NEXT:   %2 = llvm.mul %1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:   %3 = llvm.shl %2, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %4 = llvm.sdiv %3, %arg1  : i32
// CHECK-NEXT:   %5 = llvm.udiv %4, %arg1  : i32
// CHECK-NEXT:   %6 = llvm.srem %5, %arg1  : i32
// CHECK-NEXT:   %7 = llvm.urem %6, %arg1  : i32
// CHECK-NEXT:   %8 = llvm.and %7, %arg1  : i32
// CHECK-NEXT:   %9 = llvm.or %8, %arg1  : i32
// CHECK-NEXT:   %10 = llvm.xor %9, %arg1  : i32
// CHECK-NEXT:   %11 = llvm.ashr %10, %arg1  : i32
// CHECK-NEXT:   %12 = llvm.lshr %11, %arg1  : i32
// CHECK-NEXT:   %13 = llvm.intr.smax(%12, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   %14 = llvm.intr.umax(%13, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   %15 = llvm.intr.smin(%14, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   %16 = llvm.intr.umin(%15, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT:   return %16 : i32
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %b, %0 overflow<nuw> : i32
  %2 = arith.muli %1, %b overflow<nsw, nuw> : i32
  %3 = arith.shli %2, %b overflow<nsw> : i32
  %4 = arith.divsi %3, %b : i32
  %5 = arith.divui %4, %b : i32
  %6 = arith.remsi %5, %b : i32
  %7 = arith.remui %6, %b : i32
  %8 = arith.andi %7, %b : i32
  %9 = arith.ori %8, %b : i32
  %10 = arith.xori %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %b : i32
  %14 = arith.maxui %13, %b : i32
  %15 = arith.minsi %14, %b : i32
  %16 = arith.minui %15, %b : i32
  return %16 : i32
}

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:   %1 = llvm.fsub %0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, reassoc>} : f32
// CHECK-NEXT:   %2 = llvm.fmul %1, %arg1  {fastmathFlags = #llvm.fastmath<nsz, arcp>} : f32
// CHECK-NEXT:   %3 = llvm.fdiv %2, %arg1  {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT:   %4 = llvm.frem %3, %arg1  : f32
// CHECK-NEXT:   %5 = llvm.fneg %4  {fastmathFlags = #llvm.fastmath<ninf>} : f32
// CHECK-NEXT:   %6 = llvm.intr.maximum(%5, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:   %7 = llvm.intr.minimum(%6, %arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK-NEXT:   %8 = llvm.intr.maxnum(%7, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:   %9 = llvm.intr.minnum(%8, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:   return %9 : f32
// CHECK-NEXT: }
func.func @float_binary(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y fastmath<fast> : f32
  %1 = arith.subf %0, %y fastmath<reassoc, nnan> : f32
  %2 = arith.mulf %1, %y fastmath<nsz, arcp> : f32
  %3 = arith.divf %2, %y fastmath<contract, afn> : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.negf %4 fastmath<ninf> : f32
  %6 = arith.maximumf %5, %y : f32
  %7 = arith.minimumf %6, %y fastmath<nnan> : f32
  %8 = arith.maxnumf %7, %y : f32
  %9 = arith.minnumf %8, %y : f32
  return %9 : f32
}

// CHECK-LABEL: func.func @compare_select(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64) -> (i32, i1, i1) {
// CHECK-NEXT:   %0 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK-NEXT:   %2 = llvm.fcmp "ogt" %arg2, %arg3 : f64
// CHECK-NEXT:   %3 = llvm.fcmp "une" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK-NEXT:   %4 = llvm.select %1, %arg0, %arg1 : i1, i32
// CHECK-NEXT:   %5 = llvm.xor %0, %1  : i1
// CHECK-NEXT:   return %4, %5, %3 : i32, i1, i1
// CHECK-NEXT: }
func.func @compare_select(%a: i32, %b: i32, %x: f64, %y: f64) -> (i32, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi uge, %a, %b : i32
  %2 = arith.cmpf ogt, %x, %y : f64
  %3 = arith.cmpf une, %x, %y fastmath<nnan> : f64
  %4 = arith.select %1, %a, %b : i32
  %5 = arith.xori %0, %1 : i1
  return %4, %5, %3 : i32, i1, i1
}

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f16, %arg2: f32) -> (i64, i64, i16, f64, f16, f32, f32, i32, i32, i32) {
// CHECK-NEXT:   %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %2 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT:   %3 = llvm.fpext %arg2 : f32 to f64
// CHECK-NEXT:   %4 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT:   %5 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:   %6 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT:   %7 = llvm.fptosi %arg2 : f32 to i32
// CHECK-NEXT:   %8 = llvm.fptoui %arg2 : f32 to i32
// CHECK-NEXT:   %9 = llvm.bitcast %arg2 : f32 to i32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i64, i16, f64, f16, f32, f32, i32, i32, i32
// CHECK-NEXT: }
func.func @casts(%a: i32, %h: f16, %x: f32) -> (i64, i64, i16, f64, f16, f32, f32, i32, i32, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.extf %x : f32 to f64
  %4 = arith.truncf %x : f32 to f16
  %5 = arith.sitofp %a : i32 to f32
  %6 = arith.uitofp %a : i32 to f32
  %7 = arith.fptosi %x : f32 to i32
  %8 = arith.fptoui %x : f32 to i32
  %9 = arith.bitcast %x : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i64, i16, f64, f16, f32, f32, i32, i32, i32
}

// index becomes i64; the casts between index and integers become
// extensions, truncations or nothing.
// CHECK-LABEL: func.func @index(%arg0: i32, %arg1: i64) -> (i16, i64, i32) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:   %1 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %2 = llvm.add %1, %arg1 : i64
// CHECK-NEXT:   %3 = llvm.mul %2, %0 : i64
// CHECK-NEXT:   %4 = llvm.trunc %3 : i64 to i16
// CHECK-NEXT:   %5 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %6 = llvm.icmp "slt" %5, %3 : i64
// CHECK-NEXT:   %7 = llvm.select %6, %5, %3 : i1, i64
// CHECK-NEXT:   %8 = llvm.trunc %7 : i64 to i32
// CHECK-NEXT:   return %4, %3, %8 : i16, i64, i32
// CHECK-NEXT: }
func.func @index(%a: i32, %l: i64) -> (i16, i64, i32) {
  %c = arith.constant 7 : index
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %l : i64 to index
  %2 = arith.addi %0, %1 : index
  %3 = arith.muli %2, %c : index
  %4 = arith.index_cast %3 : index to i16
  %5 = arith.index_castui %3 : index to i64
  %6 = arith.index_castui %a : i32 to index
  %7 = arith.cmpi slt, %6, %3 : index
  %8 = arith.select %7, %6, %3 : index
  %9 = arith.index_cast %8 : index to i32
  return %4, %5, %9 : i16, i64, i32
}

// CHECK-LABEL: func.func @constants_vectors(%arg0: vector<4xi32>, %arg1: vector<2xf32>) -> (vector<4xi32>, vector<2xf32>, vector<4xi1>, f64) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:   %1 = llvm.mlir.constant(dense<1.500000e+00> : vector<2xf32>) : vector<2xf32>
// CHECK-NEXT:   %2 = llvm.mlir.constant(2.500000e+00 : f64) : f64
// CHECK-NEXT:   %3 = llvm.add %arg0, %0 overflow<nsw> : vector<4xi32>
// CHECK-NEXT:   %4 = llvm.fmul %arg1, %1  {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
// CHECK-NEXT:   %5 = llvm.icmp "sgt" %3, %arg0 : vector<4xi32>
// CHECK-NEXT:   return %3, %4, %5, %2 : vector<4xi32>, vector<2xf32>, vector<4xi1>, f64
// CHECK-NEXT: }
func.func @constants_vectors(%v: vector<4xi32>, %w: vector<2xf32>) -> (vector<4xi32>, vector<2xf32>, vector<4xi1>, f64) {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %f = arith.constant dense<1.5> : vector<2xf32>
  %d = arith.constant 2.5 : f64
  %0 = arith.addi %v, %c overflow<nsw> : vector<4xi32>
  %1 = arith.mulf %w, %f fastmath<fast> : vector<2xf32>
  %2 = arith.cmpi sgt, %0, %v : vector<4xi32>
  return %0, %1, %2, %d : vector<4xi32>, vector<2xf32>, vector<4xi1>, f64
}

// The extended multiplications work at twice the width.
// CHECK-LABEL: func.func @e(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>) -> (i32, i32, i32, vector<4xi8>, vector<4xi8>) {
// CHECK-NEXT:   %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:   %1 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT:   %2 = llvm.mul %0, %1 : i64
// CHECK-NEXT:   %3 = llvm.trunc %2 : i64 to i32
// CHECK-NEXT:   %4 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:   %5 = llvm.lshr %2, %4  : i64
// CHECK-NEXT:   %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT:   %7 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:   %8 = llvm.zext %arg1 : i32 to i64
// CHECK-NEXT:   %9 = llvm.mul %7, %8 : i64
// CHECK-NEXT:   %10 = llvm.trunc %9 : i64 to i32
// CHECK-NEXT:   %11 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT:   %12 = llvm.lshr %9, %11  : i64
// CHECK-NEXT:   %13 = llvm.trunc %12 : i64 to i32
// CHECK-NEXT:   %14 = llvm.sext %arg2 : vector<4xi8> to vector<4xi16>
// CHECK-NEXT:   %15 = llvm.sext %arg2 : vector<4xi8> to vector<4xi16>
// CHECK-NEXT:   %16 = llvm.mul %14, %15 : vector<4xi16>
// CHECK-NEXT:   %17 = llvm.trunc %16 : vector<4xi16> to vector<4xi8>
// CHECK-NEXT:   %18 = llvm.mlir.constant(dense<8> : vector<4xi16>) : vector<4xi16>
// CHECK-NEXT:   %19 = llvm.lshr %16, %18  : vector<4xi16>
// CHECK-NEXT:   %20 = llvm.trunc %19 : vector<4xi16> to vector<4xi8>
// CHECK-NEXT:   return %3, %6, %13, %17, %20 : i32, i32, i32, vector<4xi8>, vector<4xi8>
// CHECK-NEXT: }
func.func @e(%a: i32, %b: i32, %v: vector<4xi8>) -> (i32, i32, i32, vector<4xi8>, vector<4xi8>) {
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %vl, %vh = arith.mulsi_extended %v, %v : vector<4xi8>
  return %l, %h, %h2, %vl, %vh : i32, i32, i32, vector<4xi8>, vector<4xi8>
}

// Values that stay of the old type (the index arguments) are cast once,
// where they are defined, for all their users; results cross back the same
// way.
// CHECK-LABEL: func.func @index_args(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.add %1, %0 : i64
// CHECK-NEXT:   %3 = llvm.mul %1, %2 : i64
// CHECK-NEXT:   %4 = llvm.sub %3, %1 : i64
// CHECK-NEXT:   %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:   return %5 : index
// CHECK-NEXT: }
func.func @index_args(%i: index, %j: index) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.muli %i, %0 : index
  %2 = arith.subi %1, %i : index
  return %2 : index
}
