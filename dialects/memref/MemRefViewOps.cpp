//===- MemRefViewOps.cpp - Ops that build views of a buffer ---------------===//
//
// Registration, verifiers and custom syntax of subview, reinterpret_cast,
// view, expand_shape, collapse_shape, reshape and transpose. Their result
// types are checked against the layouts computed in MemRefLayout.h, and the
// diagnostics state the expected type as mlir-opt does.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/memref/MemRefSyntax.h"
#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OperationState.h"
#include "ir/SideEffects.h"

using namespace assay;
using namespace assay::memref;
using namespace assay::memref::detail;

static constexpr llvm::StringLiteral kStaticOffsets = "static_offsets";
static constexpr llvm::StringLiteral kStaticSizes = "static_sizes";
static constexpr llvm::StringLiteral kStaticStrides = "static_strides";
static constexpr llvm::StringLiteral kReassociation = "reassociation";
static constexpr llvm::StringLiteral kStaticOutputShape = "static_output_shape";
static constexpr llvm::StringLiteral kPermutation = "permutation";

/// Sets the counts of a view op. Views touch no memory but are not Pure:
/// building one is UB on a poison or freed source, a poison size and a view
/// reaching outside its source (docs/semantics.md). reshape also
/// reads its shape operand (`readsMemory`).
static void setViewCounts(OpInfo &info, CountConstraint operands,
                          bool readsMemory = false) {
  info.numOperands = operands;
  info.numResults = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  if (!readsMemory)
    info.addTrait(OpTrait::NoMemoryEffect);
}

/// reshape reads the sizes held in its shape memref (operand 1).
static const MemoryEffectsInterface kReshapeEffects = [] {
  MemoryEffectsInterface iface;
  iface.getEffects = [](Operation *op,
                        llvm::SmallVectorImpl<MemoryEffect> &effects) {
    effects.push_back({EffectKind::Read, op->getOperand(1)});
  };
  return iface;
}();

static llvm::ArrayRef<int64_t> getI64Array(Operation *op,
                                           llvm::StringRef name) {
  if (auto attr =
          llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr(name)))
    return attr.asArrayRef();
  return {};
}

static LogicalResult checkOperandIs(Operation *op, unsigned index, bool ok,
                                    llvm::StringRef summary) {
  if (ok)
    return success();
  return op->emitOpError("operand #")
         << index << " must be " << summary << ", but got '"
         << op->getOperand(index).getType() << "'";
}

static LogicalResult checkResultIs(Operation *op, bool ok,
                                   llvm::StringRef summary) {
  if (ok)
    return success();
  return op->emitOpError("result #0 must be ")
         << summary << ", but got '" << op->getResult(0).getType() << "'";
}

static LogicalResult requireI64Array(Operation *op, llvm::StringRef name) {
  Attribute attr = op->getInherentAttr(name);
  if (!attr)
    return op->emitOpError("requires attribute '") << name << "'";
  if (!isI64Array(attr))
    return op->emitOpError("attribute '")
           << name
           << "' failed to satisfy constraint: i64 dense array attribute";
  return success();
}

/// Names the result of a view op (`%subview`, `%expand_shape`...).
#define ASSAY_VIEW_NAME_IFACE(Var, Text)                                       \
  static const OpAsmOpInterface Var = [] {                                     \
    OpAsmOpInterface iface;                                                    \
    iface.getAsmResultNames = [](Operation *op,                                \
                                 OpAsmOpInterface::SetNameFn set) {            \
      set(op->getResult(0), Text);                                             \
    };                                                                         \
    return iface;                                                              \
  }();

ASSAY_VIEW_NAME_IFACE(kSubViewNames, "subview")
ASSAY_VIEW_NAME_IFACE(kReinterpretCastNames, "reinterpret_cast")
ASSAY_VIEW_NAME_IFACE(kViewNames, "view")
ASSAY_VIEW_NAME_IFACE(kExpandShapeNames, "expand_shape")
ASSAY_VIEW_NAME_IFACE(kCollapseShapeNames, "collapse_shape")
ASSAY_VIEW_NAME_IFACE(kReshapeNames, "reshape")
ASSAY_VIEW_NAME_IFACE(kTransposeNames, "transpose")
#undef ASSAY_VIEW_NAME_IFACE

//===----------------------------------------------------------------------===//
// Offsets, sizes and strides (subview, reinterpret_cast)
//===----------------------------------------------------------------------===//

static LogicalResult verifyOffsetSizeStrideInvariants(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 4)) ||
      failed(requireI64Array(op, kStaticOffsets)) ||
      failed(requireI64Array(op, kStaticSizes)) ||
      failed(requireI64Array(op, kStaticStrides)))
    return failure();
  return verifyIndexOperands(op, 1, op->getNumOperands());
}

/// The checks shared by ops with mixed offsets, sizes and strides:
/// `maxOffsets`/`maxSizes` entries, and one operand per dynamic entry.
static LogicalResult verifyOffsetSizeStride(Operation *op, size_t numOffsets,
                                            size_t numSizesAndStrides) {
  llvm::ArrayRef<int64_t> offsets = getI64Array(op, kStaticOffsets);
  llvm::ArrayRef<int64_t> sizes = getI64Array(op, kStaticSizes);
  llvm::ArrayRef<int64_t> strides = getI64Array(op, kStaticStrides);
  if (offsets.size() != numOffsets)
    return op->emitError("expected ")
           << numOffsets << " offset values, got " << offsets.size();
  if (sizes.size() != numSizesAndStrides)
    return op->emitError("expected ")
           << numSizesAndStrides << " size values, got " << sizes.size();
  if (strides.size() != numSizesAndStrides)
    return op->emitError("expected ")
           << numSizesAndStrides << " stride values, got " << strides.size();
  struct Group {
    llvm::ArrayRef<int64_t> values;
    unsigned segment;
    const char *name;
  } groups[] = {
      {offsets, 1, "offset"}, {sizes, 2, "size"}, {strides, 3, "stride"}};
  for (const Group &g : groups) {
    size_t dynamic = llvm::count(g.values, ShapedType::kDynamic);
    if (dynamic != getOperandSegment(op, g.segment).size())
      return op->emitError("expected ")
             << dynamic << " dynamic " << g.name << " values";
  }
  // Static offsets and sizes count elements: none is negative.
  for (const Group &g : llvm::ArrayRef(groups).drop_back())
    for (int64_t value : g.values)
      if (!ShapedType::isDynamic(value) && value < 0)
        return op->emitError("expected ")
               << g.name << "s to be non-negative, but got " << value;
  return success();
}

/// Checks that the static lists have matching lengths, worded as the
/// custom form's rank mismatch.
static LogicalResult verifyMixedRanks(Operation *op, bool offsetsToo) {
  size_t offsets = getI64Array(op, kStaticOffsets).size();
  size_t sizes = getI64Array(op, kStaticSizes).size();
  size_t strides = getI64Array(op, kStaticStrides).size();
  if (offsetsToo && offsets != sizes)
    return op->emitError("expected mixed offsets rank to match mixed sizes "
                         "rank (")
           << offsets << " vs " << sizes
           << ") so the rank of the result type is well-formed.";
  if (sizes != strides)
    return op->emitError("expected mixed sizes rank to match mixed strides "
                         "rank (")
           << sizes << " vs " << strides
           << ") so the rank of the result type is well-formed.";
  return success();
}

/// Adds the dynamic entries of one list and its static values to `state`.
static ParseResult
resolveIndexGroup(OpAsmParser &parser, OperationState &state,
                  llvm::ArrayRef<OpAsmParser::UnresolvedOperand> values) {
  return parser.resolveOperands(
      values, Type(IndexType::get(parser.getContext())), state.operands);
}

static void addOffsetSizeStrideAttrs(OperationState &state,
                                     llvm::ArrayRef<int64_t> offsets,
                                     llvm::ArrayRef<int64_t> sizes,
                                     llvm::ArrayRef<int64_t> strides,
                                     llvm::ArrayRef<int32_t> segments) {
  Context *ctx = state.getContext();
  state.addAttribute(kStaticOffsets, DenseI64ArrayAttr::get(ctx, offsets));
  state.addAttribute(kStaticSizes, DenseI64ArrayAttr::get(ctx, sizes));
  state.addAttribute(kStaticStrides, DenseI64ArrayAttr::get(ctx, strides));
  setOperandSegmentSizes(state, segments);
}

/// The `operandSegmentSizes` of an op given none: `N` empty groups, as
/// mlir-opt defaults the property (and prints it in generic form).
template <unsigned N> static Attribute getEmptySegments(Context *ctx) {
  int32_t zeros[N] = {};
  return DenseI32ArrayAttr::get(ctx, zeros);
}

static void populateOffsetSizeStride(OpInfo &info) {
  setViewCounts(info, CountConstraint::atLeast(1));
  info.inherentAttrs = {{kOperandSegmentSizes, isI32Array, getEmptySegments<4>},
                        {kStaticOffsets, isI64Array},
                        {kStaticSizes, isI64Array},
                        {kStaticStrides, isI64Array}};
  info.verifyInvariants = verifyOffsetSizeStrideInvariants;
}

//===----------------------------------------------------------------------===//
// subview
//===----------------------------------------------------------------------===//

/// The ways a subview result type can differ from the inferred one.
enum class SliceMismatch { RankTooLarge, Size, ElementType, Layout };

static LogicalResult subViewError(Operation *op, SliceMismatch kind,
                                  MemRefType expected) {
  switch (kind) {
  case SliceMismatch::RankTooLarge:
    return op->emitError("expected result rank to be smaller or equal to the "
                         "source rank. ");
  case SliceMismatch::Size:
    return op->emitError("expected result type to be ")
           << '\'' << Type(expected) << '\''
           << " or a rank-reduced version. (mismatch of result sizes) ";
  case SliceMismatch::ElementType:
    return op->emitError("expected result element type to be ")
           << '\'' << expected.getElementType() << '\'';
  case SliceMismatch::Layout:
    return op->emitError("expected result type to be ")
           << '\'' << Type(expected) << '\''
           << " or a rank-reduced version. (mismatch of result layout) ";
  }
  return failure();
}

/// Whether `result` has the layout of the subview `op` of `source` whose
/// type before any rank reduction is `expected`: the same offset, and the
/// strides of the dimensions it keeps (as getSubViewDroppedDims picks them).
/// Every kept stride counts, those of size-1 dimensions too, as in mlir-opt
/// 19: the folds read strides from the type.
static bool haveMatchingLayout(Operation *op, MemRefType source,
                               MemRefType expected, MemRefType result) {
  llvm::SmallVector<int64_t> expectedStrides, resultStrides;
  int64_t expectedOffset, resultOffset;
  if (failed(getStridesAndOffset(expected, expectedStrides, expectedOffset)) ||
      failed(getStridesAndOffset(result, resultStrides, resultOffset)) ||
      expectedOffset != resultOffset)
    return false;
  std::optional<llvm::SmallVector<bool>> dropped = getSubViewDroppedDims(
      source, result, getI64Array(op, kStaticOffsets),
      getI64Array(op, kStaticSizes), getI64Array(op, kStaticStrides));
  if (!dropped)
    return false;
  size_t r = 0;
  for (size_t i = 0, e = expectedStrides.size(); i < e; ++i) {
    if ((*dropped)[i])
      continue;
    if (r >= resultStrides.size() || expectedStrides[i] != resultStrides[r])
      return false;
    ++r;
  }
  return r == resultStrides.size();
}

static LogicalResult verifySubView(Operation *op) {
  if (failed(verifyMixedRanks(op, /*offsetsToo=*/true)))
    return failure();
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (failed(verifyOffsetSizeStride(op, source.getRank(), source.getRank())))
    return failure();
  if (source.getMemorySpace() != result.getMemorySpace())
    return op->emitError("different memory spaces specified for base memref "
                         "type ")
           << '\'' << Type(source) << '\'' << " and subview memref type "
           << '\'' << Type(result) << '\'';
  if (!isStrided(source))
    return op->emitError("base type ")
           << '\'' << Type(source) << '\'' << " is not strided";
  MemRefType expected = inferSubViewResultType(
      source, getI64Array(op, kStaticOffsets), getI64Array(op, kStaticSizes),
      getI64Array(op, kStaticStrides));
  if (result.getRank() > expected.getRank())
    return subViewError(op, SliceMismatch::RankTooLarge, expected);
  std::optional<llvm::SmallVector<bool>> dropped =
      computeRankReductionMask(expected.getShape(), result.getShape());
  if (!dropped)
    return subViewError(op, SliceMismatch::Size, expected);
  if (expected.getElementType() != result.getElementType())
    return subViewError(op, SliceMismatch::ElementType, expected);
  if (!haveMatchingLayout(op, source, expected, result))
    return subViewError(op, SliceMismatch::Layout, expected);
  return success();
}

static ParseResult parseSubView(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> offsets, sizes, strides;
  llvm::SmallVector<int64_t, 4> staticOffsets, staticSizes, staticStrides;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parseDynamicIndexList(parser, offsets, staticOffsets) ||
      parseDynamicIndexList(parser, sizes, staticSizes) ||
      parseDynamicIndexList(parser, strides, staticStrides) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      resolveIndexGroup(parser, state, offsets) ||
      resolveIndexGroup(parser, state, sizes) ||
      resolveIndexGroup(parser, state, strides))
    return failure();
  addOffsetSizeStrideAttrs(state, staticOffsets, staticSizes, staticStrides,
                           {1, int32_t(offsets.size()), int32_t(sizes.size()),
                            int32_t(strides.size())});
  state.addTypes(resultType);
  return success();
}

static void printSubView(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printDynamicIndexList(p, getOperandSegment(op, 1),
                        getI64Array(op, kStaticOffsets));
  p << ' ';
  printDynamicIndexList(p, getOperandSegment(op, 2),
                        getI64Array(op, kStaticSizes));
  p << ' ';
  printDynamicIndexList(p, getOperandSegment(op, 3),
                        getI64Array(op, kStaticStrides));
  printAttrDict(
      p, op,
      {kOperandSegmentSizes, kStaticOffsets, kStaticSizes, kStaticStrides});
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

static LogicalResult verifySubViewInvariants(Operation *op) {
  if (failed(verifyOffsetSizeStrideInvariants(op)) ||
      failed(checkOperandIs(op, 0,
                            llvm::isa<MemRefType>(op->getOperand(0).getType()),
                            "memref of any type values")))
    return failure();
  return checkResultIs(op, llvm::isa<MemRefType>(op->getResult(0).getType()),
                       "memref of any type values");
}

void SubViewOp::populateInfo(OpInfo &info) {
  populateOffsetSizeStride(info);
  info.verifyInvariants = verifySubViewInvariants;
  info.verify = verifySubView;
  info.parse = parseSubView;
  info.print = printSubView;
  info.attachInterface(&kSubViewNames);
}

llvm::ArrayRef<int64_t> SubViewOp::getStaticOffsets() {
  return getI64Array(state, kStaticOffsets);
}
llvm::ArrayRef<int64_t> SubViewOp::getStaticSizes() {
  return getI64Array(state, kStaticSizes);
}
llvm::ArrayRef<int64_t> SubViewOp::getStaticStrides() {
  return getI64Array(state, kStaticStrides);
}

//===----------------------------------------------------------------------===//
// reinterpret_cast
//===----------------------------------------------------------------------===//

static LogicalResult verifyReinterpretCastInvariants(Operation *op) {
  if (failed(verifyOffsetSizeStrideInvariants(op)) ||
      failed(checkOperandIs(
          op, 0, llvm::isa<BaseMemRefType>(op->getOperand(0).getType()),
          "ranked or unranked memref of any type values")))
    return failure();
  return checkResultIs(op, llvm::isa<MemRefType>(op->getResult(0).getType()),
                       "memref of any type values");
}

static LogicalResult verifyReinterpretCast(Operation *op) {
  if (failed(verifyMixedRanks(op, /*offsetsToo=*/false)))
    return failure();
  auto source = llvm::cast<BaseMemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (failed(verifyOffsetSizeStride(op, 1, result.getRank())))
    return failure();
  // mlir-opt compares the memory spaces first.
  if (source.getMemorySpace() != result.getMemorySpace())
    return op->emitError("different memory spaces specified for source type ")
           << '\'' << Type(source) << '\'' << " and result memref type " << '\''
           << Type(result) << '\'';
  if (source.getElementType() != result.getElementType())
    return op->emitError("different element types specified for source type ")
           << '\'' << Type(source) << '\'' << " and result memref type " << '\''
           << Type(result) << '\'';
  // Each static size, offset and stride of the op must be the result type's
  // where that one is static too; a `?` on either side agrees with anything
  // (the value is only known at run time), so only static values are ever
  // compared, and printed.
  auto disagree = [](int64_t fromOp, int64_t fromType) {
    return !ShapedType::isDynamic(fromOp) && !ShapedType::isDynamic(fromType) &&
           fromOp != fromType;
  };
  llvm::ArrayRef<int64_t> sizes = getI64Array(op, kStaticSizes);
  for (int64_t i = 0, e = result.getRank(); i < e; ++i)
    if (disagree(sizes[i], result.getDimSize(i)))
      return op->emitError("expected result type with size = ")
             << sizes[i] << " instead of " << result.getDimSize(i)
             << " in dim = " << i;
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(getStridesAndOffset(result, strides, offset)))
    return op->emitError("expected result type to have strided layout but "
                         "found ")
           << '\'' << Type(result) << '\'';
  int64_t staticOffset = getI64Array(op, kStaticOffsets)[0];
  if (disagree(staticOffset, offset))
    return op->emitError("expected result type with offset = ")
           << staticOffset << " instead of " << offset;
  llvm::ArrayRef<int64_t> staticStrides = getI64Array(op, kStaticStrides);
  for (size_t i = 0, e = strides.size(); i < e; ++i)
    if (disagree(staticStrides[i], strides[i]))
      return op->emitError("expected result type with stride = ")
             << staticStrides[i] << " instead of " << strides[i]
             << " in dim = " << i;
  return success();
}

static ParseResult parseReinterpretCast(OpAsmParser &parser,
                                        OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> offsets, sizes, strides;
  llvm::SmallVector<int64_t, 4> staticOffsets, staticSizes, staticStrides;
  Type sourceType, resultType;
  if (parser.parseOperand(source) || parser.parseKeyword("to") ||
      parser.parseKeyword("offset") || parser.parseColon() ||
      parseDynamicIndexList(parser, offsets, staticOffsets) ||
      parser.parseComma() || parser.parseKeyword("sizes") ||
      parser.parseColon() ||
      parseDynamicIndexList(parser, sizes, staticSizes) ||
      parser.parseComma() || parser.parseKeyword("strides") ||
      parser.parseColon() ||
      parseDynamicIndexList(parser, strides, staticStrides) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      resolveIndexGroup(parser, state, offsets) ||
      resolveIndexGroup(parser, state, sizes) ||
      resolveIndexGroup(parser, state, strides))
    return failure();
  addOffsetSizeStrideAttrs(state, staticOffsets, staticSizes, staticStrides,
                           {1, int32_t(offsets.size()), int32_t(sizes.size()),
                            int32_t(strides.size())});
  state.addTypes(resultType);
  return success();
}

static void printReinterpretCast(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << " to offset: ";
  printDynamicIndexList(p, getOperandSegment(op, 1),
                        getI64Array(op, kStaticOffsets));
  p << ", sizes: ";
  printDynamicIndexList(p, getOperandSegment(op, 2),
                        getI64Array(op, kStaticSizes));
  p << ", strides: ";
  printDynamicIndexList(p, getOperandSegment(op, 3),
                        getI64Array(op, kStaticStrides));
  printAttrDict(
      p, op,
      {kOperandSegmentSizes, kStaticOffsets, kStaticSizes, kStaticStrides});
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

void ReinterpretCastOp::populateInfo(OpInfo &info) {
  populateOffsetSizeStride(info);
  info.verifyInvariants = verifyReinterpretCastInvariants;
  info.verify = verifyReinterpretCast;
  info.parse = parseReinterpretCast;
  info.print = printReinterpretCast;
  info.attachInterface(&kReinterpretCastNames);
}

llvm::ArrayRef<int64_t> ReinterpretCastOp::getStaticOffsets() {
  return getI64Array(state, kStaticOffsets);
}
llvm::ArrayRef<int64_t> ReinterpretCastOp::getStaticSizes() {
  return getI64Array(state, kStaticSizes);
}
llvm::ArrayRef<int64_t> ReinterpretCastOp::getStaticStrides() {
  return getI64Array(state, kStaticStrides);
}

//===----------------------------------------------------------------------===//
// view
//===----------------------------------------------------------------------===//

static LogicalResult verifyViewInvariants(Operation *op) {
  auto source = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
  auto element = source ? llvm::dyn_cast<IntegerType>(source.getElementType())
                        : IntegerType();
  bool ok = source && source.getRank() == 1 && element &&
            element.isSignless() && element.getWidth() == 8;
  if (failed(checkOperandIs(op, 0, ok,
                            "1D memref of 8-bit signless integer values")) ||
      failed(verifyIndexOperand(op, 1)) ||
      failed(verifyIndexOperands(op, 2, op->getNumOperands())))
    return failure();
  return checkResultIs(op, llvm::isa<MemRefType>(op->getResult(0).getType()),
                       "memref of any type values");
}

static LogicalResult verifyView(Operation *op) {
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (source.getLayout())
    return op->emitError("unsupported map for base memref type ")
           << '\'' << Type(source) << '\'';
  if (result.getLayout())
    return op->emitError("unsupported map for result memref type ")
           << '\'' << Type(result) << '\'';
  if (source.getMemorySpace() != result.getMemorySpace())
    return op->emitError("different memory spaces specified for base memref "
                         "type ")
           << '\'' << Type(source) << '\'' << " and view memref type " << '\''
           << Type(result) << '\'';
  if (op->getNumOperands() - 2 != size_t(result.getNumDynamicDims()))
    return op->emitError("incorrect number of size operands for type ")
           << '\'' << Type(result) << '\'';
  return success();
}

static ParseResult parseView(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  // The byte shift is one operand, read as such: `[]` lacks an SSA operand.
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 1> shift(1);
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> sizes;
  Type sourceType, resultType;
  if (parser.parseOperand(source) || parser.parseLSquare() ||
      parser.parseOperand(shift[0]) || parser.parseRSquare() ||
      parser.parseOperandList(sizes, AsmParser::Delimiter::Square) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      resolveIndexGroup(parser, state, shift) ||
      resolveIndexGroup(parser, state, sizes))
    return failure();
  state.addTypes(resultType);
  return success();
}

static void printView(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << '[' << op->getOperand(1) << "][";
  p.printOperands(op->getOperands().drop_front(2));
  p << ']';
  printAttrDict(p, op);
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

void ViewOp::populateInfo(OpInfo &info) {
  setViewCounts(info, CountConstraint::atLeast(2));
  info.verifyInvariants = verifyViewInvariants;
  info.verify = verifyView;
  info.parse = parseView;
  info.print = printView;
  info.attachInterface(&kViewNames);
}

//===----------------------------------------------------------------------===//
// expand_shape, collapse_shape
//===----------------------------------------------------------------------===//

/// Reads `reassociation` as groups of indices; false when it is not an
/// array of arrays of integers.
static bool
readReassociation(Attribute attr,
                  llvm::SmallVectorImpl<ReassociationIndices> &groups) {
  auto outer = llvm::dyn_cast_or_null<ArrayAttr>(attr);
  if (!outer)
    return false;
  for (Attribute element : outer.getValue()) {
    auto inner = llvm::dyn_cast<ArrayAttr>(element);
    if (!inner)
      return false;
    ReassociationIndices group;
    for (Attribute index : inner.getValue()) {
      auto intAttr = llvm::dyn_cast<IntegerAttr>(index);
      if (!intAttr)
        return false;
      group.push_back(intAttr.getInt());
    }
    groups.push_back(group);
  }
  return true;
}

static bool isReassociationAttr(Attribute attr) {
  llvm::SmallVector<ReassociationIndices> groups;
  return readReassociation(attr, groups);
}

static llvm::SmallVector<ReassociationIndices> getGroups(Operation *op) {
  llvm::SmallVector<ReassociationIndices> groups;
  readReassociation(op->getInherentAttr(kReassociation), groups);
  return groups;
}

/// The checks that expand_shape and collapse_shape share, with `collapsed`
/// the type of lower rank and `expanded` the other.
static LogicalResult
verifyReshapeLike(Operation *op, MemRefType collapsed, MemRefType expanded,
                  llvm::ArrayRef<ReassociationIndices> groups) {
  if (groups.size() != size_t(collapsed.getRank()))
    return op->emitOpError("invalid number of reassociation groups: found ")
           << groups.size() << ", expected " << collapsed.getRank();
  int64_t next = 0;
  for (const ReassociationIndices &group : groups)
    for (int64_t index : group) {
      if (index >= expanded.getRank())
        return op->emitOpError("reassociation index ")
               << index << " is out of bounds";
      if (index != next)
        return op->emitOpError("reassociation indices must be contiguous");
      ++next;
    }
  if (collapsed.getRank() == 0) {
    if (llvm::any_of(expanded.getShape(), [](int64_t s) { return s != 1; }))
      return op->emitOpError("rank 0 memrefs can only be extended/collapsed "
                             "with/from ones");
    return success();
  }
  for (size_t g = 0, e = groups.size(); g < e; ++g) {
    int64_t size = 1;
    bool dynamic = false;
    for (int64_t index : groups[g]) {
      if (ShapedType::isDynamic(expanded.getDimSize(index)))
        dynamic = true;
      else
        size *= expanded.getDimSize(index);
    }
    int64_t collapsedSize = collapsed.getDimSize(g);
    if (dynamic != ShapedType::isDynamic(collapsedSize))
      return op->emitOpError("collapsed dim (")
             << g
             << ") must be dynamic if and only if reassociation group "
                "is dynamic";
    if (!dynamic && size != collapsedSize)
      return op->emitOpError("collapsed dim size (")
             << collapsedSize << ") must equal reassociation group size ("
             << size << ")";
  }
  if (next != expanded.getRank())
    return op->emitOpError("reassociation indices must cover every dimension "
                           "of the expanded type");
  return success();
}

/// A memref of `shape` with `like`'s element type and memory space and the
/// identity layout: what a reshape of an identity-layout source gives.
static MemRefType getIdentityLayoutType(MemRefType like,
                                        llvm::ArrayRef<int64_t> shape) {
  return MemRefType::get(shape, like.getElementType(), {},
                         like.getMemorySpace());
}

/// Builds `shape` with a strided layout, or the identity layout when the
/// strides and offset are the identity's and `allowIdentity`.
static MemRefType getStridedType(MemRefType like, llvm::ArrayRef<int64_t> shape,
                                 llvm::ArrayRef<int64_t> strides,
                                 int64_t offset, bool allowIdentity) {
  Attribute layout;
  if (!allowIdentity || offset != 0 ||
      !llvm::equal(strides, getIdentityStrides(shape)))
    layout = StridedLayoutAttr::get(like.getContext(), offset, strides);
  return MemRefType::get(shape, like.getElementType(), layout,
                         like.getMemorySpace());
}

/// The `strided memref` constraint of operands and results: a memref type
/// whose layout getStridesAndOffset reads.
static bool isStridedMemRef(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && isStrided(memref);
}

static LogicalResult verifyReshapeInvariantsCommon(Operation *op) {
  Attribute reassociation = op->getInherentAttr(kReassociation);
  if (!reassociation)
    return op->emitOpError("requires attribute 'reassociation'");
  if (!isReassociationAttr(reassociation))
    return op->emitOpError("attribute 'reassociation' failed to satisfy "
                           "constraint: Array of 64-bit integer array "
                           "attributes");
  if (failed(checkOperandIs(op, 0, isStridedMemRef(op->getOperand(0).getType()),
                            "strided memref of any type values")))
    return failure();
  return checkResultIs(op, isStridedMemRef(op->getResult(0).getType()),
                       "strided memref of any type values");
}

static LogicalResult verifyExpandShapeInvariants(Operation *op) {
  if (failed(verifyReshapeInvariantsCommon(op)) ||
      failed(requireI64Array(op, kStaticOutputShape)))
    return failure();
  return verifyIndexOperands(op, 1, op->getNumOperands());
}

static LogicalResult verifyExpandShape(Operation *op) {
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (source.getRank() > result.getRank())
    return op->emitOpError("has source rank ")
           << source.getRank() << " and result rank " << result.getRank()
           << ". This is not an expansion (" << source.getRank() << " > "
           << result.getRank() << ").";
  llvm::SmallVector<ReassociationIndices> groups = getGroups(op);
  if (failed(verifyReshapeLike(op, source, result, groups)))
    return failure();
  MemRefType expected = getIdentityLayoutType(source, result.getShape());
  if (!hasIdentityLayout(source)) {
    llvm::SmallVector<int64_t> srcStrides;
    int64_t srcOffset;
    if (failed(getStridesAndOffset(source, srcStrides, srcOffset)))
      return op->emitOpError("invalid source layout map");
    // Strides that happen to be the identity's stay spelled out: the
    // source's layout was not the identity, so neither is the result's.
    expected = getStridedType(
        source, result.getShape(),
        computeExpandedStrides(result.getShape(), srcStrides, groups),
        srcOffset, /*allowIdentity=*/false);
  }
  if (expected != result)
    return op->emitOpError("expected expanded type to be ")
           << '\'' << Type(expected) << '\'' << " but found " << '\''
           << Type(result) << '\'';
  llvm::ArrayRef<int64_t> outputShape = getI64Array(op, kStaticOutputShape);
  if (outputShape.size() != size_t(result.getRank()))
    return op->emitOpError("expected number of static shape bounds to be "
                           "equal to the output rank (")
           << result.getRank() << ") but found " << outputShape.size()
           << " inputs instead";
  if (size_t(llvm::count(outputShape, ShapedType::kDynamic)) !=
      op->getNumOperands() - 1)
    return op->emitOpError("mismatch in dynamic dims in output_shape and "
                           "static_output_shape: static_output_shape has ")
           << llvm::count(outputShape, ShapedType::kDynamic)
           << " dynamic dims while output_shape has "
           << op->getNumOperands() - 1 << " values";
  for (int64_t i = 0, e = result.getRank(); i < e; ++i)
    if (!result.isDynamicDim(i) && outputShape[i] != result.getDimSize(i))
      return op->emitOpError("invalid output shape provided at pos ") << i;
  return success();
}

static ParseResult parseExpandShape(OpAsmParser &parser,
                                    OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Attribute reassociation;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> outputShape;
  llvm::SmallVector<int64_t, 4> staticOutputShape;
  Type sourceType, resultType;
  if (parser.parseOperand(source) || parser.parseAttribute(reassociation) ||
      parser.parseKeyword("output_shape") ||
      parseDynamicIndexList(parser, outputShape, staticOutputShape) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("into") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      resolveIndexGroup(parser, state, outputShape))
    return failure();
  state.addAttribute(kReassociation, reassociation);
  state.addAttribute(
      kStaticOutputShape,
      DenseI64ArrayAttr::get(state.getContext(), staticOutputShape));
  state.addTypes(resultType);
  return success();
}

static void printExpandShape(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ' ';
  if (Attribute reassociation = op->getInherentAttr(kReassociation))
    p.printAttribute(reassociation);
  p << " output_shape ";
  printDynamicIndexList(p, op->getOperands().drop_front(1),
                        getI64Array(op, kStaticOutputShape));
  printAttrDict(p, op, {kReassociation, kStaticOutputShape});
  p << " : " << op->getOperand(0).getType() << " into "
    << op->getResult(0).getType();
}

void ExpandShapeOp::populateInfo(OpInfo &info) {
  setViewCounts(info, CountConstraint::atLeast(1));
  info.inherentAttrs = {{kReassociation, isReassociationAttr},
                        {kStaticOutputShape, isI64Array}};
  info.verifyInvariants = verifyExpandShapeInvariants;
  info.verify = verifyExpandShape;
  info.parse = parseExpandShape;
  info.print = printExpandShape;
  info.attachInterface(&kExpandShapeNames);
}

llvm::SmallVector<llvm::SmallVector<int64_t, 2>>
ExpandShapeOp::getReassociationIndices() {
  return getGroups(state);
}

llvm::ArrayRef<int64_t> ExpandShapeOp::getStaticOutputShape() {
  return getI64Array(state, kStaticOutputShape);
}

static LogicalResult verifyCollapseShapeInvariants(Operation *op) {
  return verifyReshapeInvariantsCommon(op);
}

static LogicalResult verifyCollapseShape(Operation *op) {
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (source.getRank() < result.getRank())
    return op->emitOpError("has source rank ")
           << source.getRank() << " and result rank " << result.getRank()
           << ". This is not a collapse (" << source.getRank() << " < "
           << result.getRank() << ").";
  llvm::SmallVector<ReassociationIndices> groups = getGroups(op);
  if (failed(verifyReshapeLike(op, result, source, groups)))
    return failure();
  MemRefType expected = getIdentityLayoutType(source, result.getShape());
  if (!hasIdentityLayout(source)) {
    llvm::SmallVector<int64_t> srcStrides;
    int64_t srcOffset;
    std::optional<llvm::SmallVector<int64_t>> strides;
    if (succeeded(getStridesAndOffset(source, srcStrides, srcOffset)))
      strides = computeCollapsedStrides(source.getShape(), srcStrides, groups);
    if (!strides)
      return op->emitOpError("invalid source layout map or collapsing "
                             "non-contiguous dims");
    expected = getStridedType(source, result.getShape(), *strides, srcOffset,
                              /*allowIdentity=*/false);
  }
  if (expected != result)
    return op->emitOpError("expected collapsed type to be ")
           << '\'' << Type(expected) << '\'' << " but found " << '\''
           << Type(result) << '\'';
  return success();
}

static ParseResult parseCollapseShape(OpAsmParser &parser,
                                      OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Attribute reassociation;
  Type sourceType, resultType;
  if (parser.parseOperand(source) || parser.parseAttribute(reassociation) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("into") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands))
    return failure();
  state.addAttribute(kReassociation, reassociation);
  state.addTypes(resultType);
  return success();
}

static void printCollapseShape(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ' ';
  if (Attribute reassociation = op->getInherentAttr(kReassociation))
    p.printAttribute(reassociation);
  printAttrDict(p, op, {kReassociation});
  p << " : " << op->getOperand(0).getType() << " into "
    << op->getResult(0).getType();
}

void CollapseShapeOp::populateInfo(OpInfo &info) {
  setViewCounts(info, CountConstraint::exactly(1));
  info.inherentAttrs = {{kReassociation, isReassociationAttr}};
  info.verifyInvariants = verifyCollapseShapeInvariants;
  info.verify = verifyCollapseShape;
  info.parse = parseCollapseShape;
  info.print = printCollapseShape;
  info.attachInterface(&kCollapseShapeNames);
}

llvm::SmallVector<llvm::SmallVector<int64_t, 2>>
CollapseShapeOp::getReassociationIndices() {
  return getGroups(state);
}

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

static LogicalResult verifyReshapeInvariants(Operation *op) {
  auto shape = llvm::dyn_cast<MemRefType>(op->getOperand(1).getType());
  bool shapeOk =
      shape && shape.getRank() == 1 &&
      (llvm::isa<IndexType>(shape.getElementType()) ||
       (llvm::isa<IntegerType>(shape.getElementType()) &&
        llvm::cast<IntegerType>(shape.getElementType()).isSignless()));
  if (failed(checkOperandIs(
          op, 0, llvm::isa<BaseMemRefType>(op->getOperand(0).getType()),
          "ranked or unranked memref of any type values")) ||
      failed(checkOperandIs(op, 1, shapeOk,
                            "1D memref of signless integer or index values")))
    return failure();
  return checkResultIs(op,
                       llvm::isa<BaseMemRefType>(op->getResult(0).getType()),
                       "ranked or unranked memref of any type values");
}

static LogicalResult verifyReshape(Operation *op) {
  auto source = llvm::cast<BaseMemRefType>(op->getOperand(0).getType());
  auto shape = llvm::cast<MemRefType>(op->getOperand(1).getType());
  auto result = llvm::cast<BaseMemRefType>(op->getResult(0).getType());
  if (source.getElementType() != result.getElementType())
    return op->emitOpError("element types of source and destination memref "
                           "types should be the same");
  if (auto ranked = llvm::dyn_cast<MemRefType>(source))
    if (ranked.getLayout())
      return op->emitOpError("source memref type should have identity affine "
                             "map");
  int64_t shapeSize = shape.getDimSize(0);
  if (auto ranked = llvm::dyn_cast<MemRefType>(result)) {
    if (ranked.getLayout())
      return op->emitOpError("result memref type should have identity affine "
                             "map");
    if (ShapedType::isDynamic(shapeSize))
      return op->emitOpError("cannot use shape operand with dynamic length to "
                             "reshape to statically-ranked memref type");
    if (shapeSize != ranked.getRank())
      return op->emitOpError("length of shape operand differs from the "
                             "result's memref rank");
  }
  return success();
}

static ParseResult parseReshape(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, shape;
  llvm::SmallVector<Type, 2> inputs, results;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(source) || parser.parseLParen() ||
      parser.parseOperand(shape) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonFunctionalType(inputs, results))
    return failure();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands{source, shape};
  if (parser.resolveOperands(operands, inputs, loc, state.operands))
    return failure();
  state.addTypes(results);
  return success();
}

static void printReshape(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << '(' << op->getOperand(1) << ')';
  printAttrDict(p, op);
  p << " : ";
  p.printFunctionalType(op);
}

void ReshapeOp::populateInfo(OpInfo &info) {
  setViewCounts(info, CountConstraint::exactly(2), /*readsMemory=*/true);
  info.attachInterface(&kReshapeEffects);
  info.verifyInvariants = verifyReshapeInvariants;
  info.verify = verifyReshape;
  info.parse = parseReshape;
  info.print = printReshape;
  info.attachInterface(&kReshapeNames);
}

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

static LogicalResult verifyTransposeInvariants(Operation *op) {
  Attribute perm = op->getInherentAttr(kPermutation);
  if (!perm)
    return op->emitOpError("requires attribute 'permutation'");
  if (!llvm::isa<AffineMapAttr>(perm))
    return op->emitOpError("attribute 'permutation' failed to satisfy "
                           "constraint: AffineMap attribute");
  if (failed(checkOperandIs(op, 0, isStridedMemRef(op->getOperand(0).getType()),
                            "strided memref of any type values")))
    return failure();
  return checkResultIs(op, isStridedMemRef(op->getResult(0).getType()),
                       "strided memref of any type values");
}

static LogicalResult verifyTranspose(Operation *op) {
  AffineMap perm =
      llvm::cast<AffineMapAttr>(op->getInherentAttr(kPermutation)).getValue();
  if (!perm.isPermutation())
    return op->emitOpError("expected a permutation map");
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (perm.getNumDims() != source.getRank())
    return op->emitOpError("expected a permutation map of same rank as the "
                           "input");
  llvm::SmallVector<int64_t> srcStrides;
  int64_t offset;
  if (failed(getStridesAndOffset(source, srcStrides, offset)))
    return op->emitOpError("expected a strided source memref");
  llvm::SmallVector<int64_t> shape, strides;
  for (AffineExpr e : perm.getResults()) {
    unsigned d = llvm::cast<AffineDimExpr>(e).getPosition();
    shape.push_back(source.getDimSize(d));
    strides.push_back(srcStrides[d]);
  }
  // Both types are compared, and the expected one printed, in the canonical
  // form of their layouts, as mlir-opt 19 does: a layout written as an
  // affine map matches the inferred strided one when it simplifies to the
  // same map (its symbols in the same order), and a rank-1 `strided<[1]>`
  // is kept apart from no layout.
  MemRefType expected = canonicalizeStridedLayout(
      MemRefType::get(shape, source.getElementType(),
                      StridedLayoutAttr::get(op->getContext(), offset, strides),
                      source.getMemorySpace()));
  if (canonicalizeStridedLayout(result) != expected)
    return op->emitOpError("result type ")
           << '\'' << Type(result) << '\''
           << " is not equivalent to the canonical transposed input type "
           << '\'' << Type(expected) << '\'';
  return success();
}

static ParseResult parseTranspose(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  AffineMap perm;
  Type sourceType, resultType;
  if (parser.parseOperand(source) || parser.parseAffineMap(perm) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands))
    return failure();
  state.addAttribute(kPermutation, AffineMapAttr::get(perm));
  state.addTypes(resultType);
  return success();
}

static void printTranspose(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ' ';
  if (auto perm = llvm::dyn_cast_or_null<AffineMapAttr>(
          op->getInherentAttr(kPermutation)))
    perm.getValue().print(p.getStream());
  printAttrDict(p, op, {kPermutation});
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

void TransposeOp::populateInfo(OpInfo &info) {
  setViewCounts(info, CountConstraint::exactly(1));
  info.inherentAttrs = {
      {kPermutation, [](Attribute a) { return llvm::isa<AffineMapAttr>(a); }}};
  info.verifyInvariants = verifyTransposeInvariants;
  info.verify = verifyTranspose;
  info.parse = parseTranspose;
  info.print = printTranspose;
  info.attachInterface(&kTransposeNames);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void memref::registerMemRefViewOps(Dialect &dialect) {
  registerOp<SubViewOp>(dialect);
  registerOp<ReinterpretCastOp>(dialect);
  registerOp<ViewOp>(dialect);
  registerOp<ExpandShapeOp>(dialect);
  registerOp<CollapseShapeOp>(dialect);
  registerOp<ReshapeOp>(dialect);
  registerOp<TransposeOp>(dialect);
}
