// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed operations in the generic form and unknown custom operations.

// The function type is mandatory.
// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() {a = 1} ()

// -----

// expected-error @+1 {{expected '(' to start operand list}}
"foo.op" : () -> ()

// -----

// expected-error @+1 {{empty operation name is invalid}}
"" () : () -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() "x" : () -> ()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"foo.op"(%a %b) : (i32, i32) -> ()

// -----

// expected-error @+1 {{expected 2 operand types but had 1}}
"foo.op"(%a, %b) : (i32) -> ()

// -----

// Properties come once, before the attribute dictionary.
// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"() <{a = 1}> <{b = 1}> : () -> ()

// -----

// Nothing may follow the function type but a location.
// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () {a}

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> ()) 

// -----

// One trailing location at most.
// expected-error @+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
"foo.op"() : () -> () loc("a":1:1) loc("b":2:2)

// -----

// Result lists.
// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%a, %b = "foo.op"() : () -> i32

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%a:2, %b = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%a:0 = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
%a = 

// -----

// expected-error @+1 {{expected '=' after SSA name}}
%a "foo.op"() : () -> i32

// -----

// Custom operation names.
// A custom-form operation needs its dialect registered, even with
// --allow-unregistered-dialect; the note lists the registered dialects.
"foo.dummy"() : () -> ()
// expected-note @+2 {{Registered dialects:}}
// expected-error @+1 {{Dialect `foo' not found for custom op 'foo.op'}}
foo.op

// -----

// expected-error @+1 {{custom op 'builtin.foo' is unknown}}
builtin.foo

// -----

// A name without a dot is looked up in the builtin dialect too.
// expected-error @+1 {{custom op 'op_without_dialect' is unknown (tried 'builtin.op_without_dialect' as well)}}
op_without_dialect

// -----

// The custom form of builtin.module.
// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
module @ {
}

// -----

// expected-error @+1 {{expected '{' to begin a region}}
module @a @b {
}

// -----

// The custom form has no visibility keyword.
// expected-error @+1 {{expected '{' to begin a region}}
module private @vis {
}
