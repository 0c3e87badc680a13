// The --print-stats example of docs/assay-run.md: the page's program prints
// its result and, on stderr, the op count the page gives, whatever the time.
// UNSUPPORTED: oracle
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-stats.mlir input > %t.mlir
// RUN: assay-run --interp --print-stats --entry-point-result=i64 %t.mlir 2>&1 | FileCheck %s
// RUN: python3 %S/Inputs/doc-example.py %S/../../../docs/assay-run.md assay-run-stats.mlir output | FileCheck %s

// CHECK: {{^}}499999500000
// CHECK-NEXT: {{^}}assay-run: 3000006 ops in {{[0-9]+\.[0-9][0-9][0-9]}} s ({{[0-9]+\.[0-9]}} M ops/s)
// CHECK-NOT: {{.}}
