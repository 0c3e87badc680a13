// RUN: assay-opt --split-input-file --verify-diagnostics %s

// Without --allow-unregistered-dialect, operations, types and attributes of
// unregistered dialects are errors.

// expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use}}
"foo.op"() : () -> ()

// -----

// expected-error @+1 {{operation being parsed with an unregistered dialect}}
%0 = "foo.op"() : () -> !foo.t

// -----

// A name without a dialect prefix.
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"foo"() : () -> ()

// -----

// Inside a registered operation.
module {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "foo.op"() : () -> ()
}

// -----

// Dialect types and attributes inside a registered operation.
// expected-error @+1 {{`!"foo"<"t">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the}}
%0 = "builtin.unrealized_conversion_cast"() : () -> !foo.t

// -----

// expected-error @+1 {{#"foo"<"attr"> : 'none' attribute created with unregistered dialect}}
%0 = "builtin.unrealized_conversion_cast"() {a = #foo.attr} : () -> i32

// -----

// expected-error @+1 {{`!"foo"<"bar<1>">` type created with unregistered dialect}}
module attributes {foo.ty = !foo.bar<1>} {
}
