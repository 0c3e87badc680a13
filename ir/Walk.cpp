//===- Walk.cpp - Iterative traversal of nested operations ----------------===//
//
// One explicit stack of frames, each remembering where it is in its op's
// regions; the next op is fetched before the current one is visited, so a
// post-order callback may erase the op it is given.
//
//===----------------------------------------------------------------------===//
#include "ir/Walk.h"

#include "ir/Operation.h"

using namespace assay;

namespace {
/// The cursor over the ops nested directly in one op's regions (or in one
/// region, when `op` is null).
struct Frame {
  Operation *op;
  Region *onlyRegion;
  unsigned regionIndex = 0;
  Block *block = nullptr;
  Operation *next = nullptr;
  bool started = false;

  unsigned getNumRegions() const {
    return onlyRegion ? 1 : op->getNumRegions();
  }
  Region &getRegion(unsigned i) const {
    return onlyRegion ? *onlyRegion : op->getRegion(i);
  }

  /// The next nested op to visit, or null when done.
  Operation *advance() {
    for (;;) {
      if (next) {
        Operation *cur = next;
        next = cur->getNextNode();
        return cur;
      }
      if (block)
        block = block->getNextNode();
      if (!block) {
        if (started)
          ++regionIndex;
        started = true;
        unsigned n = getNumRegions();
        while (regionIndex < n && getRegion(regionIndex).empty())
          ++regionIndex;
        if (regionIndex >= n)
          return nullptr;
        block = &getRegion(regionIndex).front();
      }
      next = block->empty() ? nullptr : &block->front();
    }
  }
};
} // namespace

static WalkResult walkFrom(Frame first,
                           llvm::function_ref<WalkResult(Operation *)> callback,
                           WalkOrder order) {
  llvm::SmallVector<Frame, 16> stack;
  stack.push_back(first);
  while (!stack.empty()) {
    Operation *child = stack.back().advance();
    if (child) {
      if (order == WalkOrder::PreOrder) {
        WalkResult r = callback(child);
        if (r.wasInterrupted())
          return r;
        if (r.wasSkipped())
          continue;
      }
      stack.push_back(Frame{child, nullptr});
      continue;
    }
    Operation *done = stack.back().op;
    stack.pop_back();
    if (order == WalkOrder::PostOrder && done && !stack.empty()) {
      if (callback(done).wasInterrupted())
        return WalkResult::interrupt();
    }
  }
  return WalkResult::advance();
}

WalkResult
detail::walkOperations(Operation *root,
                       llvm::function_ref<WalkResult(Operation *)> callback,
                       WalkOrder order) {
  if (order == WalkOrder::PreOrder) {
    WalkResult r = callback(root);
    if (r.wasInterrupted() || r.wasSkipped())
      return r.wasInterrupted() ? r : WalkResult::advance();
  }
  // The root's own frame is popped last; visit it after its nested ops.
  if (walkFrom(Frame{root, nullptr}, callback, order).wasInterrupted())
    return WalkResult::interrupt();
  if (order == WalkOrder::PostOrder)
    return callback(root).wasInterrupted() ? WalkResult::interrupt()
                                           : WalkResult::advance();
  return WalkResult::advance();
}

WalkResult
detail::walkOperations(Region &region,
                       llvm::function_ref<WalkResult(Operation *)> callback,
                       WalkOrder order) {
  return walkFrom(Frame{nullptr, &region}, callback, order);
}

void detail::walkBlocks(Operation *root,
                        llvm::function_ref<void(Block *)> callback) {
  walkOperations(
      root,
      [&](Operation *op) {
        for (Region &r : op->getRegions())
          for (Block &b : r)
            callback(&b);
        return WalkResult::advance();
      },
      WalkOrder::PreOrder);
}
