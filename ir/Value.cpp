//===- Value.cpp - SSA values ---------------------------------------------===//
//
// Queries on values and replacement of their uses.
//
//===----------------------------------------------------------------------===//
#include "ir/Value.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Location.h"
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

void detail::BlockArgumentImpl::setDeferredFileLineColLoc(StringAttr filename,
                                                          unsigned line,
                                                          unsigned column) {
  Context *ctx = getType().getContext();
  if (std::optional<uintptr_t> bits =
          ctx->encodeDeferredFileLineColLoc(filename, line, column))
    locBits = *bits;
  else
    setLoc(FileLineColLoc::get(filename, line, column));
}

Location detail::BlockArgumentImpl::materializeLoc(uintptr_t bits) const {
  Location loc = getType().getContext()->decodeDeferredFileLineColLoc(bits);
  // Threads racing here store the same uniqued location.
  __atomic_store_n(&locBits,
                   reinterpret_cast<uintptr_t>(loc.getAsOpaquePointer()),
                   __ATOMIC_RELAXED);
  return loc;
}

void BlockArgument::setDeferredFileLineColLoc(StringAttr filename,
                                              unsigned line, unsigned column) {
  getArgImpl()->setDeferredFileLineColLoc(filename, line, column);
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

/// See getNumDroppedDanglingUses.
static thread_local uint64_t numDroppedDanglingUses = 0;

uint64_t assay::getNumDroppedDanglingUses() { return numDroppedDanglingUses; }

void detail::countDroppedDanglingUses() { ++numDroppedDanglingUses; }

void Value::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}
