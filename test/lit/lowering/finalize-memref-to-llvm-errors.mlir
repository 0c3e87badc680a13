// A function the memref lowering calls that the module already declares
// with another type is a located error and the pass fails (mlir-opt 19
// fails without a word); the op stays as it was.
// UNSUPPORTED: oracle
// RUN: assay-opt --finalize-memref-to-llvm %s --split-input-file --verify-diagnostics

llvm.func @malloc(i32) -> !llvm.ptr

func.func @alloc() {
  // expected-error @+1 {{'malloc' is already declared with another type}}
  %a = memref.alloc() : memref<4xf32>
  return
}

// -----

func.func private @free(i64)

func.func @dealloc(%a: memref<4xf32>) {
  // expected-error @+1 {{'free' is already declared with another type}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

llvm.func @memrefCopy(i64, !llvm.ptr)

func.func @copy(%a: memref<4xf32, strided<[2]>>, %b: memref<4xf32>) {
  // expected-error @+1 {{'memrefCopy' is already declared with another type}}
  memref.copy %a, %b : memref<4xf32, strided<[2]>> to memref<4xf32>
  return
}
