// Diagnostics that all match their expectations.
// expected-error @+1 {{use of undeclared SSA value name}}
"foo.op"(%x) : (i32) -> ()

// -----

"foo.op"(%y) : (i32) -> () // expected-error {{undeclared SSA value}}

// -----

%0 = "foo.def"() : () -> i32
// expected-note @-1 {{prior use here}}
"foo.use"(%0) : (i64) -> ()
// expected-error @-1 {{expects different type than prior uses}}
