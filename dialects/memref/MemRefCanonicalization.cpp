//===- MemRefCanonicalization.cpp - memref canonicalization patterns ------===//
//
// The canonicalization patterns of the memref dialect, each with the identity
// it applies written above it. They make shapes static where constants allow
// (allocations, subviews, views: the new op is cast back to the old type, so
// users are untouched), move a cast that only forgets static information
// below the subview that consumes it, and erase allocations nobody reads and
// copies of a buffer onto itself. Index constants are made as
// `arith.constant`, which loads with memref.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/OperationState.h"
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

/// The result type of a subview of `source` with the given static lists,
/// dropping the dimensions the subview `like` drops.
static MemRefType inferSubViewType(MemRefType source, SubViewOp like,
                                   llvm::ArrayRef<int64_t> offsets,
                                   llvm::ArrayRef<int64_t> sizes,
                                   llvm::ArrayRef<int64_t> strides) {
  MemRefType full = inferSubViewResultType(source, offsets, sizes, strides);
  if (!full)
    return MemRefType();
  auto oldType = llvm::cast<MemRefType>(like->getResult(0).getType());
  std::optional<llvm::SmallVector<bool>> dropped =
      computeRankReductionMask(like.getStaticSizes(), oldType.getShape());
  if (!dropped || dropped->size() != sizes.size())
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
// (the stores and deallocs go too; the same for alloca)
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

//===----------------------------------------------------------------------===//
// subview
//===----------------------------------------------------------------------===//

// subview(x)[%c, ...][...][...] -> cast(subview(x)[c, ...][...][...]), for
// each constant offset or size >= 0 and constant stride
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
    changed |= foldConstantList(strides, subview.getStrides(), dynStrides,
                                [](int64_t) { return true; });
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

/// Whether the cast from `from` to `to` (ranked, same rank) only forgets
/// static sizes, offset or strides: folding it into a consumer loses
/// nothing.
static bool castOnlyForgets(MemRefType from, MemRefType to) {
  if (from.getRank() != to.getRank() ||
      from.getElementType() != to.getElementType())
    return false;
  llvm::SmallVector<int64_t> fromStrides, toStrides;
  int64_t fromOffset, toOffset;
  if (failed(getStridesAndOffset(from, fromStrides, fromOffset)) ||
      failed(getStridesAndOffset(to, toStrides, toOffset)))
    return false;
  auto forgets = [](int64_t a, int64_t b) {
    return a == b || ShapedType::isDynamic(b);
  };
  for (int64_t i = 0, e = from.getRank(); i < e; ++i)
    if (!forgets(from.getDimSize(i), to.getDimSize(i)))
      return false;
  if (!forgets(fromOffset, toOffset))
    return false;
  for (size_t i = 0; i < fromStrides.size(); ++i)
    if (!forgets(fromStrides[i], toStrides[i]))
      return false;
  return true;
}

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
static void addCopyPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<EraseSelfCopy>();
}
static void addSubViewPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticSubViewArgs, SubViewOfCast>();
}
static void addMetadataPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticMetadata>();
}
static void addViewPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<StaticViewSizes>();
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
    attachCanonicalizationHook<addCopyPatterns>(ctx,
                                                CopyOp::getOperationName());
    attachCanonicalizationHook<addSubViewPatterns>(
        ctx, SubViewOp::getOperationName());
    attachCanonicalizationHook<addMetadataPatterns>(
        ctx, ExtractStridedMetadataOp::getOperationName());
    attachCanonicalizationHook<addViewPatterns>(ctx,
                                                ViewOp::getOperationName());
  });
}
