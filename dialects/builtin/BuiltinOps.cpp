//===- BuiltinOps.cpp - builtin.module and unrealized_conversion_cast -----===//
//
// Registration, verifiers and custom assembly of the builtin ops. The custom
// forms are
//   module @name attributes {dialect.attr = ...} { ... }
//   %r:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, f32
//
//===----------------------------------------------------------------------===//
#include "dialects/builtin/BuiltinOps.h"

#include "dialects/AllPatterns.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinDialect.h"
#include "ir/Context.h"
#include "ir/FoldInterfaces.h"
#include "ir/OpAsm.h"
#include "ir/OperationState.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// builtin.module
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kSymName = "sym_name";
static constexpr llvm::StringLiteral kSymVisibility = "sym_visibility";

/// The constraints on the module's own attributes and region.
static LogicalResult verifyModuleInvariants(Operation *op) {
  if (Attribute name = op->getInherentAttr(kSymName))
    if (!llvm::isa<StringAttr>(name))
      return op->emitOpError("attribute 'sym_name' failed to satisfy "
                             "constraint: string attribute");
  if (Attribute vis = op->getInherentAttr(kSymVisibility))
    if (!llvm::isa<StringAttr>(vis))
      return op->emitOpError("attribute 'sym_visibility' failed to satisfy "
                             "constraint: string attribute");
  if (!op->getRegion(0).hasOneBlock())
    return op->emitOpError("region #0 ('bodyRegion') failed to verify "
                           "constraint: region with 1 blocks");
  return success();
}

static LogicalResult verifyModule(Operation *op) {
  // Only dialect attributes (with a `.` in the name) may sit on a module.
  for (NamedAttribute attr : op->getAttrs())
    if (!attr.getNameStr().contains('.'))
      return op->emitOpError(
                 "can only contain attributes with dialect-prefixed names, "
                 "found: '")
             << attr.getNameStr() << "'";
  return success();
}

static ParseResult parseModule(OpAsmParser &parser, OperationState &state) {
  StringAttr name;
  if (succeeded(parser.parseOptionalSymbolName(name)))
    state.addAttribute(kSymName, name);
  if (parser.parseOptionalAttrDictWithKeyword(state.attributes))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, /*arguments=*/{}))
    return failure();
  // An empty body still gets its block.
  if (body->empty())
    body->push_back(new Block());
  return success();
}

static void printModule(Operation *op, OpAsmPrinter &p) {
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr(kSymName))) {
    p << ' ';
    p.printSymbolName(name.getValue());
  }
  // The visibility is printed among the attributes, from the properties.
  NamedAttrList attrs(op->getAttrs());
  if (Attribute vis = op->getInherentAttr(kSymVisibility))
    attrs.set(kSymVisibility, vis);
  p.printOptionalAttrDictWithKeyword(attrs.getAttrs(), {kSymName});
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
}

static RegionKind getModuleRegionKind(Operation *, unsigned) {
  return RegionKind::Graph;
}

/// Ops in a module body may drop the `builtin.` prefix (`module`).
static const OpAsmOpInterface kModuleAsmInterface = [] {
  OpAsmOpInterface iface;
  iface.getDefaultDialect = [] { return llvm::StringRef("builtin"); };
  return iface;
}();

void ModuleOp::populateInfo(OpInfo &info) {
  for (OpTrait t :
       {OpTrait::NoRegionArguments, OpTrait::NoTerminator, OpTrait::SingleBlock,
        OpTrait::Symbol, OpTrait::OptionalSymbol, OpTrait::SymbolTable,
        OpTrait::AffineScope, OpTrait::IsolatedFromAbove})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(1);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::exactly(0);
  auto isString = [](Attribute a) { return llvm::isa<StringAttr>(a); };
  info.inherentAttrs = {{kSymName, isString}, {kSymVisibility, isString}};
  info.verifyInvariants = verifyModuleInvariants;
  info.verify = verifyModule;
  info.parse = parseModule;
  info.print = printModule;
  info.regionKind = getModuleRegionKind;
  info.attachInterface(&kModuleAsmInterface);
}

ModuleOp ModuleOp::create(Location loc, std::optional<llvm::StringRef> name) {
  OperationState state(loc, getOperationName());
  if (name)
    state.addAttribute(kSymName, StringAttr::get(loc.getContext(), *name));
  state.addRegion()->push_back(new Block());
  return ModuleOp(Operation::create(state));
}

std::optional<llvm::StringRef> ModuleOp::getName() {
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(state->getInherentAttr(kSymName)))
    return name.getValue();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// builtin.unrealized_conversion_cast
//===----------------------------------------------------------------------===//

static LogicalResult verifyCast(Operation *op) {
  if (op->getNumResults() == 0)
    return op->emitOpError("expected at least one result for cast operation");
  return success();
}

static ParseResult parseCast(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> operandTypes, resultTypes;
  llvm::SMLoc operandLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands))
    return failure();
  if (!operands.empty() &&
      (parser.parseColon() || parser.parseTypeList(operandTypes)))
    return failure();
  if (parser.parseKeyword("to") || parser.parseTypeList(resultTypes) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(resultTypes);
  return parser.resolveOperands(operands, operandTypes, operandLoc,
                                state.operands);
}

static void printCast(Operation *op, OpAsmPrinter &p) {
  if (op->getNumOperands()) {
    p << ' ';
    p.printOperands(op->getOperands());
    p << " : ";
    llvm::interleaveComma(op->getOperandTypes(), p.getStream(),
                          [&](Type t) { p.printType(t); });
  }
  p << " to ";
  llvm::interleaveComma(op->getResultTypes(), p.getStream(),
                        [&](Type t) { p.printType(t); });
  p.printOptionalAttrDict(op->getAttrs());
}

/// cast(cast(x : A to B) : B to A) -> x: a cast that takes back exactly
/// the results of another cast, in order, to the types that cast started
/// from undoes it. Partial or reordered round trips stay.
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  if (op->getNumOperands() == 0)
    return failure();
  Operation *input = op->getOperand(0).getDefiningOp();
  // (A cast of its own result never gets here: foldOperation refuses any op
  // that uses its own result.)
  if (!input || input->getName() != op->getName() ||
      !llvm::equal(input->getResults(), op->getOperands()) ||
      !llvm::equal(input->getOperandTypes(), op->getResultTypes()))
    return failure();
  for (Value v : input->getOperands())
    results.push_back(v);
  return success();
}

void UnrealizedConversionCastOp::populateInfo(OpInfo &info) {
  info.addTrait(OpTrait::Pure);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verify = verifyCast;
  info.parse = parseCast;
  info.print = printCast;
  attachFoldHook<foldCast>(info);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void assay::registerBuiltinOps(DialectRegistry &registry) {
  registry.addExtension(BuiltinDialect::getDialectNamespace(),
                        [](Dialect *dialect) {
                          registerOp<ModuleOp>(*dialect);
                          registerOp<UnrealizedConversionCastOp>(*dialect);
                        });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

llvm::ArrayRef<PatternIdentity>
assay::builtin::getCanonicalizationIdentities() {
  return {};
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "builtin", "constant folding", "", "", "", ""},
    {IdentityKind::Fold, "builtin.unrealized_conversion_cast",
     "(no identity yet)", "", "", "", "", "", "",
     "folds cast chains of arbitrary types: the encoder does not model "
     "unrealized_conversion_cast"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::builtin::getFoldIdentities() {
  return kFoldIdentities;
}
