//===- ControlFlowInterfaces.h - How ops pass control and values --------===//
//
// Interfaces that let generic passes (region simplification, sccp, the
// inliner, loop-invariant code motion, control-flow sinking, dead value
// removal, dataflow over CFGs and regions) reason about ops they do not
// know. Each is a table of function pointers attached to an op's OpInfo by
// TypeID (`info.attachInterface(&table)`); a null entry means the op does
// not provide that piece. Ops attach them where they register.
//
// Operand ranges are `[first, first + count)` positions in the op's operand
// list, so an implementation over segments needs no allocation.
//
//  - BranchOpInterface: a terminator whose operands are forwarded to its
//    successor blocks' arguments (cf.br, cf.cond_br, cf.switch).
//  - RegionBranchOpInterface: an op whose regions run under its control
//    (scf.if, scf.for, scf.while, ...). Control enters some regions from the
//    op, moves between regions, and leaves to the op's results; each move
//    forwards values. A RegionSuccessor names where control goes: a region
//    of the op (its entry block's arguments [inputsBegin, +numInputs)
//    receive the values) or the op itself (its results [inputsBegin,
//    +numInputs) do).
//  - RegionBranchTerminatorInterface: the terminator of such a region (
//    scf.yield, scf.condition) and which of its operands go to a successor.
//  - LoopLikeOpInterface: an op whose regions repeat (scf.for, scf.while,
//    scf.parallel); values defined outside them are loop invariant.
//  - CallOpInterface / CallableOpInterface: calls and what they call.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_CONTROLFLOWINTERFACES_H
#define ASSAY_IR_CONTROLFLOWINTERFACES_H

#include "ir/Operation.h"
#include "ir/Region.h"
#include "llvm/ADT/SmallVector.h"
#include <utility>

namespace assay {
class Attribute;
class SymbolRefAttr;

/// A half-open range of an op's operand positions: [first, first + count).
using OperandPositions = std::pair<unsigned, unsigned>;

//===----------------------------------------------------------------------===//
// Branches between blocks
//===----------------------------------------------------------------------===//

/// Terminators that forward operands to their successors' arguments.
struct BranchOpInterface {
  /// The operands forwarded to successor `index`.
  OperandPositions (*getSuccessorOperands)(Operation *op,
                                           unsigned index) = nullptr;
  /// Erases forwarded operand `pos` (counted within the range) of successor
  /// `index`, keeping any segment bookkeeping right; when null, erasing the
  /// operand from the op's list is enough.
  void (*eraseSuccessorOperand)(Operation *op, unsigned index,
                                unsigned pos) = nullptr;
  /// The successor taken when the operands have the given constant values
  /// (null where unknown), or null if it cannot be told.
  Block *(*getSuccessorForOperands)(
      Operation *op, llvm::ArrayRef<Attribute> constOperands) = nullptr;
};

/// The branch interface of `op`, or null.
inline const BranchOpInterface *getBranchOpInterface(Operation *op) {
  const auto *iface = op->getName().getInterface<BranchOpInterface>();
  return iface && iface->getSuccessorOperands ? iface : nullptr;
}

/// The successor operands of a conditional branch laid out as `condition,
/// true operands, false operands` and sized by `operandSegmentSizes`
/// (cf.cond_br, llvm.cond_br), and the erasure of one of them.
OperandPositions getCondBranchSuccessorOperands(Operation *op, unsigned index);
void eraseCondBranchSuccessorOperand(Operation *op, unsigned index,
                                     unsigned pos);
/// The same for a switch laid out as `flag, default operands, case
/// operands...`, the cases sized by `case_operand_segments` (cf.switch,
/// llvm.switch).
OperandPositions getSwitchSuccessorOperands(Operation *op, unsigned index);
void eraseSwitchSuccessorOperand(Operation *op, unsigned index, unsigned pos);

//===----------------------------------------------------------------------===//
// Branches between regions
//===----------------------------------------------------------------------===//

/// Where control goes next: a region of the op, or back to the op.
struct RegionSuccessor {
  /// The region entered; null when control returns to the op's results.
  Region *region = nullptr;
  /// The values that receive the forwarded operands: the region's entry
  /// block arguments, or the op's results, [inputsBegin, +numInputs).
  unsigned inputsBegin = 0;
  unsigned numInputs = 0;

  bool isParent() const { return region == nullptr; }
  /// The receiving values (block arguments or results of `op`).
  llvm::SmallVector<Value, 4> getInputs(Operation *op) const {
    llvm::SmallVector<Value, 4> out;
    for (unsigned i = 0; i < numInputs; ++i)
      out.push_back(region ? Value(region->front().getArgument(inputsBegin + i))
                           : Value(op->getResult(inputsBegin + i)));
    return out;
  }
};

/// Ops whose regions run under their control.
struct RegionBranchOpInterface {
  /// Where control may go when the op starts executing, given the op's
  /// constant operands (null where unknown): every possibility unless the
  /// constants rule some out.
  void (*getEntrySuccessors)(
      Operation *op, llvm::ArrayRef<Attribute> constOperands,
      llvm::SmallVectorImpl<RegionSuccessor> &out) = nullptr;
  /// The op's operands forwarded to `successor` on entry.
  OperandPositions (*getEntrySuccessorOperands)(
      Operation *op, const RegionSuccessor &successor) = nullptr;
  /// Where control may go when region `regionIndex` reaches a terminator.
  void (*getSuccessorsFromRegion)(Operation *op, unsigned regionIndex,
                                  llvm::SmallVectorImpl<RegionSuccessor> &out) =
      nullptr;
};

/// The region branch interface of `op`, or null.
inline const RegionBranchOpInterface *
getRegionBranchOpInterface(Operation *op) {
  const auto *iface = op->getName().getInterface<RegionBranchOpInterface>();
  return iface && iface->getEntrySuccessors ? iface : nullptr;
}

/// Terminators of the regions of a RegionBranchOpInterface op.
struct RegionBranchTerminatorInterface {
  /// The operands forwarded to `successor`.
  OperandPositions (*getSuccessorOperands)(
      Operation *term, const RegionSuccessor &successor) = nullptr;
  /// Narrows the parent's successors from this terminator given its
  /// constant operands (null where unknown); null keeps them all.
  void (*filterSuccessors)(
      Operation *term, llvm::ArrayRef<Attribute> constOperands,
      llvm::SmallVectorImpl<RegionSuccessor> &succs) = nullptr;
};

/// The region terminator interface of `op`, or null.
inline const RegionBranchTerminatorInterface *
getRegionBranchTerminatorInterface(Operation *op) {
  const auto *iface =
      op->getName().getInterface<RegionBranchTerminatorInterface>();
  return iface && iface->getSuccessorOperands ? iface : nullptr;
}

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

/// Ops whose regions repeat.
struct LoopLikeOpInterface {
  /// The regions that form the loop body (and condition).
  llvm::SmallVector<Region *, 2> (*getLoopRegions)(Operation *op) = nullptr;
};

/// The loop interface of `op`, or null.
inline const LoopLikeOpInterface *getLoopLikeOpInterface(Operation *op) {
  const auto *iface = op->getName().getInterface<LoopLikeOpInterface>();
  return iface && iface->getLoopRegions ? iface : nullptr;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

/// Ops that call a symbol or a value.
struct CallOpInterface {
  /// The symbol called, or null for an indirect call.
  Attribute (*getCalleeSymbol)(Operation *op) = nullptr;
  /// The value called (indirect calls), or null.
  Value (*getCalleeValue)(Operation *op) = nullptr;
  /// The operands passed as arguments.
  OperandPositions (*getArgOperands)(Operation *op) = nullptr;
};

/// Ops that can be called: their body region takes the arguments.
struct CallableOpInterface {
  /// The body, or null for a declaration.
  Region *(*getCallableRegion)(Operation *op) = nullptr;
};

} // namespace assay

#endif // ASSAY_IR_CONTROLFLOWINTERFACES_H
