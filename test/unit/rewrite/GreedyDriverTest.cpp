//===- GreedyDriverTest.cpp - Pattern sets and the greedy driver ----------===//
//
// Outcomes of the greedy driver on small `rt` programs: folding with
// constant materialization, uniquing and hoisting; dead-op removal; visiting
// order top-down and bottom-up; iteration and rewrite limits and the reason
// reported; per-pattern counts; pattern filtering by name and label;
// benefit order; strict modes; the convergence test and the check that a
// pattern reporting success changed the IR.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/GreedyPatternRewriteDriver.h"

using namespace assay;
using namespace assay::rt;

namespace {
const char *kThreeUses = R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) {tag = "a"} : (i32) -> ()
  "rt.use"(%x) {tag = "a"} : (i32) -> ()
  "rt.use"(%x) {tag = "a"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";

class GreedyDriverTest : public ::testing::Test {
protected:
  GreedyDriverTest() : ctx(rc.ctx) {}

  /// A pattern on `root` ops carrying `tag = from` that retags them `to`.
  void addRetag(RewritePatternSet &set, llvm::StringRef root,
                llvm::StringRef from, llvm::StringRef to, llvm::StringRef name,
                PatternBenefit benefit = 1) {
    std::string f = from.str(), t = to.str();
    set.add(
        root,
        [f, t](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
          auto tag = op->getAttrOfType<StringAttr>("tag");
          if (!tag || tag.getValue() != f)
            return rewriter.notifyMatchFailure(op, "tag does not match");
          rewriter.modifyOpInPlace(
              op, [&] { op->setAttr("tag", rewriter.getStringAttr(t)); });
          return success();
        },
        benefit, name);
  }
  static std::string tagOf(Operation &op) {
    auto tag = op.getAttrOfType<StringAttr>("tag");
    return tag ? tag.getValue().str() : "";
  }
  static std::string tags(Block &block) {
    std::string out;
    for (Operation &op : block)
      if (!tagOf(op).empty())
        out += (out.empty() ? "" : " ") + tagOf(op);
    return out;
  }

  /// Runs the driver over kThreeUses with `match` as the one pattern, on
  /// `rt.use` and named `name`; the change check must abort the run with
  /// `message`.
  template <class Fn>
  void expectFatalPattern(Fn match, const char *name, const char *message) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    auto module = rc.parse(kThreeUses);
    RewritePatternSet set(&ctx);
    set.add("rt.use", std::move(match), 1, name);
    FrozenRewritePatternSet frozen(std::move(set));
    EXPECT_DEATH(applyPatternsGreedily(module.get(), frozen), message);
  }

  RtContext rc;
  Context &ctx;
};

} // namespace

TEST_F(GreedyDriverTest, FoldsMaterializesAndUniquesConstants) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %c1 = "rt.const"() {value = 1 : i32} : () -> i32
  %c2 = "rt.const"() {value = 2 : i32} : () -> i32
  %s = "rt.add"(%c1, %c2) : (i32, i32) -> i32
  %t = "rt.add"(%c2, %c1) : (i32, i32) -> i32
  %c0 = "rt.const"() {value = 0 : i32} : () -> i32
  %u = "rt.add"(%x, %c0) : (i32, i32) -> i32
  %m = "rt.mul"(%c2, %x) : (i32, i32) -> i32
  %d = "rt.pure"(%x) : (i32) -> i32
  "rt.use"(%s, %t, %u, %m) : (i32, i32, i32, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  RewritePatternSet set(&ctx);
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  config.useTopDownTraversal = true;
  GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_TRUE(result.converged());
  EXPECT_TRUE(result.changed);
  // Two constant folds, x + 0, and the in-place swap of c2 * x.
  EXPECT_EQ(result.numFolds, 4u);
  Block &body = funcBody(module.get());
  EXPECT_EQ(opNames(body), "rt.const rt.const rt.mul rt.use rt.ret");
  // As mlir-opt 19 orders them: a folded constant is created in front of
  // its op and stays behind the known constants at the head of the block
  // (c1 and c0 died; c2 was first).
  Operation &two = body.front();
  EXPECT_EQ(asInt(two.getAttr("value")).getInt(), 2);
  Operation &three = *std::next(body.begin());
  EXPECT_EQ(asInt(three.getAttr("value")).getInt(), 3);
  Operation &mul = *std::next(body.begin(), 2);
  Operation &use = *std::next(body.begin(), 3);
  // Both sums are the one hoisted constant; x + 0 is x; the constant of
  // the multiplication moved to the right.
  EXPECT_EQ(use.getOperand(0), three.getResult(0));
  EXPECT_EQ(use.getOperand(1), three.getResult(0));
  EXPECT_EQ(use.getOperand(2), body.getArgument(0));
  EXPECT_EQ(mul.getOperand(0), body.getArgument(0));
  EXPECT_EQ(asInt(mul.getOperand(1).getDefiningOp()->getAttr("value")).getInt(),
            2);
}

TEST_F(GreedyDriverTest, ConstantsHoistOutOfNestedRegions) {
  auto module = rc.parse(R"(
"rt.func"() ({
  "rt.region"() ({
    %c1 = "rt.const"() {value = 1 : i32} : () -> i32
    %s = "rt.add"(%c1, %c1) : (i32, i32) -> i32
    "rt.use"(%s) : (i32) -> ()
    "rt.ret"() : () -> ()
  }) : () -> ()
  %c2 = "rt.const"() {value = 2 : i32} : () -> i32
  "rt.use"(%c2) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_TRUE(result.converged());
  Block &body = funcBody(module.get());
  // 1 + 1 folded to the existing 2, at the entry of the isolated function.
  EXPECT_EQ(opNames(body), "rt.const rt.region rt.use rt.ret");
  Operation &regionOp = *std::next(body.begin());
  EXPECT_EQ(opNames(regionOp.getRegion(0).front()), "rt.use rt.ret");
  EXPECT_EQ(regionOp.getRegion(0).front().front().getOperand(0),
            body.front().getResult(0));
}

TEST_F(GreedyDriverTest, DuplicateConstantsAreUniqued) {
  auto module = rc.parse(R"(
"rt.func"() ({
  %a = "rt.const"() {value = 7 : i32} : () -> i32
  %b = "rt.const"() {value = 7 : i32} : () -> i32
  %c = "rt.const"() {value = 7 : i64} : () -> i64
  "rt.use"(%a, %b, %c) : (i32, i32, i64) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
  GreedyRewriteConfig config;
  config.useTopDownTraversal = true;
  EXPECT_TRUE(
      applyPatternsAndFoldGreedily(module.get(), frozen, config).succeeded());
  Block &body = funcBody(module.get());
  EXPECT_EQ(opNames(body), "rt.const rt.const rt.use rt.ret");
  Operation &use = *std::next(body.begin(), 2);
  EXPECT_EQ(use.getOperand(0), use.getOperand(1));
  EXPECT_NE(use.getOperand(0), use.getOperand(2));
}

TEST_F(GreedyDriverTest, RemovesTriviallyDeadOps) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.pure"(%x) : (i32) -> i32
  %b = "rt.pure"(%a) : (i32) -> i32
  %c = "rt.pure"(%b) : (i32) -> i32
  %kept = "rt.pure"(%x) {tag = "kept"} : (i32) -> i32
  "rt.use"(%kept) : (i32) -> ()
  %unknown = "rt.unknown"(%x) : (i32) -> i32
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_TRUE(result.converged());
  EXPECT_EQ(result.numDeadOpsErased, 3u);
  // Unregistered ops may have effects: they stay.
  EXPECT_EQ(opNames(funcBody(module.get())),
            "rt.pure rt.use rt.unknown rt.ret");
}

TEST_F(GreedyDriverTest, VisitOrderTopDownAndBottomUp) {
  const char *text = R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) {tag = "1"} : (i32) -> ()
  "rt.use"(%x) {tag = "2"} : (i32) -> ()
  "rt.use"(%x) {tag = "3"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  for (bool topDown : {true, false}) {
    auto module = rc.parse(text);
    std::string order;
    RewritePatternSet set(&ctx);
    set.add("rt.use", [&](Operation *op, PatternRewriter &) {
      order += tagOf(*op);
      return failure();
    });
    FrozenRewritePatternSet frozen(std::move(set));
    GreedyRewriteConfig config;
    config.useTopDownTraversal = topDown;
    GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
    EXPECT_TRUE(result.converged());
    EXPECT_FALSE(result.changed);
    EXPECT_EQ(result.iterations, 1u);
    EXPECT_EQ(order, topDown ? "123" : "321");
  }
}

TEST_F(GreedyDriverTest, CountsApplicationsPerPattern) {
  auto module = rc.parse(kThreeUses);
  RewritePatternSet set(&ctx);
  addRetag(set, "rt.use", "a", "b", "a-to-b");
  addRetag(set, "rt.use", "b", "c", "b-to-c");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_EQ(result.reason, GreedyStopReason::Converged);
  EXPECT_EQ(result.numRewrites, 6u);
  EXPECT_EQ(result.getApplications("a-to-b"), 3u);
  EXPECT_EQ(result.getApplications("b-to-c"), 3u);
  ASSERT_EQ(result.appliedPerPattern.size(), 2u);
  EXPECT_EQ(result.appliedPerPattern[0].first->getDebugName(), "a-to-b");
  EXPECT_EQ(tags(funcBody(module.get())), "c c c");
}

TEST_F(GreedyDriverTest, IterationLimitOnCycle) {
  auto module = rc.parse(kThreeUses);
  RewritePatternSet set(&ctx);
  // a -> b -> a: never converges.
  addRetag(set, "rt.use", "a", "b", "a-to-b");
  addRetag(set, "rt.use", "b", "a", "b-to-a");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  config.maxIterations = 3;
  // Cap each round so that it ends.
  config.maxNumRewrites = 100;
  GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_FALSE(result.converged());
  EXPECT_EQ(result.iterations, 3u);
  EXPECT_EQ(result.reason, GreedyStopReason::RewriteLimit);
  EXPECT_EQ(result.numRewrites, 300u);
  EXPECT_TRUE(
      failed(applyPatternsAndFoldGreedily(module.get(), frozen, config)));
}

TEST_F(GreedyDriverTest, IterationLimitWithoutRewriteLimit) {
  auto module = rc.parse(R"(
"rt.func"() ({
  %0 = "rt.pure"() {n = 0 : i32} : () -> i32
  "rt.use"(%0) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  // Each round bumps the counter once: the op is put back on the worklist
  // only by the next round's seeding (the pattern moves no ops).
  RewritePatternSet set(&ctx);
  set.add(
      "rt.use",
      [](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
        Operation *def = op->getOperand(0).getDefiningOp();
        auto n = def->getAttrOfType<IntegerAttr>("n");
        if (op->hasAttr("seen") || n.getInt() >= 5)
          return failure();
        rewriter.modifyOpInPlace(def, [&] {
          def->setAttr("n",
                       rewriter.getIntegerAttr(n.getType(), n.getInt() + 1));
        });
        return success();
      },
      1, "bump");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  config.maxIterations = 2;
  GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_EQ(result.reason, GreedyStopReason::IterationLimit);
  EXPECT_EQ(result.iterations, 2u);
  EXPECT_EQ(stringifyStopReason(result.reason), "iteration limit");
  // Without the limit it converges at 5.
  config.maxIterations = -1;
  result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_TRUE(result.converged());
  EXPECT_EQ(
      funcBody(module.get()).front().getAttrOfType<IntegerAttr>("n").getInt(),
      5);
}

TEST_F(GreedyDriverTest, RewriteLimitStopsARound) {
  auto module = rc.parse(kThreeUses);
  RewritePatternSet set(&ctx);
  addRetag(set, "rt.use", "a", "b", "a-to-b");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  config.maxIterations = 1;
  config.maxNumRewrites = 1;
  config.useTopDownTraversal = true;
  GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_EQ(result.reason, GreedyStopReason::RewriteLimit);
  EXPECT_EQ(result.numRewrites, 1u);
  EXPECT_EQ(tags(funcBody(module.get())), "b a a");
}

TEST_F(GreedyDriverTest, RewriteLimitCountsFolds) {
  auto module = rc.parse(R"(
"rt.func"() ({
  %c1 = "rt.const"() {value = 1 : i32} : () -> i32
  %a = "rt.add"(%c1, %c1) : (i32, i32) -> i32
  %b = "rt.add"(%a, %c1) : (i32, i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
  GreedyRewriteConfig config;
  config.useTopDownTraversal = true;
  config.maxIterations = 1;
  config.maxNumRewrites = 1;
  GreedyResult result = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_EQ(result.reason, GreedyStopReason::RewriteLimit);
  EXPECT_EQ(result.numFolds, 1u);
}

TEST_F(GreedyDriverTest, OwnBoundStopsPatternsThatUndoEachOther) {
  auto module = rc.parse(kThreeUses);
  RewritePatternSet set(&ctx);
  // a -> b -> a, and no limit given: the round would never end.
  addRetag(set, "rt.use", "a", "b", "a-to-b");
  addRetag(set, "rt.use", "b", "a", "b-to-a");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_EQ(result.reason, GreedyStopReason::RewriteLimit);
  EXPECT_EQ(result.iterations, 1u);
  EXPECT_EQ(result.numRewrites,
            unsigned(GreedyRewriteConfig::kMinRewritesPerRound));
}

TEST_F(GreedyDriverTest, OpUsingItsOwnResultIsLeftAlone) {
  // x + 0 folds to x, and neg(neg(x)) to x: on these ops both name the op's
  // own result, which the driver used to retry forever (or erase an op
  // still in use).
  auto module = rc.parse(R"(
"rt.func"() ({
  %c0 = "rt.const"() {value = 0 : i32} : () -> i32
  %a = "rt.add"(%a, %c0) : (i32, i32) -> i32
  %n = "rt.neg"(%n) : (i32) -> i32
  "rt.use"(%a, %n) : (i32, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  FrozenRewritePatternSet frozen([&] {
    RewritePatternSet set(&ctx);
    populateNegPatterns(set, &ctx);
    return set;
  }());
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_TRUE(result.converged());
  EXPECT_FALSE(result.changed);
  EXPECT_EQ(opNames(funcBody(module.get())),
            "rt.const rt.add rt.neg rt.use rt.ret");
  llvm::SmallVector<OpFoldResult, 1> folded;
  Operation *add = &*std::next(funcBody(module.get()).begin());
  EXPECT_TRUE(usesOwnResult(add));
  EXPECT_TRUE(failed(foldOperation(add, folded)));
}

TEST_F(GreedyDriverTest, FiltersPatternsByNameAndLabel) {
  auto build = [&] {
    RewritePatternSet set(&ctx);
    addRetag(set, "rt.use", "a", "b", "a-to-b");
    addRetag(set, "rt.use", "a", "c", "a-to-c");
    set.getNativePatterns().back()->addDebugLabels("labelled");
    return set;
  };
  {
    std::vector<std::string> disabled{"a-to-b"};
    FrozenRewritePatternSet frozen(build(), disabled);
    EXPECT_EQ(frozen.size(), 1u);
    auto module = rc.parse(kThreeUses);
    applyPatternsGreedily(module.get(), frozen);
    EXPECT_EQ(tags(funcBody(module.get())), "c c c");
  }
  {
    std::vector<std::string> disabled{"labelled"};
    FrozenRewritePatternSet frozen(build(), disabled);
    auto module = rc.parse(kThreeUses);
    applyPatternsGreedily(module.get(), frozen);
    EXPECT_EQ(tags(funcBody(module.get())), "b b b");
  }
  {
    std::vector<std::string> enabled{"labelled"};
    FrozenRewritePatternSet frozen(build(), {}, enabled);
    EXPECT_EQ(frozen.size(), 1u);
    EXPECT_EQ(frozen.getAllPatterns().front()->getDebugName(), "a-to-c");
  }
  {
    std::vector<std::string> enabled{"nothing-matches"};
    FrozenRewritePatternSet frozen(build(), {}, enabled);
    EXPECT_EQ(frozen.size(), 0u);
  }
}

TEST_F(GreedyDriverTest, HigherBenefitFirstAndSpecificBeatsAnyOnTie) {
  RewritePatternSet set(&ctx);
  addRetag(set, "rt.use", "a", "low", "low", 1);
  addRetag(set, "rt.use", "a", "high", "high", 5);
  addRetag(set, "", "a", "any", "any", 5);
  set.add(RewritePattern::create<FunctionRewritePattern>(
      "rt.use", [](Operation *, PatternRewriter &) { return failure(); },
      PatternBenefit::impossibleToMatch(), &ctx));
  FrozenRewritePatternSet frozen(std::move(set));
  EXPECT_EQ(frozen.size(), 3u);
  OperationName use = ctx.getOperationName("rt.use");
  ASSERT_EQ(frozen.getPatternsFor(use).size(), 2u);
  EXPECT_EQ(frozen.getPatternsFor(use)[0]->getDebugName(), "high");
  EXPECT_EQ(frozen.getMatchAnyOpPatterns().size(), 1u);
  auto module = rc.parse(kThreeUses);
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_EQ(tags(funcBody(module.get())), "high high high");
  EXPECT_EQ(result.getApplications("any"), 0u);
  EXPECT_TRUE(PatternBenefit(3) > PatternBenefit(2));
  EXPECT_TRUE(PatternBenefit::impossibleToMatch() < PatternBenefit(0));
}

TEST_F(GreedyDriverTest, StrictModesLimitWhichOpsAreRewritten) {
  const char *text = R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) {tag = "old"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  auto build = [&] {
    RewritePatternSet set(&ctx);
    // Replaces an `old` use by a new op tagged `new`.
    set.add("rt.use", [](Operation *op, PatternRewriter &rewriter) {
      auto tag = op->getAttrOfType<StringAttr>("tag");
      if (tag.getValue() != "old")
        return failure();
      llvm::SmallVector<Value, 2> operands(op->getOperands());
      rewriter.create(
          op->getLoc(), "rt.use", operands, {},
          {rewriter.getNamedAttr("tag", rewriter.getStringAttr("new"))});
      rewriter.eraseOp(op);
      return success();
    });
    addRetag(set, "rt.use", "new", "newer", "new-to-newer");
    return FrozenRewritePatternSet(std::move(set));
  };
  std::pair<GreedyRewriteStrictness, const char *> cases[] = {
      {GreedyRewriteStrictness::AnyOp, "newer"},
      {GreedyRewriteStrictness::ExistingAndNewOps, "newer"},
      {GreedyRewriteStrictness::ExistingOps, "new"},
  };
  for (auto [mode, expected] : cases) {
    auto module = rc.parse(text);
    FrozenRewritePatternSet frozen = build();
    GreedyRewriteConfig config;
    config.strictMode = mode;
    config.maxIterations = 1;
    applyPatternsGreedily(module.get(), frozen, config);
    EXPECT_EQ(tags(funcBody(module.get())), expected);
  }
}

TEST_F(GreedyDriverTest, ApplyOpPatternsOnSelectedOps) {
  auto module = rc.parse(kThreeUses);
  Block &body = funcBody(module.get());
  RewritePatternSet set(&ctx);
  addRetag(set, "rt.use", "a", "b", "a-to-b");
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  config.strictMode = GreedyRewriteStrictness::ExistingOps;
  bool changed = false, allErased = true;
  Operation *second = &*std::next(body.begin());
  EXPECT_TRUE(succeeded(
      applyOpPatternsAndFold({second}, frozen, config, &changed, &allErased)));
  EXPECT_TRUE(changed);
  EXPECT_FALSE(allErased);
  EXPECT_EQ(tags(body), "a b a");
}

TEST_F(GreedyDriverTest, ConvergenceTestCatchesAPatternThatChangesLate) {
  auto module = rc.parse(R"(
"rt.func"() ({
  "rt.use"() {tag = "a"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  // Fails on its first call and rewrites on its second: the first run
  // converges, a second run does not leave the IR alone.
  auto calls = std::make_shared<int>(0);
  RewritePatternSet set(&ctx);
  set.add("rt.use", [calls](Operation *op, PatternRewriter &rewriter) {
    if (++*calls != 2)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op->removeAttr("tag"); });
    return success();
  });
  FrozenRewritePatternSet frozen(std::move(set));
  GreedyRewriteConfig config;
  GreedyResult plain = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_TRUE(plain.converged());
  *calls = 0;
  config.testConvergence = true;
  GreedyResult tested = applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_EQ(tested.reason, GreedyStopReason::NotConvergent);
  EXPECT_EQ(stringifyStopReason(tested.reason), "not convergent");
}

TEST_F(GreedyDriverTest, ListenerSeesDriverChanges) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %c0 = "rt.const"() {value = 0 : i32} : () -> i32
  %u = "rt.add"(%x, %c0) : (i32, i32) -> i32
  "rt.use"(%u) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  struct Log : RewriterBase::Listener {
    std::string text;
    void notifyOperationReplaced(Operation *op,
                                 llvm::ArrayRef<Value>) override {
      text += "replace " + op->getName().getStringRef().str() + ";";
    }
    void notifyOperationErased(Operation *op) override {
      text += "erase " + op->getName().getStringRef().str() + ";";
    }
    void notifyOperationModified(Operation *op) override {
      text += "modify " + op->getName().getStringRef().str() + ";";
    }
  } log;
  FrozenRewritePatternSet frozen{RewritePatternSet(&ctx)};
  GreedyRewriteConfig config;
  config.listener = &log;
  config.useTopDownTraversal = true;
  applyPatternsGreedily(module.get(), frozen, config);
  EXPECT_EQ(log.text,
            "replace rt.add;modify rt.use;erase rt.add;erase rt.const;");
}

#ifndef NDEBUG
TEST_F(GreedyDriverTest, PatternReportingSuccessWithoutChangeIsFatal) {
  expectFatalPattern(
      [](Operation *op, PatternRewriter &rewriter) {
        rewriter.modifyOpInPlace(op, [] {});
        return success();
      },
      "liar", "pattern 'liar' returned success but did not change the IR");
}

TEST_F(GreedyDriverTest, PatternReportingFailureAfterAChangeIsFatal) {
  expectFatalPattern(
      [](Operation *op, PatternRewriter &rewriter) {
        rewriter.modifyOpInPlace(
            op, [&] { op->setAttr("tag", rewriter.getStringAttr("z")); });
        return failure();
      },
      "sneak", "pattern 'sneak' returned failure but changed the IR");
}

TEST_F(GreedyDriverTest, ChangeBehindTheRewritersBackIsSeenOnTheRoot) {
  expectFatalPattern(
      [](Operation *op, PatternRewriter &rewriter) {
        op->setAttr("tag", rewriter.getStringAttr("z"));
        return failure();
      },
      "behind", "pattern 'behind' returned failure but changed the IR");
}

TEST_F(GreedyDriverTest, MovesAndOpsUndoneInTheSameAttemptAreNoChange) {
  for (bool move : {true, false})
    expectFatalPattern(
        [move](Operation *op, PatternRewriter &rewriter) {
          if (move) {
            rewriter.moveOpBefore(op, op->getNextNode());
          } else {
            Operation *tmp = rewriter.create(op->getLoc(), "rt.pure", {}, {});
            rewriter.eraseOp(tmp);
          }
          return success();
        },
        "idle", "pattern 'idle' returned success but did not change the IR");
}
#endif

// A pattern that erases a value still in use: with assertions that aborts
// where it happens; without, the uses become null and the driver stops at
// once with BrokenIR and an error naming the pattern, before any other
// pattern or folder reads the null operand.
TEST_F(GreedyDriverTest, PatternErasingAValueInUseStopsTheDriver) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %p = "rt.pure"(%x) : (i32) -> i32
  "rt.use"(%p) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  RewritePatternSet set(&ctx);
  set.add(
      "rt.pure",
      [](Operation *op, PatternRewriter &) {
        op->erase();
        return success();
      },
      1, "vandal");
  FrozenRewritePatternSet frozen(std::move(set));
#ifndef NDEBUG
  EXPECT_DEATH(applyPatternsGreedily(module.get(), frozen),
               "destroying an op whose result still has uses");
#else
  std::vector<std::string> errors;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &diag) {
    errors.push_back(diag.getMessage());
    return success();
  });
  GreedyResult result = applyPatternsGreedily(module.get(), frozen);
  EXPECT_EQ(result.reason, GreedyStopReason::BrokenIR);
  EXPECT_EQ(stringifyStopReason(result.reason), "broken IR");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "pattern 'vandal' erased a value or block that was "
                       "still in use (its uses are null now)");
#endif
}
