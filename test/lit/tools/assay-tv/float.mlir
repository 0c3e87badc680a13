// Floats: the IEEE semantics of arith and math through Z3's floating-point
// theory, with the counterexample's floats in hex and as values, replayed
// through the interpreter (NaN payloads are what the interpreter computed).
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv %s | FileCheck %s

// x + 0.0 is not x: -0.0 + 0.0 is +0.0.
// CHECK-LABEL: func.func @src_add_zero
// CHECK: ERROR: Value mismatch
// CHECK: f32 %arg0 = #x80000000 (-0.0)
// CHECK: Source value: #x00000000 (+0.0)
// CHECK-NEXT: Target value: #x80000000 (-0.0)
func.func @src_add_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
func.func @tgt_add_zero(%x: f32) -> f32 {
  return %x : f32
}

// x + -0.0 is x, NaNs included (any NaN is the same datum).
// CHECK-LABEL: func.func @src_add_neg_zero
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_add_neg_zero(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = arith.addf %x, %c : f64
  return %r : f64
}
func.func @tgt_add_neg_zero(%x: f64) -> f64 {
  return %x : f64
}

// maximumf propagates NaN; a compare-and-select does not.
// CHECK-LABEL: func.func @src_maximum_select
// CHECK: ERROR: Value mismatch
// CHECK: Source value: #x{{[0-9a-f]+}} (NaN)
func.func @src_maximum_select(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @tgt_maximum_select(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}

// An uninterpreted function is the same in source and target, and the
// verdict names it.
// CHECK-LABEL: func.func @src_sin
// CHECK: Transformation seems to be correct! (approximations: math.sin as an uninterpreted function (f32))
func.func @src_sin(%x: f32) -> f32 {
  %r = math.sin %x : f32
  %s = arith.mulf %r, %r : f32
  return %s : f32
}
func.func @tgt_sin(%x: f32) -> f32 {
  %r = math.sin %x : f32
  %s = arith.mulf %r, %r : f32
  return %s : f32
}

// nnan makes a NaN result poison.
// CHECK-LABEL: func.func @src_nnan
// CHECK: ERROR: Target is more poisonous than source
// CHECK: Target value: poison
func.func @src_nnan(%x: f16, %y: f16) -> f16 {
  %r = arith.addf %x, %y : f16
  return %r : f16
}
func.func @tgt_nnan(%x: f16, %y: f16) -> f16 {
  %r = arith.addf %x, %y fastmath<nnan> : f16
  return %r : f16
}

// Two widening steps are one (exact both ways).
// CHECK-LABEL: func.func @src_extf
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_extf(%x: bf16) -> f64 {
  %a = arith.extf %x : bf16 to f32
  %b = arith.extf %a : f32 to f64
  return %b : f64
}
func.func @tgt_extf(%x: bf16) -> f64 {
  %b = arith.extf %x : bf16 to f64
  return %b : f64
}

// fma rounds once; mul then add twice.
// CHECK-LABEL: func.func @src_fma
// CHECK: ERROR: Value mismatch
func.func @src_fma(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
func.func @tgt_fma(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b : f16
  %r = arith.addf %m, %c : f16
  return %r : f16
}

// Reading a NaN's bits is an approximation the verdict names.
// CHECK-LABEL: func.func @src_bits
// CHECK: (approximations: NaN payloads and signs read as the canonical quiet NaN's)
func.func @src_bits(%x: f32) -> i32 {
  %c = arith.constant 1.0 : f32
  %m = arith.mulf %x, %c : f32
  %b = arith.bitcast %m : f32 to i32
  %z = arith.constant 0 : i32
  %r = arith.muli %b, %z : i32
  return %r : i32
}
func.func @tgt_bits(%x: f32) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
}

// Flags that only license rewrites are not modelled: the strict result is
// checked and the verdict says so.
// CHECK-LABEL: func.func @src_fast
// CHECK: Transformation seems to be correct! (approximations: fastmath<contract> on arith.mulf taken as strict IEEE){{$}}
func.func @src_fast(%x: f32) -> f32 {
  %r = arith.mulf %x, %x fastmath<nsz, contract> : f32
  return %r : f32
}
func.func @tgt_fast(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
