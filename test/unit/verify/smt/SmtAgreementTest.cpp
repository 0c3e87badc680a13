//===- SmtAgreementTest.cpp - Z3 and concrete semantics agree ------------===//
//
// The integer semantics of arith, index and math are one set of templates
// instantiated twice: with ConcreteDomain (the interpreter) and with
// SmtDomain (the SMT encoding). These tests check that the two agree: for an
// op, a width and inputs (poison bits included), the Z3 terms built over
// free variables, evaluated with the inputs substituted, give the same UB
// verdict as the interpreter and, where there is no UB, the same poison bit
// and, where not poison, the same bits.
//
// RapidCheck draws ops, widths 1..128 (odd ones included) and inputs biased
// to edge values; a deterministic sweep covers every op at the widths the
// semantics care about; a few solver queries check that the encoding proves
// and refutes what it should.
//
//===----------------------------------------------------------------------===//
#include "dialects/ConcreteDomain.h"
#include "verify/smt/SmtSemantics.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <string>

using namespace assay;
using assay::smt::SmtDomain;

namespace {

/// The integer ops under test.
enum class Op {
  // arith
  addi,
  subi,
  muli,
  shli,
  divui,
  divsi,
  ceildivui,
  ceildivsi,
  floordivsi,
  remui,
  remsi,
  andi,
  ori,
  xori,
  shrui,
  shrsi,
  maxsi,
  maxui,
  minsi,
  minui,
  addui_extended,
  mulsi_extended,
  mului_extended,
  cmpi,
  extsi,
  extui,
  trunci,
  index_cast,
  index_castui,
  // index
  index_add,
  index_sub,
  index_mul,
  index_divs,
  index_divu,
  index_ceildivs,
  index_ceildivu,
  index_floordivs,
  index_rems,
  index_remu,
  index_maxs,
  index_maxu,
  index_mins,
  index_minu,
  index_shl,
  index_shrs,
  index_shru,
  index_and,
  index_or,
  index_xor,
  index_cmp,
  index_casts,
  index_castu,
  // math
  absi,
  ctlz,
  cttz,
  ctpop,
  ipowi,
};

constexpr int kFirstArith = int(Op::addi);
constexpr int kFirstIndex = int(Op::index_add);
constexpr int kFirstMath = int(Op::absi);
constexpr int kNumOps = int(Op::ipowi) + 1;

/// Ops whose `param` is a result width.
bool isCast(Op op) {
  switch (op) {
  case Op::extsi:
  case Op::extui:
  case Op::trunci:
  case Op::index_cast:
  case Op::index_castui:
  case Op::index_casts:
  case Op::index_castu:
    return true;
  default:
    return false;
  }
}

/// Ops whose second operand is a shift amount.
bool isShift(Op op) {
  return op == Op::shli || op == Op::shrui || op == Op::shrsi ||
         op == Op::index_shl || op == Op::index_shrs || op == Op::index_shru;
}

/// Ops with one operand (casts and counts).
bool isUnary(Op op) {
  return isCast(op) || op == Op::absi || op == Op::ctlz || op == Op::cttz ||
         op == Op::ctpop;
}

/// Runs `op` in domain `d`. `param` is the overflow flags (addi, subi, muli,
/// shli), the predicate (cmpi, index.cmp) or the result width (casts).
template <class D>
llvm::SmallVector<sem::Int<D>, 2> apply(D &d, Op op, const sem::Int<D> &a,
                                        const sem::Int<D> &b, unsigned param) {
  namespace as = arith::semantics;
  namespace is = index::semantics;
  namespace ms = math::semantics;
  auto flags = arith::IntegerOverflowFlags(param & 3);
  auto pred = arith::CmpIPredicate(param % 10);
  switch (op) {
  case Op::addi:
    return {as::addi(d, a, b, flags)};
  case Op::subi:
    return {as::subi(d, a, b, flags)};
  case Op::muli:
    return {as::muli(d, a, b, flags)};
  case Op::shli:
    return {as::shli(d, a, b, flags)};
  case Op::divui:
    return {as::divui(d, a, b)};
  case Op::divsi:
    return {as::divsi(d, a, b)};
  case Op::ceildivui:
    return {as::ceildivui(d, a, b)};
  case Op::ceildivsi:
    return {as::ceildivsi(d, a, b)};
  case Op::floordivsi:
    return {as::floordivsi(d, a, b)};
  case Op::remui:
    return {as::remui(d, a, b)};
  case Op::remsi:
    return {as::remsi(d, a, b)};
  case Op::andi:
    return {as::andi(d, a, b)};
  case Op::ori:
    return {as::ori(d, a, b)};
  case Op::xori:
    return {as::xori(d, a, b)};
  case Op::shrui:
    return {as::shrui(d, a, b)};
  case Op::shrsi:
    return {as::shrsi(d, a, b)};
  case Op::maxsi:
    return {as::maxsi(d, a, b)};
  case Op::maxui:
    return {as::maxui(d, a, b)};
  case Op::minsi:
    return {as::minsi(d, a, b)};
  case Op::minui:
    return {as::minui(d, a, b)};
  case Op::addui_extended: {
    auto r = as::addui_extended(d, a, b);
    return {r.first, r.second};
  }
  case Op::mulsi_extended: {
    auto r = as::mulsi_extended(d, a, b);
    return {r.first, r.second};
  }
  case Op::mului_extended: {
    auto r = as::mului_extended(d, a, b);
    return {r.first, r.second};
  }
  case Op::cmpi:
    return {as::cmpi(d, pred, a, b)};
  case Op::extsi:
    return {as::extsi(d, a, param)};
  case Op::extui:
    return {as::extui(d, a, param)};
  case Op::trunci:
    return {as::trunci(d, a, param)};
  case Op::index_cast:
    return {as::index_cast(d, a, param)};
  case Op::index_castui:
    return {as::index_castui(d, a, param)};
  case Op::index_add:
    return {is::add(d, a, b)};
  case Op::index_sub:
    return {is::sub(d, a, b)};
  case Op::index_mul:
    return {is::mul(d, a, b)};
  case Op::index_divs:
    return {is::divs(d, a, b)};
  case Op::index_divu:
    return {is::divu(d, a, b)};
  case Op::index_ceildivs:
    return {is::ceildivs(d, a, b)};
  case Op::index_ceildivu:
    return {is::ceildivu(d, a, b)};
  case Op::index_floordivs:
    return {is::floordivs(d, a, b)};
  case Op::index_rems:
    return {is::rems(d, a, b)};
  case Op::index_remu:
    return {is::remu(d, a, b)};
  case Op::index_maxs:
    return {is::maxs(d, a, b)};
  case Op::index_maxu:
    return {is::maxu(d, a, b)};
  case Op::index_mins:
    return {is::mins(d, a, b)};
  case Op::index_minu:
    return {is::minu(d, a, b)};
  case Op::index_shl:
    return {is::shl(d, a, b)};
  case Op::index_shrs:
    return {is::shrs(d, a, b)};
  case Op::index_shru:
    return {is::shru(d, a, b)};
  case Op::index_and:
    return {is::and_(d, a, b)};
  case Op::index_or:
    return {is::or_(d, a, b)};
  case Op::index_xor:
    return {is::xor_(d, a, b)};
  case Op::index_cmp:
    return {is::cmp(d, pred, a, b)};
  case Op::index_casts:
    return {is::casts(d, a, param)};
  case Op::index_castu:
    return {is::castu(d, a, param)};
  case Op::absi:
    return {ms::absi(d, a)};
  case Op::ctlz:
    return {ms::ctlz(d, a)};
  case Op::cttz:
    return {ms::cttz(d, a)};
  case Op::ctpop:
    return {ms::ctpop(d, a)};
  case Op::ipowi:
    return {ms::ipowi(d, a, b)};
  }
  return {};
}

/// One input: bits and a poison bit.
struct Input {
  llvm::APInt bits;
  bool poison = false;
};

/// What the two domains said about one case, for the failure message.
std::string describe(Op op, unsigned width, const Input &a, const Input &b,
                     unsigned param) {
  return "op #" + std::to_string(int(op)) + " width " + std::to_string(width) +
         " a=" + llvm::toString(a.bits, 10, false) +
         (a.poison ? "(poison)" : "") +
         " b=" + llvm::toString(b.bits, 10, false) +
         (b.poison ? "(poison)" : "") + " param " + std::to_string(param);
}

/// One op at one width and param, built once over free variables in the
/// SMT domain and then checked against the interpreter for many inputs.
class SymbolicCase {
public:
  /// Builds the terms in `d`, over variables named with `tag` (unique per
  /// domain).
  SymbolicCase(SmtDomain &d, const std::string &tag, Op op, unsigned width,
               unsigned param)
      : d(d), op(op), width(width),
        param(param), a{d.var("a" + tag, width), d.boolVar("pa" + tag)},
        b{d.var("b" + tag, width), d.boolVar("pb" + tag)} {
    unsigned firstUB = d.getNumUBConditions();
    results = apply(d, op, a, b, param);
    ub = d.getUBCondition(firstUB);
  }

  /// Runs the concrete semantics on `x`, `y`; returns an empty string when
  /// the SMT terms agree, else what differs.
  std::string compare(const Input &x, const Input &y) {
    ConcreteDomain cd;
    sem::Int<ConcreteDomain> cx{x.bits, x.poison}, cy{y.bits, y.poison};
    auto concrete = apply(cd, op, cx, cy, param);

    d.assign(a.bits, x.bits);
    d.assign(a.poison, x.poison);
    d.assign(b.bits, y.bits);
    d.assign(b.poison, y.poison);

    std::string what = describe(op, width, x, y, param);
    bool smtUB = d.evaluate(ub);
    if (smtUB != cd.hasUB())
      return what + ": UB differs (concrete " + std::to_string(cd.hasUB()) +
             ", smt " + std::to_string(smtUB) + ")";
    if (cd.hasUB())
      return "";
    if (concrete.size() != results.size())
      return what + ": result counts differ";
    for (size_t i = 0; i != concrete.size(); ++i) {
      bool smtPoison = d.evaluate(results[i].poison);
      if (smtPoison != concrete[i].poison)
        return what + ": poison of result " + std::to_string(i) +
               " differs (concrete " + std::to_string(concrete[i].poison) +
               ", smt " + std::to_string(smtPoison) + ")";
      if (concrete[i].poison)
        continue;
      llvm::APInt smtBits = d.evaluate(results[i].bits);
      if (smtBits != concrete[i].bits)
        return what + ": result " + std::to_string(i) + " differs (concrete " +
               llvm::toString(concrete[i].bits, 10, false) + ", smt " +
               llvm::toString(smtBits, 10, false) + ")";
    }
    return "";
  }

private:
  SmtDomain &d;
  Op op;
  unsigned width;
  unsigned param;
  sem::Int<SmtDomain> a, b;
  llvm::SmallVector<sem::Int<SmtDomain>, 2> results;
  smt::SmtBool ub;
};

//===----------------------------------------------------------------------===//
// Generators
//===----------------------------------------------------------------------===//

/// A width in 1..128: small, odd, the usual powers of two, and anything.
unsigned pickWidth() {
  static const unsigned common[] = {1,  2,  7,  8,  16,  31,
                                    32, 33, 64, 65, 127, 128};
  if (*rc::gen::inRange(0, 3) != 0)
    return common[*rc::gen::inRange<size_t>(0, std::size(common))];
  return *rc::gen::inRange(1u, 129u);
}

/// A value of `width` bits biased to 0, 1, -1, MIN, MAX and small numbers.
llvm::APInt pickValue(unsigned width) {
  switch (*rc::gen::inRange(0, 8)) {
  case 0:
    return llvm::APInt(width, 0);
  case 1:
    return llvm::APInt(width, 1);
  case 2:
    return llvm::APInt::getAllOnes(width);
  case 3:
    return llvm::APInt::getSignedMinValue(width);
  case 4:
    return llvm::APInt::getSignedMaxValue(width);
  case 5:
    return llvm::APInt(width, *rc::gen::inRange<uint64_t>(0, 300));
  default: {
    uint64_t words[2] = {*rc::gen::arbitrary<uint64_t>(),
                         *rc::gen::arbitrary<uint64_t>()};
    return llvm::APInt(128, words).trunc(width);
  }
  }
}

/// An input that is poison about one time in eight.
Input pickInput(unsigned width) {
  Input in{pickValue(width), false};
  in.poison = *rc::gen::inRange(0, 8) == 0;
  return in;
}

/// Draws one case among ops [first, last) and checks agreement, building
/// its terms in `d`.
void checkRandomCase(SmtDomain &d, const std::string &tag, int first,
                     int last) {
  Op op = Op(*rc::gen::inRange(first, last));
  unsigned width = pickWidth();
  Input a = pickInput(width);
  Input b = pickInput(width);
  // Shift amounts mostly in range, so that shifted bits are compared too.
  if (isShift(op) && *rc::gen::inRange(0, 3) != 0)
    b.bits = llvm::APInt(width, *rc::gen::inRange(0u, width));
  // Small exponents keep ipowi's results from being always zero.
  if (op == Op::ipowi && *rc::gen::inRange(0, 2) == 0)
    b.bits = llvm::APInt(width, *rc::gen::inRange<uint64_t>(0, 9));
  unsigned param = *rc::gen::inRange(0u, 10u);
  if (isCast(op)) {
    bool narrowing =
        op == Op::trunci || ((op == Op::index_cast || op == Op::index_castui ||
                              op == Op::index_casts || op == Op::index_castu) &&
                             *rc::gen::arbitrary<bool>());
    param = narrowing ? *rc::gen::inRange(1u, width + 1)
                      : *rc::gen::inRange(width, 257u);
  }
  if (isUnary(op))
    b = Input{llvm::APInt(width, 0), false};
  std::string mismatch = SymbolicCase(d, tag, op, width, param).compare(a, b);
  RC_ASSERT(mismatch == "");
}

/// Checks several draws per RapidCheck case: a Z3 context costs more than
/// the terms of a few ops, so the domain is shared by the draws.
void checkRandomCases(int first, int last) {
  SmtDomain d;
  for (int i = 0; i != 6; ++i)
    checkRandomCase(d, std::to_string(i), first, last);
}

RC_GTEST_PROP(SmtAgreement, ArithIntegerOps, ()) {
  checkRandomCases(kFirstArith, kFirstIndex);
}

RC_GTEST_PROP(SmtAgreement, IndexOps, ()) {
  checkRandomCases(kFirstIndex, kFirstMath);
}

RC_GTEST_PROP(SmtAgreement, MathIntegerOps, ()) {
  checkRandomCases(kFirstMath, kNumOps);
}

//===----------------------------------------------------------------------===//
// A deterministic sweep: every op, the interesting widths, edge inputs
//===----------------------------------------------------------------------===//

/// The params worth sweeping for `op` at `width`.
llvm::SmallVector<unsigned, 10> sweepParams(Op op, unsigned width) {
  if (op == Op::addi || op == Op::subi || op == Op::muli || op == Op::shli)
    return {0, 1, 2, 3};
  if (op == Op::cmpi || op == Op::index_cmp)
    return {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  if (op == Op::trunci)
    return {1, (width + 1) / 2, width};
  if (op == Op::index_cast || op == Op::index_castui || op == Op::index_casts ||
      op == Op::index_castu)
    return {1, width, width + 1, 64, 129};
  if (isCast(op))
    return {width, width + 1, 64 > width ? 64u : width, 2 * width};
  return {0};
}

TEST(SmtAgreement, EveryOpOnEdgeValues) {
  const unsigned widths[] = {1, 7, 33, 64, 128};
  unsigned cases = 0;
  for (int opIndex = 0; opIndex != kNumOps; ++opIndex) {
    Op op = Op(opIndex);
    for (unsigned w : widths) {
      llvm::SmallVector<llvm::APInt, 8> values = {
          llvm::APInt(w, 0),
          llvm::APInt(w, 1),
          llvm::APInt::getAllOnes(w),
          llvm::APInt::getSignedMinValue(w),
          llvm::APInt::getSignedMaxValue(w),
          llvm::APInt(w, 5),
          llvm::APInt(w, 3).shl(w / 2)};
      if (w > 3)
        values.push_back(llvm::APInt(w, w - 1));
      for (unsigned param : sweepParams(op, w)) {
        SmtDomain d;
        SymbolicCase symbolic(d, "", op, w, param);
        for (size_t i = 0; i != values.size(); ++i) {
          for (size_t j = 0; j != values.size(); ++j) {
            // Poison operands on a few value pairs (poison bits hide the
            // value, so more pairs would add nothing).
            int poisonModes = i < 2 && j < 2 ? 3 : 1;
            for (int poison = 0; poison != poisonModes; ++poison) {
              EXPECT_EQ(symbolic.compare(Input{values[i], poison == 1},
                                         Input{values[j], poison == 2}),
                        "");
              ++cases;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(cases, 20000u);
}

//===----------------------------------------------------------------------===//
// Solver queries over the encoding
//===----------------------------------------------------------------------===//

TEST(SmtSolver, ProvesAddSubRoundTrip) {
  // For all a, b: (a + b) - b == a, at an odd width.
  SmtDomain d;
  sem::Int<SmtDomain> a{d.var("a", 13), d.boolConstant(false)};
  sem::Int<SmtDomain> b{d.var("b", 13), d.boolConstant(false)};
  auto r = arith::semantics::subi(d, arith::semantics::addi(d, a, b), b);
  EXPECT_EQ(d.check(d.ne(r.bits, a.bits)), smt::SatResult::Unsat);
}

TEST(SmtSolver, DivsiUBIsExactlyZeroOrOverflow) {
  SmtDomain d;
  sem::Int<SmtDomain> a{d.var("a", 8), d.boolConstant(false)};
  sem::Int<SmtDomain> b{d.var("b", 8), d.boolConstant(false)};
  (void)arith::semantics::divsi(d, a, b);
  ASSERT_EQ(d.getNumUBConditions(), 2u);
  auto expected =
      d.eq(b.bits, d.constant(8, 0)) ||
      (d.eq(a.bits, d.constant(8, 0x80)) && d.eq(b.bits, d.constant(8, 0xff)));
  auto ub = d.getUBCondition();
  EXPECT_EQ(d.check((ub && !expected) || (!ub && expected)),
            smt::SatResult::Unsat);
}

TEST(SmtSolver, FindsNswOverflowCounterexample) {
  // addi nsw is poison for some inputs that addi nuw accepts.
  SmtDomain d;
  sem::Int<SmtDomain> a{d.var("a", 8), d.boolConstant(false)};
  sem::Int<SmtDomain> b{d.var("b", 8), d.boolConstant(false)};
  auto nsw = arith::semantics::addi(d, a, b, arith::IntegerOverflowFlags::nsw);
  auto nuw = arith::semantics::addi(d, a, b, arith::IntegerOverflowFlags::nuw);
  ASSERT_EQ(d.check(nsw.poison && !nuw.poison), smt::SatResult::Sat);
  llvm::APInt va = d.modelValue(a.bits), vb = d.modelValue(b.bits);
  bool signedOverflow;
  (void)va.sadd_ov(vb, signedOverflow);
  EXPECT_TRUE(signedOverflow);
  bool unsignedOverflow;
  (void)va.uadd_ov(vb, unsignedOverflow);
  EXPECT_FALSE(unsignedOverflow);
}

TEST(SmtSolver, FloordivsiRoundsDown) {
  // floordivsi(a, b) * b <= a when b > 0, and no UB there, at width 7.
  SmtDomain d;
  sem::Int<SmtDomain> a{d.var("a", 7), d.boolConstant(false)};
  sem::Int<SmtDomain> b{d.var("b", 7), d.boolConstant(false)};
  auto q = arith::semantics::floordivsi(d, a, b);
  auto positive = d.sgt(b.bits, d.constant(7, 0));
  // In 14 bits the product cannot overflow.
  auto product = d.mul(d.sext(q.bits, 14), d.sext(b.bits, 14));
  auto bad =
      positive && (d.sgt(product, d.sext(a.bits, 14)) || d.getUBCondition());
  EXPECT_EQ(d.check(bad), smt::SatResult::Unsat);
}

} // namespace
