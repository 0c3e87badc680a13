//===- Region.h - A list of blocks owned by an operation ------------------===//
//
// A Region is an intrusive list of blocks, stored inline in its parent
// operation's allocation. Blocks are added and removed through the Region so
// that their parent links stay right.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_REGION_H
#define ASSAY_IR_REGION_H

#include "ir/Block.h"
#include "llvm/ADT/simple_ilist.h"

namespace assay {
class IRMapping;
class Operation;

/// A list of blocks.
class Region {
public:
  using BlockListType = llvm::simple_ilist<Block>;
  using iterator = BlockListType::iterator;
  using reverse_iterator = BlockListType::reverse_iterator;

  explicit Region(Operation *owner = nullptr) : owner(owner) {}
  /// Deletes every block.
  ~Region();
  Region(const Region &) = delete;
  Region &operator=(const Region &) = delete;

  /// The op owning this region (null for a detached region).
  Operation *getParentOp() const { return owner; }
  /// The region containing the parent op, or null.
  Region *getParentRegion() const;
  /// This region's index in its parent op.
  unsigned getRegionNumber() const;
  Context *getContext() const;
  Location getLoc() const;

  BlockListType &getBlocks() { return blocks; }
  iterator begin() { return blocks.begin(); }
  iterator end() { return blocks.end(); }
  reverse_iterator rbegin() { return blocks.rbegin(); }
  reverse_iterator rend() { return blocks.rend(); }
  bool empty() const { return blocks.empty(); }
  Block &front() { return blocks.front(); }
  Block &back() { return blocks.back(); }
  bool hasOneBlock() const {
    return !blocks.empty() && std::next(blocks.begin()) == blocks.end();
  }
  size_t getNumBlocks() const { return blocks.size(); }

  /// Inserts a detached block before `pos`; the region owns it.
  void insert(iterator pos, Block *block);
  void push_back(Block *block) { insert(end(), block); }
  void push_front(Block *block) { insert(begin(), block); }
  /// Creates an empty block at the end.
  Block *emplaceBlock();
  /// Unlinks `block` (the caller owns it now).
  void remove(Block *block);
  /// Moves [first, last) of `from` before `pos`.
  void splice(iterator pos, Region &from, iterator first, iterator last);
  /// Replaces this region's blocks by `other`'s (this region's are deleted).
  void takeBody(Region &other);

  /// Whether `other` is this region or nested in it.
  bool isAncestor(Region *other) const;
  bool isProperAncestor(Region *other) const {
    return this != other && isAncestor(other);
  }
  /// The ancestor of `op` that is directly in this region, or null.
  Operation *findAncestorOpInRegion(Operation &op);
  /// The ancestor of `block` that is directly in this region, or null.
  Block *findAncestorBlockInRegion(Block &block);

  /// Clones the blocks into `dest` before `pos`, mapping values and blocks.
  void cloneInto(Region *dest, iterator pos, IRMapping &mapper) const;
  void cloneInto(Region *dest, IRMapping &mapper) const {
    cloneInto(dest, dest->end(), mapper);
  }

  /// Drops every use held by the ops nested here.
  void dropAllReferences();

  WalkResult walk(llvm::function_ref<WalkResult(Operation *)> callback,
                  WalkOrder order = WalkOrder::PostOrder) {
    return detail::walkOperations(*this, callback, order);
  }

private:
  friend class Operation;
  Operation *owner;
  BlockListType blocks;
};

} // namespace assay

#endif // ASSAY_IR_REGION_H
