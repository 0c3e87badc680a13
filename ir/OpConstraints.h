//===- OpConstraints.h - Declarative checks on operand, result and attr ---===//
//
// The building blocks of op verifiers. A TypeConstraint pairs a predicate
// with the phrase used in diagnostics ("signless-integer-like"); the verify
// functions emit the messages mlir-opt uses for the same failures:
//   'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
//   'arith.cmpi' op requires attribute 'predicate'
//   'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: ...
// so each dialect states its constraints as data and its verifiers stay
// short. Dialects define their own constraint constants; the common shapes
// of predicate (element type of a vector or tensor, "or index") are here.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPCONSTRAINTS_H
#define ASSAY_IR_OPCONSTRAINTS_H

#include "ir/Support.h"
#include "ir/Types.h"
#include "llvm/ADT/StringRef.h"

namespace assay {
class Attribute;
class OpAsmParser;
class Operation;
class OperationState;
class OperandRange;

/// A predicate on types and the noun phrase that names what it accepts.
struct TypeConstraint {
  bool (*accepts)(Type);
  llvm::StringLiteral summary;
};

/// A predicate on attributes and the phrase that names what it accepts.
struct AttrConstraint {
  bool (*accepts)(Attribute);
  llvm::StringLiteral summary;
};

/// `type` itself when it is not a vector or tensor, else its element type
/// (memrefs are not looked through).
Type getElementTypeOrSelf(Type type);
/// Whether `type` is a scalar accepted by `scalar`, or a vector or tensor
/// (ranked or not) whose elements `scalar` accepts.
bool isScalarOrContainerOf(Type type, bool (*scalar)(Type));

/// "operand #N must be SUMMARY, but got 'TYPE'" unless it accepts.
LogicalResult verifyOperandType(Operation *op, unsigned index,
                                const TypeConstraint &constraint);
/// "result #N must be SUMMARY, but got 'TYPE'" unless it accepts.
LogicalResult verifyResultType(Operation *op, unsigned index,
                               const TypeConstraint &constraint);
/// Every operand, or every result, against one constraint.
LogicalResult verifyAllOperandTypes(Operation *op,
                                    const TypeConstraint &constraint);
LogicalResult verifyAllResultTypes(Operation *op,
                                   const TypeConstraint &constraint);

/// Checks the inherent attribute `name`: "requires attribute 'NAME'" when
/// absent and not `optional`, "attribute 'NAME' failed to satisfy
/// constraint: SUMMARY" when present and rejected.
LogicalResult verifyAttr(Operation *op, llvm::StringRef name,
                         const AttrConstraint &constraint,
                         bool optional = false);

//===----------------------------------------------------------------------===//
// Operand segments
//===----------------------------------------------------------------------===//

/// The property that sizes the operand groups of an op with more than one
/// variadic operand group (`operandSegmentSizes = array<i32: 1, 0, 2>`).
inline constexpr llvm::StringLiteral kOperandSegmentSizes =
    "operandSegmentSizes";

/// Operand group `index` of an op with `operandSegmentSizes`; empty when
/// the property is missing or malformed (the verifier reports that).
OperandRange getOperandSegment(Operation *op, unsigned index);
/// Checks `operandSegmentSizes` against `numSegments` groups and the
/// operand count, with mlir-opt's messages; a missing property counts as
/// all zeros, as mlir-opt defaults it.
LogicalResult verifyOperandSegmentSizes(Operation *op, unsigned numSegments);
/// Stores `sizes` as the op's `operandSegmentSizes`.
void setOperandSegmentSizes(OperationState &state,
                            llvm::ArrayRef<int32_t> sizes);

//===----------------------------------------------------------------------===//
// Successor operands
//===----------------------------------------------------------------------===//

/// Checks that `operands` fit the arguments of successor `index` of `op`:
/// "branch has N operands for successor #I, but target block has M", "type
/// mismatch for bb argument #J of successor #I".
LogicalResult verifySuccessorOperands(Operation *op, unsigned index,
                                      OperandRange operands);
/// Parses `^bb` with its optional `(%a : i32)` list into `state` (successor
/// and operands) and sets `numOperands` to the number of operands.
ParseResult parseSuccessorWithOperands(OpAsmParser &parser,
                                       OperationState &state,
                                       int32_t &numOperands);

} // namespace assay

#endif // ASSAY_IR_OPCONSTRAINTS_H
