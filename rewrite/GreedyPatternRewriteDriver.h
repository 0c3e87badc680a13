//===- GreedyPatternRewriteDriver.h - Apply patterns to a fixpoint --------===//
//
// The greedy driver applies a frozen pattern set to the ops of a region
// until nothing changes: it erases trivially dead ops, folds ops (hoisting
// and uniquing the constants that folding creates), tries the patterns on
// each op of its worklist, then simplifies the regions (unreachable blocks,
// unused block arguments, identical blocks) and starts again while anything
// changed, up to an iteration limit. With region simplification on,
// unreachable blocks go before the first round too: code there may use
// values in ways that reachable code cannot (`%a = addi %a, %c1`), which
// folders and patterns are not written for. An op that uses its own result
// is never folded or rewritten, wherever it is. Every change goes through a
// rewriter whose listener keeps the worklist right: new and modified ops, and
// the users and producers of replaced or erased ops, are visited again.
//
// The driver says why it stopped and how often each pattern applied. In a
// convergence-test run it applies everything a second time and fails if that
// changes anything (a pair of patterns undoing each other, say). In builds
// with assertions it checks that a pattern reporting success changed the IR.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_GREEDYPATTERNREWRITEDRIVER_H
#define ASSAY_REWRITE_GREEDYPATTERNREWRITEDRIVER_H

#include "rewrite/FrozenRewritePatternSet.h"
#include <string>

namespace assay {

/// Which ops the driver may rewrite.
enum class GreedyRewriteStrictness {
  /// Any op, including ops created and ops outside the initial ones that
  /// changes put on the worklist.
  AnyOp,
  /// The initial ops and the ops created while rewriting.
  ExistingAndNewOps,
  /// The initial ops only.
  ExistingOps,
};

/// How far region simplification goes.
enum class GreedySimplifyRegionLevel {
  /// None.
  Disabled,
  /// Unreachable blocks and unused block arguments.
  Normal,
  /// Normal, plus merging identical blocks.
  Aggressive,
};

/// How the driver runs.
struct GreedyRewriteConfig {
  /// Seed the worklist in program order (pre-order walk) rather than in
  /// reverse (the last op of the region first).
  bool useTopDownTraversal = false;
  /// Region simplification after each round of rewrites.
  GreedySimplifyRegionLevel enableRegionSimplification =
      GreedySimplifyRegionLevel::Normal;
  /// Rounds (worklist drained, regions simplified) before giving up; a
  /// negative value means no limit.
  int64_t maxIterations = 10;
  /// Pattern applications and folds per round before giving up; negative
  /// means the driver's own bound, kRewritesPerOp per op the round started
  /// with (and at least kMinRewritesPerRound), which no converging run
  /// comes near: patterns that undo each other, or a folder that keeps
  /// reporting a change, stop there instead of spinning forever.
  int64_t maxNumRewrites = -1;
  static constexpr int64_t kRewritesPerOp = 64;
  static constexpr int64_t kMinRewritesPerRound = 1 << 16;
  /// Ops outside this region are never put on the worklist (null: the
  /// regions given to the driver).
  Region *scope = nullptr;
  GreedyRewriteStrictness strictMode = GreedyRewriteStrictness::AnyOp;
  /// Fold ops through their fold hooks.
  bool fold = true;
  /// Unique and hoist constants.
  bool cseConstants = true;
  /// Run a second time after convergence and fail if it changes anything.
  bool testConvergence = false;
  /// Check that a pattern reporting success changed the IR and that one
  /// reporting failure did not (from the changes the rewriter reports and
  /// fingerprints of the ops the pattern modified in place and of the op it
  /// was tried on: the cost of what the pattern touched); on in builds with
  /// assertions.
#ifdef NDEBUG
  bool checkPatternChanges = false;
#else
  bool checkPatternChanges = true;
#endif
  /// Hears about every change the driver makes (may be null).
  RewriterBase::Listener *listener = nullptr;
};

/// Why the driver stopped.
enum class GreedyStopReason {
  /// A round changed nothing.
  Converged,
  /// maxIterations rounds all changed something.
  IterationLimit,
  /// A round hit maxNumRewrites (or, without one, the driver's own bound).
  RewriteLimit,
  /// The convergence test found a second run changing the IR.
  NotConvergent,
  /// A pattern erased a value or block that was still in use (possible only
  /// in builds without assertions, where that does not abort): its uses
  /// are null now. The driver reported an error naming the pattern and
  /// stopped before anything else could read the broken IR.
  BrokenIR,
};

/// What a driver run did.
struct GreedyResult {
  GreedyStopReason reason = GreedyStopReason::Converged;
  /// Rounds run.
  unsigned iterations = 0;
  /// Successful pattern applications.
  unsigned numRewrites = 0;
  /// Successful folds.
  unsigned numFolds = 0;
  /// Trivially dead ops erased.
  unsigned numDeadOpsErased = 0;
  /// Whether the IR changed at all.
  bool changed = false;
  /// Successful applications of each pattern, in first-applied order.
  std::vector<std::pair<const RewritePattern *, unsigned>> appliedPerPattern;

  /// Whether the driver converged.
  bool converged() const { return reason == GreedyStopReason::Converged; }
  /// Applications of the pattern named `debugName` (summed over patterns
  /// sharing the name).
  unsigned getApplications(llvm::StringRef debugName) const;
};

/// "converged", "iteration limit", "rewrite limit", "not convergent" or
/// "broken IR".
llvm::StringRef stringifyStopReason(GreedyStopReason reason);

/// Applies `patterns` to the ops nested in `regions` (which must not be
/// nested in each other).
GreedyResult applyPatternsGreedily(llvm::MutableArrayRef<Region> regions,
                                   const FrozenRewritePatternSet &patterns,
                                   GreedyRewriteConfig config = {});
/// Applies `patterns` to the ops nested in `op`'s regions.
GreedyResult applyPatternsGreedily(Operation *op,
                                   const FrozenRewritePatternSet &patterns,
                                   GreedyRewriteConfig config = {});

/// The same, with success exactly when the driver converged.
LogicalResult applyPatternsAndFoldGreedily(
    Operation *op, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config = {}, GreedyResult *result = nullptr);
LogicalResult
applyPatternsAndFoldGreedily(llvm::MutableArrayRef<Region> regions,
                             const FrozenRewritePatternSet &patterns,
                             GreedyRewriteConfig config = {},
                             GreedyResult *result = nullptr);

/// Applies `patterns` to `ops` (and, by strictness, to what rewriting
/// them creates), without region simplification. `*changed` tells whether
/// anything changed, `*allErased` whether every op of `ops` was erased.
LogicalResult applyOpPatternsAndFold(llvm::ArrayRef<Operation *> ops,
                                     const FrozenRewritePatternSet &patterns,
                                     GreedyRewriteConfig config = {},
                                     bool *changed = nullptr,
                                     bool *allErased = nullptr);

} // namespace assay

#endif // ASSAY_REWRITE_GREEDYPATTERNREWRITEDRIVER_H
