//===- IndexOps.cpp - The ops of the index dialect ------------------------===//
//
// Registration, verifiers, custom assembly and result names of the index
// ops. Every op is Pure but the divisions and remainders, which are
// NoMemoryEffect: they are undefined behaviour on a zero divisor (and the
// signed ones on MIN / -1), so they must not be executed speculatively. The
// constants are ConstantLike, and add, mul, the min/max ops and the bitwise
// ops are Commutative. Verification follows the
// usual order: the properties, then operand types, then result types, then
// the op's own rule (casts: exactly one side is `index`).
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexOps.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "llvm/ADT/SmallString.h"

using namespace assay;
using namespace assay::index;

static constexpr llvm::StringLiteral kValue = "value";
static constexpr llvm::StringLiteral kPred = "pred";

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

static const TypeConstraint kIndex = {[](Type t) { return t.isIndex(); },
                                      "index"};
static const TypeConstraint kIntOrIndex = {
    [](Type t) { return t.isIntOrIndex(); }, "integer or index"};
static const TypeConstraint kI1 = {
    [](Type t) { return t.isSignlessInteger(1); }, "1-bit signless integer"};

static bool isIndexAttr(Attribute attr) {
  auto integer = llvm::dyn_cast<IntegerAttr>(attr);
  return integer && integer.getType().isIndex();
}
static bool isBoolAttr(Attribute attr) { return llvm::isa<BoolAttr>(attr); }
static bool isPredAttr(Attribute attr) {
  return llvm::isa<IndexCmpPredicateAttr>(attr);
}

static const AttrConstraint kIndexAttr = {isIndexAttr, "index attribute"};
static const AttrConstraint kBoolAttr = {isBoolAttr, "bool attribute"};
static const AttrConstraint kPredAttr = {isPredAttr,
                                         "index comparison predicate kind"};

/// Sets the four structural counts of `info`.
static void setCounts(OpInfo &info, unsigned numOperands) {
  info.numOperands = CountConstraint::exactly(numOperands);
  info.numResults = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

static LogicalResult verifyBinaryInvariants(Operation *op) {
  if (failed(verifyAllOperandTypes(op, kIndex)))
    return failure();
  return verifyResultType(op, 0, kIndex);
}

static ParseResult parseBinary(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand lhs, rhs;
  if (parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  Type index = IndexType::get(parser.getContext());
  state.addTypes(index);
  if (parser.resolveOperand(lhs, index, state.operands) ||
      parser.resolveOperand(rhs, index, state.operands))
    return failure();
  return success();
}

static void printBinary(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << ", ";
  p.printOperand(op->getOperand(1));
  p.printOptionalAttrDict(op->getAttrs());
}

void index::detail::populateBinaryOpInfo(OpInfo &info, bool commutative) {
  info.addTrait(OpTrait::Pure);
  if (commutative)
    info.addTrait(OpTrait::Commutative);
  setCounts(info, 2);
  info.verifyInvariants = verifyBinaryInvariants;
  info.parse = parseBinary;
  info.print = printBinary;
}

//===----------------------------------------------------------------------===//
// index.constant
//===----------------------------------------------------------------------===//

static LogicalResult verifyConstantInvariants(Operation *op) {
  if (failed(verifyAttr(op, kValue, kIndexAttr)))
    return failure();
  return verifyResultType(op, 0, kIndex);
}

static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Type index = IndexType::get(parser.getContext());
  IntegerAttr value;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseAttribute(value, index))
    return failure();
  state.addAttribute(kValue, value);
  state.addTypes(index);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs(), {kValue});
  p << ' ';
  p.printAttributeWithoutType(op->getInherentAttr(kValue));
}

/// `%idx42`, `%idx-5`.
static void getConstantResultNames(Operation *op,
                                   OpAsmOpInterface::SetNameFn setName) {
  auto value = llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kValue));
  if (!value)
    return;
  llvm::SmallString<24> name("idx");
  value.getValue().toStringSigned(name);
  setName(op->getResult(0), name);
}

static const OpAsmOpInterface kConstantAsmInterface = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = getConstantResultNames;
  return iface;
}();

void ConstantOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::ConstantLike);
  info.addTrait(OpTrait::Pure);
  setCounts(info, 0);
  info.inherentAttrs = {
      {kValue, [](Attribute a) { return llvm::isa<IntegerAttr>(a); }}};
  info.verifyInvariants = verifyConstantInvariants;
  info.parse = parseConstant;
  info.print = printConstant;
  info.attachInterface(&kConstantAsmInterface);
}

Attribute ConstantOp::getValueAttr() { return state->getInherentAttr(kValue); }

llvm::APInt ConstantOp::getValue() {
  return llvm::cast<IntegerAttr>(getValueAttr()).getValue();
}

//===----------------------------------------------------------------------===//
// index.bool.constant
//===----------------------------------------------------------------------===//

static LogicalResult verifyBoolConstantInvariants(Operation *op) {
  if (failed(verifyAttr(op, kValue, kBoolAttr)))
    return failure();
  return verifyResultType(op, 0, kI1);
}

static ParseResult parseBoolConstant(OpAsmParser &parser,
                                     OperationState &state) {
  Type i1 = IntegerType::get(parser.getContext(), 1);
  BoolAttr value;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseAttribute(value, i1))
    return failure();
  state.addAttribute(kValue, value);
  state.addTypes(i1);
  return success();
}

static void printBoolConstant(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs(), {kValue});
  p << ' ';
  p.printAttributeWithoutType(op->getInherentAttr(kValue));
}

/// `%true`, `%false`.
static void getBoolConstantResultNames(Operation *op,
                                       OpAsmOpInterface::SetNameFn setName) {
  if (auto value =
          llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(kValue)))
    setName(op->getResult(0), value.getValue() ? "true" : "false");
}

static const OpAsmOpInterface kBoolConstantAsmInterface = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = getBoolConstantResultNames;
  return iface;
}();

void BoolConstantOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::ConstantLike);
  info.addTrait(OpTrait::Pure);
  setCounts(info, 0);
  info.inherentAttrs = {{kValue, isBoolAttr}};
  info.verifyInvariants = verifyBoolConstantInvariants;
  info.parse = parseBoolConstant;
  info.print = printBoolConstant;
  info.attachInterface(&kBoolConstantAsmInterface);
}

Attribute BoolConstantOp::getValueAttr() {
  return state->getInherentAttr(kValue);
}

bool BoolConstantOp::getValue() {
  return llvm::cast<BoolAttr>(getValueAttr()).getValue();
}

//===----------------------------------------------------------------------===//
// index.castu and index.casts
//===----------------------------------------------------------------------===//

static LogicalResult verifyCastInvariants(Operation *op) {
  if (failed(verifyOperandType(op, 0, kIntOrIndex)))
    return failure();
  return verifyResultType(op, 0, kIntOrIndex);
}

/// Exactly one side is `index`.
static LogicalResult verifyCast(Operation *op) {
  Type input = op->getOperand(0).getType();
  Type output = op->getResult(0).getType();
  if (input.isIndex() != output.isIndex())
    return success();
  return op->emitOpError() << "operand type '" << input << "' and result type '"
                           << output << "' are cast incompatible";
}

static ParseResult parseCast(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand input;
  Type inputType, outputType;
  if (parser.parseOperand(input) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(inputType) || parser.parseKeyword("to") ||
      parser.parseType(outputType))
    return failure();
  state.addTypes(outputType);
  return parser.resolveOperand(input, inputType, state.operands);
}

static void printCast(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << " to ";
  p.printType(op->getResult(0).getType());
}

void index::detail::populateCastOpInfo(OpInfo &info) {
  info.addTrait(OpTrait::Pure);
  setCounts(info, 1);
  info.verifyInvariants = verifyCastInvariants;
  info.verify = verifyCast;
  info.parse = parseCast;
  info.print = printCast;
}

//===----------------------------------------------------------------------===//
// index.sizeof
//===----------------------------------------------------------------------===//

static LogicalResult verifySizeOfInvariants(Operation *op) {
  return verifyResultType(op, 0, kIndex);
}

static ParseResult parseSizeOf(OpAsmParser &parser, OperationState &state) {
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(IndexType::get(parser.getContext()));
  return success();
}

static void printSizeOf(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs());
}

void SizeOfOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::Pure);
  setCounts(info, 0);
  info.verifyInvariants = verifySizeOfInvariants;
  info.parse = parseSizeOf;
  info.print = printSizeOf;
}

//===----------------------------------------------------------------------===//
// index.cmp
//===----------------------------------------------------------------------===//

static LogicalResult verifyCmpInvariants(Operation *op) {
  if (failed(verifyAttr(op, kPred, kPredAttr)) ||
      failed(verifyAllOperandTypes(op, kIndex)))
    return failure();
  return verifyResultType(op, 0, kI1);
}

static ParseResult parseCmp(OpAsmParser &parser, OperationState &state) {
  IndexCmpPredicate pred;
  OpAsmParser::UnresolvedOperand lhs, rhs;
  if (parseIndexCmpPredicate(parser, pred) || parser.parseLParen() ||
      parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  Context *ctx = parser.getContext();
  state.addAttribute(kPred, IndexCmpPredicateAttr::get(ctx, pred));
  state.addTypes(IntegerType::get(ctx, 1));
  Type index = IndexType::get(ctx);
  if (parser.resolveOperand(lhs, index, state.operands) ||
      parser.resolveOperand(rhs, index, state.operands))
    return failure();
  return success();
}

static void printCmp(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  auto pred = llvm::cast<IndexCmpPredicateAttr>(op->getInherentAttr(kPred));
  p << stringifyIndexCmpPredicate(pred.getValue()) << '(';
  p.printOperand(op->getOperand(0));
  p << ", ";
  p.printOperand(op->getOperand(1));
  p << ')';
  p.printOptionalAttrDict(op->getAttrs(), {kPred});
}

void CmpOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::Pure);
  setCounts(info, 2);
  info.inherentAttrs = {{kPred, isPredAttr}};
  info.verifyInvariants = verifyCmpInvariants;
  info.parse = parseCmp;
  info.print = printCmp;
}

Attribute CmpOp::getPredAttr() { return state->getInherentAttr(kPred); }

IndexCmpPredicate CmpOp::getPred() {
  return llvm::cast<IndexCmpPredicateAttr>(getPredAttr()).getValue();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

/// Makes a binary op that may raise undefined behaviour NoMemoryEffect
/// instead of Pure.
static void markMayRaiseUB(OpInfo &info) {
  info.traits &= ~(uint64_t(1) << unsigned(OpTrait::Pure));
  info.addTrait(OpTrait::NoMemoryEffect);
}

void index::registerIndexOps(Dialect &dialect) {
  registerOp<AddOp>(dialect);
  registerOp<SubOp>(dialect);
  registerOp<MulOp>(dialect);
  markMayRaiseUB(registerOp<DivSOp>(dialect));
  markMayRaiseUB(registerOp<DivUOp>(dialect));
  markMayRaiseUB(registerOp<CeilDivSOp>(dialect));
  markMayRaiseUB(registerOp<CeilDivUOp>(dialect));
  markMayRaiseUB(registerOp<FloorDivSOp>(dialect));
  markMayRaiseUB(registerOp<RemSOp>(dialect));
  markMayRaiseUB(registerOp<RemUOp>(dialect));
  registerOp<MaxSOp>(dialect);
  registerOp<MaxUOp>(dialect);
  registerOp<MinSOp>(dialect);
  registerOp<MinUOp>(dialect);
  registerOp<ShlOp>(dialect);
  registerOp<ShrSOp>(dialect);
  registerOp<ShrUOp>(dialect);
  registerOp<AndOp>(dialect);
  registerOp<OrOp>(dialect);
  registerOp<XOrOp>(dialect);
  registerOp<ConstantOp>(dialect);
  registerOp<BoolConstantOp>(dialect);
  registerOp<CastUOp>(dialect);
  registerOp<CastSOp>(dialect);
  registerOp<SizeOfOp>(dialect);
  registerOp<CmpOp>(dialect);
}
