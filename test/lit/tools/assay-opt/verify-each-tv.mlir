// --verify-each-tv checks every pass of a run by translation validation:
// each function the pass ran on must refine the function just before it.
// A correct run prints its output as usual. A refutation is an error at
// the function naming the pass, the counterexample in assay-tv's layout on
// stderr, a reproducer (the function before that one pass, and the pass's
// pipeline) at --mlir-pass-pipeline-crash-reproducer's path or else
// `assay-tv-reproducer-<function>.mlir` in the current directory, and exit
// status 1. assay-test-swap-operands miscompiles arith.subi on purpose.
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: assay-opt --verify-each-tv -p 'builtin.module(func.func(canonicalize),cse)' %s | FileCheck %s --check-prefix=OK
// RUN: not assay-opt --verify-each-tv -p 'builtin.module(canonicalize,func.func(assay-test-swap-operands{op=arith.subi}))' %s 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPRO < %t/assay-tv-reproducer-sub.mlir
// RUN: assay-opt --run-reproducer %t/assay-tv-reproducer-sub.mlir | FileCheck %s --check-prefix=REPLAY
// RUN: not assay-opt --verify-each-tv --mlir-pass-pipeline-crash-reproducer=%t/crash.mlir -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' %s 2>/dev/null
// RUN: FileCheck %s --check-prefix=REPRO < %t/crash.mlir

// OK: func.func @sub(%arg0: i8, %arg1: i8) -> i8 {
// OK-NEXT: %0 = arith.subi %arg0, %arg1 : i8

// CHECK: verify-each-tv.mlir:[[@LINE+24]]:1: error: pass 'assay-test-swap-operands' miscompiles '@sub': Value mismatch
// CHECK: ----------------------------------------
// CHECK-NEXT: func.func @sub(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i8
// CHECK: =>
// CHECK-NEXT: func.func @sub(%arg0: i8, %arg1: i8) -> i8 {
// CHECK-NEXT: %0 = arith.subi %arg1, %arg0 : i8
// CHECK: Transformation doesn't verify!
// CHECK-EMPTY:
// CHECK-NEXT: ERROR: Value mismatch
// CHECK-EMPTY:
// CHECK-NEXT: Example:
// CHECK: remark: reproducer written to 'assay-tv-reproducer-sub.mlir'
// Only the first refutation is reported.
// CHECK-NOT: miscompiles

// REPRO: // @sub does not verify after the pipeline 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))'
// REPRO: // Example:
// REPRO: func.func @sub(%arg0: i8, %arg1: i8) -> i8 {
// REPRO-NEXT: %0 = arith.subi %arg0, %arg1 : i8
// REPRO-NOT: @sub2
// REPRO: pipeline: "builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))",

// REPLAY: %0 = arith.subi %arg1, %arg0 : i8
func.func @sub(%a: i8, %b: i8) -> i8 {
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @sub2(%a: i8, %b: i8) -> i8 {
  %r = arith.subi %a, %b : i8
  return %r : i8
}
