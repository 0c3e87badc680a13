//===- MathFold.cpp - Constant folding of the math ops --------------------===//
//
// A math op folds when every operand is a constant, a scalar or a dense
// vector or tensor (element by element; the op folds only if every element
// does). The value is the op's semantics (MathSemantics.h) instantiated with
// the concrete domain, so the folder and the interpreter compute the same
// thing. Which ops fold, and for which float formats, is what mlir-opt 19
// folds:
//  - absf, ceil, floor, roundeven and copysign, for every float format;
//  - round, trunc, atan2, powf and the elementary functions other than cbrt
//    and rsqrt, for f32 and f64 only; log, log2, log10 and sqrt are left
//    alone when the operand's sign bit is set, log1p when operand + 1 is
//    negative;
//  - absi, ctlz, cttz, ctpop and ipowi, for every integer width; ipowi not
//    where the result is poison (zero to a negative power);
//  - cbrt, rsqrt, fma, fpowi and the classification ops do not fold.
// An op that folds, folds to poison when an operand is `ub.poison`, in every
// format (a poison operand makes every math op's result poison,
// docs/semantics.md); materialized as `ub.poison`.
// Fast-math flags are not consulted: where they make the result poison, the
// value computed without them refines it.
//
// The dialect has no constant op of its own: folded values are materialized
// as arith.constant ops.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathOps.h"

#include "dialects/AllPatterns.h"
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithOps.h"
#include "dialects/math/MathSemantics.h"
#include "dialects/ub/UBAttributes.h"
#include "dialects/ub/UBOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ElementsAttributes.h"
#include "ir/FoldInterfaces.h"
#include "ir/OpConstraints.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"

using namespace assay;
using namespace assay::math;

namespace {
using D = ConcreteDomain;
using FloatV = sem::Float<D>;
using IntV = sem::Int<D>;
namespace ms = math::semantics;

/// Computes one element of a result from one element of each operand (an
/// IntegerAttr or FloatAttr); null when the element does not fold.
using ScalarFoldFn = llvm::function_ref<Attribute(
    Type elementType, llvm::ArrayRef<Attribute> operands)>;

/// The float formats a folder accepts.
enum class Formats { Any, SingleOrDouble };

/// A condition the operand must meet for the op to fold.
using GuardFn = bool (*)(const llvm::APFloat &x);

using FloatUnaryFn = FloatV (*)(D &, const FloatV &, arith::FastMathFlags);
using FloatBinaryFn = FloatV (*)(D &, const FloatV &, const FloatV &,
                                 arith::FastMathFlags);
using IntUnaryFn = IntV (*)(D &, const IntV &);
using IntBinaryFn = IntV (*)(D &, const IntV &, const IntV &);
} // namespace

//===----------------------------------------------------------------------===//
// Element-wise folding
//===----------------------------------------------------------------------===//

static bool isScalarConstant(Attribute attr) {
  return llvm::isa_and_nonnull<IntegerAttr, FloatAttr>(attr);
}

/// Folds `op` by applying `fn` to scalar operands, or element by element to
/// dense operands (once when all are splats).
static LogicalResult foldElementwise(Operation *op,
                                     llvm::ArrayRef<Attribute> operands,
                                     ScalarFoldFn fn,
                                     llvm::SmallVectorImpl<OpFoldResult> &out) {
  // op(..., poison, ...) -> poison
  if (Attribute poison = ub::getPoisonOperand(operands)) {
    out.push_back(poison);
    return success();
  }
  Type resultType = op->getResult(0).getType();
  Type elementType = getElementTypeOrSelf(resultType);
  if (llvm::all_of(operands, isScalarConstant)) {
    Attribute result = fn(elementType, operands);
    if (!result)
      return failure();
    out.push_back(result);
    return success();
  }

  auto shaped = llvm::dyn_cast<ShapedType>(resultType);
  if (!shaped || !shaped.hasStaticShape())
    return failure();
  llvm::SmallVector<DenseElementsAttr, 3> dense;
  for (Attribute operand : operands) {
    auto elements = llvm::dyn_cast_or_null<DenseElementsAttr>(operand);
    if (!elements)
      return failure();
    dense.push_back(elements);
  }
  bool allSplat =
      llvm::all_of(dense, [](DenseElementsAttr e) { return e.isSplat(); });
  int64_t numElements = allSplat ? 1 : shaped.getNumElements();
  llvm::SmallVector<Attribute> results;
  results.reserve(numElements);
  llvm::SmallVector<Attribute, 3> scalars(dense.size());
  for (int64_t i = 0; i < numElements; ++i) {
    for (auto [scalar, elements] : llvm::zip_equal(scalars, dense))
      scalar = elements.getAttributeValue(elements.isSplat() ? 0 : i);
    Attribute result = fn(elementType, scalars);
    if (!result)
      return failure();
    results.push_back(result);
  }
  out.push_back(DenseElementsAttr::get(shaped, results));
  return success();
}

//===----------------------------------------------------------------------===//
// Scalar folders
//===----------------------------------------------------------------------===//

static bool isAcceptedFormat(const llvm::APFloat &x, Formats formats) {
  if (formats == Formats::Any)
    return true;
  const llvm::fltSemantics *sem = &x.getSemantics();
  return sem == &llvm::APFloat::IEEEsingle() ||
         sem == &llvm::APFloat::IEEEdouble();
}

/// log, log2, log10, sqrt: the sign bit is clear (NaNs included).
static bool hasClearSignBit(const llvm::APFloat &x) { return !x.isNegative(); }

/// log1p: x + 1, rounded in x's format, is not negative.
static bool hasNonNegativeSuccessor(const llvm::APFloat &x) {
  D d;
  llvm::APFloat one(x.getSemantics(), 1);
  return !d.fadd(x, one, arith::RoundingMode::to_nearest_even).isNegative();
}

template <FloatUnaryFn Fn, Formats F, GuardFn Guard = nullptr>
static Attribute foldFloatUnaryScalar(Type type,
                                      llvm::ArrayRef<Attribute> operands) {
  auto x = llvm::dyn_cast<FloatAttr>(operands[0]);
  if (!x || !isAcceptedFormat(x.getValue(), F))
    return {};
  if constexpr (Guard != nullptr)
    if (!Guard(x.getValue()))
      return {};
  D d;
  FloatV r =
      Fn(d, sem::floatValue(d, x.getValue()), arith::FastMathFlags::none);
  if (r.poison)
    return {};
  return FloatAttr::get(type, r.bits);
}

template <FloatBinaryFn Fn, Formats F>
static Attribute foldFloatBinaryScalar(Type type,
                                       llvm::ArrayRef<Attribute> operands) {
  auto lhs = llvm::dyn_cast<FloatAttr>(operands[0]);
  auto rhs = llvm::dyn_cast<FloatAttr>(operands[1]);
  if (!lhs || !rhs || !isAcceptedFormat(lhs.getValue(), F))
    return {};
  D d;
  FloatV r = Fn(d, sem::floatValue(d, lhs.getValue()),
                sem::floatValue(d, rhs.getValue()), arith::FastMathFlags::none);
  if (r.poison)
    return {};
  return FloatAttr::get(type, r.bits);
}

template <IntUnaryFn Fn>
static Attribute foldIntUnaryScalar(Type type,
                                    llvm::ArrayRef<Attribute> operands) {
  auto x = llvm::dyn_cast<IntegerAttr>(operands[0]);
  if (!x)
    return {};
  D d;
  IntV r = Fn(d, sem::value(d, x.getValue()));
  if (r.poison)
    return {};
  return IntegerAttr::get(type, r.bits);
}

template <IntBinaryFn Fn>
static Attribute foldIntBinaryScalar(Type type,
                                     llvm::ArrayRef<Attribute> operands) {
  auto lhs = llvm::dyn_cast<IntegerAttr>(operands[0]);
  auto rhs = llvm::dyn_cast<IntegerAttr>(operands[1]);
  if (!lhs || !rhs)
    return {};
  D d;
  IntV r = Fn(d, sem::value(d, lhs.getValue()), sem::value(d, rhs.getValue()));
  if (r.poison)
    return {};
  return IntegerAttr::get(type, r.bits);
}

//===----------------------------------------------------------------------===//
// Fold hooks
//===----------------------------------------------------------------------===//

template <FloatUnaryFn Fn, Formats F, GuardFn Guard = nullptr>
static LogicalResult foldFloatUnary(Operation *op,
                                    llvm::ArrayRef<Attribute> operands,
                                    llvm::SmallVectorImpl<OpFoldResult> &out) {
  return foldElementwise(op, operands, foldFloatUnaryScalar<Fn, F, Guard>, out);
}

template <FloatBinaryFn Fn, Formats F>
static LogicalResult foldFloatBinary(Operation *op,
                                     llvm::ArrayRef<Attribute> operands,
                                     llvm::SmallVectorImpl<OpFoldResult> &out) {
  return foldElementwise(op, operands, foldFloatBinaryScalar<Fn, F>, out);
}

template <IntUnaryFn Fn>
static LogicalResult foldIntUnary(Operation *op,
                                  llvm::ArrayRef<Attribute> operands,
                                  llvm::SmallVectorImpl<OpFoldResult> &out) {
  return foldElementwise(op, operands, foldIntUnaryScalar<Fn>, out);
}

template <IntBinaryFn Fn>
static LogicalResult foldIntBinary(Operation *op,
                                   llvm::ArrayRef<Attribute> operands,
                                   llvm::SmallVectorImpl<OpFoldResult> &out) {
  return foldElementwise(op, operands, foldIntBinaryScalar<Fn>, out);
}

/// Attaches `Fn` as the folder of the registered op `name`.
template <FoldInterface::FoldFn Fn>
static void attach(Context *ctx, llvm::StringRef name) {
  OpInfo *info = ctx->lookupRegisteredOperation(name);
  assert(info && "attaching a folder to an op the dialect did not register");
  attachFoldHook<Fn>(*info);
}

/// Materializes a folded math value as an arith.constant (none if the
/// arith dialect is not loaded: loading it here could race with other
/// threads), and poison as `ub.poison`.
static Operation *materializeMathConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  if (Operation *poison = ub::materializePoison(builder, value, type, loc))
    return poison;
  if (!builder.getContext()->getLoadedDialect("arith"))
    return nullptr;
  return arith::ConstantOp::materialize(builder, value, type, loc)
      .getOperation();
}

static const DialectFoldInterface kMathFoldInterface = {materializeMathConstant,
                                                        nullptr};

void math::registerMathFolders(Dialect &dialect) {
  Context *ctx = dialect.getContext();
  attachDialectFoldInterface(dialect, kMathFoldInterface);

  constexpr Formats any = Formats::Any;
  constexpr Formats sd = Formats::SingleOrDouble;

  // Exact float ops.
  attach<foldFloatUnary<ms::absf<D>, any>>(ctx, "math.absf");
  attach<foldFloatUnary<ms::ceil<D>, any>>(ctx, "math.ceil");
  attach<foldFloatUnary<ms::floor<D>, any>>(ctx, "math.floor");
  attach<foldFloatUnary<ms::roundeven<D>, any>>(ctx, "math.roundeven");
  attach<foldFloatUnary<ms::round<D>, sd>>(ctx, "math.round");
  attach<foldFloatUnary<ms::trunc<D>, sd>>(ctx, "math.trunc");
  attach<foldFloatBinary<ms::copysign<D>, any>>(ctx, "math.copysign");

  // Elementary functions.
  attach<foldFloatUnary<ms::acos<D>, sd>>(ctx, "math.acos");
  attach<foldFloatUnary<ms::acosh<D>, sd>>(ctx, "math.acosh");
  attach<foldFloatUnary<ms::asin<D>, sd>>(ctx, "math.asin");
  attach<foldFloatUnary<ms::asinh<D>, sd>>(ctx, "math.asinh");
  attach<foldFloatUnary<ms::atan<D>, sd>>(ctx, "math.atan");
  attach<foldFloatUnary<ms::atanh<D>, sd>>(ctx, "math.atanh");
  attach<foldFloatUnary<ms::cos<D>, sd>>(ctx, "math.cos");
  attach<foldFloatUnary<ms::cosh<D>, sd>>(ctx, "math.cosh");
  attach<foldFloatUnary<ms::erf<D>, sd>>(ctx, "math.erf");
  attach<foldFloatUnary<ms::exp<D>, sd>>(ctx, "math.exp");
  attach<foldFloatUnary<ms::exp2<D>, sd>>(ctx, "math.exp2");
  attach<foldFloatUnary<ms::expm1<D>, sd>>(ctx, "math.expm1");
  attach<foldFloatUnary<ms::log<D>, sd, hasClearSignBit>>(ctx, "math.log");
  attach<foldFloatUnary<ms::log10<D>, sd, hasClearSignBit>>(ctx, "math.log10");
  attach<foldFloatUnary<ms::log2<D>, sd, hasClearSignBit>>(ctx, "math.log2");
  attach<foldFloatUnary<ms::log1p<D>, sd, hasNonNegativeSuccessor>>(
      ctx, "math.log1p");
  attach<foldFloatUnary<ms::sin<D>, sd>>(ctx, "math.sin");
  attach<foldFloatUnary<ms::sinh<D>, sd>>(ctx, "math.sinh");
  attach<foldFloatUnary<ms::sqrt<D>, sd, hasClearSignBit>>(ctx, "math.sqrt");
  attach<foldFloatUnary<ms::tan<D>, sd>>(ctx, "math.tan");
  attach<foldFloatUnary<ms::tanh<D>, sd>>(ctx, "math.tanh");
  attach<foldFloatBinary<ms::atan2<D>, sd>>(ctx, "math.atan2");
  attach<foldFloatBinary<ms::powf<D>, sd>>(ctx, "math.powf");

  // Integer ops.
  attach<foldIntUnary<ms::absi<D>>>(ctx, "math.absi");
  attach<foldIntUnary<ms::ctlz<D>>>(ctx, "math.ctlz");
  attach<foldIntUnary<ms::cttz<D>>>(ctx, "math.cttz");
  attach<foldIntUnary<ms::ctpop<D>>>(ctx, "math.ctpop");
  attach<foldIntBinary<ms::ipowi<D>>>(ctx, "math.ipowi");
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "math", "constant folding", "", "", "",
     "math.absf math.acos math.acosh math.asin math.asinh math.atan math.atan2 "
     "math.atanh math.ceil math.copysign math.cos math.cosh math.erf math.exp "
     "math.exp2 math.expm1 math.floor math.log math.log10 math.log1p math.log2 "
     "math.powf math.round math.roundeven math.sin math.sinh math.sqrt "
     "math.tan math.tanh math.trunc math.absi math.ctlz math.cttz math.ctpop "
     "math.ipowi"},
    {IdentityKind::Fold, "math.absi", "absi(poison) -> poison", "int,index", "",
     "!T",
     "  %p = ub.poison : !T\n"
     "  %r = math.absi %p : !T\n"
     "  return %r : !T\n",
     "  %r = ub.poison : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Fold, "math.ipowi", "ipowi(x, poison) -> poison", "int",
     "%x: !T", "!T",
     "  %p = ub.poison : !T\n"
     "  %r = math.ipowi %x, %p : !T\n"
     "  return %r : !T\n",
     "  %r = ub.poison : !T\n"
     "  return %r : !T\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::math::getFoldIdentities() {
  return kFoldIdentities;
}
