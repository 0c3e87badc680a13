// --entry-point-result prints the entry function's result as mlir-cpu-runner
// does: integers in decimal, f32 in %e form.
// RUN: assay-run --interp -e ret_i32 --entry-point-result=i32 %s | FileCheck %s --check-prefix=I32
// RUN: assay-run --interp -e ret_i64 --entry-point-result=i64 %s | FileCheck %s --check-prefix=I64
// RUN: assay-run --interp -e ret_f32 --entry-point-result=f32 %s | FileCheck %s --check-prefix=F32
// RUN: assay-run --interp -e ret_void %s | count 0

// I32: -7
func.func @ret_i32() -> i32 {
  %c = arith.constant -7 : i32
  return %c : i32
}

// I64: 12345678901
func.func @ret_i64() -> i64 {
  %c = arith.constant 12345678901 : i64
  return %c : i64
}

// F32: 2.500000e+00
func.func @ret_f32() -> f32 {
  %c = arith.constant 2.5 : f32
  return %c : f32
}

func.func @ret_void() {
  return
}
