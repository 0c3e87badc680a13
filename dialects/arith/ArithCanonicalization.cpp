//===- ArithCanonicalization.cpp - arith canonicalization patterns --------===//
//
// The canonicalization patterns of the arith dialect, those mlir-opt 19
// applies, each with the identity it applies written above it. Folds (which
// create no op) are in ArithFold.cpp; these patterns create ops.
//
// Constants are matched through any ConstantLike op and combined by the
// ops' semantics (foldIntArith). Reassociating integer constants keeps an
// overflow flag only when both ops carry it and the new op is poison only
// where the old pair was (keptFlags): nsw when the combined constant does
// not overflow signed, nuw also when its wrap leaves the old pair undefined
// (mlir-opt keeps the flags whenever both ops carry them, which can make a
// defined result poison).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/arith/ArithAttributes.h"
#include "dialects/arith/ArithFold.h"
#include "dialects/arith/ArithOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "rewrite/FoldUtils.h"
#include "llvm/ADT/APSInt.h"

using namespace assay;
using namespace assay::arith;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The constant `v` holds, or null.
Attribute getConstant(Value v) {
  Attribute attr;
  if (v && matchConstant(v, &attr))
    return attr;
  return {};
}

/// The op defining `v` if it is an `OpT`.
template <class OpT> OpT getDefiningOp(Value v) {
  return llvm::dyn_cast_or_null<OpT>(v.getDefiningOp());
}

/// The value of an integer constant or splat held by `v`.
std::optional<llvm::APInt> getIntSplat(Value v) {
  return arith::getIntSplat(getConstant(v));
}

/// Whether `v` is the scalar i1 constant `value`.
bool isI1Constant(Value v, bool value) {
  auto attr = llvm::dyn_cast_or_null<IntegerAttr>(getConstant(v));
  return attr && attr.getType().isSignlessInteger(1) &&
         attr.getValue().getBoolValue() == value;
}

/// Creates `arith.constant value` of `type`.
Value createConstant(PatternRewriter &rewriter, Location loc, Attribute value,
                     Type type) {
  ConstantOp op = ConstantOp::materialize(rewriter, value, type, loc);
  return op ? op.getResult() : Value();
}

/// An integer constant (scalar or splat) of `type` and value `v`.
Attribute getIntAttr(Type type, int64_t v) {
  Type element = getElementTypeOrSelf(type);
  unsigned width = element.isIndex() ? IndexType::kInternalStorageBitWidth
                                     : element.getIntOrFloatBitWidth();
  llvm::APInt value(width, v, /*isSigned=*/true);
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return DenseElementsAttr::get(shaped, llvm::ArrayRef<llvm::APInt>(value));
  return IntegerAttr::get(type, value);
}

/// Creates op `name` with `operands` and one result of `type`, with
/// `overflowFlags` when `flags` is not none.
Value createOp(PatternRewriter &rewriter, Location loc, llvm::StringRef name,
               llvm::ArrayRef<Value> operands, Type type,
               IntegerOverflowFlags flags = IntegerOverflowFlags::none) {
  llvm::SmallVector<NamedAttribute, 1> attrs;
  if (flags != IntegerOverflowFlags::none) {
    Context *ctx = rewriter.getContext();
    attrs.push_back(NamedAttribute(StringAttr::get(ctx, "overflowFlags"),
                                   IntegerOverflowFlagsAttr::get(ctx, flags)));
  }
  return rewriter.create(loc, name, operands, {type}, attrs)->getResult(0);
}

/// Creates a cast op `name` of `in` to `type`.
Value createCast(PatternRewriter &rewriter, Location loc, llvm::StringRef name,
                 Value in, Type type) {
  return rewriter.create(loc, name, {in}, {type})->getResult(0);
}

/// The overflow flags both `a` and `b` carry.
IntegerOverflowFlags getCommonFlags(Operation *a, Operation *b) {
  return IntegerOverflowFlags(uint32_t(getOverflowFlagsOf(a)) &
                              uint32_t(getOverflowFlagsOf(b)));
}

/// The flags of `a` and `b` kept when their constants `c0`, `c1` combine by
/// `kind` into the constant K of the new op, on the left of the new op's
/// operands when `constantOnLeft`. A flag must be on both. nsw stays when
/// K does not overflow signed: the new op's exact result is then the old
/// pair's. nuw stays likewise, and also when K wraps in the direction that
/// leaves the old pair undefined: K = c0 + c1 or c0 * c1 can only wrap up,
/// and then the exact x + K and x - K are out of range for every x, x * K
/// for every x but 0 (where the new op gives 0 too); K = c0 - c1 can only
/// wrap down, and then K - x is negative for every x. Any result refines
/// the old pair's poison.
IntegerOverflowFlags keptFlags(Operation *a, Operation *b, IntArithKind kind,
                               Attribute c0, Attribute c1, Type type,
                               bool constantOnLeft) {
  IntegerOverflowFlags both = getCommonFlags(a, b);
  bool wrapLeavesPairUndefined = (kind == IntArithKind::Sub) == constantOnLeft;
  uint32_t kept = 0;
  if (hasFlag(both, IntegerOverflowFlags::nsw) &&
      foldIntArith(kind, c0, c1, type, IntegerOverflowFlags::nsw))
    kept |= uint32_t(IntegerOverflowFlags::nsw);
  if (hasFlag(both, IntegerOverflowFlags::nuw) &&
      (wrapLeavesPairUndefined ||
       foldIntArith(kind, c0, c1, type, IntegerOverflowFlags::nuw)))
    kept |= uint32_t(IntegerOverflowFlags::nuw);
  return IntegerOverflowFlags(kept);
}

/// Replaces `op` by `name`(x, K) (or `name`(K, x) when `constantOnLeft`),
/// where K = c0 `kind` c1. Scalar constants only: mlir-opt 19 leaves
/// vectors of splat constants alone.
LogicalResult reassociate(PatternRewriter &rewriter, Operation *op,
                          Operation *inner, llvm::StringRef name,
                          IntArithKind kind, Attribute c0, Attribute c1,
                          Value x, bool constantOnLeft, bool keepFlags = true) {
  if (!llvm::isa<IntegerAttr>(c0) || !llvm::isa<IntegerAttr>(c1))
    return failure();
  // An op that is its own operand (legal in an unreachable block) would be
  // rebuilt around itself forever.
  if (inner == op)
    return failure();
  Type type = op->getResult(0).getType();
  Attribute folded =
      foldIntArith(kind, c0, c1, type, IntegerOverflowFlags::none);
  if (!folded)
    return failure();
  IntegerOverflowFlags flags =
      keepFlags ? keptFlags(op, inner, kind, c0, c1, type, constantOnLeft)
                : IntegerOverflowFlags::none;
  Value constant = createConstant(rewriter, op->getLoc(), folded, type);
  if (!constant)
    return failure();
  Value result =
      constantOnLeft
          ? createOp(rewriter, op->getLoc(), name, {constant, x}, type, flags)
          : createOp(rewriter, op->getLoc(), name, {x, constant}, type, flags);
  rewriter.replaceOp(op, {result});
  return success();
}

//===----------------------------------------------------------------------===//
// addi, subi, muli
//===----------------------------------------------------------------------===//

LogicalResult rewriteAddI(Operation *op, PatternRewriter &rewriter) {
  AddIOp add(op);
  Attribute c1 = getConstant(add.getRhs());
  if (c1) {
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    if (auto inner = getDefiningOp<AddIOp>(add.getLhs()))
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.addi",
                                  IntArithKind::Add, c0, c1, inner.getLhs(),
                                  false)))
          return success();
    if (auto inner = getDefiningOp<SubIOp>(add.getLhs())) {
      // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.addi",
                                  IntArithKind::Sub, c1, c0, inner.getLhs(),
                                  false)))
          return success();
      // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
      if (Attribute c0 = getConstant(inner.getLhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.subi",
                                  IntArithKind::Add, c0, c1, inner.getRhs(),
                                  true)))
          return success();
    }
  }
  // addi(x, muli(y, -1)) -> subi(x, y)
  if (auto mul = getDefiningOp<MulIOp>(add.getRhs())) {
    std::optional<llvm::APInt> v = getIntSplat(mul.getRhs());
    if (v && v->isAllOnes()) {
      rewriter.replaceOp(op, {createOp(rewriter, op->getLoc(), "arith.subi",
                                       {add.getLhs(), mul.getLhs()},
                                       add.getResult().getType())});
      return success();
    }
  }
  // addi(muli(x, -1), y) -> subi(y, x)
  if (auto mul = getDefiningOp<MulIOp>(add.getLhs())) {
    std::optional<llvm::APInt> v = getIntSplat(mul.getRhs());
    if (v && v->isAllOnes()) {
      rewriter.replaceOp(op, {createOp(rewriter, op->getLoc(), "arith.subi",
                                       {add.getRhs(), mul.getLhs()},
                                       add.getResult().getType())});
      return success();
    }
  }
  return failure();
}

LogicalResult rewriteSubI(Operation *op, PatternRewriter &rewriter) {
  SubIOp sub(op);
  Value lhs = sub.getLhs(), rhs = sub.getRhs();
  if (Attribute c1 = getConstant(rhs)) {
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    if (auto inner = getDefiningOp<AddIOp>(lhs))
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.addi",
                                  IntArithKind::Sub, c0, c1, inner.getLhs(),
                                  false,
                                  /*keepFlags=*/false)))
          return success();
    if (auto inner = getDefiningOp<SubIOp>(lhs)) {
      // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.subi",
                                  IntArithKind::Add, c0, c1, inner.getLhs(),
                                  false)))
          return success();
      // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
      if (Attribute c0 = getConstant(inner.getLhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.subi",
                                  IntArithKind::Sub, c0, c1, inner.getRhs(),
                                  true)))
          return success();
    }
  }
  if (Attribute c1 = getConstant(lhs)) {
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    if (auto inner = getDefiningOp<AddIOp>(rhs))
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.subi",
                                  IntArithKind::Sub, c1, c0, inner.getLhs(),
                                  true)))
          return success();
    if (auto inner = getDefiningOp<SubIOp>(rhs)) {
      // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
      if (Attribute c0 = getConstant(inner.getRhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.subi",
                                  IntArithKind::Add, c0, c1, inner.getLhs(),
                                  true)))
          return success();
      // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
      if (Attribute c0 = getConstant(inner.getLhs()))
        if (succeeded(reassociate(rewriter, op, inner, "arith.addi",
                                  IntArithKind::Sub, c1, c0, inner.getRhs(),
                                  false)))
          return success();
    }
  }
  // subi(subi(a, b), a) -> subi(0, b), with the flags both carry: under
  // nsw both steps are exact, so (a - b) - a = -b fits; under nuw the pair
  // is defined only for b = 0, where 0 - b does not wrap either
  if (auto inner = getDefiningOp<SubIOp>(lhs)) {
    if (inner.getLhs() == rhs) {
      Type type = sub.getResult().getType();
      Value zero =
          createConstant(rewriter, op->getLoc(), getIntAttr(type, 0), type);
      if (!zero)
        return failure();
      rewriter.replaceOp(op, {createOp(rewriter, op->getLoc(), "arith.subi",
                                       {zero, inner.getRhs()}, type,
                                       getCommonFlags(op, inner))});
      return success();
    }
  }
  return failure();
}

LogicalResult rewriteMulI(Operation *op, PatternRewriter &rewriter) {
  MulIOp mul(op);
  // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
  Attribute c1 = getConstant(mul.getRhs());
  auto inner = getDefiningOp<MulIOp>(mul.getLhs());
  if (!c1 || !inner)
    return failure();
  Attribute c0 = getConstant(inner.getRhs());
  if (!c0)
    return failure();
  return reassociate(rewriter, op, inner, "arith.muli", IntArithKind::Mul, c0,
                     c1, inner.getLhs(), /*constantOnLeft=*/false);
}

//===----------------------------------------------------------------------===//
// Bitwise ops
//===----------------------------------------------------------------------===//

/// Creates `arith.cmpi pred, lhs, rhs`.
Value createCmpI(PatternRewriter &rewriter, Location loc, CmpIPredicate pred,
                 Value lhs, Value rhs, Type resultType) {
  Context *ctx = rewriter.getContext();
  NamedAttribute attr(
      StringAttr::get(ctx, "predicate"),
      IntegerAttr::get(IntegerType::get(ctx, 64), int64_t(pred)));
  return rewriter.create(loc, "arith.cmpi", {lhs, rhs}, {resultType}, {attr})
      ->getResult(0);
}

/// andi/ori/xori(ext(x), ext(y)) -> ext(andi/ori/xori(x, y)) for extui and
/// extsi, when x and y have the same type.
template <class ExtOpT>
LogicalResult hoistExtension(Operation *op, PatternRewriter &rewriter) {
  auto lhs = getDefiningOp<ExtOpT>(op->getOperand(0));
  auto rhs = getDefiningOp<ExtOpT>(op->getOperand(1));
  if (!lhs || !rhs || lhs.getIn().getType() != rhs.getIn().getType())
    return failure();
  Value narrow = createOp(rewriter, op->getLoc(), op->getName().getStringRef(),
                          {lhs.getIn(), rhs.getIn()}, lhs.getIn().getType());
  rewriter.replaceOp(
      op, {createCast(rewriter, op->getLoc(), ExtOpT::getOperationName(),
                      narrow, op->getResult(0).getType())});
  return success();
}

/// andi/ori/xori of two extensions of the same kind.
LogicalResult rewriteBitwiseOfExtensions(Operation *op,
                                         PatternRewriter &rewriter) {
  // bitwise(extui(x), extui(y)) -> extui(bitwise(x, y))
  if (succeeded(hoistExtension<ExtUIOp>(op, rewriter)))
    return success();
  // bitwise(extsi(x), extsi(y)) -> extsi(bitwise(x, y))
  return hoistExtension<ExtSIOp>(op, rewriter);
}

LogicalResult rewriteXOrI(Operation *op, PatternRewriter &rewriter) {
  XOrIOp xorOp(op);
  // xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)
  if (auto cmp = getDefiningOp<CmpIOp>(xorOp.getLhs())) {
    if (isI1Constant(xorOp.getRhs(), true)) {
      rewriter.replaceOp(
          op, {createCmpI(rewriter, op->getLoc(),
                          invertPredicate(cmp.getPredicate()), cmp.getLhs(),
                          cmp.getRhs(), xorOp.getResult().getType())});
      return success();
    }
  }
  return rewriteBitwiseOfExtensions(op, rewriter);
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

/// Creates `arith.select cond, a, b`.
Value createSelect(PatternRewriter &rewriter, Location loc, Value cond, Value a,
                   Value b) {
  return rewriter.create(loc, "arith.select", {cond, a, b}, {a.getType()})
      ->getResult(0);
}

/// `xori(c, true)` for a scalar i1 `c`.
Value createNot(PatternRewriter &rewriter, Location loc, Value c) {
  Type i1 = c.getType();
  Value one = createConstant(rewriter, loc, IntegerAttr::get(i1, 1), i1);
  return createOp(rewriter, loc, "arith.xori", {c, one}, i1);
}

LogicalResult rewriteSelect(Operation *op, PatternRewriter &rewriter) {
  SelectOp select(op);
  Location loc = op->getLoc();
  Value cond = select.getCondition();
  Value a = select.getTrueValue(), b = select.getFalseValue();
  Type type = select.getResult().getType();
  bool scalarCond = cond.getType().isSignlessInteger(1);

  if (scalarCond && llvm::isa<IntegerType>(type) &&
      !type.isSignlessInteger(1)) {
    std::optional<llvm::APInt> va = getIntSplat(a), vb = getIntSplat(b);
    if (va && vb) {
      // select(c, 1, 0) -> extui(c)
      if (va->isOne() && vb->isZero()) {
        rewriter.replaceOp(
            op, {createCast(rewriter, loc, "arith.extui", cond, type)});
        return success();
      }
      // select(c, 0, 1) -> extui(xori(c, true))
      if (va->isZero() && vb->isOne()) {
        Value notCond = createNot(rewriter, loc, cond);
        rewriter.replaceOp(
            op, {createCast(rewriter, loc, "arith.extui", notCond, type)});
        return success();
      }
    }
  }
  // select(c, false, true) -> xori(c, true)  (i1)
  if (scalarCond && type.isSignlessInteger(1) && isI1Constant(a, false) &&
      isI1Constant(b, true)) {
    rewriter.replaceOp(op, {createNot(rewriter, loc, cond)});
    return success();
  }
  // select(xori(c, true), a, b) -> select(c, b, a)
  if (auto notOp = getDefiningOp<XOrIOp>(cond)) {
    std::optional<llvm::APInt> ones = getIntSplat(notOp.getRhs());
    if (ones && ones->isAllOnes()) {
      rewriter.replaceOp(op,
                         {createSelect(rewriter, loc, notOp.getLhs(), b, a)});
      return success();
    }
  }
  // select(c, select(c, a, b), d) -> select(c, a, d); not for a select that
  // is its own operand (an unreachable block), which would be rebuilt
  // around itself forever
  if (auto inner = getDefiningOp<SelectOp>(a)) {
    if (inner.getCondition() == cond && inner.getOperation() != op) {
      rewriter.replaceOp(
          op, {createSelect(rewriter, loc, cond, inner.getTrueValue(), b)});
      return success();
    }
  }
  // select(c, a, select(c, b, d)) -> select(c, a, d)
  if (auto inner = getDefiningOp<SelectOp>(b)) {
    if (inner.getCondition() == cond && inner.getOperation() != op) {
      rewriter.replaceOp(
          op, {createSelect(rewriter, loc, cond, a, inner.getFalseValue())});
      return success();
    }
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

LogicalResult rewriteExtSI(Operation *op, PatternRewriter &rewriter) {
  // extsi(extui(x)) -> extui(x)
  auto inner = getDefiningOp<ExtUIOp>(op->getOperand(0));
  if (!inner)
    return failure();
  rewriter.replaceOp(op,
                     {createCast(rewriter, op->getLoc(), "arith.extui",
                                 inner.getIn(), op->getResult(0).getType())});
  return success();
}

/// The bit width of an integer-like type's elements.
unsigned getWidth(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
}

/// trunci(shrui(muli(ext(x), ext(y)), w)) -> mul*_extended(x, y).high, `ext`
/// being `ExtOpT`.
template <class ExtOpT>
LogicalResult rewriteHighHalfOfProduct(TruncIOp trunc, ShRUIOp shift,
                                       PatternRewriter &rewriter,
                                       llvm::StringRef extendedName) {
  auto mul = getDefiningOp<MulIOp>(shift.getLhs());
  if (!mul)
    return failure();
  auto x = getDefiningOp<ExtOpT>(mul.getLhs());
  auto y = getDefiningOp<ExtOpT>(mul.getRhs());
  Type type = trunc.getOut().getType();
  if (!x || !y || x.getIn().getType() != type || y.getIn().getType() != type)
    return failure();
  unsigned w = getWidth(type);
  std::optional<llvm::APInt> amount = getIntSplat(shift.getRhs());
  if (getWidth(mul.getResult().getType()) < 2 * w || !amount || *amount != w)
    return failure();
  Operation *extended = rewriter.create(trunc.getLoc(), extendedName,
                                        {x.getIn(), y.getIn()}, {type, type});
  rewriter.replaceOp(trunc, {extended->getResult(1)});
  return success();
}

LogicalResult rewriteTruncI(Operation *op, PatternRewriter &rewriter) {
  TruncIOp trunc(op);
  Type type = trunc.getOut().getType();
  Operation *producer = trunc.getIn().getDefiningOp();
  // trunci(extsi(x)) -> extsi(x), trunci(extui(x)) -> extui(x), when x is
  // narrower than the result
  if (producer && llvm::isa<ExtSIOp, ExtUIOp>(producer)) {
    Value x = producer->getOperand(0);
    if (getWidth(x.getType()) < getWidth(type)) {
      rewriter.replaceOp(
          op, {createCast(rewriter, op->getLoc(),
                          producer->getName().getStringRef(), x, type)});
      return success();
    }
  }
  // trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits
  // truncated (the kept bits never see the sign fill). c is materialized
  // anew, as mlir-opt does: the old one dies with the shrsi, and the new one
  // takes its place among the constants at the head of the region
  if (auto shift = getDefiningOp<ShRSIOp>(trunc.getIn())) {
    Value rhs = shift.getRhs();
    std::optional<llvm::APInt> amount = getIntSplat(rhs);
    unsigned from = getWidth(shift.getLhs().getType());
    if (amount && *amount == from - getWidth(type)) {
      Value c = createConstant(rewriter, op->getLoc(), getConstant(rhs),
                               rhs.getType());
      if (!c)
        return failure();
      Value logical =
          createOp(rewriter, op->getLoc(), "arith.shrui", {shift.getLhs(), c},
                   shift.getResult().getType());
      rewriter.replaceOp(op, {createCast(rewriter, op->getLoc(), "arith.trunci",
                                         logical, type)});
      return success();
    }
  }
  if (auto shift = getDefiningOp<ShRUIOp>(trunc.getIn())) {
    // trunci(shrui(muli(extui(x), extui(y)), w)) -> mului_extended(x, y)#1
    if (succeeded(rewriteHighHalfOfProduct<ExtUIOp>(trunc, shift, rewriter,
                                                    "arith.mului_extended")))
      return success();
    // trunci(shrui(muli(extsi(x), extsi(y)), w)) -> mulsi_extended(x, y)#1
    return rewriteHighHalfOfProduct<ExtSIOp>(trunc, shift, rewriter,
                                             "arith.mulsi_extended");
  }
  return failure();
}

/// index_cast(extsi(x)) -> index_cast(x), index_castui(extui(x)) ->
/// index_castui(x).
template <class ExtOpT>
LogicalResult rewriteIndexCastOfExtension(Operation *op,
                                          PatternRewriter &rewriter) {
  auto ext = getDefiningOp<ExtOpT>(op->getOperand(0));
  if (!ext)
    return failure();
  rewriter.replaceOp(
      op, {createCast(rewriter, op->getLoc(), op->getName().getStringRef(),
                      ext.getIn(), op->getResult(0).getType())});
  return success();
}

//===----------------------------------------------------------------------===//
// Comparisons
//===----------------------------------------------------------------------===//

/// cmpi eq/ne(ext(a), ext(b)) -> cmpi eq/ne(a, b) for extsi and extui, when
/// a and b have the same type.
LogicalResult rewriteCmpI(Operation *op, PatternRewriter &rewriter) {
  CmpIOp cmp(op);
  CmpIPredicate pred = cmp.getPredicate();
  if (pred != CmpIPredicate::eq && pred != CmpIPredicate::ne)
    return failure();
  Operation *lhs = cmp.getLhs().getDefiningOp();
  Operation *rhs = cmp.getRhs().getDefiningOp();
  if (!lhs || !rhs || lhs->getName() != rhs->getName() ||
      !llvm::isa<ExtSIOp, ExtUIOp>(lhs))
    return failure();
  Value a = lhs->getOperand(0), b = rhs->getOperand(0);
  if (a.getType() != b.getType())
    return failure();
  rewriter.replaceOp(op, {createCmpI(rewriter, op->getLoc(), pred, a, b,
                                     cmp.getResult().getType())});
  return success();
}

//===----------------------------------------------------------------------===//
// Comparisons of converted integers
//===----------------------------------------------------------------------===//

/// The relation a float predicate tests between operands that are not NaN.
enum class Relation { Eq, Ne, Lt, Le, Gt, Ge };

/// The relation `p` tests, or nullopt for the predicates whose result does
/// not depend on the values once neither is NaN (ord, uno, true, false).
std::optional<Relation> getRelation(CmpFPredicate p) {
  switch (p) {
  case CmpFPredicate::OEQ:
  case CmpFPredicate::UEQ:
    return Relation::Eq;
  case CmpFPredicate::ONE:
  case CmpFPredicate::UNE:
    return Relation::Ne;
  case CmpFPredicate::OLT:
  case CmpFPredicate::ULT:
    return Relation::Lt;
  case CmpFPredicate::OLE:
  case CmpFPredicate::ULE:
    return Relation::Le;
  case CmpFPredicate::OGT:
  case CmpFPredicate::UGT:
    return Relation::Gt;
  case CmpFPredicate::OGE:
  case CmpFPredicate::UGE:
    return Relation::Ge;
  default:
    return std::nullopt;
  }
}

/// The cmpi predicate testing `rel` on signed or unsigned integers.
CmpIPredicate getIntPredicate(Relation rel, bool isSigned) {
  switch (rel) {
  case Relation::Eq:
    return CmpIPredicate::eq;
  case Relation::Ne:
    return CmpIPredicate::ne;
  case Relation::Lt:
    return isSigned ? CmpIPredicate::slt : CmpIPredicate::ult;
  case Relation::Le:
    return isSigned ? CmpIPredicate::sle : CmpIPredicate::ule;
  case Relation::Gt:
    return isSigned ? CmpIPredicate::sgt : CmpIPredicate::ugt;
  case Relation::Ge:
    return isSigned ? CmpIPredicate::sge : CmpIPredicate::uge;
  }
  return CmpIPredicate::eq;
}

/// Whether comparing the conversion of a `width`-bit integer to a float
/// with `c` orders the integer as its exact value would. Rounding is
/// monotonic and exact up to 2^precision, so this holds when every integer
/// converts exactly, when |c| < 2^precision, and when c is beyond every
/// converted integer (and none of them rounds to infinity).
bool isConversionExactNear(const llvm::APFloat &c, unsigned width,
                           bool isSigned) {
  const llvm::fltSemantics &sem = c.getSemantics();
  int precision = int(llvm::APFloat::semanticsPrecision(sem));
  int magnitudeBits = int(isSigned ? width - 1 : width);
  if (int(width) <= precision || c.isZero())
    return true;
  if (c.isInfinity())
    return llvm::APFloat::semanticsMaxExponent(sem) >= magnitudeBits;
  int exponent = ilogb(c);
  return exponent < precision || exponent > magnitudeBits;
}

/// cmpf(p, itofp(x), c) as a comparison of x: a constant, or cmpi(pred, x,
/// k).
struct IntComparison {
  std::optional<bool> constant;
  CmpIPredicate pred = CmpIPredicate::eq;
  llvm::APInt k;
};

/// The comparison of `width`-bit x equivalent to cmpf(`p`, itofp(x), `c`)
/// (a conversion never gives NaN), or nullopt when rounding could change
/// the order.
std::optional<IntComparison> getIntComparison(CmpFPredicate p,
                                              const llvm::APFloat &c,
                                              unsigned width, bool isSigned) {
  if (c.isNaN() || !isConversionExactNear(c, width, isSigned))
    return std::nullopt;
  IntComparison r;
  std::optional<Relation> rel = getRelation(p);
  // ord and true hold, uno and false do not
  if (!rel) {
    r.constant = p == CmpFPredicate::ORD || p == CmpFPredicate::AlwaysTrue;
    return r;
  }
  const llvm::fltSemantics &sem = c.getSemantics();
  auto convert = [&](const llvm::APInt &v) {
    llvm::APFloat f(sem);
    f.convertFromAPInt(v, isSigned, llvm::RoundingMode::NearestTiesToEven);
    return f;
  };
  llvm::APFloat maxF = convert(isSigned ? llvm::APInt::getSignedMaxValue(width)
                                        : llvm::APInt::getMaxValue(width));
  llvm::APFloat minF = convert(isSigned ? llvm::APInt::getSignedMinValue(width)
                                        : llvm::APInt::getMinValue(width));
  // c above every converted integer: only ne, lt, le hold
  if (maxF.compare(c) == llvm::APFloat::cmpLessThan) {
    r.constant =
        *rel == Relation::Ne || *rel == Relation::Lt || *rel == Relation::Le;
    return r;
  }
  // c below every converted integer: only ne, gt, ge hold
  if (minF.compare(c) == llvm::APFloat::cmpGreaterThan) {
    r.constant =
        *rel == Relation::Ne || *rel == Relation::Gt || *rel == Relation::Ge;
    return r;
  }
  llvm::APFloat truncated = c;
  truncated.roundToIntegral(llvm::RoundingMode::TowardZero);
  llvm::APSInt k(width, /*isUnsigned=*/!isSigned);
  bool isExact = false;
  if (truncated.convertToInteger(k, llvm::RoundingMode::TowardZero, &isExact) !=
      llvm::APFloat::opOK)
    return std::nullopt;
  r.k = k;
  // c integral: the same relation to k = c
  if (truncated.compare(c) == llvm::APFloat::cmpEqual) {
    r.pred = getIntPredicate(*rel, isSigned);
    return r;
  }
  // c not integral, k = trunc(c): x == c never holds, x != c always
  if (*rel == Relation::Eq || *rel == Relation::Ne) {
    r.constant = *rel == Relation::Ne;
    return r;
  }
  // x < c and x <= c are x <= k for c > 0, x < k for c < 0; x > c and
  // x >= c are x > k for c > 0, x >= k for c < 0
  bool below = *rel == Relation::Lt || *rel == Relation::Le;
  if (c.isNegative())
    r.pred = getIntPredicate(below ? Relation::Lt : Relation::Ge, isSigned);
  else
    r.pred = getIntPredicate(below ? Relation::Le : Relation::Gt, isSigned);
  return r;
}

/// cmpf(p, sitofp(x), c) -> cmpi(p', x, k), cmpf(p, uitofp(x), c) ->
/// cmpi(p', x, k), or a constant, when rounding cannot change the order.
LogicalResult rewriteCmpF(Operation *op, PatternRewriter &rewriter) {
  CmpFOp cmp(op);
  Operation *conversion = cmp.getLhs().getDefiningOp();
  if (!conversion || !llvm::isa<SIToFPOp, UIToFPOp>(conversion))
    return failure();
  auto c = llvm::dyn_cast_or_null<FloatAttr>(getConstant(cmp.getRhs()));
  Value x = conversion->getOperand(0);
  auto intType = llvm::dyn_cast<IntegerType>(x.getType());
  if (!c || !intType)
    return failure();
  std::optional<IntComparison> r =
      getIntComparison(cmp.getPredicate(), c.getValue(), intType.getWidth(),
                       llvm::isa<SIToFPOp>(conversion));
  if (!r)
    return failure();
  Type i1 = cmp.getResult().getType();
  Value result;
  if (r->constant) {
    result = createConstant(rewriter, op->getLoc(),
                            IntegerAttr::get(i1, int64_t(*r->constant)), i1);
  } else {
    Value k = createConstant(rewriter, op->getLoc(),
                             IntegerAttr::get(intType, r->k), intType);
    result = createCmpI(rewriter, op->getLoc(), r->pred, x, k, i1);
  }
  rewriter.replaceOp(op, {result});
  return success();
}

//===----------------------------------------------------------------------===//
// Extended ops
//===----------------------------------------------------------------------===//

/// Replaces the extended op `op` by `plainName`(lhs, rhs) when its second
/// result (the carry or the high half) is unused: its first result is the
/// wrapping sum or product.
LogicalResult rewriteUnusedSecondResult(Operation *op,
                                        PatternRewriter &rewriter,
                                        llvm::StringRef plainName) {
  if (!op->getResult(1).use_empty())
    return failure();
  Value first = createOp(rewriter, op->getLoc(), plainName,
                         {op->getOperand(0), op->getOperand(1)},
                         op->getResult(0).getType());
  rewriter.replaceAllUsesWith(op->getResult(0), first);
  rewriter.eraseOp(op);
  return success();
}

/// addui_extended(x, y)#0 -> addi(x, y) when #1 is unused.
LogicalResult rewriteAddUIExtended(Operation *op, PatternRewriter &rewriter) {
  return rewriteUnusedSecondResult(op, rewriter, "arith.addi");
}

/// mulsi_extended(x, y) -> (muli(x, y), _) when the high half is unused;
/// mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0))).
LogicalResult rewriteMulSIExtended(Operation *op, PatternRewriter &rewriter) {
  // mulsi_extended(x, y)#0 -> muli(x, y) when #1 is unused
  if (succeeded(rewriteUnusedSecondResult(op, rewriter, "arith.muli")))
    return success();
  // mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0)))
  // The operands are read signed: on i1 the bit pattern 1 is -1, whose
  // product with x is -x, and there is no extsi from i1 to i1 to build.
  MulSIExtendedOp mul(op);
  Location loc = op->getLoc();
  Type type = mul.getLow().getType();
  std::optional<llvm::APInt> one = getIntSplat(mul.getRhs());
  if (!one || !one->isOne() || one->isNegative())
    return failure();
  Value zero = createConstant(rewriter, loc, getIntAttr(type, 0), type);
  if (!zero)
    return failure();
  Type i1 = IntegerType::get(rewriter.getContext(), 1);
  Type boolType = i1;
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    boolType = shaped.clone(i1);
  Value negative = createCmpI(rewriter, loc, CmpIPredicate::slt, mul.getLhs(),
                              zero, boolType);
  Value high = createCast(rewriter, loc, "arith.extsi", negative, type);
  rewriter.replaceOp(op, {mul.getLhs(), high});
  return success();
}

/// mului_extended(x, y)#0 -> muli(x, y) when #1 is unused.
LogicalResult rewriteMulUIExtended(Operation *op, PatternRewriter &rewriter) {
  return rewriteUnusedSecondResult(op, rewriter, "arith.muli");
}

//===----------------------------------------------------------------------===//
// Float ops
//===----------------------------------------------------------------------===//

/// mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y), keeping the fastmath
/// flags of the outer op.
LogicalResult rewriteNegatedOperands(Operation *op, PatternRewriter &rewriter) {
  auto lhs = getDefiningOp<NegFOp>(op->getOperand(0));
  auto rhs = getDefiningOp<NegFOp>(op->getOperand(1));
  if (!lhs || !rhs)
    return failure();
  llvm::SmallVector<NamedAttribute, 1> attrs;
  FastMathFlags fm = getFastMathOf(op);
  if (fm != FastMathFlags::none) {
    Context *ctx = rewriter.getContext();
    attrs.push_back(NamedAttribute(StringAttr::get(ctx, "fastmath"),
                                   FastMathFlagsAttr::get(ctx, fm)));
  }
  Operation *newOp = rewriter.create(op->getLoc(), op->getName().getStringRef(),
                                     {lhs.getOperand(), rhs.getOperand()},
                                     {op->getResult(0).getType()}, attrs);
  rewriter.replaceOp(op, {newOp->getResult(0)});
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

constexpr char kAddI[] = "arith.addi";
constexpr char kSubI[] = "arith.subi";
constexpr char kMulI[] = "arith.muli";
constexpr char kAndI[] = "arith.andi";
constexpr char kOrI[] = "arith.ori";
constexpr char kXOrI[] = "arith.xori";
constexpr char kSelect[] = "arith.select";
constexpr char kExtSI[] = "arith.extsi";
constexpr char kTruncI[] = "arith.trunci";
constexpr char kIndexCast[] = "arith.index_cast";
constexpr char kIndexCastUI[] = "arith.index_castui";
constexpr char kCmpI[] = "arith.cmpi";
constexpr char kCmpF[] = "arith.cmpf";
constexpr char kAddUIExtended[] = "arith.addui_extended";
constexpr char kMulSIExtended[] = "arith.mulsi_extended";
constexpr char kMulUIExtended[] = "arith.mului_extended";
constexpr char kMulF[] = "arith.mulf";
constexpr char kDivF[] = "arith.divf";

/// Adds `Fn`, the patterns of op `Name`, to a set.
template <const char *Name, LogicalResult (*Fn)(Operation *, PatternRewriter &)>
void addPatterns(RewritePatternSet &patterns, Context *) {
  patterns.add(Name, Fn, /*benefit=*/1, Name);
}

/// Attaches `Fn` as the canonicalization patterns of op `Name`.
template <const char *Name, LogicalResult (*Fn)(Operation *, PatternRewriter &)>
void attach(Context *ctx) {
  attachCanonicalizationHook<addPatterns<Name, Fn>>(ctx, Name);
}

} // namespace

void assay::arith::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("arith", [](Dialect *dialect) {
    Context *ctx = dialect->getContext();
    attach<kAddI, rewriteAddI>(ctx);
    attach<kSubI, rewriteSubI>(ctx);
    attach<kMulI, rewriteMulI>(ctx);
    attach<kAndI, rewriteBitwiseOfExtensions>(ctx);
    attach<kOrI, rewriteBitwiseOfExtensions>(ctx);
    attach<kXOrI, rewriteXOrI>(ctx);
    attach<kSelect, rewriteSelect>(ctx);
    attach<kExtSI, rewriteExtSI>(ctx);
    attach<kTruncI, rewriteTruncI>(ctx);
    attach<kIndexCast, rewriteIndexCastOfExtension<ExtSIOp>>(ctx);
    attach<kIndexCastUI, rewriteIndexCastOfExtension<ExtUIOp>>(ctx);
    attach<kCmpI, rewriteCmpI>(ctx);
    attach<kCmpF, rewriteCmpF>(ctx);
    attach<kAddUIExtended, rewriteAddUIExtended>(ctx);
    attach<kMulSIExtended, rewriteMulSIExtended>(ctx);
    attach<kMulUIExtended, rewriteMulUIExtended>(ctx);
    attach<kMulF, rewriteNegatedOperands>(ctx);
    attach<kDivF, rewriteNegatedOperands>(ctx);
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "arith.addi",
     "addi(addi(x, c0), c1) -> addi(x, c0 + c1)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.addi %x, %c0 : !T\n"
     "  %r = arith.addi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.addi %c0, %c1 : !T\n"
     "  %r = arith.addi %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.addi",
     "addi(subi(x, c0), c1) -> addi(x, c1 - c0)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %x, %c0 : !T\n"
     "  %r = arith.addi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.subi %c1, %c0 : !T\n"
     "  %r = arith.addi %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.addi",
     "addi(subi(c0, x), c1) -> subi(c0 + c1, x)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %c0, %x : !T\n"
     "  %r = arith.addi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.addi %c0, %c1 : !T\n"
     "  %r = arith.subi %k, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.addi",
     "addi(addi(x, c0) nsw, c1) nsw -> addi(x, c0 + c1) nsw where c0 + c1 does "
     "not overflow",
     "int,index", "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.addi %x, %c0 overflow<nsw> : !T\n"
     "  %r = arith.addi %a, %c1 overflow<nsw> : !T\n"
     "  return %r : !T\n",
     "  %k = arith.addi %c0, %c1 : !T\n"
     "  %r = arith.addi %x, %k overflow<nsw> : !T\n"
     "  return %r : !T\n",
     "  %ok = arith.addi %c0, %c1 overflow<nsw> : !T\n"
     "  %pre = arith.cmpi eq, %ok, %ok : !T\n"},
    {IdentityKind::Pattern, "arith.addi", "addi(x, muli(y, -1)) -> subi(x, y)",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %m1 = arith.constant -1 : !T\n"
     "  %m = arith.muli %y, %m1 : !T\n"
     "  %r = arith.addi %x, %m : !T\n"
     "  return %r : !T\n",
     "  %r = arith.subi %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.addi", "addi(muli(x, -1), y) -> subi(y, x)",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %m1 = arith.constant -1 : !T\n"
     "  %m = arith.muli %x, %m1 : !T\n"
     "  %r = arith.addi %m, %y : !T\n"
     "  return %r : !T\n",
     "  %r = arith.subi %y, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(addi(x, c0), c1) -> addi(x, c0 - c1)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.addi %x, %c0 : !T\n"
     "  %r = arith.subi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.subi %c0, %c1 : !T\n"
     "  %r = arith.addi %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(subi(x, c0), c1) -> subi(x, c0 + c1)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %x, %c0 : !T\n"
     "  %r = arith.subi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.addi %c0, %c1 : !T\n"
     "  %r = arith.subi %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(subi(c0, x), c1) -> subi(c0 - c1, x)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %c0, %x : !T\n"
     "  %r = arith.subi %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.subi %c0, %c1 : !T\n"
     "  %r = arith.subi %k, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(c1, addi(x, c0)) -> subi(c1 - c0, x)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.addi %x, %c0 : !T\n"
     "  %r = arith.subi %c1, %a : !T\n"
     "  return %r : !T\n",
     "  %k = arith.subi %c1, %c0 : !T\n"
     "  %r = arith.subi %k, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(c1, subi(x, c0)) -> subi(c0 + c1, x)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %x, %c0 : !T\n"
     "  %r = arith.subi %c1, %a : !T\n"
     "  return %r : !T\n",
     "  %k = arith.addi %c0, %c1 : !T\n"
     "  %r = arith.subi %k, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(c1, subi(c0, x)) -> addi(x, c1 - c0)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.subi %c0, %x : !T\n"
     "  %r = arith.subi %c1, %a : !T\n"
     "  return %r : !T\n",
     "  %k = arith.subi %c1, %c0 : !T\n"
     "  %r = arith.addi %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi", "subi(subi(a, b), a) -> subi(0, b)",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %a = arith.subi %x, %y : !T\n"
     "  %r = arith.subi %a, %x : !T\n"
     "  return %r : !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.subi %z, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(subi(a, b) nsw, a) nsw -> subi(0, b) nsw", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %a = arith.subi %x, %y overflow<nsw> : !T\n"
     "  %r = arith.subi %a, %x overflow<nsw> : !T\n"
     "  return %r : !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.subi %z, %y overflow<nsw> : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.subi",
     "subi(subi(a, b) nuw, a) nuw -> subi(0, b) nuw", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %a = arith.subi %x, %y overflow<nuw> : !T\n"
     "  %r = arith.subi %a, %x overflow<nuw> : !T\n"
     "  return %r : !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.subi %z, %y overflow<nuw> : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.muli",
     "muli(muli(x, c0), c1) -> muli(x, c0 * c1)", "int,index",
     "%x: !T, %c0: !T const, %c1: !T const", "!T",
     "  %a = arith.muli %x, %c0 : !T\n"
     "  %r = arith.muli %a, %c1 : !T\n"
     "  return %r : !T\n",
     "  %k = arith.muli %c0, %c1 : !T\n"
     "  %r = arith.muli %x, %k : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.andi",
     "andi(extui(x), extui(y)) -> extui(andi(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extui %x : !T to !W\n"
     "  %b = arith.extui %y : !T to !W\n"
     "  %r = arith.andi %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.andi %x, %y : !T\n"
     "  %r = arith.extui %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.andi",
     "andi(extsi(x), extsi(y)) -> extsi(andi(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %b = arith.extsi %y : !T to !W\n"
     "  %r = arith.andi %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.andi %x, %y : !T\n"
     "  %r = arith.extsi %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.ori",
     "ori(extui(x), extui(y)) -> extui(ori(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extui %x : !T to !W\n"
     "  %b = arith.extui %y : !T to !W\n"
     "  %r = arith.ori %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.ori %x, %y : !T\n"
     "  %r = arith.extui %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.ori",
     "ori(extsi(x), extsi(y)) -> extsi(ori(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %b = arith.extsi %y : !T to !W\n"
     "  %r = arith.ori %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.ori %x, %y : !T\n"
     "  %r = arith.extsi %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.xori",
     "xori(extui(x), extui(y)) -> extui(xori(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extui %x : !T to !W\n"
     "  %b = arith.extui %y : !T to !W\n"
     "  %r = arith.xori %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.xori %x, %y : !T\n"
     "  %r = arith.extui %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.xori",
     "xori(extsi(x), extsi(y)) -> extsi(xori(x, y))", "int", "%x: !T, %y: !T",
     "!W",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %b = arith.extsi %y : !T to !W\n"
     "  %r = arith.xori %a, %b : !W\n"
     "  return %r : !W\n",
     "  %n = arith.xori %x, %y : !T\n"
     "  %r = arith.extsi %n : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.xori",
     "xori(cmpi(slt, a, b), true) -> cmpi(sge, a, b)", "int,index",
     "%x: !T, %y: !T", "i1",
     "  %c = arith.cmpi slt, %x, %y : !T\n"
     "  %t = arith.constant true\n"
     "  %r = arith.xori %c, %t : i1\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi sge, %x, %y : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "arith.xori",
     "xori(cmpi(ule, a, b), true) -> cmpi(ugt, a, b)", "int,index",
     "%x: !T, %y: !T", "i1",
     "  %c = arith.cmpi ule, %x, %y : !T\n"
     "  %t = arith.constant true\n"
     "  %r = arith.xori %c, %t : i1\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi ugt, %x, %y : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "arith.select", "select(c, 1, 0) -> extui(c)",
     "int>1", "%c: i1", "!T",
     "  %one = arith.constant 1 : !T\n"
     "  %zero = arith.constant 0 : !T\n"
     "  %r = arith.select %c, %one, %zero : !T\n"
     "  return %r : !T\n",
     "  %r = arith.extui %c : i1 to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.select",
     "select(c, 0, 1) -> extui(xori(c, true))", "int>1", "%c: i1", "!T",
     "  %one = arith.constant 1 : !T\n"
     "  %zero = arith.constant 0 : !T\n"
     "  %r = arith.select %c, %zero, %one : !T\n"
     "  return %r : !T\n",
     "  %t = arith.constant true\n"
     "  %n = arith.xori %c, %t : i1\n"
     "  %r = arith.extui %n : i1 to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.select",
     "select(c, false, true) -> xori(c, true)", "i1", "%c: i1", "!T",
     "  %f = arith.constant false\n"
     "  %t = arith.constant true\n"
     "  %r = arith.select %c, %f, %t : i1\n"
     "  return %r : !T\n",
     "  %t = arith.constant true\n"
     "  %r = arith.xori %c, %t : i1\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.select",
     "select(xori(c, true), a, b) -> select(c, b, a)", "int,index",
     "%c: i1, %x: !T, %y: !T", "!T",
     "  %t = arith.constant true\n"
     "  %n = arith.xori %c, %t : i1\n"
     "  %r = arith.select %n, %x, %y : !T\n"
     "  return %r : !T\n",
     "  %r = arith.select %c, %y, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.select",
     "select(c, select(c, a, b), d) -> select(c, a, d)", "int,index",
     "%c: i1, %x: !T, %y: !T, %z: !T", "!T",
     "  %s = arith.select %c, %x, %y : !T\n"
     "  %r = arith.select %c, %s, %z : !T\n"
     "  return %r : !T\n",
     "  %r = arith.select %c, %x, %z : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.select",
     "select(c, a, select(c, b, d)) -> select(c, a, d)", "int,index",
     "%c: i1, %x: !T, %y: !T, %z: !T", "!T",
     "  %s = arith.select %c, %y, %z : !T\n"
     "  %r = arith.select %c, %x, %s : !T\n"
     "  return %r : !T\n",
     "  %r = arith.select %c, %x, %z : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.extsi", "extsi(extui(x)) -> extui(x)", "int",
     "%x: !T", "!Q",
     "  %a = arith.extui %x : !T to !W\n"
     "  %r = arith.extsi %a : !W to !Q\n"
     "  return %r : !Q\n",
     "  %r = arith.extui %x : !T to !Q\n"
     "  return %r : !Q\n"},
    {IdentityKind::Pattern, "arith.trunci",
     "trunci(extsi(x)) -> extsi(x) when x is narrower than the result", "int",
     "%x: !T", "!W",
     "  %a = arith.extsi %x : !T to !Q\n"
     "  %r = arith.trunci %a : !Q to !W\n"
     "  return %r : !W\n",
     "  %r = arith.extsi %x : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.trunci",
     "trunci(extui(x)) -> extui(x) when x is narrower than the result", "int",
     "%x: !T", "!W",
     "  %a = arith.extui %x : !T to !Q\n"
     "  %r = arith.trunci %a : !Q to !W\n"
     "  return %r : !W\n",
     "  %r = arith.extui %x : !T to !W\n"
     "  return %r : !W\n"},
    {IdentityKind::Pattern, "arith.trunci",
     "trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits "
     "truncated",
     "int", "%x: !W", "!T",
     "  %c = arith.constant {W} : !W\n"
     "  %a = arith.shrsi %x, %c : !W\n"
     "  %r = arith.trunci %a : !W to !T\n"
     "  return %r : !T\n",
     "  %c = arith.constant {W} : !W\n"
     "  %a = arith.shrui %x, %c : !W\n"
     "  %r = arith.trunci %a : !W to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.trunci",
     "trunci(shrui(muli(extui(x), extui(y)), w)) -> mului_extended(x, y)#1",
     "int", "%x: !T, %y: !T", "!T",
     "  %a = arith.extui %x : !T to !W\n"
     "  %b = arith.extui %y : !T to !W\n"
     "  %m = arith.muli %a, %b : !W\n"
     "  %c = arith.constant {W} : !W\n"
     "  %s = arith.shrui %m, %c : !W\n"
     "  %r = arith.trunci %s : !W to !T\n"
     "  return %r : !T\n",
     "  %lo, %r = arith.mului_extended %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.trunci",
     "trunci(shrui(muli(extsi(x), extsi(y)), w)) -> mulsi_extended(x, y)#1",
     "int", "%x: !T, %y: !T", "!T",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %b = arith.extsi %y : !T to !W\n"
     "  %m = arith.muli %a, %b : !W\n"
     "  %c = arith.constant {W} : !W\n"
     "  %s = arith.shrui %m, %c : !W\n"
     "  %r = arith.trunci %s : !W to !T\n"
     "  return %r : !T\n",
     "  %lo, %r = arith.mulsi_extended %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.index_cast",
     "index_cast(extsi(x)) -> index_cast(x)", "int", "%x: !T", "index",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %r = arith.index_cast %a : !W to index\n"
     "  return %r : index\n",
     "  %r = arith.index_cast %x : !T to index\n"
     "  return %r : index\n"},
    {IdentityKind::Pattern, "arith.index_castui",
     "index_castui(extui(x)) -> index_castui(x)", "int", "%x: !T", "index",
     "  %a = arith.extui %x : !T to !W\n"
     "  %r = arith.index_castui %a : !W to index\n"
     "  return %r : index\n",
     "  %r = arith.index_castui %x : !T to index\n"
     "  return %r : index\n"},
    {IdentityKind::Pattern, "arith.cmpi",
     "cmpi eq(extsi(a), extsi(b)) -> cmpi eq(a, b)", "int", "%x: !T, %y: !T",
     "i1",
     "  %a = arith.extsi %x : !T to !W\n"
     "  %b = arith.extsi %y : !T to !W\n"
     "  %r = arith.cmpi eq, %a, %b : !W\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi eq, %x, %y : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "arith.cmpi",
     "cmpi ne(extui(a), extui(b)) -> cmpi ne(a, b)", "int", "%x: !T, %y: !T",
     "i1",
     "  %a = arith.extui %x : !T to !W\n"
     "  %b = arith.extui %y : !T to !W\n"
     "  %r = arith.cmpi ne, %a, %b : !W\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi ne, %x, %y : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "arith.cmpf",
     "cmpf olt(sitofp(x), 0.0) -> cmpi slt(x, 0)", "float", "%x: i8", "i1",
     "  %f = arith.sitofp %x : i8 to !T\n"
     "  %z = arith.constant 0.0 : !T\n"
     "  %r = arith.cmpf olt, %f, %z : !T\n"
     "  return %r : i1\n",
     "  %z = arith.constant 0 : i8\n"
     "  %r = arith.cmpi slt, %x, %z : i8\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "arith.addui_extended",
     "addui_extended(x, y)#0 -> addi(x, y) when #1 is unused", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %r, %o = arith.addui_extended %x, %y : !T, i1\n"
     "  return %r : !T\n",
     "  %r = arith.addi %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.mulsi_extended",
     "mulsi_extended(x, y)#0 -> muli(x, y) when #1 is unused", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %r, %h = arith.mulsi_extended %x, %y : !T\n"
     "  return %r : !T\n",
     "  %r = arith.muli %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.mulsi_extended",
     "mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0)))", "int>1", "%x: !T",
     "!T, !T",
     "  %one = arith.constant 1 : !T\n"
     "  %l, %h = arith.mulsi_extended %x, %one : !T\n"
     "  return %l, %h : !T, !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  %n = arith.cmpi slt, %x, %z : !T\n"
     "  %h = arith.extsi %n : i1 to !T\n"
     "  return %x, %h : !T, !T\n"},
    {IdentityKind::Pattern, "arith.mului_extended",
     "mului_extended(x, y)#0 -> muli(x, y) when #1 is unused", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %r, %h = arith.mului_extended %x, %y : !T\n"
     "  return %r : !T\n",
     "  %r = arith.muli %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.mulf",
     "mulf(negf(x), negf(y)) -> mulf(x, y)", "float", "%x: !T, %y: !T", "!T",
     "  %a = arith.negf %x : !T\n"
     "  %b = arith.negf %y : !T\n"
     "  %r = arith.mulf %a, %b : !T\n"
     "  return %r : !T\n",
     "  %r = arith.mulf %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "arith.divf",
     "divf(negf(x), negf(y)) -> divf(x, y)", "float", "%x: !T, %y: !T", "!T",
     "  %a = arith.negf %x : !T\n"
     "  %b = arith.negf %y : !T\n"
     "  %r = arith.divf %a, %b : !T\n"
     "  return %r : !T\n",
     "  %r = arith.divf %x, %y : !T\n"
     "  return %r : !T\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::arith::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
