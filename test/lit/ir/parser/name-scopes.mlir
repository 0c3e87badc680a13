// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// SSA names are not isolated by regions, not even those of
// isolated-from-above ops: a use of an outer value parses, and the verifier
// reports the isolation error.

%0 = "foo.def"() : () -> i32
"builtin.module"() ({
  // expected-error @+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%0) : (i32) -> ()
// expected-note @-3 {{required by region isolation constraints}}
}) : () -> ()

// -----

// A forward reference from inside an isolated region to a later value of the
// enclosing region resolves too.
"builtin.module"() ({
  // expected-error @+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%late) : (i32) -> ()
// expected-note @-3 {{required by region isolation constraints}}
}) : () -> ()
%late = "foo.def"() : () -> i32

// -----

// So an outer name cannot be defined again inside.
%x = "foo.def"() : () -> i32
// expected-note @-1 {{previously defined here}}
module {
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = "foo.def"() : () -> i32
}

// -----

// The names of a region go out of scope when it closes.
module {
  %y = "foo.def"() : () -> i32
}
%y = "foo.def"() : () -> i64

// -----

// Types are checked against the outer definition at the use.
%z = "foo.def"() : () -> i64
// expected-note @-1 {{prior use here}}
module {
  // expected-error @+1 {{use of value '%z' expects different type than prior uses: 'i32' vs 'i64'}}
  "foo.use"(%z) : (i32) -> ()
}
