//===- SolversTest.cpp - z3, cvc5 and the portfolio answer alike ----------===//
//
// Each solver gets the same small queries and must give the same answer
// and, for Sat, a model of every kind of term the refinement checker reads
// (bit-vectors, booleans, floats through their bit-vector inputs, array
// elements at model indices, uninterpreted functions) that satisfies the
// query. cvc5's cases are skipped where the cvc5 program is not installed.
//
//===----------------------------------------------------------------------===//
#include "verify/smt/Solvers.h"

#include "llvm/ADT/APFloat.h"
#include <gtest/gtest.h>

using namespace assay;
using namespace assay::smt;

namespace {

class SolversTest : public ::testing::TestWithParam<SolverKind> {
protected:
  void SetUp() override {
    std::string why;
    if (!isSolverAvailable(GetParam(), why))
      GTEST_SKIP() << why;
  }
  SolverAnswer check(SmtDomain &d, const SmtBool &f, unsigned ms = 20000) {
    return checkWith(d, f, GetParam(), ms);
  }
};

TEST_P(SolversTest, UnsatIsUnsat) {
  SmtDomain d;
  SmtBV x = d.var("x", 16);
  // x + x != 2 * x has no solution.
  SmtBool f = d.ne(d.add(x, x), d.mul(d.constant(16, 2), x));
  EXPECT_EQ(check(d, f).result, SatResult::Unsat);
}

TEST_P(SolversTest, BitVectorAndBooleanModel) {
  SmtDomain d;
  SmtBV x = d.var("%arg0", 8), y = d.var("odd name", 32);
  SmtBool p = d.boolVar("%arg0.poison");
  SmtBool f = d.ult(d.constant(8, 200), x) && p &&
              d.eq(d.trunc(y, 8), d.add(x, d.constant(8, 1))) &&
              d.ugt(y, d.constant(32, 1u << 20));
  SolverAnswer a = check(d, f);
  ASSERT_EQ(a.result, SatResult::Sat) << a.reason;
  // cvc5's values completed the model; z3 did not solve again.
  EXPECT_EQ(a.reason, "");
  llvm::APInt xv = d.modelValue(x), yv = d.modelValue(y);
  EXPECT_TRUE(xv.ugt(200));
  EXPECT_TRUE(d.modelValue(p));
  EXPECT_EQ(yv.trunc(8), xv + 1);
  EXPECT_TRUE(yv.ugt(1u << 20));
  EXPECT_TRUE(d.modelValue(f));
}

TEST_P(SolversTest, FloatsThroughTheirBits) {
  SmtDomain d;
  const llvm::fltSemantics &f32 = llvm::APFloat::IEEEsingle();
  SmtBV a = d.var("a", 32), b = d.var("b", 32);
  SmtFP x = d.bitsToFP(a, f32), y = d.bitsToFP(b, f32);
  // maximumf(x, y) and the bits of a select on x > y differ: the zeros.
  SmtFP naive = d.select(d.fpLt(y, x), x, y);
  SmtBool f = d.ne(d.fpToBits(d.fmaximum(x, y)), d.fpToBits(naive));
  f = f && !d.isNaN(x) && !d.isNaN(y);
  SolverAnswer r = check(d, f);
  ASSERT_EQ(r.result, SatResult::Sat) << r.reason;
  // cvc5's values completed the model; z3 did not solve again.
  EXPECT_EQ(r.reason, "");
  EXPECT_TRUE(d.modelValue(f));
  EXPECT_TRUE(d.modelValue(x).isZero());
  EXPECT_TRUE(d.modelValue(y).isZero());
}

TEST_P(SolversTest, ArrayElementsAtModelIndices) {
  SmtDomain d;
  SmtArray mem = d.arrayVar("%arg0.values", 64, 8);
  SmtArray poison = d.arrayVar("%arg0.poison", 64, 0);
  SmtBV i = d.var("i", 64), j = d.var("j", 64);
  SmtBool f = d.ne(i, j) && d.ult(i, d.constant(64, 4)) &&
              d.ult(j, d.constant(64, 4)) &&
              d.eq(d.arrayRead(mem, i), d.constant(8, 0x5a)) &&
              d.eq(d.arrayRead(mem, j), d.constant(8, 0xa5)) &&
              d.arrayReadBool(poison, j) && !d.arrayReadBool(poison, i);
  SolverAnswer a = check(d, f);
  ASSERT_EQ(a.result, SatResult::Sat) << a.reason;
  // cvc5's values completed the model; z3 did not solve again.
  EXPECT_EQ(a.reason, "");
  SmtBV iv = d.constant(d.modelValue(i)), jv = d.constant(d.modelValue(j));
  EXPECT_EQ(d.modelValue(d.arrayRead(mem, iv)), 0x5a);
  EXPECT_EQ(d.modelValue(d.arrayRead(mem, jv)), 0xa5);
  EXPECT_TRUE(d.modelValue(d.arrayReadBool(poison, jv)));
  EXPECT_FALSE(d.modelValue(d.arrayReadBool(poison, iv)));
}

TEST_P(SolversTest, UninterpretedFunctions) {
  SmtDomain d;
  SmtBV x = d.var("x", 8), y = d.var("y", 8);
  SmtBV fx = d.applyFunction("callee", {x}, 8);
  SmtBV fy = d.applyFunction("callee", {y}, 8);
  SmtBool f = d.ne(fx, fy) && d.eq(d.add(fx, fy), d.constant(8, 7));
  SolverAnswer a = check(d, f);
  ASSERT_EQ(a.result, SatResult::Sat) << a.reason;
  // cvc5's values completed the model; z3 did not solve again.
  EXPECT_EQ(a.reason, "");
  EXPECT_NE(d.modelValue(x), d.modelValue(y));
  EXPECT_EQ(d.modelValue(fx) + d.modelValue(fy), 7);
  // f(x) = f(x): the function is a function.
  SmtBool g = d.ne(fx, d.applyFunction("callee", {x}, 8));
  EXPECT_EQ(check(d, g).result, SatResult::Unsat);
}

// SMT-LIB reserves symbols that start with `@` or `.`, which the buffers
// of globals and the functions the checker calls are named with.
TEST_P(SolversTest, ReservedSymbols) {
  SmtDomain d;
  SmtArray global = d.arrayVar("@state.values", 64, 8);
  SmtBV at = d.var("@state.element", 64), x = d.var(".x", 8);
  SmtBV call = d.applyFunction("@callee", {x}, 8);
  SmtBool f = d.eq(d.arrayRead(global, at), d.add(call, d.constant(8, 1))) &&
              d.eq(call, d.constant(8, 41)) && d.ugt(at, d.constant(64, 9));
  SolverAnswer a = check(d, f);
  ASSERT_EQ(a.result, SatResult::Sat) << a.reason;
  // cvc5's values completed the model; z3 did not solve again.
  EXPECT_EQ(a.reason, "");
  EXPECT_EQ(d.modelValue(d.arrayRead(global, d.constant(d.modelValue(at)))),
            42);
  EXPECT_TRUE(d.modelValue(at).ugt(9));
}

TEST_P(SolversTest, TimeoutIsUnknownWithAReason) {
  SmtDomain d;
  // Commutativity of 64-bit multiplication across a division: hard enough
  // for either solver to give up within a millisecond.
  SmtBV x = d.var("x", 64), y = d.var("y", 64), z = d.var("z", 64);
  SmtBV lhs = d.udiv(d.mul(d.mul(x, y), z), d.add(z, d.constant(64, 1)));
  SmtBV rhs = d.udiv(d.mul(d.mul(z, y), x), d.add(z, d.constant(64, 1)));
  SolverAnswer a = check(d, d.ne(lhs, rhs), /*ms=*/1);
  EXPECT_NE(a.result, SatResult::Sat);
  if (a.result == SatResult::Unknown)
    EXPECT_EQ(a.reason, "timeout");
}

INSTANTIATE_TEST_SUITE_P(AllSolvers, SolversTest,
                         ::testing::Values(SolverKind::Z3, SolverKind::Cvc5,
                                           SolverKind::Portfolio),
                         [](const auto &info) {
                           return getSolverName(info.param).str();
                         });

TEST(SolverNames, RoundTrip) {
  for (SolverKind k : {SolverKind::Z3, SolverKind::Cvc5, SolverKind::Portfolio})
    EXPECT_EQ(parseSolverKind(getSolverName(k)), k);
  EXPECT_FALSE(parseSolverKind("yices"));
}

} // namespace
