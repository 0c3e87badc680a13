//===- RegionUtils.cpp - Region simplification
//------------------------------===//
//
// Every traversal is a worklist: regions nested arbitrarily deep are fine.
//
//===----------------------------------------------------------------------===//
#include "rewrite/RegionUtils.h"
#include "rewrite/FoldUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace assay;

/// The regions of `roots` and every region nested in them, outer first.
static llvm::SmallVector<Region *, 8>
collectRegions(llvm::MutableArrayRef<Region> roots) {
  llvm::SmallVector<Region *, 8> out;
  for (Region &r : roots)
    out.push_back(&r);
  for (size_t i = 0; i < out.size(); ++i)
    for (Block &block : *out[i])
      for (Operation &op : block)
        for (Region &nested : op.getRegions())
          out.push_back(&nested);
  return out;
}

//===----------------------------------------------------------------------===//
// Unreachable blocks
//===----------------------------------------------------------------------===//

LogicalResult
assay::eraseUnreachableBlocks(RewriterBase &rewriter,
                              llvm::MutableArrayRef<Region> regions) {
  bool changed = false;
  llvm::SmallVector<Region *, 8> worklist;
  for (Region &r : regions)
    worklist.push_back(&r);
  while (!worklist.empty()) {
    Region *region = worklist.pop_back_val();
    if (region->empty())
      continue;
    llvm::DenseSet<Block *> reachable;
    if (!region->hasOneBlock()) {
      llvm::SmallVector<Block *, 8> stack{&region->front()};
      reachable.insert(&region->front());
      while (!stack.empty()) {
        Block *block = stack.pop_back_val();
        for (Block *succ : block->getSuccessors())
          if (succ && reachable.insert(succ).second)
            stack.push_back(succ);
      }
      llvm::SmallVector<Block *, 4> dead;
      for (Block &block : *region)
        if (!reachable.count(&block))
          dead.push_back(&block);
      // Unreachable blocks may use each other's values and branch to each
      // other; cut those links before erasing any of them.
      for (Block *block : dead) {
        for (Operation &op : *block)
          op.dropAllReferences();
        block->dropAllDefinedValueUses();
      }
      for (Block *block : dead)
        rewriter.eraseBlock(block);
      changed |= !dead.empty();
    }
    for (Block &block : *region)
      for (Operation &op : block)
        for (Region &nested : op.getRegions())
          worklist.push_back(&nested);
  }
  return success(changed);
}

//===----------------------------------------------------------------------===//
// Dead code elimination
//===----------------------------------------------------------------------===//

namespace {
/// Liveness of values and ops over a set of regions.
class Liveness {
public:
  void markValueLive(Value v) {
    if (live.insert(v.getAsOpaquePointer()).second)
      worklist.push_back(v);
  }
  void markOpLive(Operation *op) {
    if (!liveOps.insert(op).second)
      return;
    const BranchOpInterface *branch = getBranchOpInterface(op);
    llvm::SmallVector<bool, 8> forwarded(op->getNumOperands(), false);
    if (branch)
      for (unsigned s = 0, e = op->getNumSuccessors(); s < e; ++s) {
        auto [first, count] = branch->getSuccessorOperands(op, s);
        for (unsigned i = 0; i < count; ++i)
          forwarded[first + i] = true;
      }
    // A forwarded operand is live only if the argument it feeds is.
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      if (!forwarded[i] && op->getOperand(i))
        markValueLive(op->getOperand(i));
    if (branch)
      for (unsigned s = 0, e = op->getNumSuccessors(); s < e; ++s) {
        auto [first, count] = branch->getSuccessorOperands(op, s);
        Block *succ = op->getSuccessor(s);
        for (unsigned i = 0; i < count && i < succ->getNumArguments(); ++i)
          if (isLive(succ->getArgument(i)))
            markValueLive(op->getOperand(first + i));
      }
  }
  bool isLive(Value v) const { return live.count(v.getAsOpaquePointer()); }
  bool isLive(Operation *op) const { return liveOps.count(op); }

  /// Propagates until nothing new becomes live.
  void propagate() {
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (Operation *def = v.getDefiningOp()) {
        markOpLive(def);
        continue;
      }
      // A live block argument makes what every predecessor forwards live.
      auto arg = llvm::cast<BlockArgument>(v);
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
  }

private:
  llvm::DenseSet<const void *> live;
  llvm::DenseSet<Operation *> liveOps;
  llvm::SmallVector<Value, 16> worklist;
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

LogicalResult assay::runRegionDCE(RewriterBase &rewriter,
                                  llvm::MutableArrayRef<Region> regions) {
  llvm::SmallVector<Region *, 8> all = collectRegions(regions);
  Liveness liveness;
  // Roots: ops that must stay, and arguments that cannot be erased.
  for (Region *region : all)
    for (Block &block : *region) {
      if (!canEraseArguments(&block))
        for (BlockArgument arg : block.getArguments())
          liveness.markValueLive(arg);
      for (Operation &op : block)
        if (!wouldOpBeTriviallyDead(&op))
          liveness.markOpLive(&op);
    }
  liveness.propagate();
  bool changed = false;
  // Dead block arguments, with the operands forwarded to them.
  for (Region *region : all)
    for (Block &block : *region) {
      if (!canEraseArguments(&block))
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
  llvm::SmallVector<Operation *, 16> dead;
  for (Region &root : regions)
    root.walk(
        [&](Operation *op) {
          if (liveness.isLive(op) || !wouldOpBeTriviallyDead(op))
            return WalkResult::advance();
          dead.push_back(op);
          return WalkResult::skip();
        },
        WalkOrder::PreOrder);
  for (Operation *op : llvm::reverse(dead)) {
    // Uses left are by other dead ops (cycles through graph regions).
    op->dropAllUses();
    rewriter.eraseOp(op);
    changed = true;
  }
  return success(changed);
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

LogicalResult
assay::mergeIdenticalBlocks(RewriterBase &rewriter,
                            llvm::MutableArrayRef<Region> regions) {
  bool changed = false;
  for (Region *region : collectRegions(regions)) {
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
  return success(changed);
}

LogicalResult assay::simplifyRegions(RewriterBase &rewriter,
                                     llvm::MutableArrayRef<Region> regions,
                                     bool mergeBlocks) {
  bool changed = succeeded(eraseUnreachableBlocks(rewriter, regions));
  changed |= succeeded(runRegionDCE(rewriter, regions));
  if (mergeBlocks)
    changed |= succeeded(mergeIdenticalBlocks(rewriter, regions));
  return success(changed);
}
