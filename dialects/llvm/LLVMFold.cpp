//===- LLVMFold.cpp - The folders of the llvm dialect ---------------------===//
//
// The folds MLIR 19 performs on the ops the lowerings emit: constants fold
// to their value (so the greedy driver can hoist and merge them), zext of
// a scalar constant is computed, casts to
// the same type and round trips through bitcast/addrspacecast disappear,
// extractvalue reads through the insertvalue chain that built its operand,
// a comparison of a value with itself is known, a getelementptr by zero
// constant indices is its base. The dialect materializes integer, float and
// dense constants as `llvm.mlir.constant`.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMDialect.h"

#include "dialects/AllPatterns.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Builder.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/FoldInterfaces.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::LLVM;

/// llvm.mlir.constant folds to its value.
static LogicalResult
foldConstant(Operation *op, llvm::ArrayRef<Attribute>,
             llvm::SmallVectorImpl<OpFoldResult> &results) {
  Attribute value = op->getInherentAttr("value");
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

/// llvm.mlir.undef, llvm.mlir.poison, llvm.mlir.zero and llvm.mlir.addressof
/// fold to #llvm.undef, #llvm.poison, #llvm.zero and their symbol.
static LogicalResult
foldValueConstant(Operation *op, llvm::ArrayRef<Attribute>,
                  llvm::SmallVectorImpl<OpFoldResult> &results) {
  Context *ctx = op->getContext();
  llvm::StringRef name = op->getName().getStringRef();
  Attribute value;
  if (name == "llvm.mlir.undef")
    value = UndefAttr::get(ctx);
  else if (name == "llvm.mlir.poison")
    value = PoisonAttr::get(ctx);
  else if (name == "llvm.mlir.zero")
    value = ZeroAttr::get(ctx);
  else
    value = op->getInherentAttr("global_name");
  if (!value)
    return failure();
  results.push_back(value);
  return success();
}

/// cast(x : T to T) -> x
/// cast(cast(x : T to U) : U to T) -> x   (bitcast, addrspacecast)
static LogicalResult foldCast(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  Value source = op->getOperand(0);
  Type type = op->getResult(0).getType();
  if (source.getType() == type) {
    results.push_back(source);
    return success();
  }
  Operation *inner = source.getDefiningOp();
  if (!inner || inner->getName() != op->getName() ||
      inner->getOperand(0).getType() != type)
    return failure();
  results.push_back(inner->getOperand(0));
  return success();
}

/// zext(c) -> c zero-extended  for a scalar integer constant c (MLIR 19
/// folds no other cast of constants)
static LogicalResult foldZExt(Operation *op,
                              llvm::ArrayRef<Attribute> constOperands,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto constant = llvm::dyn_cast_or_null<IntegerAttr>(constOperands[0]);
  auto type = llvm::dyn_cast<IntegerType>(op->getResult(0).getType());
  if (!constant || !type)
    return failure();
  results.push_back(
      IntegerAttr::get(type, constant.getValue().zext(type.getWidth())));
  return success();
}

/// Whether `a` is a prefix of `b`.
static bool isPrefix(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b) {
  return a.size() <= b.size() && a == b.take_front(a.size());
}

/// extractvalue(insertvalue(v, c, p), p) -> v
/// extractvalue(insertvalue(v, c, q), p) -> extractvalue(c, p)  when p and q
/// are disjoint (followed down the chain of inserts)
static LogicalResult
foldExtractValue(Operation *op, llvm::ArrayRef<Attribute>,
                 llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto position = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
      op->getInherentAttr("position"));
  if (!position)
    return failure();
  Value container = op->getOperand(0);
  // Each step moves one insert up the chain; the chain is finite.
  while (Operation *insert = container.getDefiningOp()) {
    auto insertPosition = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
        insert->getInherentAttr("position"));
    if (insert->getName().getStringRef() != "llvm.insertvalue" ||
        !insertPosition)
      break;
    if (insertPosition.asArrayRef() == position.asArrayRef()) {
      results.push_back(insert->getOperand(1));
      return success();
    }
    // An insert into a part that contains or lies inside the extracted one
    // changes it: stop.
    if (isPrefix(insertPosition.asArrayRef(), position.asArrayRef()) ||
        isPrefix(position.asArrayRef(), insertPosition.asArrayRef()))
      return failure();
    container = insert->getOperand(0);
  }
  if (container == op->getOperand(0))
    return failure();
  // Read past the disjoint inserts: extract from the chain's start.
  op->setOperand(0, container);
  return success();
}

/// icmp(pred, x, x) -> true for eq, sle, sge, ule, uge; false otherwise
static LogicalResult foldICmp(Operation *op, llvm::ArrayRef<Attribute>,
                              llvm::SmallVectorImpl<OpFoldResult> &results) {
  if (op->getOperand(0) != op->getOperand(1))
    return failure();
  auto predicate =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr("predicate"));
  if (!predicate)
    return failure();
  llvm::StringRef keyword =
      getICmpPredicateKeywords()[predicate.getValue().getZExtValue()];
  bool value = keyword == "eq" || keyword == "sle" || keyword == "sge" ||
               keyword == "ule" || keyword == "uge";
  Type type = op->getResult(0).getType();
  llvm::APInt bit(1, value);
  if (auto vector = llvm::dyn_cast<VectorType>(type))
    results.push_back(DenseElementsAttr::get(vector, {bit}));
  else
    results.push_back(IntegerAttr::get(type, bit));
  return success();
}

/// gep(base, 0, 0, ...) -> base  when every index is the constant 0 and
/// the types agree
static LogicalResult foldGEP(Operation *op, llvm::ArrayRef<Attribute>,
                             llvm::SmallVectorImpl<OpFoldResult> &results) {
  auto raw = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr("rawConstantIndices"));
  if (!raw || op->getNumOperands() != 1 ||
      op->getOperand(0).getType() != op->getResult(0).getType() ||
      llvm::any_of(raw.asArrayRef(), [](int32_t i) { return i != 0; }))
    return failure();
  results.push_back(op->getOperand(0));
  return success();
}

/// An integer, float or dense constant becomes `llvm.mlir.constant`, the
/// undef, poison and zero attributes their ops, a symbol of pointer type
/// `llvm.mlir.addressof`.
static Operation *materializeConstant(OpBuilder &builder, Attribute value,
                                      Type type, Location loc) {
  if (!value || !type)
    return nullptr;
  llvm::StringRef opName;
  if (llvm::isa<IntegerAttr, FloatAttr, DenseElementsAttr>(value))
    opName = "llvm.mlir.constant";
  else if (llvm::isa<UndefAttr>(value))
    opName = "llvm.mlir.undef";
  else if (llvm::isa<PoisonAttr>(value))
    opName = "llvm.mlir.poison";
  else if (llvm::isa<ZeroAttr>(value))
    opName = "llvm.mlir.zero";
  else if (llvm::isa<FlatSymbolRefAttr>(value) &&
           llvm::isa<LLVMPointerType>(type))
    opName = "llvm.mlir.addressof";
  else
    return nullptr;
  OperationState state(loc, opName);
  if (opName == "llvm.mlir.constant")
    state.addAttribute("value", value);
  else if (opName == "llvm.mlir.addressof")
    state.addAttribute("global_name", value);
  state.addTypes(type);
  return builder.create(state);
}

static const DialectFoldInterface kLLVMFoldInterface = {materializeConstant,
                                                        nullptr};

void LLVM::registerLLVMFolders(Dialect &dialect) {
  attachDialectFoldInterface(dialect, kLLVMFoldInterface);
  Context *ctx = dialect.getContext();
  auto lookup = [&](llvm::StringRef name) -> OpInfo & {
    OpInfo *info = ctx->lookupRegisteredOperation(name);
    assert(info && "llvm ops must be registered before their folders");
    return *info;
  };
  attachFoldHook<foldConstant>(lookup("llvm.mlir.constant"));
  for (llvm::StringRef name : {"llvm.mlir.undef", "llvm.mlir.poison",
                               "llvm.mlir.zero", "llvm.mlir.addressof"})
    attachFoldHook<foldValueConstant>(lookup(name));
  attachFoldHook<foldCast>(lookup("llvm.bitcast"));
  attachFoldHook<foldCast>(lookup("llvm.addrspacecast"));
  attachFoldHook<foldZExt>(lookup("llvm.zext"));
  attachFoldHook<foldExtractValue>(lookup("llvm.extractvalue"));
  attachFoldHook<foldICmp>(lookup("llvm.icmp"));
  attachFoldHook<foldGEP>(lookup("llvm.getelementptr"));
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
/// The validator's SMT encoding and the interpreter have no llvm ops, so the
/// rules below are checked by tests only (test/lit/dialects/llvm/fold.mlir).
constexpr const char *kNoLLVMSemantics =
    "the SMT encoding and the interpreter have no semantics for llvm ops";

const PatternIdentity kFoldIdentities[] = {
    {IdentityKind::ConstantFold, "llvm", "constant folding", "", "", "",
     "llvm.mlir.constant llvm.mlir.undef llvm.mlir.poison llvm.mlir.zero "
     "llvm.mlir.addressof"},
    {IdentityKind::Fold, "llvm.bitcast",
     "bitcast(x : T to T) -> x; bitcast(bitcast(x : T to U) : U to T) -> x", "",
     "", "", "", "", "", kNoLLVMSemantics},
    {IdentityKind::Fold, "llvm.addrspacecast",
     "addrspacecast(x : T to T) -> x; addrspacecast(addrspacecast(x)) -> x", "",
     "", "", "", "", "", kNoLLVMSemantics},
    {IdentityKind::Fold, "llvm.zext", "zext(c) -> c zero-extended", "", "", "",
     "", "", "", kNoLLVMSemantics},
    {IdentityKind::Fold, "llvm.extractvalue",
     "extractvalue(insertvalue(v, c, p), p) -> v", "", "", "", "", "", "",
     kNoLLVMSemantics},
    {IdentityKind::Fold, "llvm.icmp", "icmp(pred, x, x) -> pred is reflexive",
     "", "", "", "", "", "", kNoLLVMSemantics},
    {IdentityKind::Fold, "llvm.getelementptr", "gep(p, 0, ..., 0) -> p", "", "",
     "", "", "", "", kNoLLVMSemantics},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::LLVM::getCanonicalizationIdentities() {
  return {};
}

llvm::ArrayRef<PatternIdentity> assay::LLVM::getFoldIdentities() {
  return kFoldIdentities;
}
