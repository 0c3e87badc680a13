//===- Parser.h - Shared state and base class of the textual IR parser
//-----===//
//
// ParserState is everything one parse of one buffer shares: the lexer and
// current token, the Context, the configuration, and the alias tables
// (`#name = ...`, `!name = ...`). Parser is the base class every parser of
// the textual IR builds on: token handling, error reporting with
// file:line:col locations, comma-separated lists, and the grammar of types,
// attributes and locations. The op-level parser (operations, regions, blocks,
// SSA names, file metadata) derives from it in OperationParser.cpp.
//
// The element attributes (affine maps and sets, strided layouts, dense,
// sparse and resource elements, dense arrays) are parsed by member functions
// defined in AffineParser.cpp and ElementsParser.cpp; this header declares
// them so the dispatch in parseAttribute() can call them.
//
// Errors are worded as mlir-opt reports them; a lexer error is reported once,
// by the lexer, and every later error at the resulting `error` token is
// dropped.
//
// Nesting of types and attributes is parsed by recursive descent, bounded by
// kMaxNestingDepth so that hostile input reports an error instead of
// overflowing the stack.
//
// Speed: the builtin types and attributes spelled on nearly every op (`i32`,
// `f32`, `index`, `none`, `unit`, `true`...) are fetched from the Context
// once per parse and kept in ParserState, sparing a uniquer lookup per use.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PARSER_PARSER_H
#define ASSAY_IR_PARSER_PARSER_H

#include "ir/AsmParser.h"
#include "ir/parser/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <unordered_map>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace assay {
class ArrayAttr;
class FunctionType;
class NamedAttrList;
class StringAttr;

/// Options of one parse.
class ParserConfig {
public:
  explicit ParserConfig(Context *context, bool verifyAfterParse = true)
      : context(context), verifyAfterParse(verifyAfterParse) {}

  Context *getContext() const { return context; }
  /// Whether the parsed IR is verified before it is returned.
  bool shouldVerifyAfterParse() const { return verifyAfterParse; }

private:
  Context *context;
  bool verifyAfterParse;
};

/// Names defined at the top level of a file, shared by every parser of it.
struct SymbolState {
  /// `#name = attr` definitions.
  llvm::StringMap<Attribute> attributeAliasDefinitions;
  /// `!name = type` definitions.
  llvm::StringMap<Type> typeAliasDefinitions;
  /// `dense_resource<key>` references seen so far, by dialect namespace; the
  /// `{-# dialect_resources: ... #-}` section is matched against them.
  llvm::StringMap<llvm::StringSet<>> referencedResources;
  /// `distinct[N]<...>` attributes by N, so each N denotes one attribute.
  /// Not a DenseMap: N is any 64-bit value the input spells, its empty and
  /// tombstone keys included.
  std::unordered_map<uint64_t, Attribute> distinctAttributes;
};

/// What one parse of one buffer shares.
struct ParserState {
  ParserState(const llvm::SourceMgr &sourceMgr, const ParserConfig &config,
              SymbolState &symbols);
  ParserState(const ParserState &) = delete;
  ParserState &operator=(const ParserState &) = delete;

  ParserConfig config;
  Context *context;
  Lexer lex;
  /// The token being looked at.
  Token curToken;
  /// The end of the last consumed token (for errors placed after it).
  const char *prevTokenEnd = nullptr;
  SymbolState &symbols;
  /// Current depth of nested types and attributes.
  unsigned nestingDepth = 0;

  /// Builtin types and attributes that nearly every op spells, each fetched
  /// from the Context's uniquer once per parse instead of once per use.
  struct BuiltinCache {
    /// Integer widths cached, by signedness (signless, signed, unsigned).
    static constexpr unsigned kIntWidths = 129;
    Type intTypes[3][kIntWidths] = {};
    /// By FloatType::Kind.
    Type floatTypes[16] = {};
    Type indexType, noneType;
    Attribute unitAttr, trueAttr, falseAttr;
  } cache;

  /// Values parsed from some text, by that exact text, so that the same
  /// bytes met again need no parse (see Parser::reuseParsedText). The keys
  /// are copies: the input's pages may be released behind the lexer.
  struct ParsedTexts {
    /// Texts remembered at most: a file whose texts rarely repeat (a
    /// constant per op) must not grow a table beside its IR.
    static constexpr unsigned kMaxEntries = 4096;
    /// The longest text remembered.
    static constexpr ptrdiff_t kMaxTextSize = 256;
    llvm::StringMap<const void *> entries;
    unsigned hits = 0, misses = 0;
    /// Cleared once the table is full and its texts are seldom met again.
    bool enabled = true;
  };
  /// Compound types (memref, tensor, vector, complex, tuple).
  ParsedTexts compoundTypes;
  /// The values of attribute dictionary entries.
  ParsedTexts attributeValues;
  /// Bare attribute names met in dictionaries (see Parser::getAttributeName).
  llvm::StringMap<Attribute> attributeNames;
};

/// Base class of the textual IR parsers.
class Parser {
public:
  using Delimiter = AsmParser::Delimiter;

  /// The deepest nesting of types and attributes accepted.
  static constexpr unsigned kMaxNestingDepth = 512;

  explicit Parser(ParserState &state) : state(state) {}

  Context *getContext() const { return state.context; }
  ParserState &getState() const { return state; }
  const llvm::SourceMgr &getSourceMgr() const {
    return state.lex.getSourceMgr();
  }

  //===--- Tokens --------------------------------------------------------===//

  const Token &getToken() const { return state.curToken; }
  llvm::StringRef getTokenSpelling() const {
    return state.curToken.getSpelling();
  }
  /// Advances to the next token (never past the end).
  void consumeToken() {
    assert(state.curToken.isNot(Token::eof) &&
           state.curToken.isNot(Token::error) &&
           "cannot consume the end of file or an error");
    state.prevTokenEnd = state.curToken.getEndLoc().getPointer();
    state.curToken = state.lex.lexToken();
  }
  /// Advances past a token known to be `kind`.
  void consumeToken(Token::Kind kind) {
    assert(state.curToken.is(kind) && "consumed an unexpected token");
    consumeToken();
  }
  /// Consumes the current token if it is `kind`.
  bool consumeIf(Token::Kind kind) {
    if (state.curToken.isNot(kind))
      return false;
    consumeToken(kind);
    return true;
  }
  /// Consumes `expected` or reports `message` ("expected ...").
  ParseResult parseToken(Token::Kind expected, const llvm::Twine &message) {
    if (consumeIf(expected))
      return success();
    return emitWrongTokenError(message);
  }
  /// Restarts lexing at `tokPos` and reads the token there.
  void resetToken(const char *tokPos);

  /// The name `spelling` of a dictionary entry. A file repeats a few names
  /// in nearly every dictionary: a table of its own is searched faster
  /// than the Context's table of every string.
  StringAttr getAttributeName(llvm::StringRef spelling);

  /// What `texts` holds for `span`, the text from the current token on;
  /// on a hit the lexer moves past the text. The parse of a remembered text
  /// must depend on its bytes alone, nested at most once per byte, and not
  /// on what follows them beyond what the caller's `span` ensures.
  const void *reuseParsedText(ParserState::ParsedTexts &texts,
                              llvm::StringRef span);
  /// Remembers that `span` parsed to `value` when the parse just consumed
  /// exactly that text.
  void rememberParsedText(ParserState::ParsedTexts &texts, llvm::StringRef span,
                          const void *value);

  /// Whether the current token is a bare identifier or a keyword.
  bool isCurrentTokenAKeyword() const {
    return getToken().isAny(Token::bare_identifier, Token::inttype) ||
           getToken().isKeyword();
  }
  /// Consumes a bare identifier or keyword, if next.
  ParseResult parseOptionalKeyword(llvm::StringRef *keyword);

  //===--- Errors --------------------------------------------------------===//

  /// Reports `message` at the current token.
  InFlightDiagnostic emitError(const llvm::Twine &message = {});
  /// Reports `message` at `loc`. Dropped when the current token is a lexer
  /// error (the lexer already reported it).
  InFlightDiagnostic emitError(llvm::SMLoc loc,
                               const llvm::Twine &message = {});
  /// Reports an unexpected token: at the current token, or just after the
  /// previous one when the current token starts a later line (so "expected
  /// ')'" points at the line missing it).
  InFlightDiagnostic emitWrongTokenError(const llvm::Twine &message = {});

  /// The file:line:col location of `loc`.
  Location getEncodedSourceLocation(llvm::SMLoc loc) const {
    return state.lex.getEncodedSourceLocation(loc);
  }

  //===--- Lists ---------------------------------------------------------===//

  /// Parses `elementParser` separated by commas within `delimiter`. An
  /// empty list is accepted between delimiters.
  ParseResult
  parseCommaSeparatedList(Delimiter delimiter,
                          llvm::function_ref<ParseResult()> elementParser,
                          llvm::StringRef contextMessage = {});
  ParseResult
  parseCommaSeparatedList(llvm::function_ref<ParseResult()> elementParser) {
    return parseCommaSeparatedList(Delimiter::None, elementParser);
  }
  /// Parses elements separated by commas until `rightToken` (consumed).
  ParseResult
  parseCommaSeparatedListUntil(Token::Kind rightToken,
                               llvm::function_ref<ParseResult()> elementParser,
                               bool allowEmptyList = true);

  //===--- Numbers -------------------------------------------------------===//

  /// Parses `-`? integer into an APInt one bit wider than its magnitude
  /// needs (so it is never misread as negative), if an integer is next.
  OptionalParseResult parseOptionalInteger(llvm::APInt &result);
  /// Parses `-`? float literal (or hex integer bits, or `inf`/`nan`) in
  /// `semantics`.
  ParseResult parseFloat(const llvm::fltSemantics &semantics,
                         llvm::APFloat &result);
  /// Parses a float literal as a double.
  ParseResult parseFloat(double &result);
  /// Parses `@name` into a StringAttr if one is next.
  ParseResult parseOptionalSymbolName(StringAttr &result);
  /// Parses a decimal integer, if next (hex is not allowed).
  OptionalParseResult parseOptionalDecimalInteger(llvm::APInt &result);
  /// Builds a float of `semantics` from an integer token: a hexadecimal
  /// literal gives the bit pattern; a decimal one is an error.
  ParseResult parseFloatFromIntegerLiteral(std::optional<llvm::APFloat> &result,
                                           const Token &tok, bool isNegative,
                                           const llvm::fltSemantics &semantics);
  /// Builds a float of `semantics` from a float or integer token.
  ParseResult parseFloatFromLiteral(std::optional<llvm::APFloat> &result,
                                    const Token &tok, bool isNegative,
                                    const llvm::fltSemantics &semantics);

  //===--- Cached builtin types and attributes -------------------------===//

  /// `i<width>`, `si<width>` or `ui<width>` (width checked by the caller).
  Type getIntegerType(unsigned width, unsigned signedness);
  Type getFloatType(unsigned kind);
  Type getIndexType();
  Type getNoneType();
  Attribute getUnitAttr();
  Attribute getBoolAttr(bool value);

  //===--- Types ---------------------------------------------------------===//

  /// Parses any type; null after an error.
  Type parseType();
  /// Parses a type if one is next.
  OptionalParseResult parseOptionalType(Type &type);
  /// Parses a type that is not a function type.
  Type parseNonFunctionType();
  /// Parses `(inputs) -> results`.
  Type parseFunctionType();
  /// Parses a function type into its two lists without uniquing a
  /// FunctionType (the generic op form needs only the lists; most ops of a
  /// large file spell a type of their own): `(inputs) -> results`, or any
  /// type that denotes a function type (an alias). Reports "expected
  /// function type" at the type's start for any other type.
  ParseResult parseFunctionTypeLists(llvm::SmallVectorImpl<Type> &inputs,
                                     llvm::SmallVectorImpl<Type> &results);
  /// Parses `!alias` or `!dialect...`.
  Type parseExtendedType();
  /// Parses a memref, tensor, vector, complex or tuple type with `parse`,
  /// or takes it from the types already parsed from the same text.
  Type parseCompoundType(Type (Parser::*parse)());
  Type parseComplexType();
  Type parseMemRefType();
  Type parseTensorType();
  Type parseTupleType();
  Type parseVectorType();

  /// Parses `type, type...`.
  ParseResult parseTypeListNoParens(llvm::SmallVectorImpl<Type> &elements);
  /// Parses `(type, type...)`, possibly empty.
  ParseResult parseTypeListParens(llvm::SmallVectorImpl<Type> &elements);
  /// Parses the results of a function type: `(types)` or one type.
  ParseResult parseFunctionResultTypes(llvm::SmallVectorImpl<Type> &elements);

  /// Parses `4x?x8x`: dimensions, each followed by `x` when
  /// `withTrailingX`, or separated by `x` otherwise.
  ParseResult parseDimensionListRanked(llvm::SmallVectorImpl<int64_t> &dims,
                                       bool allowDynamic = true,
                                       bool withTrailingX = true);
  /// Parses the dimensions of a vector type, with `[n]` scalable ones.
  ParseResult parseVectorDimensionList(llvm::SmallVectorImpl<int64_t> &dims,
                                       llvm::SmallVectorImpl<bool> &scalable);
  /// Parses one dimension size (decimal; `0x` is read as `0` then `x`).
  ParseResult parseIntegerInDimensionList(int64_t &value);
  /// Parses the `x` separating two dimensions.
  ParseResult parseXInDimensionList();

  //===--- Attributes ----------------------------------------------------===//

  /// Parses any attribute; `type` is the expected type (may be null). Null
  /// after an error.
  Attribute parseAttribute(Type type = {});
  /// Parses an attribute if one is next.
  OptionalParseResult parseOptionalAttribute(Attribute &attribute,
                                             Type type = {});
  OptionalParseResult parseOptionalAttribute(ArrayAttr &attribute, Type type);
  OptionalParseResult parseOptionalAttribute(StringAttr &attribute, Type type);
  /// Parses `{name = value, name, ...}` (a bare name is a unit attribute)
  /// into `attributes`; reports duplicate names.
  ParseResult parseAttributeDict(NamedAttrList &attributes);
  /// Parses `#alias` or `#dialect...`; `type` is the expected type.
  Attribute parseExtendedAttr(Type type);
  /// Parses a float literal attribute (the `-` was already consumed when
  /// `isNegative`).
  Attribute parseFloatAttr(Type type, bool isNegative);
  /// Parses an integer literal attribute, which may denote a float when
  /// `type` is a float type.
  Attribute parseDecOrHexAttr(Type type, bool isNegative);
  /// Parses `distinct[N]<attr>`.
  Attribute parseDistinctAttr(Type type);

  /// Element attributes, parsed in AffineParser.cpp and ElementsParser.cpp.
  Attribute parseAffineMapAttr(); // at keyword `affine_map`
  /// An affine map written inline (`(d0) -> (d0)`), as custom op syntax
  /// uses it.
  ParseResult parseAffineMapInline(AffineMap &map);
  Attribute parseIntegerSetAttr();    // at keyword `affine_set`
  Attribute parseStridedLayoutAttr(); // at keyword `strided`
  /// At keyword `dense`; `attrType` is null when no `: type` is known yet
  /// (the trailing `: type` is then parsed here).
  Attribute parseDenseElementsAttr(Type attrType);
  Attribute parseDenseResourceElementsAttr(Type attrType); // `dense_resource`
  Attribute parseSparseElementsAttr(Type attrType);        // `sparse`
  Attribute parseDenseArrayAttr(Type attrType);            // `array`

  //===--- Locations -----------------------------------------------------===//

  /// Parses the body of `loc(...)`: `unknown`, `"file":line:col`,
  /// `"name"`, `"name"(child)`, `callsite(a at b)`, `fused<meta>?[...]` or
  /// `#alias` (already defined).
  ParseResult parseLocationInstance(LocationAttr &loc);
  ParseResult parseCallSiteLocation(LocationAttr &loc);
  ParseResult parseFusedLocation(LocationAttr &loc);
  ParseResult parseNameOrFileLineColLocation(LocationAttr &loc);

  //===--- Aliases -------------------------------------------------------===//

  /// Parses `#name = attr` at a hash_identifier and records it.
  ParseResult parseAttributeAliasDef();
  /// Parses `!name = type` at an exclamation_identifier and records it.
  ParseResult parseTypeAliasDef();

  //===--- Dialect symbols -----------------------------------------------===//

  /// Finds the extent of the body of `!ns.body` / `#ns<body>` starting at
  /// `curPtr` (just after the namespace): an identifier-like run optionally
  /// followed by a balanced `<...>`. Reports an error on an unbalanced body.
  ParseResult parseDialectSymbolBody(llvm::StringRef &body, bool &isPretty);

  /// The parts of a dialect type or attribute spelled `#ns.body`,
  /// `#ns.body<...>` or `#ns<...>` (or with `!`).
  struct DialectSymbol {
    llvm::StringRef dialect;
    /// The body, without the angles of the `ns<...>` form.
    llvm::StringRef body;
    /// Just past the whole symbol.
    const char *end;
  };
  /// Splits the current token (a `#` or `!` identifier with a dialect
  /// part) into `symbol`, reading a `<...>` body that follows it.
  ParseResult parseDialectSymbol(DialectSymbol &symbol);

protected:
  /// Tracks nesting depth; reports an error when too deep.
  class NestingGuard {
  public:
    explicit NestingGuard(Parser &parser);
    ~NestingGuard() { --parser.state.nestingDepth; }
    bool tooDeep() const { return failedDepth; }

  private:
    Parser &parser;
    bool failedDepth = false;
  };

  ParserState &state;
};

/// The punctuation of the custom-syntax parsers: X(Name, token kind, text)
/// for parse<Name>() and parseOptional<Name>().
#define ASSAY_FOR_EACH_ASM_PUNCTUATION(X)                                      \
  X(Arrow, arrow, "->")                                                        \
  X(LBrace, l_brace, "{")                                                      \
  X(RBrace, r_brace, "}")                                                      \
  X(Colon, colon, ":")                                                         \
  X(Comma, comma, ",")                                                         \
  X(Equal, equal, "=")                                                         \
  X(Less, less, "<")                                                           \
  X(Greater, greater, ">")                                                     \
  X(Question, question, "?")                                                   \
  X(Plus, plus, "+")                                                           \
  X(Minus, minus, "-")                                                         \
  X(Star, star, "*")                                                           \
  X(VerticalBar, vertical_bar, "|")                                            \
  X(LParen, l_paren, "(")                                                      \
  X(RParen, r_paren, ")")                                                      \
  X(LSquare, l_square, "[")                                                    \
  X(RSquare, r_square, "]")                                                    \
  X(Ellipsis, ellipsis, "...")

/// AsmParser implemented over a Parser. BaseT is AsmParser or a class
/// derived from it (DialectAsmParser, OpAsmParser).
template <class BaseT> class AsmParserImpl : public BaseT {
public:
  AsmParserImpl(llvm::SMLoc nameLoc, Parser &parser)
      : nameLoc(nameLoc), parser(parser) {}
  ~AsmParserImpl() override = default;

  using BaseT::parseAttribute;
  using BaseT::parseColonType;
  using BaseT::parseKeyword;
  using BaseT::parseOptionalInteger;
  using BaseT::parseType;

  /// Whether an error was reported through this parser.
  bool didEmitError() const { return emittedError; }

  Context *getContext() const override { return parser.getContext(); }
  llvm::SMLoc getNameLoc() const override { return nameLoc; }
  llvm::SMLoc getCurrentLocation() override {
    return parser.getToken().getLoc();
  }
  Location getEncodedSourceLoc(llvm::SMLoc loc) override {
    return parser.getEncodedSourceLocation(loc);
  }
  InFlightDiagnostic emitError(llvm::SMLoc loc,
                               const llvm::Twine &message = {}) override {
    emittedError = true;
    return parser.emitError(loc, message);
  }
  const char *getCurrentBufferEnd() override {
    return parser.getState().lex.getBufferEnd();
  }

#define ASSAY_ASMPARSER_PUNCT(Name, Kind, Text)                                \
  ParseResult parse##Name() override {                                         \
    return expectToken(Token::Kind, "expected '" Text "'");                    \
  }                                                                            \
  ParseResult parseOptional##Name() override {                                 \
    return success(parser.consumeIf(Token::Kind));                             \
  }
  ASSAY_FOR_EACH_ASM_PUNCTUATION(ASSAY_ASMPARSER_PUNCT)
#undef ASSAY_ASMPARSER_PUNCT

  ParseResult parseOptionalKeyword(llvm::StringRef keyword) override {
    if (!parser.isCurrentTokenAKeyword() ||
        parser.getTokenSpelling() != keyword)
      return failure();
    parser.consumeToken();
    return success();
  }
  ParseResult parseOptionalKeyword(llvm::StringRef *keyword) override {
    return parser.parseOptionalKeyword(keyword);
  }
  ParseResult
  parseOptionalKeyword(llvm::StringRef *keyword,
                       llvm::ArrayRef<llvm::StringRef> allowed) override {
    if (!parser.isCurrentTokenAKeyword())
      return failure();
    llvm::StringRef spelling = parser.getTokenSpelling();
    if (!llvm::is_contained(allowed, spelling))
      return failure();
    *keyword = spelling;
    parser.consumeToken();
    return success();
  }
  ParseResult parseOptionalKeywordOrString(std::string *result) override {
    llvm::StringRef keyword;
    if (succeeded(parseOptionalKeyword(&keyword))) {
      *result = keyword.str();
      return success();
    }
    return parseOptionalString(result);
  }
  ParseResult parseOptionalString(std::string *string) override {
    if (!parser.getToken().is(Token::string))
      return failure();
    if (string)
      *string = parser.getToken().getStringValue();
    parser.consumeToken();
    return success();
  }
  ParseResult parseOptionalSymbolName(StringAttr &result) override {
    return parser.parseOptionalSymbolName(result);
  }

  OptionalParseResult parseOptionalInteger(llvm::APInt &result) override {
    return parser.parseOptionalInteger(result);
  }
  ParseResult parseFloat(double &result) override {
    return parser.parseFloat(result);
  }
  ParseResult parseFloat(const llvm::fltSemantics &semantics,
                         llvm::APFloat &result) override {
    return parser.parseFloat(semantics, result);
  }

  ParseResult
  parseCommaSeparatedList(AsmParser::Delimiter delimiter,
                          llvm::function_ref<ParseResult()> elementParser,
                          llvm::StringRef contextMessage = {}) override {
    return parser.parseCommaSeparatedList(delimiter, elementParser,
                                          contextMessage);
  }

  ParseResult parseType(Type &result) override {
    result = parser.parseType();
    return success(static_cast<bool>(result));
  }
  OptionalParseResult parseOptionalType(Type &result) override {
    return parser.parseOptionalType(result);
  }
  ParseResult parseColonType(Type &result) override {
    if (parser.parseToken(Token::colon, "expected ':'"))
      return failure();
    return parseType(result);
  }
  ParseResult parseColonTypeList(llvm::SmallVectorImpl<Type> &result) override {
    if (parser.parseToken(Token::colon, "expected ':'"))
      return failure();
    return parser.parseTypeListNoParens(result);
  }
  ParseResult parseTypeList(llvm::SmallVectorImpl<Type> &result) override {
    return parser.parseTypeListNoParens(result);
  }
  ParseResult parseAffineMap(AffineMap &map) override {
    return parser.parseAffineMapInline(map);
  }
  ParseResult parseArrowTypeList(llvm::SmallVectorImpl<Type> &result) override {
    if (parseArrow())
      return failure();
    return parser.parseFunctionResultTypes(result);
  }
  ParseResult parseDimensionList(llvm::SmallVectorImpl<int64_t> &dimensions,
                                 bool allowDynamic = true,
                                 bool withTrailingX = true) override {
    return parser.parseDimensionListRanked(dimensions, allowDynamic,
                                           withTrailingX);
  }
  ParseResult parseXInDimensionList() override {
    return parser.parseXInDimensionList();
  }

  ParseResult parseAttribute(Attribute &result, Type type = {}) override {
    result = parser.parseAttribute(type);
    return success(static_cast<bool>(result));
  }
  OptionalParseResult parseOptionalAttribute(Attribute &result,
                                             Type type = {}) override {
    return parser.parseOptionalAttribute(result, type);
  }
  ParseResult parseOptionalAttrDict(NamedAttrList &result) override {
    if (parser.getToken().isNot(Token::l_brace))
      return success();
    return parser.parseAttributeDict(result);
  }

protected:
  InFlightDiagnostic emitWrongTokenError(const llvm::Twine &message) override {
    emittedError = true;
    return parser.emitWrongTokenError(message);
  }
  ParseResult expectToken(Token::Kind kind, const char *message) {
    if (parser.consumeIf(kind))
      return success();
    return emitWrongTokenError(message);
  }

  llvm::SMLoc nameLoc;
  Parser &parser;
  bool emittedError = false;
};

/// The DialectAsmParser given to Dialect::parseType/parseAttribute.
class CustomDialectAsmParser final : public AsmParserImpl<DialectAsmParser> {
public:
  CustomDialectAsmParser(llvm::StringRef fullSpec, Parser &parser)
      : AsmParserImpl<DialectAsmParser>(
            llvm::SMLoc::getFromPointer(fullSpec.data()), parser),
        fullSpec(fullSpec) {}
  llvm::StringRef getFullSymbolSpec() const override { return fullSpec; }

private:
  llvm::StringRef fullSpec;
};

//===----------------------------------------------------------------------===//
// Stand-alone entry points
//===----------------------------------------------------------------------===//

/// Parses one attribute from `text`. When `numRead` is given, trailing text
/// is allowed and the number of characters used is stored; otherwise the
/// whole text must be consumed. Errors go to the context's diagnostics.
Attribute parseAttribute(llvm::StringRef text, Context *context, Type type = {},
                         size_t *numRead = nullptr);
/// Parses one type from `text` (see parseAttribute for `numRead`).
Type parseType(llvm::StringRef text, Context *context,
               size_t *numRead = nullptr);

} // namespace assay

#endif // ASSAY_IR_PARSER_PARSER_H
