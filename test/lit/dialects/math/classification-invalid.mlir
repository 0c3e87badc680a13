// RUN: assay-opt %s --split-input-file --verify-diagnostics
// UNSUPPORTED: oracle

// Verifier errors of the float classification ops, which MLIR 19 does not
// have (see classification.mlir).

func.func @isnan_integer(%i: i32) {
  // expected-error @+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%i) : (i32) -> i1
  return
}

// -----

func.func @isinf_result_float(%a: f32) {
  // expected-error @+1 {{'math.isinf' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isinf"(%a) : (f32) -> f32
  return
}

// -----

func.func @isfinite_shape(%v: vector<4xf32>) {
  // expected-error @+1 {{'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isfinite"(%v) : (vector<4xf32>) -> vector<2xi1>
  return
}

// -----

func.func @isnormal_scalar_result(%v: vector<4xf32>) {
  // expected-error @+1 {{'math.isnormal' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnormal"(%v) : (vector<4xf32>) -> i1
  return
}
