//===- Token.h - One lexed token of the textual IR
//-------------------------===//
//
// A Token is a kind plus the slice of the source buffer it was lexed from; it
// owns nothing, so it is cheap to copy and its location is simply the
// address of its first character. Helpers decode the literal tokens
// (integers, floats, strings, integer type names) on demand.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PARSER_TOKEN_H
#define ASSAY_IR_PARSER_TOKEN_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SMLoc.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class APInt;
} // namespace llvm

/// Every keyword of the textual IR; X(spelling) is expanded once per keyword.
#define ASSAY_TOKEN_KEYWORDS(X)                                                \
  X(affine_map)                                                                \
  X(affine_set)                                                                \
  X(array)                                                                     \
  X(attributes)                                                                \
  X(bf16)                                                                      \
  X(ceildiv)                                                                   \
  X(complex)                                                                   \
  X(dense)                                                                     \
  X(dense_resource)                                                            \
  X(distinct)                                                                  \
  X(f16)                                                                       \
  X(f32)                                                                       \
  X(f64)                                                                       \
  X(f80)                                                                       \
  X(f8E5M2)                                                                    \
  X(f8E4M3)                                                                    \
  X(f8E4M3FN)                                                                  \
  X(f8E5M2FNUZ)                                                                \
  X(f8E4M3FNUZ)                                                                \
  X(f8E4M3B11FNUZ)                                                             \
  X(f128)                                                                      \
  X(false)                                                                     \
  X(floordiv)                                                                  \
  X(for)                                                                       \
  X(func)                                                                      \
  X(index)                                                                     \
  X(loc)                                                                       \
  X(max)                                                                       \
  X(memref)                                                                    \
  X(min)                                                                       \
  X(mod)                                                                       \
  X(none)                                                                      \
  X(offset)                                                                    \
  X(size)                                                                      \
  X(sparse)                                                                    \
  X(step)                                                                      \
  X(strided)                                                                   \
  X(symbol)                                                                    \
  X(tensor)                                                                    \
  X(tf32)                                                                      \
  X(to)                                                                        \
  X(true)                                                                      \
  X(tuple)                                                                     \
  X(type)                                                                      \
  X(unit)                                                                      \
  X(vector)                                                                    \
  X(x)

namespace assay {

/// One token of the textual IR.
class Token {
public:
  /// Every kind of token. Keywords come from ASSAY_TOKEN_KEYWORDS so the
  /// lexer and the spelling table stay in sync.
  enum Kind : uint8_t {
    // Markers.
    eof,
    error,

    // Identifiers.
    bare_identifier,        ///< foo, foo.bar, foo$1
    at_identifier,          ///< @foo, @"foo bar"
    hash_identifier,        ///< #foo, #0
    percent_identifier,     ///< %foo, %0, %foo#1 is lexed as %foo then #1
    caret_identifier,       ///< ^bb0
    exclamation_identifier, ///< !foo

    // Literals.
    floatliteral, ///< 1.0, 1.5e-3
    integer,      ///< 42, 0x2A
    string,       ///< "text"
    inttype,      ///< i32, si8, ui1

    // Punctuation.
    arrow,               ///< ->
    colon,               ///< :
    comma,               ///< ,
    ellipsis,            ///< ...
    equal,               ///< =
    greater,             ///< >
    l_brace,             ///< {
    l_paren,             ///< (
    l_square,            ///< [
    less,                ///< <
    minus,               ///< -
    plus,                ///< +
    question,            ///< ?
    r_brace,             ///< }
    r_paren,             ///< )
    r_square,            ///< ]
    star,                ///< *
    vertical_bar,        ///< |
    file_metadata_begin, ///< {-#
    file_metadata_end,   ///< #-}

  // Keywords.
#define ASSAY_TOKEN_KEYWORD_KIND(spelling) kw_##spelling,
    ASSAY_TOKEN_KEYWORDS(ASSAY_TOKEN_KEYWORD_KIND)
#undef ASSAY_TOKEN_KEYWORD_KIND

        NumKinds
  };

  Token() = default;
  Token(Kind kind, llvm::StringRef spelling) : kind(kind), spelling(spelling) {}

  Kind getKind() const { return kind; }
  bool is(Kind k) const { return kind == k; }
  bool isNot(Kind k) const { return kind != k; }
  template <class... Ks> bool isAny(Kind k, Ks... ks) const {
    return kind == k || ((kind == ks) || ...);
  }
  /// True for the reserved words (`tensor`, `true`, `x`...).
  bool isKeyword() const { return kind >= kw_affine_map && kind < NumKinds; }

  /// The exact source text of the token.
  llvm::StringRef getSpelling() const { return spelling; }

  llvm::SMLoc getLoc() const {
    return llvm::SMLoc::getFromPointer(spelling.data());
  }
  llvm::SMLoc getEndLoc() const {
    return llvm::SMLoc::getFromPointer(spelling.data() + spelling.size());
  }
  llvm::SMRange getLocRange() const { return {getLoc(), getEndLoc()}; }

  /// For an integer token, its value if it fits in 32 unsigned bits.
  std::optional<unsigned> getUnsignedIntegerValue() const;
  /// For an integer token, its value if it fits in 64 unsigned bits.
  std::optional<uint64_t> getUInt64IntegerValue() const;
  /// For a float token, its value as a double (nullopt if out of range).
  std::optional<double> getFloatingPointValue() const;
  /// For an inttype token, its width (nullopt if too wide to represent).
  std::optional<unsigned> getIntTypeBitwidth() const;
  /// For an inttype token: true for `si`, false for `ui`, nullopt for `i`.
  std::optional<bool> getIntTypeSignedness() const;

  /// For a string token, the contents with escapes decoded. Also accepts
  /// a quoted `@"..."` symbol or `#"..."`-style identifier after the sigil.
  std::string getStringValue() const;
  /// For a string token of the form "0x<hex digits>" the decoded bytes.
  std::optional<std::string> getHexStringValue() const;
  /// For an at_identifier, the symbol name without `@`, unquoted.
  std::string getSymbolReference() const;
  /// For a hash_identifier that is `#<digits>`, the number.
  std::optional<unsigned> getHashIdentifierNumber() const;

  /// The fixed spelling of punctuation and keywords; a description for
  /// other kinds ("string", "integer"...).
  static llvm::StringRef getTokenSpelling(Kind kind);

private:
  Kind kind = eof;
  llvm::StringRef spelling;
};

/// The most bits an integer literal may need: the widest integer type's.
constexpr unsigned kMaxIntegerLiteralBits = (1u << 24) - 1;

/// Reads the spelling of an integer literal (decimal, or hexadecimal after
/// `0x`) into `result`, at least 64 bits wide and wider when the value
/// needs it. Returns true on failure, as StringRef::getAsInteger does: when
/// the spelling is not an integer, or its value needs more than `maxBits`
/// bits. The length is checked against `maxBits` before any arithmetic, so
/// the time taken is bounded by `maxBits` (linear for hexadecimal), never by
/// the length of an absurd literal.
bool getAsIntegerLiteral(llvm::StringRef spelling, llvm::APInt &result,
                         unsigned maxBits = kMaxIntegerLiteralBits);

/// Reads the spelling of a float literal as the nearest double, in time
/// linear in its length: infinity above the range of double, zero below
/// it. Nullopt when the spelling is not one std::from_chars reads (the
/// caller then falls back to APFloat's conversion).
std::optional<double> getAsDoubleFast(llvm::StringRef spelling);

} // namespace assay

#endif // ASSAY_IR_PARSER_TOKEN_H
