//===- ControlFlowInterfaces.cpp - BranchOpInterface on the cf branches ---===//
//
// How generic passes see cf.br, cf.cond_br and cf.switch: which operands
// each successor receives (cut out of the operand list by the
// `operandSegmentSizes` and `case_operand_segments` properties), how one of
// them is erased with the segments kept right, and which successor is taken
// when the condition or flag is a known constant.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/ControlFlowOps.h"

#include "ir/BuiltinAttributes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"

using namespace assay;
using namespace assay::cf;

/// The integer value of a constant operand, or none.
static std::optional<llvm::APInt> getConstantInt(Attribute attr) {
  if (auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return intAttr.getValue();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// cf.br
//===----------------------------------------------------------------------===//

static OperandPositions getBranchOperands(Operation *op, unsigned index) {
  assert(index == 0 && "cf.br has one successor");
  return {0, op->getNumOperands()};
}

static Block *getBranchSuccessor(Operation *op, llvm::ArrayRef<Attribute>) {
  return op->getSuccessor(0);
}

static const BranchOpInterface kBranchInterface = {
    getBranchOperands, /*eraseSuccessorOperand=*/nullptr, getBranchSuccessor};

void BranchOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kBranchInterface);
}

//===----------------------------------------------------------------------===//
// cf.cond_br
//===----------------------------------------------------------------------===//

static Block *getCondBranchSuccessor(Operation *op,
                                     llvm::ArrayRef<Attribute> constOperands) {
  if (constOperands.empty())
    return nullptr;
  std::optional<llvm::APInt> condition = getConstantInt(constOperands[0]);
  if (!condition)
    return nullptr;
  return op->getSuccessor(condition->isZero() ? 1 : 0);
}

static const BranchOpInterface kCondBranchInterface = {
    getCondBranchSuccessorOperands, eraseCondBranchSuccessorOperand,
    getCondBranchSuccessor};

void CondBranchOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kCondBranchInterface);
}

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//

static Block *getSwitchSuccessor(Operation *op,
                                 llvm::ArrayRef<Attribute> constOperands) {
  if (constOperands.empty())
    return nullptr;
  std::optional<llvm::APInt> flag = getConstantInt(constOperands[0]);
  if (!flag)
    return nullptr;
  SwitchOp switchOp(op);
  llvm::SmallVector<llvm::APInt, 4> values = switchOp.getCaseValues();
  for (unsigned i = 0, e = values.size(); i < e; ++i)
    if (values[i].getBitWidth() == flag->getBitWidth() && values[i] == *flag)
      return switchOp.getCaseDestination(i);
  return switchOp.getDefaultDestination();
}

static const BranchOpInterface kSwitchInterface = {getSwitchSuccessorOperands,
                                                   eraseSwitchSuccessorOperand,
                                                   getSwitchSuccessor};

void SwitchOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kSwitchInterface);
}
