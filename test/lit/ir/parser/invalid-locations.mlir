// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Malformed locations.

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(bogus)

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(1)

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.op"() : () -> () loc(unknown

// -----

// expected-error @+1 {{expected ':' in FileLineColLoc}}
"foo.op"() : () -> () loc("a":1)

// -----

// expected-error @+1 {{expected integer line number in FileLineColLoc}}
"foo.op"() : () -> () loc("a":x:1)

// -----

// expected-error @+1 {{expected integer line number in FileLineColLoc}}
"foo.op"() : () -> () loc("a":-1:1)

// -----

// The child of a name location is a location.
// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc("a"(1))

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused<"m">)

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(fused[1])

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"foo.op"() : () -> () loc(callsite("a"))

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc(callsite("a" at))

// -----

// As an attribute value.
// expected-error @+1 {{expected location instance}}
"foo.op"() {a = loc(1)} : () -> ()

// -----

// As an alias.
// expected-error @+1 {{expected ')' in inline location}}
#a = loc("x"

// -----

// Types take no locations.
// expected-error @+1 {{expected ')'}}
"foo.op"() : (i32 loc("a")) -> ()
