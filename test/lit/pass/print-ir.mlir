// IR printing around passes, with mlir-opt's headers: the op the pass ran
// on (or the whole module under --mlir-print-ir-module-scope), followed by
// a blank line. (mlir-opt interleaves dumps of sibling ops when threads are
// on, so the RUN lines shared with it disable threads; Assay prints
// sequentially either way, see threading.mlir.)

// RUN: assay-opt -p 'builtin.module(cse,func.func(cse),symbol-dce)' --mlir-print-ir-before=cse --mlir-print-ir-after-all --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s
// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: module {
// CHECK:      // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: module {
// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(
// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func private @unused()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func private @unused()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NOT:  @unused
// CHECK:      }

// Only the passes that changed the IR.
// RUN: assay-opt -p 'builtin.module(cse,symbol-dce,cse)' --mlir-print-ir-after-change --mlir-print-ir-after=cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE-COUNT-1: IR Dump After
// CHANGE-NOT: IR Dump After

// With module scope the header names the op the pass ran on. (mlir-opt
// refuses module scope with threads on; Assay prints sequentially.)
// RUN: assay-opt -p 'builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @unused) //----- //
// SCOPE-NEXT: module {

// After a failure only, and the header says so.
// RUN: not assay-opt -p 'builtin.module(func.func(cse,%if oracle %{test-pass-failure%} %else %{assay-test-pass-failure%}))' --mlir-print-ir-after-failure --mlir-disable-threading %s 2>&1 | FileCheck %s --check-prefix=FAILURE
// FAILURE-NOT: IR Dump After CSE
// FAILURE: // -----// IR Dump After {{.*}}TestFailurePass Failed ({{(assay-)?}}test-pass-failure) //----- //
// FAILURE-NEXT: func.func @f(
// FAILURE-NOT: IR Dump

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func private @unused()
