// A pipeline that miscompiles (assay-test-swap-operands swaps the operands
// of arith.subi on purpose): assay-tv -p prints the counterexample, exits 1
// and writes a reproducer, by default `assay-tv-reproducer-<function>.mlir`
// in the current directory, else at --reproducer. The reproducer holds the
// witness as comments, the source function and the functions it calls (not
// the others), and the pipeline in its file metadata, which
// `assay-opt --run-reproducer` replays.
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %expect-exit 1 assay-tv -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPRO < %t/assay-tv-reproducer-sub.mlir
// RUN: assay-opt --run-reproducer %t/assay-tv-reproducer-sub.mlir | FileCheck %s --check-prefix=REPLAY
// RUN: %expect-exit 1 assay-tv -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' --reproducer=%t/named.mlir %s
// RUN: FileCheck %s --check-prefix=REPRO < %t/named.mlir
// RUN: %expect-exit 1 assay-tv --json -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' --reproducer=%t/json.mlir %s | FileCheck %s --check-prefix=JSON
// A reproducer never replaces the input: refused, an error (exit 2).
// RUN: cp %s %t/input.mlir
// RUN: %expect-exit 2 assay-tv -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' --reproducer=%t/input.mlir %t/input.mlir 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: cmp %s %t/input.mlir

// CHECK-LABEL: func.func @sub(
// CHECK: Transformation doesn't verify!
// CHECK: ERROR: Value mismatch
// CHECK: Example:
// CHECK: Reproducer written to 'assay-tv-reproducer-sub.mlir'
// @helper is refuted too (its own subi is swapped).
// CHECK: 2 incorrect transformations

// REPRO: // @sub does not verify after the pipeline 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))'
// REPRO-NEXT: //
// REPRO-NEXT: // ERROR: Value mismatch
// REPRO-NEXT: //
// REPRO-NEXT: // Example:
// REPRO-NEXT: // i8 %arg0 = #x{{[0-9a-f]+}}
// REPRO-NEXT: // i8 %arg1 = #x{{[0-9a-f]+}}
// REPRO:      // Source:
// REPRO-NEXT: // result 0: i8 #x
// REPRO:      // Target:
// REPRO-NEXT: // result 0: i8 #x
// REPRO:      // Replay: assay-tv -p 'builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))' FILE
// REPRO-NEXT: //     or: assay-opt --run-reproducer FILE
// REPRO:      module {
// REPRO-NEXT:   func.func @sub(%arg0: i8, %arg1: i8) -> i8 {
// REPRO-NEXT:     %0 = call @helper(%arg0, %arg1) : (i8, i8) -> i8
// REPRO:        func.func private @helper(
// REPRO-NOT:  @unrelated
// REPRO:      mlir_reproducer: {
// REPRO-NEXT:   pipeline: "builtin.module(func.func(assay-test-swap-operands{op=arith.subi}))",

// REPLAY: %{{.*}} = arith.subi %arg1, %arg0 : i8

// JSON: {{^}}{"approximations":[],"bound_hit":false,"error":"Value mismatch","inputs":{"%arg0":{"lanes":["{{[0-9]+}}"],"type":"i8"},"%arg1":{{.*}}"name":"sub",{{.*}}"reproducer":"{{.*}}json.mlir",{{.*}}"status":"incorrect",
// Only the first refuted function is written at --reproducer.
// JSON-NEXT: {{^}}{{{.*}}"name":"helper",
// JSON-NOT: "reproducer"
// JSON-SAME: "status":"incorrect"
// JSON-NEXT: {{^}}{{{.*}}"name":"unrelated",{{.*}}"status":"correct"
// JSON-NEXT: {"summary":{"correct":1,"errors":0,"failed_to_prove":0,"incorrect":2}}

// REFUSED: input.mlir:{{[0-9]+}}:1: error: cannot write reproducer '{{.*}}input.mlir': it is an input file
// REFUSED: 1 errors
func.func @sub(%a: i8, %b: i8) -> i8 {
  %r = call @helper(%a, %b) : (i8, i8) -> i8
  return %r : i8
}
func.func private @helper(%a: i8, %b: i8) -> i8 {
  %r = arith.subi %a, %b : i8
  return %r : i8
}
func.func @unrelated(%a: i8) -> i8 {
  return %a : i8
}
