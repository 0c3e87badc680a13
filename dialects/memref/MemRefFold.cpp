//===- MemRefFold.cpp - Folders of the memref ops -------------------------===//
//
// The fold hooks of the memref ops and the dialect's constant materializer,
// attached when the dialect loads. The folds match what mlir-opt folds: a
// `memref.cast` that only forgets static information is folded into the ops
// that consume it, `dim` and `rank` become the sizes they can see, and views
// that change nothing are replaced by their source. No memref fold computes
// arithmetic: every constant is a size, rank or index read from a type or an
// attribute. Folds only ever remove undefined behaviour (a cast or a view
// that might not hold), never add it.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"

#include "dialects/AllPatterns.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/FoldInterfaces.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::memref;

using FoldResults = llvm::SmallVectorImpl<OpFoldResult>;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether two static-or-dynamic extents may describe the same value.
static bool compatibleExtent(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

/// Whether two ranked-or-unranked memref types have compatible shapes (as
/// memref.copy requires).
static bool compatibleShapes(Type a, Type b) {
  auto ra = llvm::dyn_cast<MemRefType>(a);
  auto rb = llvm::dyn_cast<MemRefType>(b);
  if (!ra || !rb)
    return true;
  if (ra.getRank() != rb.getRank())
    return false;
  for (int64_t i = 0, e = ra.getRank(); i < e; ++i)
    if (!compatibleExtent(ra.getDimSize(i), rb.getDimSize(i)))
      return false;
  return true;
}

/// Replaces each memref operand of `op` defined by a `memref.cast` from a
/// ranked memref with the cast's source, except operand `skip` (a value
/// operand that happens to be a memref) and where `accept` refuses the new
/// operand. Returns whether any operand changed.
template <class AcceptFn>
static bool foldCastOperands(Operation *op, AcceptFn accept, int skip = -1) {
  bool changed = false;
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i) {
    if (int(i) == skip)
      continue;
    auto cast =
        llvm::dyn_cast_or_null<CastOp>(op->getOperand(i).getDefiningOp());
    if (!cast)
      continue;
    Value source = cast.getSource();
    if (!llvm::isa<MemRefType>(source.getType()) || !accept(i, source))
      continue;
    op->setOperand(i, source);
    changed = true;
  }
  return changed;
}

static bool foldCastOperands(Operation *op, int skip = -1) {
  return foldCastOperands(
      op, [](unsigned, Value) { return true; }, skip);
}

/// An index constant.
static Attribute getIndexAttr(Context *ctx, int64_t value) {
  return IntegerAttr::get(IndexType::get(ctx), value);
}

/// The in-place fold result: success when the op changed.
static LogicalResult inPlace(bool changed) { return success(changed); }

//===----------------------------------------------------------------------===//
// Ops that consume a memref: the cast folds into them
//===----------------------------------------------------------------------===//

// load(cast(x)) -> load(x), when x is ranked
static LogicalResult foldLoad(Operation *op, llvm::ArrayRef<Attribute>,
                              FoldResults &) {
  return inPlace(foldCastOperands(op));
}

// store(v, cast(x)) -> store(v, x), when x is ranked
static LogicalResult foldStore(Operation *op, llvm::ArrayRef<Attribute>,
                               FoldResults &) {
  return inPlace(foldCastOperands(op, /*skip=*/0));
}

// dealloc(cast(x)) -> dealloc(x), when x is ranked
// prefetch(cast(x)) -> prefetch(x), when x is ranked
static LogicalResult foldCastConsumer(Operation *op, llvm::ArrayRef<Attribute>,
                                      FoldResults &) {
  return inPlace(foldCastOperands(op));
}

// atomic_rmw(v, cast(x)) -> atomic_rmw(v, x), when x is ranked
static LogicalResult foldAtomicRMW(Operation *op, llvm::ArrayRef<Attribute>,
                                   FoldResults &) {
  return inPlace(foldCastOperands(op, /*skip=*/0));
}

// copy(cast(x), y) -> copy(x, y) and copy(x, cast(y)) -> copy(x, y), when
// the source of the cast is ranked and the shapes stay compatible
static LogicalResult foldCopy(Operation *op, llvm::ArrayRef<Attribute>,
                              FoldResults &) {
  return inPlace(foldCastOperands(op, [&](unsigned i, Value source) {
    return compatibleShapes(source.getType(), op->getOperand(1 - i).getType());
  }));
}

//===----------------------------------------------------------------------===//
// cast
//===----------------------------------------------------------------------===//

// cast(cast(x)) -> cast(x), when x is ranked
// cast(x) -> x, when x has the result type
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                              FoldResults &results) {
  Type resultType = op->getResult(0).getType();
  bool changed = foldCastOperands(op, [&](unsigned, Value source) {
    return memref::areCastCompatible(source.getType(), resultType);
  });
  Value source = op->getOperand(0);
  if (source.getType() == resultType) {
    results.push_back(source);
    return success();
  }
  return inPlace(changed);
}

// memory_space_cast(x) -> x, when x has the result type
// memory_space_cast(memory_space_cast(x)) -> memory_space_cast(x)
static LogicalResult foldMemorySpaceCast(Operation *op,
                                         llvm::ArrayRef<Attribute>,
                                         FoldResults &results) {
  Value source = op->getOperand(0);
  if (source.getType() == op->getResult(0).getType()) {
    results.push_back(source);
    return success();
  }
  auto inner =
      llvm::dyn_cast_or_null<MemorySpaceCastOp>(source.getDefiningOp());
  if (!inner)
    return failure();
  op->setOperand(0, inner.getSource());
  return success();
}

//===----------------------------------------------------------------------===//
// dim, rank
//===----------------------------------------------------------------------===//

/// The `index`-th dynamic size operand of a view whose static sizes are
/// `staticSizes` and whose dynamic size operands are `sizes`: null if that
/// size is static.
static Value getDynamicSize(llvm::ArrayRef<int64_t> staticSizes,
                            OperandRange sizes, unsigned index) {
  if (index >= staticSizes.size() || !ShapedType::isDynamic(staticSizes[index]))
    return Value();
  unsigned position = 0;
  for (unsigned i = 0; i < index; ++i)
    if (ShapedType::isDynamic(staticSizes[i]))
      ++position;
  return position < sizes.size() ? sizes[position] : Value();
}

// dim(x, c) -> the static size c of x's type
// dim(alloc(..., %n, ...), c) -> %n (also alloca, view, subview,
//   reinterpret_cast: the operand giving that dynamic size)
// dim(cast(x), c) -> dim(x, c), when x is ranked
static LogicalResult foldDim(Operation *op, llvm::ArrayRef<Attribute> operands,
                             FoldResults &results) {
  auto index = llvm::dyn_cast_or_null<IntegerAttr>(operands[1]);
  auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
  if (!index || !type)
    return failure();
  // An index out of range is UB when executed; such a dim stays as it is.
  int64_t i = index.getInt();
  if (i < 0 || i >= type.getRank())
    return failure();
  if (!type.isDynamicDim(i)) {
    results.push_back(getIndexAttr(op->getContext(), type.getDimSize(i)));
    return success();
  }
  Operation *def = op->getOperand(0).getDefiningOp();
  Value size;
  if (auto alloc = llvm::dyn_cast_or_null<AllocOp>(def))
    size = alloc.getDynamicSizes()[type.getDynamicDimIndex(i)];
  else if (auto alloca = llvm::dyn_cast_or_null<AllocaOp>(def))
    size = alloca.getDynamicSizes()[type.getDynamicDimIndex(i)];
  else if (auto view = llvm::dyn_cast_or_null<ViewOp>(def))
    size = view.getSizes()[type.getDynamicDimIndex(i)];
  else if (auto subview = llvm::dyn_cast_or_null<SubViewOp>(def)) {
    // Map the result dimension back to the source dimension it keeps.
    llvm::ArrayRef<int64_t> staticSizes = subview.getStaticSizes();
    std::optional<llvm::SmallVector<bool>> dropped =
        computeRankReductionMask(staticSizes, type.getShape());
    if (!dropped)
      return failure();
    int64_t kept = -1;
    unsigned sourceIndex = 0;
    for (; sourceIndex < staticSizes.size(); ++sourceIndex)
      if (!(*dropped)[sourceIndex] && ++kept == i)
        break;
    size = getDynamicSize(staticSizes, subview.getSizes(), sourceIndex);
  } else if (auto cast = llvm::dyn_cast_or_null<ReinterpretCastOp>(def))
    size = getDynamicSize(cast.getStaticSizes(), cast.getSizes(), i);
  if (size) {
    results.push_back(size);
    return success();
  }
  return inPlace(foldCastOperands(op));
}

// rank(x) -> the rank of x's type, when x is ranked
static LogicalResult foldRank(Operation *op, llvm::ArrayRef<Attribute>,
                              FoldResults &results) {
  auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
  if (!type)
    return failure();
  results.push_back(getIndexAttr(op->getContext(), type.getRank()));
  return success();
}

//===----------------------------------------------------------------------===//
// Views
//===----------------------------------------------------------------------===//

/// Whether every entry of a static list is `value`.
static bool allEqual(llvm::ArrayRef<int64_t> values, int64_t value) {
  return llvm::all_of(values, [&](int64_t v) { return v == value; });
}

// subview(x) -> x, when the result has x's type and a static shape (the
//   subview then covers x exactly, or is UB)
// subview(subview(x, o, s, t), 0, s, 1) -> subview(x, o, s, t), when the
//   outer subview keeps the inner one's type
static LogicalResult foldSubView(Operation *op, llvm::ArrayRef<Attribute>,
                                 FoldResults &results) {
  SubViewOp subview(op);
  Value source = subview.getSource();
  auto resultType = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (resultType != source.getType())
    return failure();
  if (resultType.hasStaticShape()) {
    results.push_back(source);
    return success();
  }
  auto inner = llvm::dyn_cast_or_null<SubViewOp>(source.getDefiningOp());
  if (!inner || !allEqual(subview.getStaticOffsets(), 0) ||
      !allEqual(subview.getStaticStrides(), 1) ||
      subview.getStaticSizes() != inner.getStaticSizes() ||
      !llvm::equal(subview.getSizes(), inner.getSizes()))
    return failure();
  results.push_back(source);
  return success();
}

// reinterpret_cast(x) -> x, when x has the result type, that type has a
//   static shape, and the offset is a static 0 (the op then rebuilds the
//   descriptor x has: its type states every size, stride and the offset)
static LogicalResult foldReinterpretCastNoOp(ReinterpretCastOp cast,
                                             FoldResults &results) {
  Value source = cast.getSource();
  auto type = llvm::cast<MemRefType>(cast->getResult(0).getType());
  if (source.getType() != type || !type.hasStaticShape() ||
      cast.getStaticOffsets() != llvm::ArrayRef<int64_t>{0})
    return failure();
  results.push_back(source);
  return success();
}

// reinterpret_cast(reinterpret_cast(x)) -> reinterpret_cast(x)
// reinterpret_cast(cast(x)) -> reinterpret_cast(x)
// reinterpret_cast(subview(x)) -> reinterpret_cast(x), when the subview's
//   offsets are all 0
// (A reinterpret_cast keeps only its source's buffer.) Otherwise the no-op
// fold above.
static LogicalResult foldReinterpretCast(Operation *op,
                                         llvm::ArrayRef<Attribute>,
                                         FoldResults &results) {
  Value source = op->getOperand(0);
  Operation *def = source.getDefiningOp();
  Value previous;
  if (auto prev = llvm::dyn_cast_or_null<ReinterpretCastOp>(def))
    previous = prev.getSource();
  else if (auto cast = llvm::dyn_cast_or_null<CastOp>(def))
    previous = cast.getSource();
  else if (auto subview = llvm::dyn_cast_or_null<SubViewOp>(def)) {
    if (subview.getOffsets().empty() && allEqual(subview.getStaticOffsets(), 0))
      previous = subview.getSource();
  }
  if (!previous)
    return foldReinterpretCastNoOp(ReinterpretCastOp(op), results);
  op->setOperand(0, previous);
  return success();
}

// transpose(x) -> x, when the permutation is the identity and x has the
//   result type
// transpose(transpose(x, p), q) -> transpose(x, q . p)
static LogicalResult foldTranspose(Operation *op, llvm::ArrayRef<Attribute>,
                                   FoldResults &results) {
  static constexpr llvm::StringLiteral kPermutation = "permutation";
  auto permAttr =
      llvm::dyn_cast_or_null<AffineMapAttr>(op->getInherentAttr(kPermutation));
  if (!permAttr)
    return failure();
  AffineMap perm = permAttr.getValue();
  Value source = op->getOperand(0);
  if (perm.isIdentity() && source.getType() == op->getResult(0).getType()) {
    results.push_back(source);
    return success();
  }
  auto inner = llvm::dyn_cast_or_null<TransposeOp>(source.getDefiningOp());
  if (!inner)
    return failure();
  auto innerPerm = llvm::dyn_cast_or_null<AffineMapAttr>(
      inner->getInherentAttr(kPermutation));
  if (!innerPerm)
    return failure();
  // Result dimension i of this op is dimension perm(i) of the inner result,
  // which is dimension innerPerm(perm(i)) of x.
  AffineMap composed = perm.compose(innerPerm.getValue());
  auto props = llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr());
  NamedAttrList list(props ? props.getValue()
                           : llvm::ArrayRef<NamedAttribute>());
  list.set(kPermutation, AffineMapAttr::get(composed));
  op->setPropertiesAttr(list.getDictionary(op->getContext()));
  op->setOperand(0, inner.getIn());
  return success();
}

/// Whether a reshape between `a` and `b` (one the other's expansion) is
/// determined by the types: at most one dynamic size, and no static 0 size
/// beside a dynamic one (a product with 0 says nothing of the other
/// factor).
static bool reshapeDeterminedByTypes(MemRefType type) {
  int64_t dynamic = type.getNumDynamicDims();
  if (dynamic == 0)
    return true;
  return dynamic == 1 &&
         llvm::none_of(type.getShape(), [](int64_t s) { return s == 0; });
}

// expand_shape(x) -> x and collapse_shape(x) -> x, when the result has x's
//   type
// collapse_shape(expand_shape(x)) -> x, when x has the result type (an
//   expansion whose sizes do not multiply back to x's is undefined
//   behaviour)
// expand_shape(collapse_shape(x)) -> x, when x has the result type and that
//   type has at most one dynamic size (otherwise the output shape may split
//   the sizes differently)
template <class InverseOp, bool NeedsDeterminedType>
static LogicalResult foldReshape(Operation *op, llvm::ArrayRef<Attribute>,
                                 FoldResults &results) {
  Value source = op->getOperand(0);
  Type resultType = op->getResult(0).getType();
  if (source.getType() == resultType) {
    results.push_back(source);
    return success();
  }
  auto inverse = llvm::dyn_cast_or_null<InverseOp>(source.getDefiningOp());
  if (!inverse)
    return failure();
  Value original = inverse->getOperand(0);
  if (original.getType() != resultType)
    return failure();
  if (NeedsDeterminedType &&
      !reshapeDeterminedByTypes(llvm::cast<MemRefType>(resultType)))
    return failure();
  results.push_back(original);
  return success();
}

//===----------------------------------------------------------------------===//
// Constant materialization and registration
//===----------------------------------------------------------------------===//

/// Index constants (sizes and ranks) become `arith.constant`, when the arith
/// dialect is loaded.
static Operation *materializeMemRefConstant(OpBuilder &builder, Attribute value,
                                            Type type, Location loc) {
  auto attr = llvm::dyn_cast<IntegerAttr>(value);
  if (!attr || !llvm::isa<IndexType>(type) || attr.getType() != type)
    return nullptr;
  if (!builder.getContext()->lookupRegisteredOperation("arith.constant"))
    return nullptr;
  OperationState state(loc, "arith.constant");
  state.addAttribute("value", value);
  state.addTypes(type);
  return builder.create(state);
}

static const DialectFoldInterface kMemRefFoldInterface = {
    materializeMemRefConstant, /*getCanonicalizationPatterns=*/nullptr};

template <class OpT, FoldInterface::FoldFn Fn>
static void attachFold(Context *ctx) {
  OpInfo *info = ctx->lookupRegisteredOperation(OpT::getOperationName());
  assert(info && "memref op not registered");
  attachFoldHook<Fn>(*info);
}

void memref::registerMemRefFolds(Dialect &dialect) {
  Context *ctx = dialect.getContext();
  attachDialectFoldInterface(dialect, kMemRefFoldInterface);
  attachFold<LoadOp, foldLoad>(ctx);
  attachFold<StoreOp, foldStore>(ctx);
  attachFold<DeallocOp, foldCastConsumer>(ctx);
  attachFold<PrefetchOp, foldCastConsumer>(ctx);
  attachFold<AtomicRMWOp, foldAtomicRMW>(ctx);
  attachFold<CopyOp, foldCopy>(ctx);
  attachFold<CastOp, foldCast>(ctx);
  attachFold<DimOp, foldDim>(ctx);
  attachFold<RankOp, foldRank>(ctx);
  attachFold<SubViewOp, foldSubView>(ctx);
  attachFold<ReinterpretCastOp, foldReinterpretCast>(ctx);
  attachFold<MemorySpaceCastOp, foldMemorySpaceCast>(ctx);
  attachFold<TransposeOp, foldTranspose>(ctx);
  attachFold<ExpandShapeOp, foldReshape<CollapseShapeOp, true>>(ctx);
  attachFold<CollapseShapeOp, foldReshape<ExpandShapeOp, false>>(ctx);
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
// As the canonicalization identities: the folded op's views are read
// through loads, and argument memory is compared after the function.
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "memref", "constant folding", "", "", "", ""},
    {IdentityKind::Fold, "memref.atomic_rmw",
     "atomic_rmw(v, cast(x)) -> atomic_rmw(v, x)", "int",
     "%m: memref<4x!T>, %x: !T, %i: index", "!T",
     "  %c = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  %r = memref.atomic_rmw addi %x, %c[%i] : (!T, memref<?x!T>) -> !T\n"
     "  return %r : !T\n",
     "  %r = memref.atomic_rmw addi %x, %m[%i] : (!T, memref<4x!T>) -> !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "memref.cast", "cast(cast(x)) -> cast(x)", "int,index",
     "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %a = memref.cast %m : memref<2x3x!T> to memref<?x3x!T>\n"
     "  %b = memref.cast %a : memref<?x3x!T> to memref<?x?x!T>\n"
     "  %v = memref.load %b[%i, %j] : memref<?x?x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.cast %m : memref<2x3x!T> to memref<?x?x!T>\n"
     "  %v = memref.load %b[%i, %j] : memref<?x?x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.cast",
     "cast(cast(x)) -> x, when x has the result type", "int,index",
     "%m: memref<4x!T>, %i: index", "!T",
     "  %a = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  %b = memref.cast %a : memref<?x!T> to memref<4x!T>\n"
     "  %v = memref.load %b[%i] : memref<4x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.collapse_shape",
     "collapse_shape(expand_shape(x)) -> x, when x has the result type",
     "int,index", "%m: memref<6x!T>, %i: index", "!T",
     "  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : "
     "memref<6x!T> into memref<2x3x!T>\n"
     "  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3x!T> into "
     "memref<6x!T>\n"
     "  %v = memref.load %c[%i] : memref<6x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i] : memref<6x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.copy", "copy(cast(x), cast(y)) -> copy(x, y)",
     "int,index", "%m: memref<2x3x!T>, %n: memref<2x3x!T>", "",
     "  %a = memref.cast %m : memref<2x3x!T> to memref<2x3x!T, strided<[?, "
     "?], offset: ?>>\n"
     "  %b = memref.cast %n : memref<2x3x!T> to memref<2x3x!T, strided<[?, "
     "?], offset: ?>>\n"
     "  memref.copy %a, %b : memref<2x3x!T, strided<[?, ?], offset: ?>> to "
     "memref<2x3x!T, strided<[?, ?], offset: ?>>\n"
     "  return\n",
     "  memref.copy %m, %n : memref<2x3x!T> to memref<2x3x!T>\n"
     "  return\n"},
    {IdentityKind::Fold, "memref.dealloc", "dealloc(cast(x)) -> dealloc(x)",
     "int,index", "%m: memref<4x!T>", "",
     "  %c = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  memref.dealloc %c : memref<?x!T>\n"
     "  return\n",
     "  memref.dealloc %m : memref<4x!T>\n"
     "  return\n"},
    {IdentityKind::Fold, "memref.dim", "dim(x, c) -> the static size c of x",
     "int,index", "%m: memref<2x3x!T>", "index",
     "  %c1 = arith.constant 1 : index\n"
     "  %d = memref.dim %m, %c1 : memref<2x3x!T>\n"
     "  return %d : index\n",
     "  %c3 = arith.constant 3 : index\n"
     "  return %c3 : index\n"},
    {IdentityKind::Fold, "memref.dim", "dim(alloc(%n), 0) -> %n", "int,index",
     "%n: index", "index",
     "  %c0 = arith.constant 0 : index\n"
     "  %a = memref.alloc(%n) : memref<?x!T>\n"
     "  %d = memref.dim %a, %c0 : memref<?x!T>\n"
     "  return %d : index\n",
     "  return %n : index\n"},
    {IdentityKind::Fold, "memref.dim",
     "dim(subview(x)[o][%n][s], 0) -> %n (rank-reducing)", "int,index",
     "%m: memref<4x8x!T>, %o: index, %n: index", "index",
     "  %c0 = arith.constant 0 : index\n"
     "  %s = memref.subview %m[1, %o] [1, %n] [1, 1] : memref<4x8x!T> to "
     "memref<?x!T, strided<[1], offset: ?>>\n"
     "  %d = memref.dim %s, %c0 : memref<?x!T, strided<[1], offset: ?>>\n"
     "  return %d : index\n",
     "  return %n : index\n"},
    {IdentityKind::Fold, "memref.dim", "dim(alloca(%n), 0) -> %n", "int,index",
     "%n: index", "index",
     "  %c0 = arith.constant 0 : index\n"
     "  %a = memref.alloca(%n) : memref<?x!T>\n"
     "  %d = memref.dim %a, %c0 : memref<?x!T>\n"
     "  return %d : index\n",
     "  return %n : index\n"},
    {IdentityKind::Fold, "memref.dim",
     "dim(reinterpret_cast(x)[o][%n, 2][s], 0) -> %n", "int,index",
     "%m: memref<16x!T>, %n: index", "index",
     "  %c0 = arith.constant 0 : index\n"
     "  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 2], "
     "strides: [2, 1] : memref<16x!T> to memref<?x2x!T>\n"
     "  %d = memref.dim %r, %c0 : memref<?x2x!T>\n"
     "  return %d : index\n",
     "  return %n : index\n"},
    {IdentityKind::Fold, "memref.dim", "dim(cast(x), c) -> dim(x, c)",
     "int,index", "%m: memref<2x3x!T>, %i: index const", "index",
     "  %c = memref.cast %m : memref<2x3x!T> to memref<?x?x!T>\n"
     "  %d = memref.dim %c, %i : memref<?x?x!T>\n"
     "  return %d : index\n",
     "  %d = memref.dim %m, %i : memref<2x3x!T>\n"
     "  return %d : index\n"},
    {IdentityKind::Fold, "memref.expand_shape",
     "expand_shape(collapse_shape(x)) -> x, when x has the result type",
     "int,index", "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3x!T> into "
     "memref<6x!T>\n"
     "  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 3] : "
     "memref<6x!T> into memref<2x3x!T>\n"
     "  %v = memref.load %e[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.load", "load(cast(x)) -> load(x)", "int,index",
     "%m: memref<4x!T>, %i: index", "!T",
     "  %c = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  %v = memref.load %c[%i] : memref<?x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.memory_space_cast",
     "memory_space_cast(memory_space_cast(x)) -> memory_space_cast(x)",
     "int,index", "%m: memref<4x!T>, %i: index", "!T",
     "  %a = memref.memory_space_cast %m : memref<4x!T> to memref<4x!T, 1>\n"
     "  %b = memref.memory_space_cast %a : memref<4x!T, 1> to memref<4x!T, "
     "2>\n"
     "  %v = memref.load %b[%i] : memref<4x!T, 2>\n"
     "  return %v : !T\n",
     "  %b = memref.memory_space_cast %m : memref<4x!T> to memref<4x!T, 2>\n"
     "  %v = memref.load %b[%i] : memref<4x!T, 2>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.memory_space_cast",
     "memory_space_cast(x) -> x, when x has the result type", "int,index",
     "%m: memref<4x!T>, %i: index", "!T",
     "  %a = memref.memory_space_cast %m : memref<4x!T> to memref<4x!T>\n"
     "  %v = memref.load %a[%i] : memref<4x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.prefetch", "prefetch(cast(x)) -> prefetch(x)",
     "int,index", "%m: memref<4x!T>, %i: index", "",
     "  %c = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  memref.prefetch %c[%i], read, locality<3>, data : memref<?x!T>\n"
     "  return\n",
     "  memref.prefetch %m[%i], read, locality<3>, data : memref<4x!T>\n"
     "  return\n"},
    {IdentityKind::Fold, "memref.rank", "rank(x) -> the rank of x's type",
     "int,index", "%m: memref<2x3x!T>", "index",
     "  %r = memref.rank %m : memref<2x3x!T>\n"
     "  return %r : index\n",
     "  %c2 = arith.constant 2 : index\n"
     "  return %c2 : index\n"},
    {IdentityKind::Fold, "memref.reinterpret_cast",
     "reinterpret_cast(reinterpret_cast(x)) -> reinterpret_cast(x)",
     "int,index", "%m: memref<4x!T>, %i: index, %j: index", "!T",
     "  %a = memref.reinterpret_cast %m to offset: [1], sizes: [2], strides: "
     "[1] : memref<4x!T> to memref<2x!T, strided<[1], offset: 1>>\n"
     "  %b = memref.reinterpret_cast %a to offset: [0], sizes: [2, 2], "
     "strides: [2, 1] : memref<2x!T, strided<[1], offset: 1>> to "
     "memref<2x2x!T>\n"
     "  %v = memref.load %b[%i, %j] : memref<2x2x!T>\n"
     "  return %v : !T\n",
     "  %b = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], "
     "strides: [2, 1] : memref<4x!T> to memref<2x2x!T>\n"
     "  %v = memref.load %b[%i, %j] : memref<2x2x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.reinterpret_cast",
     "reinterpret_cast(cast(x)) -> reinterpret_cast(x)", "int,index",
     "%m: memref<4x!T>, %o: index, %i: index", "!T",
     "  %a = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  %b = memref.reinterpret_cast %a to offset: [%o], sizes: [2], "
     "strides: [1] : memref<?x!T> to memref<2x!T, strided<[1], offset: ?>>\n"
     "  %v = memref.load %b[%i] : memref<2x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n",
     "  %b = memref.reinterpret_cast %m to offset: [%o], sizes: [2], "
     "strides: [1] : memref<4x!T> to memref<2x!T, strided<[1], offset: ?>>\n"
     "  %v = memref.load %b[%i] : memref<2x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.reinterpret_cast",
     "reinterpret_cast(subview(x) at offsets 0) -> reinterpret_cast(x)",
     "int,index", "%m: memref<4x4x!T>, %i: index, %j: index", "!T",
     "  %a = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4x!T> to "
     "memref<2x2x!T, strided<[4, 1]>>\n"
     "  %b = memref.reinterpret_cast %a to offset: [5], sizes: [3, 2], "
     "strides: [4, 1] : memref<2x2x!T, strided<[4, 1]>> to memref<3x2x!T, "
     "strided<[4, 1], offset: 5>>\n"
     "  %v = memref.load %b[%i, %j] : memref<3x2x!T, strided<[4, 1], "
     "offset: 5>>\n"
     "  return %v : !T\n",
     "  %b = memref.reinterpret_cast %m to offset: [5], sizes: [3, 2], "
     "strides: [4, 1] : memref<4x4x!T> to memref<3x2x!T, strided<[4, 1], "
     "offset: 5>>\n"
     "  %v = memref.load %b[%i, %j] : memref<3x2x!T, strided<[4, 1], "
     "offset: 5>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.reinterpret_cast",
     "reinterpret_cast(x) -> x, when it rebuilds x's static descriptor",
     "int,index", "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %b = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3], "
     "strides: [3, 1] : memref<2x3x!T> to memref<2x3x!T>\n"
     "  %v = memref.load %b[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.store", "store(v, cast(x)) -> store(v, x)",
     "int,index", "%m: memref<4x!T>, %x: !T, %i: index", "",
     "  %c = memref.cast %m : memref<4x!T> to memref<?x!T>\n"
     "  memref.store %x, %c[%i] : memref<?x!T>\n"
     "  return\n",
     "  memref.store %x, %m[%i] : memref<4x!T>\n"
     "  return\n"},
    {IdentityKind::Fold, "memref.subview",
     "subview(x) -> x, when the result has x's static type", "int,index",
     "%m: memref<4x!T>, %i: index", "!T",
     "  %s = memref.subview %m[0] [4] [1] : memref<4x!T> to memref<4x!T>\n"
     "  %v = memref.load %s[%i] : memref<4x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i] : memref<4x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.subview",
     "subview(subview(x, o, s, t), 0, s, 1) -> subview(x, o, s, t)",
     "int,index", "%m: memref<8x!T>, %o: index, %n: index, %i: index", "!T",
     "  %a = memref.subview %m[%o] [%n] [1] : memref<8x!T> to memref<?x!T, "
     "strided<[1], offset: ?>>\n"
     "  %b = memref.subview %a[0] [%n] [1] : memref<?x!T, strided<[1], "
     "offset: ?>> to memref<?x!T, strided<[1], offset: ?>>\n"
     "  %v = memref.load %b[%i] : memref<?x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n",
     "  %a = memref.subview %m[%o] [%n] [1] : memref<8x!T> to memref<?x!T, "
     "strided<[1], offset: ?>>\n"
     "  %v = memref.load %a[%i] : memref<?x!T, strided<[1], offset: ?>>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.transpose",
     "transpose(x, identity) -> x, when x has the result type", "int,index",
     "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %t = memref.transpose %m (d0, d1) -> (d0, d1) : memref<2x3x!T> to "
     "memref<2x3x!T>\n"
     "  %v = memref.load %t[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n",
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  return %v : !T\n"},
    {IdentityKind::Fold, "memref.transpose",
     "transpose(transpose(x, p), q) -> transpose(x, q . p)", "int,index",
     "%m: memref<2x3x!T>, %i: index, %j: index", "!T",
     "  %a = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3x!T> to "
     "memref<3x2x!T, strided<[1, 3]>>\n"
     "  %b = memref.transpose %a (d0, d1) -> (d1, d0) : memref<3x2x!T, "
     "strided<[1, 3]>> to memref<2x3x!T, strided<[3, 1]>>\n"
     "  %v = memref.load %b[%i, %j] : memref<2x3x!T, strided<[3, 1]>>\n"
     "  return %v : !T\n",
     "  %b = memref.transpose %m (d0, d1) -> (d0, d1) : memref<2x3x!T> to "
     "memref<2x3x!T, strided<[3, 1]>>\n"
     "  %v = memref.load %b[%i, %j] : memref<2x3x!T, strided<[3, 1]>>\n"
     "  return %v : !T\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::memref::getFoldIdentities() {
  return kFoldIdentities;
}
