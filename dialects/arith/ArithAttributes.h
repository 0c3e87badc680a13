//===- ArithAttributes.h - The attributes of the arith dialect --*- C++ -*-===//
//
// `#arith.fastmath<...>` and `#arith.overflow<...>`: bit sets of flags whose
// getValue() returns the enumerations of ArithEnums.h, so that semantics, the
// interpreter and the SMT encoding read them without parsing anything. Also
// the keyword spellings of the enumerations that arith ops print in custom
// form (`slt`, `oeq`, `to_nearest_even`).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHATTRIBUTES_H
#define ASSAY_DIALECTS_ARITH_ARITHATTRIBUTES_H

#include "dialects/arith/ArithEnums.h"
#include "ir/Attributes.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay {
class AsmParser;
class DialectAsmParser;

namespace arith {
namespace detail {
struct FlagsAttrStorage;
} // namespace detail

/// `#arith.fastmath<nnan,ninf>`, `#arith.fastmath<none>`,
/// `#arith.fastmath<fast>`.
class FastMathFlagsAttr
    : public AttrBase<FastMathFlagsAttr, Attribute, detail::FlagsAttrStorage> {
public:
  using Base::Base;
  /// The unique attribute holding `flags`.
  static FastMathFlagsAttr get(Context *ctx, FastMathFlags flags);
  /// The flag set.
  FastMathFlags getValue() const;
};

/// `#arith.overflow<nsw, nuw>`, `#arith.overflow<none>`.
class IntegerOverflowFlagsAttr
    : public AttrBase<IntegerOverflowFlagsAttr, Attribute,
                      detail::FlagsAttrStorage> {
public:
  using Base::Base;
  /// The unique attribute holding `flags`.
  static IntegerOverflowFlagsAttr get(Context *ctx, IntegerOverflowFlags flags);
  /// The flag set.
  IntegerOverflowFlags getValue() const;
};

//===----------------------------------------------------------------------===//
// Keyword spellings
//===----------------------------------------------------------------------===//

/// `eq`, `slt`, ...; empty for a value outside the enumeration.
llvm::StringRef stringifyCmpIPredicate(CmpIPredicate predicate);
/// `false`, `oeq`, ..., `true`; empty for a value outside the enumeration.
llvm::StringRef stringifyCmpFPredicate(CmpFPredicate predicate);
/// `to_nearest_even`, ...; empty for a value outside the enumeration.
llvm::StringRef stringifyRoundingMode(RoundingMode mode);
/// The predicate spelled `keyword`, if any.
std::optional<CmpIPredicate> symbolizeCmpIPredicate(llvm::StringRef keyword);
std::optional<CmpFPredicate> symbolizeCmpFPredicate(llvm::StringRef keyword);
std::optional<RoundingMode> symbolizeRoundingMode(llvm::StringRef keyword);

/// Prints a flag set as it appears inside `fastmath<...>`: `none`, `fast`
/// or the set flags joined by `,`.
void printFastMathFlags(llvm::raw_ostream &os, FastMathFlags flags);
/// Prints a flag set as it appears inside `overflow<...>`: `none` or the
/// set flags joined by `, `.
void printIntegerOverflowFlags(llvm::raw_ostream &os,
                               IntegerOverflowFlags flags);
/// Parses `<flag, ...>` of a fastmath attribute (at `<`).
ParseResult parseFastMathFlags(AsmParser &parser, FastMathFlags &flags);
/// Parses `<flag, ...>` of an overflow attribute (at `<`).
ParseResult parseIntegerOverflowFlags(AsmParser &parser,
                                      IntegerOverflowFlags &flags);

/// Parses the body of an `#arith....` attribute (the dialect hook).
Attribute parseArithAttribute(DialectAsmParser &parser, Type type);
/// Prints the body of an arith attribute (the dialect hook).
void printArithAttribute(Attribute attr, llvm::raw_ostream &os);

} // namespace arith
} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHATTRIBUTES_H
