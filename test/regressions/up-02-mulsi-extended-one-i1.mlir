// up-02: canonicalize rewrote `arith.mulsi_extended %x, 1` on i1 into
// (x, extsi(cmpi slt(x, 0))), creating `arith.extsi %c : i1 to i1`, which
// fails verification. The rewrite was also wrong on i1 in value: the
// operands are read signed, and the i1 constant `true` is -1, not 1. The op
// must stay on i1 (scalars and vectors), as mlir-opt-19 keeps it; from i2
// on, 1 is 1 and the rewrite applies.
// RUN: assay-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @i1(
// CHECK-NEXT:    %[[T:.+]] = arith.constant true
// CHECK-NEXT:    %[[LOW:.+]], %[[HIGH:.+]] = arith.mulsi_extended %arg0, %[[T]] : i1
// CHECK-NEXT:    return %[[LOW]], %[[HIGH]] : i1, i1
func.func @i1(%x: i1) -> (i1, i1) {
  %one = arith.constant true
  %low, %high = arith.mulsi_extended %x, %one : i1
  return %low, %high : i1, i1
}

// CHECK-LABEL: func.func @vector_i1(
// CHECK-NEXT:    %[[T:.+]] = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:    %[[LOW:.+]], %[[HIGH:.+]] = arith.mulsi_extended %arg0, %[[T]] : vector<3xi1>
// CHECK-NEXT:    return %[[LOW]], %[[HIGH]]
func.func @vector_i1(%x: vector<3xi1>) -> (vector<3xi1>, vector<3xi1>) {
  %one = arith.constant dense<true> : vector<3xi1>
  %low, %high = arith.mulsi_extended %x, %one : vector<3xi1>
  return %low, %high : vector<3xi1>, vector<3xi1>
}

// CHECK-LABEL: func.func @i2(
// CHECK-NEXT:    %[[C0:.+]] = arith.constant 0 : i2
// CHECK-NEXT:    %[[NEG:.+]] = arith.cmpi slt, %arg0, %[[C0]] : i2
// CHECK-NEXT:    %[[HIGH:.+]] = arith.extsi %[[NEG]] : i1 to i2
// CHECK-NEXT:    return %arg0, %[[HIGH]] : i2, i2
func.func @i2(%x: i2) -> (i2, i2) {
  %one = arith.constant 1 : i2
  %low, %high = arith.mulsi_extended %x, %one : i2
  return %low, %high : i2, i2
}
