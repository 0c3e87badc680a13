//===- FoldUtils.h - Fold hooks, constant materialization, the folder -----===//
//
// Folding replaces an op by values it computes without creating new ops: a
// constant (an Attribute, materialized later as a constant op by the op's
// dialect) or an existing Value. The hooks dialects attach (folders,
// canonicalization patterns, constant materialization) are declared in
// ir/FoldInterfaces.h; this file runs them.
//
// The OperationFolder folds ops and keeps constants unique: one op per
// (dialect, value, type) in each region that constants are hoisted into
// (the closest enclosing region whose parent is isolated from above, or the
// top-level region), placed at the start of that region's entry block.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_FOLDUTILS_H
#define ASSAY_REWRITE_FOLDUTILS_H

#include "ir/FoldInterfaces.h"
#include "ir/SideEffects.h"
#include "rewrite/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include <tuple>

namespace assay {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether `op` is a constant (ConstantLike, no operands, one result); its
/// value is stored in `value` when given.
bool matchConstant(Operation *op, Attribute *value = nullptr);
/// Whether `v` is defined by a constant op.
bool matchConstant(Value v, Attribute *value = nullptr);

/// Whether an operand of `op` is one of its own results (legal only in
/// unreachable blocks and graph regions).
bool usesOwnResult(Operation *op);

/// Runs `op`'s fold hook with the constant values of its operands; when it
/// does not fold, a commutative op moves its constant operands after the
/// others in place. On success `results` is empty for an in-place fold,
/// else one per result. An op that uses its own result is never folded.
LogicalResult foldOperation(Operation *op,
                            llvm::SmallVectorImpl<OpFoldResult> &results);
/// The same with the constant values of the operands given (null where an
/// operand is not a constant): the dialect conversion driver folds ops
/// whose operands it already replaced, seeing the constants they stood for.
LogicalResult foldOperation(Operation *op,
                            llvm::ArrayRef<Attribute> constOperands,
                            llvm::SmallVectorImpl<OpFoldResult> &results);

/// Materializes `value` as a constant of `type` through `dialect`'s hook, at
/// the builder's insertion point; null on failure.
Operation *materializeConstant(Dialect *dialect, OpBuilder &builder,
                               Attribute value, Type type, Location loc);

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

  /// Moves the known constant `op` to the front of `block`, forgetting its
  /// location.
  void hoist(Operation *op, Block *block);
  /// Sets `op`'s location to `loc(unknown)`, through the rewriter.
  void forgetLocation(Operation *op);
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
