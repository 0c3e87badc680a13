//===- SCFOps.cpp - Registration, syntax and verifiers of scf ops ---------===//
//
// Every scf op: its counts, traits and properties, the custom assembly forms
// (byte for byte what mlir-opt 19 prints), and the verifiers. Verification
// happens in three steps, as in mlir-opt:
//  - verifyInvariants: operand types, properties, region sizes;
//  - verify: the op's own checks that need no verified regions;
//  - verifyRegions: the loop-carried values (inits, region arguments,
//    yielded values, results) and the types along every edge of the
//    region control flow (parent to region, region to region, region to
//    results), with the messages mlir-opt uses for each.
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "llvm/ADT/SmallSet.h"

using namespace assay;
using namespace assay::scf;

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

namespace {
using UnresolvedOperand = OpAsmParser::UnresolvedOperand;
using Argument = OpAsmParser::Argument;

/// A type quoted as diagnostics show it: 'f32'.
struct Quoted {
  Type type;
};
} // namespace

static InFlightDiagnostic &operator<<(InFlightDiagnostic &diag, Quoted q) {
  return diag << "'" << q.type << "'";
}
static InFlightDiagnostic &&operator<<(InFlightDiagnostic &&diag, Quoted q) {
  return std::move(diag << "'" << q.type << "'");
}

static bool isSignlessIntOrIndex(Type t) {
  return t.isSignlessInteger() || t.isIndex();
}
static bool isI1(Type t) { return t.isSignlessInteger(1); }
static bool isIndex(Type t) { return t.isIndex(); }
static bool isRankedTensor(Type t) { return llvm::isa<RankedTensorType>(t); }
static bool isI64Array(Attribute a) { return llvm::isa<DenseI64ArrayAttr>(a); }
static bool isSegmentSizes(Attribute a) {
  auto array = llvm::dyn_cast<DenseI32ArrayAttr>(a);
  return array && array.size() == 4;
}

/// The `operandSegmentSizes` of an op given none: `N` empty groups, as
/// mlir-opt defaults the property (and prints it in generic form).
template <unsigned N> static Attribute getEmptySegments(Context *ctx) {
  int32_t zeros[N] = {};
  return DenseI32ArrayAttr::get(ctx, zeros);
}

static bool isArray(Attribute a) { return llvm::isa<ArrayAttr>(a); }

static const TypeConstraint kI1 = {isI1, "1-bit signless integer"};
static const TypeConstraint kSignlessIntOrIndex = {isSignlessIntOrIndex,
                                                   "signless integer or index"};
static const TypeConstraint kIndex = {isIndex, "index"};
static const TypeConstraint kVariadicIndex = {isIndex, "variadic of index"};
static const TypeConstraint kVariadicRankedTensor = {
    isRankedTensor, "variadic of ranked tensor of any type values"};
static const AttrConstraint kI64ArrayAttr = {isI64Array,
                                             "i64 dense array attribute"};

/// "region #N ('name') failed to verify constraint: region with 1 blocks"
/// unless region `index` has exactly one block.
static LogicalResult verifySizedRegion(Operation *op, unsigned index,
                                       llvm::StringRef name) {
  if (op->getRegion(index).hasOneBlock())
    return success();
  return op->emitOpError("region #")
         << index << " ('" << name
         << "') failed to verify constraint: region with 1 blocks";
}

/// The attributes the custom forms print: the discardable ones and the
/// properties, sorted by name.
static llvm::SmallVector<NamedAttribute, 4> getPrintedAttrs(Operation *op) {
  NamedAttrList attrs(op->getAttrs());
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    for (NamedAttribute prop : props)
      attrs.set(prop.getName(), prop.getValue());
  DictionaryAttr dict = attrs.getDictionary(op->getContext());
  return llvm::SmallVector<NamedAttribute, 4>(dict.getValue());
}

/// Prints ` -> type` or ` -> (types)` when there are types.
static void printOptionalArrowTypeList(OpAsmPrinter &p,
                                       llvm::ArrayRef<Type> types) {
  if (types.empty())
    return;
  p << " -> ";
  p.printArrowTypeList(types);
}

/// Prints `(t1, t2)`.
static void printParenTypeList(OpAsmPrinter &p, llvm::ArrayRef<Type> types) {
  p << '(';
  p.printList(types, [&](Type t) { p.printType(t); });
  p << ')';
}

/// Prints `<prefix>(%arg = %init, ...)` unless `inits` is empty.
static void printInitializationList(OpAsmPrinter &p,
                                    llvm::ArrayRef<BlockArgument> args,
                                    OperandRange inits,
                                    llvm::StringRef prefix) {
  if (inits.empty())
    return;
  p << prefix << '(';
  for (unsigned i = 0, e = inits.size(); i != e; ++i) {
    if (i)
      p << ", ";
    if (i < args.size())
      p.printOperand(args[i]);
    p << " = ";
    p.printOperand(inits[i]);
  }
  p << ')';
}

/// Parses `-> type` or `-> (types)` if an arrow is next.
static ParseResult
parseOptionalArrowTypeList(OpAsmParser &parser,
                           llvm::SmallVectorImpl<Type> &types) {
  if (failed(parser.parseOptionalArrow()))
    return success();
  if (failed(parser.parseOptionalLParen()))
    return parser.parseType(types.emplace_back());
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  if (parser.parseTypeList(types))
    return failure();
  return parser.parseRParen();
}

/// Parses `(%arg = %operand, ...)` if a `(` is next.
static OptionalParseResult parseOptionalAssignmentList(
    OpAsmParser &parser, llvm::SmallVectorImpl<Argument> &args,
    llvm::SmallVectorImpl<UnresolvedOperand> &operands) {
  if (failed(parser.parseOptionalLParen()))
    return std::nullopt;
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  do {
    if (parser.parseArgument(args.emplace_back()) || parser.parseEqual() ||
        parser.parseOperand(operands.emplace_back()))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRParen();
}

/// Parses `(%arg = %operand, ...)`.
static ParseResult
parseAssignmentList(OpAsmParser &parser, llvm::SmallVectorImpl<Argument> &args,
                    llvm::SmallVectorImpl<UnresolvedOperand> &operands) {
  OptionalParseResult result =
      parseOptionalAssignmentList(parser, args, operands);
  if (!result.has_value())
    return parser.emitError(parser.getCurrentLocation(), "expected '('");
  return *result;
}

/// Makes `region` end with a terminator, as the custom forms leave an
/// implicit one out: an empty region gets a block, and a block whose last
/// op is not a terminator gets an op named `terminatorName` (with one empty
/// region per `numRegions`) at `loc`.
static void ensureTerminator(Region &region, Location loc,
                             llvm::StringRef terminatorName,
                             unsigned numRegions = 0) {
  if (region.empty())
    region.push_back(new Block());
  Block &block = region.back();
  if (!block.empty() && block.back().hasTrait(OpTrait::Terminator))
    return;
  OperationState state(loc, terminatorName);
  for (unsigned i = 0; i < numRegions; ++i)
    state.addRegion()->push_back(new Block());
  block.push_back(Operation::create(state));
}

/// The integer a value is known to hold: the `value` of a constant-like
/// defining op.
static std::optional<int64_t> getConstantIntValue(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def || !def->hasTrait(OpTrait::ConstantLike))
    return std::nullopt;
  auto attr =
      llvm::dyn_cast_or_null<IntegerAttr>(def->getInherentAttr("value"));
  if (!attr)
    return std::nullopt;
  return attr.getValue().getSExtValue();
}

//===----------------------------------------------------------------------===//
// Region control flow
//===----------------------------------------------------------------------===//

namespace {
/// A point of the region control flow: the parent op (-1) or a region.
struct RegionPoint {
  int region = -1;
  static RegionPoint parent() { return {}; }
  static RegionPoint of(unsigned index) { return {int(index)}; }
  bool isParent() const { return region < 0; }
};

/// Where control may go from a point, and the types the target receives:
/// the region's entry block arguments or the op's results.
struct RegionSuccessor {
  RegionPoint target;
  llvm::SmallVector<Type, 4> inputs;
};

using SuccessorsFn = void (*)(Operation *, RegionPoint,
                              llvm::SmallVectorImpl<RegionSuccessor> &);
} // namespace

static llvm::SmallVector<Type, 4> getEntryArgTypes(Region &region) {
  llvm::SmallVector<Type, 4> types;
  if (!region.empty())
    for (BlockArgument arg : region.front().getArguments())
      types.push_back(arg.getType());
  return types;
}

static llvm::SmallVector<Type, 4> getResultTypeList(Operation *op) {
  return llvm::SmallVector<Type, 4>(op->getResultTypes());
}

static void describeEdge(InFlightDiagnostic &diag, RegionPoint from,
                         RegionPoint to) {
  diag << "from ";
  if (from.isParent())
    diag << "parent operands";
  else
    diag << "Region #" << from.region;
  diag << " to ";
  if (to.isParent())
    diag << "parent results";
  else
    diag << "Region #" << to.region;
}

/// Checks `sourceTypes` against the inputs of every successor of `from`.
static LogicalResult verifyEdgesFrom(Operation *op, RegionPoint from,
                                     llvm::ArrayRef<Type> sourceTypes,
                                     SuccessorsFn getSuccessors) {
  llvm::SmallVector<RegionSuccessor, 2> successors;
  getSuccessors(op, from, successors);
  for (RegionSuccessor &succ : successors) {
    if (sourceTypes.size() != succ.inputs.size()) {
      InFlightDiagnostic diag = op->emitOpError(" region control flow edge ");
      describeEdge(diag, from, succ.target);
      return diag << ": source has " << sourceTypes.size()
                  << " operands, but target successor needs "
                  << succ.inputs.size();
    }
    for (unsigned i = 0, e = sourceTypes.size(); i != e; ++i) {
      if (sourceTypes[i] == succ.inputs[i])
        continue;
      InFlightDiagnostic diag = op->emitOpError(" along control flow edge ");
      describeEdge(diag, from, succ.target);
      return diag << ": source type #" << i << " " << Quoted{sourceTypes[i]}
                  << " should match input type #" << i << " "
                  << Quoted{succ.inputs[i]};
    }
  }
  return success();
}

/// The values a region terminator forwards to the next point, or null if
/// the op does not forward values along the region control flow.
static std::optional<OperandRange> getForwardedOperands(Operation &term) {
  if (auto cond = llvm::dyn_cast<ConditionOp>(&term))
    return cond.getArgs();
  if (llvm::isa<ReduceOp>(&term))
    return term.getOperands().slice(0, 0);
  if (term.hasTrait(OpTrait::ReturnLike))
    return term.getOperands();
  return std::nullopt;
}

/// Verifies the types along every edge: from the parent (with
/// `entryOperands`) and from each region (with what its terminators
/// forward).
static LogicalResult verifyRegionControlFlow(Operation *op,
                                             llvm::ArrayRef<Type> entryTypes,
                                             SuccessorsFn getSuccessors) {
  if (failed(verifyEdgesFrom(op, RegionPoint::parent(), entryTypes,
                             getSuccessors)))
    return failure();
  for (Region &region : op->getRegions()) {
    std::optional<llvm::SmallVector<Type, 4>> forwarded;
    RegionPoint from = RegionPoint::of(region.getRegionNumber());
    for (Block &block : region) {
      if (block.empty())
        continue;
      std::optional<OperandRange> operands = getForwardedOperands(block.back());
      if (!operands)
        continue;
      llvm::SmallVector<Type, 4> types(operands->getTypes());
      if (!forwarded) {
        forwarded = std::move(types);
        continue;
      }
      if (*forwarded == types)
        continue;
      // Every successor receives the same types, so the first mismatch is
      // reported against the first successor.
      llvm::SmallVector<RegionSuccessor, 2> successors;
      getSuccessors(op, from, successors);
      InFlightDiagnostic diag = op->emitOpError(" along control flow edge");
      describeEdge(diag, from,
                   successors.empty() ? RegionPoint::parent()
                                      : successors.front().target);
      return diag << " operands mismatch between return-like terminators";
    }
    if (forwarded &&
        failed(verifyEdgesFrom(op, from, *forwarded, getSuccessors)))
      return failure();
  }
  return success();
}

/// The checks on loop-carried values shared by the loops: inits, region
/// arguments, yielded values and results agree in number and type.
static LogicalResult
verifyLoopCarriedValues(Operation *op, llvm::ArrayRef<Type> inits,
                        uint64_t numIterArgs, llvm::ArrayRef<Type> iterArgs,
                        std::optional<llvm::ArrayRef<Type>> yielded,
                        llvm::ArrayRef<Type> results) {
  if (inits.size() != numIterArgs)
    return op->emitOpError("different number of inits and region iter_args: ")
           << uint64_t(inits.size()) << " != " << numIterArgs;
  if (yielded && !yielded->empty() && iterArgs.size() != yielded->size())
    return op->emitOpError(
               "different number of region iter_args and yielded values: ")
           << uint64_t(iterArgs.size()) << " != " << uint64_t(yielded->size());
  if (results.size() != iterArgs.size())
    return op->emitOpError(
               "different number of loop results and region iter_args: ")
           << uint64_t(results.size()) << " != " << uint64_t(iterArgs.size());
  for (unsigned i = 0, e = inits.size(); i != e; ++i) {
    if (inits[i] != iterArgs[i])
      return op->emitOpError()
             << i << "-th init and " << i
             << "-th region iter_arg have different type: " << Quoted{inits[i]}
             << " != " << Quoted{iterArgs[i]};
    if (yielded && !yielded->empty() && iterArgs[i] != (*yielded)[i])
      return op->emitOpError()
             << i << "-th region iter_arg and " << i
             << "-th yielded value have different type: " << Quoted{iterArgs[i]}
             << " != " << Quoted{(*yielded)[i]};
  }
  for (unsigned i = 0, e = results.size(); i != e; ++i)
    if (iterArgs[i] != results[i])
      return op->emitOpError()
             << i << "-th region iter_arg and " << i
             << "-th loop result have different type: " << Quoted{iterArgs[i]}
             << " != " << Quoted{results[i]};
  return success();
}

/// The terminator of `region`'s entry block if it is an OpT; otherwise
/// reports `message` (with a note at the terminator if there is one).
template <class OpT>
static OpT verifyAndGetTerminator(Operation *op, Region &region,
                                  llvm::StringRef message) {
  Operation *term = nullptr;
  if (!region.empty() && !region.front().empty()) {
    term = &region.front().back();
    if (auto typed = llvm::dyn_cast<OpT>(term))
      return typed;
  }
  InFlightDiagnostic diag = op->emitOpError(message);
  if (term)
    diag.attachNote(term->getLoc()) << "terminator here";
  return OpT();
}

//===----------------------------------------------------------------------===//
// scf.condition
//===----------------------------------------------------------------------===//

static LogicalResult verifyConditionInvariants(Operation *op) {
  return verifyOperandType(op, 0, kI1);
}

/// `(%cond) {attrs} %a, %b : i32, f32`
static ParseResult parseCondition(OpAsmParser &parser, OperationState &state) {
  UnresolvedOperand cond;
  llvm::SmallVector<UnresolvedOperand, 4> args;
  llvm::SmallVector<Type, 4> types;
  if (parser.parseLParen() || parser.parseOperand(cond) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc argsLoc = parser.getCurrentLocation();
  UnresolvedOperand first;
  OptionalParseResult hasArgs = parser.parseOptionalOperand(first);
  if (hasArgs.has_value()) {
    if (failed(*hasArgs))
      return failure();
    args.push_back(first);
    while (succeeded(parser.parseOptionalComma()))
      if (parser.parseOperand(args.emplace_back()))
        return failure();
    if (parser.parseColon() || parser.parseTypeList(types))
      return failure();
  }
  Type i1 = IntegerType::get(parser.getContext(), 1);
  if (parser.resolveOperand(cond, i1, state.operands))
    return failure();
  return parser.resolveOperands(args, types, argsLoc, state.operands);
}

/// Prints `values : types` (nothing when empty), with a leading space.
static void printValuesWithTypes(OpAsmPrinter &p, OperandRange values) {
  if (values.empty())
    return;
  p << ' ';
  p.printOperands(values);
  p << " : ";
  p.printList(values.getTypes(), [&](Type t) { p.printType(t); });
}

static void printCondition(Operation *op, OpAsmPrinter &p) {
  p << '(';
  p.printOperand(op->getOperand(0));
  p << ')';
  p.printOptionalAttrDict(getPrintedAttrs(op));
  printValuesWithTypes(p, ConditionOp(op).getArgs());
}

void ConditionOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::HasParent, OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.parentNames = {"scf.while"};
  info.numOperands = CountConstraint::atLeast(1);
  info.numResults = CountConstraint::exactly(0);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyConditionInvariants;
  info.parse = parseCondition;
  info.print = printCondition;
}

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

static LogicalResult verifyExecuteRegion(Operation *op) {
  Region &region = op->getRegion(0);
  if (region.empty())
    return op->emitOpError("region needs to have at least one block");
  if (region.front().getNumArguments() > 0)
    return op->emitOpError("region cannot have any arguments");
  return success();
}

static void executeRegionSuccessors(Operation *op, RegionPoint point,
                                    llvm::SmallVectorImpl<RegionSuccessor> &s) {
  if (point.isParent()) {
    s.push_back({RegionPoint::of(0), {}});
    return;
  }
  s.push_back({RegionPoint::parent(), getResultTypeList(op)});
}

static LogicalResult verifyExecuteRegionRegions(Operation *op) {
  return verifyRegionControlFlow(op, {}, executeRegionSuccessors);
}

/// `-> types {region} {attrs}`
static ParseResult parseExecuteRegion(OpAsmParser &parser,
                                      OperationState &state) {
  if (parseOptionalArrowTypeList(parser, state.types))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  return success();
}

static void printExecuteRegion(Operation *op, OpAsmPrinter &p) {
  llvm::SmallVector<Type, 4> results(op->getResultTypes());
  printOptionalArrowTypeList(p, results);
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/true);
  p.printOptionalAttrDict(getPrintedAttrs(op));
}

void ExecuteRegionOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  info.numOperands = CountConstraint::exactly(0);
  info.numRegions = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verify = verifyExecuteRegion;
  info.verifyRegions = verifyExecuteRegionRegions;
  info.parse = parseExecuteRegion;
  info.print = printExecuteRegion;
}

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

static LogicalResult verifyForInvariants(Operation *op) {
  for (unsigned i = 0; i < 3; ++i)
    if (failed(verifyOperandType(op, i, kSignlessIntOrIndex)))
      return failure();
  // mlir-opt checks the bounds' type predicate before the region's size.
  Type type = op->getOperand(0).getType();
  if (op->getOperand(1).getType() != type ||
      op->getOperand(2).getType() != type)
    return op->emitOpError("failed to verify that all of {lowerBound, "
                           "upperBound, step} have same type");
  return verifySizedRegion(op, 0, "region");
}

static LogicalResult verifyFor(Operation *op) {
  if (ForOp(op).getInitArgs().size() != op->getNumResults())
    return op->emitOpError(
        "mismatch in number of loop-carried values and defined values");
  return success();
}

static void forSuccessors(Operation *op, RegionPoint,
                          llvm::SmallVectorImpl<RegionSuccessor> &s) {
  llvm::SmallVector<Type, 4> iterArgs = getEntryArgTypes(op->getRegion(0));
  if (!iterArgs.empty())
    iterArgs.erase(iterArgs.begin());
  s.push_back({RegionPoint::of(0), iterArgs});
  s.push_back({RegionPoint::parent(), getResultTypeList(op)});
}

static LogicalResult verifyForRegions(Operation *op) {
  ForOp loop(op);
  Block *body = loop.getBody();
  llvm::SmallVector<Type, 4> inits(loop.getInitArgs().getTypes());
  llvm::SmallVector<Type, 4> iterArgs;
  for (BlockArgument arg :
       body->getArguments().drop_front(body->getNumArguments() ? 1 : 0))
    iterArgs.push_back(arg.getType());
  // With no block argument at all, the count of iter_args wraps around, as
  // mlir-opt reports it.
  uint64_t numIterArgs = uint64_t(body->getNumArguments()) - 1;
  std::optional<llvm::ArrayRef<Type>> yielded;
  llvm::SmallVector<Type, 4> yieldedTypes;
  if (auto yield = llvm::dyn_cast<YieldOp>(&body->back())) {
    yieldedTypes.append(yield->getOperandTypes().begin(),
                        yield->getOperandTypes().end());
    yielded = llvm::ArrayRef<Type>(yieldedTypes);
  }
  llvm::SmallVector<Type, 4> results(op->getResultTypes());
  if (failed(verifyLoopCarriedValues(op, inits, numIterArgs, iterArgs, yielded,
                                     results)) ||
      failed(verifyRegionControlFlow(op, inits, forSuccessors)))
    return failure();
  if (loop.getInductionVar().getType() != loop.getLowerBound().getType())
    return op->emitOpError(
        "expected induction variable to be same type as bounds and step");
  return success();
}

/// `%iv = %lb to %ub step %s (iter_args(%a = %init) -> (types))? (: type)?
/// {region} {attrs}`
static ParseResult parseFor(OpAsmParser &parser, OperationState &state) {
  Argument iv;
  UnresolvedOperand lb, ub, step;
  if (parser.parseOperand(iv.ssaName) || parser.parseEqual() ||
      parser.parseOperand(lb) || parser.parseKeyword("to") ||
      parser.parseOperand(ub) || parser.parseKeyword("step") ||
      parser.parseOperand(step))
    return failure();

  llvm::SmallVector<Argument, 4> regionArgs;
  llvm::SmallVector<UnresolvedOperand, 4> inits;
  regionArgs.push_back(iv);
  bool hasIterArgs = succeeded(parser.parseOptionalKeyword("iter_args"));
  if (hasIterArgs && (parseAssignmentList(parser, regionArgs, inits) ||
                      parser.parseArrowTypeList(state.types)))
    return failure();
  if (regionArgs.size() != state.types.size() + 1)
    return parser.emitError(
        parser.getNameLoc(),
        "mismatch in number of loop-carried values and defined values");

  Type type = IndexType::get(parser.getContext());
  if (succeeded(parser.parseOptionalColon()) && parser.parseType(type))
    return failure();
  regionArgs.front().type = type;
  if (parser.resolveOperand(lb, type, state.operands) ||
      parser.resolveOperand(ub, type, state.operands) ||
      parser.resolveOperand(step, type, state.operands))
    return failure();
  for (unsigned i = 0, e = inits.size(); i != e; ++i) {
    regionArgs[i + 1].type = state.types[i];
    if (parser.resolveOperand(inits[i], state.types[i], state.operands))
      return failure();
  }

  Region *body = state.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  ensureTerminator(*body, state.location, YieldOp::getOperationName());
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printFor(Operation *op, OpAsmPrinter &p) {
  ForOp loop(op);
  p << ' ';
  p.printOperand(loop.getInductionVar());
  p << " = ";
  p.printOperand(loop.getLowerBound());
  p << " to ";
  p.printOperand(loop.getUpperBound());
  p << " step ";
  p.printOperand(loop.getStep());
  printInitializationList(p, loop.getRegionIterArgs(), loop.getInitArgs(),
                          " iter_args");
  if (!loop.getInitArgs().empty()) {
    p << " -> ";
    llvm::SmallVector<Type, 4> types(loop.getInitArgs().getTypes());
    printParenTypeList(p, types);
  }
  p << ' ';
  Type ivType = loop.getInductionVar().getType();
  if (!ivType.isIndex()) {
    p << " : ";
    p.printType(ivType);
    p << ' ';
  }
  p.printRegion(loop.getRegion(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/!loop.getInitArgs().empty());
  p.printOptionalAttrDict(getPrintedAttrs(op));
}

void ForOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  for (OpTrait t : {OpTrait::AutomaticAllocationScope,
                    OpTrait::SingleBlockImplicitTerminator})
    info.addTrait(t);
  info.implicitTerminatorName = YieldOp::getOperationName();
  info.numOperands = CountConstraint::atLeast(3);
  info.numRegions = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyForInvariants;
  info.verify = verifyFor;
  info.verifyRegions = verifyForRegions;
  info.parse = parseFor;
  info.print = printFor;
}

YieldOp ForOp::getYieldOp() {
  return llvm::dyn_cast<YieldOp>(&getBody()->back());
}

//===----------------------------------------------------------------------===//
// scf.forall
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kStaticLowerBound = "staticLowerBound";
static constexpr llvm::StringLiteral kStaticUpperBound = "staticUpperBound";
static constexpr llvm::StringLiteral kStaticStep = "staticStep";
static constexpr llvm::StringLiteral kMapping = "mapping";

static llvm::ArrayRef<int64_t> getI64Array(Operation *op,
                                           llvm::StringRef name) {
  if (auto array =
          llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr(name)))
    return array.asArrayRef();
  return {};
}

/// Whether `attr` names a device mapping: an attribute of the gpu dialect
/// (`#gpu.thread<x>`, `#gpu.block<y>`...), the only dialect that defines
/// them.
static bool isDeviceMappingAttr(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return llvm::StringRef(text).starts_with("#gpu.");
}

/// "expected N NAME values, got M" / "expected N dynamic NAME values".
static LogicalResult verifyMixedList(Operation *op, llvm::StringRef name,
                                     unsigned numLoops,
                                     llvm::ArrayRef<int64_t> staticValues,
                                     OperandRange values) {
  if (staticValues.size() != numLoops)
    return op->emitError("expected ")
           << numLoops << " " << name << " values, got "
           << uint64_t(staticValues.size());
  unsigned numDynamic = llvm::count_if(staticValues, ShapedType::isDynamic);
  if (values.size() != numDynamic)
    return op->emitError("expected ")
           << numDynamic << " dynamic " << name << " values";
  return success();
}

static LogicalResult verifyForallInvariants(Operation *op) {
  for (llvm::StringRef name :
       {kStaticLowerBound, kStaticStep, kStaticUpperBound})
    if (!op->getInherentAttr(name))
      return op->emitOpError("requires attribute '") << name << "'";
  for (llvm::StringRef name :
       {kStaticLowerBound, kStaticUpperBound, kStaticStep})
    if (failed(verifyAttr(op, name, kI64ArrayAttr)))
      return failure();
  if (Attribute mapping = op->getInherentAttr(kMapping)) {
    auto array = llvm::dyn_cast<ArrayAttr>(mapping);
    if (!array || !llvm::all_of(array.getValue(), isDeviceMappingAttr))
      return op->emitOpError("attribute 'mapping' failed to satisfy "
                             "constraint: Device Mapping array attribute");
  }
  if (failed(verifyOperandSegmentSizes(op, 4)))
    return failure();
  ForallOp loop(op);
  unsigned index = 0;
  for (unsigned segment = 0; segment < 3; ++segment)
    for (Value v : loop.getSegment(segment)) {
      (void)v;
      if (failed(verifyOperandType(op, index++, kVariadicIndex)))
        return failure();
    }
  for (Value v : loop.getOutputs()) {
    (void)v;
    if (failed(verifyOperandType(op, index++, kVariadicRankedTensor)))
      return failure();
  }
  return verifySizedRegion(op, 0, "region");
}

static LogicalResult verifyForall(Operation *op) {
  ForallOp loop(op);
  unsigned numLoops = loop.getRank();
  unsigned numOutputs = loop.getOutputs().size();
  if (op->getNumResults() != numOutputs)
    return op->emitOpError("produces ")
           << op->getNumResults() << " results, but has only " << numOutputs
           << " outputs";
  Block *body = loop.getBody();
  if (body->getNumArguments() != numLoops + numOutputs)
    return op->emitOpError("region expects ") << numLoops << " arguments";
  for (unsigned i = 0; i < numLoops; ++i)
    if (!body->getArgument(i).getType().isIndex())
      return op->emitOpError("expects ")
             << i << "-th block argument to be an index";
  for (unsigned i = 0; i < numOutputs; ++i)
    if (body->getArgument(i + numLoops).getType() !=
        loop.getOutputs()[i].getType())
      return op->emitOpError("type mismatch between ")
             << i << "-th output and corresponding block argument";
  if (auto mapping =
          llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr(kMapping)))
    if (!mapping.empty() && mapping.size() != numLoops)
      return op->emitOpError("mapping attribute size must match op rank");
  if (failed(verifyMixedList(op, "lower bound", numLoops,
                             loop.getStaticLowerBound(),
                             loop.getDynamicLowerBound())) ||
      failed(verifyMixedList(op, "upper bound", numLoops,
                             loop.getStaticUpperBound(),
                             loop.getDynamicUpperBound())) ||
      failed(verifyMixedList(op, "step", numLoops, loop.getStaticStep(),
                             loop.getDynamicStep())))
    return failure();
  return success();
}

/// Parses `(%a, 4, %b)`: SSA values and integers; an integer goes to
/// `integers`, a value to `values` with kDynamic in `integers`.
static ParseResult
parseDynamicIndexList(OpAsmParser &parser,
                      llvm::SmallVectorImpl<UnresolvedOperand> &values,
                      llvm::SmallVectorImpl<int64_t> &integers) {
  auto parseElement = [&]() -> ParseResult {
    UnresolvedOperand operand;
    OptionalParseResult hasOperand = parser.parseOptionalOperand(operand);
    if (hasOperand.has_value()) {
      if (failed(*hasOperand))
        return failure();
      values.push_back(operand);
      integers.push_back(ShapedType::kDynamic);
      return success();
    }
    int64_t integer;
    if (parser.parseInteger(integer))
      return failure();
    integers.push_back(integer);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, parseElement,
                                     " in dynamic index list"))
    return parser.emitError(parser.getNameLoc())
           << "expected SSA value or integer";
  return success();
}

/// Prints `(%a, 4, %b)`, taking a value for each kDynamic entry.
static void printDynamicIndexList(OpAsmPrinter &p, OperandRange values,
                                  llvm::ArrayRef<int64_t> integers) {
  p << '(';
  unsigned next = 0;
  for (unsigned i = 0, e = integers.size(); i != e; ++i) {
    if (i)
      p << ", ";
    if (ShapedType::isDynamic(integers[i]) && next < values.size())
      p.printOperand(values[next++]);
    else
      p << integers[i];
  }
  p << ')';
}

/// `(%i, %j) in (8, %n)` or `(%i) = (lbs) to (ubs) step (steps)`, then
/// `shared_outs(%o = %t) -> (types)`, `{region}` and `{attrs}`.
static ParseResult parseForall(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  Type indexType = IndexType::get(ctx);
  llvm::SmallVector<Argument, 4> ivs;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, [&] {
        return parser.parseArgument(ivs.emplace_back());
      }))
    return failure();

  llvm::SmallVector<int64_t, 4> staticLbs, staticUbs, staticSteps;
  llvm::SmallVector<UnresolvedOperand, 4> dynamicLbs, dynamicUbs, dynamicSteps;
  if (succeeded(parser.parseOptionalKeyword("in"))) {
    if (parseDynamicIndexList(parser, dynamicUbs, staticUbs) ||
        parser.resolveOperands(dynamicUbs, indexType, state.operands))
      return failure();
    staticLbs.assign(ivs.size(), 0);
    staticSteps.assign(ivs.size(), 1);
  } else {
    if (parser.parseEqual() ||
        parseDynamicIndexList(parser, dynamicLbs, staticLbs) ||
        parser.resolveOperands(dynamicLbs, indexType, state.operands) ||
        parser.parseKeyword("to") ||
        parseDynamicIndexList(parser, dynamicUbs, staticUbs) ||
        parser.resolveOperands(dynamicUbs, indexType, state.operands) ||
        parser.parseKeyword("step") ||
        parseDynamicIndexList(parser, dynamicSteps, staticSteps) ||
        parser.resolveOperands(dynamicSteps, indexType, state.operands))
      return failure();
  }

  llvm::SmallVector<Argument, 4> outArgs;
  llvm::SmallVector<UnresolvedOperand, 4> outs;
  llvm::SMLoc outsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("shared_outs"))) {
    if (parseAssignmentList(parser, outArgs, outs) ||
        parseOptionalArrowTypeList(parser, state.types) ||
        parser.resolveOperands(outs, state.types, outsLoc, state.operands))
      return failure();
  }

  llvm::SmallVector<Argument, 8> regionArgs;
  for (Argument &iv : ivs) {
    iv.type = indexType;
    regionArgs.push_back(iv);
  }
  for (unsigned i = 0, e = outArgs.size(); i != e; ++i) {
    outArgs[i].type = state.types[i];
    regionArgs.push_back(outArgs[i]);
  }
  Region *body = state.addRegion();
  if (parser.parseRegion(*body, regionArgs))
    return failure();
  ensureTerminator(*body, state.location, InParallelOp::getOperationName(),
                   /*numRegions=*/1);
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();

  state.addAttribute(kStaticLowerBound, DenseI64ArrayAttr::get(ctx, staticLbs));
  state.addAttribute(kStaticUpperBound, DenseI64ArrayAttr::get(ctx, staticUbs));
  state.addAttribute(kStaticStep, DenseI64ArrayAttr::get(ctx, staticSteps));
  int32_t sizes[] = {int32_t(dynamicLbs.size()), int32_t(dynamicUbs.size()),
                     int32_t(dynamicSteps.size()), int32_t(outs.size())};
  state.addAttribute(kOperandSegmentSizes, DenseI32ArrayAttr::get(ctx, sizes));
  return success();
}

static void printForall(Operation *op, OpAsmPrinter &p) {
  ForallOp loop(op);
  p << " (";
  p.printList(loop.getInductionVars(),
              [&](BlockArgument arg) { p.printOperand(arg); });
  if (loop.isNormalized()) {
    p << ") in ";
    printDynamicIndexList(p, loop.getDynamicUpperBound(),
                          loop.getStaticUpperBound());
  } else {
    p << ") = ";
    printDynamicIndexList(p, loop.getDynamicLowerBound(),
                          loop.getStaticLowerBound());
    p << " to ";
    printDynamicIndexList(p, loop.getDynamicUpperBound(),
                          loop.getStaticUpperBound());
    p << " step ";
    printDynamicIndexList(p, loop.getDynamicStep(), loop.getStaticStep());
  }
  printInitializationList(p, loop.getRegionOutArgs(), loop.getOutputs(),
                          " shared_outs");
  p << ' ';
  if (!loop.getRegionOutArgs().empty()) {
    p << "-> ";
    llvm::SmallVector<Type, 4> types(op->getResultTypes());
    printParenTypeList(p, types);
    p << ' ';
  }
  p.printRegion(loop.getRegion(), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/op->getNumResults() > 0);
  p.printOptionalAttrDict(getPrintedAttrs(op),
                          {kOperandSegmentSizes, kStaticLowerBound,
                           kStaticUpperBound, kStaticStep});
}

void ForallOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  for (OpTrait t : {OpTrait::AutomaticAllocationScope,
                    OpTrait::SingleBlockImplicitTerminator})
    info.addTrait(t);
  info.implicitTerminatorName = InParallelOp::getOperationName();
  info.numRegions = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {
      {kMapping, isArray},
      {kOperandSegmentSizes, isSegmentSizes, getEmptySegments<4>},
      {kStaticLowerBound, isI64Array},
      {kStaticStep, isI64Array},
      {kStaticUpperBound, isI64Array}};
  info.verifyInvariants = verifyForallInvariants;
  info.verify = verifyForall;
  info.parse = parseForall;
  info.print = printForall;
}

OperandRange ForallOp::getSegment(unsigned index) {
  return getOperandSegment(state, index);
}
llvm::ArrayRef<int64_t> ForallOp::getStaticLowerBound() {
  return getI64Array(state, kStaticLowerBound);
}
llvm::ArrayRef<int64_t> ForallOp::getStaticUpperBound() {
  return getI64Array(state, kStaticUpperBound);
}
llvm::ArrayRef<int64_t> ForallOp::getStaticStep() {
  return getI64Array(state, kStaticStep);
}

/// Entry `index` of a mixed list: a constant, or the operand standing for
/// the kDynamic entry.
static std::optional<int64_t> getMixedConstant(llvm::ArrayRef<int64_t> ints,
                                               unsigned index) {
  if (index >= ints.size() || ShapedType::isDynamic(ints[index]))
    return std::nullopt;
  return ints[index];
}
static Value getMixedValue(llvm::ArrayRef<int64_t> ints, OperandRange values,
                           unsigned index) {
  if (index >= ints.size() || !ShapedType::isDynamic(ints[index]))
    return Value();
  unsigned position =
      llvm::count_if(ints.take_front(index), ShapedType::isDynamic);
  return position < values.size() ? values[position] : Value();
}

std::optional<int64_t> ForallOp::getConstantLowerBound(unsigned index) {
  return getMixedConstant(getStaticLowerBound(), index);
}
std::optional<int64_t> ForallOp::getConstantUpperBound(unsigned index) {
  return getMixedConstant(getStaticUpperBound(), index);
}
std::optional<int64_t> ForallOp::getConstantStep(unsigned index) {
  return getMixedConstant(getStaticStep(), index);
}
Value ForallOp::getLowerBoundValue(unsigned index) {
  return getMixedValue(getStaticLowerBound(), getDynamicLowerBound(), index);
}
Value ForallOp::getUpperBoundValue(unsigned index) {
  return getMixedValue(getStaticUpperBound(), getDynamicUpperBound(), index);
}
Value ForallOp::getStepValue(unsigned index) {
  return getMixedValue(getStaticStep(), getDynamicStep(), index);
}

bool ForallOp::isNormalized() {
  // A bound given as an operand counts when a constant defines it, as
  // mlir-opt folds it for this decision.
  auto allEqual = [&](llvm::ArrayRef<int64_t> ints, OperandRange values,
                      int64_t expected) {
    for (unsigned i = 0, e = ints.size(); i != e; ++i) {
      std::optional<int64_t> constant = getMixedConstant(ints, i);
      if (!constant)
        if (Value v = getMixedValue(ints, values, i))
          constant = getConstantIntValue(v);
      if (constant != expected)
        return false;
    }
    return true;
  };
  return allEqual(getStaticLowerBound(), getDynamicLowerBound(), 0) &&
         allEqual(getStaticStep(), getDynamicStep(), 1);
}

InParallelOp ForallOp::getTerminator() {
  return llvm::dyn_cast<InParallelOp>(&getBody()->back());
}

//===----------------------------------------------------------------------===//
// scf.forall.in_parallel
//===----------------------------------------------------------------------===//

static LogicalResult verifyInParallelInvariants(Operation *op) {
  return verifySizedRegion(op, 0, "region");
}

static LogicalResult verifyInParallel(Operation *op) {
  if (!llvm::isa_and_nonnull<ForallOp>(op->getParentOp()))
    return op->emitOpError("expected forall op parent");
  // Only tensor.parallel_insert_slice may write the shared outputs.
  for (Operation &nested : op->getRegion(0).front())
    if (nested.getName().getStringRef() != "tensor.parallel_insert_slice")
      return op->emitOpError("expected only tensor.parallel_insert_slice ops");
  return success();
}

static ParseResult parseInParallel(OpAsmParser &parser, OperationState &state) {
  Region *body = state.addRegion();
  if (parser.parseRegion(*body))
    return failure();
  if (body->empty())
    body->push_back(new Block());
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printInParallel(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/false);
  p.printOptionalAttrDict(getPrintedAttrs(op));
}

static RegionKind getGraphRegionKind(Operation *, unsigned) {
  return RegionKind::Graph;
}

void InParallelOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::Terminator, OpTrait::HasParent,
                    OpTrait::NoTerminator, OpTrait::SingleBlock})
    info.addTrait(t);
  info.parentNames = {"scf.forall"};
  info.numOperands = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numRegions = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyInParallelInvariants;
  info.verify = verifyInParallel;
  info.parse = parseInParallel;
  info.print = printInParallel;
  info.regionKind = getGraphRegionKind;
}

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

static LogicalResult verifyIfInvariants(Operation *op) {
  if (failed(verifyOperandType(op, 0, kI1)) ||
      failed(verifySizedRegion(op, 0, "thenRegion")))
    return failure();
  if (op->getRegion(1).getNumBlocks() > 1)
    return op->emitOpError("region #1 ('elseRegion') failed to verify "
                           "constraint: region with at most 1 blocks");
  return success();
}

static LogicalResult verifyIf(Operation *op) {
  if (op->getNumResults() != 0 && op->getRegion(1).empty())
    return op->emitOpError("must have an else block if defining values");
  return success();
}

static void ifSuccessors(Operation *op, RegionPoint point,
                         llvm::SmallVectorImpl<RegionSuccessor> &s) {
  if (!point.isParent()) {
    s.push_back({RegionPoint::parent(), getResultTypeList(op)});
    return;
  }
  s.push_back({RegionPoint::of(0), {}});
  if (op->getRegion(1).empty())
    s.push_back({RegionPoint::parent(), {}});
  else
    s.push_back({RegionPoint::of(1), {}});
}

static LogicalResult verifyIfRegions(Operation *op) {
  return verifyRegionControlFlow(op, {}, ifSuccessors);
}

/// `%cond (-> (types))? {then} (else {else})? {attrs}`
static ParseResult parseIf(OpAsmParser &parser, OperationState &state) {
  Region *thenRegion = state.addRegion();
  Region *elseRegion = state.addRegion();
  UnresolvedOperand cond;
  Type i1 = IntegerType::get(parser.getContext(), 1);
  if (parser.parseOperand(cond) ||
      parser.resolveOperand(cond, i1, state.operands))
    return failure();
  if (parseOptionalArrowTypeList(parser, state.types))
    return failure();
  if (parser.parseRegion(*thenRegion))
    return failure();
  ensureTerminator(*thenRegion, state.location, YieldOp::getOperationName());
  if (succeeded(parser.parseOptionalKeyword("else"))) {
    if (parser.parseRegion(*elseRegion))
      return failure();
    ensureTerminator(*elseRegion, state.location, YieldOp::getOperationName());
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printIf(Operation *op, OpAsmPrinter &p) {
  bool printTerminators = false;
  p << ' ';
  p.printOperand(op->getOperand(0));
  if (op->getNumResults()) {
    p << " -> ";
    llvm::SmallVector<Type, 4> types(op->getResultTypes());
    printParenTypeList(p, types);
    printTerminators = true;
  }
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                printTerminators);
  if (!op->getRegion(1).empty()) {
    p << " else ";
    p.printRegion(op->getRegion(1), /*printEntryBlockArgs=*/false,
                  printTerminators);
  }
  p.printOptionalAttrDict(getPrintedAttrs(op));
}

void IfOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  for (OpTrait t :
       {OpTrait::SingleBlockImplicitTerminator, OpTrait::NoRegionArguments})
    info.addTrait(t);
  info.implicitTerminatorName = YieldOp::getOperationName();
  info.numOperands = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::exactly(2);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyIfInvariants;
  info.verify = verifyIf;
  info.verifyRegions = verifyIfRegions;
  info.parse = parseIf;
  info.print = printIf;
}

YieldOp IfOp::thenYield() {
  return llvm::dyn_cast<YieldOp>(&thenBlock()->back());
}
YieldOp IfOp::elseYield() {
  Block *block = elseBlock();
  return block ? llvm::dyn_cast<YieldOp>(&block->back()) : YieldOp();
}

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kCases = "cases";

static LogicalResult verifyIndexSwitchInvariants(Operation *op) {
  if (failed(verifyAttr(op, kCases, kI64ArrayAttr)) ||
      failed(verifyOperandType(op, 0, kIndex)) ||
      failed(verifySizedRegion(op, 0, "defaultRegion")))
    return failure();
  for (unsigned i = 1, e = op->getNumRegions(); i < e; ++i)
    if (failed(verifySizedRegion(op, i, "caseRegions")))
      return failure();
  return success();
}

static LogicalResult verifyIndexSwitch(Operation *op) {
  IndexSwitchOp sw(op);
  llvm::ArrayRef<int64_t> cases = sw.getCases();
  if (cases.size() != sw.getNumCases())
    return op->emitOpError("has ") << sw.getNumCases() << " case regions but "
                                   << uint64_t(cases.size()) << " case values";
  // Not a DenseSet: case values span all of int64_t, DenseMapInfo's empty
  // and tombstone keys included.
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t value : cases)
    if (!seen.insert(value).second)
      return op->emitOpError("has duplicate case value: ") << value;

  auto verifyRegion = [&](Region &region,
                          const llvm::Twine &name) -> LogicalResult {
    Operation &last = region.front().back();
    auto yield = llvm::dyn_cast<YieldOp>(&last);
    if (!yield)
      return op->emitOpError("expected region to end with scf.yield, but got ")
             << last.getName().getStringRef();
    if (yield->getNumOperands() != op->getNumResults()) {
      InFlightDiagnostic diag =
          op->emitOpError("expected each region to return ")
          << op->getNumResults() << " values, but " << name << " returns "
          << yield->getNumOperands();
      diag.attachNote(yield->getLoc()) << "see yield operation here";
      return failure();
    }
    for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
      Type expected = op->getResult(i).getType();
      Type actual = yield->getOperand(i).getType();
      if (expected == actual)
        continue;
      InFlightDiagnostic diag = op->emitOpError("expected result #")
                                << i << " of each region to be "
                                << Quoted{expected};
      diag.attachNote(yield->getLoc())
          << name << " returns '" << actual << "' here";
      return failure();
    }
    return success();
  };
  if (failed(verifyRegion(sw.getDefaultRegion(), "default region")))
    return failure();
  for (unsigned i = 0, e = sw.getNumCases(); i != e; ++i)
    if (failed(verifyRegion(sw.getCaseRegion(i),
                            "case region #" + llvm::Twine(i))))
      return failure();
  return success();
}

static void indexSwitchSuccessors(Operation *op, RegionPoint point,
                                  llvm::SmallVectorImpl<RegionSuccessor> &s) {
  if (!point.isParent()) {
    s.push_back({RegionPoint::parent(), getResultTypeList(op)});
    return;
  }
  for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i)
    s.push_back({RegionPoint::of(i), {}});
}

static LogicalResult verifyIndexSwitchRegions(Operation *op) {
  return verifyRegionControlFlow(op, {}, indexSwitchSuccessors);
}

/// `%arg {attrs} (-> types)? (case N {region})* default {region}`
static ParseResult parseIndexSwitch(OpAsmParser &parser,
                                    OperationState &state) {
  UnresolvedOperand arg;
  if (parser.parseOperand(arg) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  if (succeeded(parser.parseOptionalArrow()) &&
      parser.parseTypeList(state.types))
    return failure();
  // The default region comes first among the regions but last in the text.
  Region *defaultRegion = state.addRegion();
  llvm::SmallVector<int64_t, 4> cases;
  while (succeeded(parser.parseOptionalKeyword("case"))) {
    int64_t value;
    Region *region = state.addRegion();
    if (parser.parseInteger(value) || parser.parseRegion(*region))
      return failure();
    cases.push_back(value);
  }
  if (parser.parseKeyword("default") || parser.parseRegion(*defaultRegion))
    return failure();
  ensureTerminator(*defaultRegion, state.location, YieldOp::getOperationName());
  state.addAttribute(kCases,
                     DenseI64ArrayAttr::get(parser.getContext(), cases));
  return parser.resolveOperand(arg, IndexType::get(parser.getContext()),
                               state.operands);
}

static void printIndexSwitch(Operation *op, OpAsmPrinter &p) {
  IndexSwitchOp sw(op);
  p << ' ';
  p.printOperand(sw.getArg());
  p.printOptionalAttrDict(getPrintedAttrs(op), {kCases});
  if (op->getNumResults()) {
    p << " -> ";
    p.printList(op->getResultTypes(), [&](Type t) { p.printType(t); });
  }
  p << ' ';
  llvm::ArrayRef<int64_t> cases = sw.getCases();
  for (unsigned i = 0, e = std::min<size_t>(cases.size(), sw.getNumCases());
       i != e; ++i) {
    p.printNewline();
    p << "case " << cases[i] << ' ';
    p.printRegion(sw.getCaseRegion(i), /*printEntryBlockArgs=*/false);
  }
  p.printNewline();
  p << "default ";
  // As for any region of a declarative format, a terminator that carries
  // nothing is left implicit.
  Region &defaultRegion = sw.getDefaultRegion();
  bool printTerminator = true;
  if (!defaultRegion.empty() && !defaultRegion.front().empty()) {
    Operation &term = defaultRegion.front().back();
    if (term.hasTrait(OpTrait::Terminator))
      printTerminator = term.getNumOperands() != 0 ||
                        term.getNumResults() != 0 ||
                        !term.getAttrDictionary().empty();
  }
  p.printRegion(defaultRegion, /*printEntryBlockArgs=*/true, printTerminator);
}

void IndexSwitchOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  info.addTrait(OpTrait::SingleBlockImplicitTerminator);
  info.implicitTerminatorName = YieldOp::getOperationName();
  info.numOperands = CountConstraint::exactly(1);
  info.numRegions = CountConstraint::atLeast(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kCases, isI64Array}};
  info.verifyInvariants = verifyIndexSwitchInvariants;
  info.verify = verifyIndexSwitch;
  info.verifyRegions = verifyIndexSwitchRegions;
  info.parse = parseIndexSwitch;
  info.print = printIndexSwitch;
}

llvm::ArrayRef<int64_t> IndexSwitchOp::getCases() {
  return getI64Array(state, kCases);
}

Region &IndexSwitchOp::getRegionFor(int64_t value) {
  llvm::ArrayRef<int64_t> cases = getCases();
  for (unsigned i = 0, e = std::min<size_t>(cases.size(), getNumCases());
       i != e; ++i)
    if (cases[i] == value)
      return getCaseRegion(i);
  return getDefaultRegion();
}

//===----------------------------------------------------------------------===//
// scf.parallel
//===----------------------------------------------------------------------===//

static LogicalResult verifyParallelInvariants(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 4)))
    return failure();
  ParallelOp loop(op);
  unsigned numBounds = loop.getLowerBound().size() +
                       loop.getUpperBound().size() + loop.getStep().size();
  for (unsigned i = 0; i < numBounds; ++i)
    if (failed(verifyOperandType(op, i, kVariadicIndex)))
      return failure();
  return verifySizedRegion(op, 0, "region");
}

static LogicalResult verifyParallel(Operation *op) {
  ParallelOp loop(op);
  OperandRange steps = loop.getStep();
  if (steps.empty())
    return op->emitOpError("needs at least one tuple element for lowerBound, "
                           "upperBound and step");
  for (Value step : steps)
    if (std::optional<int64_t> c = getConstantIntValue(step))
      if (*c <= 0)
        return op->emitOpError("constant step operand must be positive");
  Block *body = loop.getBody();
  if (body->getNumArguments() != steps.size())
    return op->emitOpError()
           << "expects the same number of induction variables: "
           << body->getNumArguments()
           << " as bound and step values: " << uint64_t(steps.size());
  for (BlockArgument arg : body->getArguments())
    if (!arg.getType().isIndex())
      return op->emitOpError(
          "expects arguments for the induction variable to be of index type");
  ReduceOp reduce = verifyAndGetTerminator<ReduceOp>(
      op, loop.getRegion(), "expects body to terminate with 'scf.reduce'");
  if (!reduce)
    return failure();
  uint64_t numResults = op->getNumResults();
  // The reductions are counted by their regions.
  uint64_t numReductions = reduce->getNumRegions();
  uint64_t numInits = loop.getInitVals().size();
  if (numResults != numReductions)
    return op->emitOpError()
           << "expects number of results: " << numResults
           << " to be the same as number of reductions: " << numReductions;
  if (numResults != numInits)
    return op->emitOpError() << "expects number of results: " << numResults
                             << " to be the same as number of initial "
                                "values: "
                             << numInits;
  for (unsigned i = 0; i < numReductions && i < reduce->getNumOperands(); ++i) {
    Type resultType = op->getResult(i).getType();
    Type operandType = reduce->getOperand(i).getType();
    if (resultType != operandType)
      return reduce->emitOpError()
             << "expects type of " << i
             << "-th reduction operand: " << Quoted{operandType}
             << " to be the same as the " << i
             << "-th result type: " << Quoted{resultType};
  }
  return success();
}

/// `(%i, %j) = (lbs) to (ubs) step (steps) (init (%z))? (-> types)?
/// {region} {attrs}`
static ParseResult parseParallel(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  Type indexType = IndexType::get(ctx);
  llvm::SmallVector<Argument, 4> ivs;
  if (parser.parseArgumentList(ivs, AsmParser::Delimiter::Paren))
    return failure();
  int numLoops = ivs.size();
  llvm::SmallVector<UnresolvedOperand, 4> lbs, ubs, steps, inits;
  if (parser.parseEqual() ||
      parser.parseOperandList(lbs, numLoops, AsmParser::Delimiter::Paren) ||
      parser.resolveOperands(lbs, indexType, state.operands) ||
      parser.parseKeyword("to") ||
      parser.parseOperandList(ubs, numLoops, AsmParser::Delimiter::Paren) ||
      parser.resolveOperands(ubs, indexType, state.operands) ||
      parser.parseKeyword("step") ||
      parser.parseOperandList(steps, numLoops, AsmParser::Delimiter::Paren) ||
      parser.resolveOperands(steps, indexType, state.operands))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("init")) &&
      parser.parseOperandList(inits, AsmParser::Delimiter::Paren))
    return failure();
  if (parseOptionalArrowTypeList(parser, state.types))
    return failure();
  Region *body = state.addRegion();
  for (Argument &iv : ivs)
    iv.type = indexType;
  if (parser.parseRegion(*body, ivs))
    return failure();
  int32_t sizes[] = {int32_t(lbs.size()), int32_t(ubs.size()),
                     int32_t(steps.size()), int32_t(inits.size())};
  state.addAttribute(kOperandSegmentSizes, DenseI32ArrayAttr::get(ctx, sizes));
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.resolveOperands(inits, state.types, parser.getNameLoc(),
                             state.operands))
    return failure();
  ensureTerminator(*body, state.location, ReduceOp::getOperationName());
  return success();
}

static void printParallel(Operation *op, OpAsmPrinter &p) {
  ParallelOp loop(op);
  p << " (";
  p.printList(loop.getInductionVars(),
              [&](BlockArgument arg) { p.printOperand(arg); });
  p << ") = (";
  p.printOperands(loop.getLowerBound());
  p << ") to (";
  p.printOperands(loop.getUpperBound());
  p << ") step (";
  p.printOperands(loop.getStep());
  p << ')';
  if (!loop.getInitVals().empty()) {
    p << " init (";
    p.printOperands(loop.getInitVals());
    p << ')';
  }
  llvm::SmallVector<Type, 4> results(op->getResultTypes());
  printOptionalArrowTypeList(p, results);
  p << ' ';
  p.printRegion(loop.getRegion(), /*printEntryBlockArgs=*/false);
  p.printOptionalAttrDict(getPrintedAttrs(op), {kOperandSegmentSizes});
}

void ParallelOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  for (OpTrait t : {OpTrait::AutomaticAllocationScope,
                    OpTrait::SingleBlockImplicitTerminator})
    info.addTrait(t);
  info.implicitTerminatorName = ReduceOp::getOperationName();
  info.numRegions = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {
      {kOperandSegmentSizes, isSegmentSizes, getEmptySegments<4>}};
  info.verifyInvariants = verifyParallelInvariants;
  info.verify = verifyParallel;
  info.parse = parseParallel;
  info.print = printParallel;
}

OperandRange ParallelOp::getSegment(unsigned index) {
  return getOperandSegment(state, index);
}

ReduceOp ParallelOp::getReduceOp() {
  return llvm::dyn_cast<ReduceOp>(&getBody()->back());
}

//===----------------------------------------------------------------------===//
// scf.reduce
//===----------------------------------------------------------------------===//

static LogicalResult verifyReduceInvariants(Operation *op) {
  for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i)
    if (failed(verifySizedRegion(op, i, "reductions")))
      return failure();
  return success();
}

static LogicalResult verifyReduceRegions(Operation *op) {
  for (unsigned i = 0, e = op->getNumRegions(); i != e; ++i) {
    if (i >= op->getNumOperands())
      return op->emitOpError("expects ")
             << op->getNumOperands() << " reduction regions, but found "
             << op->getNumRegions();
    Type type = op->getOperand(i).getType();
    Block &block = op->getRegion(i).front();
    if (block.empty())
      return op->emitOpError() << i << "-th reduction has an empty body";
    if (block.getNumArguments() != 2 ||
        llvm::any_of(block.getArguments(),
                     [&](BlockArgument arg) { return arg.getType() != type; }))
      return op->emitOpError()
             << "expected two block arguments with type " << Quoted{type}
             << " in the " << i << "-th reduction region";
    if (!llvm::isa<ReduceReturnOp>(&block.back()))
      return op->emitOpError("reduction bodies must be terminated with an "
                             "'scf.reduce.return' op");
  }
  return success();
}

/// `((%a, %b : types))? {region}, {region} {attrs}`
static ParseResult parseReduce(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> types;
  llvm::SMLoc operandsLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseOperandList(operands) || parser.parseColon() ||
        parser.parseTypeList(types) || parser.parseRParen())
      return failure();
  }
  Region *first = state.addRegion();
  OptionalParseResult hasRegion = parser.parseOptionalRegion(*first);
  if (!hasRegion.has_value()) {
    state.regions.pop_back();
  } else {
    if (failed(*hasRegion))
      return failure();
    while (succeeded(parser.parseOptionalComma()))
      if (parser.parseRegion(*state.addRegion()))
        return failure();
  }
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  return parser.resolveOperands(operands, types, operandsLoc, state.operands);
}

static void printReduce(Operation *op, OpAsmPrinter &p) {
  if (op->getNumOperands()) {
    p << '(';
    p.printOperands(op->getOperands());
    p << " : ";
    p.printList(op->getOperandTypes(), [&](Type t) { p.printType(t); });
    p << ')';
  }
  p << ' ';
  bool first = true;
  for (Region &region : op->getRegions()) {
    if (!first)
      p << ", ";
    first = false;
    p.printRegion(region);
  }
  p.printOptionalAttrDict(getPrintedAttrs(op));
}

void ReduceOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  for (OpTrait t : {OpTrait::Terminator, OpTrait::HasParent})
    info.addTrait(t);
  info.parentNames = {"scf.parallel"};
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyReduceInvariants;
  info.verifyRegions = verifyReduceRegions;
  info.parse = parseReduce;
  info.print = printReduce;
}

//===----------------------------------------------------------------------===//
// scf.reduce.return
//===----------------------------------------------------------------------===//

static LogicalResult verifyReduceReturn(Operation *op) {
  Block *block = op->getBlock();
  if (block->getNumArguments() == 0)
    return success();
  Type expected = block->getArgument(0).getType();
  if (expected != op->getOperand(0).getType())
    return op->emitOpError() << "must have type " << Quoted{expected}
                             << " (the type of the reduction inputs)";
  return success();
}

/// `%value {attrs} : type`
static ParseResult parseReduceReturn(OpAsmParser &parser,
                                     OperationState &state) {
  UnresolvedOperand value;
  Type type;
  if (parser.parseOperand(value) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  return parser.resolveOperand(value, type, state.operands);
}

static void printReduceReturn(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p.printOptionalAttrDict(getPrintedAttrs(op));
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

void ReduceReturnOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::HasParent, OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.parentNames = {"scf.reduce"};
  info.numOperands = CountConstraint::exactly(1);
  info.numResults = CountConstraint::exactly(0);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verify = verifyReduceReturn;
  info.parse = parseReduceReturn;
  info.print = printReduceReturn;
}

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

static LogicalResult verifyWhileInvariants(Operation *op) {
  if (failed(verifySizedRegion(op, 0, "before")) ||
      failed(verifySizedRegion(op, 1, "after")))
    return failure();
  return success();
}

static LogicalResult verifyWhile(Operation *op) {
  WhileOp loop(op);
  if (!verifyAndGetTerminator<ConditionOp>(
          op, loop.getBefore(),
          "expects the 'before' region to terminate with 'scf.condition'"))
    return failure();
  if (!verifyAndGetTerminator<YieldOp>(
          op, loop.getAfter(),
          "expects the 'after' region to terminate with 'scf.yield'"))
    return failure();
  return success();
}

static void whileSuccessors(Operation *op, RegionPoint point,
                            llvm::SmallVectorImpl<RegionSuccessor> &s) {
  if (point.isParent() || point.region == 1) {
    s.push_back({RegionPoint::of(0), getEntryArgTypes(op->getRegion(0))});
    return;
  }
  s.push_back({RegionPoint::parent(), getResultTypeList(op)});
  s.push_back({RegionPoint::of(1), getEntryArgTypes(op->getRegion(1))});
}

static LogicalResult verifyWhileRegions(Operation *op) {
  llvm::SmallVector<Type, 4> inits(op->getOperandTypes());
  return verifyRegionControlFlow(op, inits, whileSuccessors);
}

/// `((%a = %init, ...))? : (types) -> types {before} do {after}
/// (attributes {attrs})?`
static ParseResult parseWhile(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<Argument, 4> regionArgs;
  llvm::SmallVector<UnresolvedOperand, 4> operands;
  Region *before = state.addRegion();
  Region *after = state.addRegion();
  OptionalParseResult list =
      parseOptionalAssignmentList(parser, regionArgs, operands);
  if (list.has_value() && failed(*list))
    return failure();
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseColonType(type))
    return failure();
  state.addTypes(type.getResults());
  if (type.getNumInputs() != operands.size())
    return parser.emitError(typeLoc)
           << "expected as many input types as operands (expected "
           << uint64_t(operands.size()) << " got " << type.getNumInputs()
           << ")";
  if (parser.resolveOperands(operands, type.getInputs(),
                             parser.getCurrentLocation(), state.operands))
    return failure();
  for (unsigned i = 0, e = regionArgs.size(); i != e; ++i)
    regionArgs[i].type = type.getInput(i);
  if (parser.parseRegion(*before, regionArgs) || parser.parseKeyword("do") ||
      parser.parseRegion(*after))
    return failure();
  return parser.parseOptionalAttrDictWithKeyword(state.attributes);
}

static void printWhile(Operation *op, OpAsmPrinter &p) {
  WhileOp loop(op);
  llvm::ArrayRef<BlockArgument> beforeArgs;
  if (!loop.getBefore().empty())
    beforeArgs = loop.getBeforeArguments();
  printInitializationList(p, beforeArgs, loop.getInits(), " ");
  p << " : ";
  llvm::SmallVector<Type, 4> inputs(op->getOperandTypes());
  llvm::SmallVector<Type, 4> results(op->getResultTypes());
  p.printFunctionalType(inputs, results);
  p << ' ';
  p.printRegion(loop.getBefore(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(loop.getAfter());
  p.printOptionalAttrDictWithKeyword(getPrintedAttrs(op));
}

void WhileOp::populateInfo(OpInfo &info) {
  // Their effects are those of the ops they run.
  info.addTrait(OpTrait::RecursiveMemoryEffects);
  info.addTrait(OpTrait::SingleBlock);
  info.numRegions = CountConstraint::exactly(2);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verifyInvariants = verifyWhileInvariants;
  info.verify = verifyWhile;
  info.verifyRegions = verifyWhileRegions;
  info.parse = parseWhile;
  info.print = printWhile;
}

ConditionOp WhileOp::getConditionOp() {
  return llvm::dyn_cast<ConditionOp>(&getBeforeBody()->back());
}
YieldOp WhileOp::getYieldOp() {
  return llvm::dyn_cast<YieldOp>(&getAfterBody()->back());
}

//===----------------------------------------------------------------------===//
// scf.yield
//===----------------------------------------------------------------------===//

/// `{attrs} (%a, %b : types)?`
static ParseResult parseYield(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> types;
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc operandsLoc = parser.getCurrentLocation();
  UnresolvedOperand first;
  OptionalParseResult hasOperands = parser.parseOptionalOperand(first);
  if (hasOperands.has_value()) {
    if (failed(*hasOperands))
      return failure();
    operands.push_back(first);
    while (succeeded(parser.parseOptionalComma()))
      if (parser.parseOperand(operands.emplace_back()))
        return failure();
    if (parser.parseColon() || parser.parseTypeList(types))
      return failure();
  }
  return parser.resolveOperands(operands, types, operandsLoc, state.operands);
}

static void printYield(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(getPrintedAttrs(op));
  printValuesWithTypes(p, op->getOperands());
}

void YieldOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::ReturnLike, OpTrait::Terminator,
                    OpTrait::HasParent})
    info.addTrait(t);
  info.parentNames = {"scf.execute_region", "scf.for", "scf.if",
                      "scf.index_switch", "scf.while"};
  info.numResults = CountConstraint::exactly(0);
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.parse = parseYield;
  info.print = printYield;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void assay::scf::registerSCFOps(Dialect &dialect) {
  registerOp<ConditionOp>(dialect);
  registerOp<ExecuteRegionOp>(dialect);
  registerOp<ForOp>(dialect);
  registerOp<ForallOp>(dialect);
  registerOp<InParallelOp>(dialect);
  registerOp<IfOp>(dialect);
  registerOp<IndexSwitchOp>(dialect);
  registerOp<ParallelOp>(dialect);
  registerOp<ReduceOp>(dialect);
  registerOp<ReduceReturnOp>(dialect);
  registerOp<WhileOp>(dialect);
  registerOp<YieldOp>(dialect);
}
