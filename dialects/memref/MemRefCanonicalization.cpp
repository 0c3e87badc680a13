//===- MemRefCanonicalization.cpp - memref canonicalization patterns ------===//
//
// The canonicalization patterns of the memref dialect, each with the identity
// it applies written above it. They make shapes static where constants allow
// (allocations, subviews, views: the new op is cast back to the old type, so
// users are untouched), move a cast that only forgets static information
// below the subview or collapse_shape that consumes it, let a view read an
// allocation through the cast of it (as mlir-opt 19 does), compose chains of
// collapse_shape and expand_shape into one reshape (identity layouts only),
// read dim(memref.reshape) from the shape operand, inline alloca_scopes and
// hoist their allocas where no allocation's lifetime changes in a way a
// program could see, erase allocations (and reallocs) nobody reads, copies
// of a buffer onto itself and copies of nothing, and replace views that
// rebuild their source (a subview of all of it, a reinterpret_cast of its
// own metadata) by the source. Index constants are made as `arith.constant`,
// which loads with memref.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/OperationState.h"
#include "ir/SideEffects.h"
#include "rewrite/FoldUtils.h"

using namespace assay;
using namespace assay::memref;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kSegments = "operandSegmentSizes";

/// The constant index `v` holds, if any.
static std::optional<int64_t> getConstantIndex(Value v) {
  Attribute attr;
  if (!matchConstant(v, &attr))
    return std::nullopt;
  if (auto intAttr = llvm::dyn_cast<IntegerAttr>(attr))
    return intAttr.getInt();
  return std::nullopt;
}

/// Creates `memref.cast %value : ... to type` before the rewriter's insertion
/// point, or returns `value` when it has the type already.
static Value castTo(PatternRewriter &rewriter, Location loc, Value value,
                    Type type) {
  if (value.getType() == type)
    return value;
  OperationState state(loc, CastOp::getOperationName());
  state.addOperands(value);
  state.addTypes(type);
  return rewriter.create(state)->getResult(0);
}

/// Copies the attributes of `op`, inherent ones (properties) included, into
/// `state`, replacing those in `updates`.
static void copyAttrs(Operation *op, OperationState &state,
                      llvm::ArrayRef<NamedAttribute> updates) {
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    state.addAttributes(props.getValue());
  state.addAttributes(op->getAttrs());
  for (const NamedAttribute &attr : updates)
    state.attributes.set(attr.getName(), attr.getValue());
}

/// Folds the constant operands of a static-or-dynamic list into it: entries
/// whose operand is a constant accepted by `accept` become static. Returns
/// whether any did.
template <class AcceptFn>
static bool
foldConstantList(llvm::SmallVectorImpl<int64_t> &statics, OperandRange dynamics,
                 llvm::SmallVectorImpl<Value> &remaining, AcceptFn accept) {
  bool changed = false;
  unsigned next = 0;
  for (int64_t &entry : statics) {
    if (!ShapedType::isDynamic(entry))
      continue;
    Value operand = dynamics[next++];
    std::optional<int64_t> constant = getConstantIndex(operand);
    if (constant && accept(*constant)) {
      entry = *constant;
      changed = true;
      continue;
    }
    remaining.push_back(operand);
  }
  return changed;
}

static bool isNonNegative(int64_t v) { return v >= 0; }

/// `type` with the dimensions marked in `dropped` removed from its shape and
/// its strided layout (the offset stays).
static MemRefType dropDims(MemRefType type, llvm::ArrayRef<bool> dropped) {
  if (llvm::none_of(dropped, [](bool b) { return b; }))
    return type;
  llvm::SmallVector<int64_t> strides, shape, keptStrides;
  int64_t offset;
  if (failed(getStridesAndOffset(type, strides, offset)))
    return MemRefType();
  for (size_t i = 0; i < dropped.size(); ++i) {
    if (dropped[i])
      continue;
    shape.push_back(type.getDimSize(i));
    keptStrides.push_back(strides[i]);
  }
  return MemRefType::get(
      shape, type.getElementType(),
      StridedLayoutAttr::get(type.getContext(), offset, keptStrides),
      type.getMemorySpace());
}

/// The result type of a subview of `source` with the given static lists
/// that replaces the subview `like`, dropping the dimensions `like` drops:
/// those computeMemRefRankReductionMask finds between `like`'s source and
/// result types, given the new static sizes (as mlir-opt 19 picks them).
static MemRefType inferSubViewType(MemRefType source, SubViewOp like,
                                   llvm::ArrayRef<int64_t> offsets,
                                   llvm::ArrayRef<int64_t> sizes,
                                   llvm::ArrayRef<int64_t> strides) {
  MemRefType full = inferSubViewResultType(source, offsets, sizes, strides);
  if (!full)
    return MemRefType();
  auto oldSource = llvm::cast<MemRefType>(like.getSource().getType());
  auto oldType = llvm::cast<MemRefType>(like->getResult(0).getType());
  std::optional<llvm::SmallVector<bool>> dropped =
      computeMemRefRankReductionMask(oldSource, oldType, sizes);
  if (!dropped)
    return MemRefType();
  return dropDims(full, *dropped);
}

/// Creates a subview of `source` with the given lists and result type.
static Value
createSubView(PatternRewriter &rewriter, SubViewOp old, Value source,
              MemRefType type, llvm::ArrayRef<int64_t> offsets,
              llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides,
              llvm::ArrayRef<Value> dynOffsets, llvm::ArrayRef<Value> dynSizes,
              llvm::ArrayRef<Value> dynStrides) {
  Context *ctx = rewriter.getContext();
  OperationState state(old->getLoc(), SubViewOp::getOperationName());
  state.addOperands(source);
  state.addOperands(dynOffsets);
  state.addOperands(dynSizes);
  state.addOperands(dynStrides);
  int32_t segments[4] = {1, int32_t(dynOffsets.size()),
                         int32_t(dynSizes.size()), int32_t(dynStrides.size())};
  copyAttrs(old, state,
            {NamedAttribute(StringAttr::get(ctx, kSegments),
                            DenseI32ArrayAttr::get(ctx, segments)),
             NamedAttribute(StringAttr::get(ctx, "static_offsets"),
                            DenseI64ArrayAttr::get(ctx, offsets)),
             NamedAttribute(StringAttr::get(ctx, "static_sizes"),
                            DenseI64ArrayAttr::get(ctx, sizes)),
             NamedAttribute(StringAttr::get(ctx, "static_strides"),
                            DenseI64ArrayAttr::get(ctx, strides))});
  state.addTypes(type);
  return rewriter.create(state)->getResult(0);
}

//===----------------------------------------------------------------------===//
// alloc, alloca
//===----------------------------------------------------------------------===//

namespace {
// alloc(..., %c, ...) : memref<...x?x...> ->
//   cast(alloc(...) : memref<...xcx...>), for each constant size c >= 0
// (the same for alloca)
template <class AllocLikeOp>
struct StaticAllocSizes : public OpRewritePattern<AllocLikeOp> {
  explicit StaticAllocSizes(Context *ctx)
      : OpRewritePattern<AllocLikeOp>(ctx) {}

  LogicalResult matchAndRewrite(AllocLikeOp alloc,
                                PatternRewriter &rewriter) const override {
    MemRefType type = alloc.getType();
    llvm::SmallVector<int64_t> shape(type.getShape());
    llvm::SmallVector<Value> sizes;
    if (!foldConstantList(shape, alloc.getDynamicSizes(), sizes, isNonNegative))
      return rewriter.notifyMatchFailure(alloc, "no constant size");
    auto newType = MemRefType::get(shape, type.getElementType(),
                                   type.getLayout(), type.getMemorySpace());
    Context *ctx = rewriter.getContext();
    Operation *op = alloc.getOperation();
    OperationState state(op->getLoc(), op->getName());
    OperandRange symbols = alloc.getSymbolOperands();
    state.addOperands(sizes);
    state.addOperands(llvm::SmallVector<Value>(symbols.begin(), symbols.end()));
    int32_t segments[2] = {int32_t(sizes.size()), int32_t(symbols.size())};
    copyAttrs(op, state,
              {NamedAttribute(StringAttr::get(ctx, kSegments),
                              DenseI32ArrayAttr::get(ctx, segments))});
    state.addTypes(newType);
    rewriter.setInsertionPoint(op);
    Operation *newAlloc = rewriter.create(state);
    Value cast = castTo(rewriter, op->getLoc(), newAlloc->getResult(0), type);
    rewriter.replaceOp(op, cast);
    return success();
  }
};

// alloc() whose only uses are stores into it and deallocs of it -> nothing
// (the stores and deallocs go too; the same for alloca, and for realloc,
// which then leaves its source allocated: only undefined behaviour goes)
template <class AllocLikeOp>
struct EraseDeadAlloc : public OpRewritePattern<AllocLikeOp> {
  explicit EraseDeadAlloc(Context *ctx) : OpRewritePattern<AllocLikeOp>(ctx) {}

  LogicalResult matchAndRewrite(AllocLikeOp alloc,
                                PatternRewriter &rewriter) const override {
    Value memref = alloc->getResult(0);
    llvm::SmallVector<Operation *> users;
    for (OpOperand &use : memref.getUses()) {
      Operation *user = use.getOwner();
      bool storeInto = llvm::isa<StoreOp>(user) && use.getOperandNumber() == 1;
      if (!storeInto && !llvm::isa<DeallocOp>(user))
        return rewriter.notifyMatchFailure(alloc, "the memref is used");
      users.push_back(user);
    }
    for (Operation *user : users)
      rewriter.eraseOp(user);
    rewriter.eraseOp(alloc.getOperation());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// copy
//===----------------------------------------------------------------------===//

// copy(x, x) -> nothing
struct EraseSelfCopy : public OpRewritePattern<CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CopyOp copy,
                                PatternRewriter &rewriter) const override {
    if (copy.getSource() != copy.getTarget())
      return rewriter.notifyMatchFailure(copy, "copy between two memrefs");
    rewriter.eraseOp(copy.getOperation());
    return success();
  }
};

/// Whether `type` is ranked with a static size 0: it holds no element.
static bool isEmptyMemRef(Type type) {
  auto ranked = llvm::dyn_cast<MemRefType>(type);
  return ranked && llvm::is_contained(ranked.getShape(), 0);
}

// copy(x, y) -> nothing, when x or y has a static size 0 (there is nothing
// to copy; a copy between shapes that differ at run time is undefined
// behaviour, which erasing it only removes)
struct EraseEmptyCopy : public OpRewritePattern<CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CopyOp copy,
                                PatternRewriter &rewriter) const override {
    if (!isEmptyMemRef(copy.getSource().getType()) &&
        !isEmptyMemRef(copy.getTarget().getType()))
      return rewriter.notifyMatchFailure(copy, "no static size 0");
    rewriter.eraseOp(copy.getOperation());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// subview
//===----------------------------------------------------------------------===//

// subview(x)[%c, ...][...][...] -> cast(subview(x)[c, ...][...][...]), for
// each constant offset or size >= 0 and constant stride other than 0
struct StaticSubViewArgs : public OpRewritePattern<SubViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SubViewOp subview,
                                PatternRewriter &rewriter) const override {
    auto sourceType = llvm::dyn_cast<MemRefType>(subview.getSource().getType());
    if (!sourceType)
      return failure();
    llvm::SmallVector<int64_t> offsets(subview.getStaticOffsets());
    llvm::SmallVector<int64_t> sizes(subview.getStaticSizes());
    llvm::SmallVector<int64_t> strides(subview.getStaticStrides());
    llvm::SmallVector<Value> dynOffsets, dynSizes, dynStrides;
    bool changed = foldConstantList(offsets, subview.getOffsets(), dynOffsets,
                                    isNonNegative);
    changed |=
        foldConstantList(sizes, subview.getSizes(), dynSizes, isNonNegative);
    // A zero stride stays dynamic: `strided<...>` layouts cannot spell it.
    changed |= foldConstantList(strides, subview.getStrides(), dynStrides,
                                [](int64_t v) { return v != 0; });
    if (!changed)
      return rewriter.notifyMatchFailure(subview, "no constant argument");
    MemRefType type =
        inferSubViewType(sourceType, subview, offsets, sizes, strides);
    if (!type)
      return rewriter.notifyMatchFailure(subview, "cannot infer the type");
    Type oldType = subview->getResult(0).getType();
    rewriter.setInsertionPoint(subview.getOperation());
    Value view =
        createSubView(rewriter, subview, subview.getSource(), type, offsets,
                      sizes, strides, dynOffsets, dynSizes, dynStrides);
    rewriter.replaceOp(subview.getOperation(),
                       castTo(rewriter, subview->getLoc(), view, oldType));
    return success();
  }
};

// subview(cast(x)) -> cast(subview(x)), when the cast only forgets static
// information
struct SubViewOfCast : public OpRewritePattern<SubViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SubViewOp subview,
                                PatternRewriter &rewriter) const override {
    auto cast =
        llvm::dyn_cast_or_null<CastOp>(subview.getSource().getDefiningOp());
    if (!cast)
      return failure();
    auto from = llvm::dyn_cast<MemRefType>(cast.getSource().getType());
    auto to = llvm::dyn_cast<MemRefType>(cast->getResult(0).getType());
    if (!from || !to || !castOnlyForgets(from, to))
      return rewriter.notifyMatchFailure(subview, "the cast adds information");
    MemRefType type =
        inferSubViewType(from, subview, subview.getStaticOffsets(),
                         subview.getStaticSizes(), subview.getStaticStrides());
    if (!type)
      return rewriter.notifyMatchFailure(subview, "cannot infer the type");
    auto values = [](OperandRange r) {
      return llvm::SmallVector<Value>(r.begin(), r.end());
    };
    rewriter.setInsertionPoint(subview.getOperation());
    Value view =
        createSubView(rewriter, subview, cast.getSource(), type,
                      subview.getStaticOffsets(), subview.getStaticSizes(),
                      subview.getStaticStrides(), values(subview.getOffsets()),
                      values(subview.getSizes()), values(subview.getStrides()));
    rewriter.replaceOp(subview.getOperation(),
                       castTo(rewriter, subview->getLoc(), view,
                              subview->getResult(0).getType()));
    return success();
  }
};

// subview(x)[0, ...][sizes of x][1, ...] -> cast(x), when x has a static
// shape and no dimension is dropped: the view is x itself (the fold takes
// the case where the types are equal)
struct TrivialSubView : public OpRewritePattern<SubViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SubViewOp subview,
                                PatternRewriter &rewriter) const override {
    auto sourceType = llvm::dyn_cast<MemRefType>(subview.getSource().getType());
    Type resultType = subview->getResult(0).getType();
    if (!sourceType || !sourceType.hasStaticShape() ||
        llvm::cast<MemRefType>(resultType).getRank() != sourceType.getRank())
      return rewriter.notifyMatchFailure(subview, "not a full-rank view");
    if (!llvm::all_of(subview.getStaticOffsets(),
                      [](int64_t v) { return v == 0; }) ||
        !llvm::all_of(subview.getStaticStrides(),
                      [](int64_t v) { return v == 1; }) ||
        subview.getStaticSizes() != sourceType.getShape())
      return rewriter.notifyMatchFailure(subview, "not the whole source");
    if (!areCastCompatible(sourceType, resultType))
      return rewriter.notifyMatchFailure(subview, "types cast incompatible");
    rewriter.setInsertionPoint(subview.getOperation());
    rewriter.replaceOp(
        subview.getOperation(),
        castTo(rewriter, subview->getLoc(), subview.getSource(), resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reinterpret_cast
//===----------------------------------------------------------------------===//

/// An offset, size or stride as far as it is known: a static value, or
/// else the value that gives it at run time. Constant operands read as
/// static values, so two entries are equal when both are the same static
/// value or the same dynamic value.
struct Extent {
  int64_t value;
  Value dynamic;
  bool operator==(const Extent &other) const {
    return value == other.value && dynamic == other.dynamic;
  }
};

/// `statics` with the dynamic entries taken from `dynamics` in order.
static llvm::SmallVector<Extent> getExtents(llvm::ArrayRef<int64_t> statics,
                                            llvm::ArrayRef<Value> dynamics) {
  llvm::SmallVector<Extent> extents;
  size_t next = 0;
  for (int64_t v : statics) {
    if (!ShapedType::isDynamic(v)) {
      extents.push_back({v, Value()});
      continue;
    }
    Value operand = next < dynamics.size() ? dynamics[next++] : Value();
    if (std::optional<int64_t> constant =
            operand ? getConstantIndex(operand) : std::nullopt)
      extents.push_back({*constant, Value()});
    else
      extents.push_back({ShapedType::kDynamic, operand});
  }
  return extents;
}

// reinterpret_cast(base_buffer(extract_strided_metadata(x)), offset, sizes,
//   strides of x) -> x, or cast(x) when the types differ (the cast rebuilds
//   the descriptor x has; entries match when they are the same static value,
//   read from x's type, a constant operand or the op, or the same metadata
//   result)
struct ReinterpretCastOfMetadata : public OpRewritePattern<ReinterpretCastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReinterpretCastOp cast,
                                PatternRewriter &rewriter) const override {
    Value base = cast.getSource();
    auto extract =
        llvm::dyn_cast_or_null<ExtractStridedMetadataOp>(base.getDefiningOp());
    if (!extract || base != extract->getResult(0))
      return rewriter.notifyMatchFailure(cast, "not a base buffer");
    Value x = extract.getSource();
    auto type = llvm::dyn_cast<MemRefType>(x.getType());
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (!type || failed(getStridesAndOffset(type, strides, offset)))
      return rewriter.notifyMatchFailure(cast, "not a strided memref");
    // Results: base, offset, sizes, then strides.
    Operation *metadata = extract.getOperation();
    int64_t rank = type.getRank();
    auto results = [&](unsigned first, unsigned count) {
      llvm::SmallVector<Value> values;
      for (unsigned i = 0; i < count; ++i)
        values.push_back(metadata->getResult(first + i));
      return values;
    };
    auto values = [](OperandRange r) {
      return llvm::SmallVector<Value>(r.begin(), r.end());
    };
    if (getExtents(cast.getStaticOffsets(), values(cast.getOffsets())) !=
            getExtents({offset}, results(1, 1)) ||
        getExtents(cast.getStaticSizes(), values(cast.getSizes())) !=
            getExtents(type.getShape(), results(2, rank)) ||
        getExtents(cast.getStaticStrides(), values(cast.getStrides())) !=
            getExtents(strides, results(2 + rank, rank)))
      return rewriter.notifyMatchFailure(cast, "another descriptor");
    Type resultType = cast->getResult(0).getType();
    if (!areCastCompatible(type, resultType))
      return rewriter.notifyMatchFailure(cast, "types cast incompatible");
    rewriter.setInsertionPoint(cast.getOperation());
    rewriter.replaceOp(cast.getOperation(),
                       castTo(rewriter, cast->getLoc(), x, resultType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// view
//===----------------------------------------------------------------------===//

// view(b)[%shift][..., %c, ...] : memref<...x?x...> ->
//   cast(view(b)[%shift][...] : memref<...xcx...>), for each constant
//   size c >= 0
struct StaticViewSizes : public OpRewritePattern<ViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ViewOp view,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(view->getResult(0).getType());
    llvm::SmallVector<int64_t> shape(type.getShape());
    llvm::SmallVector<Value> sizes;
    if (!foldConstantList(shape, view.getSizes(), sizes, isNonNegative))
      return rewriter.notifyMatchFailure(view, "no constant size");
    auto newType = MemRefType::get(shape, type.getElementType(),
                                   type.getLayout(), type.getMemorySpace());
    Operation *op = view.getOperation();
    OperationState state(op->getLoc(), op->getName());
    state.addOperands({view.getSource(), view.getByteShift()});
    state.addOperands(sizes);
    copyAttrs(op, state, {});
    state.addTypes(newType);
    rewriter.setInsertionPoint(op);
    Operation *newView = rewriter.create(state);
    rewriter.replaceOp(
        op, castTo(rewriter, op->getLoc(), newView->getResult(0), type));
    return success();
  }
};
// view(cast(alloc))[%shift][...] -> view(alloc)[%shift][...], when the
// allocation's type is one a view may read (no layout): the cast changes
// only what the type states of the same buffer, and where it would fail at
// run time the original program is undefined and anything refines it. As
// in mlir-opt 19 only an alloc's cast is looked through, so that the output
// stays mlir-opt's.
struct ViewOfAllocCast : public OpRewritePattern<ViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ViewOp view,
                                PatternRewriter &rewriter) const override {
    auto cast =
        llvm::dyn_cast_or_null<CastOp>(view.getSource().getDefiningOp());
    if (!cast)
      return rewriter.notifyMatchFailure(view, "the source is no cast");
    Value buffer = cast.getSource();
    auto type = llvm::dyn_cast<MemRefType>(buffer.getType());
    if (!llvm::isa_and_nonnull<AllocOp>(buffer.getDefiningOp()) || !type ||
        type.getLayout())
      return rewriter.notifyMatchFailure(view, "not a cast of an allocation");
    rewriter.modifyOpInPlace(view.getOperation(), [&] {
      view.getOperation()->setOperand(0, buffer);
    });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// extract_strided_metadata
//===----------------------------------------------------------------------===//

// extract_strided_metadata(x) offset, sizes, strides -> constants, for each
// one x's type knows statically (and that is used)
struct StaticMetadata : public OpRewritePattern<ExtractStridedMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractStridedMetadataOp extract,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(extract.getSource().getType());
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (!type || failed(getStridesAndOffset(type, strides, offset)))
      return rewriter.notifyMatchFailure(extract, "not a strided memref");
    llvm::SmallVector<int64_t> known{offset};
    known.append(type.getShape().begin(), type.getShape().end());
    known.append(strides.begin(), strides.end());
    Operation *op = extract.getOperation();
    bool changed = false;
    for (size_t i = 0; i < known.size(); ++i) {
      Value result = op->getResult(i + 1);
      if (ShapedType::isDynamic(known[i]) || result.use_empty())
        continue;
      rewriter.setInsertionPoint(op);
      OperationState state(op->getLoc(), "arith.constant");
      state.addAttribute("value", IntegerAttr::get(result.getType(), known[i]));
      state.addTypes(result.getType());
      Value constant = rewriter.create(state)->getResult(0);
      rewriter.replaceAllUsesWith(result, constant);
      changed = true;
    }
    return success(changed);
  }
};

//===----------------------------------------------------------------------===//
// expand_shape, collapse_shape
//===----------------------------------------------------------------------===//

using Groups = llvm::SmallVector<ReassociationIndices>;

/// Creates `arith.constant value : index` at the rewriter's insertion point.
static Value createIndexConstant(PatternRewriter &rewriter, Location loc,
                                 int64_t value) {
  Type index = IndexType::get(rewriter.getContext());
  OperationState state(loc, "arith.constant");
  state.addAttribute("value", IntegerAttr::get(index, value));
  state.addTypes(index);
  return rewriter.create(state)->getResult(0);
}

/// The `reassociation` attribute that spells `groups`.
static Attribute
getReassociationAttr(Context *ctx,
                     llvm::ArrayRef<ReassociationIndices> groups) {
  Type i64 = IntegerType::get(ctx, 64);
  llvm::SmallVector<Attribute> outer;
  for (const ReassociationIndices &group : groups) {
    llvm::SmallVector<Attribute> inner;
    for (int64_t index : group)
      inner.push_back(IntegerAttr::get(i64, index));
    outer.push_back(ArrayAttr::get(ctx, inner));
  }
  return ArrayAttr::get(ctx, outer);
}

/// Creates `memref.collapse_shape %source groups : ... into type`.
static Value createCollapse(PatternRewriter &rewriter, Location loc,
                            Value source, Type type,
                            llvm::ArrayRef<ReassociationIndices> groups) {
  OperationState state(loc, CollapseShapeOp::getOperationName());
  state.addOperands(source);
  state.addAttribute("reassociation",
                     getReassociationAttr(rewriter.getContext(), groups));
  state.addTypes(type);
  return rewriter.create(state)->getResult(0);
}

/// Creates `memref.expand_shape %source groups output_shape [...]`, the
/// output shape being `staticShape` with kDynamic where `dynamicShape` gives
/// the size.
static Value createExpand(PatternRewriter &rewriter, Location loc, Value source,
                          Type type,
                          llvm::ArrayRef<ReassociationIndices> groups,
                          llvm::ArrayRef<int64_t> staticShape,
                          llvm::ArrayRef<Value> dynamicShape) {
  Context *ctx = rewriter.getContext();
  OperationState state(loc, ExpandShapeOp::getOperationName());
  state.addOperands(source);
  state.addOperands(dynamicShape);
  state.addAttribute("reassociation", getReassociationAttr(ctx, groups));
  state.addAttribute("static_output_shape",
                     DenseI64ArrayAttr::get(ctx, staticShape));
  state.addTypes(type);
  return rewriter.create(state)->getResult(0);
}

/// Whether `type` is a memref with the identity layout (as an affine map).
/// The reshape compositions only handle those.
static bool hasIdentityLayout(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && memref::hasIdentityLayout(memref);
}

/// The groups of two reshapes in the same direction, composed into those of
/// one reshape: each group of the reshape with fewer groups (the side of
/// lower rank) becomes the union of the groups of the other that its indices
/// name. None when both have as many groups, or when they do not chain.
static std::optional<Groups>
composeSameDirection(llvm::ArrayRef<ReassociationIndices> first,
                     llvm::ArrayRef<ReassociationIndices> second) {
  if (first.size() == second.size())
    return std::nullopt;
  llvm::ArrayRef<ReassociationIndices> fine = first, coarse = second;
  if (fine.size() < coarse.size())
    std::swap(fine, coarse);
  Groups composed;
  // A rank-0 side: no groups at all.
  if (coarse.empty())
    return composed;
  size_t named = 0;
  for (const ReassociationIndices &group : coarse)
    named += group.size();
  if (named != fine.size())
    return std::nullopt;
  for (const ReassociationIndices &group : coarse) {
    ReassociationIndices merged;
    for (int64_t index : group)
      llvm::append_range(merged, fine[index]);
    composed.push_back(std::move(merged));
  }
  return composed;
}

/// Groups that collapse `source` into `target` by multiplying runs of
/// static sizes, a dynamic size standing alone for a dynamic one; trailing
/// sizes of 1 (or dynamic) join the last group. None when `source` has no
/// more dimensions than `target` or when no such grouping exists.
static std::optional<Groups>
getCollapsingGroups(llvm::ArrayRef<int64_t> source,
                    llvm::ArrayRef<int64_t> target) {
  if (source.size() <= target.size())
    return std::nullopt;
  Groups groups;
  ReassociationIndices current;
  int64_t product = 1;
  size_t dim = 0;
  while (dim < source.size() && groups.size() < target.size()) {
    int64_t want = target[groups.size()];
    while (dim + 1 < source.size() && !ShapedType::isDynamic(source[dim]) &&
           product * source[dim] < want) {
      product *= source[dim];
      current.push_back(dim++);
    }
    bool dynamic = ShapedType::isDynamic(source[dim]);
    if (dynamic && (!ShapedType::isDynamic(want) || product != 1))
      return std::nullopt;
    if (ShapedType::isDynamic(want) && !dynamic)
      return std::nullopt;
    if (!dynamic && product * source[dim] != want)
      return std::nullopt;
    current.push_back(dim++);
    groups.push_back(std::move(current));
    current.clear();
    product = 1;
  }
  if (groups.size() != target.size())
    return std::nullopt;
  for (; dim < source.size(); ++dim) {
    if (!ShapedType::isDynamic(source[dim]) && source[dim] != 1)
      return std::nullopt;
    if (!groups.empty())
      groups.back().push_back(dim);
  }
  return groups;
}

/// The groups of one reshape from `highShape` to `lowShape`, where
/// `highGroups` and `lowGroups` (as many) take each to a common middle
/// shape: each pair of groups must collapse the sub-shape of `highShape`
/// into that of `lowShape`. As mlir-opt 19 does, a pair of groups of equal
/// size makes the composition fail.
static std::optional<Groups>
composeThroughMiddle(llvm::ArrayRef<ReassociationIndices> highGroups,
                     llvm::ArrayRef<ReassociationIndices> lowGroups,
                     llvm::ArrayRef<int64_t> highShape,
                     llvm::ArrayRef<int64_t> lowShape) {
  if (highGroups.empty())
    return getCollapsingGroups(highShape, lowShape);
  Groups composed;
  for (auto [high, low] : llvm::zip(highGroups, lowGroups)) {
    if (high.size() == low.size())
      return std::nullopt;
    std::optional<Groups> sub =
        getCollapsingGroups(highShape.slice(high.front(), high.size()),
                            lowShape.slice(low.front(), low.size()));
    if (!sub)
      return std::nullopt;
    for (ReassociationIndices &group : *sub) {
      for (int64_t &index : group)
        index += high.front();
      composed.push_back(std::move(group));
    }
  }
  return composed;
}

/// Computes the output shape of an expand_shape of `source` into `type` by
/// `groups`: the static sizes of `type`, and for the dynamic size of a group
/// `dim(source, g)` divided by the group's static sizes. Fails, creating
/// nothing, when a group holds two dynamic sizes.
static LogicalResult
inferOutputShape(PatternRewriter &rewriter, Location loc, Value source,
                 MemRefType type, llvm::ArrayRef<ReassociationIndices> groups,
                 llvm::SmallVectorImpl<int64_t> &staticShape,
                 llvm::SmallVectorImpl<Value> &dynamicShape) {
  llvm::ArrayRef<int64_t> shape = type.getShape();
  staticShape.assign(shape.begin(), shape.end());
  auto sourceType = llvm::cast<MemRefType>(source.getType());
  if (sourceType.getRank() == 0) {
    staticShape.assign(shape.size(), 1);
    return success();
  }
  if (type.hasStaticShape())
    return success();
  for (const ReassociationIndices &group : groups)
    if (llvm::count_if(group, [&](int64_t d) { return type.isDynamicDim(d); }) >
        1)
      return failure();
  for (auto [g, group] : llvm::enumerate(groups)) {
    int64_t product = 1;
    bool dynamic = false;
    for (int64_t d : group) {
      if (type.isDynamicDim(d))
        dynamic = true;
      else
        product *= shape[d];
    }
    if (!dynamic)
      continue;
    OperationState dimState(loc, DimOp::getOperationName());
    dimState.addOperands(
        {source, createIndexConstant(rewriter, loc, int64_t(g))});
    dimState.addTypes(IndexType::get(rewriter.getContext()));
    Value size = rewriter.create(dimState)->getResult(0);
    if (product != 1) {
      OperationState divState(loc, "arith.divui");
      divState.addOperands({size, createIndexConstant(rewriter, loc, product)});
      divState.addTypes(size.getType());
      size = rewriter.create(divState)->getResult(0);
    }
    dynamicShape.push_back(size);
  }
  return success();
}

/// Whether `a`, `b` and `c` all have the identity layout.
static bool identityLayouts(Value a, Value b, Value c) {
  return hasIdentityLayout(a.getType()) && hasIdentityLayout(b.getType()) &&
         hasIdentityLayout(c.getType());
}

/// The reshape of kind `Inner` that `op`'s source comes from, when the
/// source, `op`'s source and its result all have the identity layout: what
/// each composition of two reshapes starts from. Null otherwise.
template <class Inner, class OpT>
static Inner matchInnerReshape(OpT op, PatternRewriter &rewriter) {
  auto inner = llvm::dyn_cast_or_null<Inner>(op.getSrc().getDefiningOp());
  if (!inner)
    return {};
  if (!identityLayouts(inner.getSrc(), op.getSrc(), op->getResult(0))) {
    (void)rewriter.notifyMatchFailure(op, "a layout is not the identity");
    return {};
  }
  return inner;
}

/// The output shape operands of `expand`.
static llvm::SmallVector<Value> getOutputShapeValues(ExpandShapeOp expand) {
  OperandRange range = expand.getOutputShape();
  return llvm::SmallVector<Value>(range.begin(), range.end());
}

// collapse_shape(collapse_shape(x, g0), g1) -> collapse_shape(x, g), each
// group of g the union of the g0 groups its g1 group names (identity layouts)
struct ComposeCollapses : public OpRewritePattern<CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = matchInnerReshape<CollapseShapeOp>(op, rewriter);
    if (!inner)
      return failure();
    Value result = op->getResult(0);
    std::optional<Groups> groups = composeSameDirection(
        inner.getReassociationIndices(), op.getReassociationIndices());
    if (!groups)
      return rewriter.notifyMatchFailure(op, "the groups do not compose");
    rewriter.setInsertionPoint(op.getOperation());
    rewriter.replaceOp(op.getOperation(),
                       createCollapse(rewriter, op->getLoc(), inner.getSrc(),
                                      result.getType(), *groups));
    return success();
  }
};

// expand_shape(expand_shape(x, g0), g1) -> expand_shape(x, g), each group of
// g the union of the g1 groups its g0 group names, with the outer op's
// output shape (identity layouts)
struct ComposeExpands : public OpRewritePattern<ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = matchInnerReshape<ExpandShapeOp>(op, rewriter);
    if (!inner)
      return failure();
    Value result = op->getResult(0);
    std::optional<Groups> groups = composeSameDirection(
        inner.getReassociationIndices(), op.getReassociationIndices());
    if (!groups)
      return rewriter.notifyMatchFailure(op, "the groups do not compose");
    rewriter.setInsertionPoint(op.getOperation());
    rewriter.replaceOp(op.getOperation(),
                       createExpand(rewriter, op->getLoc(), inner.getSrc(),
                                    result.getType(), *groups,
                                    op.getStaticOutputShape(),
                                    getOutputShapeValues(op)));
    return success();
  }
};

// collapse_shape(expand_shape(x, g0), g1) -> collapse_shape(x, g) when x has
// the higher rank, expand_shape(x, g) when it has the lower rank (the
// output shape's dynamic sizes computed from dim(x, i)), cast(x) when the
// ranks are equal; each group of g is a run of whole groups of the side of
// higher rank ending where a group of the other side ends (identity
// layouts)
struct CollapseOfExpand : public OpRewritePattern<CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto expand = matchInnerReshape<ExpandShapeOp>(op, rewriter);
    if (!expand)
      return failure();
    Value source = expand.getSrc();
    Value result = op->getResult(0);
    auto sourceType = llvm::cast<MemRefType>(source.getType());
    auto resultType = llvm::cast<MemRefType>(result.getType());
    if (sourceType == resultType)
      return rewriter.notifyMatchFailure(op, "left to the folder");
    bool collapses = sourceType.getRank() > resultType.getRank();
    Groups high = collapses ? expand.getReassociationIndices()
                            : op.getReassociationIndices();
    Groups low = collapses ? op.getReassociationIndices()
                           : expand.getReassociationIndices();
    Groups composed;
    size_t next = 0;
    for (const ReassociationIndices &lowGroup : low) {
      ReassociationIndices group;
      while (next < high.size()) {
        int64_t last = high[next].back();
        if (last > lowGroup.back())
          return rewriter.notifyMatchFailure(op, "the groups cross");
        group.push_back(int64_t(next++));
        if (last == lowGroup.back())
          break;
      }
      composed.push_back(std::move(group));
    }
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op.getOperation());
    if (collapses) {
      rewriter.replaceOp(
          op.getOperation(),
          createCollapse(rewriter, loc, source, resultType, composed));
      return success();
    }
    if (sourceType.getRank() == resultType.getRank()) {
      rewriter.replaceOp(op.getOperation(),
                         castTo(rewriter, loc, source, resultType));
      return success();
    }
    llvm::SmallVector<int64_t> staticShape;
    llvm::SmallVector<Value> dynamicShape;
    if (failed(inferOutputShape(rewriter, loc, source, resultType, composed,
                                staticShape, dynamicShape)))
      return rewriter.notifyMatchFailure(op, "two dynamic sizes in a group");
    rewriter.replaceOp(op.getOperation(),
                       createExpand(rewriter, loc, source, resultType, composed,
                                    staticShape, dynamicShape));
    return success();
  }
};

// expand_shape(collapse_shape(x, g0), g1) -> collapse_shape(x, g) when x has
// the higher rank, expand_shape(x, g) (with the outer output shape)
// otherwise; g collapses each sub-shape of the side of higher rank that a
// pair of groups of g0 and g1 covers into the other side's (identity
// layouts)
struct ExpandOfCollapse : public OpRewritePattern<ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto collapse = matchInnerReshape<CollapseShapeOp>(op, rewriter);
    if (!collapse)
      return failure();
    Value source = collapse.getSrc();
    Value result = op->getResult(0);
    auto sourceType = llvm::cast<MemRefType>(source.getType());
    auto resultType = llvm::cast<MemRefType>(result.getType());
    if (sourceType == resultType)
      return rewriter.notifyMatchFailure(op, "left to the folder");
    Groups sourceGroups = collapse.getReassociationIndices();
    Groups resultGroups = op.getReassociationIndices();
    Location loc = op->getLoc();
    if (sourceType.getRank() > resultType.getRank()) {
      std::optional<Groups> groups =
          composeThroughMiddle(sourceGroups, resultGroups,
                               sourceType.getShape(), resultType.getShape());
      if (!groups)
        return rewriter.notifyMatchFailure(op, "the groups do not compose");
      rewriter.setInsertionPoint(op.getOperation());
      rewriter.replaceOp(
          op.getOperation(),
          createCollapse(rewriter, loc, source, resultType, *groups));
      return success();
    }
    std::optional<Groups> groups =
        composeThroughMiddle(resultGroups, sourceGroups, resultType.getShape(),
                             sourceType.getShape());
    if (!groups)
      return rewriter.notifyMatchFailure(op, "the groups do not compose");
    rewriter.setInsertionPoint(op.getOperation());
    rewriter.replaceOp(op.getOperation(),
                       createExpand(rewriter, loc, source, resultType, *groups,
                                    op.getStaticOutputShape(),
                                    getOutputShapeValues(op)));
    return success();
  }
};

/// The type of a collapse_shape of `source` by `groups`: each group's sizes
/// multiplied (dynamic if one is), the identity layout for an identity
/// source and the collapsed strides otherwise. Null when the strides do not
/// collapse.
static MemRefType
getCollapsedType(MemRefType source,
                 llvm::ArrayRef<ReassociationIndices> groups) {
  llvm::SmallVector<int64_t> shape;
  for (const ReassociationIndices &group : groups) {
    int64_t size = 1;
    for (int64_t d : group)
      size = mulDynamic(size, source.getDimSize(d));
    shape.push_back(size);
  }
  if (memref::hasIdentityLayout(source))
    return MemRefType::get(shape, source.getElementType(), {},
                           source.getMemorySpace());
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(getStridesAndOffset(source, strides, offset)))
    return MemRefType();
  std::optional<llvm::SmallVector<int64_t>> collapsed =
      computeCollapsedStrides(source.getShape(), strides, groups);
  if (!collapsed)
    return MemRefType();
  return MemRefType::get(
      shape, source.getElementType(),
      StridedLayoutAttr::get(source.getContext(), offset, *collapsed),
      source.getMemorySpace());
}

// collapse_shape(cast(x)) -> collapse_shape(x) when that has the same type,
// cast(collapse_shape(x)) otherwise, when the cast only forgets static
// information
struct CollapseOfCast : public OpRewritePattern<CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = llvm::dyn_cast_or_null<CastOp>(op.getSrc().getDefiningOp());
    if (!cast)
      return failure();
    auto from = llvm::dyn_cast<MemRefType>(cast.getSource().getType());
    auto to = llvm::dyn_cast<MemRefType>(cast->getResult(0).getType());
    if (!from || !to || !castOnlyForgets(from, to))
      return rewriter.notifyMatchFailure(op, "the cast adds information");
    Groups groups = op.getReassociationIndices();
    MemRefType type = getCollapsedType(from, groups);
    if (!type)
      return rewriter.notifyMatchFailure(op, "the strides do not collapse");
    Operation *collapse = op.getOperation();
    Type oldType = collapse->getResult(0).getType();
    if (type == oldType) {
      rewriter.modifyOpInPlace(
          collapse, [&] { collapse->setOperand(0, cast.getSource()); });
      return success();
    }
    rewriter.setInsertionPoint(collapse);
    Value newCollapse =
        createCollapse(rewriter, op->getLoc(), cast.getSource(), type, groups);
    rewriter.replaceOp(collapse,
                       castTo(rewriter, op->getLoc(), newCollapse, oldType));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// dim
//===----------------------------------------------------------------------===//

/// Whether `index` is known, without dominance information, to be defined
/// before `reshape`: earlier in its block, as an argument of its block, in
/// another block when `dim` sits in the reshape's block, or in a region
/// that encloses the reshape's.
static bool definedBefore(Value index, Operation *reshape, Operation *dim) {
  if (index.getParentBlock() == reshape->getBlock()) {
    Operation *def = index.getDefiningOp();
    return !def || !reshape->isBeforeInBlock(def);
  }
  if (dim->getBlock() == reshape->getBlock())
    return true;
  return index.getParentRegion()->isProperAncestor(reshape->getParentRegion());
}

// dim(reshape(x, shape), i) -> load(shape[i]) right after the reshape (then
// index_cast to index when shape holds integers), when i is defined before
// the reshape
struct DimOfReshape : public OpRewritePattern<DimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DimOp dim,
                                PatternRewriter &rewriter) const override {
    auto reshape =
        llvm::dyn_cast_or_null<ReshapeOp>(dim.getSource().getDefiningOp());
    if (!reshape)
      return failure();
    Value index = dim.getIndex();
    if (!definedBefore(index, reshape.getOperation(), dim.getOperation()))
      return rewriter.notifyMatchFailure(dim, "the index is defined later");
    // Right after the reshape, the shape still holds what the reshape read.
    rewriter.setInsertionPointAfter(reshape.getOperation());
    Location loc = dim->getLoc();
    Value shape = reshape.getShape();
    OperationState load(loc, LoadOp::getOperationName());
    load.addOperands({shape, index});
    load.addTypes(llvm::cast<MemRefType>(shape.getType()).getElementType());
    Value size = rewriter.create(load)->getResult(0);
    Type indexType = dim->getResult(0).getType();
    if (size.getType() != indexType) {
      OperationState cast(loc, "arith.index_cast");
      cast.addOperands(size);
      cast.addTypes(indexType);
      size = rewriter.create(cast)->getResult(0);
    }
    rewriter.replaceOp(dim.getOperation(), size);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// alloca_scope
//===----------------------------------------------------------------------===//

/// Whether `op` is the last op before the terminator of a region with one
/// block.
static bool isLastBeforeTerminator(Operation *op) {
  Operation *next = op->getNextNode();
  Region *region = op->getParentRegion();
  return next && !next->getNextNode() && next->hasTrait(OpTrait::Terminator) &&
         region && region->hasOneBlock();
}

/// Whether `op` itself may allocate on its automatic allocation scope: it
/// is an alloca, or its effects are unknown (a call, an unregistered op).
/// An op with RecursiveMemoryEffects answers through the ops it holds.
static bool mayAllocateOnScope(Operation *op) {
  if (llvm::isa<AllocaOp>(op))
    return true;
  if (op->hasTrait(OpTrait::RecursiveMemoryEffects) ||
      op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect) ||
      op->hasTrait(OpTrait::Terminator))
    return false;
  const auto *iface = op->getName().getInterface<MemoryEffectsInterface>();
  return !iface || !iface->getEffects;
}

// alloca_scope { ops; return %v } -> ops, uses of the results replaced by
// %v, when the ops (outside nested automatic allocation scopes) allocate
// nothing on the scope, or when the alloca_scope is the last op before the
// terminator of an automatic allocation scope (its allocations then live
// to that scope's end, which comes next)
struct InlineAllocaScope : public OpRewritePattern<AllocaScopeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllocaScopeOp scope,
                                PatternRewriter &rewriter) const override {
    Operation *op = scope.getOperation();
    bool mayAllocate =
        op->walk(
              [&](Operation *nested) {
                if (nested == op)
                  return WalkResult::advance();
                if (mayAllocateOnScope(nested))
                  return WalkResult::interrupt();
                if (nested->hasTrait(OpTrait::AutomaticAllocationScope))
                  return WalkResult::skip();
                return WalkResult::advance();
              },
              WalkOrder::PreOrder)
            .wasInterrupted();
    if (mayAllocate) {
      Operation *parent = op->getParentOp();
      if (!parent || !parent->hasTrait(OpTrait::AutomaticAllocationScope) ||
          !isLastBeforeTerminator(op))
        return rewriter.notifyMatchFailure(op, "would extend a lifetime");
    }
    Block *body = &scope.getBodyRegion().front();
    Operation *terminator = &body->back();
    llvm::SmallVector<Value> results(terminator->getOperands());
    rewriter.inlineBlockBefore(body, op);
    rewriter.eraseOp(terminator);
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// Whether hoisting `alloca` out of `scope` to an enclosing automatic
/// allocation scope keeps its meaning: it has no operands (a dynamic size
/// could be negative or poison where the alloca never ran), and between it
/// and the nearest automatic allocation scope around it (`scope` or one
/// inside it) there is no loop and no region of several blocks, so that it
/// never runs twice while its memory lives (two live allocations would
/// become one).
static bool isHoistableAlloca(Operation *alloca) {
  if (alloca->getNumOperands() != 0)
    return false;
  for (Operation *parent = alloca->getParentOp(); parent;
       parent = parent->getParentOp()) {
    if (!alloca->getParentRegion()->hasOneBlock())
      return false;
    if (parent->hasTrait(OpTrait::AutomaticAllocationScope))
      return true;
    if (getLoopLikeOpInterface(parent))
      return false;
    alloca = parent;
  }
  return false;
}

// parent_1(... parent_n(alloca_scope { alloca ... }) ...) ->
//   alloca; parent_1(... parent_n(alloca_scope { ... }) ...)
// where parent_1 .. parent_n are not automatic allocation scopes and
// parent_1's parent is, and each of alloca_scope, parent_n, ..., parent_1
// is the last op before the terminator of the only block of its region
// (the alloca's memory then dies where it did, at the alloca_scope's end or
// later with nothing run in between)
struct HoistAllocas : public OpRewritePattern<AllocaScopeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AllocaScopeOp scope,
                                PatternRewriter &rewriter) const override {
    Operation *op = scope.getOperation();
    Operation *outermost = op->getParentOp();
    if (!outermost || outermost->hasTrait(OpTrait::AutomaticAllocationScope) ||
        !isLastBeforeTerminator(op) || !isLastBeforeTerminator(outermost))
      return rewriter.notifyMatchFailure(op, "not last in a non-scope");
    while (true) {
      Operation *parent = outermost->getParentOp();
      if (!parent)
        return rewriter.notifyMatchFailure(op, "no enclosing scope");
      if (parent->hasTrait(OpTrait::AutomaticAllocationScope))
        break;
      if (!isLastBeforeTerminator(parent))
        return rewriter.notifyMatchFailure(op, "a parent is not last");
      outermost = parent;
    }
    llvm::SmallVector<Operation *> allocas;
    op->walk([&](Operation *nested) {
      if (llvm::isa<AllocaOp>(nested) && isHoistableAlloca(nested))
        allocas.push_back(nested);
    });
    if (allocas.empty())
      return rewriter.notifyMatchFailure(op, "no alloca to hoist");
    for (Operation *alloca : allocas)
      rewriter.moveOpBefore(alloca, outermost);
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

static void addAllocPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticAllocSizes<AllocOp>, EraseDeadAlloc<AllocOp>>();
}
static void addAllocaPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticAllocSizes<AllocaOp>, EraseDeadAlloc<AllocaOp>>();
}
static void addReallocPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<EraseDeadAlloc<ReallocOp>>();
}
static void addCopyPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<EraseSelfCopy, EraseEmptyCopy>();
}
static void addSubViewPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticSubViewArgs, SubViewOfCast, TrivialSubView>();
}
static void addReinterpretCastPatterns(RewritePatternSet &patterns,
                                       Context *ctx) {
  patterns.add<ReinterpretCastOfMetadata>();
}
static void addMetadataPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticMetadata>();
}
static void addViewPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticViewSizes, ViewOfAllocCast>();
}
static void addCollapseShapePatterns(RewritePatternSet &patterns,
                                     Context *ctx) {
  patterns.add<ComposeCollapses, CollapseOfExpand, CollapseOfCast>();
}
static void addExpandShapePatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<ComposeExpands, ExpandOfCollapse>();
}
static void addDimPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<DimOfReshape>();
}
static void addAllocaScopePatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<InlineAllocaScope, HoistAllocas>();
}

void assay::memref::registerCanonicalizationPatterns(
    DialectRegistry &registry) {
  registry.addExtension("memref", [](Dialect *dialect) {
    Context *ctx = dialect->getContext();
    // Folded sizes and ranks are arith.constant ops; load arith with memref
    // so that they always can be made.
    ctx->getOrLoadDialect("arith");
    attachCanonicalizationHook<addAllocPatterns>(ctx,
                                                 AllocOp::getOperationName());
    attachCanonicalizationHook<addAllocaPatterns>(ctx,
                                                  AllocaOp::getOperationName());
    attachCanonicalizationHook<addReallocPatterns>(
        ctx, ReallocOp::getOperationName());
    attachCanonicalizationHook<addCopyPatterns>(ctx,
                                                CopyOp::getOperationName());
    attachCanonicalizationHook<addReinterpretCastPatterns>(
        ctx, ReinterpretCastOp::getOperationName());
    attachCanonicalizationHook<addSubViewPatterns>(
        ctx, SubViewOp::getOperationName());
    attachCanonicalizationHook<addMetadataPatterns>(
        ctx, ExtractStridedMetadataOp::getOperationName());
    attachCanonicalizationHook<addViewPatterns>(ctx,
                                                ViewOp::getOperationName());
    attachCanonicalizationHook<addCollapseShapePatterns>(
        ctx, CollapseShapeOp::getOperationName());
    attachCanonicalizationHook<addExpandShapePatterns>(
        ctx, ExpandShapeOp::getOperationName());
    attachCanonicalizationHook<addDimPatterns>(ctx, DimOp::getOperationName());
    attachCanonicalizationHook<addAllocaScopePatterns>(
        ctx, AllocaScopeOp::getOperationName());
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
// The memref identities read and write memory through the rewritten views:
// a template returns what it loads (at symbolic indices, so every element
// is compared) and the validator compares the final contents of the
// argument buffers. Results of memref type are not compared directly.
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "CollapseOfCast",
     "collapse_shape(cast(x)) -> cast(collapse_shape(x))", "int,index",
     "%m: memref<2x3x!T>, %i: index", "!T",
     "  %c = memref.cast %m : memref<2x3x!T> to memref<?x3x!T>\n"
     "  %s = memref.collapse_shape %c [[0, 1]] : memref<?x3x!T> into "
     "memref<?x!T>\n"
     "  %v = memref.load %s[%i] : memref<?x!T>\n"
     "  return %v : !T\n",
     "  %s = memref.collapse_shape %m [[0, 1]] : memref<2x3x!T> into "
     "memref<6x!T>\n"
     "  %c = memref.cast %s : memref<6x!T> to memref<?x!T>\n"
     "  %v = memref.load %c[%i] : memref<?x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "CollapseOfCast",
     "collapse_shape(cast(x)) -> collapse_shape(x), of the same type",
     "int,index", "%m: memref<2x3x!T>, %i: index", "!T",
     "  %x = memref.cast %m : memref<2x3x!T> to memref<2x?x!T>\n"
     "  %c = memref.cast %x : memref<2x?x!T> to memref<?x?x!T>\n"
     "  %s = memref.collapse_shape %c [[0, 1]] : memref<?x?x!T> into "
     "memref<?x!T>\n"
     "  %v = memref.load %s[%i] : memref<?x!T>\n"
     "  return %v : !T\n",
     "  %x = memref.cast %m : memref<2x3x!T> to memref<2x?x!T>\n"
     "  %s = memref.collapse_shape %x [[0, 1]] : memref<2x?x!T> into "
     "memref<?x!T>\n"
     "  %v = memref.load %s[%i] : memref<?x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "CollapseOfExpand",
     "collapse_shape(expand_shape(x, g0), g1) -> collapse_shape(x, g) (x of "
     "higher rank)",
     "int,index", "%m: memref<2x12x!T>, %i: index", "!T",
     "  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [2, 3, 4] : "
     "memref<2x12x!T> into memref<2x3x4x!T>\n"
     "  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x3x4x!T> into "
     "memref<24x!T>\n"
     "  %v = memref.load %c[%i] : memref<24x!T>\n"
     "  return %v : !T\n",
     "  %c = memref.collapse_shape %m [[0, 1]] : memref<2x12x!T> into "
     "memref<24x!T>\n"
     "  %v = memref.load %c[%i] : memref<24x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "CollapseOfExpand",
     "collapse_shape(expand_shape(x, g0), g1) -> expand_shape(x, g) (x of "
     "lower rank, a dynamic size from dim(x))",
     "int,index", "%m: memref<24x!T>, %i: index, %j: index", "!T",
     "  %d = memref.cast %m : memref<24x!T> to memref<?x!T>\n"
     "  %c0 = arith.constant 0 : index\n"
     "  %n = memref.dim %d, %c0 : memref<?x!T>\n"
     "  %c12 = arith.constant 12 : index\n"
     "  %k = arith.divui %n, %c12 : index\n"
     "  %e = memref.expand_shape %d [[0, 1, 2]] output_shape [%k, 3, 4] : "
     "memref<?x!T> into memref<?x3x4x!T>\n"
     "  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x3x4x!T> into "
     "memref<?x4x!T>\n"
     "  %v = memref.load %c[%i, %j] : memref<?x4x!T>\n"
     "  return %v : !T\n",
     "  %d = memref.cast %m : memref<24x!T> to memref<?x!T>\n"
     "  %c6 = arith.constant 6 : index\n"
     "  %e = memref.expand_shape %d [[0, 1]] output_shape [%c6, 4] : "
     "memref<?x!T> into memref<?x4x!T>\n"
     "  %v = memref.load %e[%i, %j] : memref<?x4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ComposeCollapses",
     "collapse_shape(collapse_shape(x, g0), g1) -> collapse_shape(x, g)",
     "int,index", "%m: memref<2x3x4x!T>, %i: index", "!T",
     "  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4x!T> into "
     "memref<6x4x!T>\n"
     "  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4x!T> into "
     "memref<24x!T>\n"
     "  %v = memref.load %b[%i] : memref<24x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4x!T> into "
     "memref<24x!T>\n"
     "  %v = memref.load %b[%i] : memref<24x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ComposeExpands",
     "expand_shape(expand_shape(x, g0), g1) -> expand_shape(x, g)", "int,index",
     "%m: memref<24x!T>, %i: index, %j: index, %k: index", "!T",
     "  %a = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : "
     "memref<24x!T> into memref<6x4x!T>\n"
     "  %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : "
     "memref<6x4x!T> into memref<2x3x4x!T>\n"
     "  %v = memref.load %b[%i, %j, %k] : memref<2x3x4x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : "
     "memref<24x!T> into memref<2x3x4x!T>\n"
     "  %v = memref.load %b[%i, %j, %k] : memref<2x3x4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "DimOfReshape",
     "dim(reshape(x, shape), i) -> load(shape[i])", "index",
     "%m: memref<6x!T>, %shape: memref<2xindex>, %i: index", "index",
     "  %r = memref.reshape %m(%shape) : (memref<6x!T>, memref<2xindex>) -> "
     "memref<?x?x!T>\n"
     "  %d = memref.dim %r, %i : memref<?x?x!T>\n"
     "  return %d : index\n",
     "  %r = memref.reshape %m(%shape) : (memref<6x!T>, memref<2xindex>) -> "
     "memref<?x?x!T>\n"
     "  %d = memref.load %shape[%i] : memref<2xindex>\n"
     "  return %d : index\n"},
    {IdentityKind::Pattern, "DimOfReshape",
     "dim(reshape(x, shape), i) -> index_cast(load(shape[i])) (a shape of "
     "integers)",
     "int", "%m: memref<6xi32>, %shape: memref<2x!T>, %i: index", "index",
     "  %r = memref.reshape %m(%shape) : (memref<6xi32>, memref<2x!T>) -> "
     "memref<?x?xi32>\n"
     "  %d = memref.dim %r, %i : memref<?x?xi32>\n"
     "  return %d : index\n",
     "  %r = memref.reshape %m(%shape) : (memref<6xi32>, memref<2x!T>) -> "
     "memref<?x?xi32>\n"
     "  %s = memref.load %shape[%i] : memref<2x!T>\n"
     "  %d = arith.index_cast %s : !T to index\n"
     "  return %d : index\n"},
    {IdentityKind::Pattern, "EraseDeadAlloc<assay::memref::AllocOp>",
     "alloc() only stored into and freed -> nothing", "int,index",
     "%m: memref<4x!T>, %x: !T, %i: index", "",
     "  %a = memref.alloc() : memref<4x!T>\n"
     "  memref.store %x, %a[%i] : memref<4x!T>\n"
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  memref.dealloc %a : memref<4x!T>\n"
     "  return\n",
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  return\n"},
    {IdentityKind::Pattern, "EraseDeadAlloc<assay::memref::AllocaOp>",
     "alloca() only stored into -> nothing", "int,index",
     "%m: memref<4x!T>, %x: !T, %i: index", "",
     "  %a = memref.alloca() : memref<4x!T>\n"
     "  memref.store %x, %a[%i] : memref<4x!T>\n"
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  return\n",
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  return\n"},
    {IdentityKind::Pattern, "EraseDeadAlloc<assay::memref::ReallocOp>",
     "realloc(a) only stored into -> nothing (a stays allocated)", "int,index",
     "%m: memref<4x!T>, %x: !T, %i: index, %j: index", "!T",
     "  %a = memref.alloc() : memref<4x!T>\n"
     "  memref.store %x, %a[%i] : memref<4x!T>\n"
     "  %r = memref.realloc %a : memref<4x!T> to memref<8x!T>\n"
     "  memref.store %x, %r[%j] : memref<8x!T>\n"
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  %v = memref.load %m[%j] : memref<4x!T>\n"
     "  return %v : !T\n",
     "  %a = memref.alloc() : memref<4x!T>\n"
     "  memref.store %x, %a[%i] : memref<4x!T>\n"
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  %v = memref.load %m[%j] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "EraseEmptyCopy",
     "copy(x, y) with a static size 0 -> nothing", "int,index",
     "%m: memref<0x4x!T>, %n: memref<0x4x!T>", "",
     "  memref.copy %m, %n : memref<0x4x!T> to memref<0x4x!T>\n"
     "  return\n",
     "  return\n"},
    {IdentityKind::Pattern, "EraseSelfCopy", "copy(x, x) -> nothing",
     "int,index", "%m: memref<2x3x!T>", "",
     "  memref.copy %m, %m : memref<2x3x!T> to memref<2x3x!T>\n"
     "  return\n",
     "  return\n"},
    {IdentityKind::Pattern, "ExpandOfCollapse",
     "expand_shape(collapse_shape(x, g0), g1) -> collapse_shape(x, g) (x of "
     "higher rank)",
     "int,index", "%m: memref<2x3x4x!T>, %i: index, %j: index", "!T",
     "  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4x!T> into "
     "memref<24x!T>\n"
     "  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 4] : "
     "memref<24x!T> into memref<6x4x!T>\n"
     "  %v = memref.load %e[%i, %j] : memref<6x4x!T>\n"
     "  return %v : !T\n",
     "  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4x!T> into "
     "memref<6x4x!T>\n"
     "  %v = memref.load %c[%i, %j] : memref<6x4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ExpandOfCollapse",
     "expand_shape(collapse_shape(x, g0), g1) -> expand_shape(x, g) (x of "
     "lower rank)",
     "int,index", "%m: memref<6x4x!T>, %i: index, %j: index, %k: index", "!T",
     "  %c = memref.collapse_shape %m [[0, 1]] : memref<6x4x!T> into "
     "memref<24x!T>\n"
     "  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [2, 3, 4] : "
     "memref<24x!T> into memref<2x3x4x!T>\n"
     "  %v = memref.load %e[%i, %j, %k] : memref<2x3x4x!T>\n"
     "  return %v : !T\n",
     "  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : "
     "memref<6x4x!T> into memref<2x3x4x!T>\n"
     "  %v = memref.load %e[%i, %j, %k] : memref<2x3x4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "HoistAllocas",
     "if { alloca_scope { alloca; ... } } -> alloca; if { alloca_scope { ... "
     "} }",
     "int,index", "%c: i1, %m: memref<4x!T>, %x: !T, %i: index, %j: index", "",
     "  scf.if %c {\n"
     "    memref.alloca_scope {\n"
     "      %a = memref.alloca() : memref<4x!T>\n"
     "      memref.store %x, %a[%i] : memref<4x!T>\n"
     "      %v = memref.load %a[%j] : memref<4x!T>\n"
     "      memref.store %v, %m[%j] : memref<4x!T>\n"
     "    }\n"
     "  }\n"
     "  return\n",
     "  %a = memref.alloca() : memref<4x!T>\n"
     "  scf.if %c {\n"
     "    memref.alloca_scope {\n"
     "      memref.store %x, %a[%i] : memref<4x!T>\n"
     "      %v = memref.load %a[%j] : memref<4x!T>\n"
     "      memref.store %v, %m[%j] : memref<4x!T>\n"
     "    }\n"
     "  }\n"
     "  return\n"},
    {IdentityKind::Pattern, "InlineAllocaScope",
     "alloca_scope { ops; return v } -> ops; v (ops allocate nothing)",
     "int,index", "%m: memref<4x!T>, %x: !T, %i: index, %j: index", "!T",
     "  %r = memref.alloca_scope -> (!T) {\n"
     "    memref.store %x, %m[%i] : memref<4x!T>\n"
     "    %v = memref.load %m[%j] : memref<4x!T>\n"
     "    memref.alloca_scope.return %v : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  %v = memref.load %m[%j] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "InlineAllocaScope",
     "alloca_scope { alloca; ops; return v } -> alloca; ops; v (last before "
     "the function's return)",
     "int,index", "%m: memref<4x!T>, %x: !T, %i: index, %j: index", "!T",
     "  %r = memref.alloca_scope -> (!T) {\n"
     "    %a = memref.alloca() : memref<4x!T>\n"
     "    memref.store %x, %a[%i] : memref<4x!T>\n"
     "    %v = memref.load %a[%j] : memref<4x!T>\n"
     "    memref.store %v, %m[%i] : memref<4x!T>\n"
     "    memref.alloca_scope.return %v : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %a = memref.alloca() : memref<4x!T>\n"
     "  memref.store %x, %a[%i] : memref<4x!T>\n"
     "  %v = memref.load %a[%j] : memref<4x!T>\n"
     "  memref.store %v, %m[%i] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ReinterpretCastOfMetadata",
     "reinterpret_cast(base(extract_strided_metadata(x)), the metadata of x) "
     "-> x",
     "int,index", "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %x = memref.cast %m : memref<2x3x!T> to memref<?x?x!T, strided<[?, "
     "?], offset: ?>>\n"
     "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %x : "
     "memref<?x?x!T, strided<[?, ?], offset: ?>> -> memref<!T>, index, "
     "index, index, index, index\n"
     "  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, "
     "%sz#1], strides: [%st#0, %st#1] : memref<!T> to memref<?x?x!T, "
     "strided<[?, ?], offset: ?>>\n"
     "  %v = memref.load %r[%i, %j] : memref<?x?x!T, strided<[?, ?], offset: "
     "?>>\n"
     "  return %v : !T\n",
     "  %x = memref.cast %m : memref<2x3x!T> to memref<?x?x!T, strided<[?, "
     "?], offset: ?>>\n"
     "  %v = memref.load %x[%i, %j] : memref<?x?x!T, strided<[?, ?], offset: "
     "?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ReinterpretCastOfMetadata",
     "reinterpret_cast(base(extract_strided_metadata(x)), x's static "
     "metadata) -> x",
     "int,index", "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : "
     "memref<2x3x!T> -> memref<!T>, index, index, index, index, index\n"
     "  %r = memref.reinterpret_cast %base to offset: [0], sizes: [2, 3], "
     "strides: [3, 1] : memref<!T> to memref<2x3x!T>\n"
     "  %v = memref.load %r[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "StaticAllocSizes<assay::memref::AllocOp>",
     "alloc(4) : memref<?x!T> -> cast(alloc() : memref<4x!T>)", "int,index",
     "%x: !T, %i: index, %j: index", "!T",
     "  %c4 = arith.constant 4 : index\n"
     "  %a = memref.alloc(%c4) : memref<?x!T>\n"
     "  memref.store %x, %a[%i] : memref<?x!T>\n"
     "  %v = memref.load %a[%j] : memref<?x!T>\n"
     "  memref.dealloc %a : memref<?x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.alloc() : memref<4x!T>\n"
     "  %a = memref.cast %b : memref<4x!T> to memref<?x!T>\n"
     "  memref.store %x, %a[%i] : memref<?x!T>\n"
     "  %v = memref.load %a[%j] : memref<?x!T>\n"
     "  memref.dealloc %a : memref<?x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "StaticAllocSizes<assay::memref::AllocOp>",
     "alloc(%n, 0) : memref<?x?x!T> -> cast(alloc(%n) : memref<?x0x!T>)",
     "int,index", "%n: index", "index",
     "  %c0 = arith.constant 0 : index\n"
     "  %a = memref.alloc(%n, %c0) : memref<?x?x!T>\n"
     "  %d = memref.dim %a, %c0 : memref<?x?x!T>\n"
     "  return %d : index\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %b = memref.alloc(%n) : memref<?x0x!T>\n"
     "  %a = memref.cast %b : memref<?x0x!T> to memref<?x?x!T>\n"
     "  %d = memref.dim %a, %c0 : memref<?x?x!T>\n"
     "  return %d : index\n"},
    {IdentityKind::Pattern, "StaticAllocSizes<assay::memref::AllocaOp>",
     "alloca(4) : memref<?x!T> -> cast(alloca() : memref<4x!T>)", "int,index",
     "%x: !T, %i: index, %j: index", "!T",
     "  %c4 = arith.constant 4 : index\n"
     "  %a = memref.alloca(%c4) : memref<?x!T>\n"
     "  memref.store %x, %a[%i] : memref<?x!T>\n"
     "  %v = memref.load %a[%j] : memref<?x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.alloca() : memref<4x!T>\n"
     "  %a = memref.cast %b : memref<4x!T> to memref<?x!T>\n"
     "  memref.store %x, %a[%i] : memref<?x!T>\n"
     "  %v = memref.load %a[%j] : memref<?x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "StaticMetadata",
     "extract_strided_metadata(x) -> the constants x's type states",
     "int,index", "%m: memref<2x3x!T>", "index, index, index, index, index",
     "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : "
     "memref<2x3x!T> -> memref<!T>, index, index, index, index, index\n"
     "  return %off, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, "
     "index, index\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  return %c0, %c2, %c3, %c3, %c1 : index, index, index, index, "
     "index\n"},
    {IdentityKind::Pattern, "StaticMetadata",
     "extract_strided_metadata(x) -> constants, a dynamic size kept",
     "int,index", "%m: memref<2x3x!T>", "index, index, index, index, index",
     "  %c = memref.cast %m : memref<2x3x!T> to memref<?x3x!T>\n"
     "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %c : "
     "memref<?x3x!T> -> memref<!T>, index, index, index, index, index\n"
     "  return %off, %sz#0, %sz#1, %st#0, %st#1 : index, index, index, "
     "index, index\n",
     "  %c = memref.cast %m : memref<2x3x!T> to memref<?x3x!T>\n"
     "  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %c : "
     "memref<?x3x!T> -> memref<!T>, index, index, index, index, index\n"
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  return %c0, %sz#0, %c3, %c3, %c1 : index, index, index, index, "
     "index\n"},
    {IdentityKind::Pattern, "StaticSubViewArgs",
     "subview(x)[%c1][%c2][%c1] -> cast(subview(x)[1][2][1])", "int,index",
     "%m: memref<8x!T>, %i: index", "!T",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %s = memref.subview %m[%c1] [%c2] [%c1] : memref<8x!T> to "
     "memref<?x!T, strided<[?], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[?], offset: ?>>\n"
     "  return %v : !T\n",
     "  %t = memref.subview %m[1] [2] [1] : memref<8x!T> to memref<2x!T, "
     "strided<[1], offset: 1>>\n"
     "  %s = memref.cast %t : memref<2x!T, strided<[1], offset: 1>> to "
     "memref<?x!T, strided<[?], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[?], offset: ?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "StaticSubViewArgs",
     "subview(x)[%o][%c3][%c2] -> cast(subview(x)[%o][3][2])", "int,index",
     "%m: memref<8x!T>, %o: index, %i: index", "!T",
     "  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %s = memref.subview %m[%o] [%c3] [%c2] : memref<8x!T> to "
     "memref<?x!T, strided<[?], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[?], offset: ?>>\n"
     "  return %v : !T\n",
     "  %t = memref.subview %m[%o] [3] [2] : memref<8x!T> to memref<3x!T, "
     "strided<[2], offset: ?>>\n"
     "  %s = memref.cast %t : memref<3x!T, strided<[2], offset: ?>> to "
     "memref<?x!T, strided<[?], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[?], offset: ?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "StaticViewSizes",
     "view(b)[%s][%c2] : memref<?xi8> -> cast(view(b)[%s][] : memref<2xi8>)",
     "i8", "%b: memref<16xi8>, %s: index, %i: index", "i8",
     "  %c2 = arith.constant 2 : index\n"
     "  %v = memref.view %b[%s][%c2] : memref<16xi8> to memref<?xi8>\n"
     "  %r = memref.load %v[%i] : memref<?xi8>\n"
     "  return %r : i8\n",
     "  %w = memref.view %b[%s][] : memref<16xi8> to memref<2xi8>\n"
     "  %v = memref.cast %w : memref<2xi8> to memref<?xi8>\n"
     "  %r = memref.load %v[%i] : memref<?xi8>\n"
     "  return %r : i8\n"},
    {IdentityKind::Pattern, "SubViewOfCast",
     "subview(cast(x)) -> cast(subview(x))", "int,index",
     "%m: memref<8x!T>, %o: index, %n: index, %i: index", "!T",
     "  %c = memref.cast %m : memref<8x!T> to memref<?x!T>\n"
     "  %s = memref.subview %c[%o] [%n] [1] : memref<?x!T> to memref<?x!T, "
     "strided<[1], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n",
     "  %s = memref.subview %m[%o] [%n] [1] : memref<8x!T> to memref<?x!T, "
     "strided<[1], offset: ?>>\n"
     "  %v = memref.load %s[%i] : memref<?x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "TrivialSubView",
     "subview(x)[0][sizes of x][1] -> cast(x)", "int,index",
     "%m: memref<8x!T>, %i: index", "!T",
     "  %s = memref.subview %m[0] [8] [1] : memref<8x!T> to memref<8x!T, "
     "strided<[1]>>\n"
     "  %v = memref.load %s[%i] : memref<8x!T, strided<[1]>>\n"
     "  return %v : !T\n",
     "  %s = memref.cast %m : memref<8x!T> to memref<8x!T, strided<[1]>>\n"
     "  %v = memref.load %s[%i] : memref<8x!T, strided<[1]>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Pattern, "ViewOfAllocCast",
     "view(cast(alloc())) -> view(alloc())", "i8",
     "%x: i8, %s: index, %k: index, %i: index", "i8",
     "  %a = memref.alloc() : memref<16xi8>\n"
     "  memref.store %x, %a[%k] : memref<16xi8>\n"
     "  %c = memref.cast %a : memref<16xi8> to memref<?xi8>\n"
     "  %v = memref.view %c[%s][] : memref<?xi8> to memref<4xi8>\n"
     "  %r = memref.load %v[%i] : memref<4xi8>\n"
     "  return %r : i8\n",
     "  %a = memref.alloc() : memref<16xi8>\n"
     "  memref.store %x, %a[%k] : memref<16xi8>\n"
     "  %v = memref.view %a[%s][] : memref<16xi8> to memref<4xi8>\n"
     "  %r = memref.load %v[%i] : memref<4xi8>\n"
     "  return %r : i8\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::memref::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
