//===- LoopInvariantCodeMotion.cpp - Hoist invariant ops out of loops -----===//
//
// `loop-invariant-code-motion` moves ops out of the loop regions of every
// LoopLikeOpInterface op, innermost loops first, so an op hoisted out of an
// inner loop may then leave the outer one. An op moves to just before its
// loop when it is not a terminator, every value it (or an op nested in it)
// uses comes from outside the loop, it has no memory effects, and it may run
// where the loop would not have run it (speculation: the loop may run zero
// times). The ops of each loop region are visited in order, and the users of
// a hoisted op are visited again, as mlir-opt does, so the hoisted ops keep
// their relative order.
//
// Speculation follows mlir-opt 19 where Assay's semantics allow it:
//  - Pure ops move, except the index dialect's divisions and remainders,
//    which raise undefined behaviour on a zero divisor (mlir-opt never moves
//    them);
//  - the arith divisions and remainders (NoMemoryEffect, undefined on a zero
//    divisor) move when the divisor is a constant that rules undefined
//    behaviour out: non-zero, and for the signed divisions other than
//    `remsi`, not -1. mlir-opt 19 moves `floordivsi`, `remsi` and `remui`
//    whatever the divisor; Assay does not (docs/passes.md);
//  - ops with a ConditionallySpeculatableInterface move when it says their
//    operands rule undefined behaviour out (`memref.dim` of a ranked memref
//    with a constant index within the rank, as in mlir-opt 19);
//  - an `scf.for` with a constant step of 1 moves when every op in its body
//    may itself move: such a loop always terminates. Other ops with regions
//    stay.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SideEffects.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/transforms/Passes.h"
#include "llvm/ADT/StringSwitch.h"
#include <deque>

using namespace assay;

namespace {
/// What a division needs of a constant divisor to be free of undefined
/// behaviour.
enum class DivisorRule { None, NonZero, NonZeroNotMinusOne };
} // namespace

/// The rule for the arith divisions and remainders; None for other ops.
static DivisorRule getDivisorRule(llvm::StringRef name) {
  return llvm::StringSwitch<DivisorRule>(name)
      .Cases("arith.divui", "arith.ceildivui", "arith.remui", "arith.remsi",
             DivisorRule::NonZero)
      .Cases("arith.divsi", "arith.ceildivsi", "arith.floordivsi",
             DivisorRule::NonZeroNotMinusOne)
      .Default(DivisorRule::None);
}

/// Whether `name` is an index division or remainder: undefined on a zero
/// divisor, so never speculated.
static bool isIndexDivision(llvm::StringRef name) {
  return llvm::StringSwitch<bool>(name)
      .Cases("index.divs", "index.divu", "index.ceildivs", "index.ceildivu",
             "index.floordivs", "index.rems", "index.remu", true)
      .Default(false);
}

/// The integer value of `v` when it is a scalar integer constant or a
/// splat of one.
static std::optional<llvm::APInt> getConstantInt(Value v) {
  Attribute value;
  if (!matchConstant(v, &value))
    return std::nullopt;
  if (auto intAttr = llvm::dyn_cast<IntegerAttr>(value))
    return intAttr.getValue();
  if (auto splat = llvm::dyn_cast<DenseElementsAttr>(value))
    if (splat.isSplat() && llvm::isa<IntegerType>(splat.getElementType()))
      return splat.getSplatValue<llvm::APInt>();
  return std::nullopt;
}

/// Whether the division `op` cannot raise undefined behaviour by `rule`.
static bool hasSafeDivisor(Operation *op, DivisorRule rule) {
  if (op->getNumOperands() != 2)
    return false;
  std::optional<llvm::APInt> divisor = getConstantInt(op->getOperand(1));
  if (!divisor || divisor->isZero())
    return false;
  return rule == DivisorRule::NonZero || !divisor->isAllOnes();
}

/// Whether `op` is an `scf.for` with a constant step of 1.
static bool isUnitStepFor(Operation *op) {
  if (op->getName().getStringRef() != "scf.for" || op->getNumOperands() < 3)
    return false;
  std::optional<llvm::APInt> step = getConstantInt(op->getOperand(2));
  return step && step->isOne();
}

/// Whether `root` and everything nested in it may run where `root` would
/// not have run.
static bool isSpeculatableForHoisting(Operation *root) {
  llvm::SmallVector<Operation *, 8> worklist{root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    llvm::StringRef name = op->getName().getStringRef();
    if (op->hasTrait(OpTrait::Pure)) {
      if (isIndexDivision(name))
        return false;
      continue;
    }
    // An op whose operands rule out its undefined behaviour
    // (ConditionallySpeculatableInterface: `memref.dim` with a constant
    // index within the rank).
    if (isSpeculatable(op))
      continue;
    if (DivisorRule rule = getDivisorRule(name); rule != DivisorRule::None) {
      if (!hasSafeDivisor(op, rule))
        return false;
      continue;
    }
    if (!isUnitStepFor(op))
      return false;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          worklist.push_back(&nested);
  }
  return true;
}

/// Whether `value` is defined outside `loop` (not in any of its regions).
static bool isDefinedOutsideOfLoop(Value value, Operation *loop) {
  Region *region = value.getParentRegion();
  return !region || !loop->isAncestor(region->getParentOp());
}

/// Whether every value used by `op` or by an op nested in it comes from
/// outside `loop` or from within `op` itself.
static bool usesOnlyInvariantValues(Operation *op, Operation *loop) {
  llvm::SmallVector<Operation *, 8> worklist{op};
  while (!worklist.empty()) {
    Operation *current = worklist.pop_back_val();
    for (Value operand : current->getOperands()) {
      Region *region = operand.getParentRegion();
      if (current != op && region && op->isAncestor(region->getParentOp()))
        continue;
      if (!isDefinedOutsideOfLoop(operand, loop))
        return false;
    }
    for (Region &region : current->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          worklist.push_back(&nested);
  }
  return true;
}

/// Whether `op` may move out of `loop`.
static bool canHoist(Operation *op, Operation *loop) {
  if (op->hasTrait(OpTrait::Terminator))
    return false;
  return isMemoryEffectFree(op) && isSpeculatableForHoisting(op) &&
         usesOnlyInvariantValues(op, loop);
}

/// Hoists the invariant ops of `loop`'s loop regions; returns how many
/// moved.
static size_t hoistInvariantOps(Operation *loop,
                                const LoopLikeOpInterface &iface) {
  size_t numMoved = 0;
  for (Region *region : iface.getLoopRegions(loop)) {
    std::deque<Operation *> queue;
    for (Block &block : *region)
      for (Operation &op : block)
        queue.push_back(&op);
    while (!queue.empty()) {
      Operation *op = queue.front();
      queue.pop_front();
      // An op queued again after it was hoisted has nothing more to do.
      if (op->getParentRegion() != region || !canHoist(op, loop))
        continue;
      op->moveBefore(loop);
      ++numMoved;
      // Users at the top level of the region may now be invariant too.
      for (Operation *user : op->getUsers())
        if (user->getParentRegion() == region)
          queue.push_back(user);
    }
  }
  return numMoved;
}

namespace {
struct LoopInvariantCodeMotionPass
    : PassWrapper<LoopInvariantCodeMotionPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "LoopInvariantCodeMotion"; }
  llvm::StringRef getArgument() const override {
    return "loop-invariant-code-motion";
  }
  llvm::StringRef getDescription() const override {
    return "Hoist loop invariant instructions outside of the loop";
  }

  void runOnOperation() override {
    // Innermost loops first: a post-order walk lists a loop after the loops
    // nested in it. Hoisting never creates or erases loops, so the list
    // stays valid.
    llvm::SmallVector<std::pair<Operation *, const LoopLikeOpInterface *>, 8>
        loops;
    getOperation()->walk([&](Operation *op) {
      if (const LoopLikeOpInterface *iface = getLoopLikeOpInterface(op))
        loops.push_back({op, iface});
    });
    size_t numMoved = 0;
    for (auto [loop, iface] : loops)
      numMoved += hoistInvariantOps(loop, *iface);
    if (!numMoved)
      markAllAnalysesPreserved();
  }
};
} // namespace

void assay::registerLoopInvariantCodeMotionPass() {
  registerPass([] { return std::make_unique<LoopInvariantCodeMotionPass>(); });
}
