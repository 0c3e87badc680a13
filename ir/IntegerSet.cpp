//===- IntegerSet.cpp - Uniqued sets of integer points --------------------===//
//
// Storage and uniquing of integer sets. Printing lives in
// printer/AffinePrinter.cpp.
//
//===----------------------------------------------------------------------===//
#include "ir/IntegerSet.h"

#include "ir/AffineMap.h"
#include "ir/Context.h"
#include "llvm/ADT/STLExtras.h"
#include <tuple>

using namespace assay;

namespace assay::detail {
struct IntegerSetStorage : public StorageBase {
  using KeyTy = std::tuple<unsigned, unsigned, llvm::ArrayRef<AffineExpr>,
                           llvm::ArrayRef<bool>>;

  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == numDims && std::get<1>(key) == numSymbols &&
           std::get<2>(key) == constraints && std::get<3>(key) == eqFlags;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              llvm::hash_combine_range(std::get<2>(key).begin(),
                                                       std::get<2>(key).end()),
                              llvm::hash_combine_range(std::get<3>(key).begin(),
                                                       std::get<3>(key).end()));
  }
  static IntegerSetStorage *construct(StorageAllocator &alloc,
                                      const KeyTy &key) {
    auto *s = new (alloc.allocate<IntegerSetStorage>()) IntegerSetStorage();
    s->numDims = std::get<0>(key);
    s->numSymbols = std::get<1>(key);
    s->constraints = alloc.copyInto(std::get<2>(key));
    s->eqFlags = alloc.copyInto(std::get<3>(key));
    return s;
  }

  unsigned numDims = 0;
  unsigned numSymbols = 0;
  llvm::ArrayRef<AffineExpr> constraints;
  llvm::ArrayRef<bool> eqFlags;
};
} // namespace assay::detail

using detail::IntegerSetStorage;

IntegerSet IntegerSet::get(unsigned dimCount, unsigned symbolCount,
                           llvm::ArrayRef<AffineExpr> constraints,
                           llvm::ArrayRef<bool> eqFlags) {
  assert(!constraints.empty() && "an integer set needs a constraint");
  assert(constraints.size() == eqFlags.size() &&
         "one equality flag per constraint");
  Context *ctx = constraints.front().getContext();
  return IntegerSet(ctx->getAttributeUniquer().get<IntegerSetStorage>(
      TypeID::get<IntegerSet>(), dimCount, symbolCount, constraints, eqFlags));
}

IntegerSet IntegerSet::getEmptySet(unsigned numDims, unsigned numSymbols,
                                   Context *context) {
  return get(numDims, numSymbols, {getAffineConstantExpr(1, context)}, {true});
}

Context *IntegerSet::getContext() const { return set->getContext(); }
unsigned IntegerSet::getNumDims() const { return set->numDims; }
unsigned IntegerSet::getNumSymbols() const { return set->numSymbols; }
unsigned IntegerSet::getNumConstraints() const {
  return set->constraints.size();
}
unsigned IntegerSet::getNumEqualities() const {
  return llvm::count(set->eqFlags, true);
}
unsigned IntegerSet::getNumInequalities() const {
  return getNumConstraints() - getNumEqualities();
}
llvm::ArrayRef<AffineExpr> IntegerSet::getConstraints() const {
  return set->constraints;
}
llvm::ArrayRef<bool> IntegerSet::getEqFlags() const { return set->eqFlags; }

bool IntegerSet::isEmptyIntegerSet() const {
  return *this == getEmptySet(getNumDims(), getNumSymbols(), getContext());
}

IntegerSet
IntegerSet::replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dimReplacements,
                                  llvm::ArrayRef<AffineExpr> symReplacements,
                                  unsigned numResultDims,
                                  unsigned numResultSyms) const {
  llvm::SmallVector<AffineExpr, 8> constraints;
  for (AffineExpr e : getConstraints())
    constraints.push_back(
        e.replaceDimsAndSymbols(dimReplacements, symReplacements));
  return get(numResultDims, numResultSyms, constraints, getEqFlags());
}

//===----------------------------------------------------------------------===//
// IntegerSetAttr
//===----------------------------------------------------------------------===//

namespace assay::detail {
struct IntegerSetAttrStorage : public AttributeStorage {
  using KeyTy = IntegerSet;
  bool operator==(const KeyTy &key) const { return key == value; }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  static IntegerSetAttrStorage *construct(StorageAllocator &alloc,
                                          const KeyTy &key) {
    auto *s =
        new (alloc.allocate<IntegerSetAttrStorage>()) IntegerSetAttrStorage();
    s->value = key;
    return s;
  }
  IntegerSet value;
};
} // namespace assay::detail

IntegerSetAttr IntegerSetAttr::get(IntegerSet value) {
  return Base::get(value.getContext(), value);
}
IntegerSet IntegerSetAttr::getValue() const { return getImpl()->value; }
