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
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <gtest/gtest.h>

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

TEST_F(LexerTest, StringsAndComments) {
  auto tokens =
      lexAll(ctx, mgr, "\"a\\nb\\t\\\"c\\\\d\\0Ae\" // comment \"x\n \"\\FF\"");
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(tokens[0].getStringValue(), "a\nb\t\"c\\d\ne");
  EXPECT_EQ(tokens[1].getStringValue(), "\xFF");
  EXPECT_EQ(tokens[2].getKind(), Token::eof);
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
