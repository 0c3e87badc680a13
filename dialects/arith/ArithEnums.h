//===- ArithEnums.h - The enumerations of the arith dialect -----*- C++ -*-===//
//
// The predicates, flags and modes that arith ops carry, with the numbers the
// generic form stores (`predicate = 9 : i64`, `roundingmode = 1 : i32`). They
// sit apart from the op classes so that semantics, the interpreter and the
// SMT encoding can use them without the dialect's headers.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHENUMS_H
#define ASSAY_DIALECTS_ARITH_ARITHENUMS_H

#include <cstdint>

namespace assay {
namespace arith {

/// `arith.cmpi` predicates (also used by `index.cmp`).
enum class CmpIPredicate : uint64_t {
  eq = 0,
  ne = 1,
  slt = 2,
  sle = 3,
  sgt = 4,
  sge = 5,
  ult = 6,
  ule = 7,
  ugt = 8,
  uge = 9,
};

/// The predicate true exactly when `p` is false.
inline CmpIPredicate invertPredicate(CmpIPredicate p) {
  switch (p) {
  case CmpIPredicate::eq:
    return CmpIPredicate::ne;
  case CmpIPredicate::ne:
    return CmpIPredicate::eq;
  case CmpIPredicate::slt:
    return CmpIPredicate::sge;
  case CmpIPredicate::sle:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sgt:
    return CmpIPredicate::sle;
  case CmpIPredicate::sge:
    return CmpIPredicate::slt;
  case CmpIPredicate::ult:
    return CmpIPredicate::uge;
  case CmpIPredicate::ule:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ule;
  case CmpIPredicate::uge:
    return CmpIPredicate::ult;
  }
  return p;
}

/// `arith.cmpf` predicates: ordered (`o*`, false if either is NaN) and
/// unordered (`u*`, true if either is NaN).
enum class CmpFPredicate : uint64_t {
  AlwaysFalse = 0,
  OEQ = 1,
  OGT = 2,
  OGE = 3,
  OLT = 4,
  OLE = 5,
  ONE = 6,
  ORD = 7,
  UEQ = 8,
  UGT = 9,
  UGE = 10,
  ULT = 11,
  ULE = 12,
  UNE = 13,
  UNO = 14,
  AlwaysTrue = 15,
};

/// `#arith.overflow<nsw, nuw>`: a bit set.
enum class IntegerOverflowFlags : uint32_t {
  none = 0,
  nsw = 1,
  nuw = 2,
};

/// `#arith.fastmath<...>`: a bit set.
enum class FastMathFlags : uint32_t {
  none = 0,
  reassoc = 1,
  nnan = 2,
  ninf = 4,
  nsz = 8,
  arcp = 16,
  contract = 32,
  afn = 64,
  fast = 127,
};

/// `roundingmode` of arith.truncf and the int-to-float casts.
enum class RoundingMode : uint32_t {
  to_nearest_even = 0,
  downward = 1,
  upward = 2,
  toward_zero = 3,
  to_nearest_away = 4,
};

/// The `kind` of memref.atomic_rmw.
enum class AtomicRMWKind : uint64_t {
  addf = 0,
  addi = 1,
  assign = 2,
  maximumf = 3,
  maxs = 4,
  maxu = 5,
  minimumf = 6,
  mins = 7,
  minu = 8,
  mulf = 9,
  muli = 10,
  ori = 11,
  andi = 12,
  maxnumf = 13,
  minnumf = 14,
};

inline bool hasFlag(IntegerOverflowFlags set, IntegerOverflowFlags flag) {
  return (uint32_t(set) & uint32_t(flag)) != 0;
}
inline bool hasFlag(FastMathFlags set, FastMathFlags flag) {
  return (uint32_t(set) & uint32_t(flag)) == uint32_t(flag);
}

} // namespace arith
} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHENUMS_H
