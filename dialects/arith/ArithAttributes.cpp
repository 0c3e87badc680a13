//===- ArithAttributes.cpp - The attributes of the arith dialect ----------===//
//
// Storage, getters and the textual form of `#arith.fastmath<...>` and
// `#arith.overflow<...>`, and the keyword tables of the arith enumerations.
// Flag sets print their flags in a fixed order whatever order they were
// written in (`overflow<nuw, nsw>` prints `overflow<nsw, nuw>`), and a
// fastmath set holding every flag prints as `fast`.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithAttributes.h"

#include "ir/AsmParser.h"
#include "ir/Context.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::arith;

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

namespace assay::arith::detail {
/// A flag set: one 32-bit word.
struct FlagsAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = uint32_t;
  explicit FlagsAttrStorage(uint32_t value) : value(value) {}
  bool operator==(const KeyTy &key) const { return key == value; }
  static FlagsAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<FlagsAttrStorage>()) FlagsAttrStorage(key);
  }
  uint32_t value;
};
} // namespace assay::arith::detail

FastMathFlagsAttr FastMathFlagsAttr::get(Context *ctx, FastMathFlags flags) {
  return Base::get(ctx, uint32_t(flags));
}

FastMathFlags FastMathFlagsAttr::getValue() const {
  return FastMathFlags(getImpl()->value);
}

IntegerOverflowFlagsAttr
IntegerOverflowFlagsAttr::get(Context *ctx, IntegerOverflowFlags flags) {
  return Base::get(ctx, uint32_t(flags));
}

IntegerOverflowFlags IntegerOverflowFlagsAttr::getValue() const {
  return IntegerOverflowFlags(getImpl()->value);
}

//===----------------------------------------------------------------------===//
// Keyword tables
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kCmpIKeywords[] = {
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
static constexpr llvm::StringLiteral kCmpFKeywords[] = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
static constexpr llvm::StringLiteral kRoundingKeywords[] = {
    "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"};

/// The keyword of enumerator `value` in `table`, or empty.
template <size_t N>
static llvm::StringRef lookupKeyword(const llvm::StringLiteral (&table)[N],
                                     uint64_t value) {
  return value < N ? llvm::StringRef(table[value]) : llvm::StringRef();
}

/// The enumerator spelled `keyword` in `table`, if any.
template <class EnumT, size_t N>
static std::optional<EnumT>
lookupEnumerator(const llvm::StringLiteral (&table)[N],
                 llvm::StringRef keyword) {
  for (size_t i = 0; i < N; ++i)
    if (table[i] == keyword)
      return EnumT(i);
  return std::nullopt;
}

llvm::StringRef arith::stringifyCmpIPredicate(CmpIPredicate predicate) {
  return lookupKeyword(kCmpIKeywords, uint64_t(predicate));
}
llvm::StringRef arith::stringifyCmpFPredicate(CmpFPredicate predicate) {
  return lookupKeyword(kCmpFKeywords, uint64_t(predicate));
}
llvm::StringRef arith::stringifyRoundingMode(RoundingMode mode) {
  return lookupKeyword(kRoundingKeywords, uint64_t(mode));
}
std::optional<CmpIPredicate>
arith::symbolizeCmpIPredicate(llvm::StringRef keyword) {
  return lookupEnumerator<CmpIPredicate>(kCmpIKeywords, keyword);
}
std::optional<CmpFPredicate>
arith::symbolizeCmpFPredicate(llvm::StringRef keyword) {
  return lookupEnumerator<CmpFPredicate>(kCmpFKeywords, keyword);
}
std::optional<RoundingMode>
arith::symbolizeRoundingMode(llvm::StringRef keyword) {
  return lookupEnumerator<RoundingMode>(kRoundingKeywords, keyword);
}

//===----------------------------------------------------------------------===//
// Flag sets
//===----------------------------------------------------------------------===//

/// A named bit of a flag set.
struct FlagName {
  llvm::StringLiteral name;
  uint32_t bit;
};

/// The fastmath flags in printing order; `none` and `fast` are the empty and
/// the full set.
static constexpr FlagName kFastMathNames[] = {
    {"reassoc", 1}, {"nnan", 2},      {"ninf", 4}, {"nsz", 8},
    {"arcp", 16},   {"contract", 32}, {"afn", 64}};
static constexpr FlagName kOverflowNames[] = {{"nsw", 1}, {"nuw", 2}};

/// Prints `none`, `all` (when given and every bit is set) or the set
/// flags joined by `separator`.
template <size_t N>
static void printFlags(llvm::raw_ostream &os, uint32_t value,
                       const FlagName (&names)[N], llvm::StringRef all,
                       llvm::StringRef separator) {
  if (value == 0) {
    os << "none";
    return;
  }
  uint32_t full = 0;
  for (const FlagName &flag : names)
    full |= flag.bit;
  if (!all.empty() && (value & full) == full) {
    os << all;
    return;
  }
  bool first = true;
  for (const FlagName &flag : names) {
    if (!(value & flag.bit))
      continue;
    if (!first)
      os << separator;
    first = false;
    os << flag.name;
  }
}

/// Parses `<flag, flag...>`: `what` names the enumeration and `attrName`
/// the attribute in the messages (worded as mlir-opt words them).
template <size_t N>
static ParseResult parseFlags(AsmParser &parser, uint32_t &value,
                              const FlagName (&names)[N], llvm::StringRef all,
                              llvm::StringRef what, llvm::StringRef attrName) {
  value = 0;
  if (parser.parseLess())
    return failure();
  auto fail = [&]() {
    parser.emitError(parser.getCurrentLocation())
        << "failed to parse " << attrName
        << " parameter 'value' which is to be a `" << what << "`";
    return failure();
  };
  auto parseOne = [&]() -> ParseResult {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef keyword;
    if (parser.parseOptionalKeyword(&keyword))
      return parser.emitError(loc, "expected valid keyword");
    if (keyword == "none")
      return success();
    if (!all.empty() && keyword == all) {
      for (const FlagName &flag : names)
        value |= flag.bit;
      return success();
    }
    for (const FlagName &flag : names) {
      if (flag.name == keyword) {
        value |= flag.bit;
        return success();
      }
    }
    InFlightDiagnostic diag = parser.emitError(loc);
    diag << "expected " << what << " to be one of: none";
    for (const FlagName &flag : names)
      diag << ", " << flag.name;
    if (!all.empty())
      diag << ", " << all;
    return failure();
  };
  do {
    if (parseOne())
      return fail();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseGreater();
}

void arith::printFastMathFlags(llvm::raw_ostream &os, FastMathFlags flags) {
  printFlags(os, uint32_t(flags), kFastMathNames, "fast", ",");
}

void arith::printIntegerOverflowFlags(llvm::raw_ostream &os,
                                      IntegerOverflowFlags flags) {
  printFlags(os, uint32_t(flags), kOverflowNames, "", ", ");
}

ParseResult arith::parseFastMathFlags(AsmParser &parser, FastMathFlags &flags) {
  uint32_t value;
  if (parseFlags(parser, value, kFastMathNames, "fast",
                 "::mlir::arith::FastMathFlags", "Arith_FastMathAttr"))
    return failure();
  flags = FastMathFlags(value);
  return success();
}

ParseResult arith::parseIntegerOverflowFlags(AsmParser &parser,
                                             IntegerOverflowFlags &flags) {
  uint32_t value;
  if (parseFlags(parser, value, kOverflowNames, "",
                 "::mlir::arith::IntegerOverflowFlags",
                 "Arith_IntegerOverflowAttr"))
    return failure();
  flags = IntegerOverflowFlags(value);
  return success();
}

//===----------------------------------------------------------------------===//
// Dialect hooks
//===----------------------------------------------------------------------===//

Attribute arith::parseArithAttribute(DialectAsmParser &parser, Type type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef mnemonic;
  if (parser.parseKeyword(&mnemonic))
    return {};
  Context *ctx = parser.getContext();
  if (mnemonic == "fastmath") {
    FastMathFlags flags;
    if (parseFastMathFlags(parser, flags))
      return {};
    return FastMathFlagsAttr::get(ctx, flags);
  }
  if (mnemonic == "overflow") {
    IntegerOverflowFlags flags;
    if (parseIntegerOverflowFlags(parser, flags))
      return {};
    return IntegerOverflowFlagsAttr::get(ctx, flags);
  }
  parser.emitError(loc) << "unknown attribute `" << mnemonic
                        << "` in dialect `arith`";
  return {};
}

void arith::printArithAttribute(Attribute attr, llvm::raw_ostream &os) {
  if (auto fastMath = llvm::dyn_cast<FastMathFlagsAttr>(attr)) {
    os << "fastmath<";
    printFastMathFlags(os, fastMath.getValue());
    os << '>';
    return;
  }
  if (auto overflow = llvm::dyn_cast<IntegerOverflowFlagsAttr>(attr)) {
    os << "overflow<";
    printIntegerOverflowFlags(os, overflow.getValue());
    os << '>';
    return;
  }
  llvm_unreachable("not an arith attribute");
}
