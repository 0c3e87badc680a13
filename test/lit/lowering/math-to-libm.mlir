// convert-math-to-libm lowers the math ops mlir-opt 19 lowers to libm to
// calls of the libm functions, declared `private` and `llvm.readnone` at the
// start of the module when first needed; f16 and bf16 go through the f32
// function. The CHECK lines are mlir-opt 19's output, and the two tools'
// outputs are identical byte for byte, with and without locations.
// RUN: assay-opt --convert-math-to-libm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-math-to-libm %s > %t.assay && %mlir_opt --convert-math-to-libm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-math-to-libm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-math-to-libm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}

// The declarations, most recent first.
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @sin(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @expm1f(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK:        func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @tanf(f32) -> f32 attributes {llvm.readnone}

// Each op calls its libm function, f32 as `<name>f` and f64 as `<name>`;
// each declaration goes first in the module when it is first needed.
// CHECK-LABEL: func.func @functions(%arg0: f32, %arg1: f64) -> (f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64) {
// CHECK-NEXT:   %0 = call @tanf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %1 = call @atan2(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:   %2 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:   %3 = call @cbrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %4 = call @acosf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %5 = call @acoshf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %6 = call @asinf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %7 = call @asinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %8 = call @atanf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %9 = call @atanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %10 = call @ceilf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %11 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %12 = call @coshf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %13 = call @expf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %14 = call @exp2f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %15 = call @floorf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %16 = call @fmaf(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT:   %17 = call @logf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %18 = call @log10f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %19 = call @log1pf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %20 = call @log2f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %21 = call @powf(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:   %22 = call @roundf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %23 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %24 = call @sinhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %25 = call @sqrtf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %26 = call @truncf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %27 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %28 = call @expm1f(%arg0) : (f32) -> f32
// CHECK-NEXT:   %29 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %30 = call @tanhf(%arg0) : (f32) -> f32
// CHECK-NEXT:   %31 = call @sin(%arg1) : (f64) -> f64
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 : f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64
func.func @functions(%x: f32, %d: f64) -> (f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64) {
  %0 = math.tan %x : f32
  %1 = math.atan2 %d, %d : f64
  %2 = math.erf %x fastmath<fast> : f32
  %3 = math.cbrt %x : f32
  %4 = math.acos %x : f32
  %5 = math.acosh %x : f32
  %6 = math.asin %x : f32
  %7 = math.asinh %x : f32
  %8 = math.atan %x : f32
  %9 = math.atanh %x : f32
  %10 = math.ceil %x : f32
  %11 = math.cos %x : f32
  %12 = math.cosh %x : f32
  %13 = math.exp %x : f32
  %14 = math.exp2 %x : f32
  %15 = math.floor %x : f32
  %16 = math.fma %x, %x, %x : f32
  %17 = math.log %x : f32
  %18 = math.log10 %x : f32
  %19 = math.log1p %x : f32
  %20 = math.log2 %x : f32
  %21 = math.powf %x, %x : f32
  %22 = math.round %x : f32
  %23 = math.roundeven %x : f32
  %24 = math.sinh %x : f32
  %25 = math.sqrt %x : f32
  %26 = math.trunc %x : f32
  %27 = math.absf %x : f32
  %28 = math.expm1 %x : f32
  %29 = math.sin %x : f32
  %30 = math.tanh %x : f32
  %31 = math.sin %d : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31 : f32, f64, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f64
}

// f16 and bf16 go through the f32 function; a declared function is reused.
// CHECK-LABEL: func.func @promoted(%arg0: f16, %arg1: bf16) -> (f16, bf16, f16) {
// CHECK-NEXT:   %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:   %1 = call @sinf(%0) : (f32) -> f32
// CHECK-NEXT:   %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT:   %3 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT:   %4 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT:   %5 = call @atan2f(%3, %4) : (f32, f32) -> f32
// CHECK-NEXT:   %6 = arith.truncf %5 : f32 to bf16
// CHECK-NEXT:   %7 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:   %8 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:   %9 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:   %10 = call @fmaf(%7, %8, %9) : (f32, f32, f32) -> f32
// CHECK-NEXT:   %11 = arith.truncf %10 : f32 to f16
// CHECK-NEXT:   return %2, %6, %11 : f16, bf16, f16
func.func @promoted(%h: f16, %b: bf16) -> (f16, bf16, f16) {
  %0 = math.sin %h : f16
  %1 = math.atan2 %b, %b : bf16
  %2 = math.fma %h, %h, %h : f16
  return %0, %1, %2 : f16, bf16, f16
}

// On constants, an op folds (arith is legal here, so the fold stays).
// CHECK-LABEL: func.func @folded() -> f32 {
// CHECK-NEXT:   %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:   return %cst_0 : f32
func.func @folded() -> f32 {
  %c = arith.constant 4.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
