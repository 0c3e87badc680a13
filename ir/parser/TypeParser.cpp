//===- TypeParser.cpp - The grammar of types
//-------------------------------===//
//
// Builtin types, function types, dimension lists, type aliases and dialect
// types (`!ns.body`, `!ns<body>`). Dialect types of loaded dialects are parsed
// in place by the dialect's hook; those of unknown dialects are kept as
// OpaqueType when the context allows unregistered dialects.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/printer/AttrTypePrinter.h"

using namespace assay;

/// Whether `tok` can start a type.
static bool startsType(const Token &tok) {
  switch (tok.getKind()) {
  case Token::l_paren:
  case Token::kw_memref:
  case Token::kw_tensor:
  case Token::kw_complex:
  case Token::kw_tuple:
  case Token::kw_vector:
  case Token::inttype:
  case Token::kw_bf16:
  case Token::kw_f16:
  case Token::kw_tf32:
  case Token::kw_f32:
  case Token::kw_f64:
  case Token::kw_f80:
  case Token::kw_f128:
  case Token::kw_f8E5M2:
  case Token::kw_f8E4M3:
  case Token::kw_f8E4M3FN:
  case Token::kw_f8E5M2FNUZ:
  case Token::kw_f8E4M3FNUZ:
  case Token::kw_f8E4M3B11FNUZ:
  case Token::kw_index:
  case Token::kw_none:
  case Token::exclamation_identifier:
    return true;
  default:
    return false;
  }
}

OptionalParseResult Parser::parseOptionalType(Type &type) {
  if (!startsType(getToken()))
    return std::nullopt;
  type = parseType();
  return success(static_cast<bool>(type));
}

Type Parser::parseType() {
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return {};
  if (getToken().is(Token::l_paren))
    return parseFunctionType();
  return parseNonFunctionType();
}

Type Parser::parseFunctionType() {
  llvm::SmallVector<Type, 4> inputs, results;
  if (parseTypeListParens(inputs) ||
      parseToken(Token::arrow, "expected '->' in function type") ||
      parseFunctionResultTypes(results))
    return {};
  return FunctionType::get(getContext(), inputs, results);
}

ParseResult
Parser::parseFunctionTypeLists(llvm::SmallVectorImpl<Type> &inputs,
                               llvm::SmallVectorImpl<Type> &results) {
  llvm::SMLoc typeLoc = getToken().getLoc();
  NestingGuard guard(*this);
  if (guard.tooDeep())
    return failure();
  if (getToken().is(Token::l_paren))
    return failure(parseTypeListParens(inputs) ||
                   parseToken(Token::arrow, "expected '->' in function type") ||
                   parseFunctionResultTypes(results));
  Type type = parseNonFunctionType();
  if (!type)
    return failure();
  auto fnType = llvm::dyn_cast<FunctionType>(type);
  if (!fnType)
    return emitError(typeLoc, "expected function type");
  inputs.append(fnType.getInputs().begin(), fnType.getInputs().end());
  results.append(fnType.getResults().begin(), fnType.getResults().end());
  return success();
}

ParseResult
Parser::parseTypeListNoParens(llvm::SmallVectorImpl<Type> &elements) {
  return parseCommaSeparatedList([&]() -> ParseResult {
    Type type = parseType();
    if (!type)
      return failure();
    elements.push_back(type);
    return success();
  });
}

ParseResult Parser::parseTypeListParens(llvm::SmallVectorImpl<Type> &elements) {
  if (parseToken(Token::l_paren, "expected '('"))
    return failure();
  if (consumeIf(Token::r_paren))
    return success();
  if (parseTypeListNoParens(elements) ||
      parseToken(Token::r_paren, "expected ')'"))
    return failure();
  return success();
}

ParseResult
Parser::parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &elements) {
  if (getToken().is(Token::l_paren))
    return parseTypeListParens(elements);
  Type type = parseNonFunctionType();
  if (!type)
    return failure();
  elements.push_back(type);
  return success();
}

/// The float kind named by a keyword token.
static std::optional<FloatType::Kind> getFloatKind(Token::Kind kind) {
  switch (kind) {
  case Token::kw_bf16:
    return FloatType::BF16;
  case Token::kw_f16:
    return FloatType::F16;
  case Token::kw_tf32:
    return FloatType::TF32;
  case Token::kw_f32:
    return FloatType::F32;
  case Token::kw_f64:
    return FloatType::F64;
  case Token::kw_f80:
    return FloatType::F80;
  case Token::kw_f128:
    return FloatType::F128;
  case Token::kw_f8E5M2:
    return FloatType::F8E5M2;
  case Token::kw_f8E4M3:
    return FloatType::F8E4M3;
  case Token::kw_f8E4M3FN:
    return FloatType::F8E4M3FN;
  case Token::kw_f8E5M2FNUZ:
    return FloatType::F8E5M2FNUZ;
  case Token::kw_f8E4M3FNUZ:
    return FloatType::F8E4M3FNUZ;
  case Token::kw_f8E4M3B11FNUZ:
    return FloatType::F8E4M3B11FNUZ;
  default:
    return std::nullopt;
  }
}

Type Parser::parseNonFunctionType() {
  Context *ctx = getContext();
  switch (getToken().getKind()) {
  case Token::kw_memref:
    return parseCompoundType(&Parser::parseMemRefType);
  case Token::kw_tensor:
    return parseCompoundType(&Parser::parseTensorType);
  case Token::kw_complex:
    return parseCompoundType(&Parser::parseComplexType);
  case Token::kw_tuple:
    return parseCompoundType(&Parser::parseTupleType);
  case Token::kw_vector:
    return parseCompoundType(&Parser::parseVectorType);
  case Token::inttype: {
    llvm::SMLoc loc = getToken().getLoc();
    std::optional<unsigned> width = getToken().getIntTypeBitwidth();
    if (!width)
      return (emitError(loc, "invalid integer width"), Type());
    std::optional<bool> signedness = getToken().getIntTypeSignedness();
    IntegerType::SignednessSemantics semantics =
        !signedness
            ? IntegerType::Signless
            : (*signedness ? IntegerType::Signed : IntegerType::Unsigned);
    consumeToken(Token::inttype);
    if (*width > IntegerType::kMaxWidth)
      return IntegerType::getChecked([&] { return emitError(loc); }, ctx,
                                     *width, semantics);
    return getIntegerType(*width, semantics);
  }
  case Token::kw_index:
    consumeToken(Token::kw_index);
    return getIndexType();
  case Token::kw_none:
    consumeToken(Token::kw_none);
    return getNoneType();
  case Token::exclamation_identifier:
    return parseExtendedType();
  default:
    break;
  }
  if (std::optional<FloatType::Kind> kind =
          getFloatKind(getToken().getKind())) {
    consumeToken();
    return getFloatType(*kind);
  }
  return (emitWrongTokenError("expected non-function type"), Type());
}

/// The text from `start` (a compound type's keyword) to the `>` that closes
/// its first `<`, on one line; empty when there is no such text or it holds
/// a string or an arrow, whose `<` and `>` would not nest.
static llvm::StringRef compoundTypeSpan(const char *start) {
  int depth = 0;
  for (const char *p = start;
       p - start < ParserState::ParsedTexts::kMaxTextSize; ++p) {
    switch (*p) {
    case '<':
      ++depth;
      break;
    case '>':
      if (--depth == 0)
        return llvm::StringRef(start, p + 1 - start);
      if (depth < 0)
        return {};
      break;
    case '-':
      if (p[1] == '>')
        return {};
      break;
    case '"':
    case '\n':
    case '\r':
    case 0:
      return {};
    default:
      break;
    }
  }
  return {};
}

Type Parser::parseCompoundType(Type (Parser::*parse)()) {
  llvm::StringRef span = compoundTypeSpan(getToken().getLoc().getPointer());
  if (const void *known = reuseParsedText(state.compoundTypes, span))
    return Type::getFromOpaquePointer(known);
  Type type = (this->*parse)();
  // A type's parse ends at its closing `>` without looking further.
  rememberParsedText(state.compoundTypes, span, type.getAsOpaquePointer());
  return type;
}

Type Parser::parseComplexType() {
  consumeToken(Token::kw_complex);
  if (parseToken(Token::less, "expected '<' in complex type"))
    return {};
  llvm::SMLoc elementLoc = getToken().getLoc();
  Type elementType = parseType();
  if (!elementType ||
      parseToken(Token::greater, "expected '>' in complex type"))
    return {};
  if (!llvm::isa<FloatType, IntegerType>(elementType))
    return (emitError(elementLoc, "invalid element type for complex"), Type());
  return ComplexType::get(elementType);
}

Type Parser::parseTupleType() {
  consumeToken(Token::kw_tuple);
  if (parseToken(Token::less, "expected '<' in tuple type"))
    return {};
  llvm::SmallVector<Type, 4> types;
  if (consumeIf(Token::greater))
    return TupleType::get(getContext(), types);
  if (parseTypeListNoParens(types) ||
      parseToken(Token::greater, "expected '>' in tuple type"))
    return {};
  return TupleType::get(getContext(), types);
}

Type Parser::parseVectorType() {
  consumeToken(Token::kw_vector);
  if (parseToken(Token::less, "expected '<' in vector type"))
    return {};
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<bool, 4> scalable;
  if (parseVectorDimensionList(shape, scalable))
    return {};
  if (llvm::any_of(shape, [](int64_t d) { return d <= 0; }))
    return (emitError(getToken().getLoc(),
                      "vector types must have positive constant sizes"),
            Type());
  llvm::SMLoc elementLoc = getToken().getLoc();
  Type elementType = parseType();
  if (!elementType || parseToken(Token::greater, "expected '>' in vector type"))
    return {};
  if (!VectorType::isValidElementType(elementType))
    return (
        emitError(elementLoc, "vector elements must be int/index/float type"),
        Type());
  return VectorType::get(shape, elementType, scalable);
}

ParseResult
Parser::parseVectorDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                 llvm::SmallVectorImpl<bool> &scalable) {
  while (getToken().isAny(Token::integer, Token::l_square)) {
    bool isScalable = consumeIf(Token::l_square);
    int64_t value = 0;
    if (getToken().is(Token::question))
      return emitError("invalid dimension");
    if (parseIntegerInDimensionList(value))
      return failure();
    if (isScalable &&
        parseToken(Token::r_square, "missing ']' closing scalable dimension"))
      return failure();
    dims.push_back(value);
    scalable.push_back(isScalable);
    if (parseXInDimensionList())
      return failure();
  }
  return success();
}

ParseResult Parser::parseIntegerInDimensionList(int64_t &value) {
  if (getToken().isNot(Token::integer))
    return emitWrongTokenError("expected integer value");
  llvm::StringRef spelling = getTokenSpelling();
  // Hex literals are not dimensions: `0x4` is `0`, then `x4`.
  if (spelling.size() > 1 && spelling[1] == 'x') {
    value = 0;
    resetToken(spelling.data() + 1);
    return success();
  }
  std::optional<uint64_t> parsed = getToken().getUInt64IntegerValue();
  if (!parsed || *parsed > uint64_t(INT64_MAX))
    return emitError("invalid dimension");
  value = int64_t(*parsed);
  consumeToken(Token::integer);
  return success();
}

ParseResult Parser::parseXInDimensionList() {
  llvm::StringRef spelling = getTokenSpelling();
  if (getToken().isNot(Token::bare_identifier) && getToken().isNot(Token::kw_x))
    return emitWrongTokenError("expected 'x' in dimension list");
  if (spelling.empty() || spelling[0] != 'x')
    return emitWrongTokenError("expected 'x' in dimension list");
  // The lexer glued `x` to what follows (`x8xf32`); restart just after it.
  resetToken(spelling.data() + 1);
  return success();
}

ParseResult
Parser::parseDimensionListRanked(llvm::SmallVectorImpl<int64_t> &dims,
                                 bool allowDynamic, bool withTrailingX) {
  auto parseDim = [&]() -> ParseResult {
    llvm::SMLoc loc = getToken().getLoc();
    if (consumeIf(Token::question)) {
      if (!allowDynamic)
        return emitError(loc, "expected static shape");
      dims.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t value = 0;
    if (parseIntegerInDimensionList(value))
      return failure();
    dims.push_back(value);
    return success();
  };
  auto startsDim = [&] {
    return getToken().isAny(Token::integer, Token::question);
  };
  if (withTrailingX) {
    while (startsDim())
      if (parseDim() || parseXInDimensionList())
        return failure();
    return success();
  }
  if (!startsDim())
    return success();
  if (parseDim())
    return failure();
  while (getToken().isAny(Token::bare_identifier, Token::kw_x) &&
         getTokenSpelling().starts_with("x"))
    if (parseXInDimensionList() || parseDim())
      return failure();
  return success();
}

Type Parser::parseTensorType() {
  consumeToken(Token::kw_tensor);
  if (parseToken(Token::less, "expected '<' in tensor type"))
    return {};
  bool isUnranked = false;
  llvm::SmallVector<int64_t, 4> shape;
  if (consumeIf(Token::star)) {
    isUnranked = true;
    if (parseXInDimensionList())
      return {};
  } else if (parseDimensionListRanked(shape)) {
    return {};
  }
  llvm::SMLoc elementLoc = getToken().getLoc();
  Type elementType = parseType();
  if (!elementType)
    return {};
  Attribute encoding;
  // The encoding is optional even after the comma: `tensor<4xf32, >` is
  // accepted.
  if (consumeIf(Token::comma)) {
    OptionalParseResult parsed = parseOptionalAttribute(encoding);
    if (parsed.has_value() && failed(*parsed))
      return {};
  }
  if (parseToken(Token::greater, "expected '>' in tensor type"))
    return {};
  if (!TensorType::isValidElementType(elementType))
    return (emitError(elementLoc, "invalid tensor element type"), Type());
  if (isUnranked) {
    if (encoding)
      return (emitError("cannot apply encoding to unranked tensor"), Type());
    return UnrankedTensorType::get(elementType);
  }
  return RankedTensorType::get(shape, elementType, encoding);
}

/// Whether `attr` is a memref layout rather than a memory space.
static bool isMemRefLayout(Attribute attr) {
  return llvm::isa<AffineMapAttr, StridedLayoutAttr>(attr);
}

Type Parser::parseMemRefType() {
  llvm::SMLoc typeLoc = getToken().getLoc();
  consumeToken(Token::kw_memref);
  if (parseToken(Token::less, "expected '<' in memref type"))
    return {};
  bool isUnranked = false;
  llvm::SmallVector<int64_t, 4> shape;
  if (consumeIf(Token::star)) {
    isUnranked = true;
    if (parseXInDimensionList())
      return {};
  } else if (parseDimensionListRanked(shape)) {
    return {};
  }
  llvm::SMLoc elementLoc = getToken().getLoc();
  Type elementType = parseType();
  if (!elementType)
    return {};
  if (!BaseMemRefType::isValidElementType(elementType))
    return (emitError(elementLoc, "invalid memref element type"), Type());

  Attribute layout, memorySpace;
  auto parseElement = [&]() -> ParseResult {
    Attribute attr = parseAttribute();
    if (!attr)
      return failure();
    if (isMemRefLayout(attr)) {
      layout = attr;
      if (isUnranked)
        return emitError("cannot have affine map for unranked memref type");
      if (memorySpace)
        return emitError("expected memory space to be last in memref type");
      return success();
    }
    if (memorySpace)
      return emitError("multiple memory spaces specified in memref type");
    memorySpace = attr;
    return success();
  };
  if (!consumeIf(Token::greater)) {
    if (parseToken(Token::comma, "expected ',' or '>' in memref type") ||
        parseCommaSeparatedListUntil(Token::greater, parseElement,
                                     /*allowEmptyList=*/false))
      return {};
  }
  auto emitTypeError = [&] { return emitError(typeLoc); };
  if (isUnranked)
    return UnrankedMemRefType::getChecked(emitTypeError, elementType,
                                          memorySpace);
  return MemRefType::getChecked(emitTypeError, shape, elementType, layout,
                                memorySpace);
}

//===----------------------------------------------------------------------===//
// Aliases and dialect types
//===----------------------------------------------------------------------===//

Type Parser::parseExtendedType() {
  Token tok = getToken();
  llvm::StringRef identifier = tok.getSpelling().drop_front();
  const char *afterTok = tok.getEndLoc().getPointer();
  size_t dot = identifier.find('.');
  bool hasBody = dot != llvm::StringRef::npos || *afterTok == '<';

  if (!hasBody) {
    consumeToken(Token::exclamation_identifier);
    auto it = state.symbols.typeAliasDefinitions.find(identifier);
    if (it == state.symbols.typeAliasDefinitions.end())
      return (
          emitWrongTokenError("undefined symbol alias id '" + identifier + "'"),
          Type());
    return it->second;
  }

  DialectSymbol symbol;
  if (parseDialectSymbol(symbol))
    return {};
  llvm::StringRef dialectName = symbol.dialect, body = symbol.body;
  const char *bodyStart = body.data();
  llvm::SMLoc bodyLoc = llvm::SMLoc::getFromPointer(bodyStart);

  // Continue after the symbol once the body is parsed.
  const char *symbolEnd = symbol.end;
  Context *ctx = getContext();
  if (Dialect *dialect = ctx->getOrLoadDialect(dialectName)) {
    resetToken(bodyStart);
    CustomDialectAsmParser customParser(body, *this);
    Type result = dialect->parseType(customParser);
    if (!result)
      return {};
    resetToken(symbolEnd);
    state.prevTokenEnd = symbolEnd;
    return result;
  }

  resetToken(symbolEnd);
  state.prevTokenEnd = symbolEnd;
  StringAttr ns = StringAttr::get(ctx, dialectName);
  if (!ctx->allowsUnregisteredDialects()) {
    std::string spelled;
    llvm::raw_string_ostream os(spelled);
    os << "`!";
    AttrTypePrinter::printEscapedString(dialectName, os);
    os << '<';
    AttrTypePrinter::printEscapedString(body, os);
    os << ">` type created with unregistered dialect. If this is intended, "
          "please call allowUnregisteredDialects() on the Context, or "
          "use --allow-unregistered-dialect";
    return (emitError(bodyLoc, os.str()), Type());
  }
  return OpaqueType::getChecked([&] { return emitError(bodyLoc); }, ns, body);
}
