// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the index ops and #index<cmp_predicate>,
// worded as mlir-opt 19 words them.

//===----------------------------------------------------------------------===//
// Operand and result types
//===----------------------------------------------------------------------===//

func.func @add_operand(%a: index, %i: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%i, %a) : (i32, index) -> index
  return
}

// -----

func.func @shl_rhs(%a: index, %i: i64) {
  // expected-error @+1 {{'index.shl' op operand #1 must be index, but got 'i64'}}
  %0 = "index.shl"(%a, %i) : (index, i64) -> index
  return
}

// -----

func.func @add_result(%a: index) {
  // expected-error @+1 {{'index.add' op result #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (index, index) -> i32
  return
}

// -----

func.func @add_custom_type(%a: index, %i: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = index.add %a, %i
  return
}

// -----

func.func @sizeof_result() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i32'}}
  %0 = "index.sizeof"() : () -> i32
  return
}

// -----

func.func @binary_one_operand(%a: index) {
  // expected-error @+1 {{'index.mul' op expected 2 operands, but found 1}}
  %0 = "index.mul"(%a) : (index) -> index
  return
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @constant_not_index() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 5 : i32}> : () -> index
  return
}

// -----

func.func @constant_result() {
  // expected-error @+1 {{'index.constant' op result #0 must be index, but got 'i32'}}
  %0 = "index.constant"() <{value = 5 : index}> : () -> i32
  return
}

// -----

func.func @constant_not_integer() {
  // expected-error @+1 {{invalid properties {value = 1.000000e+00 : f32} for op index.constant: Invalid attribute `value` in property conversion: 1.000000e+00 : f32}}
  %0 = "index.constant"() <{value = 1.0 : f32}> : () -> index
  return
}

// -----

func.func @constant_keyword() {
  // expected-error @+1 {{expected attribute value}}
  %0 = index.constant foo
  return
}

// -----

func.func @constant_too_large() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.constant 99999999999999999999999
  return
}

// -----

func.func @bool_constant_no_value() {
  // expected-error @+1 {{'index.bool.constant' op requires attribute 'value'}}
  %0 = "index.bool.constant"() : () -> i1
  return
}

// -----

func.func @bool_constant_not_bool() {
  // expected-error @+1 {{invalid properties {value = 5 : index} for op index.bool.constant: Invalid attribute `value` in property conversion: 5 : index}}
  %0 = "index.bool.constant"() <{value = 5 : index}> : () -> i1
  return
}

// -----

func.func @bool_constant_discardable_not_bool() {
  // expected-error @+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 3 : i64} : () -> i1
  return
}

// -----

func.func @bool_constant_result() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i32
  return
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// -----

func.func @castu_index_to_index(%a: index) {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %a : index to index
  return
}

// -----

func.func @casts_int_to_int(%i: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %0 = index.casts %i : i32 to i32
  return
}

// -----

func.func @casts_float(%f: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %f : f32 to index
  return
}

// -----

func.func @castu_to_float(%a: index) {
  // expected-error @+1 {{'index.castu' op result #0 must be integer or index, but got 'f32'}}
  %0 = "index.castu"(%a) : (index) -> f32
  return
}

// -----

func.func @castu_vector(%a: vector<2xindex>) {
  // expected-error @+1 {{'index.castu' op operand #0 must be integer or index, but got 'vector<2xindex>'}}
  %0 = "index.castu"(%a) : (vector<2xindex>) -> vector<2xi32>
  return
}

// -----

func.func @cast_missing_to(%a: index) {
  // expected-error @+1 {{expected 'to'}}
  %0 = index.castu %a : index i32
  return
}

//===----------------------------------------------------------------------===//
// index.cmp and its predicate
//===----------------------------------------------------------------------===//

// -----

func.func @cmp_no_pred(%a: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}

// -----

func.func @cmp_pred_integer(%a: index) {
  // expected-error @+1 {{invalid properties {pred = 3 : i64} for op index.cmp: Invalid attribute `pred` in property conversion: 3 : i64}}
  %0 = "index.cmp"(%a, %a) <{pred = 3 : i64}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_pred_discardable_integer(%a: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @cmp_result(%a: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}

// -----

func.func @cmp_operand(%a: index, %i: i64) {
  // expected-error @+1 {{'index.cmp' op operand #1 must be index, but got 'i64'}}
  %0 = "index.cmp"(%a, %i) <{pred = #index<cmp_predicate slt>}> : (index, i64) -> i1
  return
}

// -----

func.func @cmp_custom_unknown_pred(%a: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %a)
  return
}

// -----

func.func @cmp_attr_unknown_pred(%a: index) {
  // expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate foo>}> : (index, index) -> i1
  return
}

// -----

func.func @cmp_attr_no_keyword(%a: index) {
  // expected-error @+2 {{expected valid keyword}}
  // expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index.cmp_predicate<slt>}> : (index, index) -> i1
  return
}

// -----

func.func @unknown_attr(%a: index) {
  // expected-error @+1 {{unknown attribute `foo` in dialect `index`}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<foo>}> : (index, index) -> i1
  return
}
