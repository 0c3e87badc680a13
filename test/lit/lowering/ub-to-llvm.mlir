// convert-ub-to-llvm: ub.poison of any type the LLVM type converter
// converts becomes llvm.mlir.poison of the converted type (a memref's is a
// poison descriptor); a tensor's stays. The CHECK lines are mlir-opt 19's
// output, and the two tools' outputs must be identical.
// RUN: assay-opt --convert-ub-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-ub-to-llvm=index-bitwidth=32 %s | FileCheck %s --check-prefix=I32
// RUN: %if mlir-opt %{ assay-opt --convert-ub-to-llvm --mlir-print-debuginfo %s > %t.assay && %mlir_opt --convert-ub-to-llvm --mlir-print-debuginfo %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-ub-to-llvm=index-bitwidth=32 %s > %t.assay.32 && %mlir_opt --convert-ub-to-llvm=index-bitwidth=32 %s > %t.mlir.32 && diff %t.mlir.32 %t.assay.32 %}

// I32: llvm.mlir.poison : i32
// I32-NEXT: llvm.mlir.poison : i32
// I32: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>

func.func @poison() -> (i32, index, f32) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : f32
  %3 = ub.poison : vector<4xf32>
  %4 = ub.poison : vector<2x[4]xf16>
  %5 = ub.poison : memref<4xf32>
  %6 = ub.poison : tensor<4xf32>
  return %0, %1, %2 : i32, index, f32
}

// mlir-opt 19's output:
// CHECK-LABEL: func.func @poison() -> (i32, index, f32) {
// CHECK-NEXT:   %0 = llvm.mlir.poison : i32
// CHECK-NEXT:   %1 = llvm.mlir.poison : i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT:   %3 = llvm.mlir.poison : f32
// CHECK-NEXT:   %4 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:   %5 = llvm.mlir.poison : !llvm.array<2 x vector<[4]xf16>>
// CHECK-NEXT:   %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = ub.poison : tensor<4xf32>
// CHECK-NEXT:   return %0, %2, %3 : i32, index, f32
// CHECK-NEXT: }
