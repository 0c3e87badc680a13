// memref.reshape with a static-shape shape operand: the sizes it does not
// know statically are loaded from the shape operand, the strides are the
// row-major ones. mlir-opt 19 leaves a pair of unrealized casts (i64 to
// index to i64) around each loaded size; Assay loads it as the index type
// directly, so the two outputs agree once --reconcile-unrealized-casts has
// removed the pair (docs/lowering.md). The CHECK lines are Assay's output
// (under the oracle the casts are there).
// UNSUPPORTED: oracle
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm --reconcile-unrealized-casts %s > %t.assay && %mlir_opt --finalize-memref-to-llvm --reconcile-unrealized-casts %s > %t.mlir && diff %t.mlir %t.assay %}

// CHECK-LABEL: func.func @reshape
// CHECK:         llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[FOUR:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[FOUR]], %{{.*}}[3, 2]
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[ONE]], %{{.*}}[4, 2]
// CHECK-NEXT:    %{{.*}} = llvm.mul %[[ONE]], %[[FOUR]] : i64
// CHECK-NEXT:    %[[S1:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:    %[[POS:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:    %[[BASE:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[PTR:.*]] = llvm.getelementptr %[[BASE]][%[[POS]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:    %[[SIZE:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> i64
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[SIZE]], %{{.*}}[3, 1]
// CHECK-NEXT:    %{{.*}} = llvm.insertvalue %[[S1]], %{{.*}}[4, 1]
// CHECK-NEXT:    %{{.*}} = llvm.mul %[[S1]], %[[SIZE]] : i64
func.func @reshape(%a: memref<?xf32>, %s: memref<3xindex>) -> memref<2x?x4xf32> {
  %0 = memref.reshape %a(%s) : (memref<?xf32>, memref<3xindex>) -> memref<2x?x4xf32>
  return %0 : memref<2x?x4xf32>
}
