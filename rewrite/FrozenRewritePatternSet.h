//===- FrozenRewritePatternSet.h - Patterns ready to apply ----------------===//
//
// Freezing a RewritePatternSet filters its patterns by debug name and label
// (`disable-patterns`, `enable-patterns`), drops patterns that can never
// match, and indexes the rest by root op name, each list sorted by benefit,
// highest first (ties keep insertion order). A frozen set is immutable and
// cheap to copy, so passes share one across threads.
//
// The PatternApplicator tries a frozen set's patterns on one op: the
// patterns rooted on its name and the any-op patterns, merged by benefit
// (the op-specific one first on a tie), until one succeeds.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_FROZENREWRITEPATTERNSET_H
#define ASSAY_REWRITE_FROZENREWRITEPATTERNSET_H

#include "rewrite/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"

namespace assay {

/// An immutable, shareable, indexed set of patterns.
class FrozenRewritePatternSet {
public:
  using PatternList = std::vector<const RewritePattern *>;

  /// An empty set.
  FrozenRewritePatternSet();
  /// Takes the patterns of `patterns`, dropping those whose debug name or a
  /// label is in `disabledPatterns` and, when `enabledPatterns` is not
  /// empty, those whose name and labels are all outside it.
  FrozenRewritePatternSet(RewritePatternSet &&patterns,
                          llvm::ArrayRef<std::string> disabledPatterns = {},
                          llvm::ArrayRef<std::string> enabledPatterns = {});

  /// The patterns rooted on `name`, best first.
  const PatternList &getPatternsFor(OperationName name) const;
  /// The any-op patterns, best first.
  const PatternList &getMatchAnyOpPatterns() const { return impl->anyOp; }
  /// Every kept pattern, in insertion order.
  const PatternList &getAllPatterns() const { return impl->all; }
  /// The number of kept patterns.
  size_t size() const { return impl->all.size(); }

private:
  struct Impl {
    std::vector<std::unique_ptr<RewritePattern>> owned;
    llvm::DenseMap<OperationName, PatternList> byRoot;
    PatternList anyOp;
    PatternList all;
  };
  std::shared_ptr<const Impl> impl;
};

/// Tries the patterns of a frozen set on ops.
class PatternApplicator {
public:
  explicit PatternApplicator(const FrozenRewritePatternSet &patterns)
      : patterns(patterns) {}

  /// Tries the patterns that may match `op`, best first, until one
  /// succeeds. `canApply` may veto a pattern; `onSuccess` runs after a
  /// successful rewrite (before the next is tried, none is). Each attempt is
  /// bracketed by notifyPatternBegin/End on the rewriter's listener.
  LogicalResult matchAndRewrite(
      Operation *op, PatternRewriter &rewriter,
      llvm::function_ref<bool(const RewritePattern &)> canApply = nullptr,
      llvm::function_ref<void(const RewritePattern &)> onSuccess = nullptr,
      llvm::function_ref<void(const RewritePattern &)> onFailure =
          nullptr) const;

private:
  const FrozenRewritePatternSet &patterns;
};

} // namespace assay

#endif // ASSAY_REWRITE_FROZENREWRITEPATTERNSET_H
