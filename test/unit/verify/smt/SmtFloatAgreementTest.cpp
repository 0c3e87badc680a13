//===- SmtFloatAgreementTest.cpp - Z3 and concrete floats agree ----------===//
//
// The float half of SmtAgreementTest: every float op of arith and math
// (but the uninterpreted elementary functions) and the domain's rounding
// operations under every rounding mode, at f16, bf16, f32 and f64. The Z3
// terms are built over free bit-vector variables converted with bitsToFP,
// evaluated under concrete inputs, and must give the interpreter's result:
// the same UB verdict and poison bit and, where not poison, the same value,
// any NaN matching any NaN and every other value bit for bit (+0 is not -0).
//
// The SMT model has one NaN (the canonical quiet NaN), so the interpreter is
// run twice: on the inputs with every NaN made canonical, where everything
// must agree, and on the raw inputs, where only the ops that read a NaN's
// sign or payload (bitcasts from a float, copysign's sign, isNegative) may
// differ, and the domain must then say usedNaNBits().
//
// RapidCheck draws ops, formats, rounding modes and inputs biased to edge
// values; a deterministic sweep runs every op on edge values; the elementary
// functions are checked for sharing and for being listed as
// approximations; a few solver queries prove and refute float identities.
//
//===----------------------------------------------------------------------===//
#include "dialects/ConcreteDomain.h"
#include "verify/smt/SmtSemantics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <gtest/gtest.h>
#include <optional>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <string>

using namespace assay;
using assay::smt::SmtDomain;
using llvm::APFloat;
using llvm::APInt;
using llvm::fltSemantics;

namespace {

/// The float ops under test.
enum class Op {
  // arith
  addf,
  subf,
  mulf,
  divf,
  remf,
  maximumf,
  minimumf,
  maxnumf,
  minnumf,
  negf,
  cmpf,
  extf,
  truncf,
  sitofp,
  uitofp,
  fptosi,
  fptoui,
  bitcastToInt,
  bitcastFromInt,
  bitcastFloat,
  select,
  // math
  absf,
  copysign,
  ceil,
  floor,
  round,
  roundeven,
  trunc,
  fma,
  sqrt,
  isnan,
  isinf,
  isfinite,
  isnormal,
  // the domain's operations that take a rounding mode, and its predicates
  fadd,
  fsub,
  fmul,
  fdiv,
  fmaRounded,
  roundToIntegral,
  classify,
};

constexpr int kNumOps = int(Op::classify) + 1;

/// Ops that read a NaN's sign or payload, which the SMT model does not have.
bool readsNaNBits(Op op) {
  return op == Op::bitcastToInt || op == Op::bitcastFloat ||
         op == Op::copysign || op == Op::classify;
}

/// Ops whose rounding mode is a parameter.
bool takesRoundingMode(Op op) {
  switch (op) {
  case Op::truncf:
  case Op::sitofp:
  case Op::uitofp:
  case Op::fadd:
  case Op::fsub:
  case Op::fmul:
  case Op::fdiv:
  case Op::fmaRounded:
  case Op::roundToIntegral:
    return true;
  default:
    return false;
  }
}

/// Ops with an integer operand (`n`) and the int-to-float casts.
bool takesInt(Op op) {
  return op == Op::sitofp || op == Op::uitofp || op == Op::bitcastFromInt;
}

/// Everything that parameterizes one case besides the inputs.
struct Param {
  const fltSemantics *format = &APFloat::IEEEsingle();
  /// The other format of extf, truncf, sitofp, uitofp and bitcastFloat.
  const fltSemantics *to = &APFloat::IEEEsingle();
  /// The width of the integer operand or result.
  unsigned width = 32;
  arith::RoundingMode rm = arith::RoundingMode::to_nearest_even;
  arith::CmpFPredicate pred = arith::CmpFPredicate::OEQ;
  arith::FastMathFlags fm = arith::FastMathFlags::none;
};

/// A result: an integer or a float.
template <class D> struct Result {
  std::optional<sem::Int<D>> i;
  std::optional<sem::Float<D>> f;
};

template <class D> Result<D> fromInt(sem::Int<D> v) { return {v, {}}; }
template <class D> Result<D> fromFloat(sem::Float<D> v) { return {{}, v}; }

/// Runs `op` in domain `d` on floats `a`, `b`, `c` and the integer `n`.
template <class D>
Result<D> apply(D &d, Op op, const Param &p, const sem::Float<D> &a,
                const sem::Float<D> &b, const sem::Float<D> &c,
                const sem::Int<D> &n) {
  namespace as = arith::semantics;
  namespace ms = math::semantics;
  auto both = a.poison || b.poison;
  switch (op) {
  case Op::addf:
    return fromFloat(as::addf(d, a, b, p.fm));
  case Op::subf:
    return fromFloat(as::subf(d, a, b, p.fm));
  case Op::mulf:
    return fromFloat(as::mulf(d, a, b, p.fm));
  case Op::divf:
    return fromFloat(as::divf(d, a, b, p.fm));
  case Op::remf:
    return fromFloat(as::remf(d, a, b, p.fm));
  case Op::maximumf:
    return fromFloat(as::maximumf(d, a, b, p.fm));
  case Op::minimumf:
    return fromFloat(as::minimumf(d, a, b, p.fm));
  case Op::maxnumf:
    return fromFloat(as::maxnumf(d, a, b, p.fm));
  case Op::minnumf:
    return fromFloat(as::minnumf(d, a, b, p.fm));
  case Op::negf:
    return fromFloat(as::negf(d, a, p.fm));
  case Op::cmpf:
    return fromInt(as::cmpf(d, p.pred, a, b, p.fm));
  case Op::extf:
    return fromFloat(as::extf(d, a, *p.to, p.fm));
  case Op::truncf:
    return fromFloat(as::truncf(d, a, *p.to, p.rm, p.fm));
  case Op::sitofp:
    return fromFloat(as::sitofp(d, n, *p.to, p.rm));
  case Op::uitofp:
    return fromFloat(as::uitofp(d, n, *p.to, p.rm));
  case Op::fptosi:
    return fromInt(as::fptosi(d, a, p.width));
  case Op::fptoui:
    return fromInt(as::fptoui(d, a, p.width));
  case Op::bitcastToInt:
    return fromInt(as::bitcast(d, a));
  case Op::bitcastFromInt:
    return fromFloat(as::bitcast(d, n, *p.format));
  case Op::bitcastFloat:
    return fromFloat(as::bitcast(d, a, *p.to));
  case Op::select: {
    // The condition is n's low bit, with n's poison.
    sem::Int<D> cond{d.trunc(n.bits, 1), n.poison};
    return fromFloat(as::select(d, cond, a, b));
  }
  case Op::absf:
    return fromFloat(ms::absf(d, a, p.fm));
  case Op::copysign:
    return fromFloat(ms::copysign(d, a, b, p.fm));
  case Op::ceil:
    return fromFloat(ms::ceil(d, a, p.fm));
  case Op::floor:
    return fromFloat(ms::floor(d, a, p.fm));
  case Op::round:
    return fromFloat(ms::round(d, a, p.fm));
  case Op::roundeven:
    return fromFloat(ms::roundeven(d, a, p.fm));
  case Op::trunc:
    return fromFloat(ms::trunc(d, a, p.fm));
  case Op::fma:
    return fromFloat(ms::fma(d, a, b, c, p.fm));
  case Op::sqrt:
    return fromFloat(ms::sqrt(d, a, p.fm));
  case Op::isnan:
    return fromInt(ms::isnan(d, a, p.fm));
  case Op::isinf:
    return fromInt(ms::isinf(d, a, p.fm));
  case Op::isfinite:
    return fromInt(ms::isfinite(d, a, p.fm));
  case Op::isnormal:
    return fromInt(ms::isnormal(d, a, p.fm));
  case Op::fadd:
    return fromFloat(sem::Float<D>{d.fadd(a.bits, b.bits, p.rm), both});
  case Op::fsub:
    return fromFloat(sem::Float<D>{d.fsub(a.bits, b.bits, p.rm), both});
  case Op::fmul:
    return fromFloat(sem::Float<D>{d.fmul(a.bits, b.bits, p.rm), both});
  case Op::fdiv:
    return fromFloat(sem::Float<D>{d.fdiv(a.bits, b.bits, p.rm), both});
  case Op::fmaRounded:
    return fromFloat(
        sem::Float<D>{d.fma(a.bits, b.bits, c.bits, p.rm), both || c.poison});
  case Op::roundToIntegral:
    return fromFloat(sem::Float<D>{d.roundToIntegral(a.bits, p.rm), a.poison});
  case Op::classify: {
    // isNaN, isInf, isZero, isNegative, isNormal, isSubnormal, fpEq, fpLt,
    // fpLe as bits 0..8.
    typename D::Bool tests[] = {
        d.isNaN(a.bits),        d.isInf(a.bits),        d.isZero(a.bits),
        d.isNegative(a.bits),   d.isNormal(a.bits),     d.isSubnormal(a.bits),
        d.fpEq(a.bits, b.bits), d.fpLt(a.bits, b.bits), d.fpLe(a.bits, b.bits)};
    typename D::BV bits = d.constant(9, 0);
    for (unsigned i = 0; i != std::size(tests); ++i)
      bits = d.bvor(
          bits, d.select(tests[i], d.constant(9, 1u << i), d.constant(9, 0)));
    return fromInt(sem::Int<D>{bits, both});
  }
  }
  return {};
}

/// One float input: its encoding and a poison bit.
struct FloatInput {
  APInt bits;
  bool poison = false;
};

/// The format's name for messages.
std::string formatName(const fltSemantics &s) {
  return SmtDomain::getFormatName(s).str();
}

/// `bits` of format `s` with a NaN replaced by the canonical quiet NaN.
APInt canonical(const fltSemantics &s, const APInt &bits) {
  APFloat v(s, bits);
  return v.isNaN() ? APFloat::getQNaN(s).bitcastToAPInt() : bits;
}

std::string hex(const APInt &v) { return "0x" + llvm::toString(v, 16, false); }

/// A value for messages: its encoding and its decimal value.
std::string show(const APFloat &v) {
  llvm::SmallString<32> text;
  v.toString(text);
  return hex(v.bitcastToAPInt()) + " (" + std::string(text) + ")";
}

/// One op with one Param, built once over free variables in the SMT domain
/// and then checked against the interpreter for many inputs.
class SymbolicCase {
public:
  SymbolicCase(SmtDomain &d, const std::string &tag, Op op, const Param &p)
      : d(d), op(op), p(p) {
    unsigned fw = APFloat::semanticsSizeInBits(*p.format);
    auto floatVar = [&](const char *name) {
      bitsVars.push_back(d.var(name + tag, fw));
      return sem::Float<SmtDomain>{d.bitsToFP(bitsVars.back(), *p.format),
                                   d.boolVar(std::string("p") + name + tag)};
    };
    a = floatVar("a");
    b = floatVar("b");
    c = floatVar("c");
    nWidth = op == Op::bitcastFromInt ? fw : p.width;
    nVar = d.var("n" + tag, nWidth);
    n = sem::Int<SmtDomain>{nVar, d.boolVar("pn" + tag)};
    unsigned firstUB = d.getNumUBConditions();
    result = apply(d, op, p, a, b, c, n);
    ub = d.getUBCondition(firstUB);
  }

  unsigned getIntWidth() const { return nWidth; }

  /// Checks the SMT terms against the interpreter on `x`, `y`, `z`, `k`;
  /// returns "" when they agree, else what differs.
  std::string compare(const FloatInput &x, const FloatInput &y,
                      const FloatInput &z, const FloatInput &k) {
    const fltSemantics &s = *p.format;
    // Only this case's variables, so that a domain shared by many cases
    // keeps its assignment small.
    d.clearAssignment();
    d.assign(bitsVars[0], x.bits);
    d.assign(a.poison, x.poison);
    d.assign(bitsVars[1], y.bits);
    d.assign(b.poison, y.poison);
    d.assign(bitsVars[2], z.bits);
    d.assign(c.poison, z.poison);
    d.assign(nVar, k.bits);
    d.assign(n.poison, k.poison);

    std::string what = describe(x, y, z, k);
    FloatInput cx{canonical(s, x.bits), x.poison},
        cy{canonical(s, y.bits), y.poison}, cz{canonical(s, z.bits), z.poison};
    std::string mismatch = compareWith(cx, cy, cz, k);
    if (!mismatch.empty())
      return what + " (NaNs made canonical): " + mismatch;
    if (readsNaNBits(op))
      return "";
    mismatch = compareWith(x, y, z, k);
    if (!mismatch.empty())
      return what + " (raw NaNs): " + mismatch;
    return "";
  }

private:
  std::string describe(const FloatInput &x, const FloatInput &y,
                       const FloatInput &z, const FloatInput &k) const {
    auto one = [](const FloatInput &in) {
      return hex(in.bits) + (in.poison ? "(poison)" : "");
    };
    return "op #" + std::to_string(int(op)) + " " + formatName(*p.format) +
           " to " + formatName(*p.to) + " width " + std::to_string(p.width) +
           " rm " + std::to_string(int(p.rm)) + " pred " +
           std::to_string(int(p.pred)) + " fm " + std::to_string(int(p.fm)) +
           " a=" + one(x) + " b=" + one(y) + " c=" + one(z) + " n=" + one(k);
  }

  std::string compareWith(const FloatInput &x, const FloatInput &y,
                          const FloatInput &z, const FloatInput &k) {
    const fltSemantics &s = *p.format;
    ConcreteDomain cd;
    sem::Float<ConcreteDomain> cx{APFloat(s, x.bits), x.poison},
        cy{APFloat(s, y.bits), y.poison}, cz{APFloat(s, z.bits), z.poison};
    sem::Int<ConcreteDomain> ck{k.bits, k.poison};
    Result<ConcreteDomain> concrete = apply(cd, op, p, cx, cy, cz, ck);

    bool smtUB = d.evaluate(ub);
    if (smtUB != cd.hasUB())
      return "UB differs (concrete " + std::to_string(cd.hasUB()) + ")";
    if (cd.hasUB())
      return "";
    if (concrete.i) {
      bool smtPoison = d.evaluate(result.i->poison);
      if (smtPoison != concrete.i->poison)
        return "poison differs (concrete " +
               std::to_string(concrete.i->poison) + ")";
      if (concrete.i->poison)
        return "";
      APInt smtBits = d.evaluate(result.i->bits);
      if (smtBits != concrete.i->bits)
        return "result differs (concrete " + hex(concrete.i->bits) + ", smt " +
               hex(smtBits) + ")";
      return "";
    }
    bool smtPoison = d.evaluate(result.f->poison);
    if (smtPoison != concrete.f->poison)
      return "poison differs (concrete " + std::to_string(concrete.f->poison) +
             ")";
    if (concrete.f->poison)
      return "";
    APFloat smtValue = d.evaluate(result.f->bits);
    const APFloat &want = concrete.f->bits;
    if (&smtValue.getSemantics() != &want.getSemantics())
      return "result formats differ";
    if (want.isNaN() && smtValue.isNaN())
      return "";
    if (smtValue.bitcastToAPInt() != want.bitcastToAPInt())
      return "result differs (concrete " + show(want) + ", smt " +
             show(smtValue) + ")";
    return "";
  }

  SmtDomain &d;
  Op op;
  Param p;
  llvm::SmallVector<smt::SmtBV, 3> bitsVars;
  sem::Float<SmtDomain> a, b, c;
  smt::SmtBV nVar;
  unsigned nWidth = 0;
  sem::Int<SmtDomain> n;
  Result<SmtDomain> result;
  smt::SmtBool ub;
};

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

const fltSemantics *const kFormats[] = {
    &APFloat::IEEEhalf(), &APFloat::BFloat(), &APFloat::IEEEsingle(),
    &APFloat::IEEEdouble()};

/// 2^e in format `s` (an infinity beyond its range).
APFloat powerOfTwo(const fltSemantics &s, int e) {
  APFloat v = llvm::scalbn(APFloat::getOne(s), e,
                           llvm::RoundingMode::NearestTiesToEven);
  return v;
}

/// The edge values of format `s`: zeros, infinities, NaNs (quiet,
/// signaling, negative, with payloads), the subnormal and normal limits,
/// small integers and halves (ties of the integral roundings), values one
/// ulp around 1 and around 2^(p-1) (where integers stop being exact), and
/// the bounds of the integer conversions.
llvm::SmallVector<APFloat, 48> edgeValues(const fltSemantics &s) {
  llvm::SmallVector<APFloat, 48> v;
  auto both = [&](APFloat x) {
    v.push_back(x);
    v.push_back(llvm::neg(x));
  };
  both(APFloat::getZero(s));
  both(APFloat::getInf(s));
  v.push_back(APFloat::getQNaN(s));
  v.push_back(APFloat::getQNaN(s, /*Negative=*/true));
  v.push_back(APFloat::getSNaN(s));
  APInt payload(APFloat::semanticsSizeInBits(s), 5);
  v.push_back(APFloat::getQNaN(s, /*Negative=*/true, &payload));
  both(APFloat::getSmallest(s));
  both(APFloat::getSmallestNormalized(s));
  APFloat largestSubnormal = APFloat::getSmallestNormalized(s);
  largestSubnormal.next(/*nextDown=*/true);
  v.push_back(largestSubnormal);
  both(APFloat::getLargest(s));
  both(APFloat::getOne(s));
  APFloat aboveOne = APFloat::getOne(s), belowOne = APFloat::getOne(s);
  aboveOne.next(false);
  belowOne.next(true);
  both(aboveOne);
  v.push_back(belowOne);
  for (double x : {0.5, 1.5, 2.5, 3.0, -0.5, -2.5, 0.1, 7.0})
    v.push_back(ConcreteDomain::fromDouble(x, s));
  int p = int(APFloat::semanticsPrecision(s));
  APFloat big = powerOfTwo(s, p - 1);
  APFloat bigUp = big;
  bigUp.next(false);
  both(big);
  v.push_back(bigUp);
  for (int e : {7, 8, 15, 16, 31, 32, 63, 64}) {
    APFloat bound = powerOfTwo(s, e);
    if (bound.isInfinity())
      continue;
    both(bound);
    APFloat below = bound;
    below.next(true);
    v.push_back(below);
  }
  return v;
}

/// A smaller set of edge values, for operands whose cases multiply.
llvm::SmallVector<APFloat, 16> fewEdgeValues(const fltSemantics &s) {
  APFloat aboveOne = APFloat::getOne(s);
  aboveOne.next(false);
  int p = int(APFloat::semanticsPrecision(s));
  return {APFloat::getZero(s),
          APFloat::getZero(s, true),
          APFloat::getInf(s),
          APFloat::getInf(s, true),
          APFloat::getQNaN(s, true),
          APFloat::getSmallest(s),
          APFloat::getSmallest(s, true),
          APFloat::getSmallestNormalized(s),
          APFloat::getLargest(s),
          APFloat::getOne(s),
          APFloat::getOne(s, true),
          aboveOne,
          ConcreteDomain::fromDouble(1.5, s),
          ConcreteDomain::fromDouble(-2.5, s),
          ConcreteDomain::fromDouble(0.1, s),
          powerOfTwo(s, p - 1)};
}

/// A random encoding of `s`: any bits, or a value with an exponent near 1's
/// (so that two of them interact in rounding), or an edge value.
APInt pickFloatBits(const fltSemantics &s) {
  unsigned w = APFloat::semanticsSizeInBits(s);
  switch (*rc::gen::inRange(0, 4)) {
  case 0: {
    auto values = edgeValues(s);
    return values[*rc::gen::inRange<size_t>(0, values.size())].bitcastToAPInt();
  }
  case 1: {
    // Exponent within 8 of 1's, random significand and sign.
    unsigned p = APFloat::semanticsPrecision(s);
    APInt one = APFloat::getOne(s).bitcastToAPInt();
    uint64_t words[2] = {*rc::gen::arbitrary<uint64_t>(),
                         *rc::gen::arbitrary<uint64_t>()};
    APInt mantissa = APInt(128, words).trunc(w);
    mantissa = mantissa & APInt::getLowBitsSet(w, p - 1);
    int shift = *rc::gen::inRange(-8, 9);
    APInt exponent = one.lshr(p - 1) + APInt(w, uint64_t(int64_t(shift)));
    APInt r = exponent.shl(p - 1) | mantissa;
    if (*rc::gen::arbitrary<bool>())
      r.setBit(w - 1);
    return r;
  }
  default: {
    uint64_t words[2] = {*rc::gen::arbitrary<uint64_t>(),
                         *rc::gen::arbitrary<uint64_t>()};
    return APInt(128, words).trunc(w);
  }
  }
}

/// An integer of `w` bits biased to 0, 1, -1, the limits, and the values
/// around 2^k (where conversions to float start rounding).
APInt pickIntBits(unsigned w) {
  switch (*rc::gen::inRange(0, 6)) {
  case 0:
    return APInt(w, *rc::gen::inRange<uint64_t>(0, 4)) -
           APInt(w, *rc::gen::inRange<uint64_t>(0, 2));
  case 1:
    return *rc::gen::arbitrary<bool>() ? APInt::getSignedMinValue(w)
                                       : APInt::getSignedMaxValue(w);
  case 2: {
    unsigned k = *rc::gen::inRange(0u, w);
    return APInt::getOneBitSet(w, k) +
           APInt(w, uint64_t(*rc::gen::inRange<int64_t>(-3, 4)));
  }
  default: {
    uint64_t words[2] = {*rc::gen::arbitrary<uint64_t>(),
                         *rc::gen::arbitrary<uint64_t>()};
    return APInt(128, words).trunc(w);
  }
  }
}

/// Poison about one time in ten.
bool pickPoison() { return *rc::gen::inRange(0, 10) == 0; }

const unsigned kIntWidths[] = {1,  2,  8,  11, 16, 24, 25,
                               32, 33, 53, 54, 64, 65, 128};

/// A Param for `op` at format `s`, drawn at random.
Param pickParam(Op op, const fltSemantics &s) {
  Param p;
  p.format = &s;
  p.to = kFormats[*rc::gen::inRange<size_t>(0, std::size(kFormats))];
  unsigned fw = APFloat::semanticsSizeInBits(s);
  if (op == Op::extf) {
    // A format at least as wide.
    while (APFloat::semanticsPrecision(*p.to) < APFloat::semanticsPrecision(s))
      p.to = &APFloat::IEEEdouble();
  }
  if (op == Op::bitcastFloat) {
    p.to = fw == 16 ? (&s == &APFloat::IEEEhalf() ? &APFloat::BFloat()
                                                  : &APFloat::IEEEhalf())
                    : &s;
  }
  p.width = kIntWidths[*rc::gen::inRange<size_t>(0, std::size(kIntWidths))];
  p.rm = arith::RoundingMode(*rc::gen::inRange(0, 5));
  p.pred = arith::CmpFPredicate(*rc::gen::inRange(0, 16));
  if (*rc::gen::inRange(0, 3) == 0)
    p.fm = arith::FastMathFlags(2 * *rc::gen::inRange(1, 4));
  return p;
}

/// Draws one case and checks agreement, building its terms in `d`.
void checkRandomCase(SmtDomain &d, const std::string &tag) {
  Op op = Op(*rc::gen::inRange(0, kNumOps));
  const fltSemantics &s =
      *kFormats[*rc::gen::inRange<size_t>(0, std::size(kFormats))];
  Param p = pickParam(op, s);
  SymbolicCase symbolic(d, tag, op, p);
  FloatInput x{pickFloatBits(s), pickPoison()};
  FloatInput y{pickFloatBits(s), pickPoison()};
  FloatInput z{pickFloatBits(s), pickPoison()};
  // Half the time, operands close to each other: b near a (cancellation in
  // subtraction, remainders of similar values) and c near -(a*b) (where
  // fma's single rounding shows).
  if (*rc::gen::arbitrary<bool>()) {
    APInt nudge(x.bits.getBitWidth(),
                uint64_t(*rc::gen::inRange<int64_t>(-3, 4)));
    y.bits = x.bits + nudge;
    APFloat product(s, x.bits);
    product.multiply(APFloat(s, y.bits), llvm::RoundingMode::NearestTiesToEven);
    z.bits = llvm::neg(product).bitcastToAPInt() + nudge;
  }
  FloatInput k{pickIntBits(symbolic.getIntWidth()), pickPoison()};
  std::string mismatch = symbolic.compare(x, y, z, k);
  RC_ASSERT(mismatch == "");
}

/// Several draws per RapidCheck case share one domain (a Z3 context costs
/// more than a few ops' terms).
void checkRandomCases() {
  SmtDomain d;
  for (int i = 0; i != 16; ++i)
    checkRandomCase(d, std::to_string(i));
}

RC_GTEST_PROP(SmtFloatAgreement, RandomOps, ()) { checkRandomCases(); }

//===----------------------------------------------------------------------===//
// A deterministic sweep: every op and format on edge values
//===----------------------------------------------------------------------===//

/// The Params worth sweeping for `op` at `s`.
llvm::SmallVector<Param, 16> sweepParams(Op op, const fltSemantics &s) {
  llvm::SmallVector<Param, 16> params;
  Param base;
  base.format = &s;
  base.to = &s;
  if (op == Op::cmpf) {
    for (int pred = 0; pred != 16; ++pred) {
      base.pred = arith::CmpFPredicate(pred);
      params.push_back(base);
    }
    return params;
  }
  if (op == Op::extf || op == Op::truncf || op == Op::sitofp ||
      op == Op::uitofp) {
    for (const fltSemantics *to : kFormats) {
      bool wider =
          APFloat::semanticsPrecision(*to) >= APFloat::semanticsPrecision(s);
      if (op == Op::extf && !wider)
        continue;
      base.to = to;
      for (int rm = 0; rm != (op == Op::extf ? 1 : 5); ++rm) {
        base.rm = arith::RoundingMode(rm);
        for (unsigned w : {8u, 33u, 128u}) {
          base.width = w;
          params.push_back(base);
          if (op != Op::sitofp && op != Op::uitofp)
            break;
        }
      }
    }
    return params;
  }
  if (op == Op::fptosi || op == Op::fptoui) {
    for (unsigned w : {1u, 8u, 16u, 32u, 64u, 65u, 128u}) {
      base.width = w;
      params.push_back(base);
    }
    return params;
  }
  if (op == Op::bitcastFloat) {
    if (&s == &APFloat::IEEEhalf())
      base.to = &APFloat::BFloat();
    else if (&s == &APFloat::BFloat())
      base.to = &APFloat::IEEEhalf();
    params.push_back(base);
    return params;
  }
  if (takesRoundingMode(op)) {
    for (int rm = 0; rm != 5; ++rm) {
      base.rm = arith::RoundingMode(rm);
      params.push_back(base);
    }
    return params;
  }
  params.push_back(base);
  if (op == Op::addf || op == Op::absf || op == Op::isnormal) {
    base.fm = arith::FastMathFlags(6);
    params.push_back(base);
  }
  return params;
}

TEST(SmtFloatAgreement, EveryOpOnEdgeValues) {
  unsigned cases = 0;
  for (const fltSemantics *s : kFormats) {
    auto values = edgeValues(*s);
    auto few = fewEdgeValues(*s);
    // One domain per format: a Z3 context costs more than many ops' terms.
    SmtDomain d;
    unsigned tag = 0;
    for (int opIndex = 0; opIndex != kNumOps; ++opIndex) {
      Op op = Op(opIndex);
      for (const Param &p : sweepParams(op, *s)) {
        SymbolicCase symbolic(d, std::to_string(tag++), op, p);
        unsigned nw = symbolic.getIntWidth();
        llvm::SmallVector<APInt, 8> ints = {
            APInt(nw, 0), APInt(nw, 1), APInt::getAllOnes(nw),
            APInt::getSignedMinValue(nw), APInt::getSignedMaxValue(nw)};
        if (nw > 25)
          ints.push_back(APInt::getOneBitSet(nw, 24) + APInt(nw, 1));
        bool unary = op == Op::negf || op == Op::extf || op == Op::truncf ||
                     op == Op::fptosi || op == Op::fptoui ||
                     op == Op::bitcastToInt || op == Op::bitcastFloat ||
                     op == Op::absf || op == Op::ceil || op == Op::floor ||
                     op == Op::round || op == Op::roundeven ||
                     op == Op::trunc || op == Op::sqrt || op == Op::isnan ||
                     op == Op::isinf || op == Op::isfinite ||
                     op == Op::isnormal || op == Op::roundToIntegral;
        if (takesInt(op)) {
          // Integer inputs: the sweep of n (and, for bitcastFromInt, every
          // edge encoding).
          llvm::SmallVector<APInt, 48> ns(ints.begin(), ints.end());
          if (op == Op::bitcastFromInt)
            for (const APFloat &v : values)
              ns.push_back(v.bitcastToAPInt());
          FloatInput zero{values[0].bitcastToAPInt(), false};
          for (const APInt &k : ns) {
            for (bool poison : {false, true}) {
              EXPECT_EQ(
                  symbolic.compare(zero, zero, zero, FloatInput{k, poison}),
                  "");
              ++cases;
            }
          }
          continue;
        }
        // Every pair of edge values for the arithmetic under round to
        // nearest even; fewer second operands for the simpler ops, and
        // fewer first operands too for the other rounding modes and the
        // predicates, whose cases multiply.
        bool fma = op == Op::fma || op == Op::fmaRounded;
        bool nearest = p.rm == arith::RoundingMode::to_nearest_even;
        bool arithmetic = op == Op::addf || op == Op::subf || op == Op::mulf ||
                          op == Op::divf || op == Op::remf;
        llvm::ArrayRef<APFloat> as = values, bs = few;
        if (op == Op::cmpf || !nearest)
          as = few;
        if (arithmetic)
          bs = values;
        if (unary)
          bs = bs.take_front();
        for (const APFloat &av : as) {
          for (const APFloat &bv : bs) {
            // For fma, c is -(a*b) rounded (where exact cancellation shows),
            // one, zero and the smallest subnormal.
            APFloat product = av;
            product.multiply(bv, llvm::RoundingMode::NearestTiesToEven);
            llvm::SmallVector<APFloat, 4> cs = {llvm::neg(product)};
            if (fma) {
              cs.push_back(APFloat::getOne(*s));
              if (op == Op::fmaRounded && nearest) {
                cs.push_back(APFloat::getZero(*s));
                cs.push_back(APFloat::getSmallest(*s));
              }
            }
            for (const APFloat &cv : cs) {
              FloatInput x{av.bitcastToAPInt(), false};
              FloatInput y{bv.bitcastToAPInt(), false};
              FloatInput z{cv.bitcastToAPInt(), false};
              EXPECT_EQ(symbolic.compare(x, y, z, FloatInput{ints[1], false}),
                        "");
              ++cases;
            }
          }
        }
        // Poison operands, and select's condition both ways.
        FloatInput one{APFloat::getOne(*s).bitcastToAPInt(), false};
        for (int mode = 0; mode != 4; ++mode) {
          FloatInput x = one, y = one, z = one;
          FloatInput k{ints[mode & 1], mode == 3};
          x.poison = mode == 1;
          y.poison = mode == 2;
          EXPECT_EQ(symbolic.compare(x, y, z, k), "");
          ++cases;
        }
      }
    }
  }
  EXPECT_GT(cases, 150000u);
}

//===----------------------------------------------------------------------===//
// The model's approximations
//===----------------------------------------------------------------------===//

/// A non-poison float of format `s` over a fresh bit-vector variable.
sem::Float<SmtDomain> floatVar(SmtDomain &d, const std::string &name,
                               const fltSemantics &s) {
  return sem::floatValue(
      d, d.bitsToFP(d.var(name, APFloat::semanticsSizeInBits(s)), s));
}

TEST(SmtFloatModel, ElementaryFunctionsAreSharedAndListed) {
  SmtDomain d;
  const fltSemantics &f32 = APFloat::IEEEsingle();
  auto x = floatVar(d, "x", f32);
  auto y = floatVar(d, "y", f32);
  EXPECT_TRUE(d.approximations().empty());
  // src and tgt both compute sin(x): the same function of the same x.
  auto src = math::semantics::sin(d, x);
  auto tgt = math::semantics::sin(d, x);
  EXPECT_EQ(d.toString(src.bits), d.toString(tgt.bits));
  EXPECT_EQ(d.check(!d.fpEq(src.bits, tgt.bits) &&
                    !(d.isNaN(src.bits) && d.isNaN(tgt.bits))),
            smt::SatResult::Unsat);
  // But nothing says sin(x) = sin(y) for x != y, nor sin(x) = x.
  auto other = math::semantics::sin(d, y);
  EXPECT_EQ(d.check(!d.fpEq(src.bits, other.bits)), smt::SatResult::Sat);
  EXPECT_EQ(d.check(!d.isNaN(x.bits) && !d.fpEq(src.bits, x.bits)),
            smt::SatResult::Sat);
  // A NaN operand gives NaN (every libm agrees).
  EXPECT_EQ(d.check(d.isNaN(x.bits) && !d.isNaN(src.bits)),
            smt::SatResult::Unsat);

  auto h = floatVar(d, "h", APFloat::IEEEhalf());
  (void)math::semantics::exp(d, h);
  (void)math::semantics::powf(d, x, y);
  (void)math::semantics::atan2(d, x, y);
  (void)math::semantics::rsqrt(d, x);
  (void)math::semantics::fpowi(d, x, sem::value(d, d.var("n", 32)));
  // sqrt is exact where the interpreter's is; f128's goes through double.
  (void)math::semantics::sqrt(d, x);
  (void)math::semantics::sqrt(d, floatVar(d, "q", APFloat::IEEEquad()));
  std::vector<std::string> expected = {
      "math.atan2 as an uninterpreted function (f32)",
      "math.exp as an uninterpreted function (f16)",
      "math.fpowi as an uninterpreted function (f32)",
      "math.powf as an uninterpreted function (f32)",
      "math.rsqrt as an uninterpreted function (f32)",
      "math.sin as an uninterpreted function (f32)",
      "math.sqrt as an uninterpreted function (f128)",
  };
  EXPECT_EQ(std::vector<std::string>(d.approximations().begin(),
                                     d.approximations().end()),
            expected);
  EXPECT_FALSE(d.usedNaNBits());
}

TEST(SmtFloatModel, ElementaryFactsHoldInTheInterpreter) {
  // Where the facts given to the uninterpreted functions decide the result
  // (a NaN operand; pow's exponent 0 or base 1), the interpreter's libm
  // gives the same, in every format.
  for (const fltSemantics *s : kFormats) {
    SmtDomain d;
    unsigned w = APFloat::semanticsSizeInBits(*s);
    smt::SmtBV xv = d.var("x", w), yv = d.var("y", w), nv = d.var("n", 32);
    auto x = sem::floatValue(d, d.bitsToFP(xv, *s));
    auto y = sem::floatValue(d, d.bitsToFP(yv, *s));
    APFloat nan = APFloat::getQNaN(*s), one = APFloat::getOne(*s);
    ConcreteDomain cd;
    auto expectSame = [&](const sem::Float<SmtDomain> &term,
                          const APFloat &want, const std::string &what) {
      APFloat got = d.evaluate(term.bits);
      EXPECT_TRUE((got.isNaN() && want.isNaN()) ||
                  got.bitcastToAPInt() == want.bitcastToAPInt())
          << what << " " << formatName(*s) << ": smt " << show(got)
          << ", concrete " << show(want);
    };
    d.assign(xv, nan.bitcastToAPInt());
    for (int i = 0; i != int(sem::MathFn::tanh) + 1; ++i) {
      auto fn = sem::MathFn(i);
      if (fn == sem::MathFn::powf)
        continue;
      auto term = fn == sem::MathFn::atan2
                      ? sem::floatValue(d, d.mathFn2(fn, x.bits, x.bits))
                      : sem::floatValue(d, d.mathFn(fn, x.bits));
      APFloat want = fn == sem::MathFn::atan2 ? cd.mathFn2(fn, nan, nan)
                                              : cd.mathFn(fn, nan);
      expectSame(term, want, "MathFn #" + std::to_string(i) + " of NaN");
    }
    auto pow = math::semantics::powf(d, x, y);
    auto powi = math::semantics::fpowi(d, x, sem::value(d, nv));
    for (const APFloat &base : {nan, one, llvm::neg(one), APFloat::getZero(*s),
                                APFloat::getInf(*s)}) {
      for (const APFloat &exponent :
           {APFloat::getZero(*s), APFloat::getZero(*s, true), nan}) {
        d.assign(xv, base.bitcastToAPInt());
        d.assign(yv, exponent.bitcastToAPInt());
        // In f64 a NaN's quiet bit decides these, and the model leaves
        // them open (glibc: pow(sNaN, 0) is NaN, pow(qNaN, 0) is 1).
        bool open = s == &APFloat::IEEEdouble() &&
                    ((base.isNaN() && exponent.isZero()) ||
                     (base.isExactlyValue(1.0) && exponent.isNaN()));
        if (open)
          continue;
        expectSame(pow, cd.mathFn2(sem::MathFn::powf, base, exponent),
                   "powf(" + show(base) + ", " + show(exponent) + ")");
      }
      d.assign(nv, APInt(32, 0));
      if (s == &APFloat::IEEEdouble() && base.isNaN())
        continue;
      expectSame(powi, cd.powi(base, APInt(32, 0)),
                 "powi(" + show(base) + ", 0)");
    }
  }
}

TEST(SmtFloatModel, PowOfSignalingNaNIsLeftOpenInDouble) {
  // The interpreter's pow of an f64 signaling NaN to the power 0 is NaN, of
  // a quiet one 1: the model must not prove either, so it does not prove
  // that powf(x, 0) folds to 1. In f32 (quieted on the way to double) it
  // is 1 for every x.
  ConcreteDomain cd;
  APFloat zero64 = APFloat::getZero(APFloat::IEEEdouble());
  EXPECT_TRUE(cd.mathFn2(sem::MathFn::powf,
                         APFloat::getSNaN(APFloat::IEEEdouble()), zero64)
                  .isNaN());
  EXPECT_TRUE(cd.mathFn2(sem::MathFn::powf,
                         APFloat::getQNaN(APFloat::IEEEdouble()), zero64)
                  .isExactlyValue(1.0));
  for (const fltSemantics *s :
       {&APFloat::IEEEdouble(), &APFloat::IEEEsingle()}) {
    SmtDomain d;
    auto x = floatVar(d, "x", *s);
    auto zero = arith::semantics::constant(d, APFloat::getZero(*s));
    auto r = math::semantics::powf(d, x, zero);
    auto isOne = d.fpEq(r.bits, d.fpConstant(APFloat::getOne(*s)));
    bool f64 = s == &APFloat::IEEEdouble();
    EXPECT_EQ(d.check(!isOne),
              f64 ? smt::SatResult::Sat : smt::SatResult::Unsat)
        << formatName(*s);
    if (f64)
      EXPECT_TRUE(d.modelValue(x.bits).isNaN());
  }
}

TEST(SmtFloatModel, NaNBitsAreCanonicalAndNoted) {
  SmtDomain d;
  const fltSemantics &f32 = APFloat::IEEEsingle();
  // A constant that cannot be NaN: reading its bits is exact.
  auto one = arith::semantics::constant(d, APFloat::getOne(f32));
  EXPECT_EQ(d.evaluate(d.fpToBits(one.bits)), APInt(32, 0x3F800000));
  EXPECT_FALSE(d.usedNaNBits());
  // A NaN constant with a payload reads as the canonical quiet NaN.
  APInt payload(32, 7);
  auto nan = d.fpConstant(APFloat::getSNaN(f32, true, &payload));
  EXPECT_EQ(d.evaluate(d.fpToBits(nan)), APInt(32, 0x7FC00000));
  EXPECT_TRUE(d.usedNaNBits());
  EXPECT_TRUE(d.evaluate(nan).isNaN());

  SmtDomain e;
  auto x = floatVar(e, "x", f32);
  (void)arith::semantics::bitcast(e, x);
  EXPECT_TRUE(e.usedNaNBits());
  // copysign reads the sign of its second operand, which may be NaN.
  SmtDomain g;
  (void)math::semantics::copysign(g, floatVar(g, "x", f32),
                                  floatVar(g, "y", f32));
  EXPECT_TRUE(g.usedNaNBits());
}

TEST(SmtFloatModel, ConstantsEvaluateToThemselves) {
  // arith.constant of every edge value, NaNs as the canonical quiet NaN.
  for (const fltSemantics *s : kFormats) {
    SmtDomain d;
    for (const APFloat &v : edgeValues(*s)) {
      auto c = arith::semantics::constant(d, v);
      APInt want = canonical(*s, v.bitcastToAPInt());
      EXPECT_EQ(d.evaluate(c.bits).bitcastToAPInt(), want) << show(v);
      EXPECT_EQ(d.evaluate(d.fpToBits(c.bits)), want) << show(v);
      EXPECT_FALSE(d.evaluate(c.poison));
    }
  }
}

TEST(SmtFloatModel, FormatsAndNames) {
  EXPECT_TRUE(SmtDomain::supportsFormat(APFloat::IEEEhalf()));
  EXPECT_TRUE(SmtDomain::supportsFormat(APFloat::BFloat()));
  EXPECT_TRUE(SmtDomain::supportsFormat(APFloat::IEEEquad()));
  EXPECT_TRUE(SmtDomain::supportsFormat(APFloat::Float8E5M2()));
  EXPECT_FALSE(SmtDomain::supportsFormat(APFloat::x87DoubleExtended()));
  EXPECT_FALSE(SmtDomain::supportsFormat(APFloat::Float8E4M3FN()));
  EXPECT_EQ(SmtDomain::getFormatName(APFloat::BFloat()), "bf16");
  // f128 and f8E5M2 values evaluate in their own formats.
  SmtDomain d;
  for (const fltSemantics *s :
       {&APFloat::IEEEquad(), &APFloat::Float8E5M2(), &APFloat::FloatTF32()}) {
    APFloat three(*s, "3"), half(*s, "0.5");
    auto sum = d.fadd(d.fpConstant(three), d.fpConstant(half),
                      arith::RoundingMode::to_nearest_even);
    APFloat want = three;
    want.add(half, llvm::RoundingMode::NearestTiesToEven);
    EXPECT_EQ(d.evaluate(sum).bitcastToAPInt(), want.bitcastToAPInt())
        << formatName(*s);
  }
}

//===----------------------------------------------------------------------===//
// Solver queries over the encoding
//===----------------------------------------------------------------------===//

TEST(SmtFloatSolver, AddingZeroIsNotIdentity) {
  // x + 0.0 == x fails for x = -0.0 (the sum is +0.0).
  SmtDomain d;
  const fltSemantics &f32 = APFloat::IEEEsingle();
  auto x = floatVar(d, "x", f32);
  auto zero = arith::semantics::constant(d, APFloat::getZero(f32));
  auto sum = arith::semantics::addf(d, x, zero);
  ASSERT_EQ(d.check(d.ne(d.fpToBits(sum.bits), d.fpToBits(x.bits))),
            smt::SatResult::Sat);
  APFloat counterexample = d.modelValue(x.bits);
  EXPECT_TRUE(counterexample.isZero() && counterexample.isNegative())
      << show(counterexample);
}

TEST(SmtFloatSolver, NszLeavesAZerosSignOpen) {
  SmtDomain d;
  const fltSemantics &f16 = APFloat::IEEEhalf();
  auto x = floatVar(d, "x", f16);
  auto zero = arith::semantics::constant(d, APFloat::getZero(f16));
  auto sum = arith::semantics::addf(d, x, zero, arith::FastMathFlags::nsz);
  // One choice per operand and one for the result.
  std::vector<smt::SmtBool> choices = d.takeChoices();
  ASSERT_EQ(choices.size(), 3u);
  EXPECT_TRUE(d.takeChoices().empty());
  auto same = d.fpIdentical(sum.bits, x.bits);
  // Under nsz, x + 0.0 may be x for every x: no x makes every choice differ
  // (2^3 instances, quantifier-free) ...
  EXPECT_EQ(d.check(d.forAll(choices, !same)), smt::SatResult::Unsat);
  // ... but some choice does, at a zero.
  ASSERT_EQ(d.check(!same), smt::SatResult::Sat);
  EXPECT_TRUE(d.modelValue(x.bits).isZero());
  // Choosing false everywhere is the IEEE sum, what the interpreter computes.
  auto ieee = arith::semantics::addf(d, x, zero);
  smt::SmtBool asInterpreted = d.boolConstant(true);
  for (const smt::SmtBool &c : choices)
    asInterpreted = asInterpreted && !c;
  EXPECT_EQ(d.check(asInterpreted && !d.fpIdentical(sum.bits, ieee.bits)),
            smt::SatResult::Unsat);
}

TEST(SmtFloatSolver, ForAllBeyondExpansionIsAQuantifier) {
  // Five choices (32 instances) take Z3's quantifier: the answer is the
  // same as the expansion's.
  SmtDomain d;
  const fltSemantics &f16 = APFloat::IEEEhalf();
  auto x = floatVar(d, "x", f16);
  sem::Float<SmtDomain> v = x;
  for (int i = 0; i < 2; ++i)
    v = arith::semantics::negf(d, v, arith::FastMathFlags::nsz);
  std::vector<smt::SmtBool> choices = d.takeChoices();
  ASSERT_EQ(choices.size(), 4u);
  auto extra = d.boolVar("extra");
  choices.push_back(extra);
  // Whatever is chosen, -(-x) has x's magnitude.
  auto magnitude = d.fpIdentical(d.fabs(v.bits), d.fabs(x.bits));
  EXPECT_EQ(d.check(!d.forAll(choices, magnitude)), smt::SatResult::Unsat);
  // And for x = 0 no fixed sign survives every choice.
  auto positive = !d.isNegative(v.bits);
  EXPECT_EQ(d.check(d.isZero(x.bits) && d.forAll(choices, positive)),
            smt::SatResult::Unsat);
}

TEST(SmtFloatSolver, MultiplyingByOneIsIdentityUpToNaN) {
  SmtDomain d;
  const fltSemantics &f32 = APFloat::IEEEsingle();
  auto x = floatVar(d, "x", f32);
  auto one = arith::semantics::constant(d, APFloat::getOne(f32));
  auto product = arith::semantics::mulf(d, x, one);
  auto same = d.eq(d.fpToBits(product.bits), d.fpToBits(x.bits)) ||
              (d.isNaN(product.bits) && d.isNaN(x.bits));
  EXPECT_EQ(d.check(!same), smt::SatResult::Unsat);
}

TEST(SmtFloatSolver, MaximumOrdersNegativeZeroBelowPositive) {
  SmtDomain d;
  const fltSemantics &f16 = APFloat::IEEEhalf();
  auto plus = arith::semantics::constant(d, APFloat::getZero(f16));
  auto minus = arith::semantics::constant(d, APFloat::getZero(f16, true));
  for (bool swapped : {false, true}) {
    auto r = swapped ? arith::semantics::maximumf(d, minus, plus)
                     : arith::semantics::maximumf(d, plus, minus);
    // maximumf(+0, -0) == -0 is refuted: the result is +0.
    EXPECT_EQ(d.check(d.isNegative(r.bits)), smt::SatResult::Unsat);
    EXPECT_EQ(d.check(d.isZero(r.bits)), smt::SatResult::Sat);
  }
}

TEST(SmtFloatSolver, FusedMultiplyAddDiffersFromMulThenAdd) {
  // Some a, b, c have fma(a, b, c) != (a * b) + c: the fused one rounds
  // once; the model found must show it concretely.
  SmtDomain d;
  const fltSemantics &f16 = APFloat::IEEEhalf();
  auto a = floatVar(d, "a", f16), b = floatVar(d, "b", f16),
       c = floatVar(d, "c", f16);
  auto fused = math::semantics::fma(d, a, b, c);
  auto split = arith::semantics::addf(d, arith::semantics::mulf(d, a, b), c);
  auto differ = !d.fpEq(fused.bits, split.bits) && !d.isNaN(fused.bits) &&
                !d.isNaN(split.bits);
  ASSERT_EQ(d.check(differ), smt::SatResult::Sat);
  ConcreteDomain cd;
  APFloat va = d.modelValue(a.bits), vb = d.modelValue(b.bits),
          vc = d.modelValue(c.bits);
  auto rm = arith::RoundingMode::to_nearest_even;
  APFloat cf = cd.fma(va, vb, vc, rm);
  APFloat cs = cd.fadd(cd.fmul(va, vb, rm), vc, rm);
  EXPECT_NE(cf.compare(cs), APFloat::cmpEqual)
      << show(va) << " " << show(vb) << " " << show(vc);
  EXPECT_EQ(cf.bitcastToAPInt(), d.modelValue(fused.bits).bitcastToAPInt());
}

TEST(SmtFloatSolver, FremHasFmodsSignAndBound) {
  // Proved for every pair of f8E4M3 values (an IEEE format small enough for
  // the remainder's circuit to solve in a moment; Z3 4.8.12 answers unknown
  // for division with f8E5M2's 3-bit significand): the result is NaN exactly
  // when a is NaN or infinite or b is NaN or zero; otherwise it has a's sign
  // and |r| < |b| (the IEEE remainder it is derived from has neither property).
  SmtDomain d;
  const fltSemantics &f8 = APFloat::Float8E4M3();
  auto a = floatVar(d, "a", f8), b = floatVar(d, "b", f8);
  auto r = arith::semantics::remf(d, a, b);
  auto nanExpected =
      d.isNaN(a.bits) || d.isInf(a.bits) || d.isNaN(b.bits) || d.isZero(b.bits);
  auto nanGot = d.isNaN(r.bits);
  EXPECT_EQ(d.check((nanExpected && !nanGot) || (!nanExpected && nanGot)),
            smt::SatResult::Unsat);
  auto rNegative = d.isNegative(r.bits), aNegative = d.isNegative(a.bits);
  auto signWrong =
      !nanGot && ((rNegative && !aNegative) || (!rNegative && aNegative));
  EXPECT_EQ(d.check(signWrong), smt::SatResult::Unsat);
  auto absR = d.fabs(r.bits), absB = d.fabs(b.bits);
  auto tooBig = !nanGot && !d.isInf(b.bits) && !d.fpLt(absR, absB);
  EXPECT_EQ(d.check(tooBig), smt::SatResult::Unsat);
}

} // namespace
