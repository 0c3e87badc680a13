// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// cmpf of an integer converted by sitofp/uitofp against a float constant
// becomes cmpi against an integer constant, or a constant, when rounding
// cannot change the order (as mlir-opt does): every integer of the type
// converts exactly, or the constant lies below 2^precision or beyond every
// converted integer. A conversion never gives NaN, so ordered and
// unordered predicates agree.

// cmpf(olt, sitofp(x), 4.4) -> cmpi(sle, x, 4), and the other relations to
// a positive fraction: x > 4.4 and x >= 4.4 are x > 4
// CHECK-LABEL: func.func @signed_positive_fraction(
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : i16
// CHECK-DAG:     %[[LT:.+]] = arith.cmpi sle, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[LE:.+]] = arith.cmpi sle, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[GT:.+]] = arith.cmpi sgt, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[GE:.+]] = arith.cmpi sgt, %arg0, %[[C4]] : i16
// CHECK:         return %[[LT]], %[[LE]], %[[GT]], %[[GE]]
func.func @signed_positive_fraction(%x: i16) -> (i1, i1, i1, i1) {
  %c = arith.constant 4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf ule, %f, %c : f32
  %2 = arith.cmpf ogt, %f, %c : f32
  %3 = arith.cmpf uge, %f, %c : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// Below a negative fraction: x < -4.4 is x < -4, x > -4.4 is x >= -4.
// CHECK-LABEL: func.func @signed_negative_fraction(
// CHECK-DAG:     %[[CM4:.+]] = arith.constant -4 : i16
// CHECK-DAG:     %[[LT:.+]] = arith.cmpi slt, %arg0, %[[CM4]] : i16
// CHECK-DAG:     %[[LE:.+]] = arith.cmpi slt, %arg0, %[[CM4]] : i16
// CHECK-DAG:     %[[GT:.+]] = arith.cmpi sge, %arg0, %[[CM4]] : i16
// CHECK-DAG:     %[[GE:.+]] = arith.cmpi sge, %arg0, %[[CM4]] : i16
// CHECK:         return %[[LT]], %[[LE]], %[[GT]], %[[GE]]
func.func @signed_negative_fraction(%x: i16) -> (i1, i1, i1, i1) {
  %c = arith.constant -4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf ult, %f, %c : f32
  %1 = arith.cmpf ole, %f, %c : f32
  %2 = arith.cmpf ugt, %f, %c : f32
  %3 = arith.cmpf oge, %f, %c : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

// An integral constant keeps the relation; -0.0 compares as 0. A fraction
// is never equal to an integer: oeq is false, une true.
// CHECK-LABEL: func.func @signed_equality(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : i16
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : i16
// CHECK-DAG:     %[[EQ:.+]] = arith.cmpi eq, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[NE:.+]] = arith.cmpi ne, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[LEZ:.+]] = arith.cmpi sle, %arg0, %[[C0]] : i16
// CHECK:         return %[[EQ]], %[[NE]], %[[LEZ]], %[[FALSE]], %[[TRUE]]
func.func @signed_equality(%x: i16) -> (i1, i1, i1, i1, i1) {
  %c4 = arith.constant 4.0 : f32
  %cz = arith.constant -0.0 : f32
  %cf = arith.constant 4.4 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf ueq, %f, %c4 : f32
  %1 = arith.cmpf one, %f, %c4 : f32
  %2 = arith.cmpf ole, %f, %cz : f32
  %3 = arith.cmpf oeq, %f, %cf : f32
  %4 = arith.cmpf une, %f, %cf : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// ord always holds on a converted integer, uno never does.
// CHECK-LABEL: func.func @ordered(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK:         return %[[TRUE]], %[[FALSE]]
func.func @ordered(%x: i16) -> (i1, i1) {
  %c = arith.constant 4.0 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf ord, %f, %c : f32
  %1 = arith.cmpf uno, %f, %c : f32
  return %0, %1 : i1, i1
}

// -----

// Constants beyond every converted i16: the comparison is a constant.
// 32768.0 is just above the largest i16, -32768.5 just below the smallest.
// CHECK-LABEL: func.func @signed_out_of_range(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK:         return %[[TRUE]], %[[FALSE]], %[[FALSE]], %[[TRUE]], %[[TRUE]], %[[FALSE]]
func.func @signed_out_of_range(%x: i16) -> (i1, i1, i1, i1, i1, i1) {
  %big = arith.constant 32768.0 : f32
  %small = arith.constant -32768.5 : f32
  %inf = arith.constant 0x7F800000 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf olt, %f, %big : f32
  %1 = arith.cmpf oeq, %f, %big : f32
  %2 = arith.cmpf ole, %f, %small : f32
  %3 = arith.cmpf une, %f, %small : f32
  %4 = arith.cmpf ult, %f, %inf : f32
  %5 = arith.cmpf ogt, %f, %inf : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// The bounds themselves are in range and stay comparisons.
// CHECK-LABEL: func.func @signed_bounds(
// CHECK-DAG:     %[[MAX:.+]] = arith.constant 32767 : i16
// CHECK-DAG:     %[[MIN:.+]] = arith.constant -32768 : i16
// CHECK-DAG:     %[[LE:.+]] = arith.cmpi sle, %arg0, %[[MAX]] : i16
// CHECK-DAG:     %[[GE:.+]] = arith.cmpi sge, %arg0, %[[MIN]] : i16
// CHECK:         return %[[LE]], %[[GE]]
func.func @signed_bounds(%x: i16) -> (i1, i1) {
  %max = arith.constant 32767.0 : f32
  %min = arith.constant -32768.0 : f32
  %f = arith.sitofp %x : i16 to f32
  %0 = arith.cmpf ole, %f, %max : f32
  %1 = arith.cmpf oge, %f, %min : f32
  return %0, %1 : i1, i1
}

// -----

// uitofp: unsigned predicates; a negative constant is below every value.
// The largest value stays a comparison (against 65535, printed -1).
// CHECK-LABEL: func.func @unsigned(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : i16
// CHECK-DAG:     %[[MAX:.+]] = arith.constant -1 : i16
// CHECK-DAG:     %[[LE:.+]] = arith.cmpi ule, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[GT:.+]] = arith.cmpi ugt, %arg0, %[[C4]] : i16
// CHECK-DAG:     %[[EQ:.+]] = arith.cmpi eq, %arg0, %[[MAX]] : i16
// CHECK-DAG:     %[[GTMAX:.+]] = arith.cmpi ugt, %arg0, %[[MAX]] : i16
// CHECK:         return %[[LE]], %[[GT]], %[[FALSE]], %[[TRUE]], %[[EQ]], %[[GTMAX]]
func.func @unsigned(%x: i16) -> (i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 4.4 : f32
  %neg = arith.constant -0.5 : f32
  %max = arith.constant 65535.0 : f32
  %f = arith.uitofp %x : i16 to f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf oge, %f, %c : f32
  %2 = arith.cmpf ole, %f, %neg : f32
  %3 = arith.cmpf ugt, %f, %neg : f32
  %4 = arith.cmpf oeq, %f, %max : f32
  %5 = arith.cmpf ogt, %f, %max : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// i32 to f32 rounds above 2^24, but a constant below 2^24 in magnitude, or
// beyond every converted i32, still decides the comparison.
// CHECK-LABEL: func.func @lossy_decided(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[C:.+]] = arith.constant 16777215 : i32
// CHECK-DAG:     %[[LT:.+]] = arith.cmpi slt, %arg0, %[[C]] : i32
// CHECK:         return %[[LT]], %[[TRUE]]
func.func @lossy_decided(%x: i32) -> (i1, i1) {
  %c = arith.constant 16777215.0 : f32
  %big = arith.constant 1.0e10 : f32
  %f = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf olt, %f, %c : f32
  %1 = arith.cmpf olt, %f, %big : f32
  return %0, %1 : i1, i1
}

// -----

// Near miss: 2^24 + 2 lies where i32 to f32 rounds (2^24 + 1 converts to
// 2^24 + 2 or 2^24), so the comparison stays.
// CHECK-LABEL: func.func @lossy_rounds(
// CHECK:         %[[F:.+]] = arith.sitofp %arg0 : i32 to f32
// CHECK:         arith.cmpf olt, %[[F]], %{{.+}} : f32
func.func @lossy_rounds(%x: i32) -> i1 {
  %c = arith.constant 16777218.0 : f32
  %f = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf olt, %f, %c : f32
  return %0 : i1
}

// -----

// Near miss: uitofp of an i16 to f16 can give +inf (65520 and above round
// up), so a comparison with +inf stays; sitofp of an i16 cannot.
// CHECK-LABEL: func.func @lossy_infinity(
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[U:.+]] = arith.uitofp %arg0 : i16 to f16
// CHECK-DAG:     %[[LT:.+]] = arith.cmpf olt, %[[U]], %{{.+}} : f16
// CHECK:         return %[[LT]], %[[TRUE]]
func.func @lossy_infinity(%x: i16) -> (i1, i1) {
  %inf = arith.constant 0x7C00 : f16
  %u = arith.uitofp %x : i16 to f16
  %s = arith.sitofp %x : i16 to f16
  %0 = arith.cmpf olt, %u, %inf : f16
  %1 = arith.cmpf olt, %s, %inf : f16
  return %0, %1 : i1, i1
}

// -----

// i1 converts to -1 or 0 signed: 1.0 is beyond it, -1.0 is `true`.
// CHECK-LABEL: func.func @bool(
// CHECK-DAG:     %[[FALSE:.+]] = arith.constant false
// CHECK-DAG:     %[[TRUE:.+]] = arith.constant true
// CHECK-DAG:     %[[EQ:.+]] = arith.cmpi eq, %arg0, %[[TRUE]] : i1
// CHECK:         return %[[FALSE]], %[[EQ]]
func.func @bool(%x: i1) -> (i1, i1) {
  %one = arith.constant 1.0 : bf16
  %minus = arith.constant -1.0 : bf16
  %f = arith.sitofp %x : i1 to bf16
  %0 = arith.cmpf oeq, %f, %one : bf16
  %1 = arith.cmpf oeq, %f, %minus : bf16
  return %0, %1 : i1, i1
}

// -----

// Near misses: vector operands, a constant on the left, and a float that
// does not come from an integer are left alone.
// CHECK-LABEL: func.func @not_matched(
// CHECK:         arith.cmpf olt, %{{.+}}, %{{.+}} : vector<2xf32>
// CHECK:         arith.cmpf olt, %{{.+}}, %{{.+}} : f32
// CHECK:         arith.cmpf olt, %{{.+}}, %{{.+}} : f32
func.func @not_matched(%v: vector<2xi16>, %x: i16, %h: f16) -> (vector<2xi1>, i1, i1) {
  %cv = arith.constant dense<4.4> : vector<2xf32>
  %c = arith.constant 4.4 : f32
  %fv = arith.sitofp %v : vector<2xi16> to vector<2xf32>
  %0 = arith.cmpf olt, %fv, %cv : vector<2xf32>
  %f = arith.sitofp %x : i16 to f32
  %1 = arith.cmpf olt, %c, %f : f32
  %e = arith.extf %h : f16 to f32
  %2 = arith.cmpf olt, %e, %c : f32
  return %0, %1, %2 : vector<2xi1>, i1, i1
}
