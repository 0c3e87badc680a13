// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Parse errors of the op level, worded and placed as mlir-opt reports them.

// expected-error @+1 {{cannot name an operation with no results}}
%0, %1 = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected integer number of results}}
%0: = "foo.op"() : () -> i32

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0:0 = "foo.op"() : () -> i32

// -----

// A type keyword is not an operation name.
// expected-error @+1 {{expected operation name in quotes}}
i32 = "foo.op"() : () -> ()

// -----

"foo.op"() ({
  // expected-error @+1 {{expected ')' to end operand list}}
  "foo.br"([^bb1] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error @+1 {{expected list element}}
  "foo.br"()[] : () -> ()
}) : () -> ()

// -----

// Properties of registered ops are converted while parsing.
// expected-error @+1 {{invalid properties 1 : i64 for op builtin.unrealized_conversion_cast: this operation does not support properties}}
%0 = "builtin.unrealized_conversion_cast"() <1> : () -> i32

// -----

// expected-error @+1 {{invalid properties 1 : i32 for op builtin.module: expected DictionaryAttr to set properties}}
"builtin.module"() <1 : i32> ({
^bb0:
}) : () -> ()

// -----

// Only terminators take successors.
%0 = "foo.x"() : () -> i32
// expected-error @+1 {{successors in non-terminator}}
%1 = "builtin.unrealized_conversion_cast"(%0)[^bb1] : (i32) -> i32

// -----

// A lexer error right after a custom op name is the one reported.
// expected-error @+1 {{expected '"' in string literal}}
modulet" {

// -----

// Keys of external resources are bare identifiers too.
"foo.op"() : () -> ()
// expected-error @+1 {{expected identifier key for 'external_resources' entry}}
{-# external_resources: { tool: { "x": "s" } } #-}

// -----

"foo.op"() : () -> ()
// expected-error @+1 {{expected string value for key 'x'}}
{-# external_resources: { tool: { x: 12 } } #-}
