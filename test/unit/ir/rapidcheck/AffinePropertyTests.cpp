//===- AffinePropertyTests.cpp - Print fixed points of affine maps --------===//
//
// The printed form of an affine map must read back to a map that prints the
// same: the simplified form the builder makes is the canonical one, so
// print(parse(print(m))) == print(m) for every map, whether it was built
// through AffineExpr's operators or parsed from arbitrary text (random
// parenthesization, subtraction, negation, products, divisions). Maps read
// from text are also evaluated at random points, unsimplified as written and
// simplified before and after the round trip, so a simplification that
// changes the value is caught too.
//
//===----------------------------------------------------------------------===//
#include "test/unit/ir/rapidcheck/Generators.h"

#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/parser/Parser.h"
#include "llvm/ADT/SmallVector.h"
#include <gtest/gtest.h>
#include <limits>
#include <rapidcheck/gtest.h>

using namespace assay;
using namespace assay::proptest;

namespace {

/// An integer in [lo, hi] (both inclusive).
int pickInt(int lo, int hi) { return *rc::gen::inRange(lo, hi + 1); }

/// `d3`, `s0`: a dimension or symbol identifier.
std::string identifier(char kind, int position) {
  std::string name(1, kind);
  name += std::to_string(position);
  return name;
}

/// A random affine expression as text, and the same expression built node
/// for node without simplification (subtraction as x + y * -1, negation as
/// x * -1): what the text means before the parser simplifies it.
struct ExprText {
  std::string text;
  AffineExpr raw;
};

/// Draws an expression over d0..d<numDims-1> and s0..s<numSymbols-1>.
/// Products take a symbolic or constant right side and divisions a positive
/// constant or a symbol, so the text is always affine.
ExprText pickExprText(Context *ctx, unsigned numDims, unsigned numSymbols,
                      unsigned depth, bool symbolicOnly) {
  auto leaf = [&]() -> ExprText {
    int kind = pickInt(0, 2);
    if (kind == 0 && numDims && !symbolicOnly) {
      int i = pickInt(0, numDims - 1);
      return {identifier('d', i), getAffineDimExpr(i, ctx)};
    }
    if (kind <= 1 && numSymbols) {
      int i = pickInt(0, numSymbols - 1);
      return {identifier('s', i), getAffineSymbolExpr(i, ctx)};
    }
    // Now and then an extreme constant, whose sums and products wrap.
    switch (pickInt(0, 15)) {
    case 0:
      return {"9223372036854775807",
              getAffineConstantExpr(std::numeric_limits<int64_t>::max(), ctx)};
    case 1:
      return {"(-9223372036854775808)",
              getAffineConstantExpr(std::numeric_limits<int64_t>::min(), ctx)};
    default: {
      int c = pickInt(0, 9);
      return {std::to_string(c), getAffineConstantExpr(c, ctx)};
    }
    }
  };
  if (depth == 0)
    return leaf();
  auto sub = [&](bool onlySymbols) {
    return pickExprText(ctx, numDims, numSymbols, depth - 1,
                        symbolicOnly || onlySymbols);
  };
  auto raw = [&](AffineExprKind kind, AffineExpr lhs, AffineExpr rhs) {
    return getAffineBinaryOpExpr(kind, lhs, rhs);
  };
  AffineExpr minusOne = getAffineConstantExpr(-1, ctx);
  switch (pickInt(0, 7)) {
  case 0:
    return leaf();
  case 1: {
    ExprText lhs = sub(false), rhs = sub(false);
    return {lhs.text + " + " + rhs.text,
            raw(AffineExprKind::Add, lhs.raw, rhs.raw)};
  }
  case 2: {
    // The right side is parenthesized: `a - b + c` is (a - b) + c.
    ExprText lhs = sub(false), rhs = sub(false);
    return {lhs.text + " - (" + rhs.text + ")",
            raw(AffineExprKind::Add, lhs.raw,
                raw(AffineExprKind::Mul, rhs.raw, minusOne))};
  }
  case 3: {
    ExprText inner = sub(false);
    return {"(" + inner.text + ")", inner.raw};
  }
  case 4: {
    ExprText inner = sub(false);
    return {"-(" + inner.text + ")",
            raw(AffineExprKind::Mul, inner.raw, minusOne)};
  }
  case 5: {
    ExprText lhs = sub(false), rhs = sub(true);
    return {"(" + lhs.text + ") * (" + rhs.text + ")",
            raw(AffineExprKind::Mul, lhs.raw, rhs.raw)};
  }
  default: {
    static const char *const spellings[] = {" floordiv ", " ceildiv ", " mod "};
    static const AffineExprKind kinds[] = {
        AffineExprKind::FloorDiv, AffineExprKind::CeilDiv, AffineExprKind::Mod};
    ExprText divisor;
    if (numSymbols && pickInt(0, 3) == 0) {
      int i = pickInt(0, numSymbols - 1);
      divisor = {identifier('s', i), getAffineSymbolExpr(i, ctx)};
    } else {
      int c = pickInt(1, 6);
      divisor = {std::to_string(c), getAffineConstantExpr(c, ctx)};
    }
    ExprText lhs = sub(false);
    int op = pickInt(0, 2);
    return {"(" + lhs.text + ")" + spellings[op] + divisor.text,
            raw(kinds[op], lhs.raw, divisor.raw)};
  }
  }
}

/// floor(a / b) for b > 0, exactly.
__int128 floorDiv(__int128 a, __int128 b) {
  return a / b - (a % b < 0 ? 1 : 0);
}

/// The value of `e` at `dims` and `symbols` (symbols positive, so that they
/// divide) in exact arithmetic; nullopt for a division by a non-positive
/// value or when a value leaves int64_t (where the simplifier's wrapping
/// arithmetic and exact arithmetic part ways). Recursion is bounded by the
/// generator's depth.
std::optional<int64_t> evaluate(AffineExpr e, llvm::ArrayRef<int64_t> dims,
                                llvm::ArrayRef<int64_t> symbols) {
  if (auto d = llvm::dyn_cast<AffineDimExpr>(e))
    return dims[d.getPosition()];
  if (auto s = llvm::dyn_cast<AffineSymbolExpr>(e))
    return symbols[s.getPosition()];
  if (auto c = llvm::dyn_cast<AffineConstantExpr>(e))
    return c.getValue();
  auto bin = llvm::cast<AffineBinaryOpExpr>(e);
  std::optional<int64_t> lhs = evaluate(bin.getLHS(), dims, symbols);
  std::optional<int64_t> rhs = evaluate(bin.getRHS(), dims, symbols);
  if (!lhs || !rhs)
    return std::nullopt;
  __int128 a = *lhs, b = *rhs, result = 0;
  switch (bin.getKind()) {
  case AffineExprKind::Add:
    result = a + b;
    break;
  case AffineExprKind::Mul:
    result = a * b;
    break;
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod:
    if (b <= 0)
      return std::nullopt;
    if (bin.getKind() == AffineExprKind::FloorDiv)
      result = floorDiv(a, b);
    else if (bin.getKind() == AffineExprKind::CeilDiv)
      result = -floorDiv(-a, b);
    else
      result = a - floorDiv(a, b) * b;
    break;
  default:
    return std::nullopt;
  }
  if (result < std::numeric_limits<int64_t>::min() ||
      result > std::numeric_limits<int64_t>::max())
    return std::nullopt;
  return int64_t(result);
}

/// Prints `map` as an attribute, parses it back and prints it again; fails
/// the property unless both prints agree. Returns the reparsed map.
AffineMap checkFixedPoint(Context *ctx, AffineMap map,
                          const std::string &source = "") {
  std::string first = printToString(AffineMapAttr::get(map));
  std::string from = source.empty() ? "" : " (from " + source + ")";
  Attribute reparsed = parseAttribute(first, ctx);
  if (!reparsed)
    RC_FAIL("printed map does not parse: " + first + from);
  std::string second = printToString(reparsed);
  if (second != first)
    RC_FAIL("map print is not a fixed point: " + first + " -> " + second +
            from);
  return llvm::cast<AffineMapAttr>(reparsed).getValue();
}

} // namespace

RC_GTEST_PROP(AffineRoundTrip, BuiltMapPrintIsFixedPoint, ()) {
  Context ctx;
  unsigned numDims = pickInt(0, 3), numSymbols = pickInt(0, 2);
  llvm::SmallVector<AffineExpr> results;
  for (int i = 0, e = pickInt(1, 3); i < e; ++i)
    results.push_back(pickAffineExpr(&ctx, numDims, numSymbols, 3));
  checkFixedPoint(&ctx, AffineMap::get(numDims, numSymbols, results, &ctx));
}

RC_GTEST_PROP(AffineRoundTrip, ParsedMapPrintIsFixedPointAndKeepsValues, ()) {
  Context ctx;
  unsigned numDims = pickInt(1, 3), numSymbols = pickInt(0, 2);
  std::string text = "affine_map<(";
  for (unsigned i = 0; i < numDims; ++i)
    text += (i ? ", " : "") + identifier('d', i);
  text += ")";
  if (numSymbols) {
    text += "[";
    for (unsigned i = 0; i < numSymbols; ++i)
      text += (i ? ", " : "") + identifier('s', i);
    text += "]";
  }
  ExprText expr = pickExprText(&ctx, numDims, numSymbols, 4, false);
  text += " -> (" + expr.text + ")>";
  Attribute parsed = parseAttribute(text, &ctx);
  if (!parsed)
    RC_FAIL("generated map does not parse: " + text);
  AffineMap map = llvm::cast<AffineMapAttr>(parsed).getValue();
  AffineMap reparsed = checkFixedPoint(&ctx, map, text);

  for (int point = 0; point < 4; ++point) {
    llvm::SmallVector<int64_t, 3> dims, symbols;
    for (unsigned i = 0; i < numDims; ++i)
      dims.push_back(pickInt(-20, 20));
    for (unsigned i = 0; i < numSymbols; ++i)
      symbols.push_back(pickInt(1, 7));
    std::optional<int64_t> meant = evaluate(expr.raw, dims, symbols);
    if (!meant)
      continue;
    for (AffineMap m : {map, reparsed}) {
      std::optional<int64_t> value = evaluate(m.getResult(0), dims, symbols);
      if (value && *value != *meant)
        RC_FAIL("simplification changed the value of " + text + " (as " +
                printToString(AffineMapAttr::get(m)) + "): " +
                std::to_string(*meant) + " -> " + std::to_string(*value));
    }
  }
}
