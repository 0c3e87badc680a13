// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// The verifier of builtin.module: one region of one block without arguments,
// no operands or results, a string sym_name and sym_visibility, only
// dialect-prefixed discardable attributes, and a body isolated from above.
// The body needs no terminator.

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
module {
^bb0(%a: i32):
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
  "foo.x"() : () -> ()
}, {
}) : () -> ()

// -----

module {
  %0 = "foo.x"() : () -> i32
  // expected-error @+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%0) ({
  ^bb0:
  }) : (i32) -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
"builtin.module"() ({
^bb0:
}) : () -> i32

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
^bb0:
}) {sym_name = 1} : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
"builtin.module"() ({
^bb0:
}) {sym_visibility = 1} : () -> ()

// -----

// Properties are converted while parsing: a wrongly typed one is a parse
// error.
// expected-error @+1 {{invalid properties {sym_name = 1 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i32}}
"builtin.module"() <{sym_name = 1 : i32}> ({
^bb0:
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
module attributes {a} {
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
module attributes {foo.ok, x = 1} {
}

// -----

// The body of a module is isolated from above.
module {
  "foo.r"() ({
    %a = "foo.def"() : () -> i32
    // expected-note @+1 {{required by region isolation constraints}}
    module {
      // expected-error @+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%a) : (i32) -> ()
    }
  }) : () -> ()
}

// -----

// No errors: empty modules and bodies without terminators; a visibility
// string is not checked further.
module {
}
module @named {
  "foo.not_a_terminator"() : () -> ()
}
"builtin.module"() ({
^bb0:
}) {sym_visibility = "secret"} : () -> ()
