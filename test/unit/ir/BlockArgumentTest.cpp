//===- BlockArgumentTest.cpp - Block argument storage ---------------------===//
//
// A block keeps its arguments, and the array of them, in its context's
// operation memory, and frees the array when the last argument goes (the
// arguments are how it finds its context). These tests add, reserve, insert
// and erase arguments across every transition of that array, and parse
// blocks with long argument lists.
//
//===----------------------------------------------------------------------===//
#include "IRTestUtils.h"
#include "dialects/builtin/BuiltinOps.h"
#include "ir/parser/ParseFile.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class BlockArgumentTest : public ::testing::Test {
protected:
  BlockArgumentTest() : ctx(tc.ctx), loc(UnknownLoc::get(&ctx)) {
    for (unsigned w : {1, 8, 16, 32, 64})
      types.push_back(IntegerType::get(&ctx, w));
    root.reset(create(ctx, "t.root", {.numRegions = 1}));
    block = addBlock(root.get());
  }

  /// Checks that `block`'s arguments have `expected` types, in order, and
  /// know their block and position.
  static void expectArguments(Block *block, llvm::ArrayRef<Type> expected) {
    ASSERT_EQ(block->getNumArguments(), expected.size());
    EXPECT_EQ(block->args_empty(), expected.empty());
    EXPECT_EQ(block->getArguments().size(), expected.size());
    for (unsigned i = 0; i < expected.size(); ++i) {
      BlockArgument arg = block->getArgument(i);
      EXPECT_EQ(arg, block->getArguments()[i]);
      EXPECT_EQ(arg.getType(), expected[i]) << "argument " << i;
      EXPECT_EQ(arg.getArgNumber(), i);
      EXPECT_EQ(arg.getOwner(), block);
    }
  }

  TestContext tc;
  Context &ctx;
  Location loc;
  llvm::SmallVector<Type, 5> types;
  OwningOpRef<> root;
  Block *block;
};
} // namespace

TEST_F(BlockArgumentTest, AddOneAtATime) {
  std::vector<Type> expected;
  for (unsigned i = 0; i < 300; ++i) {
    Type t = types[i % types.size()];
    BlockArgument arg = block->addArgument(t, loc);
    expected.push_back(t);
    EXPECT_EQ(arg.getArgNumber(), i);
    EXPECT_EQ(arg.getLoc(), loc);
  }
  expectArguments(block, expected);
}

TEST_F(BlockArgumentTest, ReserveBeforeAndAfterTheFirstArgument) {
  // Reserved before any argument: allocated with the first.
  block->reserveArguments(3);
  block->addArguments({types[0], types[1]}, {loc, loc});
  expectArguments(block, {types[0], types[1]});
  // Reserved with arguments present: the array moves.
  block->reserveArguments(50);
  for (unsigned i = 0; i < 48; ++i)
    block->addArgument(types[2], loc);
  EXPECT_EQ(block->getNumArguments(), 50u);
  // Reserving less than present changes nothing.
  block->reserveArguments(1);
  EXPECT_EQ(block->getNumArguments(), 50u);
  EXPECT_EQ(block->getArgument(1).getType(), types[1]);
  EXPECT_EQ(block->getArgument(49).getArgNumber(), 49u);

  // A reservation on a block that never gets arguments costs nothing.
  Block *other = addBlock(root.get());
  other->reserveArguments(10);
  expectArguments(other, {});
}

TEST_F(BlockArgumentTest, InsertAndEraseRenumber) {
  block->addArguments({types[0], types[1], types[2]}, {loc, loc, loc});
  block->insertArgument(0, types[3], loc);
  block->insertArgument(2, types[4], loc);
  block->insertArgument(5, types[0], loc);
  expectArguments(block,
                  {types[3], types[0], types[4], types[1], types[2], types[0]});
  block->eraseArgument(2);
  expectArguments(block, {types[3], types[0], types[1], types[2], types[0]});
  block->eraseArguments(1, 3);
  expectArguments(block, {types[3], types[0]});
  block->eraseArguments(0, 0);
  expectArguments(block, {types[3], types[0]});
}

TEST_F(BlockArgumentTest, EraseAllThenAddAgain) {
  block->addArguments({types[0], types[1]}, {loc, loc});
  block->eraseArguments(0, 2);
  expectArguments(block, {});
  // The array went with the last argument; a new one starts afresh.
  block->addArgument(types[2], loc);
  expectArguments(block, {types[2]});
  block->eraseArgument(0);
  block->reserveArguments(4);
  block->insertArgument(0, types[3], loc);
  block->insertArgument(0, types[4], loc);
  expectArguments(block, {types[4], types[3]});
}

TEST_F(BlockArgumentTest, FreedArgumentsAreReused) {
  // Arguments come from the context's size-classed pool: one freed is the
  // next one handed out.
  BlockArgument first = block->addArgument(types[0], loc);
  const void *firstImpl = first.getAsOpaquePointer();
  block->eraseArgument(0);
  BlockArgument second = block->addArgument(types[1], loc);
  EXPECT_EQ(second.getAsOpaquePointer(), firstImpl);
  EXPECT_EQ(second.getType(), types[1]);
}

TEST_F(BlockArgumentTest, UsedArgumentsAndBlockDestruction) {
  Block *inner = addBlock(root.get());
  BlockArgument a = inner->addArgument(types[0], loc);
  BlockArgument b = inner->addArgument(types[1], loc);
  Operation *user = append(ctx, inner, "t.use", {.operands = {a, b, a}});
  EXPECT_FALSE(a.use_empty());
  BlockArgument c = inner->insertArgument(0, types[2], loc);
  // Uses follow the arguments, not their positions.
  EXPECT_EQ(user->getOperand(0), a);
  EXPECT_EQ(a.getArgNumber(), 1u);
  a.replaceAllUsesWith(c);
  inner->eraseArgument(1);
  expectArguments(inner, {types[2], types[1]});
  EXPECT_EQ(user->getOperand(2), c);
  // The block, its op and its arguments go together.
  inner->erase();
}

TEST_F(BlockArgumentTest, CloneCopiesArguments) {
  Operation *wrap = append(ctx, block, "t.wrap", {.numRegions = 1});
  Block *inner = addBlock(wrap);
  for (unsigned i = 0; i < 9; ++i)
    inner->addArgument(types[i % types.size()], loc);
  append(ctx, inner, "t.use", {.operands = {inner->getArgument(8)}});
  Operation *copy = wrap->clone();
  Block *copied = &copy->getRegion(0).front();
  std::vector<Type> expected(inner->getArgumentTypes().begin(),
                             inner->getArgumentTypes().end());
  expectArguments(copied, expected);
  EXPECT_EQ(copied->front().getOperand(0), copied->getArgument(8));
  copy->destroy();
}

namespace {
/// Parses `text` (generic form) and prints it back; "" on failure.
std::string parseAndPrint(llvm::StringRef text,
                          llvm::SmallVectorImpl<unsigned> *argCounts) {
  DialectRegistry registry;
  registerBuiltinOps(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr mgr;
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mlir"),
                         llvm::SMLoc());
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> op = parseSourceFileForTool(mgr, config, true);
  if (!op)
    return "";
  if (argCounts)
    op->walk([&](Operation *nested) {
      for (Region &region : nested->getRegions())
        for (Block &b : region) {
          argCounts->push_back(b.getNumArguments());
          for (BlockArgument arg : b.getArguments())
            EXPECT_EQ(arg.getOwner(), &b);
        }
    });
  std::string out;
  llvm::raw_string_ostream os(out);
  op->print(os);
  return out;
}
} // namespace

TEST_F(BlockArgumentTest, ParseLongArgumentLists) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "\"t.wrap\"() ({\n^bb0(";
  for (unsigned i = 0; i < 130; ++i)
    os << (i ? ", " : "") << "%a" << i << ": i32";
  os << "):\n  \"t.br\"(%a129)[^bb1] : (i32) -> ()\n^bb1(";
  for (unsigned i = 0; i < 5; ++i)
    os << (i ? ", " : "") << "%b" << i << ": i64";
  os << "):\n  \"t.use\"(%b4) : (i64) -> ()\n^bb2:\n"
     << "  \"t.end\"() : () -> ()\n}) : () -> ()\n";
  llvm::SmallVector<unsigned, 4> counts;
  std::string printed = parseAndPrint(text, &counts);
  ASSERT_FALSE(printed.empty()) << text;
  // The wrapper's three blocks, then the body of the module around it.
  EXPECT_EQ(counts, (llvm::SmallVector<unsigned, 4>{130, 5, 0, 0}));
  EXPECT_EQ(parseAndPrint(printed, nullptr), printed);
}
