//===- SideEffects.cpp - What ops do to memory, and what may move ---------===//
#include "ir/SideEffects.h"
#include "ir/Block.h"
#include "ir/Region.h"

using namespace assay;

std::optional<llvm::SmallVector<MemoryEffect, 4>>
assay::getEffectsRecursively(Operation *root) {
  llvm::SmallVector<MemoryEffect, 4> effects;
  llvm::SmallVector<Operation *, 8> worklist{root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
      continue;
    bool recursive = op->hasTrait(OpTrait::RecursiveMemoryEffects);
    const auto *iface = op->getName().getInterface<MemoryEffectsInterface>();
    if (iface && iface->getEffects)
      iface->getEffects(op, effects);
    else if (!recursive && !op->hasTrait(OpTrait::Terminator))
      return std::nullopt; // unknown effects
    // A terminator without effect information only transfers control.
    if (recursive)
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            worklist.push_back(&nested);
  }
  return effects;
}

bool assay::isMemoryEffectFree(Operation *op) {
  if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
    return true;
  auto effects = getEffectsRecursively(op);
  return effects && effects->empty();
}

bool assay::isSpeculatable(Operation *op) {
  if (op->hasTrait(OpTrait::Pure))
    return true;
  const auto *iface =
      op->getName().getInterface<ConditionallySpeculatableInterface>();
  return iface && iface->isSpeculatable && iface->isSpeculatable(op);
}

bool assay::wouldOpBeTriviallyDead(Operation *op) {
  if (op->hasTrait(OpTrait::Terminator) || op->hasTrait(OpTrait::Symbol))
    return false;
  auto effects = getEffectsRecursively(op);
  if (!effects)
    return false;
  for (const MemoryEffect &effect : *effects) {
    if (effect.kind == EffectKind::Read)
      continue;
    if (effect.kind == EffectKind::Allocate && effect.value &&
        effect.value.getDefiningOp() == op)
      continue;
    return false;
  }
  return true;
}

bool assay::isOpTriviallyDead(Operation *op) {
  return op->use_empty() && wouldOpBeTriviallyDead(op);
}
