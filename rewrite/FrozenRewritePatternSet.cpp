//===- FrozenRewritePatternSet.cpp - Patterns ready to apply --------------===//
//
// Filtering, indexing by root and the benefit-ordered application loop.
//
//===----------------------------------------------------------------------===//
#include "rewrite/FrozenRewritePatternSet.h"
#include <algorithm>

using namespace assay;

FrozenRewritePatternSet::FrozenRewritePatternSet()
    : impl(std::make_shared<Impl>()) {}

/// Whether `pattern`'s debug name or one of its labels is in `names`.
static bool isNamedIn(const RewritePattern &pattern,
                      llvm::ArrayRef<std::string> names) {
  auto named = [&](llvm::StringRef n) {
    return llvm::any_of(names, [&](const std::string &s) { return s == n; });
  };
  if (!pattern.getDebugName().empty() && named(pattern.getDebugName()))
    return true;
  return llvm::any_of(pattern.getDebugLabels(),
                      [&](const std::string &l) { return named(l); });
}

FrozenRewritePatternSet::FrozenRewritePatternSet(
    RewritePatternSet &&patterns, llvm::ArrayRef<std::string> disabledPatterns,
    llvm::ArrayRef<std::string> enabledPatterns) {
  auto built = std::make_shared<Impl>();
  for (std::unique_ptr<RewritePattern> &p : patterns.getNativePatterns()) {
    if (p->getBenefit().isImpossibleToMatch())
      continue;
    if (!disabledPatterns.empty() && isNamedIn(*p, disabledPatterns))
      continue;
    if (!enabledPatterns.empty() && !isNamedIn(*p, enabledPatterns))
      continue;
    const RewritePattern *raw = p.get();
    built->all.push_back(raw);
    if (std::optional<OperationName> root = raw->getRootKind())
      built->byRoot[*root].push_back(raw);
    else
      built->anyOp.push_back(raw);
    built->owned.push_back(std::move(p));
  }
  patterns.clear();

  auto byBenefit = [](const RewritePattern *a, const RewritePattern *b) {
    return a->getBenefit() > b->getBenefit();
  };
  for (auto &entry : built->byRoot)
    std::stable_sort(entry.second.begin(), entry.second.end(), byBenefit);
  std::stable_sort(built->anyOp.begin(), built->anyOp.end(), byBenefit);
  impl = std::move(built);
}

const FrozenRewritePatternSet::PatternList &
FrozenRewritePatternSet::getPatternsFor(OperationName name) const {
  static const PatternList empty;
  auto it = impl->byRoot.find(name);
  return it == impl->byRoot.end() ? empty : it->second;
}

LogicalResult PatternApplicator::matchAndRewrite(
    Operation *op, PatternRewriter &rewriter,
    llvm::function_ref<bool(const RewritePattern &)> canApply,
    llvm::function_ref<void(const RewritePattern &)> onSuccess,
    llvm::function_ref<void(const RewritePattern &)> onFailure) const {
  const auto &specific = patterns.getPatternsFor(op->getName());
  const auto &any = patterns.getMatchAnyOpPatterns();
  auto si = specific.begin(), se = specific.end();
  auto ai = any.begin(), ae = any.end();
  RewriterBase::Listener *listener = rewriter.getListener();
  while (si != se || ai != ae) {
    const RewritePattern *pattern;
    if (si != se && (ai == ae || (*si)->getBenefit() >= (*ai)->getBenefit()))
      pattern = *si++;
    else
      pattern = *ai++;
    if (canApply && !canApply(*pattern))
      continue;
    // Patterns build at the op by default.
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(op);
    if (listener)
      listener->notifyPatternBegin(*pattern, op);
    LogicalResult result = pattern->matchAndRewrite(op, rewriter);
    if (listener)
      listener->notifyPatternEnd(*pattern, result);
    if (succeeded(result)) {
      if (onSuccess)
        onSuccess(*pattern);
      return success();
    }
    if (onFailure)
      onFailure(*pattern);
  }
  return failure();
}
