//===- Region.cpp - Lists of blocks ---------------------------------------===//
//
// Block list management, ancestry queries and cloning of regions.
//
//===----------------------------------------------------------------------===//
#include "ir/Region.h"

#include "ir/IRMapping.h"
#include "ir/Operation.h"

using namespace assay;

Region::~Region() {
  // Blocks may name each other as successors: drop all uses inside first.
  dropAllReferences();
  while (!blocks.empty()) {
    Block *b = &blocks.front();
    remove(b);
    delete b;
  }
}

Region *Region::getParentRegion() const {
  return owner ? owner->getParentRegion() : nullptr;
}

unsigned Region::getRegionNumber() const {
  assert(owner && "detached region has no number");
  return this - &owner->getRegion(0);
}

Context *Region::getContext() const {
  assert(owner && "detached region has no context");
  return owner->getContext();
}

Location Region::getLoc() const {
  assert(owner && "detached region has no location");
  return owner->getLoc();
}

void Region::insert(iterator pos, Block *block) {
  assert(!block->parent && "inserting a block that has a parent");
  blocks.insert(pos, *block);
  block->parent = this;
}

Block *Region::emplaceBlock() {
  Block *b = new Block();
  push_back(b);
  return b;
}

void Region::remove(Block *block) {
  assert(block->parent == this && "block is not in this region");
  blocks.remove(*block);
  block->parent = nullptr;
}

void Region::splice(iterator pos, Region &from, iterator first, iterator last) {
  if (&from != this)
    for (iterator it = first; it != last; ++it)
      it->parent = this;
  blocks.splice(pos, from.blocks, first, last);
}

void Region::takeBody(Region &other) {
  dropAllReferences();
  while (!blocks.empty()) {
    Block *b = &blocks.front();
    remove(b);
    delete b;
  }
  splice(end(), other, other.begin(), other.end());
}

bool Region::isAncestor(Region *other) const {
  for (Region *r = other; r; r = r->getParentRegion())
    if (r == this)
      return true;
  return false;
}

Operation *Region::findAncestorOpInRegion(Operation &op) {
  for (Operation *cur = &op; cur; cur = cur->getParentOp())
    if (cur->getParentRegion() == this)
      return cur;
  return nullptr;
}

Block *Region::findAncestorBlockInRegion(Block &block) {
  for (Block *cur = &block; cur;) {
    if (cur->getParent() == this)
      return cur;
    Operation *parentOp = cur->getParentOp();
    cur = parentOp ? parentOp->getBlock() : nullptr;
  }
  return nullptr;
}

void Region::cloneInto(Region *dest, iterator pos, IRMapping &mapper) const {
  auto &self = const_cast<Region &>(*this);
  if (self.empty())
    return;
  // Blocks and arguments first, so successors and forward uses map.
  llvm::SmallVector<Block *, 8> newBlocks;
  for (Block &b : self) {
    Block *nb = new Block();
    for (BlockArgument arg : b.getArguments())
      mapper.map(arg, nb->addArgument(arg.getType(), arg.getLoc()));
    mapper.map(&b, nb);
    newBlocks.push_back(nb);
  }
  // Clone the ops without remapping the operands that are not known yet;
  // Operation::clone finishes its own nested tree, and a final pass here
  // remaps what was defined later in this region.
  llvm::SmallVector<Operation *, 32> cloned;
  unsigned i = 0;
  for (Block &b : self) {
    Block *nb = newBlocks[i++];
    for (Operation &op : b) {
      Operation *copy = op.clone(mapper);
      nb->push_back(copy);
      cloned.push_back(copy);
    }
  }
  for (Block *nb : newBlocks)
    dest->insert(pos, nb);
  for (Operation *op : cloned)
    op->walk([&](Operation *nested) {
      for (OpOperand &operand : nested->getOpOperands())
        if (Value mapped = mapper.lookupOrNull(operand.get()))
          operand.set(mapped);
      for (BlockOperand &succ : nested->getBlockOperands())
        if (Block *mapped = mapper.lookupOrNull(succ.get()))
          succ.set(mapped);
    });
}

void Region::dropAllReferences() {
  for (Block &b : blocks)
    b.dropAllReferences();
}
