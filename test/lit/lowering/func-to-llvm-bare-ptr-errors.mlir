// Under use-bare-ptr-memref-call-conv a memref of dynamic shape, strides or
// offset, or an unranked one, has no bare pointer form: convert-func-to-llvm
// reports the func op and fails (mlir-opt 19 leaves the func.func as it is
// and lowers its func.return to an llvm.return that does not verify; this
// is Assay's own behaviour). In the default convention they lower.
// UNSUPPORTED: oracle
// RUN: assay-opt --split-input-file --verify-diagnostics --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s
// RUN: assay-opt --split-input-file --convert-func-to-llvm %s | FileCheck %s

// CHECK: llvm.func @dynamic
// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @dynamic(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}

// -----

// CHECK: llvm.func @strided
// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func private @strided(memref<4xf32, strided<[?]>>)

// -----

// CHECK: llvm.func @unranked
// expected-error@+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func private @unranked(memref<*xf32>)
