// Dialect conversion folds an op that is not legal before it tries the op's
// patterns, as mlir-opt 19's does: constants fold to a new constant (itself
// legalized: arith.constant -> llvm.mlir.constant), a commutative op moves its
// constant last, and an op that folds to an existing value (an operand, a
// block argument, a value further up) is replaced by it. The folder sees the
// input as it was (the constants and ops the conversion already replaced), so
// the output is mlir-opt 19's byte for byte, with and without locations.
// RUN: assay-opt --convert-arith-to-llvm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-arith-to-llvm %s > %t.assay && %mlir_opt --convert-arith-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-arith-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-arith-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}

// Constants fold: the folded value is materialized as arith.constant, then lowered.
// CHECK-LABEL: func.func @constants() -> (i32, index, i1, f32) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %3 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %4 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %5 = llvm.mlir.constant(12 : index) : i64
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:   %7 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   %8 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:   %9 = llvm.mlir.constant(3.000000e+00 : f32) : f32
// CHECK-NEXT:   return %2, %6, %7, %9 : i32, index, i1, f32
func.func @constants() -> (i32, index, i1, f32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %i1 = arith.constant 3 : index
  %i2 = arith.constant 4 : index
  %i = arith.muli %i1, %i2 : index
  %b = arith.cmpi slt, %c1, %c2 : i32
  %f1 = arith.constant 1.5 : f32
  %f = arith.addf %f1, %f1 : f32
  return %a, %i, %b, %f : i32, index, i1, f32
}

// A commutative op moves its constant operand last before it is lowered.
// CHECK-LABEL: func.func @commute(%arg0: i32, %arg1: index) -> (i32, index) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT:   %1 = llvm.add %arg0, %0 : i32
// CHECK-NEXT:   %2 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   return %1, %arg1 : i32, index
func.func @commute(%x: i32, %y: index) -> (i32, index) {
  %c5 = arith.constant 5 : i32
  %a = arith.addi %c5, %x : i32
  %c0 = arith.constant 0 : index
  %b = arith.addi %c0, %y : index
  return %a, %b : i32, index
}

// Folds to values: an operand, an argument, a value two ops up.
// CHECK-LABEL: func.func @values(%arg0: i32, %arg1: i32, %arg2: i16) -> (i32, i16, i32, i32) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:   %1 = llvm.sext %arg2 : i16 to i32
// CHECK-NEXT:   %2 = llvm.sub %arg0, %arg1 : i32
// CHECK-NEXT:   return %arg0, %arg2, %arg0, %0 : i32, i16, i32, i32
func.func @values(%x: i32, %y: i32, %s: i16) -> (i32, i16, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %e = arith.extsi %s : i16 to i32
  %t = arith.trunci %e : i32 to i16
  %d = arith.subi %x, %y : i32
  %r = arith.addi %d, %y : i32
  %m = arith.muli %x, %c0 : i32
  return %a, %t, %r, %m : i32, i16, i32, i32
}

// Index casts of constants and vectors of constants fold too.
// CHECK-LABEL: func.func @casts() -> (i64, vector<2xi32>) {
// CHECK-NEXT:   %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:   %3 = llvm.mlir.constant(dense<[2, 4]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:   return %1, %3 : i64, vector<2xi32>
func.func @casts() -> (i64, vector<2xi32>) {
  %c = arith.constant 7 : index
  %i = arith.index_cast %c : index to i64
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %w = arith.addi %v, %v : vector<2xi32>
  return %i, %w : i64, vector<2xi32>
}

// A select on a constant condition is its operand.
// CHECK-LABEL: func.func @select(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   return %arg0 : f32
func.func @select(%x: f32, %y: f32) -> f32 {
  %true = arith.constant true
  %s = arith.select %true, %x, %y : f32
  return %s : f32
}

// An in-place fold (extsi of extsi reads the inner operand) carries over.
// CHECK-LABEL: func.func @in_place(%arg0: i8) -> i64 {
// CHECK-NEXT:   %0 = llvm.sext %arg0 : i8 to i16
// CHECK-NEXT:   %1 = llvm.sext %arg0 : i8 to i64
// CHECK-NEXT:   return %1 : i64
func.func @in_place(%s: i8) -> i64 {
  %a = arith.extsi %s : i8 to i16
  %b = arith.extsi %a : i16 to i64
  return %b : i64
}

// Casts in the input are legal for the conversions to llvm, as with mlir-opt
// 19: a chain that leads back is neither folded nor touched.
// CHECK-LABEL: func.func @input_casts(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
// CHECK-NEXT:   %2 = llvm.add %1, %1 : i32
// CHECK-NEXT:   return %2 : i32
func.func @input_casts(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = arith.addi %1, %1 : i32
  return %2 : i32
}
