// z3, cvc5 and the portfolio of both give the same verdicts: one pair of
// each kind, with the counterexample replayed (so whoever found it, the
// printed witness is what the interpreter ran). The nsw pair has a single
// counterexample, so every solver must print the same one.
// UNSUPPORTED: oracle
// REQUIRES: cvc5
// RUN: %expect-exit 1 assay-tv --index-bits=64 --solver=z3 %s | FileCheck %s
// RUN: %expect-exit 1 assay-tv --index-bits=64 --solver=cvc5 %s | FileCheck %s
// RUN: %expect-exit 1 assay-tv --index-bits=64 --solver=portfolio %s | FileCheck %s
// The pattern table takes --solver too.
// RUN: assay-tv --patterns --dialect=arith --widths=8 --shard=0/16 --solver=cvc5 | FileCheck %s --check-prefix=TABLE
// RUN: mkdir -p %t.empty
// RUN: env PATH=%t.empty %expect-exit 2 assay-tv --patterns --solver=cvc5 2>&1 | FileCheck %s --check-prefix=TABLE-MISSING
// TABLE: | arith.addi | pattern | `addi(addi(x, c0), c1) -> addi(x, c0 + c1)` | i8 index32/64 | verified |
// TABLE: entries: {{[0-9]+}} verified, 0 refuted, 0 unknown,
// TABLE-MISSING: error: --solver=cvc5 needs the cvc5 program

// CHECK-LABEL: func.func @src_add_zero
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_add_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %x, %c0 : i8
  return %r : i8
}
func.func @tgt_add_zero(%x: i8) -> i8 {
  return %x : i8
}

// CHECK-LABEL: func.func @src_udiv
// CHECK: Transformation doesn't verify!{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: Value mismatch
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

// CHECK-LABEL: func.func @src_nsw
// CHECK: ERROR: Target is more poisonous than source
// CHECK: i8 %arg0 = #x7f (127)
// CHECK: Target value: poison
func.func @src_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
func.func @tgt_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}

// Dividing where the source did not: UB when the divisor is 0.
// CHECK-LABEL: func.func @src_div
// CHECK: ERROR: Source is more defined than target
// CHECK: i32 %arg1 = {{#x00000000 \(0\)|poison}}
func.func @src_div(%x: i32, %y: i32) -> i32 {
  return %x : i32
}
func.func @tgt_div(%x: i32, %y: i32) -> i32 {
  %q = arith.divui %x, %y : i32
  %m = arith.muli %q, %y : i32
  %r = arith.remui %x, %y : i32
  %s = arith.addi %m, %r : i32
  return %s : i32
}

// Dropping a store the caller sees; the witness reads memory from the
// model (an array element at a model index).
// CHECK-LABEL: func.func @src_live_store
// CHECK: ERROR: Mismatch in memory
// CHECK: Mismatch in %arg0[1]
func.func @src_live_store(%m: memref<2xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi8>
  return
}
func.func @tgt_live_store(%m: memref<2xi8>, %v: i8) {
  return
}

// CHECK: 1 correct transformations
// CHECK-NEXT: 4 incorrect transformations
// CHECK-NEXT: 0 failed-to-prove transformations
// CHECK-NEXT: 0 errors
