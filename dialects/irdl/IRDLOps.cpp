//===- IRDLOps.cpp - The ops of the irdl dialect --------------------------===//
//
// Registration, custom syntax and verifiers of the irdl ops, in mlir-opt
// 19's forms:
//   irdl.dialect @cmath { irdl.type @complex { ... } }
//   %0 = irdl.is f32
//   %1 = irdl.any_of(%0, %2)
//   %3 = irdl.parametric @cmath::@complex<%1>
//   %4 = irdl.region(%0) with size 1
//   irdl.operands(%0, variadic %1)
//   irdl.attributes {"name" = %0}
// Most constraint ops print a space after their body whether or not an
// attribute dictionary follows (`irdl.is f32 `), as mlir-opt does.
//
//===----------------------------------------------------------------------===//
#include "dialects/irdl/IRDLOps.h"

#include "dialects/irdl/IRDLDialect.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "ir/SymbolTable.h"

using namespace assay;
using namespace assay::irdl;

//===----------------------------------------------------------------------===//
// Shared constraints
//===----------------------------------------------------------------------===//

static const TypeConstraint kAttributeHandle = {
    [](Type t) { return llvm::isa<AttributeType>(t); },
    "IRDL handle to an `mlir::Attribute`"};
static const TypeConstraint kVariadicAttributeHandle = {
    [](Type t) { return llvm::isa<AttributeType>(t); },
    "variadic of IRDL handle to an `mlir::Attribute`"};
static const TypeConstraint kRegionHandle = {
    [](Type t) { return llvm::isa<RegionType>(t); },
    "IRDL handle to a region definition"};
static const TypeConstraint kVariadicRegionHandle = {
    [](Type t) { return llvm::isa<RegionType>(t); },
    "variadic of IRDL handle to a region definition"};

static const AttrConstraint kStringAttr = {
    [](Attribute a) { return llvm::isa<StringAttr>(a); }, "string attribute"};
static const AttrConstraint kSymbolRefAttr = {
    [](Attribute a) { return llvm::isa<SymbolRefAttr>(a); },
    "symbol reference attribute"};
static const AttrConstraint kAnyAttr = {[](Attribute a) { return bool(a); },
                                        "any attribute"};
static const AttrConstraint kVariadicityArray = {
    [](Attribute a) { return llvm::isa<VariadicityArrayAttr>(a); },
    "a list of variadicities"};
static const AttrConstraint kStringArray = {
    [](Attribute a) {
      auto array = llvm::dyn_cast<ArrayAttr>(a);
      return array && llvm::all_of(array.getValue(), [](Attribute e) {
               return llvm::isa<StringAttr>(e);
             });
    },
    "string array attribute"};
static const AttrConstraint kUnitAttr = {
    [](Attribute a) { return llvm::isa<UnitAttr>(a); }, "unit attribute"};
static const AttrConstraint kI32Attr = {
    [](Attribute a) {
      auto i = llvm::dyn_cast<IntegerAttr>(a);
      return i && i.getType().isSignlessInteger(32);
    },
    "32-bit signless integer attribute"};

static bool isStringAttr(Attribute a) { return llvm::isa<StringAttr>(a); }
static bool isSymbolRefAttr(Attribute a) { return llvm::isa<SymbolRefAttr>(a); }

/// Every operand of `op` against `constraint`.
static LogicalResult verifyOperands(Operation *op,
                                    const TypeConstraint &constraint) {
  return verifyAllOperandTypes(op, constraint);
}

/// The single result is an `!irdl.attribute`.
static LogicalResult verifyConstraintResult(Operation *op) {
  return verifyResultType(op, 0, kAttributeHandle);
}

/// Checks that `op` has at most one child op of each name in `names`
/// ("failed to verify AtMostOneChildOf trait").
static LogicalResult
verifyAtMostOneChildOf(Operation *op, llvm::ArrayRef<llvm::StringRef> names) {
  if (op->getNumRegions() == 0 || op->getRegion(0).empty())
    return success();
  for (llvm::StringRef name : names) {
    unsigned count = 0;
    for (Operation &child : op->getRegion(0).front())
      if (child.getName().getStringRef() == name)
        ++count;
    if (count > 1)
      return op->emitError()
             << "failed to verify AtMostOneChildOf trait: the operation "
                "contains at least two operations of type "
             << name;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Definitions: irdl.dialect, irdl.type, irdl.attribute, irdl.operation
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kSymName = "sym_name";

/// `@name attributes {...} { body }`; a missing or empty body gives one
/// empty block.
static ParseResult parseDefinition(OpAsmParser &parser, OperationState &state) {
  StringAttr name;
  if (parser.parseSymbolName(name))
    return failure();
  state.addAttribute(kSymName, name);
  if (parser.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  Region *body = state.addRegion();
  OptionalParseResult parsed = parser.parseOptionalRegion(*body);
  if (parsed.has_value() && failed(*parsed))
    return failure();
  if (body->empty())
    body->push_back(new Block());
  return success();
}

/// The body is left out when its block is empty (`irdl.type @t `).
static void printDefinition(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr(kSymName)))
    p.printSymbolName(name.getValue());
  p.printOptionalAttrDictWithKeyword(op->getAttrs(), {kSymName});
  p << ' ';
  Region &body = op->getRegion(0);
  if (body.empty() || body.front().empty())
    return;
  p.printRegion(body, /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
}

static LogicalResult verifyDefinitionInvariants(Operation *op) {
  return verifyAttr(op, kSymName, kStringAttr);
}

static LogicalResult verifyOperationDefinition(Operation *op) {
  return verifyAtMostOneChildOf(
      op, {OperandsOp::getOperationName(), ResultsOp::getOperationName(),
           AttributesOp::getOperationName(), RegionsOp::getOperationName()});
}

static LogicalResult verifyParametricDefinition(Operation *op) {
  return verifyAtMostOneChildOf(op, {ParametersOp::getOperationName()});
}

/// Traits and hooks shared by the four definition ops.
static void populateDefinitionInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::NoTerminator, OpTrait::SingleBlock,
                    OpTrait::NoRegionArguments, OpTrait::Symbol})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(1);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kSymName, isStringAttr}};
  info.verifyInvariants = verifyDefinitionInvariants;
  info.parse = parseDefinition;
  info.print = printDefinition;
}

void DialectOp::populateInfo(OpInfo &info) {
  populateDefinitionInfo(info);
  info.addTrait(OpTrait::IsolatedFromAbove);
  info.addTrait(OpTrait::SymbolTable);
}

void TypeOp::populateInfo(OpInfo &info) {
  populateDefinitionInfo(info);
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {DialectOp::getOperationName()};
  info.verify = verifyParametricDefinition;
}

void AttributeOp::populateInfo(OpInfo &info) { TypeOp::populateInfo(info); }

void OperationOp::populateInfo(OpInfo &info) {
  populateDefinitionInfo(info);
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {DialectOp::getOperationName()};
  info.verify = verifyOperationDefinition;
}

//===----------------------------------------------------------------------===//
// Operand lists: irdl.parameters, irdl.regions, irdl.any_of, irdl.all_of
//===----------------------------------------------------------------------===//

/// `(%a, %b)` resolved as values of `type`.
static ParseResult parseValueList(OpAsmParser &parser, OperationState &state,
                                  Type type) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parser.parseOperandList(operands, AsmParser::Delimiter::Paren))
    return failure();
  return parser.resolveOperands(operands, type, state.operands);
}

static void printValueList(Operation *op, OpAsmPrinter &p) {
  p << '(';
  p.printOperands(op->getOperands());
  p << ')';
}

static ParseResult parseParameters(OpAsmParser &parser, OperationState &state) {
  if (parseValueList(parser, state, AttributeType::get(state.getContext())))
    return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printParameters(Operation *op, OpAsmPrinter &p) {
  printValueList(op, p);
  p.printOptionalAttrDict(op->getAttrs());
}

static LogicalResult verifyParametersInvariants(Operation *op) {
  return verifyOperands(op, kVariadicAttributeHandle);
}

void ParametersOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {TypeOp::getOperationName(),
                      AttributeOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyParametersInvariants;
  info.parse = parseParameters;
  info.print = printParameters;
}

static ParseResult parseRegions(OpAsmParser &parser, OperationState &state) {
  if (parseValueList(parser, state, RegionType::get(state.getContext())))
    return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

static LogicalResult verifyRegionsInvariants(Operation *op) {
  return verifyOperands(op, kVariadicRegionHandle);
}

void RegionsOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {OperationOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyRegionsInvariants;
  info.parse = parseRegions;
  info.print = printParameters;
}

/// The parents a constraint op may have.
static void setConstraintParents(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {TypeOp::getOperationName(),
                      AttributeOp::getOperationName(),
                      OperationOp::getOperationName()};
}

/// Common shape of the ops yielding one `!irdl.attribute`.
static void populateConstraintInfo(OpInfo &info) {
  setConstraintParents(info);
  info.addTrait(OpTrait::Pure);
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
}

static ParseResult parseCombinator(OpAsmParser &parser, OperationState &state) {
  Type handle = AttributeType::get(state.getContext());
  if (parseValueList(parser, state, handle) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(handle);
  return success();
}

static void printCombinator(Operation *op, OpAsmPrinter &p) {
  printValueList(op, p);
  p << ' ';
  p.printOptionalAttrDict(op->getAttrs());
}

static LogicalResult verifyCombinatorInvariants(Operation *op) {
  if (op->getNumOperands() == 0)
    return op->emitOpError("expected 1 or more operands, but found 0");
  if (failed(verifyOperands(op, kVariadicAttributeHandle)))
    return failure();
  return verifyConstraintResult(op);
}

void AnyOfOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.verifyInvariants = verifyCombinatorInvariants;
  info.parse = parseCombinator;
  info.print = printCombinator;
}

void AllOfOp::populateInfo(OpInfo &info) { AnyOfOp::populateInfo(info); }

//===----------------------------------------------------------------------===//
// irdl.operands, irdl.results
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kVariadicity = "variadicity";

/// `(%a, variadic %b, optional %c, single %d)`.
static ParseResult parseVariadicValues(OpAsmParser &parser,
                                       OperationState &state) {
  Context *ctx = state.getContext();
  llvm::SmallVector<Variadicity, 4> variadicities;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, [&] {
        llvm::StringRef keyword;
        Variadicity v = Variadicity::Single;
        if (succeeded(parser.parseOptionalKeyword(
                &keyword, {"single", "optional", "variadic"})))
          v = *symbolizeVariadicity(keyword);
        variadicities.push_back(v);
        return parser.parseOperand(operands.emplace_back());
      }))
    return failure();
  if (parser.resolveOperands(operands, Type(AttributeType::get(ctx)),
                             state.operands))
    return failure();
  state.addAttribute(kVariadicity,
                     VariadicityArrayAttr::get(ctx, variadicities));
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printVariadicValues(Operation *op, OpAsmPrinter &p) {
  auto variadicities = llvm::dyn_cast_or_null<VariadicityArrayAttr>(
      op->getInherentAttr(kVariadicity));
  p << '(';
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i) {
    if (i)
      p << ", ";
    if (variadicities && i < variadicities.getValue().size() &&
        variadicities.getValue()[i] != Variadicity::Single)
      p << stringifyVariadicity(variadicities.getValue()[i]) << ' ';
    p.printOperand(op->getOperand(i));
  }
  p << ')';
  p.printOptionalAttrDict(op->getAttrs(), {kVariadicity});
}

static LogicalResult verifyVariadicValuesInvariants(Operation *op) {
  if (failed(verifyAttr(op, kVariadicity, kVariadicityArray)) ||
      failed(verifyOperands(op, kVariadicAttributeHandle)))
    return failure();
  return success();
}

static LogicalResult verifyVariadicValues(Operation *op) {
  auto variadicities =
      llvm::cast<VariadicityArrayAttr>(op->getInherentAttr(kVariadicity));
  size_t numVariadicities = variadicities.getValue().size();
  if (numVariadicities != op->getNumOperands())
    return op->emitOpError()
           << "the number of operands and their variadicities must be the "
              "same, but got "
           << op->getNumOperands() << " and " << uint64_t(numVariadicities)
           << " respectively";
  return success();
}

static bool isVariadicityArray(Attribute a) {
  return llvm::isa<VariadicityArrayAttr>(a);
}

void OperandsOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {OperationOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kVariadicity, isVariadicityArray}};
  info.verifyInvariants = verifyVariadicValuesInvariants;
  info.verify = verifyVariadicValues;
  info.parse = parseVariadicValues;
  info.print = printVariadicValues;
}

void ResultsOp::populateInfo(OpInfo &info) { OperandsOp::populateInfo(info); }

//===----------------------------------------------------------------------===//
// irdl.attributes
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kAttributeValueNames =
    "attributeValueNames";

/// `{"a" = %0, "b" = %1}` or nothing.
static ParseResult parseAttributes(OpAsmParser &parser, OperationState &state) {
  Context *ctx = state.getContext();
  llvm::SmallVector<Attribute, 4> names;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (succeeded(parser.parseOptionalLBrace())) {
    if (parser.parseCommaSeparatedList([&] {
          StringAttr name;
          if (parser.parseAttribute(name) || parser.parseEqual() ||
              parser.parseOperand(operands.emplace_back()))
            return failure();
          names.push_back(name);
          return success();
        }) ||
        parser.parseRBrace())
      return failure();
  }
  if (parser.resolveOperands(operands, Type(AttributeType::get(ctx)),
                             state.operands))
    return failure();
  state.addAttribute(kAttributeValueNames, ArrayAttr::get(ctx, names));
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printAttributes(Operation *op, OpAsmPrinter &p) {
  auto names = llvm::dyn_cast_or_null<ArrayAttr>(
      op->getInherentAttr(kAttributeValueNames));
  p << ' ';
  if (names && !names.empty()) {
    p << '{';
    for (unsigned i = 0, e = names.size(); i < e; ++i) {
      if (i)
        p << ", ";
      p.printAttribute(names[i]);
      p << " = ";
      if (i < op->getNumOperands())
        p.printOperand(op->getOperand(i));
    }
    p << '}';
  }
  p.printOptionalAttrDict(op->getAttrs(), {kAttributeValueNames});
}

static LogicalResult verifyAttributesInvariants(Operation *op) {
  if (failed(verifyAttr(op, kAttributeValueNames, kStringArray)) ||
      failed(verifyOperands(op, kVariadicAttributeHandle)))
    return failure();
  return success();
}

static LogicalResult verifyAttributes(Operation *op) {
  auto names = llvm::cast<ArrayAttr>(op->getInherentAttr(kAttributeValueNames));
  if (names.size() != op->getNumOperands())
    return op->emitOpError()
           << "the number of attribute names and their constraints must be "
              "the same but got "
           << uint64_t(names.size()) << " and " << op->getNumOperands()
           << " respectively";
  return success();
}

static bool isArrayAttr(Attribute a) { return llvm::isa<ArrayAttr>(a); }

void AttributesOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.parentNames = {OperationOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kAttributeValueNames, isArrayAttr}};
  info.verifyInvariants = verifyAttributesInvariants;
  info.verify = verifyAttributes;
  info.parse = parseAttributes;
  info.print = printAttributes;
}

//===----------------------------------------------------------------------===//
// irdl.region
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kConstrainedArguments =
    "constrainedArguments";
static constexpr llvm::StringLiteral kNumberOfBlocks = "numberOfBlocks";

/// `irdl.region`, `irdl.region(%a, %b)`, `... with size 2`.
static ParseResult parseRegion(OpAsmParser &parser, OperationState &state) {
  Context *ctx = state.getContext();
  if (succeeded(parser.parseOptionalLParen())) {
    llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
    if (parser.parseOperandList(operands) || parser.parseRParen() ||
        parser.resolveOperands(operands, Type(AttributeType::get(ctx)),
                               state.operands))
      return failure();
    state.addAttribute(kConstrainedArguments, UnitAttr::get(ctx));
  }
  if (succeeded(parser.parseOptionalKeyword("with"))) {
    int32_t size;
    if (parser.parseKeyword("size") || parser.parseInteger(size))
      return failure();
    state.addAttribute(kNumberOfBlocks,
                       IntegerAttr::get(IntegerType::get(ctx, 32), size));
  }
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(RegionType::get(ctx));
  return success();
}

static void printRegion(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kConstrainedArguments))
    printValueList(op, p);
  if (auto size = llvm::dyn_cast_or_null<IntegerAttr>(
          op->getInherentAttr(kNumberOfBlocks)))
    p << " with size " << size.getInt();
  p.printOptionalAttrDict(op->getAttrs(),
                          {kConstrainedArguments, kNumberOfBlocks});
}

static LogicalResult verifyRegionInvariants(Operation *op) {
  if (failed(verifyAttr(op, kConstrainedArguments, kUnitAttr,
                        /*optional=*/true)) ||
      failed(verifyAttr(op, kNumberOfBlocks, kI32Attr, /*optional=*/true)) ||
      failed(verifyOperands(op, kVariadicAttributeHandle)))
    return failure();
  return verifyResultType(op, 0, kRegionHandle);
}

/// A region constrained to a number of blocks has at least one: a region
/// with no block is written without `with size`.
static LogicalResult verifyRegion(Operation *op) {
  auto size =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kNumberOfBlocks));
  if (size && size.getInt() < 1)
    return op->emitOpError()
           << "the number of blocks is expected to be >= 1 but got "
           << size.getInt();
  return success();
}

static bool isUnitAttr(Attribute a) { return llvm::isa<UnitAttr>(a); }
static bool isIntegerAttr(Attribute a) { return llvm::isa<IntegerAttr>(a); }

void RegionOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::HasParent);
  info.addTrait(OpTrait::Pure);
  info.parentNames = {OperationOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kConstrainedArguments, isUnitAttr},
                        {kNumberOfBlocks, isIntegerAttr}};
  info.verifyInvariants = verifyRegionInvariants;
  info.verify = verifyRegion;
  info.parse = parseRegion;
  info.print = printRegion;
}

//===----------------------------------------------------------------------===//
// irdl.is, irdl.c_pred, irdl.any
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kExpected = "expected";
static constexpr llvm::StringLiteral kPred = "pred";

/// `ATTR {attrs}` with ATTR stored under `name`.
static ParseResult parseSingleAttr(OpAsmParser &parser, OperationState &state,
                                   llvm::StringRef name) {
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  state.addAttribute(name, value);
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(AttributeType::get(state.getContext()));
  return success();
}

static void printSingleAttr(Operation *op, OpAsmPrinter &p,
                            llvm::StringRef name) {
  p << ' ';
  if (Attribute value = op->getInherentAttr(name))
    p.printAttribute(value);
  p << ' ';
  p.printOptionalAttrDict(op->getAttrs(), {name});
}

void IsOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kExpected, nullptr}};
  info.verifyInvariants = [](Operation *op) -> LogicalResult {
    if (failed(verifyAttr(op, kExpected, kAnyAttr)))
      return failure();
    return verifyConstraintResult(op);
  };
  info.parse = [](OpAsmParser &parser, OperationState &state) -> ParseResult {
    return parseSingleAttr(parser, state, kExpected);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printSingleAttr(op, p, kExpected);
  };
}

void CPredOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kPred, isStringAttr}};
  info.verifyInvariants = [](Operation *op) -> LogicalResult {
    if (failed(verifyAttr(op, kPred, kStringAttr)))
      return failure();
    return verifyConstraintResult(op);
  };
  info.parse = [](OpAsmParser &parser, OperationState &state) -> ParseResult {
    return parseSingleAttr(parser, state, kPred);
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    printSingleAttr(op, p, kPred);
  };
}

void AnyOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.numOperands = CountConstraint::exactly(0);
  info.verifyInvariants = verifyConstraintResult;
  info.parse = [](OpAsmParser &parser, OperationState &state) -> ParseResult {
    if (parser.parseOptionalAttrDict(state.attributes))
      return failure();
    state.addTypes(AttributeType::get(state.getContext()));
    return success();
  };
  info.print = [](Operation *op, OpAsmPrinter &p) {
    p.printOptionalAttrDict(op->getAttrs());
  };
}

//===----------------------------------------------------------------------===//
// irdl.base, irdl.parametric
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kBaseName = "base_name";
static constexpr llvm::StringLiteral kBaseRef = "base_ref";
static constexpr llvm::StringLiteral kBaseType = "base_type";

/// Resolves `ref` from the op holding the `irdl.dialect` that contains `op`
/// (so `@cmath::@complex` names a definition of any dialect of the file).
/// An unqualified reference not found there is looked up in the enclosing
/// dialect, which mlir-opt 19 does not do.
static Operation *lookupDefinition(Operation *op, SymbolRefAttr ref) {
  Operation *dialect = op;
  while (dialect && !isOneOf<DialectOp>(dialect))
    dialect = dialect->getParentOp();
  if (!dialect)
    return nullptr;
  // The dialects are siblings; while a file is verified before its implicit
  // module is built they have no parent op, so they are searched directly.
  Operation *found = nullptr;
  if (Block *block = dialect->getBlock())
    for (Operation &sibling : *block)
      if (SymbolTable::getSymbolName(&sibling) == ref.getRootReference()) {
        found = &sibling;
        break;
      }
  for (FlatSymbolRefAttr nested : ref.getNestedReferences()) {
    if (!found || !found->hasTrait(OpTrait::SymbolTable))
      return nullptr;
    found = SymbolTable::lookupSymbolIn(found, nested.getAttr());
  }
  if (found)
    return found;
  if (ref.getNestedReferences().empty())
    return SymbolTable::lookupSymbolIn(dialect, ref.getRootReference());
  return nullptr;
}

/// Checks that `ref` names an `irdl.type` or `irdl.attribute`.
static LogicalResult verifyDefinitionRef(Operation *op, SymbolRefAttr ref) {
  Operation *def = lookupDefinition(op, ref);
  if (!def)
    return op->emitOpError() << "symbol '" << Attribute(ref) << "' not found";
  if (!isOneOf<TypeOp, AttributeOp>(def))
    return op->emitOpError()
           << "symbol '" << Attribute(ref)
           << "' does not refer to a type or attribute definition (refers to '"
           << def->getName().getStringRef() << "')";
  return success();
}

Operation *irdl::lookupIRDLDefinition(Operation *from, SymbolRefAttr ref) {
  return lookupDefinition(from, ref);
}

/// `@dialect::@type`, `"!builtin.integer"`, both in that order or neither:
/// the verifier, not the parser, says that exactly one is needed.
static ParseResult parseBase(OpAsmParser &parser, OperationState &state) {
  state.addTypes(AttributeType::get(state.getContext()));
  llvm::SMLoc loc = parser.getCurrentLocation();
  Attribute first;
  OptionalParseResult parsed = parser.parseOptionalAttribute(first);
  if (!parsed.has_value())
    return success();
  if (failed(*parsed))
    return failure();
  // The generic attribute parser reads an attribute dictionary as a
  // dictionary attribute; it is the op's attribute dictionary.
  if (auto dict = llvm::dyn_cast<DictionaryAttr>(first)) {
    state.attributes.append(dict.getValue());
    return success();
  }
  if (auto name = llvm::dyn_cast<StringAttr>(first)) {
    state.addAttribute(kBaseName, name);
    return parser.parseOptionalAttrDict(state.attributes);
  }
  if (!llvm::isa<SymbolRefAttr>(first))
    return parser.emitError(loc, "expected a symbol reference or a string");
  state.addAttribute(kBaseRef, first);
  StringAttr name;
  parsed = parser.parseOptionalAttribute(name);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return failure();
    state.addAttribute(kBaseName, name);
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printBase(Operation *op, OpAsmPrinter &p) {
  for (llvm::StringRef key : {kBaseRef, kBaseName})
    if (Attribute attr = op->getInherentAttr(key)) {
      p << ' ';
      p.printAttribute(attr);
    }
  p << ' ';
  p.printOptionalAttrDict(op->getAttrs(), {kBaseName, kBaseRef});
}

static LogicalResult verifyBaseInvariants(Operation *op) {
  if (failed(verifyAttr(op, kBaseName, kStringAttr, /*optional=*/true)) ||
      failed(verifyAttr(op, kBaseRef, kSymbolRefAttr, /*optional=*/true)))
    return failure();
  return verifyConstraintResult(op);
}

static LogicalResult verifyBase(Operation *op) {
  auto name =
      llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr(kBaseName));
  auto ref =
      llvm::dyn_cast_or_null<SymbolRefAttr>(op->getInherentAttr(kBaseRef));
  if (bool(name) == bool(ref))
    return op->emitOpError("the base type or attribute should be specified "
                           "by either a name or a reference");
  if (name) {
    if (!name.getValue().starts_with("!") && !name.getValue().starts_with("#"))
      return op->emitOpError("the base type or attribute name should start "
                             "with '!' or '#'");
    return success();
  }
  return verifyDefinitionRef(op, ref);
}

void BaseOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kBaseName, isStringAttr}, {kBaseRef, isSymbolRefAttr}};
  info.verifyInvariants = verifyBaseInvariants;
  info.verify = verifyBase;
  info.parse = parseBase;
  info.print = printBase;
}

/// `@dialect::@type<%a, %b>`.
static ParseResult parseParametric(OpAsmParser &parser, OperationState &state) {
  Context *ctx = state.getContext();
  SymbolRefAttr ref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  if (parser.parseAttribute(ref) ||
      parser.parseOperandList(operands, AsmParser::Delimiter::LessGreater) ||
      parser.resolveOperands(operands, Type(AttributeType::get(ctx)),
                             state.operands))
    return failure();
  state.addAttribute(kBaseType, ref);
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(AttributeType::get(ctx));
  return success();
}

static void printParametric(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  if (Attribute ref = op->getInherentAttr(kBaseType))
    p.printAttribute(ref);
  p << '<';
  p.printOperands(op->getOperands());
  p << "> ";
  p.printOptionalAttrDict(op->getAttrs(), {kBaseType});
}

static LogicalResult verifyParametricInvariants(Operation *op) {
  if (failed(verifyAttr(op, kBaseType, kSymbolRefAttr)) ||
      failed(verifyOperands(op, kVariadicAttributeHandle)))
    return failure();
  return verifyConstraintResult(op);
}

static LogicalResult verifyParametric(Operation *op) {
  return verifyDefinitionRef(
      op, llvm::cast<SymbolRefAttr>(op->getInherentAttr(kBaseType)));
}

void ParametricOp::populateInfo(OpInfo &info) {
  populateConstraintInfo(info);
  info.inherentAttrs = {{kBaseType, isSymbolRefAttr}};
  info.verifyInvariants = verifyParametricInvariants;
  info.verify = verifyParametric;
  info.parse = parseParametric;
  info.print = printParametric;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void irdl::registerIRDLOps(Dialect &dialect) {
  registerOp<DialectOp>(dialect);
  registerOp<TypeOp>(dialect);
  registerOp<AttributeOp>(dialect);
  registerOp<OperationOp>(dialect);
  registerOp<ParametersOp>(dialect);
  registerOp<OperandsOp>(dialect);
  registerOp<ResultsOp>(dialect);
  registerOp<AttributesOp>(dialect);
  registerOp<RegionsOp>(dialect);
  registerOp<RegionOp>(dialect);
  registerOp<IsOp>(dialect);
  registerOp<BaseOp>(dialect);
  registerOp<ParametricOp>(dialect);
  registerOp<AnyOp>(dialect);
  registerOp<AnyOfOp>(dialect);
  registerOp<AllOfOp>(dialect);
  registerOp<CPredOp>(dialect);
}
