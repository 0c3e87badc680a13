//===- ExpandStridedMetadata.cpp - Views as reinterpret_casts -------------===//
//
// `expand-strided-metadata` rewrites the memref views whose descriptors
// finalize-memref-to-llvm cannot build by itself into the metadata they
// compute, so that only extract_strided_metadata and reinterpret_cast are
// left for it:
//
//   subview(x, o, s, t)      reinterpret_cast(base(x)) with
//                            offset = off(x) + sum(o_i * stride_i(x)),
//                            sizes s (the dropped ones left out),
//                            strides t_i * stride_i(x)
//   expand_shape(x)          each group of the source's dimension d: sizes
//                            from the result type (a dynamic one: size_d
//                            floordiv the group's static sizes), strides
//                            stride_d(x) times the sizes inside it
//   collapse_shape(x)        each group: the product of its sizes, and the
//                            smallest stride of its dimensions of size != 1
//   extract_strided_metadata of reinterpret_cast, cast, alloc, alloca,
//   get_global and of a base buffer: the values those ops give
//   extract_aligned_pointer_as_index of a view: of the view's source
//
// mlir-opt 19 computes the offsets, sizes and strides with affine.apply
// and affine.min; Assay has no affine dialect and emits the arith ops that
// `--lower-affine` makes of them (muli, addi, minsi, and floordiv's
// select sequence), after the same simplifications: static values are
// folded, products by 1 and terms that are 0 left out, like terms merged
// (`i * 16 + i` is `i * 17`) and the constant part added last. See
// docs/lowering.md for where the two differ.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "rewrite/FrozenRewritePatternSet.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "rewrite/PatternMatch.h"
#include <variant>

using namespace assay;
using namespace assay::memref;

namespace {

/// An index known statically or only at run time.
using IndexValue = std::variant<int64_t, Value>;

/// A sum of products of index values, kept in the shape lower-affine
/// gives: terms in the order they were added (like terms merged), each a
/// product of run-time values times a coefficient, then a constant.
class IndexExpr {
public:
  IndexExpr(int64_t constant = 0) : constant(constant) {}
  IndexExpr(IndexValue value) {
    if (const int64_t *c = std::get_if<int64_t>(&value))
      constant = *c;
    else
      terms.push_back({1, {std::get<Value>(value)}});
  }

  IndexExpr operator+(const IndexExpr &other) const {
    IndexExpr sum = *this;
    for (const Term &term : other.terms)
      sum.addTerm(term);
    sum.constant += other.constant;
    return sum;
  }

  IndexExpr operator*(const IndexExpr &other) const {
    IndexExpr product(constant * other.constant);
    // Terms first (in order), then the terms times the other's constant.
    for (const Term &lhs : terms)
      for (const Term &rhs : other.terms) {
        Term term{lhs.coefficient * rhs.coefficient, lhs.factors};
        term.factors.append(rhs.factors.begin(), rhs.factors.end());
        product.addTerm(term);
      }
    for (const Term &lhs : terms)
      product.addTerm({lhs.coefficient * other.constant, lhs.factors});
    for (const Term &rhs : other.terms)
      product.addTerm({rhs.coefficient * constant, rhs.factors});
    return product;
  }

  /// The value, built with arith ops at the rewriter's insertion point
  /// (none when it is static or a single value).
  IndexValue emit(PatternRewriter &rewriter, Location loc) const {
    Value sum;
    for (const Term &term : terms) {
      Value product = term.factors.front();
      for (Value factor : llvm::ArrayRef(term.factors).drop_front())
        product = createBinary(rewriter, loc, "arith.muli", product, factor);
      if (term.coefficient != 1)
        product = createBinary(rewriter, loc, "arith.muli", product,
                               createConstant(rewriter, loc, term.coefficient));
      sum = sum ? createBinary(rewriter, loc, "arith.addi", sum, product)
                : product;
    }
    if (!sum)
      return constant;
    if (constant != 0)
      sum = createBinary(rewriter, loc, "arith.addi", sum,
                         createConstant(rewriter, loc, constant));
    return sum;
  }

  static Value createConstant(PatternRewriter &rewriter, Location loc,
                              int64_t value) {
    return rewriter
        .create(loc, "arith.constant", {}, {rewriter.getIndexType()},
                {rewriter.getNamedAttr("value", rewriter.getIndexAttr(value))})
        ->getResult(0);
  }
  static Value createBinary(PatternRewriter &rewriter, Location loc,
                            llvm::StringRef name, Value lhs, Value rhs) {
    return rewriter.create(loc, name, {lhs, rhs}, {lhs.getType()})
        ->getResult(0);
  }

private:
  struct Term {
    int64_t coefficient;
    llvm::SmallVector<Value, 2> factors;
  };

  void addTerm(const Term &term) {
    if (term.coefficient == 0)
      return;
    for (Term &existing : terms)
      if (existing.factors == term.factors) {
        existing.coefficient += term.coefficient;
        if (existing.coefficient == 0)
          terms.erase(terms.begin() + (&existing - terms.data()));
        return;
      }
    terms.push_back(term);
  }

  llvm::SmallVector<Term, 4> terms;
  int64_t constant = 0;
};

/// `value` as a Value, materialized as an arith.constant when static.
static Value toValue(PatternRewriter &rewriter, Location loc,
                     IndexValue value) {
  if (const Value *dynamic = std::get_if<Value>(&value))
    return *dynamic;
  return IndexExpr::createConstant(rewriter, loc, std::get<int64_t>(value));
}

/// The metadata of a strided memref: its base buffer, offset, sizes and
/// strides, static where its type says so.
struct StridedMetadata {
  Value base;
  IndexValue offset;
  llvm::SmallVector<IndexValue, 4> sizes, strides;
};

/// The rank-0 memref type of `type`'s base buffer.
static MemRefType getBaseBufferType(MemRefType type) {
  return MemRefType::get({}, type.getElementType(), Attribute(),
                         type.getMemorySpace());
}

/// Builds `extract_strided_metadata source` and reads the metadata of
/// `source` from it, taking the static values from the type.
static FailureOr<StridedMetadata> extractMetadata(PatternRewriter &rewriter,
                                                  Location loc, Value source) {
  auto type = llvm::dyn_cast<MemRefType>(source.getType());
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (!type || failed(getStridesAndOffset(type, strides, offset)))
    return failure();
  int64_t rank = type.getRank();
  llvm::SmallVector<Type> types = {getBaseBufferType(type)};
  types.append(1 + 2 * rank, rewriter.getIndexType());
  Operation *extract = rewriter.create(
      loc, ExtractStridedMetadataOp::getOperationName(), {source}, types);
  auto pick = [&](int64_t value, unsigned result) -> IndexValue {
    if (ShapedType::isDynamic(value))
      return extract->getResult(result);
    return value;
  };
  StridedMetadata metadata;
  metadata.base = extract->getResult(0);
  metadata.offset = pick(offset, 1);
  for (int64_t i = 0; i < rank; ++i)
    metadata.sizes.push_back(pick(type.getDimSize(i), 2 + i));
  for (int64_t i = 0; i < rank; ++i)
    metadata.strides.push_back(pick(strides[i], 2 + rank + i));
  return metadata;
}

/// `reinterpret_cast base to offset, sizes, strides : ... to type`.
static Value createReinterpretCast(PatternRewriter &rewriter, Location loc,
                                   Value base, MemRefType type,
                                   IndexValue offset,
                                   llvm::ArrayRef<IndexValue> sizes,
                                   llvm::ArrayRef<IndexValue> strides) {
  OperationState state(loc, ReinterpretCastOp::getOperationName());
  state.addOperands(base);
  auto addGroup = [&](llvm::ArrayRef<IndexValue> values) {
    llvm::SmallVector<int64_t> statics;
    int32_t count = 0;
    for (const IndexValue &value : values) {
      if (const Value *dynamic = std::get_if<Value>(&value)) {
        state.addOperands(*dynamic);
        statics.push_back(ShapedType::kDynamic);
        ++count;
      } else {
        statics.push_back(std::get<int64_t>(value));
      }
    }
    return std::make_pair(statics, count);
  };
  auto [staticOffsets, numOffsets] = addGroup({offset});
  auto [staticSizes, numSizes] = addGroup(sizes);
  auto [staticStrides, numStrides] = addGroup(strides);
  Context *ctx = rewriter.getContext();
  state.addAttribute(
      "operandSegmentSizes",
      DenseI32ArrayAttr::get(ctx, {1, numOffsets, numSizes, numStrides}));
  state.addAttribute("static_offsets",
                     DenseI64ArrayAttr::get(ctx, staticOffsets));
  state.addAttribute("static_sizes", DenseI64ArrayAttr::get(ctx, staticSizes));
  state.addAttribute("static_strides",
                     DenseI64ArrayAttr::get(ctx, staticStrides));
  state.addTypes(type);
  return rewriter.create(state)->getResult(0);
}

/// The static offsets, sizes or strides of a view op with their dynamic
/// values in order.
static llvm::SmallVector<IndexValue, 4>
getMixed(llvm::ArrayRef<int64_t> statics, OperandRange dynamics) {
  llvm::SmallVector<IndexValue, 4> values;
  unsigned next = 0;
  for (int64_t value : statics)
    values.push_back(ShapedType::isDynamic(value) ? IndexValue(dynamics[next++])
                                                  : IndexValue(value));
  return values;
}

/// Replaces `extract` by `metadata`, materializing static values.
static void replaceMetadata(PatternRewriter &rewriter,
                            ExtractStridedMetadataOp extract,
                            const StridedMetadata &metadata) {
  Location loc = extract->getLoc();
  llvm::SmallVector<Value> values = {metadata.base};
  auto add = [&](const IndexValue &value) {
    values.push_back(toValue(rewriter, loc, value));
  };
  add(metadata.offset);
  for (const IndexValue &size : metadata.sizes)
    add(size);
  for (const IndexValue &stride : metadata.strides)
    add(stride);
  rewriter.replaceOp(extract.getOperation(), values);
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

// subview(x, o, s, t) -> reinterpret_cast(base(x), off(x) + sum(o_i *
//   stride_i(x)), s, t_i * stride_i(x)), dropped dimensions left out
struct SubViewExpansion : OpRewritePattern<SubViewOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SubViewOp op,
                                PatternRewriter &rewriter) const override {
    auto sourceType = llvm::dyn_cast<MemRefType>(op.getSource().getType());
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!sourceType || !isStrided(type))
      return rewriter.notifyMatchFailure(op, "not strided memrefs");
    std::optional<llvm::SmallVector<bool>> dropped =
        getSubViewDroppedDims(sourceType, type, op.getStaticOffsets(),
                              op.getStaticSizes(), op.getStaticStrides());
    if (!dropped)
      return rewriter.notifyMatchFailure(op, "unknown dropped dimensions");
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op.getOperation());
    FailureOr<StridedMetadata> source =
        extractMetadata(rewriter, loc, op.getSource());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "not a strided source");
    auto offsets = getMixed(op.getStaticOffsets(), op.getOffsets());
    auto sizes = getMixed(op.getStaticSizes(), op.getSizes());
    auto strides = getMixed(op.getStaticStrides(), op.getStrides());
    llvm::SmallVector<IndexValue, 4> newStrides;
    IndexExpr offset(source->offset);
    for (unsigned i = 0, e = sourceType.getRank(); i < e; ++i) {
      newStrides.push_back(
          (IndexExpr(strides[i]) * source->strides[i]).emit(rewriter, loc));
      offset = offset + IndexExpr(offsets[i]) * source->strides[i];
    }
    IndexValue newOffset = offset.emit(rewriter, loc);
    llvm::SmallVector<IndexValue, 4> keptSizes, keptStrides;
    for (unsigned i = 0, e = sourceType.getRank(); i < e; ++i) {
      if ((*dropped)[i])
        continue;
      keptSizes.push_back(sizes[i]);
      keptStrides.push_back(newStrides[i]);
    }
    rewriter.replaceOp(op.getOperation(),
                       createReinterpretCast(rewriter, loc, source->base, type,
                                             newOffset, keptSizes,
                                             keptStrides));
    return success();
  }
};

/// `lhs floordiv divisor` (divisor > 0) as lower-affine builds it:
/// (lhs < 0 ? -1 - ((-1 - lhs) / divisor) : lhs / divisor).
static Value createFloorDiv(PatternRewriter &rewriter, Location loc, Value lhs,
                            int64_t divisor) {
  Value rhs = IndexExpr::createConstant(rewriter, loc, divisor);
  Value zero = IndexExpr::createConstant(rewriter, loc, 0);
  Value minusOne = IndexExpr::createConstant(rewriter, loc, -1);
  Value negative =
      rewriter
          .create(loc, "arith.cmpi", {lhs, zero}, {rewriter.getI1Type()},
                  {rewriter.getNamedAttr(
                      "predicate", rewriter.getI64IntegerAttr(/*slt=*/2))})
          ->getResult(0);
  auto select = [&](Value a, Value b) {
    return rewriter
        .create(loc, "arith.select", {negative, a, b}, {a.getType()})
        ->getResult(0);
  };
  Value dividend = select(
      IndexExpr::createBinary(rewriter, loc, "arith.subi", minusOne, lhs), lhs);
  Value quotient =
      IndexExpr::createBinary(rewriter, loc, "arith.divsi", dividend, rhs);
  return select(
      IndexExpr::createBinary(rewriter, loc, "arith.subi", minusOne, quotient),
      quotient);
}

// expand_shape(x) -> reinterpret_cast(base(x), off(x), sizes, strides): in
//   the group of source dimension d, the sizes of the result type (a
//   dynamic one: size_d(x) floordiv the product of the others) and the
//   strides stride_d(x) times the product of the sizes inside each
struct ExpandShapeExpansion : OpRewritePattern<ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExpandShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    auto groups = op.getReassociationIndices();
    if (!isStrided(type) || groups.empty())
      return rewriter.notifyMatchFailure(op, "not strided memrefs");
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op.getOperation());
    FailureOr<StridedMetadata> source =
        extractMetadata(rewriter, loc, op.getSrc());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "not a strided source");
    llvm::SmallVector<IndexValue, 4> sizes, strides;
    for (auto [d, group] : llvm::enumerate(groups)) {
      int64_t staticProduct = 1;
      std::optional<unsigned> dynamicAt;
      llvm::SmallVector<IndexValue, 4> groupSizes;
      for (auto [i, dim] : llvm::enumerate(group)) {
        int64_t size = type.getDimSize(dim);
        groupSizes.push_back(size);
        if (ShapedType::isDynamic(size))
          dynamicAt = i;
        else
          staticProduct *= size;
      }
      if (dynamicAt) {
        IndexValue whole = source->sizes[d];
        if (staticProduct == 1)
          groupSizes[*dynamicAt] = whole;
        else if (const Value *value = std::get_if<Value>(&whole))
          groupSizes[*dynamicAt] =
              createFloorDiv(rewriter, loc, *value, staticProduct);
        else
          groupSizes[*dynamicAt] = std::get<int64_t>(whole) / staticProduct;
      }
      // Innermost first: stride_d(x), then times each size inside. Outside
      // the dynamic size, the product of the sizes inside is
      // size_d(x) * (static sizes inside) floordiv (all static sizes),
      // as mlir-opt 19 computes it, when that division is by a whole
      // number.
      llvm::SmallVector<IndexValue, 4> groupStrides(group.size());
      IndexExpr inner(1);
      int64_t staticInner = 1;
      for (int64_t i = group.size() - 1; i >= 0; --i) {
        const Value *wholeSize = std::get_if<Value>(&source->sizes[d]);
        if (dynamicAt && int64_t(*dynamicAt) > i && wholeSize &&
            staticProduct % staticInner == 0) {
          int64_t divisor = staticProduct / staticInner;
          IndexValue quotient = *wholeSize;
          if (divisor != 1)
            quotient = createFloorDiv(rewriter, loc, *wholeSize, divisor);
          groupStrides[i] =
              (IndexExpr(quotient) * source->strides[d]).emit(rewriter, loc);
        } else {
          groupStrides[i] =
              (IndexExpr(source->strides[d]) * inner).emit(rewriter, loc);
        }
        inner = inner * IndexExpr(groupSizes[i]);
        if (!ShapedType::isDynamic(type.getDimSize(group[i])))
          staticInner *= type.getDimSize(group[i]);
      }
      sizes.append(groupSizes.begin(), groupSizes.end());
      strides.append(groupStrides.begin(), groupStrides.end());
    }
    rewriter.replaceOp(op.getOperation(),
                       createReinterpretCast(rewriter, loc, source->base, type,
                                             source->offset, sizes, strides));
    return success();
  }
};

// collapse_shape(x) -> reinterpret_cast(base(x), off(x), sizes, strides):
//   each group's size is the product of its sizes, its stride the smallest
//   stride of its dimensions whose size is not 1
struct CollapseShapeExpansion : OpRewritePattern<CollapseShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CollapseShapeOp op,
                                PatternRewriter &rewriter) const override {
    auto sourceType = llvm::dyn_cast<MemRefType>(op.getSrc().getType());
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    llvm::SmallVector<int64_t> resultStrides;
    int64_t resultOffset;
    if (!sourceType ||
        failed(getStridesAndOffset(type, resultStrides, resultOffset)))
      return rewriter.notifyMatchFailure(op, "not strided memrefs");
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op.getOperation());
    FailureOr<StridedMetadata> source =
        extractMetadata(rewriter, loc, op.getSrc());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "not a strided source");
    llvm::SmallVector<IndexValue, 4> sizes, strides;
    for (auto [g, group] : llvm::enumerate(op.getReassociationIndices())) {
      IndexExpr size(1);
      for (int64_t dim : group)
        size = size * IndexExpr(source->sizes[dim]);
      sizes.push_back(size.emit(rewriter, loc));
      llvm::SmallVector<IndexValue, 4> candidates;
      for (int64_t dim : group)
        if (sourceType.getDimSize(dim) != 1)
          candidates.push_back(source->strides[dim]);
      if (candidates.empty()) {
        // All sizes 1: any stride will do; the result type's, else a
        // dynamic one of the group.
        IndexValue stride = resultStrides[g];
        if (ShapedType::isDynamic(resultStrides[g]))
          for (int64_t dim : group)
            if (std::holds_alternative<Value>(source->strides[dim])) {
              stride = source->strides[dim];
              break;
            }
        strides.push_back(stride);
        continue;
      }
      strides.push_back(emitMin(rewriter, loc, candidates));
    }
    rewriter.replaceOp(op.getOperation(),
                       createReinterpretCast(rewriter, loc, source->base, type,
                                             source->offset, sizes, strides));
    return success();
  }

  /// The smallest of `values`: a constant when all are static, else
  /// arith.minsi left to right after the constants, as lower-affine does.
  static IndexValue emitMin(PatternRewriter &rewriter, Location loc,
                            llvm::ArrayRef<IndexValue> values) {
    if (llvm::all_of(values, [](const IndexValue &v) {
          return std::holds_alternative<int64_t>(v);
        })) {
      int64_t min = std::get<int64_t>(values.front());
      for (const IndexValue &v : values)
        min = std::min(min, std::get<int64_t>(v));
      return min;
    }
    llvm::SmallVector<Value, 4> operands;
    for (const IndexValue &v : values)
      operands.push_back(toValue(rewriter, loc, v));
    Value min = operands.front();
    for (Value v : llvm::ArrayRef(operands).drop_front())
      min = IndexExpr::createBinary(rewriter, loc, "arith.minsi", min, v);
    return min;
  }
};

//===----------------------------------------------------------------------===//
// extract_strided_metadata
//===----------------------------------------------------------------------===//

// extract_strided_metadata(reinterpret_cast(x, o, s, t)) ->
//   (base(x), o, s, t)
struct MetadataOfReinterpretCast : OpRewritePattern<ExtractStridedMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractStridedMetadataOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = llvm::dyn_cast_or_null<ReinterpretCastOp>(
        op.getSource().getDefiningOp());
    if (!cast)
      return rewriter.notifyMatchFailure(op, "not of a reinterpret_cast");
    rewriter.setInsertionPoint(op.getOperation());
    FailureOr<StridedMetadata> source =
        extractMetadata(rewriter, op->getLoc(), cast.getSource());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "not a strided source");
    StridedMetadata metadata;
    metadata.base = source->base;
    metadata.offset =
        getMixed(cast.getStaticOffsets(), cast.getOffsets()).front();
    metadata.sizes = getMixed(cast.getStaticSizes(), cast.getSizes());
    metadata.strides = getMixed(cast.getStaticStrides(), cast.getStrides());
    replaceMetadata(rewriter, op, metadata);
    return success();
  }
};

// extract_strided_metadata(cast(x)) -> the metadata of x, static where the
//   cast's type says so
struct MetadataOfCast : OpRewritePattern<ExtractStridedMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractStridedMetadataOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = llvm::dyn_cast_or_null<CastOp>(op.getSource().getDefiningOp());
    auto type = llvm::dyn_cast<MemRefType>(op.getSource().getType());
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (!cast || !type || failed(getStridesAndOffset(type, strides, offset)) ||
        !llvm::isa<MemRefType>(cast.getSource().getType()))
      return rewriter.notifyMatchFailure(op, "not of a ranked cast");
    rewriter.setInsertionPoint(op.getOperation());
    FailureOr<StridedMetadata> source =
        extractMetadata(rewriter, op->getLoc(), cast.getSource());
    if (failed(source))
      return rewriter.notifyMatchFailure(op, "not a strided source");
    auto known = [](int64_t value, IndexValue fallback) {
      return ShapedType::isDynamic(value) ? fallback : IndexValue(value);
    };
    source->offset = known(offset, source->offset);
    for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
      source->sizes[i] = known(type.getDimSize(i), source->sizes[i]);
      source->strides[i] = known(strides[i], source->strides[i]);
    }
    replaceMetadata(rewriter, op, *source);
    return success();
  }
};

// extract_strided_metadata(alloc(%n...)) -> (reinterpret_cast(alloc) to
//   rank 0, 0, sizes, row-major strides); also alloca and get_global
struct MetadataOfAllocation : OpRewritePattern<ExtractStridedMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractStridedMetadataOp op,
                                PatternRewriter &rewriter) const override {
    Operation *def = op.getSource().getDefiningOp();
    if (!def || !llvm::isa<AllocOp, AllocaOp, GetGlobalOp>(def))
      return rewriter.notifyMatchFailure(op, "not of an allocation");
    auto type = llvm::cast<MemRefType>(op.getSource().getType());
    if (!hasIdentityLayout(type))
      return rewriter.notifyMatchFailure(op, "not an identity layout");
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op.getOperation());
    StridedMetadata metadata;
    metadata.base =
        createReinterpretCast(rewriter, loc, op.getSource(),
                              getBaseBufferType(type), int64_t(0), {}, {});
    metadata.offset = int64_t(0);
    // The dynamic sizes are alloc's and alloca's leading operands.
    unsigned next = 0;
    for (int64_t size : type.getShape())
      metadata.sizes.push_back(ShapedType::isDynamic(size)
                                   ? IndexValue(def->getOperand(next++))
                                   : IndexValue(size));
    metadata.strides.resize(type.getRank());
    IndexExpr stride(1);
    for (int64_t i = type.getRank() - 1; i >= 0; --i) {
      metadata.strides[i] = stride.emit(rewriter, loc);
      stride = stride * IndexExpr(metadata.sizes[i]);
    }
    replaceMetadata(rewriter, op, metadata);
    return success();
  }
};

// extract_strided_metadata(base(extract_strided_metadata(x))) ->
//   (base(extract_strided_metadata(x)), 0)
struct MetadataOfBaseBuffer : OpRewritePattern<ExtractStridedMetadataOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractStridedMetadataOp op,
                                PatternRewriter &rewriter) const override {
    Value source = op.getSource();
    auto producer = llvm::dyn_cast_or_null<ExtractStridedMetadataOp>(
        source.getDefiningOp());
    if (!producer || source != producer->getResult(0))
      return rewriter.notifyMatchFailure(op, "not of a base buffer");
    rewriter.setInsertionPoint(op.getOperation());
    StridedMetadata metadata;
    metadata.base = source;
    metadata.offset = int64_t(0);
    replaceMetadata(rewriter, op, metadata);
    return success();
  }
};

// extract_aligned_pointer_as_index(v(x)) ->
//   extract_aligned_pointer_as_index(x), for the views v that keep the
//   aligned pointer (subview, reinterpret_cast, cast, expand_shape,
//   collapse_shape, transpose)
struct AlignedPointerOfView : OpRewritePattern<ExtractAlignedPointerAsIndexOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExtractAlignedPointerAsIndexOp op,
                                PatternRewriter &rewriter) const override {
    Operation *view = op.getSource().getDefiningOp();
    if (!view || !llvm::isa<SubViewOp, ReinterpretCastOp, CastOp, ExpandShapeOp,
                            CollapseShapeOp, TransposeOp>(view))
      return rewriter.notifyMatchFailure(op, "not of a view");
    rewriter.modifyOpInPlace(op.getOperation(),
                             [&] { op->setOperand(0, view->getOperand(0)); });
    return success();
  }
};

struct ExpandStridedMetadataPass
    : PassWrapper<ExpandStridedMetadataPass, OperationPass<>> {
  llvm::StringRef getName() const override {
    return "ExpandStridedMetadataPass";
  }
  llvm::StringRef getArgument() const override {
    return "expand-strided-metadata";
  }
  llvm::StringRef getDescription() const override {
    return "Expand memref operations into easier to analyze constructs";
  }
  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<ExpandStridedMetadataPass>();
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    // The patterns create arith ops.
    ctx->getOrLoadDialect("arith");
    RewritePatternSet patterns(ctx);
    populateExpandStridedMetadataPatterns(patterns);
    if (failed(applyPatternsAndFoldGreedily(
            getOperation(), FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};

} // namespace

void assay::populateExpandStridedMetadataPatterns(RewritePatternSet &patterns) {
  patterns.add<SubViewExpansion, ExpandShapeExpansion, CollapseShapeExpansion,
               MetadataOfReinterpretCast, MetadataOfCast, MetadataOfAllocation,
               MetadataOfBaseBuffer, AlignedPointerOfView>();
}

std::unique_ptr<Pass> assay::createExpandStridedMetadataPass() {
  return std::make_unique<ExpandStridedMetadataPass>();
}
