// --mlir-generate-reproducer=IN and --mlir-pass-pipeline-crash-reproducer=IN
// overwrote the input file IN with the reproducer (only -o was guarded). No
// flag that writes a file may name a file the tool reads, under any path:
// the write is refused with an error and exit 1, and the input is intact.
// (mlir-opt 19 overwrites it.)
// UNSUPPORTED: oracle
// RUN: rm -rf %t && mkdir -p %t/sub && cp %s %t/in.mlir && ln -s in.mlir %t/link.mlir
// RUN: not assay-opt -p 'builtin.module(cse)' --mlir-generate-reproducer=%t/in.mlir %t/in.mlir 2>&1 | FileCheck %s --check-prefix=GEN
// RUN: not assay-opt -p 'builtin.module(cse)' --mlir-generate-reproducer=%t/sub/../link.mlir %t/in.mlir 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: not assay-opt -p 'builtin.module(assay-test-pass-failure)' --mlir-pass-pipeline-crash-reproducer=%t/link.mlir %t/in.mlir 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: not assay-opt %t/in.mlir -o %t/link.mlir 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: diff %s %t/in.mlir
// GEN: error: cannot write reproducer '{{.*}}in.mlir': it is an input file
// LINK: error: cannot write reproducer '{{.*}}sub/../link.mlir': it is an input file
// CRASH: error: cannot write reproducer '{{.*}}link.mlir': it is an input file
// OUT: error: the output file '{{.*}}link.mlir' is an input file; refusing to overwrite it

func.func @f() {
  return
}
