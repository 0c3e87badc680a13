// RUN: assay-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Verifier and parser errors of arith ops, worded as mlir-opt 19 words them.

//===----------------------------------------------------------------------===//
// Operand and result kinds
//===----------------------------------------------------------------------===//

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @subi_rhs(%a: i32, %b: f32) {
  // expected-error @+1 {{'arith.subi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.subi"(%a, %b) : (i32, f32) -> i32
  return
}

// -----

func.func @andi_signed(%a: si32) {
  // expected-error @+1 {{'arith.andi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "arith.andi"(%a, %a) : (si32, si32) -> si32
  return
}

// -----

func.func @divsi_result(%a: i32) {
  // expected-error @+1 {{'arith.divsi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.divsi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @addi_mixed(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @addf_int(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @negf_int(%a: vector<2xi32>) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'vector<2xi32>'}}
  %0 = "arith.negf"(%a) : (vector<2xi32>) -> vector<2xi32>
  return
}

// -----

func.func @addi_one_operand(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @addi_no_result(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Properties
//===----------------------------------------------------------------------===//

// -----

func.func @overflow_kind(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @overflow_property(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @fastmath_kind(%a: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @cmpi_no_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_bad_predicate(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_width(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 2 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpf_bad_predicate(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_fastmath_first(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.cmpf"(%a, %a) {fastmath = 3} : (f32, f32) -> i1
  return
}

// -----

func.func @truncf_rounding(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%a) {roundingmode = 5 : i32} : (f32) -> f16
  return
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

// -----

func.func @cmpi_float(%a: f32) {
  // expected-error @+1 {{'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @cmpf_int(%a: i32) {
  // expected-error @+1 {{'arith.cmpf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_result_kind(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_result_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<2xi1>
  return
}

// -----

func.func @cmpi_mixed(%a: i32, %b: index) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, index) -> i1
  return
}

// -----

func.func @select_condition_kind(%c: i32, %a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @select_condition_shape(%c: vector<4xi1>, %a: vector<2xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  return
}

//===----------------------------------------------------------------------===//
// Extended ops
//===----------------------------------------------------------------------===//

// -----

func.func @mulsi_extended_types(%a: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @addui_extended_overflow_kind(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @addui_extended_sum(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, vector<2xi1>
  return
}

// -----

func.func @addui_extended_scalar_overflow(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : vector<4xi32>, i1
  return
}

// -----

func.func @addui_extended_vector_overflow(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0:2 = arith.addui_extended %a, %a : i32, vector<4xi1>
  return
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// -----

func.func @extui_narrows(%a: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return
}

// -----

func.func @extsi_same(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i32
  return
}

// -----

func.func @trunci_widens(%a: vector<2xi32>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<2xi32>' and result type 'vector<2xi64>' are cast incompatible}}
  %0 = arith.trunci %a : vector<2xi32> to vector<2xi64>
  return
}

// -----

func.func @extf_narrows(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @extf_same_width(%a: f16) {
  // expected-error @+1 {{'arith.extf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = arith.extf %a : f16 to bf16
  return
}

// -----

func.func @truncf_widens(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %a : f32 to f64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @bitcast_memref_width(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'memref<4xi32>' and result type 'memref<4xf64>' are cast incompatible}}
  %0 = arith.bitcast %a : memref<4xi32> to memref<4xf64>
  return
}

// -----

func.func @bitcast_signed(%a: si32) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'}}
  %0 = "arith.bitcast"(%a) : (si32) -> i32
  return
}

// -----

func.func @bitcast_unranked(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<*xf32>'}}
  %0 = "arith.bitcast"(%a) : (memref<4xi32>) -> memref<*xf32>
  return
}

// -----

func.func @index_cast_ints(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_castui_indices(%a: index) {
  // expected-error @+1 {{'arith.index_castui' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_castui %a : index to index
  return
}

// -----

func.func @index_cast_float(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @extui_index(%a: index) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extui"(%a) : (index) -> i64
  return
}

// -----

func.func @uitofp_to_int(%a: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.uitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @fptosi_to_index(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptosi"(%a) : (f32) -> index
  return
}

// -----

func.func @extui_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<4xi32> to vector<2xi64>
  return
}

// -----

func.func @sitofp_scalable(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %a : vector<4xi32> to vector<[4]xf32>
  return
}

// -----

func.func @extui_vector_to_scalar(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<4xi32> to i64
  return
}

// -----

func.func @extui_tensor_dims(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @extui_unranked(%a: tensor<*xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<*xi32> to tensor<*xi64>
  return
}

// -----

func.func @extui_tensor_to_vector(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %a : tensor<4xi32> to vector<4xi64>
  return
}

// -----

func.func @extui_encoding(%a: tensor<4xi32, "enc">) {
  // expected-error @+1 {{'arith.extui' op operand type 'tensor<4xi32, "enc">' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = arith.extui %a : tensor<4xi32, "enc"> to tensor<4xi64>
  return
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_untyped() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = [1]} : () -> i32
  return
}

// -----

func.func @constant_untyped_property() {
  // expected-error @+1 {{invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1]}}
  %0 = "arith.constant"() <{value = [1]}> : () -> i32
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "x" : i32} : () -> i32
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

//===----------------------------------------------------------------------===//
// Custom syntax
//===----------------------------------------------------------------------===//

// -----

func.func @cmpi_keyword(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_keyword(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %a, %a : f32
  return
}

// -----

func.func @addi_comma(%a: i32) {
  // expected-error @+1 {{expected ','}}
  %0 = arith.addi %a : i32
  return
}

// -----

func.func @select_operands(%c: i1, %a: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @overflow_keyword(%a: i32) {
  // expected-error @+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<bogus> : i32
  return
}

// -----

func.func @fastmath_keyword(%a: f32) {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<bogus> : f32
  return
}

// -----

func.func @flags_twice(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a overflow<nsw> overflow<nsw> : i32
  return
}

// -----

func.func @truncf_rounding_keyword(%a: f32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.truncf %a bogus : f32 to f16
  return
}

// -----

func.func @cast_to(%a: i32) {
  // expected-error @+1 {{expected 'to'}}
  %0 = arith.extui %a : i32 i64
  return
}

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `arith`}}
"other.op"() {a = #arith.foo<x>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
"other.op"() {a = #arith.overflow<>} : () -> ()
