// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// The verifier decides the common cases of dominance, isolation and the
// same-type traits without the general checks, falling back to them when the
// shortcut cannot decide. Each case below sits on one side of a shortcut's
// boundary; the verdicts and messages are those of the general checks.

// A value defined in the block of its use, before it, and block arguments of
// that block and of enclosing blocks: all dominate.
func.func @same_block_and_enclosing(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = arith.addi %acc, %i : index
    %b = scf.for %j = %c0 to %n step %c1 iter_args(%inner = %a) -> (index) {
      // Defined two blocks up, one block up, and here.
      %s = arith.addi %inner, %n : index
      %t = arith.addi %s, %a : index
      %u = arith.addi %t, %c1 : index
      scf.yield %u : index
    }
    scf.yield %b : index
  }
  return %r : index
}

// -----

// A value defined in an enclosing block, but after the op that holds the use.
func.func @enclosing_after(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    scf.for %j = %c0 to %n step %n {
      // expected-error @+1 {{operand #1 does not dominate this use}}
      %s = arith.addi %i, %late : index
    }
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 1 : index
  return
}

// -----

// A result used in a region of its own op.
func.func @own_region(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %r = scf.for %i = %c0 to %n step %n iter_args(%acc = %c0) -> (index) {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %s = arith.addi %r, %i : index
    scf.yield %s : index
  }
  return
}

// -----

// A result used by its own op, in an SSA region.
func.func @self_use() {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %x = "foo.self"(%x) : (i32) -> i32
  return
}

// -----

// A value defined in a later block of the enclosing region, which does not
// dominate the block holding the use: the shortcut's upward walk does not
// find the defining block and the dominator tree decides.
func.func @sibling_block(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %v = arith.constant 1 : index
  cf.br ^bb2
^bb2:
  scf.for %i = %c0 to %n step %n {
    // expected-error @+1 {{operand #1 does not dominate this use}}
    %s = arith.addi %i, %v : index
  }
  return
}

// -----

// The same, but the defining block dominates: accepted.
func.func @dominating_block(%n: index) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 1 : index
  cf.br ^bb1
^bb1:
  scf.for %i = %c0 to %n step %n {
    %s = arith.addi %i, %v : index
  }
  return
}

// -----

// A use nested under a single-block region of an unregistered op (which may
// be a graph region) of a value defined later in that block: accepted, as
// the order in such a block is moot.
func.func @graph_enclosing(%n: index) {
  "foo.graph"() ({
    %c0 = arith.constant 0 : index
    scf.for %i = %c0 to %n step %n {
      %s = arith.addi %i, %later : index
    }
    %later = arith.constant 1 : index
  }) : () -> ()
  return
}

// -----

// A block argument of a block that is not the block of the use, nor one
// enclosing it.
// expected-note @+1 {{operand defined as a block argument (block #1 in a parent region)}}
func.func @other_block_argument(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^bb2
^bb1(%a: index):
  cf.br ^bb2
^bb2:
  scf.for %i = %c0 to %n step %n {
    // expected-error @+1 {{operand #1 does not dominate this use}}
    %s = arith.addi %i, %a : index
  }
  return
}

// -----

// Isolation: a value of the enclosing function used in a nested isolated
// op, two regions down.
func.func @isolation(%n: index) {
  // expected-note @+1 {{required by region isolation constraints}}
  "builtin.module"() ({
    "foo.inner"() ({
      // expected-error @+1 {{'foo.use' op using value defined outside the region}}
      "foo.use"(%n) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

// Isolation holds for values of the isolated op's own blocks and of the
// regions nested in it.
func.func @isolation_ok(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
    %s = arith.addi %i, %n : index
  }
  return
}

// -----

// SameOperandsAndResultType: equal types pass on the shortcut; differing
// ones get the general check, which accepts compatible shapes and rejects
// the rest.
func.func @same_type(%a: tensor<4xf32>, %b: tensor<?xf32>, %c: tensor<4xf64>) {
  %0 = arith.addf %a, %a : tensor<4xf32>
  %1 = "arith.addf"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'arith.addf' op requires the same type for all operands and results}}
  %2 = "arith.addf"(%a, %c) : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  return
}

// -----

// Ops without regions are verified where their block is visited, in order:
// the first faulty op of the block is the one reported, also when an op with
// regions sits between the two.
func.func @order(%n: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %n step %n {
  }
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %x = "arith.addi"(%n, %c0) : (index, index) -> i64
  %y = "arith.addi"(%n, %c0) : (index, index) -> i32
  return
}
