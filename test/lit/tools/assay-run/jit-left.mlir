// An op that the lowering pipeline leaves is an error at that op: the JIT
// translates llvm dialect ops only. With the default pipeline, the passes
// this build lacks are named in a note (none once every lowering is in).
// UNSUPPORTED: oracle
// RUN: not assay-run --allow-unregistered-dialect %s 2>&1 | FileCheck %s
// RUN: not assay-run --allow-unregistered-dialect --lowering-pipeline='convert-arith-to-llvm' %s 2>&1 | FileCheck %s --check-prefix=EXPLICIT

// CHECK: jit-left.mlir:[[@LINE+4]]:3: error: 'test.op' op is left by the lowering; the JIT runs llvm dialect ops only
// EXPLICIT: jit-left.mlir:[[@LINE+3]]:3: error: 'test.op' op is left by the lowering; the JIT runs llvm dialect ops only
// EXPLICIT-NOT: note:
llvm.func @main() {
  "test.op"() : () -> ()
  llvm.return
}
