// RUN: assay-opt --irdl-file=%S/Inputs/testd.irdl.mlir --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Invalid uses of the testd dialect (Inputs/testd.irdl.mlir), with the
// messages mlir-opt gives.

// expected-error @+1 {{expected 0 type arguments, but had 1}}
func.func @f(%a: !testd.unit<i32>) {
  return
}

// -----

// expected-error @+1 {{expected 1 type arguments, but had 0}}
func.func @f(%a: !testd.box) {
  return
}

// -----

// mlir-opt says "type arguments" for attributes too.
// expected-error @+1 {{expected 2 type arguments, but had 1}}
func.func @f() attributes {x = #testd.pair<1>} {
  return
}

// -----

// expected-error @+1 {{expected dynamic attribute}}
func.func @f() attributes {x = #testd.box<1>} {
  return
}

// -----

// expected-error @+1 {{expected dynamic type}}
func.func @f(%a: !testd.pair<1, 2>) {
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{unregistered operation 'testd.nope' found in dialect ('testd') that does not allow unknown operations}}
  "testd.nope"() : () -> ()
  return
}

//===----------------------------------------------------------------------===//
// Operand and result counts
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'operand_segment_sizes' attribute is expected but not provided}}
  %0:2 = "testd.var"(%a, %b) : (i32, i64) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{element 2 in 'operand_segment_sizes' attribute must be equal to 0 or 1}}
  %0:2 = "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 1, 1, 2>} : (i32, i64) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'operand_segment_sizes' attribute for specifying operand segments must have 3 elements, but got 2}}
  %0:2 = "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 1, 1>} : (i32, i64) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{element 0 in 'operand_segment_sizes' attribute must be equal to 1}}
  %0:2 = "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 2, 0, 0>} : (i32, i64) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'operand_segment_sizes' attribute for specifying operand segments must have non-negative values}}
  %0:2 = "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 1, 1, -1>} : (i32, i64) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'operand_segment_sizes' attribute is expected to be a dense i32 array}}
  "testd.var"(%a, %b) {operand_segment_sizes = [1, 1, 0]} : (i32, i64) -> ()
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{op expects at least 1 results, but got 0}}
  "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 1, 1, 0>} : (i32, i64) -> ()
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{expected 'i64' but got 'i32'}}
  %0:2 = "testd.var"(%a, %b) {operand_segment_sizes = array<i32: 1, 1, 0>} : (i32, i64) -> (i32, i32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{op expects exactly 2 operands, but got 1}}
  %0 = "testd.same"(%a) : (f32) -> f32
  return
}

//===----------------------------------------------------------------------===//
// Constraint variables
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{expected 'f32' but got 'f64'}}
  %0 = "testd.same"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected 'f32' but got 'i1'}}
  %0 = "testd.same"(%a, %a) : (f32, f32) -> i1
  return
}

// -----

// The parameter of the operand's box binds the result type.
func.func @f(%a: !testd.box<f32>) {
  // expected-error @+1 {{expected 'f32' but got 'f64'}}
  %0 = "testd.unbox"(%a) : (!testd.box<f32>) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected base type 'testd.box' but got 'f32'}}
  %0 = "testd.unbox"(%a) : (f32) -> f32
  return
}

// -----

// any_of binds its own variable to the first operand's type.
func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  "testd.either"(%a, %b) : (i32, i64) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'f32' does not satisfy the constraint}}
  "testd.either"(%a, %a) : (f32, f32) -> ()
  return
}

// -----

func.func @f(%a: !testd.box<1>, %b: !testd.box<2>, %u: !testd.unit) {
  // expected-error @+1 {{expected '!testd.box<1 : i64>' but got '!testd.box<2 : i64>'}}
  "testd.boxes"(%a, %b, %a, %u) : (!testd.box<1>, !testd.box<2>, !testd.box<1>, !testd.unit) -> ()
  return
}

//===----------------------------------------------------------------------===//
// Attributes and bases
//===----------------------------------------------------------------------===//

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'testd.attrs' op attribute "val" is expected but not provided}}
  "testd.attrs"(%a) {ty = i32} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  "testd.attrs"(%a) {ty = i64, val = 5} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected base attribute 'builtin.integer' but got 'builtin.float'}}
  "testd.attrs"(%a) {ty = i32, val = 5.0} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected base attribute 'builtin.integer' but got 'builtin.type'}}
  "testd.attrs"(%a) {ty = i32, val = f32} : (i32) -> ()
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.f32'}}
  "testd.attrs"(%a) {ty = i32, val = 5} : (f32) -> ()
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  "testd.allof"(%a) : (i64) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{expected base type 'builtin.integer' but got 'builtin.index'}}
  "testd.allof"(%a) : (index) -> ()
  return
}

// -----

func.func @f(%a: !testd.box<1>, %u: !testd.unit) {
  // expected-error @+1 {{expected base type 'testd.box' but got 'testd.unit'}}
  "testd.boxes"(%a, %a, %u, %u) : (!testd.box<1>, !testd.box<1>, !testd.unit, !testd.unit) -> ()
  return
}

// -----

func.func @f(%a: !testd.box<1>) {
  // expected-error @+1 {{expected base type 'testd.unit' but got 'testd.box'}}
  "testd.boxes"(%a, %a, %a, %a) : (!testd.box<1>, !testd.box<1>, !testd.box<1>, !testd.box<1>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected base attribute 'testd.pair' but got 'builtin.integer'}}
  "testd.pairs"() {any = 1, ints = #testd.pair<i32, i32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected 'i32' but got 'i64'}}
  "testd.pairs"() {any = #testd.pair<1, 2>, ints = #testd.pair<i32, i64>} : () -> ()
  return
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

// -----

func.func @f() {
  // expected-error @+1 {{'testd.regs' op unexpected number of regions: expected 3 but got 2}}
  "testd.regs"() ({
  ^bb0(%x: i32):
    "x.term"(%x) : (i32) -> ()
  }, {}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-note @+2 {{see the operation}}
  // expected-error @+2 {{expected 'i32' but got 'i64'}}
  "testd.regs"() ({
  ^bb0(%x: i64):
    "x.term"(%x) : (i64) -> ()
  }, {}, {}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-note @+2 {{see the operation}}
  // expected-error @+2 {{expected region 0 to have 1 arguments but got 2}}
  "testd.regs"() ({
  ^bb0(%x: i32, %y: i32):
    "x.term"(%x) : (i32) -> ()
  }, {}, {}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected region 0 to have 1 arguments but got 0}}
  "testd.regs"() ({
    "x.term"() : () -> ()
  }, {}, {}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected region 0 to have 1 block(s) but got 2}}
  "testd.regs"() ({
  ^bb0(%x: i32):
    "x.term"(%x) : (i32) -> ()
  ^bb1:
    "x.term"() : () -> ()
  }, {}, {}) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected region 0 to have 1 block(s) but got 0}}
  "testd.regs"() ({
  }, {}, {}) : () -> ()
  return
}

// -----

// The region argument is bound by the operand first.
func.func @f(%a: f32) {
  // expected-note @+1 {{see the operation}}
  "testd.loop"(%a) ({^bb0(%x: i64): "x.term"() : () -> ()}) : (f32) -> ()
  // expected-error @-1 {{expected 'f32' but got 'i64'}}
  return
}
