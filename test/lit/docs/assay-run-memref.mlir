// The printMemref example of docs/assay-run.md: the page's program prints
// what the page says, up to the base address. Under the oracle the same
// program runs through mlir-cpu-runner 19.
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-memref.mlir input > %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-memref.mlir output | FileCheck %s

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[2.5,   2.5,   2.5],
// CHECK-NEXT: {{^}} [2.5,   2.5,   2.5]]
// CHECK-NOT: {{.}}
