//===- AsmParser.h - Token-level parsing API for custom syntax
//-------------===//
//
// AsmParser is what a dialect sees when it parses its own syntax: one call
// per token or construct (`parseLess()`, `parseOptionalKeyword(&kw)`,
// `parseType(t)`, `parseAttribute(a)`...), each returning a ParseResult that
// is failure after an error was reported. Optional forms return failure
// without reporting when the construct is absent. DialectAsmParser is the
// flavour handed to Dialect::parseType/parseAttribute; OpAsmParser (op custom
// syntax) derives from AsmParser in ir/OpAsmParser.h. The implementation over
// the real parser lives in ir/parser/Parser.h (AsmParserImpl).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_ASMPARSER_H
#define ASSAY_IR_ASMPARSER_H

#include "ir/Attributes.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/SMLoc.h"
#include <optional>
#include <string>

namespace llvm {
class APFloat;
struct fltSemantics;
} // namespace llvm

namespace assay {
class AffineMap;
class NamedAttrList;
class StringAttr;

/// The outcome of parsing something optional: nothing there (no value),
/// there and parsed (success), or there but malformed (failure, reported).
class OptionalParseResult {
public:
  OptionalParseResult() = default;
  OptionalParseResult(LogicalResult result) : impl(result) {}
  OptionalParseResult(ParseResult result) : impl(LogicalResult(result)) {}
  OptionalParseResult(const InFlightDiagnostic &) : impl(failure()) {}
  OptionalParseResult(std::nullopt_t) {}

  /// Whether the construct was present.
  bool has_value() const { return impl.has_value(); }
  /// The parse result; only valid when present.
  ParseResult value() const { return ParseResult(*impl); }
  ParseResult operator*() const { return value(); }

private:
  std::optional<LogicalResult> impl;
};

/// The base API of every custom-syntax parser.
class AsmParser {
public:
  virtual ~AsmParser();

  /// How a comma-separated list is enclosed.
  enum class Delimiter {
    None,                ///< no brackets
    Paren,               ///< `(` ... `)`
    Square,              ///< `[` ... `]`
    LessGreater,         ///< `<` ... `>`
    Braces,              ///< `{` ... `}`
    OptionalParen,       ///< `(` ... `)` or nothing
    OptionalSquare,      ///< `[` ... `]` or nothing
    OptionalLessGreater, ///< `<` ... `>` or nothing
    OptionalBraces,      ///< `{` ... `}` or nothing
  };

  virtual Context *getContext() const = 0;

  //===--- Locations and errors ------------------------------------------===//

  /// Where the construct being parsed started (the op name, the `!ns`).
  virtual llvm::SMLoc getNameLoc() const = 0;
  /// Where the current token starts.
  virtual llvm::SMLoc getCurrentLocation() = 0;
  /// The file:line:col location of `loc`.
  virtual Location getEncodedSourceLoc(llvm::SMLoc loc) = 0;
  /// Reports an error at `loc`.
  virtual InFlightDiagnostic emitError(llvm::SMLoc loc,
                                       const llvm::Twine &message = {}) = 0;
  /// The end of the source buffer being parsed.
  virtual const char *getCurrentBufferEnd() = 0;

  //===--- Punctuation ---------------------------------------------------===//

  virtual ParseResult parseArrow() = 0;
  virtual ParseResult parseOptionalArrow() = 0;
  virtual ParseResult parseLBrace() = 0;
  virtual ParseResult parseOptionalLBrace() = 0;
  virtual ParseResult parseRBrace() = 0;
  virtual ParseResult parseOptionalRBrace() = 0;
  virtual ParseResult parseColon() = 0;
  virtual ParseResult parseOptionalColon() = 0;
  virtual ParseResult parseComma() = 0;
  virtual ParseResult parseOptionalComma() = 0;
  virtual ParseResult parseEqual() = 0;
  virtual ParseResult parseOptionalEqual() = 0;
  virtual ParseResult parseLess() = 0;
  virtual ParseResult parseOptionalLess() = 0;
  virtual ParseResult parseGreater() = 0;
  virtual ParseResult parseOptionalGreater() = 0;
  virtual ParseResult parseQuestion() = 0;
  virtual ParseResult parseOptionalQuestion() = 0;
  virtual ParseResult parsePlus() = 0;
  virtual ParseResult parseOptionalPlus() = 0;
  virtual ParseResult parseMinus() = 0;
  virtual ParseResult parseOptionalMinus() = 0;
  virtual ParseResult parseStar() = 0;
  virtual ParseResult parseOptionalStar() = 0;
  virtual ParseResult parseVerticalBar() = 0;
  virtual ParseResult parseOptionalVerticalBar() = 0;
  virtual ParseResult parseLParen() = 0;
  virtual ParseResult parseOptionalLParen() = 0;
  virtual ParseResult parseRParen() = 0;
  virtual ParseResult parseOptionalRParen() = 0;
  virtual ParseResult parseLSquare() = 0;
  virtual ParseResult parseOptionalLSquare() = 0;
  virtual ParseResult parseRSquare() = 0;
  virtual ParseResult parseOptionalRSquare() = 0;
  virtual ParseResult parseEllipsis() = 0;
  virtual ParseResult parseOptionalEllipsis() = 0;

  //===--- Words and strings ---------------------------------------------===//

  /// Parses the keyword `keyword`; the error reads "expected '<keyword>'"
  /// followed by `msg`.
  ParseResult parseKeyword(llvm::StringRef keyword,
                           const llvm::Twine &msg = "");
  /// Parses any bare identifier or keyword.
  ParseResult parseKeyword(llvm::StringRef *keyword);
  /// Parses the keyword `keyword` if it is next.
  virtual ParseResult parseOptionalKeyword(llvm::StringRef keyword) = 0;
  /// Parses a bare identifier or keyword if one is next.
  virtual ParseResult parseOptionalKeyword(llvm::StringRef *keyword) = 0;
  /// Parses one of `allowedValues` if it is next.
  virtual ParseResult
  parseOptionalKeyword(llvm::StringRef *keyword,
                       llvm::ArrayRef<llvm::StringRef> allowedValues) = 0;
  /// Parses a keyword or a string literal.
  ParseResult parseKeywordOrString(std::string *result);
  virtual ParseResult parseOptionalKeywordOrString(std::string *result) = 0;

  /// Parses a string literal (escapes decoded).
  ParseResult parseString(std::string *string);
  virtual ParseResult parseOptionalString(std::string *string) = 0;

  /// Parses `@name` or `@"name"` into a StringAttr.
  ParseResult parseSymbolName(StringAttr &result);
  virtual ParseResult parseOptionalSymbolName(StringAttr &result) = 0;

  //===--- Numbers -------------------------------------------------------===//

  /// Parses an optionally negative integer that fits IntT.
  template <class IntT> ParseResult parseInteger(IntT &result) {
    llvm::SMLoc loc = getCurrentLocation();
    OptionalParseResult parsed = parseOptionalInteger(result);
    if (!parsed.has_value())
      return emitError(loc, "expected integer value");
    return *parsed;
  }
  /// Parses an integer that fits IntT if one is next ("integer value too
  /// large" otherwise).
  template <class IntT> OptionalParseResult parseOptionalInteger(IntT &result) {
    llvm::SMLoc loc = getCurrentLocation();
    llvm::APInt value;
    OptionalParseResult parsed = parseOptionalInteger(value);
    if (!parsed.has_value() || failed(*parsed))
      return parsed;
    constexpr unsigned bits = sizeof(IntT) * 8;
    bool fits = std::is_signed_v<IntT>
                    ? value.getSignificantBits() <= bits
                    : !value.isNegative() && value.getActiveBits() <= bits;
    if (!fits)
      return emitError(loc, "integer value too large");
    result = IntT(std::is_signed_v<IntT> ? value.getSExtValue()
                                         : value.getZExtValue());
    return success();
  }
  /// Parses an optionally negative integer of any width if one is next.
  virtual OptionalParseResult parseOptionalInteger(llvm::APInt &result) = 0;

  /// Parses a float (or integer) literal, optionally negative, as double.
  virtual ParseResult parseFloat(double &result) = 0;
  /// Parses a float literal, or a hex integer literal giving the bits, in
  /// the given semantics.
  virtual ParseResult parseFloat(const llvm::fltSemantics &semantics,
                                 llvm::APFloat &result) = 0;

  //===--- Lists ---------------------------------------------------------===//

  /// Parses `elementParser`-separated-by-commas inside `delimiter`;
  /// `contextMessage` is appended to the "expected" errors.
  virtual ParseResult
  parseCommaSeparatedList(Delimiter delimiter,
                          llvm::function_ref<ParseResult()> elementParser,
                          llvm::StringRef contextMessage = {}) = 0;
  ParseResult
  parseCommaSeparatedList(llvm::function_ref<ParseResult()> elementParser) {
    return parseCommaSeparatedList(Delimiter::None, elementParser);
  }

  //===--- Types ---------------------------------------------------------===//

  virtual ParseResult parseType(Type &result) = 0;
  virtual OptionalParseResult parseOptionalType(Type &result) = 0;
  /// Parses `: type`.
  virtual ParseResult parseColonType(Type &result) = 0;
  /// Parses `: type, type...` (no parentheses).
  virtual ParseResult
  parseColonTypeList(llvm::SmallVectorImpl<Type> &result) = 0;
  /// Parses `type, type...` (no parentheses).
  virtual ParseResult parseTypeList(llvm::SmallVectorImpl<Type> &result) = 0;
  /// Parses `(type, ...)` or a single type, as after `->`.
  virtual ParseResult
  parseArrowTypeList(llvm::SmallVectorImpl<Type> &result) = 0;
  /// Parses `4x?x8x` (trailing `x` when `withTrailingX`); `?` is
  /// ShapedType::kDynamic and only allowed with `allowDynamic`.
  virtual ParseResult
  parseDimensionList(llvm::SmallVectorImpl<int64_t> &dimensions,
                     bool allowDynamic = true, bool withTrailingX = true) = 0;
  /// Parses the `x` that separates dimensions (lexed inside identifiers).
  virtual ParseResult parseXInDimensionList() = 0;

  /// Parses a type of class TypeT ("invalid kind of type specified").
  template <class TypeT> ParseResult parseType(TypeT &result) {
    llvm::SMLoc loc = getCurrentLocation();
    Type type;
    if (parseType(type))
      return failure();
    result = llvm::dyn_cast<TypeT>(type);
    if (!result)
      return emitError(loc, "invalid kind of type specified");
    return success();
  }
  template <class TypeT> ParseResult parseColonType(TypeT &result) {
    if (parseColon())
      return failure();
    return parseType(result);
  }

  //===--- Attributes ----------------------------------------------------===//

  /// Parses an attribute; `type` is the expected type when known (a
  /// literal then needs no `: type`).
  virtual ParseResult parseAttribute(Attribute &result, Type type = {}) = 0;
  virtual OptionalParseResult parseOptionalAttribute(Attribute &result,
                                                     Type type = {}) = 0;
  /// Parses an attribute of class AttrT ("invalid kind of attribute
  /// specified").
  template <class AttrT>
  ParseResult parseAttribute(AttrT &result, Type type = {}) {
    llvm::SMLoc loc = getCurrentLocation();
    Attribute attr;
    if (parseAttribute(attr, type))
      return failure();
    result = llvm::dyn_cast<AttrT>(attr);
    if (!result)
      return emitError(loc, "invalid kind of attribute specified");
    return success();
  }
  /// Parses an attribute and stores it in `attrs` under `name`.
  ParseResult parseAttribute(Attribute &result, llvm::StringRef name,
                             NamedAttrList &attrs, Type type = {});
  /// Parses `{name = value, ...}` into `result` if a `{` is next.
  virtual ParseResult parseOptionalAttrDict(NamedAttrList &result) = 0;
  /// Parses an affine map written inline, without `affine_map<...>`:
  /// `(d0, d1) -> (d1, d0)`.
  virtual ParseResult parseAffineMap(AffineMap &map) = 0;

protected:
  /// Reports "expected <what>" at the current token (at the end of the
  /// previous line when the token starts a new one).
  virtual InFlightDiagnostic
  emitWrongTokenError(const llvm::Twine &message) = 0;
};

/// The parser handed to a dialect's type and attribute parsing hooks.
class DialectAsmParser : public AsmParser {
public:
  ~DialectAsmParser() override;

  /// The whole textual body being parsed (what follows `!ns.`/`#ns.`, or
  /// what is inside `!ns<...>`).
  virtual llvm::StringRef getFullSymbolSpec() const = 0;
};

} // namespace assay

#endif // ASSAY_IR_ASMPARSER_H
