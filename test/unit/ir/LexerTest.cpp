//===- LexerTest.cpp - Tokens of the textual IR
//----------------------------===//
//
// The lexer's token kinds and spellings, literal decoding, error reporting,
// and its speed on a large generated file.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/Lexer.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <gtest/gtest.h>
#include <limits>

using namespace assay;

namespace {
/// Lexes `text` to the end; the last token is eof or error.
std::vector<Token> lexAll(Context &ctx, llvm::SourceMgr &mgr,
                          llvm::StringRef text) {
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mlir"),
                         llvm::SMLoc());
  Lexer lexer(mgr, &ctx);
  std::vector<Token> tokens;
  while (true) {
    tokens.push_back(lexer.lexToken());
    if (tokens.back().isAny(Token::eof, Token::error))
      return tokens;
  }
}

class LexerTest : public ::testing::Test {
protected:
  /// Swallows diagnostics, remembering the first message.
  LexerTest()
      : handler(&ctx, [this](Diagnostic &diag) {
          if (message.empty())
            message = diag.getMessage();
          return success();
        }) {}
  Context ctx;
  llvm::SourceMgr mgr;
  std::string message;
  ScopedDiagnosticHandler handler;
};

TEST_F(LexerTest, Punctuation) {
  auto tokens =
      lexAll(ctx, mgr, ": , ... = > { ( [ < - + ? } ) ] * | -> {-# #-}");
  std::vector<Token::Kind> expected = {Token::colon,
                                       Token::comma,
                                       Token::ellipsis,
                                       Token::equal,
                                       Token::greater,
                                       Token::l_brace,
                                       Token::l_paren,
                                       Token::l_square,
                                       Token::less,
                                       Token::minus,
                                       Token::plus,
                                       Token::question,
                                       Token::r_brace,
                                       Token::r_paren,
                                       Token::r_square,
                                       Token::star,
                                       Token::vertical_bar,
                                       Token::arrow,
                                       Token::file_metadata_begin,
                                       Token::file_metadata_end,
                                       Token::eof};
  ASSERT_EQ(tokens.size(), expected.size());
  for (size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(tokens[i].getKind(), expected[i]) << i;
}

TEST_F(LexerTest, IdentifiersAndKeywords) {
  auto tokens = lexAll(ctx, mgr,
                       "foo arith.addi tensor x i32 si8 ui1 i f8E4M3FN "
                       "%0 %arg.1 ^bb0 #map !llvm.ptr @sym @\"a b\" #-x");
  std::vector<std::pair<Token::Kind, llvm::StringRef>> expected = {
      {Token::bare_identifier, "foo"},
      {Token::bare_identifier, "arith.addi"},
      {Token::kw_tensor, "tensor"},
      {Token::kw_x, "x"},
      {Token::inttype, "i32"},
      {Token::inttype, "si8"},
      {Token::inttype, "ui1"},
      {Token::bare_identifier, "i"},
      {Token::kw_f8E4M3FN, "f8E4M3FN"},
      {Token::percent_identifier, "%0"},
      {Token::percent_identifier, "%arg.1"},
      {Token::caret_identifier, "^bb0"},
      {Token::hash_identifier, "#map"},
      {Token::exclamation_identifier, "!llvm.ptr"},
      {Token::at_identifier, "@sym"},
      {Token::at_identifier, "@\"a b\""},
      {Token::hash_identifier, "#-x"},
  };
  ASSERT_EQ(tokens.size(), expected.size() + 1);
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(tokens[i].getKind(), expected[i].first) << i;
    EXPECT_EQ(tokens[i].getSpelling(), expected[i].second) << i;
  }
  EXPECT_EQ(tokens[15].getSymbolReference(), "a b");
  EXPECT_EQ(tokens[4].getIntTypeBitwidth(), 32u);
  EXPECT_EQ(tokens[5].getIntTypeSignedness(), true);
  EXPECT_EQ(tokens[6].getIntTypeSignedness(), false);
  EXPECT_EQ(tokens[4].getIntTypeSignedness(), std::nullopt);
}

TEST_F(LexerTest, Numbers) {
  auto tokens = lexAll(ctx, mgr, "42 0x2A 1.5 1.5e-3 2. 1e5 0x 4x8xf32");
  EXPECT_EQ(tokens[0].getKind(), Token::integer);
  EXPECT_EQ(tokens[0].getUInt64IntegerValue(), 42u);
  EXPECT_EQ(tokens[1].getKind(), Token::integer);
  EXPECT_EQ(tokens[1].getUInt64IntegerValue(), 42u);
  EXPECT_EQ(tokens[2].getKind(), Token::floatliteral);
  EXPECT_EQ(tokens[3].getSpelling(), "1.5e-3");
  EXPECT_EQ(tokens[4].getSpelling(), "2.");
  // `1e5` is an integer then an identifier; `0x` is `0` then `x`.
  EXPECT_EQ(tokens[5].getSpelling(), "1");
  EXPECT_EQ(tokens[6].getSpelling(), "e5");
  EXPECT_EQ(tokens[7].getSpelling(), "0");
  EXPECT_EQ(tokens[8].getKind(), Token::kw_x);
  EXPECT_EQ(tokens[9].getSpelling(), "4");
  EXPECT_EQ(tokens[10].getSpelling(), "x8xf32");
}

TEST(LiteralTest, IntegersOfAnyLength) {
  llvm::APInt value;
  // Decimal and hex agree, at any length, leading zeros included.
  std::string decimal = "340282366920938463463374607431768211455"; // 2^128-1
  ASSERT_FALSE(getAsIntegerLiteral(decimal, value));
  EXPECT_TRUE(value.isMask(128));
  ASSERT_FALSE(getAsIntegerLiteral("0x" + std::string(32, 'F'), value));
  EXPECT_TRUE(value.isMask(128));
  ASSERT_FALSE(getAsIntegerLiteral(std::string(1000, '0') + "42", value));
  EXPECT_EQ(value, 42u);
  EXPECT_GE(value.getBitWidth(), 64u);
  ASSERT_FALSE(getAsIntegerLiteral("0x" + std::string(1000, '0'), value));
  EXPECT_TRUE(value.isZero());
  // 10^40: a chunk boundary (19 digits) does not lose a carry.
  ASSERT_FALSE(getAsIntegerLiteral("1" + std::string(40, '0'), value));
  llvm::SmallString<64> text;
  value.toStringUnsigned(text);
  EXPECT_EQ(text, "1" + std::string(40, '0'));

  // `maxBits` bounds the value: exactly at the limit it fits.
  EXPECT_FALSE(getAsIntegerLiteral("255", value, 8));
  EXPECT_TRUE(getAsIntegerLiteral("256", value, 8));
  EXPECT_FALSE(getAsIntegerLiteral("0xFF", value, 8));
  EXPECT_TRUE(getAsIntegerLiteral("0x1FF", value, 8));
  EXPECT_FALSE(getAsIntegerLiteral("0", value, 0));
  EXPECT_TRUE(getAsIntegerLiteral("1", value, 0));
  EXPECT_TRUE(getAsIntegerLiteral("0x", value));
  EXPECT_TRUE(getAsIntegerLiteral("12a", value));

  // A literal far too long for its width fails at once, whatever its length.
  std::string huge(10000000, '9');
  auto start = std::chrono::steady_clock::now();
  EXPECT_TRUE(getAsIntegerLiteral(huge, value, 64));
  EXPECT_TRUE(getAsIntegerLiteral("0x" + huge, value, 64));
  // 100,000 digits that do fit convert quickly.
  std::string long100k(100000, '9');
  ASSERT_FALSE(getAsIntegerLiteral(long100k, value));
  EXPECT_EQ(value.getActiveBits(), 332193u);
  ASSERT_FALSE(getAsIntegerLiteral("0x" + long100k, value));
  EXPECT_EQ(value.getActiveBits(), 400000u);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  // Milliseconds on an idle machine; generous for shared CI (it took
  // minutes when conversion was cubic).
  EXPECT_LT(seconds, 10.0);
}

TEST(LiteralTest, FloatsOfAnyLength) {
  EXPECT_EQ(getAsDoubleFast("1.5"), 1.5);
  EXPECT_EQ(getAsDoubleFast("1.7976931348623157e308"), 1.7976931348623157e308);
  double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(getAsDoubleFast("1.8e308"), inf);
  EXPECT_EQ(getAsDoubleFast("2.4e-324"), 0.0);
  EXPECT_EQ(getAsDoubleFast("4.9e-324"), 4.9e-324);
  std::string zeros(100000, '0');
  EXPECT_EQ(getAsDoubleFast("0." + zeros + "1e99999"), 0.01);
  EXPECT_EQ(getAsDoubleFast("0." + zeros + "1e999999"), inf);
  EXPECT_EQ(getAsDoubleFast("0." + zeros + "1e100001"), 1.0);
  EXPECT_EQ(getAsDoubleFast(zeros + "1.0e-100000"), 0.0);
  EXPECT_EQ(getAsDoubleFast("1.0e" + std::string(100000, '9')), inf);
  EXPECT_EQ(getAsDoubleFast("1.0e-" + std::string(100000, '9')), 0.0);
}

TEST(DialectBodyScanTest, ScansAsTheParserReads) {
  auto scan = [](llvm::StringRef text) { return scanDialectSymbolBody(text); };
  DialectBodyScan ok = scan("<a<b>(c)[d]{e}\">\" -> f> tail");
  EXPECT_EQ(ok.status, DialectBodyScan::Status::Balanced);
  EXPECT_EQ(ok.length, llvm::StringRef("<a<b>(c)[d]{e}\">\" -> f>").size());
  // `->` closes nothing, so `<->` is unbalanced.
  DialectBodyScan arrow = scan("<->");
  EXPECT_EQ(arrow.status, DialectBodyScan::Status::Unbalanced);
  EXPECT_EQ(arrow.open, '<');
  DialectBodyScan mismatch = scan("<(]>");
  EXPECT_EQ(mismatch.status, DialectBodyScan::Status::Unbalanced);
  EXPECT_EQ(mismatch.open, '(');
  DialectBodyScan string = scan("<\"abc");
  EXPECT_EQ(string.status, DialectBodyScan::Status::UnterminatedString);
  EXPECT_EQ(string.length, 5u);
  EXPECT_TRUE(isSuffixIdentifier("a-b.c$_9"));
  EXPECT_FALSE(isSuffixIdentifier("a<b"));
}

TEST_F(LexerTest, StringsAndComments) {
  auto tokens =
      lexAll(ctx, mgr, "\"a\\nb\\t\\\"c\\\\d\\0Ae\" // comment \"x\n \"\\FF\"");
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(tokens[0].getStringValue(), "a\nb\t\"c\\d\ne");
  EXPECT_EQ(tokens[1].getStringValue(), "\xFF");
  EXPECT_EQ(tokens[2].getKind(), Token::eof);
}

TEST_F(LexerTest, NulInsideTheBufferSeparatesTokens) {
  // A NUL byte inside the buffer is a blank; the one past its end is the
  // end of file.
  auto tokens = lexAll(ctx, mgr, llvm::StringRef("foo\0bar\0", 8));
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(tokens[0].getKind(), Token::bare_identifier);
  EXPECT_EQ(tokens[0].getSpelling(), "foo");
  EXPECT_EQ(tokens[1].getKind(), Token::bare_identifier);
  EXPECT_EQ(tokens[1].getSpelling(), "bar");
  EXPECT_EQ(tokens[2].getKind(), Token::eof);
  EXPECT_TRUE(message.empty());
}

TEST_F(LexerTest, Errors) {
  auto tokens = lexAll(ctx, mgr, "\"a\\qb\"");
  EXPECT_EQ(tokens.back().getKind(), Token::error);
  EXPECT_EQ(message, "unknown escape in string literal");

  message.clear();
  llvm::SourceMgr mgr2;
  tokens = lexAll(ctx, mgr2, "foo `");
  EXPECT_EQ(tokens.back().getKind(), Token::error);
  EXPECT_EQ(message, "unexpected character");

  message.clear();
  llvm::SourceMgr mgr3;
  tokens = lexAll(ctx, mgr3, "@1");
  EXPECT_EQ(message, "@ identifier expected to start with letter or '_'");

  message.clear();
  llvm::SourceMgr mgr4;
  tokens = lexAll(ctx, mgr4, "\"unterminated\n");
  EXPECT_EQ(message, "expected '\"' in string literal");
}

TEST_F(LexerTest, EveryKeywordAndItsNeighbours) {
  // Each keyword lexes as itself; one letter more or less, or an uppercase
  // first letter, makes a bare identifier.
  struct Keyword {
    const char *text;
    Token::Kind kind;
  };
  const Keyword keywords[] = {
#define ASSAY_TOKEN_KEYWORD_ENTRY(name) {#name, Token::kw_##name},
      ASSAY_TOKEN_KEYWORDS(ASSAY_TOKEN_KEYWORD_ENTRY)
#undef ASSAY_TOKEN_KEYWORD_ENTRY
  };
  std::string text;
  for (const Keyword &k : keywords) {
    std::string word = k.text;
    std::string upper = word;
    upper[0] = char(upper[0] - 'a' + 'A');
    text += word + " " + word + "z " + upper + " ";
    if (word.size() > 1)
      text += word.substr(0, word.size() - 1) + " ";
  }
  auto tokens = lexAll(ctx, mgr, text);
  size_t i = 0;
  for (const Keyword &k : keywords) {
    std::string word = k.text;
    EXPECT_EQ(tokens[i++].getKind(), k.kind) << word;
    EXPECT_EQ(tokens[i++].getKind(), Token::bare_identifier) << word << "z";
    EXPECT_EQ(tokens[i++].getKind(), Token::bare_identifier) << word;
    if (word.size() > 1) {
      Token shorter = tokens[i++];
      // A shorter spelling may be another keyword, never this one.
      EXPECT_NE(shorter.getKind(), k.kind) << word;
    }
  }
  EXPECT_EQ(tokens[i].getKind(), Token::eof);
}

TEST_F(LexerTest, LocationsCountLinesAndColumns) {
  llvm::StringRef text = "a\nbb cc\r\nd\re f\n\n  g";
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mlir"),
                         llvm::SMLoc());
  Lexer lexer(mgr, &ctx);
  const char *begin = lexer.getBufferBegin();
  auto lineCol = [&](size_t offset) {
    auto loc =
        llvm::cast<FileLineColLoc>(LocationAttr(lexer.getEncodedSourceLocation(
            llvm::SMLoc::getFromPointer(begin + offset))));
    EXPECT_EQ(loc.getFilename().getValue(), "t.mlir");
    return std::make_pair(loc.getLine(), loc.getColumn());
  };
  // The SourceMgr is the reference: lines end at \n, columns restart after
  // \n or \r. Ask forwards, backwards within a line, and backwards across
  // lines.
  size_t order[] = {0, 2, 5, 4, 10, 11, 12, 13, 15, 16, 18, 3, 0, 18, 19};
  for (size_t offset : order) {
    if (offset > text.size())
      continue;
    auto [line, column] =
        mgr.getLineAndColumn(llvm::SMLoc::getFromPointer(begin + offset));
    EXPECT_EQ(lineCol(offset), std::make_pair(line, column))
        << "offset " << offset;
  }
}

// A million ops' worth of tokens, each lexed whole: the lexer keeps its place
// across a large buffer. How fast it does so is measured in bench/, not here:
// a time limit in a test fails on a loaded or instrumented machine and proves
// nothing on a fast one.
TEST_F(LexerTest, LexesAMillionOps) {
  std::string text;
  const char *line = "  %12 = \"arith.addi\"(%10, %11) <{overflowFlags = "
                     "#arith.overflow<none>}> : (i32, i32) -> i32 "
                     "loc(\"f.mlir\":3:4)\n";
  text.reserve(1000000 * strlen(line));
  for (int i = 0; i < 1000000; ++i)
    text += line;
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "big"),
                         llvm::SMLoc());
  Lexer lexer(mgr, &ctx);
  size_t count = 0;
  Token last = lexer.lexToken();
  for (Token tok = last; tok.isNot(Token::eof); tok = lexer.lexToken()) {
    ASSERT_NE(tok.getKind(), Token::error);
    last = tok;
    ++count;
  }
  EXPECT_EQ(count, 34u * 1000000u);
  // The last token before the end is the final line's closing parenthesis.
  EXPECT_TRUE(last.is(Token::r_paren));
}
} // namespace
