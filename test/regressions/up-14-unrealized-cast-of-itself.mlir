// up-14 (same class): the round-trip fold of
// `builtin.unrealized_conversion_cast` must not take a cast of its own
// result (legal in an unreachable block) for a round trip: folding it to
// its own operand would replace the op by itself. Canonicalize leaves it
// and stops.
// mlir-opt-19 crashes on this input.
// UNSUPPORTED: oracle
// RUN: assay-opt %s -p 'builtin.module(func.func(canonicalize{region-simplify=disabled test-convergence}))' | FileCheck %s

// CHECK-LABEL: func @self_cast_in_dead_block
// CHECK: ^bb1:
// CHECK-NEXT: %[[X:.*]] = builtin.unrealized_conversion_cast %[[X]] : i32 to i32
func.func @self_cast_in_dead_block(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %0 = builtin.unrealized_conversion_cast %0 : i32 to i32
  return %0 : i32
}
