// The math ops convert-math-to-libm lowers compute the same before and after
// it: the reference interpreter runs the input, and Assay's lowering (the
// rest lowered by mlir-opt 19) calls the host's libm under mlir-cpu-runner
// 19. The inputs have exact results, so that libm's rounding does not
// matter.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --convert-math-to-libm %s | FileCheck %s --check-prefix=LOWERED
// RUN: %if mlir-cpu-runner %{ assay-opt --convert-math-to-libm %s | mlir-opt-19 --pass-pipeline="builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)" | mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 | FileCheck %s %}

// LOWERED-NOT: math.

func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @print(%values: f32, %a: f32, %b: f32, %c: f32, %d: f32, %e: f32, %f: f32) {
  %0 = arith.extf %values : f32 to f64
  %1 = arith.extf %a : f32 to f64
  %2 = arith.extf %b : f32 to f64
  %3 = arith.extf %c : f32 to f64
  %4 = arith.extf %d : f32 to f64
  %5 = arith.extf %e : f32 to f64
  %6 = arith.extf %f : f32 to f64
  call @printF64(%0) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%1) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%2) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%3) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%4) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%5) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%6) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rounding(%x: f32, %y: f32) {
  %0 = math.absf %x : f32
  %1 = math.ceil %x : f32
  %2 = math.floor %x : f32
  %3 = math.trunc %x : f32
  %4 = math.round %x : f32
  %5 = math.roundeven %x : f32
  %6 = math.fma %x, %y, %y : f32
  call @print(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

// At 0 (1 for acos, acosh, log), each function is exact.
func.func @at_zero(%z: f32, %one: f32) {
  %0 = math.sin %z : f32
  %1 = math.cos %z : f32
  %2 = math.tan %z : f32
  %3 = math.asin %z : f32
  %4 = math.acos %one : f32
  %5 = math.atan %z : f32
  %6 = math.atan2 %z, %one : f32
  call @print(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  %7 = math.sinh %z : f32
  %8 = math.cosh %z : f32
  %9 = math.tanh %z : f32
  %10 = math.asinh %z : f32
  %11 = math.acosh %one : f32
  %12 = math.atanh %z : f32
  %13 = math.erf %z : f32
  call @print(%7, %8, %9, %10, %11, %12, %13) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  %14 = math.exp %z : f32
  %15 = math.expm1 %z : f32
  %16 = math.log %one : f32
  %17 = math.log1p %z : f32
  %18 = math.exp2 %one : f32
  %19 = math.log2 %one : f32
  %20 = math.log10 %one : f32
  call @print(%14, %15, %16, %17, %18, %19, %20) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

func.func @powers(%x: f32, %h: f16, %d: f64) {
  %0 = math.sqrt %x : f32
  %1 = math.cbrt %x : f32
  %2 = math.powf %x, %x : f32
  %3 = math.sqrt %h : f16
  %4 = arith.extf %3 : f16 to f32
  %5 = math.sqrt %d : f64
  %6 = arith.truncf %5 : f64 to f32
  %7 = math.exp2 %x : f32
  %8 = math.log2 %x : f32
  call @print(%0, %1, %2, %4, %6, %7, %8) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  return
}

func.func @main() {
  %m = arith.constant -2.5 : f32
  %three = arith.constant 3.0 : f32
  // absf ceil floor trunc round roundeven fma
  // CHECK: 2.5, -2, -3, -2, -3, -2, -4.5
  call @rounding(%m, %three) : (f32, f32) -> ()
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  // CHECK-NEXT: 0, 1, 0, 0, 0, 0, 0
  // CHECK-NEXT: 0, 1, 0, 0, 0, 0, 0
  // CHECK-NEXT: 1, 0, 0, 0, 2, 0, 0
  call @at_zero(%z, %one) : (f32, f32) -> ()
  // sqrt cbrt pow sqrt(f16) sqrt(f64) exp2 log2 at 4 (cbrt of 8)
  %four = arith.constant 4.0 : f32
  %h = arith.constant 16.0 : f16
  %d = arith.constant 64.0 : f64
  // CHECK-NEXT: 2, {{1.587.*}}, 256, 4, 8, 16, 2
  call @powers(%four, %h, %d) : (f32, f16, f64) -> ()
  return
}
