// tv-13: arith.index_cast(arith.index_cast(x)) folded to x whenever x had the
// result's type, found by the pattern table (docs/verification.md). When the
// first cast narrows (index to i8, or i128 to index) it truncates, and the
// second cast extends the truncated value: index -> i8 -> index is x only for
// x in [-128, 127] (256 gives 0). mlir-opt-19 folds every such chain. What is
// right: fold only when the first cast loses no bits, with index 64 bits wide
// as arith's folders take it; the same for index_castui.
// UNSUPPORTED: oracle
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @narrow(
// CHECK-NEXT:    %[[A:.+]] = arith.index_cast %arg0 : index to i8
// CHECK-NEXT:    %[[B:.+]] = arith.index_cast %[[A]] : i8 to index
// CHECK-NEXT:    return %[[B]]
func.func @narrow(%x: index) -> index {
  %a = arith.index_cast %x : index to i8
  %b = arith.index_cast %a : i8 to index
  return %b : index
}

// CHECK-LABEL: func.func @narrow_unsigned(
// CHECK-NEXT:    %[[A:.+]] = arith.index_castui %arg0 : index to i32
// CHECK-NEXT:    %[[B:.+]] = arith.index_castui %[[A]] : i32 to index
// CHECK-NEXT:    return %[[B]]
func.func @narrow_unsigned(%x: index) -> index {
  %a = arith.index_castui %x : index to i32
  %b = arith.index_castui %a : i32 to index
  return %b : index
}

// CHECK-LABEL: func.func @wide_through_index(
// CHECK-NEXT:    %[[A:.+]] = arith.index_cast %arg0 : i128 to index
// CHECK-NEXT:    %[[B:.+]] = arith.index_cast %[[A]] : index to i128
// CHECK-NEXT:    return %[[B]]
func.func @wide_through_index(%x: i128) -> i128 {
  %a = arith.index_cast %x : i128 to index
  %b = arith.index_cast %a : index to i128
  return %b : i128
}

// The chains that lose nothing still fold.
// CHECK-LABEL: func.func @lossless(
// CHECK-NEXT:    return %arg0, %arg1
func.func @lossless(%x: i64, %y: index) -> (i64, index) {
  %a = arith.index_cast %x : i64 to index
  %b = arith.index_cast %a : index to i64
  %c = arith.index_castui %y : index to i64
  %d = arith.index_castui %c : i64 to index
  return %b, %d : i64, index
}
