//===- AffineExpr.h - Uniqued affine expressions --------------------------===//
//
// An AffineExpr is a pointer-sized handle to an immutable expression tree over
// dimension identifiers (d0, d1, ...), symbol identifiers (s0, s1, ...) and
// 64-bit constants, combined with +, *, mod, floordiv and ceildiv. Nodes are
// uniqued in the Context, so equal trees are equal handles.
//
// Building an expression through the operators below simplifies it the way
// mlir-opt 19 does when it parses one (constants folded and moved to the
// right, `x + 0`, `x * 1`, `x * 0`, `c1 * x + c2 * x`, `(x * 8) mod 4`,
// `x - (x floordiv q) * q` and so on), so printed maps match that tool's
// output. getAffineBinaryOpExpr builds a node without simplifying.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_AFFINEEXPR_H
#define ASSAY_IR_AFFINEEXPR_H

#include "ir/StorageUniquer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Casting.h"
#include <cstdint>

namespace llvm {
class raw_ostream;
}

namespace assay {
class Context;

/// The kind of an affine expression node. The binary kinds come first.
enum class AffineExprKind {
  Add,
  Mul,
  Mod,
  FloorDiv,
  CeilDiv,
  LastBinaryOp = CeilDiv,
  Constant,
  DimId,
  SymbolId,
};

namespace detail {
/// Common part of every affine expression node.
struct AffineExprStorage : public StorageBase {
  AffineExprKind kind;
};
/// A binary node: lhs `kind` rhs.
struct AffineBinaryOpExprStorage;
/// A dimension or symbol identifier.
struct AffineDimExprStorage;
/// An integer constant.
struct AffineConstantExprStorage;
} // namespace detail

/// A uniqued affine expression.
class AffineExpr {
public:
  using ImplType = detail::AffineExprStorage;

  constexpr AffineExpr() = default;
  /* implicit */ AffineExpr(const ImplType *expr)
      : expr(const_cast<ImplType *>(expr)) {}

  bool operator==(AffineExpr o) const { return expr == o.expr; }
  bool operator!=(AffineExpr o) const { return expr != o.expr; }
  /// Whether this is the constant `v`.
  bool operator==(int64_t v) const;
  bool operator!=(int64_t v) const { return !(*this == v); }
  explicit operator bool() const { return expr != nullptr; }
  bool operator!() const { return expr == nullptr; }

  /// The context the expression is uniqued in.
  Context *getContext() const { return expr->getContext(); }
  /// The node's kind.
  AffineExprKind getKind() const { return expr->kind; }
  ImplType *getImpl() const { return expr; }

  /// Prints as mlir-opt does, with d<i>/s<i> names.
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  /// True when no dimension occurs in the expression.
  bool isSymbolicOrConstant() const;
  /// True when the expression is affine in the dimensions and symbols (every
  /// product has a constant side, every divisor and modulus is a constant).
  bool isPureAffine() const;
  /// The greatest integer known to divide the expression's value.
  int64_t getLargestKnownDivisor() const;
  /// Whether the expression is known to be a multiple of `factor`.
  bool isMultipleOf(int64_t factor) const;
  /// Whether dimension `position` occurs in the expression.
  bool isFunctionOfDim(unsigned position) const;
  /// Whether symbol `position` occurs in the expression.
  bool isFunctionOfSymbol(unsigned position) const;

  /// Visits every node, children before their parent (no recursion).
  void walk(llvm::function_ref<void(AffineExpr)> callback) const;

  /// Replaces d<i> by dimReplacements[i] and s<i> by symReplacements[i]
  /// (identifiers beyond either list stay) and re-simplifies.
  AffineExpr
  replaceDimsAndSymbols(llvm::ArrayRef<AffineExpr> dimReplacements,
                        llvm::ArrayRef<AffineExpr> symReplacements) const;
  /// Renumbers d<i> to d<i + shift> for i >= offset.
  AffineExpr shiftDims(unsigned numDims, unsigned shift,
                       unsigned offset = 0) const;
  /// Renumbers s<i> to s<i + shift> for i >= offset.
  AffineExpr shiftSymbols(unsigned numSymbols, unsigned shift,
                          unsigned offset = 0) const;

  /// Simplifying constructors.
  AffineExpr operator+(int64_t v) const;
  AffineExpr operator+(AffineExpr other) const;
  AffineExpr operator-() const;
  AffineExpr operator-(int64_t v) const;
  AffineExpr operator-(AffineExpr other) const;
  AffineExpr operator*(int64_t v) const;
  AffineExpr operator*(AffineExpr other) const;
  AffineExpr floorDiv(uint64_t v) const;
  AffineExpr floorDiv(AffineExpr other) const;
  AffineExpr ceilDiv(uint64_t v) const;
  AffineExpr ceilDiv(AffineExpr other) const;
  AffineExpr operator%(uint64_t v) const;
  AffineExpr operator%(AffineExpr other) const;

  const void *getAsOpaquePointer() const { return expr; }
  static AffineExpr getFromOpaquePointer(const void *p) {
    return AffineExpr(static_cast<const ImplType *>(p));
  }

  friend llvm::hash_code hash_value(AffineExpr e) {
    return llvm::hash_value(e.getAsOpaquePointer());
  }

protected:
  ImplType *expr = nullptr;
};

/// A binary node (add, mul, mod, floordiv, ceildiv).
class AffineBinaryOpExpr : public AffineExpr {
public:
  using AffineExpr::AffineExpr;
  AffineExpr getLHS() const;
  AffineExpr getRHS() const;
  static bool classof(AffineExpr e) {
    return e && e.getKind() <= AffineExprKind::LastBinaryOp;
  }
};

/// The dimension identifier d<position>.
class AffineDimExpr : public AffineExpr {
public:
  using AffineExpr::AffineExpr;
  unsigned getPosition() const;
  static bool classof(AffineExpr e) {
    return e && e.getKind() == AffineExprKind::DimId;
  }
};

/// The symbol identifier s<position>.
class AffineSymbolExpr : public AffineExpr {
public:
  using AffineExpr::AffineExpr;
  unsigned getPosition() const;
  static bool classof(AffineExpr e) {
    return e && e.getKind() == AffineExprKind::SymbolId;
  }
};

/// An integer constant.
class AffineConstantExpr : public AffineExpr {
public:
  using AffineExpr::AffineExpr;
  int64_t getValue() const;
  static bool classof(AffineExpr e) {
    return e && e.getKind() == AffineExprKind::Constant;
  }
};

/// Uniquing constructors.
AffineExpr getAffineDimExpr(unsigned position, Context *context);
AffineExpr getAffineSymbolExpr(unsigned position, Context *context);
AffineExpr getAffineConstantExpr(int64_t value, Context *context);
/// Builds `lhs kind rhs` as given, without simplification.
AffineExpr getAffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs,
                                 AffineExpr rhs);

inline AffineExpr operator+(int64_t v, AffineExpr e) { return e + v; }
inline AffineExpr operator*(int64_t v, AffineExpr e) { return e * v; }
inline AffineExpr operator-(int64_t v, AffineExpr e) { return -e + v; }

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, AffineExpr e) {
  e.print(os);
  return os;
}

/// Binds d0..d<n-1> of `exprs` in order: bindDims(ctx, i, j).
template <class... Exprs> void bindDims(Context *ctx, Exprs &...exprs) {
  unsigned i = 0;
  ((exprs = getAffineDimExpr(i++, ctx)), ...);
}
/// Binds s0..s<n-1> of `exprs` in order.
template <class... Exprs> void bindSymbols(Context *ctx, Exprs &...exprs) {
  unsigned i = 0;
  ((exprs = getAffineSymbolExpr(i++, ctx)), ...);
}

} // namespace assay

namespace llvm {
// Let llvm::isa/cast/dyn_cast work on AffineExpr and its subclasses by value.
template <class To, class From>
struct CastInfo<To, From,
                std::enable_if_t<std::is_same_v<assay::AffineExpr,
                                                std::remove_const_t<From>> ||
                                 std::is_base_of_v<assay::AffineExpr, From>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(assay::AffineExpr e) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(e);
  }
  static To doCast(assay::AffineExpr e) { return To(e.getImpl()); }
};

template <> struct DenseMapInfo<assay::AffineExpr> {
  static assay::AffineExpr getEmptyKey() {
    return assay::AffineExpr::getFromOpaquePointer(
        DenseMapInfo<void *>::getEmptyKey());
  }
  static assay::AffineExpr getTombstoneKey() {
    return assay::AffineExpr::getFromOpaquePointer(
        DenseMapInfo<void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::AffineExpr e) {
    return DenseMapInfo<const void *>::getHashValue(e.getAsOpaquePointer());
  }
  static bool isEqual(assay::AffineExpr a, assay::AffineExpr b) {
    return a == b;
  }
};
} // namespace llvm

#endif // ASSAY_IR_AFFINEEXPR_H
