// With --split-input-file, every failing chunk wrote its reproducer to the
// one file, so only the last survived. Each chunk now writes its own, the
// path numbered with the chunk (r.mlir: r.1.mlir, r.2.mlir, ...), and its
// note names it; so does --mlir-generate-reproducer. (mlir-opt 19 keeps the
// last chunk's only.)
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t
// RUN: not assay-opt --split-input-file -p 'builtin.module(assay-test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=%t/r.mlir %s 2>&1 | FileCheck %s --check-prefix=NOTE
// RUN: FileCheck %s --check-prefix=ONE < %t/r.1.mlir
// RUN: FileCheck %s --check-prefix=TWO < %t/r.2.mlir
// RUN: assay-opt --split-input-file -p 'builtin.module(cse)' --mlir-generate-reproducer=%t/g %s > /dev/null
// RUN: FileCheck %s --check-prefix=ONE < %t/g.1
// RUN: FileCheck %s --check-prefix=TWO < %t/g.2
// NOTE: note: Pipeline failed while executing {{.*}}: reproducer generated at `{{.*}}r.1.mlir`
// NOTE: note: Pipeline failed while executing {{.*}}: reproducer generated at `{{.*}}r.2.mlir`
// ONE: func.func @first()
// ONE-NOT: @second
// TWO: func.func @second()

func.func @first() {
  return
}

// -----

func.func @second() {
  return
}
