// generic_atomic_rmw whose body is llvm ops becomes a load, then a loop
// around the body and llvm.cmpxchg (acq_rel, monotonic) that retries with
// the value it found, as with mlir-opt 19; the ops after it move to the
// block the loop exits to. One whose body is not llvm yet stays (both
// tools). The CHECK lines are mlir-opt 19's output; where it is
// installed the outputs must be identical.
// RUN: assay-opt --convert-arith-to-llvm --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-arith-to-llvm --finalize-memref-to-llvm %s > %t.assay && %mlir_opt --convert-arith-to-llvm --finalize-memref-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=ARITH
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm %s > %t.assay.arith && %mlir_opt --finalize-memref-to-llvm %s > %t.mlir.arith && diff %t.mlir.arith %t.assay.arith %}

// ARITH: memref.generic_atomic_rmw

// The body, already llvm after convert-arith-to-llvm, moves into a
// compare-and-swap loop.
// CHECK-LABEL: func.func @cas_loop(%arg0: memref<?xi32>, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb1(%5: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %6 = llvm.add %5, %arg1 : i32
// CHECK-NEXT:   %7 = llvm.cmpxchg %3, %5, %6 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT:   %8 = llvm.extractvalue %7[0] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:   %9 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i1)> 
// CHECK-NEXT:   llvm.cond_br %9, ^bb2, ^bb1(%8 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %10 = llvm.mul %8, %arg1 : i32
// CHECK-NEXT:   return %10 : i32
func.func @cas_loop(%a: memref<?xi32>, %v: i32, %i: index) -> i32 {
  %0 = memref.generic_atomic_rmw %a[%i] : memref<?xi32> {
  ^bb0(%x: i32):
    %y = arith.addi %x, %v : i32
    memref.atomic_yield %y : i32
  }
  %1 = arith.muli %0, %v : i32
  return %1 : i32
}
