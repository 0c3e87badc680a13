// convert-math-to-llvm lowers each math op on scalars and 1-D vectors that
// mlir-opt 19 lowers to llvm intrinsics (and llvm float ops for expm1,
// log1p, rsqrt), with the fastmath flags carried over; the CHECK lines are
// mlir-opt 19's output, and the two tools' outputs are identical byte for
// byte, with and without locations, and with approximate-log1p=false.
// RUN: assay-opt --convert-math-to-llvm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-math-to-llvm %s > %t.assay && %mlir_opt --convert-math-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-math-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-math-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: %if mlir-opt %{ assay-opt --convert-math-to-llvm=approximate-log1p=false %s > %t.assay.nolog1p && %mlir_opt --convert-math-to-llvm=approximate-log1p=false %s > %t.mlir.nolog1p && diff %t.mlir.nolog1p %t.assay.nolog1p %}
// RUN: assay-opt --convert-math-to-llvm=approximate-log1p=false %s | FileCheck %s --check-prefix=NOLOG1P
// NOLOG1P: math.log1p %arg0 : f64
// NOLOG1P: math.log1p %arg1 fastmath<nnan> : vector<4xf16>

// Each op with an llvm intrinsic of the same meaning, fastmath carried over.
// CHECK-LABEL: func.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32) -> (f32, i32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %0 = llvm.intr.fabs(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT:   %1 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %2 = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %3 = llvm.intr.copysign(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
// CHECK-NEXT:   %4 = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %5 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %6 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:   %7 = llvm.intr.ctpop(%arg3)  : (i32) -> i32
// CHECK-NEXT:   %8 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT:   %9 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %10 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %11 = llvm.intr.fma(%arg0, %arg1, %arg2)  {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
// CHECK-NEXT:   %12 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %13 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %14 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %15 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:   %16 = llvm.intr.powi(%arg0, %arg4)  : (f32, i32) -> f32
// CHECK-NEXT:   %17 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %18 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %19 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %20 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT:   %21 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21 : f32, i32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @intrinsics(%x: f32, %y: f32, %z: f32, %i: i32, %n: i32) -> (f32, i32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.absf %x fastmath<nnan> : f32
  %1 = math.absi %i : i32
  %2 = math.ceil %x : f32
  %3 = math.copysign %x, %y fastmath<nsz> : f32
  %4 = math.cos %x : f32
  %5 = math.ctlz %i : i32
  %6 = math.cttz %i : i32
  %7 = math.ctpop %i : i32
  %8 = math.exp %x fastmath<fast> : f32
  %9 = math.exp2 %x : f32
  %10 = math.floor %x : f32
  %11 = math.fma %x, %y, %z fastmath<contract> : f32
  %12 = math.log %x : f32
  %13 = math.log10 %x : f32
  %14 = math.log2 %x : f32
  %15 = math.powf %x, %y : f32
  %16 = math.fpowi %x, %n : f32, i32
  %17 = math.round %x : f32
  %18 = math.roundeven %x : f32
  %19 = math.sin %x : f32
  %20 = math.sqrt %x : f32
  %21 = math.trunc %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21 : f32, i32, f32, f32, f32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// expm1, log1p and rsqrt go through the constant 1, created first.
// CHECK-LABEL: func.func @with_one(%arg0: f64, %arg1: vector<4xf16>) -> (f64, f64, f64, vector<4xf16>, vector<4xf16>, vector<4xf16>) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:   %1 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
// CHECK-NEXT:   %2 = llvm.fsub %1, %0  {fastmathFlags = #llvm.fastmath<fast>} : f64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:   %4 = llvm.fadd %3, %arg0  : f64
// CHECK-NEXT:   %5 = llvm.intr.log(%4)  : (f64) -> f64
// CHECK-NEXT:   %6 = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT:   %7 = llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
// CHECK-NEXT:   %8 = llvm.fdiv %6, %7  {fastmathFlags = #llvm.fastmath<afn>} : f64
// CHECK-NEXT:   %9 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT:   %10 = llvm.intr.exp(%arg1)  : (vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:   %11 = llvm.fsub %10, %9  : vector<4xf16>
// CHECK-NEXT:   %12 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT:   %13 = llvm.fadd %12, %arg1  {fastmathFlags = #llvm.fastmath<nnan>} : vector<4xf16>
// CHECK-NEXT:   %14 = llvm.intr.log(%13)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:   %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf16>) : vector<4xf16>
// CHECK-NEXT:   %16 = llvm.intr.sqrt(%arg1)  : (vector<4xf16>) -> vector<4xf16>
// CHECK-NEXT:   %17 = llvm.fdiv %15, %16  : vector<4xf16>
// CHECK-NEXT:   return %2, %5, %8, %11, %14, %17 : f64, f64, f64, vector<4xf16>, vector<4xf16>, vector<4xf16>
func.func @with_one(%x: f64, %v: vector<4xf16>) -> (f64, f64, f64, vector<4xf16>, vector<4xf16>, vector<4xf16>) {
  %0 = math.expm1 %x fastmath<fast> : f64
  %1 = math.log1p %x : f64
  %2 = math.rsqrt %x fastmath<afn> : f64
  %3 = math.expm1 %v : vector<4xf16>
  %4 = math.log1p %v fastmath<nnan> : vector<4xf16>
  %5 = math.rsqrt %v : vector<4xf16>
  return %0, %1, %2, %3, %4, %5 : f64, f64, f64, vector<4xf16>, vector<4xf16>, vector<4xf16>
}

// 1-D vectors of integers and of bf16.
// CHECK-LABEL: func.func @vectors(%arg0: vector<8xi16>, %arg1: vector<2xbf16>) -> (vector<8xi16>, vector<8xi16>, vector<2xbf16>) {
// CHECK-NEXT:   %0 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (vector<8xi16>) -> vector<8xi16>
// CHECK-NEXT:   %1 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (vector<8xi16>) -> vector<8xi16>
// CHECK-NEXT:   %2 = llvm.intr.sqrt(%arg1)  : (vector<2xbf16>) -> vector<2xbf16>
// CHECK-NEXT:   return %0, %1, %2 : vector<8xi16>, vector<8xi16>, vector<2xbf16>
func.func @vectors(%v: vector<8xi16>, %w: vector<2xbf16>) -> (vector<8xi16>, vector<8xi16>, vector<2xbf16>) {
  %0 = math.ctlz %v : vector<8xi16>
  %1 = math.absi %v : vector<8xi16>
  %2 = math.sqrt %w : vector<2xbf16>
  return %0, %1, %2 : vector<8xi16>, vector<8xi16>, vector<2xbf16>
}

// Ops without an intrinsic stay (convert-math-to-libm lowers them to calls).
// CHECK-LABEL: func.func @unlowered(%arg0: f32, %arg1: f32, %arg2: i32) -> (f32, f32, f32, f32, f32, i32) {
// CHECK-NEXT:   %0 = math.tan %arg0 : f32
// CHECK-NEXT:   %1 = math.tanh %arg0 : f32
// CHECK-NEXT:   %2 = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT:   %3 = math.erf %arg0 : f32
// CHECK-NEXT:   %4 = math.cbrt %arg0 : f32
// CHECK-NEXT:   %5 = math.ipowi %arg2, %arg2 : i32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i32
func.func @unlowered(%x: f32, %y: f32, %i: i32) -> (f32, f32, f32, f32, f32, i32) {
  %0 = math.tan %x : f32
  %1 = math.tanh %x : f32
  %2 = math.atan2 %x, %y : f32
  %3 = math.erf %x : f32
  %4 = math.cbrt %x : f32
  %5 = math.ipowi %i, %i : i32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, i32
}

// An op on constants folds, but the arith.constant the fold needs cannot be
// lowered by this pass, so the fold is undone and the op lowered.
// CHECK-LABEL: func.func @constant_operand() -> (f32, i32) {
// CHECK-NEXT:   %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:   %0 = llvm.intr.sqrt(%cst)  : (f32) -> f32
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %1 = "llvm.intr.ctlz"(%c7_i32) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:   return %0, %1 : f32, i32
func.func @constant_operand() -> (f32, i32) {
  %c = arith.constant 4.0 : f32
  %r = math.sqrt %c : f32
  %i = arith.constant 7 : i32
  %j = math.ctlz %i : i32
  return %r, %j : f32, i32
}
