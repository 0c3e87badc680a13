//===- Semantics.h - The value domain that op semantics are written over --===//
//
// Each op's meaning is written once, as a function template over a value
// domain `D` (dialects/<name>/<Name>Semantics.h). Instantiated with
// ConcreteDomain (dialects/ConcreteDomain.h: APInt, APFloat, bool) it is
// the reference interpreter; instantiated with the SMT domain
// (verify/smt/SmtDomain.h: Z3 terms behind opaque handles) it is the SMT
// encoding. This header states what a domain must provide, as prose and as
// C++20 concepts, and the value types the semantics pass around.
//
// Values. An integer value is `sem::Int<D>{bits, poison}`: a bit-vector of
// the exact width of its type (index is 64 bits wide in Assay's interpreter;
// the semantics themselves are width-generic) and a poison bit. A float value
// is `sem::Float<D>{bits, poison}`. When `poison` is true, `bits` is
// meaningless and may hold anything.
//
// Undefined behaviour. `d.ub(cond, reason)` states that executing the op with
// `cond` true is undefined behaviour. The concrete domain records the first
// reason raised; the SMT domain accumulates the disjunction of conditions.
// Semantics keep computing after raising UB (the returned value is then
// irrelevant), so every domain operation must be total.
//
// Booleans. `D::Bool` supports `&&`, `||` and `!` (plain `bool` does; the SMT
// wrapper overloads them, without short-circuit evaluation). Literal
// booleans are made with `d.boolConstant(b)`.
//
// Integer part of a domain (concept `sem::IntDomain`), all on `D::BV`:
//   constant(width, uint64_t) (truncating), constant(const APInt &),
//   width(x), add, sub, mul, udiv, sdiv, urem, srem, shl, lshr, ashr,
//   bvand, bvor, bvxor, bvnot, eq, ne, slt, sle, sgt, sge, ult, ule, ugt,
//   uge, zext(x, w), sext(x, w), trunc(x, w), select(c, a, b) on BV and on
//   Bool, the overflow predicates {add,sub,mul,shl}Overflows{Signed,Unsigned},
//   countLeadingZeros, countTrailingZeros, popcount (results as wide as x).
// Both operands of a binary BV op have the same width (shift amounts too).
// Division and shifts are total with SMT-LIB's results, so that both domains
// agree even where a semantics then raises UB or poison:
//   udiv(x, 0) = all ones, urem(x, 0) = x,
//   sdiv(x, 0) = (x < 0 ? 1 : -1), srem(x, 0) = x,
//   sdiv(MIN, -1) = MIN, srem(MIN, -1) = 0,
//   shl/lshr by >= width = 0, ashr by >= width = all copies of the sign bit.
//
// Float part (concept `sem::FloatDomain`; both domains implement it, the SMT
// domain with Z3's floating-point theory):
//   fpConstant(const APFloat &), fadd/fsub/fmul/fdiv(a, b, RoundingMode),
//   fma(a, b, c, RoundingMode), frem(a, b) (fmod: exact, sign of a), fneg,
//   fabs, copySign(a, b), the IEEE predicates isNaN, isInf, isZero,
//   isNegative (sign bit), isNormal, isSubnormal, fpEq, fpLt, fpLe (false
//   when either is NaN), fmaximum/fminimum (NaN-propagating, -0 < +0),
//   fmaxnum/fminnum (NaN-ignoring), fpConvert(x, semantics, RoundingMode),
//   fpToInt(x, width, isSigned, invalid&) (rounds toward zero; sets `invalid`
//   when x is NaN or out of range), intToFP(x, isSigned, semantics,
//   RoundingMode), fpToBits(x), bitsToFP(bits, semantics),
//   roundToIntegral(x, RoundingMode), select(c, a, b) on FP,
//   mathFn(MathFn, x), mathFn2(MathFn, x, y) and powi(x, BV), and
//   anyZeroSign(x): x, except that a zero may come back with either sign
//   (fastmath<nsz>); the concrete domains keep x's sign, one of the
//   allowed choices, and the SMT domain leaves the choice open.
// Float formats are named by `const llvm::fltSemantics &`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_SEMANTICS_H
#define ASSAY_DIALECTS_SEMANTICS_H

#include "dialects/arith/ArithEnums.h"
#include <concepts>
#include <cstdint>
#include <utility>

namespace llvm {
class APInt;
class APFloat;
struct fltSemantics;
} // namespace llvm

namespace assay {
namespace sem {

/// An integer (or index) value: bits of the type's exact width, and whether
/// the value is poison.
template <class D> struct Int {
  typename D::BV bits;
  typename D::Bool poison;
};

/// A floating-point value and whether it is poison.
template <class D> struct Float {
  typename D::FP bits;
  typename D::Bool poison;
};

/// A pair of results (the extended arithmetic ops).
template <class T> struct Pair {
  T first;
  T second;
};

/// The elementary functions that math ops compute through the domain (the
/// concrete domain calls the host libm).
enum class MathFn : uint8_t {
  acos,
  acosh,
  asin,
  asinh,
  atan,
  atan2, // binary
  atanh,
  cbrt,
  cos,
  cosh,
  erf,
  exp,
  exp2,
  expm1,
  log,
  log10,
  log1p,
  log2,
  powf, // binary
  rsqrt,
  sin,
  sinh,
  sqrt,
  tan,
  tanh,
};

/// What a domain must provide for the integer semantics (see the file
/// comment for the meaning of each operation).
template <class D>
concept IntDomain = requires(D &d, const typename D::BV &x,
                             const typename D::Bool &b, unsigned w, uint64_t v,
                             const llvm::APInt &ap, const char *reason) {
  typename D::Bool;
  typename D::BV;
  { d.boolConstant(true) } -> std::same_as<typename D::Bool>;
  { b &&b } -> std::convertible_to<typename D::Bool>;
  { b || b } -> std::convertible_to<typename D::Bool>;
  { !b } -> std::convertible_to<typename D::Bool>;
  { d.constant(w, v) } -> std::same_as<typename D::BV>;
  { d.constant(ap) } -> std::same_as<typename D::BV>;
  { d.width(x) } -> std::convertible_to<unsigned>;
  { d.add(x, x) } -> std::same_as<typename D::BV>;
  { d.sub(x, x) } -> std::same_as<typename D::BV>;
  { d.mul(x, x) } -> std::same_as<typename D::BV>;
  { d.udiv(x, x) } -> std::same_as<typename D::BV>;
  { d.sdiv(x, x) } -> std::same_as<typename D::BV>;
  { d.urem(x, x) } -> std::same_as<typename D::BV>;
  { d.srem(x, x) } -> std::same_as<typename D::BV>;
  { d.shl(x, x) } -> std::same_as<typename D::BV>;
  { d.lshr(x, x) } -> std::same_as<typename D::BV>;
  { d.ashr(x, x) } -> std::same_as<typename D::BV>;
  { d.bvand(x, x) } -> std::same_as<typename D::BV>;
  { d.bvor(x, x) } -> std::same_as<typename D::BV>;
  { d.bvxor(x, x) } -> std::same_as<typename D::BV>;
  { d.bvnot(x) } -> std::same_as<typename D::BV>;
  { d.eq(x, x) } -> std::same_as<typename D::Bool>;
  { d.ne(x, x) } -> std::same_as<typename D::Bool>;
  { d.slt(x, x) } -> std::same_as<typename D::Bool>;
  { d.sle(x, x) } -> std::same_as<typename D::Bool>;
  { d.sgt(x, x) } -> std::same_as<typename D::Bool>;
  { d.sge(x, x) } -> std::same_as<typename D::Bool>;
  { d.ult(x, x) } -> std::same_as<typename D::Bool>;
  { d.ule(x, x) } -> std::same_as<typename D::Bool>;
  { d.ugt(x, x) } -> std::same_as<typename D::Bool>;
  { d.uge(x, x) } -> std::same_as<typename D::Bool>;
  { d.zext(x, w) } -> std::same_as<typename D::BV>;
  { d.sext(x, w) } -> std::same_as<typename D::BV>;
  { d.trunc(x, w) } -> std::same_as<typename D::BV>;
  { d.select(b, x, x) } -> std::same_as<typename D::BV>;
  { d.select(b, b, b) } -> std::same_as<typename D::Bool>;
  { d.addOverflowsSigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.addOverflowsUnsigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.subOverflowsSigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.subOverflowsUnsigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.mulOverflowsSigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.mulOverflowsUnsigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.shlOverflowsSigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.shlOverflowsUnsigned(x, x) } -> std::same_as<typename D::Bool>;
  { d.countLeadingZeros(x) } -> std::same_as<typename D::BV>;
  { d.countTrailingZeros(x) } -> std::same_as<typename D::BV>;
  { d.popcount(x) } -> std::same_as<typename D::BV>;
  d.ub(b, reason);
};

/// What a domain must provide, in addition, for the float semantics.
template <class D>
concept FloatDomain = IntDomain<D> &&
    requires(D &d, const typename D::FP &f, const typename D::BV &x,
             const typename D::Bool &b, typename D::Bool &out, unsigned w,
             const llvm::APFloat &apf, const llvm::fltSemantics &fs,
             arith::RoundingMode rm, arith::CmpFPredicate pred, MathFn fn) {
  typename D::FP;
  { d.fpConstant(apf) } -> std::same_as<typename D::FP>;
  { d.fadd(f, f, rm) } -> std::same_as<typename D::FP>;
  { d.fsub(f, f, rm) } -> std::same_as<typename D::FP>;
  { d.fmul(f, f, rm) } -> std::same_as<typename D::FP>;
  { d.fdiv(f, f, rm) } -> std::same_as<typename D::FP>;
  { d.fma(f, f, f, rm) } -> std::same_as<typename D::FP>;
  { d.frem(f, f) } -> std::same_as<typename D::FP>;
  { d.fneg(f) } -> std::same_as<typename D::FP>;
  { d.fabs(f) } -> std::same_as<typename D::FP>;
  { d.copySign(f, f) } -> std::same_as<typename D::FP>;
  { d.isNaN(f) } -> std::same_as<typename D::Bool>;
  { d.isInf(f) } -> std::same_as<typename D::Bool>;
  { d.isZero(f) } -> std::same_as<typename D::Bool>;
  { d.isNegative(f) } -> std::same_as<typename D::Bool>;
  { d.isNormal(f) } -> std::same_as<typename D::Bool>;
  { d.isSubnormal(f) } -> std::same_as<typename D::Bool>;
  { d.fpEq(f, f) } -> std::same_as<typename D::Bool>;
  { d.fpLt(f, f) } -> std::same_as<typename D::Bool>;
  { d.fpLe(f, f) } -> std::same_as<typename D::Bool>;
  { d.fmaximum(f, f) } -> std::same_as<typename D::FP>;
  { d.fminimum(f, f) } -> std::same_as<typename D::FP>;
  { d.fmaxnum(f, f) } -> std::same_as<typename D::FP>;
  { d.fminnum(f, f) } -> std::same_as<typename D::FP>;
  { d.fpConvert(f, fs, rm) } -> std::same_as<typename D::FP>;
  { d.fpToInt(f, w, true, out) } -> std::same_as<typename D::BV>;
  { d.intToFP(x, true, fs, rm) } -> std::same_as<typename D::FP>;
  { d.fpToBits(f) } -> std::same_as<typename D::BV>;
  { d.bitsToFP(x, fs) } -> std::same_as<typename D::FP>;
  { d.roundToIntegral(f, rm) } -> std::same_as<typename D::FP>;
  { d.select(b, f, f) } -> std::same_as<typename D::FP>;
  { d.mathFn(fn, f) } -> std::same_as<typename D::FP>;
  { d.mathFn2(fn, f, f) } -> std::same_as<typename D::FP>;
  { d.powi(f, x) } -> std::same_as<typename D::FP>;
  { d.anyZeroSign(f) } -> std::same_as<typename D::FP>;
};

//===----------------------------------------------------------------------===//
// Helpers shared by the dialects' semantics
//===----------------------------------------------------------------------===//

/// A non-poison integer value.
template <class D> Int<D> value(D &d, typename D::BV bits) {
  return Int<D>{std::move(bits), d.boolConstant(false)};
}

/// A non-poison float value.
template <class D> Float<D> floatValue(D &d, typename D::FP bits) {
  return Float<D>{std::move(bits), d.boolConstant(false)};
}

/// `b` as an i1 bit-vector (true is 1).
template <class D> typename D::BV fromBool(D &d, const typename D::Bool &b) {
  return d.select(b, d.constant(1, 1), d.constant(1, 0));
}

/// An i1 bit-vector as a Bool (1 is true).
template <class D> typename D::Bool toBool(D &d, const typename D::BV &x) {
  return d.ne(x, d.constant(1, 0));
}

/// The all-zero bit-vector as wide as `x`.
template <class D> typename D::BV zeroLike(D &d, const typename D::BV &x) {
  return d.constant(d.width(x), 0);
}

/// The bit-vector as wide as `x` holding `v`.
template <class D>
typename D::BV constantLike(D &d, const typename D::BV &x, uint64_t v) {
  return d.constant(d.width(x), v);
}

/// The all-ones (-1) bit-vector as wide as `x`.
template <class D> typename D::BV allOnesLike(D &d, const typename D::BV &x) {
  return d.bvnot(zeroLike(d, x));
}

/// The signed minimum (only the sign bit set) as wide as `x`.
template <class D> typename D::BV signedMinLike(D &d, const typename D::BV &x) {
  unsigned w = d.width(x);
  return d.shl(d.constant(w, 1), d.constant(w, w - 1));
}

/// Whether `x` is negative as a signed number.
template <class D>
typename D::Bool isNegativeInt(D &d, const typename D::BV &x) {
  return d.slt(x, zeroLike(d, x));
}

/// The poison bit of a result computed from `a` and `b`.
template <class D>
typename D::Bool eitherPoison(const Int<D> &a, const Int<D> &b) {
  return a.poison || b.poison;
}

} // namespace sem
} // namespace assay

#endif // ASSAY_DIALECTS_SEMANTICS_H
