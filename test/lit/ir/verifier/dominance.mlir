// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// SSA dominance. Regions of unregistered operations are SSA regions when they
// have several blocks; a single-block region of an unregistered operation may
// be a graph region and is not checked. The body of builtin.module is a graph
// region (see ../parser/graph-regions.mlir).

// A use before the definition in the same block.
"foo.op"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// The same in a block other than the entry block.
"foo.op"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "foo.def"() : () -> i32
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// A definition in a block that does not dominate the use: ^bb1 is one of two
// paths to ^bb3.
"foo.op"() ({
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
}) : () -> ()

// -----

// A definition in an unreachable block.
"foo.op"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%x) : (i32) -> ()
  "foo.end"() : () -> ()
^bb2:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = "foo.def"() : () -> i32
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// A use in a nested region of a value defined later in the parent region.
"foo.op"() ({
  "foo.inner"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %x = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// A block argument of a block that does not dominate the use; the note points
// at the block argument, whose location is that of the enclosing operation.
// expected-note @+1 {{operand defined as a block argument (block #2 in the same region)}}
"foo.op"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%a) : (i32) -> ()
  "foo.end"() : () -> ()
^bb2(%a: i32):
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// The second operand is the culprit.
"foo.op"() ({
  %ok = "foo.def"() : () -> i32
  // expected-error @+1 {{operand #1 does not dominate this use}}
  "foo.use"(%ok, %late) : (i32, i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %late = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.end"() : () -> ()
}) : () -> ()

// -----

// No errors: single-block regions of unregistered operations are not checked
// for dominance, so these uses before definitions are accepted.
"foo.op"() ({
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"() : () -> i32
  %y = "foo.self"(%y) : (i32) -> i32
}) : () -> ()
"foo.op"() ({
  "foo.inner"() ({
    "foo.use"(%z) : (i32) -> ()
  }) : () -> ()
  %z = "foo.def"() : () -> i32
}) : () -> ()
