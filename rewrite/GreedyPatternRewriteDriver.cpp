//===- GreedyPatternRewriteDriver.cpp - Apply patterns to a fixpoint ------===//
//
// The driver is the listener of its own rewriter: every change a pattern, a
// fold or a region simplification makes comes back to it, and it puts on the
// worklist what may now match (new, moved and modified ops, and the
// producers of the operands of erased ops). The worklist pops from the back;
// seeding it in reverse pre-order makes a top-down run visit ops in program
// order, seeding it in post-order makes a bottom-up run start from the last
// op.
//
//===----------------------------------------------------------------------===//
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/RegionUtils.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/ErrorHandling.h"

using namespace assay;

llvm::StringRef assay::stringifyStopReason(GreedyStopReason reason) {
  switch (reason) {
  case GreedyStopReason::Converged:
    return "converged";
  case GreedyStopReason::IterationLimit:
    return "iteration limit";
  case GreedyStopReason::RewriteLimit:
    return "rewrite limit";
  case GreedyStopReason::NotConvergent:
    return "not convergent";
  }
  llvm_unreachable("unknown stop reason");
}

unsigned GreedyResult::getApplications(llvm::StringRef debugName) const {
  unsigned total = 0;
  for (auto &[pattern, count] : appliedPerPattern)
    if (pattern->getDebugName() == debugName)
      total += count;
  return total;
}

//===----------------------------------------------------------------------===//
// Fingerprints
//===----------------------------------------------------------------------===//

uint64_t assay::computeFingerprint(Operation *root) {
  llvm::hash_code hash = llvm::hash_value(root);
  root->walk(
      [&](Operation *op) {
        hash = llvm::hash_combine(hash, op, op->getName().getAsOpaquePointer(),
                                  op->getLoc().getAsOpaquePointer(),
                                  op->getRawAttrDictionary(),
                                  op->getPropertiesAttr(), op->getBlock());
        for (Value v : op->getOperands())
          hash = llvm::hash_combine(hash, v.getAsOpaquePointer());
        for (OpResult r : op->getResults())
          hash = llvm::hash_combine(hash, r.getType().getAsOpaquePointer());
        for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i)
          hash = llvm::hash_combine(hash, op->getSuccessor(i));
        for (Region &region : op->getRegions())
          for (Block &block : region) {
            hash = llvm::hash_combine(hash, &block, block.getNumArguments());
            for (BlockArgument arg : block.getArguments())
              hash =
                  llvm::hash_combine(hash, arg.getType().getAsOpaquePointer(),
                                     arg.getLoc().getAsOpaquePointer());
          }
        return WalkResult::advance();
      },
      WalkOrder::PreOrder);
  return hash;
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

namespace {
/// A LIFO worklist of ops with O(1) removal.
class Worklist {
public:
  void push(Operation *op) {
    if (!index.insert({op, list.size()}).second)
      return;
    list.push_back(op);
  }
  Operation *pop() {
    while (!list.empty()) {
      Operation *op = list.back();
      list.pop_back();
      if (!op)
        continue;
      index.erase(op);
      return op;
    }
    return nullptr;
  }
  void remove(Operation *op) {
    auto it = index.find(op);
    if (it == index.end())
      return;
    list[it->second] = nullptr;
    index.erase(it);
  }
  bool empty() const { return index.empty(); }
  void clear() {
    list.clear();
    index.clear();
  }
  /// Reverses the order (a top-down seed is gathered in program order).
  void reverse() {
    std::reverse(list.begin(), list.end());
    for (auto [i, op] : llvm::enumerate(list))
      if (op)
        index[op] = i;
  }

private:
  std::vector<Operation *> list;
  llvm::DenseMap<Operation *, size_t> index;
};

class GreedyDriver : public RewriterBase::Listener {
public:
  GreedyDriver(Context *ctx, const FrozenRewritePatternSet &patterns,
               const GreedyRewriteConfig &config)
      : config(config), rewriter(ctx, this), folder(ctx, this),
        applicator(patterns) {}

  /// Runs on whole regions, round after round.
  GreedyResult simplify(llvm::MutableArrayRef<Region> regions);
  /// Runs on the given ops only.
  GreedyResult simplifyOps(llvm::ArrayRef<Operation *> ops, bool *allErased);

  //===--- Listener -----------------------------------------------------===//

  void notifyOperationInserted(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationInserted(op);
    if (config.strictMode == GreedyRewriteStrictness::ExistingAndNewOps)
      allowed.insert(op);
    addToWorklist(op);
  }
  void notifyOperationMoved(Operation *op, Block *oldBlock) override {
    if (config.listener)
      config.listener->notifyOperationMoved(op, oldBlock);
    addToWorklist(op);
  }
  void notifyBlockInserted(Block *block) override {
    if (config.listener)
      config.listener->notifyBlockInserted(block);
  }
  void notifyBlockMoved(Block *block, Region *oldRegion) override {
    if (config.listener)
      config.listener->notifyBlockMoved(block, oldRegion);
  }
  void notifyBlockErased(Block *block) override {
    if (config.listener)
      config.listener->notifyBlockErased(block);
  }
  void notifyOperationModified(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationModified(op);
    addToWorklist(op);
  }
  void notifyOperationReplaced(Operation *op,
                               llvm::ArrayRef<Value> values) override {
    if (config.listener)
      config.listener->notifyOperationReplaced(op, values);
  }
  void notifyOperationErased(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationErased(op);
    addOperandsToWorklist(op);
    worklist.remove(op);
    folder.notifyRemoval(op);
    allowed.erase(op);
    if (trackErasures)
      erasedTracked.insert(op);
  }
  void notifyPatternBegin(const Pattern &pattern, Operation *op) override {
    if (config.listener)
      config.listener->notifyPatternBegin(pattern, op);
  }
  void notifyPatternEnd(const Pattern &pattern, LogicalResult status) override {
    if (config.listener)
      config.listener->notifyPatternEnd(pattern, status);
  }
  void
  notifyMatchFailure(Location loc,
                     llvm::function_ref<void(Diagnostic &)> reason) override {
    if (config.listener)
      config.listener->notifyMatchFailure(loc, reason);
  }

private:
  /// Puts `op` and its ancestors within the scope on the worklist.
  void addToWorklist(Operation *op) {
    if (scopes.empty()) {
      addSingle(op);
      return;
    }
    llvm::SmallVector<Operation *, 4> chain;
    for (Operation *cur = op; cur; cur = cur->getParentOp()) {
      chain.push_back(cur);
      Region *parent = cur->getParentRegion();
      if (llvm::is_contained(scopes, parent)) {
        for (Operation *o : chain)
          addSingle(o);
        return;
      }
      if (!parent)
        return;
    }
  }
  void addSingle(Operation *op) {
    if (config.strictMode != GreedyRewriteStrictness::AnyOp &&
        !allowed.count(op))
      return;
    worklist.push(op);
  }
  /// Puts the producers of `op`'s operands on the worklist when `op` was
  /// one of their last two users: they may be dead or simpler now.
  void addOperandsToWorklist(Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!operand)
        continue;
      Operation *def = operand.getDefiningOp();
      if (!def || rewriter.isBeingErased(def))
        continue;
      Operation *other = nullptr;
      bool manyUsers = false;
      for (Operation *user : operand.getUsers()) {
        if (user == op || user == other)
          continue;
        if (!other) {
          other = user;
          continue;
        }
        manyUsers = true;
        break;
      }
      if (!manyUsers)
        addToWorklist(def);
    }
  }
  /// The op whose fingerprint covers what a pattern on `op` may change.
  static Operation *getFingerprintRoot(Operation *op) {
    Operation *root = op;
    for (Operation *cur = op; cur; cur = cur->getParentOp()) {
      root = cur;
      if (cur->hasTrait(OpTrait::IsolatedFromAbove))
        break;
    }
    return root;
  }

  /// Seeds the worklist with the ops nested in `regions`.
  void seed(llvm::MutableArrayRef<Region> regions);
  /// Drains the worklist; whether anything changed.
  bool processWorklist();
  void recordApplication(const RewritePattern &pattern);

  GreedyRewriteConfig config;
  PatternRewriter rewriter;
  OperationFolder folder;
  PatternApplicator applicator;
  Worklist worklist;
  llvm::SmallVector<Region *, 1> scopes;
  /// The ops strict modes allow.
  llvm::SmallPtrSet<Operation *, 16> allowed;
  /// For applyOpPatternsAndFold: which of the given ops were erased.
  bool trackErasures = false;
  llvm::SmallPtrSet<Operation *, 8> erasedTracked;
  GreedyResult result;
  llvm::DenseMap<const RewritePattern *, unsigned> patternIndex;
  bool rewriteLimitHit = false;
};
} // namespace

void GreedyDriver::recordApplication(const RewritePattern &pattern) {
  auto [it, inserted] =
      patternIndex.insert({&pattern, result.appliedPerPattern.size()});
  if (inserted)
    result.appliedPerPattern.push_back({&pattern, 0});
  ++result.appliedPerPattern[it->second].second;
}

void GreedyDriver::seed(llvm::MutableArrayRef<Region> regions) {
  worklist.clear();
  llvm::SmallVector<Operation *, 64> ops;
  for (Region &region : regions) {
    if (config.useTopDownTraversal)
      region.walk(
          [&](Operation *op) {
            ops.push_back(op);
            return WalkResult::advance();
          },
          WalkOrder::PreOrder);
    else
      region.walk([&](Operation *op) {
        ops.push_back(op);
        return WalkResult::advance();
      });
  }
  for (Operation *op : ops) {
    // Known constants are uniqued while seeding, so that a duplicate never
    // becomes the one kept because of visiting order.
    if (config.cseConstants && matchConstant(op) &&
        (config.strictMode == GreedyRewriteStrictness::AnyOp ||
         allowed.count(op)) &&
        !folder.insertKnownConstant(op)) {
      result.changed = true;
      continue;
    }
    addSingle(op);
  }
  if (config.useTopDownTraversal)
    worklist.reverse();
}

bool GreedyDriver::processWorklist() {
  bool changed = false;
  int64_t numRewrites = 0;
  while (!worklist.empty()) {
    if (config.maxNumRewrites >= 0 && numRewrites >= config.maxNumRewrites) {
      rewriteLimitHit = true;
      break;
    }
    Operation *op = worklist.pop();
    if (!op)
      break;

    if (isOpTriviallyDead(op)) {
      rewriter.eraseOp(op);
      ++result.numDeadOpsErased;
      changed = true;
      continue;
    }

    // Constants are not folded: folding would rematerialize them forever.
    // Constants are materialized in front of the folded op; the next round's
    // seeding uniques them and hoists them to the head of their region (so
    // the order of constants is, in most cases, the one mlir-opt 19 gives).
    if (config.fold && !op->hasTrait(OpTrait::ConstantLike)) {
      llvm::SmallVector<OpFoldResult, 4> folded;
      if (succeeded(foldOperation(op, folded))) {
        if (folded.empty()) {
          rewriter.finalizeOpModification(op);
          ++result.numFolds;
          changed = true;
          continue;
        }
        llvm::SmallVector<Value, 4> values;
        llvm::SmallVector<Operation *, 2> created;
        rewriter.setInsertionPoint(op);
        bool ok = true;
        for (auto [r, f] : llvm::zip_equal(op->getResults(), folded)) {
          if (Value v = f.getValue()) {
            values.push_back(v);
            continue;
          }
          Operation *c =
              materializeConstant(op->getDialect(), rewriter, f.getAttribute(),
                                  r.getType(), op->getLoc());
          if (!c) {
            ok = false;
            break;
          }
          created.push_back(c);
          values.push_back(c->getResult(0));
        }
        if (ok) {
          rewriter.replaceOp(op, values);
          ++result.numFolds;
          changed = true;
          continue;
        }
        for (Operation *c : llvm::reverse(created))
          rewriter.eraseOp(c);
      }
    }

    uint64_t before = 0;
    Operation *fingerprintRoot = nullptr;
    if (config.checkPatternChanges) {
      fingerprintRoot = getFingerprintRoot(op);
      before = computeFingerprint(fingerprintRoot);
    }
    const RewritePattern *applied = nullptr;
    bool matched = succeeded(applicator.matchAndRewrite(
        op, rewriter, nullptr,
        [&](const RewritePattern &pattern) { applied = &pattern; },
        [&](const RewritePattern &pattern) {
          if (config.checkPatternChanges &&
              computeFingerprint(fingerprintRoot) != before)
            llvm::report_fatal_error(llvm::Twine("pattern '") +
                                     pattern.getDebugName() +
                                     "' returned failure but changed the IR");
        }));
    if (!matched)
      continue;
    if (config.checkPatternChanges &&
        computeFingerprint(fingerprintRoot) == before)
      llvm::report_fatal_error(llvm::Twine("pattern '") +
                               applied->getDebugName() +
                               "' returned success but did not change the IR");
    recordApplication(*applied);
    ++result.numRewrites;
    ++numRewrites;
    changed = true;
  }
  return changed;
}

GreedyResult GreedyDriver::simplify(llvm::MutableArrayRef<Region> regions) {
  if (config.scope)
    scopes.push_back(config.scope);
  else
    for (Region &r : regions)
      scopes.push_back(&r);
  if (config.strictMode != GreedyRewriteStrictness::AnyOp)
    for (Region &r : regions)
      r.walk([&](Operation *op) {
        allowed.insert(op);
        return WalkResult::advance();
      });

  bool aggressive = config.enableRegionSimplification ==
                    GreedySimplifyRegionLevel::Aggressive;
  bool changedInRound = false;
  do {
    if (config.maxIterations >= 0 &&
        int64_t(result.iterations) >= config.maxIterations)
      break;
    ++result.iterations;
    rewriteLimitHit = false;
    seed(regions);
    changedInRound = processWorklist();
    if (config.enableRegionSimplification !=
        GreedySimplifyRegionLevel::Disabled)
      changedInRound |=
          succeeded(simplifyRegions(rewriter, regions, aggressive));
    result.changed |= changedInRound;
  } while (changedInRound);

  if (!changedInRound) {
    result.reason = GreedyStopReason::Converged;
  } else {
    result.reason = rewriteLimitHit ? GreedyStopReason::RewriteLimit
                                    : GreedyStopReason::IterationLimit;
    return result;
  }

  if (config.testConvergence) {
    // One more round from scratch must find nothing to do.
    seed(regions);
    bool again = processWorklist();
    if (config.enableRegionSimplification !=
        GreedySimplifyRegionLevel::Disabled)
      again |= succeeded(simplifyRegions(rewriter, regions, aggressive));
    if (again)
      result.reason = GreedyStopReason::NotConvergent;
  }
  return result;
}

GreedyResult GreedyDriver::simplifyOps(llvm::ArrayRef<Operation *> ops,
                                       bool *allErased) {
  if (config.scope) {
    scopes.push_back(config.scope);
  } else if (!ops.empty()) {
    // The closest region holding every op.
    Region *common = ops.front()->getParentRegion();
    while (common && !llvm::all_of(ops, [&](Operation *op) {
             return common->findAncestorOpInRegion(*op) != nullptr;
           }))
      common = common->getParentRegion();
    if (common)
      scopes.push_back(common);
  }
  if (config.strictMode != GreedyRewriteStrictness::AnyOp)
    allowed.insert(ops.begin(), ops.end());
  trackErasures = true;
  ++result.iterations;
  // Popping from the back: reversed, the ops are visited in the given order.
  for (Operation *op : ops)
    addSingle(op);
  if (config.useTopDownTraversal)
    worklist.reverse();
  result.changed = processWorklist();
  result.reason = !worklist.empty() && rewriteLimitHit
                      ? GreedyStopReason::RewriteLimit
                      : GreedyStopReason::Converged;
  if (allErased)
    *allErased = llvm::all_of(
        ops, [&](Operation *op) { return erasedTracked.count(op) != 0; });
  return result;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

GreedyResult
assay::applyPatternsGreedily(llvm::MutableArrayRef<Region> regions,
                             const FrozenRewritePatternSet &patterns,
                             GreedyRewriteConfig config) {
  if (regions.empty())
    return GreedyResult();
  GreedyDriver driver(regions.front().getContext(), patterns, config);
  return driver.simplify(regions);
}

GreedyResult
assay::applyPatternsGreedily(Operation *op,
                             const FrozenRewritePatternSet &patterns,
                             GreedyRewriteConfig config) {
  if (op->getNumRegions() == 0)
    return GreedyResult();
  GreedyDriver driver(op->getContext(), patterns, config);
  return driver.simplify(op->getRegions());
}

LogicalResult assay::applyPatternsAndFoldGreedily(
    Operation *op, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config, GreedyResult *result) {
  GreedyResult r = applyPatternsGreedily(op, patterns, config);
  bool ok = r.converged();
  if (result)
    *result = std::move(r);
  return success(ok);
}

LogicalResult
assay::applyPatternsAndFoldGreedily(llvm::MutableArrayRef<Region> regions,
                                    const FrozenRewritePatternSet &patterns,
                                    GreedyRewriteConfig config,
                                    GreedyResult *result) {
  GreedyResult r = applyPatternsGreedily(regions, patterns, config);
  bool ok = r.converged();
  if (result)
    *result = std::move(r);
  return success(ok);
}

LogicalResult assay::applyOpPatternsAndFold(
    llvm::ArrayRef<Operation *> ops, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config, bool *changed, bool *allErased) {
  if (ops.empty()) {
    if (changed)
      *changed = false;
    if (allErased)
      *allErased = true;
    return success();
  }
  GreedyDriver driver(ops.front()->getContext(), patterns, config);
  GreedyResult r = driver.simplifyOps(ops, allErased);
  if (changed)
    *changed = r.changed;
  return success(r.converged());
}
