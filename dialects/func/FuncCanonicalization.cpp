//===- FuncCanonicalization.cpp - func canonicalization patterns ----------===//
//
// The canonicalization patterns of the func dialect, each with the identity
// it applies written above it: an indirect call of a known function becomes
// a direct call.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;
using namespace assay::func;

namespace {
/// call_indirect (constant @f)(args) : type -> call @f(args) : type
struct CallIndirectOfConstant : OpRewritePattern<CallIndirectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CallIndirectOp op,
                                PatternRewriter &rewriter) const override {
    Attribute callee;
    if (!matchConstant(op.getCallee(), &callee))
      return rewriter.notifyMatchFailure(op, "callee is not a constant");
    auto symbol = llvm::dyn_cast<FlatSymbolRefAttr>(callee);
    if (!symbol)
      return rewriter.notifyMatchFailure(op, "callee is not a symbol");
    llvm::SmallVector<Type, 4> resultTypes(op->getResultTypes());
    llvm::SmallVector<Value, 4> args(op.getArgOperands());
    rewriter.replaceOpWithNewOp<CallOp>(op, symbol,
                                        llvm::ArrayRef<Type>(resultTypes),
                                        llvm::ArrayRef<Value>(args));
    return success();
  }
};
} // namespace

static void addCallIndirectPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<CallIndirectOfConstant>();
}

void assay::func::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("func", [](Dialect *dialect) {
    attachCanonicalizationHook<addCallIndirectPatterns>(
        dialect->getContext(), CallIndirectOp::getOperationName());
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "CallIndirectOfConstant",
     "call_indirect (constant @f)(args) -> call @f(args)", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %f = func.constant @callee : (!T, !T) -> !T\n"
     "  %r = func.call_indirect %f(%x, %y) : (!T, !T) -> !T\n"
     "  return %r : !T\n",
     "  %r = func.call @callee(%x, %y) : (!T, !T) -> !T\n"
     "  return %r : !T\n",
     "", "",
     "func.func private @callee(%a: !T, %b: !T) -> !T {\n"
     "  %s = arith.subi %a, %b : !T\n"
     "  return %s : !T\n"
     "}\n"},

};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::func::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
