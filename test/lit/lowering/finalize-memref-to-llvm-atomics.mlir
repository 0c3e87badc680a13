// memref.atomic_rmw becomes llvm.atomicrmw only where one has the kind's
// meaning. maxnumf and minnumf are llvm's fmax and fmin (both return the
// other operand for a NaN); mlir-opt 19 leaves them. maximumf and minimumf
// propagate NaN, which no atomicrmw of LLVM 19 does: mlir-opt 19 lowers
// them to fmax and fmin all the same, Assay leaves them (docs/lowering.md).
// mulf and muli have no atomicrmw; both tools leave them.
// UNSUPPORTED: oracle
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s

// CHECK-LABEL: func.func @nan_ignoring
// CHECK:   llvm.atomicrmw fmax %{{.*}}, %arg0 acq_rel : !llvm.ptr, f32
// CHECK:   llvm.atomicrmw fmin %{{.*}}, %arg0 acq_rel : !llvm.ptr, f32
func.func @nan_ignoring(%v: f32, %m: memref<4xf32>, %i: index) -> (f32, f32) {
  %0 = memref.atomic_rmw maxnumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw minnumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0, %1 : f32, f32
}

// CHECK-LABEL: func.func @left
// CHECK-NEXT:    memref.atomic_rmw maximumf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw minimumf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw mulf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.atomic_rmw muli %arg3, %arg4[%arg2] : (i32, memref<4xi32>) -> i32
func.func @left(%v: f32, %m: memref<4xf32>, %i: index, %k: i32, %n: memref<4xi32>) -> (f32, f32, f32, i32) {
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %2 = memref.atomic_rmw mulf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw muli %k, %n[%i] : (i32, memref<4xi32>) -> i32
  return %0, %1, %2, %3 : f32, f32, f32, i32
}
