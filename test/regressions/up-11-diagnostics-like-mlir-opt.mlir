// up-11: for invalid input, Assay reported another diagnostic than
// mlir-opt-19, or the same ones in another order: a tensor cast to a scalar
// was a "tensor dimensions" error instead of a shape error (that
// predicate compares a tensor's dimensions with the other side's, and a
// rank-0 tensor and a scalar have none); the compare ops
// took any type after the colon and failed later (mlir-opt checks the
// operand type as it parses, since the result type is derived from it);
// select compared tensor encodings in the shape predicate; memref reshapes
// worded their rank errors differently; scf.for checked its region before
// the bounds' types; a successor operand list had to be non-empty and
// closed without its colon. Each split now gets mlir-opt-19's diagnostic.
// RUN: assay-opt %s -split-input-file -verify-diagnostics

func.func @cast_tensor_to_scalar(%t : tensor<i32>) -> i64 {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %t : tensor<i32> to i64
  return %0 : i64
}

// -----

func.func @cast_tensor_to_other_rank(%t : tensor<i32>) -> tensor<2xi64> {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %t : tensor<i32> to tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @cast_scalar_to_tensor(%x : i32) -> tensor<3xi64> {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %x : i32 to tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @cmpi_on_floats(%x : f64) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f64'}}
  %0 = arith.cmpi ne, %x, %x : f64
  return
}

// -----

func.func @cmpf_on_a_function_type(%f : (i1) -> i1) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got '(i1) -> i1'}}
  %0 = arith.cmpf olt, %f, %f : (i1) -> i1
  return
}

// -----

func.func @select_condition_encoding(%c : tensor<4xi1, "a">, %v : tensor<4xf16, "b">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type}}
  %0 = arith.select %c, %v, %v : tensor<4xi1, "a">, tensor<4xf16, "b">
  return
}

// -----

func.func @collapse_to_higher_rank(%m : memref<6xi8>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0], [0]] : memref<6xi8> into memref<6x1xi8>
  return
}

// -----

func.func @expand_to_lower_rank(%m : memref<2x2xi8>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0], [0]] output_shape [4] : memref<2x2xi8> into memref<4xi8>
  return
}

// -----

func.func @for_bounds_of_two_types(%lb : index, %ub : i64) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({}) : (index, i64, index) -> ()
  return
}

// -----

func.func @successor_operands_without_types() {
  cf.br ^bb1( // expected-error {{expected ':'}}
^bb1:
  return
}

// -----

func.func @successor_with_empty_parens() {
  // expected-error @+1 {{expected ':'}}
  cf.br ^bb1()
^bb1:
  return
}

// -----

func.func @successor_operand_count(%x : i8) {
  // expected-error @+1 {{custom op 'cf.br' 2 operands present, but expected 1}}
  cf.br ^bb1(%x, %x : i8)
^bb1(%y : i8):
  return
}
