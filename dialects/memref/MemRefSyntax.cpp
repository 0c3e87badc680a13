//===- MemRefSyntax.cpp - Syntax and verifier helpers of memref ops -------===//
//
// Shared by MemRefOps.cpp and MemRefViewOps.cpp; see MemRefSyntax.h.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefSyntax.h"

#include "dialects/memref/MemRefOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::memref;
using namespace assay::memref::detail;

bool memref::detail::isI32Array(Attribute attr) {
  return llvm::isa_and_nonnull<DenseI32ArrayAttr>(attr);
}

bool memref::detail::isI64Array(Attribute attr) {
  return llvm::isa_and_nonnull<DenseI64ArrayAttr>(attr);
}

/// The op's properties and discardable attributes in one sorted list.
static NamedAttrList collectAttrs(Operation *op) {
  NamedAttrList attrs(op->getAttrs());
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    for (NamedAttribute prop : props.getValue())
      attrs.set(prop.getName(), prop.getValue());
  return attrs;
}

void memref::detail::printAttrDict(OpAsmPrinter &p, Operation *op,
                                   llvm::ArrayRef<llvm::StringRef> elided) {
  NamedAttrList attrs = collectAttrs(op);
  p.printOptionalAttrDict(attrs.getDictionary(op->getContext()).getValue(),
                          elided);
}

void memref::detail::printAttrDictWithKeyword(
    OpAsmPrinter &p, Operation *op, llvm::ArrayRef<llvm::StringRef> elided) {
  NamedAttrList attrs = collectAttrs(op);
  p.printOptionalAttrDictWithKeyword(
      attrs.getDictionary(op->getContext()).getValue(), elided);
}

ParseResult memref::detail::parseDynamicIndexList(
    OpAsmParser &parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &values,
    llvm::SmallVectorImpl<int64_t> &statics) {
  auto parseEntry = [&]() -> ParseResult {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult hasOperand = parser.parseOptionalOperand(operand);
    if (hasOperand.has_value()) {
      if (failed(*hasOperand))
        return failure();
      values.push_back(operand);
      statics.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t value;
    if (parser.parseInteger(value))
      return failure();
    statics.push_back(value);
    return success();
  };
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        parseEntry);
}

void memref::detail::printDynamicIndexList(OpAsmPrinter &p, OperandRange values,
                                           llvm::ArrayRef<int64_t> statics) {
  p << '[';
  size_t next = 0;
  p.printList(statics, [&](int64_t value) {
    if (ShapedType::isDynamic(value) && next < values.size())
      p.printOperand(values[next++]);
    else
      p << value;
  });
  p << ']';
}

LogicalResult memref::detail::verifyIndexOperand(Operation *op,
                                                 unsigned index) {
  Type type = op->getOperand(index).getType();
  if (llvm::isa<IndexType>(type))
    return success();
  return op->emitOpError("operand #")
         << index << " must be index, but got '" << type << "'";
}

LogicalResult memref::detail::verifyIndexOperands(Operation *op, unsigned begin,
                                                  unsigned end) {
  for (unsigned i = begin; i < end; ++i) {
    Type type = op->getOperand(i).getType();
    if (!llvm::isa<IndexType>(type))
      return op->emitOpError("operand #")
             << i << " must be variadic of index, but got '" << type << "'";
  }
  return success();
}

void memref::detail::setCounts(OpInfo &info, CountConstraint operands,
                               CountConstraint results, unsigned regions) {
  info.numOperands = operands;
  info.numResults = results;
  info.numRegions = CountConstraint::exactly(regions);
  info.numSuccessors = CountConstraint::exactly(0);
}
