//===- FoldUtils.h - Fold hooks, constant materialization, the folder -----===//
//
// Folding replaces an op by values it computes without creating new ops: a
// constant (an Attribute, materialized later as a constant op by the op's
// dialect) or an existing Value. The hooks live here, outside the IR core,
// and plug into it by TypeID:
//
//  - FoldInterface, attached to an op's OpInfo: the op's folder, given the
//    constant value of each operand (null where unknown). It returns success
//    with one OpFoldResult per result, or, for an in-place fold (the op
//    updated itself), success with the op's own results (or none at all).
//  - CanonicalizationInterface, attached to an op's OpInfo: adds the op's
//    canonicalization patterns to a set.
//  - DialectFoldInterface, attached to a Dialect (kept by the Context):
//    materializes an attribute of a type as a constant op of the dialect,
//    and may add dialect-wide canonicalization patterns.
//
// The OperationFolder folds ops and keeps constants unique: one op per
// (dialect, value, type) in each region that constants are hoisted into
// (the closest enclosing region whose parent is isolated from above, or the
// top-level region), placed at the start of that region's entry block.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_FOLDUTILS_H
#define ASSAY_REWRITE_FOLDUTILS_H

#include "rewrite/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include <tuple>

namespace assay {
class Dialect;

//===----------------------------------------------------------------------===//
// OpFoldResult
//===----------------------------------------------------------------------===//

/// The result of folding one op result: a constant or an existing value.
class OpFoldResult {
public:
  OpFoldResult() = default;
  OpFoldResult(Attribute attr) : attr(attr) {}
  OpFoldResult(Value value) : value(value) {}
  OpFoldResult(OpResult value) : value(value) {}

  explicit operator bool() const { return attr || value; }
  bool isAttribute() const { return bool(attr); }
  bool isValue() const { return bool(value); }
  /// The constant, or null.
  Attribute getAttribute() const { return attr; }
  /// The value, or null.
  Value getValue() const { return value; }
  bool operator==(const OpFoldResult &o) const {
    return attr == o.attr && value == o.value;
  }

private:
  Attribute attr;
  Value value;
};

//===----------------------------------------------------------------------===//
// Hooks
//===----------------------------------------------------------------------===//

/// An op's folder, attached to its OpInfo.
struct FoldInterface {
  /// `constOperands[i]` is operand i's constant value or null. On success,
  /// `results` holds one entry per result (the op's own results for an
  /// in-place fold) or is empty (in-place fold).
  using FoldFn =
      LogicalResult (*)(Operation *op, llvm::ArrayRef<Attribute> constOperands,
                        llvm::SmallVectorImpl<OpFoldResult> &results);
  FoldFn fold = nullptr;
};

/// Attaches `Fn` as the folder of the op described by `info`.
template <FoldInterface::FoldFn Fn> void attachFoldHook(OpInfo &info) {
  static const FoldInterface iface{Fn};
  info.attachInterface(&iface);
}

/// An op's canonicalization patterns, attached to its OpInfo.
struct CanonicalizationInterface {
  using PopulateFn = void (*)(RewritePatternSet &patterns, Context *ctx);
  PopulateFn getCanonicalizationPatterns = nullptr;
};

/// Attaches `Fn` as the canonicalization-pattern hook of `info`'s op.
template <CanonicalizationInterface::PopulateFn Fn>
void attachCanonicalizationHook(OpInfo &info) {
  static const CanonicalizationInterface iface{Fn};
  info.attachInterface(&iface);
}

/// What a dialect contributes to folding and canonicalization.
struct DialectFoldInterface {
  /// Creates a constant op of `value` with result type `type` at the
  /// builder's insertion point; null if the dialect cannot.
  using MaterializeFn = Operation *(*)(OpBuilder &builder, Attribute value,
                                       Type type, Location loc);
  MaterializeFn materializeConstant = nullptr;
  /// Dialect-wide canonicalization patterns (may be null).
  CanonicalizationInterface::PopulateFn getCanonicalizationPatterns = nullptr;
};

/// Attaches `iface` (which must outlive the context) to `dialect`. Call
/// while the dialect loads (a DialectRegistry extension), from one thread.
void attachDialectFoldInterface(Dialect &dialect,
                                const DialectFoldInterface &iface);
/// The fold interface of `dialect`, or null.
const DialectFoldInterface *getDialectFoldInterface(const Dialect *dialect);

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether `op` is a constant (ConstantLike, no operands, one result); its
/// value is stored in `value` when given.
bool matchConstant(Operation *op, Attribute *value = nullptr);
/// Whether `v` is defined by a constant op.
bool matchConstant(Value v, Attribute *value = nullptr);

/// Runs `op`'s fold hook with the constant values of its operands. On
/// success `results` is empty for an in-place fold, else one per result.
LogicalResult foldOperation(Operation *op,
                            llvm::SmallVectorImpl<OpFoldResult> &results);

/// Materializes `value` as a constant of `type` through `dialect`'s hook, at
/// the builder's insertion point; null on failure.
Operation *materializeConstant(Dialect *dialect, OpBuilder &builder,
                               Attribute value, Type type, Location loc);

/// Whether `op` could be erased if it had no uses: it is Pure (the trait
/// covers its regions) and not a terminator.
bool wouldOpBeTriviallyDead(Operation *op);
/// Whether `op` is unused and would be trivially dead.
bool isOpTriviallyDead(Operation *op);

/// Adds the canonicalization patterns of every registered op and every
/// loaded dialect of `ctx` to `patterns`.
void populateCanonicalizationPatterns(Context *ctx,
                                      RewritePatternSet &patterns);

//===----------------------------------------------------------------------===//
// OperationFolder
//===----------------------------------------------------------------------===//

/// Folds ops and uniques the constants it creates or is told about.
class OperationFolder {
public:
  /// Changes go through a rewriter reporting to `listener`.
  explicit OperationFolder(Context *ctx,
                           RewriterBase::Listener *listener = nullptr)
      : rewriter(ctx, listener) {}

  /// Tries to fold `op`. On success `op` was either updated in place
  /// (`*inPlaceUpdate` is set) or replaced and erased.
  LogicalResult tryToFold(Operation *op, bool *inPlaceUpdate = nullptr);

  /// Records the existing constant `op` (of value `value`, found by
  /// matchConstant when null). Returns false if an equal constant was
  /// already known in its scope: `op` was then replaced by it and erased.
  /// A kept constant moves to the front of its scope's entry block unless
  /// it already sits among the folder's constants there.
  bool insertKnownConstant(Operation *op, Attribute value = {});

  /// Forgets `op` (call before erasing a constant the folder knows).
  void notifyRemoval(Operation *op);

  /// The unique constant of `value` and `type` for code in `block`,
  /// materialized by `dialect` if needed; null if the dialect cannot.
  Value getOrCreateConstant(Block *block, Dialect *dialect, Attribute value,
                            Type type);

  /// Whether `op` is a constant this folder created or recorded.
  bool isFolderOwnedConstant(Operation *op) const {
    return referencedKeys.count(op) != 0;
  }

  /// Forgets every constant.
  void clear();

  /// The region constants used in `block` are hoisted into.
  static Region *getInsertionRegion(Block *block);

private:
  using Key = std::tuple<Dialect *, Attribute, Type>;
  struct KeyInfo {
    static Key getEmptyKey() {
      return {llvm::DenseMapInfo<Dialect *>::getEmptyKey(), Attribute(),
              Type()};
    }
    static Key getTombstoneKey() {
      return {llvm::DenseMapInfo<Dialect *>::getTombstoneKey(), Attribute(),
              Type()};
    }
    static unsigned getHashValue(const Key &k) {
      return llvm::hash_combine(std::get<0>(k), std::get<1>(k),
                                std::get<2>(k).getAsOpaquePointer());
    }
    static bool isEqual(const Key &a, const Key &b) { return a == b; }
  };
  using ScopeMap = llvm::DenseMap<Key, Operation *, KeyInfo>;

  /// Materializes a new constant at the front of `region`'s entry block.
  Operation *materialize(Region *region, Dialect *dialect, Attribute value,
                         Type type, Location loc);

  IRRewriter rewriter;
  llvm::DenseMap<Region *, ScopeMap> scopes;
  /// Each known constant's scope and the keys it is recorded under.
  llvm::DenseMap<Operation *, std::pair<Region *, llvm::SmallVector<Key, 1>>>
      referencedKeys;
};

} // namespace assay

#endif // ASSAY_REWRITE_FOLDUTILS_H
