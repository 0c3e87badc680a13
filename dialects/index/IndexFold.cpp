//===- IndexFold.cpp - Folding of the index ops ---------------------------===//
//
// The folders of the index ops and the dialect's constant materialization.
//
// Constant folding computes the op's semantics (IndexSemantics.h) with the
// concrete domain, once with `index` 64 bits wide and once 32 bits wide (the
// operands truncated), and folds only when both agree, as mlir-opt 19 does:
// the fold then holds on either target whatever the width of index. Agree
// means: at 64 bits the op is neither undefined behaviour nor poison; at 32
// bits it is not poison and divides by no zero; and the 64-bit result,
// truncated to 32 bits when it is an index, equals the 32-bit one. The one
// undefined behaviour allowed at 32 bits is a signed division's overflow
// (MIN / -1): a 32-bit target may then give any value, the 64-bit one
// included (mlir-opt folds these too). Unlike mlir-opt, a signed division
// that overflows at 64 bits is left alone: it is undefined behaviour.
//
// Algebraic folds, as mlir-opt 19 has them: add(x, 0), sub(x, 0) and
// mul(x, 1) give x, mul(x, 0) gives 0; cmp(x, x) is decided by the
// predicate, and cmp(max/min(x, A), B) when the range of max/min decides it
// at both widths. (The folder moves the constant of a commutative op to the
// right, for every dialect.)
//
// Materialized constants are index.constant (an index attribute) and
// index.bool.constant (an i1); casts to other integer types fold to an
// attribute the dialect cannot materialize, so they stay unfolded, as in
// mlir-opt.
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexOps.h"

#include "dialects/AllPatterns.h"
#include "dialects/ConcreteDomain.h"
#include "dialects/index/IndexSemantics.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/FoldInterfaces.h"
#include "ir/OperationState.h"

#include <optional>

using namespace assay;
using namespace assay::index;

namespace {
using D = ConcreteDomain;
using IntV = sem::Int<D>;
namespace is = index::semantics;
using BinaryFn = IntV (*)(D &, const IntV &, const IntV &);
using CastFn = IntV (*)(D &, const IntV &, unsigned);
using llvm::APInt;

/// The algebraic identities a binary op folds besides constants.
enum class Identity { None, Add, Sub, Mul };
} // namespace

/// The narrow width of index that folds must also hold at.
static constexpr unsigned kNarrowIndexWidth = 32;

static IntegerAttr getIntAttr(Attribute attr) {
  return llvm::dyn_cast_or_null<IntegerAttr>(attr);
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

static LogicalResult
foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  Attribute value = op->getInherentAttr("value");
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

/// `Fn(lhs, rhs)` if it is the same at both widths of index (see the file
/// header); `Divides` ops may not divide by zero at 32 bits.
template <BinaryFn Fn, bool Divides>
static Attribute foldBinaryConstants(Type type, const APInt &lhs,
                                     const APInt &rhs) {
  D d;
  IntV wide = Fn(d, sem::value(d, lhs), sem::value(d, rhs));
  if (d.hasUB() || wide.poison)
    return {};
  APInt narrowLhs = lhs.trunc(kNarrowIndexWidth);
  APInt narrowRhs = rhs.trunc(kNarrowIndexWidth);
  if (Divides && narrowRhs.isZero())
    return {};
  IntV narrow = Fn(d, sem::value(d, narrowLhs), sem::value(d, narrowRhs));
  if (narrow.poison || wide.bits.trunc(kNarrowIndexWidth) != narrow.bits)
    return {};
  return IntegerAttr::get(type, wide.bits);
}

template <BinaryFn Fn, bool Divides = false, Identity Id = Identity::None>
static LogicalResult foldBinary(Operation *op,
                                llvm::ArrayRef<Attribute> operands,
                                llvm::SmallVectorImpl<OpFoldResult> &results) {
  IntegerAttr lhs = getIntAttr(operands[0]), rhs = getIntAttr(operands[1]);
  if (lhs && rhs) {
    if (Attribute folded = foldBinaryConstants<Fn, Divides>(
            op->getResult(0).getType(), lhs.getValue(), rhs.getValue())) {
      results.push_back(folded);
      return success();
    }
  }
  if (rhs) {
    const APInt &c = rhs.getValue();
    // add(x, 0) -> x, sub(x, 0) -> x, mul(x, 1) -> x; not when x is the op
    // itself (legal in an unreachable block), which the driver would take
    // for an in-place fold and visit forever
    bool selfOperand = op->getOperand(0) == op->getResult(0);
    if (!selfOperand &&
        (((Id == Identity::Add || Id == Identity::Sub) && c.isZero()) ||
         (Id == Identity::Mul && c.isOne()))) {
      results.push_back(op->getOperand(0));
      return success();
    }
    // mul(x, 0) -> 0
    if (Id == Identity::Mul && c.isZero()) {
      results.push_back(rhs);
      return success();
    }
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// index.cmp
//===----------------------------------------------------------------------===//

/// The values a max/min with the constant `bound` can take, as a signed and
/// an unsigned interval (each [lo, hi], both ends included).
struct ValueRange {
  APInt slo, shi, ulo, uhi;
};

/// The range of `kind`(x, bound) for any x of bound's width.
static ValueRange getMinMaxRange(llvm::StringRef kind, const APInt &bound) {
  unsigned w = bound.getBitWidth();
  ValueRange r;
  bool isSigned = kind == "index.maxs" || kind == "index.mins";
  APInt lo, hi;
  if (kind == "index.maxs") {
    lo = bound;
    hi = APInt::getSignedMaxValue(w);
  } else if (kind == "index.mins") {
    lo = APInt::getSignedMinValue(w);
    hi = bound;
  } else if (kind == "index.maxu") {
    lo = bound;
    hi = APInt::getMaxValue(w);
  } else {
    lo = APInt::getZero(w);
    hi = bound;
  }
  // An interval keeps its bounds in the other order only if it does not
  // cross the point where the two orders disagree (the sign bit flips).
  bool sameHalf = lo.isNegative() == hi.isNegative();
  if (isSigned) {
    r.slo = lo;
    r.shi = hi;
    r.ulo = sameHalf ? lo : APInt::getZero(w);
    r.uhi = sameHalf ? hi : APInt::getMaxValue(w);
  } else {
    r.ulo = lo;
    r.uhi = hi;
    r.slo = sameHalf ? lo : APInt::getSignedMinValue(w);
    r.shi = sameHalf ? hi : APInt::getSignedMaxValue(w);
  }
  return r;
}

/// Whether `pred(v, c)` has the same value for every v in `r`, and which.
static std::optional<bool>
evaluateOnRange(IndexCmpPredicate pred, const ValueRange &r, const APInt &c) {
  using P = IndexCmpPredicate;
  auto decide = [](bool allTrue, bool allFalse) -> std::optional<bool> {
    if (allTrue)
      return true;
    if (allFalse)
      return false;
    return std::nullopt;
  };
  switch (pred) {
  case P::slt:
    return decide(r.shi.slt(c), r.slo.sge(c));
  case P::sle:
    return decide(r.shi.sle(c), r.slo.sgt(c));
  case P::sgt:
    return decide(r.slo.sgt(c), r.shi.sle(c));
  case P::sge:
    return decide(r.slo.sge(c), r.shi.slt(c));
  case P::ult:
    return decide(r.uhi.ult(c), r.ulo.uge(c));
  case P::ule:
    return decide(r.uhi.ule(c), r.ulo.ugt(c));
  case P::ugt:
    return decide(r.ulo.ugt(c), r.uhi.ule(c));
  case P::uge:
    return decide(r.ulo.uge(c), r.uhi.ult(c));
  case P::eq:
  case P::ne: {
    // As in mlir-opt, eq is decided false only when `c` lies outside both
    // the signed and the unsigned interval (outside either would do, but
    // mlir-opt does not fold that case).
    bool single = r.slo == r.shi;
    bool outside =
        (c.slt(r.slo) || c.sgt(r.shi)) && (c.ult(r.ulo) || c.ugt(r.uhi));
    std::optional<bool> eq = decide(single && r.slo == c, outside);
    if (!eq || pred == P::eq)
      return eq;
    return !*eq;
  }
  }
  return std::nullopt;
}

/// The constant of an index.constant or arith.constant defining `v`, or
/// null.
static IntegerAttr getConstantOperand(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike))
    return {};
  return getIntAttr(def->getInherentAttr("value"));
}

/// `pred(lhs, c)` where lhs is max/min(x, A), if the range of max/min
/// decides it at both widths of index.
static std::optional<bool> foldCmpOfMinMax(IndexCmpPredicate pred, Value lhs,
                                           const APInt &c) {
  Operation *minMax = lhs.getDefiningOp();
  if (!minMax)
    return std::nullopt;
  llvm::StringRef kind = minMax->getName().getStringRef();
  if (kind != MaxSOp::getOperationName() &&
      kind != MinSOp::getOperationName() &&
      kind != MaxUOp::getOperationName() && kind != MinUOp::getOperationName())
    return std::nullopt;
  IntegerAttr bound = getConstantOperand(minMax->getOperand(1));
  if (!bound)
    return std::nullopt;
  const APInt &a = bound.getValue();
  std::optional<bool> wide = evaluateOnRange(pred, getMinMaxRange(kind, a), c);
  std::optional<bool> narrow =
      evaluateOnRange(pred, getMinMaxRange(kind, a.trunc(kNarrowIndexWidth)),
                      c.trunc(kNarrowIndexWidth));
  if (!wide || !narrow || *wide != *narrow)
    return std::nullopt;
  return wide;
}

/// Whether `predicate` holds of equal operands.
static bool holdsOfEqualOperands(IndexCmpPredicate pred) {
  using P = IndexCmpPredicate;
  return pred == P::eq || pred == P::sle || pred == P::sge || pred == P::ule ||
         pred == P::uge;
}

static LogicalResult foldCmp(Operation *op, llvm::ArrayRef<Attribute> operands,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto predAttr = llvm::dyn_cast_or_null<IndexCmpPredicateAttr>(
      op->getInherentAttr("pred"));
  if (!predAttr)
    return failure();
  IndexCmpPredicate pred = predAttr.getValue();
  Context *ctx = op->getContext();
  IntegerAttr lhs = getIntAttr(operands[0]), rhs = getIntAttr(operands[1]);

  // cmp(c0, c1) -> its value, when the same at both widths
  if (lhs && rhs) {
    D d;
    const APInt &a = lhs.getValue(), &b = rhs.getValue();
    IntV wide = is::cmp(d, pred, sem::value(d, a), sem::value(d, b));
    IntV narrow = is::cmp(d, pred, sem::value(d, a.trunc(kNarrowIndexWidth)),
                          sem::value(d, b.trunc(kNarrowIndexWidth)));
    if (wide.bits == narrow.bits) {
      results.push_back(BoolAttr::get(ctx, wide.bits.getBoolValue()));
      return success();
    }
  }

  // cmp(max/min(x, A), B) -> its value, when the range of max/min decides
  // it at both widths
  if (rhs) {
    if (std::optional<bool> value =
            foldCmpOfMinMax(pred, op->getOperand(0), rhs.getValue())) {
      results.push_back(BoolAttr::get(ctx, *value));
      return success();
    }
  }

  // cmp(x, x) -> whether the predicate holds of equal operands
  if (op->getOperand(0) == op->getOperand(1)) {
    results.push_back(BoolAttr::get(ctx, holdsOfEqualOperands(pred)));
    return success();
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// Casts a constant when the cast gives the same at both widths of index.
template <CastFn Fn>
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute> operands,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  IntegerAttr input = getIntAttr(operands[0]);
  if (!input)
    return failure();
  Type inType = op->getOperand(0).getType();
  Type outType = op->getResult(0).getType();
  auto widthAt = [](Type type, unsigned indexWidth) {
    return type.isIndex() ? indexWidth : type.getIntOrFloatBitWidth();
  };
  const APInt &value = input.getValue();
  D d;
  IntV wide = Fn(d, sem::value(d, value), widthAt(outType, 64));
  APInt narrowIn = inType.isIndex() ? value.trunc(kNarrowIndexWidth) : value;
  IntV narrow =
      Fn(d, sem::value(d, narrowIn), widthAt(outType, kNarrowIndexWidth));
  APInt wideSeenNarrow =
      outType.isIndex() ? wide.bits.trunc(kNarrowIndexWidth) : wide.bits;
  if (wide.poison || narrow.poison || wideSeenNarrow != narrow.bits)
    return failure();
  results.push_back(IntegerAttr::get(outType, wide.bits));
  return success();
}

//===----------------------------------------------------------------------===//
// Materialization and registration
//===----------------------------------------------------------------------===//

/// index.bool.constant for an i1, index.constant for an index.
static Operation *materializeIndexConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  IntegerAttr integer = getIntAttr(value);
  if (!integer || integer.getType() != type)
    return nullptr;
  if (type.isSignlessInteger(1)) {
    OperationState state(loc, BoolConstantOp::getOperationName());
    state.addAttribute(
        "value",
        BoolAttr::get(builder.getContext(), integer.getValue().getBoolValue()));
    state.addTypes(type);
    return builder.create(state);
  }
  if (!type.isIndex())
    return nullptr;
  OperationState state(loc, ConstantOp::getOperationName());
  state.addAttribute("value", integer);
  state.addTypes(type);
  return builder.create(state);
}

static const DialectFoldInterface kIndexFoldInterface = {
    materializeIndexConstant, nullptr};

/// Attaches `Fn` as the folder of the registered op `name`.
template <FoldInterface::FoldFn Fn>
static void attach(Context *ctx, llvm::StringRef name) {
  OpInfo *info = ctx->lookupRegisteredOperation(name);
  assert(info && "attaching a folder to an op the dialect did not register");
  attachFoldHook<Fn>(*info);
}

void index::registerIndexFolders(Dialect &dialect) {
  Context *ctx = dialect.getContext();
  attachDialectFoldInterface(dialect, kIndexFoldInterface);

  attach<foldConstant>(ctx, ConstantOp::getOperationName());
  attach<foldConstant>(ctx, BoolConstantOp::getOperationName());

  attach<foldBinary<is::add<D>, false, Identity::Add>>(ctx, "index.add");
  attach<foldBinary<is::sub<D>, false, Identity::Sub>>(ctx, "index.sub");
  attach<foldBinary<is::mul<D>, false, Identity::Mul>>(ctx, "index.mul");
  attach<foldBinary<is::divs<D>, true>>(ctx, "index.divs");
  attach<foldBinary<is::divu<D>, true>>(ctx, "index.divu");
  attach<foldBinary<is::ceildivs<D>, true>>(ctx, "index.ceildivs");
  attach<foldBinary<is::ceildivu<D>, true>>(ctx, "index.ceildivu");
  attach<foldBinary<is::floordivs<D>, true>>(ctx, "index.floordivs");
  attach<foldBinary<is::rems<D>, true>>(ctx, "index.rems");
  attach<foldBinary<is::remu<D>, true>>(ctx, "index.remu");
  attach<foldBinary<is::maxs<D>>>(ctx, "index.maxs");
  attach<foldBinary<is::maxu<D>>>(ctx, "index.maxu");
  attach<foldBinary<is::mins<D>>>(ctx, "index.mins");
  attach<foldBinary<is::minu<D>>>(ctx, "index.minu");
  attach<foldBinary<is::shl<D>>>(ctx, "index.shl");
  attach<foldBinary<is::shrs<D>>>(ctx, "index.shrs");
  attach<foldBinary<is::shru<D>>>(ctx, "index.shru");
  attach<foldBinary<is::and_<D>>>(ctx, "index.and");
  attach<foldBinary<is::or_<D>>>(ctx, "index.or");
  attach<foldBinary<is::xor_<D>>>(ctx, "index.xor");

  attach<foldCmp>(ctx, CmpOp::getOperationName());
  attach<foldCast<is::casts<D>>>(ctx, CastSOp::getOperationName());
  attach<foldCast<is::castu<D>>>(ctx, CastUOp::getOperationName());
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "index", "constant folding", "", "", "",
     "index.constant index.bool.constant index.divs index.divu "
     "index.ceildivs index.ceildivu index.floordivs index.rems index.remu "
     "index.maxs index.maxu index.mins index.minu index.shl index.shrs "
     "index.shru index.and index.or index.xor index.casts index.castu"},
    {IdentityKind::Fold, "index.add", "add(x, 0) -> x", "index", "%x: !T", "!T",
     "  %c = index.constant 0\n"
     "  %r = index.add %x, %c\n"
     "  return %r : index\n",
     "  return %x : index\n"},
    {IdentityKind::Fold, "index.add",
     "add(c, x) -> add(x, c) (constant moved right)", "index",
     "%x: !T, %c: !T const", "!T",
     "  %r = index.add %c, %x\n"
     "  return %r : index\n",
     "  %r = index.add %x, %c\n"
     "  return %r : index\n"},
    {IdentityKind::Fold, "index.sub", "sub(x, 0) -> x", "index", "%x: !T", "!T",
     "  %c = index.constant 0\n"
     "  %r = index.sub %x, %c\n"
     "  return %r : index\n",
     "  return %x : index\n"},
    {IdentityKind::Fold, "index.mul", "mul(x, 1) -> x", "index", "%x: !T", "!T",
     "  %c = index.constant 1\n"
     "  %r = index.mul %x, %c\n"
     "  return %r : index\n",
     "  return %x : index\n"},
    {IdentityKind::Fold, "index.mul", "mul(x, 0) -> 0", "index", "%x: !T", "!T",
     "  %c = index.constant 0\n"
     "  %r = index.mul %x, %c\n"
     "  return %r : index\n",
     "  %r = index.constant 0\n"
     "  return %r : index\n"},
    {IdentityKind::Fold, "index.cmp", "cmp eq(x, x) -> true", "index", "%x: !T",
     "i1",
     "  %r = index.cmp eq(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp ne(x, x) -> false", "index",
     "%x: !T", "i1",
     "  %r = index.cmp ne(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp slt(x, x) -> false", "index",
     "%x: !T", "i1",
     "  %r = index.cmp slt(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp sle(x, x) -> true", "index",
     "%x: !T", "i1",
     "  %r = index.cmp sle(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp sgt(x, x) -> false", "index",
     "%x: !T", "i1",
     "  %r = index.cmp sgt(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp sge(x, x) -> true", "index",
     "%x: !T", "i1",
     "  %r = index.cmp sge(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp ult(x, x) -> false", "index",
     "%x: !T", "i1",
     "  %r = index.cmp ult(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp ule(x, x) -> true", "index",
     "%x: !T", "i1",
     "  %r = index.cmp ule(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp ugt(x, x) -> false", "index",
     "%x: !T", "i1",
     "  %r = index.cmp ugt(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp", "cmp uge(x, x) -> true", "index",
     "%x: !T", "i1",
     "  %r = index.cmp uge(%x, %x)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp slt(maxs(x, a), b) -> false where b <= a", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.maxs %x, %a\n"
     "  %r = index.cmp slt(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n",
     "  %pre = index.cmp sle(%b, %a)\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp sgt(mins(x, a), b) -> false where a <= b", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.mins %x, %a\n"
     "  %r = index.cmp sgt(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n",
     "  %pre = index.cmp sle(%a, %b)\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp ult(maxu(x, a), b) -> false where b <=u a", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.maxu %x, %a\n"
     "  %r = index.cmp ult(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n",
     "  %pre = index.cmp ule(%b, %a)\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp ugt(minu(x, a), b) -> false where a <=u b", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.minu %x, %a\n"
     "  %r = index.cmp ugt(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant false\n"
     "  return %r : i1\n",
     "  %pre = index.cmp ule(%a, %b)\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp sge(maxs(x, a), b) -> true where b <= a", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.maxs %x, %a\n"
     "  %r = index.cmp sge(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n",
     "  %pre = index.cmp sle(%b, %a)\n"},
    {IdentityKind::Fold, "index.cmp",
     "cmp ule(minu(x, a), b) -> true where a <=u b", "index",
     "%x: !T, %a: !T const, %b: !T const", "i1",
     "  %m = index.minu %x, %a\n"
     "  %r = index.cmp ule(%m, %b)\n"
     "  return %r : i1\n",
     "  %r = index.bool.constant true\n"
     "  return %r : i1\n",
     "  %pre = index.cmp ule(%a, %b)\n"},

};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::index::getFoldIdentities() {
  return kFoldIdentities;
}
