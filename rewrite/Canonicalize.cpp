//===- Canonicalize.cpp - The canonicalize pass ---------------------------===//
//
// The patterns are gathered and frozen once, in initialize(), and shared
// read-only by the threads that run the pass on sibling ops. Like
// mlir-opt's, the pass is best effort: not converging is a failure only
// with test-convergence. A pattern that broke the IR always is.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "rewrite/Passes.h"

using namespace assay;

namespace {
struct CanonicalizerPass : PassWrapper<CanonicalizerPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "Canonicalizer"; }
  llvm::StringRef getArgument() const override { return "canonicalize"; }
  llvm::StringRef getDescription() const override {
    return "Canonicalize operations";
  }

  LogicalResult initialize(Context *ctx) override {
    RewritePatternSet set(ctx);
    populateCanonicalizationPatterns(ctx, set);
    std::vector<std::string> disabled(disabledPatterns.begin(),
                                      disabledPatterns.end());
    std::vector<std::string> enabled(enabledPatterns.begin(),
                                     enabledPatterns.end());
    patterns = std::make_shared<FrozenRewritePatternSet>(std::move(set),
                                                         disabled, enabled);
    return success();
  }

  void runOnOperation() override {
    GreedyRewriteConfig config;
    config.useTopDownTraversal = topDown;
    config.enableRegionSimplification = regionSimplify;
    config.maxIterations = maxIterations;
    config.maxNumRewrites = maxNumRewrites;
    GreedyResult result =
        applyPatternsGreedily(getOperation(), *patterns, config);
    // A pattern that broke the IR was reported by the driver.
    if (result.reason == GreedyStopReason::BrokenIR ||
        (testConvergence && !result.converged()))
      signalPassFailure();
  }

  Option<bool> topDown{passOptions, "top-down",
                       "Seed the worklist in general top-down order", true};
  Option<GreedySimplifyRegionLevel> regionSimplify{
      passOptions,
      "region-simplify",
      "Perform control flow optimizations to the region tree",
      GreedySimplifyRegionLevel::Normal,
      {{GreedySimplifyRegionLevel::Disabled, "disabled",
        "Don't run any control-flow simplification."},
       {GreedySimplifyRegionLevel::Normal, "normal",
        "Perform simple control-flow simplifications (e.g. dead args "
        "elimination)."},
       {GreedySimplifyRegionLevel::Aggressive, "aggressive",
        "Perform aggressive control-flow simplification (e.g. block "
        "merging)."}}};
  Option<int64_t> maxIterations{
      passOptions, "max-iterations",
      "Max. iterations between applying patterns / simplifying regions", 10};
  Option<int64_t> maxNumRewrites{
      passOptions, "max-num-rewrites",
      "Max. number of pattern rewrites within an iteration", -1};
  Option<bool> testConvergence{
      passOptions, "test-convergence",
      "Test only: Fail pass on non-convergence to detect cyclic pattern",
      false};
  ListOption<std::string> disabledPatterns{
      passOptions, "disable-patterns",
      "Labels of patterns that should be filtered out during application"};
  ListOption<std::string> enabledPatterns{
      passOptions, "enable-patterns",
      "Labels of patterns that should be used during application, all "
      "other patterns are filtered out"};

  std::shared_ptr<const FrozenRewritePatternSet> patterns;
};
} // namespace

std::unique_ptr<Pass> assay::createCanonicalizerPass() {
  return std::make_unique<CanonicalizerPass>();
}

void assay::registerRewritePasses() {
  registerPass([] { return createCanonicalizerPass(); });
  registerPass([] { return createReconcileUnrealizedCastsPass(); });
}
