//===- Dominance.cpp - Dominance and post-dominance over nested regions ---===//
//
// Per-region dominator trees come from LLVM's generic dominator tree, over
// Assay blocks through the GraphTraits specialisations below: a block's
// successors are the successors of its last op, its predecessors the owners
// of its use list, and a region's nodes its blocks with the entry first.
//
//===----------------------------------------------------------------------===//

#include "ir/Dominance.h"

#include "llvm/Support/GenericDomTree.h"
#include "llvm/Support/GenericDomTreeConstruction.h"

#include "ir/Operation.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Blocks and regions as graphs
//===----------------------------------------------------------------------===//

namespace {
Block *getSuccessorBlock(BlockOperand &operand) { return operand.get(); }
Block *getPredecessorBlock(BlockOperand &operand) {
  return operand.getOwner()->getBlock();
}
Block *getBlockPointer(Block &block) { return &block; }

/// The successor uses of `block`: those of its last op.
llvm::MutableArrayRef<BlockOperand> getSuccessorOperands(Block *block) {
  if (block->empty())
    return {};
  return block->back().getBlockOperands();
}
} // namespace

using SuccTraits = llvm::GraphTraits<Block *>;
using PredTraits = llvm::GraphTraits<llvm::Inverse<Block *>>;
using RegionTraits = llvm::GraphTraits<Region *>;

SuccTraits::ChildIteratorType SuccTraits::child_begin(Block *block) {
  return {getSuccessorOperands(block).begin(), &getSuccessorBlock};
}
SuccTraits::ChildIteratorType SuccTraits::child_end(Block *block) {
  return {getSuccessorOperands(block).end(), &getSuccessorBlock};
}
PredTraits::ChildIteratorType PredTraits::child_begin(Block *block) {
  return {block->use_begin(), &getPredecessorBlock};
}
PredTraits::ChildIteratorType PredTraits::child_end(Block *block) {
  return {block->use_end(), &getPredecessorBlock};
}
RegionTraits::nodes_iterator RegionTraits::nodes_begin(Region *region) {
  return {region->begin(), &getBlockPointer};
}
RegionTraits::nodes_iterator RegionTraits::nodes_end(Region *region) {
  return {region->end(), &getBlockPointer};
}

//===----------------------------------------------------------------------===//
// Region kinds
//===----------------------------------------------------------------------===//

bool assay::hasSSADominance(Region *region) {
  Operation *owner = region->getParentOp();
  if (!owner)
    return true;
  // An unregistered op may hold a graph region; with one block we cannot
  // tell, so its values are not required to dominate. With several blocks
  // the region is a CFG.
  if (!owner->isRegistered())
    return !region->hasOneBlock();
  OpInfo *info = owner->getName().getInfo();
  if (!info->regionKind)
    return true;
  return info->regionKind(owner, region->getRegionNumber()) ==
         RegionKind::SSACFG;
}

//===----------------------------------------------------------------------===//
// DominanceInfoBase
//===----------------------------------------------------------------------===//

template <bool IsPostDom>
detail::DominanceInfoBase<IsPostDom>::~DominanceInfoBase() {
  invalidate();
}

template <bool IsPostDom>
void detail::DominanceInfoBase<IsPostDom>::invalidate() {
  for (auto &entry : trees)
    delete entry.second;
  trees.clear();
}

template <bool IsPostDom>
void detail::DominanceInfoBase<IsPostDom>::invalidate(Region *region) {
  auto it = trees.find(region);
  if (it == trees.end())
    return;
  delete it->second;
  trees.erase(it);
}

template <bool IsPostDom>
typename detail::DominanceInfoBase<IsPostDom>::DomTree *
detail::DominanceInfoBase<IsPostDom>::getTreeIfAny(Region *region) const {
  if (region->empty() || region->hasOneBlock())
    return nullptr;
  DomTree *&tree = trees[region];
  if (!tree) {
    tree = new DomTree();
    tree->recalculate(*region);
  }
  return tree;
}

template <bool IsPostDom>
typename detail::DominanceInfoBase<IsPostDom>::DomTree &
detail::DominanceInfoBase<IsPostDom>::getDomTree(Region *region) const {
  DomTree *tree = getTreeIfAny(region);
  assert(tree && "a dominator tree exists only for multi-block regions");
  return *tree;
}

template <bool IsPostDom>
bool detail::DominanceInfoBase<IsPostDom>::isReachableFromEntry(
    Block *block) const {
  Region *region = block->getParent();
  if (!region)
    return true;
  DomTree *tree = getTreeIfAny(region);
  return !tree || tree->isReachableFromEntry(block);
}

template <bool IsPostDom>
Block *detail::DominanceInfoBase<IsPostDom>::findNearestCommonDominator(
    Block *a, Block *b) const {
  if (!a || !b)
    return nullptr;
  if (a == b)
    return a;
  Region *region = a->getParent();
  if (!region || region != b->getParent())
    return nullptr;
  DomTree *tree = getTreeIfAny(region);
  if (!tree)
    return a;
  return tree->findNearestCommonDominator(a, b);
}

template <bool IsPostDom>
bool detail::DominanceInfoBase<IsPostDom>::hasSSADominance(Block *block) const {
  Region *region = block->getParent();
  return !region || assay::hasSSADominance(region);
}

template <bool IsPostDom>
bool detail::DominanceInfoBase<IsPostDom>::properlyDominatesBlocks(
    Block *a, Block *b) const {
  if (!a || !b || a == b)
    return false;
  Region *region = a->getParent();
  if (region != b->getParent()) {
    // Look at the ancestor of `b` in `a`'s region: `a` dominates what is
    // nested in the blocks it dominates, and properly dominates what is
    // nested in itself.
    b = region ? region->findAncestorBlockInRegion(*b) : nullptr;
    if (!b)
      return false;
    if (a == b)
      return true;
  }
  DomTree *tree = getTreeIfAny(region);
  if (!tree)
    return false;
  return tree->properlyDominates(a, b);
}

template <bool IsPostDom>
bool detail::DominanceInfoBase<IsPostDom>::properlyDominatesOps(
    Operation *a, Operation *b, bool enclosingOpOk) const {
  Block *aBlock = a->getBlock();
  Block *bBlock = b->getBlock();
  if (!aBlock || !bBlock)
    return false;
  // An op dominates itself only in a graph region, where order is moot.
  if (a == b)
    return !hasSSADominance(aBlock);
  Region *aRegion = aBlock->getParent();

  if (aBlock != bBlock) {
    // Compare `a` with the ancestor of `b` that sits in `a`'s region (or in
    // `a`'s block, when that block is detached, as the top level is while a
    // file is parsed).
    if (aRegion) {
      b = aRegion->findAncestorOpInRegion(*b);
    } else {
      while (b && b->getBlock() != aBlock)
        b = b->getParentOp();
    }
    if (!b)
      return false;
    if (b == a)
      return enclosingOpOk;
    bBlock = b->getBlock();
  }

  if (aBlock == bBlock) {
    if (!hasSSADominance(aBlock))
      return true;
    if constexpr (IsPostDom)
      return b->isBeforeInBlock(a);
    else
      return a->isBeforeInBlock(b);
  }

  DomTree *tree = getTreeIfAny(aRegion);
  if (!tree)
    return false;
  return tree->properlyDominates(aBlock, bBlock);
}

template class assay::detail::DominanceInfoBase</*IsPostDom=*/false>;
template class assay::detail::DominanceInfoBase</*IsPostDom=*/true>;

//===----------------------------------------------------------------------===//
// DominanceInfo
//===----------------------------------------------------------------------===//

bool DominanceInfo::properlyDominates(Value a, Operation *b) const {
  // A block argument is available everywhere in its block, so this is plain
  // (not proper) block dominance.
  if (auto arg = llvm::dyn_cast<BlockArgument>(a))
    return dominates(arg.getOwner(), b->getBlock());
  // A result is not available inside its own op's regions.
  return properlyDominatesOps(a.getDefiningOp(), b, /*enclosingOpOk=*/false);
}
