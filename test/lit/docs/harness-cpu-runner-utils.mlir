// The runner-utils example of docs/harness-cpu.md: the page's program,
// compiled by MLIR 19 and linked against Assay's runner-utils library,
// prints what the page says, up to the base address; so does the
// interpreter.
// REQUIRES: mlir-cpu-runner, assay-runner-utils
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/harness-cpu.md harness-cpu-runner-utils.mlir input > %t.mlir
// RUN: env ASSAY_RUNNER_UTILS=%assay_runner_utils mlir-cpu-run.sh -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/harness-cpu.md harness-cpu-runner-utils.mlir output | FileCheck %s

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^\[\[}}0.5,   1.5,   2.5],
// CHECK-NEXT: {{^ \[}}3.5,   4.5,   5.5]]
// CHECK-NEXT: {{^}}-9223372036854775808
// CHECK-NOT: {{.}}
