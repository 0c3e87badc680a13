//===- SmtSemantics.h - The integer semantics instantiated with Z3 --------===//
//
// The integer semantics of arith, index and math, instantiated once with
// SmtDomain in SmtSemantics.cpp; the `extern template` declarations here
// let every user share those instantiations instead of compiling its own.
// The list is the set of ops the SMT encoding supports today: every integer
// op of arith and index and the integer ops of math.
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

#define ASSAY_SMT_INSTANTIATIONS(X)                                            \
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
