//===- Block.cpp - Basic blocks -------------------------------------------===//
//
// Argument management, op insertion with order indices, splitting, and the
// successor/predecessor queries of a block.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"

#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstring>
#include <memory>

using namespace assay;

/// Gap between consecutive order indices, so most insertions need no
/// renumbering.
static constexpr unsigned kOrderStride = 8;

// Blocks are many (one per label): the argument array's three words became
// two without growing the block.
static_assert(sizeof(Block) <= 72, "Block grew");

/// Frees an argument, which must be unused, back to `ctx`.
static void destroyArgument(BlockArgument arg, Context *ctx) {
  assert(arg.use_empty() && "destroying a block argument that has uses");
  // Without assertions, uses left behind become null operands (which the
  // verifier reports) rather than pointers to freed memory.
  detail::dropDanglingUses(*arg.getImpl());
  auto *impl = static_cast<detail::BlockArgumentImpl *>(arg.getImpl());
  impl->~BlockArgumentImpl();
#ifndef NDEBUG
  std::memset(static_cast<void *>(impl), detail::ValueImpl::kDestroyedByte,
              sizeof(detail::BlockArgumentImpl));
#endif
  ctx->deallocateOperationMemory(impl, sizeof(detail::BlockArgumentImpl));
}

Block::~Block() {
  // Ops may use each other and this block's arguments: drop every use held
  // inside first, then free the ops (each destroy is iterative).
  dropAllReferences();
  while (!operations.empty()) {
    Operation *op = &operations.front();
    remove(op);
    op->destroy();
  }
  if (arguments) {
    Context *ctx = arguments[0].getContext();
    for (BlockArgument arg : getArguments())
      destroyArgument(arg, ctx);
    ctx->deallocateOperationMemory(arguments,
                                   argumentCapacity * sizeof(BlockArgument));
  }
  assert(use_empty() && "destroying a block that is still a successor");
  // Without assertions, successor uses left behind become null.
  detail::dropDanglingUses(*this);
}

Block *Block::getNextNode() {
  if (!parent)
    return nullptr;
  auto it = std::next(Region::iterator(this));
  return it == parent->end() ? nullptr : &*it;
}

Block *Block::getPrevNode() {
  if (!parent)
    return nullptr;
  Region::iterator it(this);
  return it == parent->begin() ? nullptr : &*std::prev(it);
}

Operation *Block::getParentOp() const {
  return parent ? parent->getParentOp() : nullptr;
}

bool Block::isEntryBlock() const { return parent && &parent->front() == this; }

void Block::erase() {
  assert(parent && "erasing a detached block");
  parent->remove(this);
  delete this;
}

void Block::moveBefore(Block *other) {
  Region *dest = other->getParent();
  if (parent)
    parent->remove(this);
  dest->insert(Region::iterator(other), this);
}

//===----------------------------------------------------------------------===//
// Arguments
//===----------------------------------------------------------------------===//

void Block::setArgumentCapacity(unsigned capacity, Context *ctx) {
  assert(capacity >= numArguments && "argument array too small");
  auto *storage = static_cast<BlockArgument *>(
      ctx->allocateOperationMemory(capacity * sizeof(BlockArgument)));
  std::uninitialized_copy_n(arguments, numArguments, storage);
  if (arguments)
    ctx->deallocateOperationMemory(arguments,
                                   argumentCapacity * sizeof(BlockArgument));
  arguments = storage;
  argumentCapacity = capacity;
}

void Block::reserveArguments(unsigned count) {
  if (count <= argumentCapacity)
    return;
  // Without arguments there is no context yet: the first one allocates.
  if (!arguments) {
    argumentCapacity = count;
    return;
  }
  setArgumentCapacity(count, arguments[0].getContext());
}

BlockArgument Block::addArgument(Type type, Location loc) {
  return insertArgument(numArguments, type, loc);
}

void Block::addArguments(llvm::ArrayRef<Type> types,
                         llvm::ArrayRef<Location> locs) {
  assert(types.size() == locs.size() && "one location per argument");
  reserveArguments(numArguments + types.size());
  for (unsigned i = 0, e = types.size(); i < e; ++i)
    addArgument(types[i], locs[i]);
}

BlockArgument Block::insertArgument(unsigned index, Type type, Location loc) {
  assert(index <= numArguments && "argument index out of range");
  assert(type && "block argument without a type");
  Context *ctx = type.getContext();
  if (!arguments || numArguments == argumentCapacity)
    setArgumentCapacity(std::max({argumentCapacity, numArguments * 2, 1u}),
                        ctx);
  void *mem = ctx->allocateOperationMemory(sizeof(detail::BlockArgumentImpl));
  auto *impl = new (mem) detail::BlockArgumentImpl(type, this, index, loc);
  for (unsigned i = numArguments; i > index; --i) {
    arguments[i] = arguments[i - 1];
    arguments[i].getImpl()->setIndex(i);
  }
  arguments[index] = BlockArgument(impl);
  ++numArguments;
  return arguments[index];
}

void Block::eraseArgument(unsigned index) { eraseArguments(index, 1); }

void Block::eraseArguments(unsigned start, unsigned count) {
  assert(start + count <= numArguments && "argument range out of range");
  if (count == 0)
    return;
  Context *ctx = arguments[0].getContext();
  for (unsigned i = start; i < start + count; ++i)
    destroyArgument(arguments[i], ctx);
  for (unsigned i = start + count; i < numArguments; ++i) {
    arguments[i - count] = arguments[i];
    arguments[i - count].getImpl()->setIndex(i - count);
  }
  numArguments -= count;
  if (numArguments)
    return;
  // Keep "no arguments, no array": the context is known only through them.
  ctx->deallocateOperationMemory(arguments,
                                 argumentCapacity * sizeof(BlockArgument));
  arguments = nullptr;
  argumentCapacity = 0;
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

void Block::assignOrderIndex(Operation *op) {
  if (!orderValid)
    return;
  Operation *prev = op->getPrevNode();
  Operation *next = op->getNextNode();
  unsigned lo = prev ? prev->orderIndex : 0;
  if (!next) {
    if (lo > ~0u - kOrderStride) {
      orderValid = false;
      return;
    }
    op->orderIndex = lo + kOrderStride;
    return;
  }
  unsigned hi = next->orderIndex;
  if (hi - lo < 2) {
    orderValid = false;
    return;
  }
  op->orderIndex = lo + (hi - lo) / 2;
}

void Block::recomputeOpOrder() {
  unsigned index = 0;
  for (Operation &op : operations)
    op.orderIndex = (index += kOrderStride);
  orderValid = true;
}

void Block::insert(iterator pos, Operation *op) {
  assert(!op->block && "inserting an op that is already in a block");
  operations.insert(pos, *op);
  op->block = this;
  assignOrderIndex(op);
}

void Block::remove(Operation *op) {
  assert(op->block == this && "op is not in this block");
  operations.remove(*op);
  op->block = nullptr;
}

void Block::splice(iterator pos, Block *from, iterator first, iterator last) {
  if (first == last)
    return;
  if (from != this)
    for (iterator it = first; it != last; ++it)
      it->block = this;
  operations.splice(pos, from->operations, first, last);
  orderValid = false;
}

Operation *Block::getTerminator() {
  if (operations.empty())
    return nullptr;
  Operation &last = operations.back();
  if (last.hasTrait(OpTrait::Terminator) || !last.isRegistered())
    return &last;
  return nullptr;
}

bool Block::mightHaveTerminator() { return getTerminator() != nullptr; }

llvm::iterator_range<Block::iterator> Block::without_terminator() {
  if (!getTerminator())
    return {begin(), end()};
  return {begin(), std::prev(end())};
}

Block *Block::splitBlock(iterator pos) {
  Block *newBlock = new Block();
  parent->insert(std::next(Region::iterator(this)), newBlock);
  newBlock->splice(newBlock->end(), this, pos, end());
  return newBlock;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

Block *Block::getSinglePredecessor() const {
  BlockOperand *first = getFirstUse();
  if (!first)
    return nullptr;
  Block *pred = first->getOwner()->getBlock();
  for (BlockOperand *use = first->getNextUse(); use; use = use->getNextUse())
    if (use->getOwner()->getBlock() != pred)
      return nullptr;
  return pred;
}

unsigned Block::getNumSuccessors() {
  Operation *term = empty() ? nullptr : &back();
  return term ? term->getNumSuccessors() : 0;
}

Block *Block::getSuccessor(unsigned i) { return back().getSuccessor(i); }

llvm::SmallVector<Block *, 2> Block::getSuccessors() {
  if (empty())
    return {};
  return back().getSuccessors();
}

//===----------------------------------------------------------------------===//
// Misc
//===----------------------------------------------------------------------===//

void Block::dropAllReferences() {
  for (Operation &op : operations)
    op.dropAllReferences();
}

void Block::dropAllDefinedValueUses() {
  for (BlockArgument arg : getArguments())
    arg.dropAllUses();
  for (Operation &op : operations)
    op.walk([](Operation *nested) {
      nested->dropAllUses();
      for (Region &r : nested->getRegions())
        for (Block &b : r)
          for (BlockArgument arg : b.getArguments())
            arg.dropAllUses();
    });
  dropAllUses();
}

WalkResult Block::walk(llvm::function_ref<WalkResult(Operation *)> callback,
                       WalkOrder order) {
  for (auto it = begin(), e = end(); it != e;) {
    Operation &op = *it++;
    if (op.walk(callback, order).wasInterrupted())
      return WalkResult::interrupt();
  }
  return WalkResult::advance();
}

void Block::printAsOperand(llvm::raw_ostream &os, bool) {
  // Number the block by its position in its region, as the printer does for
  // a region printed on its own.
  unsigned index = 0;
  if (parent)
    for (Block &b : *parent) {
      if (&b == this)
        break;
      ++index;
    }
  os << "^bb" << index;
}
