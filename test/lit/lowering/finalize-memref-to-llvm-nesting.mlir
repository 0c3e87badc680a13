// finalize-memref-to-llvm declares the functions it calls in the module,
// so it runs on builtin.module only, as with mlir-opt 19: nested under
// func.func it is refused with mlir-opt 19's message.
// RUN: not assay-opt --pass-pipeline="builtin.module(func.func(finalize-memref-to-llvm))" %s 2>&1 | FileCheck %s

// CHECK: error: Can't add pass 'FinalizeMemRefToLLVMConversionPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
func.func @f() {
  %a = memref.alloc() : memref<4xf32>
  return
}
