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

// -----

// An initializer that does not fold to a constant (mlir-opt 19's verifier
// already rejects the load; Assay's does not yet).
// CHECK: errors.mlir:27 offset :9:3: error: a global initializer must fold to a constant in LLVM IR
llvm.mlir.global internal @g() {addr_space = 0 : i32} : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}

// -----

// CHECK: errors.mlir:38 offset :4:1: error: cannot translate calling convention #llvm.cconv<amdgpu_kernelcc> to LLVM IR yet
llvm.func amdgpu_kernelcc @k()
