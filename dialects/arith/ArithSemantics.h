//===- ArithSemantics.h - The meaning of arith ops, over any domain ------===//
//
// One function template per arith op, named after its mnemonic, over a value
// domain D (dialects/Semantics.h): the reference interpreter instantiates
// them with concrete values, the SMT encoding with Z3 terms. Scalars only;
// the interpreter maps them over vector and tensor elements.
//
// The rules, op by op, and why, are in docs/semantics.md. In short: poison
// operands give poison results (select only from the chosen operand);
// division by zero, by a poison divisor and signed MIN / -1 are undefined
// behaviour; shifts by the width or more, nsw/nuw violations, out-of-range
// float-to-int conversions and nnan/ninf violations give poison; floats are
// IEEE with round-to-nearest-even unless a rounding mode says otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHSEMANTICS_H
#define ASSAY_DIALECTS_ARITH_ARITHSEMANTICS_H

#include "dialects/Semantics.h"
#include "dialects/arith/ArithEnums.h"
#include <initializer_list>

namespace assay {
namespace arith {
namespace semantics {

template <class D> using Int = sem::Int<D>;
template <class D> using Float = sem::Float<D>;

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

/// `r` made poison where `cond` holds.
template <class D>
Int<D> poisonIf(D &d, const typename D::Bool &cond, Int<D> r) {
  r.poison = r.poison || cond;
  return r;
}

/// Raises UB when the divisor `rhs` is zero or poison (a poison divisor may
/// be zero).
template <class D> void divisorUB(D &d, const Int<D> &rhs) {
  d.ub(rhs.poison || d.eq(rhs.bits, sem::zeroLike(d, rhs.bits)),
       "division by zero");
}

/// Raises UB for a signed division that overflows: MIN / -1 (a poison
/// dividend may be MIN).
template <class D>
void signedOverflowUB(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  typename D::Bool minusOne = d.eq(rhs.bits, sem::allOnesLike(d, rhs.bits));
  typename D::Bool isMin = d.eq(lhs.bits, sem::signedMinLike(d, lhs.bits));
  d.ub(minusOne && (lhs.poison || isMin), "signed division overflow");
}

/// The shift amount is out of range: poison.
template <class D> typename D::Bool shiftOutOfRange(D &d, const Int<D> &rhs) {
  return d.uge(rhs.bits, sem::constantLike(d, rhs.bits, d.width(rhs.bits)));
}

/// nnan/ninf: the result is poison if an operand or the result is NaN
/// (resp. infinite); nsz: a zero result may have either sign.
template <class D>
Float<D> applyFastMath(D &d, FastMathFlags fm, Float<D> r,
                       std::initializer_list<const typename D::FP *> ops) {
  if (hasFlag(fm, FastMathFlags::nnan)) {
    typename D::Bool bad = d.isNaN(r.bits);
    for (const typename D::FP *op : ops)
      bad = bad || d.isNaN(*op);
    r.poison = r.poison || bad;
  }
  if (hasFlag(fm, FastMathFlags::ninf)) {
    typename D::Bool bad = d.isInf(r.bits);
    for (const typename D::FP *op : ops)
      bad = bad || d.isInf(*op);
    r.poison = r.poison || bad;
  }
  if (hasFlag(fm, FastMathFlags::nsz))
    r.bits = d.anyZeroSign(r.bits);
  return r;
}

/// A float op under fast-math flags: `compute` applied to the operands'
/// values, poison if any operand is, then applyFastMath. Under nsz the
/// operands' zeros reach `compute` with either sign, as the result's do.
template <class D, class F, class... Ops>
Float<D> floatOp(D &d, FastMathFlags fm, F compute, const Ops &...ops) {
  bool nsz = hasFlag(fm, FastMathFlags::nsz);
  auto operand = [&](const Float<D> &x) {
    return nsz ? d.anyZeroSign(x.bits) : x.bits;
  };
  Float<D> r{compute(operand(ops)...), (ops.poison || ...)};
  return applyFastMath(d, fm, r, {&ops.bits...});
}

/// Poison from nnan/ninf on operands only (for ops whose result is not a
/// float, like cmpf).
template <class D>
typename D::Bool fastMathOperandPoison(D &d, FastMathFlags fm,
                                       const typename D::FP &a,
                                       const typename D::FP &b) {
  typename D::Bool bad = d.boolConstant(false);
  if (hasFlag(fm, FastMathFlags::nnan))
    bad = bad || d.isNaN(a) || d.isNaN(b);
  if (hasFlag(fm, FastMathFlags::ninf))
    bad = bad || d.isInf(a) || d.isInf(b);
  return bad;
}

//===----------------------------------------------------------------------===//
// Constants and select
//===----------------------------------------------------------------------===//

/// arith.constant (integer or index).
template <class D> Int<D> constant(D &d, const llvm::APInt &v) {
  return sem::value(d, d.constant(v));
}

/// arith.constant (float).
template <class D> Float<D> constant(D &d, const llvm::APFloat &v) {
  return sem::floatValue(d, d.fpConstant(v));
}

/// arith.select: poison if the condition is poison, else the chosen operand
/// (poison or not); the other operand's poison does not matter.
template <class D, class V>
V select(D &d, const Int<D> &cond, const V &trueValue, const V &falseValue) {
  typename D::Bool c = sem::toBool(d, cond.bits);
  return V{d.select(c, trueValue.bits, falseValue.bits),
           cond.poison || d.select(c, trueValue.poison, falseValue.poison)};
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

/// arith.addi: wraps; poison on signed (nsw) / unsigned (nuw) overflow.
template <class D>
Int<D> addi(D &d, const Int<D> &lhs, const Int<D> &rhs,
            IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
  Int<D> r{d.add(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
  if (hasFlag(flags, IntegerOverflowFlags::nsw))
    r = poisonIf(d, d.addOverflowsSigned(lhs.bits, rhs.bits), r);
  if (hasFlag(flags, IntegerOverflowFlags::nuw))
    r = poisonIf(d, d.addOverflowsUnsigned(lhs.bits, rhs.bits), r);
  return r;
}

/// arith.subi: wraps; poison on signed (nsw) / unsigned (nuw) overflow.
template <class D>
Int<D> subi(D &d, const Int<D> &lhs, const Int<D> &rhs,
            IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
  Int<D> r{d.sub(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
  if (hasFlag(flags, IntegerOverflowFlags::nsw))
    r = poisonIf(d, d.subOverflowsSigned(lhs.bits, rhs.bits), r);
  if (hasFlag(flags, IntegerOverflowFlags::nuw))
    r = poisonIf(d, d.subOverflowsUnsigned(lhs.bits, rhs.bits), r);
  return r;
}

/// arith.muli: wraps; poison on signed (nsw) / unsigned (nuw) overflow.
template <class D>
Int<D> muli(D &d, const Int<D> &lhs, const Int<D> &rhs,
            IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
  Int<D> r{d.mul(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
  if (hasFlag(flags, IntegerOverflowFlags::nsw))
    r = poisonIf(d, d.mulOverflowsSigned(lhs.bits, rhs.bits), r);
  if (hasFlag(flags, IntegerOverflowFlags::nuw))
    r = poisonIf(d, d.mulOverflowsUnsigned(lhs.bits, rhs.bits), r);
  return r;
}

/// arith.divui: unsigned quotient; UB on a zero divisor.
template <class D> Int<D> divui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  return Int<D>{d.udiv(lhs.bits, rhs.bits), lhs.poison};
}

/// arith.divsi: signed quotient rounded toward zero; UB on a zero divisor
/// and on MIN / -1.
template <class D> Int<D> divsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  signedOverflowUB(d, lhs, rhs);
  return Int<D>{d.sdiv(lhs.bits, rhs.bits), lhs.poison};
}

/// arith.ceildivui: unsigned quotient rounded up; UB on a zero divisor.
template <class D>
Int<D> ceildivui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  typename D::BV q = d.udiv(lhs.bits, rhs.bits);
  typename D::BV r = d.urem(lhs.bits, rhs.bits);
  typename D::Bool inexact = d.ne(r, sem::zeroLike(d, r));
  return Int<D>{d.select(inexact, d.add(q, sem::constantLike(d, q, 1)), q),
                lhs.poison};
}

/// arith.ceildivsi: signed quotient rounded toward +inf; UB on a zero
/// divisor and on MIN / -1.
template <class D>
Int<D> ceildivsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  signedOverflowUB(d, lhs, rhs);
  typename D::BV q = d.sdiv(lhs.bits, rhs.bits);
  typename D::BV r = d.srem(lhs.bits, rhs.bits);
  // The exact quotient is positive (same signs) and was truncated down.
  typename D::Bool up = d.ne(r, sem::zeroLike(d, r)) &&
                        !sem::isNegativeInt(d, d.bvxor(lhs.bits, rhs.bits));
  return Int<D>{d.select(up, d.add(q, sem::constantLike(d, q, 1)), q),
                lhs.poison};
}

/// arith.floordivsi: signed quotient rounded toward -inf; UB on a zero
/// divisor and on MIN / -1.
template <class D>
Int<D> floordivsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  signedOverflowUB(d, lhs, rhs);
  typename D::BV q = d.sdiv(lhs.bits, rhs.bits);
  typename D::BV r = d.srem(lhs.bits, rhs.bits);
  // The exact quotient is negative (signs differ) and was truncated up.
  typename D::Bool down = d.ne(r, sem::zeroLike(d, r)) &&
                          sem::isNegativeInt(d, d.bvxor(lhs.bits, rhs.bits));
  return Int<D>{d.select(down, d.sub(q, sem::constantLike(d, q, 1)), q),
                lhs.poison};
}

/// arith.remui: unsigned remainder; UB on a zero divisor.
template <class D> Int<D> remui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  return Int<D>{d.urem(lhs.bits, rhs.bits), lhs.poison};
}

/// arith.remsi: signed remainder with the sign of the dividend; UB on a zero
/// divisor. MIN rem -1 is 0 (the documentation names only division by zero
/// as undefined).
template <class D> Int<D> remsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  divisorUB(d, rhs);
  return Int<D>{d.srem(lhs.bits, rhs.bits), lhs.poison};
}

/// arith.andi.
template <class D> Int<D> andi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.bvand(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
}

/// arith.ori.
template <class D> Int<D> ori(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.bvor(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
}

/// arith.xori.
template <class D> Int<D> xori(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.bvxor(lhs.bits, rhs.bits), sem::eitherPoison(lhs, rhs)};
}

/// arith.shli: poison when the amount is >= the width, and on nsw/nuw
/// violations (bits shifted out that differ from the result's sign bit /
/// that are set).
template <class D>
Int<D> shli(D &d, const Int<D> &lhs, const Int<D> &rhs,
            IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
  Int<D> r{d.shl(lhs.bits, rhs.bits),
           sem::eitherPoison(lhs, rhs) || shiftOutOfRange(d, rhs)};
  if (hasFlag(flags, IntegerOverflowFlags::nsw))
    r = poisonIf(d, d.shlOverflowsSigned(lhs.bits, rhs.bits), r);
  if (hasFlag(flags, IntegerOverflowFlags::nuw))
    r = poisonIf(d, d.shlOverflowsUnsigned(lhs.bits, rhs.bits), r);
  return r;
}

/// arith.shrui: zero-filling; poison when the amount is >= the width.
template <class D> Int<D> shrui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.lshr(lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs) || shiftOutOfRange(d, rhs)};
}

/// arith.shrsi: sign-filling; poison when the amount is >= the width.
template <class D> Int<D> shrsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.ashr(lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs) || shiftOutOfRange(d, rhs)};
}

/// arith.maxsi.
template <class D> Int<D> maxsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.select(d.sge(lhs.bits, rhs.bits), lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs)};
}

/// arith.maxui.
template <class D> Int<D> maxui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.select(d.uge(lhs.bits, rhs.bits), lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs)};
}

/// arith.minsi.
template <class D> Int<D> minsi(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.select(d.sle(lhs.bits, rhs.bits), lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs)};
}

/// arith.minui.
template <class D> Int<D> minui(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{d.select(d.ule(lhs.bits, rhs.bits), lhs.bits, rhs.bits),
                sem::eitherPoison(lhs, rhs)};
}

/// arith.addui_extended: (sum mod 2^w, unsigned overflow as i1).
template <class D>
sem::Pair<Int<D>> addui_extended(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  typename D::Bool poison = sem::eitherPoison(lhs, rhs);
  typename D::BV sum = d.add(lhs.bits, rhs.bits);
  typename D::BV overflow = sem::fromBool(d, d.ult(sum, lhs.bits));
  return {Int<D>{sum, poison}, Int<D>{overflow, poison}};
}

/// The full 2w-bit product of `lhs` and `rhs` split into (low, high).
template <class D>
sem::Pair<Int<D>> extendedMul(D &d, const Int<D> &lhs, const Int<D> &rhs,
                              bool isSigned) {
  unsigned w = d.width(lhs.bits);
  typename D::BV a =
      isSigned ? d.sext(lhs.bits, 2 * w) : d.zext(lhs.bits, 2 * w);
  typename D::BV b =
      isSigned ? d.sext(rhs.bits, 2 * w) : d.zext(rhs.bits, 2 * w);
  typename D::BV p = d.mul(a, b);
  typename D::BV high = d.trunc(d.lshr(p, d.constant(2 * w, w)), w);
  typename D::Bool poison = sem::eitherPoison(lhs, rhs);
  return {Int<D>{d.trunc(p, w), poison}, Int<D>{high, poison}};
}

/// arith.mulsi_extended: (low, high) halves of the signed 2w-bit product.
template <class D>
sem::Pair<Int<D>> mulsi_extended(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return extendedMul(d, lhs, rhs, /*isSigned=*/true);
}

/// arith.mului_extended: (low, high) halves of the unsigned 2w-bit product.
template <class D>
sem::Pair<Int<D>> mului_extended(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return extendedMul(d, lhs, rhs, /*isSigned=*/false);
}

/// The Bool of an integer comparison.
template <class D>
typename D::Bool compareInt(D &d, CmpIPredicate pred, const typename D::BV &a,
                            const typename D::BV &b) {
  switch (pred) {
  case CmpIPredicate::eq:
    return d.eq(a, b);
  case CmpIPredicate::ne:
    return d.ne(a, b);
  case CmpIPredicate::slt:
    return d.slt(a, b);
  case CmpIPredicate::sle:
    return d.sle(a, b);
  case CmpIPredicate::sgt:
    return d.sgt(a, b);
  case CmpIPredicate::sge:
    return d.sge(a, b);
  case CmpIPredicate::ult:
    return d.ult(a, b);
  case CmpIPredicate::ule:
    return d.ule(a, b);
  case CmpIPredicate::ugt:
    return d.ugt(a, b);
  case CmpIPredicate::uge:
    return d.uge(a, b);
  }
  return d.eq(a, b);
}

/// arith.cmpi: an i1.
template <class D>
Int<D> cmpi(D &d, CmpIPredicate pred, const Int<D> &lhs, const Int<D> &rhs) {
  return Int<D>{sem::fromBool(d, compareInt(d, pred, lhs.bits, rhs.bits)),
                sem::eitherPoison(lhs, rhs)};
}

//===----------------------------------------------------------------------===//
// Integer casts
//===----------------------------------------------------------------------===//

/// arith.extsi to `width` bits.
template <class D> Int<D> extsi(D &d, const Int<D> &in, unsigned width) {
  return Int<D>{d.sext(in.bits, width), in.poison};
}

/// arith.extui to `width` bits.
template <class D> Int<D> extui(D &d, const Int<D> &in, unsigned width) {
  return Int<D>{d.zext(in.bits, width), in.poison};
}

/// arith.trunci to `width` bits: keeps the low bits.
template <class D> Int<D> trunci(D &d, const Int<D> &in, unsigned width) {
  return Int<D>{d.trunc(in.bits, width), in.poison};
}

/// arith.index_cast: sign-extends or truncates to `width` bits.
template <class D> Int<D> index_cast(D &d, const Int<D> &in, unsigned width) {
  unsigned from = d.width(in.bits);
  if (width == from)
    return in;
  if (width > from)
    return extsi(d, in, width);
  return trunci(d, in, width);
}

/// arith.index_castui: zero-extends or truncates to `width` bits.
template <class D> Int<D> index_castui(D &d, const Int<D> &in, unsigned width) {
  unsigned from = d.width(in.bits);
  if (width == from)
    return in;
  if (width > from)
    return extui(d, in, width);
  return trunci(d, in, width);
}

/// arith.bitcast between integers of the same width.
template <class D> Int<D> bitcast(D &d, const Int<D> &in) { return in; }

/// arith.bitcast from an integer to a float of the same width.
template <class D>
Float<D> bitcast(D &d, const Int<D> &in, const llvm::fltSemantics &to) {
  return Float<D>{d.bitsToFP(in.bits, to), in.poison};
}

/// arith.bitcast from a float to an integer of the same width.
template <class D> Int<D> bitcast(D &d, const Float<D> &in) {
  return Int<D>{d.fpToBits(in.bits), in.poison};
}

/// arith.bitcast between floats of the same width (f16 <-> bf16).
template <class D>
Float<D> bitcast(D &d, const Float<D> &in, const llvm::fltSemantics &to) {
  return Float<D>{d.bitsToFP(d.fpToBits(in.bits), to), in.poison};
}

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

/// arith.addf (round to nearest even).
template <class D>
Float<D> addf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm,
      [&](const auto &a, const auto &b) {
        return d.fadd(a, b, RoundingMode::to_nearest_even);
      },
      lhs, rhs);
}

/// arith.subf (round to nearest even).
template <class D>
Float<D> subf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm,
      [&](const auto &a, const auto &b) {
        return d.fsub(a, b, RoundingMode::to_nearest_even);
      },
      lhs, rhs);
}

/// arith.mulf (round to nearest even).
template <class D>
Float<D> mulf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm,
      [&](const auto &a, const auto &b) {
        return d.fmul(a, b, RoundingMode::to_nearest_even);
      },
      lhs, rhs);
}

/// arith.divf (round to nearest even; x / 0 is an infinity or NaN, never
/// UB).
template <class D>
Float<D> divf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm,
      [&](const auto &a, const auto &b) {
        return d.fdiv(a, b, RoundingMode::to_nearest_even);
      },
      lhs, rhs);
}

/// arith.remf: the C fmod remainder (exact, sign of the dividend).
template <class D>
Float<D> remf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a, const auto &b) { return d.frem(a, b); }, lhs,
      rhs);
}

/// arith.negf: flips the sign bit.
template <class D>
Float<D> negf(D &d, const Float<D> &in,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a) { return d.fneg(a); }, in);
}

/// arith.maximumf: NaN if either is NaN; -0 < +0.
template <class D>
Float<D> maximumf(D &d, const Float<D> &lhs, const Float<D> &rhs,
                  FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a, const auto &b) { return d.fmaximum(a, b); },
      lhs, rhs);
}

/// arith.minimumf: NaN if either is NaN; -0 < +0.
template <class D>
Float<D> minimumf(D &d, const Float<D> &lhs, const Float<D> &rhs,
                  FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a, const auto &b) { return d.fminimum(a, b); },
      lhs, rhs);
}

/// arith.maxnumf: the other operand when one is NaN.
template <class D>
Float<D> maxnumf(D &d, const Float<D> &lhs, const Float<D> &rhs,
                 FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a, const auto &b) { return d.fmaxnum(a, b); }, lhs,
      rhs);
}

/// arith.minnumf: the other operand when one is NaN.
template <class D>
Float<D> minnumf(D &d, const Float<D> &lhs, const Float<D> &rhs,
                 FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a, const auto &b) { return d.fminnum(a, b); }, lhs,
      rhs);
}

/// The Bool of a float comparison: ordered predicates are false and
/// unordered ones true when either operand is NaN.
template <class D>
typename D::Bool compareFloat(D &d, CmpFPredicate pred, const typename D::FP &a,
                              const typename D::FP &b) {
  typename D::Bool uno = d.isNaN(a) || d.isNaN(b);
  switch (pred) {
  case CmpFPredicate::AlwaysFalse:
    return d.boolConstant(false);
  case CmpFPredicate::OEQ:
    return d.fpEq(a, b);
  case CmpFPredicate::OGT:
    return d.fpLt(b, a);
  case CmpFPredicate::OGE:
    return d.fpLe(b, a);
  case CmpFPredicate::OLT:
    return d.fpLt(a, b);
  case CmpFPredicate::OLE:
    return d.fpLe(a, b);
  case CmpFPredicate::ONE:
    return !uno && !d.fpEq(a, b);
  case CmpFPredicate::ORD:
    return !uno;
  case CmpFPredicate::UEQ:
    return uno || d.fpEq(a, b);
  case CmpFPredicate::UGT:
    return uno || d.fpLt(b, a);
  case CmpFPredicate::UGE:
    return uno || d.fpLe(b, a);
  case CmpFPredicate::ULT:
    return uno || d.fpLt(a, b);
  case CmpFPredicate::ULE:
    return uno || d.fpLe(a, b);
  case CmpFPredicate::UNE:
    return uno || !d.fpEq(a, b);
  case CmpFPredicate::UNO:
    return uno;
  case CmpFPredicate::AlwaysTrue:
    return d.boolConstant(true);
  }
  return d.boolConstant(false);
}

/// arith.cmpf: an i1; poison under nnan/ninf when an operand is NaN/inf.
template <class D>
Int<D> cmpf(D &d, CmpFPredicate pred, const Float<D> &lhs, const Float<D> &rhs,
            FastMathFlags fm = FastMathFlags::none) {
  return Int<D>{sem::fromBool(d, compareFloat(d, pred, lhs.bits, rhs.bits)),
                lhs.poison || rhs.poison ||
                    fastMathOperandPoison(d, fm, lhs.bits, rhs.bits)};
}

//===----------------------------------------------------------------------===//
// Float casts
//===----------------------------------------------------------------------===//

/// arith.extf: exact widening to `to`.
template <class D>
Float<D> extf(D &d, const Float<D> &in, const llvm::fltSemantics &to,
              FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm,
      [&](const auto &a) {
        return d.fpConvert(a, to, RoundingMode::to_nearest_even);
      },
      in);
}

/// arith.truncf: narrowing to `to`, rounded by `rm` (to nearest even when
/// the op carries no roundingmode); out-of-range values round to infinity
/// or the largest finite value as the mode says.
template <class D>
Float<D> truncf(D &d, const Float<D> &in, const llvm::fltSemantics &to,
                RoundingMode rm = RoundingMode::to_nearest_even,
                FastMathFlags fm = FastMathFlags::none) {
  return floatOp(
      d, fm, [&](const auto &a) { return d.fpConvert(a, to, rm); }, in);
}

/// arith.sitofp: the signed integer rounded to nearest even in `to`.
template <class D>
Float<D> sitofp(D &d, const Int<D> &in, const llvm::fltSemantics &to,
                RoundingMode rm = RoundingMode::to_nearest_even) {
  return Float<D>{d.intToFP(in.bits, /*isSigned=*/true, to, rm), in.poison};
}

/// arith.uitofp: the unsigned integer rounded to nearest even in `to`.
template <class D>
Float<D> uitofp(D &d, const Int<D> &in, const llvm::fltSemantics &to,
                RoundingMode rm = RoundingMode::to_nearest_even) {
  return Float<D>{d.intToFP(in.bits, /*isSigned=*/false, to, rm), in.poison};
}

/// arith.fptosi: rounds toward zero; poison when NaN or out of range.
template <class D> Int<D> fptosi(D &d, const Float<D> &in, unsigned width) {
  typename D::Bool invalid = d.boolConstant(false);
  typename D::BV bits = d.fpToInt(in.bits, width, /*isSigned=*/true, invalid);
  return Int<D>{bits, in.poison || invalid};
}

/// arith.fptoui: rounds toward zero; poison when NaN or out of range.
template <class D> Int<D> fptoui(D &d, const Float<D> &in, unsigned width) {
  typename D::Bool invalid = d.boolConstant(false);
  typename D::BV bits = d.fpToInt(in.bits, width, /*isSigned=*/false, invalid);
  return Int<D>{bits, in.poison || invalid};
}

} // namespace semantics
} // namespace arith
} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHSEMANTICS_H
