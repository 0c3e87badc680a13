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

void memref::detail::setOperandSegments(OperationState &state,
                                        llvm::ArrayRef<int32_t> sizes) {
  state.addAttribute(kOperandSegmentSizes,
                     DenseI32ArrayAttr::get(state.getContext(), sizes));
}

LogicalResult memref::detail::verifyOperandSegments(Operation *op,
                                                    unsigned numGroups) {
  auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr(kOperandSegmentSizes));
  // A missing property reads as all-zero groups.
  int64_t total = 0;
  if (sizes) {
    if (sizes.size() != numGroups)
      return op->emitOpError("'operandSegmentSizes' attribute for specifying "
                             "operand segments must have ")
             << numGroups << " elements, but got " << sizes.size();
    for (int32_t size : sizes.asArrayRef()) {
      if (size < 0)
        return op->emitOpError("'operandSegmentSizes' attribute cannot have "
                               "negative elements");
      total += size;
    }
  }
  if (total != op->getNumOperands())
    return op->emitOpError("operand count (")
           << op->getNumOperands() << ") does not match with the total size ("
           << total << ") specified in attribute 'operandSegmentSizes'";
  return success();
}

OperandRange memref::getOperandSegment(Operation *op, unsigned index) {
  OperandRange all = op->getOperands();
  auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr(kOperandSegmentSizes));
  if (!sizes)
    return all;
  size_t begin = 0;
  for (unsigned i = 0; i < index && i < sizes.size(); ++i)
    begin += sizes[i];
  size_t length = index < sizes.size() ? size_t(sizes[index]) : 0;
  if (begin + length > all.size())
    return all.slice(0, 0);
  return all.slice(begin, length);
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
