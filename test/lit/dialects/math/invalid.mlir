// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the math ops, worded as mlir-opt 19 words
// them.

//===----------------------------------------------------------------------===//
// Operand and result kinds
//===----------------------------------------------------------------------===//

func.func @sin_integer(%i: i32) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%i) : (i32) -> i32
  return
}

// -----

func.func @sin_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'memref<2xf32>'}}
  %0 = "math.sin"(%m) : (memref<2xf32>) -> memref<2xf32>
  return
}

// -----

func.func @sin_result_integer(%a: f32) {
  // expected-error @+1 {{'math.sin' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%a) : (f32) -> i32
  return
}

// -----

func.func @sin_type_mismatch(%a: f32) {
  // expected-error @+1 {{'math.sin' op requires the same type for all operands and results}}
  %0 = "math.sin"(%a) : (f32) -> f64
  return
}

// -----

func.func @atan2_rhs_integer(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.atan2' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.atan2"(%a, %i) : (f32, i32) -> f32
  return
}

// -----

func.func @atan2_mismatch(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_addend(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.fma' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%a, %a, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @absi_float(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.absi"(%a) : (f32) -> f32
  return
}

// -----

func.func @ctlz_signed(%a: si32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.ctlz"(%a) : (si32) -> si32
  return
}

// -----

func.func @ipowi_rhs_float(%i: i32, %a: f32) {
  // expected-error @+1 {{'math.ipowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%i, %a) : (i32, f32) -> i32
  return
}

// -----

func.func @ipowi_mismatch(%i: i32, %j: i64) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %j) : (i32, i64) -> i32
  return
}

//===----------------------------------------------------------------------===//
// math.fpowi
//===----------------------------------------------------------------------===//

// -----

func.func @fpowi_float_power(%a: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @fpowi_result(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_vector_scalar(%a: vector<2xf32>, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %i) : (vector<2xf32>, i32) -> vector<2xf32>
  return
}

// -----

func.func @fpowi_tensor_shapes(%a: tensor<2xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %i) : (tensor<2xf32>, tensor<3xi32>) -> tensor<2xf32>
  return
}

// -----

func.func @fpowi_one_type(%a: f32, %i: i32) {
  // expected-error @+1 {{expected ','}}
  %0 = math.fpowi %a, %i : f32
  return
}

//===----------------------------------------------------------------------===//
// Counts
//===----------------------------------------------------------------------===//

// -----

func.func @fma_two_operands(%a: f32) {
  // expected-error @+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @sin_no_result(%a: f32) {
  // expected-error @+1 {{'math.sin' op requires one result}}
  "math.sin"(%a) : (f32) -> ()
  return
}

// -----

func.func @custom_operand_count(%a: f32) {
  // expected-error @+1 {{expected ','}}
  %0 = math.atan2 %a : f32
  return
}

//===----------------------------------------------------------------------===//
// fastmath
//===----------------------------------------------------------------------===//

// -----

func.func @fastmath_property_integer(%a: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op math.sin: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.sin"(%a) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @fastmath_discardable_integer(%a: f32) {
  // expected-error @+1 {{'math.sin' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sin"(%a) {fastmath = 1 : i32} : (f32) -> f32
  return
}

// -----

func.func @fastmath_unknown_flag(%a: f32) {
  // expected-error @+2 {{custom op 'math.sin' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.sin' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sin %a fastmath<foo> : f32
  return
}

// -----

func.func @fastmath_on_integer_op(%i: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = math.ctlz %i fastmath<fast> : i32
  return
}
