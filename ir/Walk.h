//===- Walk.h - Iterative traversal of nested operations ------------------===//
//
// Walks visit an operation and everything nested in its regions, pre- or
// post-order, with an explicit stack: IR nested arbitrarily deep (fuzzers make
// such IR) never overflows the native stack. A callback may erase the op it
// is given in a post-order walk; in a pre-order walk it may skip the op's
// regions. WalkResult::interrupt() stops the walk.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_WALK_H
#define ASSAY_IR_WALK_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace assay {
class Operation;
class Region;
class Block;

/// When the callback runs relative to the nested ops.
enum class WalkOrder { PreOrder, PostOrder };

/// What a walk callback asks for next.
class WalkResult {
public:
  enum Kind { Advance, Interrupt, Skip };
  constexpr WalkResult(Kind k = Advance) : kind(k) {}

  static WalkResult advance() { return {Advance}; }
  static WalkResult interrupt() { return {Interrupt}; }
  /// Pre-order only: do not visit the nested ops.
  static WalkResult skip() { return {Skip}; }

  bool wasInterrupted() const { return kind == Interrupt; }
  bool wasSkipped() const { return kind == Skip; }
  bool operator==(WalkResult o) const { return kind == o.kind; }

private:
  Kind kind;
};

namespace detail {
/// Walks `root` and its nested ops.
WalkResult walkOperations(Operation *root,
                          llvm::function_ref<WalkResult(Operation *)> callback,
                          WalkOrder order);
/// Walks the ops nested in `region` (not its parent).
WalkResult walkOperations(Region &region,
                          llvm::function_ref<WalkResult(Operation *)> callback,
                          WalkOrder order);
/// Visits every block nested in `root`, pre-order.
void walkBlocks(Operation *root, llvm::function_ref<void(Block *)> callback);
} // namespace detail

} // namespace assay

#endif // ASSAY_IR_WALK_H
