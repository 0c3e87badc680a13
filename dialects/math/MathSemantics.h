//===- MathSemantics.h - The meaning of math ops, over any domain --------===//
//
// One function template per math op, named after its mnemonic, over a value
// domain D (dialects/Semantics.h). The integer ops (absi, ctlz, cttz, ctpop,
// ipowi) are exact and use only the integer part of the domain, so the SMT
// encoding instantiates them too. The rounding ops (ceil, floor, round,
// roundeven, trunc), absf, copysign and fma are exact IEEE operations; sqrt
// and the transcendental ones go through `d.mathFn`, which the concrete
// domain computes with the host libm (docs/semantics.md states the
// precision). Poison operands give poison results; nnan/ninf make NaN/inf
// operands or results poison, as in arith.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MATH_MATHSEMANTICS_H
#define ASSAY_DIALECTS_MATH_MATHSEMANTICS_H

#include "dialects/Semantics.h"
#include "dialects/arith/ArithSemantics.h"

namespace assay {
namespace math {
namespace semantics {

template <class D> using Int = sem::Int<D>;
template <class D> using Float = sem::Float<D>;
using arith::FastMathFlags;
using arith::RoundingMode;

//===----------------------------------------------------------------------===//
// Integer ops (exact; any domain)
//===----------------------------------------------------------------------===//

/// math.absi: |x|, with |MIN| = MIN (wraps; never poison).
template <class D> Int<D> absi(D &d, const Int<D> &in) {
  typename D::BV neg = d.sub(sem::zeroLike(d, in.bits), in.bits);
  return Int<D>{d.select(sem::isNegativeInt(d, in.bits), neg, in.bits),
                in.poison};
}

/// math.ctlz: the number of leading zeros (the width for zero).
template <class D> Int<D> ctlz(D &d, const Int<D> &in) {
  return Int<D>{d.countLeadingZeros(in.bits), in.poison};
}

/// math.cttz: the number of trailing zeros (the width for zero).
template <class D> Int<D> cttz(D &d, const Int<D> &in) {
  return Int<D>{d.countTrailingZeros(in.bits), in.poison};
}

/// math.ctpop: the number of set bits.
template <class D> Int<D> ctpop(D &d, const Int<D> &in) {
  return Int<D>{d.popcount(in.bits), in.poison};
}

/// math.ipowi: base^power with wrapping multiplication for power >= 0. For
/// a negative power the result is the integer part of 1 / base^|power|:
/// 1 for base 1, +-1 for base -1 (by the power's parity), 0 for |base| > 1;
/// base 0 with a negative power is poison (a division by zero, which the
/// op, being speculatable, cannot make undefined behaviour).
template <class D> Int<D> ipowi(D &d, const Int<D> &base, const Int<D> &power) {
  unsigned w = d.width(base.bits);
  typename D::BV one = d.constant(w, 1);
  // Square and multiply over every bit of the power.
  typename D::BV result = one;
  typename D::BV square = base.bits;
  for (unsigned i = 0; i != w; ++i) {
    typename D::Bool bit =
        sem::toBool(d, d.trunc(d.lshr(power.bits, d.constant(w, i)), 1));
    result = d.select(bit, d.mul(result, square), result);
    if (i + 1 != w)
      square = d.mul(square, square);
  }
  typename D::Bool negativePower = sem::isNegativeInt(d, power.bits);
  typename D::Bool oddPower = sem::toBool(d, d.trunc(power.bits, 1));
  typename D::BV minusOne = sem::allOnesLike(d, base.bits);
  typename D::BV zero = sem::zeroLike(d, base.bits);
  typename D::BV negative =
      d.select(d.eq(base.bits, one), one,
               d.select(d.eq(base.bits, minusOne),
                        d.select(oddPower, minusOne, one), zero));
  typename D::Bool poison =
      base.poison || power.poison || (negativePower && d.eq(base.bits, zero));
  return Int<D>{d.select(negativePower, negative, result), poison};
}

//===----------------------------------------------------------------------===//
// Float ops
//===----------------------------------------------------------------------===//

/// A float op of one operand computed by `compute`, with poison and
/// fast-math handled.
template <class D, class F>
Float<D> unary(D &d, const Float<D> &in, FastMathFlags fm, F compute) {
  return arith::semantics::floatOp(d, fm, compute, in);
}

/// A float op of two operands computed by `compute`.
template <class D, class F>
Float<D> binary(D &d, const Float<D> &lhs, const Float<D> &rhs,
                FastMathFlags fm, F compute) {
  return arith::semantics::floatOp(d, fm, compute, lhs, rhs);
}

/// An elementary function of one operand through the domain.
template <class D>
Float<D> elementary(D &d, sem::MathFn fn, const Float<D> &in,
                    FastMathFlags fm) {
  return unary(d, in, fm,
               [&](const typename D::FP &x) { return d.mathFn(fn, x); });
}

/// math.absf: clears the sign bit.
template <class D>
Float<D> absf(D &d, const Float<D> &in,
              FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) { return d.fabs(x); });
}

/// math.copysign: the magnitude of lhs with the sign of rhs.
template <class D>
Float<D> copysign(D &d, const Float<D> &lhs, const Float<D> &rhs,
                  FastMathFlags fm = FastMathFlags::none) {
  return binary(d, lhs, rhs, fm,
                [&](const typename D::FP &a, const typename D::FP &b) {
                  return d.copySign(a, b);
                });
}

/// math.ceil: rounds toward +inf (exact).
template <class D>
Float<D> ceil(D &d, const Float<D> &in,
              FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) {
    return d.roundToIntegral(x, RoundingMode::upward);
  });
}

/// math.floor: rounds toward -inf (exact).
template <class D>
Float<D> floor(D &d, const Float<D> &in,
               FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) {
    return d.roundToIntegral(x, RoundingMode::downward);
  });
}

/// math.round: to nearest, ties away from zero (exact).
template <class D>
Float<D> round(D &d, const Float<D> &in,
               FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) {
    return d.roundToIntegral(x, RoundingMode::to_nearest_away);
  });
}

/// math.roundeven: to nearest, ties to even (exact).
template <class D>
Float<D> roundeven(D &d, const Float<D> &in,
                   FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) {
    return d.roundToIntegral(x, RoundingMode::to_nearest_even);
  });
}

/// math.trunc: rounds toward zero (exact).
template <class D>
Float<D> trunc(D &d, const Float<D> &in,
               FastMathFlags fm = FastMathFlags::none) {
  return unary(d, in, fm, [&](const typename D::FP &x) {
    return d.roundToIntegral(x, RoundingMode::toward_zero);
  });
}

/// math.fma: a * b + c with one rounding (to nearest even).
template <class D>
Float<D> fma(D &d, const Float<D> &a, const Float<D> &b, const Float<D> &c,
             FastMathFlags fm = FastMathFlags::none) {
  return arith::semantics::floatOp(
      d, fm,
      [&](const auto &x, const auto &y, const auto &z) {
        return d.fma(x, y, z, RoundingMode::to_nearest_even);
      },
      a, b, c);
}

/// math.fpowi: a float raised to a signed integer power.
template <class D>
Float<D> fpowi(D &d, const Float<D> &base, const Int<D> &power,
               FastMathFlags fm = FastMathFlags::none) {
  Float<D> r = arith::semantics::floatOp(
      d, fm, [&](const auto &x) { return d.powi(x, power.bits); }, base);
  r.poison = r.poison || power.poison;
  return r;
}

/// math.powf.
template <class D>
Float<D> powf(D &d, const Float<D> &lhs, const Float<D> &rhs,
              FastMathFlags fm = FastMathFlags::none) {
  return binary(d, lhs, rhs, fm,
                [&](const typename D::FP &a, const typename D::FP &b) {
                  return d.mathFn2(sem::MathFn::powf, a, b);
                });
}

/// math.atan2(y, x).
template <class D>
Float<D> atan2(D &d, const Float<D> &lhs, const Float<D> &rhs,
               FastMathFlags fm = FastMathFlags::none) {
  return binary(d, lhs, rhs, fm,
                [&](const typename D::FP &a, const typename D::FP &b) {
                  return d.mathFn2(sem::MathFn::atan2, a, b);
                });
}

/// An i1 classification of a float; nnan/ninf make NaN/inf operands poison.
template <class D, class F>
Int<D> classify(D &d, const Float<D> &in, FastMathFlags fm, F test) {
  typename D::Bool poison = in.poison;
  if (hasFlag(fm, FastMathFlags::nnan))
    poison = poison || d.isNaN(in.bits);
  if (hasFlag(fm, FastMathFlags::ninf))
    poison = poison || d.isInf(in.bits);
  return Int<D>{sem::fromBool(d, test(in.bits)), poison};
}

/// math.isnan.
template <class D>
Int<D> isnan(D &d, const Float<D> &in, FastMathFlags fm = FastMathFlags::none) {
  return classify(d, in, fm,
                  [&](const typename D::FP &x) { return d.isNaN(x); });
}

/// math.isinf.
template <class D>
Int<D> isinf(D &d, const Float<D> &in, FastMathFlags fm = FastMathFlags::none) {
  return classify(d, in, fm,
                  [&](const typename D::FP &x) { return d.isInf(x); });
}

/// math.isfinite: neither NaN nor infinite.
template <class D>
Int<D> isfinite(D &d, const Float<D> &in,
                FastMathFlags fm = FastMathFlags::none) {
  return classify(d, in, fm, [&](const typename D::FP &x) {
    return !d.isNaN(x) && !d.isInf(x);
  });
}

/// math.isnormal: finite, non-zero and not subnormal.
template <class D>
Int<D> isnormal(D &d, const Float<D> &in,
                FastMathFlags fm = FastMathFlags::none) {
  return classify(d, in, fm,
                  [&](const typename D::FP &x) { return d.isNormal(x); });
}

/// The elementary functions of one operand, one template each.
#define ASSAY_MATH_ELEMENTARY(NAME)                                            \
  template <class D>                                                           \
  Float<D> NAME(D &d, const Float<D> &in,                                      \
                FastMathFlags fm = FastMathFlags::none) {                      \
    return elementary(d, sem::MathFn::NAME, in, fm);                           \
  }
ASSAY_MATH_ELEMENTARY(acos)
ASSAY_MATH_ELEMENTARY(acosh)
ASSAY_MATH_ELEMENTARY(asin)
ASSAY_MATH_ELEMENTARY(asinh)
ASSAY_MATH_ELEMENTARY(atan)
ASSAY_MATH_ELEMENTARY(atanh)
ASSAY_MATH_ELEMENTARY(cbrt)
ASSAY_MATH_ELEMENTARY(cos)
ASSAY_MATH_ELEMENTARY(cosh)
ASSAY_MATH_ELEMENTARY(erf)
ASSAY_MATH_ELEMENTARY(exp)
ASSAY_MATH_ELEMENTARY(exp2)
ASSAY_MATH_ELEMENTARY(expm1)
ASSAY_MATH_ELEMENTARY(log)
ASSAY_MATH_ELEMENTARY(log10)
ASSAY_MATH_ELEMENTARY(log1p)
ASSAY_MATH_ELEMENTARY(log2)
ASSAY_MATH_ELEMENTARY(rsqrt)
ASSAY_MATH_ELEMENTARY(sin)
ASSAY_MATH_ELEMENTARY(sinh)
ASSAY_MATH_ELEMENTARY(sqrt)
ASSAY_MATH_ELEMENTARY(tan)
ASSAY_MATH_ELEMENTARY(tanh)
#undef ASSAY_MATH_ELEMENTARY

} // namespace semantics
} // namespace math
} // namespace assay

#endif // ASSAY_DIALECTS_MATH_MATHSEMANTICS_H
