//===- Builder.cpp - Creating types, attributes and operations ------------===//
//
// Insertion and creation through OpBuilder, reported to its listener.
//
//===----------------------------------------------------------------------===//
#include "ir/Builder.h"

#include "ir/IRMapping.h"

using namespace assay;

IntegerType Builder::getIntegerType(unsigned width) {
  return IntegerType::get(context, width);
}

IntegerType Builder::getIntegerType(unsigned width, bool isSigned) {
  return IntegerType::get(
      context, width, isSigned ? IntegerType::Signed : IntegerType::Unsigned);
}

/// The context of a block: from its parent op, an argument or an op in it.
static Context *getBlockContext(Block *block) {
  if (Operation *parent = block->getParentOp())
    return parent->getContext();
  if (!block->args_empty())
    return block->getArgument(0).getType().getContext();
  assert(!block->empty() && "cannot find the context of an empty, detached "
                            "block without arguments");
  return block->front().getContext();
}

OpBuilder::OpBuilder(Block *block, Block::iterator point, Listener *listener)
    : OpBuilder(getBlockContext(block), listener) {
  setInsertionPoint(block, point);
}

void OpBuilder::setInsertionPointAfterValue(Value v) {
  if (Operation *op = v.getDefiningOp()) {
    setInsertionPointAfter(op);
    return;
  }
  setInsertionPointToStart(llvm::cast<BlockArgument>(v).getOwner());
}

Operation *OpBuilder::insert(Operation *op) {
  if (block) {
    block->insert(point, op);
    if (listener)
      listener->notifyOperationInserted(op);
  }
  return op;
}

Operation *OpBuilder::create(OperationState &state) {
  return insert(Operation::create(state));
}

Operation *OpBuilder::create(Location loc, llvm::StringRef name,
                             llvm::ArrayRef<Value> operands,
                             llvm::ArrayRef<Type> types,
                             llvm::ArrayRef<NamedAttribute> attributes) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addTypes(types);
  state.addAttributes(attributes);
  return create(state);
}

Block *OpBuilder::createBlock(Region *parent, Region::iterator pos,
                              llvm::ArrayRef<Type> argTypes,
                              llvm::ArrayRef<Location> locs) {
  assert(argTypes.size() == locs.size() && "one location per argument");
  Block *b = new Block();
  b->addArguments(argTypes, locs);
  parent->insert(pos, b);
  if (listener)
    listener->notifyBlockInserted(b);
  setInsertionPointToEnd(b);
  return b;
}

Block *OpBuilder::createBlock(Block *before, llvm::ArrayRef<Type> argTypes,
                              llvm::ArrayRef<Location> locs) {
  return createBlock(before->getParent(), Region::iterator(before), argTypes,
                     locs);
}

Operation *OpBuilder::clone(Operation &op, IRMapping &mapper) {
  return insert(op.clone(mapper));
}

Operation *OpBuilder::clone(Operation &op) {
  IRMapping mapper;
  return clone(op, mapper);
}
