//===- ControlFlowOps.h - The ops of the cf dialect -----------------------===//
//
// Typed views of the cf dialect's ops: the unstructured branches cf.br,
// cf.cond_br and cf.switch, and cf.assert. The branches carry their
// successor operands as operand segments (the `operandSegmentSizes` and, for
// cf.switch, `case_operand_segments` properties); the accessors below slice
// the operand list accordingly, for the interpreter and later passes.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_CF_CONTROLFLOWOPS_H
#define ASSAY_DIALECTS_CF_CONTROLFLOWOPS_H

#include "ir/OpDefinition.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace assay {
class DenseIntElementsAttr;
class OpBuilder;
class OperationState;

namespace cf {

/// `cf.br ^bb1(%a : i32)`.
class BranchOp : public Op<BranchOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cf.br"; }
  static void populateInfo(OpInfo &info);
  /// Attaches BranchOpInterface (ControlFlowInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);
  /// `cf.br ^dest(operands)`.
  static void build(OpBuilder &builder, OperationState &state, Block *dest,
                    llvm::ArrayRef<Value> operands = {});

  Block *getDest() { return state->getSuccessor(0); }
  OperandRange getDestOperands() { return state->getOperands(); }
};

/// `cf.cond_br %c, ^bb1(%a : i32), ^bb2`.
class CondBranchOp : public Op<CondBranchOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cf.cond_br"; }
  static void populateInfo(OpInfo &info);
  /// Attaches BranchOpInterface (ControlFlowInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);
  /// `cf.cond_br %condition, ^trueDest(trueOperands),
  /// ^falseDest(falseOperands)`.
  static void build(OpBuilder &builder, OperationState &state, Value condition,
                    Block *trueDest, llvm::ArrayRef<Value> trueOperands,
                    Block *falseDest, llvm::ArrayRef<Value> falseOperands);

  Value getCondition() { return state->getOperand(0); }
  Block *getTrueDest() { return state->getSuccessor(0); }
  Block *getFalseDest() { return state->getSuccessor(1); }
  /// The operands passed to the true and false destinations.
  OperandRange getTrueDestOperands();
  OperandRange getFalseDestOperands();
  /// The operands passed to successor `index` (0: true, 1: false).
  OperandRange getSuccessorOperands(unsigned index) {
    return index == 0 ? getTrueDestOperands() : getFalseDestOperands();
  }
};

/// `cf.switch %flag : i32, [ default: ^bb1, 42: ^bb2(%a : i32) ]`.
class SwitchOp : public Op<SwitchOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cf.switch"; }
  static void populateInfo(OpInfo &info);
  /// Attaches BranchOpInterface (ControlFlowInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);
  /// `cf.switch %flag`, going to `defaultDest` and, for `caseValues[i]` (at
  /// the flag's width), to `caseDests[i]` with `caseOperands[i]`.
  static void build(OpBuilder &builder, OperationState &state, Value flag,
                    Block *defaultDest, llvm::ArrayRef<Value> defaultOperands,
                    llvm::ArrayRef<llvm::APInt> caseValues,
                    llvm::ArrayRef<Block *> caseDests,
                    llvm::ArrayRef<llvm::ArrayRef<Value>> caseOperands);

  Value getFlag() { return state->getOperand(0); }
  Block *getDefaultDestination() { return state->getSuccessor(0); }
  OperandRange getDefaultOperands();
  /// The `case_values` property (null when there are no cases).
  DenseIntElementsAttr getCaseValuesAttr();
  /// The case values, in order, at the flag's width.
  llvm::SmallVector<llvm::APInt, 4> getCaseValues();
  unsigned getNumCases() { return state->getNumSuccessors() - 1; }
  Block *getCaseDestination(unsigned index) {
    return state->getSuccessor(index + 1);
  }
  /// The operands passed to case `index`.
  OperandRange getCaseOperands(unsigned index);
  /// The operands passed to successor `index` (0: default, then the cases).
  OperandRange getSuccessorOperands(unsigned index) {
    return index == 0 ? getDefaultOperands() : getCaseOperands(index - 1);
  }
};

/// `cf.assert %cond, "message"`: program execution stops with `message`
/// when %cond is false.
class AssertOp : public Op<AssertOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "cf.assert"; }
  static void populateInfo(OpInfo &info);
  /// `cf.assert %condition, "message"`.
  static void build(OpBuilder &builder, OperationState &state, Value condition,
                    llvm::StringRef message);

  Value getArg() { return state->getOperand(0); }
  /// The `msg` property (empty if malformed).
  llvm::StringRef getMsg();
};

/// Registers the cf ops in `dialect`.
void registerControlFlowOps(Dialect &dialect);

} // namespace cf
} // namespace assay

#endif // ASSAY_DIALECTS_CF_CONTROLFLOWOPS_H
