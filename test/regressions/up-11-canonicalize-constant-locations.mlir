// up-11: canonicalize kept a constant's own location after merging other
// equal constants into it, or after hoisting it to the front of the entry
// block, and so pointed at a source position that no longer computes it.
// Such a constant now has `loc(unknown)`; one that stays where it was
// written, or is materialized right behind the constants already at the
// front, keeps its location.
// RUN: assay-opt %s -split-input-file -mlir-print-debuginfo -p 'builtin.module(func.func(canonicalize{test-convergence}))' | FileCheck %s

// CHECK-LABEL: func @merged
// CHECK-NEXT: arith.constant 42 : index loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT: return
// CHECK: #[[UNKNOWN]] = loc(unknown)
func.func @merged() -> (index, index, index) {
  %0 = arith.constant 42 : index loc("merged":0:0)
  %1 = arith.constant 42 : index loc("merged":1:0)
  %2 = arith.constant 42 : index loc("merged":1:0)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func @hoisted
// CHECK-NEXT: arith.constant 176 : i32 loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT: arith.constant 42 : i32 loc(#[[KEPT0:loc[0-9]*]])
// CHECK-NEXT: arith.constant 0 : index loc(#[[KEPT1:loc[0-9]*]])
// CHECK-DAG: #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG: #[[KEPT0]] = loc("hoisted":0:0)
// CHECK-DAG: #[[KEPT1]] = loc("hoisted":1:0)
func.func @hoisted(%m: memref<8xi32>) -> i32 {
  %0 = arith.constant 42 : i32 loc("hoisted":0:0)
  %1 = arith.constant 0 : index loc("hoisted":1:0)
  memref.store %0, %m[%1] : memref<8xi32>
  %2 = arith.constant 88 : i32 loc("hoisted":2:0)
  %3 = arith.addi %2, %2 : i32 loc("hoisted":3:0)
  return %3 : i32
}

// -----

// CHECK-LABEL: func @folded_in_place
// CHECK-NEXT: arith.constant 8 : i32 loc(#[[FOLDED:loc[0-9]*]])
// CHECK: #[[FOLDED]] = loc("folded_in_place":1:0)
func.func @folded_in_place(%a: i32) -> i32 {
  %0 = arith.constant 4 : i32 loc("folded_in_place":0:0)
  %1 = arith.addi %0, %0 : i32 loc("folded_in_place":1:0)
  %2 = arith.muli %1, %a : i32 loc("folded_in_place":2:0)
  return %2 : i32
}
