// Folding a math op may not change what the program prints: the program
// runs before and after canonicalization with the same CHECK lines (under
// the oracle, compiled by mlir-opt 19 and run by mlir-cpu-runner 19).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --canonicalize %s | assay-run --interp -e main --entry-point-result=void | FileCheck %s
// RUN: assay-opt --canonicalize %s | FileCheck %s --check-prefix=FOLDED

// Every math op of @main folds but cbrt and rsqrt.
// FOLDED-LABEL: func.func @main
// FOLDED-NOT:     math.
// FOLDED:         math.cbrt
// FOLDED-NOT:     math.
// FOLDED:         math.rsqrt
// FOLDED-NOT:     math.

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @f32(%x: f32) {
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @f64(%x: f64) {
  call @printF64(%x) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @i32(%x: i32) {
  %w = arith.extsi %x : i32 to i64
  call @printI64(%w) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %half = arith.constant 0.5 : f32
  %neg = arith.constant -2.5 : f32
  %two = arith.constant 2.0 : f32
  %d = arith.constant 1.25 : f64
  %dm = arith.constant -0.75 : f64

  // CHECK: 0.479426
  %0 = math.sin %half : f32
  call @f32(%0) : (f32) -> ()
  // CHECK-NEXT: 1.64872
  %1 = math.exp %half : f32
  call @f32(%1) : (f32) -> ()
  // CHECK-NEXT: -0.693147
  %2 = math.log %half : f32
  call @f32(%2) : (f32) -> ()
  // CHECK-NEXT: 1.41421
  %3 = math.sqrt %two : f32
  call @f32(%3) : (f32) -> ()
  // CHECK-NEXT: 2.46685
  %4 = math.atan2 %two, %neg : f32
  call @f32(%4) : (f32) -> ()
  // CHECK-NEXT: 0.176777
  %5 = math.powf %two, %neg : f32
  call @f32(%5) : (f32) -> ()
  // CHECK-NEXT: 0.405465
  %6 = math.log1p %half : f32
  call @f32(%6) : (f32) -> ()
  // CHECK-NEXT: 0.462117
  %7 = math.tanh %half : f32
  call @f32(%7) : (f32) -> ()
  // CHECK-NEXT: 2.5
  %8 = math.absf %neg : f32
  call @f32(%8) : (f32) -> ()
  // CHECK-NEXT: -2
  %9 = math.ceil %neg : f32
  call @f32(%9) : (f32) -> ()
  // CHECK-NEXT: -3
  %10 = math.floor %neg : f32
  call @f32(%10) : (f32) -> ()
  // CHECK-NEXT: -3
  %11 = math.round %neg : f32
  call @f32(%11) : (f32) -> ()
  // CHECK-NEXT: -2
  %12 = math.roundeven %neg : f32
  call @f32(%12) : (f32) -> ()
  // CHECK-NEXT: -2
  %13 = math.trunc %neg : f32
  call @f32(%13) : (f32) -> ()
  // CHECK-NEXT: -0.5
  %14 = math.copysign %half, %neg : f32
  call @f32(%14) : (f32) -> ()
  // CHECK-NEXT: 0.793701
  %15 = math.cbrt %half : f32
  call @f32(%15) : (f32) -> ()
  // CHECK-NEXT: 1.41421
  %16 = math.rsqrt %half : f32
  call @f32(%16) : (f32) -> ()
  // CHECK-NEXT: 0.948985
  %17 = math.sin %d : f64
  call @f64(%17) : (f64) -> ()
  // CHECK-NEXT: -0.711156
  %18 = math.erf %dm : f64
  call @f64(%18) : (f64) -> ()
  // CHECK-NEXT: 2.41886
  %19 = math.acos %dm : f64
  call @f64(%19) : (f64) -> ()

  %i = arith.constant -12 : i32
  %p = arith.constant 3 : i32
  %np = arith.constant -3 : i32
  %m1 = arith.constant -1 : i32
  // CHECK-NEXT: 12
  %20 = math.absi %i : i32
  call @i32(%20) : (i32) -> ()
  // CHECK-NEXT: 0
  %21 = math.ctlz %i : i32
  call @i32(%21) : (i32) -> ()
  // CHECK-NEXT: 2
  %22 = math.cttz %i : i32
  call @i32(%22) : (i32) -> ()
  // CHECK-NEXT: 29
  %23 = math.ctpop %i : i32
  call @i32(%23) : (i32) -> ()
  // CHECK-NEXT: -1728
  %24 = math.ipowi %i, %p : i32
  call @i32(%24) : (i32) -> ()
  // CHECK-NEXT: -1
  %25 = math.ipowi %m1, %np : i32
  call @i32(%25) : (i32) -> ()
  // CHECK-NEXT: 0
  %26 = math.ipowi %i, %np : i32
  call @i32(%26) : (i32) -> ()
  return
}
