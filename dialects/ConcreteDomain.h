//===- ConcreteDomain.h - Concrete values for the templated semantics -----===//
//
// The value domain that turns the op semantics (dialects/Semantics.h) into
// the reference interpreter and the dialects' constant folders (one meaning
// for both): bit-vectors are llvm::APInt, floats
// llvm::APFloat, booleans plain bool. Every method is inline and, for widths
// up to 64 bits and the IEEE formats up to double, free of allocation, so
// that the interpreter's inner loop stays a few instructions per scalar op.
//
// Undefined behaviour is recorded, not thrown: `ub(cond, reason)` keeps the
// first reason raised in `firstUB`; the caller checks it after the op (or
// after a block) and resets it with `clearUB()`.
//
// Elementary math functions go through the host libm in double precision
// and are rounded once to the target format (see docs/semantics.md for the
// precision this gives).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_CONCRETEDOMAIN_H
#define ASSAY_DIALECTS_CONCRETEDOMAIN_H

#include "dialects/Semantics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/APSInt.h"
#include <cmath>
#include <optional>

namespace assay {

/// LLVM's rounding mode for an arith rounding mode.
inline llvm::RoundingMode toLLVMRoundingMode(arith::RoundingMode rm) {
  switch (rm) {
  case arith::RoundingMode::to_nearest_even:
    return llvm::RoundingMode::NearestTiesToEven;
  case arith::RoundingMode::downward:
    return llvm::RoundingMode::TowardNegative;
  case arith::RoundingMode::upward:
    return llvm::RoundingMode::TowardPositive;
  case arith::RoundingMode::toward_zero:
    return llvm::RoundingMode::TowardZero;
  case arith::RoundingMode::to_nearest_away:
    return llvm::RoundingMode::NearestTiesToAway;
  }
  return llvm::RoundingMode::NearestTiesToEven;
}

/// Concrete values: APInt bit-vectors, APFloat floats, bool booleans.
struct ConcreteDomain {
  using Bool = bool;
  using BV = llvm::APInt;
  using FP = llvm::APFloat;
  using RoundingMode = arith::RoundingMode;

  /// The first undefined behaviour raised since the last clearUB(), if any.
  std::optional<const char *> firstUB;

  /// Records undefined behaviour when `cond` holds (the first reason wins).
  void ub(Bool cond, const char *reason) {
    if (cond && !firstUB)
      firstUB = reason;
  }
  /// Whether undefined behaviour was raised since the last clearUB().
  bool hasUB() const { return firstUB.has_value(); }
  /// Forgets the undefined behaviour raised so far.
  void clearUB() { firstUB.reset(); }

  //===--------------------------------------------------------------------===//
  // Booleans and bit-vectors
  //===--------------------------------------------------------------------===//

  /// The boolean `b`.
  Bool boolConstant(bool b) const { return b; }
  /// `v` truncated (or zero-extended) to `width` bits.
  BV constant(unsigned width, uint64_t v) const { return BV(width, v); }
  /// The bit-vector `v`.
  BV constant(const llvm::APInt &v) const { return v; }
  /// The number of bits of `x`.
  unsigned width(const BV &x) const { return x.getBitWidth(); }

  /// Wrapping addition.
  BV add(const BV &a, const BV &b) const { return a + b; }
  /// Wrapping subtraction.
  BV sub(const BV &a, const BV &b) const { return a - b; }
  /// Wrapping multiplication.
  BV mul(const BV &a, const BV &b) const { return a * b; }
  /// Unsigned quotient; all ones when `b` is zero.
  BV udiv(const BV &a, const BV &b) const {
    if (b.isZero())
      return BV::getAllOnes(a.getBitWidth());
    return a.udiv(b);
  }
  /// Signed quotient rounded toward zero; 1 or -1 (by a's sign) when `b` is
  /// zero, and MIN for MIN / -1.
  BV sdiv(const BV &a, const BV &b) const {
    if (b.isZero())
      return a.isNegative() ? BV(a.getBitWidth(), 1)
                            : BV::getAllOnes(a.getBitWidth());
    return a.sdiv(b);
  }
  /// Unsigned remainder; `a` when `b` is zero.
  BV urem(const BV &a, const BV &b) const {
    if (b.isZero())
      return a;
    return a.urem(b);
  }
  /// Signed remainder with the sign of `a`; `a` when `b` is zero.
  BV srem(const BV &a, const BV &b) const {
    if (b.isZero())
      return a;
    return a.srem(b);
  }
  /// Shift left; zero when `b` >= width.
  BV shl(const BV &a, const BV &b) const { return a.shl(b); }
  /// Logical shift right; zero when `b` >= width.
  BV lshr(const BV &a, const BV &b) const { return a.lshr(b); }
  /// Arithmetic shift right; copies of the sign bit when `b` >= width.
  BV ashr(const BV &a, const BV &b) const { return a.ashr(b); }
  /// Bitwise and.
  BV bvand(const BV &a, const BV &b) const { return a & b; }
  /// Bitwise or.
  BV bvor(const BV &a, const BV &b) const { return a | b; }
  /// Bitwise exclusive or.
  BV bvxor(const BV &a, const BV &b) const { return a ^ b; }
  /// Bitwise complement.
  BV bvnot(const BV &a) const { return ~a; }

  /// Comparisons.
  Bool eq(const BV &a, const BV &b) const { return a == b; }
  Bool ne(const BV &a, const BV &b) const { return a != b; }
  Bool slt(const BV &a, const BV &b) const { return a.slt(b); }
  Bool sle(const BV &a, const BV &b) const { return a.sle(b); }
  Bool sgt(const BV &a, const BV &b) const { return a.sgt(b); }
  Bool sge(const BV &a, const BV &b) const { return a.sge(b); }
  Bool ult(const BV &a, const BV &b) const { return a.ult(b); }
  Bool ule(const BV &a, const BV &b) const { return a.ule(b); }
  Bool ugt(const BV &a, const BV &b) const { return a.ugt(b); }
  Bool uge(const BV &a, const BV &b) const { return a.uge(b); }

  /// Zero extension to `w` >= width(a) bits.
  BV zext(const BV &a, unsigned w) const { return a.zext(w); }
  /// Sign extension to `w` >= width(a) bits.
  BV sext(const BV &a, unsigned w) const { return a.sext(w); }
  /// Truncation to the low `w` <= width(a) bits.
  BV trunc(const BV &a, unsigned w) const { return a.trunc(w); }

  /// `c ? a : b`.
  BV select(Bool c, const BV &a, const BV &b) const { return c ? a : b; }
  /// `c ? a : b` on booleans.
  Bool select(Bool c, Bool a, Bool b) const { return c ? a : b; }
  /// `c ? a : b` on floats.
  FP select(Bool c, const FP &a, const FP &b) const { return c ? a : b; }

  /// Whether a + b overflows as signed numbers.
  Bool addOverflowsSigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.sadd_ov(b, ov);
    return ov;
  }
  /// Whether a + b overflows as unsigned numbers.
  Bool addOverflowsUnsigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.uadd_ov(b, ov);
    return ov;
  }
  /// Whether a - b overflows as signed numbers.
  Bool subOverflowsSigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.ssub_ov(b, ov);
    return ov;
  }
  /// Whether a - b overflows as unsigned numbers (b > a).
  Bool subOverflowsUnsigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.usub_ov(b, ov);
    return ov;
  }
  /// Whether a * b overflows as signed numbers.
  Bool mulOverflowsSigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.smul_ov(b, ov);
    return ov;
  }
  /// Whether a * b overflows as unsigned numbers.
  Bool mulOverflowsUnsigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.umul_ov(b, ov);
    return ov;
  }
  /// Whether a << b shifts out a bit that differs from the result's sign
  /// bit (true when b >= width).
  Bool shlOverflowsSigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.sshl_ov(b, ov);
    return ov;
  }
  /// Whether a << b shifts out a set bit (true when b >= width).
  Bool shlOverflowsUnsigned(const BV &a, const BV &b) const {
    bool ov;
    (void)a.ushl_ov(b, ov);
    return ov;
  }

  /// The number of leading zero bits, as wide as `a`.
  BV countLeadingZeros(const BV &a) const {
    return BV(a.getBitWidth(), a.countl_zero());
  }
  /// The number of trailing zero bits, as wide as `a`.
  BV countTrailingZeros(const BV &a) const {
    return BV(a.getBitWidth(), a.countr_zero());
  }
  /// The number of set bits, as wide as `a`.
  BV popcount(const BV &a) const { return BV(a.getBitWidth(), a.popcount()); }

  //===--------------------------------------------------------------------===//
  // Floats
  //===--------------------------------------------------------------------===//

  /// The float `v`.
  FP fpConstant(const llvm::APFloat &v) const { return v; }

  /// IEEE arithmetic, rounded by `rm`.
  FP fadd(const FP &a, const FP &b, RoundingMode rm) const {
    FP r = a;
    r.add(b, toLLVMRoundingMode(rm));
    return r;
  }
  FP fsub(const FP &a, const FP &b, RoundingMode rm) const {
    FP r = a;
    r.subtract(b, toLLVMRoundingMode(rm));
    return r;
  }
  FP fmul(const FP &a, const FP &b, RoundingMode rm) const {
    FP r = a;
    r.multiply(b, toLLVMRoundingMode(rm));
    return r;
  }
  FP fdiv(const FP &a, const FP &b, RoundingMode rm) const {
    FP r = a;
    r.divide(b, toLLVMRoundingMode(rm));
    return r;
  }
  /// a * b + c with a single rounding.
  FP fma(const FP &a, const FP &b, const FP &c, RoundingMode rm) const {
    FP r = a;
    r.fusedMultiplyAdd(b, c, toLLVMRoundingMode(rm));
    return r;
  }
  /// The C fmod remainder: exact, with the sign of `a`.
  FP frem(const FP &a, const FP &b) const {
    FP r = a;
    r.mod(b);
    return r;
  }
  /// Flips the sign bit (NaNs included).
  FP fneg(const FP &a) const { return llvm::neg(a); }
  /// nsz leaves a zero's sign open; the IEEE sign is one of the choices.
  FP anyZeroSign(const FP &a) const { return a; }
  /// Clears the sign bit (NaNs included).
  FP fabs(const FP &a) const { return llvm::abs(a); }
  /// The magnitude of `a` with the sign of `b`.
  FP copySign(const FP &a, const FP &b) const {
    return llvm::APFloat::copySign(a, b);
  }

  /// Classification and IEEE comparisons (false when an operand is NaN).
  Bool isNaN(const FP &a) const { return a.isNaN(); }
  Bool isInf(const FP &a) const { return a.isInfinity(); }
  Bool isZero(const FP &a) const { return a.isZero(); }
  Bool isNegative(const FP &a) const { return a.isNegative(); }
  Bool isNormal(const FP &a) const { return a.isNormal(); }
  Bool isSubnormal(const FP &a) const { return a.isDenormal(); }
  Bool fpEq(const FP &a, const FP &b) const {
    return a.compare(b) == llvm::APFloat::cmpEqual;
  }
  Bool fpLt(const FP &a, const FP &b) const {
    return a.compare(b) == llvm::APFloat::cmpLessThan;
  }
  Bool fpLe(const FP &a, const FP &b) const {
    llvm::APFloat::cmpResult c = a.compare(b);
    return c == llvm::APFloat::cmpLessThan || c == llvm::APFloat::cmpEqual;
  }

  /// IEEE 754-2019 maximum/minimum: NaN if either is NaN, -0 < +0.
  FP fmaximum(const FP &a, const FP &b) const {
    return makeQuiet(llvm::maximum(a, b));
  }
  FP fminimum(const FP &a, const FP &b) const {
    return makeQuiet(llvm::minimum(a, b));
  }
  /// maxNum/minNum: the other operand if one is NaN, -0 < +0.
  FP fmaxnum(const FP &a, const FP &b) const {
    return makeQuiet(llvm::maxnum(a, b));
  }
  FP fminnum(const FP &a, const FP &b) const {
    return makeQuiet(llvm::minnum(a, b));
  }

  /// `a` converted to `sem`, rounded by `rm` (exact when widening).
  FP fpConvert(const FP &a, const llvm::fltSemantics &sem,
               RoundingMode rm) const {
    FP r = a;
    bool losesInfo;
    r.convert(sem, toLLVMRoundingMode(rm), &losesInfo);
    return r;
  }
  /// `a` rounded toward zero to a `w`-bit integer; `invalid` is set when `a`
  /// is NaN or its integral part does not fit (the bits are then zero).
  BV fpToInt(const FP &a, unsigned w, bool isSigned, Bool &invalid) const {
    llvm::APSInt r(w, /*isUnsigned=*/!isSigned);
    bool isExact;
    llvm::APFloat::opStatus st =
        a.convertToInteger(r, llvm::RoundingMode::TowardZero, &isExact);
    invalid = (st & llvm::APFloat::opInvalidOp) != 0;
    if (invalid)
      return BV(w, 0);
    return r;
  }
  /// The integer `x` (signed or unsigned) as a float of `sem`, rounded by
  /// `rm`.
  FP intToFP(const BV &x, bool isSigned, const llvm::fltSemantics &sem,
             RoundingMode rm) const {
    FP r(sem);
    r.convertFromAPInt(x, isSigned, toLLVMRoundingMode(rm));
    return r;
  }
  /// The encoding of `a`.
  BV fpToBits(const FP &a) const { return a.bitcastToAPInt(); }
  /// The float of `sem` encoded by `bits`.
  FP bitsToFP(const BV &bits, const llvm::fltSemantics &sem) const {
    return FP(sem, bits);
  }
  /// `a` rounded to an integral value by `rm`.
  FP roundToIntegral(const FP &a, RoundingMode rm) const {
    FP r = a;
    r.roundToIntegral(toLLVMRoundingMode(rm));
    return r;
  }

  /// An elementary function of one argument (host libm, double precision,
  /// one final rounding to the format of `a`).
  FP mathFn(sem::MathFn fn, const FP &a) const {
    double x = toDouble(a);
    double r = 0;
    switch (fn) {
    case sem::MathFn::acos:
      r = std::acos(x);
      break;
    case sem::MathFn::acosh:
      r = std::acosh(x);
      break;
    case sem::MathFn::asin:
      r = std::asin(x);
      break;
    case sem::MathFn::asinh:
      r = std::asinh(x);
      break;
    case sem::MathFn::atan:
      r = std::atan(x);
      break;
    case sem::MathFn::atanh:
      r = std::atanh(x);
      break;
    case sem::MathFn::cbrt:
      r = std::cbrt(x);
      break;
    case sem::MathFn::cos:
      r = std::cos(x);
      break;
    case sem::MathFn::cosh:
      r = std::cosh(x);
      break;
    case sem::MathFn::erf:
      r = std::erf(x);
      break;
    case sem::MathFn::exp:
      r = std::exp(x);
      break;
    case sem::MathFn::exp2:
      r = std::exp2(x);
      break;
    case sem::MathFn::expm1:
      r = std::expm1(x);
      break;
    case sem::MathFn::log:
      r = std::log(x);
      break;
    case sem::MathFn::log10:
      r = std::log10(x);
      break;
    case sem::MathFn::log1p:
      r = std::log1p(x);
      break;
    case sem::MathFn::log2:
      r = std::log2(x);
      break;
    case sem::MathFn::rsqrt:
      r = 1.0 / std::sqrt(x);
      break;
    case sem::MathFn::sin:
      r = std::sin(x);
      break;
    case sem::MathFn::sinh:
      r = std::sinh(x);
      break;
    case sem::MathFn::sqrt:
      r = std::sqrt(x);
      break;
    case sem::MathFn::tan:
      r = std::tan(x);
      break;
    case sem::MathFn::tanh:
      r = std::tanh(x);
      break;
    case sem::MathFn::atan2:
    case sem::MathFn::powf:
      r = std::nan("");
      break;
    }
    return fromDouble(r, a.getSemantics());
  }
  /// An elementary function of two arguments (atan2, powf).
  FP mathFn2(sem::MathFn fn, const FP &a, const FP &b) const {
    double x = toDouble(a), y = toDouble(b);
    double r = fn == sem::MathFn::atan2  ? std::atan2(x, y)
               : fn == sem::MathFn::powf ? std::pow(x, y)
                                         : std::nan("");
    return fromDouble(r, a.getSemantics());
  }
  /// `a` raised to the signed integer power `n`.
  FP powi(const FP &a, const BV &n) const {
    double e = n.getBitWidth() <= 64 ? double(n.getSExtValue())
                                     : (n.isNegative() ? -HUGE_VAL : HUGE_VAL);
    if (n.getBitWidth() > 64 && n.isSignedIntN(64))
      e = double(n.getSExtValue());
    return fromDouble(std::pow(toDouble(a), e), a.getSemantics());
  }

  /// `a` as a host double (rounded to nearest when `a` is wider).
  static double toDouble(const FP &a) {
    if (&a.getSemantics() == &llvm::APFloat::IEEEdouble())
      return a.convertToDouble();
    FP d = a;
    bool losesInfo;
    d.convert(llvm::APFloat::IEEEdouble(),
              llvm::RoundingMode::NearestTiesToEven, &losesInfo);
    return d.convertToDouble();
  }
  /// The host double `x` rounded to nearest-even in `sem`.
  static FP fromDouble(double x, const llvm::fltSemantics &sem) {
    FP r(x);
    if (&sem == &llvm::APFloat::IEEEdouble())
      return r;
    bool losesInfo;
    r.convert(sem, llvm::RoundingMode::NearestTiesToEven, &losesInfo);
    return r;
  }

private:
  /// Quiets a signaling NaN result; other values pass unchanged.
  static FP makeQuiet(FP a) {
    if (a.isSignaling())
      return a.makeQuiet();
    return a;
  }
};

static_assert(sem::FloatDomain<ConcreteDomain>,
              "ConcreteDomain must implement the whole semantics domain");

} // namespace assay

#endif // ASSAY_DIALECTS_CONCRETEDOMAIN_H
