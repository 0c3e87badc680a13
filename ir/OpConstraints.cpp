//===- OpConstraints.cpp - Declarative checks on operand, result and attr -===//
#include "ir/OpConstraints.h"

#include "ir/BuiltinTypes.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

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
