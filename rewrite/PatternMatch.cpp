//===- PatternMatch.cpp - Rewrite patterns and the rewriter ---------------===//
//
// The rewriter funnels every IR change through a handful of primitives that
// report to the listener: insertion (through OpBuilder), motion, in-place
// modification, replacement and erasure. Erasure reports nested ops before
// their parents and later ops before earlier ones, so that a listener sees
// users go before the values they use.
//
//===----------------------------------------------------------------------===//
#include "rewrite/PatternMatch.h"
#include "ir/Context.h"
#include "llvm/ADT/STLExtras.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// PatternBenefit and Pattern
//===----------------------------------------------------------------------===//

PatternBenefit::PatternBenefit(unsigned benefit) : value(benefit) {
  assert(benefit < kImpossible && "benefit too large to represent");
}

unsigned short PatternBenefit::getBenefit() const {
  assert(!isImpossibleToMatch() && "impossible benefit has no value");
  return value;
}

bool PatternBenefit::operator<(const PatternBenefit &o) const {
  if (isImpossibleToMatch())
    return !o.isImpossibleToMatch();
  if (o.isImpossibleToMatch())
    return false;
  return value < o.value;
}

static llvm::SmallVector<OperationName, 2>
internNames(Context *ctx, llvm::ArrayRef<llvm::StringRef> names) {
  llvm::SmallVector<OperationName, 2> out;
  for (llvm::StringRef name : names)
    out.push_back(ctx->getOperationName(name));
  return out;
}

Pattern::Pattern(llvm::StringRef rootName, PatternBenefit benefit, Context *ctx,
                 llvm::ArrayRef<llvm::StringRef> generatedNames)
    : rootKind(ctx->getOperationName(rootName)), benefit(benefit), context(ctx),
      generatedOps(internNames(ctx, generatedNames)) {}

Pattern::Pattern(MatchAnyOpTypeTag, PatternBenefit benefit, Context *ctx,
                 llvm::ArrayRef<llvm::StringRef> generatedNames)
    : benefit(benefit), context(ctx),
      generatedOps(internNames(ctx, generatedNames)) {}

Pattern::Pattern(std::optional<OperationName> root, PatternBenefit benefit,
                 Context *ctx, llvm::ArrayRef<llvm::StringRef> generatedNames)
    : rootKind(root), benefit(benefit), context(ctx),
      generatedOps(internNames(ctx, generatedNames)) {}

void Pattern::addDebugLabels(llvm::ArrayRef<llvm::StringRef> labels) {
  for (llvm::StringRef label : labels)
    debugLabels.push_back(label.str());
}

FunctionRewritePattern::FunctionRewritePattern(
    llvm::StringRef rootName, Fn fn, PatternBenefit benefit, Context *ctx,
    llvm::ArrayRef<llvm::StringRef> generatedNames)
    : RewritePattern(rootName.empty() ? std::optional<OperationName>()
                                      : ctx->getOperationName(rootName),
                     benefit, ctx, generatedNames),
      fn(std::move(fn)) {}

//===----------------------------------------------------------------------===//
// RewritePatternSet
//===----------------------------------------------------------------------===//

RewritePatternSet &RewritePatternSet::add(llvm::StringRef rootName,
                                          FunctionRewritePattern::Fn fn,
                                          PatternBenefit benefit,
                                          llvm::StringRef debugName) {
  auto pattern = std::make_unique<FunctionRewritePattern>(
      rootName, std::move(fn), benefit, context);
  pattern->setDebugName(debugName);
  patterns.push_back(std::move(pattern));
  return *this;
}

RewritePatternSet &RewritePatternSet::add(RewritePatternSet &&other) {
  for (auto &p : other.patterns)
    patterns.push_back(std::move(p));
  other.patterns.clear();
  return *this;
}

//===----------------------------------------------------------------------===//
// ForwardingListener
//===----------------------------------------------------------------------===//

using FL = RewriterBase::ForwardingListener;

void FL::notifyOperationInserted(Operation *op) {
  if (next)
    next->notifyOperationInserted(op);
}
void FL::notifyBlockInserted(Block *block) {
  if (next)
    next->notifyBlockInserted(block);
}
void FL::notifyOperationMoved(Operation *op, Block *oldBlock) {
  if (next)
    next->notifyOperationMoved(op, oldBlock);
}
void FL::notifyBlockMoved(Block *block, Region *oldRegion) {
  if (next)
    next->notifyBlockMoved(block, oldRegion);
}
void FL::notifyBlockErased(Block *block) {
  if (next)
    next->notifyBlockErased(block);
}
void FL::notifyOperationModified(Operation *op) {
  if (next)
    next->notifyOperationModified(op);
}
void FL::notifyOperationReplaced(Operation *op, llvm::ArrayRef<Value> values) {
  if (next)
    next->notifyOperationReplaced(op, values);
}
void FL::notifyOperationErased(Operation *op) {
  if (next)
    next->notifyOperationErased(op);
}
void FL::notifyPatternBegin(const Pattern &pattern, Operation *op) {
  if (next)
    next->notifyPatternBegin(pattern, op);
}
void FL::notifyPatternEnd(const Pattern &pattern, LogicalResult status) {
  if (next)
    next->notifyPatternEnd(pattern, status);
}
void FL::notifyMatchFailure(Location loc,
                            llvm::function_ref<void(Diagnostic &)> reason) {
  if (next)
    next->notifyMatchFailure(loc, reason);
}

//===----------------------------------------------------------------------===//
// RewriterBase: replacement
//===----------------------------------------------------------------------===//

void RewriterBase::replaceOp(Operation *op, llvm::ArrayRef<Value> values) {
  assert(op->getNumResults() == values.size() &&
         "replacement count must match the op's result count");
  replaceAllOpUsesWith(op, values);
  eraseOp(op);
}

void RewriterBase::replaceOp(Operation *op, Operation *newOp) {
  assert(op != newOp && "cannot replace an op with itself");
  llvm::SmallVector<Value, 4> values(newOp->getResults());
  replaceOp(op, values);
}

void RewriterBase::replaceAllUsesWith(Value from, Value to) {
  // Collect first: updating a use unlinks it from `from`'s list.
  llvm::SmallVector<OpOperand *, 8> uses;
  for (OpOperand &use : from.getUses())
    uses.push_back(&use);
  for (OpOperand *use : uses)
    modifyOpInPlace(use->getOwner(), [&] { use->set(to); });
}

void RewriterBase::replaceAllUsesWith(Block *from, Block *to) {
  llvm::SmallVector<BlockOperand *, 4> uses;
  for (BlockOperand &use : from->getUses())
    uses.push_back(&use);
  for (BlockOperand *use : uses)
    modifyOpInPlace(use->getOwner(), [&] { use->set(to); });
}

void RewriterBase::replaceAllOpUsesWith(Operation *from,
                                        llvm::ArrayRef<Value> to) {
  assert(from->getNumResults() == to.size() &&
         "replacement count must match the op's result count");
  if (rewriteListener)
    rewriteListener->notifyOperationReplaced(from, to);
  for (auto [result, value] : llvm::zip_equal(from->getResults(), to))
    if (result != value)
      replaceAllUsesWith(result, value);
}

void RewriterBase::replaceUsesWithIf(
    Value from, Value to, llvm::function_ref<bool(OpOperand &)> shouldReplace) {
  llvm::SmallVector<OpOperand *, 8> uses;
  for (OpOperand &use : from.getUses())
    if (shouldReplace(use))
      uses.push_back(&use);
  for (OpOperand *use : uses)
    modifyOpInPlace(use->getOwner(), [&] { use->set(to); });
}

void RewriterBase::replaceAllUsesExcept(Value from, Value to,
                                        Operation *exception) {
  replaceUsesWithIf(
      from, to, [&](OpOperand &use) { return use.getOwner() != exception; });
}

//===----------------------------------------------------------------------===//
// RewriterBase: erasure
//===----------------------------------------------------------------------===//

void RewriterBase::notifyNestedErased(llvm::ArrayRef<Region *> regions,
                                      llvm::ArrayRef<Block *> blocks) {
  // An explicit stack of (block, next op to visit from the back). Entering a
  // block visits its ops from the last; an op with regions is reported after
  // everything nested in it.
  struct Frame {
    Block *block;
    Operation *next;
    /// The op whose regions this frame walks (reported when the frame and
    /// its siblings are done), or null for the roots.
    Operation *owner;
    /// Whether this frame is the owner's last block still to walk.
    bool lastOfOwner;
  };
  llvm::SmallVector<Frame, 8> stack;
  auto pushRegionsOf = [&](Operation *owner, llvm::ArrayRef<Region *> rs,
                           llvm::ArrayRef<Block *> bs) {
    // Frames are popped last-in first-out: push the first region's first
    // block first so that the last block of the last region is walked first.
    llvm::SmallVector<Block *, 4> all;
    for (Region *r : rs)
      for (Block &b : *r)
        all.push_back(&b);
    all.append(bs.begin(), bs.end());
    for (auto [i, b] : llvm::enumerate(all))
      stack.push_back({b, b->empty() ? nullptr : &b->back(), owner, i == 0});
    return !all.empty();
  };
  pushRegionsOf(nullptr, regions, blocks);

  while (!stack.empty()) {
    Frame &top = stack.back();
    if (Operation *op = top.next) {
      top.next = op->getPrevNode();
      erasing.insert(op);
      llvm::SmallVector<Region *, 2> nested;
      for (Region &r : op->getRegions())
        nested.push_back(&r);
      if (!pushRegionsOf(op, nested, {}) && rewriteListener)
        rewriteListener->notifyOperationErased(op);
      continue;
    }
    Frame done = top;
    stack.pop_back();
    if (rewriteListener)
      rewriteListener->notifyBlockErased(done.block);
    if (done.owner && done.lastOfOwner && rewriteListener)
      rewriteListener->notifyOperationErased(done.owner);
  }
}

void RewriterBase::eraseOp(Operation *op) {
  assert(op->use_empty() && "erased op must have no uses");
  if (rewriteListener) {
    erasing.insert(op);
    llvm::SmallVector<Region *, 2> nested;
    for (Region &r : op->getRegions())
      nested.push_back(&r);
    notifyNestedErased(nested, {});
    rewriteListener->notifyOperationErased(op);
    erasing.clear();
  }
  op->erase();
}

void RewriterBase::eraseBlock(Block *block) {
  assert(block->use_empty() && "erased block must have no predecessors");
  if (rewriteListener) {
    notifyNestedErased({}, {block});
    erasing.clear();
  }
  // Drop the block's inner references first: its ops may use each other
  // across the order they are destroyed in.
  for (Operation &op : *block)
    op.dropAllReferences();
  block->erase();
}

//===----------------------------------------------------------------------===//
// RewriterBase: modification and motion
//===----------------------------------------------------------------------===//

void RewriterBase::finalizeOpModification(Operation *op) {
  if (rewriteListener)
    rewriteListener->notifyOperationModified(op);
}

void RewriterBase::inlineRegionBefore(Region &region, Region &parent,
                                      Region::iterator before) {
  while (!region.empty()) {
    Block *block = &region.front();
    moveBlockBefore(block, &parent, before);
  }
}

void RewriterBase::inlineRegionBefore(Region &region, Block *before) {
  inlineRegionBefore(region, *before->getParent(), Region::iterator(before));
}

void RewriterBase::inlineBlockBefore(Block *source, Block *dest,
                                     Block::iterator before,
                                     llvm::ArrayRef<Value> argValues) {
  assert(source->getNumArguments() == argValues.size() &&
         "one value per block argument");
  assert(source != dest && "cannot inline a block into itself");
  assert(source->hasNoPredecessors() &&
         "an inlined block must have no predecessors");
  for (auto [arg, value] : llvm::zip_equal(source->getArguments(), argValues))
    replaceAllUsesWith(arg, value);
  if (!rewriteListener) {
    dest->splice(before, source);
  } else {
    while (!source->empty())
      moveOpBefore(&source->front(), dest, before);
  }
  eraseBlock(source);
}

void RewriterBase::inlineBlockBefore(Block *source, Operation *op,
                                     llvm::ArrayRef<Value> argValues) {
  inlineBlockBefore(source, op->getBlock(), Block::iterator(op), argValues);
}

void RewriterBase::mergeBlocks(Block *source, Block *dest,
                               llvm::ArrayRef<Value> argValues) {
  inlineBlockBefore(source, dest, dest->end(), argValues);
}

Block *RewriterBase::splitBlock(Block *block, Block::iterator before) {
  if (!rewriteListener)
    return block->splitBlock(before);
  // Report the new block, then each op that moves into it.
  Block *tail = block->splitBlock(block->end());
  rewriteListener->notifyBlockInserted(tail);
  while (before != block->end()) {
    Operation *op = &*before;
    ++before;
    moveOpBefore(op, tail, tail->end());
  }
  return tail;
}

void RewriterBase::moveOpBefore(Operation *op, Operation *existingOp) {
  moveOpBefore(op, existingOp->getBlock(), Block::iterator(existingOp));
}

void RewriterBase::moveOpBefore(Operation *op, Block *block,
                                Block::iterator pos) {
  // A move to where the op already is changes nothing and is not reported:
  // listeners take every report as a change.
  if (op->getBlock() == block &&
      (pos == Block::iterator(op) || pos == std::next(Block::iterator(op))))
    return;
  Block *oldBlock = op->getBlock();
  op->moveBefore(block, pos);
  if (rewriteListener)
    rewriteListener->notifyOperationMoved(op, oldBlock);
}

void RewriterBase::moveOpAfter(Operation *op, Operation *existingOp) {
  moveOpBefore(op, existingOp->getBlock(),
               std::next(Block::iterator(existingOp)));
}

void RewriterBase::moveBlockBefore(Block *block, Block *anotherBlock) {
  moveBlockBefore(block, anotherBlock->getParent(),
                  Region::iterator(anotherBlock));
}

void RewriterBase::moveBlockBefore(Block *block, Region *region,
                                   Region::iterator pos) {
  if (block->getParent() == region &&
      (pos == Region::iterator(block) ||
       pos == std::next(Region::iterator(block))))
    return;
  Region *oldRegion = block->getParent();
  region->splice(pos, *oldRegion, Region::iterator(block),
                 std::next(Region::iterator(block)));
  if (rewriteListener)
    rewriteListener->notifyBlockMoved(block, oldRegion);
}

//===----------------------------------------------------------------------===//
// RewriterBase: match failures
//===----------------------------------------------------------------------===//

LogicalResult RewriterBase::notifyMatchFailure(Location loc,
                                               const llvm::Twine &reason) {
  if (rewriteListener)
    rewriteListener->notifyMatchFailure(
        loc, [&](Diagnostic &diag) { diag << reason; });
  return failure();
}

LogicalResult RewriterBase::notifyMatchFailure(
    Location loc, llvm::function_ref<void(Diagnostic &)> reason) {
  if (rewriteListener)
    rewriteListener->notifyMatchFailure(loc, reason);
  return failure();
}
