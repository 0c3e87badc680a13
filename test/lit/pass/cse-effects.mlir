// RUN: assay-opt --cse --split-input-file %s | FileCheck %s

// Reads merge when no write lies between them; a store separates them.
// CHECK-LABEL: func.func @reads
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1]
// CHECK-NEXT: %[[B:.*]] = memref.load %arg0[%arg1]
// CHECK-NEXT: return %[[A]], %[[A]], %[[B]]
func.func @reads(%m: memref<4xi32>, %i: index, %a: i32) -> (i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %a, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.load %m[%i] : memref<4xi32>
  return %0, %1, %2 : i32, i32, i32
}

// -----

// Divisions have no memory effects: equal ones merge, unused ones go.
// CHECK-LABEL: func.func @divisions
// CHECK-NEXT: %[[D:.*]] = arith.divsi %arg0, %arg1
// CHECK-NEXT: return %[[D]], %[[D]]
func.func @divisions(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.divsi %b, %a : i32
  return %0, %1 : i32, i32
}

// -----

// Commutative ops compare their operands in any order; others do not.
// CHECK-LABEL: func.func @commutative
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg1
// CHECK-NEXT: %[[D:.*]] = arith.subi %arg0, %arg1
// CHECK-NEXT: %[[E:.*]] = arith.subi %arg1, %arg0
// CHECK-NEXT: return %[[S]], %[[S]], %[[D]], %[[E]]
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
