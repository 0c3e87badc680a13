// Each verdict kind of assay-tv, with the fields its layout promises: the
// pair, the verdict line, the error kind, the counterexample's inputs (hex
// and decimal, signed too when negative), both sides' results, the summary,
// and the exit status (1: some pair is incorrect).
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv %s | FileCheck %s

// CHECK-LABEL: func.func @src_add_zero
// CHECK: =>
// CHECK: func.func @tgt_add_zero
// CHECK-NEXT: return %arg0 : i8
// CHECK-NEXT: }
// CHECK-NEXT: Transformation seems to be correct!{{$}}
func.func @src_add_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %x, %c0 : i8
  return %r : i8
}
func.func @tgt_add_zero(%x: i8) -> i8 {
  return %x : i8
}

// udiv by 2 is not a shift by 2.
// CHECK-LABEL: func.func @src_udiv
// CHECK: Transformation doesn't verify!{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: Value mismatch
// CHECK-EMPTY:
// CHECK-NEXT: Example:
// CHECK-NEXT: i8 %arg0 = #x{{[0-9a-f][0-9a-f]}} ({{[0-9]+(, -[0-9]+)?}})
// CHECK-EMPTY:
// CHECK-NEXT: Source:
// CHECK-NEXT: result 0: i8 #x{{[0-9a-f][0-9a-f]}}
// CHECK-EMPTY:
// CHECK-NEXT: Target:
// CHECK-NEXT: result 0: i8 #x{{[0-9a-f][0-9a-f]}}
// CHECK-NEXT: Source value: #x
// CHECK-NEXT: Target value: #x
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

// Adding nsw makes 127 + 1 poison: the only counterexample is 127.
// CHECK-LABEL: func.func @src_nsw
// CHECK: ERROR: Target is more poisonous than source
// CHECK: i8 %arg0 = #x7f (127)
// CHECK: Source value: #x80 (128, -128)
// CHECK-NEXT: Target value: poison
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

// A division the source does not make: undefined behaviour where the
// divisor is zero (or poison).
// CHECK-LABEL: func.func @src_introduce_div
// CHECK: ERROR: Source is more defined than target
// CHECK: Target:
// CHECK-NEXT: undefined behavior
func.func @src_introduce_div(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @tgt_introduce_div(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %m = arith.muli %q, %y : i8
  %r = arith.remui %x, %y : i8
  %s = arith.addi %m, %r : i8
  return %s : i8
}

// A loop with a constant trip count, checked at both index widths.
// CHECK-LABEL: func.func @src_loop
// CHECK: Transformation seems to be correct! (index is 64 and 32 bits)
func.func @src_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> index {
    %a = arith.addi %acc, %n : index
    scf.yield %a : index
  }
  return %r : index
}
func.func @tgt_loop(%n: index) -> index {
  %c4 = arith.constant 4 : index
  %r = arith.muli %n, %c4 : index
  return %r : index
}

// CHECK: Summary:
// CHECK-NEXT:   2 correct transformations
// CHECK-NEXT:   3 incorrect transformations
// CHECK-NEXT:   0 failed-to-prove transformations
// CHECK-NEXT:   0 errors
