//===- ArithOps.cpp - arith, index and math ops in the interpreter --------===//
//
// Every arith, index and math op is executed by calling its semantics
// template (dialects/arith/ArithSemantics.h, IndexSemantics.h,
// MathSemantics.h) instantiated with the concrete domain: this file only
// moves values between frame slots and the domain's APInt/APFloat and maps
// scalar semantics over vector lanes. It defines no meaning of its own.
//
// Attributes (predicates, overflow and fast-math flags, rounding modes,
// widths and float formats) are decoded once, when the op is translated.
//
//===----------------------------------------------------------------------===//
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithAttributes.h"
#include "dialects/arith/ArithSemantics.h"
#include "dialects/index/IndexAttributes.h"
#include "dialects/index/IndexSemantics.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMSemantics.h"
#include "dialects/math/MathSemantics.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "verify/interp/Engine.h"
#include "verify/interp/FastDomain.h"

using namespace assay;
using namespace assay::interp;

namespace {
using D = ConcreteDomain;
using IntV = sem::Int<D>;
using FltV = sem::Float<D>;
namespace as = arith::semantics;
namespace is = index::semantics;
namespace ms = math::semantics;
namespace ls = LLVM::semantics;

//===----------------------------------------------------------------------===//
// Moving values between slots and the domain
//===----------------------------------------------------------------------===//

inline IntV getI(D &, const Slot &s, const ScalarInfo &info) {
  return {readInt(s, info.width), bool(s.poison)};
}
inline FltV getF(D &, const Slot &s, const ScalarInfo &info) {
  return {readFloat(s, *info.fltSem), bool(s.poison)};
}
inline void putI(Slot &s, const IntV &v) {
  writeInt(s, v.bits);
  s.poison = v.poison;
}
inline void putF(Slot &s, const FltV &v) {
  writeFloat(s, v.bits);
  s.poison = v.poison;
}
// The same for the word-sized domain (FastDomain.h): no APInt or APFloat.
using FD = FastDomain;
inline sem::Int<FD> getI(FD &, const Slot &s, const ScalarInfo &info) {
  return {FastBV{s.bits, info.width}, bool(s.poison)};
}
inline sem::Float<FD> getF(FD &, const Slot &s, const ScalarInfo &info) {
  return {FD::fromBits(s.bits, info.width == 32), bool(s.poison)};
}
inline void putI(Slot &s, const sem::Int<FD> &v) {
  s.bits = v.bits.v;
  s.poison = v.poison;
}
inline void putF(Slot &s, const sem::Float<FD> &v) {
  s.bits = FD::toBits(v.bits);
  s.poison = v.poison;
}

/// Per-record data beyond the first operand's and result's layouts.
struct OpData {
  /// Layout of operand 1 (select's values, fpowi's power).
  ScalarInfo in1;
  /// Layout of result 1 (the extended ops' second result).
  ScalarInfo out1;
  /// Bit i: operand i is a vector.
  uint32_t vectorOperands = 0;
};

/// Runs `OpT::apply` with domain `DD` on scalars or on each lane of
/// vectors.
template <class OpT, class DD>
const Instr *elementwise(Machine &m, const Instr *ip) {
  DD d;
  const Slot *ins[4];
  Slot *outs[2];
  auto *data = static_cast<const OpData *>(ip->p2);
  if (!data || !data->vectorOperands) {
    for (uint32_t i = 0; i < ip->nin; ++i)
      ins[i] = &m.fp[ip->in[i]];
    for (uint32_t i = 0; i < ip->nout; ++i)
      outs[i] = &m.fp[ip->out[i]];
    OpT::apply(d, ip, ins, outs);
  } else {
    int64_t lanes = ip->outInfo.numElements;
    VectorBox *results[2] = {nullptr, nullptr};
    for (uint32_t i = 0; i < ip->nout; ++i)
      results[i] = newVector(i ? data->out1 : ip->outInfo);
    for (int64_t lane = 0; lane < lanes; ++lane) {
      for (uint32_t i = 0; i < ip->nin; ++i) {
        const Slot &s = m.fp[ip->in[i]];
        ins[i] = (data->vectorOperands >> i) & 1
                     ? &static_cast<VectorBox *>(asBox(s))->elems[lane]
                     : &s;
      }
      for (uint32_t i = 0; i < ip->nout; ++i)
        outs[i] = &results[i]->elems[lane];
      OpT::apply(d, ip, ins, outs);
    }
    for (uint32_t i = 0; i < ip->nout; ++i) {
      setBox(m.fp[ip->out[i]], results[i]);
      m.fp[ip->out[i]].poison = 0;
    }
  }
  if (d.hasUB())
    return m.raiseUB(ip, *d.firstUB);
  return m.next(ip);
}

//===----------------------------------------------------------------------===//
// The ops, as appliers
//===----------------------------------------------------------------------===//

#define INT_BINARY(NAME, EXPR)                                                 \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out) {                                      \
      auto a = getI(d, *in[0], ip->inInfo), b = getI(d, *in[1], ip->inInfo);   \
      putI(*out[0], EXPR);                                                     \
    }                                                                          \
  };
#define INT_UNARY(NAME, EXPR)                                                  \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out) {                                      \
      auto a = getI(d, *in[0], ip->inInfo);                                    \
      putI(*out[0], EXPR);                                                     \
    }                                                                          \
  };
#define FLT_BINARY(NAME, EXPR)                                                 \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out) {                                      \
      auto a = getF(d, *in[0], ip->inInfo), b = getF(d, *in[1], ip->inInfo);   \
      putF(*out[0], EXPR);                                                     \
    }                                                                          \
  };
#define FLT_UNARY(NAME, EXPR)                                                  \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out) {                                      \
      auto a = getF(d, *in[0], ip->inInfo);                                    \
      putF(*out[0], EXPR);                                                     \
    }                                                                          \
  };
#define INT_PAIR(NAME, EXPR)                                                   \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out) {                                      \
      auto a = getI(d, *in[0], ip->inInfo), b = getI(d, *in[1], ip->inInfo);   \
      auto r = EXPR;                                                           \
      putI(*out[0], r.first);                                                  \
      putI(*out[1], r.second);                                                 \
    }                                                                          \
  };

inline arith::IntegerOverflowFlags ovf(const Instr *ip) {
  return arith::IntegerOverflowFlags(ip->a);
}
inline arith::FastMathFlags fmf(const Instr *ip) {
  return arith::FastMathFlags(ip->a);
}
inline unsigned outWidth(const Instr *ip) { return ip->outInfo.width; }
inline const llvm::fltSemantics &outSem(const Instr *ip) {
  return *ip->outInfo.fltSem;
}

namespace ops {
// arith: integers.
INT_BINARY(addi, as::addi(d, a, b, ovf(ip)))
INT_BINARY(subi, as::subi(d, a, b, ovf(ip)))
INT_BINARY(muli, as::muli(d, a, b, ovf(ip)))
INT_BINARY(divui, as::divui(d, a, b))
INT_BINARY(divsi, as::divsi(d, a, b))
INT_BINARY(ceildivui, as::ceildivui(d, a, b))
INT_BINARY(ceildivsi, as::ceildivsi(d, a, b))
INT_BINARY(floordivsi, as::floordivsi(d, a, b))
INT_BINARY(remui, as::remui(d, a, b))
INT_BINARY(remsi, as::remsi(d, a, b))
INT_BINARY(andi, as::andi(d, a, b))
INT_BINARY(ori, as::ori(d, a, b))
INT_BINARY(xori, as::xori(d, a, b))
INT_BINARY(shli, as::shli(d, a, b, ovf(ip)))
INT_BINARY(shrui, as::shrui(d, a, b))
INT_BINARY(shrsi, as::shrsi(d, a, b))
INT_BINARY(maxsi, as::maxsi(d, a, b))
INT_BINARY(maxui, as::maxui(d, a, b))
INT_BINARY(minsi, as::minsi(d, a, b))
INT_BINARY(minui, as::minui(d, a, b))
INT_BINARY(cmpi, as::cmpi(d, arith::CmpIPredicate(ip->a), a, b))
INT_PAIR(addui_extended, as::addui_extended(d, a, b))
INT_PAIR(mulsi_extended, as::mulsi_extended(d, a, b))
INT_PAIR(mului_extended, as::mului_extended(d, a, b))
INT_UNARY(extsi, as::extsi(d, a, outWidth(ip)))
INT_UNARY(extui, as::extui(d, a, outWidth(ip)))
INT_UNARY(trunci, as::trunci(d, a, outWidth(ip)))
INT_UNARY(index_cast, as::index_cast(d, a, outWidth(ip)))
INT_UNARY(index_castui, as::index_castui(d, a, outWidth(ip)))

// arith: floats.
FLT_BINARY(addf, as::addf(d, a, b, fmf(ip)))
FLT_BINARY(subf, as::subf(d, a, b, fmf(ip)))
FLT_BINARY(mulf, as::mulf(d, a, b, fmf(ip)))
FLT_BINARY(divf, as::divf(d, a, b, fmf(ip)))
FLT_BINARY(remf, as::remf(d, a, b, fmf(ip)))
FLT_BINARY(maximumf, as::maximumf(d, a, b, fmf(ip)))
FLT_BINARY(minimumf, as::minimumf(d, a, b, fmf(ip)))
FLT_BINARY(maxnumf, as::maxnumf(d, a, b, fmf(ip)))
FLT_BINARY(minnumf, as::minnumf(d, a, b, fmf(ip)))
FLT_UNARY(negf, as::negf(d, a, fmf(ip)))
FLT_UNARY(extf, as::extf(d, a, outSem(ip), fmf(ip)))
FLT_UNARY(truncf,
          as::truncf(d, a, outSem(ip), arith::RoundingMode(ip->b), fmf(ip)))

#define APPLIER(NAME)                                                          \
  struct NAME {                                                                \
    template <class DD>                                                        \
    static void apply(DD &d, const Instr *ip, const Slot *const *in,           \
                      Slot *const *out);                                       \
  };                                                                           \
  template <class DD>                                                          \
  void NAME::apply(DD &d, const Instr *ip, const Slot *const *in,              \
                   Slot *const *out)

APPLIER(cmpf) {
  auto a = getF(d, *in[0], ip->inInfo), b = getF(d, *in[1], ip->inInfo);
  putI(*out[0], as::cmpf(d, arith::CmpFPredicate(ip->b), a, b, fmf(ip)));
}
APPLIER(sitofp) {
  putF(*out[0], as::sitofp(d, getI(d, *in[0], ip->inInfo), outSem(ip)));
}
APPLIER(uitofp) {
  putF(*out[0], as::uitofp(d, getI(d, *in[0], ip->inInfo), outSem(ip)));
}
APPLIER(fptosi) {
  putI(*out[0], as::fptosi(d, getF(d, *in[0], ip->inInfo), outWidth(ip)));
}
APPLIER(fptoui) {
  putI(*out[0], as::fptoui(d, getF(d, *in[0], ip->inInfo), outWidth(ip)));
}
APPLIER(bitcast) {
  bool fromFloat = ip->inInfo.fltSem, toFloat = ip->outInfo.fltSem;
  if (!fromFloat && !toFloat)
    return putI(*out[0], as::bitcast(d, getI(d, *in[0], ip->inInfo)));
  if (!fromFloat)
    return putF(*out[0],
                as::bitcast(d, getI(d, *in[0], ip->inInfo), outSem(ip)));
  if (!toFloat)
    return putI(*out[0], as::bitcast(d, getF(d, *in[0], ip->inInfo)));
  putF(*out[0], as::bitcast(d, getF(d, *in[0], ip->inInfo), outSem(ip)));
}
APPLIER(select) {
  auto c = getI(d, *in[0], ip->inInfo);
  const ScalarInfo &vi = ip->outInfo;
  if (vi.fltSem)
    return putF(*out[0],
                as::select(d, c, getF(d, *in[1], vi), getF(d, *in[2], vi)));
  putI(*out[0], as::select(d, c, getI(d, *in[1], vi), getI(d, *in[2], vi)));
}

// index.
INT_BINARY(index_add, is::add(d, a, b))
INT_BINARY(index_sub, is::sub(d, a, b))
INT_BINARY(index_mul, is::mul(d, a, b))
INT_BINARY(index_divs, is::divs(d, a, b))
INT_BINARY(index_divu, is::divu(d, a, b))
INT_BINARY(index_ceildivs, is::ceildivs(d, a, b))
INT_BINARY(index_ceildivu, is::ceildivu(d, a, b))
INT_BINARY(index_floordivs, is::floordivs(d, a, b))
INT_BINARY(index_rems, is::rems(d, a, b))
INT_BINARY(index_remu, is::remu(d, a, b))
INT_BINARY(index_maxs, is::maxs(d, a, b))
INT_BINARY(index_maxu, is::maxu(d, a, b))
INT_BINARY(index_mins, is::mins(d, a, b))
INT_BINARY(index_minu, is::minu(d, a, b))
INT_BINARY(index_shl, is::shl(d, a, b))
INT_BINARY(index_shrs, is::shrs(d, a, b))
INT_BINARY(index_shru, is::shru(d, a, b))
INT_BINARY(index_and, is::and_(d, a, b))
INT_BINARY(index_or, is::or_(d, a, b))
INT_BINARY(index_xor, is::xor_(d, a, b))
INT_BINARY(index_cmp, is::cmp(d, arith::CmpIPredicate(ip->a), a, b))
INT_UNARY(index_casts, is::casts(d, a, outWidth(ip)))
INT_UNARY(index_castu, is::castu(d, a, outWidth(ip)))

// math.
INT_UNARY(absi, ms::absi(d, a))
INT_UNARY(ctlz, ms::ctlz(d, a))
INT_UNARY(cttz, ms::cttz(d, a))
INT_UNARY(ctpop, ms::ctpop(d, a))
INT_BINARY(ipowi, ms::ipowi(d, a, b))
FLT_UNARY(absf, ms::absf(d, a, fmf(ip)))
FLT_BINARY(copysign, ms::copysign(d, a, b, fmf(ip)))
FLT_UNARY(ceil, ms::ceil(d, a, fmf(ip)))
FLT_UNARY(floor, ms::floor(d, a, fmf(ip)))
FLT_UNARY(round, ms::round(d, a, fmf(ip)))
FLT_UNARY(roundeven, ms::roundeven(d, a, fmf(ip)))
FLT_UNARY(trunc, ms::trunc(d, a, fmf(ip)))
FLT_BINARY(powf, ms::powf(d, a, b, fmf(ip)))
FLT_BINARY(atan2, ms::atan2(d, a, b, fmf(ip)))
APPLIER(fma) {
  putF(*out[0],
       ms::fma(d, getF(d, *in[0], ip->inInfo), getF(d, *in[1], ip->inInfo),
               getF(d, *in[2], ip->inInfo), fmf(ip)));
}
APPLIER(fpowi) {
  auto *data = static_cast<const OpData *>(ip->p2);
  putF(*out[0], ms::fpowi(d, getF(d, *in[0], ip->inInfo),
                          getI(d, *in[1], data->in1), fmf(ip)));
}
#define MATH_CLASSIFY(NAME)                                                    \
  APPLIER(NAME) {                                                              \
    putI(*out[0], ms::NAME(d, getF(d, *in[0], ip->inInfo), fmf(ip)));          \
  }
MATH_CLASSIFY(isnan)
MATH_CLASSIFY(isinf)
MATH_CLASSIFY(isfinite)
MATH_CLASSIFY(isnormal)
#define MATH_ELEMENTARY(NAME) FLT_UNARY(NAME, ms::NAME(d, a, fmf(ip)))
MATH_ELEMENTARY(acos)
MATH_ELEMENTARY(acosh)
MATH_ELEMENTARY(asin)
MATH_ELEMENTARY(asinh)
MATH_ELEMENTARY(atan)
MATH_ELEMENTARY(atanh)
MATH_ELEMENTARY(cbrt)
MATH_ELEMENTARY(cos)
MATH_ELEMENTARY(cosh)
MATH_ELEMENTARY(erf)
MATH_ELEMENTARY(exp)
MATH_ELEMENTARY(exp2)
MATH_ELEMENTARY(expm1)
MATH_ELEMENTARY(log)
MATH_ELEMENTARY(log10)
MATH_ELEMENTARY(log1p)
MATH_ELEMENTARY(log2)
MATH_ELEMENTARY(rsqrt)
MATH_ELEMENTARY(sin)
MATH_ELEMENTARY(sinh)
MATH_ELEMENTARY(sqrt)
MATH_ELEMENTARY(tan)
MATH_ELEMENTARY(tanh)

} // namespace ops

/// The llvm dialect's ops on values: each calls its template of
/// dialects/llvm/LLVMSemantics.h. `a` holds the op's overflow or fastmath
/// bits as LLVM numbers them, `b` its predicate or its poison flag
/// (is_zero_poison, is_int_min_poison).
namespace llvmops {
inline uint32_t flags(const Instr *ip) { return ip->a; }
INT_BINARY(add, ls::add(d, a, b, flags(ip)))
INT_BINARY(sub, ls::sub(d, a, b, flags(ip)))
INT_BINARY(mul, ls::mul(d, a, b, flags(ip)))
INT_BINARY(shl, ls::shl(d, a, b, flags(ip)))
INT_BINARY(lshr, ls::lshr(d, a, b))
INT_BINARY(ashr, ls::ashr(d, a, b))
INT_BINARY(udiv, ls::udiv(d, a, b))
INT_BINARY(sdiv, ls::sdiv(d, a, b))
INT_BINARY(urem, ls::urem(d, a, b))
INT_BINARY(srem, ls::srem(d, a, b))
INT_BINARY(and_, ls::and_(d, a, b))
INT_BINARY(or_, ls::or_(d, a, b))
INT_BINARY(xor_, ls::xor_(d, a, b))
INT_BINARY(icmp, ls::icmp(d, ip->b, a, b))
INT_BINARY(smax, ls::smax(d, a, b))
INT_BINARY(smin, ls::smin(d, a, b))
INT_BINARY(umax, ls::umax(d, a, b))
INT_BINARY(umin, ls::umin(d, a, b))
INT_UNARY(sext, ls::sext(d, a, outWidth(ip)))
INT_UNARY(zext, ls::zext(d, a, outWidth(ip)))
INT_UNARY(trunc, ls::trunc(d, a, outWidth(ip)))
INT_UNARY(freeze, ls::freeze(d, a))
INT_UNARY(ctpop, ls::ctpop(d, a))
INT_UNARY(ctlz, ls::ctlz(d, a, ip->b != 0))
INT_UNARY(cttz, ls::cttz(d, a, ip->b != 0))
INT_UNARY(abs, ls::abs(d, a, ip->b != 0))
FLT_BINARY(fadd, ls::fadd(d, a, b, flags(ip)))
FLT_BINARY(fsub, ls::fsub(d, a, b, flags(ip)))
FLT_BINARY(fmul, ls::fmul(d, a, b, flags(ip)))
FLT_BINARY(fdiv, ls::fdiv(d, a, b, flags(ip)))
FLT_BINARY(frem, ls::frem(d, a, b, flags(ip)))
FLT_BINARY(copysign, ls::copysign(d, a, b, flags(ip)))
FLT_BINARY(minnum, ls::minnum(d, a, b, flags(ip)))
FLT_BINARY(maxnum, ls::maxnum(d, a, b, flags(ip)))
FLT_BINARY(minimum, ls::minimum(d, a, b, flags(ip)))
FLT_BINARY(maximum, ls::maximum(d, a, b, flags(ip)))
FLT_BINARY(pow, ls::pow(d, a, b, flags(ip)))
FLT_UNARY(fneg, ls::fneg(d, a, flags(ip)))
FLT_UNARY(fpext, ls::fpext(d, a, outSem(ip)))
FLT_UNARY(fptrunc, ls::fptrunc(d, a, outSem(ip)))
FLT_UNARY(fabs, ls::fabs(d, a, flags(ip)))
FLT_UNARY(sqrt, ls::sqrt(d, a, flags(ip)))
FLT_UNARY(floor, ls::floor(d, a, flags(ip)))
FLT_UNARY(ceil, ls::ceil(d, a, flags(ip)))
FLT_UNARY(round, ls::round(d, a, flags(ip)))
FLT_UNARY(roundeven, ls::roundeven(d, a, flags(ip)))
FLT_UNARY(ftrunc, ls::ftrunc(d, a, flags(ip)))
FLT_UNARY(exp, ls::exp(d, a, flags(ip)))
FLT_UNARY(exp2, ls::exp2(d, a, flags(ip)))
FLT_UNARY(log, ls::log(d, a, flags(ip)))
FLT_UNARY(log2, ls::log2(d, a, flags(ip)))
FLT_UNARY(log10, ls::log10(d, a, flags(ip)))
FLT_UNARY(sin, ls::sin(d, a, flags(ip)))
FLT_UNARY(cos, ls::cos(d, a, flags(ip)))
APPLIER(fcmp) {
  auto a = getF(d, *in[0], ip->inInfo), b = getF(d, *in[1], ip->inInfo);
  putI(*out[0], ls::fcmp(d, ip->b, a, b, flags(ip)));
}
APPLIER(fma) {
  auto a = getF(d, *in[0], ip->inInfo), b = getF(d, *in[1], ip->inInfo),
       c = getF(d, *in[2], ip->inInfo);
  putF(*out[0], ls::fma(d, a, b, c, flags(ip)));
}
APPLIER(fmuladd) {
  auto a = getF(d, *in[0], ip->inInfo), b = getF(d, *in[1], ip->inInfo),
       c = getF(d, *in[2], ip->inInfo);
  putF(*out[0], ls::fmuladd(d, a, b, c, flags(ip)));
}
APPLIER(powi) {
  auto *data = static_cast<const OpData *>(ip->p2);
  putF(*out[0], ls::powi(d, getF(d, *in[0], ip->inInfo),
                         getI(d, *in[1], data->in1), flags(ip)));
}
APPLIER(sitofp) {
  putF(*out[0], ls::sitofp(d, getI(d, *in[0], ip->inInfo), outSem(ip)));
}
APPLIER(uitofp) {
  putF(*out[0], ls::uitofp(d, getI(d, *in[0], ip->inInfo), outSem(ip)));
}
APPLIER(fptosi) {
  putI(*out[0], ls::fptosi(d, getF(d, *in[0], ip->inInfo), outWidth(ip)));
}
APPLIER(fptoui) {
  putI(*out[0], ls::fptoui(d, getF(d, *in[0], ip->inInfo), outWidth(ip)));
}
/// freeze of a float: its bits frozen as an integer's.
APPLIER(freezef) {
  Slot bits = *in[0];
  auto r = ls::freeze(d, getI(d, bits, ip->inInfo));
  putI(*out[0], r);
}
} // namespace llvmops

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

const Instr *doScalarConstant(Machine &m, const Instr *ip) {
  Slot &s = m.fp[ip->out[0]];
  s.bits = uint64_t(ip->imm);
  s.poison = 0;
  return m.next(ip);
}

/// Boxed constants: the prototype box is shared by every execution.
const Instr *doBoxedConstant(Machine &m, const Instr *ip) {
  Box *b = static_cast<Box *>(const_cast<void *>(ip->p));
  retain(b);
  Slot &s = m.fp[ip->out[0]];
  setBox(s, b);
  s.poison = 0;
  return m.next(ip);
}

/// The value of a constant attribute as a slot; boxes are owned by the
/// slot.
LogicalResult constantSlot(Operation *op, Attribute value, Type type,
                           Slot &out) {
  D d;
  ScalarInfo info = Compiler::getInfo(type);
  if (auto ia = llvm::dyn_cast<IntegerAttr>(value)) {
    llvm::APInt v = ia.getValue();
    if (v.getBitWidth() != info.width)
      v = v.sextOrTrunc(info.width);
    IntV r =
        llvm::isa<IndexType>(type) ? is::constant(d, v) : as::constant(d, v);
    putI(out, r);
    return success();
  }
  if (auto fa = llvm::dyn_cast<FloatAttr>(value)) {
    putF(out, as::constant(d, fa.getValue()));
    return success();
  }
  auto dense = llvm::dyn_cast<DenseElementsAttr>(value);
  if (!dense || !info.vector)
    return op->emitError() << "the interpreter cannot execute a constant of "
                              "this kind";
  VectorBox *vec = newVector(info);
  if (info.fltSem) {
    auto values = dense.getValues<llvm::APFloat>();
    for (int64_t i = 0; i < info.numElements; ++i)
      putF(vec->elems[i], as::constant(d, values[dense.isSplat() ? 0 : i]));
  } else {
    auto values = dense.getValues<llvm::APInt>();
    for (int64_t i = 0; i < info.numElements; ++i)
      putI(vec->elems[i], as::constant(d, values[dense.isSplat() ? 0 : i]));
  }
  out.bits = reinterpret_cast<uintptr_t>(static_cast<Box *>(vec));
  return success();
}

LogicalResult compileConstant(Compiler &c, Operation *op, unsigned) {
  Attribute value = op->getInherentAttr("value");
  Type type = op->getResult(0).getType();
  if (op->getName().getStringRef() == "index.bool.constant") {
    D d;
    bool b = false;
    if (auto ba = llvm::dyn_cast_or_null<IntegerAttr>(value))
      b = !ba.getValue().isZero();
    Slot s;
    putI(s, is::bool_constant(d, b));
    uint32_t r = c.emit(doScalarConstant, op);
    c.instr(r).imm = int64_t(s.bits);
    return success();
  }
  if (!value)
    return op->emitError() << "constant without a value";
  // The box of a constant is made now and held as long as the program.
  uint64_t bytes = Compiler::getBoxFootprint(Compiler::getInfo(type));
  uint64_t held = c.prog.staticFootprint;
  if (!c.prog.reserveStatic(bytes))
    return op->emitError() << getMemoryLimitMessage("this constant", bytes,
                                                    held, c.prog.memoryLimit);
  Slot s;
  if (failed(constantSlot(op, value, type, s)))
    return failure();
  if (Compiler::isBoxed(type)) {
    uint32_t r = c.emit(doBoxedConstant, op);
    c.instr(r).p = c.prog.keepBox(asBox(s));
    return success();
  }
  uint32_t r = c.emit(doScalarConstant, op);
  c.instr(r).imm = int64_t(s.bits);
  return success();
}

LogicalResult compileSizeof(Compiler &c, Operation *op, unsigned) {
  D d;
  Slot s;
  putI(s, is::sizeof_(d));
  uint32_t r = c.emit(doScalarConstant, op);
  c.instr(r).imm = int64_t(s.bits);
  return success();
}

//===----------------------------------------------------------------------===//
// Translation of the elementwise ops
//===----------------------------------------------------------------------===//

/// How an op's attributes become the record's immediates.
enum class Decode { None, Overflow, FastMath, CmpI, IndexCmp, CmpF, TruncF };

/// Which ops FastDomain can run: integer ops (every type at most 64 bits
/// wide), and the float ops it implements (f32 and f64 only).
enum class Fast { No, Int, Float };

/// Whether every operand and result of `op` fits FastDomain.
bool fitsFastDomain(Operation *op, Fast fast) {
  auto fits = [&](Type t) {
    ScalarInfo info = Compiler::getInfo(t);
    if (info.fltSem)
      return fast == Fast::Float && (info.width == 32 || info.width == 64);
    return info.width >= 1 && info.width <= 64;
  };
  for (Value v : op->getOperands())
    if (!fits(v.getType()))
      return false;
  for (Value v : op->getResults())
    if (!fits(v.getType()))
      return false;
  return true;
}

/// arith.select choosing a whole box (a wide scalar, a memref, or a vector
/// under a scalar condition): the chosen operand's box is shared.
const Instr *doSelectBoxed(Machine &m, const Instr *ip) {
  const Slot &c = m.fp[ip->in[0]];
  Slot &out = m.fp[ip->out[0]];
  if (c.poison) {
    setPoison(out, ip->outInfo);
    return m.next(ip);
  }
  copySlot(out, m.fp[ip->in[(c.bits & 1) ? 1 : 2]], true);
  return m.next(ip);
}

template <class OpT, Decode Dec = Decode::None, Fast FastKind = Fast::No>
LogicalResult compileElementwise(Compiler &c, Operation *op, unsigned) {
  Handler handler = elementwise<OpT, D>;
  if constexpr (FastKind != Fast::No)
    if (fitsFastDomain(op, FastKind))
      handler = elementwise<OpT, FastDomain>;
  uint32_t r = c.emit(handler, op);
  Instr &in = c.instr(r);
  auto *data = c.prog.allocArray<OpData>(1);
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    ScalarInfo info = Compiler::getInfo(op->getOperand(i).getType());
    if (info.vector)
      data->vectorOperands |= 1u << i;
    if (i == 1)
      data->in1 = info;
  }
  if (op->getNumOperands() > 4 || op->getNumResults() > 2)
    return op->emitError() << "unexpected operand or result count";
  if (op->getNumResults() > 1)
    data->out1 = Compiler::getInfo(op->getResult(1).getType());
  in.p2 = data;
  auto intAttr = [&](llvm::StringRef name) {
    return uint32_t(getIntAttrValue(op->getInherentAttr(name)));
  };
  switch (Dec) {
  case Decode::None:
    break;
  case Decode::Overflow:
    if (auto f = llvm::dyn_cast_or_null<arith::IntegerOverflowFlagsAttr>(
            op->getInherentAttr("overflowFlags")))
      in.a = uint32_t(f.getValue());
    break;
  case Decode::FastMath:
    if (auto f = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
            op->getInherentAttr("fastmath")))
      in.a = uint32_t(f.getValue());
    break;
  case Decode::CmpI:
    in.a = intAttr("predicate");
    break;
  case Decode::IndexCmp:
    // `#index<cmp_predicate ...>`, not an integer attribute.
    if (auto p = llvm::dyn_cast_or_null<index::IndexCmpPredicateAttr>(
            op->getInherentAttr("pred")))
      in.a = uint32_t(p.getValue());
    else
      return op->emitError() << "index.cmp without a predicate";
    break;
  case Decode::CmpF:
    in.b = intAttr("predicate");
    if (auto f = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
            op->getInherentAttr("fastmath")))
      in.a = uint32_t(f.getValue());
    break;
  case Decode::TruncF:
    if (Attribute rm = op->getInherentAttr("roundingmode"))
      in.b = uint32_t(getIntAttrValue(rm));
    if (auto f = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
            op->getInherentAttr("fastmath")))
      in.a = uint32_t(f.getValue());
    break;
  }
  return success();
}

/// Translates an llvm op on values: the elementwise record, with the op's
/// LLVM flags and predicate or poison flag decoded into `a` and `b`.
template <class OpT, Fast FastKind = Fast::No>
LogicalResult compileLLVM(Compiler &c, Operation *op, unsigned phase) {
  if (failed(compileElementwise<OpT, Decode::None, FastKind>(c, op, phase)))
    return failure();
  Instr &in = c.instr(c.here() - 1);
  if (auto f = llvm::dyn_cast_or_null<LLVM::IntegerOverflowFlagsAttr>(
          op->getInherentAttr("overflowFlags")))
    in.a = f.getValue();
  if (auto f = llvm::dyn_cast_or_null<LLVM::FastmathFlagsAttr>(
          op->getInherentAttr("fastmathFlags")))
    in.a = f.getValue();
  for (llvm::StringRef name :
       {"predicate", "is_zero_poison", "is_int_min_poison"})
    if (Attribute attr = op->getInherentAttr(name))
      in.b = uint32_t(getIntAttrValue(attr));
  return success();
}

} // namespace

void interp::registerArithOps(llvm::StringMap<CompileFn> &t) {
  t["arith.constant"] = compileConstant;
  t["index.constant"] = compileConstant;
  t["index.bool.constant"] = compileConstant;
  t["index.sizeof"] = compileSizeof;

#define EW(NAME, FN) t[NAME] = compileElementwise<ops::FN>;
#define EWD(NAME, FN, DEC) t[NAME] = compileElementwise<ops::FN, Decode::DEC>;
#define EWI(NAME, FN)                                                          \
  t[NAME] = compileElementwise<ops::FN, Decode::None, Fast::Int>;
#define EWID(NAME, FN, DEC)                                                    \
  t[NAME] = compileElementwise<ops::FN, Decode::DEC, Fast::Int>;
#define EWF(NAME, FN)                                                          \
  t[NAME] = compileElementwise<ops::FN, Decode::None, Fast::Float>;
#define EWFD(NAME, FN, DEC)                                                    \
  t[NAME] = compileElementwise<ops::FN, Decode::DEC, Fast::Float>;
  EWID("arith.addi", addi, Overflow)
  EWID("arith.subi", subi, Overflow)
  EWID("arith.muli", muli, Overflow)
  EWID("arith.shli", shli, Overflow)
  EWI("arith.divui", divui)
  EWI("arith.divsi", divsi)
  EWI("arith.ceildivui", ceildivui)
  EWI("arith.ceildivsi", ceildivsi)
  EWI("arith.floordivsi", floordivsi)
  EWI("arith.remui", remui)
  EWI("arith.remsi", remsi)
  EWI("arith.andi", andi)
  EWI("arith.ori", ori)
  EWI("arith.xori", xori)
  EWI("arith.shrui", shrui)
  EWI("arith.shrsi", shrsi)
  EWI("arith.maxsi", maxsi)
  EWI("arith.maxui", maxui)
  EWI("arith.minsi", minsi)
  EWI("arith.minui", minui)
  EWID("arith.cmpi", cmpi, CmpI)
  EW("arith.addui_extended", addui_extended)
  EW("arith.mulsi_extended", mulsi_extended)
  EW("arith.mului_extended", mului_extended)
  EWI("arith.extsi", extsi)
  EWI("arith.extui", extui)
  EWI("arith.trunci", trunci)
  EWI("arith.index_cast", index_cast)
  EWI("arith.index_castui", index_castui)
  EW("arith.bitcast", bitcast)
  EWFD("arith.addf", addf, FastMath)
  EWFD("arith.subf", subf, FastMath)
  EWFD("arith.mulf", mulf, FastMath)
  EWFD("arith.divf", divf, FastMath)
  EWD("arith.remf", remf, FastMath)
  EWD("arith.negf", negf, FastMath)
  EWD("arith.maximumf", maximumf, FastMath)
  EWD("arith.minimumf", minimumf, FastMath)
  EWD("arith.maxnumf", maxnumf, FastMath)
  EWD("arith.minnumf", minnumf, FastMath)
  EWFD("arith.cmpf", cmpf, CmpF)
  EWD("arith.extf", extf, FastMath)
  EWD("arith.truncf", truncf, TruncF)
  EWF("arith.sitofp", sitofp)
  EWF("arith.uitofp", uitofp)
  EWF("arith.fptosi", fptosi)
  EWF("arith.fptoui", fptoui)
  t["arith.select"] = [](Compiler &c, Operation *op, unsigned phase) {
    ScalarInfo cond = Compiler::getInfo(op->getOperand(0).getType());
    ScalarInfo value = Compiler::getInfo(op->getOperand(1).getType());
    if (!value.boxed || (cond.vector && value.vector))
      return compileElementwise<ops::select, Decode::None, Fast::Float>(c, op,
                                                                        phase);
    c.emit(doSelectBoxed, op);
    return success();
  };

  EWI("index.add", index_add)
  EWI("index.sub", index_sub)
  EWI("index.mul", index_mul)
  EWI("index.divs", index_divs)
  EWI("index.divu", index_divu)
  EWI("index.ceildivs", index_ceildivs)
  EWI("index.ceildivu", index_ceildivu)
  EWI("index.floordivs", index_floordivs)
  EWI("index.rems", index_rems)
  EWI("index.remu", index_remu)
  EWI("index.maxs", index_maxs)
  EWI("index.maxu", index_maxu)
  EWI("index.mins", index_mins)
  EWI("index.minu", index_minu)
  EWI("index.shl", index_shl)
  EWI("index.shrs", index_shrs)
  EWI("index.shru", index_shru)
  EWI("index.and", index_and)
  EWI("index.or", index_or)
  EWI("index.xor", index_xor)
  EWID("index.cmp", index_cmp, IndexCmp)
  EWI("index.casts", index_casts)
  EWI("index.castu", index_castu)

  EW("math.absi", absi)
  EW("math.ctlz", ctlz)
  EW("math.cttz", cttz)
  EW("math.ctpop", ctpop)
  EW("math.ipowi", ipowi)
  EWD("math.absf", absf, FastMath)
  EWD("math.copysign", copysign, FastMath)
  EWD("math.ceil", ceil, FastMath)
  EWD("math.floor", floor, FastMath)
  EWD("math.round", round, FastMath)
  EWD("math.roundeven", roundeven, FastMath)
  EWD("math.trunc", trunc, FastMath)
  EWD("math.fma", fma, FastMath)
  EWD("math.fpowi", fpowi, FastMath)
  EWD("math.powf", powf, FastMath)
  EWD("math.atan2", atan2, FastMath)
  EWD("math.isnan", isnan, FastMath)
  EWD("math.isinf", isinf, FastMath)
  EWD("math.isfinite", isfinite, FastMath)
  EWD("math.isnormal", isnormal, FastMath)
#define MATH_EW(NAME) EWD("math." #NAME, NAME, FastMath)
  MATH_EW(acos)
  MATH_EW(acosh)
  MATH_EW(asin)
  MATH_EW(asinh)
  MATH_EW(atan)
  MATH_EW(atanh)
  MATH_EW(cbrt)
  MATH_EW(cos)
  MATH_EW(cosh)
  MATH_EW(erf)
  MATH_EW(exp)
  MATH_EW(exp2)
  MATH_EW(expm1)
  MATH_EW(log)
  MATH_EW(log10)
  MATH_EW(log1p)
  MATH_EW(log2)
  MATH_EW(rsqrt)
  MATH_EW(sin)
  MATH_EW(sinh)
  MATH_EW(sqrt)
  MATH_EW(tan)
  MATH_EW(tanh)
#undef MATH_EW
#undef EW
#undef EWD
#undef EWI
#undef EWID
#undef EWF
#undef EWFD
}

void interp::registerLLVMValueOps(llvm::StringMap<CompileFn> &t) {
#define LI(NAME, FN) t["llvm." NAME] = compileLLVM<llvmops::FN, Fast::Int>;
#define LF(NAME, FN) t["llvm." NAME] = compileLLVM<llvmops::FN, Fast::Float>;
#define LX(NAME, FN) t["llvm." NAME] = compileLLVM<llvmops::FN>;
  LI("add", add)
  LI("sub", sub)
  LI("mul", mul)
  LI("shl", shl)
  LI("lshr", lshr)
  LI("ashr", ashr)
  LI("udiv", udiv)
  LI("sdiv", sdiv)
  LI("urem", urem)
  LI("srem", srem)
  LI("and", and_)
  LI("or", or_)
  LI("xor", xor_)
  LI("icmp", icmp)
  LI("sext", sext)
  LI("zext", zext)
  LI("trunc", trunc)
  LI("intr.smax", smax)
  LI("intr.smin", smin)
  LI("intr.umax", umax)
  LI("intr.umin", umin)
  LX("intr.ctpop", ctpop)
  LX("intr.ctlz", ctlz)
  LX("intr.cttz", cttz)
  LX("intr.abs", abs)
  LF("fadd", fadd)
  LF("fsub", fsub)
  LF("fmul", fmul)
  LF("fdiv", fdiv)
  LX("frem", frem)
  LX("fneg", fneg)
  LF("fcmp", fcmp)
  LX("fpext", fpext)
  LX("fptrunc", fptrunc)
  LF("sitofp", sitofp)
  LF("uitofp", uitofp)
  LF("fptosi", fptosi)
  LF("fptoui", fptoui)
  LX("intr.fabs", fabs)
  LX("intr.sqrt", sqrt)
  LX("intr.fma", fma)
  LX("intr.fmuladd", fmuladd)
  LX("intr.copysign", copysign)
  LX("intr.minnum", minnum)
  LX("intr.maxnum", maxnum)
  LX("intr.minimum", minimum)
  LX("intr.maximum", maximum)
  LX("intr.pow", pow)
  LX("intr.powi", powi)
  LX("intr.floor", floor)
  LX("intr.ceil", ceil)
  LX("intr.round", round)
  LX("intr.roundeven", roundeven)
  LX("intr.trunc", ftrunc)
  LX("intr.exp", exp)
  LX("intr.exp2", exp2)
  LX("intr.log", log)
  LX("intr.log2", log2)
  LX("intr.log10", log10)
  LX("intr.sin", sin)
  LX("intr.cos", cos)
#undef LI
#undef LF
#undef LX
  // bitcast between scalars of one width and select are arith's.
  t["llvm.bitcast"] = t["arith.bitcast"];
  t["llvm.select"] = t["arith.select"];
  t["llvm.freeze"] = [](Compiler &c, Operation *op, unsigned phase) {
    if (Compiler::getInfo(op->getResult(0).getType()).fltSem)
      return compileLLVM<llvmops::freezef>(c, op, phase);
    return compileLLVM<llvmops::freeze, Fast::Int>(c, op, phase);
  };
  // Constants: llvm.mlir.constant reads `value` as arith.constant does.
  t["llvm.mlir.constant"] = t["arith.constant"];
}
