//===- RegionSimplifyTest.cpp - Region simplification in the driver -------===//
//
// Unreachable blocks, dead block arguments (with the operands branches
// forward to them), and identical blocks, at each simplification level.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/GreedyPatternRewriteDriver.h"

using namespace assay;
using namespace assay::rt;

namespace {
class RegionSimplifyTest : public ::testing::Test {
protected:
  RegionSimplifyTest() : ctx(rc.ctx) {}
  GreedyResult run(Operation *op, GreedySimplifyRegionLevel level) {
    FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
    GreedyRewriteConfig config;
    config.enableRegionSimplification = level;
    return applyPatternsGreedily(op, frozen, config);
  }
  static Region &funcRegion(Operation *module) {
    return module->getRegion(0).front().front().getRegion(0);
  }
  RtContext rc;
  Context &ctx;
};

const char *kUnreachable = R"(
"rt.func"() ({
  "rt.br"()[^bb2] : () -> ()
^bb1:
  %0 = "rt.pure"() : () -> i32
  "rt.use"(%0) : (i32) -> ()
  "rt.br"()[^bb2] : () -> ()
^bb2:
  "rt.ret"() : () -> ()
}) : () -> ()
)";
} // namespace

TEST_F(RegionSimplifyTest, ErasesUnreachableBlocks) {
  auto module = rc.parse(kUnreachable);
  GreedyResult result = run(module.get(), GreedySimplifyRegionLevel::Normal);
  EXPECT_TRUE(result.converged());
  EXPECT_TRUE(result.changed);
  Region &region = funcRegion(module.get());
  ASSERT_EQ(region.getNumBlocks(), 2u);
  EXPECT_EQ(opNames(region.back()), "rt.ret");
  EXPECT_EQ(region.front().front().getSuccessor(0), &region.back());
}

TEST_F(RegionSimplifyTest, DisabledLeavesBlocksAlone) {
  auto module = rc.parse(kUnreachable);
  GreedyResult result = run(module.get(), GreedySimplifyRegionLevel::Disabled);
  EXPECT_TRUE(result.converged());
  EXPECT_FALSE(result.changed);
  EXPECT_EQ(funcRegion(module.get()).getNumBlocks(), 3u);
}

TEST_F(RegionSimplifyTest, ErasesDeadBlockArguments) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32, %y: i32):
  "rt.br"(%x, %y, %x)[^bb1] : (i32, i32, i32) -> ()
^bb1(%a: i32, %b: i32, %c: i32):
  %p = "rt.pure"(%a) : (i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.br"(%p, %b, %c)[^bb1] : (i32, i32, i32) -> ()
}) : () -> ()
)");
  GreedyResult result = run(module.get(), GreedySimplifyRegionLevel::Normal);
  EXPECT_TRUE(result.converged());
  Region &region = funcRegion(module.get());
  Block &loop = region.back();
  // %a only feeds itself through %p, %c only itself: both go, and %p too.
  ASSERT_EQ(loop.getNumArguments(), 1u);
  EXPECT_EQ(opNames(loop), "rt.use rt.br");
  Operation &entryBr = region.front().back();
  ASSERT_EQ(entryBr.getNumOperands(), 1u);
  EXPECT_EQ(entryBr.getOperand(0), region.front().getArgument(1));
  EXPECT_EQ(loop.back().getOperand(0), loop.getArgument(0));
  // Entry arguments stay.
  EXPECT_EQ(region.front().getNumArguments(), 2u);
}

TEST_F(RegionSimplifyTest, MergesIdenticalBlocksWhenAggressive) {
  const char *text = R"(
"rt.func"() ({
^bb0(%c: i1):
  "rt.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "rt.use"() {tag = "x"} : () -> ()
  "rt.ret"() : () -> ()
^bb2:
  "rt.use"() {tag = "x"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  {
    auto module = rc.parse(text);
    run(module.get(), GreedySimplifyRegionLevel::Normal);
    EXPECT_EQ(funcRegion(module.get()).getNumBlocks(), 3u);
  }
  auto module = rc.parse(text);
  GreedyResult result =
      run(module.get(), GreedySimplifyRegionLevel::Aggressive);
  EXPECT_TRUE(result.converged());
  Region &region = funcRegion(module.get());
  ASSERT_EQ(region.getNumBlocks(), 2u);
  Operation &condBr = region.front().back();
  EXPECT_EQ(condBr.getSuccessor(0), &region.back());
  EXPECT_EQ(condBr.getSuccessor(1), &region.back());
}

TEST_F(RegionSimplifyTest, DifferentBlocksDoNotMerge) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%c: i1):
  "rt.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "rt.use"() {tag = "x"} : () -> ()
  "rt.ret"() : () -> ()
^bb2:
  "rt.use"() {tag = "y"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  run(module.get(), GreedySimplifyRegionLevel::Aggressive);
  EXPECT_EQ(funcRegion(module.get()).getNumBlocks(), 3u);
}
