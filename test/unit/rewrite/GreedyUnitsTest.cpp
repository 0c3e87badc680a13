//===- GreedyUnitsTest.cpp - Units and chunks of the greedy driver --------===//
//
// The greedy driver visits, after its first round, only the functions (ops
// isolated from above) that the round before changed, and fills its
// worklist one function at a time. Both must be invisible: each test runs
// the driver as it is and with a rewrite limit too high to matter (which
// turns both off: one worklist holding every op, every op every round) and
// compares the printed IR, the outcome and the order in which ops were
// visited, in both visiting orders. Patterns that reach from one function
// into another (which no canonicalization does) exercise the careful mode
// that keeps the order right anyway.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/GreedyPatternRewriteDriver.h"

using namespace assay;
using namespace assay::rt;

namespace {
/// What one driver run gave.
struct DriverRun {
  std::string ir;
  std::vector<std::string> visits;
  GreedyResult result;
};

class GreedyUnitsTest : public ::testing::Test {
protected:
  GreedyUnitsTest() : ctx(rc.ctx) {}

  /// Adds a pattern that never applies and logs each op it is tried on
  /// (its tag, or its name), tried before every other pattern.
  void addLogger(RewritePatternSet &set, std::vector<std::string> &log) {
    set.add(
        "",
        [&log](Operation *op, PatternRewriter &) -> LogicalResult {
          auto tag = op->getAttrOfType<StringAttr>("tag");
          log.push_back(tag ? tag.getValue().str()
                            : op->getName().getStringRef().str());
          return failure();
        },
        100, "logger");
  }
  /// Adds a pattern on rt.use tagged `from` that retags it `to`.
  void addRetag(RewritePatternSet &set, llvm::StringRef from,
                llvm::StringRef to) {
    std::string f = from.str(), t = to.str();
    set.add(
        "rt.use",
        [f, t](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
          auto tag = op->getAttrOfType<StringAttr>("tag");
          if (!tag || tag.getValue() != f)
            return failure();
          rewriter.modifyOpInPlace(
              op, [&] { op->setAttr("tag", rewriter.getStringAttr(t)); });
          return success();
        },
        1, "retag-" + f);
  }

  /// Runs `build`'s patterns on `text` with `config`; with `oneWorklist`,
  /// under a rewrite limit no run reaches.
  DriverRun runDriver(
      llvm::StringRef text,
      const std::function<void(RewritePatternSet &, std::vector<std::string> &)>
          &build,
      GreedyRewriteConfig config, bool oneWorklist) {
    DriverRun out;
    auto module = rc.parse(text);
    RewritePatternSet set(&ctx);
    addLogger(set, out.visits);
    build(set, out.visits);
    FrozenRewritePatternSet frozen(std::move(set));
    if (oneWorklist)
      config.maxNumRewrites = int64_t(1) << 40;
    out.result = applyPatternsGreedily(module.get(), frozen, config);
    out.ir = print(module.get());
    return out;
  }

  /// Expects the driver to do the same with and without units and chunks,
  /// top-down and bottom-up, with and without a listener.
  void expectSameAsOneWorklist(
      llvm::StringRef text,
      const std::function<void(RewritePatternSet &, std::vector<std::string> &)>
          &build) {
    RewriterBase::Listener silent;
    for (bool topDown : {true, false})
      for (bool listen : {false, true}) {
        SCOPED_TRACE(::testing::Message()
                     << "top-down " << topDown << " listener " << listen);
        GreedyRewriteConfig config;
        config.useTopDownTraversal = topDown;
        if (listen)
          config.listener = &silent;
        DriverRun units = runDriver(text, build, config, /*oneWorklist=*/false);
        DriverRun one = runDriver(text, build, config, /*oneWorklist=*/true);
        EXPECT_EQ(units.ir, one.ir);
        EXPECT_EQ(units.result.reason, one.result.reason);
        EXPECT_EQ(units.result.iterations, one.result.iterations);
        EXPECT_EQ(units.result.numRewrites, one.result.numRewrites);
        EXPECT_EQ(units.result.numFolds, one.result.numFolds);
        EXPECT_EQ(units.result.numDeadOpsErased, one.result.numDeadOpsErased);
        EXPECT_EQ(units.result.changed, one.result.changed);
        // Later rounds visit fewer ops; the first visits the same, in the
        // same order.
        config.maxIterations = 1;
        DriverRun unitsFirst =
            runDriver(text, build, config, /*oneWorklist=*/false);
        DriverRun oneFirst =
            runDriver(text, build, config, /*oneWorklist=*/true);
        EXPECT_EQ(unitsFirst.visits, oneFirst.visits);
        EXPECT_EQ(unitsFirst.ir, oneFirst.ir);
      }
  }

  RtContext rc;
  Context &ctx;
};

/// Three functions: the first needs two rounds of folding, the second one,
/// the third none.
const char *kThreeFunctions = R"(
"rt.func"() ({
^bb0(%x: i32):
  %c1 = "rt.const"() {value = 1 : i32} : () -> i32
  %c2 = "rt.const"() {value = 2 : i32} : () -> i32
  %s = "rt.add"(%c1, %c2) {tag = "s"} : (i32, i32) -> i32
  %n = "rt.neg"(%x) {tag = "n1"} : (i32) -> i32
  %m = "rt.neg"(%n) {tag = "n2"} : (i32) -> i32
  %d = "rt.pure"(%m) {tag = "dead"} : (i32) -> i32
  "rt.use"(%s, %m) {tag = "a"} : (i32, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
^bb0(%x: i32):
  %c0 = "rt.const"() {value = 0 : i32} : () -> i32
  %u = "rt.add"(%x, %c0) {tag = "u"} : (i32, i32) -> i32
  "rt.use"(%u) {tag = "b"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
^bb0(%x: i32):
  %p = "rt.pure"(%x) {tag = "p"} : (i32) -> i32
  "rt.use"(%p) {tag = "c"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";

/// The next rt.func after the one holding `op`, or null.
Operation *nextFunction(Operation *op) {
  Operation *fn = op->getParentOp();
  return fn ? fn->getNextNode() : nullptr;
}
} // namespace

TEST_F(GreedyUnitsTest, FoldsAndPatternsAsWithOneWorklist) {
  expectSameAsOneWorklist(
      kThreeFunctions, [&](RewritePatternSet &set, std::vector<std::string> &) {
        addRetag(set, "a", "a2");
        addRetag(set, "c", "c2");
        populateNegPatterns(set, &ctx);
      });
  // And the result itself: 1 + 2 folded, neg(neg(x)) gone, x + 0 is x.
  auto module = rc.parse(kThreeFunctions);
  RewritePatternSet set(&ctx);
  populateNegPatterns(set, &ctx);
  GreedyResult result = applyPatternsGreedily(
      module.get(), FrozenRewritePatternSet(std::move(set)));
  EXPECT_TRUE(result.converged());
  EXPECT_EQ(opNames(funcBody(module.get())), "rt.const rt.use rt.ret");
}

TEST_F(GreedyUnitsTest, PatternsReachingIntoLaterFunctions) {
  // A pattern in the first function retags an op of the next one, erases
  // another there and creates a third: the ops waiting in the next
  // function's part of the seed keep their place, the erased one is never
  // visited, the new one is visited at once.
  const char *text = R"(
"rt.func"() ({
  "rt.use"() {tag = "poke"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
^bb0(%x: i32):
  %v = "rt.pure"(%x) {tag = "victim"} : (i32) -> i32
  "rt.use"(%x) {tag = "b"} : (i32) -> ()
  "rt.use"(%x) {tag = "b-late"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) {tag = "c"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  expectSameAsOneWorklist(text, [&](RewritePatternSet &set,
                                    std::vector<std::string> &) {
    addRetag(set, "b", "b2");
    set.add(
        "rt.use",
        [](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
          auto tag = op->getAttrOfType<StringAttr>("tag");
          Operation *next = nextFunction(op);
          if (!tag || tag.getValue() != "poke" || !next)
            return failure();
          Block &body = next->getRegion(0).front();
          Operation &victim = body.front();
          Operation &late = *std::next(body.begin(), 2);
          rewriter.modifyOpInPlace(&late, [&] {
            late.setAttr("tag", rewriter.getStringAttr("b-poked"));
          });
          rewriter.eraseOp(&victim);
          OpBuilder::InsertionGuard guard(rewriter);
          rewriter.setInsertionPointToStart(&body);
          rewriter.create(
              op->getLoc(), "rt.use", {body.getArgument(0)}, {},
              {rewriter.getNamedAttr("tag", rewriter.getStringAttr("new"))});
          rewriter.modifyOpInPlace(
              op, [&] { op->setAttr("tag", rewriter.getStringAttr("poked")); });
          return success();
        },
        1, "poke");
  });
}

TEST_F(GreedyUnitsTest, PatternsReachingIntoEarlierFunctions) {
  // Bottom-up, the last function is visited first: a pattern there retags
  // and erases ops of the function before it, still waiting.
  const char *text = R"(
"rt.func"() ({
^bb0(%x: i32):
  %v = "rt.pure"(%x) {tag = "victim"} : (i32) -> i32
  "rt.use"(%x) {tag = "a"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
  "rt.use"() {tag = "poke"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  expectSameAsOneWorklist(
      text, [&](RewritePatternSet &set, std::vector<std::string> &) {
        addRetag(set, "a", "a2");
        set.add(
            "rt.use",
            [](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
              auto tag = op->getAttrOfType<StringAttr>("tag");
              Operation *prev = op->getParentOp()->getPrevNode();
              if (!tag || tag.getValue() != "poke" || !prev)
                return failure();
              Block &body = prev->getRegion(0).front();
              Operation &victim = body.front();
              Operation &use = *std::next(body.begin());
              rewriter.eraseOp(&victim);
              rewriter.modifyOpInPlace(&use, [&] {
                use.setAttr("tag", rewriter.getStringAttr("a-poked"));
              });
              rewriter.modifyOpInPlace(op, [&] {
                op->setAttr("tag", rewriter.getStringAttr("poked"));
              });
              return success();
            },
            1, "poke");
      });
}

TEST_F(GreedyUnitsTest, OpsMovedBetweenFunctions) {
  // A pattern moves an op of a later function into its own: it stays where
  // the seed put it in the visiting order.
  const char *text = R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) {tag = "pull"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
  %c = "rt.const"() {value = 5 : i32} : () -> i32
  "rt.use"() {tag = "moved"} : () -> ()
  "rt.use"(%c) {tag = "stays"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
  expectSameAsOneWorklist(
      text, [&](RewritePatternSet &set, std::vector<std::string> &) {
        addRetag(set, "moved", "moved2");
        set.add(
            "rt.use",
            [](Operation *op, PatternRewriter &rewriter) -> LogicalResult {
              auto tag = op->getAttrOfType<StringAttr>("tag");
              Operation *next = nextFunction(op);
              if (!tag || tag.getValue() != "pull" || !next)
                return failure();
              Operation &moved = *std::next(next->getRegion(0).front().begin());
              rewriter.moveOpBefore(&moved, op);
              rewriter.modifyOpInPlace(op, [&] {
                op->setAttr("tag", rewriter.getStringAttr("pulled"));
              });
              return success();
            },
            1, "pull");
      });
}

TEST_F(GreedyUnitsTest, RegionSimplificationLeavesOtherFunctionsAlone) {
  // simplifyRegions with a skip predicate: the skipped function keeps its
  // dead op and its unreachable block.
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %d = "rt.pure"(%x) : (i32) -> i32
  "rt.use"(%d) : (i32) -> ()
  "rt.ret"() : () -> ()
^bb1:
  "rt.ret"() : () -> ()
}) : () -> ()
"rt.func"() ({
^bb0(%x: i32):
  %d = "rt.pure"(%x) : (i32) -> i32
  %e = "rt.pure"(%d) : (i32) -> i32
  "rt.ret"() : () -> ()
^bb1:
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  Block &top = module->getRegion(0).front();
  Operation *first = &top.front();
  Operation *second = first->getNextNode();
  IRRewriter rewriter(&ctx);
  EXPECT_TRUE(succeeded(
      simplifyRegions(rewriter, module->getRegions(), /*mergeBlocks=*/false,
                      [&](Operation *op) { return op == first; })));
  EXPECT_EQ(first->getRegion(0).getNumBlocks(), 2u);
  EXPECT_EQ(opNames(first->getRegion(0).front()), "rt.pure rt.use rt.ret");
  EXPECT_EQ(second->getRegion(0).getNumBlocks(), 1u);
  EXPECT_EQ(opNames(second->getRegion(0).front()), "rt.ret");
  // Nothing left to do there.
  EXPECT_TRUE(
      failed(simplifyRegions(rewriter, module->getRegions(), false,
                             [&](Operation *op) { return op == first; })));
}
