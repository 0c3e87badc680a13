//===- ArithOps.cpp - Registration, verifiers and syntax of arith ops -----===//
//
// Every arith op is registered here with its counts, traits, properties,
// constraints, verifier and custom syntax. Ops of one shape share their hooks
// (binary, unary, cast, compare, extended), so that each op's registration
// states only what sets it apart: its element kind, whether it commutes,
// whether it carries overflow flags or fastmath, and how its cast changes
// widths. The custom forms and the diagnostics are those mlir-opt 19 prints:
//   %r = arith.addi %a, %b overflow<nsw> : i32
//   %r = arith.addf %a, %b fastmath<nnan,ninf> : f32
//   %r = arith.truncf %a to_nearest_even fastmath<fast> : f32 to f16
//   %r = arith.cmpi slt, %a, %b : vector<4xi32>
//   %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
//   %c1_i32 = arith.constant 1 : i32
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithOps.h"

#include "dialects/arith/ArithAttributes.h"
#include "dialects/arith/ArithDialect.h"
#include "ir/Builder.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "llvm/ADT/SmallString.h"

using namespace assay;
using namespace assay::arith;

static constexpr llvm::StringLiteral kOverflowFlags = "overflowFlags";
static constexpr llvm::StringLiteral kFastMath = "fastmath";
static constexpr llvm::StringLiteral kPredicate = "predicate";
static constexpr llvm::StringLiteral kRoundingMode = "roundingmode";
static constexpr llvm::StringLiteral kValue = "value";

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

static bool isSignlessIntOrIndexScalar(Type t) {
  return t.isSignlessIntOrIndex();
}
static bool isSignlessIntScalar(Type t) { return t.isSignlessInteger(); }
static bool isFloatScalar(Type t) { return t.isFloat(); }
static bool isBoolScalar(Type t) { return t.isSignlessInteger(1); }
static bool isSignlessIntOrFloatScalar(Type t) {
  return t.isSignlessInteger() || t.isFloat();
}

/// The element type of a ranked memref, or null.
static Type getMemRefElementType(Type t) {
  if (auto memref = llvm::dyn_cast<MemRefType>(t))
    return memref.getElementType();
  return Type();
}

static const TypeConstraint kSignlessIntegerLike = {
    [](Type t) { return isScalarOrContainerOf(t, isSignlessIntOrIndexScalar); },
    "signless-integer-like"};
static const TypeConstraint kSignlessFixedWidthIntegerLike = {
    [](Type t) { return isScalarOrContainerOf(t, isSignlessIntScalar); },
    "signless-fixed-width-integer-like"};
static const TypeConstraint kFloatLike = {
    [](Type t) { return isScalarOrContainerOf(t, isFloatScalar); },
    "floating-point-like"};
static const TypeConstraint kBoolLike = {
    [](Type t) { return isScalarOrContainerOf(t, isBoolScalar); }, "bool-like"};
static const TypeConstraint kIndexCastType = {
    [](Type t) {
      if (Type element = getMemRefElementType(t))
        return isSignlessIntOrIndexScalar(element);
      return isScalarOrContainerOf(t, isSignlessIntOrIndexScalar);
    },
    "signless-integer-like or memref of signless-integer"};
static const TypeConstraint kBitcastType = {
    [](Type t) {
      if (Type element = getMemRefElementType(t))
        return isSignlessIntOrFloatScalar(element);
      return isScalarOrContainerOf(t, isSignlessIntOrFloatScalar);
    },
    "signless-integer-or-float-like or memref of signless-integer or float"};

//===----------------------------------------------------------------------===//
// Attribute constraints
//===----------------------------------------------------------------------===//

static bool isOverflowAttr(Attribute a) {
  return llvm::isa<IntegerOverflowFlagsAttr>(a);
}
static bool isFastMathAttr(Attribute a) {
  return llvm::isa<FastMathFlagsAttr>(a);
}
static bool isIntegerAttr(Attribute a) { return llvm::isa<IntegerAttr>(a); }

/// The type of a typed attribute (integer, float, string, elements,
/// opaque), or null.
static Type getTypedAttrType(Attribute a) {
  if (auto i = llvm::dyn_cast<IntegerAttr>(a))
    return i.getType();
  if (auto f = llvm::dyn_cast<FloatAttr>(a))
    return f.getType();
  if (auto e = llvm::dyn_cast<ElementsAttr>(a))
    return e.getType();
  if (auto s = llvm::dyn_cast<StringAttr>(a))
    return s.getType();
  if (auto o = llvm::dyn_cast<OpaqueAttr>(a))
    return o.getType();
  return Type();
}
static bool isTypedAttr(Attribute a) { return bool(getTypedAttrType(a)); }

/// An integer attribute of type i<width> whose value is below `numCases`.
static bool isEnumCase(Attribute a, unsigned width, uint64_t numCases) {
  auto i = llvm::dyn_cast<IntegerAttr>(a);
  return i && i.getType().isSignlessInteger(width) &&
         i.getValue().ult(numCases);
}

static const AttrConstraint kOverflowConstraint = {
    isOverflowAttr, "Integer overflow arith flags"};
static const AttrConstraint kFastMathConstraint = {
    isFastMathAttr, "Floating point fast math flags"};
static const AttrConstraint kCmpIPredicateConstraint = {
    [](Attribute a) { return isEnumCase(a, 64, 10); },
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"};
static const AttrConstraint kCmpFPredicateConstraint = {
    [](Attribute a) { return isEnumCase(a, 64, 16); },
    "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "
    "11, 12, 13, 14, 15"};
static const AttrConstraint kRoundingModeConstraint = {
    [](Attribute a) { return isEnumCase(a, 32, 5); },
    "Floating point rounding mode"};
static const AttrConstraint kTypedAttrConstraint = {isTypedAttr,
                                                    "TypedAttr instance"};

static Attribute getDefaultOverflow(Context *ctx) {
  return IntegerOverflowFlagsAttr::get(ctx, IntegerOverflowFlags::none);
}
static Attribute getDefaultFastMath(Context *ctx) {
  return FastMathFlagsAttr::get(ctx, FastMathFlags::none);
}

//===----------------------------------------------------------------------===//
// Accessors
//===----------------------------------------------------------------------===//

IntegerOverflowFlags arith::getOverflowFlagsOf(Operation *op) {
  if (auto attr = llvm::dyn_cast_or_null<IntegerOverflowFlagsAttr>(
          op->getInherentAttr(kOverflowFlags)))
    return attr.getValue();
  return IntegerOverflowFlags::none;
}

FastMathFlags arith::getFastMathOf(Operation *op) {
  if (auto attr = llvm::dyn_cast_or_null<FastMathFlagsAttr>(
          op->getInherentAttr(kFastMath)))
    return attr.getValue();
  return FastMathFlags::none;
}

std::optional<RoundingMode> TruncFOp::getRoundingMode() const {
  if (auto attr = llvm::dyn_cast_or_null<IntegerAttr>(
          state->getInherentAttr(kRoundingMode)))
    return RoundingMode(attr.getValue().getZExtValue());
  return std::nullopt;
}

CmpIPredicate CmpIOp::getPredicate() const {
  auto attr = llvm::cast<IntegerAttr>(state->getInherentAttr(kPredicate));
  return CmpIPredicate(attr.getValue().getZExtValue());
}

CmpFPredicate CmpFOp::getPredicate() const {
  auto attr = llvm::cast<IntegerAttr>(state->getInherentAttr(kPredicate));
  return CmpFPredicate(attr.getValue().getZExtValue());
}

Attribute ConstantOp::getValue() const {
  return state->getInherentAttr(kValue);
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

/// Whether two types have compatible shapes: both unshaped, or both shaped
/// with equal ranks and sizes (a dynamic size or an unranked type matches
/// anything).
static bool haveCompatibleShapes(Type a, Type b) {
  auto sa = llvm::dyn_cast<ShapedType>(a);
  auto sb = llvm::dyn_cast<ShapedType>(b);
  if (!sa || !sb)
    return !sa && !sb;
  if (!sa.hasRank() || !sb.hasRank())
    return true;
  if (sa.getRank() != sb.getRank())
    return false;
  auto va = llvm::dyn_cast<VectorType>(a), vb = llvm::dyn_cast<VectorType>(b);
  if (va && vb && va.getScalableDims() != vb.getScalableDims())
    return false;
  for (int64_t i = 0, e = sa.getRank(); i < e; ++i) {
    int64_t da = sa.getDimSize(i), db = sb.getDimSize(i);
    if (!ShapedType::isDynamic(da) && !ShapedType::isDynamic(db) && da != db)
      return false;
  }
  return true;
}

/// Whether both types are shaped with the same shape (both unranked, or
/// the same sizes); element types and encodings are not compared.
static bool haveSameShape(Type a, Type b) {
  auto sa = llvm::dyn_cast<ShapedType>(a);
  auto sb = llvm::dyn_cast<ShapedType>(b);
  if (!sa || !sb || sa.hasRank() != sb.hasRank())
    return false;
  return !sa.hasRank() || sa.getShape() == sb.getShape();
}

/// `type` with its element type replaced by i1 (i1 for a scalar).
static Type getI1SameShape(Type type) {
  Type i1 = IntegerType::get(type.getContext(), 1);
  if (llvm::isa<VectorType, TensorType>(type))
    return llvm::cast<ShapedType>(type).clone(i1);
  return i1;
}

/// The element type a cast reads or writes: through vectors and tensors
/// and, when `throughMemRef`, memrefs.
static Type getCastElementType(Type type, bool throughMemRef) {
  if (throughMemRef)
    if (Type element = getMemRefElementType(type))
      return element;
  return getElementTypeOrSelf(type);
}

/// How a cast relates its operand and result element types.
enum class CastKind : uint8_t {
  IntWiden,    ///< extui, extsi
  IntNarrow,   ///< trunci
  FloatWiden,  ///< extf
  FloatNarrow, ///< truncf
  IntToFloat,  ///< uitofp, sitofp
  FloatToInt,  ///< fptoui, fptosi
  IndexCast,   ///< index_cast, index_castui
  Bitcast,     ///< bitcast
};

/// Whether a cast of `kind` from `in` to `out` element types is valid.
static bool areCastCompatible(CastKind kind, Type in, Type out) {
  auto isInt = [](Type t) { return llvm::isa<IntegerType>(t); };
  auto isFloat = [](Type t) { return llvm::isa<FloatType>(t); };
  switch (kind) {
  case CastKind::IntWiden:
    return isInt(in) && isInt(out) &&
           out.getIntOrFloatBitWidth() > in.getIntOrFloatBitWidth();
  case CastKind::IntNarrow:
    return isInt(in) && isInt(out) &&
           out.getIntOrFloatBitWidth() < in.getIntOrFloatBitWidth();
  case CastKind::FloatWiden:
    return isFloat(in) && isFloat(out) &&
           out.getIntOrFloatBitWidth() > in.getIntOrFloatBitWidth();
  case CastKind::FloatNarrow:
    return isFloat(in) && isFloat(out) &&
           out.getIntOrFloatBitWidth() < in.getIntOrFloatBitWidth();
  case CastKind::IntToFloat:
    return isInt(in) && isFloat(out);
  case CastKind::FloatToInt:
    return isFloat(in) && isInt(out);
  case CastKind::IndexCast:
    return (in.isIndex() && isInt(out)) || (isInt(in) && out.isIndex());
  case CastKind::Bitcast:
    return (isInt(in) || isFloat(in)) && (isInt(out) || isFloat(out)) &&
           in.getIntOrFloatBitWidth() == out.getIntOrFloatBitWidth();
  }
  llvm_unreachable("unknown cast kind");
}

/// The encoding of a ranked tensor type, else null.
static Attribute getTensorEncoding(Type type) {
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type))
    return tensor.getEncoding();
  return Attribute();
}

/// The rule of elementwise ops: non-scalar (vector or tensor) operands and
/// results agree in kind and shape, and a non-scalar operand makes every
/// result non-scalar.
static LogicalResult verifyElementwiseMappable(Operation *op) {
  auto isMappable = [](Type t) { return llvm::isa<VectorType, TensorType>(t); };
  llvm::SmallVector<Type, 4> operands, results;
  for (Type t : op->getOperandTypes())
    if (isMappable(t))
      operands.push_back(t);
  for (Type t : op->getResultTypes())
    if (isMappable(t))
      results.push_back(t);
  if (operands.empty() && results.empty())
    return success();
  if (operands.empty())
    return op->emitOpError("if a result is non-scalar, then at least one "
                           "operand must be non-scalar");
  if (results.empty())
    return op->emitOpError("if an operand is non-scalar, then there must be "
                           "at least one non-scalar result");
  if (results.size() != op->getNumResults())
    return op->emitOpError(
        "if an operand is non-scalar, then all results must be non-scalar");
  Type first = operands.front();
  auto agrees = [&](Type t) {
    return t.getTypeID() == first.getTypeID() && haveCompatibleShapes(t, first);
  };
  if (!llvm::all_of(operands, agrees) || !llvm::all_of(results, agrees))
    return op->emitOpError("all non-scalar operands/results must have the "
                           "same shape and base type");
  return success();
}

/// The dimensions of a cast's tensor side must be those of the other side,
/// where anything but a tensor has none: a tensor<4xi32> does not cast to
/// a vector or a scalar, but a tensor<i32> passes here and is refused by
/// the shape rule afterwards. Unranked tensors are never accepted.
static LogicalResult verifyCastTensorDims(Operation *op) {
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (!llvm::isa<TensorType>(in) && !llvm::isa<TensorType>(out))
    return success();
  auto dims = [](Type t) -> std::optional<llvm::ArrayRef<int64_t>> {
    if (auto ranked = llvm::dyn_cast<RankedTensorType>(t))
      return ranked.getShape();
    if (llvm::isa<TensorType>(t))
      return std::nullopt;
    return llvm::ArrayRef<int64_t>();
  };
  std::optional<llvm::ArrayRef<int64_t>> inDims = dims(in), outDims = dims(out);
  if (inDims && outDims && *inDims == *outDims)
    return success();
  return op->emitOpError("failed to verify that input and output have the "
                         "same tensor dimensions");
}

/// Shape agreement, then the cast's element rule, then the elementwise
/// rule.
static LogicalResult verifyCast(Operation *op, CastKind kind) {
  Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
  if (!haveCompatibleShapes(in, out))
    return op->emitOpError(
        "requires the same shape for all operands and results");
  bool throughMemRef = kind == CastKind::IndexCast || kind == CastKind::Bitcast;
  // Memrefs are cast whole only by index casts and bitcasts.
  bool kindsAgree =
      llvm::isa<BaseMemRefType>(in) == llvm::isa<BaseMemRefType>(out);
  if (!kindsAgree || getTensorEncoding(in) != getTensorEncoding(out) ||
      !areCastCompatible(kind, getCastElementType(in, throughMemRef),
                         getCastElementType(out, throughMemRef)))
    return op->emitOpError() << "operand type '" << in << "' and result type '"
                             << out << "' are cast incompatible";
  return verifyElementwiseMappable(op);
}

//===----------------------------------------------------------------------===//
// Shared syntax
//===----------------------------------------------------------------------===//

/// What optional keywords an op's custom form takes after its operands.
enum class FlagsKind : uint8_t { None, Overflow, FastMath, OptionalFastMath };

/// Parses `overflow<...>` or `fastmath<...>` if the op takes it and it is
/// next, adding the attribute to `state`.
static ParseResult parseOptionalFlags(OpAsmParser &parser,
                                      OperationState &state, FlagsKind kind) {
  Context *ctx = parser.getContext();
  if (kind == FlagsKind::Overflow) {
    if (failed(parser.parseOptionalKeyword("overflow")))
      return success();
    IntegerOverflowFlags flags;
    if (parseIntegerOverflowFlags(parser, flags))
      return failure();
    state.addAttribute(kOverflowFlags,
                       IntegerOverflowFlagsAttr::get(ctx, flags));
    return success();
  }
  if (kind == FlagsKind::FastMath || kind == FlagsKind::OptionalFastMath) {
    if (failed(parser.parseOptionalKeyword("fastmath")))
      return success();
    FastMathFlags flags;
    if (parseFastMathFlags(parser, flags))
      return failure();
    state.addAttribute(kFastMath, FastMathFlagsAttr::get(ctx, flags));
  }
  return success();
}

/// Prints ` overflow<...>` / ` fastmath<...>` unless it is the default
/// (an optional fastmath prints whenever it is present).
static void printOptionalFlags(Operation *op, OpAsmPrinter &p, FlagsKind kind) {
  if (kind == FlagsKind::Overflow) {
    IntegerOverflowFlags flags = getOverflowFlagsOf(op);
    if (flags == IntegerOverflowFlags::none)
      return;
    p << " overflow<";
    printIntegerOverflowFlags(p.getStream(), flags);
    p << '>';
    return;
  }
  if (kind == FlagsKind::None)
    return;
  auto attr =
      llvm::dyn_cast_or_null<FastMathFlagsAttr>(op->getInherentAttr(kFastMath));
  if (!attr)
    return;
  if (kind == FlagsKind::FastMath && attr.getValue() == FastMathFlags::none)
    return;
  p << " fastmath<";
  printFastMathFlags(p.getStream(), attr.getValue());
  p << '>';
}

/// `%a, %b`, reporting a missing comma as mlir-opt does.
static ParseResult parseTwoOperands(
    OpAsmParser &parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &result) {
  result.resize(2);
  return failure(parser.parseOperand(result[0]) || parser.parseComma() ||
                 parser.parseOperand(result[1]));
}

/// `%a, %b [flags] {attrs} : type`.
static ParseResult parseBinary(OpAsmParser &parser, OperationState &state,
                               FlagsKind flags) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type type;
  if (parseTwoOperands(parser, operands) ||
      parseOptionalFlags(parser, state, flags) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addTypes(type);
  return parser.resolveOperands(operands, type, state.operands);
}

static void printBinary(Operation *op, OpAsmPrinter &p, FlagsKind flags) {
  p << ' ';
  p.printOperands(op->getOperands());
  printOptionalFlags(op, p, flags);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// `%a [flags] {attrs} : type`.
static ParseResult parseUnary(OpAsmParser &parser, OperationState &state,
                              FlagsKind flags) {
  OpAsmParser::UnresolvedOperand operand;
  Type type;
  if (parser.parseOperand(operand) ||
      parseOptionalFlags(parser, state, flags) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addTypes(type);
  return parser.resolveOperand(operand, type, state.operands);
}

static void printUnary(Operation *op, OpAsmPrinter &p, FlagsKind flags) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  printOptionalFlags(op, p, flags);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// `%a [roundingmode] [flags] {attrs} : type to type`.
static ParseResult parseCast(OpAsmParser &parser, OperationState &state,
                             FlagsKind flags, bool hasRoundingMode) {
  OpAsmParser::UnresolvedOperand operand;
  Type inType, outType;
  if (parser.parseOperand(operand))
    return failure();
  if (hasRoundingMode) {
    llvm::StringRef keyword;
    if (succeeded(parser.parseOptionalKeyword(
            &keyword, {"to_nearest_even", "downward", "upward", "toward_zero",
                       "to_nearest_away"}))) {
      RoundingMode mode = *symbolizeRoundingMode(keyword);
      state.addAttribute(
          kRoundingMode,
          IntegerAttr::get(IntegerType::get(parser.getContext(), 32),
                           int64_t(mode)));
    }
  }
  if (parseOptionalFlags(parser, state, flags) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(inType) || parser.parseKeyword("to") ||
      parser.parseType(outType))
    return failure();
  state.addTypes(outType);
  return parser.resolveOperand(operand, inType, state.operands);
}

static void printCast(Operation *op, OpAsmPrinter &p, FlagsKind flags,
                      bool hasRoundingMode) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  if (hasRoundingMode)
    if (auto mode = llvm::dyn_cast_or_null<IntegerAttr>(
            op->getInherentAttr(kRoundingMode)))
      p << ' '
        << stringifyRoundingMode(RoundingMode(mode.getValue().getZExtValue()));
  printOptionalFlags(op, p, flags);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << " to ";
  p.printType(op->getResult(0).getType());
}

//===----------------------------------------------------------------------===//
// Registration helpers
//===----------------------------------------------------------------------===//

/// Counts of an op with `operands` operands and `results` results and no
/// regions or successors.
static void setCounts(OpInfo &info, unsigned operands, unsigned results) {
  info.numOperands = CountConstraint::exactly(operands);
  info.numResults = CountConstraint::exactly(results);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
}

/// Checks operands and results against `constraint` (after the attribute
/// checks, which mlir-opt reports first).
static LogicalResult verifyElementwise(Operation *op,
                                       const TypeConstraint &constraint) {
  if (failed(verifyAllOperandTypes(op, constraint)))
    return failure();
  return verifyAllResultTypes(op, constraint);
}

//===--- Integer binary ops ----------------------------------------------===//

static LogicalResult verifyIntBinaryInvariants(Operation *op) {
  return verifyElementwise(op, kSignlessIntegerLike);
}
static LogicalResult verifyIntOverflowInvariants(Operation *op) {
  if (failed(verifyAttr(op, kOverflowFlags, kOverflowConstraint,
                        /*optional=*/true)))
    return failure();
  return verifyElementwise(op, kSignlessIntegerLike);
}
static ParseResult parseIntBinary(OpAsmParser &parser, OperationState &state) {
  return parseBinary(parser, state, FlagsKind::None);
}
static void printIntBinary(Operation *op, OpAsmPrinter &p) {
  printBinary(op, p, FlagsKind::None);
}
static ParseResult parseIntOverflow(OpAsmParser &parser,
                                    OperationState &state) {
  return parseBinary(parser, state, FlagsKind::Overflow);
}
static void printIntOverflow(Operation *op, OpAsmPrinter &p) {
  printBinary(op, p, FlagsKind::Overflow);
}

/// An integer binary op; `pure` is false for the divisions and remainders,
/// which may raise undefined behaviour on a zero divisor.
static void populateIntBinary(OpInfo &info, bool commutative, bool pure,
                              bool overflow) {
  setCounts(info, 2, 1);
  info.addTrait(pure ? OpTrait::Pure : OpTrait::NoMemoryEffect);
  if (commutative)
    info.addTrait(OpTrait::Commutative);
  info.addTrait(OpTrait::SameOperandsAndResultType);
  if (overflow) {
    info.inherentAttrs = {{kOverflowFlags, isOverflowAttr, getDefaultOverflow}};
    info.verifyInvariants = verifyIntOverflowInvariants;
    info.parse = parseIntOverflow;
    info.print = printIntOverflow;
    return;
  }
  info.verifyInvariants = verifyIntBinaryInvariants;
  info.parse = parseIntBinary;
  info.print = printIntBinary;
}

void AddIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, /*commutative=*/true, /*pure=*/true, true);
}
void SubIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, true, true);
}
void MulIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, true);
}
void ShLIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, true, true);
}
void DivUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, /*pure=*/false, false);
}
void DivSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void CeilDivUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void CeilDivSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void FloorDivSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void RemUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void RemSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, false, false);
}
void AndIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void OrIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void XOrIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void ShRUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, true, false);
}
void ShRSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, false, true, false);
}
void MaxSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void MaxUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void MinSIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}
void MinUIOp::populateInfo(OpInfo &info) {
  populateIntBinary(info, true, true, false);
}

//===--- Float ops -------------------------------------------------------===//

static LogicalResult verifyFloatInvariants(Operation *op) {
  if (failed(verifyAttr(op, kFastMath, kFastMathConstraint, /*optional=*/true)))
    return failure();
  return verifyElementwise(op, kFloatLike);
}
static ParseResult parseFloatBinary(OpAsmParser &parser,
                                    OperationState &state) {
  return parseBinary(parser, state, FlagsKind::FastMath);
}
static void printFloatBinary(Operation *op, OpAsmPrinter &p) {
  printBinary(op, p, FlagsKind::FastMath);
}

/// A float binary op with a default-valued `fastmath`.
static void populateFloatBinary(OpInfo &info, bool commutative) {
  setCounts(info, 2, 1);
  info.addTrait(OpTrait::Pure);
  if (commutative)
    info.addTrait(OpTrait::Commutative);
  info.addTrait(OpTrait::SameOperandsAndResultType);
  info.inherentAttrs = {{kFastMath, isFastMathAttr, getDefaultFastMath}};
  info.verifyInvariants = verifyFloatInvariants;
  info.parse = parseFloatBinary;
  info.print = printFloatBinary;
}

void AddFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }
void SubFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, false); }
void MulFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }
void DivFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, false); }
void RemFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, false); }
void MaximumFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }
void MinimumFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }
void MaxNumFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }
void MinNumFOp::populateInfo(OpInfo &info) { populateFloatBinary(info, true); }

void NegFOp::populateInfo(OpInfo &info) {
  setCounts(info, 1, 1);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::SameOperandsAndResultType);
  info.inherentAttrs = {{kFastMath, isFastMathAttr, getDefaultFastMath}};
  info.verifyInvariants = verifyFloatInvariants;
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseUnary(parser, state, FlagsKind::FastMath);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printUnary(op, p, FlagsKind::FastMath);
  };
}

//===--- Extended ops ----------------------------------------------------===//

/// `%a, %b {attrs} : type` with both results of the operands' type.
static ParseResult parseMulExtended(OpAsmParser &parser,
                                    OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type type;
  if (parseTwoOperands(parser, operands) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addTypes({type, type});
  return parser.resolveOperands(operands, type, state.operands);
}

static void printMulExtended(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

static LogicalResult verifyMulExtendedInvariants(Operation *op) {
  if (failed(verifyElementwise(op, kSignlessIntegerLike)))
    return failure();
  Type type = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != type ||
      op->getResult(0).getType() != type || op->getResult(1).getType() != type)
    return op->emitOpError("failed to verify that all of {lhs, rhs, low, high} "
                           "have same type");
  return success();
}

static void populateMulExtended(OpInfo &info) {
  setCounts(info, 2, 2);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::Commutative);
  info.verifyInvariants = verifyMulExtendedInvariants;
  info.parse = parseMulExtended;
  info.print = printMulExtended;
}

static const OpAsmOpInterface kMulExtendedAsm = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = [](Operation *op,
                               OpAsmOpInterface::SetNameFn setName) {
    setName(op->getResult(0), "low");
    setName(op->getResult(1), "high");
  };
  return iface;
}();

void MulSIExtendedOp::populateInfo(OpInfo &info) {
  populateMulExtended(info);
  info.attachInterface(&kMulExtendedAsm);
}
void MulUIExtendedOp::populateInfo(OpInfo &info) {
  populateMulExtended(info);
  info.attachInterface(&kMulExtendedAsm);
}

static LogicalResult verifyAddUIExtendedInvariants(Operation *op) {
  if (failed(verifyAllOperandTypes(op, kSignlessIntegerLike)) ||
      failed(verifyResultType(op, 0, kSignlessIntegerLike)) ||
      failed(verifyResultType(op, 1, kBoolLike)))
    return failure();
  Type type = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != type || op->getResult(0).getType() != type)
    return op->emitOpError(
        "failed to verify that all of {lhs, rhs, sum} have same type");
  return success();
}

static const OpAsmOpInterface kAddUIExtendedAsm = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = [](Operation *op,
                               OpAsmOpInterface::SetNameFn setName) {
    setName(op->getResult(0), "sum");
    setName(op->getResult(1), "overflow");
  };
  return iface;
}();

void AddUIExtendedOp::populateInfo(OpInfo &info) {
  setCounts(info, 2, 2);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::Commutative);
  info.verifyInvariants = verifyAddUIExtendedInvariants;
  info.verify = verifyElementwiseMappable;
  info.parse = [](OpAsmParser &parser, OperationState &state) -> ParseResult {
    llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
    Type sumType, overflowType;
    if (parseTwoOperands(parser, operands) ||
        parser.parseOptionalAttrDict(state.attributes) ||
        parser.parseColonType(sumType) || parser.parseComma() ||
        parser.parseType(overflowType))
      return failure();
    state.addTypes({sumType, overflowType});
    return parser.resolveOperands(operands, sumType, state.operands);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    p << ' ';
    p.printOperands(op->getOperands());
    p.printOptionalAttrDict(op->getAttrs());
    p << " : ";
    p.printType(op->getResult(0).getType());
    p << ", ";
    p.printType(op->getResult(1).getType());
  };
  info.attachInterface(&kAddUIExtendedAsm);
}

//===--- Casts -----------------------------------------------------------===//

/// Registers a cast: `in` and `out` constrain operand and result.
template <CastKind Kind, const TypeConstraint &In, const TypeConstraint &Out,
          FlagsKind Flags = FlagsKind::None, bool RoundingModeToo = false>
static void populateCast(OpInfo &info) {
  setCounts(info, 1, 1);
  info.addTrait(OpTrait::Pure);
  if constexpr (Flags == FlagsKind::OptionalFastMath) {
    if constexpr (RoundingModeToo)
      info.inherentAttrs = {{kFastMath, isFastMathAttr},
                            {kRoundingMode, isIntegerAttr}};
    else
      info.inherentAttrs = {{kFastMath, isFastMathAttr}};
  }
  info.verifyInvariants = [](Operation *op) -> LogicalResult {
    if constexpr (Flags == FlagsKind::OptionalFastMath) {
      if (failed(verifyAttr(op, kFastMath, kFastMathConstraint, true)))
        return failure();
      if constexpr (RoundingModeToo)
        if (failed(
                verifyAttr(op, kRoundingMode, kRoundingModeConstraint, true)))
          return failure();
    }
    if (failed(verifyOperandType(op, 0, In)) ||
        failed(verifyResultType(op, 0, Out)))
      return failure();
    return verifyCastTensorDims(op);
  };
  info.verify = [](Operation *op) { return verifyCast(op, Kind); };
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseCast(parser, state, Flags, RoundingModeToo);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printCast(op, p, Flags, RoundingModeToo);
  };
}

void ExtUIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IntWiden, kSignlessFixedWidthIntegerLike,
               kSignlessFixedWidthIntegerLike>(info);
}
void ExtSIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IntWiden, kSignlessFixedWidthIntegerLike,
               kSignlessFixedWidthIntegerLike>(info);
}
void TruncIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IntNarrow, kSignlessFixedWidthIntegerLike,
               kSignlessFixedWidthIntegerLike>(info);
}
void ExtFOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::FloatWiden, kFloatLike, kFloatLike,
               FlagsKind::OptionalFastMath>(info);
}
void TruncFOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::FloatNarrow, kFloatLike, kFloatLike,
               FlagsKind::OptionalFastMath, /*RoundingModeToo=*/true>(info);
}
void UIToFPOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IntToFloat, kSignlessFixedWidthIntegerLike,
               kFloatLike>(info);
}
void SIToFPOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IntToFloat, kSignlessFixedWidthIntegerLike,
               kFloatLike>(info);
}
void FPToUIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::FloatToInt, kFloatLike,
               kSignlessFixedWidthIntegerLike>(info);
}
void FPToSIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::FloatToInt, kFloatLike,
               kSignlessFixedWidthIntegerLike>(info);
}
void IndexCastOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IndexCast, kIndexCastType, kIndexCastType>(info);
}
void IndexCastUIOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::IndexCast, kIndexCastType, kIndexCastType>(info);
}
void BitcastOp::populateInfo(OpInfo &info) {
  populateCast<CastKind::Bitcast, kBitcastType, kBitcastType>(info);
}

//===--- Comparisons -----------------------------------------------------===//

/// The attribute checks, the operand kind, the result kind, then the result
/// shape, in the order mlir-opt reports them.
static LogicalResult verifyCompare(Operation *op,
                                   const AttrConstraint &predicate,
                                   const TypeConstraint &operand,
                                   bool hasFastMath) {
  // Attributes are checked in the order of their names.
  if (hasFastMath &&
      failed(verifyAttr(op, kFastMath, kFastMathConstraint, /*optional=*/true)))
    return failure();
  if (failed(verifyAttr(op, kPredicate, predicate)))
    return failure();
  if (failed(verifyAllOperandTypes(op, operand)) ||
      failed(verifyResultType(op, 0, kBoolLike)))
    return failure();
  if (op->getResult(0).getType() != getI1SameShape(op->getOperand(0).getType()))
    return op->emitOpError("failed to verify that result type has i1 element "
                           "type and same shape as operands");
  return success();
}

/// `pred, %a, %b [fastmath] {attrs} : type`; the predicate keyword is
/// looked up with `symbolize` and stored as an i64. The result type is
/// derived from `type`, so `type` must meet the operands' constraint when
/// it is parsed (mlir-opt names the operand `'lhs'` then), and any type,
/// a function type included, is read.
template <class EnumT>
static ParseResult
parseCompare(OpAsmParser &parser, OperationState &state, bool hasFastMath,
             std::optional<EnumT> (*symbolize)(llvm::StringRef),
             llvm::StringRef allowed, const TypeConstraint &operandKind) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  std::string keyword;
  std::optional<EnumT> predicate;
  if (succeeded(parser.parseOptionalKeywordOrString(&keyword)))
    predicate = symbolize(keyword);
  if (!predicate)
    return parser.emitError(loc)
           << "expected string or keyword containing one of the following "
              "enum values for attribute 'predicate' ["
           << allowed << "]";
  Context *ctx = parser.getContext();
  state.addAttribute(kPredicate, IntegerAttr::get(IntegerType::get(ctx, 64),
                                                  int64_t(*predicate)));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type type;
  if (parser.parseComma() || parseTwoOperands(parser, operands) ||
      parseOptionalFlags(parser, state,
                         hasFastMath ? FlagsKind::FastMath : FlagsKind::None) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  if (!operandKind.accepts(type))
    return parser.emitError(parser.getNameLoc())
           << "'lhs' must be " << operandKind.summary << ", but got '" << type
           << "'";
  state.addTypes(getI1SameShape(type));
  return parser.resolveOperands(operands, type, state.operands);
}

static void printCompare(Operation *op, OpAsmPrinter &p,
                         llvm::StringRef keyword, bool hasFastMath) {
  p << ' ' << keyword << ", ";
  p.printOperands(op->getOperands());
  printOptionalFlags(op, p,
                     hasFastMath ? FlagsKind::FastMath : FlagsKind::None);
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

void CmpIOp::populateInfo(OpInfo &info) {
  setCounts(info, 2, 1);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::SameTypeOperands);
  info.inherentAttrs = {{kPredicate, isIntegerAttr}};
  info.verifyInvariants = [](Operation *op) {
    return verifyCompare(op, kCmpIPredicateConstraint, kSignlessIntegerLike,
                         /*hasFastMath=*/false);
  };
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseCompare<CmpIPredicate>(
        parser, state, false, symbolizeCmpIPredicate,
        "eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge", kSignlessIntegerLike);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printCompare(op, p, stringifyCmpIPredicate(CmpIOp(op).getPredicate()),
                 false);
  };
}

void CmpFOp::populateInfo(OpInfo &info) {
  setCounts(info, 2, 1);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::SameTypeOperands);
  info.inherentAttrs = {{kFastMath, isFastMathAttr, getDefaultFastMath},
                        {kPredicate, isIntegerAttr}};
  info.verifyInvariants = [](Operation *op) {
    return verifyCompare(op, kCmpFPredicateConstraint, kFloatLike,
                         /*hasFastMath=*/true);
  };
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseCompare<CmpFPredicate>(
        parser, state, true, symbolizeCmpFPredicate,
        "false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, "
        "une, uno, true",
        kFloatLike);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printCompare(op, p, stringifyCmpFPredicate(CmpFOp(op).getPredicate()),
                 true);
  };
}

//===--- Select ----------------------------------------------------------===//

static LogicalResult verifySelectInvariants(Operation *op) {
  if (failed(verifyOperandType(op, 0, kBoolLike)))
    return failure();
  Type type = op->getResult(0).getType();
  if (op->getOperand(1).getType() != type ||
      op->getOperand(2).getType() != type)
    return op->emitOpError("failed to verify that all of {true_value, "
                           "false_value, result} have same type");
  Type condition = op->getOperand(0).getType();
  if (!condition.isSignlessInteger(1) && !haveSameShape(condition, type))
    return op->emitOpError("failed to verify that condition is signless i1 or "
                           "has matching shape");
  return success();
}

/// A shaped condition is the result's type with i1 elements: the same kind,
/// shape and tensor encoding (the invariants compared shapes alone).
static LogicalResult verifySelect(Operation *op) {
  Type condition = op->getOperand(0).getType();
  if (condition.isSignlessInteger(1) ||
      condition == getI1SameShape(op->getResult(0).getType()))
    return success();
  return op->emitOpError(
      "expected condition type to have the same shape as the result type");
}

/// `%c, %a, %b {attrs} : [condition type,] type`.
static ParseResult parseSelect(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  Type conditionType, resultType;
  if (parser.parseOperandList(operands, 3) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(resultType))
    return failure();
  if (succeeded(parser.parseOptionalComma())) {
    conditionType = resultType;
    if (parser.parseType(resultType))
      return failure();
  } else {
    conditionType = IntegerType::get(parser.getContext(), 1);
  }
  state.addTypes(resultType);
  Type types[] = {conditionType, resultType, resultType};
  return parser.resolveOperands(operands, llvm::ArrayRef<Type>(types),
                                parser.getNameLoc(), state.operands);
}

static void printSelect(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(op->getOperands());
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  Type condition = op->getOperand(0).getType();
  if (llvm::isa<ShapedType>(condition)) {
    p.printType(condition);
    p << ", ";
  }
  p.printType(op->getResult(0).getType());
}

void SelectOp::populateInfo(OpInfo &info) {
  setCounts(info, 3, 1);
  info.addTrait(OpTrait::Pure);
  info.verifyInvariants = verifySelectInvariants;
  info.verify = verifySelect;
  info.parse = parseSelect;
  info.print = printSelect;
}

//===--- Constant --------------------------------------------------------===//

static LogicalResult verifyConstantInvariants(Operation *op) {
  if (failed(verifyAttr(op, kValue, kTypedAttrConstraint)))
    return failure();
  if (getTypedAttrType(op->getInherentAttr(kValue)) !=
      op->getResult(0).getType())
    return op->emitOpError(
        "failed to verify that all of {value, result} have same type");
  return success();
}

static LogicalResult verifyConstant(Operation *op) {
  Type type = op->getResult(0).getType();
  Attribute value = op->getInherentAttr(kValue);
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return op->emitOpError("integer return type must be signless");
  if (!llvm::isa<IntegerAttr, FloatAttr, ElementsAttr>(value))
    return op->emitOpError(
        "value must be an integer, float, or elements attribute");
  if (auto vector = llvm::dyn_cast<VectorType>(type)) {
    auto dense = llvm::dyn_cast<DenseElementsAttr>(value);
    if (vector.isScalable() && !(dense && dense.isSplat()))
      return op->emitOpError(
          "intializing scalable vectors with elements attribute is not "
          "supported unless it's a vector splat");
  }
  return success();
}

/// `{attrs} value`.
static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Attribute value;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseAttribute(value))
    return failure();
  Type type = getTypedAttrType(value);
  if (!type)
    return parser.emitError(loc, "invalid kind of attribute specified");
  state.addAttribute(kValue, value);
  state.addTypes(type);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs());
  p << ' ';
  p.printAttribute(op->getInherentAttr(kValue));
}

/// `%c0`, `%c1_i32`, `%true`, `%false`, `%cst`.
static void getConstantResultNames(Operation *op,
                                   OpAsmOpInterface::SetNameFn setName) {
  Type type = op->getResult(0).getType();
  auto intValue =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kValue));
  if (!intValue || !llvm::isa<IntegerType, IndexType>(type) ||
      intValue.getType() != type) {
    setName(op->getResult(0), "cst");
    return;
  }
  if (type.isSignlessInteger(1)) {
    setName(op->getResult(0), intValue.getValue().isZero() ? "false" : "true");
    return;
  }
  llvm::SmallString<32> name("c");
  intValue.getValue().toStringSigned(name);
  if (!type.isIndex()) {
    llvm::raw_svector_ostream os(name);
    os << '_' << type;
  }
  setName(op->getResult(0), name);
}

static const OpAsmOpInterface kConstantAsm = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = getConstantResultNames;
  return iface;
}();

void ConstantOp::populateInfo(OpInfo &info) {
  setCounts(info, 0, 1);
  info.addTrait(OpTrait::Pure);
  info.addTrait(OpTrait::ConstantLike);
  info.inherentAttrs = {{kValue, isTypedAttr}};
  info.verifyInvariants = verifyConstantInvariants;
  info.verify = verifyConstant;
  info.parse = parseConstant;
  info.print = printConstant;
  info.attachInterface(&kConstantAsm);
}

void ConstantOp::build(OpBuilder &, OperationState &state, Attribute value) {
  state.addAttribute(kValue, value);
  state.addTypes(getTypedAttrType(value));
}

bool ConstantOp::isBuildableWith(Attribute value, Type type) {
  if (!value || !type || getTypedAttrType(value) != type)
    return false;
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return false;
  if (!llvm::isa<IntegerAttr, FloatAttr, ElementsAttr>(value))
    return false;
  if (auto vector = llvm::dyn_cast<VectorType>(type)) {
    auto dense = llvm::dyn_cast<DenseElementsAttr>(value);
    if (vector.isScalable() && !(dense && dense.isSplat()))
      return false;
  }
  return true;
}

ConstantOp ConstantOp::materialize(OpBuilder &builder, Attribute value,
                                   Type type, Location loc) {
  if (!isBuildableWith(value, type))
    return ConstantOp();
  return builder.create<ConstantOp>(loc, value);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void arith::registerArithOps(ArithDialect &dialect) {
  registerOp<ConstantOp>(dialect);
  registerOp<AddIOp>(dialect);
  registerOp<SubIOp>(dialect);
  registerOp<MulIOp>(dialect);
  registerOp<DivUIOp>(dialect);
  registerOp<DivSIOp>(dialect);
  registerOp<CeilDivUIOp>(dialect);
  registerOp<CeilDivSIOp>(dialect);
  registerOp<FloorDivSIOp>(dialect);
  registerOp<RemUIOp>(dialect);
  registerOp<RemSIOp>(dialect);
  registerOp<AndIOp>(dialect);
  registerOp<OrIOp>(dialect);
  registerOp<XOrIOp>(dialect);
  registerOp<ShLIOp>(dialect);
  registerOp<ShRUIOp>(dialect);
  registerOp<ShRSIOp>(dialect);
  registerOp<MaxSIOp>(dialect);
  registerOp<MaxUIOp>(dialect);
  registerOp<MinSIOp>(dialect);
  registerOp<MinUIOp>(dialect);
  registerOp<NegFOp>(dialect);
  registerOp<AddFOp>(dialect);
  registerOp<SubFOp>(dialect);
  registerOp<MulFOp>(dialect);
  registerOp<DivFOp>(dialect);
  registerOp<RemFOp>(dialect);
  registerOp<MaximumFOp>(dialect);
  registerOp<MinimumFOp>(dialect);
  registerOp<MaxNumFOp>(dialect);
  registerOp<MinNumFOp>(dialect);
  registerOp<MulSIExtendedOp>(dialect);
  registerOp<MulUIExtendedOp>(dialect);
  registerOp<AddUIExtendedOp>(dialect);
  registerOp<ExtUIOp>(dialect);
  registerOp<ExtSIOp>(dialect);
  registerOp<ExtFOp>(dialect);
  registerOp<TruncIOp>(dialect);
  registerOp<TruncFOp>(dialect);
  registerOp<UIToFPOp>(dialect);
  registerOp<SIToFPOp>(dialect);
  registerOp<FPToUIOp>(dialect);
  registerOp<FPToSIOp>(dialect);
  registerOp<IndexCastOp>(dialect);
  registerOp<IndexCastUIOp>(dialect);
  registerOp<BitcastOp>(dialect);
  registerOp<CmpIOp>(dialect);
  registerOp<CmpFOp>(dialect);
  registerOp<SelectOp>(dialect);
}
