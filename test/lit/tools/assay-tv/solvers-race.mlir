// A query cvc5 answers in under a second and z3 4.8 not in ten: (0 - x) / y
// is not 0 - x / y at i32 (x = INT_MIN: 0 - x wraps to INT_MIN, so the
// source divides INT_MIN itself; with y = 2 the results differ in sign).
// The portfolio must take cvc5's answer, stop z3, and print a witness z3
// completed from cvc5's values and the interpreter replayed.
// UNSUPPORTED: oracle
// REQUIRES: cvc5
// RUN: %expect-exit 1 assay-tv --solver=cvc5 --smt-to=60000 %s | FileCheck %s
// RUN: %expect-exit 1 assay-tv --solver=portfolio --smt-to=60000 %s | FileCheck %s

// CHECK: Transformation doesn't verify!{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: {{Value mismatch|Source is more defined than target}}
// CHECK: Example:
// CHECK-NEXT: i32 %arg0 =
// CHECK-NEXT: i32 %arg1 =
// CHECK: 1 incorrect transformations
func.func @src(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %n = arith.subi %c0, %x : i32
  %r = arith.divsi %n, %y : i32
  return %r : i32
}
func.func @tgt(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %q = arith.divsi %x, %y : i32
  %r = arith.subi %c0, %q : i32
  return %r : i32
}
