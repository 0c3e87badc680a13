// up-16 (math): a math op that folds did not fold when an operand was
// `ub.poison`; a poison operand makes every math op's result poison
// (docs/semantics.md), so the op folds to `ub.poison`, in every float format
// and for vectors, whichever operand is poison. Ops without a folder (cbrt,
// rsqrt, fma, fpowi) stay, as in mlir-opt 19.
// RUN: assay-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @absf
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f32
// CHECK-NEXT:    return %[[P]] : f32
func.func @absf() -> f32 {
  %p = ub.poison : f32
  %r = math.absf %p : f32
  return %r : f32
}

// A format whose constants sin does not fold.
// CHECK-LABEL: func.func @sin_f16
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f16
// CHECK-NEXT:    return %[[P]] : f16
func.func @sin_f16() -> f16 {
  %p = ub.poison : f16
  %r = math.sin %p : f16
  return %r : f16
}

// CHECK-LABEL: func.func @copysign_poison_sign
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f64
// CHECK-NEXT:    return %[[P]] : f64
func.func @copysign_poison_sign() -> f64 {
  %p = ub.poison : f64
  %c = arith.constant 2.0 : f64
  %r = math.copysign %c, %p : f64
  return %r : f64
}

// CHECK-LABEL: func.func @ipowi_poison_exponent
// CHECK-NEXT:    %[[P:.*]] = ub.poison : i32
// CHECK-NEXT:    return %[[P]] : i32
func.func @ipowi_poison_exponent() -> i32 {
  %p = ub.poison : i32
  %c = arith.constant 0 : i32
  %r = math.ipowi %c, %p : i32
  return %r : i32
}

// CHECK-LABEL: func.func @ctpop_vector
// CHECK-NEXT:    %[[P:.*]] = ub.poison : vector<4xi8>
// CHECK-NEXT:    return %[[P]] : vector<4xi8>
func.func @ctpop_vector() -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  %r = math.ctpop %p : vector<4xi8>
  return %r : vector<4xi8>
}

// CHECK-LABEL: func.func @cbrt_stays
// CHECK-NEXT:    %[[P:.*]] = ub.poison : f32
// CHECK-NEXT:    %[[R:.*]] = math.cbrt %[[P]] : f32
// CHECK-NEXT:    return %[[R]] : f32
func.func @cbrt_stays() -> f32 {
  %p = ub.poison : f32
  %r = math.cbrt %p : f32
  return %r : f32
}
