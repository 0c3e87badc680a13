//===- PatternMatch.h - Rewrite patterns and the rewriter -----------------===//
//
// A RewritePattern matches an op (of one name, or any op) and rewrites it
// through a PatternRewriter. Every change a rewriter makes (ops and blocks
// inserted, moved, modified, replaced or erased, and every match failure
// with its reason) is reported to its RewriterBase::Listener, so drivers keep
// their worklists right and tracers see the whole story. Patterns carry a
// benefit (higher is tried first), a debug name and labels (the handles of
// `disable-patterns` / `enable-patterns`), the names of the ops they may
// create, and whether they may safely be applied to their own output.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_PATTERNMATCH_H
#define ASSAY_REWRITE_PATTERNMATCH_H

#include "ir/Builder.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/TypeName.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace assay {
class PatternRewriter;

//===----------------------------------------------------------------------===//
// PatternBenefit
//===----------------------------------------------------------------------===//

/// How profitable a pattern expects to be; patterns with a higher benefit
/// are tried first. The impossible benefit marks a pattern never to apply.
class PatternBenefit {
public:
  PatternBenefit() = default;
  PatternBenefit(unsigned benefit);

  /// A benefit that keeps the pattern from ever being applied.
  static PatternBenefit impossibleToMatch() { return PatternBenefit(); }
  bool isImpossibleToMatch() const { return value == kImpossible; }
  /// The numeric benefit; must not be called on an impossible benefit.
  unsigned short getBenefit() const;

  bool operator==(const PatternBenefit &o) const { return value == o.value; }
  bool operator!=(const PatternBenefit &o) const { return value != o.value; }
  /// An impossible benefit orders below every possible one.
  bool operator<(const PatternBenefit &o) const;
  bool operator>(const PatternBenefit &o) const { return o < *this; }
  bool operator<=(const PatternBenefit &o) const { return !(o < *this); }
  bool operator>=(const PatternBenefit &o) const { return !(*this < o); }

private:
  static constexpr unsigned short kImpossible = 0xffff;
  unsigned short value = kImpossible;
};

//===----------------------------------------------------------------------===//
// Pattern
//===----------------------------------------------------------------------===//

/// Tag type: a pattern whose root may be any op.
struct MatchAnyOpTypeTag {};

/// What every pattern has: a root, a benefit and its debug identity.
class Pattern {
public:
  virtual ~Pattern() = default;

  /// The op name this pattern is rooted on, or none for any-op patterns.
  std::optional<OperationName> getRootKind() const { return rootKind; }
  PatternBenefit getBenefit() const { return benefit; }
  Context *getContext() const { return context; }

  /// The ops this pattern may create (informational; used by conversion to
  /// order patterns and by tracers).
  llvm::ArrayRef<OperationName> getGeneratedOps() const { return generatedOps; }

  /// The name used to refer to this pattern in filters and statistics.
  llvm::StringRef getDebugName() const { return debugName; }
  void setDebugName(llvm::StringRef name) { debugName = name.str(); }
  /// Extra names this pattern answers to in filters.
  llvm::ArrayRef<std::string> getDebugLabels() const { return debugLabels; }
  void addDebugLabels(llvm::ArrayRef<llvm::StringRef> labels);
  void addDebugLabels(llvm::StringRef label) {
    addDebugLabels(llvm::ArrayRef<llvm::StringRef>(label));
  }

  /// Whether the pattern may be applied to ops it produced itself: its
  /// recursion is known to terminate.
  bool hasBoundedRewriteRecursion() const { return boundedRecursion; }
  void setHasBoundedRewriteRecursion(bool bounded = true) {
    boundedRecursion = bounded;
  }

protected:
  /// A pattern rooted on ops named `rootName`.
  Pattern(llvm::StringRef rootName, PatternBenefit benefit, Context *ctx,
          llvm::ArrayRef<llvm::StringRef> generatedNames = {});
  /// A pattern that may match any op.
  Pattern(MatchAnyOpTypeTag, PatternBenefit benefit, Context *ctx,
          llvm::ArrayRef<llvm::StringRef> generatedNames = {});
  /// A pattern rooted on `root`, or on any op when it is none.
  Pattern(std::optional<OperationName> root, PatternBenefit benefit,
          Context *ctx, llvm::ArrayRef<llvm::StringRef> generatedNames = {});

private:
  std::optional<OperationName> rootKind;
  PatternBenefit benefit;
  Context *context;
  llvm::SmallVector<OperationName, 2> generatedOps;
  std::string debugName;
  llvm::SmallVector<std::string, 1> debugLabels;
  bool boundedRecursion = false;
};

//===----------------------------------------------------------------------===//
// RewritePattern
//===----------------------------------------------------------------------===//

/// A pattern that matches an op and rewrites it in one step.
class RewritePattern : public Pattern {
public:
  /// Matches `op` and, on success, rewrites it through `rewriter`. A pattern
  /// that returns success must have changed the IR (the greedy driver
  /// checks this in builds with assertions); one that returns failure must
  /// have changed nothing, and should say why with notifyMatchFailure.
  virtual LogicalResult matchAndRewrite(Operation *op,
                                        PatternRewriter &rewriter) const = 0;

  /// Creates a pattern of class T and runs its initialize() hook.
  template <class T, class... Args>
  static std::unique_ptr<T> create(Args &&...args) {
    auto pattern = std::make_unique<T>(std::forward<Args>(args)...);
    pattern->initialize();
    if (pattern->getDebugName().empty())
      pattern->setDebugName(llvm::getTypeName<T>());
    return pattern;
  }

protected:
  using Pattern::Pattern;
  /// Hook for derived patterns to set their debug name, labels and
  /// recursion flag once constructed.
  virtual void initialize() {}
};

/// A pattern rooted on the typed op SourceOp.
template <class SourceOp> class OpRewritePattern : public RewritePattern {
public:
  OpRewritePattern(Context *ctx, PatternBenefit benefit = 1,
                   llvm::ArrayRef<llvm::StringRef> generatedNames = {})
      : RewritePattern(SourceOp::getOperationName(), benefit, ctx,
                       generatedNames) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const final {
    return matchAndRewrite(llvm::cast<SourceOp>(op), rewriter);
  }
  /// Matches and rewrites the typed op.
  virtual LogicalResult matchAndRewrite(SourceOp op,
                                        PatternRewriter &rewriter) const = 0;
};

/// A pattern given as a function (tests and one-off rewrites).
class FunctionRewritePattern : public RewritePattern {
public:
  using Fn = std::function<LogicalResult(Operation *, PatternRewriter &)>;
  /// Rooted on `rootName`, or on any op when `rootName` is empty.
  FunctionRewritePattern(llvm::StringRef rootName, Fn fn,
                         PatternBenefit benefit, Context *ctx,
                         llvm::ArrayRef<llvm::StringRef> generatedNames = {});
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    return fn(op, rewriter);
  }

private:
  Fn fn;
};

//===----------------------------------------------------------------------===//
// RewritePatternSet
//===----------------------------------------------------------------------===//

/// An owning list of patterns, filled before it is frozen for use.
class RewritePatternSet {
public:
  explicit RewritePatternSet(Context *ctx) : context(ctx) {}
  RewritePatternSet(RewritePatternSet &&) = default;
  RewritePatternSet &operator=(RewritePatternSet &&) = default;

  Context *getContext() const { return context; }
  std::vector<std::unique_ptr<RewritePattern>> &getNativePatterns() {
    return patterns;
  }
  size_t size() const { return patterns.size(); }
  bool empty() const { return patterns.empty(); }
  void clear() { patterns.clear(); }

  /// Adds patterns of the given classes, constructed with (ctx, args...).
  template <class... Ts, class... Args>
  requires(sizeof...(Ts) > 0) RewritePatternSet &add(Args &&...args) {
    (addOne<Ts>(args...), ...);
    return *this;
  }
  /// Like add(), giving each new pattern `labels` as debug labels.
  template <class... Ts, class... Args>
  requires(sizeof...(Ts) > 0) RewritePatternSet &addWithLabel(
      llvm::ArrayRef<llvm::StringRef> labels, Args &&...args) {
    (addOne<Ts>(args...)->addDebugLabels(labels), ...);
    return *this;
  }
  /// Adds an already built pattern.
  RewritePatternSet &add(std::unique_ptr<RewritePattern> pattern) {
    patterns.push_back(std::move(pattern));
    return *this;
  }
  /// Adds a pattern given as a function, rooted on `rootName` (any op when
  /// empty), named `debugName`.
  RewritePatternSet &add(llvm::StringRef rootName,
                         FunctionRewritePattern::Fn fn,
                         PatternBenefit benefit = 1,
                         llvm::StringRef debugName = "");
  /// Moves every pattern of `other` into this set.
  RewritePatternSet &add(RewritePatternSet &&other);

private:
  template <class T, class... Args> T *addOne(Args &...args) {
    std::unique_ptr<T> p = RewritePattern::create<T>(context, args...);
    T *raw = p.get();
    patterns.push_back(std::move(p));
    return raw;
  }

  Context *context;
  std::vector<std::unique_ptr<RewritePattern>> patterns;
};

//===----------------------------------------------------------------------===//
// RewriterBase
//===----------------------------------------------------------------------===//

/// An OpBuilder that makes every IR change through itself and reports it.
class RewriterBase : public OpBuilder {
public:
  /// Hears about every change a rewriter makes. Ops and blocks moved by the
  /// rewriter are reported as moved (by default, as inserted).
  struct Listener : public OpBuilder::Listener {
    /// `op` moved from `oldBlock` (null if it was detached) to where it is.
    virtual void notifyOperationMoved(Operation *op, Block *oldBlock) {
      notifyOperationInserted(op);
    }
    /// `block` moved from `oldRegion` to where it is.
    virtual void notifyBlockMoved(Block *block, Region *oldRegion) {
      notifyBlockInserted(block);
    }
    /// `block` is about to be erased; its ops were reported first.
    virtual void notifyBlockErased(Block *block) {}
    /// `op` was changed in place (operands, attributes, successors, ...).
    virtual void notifyOperationModified(Operation *op) {}
    /// Every use of `op`'s results is about to be replaced by `values`.
    virtual void notifyOperationReplaced(Operation *op,
                                         llvm::ArrayRef<Value> values) {}
    /// `op` is about to be erased (nested ops are reported before it, each
    /// while still intact).
    virtual void notifyOperationErased(Operation *op) {}
    /// A pattern is about to be tried on `op`.
    virtual void notifyPatternBegin(const Pattern &pattern, Operation *op) {}
    /// The pattern begun last finished with `status`.
    virtual void notifyPatternEnd(const Pattern &pattern,
                                  LogicalResult status) {}
    /// A pattern gave up; `reason` fills a diagnostic saying why.
    virtual void
    notifyMatchFailure(Location loc,
                       llvm::function_ref<void(Diagnostic &)> reason) {}
  };

  /// Forwards every notification to another listener (derive from it to
  /// observe some notifications and pass all of them on).
  struct ForwardingListener : public Listener {
    explicit ForwardingListener(Listener *next) : next(next) {}
    void notifyOperationInserted(Operation *op) override;
    void notifyBlockInserted(Block *block) override;
    void notifyOperationMoved(Operation *op, Block *oldBlock) override;
    void notifyBlockMoved(Block *block, Region *oldRegion) override;
    void notifyBlockErased(Block *block) override;
    void notifyOperationModified(Operation *op) override;
    void notifyOperationReplaced(Operation *op,
                                 llvm::ArrayRef<Value> values) override;
    void notifyOperationErased(Operation *op) override;
    void notifyPatternBegin(const Pattern &pattern, Operation *op) override;
    void notifyPatternEnd(const Pattern &pattern,
                          LogicalResult status) override;
    void
    notifyMatchFailure(Location loc,
                       llvm::function_ref<void(Diagnostic &)> reason) override;

  protected:
    /// The next listener, or null.
    Listener *next;
  };

  explicit RewriterBase(Context *ctx, Listener *listener = nullptr)
      : OpBuilder(ctx, listener), rewriteListener(listener) {}
  explicit RewriterBase(Operation *op, Listener *listener = nullptr)
      : OpBuilder(op, listener), rewriteListener(listener) {}
  virtual ~RewriterBase() = default;

  /// Sets the listener (for the builder too).
  void setListener(Listener *l) {
    rewriteListener = l;
    OpBuilder::setListener(l);
  }
  Listener *getListener() const { return rewriteListener; }

  //===--- Replacement ---------------------------------------------------===//

  /// Replaces every use of `op`'s results by `values` (one per result) and
  /// erases `op`.
  void replaceOp(Operation *op, llvm::ArrayRef<Value> values);
  /// Replaces `op` by `newOp`'s results and erases `op`.
  void replaceOp(Operation *op, Operation *newOp);
  /// Creates OpT in place of `op` (before it) and replaces `op` by it.
  template <class OpT, class... Args>
  OpT replaceOpWithNewOp(Operation *op, Args &&...args) {
    InsertionGuard guard(*this);
    setInsertionPoint(op);
    OpT newOp = create<OpT>(op->getLoc(), std::forward<Args>(args)...);
    replaceOp(op, newOp.getOperation());
    return newOp;
  }

  /// Points every use of `from` at `to`; each user is reported modified.
  void replaceAllUsesWith(Value from, Value to);
  /// Points every use of block `from` (as a successor) at `to`.
  void replaceAllUsesWith(Block *from, Block *to);
  /// Replaces the uses of `from`'s results by `to`, reporting `from` as
  /// replaced; `from` stays.
  void replaceAllOpUsesWith(Operation *from, llvm::ArrayRef<Value> to);
  /// Points the uses of `from` for which `shouldReplace` holds at `to`.
  void replaceUsesWithIf(Value from, Value to,
                         llvm::function_ref<bool(OpOperand &)> shouldReplace);
  /// Points every use of `from` not owned by `exception` at `to`.
  void replaceAllUsesExcept(Value from, Value to, Operation *exception);

  //===--- Erasure -------------------------------------------------------===//

  /// Erases `op`, whose results must be unused; nested ops and blocks are
  /// reported erased (innermost and last first) before `op`.
  virtual void eraseOp(Operation *op);
  /// Erases `block` (which must have no predecessors and whose values must
  /// be unused outside it) with its ops.
  virtual void eraseBlock(Block *block);

  //===--- In-place modification ----------------------------------------===//

  /// Announces an in-place change of `op`.
  virtual void startOpModification(Operation *op) {}
  /// Ends an in-place change of `op` and reports it.
  virtual void finalizeOpModification(Operation *op);
  /// Ends an in-place change that did not happen after all.
  virtual void cancelOpModification(Operation *op) {}
  /// Runs `fn`, which changes `op` in place, and reports it.
  template <class Fn> void modifyOpInPlace(Operation *op, Fn &&fn) {
    startOpModification(op);
    fn();
    finalizeOpModification(op);
  }

  //===--- Block and region motion --------------------------------------===//

  /// Moves the blocks of `region` into `parent` before `before`.
  void inlineRegionBefore(Region &region, Region &parent,
                          Region::iterator before);
  void inlineRegionBefore(Region &region, Block *before);
  /// Moves the ops of `source` into `dest` before `before`, replacing the
  /// uses of `source`'s arguments by `argValues`, and erases `source` (which
  /// must have no predecessors).
  void inlineBlockBefore(Block *source, Block *dest, Block::iterator before,
                         llvm::ArrayRef<Value> argValues = {});
  void inlineBlockBefore(Block *source, Operation *op,
                         llvm::ArrayRef<Value> argValues = {});
  /// Appends the ops of `source` to `dest` (see inlineBlockBefore).
  void mergeBlocks(Block *source, Block *dest,
                   llvm::ArrayRef<Value> argValues = {});
  /// Splits `block` before `before`; the ops from `before` on go to a new
  /// block placed after `block`, which is returned.
  Block *splitBlock(Block *block, Block::iterator before);

  /// Moves `op` before `existingOp`, or before `pos` in `block`. Moving an
  /// op (or a block, below) to where it is already is no change and is not
  /// reported.
  void moveOpBefore(Operation *op, Operation *existingOp);
  void moveOpBefore(Operation *op, Block *block, Block::iterator pos);
  /// Moves `op` after `existingOp`.
  void moveOpAfter(Operation *op, Operation *existingOp);
  /// Moves `block` before `anotherBlock`, or before `pos` in `region`.
  void moveBlockBefore(Block *block, Block *anotherBlock);
  void moveBlockBefore(Block *block, Region *region, Region::iterator pos);

  //===--- Match failures ------------------------------------------------===//

  /// Reports why a pattern did not match `op`; returns failure.
  LogicalResult notifyMatchFailure(Location loc, const llvm::Twine &reason);
  LogicalResult
  notifyMatchFailure(Location loc,
                     llvm::function_ref<void(Diagnostic &)> reason);
  LogicalResult notifyMatchFailure(Operation *op, const llvm::Twine &reason) {
    return notifyMatchFailure(op->getLoc(), reason);
  }

  /// Whether `op` is nested in an op whose erasure is being reported right
  /// now (listeners use this not to revisit ops that are about to vanish).
  bool isBeingErased(const Operation *op) const {
    return erasing.count(op) != 0;
  }

protected:
  Listener *rewriteListener = nullptr;

private:
  /// Reports the erasure of the ops and blocks nested in the given blocks
  /// (in reverse order, innermost first), recording them in `erasing`.
  void notifyNestedErased(llvm::ArrayRef<Region *> regions,
                          llvm::ArrayRef<Block *> blocks);

  llvm::SmallPtrSet<const Operation *, 8> erasing;
};

/// The rewriter given to patterns.
class PatternRewriter : public RewriterBase {
public:
  using RewriterBase::RewriterBase;
  /// Whether a driver can undo a failed rewrite (dialect conversion can).
  virtual bool canRecoverFromRewriteFailure() const { return false; }
};

/// A rewriter for code outside of pattern drivers.
class IRRewriter : public RewriterBase {
public:
  using RewriterBase::RewriterBase;
};

} // namespace assay

#endif // ASSAY_REWRITE_PATTERNMATCH_H
