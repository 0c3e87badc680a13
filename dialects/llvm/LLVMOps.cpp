//===- LLVMOps.cpp - The ops of the llvm dialect --------------------------===//
//
// Registration, custom syntax and verifiers of the llvm ops. The ops come in
// families that share one syntax (integer binary ops, casts, intrinsic
// calls...); a table per family names its ops and properties, and one
// parser and printer serve the whole family, so a new op of an existing
// family is one line in its table.
//
// The text is MLIR 19's, byte for byte, oddities included: several
// families print their attribute dictionary after an extra space
// (`llvm.and %a, %b  : i32`), extractvalue, insertvalue and shufflevector
// end in a space, and default-valued properties (fastmath `none`, overflow
// `none`, `ordering = 0`...) are left out of the custom form but printed in
// the generic one.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMDialect.h"

#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/ElementsAttributes.h"
#include "ir/FunctionSyntax.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"

using namespace assay;
using namespace assay::LLVM;

//===----------------------------------------------------------------------===//
// Property names and defaults
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kOverflowFlags = "overflowFlags";
static constexpr llvm::StringLiteral kFastmath = "fastmathFlags";
static constexpr llvm::StringLiteral kPredicate = "predicate";
static constexpr llvm::StringLiteral kElemType = "elem_type";
static constexpr llvm::StringLiteral kInbounds = "inbounds";
static constexpr llvm::StringLiteral kRawIndices = "rawConstantIndices";
static constexpr llvm::StringLiteral kAlignment = "alignment";
static constexpr llvm::StringLiteral kOrdering = "ordering";
static constexpr llvm::StringLiteral kVolatile = "volatile_";
static constexpr llvm::StringLiteral kNontemporal = "nontemporal";
static constexpr llvm::StringLiteral kInvariant = "invariant";
static constexpr llvm::StringLiteral kSyncscope = "syncscope";
static constexpr llvm::StringLiteral kInalloca = "inalloca";
static constexpr llvm::StringLiteral kPosition = "position";
static constexpr llvm::StringLiteral kMask = "mask";
static constexpr llvm::StringLiteral kCallee = "callee";
static constexpr llvm::StringLiteral kVarCalleeType = "var_callee_type";
static constexpr llvm::StringLiteral kCConv = "CConv";
static constexpr llvm::StringLiteral kTailCallKind = "TailCallKind";
static constexpr llvm::StringLiteral kValue = "value";
static constexpr llvm::StringLiteral kGlobalName = "global_name";
static constexpr llvm::StringLiteral kBranchWeights = "branch_weights";
static constexpr llvm::StringLiteral kCaseSegments = "case_operand_segments";
static constexpr llvm::StringLiteral kCaseValues = "case_values";
static constexpr llvm::StringLiteral kLinkage = "linkage";
static constexpr llvm::StringLiteral kSymName = "sym_name";
static constexpr llvm::StringLiteral kFunctionType = "function_type";
static constexpr llvm::StringLiteral kVisibility = "visibility_";
static constexpr llvm::StringLiteral kUnnamedAddr = "unnamed_addr";
static constexpr llvm::StringLiteral kArgAttrs = "arg_attrs";
static constexpr llvm::StringLiteral kResAttrs = "res_attrs";
static constexpr llvm::StringLiteral kAddrSpace = "addr_space";
static constexpr llvm::StringLiteral kConstant = "constant";
static constexpr llvm::StringLiteral kGlobalType = "global_type";
static constexpr llvm::StringLiteral kThreadLocal = "thread_local_";

/// The marker of a dynamic index in `rawConstantIndices`.
static constexpr int32_t kDynamicIndex = INT32_MIN;

static Attribute getNoOverflow(Context *ctx) {
  return IntegerOverflowFlagsAttr::get(ctx, OFNone);
}
static Attribute getNoFastmath(Context *ctx) {
  return FastmathFlagsAttr::get(ctx, FMFNone);
}
static Attribute getI64Zero(Context *ctx) {
  return IntegerAttr::get(IntegerType::get(ctx, 64), 0);
}
static Attribute getI32Zero(Context *ctx) {
  return IntegerAttr::get(IntegerType::get(ctx, 32), 0);
}
static Attribute getCConvC(Context *ctx) { return CConvAttr::get(ctx, 0); }
static Attribute getNoTailCall(Context *ctx) {
  return TailCallKindAttr::get(ctx, TailCallKind::None);
}
static Attribute getExternalLinkage(Context *ctx) {
  return LinkageAttr::get(ctx, Linkage::External);
}

static bool isOverflowAttr(Attribute a) {
  return llvm::isa<IntegerOverflowFlagsAttr>(a);
}
static bool isFastmathAttr(Attribute a) {
  return llvm::isa<FastmathFlagsAttr>(a);
}
static bool isIntegerAttr(Attribute a) { return llvm::isa<IntegerAttr>(a); }
static bool isUnitAttr(Attribute a) { return llvm::isa<UnitAttr>(a); }
static bool isTypeAttr(Attribute a) { return llvm::isa<TypeAttr>(a); }
static bool isStringAttr(Attribute a) { return llvm::isa<StringAttr>(a); }
static bool isArrayAttr(Attribute a) { return llvm::isa<ArrayAttr>(a); }
static bool isI32Array(Attribute a) { return llvm::isa<DenseI32ArrayAttr>(a); }
static bool isI64Array(Attribute a) { return llvm::isa<DenseI64ArrayAttr>(a); }
static bool isFlatSymbolRef(Attribute a) {
  return llvm::isa<FlatSymbolRefAttr>(a);
}
static bool isIntElements(Attribute a) {
  return llvm::isa<DenseIntElementsAttr>(a);
}

using InherentAttr = OpInfo::InherentAttr;
static const InherentAttr kOverflowProp = {kOverflowFlags, isOverflowAttr,
                                           getNoOverflow};
static const InherentAttr kFastmathProp = {kFastmath, isFastmathAttr,
                                           getNoFastmath};

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Types appear in diagnostics quoted: `'i32'`.
static std::string quoted(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '\'' << type << '\'';
  return text;
}

/// Whether property `attr` of `op` holds its default value.
static bool isDefaultValued(Operation *op, const NamedAttribute &attr) {
  for (const InherentAttr &inherent : op->getName().getInfo()->inherentAttrs)
    if (inherent.name == attr.getNameStr())
      return inherent.defaultValue &&
             inherent.defaultValue(op->getContext()) == attr.getValue();
  return false;
}

/// Prints ` {...}` with the op's properties and discardable attributes
/// together, sorted by name, leaving out `elided` and, when `elideDefaults`,
/// the properties that hold their default value.
static void printAttrs(Operation *op, OpAsmPrinter &p,
                       llvm::ArrayRef<llvm::StringRef> elided = {},
                       bool elideDefaults = true) {
  llvm::SmallVector<NamedAttribute, 8> attrs;
  auto keep = [&](const NamedAttribute &a) {
    return !llvm::is_contained(elided, a.getNameStr());
  };
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    for (const NamedAttribute &a : props.getValue())
      if (keep(a) && !(elideDefaults && isDefaultValued(op, a)))
        attrs.push_back(a);
  for (const NamedAttribute &a : op->getAttrs())
    if (keep(a))
      attrs.push_back(a);
  llvm::sort(attrs);
  p.printOptionalAttrDict(attrs);
}

/// The scalar type of `type`: itself, or the element type of a vector.
static Type getScalarType(Type type) {
  if (auto vector = llvm::dyn_cast<VectorType>(type))
    return vector.getElementType();
  return type;
}

/// `type` with its scalar replaced by `scalar` (same vector shape).
static Type getWithScalar(Type type, Type scalar) {
  if (auto vector = llvm::dyn_cast<VectorType>(type))
    return VectorType::get(vector.getShape(), scalar, vector.getScalableDims());
  return scalar;
}

static bool isSignlessIntScalar(Type t) { return t.isSignlessInteger(); }
static bool isFloatScalar(Type t) { return t.isFloat(); }
static bool isPointerScalar(Type t) { return llvm::isa<LLVMPointerType>(t); }

/// An integer, or a vector of integers.
static bool isIntLike(Type t) { return isSignlessIntScalar(getScalarType(t)); }
/// A float, or a vector of floats.
static bool isFloatLike(Type t) { return isFloatScalar(getScalarType(t)); }

static const TypeConstraint kIntLike = {
    isIntLike, "signless integer or LLVM dialect-compatible vector of "
               "signless integer"};
static const TypeConstraint kPointerLike = {
    [](Type t) { return isPointerScalar(getScalarType(t)); },
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer "
    "type"};
static const TypeConstraint kAnyScalarLike = {
    [](Type) { return true; }, "LLVM-compatible non-aggregate type"};
static const TypeConstraint kFloatLike = {
    isFloatLike, "floating point LLVM type or LLVM dialect-compatible vector "
                 "of floating point LLVM type"};

/// The result type of a comparison of `operandType`: i1, or vector of i1.
static Type getCompareResultType(Type operandType) {
  return getWithScalar(operandType,
                       IntegerType::get(operandType.getContext(), 1));
}

/// Parses a builtin function type `(inputs) -> results` (the form of
/// `functional-type(operands, results)`), resolves `operands` against its
/// inputs and adds its results to `state`.
static ParseResult parseFunctionalTypeAndResolve(
    OpAsmParser &parser, OperationState &state,
    llvm::ArrayRef<OpAsmParser::UnresolvedOperand> operands) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = llvm::dyn_cast<FunctionType>(type);
  if (!fnType)
    return parser.emitError(loc, "expected function type");
  if (parser.resolveOperands(operands, fnType.getInputs(), loc, state.operands))
    return failure();
  state.addTypes(fnType.getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// Same-type families: integer and float arithmetic, freeze
//===----------------------------------------------------------------------===//

/// Checks that all operands and results share one type that `constraint`
/// accepts.
static LogicalResult verifySameTypes(Operation *op,
                                     const TypeConstraint &constraint) {
  if (failed(verifyAllOperandTypes(op, constraint)) ||
      failed(verifyAllResultTypes(op, constraint)))
    return failure();
  Type type = op->getResult(0).getType();
  for (Value operand : op->getOperands())
    if (operand.getType() != type)
      return op->emitOpError(
          "requires the same type for all operands and results");
  return success();
}

static LogicalResult verifyIntArith(Operation *op) {
  return verifySameTypes(op, kIntLike);
}
static LogicalResult verifyFloatArith(Operation *op) {
  return verifySameTypes(op, kFloatLike);
}

static const TypeConstraint kAnyType = {[](Type) { return true; }, "any type"};
static LogicalResult verifyFreeze(Operation *op) {
  return verifySameTypes(op, kAnyType);
}

/// Parses `%a, %b, ...` (`numOperands` of them) all of one type, then
/// what `parseMiddle` reads, then `{attrs} : type`; the result has that
/// type. With `extraSpace` the dictionary follows an extra space when
/// printed, which the parser need not know about.
static ParseResult
parseSameTypeOp(OpAsmParser &parser, OperationState &state,
                unsigned numOperands,
                llvm::function_ref<ParseResult()> parseMiddle = nullptr) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  Type type;
  if (parser.parseOperandList(operands, int(numOperands)) ||
      (parseMiddle && parseMiddle()) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type, state.operands))
    return failure();
  state.addTypes(type);
  return success();
}

/// Prints `%a, %b`, then `middle`, the dictionary (after one more space
/// when `extraSpace`) and `: type`.
static void printSameTypeOp(Operation *op, OpAsmPrinter &p, bool extraSpace,
                            llvm::ArrayRef<llvm::StringRef> elided = {},
                            llvm::function_ref<void()> middle = nullptr) {
  p << ' ';
  p.printOperands(op->getOperands());
  if (middle)
    middle();
  if (extraSpace)
    p << ' ';
  printAttrs(op, p, elided);
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// `%a, %b overflow<nsw> {attrs} : i32`.
static ParseResult parseIntArithOverflow(OpAsmParser &parser,
                                         OperationState &state) {
  return parseSameTypeOp(parser, state, 2, [&]() -> ParseResult {
    if (failed(parser.parseOptionalKeyword("overflow")))
      return success();
    std::optional<uint32_t> flags = parseOverflowFlagsBody(parser);
    if (!flags)
      return failure();
    state.addAttribute(kOverflowFlags, IntegerOverflowFlagsAttr::get(
                                           parser.getContext(), *flags));
    return success();
  });
}

static void printIntArithOverflow(Operation *op, OpAsmPrinter &p) {
  printSameTypeOp(op, p, /*extraSpace=*/false, {kOverflowFlags}, [&] {
    auto flags = llvm::dyn_cast_or_null<IntegerOverflowFlagsAttr>(
        op->getInherentAttr(kOverflowFlags));
    if (!flags || flags.getValue() == OFNone)
      return;
    p << " overflow<";
    printOverflowFlags(p.getStream(), flags.getValue());
    p << '>';
  });
}

static ParseResult parseBinary(OpAsmParser &parser, OperationState &state) {
  return parseSameTypeOp(parser, state, 2);
}
static ParseResult parseUnary(OpAsmParser &parser, OperationState &state) {
  return parseSameTypeOp(parser, state, 1);
}
/// The families whose dictionary follows an extra space.
static void printSpacedSameType(Operation *op, OpAsmPrinter &p) {
  printSameTypeOp(op, p, /*extraSpace=*/true);
}
static void printSameType(Operation *op, OpAsmPrinter &p) {
  printSameTypeOp(op, p, /*extraSpace=*/false);
}

/// Registers `name` with `numOperands` operands, `numResults` results,
/// `numRegions` regions and no successors.
static OpInfo &addOp(Dialect &dialect, llvm::StringRef name,
                     CountConstraint numOperands, unsigned numResults,
                     unsigned numRegions = 0) {
  OpInfo &info = dialect.addOperation(name);
  info.numOperands = numOperands;
  info.numResults = CountConstraint::exactly(numResults);
  info.numRegions = CountConstraint::exactly(numRegions);
  info.numSuccessors = CountConstraint::exactly(0);
  return info;
}

/// Registers `name` with `numOperands` operands and one result, pure.
static OpInfo &addPureOp(Dialect &dialect, llvm::StringRef name,
                         unsigned numOperands) {
  OpInfo &info = addOp(dialect, name, CountConstraint::exactly(numOperands), 1);
  info.addTrait(OpTrait::Pure);
  return info;
}

static void registerArithOps(Dialect &dialect) {
  for (llvm::StringRef name :
       {"llvm.add", "llvm.sub", "llvm.mul", "llvm.shl"}) {
    OpInfo &info = addPureOp(dialect, name, 2);
    info.addTrait(OpTrait::SameOperandsAndResultType);
    if (name != "llvm.sub" && name != "llvm.shl")
      info.addTrait(OpTrait::Commutative);
    info.inherentAttrs = {kOverflowProp};
    info.verifyInvariants = verifyIntArith;
    info.parse = parseIntArithOverflow;
    info.print = printIntArithOverflow;
  }
  for (llvm::StringRef name :
       {"llvm.udiv", "llvm.sdiv", "llvm.urem", "llvm.srem", "llvm.and",
        "llvm.or", "llvm.xor", "llvm.lshr", "llvm.ashr"}) {
    OpInfo &info = addPureOp(dialect, name, 2);
    info.addTrait(OpTrait::SameOperandsAndResultType);
    if (name == "llvm.and" || name == "llvm.or" || name == "llvm.xor")
      info.addTrait(OpTrait::Commutative);
    info.verifyInvariants = verifyIntArith;
    info.parse = parseBinary;
    info.print = printSpacedSameType;
  }
  for (llvm::StringRef name :
       {"llvm.fadd", "llvm.fsub", "llvm.fmul", "llvm.fdiv", "llvm.frem"}) {
    OpInfo &info = addPureOp(dialect, name, 2);
    info.addTrait(OpTrait::SameOperandsAndResultType);
    if (name == "llvm.fadd" || name == "llvm.fmul")
      info.addTrait(OpTrait::Commutative);
    info.inherentAttrs = {kFastmathProp};
    info.verifyInvariants = verifyFloatArith;
    info.parse = parseBinary;
    info.print = printSpacedSameType;
  }
  OpInfo &fneg = addPureOp(dialect, "llvm.fneg", 1);
  fneg.addTrait(OpTrait::SameOperandsAndResultType);
  fneg.inherentAttrs = {kFastmathProp};
  fneg.verifyInvariants = verifyFloatArith;
  fneg.parse = parseUnary;
  fneg.print = printSpacedSameType;

  OpInfo &freeze = addPureOp(dialect, "llvm.freeze", 1);
  freeze.addTrait(OpTrait::SameOperandsAndResultType);
  freeze.verifyInvariants = verifyFreeze;
  freeze.parse = parseUnary;
  freeze.print = printSameType;
}

//===----------------------------------------------------------------------===//
// icmp, fcmp
//===----------------------------------------------------------------------===//

/// An i64 predicate with a keyword in `keywords`.
static bool isPredicate(Attribute a,
                        llvm::ArrayRef<llvm::StringLiteral> keywords) {
  auto integer = llvm::dyn_cast<IntegerAttr>(a);
  return integer && integer.getType().isSignlessInteger(64) &&
         integer.getValue().ult(keywords.size());
}
static bool isICmpPredicate(Attribute a) {
  return isPredicate(a, getICmpPredicateKeywords());
}
static bool isFCmpPredicate(Attribute a) {
  return isPredicate(a, getFCmpPredicateKeywords());
}

/// The predicate keywords of a comparison op.
static llvm::ArrayRef<llvm::StringLiteral> getPredicates(llvm::StringRef op) {
  return op == "llvm.icmp" ? getICmpPredicateKeywords()
                           : getFCmpPredicateKeywords();
}

static LogicalResult verifyCompare(Operation *op) {
  bool isICmp = op->getName().getStringRef() == "llvm.icmp";
  auto predicate =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kPredicate));
  if (!predicate)
    return op->emitOpError("requires attribute 'predicate'");
  uint64_t value = predicate.getValue().getZExtValue();
  if (value >= getPredicates(op->getName().getStringRef()).size())
    return op->emitOpError() << "attribute 'predicate' failed to satisfy "
                                "constraint: "
                             << (isICmp ? "llvm.icmp comparison predicate"
                                        : "llvm.fcmp comparison predicate");
  Type lhs = op->getOperand(0).getType();
  bool ok = isICmp ? (isIntLike(lhs) || isPointerScalar(getScalarType(lhs)))
                   : isFloatLike(lhs);
  if (!ok)
    return op->emitOpError() << "operand #0 must be "
                             << (isICmp ? "integer, pointer or vector of them"
                                        : kFloatLike.summary.str())
                             << ", but got " << quoted(lhs);
  if (op->getOperand(1).getType() != lhs)
    return op->emitOpError("requires all operands to have the same type");
  if (op->getResult(0).getType() != getCompareResultType(lhs))
    return op->emitOpError()
           << "result #0 must be i1 or vector of i1 matching the operands, "
              "but got "
           << quoted(op->getResult(0).getType());
  return success();
}

/// `"pred" %a, %b {attrs} : type`.
static ParseResult parseCompare(OpAsmParser &parser, OperationState &state) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  std::string keyword;
  if (parser.parseString(&keyword))
    return failure();
  std::optional<unsigned> predicate =
      lookupKeyword(getPredicates(state.name.getStringRef()), keyword);
  if (!predicate)
    return parser.emitError(loc) << "'" << keyword
                                 << "' is an incorrect value of the "
                                    "'predicate' attribute";
  Context *ctx = parser.getContext();
  state.addAttribute(kPredicate,
                     IntegerAttr::get(IntegerType::get(ctx, 64), *predicate));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type type;
  if (parser.parseOperandList(operands, 2) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands(operands, type, state.operands))
    return failure();
  state.addTypes(getCompareResultType(type));
  return success();
}

static void printCompare(Operation *op, OpAsmPrinter &p) {
  auto predicate = llvm::cast<IntegerAttr>(op->getInherentAttr(kPredicate));
  p << " \"" << getPredicates(op->getName().getStringRef())[predicate.getInt()]
    << "\" ";
  p.printOperands(op->getOperands());
  printAttrs(op, p, {kPredicate});
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

static void registerCompareOps(Dialect &dialect) {
  for (llvm::StringRef name : {"llvm.icmp", "llvm.fcmp"}) {
    OpInfo &info = addPureOp(dialect, name, 2);
    info.addTrait(OpTrait::SameTypeOperands);
    info.inherentAttrs = {
        {kPredicate, name == "llvm.icmp" ? isICmpPredicate : isFCmpPredicate}};
    if (name == "llvm.fcmp")
      info.inherentAttrs.push_back(kFastmathProp);
    info.verifyInvariants = verifyCompare;
    info.parse = parseCompare;
    info.print = printCompare;
  }
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// What a cast accepts on each side, and how the widths must compare.
struct CastKind {
  llvm::StringLiteral name;
  const TypeConstraint *source;
  const TypeConstraint *result;
  /// -1: the result is narrower; 1: wider; 0: no constraint.
  int widthOrder;
};

static const CastKind kCasts[] = {
    {"llvm.trunc", &kIntLike, &kIntLike, -1},
    {"llvm.zext", &kIntLike, &kIntLike, 1},
    {"llvm.sext", &kIntLike, &kIntLike, 1},
    {"llvm.fptrunc", &kFloatLike, &kFloatLike, -1},
    {"llvm.fpext", &kFloatLike, &kFloatLike, 1},
    {"llvm.fptosi", &kFloatLike, &kIntLike, 0},
    {"llvm.fptoui", &kFloatLike, &kIntLike, 0},
    {"llvm.sitofp", &kIntLike, &kFloatLike, 0},
    {"llvm.uitofp", &kIntLike, &kFloatLike, 0},
    {"llvm.bitcast", &kAnyScalarLike, &kAnyScalarLike, 0},
    {"llvm.ptrtoint", &kPointerLike, &kIntLike, 0},
    {"llvm.inttoptr", &kIntLike, &kPointerLike, 0},
    {"llvm.addrspacecast", &kPointerLike, &kPointerLike, 0},
};

static const CastKind &getCastKind(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  for (const CastKind &kind : kCasts)
    if (kind.name == name)
      return kind;
  llvm_unreachable("not a cast");
}

static LogicalResult verifyCast(Operation *op) {
  const CastKind &kind = getCastKind(op);
  Type source = op->getOperand(0).getType();
  Type result = op->getResult(0).getType();
  auto vectorShape = [](Type t) -> llvm::ArrayRef<int64_t> {
    if (auto vector = llvm::dyn_cast<VectorType>(t))
      return vector.getShape();
    return {};
  };
  if (failed(verifyOperandType(op, 0, *kind.source)) ||
      failed(verifyResultType(op, 0, *kind.result)))
    return failure();
  bool isVector = llvm::isa<VectorType>(source);
  if (kind.name != "llvm.bitcast" &&
      (isVector != llvm::isa<VectorType>(result) ||
       vectorShape(source) != vectorShape(result)))
    return op->emitOpError(
        "requires the same shape for the operand and the result");
  unsigned from = getScalarType(source).getIntOrFloatBitWidth();
  unsigned to = getScalarType(result).getIntOrFloatBitWidth();
  // mlir-opt-19 checks integer extensions only, with this wording; Assay
  // checks every width-changing cast, as the LLVM language reference asks.
  if ((kind.name == "llvm.zext" || kind.name == "llvm.sext") && to <= from)
    return op->emitError("integer width of the output type is smaller or "
                         "equal to the integer width of the input type");
  if ((kind.widthOrder < 0 && to >= from) ||
      (kind.widthOrder > 0 && to <= from))
    return op->emitOpError() << "result type " << quoted(result) << " must be "
                             << (kind.widthOrder < 0 ? "narrower" : "wider")
                             << " than the operand type " << quoted(source);
  return success();
}

/// `%x {attrs} : from to into`.
static ParseResult parseCast(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand operand;
  Type from, to;
  if (parser.parseOperand(operand) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(from) || parser.parseKeyword("to") ||
      parser.parseType(to) ||
      parser.resolveOperand(operand, from, state.operands))
    return failure();
  state.addTypes(to);
  return success();
}

static void printCast(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  printAttrs(op, p);
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << " to ";
  p.printType(op->getResult(0).getType());
}

static void registerCastOps(Dialect &dialect) {
  for (const CastKind &kind : kCasts) {
    OpInfo &info = addPureOp(dialect, kind.name, 1);
    info.verifyInvariants = verifyCast;
    info.parse = parseCast;
    info.print = printCast;
  }
}

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

static LogicalResult verifySelect(Operation *op) {
  Type cond = op->getOperand(0).getType();
  Type type = op->getResult(0).getType();
  if (op->getOperand(1).getType() != type ||
      op->getOperand(2).getType() != type)
    return op->emitOpError(
        "failed to verify that all of {trueValue, falseValue, res} have same "
        "type");
  if (cond != getCompareResultType(type) &&
      cond != IntegerType::get(op->getContext(), 1))
    return op->emitOpError()
           << "operand #0 must be 1-bit signless integer or LLVM "
              "dialect-compatible vector of 1-bit signless integer, but got "
           << quoted(cond);
  return success();
}

/// `%c, %a, %b {attrs} : i1, type`.
static ParseResult parseSelect(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  Type condType, type;
  if (parser.parseOperandList(operands, 3) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(condType) || parser.parseComma() ||
      parser.parseType(type) ||
      parser.resolveOperand(operands[0], condType, state.operands) ||
      parser.resolveOperand(operands[1], type, state.operands) ||
      parser.resolveOperand(operands[2], type, state.operands))
    return failure();
  state.addTypes(type);
  return success();
}

static void printSelect(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(op->getOperands());
  printAttrs(op, p);
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << ", ";
  p.printType(op->getResult(0).getType());
}

static void registerSelectOp(Dialect &dialect) {
  OpInfo &info = addPureOp(dialect, "llvm.select", 3);
  info.inherentAttrs = {kFastmathProp};
  info.verifyInvariants = verifySelect;
  info.parse = parseSelect;
  info.print = printSelect;
}

//===----------------------------------------------------------------------===//
// getelementptr
//===----------------------------------------------------------------------===//

static LogicalResult verifyGEP(Operation *op) {
  auto raw = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr(kRawIndices));
  if (!raw)
    return op->emitOpError("requires attribute 'rawConstantIndices'");
  if (!llvm::isa_and_nonnull<TypeAttr>(op->getInherentAttr(kElemType)))
    return op->emitOpError("requires attribute 'elem_type'");
  if (!isPointerScalar(getScalarType(op->getOperand(0).getType())))
    return op->emitOpError()
           << "operand #0 must be LLVM pointer type or LLVM dialect-compatible "
              "vector of LLVM pointer type, but got "
           << quoted(op->getOperand(0).getType());
  unsigned numDynamic = llvm::count(raw.asArrayRef(), kDynamicIndex);
  if (numDynamic != op->getNumOperands() - 1)
    return op->emitOpError() << "expected as many dynamic indices as specified "
                                "in 'rawConstantIndices'";
  for (Value index : op->getOperands().drop_front())
    if (!isIntLike(index.getType()))
      return op->emitOpError()
             << "operand #1 must be variadic of integer or LLVM "
                "dialect-compatible vector of integer, but got "
             << quoted(index.getType());
  return success();
}

/// `inbounds? %base[%i, 1] {attrs} : (!llvm.ptr, i64) -> !llvm.ptr, elem`.
static ParseResult parseGEP(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword(kInbounds)))
    state.addAttribute(kInbounds, UnitAttr::get(ctx));
  OpAsmParser::UnresolvedOperand base;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> dynamicIndices;
  llvm::SmallVector<int32_t, 4> rawIndices;
  if (parser.parseOperand(base))
    return failure();
  auto parseIndex = [&]() -> ParseResult {
    int32_t constant;
    OptionalParseResult parsedConstant = parser.parseOptionalInteger(constant);
    if (parsedConstant.has_value()) {
      if (failed(*parsedConstant))
        return failure();
      rawIndices.push_back(constant);
      return success();
    }
    OpAsmParser::UnresolvedOperand index;
    if (parser.parseOperand(index))
      return failure();
    dynamicIndices.push_back(index);
    rawIndices.push_back(kDynamicIndex);
    return success();
  };
  Type elemType;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     parseIndex) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands = {base};
  operands.append(dynamicIndices);
  if (parseFunctionalTypeAndResolve(parser, state, operands) ||
      parser.parseComma() || parser.parseType(elemType))
    return failure();
  state.addAttribute(kRawIndices, DenseI32ArrayAttr::get(ctx, rawIndices));
  state.addAttribute(kElemType, TypeAttr::get(elemType));
  return success();
}

static void printGEP(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kInbounds))
    p << " inbounds";
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << '[';
  auto raw = llvm::cast<DenseI32ArrayAttr>(op->getInherentAttr(kRawIndices));
  unsigned nextDynamic = 1;
  p.printList(raw.asArrayRef(), [&](int32_t index) {
    if (index == kDynamicIndex)
      p.printOperand(op->getOperand(nextDynamic++));
    else
      p << int64_t(index);
  });
  p << ']';
  printAttrs(op, p, {kInbounds, kRawIndices, kElemType});
  p << " : ";
  p.printFunctionalType(op);
  p << ", ";
  p.printType(llvm::cast<TypeAttr>(op->getInherentAttr(kElemType)).getValue());
}

static void registerGEPOp(Dialect &dialect) {
  OpInfo &info = addPureOp(dialect, "llvm.getelementptr", 1);
  info.numOperands = CountConstraint::atLeast(1);
  info.inherentAttrs = {{kElemType, isTypeAttr},
                        {kInbounds, isUnitAttr},
                        {kRawIndices, isI32Array}};
  info.verifyInvariants = verifyGEP;
  info.parse = parseGEP;
  info.print = printGEP;
}

//===----------------------------------------------------------------------===//
// load, store, alloca
//===----------------------------------------------------------------------===//

/// The properties load and store share.
static llvm::SmallVector<InherentAttr, 2> getMemoryAccessProps() {
  return {{kAlignment, isIntegerAttr},   {"access_groups", isArrayAttr},
          {"alias_scopes", isArrayAttr}, {"noalias_scopes", isArrayAttr},
          {kNontemporal, isUnitAttr},    {kOrdering, isIntegerAttr, getI64Zero},
          {kSyncscope, isStringAttr},    {"tbaa", isArrayAttr},
          {kVolatile, isUnitAttr}};
}

static LogicalResult verifyAddressOperand(Operation *op, unsigned index) {
  Type type = op->getOperand(index).getType();
  if (llvm::isa<LLVMPointerType>(type))
    return success();
  return op->emitOpError() << "operand #" << index
                           << " must be LLVM pointer type, but got "
                           << quoted(type);
}

static LogicalResult verifyLoad(Operation *op) {
  if (failed(verifyAddressOperand(op, 0)))
    return failure();
  Type type = op->getResult(0).getType();
  if (llvm::isa<LLVMVoidType, LLVMFunctionType>(type))
    return op->emitOpError() << "result #0 must be LLVM type with size, but "
                                "got "
                             << quoted(type);
  return success();
}

static LogicalResult verifyStore(Operation *op) {
  return verifyAddressOperand(op, 1);
}

/// Parses `syncscope("s")?` then one ordering keyword into each of
/// `names` (the tail of atomic loads, stores, atomicrmw and cmpxchg).
static ParseResult
parseScopeAndOrderings(OpAsmParser &parser, OperationState &state,
                       llvm::ArrayRef<llvm::StringRef> names) {
  Context *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("syncscope"))) {
    std::string scope;
    if (parser.parseLParen() || parser.parseString(&scope) ||
        parser.parseRParen())
      return failure();
    state.addAttribute(kSyncscope, StringAttr::get(ctx, scope));
  }
  for (llvm::StringRef name : names) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef keyword;
    if (parser.parseKeyword(&keyword))
      return failure();
    std::optional<unsigned> ordering =
        lookupKeyword(getAtomicOrderingKeywords(), keyword);
    if (!ordering)
      return parser.emitError(loc) << "expected ordering to be one of: "
                                      "not_atomic, unordered, monotonic, "
                                      "acquire, release, acq_rel, seq_cst";
    state.addAttribute(name,
                       IntegerAttr::get(IntegerType::get(ctx, 64), *ordering));
  }
  return success();
}

static void printScopeAndOrderings(Operation *op, OpAsmPrinter &p,
                                   llvm::ArrayRef<llvm::StringRef> names) {
  if (auto scope =
          llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr(kSyncscope))) {
    p << " syncscope(";
    p.printString(scope.getValue());
    p << ')';
  }
  llvm::ArrayRef<llvm::StringLiteral> keywords = getAtomicOrderingKeywords();
  for (llvm::StringRef name : names) {
    auto ordering =
        llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(name));
    uint64_t value = ordering ? ordering.getValue().getZExtValue() : 0;
    p << ' ' << (value < keywords.size() ? keywords[value] : "not_atomic");
  }
}

/// After the address of a load or store: `atomic syncscope("s")? ordering`.
static ParseResult parseAtomicSuffix(OpAsmParser &parser,
                                     OperationState &state) {
  if (failed(parser.parseOptionalKeyword("atomic")))
    return success();
  return parseScopeAndOrderings(parser, state, {kOrdering});
}

static void printAtomicSuffix(Operation *op, OpAsmPrinter &p) {
  auto ordering =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kOrdering));
  if (!ordering || ordering.getInt() == 0)
    return;
  p << " atomic";
  printScopeAndOrderings(op, p, {kOrdering});
}

/// `volatile? %p (atomic ...)? invariant? {attrs} : !llvm.ptr -> type`.
static ParseResult parseLoad(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("volatile")))
    state.addAttribute(kVolatile, UnitAttr::get(ctx));
  OpAsmParser::UnresolvedOperand addr;
  Type addrType, type;
  if (parser.parseOperand(addr) || parseAtomicSuffix(parser, state))
    return failure();
  if (succeeded(parser.parseOptionalKeyword(kInvariant)))
    state.addAttribute(kInvariant, UnitAttr::get(ctx));
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(addrType) || parser.parseArrow() ||
      parser.parseType(type) ||
      parser.resolveOperand(addr, addrType, state.operands))
    return failure();
  state.addTypes(type);
  return success();
}

static void printLoad(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kVolatile))
    p << " volatile";
  p << ' ';
  p.printOperand(op->getOperand(0));
  printAtomicSuffix(op, p);
  if (op->getInherentAttr(kInvariant))
    p << " invariant";
  printAttrs(op, p, {kVolatile, kOrdering, kSyncscope, kInvariant});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << " -> ";
  p.printType(op->getResult(0).getType());
}

/// `volatile? %v, %p (atomic ...)? {attrs} : type, !llvm.ptr`.
static ParseResult parseStore(OpAsmParser &parser, OperationState &state) {
  if (succeeded(parser.parseOptionalKeyword("volatile")))
    state.addAttribute(kVolatile, UnitAttr::get(parser.getContext()));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type valueType, addrType;
  if (parser.parseOperandList(operands, 2) ||
      parseAtomicSuffix(parser, state) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(valueType) || parser.parseComma() ||
      parser.parseType(addrType) ||
      parser.resolveOperand(operands[0], valueType, state.operands) ||
      parser.resolveOperand(operands[1], addrType, state.operands))
    return failure();
  return success();
}

static void printStore(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kVolatile))
    p << " volatile";
  p << ' ';
  p.printOperands(op->getOperands());
  printAtomicSuffix(op, p);
  printAttrs(op, p, {kVolatile, kOrdering, kSyncscope});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << ", ";
  p.printType(op->getOperand(1).getType());
}

static LogicalResult verifyAlloca(Operation *op) {
  if (!isSignlessIntScalar(op->getOperand(0).getType()))
    return op->emitOpError() << "operand #0 must be signless integer, but got "
                             << quoted(op->getOperand(0).getType());
  if (!llvm::isa<LLVMPointerType>(op->getResult(0).getType()))
    return op->emitOpError() << "result #0 must be LLVM pointer type, but got "
                             << quoted(op->getResult(0).getType());
  auto elemType =
      llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr(kElemType));
  if (!elemType)
    return op->emitOpError("requires attribute 'elem_type'");
  if (llvm::isa<LLVMVoidType, LLVMFunctionType>(elemType.getValue()))
    return op->emitOpError("cannot allocate a value of type ")
           << quoted(elemType.getValue());
  return success();
}

/// `inalloca? %n x type {attrs} : (i64) -> !llvm.ptr`.
static ParseResult parseAlloca(OpAsmParser &parser, OperationState &state) {
  if (succeeded(parser.parseOptionalKeyword(kInalloca)))
    state.addAttribute(kInalloca, UnitAttr::get(parser.getContext()));
  OpAsmParser::UnresolvedOperand size;
  Type elemType;
  if (parser.parseOperand(size) || parser.parseKeyword("x") ||
      parser.parseType(elemType) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parseFunctionalTypeAndResolve(parser, state, {size}))
    return failure();
  state.addAttribute(kElemType, TypeAttr::get(elemType));
  return success();
}

static void printAlloca(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kInalloca))
    p << " inalloca";
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << " x ";
  p.printType(llvm::cast<TypeAttr>(op->getInherentAttr(kElemType)).getValue());
  printAttrs(op, p, {kElemType, kInalloca});
  p << " : ";
  p.printFunctionalType(op);
}

static void registerMemoryOps(Dialect &dialect) {
  OpInfo &load = addPureOp(dialect, "llvm.load", 1);
  load.traits = 0;
  load.inherentAttrs = getMemoryAccessProps();
  load.inherentAttrs.push_back({kInvariant, isUnitAttr});
  load.verifyInvariants = verifyLoad;
  load.parse = parseLoad;
  load.print = printLoad;

  OpInfo &store = addPureOp(dialect, "llvm.store", 2);
  store.traits = 0;
  store.numResults = CountConstraint::exactly(0);
  store.inherentAttrs = getMemoryAccessProps();
  store.verifyInvariants = verifyStore;
  store.parse = parseStore;
  store.print = printStore;

  OpInfo &alloca = addPureOp(dialect, "llvm.alloca", 1);
  alloca.traits = 0;
  alloca.inherentAttrs = {{kAlignment, isIntegerAttr},
                          {kElemType, isTypeAttr},
                          {kInalloca, isUnitAttr}};
  alloca.verifyInvariants = verifyAlloca;
  alloca.parse = parseAlloca;
  alloca.print = printAlloca;
}

//===----------------------------------------------------------------------===//
// extractvalue, insertvalue
//===----------------------------------------------------------------------===//

/// The type at `position` inside `container`, or null after reporting
/// through `emitError` (when given).
static Type
getValueAtPosition(Type container, llvm::ArrayRef<int64_t> position,
                   llvm::function_ref<InFlightDiagnostic()> emitError) {
  Type type = container;
  for (int64_t index : position) {
    if (auto array = llvm::dyn_cast<LLVMArrayType>(type)) {
      if (index < 0 || uint64_t(index) >= array.getNumElements()) {
        emitError() << "position out of bounds: " << index;
        return Type();
      }
      type = array.getElementType();
      continue;
    }
    if (auto strukt = llvm::dyn_cast<LLVMStructType>(type)) {
      if (index < 0 || size_t(index) >= strukt.getBody().size()) {
        emitError() << "position out of bounds: " << index;
        return Type();
      }
      type = strukt.getBody()[index];
      continue;
    }
    emitError() << "expected LLVM IR structure/array type, got: "
                << quoted(type);
    return Type();
  }
  return type;
}

static LogicalResult verifyExtractInsertValue(Operation *op) {
  bool isInsert = op->getName().getStringRef() == "llvm.insertvalue";
  auto position =
      llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr(kPosition));
  if (!position)
    return op->emitOpError("requires attribute 'position'");
  Type container = op->getOperand(0).getType();
  bool failedLookup = false;
  Type type = getValueAtPosition(container, position.asArrayRef(), [&] {
    failedLookup = true;
    return op->emitOpError();
  });
  if (failedLookup)
    return failure();
  Type valueType =
      isInsert ? op->getOperand(1).getType() : op->getResult(0).getType();
  if (valueType != type)
    return op->emitOpError() << (isInsert ? "Type mismatch: cannot insert "
                                          : "Type mismatch: extracting from ")
                             << quoted(isInsert ? valueType : container)
                             << (isInsert ? " into " : " should produce ")
                             << quoted(isInsert ? container : type)
                             << (isInsert ? "" : " but this op returns ")
                             << (isInsert ? "" : quoted(valueType));
  if (isInsert && op->getResult(0).getType() != container)
    return op->emitOpError(
        "failed to verify that all of {container, res} have same type");
  return success();
}

/// `[1, 0]`.
static ParseResult parsePosition(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<int64_t, 2> position;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       int64_t index;
                                       if (parser.parseInteger(index))
                                         return failure();
                                       position.push_back(index);
                                       return success();
                                     }))
    return failure();
  state.addAttribute(kPosition,
                     DenseI64ArrayAttr::get(parser.getContext(), position));
  return success();
}

static void printPosition(Operation *op, OpAsmPrinter &p) {
  auto position = llvm::cast<DenseI64ArrayAttr>(op->getInherentAttr(kPosition));
  p << '[';
  p.printList(position.asArrayRef(), [&](int64_t i) { p << i; });
  p << ']';
}

/// `%c[0, 1] {attrs} : !llvm.struct<...>` (result type inferred), or with
/// `%v, ` before it for insertvalue.
static ParseResult parseExtractInsertValue(OpAsmParser &parser,
                                           OperationState &state) {
  bool isInsert = state.name.getStringRef() == "llvm.insertvalue";
  OpAsmParser::UnresolvedOperand value, container;
  if (isInsert && (parser.parseOperand(value) || parser.parseComma()))
    return failure();
  Type containerType;
  if (parser.parseOperand(container) || parsePosition(parser, state) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  if (parser.parseType(containerType) ||
      parser.resolveOperand(container, containerType, state.operands))
    return failure();
  // Errors about the position point past the type, where mlir-opt-19
  // reports them.
  llvm::SMLoc loc = parser.getCurrentLocation();
  auto position =
      llvm::cast<DenseI64ArrayAttr>(state.attributes.get(kPosition));
  Type elementType = getValueAtPosition(containerType, position.asArrayRef(),
                                        [&] { return parser.emitError(loc); });
  if (!elementType)
    return failure();
  if (!isInsert) {
    state.addTypes(elementType);
    return success();
  }
  if (parser.resolveOperand(value, elementType, state.operands))
    return failure();
  state.addTypes(containerType);
  return success();
}

static void printExtractInsertValue(Operation *op, OpAsmPrinter &p) {
  bool isInsert = op->getName().getStringRef() == "llvm.insertvalue";
  p << ' ';
  if (isInsert) {
    p.printOperand(op->getOperand(1));
    p << ", ";
  }
  p.printOperand(op->getOperand(0));
  printPosition(op, p);
  printAttrs(op, p, {kPosition});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  // The element type is inferred; its empty slot still gets its space.
  p << ' ';
}

static void registerAggregateOps(Dialect &dialect) {
  for (llvm::StringRef name : {"llvm.extractvalue", "llvm.insertvalue"}) {
    OpInfo &info = addPureOp(dialect, name, name == "llvm.insertvalue" ? 2 : 1);
    info.inherentAttrs = {{kPosition, isI64Array}};
    info.verifyInvariants = verifyExtractInsertValue;
    info.parse = parseExtractInsertValue;
    info.print = printExtractInsertValue;
  }
}

//===----------------------------------------------------------------------===//
// extractelement, insertelement, shufflevector
//===----------------------------------------------------------------------===//

static LogicalResult verifyVectorOp(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  auto vector = llvm::dyn_cast<VectorType>(op->getOperand(0).getType());
  if (!vector)
    return op->emitOpError() << "operand #0 must be LLVM dialect-compatible "
                                "vector type, but got "
                             << quoted(op->getOperand(0).getType());
  if (name == "llvm.extractelement") {
    if (op->getResult(0).getType() != vector.getElementType())
      return op->emitOpError("failed to verify that result type matches "
                             "vector element type");
    return success();
  }
  if (name == "llvm.insertelement") {
    if (op->getOperand(1).getType() != vector.getElementType())
      return op->emitOpError("failed to verify that argument type matches "
                             "vector element type");
    if (op->getResult(0).getType() != vector)
      return op->emitOpError(
          "failed to verify that all of {vector, res} have same type");
    return success();
  }
  auto mask =
      llvm::dyn_cast_or_null<DenseI32ArrayAttr>(op->getInherentAttr(kMask));
  if (!mask)
    return op->emitOpError("requires attribute 'mask'");
  if (op->getOperand(1).getType() != vector)
    return op->emitOpError(
        "failed to verify that all of {v1, v2} have same type");
  auto result = llvm::dyn_cast<VectorType>(op->getResult(0).getType());
  if (!result || result.getElementType() != vector.getElementType() ||
      result.getShape() != llvm::ArrayRef<int64_t>(int64_t(mask.size())))
    return op->emitOpError("expected the result to be a vector of the mask's "
                           "length and the operands' element type");
  return success();
}

/// `%v[%i : i32] {attrs} : vector<4xf32>`, with `%x, ` first for
/// insertelement.
static ParseResult parseExtractInsertElement(OpAsmParser &parser,
                                             OperationState &state) {
  bool isInsert = state.name.getStringRef() == "llvm.insertelement";
  OpAsmParser::UnresolvedOperand value, vector, position;
  Type positionType, vectorType;
  if (isInsert && (parser.parseOperand(value) || parser.parseComma()))
    return failure();
  if (parser.parseOperand(vector) || parser.parseLSquare() ||
      parser.parseOperand(position) || parser.parseColonType(positionType) ||
      parser.parseRSquare() || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColon())
    return failure();
  if (parser.parseType(vectorType))
    return failure();
  auto vecType = llvm::dyn_cast<VectorType>(vectorType);
  if (!vecType)
    return parser.emitError(parser.getNameLoc())
           << "'vector' must be LLVM dialect-compatible vector type, but got "
           << quoted(vectorType);
  if (parser.resolveOperand(vector, vectorType, state.operands) ||
      (isInsert && parser.resolveOperand(value, vecType.getElementType(),
                                         state.operands)) ||
      parser.resolveOperand(position, positionType, state.operands))
    return failure();
  state.addTypes(isInsert ? vectorType : vecType.getElementType());
  return success();
}

static void printExtractInsertElement(Operation *op, OpAsmPrinter &p) {
  bool isInsert = op->getName().getStringRef() == "llvm.insertelement";
  p << ' ';
  if (isInsert) {
    p.printOperand(op->getOperand(1));
    p << ", ";
  }
  Value position = op->getOperand(isInsert ? 2 : 1);
  p.printOperand(op->getOperand(0));
  p << '[';
  p.printOperand(position);
  p << " : ";
  p.printType(position.getType());
  p << ']';
  printAttrs(op, p);
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

/// `%a, %b [0, -1] {attrs} : vector<4xf32> `.
static ParseResult parseShuffleVector(OpAsmParser &parser,
                                      OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  llvm::SmallVector<int32_t, 4> mask;
  Type type;
  if (parser.parseOperandList(operands, 2) ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&]() -> ParseResult {
                                       int32_t index;
                                       if (parser.parseInteger(index))
                                         return failure();
                                       mask.push_back(index);
                                       return success();
                                     }) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  if (parser.parseType(type) ||
      parser.resolveOperands(operands, type, state.operands))
    return failure();
  // Reported past the type, where mlir-opt-19 reports it.
  llvm::SMLoc loc = parser.getCurrentLocation();
  auto vector = llvm::dyn_cast<VectorType>(type);
  if (!vector)
    return parser.emitError(loc, "expected an LLVM compatible vector type");
  state.addAttribute(kMask, DenseI32ArrayAttr::get(parser.getContext(), mask));
  state.addTypes(VectorType::get(
      {int64_t(mask.size())}, vector.getElementType(), {vector.isScalable()}));
  return success();
}

static void printShuffleVector(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperands(op->getOperands());
  auto mask = llvm::cast<DenseI32ArrayAttr>(op->getInherentAttr(kMask));
  p << " [";
  p.printList(mask.asArrayRef(), [&](int32_t i) { p << int64_t(i); });
  p << ']';
  printAttrs(op, p, {kMask});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  // The result type is inferred; its empty slot still gets its space.
  p << ' ';
}

static void registerVectorOps(Dialect &dialect) {
  OpInfo &extract = addPureOp(dialect, "llvm.extractelement", 2);
  extract.verifyInvariants = verifyVectorOp;
  extract.parse = parseExtractInsertElement;
  extract.print = printExtractInsertElement;
  OpInfo &insert = addPureOp(dialect, "llvm.insertelement", 3);
  insert.verifyInvariants = verifyVectorOp;
  insert.parse = parseExtractInsertElement;
  insert.print = printExtractInsertElement;
  OpInfo &shuffle = addPureOp(dialect, "llvm.shufflevector", 2);
  shuffle.inherentAttrs = {{kMask, isI32Array}};
  shuffle.verifyInvariants = verifyVectorOp;
  shuffle.parse = parseShuffleVector;
  shuffle.print = printShuffleVector;
}

//===----------------------------------------------------------------------===//
// Constants: mlir.constant, mlir.undef, mlir.poison, mlir.zero,
// mlir.addressof
//===----------------------------------------------------------------------===//

static LogicalResult verifyConstant(Operation *op) {
  Attribute value = op->getInherentAttr(kValue);
  if (!value)
    return op->emitOpError("requires attribute 'value'");
  Type type = op->getResult(0).getType();
  if (auto str = llvm::dyn_cast<StringAttr>(value)) {
    auto array = llvm::dyn_cast<LLVMArrayType>(type);
    if (!array || array.getNumElements() != str.getValue().size() ||
        !array.getElementType().isInteger(8))
      return op->emitOpError()
             << "expected array type of " << uint64_t(str.getValue().size())
             << " i8 elements for the string constant";
    return success();
  }
  if (auto integer = llvm::dyn_cast<IntegerAttr>(value)) {
    if (!type.isIntOrIndex() && !llvm::isa<LLVMPointerType>(type) &&
        !type.isFloat())
      return op->emitOpError() << "expected integer type";
    return success();
  }
  if (llvm::isa<FloatAttr>(value)) {
    if (!type.isFloat())
      return op->emitOpError() << "expected float type";
    return success();
  }
  return success();
}

/// `(value) {attrs} : type`.
static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Attribute value;
  Type type;
  if (parser.parseLParen() || parser.parseAttribute(value) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addAttribute(kValue, value);
  state.addTypes(type);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p << '(';
  p.printAttribute(op->getInherentAttr(kValue));
  p << ')';
  printAttrs(op, p, {kValue});
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// `{attrs} : type`: mlir.undef, mlir.poison, mlir.zero, intr.stacksave.
static ParseResult parseTypeOnly(OpAsmParser &parser, OperationState &state) {
  Type type;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addTypes(type);
  return success();
}

static void printTypeOnly(Operation *op, OpAsmPrinter &p) {
  printAttrs(op, p);
  p << " : ";
  p.printType(op->getResult(0).getType());
}

static LogicalResult verifyAddressOf(Operation *op) {
  if (!llvm::isa_and_nonnull<FlatSymbolRefAttr>(
          op->getInherentAttr(kGlobalName)))
    return op->emitOpError("requires attribute 'global_name'");
  if (!llvm::isa<LLVMPointerType>(op->getResult(0).getType()))
    return op->emitOpError() << "result #0 must be LLVM pointer type, but got "
                             << quoted(op->getResult(0).getType());
  return success();
}

/// `@name {attrs} : !llvm.ptr`.
static ParseResult parseAddressOf(OpAsmParser &parser, OperationState &state) {
  StringAttr name;
  Type type;
  if (parser.parseSymbolName(name) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addAttribute(kGlobalName, FlatSymbolRefAttr::get(parser.getContext(),
                                                         name.getValue()));
  state.addTypes(type);
  return success();
}

static void printAddressOf(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printSymbolName(
      llvm::cast<FlatSymbolRefAttr>(op->getInherentAttr(kGlobalName))
          .getValue());
  printAttrs(op, p, {kGlobalName});
  p << " : ";
  p.printType(op->getResult(0).getType());
}

/// The symbol-use check: the global is an llvm.mlir.global or llvm.func.
static LogicalResult verifyAddressOfSymbolUses(Operation *op,
                                               SymbolTableCollection &tables) {
  auto name = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
      op->getInherentAttr(kGlobalName));
  if (!name)
    return success();
  Operation *symbol = tables.lookupNearestSymbolFrom(op, name);
  llvm::StringRef kind = symbol ? symbol->getName().getStringRef() : "";
  if (kind != "llvm.mlir.global" && kind != "llvm.func")
    return op->emitOpError("must reference a global defined by "
                           "'llvm.mlir.global' or 'llvm.func'");
  return success();
}

static const SymbolUserOpInterface kAddressOfSymbolUser = {
    verifyAddressOfSymbolUses};

static void registerConstantOps(Dialect &dialect) {
  OpInfo &constant = addPureOp(dialect, "llvm.mlir.constant", 0);
  constant.addTrait(OpTrait::ConstantLike);
  constant.inherentAttrs = {{kValue, nullptr}};
  constant.verifyInvariants = verifyConstant;
  constant.parse = parseConstant;
  constant.print = printConstant;
  for (llvm::StringRef name :
       {"llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero"}) {
    OpInfo &info = addPureOp(dialect, name, 0);
    info.addTrait(OpTrait::ConstantLike);
    info.parse = parseTypeOnly;
    info.print = printTypeOnly;
  }
  OpInfo &addressOf = addPureOp(dialect, "llvm.mlir.addressof", 0);
  addressOf.addTrait(OpTrait::ConstantLike);
  addressOf.inherentAttrs = {{kGlobalName, isFlatSymbolRef}};
  addressOf.verifyInvariants = verifyAddressOf;
  addressOf.parse = parseAddressOf;
  addressOf.print = printAddressOf;
  addressOf.attachInterface(&kAddressOfSymbolUser);
}

//===----------------------------------------------------------------------===//
// call
//===----------------------------------------------------------------------===//

static LogicalResult verifyCall(Operation *op) {
  bool direct = bool(op->getInherentAttr(kCallee));
  if (!direct && (op->getNumOperands() == 0 ||
                  !llvm::isa<LLVMPointerType>(op->getOperand(0).getType())))
    return op->emitOpError(
        "indirect call expects a pointer as callee: the first operand");
  if (op->getNumResults() > 1)
    return op->emitOpError("expected at most one result");
  // A direct call's result is checked against its callee's signature.
  if (!direct && op->getNumResults() == 1 &&
      llvm::isa<LLVMVoidType>(op->getResult(0).getType()))
    return op->emitOpError("expected a non-void result; void calls have no "
                           "result");
  return success();
}

/// `cconv? tail-kind? (@f | %p)(%args) (vararg(!llvm.func<...>))? {attrs} :
/// (!llvm.ptr, )? (types) -> results`.
static ParseResult parseCall(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  llvm::StringRef keyword;
  llvm::SmallVector<llvm::StringRef, 48> cconvs(getCConvKeywords().begin(),
                                                getCConvKeywords().end());
  if (succeeded(parser.parseOptionalKeyword(&keyword, cconvs)))
    state.addAttribute(
        kCConv,
        CConvAttr::get(ctx, *lookupKeyword(getCConvKeywords(), keyword)));
  if (succeeded(parser.parseOptionalKeyword(&keyword,
                                            {"tail", "musttail", "notail"}))) {
    TailCallKind kind = keyword == "tail"       ? TailCallKind::Tail
                        : keyword == "musttail" ? TailCallKind::MustTail
                                                : TailCallKind::NoTail;
    state.addAttribute(kTailCallKind, TailCallKindAttr::get(ctx, kind));
  }
  StringAttr callee;
  OpAsmParser::UnresolvedOperand calleePtr;
  bool direct = succeeded(parser.parseOptionalSymbolName(callee));
  if (!direct && parser.parseOperand(calleePtr))
    return failure();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> args;
  if (parser.parseOperandList(args, AsmParser::Delimiter::Paren))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("vararg"))) {
    Type varType;
    if (parser.parseLParen() || parser.parseType(varType) ||
        parser.parseRParen())
      return failure();
    state.addAttribute(kVarCalleeType, TypeAttr::get(varType));
  }
  if (parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  if (direct) {
    state.addAttribute(kCallee, FlatSymbolRefAttr::get(ctx, callee.getValue()));
  } else {
    // An indirect call's callee pointer type comes first.
    Type calleeType;
    if (parser.parseType(calleeType) || parser.parseComma() ||
        parser.resolveOperand(calleePtr, calleeType, state.operands))
      return failure();
  }
  return parseFunctionalTypeAndResolve(parser, state, args);
}

static void printCall(Operation *op, OpAsmPrinter &p) {
  if (auto cconv =
          llvm::dyn_cast_or_null<CConvAttr>(op->getInherentAttr(kCConv)))
    if (cconv.getCallingConv() != 0)
      p << ' ' << getCConvKeywords()[cconv.getCallingConv()];
  if (auto kind = llvm::dyn_cast_or_null<TailCallKindAttr>(
          op->getInherentAttr(kTailCallKind))) {
    switch (kind.getTailCallKind()) {
    case TailCallKind::None:
      break;
    case TailCallKind::Tail:
      p << " tail";
      break;
    case TailCallKind::MustTail:
      p << " musttail";
      break;
    case TailCallKind::NoTail:
      p << " notail";
      break;
    }
  }
  auto callee =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr(kCallee));
  OperandRange args = op->getOperands();
  p << ' ';
  if (callee) {
    p.printSymbolName(callee.getValue());
  } else {
    p.printOperand(op->getOperand(0));
    args = args.drop_front();
  }
  p << '(';
  p.printOperands(args);
  p << ')';
  if (auto varType = llvm::dyn_cast_or_null<TypeAttr>(
          op->getInherentAttr(kVarCalleeType))) {
    p << " vararg(";
    p.printType(varType.getValue());
    p << ')';
  }
  printAttrs(op, p, {kCallee, kVarCalleeType, kCConv, kTailCallKind});
  p << " : ";
  if (!callee) {
    p.printType(op->getOperand(0).getType());
    p << ", ";
  }
  llvm::SmallVector<Type, 4> argTypes;
  for (Value arg : args)
    argTypes.push_back(arg.getType());
  llvm::SmallVector<Type, 1> resultTypes;
  for (Value result : op->getResults())
    resultTypes.push_back(result.getType());
  p.printFunctionalType(argTypes, resultTypes);
}

/// The symbol-use check of a direct call: the callee is an llvm.func whose
/// signature the operands and result match (past its fixed parameters, a
/// variadic callee takes any operands, given `var_callee_type`).
static LogicalResult verifyCallSymbolUses(Operation *op,
                                          SymbolTableCollection &tables) {
  auto callee =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr(kCallee));
  if (!callee)
    return success();
  Operation *symbol = tables.lookupNearestSymbolFrom(op, callee);
  if (!symbol)
    return op->emitOpError() << "'" << callee.getValue()
                             << "' does not reference a symbol in the current "
                                "scope";
  if (symbol->getName().getStringRef() != "llvm.func")
    return op->emitOpError() << "'" << callee.getValue()
                             << "' does not reference a valid LLVM function";
  auto typeAttr =
      llvm::dyn_cast_or_null<TypeAttr>(symbol->getInherentAttr(kFunctionType));
  auto type = typeAttr ? llvm::dyn_cast<LLVMFunctionType>(typeAttr.getValue())
                       : nullptr;
  if (!type)
    return success();
  if (type.isVarArg() && !op->getInherentAttr(kVarCalleeType))
    return op->emitOpError("missing var_callee_type attribute for vararg call");
  unsigned numArgs = op->getNumOperands();
  if (numArgs < type.getNumParams() ||
      (!type.isVarArg() && numArgs != type.getNumParams()))
    return op->emitOpError()
           << "incorrect number of operands (" << numArgs
           << ") for callee (expecting: " << type.getNumParams() << ")";
  for (unsigned i = 0, e = type.getNumParams(); i < e; ++i)
    if (op->getOperand(i).getType() != type.getParamType(i))
      return op->emitOpError() << "operand type mismatch for operand " << i
                               << ": " << quoted(op->getOperand(i).getType())
                               << " != " << quoted(type.getParamType(i));
  bool isVoid = llvm::isa<LLVMVoidType>(type.getReturnType());
  if (isVoid && op->getNumResults() != 0)
    return op->emitOpError(
        "calling function with void result must not produce values");
  if (!isVoid && op->getNumResults() == 0)
    return op->emitOpError("expected function call to produce a value");
  if (!isVoid && op->getResult(0).getType() != type.getReturnType())
    return op->emitOpError()
           << "result type mismatch: " << quoted(op->getResult(0).getType())
           << " != " << quoted(type.getReturnType());
  return success();
}

static const SymbolUserOpInterface kCallSymbolUser = {verifyCallSymbolUses};

static void registerCallOp(Dialect &dialect) {
  OpInfo &info = dialect.addOperation("llvm.call");
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kCConv, nullptr, getCConvC},
                        {kTailCallKind, nullptr, getNoTailCall},
                        {"access_groups", isArrayAttr},
                        {"alias_scopes", isArrayAttr},
                        {kArgAttrs, isArrayAttr},
                        {"branch_weights", isI32Array},
                        {kCallee, isFlatSymbolRef},
                        {"convergent", isUnitAttr},
                        {kFastmath, isFastmathAttr, getNoFastmath},
                        {"memory", nullptr},
                        {"no_unwind", isUnitAttr},
                        {"noalias_scopes", isArrayAttr},
                        {kResAttrs, isArrayAttr},
                        {"tbaa", isArrayAttr},
                        {kVarCalleeType, isTypeAttr},
                        {"will_return", isUnitAttr}};
  info.verifyInvariants = verifyCall;
  info.parse = parseCall;
  info.print = printCall;
  info.attachInterface(&kCallSymbolUser);
}

//===----------------------------------------------------------------------===//
// Terminators: return, br, cond_br, switch, unreachable
//===----------------------------------------------------------------------===//

static LogicalResult verifyReturn(Operation *op) {
  if (op->getNumOperands() > 1)
    return op->emitOpError("expects at most 1 operand");
  Operation *parent = op->getParentOp();
  if (!parent || parent->getName().getStringRef() != "llvm.func")
    return success();
  auto fnType =
      llvm::dyn_cast_or_null<TypeAttr>(parent->getInherentAttr(kFunctionType));
  auto llvmType =
      fnType ? llvm::dyn_cast<LLVMFunctionType>(fnType.getValue()) : nullptr;
  if (!llvmType)
    return success();
  Type expected = llvmType.getReturnType();
  bool isVoid = llvm::isa<LLVMVoidType>(expected);
  auto report = [&](llvm::StringRef message) {
    InFlightDiagnostic diag = op->emitOpError(message);
    diag.attachNote(parent->getLoc()) << "when returning from function";
    return diag;
  };
  if (isVoid && op->getNumOperands() != 0)
    return report("expected no operands");
  if (!isVoid && op->getNumOperands() == 0)
    return report("expected 1 operand");
  if (!isVoid && op->getOperand(0).getType() != expected)
    return report("mismatching result types");
  return success();
}

/// `{attrs} (%v : type)?`.
static ParseResult parseReturn(OpAsmParser &parser, OperationState &state) {
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  OpAsmParser::UnresolvedOperand value;
  OptionalParseResult parsed = parser.parseOptionalOperand(value);
  if (!parsed.has_value())
    return success();
  Type type;
  if (failed(*parsed) || parser.parseColonType(type) ||
      parser.resolveOperand(value, type, state.operands))
    return failure();
  return success();
}

static void printReturn(Operation *op, OpAsmPrinter &p) {
  printAttrs(op, p);
  if (op->getNumOperands()) {
    p << ' ';
    p.printOperand(op->getOperand(0));
    p << " : ";
    p.printType(op->getOperand(0).getType());
  }
}

/// The sizes stored in a segment property (none when absent or malformed).
static llvm::ArrayRef<int32_t> getSizes(Operation *op, llvm::StringRef name) {
  auto sizes =
      llvm::dyn_cast_or_null<DenseI32ArrayAttr>(op->getInherentAttr(name));
  return sizes ? sizes.asArrayRef() : llvm::ArrayRef<int32_t>();
}

/// The operand positions forwarded to successor `index` of a branch.
static OperandPositions getSuccessorOperandPositions(Operation *op,
                                                     unsigned index) {
  llvm::StringRef name = op->getName().getStringRef();
  if (name == "llvm.br")
    return {0, op->getNumOperands()};
  if (name == "llvm.cond_br")
    return getCondBranchSuccessorOperands(op, index);
  return getSwitchSuccessorOperands(op, index);
}

static OperandRange getSuccessorOperands(Operation *op, unsigned index) {
  OperandPositions positions = getSuccessorOperandPositions(op, index);
  return op->getOperands().slice(positions.first, positions.second);
}

/// Checks that the operands forwarded to each successor fit its arguments.
static LogicalResult verifyAllSuccessorOperands(Operation *op) {
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i)
    if (failed(verifySuccessorOperands(op, i, getSuccessorOperands(op, i))))
      return failure();
  return success();
}

static LogicalResult verifyCondBranch(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 3)))
    return failure();
  if (!op->getOperand(0).getType().isSignlessInteger(1))
    return op->emitOpError() << "operand #0 must be 1-bit signless integer, "
                                "but got "
                             << quoted(op->getOperand(0).getType());
  if (auto weights = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
          op->getInherentAttr(kBranchWeights)))
    if (weights.size() != 2)
      return op->emitOpError()
             << "expects number of branch weights to match number of "
                "successors: "
             << int64_t(weights.size()) << " vs 2";
  return success();
}

static LogicalResult verifySwitch(Operation *op) {
  if (failed(verifyOperandSegmentSizes(op, 3)))
    return failure();
  unsigned numCases = op->getNumSuccessors() - 1;
  auto values = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
      op->getInherentAttr(kCaseValues));
  unsigned numValues = values ? values.getNumElements() : 0;
  if (numValues != numCases)
    return op->emitOpError() << "expects number of case values to match "
                                "number of case destinations";
  if (getSizes(op, kCaseSegments).size() != numCases)
    return op->emitOpError() << "expects number of case operand segments to "
                                "match number of case destinations";
  if (values && values.getElementType() != op->getOperand(0).getType())
    return op->emitOpError() << "expects case value type to match condition "
                                "value type";
  return success();
}

static void printSuccessor(Operation *op, OpAsmPrinter &p, unsigned index) {
  OperandRange operands = getSuccessorOperands(op, index);
  llvm::SmallVector<Value, 4> values(operands.begin(), operands.end());
  p.printSuccessorAndUseList(op->getSuccessor(index), values);
}

static ParseResult parseBranch(OpAsmParser &parser, OperationState &state) {
  int32_t numOperands;
  if (parseSuccessorWithOperands(parser, state, numOperands))
    return failure();
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printBranch(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  printSuccessor(op, p, 0);
  printAttrs(op, p);
}

/// `%c (weights([1, 2]))?, ^bb1(...), ^bb2(...) {attrs}`.
static ParseResult parseCondBranch(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand condition;
  if (parser.parseOperand(condition) ||
      parser.resolveOperand(condition, IntegerType::get(ctx, 1),
                            state.operands))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("weights"))) {
    llvm::SmallVector<int32_t, 2> weights;
    if (parser.parseLParen() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                       [&]() -> ParseResult {
                                         int32_t weight;
                                         if (parser.parseInteger(weight))
                                           return failure();
                                         weights.push_back(weight);
                                         return success();
                                       }) ||
        parser.parseRParen())
      return failure();
    state.addAttribute(kBranchWeights, DenseI32ArrayAttr::get(ctx, weights));
  }
  int32_t numTrue, numFalse;
  if (parser.parseComma() ||
      parseSuccessorWithOperands(parser, state, numTrue) ||
      parser.parseComma() ||
      parseSuccessorWithOperands(parser, state, numFalse) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  setOperandSegmentSizes(state, {1, numTrue, numFalse});
  return success();
}

static void printCondBranch(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  if (auto weights = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
          op->getInherentAttr(kBranchWeights))) {
    p << " weights([";
    p.printList(weights.asArrayRef(), [&](int32_t w) { p << int64_t(w); });
    p << "])";
  }
  p << ", ";
  printSuccessor(op, p, 0);
  p << ", ";
  printSuccessor(op, p, 1);
  printAttrs(op, p, {kBranchWeights, kOperandSegmentSizes});
}

/// `%v : i32, ^default(...) [ 1: ^bb1(...), ... ] {attrs}`.
static ParseResult parseSwitch(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand flag;
  Type flagType;
  int32_t numDefault;
  if (parser.parseOperand(flag) || parser.parseColonType(flagType) ||
      parser.resolveOperand(flag, flagType, state.operands) ||
      parser.parseComma() ||
      parseSuccessorWithOperands(parser, state, numDefault) ||
      parser.parseLSquare())
    return failure();
  unsigned width = 64;
  if (auto intType = llvm::dyn_cast<IntegerType>(flagType))
    width = intType.getWidth();
  llvm::SmallVector<llvm::APInt, 4> values;
  llvm::SmallVector<int32_t, 4> caseSegments;
  int32_t totalCaseOperands = 0;
  if (failed(parser.parseOptionalRSquare())) {
    auto parseCase = [&]() -> ParseResult {
      llvm::APInt value;
      int32_t numOperands;
      llvm::SMLoc loc = parser.getCurrentLocation();
      OptionalParseResult parsed = parser.parseOptionalInteger(value);
      if (!parsed.has_value())
        return parser.emitError(loc, "expected integer value");
      if (failed(*parsed) || parser.parseColon() ||
          parseSuccessorWithOperands(parser, state, numOperands))
        return failure();
      values.push_back(value.sextOrTrunc(width));
      caseSegments.push_back(numOperands);
      totalCaseOperands += numOperands;
      return success();
    };
    if (parser.parseCommaSeparatedList(parseCase) || parser.parseRSquare())
      return failure();
  }
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addAttribute(kCaseSegments, DenseI32ArrayAttr::get(ctx, caseSegments));
  if (!values.empty()) {
    auto type = VectorType::get({int64_t(values.size())}, flagType);
    state.addAttribute(kCaseValues, DenseElementsAttr::get(type, values));
  }
  setOperandSegmentSizes(state, {1, numDefault, totalCaseOperands});
  return success();
}

static void printSwitch(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << ", ";
  printSuccessor(op, p, 0);
  p << " [";
  auto values = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
      op->getInherentAttr(kCaseValues));
  unsigned numCases = op->getNumSuccessors() - 1;
  p.increaseIndent();
  for (unsigned i = 0; i < numCases; ++i) {
    if (i)
      p << ',';
    p.printNewline();
    // Case values print unsigned, at the flag's width.
    llvm::SmallString<16> text;
    if (values && i < values.getNumElements())
      values.getAPIntValue(i).toStringUnsigned(text);
    p << llvm::StringRef(text) << ": ";
    printSuccessor(op, p, i + 1);
  }
  p.decreaseIndent();
  p.printNewline();
  p << ']';
  printAttrs(op, p, {kCaseValues, kCaseSegments, kOperandSegmentSizes});
}

/// The `operandSegmentSizes` of an op given none: three empty groups, as
/// mlir-opt defaults the property.
static Attribute getEmptySegments(Context *ctx) {
  int32_t zeros[3] = {};
  return DenseI32ArrayAttr::get(ctx, zeros);
}

// Branches on constants are not resolved through the interface: mlir-opt-19
// leaves an llvm.cond_br on a constant in place.
static const BranchOpInterface kBranchInterface = {
    getSuccessorOperandPositions, /*eraseSuccessorOperand=*/nullptr,
    /*getSuccessorForOperands=*/nullptr};
static const BranchOpInterface kCondBranchInterface = {
    getCondBranchSuccessorOperands, eraseCondBranchSuccessorOperand,
    /*getSuccessorForOperands=*/nullptr};
static const BranchOpInterface kSwitchInterface = {
    getSwitchSuccessorOperands, eraseSwitchSuccessorOperand,
    /*getSuccessorForOperands=*/nullptr};

static void registerTerminators(Dialect &dialect) {
  auto addTerminator = [&](llvm::StringRef name) -> OpInfo & {
    OpInfo &info = dialect.addOperation(name);
    info.addTrait(OpTrait::Terminator);
    info.numRegions = CountConstraint::exactly(0);
    info.numResults = CountConstraint::exactly(0);
    return info;
  };
  OpInfo &ret = addTerminator("llvm.return");
  ret.addTrait(OpTrait::Pure);
  ret.addTrait(OpTrait::ReturnLike);
  ret.numSuccessors = CountConstraint::exactly(0);
  ret.verify = verifyReturn;
  ret.parse = parseReturn;
  ret.print = printReturn;

  OpInfo &unreachable = addTerminator("llvm.unreachable");
  unreachable.numSuccessors = CountConstraint::exactly(0);
  unreachable.numOperands = CountConstraint::exactly(0);
  unreachable.parse = [](OpAsmParser &parser, OperationState &state) {
    return parser.parseOptionalAttrDict(state.attributes);
  };
  unreachable.print = [](Operation *op, OpAsmPrinter &p) { printAttrs(op, p); };

  OpInfo &br = addTerminator("llvm.br");
  br.addTrait(OpTrait::Pure);
  br.numSuccessors = CountConstraint::exactly(1);
  br.inherentAttrs = {{"loop_annotation", nullptr}};
  br.verify = verifyAllSuccessorOperands;
  br.parse = parseBranch;
  br.print = printBranch;
  br.attachInterface(&kBranchInterface);

  OpInfo &condBr = addTerminator("llvm.cond_br");
  condBr.addTrait(OpTrait::Pure);
  condBr.numSuccessors = CountConstraint::exactly(2);
  condBr.numOperands = CountConstraint::atLeast(1);
  condBr.inherentAttrs = {{kBranchWeights, isI32Array},
                          {"loop_annotation", nullptr},
                          {kOperandSegmentSizes, isI32Array, getEmptySegments}};
  condBr.verifyInvariants = verifyCondBranch;
  condBr.verify = verifyAllSuccessorOperands;
  condBr.parse = parseCondBranch;
  condBr.print = printCondBranch;
  condBr.attachInterface(&kCondBranchInterface);

  OpInfo &switchOp = addTerminator("llvm.switch");
  switchOp.addTrait(OpTrait::Pure);
  switchOp.numSuccessors = CountConstraint::atLeast(1);
  switchOp.numOperands = CountConstraint::atLeast(1);
  switchOp.inherentAttrs = {
      {kBranchWeights, isI32Array},
      {kCaseSegments, isI32Array},
      {kCaseValues, isIntElements},
      {kOperandSegmentSizes, isI32Array, getEmptySegments}};
  switchOp.verifyInvariants = verifySwitch;
  switchOp.verify = verifyAllSuccessorOperands;
  switchOp.parse = parseSwitch;
  switchOp.print = printSwitch;
  switchOp.attachInterface(&kSwitchInterface);
}

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

/// The keyword of linkage `attr`, or null.
static std::optional<llvm::StringRef> getLinkageKeyword(Attribute attr) {
  auto linkage = llvm::dyn_cast_or_null<LinkageAttr>(attr);
  if (!linkage)
    return std::nullopt;
  return getLinkageKeywords()[unsigned(linkage.getLinkage())];
}

/// Parses an optional linkage keyword into property `linkage` (external
/// when absent).
static void parseOptionalLinkage(OpAsmParser &parser, OperationState &state) {
  llvm::StringRef keyword;
  llvm::SmallVector<llvm::StringRef, 11> keywords(getLinkageKeywords().begin(),
                                                  getLinkageKeywords().end());
  Linkage linkage = Linkage::External;
  if (succeeded(parser.parseOptionalKeyword(&keyword, keywords)))
    linkage = Linkage(*lookupKeyword(getLinkageKeywords(), keyword));
  state.addAttribute(kLinkage, LinkageAttr::get(parser.getContext(), linkage));
}

/// Parses optional `hidden`/`protected` into `visibility_`, then
/// `unnamed_addr`/`local_unnamed_addr` into `unnamed_addr` (0 if absent).
/// `thread_local`, for globals, may come before or after unnamed_addr.
static void parseVisibilityAndUnnamedAddr(OpAsmParser &parser,
                                          OperationState &state,
                                          bool allowThreadLocal) {
  Context *ctx = parser.getContext();
  Type i64 = IntegerType::get(ctx, 64);
  llvm::StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword, {"hidden", "protected"})))
    state.addAttribute(kVisibility,
                       IntegerAttr::get(i64, keyword == "hidden" ? 1 : 2));
  auto parseThreadLocal = [&] {
    if (allowThreadLocal &&
        succeeded(parser.parseOptionalKeyword("thread_local")))
      state.addAttribute(kThreadLocal, UnitAttr::get(ctx));
  };
  parseThreadLocal();
  int64_t unnamedAddr = 0;
  if (succeeded(parser.parseOptionalKeyword(
          &keyword, {"unnamed_addr", "local_unnamed_addr"})))
    unnamedAddr = keyword == "unnamed_addr" ? 2 : 1;
  state.addAttribute(kUnnamedAddr, IntegerAttr::get(i64, unnamedAddr));
  if (!state.attributes.get(kThreadLocal))
    parseThreadLocal();
}

/// Prints ` hidden`/` protected` and then, for globals, ` thread_local`,
/// then ` unnamed_addr`/` local_unnamed_addr`.
static void printVisibilityAndUnnamedAddr(Operation *op, OpAsmPrinter &p) {
  if (auto vis =
          llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kVisibility)))
    if (vis.getInt() == 1 || vis.getInt() == 2)
      p << ' ' << getVisibilityKeywords()[vis.getInt()];
  if (op->getInherentAttr(kThreadLocal))
    p << " thread_local";
  if (auto unnamed = llvm::dyn_cast_or_null<IntegerAttr>(
          op->getInherentAttr(kUnnamedAddr))) {
    if (unnamed.getInt() == 1)
      p << " local_unnamed_addr";
    else if (unnamed.getInt() == 2)
      p << " unnamed_addr";
  }
}

static LogicalResult verifyFunc(Operation *op) {
  auto fnType =
      llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr(kFunctionType));
  if (!fnType || !llvm::isa<LLVMFunctionType>(fnType.getValue()))
    return op->emitOpError("requires attribute 'function_type' to be an LLVM "
                           "function type");
  if (!llvm::isa_and_nonnull<StringAttr>(op->getInherentAttr(kSymName)))
    return op->emitOpError("requires attribute 'sym_name'");
  auto type = llvm::cast<LLVMFunctionType>(fnType.getValue());
  auto linkage =
      llvm::dyn_cast_or_null<LinkageAttr>(op->getInherentAttr(kLinkage));
  Linkage kind = linkage ? linkage.getLinkage() : Linkage::External;
  Region &body = op->getRegion(0);
  if (body.empty()) {
    if (kind != Linkage::External && kind != Linkage::ExternWeak)
      return op->emitOpError(
          "external functions must have 'external' or 'extern_weak' linkage");
    return success();
  }
  if (kind == Linkage::ExternWeak)
    return op->emitOpError("functions cannot have 'extern_weak' linkage");
  if (kind == Linkage::Common)
    return op->emitOpError()
           << "functions cannot have '"
           << getLinkageKeywords()[unsigned(Linkage::Common)] << "' linkage";
  Block &entry = body.front();
  if (entry.getNumArguments() != type.getNumParams())
    return op->emitOpError() << "entry block must have " << type.getNumParams()
                             << " arguments to match function signature";
  for (unsigned i = 0, e = type.getNumParams(); i < e; ++i)
    if (entry.getArgument(i).getType() != type.getParamType(i))
      return op->emitOpError() << "entry block argument #" << i << " type "
                               << quoted(entry.getArgument(i).getType())
                               << " does not match the function signature "
                               << quoted(type.getParamType(i));
  return success();
}

/// The attributes of argument or result `index` from array property `name`.
static llvm::ArrayRef<NamedAttribute>
getArgOrResultAttrs(Operation *op, llvm::StringRef name, unsigned index) {
  auto array = llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr(name));
  if (!array || index >= array.size())
    return {};
  if (auto dict = llvm::dyn_cast<DictionaryAttr>(array[index]))
    return dict.getValue();
  return {};
}

/// `linkage? visibility? unnamed_addr? cconv? @name(%a: i32 {attrs}, ...)
/// -> type attributes {...} { body }`; the arguments may be types alone (a
/// declaration) and `...` ends a variadic list.
static ParseResult parseFunc(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  parseOptionalLinkage(parser, state);
  parseVisibilityAndUnnamedAddr(parser, state, /*allowThreadLocal=*/false);
  llvm::StringRef keyword;
  llvm::SmallVector<llvm::StringRef, 48> cconvs(getCConvKeywords().begin(),
                                                getCConvKeywords().end());
  if (succeeded(parser.parseOptionalKeyword(&keyword, cconvs)))
    state.addAttribute(
        kCConv,
        CConvAttr::get(ctx, *lookupKeyword(getCConvKeywords(), keyword)));
  StringAttr name;
  if (parser.parseSymbolName(name))
    return failure();
  state.addAttribute(kSymName, name);

  llvm::SmallVector<OpAsmParser::Argument, 4> args;
  bool isVarArg = false;
  llvm::SMLoc signatureLoc = parser.getCurrentLocation();
  if (parseFunctionArgumentList(parser, args, &isVarArg))
    return failure();

  Type resultType = LLVMVoidType::get(ctx);
  DictionaryAttr resultAttrs;
  if (succeeded(parser.parseOptionalArrow())) {
    bool parenthesized = succeeded(parser.parseOptionalLParen());
    NamedAttrList attrs;
    if (parser.parseType(resultType) ||
        (parenthesized &&
         (parser.parseOptionalAttrDict(attrs) || parser.parseRParen())))
      return failure();
    if (!attrs.empty())
      resultAttrs = attrs.getDictionary(ctx);
  }
  llvm::SmallVector<Type, 4> argTypes;
  llvm::SmallVector<DictionaryAttr, 4> argAttrs;
  for (const OpAsmParser::Argument &arg : args) {
    if (!LLVMFunctionType::isValidArgumentType(arg.type))
      return parser.emitError(signatureLoc,
                              "failed to construct function type: expected "
                              "LLVM type for function arguments");
    argTypes.push_back(arg.type);
    argAttrs.push_back(arg.attrs);
  }
  if (!LLVMFunctionType::isValidResultType(resultType))
    return parser.emitError(signatureLoc,
                            "failed to construct function type: expected "
                            "LLVM type for function results");
  state.addAttribute(kFunctionType, TypeAttr::get(LLVMFunctionType::get(
                                        resultType, argTypes, isVarArg)));

  llvm::SMLoc dictLoc = parser.getCurrentLocation();
  NamedAttrList extra;
  if (parser.parseOptionalAttrDictWithKeyword(extra))
    return failure();
  for (const NamedAttribute &attr : extra)
    if (state.attributes.get(attr.getNameStr()))
      return parser.emitError(dictLoc)
             << "attribute '" << attr.getNameStr()
             << "' occurs more than once in the attribute list";
  if (ArrayAttr array = buildArgAttrArray(ctx, argAttrs))
    state.addAttribute(kArgAttrs, array);
  if (resultAttrs)
    state.addAttribute(kResAttrs, ArrayAttr::get(ctx, {resultAttrs}));
  state.addAttributes(extra.getAttrs());

  Region *body = state.addRegion();
  bool named = !args.empty() && !args.front().ssaName.name.empty();
  llvm::SMLoc bodyLoc = parser.getCurrentLocation();
  OptionalParseResult parsedBody = parser.parseOptionalRegion(
      *body,
      named ? llvm::ArrayRef<OpAsmParser::Argument>(args)
            : llvm::ArrayRef<OpAsmParser::Argument>(),
      /*enableNameShadowing=*/false);
  if (parsedBody.has_value()) {
    if (failed(*parsedBody))
      return failure();
    if (body->empty())
      return parser.emitError(bodyLoc, "expected non-empty function body");
  }
  return success();
}

static void printFunc(Operation *op, OpAsmPrinter &p) {
  std::optional<llvm::StringRef> linkage =
      getLinkageKeyword(op->getInherentAttr(kLinkage));
  if (linkage && *linkage != "external")
    p << ' ' << *linkage;
  printVisibilityAndUnnamedAddr(op, p);
  if (auto cconv =
          llvm::dyn_cast_or_null<CConvAttr>(op->getInherentAttr(kCConv)))
    if (cconv.getCallingConv() != 0)
      p << ' ' << getCConvKeywords()[cconv.getCallingConv()];
  p << ' ';
  p.printSymbolName(
      llvm::cast<StringAttr>(op->getInherentAttr(kSymName)).getValue());

  auto type = llvm::cast<LLVMFunctionType>(
      llvm::cast<TypeAttr>(op->getInherentAttr(kFunctionType)).getValue());
  Region &body = op->getRegion(0);
  bool isDecl = body.empty();
  p << '(';
  for (unsigned i = 0, e = type.getNumParams(); i < e; ++i) {
    if (i)
      p << ", ";
    llvm::ArrayRef<NamedAttribute> attrs =
        getArgOrResultAttrs(op, kArgAttrs, i);
    if (!isDecl && i < body.front().getNumArguments()) {
      p.printRegionArgument(body.front().getArgument(i), attrs);
      continue;
    }
    p.printType(type.getParamType(i));
    p.printOptionalAttrDict(attrs);
  }
  if (type.isVarArg())
    p << (type.getNumParams() ? ", ..." : "...");
  p << ')';

  Type result = type.getReturnType();
  if (!llvm::isa<LLVMVoidType>(result)) {
    p << " -> ";
    llvm::ArrayRef<NamedAttribute> attrs =
        getArgOrResultAttrs(op, kResAttrs, 0);
    if (attrs.empty()) {
      p.printType(result);
    } else {
      p << '(';
      p.printType(result);
      p.printOptionalAttrDict(attrs);
      p << ')';
    }
  }

  llvm::SmallVector<NamedAttribute, 8> attrs;
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    attrs.append(props.getValue().begin(), props.getValue().end());
  attrs.append(op->getAttrs().begin(), op->getAttrs().end());
  llvm::sort(attrs);
  p.printOptionalAttrDictWithKeyword(attrs, {kSymName, kFunctionType, kLinkage,
                                             kCConv, kVisibility, kUnnamedAddr,
                                             kArgAttrs, kResAttrs});
  if (!isDecl) {
    p << ' ';
    p.printRegion(body, /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

static void registerFuncOp(Dialect &dialect) {
  OpInfo &info = addOp(dialect, "llvm.func", CountConstraint::exactly(0), 0, 1);
  for (OpTrait t : {OpTrait::AutomaticAllocationScope,
                    OpTrait::IsolatedFromAbove, OpTrait::Symbol})
    info.addTrait(t);
  info.inherentAttrs = {{kCConv, nullptr, getCConvC},
                        {"alignment", isIntegerAttr},
                        {"always_inline", isUnitAttr},
                        {kArgAttrs, isArrayAttr},
                        {"arm_streaming", isUnitAttr},
                        {"comdat", nullptr},
                        {"convergent", isUnitAttr},
                        {"dso_local", isUnitAttr},
                        {"frame_pointer", nullptr},
                        {"function_entry_count", isIntegerAttr},
                        {kFunctionType, isTypeAttr},
                        {"garbageCollector", isStringAttr},
                        {kLinkage, nullptr, getExternalLinkage},
                        {"memory", nullptr},
                        {"no_inline", isUnitAttr},
                        {"no_unwind", isUnitAttr},
                        {"optimize_none", isUnitAttr},
                        {"passthrough", isArrayAttr},
                        {"personality", isFlatSymbolRef},
                        {kResAttrs, isArrayAttr},
                        {"section", isStringAttr},
                        {kSymName, isStringAttr},
                        {"sym_visibility", isStringAttr},
                        {"target_cpu", isStringAttr},
                        {"target_features", nullptr},
                        {kUnnamedAddr, isIntegerAttr},
                        {kVisibility, isIntegerAttr, getI64Zero},
                        {"vscale_range", nullptr},
                        {"will_return", isUnitAttr}};
  info.verify = verifyFunc;
  info.parse = parseFunc;
  info.print = printFunc;
}

//===----------------------------------------------------------------------===//
// mlir.global, mlir.global_ctors, mlir.global_dtors
//===----------------------------------------------------------------------===//

static LogicalResult verifyGlobal(Operation *op) {
  auto type =
      llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr(kGlobalType));
  if (!type)
    return op->emitOpError("requires attribute 'global_type'");
  if (llvm::isa<LLVMVoidType, LLVMFunctionType>(type.getValue()))
    return op->emitOpError() << "expects type to be a valid element type for "
                                "an LLVM global";
  if (!llvm::isa_and_nonnull<StringAttr>(op->getInherentAttr(kSymName)))
    return op->emitOpError("requires attribute 'sym_name'");
  if (!llvm::isa_and_nonnull<LinkageAttr>(op->getInherentAttr(kLinkage)))
    return op->emitOpError("requires attribute 'linkage'");
  Attribute value = op->getInherentAttr(kValue);
  Region &init = op->getRegion(0);
  if (value && !init.empty())
    return op->emitOpError("cannot have both initializer value and region");
  if (auto str = llvm::dyn_cast_or_null<StringAttr>(value)) {
    auto array = llvm::dyn_cast<LLVMArrayType>(type.getValue());
    if (!array || !array.getElementType().isInteger(8) ||
        array.getNumElements() != str.getValue().size())
      return op->emitOpError()
             << "requires an i8 array type of the length equal to that of "
                "the string attribute";
  }
  if (!init.empty()) {
    Operation *terminator = init.back().empty() ? nullptr : &init.back().back();
    if (!terminator || terminator->getName().getStringRef() != "llvm.return" ||
        terminator->getNumOperands() != 1 ||
        terminator->getOperand(0).getType() != type.getValue())
      return op->emitOpError("initializer region must return a value of the "
                             "global's type");
  }
  return success();
}

/// `linkage visibility? thread_local? unnamed_addr? constant? @name(value?)
/// {attrs} (: type)? ({ initializer })?`. The type may be left out after a
/// string value: it is then an i8 array of the string's length.
static ParseResult parseGlobal(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  parseOptionalLinkage(parser, state);
  parseVisibilityAndUnnamedAddr(parser, state, /*allowThreadLocal=*/true);
  if (succeeded(parser.parseOptionalKeyword(kConstant)))
    state.addAttribute(kConstant, UnitAttr::get(ctx));
  StringAttr name;
  if (parser.parseSymbolName(name) || parser.parseLParen())
    return failure();
  state.addAttribute(kSymName, name);
  Attribute value;
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseAttribute(value) || parser.parseRParen())
      return failure();
    state.addAttribute(kValue, value);
  }
  llvm::SMLoc attrsLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  Type type;
  if (succeeded(parser.parseOptionalColon())) {
    if (parser.parseType(type))
      return failure();
  } else if (auto str = llvm::dyn_cast_or_null<StringAttr>(value)) {
    type = LLVMArrayType::get(IntegerType::get(ctx, 8), str.getValue().size());
  } else {
    return parser.emitError(attrsLoc,
                            "type can only be omitted for string globals");
  }
  state.addAttribute(kGlobalType, TypeAttr::get(type));
  Region *init = state.addRegion();
  OptionalParseResult parsed = parser.parseOptionalRegion(*init);
  if (parsed.has_value() && failed(*parsed))
    return failure();
  return success();
}

static void printGlobal(Operation *op, OpAsmPrinter &p) {
  p << ' '
    << getLinkageKeyword(op->getInherentAttr(kLinkage)).value_or("external");
  printVisibilityAndUnnamedAddr(op, p);
  if (op->getInherentAttr(kConstant))
    p << " constant";
  p << ' ';
  p.printSymbolName(
      llvm::cast<StringAttr>(op->getInherentAttr(kSymName)).getValue());
  p << '(';
  Attribute value = op->getInherentAttr(kValue);
  if (value)
    p.printAttribute(value);
  p << ')';
  printAttrs(op, p,
             {kSymName, kGlobalType, kConstant, kValue, kLinkage, kUnnamedAddr,
              kThreadLocal, kVisibility},
             /*elideDefaults=*/false);
  Type type = llvm::cast<TypeAttr>(op->getInherentAttr(kGlobalType)).getValue();
  if (!llvm::isa_and_nonnull<StringAttr>(value)) {
    p << " : ";
    p.printType(type);
  }
  Region &init = op->getRegion(0);
  if (!init.empty()) {
    p << ' ';
    p.printRegion(init, /*printEntryBlockArgs=*/false);
  }
}

static LogicalResult verifyGlobalCtorsDtors(Operation *op) {
  bool ctors = op->getName().getStringRef() == "llvm.mlir.global_ctors";
  llvm::StringRef listName = ctors ? "ctors" : "dtors";
  auto list = llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr(listName));
  auto priorities =
      llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr("priorities"));
  if (!list)
    return op->emitOpError() << "requires attribute '" << listName << "'";
  if (!priorities)
    return op->emitOpError("requires attribute 'priorities'");
  if (list.size() != priorities.size())
    return op->emitError() << "mismatch between the number of " << listName
                           << " and the number of priorities";
  return success();
}

static void registerGlobalOps(Dialect &dialect) {
  OpInfo &global =
      addOp(dialect, "llvm.mlir.global", CountConstraint::exactly(0), 0, 1);
  for (OpTrait t : {OpTrait::IsolatedFromAbove, OpTrait::Symbol})
    global.addTrait(t);
  global.inherentAttrs = {{kAddrSpace, isIntegerAttr, getI32Zero},
                          {kAlignment, isIntegerAttr},
                          {"comdat", nullptr},
                          {kConstant, isUnitAttr},
                          {"dbg_expr", nullptr},
                          {"dso_local", isUnitAttr},
                          {"externally_initialized", isUnitAttr},
                          {kGlobalType, isTypeAttr},
                          {kLinkage, nullptr},
                          {"section", isStringAttr},
                          {kSymName, isStringAttr},
                          {kThreadLocal, isUnitAttr},
                          {kUnnamedAddr, isIntegerAttr},
                          {kValue, nullptr},
                          {kVisibility, isIntegerAttr, getI64Zero}};
  global.verify = verifyGlobal;
  global.parse = parseGlobal;
  global.print = printGlobal;

  for (llvm::StringRef name :
       {"llvm.mlir.global_ctors", "llvm.mlir.global_dtors"}) {
    OpInfo &info = addOp(dialect, name, CountConstraint::exactly(0), 0);
    info.inherentAttrs = {
        {name == "llvm.mlir.global_ctors" ? "ctors" : "dtors", isArrayAttr},
        {"priorities", isArrayAttr}};
    info.verifyInvariants = verifyGlobalCtorsDtors;
    info.parse = [](OpAsmParser &parser, OperationState &state) {
      return parser.parseOptionalAttrDict(state.attributes);
    };
    info.print = [](Operation *op, OpAsmPrinter &p) { printAttrs(op, p); };
  }
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

/// An intrinsic: its name, operand count and properties, and whether it
/// has a custom form `(%a, %b) {attrs} : (types) -> type` (else it is
/// written in generic form only, as MLIR 19 does).
struct IntrinsicDesc {
  llvm::StringLiteral name;
  unsigned numOperands;
  unsigned numResults;
  /// A `fastmathFlags` property.
  bool fastmath;
  /// A boolean (i1) property, or empty.
  llvm::StringLiteral flag;
  /// A custom form.
  bool custom;
};

static constexpr IntrinsicDesc kIntrinsics[] = {
    // Float math, with fastmath flags.
    {"llvm.intr.fma", 3, 1, true, "", true},
    {"llvm.intr.fmuladd", 3, 1, true, "", true},
    {"llvm.intr.sqrt", 1, 1, true, "", true},
    {"llvm.intr.fabs", 1, 1, true, "", true},
    {"llvm.intr.ceil", 1, 1, true, "", true},
    {"llvm.intr.floor", 1, 1, true, "", true},
    {"llvm.intr.round", 1, 1, true, "", true},
    {"llvm.intr.roundeven", 1, 1, true, "", true},
    {"llvm.intr.trunc", 1, 1, true, "", true},
    {"llvm.intr.exp", 1, 1, true, "", true},
    {"llvm.intr.exp2", 1, 1, true, "", true},
    {"llvm.intr.log", 1, 1, true, "", true},
    {"llvm.intr.log2", 1, 1, true, "", true},
    {"llvm.intr.log10", 1, 1, true, "", true},
    {"llvm.intr.sin", 1, 1, true, "", true},
    {"llvm.intr.cos", 1, 1, true, "", true},
    {"llvm.intr.copysign", 2, 1, true, "", true},
    {"llvm.intr.minnum", 2, 1, true, "", true},
    {"llvm.intr.maxnum", 2, 1, true, "", true},
    {"llvm.intr.minimum", 2, 1, true, "", true},
    {"llvm.intr.maximum", 2, 1, true, "", true},
    {"llvm.intr.pow", 2, 1, true, "", true},
    {"llvm.intr.powi", 2, 1, true, "", true},
    // Integer bit manipulation and min/max.
    {"llvm.intr.bitreverse", 1, 1, false, "", true},
    {"llvm.intr.bswap", 1, 1, false, "", true},
    {"llvm.intr.ctpop", 1, 1, false, "", true},
    {"llvm.intr.fshl", 3, 1, false, "", true},
    {"llvm.intr.fshr", 3, 1, false, "", true},
    {"llvm.intr.smin", 2, 1, false, "", true},
    {"llvm.intr.smax", 2, 1, false, "", true},
    {"llvm.intr.umin", 2, 1, false, "", true},
    {"llvm.intr.umax", 2, 1, false, "", true},
    // Generic form only.
    {"llvm.intr.ctlz", 1, 1, false, "is_zero_poison", false},
    {"llvm.intr.cttz", 1, 1, false, "is_zero_poison", false},
    {"llvm.intr.abs", 1, 1, false, "is_int_min_poison", false},
    {"llvm.intr.is.fpclass", 1, 1, false, "", false},
    {"llvm.intr.memcpy", 3, 0, false, "isVolatile", false},
    {"llvm.intr.memmove", 3, 0, false, "isVolatile", false},
    {"llvm.intr.memset", 3, 0, false, "isVolatile", false},
    {"llvm.intr.assume", 1, 0, false, "", false},
    {"llvm.intr.prefetch", 1, 0, false, "", false},
    {"llvm.intr.sadd.with.overflow", 2, 1, false, "", false},
    {"llvm.intr.uadd.with.overflow", 2, 1, false, "", false},
    {"llvm.intr.ssub.with.overflow", 2, 1, false, "", false},
    {"llvm.intr.usub.with.overflow", 2, 1, false, "", false},
    {"llvm.intr.smul.with.overflow", 2, 1, false, "", false},
    {"llvm.intr.umul.with.overflow", 2, 1, false, "", false},
};

static bool isBoolAttr(Attribute a) {
  auto integer = llvm::dyn_cast<IntegerAttr>(a);
  return integer && integer.getType().isSignlessInteger(1);
}

static const IntrinsicDesc *lookupIntrinsic(llvm::StringRef name) {
  for (const IntrinsicDesc &desc : kIntrinsics)
    if (desc.name == name)
      return &desc;
  return nullptr;
}

static LogicalResult verifyIntrinsic(Operation *op) {
  const IntrinsicDesc *desc = lookupIntrinsic(op->getName().getStringRef());
  assert(desc && "not a registered intrinsic");
  if (!desc->flag.empty() && !isBoolAttr(op->getInherentAttr(desc->flag)))
    return op->emitOpError() << "requires attribute '" << desc->flag << "'";
  if (desc->name == "llvm.intr.is.fpclass" &&
      !llvm::isa_and_nonnull<IntegerAttr>(op->getInherentAttr("bit")))
    return op->emitOpError("requires attribute 'bit'");
  llvm::StringRef name = desc->name;
  if (name.starts_with("llvm.intr.mem")) {
    for (unsigned i : {0u, 1u}) {
      if (name == "llvm.intr.memset" && i == 1)
        continue;
      if (failed(verifyAddressOperand(op, i)))
        return failure();
    }
    if (!op->getOperand(2).getType().isSignlessInteger())
      return op->emitOpError() << "operand #2 must be signless integer, but "
                                  "got "
                               << quoted(op->getOperand(2).getType());
    return success();
  }
  if (name == "llvm.intr.prefetch") {
    if (failed(verifyAddressOperand(op, 0)))
      return failure();
    for (llvm::StringRef attr : {"rw", "hint", "cache"})
      if (!llvm::isa_and_nonnull<IntegerAttr>(op->getInherentAttr(attr)))
        return op->emitOpError() << "requires attribute '" << attr << "'";
    return success();
  }
  if (name == "llvm.intr.assume") {
    if (!op->getOperand(0).getType().isSignlessInteger(1))
      return op->emitOpError() << "operand #0 must be 1-bit signless "
                                  "integer, but got "
                               << quoted(op->getOperand(0).getType());
    return success();
  }
  if (name.ends_with(".with.overflow")) {
    Type type = op->getOperand(0).getType();
    auto result = llvm::dyn_cast<LLVMStructType>(op->getResult(0).getType());
    if (op->getOperand(1).getType() != type || !result ||
        result.isIdentified() || result.getBody().size() != 2 ||
        result.getBody()[0] != type ||
        result.getBody()[1] != getCompareResultType(type))
      return op->emitOpError("expected a struct of the operand type and i1");
    return success();
  }
  if (name == "llvm.intr.is.fpclass") {
    if (!isFloatLike(op->getOperand(0).getType()) ||
        op->getResult(0).getType() !=
            getCompareResultType(op->getOperand(0).getType()))
      return op->emitOpError("expected a float operand and an i1 result of "
                             "its shape");
    return success();
  }
  // Element-wise math: the result and the operands share a type, except
  // the exponent of powi.
  Type type = op->getResult(0).getType();
  const TypeConstraint &constraint = desc->fastmath ? kFloatLike : kIntLike;
  if (failed(verifyOperandType(op, 0, constraint)) ||
      failed(verifyResultType(op, 0, constraint)))
    return failure();
  for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i) {
    if (name == "llvm.intr.powi" && i == 1) {
      if (!op->getOperand(1).getType().isSignlessInteger())
        return op->emitOpError() << "operand #1 must be signless integer, "
                                    "but got "
                                 << quoted(op->getOperand(1).getType());
      continue;
    }
    if (op->getOperand(i).getType() != type)
      return op->emitOpError()
             << "requires the same type for all operands and results";
  }
  return success();
}

/// `(%a, %b) {attrs} : (types) -> type`.
static ParseResult parseIntrinsic(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  if (parser.parseOperandList(operands, AsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parseFunctionalTypeAndResolve(parser, state, operands))
    return failure();
  return success();
}

static void printIntrinsic(Operation *op, OpAsmPrinter &p) {
  p << '(';
  p.printOperands(op->getOperands());
  p << ") ";
  printAttrs(op, p);
  p << " : ";
  p.printFunctionalType(op);
}

static LogicalResult verifyStackSave(Operation *op) {
  if (llvm::isa<LLVMPointerType>(op->getResult(0).getType()))
    return success();
  return op->emitOpError() << "result #0 must be LLVM pointer type, but got "
                           << quoted(op->getResult(0).getType());
}

static LogicalResult verifyStackRestore(Operation *op) {
  return verifyAddressOperand(op, 0);
}

/// `%p {attrs} : !llvm.ptr`.
static ParseResult parseStackRestore(OpAsmParser &parser,
                                     OperationState &state) {
  OpAsmParser::UnresolvedOperand ptr;
  Type type;
  if (parser.parseOperand(ptr) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(ptr, type, state.operands))
    return failure();
  return success();
}

static void printStackRestore(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  printAttrs(op, p);
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

static void registerIntrinsics(Dialect &dialect) {
  for (const IntrinsicDesc &desc : kIntrinsics) {
    OpInfo &info =
        addOp(dialect, desc.name, CountConstraint::exactly(desc.numOperands),
              desc.numResults);
    if (desc.numResults == 1)
      info.addTrait(OpTrait::Pure);
    if (desc.fastmath)
      info.inherentAttrs.push_back(kFastmathProp);
    if (!desc.flag.empty())
      info.inherentAttrs.push_back({desc.flag, isBoolAttr});
    if (desc.name == "llvm.intr.is.fpclass")
      info.inherentAttrs.push_back({"bit", isIntegerAttr});
    if (desc.name == "llvm.intr.prefetch")
      for (llvm::StringRef name : {"cache", "hint", "rw"})
        info.inherentAttrs.push_back({name, isIntegerAttr});
    if (desc.name.starts_with("llvm.intr.mem"))
      for (llvm::StringRef name :
           {"access_groups", "alias_scopes", "noalias_scopes", "tbaa"})
        info.inherentAttrs.push_back({name, isArrayAttr});
    info.verifyInvariants = verifyIntrinsic;
    if (desc.custom) {
      info.parse = parseIntrinsic;
      info.print = printIntrinsic;
    }
  }
  OpInfo &save =
      addOp(dialect, "llvm.intr.stacksave", CountConstraint::exactly(0), 1);
  save.verifyInvariants = verifyStackSave;
  save.parse = parseTypeOnly;
  save.print = printTypeOnly;

  OpInfo &restore =
      addOp(dialect, "llvm.intr.stackrestore", CountConstraint::exactly(1), 0);
  restore.verifyInvariants = verifyStackRestore;
  restore.parse = parseStackRestore;
  restore.print = printStackRestore;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// atomicrmw, cmpxchg
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kBinOp = "bin_op";
static constexpr llvm::StringLiteral kSuccessOrdering = "success_ordering";
static constexpr llvm::StringLiteral kFailureOrdering = "failure_ordering";
static constexpr llvm::StringLiteral kWeak = "weak";

/// The atomicrmw operations, indexed by their `bin_op` values.
static constexpr llvm::StringLiteral kAtomicBinOps[] = {
    "xchg", "add",  "sub",  "_and",      "nand",     "_or",
    "_xor", "max",  "min",  "umax",      "umin",     "fadd",
    "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap"};

/// Whether `bin_op` is one of the floating-point operations.
static bool isFloatAtomicBinOp(uint64_t binOp) {
  return binOp >= 11 && binOp <= 14;
}

/// The properties atomicrmw and cmpxchg share.
static llvm::SmallVector<InherentAttr, 8> getAtomicProps() {
  return {{kAlignment, isIntegerAttr},   {"access_groups", isArrayAttr},
          {"alias_scopes", isArrayAttr}, {"noalias_scopes", isArrayAttr},
          {kSyncscope, isStringAttr},    {"tbaa", isArrayAttr},
          {kVolatile, isUnitAttr}};
}

/// `volatile? binop %p, %v syncscope(...)? ordering {attrs} : !llvm.ptr, t`.
static ParseResult parseAtomicRMW(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("volatile")))
    state.addAttribute(kVolatile, UnitAttr::get(ctx));
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<unsigned> binOp = lookupKeyword(kAtomicBinOps, keyword);
  if (!binOp)
    return parser.emitError(loc)
           << "invalid atomicrmw operation '" << keyword << "'";
  state.addAttribute(kBinOp,
                     IntegerAttr::get(IntegerType::get(ctx, 64), *binOp));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  Type ptrType, valueType;
  if (parser.parseOperandList(operands, 2) ||
      parseScopeAndOrderings(parser, state, {kOrdering}) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(ptrType) || parser.parseComma() ||
      parser.parseType(valueType) ||
      parser.resolveOperand(operands[0], ptrType, state.operands) ||
      parser.resolveOperand(operands[1], valueType, state.operands))
    return failure();
  state.addTypes(valueType);
  return success();
}

static void printAtomicRMW(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kVolatile))
    p << " volatile";
  auto binOp = llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kBinOp));
  uint64_t value = binOp ? binOp.getValue().getZExtValue() : 0;
  p << ' ' << (value < std::size(kAtomicBinOps) ? kAtomicBinOps[value] : "xchg")
    << ' ';
  p.printOperands(op->getOperands());
  printScopeAndOrderings(op, p, {kOrdering});
  printAttrs(op, p, {kVolatile, kBinOp, kOrdering, kSyncscope});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << ", ";
  p.printType(op->getOperand(1).getType());
}

static LogicalResult verifyAtomicRMW(Operation *op) {
  if (failed(verifyAddressOperand(op, 0)))
    return failure();
  auto binOp = llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kBinOp));
  auto ordering =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kOrdering));
  if (!binOp || binOp.getInt() < 0 ||
      uint64_t(binOp.getInt()) >= std::size(kAtomicBinOps))
    return op->emitOpError("requires attribute 'bin_op'");
  if (!ordering)
    return op->emitOpError("requires attribute 'ordering'");
  Type type = op->getOperand(1).getType();
  if (op->getResult(0).getType() != type)
    return op->emitOpError("result type must match the value type");
  // Orderings: not_atomic 0, unordered 1.
  if (ordering.getInt() < 2)
    return op->emitOpError("expected at least 'monotonic' ordering");
  if (isFloatAtomicBinOp(binOp.getInt())) {
    if (!llvm::isa<FloatType>(type))
      return op->emitOpError("expected LLVM IR floating point type");
  } else if (binOp.getInt() == 0) {
    if (!llvm::isa<IntegerType, FloatType, LLVMPointerType>(type))
      return op->emitOpError("unexpected LLVM IR type for 'xchg' bin_op");
  } else if (!type.isSignlessInteger()) {
    return op->emitOpError("expected LLVM IR integer type");
  }
  return success();
}

/// `weak? volatile? %p, %cmp, %new syncscope(...)? success failure {attrs}
/// : !llvm.ptr, t`, whose result is `!llvm.struct<(t, i1)>`.
static ParseResult parseCmpXchg(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword(kWeak)))
    state.addAttribute(kWeak, UnitAttr::get(ctx));
  if (succeeded(parser.parseOptionalKeyword("volatile")))
    state.addAttribute(kVolatile, UnitAttr::get(ctx));
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  Type ptrType, valueType;
  if (parser.parseOperandList(operands, 3) ||
      parseScopeAndOrderings(parser, state,
                             {kSuccessOrdering, kFailureOrdering}) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(ptrType) || parser.parseComma() ||
      parser.parseType(valueType))
    return failure();
  // mlir-opt 19 checks the value type as it reads it.
  if (!valueType.isSignlessInteger() && !llvm::isa<LLVMPointerType>(valueType))
    return parser.emitError(parser.getNameLoc())
           << "'val' must be signless integer or "
              "LLVM pointer type, but got "
           << quoted(valueType);
  if (parser.resolveOperand(operands[0], ptrType, state.operands) ||
      parser.resolveOperand(operands[1], valueType, state.operands) ||
      parser.resolveOperand(operands[2], valueType, state.operands))
    return failure();
  state.addTypes(
      LLVMStructType::getLiteral(ctx, {valueType, IntegerType::get(ctx, 1)}));
  return success();
}

static void printCmpXchg(Operation *op, OpAsmPrinter &p) {
  if (op->getInherentAttr(kWeak))
    p << " weak";
  if (op->getInherentAttr(kVolatile))
    p << " volatile";
  p << ' ';
  p.printOperands(op->getOperands());
  printScopeAndOrderings(op, p, {kSuccessOrdering, kFailureOrdering});
  printAttrs(
      op, p,
      {kWeak, kVolatile, kSuccessOrdering, kFailureOrdering, kSyncscope});
  p << " : ";
  p.printType(op->getOperand(0).getType());
  p << ", ";
  p.printType(op->getOperand(1).getType());
}

static LogicalResult verifyCmpXchg(Operation *op) {
  if (failed(verifyAddressOperand(op, 0)))
    return failure();
  Type type = op->getOperand(1).getType();
  for (unsigned i : {1u, 2u})
    if (!op->getOperand(i).getType().isSignlessInteger() &&
        !llvm::isa<LLVMPointerType>(op->getOperand(i).getType()))
      return op->emitOpError()
             << "operand #" << i
             << " must be signless integer or LLVM pointer type, but got "
             << quoted(op->getOperand(i).getType());
  if (op->getOperand(2).getType() != type)
    return op->emitOpError("expected both value operands to have one type");
  auto result = llvm::dyn_cast<LLVMStructType>(op->getResult(0).getType());
  if (!result || result.isIdentified() || result.getBody().size() != 2 ||
      result.getBody()[0] != type || !result.getBody()[1].isSignlessInteger(1))
    return op->emitOpError("expected the result type to be !llvm.struct<(")
           << type << ", i1)>";
  auto success = llvm::dyn_cast_or_null<IntegerAttr>(
      op->getInherentAttr(kSuccessOrdering));
  auto failure = llvm::dyn_cast_or_null<IntegerAttr>(
      op->getInherentAttr(kFailureOrdering));
  if (!success || !failure)
    return op->emitOpError("requires attributes 'success_ordering' and "
                           "'failure_ordering'");
  // Orderings: unordered 1, release 5, acq_rel 6.
  if (success.getInt() < 2 || failure.getInt() < 2)
    return op->emitOpError("ordering must be at least 'monotonic'");
  if (failure.getInt() == 5 || failure.getInt() == 6)
    return op->emitOpError("failure ordering cannot be 'release' or "
                           "'acq_rel'");
  return LogicalResult::success();
}

static void registerAtomicOps(Dialect &dialect) {
  OpInfo &rmw =
      addOp(dialect, "llvm.atomicrmw", CountConstraint::exactly(2), 1);
  rmw.inherentAttrs = getAtomicProps();
  rmw.inherentAttrs.push_back({kBinOp, isIntegerAttr});
  rmw.inherentAttrs.push_back({kOrdering, isIntegerAttr});
  rmw.verifyInvariants = verifyAtomicRMW;
  rmw.parse = parseAtomicRMW;
  rmw.print = printAtomicRMW;

  OpInfo &cmpxchg =
      addOp(dialect, "llvm.cmpxchg", CountConstraint::exactly(3), 1);
  cmpxchg.inherentAttrs = getAtomicProps();
  cmpxchg.inherentAttrs.push_back({kSuccessOrdering, isIntegerAttr});
  cmpxchg.inherentAttrs.push_back({kFailureOrdering, isIntegerAttr});
  cmpxchg.inherentAttrs.push_back({kWeak, isUnitAttr});
  cmpxchg.verifyInvariants = verifyCmpXchg;
  cmpxchg.parse = parseCmpXchg;
  cmpxchg.print = printCmpXchg;
}

void LLVM::registerLLVMOps(Dialect &dialect) {
  registerArithOps(dialect);
  registerCompareOps(dialect);
  registerCastOps(dialect);
  registerSelectOp(dialect);
  registerGEPOp(dialect);
  registerMemoryOps(dialect);
  registerAggregateOps(dialect);
  registerVectorOps(dialect);
  registerConstantOps(dialect);
  registerCallOp(dialect);
  registerTerminators(dialect);
  registerFuncOp(dialect);
  registerGlobalOps(dialect);
  registerIntrinsics(dialect);
  registerAtomicOps(dialect);
}
