// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the llvm dialect, worded and placed as
// mlir-opt 19 words and places them.

llvm.func @add_float(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @fadd_int(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fadd"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @mixed(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @icmp_pred(%a: i32) {
  // expected-error @+1 {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @icmp_pred_range(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 20 : i64} for op llvm.icmp: Invalid attribute `predicate` in property conversion: 20 : i64}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 20 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @fcmp_int(%a: i32) {
  // expected-error @+1 {{'llvm.fcmp' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.fcmp"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

llvm.func @zext_narrower(%a: i32) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i8
  llvm.return
}

// -----

llvm.func @sitofp_float(%a: f32) {
  // expected-error @+1 {{'llvm.sitofp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sitofp %a : f32 to f32
  llvm.return
}

// -----

llvm.func @ptrtoint_float(%a: !llvm.ptr) {
  // expected-error @+1 {{'llvm.ptrtoint' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.ptrtoint %a : !llvm.ptr to f32
  llvm.return
}

// -----

llvm.func @load_int(%a: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.load"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @gep_float(%a: f32) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = "llvm.getelementptr"(%a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_indices(%a: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// The position is checked against the type, and reported at the token after
// it, the next op, as mlir-opt 19 does.
llvm.func @extract_out_of_bounds(%a: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %a[2] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @extract_scalar(%a: i32) {
  %0 = llvm.extractvalue %a[0] : i32
  // expected-error @+1 {{expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @insert_mismatch(%a: !llvm.struct<(i32, f32)>, %b: f32) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%a, %b) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extractelement_scalar(%a: f32, %i: i32) {
  // expected-error @+1 {{'vector' must be LLVM dialect-compatible vector type, but got 'f32'}}
  %0 = llvm.extractelement %a[%i : i32] : f32
  llvm.return
}

// -----

llvm.func @shuffle_scalar(%a: f32) {
  %0 = llvm.shufflevector %a, %a [0] : f32
  // expected-error @+1 {{expected an LLVM compatible vector type}}
  llvm.return
}

// -----

llvm.func @select_int_condition(%c: i32, %a: f32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_mismatch() -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %0 : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_from_void() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %0 : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_nothing() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @declaration()

// -----

llvm.func @switch_without_values(%a: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @both(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @short("abc") : !llvm.array<4 x i8>

// -----

// expected-error @+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@a], priorities = []}

// -----

llvm.func @constant_string() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @addressof_nothing() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return
}

// -----

llvm.func @call_nothing() {
  // expected-error @+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere() : () -> ()
  llvm.return
}

// -----

llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @call_global(%i: i32) {
  // expected-error @+1 {{'llvm.call' op 'g' does not reference a valid LLVM function}}
  llvm.call @g(%i) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_operand_type(%i: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%i) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_operand_count(%i: i32) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @callee(%i, %i) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_result_type(%i: i32) {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @callee(%i) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call_void_value(%i: i32) {
  // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%i) : (i32) -> i64
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_no_value(%i: i32) {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee(%i) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @variadic(i32, ...)
llvm.func @call_variadic_without_type(%i: i32) {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @variadic(%i, %i) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @umin_float(%a: f32) {
  // expected-error @+1 {{'llvm.intr.umin' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.intr.umin(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @sqrt_int(%a: i32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.sqrt(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @memcpy_int(%a: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.memcpy"(%a, %a, %a) <{isVolatile = false}> : (i32, i32, i32) -> ()
  llvm.return
}
