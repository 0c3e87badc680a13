//===- ElementsParser.cpp - Parsing dense, sparse, resource and array attrs
//===//
//
// The literal grammar shared by `dense<...>` and `sparse<...>`:
//
//   literal  ::= hex-string | list | element
//   list     ::= `[` (literal-or-list (`,` ...)*)? `]`
//   element  ::= `-`? (integer | float) | `true` | `false` | string
//              | `(` element `,` element `)`          (a complex value)
//
// A literal is first collected as tokens plus its inferred shape; only once
// the type is known (after the closing `>` and `: type`, or given by the
// caller) are the tokens turned into values of the element type, so errors
// about values are worded and placed as mlir-opt places them. Also here:
// `dense_resource<key>` and `array<type: v, ...>`.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/BuiltinTypes.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

/// Converts the spelling of an integer literal (decimal or `0x` hex) to an
/// APInt of `type`'s width (64 for index), as an attribute value. Nullopt when
/// it does not fit: positive values may use every bit of a signless type but
/// not the sign bit of a signed or index one; negative values must keep the
/// sign bit after negation.
static std::optional<llvm::APInt>
buildAttributeAPInt(Type type, bool isNegative, llvm::StringRef spelling) {
  unsigned width = type.isIndex() ? IndexType::kInternalStorageBitWidth
                                  : type.getIntOrFloatBitWidth();
  // No magnitude that fits needs more than `width` bits.
  llvm::APInt value;
  if (getAsIntegerLiteral(spelling, value, width))
    return std::nullopt;
  if (width > value.getBitWidth()) {
    value = value.zext(width);
  } else if (width < value.getBitWidth()) {
    if (value.getActiveBits() > width)
      return std::nullopt;
    value = value.trunc(width);
  }
  if (width == 0)
    return isNegative ? std::nullopt : std::optional<llvm::APInt>(value);
  if (isNegative) {
    value.negate();
    if (!value.isSignBitSet())
      return std::nullopt;
    return value;
  }
  bool isSigned = type.isIndex() || (llvm::isa<IntegerType>(type) &&
                                     llvm::cast<IntegerType>(type).isSigned());
  if (isSigned && value.isSignBitSet())
    return std::nullopt;
  return value;
}

/// Prints `a, b, c`.
static std::string joinShape(llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, ", ");
  return text;
}

/// Prints `type` quoted, as diagnostics show types.
static std::string quoted(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '\'' << type << '\'';
  return text;
}

/// Reports at `loc` that the elements of `type` are too many to be given one
/// by one; null.
static DenseElementsAttr emitTooManyElements(Parser &p, llvm::SMLoc loc,
                                             ShapedType type) {
  p.emitError(loc) << "number of elements of type " << quoted(type)
                   << " overflows a 64-bit integer: only a splat can fill it";
  return {};
}

namespace {
/// Collects the tokens of an elements literal and builds the attribute once
/// the type is known.
class TensorLiteralParser : public Parser {
public:
  explicit TensorLiteralParser(ParserState &state) : Parser(state) {}

  /// Parses a literal; a string is taken as hex data when `allowHex`.
  ParseResult parse(bool allowHex);
  /// Builds the attribute of `type`; `loc` is where shape errors go.
  DenseElementsAttr getAttr(llvm::SMLoc loc, ShapedType type);
  /// The shape of a list literal (empty for a single element).
  llvm::ArrayRef<int64_t> getShape() const { return shape; }

private:
  ParseResult parseElement();
  ParseResult parseList(llvm::SmallVectorImpl<int64_t> &dims);

  DenseElementsAttr getHexAttr(llvm::SMLoc loc, ShapedType type);
  ParseResult getIntValues(Type scalarType,
                           llvm::SmallVectorImpl<llvm::APInt> &values);
  ParseResult getFloatValues(FloatType scalarType,
                             llvm::SmallVectorImpl<llvm::APInt> &values);
  DenseElementsAttr getStringAttr(llvm::SMLoc loc, ShapedType type);

  /// Each scalar token with whether a `-` preceded it.
  llvm::SmallVector<std::pair<bool, Token>, 16> storage;
  llvm::SmallVector<int64_t, 4> shape;
  /// The string token of a hex (or single string) literal.
  std::optional<Token> hexStorage;
};
} // namespace

ParseResult TensorLiteralParser::parse(bool allowHex) {
  if (allowHex && getToken().is(Token::string)) {
    hexStorage = getToken();
    consumeToken();
    return success();
  }
  if (getToken().is(Token::l_square))
    return parseList(shape);
  return parseElement();
}

ParseResult TensorLiteralParser::parseElement() {
  switch (getToken().getKind()) {
  case Token::kw_true:
  case Token::kw_false:
  case Token::floatliteral:
  case Token::integer:
  case Token::string:
    storage.emplace_back(false, getToken());
    consumeToken();
    return success();
  case Token::minus:
    consumeToken();
    if (!getToken().isAny(Token::floatliteral, Token::integer))
      return emitError("expected integer or floating point literal");
    storage.emplace_back(true, getToken());
    consumeToken();
    return success();
  case Token::l_paren: {
    NestingGuard guard(*this);
    if (guard.tooDeep())
      return failure();
    consumeToken();
    if (parseElement() ||
        parseToken(Token::comma, "expected ',' between complex elements") ||
        parseElement() ||
        parseToken(Token::r_paren, "expected ')' after complex elements"))
      return failure();
    return success();
  }
  default:
    return emitError("expected element literal of primitive type");
  }
}

ParseResult
TensorLiteralParser::parseList(llvm::SmallVectorImpl<int64_t> &dims) {
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return failure();
  bool first = true;
  llvm::SmallVector<int64_t, 4> elementDims;
  int64_t size = 0;
  auto parseOne = [&]() -> ParseResult {
    llvm::SmallVector<int64_t, 4> theseDims;
    if (getToken().is(Token::l_square)) {
      if (parseList(theseDims))
        return failure();
    } else if (parseElement()) {
      return failure();
    }
    ++size;
    if (first) {
      elementDims = theseDims;
      first = false;
      return success();
    }
    if (theseDims != elementDims)
      return emitError("tensor literal is invalid; ranks are not consistent "
                       "between elements");
    return success();
  };
  if (parseCommaSeparatedList(Delimiter::Square, parseOne))
    return failure();
  dims.clear();
  dims.push_back(size);
  dims.append(elementDims.begin(), elementDims.end());
  return success();
}

DenseElementsAttr TensorLiteralParser::getHexAttr(llvm::SMLoc loc,
                                                  ShapedType type) {
  std::optional<std::string> bytes = hexStorage->getHexStringValue();
  if (!bytes) {
    emitError(hexStorage->getLoc(),
              "expected string containing hex digits starting with `0x`");
    return {};
  }
  llvm::ArrayRef<char> data(bytes->data(), bytes->size());
  bool detectedSplat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, data, detectedSplat)) {
    if (!type.tryGetNumElements())
      return emitTooManyElements(*this, loc, type);
    emitError(loc) << "elements hex data size is invalid for provided type: "
                   << quoted(type);
    return {};
  }
  return DenseElementsAttr::getFromRawBuffer(type, data);
}

ParseResult
TensorLiteralParser::getIntValues(Type scalarType,
                                  llvm::SmallVectorImpl<llvm::APInt> &values) {
  bool isUnsigned = scalarType.isInteger() &&
                    llvm::cast<IntegerType>(scalarType).isUnsigned();
  for (auto &[isNegative, token] : storage) {
    llvm::SMLoc loc = token.getLoc();
    if (isNegative && isUnsigned)
      return emitError(
          loc, "expected unsigned integer elements, but parsed negative value");
    if (token.is(Token::floatliteral))
      return emitError(loc,
                       "expected integer elements, but parsed floating-point");
    if (token.isAny(Token::kw_true, Token::kw_false)) {
      if (!scalarType.isInteger(1))
        return emitError(loc, "expected i1 type for 'true' or 'false' values");
      values.push_back(llvm::APInt(1, token.is(Token::kw_true)));
      continue;
    }
    std::optional<llvm::APInt> value =
        buildAttributeAPInt(scalarType, isNegative, token.getSpelling());
    if (!value)
      return emitError(loc, "integer constant out of range for type");
    values.push_back(*value);
  }
  return success();
}

ParseResult TensorLiteralParser::getFloatValues(
    FloatType scalarType, llvm::SmallVectorImpl<llvm::APInt> &values) {
  const llvm::fltSemantics &semantics = scalarType.getFloatSemantics();
  for (auto &[isNegative, token] : storage) {
    std::optional<llvm::APFloat> value;
    // A hexadecimal integer gives the bit pattern.
    if (token.is(Token::integer) && token.getSpelling().starts_with("0x")) {
      if (parseFloatFromIntegerLiteral(value, token, isNegative, semantics))
        return failure();
      values.push_back(value->bitcastToAPInt());
      continue;
    }
    if (token.isNot(Token::floatliteral))
      return emitError("expected floating-point elements, but parsed integer");
    if (parseFloatFromLiteral(value, token, isNegative, semantics))
      return failure();
    values.push_back(value->bitcastToAPInt());
  }
  return success();
}

/// The text a token contributes to a string literal: the decoded contents of
/// a string, else the spelling without its first and last characters (what
/// mlir-opt keeps of a number written where a string is expected).
static std::string getStringContents(const Token &token) {
  if (token.is(Token::string))
    return token.getStringValue();
  llvm::StringRef spelling = token.getSpelling();
  if (spelling.size() < 2)
    return "";
  return spelling.drop_front().drop_back().str();
}

DenseElementsAttr TensorLiteralParser::getStringAttr(llvm::SMLoc loc,
                                                     ShapedType type) {
  std::vector<std::string> strings;
  if (hexStorage)
    strings.push_back(getStringContents(*hexStorage));
  else
    for (auto &[isNegative, token] : storage)
      strings.push_back(getStringContents(token));
  std::optional<int64_t> numElements = type.tryGetNumElements();
  if (strings.size() != 1 && !numElements)
    return emitTooManyElements(*this, loc, type);
  if (strings.size() != 1 && int64_t(strings.size()) != *numElements) {
    emitError(loc) << "inferred shape of elements literal (["
                   << joinShape(shape) << "]) does not match type (["
                   << joinShape(type.getShape()) << "])";
    return {};
  }
  llvm::SmallVector<llvm::StringRef, 16> refs(strings.begin(), strings.end());
  return DenseElementsAttr::get(type, refs);
}

DenseElementsAttr TensorLiteralParser::getAttr(llvm::SMLoc loc,
                                               ShapedType type) {
  Type elementType = type.getElementType();
  bool isNumeric =
      elementType.isIntOrIndexOrFloat() || llvm::isa<ComplexType>(elementType);
  if (hexStorage && isNumeric)
    return getHexAttr(loc, type);

  if (!shape.empty() && llvm::ArrayRef<int64_t>(shape) != type.getShape()) {
    emitError(loc) << "inferred shape of elements literal (["
                   << joinShape(shape) << "]) does not match type (["
                   << joinShape(type.getShape()) << "])";
    return {};
  }
  if (!hexStorage && storage.empty() && type.getNumElements() != 0) {
    emitError(loc) << "parsed zero elements, but type (" << quoted(type)
                   << ") expected at least 1";
    return {};
  }
  if (!isNumeric)
    return getStringAttr(loc, type);

  Type scalarType = elementType;
  unsigned scalarsPerElement = 1;
  if (auto complex = llvm::dyn_cast<ComplexType>(elementType)) {
    scalarType = complex.getElementType();
    scalarsPerElement = 2;
  }
  llvm::SmallVector<llvm::APInt, 16> values;
  if (auto floatType = llvm::dyn_cast<FloatType>(scalarType)) {
    if (getFloatValues(floatType, values))
      return {};
  } else if (getIntValues(scalarType, values)) {
    return {};
  }

  // One value per element, or one for a splat; a single-element type takes
  // the first value.
  int64_t numElements = type.getNumElements();
  size_t count = values.size() / scalarsPerElement;
  if (values.size() % scalarsPerElement == 0 && count >= 1 && numElements == 1)
    values.resize(scalarsPerElement);
  else if (values.size() % scalarsPerElement != 0 ||
           (count != 1 && int64_t(count) != numElements)) {
    emitError(loc) << "inferred shape of elements literal (["
                   << joinShape(shape) << "]) does not match type (["
                   << joinShape(type.getShape()) << "])";
    return {};
  }
  return DenseElementsAttr::get(type, values);
}

/// Parses `: type` unless `type` is given, and checks it is a static shaped
/// type. Null after an error.
static ShapedType parseElementsLiteralType(Parser &p, Type type) {
  if (!type) {
    if (p.parseToken(Token::colon, "expected ':'"))
      return {};
    type = p.parseType();
    if (!type)
      return {};
  }
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped) {
    p.emitError("elements literal must be a shaped type");
    return {};
  }
  if (!shaped.hasRank() || !shaped.hasStaticShape()) {
    p.emitError("elements literal type must have static shape");
    return {};
  }
  return shaped;
}

//===----------------------------------------------------------------------===//
// Parser entry points
//===----------------------------------------------------------------------===//

Attribute Parser::parseDenseElementsAttr(Type attrType) {
  llvm::SMLoc keywordLoc = getToken().getLoc();
  consumeToken(Token::kw_dense);
  if (parseToken(Token::less, "expected '<' after 'dense'"))
    return {};
  TensorLiteralParser literal(state);
  if (!consumeIf(Token::greater)) {
    if (literal.parse(/*allowHex=*/true) ||
        parseToken(Token::greater, "expected '>'"))
      return {};
  }
  // Value errors point at the type's `:`, or at `dense` when the type came
  // from the caller.
  llvm::SMLoc loc = attrType ? keywordLoc : getToken().getLoc();
  ShapedType type = parseElementsLiteralType(*this, attrType);
  if (!type)
    return {};
  return literal.getAttr(loc, type);
}

Attribute Parser::parseDenseResourceElementsAttr(Type attrType) {
  llvm::SMLoc keywordLoc = getToken().getLoc();
  consumeToken(Token::kw_dense_resource);
  if (parseToken(Token::less, "expected '<' after 'dense_resource'"))
    return {};
  if (getToken().isNot(Token::bare_identifier) && !isCurrentTokenAKeyword()) {
    emitError("expected identifier key for 'resource' entry");
    return {};
  }
  std::string key = getTokenSpelling().str();
  consumeToken();
  if (parseToken(Token::greater, "expected '>'"))
    return {};
  state.symbols.referencedResources["builtin"].insert(key);

  llvm::SMLoc typeLoc = keywordLoc;
  if (!attrType) {
    typeLoc = getToken().getLoc();
    if (parseToken(Token::colon, "expected ':'"))
      return {};
    attrType = parseType();
    if (!attrType)
      return {};
  }
  auto shaped = llvm::dyn_cast<ShapedType>(attrType);
  if (!shaped) {
    emitError(typeLoc, "`dense_resource` expected a shaped type");
    return {};
  }
  return DenseResourceElementsAttr::get(shaped, key);
}

Attribute Parser::parseSparseElementsAttr(Type attrType) {
  llvm::SMLoc keywordLoc = getToken().getLoc();
  consumeToken(Token::kw_sparse);
  if (parseToken(Token::less, "expected '<' after 'sparse'"))
    return {};
  Context *ctx = getContext();
  Type i64 = IntegerType::get(ctx, 64);
  auto emitErrorAtKeyword = [&] { return emitError(keywordLoc); };

  // `sparse<>`: no element is set.
  if (consumeIf(Token::greater)) {
    ShapedType type = parseElementsLiteralType(*this, attrType);
    if (!type)
      return {};
    auto indicesType = RankedTensorType::get({0, type.getRank()}, i64);
    auto valuesType = RankedTensorType::get({0}, type.getElementType());
    auto indices = llvm::cast<DenseIntElementsAttr>(
        DenseElementsAttr::get(indicesType, llvm::ArrayRef<llvm::APInt>()));
    DenseElementsAttr values;
    if (type.getElementType().isIntOrIndexOrFloat() ||
        llvm::isa<ComplexType>(type.getElementType()))
      values =
          DenseElementsAttr::get(valuesType, llvm::ArrayRef<llvm::APInt>());
    else
      values =
          DenseElementsAttr::get(valuesType, llvm::ArrayRef<llvm::StringRef>());
    return SparseElementsAttr::getChecked(emitErrorAtKeyword, type, indices,
                                          values);
  }

  // Indices never use the hex form: their shape must be inferred.
  llvm::SMLoc indicesLoc = getToken().getLoc();
  TensorLiteralParser indicesParser(state);
  if (indicesParser.parse(/*allowHex=*/false) ||
      parseToken(Token::comma, "expected ','"))
    return {};
  llvm::SMLoc valuesLoc = getToken().getLoc();
  TensorLiteralParser valuesParser(state);
  if (valuesParser.parse(/*allowHex=*/true) ||
      parseToken(Token::greater, "expected '>'"))
    return {};
  ShapedType type = parseElementsLiteralType(*this, attrType);
  if (!type)
    return {};

  // A single index (no list) addresses one element of every dimension.
  ShapedType indicesType;
  if (indicesParser.getShape().empty())
    indicesType = RankedTensorType::get({1, type.getRank()}, i64);
  else
    indicesType = RankedTensorType::get(indicesParser.getShape(), i64);
  DenseElementsAttr indices = indicesParser.getAttr(indicesLoc, indicesType);
  if (!indices)
    return {};

  // A single value is repeated for every index.
  ShapedType valuesType;
  if (valuesParser.getShape().empty())
    valuesType = RankedTensorType::get({indicesType.getDimSize(0)},
                                       type.getElementType());
  else
    valuesType =
        RankedTensorType::get(valuesParser.getShape(), type.getElementType());
  DenseElementsAttr values = valuesParser.getAttr(valuesLoc, valuesType);
  if (!values)
    return {};
  return SparseElementsAttr::getChecked(
      emitErrorAtKeyword, type, llvm::cast<DenseIntElementsAttr>(indices),
      values);
}

Attribute Parser::parseDenseArrayAttr(Type attrType) {
  consumeToken(Token::kw_array);
  if (parseToken(Token::less, "expected '<' after 'array'"))
    return {};
  llvm::SMLoc typeLoc = getToken().getLoc();
  Type elementType = parseType();
  if (!elementType)
    return {};
  auto emitErrorAtType = [&] { return emitError(typeLoc); };
  if (failed(DenseArrayAttr::verify(emitErrorAtType, elementType, 0, {})))
    return {};
  unsigned bytes = DenseArrayAttr::getElementStorageBytes(elementType);

  if (consumeIf(Token::greater))
    return DenseArrayAttr::get(elementType, 0, {});
  if (parseToken(Token::colon, "expected ':' after dense array type"))
    return {};

  llvm::SmallVector<char, 64> data;
  int64_t size = 0;
  auto append = [&](const llvm::APInt &value) {
    ++size;
    // Zero-width elements (`i0`) take no bytes.
    if (bytes == 0)
      return;
    llvm::APInt wide = value.zextOrTrunc(bytes * 8);
    size_t at = data.size();
    data.resize(at + bytes);
    llvm::StoreIntToMemory(wide, reinterpret_cast<uint8_t *>(&data[at]), bytes);
  };
  auto parseIntElement = [&]() -> ParseResult {
    bool negative = consumeIf(Token::minus);
    if (getToken().isAny(Token::kw_true, Token::kw_false)) {
      if (!elementType.isInteger(1))
        return emitError("expected i1 type for 'true' or 'false' values");
      append(llvm::APInt(1, getToken().is(Token::kw_true)));
      consumeToken();
      return success();
    }
    if (getToken().isNot(Token::integer))
      return emitError("expected integer literal");
    llvm::StringRef spelling = getTokenSpelling();
    consumeToken();
    std::optional<llvm::APInt> value =
        buildAttributeAPInt(elementType, negative, spelling);
    if (!value)
      return emitError("integer constant out of range");
    append(*value);
    return success();
  };
  auto parseFloatElement = [&]() -> ParseResult {
    bool negative = consumeIf(Token::minus);
    Token token = getToken();
    if (token.isNot(Token::floatliteral) && token.isNot(Token::integer))
      return emitError("expected integer or floating point literal");
    std::optional<llvm::APFloat> value;
    if (parseFloatFromLiteral(
            value, token, negative,
            llvm::cast<FloatType>(elementType).getFloatSemantics()))
      return failure();
    consumeToken();
    append(value->bitcastToAPInt());
    return success();
  };
  bool isFloat = llvm::isa<FloatType>(elementType);
  if (parseCommaSeparatedList([&]() -> ParseResult {
        return isFloat ? parseFloatElement() : parseIntElement();
      }))
    return {};
  if (parseToken(Token::greater, "expected '>' to close an array attribute"))
    return {};
  return DenseArrayAttr::get(elementType, size, data);
}
