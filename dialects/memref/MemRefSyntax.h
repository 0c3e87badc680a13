//===- MemRefSyntax.h - Syntax and verifier helpers of memref ops -*- C++
//-*-===//
//
// The pieces that several memref ops share: the `operandSegmentSizes`
// property, attribute dictionaries that merge properties and discardable
// attributes as the custom forms print them, mixed static/dynamic index
// lists (`[%o, 0, %s]`), and the common type checks. Internal to the
// dialect's sources.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MEMREF_MEMREFSYNTAX_H
#define ASSAY_DIALECTS_MEMREF_MEMREFSYNTAX_H

#include "ir/OpAsm.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace assay {
class Operation;
struct OpInfo;
struct CountConstraint;
class OperationState;
class OperandRange;

namespace memref {
namespace detail {

/// Prints `value` after other output in one `p << ' ' << value` chain: the
/// printers handed to op hooks are always OpAsmPrinters.
inline AsmPrinter &operator<<(AsmPrinter &p, Value value) {
  static_cast<OpAsmPrinter &>(p).printOperand(value);
  return p;
}

/// Sets the operand, result and region counts of a memref op (none has
/// successors).
void setCounts(OpInfo &info, CountConstraint operands, CountConstraint results,
               unsigned regions = 0);

/// Whether `attr` is an `array<i32: ...>`.
bool isI32Array(Attribute attr);
/// Whether `attr` is an `array<i64: ...>`.
bool isI64Array(Attribute attr);

/// Prints the op's properties and discardable attributes as one sorted
/// ` {...}` dictionary without `elided` (nothing if nothing is left).
void printAttrDict(OpAsmPrinter &p, Operation *op,
                   llvm::ArrayRef<llvm::StringRef> elided = {});
/// The same with the ` attributes` keyword.
void printAttrDictWithKeyword(OpAsmPrinter &p, Operation *op,
                              llvm::ArrayRef<llvm::StringRef> elided = {});

/// Parses `[%a, 4, %b]` (or `[]`): each entry an operand or an integer;
/// `statics` gets ShapedType::kDynamic for the operand entries.
ParseResult parseDynamicIndexList(
    OpAsmParser &parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &values,
    llvm::SmallVectorImpl<int64_t> &statics);
/// Prints `[%a, 4, %b]`: the static entries, with `values` in order where
/// they are dynamic.
void printDynamicIndexList(OpAsmPrinter &p, OperandRange values,
                           llvm::ArrayRef<int64_t> statics);

/// The `index` type constraint for operand `index` ("index").
LogicalResult verifyIndexOperand(Operation *op, unsigned index);
/// The variadic `index` constraint ("variadic of index") for operands
/// [begin, end).
LogicalResult verifyIndexOperands(Operation *op, unsigned begin, unsigned end);

} // namespace detail
} // namespace memref
} // namespace assay

#endif // ASSAY_DIALECTS_MEMREF_MEMREFSYNTAX_H
