// RUN: assay-opt %s --canonicalize | FileCheck %s
// UNSUPPORTED: oracle

// Where Assay's arith canonicalization differs from mlir-opt 19 because
// mlir-opt's result contradicts the ops' semantics (docs/semantics.md): the
// oracle gives the results noted at each case.

// addi(addi(x, 100) nsw, 100) nsw on i8: the combined constant 200 wraps
// to -56. For x = -100 the pair is defined (0, then 100) but x + -56
// overflows, so the new op may not keep nsw. mlir-opt keeps it.
// CHECK-LABEL: func.func @reassociate_nsw_wraps(
// CHECK-DAG: %[[C_C_56_I8:[^ ]+]] = arith.constant -56 : i8
// CHECK: %0 = arith.addi %arg0, %[[C_C_56_I8]] : i8
// CHECK-NEXT: return %0 : i8
func.func @reassociate_nsw_wraps(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %0 = arith.addi %x, %c100 overflow<nsw> : i8
  %1 = arith.addi %0, %c100 overflow<nsw> : i8
  return %1 : i8
}

// 100 + 20 fits in i8: nsw stays (as mlir-opt does).
// CHECK-LABEL: func.func @reassociate_nsw_fits(
// CHECK-DAG: %[[C_C120_I8:[^ ]+]] = arith.constant 120 : i8
// CHECK: %0 = arith.addi %arg0, %[[C_C120_I8]] overflow<nsw> : i8
// CHECK-NEXT: return %0 : i8
func.func @reassociate_nsw_fits(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %c20 = arith.constant 20 : i8
  %0 = arith.addi %x, %c100 overflow<nsw> : i8
  %1 = arith.addi %0, %c20 overflow<nsw> : i8
  return %1 : i8
}

// subi(3, subi(10, x) nuw) nuw -> addi(x, 3 - 10): 3 - 10 wraps unsigned,
// and for x = 7 the pair gives 0 while x + 249 overflows; nuw goes, nsw
// (3 - 10 = -7 fits) stays. mlir-opt keeps both.
// CHECK-LABEL: func.func @reassociate_nuw_wraps(
// CHECK-DAG: %[[C_C_7_I8:[^ ]+]] = arith.constant -7 : i8
// CHECK: %0 = arith.addi %arg0, %[[C_C_7_I8]] overflow<nsw> : i8
// CHECK-NEXT: return %0 : i8
func.func @reassociate_nuw_wraps(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %c3 = arith.constant 3 : i8
  %0 = arith.subi %c10, %x overflow<nsw, nuw> : i8
  %1 = arith.subi %c3, %0 overflow<nsw, nuw> : i8
  return %1 : i8
}

// nuw goes when the combined constant wraps in the direction where the old
// pair can still be defined: addi(subi(200, x) nuw, 100) nuw on i8 is 200
// for x = 100, but 44 - 100 wraps; addi(subi(x, 10) nuw, 3) nuw is 3 for
// x = 10, but 10 + 249 wraps. mlir-opt keeps nuw on both.
// CHECK-LABEL: func.func @reassociate_nuw_wraps_defined(
// CHECK-DAG: %[[C_C44_I8:[^ ]+]] = arith.constant 44 : i8
// CHECK-DAG: %[[C_C_7_I8:[^ ]+]] = arith.constant -7 : i8
// CHECK: %0 = arith.subi %[[C_C44_I8]], %arg0 : i8
// CHECK-NEXT: %1 = arith.addi %arg0, %[[C_C_7_I8]] : i8
// CHECK-NEXT: return %0, %1 : i8, i8
func.func @reassociate_nuw_wraps_defined(%x: i8) -> (i8, i8) {
  %c200 = arith.constant 200 : i8
  %c100 = arith.constant 100 : i8
  %c10 = arith.constant 10 : i8
  %c3 = arith.constant 3 : i8
  %a = arith.subi %c200, %x overflow<nuw> : i8
  %0 = arith.addi %a, %c100 overflow<nuw> : i8
  %s = arith.subi %x, %c10 overflow<nuw> : i8
  %1 = arith.addi %s, %c3 overflow<nuw> : i8
  return %0, %1 : i8, i8
}

// muli(muli(x, 2) nsw, 64) nsw on i8: 2 * 64 = 128 wraps to -128. For
// x = -1 the pair is defined (-2, then -128) but -1 * -128 overflows, so
// nsw goes; nuw stays (the product wraps up: the pair is defined only for
// x = 0). mlir-opt keeps both.
// CHECK-LABEL: func.func @reassociate_mul_nsw_wraps(
// CHECK-DAG: %[[C_C_128_I8:[^ ]+]] = arith.constant -128 : i8
// CHECK: %0 = arith.muli %arg0, %[[C_C_128_I8]] overflow<nuw> : i8
// CHECK-NEXT: return %0 : i8
func.func @reassociate_mul_nsw_wraps(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %c64 = arith.constant 64 : i8
  %m = arith.muli %x, %c2 overflow<nsw, nuw> : i8
  %0 = arith.muli %m, %c64 overflow<nsw, nuw> : i8
  return %0 : i8
}

// maxnumf returns the operand that is not NaN (docs/semantics.md);
// mlir-opt folds both to NaN.
// CHECK-LABEL: func.func @maxnumf_nan(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 1.500000e+00 : f32
// CHECK: return %[[C_CST]], %[[C_CST]] : f32, f32
func.func @maxnumf_nan() -> (f32, f32) {
  %a = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maxnumf %a, %nan : f32
  %1 = arith.maxnumf %nan, %a : f32
  return %0, %1 : f32, f32
}

// maxnumf(x, -inf) and minnumf(x, +inf) are x only when x is not NaN: for
// a NaN x they give the infinity. They stay, and their constant form folds
// to the infinity. mlir-opt folds all four to x (the last two to the NaN).
// CHECK-LABEL: func.func @num_min_max_infinity(
// CHECK-DAG: %[[C_PINF:[^ ]+]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[C_NINF:[^ ]+]] = arith.constant 0xFF800000 : f32
// CHECK: %0 = arith.maxnumf %arg0, %[[C_NINF]] : f32
// CHECK-NEXT: %1 = arith.minnumf %arg0, %[[C_PINF]] : f32
// CHECK-NEXT: return %0, %1, %[[C_NINF]], %[[C_PINF]] : f32, f32, f32, f32
func.func @num_min_max_infinity(%x: f32) -> (f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maxnumf %x, %ninf : f32
  %1 = arith.minnumf %x, %pinf : f32
  %2 = arith.maxnumf %nan, %ninf : f32
  %3 = arith.minnumf %nan, %pinf : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
