//===- MathOps.cpp - The ops of the math dialect --------------------------===//
//
// Registration, verifiers and custom assembly of the math ops, one set per
// shape (see MathOpKind). Every op is Pure. The float ops and the integer
// ops keep one type for operands and result (SameOperandsAndResultType);
// fpowi instead needs its result to match its float operand and its two
// operands to have the same shape; the classification ops give an i1 of the
// operand's shape. Verification order: properties, operand types, result
// types, then the shape's own rules.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathOps.h"

#include "dialects/arith/ArithAttributes.h"
#include "dialects/arith/ArithDialect.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::math;

static constexpr llvm::StringLiteral kFastMath = "fastmath";

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

static const TypeConstraint kFloatLike = {
    [](Type t) {
      return isScalarOrContainerOf(t, [](Type e) { return e.isFloat(); });
    },
    "floating-point-like"};
static const TypeConstraint kSignlessIntegerLike = {
    [](Type t) {
      return isScalarOrContainerOf(
          t, [](Type e) { return e.isSignlessIntOrIndex(); });
    },
    "signless-integer-like"};
static const TypeConstraint kBoolLike = {
    [](Type t) {
      return isScalarOrContainerOf(
          t, [](Type e) { return e.isSignlessInteger(1); });
    },
    "bool-like"};

static bool isFastMathAttr(Attribute attr) {
  return llvm::isa<arith::FastMathFlagsAttr>(attr);
}

static const AttrConstraint kFastMathAttr = {isFastMathAttr,
                                             "Floating point fast math flags"};

/// The `#arith.fastmath` of `flags`, loading the arith dialect that owns the
/// attribute if the math dialect was loaded alone.
static Attribute getFastMathAttr(Context *ctx, arith::FastMathFlags flags) {
  ctx->getOrLoadDialect<arith::ArithDialect>();
  return arith::FastMathFlagsAttr::get(ctx, flags);
}

arith::FastMathFlags math::detail::getFastMathFlags(Operation *op) {
  if (auto attr = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
          op->getInherentAttr(kFastMath)))
    return attr.getValue();
  return arith::FastMathFlags::none;
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

/// How many operands ops of `kind` take.
static unsigned getNumOperands(MathOpKind kind) {
  switch (kind) {
  case MathOpKind::FloatUnary:
  case MathOpKind::IntegerUnary:
  case MathOpKind::FloatClassification:
    return 1;
  case MathOpKind::FloatBinary:
  case MathOpKind::FloatIntPower:
  case MathOpKind::IntegerBinary:
    return 2;
  case MathOpKind::FloatTernary:
    return 3;
  }
  llvm_unreachable("unknown math op kind");
}

/// Whether ops of `kind` carry a fastmath property.
static constexpr bool hasFastMath(MathOpKind kind) {
  return kind != MathOpKind::IntegerUnary && kind != MathOpKind::IntegerBinary;
}

/// The shape of `type` for shape compatibility: none for a scalar, the
/// dimensions for a ranked vector or tensor, and "unranked" for an unranked
/// tensor.
struct ShapeOf {
  bool shaped = false;
  bool ranked = false;
  llvm::ArrayRef<int64_t> dims;
};

static ShapeOf getShapeOf(Type type) {
  ShapeOf shape;
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped)
    return shape;
  shape.shaped = true;
  shape.ranked = shaped.hasRank();
  if (shape.ranked)
    shape.dims = shaped.getShape();
  return shape;
}

/// Whether `a` and `b` have compatible shapes: both scalars, or both shaped
/// with equal ranks whose dimensions agree where both are static (unranked
/// is compatible with any shaped type).
static bool haveCompatibleShapes(Type a, Type b) {
  ShapeOf sa = getShapeOf(a), sb = getShapeOf(b);
  if (sa.shaped != sb.shaped)
    return false;
  if (!sa.shaped || !sa.ranked || !sb.ranked)
    return true;
  if (sa.dims.size() != sb.dims.size())
    return false;
  for (auto [da, db] : llvm::zip(sa.dims, sb.dims))
    if (da != ShapedType::kDynamic && db != ShapedType::kDynamic && da != db)
      return false;
  return true;
}

/// `type` with its element type replaced by i1 (i1 for a scalar).
static Type getI1SameShape(Type type) {
  Type i1 = IntegerType::get(type.getContext(), 1);
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.clone(i1);
  return i1;
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

/// The fastmath property of a float op (absent means `none`).
static LogicalResult verifyFastMath(Operation *op) {
  return verifyAttr(op, kFastMath, kFastMathAttr, /*optional=*/true);
}

static LogicalResult verifyFloatInvariants(Operation *op) {
  if (failed(verifyFastMath(op)) ||
      failed(verifyAllOperandTypes(op, kFloatLike)))
    return failure();
  return verifyResultType(op, 0, kFloatLike);
}

static LogicalResult verifyIntegerInvariants(Operation *op) {
  if (failed(verifyAllOperandTypes(op, kSignlessIntegerLike)))
    return failure();
  return verifyResultType(op, 0, kSignlessIntegerLike);
}

static LogicalResult verifyFPowIInvariants(Operation *op) {
  if (failed(verifyFastMath(op)) ||
      failed(verifyOperandType(op, 0, kFloatLike)) ||
      failed(verifyOperandType(op, 1, kSignlessIntegerLike)) ||
      failed(verifyResultType(op, 0, kFloatLike)))
    return failure();
  if (op->getOperand(0).getType() != op->getResult(0).getType())
    return op->emitOpError(
        "failed to verify that all of {lhs, result} have same type");
  return success();
}

/// Operands and result of fpowi have the same shape.
static LogicalResult verifyFPowI(Operation *op) {
  Type result = op->getResult(0).getType();
  for (Type type : op->getOperandTypes())
    if (!haveCompatibleShapes(type, result))
      return op->emitOpError(
          "requires the same shape for all operands and results");
  return success();
}

static LogicalResult verifyClassificationInvariants(Operation *op) {
  if (failed(verifyFastMath(op)) ||
      failed(verifyOperandType(op, 0, kFloatLike)) ||
      failed(verifyResultType(op, 0, kBoolLike)))
    return failure();
  if (op->getResult(0).getType() != getI1SameShape(op->getOperand(0).getType()))
    return op->emitOpError("failed to verify that result type has i1 element "
                           "type and same shape as operands");
  return success();
}

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

/// Parses `fastmath<...>` if the keyword is next and stores the attribute.
static ParseResult parseOptionalFastMath(OpAsmParser &parser,
                                         OperationState &state) {
  if (failed(parser.parseOptionalKeyword(kFastMath)))
    return success();
  arith::FastMathFlags flags;
  if (arith::parseFastMathFlags(parser, flags))
    return failure();
  state.addAttribute(kFastMath, getFastMathAttr(parser.getContext(), flags));
  return success();
}

/// Prints ` fastmath<...>` unless the flags are `none`.
static void printOptionalFastMath(Operation *op, OpAsmPrinter &p) {
  auto attr = llvm::dyn_cast_or_null<arith::FastMathFlagsAttr>(
      op->getInherentAttr(kFastMath));
  if (!attr || attr.getValue() == arith::FastMathFlags::none)
    return;
  p << " fastmath<";
  arith::printFastMathFlags(p.getStream(), attr.getValue());
  p << '>';
}

/// The parse and print hooks of one shape.
template <MathOpKind Kind> struct MathSyntax {
  static ParseResult parse(OpAsmParser &parser, OperationState &state) {
    // `$a, $b, ...`: a fixed number of operands, each comma required.
    llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands(
        getNumOperands(Kind));
    llvm::SMLoc operandsLoc = parser.getCurrentLocation();
    for (unsigned i = 0, e = operands.size(); i != e; ++i)
      if ((i && parser.parseComma()) || parser.parseOperand(operands[i]))
        return failure();
    if constexpr (hasFastMath(Kind))
      if (parseOptionalFastMath(parser, state))
        return failure();
    if (parser.parseOptionalAttrDict(state.attributes))
      return failure();
    Type type;
    if (parser.parseColonType(type))
      return failure();
    if constexpr (Kind == MathOpKind::FloatIntPower) {
      Type powerType;
      if (parser.parseComma() || parser.parseType(powerType))
        return failure();
      state.addTypes(type);
      llvm::SmallVector<Type, 2> types = {type, powerType};
      return parser.resolveOperands(operands, types, operandsLoc,
                                    state.operands);
    }
    if constexpr (Kind == MathOpKind::FloatClassification)
      state.addTypes(getI1SameShape(type));
    else
      state.addTypes(type);
    return parser.resolveOperands(operands, type, state.operands);
  }

  static void print(Operation *op, OpAsmPrinter &p) {
    p << ' ';
    p.printOperands(op->getOperands());
    if constexpr (hasFastMath(Kind))
      printOptionalFastMath(op, p);
    p.printOptionalAttrDict(op->getAttrs(), {kFastMath});
    p << " : ";
    p.printType(op->getOperand(0).getType());
    if constexpr (Kind == MathOpKind::FloatIntPower) {
      p << ", ";
      p.printType(op->getOperand(1).getType());
    }
  }
};

template <MathOpKind Kind> static void setSyntax(OpInfo &info) {
  info.parse = MathSyntax<Kind>::parse;
  info.print = MathSyntax<Kind>::print;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void math::detail::populateMathOpInfo(OpInfo &info, MathOpKind kind) {
  info.addTrait(OpTrait::Pure);
  info.numOperands = CountConstraint::exactly(getNumOperands(kind));
  info.numResults = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  if (hasFastMath(kind))
    info.inherentAttrs = {{kFastMath, isFastMathAttr, [](Context *ctx) {
                             return getFastMathAttr(ctx,
                                                    arith::FastMathFlags::none);
                           }}};
  switch (kind) {
  case MathOpKind::FloatUnary:
    info.addTrait(OpTrait::SameOperandsAndResultType);
    info.verifyInvariants = verifyFloatInvariants;
    setSyntax<MathOpKind::FloatUnary>(info);
    return;
  case MathOpKind::FloatBinary:
    info.addTrait(OpTrait::SameOperandsAndResultType);
    info.verifyInvariants = verifyFloatInvariants;
    setSyntax<MathOpKind::FloatBinary>(info);
    return;
  case MathOpKind::FloatTernary:
    info.addTrait(OpTrait::SameOperandsAndResultType);
    info.verifyInvariants = verifyFloatInvariants;
    setSyntax<MathOpKind::FloatTernary>(info);
    return;
  case MathOpKind::FloatIntPower:
    info.verifyInvariants = verifyFPowIInvariants;
    info.verify = verifyFPowI;
    setSyntax<MathOpKind::FloatIntPower>(info);
    return;
  case MathOpKind::IntegerUnary:
    info.addTrait(OpTrait::SameOperandsAndResultType);
    info.verifyInvariants = verifyIntegerInvariants;
    setSyntax<MathOpKind::IntegerUnary>(info);
    return;
  case MathOpKind::IntegerBinary:
    info.addTrait(OpTrait::SameOperandsAndResultType);
    info.verifyInvariants = verifyIntegerInvariants;
    setSyntax<MathOpKind::IntegerBinary>(info);
    return;
  case MathOpKind::FloatClassification:
    info.verifyInvariants = verifyClassificationInvariants;
    setSyntax<MathOpKind::FloatClassification>(info);
    return;
  }
}

void math::registerMathOps(Dialect &dialect) {
  registerOp<AbsFOp>(dialect);
  registerOp<AbsIOp>(dialect);
  registerOp<AcosOp>(dialect);
  registerOp<AcoshOp>(dialect);
  registerOp<AsinOp>(dialect);
  registerOp<AsinhOp>(dialect);
  registerOp<AtanOp>(dialect);
  registerOp<Atan2Op>(dialect);
  registerOp<AtanhOp>(dialect);
  registerOp<CbrtOp>(dialect);
  registerOp<CeilOp>(dialect);
  registerOp<CopySignOp>(dialect);
  registerOp<CosOp>(dialect);
  registerOp<CoshOp>(dialect);
  registerOp<CountLeadingZerosOp>(dialect);
  registerOp<CountTrailingZerosOp>(dialect);
  registerOp<CtPopOp>(dialect);
  registerOp<ErfOp>(dialect);
  registerOp<ExpOp>(dialect);
  registerOp<Exp2Op>(dialect);
  registerOp<ExpM1Op>(dialect);
  registerOp<FloorOp>(dialect);
  registerOp<FmaOp>(dialect);
  registerOp<FPowIOp>(dialect);
  registerOp<IPowIOp>(dialect);
  registerOp<IsFiniteOp>(dialect);
  registerOp<IsInfOp>(dialect);
  registerOp<IsNaNOp>(dialect);
  registerOp<IsNormalOp>(dialect);
  registerOp<LogOp>(dialect);
  registerOp<Log10Op>(dialect);
  registerOp<Log1pOp>(dialect);
  registerOp<Log2Op>(dialect);
  registerOp<PowFOp>(dialect);
  registerOp<RoundOp>(dialect);
  registerOp<RoundEvenOp>(dialect);
  registerOp<RsqrtOp>(dialect);
  registerOp<SinOp>(dialect);
  registerOp<SinhOp>(dialect);
  registerOp<SqrtOp>(dialect);
  registerOp<TanOp>(dialect);
  registerOp<TanhOp>(dialect);
  registerOp<TruncOp>(dialect);
}
