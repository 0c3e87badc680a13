//===- IndexCanonicalization.cpp - index canonicalization patterns --------===//
//
// The canonicalization patterns of the index dialect, each with the identity
// it applies written above it.
//
// mlir-opt 19 rewrites a comparison of a difference with zero into a
// comparison of the two operands for every predicate. Subtraction wraps, so
// that holds only for eq and ne (a - b == 0 exactly when a == b): with the
// ordered predicates, a = MIN, b = 1 gives a - b = MAX, and `slt(a - b, 0)`
// is false where `slt(a, b)` is true. Assay rewrites eq and ne only.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/index/IndexOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Dialect.h"
#include "ir/OperationState.h"
#include "rewrite/FoldUtils.h"

using namespace assay;
using namespace assay::index;

namespace {

/// Whether `v` is a constant zero.
bool isConstantZero(Value v) {
  Attribute value;
  if (!matchConstant(v, &value))
    return false;
  auto integer = llvm::dyn_cast<IntegerAttr>(value);
  return integer && integer.getValue().isZero();
}

// cmp(eq|ne, sub(a, b), 0) -> cmp(eq|ne, a, b)
// cmp(eq|ne, 0, sub(a, b)) -> cmp(eq|ne, b, a)
struct CmpOfDifferenceWithZero : public OpRewritePattern<CmpOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CmpOp op,
                                PatternRewriter &rewriter) const override {
    IndexCmpPredicate pred = op.getPred();
    if (pred != IndexCmpPredicate::eq && pred != IndexCmpPredicate::ne)
      return rewriter.notifyMatchFailure(
          op.getOperation(),
          "only eq and ne survive the wrapping of the subtraction");
    bool zeroOnRight = isConstantZero(op.getRhs());
    if (!zeroOnRight && !isConstantZero(op.getLhs()))
      return rewriter.notifyMatchFailure(op.getOperation(),
                                         "no operand is a constant zero");
    Value difference = zeroOnRight ? op.getLhs() : op.getRhs();
    auto sub = llvm::dyn_cast_or_null<SubOp>(difference.getDefiningOp());
    if (!sub)
      return rewriter.notifyMatchFailure(
          op.getOperation(), "the other operand is not an index.sub");

    OperationState state(op.getOperation()->getLoc(),
                         CmpOp::getOperationName());
    state.addAttribute("pred", op.getPredAttr());
    if (zeroOnRight)
      state.addOperands({sub.getLhs(), sub.getRhs()});
    else
      state.addOperands({sub.getRhs(), sub.getLhs()});
    state.addTypes(op.getResult().getType());
    Operation *newCmp = rewriter.create(state);
    rewriter.replaceOp(op.getOperation(), newCmp);
    return success();
  }
};

void populateCmpPatterns(RewritePatternSet &patterns, Context *) {
  patterns.add<CmpOfDifferenceWithZero>();
}

} // namespace

void assay::index::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("index", [](Dialect *dialect) {
    attachCanonicalizationHook<populateCmpPatterns>(dialect->getContext(),
                                                    CmpOp::getOperationName());
  });
}
