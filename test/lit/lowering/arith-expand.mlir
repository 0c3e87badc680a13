// arith-expand rewrites the arith ops the llvm dialect has no counterpart
// for into other arith ops; include-bf16 adds extf bf16 -> f32 and truncf
// f32 -> bf16 (other float pairs stay). On these ops the output is
// mlir-opt 19's byte for byte, with and without locations, for scalars,
// index, vectors and tensors, and ops on constants fold first (the CHECK
// lines are mlir-opt 19's output). Where the expansions differ, see
// arith-expand-semantics.mlir.
// RUN: assay-opt --arith-expand=include-bf16 %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --arith-expand=include-bf16 %s > %t.assay && %mlir_opt --arith-expand=include-bf16 %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --arith-expand --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --arith-expand --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// Without include-bf16, extf and truncf stay.
// RUN: assay-opt --arith-expand %s | FileCheck %s --check-prefix=NOBF16
// NOBF16: arith.extf %arg0 : bf16 to f32
// NOBF16: arith.truncf %arg1 : f32 to bf16

// CHECK-LABEL: func.func @ceildivui(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:   %2 = arith.divui %1, %arg1 : i32
// CHECK-NEXT:   %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:   %4 = arith.select %0, %c0_i32, %3 : i32
// CHECK-NEXT:   return %4 : i32
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  %r = arith.ceildivui %a, %b : i32
  return %r : i32
}
func.func @floordivsi(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
  %r = arith.floordivsi %a, %b : vector<4xi16>
  return %r : vector<4xi16>
}
func.func @floordivsi_index(%a: index, %b: index) -> index {
  %r = arith.floordivsi %a, %b : index
  return %r : index
}
func.func @max_min_int(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %a, %b : i8
  %3 = arith.minui %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
func.func @max_min_tensor(%a: tensor<2xi64>, %b: tensor<2xi64>) -> tensor<2xi64> {
  %0 = arith.maxsi %a, %b : tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @bf16(%h: bf16, %f: f32, %v: vector<2xbf16>, %d: f64) -> (f32, bf16, vector<2xf32>, bf16, f64) {
  %0 = arith.extf %h : bf16 to f32
  %1 = arith.truncf %f : f32 to bf16
  %2 = arith.extf %v : vector<2xbf16> to vector<2xf32>
  %3 = arith.truncf %d : f64 to bf16
  %4 = arith.extf %h : bf16 to f64
  return %0, %1, %2, %3, %4 : f32, bf16, vector<2xf32>, bf16, f64
}
func.func @folds(%a: i32) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.maxsi %a, %a : i32
  return %0, %1 : i32, i32
}
