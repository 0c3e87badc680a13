//===- MemRefLayout.cpp - Strides, offsets and the shapes of views --------===//
//
// Strided layouts are read from `strided<...>` directly and from affine map
// layouts by splitting the single result into a sum of terms; the view-op
// type computations are written over plain integer vectors so that the
// interpreter can reuse them on run-time sizes.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefLayout.h"

#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <tuple>

using namespace assay;
using namespace assay::memref;

int64_t memref::mulDynamic(int64_t a, int64_t b) {
  // Zero times anything, dynamic included, is zero.
  if (a == 0 || b == 0)
    return 0;
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b))
    return ShapedType::kDynamic;
  return a * b;
}

int64_t memref::addDynamic(int64_t a, int64_t b) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b))
    return ShapedType::kDynamic;
  return a + b;
}

llvm::SmallVector<int64_t>
memref::getIdentityStrides(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t> strides(shape.size(), 1);
  int64_t running = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = running;
    running = mulDynamic(running, shape[i]);
  }
  return strides;
}

namespace {
/// One product of a sum: a constant factor times at most one dimension,
/// possibly times symbols (which make it dynamic).
struct Term {
  int64_t factor = 1;
  std::optional<unsigned> dim;
  /// The first symbol of the product, and how many there are.
  std::optional<unsigned> symbol;
  unsigned numSymbols = 0;
  bool isDynamic() const { return numSymbols != 0; }
};
} // namespace

/// Splits the product tree `expr` into one Term; failure on anything that is
/// not a product of constants, symbols and at most one dimension, and when
/// the constant factor overflows.
static LogicalResult collectTerm(AffineExpr expr, Term &term) {
  llvm::SmallVector<AffineExpr, 4> factors{expr};
  while (!factors.empty()) {
    AffineExpr e = factors.pop_back_val();
    switch (e.getKind()) {
    case AffineExprKind::Mul: {
      auto bin = llvm::cast<AffineBinaryOpExpr>(e);
      factors.push_back(bin.getLHS());
      factors.push_back(bin.getRHS());
      break;
    }
    case AffineExprKind::Constant:
      if (llvm::MulOverflow(term.factor,
                            llvm::cast<AffineConstantExpr>(e).getValue(),
                            term.factor))
        return failure();
      break;
    case AffineExprKind::SymbolId:
      if (!term.symbol)
        term.symbol = llvm::cast<AffineSymbolExpr>(e).getPosition();
      ++term.numSymbols;
      break;
    case AffineExprKind::DimId:
      if (term.dim)
        return failure();
      term.dim = llvm::cast<AffineDimExpr>(e).getPosition();
      break;
    default:
      return failure();
    }
  }
  return success();
}

/// Calls `fn` on each product of the sum `expr`, left to right; failure when
/// a product is not a Term or `fn` fails.
static LogicalResult
forEachTerm(AffineExpr expr,
            llvm::function_ref<LogicalResult(const Term &)> fn) {
  llvm::SmallVector<AffineExpr, 8> summands{expr};
  while (!summands.empty()) {
    AffineExpr e = summands.pop_back_val();
    if (e.getKind() == AffineExprKind::Add) {
      auto bin = llvm::cast<AffineBinaryOpExpr>(e);
      summands.push_back(bin.getRHS());
      summands.push_back(bin.getLHS());
      continue;
    }
    Term term;
    if (failed(collectTerm(e, term)) || failed(fn(term)))
      return failure();
  }
  return success();
}

/// Reads `strides`/`offset` from a single-result affine map that is a sum of
/// `dim * coefficient` terms plus a constant or symbolic part; a dimension
/// the map does not use has stride 0.
static LogicalResult getStridesFromMap(AffineMap map, unsigned rank,
                                       llvm::SmallVectorImpl<int64_t> &strides,
                                       int64_t &offset) {
  if (map.getNumResults() != 1 || map.getNumDims() != rank)
    return failure();
  strides.assign(rank, 0);
  offset = 0;
  return forEachTerm(map.getResult(0), [&](const Term &term) {
    int64_t value = term.isDynamic() ? ShapedType::kDynamic : term.factor;
    if (term.dim)
      strides[*term.dim] = addDynamic(strides[*term.dim], value);
    else
      offset = addDynamic(offset, value);
    return success();
  });
}

LogicalResult memref::getStridesAndOffset(
    MemRefType type, llvm::SmallVectorImpl<int64_t> &strides, int64_t &offset) {
  if (failed(getLinearLayout(type, strides, offset)))
    return failure();
  // A `strided<...>` layout cannot hold a zero stride; an affine map giving
  // one lets two elements share an address, and mlir-opt 19 calls it not
  // strided.
  if (llvm::isa_and_nonnull<AffineMapAttr>(type.getLayout()) &&
      llvm::is_contained(strides, 0)) {
    strides.clear();
    return failure();
  }
  return success();
}

LogicalResult memref::getLinearLayout(MemRefType type,
                                      llvm::SmallVectorImpl<int64_t> &strides,
                                      int64_t &offset) {
  Attribute layout = type.getLayout();
  if (!layout) {
    llvm::SmallVector<int64_t> identity = getIdentityStrides(type.getShape());
    strides.assign(identity.begin(), identity.end());
    offset = 0;
    return success();
  }
  if (auto strided = llvm::dyn_cast<StridedLayoutAttr>(layout)) {
    strides.assign(strided.getStrides().begin(), strided.getStrides().end());
    offset = strided.getOffset();
    return success();
  }
  if (auto mapAttr = llvm::dyn_cast<AffineMapAttr>(layout))
    return getStridesFromMap(mapAttr.getValue(), type.getRank(), strides,
                             offset);
  return failure();
}

bool memref::isStrided(MemRefType type) {
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(getStridesAndOffset(type, strides, offset));
}

bool memref::hasIdentityStrides(MemRefType type) {
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(getStridesAndOffset(type, strides, offset)))
    return false;
  return offset == 0 &&
         llvm::equal(strides, getIdentityStrides(type.getShape()));
}

bool memref::hasIdentityLayout(MemRefType type) {
  Attribute layout = type.getLayout();
  if (!layout)
    return true;
  if (auto map = llvm::dyn_cast<AffineMapAttr>(layout))
    return map.getValue().isIdentity();
  auto strided = llvm::dyn_cast<StridedLayoutAttr>(layout);
  return strided && strided.getOffset() == 0 &&
         llvm::equal(strided.getStrides(), llvm::ArrayRef<int64_t>{1});
}

bool memref::castOnlyForgets(MemRefType from, MemRefType to) {
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

MemRefType memref::inferSubViewResultType(MemRefType source,
                                          llvm::ArrayRef<int64_t> offsets,
                                          llvm::ArrayRef<int64_t> sizes,
                                          llvm::ArrayRef<int64_t> strides) {
  llvm::SmallVector<int64_t> srcStrides;
  int64_t srcOffset;
  if (failed(getStridesAndOffset(source, srcStrides, srcOffset)))
    return {};
  assert(offsets.size() == srcStrides.size() &&
         sizes.size() == srcStrides.size() &&
         strides.size() == srcStrides.size() && "one value per dimension");
  int64_t offset = srcOffset;
  llvm::SmallVector<int64_t> resultStrides;
  for (size_t i = 0, e = srcStrides.size(); i < e; ++i) {
    offset = addDynamic(offset, mulDynamic(offsets[i], srcStrides[i]));
    resultStrides.push_back(mulDynamic(srcStrides[i], strides[i]));
  }
  Context *ctx = source.getContext();
  return MemRefType::get(sizes, source.getElementType(),
                         StridedLayoutAttr::get(ctx, offset, resultStrides),
                         source.getMemorySpace());
}

std::optional<llvm::SmallVector<bool>>
memref::computeRankReductionMask(llvm::ArrayRef<int64_t> originalShape,
                                 llvm::ArrayRef<int64_t> reducedShape) {
  llvm::SmallVector<bool> dropped(originalShape.size(), false);
  size_t r = 0;
  for (size_t i = 0, e = originalShape.size(); i < e; ++i) {
    if (r < reducedShape.size() && originalShape[i] == reducedShape[r]) {
      ++r;
      continue;
    }
    if (originalShape[i] != 1)
      return std::nullopt;
    dropped[i] = true;
  }
  if (r != reducedShape.size())
    return std::nullopt;
  return dropped;
}

std::optional<llvm::SmallVector<bool>>
memref::computeMemRefRankReductionMask(MemRefType original, MemRefType reduced,
                                       llvm::ArrayRef<int64_t> staticSizes) {
  int64_t rank = original.getRank();
  llvm::SmallVector<bool> dropped(rank, false);
  if (rank == reduced.getRank())
    return dropped;
  if (int64_t(staticSizes.size()) != rank || reduced.getRank() > rank)
    return std::nullopt;
  int64_t numToDrop = rank - reduced.getRank();
  for (int64_t i = 0; i < rank; ++i)
    dropped[i] = staticSizes[i] == 1;
  int64_t numCandidates = llvm::count(dropped, true);
  if (numCandidates == numToDrop)
    return dropped;
  if (numCandidates < numToDrop)
    return std::nullopt;
  // More size-1 dimensions than dimensions to drop: a dimension goes only
  // while its stride occurs more often in `original`, among the dimensions
  // not yet dropped, than in `reduced`.
  llvm::SmallVector<int64_t> originalStrides, reducedStrides;
  int64_t originalOffset, reducedOffset;
  if (failed(getStridesAndOffset(original, originalStrides, originalOffset)) ||
      failed(getStridesAndOffset(reduced, reducedStrides, reducedOffset)))
    return std::nullopt;
  llvm::SmallVector<bool> accounted(rank, false);
  auto countLeft = [&](int64_t stride) {
    int64_t n = 0;
    for (int64_t j = 0; j < rank; ++j)
      n += !accounted[j] && originalStrides[j] == stride;
    return n;
  };
  for (int64_t i = 0; i < rank; ++i) {
    if (!dropped[i])
      continue;
    int64_t stride = originalStrides[i];
    int64_t left = countLeft(stride);
    int64_t kept = llvm::count(reducedStrides, stride);
    if (left < kept)
      return std::nullopt;
    if (left == kept) {
      dropped[i] = false;
      continue;
    }
    // One dimension of this stride is accounted for as dropped.
    for (int64_t j = 0; j < rank; ++j)
      if (!accounted[j] && originalStrides[j] == stride) {
        accounted[j] = true;
        break;
      }
  }
  if (llvm::count(dropped, true) != numToDrop)
    return std::nullopt;
  return dropped;
}

std::optional<llvm::SmallVector<bool>> memref::getSubViewDroppedDims(
    MemRefType source, MemRefType result, llvm::ArrayRef<int64_t> offsets,
    llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides) {
  if (offsets.size() != size_t(source.getRank()) ||
      sizes.size() != offsets.size() || strides.size() != offsets.size())
    return std::nullopt;
  MemRefType expected = inferSubViewResultType(source, offsets, sizes, strides);
  if (!expected)
    return std::nullopt;
  return computeMemRefRankReductionMask(expected, result, sizes);
}

std::optional<llvm::SmallVector<int64_t>> memref::computeCollapsedStrides(
    llvm::ArrayRef<int64_t> srcShape, llvm::ArrayRef<int64_t> srcStrides,
    llvm::ArrayRef<ReassociationIndices> reassociation, bool strict) {
  llvm::SmallVector<int64_t> result;
  for (const ReassociationIndices &group : reassociation) {
    assert(!group.empty() && "empty reassociation group");
    // The group's stride is that of its innermost dimension that is not a
    // static 1: trailing unit dimensions do not move through memory.
    size_t ref = group.size() - 1;
    while (ref > 0 && srcShape[group[ref]] == 1)
      --ref;
    if (ShapedType::isDynamic(srcShape[group[ref]]) && group.size() > 1)
      // A dynamic size may be 1 at run time, so the stride to use is unknown.
      result.push_back(ShapedType::kDynamic);
    else
      result.push_back(srcStrides[group[ref]]);
    // Contiguity: each outer dimension steps over the one inside it.
    for (size_t i = ref; i-- > 0;) {
      int64_t inner = group[i + 1];
      int64_t expected = mulDynamic(srcStrides[inner], srcShape[inner]);
      int64_t actual = srcStrides[group[i]];
      if (ShapedType::isDynamic(expected) || ShapedType::isDynamic(actual)) {
        if (strict)
          return std::nullopt;
        continue;
      }
      if (expected != actual)
        return std::nullopt;
    }
  }
  return result;
}

llvm::SmallVector<int64_t> memref::computeExpandedStrides(
    llvm::ArrayRef<int64_t> resultShape, llvm::ArrayRef<int64_t> srcStrides,
    llvm::ArrayRef<ReassociationIndices> reassociation) {
  llvm::SmallVector<int64_t> strides(resultShape.size(), 1);
  for (size_t g = 0, e = reassociation.size(); g < e; ++g) {
    const ReassociationIndices &group = reassociation[g];
    int64_t running = srcStrides[g];
    for (size_t i = group.size(); i-- > 0;) {
      strides[group[i]] = running;
      running = mulDynamic(running, resultShape[group[i]]);
    }
  }
  return strides;
}

//===----------------------------------------------------------------------===//
// Canonical layouts
//===----------------------------------------------------------------------===//

namespace {
/// A layout expression as a sum: a coefficient per dimension, per symbol and
/// per product of a dimension and a symbol (kept in order of first
/// appearance, as mlir-opt's flattening keeps its local terms), and a
/// constant.
struct FlatLayoutExpr {
  llvm::SmallVector<int64_t> dims, symbols;
  llvm::SmallVector<std::pair<AffineExpr, int64_t>, 4> products;
  int64_t constant = 0;
};
} // namespace

/// Adds `value` to `into`; false on overflow.
static bool addChecked(int64_t &into, int64_t value) {
  return !llvm::AddOverflow(into, value, into);
}

/// Flattens `expr`: a sum of products of constants with at most one
/// dimension and at most one symbol. None for anything else (mod, division,
/// a product of two symbols) or on overflow.
static std::optional<FlatLayoutExpr>
flattenLayoutExpr(AffineExpr expr, unsigned numDims, unsigned numSymbols) {
  Context *ctx = expr.getContext();
  FlatLayoutExpr flat;
  flat.dims.assign(numDims, 0);
  flat.symbols.assign(numSymbols, 0);
  // Products are met in the order in which they are written.
  LogicalResult read = forEachTerm(expr, [&](const Term &term) {
    if (term.numSymbols > 1)
      return failure();
    int64_t *slot = &flat.constant;
    if (term.dim && term.symbol) {
      AffineExpr product = getAffineDimExpr(*term.dim, ctx) *
                           getAffineSymbolExpr(*term.symbol, ctx);
      auto *it = llvm::find_if(flat.products,
                               [&](auto &p) { return p.first == product; });
      if (it == flat.products.end()) {
        flat.products.push_back({product, 0});
        it = std::prev(flat.products.end());
      }
      slot = &it->second;
    } else if (term.dim) {
      slot = &flat.dims[*term.dim];
    } else if (term.symbol) {
      slot = &flat.symbols[*term.symbol];
    }
    return success(addChecked(*slot, term.factor));
  });
  if (failed(read))
    return std::nullopt;
  return flat;
}

/// Rebuilds `flat` as dimensions, symbols, products, constant, in that order
/// (mlir-opt's form of a flattened expression).
static AffineExpr buildFlatForm(const FlatLayoutExpr &flat, Context *ctx) {
  AffineExpr expr = getAffineConstantExpr(0, ctx);
  for (auto [pos, coefficient] : llvm::enumerate(flat.dims))
    if (coefficient != 0)
      expr = expr + getAffineDimExpr(pos, ctx) * coefficient;
  for (auto [pos, coefficient] : llvm::enumerate(flat.symbols))
    if (coefficient != 0)
      expr = expr + getAffineSymbolExpr(pos, ctx) * coefficient;
  for (auto &[product, coefficient] : flat.products)
    if (coefficient != 0)
      expr = expr + product * coefficient;
  if (flat.constant != 0)
    expr = expr + flat.constant;
  return expr;
}

/// Rebuilds `flat`, which has products of dimensions and symbols, in
/// mlir-opt's order for such expressions: by dimension, each dimension's
/// own term first, then its products by symbol position; a symbol's own
/// term sorts as if it were a dimension of its position, after that
/// dimension's products; the constant last.
static AffineExpr buildSemiAffineForm(const FlatLayoutExpr &flat,
                                      Context *ctx) {
  // (position, rank within the position, term * coefficient)
  llvm::SmallVector<std::tuple<unsigned, int64_t, AffineExpr>, 8> terms;
  int64_t afterProducts =
      std::max<int64_t>(flat.dims.size(), flat.symbols.size());
  for (auto [pos, coefficient] : llvm::enumerate(flat.symbols))
    if (coefficient != 0)
      terms.emplace_back(pos, afterProducts,
                         getAffineSymbolExpr(pos, ctx) * coefficient);
  for (auto &[product, coefficient] : flat.products) {
    if (coefficient == 0)
      continue;
    auto bin = llvm::cast<AffineBinaryOpExpr>(product);
    terms.emplace_back(llvm::cast<AffineDimExpr>(bin.getLHS()).getPosition(),
                       llvm::cast<AffineSymbolExpr>(bin.getRHS()).getPosition(),
                       product * coefficient);
  }
  // Each dimension's own term ranks below everything at its position; the
  // ranks count down as mlir-opt's do.
  int64_t dimRank = -1;
  for (auto [pos, coefficient] : llvm::enumerate(flat.dims))
    if (coefficient != 0)
      terms.emplace_back(pos, dimRank--,
                         getAffineDimExpr(pos, ctx) * coefficient);
  llvm::stable_sort(terms, [](const auto &a, const auto &b) {
    return std::make_pair(std::get<0>(a), std::get<1>(a)) <
           std::make_pair(std::get<0>(b), std::get<1>(b));
  });
  AffineExpr expr = getAffineConstantExpr(0, ctx);
  for (auto &term : terms)
    expr = expr + std::get<2>(term);
  if (flat.constant != 0)
    expr = expr + flat.constant;
  return expr;
}

/// `expr` simplified as mlir-opt 19 simplifies a layout expression (in its
/// flattened form, for expressions this understands); `expr` itself
/// otherwise.
static AffineExpr simplifyLayoutExpr(AffineExpr expr, unsigned numDims,
                                     unsigned numSymbols) {
  std::optional<FlatLayoutExpr> flat =
      flattenLayoutExpr(expr, numDims, numSymbols);
  if (!flat)
    return expr;
  Context *ctx = expr.getContext();
  AffineExpr flatForm = buildFlatForm(*flat, ctx);
  // A semi-affine expression that the flat form rebuilds is kept as it is.
  if (expr.isPureAffine() || flatForm == expr)
    return flatForm;
  return buildSemiAffineForm(*flat, ctx);
}

/// The row-major layout of `shape` as mlir-opt 19 writes it: the innermost
/// stride 1, each outer one the product of the sizes inside it, and a new
/// symbol for every stride outside a dimension whose size is dynamic or 0.
static AffineExpr getRowMajorLayoutExpr(llvm::ArrayRef<int64_t> shape,
                                        Context *ctx) {
  unsigned numSymbols = 0;
  bool dynamic = false;
  int64_t running = 1;
  AffineExpr expr;
  for (size_t i = shape.size(); i-- > 0;) {
    AffineExpr stride = dynamic ? getAffineSymbolExpr(numSymbols++, ctx)
                                : getAffineConstantExpr(running, ctx);
    AffineExpr term = getAffineDimExpr(i, ctx) * stride;
    expr = expr ? expr + term : term;
    if (shape[i] <= 0 || llvm::MulOverflow(running, shape[i], running))
      dynamic = true;
  }
  return simplifyLayoutExpr(expr, shape.size(), numSymbols);
}

MemRefType memref::canonicalizeStridedLayout(MemRefType type) {
  Attribute layout = type.getLayout();
  AffineMap map;
  if (auto strided = llvm::dyn_cast_or_null<StridedLayoutAttr>(layout))
    map = strided.getAffineMap();
  else if (auto mapAttr = llvm::dyn_cast_or_null<AffineMapAttr>(layout))
    map = mapAttr.getValue();
  if (!map || map.isIdentity() || map.getNumResults() != 1)
    return type;
  auto withLayout = [&](Attribute newLayout) {
    return MemRefType::get(type.getShape(), type.getElementType(), newLayout,
                           type.getMemorySpace());
  };
  AffineExpr result = map.getResult(0);
  if (map.getNumDims() == 0 && map.getNumSymbols() == 0)
    return result == 0 ? withLayout({}) : type;
  if (type.getShape().empty())
    return type;
  AffineExpr simplified =
      simplifyLayoutExpr(result, map.getNumDims(), map.getNumSymbols());
  if (simplified == getRowMajorLayoutExpr(type.getShape(), type.getContext()))
    return withLayout({});
  return withLayout(AffineMapAttr::get(
      AffineMap::get(map.getNumDims(), map.getNumSymbols(), simplified)));
}
