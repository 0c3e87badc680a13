//===- IntegerSemanticsTest.cpp - Concrete integer semantics on edge cases ===//
//
// Every integer op of arith, index and math, instantiated with
// ConcreteDomain, on hand-picked edge cases: MIN / -1, division by zero and
// by poison, width 1, width 128, odd widths (7, 33), shift amounts at and
// past the width, nsw/nuw overflow, and poison propagation (select's
// unchosen operand excepted).
//
//===----------------------------------------------------------------------===//
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithSemantics.h"
#include "dialects/index/IndexSemantics.h"
#include "dialects/math/MathSemantics.h"

#include <gtest/gtest.h>

using namespace assay;
namespace as = assay::arith::semantics;
namespace is = assay::index::semantics;
namespace ms = assay::math::semantics;
using D = ConcreteDomain;
using Int = sem::Int<D>;
using arith::CmpIPredicate;
using arith::IntegerOverflowFlags;

namespace {

/// A non-poison `width`-bit value (negative values sign-extend).
Int val(unsigned width, int64_t v) {
  return Int{llvm::APInt(width, uint64_t(v), /*isSigned=*/true), false};
}
/// A poison `width`-bit value (its bits are arbitrary: 0 here).
Int poison(unsigned width) { return Int{llvm::APInt(width, 0), true}; }
/// MIN and MAX of a width.
Int smin(unsigned w) { return Int{llvm::APInt::getSignedMinValue(w), false}; }
Int smax(unsigned w) { return Int{llvm::APInt::getSignedMaxValue(w), false}; }
Int umax(unsigned w) { return Int{llvm::APInt::getAllOnes(w), false}; }

const auto nsw = IntegerOverflowFlags::nsw;
const auto nuw = IntegerOverflowFlags::nuw;

/// Expects a non-poison result equal to `expected` (as a signed number).
#define EXPECT_VAL(result, expected)                                           \
  do {                                                                         \
    Int r_ = (result);                                                         \
    EXPECT_FALSE(r_.poison);                                                   \
    EXPECT_EQ(r_.bits, llvm::APInt(r_.bits.getBitWidth(),                      \
                                   uint64_t(int64_t(expected)), true));        \
  } while (false)

/// Expects a result equal to `expected` bit for bit, not poison.
#define EXPECT_BITS(result, expected)                                          \
  do {                                                                         \
    Int r_ = (result);                                                         \
    EXPECT_FALSE(r_.poison);                                                   \
    EXPECT_EQ(r_.bits, (expected));                                            \
  } while (false)

#define EXPECT_POISON(result) EXPECT_TRUE((result).poison)

//===----------------------------------------------------------------------===//
// Add, sub, mul and overflow flags
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, AddWrapsAndFlagsMakePoison) {
  D d;
  EXPECT_VAL(as::addi(d, val(8, 127), val(8, 1)), -128);
  EXPECT_POISON(as::addi(d, val(8, 127), val(8, 1), nsw));
  EXPECT_VAL(as::addi(d, val(8, 127), val(8, 1), nuw), -128);
  EXPECT_POISON(as::addi(d, val(8, -1), val(8, 1), nuw));
  EXPECT_VAL(as::addi(d, val(8, -1), val(8, 1), nsw), 0);
  // Width 1: the values are 0 and -1 (bit 1).
  EXPECT_VAL(as::addi(d, val(1, 1), val(1, 1)), 0);
  EXPECT_POISON(as::addi(d, val(1, -1), val(1, -1), nsw));
  EXPECT_POISON(as::addi(d, val(1, 1), val(1, 1), nuw));
  EXPECT_VAL(as::addi(d, val(1, 0), val(1, 1), nsw), -1);
  // Width 128.
  EXPECT_BITS(as::addi(d, umax(128), val(128, 2)), llvm::APInt(128, 1));
  EXPECT_POISON(as::addi(d, smax(128), val(128, 1), nsw));
  // Odd width.
  EXPECT_POISON(as::addi(d, smax(33), val(33, 1), nsw));
  EXPECT_VAL(as::addi(d, smax(33), val(33, 1), nuw), -(int64_t(1) << 32));
  EXPECT_TRUE(d.firstUB == std::nullopt);
}

TEST(IntegerSemantics, PoisonOperandsPropagate) {
  D d;
  EXPECT_POISON(as::addi(d, poison(8), val(8, 1)));
  EXPECT_POISON(as::subi(d, val(8, 1), poison(8)));
  EXPECT_POISON(as::andi(d, poison(8), val(8, 0)));
  EXPECT_POISON(as::ori(d, poison(8), umax(8)));
  EXPECT_POISON(as::cmpi(d, CmpIPredicate::eq, poison(8), val(8, 0)));
  EXPECT_POISON(as::extsi(d, poison(7), 33));
  EXPECT_POISON(ms::ctpop(d, poison(7)));
  EXPECT_FALSE(d.hasUB());
}

TEST(IntegerSemantics, SubAndMulFlags) {
  D d;
  EXPECT_VAL(as::subi(d, val(8, 0), val(8, 1)), -1);
  EXPECT_POISON(as::subi(d, val(8, 0), val(8, 1), nuw));
  EXPECT_VAL(as::subi(d, val(8, 0), val(8, 1), nsw), -1);
  EXPECT_POISON(as::subi(d, smin(8), val(8, 1), nsw));
  EXPECT_POISON(as::subi(d, val(7, 0), smin(7), nsw));
  EXPECT_VAL(as::muli(d, val(8, 16), val(8, 16)), 0);
  EXPECT_POISON(as::muli(d, val(8, 16), val(8, 16), nuw));
  EXPECT_POISON(as::muli(d, val(8, 16), val(8, 8), nsw));
  EXPECT_VAL(as::muli(d, val(8, 16), val(8, 8), nuw), -128);
  EXPECT_VAL(as::muli(d, val(8, -16), val(8, 8), nsw), -128);
  EXPECT_POISON(as::muli(d, smin(128), val(128, -1), nsw));
  EXPECT_VAL(as::muli(d, val(1, -1), val(1, -1), nuw), -1);
  EXPECT_POISON(as::muli(d, val(1, -1), val(1, -1), nsw));
}

//===----------------------------------------------------------------------===//
// Division and remainder
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, DivisionByZeroIsUB) {
  const unsigned widths[] = {1, 7, 8, 33, 64, 128};
  for (unsigned w : widths) {
    using Fn = Int (*)(D &, const Int &, const Int &);
    const Fn fns[] = {as::divui<D>,     as::divsi<D>,      as::ceildivui<D>,
                      as::ceildivsi<D>, as::floordivsi<D>, as::remui<D>,
                      as::remsi<D>,     is::divs<D>,       is::divu<D>,
                      is::ceildivs<D>,  is::ceildivu<D>,   is::floordivs<D>,
                      is::rems<D>,      is::remu<D>};
    for (Fn fn : fns) {
      D d;
      fn(d, val(w, 1), val(w, 0));
      EXPECT_TRUE(d.hasUB());
      EXPECT_STREQ(*d.firstUB, "division by zero");
      // A poison divisor may be zero.
      D d2;
      fn(d2, val(w, 1), poison(w));
      EXPECT_TRUE(d2.hasUB());
      // A poison dividend is not UB by itself (divisor 2 rules out -1 and
      // 0), and the result is poison.
      D d3;
      if (w > 2) {
        Int r = fn(d3, poison(w), val(w, 2));
        EXPECT_FALSE(d3.hasUB());
        EXPECT_TRUE(r.poison);
      }
    }
  }
}

TEST(IntegerSemantics, SignedOverflowIsUB) {
  for (unsigned w : {1u, 7u, 32u, 33u, 128u}) {
    using Fn = Int (*)(D &, const Int &, const Int &);
    for (Fn fn : {as::divsi<D>, as::ceildivsi<D>, as::floordivsi<D>}) {
      D d;
      fn(d, smin(w), val(w, -1));
      EXPECT_TRUE(d.hasUB());
      EXPECT_STREQ(*d.firstUB, "signed division overflow");
      // A poison dividend may be MIN.
      D d2;
      fn(d2, poison(w), val(w, -1));
      EXPECT_TRUE(d2.hasUB());
    }
    // The remainder of MIN / -1 is 0, not UB.
    D d;
    EXPECT_VAL(as::remsi(d, smin(w), val(w, -1)), 0);
    EXPECT_VAL(is::rems(d, smin(w), val(w, -1)), 0);
    EXPECT_FALSE(d.hasUB());
  }
  // Unsigned division of the same bits is fine.
  D d;
  EXPECT_VAL(as::divui(d, smin(8), val(8, -1)), 0);
  EXPECT_VAL(as::divsi(d, smin(8), val(8, 1)), -128);
  EXPECT_FALSE(d.hasUB());
}

TEST(IntegerSemantics, DivisionRounding) {
  D d;
  // divsi truncates toward zero.
  EXPECT_VAL(as::divsi(d, val(8, 7), val(8, 2)), 3);
  EXPECT_VAL(as::divsi(d, val(8, -7), val(8, 2)), -3);
  EXPECT_VAL(as::divsi(d, val(8, 7), val(8, -2)), -3);
  EXPECT_VAL(as::divsi(d, val(8, -7), val(8, -2)), 3);
  // ceildivsi rounds toward +inf.
  EXPECT_VAL(as::ceildivsi(d, val(8, 7), val(8, 2)), 4);
  EXPECT_VAL(as::ceildivsi(d, val(8, -7), val(8, 2)), -3);
  EXPECT_VAL(as::ceildivsi(d, val(8, 7), val(8, -2)), -3);
  EXPECT_VAL(as::ceildivsi(d, val(8, -7), val(8, -2)), 4);
  EXPECT_VAL(as::ceildivsi(d, val(8, 6), val(8, 2)), 3);
  EXPECT_VAL(as::ceildivsi(d, smin(8), val(8, 1)), -128);
  EXPECT_VAL(as::ceildivsi(d, smax(8), val(8, 2)), 64);
  // floordivsi rounds toward -inf.
  EXPECT_VAL(as::floordivsi(d, val(8, 7), val(8, 2)), 3);
  EXPECT_VAL(as::floordivsi(d, val(8, -7), val(8, 2)), -4);
  EXPECT_VAL(as::floordivsi(d, val(8, 7), val(8, -2)), -4);
  EXPECT_VAL(as::floordivsi(d, val(8, -7), val(8, -2)), 3);
  EXPECT_VAL(as::floordivsi(d, smin(8), val(8, 3)), -43);
  // ceildivui rounds up, treating the leading bit as magnitude.
  EXPECT_VAL(as::ceildivui(d, val(8, 7), val(8, 2)), 4);
  EXPECT_VAL(as::ceildivui(d, val(8, 0), val(8, 5)), 0);
  EXPECT_VAL(as::ceildivui(d, umax(8), val(8, 2)), 128);
  EXPECT_VAL(as::ceildivui(d, val(16, 6), val(16, -2)), 1);
  EXPECT_VAL(as::ceildivui(d, val(1, 1), val(1, 1)), 1);
  // Remainders.
  EXPECT_VAL(as::remsi(d, val(8, -7), val(8, 2)), -1);
  EXPECT_VAL(as::remsi(d, val(8, 7), val(8, -2)), 1);
  EXPECT_VAL(as::remui(d, val(8, -7), val(8, 2)), 1);
  // Width 128 and odd widths.
  llvm::APInt big = llvm::APInt::getAllOnes(128);
  EXPECT_BITS(as::divui(d, umax(128), val(128, 3)), big.udiv(3));
  EXPECT_VAL(as::floordivsi(d, val(33, -1), val(33, 2)), -1);
  EXPECT_VAL(as::ceildivsi(d, val(7, 63), val(7, 2)), 32);
  EXPECT_FALSE(d.hasUB());
}

//===----------------------------------------------------------------------===//
// Bitwise ops, shifts, min/max
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, Bitwise) {
  D d;
  EXPECT_VAL(as::andi(d, val(8, 0x3c), val(8, 0x0f)), 0x0c);
  EXPECT_VAL(as::ori(d, val(8, 0x30), val(8, 0x0f)), 0x3f);
  EXPECT_VAL(as::xori(d, val(8, 0x3c), val(8, 0x0f)), 0x33);
  EXPECT_VAL(is::xor_(d, val(1, 1), val(1, 1)), 0);
  EXPECT_BITS(as::xori(d, umax(128), val(128, 1)),
              llvm::APInt::getAllOnes(128) - 1);
}

TEST(IntegerSemantics, ShiftsPastTheWidthArePoison) {
  for (unsigned w : {1u, 7u, 8u, 33u, 64u, 128u}) {
    D d;
    EXPECT_POISON(as::shli(d, val(w, 1), val(w, w)));
    EXPECT_POISON(as::shrui(d, val(w, 1), val(w, w)));
    EXPECT_POISON(as::shrsi(d, val(w, 1), val(w, w)));
    EXPECT_POISON(as::shli(d, val(w, 1), umax(w)));
    EXPECT_POISON(is::shl(d, val(w, 1), val(w, w)));
    EXPECT_POISON(is::shrs(d, val(w, 1), val(w, w)));
    EXPECT_POISON(is::shru(d, val(w, 1), val(w, w)));
    if (w > 1) {
      EXPECT_POISON(as::shli(d, val(w, 1), val(w, w + 1)));
    }
    // The last in-range amount.
    EXPECT_BITS(as::shli(d, val(w, 1), val(w, w - 1)),
                llvm::APInt::getSignedMinValue(w));
    EXPECT_VAL(as::shrsi(d, smin(w), val(w, w - 1)), -1);
    EXPECT_VAL(as::shrui(d, smin(w), val(w, w - 1)), 1);
    EXPECT_FALSE(d.hasUB());
  }
}

TEST(IntegerSemantics, ShiftFlags) {
  D d;
  // nuw: a set bit shifted out.
  EXPECT_POISON(as::shli(d, val(8, 0x81), val(8, 1), nuw));
  EXPECT_VAL(as::shli(d, val(8, 0x41), val(8, 1), nuw), 0x82 - 256);
  // nsw: shifted-out bits must equal the result's sign bit.
  EXPECT_POISON(as::shli(d, val(8, 0x41), val(8, 1), nsw));
  EXPECT_VAL(as::shli(d, val(8, -1), val(8, 7), nsw), -128);
  EXPECT_POISON(as::shli(d, val(8, 1), val(8, 7), nsw));
  EXPECT_VAL(as::shli(d, val(8, 1), val(8, 7), nuw), -128);
  EXPECT_VAL(as::shli(d, val(33, 3), val(33, 30), nuw), int64_t(3) << 30);
  EXPECT_POISON(as::shli(d, val(33, 3), val(33, 31), nsw));
  // Width 1: a shift by 0 is the only one in range.
  EXPECT_VAL(as::shli(d, val(1, -1), val(1, 0), nsw), -1);
}

TEST(IntegerSemantics, MinMax) {
  D d;
  EXPECT_VAL(as::maxsi(d, val(8, -1), val(8, 1)), 1);
  EXPECT_VAL(as::maxui(d, val(8, -1), val(8, 1)), -1);
  EXPECT_VAL(as::minsi(d, val(8, -1), val(8, 1)), -1);
  EXPECT_VAL(as::minui(d, val(8, -1), val(8, 1)), 1);
  EXPECT_VAL(is::maxs(d, smin(7), smax(7)), 63);
  EXPECT_VAL(is::minu(d, smin(7), smax(7)), 63);
  EXPECT_VAL(as::maxsi(d, val(1, -1), val(1, 0)), 0);
  EXPECT_VAL(as::maxui(d, val(1, -1), val(1, 0)), -1);
}

//===----------------------------------------------------------------------===//
// Extended arithmetic, comparisons, select
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, ExtendedArithmetic) {
  D d;
  auto sum = as::addui_extended(d, val(8, -1), val(8, 2));
  EXPECT_VAL(sum.first, 1);
  EXPECT_VAL(sum.second, -1); // i1 true
  auto noCarry = as::addui_extended(d, val(8, 100), val(8, 100));
  EXPECT_VAL(noCarry.first, -56);
  EXPECT_VAL(noCarry.second, 0);
  auto s = as::mulsi_extended(d, val(8, -1), val(8, -1));
  EXPECT_VAL(s.first, 1);
  EXPECT_VAL(s.second, 0);
  auto u = as::mului_extended(d, val(8, -1), val(8, -1));
  EXPECT_VAL(u.first, 1);
  EXPECT_VAL(u.second, -2); // 0xfe
  auto s2 = as::mulsi_extended(d, smin(8), smin(8));
  EXPECT_VAL(s2.first, 0);
  EXPECT_VAL(s2.second, 64);
  // (2^128 - 1)^2 = 2^256 - 2^129 + 1: high = 2^128 - 2, low = 1.
  auto wide = as::mului_extended(d, umax(128), umax(128));
  EXPECT_BITS(wide.first, llvm::APInt(128, 1));
  EXPECT_BITS(wide.second, llvm::APInt::getAllOnes(128) - 1);
  auto one = as::mulsi_extended(d, val(1, -1), val(1, -1));
  EXPECT_VAL(one.first, -1);
  EXPECT_VAL(one.second, 0);
  auto p = as::mului_extended(d, poison(8), val(8, 0));
  EXPECT_POISON(p.first);
  EXPECT_POISON(p.second);
}

TEST(IntegerSemantics, Compare) {
  D d;
  struct Case {
    CmpIPredicate pred;
    bool expected; // for (-1, 1)
  };
  const Case cases[] = {
      {CmpIPredicate::eq, false},  {CmpIPredicate::ne, true},
      {CmpIPredicate::slt, true},  {CmpIPredicate::sle, true},
      {CmpIPredicate::sgt, false}, {CmpIPredicate::sge, false},
      {CmpIPredicate::ult, false}, {CmpIPredicate::ule, false},
      {CmpIPredicate::ugt, true},  {CmpIPredicate::uge, true},
  };
  for (const Case &c : cases) {
    for (unsigned w : {2u, 7u, 128u}) {
      Int r = as::cmpi(d, c.pred, val(w, -1), val(w, 1));
      EXPECT_EQ(r.bits.getBitWidth(), 1u);
      EXPECT_VAL(r, c.expected ? -1 : 0);
      EXPECT_VAL(is::cmp(d, c.pred, val(w, -1), val(w, 1)),
                 c.expected ? -1 : 0);
    }
  }
  // Width 1: 1 is -1 signed, 1 unsigned.
  EXPECT_VAL(as::cmpi(d, CmpIPredicate::slt, val(1, 1), val(1, 0)), -1);
  EXPECT_VAL(as::cmpi(d, CmpIPredicate::ult, val(1, 1), val(1, 0)), 0);
}

TEST(IntegerSemantics, SelectPoisonOnlyFromChosenOperand) {
  D d;
  Int t = val(1, 1), f = val(1, 0);
  EXPECT_VAL(as::select(d, t, val(8, 5), poison(8)), 5);
  EXPECT_VAL(as::select(d, f, poison(8), val(8, 6)), 6);
  EXPECT_POISON(as::select(d, t, poison(8), val(8, 6)));
  EXPECT_POISON(as::select(d, f, val(8, 5), poison(8)));
  EXPECT_POISON(as::select(d, poison(1), val(8, 5), val(8, 5)));
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, Casts) {
  D d;
  EXPECT_VAL(as::extsi(d, val(7, -1), 33), -1);
  EXPECT_VAL(as::extui(d, val(7, -1), 33), 127);
  EXPECT_VAL(as::extsi(d, val(1, 1), 8), -1);
  EXPECT_VAL(as::extui(d, val(1, 1), 8), 1);
  EXPECT_VAL(as::trunci(d, val(33, 0x1ffffff80), 7), 0);
  EXPECT_VAL(as::trunci(d, val(33, 0x1ffffffc3), 7), 0x43);
  EXPECT_BITS(as::extsi(d, smin(64), 128),
              llvm::APInt::getSignedMinValue(64).sext(128));
  // index_cast sign-extends or truncates; index_castui zero-extends.
  EXPECT_VAL(as::index_cast(d, val(32, -5), 64), -5);
  EXPECT_VAL(as::index_castui(d, val(32, -5), 64), 0xfffffffb);
  EXPECT_VAL(as::index_cast(d, val(64, 0x100000005), 32), 5);
  EXPECT_VAL(as::index_cast(d, val(64, 7), 64), 7);
  EXPECT_VAL(is::casts(d, val(8, -2), 64), -2);
  EXPECT_VAL(is::castu(d, val(8, -2), 64), 254);
  EXPECT_VAL(is::casts(d, val(64, -2), 1), 0);
  EXPECT_VAL(as::bitcast(d, val(8, 3)), 3);
}

TEST(IntegerSemantics, IndexConstants) {
  D d;
  EXPECT_VAL(is::sizeof_(d), 64);
  EXPECT_EQ(is::sizeof_(d).bits.getBitWidth(), 64u);
  EXPECT_VAL(is::sizeof_(d, 32), 32);
  EXPECT_VAL(is::bool_constant(d, true), -1);
  EXPECT_VAL(is::constant(d, llvm::APInt(64, 42)), 42);
  EXPECT_VAL(as::constant(d, llvm::APInt(7, 5)), 5);
}

//===----------------------------------------------------------------------===//
// math integer ops
//===----------------------------------------------------------------------===//

TEST(IntegerSemantics, MathCounts) {
  D d;
  EXPECT_VAL(ms::ctlz(d, val(8, 0)), 8);
  EXPECT_VAL(ms::ctlz(d, val(8, 1)), 7);
  EXPECT_VAL(ms::ctlz(d, val(8, -1)), 0);
  EXPECT_VAL(ms::cttz(d, val(8, 0)), 8);
  EXPECT_VAL(ms::cttz(d, val(8, 4)), 2);
  EXPECT_VAL(ms::ctpop(d, val(8, -1)), 8);
  EXPECT_VAL(ms::ctlz(d, val(1, 0)), 1);
  EXPECT_VAL(ms::ctlz(d, val(1, 1)), 0);
  EXPECT_VAL(ms::ctpop(d, val(1, 1)), -1); // 1 in one bit
  EXPECT_VAL(ms::ctlz(d, val(33, 1)), 32);
  EXPECT_VAL(ms::cttz(d, smin(33)), 32);
  EXPECT_VAL(ms::ctpop(d, umax(128)), 128);
  EXPECT_VAL(ms::ctlz(d, val(128, 0)), 128);
  EXPECT_VAL(ms::cttz(d, smin(128)), 127);
}

TEST(IntegerSemantics, MathAbsi) {
  D d;
  EXPECT_VAL(ms::absi(d, val(8, -5)), 5);
  EXPECT_VAL(ms::absi(d, val(8, 5)), 5);
  // |MIN| wraps to MIN and is not poison.
  EXPECT_VAL(ms::absi(d, smin(8)), -128);
  EXPECT_VAL(ms::absi(d, val(1, -1)), -1);
  EXPECT_BITS(ms::absi(d, val(128, -3)), llvm::APInt(128, 3));
}

TEST(IntegerSemantics, MathIpowi) {
  D d;
  EXPECT_VAL(ms::ipowi(d, val(32, 3), val(32, 4)), 81);
  EXPECT_VAL(ms::ipowi(d, val(32, 3), val(32, 0)), 1);
  EXPECT_VAL(ms::ipowi(d, val(32, 0), val(32, 0)), 1);
  EXPECT_VAL(ms::ipowi(d, val(8, 2), val(8, 8)), 0); // wraps
  EXPECT_VAL(ms::ipowi(d, val(8, 3), val(8, 5)), 243 - 256);
  EXPECT_VAL(ms::ipowi(d, val(8, -2), val(8, 3)), -8);
  // Negative powers: the integer part of 1 / base^|power|.
  EXPECT_VAL(ms::ipowi(d, val(8, 1), val(8, -5)), 1);
  EXPECT_VAL(ms::ipowi(d, val(8, -1), val(8, -3)), -1);
  EXPECT_VAL(ms::ipowi(d, val(8, -1), val(8, -4)), 1);
  EXPECT_VAL(ms::ipowi(d, val(8, 2), val(8, -1)), 0);
  EXPECT_POISON(ms::ipowi(d, val(8, 0), val(8, -1)));
  EXPECT_FALSE(d.hasUB());
  // Width 128 and width 1.
  EXPECT_BITS(ms::ipowi(d, val(128, 2), val(128, 127)),
              llvm::APInt::getSignedMinValue(128));
  EXPECT_VAL(ms::ipowi(d, val(1, 1), val(1, 0)), -1);
}

} // namespace
