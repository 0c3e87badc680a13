//===- MemRefOps.cpp - Allocation, access, globals and atomics ------------===//
//
// Registration, verifiers and custom syntax of the memref ops that do not
// build views: alloc, alloca, realloc, alloca_scope, dealloc, load, store,
// cast, memory_space_cast, dim, rank, copy, global, get_global,
// extract_strided_metadata, extract_aligned_pointer_as_index, atomic_rmw,
// generic_atomic_rmw, prefetch and assume_alignment. The view ops (subview,
// reinterpret_cast, view, expand_shape, collapse_shape, reshape, transpose)
// are in MemRefViewOps.cpp, dma_start and dma_wait in MemRefDmaOps.cpp. Custom
// forms print byte for byte as mlir-opt prints them; properties and discardable
// attributes share one attribute dictionary in those forms.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"

#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefSyntax.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpAsm.h"
#include "ir/OperationState.h"
#include "ir/SideEffects.h"
#include "ir/SymbolTable.h"
#include "llvm/ADT/StringSwitch.h"

using namespace assay;
using namespace assay::memref;
using namespace assay::memref::detail;

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kAlignment = "alignment";
static constexpr llvm::StringLiteral kNontemporal = "nontemporal";

static bool isI64Integer(Attribute attr) {
  auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr);
  if (!intAttr)
    return false;
  auto type = llvm::dyn_cast<IntegerType>(intAttr.getType());
  return type && type.isSignless() && type.getWidth() == 64;
}

static bool isI32Integer(Attribute attr) {
  auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr);
  if (!intAttr)
    return false;
  auto type = llvm::dyn_cast<IntegerType>(intAttr.getType());
  return type && type.isSignless() && type.getWidth() == 32;
}

static bool isBool(Attribute attr) {
  return llvm::isa_and_nonnull<BoolAttr>(attr);
}

static std::optional<uint64_t> getAlignmentOf(Operation *op) {
  if (auto attr =
          llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kAlignment)))
    return attr.getValue().getZExtValue();
  return std::nullopt;
}

/// "operand #N must be SUMMARY, but got 'T'" when `ok` is false.
static LogicalResult checkOperand(Operation *op, unsigned index, bool ok,
                                  llvm::StringRef summary) {
  if (ok)
    return success();
  return op->emitOpError("operand #")
         << index << " must be " << summary << ", but got '"
         << op->getOperand(index).getType() << "'";
}

/// "result #N must be SUMMARY, but got 'T'" when `ok` is false.
static LogicalResult checkResult(Operation *op, unsigned index, bool ok,
                                 llvm::StringRef summary) {
  if (ok)
    return success();
  return op->emitOpError("result #")
         << index << " must be " << summary << ", but got '"
         << op->getResult(index).getType() << "'";
}

static bool isRankedMemRef(Type t) { return llvm::isa<MemRefType>(t); }
static bool isAnyMemRef(Type t) { return llvm::isa<BaseMemRefType>(t); }

static constexpr llvm::StringLiteral kMemRefSummary =
    "memref of any type values";
static constexpr llvm::StringLiteral kAnyMemRefSummary =
    "ranked or unranked memref of any type values";

/// An attribute constraint failure, worded as mlir-opt words it.
static LogicalResult attrFailure(Operation *op, llvm::StringRef name,
                                 llvm::StringRef summary) {
  return op->emitOpError("attribute '")
         << name << "' failed to satisfy constraint: " << summary;
}

/// The optional `alignment` property: an i64 of at least 0.
static LogicalResult verifyAlignmentAttr(Operation *op) {
  Attribute attr = op->getInherentAttr(kAlignment);
  if (!attr)
    return success();
  if (!isI64Integer(attr) || llvm::cast<IntegerAttr>(attr).getInt() < 0)
    return attrFailure(op, kAlignment,
                       "64-bit signless integer attribute whose minimum value "
                       "is 0");
  return success();
}

/// Parses `[%i, %j]` and resolves them as index.
static ParseResult
parseIndexList(OpAsmParser &parser,
               llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand> &indices) {
  return parser.parseOperandList(indices, AsmParser::Delimiter::Square);
}

static void printIndexList(OpAsmPrinter &p, OperandRange indices) {
  p << '[';
  p.printOperands(indices);
  p << ']';
}

/// Result name hints: every op here names at most its first result.
template <const char *Name>
static void nameFirstResult(Operation *op, OpAsmOpInterface::SetNameFn set) {
  set(op->getResult(0), Name);
}

#define ASSAY_RESULT_NAME_IFACE(Var, Text)                                     \
  static constexpr char Var##Name[] = Text;                                    \
  static const OpAsmOpInterface Var = [] {                                     \
    OpAsmOpInterface iface;                                                    \
    iface.getAsmResultNames = nameFirstResult<Var##Name>;                      \
    return iface;                                                              \
  }();

ASSAY_RESULT_NAME_IFACE(kAllocNames, "alloc")
ASSAY_RESULT_NAME_IFACE(kAllocaNames, "alloca")
ASSAY_RESULT_NAME_IFACE(kCastNames, "cast")
ASSAY_RESULT_NAME_IFACE(kMemSpaceCastNames, "memspacecast")
ASSAY_RESULT_NAME_IFACE(kDimNames, "dim")
ASSAY_RESULT_NAME_IFACE(kIntPtrNames, "intptr")
#undef ASSAY_RESULT_NAME_IFACE

//===----------------------------------------------------------------------===//
// Memory effects
//===----------------------------------------------------------------------===//
//
// Ops that may raise undefined behaviour (a poison or freed memref, an index
// out of range, a cast whose static sizes do not hold) are NoMemoryEffect:
// erasable and mergeable, never speculated. Ops that touch memory describe
// their effects on the memref they name.

/// An effects table whose effects are given by `Fn`.
#define ASSAY_EFFECTS_IFACE(Var, Fn)                                           \
  static const MemoryEffectsInterface Var = [] {                               \
    MemoryEffectsInterface iface;                                              \
    iface.getEffects = Fn;                                                     \
    return iface;                                                              \
  }();

/// alloc, alloca: allocate their result.
static void getAllocEffects(Operation *op,
                            llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}
/// realloc: reads and frees the source, allocates the result.
static void getReallocEffects(Operation *op,
                              llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
  effects.push_back({EffectKind::Free, op->getOperand(0)});
  effects.push_back({EffectKind::Allocate, op->getResult(0)});
}
/// dealloc: frees its operand.
static void getDeallocEffects(Operation *op,
                              llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Free, op->getOperand(0)});
}
/// load: reads its memref (operand 0).
static void getLoadEffects(Operation *op,
                           llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
}
/// store: writes its memref (operand 1).
static void getStoreEffects(Operation *op,
                            llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Write, op->getOperand(1)});
}
/// copy: reads the source, writes the target.
static void getCopyEffects(Operation *op,
                           llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(0)});
  effects.push_back({EffectKind::Write, op->getOperand(1)});
}
/// Read-modify-write of the memref operand `Index`.
template <unsigned Index>
static void getRMWEffects(Operation *op,
                          llvm::SmallVectorImpl<MemoryEffect> &effects) {
  effects.push_back({EffectKind::Read, op->getOperand(Index)});
  effects.push_back({EffectKind::Write, op->getOperand(Index)});
}
/// global: declares a symbol, touches no memory when it executes.
static void getNoEffects(Operation *, llvm::SmallVectorImpl<MemoryEffect> &) {}

ASSAY_EFFECTS_IFACE(kAllocEffects, getAllocEffects)
ASSAY_EFFECTS_IFACE(kReallocEffects, getReallocEffects)
ASSAY_EFFECTS_IFACE(kDeallocEffects, getDeallocEffects)
ASSAY_EFFECTS_IFACE(kLoadEffects, getLoadEffects)
ASSAY_EFFECTS_IFACE(kStoreEffects, getStoreEffects)
ASSAY_EFFECTS_IFACE(kCopyEffects, getCopyEffects)
ASSAY_EFFECTS_IFACE(kAtomicRMWEffects, getRMWEffects<1>)
ASSAY_EFFECTS_IFACE(kGenericAtomicRMWEffects, getRMWEffects<0>)
ASSAY_EFFECTS_IFACE(kGlobalEffects, getNoEffects)
#undef ASSAY_EFFECTS_IFACE

//===----------------------------------------------------------------------===//
// alloc, alloca
//===----------------------------------------------------------------------===//

static LogicalResult verifyAllocLikeInvariants(Operation *op) {
  if (failed(verifyAlignmentAttr(op)) ||
      failed(verifyOperandSegmentSizes(op, 2)))
    return failure();
  if (failed(verifyIndexOperands(op, 0, op->getNumOperands())))
    return failure();
  return checkResult(op, 0, isRankedMemRef(op->getResult(0).getType()),
                     kMemRefSummary);
}

/// The symbols of `type`'s layout, which alloc and alloca bind to operands:
/// those of an affine map, or one per `?` among the offset and strides of a
/// `strided<...>` layout (its affine map form gives each a symbol).
static unsigned getNumLayoutSymbols(MemRefType type) {
  Attribute layout = type.getLayout();
  if (auto map = llvm::dyn_cast_or_null<AffineMapAttr>(layout))
    return map.getValue().getNumSymbols();
  auto strided = llvm::dyn_cast_or_null<StridedLayoutAttr>(layout);
  if (!strided)
    return 0;
  return llvm::count(strided.getStrides(), ShapedType::kDynamic) +
         (ShapedType::isDynamic(strided.getOffset()) ? 1 : 0);
}

static LogicalResult verifyAllocLike(Operation *op) {
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (getOperandSegment(op, 0).size() != size_t(type.getNumDynamicDims()))
    return op->emitOpError("dimension operand count does not equal memref "
                           "dynamic dimension count");
  unsigned numSymbols = getNumLayoutSymbols(type);
  size_t given = getOperandSegment(op, 1).size();
  if (given != numSymbols)
    return op->emitOpError("symbol operand count does not equal memref symbol "
                           "count: expected ")
           << numSymbols << ", got " << given;
  return success();
}

static ParseResult parseAllocLike(OpAsmParser &parser, OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> sizes, symbols;
  MemRefType type;
  if (parser.parseOperandList(sizes, AsmParser::Delimiter::Paren) ||
      parser.parseOperandList(symbols, AsmParser::Delimiter::OptionalSquare) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseType(type))
    return failure();
  Type index = Type(IndexType::get(parser.getContext()));
  if (parser.resolveOperands(sizes, index, state.operands) ||
      parser.resolveOperands(symbols, index, state.operands))
    return failure();
  setOperandSegmentSizes(state,
                         {int32_t(sizes.size()), int32_t(symbols.size())});
  state.addTypes(type);
  return success();
}

static void printAllocLike(Operation *op, OpAsmPrinter &p) {
  p << '(';
  p.printOperands(getOperandSegment(op, 0));
  p << ')';
  OperandRange symbols = getOperandSegment(op, 1);
  if (!symbols.empty()) {
    p << '[';
    p.printOperands(symbols);
    p << ']';
  }
  printAttrDict(p, op, {kOperandSegmentSizes});
  p << " : " << op->getResult(0).getType();
}

/// The `operandSegmentSizes` of an op given none: `N` empty groups, as
/// mlir-opt defaults the property (and prints it in generic form).
template <unsigned N> static Attribute getEmptySegments(Context *ctx) {
  int32_t zeros[N] = {};
  return DenseI32ArrayAttr::get(ctx, zeros);
}

static void populateAllocLike(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(0), CountConstraint::exactly(1));
  info.inherentAttrs = {
      {kAlignment, nullptr},
      {kOperandSegmentSizes, isI32Array, getEmptySegments<2>}};
  info.verifyInvariants = verifyAllocLikeInvariants;
  info.verify = verifyAllocLike;
  info.parse = parseAllocLike;
  info.print = printAllocLike;
}

void AllocOp::populateInfo(OpInfo &info) {
  populateAllocLike(info);
  info.attachInterface(&kAllocEffects);
  info.attachInterface(&kAllocNames);
}

/// An alloca's memory lives until its closest allocation scope returns, so
/// one must enclose it.
static LogicalResult verifyAlloca(Operation *op) {
  if (failed(verifyAllocLike(op)))
    return failure();
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (parent->hasTrait(OpTrait::AutomaticAllocationScope))
      return success();
  return op->emitOpError(
      "requires an ancestor op with AutomaticAllocationScope trait");
}

void AllocaOp::populateInfo(OpInfo &info) {
  populateAllocLike(info);
  info.verify = verifyAlloca;
  info.attachInterface(&kAllocEffects);
  info.attachInterface(&kAllocaNames);
}

std::optional<uint64_t> AllocOp::getAlignment() {
  return getAlignmentOf(state);
}
std::optional<uint64_t> AllocaOp::getAlignment() {
  return getAlignmentOf(state);
}

//===----------------------------------------------------------------------===//
// realloc
//===----------------------------------------------------------------------===//

static bool is1DMemRef(Type t) {
  auto m = llvm::dyn_cast<MemRefType>(t);
  return m && m.getRank() == 1;
}

static LogicalResult verifyReallocInvariants(Operation *op) {
  if (failed(verifyAlignmentAttr(op)) ||
      failed(checkOperand(op, 0, is1DMemRef(op->getOperand(0).getType()),
                          "1D memref of any type values")))
    return failure();
  if (op->getNumOperands() > 2)
    return op->emitOpError("operand group starting at #1 requires 0 or 1 "
                           "element, but found ")
           << op->getNumOperands() - 1;
  if (op->getNumOperands() == 2 && failed(verifyIndexOperand(op, 1)))
    return failure();
  return checkResult(op, 0, is1DMemRef(op->getResult(0).getType()),
                     "1D memref of any type values");
}

static LogicalResult verifyRealloc(Operation *op) {
  auto source = llvm::cast<MemRefType>(op->getOperand(0).getType());
  auto result = llvm::cast<MemRefType>(op->getResult(0).getType());
  // Only buffers with the identity layout are reallocated.
  if (!hasIdentityLayout(source))
    return op->emitError("unsupported layout for source memref type '")
           << Type(source) << "'";
  if (!hasIdentityLayout(result))
    return op->emitError("unsupported layout for result memref type '")
           << Type(result) << "'";
  if (source.getElementType() != result.getElementType())
    return op->emitError("different element types specified for source "
                         "memref type '")
           << Type(source) << "' and result memref type '" << Type(result)
           << "'";
  if (result.isDynamicDim(0) && op->getNumOperands() == 1)
    return op->emitError("missing dimension operand for result type '")
           << Type(result) << "'";
  if (!result.isDynamicDim(0) && op->getNumOperands() == 2)
    return op->emitError("unnecessary dimension operand for result type '")
           << Type(result) << "'";
  return success();
}

static ParseResult parseRealloc(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 1> size;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parser.parseOperandList(size, AsmParser::Delimiter::OptionalParen) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      parser.resolveOperands(size, Type(IndexType::get(parser.getContext())),
                             state.operands))
    return failure();
  state.addTypes(resultType);
  return success();
}

static void printRealloc(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  if (op->getNumOperands() > 1)
    p << '(' << op->getOperand(1) << ')';
  printAttrDict(p, op);
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

void ReallocOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(1), CountConstraint::exactly(1));
  info.inherentAttrs = {{kAlignment, nullptr}};
  info.verifyInvariants = verifyReallocInvariants;
  info.verify = verifyRealloc;
  info.parse = parseRealloc;
  info.print = printRealloc;
  info.attachInterface(&kReallocEffects);
}

std::optional<uint64_t> ReallocOp::getAlignment() {
  return getAlignmentOf(state);
}

//===----------------------------------------------------------------------===//
// alloca_scope, alloca_scope.return
//===----------------------------------------------------------------------===//

/// The values handed to the parent by the terminator of `region`.
static LogicalResult verifyRegionResults(Operation *op, Region &region) {
  if (region.empty() || region.front().empty())
    return success();
  Operation &term = region.front().back();
  if (term.getNumOperands() != op->getNumResults())
    return op->emitOpError(" region control flow edge from Region #0 to "
                           "parent results: source has ")
           << term.getNumOperands() << " operands, but target successor needs "
           << op->getNumResults();
  for (unsigned i = 0, e = op->getNumResults(); i < e; ++i)
    if (term.getOperand(i).getType() != op->getResult(i).getType())
      return op->emitOpError("along control flow edge from Region #0 to "
                             "parent results: source type #")
             << i << " '" << term.getOperand(i).getType()
             << "' should match input type #" << i << " '"
             << op->getResult(i).getType() << "'";
  return success();
}

static LogicalResult verifyAllocaScopeRegions(Operation *op) {
  return verifyRegionResults(op, op->getRegion(0));
}

/// Appends `terminatorName` with no operands to a body that lacks it (the
/// custom form may leave it out).
static void ensureTerminator(Region &region, Location loc,
                             llvm::StringRef terminatorName) {
  if (region.empty())
    region.push_back(new Block());
  Block &block = region.front();
  if (!block.empty() && block.back().getName().getStringRef() == terminatorName)
    return;
  OperationState state(loc, terminatorName);
  block.push_back(Operation::create(state));
}

static ParseResult parseAllocaScope(OpAsmParser &parser,
                                    OperationState &state) {
  llvm::SmallVector<Type, 2> resultTypes;
  if (succeeded(parser.parseOptionalArrow())) {
    // `-> type` or `-> (types)`, possibly `-> ()`.
    if (succeeded(parser.parseOptionalLParen())) {
      if (failed(parser.parseOptionalRParen()) &&
          (parser.parseTypeList(resultTypes) || parser.parseRParen()))
        return failure();
    } else {
      Type type;
      if (parser.parseType(type))
        return failure();
      resultTypes.push_back(type);
    }
  }
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  if (parser.parseRegion(*body))
    return failure();
  ensureTerminator(*body, state.location,
                   AllocaScopeReturnOp::getOperationName());
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printAllocaScope(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  bool hasResults = op->getNumResults() != 0;
  if (hasResults) {
    p << " -> (";
    p.printList(op->getResultTypes(), [&](Type t) { p << t; });
    p << ')';
  }
  p << ' ';
  p.printRegion(op->getRegion(0), /*printEntryBlockArgs=*/false,
                /*printBlockTerminators=*/hasResults);
  printAttrDict(p, op);
}

void AllocaScopeOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(0), CountConstraint::atLeast(0), 1);
  for (OpTrait t :
       {OpTrait::AutomaticAllocationScope,
        OpTrait::SingleBlockImplicitTerminator, OpTrait::NoRegionArguments,
        OpTrait::RecursiveMemoryEffects})
    info.addTrait(t);
  info.implicitTerminatorName = AllocaScopeReturnOp::getOperationName();
  info.verifyRegions = verifyAllocaScopeRegions;
  info.parse = parseAllocaScope;
  info.print = printAllocaScope;
}

/// `attr-dict ($results^ : type($results))?`, shared by the terminators.
static ParseResult parseOptionalValuesWithTypes(OpAsmParser &parser,
                                                OperationState &state) {
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 2> values;
  llvm::SmallVector<Type, 2> types;
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(values))
    return failure();
  if (!values.empty() && (parser.parseColon() || parser.parseTypeList(types)))
    return failure();
  return parser.resolveOperands(values, types, loc, state.operands);
}

static void printOptionalValuesWithTypes(Operation *op, OpAsmPrinter &p) {
  printAttrDict(p, op);
  if (op->getNumOperands() == 0)
    return;
  p << ' ';
  p.printOperands(op->getOperands());
  p << " : ";
  p.printList(op->getOperandTypes(), [&](Type t) { p << t; });
}

void AllocaScopeReturnOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(0), CountConstraint::exactly(0));
  for (OpTrait t : {OpTrait::HasParent, OpTrait::Pure, OpTrait::ReturnLike,
                    OpTrait::Terminator})
    info.addTrait(t);
  info.parentNames = {AllocaScopeOp::getOperationName()};
  info.parse = parseOptionalValuesWithTypes;
  info.print = printOptionalValuesWithTypes;
}

//===----------------------------------------------------------------------===//
// dealloc, rank, extract_aligned_pointer_as_index
//===----------------------------------------------------------------------===//

/// `$operand attr-dict : type($operand)`, with the results' types given by
/// `resultType` (null for none).
static ParseResult parseOperandAttrsColonType(OpAsmParser &parser,
                                              OperationState &state,
                                              Type resultType) {
  OpAsmParser::UnresolvedOperand operand;
  Type type;
  if (parser.parseOperand(operand) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(operand, type, state.operands))
    return failure();
  if (resultType)
    state.addTypes(resultType);
  return success();
}

static void printOperandAttrsColonType(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printAttrDict(p, op);
  p << " : " << op->getOperand(0).getType();
}

static LogicalResult verifyDeallocInvariants(Operation *op) {
  return checkOperand(op, 0, isAnyMemRef(op->getOperand(0).getType()),
                      kAnyMemRefSummary);
}

void DeallocOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(0));
  info.verifyInvariants = verifyDeallocInvariants;
  info.attachInterface(&kDeallocEffects);
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseOperandAttrsColonType(parser, state, Type());
  };
  info.print = printOperandAttrsColonType;
}

static LogicalResult verifyRankInvariants(Operation *op) {
  if (failed(checkOperand(op, 0, isAnyMemRef(op->getOperand(0).getType()),
                          kAnyMemRefSummary)))
    return failure();
  return checkResult(op, 0, llvm::isa<IndexType>(op->getResult(0).getType()),
                     "index");
}

void RankOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(1));
  // It reads the descriptor only: a freed memref still has its rank, and a
  // poison one gives poison.
  info.addTrait(OpTrait::Pure);
  info.verifyInvariants = verifyRankInvariants;
  info.parse = [](OpAsmParser &parser, OperationState &state) {
    return parseOperandAttrsColonType(
        parser, state, Type(IndexType::get(parser.getContext())));
  };
  info.print = printOperandAttrsColonType;
}

static LogicalResult verifyExtractPointerInvariants(Operation *op) {
  if (failed(checkOperand(op, 0, isAnyMemRef(op->getOperand(0).getType()),
                          kAnyMemRefSummary)))
    return failure();
  return checkResult(op, 0, llvm::isa<IndexType>(op->getResult(0).getType()),
                     "index");
}

/// `$source : type($source) -> type(results) attr-dict`.
static ParseResult parseSourceArrowResults(OpAsmParser &parser,
                                           OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Type sourceType;
  llvm::SmallVector<Type, 4> resultTypes;
  if (parser.parseOperand(source) || parser.parseColonType(sourceType) ||
      parser.parseArrow() || parser.parseTypeList(resultTypes) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.resolveOperand(source, sourceType, state.operands))
    return failure();
  state.addTypes(resultTypes);
  return success();
}

static void printSourceArrowResults(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << " : " << op->getOperand(0).getType()
    << " -> ";
  p.printList(op->getResultTypes(), [&](Type t) { p << t; });
  printAttrDict(p, op);
}

void ExtractAlignedPointerAsIndexOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(1));
  // Not Pure: UB on a poison or freed memref.
  info.addTrait(OpTrait::NoMemoryEffect);
  info.verifyInvariants = verifyExtractPointerInvariants;
  info.parse = parseSourceArrowResults;
  info.print = printSourceArrowResults;
  info.attachInterface(&kIntPtrNames);
}

//===----------------------------------------------------------------------===//
// extract_strided_metadata
//===----------------------------------------------------------------------===//

static LogicalResult verifyExtractMetadataInvariants(Operation *op) {
  auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
  bool strided = type && isStrided(type);
  if (failed(checkOperand(op, 0, strided, "strided memref of any type values")))
    return failure();
  // The result types follow from the source: a rank-0 memref of the same
  // element type and memory space, the offset, then a size and a stride
  // per dimension.
  Context *ctx = op->getContext();
  Type index = IndexType::get(ctx);
  llvm::SmallVector<Type, 8> inferred{
      MemRefType::get({}, type.getElementType(), {}, type.getMemorySpace()),
      index};
  inferred.append(2 * type.getRank(), index);
  llvm::SmallVector<Type, 8> actual(op->getResultTypes());
  if (llvm::equal(inferred, actual))
    return success();
  auto printList = [](InFlightDiagnostic &diag, llvm::ArrayRef<Type> types) {
    bool first = true;
    for (Type t : types) {
      diag << (first ? "'" : ", '") << t << "'";
      first = false;
    }
  };
  {
    InFlightDiagnostic diag = op->emitOpError("inferred type(s) ");
    printList(diag, inferred);
    diag << " are incompatible with return type(s) of operation ";
    printList(diag, actual);
  }
  return op->emitOpError("failed to infer returned types");
}

static constexpr llvm::StringLiteral kMetadataNames[] = {
    "base_buffer", "offset", "sizes", "strides"};

static const OpAsmOpInterface kExtractMetadataNames = [] {
  OpAsmOpInterface iface;
  iface.getAsmResultNames = [](Operation *op, OpAsmOpInterface::SetNameFn set) {
    set(op->getResult(0), kMetadataNames[0]);
    set(op->getResult(1), kMetadataNames[1]);
    unsigned rank = (op->getNumResults() - 2) / 2;
    if (rank == 0)
      return;
    set(op->getResult(2), kMetadataNames[2]);
    set(op->getResult(2 + rank), kMetadataNames[3]);
  };
  return iface;
}();

void ExtractStridedMetadataOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::atLeast(2));
  // Not Pure: UB on a poison or freed memref.
  info.addTrait(OpTrait::NoMemoryEffect);
  info.verifyInvariants = verifyExtractMetadataInvariants;
  info.parse = parseSourceArrowResults;
  info.print = printSourceArrowResults;
  info.attachInterface(&kExtractMetadataNames);
}

//===----------------------------------------------------------------------===//
// load, store
//===----------------------------------------------------------------------===//

static LogicalResult verifyNontemporal(Operation *op) {
  Attribute attr = op->getInherentAttr(kNontemporal);
  if (attr && !isBool(attr))
    return attrFailure(op, kNontemporal, "bool attribute");
  return success();
}

static LogicalResult verifyLoadInvariants(Operation *op) {
  if (failed(verifyNontemporal(op)) ||
      failed(checkOperand(op, 0, isRankedMemRef(op->getOperand(0).getType()),
                          kMemRefSummary)) ||
      failed(verifyIndexOperands(op, 1, op->getNumOperands())))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getOperand(0).getType());
  if (type.getElementType() != op->getResult(0).getType())
    return op->emitOpError("failed to verify that result type matches element "
                           "type of 'memref'");
  return success();
}

static LogicalResult verifyLoad(Operation *op) {
  auto type = llvm::cast<MemRefType>(op->getOperand(0).getType());
  unsigned numIndices = op->getNumOperands() - 1;
  if (numIndices != type.getRank())
    return op->emitOpError("incorrect number of indices for load, expected ")
           << type.getRank() << " but got " << numIndices;
  return success();
}

static ParseResult parseLoad(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  MemRefType type;
  if (parser.parseOperand(memref) || parseIndexList(parser, indices) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(memref, type, state.operands) ||
      parser.resolveOperands(indices, Type(IndexType::get(parser.getContext())),
                             state.operands))
    return failure();
  state.addTypes(type.getElementType());
  return success();
}

/// Prints the attribute dictionary leaving out `nontemporal = false`.
static void printAttrDictWithoutFalseNontemporal(OpAsmPrinter &p,
                                                 Operation *op) {
  auto flag =
      llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(kNontemporal));
  if (flag && !flag.getValue())
    printAttrDict(p, op, {kNontemporal});
  else
    printAttrDict(p, op);
}

static void printLoad(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printIndexList(p, op->getOperands().drop_front(1));
  printAttrDictWithoutFalseNontemporal(p, op);
  p << " : " << op->getOperand(0).getType();
}

void LoadOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(1), CountConstraint::exactly(1));
  info.inherentAttrs = {{kNontemporal, isBool}};
  info.verifyInvariants = verifyLoadInvariants;
  info.attachInterface(&kLoadEffects);
  info.verify = verifyLoad;
  info.parse = parseLoad;
  info.print = printLoad;
}

static bool getNontemporalOf(Operation *op) {
  auto flag =
      llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(kNontemporal));
  return flag && flag.getValue();
}

bool LoadOp::getNontemporal() { return getNontemporalOf(state); }
bool StoreOp::getNontemporal() { return getNontemporalOf(state); }

static LogicalResult verifyStoreInvariants(Operation *op) {
  if (failed(verifyNontemporal(op)) ||
      failed(checkOperand(op, 1, isRankedMemRef(op->getOperand(1).getType()),
                          kMemRefSummary)) ||
      failed(verifyIndexOperands(op, 2, op->getNumOperands())))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getOperand(1).getType());
  if (type.getElementType() != op->getOperand(0).getType())
    return op->emitOpError("failed to verify that type of 'value' matches "
                           "element type of 'memref'");
  return success();
}

static LogicalResult verifyStore(Operation *op) {
  auto type = llvm::cast<MemRefType>(op->getOperand(1).getType());
  if (op->getNumOperands() - 2 != type.getRank())
    return op->emitOpError("store index operand count not equal to memref "
                           "rank");
  return success();
}

static ParseResult parseStore(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand value, memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  MemRefType type;
  if (parser.parseOperand(value) || parser.parseComma() ||
      parser.parseOperand(memref) || parseIndexList(parser, indices) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(value, type.getElementType(), state.operands) ||
      parser.resolveOperand(memref, type, state.operands) ||
      parser.resolveOperands(indices, Type(IndexType::get(parser.getContext())),
                             state.operands))
    return failure();
  return success();
}

static void printStore(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ", " << op->getOperand(1);
  printIndexList(p, op->getOperands().drop_front(2));
  printAttrDictWithoutFalseNontemporal(p, op);
  p << " : " << op->getOperand(1).getType();
}

void StoreOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(2), CountConstraint::exactly(0));
  info.inherentAttrs = {{kNontemporal, isBool}};
  info.verifyInvariants = verifyStoreInvariants;
  info.attachInterface(&kStoreEffects);
  info.verify = verifyStore;
  info.parse = parseStore;
  info.print = printStore;
}

//===----------------------------------------------------------------------===//
// cast, memory_space_cast
//===----------------------------------------------------------------------===//

/// Whether two strides or offsets may describe the same value.
static bool compatibleDim(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

/// memref.cast's rule: same element type and memory space; between ranked
/// types, the same rank, compatible sizes and compatible strided layouts;
/// a ranked and an unranked type may be cast either way.
bool assay::memref::areCastCompatible(Type from, Type to) {
  auto fromRanked = llvm::dyn_cast<MemRefType>(from);
  auto toRanked = llvm::dyn_cast<MemRefType>(to);
  auto fromBase = llvm::dyn_cast<BaseMemRefType>(from);
  auto toBase = llvm::dyn_cast<BaseMemRefType>(to);
  if (!fromBase || !toBase)
    return false;
  if (fromBase.getElementType() != toBase.getElementType() ||
      fromBase.getMemorySpace() != toBase.getMemorySpace())
    return false;
  if (!fromRanked || !toRanked)
    return fromRanked || toRanked;
  if (fromRanked.getRank() != toRanked.getRank())
    return false;
  for (int64_t i = 0, e = fromRanked.getRank(); i < e; ++i)
    if (!compatibleDim(fromRanked.getDimSize(i), toRanked.getDimSize(i)))
      return false;
  if (fromRanked.getLayout() == toRanked.getLayout())
    return true;
  llvm::SmallVector<int64_t> fromStrides, toStrides;
  int64_t fromOffset, toOffset;
  if (failed(getStridesAndOffset(fromRanked, fromStrides, fromOffset)) ||
      failed(getStridesAndOffset(toRanked, toStrides, toOffset)))
    return false;
  if (!compatibleDim(fromOffset, toOffset))
    return false;
  for (size_t i = 0, e = fromStrides.size(); i < e; ++i)
    if (!compatibleDim(fromStrides[i], toStrides[i]))
      return false;
  return true;
}

static LogicalResult verifyCastInvariants(Operation *op) {
  if (failed(checkOperand(op, 0, isAnyMemRef(op->getOperand(0).getType()),
                          kAnyMemRefSummary)))
    return failure();
  return checkResult(op, 0, isAnyMemRef(op->getResult(0).getType()),
                     kAnyMemRefSummary);
}

static LogicalResult castIncompatible(Operation *op) {
  return op->emitOpError("operand type '")
         << op->getOperand(0).getType() << "' and result type '"
         << op->getResult(0).getType() << "' are cast incompatible";
}

static LogicalResult verifyCast(Operation *op) {
  if (memref::areCastCompatible(op->getOperand(0).getType(),
                                op->getResult(0).getType()))
    return success();
  return castIncompatible(op);
}

/// `$source attr-dict : type($source) to type($dest)`.
static ParseResult parseSourceToType(OpAsmParser &parser,
                                     OperationState &state) {
  OpAsmParser::UnresolvedOperand source;
  Type sourceType, resultType;
  if (parser.parseOperand(source) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(resultType) ||
      parser.resolveOperand(source, sourceType, state.operands))
    return failure();
  state.addTypes(resultType);
  return success();
}

static void printSourceToType(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printAttrDict(p, op);
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getResult(0).getType();
}

/// Whether `cast` may run where it would not have: it only forgets static
/// information (or the rank), so no static size, offset or stride of its
/// result can fail to hold, and it never looks at memory.
static bool isCastSpeculatable(Operation *op) {
  Type from = op->getOperand(0).getType(), to = op->getResult(0).getType();
  if (llvm::isa<UnrankedMemRefType>(to))
    return llvm::isa<MemRefType>(from);
  auto rankedFrom = llvm::dyn_cast<MemRefType>(from);
  auto rankedTo = llvm::dyn_cast<MemRefType>(to);
  return rankedFrom && rankedTo && castOnlyForgets(rankedFrom, rankedTo);
}

static const ConditionallySpeculatableInterface kCastSpeculatable = {
    isCastSpeculatable};

void CastOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(1));
  // Not Pure: UB when a static size, offset or stride of the result does
  // not hold; speculatable when the cast only forgets them.
  info.addTrait(OpTrait::NoMemoryEffect);
  info.attachInterface(&kCastSpeculatable);
  info.verifyInvariants = verifyCastInvariants;
  info.verify = verifyCast;
  info.parse = parseSourceToType;
  info.print = printSourceToType;
  info.attachInterface(&kCastNames);
}

/// Two types that differ at most in their memory space.
static bool areMemorySpaceCastCompatible(Type from, Type to) {
  auto fromBase = llvm::dyn_cast<BaseMemRefType>(from);
  auto toBase = llvm::dyn_cast<BaseMemRefType>(to);
  if (!fromBase || !toBase ||
      fromBase.getElementType() != toBase.getElementType())
    return false;
  auto fromRanked = llvm::dyn_cast<MemRefType>(from);
  auto toRanked = llvm::dyn_cast<MemRefType>(to);
  if (!fromRanked || !toRanked)
    return !fromRanked && !toRanked;
  return fromRanked.getShape() == toRanked.getShape() &&
         fromRanked.getLayout() == toRanked.getLayout();
}

static LogicalResult verifyMemorySpaceCast(Operation *op) {
  if (areMemorySpaceCastCompatible(op->getOperand(0).getType(),
                                   op->getResult(0).getType()))
    return success();
  return castIncompatible(op);
}

void MemorySpaceCastOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(1));
  info.addTrait(OpTrait::Pure);
  info.verifyInvariants = verifyCastInvariants;
  info.verify = verifyMemorySpaceCast;
  info.parse = parseSourceToType;
  info.print = printSourceToType;
  info.attachInterface(&kMemSpaceCastNames);
}

//===----------------------------------------------------------------------===//
// dim
//===----------------------------------------------------------------------===//

static LogicalResult verifyDimInvariants(Operation *op) {
  Type source = op->getOperand(0).getType();
  auto ranked = llvm::dyn_cast<MemRefType>(source);
  bool ok = llvm::isa<UnrankedMemRefType>(source) ||
            (ranked && ranked.getRank() != 0);
  if (failed(checkOperand(op, 0, ok,
                          "unranked.memref of any type values or "
                          "non-0-ranked.memref of any type values")) ||
      failed(verifyIndexOperand(op, 1)))
    return failure();
  return checkResult(op, 0, llvm::isa<IndexType>(op->getResult(0).getType()),
                     "index");
}

static ParseResult parseDim(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, index;
  Type type;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseOperand(source) || parser.parseComma() ||
      parser.parseOperand(index) || parser.parseColonType(type) ||
      parser.resolveOperand(source, type, state.operands) ||
      parser.resolveOperand(index, Type(IndexType::get(parser.getContext())),
                            state.operands))
    return failure();
  state.addTypes(Type(IndexType::get(parser.getContext())));
  return success();
}

static void printDim(Operation *op, OpAsmPrinter &p) {
  printAttrDict(p, op);
  p << ' ' << op->getOperand(0) << ", " << op->getOperand(1) << " : "
    << op->getOperand(0).getType();
}

/// Whether `dim` may run where it would not have: its only undefined
/// behaviour is an index out of range (it reads the descriptor, so a freed
/// memref still answers and a poison one gives poison), which a constant
/// index within the rank of a ranked memref rules out.
static bool isDimSpeculatable(Operation *op) {
  auto type = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
  Operation *def = op->getOperand(1).getDefiningOp();
  if (!type || !def || !def->hasTrait(OpTrait::ConstantLike))
    return false;
  auto index =
      llvm::dyn_cast_or_null<IntegerAttr>(def->getInherentAttr("value"));
  return index && index.getValue().getSExtValue() >= 0 &&
         index.getValue().getSExtValue() < type.getRank();
}

static const ConditionallySpeculatableInterface kDimSpeculatable = {
    isDimSpeculatable};

void DimOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(2), CountConstraint::exactly(1));
  // Not Pure: UB on an index out of range; speculatable when a constant
  // index rules that out.
  info.addTrait(OpTrait::NoMemoryEffect);
  info.attachInterface(&kDimSpeculatable);
  info.verifyInvariants = verifyDimInvariants;
  info.parse = parseDim;
  info.print = printDim;
  info.attachInterface(&kDimNames);
}

//===----------------------------------------------------------------------===//
// copy
//===----------------------------------------------------------------------===//

static LogicalResult verifyCopyInvariants(Operation *op) {
  for (unsigned i = 0; i < 2; ++i)
    if (failed(checkOperand(op, i, isAnyMemRef(op->getOperand(i).getType()),
                            kAnyMemRefSummary)))
      return failure();
  auto a = llvm::cast<BaseMemRefType>(op->getOperand(0).getType());
  auto b = llvm::cast<BaseMemRefType>(op->getOperand(1).getType());
  if (a.hasRank() && b.hasRank()) {
    if (a.getRank() != b.getRank())
      return op->emitOpError("requires the same shape for all operands");
    for (int64_t i = 0, e = a.getRank(); i < e; ++i)
      if (!compatibleDim(a.getDimSize(i), b.getDimSize(i)))
        return op->emitOpError("requires the same shape for all operands");
  }
  if (a.getElementType() != b.getElementType())
    return op->emitOpError("requires the same element type for all operands");
  return success();
}

static ParseResult parseCopy(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand source, target;
  Type sourceType, targetType;
  if (parser.parseOperand(source) || parser.parseComma() ||
      parser.parseOperand(target) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(sourceType) || parser.parseKeyword("to") ||
      parser.parseType(targetType) ||
      parser.resolveOperand(source, sourceType, state.operands) ||
      parser.resolveOperand(target, targetType, state.operands))
    return failure();
  return success();
}

static void printCopy(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ", " << op->getOperand(1);
  printAttrDict(p, op);
  p << " : " << op->getOperand(0).getType() << " to "
    << op->getOperand(1).getType();
}

void CopyOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(2), CountConstraint::exactly(0));
  info.verifyInvariants = verifyCopyInvariants;
  info.attachInterface(&kCopyEffects);
  info.parse = parseCopy;
  info.print = printCopy;
}

//===----------------------------------------------------------------------===//
// global, get_global
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kSymName = "sym_name";
static constexpr llvm::StringLiteral kSymVisibility = "sym_visibility";
static constexpr llvm::StringLiteral kType = "type";
static constexpr llvm::StringLiteral kInitialValue = "initial_value";
static constexpr llvm::StringLiteral kConstant = "constant";

/// The tensor type whose elements initialize a global of `type`.
static Type getInitializerType(MemRefType type) {
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

static LogicalResult verifyGlobalInvariants(Operation *op) {
  auto isString = [](Attribute a) {
    return llvm::isa_and_nonnull<StringAttr>(a);
  };
  if (!isString(op->getInherentAttr(kSymName)))
    return op->getInherentAttr(kSymName)
               ? attrFailure(op, kSymName, "string attribute")
               : op->emitOpError("requires attribute 'sym_name'");
  if (Attribute vis = op->getInherentAttr(kSymVisibility);
      vis && !isString(vis))
    return attrFailure(op, kSymVisibility, "string attribute");
  auto typeAttr = llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr(kType));
  if (!op->getInherentAttr(kType))
    return op->emitOpError("requires attribute 'type'");
  if (!typeAttr || !llvm::isa<MemRefType>(typeAttr.getValue()))
    return attrFailure(op, kType, "memref type attribute");
  if (Attribute c = op->getInherentAttr(kConstant);
      c && !llvm::isa<UnitAttr>(c))
    return attrFailure(op, kConstant, "unit attribute");
  Attribute align = op->getInherentAttr(kAlignment);
  if (align && !isI64Integer(align))
    return attrFailure(op, kAlignment, "64-bit signless integer attribute");
  return success();
}

static LogicalResult verifyGlobal(Operation *op) {
  auto type = llvm::cast<MemRefType>(
      llvm::cast<TypeAttr>(op->getInherentAttr(kType)).getValue());
  if (!type.hasStaticShape())
    return op->emitOpError("type should be static shaped memref, but got '")
           << Type(type) << '\'';
  if (Attribute init = op->getInherentAttr(kInitialValue)) {
    if (!llvm::isa<UnitAttr>(init)) {
      auto elements = llvm::dyn_cast<ElementsAttr>(init);
      if (!elements)
        return op->emitOpError("initial value should be a unit or elements "
                               "attribute, but got ")
               << init;
      Type expected = getInitializerType(type);
      if (elements.getType() != expected)
        return op->emitOpError("initial value expected to be of type ")
               << '\'' << expected << "', but was of type '"
               << Type(elements.getType()) << '\'';
    }
  }
  if (std::optional<uint64_t> align = getAlignmentOf(op))
    if (!llvm::isPowerOf2_64(*align))
      return op->emitError("alignment attribute value ")
             << *align << " is not a power of 2";
  return success();
}

static ParseResult parseGlobal(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  std::string visibility;
  if (succeeded(parser.parseOptionalString(&visibility)))
    state.addAttribute(kSymVisibility, StringAttr::get(ctx, visibility));
  if (succeeded(parser.parseOptionalKeyword(kConstant)))
    state.addAttribute(kConstant, UnitAttr::get(ctx));
  StringAttr name;
  Type type;
  if (parser.parseSymbolName(name) || parser.parseColon())
    return failure();
  if (parser.parseType(type))
    return failure();
  state.addAttribute(kSymName, name);
  state.addAttribute(kType, TypeAttr::get(type));
  auto memrefType = llvm::dyn_cast<MemRefType>(type);
  if (!memrefType || !memrefType.hasStaticShape())
    return parser.emitError(parser.getNameLoc(),
                            "type should be static shaped memref, but got '")
           << type << '\'';
  if (succeeded(parser.parseOptionalEqual())) {
    if (succeeded(parser.parseOptionalKeyword("uninitialized"))) {
      state.addAttribute(kInitialValue, UnitAttr::get(ctx));
    } else {
      Attribute init;
      if (parser.parseAttribute(init, getInitializerType(memrefType)))
        return failure();
      if (!llvm::isa<ElementsAttr>(init))
        return parser.emitError(parser.getNameLoc(),
                                "initial value should be a unit or elements "
                                "attribute");
      state.addAttribute(kInitialValue, init);
    }
  }
  return parser.parseOptionalAttrDict(state.attributes);
}

static void printGlobal(Operation *op, OpAsmPrinter &p) {
  if (auto vis = llvm::dyn_cast_or_null<StringAttr>(
          op->getInherentAttr(kSymVisibility))) {
    p << ' ';
    p.printString(vis.getValue());
  }
  if (op->getInherentAttr(kConstant))
    p << " constant";
  p << ' ';
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr(kSymName)))
    p.printSymbolName(name.getValue());
  auto typeAttr = llvm::cast<TypeAttr>(op->getInherentAttr(kType));
  p << " : " << typeAttr.getValue();
  if (Attribute init = op->getInherentAttr(kInitialValue)) {
    p << " = ";
    if (llvm::isa<UnitAttr>(init))
      p << "uninitialized";
    else
      p.printAttributeWithoutType(init);
  }
  printAttrDict(p, op,
                {kSymVisibility, kConstant, kSymName, kType, kInitialValue});
}

void GlobalOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(0), CountConstraint::exactly(0));
  info.addTrait(OpTrait::Symbol);
  auto isString = [](Attribute a) { return llvm::isa<StringAttr>(a); };
  info.inherentAttrs = {{kAlignment, nullptr},      {kConstant, nullptr},
                        {kInitialValue, nullptr},   {kSymName, isString},
                        {kSymVisibility, isString}, {kType, nullptr}};
  info.verifyInvariants = verifyGlobalInvariants;
  info.attachInterface(&kGlobalEffects);
  info.verify = verifyGlobal;
  info.parse = parseGlobal;
  info.print = printGlobal;
}

llvm::StringRef GlobalOp::getSymName() {
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(state->getInherentAttr(kSymName)))
    return name.getValue();
  return {};
}

MemRefType GlobalOp::getType() {
  if (auto type =
          llvm::dyn_cast_or_null<TypeAttr>(state->getInherentAttr(kType)))
    return llvm::dyn_cast<MemRefType>(type.getValue());
  return {};
}

Attribute GlobalOp::getInitialValue() {
  return state->getInherentAttr(kInitialValue);
}

bool GlobalOp::getConstant() { return bool(state->getInherentAttr(kConstant)); }

std::optional<uint64_t> GlobalOp::getAlignment() {
  return getAlignmentOf(state);
}

static constexpr llvm::StringLiteral kName = "name";

static LogicalResult verifyGetGlobalInvariants(Operation *op) {
  Attribute name = op->getInherentAttr(kName);
  if (!name)
    return op->emitOpError("requires attribute 'name'");
  if (!llvm::isa<FlatSymbolRefAttr>(name))
    return attrFailure(op, kName, "flat symbol reference attribute");
  return checkResult(
      op, 0,
      llvm::isa<MemRefType>(op->getResult(0).getType()) &&
          llvm::cast<MemRefType>(op->getResult(0).getType()).hasStaticShape(),
      "statically shaped memref of any type values");
}

static LogicalResult verifyGetGlobal(Operation *op) {
  auto name = llvm::cast<FlatSymbolRefAttr>(op->getInherentAttr(kName));
  Operation *symbol = SymbolTable::lookupNearestSymbolFrom(op, name);
  auto global = llvm::dyn_cast_or_null<GlobalOp>(symbol);
  if (!global)
    return op->emitOpError("'")
           << name.getValue() << "' does not reference a valid global memref";
  Type resultType = op->getResult(0).getType();
  if (global.getType() != resultType)
    return op->emitOpError("result type ")
           << '\'' << resultType << '\'' << " does not match type " << '\''
           << Type(global.getType()) << '\'' << " of the global memref @"
           << name.getValue();
  return success();
}

static ParseResult parseGetGlobal(OpAsmParser &parser, OperationState &state) {
  StringAttr name;
  Type type;
  if (parser.parseSymbolName(name) || parser.parseColonType(type) ||
      parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addAttribute(kName, FlatSymbolRefAttr::get(name));
  state.addTypes(type);
  return success();
}

static void printGetGlobal(Operation *op, OpAsmPrinter &p) {
  p << ' ';
  auto name = llvm::cast<FlatSymbolRefAttr>(op->getInherentAttr(kName));
  p.printSymbolName(name.getValue());
  p << " : " << op->getResult(0).getType();
  printAttrDict(p, op, {kName});
}

void GetGlobalOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(0), CountConstraint::exactly(1));
  info.addTrait(OpTrait::Pure);
  info.inherentAttrs = {{kName, nullptr}};
  info.verifyInvariants = verifyGetGlobalInvariants;
  info.verify = verifyGetGlobal;
  info.parse = parseGetGlobal;
  info.print = printGetGlobal;
}

llvm::StringRef GetGlobalOp::getName() {
  if (auto name = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
          state->getInherentAttr(kName)))
    return name.getValue();
  return {};
}

//===----------------------------------------------------------------------===//
// atomic_rmw
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kKind = "kind";

/// The keywords of arith::AtomicRMWKind, indexed by value.
static constexpr llvm::StringLiteral kAtomicKindNames[] = {
    "addf", "addi", "assign", "maximumf", "maxs", "maxu",    "minimumf", "mins",
    "minu", "mulf", "muli",   "ori",      "andi", "maxnumf", "minnumf"};

static std::optional<arith::AtomicRMWKind> getAtomicKind(Attribute attr) {
  auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(attr);
  if (!intAttr || !isI64Integer(attr))
    return std::nullopt;
  uint64_t value = intAttr.getValue().getZExtValue();
  if (value >= std::size(kAtomicKindNames))
    return std::nullopt;
  return arith::AtomicRMWKind(value);
}

static bool isFloatKind(arith::AtomicRMWKind kind) {
  using K = arith::AtomicRMWKind;
  switch (kind) {
  case K::addf:
  case K::maximumf:
  case K::minimumf:
  case K::mulf:
  case K::maxnumf:
  case K::minnumf:
    return true;
  default:
    return false;
  }
}

static LogicalResult verifyAtomicRMWInvariants(Operation *op) {
  if (!op->getInherentAttr(kKind))
    return op->emitOpError("requires attribute 'kind'");
  if (!getAtomicKind(op->getInherentAttr(kKind)))
    return attrFailure(op, kKind,
                       "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, "
                       "5, 6, 7, 8, 9, 10, 11, 12, 13, 14");
  Type valueType = op->getOperand(0).getType();
  bool signlessOrFloat = llvm::isa<FloatType>(valueType) ||
                         (llvm::isa<IntegerType>(valueType) &&
                          llvm::cast<IntegerType>(valueType).isSignless());
  if (failed(checkOperand(op, 0, signlessOrFloat,
                          "signless integer or floating-point")) ||
      failed(checkOperand(op, 1, isRankedMemRef(op->getOperand(1).getType()),
                          kMemRefSummary)) ||
      failed(verifyIndexOperands(op, 2, op->getNumOperands())))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getOperand(1).getType());
  if (type.getElementType() != valueType ||
      op->getResult(0).getType() != valueType)
    return op->emitOpError("failed to verify that value type matches element "
                           "type of memref");
  return success();
}

static LogicalResult verifyAtomicRMW(Operation *op) {
  auto type = llvm::cast<MemRefType>(op->getOperand(1).getType());
  if (op->getNumOperands() - 2 != type.getRank())
    return op->emitOpError("expects the number of subscripts to be equal to "
                           "memref rank");
  arith::AtomicRMWKind kind = *getAtomicKind(op->getInherentAttr(kKind));
  if (kind == arith::AtomicRMWKind::assign)
    return success();
  Type valueType = op->getOperand(0).getType();
  llvm::StringRef name = kAtomicKindNames[unsigned(kind)];
  if (isFloatKind(kind) && !llvm::isa<FloatType>(valueType))
    return op->emitOpError("with kind '")
           << name << "' expects a floating-point type";
  if (!isFloatKind(kind) && !llvm::isa<IntegerType>(valueType))
    return op->emitOpError("with kind '")
           << name << "' expects an integer type";
  return success();
}

static ParseResult parseAtomicRMW(OpAsmParser &parser, OperationState &state) {
  llvm::SMLoc kindLoc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  const auto *it = llvm::find(kAtomicKindNames, keyword);
  if (it == std::end(kAtomicKindNames))
    return parser.emitError(kindLoc, "expected ")
           << "::mlir::arith::AtomicRMWKind to be one of: addf, addi, "
              "assign, maximumf, maxs, maxu, minimumf, mins, minu, mulf, "
              "muli, ori, andi, maxnumf, minnumf";
  Context *ctx = parser.getContext();
  state.addAttribute(
      kKind, IntegerAttr::get(IntegerType::get(ctx, 64),
                              int64_t(it - std::begin(kAtomicKindNames))));
  OpAsmParser::UnresolvedOperand value, memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  Type valueType, memrefType, resultType;
  if (parser.parseOperand(value) || parser.parseComma() ||
      parser.parseOperand(memref) || parseIndexList(parser, indices) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseLParen() || parser.parseType(valueType) ||
      parser.parseComma() || parser.parseType(memrefType) ||
      parser.parseRParen() || parser.parseArrow() ||
      parser.parseType(resultType) ||
      parser.resolveOperand(value, valueType, state.operands) ||
      parser.resolveOperand(memref, memrefType, state.operands) ||
      parser.resolveOperands(indices, Type(IndexType::get(ctx)),
                             state.operands))
    return failure();
  state.addTypes(resultType);
  return success();
}

static void printAtomicRMW(Operation *op, OpAsmPrinter &p) {
  std::optional<arith::AtomicRMWKind> kind =
      getAtomicKind(op->getInherentAttr(kKind));
  p << ' '
    << (kind ? llvm::StringRef(kAtomicKindNames[unsigned(*kind)])
             : llvm::StringRef("?"))
    << ' ' << op->getOperand(0) << ", " << op->getOperand(1);
  printIndexList(p, op->getOperands().drop_front(2));
  printAttrDict(p, op, {kKind});
  p << " : (" << op->getOperand(0).getType() << ", "
    << op->getOperand(1).getType() << ") -> " << op->getResult(0).getType();
}

void AtomicRMWOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(2), CountConstraint::exactly(1));
  info.inherentAttrs = {{kKind, nullptr}};
  info.verifyInvariants = verifyAtomicRMWInvariants;
  info.attachInterface(&kAtomicRMWEffects);
  info.verify = verifyAtomicRMW;
  info.parse = parseAtomicRMW;
  info.print = printAtomicRMW;
}

arith::AtomicRMWKind AtomicRMWOp::getKind() {
  return getAtomicKind(state->getInherentAttr(kKind))
      .value_or(arith::AtomicRMWKind::assign);
}

//===----------------------------------------------------------------------===//
// generic_atomic_rmw, atomic_yield
//===----------------------------------------------------------------------===//

static LogicalResult verifyGenericAtomicRMWInvariants(Operation *op) {
  if (failed(checkOperand(op, 0, isRankedMemRef(op->getOperand(0).getType()),
                          kMemRefSummary)) ||
      failed(verifyIndexOperands(op, 1, op->getNumOperands())))
    return failure();
  if (op->getResult(0).getType() !=
      llvm::cast<MemRefType>(op->getOperand(0).getType()).getElementType())
    return op->emitOpError("failed to verify that result type matches "
                           "element type of memref");
  return success();
}

static LogicalResult verifyGenericAtomicRMW(Operation *op) {
  Region &body = op->getRegion(0);
  if (body.empty())
    return success();
  Block &block = body.front();
  if (block.getNumArguments() != 1)
    return op->emitOpError("expected single number of entry block arguments");
  if (block.getArgument(0).getType() != op->getResult(0).getType())
    return op->emitOpError("expected block argument of the same type result "
                           "type");
  // The body may only compute: any op with effects (or unknown ones) is
  // refused, nested regions included.
  llvm::SmallVector<Region *, 4> pending{&body};
  while (!pending.empty()) {
    Region *region = pending.pop_back_val();
    for (Block &b : *region)
      for (Operation &nested : b) {
        if (!nested.hasTrait(OpTrait::Pure) &&
            !nested.hasTrait(OpTrait::Terminator))
          return nested.emitError("body of 'memref.generic_atomic_rmw' should "
                                  "contain only operations with no side "
                                  "effects");
        for (Region &sub : nested.getRegions())
          pending.push_back(&sub);
      }
  }
  return success();
}

static ParseResult parseGenericAtomicRMW(OpAsmParser &parser,
                                         OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  MemRefType type;
  if (parser.parseOperand(memref) || parseIndexList(parser, indices) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(memref, type, state.operands) ||
      parser.resolveOperands(indices, Type(IndexType::get(parser.getContext())),
                             state.operands))
    return failure();
  Region *body = state.addRegion();
  if (parser.parseRegion(*body))
    return failure();
  ensureTerminator(*body, state.location, AtomicYieldOp::getOperationName());
  if (parser.parseOptionalAttrDict(state.attributes))
    return failure();
  state.addTypes(type.getElementType());
  return success();
}

static void printGenericAtomicRMW(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printIndexList(p, op->getOperands().drop_front(1));
  p << " : " << op->getOperand(0).getType() << ' ';
  p.printRegion(op->getRegion(0));
  printAttrDict(p, op);
}

void GenericAtomicRMWOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(1), CountConstraint::exactly(1), 1);
  info.addTrait(OpTrait::SingleBlockImplicitTerminator);
  info.implicitTerminatorName = AtomicYieldOp::getOperationName();
  info.verifyInvariants = verifyGenericAtomicRMWInvariants;
  info.attachInterface(&kGenericAtomicRMWEffects);
  info.verify = verifyGenericAtomicRMW;
  info.parse = parseGenericAtomicRMW;
  info.print = printGenericAtomicRMW;
}

static LogicalResult verifyAtomicYield(Operation *op) {
  Operation *parent = op->getParentOp();
  Type parentType = parent->getResult(0).getType();
  Type yieldType = op->getOperand(0).getType();
  if (parentType != yieldType)
    return op->emitOpError("types mismatch between yield op: ")
           << '\'' << yieldType << "' and its parent: '" << parentType << '\'';
  return success();
}

static ParseResult parseAtomicYield(OpAsmParser &parser,
                                    OperationState &state) {
  OpAsmParser::UnresolvedOperand value;
  Type type;
  if (parser.parseOperand(value) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(value, type, state.operands))
    return failure();
  return success();
}

void AtomicYieldOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(0));
  for (OpTrait t : {OpTrait::HasParent, OpTrait::Pure, OpTrait::Terminator})
    info.addTrait(t);
  info.parentNames = {GenericAtomicRMWOp::getOperationName()};
  info.verify = verifyAtomicYield;
  info.parse = parseAtomicYield;
  info.print = printOperandAttrsColonType;
}

//===----------------------------------------------------------------------===//
// prefetch, assume_alignment
//===----------------------------------------------------------------------===//
//
// Both are hints with no effect on the values a program computes, but they
// declare no memory effects: generic passes keep them in place, as mlir-opt
// does.

static constexpr llvm::StringLiteral kIsWrite = "isWrite";
static constexpr llvm::StringLiteral kLocalityHint = "localityHint";
static constexpr llvm::StringLiteral kIsDataCache = "isDataCache";

static LogicalResult verifyPrefetchInvariants(Operation *op) {
  for (llvm::StringRef name : {kIsDataCache, kIsWrite}) {
    Attribute attr = op->getInherentAttr(name);
    if (!attr)
      return op->emitOpError("requires attribute '") << name << "'";
    if (!isBool(attr))
      return attrFailure(op, name, "bool attribute");
  }
  Attribute hint = op->getInherentAttr(kLocalityHint);
  if (!hint)
    return op->emitOpError("requires attribute 'localityHint'");
  if (!isI32Integer(hint) || llvm::cast<IntegerAttr>(hint).getInt() < 0 ||
      llvm::cast<IntegerAttr>(hint).getInt() > 3)
    return attrFailure(op, kLocalityHint,
                       "32-bit signless integer attribute whose minimum value "
                       "is 0 whose maximum value is 3");
  if (failed(checkOperand(op, 0, isRankedMemRef(op->getOperand(0).getType()),
                          kMemRefSummary)))
    return failure();
  return verifyIndexOperands(op, 1, op->getNumOperands());
}

static LogicalResult verifyPrefetch(Operation *op) {
  auto type = llvm::cast<MemRefType>(op->getOperand(0).getType());
  if (op->getNumOperands() != 1 + type.getRank())
    return op->emitOpError("too few indices");
  return success();
}

static ParseResult parsePrefetch(OpAsmParser &parser, OperationState &state) {
  Context *ctx = parser.getContext();
  OpAsmParser::UnresolvedOperand memref;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand, 4> indices;
  llvm::StringRef readOrWrite, cacheType;
  IntegerAttr hint;
  MemRefType type;
  if (parser.parseOperand(memref) || parseIndexList(parser, indices) ||
      parser.parseComma() || parser.parseKeyword(&readOrWrite) ||
      parser.parseComma() || parser.parseKeyword("locality") ||
      parser.parseLess() ||
      parser.parseAttribute(hint, IntegerType::get(ctx, 32)) ||
      parser.parseGreater() || parser.parseComma() ||
      parser.parseKeyword(&cacheType) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(memref, type, state.operands) ||
      parser.resolveOperands(indices, Type(IndexType::get(ctx)),
                             state.operands))
    return failure();
  if (readOrWrite != "read" && readOrWrite != "write")
    return parser.emitError(parser.getNameLoc(),
                            "rw specifier has to be 'read' or 'write'");
  if (cacheType != "data" && cacheType != "instr")
    return parser.emitError(parser.getNameLoc(),
                            "cache type has to be 'data' or 'instr'");
  state.addAttribute(kLocalityHint, hint);
  state.addAttribute(kIsWrite, BoolAttr::get(ctx, readOrWrite == "write"));
  state.addAttribute(kIsDataCache, BoolAttr::get(ctx, cacheType == "data"));
  return success();
}

static void printPrefetch(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0);
  printIndexList(p, op->getOperands().drop_front(1));
  auto isWrite =
      llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(kIsWrite));
  auto isData =
      llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(kIsDataCache));
  auto hint =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kLocalityHint));
  p << ", " << (isWrite && isWrite.getValue() ? "write" : "read")
    << ", locality<" << (hint ? hint.getInt() : int64_t(0)) << ">, "
    << (isData && isData.getValue() ? "data" : "instr");
  printAttrDict(p, op, {kLocalityHint, kIsWrite, kIsDataCache});
  p << " : " << op->getOperand(0).getType();
}

void PrefetchOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::atLeast(1), CountConstraint::exactly(0));
  info.inherentAttrs = {
      {kIsDataCache, isBool}, {kIsWrite, isBool}, {kLocalityHint, nullptr}};
  info.verifyInvariants = verifyPrefetchInvariants;
  info.verify = verifyPrefetch;
  info.parse = parsePrefetch;
  info.print = printPrefetch;
}

static LogicalResult verifyAssumeAlignmentInvariants(Operation *op) {
  Attribute attr = op->getInherentAttr(kAlignment);
  if (!attr)
    return op->emitOpError("requires attribute 'alignment'");
  if (!isI32Integer(attr) || llvm::cast<IntegerAttr>(attr).getInt() <= 0)
    return attrFailure(op, kAlignment,
                       "32-bit signless integer attribute whose value is "
                       "positive");
  return checkOperand(op, 0, isRankedMemRef(op->getOperand(0).getType()),
                      kMemRefSummary);
}

static LogicalResult verifyAssumeAlignment(Operation *op) {
  auto attr = llvm::cast<IntegerAttr>(op->getInherentAttr(kAlignment));
  if (!llvm::isPowerOf2_64(uint64_t(attr.getInt())))
    return op->emitOpError("alignment must be power of 2");
  return success();
}

static ParseResult parseAssumeAlignment(OpAsmParser &parser,
                                        OperationState &state) {
  OpAsmParser::UnresolvedOperand memref;
  int32_t alignment;
  Type type;
  if (parser.parseOperand(memref) || parser.parseComma() ||
      parser.parseInteger(alignment) ||
      parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(memref, type, state.operands))
    return failure();
  state.addAttribute(
      kAlignment,
      IntegerAttr::get(IntegerType::get(parser.getContext(), 32), alignment));
  return success();
}

static void printAssumeAlignment(Operation *op, OpAsmPrinter &p) {
  p << ' ' << op->getOperand(0) << ", ";
  if (auto attr =
          llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(kAlignment)))
    p.printAttributeWithoutType(attr);
  printAttrDict(p, op, {kAlignment});
  p << " : " << op->getOperand(0).getType();
}

void AssumeAlignmentOp::populateInfo(OpInfo &info) {
  setCounts(info, CountConstraint::exactly(1), CountConstraint::exactly(0));
  info.inherentAttrs = {{kAlignment, nullptr}};
  info.verifyInvariants = verifyAssumeAlignmentInvariants;
  info.verify = verifyAssumeAlignment;
  info.parse = parseAssumeAlignment;
  info.print = printAssumeAlignment;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void memref::registerMemRefOps(Dialect &dialect) {
  registerOp<AllocOp>(dialect);
  registerOp<AllocaOp>(dialect);
  registerOp<ReallocOp>(dialect);
  registerOp<AllocaScopeOp>(dialect);
  registerOp<AllocaScopeReturnOp>(dialect);
  registerOp<DeallocOp>(dialect);
  registerOp<LoadOp>(dialect);
  registerOp<StoreOp>(dialect);
  registerOp<CastOp>(dialect);
  registerOp<MemorySpaceCastOp>(dialect);
  registerOp<DimOp>(dialect);
  registerOp<RankOp>(dialect);
  registerOp<CopyOp>(dialect);
  registerOp<GlobalOp>(dialect);
  registerOp<GetGlobalOp>(dialect);
  registerOp<ExtractStridedMetadataOp>(dialect);
  registerOp<ExtractAlignedPointerAsIndexOp>(dialect);
  registerOp<AtomicRMWOp>(dialect);
  registerOp<GenericAtomicRMWOp>(dialect);
  registerOp<AtomicYieldOp>(dialect);
  registerOp<PrefetchOp>(dialect);
  registerOp<AssumeAlignmentOp>(dialect);
  registerMemRefViewOps(dialect);
  registerMemRefDmaOps(dialect);
}
