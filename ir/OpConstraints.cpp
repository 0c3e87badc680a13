//===- OpConstraints.cpp - Declarative checks on operand, result and attr -===//
#include "ir/OpConstraints.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"

using namespace assay;

Type assay::getElementTypeOrSelf(Type type) {
  if (llvm::isa<VectorType, TensorType>(type))
    return llvm::cast<ShapedType>(type).getElementType();
  return type;
}

bool assay::isScalarOrContainerOf(Type type, bool (*scalar)(Type)) {
  return scalar(getElementTypeOrSelf(type));
}

/// The message both operand and result checks share.
static LogicalResult checkValueType(Operation *op, const char *kind,
                                    unsigned index, Type type,
                                    const TypeConstraint &constraint) {
  if (constraint.accepts(type))
    return success();
  return op->emitOpError() << kind << " #" << index << " must be "
                           << constraint.summary << ", but got '" << type
                           << "'";
}

LogicalResult assay::verifyOperandType(Operation *op, unsigned index,
                                       const TypeConstraint &constraint) {
  return checkValueType(op, "operand", index, op->getOperand(index).getType(),
                        constraint);
}

LogicalResult assay::verifyResultType(Operation *op, unsigned index,
                                      const TypeConstraint &constraint) {
  return checkValueType(op, "result", index, op->getResult(index).getType(),
                        constraint);
}

LogicalResult assay::verifyAllOperandTypes(Operation *op,
                                           const TypeConstraint &constraint) {
  for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
    if (failed(verifyOperandType(op, i, constraint)))
      return failure();
  return success();
}

LogicalResult assay::verifyAllResultTypes(Operation *op,
                                          const TypeConstraint &constraint) {
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i)
    if (failed(verifyResultType(op, i, constraint)))
      return failure();
  return success();
}

LogicalResult assay::verifyAttr(Operation *op, llvm::StringRef name,
                                const AttrConstraint &constraint,
                                bool optional) {
  Attribute attr = op->getInherentAttr(name);
  if (!attr) {
    if (optional)
      return success();
    return op->emitOpError() << "requires attribute '" << name << "'";
  }
  if (constraint.accepts(attr))
    return success();
  return op->emitOpError() << "attribute '" << name
                           << "' failed to satisfy constraint: "
                           << constraint.summary;
}

OperandRange assay::getOperandSegment(Operation *op, unsigned index) {
  OperandRange all = op->getOperands();
  auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr(kOperandSegmentSizes));
  if (!sizes || index >= sizes.size())
    return all.slice(0, 0);
  int64_t start = 0;
  for (unsigned i = 0; i < index; ++i)
    start += sizes[i];
  int64_t size = sizes[index];
  // Malformed sizes (checked by the verifier) give an empty group.
  if (start < 0 || size < 0 || start + size > int64_t(all.size()))
    return all.slice(0, 0);
  return all.slice(start, size);
}

LogicalResult assay::verifyOperandSegmentSizes(Operation *op,
                                               unsigned numSegments) {
  Attribute attr = op->getInherentAttr(kOperandSegmentSizes);
  int64_t total = 0;
  if (attr) {
    auto sizes = llvm::dyn_cast<DenseI32ArrayAttr>(attr);
    if (!sizes)
      return op->emitOpError()
             << "attribute '" << kOperandSegmentSizes
             << "' failed to satisfy constraint: i32 dense array attribute";
    if (sizes.size() != numSegments)
      return op->emitOpError()
             << "'" << kOperandSegmentSizes
             << "' attribute for specifying operand segments must have "
             << numSegments << " elements, but got " << uint64_t(sizes.size());
    for (int32_t size : sizes.asArrayRef()) {
      if (size < 0)
        return op->emitOpError() << "'" << kOperandSegmentSizes
                                 << "' attribute cannot have negative elements";
      total += size;
    }
  }
  if (total == int64_t(op->getNumOperands()))
    return success();
  return op->emitOpError("operand count (")
         << op->getNumOperands() << ") does not match with the total size ("
         << total << ") specified in attribute '" << kOperandSegmentSizes
         << "'";
}

void assay::setOperandSegmentSizes(OperationState &state,
                                   llvm::ArrayRef<int32_t> sizes) {
  state.addAttribute(kOperandSegmentSizes,
                     DenseI32ArrayAttr::get(state.getContext(), sizes));
}

//===----------------------------------------------------------------------===//
// Successor operands
//===----------------------------------------------------------------------===//

LogicalResult assay::verifySuccessorOperands(Operation *op, unsigned index,
                                             OperandRange operands) {
  Block *dest = op->getSuccessor(index);
  if (!dest)
    return success();
  if (operands.size() != dest->getNumArguments())
    return op->emitError() << "branch has " << uint64_t(operands.size())
                           << " operands for successor #" << index
                           << ", but target block has "
                           << dest->getNumArguments();
  for (unsigned i = 0, e = operands.size(); i < e; ++i)
    if (operands[i].getType() != dest->getArgument(i).getType())
      return op->emitError() << "type mismatch for bb argument #" << i
                             << " of successor #" << index;
  return success();
}

ParseResult assay::parseSuccessorWithOperands(OpAsmParser &parser,
                                              OperationState &state,
                                              int32_t &numOperands) {
  Block *dest = nullptr;
  llvm::SmallVector<Value, 4> operands;
  if (parser.parseSuccessorAndUseList(dest, operands))
    return failure();
  state.addSuccessors(dest);
  state.addOperands(operands);
  numOperands = int32_t(operands.size());
  return success();
}
