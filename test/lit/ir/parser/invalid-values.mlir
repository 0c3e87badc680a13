// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// SSA values: undefined and redefined names, type disagreements between uses
// and definitions, result groups that do not fit.

// expected-error @+1 {{use of undeclared SSA value name}}
"foo.op"(%x) : (i32) -> ()

// -----

// A forward reference in a nested region that is never defined.
"foo.op"() ({
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()

// -----

// A value defined in a nested region is not visible after it.
"foo.op"() ({
  %inner = "foo.def"() : () -> i32
}) : () -> ()
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.use"(%inner) : (i32) -> ()

// -----

"foo.op"() ({
  %0 = "foo.def"() : () -> i32
  // expected-note @-1 {{previously defined here}}
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "foo.def"() : () -> i32
}) : () -> ()

// -----

// Names are scoped per region: a name from an enclosing region may not be
// redefined in a nested one.
%v = "foo.def"() : () -> i32
// expected-note @-1 {{previously defined here}}
"foo.op"() ({
  // expected-error @+1 {{redefinition of SSA value '%v'}}
  %v = "foo.def"() : () -> i32
}) : () -> ()

// -----

"foo.op"() ({
// expected-note @+2 {{previously defined here}}
// expected-error @+1 {{redefinition of SSA value '%a'}}
^bb0(%a: i32, %a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-note @+1 {{prior use here}}
^bb0(%a: i32):
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.use"(%a) : (i64) -> ()
}) : () -> ()

// -----

%0 = "foo.def"() : () -> i32
// expected-note @-1 {{prior use here}}
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'f32' vs 'i32'}}
"foo.use"(%0) : (f32) -> ()

// -----

// A forward use fixes the type; the definition must agree.
// expected-note @+1 {{previously used here with type 'i32'}}
"foo.use"(%x) : (i32) -> ()
// expected-error @+1 {{definition of SSA value '%x#0' has type 'i64'}}
%x = "foo.def"() : () -> i64

// -----

// Two forward uses with different types.
// expected-note @+1 {{prior use here}}
"foo.use"(%x) : (i32) -> ()
// expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i1' vs 'i32'}}
"foo.use"(%x) : (i1) -> ()
%x = "foo.def"() : () -> i32

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 3 results but was provided 2 to bind}}
%0, %1 = "foo.op"() : () -> (i32, i32, i32)

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "foo.op"() : () -> ()

// -----

%0 = "foo.op"() : () -> i32
// expected-error @+1 {{reference to invalid result number}}
"foo.use"(%0#1) : (i32) -> ()

// -----

%0:2 = "foo.op"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"foo.use"(%0#2) : (i32) -> ()

// -----

// A result group cannot be redefined with `#`.
%0 = "foo.op"() : () -> i32
// expected-error @+1 {{expected '=' after SSA name}}
%0#0 = "foo.op"() : () -> i32

// -----

// mlir-opt prints a NUL byte where the plural `s` would go; only the common
// prefix is checked.
// expected-error @+1 {{expected 1 operand type}}
"foo.op"(%0) : (i32, i32) -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"foo.op"() : (i32) -> ()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"foo.op"(%0 : () -> ()

// -----

// A block argument needs a type.
"foo.op"() ({
  "foo.x"() : () -> ()
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb1(%a):
  "foo.y"() : () -> ()
}) : () -> ()
