//===- AffineMap.h - Uniqued multi-result affine maps ---------------------===//
//
// An AffineMap `(d0, ..., d<n-1>)[s0, ..., s<m-1>] -> (e0, ..., e<k-1>)` maps
// n dimensions and m symbols to k affine expressions. Maps are uniqued in the
// Context; the handle is pointer-sized and compares by pointer. The empty
// map `() -> ()` is a map like any other (zero dims, symbols and results).
//
// The attributes that wrap affine structures live here too: AffineMapAttr
// (`affine_map<...>`), IntegerSetAttr (`affine_set<...>`) and the memref
// layout StridedLayoutAttr (`strided<[?, 1], offset: ?>`).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_AFFINEMAP_H
#define ASSAY_IR_AFFINEMAP_H

#include "ir/AffineExpr.h"
#include "ir/Attributes.h"
#include "ir/IntegerSet.h"
#include "llvm/ADT/SmallVector.h"

namespace assay {
class InFlightDiagnostic;

/// Reports an error of a checked getter (the same alias as in
/// ir/BuiltinTypes.h).
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

namespace detail {
struct AffineMapStorage;
struct AffineMapAttrStorage;
struct IntegerSetAttrStorage;
struct StridedLayoutAttrStorage;
} // namespace detail

/// A uniqued multi-result affine map.
class AffineMap {
public:
  using ImplType = detail::AffineMapStorage;

  constexpr AffineMap() = default;
  explicit AffineMap(ImplType *map) : map(map) {}

  /// The map `() -> ()`.
  static AffineMap get(Context *context);
  /// A map with the given inputs and no results.
  static AffineMap get(unsigned dimCount, unsigned symbolCount,
                       Context *context);
  /// A map with one result.
  static AffineMap get(unsigned dimCount, unsigned symbolCount,
                       AffineExpr result);
  /// A map with the given results (which may be empty).
  static AffineMap get(unsigned dimCount, unsigned symbolCount,
                       llvm::ArrayRef<AffineExpr> results, Context *context);

  /// `() -> (value)`.
  static AffineMap getConstantMap(int64_t value, Context *context);
  /// `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
  static AffineMap getMultiDimIdentityMap(unsigned numDims, Context *context);
  /// `(d0, ..., d<dims-1>) -> (d<dims-results>, ..., d<dims-1>)`.
  static AffineMap getMinorIdentityMap(unsigned dims, unsigned results,
                                       Context *context);
  /// `(d0, ..., d<n-1>) -> (d<p0>, d<p1>, ...)` for a permutation p.
  static AffineMap getPermutationMap(llvm::ArrayRef<unsigned> permutation,
                                     Context *context);

  Context *getContext() const;

  explicit operator bool() const { return map != nullptr; }
  bool operator!() const { return map == nullptr; }
  bool operator==(AffineMap o) const { return map == o.map; }
  bool operator!=(AffineMap o) const { return map != o.map; }

  unsigned getNumDims() const;
  unsigned getNumSymbols() const;
  unsigned getNumResults() const;
  unsigned getNumInputs() const { return getNumDims() + getNumSymbols(); }
  llvm::ArrayRef<AffineExpr> getResults() const;
  AffineExpr getResult(unsigned idx) const { return getResults()[idx]; }

  /// True for `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)` (symbols allowed).
  bool isIdentity() const;
  /// True when the results are the trailing dimensions in order.
  bool isMinorIdentity() const;
  /// True for a map without results, `(...)[...] -> ()`.
  bool isEmpty() const;
  /// True when the map has exactly one result and it is a constant.
  bool isSingleConstant() const;
  /// True when every result is a constant.
  bool isConstant() const;
  /// The value of the single constant result (isSingleConstant()).
  int64_t getSingleConstantResult() const;
  /// The values of the constant results (isConstant()).
  llvm::SmallVector<int64_t> getConstantResults() const;
  /// True when every result is a distinct dimension (some may be missing).
  bool isProjectedPermutation() const;
  /// True for a projected permutation that uses every dimension.
  bool isPermutation() const;
  /// Whether dimension `position` occurs in some result.
  bool isFunctionOfDim(unsigned position) const;
  /// Whether symbol `position` occurs in some result.
  bool isFunctionOfSymbol(unsigned position) const;

  /// Substitutes dims and symbols in every result, with the new input
  /// counts `numResultDims`/`numResultSyms`.
  AffineMap replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dimReplacements,
                                  llvm::ArrayRef<AffineExpr> symReplacements,
                                  unsigned numResultDims,
                                  unsigned numResultSyms) const;
  /// The map of results `resultPositions` (in that order).
  AffineMap getSubMap(llvm::ArrayRef<unsigned> resultPositions) const;
  /// `this` after `other`: this(other(x)). The dims of `this` must number
  /// other's results; the symbols are this map's, then other's.
  AffineMap compose(AffineMap other) const;

  /// Prints as mlir-opt does, without the `affine_map<...>` wrapper.
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  ImplType *getImpl() const { return map; }
  const void *getAsOpaquePointer() const { return map; }
  static AffineMap getFromOpaquePointer(const void *p) {
    return AffineMap(static_cast<ImplType *>(const_cast<void *>(p)));
  }
  friend llvm::hash_code hash_value(AffineMap m) {
    return llvm::hash_value(m.getAsOpaquePointer());
  }

private:
  ImplType *map = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, AffineMap m) {
  m.print(os);
  return os;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

/// `affine_map<(d0) -> (d0 + 1)>`.
class AffineMapAttr
    : public AttrBase<AffineMapAttr, Attribute, detail::AffineMapAttrStorage> {
public:
  using Base::Base;
  static AffineMapAttr get(AffineMap value);
  AffineMap getValue() const;
  AffineMap getAffineMap() const { return getValue(); }
};

/// `affine_set<(d0) : (d0 - 10 >= 0)>`.
class IntegerSetAttr : public AttrBase<IntegerSetAttr, Attribute,
                                       detail::IntegerSetAttrStorage> {
public:
  using Base::Base;
  static IntegerSetAttr get(IntegerSet value);
  IntegerSet getValue() const;
};

/// The memref layout `strided<[s0, s1, ...], offset: o>`: element
/// (i0, i1, ...) lives at o + i0 * s0 + i1 * s1 + ... . Strides and offset
/// may be ShapedType::kDynamic (`?`); strides must not be zero.
class StridedLayoutAttr : public AttrBase<StridedLayoutAttr, Attribute,
                                          detail::StridedLayoutAttrStorage> {
public:
  using Base::Base;
  /// A dynamic stride or offset (the value of ShapedType::kDynamic).
  static constexpr int64_t kDynamic = INT64_MIN;

  static StridedLayoutAttr get(Context *ctx, int64_t offset,
                               llvm::ArrayRef<int64_t> strides);
  /// Null after "strides must not be zero" when a stride is zero.
  static StridedLayoutAttr getChecked(EmitErrorFn emitError, Context *ctx,
                                      int64_t offset,
                                      llvm::ArrayRef<int64_t> strides);
  /// Checks the invariants, reporting through `emitError`.
  static LogicalResult verify(EmitErrorFn emitError, int64_t offset,
                              llvm::ArrayRef<int64_t> strides);

  int64_t getOffset() const;
  llvm::ArrayRef<int64_t> getStrides() const;
  /// Whether the offset and every stride are static.
  bool hasStaticLayout() const;
  /// The equivalent map: `(d0, ...)[syms] -> (offset + d0 * stride0 + ...)`
  /// with one symbol per dynamic value, the offset's first.
  AffineMap getAffineMap() const;
};

} // namespace assay

namespace llvm {
template <> struct DenseMapInfo<assay::AffineMap> {
  static assay::AffineMap getEmptyKey() {
    return assay::AffineMap::getFromOpaquePointer(
        DenseMapInfo<void *>::getEmptyKey());
  }
  static assay::AffineMap getTombstoneKey() {
    return assay::AffineMap::getFromOpaquePointer(
        DenseMapInfo<void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::AffineMap m) {
    return DenseMapInfo<const void *>::getHashValue(m.getAsOpaquePointer());
  }
  static bool isEqual(assay::AffineMap a, assay::AffineMap b) { return a == b; }
};
} // namespace llvm

#endif // ASSAY_IR_AFFINEMAP_H
