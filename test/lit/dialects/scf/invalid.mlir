// RUN: assay-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Verifier and custom-syntax errors of the scf ops, worded as mlir-opt 19
// words them: operand and property constraints, loop-carried values (inits,
// region iter_args, yielded values, results), the types along each edge of
// the region control flow, terminators and region shapes.

func.func @a(%c: i1, %i: index, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%i) ({ "scf.yield"() : () -> () }) : (index) -> ()
  return
}

// -----

func.func @a(%c: i1, %i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%i, %i, %i) ({ ^bb0(%x: index): "scf.reduce"() : () -> () }) : (index, index, index) -> ()
  return
}

// -----

func.func @a(%c: i1, %i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({ ^bb0(%x: index): "scf.reduce"() : () -> () }) : (index, index, index) -> ()
  return
}

// -----

func.func @a(%c: i1, %i: index, %f: f32) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticUpperBound'}}
  "scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>}> ({ ^bb0(%x: index): "scf.forall.in_parallel"() ({}) : () -> () }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %r = "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> (f32) {
    scf.yield
  }
  return
}

// -----

func.func @f(%i: index, %f: f32, %j: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> (f32) {
    scf.yield %j : i32
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %f, %f) ({
  ^bb0(%iv: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %j, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%i, %i, %i) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %f : f32
  } else {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.if %c -> (i32) {
    scf.yield %i : i32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> (i32) {
    scf.yield
  } else {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.if %c {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%i) ({ "scf.yield"() : () -> () }, {}) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({ ^bb0(%x: i32): "scf.yield"() : () -> () }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({ }, {}) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %w = scf.while (%a = %i) : (i32) -> i32 {
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'i32' should match input type #0 'f32'}}
  %w = scf.while (%a = %i) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: f32):
    scf.yield %i : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %w = scf.while (%a = %i) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'i32' should match input type #0 'f32'}}
  %w = "scf.while"(%i) ({
  ^bb0(%a: f32):
    scf.condition(%c) %i : i32
  }, {
  ^bb0(%x: i32):
    scf.yield %i : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %w = "scf.while"(%i) ({
  ^bb0(%a: i32):
    // expected-note @+1 {{terminator here}}
    scf.yield %i : i32
  }, {
  ^bb0(%x: i32):
    scf.yield %i : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %w = "scf.while"(%i) ({
  ^bb0(%a: i32):
    scf.condition(%c) %i : i32
  }, {
  ^bb0(%x: i32):
    // expected-note @+1 {{terminator here}}
    scf.condition(%c) %i : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %w = scf.while (%a = %i) : (i32, i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  %w = "scf.while"(%i) ({
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%i, %i) : (i32, i32) -> ()
  }, {
  ^bb0(%x: i32):
    scf.yield %i : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 2}}
  %w = "scf.while"(%i) ({
  ^bb0(%a: i32, %b: i32):
    scf.condition(%c) %i : i32
  }, {
  ^bb0(%x: i32):
    scf.yield %i, %i : i32, i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from Region #1 to Region #0: source has 2 operands, but target successor needs 1}}
  %w = "scf.while"(%i) ({
  ^bb0(%a: i32):
    scf.condition(%c) %i : i32
  }, {
  ^bb0(%x: i32):
    scf.yield %i, %i : i32, i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %i: i32, %f: f32) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  "scf.while"(%i) ({
  ^bb0(%a: i32):
    scf.condition(%c) %i : i32
  }, {
  ^bb0(%x: i32):
    scf.yield %i : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %r = "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: f32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32, %c: i1) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edgefrom Region #0 to parent results operands mismatch between return-like terminators}}
  %r = "scf.execute_region"() ({
    cf.cond_br %c, ^a, ^b
  ^a:
    "scf.yield"(%f) : (f32) -> ()
  ^b:
    "scf.yield"(%i) : (index) -> ()
  }) : () -> f32
  return
}

// -----

func.func @f(%i: index, %f: f32, %c: i1) {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %r = "scf.execute_region"() ({
    "scf.yield"(%i) : (index) -> ()
  }) : () -> f32
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({ "scf.yield"() : () -> () }) : (index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 { scf.yield }
  case 1 { scf.yield }
  default { }
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> i32
  // expected-note @+1 {{see yield operation here}}
  default { scf.yield }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  // expected-note @+1 {{case region #0 returns 'f32' here}}
  case 1 { scf.yield %f : f32 }
  default { scf.yield %j : i32 }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 { }
  default { }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%j) <{cases = array<i64>}> ({ "scf.yield"() : () -> () }) : (i32) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got foo.x}}
  scf.index_switch %i
  case 1 { "foo.x"() : () -> () }
  default { }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 2}}
  %r = scf.index_switch %i -> i32
  // expected-note @+1 {{see yield operation here}}
  case 1 { scf.yield %j, %j : i32, i32 }
  default { scf.yield %j : i32 }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({ "scf.reduce"() : () -> () }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  %z = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%x) = (%i) to (%i) step (%z) { }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index, %b: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%j, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    "scf.reduce"() : () -> ()
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%j) -> i32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%x) = (%i) to (%i) step (%i) {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      "foo.x"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  %r = scf.parallel (%x) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %j : i32
    }
  }
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %j : i32
  return
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
}

// -----

func.func @f(%i: index, %j: i32, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    // expected-note @+1 {{terminator here}}
    "foo.x"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%a: index, %b: index):
    scf.forall.in_parallel { }
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%a: i32):
    scf.forall.in_parallel { }
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%a: index, %o: tensor<8xf32>):
    scf.forall.in_parallel { }
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel { }
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%a: index):
    scf.forall.in_parallel { }
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%a) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%a) in (4) {
  } {mapping = [1]}
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  scf.forall (%a) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      "foo.x"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'index'}}
  "scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%a: index, %o: index):
    scf.forall.in_parallel { }
  }) : (index) -> (index)
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%a, %b) in (4) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  scf.forall (%a) in (4, %t) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  scf.forall (%a) in (%t) {
  }
  return
}

// -----

func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%a, %b) in (4) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  scf.forall (%a) in (4, %t) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%i: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'index' vs 'tensor<4xf32>'}}
  scf.forall (%a) in (%t) {
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'f32'}}
  scf.forall (%a) in (4) shared_outs(%o = %f) -> (f32) {
  }
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Fuzzer find: a use before its definition reads the name as a forward
// reference, which the definition inside the region of a later op resolves;
// when that op then fails to parse after its region, the region is freed
// while the earlier use still holds its value (the parser asserted).
func.func @f() {
  %x = arith.addi %0, %0 : i1
  scf.while : () -> () {
    %0 = arith.constant true
    scf.condition(%0)
  // expected-error @+1 {{custom op 'scf.while' expected 'do'}}
  } bogus
  return
}
