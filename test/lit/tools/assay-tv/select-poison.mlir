// The arith.select canonicalizations that are unsound with poison (they
// were removed from MLIR's canonicalizer for that reason): folding nested
// selects into one select of an `andi`/`ori` condition makes the result
// poison where the inner condition is poison but unused. assay-tv refutes
// each as "Target is more poisonous than source", with the poison input.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv %s | FileCheck %s

// select(a, select(b, x, y), y) -> select(and(a, b), x, y)
// CHECK-LABEL: func.func @src_and
// CHECK: ERROR: Target is more poisonous than source
// CHECK: i1 %arg0 = #b0 (0)
// CHECK-NEXT: i1 %arg1 = poison
func.func @src_and(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %s = arith.select %b, %x, %y : i32
  %r = arith.select %a, %s, %y : i32
  return %r : i32
}
func.func @tgt_and(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %c = arith.andi %a, %b : i1
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}

// select(a, x, select(b, x, y)) -> select(or(a, b), x, y)
// CHECK-LABEL: func.func @src_or
// CHECK: ERROR: Target is more poisonous than source
// CHECK: i1 %arg0 = #b1 (1)
// CHECK-NEXT: i1 %arg1 = poison
func.func @src_or(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %s = arith.select %b, %x, %y : i32
  %r = arith.select %a, %x, %s : i32
  return %r : i32
}
func.func @tgt_or(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %c = arith.ori %a, %b : i1
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}

// select(a, select(b, x, y), x) -> select(and(a, not b), y, x)
// CHECK-LABEL: func.func @src_and_not
// CHECK: ERROR: Target is more poisonous than source
func.func @src_and_not(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %s = arith.select %b, %x, %y : i32
  %r = arith.select %a, %s, %x : i32
  return %r : i32
}
func.func @tgt_and_not(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %nb = arith.xori %b, %true : i1
  %c = arith.andi %a, %nb : i1
  %r = arith.select %c, %y, %x : i32
  return %r : i32
}

// The poison-safe form (the inner condition only where the outer holds)
// is correct.
// CHECK-LABEL: func.func @src_safe
// CHECK: Transformation seems to be correct!
func.func @src_safe(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %s = arith.select %b, %x, %y : i32
  %r = arith.select %a, %s, %y : i32
  return %r : i32
}
func.func @tgt_safe(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %false = arith.constant false
  %c = arith.select %a, %b, %false : i1
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}

// CHECK: 1 correct transformations
// CHECK-NEXT: 3 incorrect transformations
