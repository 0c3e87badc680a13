// The runner-utils example of docs/assay-run.md: the page's program prints
// what the page says (i8 elements as characters, index ones unsigned), up to
// the base addresses. Under the oracle the same program runs through
// mlir-cpu-runner 19.
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-runner-utils.mlir input > %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-runner-utils.mlir output | FileCheck %s

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: {{^}}[H,  i]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: {{^}}[18446744073709551615]
// CHECK-NOT: {{.}}
