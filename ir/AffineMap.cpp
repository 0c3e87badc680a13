//===- AffineMap.cpp - Uniqued multi-result affine maps -------------------===//
//
// Storage and uniquing of affine maps, the common constructors (identity,
// constant, permutation maps) and structural queries. Printing lives in
// printer/AffinePrinter.cpp.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineMap.h"

#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/SmallBitVector.h"
#include <tuple>

using namespace assay;

namespace assay::detail {
struct AffineMapStorage : public StorageBase {
  using KeyTy = std::tuple<unsigned, unsigned, llvm::ArrayRef<AffineExpr>>;

  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == numDims && std::get<1>(key) == numSymbols &&
           std::get<2>(key) == results;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              llvm::hash_combine_range(std::get<2>(key).begin(),
                                                       std::get<2>(key).end()));
  }
  static AffineMapStorage *construct(StorageAllocator &alloc,
                                     const KeyTy &key) {
    auto *s = new (alloc.allocate<AffineMapStorage>()) AffineMapStorage();
    s->numDims = std::get<0>(key);
    s->numSymbols = std::get<1>(key);
    s->results = alloc.copyInto(std::get<2>(key));
    return s;
  }

  unsigned numDims = 0;
  unsigned numSymbols = 0;
  llvm::ArrayRef<AffineExpr> results;
};
} // namespace assay::detail

using detail::AffineMapStorage;

AffineMap AffineMap::get(unsigned dimCount, unsigned symbolCount,
                         llvm::ArrayRef<AffineExpr> results, Context *context) {
#ifndef NDEBUG
  for (AffineExpr e : results) {
    assert(e && "null result expression");
    e.walk([&](AffineExpr node) {
      if (auto d = llvm::dyn_cast<AffineDimExpr>(node))
        assert(d.getPosition() < dimCount && "dimension out of range");
      if (auto s = llvm::dyn_cast<AffineSymbolExpr>(node))
        assert(s.getPosition() < symbolCount && "symbol out of range");
    });
  }
#endif
  return AffineMap(context->getAttributeUniquer().get<AffineMapStorage>(
      TypeID::get<AffineMap>(), dimCount, symbolCount, results));
}

AffineMap AffineMap::get(Context *context) { return get(0, 0, {}, context); }

AffineMap AffineMap::get(unsigned dimCount, unsigned symbolCount,
                         Context *context) {
  return get(dimCount, symbolCount, {}, context);
}

AffineMap AffineMap::get(unsigned dimCount, unsigned symbolCount,
                         AffineExpr result) {
  return get(dimCount, symbolCount, {result}, result.getContext());
}

AffineMap AffineMap::getConstantMap(int64_t value, Context *context) {
  return get(0, 0, {getAffineConstantExpr(value, context)}, context);
}

AffineMap AffineMap::getMultiDimIdentityMap(unsigned numDims,
                                            Context *context) {
  return getMinorIdentityMap(numDims, numDims, context);
}

AffineMap AffineMap::getMinorIdentityMap(unsigned dims, unsigned results,
                                         Context *context) {
  assert(results <= dims && "more results than dimensions");
  llvm::SmallVector<AffineExpr, 8> exprs;
  for (unsigned i = dims - results; i < dims; ++i)
    exprs.push_back(getAffineDimExpr(i, context));
  return get(dims, 0, exprs, context);
}

AffineMap AffineMap::getPermutationMap(llvm::ArrayRef<unsigned> permutation,
                                       Context *context) {
  llvm::SmallVector<AffineExpr, 8> exprs;
  for (unsigned p : permutation)
    exprs.push_back(getAffineDimExpr(p, context));
  AffineMap result = get(permutation.size(), 0, exprs, context);
  assert(result.isPermutation() && "not a permutation");
  return result;
}

Context *AffineMap::getContext() const { return map->getContext(); }
unsigned AffineMap::getNumDims() const { return map->numDims; }
unsigned AffineMap::getNumSymbols() const { return map->numSymbols; }
unsigned AffineMap::getNumResults() const { return map->results.size(); }
llvm::ArrayRef<AffineExpr> AffineMap::getResults() const {
  return map->results;
}

bool AffineMap::isIdentity() const {
  if (getNumDims() != getNumResults())
    return false;
  for (auto [i, e] : llvm::enumerate(getResults())) {
    auto d = llvm::dyn_cast<AffineDimExpr>(e);
    if (!d || d.getPosition() != i)
      return false;
  }
  return true;
}

bool AffineMap::isMinorIdentity() const {
  return getNumDims() >= getNumResults() &&
         *this ==
             getMinorIdentityMap(getNumDims(), getNumResults(), getContext())
                 .replaceDimsAndSymbols({}, {}, getNumDims(), getNumSymbols());
}

bool AffineMap::isEmpty() const { return getNumResults() == 0; }

bool AffineMap::isSingleConstant() const {
  return getNumResults() == 1 && llvm::isa<AffineConstantExpr>(getResult(0));
}

bool AffineMap::isConstant() const {
  return llvm::all_of(getResults(), [](AffineExpr e) {
    return llvm::isa<AffineConstantExpr>(e);
  });
}

int64_t AffineMap::getSingleConstantResult() const {
  assert(isSingleConstant() && "not a single constant map");
  return llvm::cast<AffineConstantExpr>(getResult(0)).getValue();
}

llvm::SmallVector<int64_t> AffineMap::getConstantResults() const {
  assert(isConstant() && "not a constant map");
  llvm::SmallVector<int64_t> values;
  for (AffineExpr e : getResults())
    values.push_back(llvm::cast<AffineConstantExpr>(e).getValue());
  return values;
}

bool AffineMap::isProjectedPermutation() const {
  if (getNumSymbols() > 0)
    return false;
  llvm::SmallBitVector seen(getNumDims());
  for (AffineExpr e : getResults()) {
    auto d = llvm::dyn_cast<AffineDimExpr>(e);
    if (!d || seen.test(d.getPosition()))
      return false;
    seen.set(d.getPosition());
  }
  return true;
}

bool AffineMap::isPermutation() const {
  return getNumDims() == getNumResults() && isProjectedPermutation();
}

bool AffineMap::isFunctionOfDim(unsigned position) const {
  return llvm::any_of(
      getResults(), [&](AffineExpr e) { return e.isFunctionOfDim(position); });
}

bool AffineMap::isFunctionOfSymbol(unsigned position) const {
  return llvm::any_of(getResults(), [&](AffineExpr e) {
    return e.isFunctionOfSymbol(position);
  });
}

AffineMap
AffineMap::replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dimReplacements,
                                 llvm::ArrayRef<AffineExpr> symReplacements,
                                 unsigned numResultDims,
                                 unsigned numResultSyms) const {
  llvm::SmallVector<AffineExpr, 8> results;
  for (AffineExpr e : getResults())
    results.push_back(
        e.replaceDimsAndSymbols(dimReplacements, symReplacements));
  return get(numResultDims, numResultSyms, results, getContext());
}

AffineMap AffineMap::getSubMap(llvm::ArrayRef<unsigned> resultPositions) const {
  llvm::SmallVector<AffineExpr, 8> results;
  for (unsigned pos : resultPositions)
    results.push_back(getResult(pos));
  return get(getNumDims(), getNumSymbols(), results, getContext());
}

AffineMap AffineMap::compose(AffineMap other) const {
  assert(getNumDims() == other.getNumResults() &&
         "composing maps of mismatched arity");
  unsigned numSyms = getNumSymbols() + other.getNumSymbols();
  llvm::SmallVector<AffineExpr, 8> dimReplacements;
  for (AffineExpr e : other.getResults())
    dimReplacements.push_back(
        e.shiftSymbols(other.getNumSymbols(), getNumSymbols()));
  return replaceDimsAndSymbols(dimReplacements, {}, other.getNumDims(),
                               numSyms);
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

namespace assay::detail {
struct AffineMapAttrStorage : public AttributeStorage {
  using KeyTy = AffineMap;
  bool operator==(const KeyTy &key) const { return key == value; }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  static AffineMapAttrStorage *construct(StorageAllocator &alloc,
                                         const KeyTy &key) {
    auto *s =
        new (alloc.allocate<AffineMapAttrStorage>()) AffineMapAttrStorage();
    s->value = key;
    return s;
  }
  AffineMap value;
};

struct StridedLayoutAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<int64_t, llvm::ArrayRef<int64_t>>;
  bool operator==(const KeyTy &key) const {
    return key.first == offset && key.second == strides;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        key.first,
        llvm::hash_combine_range(key.second.begin(), key.second.end()));
  }
  static StridedLayoutAttrStorage *construct(StorageAllocator &alloc,
                                             const KeyTy &key) {
    auto *s = new (alloc.allocate<StridedLayoutAttrStorage>())
        StridedLayoutAttrStorage();
    s->offset = key.first;
    s->strides = alloc.copyInto(key.second);
    return s;
  }
  int64_t offset = 0;
  llvm::ArrayRef<int64_t> strides;
};
} // namespace assay::detail

AffineMapAttr AffineMapAttr::get(AffineMap value) {
  return Base::get(value.getContext(), value);
}
AffineMap AffineMapAttr::getValue() const { return getImpl()->value; }

StridedLayoutAttr StridedLayoutAttr::get(Context *ctx, int64_t offset,
                                         llvm::ArrayRef<int64_t> strides) {
  return Base::get(ctx,
                   detail::StridedLayoutAttrStorage::KeyTy(offset, strides));
}

LogicalResult StridedLayoutAttr::verify(EmitErrorFn emitError, int64_t offset,
                                        llvm::ArrayRef<int64_t> strides) {
  if (llvm::is_contained(strides, 0))
    return emitError() << "strides must not be zero";
  return success();
}

StridedLayoutAttr
StridedLayoutAttr::getChecked(EmitErrorFn emitError, Context *ctx,
                              int64_t offset, llvm::ArrayRef<int64_t> strides) {
  if (failed(verify(emitError, offset, strides)))
    return {};
  return get(ctx, offset, strides);
}

int64_t StridedLayoutAttr::getOffset() const { return getImpl()->offset; }
llvm::ArrayRef<int64_t> StridedLayoutAttr::getStrides() const {
  return getImpl()->strides;
}

bool StridedLayoutAttr::hasStaticLayout() const {
  return getOffset() != kDynamic && !llvm::is_contained(getStrides(), kDynamic);
}

AffineMap StridedLayoutAttr::getAffineMap() const {
  Context *ctx = getContext();
  unsigned numSymbols = 0;
  auto valueOrSymbol = [&](int64_t v) {
    if (v == kDynamic)
      return getAffineSymbolExpr(numSymbols++, ctx);
    return getAffineConstantExpr(v, ctx);
  };
  AffineExpr expr = valueOrSymbol(getOffset());
  for (auto [dim, stride] : llvm::enumerate(getStrides()))
    expr = expr + getAffineDimExpr(dim, ctx) * valueOrSymbol(stride);
  return AffineMap::get(getStrides().size(), numSymbols, expr);
}
