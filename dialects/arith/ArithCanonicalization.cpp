//===- ArithCanonicalization.cpp - arith canonicalization patterns --------===//
//
// The canonicalization patterns of the arith dialect, those mlir-opt 19
// applies, each with the identity it applies written above it. Folds (which
// create no op) are in ArithFold.cpp; these patterns create ops.
//
// Constants are matched through any ConstantLike op and combined by the
// ops' semantics (foldIntArith). Reassociating integer constants keeps an
// overflow flag only when both ops carry it and combining the constants
// under that flag does not overflow: then the new op overflows exactly when
// the old pair did (mlir-opt keeps the flags even when the combined constant
// wraps, which can make a defined result poison).
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
  Attribute attr = getConstant(v);
  if (auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return intAttr.getValue();
  if (auto dense = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr))
    if (dense.isSplat())
      return dense.getAPIntValue(0);
  return std::nullopt;
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

/// The flags of `a` and `b` kept when their constants `c0`, `c1` combine by
/// `kind` into one: those both carry and under which combining does not
/// overflow.
IntegerOverflowFlags keptFlags(Operation *a, Operation *b, IntArithKind kind,
                               Attribute c0, Attribute c1, Type type) {
  uint32_t both =
      uint32_t(getOverflowFlagsOf(a)) & uint32_t(getOverflowFlagsOf(b));
  uint32_t kept = 0;
  for (IntegerOverflowFlags flag :
       {IntegerOverflowFlags::nsw, IntegerOverflowFlags::nuw})
    if ((both & uint32_t(flag)) && foldIntArith(kind, c0, c1, type, flag))
      kept |= uint32_t(flag);
  return IntegerOverflowFlags(kept);
}

/// Replaces `op` by `name`(lhs, rhs) where `folded` = c0 `kind` c1.
LogicalResult reassociate(PatternRewriter &rewriter, Operation *op,
                          Operation *inner, llvm::StringRef name,
                          IntArithKind kind, Attribute c0, Attribute c1,
                          Value x, bool constantOnLeft, bool keepFlags = true) {
  Type type = op->getResult(0).getType();
  Attribute folded =
      foldIntArith(kind, c0, c1, type, IntegerOverflowFlags::none);
  if (!folded)
    return failure();
  IntegerOverflowFlags flags = keepFlags
                                   ? keptFlags(op, inner, kind, c0, c1, type)
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
        return reassociate(rewriter, op, inner, "arith.addi", IntArithKind::Add,
                           c0, c1, inner.getLhs(), false);
    if (auto inner = getDefiningOp<SubIOp>(add.getLhs())) {
      // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
      if (Attribute c0 = getConstant(inner.getRhs()))
        return reassociate(rewriter, op, inner, "arith.addi", IntArithKind::Sub,
                           c1, c0, inner.getLhs(), false);
      // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
      if (Attribute c0 = getConstant(inner.getLhs()))
        return reassociate(rewriter, op, inner, "arith.subi", IntArithKind::Add,
                           c0, c1, inner.getRhs(), true);
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
        return reassociate(rewriter, op, inner, "arith.addi", IntArithKind::Sub,
                           c0, c1, inner.getLhs(), false,
                           /*keepFlags=*/false);
    if (auto inner = getDefiningOp<SubIOp>(lhs)) {
      // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
      if (Attribute c0 = getConstant(inner.getRhs()))
        return reassociate(rewriter, op, inner, "arith.subi", IntArithKind::Add,
                           c0, c1, inner.getLhs(), false);
      // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
      if (Attribute c0 = getConstant(inner.getLhs()))
        return reassociate(rewriter, op, inner, "arith.subi", IntArithKind::Sub,
                           c0, c1, inner.getRhs(), true);
    }
  }
  if (Attribute c1 = getConstant(lhs)) {
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    if (auto inner = getDefiningOp<AddIOp>(rhs))
      if (Attribute c0 = getConstant(inner.getRhs()))
        return reassociate(rewriter, op, inner, "arith.subi", IntArithKind::Sub,
                           c1, c0, inner.getLhs(), true);
    if (auto inner = getDefiningOp<SubIOp>(rhs)) {
      // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
      if (Attribute c0 = getConstant(inner.getRhs()))
        return reassociate(rewriter, op, inner, "arith.subi", IntArithKind::Add,
                           c0, c1, inner.getLhs(), true);
      // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
      if (Attribute c0 = getConstant(inner.getLhs()))
        return reassociate(rewriter, op, inner, "arith.addi", IntArithKind::Sub,
                           c1, c0, inner.getRhs(), false);
    }
  }
  // subi(subi(a, b), a) -> subi(0, b)
  if (auto inner = getDefiningOp<SubIOp>(lhs)) {
    if (inner.getLhs() == rhs) {
      Type type = sub.getResult().getType();
      Value zero =
          createConstant(rewriter, op->getLoc(), getIntAttr(type, 0), type);
      if (!zero)
        return failure();
      rewriter.replaceOp(op, {createOp(rewriter, op->getLoc(), "arith.subi",
                                       {zero, inner.getRhs()}, type)});
      return success();
    }
  }
  return failure();
}

LogicalResult rewriteMulI(Operation *op, PatternRewriter &rewriter) {
  MulIOp mul(op);
  // muli(muli(x, c0), c1) -> muli(x, c0 * c1)
  // Both flags stay: if c0 * c1 overflows, only x = 0 keeps the pair
  // defined, and 0 times anything does not overflow.
  Attribute c1 = getConstant(mul.getRhs());
  auto inner = getDefiningOp<MulIOp>(mul.getLhs());
  if (!c1 || !inner)
    return failure();
  Attribute c0 = getConstant(inner.getRhs());
  if (!c0)
    return failure();
  Type type = mul.getResult().getType();
  Attribute folded =
      foldIntArith(IntArithKind::Mul, c0, c1, type, IntegerOverflowFlags::none);
  if (!folded)
    return failure();
  Value constant = createConstant(rewriter, op->getLoc(), folded, type);
  if (!constant)
    return failure();
  auto flags = IntegerOverflowFlags(uint32_t(mul.getOverflowFlags()) &
                                    uint32_t(inner.getOverflowFlags()));
  rewriter.replaceOp(op, {createOp(rewriter, op->getLoc(), "arith.muli",
                                   {inner.getLhs(), constant}, type, flags)});
  return success();
}

//===----------------------------------------------------------------------===//
// Bitwise ops
//===----------------------------------------------------------------------===//

/// The predicate true exactly when `p` is false.
CmpIPredicate invertPredicate(CmpIPredicate p) {
  switch (p) {
  case CmpIPredicate::eq:
    return CmpIPredicate::ne;
  case CmpIPredicate::ne:
    return CmpIPredicate::eq;
  case CmpIPredicate::slt:
    return CmpIPredicate::sge;
  case CmpIPredicate::sle:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sgt:
    return CmpIPredicate::sle;
  case CmpIPredicate::sge:
    return CmpIPredicate::slt;
  case CmpIPredicate::ult:
    return CmpIPredicate::uge;
  case CmpIPredicate::ule:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ule;
  case CmpIPredicate::uge:
    return CmpIPredicate::ult;
  }
  return p;
}

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
  // select(c, select(c, a, b), d) -> select(c, a, d)
  if (auto inner = getDefiningOp<SelectOp>(a)) {
    if (inner.getCondition() == cond) {
      rewriter.replaceOp(
          op, {createSelect(rewriter, loc, cond, inner.getTrueValue(), b)});
      return success();
    }
  }
  // select(c, a, select(c, b, d)) -> select(c, a, d)
  if (auto inner = getDefiningOp<SelectOp>(b)) {
    if (inner.getCondition() == cond) {
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
  // truncated (the kept bits never see the sign fill)
  if (auto shift = getDefiningOp<ShRSIOp>(trunc.getIn())) {
    std::optional<llvm::APInt> amount = getIntSplat(shift.getRhs());
    unsigned from = getWidth(shift.getLhs().getType());
    if (amount && *amount == from - getWidth(type)) {
      Value logical = createOp(rewriter, op->getLoc(), "arith.shrui",
                               {shift.getLhs(), shift.getRhs()},
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
// Extended ops
//===----------------------------------------------------------------------===//

/// addui_extended(x, y) -> (addi(x, y), _) when the overflow is unused.
LogicalResult rewriteAddUIExtended(Operation *op, PatternRewriter &rewriter) {
  AddUIExtendedOp add(op);
  if (!add.getOverflow().use_empty())
    return failure();
  Value sum = createOp(rewriter, op->getLoc(), "arith.addi",
                       {add.getLhs(), add.getRhs()}, add.getSum().getType());
  rewriter.replaceAllUsesWith(add.getSum(), sum);
  rewriter.eraseOp(op);
  return success();
}

/// mulsi_extended(x, y) -> (muli(x, y), _) when the high half is unused;
/// mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0))).
LogicalResult rewriteMulSIExtended(Operation *op, PatternRewriter &rewriter) {
  MulSIExtendedOp mul(op);
  Location loc = op->getLoc();
  Type type = mul.getLow().getType();
  // mulsi_extended(x, y)#0 -> muli(x, y) when #1 is unused
  if (mul.getHigh().use_empty()) {
    Value low = createOp(rewriter, loc, "arith.muli",
                         {mul.getLhs(), mul.getRhs()}, type);
    rewriter.replaceAllUsesWith(mul.getLow(), low);
    rewriter.eraseOp(op);
    return success();
  }
  // mulsi_extended(x, 1) -> (x, extsi(cmpi slt(x, 0)))
  std::optional<llvm::APInt> one = getIntSplat(mul.getRhs());
  if (!one || !one->isOne())
    return failure();
  Value zero = createConstant(rewriter, loc, getIntAttr(type, 0), type);
  if (!zero)
    return failure();
  Type boolType = mul.getHigh().getType();
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    boolType = shaped.clone(IntegerType::get(rewriter.getContext(), 1));
  else
    boolType = IntegerType::get(rewriter.getContext(), 1);
  Value negative = createCmpI(rewriter, loc, CmpIPredicate::slt, mul.getLhs(),
                              zero, boolType);
  Value high = createCast(rewriter, loc, "arith.extsi", negative, type);
  rewriter.replaceOp(op, {mul.getLhs(), high});
  return success();
}

/// mului_extended(x, y)#0 -> muli(x, y) when #1 is unused.
LogicalResult rewriteMulUIExtended(Operation *op, PatternRewriter &rewriter) {
  MulUIExtendedOp mul(op);
  if (!mul.getHigh().use_empty())
    return failure();
  Value low = createOp(rewriter, op->getLoc(), "arith.muli",
                       {mul.getLhs(), mul.getRhs()}, mul.getLow().getType());
  rewriter.replaceAllUsesWith(mul.getLow(), low);
  rewriter.eraseOp(op);
  return success();
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
    attach<kAddUIExtended, rewriteAddUIExtended>(ctx);
    attach<kMulSIExtended, rewriteMulSIExtended>(ctx);
    attach<kMulUIExtended, rewriteMulUIExtended>(ctx);
    attach<kMulF, rewriteNegatedOperands>(ctx);
    attach<kDivF, rewriteNegatedOperands>(ctx);
  });
}
