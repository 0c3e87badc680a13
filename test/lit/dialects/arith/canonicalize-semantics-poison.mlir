// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s
// UNSUPPORTED: oracle

// Poison folds where Assay and mlir-opt 19 part ways. Assay's semantics
// (docs/semantics.md) make the result of these ops poison when an operand
// is poison, so they fold to `ub.poison`; mlir-opt leaves them (shifts,
// comparisons, a poison select condition), crashes (addui_extended), or
// prints an invalid constant (bitcast). Each case notes mlir-opt's result.

// shli/shrui/shrsi(x, poison) -> poison. mlir-opt keeps the shifts.
// CHECK-LABEL: func.func @shifts(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]] :
func.func @shifts(%x: i32) -> (i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.shli %x, %p : i32
  %1 = arith.shrui %p, %x : i32
  %2 = arith.shrsi %x, %p : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// cmpi/cmpf(x, poison) -> poison, the predicate whatever it is (cmpf true
// included: its result is poison when an operand is). mlir-opt keeps the
// comparisons.
// CHECK-LABEL: func.func @comparisons(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i1
// CHECK-NEXT:    %[[V:.+]] = ub.poison : vector<2xi1>
// CHECK-NEXT:    return %[[P]], %[[P]], %[[P]], %[[V]] :
func.func @comparisons(%x: i32, %y: f32, %v: vector<2xf32>) -> (i1, i1, i1, vector<2xi1>) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<2xf32>
  %0 = arith.cmpi slt, %x, %p : i32
  %1 = arith.cmpf olt, %pf, %y : f32
  %2 = arith.cmpf true, %y, %pf : f32
  %3 = arith.cmpf oeq, %v, %pv : vector<2xf32>
  return %0, %1, %2, %3 : i1, i1, i1, vector<2xi1>
}

// -----

// select(poison, a, b) -> poison: a poison condition makes the result
// poison. mlir-opt keeps the select.
// CHECK-LABEL: func.func @select_poison_condition(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]] :
func.func @select_poison_condition(%x: i32) -> i32 {
  %pc = ub.poison : i1
  %c7 = arith.constant 7 : i32
  %0 = arith.select %pc, %c7, %x : i32
  return %0 : i32
}

// -----

// addui_extended(x, poison) -> (poison, poison). mlir-opt crashes.
// CHECK-LABEL: func.func @addui_extended(
// CHECK-DAG:     %[[P:.+]] = ub.poison : i32
// CHECK-DAG:     %[[B:.+]] = ub.poison : i1
// CHECK:         return %[[P]], %[[B]] :
func.func @addui_extended(%x: i32) -> (i32, i1) {
  %p = ub.poison : i32
  %s, %o = arith.addui_extended %x, %p : i32, i1
  return %s, %o : i32, i1
}

// -----

// bitcast(poison) -> poison of the result type. mlir-opt prints
// `arith.constant  : i32`, which does not parse.
// CHECK-LABEL: func.func @bitcast(
// CHECK-NEXT:    %[[P:.+]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]] :
func.func @bitcast() -> i32 {
  %pf = ub.poison : f32
  %0 = arith.bitcast %pf : f32 to i32
  return %0 : i32
}
