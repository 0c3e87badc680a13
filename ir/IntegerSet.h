//===- IntegerSet.h - Uniqued sets of integer points ----------------------===//
//
// An IntegerSet `(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)` is the set of
// integer points (dims, given symbol values) satisfying a conjunction of
// affine constraints, each an expression compared with zero by `>=` or
// `==`. Sets are uniqued in the Context. The empty set is written with the
// single constraint `1 == 0`; a set parsed with no constraints holds `0 == 0`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_INTEGERSET_H
#define ASSAY_IR_INTEGERSET_H

#include "ir/AffineExpr.h"

namespace assay {

namespace detail {
struct IntegerSetStorage;
} // namespace detail

/// A uniqued conjunction of affine constraints.
class IntegerSet {
public:
  using ImplType = detail::IntegerSetStorage;

  constexpr IntegerSet() = default;
  explicit IntegerSet(ImplType *set) : set(set) {}

  /// The set of `constraints`; eqFlags[i] tells whether constraint i is an
  /// equality (`== 0`) rather than an inequality (`>= 0`). At least one
  /// constraint is required.
  static IntegerSet get(unsigned dimCount, unsigned symbolCount,
                        llvm::ArrayRef<AffineExpr> constraints,
                        llvm::ArrayRef<bool> eqFlags);
  /// The canonical empty set, `1 == 0`.
  static IntegerSet getEmptySet(unsigned numDims, unsigned numSymbols,
                                Context *context);

  explicit operator bool() const { return set != nullptr; }
  bool operator!() const { return set == nullptr; }
  bool operator==(IntegerSet o) const { return set == o.set; }
  bool operator!=(IntegerSet o) const { return set != o.set; }

  Context *getContext() const;
  unsigned getNumDims() const;
  unsigned getNumSymbols() const;
  unsigned getNumInputs() const { return getNumDims() + getNumSymbols(); }
  unsigned getNumConstraints() const;
  unsigned getNumEqualities() const;
  unsigned getNumInequalities() const;
  llvm::ArrayRef<AffineExpr> getConstraints() const;
  AffineExpr getConstraint(unsigned idx) const { return getConstraints()[idx]; }
  llvm::ArrayRef<bool> getEqFlags() const;
  bool isEq(unsigned idx) const { return getEqFlags()[idx]; }
  /// True for the canonical empty set (the single constraint `1 == 0`).
  bool isEmptyIntegerSet() const;

  /// Substitutes dims and symbols in every constraint.
  IntegerSet replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dimReplacements,
                                   llvm::ArrayRef<AffineExpr> symReplacements,
                                   unsigned numResultDims,
                                   unsigned numResultSyms) const;

  /// Prints as mlir-opt does, without the `affine_set<...>` wrapper.
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  ImplType *getImpl() const { return set; }
  const void *getAsOpaquePointer() const { return set; }
  static IntegerSet getFromOpaquePointer(const void *p) {
    return IntegerSet(static_cast<ImplType *>(const_cast<void *>(p)));
  }
  friend llvm::hash_code hash_value(IntegerSet s) {
    return llvm::hash_value(s.getAsOpaquePointer());
  }

private:
  ImplType *set = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, IntegerSet s) {
  s.print(os);
  return os;
}

} // namespace assay

#endif // ASSAY_IR_INTEGERSET_H
