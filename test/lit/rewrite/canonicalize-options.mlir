// RUN: assay-opt --pass-pipeline='builtin.module(canonicalize{max-iterations=3 top-down=false region-simplify=disabled})' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: not assay-opt --canonicalize='region-simplify=sometimes' %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: assay-opt --canonicalize %s | FileCheck %s

// canonicalize takes MLIR 19's options and prints them back with their
// defaults.
// DUMP: Pass Manager with 1 passes:
// DUMP-NEXT: builtin.module(canonicalize{ max-iterations=3 max-num-rewrites=-1 region-simplify=disabled test-convergence=false top-down=false})

// BAD: region-simplify

// Unreachable blocks go and a side-effect-free op without uses is removed.
// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %a : i32
^dead:
  %1 = arith.muli %a, %a : i32
  return %1 : i32
}
