// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Block structure: an unregistered operation may be a terminator, so the last
// operation of a block is accepted when it is unregistered; a registered
// operation that is not a terminator is not. Operations with successors end
// their block; entry blocks have no predecessors; blocks other than the entry
// block of a region of an unregistered operation may not be empty.

// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.op"() ({
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
^bb2:
}) : () -> ()

// -----

"foo.op"() ({
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// The parser already rejects a branch to an entry block.
// expected-error @+1 {{entry block of region may not have predecessors}}
"foo.op2"() ({
^bb0(%a: i32):
  "foo.br"(%a)[^bb0] : (i32) -> ()
}) : () -> ()

// -----

// A registered non-terminator at the end of a block of a multi-block region.
%0 = unrealized_conversion_cast to i32
"foo.op"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{block with no terminator, has}}
  %1 = unrealized_conversion_cast %0 : i32 to i64
}) : () -> ()

// -----

"foo.op"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{block with no terminator, has}}
  module {
  }
}) : () -> ()

// -----

// No errors: an empty entry block, an unregistered last operation, a
// registered operation followed by an unregistered one.
"foo.op"() ({
^bb0:
}) : () -> ()
"foo.op"() ({
  %0 = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %1 = unrealized_conversion_cast %0 : i32 to i64
  "foo.end"() : () -> ()
}) : () -> ()
