//===- FoldInterfaces.h - Hooks for folding and canonicalization ----------===//
//
// What an op or a dialect plugs into the folder and the canonicalizer, kept
// in the IR core so that dialects attach them without depending on the
// rewrite layer (which runs them: rewrite/FoldUtils.h):
//
//  - FoldInterface, attached to an op's OpInfo: the op's folder, given the
//    constant value of each operand (null where unknown). It returns success
//    with one OpFoldResult per result, or, for an in-place fold (the op
//    updated itself), success with the op's own results (or none at all).
//  - CanonicalizationInterface, attached to an op's OpInfo: adds the op's
//    canonicalization patterns to a set. Patterns need the rewrite layer, so
//    a dialect's patterns live in its `*Canonicalization.cpp`, built as a
//    library above rewrite/ and attached when the dialect loads (see
//    dialects/AllPatterns.h).
//  - DialectFoldInterface, attached to a Dialect (kept by the Context):
//    materializes an attribute of a type as a constant op of the dialect,
//    and may add dialect-wide canonicalization patterns.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_FOLDINTERFACES_H
#define ASSAY_IR_FOLDINTERFACES_H

#include "ir/Builder.h"
#include "ir/Context.h"
#include "ir/Operation.h"

namespace assay {
class Dialect;
class RewritePatternSet;

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

/// Attaches `Fn` as the canonicalization hook of registered op `opName`
/// (which must be registered in `ctx`).
template <CanonicalizationInterface::PopulateFn Fn>
void attachCanonicalizationHook(Context *ctx, llvm::StringRef opName) {
  OpInfo *info = ctx->lookupRegisteredOperation(opName);
  assert(info && "attaching patterns to an unregistered op");
  attachCanonicalizationHook<Fn>(*info);
}

} // namespace assay

#endif // ASSAY_IR_FOLDINTERFACES_H
