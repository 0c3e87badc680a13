//===- ControlFlowOps.cpp - Registration, verifiers and syntax of cf ops --===//
//
// The cf dialect's four ops. Their custom forms are
//   cf.br ^bb1(%a : i32)
//   cf.cond_br %c, ^bb1(%a : i32), ^bb2
//   cf.switch %flag : i32, [
//     default: ^bb1(%a : i32),
//     42: ^bb2
//   ]
//   cf.assert %c, "message"
// Successor operands live in the op's operand list, cut into segments by the
// `operandSegmentSizes` property (and, for the cases of cf.switch, by
// `case_operand_segments`); the verifiers check the segments first, then that
// each successor receives as many operands, of the same types, as its block
// takes arguments.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/ControlFlowOps.h"

#include "dialects/AllPatterns.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "llvm/ADT/SmallString.h"

using namespace assay;
using namespace assay::cf;

static constexpr llvm::StringLiteral kCaseSegments = "case_operand_segments";
static constexpr llvm::StringLiteral kCaseValues = "case_values";
static constexpr llvm::StringLiteral kMsg = "msg";

//===----------------------------------------------------------------------===//
// Constraints and shared helpers
//===----------------------------------------------------------------------===//

static bool isI32Array(Attribute a) { return llvm::isa<DenseI32ArrayAttr>(a); }
static bool isIntElements(Attribute a) {
  return llvm::isa<DenseIntElementsAttr>(a);
}
static bool isString(Attribute a) { return llvm::isa<StringAttr>(a); }

static bool isBool(Type t) {
  auto type = llvm::dyn_cast<IntegerType>(t);
  return type && type.isSignless() && type.getWidth() == 1;
}
static const TypeConstraint kBool = {isBool, "1-bit signless integer"};
static const TypeConstraint kAnyInteger = {
    [](Type t) { return llvm::isa<IntegerType>(t); }, "integer"};
static const AttrConstraint kI32Array = {isI32Array,
                                         "i32 dense array attribute"};
static const AttrConstraint kIntElements = {isIntElements,
                                            "integer elements attribute"};
static const AttrConstraint kString = {isString, "string attribute"};

/// Types appear in diagnostics quoted: `'i32'`.
static std::string quoted(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '\'' << type << '\'';
  return text;
}

/// The sizes stored in a segment property (none when absent or malformed).
static llvm::ArrayRef<int32_t> getSizes(Operation *op, llvm::StringRef name) {
  auto sizes =
      llvm::dyn_cast_or_null<DenseI32ArrayAttr>(op->getInherentAttr(name));
  return sizes ? sizes.asArrayRef() : llvm::ArrayRef<int32_t>();
}

//===----------------------------------------------------------------------===//
// cf.br
//===----------------------------------------------------------------------===//

static LogicalResult verifyBranch(Operation *op) {
  return verifySuccessorOperands(op, 0, op->getOperands());
}

/// `^bb1(%a : i32) {attrs}`.
static ParseResult parseBranch(OpAsmParser &parser, OperationState &state) {
  int32_t numOperands;
  if (parseSuccessorWithOperands(parser, state, numOperands) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  return success();
}

static void printBranch(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  llvm::SmallVector<Value, 4> operands(op->getOperands());
  p.printSuccessorAndUseList(op->getSuccessor(0), operands);
  p.printOptionalAttrDict(op->getAttrs());
}

void BranchOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(1);
  info.verify = verifyBranch;
  info.parse = parseBranch;
  info.print = printBranch;
  attachInterfaces(info);
}

void BranchOp::build(OpBuilder &builder, OperationState &state, Block *dest,
                     llvm::ArrayRef<Value> operands) {
  state.addSuccessors(dest);
  state.addOperands(operands);
}

//===----------------------------------------------------------------------===//
// cf.cond_br
//===----------------------------------------------------------------------===//

static LogicalResult verifyCondBranchInvariants(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 3)))
    return failure();
  llvm::ArrayRef<int32_t> sizes = getSizes(op, kOperandSegmentSizes);
  for (unsigned i = 0, e = sizes.empty() ? 0 : sizes[0]; i < e; ++i)
    if (failed(verifyOperandType(op, i, kBool)))
      return failure();
  return success();
}

static LogicalResult verifyCondBranch(Operation *op) {
  CondBranchOp branch(op);
  if (failed(verifySuccessorOperands(op, 0, branch.getTrueDestOperands())) ||
      failed(verifySuccessorOperands(op, 1, branch.getFalseDestOperands())))
    return failure();
  return success();
}

/// `%c, ^bb1(%a : i32), ^bb2 {attrs}`.
static ParseResult parseCondBranch(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand condition;
  Type i1 = IntegerType::get(parser.getContext(), 1);
  if (parser.parseOperand(condition) ||
      parser.resolveOperand(condition, i1, state.operands) ||
      parser.parseComma())
    return failure();
  int32_t numTrue, numFalse;
  if (parseSuccessorWithOperands(parser, state, numTrue) ||
      parser.parseComma() ||
      parseSuccessorWithOperands(parser, state, numFalse) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  setOperandSegmentSizes(state, {1, numTrue, numFalse});
  return success();
}

static void printCondBranch(Operation *op, OpAsmPrinter &p) {
  CondBranchOp branch(op);
  p << ' ';
  p.printOperand(branch.getCondition());
  p << ", ";
  llvm::SmallVector<Value, 4> trueOperands(branch.getTrueDestOperands());
  p.printSuccessorAndUseList(branch.getTrueDest(), trueOperands);
  p << ", ";
  llvm::SmallVector<Value, 4> falseOperands(branch.getFalseDestOperands());
  p.printSuccessorAndUseList(branch.getFalseDest(), falseOperands);
  p.printOptionalAttrDict(op->getAttrs());
}

/// The `operandSegmentSizes` of an op given none: `N` empty groups, as
/// mlir-opt defaults the property (and prints it in generic form).
template <unsigned N> static Attribute getEmptySegments(Context *ctx) {
  int32_t zeros[N] = {};
  return DenseI32ArrayAttr::get(ctx, zeros);
}

void CondBranchOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(2);
  info.numOperands = CountConstraint::atLeast(1);
  info.inherentAttrs = {
      {kOperandSegmentSizes, isI32Array, getEmptySegments<3>}};
  info.verifyInvariants = verifyCondBranchInvariants;
  info.verify = verifyCondBranch;
  info.parse = parseCondBranch;
  info.print = printCondBranch;
  attachInterfaces(info);
}

void CondBranchOp::build(OpBuilder &builder, OperationState &state,
                         Value condition, Block *trueDest,
                         llvm::ArrayRef<Value> trueOperands, Block *falseDest,
                         llvm::ArrayRef<Value> falseOperands) {
  state.addOperands(condition);
  state.addOperands(trueOperands);
  state.addOperands(falseOperands);
  state.addSuccessors(trueDest);
  state.addSuccessors(falseDest);
  setOperandSegmentSizes(
      state, {1, int32_t(trueOperands.size()), int32_t(falseOperands.size())});
}

OperandRange CondBranchOp::getTrueDestOperands() {
  return getOperandSegment(state, 1);
}

OperandRange CondBranchOp::getFalseDestOperands() {
  return getOperandSegment(state, 2);
}

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//

static LogicalResult verifySwitchInvariants(Operation *op) {
  if (failed(verifyAttr(op, kCaseSegments, kI32Array)) ||
      failed(verifyAttr(op, kCaseValues, kIntElements, /*optional=*/true)) ||
      failed(verifyOperandSegmentSizes(op, 3)))
    return failure();
  llvm::ArrayRef<int32_t> sizes = getSizes(op, kOperandSegmentSizes);
  if (sizes.size() != 3)
    return success();
  for (unsigned i = 0, e = sizes[0]; i < e; ++i)
    if (failed(verifyOperandType(op, i, kAnyInteger)))
      return failure();
  int64_t total = 0;
  for (int32_t size : getSizes(op, kCaseSegments)) {
    if (size < 0)
      return op->emitOpError() << "'" << kCaseSegments
                               << "' attribute cannot have negative elements";
    total += size;
  }
  if (total != sizes[2])
    return op->emitOpError()
           << "caseOperands count (" << sizes[2]
           << ") does not match with the total size (" << total
           << ") specified in attribute '" << kCaseSegments << "'";
  return success();
}

static LogicalResult verifySwitch(Operation *op) {
  SwitchOp switchOp(op);
  unsigned numCases = switchOp.getNumCases();
  DenseIntElementsAttr values = switchOp.getCaseValuesAttr();
  if (!values) {
    // Cases need values; Assay reports what mlir-opt cannot.
    if (numCases != 0)
      return op->emitOpError() << "number of case values (0) should match "
                                  "number of case destinations ("
                               << numCases << ")";
  } else {
    Type flagType = switchOp.getFlag().getType();
    Type valueType = values.getElementType();
    if (flagType != valueType)
      return op->emitOpError()
             << "'flag' type (" << quoted(flagType)
             << ") should match case value type (" << quoted(valueType) << ")";
    if (values.getNumElements() != int64_t(numCases))
      return op->emitOpError()
             << "number of case values (" << values.getNumElements()
             << ") should match number of case destinations (" << numCases
             << ")";
  }
  if (getSizes(op, kCaseSegments).size() < numCases)
    return op->emitOpError()
           << "number of case operand segments ("
           << uint64_t(getSizes(op, kCaseSegments).size())
           << ") should match number of case destinations (" << numCases << ")";
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i)
    if (failed(
            verifySuccessorOperands(op, i, switchOp.getSuccessorOperands(i))))
      return failure();
  return success();
}

/// `%flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2 ] {attrs}`.
static ParseResult parseSwitch(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand flag;
  Type flagType;
  if (parser.parseOperand(flag) || parser.parseColonType(flagType) ||
      parser.resolveOperand(flag, flagType, state.operands) ||
      parser.parseComma() || parser.parseLSquare() ||
      parser.parseKeyword("default") || parser.parseColon())
    return failure();
  int32_t numDefault;
  if (parseSuccessorWithOperands(parser, state, numDefault))
    return failure();

  unsigned width = 64;
  if (auto intType = llvm::dyn_cast<IntegerType>(flagType))
    width = intType.getWidth();
  llvm::SmallVector<llvm::APInt, 4> values;
  llvm::SmallVector<int32_t, 4> caseSegments;
  int32_t totalCaseOperands = 0;
  while (succeeded(parser.parseOptionalComma())) {
    llvm::APInt value;
    int32_t numOperands;
    llvm::SMLoc valueLoc = parser.getCurrentLocation();
    OptionalParseResult parsed = parser.parseOptionalInteger(value);
    if (!parsed.has_value())
      return parser.emitError(valueLoc, "expected integer value");
    if (failed(*parsed))
      return failure();
    // A case value is 64 bits, read as mlir-opt reads them: 0 to 2^64 - 1
    // (so that printed values, unsigned, read back) or down to -(2^63 - 1).
    bool fits = value.isNegative() ? (-value).getActiveBits() <= 63
                                   : value.getActiveBits() <= 64;
    if (!fits)
      return parser.emitError(valueLoc, "integer value too large");
    if (parser.parseColon() ||
        parseSuccessorWithOperands(parser, state, numOperands))
      return failure();
    // The value's 64 bits are truncated or zero-extended to the flag's
    // width, as mlir-opt reads them (-1 on i128 is 2^64 - 1).
    values.push_back(value.sextOrTrunc(64).zextOrTrunc(width));
    caseSegments.push_back(numOperands);
    totalCaseOperands += numOperands;
  }
  if (parser.parseRSquare() || parser.parseOptionalAttrDict(state.attributes))
    return failure();

  Context *ctx = parser.getContext();
  state.addAttribute(kCaseSegments, DenseI32ArrayAttr::get(ctx, caseSegments));
  if (!values.empty()) {
    auto type = VectorType::get({int64_t(values.size())}, flagType);
    state.addAttribute(kCaseValues, DenseElementsAttr::get(type, values));
  }
  setOperandSegmentSizes(state, {1, numDefault, totalCaseOperands});
  return success();
}

static void printSwitch(Operation *op, OpAsmPrinter &p) {
  SwitchOp switchOp(op);
  p << ' ';
  p.printOperand(switchOp.getFlag());
  p << " : ";
  p.printType(switchOp.getFlag().getType());
  p << ", [";
  p.increaseIndent();
  p.printNewline();
  p << "default: ";
  llvm::SmallVector<Value, 4> operands(switchOp.getDefaultOperands());
  p.printSuccessorAndUseList(switchOp.getDefaultDestination(), operands);
  llvm::SmallVector<llvm::APInt, 4> values = switchOp.getCaseValues();
  for (unsigned i = 0, e = switchOp.getNumCases(); i < e; ++i) {
    p << ',';
    p.printNewline();
    // Case values print as unsigned numbers of the flag's width.
    llvm::SmallString<16> text;
    if (i < values.size())
      values[i].toStringUnsigned(text);
    p << llvm::StringRef(text) << ": ";
    operands.assign(switchOp.getCaseOperands(i).begin(),
                    switchOp.getCaseOperands(i).end());
    p.printSuccessorAndUseList(switchOp.getCaseDestination(i), operands);
  }
  p.decreaseIndent();
  if (switchOp.getNumCases() != 0)
    p.printNewline();
  p << ']';
  p.printOptionalAttrDict(op->getAttrs());
}

void SwitchOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::atLeast(1);
  info.numOperands = CountConstraint::atLeast(1);
  info.inherentAttrs = {
      {kCaseSegments, isI32Array},
      {kCaseValues, isIntElements},
      {kOperandSegmentSizes, isI32Array, getEmptySegments<3>}};
  info.verifyInvariants = verifySwitchInvariants;
  info.verify = verifySwitch;
  info.parse = parseSwitch;
  info.print = printSwitch;
  attachInterfaces(info);
}

void SwitchOp::build(OpBuilder &builder, OperationState &state, Value flag,
                     Block *defaultDest, llvm::ArrayRef<Value> defaultOperands,
                     llvm::ArrayRef<llvm::APInt> caseValues,
                     llvm::ArrayRef<Block *> caseDests,
                     llvm::ArrayRef<llvm::ArrayRef<Value>> caseOperands) {
  assert(caseValues.size() == caseDests.size() &&
         caseDests.size() == caseOperands.size() &&
         "one value, destination and operand list per case");
  Context *ctx = state.getContext();
  state.addOperands(flag);
  state.addOperands(defaultOperands);
  state.addSuccessors(defaultDest);
  llvm::SmallVector<int32_t, 4> caseSegments;
  int32_t totalCaseOperands = 0;
  for (unsigned i = 0, e = caseDests.size(); i < e; ++i) {
    state.addOperands(caseOperands[i]);
    state.addSuccessors(caseDests[i]);
    caseSegments.push_back(int32_t(caseOperands[i].size()));
    totalCaseOperands += int32_t(caseOperands[i].size());
  }
  state.addAttribute(kCaseSegments, DenseI32ArrayAttr::get(ctx, caseSegments));
  if (!caseValues.empty()) {
    auto type = VectorType::get({int64_t(caseValues.size())}, flag.getType());
    state.addAttribute(kCaseValues, DenseElementsAttr::get(type, caseValues));
  }
  setOperandSegmentSizes(
      state, {1, int32_t(defaultOperands.size()), totalCaseOperands});
}

OperandRange SwitchOp::getDefaultOperands() {
  return getOperandSegment(state, 1);
}

DenseIntElementsAttr SwitchOp::getCaseValuesAttr() {
  return llvm::dyn_cast_or_null<DenseIntElementsAttr>(
      state->getInherentAttr(kCaseValues));
}

llvm::SmallVector<llvm::APInt, 4> SwitchOp::getCaseValues() {
  llvm::SmallVector<llvm::APInt, 4> result;
  if (DenseIntElementsAttr values = getCaseValuesAttr())
    for (int64_t i = 0, e = values.getNumElements(); i < e; ++i)
      result.push_back(values.getAPIntValue(i));
  return result;
}

OperandRange SwitchOp::getCaseOperands(unsigned index) {
  llvm::ArrayRef<int32_t> caseSizes = getSizes(state, kCaseSegments);
  OperandRange cases = getOperandSegment(state, 2);
  if (index >= caseSizes.size())
    return cases.slice(0, 0);
  int64_t start = 0;
  for (unsigned i = 0; i < index; ++i)
    start += caseSizes[i];
  if (start + caseSizes[index] > int64_t(cases.size()))
    return cases.slice(0, 0);
  return cases.slice(start, caseSizes[index]);
}

//===----------------------------------------------------------------------===//
// cf.assert
//===----------------------------------------------------------------------===//

static LogicalResult verifyAssertInvariants(Operation *op) {
  if (failed(verifyAttr(op, kMsg, kString)) ||
      failed(verifyOperandType(op, 0, kBool)))
    return failure();
  return success();
}

/// `%c, "message" {attrs}`.
static ParseResult parseAssert(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand arg;
  Type i1 = IntegerType::get(parser.getContext(), 1);
  if (parser.parseOperand(arg) ||
      parser.resolveOperand(arg, i1, state.operands) || parser.parseComma())
    return failure();
  llvm::SMLoc msgLoc = parser.getCurrentLocation();
  Attribute msg;
  if (parser.parseAttribute(msg, NoneType::get(parser.getContext())))
    return failure();
  if (!llvm::isa<StringAttr>(msg))
    return parser.emitError(msgLoc, "invalid kind of attribute specified");
  state.addAttribute(kMsg, msg);
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printAssert(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << ", ";
  p.printAttributeWithoutType(op->getInherentAttr(kMsg));
  p.printOptionalAttrDict(op->getAttrs());
}

void AssertOp::populateInfo(OpInfo &info) {
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::exactly(1);
  info.inherentAttrs = {{kMsg, isString}};
  info.verifyInvariants = verifyAssertInvariants;
  info.parse = parseAssert;
  info.print = printAssert;
}

void AssertOp::build(OpBuilder &builder, OperationState &state, Value condition,
                     llvm::StringRef message) {
  state.addOperands(condition);
  state.addAttribute(kMsg, StringAttr::get(state.getContext(), message));
}

llvm::StringRef AssertOp::getMsg() {
  auto msg = llvm::dyn_cast_or_null<StringAttr>(state->getInherentAttr(kMsg));
  return msg ? msg.getValue() : llvm::StringRef();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void cf::registerControlFlowOps(Dialect &dialect) {
  registerOp<BranchOp>(dialect);
  registerOp<CondBranchOp>(dialect);
  registerOp<SwitchOp>(dialect);
  registerOp<AssertOp>(dialect);
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "cf", "constant folding", ""},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::cf::getFoldIdentities() {
  return kFoldIdentities;
}
