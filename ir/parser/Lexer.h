//===- Lexer.h - Splits the textual IR into tokens
//-------------------------===//
//
// The lexer walks the main buffer of a SourceMgr one token at a time. It is
// the parser's hot path: it never allocates, tokens are slices of the buffer,
// and keywords are recognised without hashing. Errors (an unterminated
// string, a stray character) are reported through the Context's diagnostic
// engine at the offending position, and an `error` token is returned so the
// parser stops without reporting a second time.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PARSER_LEXER_H
#define ASSAY_IR_PARSER_LEXER_H

#include "ir/Attributes.h"
#include "ir/parser/Token.h"
#include "llvm/ADT/Twine.h"
#include <cstdint>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace assay {
class Context;
class Location;
class StringAttr;

/// Produces the tokens of the main buffer of a SourceMgr.
class Lexer {
public:
  /// Lexes the main buffer of `sourceMgr`; errors go to `context`.
  Lexer(const llvm::SourceMgr &sourceMgr, Context *context);

  const llvm::SourceMgr &getSourceMgr() const { return sourceMgr; }
  Context *getContext() const { return context; }

  /// Returns the next token and advances.
  Token lexToken();

  /// Restarts lexing at `ptr`, which must point into the buffer.
  void resetPointer(const char *ptr) { curPtr = ptr; }
  /// Where the next token will start being looked for.
  const char *getBufferPointer() const { return curPtr; }
  const char *getBufferBegin() const { return bufferBegin; }
  const char *getBufferEnd() const { return bufferEnd; }

  /// The file:line:col location of `loc`, named after the main buffer.
  Location getEncodedSourceLocation(llvm::SMLoc loc) const;
  /// What getEncodedSourceLocation(loc) is made of, without creating the
  /// location: false when `loc` lies outside the text lexed so far.
  bool getLineAndColumn(llvm::SMLoc loc, StringAttr &file, unsigned &lineNo,
                        unsigned &column) const;

  /// Reports an error at `loc` and returns an error token covering it.
  Token emitError(const char *loc, const llvm::Twine &message);

private:
  Token formToken(Token::Kind kind, const char *tokStart) {
    return Token(kind, llvm::StringRef(tokStart, curPtr - tokStart));
  }

  Token lexAtIdentifier(const char *tokStart);
  Token lexBareIdentifierOrKeyword(const char *tokStart);
  Token lexEllipsis(const char *tokStart);
  Token lexNumber(const char *tokStart);
  Token lexPrefixedIdentifier(const char *tokStart);
  Token lexString(const char *tokStart);
  void skipComment();

  /// Gives the pages of a memory-mapped input from `releaseFrom` up to
  /// `end` back to the system (see Lexer.cpp).
  void releaseConsumedInput(const char *end);
  void setReleaseFrom(const char *from);

  const llvm::SourceMgr &sourceMgr;
  /// Where the next release of consumed input starts; null when the input
  /// is not a file mapping (nothing to release).
  const char *releaseFrom = nullptr;
  /// Past this position the next release is due: `releaseFrom` plus the
  /// release step, or never. One compare per token.
  uintptr_t releaseDue = UINTPTR_MAX;
  Context *context;
  llvm::StringRef bufferName;
  const char *bufferBegin;
  const char *bufferEnd;
  const char *curPtr;

  /// Locations are asked for in buffer order (one per op at least), so the
  /// text is scanned once: `scanned` is how far, `lineStart` begins line
  /// number `line` (the one `scanned` is on), and `columnStart` is where its
  /// columns count from (after the last carriage return of the line).
  mutable const char *scanned = nullptr;
  mutable const char *lineStart = nullptr;
  mutable const char *columnStart = nullptr;
  mutable unsigned line = 1;
  /// The file name as a StringAttr, made on first use.
  mutable Attribute bufferNameAttr;
};

/// How the text of a `<...>` dialect symbol body scans: brackets `<>`,
/// `[]`, `()` and `{}` nest, strings are skipped, and `->` closes nothing.
struct DialectBodyScan {
  enum class Status {
    /// The brackets balance: `length` characters make up the body.
    Balanced,
    /// A bracket is closed by the wrong one, or never: `open` is the
    /// innermost bracket left open.
    Unbalanced,
    /// A string runs to the end of its line or of the text: `length` is
    /// where it stopped.
    UnterminatedString,
  };
  Status status;
  size_t length;
  char open;
};

/// Scans the dialect symbol body at the start of `text` (which starts with
/// `<`). The parser reads bodies with it, and the printer checks with it
/// that what it prints reads back.
DialectBodyScan scanDialectSymbolBody(llvm::StringRef text);

/// Whether `text` is made of the characters that continue a `!`, `#`, `%`
/// or `^` identifier: letters, digits and `_$.-`.
bool isSuffixIdentifier(llvm::StringRef text);

} // namespace assay

#endif // ASSAY_IR_PARSER_LEXER_H
