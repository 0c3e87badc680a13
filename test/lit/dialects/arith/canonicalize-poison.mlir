// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// An arith op with a `ub.poison` operand folds to `ub.poison` (as mlir-opt
// does), wherever Assay's semantics make the result poison
// (docs/semantics.md): every integer, float and cast op but select. A
// poison divisor is undefined behaviour; poison refines it. The cases
// mlir-opt leaves alone (shifts, comparisons, a poison select condition)
// are in canonicalize-semantics-poison.mlir.

// addi(x, poison) -> poison, and the same for every integer binary op, on
// either side.
// CHECK-LABEL: func.func @integer_binary(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]] :
func.func @integer_binary(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %x, %p : i32
  %1 = arith.subi %p, %x : i32
  %2 = arith.muli %x, %p overflow<nsw> : i32
  %3 = arith.andi %p, %x : i32
  %4 = arith.ori %x, %p : i32
  %5 = arith.xori %x, %p : i32
  %6 = arith.maxsi %p, %x : i32
  %7 = arith.maxui %x, %p : i32
  %8 = arith.minsi %x, %p : i32
  %9 = arith.minui %p, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// Divisions and remainders: a poison dividend gives poison, a poison
// divisor undefined behaviour, and both fold to poison.
// CHECK-LABEL: func.func @division(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i8
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]] :
func.func @division(%x: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %p = ub.poison : i8
  %0 = arith.divui %p, %x : i8
  %1 = arith.divsi %x, %p : i8
  %2 = arith.ceildivui %x, %p : i8
  %3 = arith.ceildivsi %p, %x : i8
  %4 = arith.floordivsi %x, %p : i8
  %5 = arith.remui %p, %x : i8
  %6 = arith.remsi %x, %p : i8
  %7 = arith.divui %p, %p : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}

// -----

// Algebraic folds come first, as in mlir-opt: x * 0 is 0, x & 0 is 0,
// x | -1 is -1 whatever x is, poison included (a refinement).
// CHECK-LABEL: func.func @absorbing_first(
// CHECK-DAG:     %[[Z:.+]] = arith.constant 0 : i32
// CHECK-DAG:     %[[M:.+]] = arith.constant -1 : i32
// CHECK:         return %[[Z]], %[[Z]], %[[M]] :
func.func @absorbing_first() -> (i32, i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %p, %c0 : i32
  %1 = arith.andi %p, %c0 : i32
  %2 = arith.ori %p, %m1 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// Casts of poison are poison of the result type.
// CHECK-LABEL: func.func @casts(
// CHECK-DAG:     %[[P64:.+]] = ub.poison : i64
// CHECK-DAG:     %[[P16:.+]] = ub.poison : i16
// CHECK-DAG:     %[[PIDX:.+]] = ub.poison : index
// CHECK-DAG:     %[[PF32:.+]] = ub.poison : f32
// CHECK-DAG:     %[[PI32:.+]] = ub.poison : i32
// CHECK-DAG:     %[[PF64:.+]] = ub.poison : f64
// CHECK-DAG:     %[[PF16:.+]] = ub.poison : f16
// CHECK:         return %[[P64]], %[[P64]], %[[P16]], %[[PIDX]], %[[PIDX]], %[[PF32]], %[[PF32]], %[[PI32]], %[[PI32]], %[[PF64]], %[[PF16]] :
func.func @casts() -> (i64, i64, i16, index, index, f32, f32, i32, i32, f64, f16) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.extui %p : i32 to i64
  %2 = arith.trunci %p : i32 to i16
  %3 = arith.index_cast %p : i32 to index
  %4 = arith.index_castui %p : i32 to index
  %5 = arith.sitofp %p : i32 to f32
  %6 = arith.uitofp %p : i32 to f32
  %7 = arith.fptosi %pf : f32 to i32
  %8 = arith.fptoui %pf : f32 to i32
  %9 = arith.extf %pf : f32 to f64
  %10 = arith.truncf %pf : f32 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i64, i64, i16, index, index, f32, f32, i32, i32, f64, f16
}

// -----

// Float ops: addf(x, poison) -> poison, and so on, fast-math flags or not.
// mulf(poison, 1.0) is poison too (the identity gives its operand).
// CHECK-LABEL: func.func @float(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : f32
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]], %[[P]] :
func.func @float(%y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %y, %p : f32
  %1 = arith.subf %p, %y fastmath<nnan> : f32
  %2 = arith.mulf %p, %one : f32
  %3 = arith.divf %y, %p : f32
  %4 = arith.remf %p, %y : f32
  %5 = arith.negf %p : f32
  %6 = arith.maximumf %y, %p : f32
  %7 = arith.minimumf %p, %y : f32
  %8 = arith.maxnumf %y, %p : f32
  %9 = arith.minnumf %p, %y : f32
  %10 = arith.addf %p, %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Both halves of an extended product of poison are poison.
// CHECK-LABEL: func.func @extended(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]], %[[P]] :
func.func @extended(%x: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %l, %h = arith.mului_extended %x, %p : i32
  %l2, %h2 = arith.mulsi_extended %p, %x : i32
  return %l, %h, %l2, %h2 : i32, i32, i32, i32
}

// -----

// Vectors and tensors: a poison operand makes every element poison.
// CHECK-LABEL: func.func @shaped(
// CHECK-DAG:     %[[V:.+]] = ub.poison : vector<4xi32>
// CHECK-DAG:     %[[T:.+]] = ub.poison : tensor<2xf32>
// CHECK:         return %[[V]], %[[T]] :
func.func @shaped(%v: vector<4xi32>, %t: tensor<2xf32>) -> (vector<4xi32>, tensor<2xf32>) {
  %pv = ub.poison : vector<4xi32>
  %pt = ub.poison : tensor<2xf32>
  %c = arith.constant dense<3> : vector<4xi32>
  %0 = arith.muli %pv, %c : vector<4xi32>
  %1 = arith.addf %t, %pt : tensor<2xf32>
  return %0, %1 : vector<4xi32>, tensor<2xf32>
}

// -----

// select(c, x, poison) -> x and select(c, poison, x) -> x: where c picks the
// poison, x refines it; this comes before a poison condition is looked at.
// select(poison, a, a) -> a. A constant condition comes first and picks its
// operand, poison included (select(true, poison, x) is poison).
// CHECK-LABEL: func.func @select(
// CHECK-DAG:     %[[VC:.+]] = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-DAG:     %[[P:.+]] = ub.poison : i32
// CHECK:         return %arg0, %arg0, %arg0, %arg0, %[[VC]], %[[P]], %arg0 :
func.func @select(%x: i32, %c: i1) -> (i32, i32, i32, i32, vector<2xi32>, i32, i32) {
  %p = ub.poison : i32
  %pc = ub.poison : i1
  %0 = arith.select %c, %x, %p : i32
  %1 = arith.select %c, %p, %x : i32
  %2 = arith.select %pc, %p, %x : i32
  %3 = arith.select %pc, %x, %x : i32
  %vc = arith.constant dense<[true, false]> : vector<2xi1>
  %pv = ub.poison : vector<2xi32>
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %4 = arith.select %vc, %pv, %v : vector<2xi1>, vector<2xi32>
  %true = arith.constant true
  %false = arith.constant false
  %5 = arith.select %true, %p, %x : i32
  %6 = arith.select %false, %p, %x : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, vector<2xi32>, i32, i32
}

// -----

// Near miss: poison the folder cannot see (a shift by the width or more of
// an unknown value is poison only when it runs) stays.
// CHECK-LABEL: func.func @hidden_poison(
// CHECK:         %[[S:.+]] = arith.shli %arg0, %{{.+}} : i32
// CHECK:         %[[A:.+]] = arith.addi %[[S]], %arg1 : i32
// CHECK:         %[[B:.+]] = arith.select %arg2, %arg1, %[[S]] : i32
// CHECK:         return %[[A]], %[[B]] :
func.func @hidden_poison(%x: i32, %y: i32, %c: i1) -> (i32, i32) {
  %c40 = arith.constant 40 : i32
  %s = arith.shli %x, %c40 : i32
  %0 = arith.addi %s, %y : i32
  %1 = arith.select %c, %y, %s : i32
  return %0, %1 : i32, i32
}
