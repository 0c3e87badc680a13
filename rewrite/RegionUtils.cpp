//===- RegionUtils.cpp - Region simplification ----------------------------===//
//
// Every traversal is a worklist: regions nested arbitrarily deep are fine.
// One walk erases unreachable blocks, gathers the regions left (outer
// first) and splits their ops into roots and candidates for dead code
// elimination. In straight-line code (blocks alone in their region, values
// dominating their uses, no erasable op holding regions) a backwards sweep
// over the candidates finds the dead ones; otherwise liveness propagates
// through ops and block arguments only (an op result is live when its op
// is) and the candidates that stayed dead go.
//
//===----------------------------------------------------------------------===//
#include "rewrite/RegionUtils.h"
#include "ir/Dominance.h"
#include "rewrite/FoldUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace assay;

/// Whether the walks leave `op`'s regions alone.
static bool isSkipped(Operation *op,
                      llvm::function_ref<bool(Operation *)> skip) {
  return skip && op->getNumRegions() != 0 &&
         op->hasTrait(OpTrait::IsolatedFromAbove) && skip(op);
}

/// Appends the regions of the ops of `region` (but those of skipped ops).
static void appendNestedRegions(Region *region,
                                llvm::SmallVectorImpl<Region *> &out,
                                llvm::function_ref<bool(Operation *)> skip) {
  for (Block &block : *region)
    for (Operation &op : block) {
      if (op.getNumRegions() == 0 || isSkipped(&op, skip))
        continue;
      for (Region &nested : op.getRegions())
        out.push_back(&nested);
    }
}

/// The regions of `roots` and every region nested in them (but in skipped
/// ops), outer first: a region comes after the region holding its op.
static llvm::SmallVector<Region *, 8>
collectRegions(llvm::MutableArrayRef<Region> roots,
               llvm::function_ref<bool(Operation *)> skip = nullptr) {
  llvm::SmallVector<Region *, 8> out;
  for (Region &r : roots)
    out.push_back(&r);
  for (size_t i = 0; i < out.size(); ++i)
    appendNestedRegions(out[i], out, skip);
  return out;
}

//===----------------------------------------------------------------------===//
// Unreachable blocks
//===----------------------------------------------------------------------===//

/// Erases the blocks of `region` that its entry does not reach; whether
/// any was erased.
static bool eraseUnreachableBlocksIn(RewriterBase &rewriter, Region *region) {
  if (region->empty() || region->hasOneBlock())
    return false;
  llvm::SmallPtrSet<Block *, 16> reachable;
  llvm::SmallVector<Block *, 8> stack{&region->front()};
  reachable.insert(&region->front());
  while (!stack.empty()) {
    Block *block = stack.pop_back_val();
    if (block->empty())
      continue;
    Operation *term = &block->back();
    for (unsigned i = 0, e = term->getNumSuccessors(); i < e; ++i) {
      Block *succ = term->getSuccessor(i);
      if (succ && reachable.insert(succ).second)
        stack.push_back(succ);
    }
  }
  llvm::SmallVector<Block *, 4> dead;
  for (Block &block : *region)
    if (!reachable.count(&block))
      dead.push_back(&block);
  if (dead.empty())
    return false;
  // Unreachable blocks may use each other's values and branch to each
  // other; cut those links before erasing any of them.
  for (Block *block : dead) {
    for (Operation &op : *block)
      op.dropAllReferences();
    block->dropAllDefinedValueUses();
  }
  for (Block *block : dead)
    rewriter.eraseBlock(block);
  return true;
}

/// Erases unreachable blocks in the regions of `list` and in the regions
/// nested in them (but in skipped ops), appending those nested regions to
/// `list` as it goes: on return `list` holds every region left, outer
/// first. Whether any block was erased.
static bool
eraseUnreachableBlocksAndCollect(RewriterBase &rewriter,
                                 llvm::SmallVectorImpl<Region *> &list,
                                 llvm::function_ref<bool(Operation *)> skip) {
  bool changed = false;
  for (size_t i = 0; i < list.size(); ++i) {
    changed |= eraseUnreachableBlocksIn(rewriter, list[i]);
    appendNestedRegions(list[i], list, skip);
  }
  return changed;
}

LogicalResult
assay::eraseUnreachableBlocks(RewriterBase &rewriter,
                              llvm::MutableArrayRef<Region> regions) {
  llvm::SmallVector<Region *, 8> list;
  for (Region &r : regions)
    list.push_back(&r);
  return success(eraseUnreachableBlocksAndCollect(rewriter, list, nullptr));
}

//===----------------------------------------------------------------------===//
// Dead code elimination
//===----------------------------------------------------------------------===//

/// The op defining `v`, or null for a block argument.
static Operation *getDefiningOpOf(Value v) {
  if (auto result = llvm::dyn_cast<OpResult>(v))
    return result.getOwner();
  return nullptr;
}

/// Whether `op` may be erased once nothing live uses it
/// (wouldOpBeTriviallyDead, without collecting effects for the ops whose
/// traits already say they have none).
static bool isErasableWhenUnused(Operation *op) {
  if (op->hasTrait(OpTrait::Terminator) || op->hasTrait(OpTrait::Symbol))
    return false;
  if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
    return true;
  return wouldOpBeTriviallyDead(op);
}

namespace {
/// Liveness of ops and block arguments over a set of regions: the least set
/// closed under "a live op makes the ops and arguments it uses live" (an
/// operand forwarded to a successor argument only when that argument is
/// live) and "a live argument makes what each live predecessor forwards to
/// it live". An op result is live exactly when its op is.
class Liveness {
public:
  explicit Liveness(size_t expectedOps) { liveOps.reserve(expectedOps); }

  void markOpLive(Operation *op) {
    if (liveOps.insert(op).second)
      opWorklist.push_back(op);
  }
  void markArgLive(BlockArgument arg) {
    if (liveArgs.insert(arg.getAsOpaquePointer()).second)
      argWorklist.push_back(arg);
  }
  void markValueLive(Value v) {
    if (Operation *def = getDefiningOpOf(v))
      markOpLive(def);
    else
      markArgLive(llvm::cast<BlockArgument>(v));
  }
  bool isLive(BlockArgument arg) const {
    return liveArgs.count(arg.getAsOpaquePointer());
  }
  bool isLive(Operation *op) const { return liveOps.count(op); }

  /// Propagates until nothing new becomes live.
  void propagate() {
    for (;;) {
      if (!opWorklist.empty()) {
        visitLiveOp(opWorklist.pop_back_val());
        continue;
      }
      if (argWorklist.empty())
        return;
      visitLiveArg(argWorklist.pop_back_val());
    }
  }

private:
  /// Makes what a live op uses live.
  void visitLiveOp(Operation *op) {
    unsigned numSuccs = op->getNumSuccessors();
    const BranchOpInterface *branch =
        numSuccs ? getBranchOpInterface(op) : nullptr;
    if (!branch) {
      for (Value operand : op->getOperands())
        if (operand)
          markValueLive(operand);
      return;
    }
    llvm::SmallVector<bool, 8> forwarded(op->getNumOperands(), false);
    for (unsigned s = 0; s < numSuccs; ++s) {
      auto [first, count] = branch->getSuccessorOperands(op, s);
      for (unsigned i = 0; i < count; ++i)
        forwarded[first + i] = true;
    }
    // A forwarded operand is live only if the argument it feeds is.
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      if (!forwarded[i] && op->getOperand(i))
        markValueLive(op->getOperand(i));
    for (unsigned s = 0; s < numSuccs; ++s) {
      auto [first, count] = branch->getSuccessorOperands(op, s);
      Block *succ = op->getSuccessor(s);
      for (unsigned i = 0; i < count && i < succ->getNumArguments(); ++i)
        if (isLive(succ->getArgument(i)))
          markValueLive(op->getOperand(first + i));
    }
  }

  /// Makes what every live predecessor forwards to a live argument live.
  void visitLiveArg(BlockArgument arg) {
    Block *block = arg.getOwner();
    for (BlockOperand &use : block->getUses()) {
      Operation *term = use.getOwner();
      if (!isLive(term))
        continue;
      const BranchOpInterface *branch = getBranchOpInterface(term);
      if (!branch)
        continue;
      auto [first, count] =
          branch->getSuccessorOperands(term, use.getOperandNumber());
      if (arg.getArgNumber() < count)
        markValueLive(term->getOperand(first + arg.getArgNumber()));
    }
  }

  llvm::DenseSet<Operation *> liveOps;
  llvm::DenseSet<const void *> liveArgs;
  llvm::SmallVector<Operation *, 64> opWorklist;
  llvm::SmallVector<BlockArgument, 16> argWorklist;
};
} // namespace

/// Whether every predecessor of `block` forwards its operands through
/// BranchOpInterface (so that arguments can be erased).
static bool canEraseArguments(Block *block) {
  if (block->isEntryBlock())
    return false;
  for (BlockOperand &use : block->getUses())
    if (!getBranchOpInterface(use.getOwner()))
      return false;
  return true;
}

namespace {
/// What dead code elimination needs to know of the regions it works on,
/// gathered by one walk: the regions, outer first (a region comes after
/// the region holding its op), and their ops split into roots (ops that
/// must stay) and candidates (ops erasable once unused), region by region in
/// program order.
struct DCEInput {
  llvm::SmallVector<Region *, 8> regions;
  llvm::SmallVector<Operation *, 64> candidates;
  /// Where the candidates of each region of `regions` end.
  llvm::SmallVector<unsigned, 8> candidateEnds;
  llvm::SmallVector<Operation *, 64> roots;
  /// Whether every region has at most one block and SSA dominance: values
  /// are then used only after their definition in the same block or inside
  /// the ops that follow it.
  bool straightLine = true;
  /// Whether a candidate has regions.
  bool candidatesWithRegions = false;

  /// Adds the ops of `region` (the last of `regions` so far), appending
  /// their regions (but those of skipped ops) to `regions`.
  void addOps(Region *region, llvm::SmallVectorImpl<Operation *> &deferred,
              llvm::function_ref<bool(Operation *)> skip) {
    if (region->getNumBlocks() > 1 || !hasSSADominance(region))
      straightLine = false;
    for (Block &block : *region)
      for (Operation &op : block) {
        // An op with regions is classified once unreachable blocks are
        // gone from them (they may hold its only effects).
        if (op.getNumRegions() != 0) {
          if (!isSkipped(&op, skip))
            for (Region &nested : op.getRegions())
              regions.push_back(&nested);
          deferred.push_back(&op);
          candidates.push_back(&op);
          continue;
        }
        if (isErasableWhenUnused(&op))
          candidates.push_back(&op);
        else
          roots.push_back(&op);
      }
    candidateEnds.push_back(candidates.size());
  }

  /// Classifies the ops with regions that addOps put aside.
  void classify(llvm::ArrayRef<Operation *> deferred) {
    if (deferred.empty())
      return;
    llvm::SmallPtrSet<Operation *, 8> deferredRoots;
    for (Operation *op : deferred) {
      if (isErasableWhenUnused(op)) {
        candidatesWithRegions = true;
        continue;
      }
      deferredRoots.insert(op);
      roots.push_back(op);
    }
    for (Operation *&op : candidates)
      if (op && deferredRoots.count(op))
        op = nullptr;
  }
};
} // namespace

/// Erases unreachable blocks in `regions` and in the regions nested in them
/// (but in skipped ops) and gathers what dead code elimination needs of the
/// regions left; whether any block was erased.
static bool gatherForDCE(RewriterBase &rewriter,
                         llvm::MutableArrayRef<Region> regions,
                         llvm::function_ref<bool(Operation *)> skip,
                         DCEInput &input) {
  bool changed = false;
  llvm::SmallVector<Operation *, 8> deferred;
  llvm::SmallVector<Region *, 8> &list = input.regions;
  for (Region &r : regions)
    list.push_back(&r);
  for (size_t i = 0; i < list.size(); ++i) {
    changed |= eraseUnreachableBlocksIn(rewriter, list[i]);
    input.addOps(list[i], deferred, skip);
  }
  input.classify(deferred);
  return changed;
}

/// Liveness-based dead code elimination over what `input` gathered;
/// whether anything was erased.
static bool runRegionDCEOn(RewriterBase &rewriter, DCEInput &input) {
  // Straight-line code without erasable ops holding regions needs no
  // liveness: walked backwards (candidates of nested regions first, as they
  // come after their region's), an unused candidate is dead, and erasing
  // it frees the values it used for the candidates before it.
  if (input.straightLine && !input.candidatesWithRegions) {
    bool changed = false;
    for (Operation *op : llvm::reverse(input.candidates)) {
      if (!op || !op->use_empty())
        continue;
      rewriter.eraseOp(op);
      changed = true;
    }
    return changed;
  }

  Liveness liveness(input.candidates.size() + input.roots.size());
  // Roots: ops that must stay, and arguments that cannot be erased.
  for (Region *region : input.regions)
    for (Block &block : *region)
      if (block.getNumArguments() != 0 && !canEraseArguments(&block))
        for (BlockArgument arg : block.getArguments())
          liveness.markArgLive(arg);
  for (Operation *op : input.roots)
    liveness.markOpLive(op);
  liveness.propagate();

  bool changed = false;
  // Dead block arguments, with the operands forwarded to them.
  for (Region *region : input.regions)
    for (Block &block : *region) {
      if (block.getNumArguments() == 0 || !canEraseArguments(&block))
        continue;
      for (unsigned i = block.getNumArguments(); i-- > 0;) {
        BlockArgument arg = block.getArgument(i);
        if (liveness.isLive(arg))
          continue;
        for (BlockOperand &use : block.getUses()) {
          Operation *term = use.getOwner();
          const BranchOpInterface *branch = getBranchOpInterface(term);
          unsigned succ = use.getOperandNumber();
          auto [first, count] = branch->getSuccessorOperands(term, succ);
          if (i >= count)
            continue;
          rewriter.modifyOpInPlace(term, [&] {
            if (branch->eraseSuccessorOperand)
              branch->eraseSuccessorOperand(term, succ, i);
            else
              term->eraseOperand(first + i);
          });
        }
        // Dead arguments may still be used by dead ops; those go below.
        arg.dropAllUses();
        block.eraseArgument(i);
        changed = true;
      }
    }

  // Dead ops, outermost only (their nested ops go with them), users first.
  // Regions come outer first, so a region inside a dead op is known to be
  // dead before its own candidates are looked at.
  llvm::SmallVector<Operation *, 16> dead;
  llvm::SmallPtrSet<Region *, 8> deadRegions;
  unsigned begin = 0;
  for (auto [region, end] :
       llvm::zip_equal(input.regions, input.candidateEnds)) {
    unsigned first = begin;
    begin = end;
    if (!deadRegions.empty()) {
      if (deadRegions.count(region))
        continue;
      Operation *parent = region->getParentOp();
      if (parent && deadRegions.count(parent->getParentRegion())) {
        deadRegions.insert(region);
        continue;
      }
    }
    for (unsigned i = first; i < end; ++i) {
      Operation *op = input.candidates[i];
      if (!op || liveness.isLive(op))
        continue;
      dead.push_back(op);
      for (Region &nested : op->getRegions())
        deadRegions.insert(&nested);
    }
  }
  for (Operation *op : llvm::reverse(dead)) {
    // Uses left are by other dead ops (cycles through graph regions).
    op->dropAllUses();
    rewriter.eraseOp(op);
    changed = true;
  }
  return changed;
}

LogicalResult assay::runRegionDCE(RewriterBase &rewriter,
                                  llvm::MutableArrayRef<Region> regions) {
  DCEInput input;
  llvm::SmallVector<Operation *, 8> deferred;
  for (Region &r : regions)
    input.regions.push_back(&r);
  for (size_t i = 0; i < input.regions.size(); ++i)
    input.addOps(input.regions[i], deferred, nullptr);
  input.classify(deferred);
  return success(runRegionDCEOn(rewriter, input));
}

//===----------------------------------------------------------------------===//
// Identical blocks
//===----------------------------------------------------------------------===//

/// Whether `a` and `b` (in the same region) do the same thing: the same
/// argument types and ops that correspond one to one, each operand being the
/// same outside value or the corresponding value of the other block.
static bool areIdentical(Block &a, Block &b) {
  if (a.getNumArguments() != b.getNumArguments() ||
      a.getOperations().size() != b.getOperations().size())
    return false;
  llvm::DenseMap<const void *, const void *> map;
  for (auto [x, y] : llvm::zip(a.getArguments(), b.getArguments())) {
    if (x.getType() != y.getType())
      return false;
    map[y.getAsOpaquePointer()] = x.getAsOpaquePointer();
  }
  for (auto [x, y] : llvm::zip(a, b)) {
    if (x.getName() != y.getName() || x.getNumRegions() != 0 ||
        y.getNumRegions() != 0 || x.getNumOperands() != y.getNumOperands() ||
        x.getNumResults() != y.getNumResults() ||
        x.getNumSuccessors() != y.getNumSuccessors() ||
        x.getRawAttrDictionary() != y.getRawAttrDictionary() ||
        x.getPropertiesAttr() != y.getPropertiesAttr())
      return false;
    for (auto [vx, vy] : llvm::zip(x.getOperands(), y.getOperands())) {
      auto it = map.find(vy.getAsOpaquePointer());
      const void *expected =
          it == map.end() ? vy.getAsOpaquePointer() : it->second;
      if (vx.getAsOpaquePointer() != expected)
        return false;
    }
    for (unsigned i = 0, e = x.getNumSuccessors(); i < e; ++i)
      if (x.getSuccessor(i) != y.getSuccessor(i))
        return false;
    for (auto [rx, ry] : llvm::zip(x.getResults(), y.getResults())) {
      if (rx.getType() != ry.getType())
        return false;
      map[ry.getAsOpaquePointer()] = rx.getAsOpaquePointer();
    }
  }
  // Values of `b` must not be used outside it (they would lose their
  // definition).
  for (Operation &op : b)
    for (OpResult r : op.getResults())
      for (OpOperand &use : r.getUses())
        if (use.getOwner()->getBlock() != &b)
          return false;
  return true;
}

/// Merges identical blocks in each region of `regions`; whether any merged.
static bool mergeIdenticalBlocksIn(RewriterBase &rewriter,
                                   llvm::ArrayRef<Region *> regions) {
  bool changed = false;
  for (Region *region : regions) {
    if (region->empty() || region->hasOneBlock())
      continue;
    llvm::SmallVector<Block *, 8> kept;
    for (auto it = std::next(region->begin()); it != region->end();) {
      Block *block = &*it++;
      Block *same = nullptr;
      for (Block *k : kept)
        if (areIdentical(*k, *block)) {
          same = k;
          break;
        }
      if (!same) {
        kept.push_back(block);
        continue;
      }
      rewriter.replaceAllUsesWith(block, same);
      for (BlockArgument arg : block->getArguments())
        arg.dropAllUses();
      for (Operation &op : *block)
        op.dropAllReferences();
      rewriter.eraseBlock(block);
      changed = true;
    }
  }
  return changed;
}

LogicalResult
assay::mergeIdenticalBlocks(RewriterBase &rewriter,
                            llvm::MutableArrayRef<Region> regions) {
  return success(mergeIdenticalBlocksIn(rewriter, collectRegions(regions)));
}

LogicalResult assay::simplifyRegions(RewriterBase &rewriter,
                                     llvm::MutableArrayRef<Region> regions,
                                     bool mergeBlocks) {
  return simplifyRegions(rewriter, regions, mergeBlocks, nullptr);
}

LogicalResult
assay::simplifyRegions(RewriterBase &rewriter,
                       llvm::MutableArrayRef<Region> regions, bool mergeBlocks,
                       llvm::function_ref<bool(Operation *)> skip) {
  // One walk erases unreachable blocks and gathers the regions left and
  // their ops.
  DCEInput input;
  bool changed = gatherForDCE(rewriter, regions, skip, input);
  bool erased = runRegionDCEOn(rewriter, input);
  changed |= erased;
  if (mergeBlocks) {
    // Dead code elimination may have erased regions of the list.
    if (erased)
      input.regions = collectRegions(regions, skip);
    changed |= mergeIdenticalBlocksIn(rewriter, input.regions);
  }
  return success(changed);
}
