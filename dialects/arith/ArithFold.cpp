//===- ArithFold.cpp - Folders and constant materialization of arith ------===//
//
// Every arith op folds in two ways:
//
//  - constant folding: when every operand is a constant (a scalar, a splat
//    or dense elements), the op's semantics template (ArithSemantics.h) is
//    run with the concrete domain on each lane. A lane that raises undefined
//    behaviour or gives poison stops the fold and the op stays; the only
//    exception is poison that comes from overflow flags or fast-math flags
//    alone: the value computed without the flags is a refinement of poison,
//    and folding to it is what mlir-opt does.
//  - algebraic folds that return an existing value or a constant without
//    looking at constants' lanes (x + 0 -> x, x - x -> 0, ...), as mlir-opt
//    19 has them; each is written above its code. Where the result is an
//    operand that is a constant (muli(x, 0), andi(x, 0), maxsi(x, MAX)),
//    the fold returns that operand's value, as mlir-opt does, rather than
//    its attribute: an attribute is materialized as a new constant in front
//    of the op, and the constants at the head of the region would end up in
//    another order than mlir-opt's.
//
// Commutative ops with a constant left operand get it moved to the right by
// the folder itself (rewrite/FoldUtils.h), for every dialect.
//
// Poison: an operand that is `ub.poison` (the constant `#ub.poison`) makes
// the result poison for every arith op but select (docs/semantics.md), so
// the op folds to `#ub.poison`, which the dialect materializes as
// `ub.poison`. A poison divisor is undefined behaviour rather than poison;
// poison refines it, and mlir-opt folds it so too. select propagates only
// the condition's poison and the chosen operand's.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithFold.h"

#include "dialects/AllPatterns.h"
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithDialect.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/arith/ArithSemantics.h"
#include "dialects/ub/UBAttributes.h"
#include "dialects/ub/UBOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ElementsAttributes.h"
#include "ir/FoldInterfaces.h"
#include "ir/OpConstraints.h"

using namespace assay;
using namespace assay::arith;

std::optional<llvm::APInt> arith::getIntSplat(Attribute attr) {
  if (auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return intAttr.getValue();
  if (auto dense = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr))
    if (dense.isSplat())
      return dense.getAPIntValue(0);
  return std::nullopt;
}

namespace {
using D = ConcreteDomain;
using IntV = sem::Int<D>;
using FltV = sem::Float<D>;
namespace as = arith::semantics;
using Results = llvm::SmallVectorImpl<OpFoldResult>;
using Consts = llvm::ArrayRef<Attribute>;

//===----------------------------------------------------------------------===//
// Lanes of constants
//===----------------------------------------------------------------------===//

/// One element of a constant operand or of a folded result.
struct Lane {
  llvm::APInt i;
  std::optional<llvm::APFloat> f;
  bool poison = false;

  IntV asInt() const { return {i, false}; }
  FltV asFloat() const { return {*f, false}; }
  void set(const IntV &v) {
    i = v.bits;
    poison = v.poison;
  }
  void set(const FltV &v) {
    f = v.bits;
    poison = v.poison;
  }
};

/// Reads element `index` of the constant `attr` (a scalar attribute stands
/// for every lane); false for constants the folder does not read.
bool readLane(Attribute attr, int64_t index, Lane &lane) {
  if (auto intAttr = llvm::dyn_cast<IntegerAttr>(attr)) {
    lane.i = intAttr.getValue();
    return true;
  }
  if (auto floatAttr = llvm::dyn_cast<FloatAttr>(attr)) {
    lane.f = floatAttr.getValue();
    return true;
  }
  auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr);
  if (!dense)
    return false;
  Type element = dense.getElementType();
  int64_t at = dense.isSplat() ? 0 : index;
  if (llvm::isa<FloatType>(element)) {
    lane.f = dense.getAPFloatValue(at);
    return true;
  }
  if (!element.isIntOrIndex())
    return false;
  lane.i = dense.getAPIntValue(at);
  return true;
}

/// Whether `attr` is a constant whose lanes readLane can read.
bool isReadableConstant(Attribute attr, bool &isSplat) {
  if (llvm::isa_and_nonnull<IntegerAttr, FloatAttr>(attr)) {
    isSplat = true;
    return true;
  }
  auto dense = llvm::dyn_cast_or_null<DenseIntOrFPElementsAttr>(attr);
  if (!dense || !dense.getType().hasStaticShape())
    return false;
  Type element = dense.getElementType();
  if (!llvm::isa<FloatType>(element) && !element.isIntOrIndex())
    return false;
  isSplat = dense.isSplat();
  return true;
}

/// The constant of type `type` (scalar or shaped) holding `lanes` (one lane
/// for a splat).
Attribute buildConstant(Type type, llvm::ArrayRef<Lane> lanes) {
  Type element = getElementTypeOrSelf(type);
  bool isFloat = llvm::isa<FloatType>(element);
  if (auto shaped = llvm::dyn_cast<ShapedType>(type)) {
    if (isFloat) {
      llvm::SmallVector<llvm::APFloat, 4> values;
      for (const Lane &lane : lanes)
        values.push_back(*lane.f);
      return DenseElementsAttr::get(shaped, values);
    }
    llvm::SmallVector<llvm::APInt, 4> values;
    for (const Lane &lane : lanes)
      values.push_back(lane.i);
    return DenseElementsAttr::get(shaped, values);
  }
  if (isFloat)
    return FloatAttr::get(type, *lanes.front().f);
  return IntegerAttr::get(type, lanes.front().i);
}

/// Folds constants `operands` into one constant per type of `resultTypes`
/// by calling `apply(d, in, out, withFlags)` on each lane, `in` and `out`
/// holding one lane per operand and per result. Fails on undefined
/// behaviour and on poison, except poison that disappears when `apply` runs
/// without the op's flags (`hasFlags`): the result is then the flag-less
/// value.
template <class Fn>
LogicalResult constFoldLanes(llvm::ArrayRef<Type> resultTypes, Consts operands,
                             bool hasFlags, Fn &&apply,
                             llvm::SmallVectorImpl<Attribute> &folded) {
  bool allSplat = true;
  for (Attribute attr : operands) {
    bool isSplat = true;
    if (!isReadableConstant(attr, isSplat))
      return failure();
    allSplat &= isSplat;
  }
  int64_t numLanes = 1;
  for (Type type : resultTypes) {
    if (auto shaped = llvm::dyn_cast<ShapedType>(type)) {
      if (!shaped.hasStaticShape())
        return failure();
      numLanes = shaped.getNumElements();
    }
  }
  if (allSplat)
    numLanes = 1;

  unsigned numIn = operands.size(), numOut = resultTypes.size();
  llvm::SmallVector<llvm::SmallVector<Lane, 1>, 2> outLanes(numOut);
  llvm::SmallVector<Lane, 3> in(numIn);
  llvm::SmallVector<Lane, 2> out(numOut);
  auto anyPoison = [&] {
    return llvm::any_of(out, [](const Lane &l) { return l.poison; });
  };
  for (int64_t lane = 0; lane < numLanes; ++lane) {
    for (unsigned i = 0; i < numIn; ++i)
      if (!readLane(operands[i], lane, in[i]))
        return failure();
    D d;
    apply(d, llvm::ArrayRef<Lane>(in), llvm::MutableArrayRef<Lane>(out),
          /*withFlags=*/true);
    if (d.hasUB())
      return failure();
    if (anyPoison()) {
      if (!hasFlags)
        return failure();
      D plain;
      apply(plain, llvm::ArrayRef<Lane>(in), llvm::MutableArrayRef<Lane>(out),
            /*withFlags=*/false);
      if (plain.hasUB() || anyPoison())
        return failure();
    }
    for (unsigned r = 0; r < numOut; ++r)
      outLanes[r].push_back(out[r]);
  }
  folded.clear();
  for (unsigned r = 0; r < numOut; ++r)
    folded.push_back(buildConstant(resultTypes[r], outLanes[r]));
  return success();
}

/// Whether `attr` is the poison constant.
bool isPoison(Attribute attr) {
  return llvm::isa_and_nonnull<ub::PoisonAttr>(attr);
}

/// Folds `op` to poison when an operand is poison, else with constFoldLanes
/// when every operand is constant.
template <class Fn>
LogicalResult constFold(Operation *op, Consts operands, Results &results,
                        bool hasFlags, Fn &&apply) {
  // op(..., poison, ...) -> poison, every result
  if (Attribute poison = ub::getPoisonOperand(operands)) {
    results.assign(op->getNumResults(), poison);
    return success();
  }
  llvm::SmallVector<Type, 2> types(op->getResultTypes());
  llvm::SmallVector<Attribute, 2> folded;
  if (failed(constFoldLanes(types, operands, hasFlags, std::forward<Fn>(apply),
                            folded)))
    return failure();
  results.clear();
  for (Attribute attr : folded)
    results.push_back(attr);
  return success();
}

//===----------------------------------------------------------------------===//
// Matching constants and producers
//===----------------------------------------------------------------------===//

/// The value of a float constant or float splat.
std::optional<llvm::APFloat> getFloatSplat(Attribute attr) {
  if (auto floatAttr = llvm::dyn_cast_or_null<FloatAttr>(attr))
    return floatAttr.getValue();
  if (auto dense = llvm::dyn_cast_or_null<DenseFPElementsAttr>(attr))
    if (dense.isSplat())
      return dense.getAPFloatValue(0);
  return std::nullopt;
}

bool isIntZero(Attribute attr) {
  std::optional<llvm::APInt> v = getIntSplat(attr);
  return v && v->isZero();
}
bool isIntOne(Attribute attr) {
  std::optional<llvm::APInt> v = getIntSplat(attr);
  return v && v->isOne();
}
bool isIntAllOnes(Attribute attr) {
  std::optional<llvm::APInt> v = getIntSplat(attr);
  return v && v->isAllOnes();
}

/// Whether `attr` is a float splat of exactly `value` (sign of zero and
/// infinities included).
bool isFloatSplat(Attribute attr, const llvm::APFloat &value) {
  std::optional<llvm::APFloat> v = getFloatSplat(attr);
  return v && v->bitwiseIsEqual(value);
}

/// The bit width an integer-like element type has in attributes.
unsigned getStorageWidth(Type type) {
  Type element = getElementTypeOrSelf(type);
  return element.isIndex() ? IndexType::kInternalStorageBitWidth
                           : element.getIntOrFloatBitWidth();
}

/// The integer constant (scalar or splat) of type `type` and value `v`.
Attribute getIntConstant(Type type, const llvm::APInt &v) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type)) {
    if (!shaped.hasStaticShape())
      return {};
    return DenseElementsAttr::get(shaped, llvm::ArrayRef<llvm::APInt>(v));
  }
  return IntegerAttr::get(type, v);
}
Attribute getIntConstant(Type type, uint64_t v) {
  return getIntConstant(type, llvm::APInt(getStorageWidth(type), v));
}
Attribute getAllOnesConstant(Type type) {
  return getIntConstant(type, llvm::APInt::getAllOnes(getStorageWidth(type)));
}

/// The op defining `v` if it is an `OpT`.
template <class OpT> OpT getDefiningOp(Value v) {
  return llvm::dyn_cast_or_null<OpT>(v.getDefiningOp());
}

/// Whether `v` is `xori(x, -1)` (a bitwise not of `x`).
bool isNotOf(Value v, Value x) {
  auto xorOp = getDefiningOp<XOrIOp>(v);
  if (!xorOp)
    return false;
  auto rhs = getDefiningOp<ConstantOp>(xorOp.getRhs());
  return rhs && xorOp.getLhs() == x && isIntAllOnes(rhs.getValue());
}

/// Folds to one existing value.
LogicalResult foldTo(Results &results, OpFoldResult r) {
  results.assign(1, r);
  return success();
}

/// An in-place fold: the op changed itself.
LogicalResult foldInPlace(Results &results) {
  results.clear();
  return success();
}

/// Sets inherent attribute `name` of `op` (its properties when it keeps
/// them as a dictionary).
void setInherentAttr(Operation *op, llvm::StringRef name, Attribute value) {
  auto props = llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr());
  if (!props) {
    op->setAttr(name, value);
    return;
  }
  NamedAttrList list(props);
  list.set(name, value);
  op->setPropertiesAttr(list.getDictionary(op->getContext()));
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

/// The overflow flags applied to a lane: the op's, or none for the retry.
IntegerOverflowFlags flagsOf(Operation *op, bool withFlags) {
  return withFlags ? getOverflowFlagsOf(op) : IntegerOverflowFlags::none;
}

/// Integer binary op `Fn` (a semantics template without flags) on constant
/// lanes.
template <IntV (*Fn)(D &, const IntV &, const IntV &)>
LogicalResult foldIntConstants(Operation *op, Consts c, Results &results) {
  return constFold(
      op, c, results, /*hasFlags=*/false,
      [](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out, bool) {
        out[0].set(Fn(d, in[0].asInt(), in[1].asInt()));
      });
}

/// Integer binary op `Fn` with overflow flags on constant lanes.
template <IntV (*Fn)(D &, const IntV &, const IntV &, IntegerOverflowFlags)>
LogicalResult foldIntOverflowConstants(Operation *op, Consts c,
                                       Results &results) {
  return constFold(
      op, c, results, /*hasFlags=*/true,
      [op](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out,
           bool withFlags) {
        out[0].set(Fn(d, in[0].asInt(), in[1].asInt(), flagsOf(op, withFlags)));
      });
}

LogicalResult foldAddI(Operation *op, Consts c, Results &results) {
  AddIOp add(op);
  // addi(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, add.getLhs());
  // addi(subi(a, b), b) -> a
  if (auto sub = getDefiningOp<SubIOp>(add.getLhs()))
    if (sub.getRhs() == add.getRhs())
      return foldTo(results, sub.getLhs());
  // addi(b, subi(a, b)) -> a
  if (auto sub = getDefiningOp<SubIOp>(add.getRhs()))
    if (sub.getRhs() == add.getLhs())
      return foldTo(results, sub.getLhs());
  return foldIntOverflowConstants<as::addi<D>>(op, c, results);
}

LogicalResult foldSubI(Operation *op, Consts c, Results &results) {
  SubIOp sub(op);
  // subi(x, x) -> 0
  if (sub.getLhs() == sub.getRhs()) {
    if (Attribute zero = getIntConstant(sub.getResult().getType(), 0))
      return foldTo(results, zero);
  }
  // subi(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, sub.getLhs());
  if (auto add = getDefiningOp<AddIOp>(sub.getLhs())) {
    // subi(addi(a, b), b) -> a
    if (add.getRhs() == sub.getRhs())
      return foldTo(results, add.getLhs());
    // subi(addi(b, a), b) -> a
    if (add.getLhs() == sub.getRhs())
      return foldTo(results, add.getRhs());
  }
  return foldIntOverflowConstants<as::subi<D>>(op, c, results);
}

LogicalResult foldMulI(Operation *op, Consts c, Results &results) {
  MulIOp mul(op);
  // muli(x, 0) -> 0
  if (isIntZero(c[1]))
    return foldTo(results, mul.getRhs());
  // muli(x, 1) -> x
  if (isIntOne(c[1]))
    return foldTo(results, mul.getLhs());
  return foldIntOverflowConstants<as::muli<D>>(op, c, results);
}

/// divui/divsi/ceildivui/ceildivsi/floordivsi(x, 1) -> x, then constants.
template <IntV (*Fn)(D &, const IntV &, const IntV &)>
LogicalResult foldDivision(Operation *op, Consts c, Results &results) {
  // div(x, 1) -> x
  if (isIntOne(c[1]))
    return foldTo(results, op->getOperand(0));
  return foldIntConstants<Fn>(op, c, results);
}

/// remui/remsi(x, 1) -> 0, then constants.
template <IntV (*Fn)(D &, const IntV &, const IntV &)>
LogicalResult foldRemainder(Operation *op, Consts c, Results &results) {
  // rem(x, 1) -> 0
  if (isIntOne(c[1]))
    if (Attribute zero = getIntConstant(op->getResult(0).getType(), 0))
      return foldTo(results, zero);
  return foldIntConstants<Fn>(op, c, results);
}

LogicalResult foldAndI(Operation *op, Consts c, Results &results) {
  AndIOp andOp(op);
  Value lhs = andOp.getLhs(), rhs = andOp.getRhs();
  // andi(x, 0) -> 0
  if (isIntZero(c[1]))
    return foldTo(results, rhs);
  // andi(x, -1) -> x
  if (isIntAllOnes(c[1]))
    return foldTo(results, lhs);
  // andi(x, x) -> x
  if (lhs == rhs)
    return foldTo(results, lhs);
  // andi(x, not(x)) -> 0, andi(not(x), x) -> 0
  if (isNotOf(rhs, lhs) || isNotOf(lhs, rhs))
    if (Attribute zero = getIntConstant(andOp.getResult().getType(), 0))
      return foldTo(results, zero);
  // andi(a, andi(a, b)) -> andi(a, b), in any operand order
  for (auto [inner, other] : {std::pair{lhs, rhs}, std::pair{rhs, lhs}})
    if (auto prev = getDefiningOp<AndIOp>(inner))
      if (other == prev.getLhs() || other == prev.getRhs())
        return foldTo(results, prev.getResult());
  return foldIntConstants<as::andi<D>>(op, c, results);
}

LogicalResult foldOrI(Operation *op, Consts c, Results &results) {
  OrIOp orOp(op);
  Value lhs = orOp.getLhs(), rhs = orOp.getRhs();
  // ori(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, lhs);
  // ori(x, -1) -> -1
  if (isIntAllOnes(c[1]))
    return foldTo(results, c[1]);
  // ori(x, x) -> x
  if (lhs == rhs)
    return foldTo(results, lhs);
  // ori(x, not(x)) -> -1, ori(not(x), x) -> -1
  if (isNotOf(rhs, lhs) || isNotOf(lhs, rhs))
    if (Attribute ones = getAllOnesConstant(orOp.getResult().getType()))
      return foldTo(results, ones);
  return foldIntConstants<as::ori<D>>(op, c, results);
}

LogicalResult foldXOrI(Operation *op, Consts c, Results &results) {
  XOrIOp xorOp(op);
  Value lhs = xorOp.getLhs(), rhs = xorOp.getRhs();
  // xori(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, lhs);
  // xori(x, x) -> 0
  if (lhs == rhs)
    if (Attribute zero = getIntConstant(xorOp.getResult().getType(), 0))
      return foldTo(results, zero);
  // xori(xori(x, a), a) -> x, xori(xori(a, x), a) -> x
  if (auto inner = getDefiningOp<XOrIOp>(lhs)) {
    if (inner.getRhs() == rhs)
      return foldTo(results, inner.getLhs());
    if (inner.getLhs() == rhs)
      return foldTo(results, inner.getRhs());
  }
  // xori(a, xori(x, a)) -> x, xori(a, xori(a, x)) -> x
  if (auto inner = getDefiningOp<XOrIOp>(rhs)) {
    if (inner.getRhs() == lhs)
      return foldTo(results, inner.getLhs());
    if (inner.getLhs() == lhs)
      return foldTo(results, inner.getRhs());
  }
  return foldIntConstants<as::xori<D>>(op, c, results);
}

LogicalResult foldShLI(Operation *op, Consts c, Results &results) {
  // shli(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, op->getOperand(0));
  return foldIntOverflowConstants<as::shli<D>>(op, c, results);
}

/// shrui/shrsi(x, 0) -> x, then constants.
template <IntV (*Fn)(D &, const IntV &, const IntV &)>
LogicalResult foldShiftRight(Operation *op, Consts c, Results &results) {
  // shr(x, 0) -> x
  if (isIntZero(c[1]))
    return foldTo(results, op->getOperand(0));
  return foldIntConstants<Fn>(op, c, results);
}

/// The extreme values of a min/max op: `absorbing` is the constant that is
/// always the result (max(x, MAX) = MAX), `identity` the one that never is
/// (max(x, MIN) = x).
enum class MinMaxKind { MaxS, MaxU, MinS, MinU };

template <MinMaxKind Kind, IntV (*Fn)(D &, const IntV &, const IntV &)>
LogicalResult foldIntMinMax(Operation *op, Consts c, Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // max/min(x, x) -> x
  if (lhs == rhs)
    return foldTo(results, lhs);
  if (std::optional<llvm::APInt> v = getIntSplat(c[1])) {
    unsigned w = v->getBitWidth();
    llvm::APInt absorbing, identity;
    switch (Kind) {
    case MinMaxKind::MaxS:
      absorbing = llvm::APInt::getSignedMaxValue(w);
      identity = llvm::APInt::getSignedMinValue(w);
      break;
    case MinMaxKind::MaxU:
      absorbing = llvm::APInt::getMaxValue(w);
      identity = llvm::APInt::getMinValue(w);
      break;
    case MinMaxKind::MinS:
      absorbing = llvm::APInt::getSignedMinValue(w);
      identity = llvm::APInt::getSignedMaxValue(w);
      break;
    case MinMaxKind::MinU:
      absorbing = llvm::APInt::getMinValue(w);
      identity = llvm::APInt::getMaxValue(w);
      break;
    }
    // maxsi(x, MAX) -> MAX, maxui(x, UMAX) -> UMAX, minsi(x, MIN) -> MIN,
    // minui(x, 0) -> 0
    if (*v == absorbing)
      return foldTo(results, rhs);
    // maxsi(x, MIN) -> x, maxui(x, 0) -> x, minsi(x, MAX) -> x,
    // minui(x, UMAX) -> x
    if (*v == identity)
      return foldTo(results, lhs);
  }
  return foldIntConstants<Fn>(op, c, results);
}

//===----------------------------------------------------------------------===//
// Extended ops
//===----------------------------------------------------------------------===//

LogicalResult foldAddUIExtended(Operation *op, Consts c, Results &results) {
  AddUIExtendedOp add(op);
  // addui_extended(x, 0) -> (x, false)
  if (isIntZero(c[1])) {
    Attribute noOverflow =
        getIntConstant(add.getOverflow().getType(), uint64_t(0));
    if (!noOverflow)
      return failure();
    results.assign({OpFoldResult(add.getLhs()), OpFoldResult(noOverflow)});
    return success();
  }
  return constFold(
      op, c, results, /*hasFlags=*/false,
      [](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out, bool) {
        sem::Pair<IntV> r = as::addui_extended(d, in[0].asInt(), in[1].asInt());
        out[0].set(r.first);
        out[1].set(r.second);
      });
}

/// mulsi_extended / mului_extended.
template <bool IsSigned>
LogicalResult foldMulExtended(Operation *op, Consts c, Results &results) {
  Value lhs = op->getOperand(0);
  // mul*_extended(x, 0) -> (0, 0)
  if (isIntZero(c[1])) {
    results.assign({OpFoldResult(c[1]), OpFoldResult(c[1])});
    return success();
  }
  // mului_extended(x, 1) -> (x, 0)
  if (!IsSigned && isIntOne(c[1])) {
    Attribute zero = getIntConstant(lhs.getType(), uint64_t(0));
    if (!zero)
      return failure();
    results.assign({OpFoldResult(lhs), OpFoldResult(zero)});
    return success();
  }
  return constFold(
      op, c, results, /*hasFlags=*/false,
      [](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out, bool) {
        sem::Pair<IntV> r =
            IsSigned ? as::mulsi_extended(d, in[0].asInt(), in[1].asInt())
                     : as::mului_extended(d, in[0].asInt(), in[1].asInt());
        out[0].set(r.first);
        out[1].set(r.second);
      });
}

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

/// The fast-math flags applied to a lane: the op's, or none for the retry.
FastMathFlags fastMathOf(Operation *op, bool withFlags) {
  return withFlags ? getFastMathOf(op) : FastMathFlags::none;
}

/// Float binary op `Fn` on constant lanes.
template <FltV (*Fn)(D &, const FltV &, const FltV &, FastMathFlags)>
LogicalResult foldFloatConstants(Operation *op, Consts c, Results &results) {
  return constFold(op, c, results, /*hasFlags=*/true,
                   [op](D &d, llvm::ArrayRef<Lane> in,
                        llvm::MutableArrayRef<Lane> out, bool withFlags) {
                     out[0].set(Fn(d, in[0].asFloat(), in[1].asFloat(),
                                   fastMathOf(op, withFlags)));
                   });
}

/// The float semantics of `type`'s elements.
const llvm::fltSemantics &floatSemanticsOf(Type type) {
  return llvm::cast<FloatType>(getElementTypeOrSelf(type)).getFloatSemantics();
}

/// A float constant of the semantics of `type`'s elements.
llvm::APFloat floatOf(Type type, double v) {
  llvm::APFloat r(v);
  bool losesInfo;
  r.convert(floatSemanticsOf(type), llvm::RoundingMode::NearestTiesToEven,
            &losesInfo);
  return r;
}
llvm::APFloat infinityOf(Type type, bool negative) {
  return llvm::APFloat::getInf(floatSemanticsOf(type), negative);
}

/// The right operand that leaves the left one unchanged.
enum class FloatIdentity { NegativeZero, PositiveZero, One };

/// The value of `identity` in the semantics of `type`'s elements.
llvm::APFloat getFloatIdentity(Type type, FloatIdentity identity) {
  switch (identity) {
  case FloatIdentity::NegativeZero:
    return llvm::APFloat::getZero(floatSemanticsOf(type), /*Negative=*/true);
  case FloatIdentity::PositiveZero:
    return llvm::APFloat::getZero(floatSemanticsOf(type), /*Negative=*/false);
  case FloatIdentity::One:
    return floatOf(type, 1.0);
  }
  llvm_unreachable("unknown float identity");
}

/// addf, subf, mulf, divf: the identity on the right, then constants.
template <FltV (*Fn)(D &, const FltV &, const FltV &, FastMathFlags),
          FloatIdentity Identity>
LogicalResult foldFloatArith(Operation *op, Consts c, Results &results) {
  Value lhs = op->getOperand(0);
  // addf(x, -0.0) -> x, subf(x, +0.0) -> x, mulf(x, 1.0) -> x,
  // divf(x, 1.0) -> x
  if (isFloatSplat(c[1], getFloatIdentity(lhs.getType(), Identity)))
    return foldTo(results, lhs);
  return foldFloatConstants<Fn>(op, c, results);
}

/// maximumf/minimumf/maxnumf/minnumf: (x, x) -> x; maximumf and minimumf
/// with the infinity that never wins (`identityIsNegInf`: -inf for the
/// maximum) -> x.
template <FltV (*Fn)(D &, const FltV &, const FltV &, FastMathFlags),
          bool IdentityIsNegInf, bool PropagatesNaN>
LogicalResult foldFloatMinMax(Operation *op, Consts c, Results &results) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  // max/min(x, x) -> x
  if (lhs == rhs)
    return foldTo(results, lhs);
  // maximumf(x, -inf) -> x, minimumf(x, +inf) -> x. Not for maxnumf and
  // minnumf: they ignore a NaN x and give the infinity (mlir-opt 19 folds
  // them too, to the NaN; docs/semantics.md)
  if (PropagatesNaN &&
      isFloatSplat(c[1], infinityOf(lhs.getType(), IdentityIsNegInf)))
    return foldTo(results, lhs);
  return foldFloatConstants<Fn>(op, c, results);
}

LogicalResult foldNegF(Operation *op, Consts c, Results &results) {
  // negf(negf(x)) -> x
  if (auto inner = getDefiningOp<NegFOp>(op->getOperand(0)))
    return foldTo(results, inner.getOperand());
  return constFold(
      op, c, results, /*hasFlags=*/true,
      [op](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out,
           bool withFlags) {
        out[0].set(as::negf(d, in[0].asFloat(), fastMathOf(op, withFlags)));
      });
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// Integer-to-integer cast `Fn` to the result's width on constant lanes.
template <IntV (*Fn)(D &, const IntV &, unsigned)>
LogicalResult foldIntCastConstants(Operation *op, Consts c, Results &results) {
  unsigned width = getStorageWidth(op->getResult(0).getType());
  return constFold(op, c, results, /*hasFlags=*/false,
                   [width](D &d, llvm::ArrayRef<Lane> in,
                           llvm::MutableArrayRef<Lane> out,
                           bool) { out[0].set(Fn(d, in[0].asInt(), width)); });
}

/// extui(extui(x)) -> extui(x), extsi(extsi(x)) -> extsi(x), in place.
template <class ExtOpT, IntV (*Fn)(D &, const IntV &, unsigned)>
LogicalResult foldExtension(Operation *op, Consts c, Results &results) {
  if (auto inner = getDefiningOp<ExtOpT>(op->getOperand(0))) {
    op->setOperand(0, inner.getIn());
    return foldInPlace(results);
  }
  return foldIntCastConstants<Fn>(op, c, results);
}

LogicalResult foldTruncI(Operation *op, Consts c, Results &results) {
  Value in = op->getOperand(0);
  Type resultType = op->getResult(0).getType();
  Operation *producer = in.getDefiningOp();
  if (producer && (llvm::isa<ExtUIOp, ExtSIOp>(producer))) {
    Value src = producer->getOperand(0);
    unsigned srcWidth = getStorageWidth(src.getType());
    unsigned dstWidth = getStorageWidth(resultType);
    // trunci(extui/extsi(x)) -> x when x has the result's type
    if (src.getType() == resultType)
      return foldTo(results, src);
    // trunci(extui/extsi(x)) -> trunci(x) when x is wider than the result
    if (srcWidth > dstWidth) {
      op->setOperand(0, src);
      return foldInPlace(results);
    }
  }
  // trunci(trunci(x)) -> trunci(x)
  if (auto inner = getDefiningOp<TruncIOp>(in)) {
    op->setOperand(0, inner.getIn());
    return foldInPlace(results);
  }
  return foldIntCastConstants<as::trunci<D>>(op, c, results);
}

LogicalResult foldExtF(Operation *op, Consts c, Results &results) {
  // extf(truncf(x)) -> x when both carry `contract` and x has the result's
  // type: `contract` licenses dropping the intermediate rounding (the
  // reference semantics, which ignore the flag, keep it; docs/semantics.md)
  if (auto trunc = getDefiningOp<TruncFOp>(op->getOperand(0)))
    if (trunc.getIn().getType() == op->getResult(0).getType() &&
        hasFlag(getFastMathOf(op), FastMathFlags::contract) &&
        hasFlag(trunc.getFastMath(), FastMathFlags::contract))
      return foldTo(results, trunc.getIn());
  const llvm::fltSemantics &to = floatSemanticsOf(op->getResult(0).getType());
  return constFold(
      op, c, results, /*hasFlags=*/true,
      [op, &to](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out,
                bool withFlags) {
        out[0].set(as::extf(d, in[0].asFloat(), to, fastMathOf(op, withFlags)));
      });
}

/// truncf folds only constants it converts exactly (as mlir-opt does): the
/// rounded value, widened back, must be the operand bit for bit. A lane
/// that would round is reported as poison so that the fold fails.
LogicalResult foldTruncF(Operation *op, Consts c, Results &results) {
  TruncFOp trunc(op);
  const llvm::fltSemantics &to = floatSemanticsOf(trunc.getOut().getType());
  const llvm::fltSemantics &from = floatSemanticsOf(trunc.getIn().getType());
  RoundingMode rm =
      trunc.getRoundingMode().value_or(RoundingMode::to_nearest_even);
  return constFold(
      op, c, results, /*hasFlags=*/true,
      [op, &to, &from, rm](D &d, llvm::ArrayRef<Lane> in,
                           llvm::MutableArrayRef<Lane> out, bool withFlags) {
        FltV r =
            as::truncf(d, in[0].asFloat(), to, rm, fastMathOf(op, withFlags));
        FltV back = as::extf(d, r, from);
        out[0].set(r);
        if (!back.bits.bitwiseIsEqual(*in[0].f))
          out[0].poison = true;
      });
}

/// sitofp/uitofp on constant lanes.
template <FltV (*Fn)(D &, const IntV &, const llvm::fltSemantics &,
                     RoundingMode)>
LogicalResult foldIntToFloat(Operation *op, Consts c, Results &results) {
  const llvm::fltSemantics &to = floatSemanticsOf(op->getResult(0).getType());
  return constFold(
      op, c, results, /*hasFlags=*/false,
      [&to](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out,
            bool) {
        out[0].set(Fn(d, in[0].asInt(), to, RoundingMode::to_nearest_even));
      });
}

/// fptosi/fptoui on constant lanes (out-of-range values do not fold).
template <IntV (*Fn)(D &, const FltV &, unsigned)>
LogicalResult foldFloatToInt(Operation *op, Consts c, Results &results) {
  unsigned width = getStorageWidth(op->getResult(0).getType());
  return constFold(
      op, c, results, /*hasFlags=*/false,
      [width](D &d, llvm::ArrayRef<Lane> in, llvm::MutableArrayRef<Lane> out,
              bool) { out[0].set(Fn(d, in[0].asFloat(), width)); });
}

/// index_cast / index_castui.
template <class CastOpT, IntV (*Fn)(D &, const IntV &, unsigned)>
LogicalResult foldIndexCast(Operation *op, Consts c, Results &results) {
  // index_cast(index_cast(x)) -> x when x has the result's type and the
  // first cast loses no bits: from iN to index for N <= 64, from index to
  // iN for N >= 64 (arith's folders take index as 64 bits wide, the
  // interpreter's width, as its constant folding does). A narrowing first cast
  // (index -> i8 -> index) truncates, and extending the truncated value
  // back is not x; mlir-opt 19 folds that case too (docs/semantics.md).
  if (auto inner = getDefiningOp<CastOpT>(op->getOperand(0))) {
    Type inType = inner.getIn().getType();
    Type midType = inner.getOut().getType();
    if (inType == op->getResult(0).getType() &&
        getStorageWidth(midType) >= getStorageWidth(inType))
      return foldTo(results, inner.getIn());
  }
  return foldIntCastConstants<Fn>(op, c, results);
}

LogicalResult foldBitcast(Operation *op, Consts c, Results &results) {
  Type resultType = op->getResult(0).getType();
  // bitcast(x : T to T) -> x
  if (op->getOperand(0).getType() == resultType)
    return foldTo(results, op->getOperand(0));
  if (auto inner = getDefiningOp<BitcastOp>(op->getOperand(0))) {
    // bitcast(bitcast(x)) -> x when x has the result's type
    if (inner.getIn().getType() == resultType)
      return foldTo(results, inner.getIn());
    // bitcast(bitcast(x)) -> bitcast(x)
    op->setOperand(0, inner.getIn());
    return foldInPlace(results);
  }
  Type inElement = getElementTypeOrSelf(op->getOperand(0).getType());
  Type outElement = getElementTypeOrSelf(resultType);
  bool fromFloat = llvm::isa<FloatType>(inElement);
  bool toFloat = llvm::isa<FloatType>(outElement);
  const llvm::fltSemantics *to =
      toFloat ? &llvm::cast<FloatType>(outElement).getFloatSemantics()
              : nullptr;
  return constFold(op, c, results, /*hasFlags=*/false,
                   [=](D &d, llvm::ArrayRef<Lane> in,
                       llvm::MutableArrayRef<Lane> out, bool) {
                     if (fromFloat && toFloat)
                       out[0].set(as::bitcast(d, in[0].asFloat(), *to));
                     else if (fromFloat)
                       out[0].set(as::bitcast(d, in[0].asFloat()));
                     else if (toFloat)
                       out[0].set(as::bitcast(d, in[0].asInt(), *to));
                     else
                       out[0].set(as::bitcast(d, in[0].asInt()));
                   });
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

/// The predicate that compares the operands in the other order.
CmpIPredicate swapPredicate(CmpIPredicate p) {
  switch (p) {
  case CmpIPredicate::eq:
  case CmpIPredicate::ne:
    return p;
  case CmpIPredicate::slt:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sle:
    return CmpIPredicate::sge;
  case CmpIPredicate::sgt:
    return CmpIPredicate::slt;
  case CmpIPredicate::sge:
    return CmpIPredicate::sle;
  case CmpIPredicate::ult:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ule:
    return CmpIPredicate::uge;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ult;
  case CmpIPredicate::uge:
    return CmpIPredicate::ule;
  }
  return p;
}

/// Whether a predicate holds when both operands are equal.
bool holdsOnEqual(CmpIPredicate p) {
  switch (p) {
  case CmpIPredicate::eq:
  case CmpIPredicate::sle:
  case CmpIPredicate::sge:
  case CmpIPredicate::ule:
  case CmpIPredicate::uge:
    return true;
  default:
    return false;
  }
}

LogicalResult foldCmpI(Operation *op, Consts c, Results &results) {
  CmpIOp cmp(op);
  CmpIPredicate pred = cmp.getPredicate();
  Type resultType = cmp.getResult().getType();
  // cmpi(x, x) -> true or false by the predicate
  if (cmp.getLhs() == cmp.getRhs())
    if (Attribute r = getIntConstant(resultType, holdsOnEqual(pred)))
      return foldTo(results, r);
  // cmpi ne(extui(b : i1), 0) -> b, cmpi ne(extsi(b : i1), 0) -> b: either
  // extension of b is zero exactly when b is false
  if (pred == CmpIPredicate::ne && isIntZero(c[1])) {
    Operation *ext = cmp.getLhs().getDefiningOp();
    if (llvm::isa_and_nonnull<ExtUIOp, ExtSIOp>(ext) &&
        ext->getOperand(0).getType() == resultType)
      return foldTo(results, ext->getOperand(0));
  }
  if (succeeded(constFold(op, c, results, /*hasFlags=*/false,
                          [pred](D &d, llvm::ArrayRef<Lane> in,
                                 llvm::MutableArrayRef<Lane> out, bool) {
                            out[0].set(as::cmpi(d, pred, in[0].asInt(),
                                                in[1].asInt()));
                          })))
    return success();
  // cmpi(c, x) -> cmpi(swapped predicate, x, c)
  if (c[0] && !c[1]) {
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    op->setOperand(0, rhs);
    op->setOperand(1, lhs);
    Type i64 = IntegerType::get(op->getContext(), 64);
    setInherentAttr(op, "predicate",
                    IntegerAttr::get(i64, int64_t(swapPredicate(pred))));
    return foldInPlace(results);
  }
  return failure();
}

/// Whether a float predicate holds when an operand is NaN.
bool isUnorderedPredicate(CmpFPredicate p) {
  switch (p) {
  case CmpFPredicate::UEQ:
  case CmpFPredicate::UGT:
  case CmpFPredicate::UGE:
  case CmpFPredicate::ULT:
  case CmpFPredicate::ULE:
  case CmpFPredicate::UNE:
  case CmpFPredicate::UNO:
  case CmpFPredicate::AlwaysTrue:
    return true;
  default:
    return false;
  }
}

LogicalResult foldCmpF(Operation *op, Consts c, Results &results) {
  CmpFOp cmp(op);
  CmpFPredicate pred = cmp.getPredicate();
  // cmpf(x, NaN) -> whether the predicate is unordered, and cmpf(NaN, x);
  // on scalars, as mlir-opt folds them
  for (auto [nan, other] : {std::pair{c[1], c[0]}, std::pair{c[0], c[1]}}) {
    auto v = llvm::dyn_cast_or_null<FloatAttr>(nan);
    if (!v || !v.getValue().isNaN() || other)
      continue;
    if (Attribute r = getIntConstant(cmp.getResult().getType(),
                                     isUnorderedPredicate(pred)))
      return foldTo(results, r);
  }
  return constFold(op, c, results, /*hasFlags=*/true,
                   [op, pred](D &d, llvm::ArrayRef<Lane> in,
                              llvm::MutableArrayRef<Lane> out, bool withFlags) {
                     out[0].set(as::cmpf(d, pred, in[0].asFloat(),
                                         in[1].asFloat(),
                                         fastMathOf(op, withFlags)));
                   });
}

LogicalResult foldSelect(Operation *op, Consts c, Results &results) {
  SelectOp select(op);
  Value cond = select.getCondition();
  Value trueValue = select.getTrueValue(), falseValue = select.getFalseValue();
  // select(c, x, x) -> x
  if (trueValue == falseValue)
    return foldTo(results, trueValue);
  // select(true, a, b) -> a, select(false, a, b) -> b; before the poison
  // folds below, so that select(true, poison, x) stays poison (as mlir-opt
  // folds it) rather than becoming x, a refinement that loses information
  if (std::optional<llvm::APInt> v = getIntSplat(c[0]))
    return foldTo(results, v->isOne() ? trueValue : falseValue);
  // select(c, poison, x) -> x, select(c, x, poison) -> x: where c picks the
  // poison operand, any value refines the result
  if (isPoison(c[1]))
    return foldTo(results, falseValue);
  if (isPoison(c[2]))
    return foldTo(results, trueValue);
  // select(poison, a, b) -> poison
  if (isPoison(c[0]))
    return foldTo(results, c[0]);
  Type type = select.getResult().getType();
  // select(c, true, false) -> c (i1)
  if (type.isSignlessInteger(1) && isIntOne(c[1]) && isIntZero(c[2]))
    return foldTo(results, cond);
  if (auto cmp = getDefiningOp<CmpIOp>(cond)) {
    CmpIPredicate pred = cmp.getPredicate();
    bool sameOperands =
        (cmp.getLhs() == trueValue && cmp.getRhs() == falseValue) ||
        (cmp.getLhs() == falseValue && cmp.getRhs() == trueValue);
    // select(cmpi eq(a, b), a, b) -> b
    if (sameOperands && pred == CmpIPredicate::eq)
      return foldTo(results, falseValue);
    // select(cmpi ne(a, b), a, b) -> a
    if (sameOperands && pred == CmpIPredicate::ne)
      return foldTo(results, trueValue);
  }
  // A constant vector condition picks lane by lane between constants.
  if (!c[0] || !c[1] || !c[2])
    return failure();
  bool isFloat = llvm::isa<FloatType>(getElementTypeOrSelf(type));
  return constFold(op, c, results, /*hasFlags=*/false,
                   [isFloat](D &d, llvm::ArrayRef<Lane> in,
                             llvm::MutableArrayRef<Lane> out, bool) {
                     if (isFloat)
                       out[0].set(as::select(d, in[0].asInt(), in[1].asFloat(),
                                             in[2].asFloat()));
                     else
                       out[0].set(as::select(d, in[0].asInt(), in[1].asInt(),
                                             in[2].asInt()));
                   });
}

LogicalResult foldConstant(Operation *op, Consts, Results &results) {
  return foldTo(results, ConstantOp(op).getValue());
}

//===----------------------------------------------------------------------===//
// Constant materialization
//===----------------------------------------------------------------------===//

/// Constants materialize as `arith.constant`, poison as `ub.poison`.
Operation *materializeArithConstant(OpBuilder &builder, Attribute value,
                                    Type type, Location loc) {
  if (isPoison(value))
    return ub::materializePoison(builder, value, type, loc);
  if (!llvm::isa_and_nonnull<IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr>(
          value))
    return nullptr;
  Type element = getElementTypeOrSelf(type);
  if (!element.isSignlessIntOrIndex() && !llvm::isa<FloatType>(element))
    return nullptr;
  return ConstantOp::materialize(builder, value, type, loc).getOperation();
}

const DialectFoldInterface kArithFoldInterface = {materializeArithConstant,
                                                  nullptr};

/// Runs `Fn`, refusing a fold to one of `op`'s own results. Only an op that
/// is its own operand (legal in an unreachable block: `%a = arith.muli %a,
/// %c1`) gets one, and the driver would take it for an in-place fold and
/// visit the op again forever.
template <FoldInterface::FoldFn Fn>
LogicalResult foldToOtherValues(Operation *op, Consts c, Results &results) {
  if (failed(Fn(op, c, results)))
    return failure();
  for (const OpFoldResult &r : results) {
    Value v = r.getValue();
    if (v && v.getDefiningOp() == op) {
      results.clear();
      return failure();
    }
  }
  return success();
}

/// Attaches `Fn` as the folder of op `OpT`.
template <class OpT, FoldInterface::FoldFn Fn> void attach(Context *ctx) {
  OpInfo *info = ctx->lookupRegisteredOperation(OpT::getOperationName());
  assert(info && "arith op not registered");
  attachFoldHook<foldToOtherValues<Fn>>(*info);
}

} // namespace

Attribute arith::foldIntArith(IntArithKind kind, Attribute lhs, Attribute rhs,
                              Type type, IntegerOverflowFlags flags) {
  Type types[] = {type};
  Attribute operands[] = {lhs, rhs};
  llvm::SmallVector<Attribute, 1> folded;
  auto apply = [kind, flags](D &d, llvm::ArrayRef<Lane> in,
                             llvm::MutableArrayRef<Lane> out, bool) {
    IntV a = in[0].asInt(), b = in[1].asInt();
    switch (kind) {
    case IntArithKind::Add:
      out[0].set(as::addi(d, a, b, flags));
      return;
    case IntArithKind::Sub:
      out[0].set(as::subi(d, a, b, flags));
      return;
    case IntArithKind::Mul:
      out[0].set(as::muli(d, a, b, flags));
      return;
    }
  };
  if (failed(
          constFoldLanes(types, operands, /*hasFlags=*/false, apply, folded)))
    return {};
  return folded.front();
}

void arith::attachArithFoldHooks(ArithDialect &dialect) {
  Context *ctx = dialect.getContext();
  attach<ConstantOp, foldConstant>(ctx);
  attach<AddIOp, foldAddI>(ctx);
  attach<SubIOp, foldSubI>(ctx);
  attach<MulIOp, foldMulI>(ctx);
  attach<DivUIOp, foldDivision<as::divui<D>>>(ctx);
  attach<DivSIOp, foldDivision<as::divsi<D>>>(ctx);
  attach<CeilDivUIOp, foldDivision<as::ceildivui<D>>>(ctx);
  attach<CeilDivSIOp, foldDivision<as::ceildivsi<D>>>(ctx);
  attach<FloorDivSIOp, foldDivision<as::floordivsi<D>>>(ctx);
  attach<RemUIOp, foldRemainder<as::remui<D>>>(ctx);
  attach<RemSIOp, foldRemainder<as::remsi<D>>>(ctx);
  attach<AndIOp, foldAndI>(ctx);
  attach<OrIOp, foldOrI>(ctx);
  attach<XOrIOp, foldXOrI>(ctx);
  attach<ShLIOp, foldShLI>(ctx);
  attach<ShRUIOp, foldShiftRight<as::shrui<D>>>(ctx);
  attach<ShRSIOp, foldShiftRight<as::shrsi<D>>>(ctx);
  attach<MaxSIOp, foldIntMinMax<MinMaxKind::MaxS, as::maxsi<D>>>(ctx);
  attach<MaxUIOp, foldIntMinMax<MinMaxKind::MaxU, as::maxui<D>>>(ctx);
  attach<MinSIOp, foldIntMinMax<MinMaxKind::MinS, as::minsi<D>>>(ctx);
  attach<MinUIOp, foldIntMinMax<MinMaxKind::MinU, as::minui<D>>>(ctx);
  attach<AddUIExtendedOp, foldAddUIExtended>(ctx);
  attach<MulSIExtendedOp, foldMulExtended<true>>(ctx);
  attach<MulUIExtendedOp, foldMulExtended<false>>(ctx);
  attach<NegFOp, foldNegF>(ctx);
  attach<AddFOp, foldFloatArith<as::addf<D>, FloatIdentity::NegativeZero>>(ctx);
  attach<SubFOp, foldFloatArith<as::subf<D>, FloatIdentity::PositiveZero>>(ctx);
  attach<MulFOp, foldFloatArith<as::mulf<D>, FloatIdentity::One>>(ctx);
  attach<DivFOp, foldFloatArith<as::divf<D>, FloatIdentity::One>>(ctx);
  attach<RemFOp, foldFloatConstants<as::remf<D>>>(ctx);
  attach<MaximumFOp, foldFloatMinMax<as::maximumf<D>, true, true>>(ctx);
  attach<MinimumFOp, foldFloatMinMax<as::minimumf<D>, false, true>>(ctx);
  attach<MaxNumFOp, foldFloatMinMax<as::maxnumf<D>, true, false>>(ctx);
  attach<MinNumFOp, foldFloatMinMax<as::minnumf<D>, false, false>>(ctx);
  attach<ExtUIOp, foldExtension<ExtUIOp, as::extui<D>>>(ctx);
  attach<ExtSIOp, foldExtension<ExtSIOp, as::extsi<D>>>(ctx);
  attach<TruncIOp, foldTruncI>(ctx);
  attach<ExtFOp, foldExtF>(ctx);
  attach<TruncFOp, foldTruncF>(ctx);
  attach<SIToFPOp, foldIntToFloat<as::sitofp<D>>>(ctx);
  attach<UIToFPOp, foldIntToFloat<as::uitofp<D>>>(ctx);
  attach<FPToSIOp, foldFloatToInt<as::fptosi<D>>>(ctx);
  attach<FPToUIOp, foldFloatToInt<as::fptoui<D>>>(ctx);
  attach<IndexCastOp, foldIndexCast<IndexCastOp, as::index_cast<D>>>(ctx);
  attach<IndexCastUIOp, foldIndexCast<IndexCastUIOp, as::index_castui<D>>>(ctx);
  attach<BitcastOp, foldBitcast>(ctx);
  attach<CmpIOp, foldCmpI>(ctx);
  attach<CmpFOp, foldCmpF>(ctx);
  attach<SelectOp, foldSelect>(ctx);
  attachDialectFoldInterface(dialect, kArithFoldInterface);
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "arith", "constant folding", "", "", "",
     "arith.constant arith.remf arith.sitofp arith.uitofp arith.fptosi "
     "arith.fptoui arith.truncf"},
    {IdentityKind::Fold, "arith.addi", "addi(x, 0) -> x", "int,index", "%x: !T",
     "!T",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.addi %x, %z : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.addi", "addi(subi(a, b), b) -> a", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.subi %x, %y : !T\n"
     "  %r = arith.addi %s, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.subi", "subi(x, x) -> 0", "int,index", "%x: !T",
     "!T",
     "  %r = arith.subi %x, %x : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.subi", "subi(addi(a, b), b) -> a", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.addi %x, %y : !T\n"
     "  %r = arith.subi %s, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.muli", "muli(x, 0) -> 0", "int,index", "%x: !T",
     "!T",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.muli %x, %z : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.muli", "muli(x, 1) -> x", "int,index", "%x: !T",
     "!T",
     "  %o = arith.constant 1 : !T\n"
     "  %r = arith.muli %x, %o : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.divsi", "divsi(x, 1) -> x", "int,index",
     "%x: !T", "!T",
     "  %o = arith.constant 1 : !T\n"
     "  %r = arith.divsi %x, %o : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.remui", "remui(x, 1) -> 0", "int,index",
     "%x: !T", "!T",
     "  %o = arith.constant 1 : !T\n"
     "  %r = arith.remui %x, %o : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(x, not(x)) -> 0", "int,index",
     "%x: !T", "!T",
     "  %m = arith.constant -1 : !T\n"
     "  %n = arith.xori %x, %m : !T\n"
     "  %r = arith.andi %x, %n : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.ori", "ori(x, -1) -> -1", "int,index", "%x: !T",
     "!T",
     "  %m = arith.constant -1 : !T\n"
     "  %r = arith.ori %x, %m : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant -1 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(xori(x, a), a) -> x", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.xori %x, %y : !T\n"
     "  %r = arith.xori %s, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.shli", "shli(x, 0) -> x", "int,index", "%x: !T",
     "!T",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.shli %x, %z : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maxsi", "maxsi(x, x) -> x", "int,index",
     "%x: !T", "!T",
     "  %r = arith.maxsi %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minui", "minui(x, 0) -> 0", "int,index",
     "%x: !T", "!T",
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.minui %x, %z : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.trunci", "trunci(extsi(x)) -> x", "int",
     "%x: !T", "!T",
     "  %e = arith.extsi %x : !T to !W\n"
     "  %r = arith.trunci %e : !W to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi sle(x, x) -> true", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi sle, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.select", "select(c, x, x) -> x", "int,index",
     "%c: i1, %x: !T", "!T",
     "  %r = arith.select %c, %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(cmpi ne(a, b), a, b) -> a",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c = arith.cmpi ne, %x, %y : !T\n"
     "  %r = arith.select %c, %x, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.addf", "addf(x, -0.0) -> x", "float", "%x: !T",
     "!T",
     "  %z = arith.constant -0.0 : !T\n"
     "  %r = arith.addf %x, %z : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.addi", "addi(b, subi(a, b)) -> a", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.subi %x, %y : !T\n"
     "  %r = arith.addi %y, %s : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.addi",
     "addi(c, x) -> addi(x, c) (constant moved right)", "int,index",
     "%x: !T, %c: !T const", "!T",
     "  %r = arith.addi %c, %x : !T\n"
     "  return %r : !T\n",
     "  %r = arith.addi %x, %c : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.addi", "addi(x, poison) -> poison", "int,index",
     "%x: !T", "!T",
     "  %p = ub.poison : !T\n"
     "  %r = arith.addi %x, %p : !T\n"
     "  return %r : !T\n",
     "  %r = ub.poison : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.subi", "subi(x, 0) -> x", "int,index", "%x: !T",
     "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.subi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.subi", "subi(addi(b, a), b) -> a", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.addi %y, %x : !T\n"
     "  %r = arith.subi %s, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.divui", "divui(x, 1) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 1 : !T\n"
     "  %r = arith.divui %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.ceildivui", "ceildivui(x, 1) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 1 : !T\n"
     "  %r = arith.ceildivui %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.ceildivsi", "ceildivsi(x, 1) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 1 : !T\n"
     "  %r = arith.ceildivsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.floordivsi", "floordivsi(x, 1) -> x",
     "int,index", "%x: !T", "!T",
     "  %c = arith.constant 1 : !T\n"
     "  %r = arith.floordivsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.divui", "divui(x, poison) -> poison",
     "int,index", "%x: !T", "!T",
     "  %p = ub.poison : !T\n"
     "  %r = arith.divui %x, %p : !T\n"
     "  return %r : !T\n",
     "  %r = ub.poison : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.remsi", "remsi(x, 1) -> 0", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 1 : !T\n"
     "  %r = arith.remsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(x, 0) -> 0", "int,index", "%x: !T",
     "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.andi %x, %c : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(x, -1) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant -1 : !T\n"
     "  %r = arith.andi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(x, x) -> x", "int,index", "%x: !T",
     "!T",
     "  %r = arith.andi %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(not(x), x) -> 0", "int,index",
     "%x: !T", "!T",
     "  %m = arith.constant -1 : !T\n"
     "  %n = arith.xori %x, %m : !T\n"
     "  %r = arith.andi %n, %x : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(a, andi(a, b)) -> andi(a, b)",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %i = arith.andi %a, %b : !T\n"
     "  %r = arith.andi %a, %i : !T\n"
     "  return %r : !T\n",
     "  %r = arith.andi %a, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(a, andi(b, a)) -> andi(b, a)",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %i = arith.andi %b, %a : !T\n"
     "  %r = arith.andi %a, %i : !T\n"
     "  return %r : !T\n",
     "  %r = arith.andi %b, %a : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(andi(a, b), a) -> andi(a, b)",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %i = arith.andi %a, %b : !T\n"
     "  %r = arith.andi %i, %a : !T\n"
     "  return %r : !T\n",
     "  %r = arith.andi %a, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.andi", "andi(andi(a, b), b) -> andi(a, b)",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %i = arith.andi %a, %b : !T\n"
     "  %r = arith.andi %i, %b : !T\n"
     "  return %r : !T\n",
     "  %r = arith.andi %a, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.ori", "ori(x, 0) -> x", "int,index", "%x: !T",
     "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.ori %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.ori", "ori(x, x) -> x", "int,index", "%x: !T",
     "!T",
     "  %r = arith.ori %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.ori", "ori(x, not(x)) -> -1", "int,index",
     "%x: !T", "!T",
     "  %m = arith.constant -1 : !T\n"
     "  %n = arith.xori %x, %m : !T\n"
     "  %r = arith.ori %x, %n : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant -1 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.ori", "ori(not(x), x) -> -1", "int,index",
     "%x: !T", "!T",
     "  %m = arith.constant -1 : !T\n"
     "  %n = arith.xori %x, %m : !T\n"
     "  %r = arith.ori %n, %x : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant -1 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(x, 0) -> x", "int,index", "%x: !T",
     "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.xori %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(x, x) -> 0", "int,index", "%x: !T",
     "!T",
     "  %r = arith.xori %x, %x : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant 0 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(xori(a, x), a) -> x", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.xori %y, %x : !T\n"
     "  %r = arith.xori %s, %y : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(a, xori(x, a)) -> x", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.xori %x, %y : !T\n"
     "  %r = arith.xori %y, %s : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.xori", "xori(a, xori(a, x)) -> x", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %s = arith.xori %y, %x : !T\n"
     "  %r = arith.xori %y, %s : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.shrui", "shrui(x, 0) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.shrui %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.shrsi", "shrsi(x, 0) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.shrsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maxsi", "maxsi(x, MAX) -> MAX",
     "int,index,index=64", "%x: !T", "!T",
     "  %c = arith.constant {SMAX} : !T\n"
     "  %r = arith.maxsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant {SMAX} : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.maxsi", "maxsi(x, MIN) -> x",
     "int,index,index=64", "%x: !T", "!T",
     "  %c = arith.constant {SMIN} : !T\n"
     "  %r = arith.maxsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maxui", "maxui(x, x) -> x", "int,index",
     "%x: !T", "!T",
     "  %r = arith.maxui %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maxui", "maxui(x, UMAX) -> UMAX", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant -1 : !T\n"
     "  %r = arith.maxui %x, %c : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant -1 : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.maxui", "maxui(x, 0) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant 0 : !T\n"
     "  %r = arith.maxui %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minsi", "minsi(x, x) -> x", "int,index",
     "%x: !T", "!T",
     "  %r = arith.minsi %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minsi", "minsi(x, MIN) -> MIN",
     "int,index,index=64", "%x: !T", "!T",
     "  %c = arith.constant {SMIN} : !T\n"
     "  %r = arith.minsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  %r = arith.constant {SMIN} : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.minsi", "minsi(x, MAX) -> x",
     "int,index,index=64", "%x: !T", "!T",
     "  %c = arith.constant {SMAX} : !T\n"
     "  %r = arith.minsi %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minui", "minui(x, x) -> x", "int,index",
     "%x: !T", "!T",
     "  %r = arith.minui %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minui", "minui(x, UMAX) -> x", "int,index",
     "%x: !T", "!T",
     "  %c = arith.constant -1 : !T\n"
     "  %r = arith.minui %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.addui_extended",
     "addui_extended(x, 0) -> (x, false)", "int,index", "%x: !T", "!T, i1",
     "  %c = arith.constant 0 : !T\n"
     "  %r:2 = arith.addui_extended %x, %c : !T, i1\n"
     "  return %r#0, %r#1 : !T, i1\n",
     "  %f = arith.constant false\n"
     "  return %x, %f : !T, i1\n"},
    {IdentityKind::Fold, "arith.mulsi_extended",
     "mulsi_extended(x, 0) -> (0, 0)", "int,index", "%x: !T", "!T, !T",
     "  %c = arith.constant 0 : !T\n"
     "  %r:2 = arith.mulsi_extended %x, %c : !T\n"
     "  return %r#0, %r#1 : !T, !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  return %z, %z : !T, !T\n"},
    {IdentityKind::Fold, "arith.mului_extended",
     "mului_extended(x, 0) -> (0, 0)", "int,index", "%x: !T", "!T, !T",
     "  %c = arith.constant 0 : !T\n"
     "  %r:2 = arith.mului_extended %x, %c : !T\n"
     "  return %r#0, %r#1 : !T, !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  return %z, %z : !T, !T\n"},
    {IdentityKind::Fold, "arith.mului_extended",
     "mului_extended(x, 1) -> (x, 0)", "int,index", "%x: !T", "!T, !T",
     "  %c = arith.constant 1 : !T\n"
     "  %r:2 = arith.mului_extended %x, %c : !T\n"
     "  return %r#0, %r#1 : !T, !T\n",
     "  %z = arith.constant 0 : !T\n"
     "  return %x, %z : !T, !T\n"},
    {IdentityKind::Fold, "arith.extui", "extui(extui(x)) -> extui(x)", "int",
     "%x: !T", "!Q",
     "  %e = arith.extui %x : !T to !W\n"
     "  %r = arith.extui %e : !W to !Q\n"
     "  return %r : !Q\n",
     "  %r = arith.extui %x : !T to !Q\n"
     "  return %r : !Q\n"},
    {IdentityKind::Fold, "arith.extsi", "extsi(extsi(x)) -> extsi(x)", "int",
     "%x: !T", "!Q",
     "  %e = arith.extsi %x : !T to !W\n"
     "  %r = arith.extsi %e : !W to !Q\n"
     "  return %r : !Q\n",
     "  %r = arith.extsi %x : !T to !Q\n"
     "  return %r : !Q\n"},
    {IdentityKind::Fold, "arith.trunci", "trunci(extui(x)) -> x", "int",
     "%x: !T", "!T",
     "  %e = arith.extui %x : !T to !W\n"
     "  %r = arith.trunci %e : !W to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.trunci",
     "trunci(extsi(x)) -> trunci(x) when x is wider than the result", "int",
     "%x: !W", "!T",
     "  %e = arith.extsi %x : !W to !Q\n"
     "  %r = arith.trunci %e : !Q to !T\n"
     "  return %r : !T\n",
     "  %r = arith.trunci %x : !W to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.trunci",
     "trunci(extui(x)) -> trunci(x) when x is wider than the result", "int",
     "%x: !W", "!T",
     "  %e = arith.extui %x : !W to !Q\n"
     "  %r = arith.trunci %e : !Q to !T\n"
     "  return %r : !T\n",
     "  %r = arith.trunci %x : !W to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.trunci", "trunci(trunci(x)) -> trunci(x)",
     "int", "%x: !Q", "!T",
     "  %e = arith.trunci %x : !Q to !W\n"
     "  %r = arith.trunci %e : !W to !T\n"
     "  return %r : !T\n",
     "  %r = arith.trunci %x : !Q to !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.index_cast",
     "index_cast(index_cast(x : iN) : index) -> x when N <= 64", "int,index=64",
     "%x: !T", "!T",
     "  %i = arith.index_cast %x : !T to index\n"
     "  %r = arith.index_cast %i : index to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.index_cast",
     "index_cast(index_cast(x : index) : iN) -> x when N >= 64", "i64",
     "%x: index", "index",
     "  %i = arith.index_cast %x : index to !T\n"
     "  %r = arith.index_cast %i : !T to index\n"
     "  return %r : index\n",
     "  return %x : index\n"},
    {IdentityKind::Fold, "arith.index_castui",
     "index_castui(index_castui(x : iN) : index) -> x when N <= 64",
     "int,index=64", "%x: !T", "!T",
     "  %i = arith.index_castui %x : !T to index\n"
     "  %r = arith.index_castui %i : index to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.index_castui",
     "index_castui(index_castui(x : index) : iN) -> x when N >= 64", "i64",
     "%x: index", "index",
     "  %i = arith.index_castui %x : index to !T\n"
     "  %r = arith.index_castui %i : !T to index\n"
     "  return %r : index\n",
     "  return %x : index\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi eq(x, x) -> true", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi eq, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ne(x, x) -> false", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi ne, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi slt(x, x) -> false", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi slt, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi sgt(x, x) -> false", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi sgt, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi sge(x, x) -> true", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi sge, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ult(x, x) -> false", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi ult, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ule(x, x) -> true", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi ule, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ugt(x, x) -> false", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi ugt, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi uge(x, x) -> true", "int,index",
     "%x: !T", "i1",
     "  %r = arith.cmpi uge, %x, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ne(extui(b : i1), 0) -> b",
     "int>1", "%b: i1", "i1",
     "  %e = arith.extui %b : i1 to !T\n"
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.cmpi ne, %e, %z : !T\n"
     "  return %r : i1\n",
     "  return %b : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi ne(extsi(b : i1), 0) -> b",
     "int>1", "%b: i1", "i1",
     "  %e = arith.extsi %b : i1 to !T\n"
     "  %z = arith.constant 0 : !T\n"
     "  %r = arith.cmpi ne, %e, %z : !T\n"
     "  return %r : i1\n",
     "  return %b : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi slt(c, x) -> cmpi sgt(x, c)",
     "int,index", "%x: !T, %c: !T const", "i1",
     "  %r = arith.cmpi slt, %c, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi sgt, %x, %c : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi uge(c, x) -> cmpi ule(x, c)",
     "int,index", "%x: !T, %c: !T const", "i1",
     "  %r = arith.cmpi uge, %c, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi ule, %x, %c : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpi", "cmpi eq(c, x) -> cmpi eq(x, c)",
     "int,index", "%x: !T, %c: !T const", "i1",
     "  %r = arith.cmpi eq, %c, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.cmpi eq, %x, %c : !T\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.select", "select(true, a, b) -> a", "int,index",
     "%a: !T, %b: !T", "!T",
     "  %t = arith.constant true\n"
     "  %r = arith.select %t, %a, %b : !T\n"
     "  return %r : !T\n",
     "  return %a : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(false, a, b) -> b",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %t = arith.constant false\n"
     "  %r = arith.select %t, %a, %b : !T\n"
     "  return %r : !T\n",
     "  return %b : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(c, poison, b) -> b",
     "int,index", "%c: i1, %b: !T", "!T",
     "  %p = ub.poison : !T\n"
     "  %r = arith.select %c, %p, %b : !T\n"
     "  return %r : !T\n",
     "  return %b : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(c, a, poison) -> a",
     "int,index", "%c: i1, %a: !T", "!T",
     "  %p = ub.poison : !T\n"
     "  %r = arith.select %c, %a, %p : !T\n"
     "  return %r : !T\n",
     "  return %a : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(poison, a, b) -> poison",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %p = ub.poison : i1\n"
     "  %r = arith.select %p, %a, %b : !T\n"
     "  return %r : !T\n",
     "  %r = ub.poison : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(c, true, false) -> c", "i1",
     "%c: i1", "i1",
     "  %t = arith.constant true\n"
     "  %f = arith.constant false\n"
     "  %r = arith.select %c, %t, %f : i1\n"
     "  return %r : i1\n",
     "  return %c : i1\n"},
    {IdentityKind::Fold, "arith.select", "select(cmpi eq(a, b), a, b) -> b",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %c = arith.cmpi eq, %a, %b : !T\n"
     "  %r = arith.select %c, %a, %b : !T\n"
     "  return %r : !T\n",
     "  return %b : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(cmpi eq(b, a), a, b) -> b",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %c = arith.cmpi eq, %b, %a : !T\n"
     "  %r = arith.select %c, %a, %b : !T\n"
     "  return %r : !T\n",
     "  return %b : !T\n"},
    {IdentityKind::Fold, "arith.select", "select(cmpi ne(b, a), a, b) -> a",
     "int,index", "%a: !T, %b: !T", "!T",
     "  %c = arith.cmpi ne, %b, %a : !T\n"
     "  %r = arith.select %c, %a, %b : !T\n"
     "  return %r : !T\n",
     "  return %a : !T\n"},

    {IdentityKind::Fold, "arith.negf", "negf(negf(x)) -> x", "float", "%x: !T",
     "!T",
     "  %n = arith.negf %x : !T\n"
     "  %r = arith.negf %n : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.subf", "subf(x, +0.0) -> x", "float", "%x: !T",
     "!T",
     "  %c = arith.constant 0.0 : !T\n"
     "  %r = arith.subf %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.mulf", "mulf(x, 1.0) -> x", "float", "%x: !T",
     "!T",
     "  %c = arith.constant 1.0 : !T\n"
     "  %r = arith.mulf %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.divf", "divf(x, 1.0) -> x", "float", "%x: !T",
     "!T",
     "  %c = arith.constant 1.0 : !T\n"
     "  %r = arith.divf %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maximumf", "maximumf(x, x) -> x", "float",
     "%x: !T", "!T",
     "  %r = arith.maximumf %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maximumf", "maximumf(x, -inf) -> x", "f16",
     "%x: !T", "!T",
     "  %c = arith.constant 0xFC00 : !T\n"
     "  %r = arith.maximumf %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minimumf", "minimumf(x, x) -> x", "float",
     "%x: !T", "!T",
     "  %r = arith.minimumf %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minimumf", "minimumf(x, +inf) -> x", "f16",
     "%x: !T", "!T",
     "  %c = arith.constant 0x7C00 : !T\n"
     "  %r = arith.minimumf %x, %c : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.maxnumf", "maxnumf(x, x) -> x", "float",
     "%x: !T", "!T",
     "  %r = arith.maxnumf %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.minnumf", "minnumf(x, x) -> x", "float",
     "%x: !T", "!T",
     "  %r = arith.minnumf %x, %x : !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.cmpf", "cmpf olt(x, NaN) -> false", "f32",
     "%x: !T", "i1",
     "  %n = arith.constant 0x7FC00000 : !T\n"
     "  %r = arith.cmpf olt, %x, %n : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant false\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.cmpf", "cmpf ult(NaN, x) -> true", "f32",
     "%x: !T", "i1",
     "  %n = arith.constant 0x7FC00000 : !T\n"
     "  %r = arith.cmpf ult, %n, %x : !T\n"
     "  return %r : i1\n",
     "  %r = arith.constant true\n"
     "  return %r : i1\n"},
    {IdentityKind::Fold, "arith.extf", "extf(truncf(x) contract) contract -> x",
     "f32", "%x: !T", "!T",
     "  %t = arith.truncf %x fastmath<contract> : !T to f16\n"
     "  %r = arith.extf %t fastmath<contract> : f16 to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n", "",
     // Dropping the rounding is what `contract` licenses; the validator
     // checks the strict IEEE result, which differs (a subnormal f32 rounds
     // to zero in f16), so the rule is correct only under the flag.
     "licensed by fastmath<contract>, which the validator does not model: "
     "under strict IEEE the round trip rounds (a negative subnormal f32 "
     "comes back as -0.0)"},
    {IdentityKind::Fold, "arith.bitcast",
     "bitcast(bitcast(x : i32) : f32) -> x", "i32", "%x: !T", "!T",
     "  %f = arith.bitcast %x : !T to f32\n"
     "  %r = arith.bitcast %f : f32 to !T\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Fold, "arith.bitcast",
     "bitcast(bitcast(x : i16) : f16) : bf16 -> bitcast(x) : bf16", "i16",
     "%x: !T", "bf16",
     "  %f = arith.bitcast %x : !T to f16\n"
     "  %r = arith.bitcast %f : f16 to bf16\n"
     "  return %r : bf16\n",
     "  %r = arith.bitcast %x : !T to bf16\n"
     "  return %r : bf16\n"},

};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::arith::getFoldIdentities() {
  return kFoldIdentities;
}
