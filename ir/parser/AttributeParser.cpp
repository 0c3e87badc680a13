//===- AttributeParser.cpp - The grammar of attributes
//---------------------===//
//
// Literal attributes (integers, floats, strings, booleans), arrays,
// dictionaries, symbol references, unit, type attributes, distinct
// attributes, inline locations, attribute aliases and dialect attributes.
// Element and affine attributes are dispatched to the parsers in
// ElementsParser.cpp and AffineParser.cpp.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "ir/printer/AttrTypePrinter.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace assay;

/// Whether `tok` can start an attribute (types included).
static bool startsAttribute(const Token &tok) {
  switch (tok.getKind()) {
  case Token::kw_affine_map:
  case Token::kw_affine_set:
  case Token::kw_strided:
  case Token::l_square:
  case Token::kw_array:
  case Token::kw_dense:
  case Token::kw_dense_resource:
  case Token::kw_sparse:
  case Token::kw_distinct:
  case Token::l_brace:
  case Token::at_identifier:
  case Token::floatliteral:
  case Token::integer:
  case Token::minus:
  case Token::kw_true:
  case Token::kw_false:
  case Token::kw_loc:
  case Token::string:
  case Token::kw_unit:
  case Token::hash_identifier:
    return true;
  default:
    return false;
  }
}

OptionalParseResult Parser::parseOptionalAttribute(Attribute &attribute,
                                                   Type type) {
  if (!startsAttribute(getToken())) {
    Type parsed;
    OptionalParseResult result = parseOptionalType(parsed);
    if (result.has_value() && succeeded(*result))
      attribute = TypeAttr::get(parsed);
    return result;
  }
  attribute = parseAttribute(type);
  return success(static_cast<bool>(attribute));
}

OptionalParseResult Parser::parseOptionalAttribute(ArrayAttr &attribute,
                                                   Type type) {
  if (getToken().isNot(Token::l_square))
    return std::nullopt;
  Attribute attr = parseAttribute(type);
  attribute = llvm::dyn_cast_or_null<ArrayAttr>(attr);
  return success(static_cast<bool>(attribute));
}

OptionalParseResult Parser::parseOptionalAttribute(StringAttr &attribute,
                                                   Type type) {
  if (getToken().isNot(Token::string))
    return std::nullopt;
  Attribute attr = parseAttribute(type);
  attribute = llvm::dyn_cast_or_null<StringAttr>(attr);
  return success(static_cast<bool>(attribute));
}

Attribute Parser::parseAttribute(Type type) {
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return {};
  Context *ctx = getContext();
  switch (getToken().getKind()) {
  case Token::kw_affine_map:
    return parseAffineMapAttr();
  case Token::kw_affine_set:
    return parseIntegerSetAttr();
  case Token::kw_strided:
    return parseStridedLayoutAttr();
  case Token::kw_array:
    return parseDenseArrayAttr(type);
  case Token::kw_dense:
    return parseDenseElementsAttr(type);
  case Token::kw_dense_resource:
    return parseDenseResourceElementsAttr(type);
  case Token::kw_sparse:
    return parseSparseElementsAttr(type);
  case Token::kw_distinct:
    return parseDistinctAttr(type);

  case Token::l_square: {
    llvm::SmallVector<Attribute, 4> elements;
    auto parseElement = [&]() -> ParseResult {
      Attribute element = parseAttribute();
      if (!element)
        return failure();
      elements.push_back(element);
      return success();
    };
    // Array attributes report a missing `]` as "expected ',' or ']'", unlike
    // the other bracketed lists.
    consumeToken(Token::l_square);
    if (parseCommaSeparatedListUntil(Token::r_square, parseElement))
      return {};
    return ArrayAttr::get(ctx, elements);
  }

  case Token::l_brace: {
    NamedAttrList attrs;
    if (parseAttributeDict(attrs))
      return {};
    return attrs.getDictionary(ctx);
  }

  case Token::at_identifier: {
    StringAttr root = StringAttr::get(ctx, getToken().getSymbolReference());
    consumeToken(Token::at_identifier);
    llvm::SmallVector<FlatSymbolRefAttr, 4> nested;
    // `::` is lexed as two colons; a lone colon belongs to the caller.
    while (getToken().is(Token::colon)) {
      const char *colonPos = getToken().getLoc().getPointer();
      const char *prevEnd = state.prevTokenEnd;
      consumeToken(Token::colon);
      if (getToken().isNot(Token::colon) ||
          getToken().getLoc().getPointer() != colonPos + 1) {
        resetToken(colonPos);
        state.prevTokenEnd = prevEnd;
        break;
      }
      consumeToken(Token::colon);
      if (getToken().isNot(Token::at_identifier))
        return (emitError("expected nested symbol reference identifier"),
                Attribute());
      nested.push_back(
          FlatSymbolRefAttr::get(ctx, getToken().getSymbolReference()));
      consumeToken(Token::at_identifier);
    }
    return SymbolRefAttr::get(root, nested);
  }

  case Token::floatliteral:
    return parseFloatAttr(type, /*isNegative=*/false);
  case Token::integer:
    return parseDecOrHexAttr(type, /*isNegative=*/false);
  case Token::minus:
    consumeToken(Token::minus);
    if (getToken().is(Token::integer))
      return parseDecOrHexAttr(type, /*isNegative=*/true);
    if (getToken().is(Token::floatliteral))
      return parseFloatAttr(type, /*isNegative=*/true);
    return (emitWrongTokenError(
                "expected constant integer or floating point value"),
            Attribute());

  case Token::kw_true:
    consumeToken(Token::kw_true);
    return getBoolAttr(true);
  case Token::kw_false:
    consumeToken(Token::kw_false);
    return getBoolAttr(false);

  case Token::kw_loc: {
    consumeToken(Token::kw_loc);
    LocationAttr loc;
    if (parseToken(Token::l_paren, "expected '(' in inline location") ||
        parseLocationInstance(loc) ||
        parseToken(Token::r_paren, "expected ')' in inline location"))
      return {};
    return loc;
  }

  case Token::string: {
    std::string value = getToken().getStringValue();
    consumeToken(Token::string);
    if (!type && consumeIf(Token::colon)) {
      type = parseType();
      if (!type)
        return {};
    }
    if (type)
      return StringAttr::get(value, type);
    return StringAttr::get(ctx, value);
  }

  case Token::kw_unit:
    consumeToken(Token::kw_unit);
    return getUnitAttr();

  case Token::hash_identifier:
    return parseExtendedAttr(type);

  default: {
    Type parsed;
    OptionalParseResult result = parseOptionalType(parsed);
    if (!result.has_value())
      return (emitWrongTokenError("expected attribute value"), Attribute());
    if (failed(*result))
      return {};
    return TypeAttr::get(parsed);
  }
  }
}

/// The text of a dictionary entry's value from `start` up to the `,` or `}`
/// that ends the entry, without trailing blanks, on one line; empty when
/// there is none. Strings are skipped whole and `->` is not a bracket.
static llvm::StringRef attributeValueSpan(const char *start) {
  constexpr ptrdiff_t kMaxSize = ParserState::ParsedTexts::kMaxTextSize;
  int depth = 0;
  const char *p = start;
  for (; p - start < kMaxSize; ++p) {
    switch (*p) {
    case '(':
    case '[':
    case '{':
    case '<':
      ++depth;
      continue;
    case ')':
    case ']':
    case '>':
      if (--depth < 0)
        return {};
      continue;
    case '}':
    case ',':
      if (depth == 0)
        break;
      if (*p == '}')
        --depth;
      continue;
    case '-':
      if (p[1] == '>')
        ++p;
      continue;
    case '"':
      for (++p; *p != '"'; ++p) {
        if (*p == '\\')
          ++p;
        if (*p == 0 || *p == '\n' || *p == '\r' || p - start >= kMaxSize)
          return {};
      }
      continue;
    case 0:
    case '\n':
    case '\r':
    case '/':
      return {};
    default:
      continue;
    }
    while (p != start && (p[-1] == ' ' || p[-1] == '\t'))
      --p;
    return llvm::StringRef(start, p - start);
  }
  return {};
}

ParseResult Parser::parseAttributeDict(NamedAttrList &attributes) {
  if (parseToken(Token::l_brace, "expected '{' in attribute dictionary"))
    return failure();
  llvm::SmallPtrSet<const void *, 8> seen;
  auto parseElement = [&]() -> ParseResult {
    Token nameTok = getToken();
    StringAttr name;
    if (nameTok.is(Token::string)) {
      std::string value = nameTok.getStringValue();
      if (value.empty())
        return emitError("expected valid attribute name");
      name = StringAttr::get(getContext(), value);
    } else if (isCurrentTokenAKeyword()) {
      name = getAttributeName(nameTok.getSpelling());
    } else {
      return emitWrongTokenError("expected attribute name");
    }
    if (!seen.insert(name.getAsOpaquePointer()).second)
      return emitError("duplicate key '")
             << name.getValue() << "' in dictionary attribute";
    consumeToken();
    if (!consumeIf(Token::equal)) {
      attributes.push_back(NamedAttribute(name, getUnitAttr()));
      return success();
    }
    // An entry's value is followed by `,` or `}`, which no attribute's parse
    // takes as its own: the value's text alone decides it.
    llvm::StringRef span = attributeValueSpan(getToken().getLoc().getPointer());
    Attribute value = Attribute::getFromOpaquePointer(
        reuseParsedText(state.attributeValues, span));
    if (!value) {
      value = parseAttribute();
      if (!value)
        return failure();
      rememberParsedText(state.attributeValues, span,
                         value.getAsOpaquePointer());
    }
    attributes.push_back(NamedAttribute(name, value));
    return success();
  };
  if (consumeIf(Token::r_brace))
    return success();
  if (parseElement())
    return failure();
  while (consumeIf(Token::comma))
    if (parseElement())
      return failure();
  return parseToken(Token::r_brace, "expected '}' in attribute dictionary");
}

//===----------------------------------------------------------------------===//
// Numbers
//===----------------------------------------------------------------------===//

/// Builds the value of an integer literal of `type` from its magnitude
/// `spelling`; nullopt when it does not fit.
static std::optional<llvm::APInt> buildIntegerValue(Type type, bool isNegative,
                                                    llvm::StringRef spelling) {
  unsigned width = llvm::isa<IndexType>(type)
                       ? IndexType::kInternalStorageBitWidth
                       : llvm::cast<IntegerType>(type).getWidth();
  // No magnitude that fits needs more than `width` bits.
  llvm::APInt magnitude;
  if (getAsIntegerLiteral(spelling, magnitude, width))
    return std::nullopt;
  bool isSigned = false, isUnsigned = false;
  if (auto intType = llvm::dyn_cast<IntegerType>(type)) {
    isSigned = intType.isSigned();
    isUnsigned = intType.isUnsigned();
  }
  unsigned active = magnitude.getActiveBits();
  if (isNegative) {
    // -m fits in `width` signed bits when m <= 2^(width-1).
    if (active > width)
      return std::nullopt;
    if (width == 0)
      return active == 0
                 ? std::optional<llvm::APInt>(llvm::APInt(0u, uint64_t(0)))
                 : std::nullopt;
    llvm::APInt value = magnitude.zextOrTrunc(width);
    if (active == width && !value.isMinSignedValue())
      return std::nullopt;
    value.negate();
    return value;
  }
  // Signed types keep their top bit for the sign; signless and unsigned may
  // use every bit.
  unsigned usable = isSigned && width > 0 ? width - 1 : width;
  (void)isUnsigned;
  if (active > usable)
    return std::nullopt;
  return magnitude.zextOrTrunc(width);
}

Attribute Parser::parseDecOrHexAttr(Type type, bool isNegative) {
  Token tok = getToken();
  llvm::SMLoc loc = tok.getLoc();
  consumeToken(Token::integer);
  if (consumeIf(Token::colon)) {
    type = parseType();
    if (!type)
      return {};
  } else if (!type) {
    type = getIntegerType(64, IntegerType::Signless);
  }

  if (auto floatType = llvm::dyn_cast<FloatType>(type)) {
    std::optional<llvm::APFloat> value;
    if (parseFloatFromIntegerLiteral(value, tok, isNegative,
                                     floatType.getFloatSemantics()))
      return {};
    return FloatAttr::get(type, *value);
  }
  if (!type.isIntOrIndex())
    return (emitError(loc, "integer literal not valid for specified type"),
            Attribute());
  auto intType = llvm::dyn_cast<IntegerType>(type);
  if (isNegative && intType && intType.isUnsigned())
    return (emitError(loc, "negative integer literal not valid for unsigned "
                           "integer type"),
            Attribute());
  std::optional<llvm::APInt> value =
      buildIntegerValue(type, isNegative, tok.getSpelling());
  if (!value)
    return (emitError(loc, "integer constant out of range for attribute"),
            Attribute());
  return IntegerAttr::get(type, *value);
}

Attribute Parser::parseFloatAttr(Type type, bool isNegative) {
  Token tok = getToken();
  consumeToken(Token::floatliteral);
  if (consumeIf(Token::colon)) {
    type = parseType();
    if (!type)
      return {};
  } else if (!type) {
    type = getFloatType(FloatType::F64);
  }
  auto floatType = llvm::dyn_cast<FloatType>(type);
  if (!floatType)
    return (emitError("floating point value not valid for specified type"),
            Attribute());
  std::optional<llvm::APFloat> value;
  if (parseFloatFromLiteral(value, tok, isNegative,
                            floatType.getFloatSemantics()))
    return {};
  return FloatAttr::get(type, *value);
}

//===----------------------------------------------------------------------===//
// distinct[N]<attr>
//===----------------------------------------------------------------------===//

Attribute Parser::parseDistinctAttr(Type type) {
  llvm::SMLoc loc = getToken().getLoc();
  consumeToken(Token::kw_distinct);
  if (parseToken(Token::l_square, "expected '[' after 'distinct'"))
    return {};
  Token idTok = getToken();
  if (idTok.isNot(Token::integer))
    return (emitError("expected distinct ID"), Attribute());
  std::optional<uint64_t> id = idTok.getUInt64IntegerValue();
  consumeToken(Token::integer);
  // An integer that does not fit is reported where reading it stopped.
  if (!id)
    return (emitError("expected an unsigned 64-bit integer"), Attribute());
  if (parseToken(Token::r_square, "expected ']' to close distinct ID") ||
      parseToken(Token::less, "expected '<' after distinct ID"))
    return {};
  Attribute referenced;
  if (getToken().is(Token::greater)) {
    referenced = UnitAttr::get(getContext());
  } else {
    referenced = parseAttribute(type);
    if (!referenced)
      return {};
  }
  if (parseToken(Token::greater, "expected '>' to close distinct attribute"))
    return {};

  auto [it, inserted] = state.symbols.distinctAttributes.try_emplace(*id);
  if (inserted) {
    it->second = DistinctAttr::create(referenced);
    return it->second;
  }
  auto previous = llvm::cast<DistinctAttr>(it->second);
  if (previous.getReferencedAttr() != referenced)
    return (emitError(loc, "referenced attribute does not match previous "
                           "definition: ")
                << previous.getReferencedAttr(),
            Attribute());
  return previous;
}

//===----------------------------------------------------------------------===//
// Aliases and dialect attributes
//===----------------------------------------------------------------------===//

Attribute Parser::parseExtendedAttr(Type type) {
  Token tok = getToken();
  llvm::StringRef identifier = tok.getSpelling().drop_front();
  const char *afterTok = tok.getEndLoc().getPointer();
  size_t dot = identifier.find('.');
  bool hasBody = dot != llvm::StringRef::npos || *afterTok == '<';

  if (!hasBody) {
    consumeToken(Token::hash_identifier);
    auto it = state.symbols.attributeAliasDefinitions.find(identifier);
    if (it == state.symbols.attributeAliasDefinitions.end())
      return (
          emitWrongTokenError("undefined symbol alias id '" + identifier + "'"),
          Attribute());
    return it->second;
  }

  DialectSymbol symbol;
  if (parseDialectSymbol(symbol))
    return {};
  llvm::StringRef dialectName = symbol.dialect, body = symbol.body;
  const char *bodyStart = body.data();
  llvm::SMLoc bodyLoc = llvm::SMLoc::getFromPointer(bodyStart);

  // Continue after the symbol, then read an optional `: type`.
  const char *symbolEnd = symbol.end;
  resetToken(symbolEnd);
  state.prevTokenEnd = symbolEnd;
  Type attrType = type;
  if (consumeIf(Token::colon)) {
    attrType = parseType();
    if (!attrType)
      return {};
  }

  Context *ctx = getContext();
  if (Dialect *dialect = ctx->getOrLoadDialect(dialectName)) {
    // Parse the body in place, then come back to where we were.
    const char *resumePos = getToken().getLoc().getPointer();
    const char *resumePrevEnd = state.prevTokenEnd;
    resetToken(bodyStart);
    CustomDialectAsmParser customParser(body, *this);
    Attribute result = dialect->parseAttribute(customParser, attrType);
    if (!result)
      return {};
    resetToken(resumePos);
    state.prevTokenEnd = resumePrevEnd;
    return result;
  }

  Type opaqueType = attrType ? attrType : Type(NoneType::get(ctx));
  if (!ctx->allowsUnregisteredDialects()) {
    std::string message;
    llvm::raw_string_ostream os(message);
    os << '#';
    AttrTypePrinter::printEscapedString(dialectName, os);
    os << '<';
    AttrTypePrinter::printEscapedString(body, os);
    os << "> : '" << opaqueType
       << "' attribute created with unregistered dialect. If this is "
          "intended, please call allowUnregisteredDialects() on the "
          "Context, or use --allow-unregistered-dialect";
    return (emitError(bodyLoc, os.str()), Attribute());
  }
  return OpaqueAttr::getChecked([&] { return emitError(bodyLoc); },
                                StringAttr::get(ctx, dialectName), body,
                                opaqueType);
}
