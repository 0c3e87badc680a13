// RUN: assay-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// UNSUPPORTED: oracle

// Errors Assay reports where mlir-opt 19 reports none or adds a second one.
// Casts must change the width the way the LLVM language reference says
// (mlir-opt 19 checks zext and sext only), keep the vector shape, and
// allocas and calls must not produce void values. Unknown enum keywords in
// attributes get one error (mlir-opt 19 adds a second naming its own C++
// parameter type).

llvm.func @trunc_wider(%a: i32) {
  // expected-error @+1 {{'llvm.trunc' op result type 'i64' must be narrower than the operand type 'i32'}}
  %0 = llvm.trunc %a : i32 to i64
  llvm.return
}

// -----

llvm.func @fptrunc_wider(%a: f32) {
  // expected-error @+1 {{'llvm.fptrunc' op result type 'f64' must be narrower than the operand type 'f32'}}
  %0 = llvm.fptrunc %a : f32 to f64
  llvm.return
}

// -----

llvm.func @fpext_narrower(%a: f32) {
  // expected-error @+1 {{'llvm.fpext' op result type 'f16' must be wider than the operand type 'f32'}}
  %0 = llvm.fpext %a : f32 to f16
  llvm.return
}

// -----

llvm.func @trunc_shape(%a: vector<2xi32>) {
  // expected-error @+1 {{'llvm.trunc' op requires the same shape for the operand and the result}}
  %0 = llvm.trunc %a : vector<2xi32> to i8
  llvm.return
}

// -----

llvm.func @alloca_void(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op cannot allocate a value of type '!llvm.void'}}
  %0 = llvm.alloca %n x !llvm.void : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @indirect_void_value(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.call' op expected a non-void result; void calls have no result}}
  %0 = llvm.call %p() : !llvm.ptr, () -> !llvm.void
  llvm.return
}

// -----

llvm.func @cond_br_weights(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

// expected-error @+1 {{invalid LLVM linkage types specification: foo}}
"foo.x"() {a = #llvm.linkage<foo>} : () -> ()

// -----

// expected-error @+1 {{invalid Calling Conventions specification: foo}}
"foo.x"() {a = #llvm.cconv<foo>} : () -> ()

