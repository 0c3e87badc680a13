// --verify-each-tv's checks take assay-tv's knobs: the index width
// (--verify-each-tv-index-bits), the solver and its time limit
// (--verify-each-tv-solver, --verify-each-tv-smt-to) and the unrolling
// bound (--verify-each-tv-unroll). Bad values are errors before any pass.
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: not assay-opt --verify-each-tv --verify-each-tv-index-bits=32 -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' %s 2>&1 | FileCheck %s --check-prefix=IX32
// RUN: not assay-opt --verify-each-tv --verify-each-tv-index-bits=64 -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' %s 2>&1 | FileCheck %s --check-prefix=IX64
// A loop of %n iterations is checked only up to the bound: a warning says
// so, once per function.
// RUN: assay-opt --verify-each-tv --verify-each-tv-unroll=2 -p 'builtin.module(func.func(canonicalize))' %s 2>&1 | FileCheck %s --check-prefix=UNROLL
// RUN: not assay-opt --verify-each-tv --verify-each-tv-solver=yices -p 'builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: not assay-opt --verify-each-tv --verify-each-tv-index-bits=16 -p 'builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not assay-opt --verify-each-tv --verify-each-tv-unroll=0 -p 'builtin.module(cse)' %s 2>&1 | FileCheck %s --check-prefix=ZERO

// IX32: Transformation doesn't verify! (index is 32 bits)
// IX64: Transformation doesn't verify! (index is 64 bits)
// SOLVER: error: --verify-each-tv-solver must be z3, cvc5 or portfolio, not 'yices'
// BITS: error: --verify-each-tv-index-bits must be 32, 64 or both, not '16'
// ZERO: error: --verify-each-tv-unroll takes a positive count
func.func @sub(%a: index, %b: index) -> index {
  %0 = arith.subi %a, %b : index
  return %0 : index
}

// UNROLL: verify-each-tv-options.mlir:[[@LINE+1]]:1: warning: '@loop' is validated after pass 'canonicalize' only for executions within 2 loop iterations, back-edge traversals and call depth (--verify-each-tv-unroll)
func.func @loop(%n: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i8) {
    %s = arith.addi %a, %x : i8
    scf.yield %s : i8
  }
  return %r : i8
}
