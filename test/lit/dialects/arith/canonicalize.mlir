// RUN: assay-opt %s --canonicalize --split-input-file | FileCheck %s

// The folds and canonicalization patterns of the arith dialect, each with a
// case that applies and a near miss that must stay. Constants are matched
// in any order (DAG checks): the canonicalizer hoists them to the top of the
// function in an order that is not part of the contract. Behaviour where
// Assay's semantics make it differ from mlir-opt is in
// canonicalize-semantics.mlir.

// Integer folds: identities, absorbing constants, self operands.
// CHECK-LABEL: func.func @int_identities(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: return %arg0, %arg1, %arg0, %[[C_C0_I32]], %arg0, %[[C_C0_I32]], %arg0, %arg0, %[[C_C0_I32]], %[[C_C0_I32]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @int_identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %y : i32
  %2 = arith.subi %x, %c0 : i32
  %3 = arith.subi %x, %x : i32
  %4 = arith.muli %x, %c1 : i32
  %5 = arith.muli %x, %c0 : i32
  %6 = arith.divui %x, %c1 : i32
  %7 = arith.divsi %x, %c1 : i32
  %8 = arith.remui %x, %c1 : i32
  %9 = arith.remsi %y, %c1 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Near misses: subtracting from zero, dividing by -1 or by zero, and
// remsi by -1 stay.
// CHECK-LABEL: func.func @int_identities_near_miss(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_C2_I32:[^ ]+]] = arith.constant 2 : i32
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK: %0 = arith.subi %[[C_C0_I32]], %arg0 : i32
// CHECK-NEXT: %1 = arith.divsi %arg0, %[[C_C_1_I32]] : i32
// CHECK-NEXT: %2 = arith.divui %arg0, %[[C_C0_I32]] : i32
// CHECK-NEXT: %3 = arith.remsi %arg0, %[[C_C_1_I32]] : i32
// CHECK-NEXT: %4 = arith.muli %arg0, %[[C_C2_I32]] : i32
// CHECK-NEXT: %5 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
func.func @int_identities_near_miss(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.subi %c0, %x : i32
  %1 = arith.divsi %x, %m1 : i32
  %2 = arith.divui %x, %c0 : i32
  %3 = arith.remsi %x, %m1 : i32
  %4 = arith.muli %x, %c2 : i32
  %5 = arith.subi %x, %y : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @rounding_divisions(
// CHECK-DAG: %[[C_C3_I32:[^ ]+]] = arith.constant 3 : i32
// CHECK: %0 = arith.floordivsi %arg0, %[[C_C3_I32]] : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %0 : i32, i32, i32, i32
func.func @rounding_divisions(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.ceildivui %x, %c1 : i32
  %1 = arith.ceildivsi %x, %c1 : i32
  %2 = arith.floordivsi %x, %c1 : i32
  %3 = arith.floordivsi %x, %c3 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @add_sub_cancel(
// CHECK: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg1, %1 : i32, i32, i32, i32, i32
func.func @add_sub_cancel(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %s = arith.subi %a, %b : i32
  %0 = arith.addi %s, %b : i32
  %1 = arith.addi %b, %s : i32
  %t = arith.addi %a, %b : i32
  %2 = arith.subi %t, %b : i32
  %3 = arith.subi %t, %a : i32
  %4 = arith.addi %s, %a : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @bitwise(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK: %0 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[C_C0_I32]], %arg0, %arg0, %[[C_C0_I32]], %[[C_C0_I32]], %arg0, %[[C_C_1_I32]], %arg1, %[[C_C_1_I32]], %arg0, %[[C_C0_I32]], %0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.andi %x, %c0 : i32
  %1 = arith.andi %x, %m1 : i32
  %2 = arith.andi %x, %x : i32
  %n = arith.xori %x, %m1 : i32
  %3 = arith.andi %x, %n : i32
  %4 = arith.andi %n, %x : i32
  %5 = arith.ori %x, %c0 : i32
  %6 = arith.ori %x, %m1 : i32
  %7 = arith.ori %y, %y : i32
  %8 = arith.ori %n, %x : i32
  %9 = arith.xori %x, %c0 : i32
  %10 = arith.xori %y, %y : i32
  %11 = arith.andi %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @xor_cancel(
// CHECK: return %arg0, %arg0, %arg0, %arg0, %arg1 : i32, i32, i32, i32, i32
func.func @xor_cancel(%x: i32, %a: i32) -> (i32, i32, i32, i32, i32) {
  %0 = arith.xori %x, %a : i32
  %1 = arith.xori %0, %a : i32
  %2 = arith.xori %a, %0 : i32
  %3 = arith.xori %a, %x : i32
  %4 = arith.xori %3, %a : i32
  %5 = arith.xori %a, %3 : i32
  %6 = arith.xori %0, %x : i32
  return %1, %2, %4, %5, %6 : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @shifts(
// CHECK-DAG: %[[C_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK: %0 = arith.shli %arg0, %[[C_C1_I32]] : i32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %0 : i32, i32, i32, i32
func.func @shifts(%x: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.shli %x, %c0 : i32
  %1 = arith.shrui %x, %c0 : i32
  %2 = arith.shrsi %x, %c0 : i32
  %3 = arith.shli %x, %c1 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @min_max(
// CHECK-DAG: %[[C_C2147483647_I32:[^ ]+]] = arith.constant 2147483647 : i32
// CHECK-DAG: %[[C_C_2147483648_I32:[^ ]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[C_C5_I32:[^ ]+]] = arith.constant 5 : i32
// CHECK: %0 = arith.minui %arg0, %[[C_C5_I32]] : i32
// CHECK-NEXT: return %[[C_C2147483647_I32]], %arg0, %arg0, %[[C_C_2147483648_I32]], %[[C_C_1_I32]], %arg0, %arg0, %[[C_C0_I32]], %arg0, %0 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @min_max(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.maxsi %x, %max : i32
  %1 = arith.maxsi %x, %min : i32
  %2 = arith.minsi %x, %max : i32
  %3 = arith.minsi %x, %min : i32
  %4 = arith.maxui %x, %m1 : i32
  %5 = arith.maxui %x, %c0 : i32
  %6 = arith.minui %x, %m1 : i32
  %7 = arith.minui %x, %c0 : i32
  %8 = arith.maxsi %x, %x : i32
  %9 = arith.minui %x, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// A fold whose result is a constant operand reuses that constant, so the
// constants at the head of the function keep their order.
// CHECK-LABEL: func.func @absorbing_constants(
// CHECK-NEXT: %[[C_MAX:[^ ]+]] = arith.constant 2147483647 : i32
// CHECK-NEXT: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C_C7_I32:[^ ]+]] = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %[[C_C7_I32]] : i32
// CHECK-NEXT: return %[[C_MAX]], %[[C_C0_I32]], %[[C_C0_I32]], %[[C_C0_I32]], %0 : i32, i32, i32, i32, i32
func.func @absorbing_constants(%x: i32) -> (i32, i32, i32, i32, i32) {
  %max = arith.constant 2147483647 : i32
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.maxsi %x, %max : i32
  %1 = arith.muli %x, %c0 : i32
  %2 = arith.andi %x, %c0 : i32
  %3 = arith.minui %x, %c0 : i32
  %4 = arith.addi %x, %c7 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// A constant left operand of a commutative op moves to the right.
// CHECK-LABEL: func.func @commute(
// CHECK-DAG: %[[C_C5_I32:[^ ]+]] = arith.constant 5 : i32
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 2.000000e+00 : f32
// CHECK: %0 = arith.addi %arg0, %[[C_C5_I32]] : i32
// CHECK-NEXT: %1 = arith.maxsi %arg0, %[[C_C5_I32]] : i32
// CHECK-NEXT: %2 = arith.mulf %arg1, %[[C_CST]] : f32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %[[C_C5_I32]] : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, f32, i1
func.func @commute(%x: i32, %f: f32) -> (i32, i32, f32, i1) {
  %c5 = arith.constant 5 : i32
  %cf = arith.constant 2.0 : f32
  %0 = arith.addi %c5, %x : i32
  %1 = arith.maxsi %c5, %x : i32
  %2 = arith.mulf %cf, %f : f32
  %3 = arith.cmpi slt, %c5, %x : i32
  return %0, %1, %2, %3 : i32, i32, f32, i1
}

// -----

// Constant folding, scalars.
// CHECK-LABEL: func.func @const_int(
// CHECK-DAG: %[[C_C4_I32:[^ ]+]] = arith.constant 4 : i32
// CHECK-DAG: %[[C_C10_I32:[^ ]+]] = arith.constant 10 : i32
// CHECK-DAG: %[[C_C_21_I32:[^ ]+]] = arith.constant -21 : i32
// CHECK-DAG: %[[C_C_2_I32:[^ ]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[C_C_3_I32:[^ ]+]] = arith.constant -3 : i32
// CHECK-DAG: %[[C_C44_I8:[^ ]+]] = arith.constant 44 : i8
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[C_C33554431_I32:[^ ]+]] = arith.constant 33554431 : i32
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK: return %[[C_C4_I32]], %[[C_C10_I32]], %[[C_C_21_I32]], %[[C_C_2_I32]], %[[C_C_3_I32]], %[[C_C_2_I32]], %[[C_C_3_I32]], %[[C_C44_I8]], %[[C_C_1_I32]], %[[C_C33554431_I32]], %[[C_TRUE]], %[[C_FALSE]] : i32, i32, i32, i32, i32, i32, i32, i8, i32, i32, i1, i1
func.func @const_int() -> (i32, i32, i32, i32, i32, i32, i32, i8, i32, i32, i1, i1) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.floordivsi %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.remsi %b, %a : i32
  %c300 = arith.constant 300 : i32
  %7 = arith.trunci %c300 : i32 to i8
  %8 = arith.shrsi %b, %a : i32
  %9 = arith.shrui %b, %a : i32
  %10 = arith.cmpi ult, %a, %b : i32
  %11 = arith.cmpi slt, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i8, i32, i32, i1, i1
}

// Undefined behaviour and poison do not fold; overflow under nsw folds to
// the wrapped value (a refinement of poison).
// CHECK-LABEL: func.func @const_no_fold(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 1.000000e+03 : f32
// CHECK-DAG: %[[C_C_2147483648_I32:[^ ]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_C32_I32:[^ ]+]] = arith.constant 32 : i32
// CHECK-DAG: %[[C_C2147483647_I32:[^ ]+]] = arith.constant 2147483647 : i32
// CHECK-DAG: %[[C_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK: %0 = arith.divsi %[[C_C_2147483648_I32]], %[[C_C_1_I32]] : i32
// CHECK-NEXT: %1 = arith.remui %[[C_C2147483647_I32]], %[[C_C0_I32]] : i32
// CHECK-NEXT: %2 = arith.shli %[[C_C1_I32]], %[[C_C32_I32]] : i32
// CHECK-NEXT: %3 = arith.fptosi %[[C_CST]] : f32 to i8
// CHECK-NEXT: return %0, %1, %2, %[[C_C_2147483648_I32]], %3, %[[C_C0_I32]] : i32, i32, i32, i32, i8, i32
func.func @const_no_fold() -> (i32, i32, i32, i32, i8, i32) {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %max = arith.constant 2147483647 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.divsi %min, %m1 : i32
  %1 = arith.remui %max, %c0 : i32
  %2 = arith.shli %c1, %c32 : i32
  %3 = arith.addi %max, %c1 overflow<nsw> : i32
  %big = arith.constant 1.0e3 : f32
  %4 = arith.fptosi %big : f32 to i8
  %5 = arith.remsi %min, %m1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i8, i32
}

// CHECK-LABEL: func.func @const_float(
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 4.2949673E+9 : f32
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant -7.000000e+00 : f32
// CHECK-DAG: %[[C_C_4_I32:[^ ]+]] = arith.constant -4 : i32
// CHECK-DAG: %[[C_CST_1:[^ ]+]] = arith.constant 1.000000e-01 : f32
// CHECK-DAG: %[[C_CST_2:[^ ]+]] = arith.constant -2.500000e+00 : f32
// CHECK-DAG: %[[C_CST_3:[^ ]+]] = arith.constant 5.500000e+00 : f32
// CHECK-DAG: %[[C_CST_4:[^ ]+]] = arith.constant -6.000000e+00 : f32
// CHECK-DAG: %[[C_CST_5:[^ ]+]] = arith.constant -3.750000e-01 : f32
// CHECK-DAG: %[[C_CST_6:[^ ]+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[C_CST_7:[^ ]+]] = arith.constant -1.500000e+00 : f32
// CHECK-DAG: %[[C_CST_8:[^ ]+]] = arith.constant 1.500000e+00 : f64
// CHECK-DAG: %[[C_CST_9:[^ ]+]] = arith.constant -4.000000e+00 : f16
// CHECK: %0 = arith.truncf %[[C_CST_1]] : f32 to f16
// CHECK-NEXT: return %[[C_CST_2]], %[[C_CST_3]], %[[C_CST_4]], %[[C_CST_5]], %[[C_CST_6]], %[[C_CST_7]], %[[C_CST_8]], %[[C_CST_9]], %0, %[[C_C_4_I32]], %[[C_CST_0]], %[[C_CST]], %[[C_FALSE]], %[[C_TRUE]] : f32, f32, f32, f32, f32, f32, f64, f16, f16, i32, f32, f32, i1, i1
func.func @const_float() -> (f32, f32, f32, f32, f32, f32, f64, f16, f16, i32, f32, f32, i1, i1) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -4.0 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b : f32
  %2 = arith.mulf %a, %b : f32
  %3 = arith.divf %a, %b : f32
  %4 = arith.remf %b, %a : f32
  %5 = arith.negf %a : f32
  %6 = arith.extf %a : f32 to f64
  %7 = arith.truncf %b : f32 to f16
  %inexact = arith.constant 0.1 : f32
  %8 = arith.truncf %inexact : f32 to f16
  %9 = arith.fptosi %b : f32 to i32
  %i = arith.constant -7 : i32
  %10 = arith.sitofp %i : i32 to f32
  %11 = arith.uitofp %i : i32 to f32
  %12 = arith.cmpf olt, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f64, f16, f16, i32, f32, f32, i1, i1
}

// maxnumf with a NaN operand is in canonicalize-semantics.mlir.
// CHECK-LABEL: func.func @const_min_max_float(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant 1.500000e+00 : f32
// CHECK: return %[[C_CST]], %[[C_CST]], %[[C_CST_0]] : f32, f32, f32
func.func @const_min_max_float() -> (f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %a, %nan : f32
  %1 = arith.minimumf %a, %nan : f32
  %2 = arith.minnumf %a, %nan : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @const_casts(
// CHECK-DAG: %[[C_C_2_I64:[^ ]+]] = arith.constant -2 : i64
// CHECK-DAG: %[[C_C4294967294_I64:[^ ]+]] = arith.constant 4294967294 : i64
// CHECK-DAG: %[[C_C_2:[^ ]+]] = arith.constant -2 : index
// CHECK-DAG: %[[C_C_1_I64:[^ ]+]] = arith.constant -1 : i64
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 0xFFFFFFFE : f32
// CHECK-DAG: %[[C_C1065353216_I32:[^ ]+]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[C_C16256_I16:[^ ]+]] = arith.constant 16256 : i16
// CHECK: return %[[C_C_2_I64]], %[[C_C4294967294_I64]], %[[C_C_2]], %[[C_C_1_I64]], %[[C_CST]], %[[C_C1065353216_I32]], %[[C_C16256_I16]] : i64, i64, index, i64, f32, i32, i16
func.func @const_casts() -> (i64, i64, index, i64, f32, i32, i16) {
  %c = arith.constant -2 : i32
  %0 = arith.extsi %c : i32 to i64
  %1 = arith.extui %c : i32 to i64
  %2 = arith.index_cast %c : i32 to index
  %i = arith.constant -1 : index
  %3 = arith.index_castui %i : index to i64
  %4 = arith.bitcast %c : i32 to f32
  %f = arith.constant 1.0 : f32
  %5 = arith.bitcast %f : f32 to i32
  %h = arith.constant 1.0 : bf16
  %6 = arith.bitcast %h : bf16 to i16
  return %0, %1, %2, %3, %4, %5, %6 : i64, i64, index, i64, f32, i32, i16
}

// CHECK-LABEL: func.func @const_extended(
// CHECK-DAG: %[[C_C1_I32:[^ ]+]] = arith.constant 1 : i32
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_C_2_I32:[^ ]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[C_C_1_I32:[^ ]+]] = arith.constant -1 : i32
// CHECK: return %[[C_C1_I32]], %[[C_TRUE]], %[[C_C_2_I32]], %[[C_C_1_I32]], %[[C_C_2_I32]], %[[C_C1_I32]] : i32, i1, i32, i32, i32, i32
func.func @const_extended() -> (i32, i1, i32, i32, i32, i32) {
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.mulsi_extended %a, %b : i32
  %2:2 = arith.mului_extended %a, %b : i32
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : i32, i1, i32, i32, i32, i32
}

// Splat and dense vectors fold lane by lane.
// CHECK-LABEL: func.func @const_vectors(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant dense<6> : vector<4xi32>
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant dense<[3, 6, 9, 12]> : vector<4xi32>
// CHECK-DAG: %[[C_CST_1:[^ ]+]] = arith.constant dense<[false, false, false, true]> : vector<4xi1>
// CHECK-DAG: %[[C_CST_2:[^ ]+]] = arith.constant dense<[-1.000000e+00, 2.000000e+00, -5.000000e-01, -8.000000e+00]> : vector<4xf32>
// CHECK-DAG: %[[C_CST_3:[^ ]+]] = arith.constant dense<[3, 3, 3, 4]> : vector<4xi32>
// CHECK-DAG: %[[C_CST_4:[^ ]+]] = arith.constant dense<[-1, 0]> : vector<2xi8>
// CHECK: return %[[C_CST]], %[[C_CST_0]], %[[C_CST_1]], %[[C_CST_2]], %[[C_CST_3]], %[[C_CST_4]] : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, vector<4xi32>, vector<2xi8>
func.func @const_vectors() -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, vector<4xi32>, vector<2xi8>) {
  %s = arith.constant dense<3> : vector<4xi32>
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = arith.addi %s, %s : vector<4xi32>
  %1 = arith.muli %s, %d : vector<4xi32>
  %2 = arith.cmpi sgt, %d, %s : vector<4xi32>
  %f = arith.constant dense<[1.0, -2.0, 0.5, 8.0]> : vector<4xf32>
  %3 = arith.negf %f : vector<4xf32>
  %4 = arith.select %2, %d, %s : vector<4xi1>, vector<4xi32>
  %w = arith.constant dense<[255, 256]> : vector<2xi32>
  %5 = arith.trunci %w : vector<2xi32> to vector<2xi8>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xf32>, vector<4xi32>, vector<2xi8>
}

// A division with one zero lane does not fold.
// CHECK-LABEL: func.func @const_vector_ub(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant dense<[6, 8]> : vector<2xi32>
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK: %0 = arith.divui %[[C_CST]], %[[C_CST_0]] : vector<2xi32>
// CHECK-NEXT: return %0 : vector<2xi32>
func.func @const_vector_ub() -> vector<2xi32> {
  %a = arith.constant dense<[6, 8]> : vector<2xi32>
  %b = arith.constant dense<[2, 0]> : vector<2xi32>
  %0 = arith.divui %a, %b : vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @float_identities(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant 0.000000e+00 : f32
// CHECK: %0 = arith.addf %arg0, %[[C_CST_0]] fastmath<nsz> : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %[[C_CST]] : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %[[C_CST_0]] fastmath<fast> : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %0, %1, %2 : f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.subf %x, %pz : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %4 = arith.negf %n : f32
  // Near misses: +0.0 added, -0.0 subtracted, times 0.0 (signed zeros and
  // NaN), even under fast-math.
  %5 = arith.addf %x, %pz fastmath<nsz> : f32
  %6 = arith.subf %x, %nz : f32
  %7 = arith.mulf %x, %pz fastmath<fast> : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// maxnumf(x, -inf) and minnumf(x, +inf) are in canonicalize-semantics.mlir:
// they give the infinity when x is NaN.
// CHECK-LABEL: func.func @float_min_max(
// CHECK-DAG: %[[C_CST:[^ ]+]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[C_CST_0:[^ ]+]] = arith.constant 0x7FC00000 : f32
// CHECK: %0 = arith.maximumf %arg0, %[[C_CST]] : f32
// CHECK-NEXT: %1 = arith.maxnumf %arg0, %[[C_CST_0]] : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %0, %1, %arg0 : f32, f32, f32, f32, f32, f32
func.func @float_min_max(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.maximumf %x, %x : f32
  %1 = arith.maximumf %x, %ninf : f32
  %2 = arith.minimumf %x, %pinf : f32
  %5 = arith.maximumf %x, %pinf : f32
  %6 = arith.maxnumf %x, %nan : f32
  %7 = arith.minnumf %x, %x : f32
  return %0, %1, %2, %5, %6, %7 : f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @cmpf_nan(
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK: %0 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.cmpf true, %arg0, %arg1 : f32
// CHECK-NEXT: return %[[C_TRUE]], %[[C_FALSE]], %0, %1 : i1, i1, i1, i1
func.func @cmpf_nan(%x: f32, %y: f32) -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf uno, %x, %nan : f32
  %1 = arith.cmpf olt, %x, %nan : f32
  %2 = arith.cmpf oeq, %x, %x : f32
  %3 = arith.cmpf true, %x, %y : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// cmpf(NaN, x) folds like cmpf(x, NaN); a NaN splat stays (as in mlir-opt).
// CHECK-LABEL: func.func @cmpf_nan_left(
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[C_NAN:[^ ]+]] = arith.constant dense<0x7FC00000> : vector<2xf32>
// CHECK-DAG: %[[C_ONE:[^ ]+]] = arith.constant 1.000000e+00 : f32
// CHECK: %0 = arith.cmpf oeq, %[[C_NAN]], %arg1 : vector<2xf32>
// CHECK-NEXT: %1 = arith.cmpf olt, %[[C_ONE]], %arg0 : f32
// CHECK-NEXT: return %[[C_FALSE]], %[[C_TRUE]], %0, %1 : i1, i1, vector<2xi1>, i1
func.func @cmpf_nan_left(%x: f32, %v: vector<2xf32>) -> (i1, i1, vector<2xi1>, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %vnan = arith.constant dense<0x7FC00000> : vector<2xf32>
  %one = arith.constant 1.0 : f32
  %0 = arith.cmpf olt, %nan, %x : f32
  %1 = arith.cmpf ugt, %nan, %x : f32
  %2 = arith.cmpf oeq, %vnan, %v : vector<2xf32>
  %3 = arith.cmpf olt, %one, %x : f32
  return %0, %1, %2, %3 : i1, i1, vector<2xi1>, i1
}

// CHECK-LABEL: func.func @negated_operands(
// CHECK: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %2 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT: return %1, %2, %3 : f32, f32, f32
func.func @negated_operands(%x: f32, %y: f32) -> (f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<nnan> : f32
  %1 = arith.divf %nx, %ny : f32
  %2 = arith.mulf %nx, %y : f32
  return %0, %1, %2 : f32, f32, f32
}

// extf(truncf(x)) -> x when both carry `contract` and x has the result's
// type; without the flag on both, or to another type, the pair stays.
// CHECK-LABEL: func.func @extf_of_truncf(
// CHECK: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %0 fastmath<contract> : f16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg0 fastmath<fast> : f32 to f16
// CHECK-NEXT: %3 = arith.extf %2 : f16 to f32
// CHECK-NEXT: %4 = arith.extf %2 fastmath<fast> : f16 to f64
// CHECK-NEXT: return %arg0, %1, %3, %4 : f32, f32, f32, f64
func.func @extf_of_truncf(%x: f32) -> (f32, f32, f32, f64) {
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %0 = arith.extf %t fastmath<contract> : bf16 to f32
  %u = arith.truncf %x : f32 to f16
  %1 = arith.extf %u fastmath<contract> : f16 to f32
  %w = arith.truncf %x fastmath<fast> : f32 to f16
  %2 = arith.extf %w : f16 to f32
  %3 = arith.extf %w fastmath<fast> : f16 to f64
  return %0, %1, %2, %3 : f32, f32, f32, f64
}

// -----

// CHECK-LABEL: func.func @cmpi_folds(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK: %0 = arith.extui %arg1 : i1 to i32
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %[[C_C0_I32]] : i32
// CHECK-NEXT: return %[[C_TRUE]], %[[C_TRUE]], %[[C_FALSE]], %[[C_FALSE]], %arg1, %1 : i1, i1, i1, i1, i1, i1
func.func @cmpi_folds(%x: i32, %b: i1) -> (i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi sle, %x, %x : i32
  %2 = arith.cmpi ult, %x, %x : i32
  %3 = arith.cmpi ne, %x, %x : i32
  %c0 = arith.constant 0 : i32
  %e = arith.extui %b : i1 to i32
  %4 = arith.cmpi ne, %e, %c0 : i32
  %5 = arith.cmpi eq, %e, %c0 : i32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi_of_ext(
// CHECK: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %0, %2 : i32
// CHECK-NEXT: return %3, %4, %5, %6 : i1, i1, i1, i1
func.func @cmpi_of_ext(%a: i8, %b: i8) -> (i1, i1, i1, i1) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %0 = arith.cmpi eq, %sa, %sb : i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  %2 = arith.cmpi slt, %sa, %sb : i32
  %3 = arith.cmpi eq, %sa, %ub : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// cmpi ne(extsi(b : i1), 0) -> b and cmpi ne(extui(b : i1), 0) -> b, on
// vectors too; eq stays.
// CHECK-LABEL: func.func @cmpi_ne_of_ext_i1(
// CHECK-DAG: %[[C_C0_I64:[^ ]+]] = arith.constant 0 : i64
// CHECK: %0 = arith.extsi %arg0 : i1 to i64
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %[[C_C0_I64]] : i64
// CHECK-NEXT: return %arg0, %arg0, %arg1, %1 : i1, i1, vector<2xi1>, i1
func.func @cmpi_ne_of_ext_i1(%b: i1, %v: vector<2xi1>) -> (i1, i1, vector<2xi1>, i1) {
  %c0 = arith.constant 0 : i64
  %z = arith.constant dense<0> : vector<2xi8>
  %s = arith.extsi %b : i1 to i64
  %u = arith.extui %b : i1 to i64
  %sv = arith.extsi %v : vector<2xi1> to vector<2xi8>
  %0 = arith.cmpi ne, %s, %c0 : i64
  %1 = arith.cmpi ne, %u, %c0 : i64
  %2 = arith.cmpi ne, %sv, %z : vector<2xi8>
  %3 = arith.cmpi eq, %s, %c0 : i64
  return %0, %1, %2, %3 : i1, i1, vector<2xi1>, i1
}

// CHECK-LABEL: func.func @xor_of_cmpi(
// CHECK: %0 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i1, i1, i1
func.func @xor_of_cmpi(%x: i32, %y: i32) -> (i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %c = arith.cmpi ult, %x, %y : i32
  %0 = arith.xori %c, %true : i1
  %d = arith.cmpi eq, %x, %y : i32
  %1 = arith.xori %d, %true : i1
  %e = arith.cmpi sgt, %x, %y : i32
  %2 = arith.xori %e, %false : i1
  return %0, %1, %2 : i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @select_folds(
// CHECK: %0 = arith.cmpi slt, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %0, %arg1, %arg2 : i32
// CHECK-NEXT: return %arg1, %arg1, %arg2, %arg0, %arg2, %arg1, %1 : i32, i32, i32, i1, i32, i32, i32
func.func @select_folds(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %c, %x, %x : i32
  %1 = arith.select %true, %x, %y : i32
  %2 = arith.select %false, %x, %y : i32
  %3 = arith.select %c, %true, %false : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %5 = arith.select %ne, %x, %y : i32
  %slt = arith.cmpi slt, %x, %y : i32
  %6 = arith.select %slt, %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i1, i32, i32, i32
}

// CHECK-LABEL: func.func @select_patterns(
// CHECK-DAG: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-DAG: %[[C_C1:[^ ]+]] = arith.constant 1 : index
// CHECK-DAG: %[[C_C0:[^ ]+]] = arith.constant 0 : index
// CHECK: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %[[C_TRUE]] : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: %3 = arith.xori %arg0, %[[C_TRUE]] : i1
// CHECK-NEXT: %4 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: %5 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %6 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT: %7 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %8 = arith.select %arg0, %7, %arg3 : i32
// CHECK-NEXT: %9 = arith.select %arg0, %[[C_C1]], %[[C_C0]] : index
// CHECK-NEXT: return %0, %2, %3, %4, %5, %6, %8, %9 : i32, i32, i1, i32, i32, i32, i32, index
func.func @select_patterns(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i1, i32, i32, i32, i32, index) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %c0, %c1 : i32
  %2 = arith.select %c, %false, %true : i1
  %nc = arith.xori %c, %true : i1
  %3 = arith.select %nc, %x, %y : i32
  %s = arith.select %c, %x, %y : i32
  %4 = arith.select %c, %s, %z : i32
  %5 = arith.select %c, %z, %s : i32
  %t = arith.select %d, %x, %y : i32
  %6 = arith.select %c, %t, %y : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %7 = arith.select %c, %i1, %i0 : index
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i1, i32, i32, i32, i32, index
}

// -----

// CHECK-LABEL: func.func @reassociate_add_sub(
// CHECK-DAG: %[[C_C_2_I32:[^ ]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[C_C2_I32:[^ ]+]] = arith.constant 2 : i32
// CHECK-DAG: %[[C_C8_I32:[^ ]+]] = arith.constant 8 : i32
// CHECK: %0 = arith.addi %arg0, %[[C_C8_I32]] : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %[[C_C2_I32]] : i32
// CHECK-NEXT: %2 = arith.subi %[[C_C8_I32]], %arg0 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %[[C_C_2_I32]] : i32
// CHECK-NEXT: %4 = arith.subi %[[C_C2_I32]], %arg0 : i32
// CHECK-NEXT: %5 = arith.subi %arg0, %[[C_C8_I32]] : i32
// CHECK-NEXT: %6 = arith.subi %[[C_C_2_I32]], %arg0 : i32
// CHECK-NEXT: %7 = arith.subi %[[C_C8_I32]], %arg0 : i32
// CHECK-NEXT: %8 = arith.addi %arg0, %[[C_C2_I32]] : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @reassociate_add_sub(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 : i32
  %s = arith.subi %x, %c3 : i32
  %r = arith.subi %c3, %x : i32
  %0 = arith.addi %a, %c5 : i32
  %1 = arith.addi %s, %c5 : i32
  %2 = arith.addi %r, %c5 : i32
  %3 = arith.subi %a, %c5 : i32
  %4 = arith.subi %c5, %a : i32
  %5 = arith.subi %s, %c5 : i32
  %6 = arith.subi %r, %c5 : i32
  %7 = arith.subi %c5, %s : i32
  %8 = arith.subi %c5, %r : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// Flags both ops carry stay when the constants combine without overflow.
// CHECK-LABEL: func.func @reassociate_flags(
// CHECK-DAG: %[[C_C15_I32:[^ ]+]] = arith.constant 15 : i32
// CHECK-DAG: %[[C_C_2_I32:[^ ]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[C_C8_I32:[^ ]+]] = arith.constant 8 : i32
// CHECK: %0 = arith.addi %arg0, %[[C_C8_I32]] overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %[[C_C_2_I32]] : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %[[C_C15_I32]] overflow<nuw> : i32
// CHECK-NEXT: %3 = arith.subi %[[C_C_2_I32]], %arg0 overflow<nsw> : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, i32
func.func @reassociate_flags(%x: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c5 overflow<nsw> : i32
  %1 = arith.subi %a, %c5 overflow<nsw> : i32
  %m = arith.muli %x, %c3 overflow<nuw> : i32
  %2 = arith.muli %m, %c5 overflow<nuw> : i32
  %s = arith.subi %c3, %x overflow<nsw> : i32
  %3 = arith.subi %s, %c5 overflow<nsw> : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// subi(subi(a, b), a) -> subi(0, b) keeps the flags both subtractions carry.
// CHECK-LABEL: func.func @sub_sub_flags(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: %0 = arith.subi %[[C_C0_I32]], %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.subi %[[C_C0_I32]], %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %[[C_C0_I32]], %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
func.func @sub_sub_flags(%a: i32, %b: i32) -> (i32, i32, i32) {
  %s = arith.subi %a, %b overflow<nsw, nuw> : i32
  %0 = arith.subi %s, %a overflow<nsw, nuw> : i32
  %t = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %t, %a overflow<nsw, nuw> : i32
  %u = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.subi %u, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// nuw stays when the combined constant wraps in the direction that leaves
// the pair undefined for every x (x + 200 + 100, x - 200 - 100, 17 - x - 42,
// 17 - (x + 42) on i8; x * 16 * 17 for every x but 0).
// CHECK-LABEL: func.func @reassociate_nuw_wraps(
// CHECK-DAG: %[[C_C16_I8:[^ ]+]] = arith.constant 16 : i8
// CHECK-DAG: %[[C_C_25_I8:[^ ]+]] = arith.constant -25 : i8
// CHECK-DAG: %[[C_C44_I8:[^ ]+]] = arith.constant 44 : i8
// CHECK: %0 = arith.addi %arg0, %[[C_C44_I8]] overflow<nuw> : i8
// CHECK-NEXT: %1 = arith.subi %arg0, %[[C_C44_I8]] overflow<nuw> : i8
// CHECK-NEXT: %2 = arith.subi %[[C_C_25_I8]], %arg0 overflow<nuw> : i8
// CHECK-NEXT: %3 = arith.subi %[[C_C_25_I8]], %arg0 overflow<nuw> : i8
// CHECK-NEXT: %4 = arith.muli %arg0, %[[C_C16_I8]] overflow<nuw> : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
func.func @reassociate_nuw_wraps(%x: i8) -> (i8, i8, i8, i8, i8) {
  %c200 = arith.constant 200 : i8
  %c100 = arith.constant 100 : i8
  %c17 = arith.constant 17 : i8
  %c42 = arith.constant 42 : i8
  %c16 = arith.constant 16 : i8
  %a = arith.addi %x, %c200 overflow<nuw> : i8
  %0 = arith.addi %a, %c100 overflow<nuw> : i8
  %s = arith.subi %x, %c200 overflow<nuw> : i8
  %1 = arith.subi %s, %c100 overflow<nuw> : i8
  %r = arith.subi %c17, %x overflow<nuw> : i8
  %2 = arith.subi %r, %c42 overflow<nuw> : i8
  %p = arith.addi %x, %c42 overflow<nuw> : i8
  %3 = arith.subi %c17, %p overflow<nuw> : i8
  %m = arith.muli %x, %c16 overflow<nuw> : i8
  %4 = arith.muli %m, %c17 overflow<nuw> : i8
  return %0, %1, %2, %3, %4 : i8, i8, i8, i8, i8
}

// Constants are combined only when they are scalars (mlir-opt leaves
// splats alone).
// CHECK-LABEL: func.func @reassociate_vectors(
// CHECK-DAG: %[[C_3:[^ ]+]] = arith.constant dense<3> : vector<2xi32>
// CHECK-DAG: %[[C_5:[^ ]+]] = arith.constant dense<5> : vector<2xi32>
// CHECK: %0 = arith.muli %arg0, %[[C_3]] : vector<2xi32>
// CHECK-NEXT: %1 = arith.muli %0, %[[C_5]] : vector<2xi32>
// CHECK-NEXT: %2 = arith.addi %arg0, %[[C_3]] : vector<2xi32>
// CHECK-NEXT: %3 = arith.subi %2, %[[C_5]] : vector<2xi32>
// CHECK-NEXT: return %1, %3 : vector<2xi32>, vector<2xi32>
func.func @reassociate_vectors(%x: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %c3 = arith.constant dense<3> : vector<2xi32>
  %c5 = arith.constant dense<5> : vector<2xi32>
  %m = arith.muli %x, %c3 : vector<2xi32>
  %0 = arith.muli %m, %c5 : vector<2xi32>
  %a = arith.addi %x, %c3 : vector<2xi32>
  %1 = arith.subi %a, %c5 : vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @reassociate_near_miss(
// CHECK-DAG: %[[C_C3_I32:[^ ]+]] = arith.constant 3 : i32
// CHECK: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %[[C_C3_I32]] : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %[[C_C3_I32]] : i32
// CHECK-NEXT: %3 = arith.addi %2, %[[C_C3_I32]] : i32
// CHECK-NEXT: %4 = arith.muli %0, %[[C_C3_I32]] : i32
// CHECK-NEXT: return %1, %3, %4 : i32, i32, i32
func.func @reassociate_near_miss(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %a = arith.addi %x, %y : i32
  %0 = arith.addi %a, %c3 : i32
  %m = arith.muli %x, %c3 : i32
  %1 = arith.addi %m, %c3 : i32
  %2 = arith.muli %a, %c3 : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @mul_by_minus_one(
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[C_C2_I32:[^ ]+]] = arith.constant 2 : i32
// CHECK: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg1, %[[C_C2_I32]] : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %2 : i32
// CHECK-NEXT: %4 = arith.subi %[[C_C0_I32]], %arg1 : i32
// CHECK-NEXT: return %0, %1, %3, %4 : i32, i32, i32, i32
func.func @mul_by_minus_one(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %c2 = arith.constant 2 : i32
  %n = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %n : i32
  %1 = arith.addi %n, %x : i32
  %t = arith.muli %y, %c2 : i32
  %2 = arith.addi %x, %t : i32
  %s = arith.subi %x, %y : i32
  %3 = arith.subi %s, %x : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// Multiplying by a power of two stays a multiplication.
// CHECK-LABEL: func.func @mul_power_of_two(
// CHECK-DAG: %[[C_C8_I32:[^ ]+]] = arith.constant 8 : i32
// CHECK: %0 = arith.muli %arg0, %[[C_C8_I32]] : i32
// CHECK-NEXT: return %0 : i32
func.func @mul_power_of_two(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %0 = arith.muli %x, %c8 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @bitwise_of_ext(
// CHECK: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %3 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT: %5 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.extsi %5 : i8 to i32
// CHECK-NEXT: %7 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %8 = arith.extui %7 : i8 to i32
// CHECK-NEXT: %9 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %10 = arith.extsi %9 : i8 to i32
// CHECK-NEXT: %11 = arith.ori %0, %2 : i32
// CHECK-NEXT: %12 = arith.andi %0, %1 : i32
// CHECK-NEXT: return %4, %6, %8, %10, %11, %12 : i32, i32, i32, i32, i32, i32
func.func @bitwise_of_ext(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %uc = arith.extui %c : i16 to i32
  %0 = arith.andi %ua, %ub : i32
  %1 = arith.ori %sa, %sb : i32
  %2 = arith.xori %ua, %ub : i32
  %3 = arith.andi %sa, %sb : i32
  %4 = arith.ori %ua, %uc : i32
  %5 = arith.andi %ua, %sb : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @ext_trunc(
// CHECK: %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %1 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %3 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %4 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %5 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %6 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: return %arg1, %0, %1, %2, %3, %4, %5, %6 : i32, i64, i8, i16, i16, i8, i32, i64
func.func @ext_trunc(%a: i8, %x: i32, %w: i64) -> (i32, i64, i8, i16, i16, i8, i32, i64) {
  %u = arith.extui %a : i8 to i16
  %0 = arith.extui %u : i16 to i32
  %s = arith.extsi %a : i8 to i16
  %1 = arith.extsi %s : i16 to i64
  %e = arith.extsi %x : i32 to i64
  %t = arith.trunci %e : i64 to i32
  %2 = arith.trunci %e : i64 to i8
  %3 = arith.trunci %e : i64 to i16
  %ea = arith.extui %a : i8 to i32
  %4 = arith.trunci %ea : i32 to i16
  %tt = arith.trunci %x : i32 to i16
  %5 = arith.trunci %tt : i16 to i8
  %6 = arith.extsi %u : i16 to i32
  %7 = arith.extui %x : i32 to i64
  return %t, %1, %2, %3, %4, %5, %6, %7 : i32, i64, i8, i16, i16, i8, i32, i64
}

// CHECK-LABEL: func.func @trunc_of_shift(
// CHECK-DAG: %[[C_C16_I32:[^ ]+]] = arith.constant 16 : i32
// CHECK-DAG: %[[C_C17_I32:[^ ]+]] = arith.constant 17 : i32
// CHECK: %0 = arith.shrui %arg0, %[[C_C16_I32]] : i32
// CHECK-NEXT: %1 = arith.trunci %0 : i32 to i16
// CHECK-NEXT: %2 = arith.shrsi %arg0, %[[C_C17_I32]] : i32
// CHECK-NEXT: %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT: %4 = arith.shrui %arg0, %[[C_C16_I32]] : i32
// CHECK-NEXT: %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT: return %1, %3, %5 : i16, i16, i16
func.func @trunc_of_shift(%x: i32) -> (i16, i16, i16) {
  %c16 = arith.constant 16 : i32
  %c17 = arith.constant 17 : i32
  %0 = arith.shrsi %x, %c16 : i32
  %1 = arith.trunci %0 : i32 to i16
  %2 = arith.shrsi %x, %c17 : i32
  %3 = arith.trunci %2 : i32 to i16
  %4 = arith.shrui %x, %c16 : i32
  %5 = arith.trunci %4 : i32 to i16
  return %1, %3, %5 : i16, i16, i16
}

// The shift amount of trunci(shrsi(x, c)) -> trunci(shrui(x, c)) is
// materialized anew, so it follows the constants already at the head.
// CHECK-LABEL: func.func @trunc_of_shrsi_constant(
// CHECK-NEXT: %[[C_HALF:[^ ]+]] = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %[[C_C32_I64:[^ ]+]] = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %[[C_C32_I64]] : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1, %[[C_HALF]] : i32, f64
func.func @trunc_of_shrsi_constant(%x: i64) -> (i32, f64) {
  %c32 = arith.constant 32 : i64
  %f = arith.constant 0.5 : f64
  %s = arith.shrsi %x, %c32 : i64
  %0 = arith.trunci %s : i64 to i32
  return %0, %f : i32, f64
}

// CHECK-LABEL: func.func @high_half_of_product(
// CHECK-DAG: %[[C_C31_I64:[^ ]+]] = arith.constant 31 : i64
// CHECK: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.shrui %2, %[[C_C31_I64]] : i64
// CHECK-NEXT: %4 = arith.trunci %3 : i64 to i32
// CHECK-NEXT: return %high, %high_1, %4 : i32, i32, i32
func.func @high_half_of_product(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %ux = arith.extui %x : i32 to i64
  %uy = arith.extui %y : i32 to i64
  %um = arith.muli %ux, %uy : i64
  %ush = arith.shrui %um, %c32 : i64
  %0 = arith.trunci %ush : i64 to i32
  %sx = arith.extsi %x : i32 to i64
  %sy = arith.extsi %y : i32 to i64
  %sm = arith.muli %sx, %sy : i64
  %ssh = arith.shrui %sm, %c32 : i64
  %1 = arith.trunci %ssh : i64 to i32
  %nsh = arith.shrui %um, %c31 : i64
  %2 = arith.trunci %nsh : i64 to i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @casts(
// CHECK-DAG: %[[C_C15360_I16:[^ ]+]] = arith.constant 15360 : i16
// CHECK: %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %3 = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: return %arg0, %arg0, %1, %arg1, %2, %3, %[[C_C15360_I16]] : i32, i32, i64, f32, index, index, i16
func.func @casts(%x: i32, %f: f32, %a: i8) -> (i32, i32, i64, f32, index, index, i16) {
  %i = arith.index_cast %x : i32 to index
  %0 = arith.index_cast %i : index to i32
  %u = arith.index_castui %x : i32 to index
  %1 = arith.index_castui %u : index to i32
  %2 = arith.index_cast %i : index to i64
  %b = arith.bitcast %f : f32 to i32
  %3 = arith.bitcast %b : i32 to f32
  %sa = arith.extsi %a : i8 to i32
  %4 = arith.index_cast %sa : i32 to index
  %ua = arith.extui %a : i8 to i32
  %5 = arith.index_castui %ua : i32 to index
  %h = arith.constant 1.0 : f16
  %bh = arith.bitcast %h : f16 to bf16
  %6 = arith.bitcast %bh : bf16 to i16
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i64, f32, index, index, i16
}

// bitcast(x : T to T) -> x.
// CHECK-LABEL: func.func @bitcast_same_type(
// CHECK: %0 = arith.bitcast %arg2 : i32 to f32
// CHECK-NEXT: return %arg0, %arg1, %0 : f32, vector<2xi16>, f32
func.func @bitcast_same_type(%x: f32, %v: vector<2xi16>, %y: i32) -> (f32, vector<2xi16>, f32) {
  %0 = arith.bitcast %x : f32 to f32
  %1 = arith.bitcast %v : vector<2xi16> to vector<2xi16>
  %2 = arith.bitcast %y : i32 to f32
  return %0, %1, %2 : f32, vector<2xi16>, f32
}

// -----

// CHECK-LABEL: func.func @extended_ops(
// CHECK-DAG: %[[C_FALSE:[^ ]+]] = arith.constant false
// CHECK-DAG: %[[C_C0_I32:[^ ]+]] = arith.constant 0 : i32
// CHECK: %0 = arith.cmpi slt, %arg0, %[[C_C0_I32]] : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %[[C_FALSE]], %[[C_C0_I32]], %[[C_C0_I32]], %arg0, %[[C_C0_I32]], %arg0, %1 : i32, i1, i32, i32, i32, i32, i32, i32
func.func @extended_ops(%x: i32, %y: i32) -> (i32, i1, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0:2 = arith.addui_extended %x, %c0 : i32, i1
  %1:2 = arith.mulsi_extended %x, %c0 : i32
  %2:2 = arith.mului_extended %x, %c1 : i32
  %3:2 = arith.mulsi_extended %x, %c1 : i32
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1 : i32, i1, i32, i32, i32, i32, i32, i32
}

// mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0))) needs 1 to be 1 read
// signed: on i1, `true` is -1, and the op stays.
// CHECK-LABEL: func.func @extended_near_miss(
// CHECK-NEXT: %[[C_TRUE:[^ ]+]] = arith.constant true
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %[[C_TRUE]] : i1
// CHECK-NEXT: return %low, %high : i1, i1
func.func @extended_near_miss(%x: i1) -> (i1, i1) {
  %one = arith.constant true
  %0:2 = arith.mulsi_extended %x, %one : i1
  return %0#0, %0#1 : i1, i1
}

// Unused overflow or high halves turn the ops into plain addi and muli.
// CHECK-LABEL: func.func @extended_unused(
// CHECK: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT: return %0, %1, %2, %overflow : i32, i32, i32, i1
func.func @extended_unused(%x: i32, %y: i32) -> (i32, i32, i32, i1) {
  %0:2 = arith.addui_extended %x, %y : i32, i1
  %1:2 = arith.mulsi_extended %x, %y : i32
  %2:2 = arith.mului_extended %x, %y : i32
  %3:2 = arith.addui_extended %y, %x : i32, i1
  return %0#0, %1#0, %2#0, %3#1 : i32, i32, i32, i1
}
