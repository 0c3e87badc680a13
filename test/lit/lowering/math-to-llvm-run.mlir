// The math ops convert-math-to-llvm lowers compute the same before and
// after it: the reference interpreter runs the input, and Assay's lowering
// (the rest lowered by mlir-opt 19) runs natively under mlir-cpu-runner 19.
// The inputs have exact results, so that libm's rounding does not matter.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --convert-math-to-llvm %s | FileCheck %s --check-prefix=LOWERED
// RUN: %if mlir-cpu-runner %{ assay-opt --convert-math-to-llvm %s | mlir-opt-19 --pass-pipeline="builtin.module(convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)" | mlir-cpu-runner-19 -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1 | FileCheck %s %}

// LOWERED-NOT: math.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @floats(%x: f32, %y: f32, %z: f32) {
  %0 = math.absf %x : f32
  %1 = math.ceil %x : f32
  %2 = math.floor %x : f32
  %3 = math.trunc %x : f32
  %4 = math.round %x : f32
  %5 = math.roundeven %x : f32
  %6 = math.copysign %y, %x : f32
  %7 = math.fma %x, %y, %z : f32
  call @printF32(%0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%1) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%2) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%3) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%4) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%5) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%6) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%7) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @elementary(%zero: f32, %one: f32, %four: f32, %eight: f32, %three: i32) {
  %0 = math.sqrt %four : f32
  %1 = math.rsqrt %four : f32
  %2 = math.exp %zero : f32
  %3 = math.exp2 %four : f32
  %4 = math.expm1 %zero : f32
  %5 = math.log %one : f32
  %6 = math.log2 %eight : f32
  %7 = math.log1p %zero : f32
  %8 = math.powf %four, %four : f32
  %9 = math.fpowi %four, %three : f32, i32
  %10 = math.sin %zero : f32
  %11 = math.cos %zero : f32
  call @printF32(%0) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%1) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%2) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%3) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%4) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%5) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%6) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%7) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%8) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%9) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%10) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%11) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @integers(%i: i32) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %i : i32
  %2 = math.cttz %i : i32
  %3 = math.ctpop %i : i32
  %w0 = arith.extsi %0 : i32 to i64
  %w1 = arith.extsi %1 : i32 to i64
  %w2 = arith.extsi %2 : i32 to i64
  %w3 = arith.extsi %3 : i32 to i64
  call @printI64(%w0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%w3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m25 = arith.constant -2.5 : f32
  %p25 = arith.constant 2.5 : f32
  %p3 = arith.constant 3.0 : f32
  %p4 = arith.constant 4.0 : f32
  // absf ceil floor trunc round roundeven copysign fma
  // CHECK: 2.5, -2, -3, -2, -3, -2, -3, -3.5
  call @floats(%m25, %p3, %p4) : (f32, f32, f32) -> ()
  // CHECK-NEXT: 2.5, 3, 2, 2, 3, 2, 3, 11.5
  call @floats(%p25, %p3, %p4) : (f32, f32, f32) -> ()

  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eight = arith.constant 8.0 : f32
  %three = arith.constant 3 : i32
  // sqrt rsqrt exp exp2 expm1 log log2 log1p powf fpowi sin cos
  // CHECK-NEXT: 2, 0.5, 1, 16, 0, 0, 3, 0, 256, 64, 0, 1
  call @elementary(%zero, %one, %p4, %eight, %three) : (f32, f32, f32, f32, i32) -> ()

  // absi ctlz cttz ctpop
  %a = arith.constant -24 : i32
  %b = arith.constant 0 : i32
  // CHECK-NEXT: 24, 0, 3, 28
  // CHECK-NEXT: 0, 32, 32, 0
  call @integers(%a) : (i32) -> ()
  call @integers(%b) : (i32) -> ()
  return
}
