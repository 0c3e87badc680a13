// An op the translation does not handle yet gets a located error and exit
// status 1, never a crash or a partial module.
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s

llvm.func @poison() -> i64 {
  // CHECK: errors.mlir:1 offset :8:8: error: cannot translate 'ub.poison' to LLVM IR yet
  %0 = ub.poison : i64
  llvm.return %0 : i64
}

// -----

llvm.func @cbrt(%x: f32) -> f32 {
  // CHECK: errors.mlir:12 offset :5:8: error: cannot translate 'math.cbrt' to LLVM IR yet
  %0 = math.cbrt %x : f32
  llvm.return %0 : f32
}

// -----

// CHECK: errors.mlir:20 offset :4:1: error: cannot translate 'func.func' to LLVM IR yet
func.func @f() {
  return
}
