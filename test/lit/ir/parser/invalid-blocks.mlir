// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Blocks and regions: undefined and redefined blocks, malformed labels,
// argument lists and region lists.

"foo.op"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// Block names are scoped per region.
"foo.op"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^other] : () -> ()
}, {
^other:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// An operation outside any region has no blocks to branch to.
"foo.op"() ({
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()
// expected-error @+1 {{reference to an undefined block}}
"foo.br"()[^bb1] : () -> ()

// -----

"foo.op"() ({
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.z"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error @+1 {{expected block name}}
  "foo.br"()[^bb1, ] : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error @+1 {{expected ',' or ']'}}
  "foo.br"()[^bb1 : () -> ()
^bb1:
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected SSA operand}}
^bb1(%a: i32, ):
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected ')'}}
^bb1(%a: i32
  "foo.x"() : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected ':' after block name}}
^bb1
  "foo.x"() : () -> ()
}) : () -> ()

// -----

// A block label outside of a region.
// expected-error @+1 {{expected operation name in quotes}}
^bb0:
"foo.op"() : () -> ()

// -----

"foo.op"() ({
  "foo.x"() : () -> ()
// expected-error @+1 {{expected ')' to end region list}}
}

// -----

// expected-error @+1 {{expected '{' to begin a region}}
"foo.op"() ( : () -> ()

// -----

// expected-error @+1 {{expected ')' to end region list}}
"foo.op"() ({} : () -> ()

// -----

// A missing `}`: an error about a token at the start of a line is reported
// at the end of the previous line.
"foo.op"() ({
  // expected-error @+1 {{expected operation name in quotes}}
  "foo.x"() : () -> ()
) : () -> ()
