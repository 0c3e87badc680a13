//===- ControlFlowInterfaces.cpp - Branch operands kept in segments -------===//
//
// The successor operands of conditional branches and switches that keep
// them in segments (`operandSegmentSizes`, `case_operand_segments`), shared
// by cf.cond_br/cf.switch and llvm.cond_br/llvm.switch, whose layouts are
// the same: which operands each successor receives, and how one is erased
// with the segments kept right.
//
//===----------------------------------------------------------------------===//
#include "ir/ControlFlowInterfaces.h"

#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"

using namespace assay;

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

/// Operand groups: the condition, the true operands, the false operands.
OperandPositions assay::getCondBranchSuccessorOperands(Operation *op,
                                                       unsigned index) {
  assert(index < 2 && "a conditional branch has two successors");
  llvm::ArrayRef<int32_t> sizes = getSizes(op, kOperandSegmentSizes);
  if (sizes.size() != 3)
    return {op->getNumOperands(), 0};
  unsigned first = unsigned(sizes[0]) + (index == 0 ? 0 : unsigned(sizes[1]));
  return {first, unsigned(sizes[1 + index])};
}

void assay::eraseCondBranchSuccessorOperand(Operation *op, unsigned index,
                                            unsigned pos) {
  auto [first, count] = getCondBranchSuccessorOperands(op, index);
  assert(pos < count && "erasing an operand the successor does not get");
  op->eraseOperand(first + pos);
  shrinkSegment(op, kOperandSegmentSizes, 1 + index);
}

/// Operand groups: the flag, the default operands, then every case's
/// operands one after the other (sized by `case_operand_segments`).
OperandPositions assay::getSwitchSuccessorOperands(Operation *op,
                                                   unsigned index) {
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

void assay::eraseSwitchSuccessorOperand(Operation *op, unsigned index,
                                        unsigned pos) {
  auto [first, count] = getSwitchSuccessorOperands(op, index);
  assert(pos < count && "erasing an operand the successor does not get");
  op->eraseOperand(first + pos);
  if (index == 0) {
    shrinkSegment(op, kOperandSegmentSizes, 1);
    return;
  }
  shrinkSegment(op, kOperandSegmentSizes, 2);
  shrinkSegment(op, kCaseSegments, index - 1);
}
