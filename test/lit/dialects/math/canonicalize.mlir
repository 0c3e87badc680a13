// RUN: assay-opt --canonicalize --split-input-file %s | FileCheck %s

// Constant folding of the math ops: what folds, for which float formats, and
// a near miss beside each fold. Folded values are arith.constant ops.

// absf, ceil, floor, roundeven and copysign fold for every float format;
// round and trunc only for f32 and f64.
// CHECK-LABEL: func.func @exact_f16
// CHECK-DAG:     %[[ABS:.+]] = arith.constant 2.500000e+00 : f16
// CHECK-DAG:     %[[CEIL:.+]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG:     %[[FLOOR:.+]] = arith.constant -3.000000e+00 : f16
// CHECK-DAG:     %[[SIGN:.+]] = arith.constant -1.000000e+00 : f16
// CHECK-DAG:     %[[A:.+]] = arith.constant -2.500000e+00 : f16
// CHECK:         %[[ROUND:.+]] = math.round %[[A]] : f16
// CHECK:         %[[TRUNC:.+]] = math.trunc %[[A]] : f16
// CHECK:         return %[[ABS]], %[[CEIL]], %[[FLOOR]], %[[CEIL]], %[[SIGN]], %[[ROUND]], %[[TRUNC]]
func.func @exact_f16() -> (f16, f16, f16, f16, f16, f16, f16) {
  %a = arith.constant -2.5 : f16
  %b = arith.constant 1.0 : f16
  %0 = math.absf %a : f16
  %1 = math.ceil %a : f16
  %2 = math.floor %a : f16
  %3 = math.roundeven %a : f16
  %4 = math.copysign %b, %a : f16
  %5 = math.round %a : f16
  %6 = math.trunc %a : f16
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @exact_f32
// CHECK-DAG:     %[[ROUND:.+]] = arith.constant -3.000000e+00 : f32
// CHECK-DAG:     %[[TRUNC:.+]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG:     %[[ABS:.+]] = arith.constant 2.500000e+00 : bf16
// CHECK-DAG:     %[[NZ:.+]] = arith.constant -0.000000e+00 : f64
// CHECK:         return %[[ROUND]], %[[TRUNC]], %[[TRUNC]], %[[ABS]], %[[NZ]]
func.func @exact_f32() -> (f32, f32, f32, bf16, f64) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant -2.5 : bf16
  %c = arith.constant -0.25 : f64
  %0 = math.round %a : f32
  %1 = math.trunc %a : f32
  %2 = math.roundeven %a : f32
  %3 = math.absf %b : bf16
  %4 = math.ceil %c : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, bf16, f64
}

// -----

// The elementary functions fold for f32 and f64 (not cbrt and rsqrt).
// CHECK-LABEL: func.func @elementary_f32
// CHECK-DAG:     %[[SIN:.+]] = arith.constant 0.47942555 : f32
// CHECK-DAG:     %[[COS:.+]] = arith.constant 0.87758255 : f32
// CHECK-DAG:     %[[TAN:.+]] = arith.constant 0.546302497 : f32
// CHECK-DAG:     %[[TANH:.+]] = arith.constant 0.462117165 : f32
// CHECK-DAG:     %[[ATAN:.+]] = arith.constant 0.463647604 : f32
// CHECK-DAG:     %[[EXP:.+]] = arith.constant 1.64872122 : f32
// CHECK-DAG:     %[[EXP2:.+]] = arith.constant 1.41421354 : f32
// CHECK-DAG:     %[[EXPM1:.+]] = arith.constant 0.648721277 : f32
// CHECK-DAG:     %[[LOG:.+]] = arith.constant -0.693147182 : f32
// CHECK-DAG:     %[[LOG2:.+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG:     %[[LOG10:.+]] = arith.constant -3.010300e-01 : f32
// CHECK-DAG:     %[[LOG1P:.+]] = arith.constant 0.405465096 : f32
// CHECK-DAG:     %[[SQRT:.+]] = arith.constant 0.707106769 : f32
// CHECK-DAG:     %[[ERF:.+]] = arith.constant 0.520499885 : f32
// CHECK-DAG:     %[[ACOS:.+]] = arith.constant 1.04719758 : f32
// CHECK-DAG:     %[[ASIN:.+]] = arith.constant 0.52359879 : f32
// CHECK-DAG:     %[[COSH:.+]] = arith.constant 1.12762594 : f32
// CHECK-DAG:     %[[SINH:.+]] = arith.constant 0.521095276 : f32
// CHECK-DAG:     %[[ATANH:.+]] = arith.constant 0.549306154 : f32
// CHECK-DAG:     %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK:         %[[CBRT:.+]] = math.cbrt %[[HALF]] : f32
// CHECK:         %[[RSQRT:.+]] = math.rsqrt %[[HALF]] : f32
// CHECK:         return %[[SIN]], %[[COS]], %[[TAN]], %[[TANH]], %[[ATAN]], %[[EXP]], %[[EXP2]], %[[EXPM1]], %[[LOG]], %[[LOG2]], %[[LOG10]], %[[LOG1P]], %[[SQRT]], %[[ERF]], %[[ACOS]], %[[ASIN]], %[[COSH]], %[[SINH]], %[[ATANH]], %[[CBRT]], %[[RSQRT]]
func.func @elementary_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %x = arith.constant 0.5 : f32
  %0 = math.sin %x : f32
  %1 = math.cos %x : f32
  %2 = math.tan %x : f32
  %3 = math.tanh %x : f32
  %4 = math.atan %x : f32
  %5 = math.exp %x : f32
  %6 = math.exp2 %x : f32
  %7 = math.expm1 %x : f32
  %8 = math.log %x : f32
  %9 = math.log2 %x : f32
  %10 = math.log10 %x : f32
  %11 = math.log1p %x : f32
  %12 = math.sqrt %x : f32
  %13 = math.erf %x : f32
  %14 = math.acos %x : f32
  %15 = math.asin %x : f32
  %16 = math.cosh %x : f32
  %17 = math.sinh %x : f32
  %18 = math.atanh %x : f32
  %19 = math.cbrt %x : f32
  %20 = math.rsqrt %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @elementary_f64
// CHECK-DAG:     %[[SIN:.+]] = arith.constant 0.47942553860420301 : f64
// CHECK-DAG:     %[[EXP:.+]] = arith.constant 1.6487212707001282 : f64
// CHECK-DAG:     %[[ACOSH:.+]] = arith.constant 0.96242365011920694 : f64
// CHECK-DAG:     %[[ASINH:.+]] = arith.constant 1.4436354751788103 : f64
// CHECK:         return %[[SIN]], %[[EXP]], %[[ACOSH]], %[[ASINH]]
func.func @elementary_f64() -> (f64, f64, f64, f64) {
  %x = arith.constant 0.5 : f64
  %y = arith.constant 1.5 : f64
  %z = arith.constant 2.0 : f64
  %0 = math.sin %x : f64
  %1 = math.exp %x : f64
  %2 = math.acosh %y : f64
  %3 = math.asinh %z : f64
  return %0, %1, %2, %3 : f64, f64, f64, f64
}

// -----

// f16 and bf16 elementary functions do not fold.
// CHECK-LABEL: func.func @elementary_f16
// CHECK:         math.sin
// CHECK:         math.exp
// CHECK:         math.sqrt
// CHECK:         math.log
func.func @elementary_f16() -> (f16, f16, f16, bf16) {
  %x = arith.constant 0.5 : f16
  %y = arith.constant 0.5 : bf16
  %0 = math.sin %x : f16
  %1 = math.exp %x : f16
  %2 = math.sqrt %x : f16
  %3 = math.log %y : bf16
  return %0, %1, %2, %3 : f16, f16, f16, bf16
}

// -----

// A domain error folds to NaN (the libm's NaN, whose sign bit may be set).
// CHECK-LABEL: func.func @domain_error
// CHECK-DAG:     %[[NAN:.+]] = arith.constant 0x7FC00000 : f32
// CHECK:         return %[[NAN]]
func.func @domain_error() -> f32 {
  %x = arith.constant 2.0 : f32
  %0 = math.asin %x : f32
  return %0 : f32
}

// -----

// log, log2, log10 and sqrt fold a zero and a positive NaN, not an operand
// whose sign bit is set (-0, negative numbers, negative NaNs).
// CHECK-LABEL: func.func @log_sqrt_guards
// CHECK-DAG:     %[[MINF:.+]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG:     %[[NAN:.+]] = arith.constant 0x7FF8000000000000 : f64
// CHECK-DAG:     %[[NZ:.+]] = arith.constant -0.000000e+00 : f64
// CHECK-DAG:     %[[NEG:.+]] = arith.constant -4.000000e+00 : f64
// CHECK-DAG:     %[[NNAN:.+]] = arith.constant 0xFFF8000000000000 : f64
// CHECK:         %[[L0:.+]] = math.log %[[NZ]] : f64
// CHECK:         %[[L1:.+]] = math.log2 %[[NEG]] : f64
// CHECK:         %[[L2:.+]] = math.log10 %[[NNAN]] : f64
// CHECK:         %[[S0:.+]] = math.sqrt %[[NEG]] : f64
// CHECK:         return %[[MINF]], %[[ZERO]], %[[NAN]], %[[L0]], %[[L1]], %[[L2]], %[[S0]]
func.func @log_sqrt_guards() -> (f64, f64, f64, f64, f64, f64, f64) {
  %zero = arith.constant 0.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %nzero = arith.constant -0.0 : f64
  %neg = arith.constant -4.0 : f64
  %nnan = arith.constant 0xFFF8000000000000 : f64
  %0 = math.log %zero : f64
  %1 = math.sqrt %zero : f64
  %2 = math.log2 %nan : f64
  %3 = math.log %nzero : f64
  %4 = math.log2 %neg : f64
  %5 = math.log10 %nnan : f64
  %6 = math.sqrt %neg : f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f64, f64, f64, f64, f64
}

// -----

// log1p folds while operand + 1 is not negative: -1 (giving -inf) and -0.5
// fold, -2 does not.
// CHECK-LABEL: func.func @log1p_guard
// CHECK-DAG:     %[[MINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[L:.+]] = arith.constant -0.693147182 : f32
// CHECK-DAG:     %[[M2:.+]] = arith.constant -2.000000e+00 : f32
// CHECK:         %[[N:.+]] = math.log1p %[[M2]] : f32
// CHECK:         return %[[MINF]], %[[L]], %[[N]]
func.func @log1p_guard() -> (f32, f32, f32) {
  %m1 = arith.constant -1.0 : f32
  %mh = arith.constant -0.5 : f32
  %m2 = arith.constant -2.0 : f32
  %0 = math.log1p %m1 : f32
  %1 = math.log1p %mh : f32
  %2 = math.log1p %m2 : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// atan2 and powf fold for f32 and f64, copysign for every format; fma and
// fpowi never fold.
// CHECK-LABEL: func.func @binary
// CHECK-DAG:     %[[ATAN2:.+]] = arith.constant 0.643501102 : f32
// CHECK-DAG:     %[[POW:.+]] = arith.constant 0.444444448 : f32
// CHECK-DAG:     %[[POW64:.+]] = arith.constant 2.250000e+00 : f64
// CHECK-DAG:     %[[SIGN:.+]] = arith.constant -1.500000e+00 : bf16
// CHECK-DAG:     %[[A16:.+]] = arith.constant 1.500000e+00 : f16
// CHECK-DAG:     %[[B16:.+]] = arith.constant 2.000000e+00 : f16
// CHECK-DAG:     %[[A:.+]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG:     %[[N:.+]] = arith.constant 3 : i32
// CHECK:         %[[ATAN2_16:.+]] = math.atan2 %[[A16]], %[[B16]] : f16
// CHECK:         %[[POW16:.+]] = math.powf %[[A16]], %[[B16]] : f16
// CHECK:         %[[FMA:.+]] = math.fma %[[A]], %[[A]], %[[A]] : f32
// CHECK:         %[[FPOWI:.+]] = math.fpowi %[[A]], %[[N]] : f32, i32
// CHECK:         return %[[ATAN2]], %[[POW]], %[[POW64]], %[[SIGN]], %[[ATAN2_16]], %[[POW16]], %[[FMA]], %[[FPOWI]]
func.func @binary() -> (f32, f32, f64, bf16, f16, f16, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant -2.0 : f32
  %a64 = arith.constant 1.5 : f64
  %b64 = arith.constant 2.0 : f64
  %abf = arith.constant 1.5 : bf16
  %bbf = arith.constant -0.0 : bf16
  %a16 = arith.constant 1.5 : f16
  %b16 = arith.constant 2.0 : f16
  %n = arith.constant 3 : i32
  %0 = math.atan2 %a, %b : f32
  %1 = math.powf %a, %c : f32
  %2 = math.powf %a64, %b64 : f64
  %3 = math.copysign %abf, %bbf : bf16
  %4 = math.atan2 %a16, %b16 : f16
  %5 = math.powf %a16, %b16 : f16
  %6 = math.fma %a, %a, %a : f32
  %7 = math.fpowi %a, %n : f32, i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f64, bf16, f16, f16, f32, f32
}

// -----

// The integer ops fold at every width; ipowi with a negative power gives
// 1, +-1 or 0, and is left alone for a zero base (the result is poison).
// CHECK-LABEL: func.func @integer
// CHECK-DAG:     %[[MIN:.+]] = arith.constant -128 : i8
// CHECK-DAG:     %[[CTLZ:.+]] = arith.constant 8 : i8
// CHECK-DAG:     %[[CTTZ:.+]] = arith.constant 3 : i64
// CHECK-DAG:     %[[POP:.+]] = arith.constant 64 : i64
// CHECK-DAG:     %[[POW:.+]] = arith.constant -125 : i32
// CHECK-DAG:     %[[NEG1:.+]] = arith.constant -1 : i32
// CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK-DAG:     %[[ABS:.+]] = arith.constant 5 : i16
// CHECK-DAG:     %[[M3:.+]] = arith.constant -3 : i32
// CHECK:         %[[P:.+]] = math.ipowi %[[ZERO]], %[[M3]] : i32
// CHECK:         return %[[MIN]], %[[CTLZ]], %[[CTTZ]], %[[POP]], %[[POW]], %[[NEG1]], %[[ZERO]], %[[ABS]], %[[P]]
func.func @integer() -> (i8, i8, i64, i64, i32, i32, i32, i16, i32) {
  %min = arith.constant -128 : i8
  %z8 = arith.constant 0 : i8
  %e = arith.constant 8 : i64
  %ones = arith.constant -1 : i64
  %m5 = arith.constant -5 : i32
  %p3 = arith.constant 3 : i32
  %m3 = arith.constant -3 : i32
  %m1 = arith.constant -1 : i32
  %two = arith.constant 2 : i32
  %z = arith.constant 0 : i32
  %m5_16 = arith.constant -5 : i16
  %0 = math.absi %min : i8
  %1 = math.ctlz %z8 : i8
  %2 = math.cttz %e : i64
  %3 = math.ctpop %ones : i64
  %4 = math.ipowi %m5, %p3 : i32
  %5 = math.ipowi %m1, %m3 : i32
  %6 = math.ipowi %two, %m1 : i32
  %7 = math.absi %m5_16 : i16
  %8 = math.ipowi %z, %m3 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i64, i64, i32, i32, i32, i16, i32
}

// -----

// Vectors and tensors fold element by element, a splat to a splat; an op
// folds only if every element does.
// CHECK-LABEL: func.func @elementwise
// CHECK-DAG:     %[[SIN:.+]] = arith.constant dense<[0.841470957, -0.909297406]> : vector<2xf32>
// CHECK-DAG:     %[[ABS:.+]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-DAG:     %[[CTLZ:.+]] = arith.constant dense<[30, 0]> : vector<2xi32>
// CHECK-DAG:     %[[POW:.+]] = arith.constant dense<[27, 0]> : vector<2xi32>
// CHECK-DAG:     %[[FLOOR:.+]] = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-DAG:     %[[B:.+]] = arith.constant dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK:         %[[SQRT:.+]] = math.sqrt %[[B]] : vector<2xf32>
// CHECK:         return %[[SIN]], %[[ABS]], %[[CTLZ]], %[[POW]], %[[FLOOR]], %[[SQRT]]
func.func @elementwise() -> (vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, tensor<4x4xf32>, vector<2xf32>) {
  %b = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %i = arith.constant dense<[3, -4]> : vector<2xi32>
  %t = arith.constant dense<1.5> : tensor<4x4xf32>
  %0 = math.sin %b : vector<2xf32>
  %1 = math.absf %b : vector<2xf32>
  %2 = math.ctlz %i : vector<2xi32>
  %3 = math.ipowi %i, %i : vector<2xi32>
  %4 = math.floor %t : tensor<4x4xf32>
  %5 = math.sqrt %b : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2xf32>, vector<2xf32>, vector<2xi32>, vector<2xi32>, tensor<4x4xf32>, vector<2xf32>
}

// -----

// Fast-math flags do not stop a fold: where they make the result poison,
// the computed value refines it.
// CHECK-LABEL: func.func @fastmath
// CHECK-DAG:     %[[INF:.+]] = arith.constant 0x7F800000 : f32
// CHECK:         return %[[INF]]
func.func @fastmath() -> f32 {
  %x = arith.constant 0x7F800000 : f32
  %0 = math.exp %x fastmath<ninf> : f32
  return %0 : f32
}

// -----

// Without constant operands nothing folds: math has no algebraic folds.
// CHECK-LABEL: func.func @not_constant
// CHECK:         math.absf
// CHECK:         math.absf
// CHECK:         math.ipowi
// CHECK:         math.powf
func.func @not_constant(%x: f32, %n: i32) -> (f32, i32, f32) {
  %one = arith.constant 1 : i32
  %fone = arith.constant 1.0 : f32
  %a = math.absf %x : f32
  %0 = math.absf %a : f32
  %1 = math.ipowi %n, %one : i32
  %2 = math.powf %x, %fone : f32
  return %0, %1, %2 : f32, i32, f32
}
