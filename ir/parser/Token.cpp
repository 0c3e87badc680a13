//===- Token.cpp - Decoding literal tokens
//---------------------------------===//
//
// Integers, floats, strings and integer type names are kept as source text
// by the lexer; these helpers turn them into values when a parser asks.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Token.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"
#include <charconv>
#include <cstdlib>

using namespace assay;

bool assay::getAsIntegerLiteral(llvm::StringRef spelling, llvm::APInt &result) {
  bool isHex = spelling.size() > 1 && spelling[1] == 'x';
  llvm::StringRef digits = isHex ? spelling.drop_front(2) : spelling;
  // Up to 19 decimal or 16 hex digits fit in 64 bits: read them directly
  // rather than through APInt arithmetic.
  if (!digits.empty() && digits.size() <= (isHex ? 16u : 19u)) {
    uint64_t value = 0;
    bool valid = true;
    for (char c : digits) {
      unsigned digit = llvm::hexDigitValue(c);
      if (digit == -1U || (!isHex && digit > 9)) {
        valid = false;
        break;
      }
      value = value * (isHex ? 16 : 10) + digit;
    }
    if (valid) {
      result = llvm::APInt(64, value);
      return false;
    }
  }
  return spelling.getAsInteger(isHex ? 0 : 10, result);
}

std::optional<double> assay::getAsDoubleFast(llvm::StringRef spelling) {
  double value = 0;
  auto [end, error] = std::from_chars(spelling.begin(), spelling.end(), value);
  if (error != std::errc() || end != spelling.end())
    return std::nullopt;
  return value;
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
