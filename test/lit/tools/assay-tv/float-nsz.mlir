// fastmath<nsz>: the sign of a zero operand or result is free. The source's
// choices are the source's (a counterexample must fail whatever it
// chooses); the target's are the target's (one failing choice is enough).
// UNSUPPORTED: oracle
// RUN: %expect-exit 1 assay-tv %s | FileCheck %s

// Under nsz, x + 0.0 may be x: -0.0 + 0.0 is a zero of either sign.
// CHECK-LABEL: func.func @src_add_zero
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_add_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c fastmath<nsz> : f32
  return %r : f32
}
func.func @tgt_add_zero(%x: f32) -> f32 {
  return %x : f32
}

// Without it, the same rewrite is wrong (float.mlir shows the witness);
// the flag on the target alone does not help: the target gains a freedom,
// the source keeps none.
// CHECK-LABEL: func.func @src_add_zero_target_flag
// CHECK: ERROR: Value mismatch
// CHECK: f32 %arg0 = #x80000000 (-0.0)
// CHECK: Source value: #x80000000 (-0.0)
// CHECK-NEXT: Target value: #x00000000 (+0.0)
func.func @src_add_zero_target_flag(%x: f32) -> f32 {
  return %x : f32
}
func.func @tgt_add_zero_target_flag(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c fastmath<nsz> : f32
  return %r : f32
}

// A zero operand's sign is free too: 1 / x may be either infinity at x = ±0.
// CHECK-LABEL: func.func @src_div_abs
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_div_abs(%x: f16) -> f16 {
  %one = arith.constant 1.0 : f16
  %r = arith.divf %one, %x fastmath<nsz> : f16
  return %r : f16
}
func.func @tgt_div_abs(%x: f16) -> f16 {
  %one = arith.constant 1.0 : f16
  %z = arith.constant 0.0 : f16
  %a = math.absf %x : f16
  %zero = arith.cmpf oeq, %x, %z : f16
  %d = arith.divf %one, %x : f16
  %i = arith.divf %one, %a : f16
  %r = arith.select %zero, %i, %d : f16
  return %r : f16
}

// ... but only a zero's: elsewhere the value is the IEEE one.
// CHECK-LABEL: func.func @src_div_neg
// CHECK: ERROR: Value mismatch
func.func @src_div_neg(%x: f16) -> f16 {
  %one = arith.constant 1.0 : f16
  %r = arith.divf %one, %x fastmath<nsz> : f16
  return %r : f16
}
func.func @tgt_div_neg(%x: f16) -> f16 {
  %one = arith.constant 1.0 : f16
  %a = math.absf %x : f16
  %r = arith.divf %one, %a : f16
  return %r : f16
}

// The target is wrong only when it flips a zero (either one: the solver
// picks), which the interpreter never does: refuted, and said not to be
// replayable.
// CHECK-LABEL: func.func @src_mul_one
// CHECK: ERROR: Value mismatch
// CHECK: f32 %arg0 = #x{{[08]0000000 \([+-]}}0.0)
// CHECK: not replayed: the target fails only where it takes the freedom fastmath<nsz> gives it (the sign of a zero), which the interpreter does not take
func.func @src_mul_one(%x: f32) -> f32 {
  return %x : f32
}
func.func @tgt_mul_one(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %r = arith.mulf %x, %one fastmath<nsz> : f32
  return %r : f32
}

// math ops take the flag too: copysign(x, x) is x, zeros included,
// whichever sign they take (reading x's sign is reading a NaN's sign when
// x is NaN, which the verdict names).
// CHECK-LABEL: func.func @src_math_nsz
// CHECK: Transformation seems to be correct! (approximations: NaN payloads and signs read as the canonical quiet NaN's){{$}}
func.func @src_math_nsz(%x: f32) -> f32 {
  %r = math.copysign %x, %x fastmath<nsz> : f32
  return %r : f32
}
func.func @tgt_math_nsz(%x: f32) -> f32 {
  return %x : f32
}

// Each execution of an op chooses anew: one addition used twice cannot
// become two, which may disagree on a zero's sign.
// CHECK-LABEL: func.func @src_one_choice
// CHECK: ERROR: Value mismatch
// CHECK: not replayed: the target fails only where it takes the freedom
func.func @src_one_choice(%x: f32) -> (f32, f32) {
  %c = arith.constant 0.0 : f32
  %a = arith.addf %x, %c fastmath<nsz> : f32
  return %a, %a : f32, f32
}
func.func @tgt_one_choice(%x: f32) -> (f32, f32) {
  %c = arith.constant 0.0 : f32
  %a = arith.addf %x, %c fastmath<nsz> : f32
  %b = arith.addf %x, %c fastmath<nsz> : f32
  return %a, %b : f32, f32
}

// Two additions may become one (CSE): the source can choose alike.
// CHECK-LABEL: func.func @src_cse
// CHECK: Transformation seems to be correct!{{$}}
func.func @src_cse(%x: f32) -> (f32, f32) {
  %c = arith.constant 0.0 : f32
  %a = arith.addf %x, %c fastmath<nsz> : f32
  %b = arith.addf %x, %c fastmath<nsz> : f32
  return %a, %b : f32, f32
}
func.func @tgt_cse(%x: f32) -> (f32, f32) {
  %c = arith.constant 0.0 : f32
  %a = arith.addf %x, %c fastmath<nsz> : f32
  return %a, %a : f32, f32
}
