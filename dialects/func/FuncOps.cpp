//===- FuncOps.cpp - Registration, verifiers and syntax of func ops -------===//
//
// The func dialect's five ops. Their custom forms are
//   func.func private @f(%arg0: i32 {a.b}) -> (i32 {c.d}) attributes {...} {
//   return %a, %b : i32, i64
//   %r = call @f(%a) : (i32) -> i64
//   %r = call_indirect %f(%a) : (i32) -> i64
//   %f = constant @f : (i32) -> i64
// with the properties of the generic form as mlir-opt prints them
// (`function_type`, `sym_name`, `sym_visibility`, `arg_attrs`, `res_attrs`,
// `callee`, `value`). Calls and constants check their symbol against the
// function it names through SymbolUserOpInterface, when the verifier checks
// the enclosing symbol table: lookups go through the nearest symbol table
// (each table built once per verification, so a module of many calls is
// checked in linear time), and a call nested in an op that might be an
// unknown symbol table does not resolve, as with mlir-opt.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"

#include "dialects/AllPatterns.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/FunctionSyntax.h"
#include "ir/OpAsm.h"
#include "ir/OpConstraints.h"
#include "ir/OperationState.h"
#include "ir/SymbolTable.h"

using namespace assay;
using namespace assay::func;

static constexpr llvm::StringLiteral kSymName = "sym_name";
static constexpr llvm::StringLiteral kSymVisibility = "sym_visibility";
static constexpr llvm::StringLiteral kFunctionType = "function_type";
static constexpr llvm::StringLiteral kArgAttrs = "arg_attrs";
static constexpr llvm::StringLiteral kResAttrs = "res_attrs";
static constexpr llvm::StringLiteral kCallee = "callee";
static constexpr llvm::StringLiteral kValue = "value";

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

static bool isStringAttr(Attribute a) { return llvm::isa<StringAttr>(a); }
static bool isTypeAttr(Attribute a) { return llvm::isa<TypeAttr>(a); }
static bool isArrayAttr(Attribute a) { return llvm::isa<ArrayAttr>(a); }
static bool isFlatSymbolRef(Attribute a) {
  return llvm::isa<FlatSymbolRefAttr>(a);
}

static const AttrConstraint kStringAttr = {isStringAttr, "string attribute"};
static const AttrConstraint kFunctionTypeAttr = {
    [](Attribute a) {
      auto type = llvm::dyn_cast<TypeAttr>(a);
      return type && llvm::isa<FunctionType>(type.getValue());
    },
    "type attribute of function type"};
static const AttrConstraint kDictArrayAttr = {
    [](Attribute a) {
      auto array = llvm::dyn_cast<ArrayAttr>(a);
      return array && llvm::all_of(array.getValue(), [](Attribute e) {
               return llvm::isa<DictionaryAttr>(e);
             });
    },
    "Array of dictionary attributes"};
static const AttrConstraint kFlatSymbolRefAttr = {
    isFlatSymbolRef, "flat symbol reference attribute"};
static const TypeConstraint kFunctionTypeConstraint = {
    [](Type t) { return llvm::isa<FunctionType>(t); }, "function type"};

/// Types appear in diagnostics quoted: `'i32'`.
static std::string quoted(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '\'' << type << '\'';
  return text;
}

/// Prints a type list as `'i32', 'i64'` for diagnostics.
template <class RangeT>
static void printQuotedTypes(Diagnostic &diag, const RangeT &types) {
  bool first = true;
  for (Type t : types) {
    if (!first)
      diag << ", ";
    first = false;
    diag << quoted(t);
  }
}

//===----------------------------------------------------------------------===//
// func.func
//===----------------------------------------------------------------------===//

static LogicalResult verifyFuncInvariants(Operation *op) {
  if (failed(verifyAttr(op, kFunctionType, kFunctionTypeAttr)) ||
      failed(verifyAttr(op, kSymName, kStringAttr)) ||
      failed(verifyAttr(op, kArgAttrs, kDictArrayAttr, /*optional=*/true)) ||
      failed(verifyAttr(op, kResAttrs, kDictArrayAttr, /*optional=*/true)) ||
      failed(verifyAttr(op, kSymVisibility, kStringAttr, /*optional=*/true)))
    return failure();
  return success();
}

/// Checks one of `arg_attrs`/`res_attrs` against the number of arguments or
/// results; only dialect attributes (with a `.`) may appear in them.
static LogicalResult verifyAttrArray(Operation *op, llvm::StringRef name,
                                     size_t expected, llvm::StringRef what) {
  auto array = llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr(name));
  if (!array)
    return success();
  if (array.size() != expected)
    return op->emitOpError()
           << "expects " << what
           << " attribute array to have the same number of elements as the "
              "number of function "
           << what << "s, got " << uint64_t(array.size()) << ", but expected "
           << uint64_t(expected);
  for (Attribute element : array) {
    auto dict = llvm::dyn_cast<DictionaryAttr>(element);
    if (!dict)
      return op->emitOpError()
             << "expects " << what
             << " attribute dictionary to be a DictionaryAttr, but got `"
             << element << "`";
    for (const NamedAttribute &attr : dict)
      if (!attr.getNameStr().contains('.'))
        return op->emitOpError()
               << what << "s may only have dialect attributes";
  }
  return success();
}

static LogicalResult verifyFunc(Operation *op) {
  FuncOp func(op);
  FunctionType type = func.getFunctionType();
  if (failed(verifyAttrArray(op, kArgAttrs, type.getNumInputs(), "argument")))
    return failure();
  if (failed(verifyAttrArray(op, kResAttrs, type.getNumResults(), "result")))
    return failure();
  if (func.isDeclaration()) {
    if (func.isPublic())
      return op->emitOpError()
             << "symbol declaration cannot have public visibility";
    return success();
  }
  Block &entry = func.front();
  if (entry.getNumArguments() != type.getNumInputs())
    return op->emitOpError() << "entry block must have " << type.getNumInputs()
                             << " arguments to match function signature";
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    Type argType = entry.getArgument(i).getType();
    if (argType != type.getInput(i))
      return op->emitOpError()
             << "type of entry block argument #" << i << '(' << quoted(argType)
             << ") must match the type of the corresponding argument in "
                "function signature("
             << quoted(type.getInput(i)) << ')';
  }
  return success();
}

/// One argument or result of a signature as written: its type, its
/// attributes and, for named arguments, its SSA name and location.
using SignatureArg = OpAsmParser::Argument;

/// Parses what follows `->`: `type` or `(type {attrs}, ...)`.
static ParseResult
parseFunctionResults(OpAsmParser &parser, llvm::SmallVectorImpl<Type> &types,
                     llvm::SmallVectorImpl<DictionaryAttr> &attrs) {
  if (failed(parser.parseOptionalLParen())) {
    Type type;
    if (parser.parseType(type))
      return failure();
    types.push_back(type);
    attrs.push_back(DictionaryAttr());
    return success();
  }
  if (succeeded(parser.parseOptionalRParen()))
    return success();
  auto parseOne = [&]() -> ParseResult {
    Type type;
    NamedAttrList list;
    if (parser.parseType(type) || parser.parseOptionalAttrDict(list))
      return failure();
    types.push_back(type);
    attrs.push_back(list.empty() ? DictionaryAttr()
                                 : list.getDictionary(parser.getContext()));
    return success();
  };
  if (parser.parseCommaSeparatedList(parseOne) || parser.parseRParen())
    return failure();
  return success();
}

static ParseResult parseFunc(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  llvm::StringRef visibility;
  if (succeeded(parser.parseOptionalKeyword(&visibility,
                                            {"public", "private", "nested"})))
    state.addAttribute(kSymVisibility, StringAttr::get(ctx, visibility));

  StringAttr name;
  if (parser.parseSymbolName(name))
    return failure();
  state.addAttribute(kSymName, name);

  llvm::SmallVector<SignatureArg, 4> args;
  llvm::SmallVector<Type, 4> resultTypes;
  llvm::SmallVector<DictionaryAttr, 4> resultAttrs;
  if (parseFunctionArgumentList(parser, args))
    return failure();
  if (succeeded(parser.parseOptionalArrow()) &&
      parseFunctionResults(parser, resultTypes, resultAttrs))
    return failure();

  llvm::SmallVector<Type, 4> argTypes;
  llvm::SmallVector<DictionaryAttr, 4> argAttrs;
  for (const SignatureArg &arg : args) {
    argTypes.push_back(arg.type);
    argAttrs.push_back(arg.attrs);
  }
  state.addAttribute(kFunctionType, TypeAttr::get(FunctionType::get(
                                        ctx, argTypes, resultTypes)));

  // The signature's own properties may not be repeated in `attributes`.
  llvm::SMLoc dictLoc = parser.getCurrentLocation();
  NamedAttrList extra;
  if (parser.parseOptionalAttrDictWithKeyword(extra))
    return failure();
  for (llvm::StringRef inferred : {kSymName, kFunctionType, kSymVisibility})
    if (extra.get(inferred))
      return parser.emitError(dictLoc)
             << '\'' << inferred
             << "' is an inferred attribute and should not be specified in "
                "the explicit attribute dictionary";
  ArrayAttr argAttrArray = buildArgAttrArray(ctx, argAttrs);
  ArrayAttr resAttrArray = buildArgAttrArray(ctx, resultAttrs);
  for (auto [attrName, array] :
       {std::pair<llvm::StringRef, ArrayAttr>{kArgAttrs, argAttrArray},
        {kResAttrs, resAttrArray}}) {
    if (array && extra.get(attrName))
      return parser.emitError(parser.getNameLoc())
             << "attribute '" << attrName
             << "' occurs more than once in the attribute list";
    if (array)
      state.addAttribute(attrName, array);
  }
  state.addAttributes(extra.getAttrs());

  // The body, whose entry block takes the named arguments.
  Region *body = state.addRegion();
  bool named = !args.empty() && !args.front().ssaName.name.empty();
  llvm::SMLoc bodyLoc = parser.getCurrentLocation();
  OptionalParseResult parsedBody =
      parser.parseOptionalRegion(*body,
                                 named ? llvm::ArrayRef<SignatureArg>(args)
                                       : llvm::ArrayRef<SignatureArg>(),
                                 /*enableNameShadowing=*/false);
  if (parsedBody.has_value()) {
    if (failed(*parsedBody))
      return failure();
    if (body->empty())
      return parser.emitError(bodyLoc, "expected non-empty function body");
  }
  return success();
}

/// Prints `(type) {attrs}` pairs or, with a body, the entry block arguments.
static void printFunc(Operation *op, OpAsmPrinter &p) {
  FuncOp func(op);
  p << ' ';
  if (auto vis = llvm::dyn_cast_or_null<StringAttr>(
          op->getInherentAttr(kSymVisibility)))
    p << vis.getValue() << ' ';
  p.printSymbolName(func.getSymName());

  FunctionType type = func.getFunctionType();
  bool isDecl = func.isDeclaration();
  p << '(';
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
    if (i)
      p << ", ";
    llvm::ArrayRef<NamedAttribute> attrs = func.getArgAttrs(i);
    if (!isDecl && i < func.front().getNumArguments()) {
      p.printRegionArgument(func.front().getArgument(i), attrs);
      continue;
    }
    p.printType(type.getInput(i));
    p.printOptionalAttrDict(attrs);
  }
  p << ')';

  llvm::ArrayRef<Type> results = type.getResults();
  if (!results.empty()) {
    p << " -> ";
    bool anyAttrs = false;
    for (unsigned i = 0, e = results.size(); i < e; ++i)
      anyAttrs |= !func.getResultAttrs(i).empty();
    if (results.size() == 1 && !anyAttrs &&
        !llvm::isa<FunctionType>(results[0])) {
      p.printType(results[0]);
    } else {
      p << '(';
      for (unsigned i = 0, e = results.size(); i < e; ++i) {
        if (i)
          p << ", ";
        p.printType(results[i]);
        p.printOptionalAttrDict(func.getResultAttrs(i));
      }
      p << ')';
    }
  }

  p.printOptionalAttrDictWithKeyword(
      op->getAttrs(),
      {kSymName, kFunctionType, kSymVisibility, kArgAttrs, kResAttrs});
  if (!isDecl) {
    p << ' ';
    p.printRegion(func.getBody(), /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

/// Ops in a function body may drop the `func.` prefix (`return`).
static const OpAsmOpInterface kFuncAsmInterface = [] {
  OpAsmOpInterface iface;
  iface.getDefaultDialect = [] { return llvm::StringRef("func"); };
  return iface;
}();

void FuncOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::AutomaticAllocationScope,
                    OpTrait::IsolatedFromAbove, OpTrait::Symbol})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(1);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kArgAttrs, isArrayAttr},
                        {kFunctionType, isTypeAttr},
                        {kResAttrs, isArrayAttr},
                        {kSymName, isStringAttr},
                        {kSymVisibility, isStringAttr}};
  info.verifyInvariants = verifyFuncInvariants;
  info.verify = verifyFunc;
  info.parse = parseFunc;
  info.print = printFunc;
  info.attachInterface(&kFuncAsmInterface);
  attachInterfaces(info);
}

FuncOp FuncOp::create(Location loc, llvm::StringRef name, FunctionType type) {
  return create(loc, name, type, {}, {});
}

FuncOp FuncOp::create(Location loc, llvm::StringRef name, FunctionType type,
                      llvm::ArrayRef<NamedAttribute> attrs,
                      llvm::ArrayRef<DictionaryAttr> argAttrs) {
  Context *ctx = loc.getContext();
  OperationState state(loc, getOperationName());
  state.addAttribute(kSymName, StringAttr::get(ctx, name));
  state.addAttribute(kFunctionType, TypeAttr::get(type));
  state.addAttributes(attrs);
  if (!argAttrs.empty()) {
    assert(argAttrs.size() == type.getNumInputs() &&
           "expected one attribute dictionary per argument");
    if (ArrayAttr array = buildArgAttrArray(ctx, argAttrs))
      state.addAttribute(kArgAttrs, array);
  }
  state.addRegion();
  return FuncOp(Operation::create(state));
}

StringAttr FuncOp::getSymNameAttr() {
  return llvm::dyn_cast_or_null<StringAttr>(state->getInherentAttr(kSymName));
}

llvm::StringRef FuncOp::getSymName() {
  StringAttr name = getSymNameAttr();
  return name ? name.getValue() : llvm::StringRef();
}

FunctionType FuncOp::getFunctionType() {
  auto attr =
      llvm::dyn_cast_or_null<TypeAttr>(state->getInherentAttr(kFunctionType));
  return attr ? llvm::dyn_cast<FunctionType>(attr.getValue()) : FunctionType();
}

llvm::ArrayRef<Type> FuncOp::getArgumentTypes() {
  FunctionType type = getFunctionType();
  return type ? type.getInputs() : llvm::ArrayRef<Type>();
}

llvm::ArrayRef<Type> FuncOp::getResultTypes() {
  FunctionType type = getFunctionType();
  return type ? type.getResults() : llvm::ArrayRef<Type>();
}

bool FuncOp::isPrivate() {
  auto vis = llvm::dyn_cast_or_null<StringAttr>(
      state->getInherentAttr(kSymVisibility));
  return vis && vis.getValue() == "private";
}

bool FuncOp::isPublic() {
  auto vis = llvm::dyn_cast_or_null<StringAttr>(
      state->getInherentAttr(kSymVisibility));
  return !vis || vis.getValue() == "public";
}

Block *FuncOp::addEntryBlock() {
  assert(getBody().empty() && "function already has an entry block");
  Block *entry = new Block();
  getBody().push_back(entry);
  for (Type type : getArgumentTypes())
    entry->addArgument(type, getLoc());
  return entry;
}

ArrayAttr FuncOp::getAllArgAttrs() {
  return llvm::dyn_cast_or_null<ArrayAttr>(state->getInherentAttr(kArgAttrs));
}

ArrayAttr FuncOp::getAllResultAttrs() {
  return llvm::dyn_cast_or_null<ArrayAttr>(state->getInherentAttr(kResAttrs));
}

/// Element `index` of an attribute array, as a dictionary, or null.
static DictionaryAttr getAttrDictAt(ArrayAttr array, unsigned index) {
  if (!array || index >= array.size())
    return DictionaryAttr();
  return llvm::dyn_cast<DictionaryAttr>(array[index]);
}

DictionaryAttr FuncOp::getArgAttrDict(unsigned index) {
  return getAttrDictAt(getAllArgAttrs(), index);
}

DictionaryAttr FuncOp::getResultAttrDict(unsigned index) {
  return getAttrDictAt(getAllResultAttrs(), index);
}

llvm::ArrayRef<NamedAttribute> FuncOp::getArgAttrs(unsigned index) {
  DictionaryAttr dict = getArgAttrDict(index);
  return dict ? dict.getValue() : llvm::ArrayRef<NamedAttribute>();
}

llvm::ArrayRef<NamedAttribute> FuncOp::getResultAttrs(unsigned index) {
  DictionaryAttr dict = getResultAttrDict(index);
  return dict ? dict.getValue() : llvm::ArrayRef<NamedAttribute>();
}

Attribute FuncOp::getArgAttr(unsigned index, llvm::StringRef name) {
  DictionaryAttr dict = getArgAttrDict(index);
  return dict ? dict.get(name) : Attribute();
}

Attribute FuncOp::getResultAttr(unsigned index, llvm::StringRef name) {
  DictionaryAttr dict = getResultAttrDict(index);
  return dict ? dict.get(name) : Attribute();
}

FuncOp func::lookupFunction(Operation *from, llvm::StringRef name) {
  Operation *symbol = SymbolTable::lookupNearestSymbolFrom(
      from, StringAttr::get(from->getContext(), name));
  return llvm::dyn_cast_or_null<FuncOp>(symbol);
}

//===----------------------------------------------------------------------===//
// func.return
//===----------------------------------------------------------------------===//

static LogicalResult verifyReturn(Operation *op) {
  auto func = llvm::dyn_cast_or_null<FuncOp>(op->getParentOp());
  if (!func)
    return success();
  llvm::ArrayRef<Type> results = func.getResultTypes();
  if (op->getNumOperands() != results.size())
    return op->emitOpError()
           << "has " << op->getNumOperands()
           << " operands, but enclosing function (@" << func.getSymName()
           << ") returns " << uint64_t(results.size());
  for (unsigned i = 0, e = results.size(); i < e; ++i)
    if (op->getOperand(i).getType() != results[i])
      return op->emitError()
             << "type of return operand " << i << " ("
             << quoted(op->getOperand(i).getType())
             << ") doesn't match function result type (" << quoted(results[i])
             << ") in function @" << func.getSymName();
  return success();
}

/// `return {attrs} %a, %b : i32, i64` (the attributes come first).
static ParseResult parseReturn(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> types;
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands))
    return failure();
  if (!operands.empty() && parser.parseColonTypeList(types))
    return failure();
  return parser.resolveOperands(operands, types, loc, state.operands);
}

static void printReturn(Operation *op, OpAsmPrinter &p) {
  p.printOptionalAttrDict(op->getAttrs());
  if (op->getNumOperands() == 0)
    return;
  p << ' ';
  p.printOperands(op->getOperands());
  p << " : ";
  p.printList(op->getOperandTypes(), [&](Type t) { p.printType(t); });
}

void ReturnOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::Pure, OpTrait::HasParent, OpTrait::ReturnLike,
                    OpTrait::Terminator})
    info.addTrait(t);
  info.parentNames = {FuncOp::getOperationName()};
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.verify = verifyReturn;
  info.parse = parseReturn;
  info.print = printReturn;
}

//===----------------------------------------------------------------------===//
// func.call
//===----------------------------------------------------------------------===//

static LogicalResult verifyCallInvariants(Operation *op) {
  return verifyAttr(op, kCallee, kFlatSymbolRefAttr);
}

/// The symbol-use check: the callee resolves to a func.func whose type
/// matches the call's operands and results.
static LogicalResult verifyCallSymbolUses(Operation *op,
                                          SymbolTableCollection &symbolTables) {
  CallOp call(op);
  FlatSymbolRefAttr callee = call.getCalleeAttr();
  if (!callee)
    return success();
  auto func = llvm::dyn_cast_or_null<FuncOp>(
      symbolTables.lookupNearestSymbolFrom(op, callee));
  if (!func)
    return op->emitOpError() << "'" << callee.getValue()
                             << "' does not reference a valid function";
  FunctionType type = func.getFunctionType();
  if (!type)
    return success();
  if (type.getNumInputs() != op->getNumOperands())
    return op->emitOpError("incorrect number of operands for callee");
  for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
    if (op->getOperand(i).getType() != type.getInput(i))
      return op->emitOpError()
             << "operand type mismatch: expected operand type "
             << quoted(type.getInput(i)) << ", but provided "
             << quoted(op->getOperand(i).getType()) << " for operand number "
             << i;
  if (type.getNumResults() != op->getNumResults())
    return op->emitOpError("incorrect number of results for callee");
  for (unsigned i = 0, e = type.getNumResults(); i < e; ++i) {
    if (op->getResult(i).getType() == type.getResult(i))
      continue;
    InFlightDiagnostic diag = op->emitOpError()
                              << "result type mismatch at index " << i;
    Diagnostic &opNote = diag.attachNote();
    opNote << "      op result types: ";
    printQuotedTypes(opNote, op->getResultTypes());
    Diagnostic &fnNote = diag.attachNote();
    fnNote << "function result types: ";
    printQuotedTypes(fnNote, type.getResults());
    return diag;
  }
  return success();
}

/// `@f(%a, %b) {attrs} : (i32, i32) -> i64`.
static ParseResult parseCall(OpAsmParser &parser, OperationState &state) {
  Attribute callee;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  llvm::SmallVector<Type, 4> inputs, results;
  llvm::SMLoc calleeLoc = parser.getCurrentLocation();
  if (parser.parseAttribute(callee))
    return failure();
  // Only a flat reference names a callee.
  if (!llvm::isa<FlatSymbolRefAttr>(callee))
    return parser.emitError(calleeLoc, "invalid kind of attribute specified");
  state.addAttribute(kCallee, callee);
  if (parser.parseLParen())
    return failure();
  llvm::SMLoc operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonFunctionalType(inputs, results))
    return failure();
  state.addTypes(results);
  return parser.resolveOperands(operands, inputs, operandsLoc, state.operands);
}

static void printCall(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(op->getInherentAttr(kCallee));
  p << '(';
  p.printOperands(op->getOperands());
  p << ')';
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printFunctionalType(op);
}

static const SymbolUserOpInterface kCallSymbolUser = {verifyCallSymbolUses};

void CallOp::populateInfo(OpInfo &info) {
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.inherentAttrs = {{kCallee, isFlatSymbolRef}};
  info.verifyInvariants = verifyCallInvariants;
  info.parse = parseCall;
  info.print = printCall;
  info.attachInterface(&kCallSymbolUser);
  attachInterfaces(info);
}

void CallOp::build(OpBuilder &builder, OperationState &state,
                   FlatSymbolRefAttr callee, llvm::ArrayRef<Type> resultTypes,
                   llvm::ArrayRef<Value> operands) {
  state.addAttribute(kCallee, callee);
  state.addTypes(resultTypes);
  state.addOperands(operands);
}

FlatSymbolRefAttr CallOp::getCalleeAttr() {
  return llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
      state->getInherentAttr(kCallee));
}

llvm::StringRef CallOp::getCallee() {
  FlatSymbolRefAttr callee = getCalleeAttr();
  return callee ? callee.getValue() : llvm::StringRef();
}

FuncOp CallOp::resolveCallee() {
  FlatSymbolRefAttr callee = getCalleeAttr();
  if (!callee)
    return FuncOp();
  return llvm::dyn_cast_or_null<FuncOp>(
      SymbolTable::lookupNearestSymbolFrom(state, callee));
}

//===----------------------------------------------------------------------===//
// func.call_indirect
//===----------------------------------------------------------------------===//

static LogicalResult verifyCallIndirectInvariants(Operation *op) {
  if (failed(verifyOperandType(op, 0, kFunctionTypeConstraint)))
    return failure();
  auto type = llvm::cast<FunctionType>(op->getOperand(0).getType());
  if (!llvm::equal(type.getInputs(), llvm::drop_begin(op->getOperandTypes())))
    return op->emitOpError(
        "failed to verify that callee input types match argument types");
  if (!llvm::equal(type.getResults(), op->getResultTypes()))
    return op->emitOpError(
        "failed to verify that callee result types match result types");
  return success();
}

/// `%f(%a, %b) {attrs} : (i32, i32) -> i64`: the callee's type is the
/// function type written after the colon.
static ParseResult parseCallIndirect(OpAsmParser &parser,
                                     OperationState &state) {
  OpAsmParser::UnresolvedOperand callee;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> operands;
  FunctionType type;
  llvm::SMLoc operandsLoc;
  if (parser.parseOperand(callee) || parser.parseLParen())
    return failure();
  operandsLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  if (parser.resolveOperand(callee, type, state.operands) ||
      parser.resolveOperands(operands, type.getInputs(), operandsLoc,
                             state.operands))
    return failure();
  state.addTypes(type.getResults());
  return success();
}

static void printCallIndirect(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printOperand(op->getOperand(0));
  p << '(';
  p.printOperands(llvm::drop_begin(op->getOperands()));
  p << ')';
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getOperand(0).getType());
}

void CallIndirectOp::populateInfo(OpInfo &info) {
  info.numRegions = CountConstraint::exactly(0);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::atLeast(1);
  info.verifyInvariants = verifyCallIndirectInvariants;
  info.parse = parseCallIndirect;
  info.print = printCallIndirect;
  attachInterfaces(info);
}

//===----------------------------------------------------------------------===//
// func.constant
//===----------------------------------------------------------------------===//

static LogicalResult verifyConstantInvariants(Operation *op) {
  return verifyAttr(op, kValue, kFlatSymbolRefAttr);
}

/// The symbol-use check: the referenced function exists and has the
/// result's type.
static LogicalResult
verifyConstantSymbolUses(Operation *op, SymbolTableCollection &symbolTables) {
  ConstantOp constant(op);
  FlatSymbolRefAttr ref = constant.getValueAttr();
  if (!ref)
    return success();
  auto func = llvm::dyn_cast_or_null<FuncOp>(
      symbolTables.lookupNearestSymbolFrom(op, ref));
  if (!func)
    return op->emitOpError()
           << "reference to undefined function '" << ref.getValue() << "'";
  if (func.getFunctionType() != op->getResult(0).getType())
    return op->emitOpError("reference to function with mismatched type");
  return success();
}

/// `@f {attrs} : (i32) -> i64`.
static ParseResult parseConstant(OpAsmParser &parser, OperationState &state) {
  Attribute value;
  Type type;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(value))
    return failure();
  if (!llvm::isa<FlatSymbolRefAttr>(value))
    return parser.emitError(loc, "invalid kind of attribute specified");
  state.addAttribute(kValue, value);
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addTypes(type);
  return success();
}

static void printConstant(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  p.printAttributeWithoutType(op->getInherentAttr(kValue));
  p.printOptionalAttrDict(op->getAttrs());
  p << " : ";
  p.printType(op->getResult(0).getType());
}

static const SymbolUserOpInterface kConstantSymbolUser = {
    verifyConstantSymbolUses};

/// Function constants are named `%f`, `%f_0`... as mlir-opt names them.
static const OpAsmOpInterface kConstantAsmInterface = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = [](Operation *op,
                               OpAsmOpInterface::SetNameFn setName) {
    setName(op->getResult(0), "f");
  };
  return iface;
}();

void ConstantOp::populateInfo(OpInfo &info) {
  for (OpTrait t : {OpTrait::ConstantLike, OpTrait::Pure})
    info.addTrait(t);
  info.numRegions = CountConstraint::exactly(0);
  info.numResults = CountConstraint::exactly(1);
  info.numSuccessors = CountConstraint::exactly(0);
  info.numOperands = CountConstraint::exactly(0);
  info.inherentAttrs = {{kValue, isFlatSymbolRef}};
  info.verifyInvariants = verifyConstantInvariants;
  info.parse = parseConstant;
  info.print = printConstant;
  info.attachInterface(&kConstantAsmInterface);
  info.attachInterface(&kConstantSymbolUser);
}

FlatSymbolRefAttr ConstantOp::getValueAttr() {
  return llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
      state->getInherentAttr(kValue));
}

llvm::StringRef ConstantOp::getValue() {
  FlatSymbolRefAttr ref = getValueAttr();
  return ref ? ref.getValue() : llvm::StringRef();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void func::registerFuncOps(Dialect &dialect) {
  registerOp<FuncOp>(dialect);
  registerOp<ReturnOp>(dialect);
  registerOp<CallOp>(dialect);
  registerOp<CallIndirectOp>(dialect);
  registerOp<ConstantOp>(dialect);
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "func", "constant folding", ""},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::func::getFoldIdentities() {
  return kFoldIdentities;
}
