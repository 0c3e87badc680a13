//===- SideEffects.h - What ops do to memory, and what may move -----------===//
//
// Generic passes decide from this file whether an op may be erased when its
// results are unused, merged with an equal op, or executed where it was not
// (hoisted out of a loop, sunk into a branch):
//
//  - the traits Pure (no effects, speculatable), NoMemoryEffect (no effects,
//    may raise undefined behaviour) and RecursiveMemoryEffects (the effects
//    of the ops nested in its regions);
//  - MemoryEffectsInterface, attached to an op's OpInfo: the op's effects,
//    each on a value (a memref) or on unknown memory;
//  - ConditionallySpeculatableInterface: a NoMemoryEffect op that may still
//    be speculated when its operands rule its undefined behaviour out.
//
// An op with none of these has unknown effects: it is never erased, merged
// or moved by a generic pass.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_SIDEEFFECTS_H
#define ASSAY_IR_SIDEEFFECTS_H

#include "ir/Operation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace assay {

/// What an op does to memory.
enum class EffectKind : uint8_t { Read, Write, Allocate, Free };

struct MemoryEffect {
  EffectKind kind;
  /// The memref affected; null for memory the op cannot name.
  Value value;
};

/// Ops with memory effects they can describe.
struct MemoryEffectsInterface {
  void (*getEffects)(Operation *op,
                     llvm::SmallVectorImpl<MemoryEffect> &effects) = nullptr;
};

/// The effects of `op` and, for RecursiveMemoryEffects ops, of every op
/// nested in it; std::nullopt when some effect is unknown.
std::optional<llvm::SmallVector<MemoryEffect, 4>>
getEffectsRecursively(Operation *op);

/// Whether `op` (with everything nested in it, for RecursiveMemoryEffects
/// ops) has no memory effects.
bool isMemoryEffectFree(Operation *op);

/// Adds to `free` every op nested in `root` (`root` included) that
/// isMemoryEffectFree, deciding each op once, from its nested ops: linear in
/// the size of `root`, where asking isMemoryEffectFree of every op costs the
/// size times the nesting depth.
void collectMemoryEffectFreeOps(Operation *root,
                                llvm::DenseSet<Operation *> &free);

/// Ops that may be speculated for some operands only: a NoMemoryEffect op
/// whose undefined behaviour the operands can rule out (`memref.dim` with a
/// constant index within the rank). Attached to the op's OpInfo.
struct ConditionallySpeculatableInterface {
  bool (*isSpeculatable)(Operation *op) = nullptr;
};

/// Whether `op` may be executed where its original position would not run
/// it: it is Pure, or its ConditionallySpeculatableInterface says so for
/// these operands. (RecursiveMemoryEffects ops and other NoMemoryEffect ops
/// are not: a loop might not terminate, a division might divide by zero.)
bool isSpeculatable(Operation *op);

/// Whether `op` could be erased if its results were unused: not a
/// terminator or a symbol, and its only effects are reads or allocations of
/// its own results.
bool wouldOpBeTriviallyDead(Operation *op);
/// Whether `op` is unused and would be trivially dead.
bool isOpTriviallyDead(Operation *op);

} // namespace assay

#endif // ASSAY_IR_SIDEEFFECTS_H
