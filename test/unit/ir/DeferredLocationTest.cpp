//===- DeferredLocationTest.cpp - Locations created when asked for --------===//
//
// Parsed ops and block arguments keep their file:line:col packed and create
// the uniqued location only when getLoc() first asks for it; the answer is
// the location the parser would have created at once. Also the printer's
// value table, which it indexes through a slot in each value: a slot left
// by an earlier print must not name a value of a later one.
//
//===----------------------------------------------------------------------===//
#include "ir/Location.h"

#include "IRTestUtils.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class DeferredLocationTest : public ::testing::Test {
protected:
  DeferredLocationTest() : ctx(tc.ctx), diags(tc.ctx) {}

  /// Parses `text` (named t.mlir) into an implicit module.
  Operation *parse(llvm::StringRef text) {
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mlir"),
                           llvm::SMLoc());
    ParserConfig config(&ctx, /*verifyAfterParse=*/false);
    module = parseSourceFileForTool(mgr, config, /*insertImplicitModule=*/true);
    EXPECT_TRUE(module) << diags.joined();
    return module.get();
  }
  Location fileLoc(unsigned line, unsigned column) {
    return FileLineColLoc::get(&ctx, "t.mlir", line, column);
  }
  std::string print(Operation *op, OpPrintingFlags flags = {}) {
    std::string out;
    llvm::raw_string_ostream os(out);
    op->print(os, flags);
    return out;
  }
  size_t numAttributes() { return ctx.getAttributeUniquer().size(); }

  TestContext tc;
  Context &ctx;
  DiagnosticCollector diags;
  llvm::SourceMgr mgr;
  OwningOpRef<> module;
};
} // namespace

TEST_F(DeferredLocationTest, OpLocationCreatedOnFirstAsk) {
  Operation *top = parse("\"foo.a\"() : () -> ()\n"
                         "  \"foo.b\"() : () -> ()\n"
                         "\"foo.c\"() : () -> () loc(\"x.mlir\":7:8)\n");
  Block &body = top->getRegion(0).front();
  Operation &a = body.front();
  Operation &b = *std::next(body.begin());
  Operation &c = body.back();
  EXPECT_EQ(a.getContext(), &ctx);

  size_t before = numAttributes();
  Location locB = b.getLoc();
  // One new attribute: b's location, and nothing for the ops not asked.
  EXPECT_EQ(numAttributes(), before + 1);
  EXPECT_EQ(b.getLoc(), locB);
  EXPECT_EQ(numAttributes(), before + 1);

  EXPECT_EQ(locB, fileLoc(2, 3));
  EXPECT_EQ(a.getLoc(), fileLoc(1, 1));
  // An explicit location is the one given.
  EXPECT_EQ(c.getLoc(), Location(FileLineColLoc::get(&ctx, "x.mlir", 7, 8)));
}

TEST_F(DeferredLocationTest, BlockArgumentLocations) {
  Operation *top = parse("\"foo.r\"() ({\n"
                         "^bb0(%a: i32, %b: i64):\n"
                         "  \"foo.t\"() : () -> ()\n"
                         "}) : () -> ()\n");
  Operation &r = top->getRegion(0).front().front();
  Block &entry = r.getRegion(0).front();
  ASSERT_EQ(entry.getNumArguments(), 2u);
  size_t before = numAttributes();
  EXPECT_EQ(entry.getArgument(1).getLoc(), fileLoc(2, 15));
  EXPECT_EQ(numAttributes(), before + 1);
  EXPECT_EQ(entry.getArgument(0).getLoc(), fileLoc(2, 6));
}

TEST_F(DeferredLocationTest, CloneKeepsLocation) {
  Operation *top =
      parse("\"foo.a\"() : () -> ()\n\n  \"foo.b\"() : () -> ()\n");
  Operation &b = top->getRegion(0).front().back();
  OwningOpRef<> copy(b.clone());
  EXPECT_EQ(copy->getLoc(), fileLoc(3, 3));
  EXPECT_EQ(copy->getLoc(), b.getLoc());
}

TEST_F(DeferredLocationTest, PositionsTooLargeToPackStayExact) {
  OwningOpRef<> op(create(ctx, "foo.x"));
  StringAttr file = StringAttr::get(&ctx, "big.mlir");
  op->setDeferredFileLineColLoc(file, 3, 1u << 30);
  EXPECT_EQ(op->getLoc(),
            Location(FileLineColLoc::get(&ctx, "big.mlir", 3, 1u << 30)));
  op->setDeferredFileLineColLoc(file, 1u << 29, 5);
  EXPECT_EQ(op->getLoc(),
            Location(FileLineColLoc::get(&ctx, "big.mlir", 1u << 29, 5)));
  op->setDeferredFileLineColLoc(file, 12, 34);
  EXPECT_EQ(op->getLoc(),
            Location(FileLineColLoc::get(&ctx, "big.mlir", 12, 34)));
}

TEST_F(DeferredLocationTest, PrinterIgnoresSlotsOfEarlierPrints) {
  Operation *top = parse("%0 = \"foo.a\"() : () -> i32\n"
                         "%1 = \"foo.b\"(%0) : (i32) -> i32\n");
  std::string first = print(top);
  EXPECT_EQ(print(top), first);
  EXPECT_NE(first.find("%1 = \"foo.b\"(%0)"), std::string::npos) << first;

  // A detached op using a value of the module: the value's slot comes from
  // the module's print, and must not be read as a name of this one.
  Value v = top->getRegion(0).front().back().getResult(0);
  OwningOpRef<> user(create(ctx, "foo.use", {.operands = {v}}));
  OpPrintingFlags generic;
  generic.printGenericOpForm = true;
  EXPECT_EQ(print(user.get(), generic),
            "\"foo.use\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()\n");
}
