//===- SmtSemantics.h - The semantics instantiated with Z3 ----------------===//
//
// The semantics of arith, index and math, instantiated once with SmtDomain
// in SmtSemantics.cpp; the `extern template` declarations here let every
// user share those instantiations instead of compiling its own. The list is
// the set of ops the SMT encoding supports: every value op of arith, index
// and math, integer and float (the transcendental math functions as
// uninterpreted functions; see SmtDomain.h).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_SMT_SMTSEMANTICS_H
#define ASSAY_VERIFY_SMT_SMTSEMANTICS_H

#include "dialects/arith/ArithSemantics.h"
#include "dialects/index/IndexSemantics.h"
#include "dialects/math/MathSemantics.h"
#include "verify/smt/SmtDomain.h"

/// Calls X(declaration) for every instantiated op; X adds `template` or
/// `extern template` in front.
#define ASSAY_SMT_INT_VALUE ::assay::sem::Int<::assay::smt::SmtDomain>
#define ASSAY_SMT_INT_PAIR                                                     \
  ::assay::sem::Pair<::assay::sem::Int<::assay::smt::SmtDomain>>
#define ASSAY_SMT_DOMAIN ::assay::smt::SmtDomain
#define ASSAY_SMT_BINARY(X, NS, NAME)                                          \
  X(ASSAY_SMT_INT_VALUE NS::semantics::NAME<ASSAY_SMT_DOMAIN>(                 \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ASSAY_SMT_INT_VALUE &))
#define ASSAY_SMT_BINARY_FLAGS(X, NAME)                                        \
  X(ASSAY_SMT_INT_VALUE assay::arith::semantics::NAME<ASSAY_SMT_DOMAIN>(       \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ASSAY_SMT_INT_VALUE &, ::assay::arith::IntegerOverflowFlags))
#define ASSAY_SMT_PAIR(X, NAME)                                                \
  X(ASSAY_SMT_INT_PAIR assay::arith::semantics::NAME<ASSAY_SMT_DOMAIN>(        \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ASSAY_SMT_INT_VALUE &))
#define ASSAY_SMT_CAST(X, NS, NAME)                                            \
  X(ASSAY_SMT_INT_VALUE NS::semantics::NAME<ASSAY_SMT_DOMAIN>(                 \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &, unsigned))
#define ASSAY_SMT_UNARY(X, NS, NAME)                                           \
  X(ASSAY_SMT_INT_VALUE NS::semantics::NAME<ASSAY_SMT_DOMAIN>(                 \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &))

#define ASSAY_SMT_FLOAT_VALUE ::assay::sem::Float<::assay::smt::SmtDomain>
#define ASSAY_SMT_FM ::assay::arith::FastMathFlags
#define ASSAY_SMT_FLOAT_BINARY(X, NS, NAME)                                    \
  X(ASSAY_SMT_FLOAT_VALUE NS::semantics::NAME<ASSAY_SMT_DOMAIN>(               \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ASSAY_SMT_FLOAT_VALUE &, ASSAY_SMT_FM))
#define ASSAY_SMT_FLOAT_UNARY(X, NS, NAME)                                     \
  X(ASSAY_SMT_FLOAT_VALUE NS::semantics::NAME<ASSAY_SMT_DOMAIN>(               \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &, ASSAY_SMT_FM))
#define ASSAY_SMT_FLOAT_CLASSIFY(X, NAME)                                      \
  X(ASSAY_SMT_INT_VALUE assay::math::semantics::NAME<ASSAY_SMT_DOMAIN>(        \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &, ASSAY_SMT_FM))
#define ASSAY_SMT_INT_TO_FLOAT(X, NAME)                                        \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::NAME<ASSAY_SMT_DOMAIN>(     \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ::llvm::fltSemantics &, ::assay::arith::RoundingMode))
#define ASSAY_SMT_FLOAT_TO_INT(X, NAME)                                        \
  X(ASSAY_SMT_INT_VALUE assay::arith::semantics::NAME<ASSAY_SMT_DOMAIN>(       \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &, unsigned))

/// The float ops (arith's and math's).
#define ASSAY_SMT_FLOAT_INSTANTIATIONS(X)                                      \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::constant<ASSAY_SMT_DOMAIN>( \
      ASSAY_SMT_DOMAIN &, const ::llvm::APFloat &))                            \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::select<                     \
      ASSAY_SMT_DOMAIN, ASSAY_SMT_FLOAT_VALUE>(                                \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ASSAY_SMT_FLOAT_VALUE &, const ASSAY_SMT_FLOAT_VALUE &))           \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, addf)                                \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, subf)                                \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, mulf)                                \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, divf)                                \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, remf)                                \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, maximumf)                            \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, minimumf)                            \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, maxnumf)                             \
  ASSAY_SMT_FLOAT_BINARY(X, assay::arith, minnumf)                             \
  ASSAY_SMT_FLOAT_UNARY(X, assay::arith, negf)                                 \
  X(ASSAY_SMT_INT_VALUE assay::arith::semantics::cmpf<ASSAY_SMT_DOMAIN>(       \
      ASSAY_SMT_DOMAIN &, ::assay::arith::CmpFPredicate,                       \
      const ASSAY_SMT_FLOAT_VALUE &, const ASSAY_SMT_FLOAT_VALUE &,            \
      ASSAY_SMT_FM))                                                           \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::extf<ASSAY_SMT_DOMAIN>(     \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ::llvm::fltSemantics &, ASSAY_SMT_FM))                             \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::truncf<ASSAY_SMT_DOMAIN>(   \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ::llvm::fltSemantics &, ::assay::arith::RoundingMode,              \
      ASSAY_SMT_FM))                                                           \
  ASSAY_SMT_INT_TO_FLOAT(X, sitofp)                                            \
  ASSAY_SMT_INT_TO_FLOAT(X, uitofp)                                            \
  ASSAY_SMT_FLOAT_TO_INT(X, fptosi)                                            \
  ASSAY_SMT_FLOAT_TO_INT(X, fptoui)                                            \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::bitcast<ASSAY_SMT_DOMAIN>(  \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_INT_VALUE &,                         \
      const ::llvm::fltSemantics &))                                           \
  X(ASSAY_SMT_INT_VALUE assay::arith::semantics::bitcast<ASSAY_SMT_DOMAIN>(    \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &))                      \
  X(ASSAY_SMT_FLOAT_VALUE assay::arith::semantics::bitcast<ASSAY_SMT_DOMAIN>(  \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ::llvm::fltSemantics &))                                           \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, absf)                                  \
  ASSAY_SMT_FLOAT_BINARY(X, assay::math, copysign)                             \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, ceil)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, floor)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, round)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, roundeven)                             \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, trunc)                                 \
  X(ASSAY_SMT_FLOAT_VALUE assay::math::semantics::fma<ASSAY_SMT_DOMAIN>(       \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ASSAY_SMT_FLOAT_VALUE &, const ASSAY_SMT_FLOAT_VALUE &,            \
      ASSAY_SMT_FM))                                                           \
  X(ASSAY_SMT_FLOAT_VALUE assay::math::semantics::fpowi<ASSAY_SMT_DOMAIN>(     \
      ASSAY_SMT_DOMAIN &, const ASSAY_SMT_FLOAT_VALUE &,                       \
      const ASSAY_SMT_INT_VALUE &, ASSAY_SMT_FM))                              \
  ASSAY_SMT_FLOAT_BINARY(X, assay::math, powf)                                 \
  ASSAY_SMT_FLOAT_BINARY(X, assay::math, atan2)                                \
  ASSAY_SMT_FLOAT_CLASSIFY(X, isnan)                                           \
  ASSAY_SMT_FLOAT_CLASSIFY(X, isinf)                                           \
  ASSAY_SMT_FLOAT_CLASSIFY(X, isfinite)                                        \
  ASSAY_SMT_FLOAT_CLASSIFY(X, isnormal)                                        \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, acos)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, acosh)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, asin)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, asinh)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, atan)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, atanh)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, cbrt)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, cos)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, cosh)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, erf)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, exp)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, exp2)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, expm1)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, log)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, log10)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, log1p)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, log2)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, rsqrt)                                 \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, sin)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, sinh)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, sqrt)                                  \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, tan)                                   \
  ASSAY_SMT_FLOAT_UNARY(X, assay::math, tanh)

/// Every op: the integer ones here, then the float ones.
#define ASSAY_SMT_INSTANTIATIONS(X)                                            \
  ASSAY_SMT_FLOAT_INSTANTIATIONS(X)                                            \
  ASSAY_SMT_BINARY_FLAGS(X, addi)                                              \
  ASSAY_SMT_BINARY_FLAGS(X, subi)                                              \
  ASSAY_SMT_BINARY_FLAGS(X, muli)                                              \
  ASSAY_SMT_BINARY_FLAGS(X, shli)                                              \
  ASSAY_SMT_BINARY(X, assay::arith, divui)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, divsi)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, ceildivui)                                 \
  ASSAY_SMT_BINARY(X, assay::arith, ceildivsi)                                 \
  ASSAY_SMT_BINARY(X, assay::arith, floordivsi)                                \
  ASSAY_SMT_BINARY(X, assay::arith, remui)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, remsi)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, andi)                                      \
  ASSAY_SMT_BINARY(X, assay::arith, ori)                                       \
  ASSAY_SMT_BINARY(X, assay::arith, xori)                                      \
  ASSAY_SMT_BINARY(X, assay::arith, shrui)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, shrsi)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, maxsi)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, maxui)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, minsi)                                     \
  ASSAY_SMT_BINARY(X, assay::arith, minui)                                     \
  ASSAY_SMT_PAIR(X, addui_extended)                                            \
  ASSAY_SMT_PAIR(X, mulsi_extended)                                            \
  ASSAY_SMT_PAIR(X, mului_extended)                                            \
  X(ASSAY_SMT_INT_VALUE assay::arith::semantics::cmpi<ASSAY_SMT_DOMAIN>(       \
      ASSAY_SMT_DOMAIN &, ::assay::arith::CmpIPredicate,                       \
      const ASSAY_SMT_INT_VALUE &, const ASSAY_SMT_INT_VALUE &))               \
  ASSAY_SMT_CAST(X, assay::arith, extsi)                                       \
  ASSAY_SMT_CAST(X, assay::arith, extui)                                       \
  ASSAY_SMT_CAST(X, assay::arith, trunci)                                      \
  ASSAY_SMT_CAST(X, assay::arith, index_cast)                                  \
  ASSAY_SMT_CAST(X, assay::arith, index_castui)                                \
  ASSAY_SMT_BINARY(X, assay::index, add)                                       \
  ASSAY_SMT_BINARY(X, assay::index, sub)                                       \
  ASSAY_SMT_BINARY(X, assay::index, mul)                                       \
  ASSAY_SMT_BINARY(X, assay::index, divs)                                      \
  ASSAY_SMT_BINARY(X, assay::index, divu)                                      \
  ASSAY_SMT_BINARY(X, assay::index, ceildivs)                                  \
  ASSAY_SMT_BINARY(X, assay::index, ceildivu)                                  \
  ASSAY_SMT_BINARY(X, assay::index, floordivs)                                 \
  ASSAY_SMT_BINARY(X, assay::index, rems)                                      \
  ASSAY_SMT_BINARY(X, assay::index, remu)                                      \
  ASSAY_SMT_BINARY(X, assay::index, maxs)                                      \
  ASSAY_SMT_BINARY(X, assay::index, maxu)                                      \
  ASSAY_SMT_BINARY(X, assay::index, mins)                                      \
  ASSAY_SMT_BINARY(X, assay::index, minu)                                      \
  ASSAY_SMT_BINARY(X, assay::index, shl)                                       \
  ASSAY_SMT_BINARY(X, assay::index, shrs)                                      \
  ASSAY_SMT_BINARY(X, assay::index, shru)                                      \
  ASSAY_SMT_BINARY(X, assay::index, and_)                                      \
  ASSAY_SMT_BINARY(X, assay::index, or_)                                       \
  ASSAY_SMT_BINARY(X, assay::index, xor_)                                      \
  X(ASSAY_SMT_INT_VALUE assay::index::semantics::cmp<ASSAY_SMT_DOMAIN>(        \
      ASSAY_SMT_DOMAIN &, ::assay::arith::CmpIPredicate,                       \
      const ASSAY_SMT_INT_VALUE &, const ASSAY_SMT_INT_VALUE &))               \
  ASSAY_SMT_CAST(X, assay::index, casts)                                       \
  ASSAY_SMT_CAST(X, assay::index, castu)                                       \
  ASSAY_SMT_UNARY(X, assay::math, absi)                                        \
  ASSAY_SMT_UNARY(X, assay::math, ctlz)                                        \
  ASSAY_SMT_UNARY(X, assay::math, cttz)                                        \
  ASSAY_SMT_UNARY(X, assay::math, ctpop)                                       \
  ASSAY_SMT_BINARY(X, assay::math, ipowi)

#define ASSAY_SMT_EXTERN_TEMPLATE(...) extern template __VA_ARGS__;
ASSAY_SMT_INSTANTIATIONS(ASSAY_SMT_EXTERN_TEMPLATE)
#undef ASSAY_SMT_EXTERN_TEMPLATE

#endif // ASSAY_VERIFY_SMT_SMTSEMANTICS_H
