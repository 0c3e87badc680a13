// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the cf ops, worded as mlir-opt words them.

//===----------------------------------------------------------------------===//
// Successor operands (every branch)
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: i64):
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %x : i32, [ default: ^bb1(%x : i32), 1: ^bb2(%x : i32) ]
^bb1(%y: i32):
  return
^bb2(%z: i64):
  return
}

// -----

//===----------------------------------------------------------------------===//
// cf.br
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

//===----------------------------------------------------------------------===//
// cf.cond_br
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'cf.cond_br' op expected 1 or more operands, but found 0}}
  "cf.cond_br"()[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{expected ','}}
  cf.cond_br %x, ^bb1
^bb1:
  return
}

// -----

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//

func.func @f(%x: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'operandSegmentSizes' attribute cannot have negative elements}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, -1>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 2, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.switch' op expected 1 or more operands, but found 0}}
  "cf.switch"()[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{invalid properties}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
  cf.switch %x : i32, [ 1: ^bb1 ]
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
  cf.switch %x : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}

// -----

//===----------------------------------------------------------------------===//
// cf.assert
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%x) : (i1) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"() <{msg = "x"}> : () -> ()
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{invalid properties {msg = 1 : i64} for op cf.assert: Invalid attribute `msg` in property conversion: 1 : i64}}
  "cf.assert"(%x) <{msg = 1}> : (i1) -> ()
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %x, 3
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %x, @m
  return
}
