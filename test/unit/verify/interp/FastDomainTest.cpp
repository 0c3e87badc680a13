//===- FastDomainTest.cpp - FastDomain agrees with ConcreteDomain ---------===//
//
// The interpreter runs arith and index ops on machine words through
// FastDomain when their types fit; the meaning must stay that of
// ConcreteDomain. Random and edge-case operands, several widths, the same
// semantics templates instantiated with both domains: results and poison
// bits must agree, and so must undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "verify/interp/FastDomain.h"
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithSemantics.h"
#include "gtest/gtest.h"
#include <random>

using namespace assay;
using namespace assay::interp;
namespace as = arith::semantics;

namespace {
using CD = ConcreteDomain;
using FD = FastDomain;

sem::Int<CD> ci(unsigned w, uint64_t v) {
  return {llvm::APInt(w, v & FD::mask(w)), false};
}
sem::Int<FD> fi(unsigned w, uint64_t v) { return {FD::make(v, w), false}; }

/// Runs `op` with both domains on (a, b) of width w and compares.
template <class Op>
void compareInt(const char *name, unsigned w, uint64_t a, uint64_t b, Op op) {
  CD cd;
  FD fd;
  sem::Int<CD> rc = op(cd, ci(w, a), ci(w, b));
  sem::Int<FD> rf = op(fd, fi(w, a), fi(w, b));
  ASSERT_EQ(cd.hasUB(), fd.hasUB())
      << name << " w=" << w << " " << a << "," << b;
  if (cd.hasUB())
    return;
  ASSERT_EQ(rc.poison, rf.poison) << name << " w=" << w << " " << a << "," << b;
  if (!rc.poison) {
    ASSERT_EQ(rc.bits.getZExtValue(), rf.bits.v)
        << name << " w=" << w << " " << a << "," << b;
  }
}

TEST(FastDomainTest, IntegerOpsAgree) {
  std::mt19937_64 rng(7);
  const unsigned widths[] = {1, 5, 8, 16, 32, 63, 64};
  auto nsw = arith::IntegerOverflowFlags::nsw;
  auto nuw = arith::IntegerOverflowFlags::nuw;
  auto both = arith::IntegerOverflowFlags(3);
  for (unsigned w : widths) {
    uint64_t m = FD::mask(w);
    std::vector<uint64_t> vals = {0, 1, m, m >> 1, (m >> 1) + 1, 2, 3};
    for (int i = 0; i < 40; ++i)
      vals.push_back(rng() & m);
    for (uint64_t a : vals)
      for (uint64_t b : vals) {
#define CMP(NAME, EXPR)                                                        \
  compareInt(NAME, w, a &m, b &m, [&](auto &d, auto x, auto y) { return EXPR; })
        CMP("addi", as::addi(d, x, y, both));
        CMP("subi", as::subi(d, x, y, nsw));
        CMP("muli", as::muli(d, x, y, nuw));
        CMP("muli nsw", as::muli(d, x, y, nsw));
        CMP("divui", as::divui(d, x, y));
        CMP("divsi", as::divsi(d, x, y));
        CMP("ceildivsi", as::ceildivsi(d, x, y));
        CMP("floordivsi", as::floordivsi(d, x, y));
        CMP("remsi", as::remsi(d, x, y));
        CMP("remui", as::remui(d, x, y));
        CMP("shli", as::shli(d, x, y, both));
        CMP("shrsi", as::shrsi(d, x, y));
        CMP("shrui", as::shrui(d, x, y));
        CMP("maxsi", as::maxsi(d, x, y));
        CMP("minui", as::minui(d, x, y));
        CMP("cmpi slt", as::cmpi(d, arith::CmpIPredicate::slt, x, y));
        CMP("cmpi uge", as::cmpi(d, arith::CmpIPredicate::uge, x, y));
#undef CMP
      }
  }
}

TEST(FastDomainTest, FloatOpsAgree) {
  const double vals[] = {0.0,       -0.0,     1.0,       -1.5,
                         3.0e38,    1.0e-45,  1.0e300,   -7.25,
                         1.0 / 3.0, INFINITY, -INFINITY, NAN};
  for (bool f32 : {true, false}) {
    const llvm::fltSemantics &sem =
        f32 ? llvm::APFloat::IEEEsingle() : llvm::APFloat::IEEEdouble();
    for (double x : vals)
      for (double y : vals) {
        FD fd;
        CD cd;
        sem::Float<FD> fx{FD::round(x, f32), false},
            fy{FD::round(y, f32), false};
        llvm::APFloat ax = llvm::APFloat(x), ay = llvm::APFloat(y);
        bool loses;
        ax.convert(sem, llvm::RoundingMode::NearestTiesToEven, &loses);
        ay.convert(sem, llvm::RoundingMode::NearestTiesToEven, &loses);
        sem::Float<CD> cx{ax, false}, cy{ay, false};
        auto same = [&](const sem::Float<FD> &f, const sem::Float<CD> &c) {
          uint64_t fb = FD::toBits(f.bits);
          uint64_t cb = c.bits.bitcastToAPInt().getZExtValue();
          if (std::isnan(f.bits.v))
            return c.bits.isNaN();
          return fb == cb;
        };
        EXPECT_TRUE(same(as::addf(fd, fx, fy), as::addf(cd, cx, cy)));
        EXPECT_TRUE(same(as::subf(fd, fx, fy), as::subf(cd, cx, cy)));
        EXPECT_TRUE(same(as::mulf(fd, fx, fy), as::mulf(cd, cx, cy)));
        EXPECT_TRUE(same(as::divf(fd, fx, fy), as::divf(cd, cx, cy)));
        for (unsigned p = 0; p < 16; ++p) {
          auto pred = arith::CmpFPredicate(p);
          EXPECT_EQ(as::cmpf(fd, pred, fx, fy).bits.v,
                    as::cmpf(cd, pred, cx, cy).bits.getZExtValue());
        }
        for (unsigned w : {8u, 32u, 64u}) {
          auto rf = as::fptosi(fd, fx, w);
          auto rc = as::fptosi(cd, cx, w);
          EXPECT_EQ(rf.poison, rc.poison) << x << " w=" << w;
          if (!rf.poison && !rc.poison) {
            EXPECT_EQ(rf.bits.v, rc.bits.getZExtValue()) << x;
          }
          auto uf = as::fptoui(fd, fx, w);
          auto uc = as::fptoui(cd, cx, w);
          EXPECT_EQ(uf.poison, uc.poison) << x << " w=" << w;
        }
      }
    for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(-1),
                       uint64_t(1) << 63, uint64_t(0x123456789abcdef)}) {
      FD fd;
      CD cd;
      EXPECT_TRUE(
          FD::toBits(as::sitofp(fd, fi(64, v), sem).bits) ==
          as::sitofp(cd, ci(64, v), sem).bits.bitcastToAPInt().getZExtValue());
      EXPECT_TRUE(
          FD::toBits(as::uitofp(fd, fi(64, v), sem).bits) ==
          as::uitofp(cd, ci(64, v), sem).bits.bitcastToAPInt().getZExtValue());
    }
  }
}

} // namespace
