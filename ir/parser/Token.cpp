//===- Token.cpp - Decoding literal tokens
//---------------------------------===//
//
// Integers, floats, strings and integer type names are kept as source text
// by the lexer; these helpers turn them into values when a parser asks.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Token.h"

#include "ir/BuiltinTypes.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <limits>

using namespace assay;

static_assert(kMaxIntegerLiteralBits == IntegerType::kMaxWidth,
              "a literal may fill the widest integer type");

/// The number of bits a decimal number of `digits` significant digits needs
/// at least: 10^(digits-1) <= value, and log2(10) > 3.3219.
static uint64_t getMinimumDecimalBits(size_t digits) {
  return (uint64_t(digits - 1) * 33219) / 10000 + 1;
}

/// 10^n for n <= 19.
static uint64_t getPowerOfTen(unsigned n) {
  uint64_t power = 1;
  while (n--)
    power *= 10;
  return power;
}

bool assay::getAsIntegerLiteral(llvm::StringRef spelling, llvm::APInt &result,
                                unsigned maxBits) {
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  llvm::StringRef digits = isHex ? spelling.drop_front(2) : spelling;
  if (digits.empty() ||
      !llvm::all_of(digits, isHex ? llvm::isHexDigit : llvm::isDigit))
    return true;
  // Leading zeros carry nothing; what is left bounds the value from below,
  // so a literal too long for `maxBits` fails before any arithmetic.
  digits = digits.ltrim('0');
  if (digits.empty()) {
    result = llvm::APInt(64, 0);
    return false;
  }
  uint64_t minBits = isHex ? 4 * uint64_t(digits.size() - 1) +
                                 llvm::bit_width(llvm::hexDigitValue(digits[0]))
                           : getMinimumDecimalBits(digits.size());
  if (minBits > maxBits)
    return true;

  // Little-endian 64-bit words of the value.
  llvm::SmallVector<uint64_t, 4> words;
  if (isHex) {
    // Sixteen digits to a word, from the last.
    words.resize((digits.size() + 15) / 16);
    for (size_t i = 0, e = digits.size(); i < e; ++i) {
      size_t fromEnd = e - 1 - i;
      words[fromEnd / 16] |= uint64_t(llvm::hexDigitValue(digits[i]))
                             << (4 * (fromEnd % 16));
    }
  } else {
    // Nineteen digits at a time: value = value * 10^k + chunk, each step one
    // pass over the words. Quadratic in the length, which `maxBits` bounds,
    // with a small constant (100,000 digits take milliseconds).
    size_t first = digits.size() % 19 ? digits.size() % 19 : 19;
    for (size_t at = 0; at < digits.size();) {
      size_t length = at == 0 ? first : 19;
      uint64_t chunk = 0;
      for (char c : digits.substr(at, length))
        chunk = chunk * 10 + uint64_t(c - '0');
      at += length;
      unsigned __int128 carry = chunk;
      uint64_t scale = getPowerOfTen(length);
      for (uint64_t &word : words) {
        carry += (unsigned __int128)word * scale;
        word = uint64_t(carry);
        carry >>= 64;
      }
      if (carry)
        words.push_back(uint64_t(carry));
    }
  }
  result = llvm::APInt(std::max<unsigned>(64, words.size() * 64), words);
  if (result.getActiveBits() > maxBits)
    return true;
  return false;
}

/// Whether the magnitude of the float literal `spelling` (digits, a dot,
/// digits, an optional exponent; not zero) is at least 1: whether the
/// decimal exponent of its first non-zero digit, plus its own exponent, is
/// not negative. Saturating arithmetic, so any length is read in one pass.
static bool isAtLeastOne(llvm::StringRef spelling) {
  size_t e = spelling.find_first_of("eE");
  llvm::StringRef mantissa = spelling.take_front(e);
  auto [integral, fraction] = mantissa.split('.');
  int64_t leading;
  size_t first = integral.find_first_not_of('0');
  if (first != llvm::StringRef::npos) {
    leading = int64_t(integral.size() - first) - 1;
  } else {
    first = fraction.find_first_not_of('0');
    leading = first == llvm::StringRef::npos ? 0 : -int64_t(first) - 1;
  }
  int64_t exponent = 0;
  if (e != llvm::StringRef::npos) {
    llvm::StringRef digits = spelling.drop_front(e + 1);
    bool negative = digits.consume_front("-");
    digits.consume_front("+");
    // Past 10^17 no literal's digits can pull the exponent back.
    for (char c : digits)
      exponent =
          std::min<int64_t>(exponent * 10 + (c - '0'), 100000000000000000);
    if (negative)
      exponent = -exponent;
  }
  return leading + exponent >= 0;
}

std::optional<double> assay::getAsDoubleFast(llvm::StringRef spelling) {
  double value = 0;
  auto [end, error] = std::from_chars(spelling.begin(), spelling.end(), value);
  if (end != spelling.end())
    return std::nullopt;
  if (error == std::errc())
    return value;
  // Beyond the range of double: infinity or zero. (APFloat's conversion
  // would be wrong here: it reads 0.<100,000 zeros>1e99999 as 0.)
  if (error == std::errc::result_out_of_range)
    return isAtLeastOne(spelling) ? std::numeric_limits<double>::infinity()
                                  : 0.0;
  return std::nullopt;
}

std::optional<unsigned> Token::getUnsignedIntegerValue() const {
  std::optional<uint64_t> value = getUInt64IntegerValue();
  if (!value || *value > UINT32_MAX)
    return std::nullopt;
  return unsigned(*value);
}

std::optional<uint64_t> Token::getUInt64IntegerValue() const {
  llvm::StringRef spelling = getSpelling();
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  uint64_t result = 0;
  if (spelling.getAsInteger(isHex ? 0 : 10, result))
    return std::nullopt;
  return result;
}

std::optional<double> Token::getFloatingPointValue() const {
  double result = 0;
  if (getSpelling().getAsDouble(result))
    return std::nullopt;
  return result;
}

std::optional<unsigned> Token::getIntTypeBitwidth() const {
  assert(getKind() == inttype && "not an integer type token");
  // The lexer guarantees `[su]?i[0-9]+`; read the digits by hand, as this
  // runs for every integer type the parser meets.
  llvm::StringRef digits =
      getSpelling().drop_front(getSpelling()[0] == 'i' ? 1 : 2);
  if (digits.empty())
    return std::nullopt;
  unsigned result = 0;
  if (digits.size() > 9) {
    if (digits.getAsInteger(10, result))
      return std::nullopt;
    return result;
  }
  for (char c : digits) {
    if (c < '0' || c > '9')
      return std::nullopt;
    result = result * 10 + unsigned(c - '0');
  }
  return result;
}

std::optional<bool> Token::getIntTypeSignedness() const {
  assert(getKind() == inttype && "not an integer type token");
  char first = getSpelling()[0];
  if (first == 'i')
    return std::nullopt;
  return first == 's';
}

/// Decodes the escapes of `body` (the text between the quotes).
static std::string unescape(llvm::StringRef body) {
  std::string result;
  result.reserve(body.size());
  for (size_t i = 0, e = body.size(); i < e; ++i) {
    char c = body[i];
    if (c != '\\') {
      result.push_back(c);
      continue;
    }
    assert(i + 1 < e && "the lexer accepted a trailing backslash");
    char next = body[++i];
    switch (next) {
    case '"':
    case '\\':
      result.push_back(next);
      continue;
    case 'n':
      result.push_back('\n');
      continue;
    case 't':
      result.push_back('\t');
      continue;
    default:
      break;
    }
    assert(i + 1 < e && llvm::isHexDigit(next) &&
           llvm::isHexDigit(body[i + 1]) && "the lexer accepted a bad escape");
    result.push_back(char(llvm::hexFromNibbles(next, body[i + 1])));
    ++i;
  }
  return result;
}

std::string Token::getStringValue() const {
  llvm::StringRef bytes = getSpelling();
  // Drop a sigil in front of a quoted identifier (`@"x"`).
  if (!bytes.empty() && bytes.front() != '"')
    bytes = bytes.drop_front();
  if (bytes.size() < 2 || bytes.front() != '"')
    return bytes.str();
  return unescape(bytes.drop_front().drop_back());
}

std::optional<std::string> Token::getHexStringValue() const {
  assert(getKind() == string && "not a string token");
  llvm::StringRef bytes = getSpelling().drop_front().drop_back();
  if (!bytes.consume_front("0x") || bytes.size() % 2 != 0)
    return std::nullopt;
  std::string result;
  if (!llvm::tryGetFromHex(bytes, result))
    return std::nullopt;
  return result;
}

std::string Token::getSymbolReference() const {
  assert(getKind() == at_identifier && "not a symbol reference");
  llvm::StringRef name = getSpelling().drop_front();
  if (!name.empty() && name.front() == '"')
    return unescape(name.drop_front().drop_back());
  return name.str();
}

std::optional<unsigned> Token::getHashIdentifierNumber() const {
  assert(getKind() == hash_identifier && "not a hash identifier");
  unsigned result = 0;
  if (getSpelling().drop_front().getAsInteger(10, result))
    return std::nullopt;
  return result;
}

llvm::StringRef Token::getTokenSpelling(Kind kind) {
  switch (kind) {
  case eof:
    return "end of file";
  case error:
    return "error";
  case bare_identifier:
    return "identifier";
  case at_identifier:
    return "symbol reference";
  case hash_identifier:
    return "attribute alias";
  case percent_identifier:
    return "SSA value";
  case caret_identifier:
    return "block name";
  case exclamation_identifier:
    return "type alias";
  case floatliteral:
    return "floating point literal";
  case integer:
    return "integer";
  case string:
    return "string";
  case inttype:
    return "integer type";
  case arrow:
    return "->";
  case colon:
    return ":";
  case comma:
    return ",";
  case ellipsis:
    return "...";
  case equal:
    return "=";
  case greater:
    return ">";
  case l_brace:
    return "{";
  case l_paren:
    return "(";
  case l_square:
    return "[";
  case less:
    return "<";
  case minus:
    return "-";
  case plus:
    return "+";
  case question:
    return "?";
  case r_brace:
    return "}";
  case r_paren:
    return ")";
  case r_square:
    return "]";
  case star:
    return "*";
  case vertical_bar:
    return "|";
  case file_metadata_begin:
    return "{-#";
  case file_metadata_end:
    return "#-}";
#define ASSAY_TOKEN_KEYWORD_CASE(spelling)                                     \
  case kw_##spelling:                                                          \
    return #spelling;
    ASSAY_TOKEN_KEYWORDS(ASSAY_TOKEN_KEYWORD_CASE)
#undef ASSAY_TOKEN_KEYWORD_CASE
  case NumKinds:
    break;
  }
  llvm_unreachable("unknown token kind");
}
