//===- FloatOps.cpp - The float ops of arith and math in the encoder ------===//
//
// Each handler reads the op's attributes (fast-math flags, predicate,
// rounding mode, the result's format or width) and calls the op's
// semantics template instantiated with SmtDomain, lane by lane, exactly as
// the interpreter's handlers call it with concrete values. Ops that mix
// integers and floats (select, bitcast, the conversions, cmpf, the math
// classification ops, fpowi) convert between the lane kinds here.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithAttributes.h"
#include "verify/tv/EncoderImpl.h"

using namespace assay;
using namespace assay::tv;

namespace {
using Impl = FunctionEncoder::Impl;
using Lanes = llvm::ArrayRef<SymLane>;
using Out = llvm::SmallVector<SymLane, 2>;

IntV asInt(const SymLane &l) { return {l.bits, l.poison}; }
FltV asFloat(const SymLane &l) { return {l.fp, l.poison}; }

/// The op's fast-math flags. nnan, ninf and nsz are part of the semantics
/// (nsz as a choice the function leaves open); the flags that only license
/// rewrites (reassoc, arcp, contract, afn) are not modelled: the strict
/// IEEE result is checked, and the verdict says so.
arith::FastMathFlags fastMath(Impl &e, Operation *op) {
  auto f = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
      op->getInherentAttr("fastmath"));
  if (!f)
    return arith::FastMathFlags::none;
  using FM = arith::FastMathFlags;
  static const std::pair<FM, const char *> licensing[] = {
      {FM::reassoc, "reassoc"},
      {FM::arcp, "arcp"},
      {FM::contract, "contract"},
      {FM::afn, "afn"}};
  for (auto [flag, name] : licensing)
    if (arith::hasFlag(f.getValue(), flag))
      e.approximations.insert(("fastmath<" + llvm::Twine(name) + "> on " +
                               op->getName().getStringRef() +
                               " taken as strict IEEE")
                                  .str());
  return f.getValue();
}

/// The format of `op`'s result elements.
const llvm::fltSemantics &resultFormat(Operation *op) {
  return *Impl::getFloatSemantics(op->getResult(0).getType());
}

} // namespace

void tv::registerFloatOps(OpEncoderTable &t) {
#define FLOAT_LANES(NAME, ...)                                                 \
  t[NAME] = [](Impl &e, Operation *op) {                                       \
    SmtDomain &d = e.d;                                                        \
    arith::FastMathFlags fm = fastMath(e, op);                                 \
    (void)d;                                                                   \
    (void)fm;                                                                  \
    return e.mapRawLanes(op, [&](Lanes a) -> Out { __VA_ARGS__; });            \
  };
#define FBIN(NAME, CALL)                                                       \
  FLOAT_LANES(                                                                 \
      NAME, return {Impl::toLane(CALL(d, asFloat(a[0]), asFloat(a[1]), fm))})
#define FUN(NAME, CALL)                                                        \
  FLOAT_LANES(NAME, return {Impl::toLane(CALL(d, asFloat(a[0]), fm))})
  namespace as = arith::semantics;
  namespace ms = math::semantics;
  FBIN("arith.addf", as::addf)
  FBIN("arith.subf", as::subf)
  FBIN("arith.mulf", as::mulf)
  FBIN("arith.divf", as::divf)
  FBIN("arith.remf", as::remf)
  FBIN("arith.maximumf", as::maximumf)
  FBIN("arith.minimumf", as::minimumf)
  FBIN("arith.maxnumf", as::maxnumf)
  FBIN("arith.minnumf", as::minnumf)
  FUN("arith.negf", as::negf)
  FLOAT_LANES("arith.cmpf",
              return {Impl::toLane(
                  as::cmpf(d, arith::CmpFPredicate(intAttr(op, "predicate", 0)),
                           asFloat(a[0]), asFloat(a[1]), fm))})
  FLOAT_LANES(
      "arith.extf",
      return {Impl::toLane(as::extf(d, asFloat(a[0]), resultFormat(op), fm))})
  FLOAT_LANES("arith.truncf",
              return {Impl::toLane(as::truncf(
                  d, asFloat(a[0]), resultFormat(op),
                  arith::RoundingMode(intAttr(op, "roundingmode", 0)), fm))})
  FLOAT_LANES(
      "arith.sitofp",
      return {Impl::toLane(as::sitofp(d, asInt(a[0]), resultFormat(op)))})
  FLOAT_LANES(
      "arith.uitofp",
      return {Impl::toLane(as::uitofp(d, asInt(a[0]), resultFormat(op)))})
  FLOAT_LANES(
      "arith.fptosi",
      return {Impl::toLane(as::fptosi(d, asFloat(a[0]), e.resultWidth(op)))})
  FLOAT_LANES(
      "arith.fptoui",
      return {Impl::toLane(as::fptoui(d, asFloat(a[0]), e.resultWidth(op)))})

  // select and bitcast take integers and floats alike: they replace the
  // integer-only entries of Encoder.cpp.
  t["arith.select"] = [](Impl &e, Operation *op) {
    bool isFloat = Impl::getFloatSemantics(op->getResult(0).getType());
    return e.mapRawLanes(op, [&](Lanes a) -> Out {
      if (isFloat)
        return {Impl::toLane(
            as::select(e.d, asInt(a[0]), asFloat(a[1]), asFloat(a[2])))};
      return {
          Impl::toLane(as::select(e.d, asInt(a[0]), asInt(a[1]), asInt(a[2])))};
    });
  };
  t["arith.bitcast"] = [](Impl &e, Operation *op) {
    const llvm::fltSemantics *from =
        Impl::getFloatSemantics(op->getOperand(0).getType());
    const llvm::fltSemantics *to =
        Impl::getFloatSemantics(op->getResult(0).getType());
    // A float lane made by reinterpreting bits keeps them (SymLane::bits),
    // so that reinterpreting it back gives them exactly, NaN payloads
    // included, where the model's one NaN would otherwise lose them.
    return e.mapRawLanes(op, [&](Lanes a) -> Out {
      bool hasBits = a[0].bits.getWidth() != 0;
      if (!from && !to)
        return {Impl::toLane(as::bitcast(e.d, asInt(a[0])))};
      if (!from) {
        SymLane r = Impl::toLane(as::bitcast(e.d, asInt(a[0]), *to));
        r.bits = a[0].bits;
        return {r};
      }
      if (!to) {
        if (hasBits)
          return {Impl::toLane(as::bitcast(e.d, asInt(a[0])))};
        return {Impl::toLane(as::bitcast(e.d, asFloat(a[0])))};
      }
      if (hasBits) {
        SymLane r = Impl::toLane(as::bitcast(e.d, asInt(a[0]), *to));
        r.bits = a[0].bits;
        return {r};
      }
      return {Impl::toLane(as::bitcast(e.d, asFloat(a[0]), *to))};
    });
  };

  FUN("math.absf", ms::absf)
  FBIN("math.copysign", ms::copysign)
  FUN("math.ceil", ms::ceil)
  FUN("math.floor", ms::floor)
  FUN("math.round", ms::round)
  FUN("math.roundeven", ms::roundeven)
  FUN("math.trunc", ms::trunc)
  FBIN("math.powf", ms::powf)
  FBIN("math.atan2", ms::atan2)
  FLOAT_LANES("math.fma",
              return {Impl::toLane(
                  ms::fma(d, asFloat(a[0]), asFloat(a[1]), asFloat(a[2]), fm))})
  FLOAT_LANES("math.fpowi", return {Impl::toLane(
                                ms::fpowi(d, asFloat(a[0]), asInt(a[1]), fm))})
  FLOAT_LANES("math.isnan",
              return {Impl::toLane(ms::isnan(d, asFloat(a[0]), fm))})
  FLOAT_LANES("math.isinf",
              return {Impl::toLane(ms::isinf(d, asFloat(a[0]), fm))})
  FLOAT_LANES("math.isfinite",
              return {Impl::toLane(ms::isfinite(d, asFloat(a[0]), fm))})
  FLOAT_LANES("math.isnormal",
              return {Impl::toLane(ms::isnormal(d, asFloat(a[0]), fm))})
#define MATH_FN(NAME) FUN("math." #NAME, ms::NAME)
  MATH_FN(acos)
  MATH_FN(acosh)
  MATH_FN(asin)
  MATH_FN(asinh)
  MATH_FN(atan)
  MATH_FN(atanh)
  MATH_FN(cbrt)
  MATH_FN(cos)
  MATH_FN(cosh)
  MATH_FN(erf)
  MATH_FN(exp)
  MATH_FN(exp2)
  MATH_FN(expm1)
  MATH_FN(log)
  MATH_FN(log10)
  MATH_FN(log1p)
  MATH_FN(log2)
  MATH_FN(rsqrt)
  MATH_FN(sin)
  MATH_FN(sinh)
  MATH_FN(sqrt)
  MATH_FN(tan)
  MATH_FN(tanh)
#undef MATH_FN
#undef FUN
#undef FBIN
#undef FLOAT_LANES
}
