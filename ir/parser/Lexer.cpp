//===- Lexer.cpp - Splits the textual IR into tokens
//-----------------------===//
//
// A hand-written scanner over a NUL-terminated buffer (SourceMgr buffers
// always are): one switch on the first character, then tight loops over
// character classes. Error positions and messages follow mlir-opt, which
// users compare against.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Lexer.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/SourceMgr.h"

using namespace assay;

namespace {
/// Character classes of the lexer, one table lookup each.
enum CharClass : uint8_t {
  Letter = 1 << 0, // a-z A-Z
  Digit = 1 << 1,  // 0-9
  Underscore = 1 << 2,
  Dollar = 1 << 3,
  Dot = 1 << 4,
  DashChar = 1 << 5,
  HexDigit = 1 << 6,
};

struct CharTable {
  uint8_t classes[256] = {};
  constexpr CharTable() {
    for (int c = 'a'; c <= 'z'; ++c)
      classes[c] |= Letter;
    for (int c = 'A'; c <= 'Z'; ++c)
      classes[c] |= Letter;
    for (int c = '0'; c <= '9'; ++c)
      classes[c] |= Digit | HexDigit;
    for (int c = 'a'; c <= 'f'; ++c)
      classes[c] |= HexDigit;
    for (int c = 'A'; c <= 'F'; ++c)
      classes[c] |= HexDigit;
    classes[int('_')] |= Underscore;
    classes[int('$')] |= Dollar;
    classes[int('.')] |= Dot;
    classes[int('-')] |= DashChar;
  }
};
constexpr CharTable charTable;

inline bool is(char c, uint8_t mask) {
  return charTable.classes[static_cast<unsigned char>(c)] & mask;
}
inline bool isDigit(char c) { return is(c, Digit); }
inline bool isHex(char c) { return is(c, HexDigit); }
/// Characters that continue a bare identifier: letters, digits, `_$.`.
inline bool isBareIdChar(char c) {
  return is(c, Letter | Digit | Underscore | Dollar | Dot);
}
/// Characters that continue a suffix id (`%x`, `#x`...): also `-`.
inline bool isSuffixIdChar(char c) {
  return is(c, Letter | Digit | Underscore | Dollar | Dot | DashChar);
}
} // namespace

Lexer::Lexer(const llvm::SourceMgr &sourceMgr, Context *context)
    : sourceMgr(sourceMgr), context(context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  bufferName = buffer->getBufferIdentifier();
  bufferBegin = buffer->getBufferStart();
  bufferEnd = buffer->getBufferEnd();
  curPtr = bufferBegin;
}

Location Lexer::getEncodedSourceLocation(llvm::SMLoc loc) const {
  unsigned bufferId = sourceMgr.FindBufferContainingLoc(loc);
  if (bufferId == 0)
    bufferId = sourceMgr.getMainFileID();
  auto [line, column] = sourceMgr.getLineAndColumn(loc, bufferId);
  llvm::StringRef name =
      sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier();
  return FileLineColLoc::get(context, name, line, column);
}

Token Lexer::emitError(const char *loc, const llvm::Twine &message) {
  assay::emitError(getEncodedSourceLocation(llvm::SMLoc::getFromPointer(loc)),
                   message);
  return formToken(Token::error, loc);
}

Token Lexer::lexToken() {
  while (true) {
    const char *tokStart = curPtr;
    if (curPtr == bufferEnd)
      return formToken(Token::eof, tokStart);
    char c = *curPtr++;
    switch (c) {
    case ' ':
    case '\t':
    case '\n':
    case '\r':
      continue;
    case 0:
      // A NUL inside the buffer is an error; at the end, the end of file.
      if (curPtr - 1 == bufferEnd) {
        --curPtr;
        return formToken(Token::eof, tokStart);
      }
      return emitError(tokStart, "unexpected character");

    case ':':
      return formToken(Token::colon, tokStart);
    case ',':
      return formToken(Token::comma, tokStart);
    case '.':
      return lexEllipsis(tokStart);
    case '(':
      return formToken(Token::l_paren, tokStart);
    case ')':
      return formToken(Token::r_paren, tokStart);
    case '{':
      if (curPtr[0] == '-' && curPtr[1] == '#') {
        curPtr += 2;
        return formToken(Token::file_metadata_begin, tokStart);
      }
      return formToken(Token::l_brace, tokStart);
    case '}':
      return formToken(Token::r_brace, tokStart);
    case '[':
      return formToken(Token::l_square, tokStart);
    case ']':
      return formToken(Token::r_square, tokStart);
    case '<':
      return formToken(Token::less, tokStart);
    case '>':
      return formToken(Token::greater, tokStart);
    case '=':
      return formToken(Token::equal, tokStart);
    case '+':
      return formToken(Token::plus, tokStart);
    case '*':
      return formToken(Token::star, tokStart);
    case '?':
      return formToken(Token::question, tokStart);
    case '|':
      return formToken(Token::vertical_bar, tokStart);
    case '-':
      if (*curPtr == '>') {
        ++curPtr;
        return formToken(Token::arrow, tokStart);
      }
      return formToken(Token::minus, tokStart);

    case '/':
      if (*curPtr == '/') {
        skipComment();
        continue;
      }
      return emitError(tokStart, "unexpected character");

    case '@':
      return lexAtIdentifier(tokStart);

    case '#':
      if (curPtr[0] == '-' && curPtr[1] == '}') {
        curPtr += 2;
        return formToken(Token::file_metadata_end, tokStart);
      }
      [[fallthrough]];
    case '!':
    case '^':
    case '%':
      return lexPrefixedIdentifier(tokStart);
    case '"':
      return lexString(tokStart);

    case '0':
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
    case '6':
    case '7':
    case '8':
    case '9':
      return lexNumber(tokStart);

    default:
      if (is(c, Letter | Underscore))
        return lexBareIdentifierOrKeyword(tokStart);
      return emitError(tokStart, "unexpected character");
    }
  }
}

void Lexer::skipComment() {
  // curPtr is at the second '/'.
  while (curPtr != bufferEnd && *curPtr != '\n' && *curPtr != '\r')
    ++curPtr;
}

Token Lexer::lexEllipsis(const char *tokStart) {
  if (curPtr[0] != '.' || curPtr[1] != '.')
    return emitError(curPtr, "expected three consecutive dots for an ellipsis");
  curPtr += 2;
  return formToken(Token::ellipsis, tokStart);
}

Token Lexer::lexAtIdentifier(const char *tokStart) {
  char c = *curPtr;
  if (c == '"') {
    ++curPtr;
    Token str = lexString(curPtr - 1);
    if (str.is(Token::error))
      return str;
    return formToken(Token::at_identifier, tokStart);
  }
  if (!is(c, Letter | Underscore))
    return emitError(curPtr,
                     "@ identifier expected to start with letter or '_'");
  ++curPtr;
  while (isBareIdChar(*curPtr))
    ++curPtr;
  return formToken(Token::at_identifier, tokStart);
}

Token Lexer::lexPrefixedIdentifier(const char *tokStart) {
  Token::Kind kind;
  const char *errorKind;
  switch (*tokStart) {
  case '#':
    kind = Token::hash_identifier;
    errorKind = "invalid attribute name";
    break;
  case '%':
    kind = Token::percent_identifier;
    errorKind = "invalid SSA name";
    break;
  case '^':
    kind = Token::caret_identifier;
    errorKind = "invalid block name";
    break;
  default:
    kind = Token::exclamation_identifier;
    errorKind = "invalid type identifier";
    break;
  }
  // suffix-id ::= digit+ | (letter | [_$.-]) (letter | digit | [_$.-])*
  if (isDigit(*curPtr)) {
    do
      ++curPtr;
    while (isDigit(*curPtr));
    return formToken(kind, tokStart);
  }
  if (!is(*curPtr, Letter | Underscore | Dollar | Dot | DashChar))
    return emitError(tokStart, errorKind);
  do
    ++curPtr;
  while (isSuffixIdChar(*curPtr));
  return formToken(kind, tokStart);
}

/// Whether `spelling` is `i<digits>`, `si<digits>` or `ui<digits>`.
static bool isIntTypeSpelling(llvm::StringRef spelling) {
  size_t start;
  if (spelling[0] == 'i')
    start = 1;
  else if ((spelling[0] == 's' || spelling[0] == 'u') && spelling.size() > 1 &&
           spelling[1] == 'i')
    start = 2;
  else
    return false;
  if (start == spelling.size())
    return false;
  for (char c : spelling.drop_front(start))
    if (!isDigit(c))
      return false;
  return true;
}

Token Lexer::lexBareIdentifierOrKeyword(const char *tokStart) {
  while (isBareIdChar(*curPtr))
    ++curPtr;
  llvm::StringRef spelling(tokStart, curPtr - tokStart);
  if (isIntTypeSpelling(spelling))
    return Token(Token::inttype, spelling);

  // Keywords are short and begin with a lowercase letter; skip the table
  // for everything else (op names like `arith.addi`, say).
  if (spelling.size() > 14 || !(*tokStart >= 'a' && *tokStart <= 'x'))
    return Token(Token::bare_identifier, spelling);
  Token::Kind kind = llvm::StringSwitch<Token::Kind>(spelling)
#define ASSAY_TOKEN_KEYWORD_CASE(name) .Case(#name, Token::kw_##name)
                         ASSAY_TOKEN_KEYWORDS(ASSAY_TOKEN_KEYWORD_CASE)
#undef ASSAY_TOKEN_KEYWORD_CASE
                             .Default(Token::bare_identifier);
  return Token(kind, spelling);
}

Token Lexer::lexNumber(const char *tokStart) {
  // Hexadecimal: 0x followed by at least one hex digit.
  if (tokStart[0] == '0' && *curPtr == 'x' && isHex(curPtr[1])) {
    curPtr += 2;
    while (isHex(*curPtr))
      ++curPtr;
    return formToken(Token::integer, tokStart);
  }
  while (isDigit(*curPtr))
    ++curPtr;
  if (*curPtr != '.')
    return formToken(Token::integer, tokStart);

  // A float: digits '.' digits* ([eE] [-+]? digits)?
  ++curPtr;
  while (isDigit(*curPtr))
    ++curPtr;
  if (*curPtr == 'e' || *curPtr == 'E') {
    const char *exp = curPtr + 1;
    if (*exp == '-' || *exp == '+')
      ++exp;
    if (isDigit(*exp)) {
      curPtr = exp + 1;
      while (isDigit(*curPtr))
        ++curPtr;
    }
  }
  return formToken(Token::floatliteral, tokStart);
}

Token Lexer::lexString(const char *tokStart) {
  // curPtr is just past the opening quote.
  while (true) {
    switch (*curPtr++) {
    case '"':
      return formToken(Token::string, tokStart);
    case 0:
      // A NUL in the middle of the buffer is part of the string.
      if (curPtr - 1 != bufferEnd)
        continue;
      [[fallthrough]];
    case '\n':
    case '\v':
    case '\f':
      return emitError(curPtr - 1, "expected '\"' in string literal");
    case '\\':
      if (*curPtr == '"' || *curPtr == '\\' || *curPtr == 'n' ||
          *curPtr == 't') {
        ++curPtr;
        continue;
      }
      if (isHex(curPtr[0]) && isHex(curPtr[1])) {
        curPtr += 2;
        continue;
      }
      return emitError(curPtr - 1, "unknown escape in string literal");
    default:
      continue;
    }
  }
}
