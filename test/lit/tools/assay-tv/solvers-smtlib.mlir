// --emit-smtlib files are standard SMT-LIB 2: the z3 and cvc5 programs
// replay them as written and agree with assay-tv (sat: the transformation
// is wrong). The memory queries hold arrays and the udiv query bit-vector
// division; they come from refuted pairs, the others from a correct one.
// The global's buffer is named @state, a symbol SMT-LIB reserves: written
// as z3 prints it, cvc5 rejected the file (a parse error, so the check was
// unknown under --solver=cvc5); it is written as `assay.@state`.
// UNSUPPORTED: oracle
// REQUIRES: cvc5, z3
// RUN: rm -rf %t && %expect-exit 1 assay-tv --index-bits=64 --emit-smtlib=%t %s > /dev/null
// RUN: %z3-bin %t/src_udiv.value.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %cvc5-bin %t/src_udiv.value.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %z3-bin %t/src_live_store.index64.memory.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %cvc5-bin %t/src_live_store.index64.memory.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %z3-bin %t/src_drop_store.index64.memory.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %cvc5-bin %t/src_drop_store.index64.memory.smt2 | FileCheck %s --check-prefix=SAT
// RUN: %z3-bin %t/src_live_store.index64.value.smt2 | FileCheck %s --check-prefix=UNSAT
// RUN: %cvc5-bin %t/src_live_store.index64.value.smt2 | FileCheck %s --check-prefix=UNSAT
// RUN: %z3-bin %t/src_add_zero.value.smt2 | FileCheck %s --check-prefix=UNSAT
// RUN: %cvc5-bin %t/src_add_zero.value.smt2 | FileCheck %s --check-prefix=UNSAT

// SAT: {{^sat$}}
// UNSAT: {{^unsat$}}

func.func @src_add_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %x, %c0 : i8
  return %r : i8
}
func.func @tgt_add_zero(%x: i8) -> i8 {
  return %x : i8
}

func.func @src_udiv(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.divui %x, %c2 : i8
  return %r : i8
}
func.func @tgt_udiv(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrui %x, %c2 : i8
  return %r : i8
}

func.func @src_live_store(%m: memref<2xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi8>
  return
}
func.func @tgt_live_store(%m: memref<2xi8>, %v: i8) {
  return
}

memref.global "private" @state : memref<2xi8> = dense<0>

func.func @src_drop_store(%v: i8) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @state : memref<2xi8>
  memref.store %v, %g[%c0] : memref<2xi8>
  return
}
func.func @tgt_drop_store(%v: i8) {
  return
}
