// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Attribute and type alias definitions and uses.

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.op"() {a = #undefined_alias} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_alias'}}
"foo.op"() : () -> !undefined_alias

// -----

// Attribute aliases must be defined before their use.
// expected-error @+1 {{undefined symbol alias id 'later'}}
"foo.op"() {a = #later} : () -> ()
#later = 1

// -----

// expected-error @+1 {{undefined symbol alias id 'b'}}
#a = #b

// -----

// expected-error @+1 {{undefined symbol alias id 'b'}}
!a = !b

// -----

// An alias cannot refer to itself.
// expected-error @+1 {{undefined symbol alias id 'a'}}
!a = tensor<4x!a>

// -----

// expected-error @+1 {{undefined symbol alias id 'a'}}
#a = [#a]

// -----

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

!a = i32
// expected-error @+1 {{redefinition of type alias id 'a'}}
!a = i64

// -----

"foo.op"() : () -> () loc(#l)
#l = loc("a")
// expected-error @+1 {{redefinition of attribute alias id 'l'}}
#l = loc("b")

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#x.y = 1

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!x.y = i32

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error @+1 {{expected attribute value}}
#a = 

// -----

// A type alias needs a type.
// expected-error @+1 {{expected non-function type}}
!a = 1

// -----

// expected-error @+1 {{expected operation name in quotes}}
#a = 1 2

// -----

// Alias definitions take no location.
// expected-error @+1 {{custom op 'loc' is unknown (tried 'builtin.loc' as well)}}
!a = i32 loc("x")

// -----

// Aliases are defined at the top level only; the error is reported at the end
// // of the line before the offending token.
// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() ({
#a = 1
}) : () -> ()

// -----

// Location aliases must name locations.
#loc = 1
// expected-error @+1 {{expected location, but found '1 : i64'}}
"foo.op"() : () -> () loc(#loc)

// -----

// expected-error @+1 {{expected location, but found '5 : i64'}}
"foo.op"() : () -> () loc(#l)
#l = 5

// -----

// expected-error @+1 {{operation location alias was never defined}}
"foo.op"() : () -> () loc(#undefined)

// -----

// On a block argument.
"foo.op"() ({
// expected-error @+1 {{operation location alias was never defined}}
^bb0(%a: i32 loc(#nope)):
  "foo.x"() : () -> ()
}) : () -> ()
