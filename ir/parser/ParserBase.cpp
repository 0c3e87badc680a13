//===- ParserBase.cpp - Tokens, errors, lists, numbers and aliases
//---------===//
//
// The parts of Parser that every grammar uses: token handling, error
// placement (as mlir-opt places them), comma-separated lists, integer
// literals, alias definitions, dialect symbol bodies, and the stand-alone
// parseAttribute/parseType entry points.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Parser.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace assay;

AsmParser::~AsmParser() = default;
DialectAsmParser::~DialectAsmParser() = default;

ParserState::ParserState(const llvm::SourceMgr &sourceMgr,
                         const ParserConfig &config, SymbolState &symbols)
    : config(config), context(config.getContext()),
      lex(sourceMgr, config.getContext()), curToken(lex.lexToken()),
      symbols(symbols) {
  prevTokenEnd = lex.getBufferBegin();
}

//===----------------------------------------------------------------------===//
// AsmParser non-virtual helpers
//===----------------------------------------------------------------------===//

ParseResult AsmParser::parseKeyword(llvm::StringRef keyword,
                                    const llvm::Twine &msg) {
  if (succeeded(parseOptionalKeyword(keyword)))
    return success();
  return emitWrongTokenError("expected '" + keyword + "'" + msg);
}

ParseResult AsmParser::parseKeyword(llvm::StringRef *keyword) {
  if (succeeded(parseOptionalKeyword(keyword)))
    return success();
  return emitWrongTokenError("expected valid keyword");
}

ParseResult AsmParser::parseKeywordOrString(std::string *result) {
  if (succeeded(parseOptionalKeywordOrString(result)))
    return success();
  return emitWrongTokenError("expected valid keyword or string");
}

ParseResult AsmParser::parseString(std::string *string) {
  if (succeeded(parseOptionalString(string)))
    return success();
  return emitWrongTokenError("expected string");
}

ParseResult AsmParser::parseSymbolName(StringAttr &result) {
  if (succeeded(parseOptionalSymbolName(result)))
    return success();
  return emitWrongTokenError("expected valid '@'-identifier for symbol name");
}

ParseResult AsmParser::parseAttribute(Attribute &result, llvm::StringRef name,
                                      NamedAttrList &attrs, Type type) {
  if (parseAttribute(result, type))
    return failure();
  attrs.append(name, result);
  return success();
}

ParseResult Parser::parseOptionalSymbolName(StringAttr &result) {
  if (getToken().isNot(Token::at_identifier))
    return failure();
  result = StringAttr::get(getContext(), getToken().getSymbolReference());
  consumeToken();
  return success();
}

ParseResult Parser::parseFloat(double &result) {
  llvm::APFloat value(0.0);
  if (parseFloat(llvm::APFloat::IEEEdouble(), value))
    return failure();
  result = value.convertToDouble();
  return success();
}

ParseResult Parser::parseFloat(const llvm::fltSemantics &semantics,
                               llvm::APFloat &result) {
  bool isNegative = consumeIf(Token::minus);
  Token tok = getToken();
  std::optional<llvm::APFloat> value;
  if (tok.is(Token::floatliteral) || tok.is(Token::integer)) {
    if (parseFloatFromLiteral(value, tok, isNegative, semantics))
      return failure();
    consumeToken();
    result = *value;
    return success();
  }
  // `inf`, `nan` as keywords, as custom float syntax allows.
  if (tok.is(Token::bare_identifier)) {
    llvm::StringRef spelling = tok.getSpelling();
    if (spelling == "inf") {
      result = llvm::APFloat::getInf(semantics, isNegative);
      consumeToken();
      return success();
    }
    if (spelling == "nan") {
      result = llvm::APFloat::getNaN(semantics, isNegative);
      consumeToken();
      return success();
    }
  }
  return emitError(tok.getLoc(), "expected floating point literal");
}

//===----------------------------------------------------------------------===//
// Cached builtin types and attributes
//===----------------------------------------------------------------------===//

Type Parser::getIntegerType(unsigned width, unsigned signedness) {
  assert(signedness < 3 && "not a signedness");
  auto semantics = IntegerType::SignednessSemantics(signedness);
  if (width >= ParserState::BuiltinCache::kIntWidths)
    return IntegerType::get(getContext(), width, semantics);
  Type &slot = state.cache.intTypes[signedness][width];
  if (!slot)
    slot = IntegerType::get(getContext(), width, semantics);
  return slot;
}

Type Parser::getFloatType(unsigned kind) {
  assert(kind < std::size(state.cache.floatTypes) && "not a float kind");
  Type &slot = state.cache.floatTypes[kind];
  if (!slot)
    slot = FloatType::get(getContext(), FloatType::Kind(kind));
  return slot;
}

Type Parser::getIndexType() {
  if (!state.cache.indexType)
    state.cache.indexType = IndexType::get(getContext());
  return state.cache.indexType;
}

Type Parser::getNoneType() {
  if (!state.cache.noneType)
    state.cache.noneType = NoneType::get(getContext());
  return state.cache.noneType;
}

Attribute Parser::getUnitAttr() {
  if (!state.cache.unitAttr)
    state.cache.unitAttr = UnitAttr::get(getContext());
  return state.cache.unitAttr;
}

Attribute Parser::getBoolAttr(bool value) {
  Attribute &slot = value ? state.cache.trueAttr : state.cache.falseAttr;
  if (!slot)
    slot = BoolAttr::get(getContext(), value);
  return slot;
}

//===----------------------------------------------------------------------===//
// Tokens and errors
//===----------------------------------------------------------------------===//

void Parser::resetToken(const char *tokPos) {
  state.lex.resetPointer(tokPos);
  state.curToken = state.lex.lexToken();
}

StringAttr Parser::getAttributeName(llvm::StringRef spelling) {
  auto it = state.attributeNames.find(spelling);
  if (it != state.attributeNames.end())
    return llvm::cast<StringAttr>(it->second);
  StringAttr name = StringAttr::get(getContext(), spelling);
  if (state.attributeNames.size() < ParserState::ParsedTexts::kMaxEntries)
    state.attributeNames.try_emplace(spelling, name);
  return name;
}

// Large files spell the same types and attribute values over and over, and
// parsing one (`memref<8x?xf32, 1>`, `dense<[1, 2]> : tensor<2xi32>`) takes
// a dozen tokens. Where a parse depends on the text alone (aliases cannot be
// redefined), the same bytes give the same value: once some text has parsed
// in full, meeting it again moves the lexer past it.
const void *Parser::reuseParsedText(ParserState::ParsedTexts &texts,
                                    llvm::StringRef span) {
  // The parse would nest once per byte at most: a text met where that could
  // pass the nesting limit is parsed, so that the limit is reported.
  if (span.empty() || !texts.enabled ||
      state.nestingDepth + span.size() >= kMaxNestingDepth)
    return nullptr;
  auto it = texts.entries.find(span);
  if (it == texts.entries.end()) {
    ++texts.misses;
    return nullptr;
  }
  ++texts.hits;
  state.prevTokenEnd = span.end();
  resetToken(span.end());
  return it->second;
}

void Parser::rememberParsedText(ParserState::ParsedTexts &texts,
                                llvm::StringRef span, const void *value) {
  if (!value || span.empty() || !texts.enabled ||
      state.prevTokenEnd != span.end())
    return;
  if (texts.entries.size() < ParserState::ParsedTexts::kMaxEntries) {
    texts.entries.try_emplace(span, value);
    return;
  }
  if (texts.hits < texts.misses / 4) {
    texts.enabled = false;
    texts.entries.clear();
  }
}

ParseResult Parser::parseOptionalKeyword(llvm::StringRef *keyword) {
  if (!isCurrentTokenAKeyword())
    return failure();
  *keyword = getTokenSpelling();
  consumeToken();
  return success();
}

/// Where an error at `loc` is shown: a location at the end of the buffer is
/// moved back onto its last character, so the caret points at text.
static llvm::SMLoc clampToLastCharacter(const Lexer &lex, llvm::SMLoc loc) {
  const char *ptr = loc.getPointer();
  if (ptr == lex.getBufferEnd() && ptr != lex.getBufferBegin())
    return llvm::SMLoc::getFromPointer(ptr - 1);
  return loc;
}

InFlightDiagnostic Parser::emitError(const llvm::Twine &message) {
  llvm::SMLoc loc = getToken().getLoc();
  if (getToken().is(Token::eof))
    loc = clampToLastCharacter(state.lex, loc);
  return emitError(loc, message);
}

InFlightDiagnostic Parser::emitError(llvm::SMLoc loc,
                                     const llvm::Twine &message) {
  InFlightDiagnostic diag =
      assay::emitError(getEncodedSourceLocation(loc), message);
  // The lexer already reported the problem behind an error token.
  if (getToken().is(Token::error))
    diag.abandon();
  return diag;
}

InFlightDiagnostic Parser::emitWrongTokenError(const llvm::Twine &message) {
  llvm::SMLoc originalLoc =
      clampToLastCharacter(state.lex, getToken().getLoc());
  const char *bufferBegin = state.lex.getBufferBegin();
  llvm::StringRef before(bufferBegin, originalLoc.getPointer() - bufferBegin);
  // Walk back over blanks and line breaks so the error sits right after the
  // last thing written, skipping `//` comments on the lines crossed.
  while (true) {
    before = before.rtrim(" \t");
    if (before.empty())
      return emitError(originalLoc, message);
    if (before.back() != '\n' && before.back() != '\r')
      return emitError(llvm::SMLoc::getFromPointer(before.end()), message);
    before = before.drop_back();
    llvm::StringRef line = before;
    size_t lineStart = line.find_last_of("\n\r");
    if (lineStart != llvm::StringRef::npos)
      line = line.drop_front(lineStart + 1);
    size_t comment = line.find("//");
    if (comment != llvm::StringRef::npos)
      before = before.drop_back(line.size() - comment);
  }
}

//===----------------------------------------------------------------------===//
// Lists
//===----------------------------------------------------------------------===//

ParseResult
Parser::parseCommaSeparatedList(Delimiter delimiter,
                                llvm::function_ref<ParseResult()> elementParser,
                                llvm::StringRef contextMessage) {
  Token::Kind open = Token::error, close = Token::error;
  const char *openText = "", *closeText = "";
  bool optional = false;
  switch (delimiter) {
  case Delimiter::None:
    break;
  case Delimiter::OptionalParen:
    optional = true;
    [[fallthrough]];
  case Delimiter::Paren:
    open = Token::l_paren, close = Token::r_paren;
    openText = "'('", closeText = "')'";
    break;
  case Delimiter::OptionalSquare:
    optional = true;
    [[fallthrough]];
  case Delimiter::Square:
    open = Token::l_square, close = Token::r_square;
    openText = "'['", closeText = "']'";
    break;
  case Delimiter::OptionalLessGreater:
    optional = true;
    [[fallthrough]];
  case Delimiter::LessGreater:
    open = Token::less, close = Token::greater;
    openText = "'<'", closeText = "'>'";
    break;
  case Delimiter::OptionalBraces:
    optional = true;
    [[fallthrough]];
  case Delimiter::Braces:
    open = Token::l_brace, close = Token::r_brace;
    openText = "'{'", closeText = "'}'";
    break;
  }

  if (delimiter != Delimiter::None) {
    if (getToken().isNot(open)) {
      if (optional)
        return success();
      return emitWrongTokenError(llvm::Twine("expected ") + openText +
                                 contextMessage);
    }
    consumeToken(open);
    if (consumeIf(close))
      return success();
  }

  if (elementParser())
    return failure();
  while (consumeIf(Token::comma))
    if (elementParser())
      return failure();

  if (delimiter == Delimiter::None)
    return success();
  return parseToken(close,
                    llvm::Twine("expected ") + closeText + contextMessage);
}

ParseResult Parser::parseCommaSeparatedListUntil(
    Token::Kind rightToken, llvm::function_ref<ParseResult()> elementParser,
    bool allowEmptyList) {
  if (getToken().is(rightToken)) {
    if (!allowEmptyList)
      return emitWrongTokenError("expected list element");
    consumeToken(rightToken);
    return success();
  }
  if (elementParser())
    return failure();
  while (consumeIf(Token::comma))
    if (elementParser())
      return failure();
  return parseToken(rightToken, "expected ',' or '" +
                                    Token::getTokenSpelling(rightToken) + "'");
}

//===----------------------------------------------------------------------===//
// Numbers
//===----------------------------------------------------------------------===//

/// The value of an integer token, in exactly as many bits as it needs plus
/// one for a sign; nullopt if the spelling is not an integer or needs more
/// than `maxBits` bits.
static std::optional<llvm::APInt>
getTokenMagnitude(const Token &tok, unsigned maxBits = kMaxIntegerLiteralBits) {
  llvm::StringRef spelling = tok.getSpelling();
  llvm::APInt value;
  if (getAsIntegerLiteral(spelling, value, maxBits))
    return std::nullopt;
  // The literal may be read wider than needed; trim to the active
  // bits plus a sign bit.
  unsigned width = std::max(1u, value.getActiveBits()) + 1;
  return value.zextOrTrunc(width);
}

OptionalParseResult Parser::parseOptionalInteger(llvm::APInt &result) {
  Token curTok = getToken();
  bool negative = false;
  if (curTok.is(Token::minus)) {
    consumeToken(Token::minus);
    negative = true;
    if (getToken().isNot(Token::integer))
      return emitError("expected integer value");
  } else if (curTok.isNot(Token::integer)) {
    return std::nullopt;
  }
  Token intTok = getToken();
  consumeToken(Token::integer);
  std::optional<llvm::APInt> value = getTokenMagnitude(intTok);
  if (!value)
    return emitError(intTok.getLoc(), "integer value too large");
  if (negative)
    value->negate();
  result = *value;
  return success();
}

OptionalParseResult Parser::parseOptionalDecimalInteger(llvm::APInt &result) {
  Token curTok = getToken();
  bool negative = false;
  if (curTok.is(Token::minus)) {
    consumeToken(Token::minus);
    negative = true;
    if (getToken().isNot(Token::integer))
      return emitError("expected integer value");
  } else if (curTok.isNot(Token::integer)) {
    return std::nullopt;
  }
  Token intTok = getToken();
  llvm::StringRef spelling = intTok.getSpelling();
  // `0x1` reads as `0` then `x1`, as in dimension lists.
  if (spelling.size() > 1 && spelling[1] == 'x') {
    resetToken(spelling.data() + 1);
    result = llvm::APInt(2, 0);
    return success();
  }
  consumeToken(Token::integer);
  std::optional<llvm::APInt> value = getTokenMagnitude(intTok);
  if (!value)
    return emitError(intTok.getLoc(), "integer value too large");
  if (negative)
    value->negate();
  result = *value;
  return success();
}

ParseResult
Parser::parseFloatFromIntegerLiteral(std::optional<llvm::APFloat> &result,
                                     const Token &tok, bool isNegative,
                                     const llvm::fltSemantics &semantics) {
  llvm::StringRef spelling = tok.getSpelling();
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  if (!isHex) {
    auto diag = emitError(tok.getLoc(), "unexpected decimal integer literal "
                                        "for a floating point value");
    if (Diagnostic *d = diag.getUnderlyingDiagnostic())
      d->attachNote() << "add a trailing dot to make the literal a float";
    return failure();
  }
  if (isNegative)
    return emitError(tok.getLoc(),
                     "hexadecimal float literal should not have a leading "
                     "minus");
  unsigned width = llvm::APFloat::semanticsSizeInBits(semantics);
  std::optional<llvm::APInt> bits = getTokenMagnitude(tok, width);
  if (!bits)
    return emitError(tok.getLoc(),
                     "hexadecimal float constant out of range for type");
  result.emplace(semantics, bits->zextOrTrunc(width));
  return success();
}

ParseResult Parser::parseFloatFromLiteral(std::optional<llvm::APFloat> &result,
                                          const Token &tok, bool isNegative,
                                          const llvm::fltSemantics &semantics) {
  if (tok.is(Token::integer))
    return parseFloatFromIntegerLiteral(result, tok, isNegative, semantics);
  if (tok.isNot(Token::floatliteral))
    return emitError(tok.getLoc(), "expected floating point literal");
  // The literal is read as a double first, then rounded to the target
  // semantics (so f80/f128 literals carry double precision, as in
  // mlir-opt).
  llvm::APFloat value(llvm::APFloat::IEEEdouble());
  if (std::optional<double> fast = getAsDoubleFast(tok.getSpelling())) {
    value = llvm::APFloat(*fast);
  } else {
    auto status = value.convertFromString(tok.getSpelling(),
                                          llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      return emitError(tok.getLoc(), "floating point value too large");
    }
  }
  if (isNegative)
    value.changeSign();
  bool losesInfo = false;
  value.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  result = value;
  return success();
}

//===----------------------------------------------------------------------===//
// Aliases
//===----------------------------------------------------------------------===//

ParseResult Parser::parseAttributeAliasDef() {
  assert(getToken().is(Token::hash_identifier) && "expected `#name`");
  llvm::StringRef aliasName = getTokenSpelling().drop_front();
  if (state.symbols.attributeAliasDefinitions.count(aliasName))
    return emitError("redefinition of attribute alias id '" + aliasName + "'");
  if (aliasName.contains('.'))
    return emitError("attribute names with a '.' are reserved for "
                     "dialect-defined names");
  consumeToken(Token::hash_identifier);
  if (parseToken(Token::equal, "expected '=' in attribute alias definition"))
    return failure();
  Attribute attr = parseAttribute();
  if (!attr)
    return failure();
  state.symbols.attributeAliasDefinitions[aliasName] = attr;
  return success();
}

ParseResult Parser::parseTypeAliasDef() {
  assert(getToken().is(Token::exclamation_identifier) && "expected `!name`");
  llvm::StringRef aliasName = getTokenSpelling().drop_front();
  if (state.symbols.typeAliasDefinitions.count(aliasName))
    return emitError("redefinition of type alias id '" + aliasName + "'");
  if (aliasName.contains('.'))
    return emitError("type names with a '.' are reserved for dialect-defined "
                     "names");
  consumeToken(Token::exclamation_identifier);
  if (parseToken(Token::equal, "expected '=' in type alias definition"))
    return failure();
  Type type = parseType();
  if (!type)
    return failure();
  state.symbols.typeAliasDefinitions[aliasName] = type;
  return success();
}

//===----------------------------------------------------------------------===//
// Dialect symbol bodies
//===----------------------------------------------------------------------===//

ParseResult Parser::parseDialectSymbol(DialectSymbol &symbol) {
  Token tok = getToken();
  llvm::StringRef identifier = tok.getSpelling().drop_front();
  const char *afterTok = tok.getEndLoc().getPointer();
  size_t dot = identifier.find('.');
  bool angleForm = dot == llvm::StringRef::npos;
  symbol.dialect = identifier.take_front(dot);
  const char *bodyStart =
      angleForm ? afterTok + 1 : identifier.data() + dot + 1;
  const char *bodyEnd = afterTok;
  if (*afterTok == '<') {
    resetToken(afterTok);
    llvm::StringRef angles;
    bool isPretty = false;
    if (parseDialectSymbolBody(angles, isPretty))
      return failure();
    bodyEnd = angleForm ? angles.end() - 1 : angles.end();
  }
  symbol.body = llvm::StringRef(bodyStart, bodyEnd - bodyStart);
  symbol.end = angleForm ? bodyEnd + 1 : bodyEnd;
  return success();
}

ParseResult Parser::parseDialectSymbolBody(llvm::StringRef &body,
                                           bool &isPretty) {
  // The current token starts the body: either `<` (the `ns<...>` form) or
  // the identifier right after `ns.` (already part of the sigil token, so
  // the caller handles that case). Here we scan a balanced `<...>`.
  const char *start = getToken().getLoc().getPointer();
  DialectBodyScan scan = scanDialectSymbolBody(
      llvm::StringRef(start, state.lex.getBufferEnd() - start));
  switch (scan.status) {
  case DialectBodyScan::Status::Balanced:
    break;
  case DialectBodyScan::Status::Unbalanced:
    // Errors point at the opening '<' and name the innermost unclosed
    // bracket, as mlir-opt reports them.
    return emitError(llvm::SMLoc::getFromPointer(start),
                     llvm::Twine("unbalanced '") + llvm::Twine(scan.open) +
                         "' character in pretty dialect name");
  case DialectBodyScan::Status::UnterminatedString:
    return emitError(llvm::SMLoc::getFromPointer(start + scan.length),
                     "expected '\"' in string literal");
  }
  body = llvm::StringRef(start, scan.length);
  isPretty = true;
  return success();
}

//===----------------------------------------------------------------------===//
// Stand-alone entry points
//===----------------------------------------------------------------------===//

/// Parses one entity from `text` with `parseFn`, checking the trailing text.
template <class T>
static T parseStandalone(llvm::StringRef text, Context *context,
                         size_t *numRead,
                         llvm::function_ref<T(Parser &)> parseFn) {
  llvm::SourceMgr sourceMgr;
  // A copy, so the lexer can rely on the terminating NUL, padded with one
  // blank: an error at the end of the text then sits just after it, where
  // it would sit if the text were embedded in an op, instead of being moved
  // back onto the last character as at the end of a file.
  std::string padded;
  padded.reserve(text.size() + 1);
  padded.append(text.begin(), text.end());
  padded.push_back(' ');
  unsigned bufferId = sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(padded, "<string>"), llvm::SMLoc());
  const char *bufferStart =
      sourceMgr.getMemoryBuffer(bufferId)->getBufferStart();
  SymbolState symbols;
  ParserConfig config(context);
  ParserState state(sourceMgr, config, symbols);
  Parser parser(state);
  T result = parseFn(parser);
  if (!result)
    return T();
  const char *end = parser.getToken().getLoc().getPointer();
  if (numRead) {
    *numRead = state.prevTokenEnd - bufferStart;
    return result;
  }
  if (parser.getToken().isNot(Token::eof)) {
    parser.emitError(llvm::SMLoc::getFromPointer(end),
                     "found trailing characters: '" +
                         llvm::StringRef(end).drop_back() + "'");
    return T();
  }
  return result;
}

Attribute assay::parseAttribute(llvm::StringRef text, Context *context,
                                Type type, size_t *numRead) {
  return parseStandalone<Attribute>(
      text, context, numRead,
      [&](Parser &parser) { return parser.parseAttribute(type); });
}

Type assay::parseType(llvm::StringRef text, Context *context, size_t *numRead) {
  return parseStandalone<Type>(text, context, numRead, [&](Parser &parser) {
    return parser.parseType();
  });
}

Parser::NestingGuard::NestingGuard(Parser &parser) : parser(parser) {
  if (++parser.state.nestingDepth > kMaxNestingDepth) {
    failedDepth = true;
    parser.emitError("nesting of types and attributes is too deep (more than " +
                     llvm::Twine(kMaxNestingDepth) + " levels)");
  }
}
