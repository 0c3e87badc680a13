//===- FastDomain.h - Machine-word values for the semantics -----*- C++ -*-===//
//
// A second concrete domain, for speed: bit-vectors of at most 64 bits kept
// in one machine word, and f32/f64 floats kept as host floats, rounded to
// nearest even by the host's IEEE arithmetic. The interpreter instantiates
// the same semantics templates with it (so the meaning still comes from
// dialects/*/…Semantics.h) for ops whose types fit; everything else (wider
// integers, other float formats, rounding modes, math functions) uses
// ConcreteDomain. Each operation here computes what ConcreteDomain computes
// on the same inputs; the unit tests compare the two.
//
// Only the float operations that arith's basic ops need are provided
// (add, sub, mul, div, neg, comparisons, classification, conversions to and
// from integers); a semantics needing more does not compile with this
// domain, and the interpreter routes it to ConcreteDomain.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_INTERP_FASTDOMAIN_H
#define ASSAY_VERIFY_INTERP_FASTDOMAIN_H

#include "dialects/Semantics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include <cmath>
#include <cstring>
#include <optional>

namespace assay {
namespace interp {

/// A bit-vector of 1 to 64 bits, zero-extended in `v`.
struct FastBV {
  uint64_t v;
  unsigned w;
};

/// An f32 or f64 value.
struct FastFP {
  double v;
  bool isF32;
};

/// Word-sized values; see the file comment.
struct FastDomain {
  using Bool = bool;
  using BV = FastBV;
  using FP = FastFP;

  std::optional<const char *> firstUB;
  void ub(Bool cond, const char *reason) {
    if (cond && !firstUB)
      firstUB = reason;
  }
  bool hasUB() const { return firstUB.has_value(); }

  static uint64_t mask(unsigned w) {
    return w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  }
  static int64_t sval(const BV &x) {
    if (x.w >= 64)
      return int64_t(x.v);
    return int64_t(x.v << (64 - x.w)) >> (64 - x.w);
  }
  static BV make(uint64_t v, unsigned w) { return {v & mask(w), w}; }

  Bool boolConstant(bool b) const { return b; }
  BV constant(unsigned w, uint64_t v) const { return make(v, w); }
  BV constant(const llvm::APInt &v) const {
    return {v.getZExtValue(), v.getBitWidth()};
  }
  unsigned width(const BV &x) const { return x.w; }

  BV add(const BV &a, const BV &b) const { return make(a.v + b.v, a.w); }
  BV sub(const BV &a, const BV &b) const { return make(a.v - b.v, a.w); }
  BV mul(const BV &a, const BV &b) const { return make(a.v * b.v, a.w); }
  BV udiv(const BV &a, const BV &b) const {
    return b.v ? BV{a.v / b.v, a.w} : make(~uint64_t(0), a.w);
  }
  BV sdiv(const BV &a, const BV &b) const {
    if (!b.v)
      return sval(a) < 0 ? make(1, a.w) : make(~uint64_t(0), a.w);
    int64_t x = sval(a), y = sval(b);
    if (y == -1)
      return make(uint64_t(0) - uint64_t(x), a.w);
    return make(uint64_t(x / y), a.w);
  }
  BV urem(const BV &a, const BV &b) const {
    return b.v ? BV{a.v % b.v, a.w} : a;
  }
  BV srem(const BV &a, const BV &b) const {
    if (!b.v)
      return a;
    int64_t y = sval(b);
    if (y == -1)
      return make(0, a.w);
    return make(uint64_t(sval(a) % y), a.w);
  }
  BV shl(const BV &a, const BV &b) const {
    return b.v >= a.w ? BV{0, a.w} : make(a.v << b.v, a.w);
  }
  BV lshr(const BV &a, const BV &b) const {
    return b.v >= a.w ? BV{0, a.w} : BV{a.v >> b.v, a.w};
  }
  BV ashr(const BV &a, const BV &b) const {
    unsigned s = b.v >= a.w ? a.w - 1 : unsigned(b.v);
    return make(uint64_t(sval(a) >> s), a.w);
  }
  BV bvand(const BV &a, const BV &b) const { return {a.v & b.v, a.w}; }
  BV bvor(const BV &a, const BV &b) const { return {a.v | b.v, a.w}; }
  BV bvxor(const BV &a, const BV &b) const { return {a.v ^ b.v, a.w}; }
  BV bvnot(const BV &a) const { return make(~a.v, a.w); }

  Bool eq(const BV &a, const BV &b) const { return a.v == b.v; }
  Bool ne(const BV &a, const BV &b) const { return a.v != b.v; }
  Bool slt(const BV &a, const BV &b) const { return sval(a) < sval(b); }
  Bool sle(const BV &a, const BV &b) const { return sval(a) <= sval(b); }
  Bool sgt(const BV &a, const BV &b) const { return sval(a) > sval(b); }
  Bool sge(const BV &a, const BV &b) const { return sval(a) >= sval(b); }
  Bool ult(const BV &a, const BV &b) const { return a.v < b.v; }
  Bool ule(const BV &a, const BV &b) const { return a.v <= b.v; }
  Bool ugt(const BV &a, const BV &b) const { return a.v > b.v; }
  Bool uge(const BV &a, const BV &b) const { return a.v >= b.v; }

  BV zext(const BV &a, unsigned w) const { return {a.v, w}; }
  BV sext(const BV &a, unsigned w) const { return make(uint64_t(sval(a)), w); }
  BV trunc(const BV &a, unsigned w) const { return make(a.v, w); }

  BV select(Bool c, const BV &a, const BV &b) const { return c ? a : b; }
  Bool select(Bool c, Bool a, Bool b) const { return c ? a : b; }
  FP select(Bool c, const FP &a, const FP &b) const { return c ? a : b; }

  Bool addOverflowsSigned(const BV &a, const BV &b) const {
    __int128 r = __int128(sval(a)) + sval(b);
    return !fitsSigned(r, a.w);
  }
  Bool addOverflowsUnsigned(const BV &a, const BV &b) const {
    unsigned __int128 r = (unsigned __int128)a.v + b.v;
    return r > mask(a.w);
  }
  Bool subOverflowsSigned(const BV &a, const BV &b) const {
    __int128 r = __int128(sval(a)) - sval(b);
    return !fitsSigned(r, a.w);
  }
  Bool subOverflowsUnsigned(const BV &a, const BV &b) const {
    return b.v > a.v;
  }
  Bool mulOverflowsSigned(const BV &a, const BV &b) const {
    __int128 r = __int128(sval(a)) * sval(b);
    return !fitsSigned(r, a.w);
  }
  Bool mulOverflowsUnsigned(const BV &a, const BV &b) const {
    unsigned __int128 r = (unsigned __int128)a.v * b.v;
    return r > mask(a.w);
  }
  Bool shlOverflowsSigned(const BV &a, const BV &b) const {
    if (b.v >= a.w)
      return true;
    // The bits shifted out and the result's sign bit must all equal the
    // original sign bit.
    int64_t r = sval(shl(a, b));
    return (r >> b.v) != sval(a);
  }
  Bool shlOverflowsUnsigned(const BV &a, const BV &b) const {
    if (b.v >= a.w)
      return true;
    return (shl(a, b).v >> b.v) != a.v;
  }
  BV countLeadingZeros(const BV &a) const {
    unsigned n = a.v ? __builtin_clzll(a.v) - (64 - a.w) : a.w;
    return {n, a.w};
  }
  BV countTrailingZeros(const BV &a) const {
    unsigned n = a.v ? __builtin_ctzll(a.v) : a.w;
    return make(n, a.w);
  }
  BV popcount(const BV &a) const {
    return make(__builtin_popcountll(a.v), a.w);
  }

  //===--- Floats (f32 and f64, to nearest even)
  //---------------------------===//

  static FP round(double v, bool isF32) {
    return {isF32 ? double(float(v)) : v, isF32};
  }
  FP fadd(const FP &a, const FP &b, arith::RoundingMode) const {
    return a.isF32 ? FP{double(float(a.v) + float(b.v)), true}
                   : FP{a.v + b.v, false};
  }
  FP fsub(const FP &a, const FP &b, arith::RoundingMode) const {
    return a.isF32 ? FP{double(float(a.v) - float(b.v)), true}
                   : FP{a.v - b.v, false};
  }
  FP fmul(const FP &a, const FP &b, arith::RoundingMode) const {
    return a.isF32 ? FP{double(float(a.v) * float(b.v)), true}
                   : FP{a.v * b.v, false};
  }
  FP fdiv(const FP &a, const FP &b, arith::RoundingMode) const {
    return a.isF32 ? FP{double(float(a.v) / float(b.v)), true}
                   : FP{a.v / b.v, false};
  }
  FP fneg(const FP &a) const { return {-a.v, a.isF32}; }
  /// nsz leaves a zero's sign open; the IEEE sign is one of the choices.
  FP anyZeroSign(const FP &a) const { return a; }
  Bool isNaN(const FP &a) const { return std::isnan(a.v); }
  Bool isInf(const FP &a) const { return std::isinf(a.v); }
  Bool fpEq(const FP &a, const FP &b) const { return a.v == b.v; }
  Bool fpLt(const FP &a, const FP &b) const { return a.v < b.v; }
  Bool fpLe(const FP &a, const FP &b) const { return a.v <= b.v; }

  /// Conversions with the host's round-to-nearest-even (`rm` is always
  /// that on this path).
  FP intToFP(const BV &x, bool isSigned, const llvm::fltSemantics &sem,
             arith::RoundingMode) const {
    bool f32 = &sem == &llvm::APFloat::IEEEsingle();
    if (isSigned)
      return f32 ? FP{double(float(sval(x))), true}
                 : FP{double(sval(x)), false};
    return f32 ? FP{double(float(x.v)), true} : FP{double(x.v), false};
  }
  BV fpToInt(const FP &a, unsigned w, bool isSigned, Bool &invalid) const {
    double t = std::trunc(a.v);
    double lo = isSigned ? -std::ldexp(1.0, w - 1) : 0.0;
    double hi = isSigned ? std::ldexp(1.0, w - 1) : std::ldexp(1.0, w);
    invalid = std::isnan(a.v) || t < lo || t >= hi;
    if (invalid)
      return {0, w};
    if (isSigned)
      return make(uint64_t(int64_t(t)), w);
    return make(uint64_t(t), w);
  }

  /// Slot encodings.
  static FP fromBits(uint64_t bits, bool isF32) {
    if (isF32) {
      uint32_t b = uint32_t(bits);
      float f;
      std::memcpy(&f, &b, sizeof(f));
      return {double(f), true};
    }
    double d;
    std::memcpy(&d, &bits, sizeof(d));
    return {d, false};
  }
  static uint64_t toBits(const FP &a) {
    if (a.isF32) {
      float f = float(a.v);
      uint32_t b;
      std::memcpy(&b, &f, sizeof(b));
      return b;
    }
    uint64_t b;
    std::memcpy(&b, &a.v, sizeof(b));
    return b;
  }

private:
  static bool fitsSigned(__int128 r, unsigned w) {
    __int128 lo = -(__int128(1) << (w - 1)), hi = (__int128(1) << (w - 1)) - 1;
    return r >= lo && r <= hi;
  }
};

} // namespace interp
} // namespace assay

#endif // ASSAY_VERIFY_INTERP_FASTDOMAIN_H
