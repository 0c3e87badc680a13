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

static constexpr llvm::StringLiteral kCaseSegments = "case_operand_segments";

/// The sizes stored in a segment property (none when absent or malformed).
static llvm::ArrayRef<int32_t> getSizes(Operation *op, llvm::StringRef name) {
  auto sizes =
      llvm::dyn_cast_or_null<DenseI32ArrayAttr>(op->getInherentAttr(name));
  return sizes ? sizes.asArrayRef() : llvm::ArrayRef<int32_t>();
}

/// Stores `value` as inherent attribute `name`: in the properties when the
/// op keeps them as a dictionary (or has none yet), else among the
/// discardable attributes where a generic form put it.
static void setInherentAttr(Operation *op, llvm::StringRef name,
                            Attribute value) {
  auto props = llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr());
  if (!props && (op->getPropertiesAttr() || op->getAttr(name))) {
    op->setAttr(name, value);
    return;
  }
  NamedAttrList list;
  if (props)
    list.assign(props.getValue());
  list.set(name, value);
  op->setPropertiesAttr(list.getDictionary(op->getContext()));
}

/// Decrements entry `index` of segment property `name` of `op`.
static void shrinkSegment(Operation *op, llvm::StringRef name, unsigned index) {
  llvm::SmallVector<int32_t, 4> sizes(getSizes(op, name));
  assert(index < sizes.size() && sizes[index] > 0 && "segment out of range");
  --sizes[index];
  setInherentAttr(op, name, DenseI32ArrayAttr::get(op->getContext(), sizes));
}

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

/// Operand groups: the condition, the true operands, the false operands.
static OperandPositions getCondBranchOperands(Operation *op, unsigned index) {
  assert(index < 2 && "cf.cond_br has two successors");
  llvm::ArrayRef<int32_t> sizes = getSizes(op, kOperandSegmentSizes);
  if (sizes.size() != 3)
    return {op->getNumOperands(), 0};
  unsigned first = unsigned(sizes[0]) + (index == 0 ? 0 : unsigned(sizes[1]));
  return {first, unsigned(sizes[1 + index])};
}

static void eraseCondBranchOperand(Operation *op, unsigned index,
                                   unsigned pos) {
  auto [first, count] = getCondBranchOperands(op, index);
  assert(pos < count && "erasing an operand the successor does not get");
  op->eraseOperand(first + pos);
  shrinkSegment(op, kOperandSegmentSizes, 1 + index);
}

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
    getCondBranchOperands, eraseCondBranchOperand, getCondBranchSuccessor};

void CondBranchOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kCondBranchInterface);
}

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//

/// Operand groups: the flag, the default operands, then every case's
/// operands one after the other (sized by `case_operand_segments`).
static OperandPositions getSwitchOperands(Operation *op, unsigned index) {
  llvm::ArrayRef<int32_t> sizes = getSizes(op, kOperandSegmentSizes);
  if (sizes.size() != 3)
    return {op->getNumOperands(), 0};
  unsigned first = unsigned(sizes[0]);
  if (index == 0)
    return {first, unsigned(sizes[1])};
  first += unsigned(sizes[1]);
  llvm::ArrayRef<int32_t> caseSizes = getSizes(op, kCaseSegments);
  if (index - 1 >= caseSizes.size())
    return {op->getNumOperands(), 0};
  for (unsigned i = 0; i + 1 < index; ++i)
    first += unsigned(caseSizes[i]);
  return {first, unsigned(caseSizes[index - 1])};
}

static void eraseSwitchOperand(Operation *op, unsigned index, unsigned pos) {
  auto [first, count] = getSwitchOperands(op, index);
  assert(pos < count && "erasing an operand the successor does not get");
  op->eraseOperand(first + pos);
  if (index == 0) {
    shrinkSegment(op, kOperandSegmentSizes, 1);
    return;
  }
  shrinkSegment(op, kOperandSegmentSizes, 2);
  shrinkSegment(op, kCaseSegments, index - 1);
}

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

static const BranchOpInterface kSwitchInterface = {
    getSwitchOperands, eraseSwitchOperand, getSwitchSuccessor};

void SwitchOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kSwitchInterface);
}
