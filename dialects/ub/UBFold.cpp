//===- UBFold.cpp - Folding of the ub ops ---------------------------------===//
//
// `ub.poison` is a constant: it folds to its `#ub.poison` value, and the
// dialect materializes a `#ub.poison` of any type as a `ub.poison`, so that
// folders of other dialects may give poison results and the folder can
// unique poison constants like any other. Dialects whose folders give
// poison (arith) call materializePoison from their own materialization.
//
//===----------------------------------------------------------------------===//
#include "dialects/ub/UBOps.h"

#include "dialects/AllPatterns.h"
#include "dialects/ub/UBAttributes.h"
#include "ir/FoldInterfaces.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::ub;

/// ub.poison folds to its value.
static LogicalResult foldPoison(Operation *op, llvm::ArrayRef<Attribute>,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  Attribute value = PoisonOp(op).getValue();
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

/// A `#ub.poison` of `type` becomes `ub.poison : type`.
Operation *ub::materializePoison(OpBuilder &builder, Attribute value, Type type,
                                 Location loc) {
  if (!llvm::isa_and_nonnull<PoisonAttr>(value) || !type)
    return nullptr;
  OperationState state(loc, PoisonOp::getOperationName());
  state.addAttribute("value", value);
  state.addTypes(type);
  return builder.create(state);
}

static const DialectFoldInterface kUBFoldInterface = {materializePoison,
                                                      nullptr};

void ub::registerUBFolders(Dialect &dialect) {
  attachDialectFoldInterface(dialect, kUBFoldInterface);
  OpInfo *info = dialect.getContext()->lookupRegisteredOperation(
      PoisonOp::getOperationName());
  assert(info && "ub.poison must be registered first");
  attachFoldHook<foldPoison>(*info);
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

llvm::ArrayRef<PatternIdentity> assay::ub::getCanonicalizationIdentities() {
  return {};
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "ub", "constant folding", "", "", "",
     "ub.poison"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::ub::getFoldIdentities() {
  return kFoldIdentities;
}
