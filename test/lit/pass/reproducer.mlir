// Failure reproducers in MLIR 19's format: the IR with the pipeline in its
// file metadata. The test pass is mlir-opt's test-pass-failure under the
// oracle and Assay's assay-test-pass-failure otherwise.

// The whole pipeline and the IR before it ran.
// RUN: not assay-opt -p 'builtin.module(cse,func.func(%if oracle %{test-pass-failure%} %else %{assay-test-pass-failure%}))' --mlir-pass-pipeline-crash-reproducer=%t.global.mlir %s 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: reproducer.mlir:[[@LINE+35]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// DIAG: reproducer.mlir:[[@LINE+34]]:1: note: Pipeline failed while executing [`{{.*}}TestFailurePass` on 'func.func' operation: @f{{.*}}]: reproducer generated at `{{.*}}.global.mlir`
// RUN: FileCheck %s --check-prefix=GLOBAL < %t.global.mlir
// GLOBAL:      %1 = arith.addi %arg0, %arg0 : i32
// GLOBAL:      {-#
// GLOBAL-NEXT:   external_resources: {
// GLOBAL-NEXT:     mlir_reproducer: {
// GLOBAL-NEXT:       pipeline: "builtin.module(cse, func.func({{(assay-)?}}test-pass-failure))",
// GLOBAL-NEXT:       disable_threading: false,
// GLOBAL-NEXT:       verify_each: true
// GLOBAL-NEXT:     }
// GLOBAL-NEXT:   }
// GLOBAL-NEXT: #-}

// The local form narrows to the failing pass and the IR just before it.
// RUN: not assay-opt -p 'builtin.module(cse,func.func(%if oracle %{test-pass-failure%} %else %{assay-test-pass-failure%}))' --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --mlir-pass-pipeline-local-reproducer --mlir-disable-threading %s 2>&1 | FileCheck %s --check-prefix=LOCALDIAG
// LOCALDIAG: note: Pipeline failed while executing `{{.*}}TestFailurePass` on 'func.func' operation: @f: reproducer generated at
// RUN: FileCheck %s --check-prefix=LOCAL < %t.local.mlir
// LOCAL:       %0 = arith.addi %arg0, %arg0 : i32
// LOCAL-NEXT:  %1 = arith.muli %0, %0 : i32
// LOCAL:       pipeline: "builtin.module(func.func({{(assay-)?}}test-pass-failure))",
// LOCAL-NEXT:  disable_threading: true,
// LOCAL-NEXT:  verify_each: true

// Replaying a reproducer reproduces the failure.
// RUN: not assay-opt --run-reproducer %t.global.mlir
// RUN: not assay-opt --run-reproducer %t.local.mlir

// Without verification after each pass, the reproducer says so.
// RUN: not assay-opt -p 'builtin.module(%if oracle %{test-pass-failure%} %else %{assay-test-pass-failure%})' --verify-each=false --mlir-pass-pipeline-crash-reproducer=%t.noverify.mlir %s 2>&1 | FileCheck %s --check-prefix=MODULE
// MODULE: reproducer.mlir:0:0: error: Failures have been detected
// MODULE: note: Pipeline failed while executing [`{{.*}}TestFailurePass` on 'builtin.module' operation]: reproducer
// RUN: FileCheck %s --check-prefix=NOVERIFY < %t.noverify.mlir
// NOVERIFY: verify_each: false

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
