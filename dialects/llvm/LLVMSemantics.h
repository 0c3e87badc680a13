//===- LLVMSemantics.h - The meaning of llvm ops, over any domain -*- C++
//-*-===//
//
// One function template per llvm dialect op on values, over a value domain
// D (dialects/Semantics.h), in the style of ArithSemantics.h: the reference
// interpreter instantiates them with concrete values, and the SMT encoding
// can instantiate them with terms. Scalars only; the interpreter maps them
// over vector lanes.
//
// LLVM's LangRef is the reference. Where an llvm op means what an arith or
// math op means, the template calls that op's semantics, so the two cannot
// drift apart:
//
// - add/sub/mul/shl with nsw/nuw: poison on signed/unsigned wrap (arith's
//   overflow flags are LLVM's); shifts by the width or more: poison.
// - udiv/sdiv/urem/srem: undefined behaviour on a zero (or poison) divisor
//   and on signed MIN / -1.
// - float arithmetic: IEEE, round to nearest even; nnan/ninf make a NaN or
//   infinite operand or result poison (the fastmath bits are translated:
//   LLVM numbers them differently from arith).
// - fptosi/fptoui: poison when NaN or out of range.
// - select: poison if the condition is, else the chosen operand.
// - `undef` may be any value each time it is used, so a run that takes 0
//   for it is one of the runs LLVM allows; `freeze` of poison may be any
//   value too and is 0 here. Both are documented choices, not the only
//   ones (docs/dialects/llvm.md).
// - ctlz/cttz with is_zero_poison: poison on 0; abs with
//   is_int_min_poison: poison on MIN.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_LLVM_LLVMSEMANTICS_H
#define ASSAY_DIALECTS_LLVM_LLVMSEMANTICS_H

#include "dialects/Semantics.h"
#include "dialects/arith/ArithSemantics.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/math/MathSemantics.h"

namespace assay {
namespace LLVM {
namespace semantics {

template <class D> using Int = sem::Int<D>;
template <class D> using Float = sem::Float<D>;
namespace as = arith::semantics;
namespace ms = math::semantics;

//===----------------------------------------------------------------------===//
// Flags
//===----------------------------------------------------------------------===//

/// LLVM's nsw/nuw bits are arith's.
inline arith::IntegerOverflowFlags toArith(uint32_t llvmFlags) {
  return arith::IntegerOverflowFlags(llvmFlags & (OFnsw | OFnuw));
}

/// LLVM's fastmath bits (nnan = 1, ninf = 2, nsz = 4, arcp = 8,
/// contract = 16, afn = 32, reassoc = 64) as arith's.
inline arith::FastMathFlags toArithFastMath(uint32_t llvmFlags) {
  uint32_t out = 0;
  auto map = [&](uint32_t from, arith::FastMathFlags to) {
    if (llvmFlags & from)
      out |= uint32_t(to);
  };
  map(FMFnnan, arith::FastMathFlags::nnan);
  map(FMFninf, arith::FastMathFlags::ninf);
  map(FMFnsz, arith::FastMathFlags::nsz);
  map(FMFarcp, arith::FastMathFlags::arcp);
  map(FMFcontract, arith::FastMathFlags::contract);
  map(FMFafn, arith::FastMathFlags::afn);
  map(FMFreassoc, arith::FastMathFlags::reassoc);
  return arith::FastMathFlags(out);
}

//===----------------------------------------------------------------------===//
// Integers
//===----------------------------------------------------------------------===//

template <class D>
Int<D> add(D &d, const Int<D> &a, const Int<D> &b, uint32_t flags) {
  return as::addi(d, a, b, toArith(flags));
}
template <class D>
Int<D> sub(D &d, const Int<D> &a, const Int<D> &b, uint32_t flags) {
  return as::subi(d, a, b, toArith(flags));
}
template <class D>
Int<D> mul(D &d, const Int<D> &a, const Int<D> &b, uint32_t flags) {
  return as::muli(d, a, b, toArith(flags));
}
template <class D>
Int<D> shl(D &d, const Int<D> &a, const Int<D> &b, uint32_t flags) {
  return as::shli(d, a, b, toArith(flags));
}
template <class D> Int<D> lshr(D &d, const Int<D> &a, const Int<D> &b) {
  return as::shrui(d, a, b);
}
template <class D> Int<D> ashr(D &d, const Int<D> &a, const Int<D> &b) {
  return as::shrsi(d, a, b);
}
template <class D> Int<D> udiv(D &d, const Int<D> &a, const Int<D> &b) {
  return as::divui(d, a, b);
}
template <class D> Int<D> sdiv(D &d, const Int<D> &a, const Int<D> &b) {
  return as::divsi(d, a, b);
}
template <class D> Int<D> urem(D &d, const Int<D> &a, const Int<D> &b) {
  return as::remui(d, a, b);
}
/// srem: LangRef makes MIN % -1 undefined, as sdiv does (arith.remsi
/// gives 0 there).
template <class D> Int<D> srem(D &d, const Int<D> &a, const Int<D> &b) {
  as::signedOverflowUB(d, a, b);
  return as::remsi(d, a, b);
}
template <class D> Int<D> and_(D &d, const Int<D> &a, const Int<D> &b) {
  return as::andi(d, a, b);
}
template <class D> Int<D> or_(D &d, const Int<D> &a, const Int<D> &b) {
  return as::ori(d, a, b);
}
template <class D> Int<D> xor_(D &d, const Int<D> &a, const Int<D> &b) {
  return as::xori(d, a, b);
}
/// icmp: the predicates are numbered as arith.cmpi's.
template <class D>
Int<D> icmp(D &d, uint32_t predicate, const Int<D> &a, const Int<D> &b) {
  return as::cmpi(d, arith::CmpIPredicate(predicate), a, b);
}

template <class D> Int<D> sext(D &d, const Int<D> &a, unsigned width) {
  return as::extsi(d, a, width);
}
template <class D> Int<D> zext(D &d, const Int<D> &a, unsigned width) {
  return as::extui(d, a, width);
}
template <class D> Int<D> trunc(D &d, const Int<D> &a, unsigned width) {
  return as::trunci(d, a, width);
}

/// freeze: the operand, or an arbitrary fixed value (0) for poison.
template <class D> Int<D> freeze(D &d, const Int<D> &a) {
  return Int<D>{d.select(a.poison, sem::zeroLike(d, a.bits), a.bits),
                d.boolConstant(false)};
}

//===----------------------------------------------------------------------===//
// Integer intrinsics
//===----------------------------------------------------------------------===//

template <class D> Int<D> smax(D &d, const Int<D> &a, const Int<D> &b) {
  return as::maxsi(d, a, b);
}
template <class D> Int<D> smin(D &d, const Int<D> &a, const Int<D> &b) {
  return as::minsi(d, a, b);
}
template <class D> Int<D> umax(D &d, const Int<D> &a, const Int<D> &b) {
  return as::maxui(d, a, b);
}
template <class D> Int<D> umin(D &d, const Int<D> &a, const Int<D> &b) {
  return as::minui(d, a, b);
}
template <class D> Int<D> ctpop(D &d, const Int<D> &a) {
  return ms::ctpop(d, a);
}
template <class D> Int<D> ctlz(D &d, const Int<D> &a, bool zeroIsPoison) {
  Int<D> r = ms::ctlz(d, a);
  if (zeroIsPoison)
    r.poison = r.poison || d.eq(a.bits, sem::zeroLike(d, a.bits));
  return r;
}
template <class D> Int<D> cttz(D &d, const Int<D> &a, bool zeroIsPoison) {
  Int<D> r = ms::cttz(d, a);
  if (zeroIsPoison)
    r.poison = r.poison || d.eq(a.bits, sem::zeroLike(d, a.bits));
  return r;
}
/// abs: MIN stays MIN, or is poison with is_int_min_poison.
template <class D> Int<D> abs(D &d, const Int<D> &a, bool minIsPoison) {
  Int<D> r = ms::absi(d, a);
  if (minIsPoison)
    r.poison = r.poison || d.eq(a.bits, sem::signedMinLike(d, a.bits));
  return r;
}

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

template <class D>
Float<D> fadd(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::addf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> fsub(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::subf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> fmul(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::mulf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> fdiv(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::divf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> frem(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::remf(d, a, b, toArithFastMath(fmf));
}
template <class D> Float<D> fneg(D &d, const Float<D> &a, uint32_t fmf) {
  return as::negf(d, a, toArithFastMath(fmf));
}
/// fcmp: the predicates are numbered as arith.cmpf's.
template <class D>
Int<D> fcmp(D &d, uint32_t predicate, const Float<D> &a, const Float<D> &b,
            uint32_t fmf) {
  return as::cmpf(d, arith::CmpFPredicate(predicate), a, b,
                  toArithFastMath(fmf));
}
template <class D>
Float<D> fpext(D &d, const Float<D> &a, const llvm::fltSemantics &to) {
  return as::extf(d, a, to);
}
template <class D>
Float<D> fptrunc(D &d, const Float<D> &a, const llvm::fltSemantics &to) {
  return as::truncf(d, a, to);
}
template <class D> Int<D> fptosi(D &d, const Float<D> &a, unsigned width) {
  return as::fptosi(d, a, width);
}
template <class D> Int<D> fptoui(D &d, const Float<D> &a, unsigned width) {
  return as::fptoui(d, a, width);
}
template <class D>
Float<D> sitofp(D &d, const Int<D> &a, const llvm::fltSemantics &to) {
  return as::sitofp(d, a, to);
}
template <class D>
Float<D> uitofp(D &d, const Int<D> &a, const llvm::fltSemantics &to) {
  return as::uitofp(d, a, to);
}

//===----------------------------------------------------------------------===//
// Float intrinsics
//===----------------------------------------------------------------------===//

template <class D> Float<D> fabs(D &d, const Float<D> &a, uint32_t fmf) {
  return ms::absf(d, a, toArithFastMath(fmf));
}
template <class D> Float<D> sqrt(D &d, const Float<D> &a, uint32_t fmf) {
  return ms::sqrt(d, a, toArithFastMath(fmf));
}
template <class D>
Float<D> fma(D &d, const Float<D> &a, const Float<D> &b, const Float<D> &c,
             uint32_t fmf) {
  return ms::fma(d, a, b, c, toArithFastMath(fmf));
}
/// fmuladd: LangRef lets it fuse or not; the fused result is one of the
/// two it allows.
template <class D>
Float<D> fmuladd(D &d, const Float<D> &a, const Float<D> &b, const Float<D> &c,
                 uint32_t fmf) {
  return ms::fma(d, a, b, c, toArithFastMath(fmf));
}
template <class D>
Float<D> copysign(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return ms::copysign(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> minnum(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::minnumf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> maxnum(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::maxnumf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> minimum(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::minimumf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> maximum(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return as::maximumf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> pow(D &d, const Float<D> &a, const Float<D> &b, uint32_t fmf) {
  return ms::powf(d, a, b, toArithFastMath(fmf));
}
template <class D>
Float<D> powi(D &d, const Float<D> &a, const Int<D> &b, uint32_t fmf) {
  return ms::fpowi(d, a, b, toArithFastMath(fmf));
}

/// The float intrinsics of one operand that are math ops.
#define ASSAY_LLVM_MATH_UNARY(NAME, MATH)                                      \
  template <class D> Float<D> NAME(D &d, const Float<D> &a, uint32_t fmf) {    \
    return ms::MATH(d, a, toArithFastMath(fmf));                               \
  }
ASSAY_LLVM_MATH_UNARY(floor, floor)
ASSAY_LLVM_MATH_UNARY(ceil, ceil)
ASSAY_LLVM_MATH_UNARY(round, round)
ASSAY_LLVM_MATH_UNARY(roundeven, roundeven)
ASSAY_LLVM_MATH_UNARY(ftrunc, trunc)
ASSAY_LLVM_MATH_UNARY(exp, exp)
ASSAY_LLVM_MATH_UNARY(exp2, exp2)
ASSAY_LLVM_MATH_UNARY(log, log)
ASSAY_LLVM_MATH_UNARY(log2, log2)
ASSAY_LLVM_MATH_UNARY(log10, log10)
ASSAY_LLVM_MATH_UNARY(sin, sin)
ASSAY_LLVM_MATH_UNARY(cos, cos)
#undef ASSAY_LLVM_MATH_UNARY

} // namespace semantics
} // namespace LLVM
} // namespace assay

#endif // ASSAY_DIALECTS_LLVM_LLVMSEMANTICS_H
