// A crash inside a pass (a signal, a failed assertion, a fatal error) is
// caught when reproducers are on: the reproducer is written once and the
// tool exits 1.
// mlir-opt 19 aborts on its own test-pass-crash even with a reproducer
// requested, and has no assay-test-pass-crash: Assay only.
// UNSUPPORTED: oracle

// RUN: not assay-opt -p 'builtin.module(cse,func.func(assay-test-pass-crash{kind=abort}))' --mlir-pass-pipeline-crash-reproducer=%t.abort.mlir %s 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: not assay-opt -p 'builtin.module(func.func(assay-test-pass-crash{kind=segfault}))' --mlir-pass-pipeline-crash-reproducer=%t.segv.mlir %s 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: not assay-opt -p 'builtin.module(func.func(assay-test-pass-crash{kind=fatal-error}))' --mlir-pass-pipeline-crash-reproducer=%t.fatal.mlir %s 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: not assay-opt -p 'builtin.module(func.func(assay-test-pass-crash{kind=assert}))' --mlir-pass-pipeline-crash-reproducer=%t.assert.mlir %s 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: error: Failures have been detected while processing an MLIR pass pipeline
// DIAG: note: Pipeline failed while executing [`TestCrashPass` on 'func.func' operation: @f]: reproducer generated at
// DIAG-NOT: Failures have been detected

// RUN: FileCheck %s --check-prefix=GLOBAL < %t.abort.mlir
// GLOBAL: func.func @g(
// GLOBAL: pipeline: "builtin.module(cse, func.func(assay-test-pass-crash{kind=abort op=}))",

// The local form, with threads on: the IR just before the crashing pass,
// the pipeline narrowed to it.
// RUN: not assay-opt -p 'builtin.module(cse,func.func(cse,assay-test-pass-crash{op=func.func}))' --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer %s 2>&1 | FileCheck %s --check-prefix=LOCALDIAG
// LOCALDIAG: note: Pipeline failed while executing `TestCrashPass` on 'func.func' operation: @f: reproducer generated at
// RUN: FileCheck %s --check-prefix=LOCAL < %t.local.mlir
// LOCAL:      func.func @f(%arg0: i32) -> i32 {
// LOCAL-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// LOCAL-NEXT:   %1 = arith.muli %0, %0 : i32
// LOCAL:      pipeline: "builtin.module(func.func(assay-test-pass-crash{kind=abort op=func.func}))",
// LOCAL-NEXT: disable_threading: false,

// Replaying the local reproducer crashes the same way.
// RUN: not assay-opt --run-reproducer %t.local.mlir --mlir-pass-pipeline-crash-reproducer=%t.again.mlir 2>&1 | FileCheck %s --check-prefix=REPLAY
// REPLAY: note: Pipeline failed while executing [`TestCrashPass` on 'func.func' operation: @f]: reproducer generated at

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
