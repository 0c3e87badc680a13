//===- SideEffects.cpp - What ops do to memory, and what may move ---------===//
#include "ir/SideEffects.h"
#include "ir/Block.h"
#include "ir/Region.h"

using namespace assay;

/// Appends the effects `op` has itself, not counting the ops nested in it;
/// false when they are unknown. A terminator without effect information
/// only transfers control; an op with RecursiveMemoryEffects and no
/// interface has only those of its nested ops.
static bool appendOwnEffects(Operation *op,
                             llvm::SmallVectorImpl<MemoryEffect> &effects) {
  if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
    return true;
  const auto *iface = op->getName().getInterface<MemoryEffectsInterface>();
  if (iface && iface->getEffects) {
    iface->getEffects(op, effects);
    return true;
  }
  return op->hasTrait(OpTrait::RecursiveMemoryEffects) ||
         op->hasTrait(OpTrait::Terminator);
}

/// Whether the effects of the ops nested in `op` are `op`'s own.
static bool hasNestedEffects(Operation *op) {
  return op->hasTrait(OpTrait::RecursiveMemoryEffects) &&
         !op->hasTrait(OpTrait::Pure) && !op->hasTrait(OpTrait::NoMemoryEffect);
}

std::optional<llvm::SmallVector<MemoryEffect, 4>>
assay::getEffectsRecursively(Operation *root) {
  llvm::SmallVector<MemoryEffect, 4> effects;
  llvm::SmallVector<Operation *, 8> worklist{root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!appendOwnEffects(op, effects))
      return std::nullopt;
    if (hasNestedEffects(op))
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            worklist.push_back(&nested);
  }
  return effects;
}

void assay::collectMemoryEffectFreeOps(Operation *root,
                                       llvm::DenseSet<Operation *> &free) {
  // Post-order: the ops nested in an op are decided before it.
  root->walk([&](Operation *op) {
    llvm::SmallVector<MemoryEffect, 4> effects;
    if (!appendOwnEffects(op, effects) || !effects.empty())
      return;
    if (hasNestedEffects(op))
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (Operation &nested : block)
            if (!free.contains(&nested))
              return;
    free.insert(op);
  });
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
