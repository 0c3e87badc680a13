// Float pairs for bench/tv/solvers.sh: f16, f32 and f64, with fma,
// min/max, conversions and fast-math; some correct, some not (`_wrong`).

// x * 1.0 = x, NaN payloads aside.
func.func @src_mul_one(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @tgt_mul_one(%x: f32) -> f32 {
  return %x : f32
}

// x + 0.0 is not x: -0.0 + 0.0 = +0.0.
func.func @src_add_zero_wrong(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
func.func @tgt_add_zero_wrong(%x: f32) -> f32 {
  return %x : f32
}

// x + -0.0 = x.
func.func @src_add_negzero(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = arith.addf %x, %c : f64
  return %r : f64
}
func.func @tgt_add_negzero(%x: f64) -> f64 {
  return %x : f64
}

// Addition commutes.
func.func @src_add_commute(%x: f16, %y: f16) -> f16 {
  %r = arith.addf %x, %y : f16
  return %r : f16
}
func.func @tgt_add_commute(%x: f16, %y: f16) -> f16 {
  %r = arith.addf %y, %x : f16
  return %r : f16
}

// Addition does not associate.
func.func @src_add_assoc_wrong(%x: f16, %y: f16, %z: f16) -> f16 {
  %a = arith.addf %x, %y : f16
  %r = arith.addf %a, %z : f16
  return %r : f16
}
func.func @tgt_add_assoc_wrong(%x: f16, %y: f16, %z: f16) -> f16 {
  %a = arith.addf %y, %z : f16
  %r = arith.addf %x, %a : f16
  return %r : f16
}

// Contracting a multiply and an add into fma rounds once, not twice.
func.func @src_fma_contract_wrong(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %r = arith.addf %m, %z : f32
  return %r : f32
}
func.func @tgt_fma_contract_wrong(%x: f32, %y: f32, %z: f32) -> f32 {
  %r = math.fma %x, %y, %z : f32
  return %r : f32
}

// fma(x, y, -0.0) rounds like x * y.
func.func @src_fma_negzero(%x: f16, %y: f16) -> f16 {
  %c = arith.constant -0.0 : f16
  %r = math.fma %x, %y, %c : f16
  return %r : f16
}
func.func @tgt_fma_negzero(%x: f16, %y: f16) -> f16 {
  %r = arith.mulf %x, %y : f16
  return %r : f16
}

// maximumf as a compare and select misses -0.0 < +0.0 and NaN.
func.func @src_maximumf_select_wrong(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @tgt_maximumf_select_wrong(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ugt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}

// minnumf commutes.
func.func @src_minnumf_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.minnumf %x, %y : f64
  return %r : f64
}
func.func @tgt_minnumf_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.minnumf %y, %x : f64
  return %r : f64
}

// f16 -> f32 -> f16 is exact.
func.func @src_ext_trunc(%x: f16) -> f16 {
  %e = arith.extf %x : f16 to f32
  %r = arith.truncf %e : f32 to f16
  return %r : f16
}
func.func @tgt_ext_trunc(%x: f16) -> f16 {
  return %x : f16
}

// f64 -> f32 -> f64 is not.
func.func @src_trunc_ext_wrong(%x: f64) -> f64 {
  %t = arith.truncf %x : f64 to f32
  %r = arith.extf %t : f32 to f64
  return %r : f64
}
func.func @tgt_trunc_ext_wrong(%x: f64) -> f64 {
  return %x : f64
}

// i16 -> f32 is exact, so back to i16 gives the input.
func.func @src_sitofp_roundtrip(%x: i16) -> i16 {
  %f = arith.sitofp %x : i16 to f32
  %r = arith.fptosi %f : f32 to i16
  return %r : i16
}
func.func @tgt_sitofp_roundtrip(%x: i16) -> i16 {
  return %x : i16
}

// i32 -> f32 is not exact.
func.func @src_sitofp_roundtrip_wrong(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f32
  %r = arith.fptosi %f : f32 to i32
  return %r : i32
}
func.func @tgt_sitofp_roundtrip_wrong(%x: i32) -> i32 {
  return %x : i32
}

// With nnan and ninf, x - x is 0.0 (x is finite; the sign is +).
func.func @src_sub_self_fast(%x: f32) -> f32 {
  %r = arith.subf %x, %x fastmath<nnan,ninf> : f32
  return %r : f32
}
func.func @tgt_sub_self_fast(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
