// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// builtin.unrealized_conversion_cast: any operands, at least one result, no
// regions or successors; its custom form is
// `unrealized_conversion_cast %a, %b : ta, tb to tr, ts attr-dict`.

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

%0 = "foo.x"() : () -> i32
// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"(%0) : (i32) -> ()

// -----

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op requires zero regions}}
%0 = "builtin.unrealized_conversion_cast"() ({
}) : () -> i32

// -----

%0 = "foo.x"() : () -> i32
// expected-error @+1 {{successors in non-terminator}}
%1 = "builtin.unrealized_conversion_cast"(%0)[^bb1] : (i32) -> i32

// -----

// Custom form parse errors.
// expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
%1 = builtin.unrealized_conversion_cast : to i64

// -----

// expected-error @+1 {{expected ':'}}
%1 = builtin.unrealized_conversion_cast %0 i32 to i64

// -----

// expected-error @+1 {{expected non-function type}}
%1 = builtin.unrealized_conversion_cast %0 : i32 to

// -----

%0 = "foo.x"() : () -> i32
// expected-note @-1 {{prior use here}}
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
%1 = builtin.unrealized_conversion_cast %0 : i64 to i64

// -----

// No errors: no operands, several operands and results, attributes.
%0 = unrealized_conversion_cast to i8
%1:2 = builtin.unrealized_conversion_cast %0, %0 : i8, i8 to f32, !foo.t {foo.a = 1}
