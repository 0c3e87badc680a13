//===- AffineParser.cpp - Parsing affine maps, integer sets, strided ------===//
//
// The grammar of `affine_map<...>`, `affine_set<...>` and `strided<...>`:
//
//   map-or-set  ::= dim-list symbol-list? (`->` map-range | `:` set-body)
//   dim-list    ::= `(` (bare-id (`,` bare-id)*)? `)`
//   symbol-list ::= `[` (bare-id (`,` bare-id)*)? `]`
//   map-range   ::= `(` (expr (`,` expr)*)? `)`
//   set-body    ::= `(` (expr (`>=` | `<=` | `==`) expr (`,` ...)*)? `)`
//   expr        ::= term ((`+` | `-`) term)*
//   term        ::= operand ((`*` | `floordiv` | `ceildiv` | `mod`) operand)*
//   operand     ::= bare-id | integer | `-` operand | `(` expr `)`
//
// Identifiers are bound to d<i> and s<i> in order of appearance. Expressions
// are built through AffineExpr's simplifying operators, as mlir-opt does, so
// the parsed form prints as that tool prints it. Products need a constant or
// symbolic side and divisors must be constant or symbolic; errors are worded
// and placed as mlir-opt places them.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/AffineMap.h"
#include "ir/BuiltinTypes.h"
#include "ir/Diagnostics.h"
#include "ir/IntegerSet.h"
#include "llvm/ADT/StringMap.h"
#include <limits>

using namespace assay;

namespace {
/// The binary operators of affine expressions.
enum class AffineOp { None, Add, Sub, Mul, FloorDiv, CeilDiv, Mod };

/// Parses one inline affine map or integer set, owning the identifier
/// bindings of its dimension and symbol lists.
class AffineParser : public Parser {
public:
  explicit AffineParser(ParserState &state) : Parser(state) {}

  /// Parses a map (setting `map`) or a set (setting `set`).
  ParseResult parseAffineMapOrIntegerSetInline(AffineMap &map, IntegerSet &set);

private:
  ParseResult parseDimAndSymbolLists();
  ParseResult parseIdentifierDefinition(AffineExpr expr);
  ParseResult parseAffineMapRange(AffineMap &map);
  ParseResult parseIntegerSetConstraints(IntegerSet &set);
  ParseResult parseAffineConstraint(AffineExpr &expr, bool &isEq);

  AffineExpr parseAffineExpr();
  AffineExpr parseHighPrecChain(bool hasLhs);
  AffineExpr parseOperand(bool hasLhs);
  AffineExpr parseParenthesized();
  /// Builds `lhs op rhs`, reporting a non-affine combination at `opLoc`.
  AffineExpr combine(AffineOp op, AffineExpr lhs, AffineExpr rhs,
                     llvm::SMLoc opLoc);

  /// The operator at the current token, if it binds tightly.
  AffineOp getHighPrecOp() const;

  llvm::StringMap<AffineExpr> identifiers;
  unsigned numDims = 0;
  unsigned numSymbols = 0;
};
} // namespace

ParseResult AffineParser::parseIdentifierDefinition(AffineExpr expr) {
  if (getToken().isNot(Token::bare_identifier) && !isCurrentTokenAKeyword())
    return emitWrongTokenError("expected bare identifier");
  llvm::StringRef name = getTokenSpelling();
  if (!identifiers.try_emplace(name, expr).second)
    return emitError("redefinition of identifier '" + name + "'");
  consumeToken();
  return success();
}

ParseResult AffineParser::parseDimAndSymbolLists() {
  auto parseDim = [&]() -> ParseResult {
    return parseIdentifierDefinition(getAffineDimExpr(numDims++, getContext()));
  };
  if (parseCommaSeparatedList(Delimiter::Paren, parseDim,
                              " in dimensional identifier list"))
    return failure();
  auto parseSymbol = [&]() -> ParseResult {
    return parseIdentifierDefinition(
        getAffineSymbolExpr(numSymbols++, getContext()));
  };
  return parseCommaSeparatedList(Delimiter::OptionalSquare, parseSymbol,
                                 " in symbol list");
}

ParseResult AffineParser::parseAffineMapOrIntegerSetInline(AffineMap &map,
                                                           IntegerSet &set) {
  if (parseDimAndSymbolLists())
    return failure();
  if (consumeIf(Token::arrow))
    return parseAffineMapRange(map);
  if (consumeIf(Token::colon))
    return parseIntegerSetConstraints(set);
  return emitWrongTokenError("expected '->' or ':'");
}

ParseResult AffineParser::parseAffineMapRange(AffineMap &map) {
  llvm::SmallVector<AffineExpr, 4> results;
  auto parseResult = [&]() -> ParseResult {
    AffineExpr e = parseAffineExpr();
    if (!e)
      return failure();
    results.push_back(e);
    return success();
  };
  if (parseCommaSeparatedList(Delimiter::Paren, parseResult,
                              " in affine map range"))
    return failure();
  map = AffineMap::get(numDims, numSymbols, results, getContext());
  return success();
}

ParseResult AffineParser::parseAffineConstraint(AffineExpr &expr, bool &isEq) {
  AffineExpr lhs = parseAffineExpr();
  if (!lhs)
    return failure();
  // `>=`, `<=` and `==` arrive as two tokens each.
  enum { GE, LE, EQ, Bad } relation = Bad;
  if (consumeIf(Token::greater)) {
    if (consumeIf(Token::equal))
      relation = GE;
  } else if (consumeIf(Token::less)) {
    if (consumeIf(Token::equal))
      relation = LE;
  } else if (consumeIf(Token::equal)) {
    if (consumeIf(Token::equal))
      relation = EQ;
  }
  if (relation == Bad)
    return emitError(
        "expected '== affine-expr' or '>= affine-expr' at end of affine "
        "constraint");
  AffineExpr rhs = parseAffineExpr();
  if (!rhs)
    return failure();
  // Every constraint is normalized to `e >= 0` or `e == 0`.
  expr = relation == LE ? rhs - lhs : lhs - rhs;
  isEq = relation == EQ;
  return success();
}

ParseResult AffineParser::parseIntegerSetConstraints(IntegerSet &set) {
  llvm::SmallVector<AffineExpr, 4> constraints;
  llvm::SmallVector<bool, 4> eqFlags;
  auto parseConstraint = [&]() -> ParseResult {
    AffineExpr expr;
    bool isEq = false;
    if (parseAffineConstraint(expr, isEq))
      return failure();
    constraints.push_back(expr);
    eqFlags.push_back(isEq);
    return success();
  };
  if (parseCommaSeparatedList(Delimiter::Paren, parseConstraint,
                              " in integer set constraint list"))
    return failure();
  // A set without constraints holds everywhere: `0 == 0`.
  if (constraints.empty()) {
    constraints.push_back(getAffineConstantExpr(0, getContext()));
    eqFlags.push_back(true);
  }
  set = IntegerSet::get(numDims, numSymbols, constraints, eqFlags);
  return success();
}

AffineOp AffineParser::getHighPrecOp() const {
  switch (getToken().getKind()) {
  case Token::star:
    return AffineOp::Mul;
  case Token::kw_floordiv:
    return AffineOp::FloorDiv;
  case Token::kw_ceildiv:
    return AffineOp::CeilDiv;
  case Token::kw_mod:
    return AffineOp::Mod;
  default:
    return AffineOp::None;
  }
}

AffineExpr AffineParser::combine(AffineOp op, AffineExpr lhs, AffineExpr rhs,
                                 llvm::SMLoc opLoc) {
  const char *divName = nullptr;
  switch (op) {
  case AffineOp::Add:
    return lhs + rhs;
  case AffineOp::Sub:
    return lhs - rhs;
  case AffineOp::Mul:
    if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
      emitError(opLoc, "non-affine expression: at least one of the multiply "
                       "operands has to be either a constant or symbolic");
      return {};
    }
    return lhs * rhs;
  case AffineOp::FloorDiv:
    divName = "floordiv";
    break;
  case AffineOp::CeilDiv:
    divName = "ceildiv";
    break;
  case AffineOp::Mod:
    divName = "mod";
    break;
  case AffineOp::None:
    llvm_unreachable("no operator");
  }
  if (!rhs.isSymbolicOrConstant()) {
    emitError(opLoc, llvm::Twine("non-affine expression: right operand of ") +
                         divName + " has to be either a constant or symbolic");
    return {};
  }
  if (op == AffineOp::FloorDiv)
    return lhs.floorDiv(rhs);
  if (op == AffineOp::CeilDiv)
    return lhs.ceilDiv(rhs);
  return lhs % rhs;
}

AffineExpr AffineParser::parseAffineExpr() {
  AffineExpr lhs = parseHighPrecChain(/*hasLhs=*/false);
  while (lhs) {
    AffineOp op = getToken().is(Token::plus)    ? AffineOp::Add
                  : getToken().is(Token::minus) ? AffineOp::Sub
                                                : AffineOp::None;
    if (op == AffineOp::None)
      return lhs;
    llvm::SMLoc opLoc = getToken().getLoc();
    consumeToken();
    AffineExpr rhs = parseHighPrecChain(/*hasLhs=*/true);
    if (!rhs)
      return {};
    lhs = combine(op, lhs, rhs, opLoc);
  }
  return {};
}

AffineExpr AffineParser::parseHighPrecChain(bool hasLhs) {
  AffineExpr lhs = parseOperand(hasLhs);
  while (lhs) {
    AffineOp op = getHighPrecOp();
    if (op == AffineOp::None)
      return lhs;
    llvm::SMLoc opLoc = getToken().getLoc();
    consumeToken();
    AffineExpr rhs = parseOperand(/*hasLhs=*/true);
    if (!rhs)
      return {};
    // A non-affine combination is reported at the next operator of the
    // chain when there is one, as mlir-opt does.
    if (getHighPrecOp() != AffineOp::None)
      opLoc = getToken().getLoc();
    lhs = combine(op, lhs, rhs, opLoc);
  }
  return {};
}

AffineExpr AffineParser::parseParenthesized() {
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return {};
  consumeToken(Token::l_paren);
  if (getToken().is(Token::r_paren)) {
    emitError("no expression inside parentheses");
    return {};
  }
  AffineExpr e = parseAffineExpr();
  if (!e || parseToken(Token::r_paren, "expected ')'"))
    return {};
  return e;
}

AffineExpr AffineParser::parseOperand(bool hasLhs) {
  switch (getToken().getKind()) {
  case Token::integer: {
    std::optional<uint64_t> value = getToken().getUInt64IntegerValue();
    if (!value || *value > uint64_t(std::numeric_limits<int64_t>::max())) {
      emitError("constant too large for index");
      return {};
    }
    consumeToken();
    return getAffineConstantExpr(int64_t(*value), getContext());
  }
  case Token::l_paren:
    return parseParenthesized();
  case Token::minus: {
    // Negation binds tighter than every binary operator.
    NestingGuard guard(*this);
    if (guard.tooDeep())
      return {};
    consumeToken();
    // `-9223372036854775808` is INT64_MIN, whose magnitude alone is no
    // index: read it whole, so that the printed form of every constant
    // (`d0 - -9223372036854775808` for d0 + INT64_MIN) reads back.
    if (getToken().is(Token::integer) &&
        getToken().getUInt64IntegerValue() ==
            uint64_t(std::numeric_limits<int64_t>::max()) + 1) {
      consumeToken();
      return getAffineConstantExpr(std::numeric_limits<int64_t>::min(),
                                   getContext());
    }
    AffineExpr operand = parseOperand(hasLhs);
    if (!operand) {
      emitError("missing operand of negation");
      return {};
    }
    return -operand;
  }
  case Token::plus:
  case Token::star:
    emitError(hasLhs ? "missing right operand of binary operator"
                     : "missing left operand of binary operator");
    return {};
  default:
    break;
  }
  if (getToken().is(Token::bare_identifier) || isCurrentTokenAKeyword()) {
    auto it = identifiers.find(getTokenSpelling());
    if (it == identifiers.end()) {
      emitError("use of undeclared identifier");
      return {};
    }
    consumeToken();
    return it->second;
  }
  emitError(hasLhs ? "missing right operand of binary operator"
                   : "expected affine expression");
  return {};
}

//===----------------------------------------------------------------------===//
// Parser entry points
//===----------------------------------------------------------------------===//

Attribute Parser::parseAffineMapAttr() {
  consumeToken(Token::kw_affine_map);
  if (parseToken(Token::less, "expected '<' in affine map"))
    return {};
  llvm::SMLoc loc = getToken().getLoc();
  AffineMap map;
  IntegerSet set;
  if (AffineParser(state).parseAffineMapOrIntegerSetInline(map, set))
    return {};
  if (!map) {
    emitError(loc, "expected AffineMap, but got IntegerSet");
    return {};
  }
  if (parseToken(Token::greater, "expected '>' in affine map"))
    return {};
  return AffineMapAttr::get(map);
}

ParseResult Parser::parseAffineMapInline(AffineMap &map) {
  llvm::SMLoc loc = getToken().getLoc();
  IntegerSet set;
  if (AffineParser(state).parseAffineMapOrIntegerSetInline(map, set))
    return failure();
  if (!map)
    return emitError(loc, "expected AffineMap, but got IntegerSet");
  return success();
}

Attribute Parser::parseIntegerSetAttr() {
  consumeToken(Token::kw_affine_set);
  if (parseToken(Token::less, "expected '<' in integer set"))
    return {};
  llvm::SMLoc loc = getToken().getLoc();
  AffineMap map;
  IntegerSet set;
  if (AffineParser(state).parseAffineMapOrIntegerSetInline(map, set))
    return {};
  if (!set) {
    emitError(loc, "expected IntegerSet, but got AffineMap");
    return {};
  }
  if (parseToken(Token::greater, "expected '>' in integer set"))
    return {};
  return IntegerSetAttr::get(set);
}

Attribute Parser::parseStridedLayoutAttr() {
  llvm::SMLoc keywordLoc = getToken().getLoc();
  consumeToken(Token::kw_strided);
  if (parseToken(Token::less, "expected '<' after 'strided'") ||
      parseToken(Token::l_square, "expected '['"))
    return {};

  // A stride or the offset: `?` or a signed 64-bit integer.
  auto parseValue = [&](int64_t &value) -> ParseResult {
    if (consumeIf(Token::question)) {
      value = ShapedType::kDynamic;
      return success();
    }
    llvm::SMLoc loc = getToken().getLoc();
    bool negative = consumeIf(Token::minus);
    std::optional<uint64_t> magnitude;
    if (getToken().is(Token::integer))
      magnitude = getToken().getUInt64IntegerValue();
    if (!magnitude ||
        *magnitude > uint64_t(std::numeric_limits<int64_t>::max()))
      return emitError(loc, "expected a 64-bit signed integer or '?'");
    consumeToken();
    value = negative ? -int64_t(*magnitude) : int64_t(*magnitude);
    return success();
  };

  llvm::SmallVector<int64_t, 4> strides;
  if (getToken().isNot(Token::r_square)) {
    do {
      int64_t stride;
      if (parseValue(stride))
        return {};
      strides.push_back(stride);
    } while (consumeIf(Token::comma));
  }
  if (parseToken(Token::r_square, "expected ']'"))
    return {};

  int64_t offset = 0;
  if (!consumeIf(Token::greater)) {
    if (parseToken(Token::comma, "expected ','") ||
        parseToken(Token::kw_offset, "expected 'offset' after comma") ||
        parseToken(Token::colon, "expected ':' after 'offset'") ||
        parseValue(offset) || parseToken(Token::greater, "expected '>'"))
      return {};
  }
  auto emitErrorAtKeyword = [&] { return emitError(keywordLoc); };
  return StridedLayoutAttr::getChecked(emitErrorAtKeyword, getContext(), offset,
                                       strides);
}
