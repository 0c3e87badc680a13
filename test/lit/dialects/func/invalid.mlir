// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the func ops, worded as mlir-opt words them.

//===----------------------------------------------------------------------===//
// func.func
//===----------------------------------------------------------------------===//

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{arg_attrs = [1], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{res_attrs = [1], function_type = (i32) -> (i32), sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{arg_attrs = [{}, {}], function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%y: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
func.func private @f() -> (i32) attributes {res_attrs = []}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(i32 {a = 1})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i32 {a})

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%y: i32, %z: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A body after an unnamed argument list binds no arguments.
// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%y: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "local"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "local"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "private"}

// -----

// expected-error @+1 {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {function_type = () -> ()}

// -----

// expected-error @+1 {{'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_name = "g"}

// -----

// expected-error @+1 {{attribute 'arg_attrs' occurs more than once in the attribute list}}
func.func private @f(i32 {foo.a}) attributes {arg_attrs = [{foo.c}]}

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func private @f(%a: i32, f32)

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
func.func private @f(i32, %a: f32)

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
func.func f()

// -----

// expected-error @+1 {{expected non-empty function body}}
func.func @f() {
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func @f() -> {
}

// -----

//===----------------------------------------------------------------------===//
// func.return
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  "builtin.module"() ({ "func.return"() : () -> () }) : () -> ()
  return
}

// -----

func.func @f(%x: i32) -> i64 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%x: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f}}
  return %x : i32
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

//===----------------------------------------------------------------------===//
// func.call
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"(%x) : (i32) -> i64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%x) : (i32) -> i64
  return
}

// -----

// A symbol that is not a func.func is no callee.
module @m {
}
func.func @f() {
  // expected-error @+1 {{'func.call' op 'm' does not reference a valid function}}
  func.call @m() : () -> ()
  return
}

// -----

// Functions of nested symbol tables are not visible by their bare name.
func.func @f() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  func.call @g() : () -> ()
  return
}
module {
  func.func @g() {
    return
  }
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @g(%x, %x) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @g(%x) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  %0:2 = func.call @g(%x) : (i32) -> (i32, i32)
  return
}

// -----

func.func private @g(i32) -> (i32, f32)
func.func @f(%x: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 1}}
  // expected-note @+2 {{      op result types: 'i32', 'i64'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @g(%x) : (i32) -> (i32, i64)
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @m::@f() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected '('}}
  func.call @f : () -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{1 operands present, but expected 2}}
  func.call @f(%x) : (i32, i32) -> ()
  return
}

// -----

//===----------------------------------------------------------------------===//
// func.call_indirect
//===----------------------------------------------------------------------===//

func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  "func.call_indirect"(%x) : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @f(%g: (i32) -> i64, %x: i64) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%g, %x) : ((i32) -> i64, i64) -> i64
  return
}

// -----

func.func @f(%g: (i32) -> i64, %x: i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%g, %x) : ((i32) -> i64, i32) -> i32
  return
}

// -----

//===----------------------------------------------------------------------===//
// func.constant
//===----------------------------------------------------------------------===//

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> (() -> ())
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op requires one result}}
  "func.constant"() <{value = @f}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'g'}}
  %0 = func.constant @g : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @f : (i32) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "g" : () -> ()
  return
}
