// --mlir-print-ir-tree-dir=FILE (a file, not a folder) printed `error:
// cannot write` and exited 0. A dump that cannot be written is now a located
// error, the tool exits 1, and no later dump is tried. (mlir-opt 19 prints
// an error and exits 0.)
// UNSUPPORTED: oracle
// RUN: rm -rf %t && echo > %t
// RUN: not assay-opt -p 'builtin.module(cse,cse)' --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t %s 2>&1 | FileCheck %s
// CHECK: print-ir-tree-dir-write-failure.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cannot write IR dump '{{.*}}builtin_module_no-symbol-name/0_cse.mlir': Not a directory
// CHECK-NOT: error:

func.func @f() {
  return
}
