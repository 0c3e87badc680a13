// RUN: assay-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Errors in llvm types and attributes, worded as mlir-opt 19 words them.

// expected-error @+1 {{struct without a body only allowed in a recursive struct}}
"foo.x"() : () -> (!llvm.struct<"a">)

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
"foo.x"() : () -> (!llvm.array<2 x void>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
"foo.x"() : () -> (!llvm.struct<(void)>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
"foo.x"() : () -> (!llvm.struct<(i32, func<void ()>)>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
"foo.x"() : () -> (!llvm.func<void (void)>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.func<void ()>'}}
"foo.x"() : () -> (!llvm.func<func<void ()> ()>)

// -----

// expected-error @+1 {{unknown LLVM type: foo}}
"foo.x"() : () -> (!llvm.foo)

// -----

// expected-error @+1 {{identified type already used with a different body}}
"foo.x"() : () -> (!llvm.struct<"a", (i32)>, !llvm.struct<"a", (i64)>)

// -----

// expected-error @+1 {{identified type already used with a different body}}
"foo.x"() : () -> (!llvm.struct<"b", opaque>, !llvm.struct<"b", (i32)>)

// -----

// expected-error @+1 {{expected 'x'}}
"foo.x"() : () -> (!llvm.array<2xi32>)

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `llvm`}}
"foo.x"() {a = #llvm.foo} : () -> ()
