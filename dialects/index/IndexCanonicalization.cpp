//===- IndexCanonicalization.cpp - index canonicalization patterns --------===//
//
// The canonicalization patterns of the index dialect, each with the identity
// it applies written above it.
//
// mlir-opt 19 rewrites a comparison of a difference with zero into a
// comparison of the two operands for every predicate. Subtraction wraps, so
// that holds only for eq and ne (a - b == 0 exactly when a == b): with the
// ordered predicates, a = MIN, b = 1 gives a - b = MAX, and `slt(a - b, 0)`
// is false where `slt(a, b)` is true; with a = 0 it is `sgt(0 - x, 0)`
// against `sgt(0, x)`, which differ at x = MIN. Assay rewrites the
// predicates that test whether the difference is zero: eq and ne, and the
// unsigned ones that say the same against zero (`ugt(a - b, 0)` is
// `a != b`).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/index/IndexAttributes.h"
#include "dialects/index/IndexOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Dialect.h"
#include "ir/OperationState.h"
#include "rewrite/FoldUtils.h"
#include <optional>

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

/// The predicate q with cmp(q, a, b) = cmp(`pred`, a - b, 0) for all a and
/// b (or = cmp(`pred`, 0, a - b) when `zeroOnRight` is false), if there is
/// one: only those that test whether a - b is zero, which holds exactly
/// when a == b whatever the wrapping.
std::optional<IndexCmpPredicate> getPredicateOfOperands(IndexCmpPredicate pred,
                                                        bool zeroOnRight) {
  using P = IndexCmpPredicate;
  switch (pred) {
  case P::eq:
  case P::ne:
    return pred;
  // a - b >u 0 and 0 <u a - b: a - b is not zero
  case P::ugt:
  case P::ult:
    if (zeroOnRight == (pred == P::ugt))
      return P::ne;
    return std::nullopt;
  // a - b <=u 0 and 0 >=u a - b: a - b is zero
  case P::ule:
  case P::uge:
    if (zeroOnRight == (pred == P::ule))
      return P::eq;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

// cmp(eq|ne, sub(a, b), 0) -> cmp(eq|ne, a, b)
// cmp(eq|ne, 0, sub(a, b)) -> cmp(eq|ne, b, a)
// cmp(ugt, sub(a, b), 0) -> cmp(ne, a, b), cmp(ule, sub(a, b), 0) ->
// cmp(eq, a, b)
// cmp(ult, 0, sub(a, b)) -> cmp(ne, b, a), cmp(uge, 0, sub(a, b)) ->
// cmp(eq, b, a)
struct CmpOfDifferenceWithZero : public OpRewritePattern<CmpOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CmpOp op,
                                PatternRewriter &rewriter) const override {
    bool zeroOnRight = isConstantZero(op.getRhs());
    if (!zeroOnRight && !isConstantZero(op.getLhs()))
      return rewriter.notifyMatchFailure(op.getOperation(),
                                         "no operand is a constant zero");
    std::optional<IndexCmpPredicate> pred =
        getPredicateOfOperands(op.getPred(), zeroOnRight);
    if (!pred)
      return rewriter.notifyMatchFailure(
          op.getOperation(),
          "the predicate does not survive the wrapping of the subtraction");
    Value difference = zeroOnRight ? op.getLhs() : op.getRhs();
    auto sub = llvm::dyn_cast_or_null<SubOp>(difference.getDefiningOp());
    if (!sub)
      return rewriter.notifyMatchFailure(
          op.getOperation(), "the other operand is not an index.sub");

    OperationState state(op.getOperation()->getLoc(),
                         CmpOp::getOperationName());
    state.addAttribute(
        "pred", IndexCmpPredicateAttr::get(rewriter.getContext(), *pred));
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

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp eq(sub(a, b), 0) -> cmp eq(a, b)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp eq(%d, %z)\n"
     "  return %r : i1\n",
     "  %r = index.cmp eq(%a, %b)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp ne(sub(a, b), 0) -> cmp ne(a, b)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp ne(%d, %z)\n"
     "  return %r : i1\n",
     "  %r = index.cmp ne(%a, %b)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp eq(0, sub(a, b)) -> cmp eq(b, a)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp eq(%z, %d)\n"
     "  return %r : i1\n",
     "  %r = index.cmp eq(%b, %a)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp ne(0, sub(a, b)) -> cmp ne(b, a)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp ne(%z, %d)\n"
     "  return %r : i1\n",
     "  %r = index.cmp ne(%b, %a)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp ugt(sub(a, b), 0) -> cmp ne(a, b)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp ugt(%d, %z)\n"
     "  return %r : i1\n",
     "  %r = index.cmp ne(%a, %b)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp ule(sub(a, b), 0) -> cmp eq(a, b)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp ule(%d, %z)\n"
     "  return %r : i1\n",
     "  %r = index.cmp eq(%a, %b)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp ult(0, sub(a, b)) -> cmp ne(b, a)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp ult(%z, %d)\n"
     "  return %r : i1\n",
     "  %r = index.cmp ne(%b, %a)\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "CmpOfDifferenceWithZero",
     "cmp uge(0, sub(a, b)) -> cmp eq(b, a)", "index", "%a: !T, %b: !T", "i1",
     "  %z = index.constant 0\n"
     "  %d = index.sub %a, %b\n"
     "  %r = index.cmp uge(%z, %d)\n"
     "  return %r : i1\n",
     "  %r = index.cmp eq(%b, %a)\n"
     "  return %r : i1\n"},

};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::index::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
