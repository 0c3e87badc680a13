//===- Value.cpp - SSA values ---------------------------------------------===//
//
// Queries on values and replacement of their uses.
//
//===----------------------------------------------------------------------===//
#include "ir/Value.h"

#include "ir/Operation.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

Operation *Value::getDefiningOp() const {
  if (auto result = llvm::dyn_cast<OpResult>(*this))
    return result.getOwner();
  return nullptr;
}

Block *Value::getParentBlock() const {
  if (Operation *op = getDefiningOp())
    return op->getBlock();
  return llvm::cast<BlockArgument>(*this).getOwner();
}

Region *Value::getParentRegion() const {
  if (Operation *op = getDefiningOp())
    return op->getParentRegion();
  return llvm::cast<BlockArgument>(*this).getOwner()->getParent();
}

Location Value::getLoc() const {
  if (Operation *op = getDefiningOp())
    return op->getLoc();
  return llvm::cast<BlockArgument>(*this).getLoc();
}

void Value::replaceAllUsesWith(Value v) const {
  assert(v != *this && "replacing a value by itself");
  while (OpOperand *use = impl->getFirstUse())
    use->set(v);
}

void Value::replaceAllUsesExcept(Value v, Operation *exception) const {
  replaceUsesWithIf(
      v, [&](OpOperand &use) { return use.getOwner() != exception; });
}

void Value::replaceUsesWithIf(
    Value v, llvm::function_ref<bool(OpOperand &)> shouldReplace) const {
  for (OpOperand *use = impl->getFirstUse(); use;) {
    OpOperand *next = use->getNextUse();
    if (shouldReplace(*use))
      use->set(v);
    use = next;
  }
}

void Value::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}
