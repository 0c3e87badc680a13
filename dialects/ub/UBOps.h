//===- UBOps.h - The ops of the ub dialect ----------------------*- C++ -*-===//
//
// `ub.poison` materializes a poison value of any type:
//   %0 = ub.poison : i32
// Its `value` property is `#ub.poison` unless another poison attribute is
// given (`ub.poison <#ub.poison> : i32` reads the same).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_UB_UBOPS_H
#define ASSAY_DIALECTS_UB_UBOPS_H

#include "ir/OpDefinition.h"

namespace assay {
class OpBuilder;

namespace ub {

/// `%r = ub.poison : type`: a constant poison value.
class PoisonOp : public Op<PoisonOp> {
public:
  using Op::Op;
  /// `ub.poison`.
  static llvm::StringRef getOperationName() { return "ub.poison"; }
  /// Counts, traits, property, verifier and syntax.
  static void populateInfo(OpInfo &info);

  /// The `value` property (`#ub.poison` by default).
  Attribute getValue();
  /// The poison result.
  Value getResult() { return state->getResult(0); }
  /// The result's type.
  Type getType() { return getResult().getType(); }
};

/// Attaches the folder of `ub.poison` and the dialect's materialization of
/// `#ub.poison` (UBFold.cpp); call once `ub.poison` is registered.
void registerUBFolders(Dialect &dialect);

/// Creates `ub.poison : type` holding `value` at the builder's insertion
/// point when `value` is a poison attribute (`#ub.poison`); null otherwise.
/// Other dialects' constant materialization calls it for the poison results
/// of their folders.
Operation *materializePoison(OpBuilder &builder, Attribute value, Type type,
                             Location loc);

} // namespace ub
} // namespace assay

#endif // ASSAY_DIALECTS_UB_UBOPS_H
