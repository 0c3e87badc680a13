//===- Dominance.h - Dominance and post-dominance over nested regions -----===//
//
// DominanceInfo answers "does A dominate B" for ops, blocks and values that
// may sit in different, nested regions. Each region with more than one block
// gets a dominator tree (LLVM's generic one, over Assay blocks), built the
// first time a query needs it. Across regions, B is first replaced by its
// ancestor in A's region; an op dominates whatever is nested in the ops it
// dominates. Regions without SSA dominance (graph regions, and single-block
// regions of unregistered ops) let everything in a block dominate everything
// else in that block.
//
// Results are cached: after changing the control flow of a region, call
// invalidate().
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_DOMINANCE_H
#define ASSAY_IR_DOMINANCE_H

#include "ir/Region.h"
#include "ir/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/STLExtras.h"

namespace llvm {
template <class NodeT, bool IsPostDom> class DominatorTreeBase;
} // namespace llvm

namespace assay {
class BlockOperand;
}

//===----------------------------------------------------------------------===//
// Blocks and regions as graphs, for LLVM's graph algorithms: a block's
// successors are those of its last op, its predecessors the blocks whose
// last ops name it, a region's nodes its blocks, entry first. (Dereferencing
// the iterators needs ir/Operation.h.)
//===----------------------------------------------------------------------===//

namespace llvm {
template <> struct GraphTraits<assay::Block *> {
  using NodeRef = assay::Block *;
  using ChildIteratorType =
      mapped_iterator<assay::BlockOperand *,
                      assay::Block *(*)(assay::BlockOperand &)>;
  static NodeRef getEntryNode(NodeRef block) { return block; }
  static ChildIteratorType child_begin(NodeRef block);
  static ChildIteratorType child_end(NodeRef block);
};

template <> struct GraphTraits<Inverse<assay::Block *>> {
  using NodeRef = assay::Block *;
  using ChildIteratorType =
      mapped_iterator<assay::UseIterator<assay::BlockOperand>,
                      assay::Block *(*)(assay::BlockOperand &)>;
  static NodeRef getEntryNode(Inverse<assay::Block *> inverse) {
    return inverse.Graph;
  }
  static ChildIteratorType child_begin(NodeRef block);
  static ChildIteratorType child_end(NodeRef block);
};

template <>
struct GraphTraits<assay::Region *> : public GraphTraits<assay::Block *> {
  using nodes_iterator = mapped_iterator<assay::Region::iterator,
                                         assay::Block *(*)(assay::Block &)>;
  static NodeRef getEntryNode(assay::Region *region) {
    return &region->front();
  }
  static nodes_iterator nodes_begin(assay::Region *region);
  static nodes_iterator nodes_end(assay::Region *region);
  static unsigned size(assay::Region *region) { return region->getNumBlocks(); }
};
} // namespace llvm

namespace assay {
class Block;
class Operation;
class Region;

/// Whether values in `region` must dominate their uses: true for SSACFG
/// regions of registered ops, for multi-block regions of unregistered ops and
/// for detached regions.
bool hasSSADominance(Region *region);

namespace detail {
/// What dominance and post-dominance share: per-region trees built lazily.
template <bool IsPostDom> class DominanceInfoBase {
public:
  using DomTree = llvm::DominatorTreeBase<Block, IsPostDom>;

  DominanceInfoBase() = default;
  /// Kept for symmetry with other analyses: the root is not needed, trees
  /// are built on demand for whichever region a query touches.
  explicit DominanceInfoBase(Operation *root) {}
  ~DominanceInfoBase();
  DominanceInfoBase(const DominanceInfoBase &) = delete;
  DominanceInfoBase &operator=(const DominanceInfoBase &) = delete;

  /// Drops every cached tree.
  void invalidate();
  /// Drops the tree of `region`.
  void invalidate(Region *region);

  /// The tree of a region with more than one block (built if needed).
  DomTree &getDomTree(Region *region) const;
  /// Whether `block` is reachable from its region's entry (in the direction
  /// of this analysis).
  bool isReachableFromEntry(Block *block) const;
  /// The nearest block that (post-)dominates both, or null when they are in
  /// different regions.
  Block *findNearestCommonDominator(Block *a, Block *b) const;
  /// Whether values in `block` must dominate their uses.
  bool hasSSADominance(Block *block) const;

protected:
  /// Whether `a` properly (post-)dominates `b`; `b` is first replaced by its
  /// ancestor in `a`'s region.
  bool properlyDominatesBlocks(Block *a, Block *b) const;
  /// Op-level query; `enclosingOpOk` says whether an op counts as
  /// dominating the ops nested in it.
  bool properlyDominatesOps(Operation *a, Operation *b,
                            bool enclosingOpOk) const;

private:
  /// A region's tree, or null for a region with at most one block.
  DomTree *getTreeIfAny(Region *region) const;

  mutable llvm::DenseMap<Region *, DomTree *> trees;
};

extern template class DominanceInfoBase</*IsPostDom=*/false>;
extern template class DominanceInfoBase</*IsPostDom=*/true>;
} // namespace detail

/// Dominance over nested regions.
class DominanceInfo : public detail::DominanceInfoBase</*IsPostDom=*/false> {
public:
  using DominanceInfoBase::DominanceInfoBase;

  /// Whether `a` dominates `b` and is not `b`. With `enclosingOpOk`, an op
  /// properly dominates the ops nested in its regions.
  bool properlyDominates(Operation *a, Operation *b,
                         bool enclosingOpOk = true) const {
    return properlyDominatesOps(a, b, enclosingOpOk);
  }
  bool dominates(Operation *a, Operation *b) const {
    return a == b || properlyDominates(a, b);
  }
  /// Whether value `a` is available at `b`: a block argument is available in
  /// the blocks its block dominates; a result, where its op properly
  /// dominates (but not inside the op's own regions).
  bool properlyDominates(Value a, Operation *b) const;
  bool dominates(Value a, Operation *b) const {
    return a.getDefiningOp() == b || properlyDominates(a, b);
  }
  /// Block dominance; `b` may be nested in `a`'s region.
  bool properlyDominates(Block *a, Block *b) const {
    return properlyDominatesBlocks(a, b);
  }
  bool dominates(Block *a, Block *b) const {
    return a == b || properlyDominates(a, b);
  }
};

/// Post-dominance over nested regions.
class PostDominanceInfo : public detail::DominanceInfoBase</*IsPostDom=*/true> {
public:
  using DominanceInfoBase::DominanceInfoBase;

  /// Whether every path from `b` to its region's exits passes `a`, with
  /// `a` != `b`.
  bool properlyPostDominates(Operation *a, Operation *b) const {
    return properlyDominatesOps(a, b, /*enclosingOpOk=*/true);
  }
  bool postDominates(Operation *a, Operation *b) const {
    return a == b || properlyPostDominates(a, b);
  }
  bool properlyPostDominates(Block *a, Block *b) const {
    return properlyDominatesBlocks(a, b);
  }
  bool postDominates(Block *a, Block *b) const {
    return a == b || properlyPostDominates(a, b);
  }
};

} // namespace assay

#endif // ASSAY_IR_DOMINANCE_H
