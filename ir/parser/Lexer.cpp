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

#include "llvm/Support/MathExtras.h"
#include "llvm/Support/Process.h"
#include <sys/mman.h>

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"
#include <cstring>

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
  Blank = 1 << 7, // space, tab, line feed, carriage return
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
    for (char c : {' ', '\t', '\n', '\r'})
      classes[static_cast<unsigned char>(c)] |= Blank;
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
inline bool isBlank(char c) { return is(c, Blank); }
/// Characters that continue a suffix id (`%x`, `#x`...): also `-`.
inline bool isSuffixIdChar(char c) {
  return is(c, Letter | Digit | Underscore | Dollar | Dot | DashChar);
}

/// The first character at or after `ptr` that `pred` rejects. Scanning
/// through a local pointer keeps the position in a register: stores through
/// the lexer's own pointer could alias the buffer.
template <class Pred> inline const char *skipWhile(const char *ptr, Pred pred) {
  while (pred(*ptr))
    ++ptr;
  return ptr;
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
  if (buffer->getBufferKind() == llvm::MemoryBuffer::MemoryBuffer_MMap)
    setReleaseFrom(bufferBegin);
}

/// How much input is consumed between releases, and how much is kept
/// resident behind the lexer (for errors reported a little way back).
static constexpr ptrdiff_t kReleaseStep = 8 << 20;
static constexpr ptrdiff_t kReleaseMargin = 1 << 20;

// A large file is read through a read-only private mapping. The pages the
// lexer has left behind are only needed again for diagnostics that point
// back into them, so they are dropped from the process: a later access
// reads them again from the file. This keeps a 1M-op file from counting
// towards the peak memory of the parse.
void Lexer::releaseConsumedInput(const char *end) {
  uintptr_t page = llvm::sys::Process::getPageSizeEstimate();
  uintptr_t from = llvm::alignTo(uintptr_t(releaseFrom), page);
  uintptr_t to = llvm::alignDown(uintptr_t(end), page);
  if (to > from)
    ::madvise(reinterpret_cast<void *>(from), to - from, MADV_DONTNEED);
  setReleaseFrom(end);
}

void Lexer::setReleaseFrom(const char *from) {
  releaseFrom = from;
  releaseDue = uintptr_t(from) + kReleaseStep;
}

/// The position after the last carriage return in [begin, end), or null.
static const char *afterLastCarriageReturn(const char *begin, const char *end) {
  // Every op's location scans the text since the previous one: glibc's
  // memrchr does that a vector at a time.
  const void *cr = ::memrchr(begin, '\r', end - begin);
  return cr ? static_cast<const char *>(cr) + 1 : nullptr;
}

bool Lexer::getLineAndColumn(llvm::SMLoc loc, StringAttr &file,
                             unsigned &lineNo, unsigned &column) const {
  const char *ptr = loc.getPointer();
  if (!scanned)
    scanned = lineStart = columnStart = bufferBegin;
  if (ptr < lineStart || ptr > bufferEnd)
    return false;
  const char *colStart = columnStart;
  if (ptr >= scanned) {
    // Scan the new text once: line breaks, then carriage returns on the
    // last line (the SourceMgr restarts columns after either).
    const char *cur = scanned;
    while (const void *nl = std::memchr(cur, '\n', ptr - cur)) {
      cur = static_cast<const char *>(nl) + 1;
      lineStart = columnStart = cur;
      ++line;
    }
    if (const char *afterCR = afterLastCarriageReturn(cur, ptr))
      columnStart = afterCR;
    scanned = ptr;
    colStart = columnStart;
  } else if (const char *afterCR = afterLastCarriageReturn(lineStart, ptr)) {
    colStart = afterCR; // back on the current line
  } else {
    colStart = lineStart;
  }
  if (!bufferNameAttr)
    bufferNameAttr = StringAttr::get(context, bufferName);
  file = llvm::cast<StringAttr>(bufferNameAttr);
  lineNo = line;
  column = unsigned(ptr - colStart) + 1;
  return true;
}

Location Lexer::getEncodedSourceLocation(llvm::SMLoc loc) const {
  StringAttr file;
  unsigned lineNo, column;
  if (getLineAndColumn(loc, file, lineNo, column))
    return FileLineColLoc::get(file, lineNo, column);
  unsigned bufferId = sourceMgr.FindBufferContainingLoc(loc);
  if (bufferId == 0)
    bufferId = sourceMgr.getMainFileID();
  auto [otherLine, otherColumn] = sourceMgr.getLineAndColumn(loc, bufferId);
  llvm::StringRef name =
      sourceMgr.getMemoryBuffer(bufferId)->getBufferIdentifier();
  return FileLineColLoc::get(context, name, otherLine, otherColumn);
}

Token Lexer::emitError(const char *loc, const llvm::Twine &message) {
  assay::emitError(getEncodedSourceLocation(llvm::SMLoc::getFromPointer(loc)),
                   message);
  return formToken(Token::error, loc);
}

Token Lexer::lexToken() {
  if (LLVM_UNLIKELY(uintptr_t(curPtr) > releaseDue))
    releaseConsumedInput(curPtr - kReleaseMargin);
  // Nearly every token follows blanks: skip them before the dispatch.
  curPtr = skipWhile(curPtr, isBlank);
  while (true) {
    const char *tokStart = curPtr;
    if (curPtr == bufferEnd) {
      // The whole input is read: none of it needs to stay resident while
      // the rest of the run (verification, passes, printing) goes on.
      if (releaseFrom && bufferEnd - releaseFrom > kReleaseMargin)
        releaseConsumedInput(bufferEnd);
      return formToken(Token::eof, tokStart);
    }
    char c = *curPtr++;
    switch (c) {
    case ' ':
    case '\t':
    case '\n':
    case '\r':
      // Runs of blanks (indentation, a line break and the next line's
      // indentation) in one loop rather than one token attempt each.
      curPtr = skipWhile(curPtr, isBlank);
      continue;
    case 0:
      // At the end of the buffer a NUL is the end of file; inside it, a NUL
      // byte separates tokens like a blank.
      if (curPtr - 1 == bufferEnd) {
        --curPtr;
        return formToken(Token::eof, tokStart);
      }
      continue;

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
  curPtr = skipWhile(curPtr, isBareIdChar);
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
    curPtr = skipWhile(curPtr + 1, isDigit);
    return formToken(kind, tokStart);
  }
  if (!is(*curPtr, Letter | Underscore | Dollar | Dot | DashChar))
    return emitError(tokStart, errorKind);
  curPtr = skipWhile(curPtr + 1, isSuffixIdChar);
  return formToken(kind, tokStart);
}

bool assay::isSuffixIdentifier(llvm::StringRef text) {
  return llvm::all_of(text, isSuffixIdChar);
}

DialectBodyScan assay::scanDialectSymbolBody(llvm::StringRef text) {
  assert(text.starts_with("<") && "a dialect symbol body starts at '<'");
  llvm::SmallVector<char, 8> nesting;
  size_t i = 0, e = text.size();
  auto unbalanced = [&]() {
    char open = nesting.empty() ? '<' : nesting.back();
    return DialectBodyScan{DialectBodyScan::Status::Unbalanced, i, open};
  };
  do {
    if (i == e)
      return unbalanced();
    char c = text[i++];
    switch (c) {
    case '<':
    case '[':
    case '(':
    case '{':
      nesting.push_back(c);
      break;
    case '>':
    case ']':
    case ')':
    case '}': {
      char expected = c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
      if (nesting.back() != expected)
        return unbalanced();
      nesting.pop_back();
      break;
    }
    case '-':
      // `->` (as in function types and affine maps) closes nothing.
      if (i != e && text[i] == '>')
        ++i;
      break;
    case '"':
      // Skip a string, escapes included.
      while (i != e && text[i] != '"' && text[i] != '\n') {
        if (text[i] == '\\' && i + 1 != e)
          ++i;
        ++i;
      }
      if (i == e || text[i] != '"')
        return {DialectBodyScan::Status::UnterminatedString, i, '"'};
      ++i;
      break;
    default:
      break;
    }
  } while (!nesting.empty());
  return {DialectBodyScan::Status::Balanced, i, 0};
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

namespace {
/// The keywords, bucketed by first letter and length so that a lookup
/// compares against the one or two candidates of the same shape.
class KeywordTable {
public:
  static constexpr size_t kMaxLength = 14;

  KeywordTable() {
#define ASSAY_TOKEN_KEYWORD_ADD(name) add(#name, Token::kw_##name);
    ASSAY_TOKEN_KEYWORDS(ASSAY_TOKEN_KEYWORD_ADD)
#undef ASSAY_TOKEN_KEYWORD_ADD
  }

  Token::Kind lookup(llvm::StringRef spelling) const {
    if (spelling.size() > kMaxLength || spelling[0] < 'a' || spelling[0] > 'z')
      return Token::bare_identifier;
    const Bucket &bucket = buckets[spelling[0] - 'a'][spelling.size()];
    for (unsigned i = 0; i < bucket.size; ++i)
      if (std::memcmp(bucket.entries[i].text, spelling.data(),
                      spelling.size()) == 0)
        return bucket.entries[i].kind;
    return Token::bare_identifier;
  }

private:
  struct Entry {
    const char *text;
    Token::Kind kind;
  };
  struct Bucket {
    Entry entries[6];
    unsigned size = 0;
  };

  void add(const char *text, Token::Kind kind) {
    size_t length = std::strlen(text);
    assert(length <= kMaxLength && text[0] >= 'a' && text[0] <= 'z' &&
           "keyword outside the table's shape");
    Bucket &bucket = buckets[text[0] - 'a'][length];
    assert(bucket.size < std::size(bucket.entries) && "keyword bucket full");
    bucket.entries[bucket.size++] = {text, kind};
  }

  Bucket buckets[26][kMaxLength + 1];
};
} // namespace

/// The keyword kind of `spelling`, or bare_identifier.
static Token::Kind lookupKeyword(llvm::StringRef spelling) {
  static const KeywordTable table;
  return table.lookup(spelling);
}

Token Lexer::lexBareIdentifierOrKeyword(const char *tokStart) {
  curPtr = skipWhile(curPtr, isBareIdChar);
  llvm::StringRef spelling(tokStart, curPtr - tokStart);
  if (isIntTypeSpelling(spelling))
    return Token(Token::inttype, spelling);

  return Token(lookupKeyword(spelling), spelling);
}

Token Lexer::lexNumber(const char *tokStart) {
  // Hexadecimal: 0x followed by at least one hex digit.
  if (tokStart[0] == '0' && *curPtr == 'x' && isHex(curPtr[1])) {
    curPtr += 2;
    curPtr = skipWhile(curPtr, isHex);
    return formToken(Token::integer, tokStart);
  }
  curPtr = skipWhile(curPtr, isDigit);
  if (*curPtr != '.')
    return formToken(Token::integer, tokStart);

  // A float: digits '.' digits* ([eE] [-+]? digits)?
  ++curPtr;
  curPtr = skipWhile(curPtr, isDigit);
  if (*curPtr == 'e' || *curPtr == 'E') {
    const char *exp = curPtr + 1;
    if (*exp == '-' || *exp == '+')
      ++exp;
    if (isDigit(*exp)) {
      curPtr = exp + 1;
      curPtr = skipWhile(curPtr, isDigit);
    }
  }
  return formToken(Token::floatliteral, tokStart);
}

Token Lexer::lexString(const char *tokStart) {
  // curPtr is just past the opening quote; scan with a local pointer and
  // store it back on the way out.
  const char *ptr = curPtr;
  while (true) {
    switch (*ptr++) {
    case '"':
      curPtr = ptr;
      return formToken(Token::string, tokStart);
    case 0:
      // A NUL in the middle of the buffer is part of the string.
      if (ptr - 1 != bufferEnd)
        continue;
      [[fallthrough]];
    case '\n':
    case '\v':
    case '\f':
      curPtr = ptr;
      return emitError(ptr - 1, "expected '\"' in string literal");
    case '\\':
      if (*ptr == '"' || *ptr == '\\' || *ptr == 'n' || *ptr == 't') {
        ++ptr;
        continue;
      }
      if (isHex(ptr[0]) && isHex(ptr[1])) {
        ptr += 2;
        continue;
      }
      curPtr = ptr;
      return emitError(ptr - 1, "unknown escape in string literal");
    default:
      continue;
    }
  }
}
