//===- LLVMTranslation.cpp - The llvm dialect to LLVM IR ------------------===//
//
// One pass over the module declares every global and function first (so
// calls and addressof may name a symbol defined later), then fills each
// function body. Blocks are created in region order, which is the order the
// output keeps; they are filled in reverse postorder from the entry, in
// which every block comes after its dominators, so an operand is always
// translated before its use. Block arguments become phis whose incoming
// values are added once every branch has been translated. Orders that mean
// nothing to LLVM (phi operands, the creation of branches) follow
// mlir-translate's, so the two tools print the same text.
//
//===----------------------------------------------------------------------===//
#include "lowering/LLVMTranslation.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"

using namespace assay;

namespace {

/// The state of one module's translation.
class Translator {
public:
  Translator(llvm::LLVMContext &ctx, llvm::Module &module)
      : ctx(ctx), module(module), builder(ctx) {}

  LogicalResult translateModule(Operation *moduleOp);

private:
  llvm::Type *convertType(Operation *op, Type type);
  LogicalResult declareGlobal(Operation *op);
  /// The calling convention of a function or call (C when none is given).
  LogicalResult setCallingConv(Operation *op, llvm::CallingConv::ID &result);
  /// Sets what globals and functions share: visibility and unnamed_addr.
  void setGlobalValueProperties(Operation *op, llvm::GlobalValue *value);
  LogicalResult declareFunction(Operation *op);
  LogicalResult translateBody(Operation *funcOp);
  /// Sets the initializer of a global from its initializer region.
  LogicalResult translateInitializer(Operation *op);
  LogicalResult translateOp(Operation *op);
  LogicalResult translateIntrinsic(Operation *op, llvm::StringRef name);
  llvm::Value *lookup(Value value) { return values.lookup(value); }
  llvm::SmallVector<llvm::Value *> lookup(OperandRange range);
  Attribute getProp(Operation *op, llvm::StringRef name);
  /// Adds the incoming values of successor `succ` of branch `op` to its
  /// phis; returns the block the branch must jump to.
  llvm::BasicBlock *addIncoming(Operation *op, unsigned succ, unsigned first,
                                unsigned count);

  llvm::LLVMContext &ctx;
  llvm::Module &module;
  llvm::IRBuilder<> builder;
  llvm::DenseMap<Value, llvm::Value *> values;
  llvm::DenseMap<Block *, llvm::BasicBlock *> blocks;
  /// The position of each block of the function being translated.
  llvm::DenseMap<Block *, unsigned> blockIndex;

  /// The values one branch edge passes to its target's phis.
  struct PhiEdge {
    Block *target;
    llvm::SmallVector<llvm::Value *> values;
    llvm::BasicBlock *from;
    /// From 1 for an edge through a block of its own, in creation order.
    unsigned trampoline;
    unsigned blockIndex, successor;
  };
  llvm::SmallVector<PhiEdge> edges;
  unsigned numTrampolines = 0;
  /// The blocks of their own of the function being translated, with the
  /// block each branches to.
  llvm::SmallVector<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>>
      trampolines;
  void fillPhis();
};

/// LLVM's linkage for the dialect's.
llvm::GlobalValue::LinkageTypes convertLinkage(LLVM::Linkage linkage) {
  using L = llvm::GlobalValue::LinkageTypes;
  switch (linkage) {
  case LLVM::Linkage::Private:
    return L::PrivateLinkage;
  case LLVM::Linkage::Internal:
    return L::InternalLinkage;
  case LLVM::Linkage::AvailableExternally:
    return L::AvailableExternallyLinkage;
  case LLVM::Linkage::Linkonce:
    return L::LinkOnceAnyLinkage;
  case LLVM::Linkage::Weak:
    return L::WeakAnyLinkage;
  case LLVM::Linkage::Common:
    return L::CommonLinkage;
  case LLVM::Linkage::Appending:
    return L::AppendingLinkage;
  case LLVM::Linkage::ExternWeak:
    return L::ExternalWeakLinkage;
  case LLVM::Linkage::LinkonceODR:
    return L::LinkOnceODRLinkage;
  case LLVM::Linkage::WeakODR:
    return L::WeakODRLinkage;
  case LLVM::Linkage::External:
    return L::ExternalLinkage;
  }
  llvm_unreachable("unknown linkage");
}

llvm::FastMathFlags convertFastmath(uint32_t bits) {
  llvm::FastMathFlags flags;
  flags.setNoNaNs(bits & LLVM::FMFnnan);
  flags.setNoInfs(bits & LLVM::FMFninf);
  flags.setNoSignedZeros(bits & LLVM::FMFnsz);
  flags.setAllowReciprocal(bits & LLVM::FMFarcp);
  flags.setAllowContract(bits & LLVM::FMFcontract);
  flags.setApproxFunc(bits & LLVM::FMFafn);
  flags.setAllowReassoc(bits & LLVM::FMFreassoc);
  return flags;
}

/// LLVM's comparison predicate named by the dialect's keyword (`slt`,
/// `_false`...). The dialect numbers them its own way (its `uno` is not
/// LLVM's 8), so the keyword is the link.
std::optional<llvm::CmpInst::Predicate>
convertPredicate(llvm::StringRef keyword, bool isFloat) {
  keyword.consume_front("_");
  unsigned first = isFloat ? llvm::CmpInst::FIRST_FCMP_PREDICATE
                           : llvm::CmpInst::FIRST_ICMP_PREDICATE;
  unsigned last = isFloat ? llvm::CmpInst::LAST_FCMP_PREDICATE
                          : llvm::CmpInst::LAST_ICMP_PREDICATE;
  for (unsigned p = first; p <= last; ++p) {
    auto predicate = static_cast<llvm::CmpInst::Predicate>(p);
    if (llvm::CmpInst::getPredicateName(predicate) == keyword)
      return predicate;
  }
  return std::nullopt;
}

/// LLVM's calling convention for the dialect's, by keyword (the dialect
/// numbers them by its own table); those not listed are not translated yet.
std::optional<llvm::CallingConv::ID> convertCConv(LLVM::CConvAttr attr) {
  llvm::ArrayRef<llvm::StringLiteral> keywords = LLVM::getCConvKeywords();
  if (attr.getCallingConv() >= keywords.size())
    return std::nullopt;
  namespace CC = llvm::CallingConv;
  return llvm::StringSwitch<std::optional<llvm::CallingConv::ID>>(
             keywords[attr.getCallingConv()])
      .Case("ccc", CC::C)
      .Case("fastcc", CC::Fast)
      .Case("coldcc", CC::Cold)
      .Case("cc_10", CC::GHC)
      .Case("cc_11", CC::HiPE)
      .Case("anyregcc", CC::AnyReg)
      .Case("preserve_mostcc", CC::PreserveMost)
      .Case("preserve_allcc", CC::PreserveAll)
      .Case("swiftcc", CC::Swift)
      .Case("cxx_fast_tlscc", CC::CXX_FAST_TLS)
      .Case("tailcc", CC::Tail)
      .Case("swifttailcc", CC::SwiftTail)
      .Case("x86_stdcallcc", CC::X86_StdCall)
      .Case("x86_fastcallcc", CC::X86_FastCall)
      .Case("x86_64_sysvcc", CC::X86_64_SysV)
      .Case("win64cc", CC::Win64)
      .Default(std::nullopt);
}

} // namespace

LogicalResult Translator::setCallingConv(Operation *op,
                                         llvm::CallingConv::ID &result) {
  auto attr = llvm::dyn_cast_or_null<LLVM::CConvAttr>(getProp(op, "CConv"));
  if (!attr) {
    result = llvm::CallingConv::C;
    return success();
  }
  std::optional<llvm::CallingConv::ID> cconv = convertCConv(attr);
  if (!cconv)
    return op->emitError() << "cannot translate calling convention " << attr
                           << " to LLVM IR yet";
  result = *cconv;
  return success();
}

Attribute Translator::getProp(Operation *op, llvm::StringRef name) {
  if (Attribute attr = op->getInherentAttr(name))
    return attr;
  return op->getAttr(name);
}

llvm::SmallVector<llvm::Value *> Translator::lookup(OperandRange range) {
  llvm::SmallVector<llvm::Value *> result;
  for (Value v : range)
    result.push_back(lookup(v));
  return result;
}

llvm::Type *Translator::convertType(Operation *op, Type type) {
  if (auto intType = llvm::dyn_cast<IntegerType>(type))
    return builder.getIntNTy(intType.getWidth());
  if (auto floatType = llvm::dyn_cast<FloatType>(type))
    return llvm::Type::getFloatingPointTy(ctx, floatType.getFloatSemantics());
  if (auto ptrType = llvm::dyn_cast<LLVM::LLVMPointerType>(type))
    return llvm::PointerType::get(ctx, ptrType.getAddressSpace());
  if (auto vectorType = llvm::dyn_cast<VectorType>(type);
      vectorType && vectorType.getRank() == 1) {
    llvm::Type *element = convertType(op, vectorType.getElementType());
    if (!element)
      return nullptr;
    return llvm::VectorType::get(element, vectorType.getShape()[0],
                                 vectorType.isScalable());
  }
  if (llvm::isa<LLVM::LLVMVoidType>(type))
    return builder.getVoidTy();
  if (auto arrayType = llvm::dyn_cast<LLVM::LLVMArrayType>(type)) {
    llvm::Type *element = convertType(op, arrayType.getElementType());
    return element ? llvm::ArrayType::get(element, arrayType.getNumElements())
                   : nullptr;
  }
  if (auto fnType = llvm::dyn_cast<LLVM::LLVMFunctionType>(type)) {
    llvm::Type *result = convertType(op, fnType.getReturnType());
    llvm::SmallVector<llvm::Type *> params;
    for (Type param : fnType.getParams())
      params.push_back(convertType(op, param));
    if (!result || llvm::is_contained(params, nullptr))
      return nullptr;
    return llvm::FunctionType::get(result, params, fnType.isVarArg());
  }
  if (auto structType = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
    // A named struct is created before its body so that a body naming its
    // own struct finds it instead of recursing.
    llvm::StructType *named = nullptr;
    if (structType.isIdentified()) {
      if (llvm::StructType *existing =
              llvm::StructType::getTypeByName(ctx, structType.getName()))
        return existing;
      named = llvm::StructType::create(ctx, structType.getName());
      if (structType.isOpaque())
        return named;
    }
    llvm::SmallVector<llvm::Type *> body;
    for (Type member : structType.getBody())
      body.push_back(convertType(op, member));
    if (llvm::is_contained(body, nullptr))
      return nullptr;
    if (!named)
      return llvm::StructType::get(ctx, body, structType.isPacked());
    named->setBody(body, structType.isPacked());
    return named;
  }
  op->emitError() << "cannot translate type " << type << " to LLVM IR yet";
  return nullptr;
}

/// The constant of the (nested) array `type` holding the elements of
/// `dense` in row-major order (each element its splat value when it is a
/// splat), or null when the shapes or element types do not agree. The
/// nesting is walked with an explicit stack of positions.
static llvm::Constant *convertDenseElements(llvm::Type *type,
                                            DenseIntOrFPElementsAttr dense) {
  // The array dimensions, outermost first, and the scalar inside.
  llvm::SmallVector<llvm::ArrayType *, 4> arrays;
  llvm::Type *scalar = type;
  while (auto *array = llvm::dyn_cast<llvm::ArrayType>(scalar)) {
    arrays.push_back(array);
    scalar = array->getElementType();
  }
  uint64_t count = 1;
  for (llvm::ArrayType *array : arrays)
    count *= array->getNumElements();
  bool isInt = scalar->isIntegerTy(), isFloat = scalar->isFloatingPointTy();
  if ((!isInt && !isFloat) ||
      (!dense.isSplat() && uint64_t(dense.getNumElements()) != count))
    return nullptr;
  auto element = [&](uint64_t i) -> llvm::Constant * {
    uint64_t at = dense.isSplat() ? 0 : i;
    if (isInt)
      return llvm::ConstantInt::get(scalar, dense.getAPIntValue(at));
    return llvm::ConstantFP::get(scalar, dense.getAPFloatValue(at));
  };
  if (arrays.empty())
    return element(0);
  if (count == 0)
    return llvm::ConstantAggregateZero::get(type);
  // Build the innermost arrays from the elements, then each level from
  // the arrays of the level inside it.
  llvm::SmallVector<llvm::Constant *> level;
  for (uint64_t i = 0; i < count; ++i)
    level.push_back(element(i));
  for (llvm::ArrayType *array : llvm::reverse(arrays)) {
    uint64_t width = array->getNumElements();
    llvm::SmallVector<llvm::Constant *> outer;
    for (uint64_t i = 0; i < level.size(); i += width)
      outer.push_back(llvm::ConstantArray::get(
          array, llvm::ArrayRef(level).slice(i, width)));
    level = std::move(outer);
  }
  return level.front();
}

LogicalResult Translator::declareGlobal(Operation *op) {
  auto typeAttr = llvm::dyn_cast_or_null<TypeAttr>(getProp(op, "global_type"));
  auto name = llvm::dyn_cast_or_null<StringAttr>(getProp(op, "sym_name"));
  if (!typeAttr || !name)
    return op->emitError("malformed llvm.mlir.global");
  llvm::Type *type = convertType(op, typeAttr.getValue());
  if (!type)
    return failure();
  llvm::Constant *init = nullptr;
  Attribute value = getProp(op, "value");
  if (auto str = llvm::dyn_cast_or_null<StringAttr>(value))
    init = llvm::ConstantDataArray::getString(ctx, str.getValue(),
                                              /*AddNull=*/false);
  else if (auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(value))
    init = llvm::ConstantInt::get(type, intAttr.getValue());
  else if (auto floatAttr = llvm::dyn_cast_or_null<FloatAttr>(value))
    init = llvm::ConstantFP::get(type, floatAttr.getValue());
  else if (auto dense = llvm::dyn_cast_or_null<DenseIntOrFPElementsAttr>(value))
    init = convertDenseElements(type, dense);
  if (value && !init)
    return op->emitError("cannot translate this global initializer yet");
  auto linkage =
      llvm::dyn_cast_or_null<LLVM::LinkageAttr>(getProp(op, "linkage"));
  auto addrSpace =
      llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "addr_space"));
  auto *global = new llvm::GlobalVariable(
      module, type, static_cast<bool>(getProp(op, "constant")),
      linkage ? convertLinkage(linkage.getLinkage())
              : llvm::GlobalValue::ExternalLinkage,
      init, name.getValue(), /*InsertBefore=*/nullptr,
      getProp(op, "thread_local_") ? llvm::GlobalValue::GeneralDynamicTLSModel
                                   : llvm::GlobalValue::NotThreadLocal,
      addrSpace ? addrSpace.getInt() : 0);
  setGlobalValueProperties(op, global);
  if (auto align =
          llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "alignment")))
    global->setAlignment(llvm::Align(align.getInt()));
  return success();
}

void Translator::setGlobalValueProperties(Operation *op,
                                          llvm::GlobalValue *value) {
  // The dialect numbers both as LLVM does: default, hidden, protected; none,
  // local_unnamed_addr, unnamed_addr.
  if (auto visibility =
          llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "visibility_"));
      visibility && visibility.getInt() >= 0 && visibility.getInt() <= 2)
    value->setVisibility(
        static_cast<llvm::GlobalValue::VisibilityTypes>(visibility.getInt()));
  if (auto unnamed =
          llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "unnamed_addr"));
      unnamed && unnamed.getInt() >= 0 && unnamed.getInt() <= 2)
    value->setUnnamedAddr(
        static_cast<llvm::GlobalValue::UnnamedAddr>(unnamed.getInt()));
}

LogicalResult Translator::declareFunction(Operation *op) {
  auto typeAttr =
      llvm::dyn_cast_or_null<TypeAttr>(getProp(op, "function_type"));
  auto name = llvm::dyn_cast_or_null<StringAttr>(getProp(op, "sym_name"));
  if (!typeAttr || !name)
    return op->emitError("malformed llvm.func");
  auto *type = llvm::cast_or_null<llvm::FunctionType>(
      convertType(op, typeAttr.getValue()));
  if (!type)
    return failure();
  auto linkage =
      llvm::dyn_cast_or_null<LLVM::LinkageAttr>(getProp(op, "linkage"));
  llvm::Function *fn =
      llvm::Function::Create(type,
                             linkage ? convertLinkage(linkage.getLinkage())
                                     : llvm::GlobalValue::ExternalLinkage,
                             name.getValue(), module);
  setGlobalValueProperties(op, fn);
  llvm::CallingConv::ID cconv;
  if (failed(setCallingConv(op, cconv)))
    return failure();
  fn->setCallingConv(cconv);
  return success();
}

llvm::BasicBlock *Translator::addIncoming(Operation *op, unsigned succ,
                                          unsigned first, unsigned count) {
  Block *target = op->getSuccessor(succ);
  llvm::BasicBlock *from = builder.GetInsertBlock();
  llvm::BasicBlock *dest = blocks[target];
  PhiEdge edge{target, {}, from, 0, blockIndex.lookup(op->getBlock()), succ};
  for (unsigned i = 0; i < count; ++i)
    edge.values.push_back(lookup(op->getOperand(first + i)));
  // A phi has one incoming value per predecessor block, so when this
  // terminator reaches a block with arguments again, the later edge goes
  // through a block of its own with its own phis, placed at the end of the
  // function.
  bool shared = false;
  for (unsigned i = 0; i < succ; ++i)
    shared |= op->getSuccessor(i) == target;
  if (shared && count) {
    auto *trampoline = llvm::BasicBlock::Create(ctx, "", from->getParent());
    llvm::IRBuilder<> trampolineBuilder(trampoline);
    for (llvm::Value *&value : edge.values) {
      llvm::PHINode *phi = trampolineBuilder.CreatePHI(value->getType(), 1);
      phi->addIncoming(value, from);
      value = phi;
    }
    // Its branch is created once the function's blocks are done, as
    // mlir-translate fills such blocks last.
    trampolines.push_back({trampoline, dest});
    edge.from = dest = trampoline;
    edge.trampoline = ++numTrampolines;
  }
  if (count)
    edges.push_back(std::move(edge));
  return dest;
}

LogicalResult Translator::translateBody(Operation *funcOp) {
  auto name = llvm::cast<StringAttr>(getProp(funcOp, "sym_name"));
  llvm::Function *fn = module.getFunction(name.getValue());
  Region &body = funcOp->getRegion(0);
  if (body.empty())
    return success();
  blocks.clear();
  blockIndex.clear();
  edges.clear();
  numTrampolines = 0;
  trampolines.clear();
  for (Block &block : body) {
    blockIndex[&block] = blockIndex.size();
    blocks[&block] = llvm::BasicBlock::Create(ctx, "", fn);
  }
  for (auto [arg, llvmArg] : llvm::zip(body.front().getArguments(), fn->args()))
    values[arg] = &llvmArg;
  for (Block &block : llvm::drop_begin(body)) {
    builder.SetInsertPoint(blocks[&block]);
    for (BlockArgument arg : block.getArguments()) {
      llvm::Type *type = convertType(funcOp, arg.getType());
      if (!type)
        return failure();
      values[arg] = builder.CreatePHI(type, 0);
    }
  }
  // Dominators first: the reverse postorder from the entry (the order
  // mlir-translate fills blocks in, so branches and phis are created in the
  // same order), then any unreachable block in region order.
  llvm::SmallVector<Block *> order;
  llvm::SmallVector<std::pair<Block *, unsigned>> stack{{&body.front(), 0}};
  llvm::SmallPtrSet<Block *, 16> seen{&body.front()};
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    Operation *terminator = &block->back();
    if (next == terminator->getNumSuccessors()) {
      order.push_back(block);
      stack.pop_back();
      continue;
    }
    Block *succ = terminator->getSuccessor(next++);
    if (seen.insert(succ).second)
      stack.push_back({succ, 0});
  }
  std::reverse(order.begin(), order.end());
  for (Block &block : body)
    if (!seen.contains(&block))
      order.push_back(&block);
  for (Block *block : order) {
    builder.SetInsertPoint(blocks[block]);
    for (Operation &op : *block)
      if (failed(translateOp(&op)))
        return failure();
  }
  for (auto [trampoline, dest] : trampolines)
    llvm::BranchInst::Create(dest, trampoline);
  fillPhis();
  return success();
}

void Translator::fillPhis() {
  // Incoming values are listed latest branch first: edges through blocks of
  // their own (created last), then by the position of the branching block
  // and successor, each from the last. The order means nothing to LLVM but
  // keeps the output comparable with mlir-translate's.
  llvm::stable_sort(edges, [](const PhiEdge &a, const PhiEdge &b) {
    return std::tie(a.trampoline, a.blockIndex, a.successor) >
           std::tie(b.trampoline, b.blockIndex, b.successor);
  });
  for (const PhiEdge &edge : edges)
    for (auto [arg, value] :
         llvm::zip(edge.target->getArguments(), edge.values))
      llvm::cast<llvm::PHINode>(lookup(arg))->addIncoming(value, edge.from);
}

LogicalResult Translator::translateModule(Operation *moduleOp) {
  Block &top = moduleOp->getRegion(0).front();
  for (Operation &op : top) {
    llvm::StringRef opName = op.getName().getStringRef();
    if (opName == "llvm.func") {
      if (failed(declareFunction(&op)))
        return failure();
    } else if (opName == "llvm.mlir.global") {
      if (failed(declareGlobal(&op)))
        return failure();
    } else {
      return op.emitError()
             << "cannot translate '" << opName << "' to LLVM IR yet";
    }
  }
  for (Operation &op : top)
    if (op.getName().getStringRef() == "llvm.mlir.global" &&
        failed(translateInitializer(&op)))
      return failure();
  for (Operation &op : top)
    if (op.getName().getStringRef() == "llvm.func" &&
        failed(translateBody(&op)))
      return failure();
  return success();
}

LogicalResult Translator::translateInitializer(Operation *op) {
  Region &region = op->getRegion(0);
  if (region.empty())
    return success();
  if (!llvm::hasSingleElement(region))
    return op->emitError(
        "cannot translate a global initializer of several blocks yet");
  // The ops are built in a scratch function; the builder folds constant
  // operands, so what `llvm.return` returns must come out a constant.
  auto *scratch = llvm::Function::Create(
      llvm::FunctionType::get(builder.getVoidTy(), false),
      llvm::GlobalValue::PrivateLinkage, "", module);
  builder.SetInsertPoint(llvm::BasicBlock::Create(ctx, "", scratch));
  llvm::Constant *init = nullptr;
  Operation *terminator = &region.front().back();
  for (Operation &inner : region.front()) {
    if (&inner == terminator)
      break;
    if (failed(translateOp(&inner))) {
      scratch->eraseFromParent();
      return failure();
    }
  }
  if (terminator->getNumOperands())
    init = llvm::dyn_cast_or_null<llvm::Constant>(
        lookup(terminator->getOperand(0)));
  scratch->eraseFromParent();
  if (!init)
    return terminator->emitError(
        "a global initializer must fold to a constant in LLVM IR");
  auto name = llvm::cast<StringAttr>(getProp(op, "sym_name"));
  module.getGlobalVariable(name.getValue(), /*AllowInternal=*/true)
      ->setInitializer(init);
  return success();
}

LogicalResult Translator::translateIntrinsic(Operation *op,
                                             llvm::StringRef name) {
  // The dialect keeps immediate flags as attributes; LLVM wants them as
  // trailing i1 operands.
  llvm::SmallVector<llvm::Value *> args = lookup(op->getOperands());
  llvm::StringRef flag = llvm::StringSwitch<llvm::StringRef>(name)
                             .Cases("memcpy", "memmove", "memset", "isVolatile")
                             .Cases("ctlz", "cttz", "is_zero_poison")
                             .Case("abs", "is_int_min_poison")
                             .Default("");
  if (!flag.empty()) {
    auto value = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, flag));
    args.push_back(builder.getInt1(value && value.getInt() != 0));
  }
  // prefetch(address, rw, locality, cache type): immediate i32s.
  if (name == "prefetch")
    for (llvm::StringRef attr : {"rw", "hint", "cache"}) {
      auto value = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, attr));
      args.push_back(builder.getInt32(value ? value.getInt() : 0));
    }
  std::string llvmName = ("llvm." + name).str();
  std::replace(llvmName.begin(), llvmName.end(), '_', '.');
  llvm::Intrinsic::ID id = llvm::Function::lookupIntrinsicID(llvmName);
  llvm::Type *resultType = op->getNumResults()
                               ? convertType(op, op->getResult(0).getType())
                               : builder.getVoidTy();
  if (id == llvm::Intrinsic::not_intrinsic || !resultType)
    return op->emitError() << "cannot translate '"
                           << op->getName().getStringRef()
                           << "' to LLVM IR yet";
  llvm::SmallVector<llvm::Type *> argTypes;
  for (llvm::Value *arg : args)
    argTypes.push_back(arg->getType());
  auto *fnType = llvm::FunctionType::get(resultType, argTypes, false);
  llvm::SmallVector<llvm::Intrinsic::IITDescriptor> table;
  llvm::Intrinsic::getIntrinsicInfoTableEntries(id, table);
  llvm::ArrayRef<llvm::Intrinsic::IITDescriptor> tableRef = table;
  llvm::SmallVector<llvm::Type *> overloads;
  if (llvm::Intrinsic::matchIntrinsicSignature(fnType, tableRef, overloads) !=
      llvm::Intrinsic::MatchIntrinsicTypes_Match)
    return op->emitError() << "cannot translate '"
                           << op->getName().getStringRef()
                           << "' with these types to LLVM IR yet";
  llvm::Function *decl =
      llvm::Intrinsic::getDeclaration(&module, id, overloads);
  llvm::CallInst *call = builder.CreateCall(decl, args);
  if (auto fmf = llvm::dyn_cast_or_null<LLVM::FastmathFlagsAttr>(
          getProp(op, "fastmathFlags"));
      fmf && llvm::isa<llvm::FPMathOperator>(call))
    call->setFastMathFlags(convertFastmath(fmf.getValue()));
  if (op->getNumResults())
    values[op->getResult(0)] = call;
  return success();
}

LogicalResult Translator::translateOp(Operation *op) {
  llvm::StringRef name = op->getName().getStringRef();
  auto fail = [&]() -> LogicalResult {
    return op->emitError() << "cannot translate '" << name
                           << "' to LLVM IR yet";
  };
  if (!name.consume_front("llvm."))
    return fail();
  llvm::Type *resultType = nullptr;
  if (op->getNumResults() == 1) {
    resultType = convertType(op, op->getResult(0).getType());
    if (!resultType)
      return failure();
  }
  auto setResult = [&](llvm::Value *value) {
    values[op->getResult(0)] = value;
    return success();
  };
  auto operand = [&](unsigned i) { return lookup(op->getOperand(i)); };
  auto fastmath = [&]() {
    auto attr = llvm::dyn_cast_or_null<LLVM::FastmathFlagsAttr>(
        getProp(op, "fastmathFlags"));
    return convertFastmath(attr ? attr.getValue() : 0);
  };
  auto overflow = [&]() -> uint32_t {
    auto attr = llvm::dyn_cast_or_null<LLVM::IntegerOverflowFlagsAttr>(
        getProp(op, "overflowFlags"));
    return attr ? attr.getValue() : 0;
  };
  auto unitFlag = [&](llvm::StringRef flag) {
    return static_cast<bool>(getProp(op, flag));
  };

  // Only an operand defined in an unreachable block that comes later can be
  // missing; LLVM would be handed a null value.
  for (Value v : op->getOperands())
    if (!lookup(v))
      return op->emitError(
          "cannot translate an operand defined in a later unreachable block");

  if (name.consume_front("intr."))
    return translateIntrinsic(op, name);

  // Integer arithmetic.
  std::optional<llvm::Instruction::BinaryOps> binOp =
      llvm::StringSwitch<std::optional<llvm::Instruction::BinaryOps>>(name)
          .Case("add", llvm::Instruction::Add)
          .Case("sub", llvm::Instruction::Sub)
          .Case("mul", llvm::Instruction::Mul)
          .Case("shl", llvm::Instruction::Shl)
          .Case("udiv", llvm::Instruction::UDiv)
          .Case("sdiv", llvm::Instruction::SDiv)
          .Case("lshr", llvm::Instruction::LShr)
          .Case("ashr", llvm::Instruction::AShr)
          .Case("urem", llvm::Instruction::URem)
          .Case("srem", llvm::Instruction::SRem)
          .Case("and", llvm::Instruction::And)
          .Case("or", llvm::Instruction::Or)
          .Case("xor", llvm::Instruction::Xor)
          .Case("fadd", llvm::Instruction::FAdd)
          .Case("fsub", llvm::Instruction::FSub)
          .Case("fmul", llvm::Instruction::FMul)
          .Case("fdiv", llvm::Instruction::FDiv)
          .Case("frem", llvm::Instruction::FRem)
          .Default(std::nullopt);
  if (binOp) {
    // The builder folds constant operands, as mlir-translate's does.
    llvm::Value *value = builder.CreateBinOp(*binOp, operand(0), operand(1));
    auto *inst = llvm::dyn_cast<llvm::Instruction>(value);
    if (!inst)
      return setResult(value);
    if (llvm::isa<llvm::OverflowingBinaryOperator>(inst)) {
      inst->setHasNoSignedWrap(overflow() & LLVM::OFnsw);
      inst->setHasNoUnsignedWrap(overflow() & LLVM::OFnuw);
    } else if (llvm::isa<llvm::PossiblyExactOperator>(inst)) {
      inst->setIsExact(unitFlag("isExact"));
    } else if (auto *disjoint =
                   llvm::dyn_cast<llvm::PossiblyDisjointInst>(inst)) {
      disjoint->setIsDisjoint(unitFlag("isDisjoint"));
    } else if (llvm::isa<llvm::FPMathOperator>(inst)) {
      inst->setFastMathFlags(fastmath());
    }
    return setResult(value);
  }
  if (name == "fneg") {
    auto *inst = builder.CreateFNeg(operand(0));
    if (auto *instr = llvm::dyn_cast<llvm::Instruction>(inst))
      instr->setFastMathFlags(fastmath());
    return setResult(inst);
  }

  // Casts.
  std::optional<llvm::Instruction::CastOps> castOp =
      llvm::StringSwitch<std::optional<llvm::Instruction::CastOps>>(name)
          .Case("trunc", llvm::Instruction::Trunc)
          .Case("zext", llvm::Instruction::ZExt)
          .Case("sext", llvm::Instruction::SExt)
          .Case("fptrunc", llvm::Instruction::FPTrunc)
          .Case("fpext", llvm::Instruction::FPExt)
          .Case("fptosi", llvm::Instruction::FPToSI)
          .Case("fptoui", llvm::Instruction::FPToUI)
          .Case("sitofp", llvm::Instruction::SIToFP)
          .Case("uitofp", llvm::Instruction::UIToFP)
          .Case("ptrtoint", llvm::Instruction::PtrToInt)
          .Case("inttoptr", llvm::Instruction::IntToPtr)
          .Case("bitcast", llvm::Instruction::BitCast)
          .Case("addrspacecast", llvm::Instruction::AddrSpaceCast)
          .Default(std::nullopt);
  if (castOp) {
    if (!llvm::CastInst::castIsValid(*castOp, operand(0), resultType))
      return op->emitError("invalid cast for LLVM IR");
    return setResult(builder.CreateCast(*castOp, operand(0), resultType));
  }

  if (name == "icmp" || name == "fcmp") {
    auto pred = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "predicate"));
    bool isFloat = name == "fcmp";
    llvm::ArrayRef<llvm::StringLiteral> keywords =
        isFloat ? LLVM::getFCmpPredicateKeywords()
                : LLVM::getICmpPredicateKeywords();
    if (!pred || pred.getValue().uge(keywords.size()))
      return fail();
    std::optional<llvm::CmpInst::Predicate> predicate =
        convertPredicate(keywords[pred.getInt()], isFloat);
    if (!predicate)
      return fail();
    if (!isFloat)
      return setResult(builder.CreateICmp(*predicate, operand(0), operand(1)));
    llvm::Value *value = builder.CreateFCmp(*predicate, operand(0), operand(1));
    if (auto *inst = llvm::dyn_cast<llvm::Instruction>(value))
      inst->setFastMathFlags(fastmath());
    return setResult(value);
  }

  if (name == "mlir.constant") {
    Attribute value = getProp(op, "value");
    if (auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(value))
      return setResult(llvm::ConstantInt::get(resultType, intAttr.getValue()));
    if (auto floatAttr = llvm::dyn_cast_or_null<FloatAttr>(value))
      return setResult(llvm::ConstantFP::get(resultType, floatAttr.getValue()));
    // A dense vector of integers or floats, element by element.
    auto dense = llvm::dyn_cast_or_null<DenseIntOrFPElementsAttr>(value);
    auto *vectorType = llvm::dyn_cast<llvm::FixedVectorType>(resultType);
    if (dense && vectorType &&
        (dense.isSplat() ||
         uint64_t(dense.getNumElements()) == vectorType->getNumElements())) {
      llvm::Type *element = vectorType->getElementType();
      llvm::SmallVector<llvm::Constant *> elements;
      for (unsigned i = 0, e = vectorType->getNumElements(); i < e; ++i) {
        uint64_t index = dense.isSplat() ? 0 : i;
        elements.push_back(
            element->isIntegerTy()
                ? llvm::ConstantInt::get(element, dense.getAPIntValue(index))
                : llvm::ConstantFP::get(element, dense.getAPFloatValue(index)));
      }
      return setResult(llvm::ConstantVector::get(elements));
    }
    return op->emitError("cannot translate this constant to LLVM IR yet");
  }
  if (name == "mlir.zero")
    return setResult(llvm::Constant::getNullValue(resultType));
  if (name == "mlir.undef")
    return setResult(llvm::UndefValue::get(resultType));
  if (name == "mlir.poison")
    return setResult(llvm::PoisonValue::get(resultType));
  if (name == "mlir.addressof") {
    auto symbol =
        llvm::dyn_cast_or_null<FlatSymbolRefAttr>(getProp(op, "global_name"));
    if (!symbol)
      return fail();
    llvm::GlobalValue *global = module.getNamedValue(symbol.getValue());
    if (!global)
      return op->emitError() << "no symbol @" << symbol.getValue();
    return setResult(global);
  }

  if (name == "select")
    return setResult(builder.CreateSelect(operand(0), operand(1), operand(2)));
  if (name == "extractelement")
    return setResult(builder.CreateExtractElement(operand(0), operand(1)));
  if (name == "insertelement")
    return setResult(
        builder.CreateInsertElement(operand(0), operand(1), operand(2)));
  if (name == "shufflevector") {
    auto mask = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(getProp(op, "mask"));
    if (!mask)
      return fail();
    // -1 is an undefined lane, as in LLVM's own masks.
    llvm::SmallVector<int> lanes(mask.asArrayRef().begin(),
                                 mask.asArrayRef().end());
    if (!llvm::ShuffleVectorInst::isValidOperands(operand(0), operand(1),
                                                  lanes))
      return op->emitError("invalid shufflevector mask for LLVM IR");
    return setResult(
        builder.CreateShuffleVector(operand(0), operand(1), lanes));
  }
  if (name == "freeze")
    return setResult(builder.CreateFreeze(operand(0)));
  if (name == "extractvalue" || name == "insertvalue") {
    auto position =
        llvm::dyn_cast_or_null<DenseI64ArrayAttr>(getProp(op, "position"));
    if (!position)
      return fail();
    llvm::SmallVector<unsigned> indices(position.asArrayRef().begin(),
                                        position.asArrayRef().end());
    if (name == "extractvalue")
      return setResult(builder.CreateExtractValue(operand(0), indices));
    return setResult(
        builder.CreateInsertValue(operand(0), operand(1), indices));
  }

  if (name == "getelementptr") {
    auto elemType = llvm::dyn_cast_or_null<TypeAttr>(getProp(op, "elem_type"));
    auto raw = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
        getProp(op, "rawConstantIndices"));
    if (!elemType || !raw)
      return fail();
    llvm::Type *elem = convertType(op, elemType.getValue());
    if (!elem)
      return failure();
    llvm::SmallVector<llvm::Value *> indices;
    unsigned nextDynamic = 1;
    for (int32_t index : raw.asArrayRef())
      indices.push_back(index == std::numeric_limits<int32_t>::min()
                            ? operand(nextDynamic++)
                            : builder.getInt32(index));
    if (!llvm::GetElementPtrInst::getIndexedType(elem, indices))
      return op->emitError("invalid getelementptr indices for LLVM IR");
    return setResult(
        builder.CreateGEP(elem, operand(0), indices, "", unitFlag("inbounds")));
  }
  if (name == "atomicrmw" || name == "cmpxchg") {
    auto ordering = [&](llvm::StringRef attr) {
      auto value = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, attr));
      // The dialect numbers orderings as LLVM's AtomicOrdering does.
      return static_cast<llvm::AtomicOrdering>(value ? value.getInt() : 0);
    };
    llvm::SyncScope::ID scope = llvm::SyncScope::System;
    if (auto name =
            llvm::dyn_cast_or_null<StringAttr>(getProp(op, "syncscope")))
      scope = ctx.getOrInsertSyncScopeID(name.getValue());
    auto align = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "alignment"));
    llvm::MaybeAlign alignment;
    if (align)
      alignment = llvm::Align(align.getInt());
    if (name == "atomicrmw") {
      auto binOp = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "bin_op"));
      // The dialect numbers the operations as LLVM's BinOp does up to
      // udec_wrap.
      auto *inst = builder.CreateAtomicRMW(
          static_cast<llvm::AtomicRMWInst::BinOp>(binOp ? binOp.getInt() : 0),
          operand(0), operand(1), alignment, ordering("ordering"), scope);
      inst->setVolatile(unitFlag("volatile_"));
      return setResult(inst);
    }
    auto *inst = builder.CreateAtomicCmpXchg(
        operand(0), operand(1), operand(2), alignment,
        ordering("success_ordering"), ordering("failure_ordering"), scope);
    inst->setVolatile(unitFlag("volatile_"));
    inst->setWeak(unitFlag("weak"));
    return setResult(inst);
  }
  if (name == "load" || name == "store") {
    auto ordering =
        llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "ordering"));
    if (ordering && ordering.getInt() != 0)
      return op->emitError("cannot translate atomic accesses to LLVM IR yet");
    auto align = llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "alignment"));
    llvm::MaybeAlign alignment;
    if (align)
      alignment = llvm::Align(align.getInt());
    bool isVolatile = unitFlag("volatile_");
    if (name == "load") {
      llvm::DataLayout layout(&module);
      return setResult(builder.CreateAlignedLoad(
          resultType, operand(0),
          alignment ? alignment : layout.getABITypeAlign(resultType),
          isVolatile));
    }
    llvm::Type *stored = operand(0)->getType();
    llvm::DataLayout layout(&module);
    builder.CreateAlignedStore(
        operand(0), operand(1),
        alignment ? alignment : layout.getABITypeAlign(stored), isVolatile);
    return success();
  }
  if (name == "alloca") {
    auto elemType = llvm::dyn_cast_or_null<TypeAttr>(getProp(op, "elem_type"));
    if (!elemType)
      return fail();
    llvm::Type *elem = convertType(op, elemType.getValue());
    if (!elem)
      return failure();
    auto *inst = builder.CreateAlloca(elem, operand(0));
    if (auto align =
            llvm::dyn_cast_or_null<IntegerAttr>(getProp(op, "alignment")))
      if (align.getInt() > 0)
        inst->setAlignment(llvm::Align(align.getInt()));
    return setResult(inst);
  }

  if (name == "call") {
    llvm::SmallVector<llvm::Value *> args = lookup(op->getOperands());
    llvm::FunctionType *fnType = nullptr;
    llvm::Value *callee = nullptr;
    if (auto symbol =
            llvm::dyn_cast_or_null<FlatSymbolRefAttr>(getProp(op, "callee"))) {
      llvm::Function *fn = module.getFunction(symbol.getValue());
      if (!fn)
        return op->emitError() << "no function @" << symbol.getValue();
      callee = fn;
      fnType = fn->getFunctionType();
    } else {
      callee = args.front();
      args.erase(args.begin());
      if (auto varType = llvm::dyn_cast_or_null<TypeAttr>(
              getProp(op, "var_callee_type"))) {
        fnType = llvm::cast_or_null<llvm::FunctionType>(
            convertType(op, varType.getValue()));
      } else {
        llvm::SmallVector<llvm::Type *> argTypes;
        for (llvm::Value *arg : args)
          argTypes.push_back(arg->getType());
        fnType = llvm::FunctionType::get(
            resultType ? resultType : builder.getVoidTy(), argTypes, false);
      }
    }
    if (!fnType)
      return failure();
    llvm::CallingConv::ID cconv;
    if (failed(setCallingConv(op, cconv)))
      return failure();
    llvm::CallInst *call = builder.CreateCall(fnType, callee, args);
    call->setCallingConv(cconv);
    if (auto tail = llvm::dyn_cast_or_null<LLVM::TailCallKindAttr>(
            getProp(op, "TailCallKind"))) {
      switch (tail.getTailCallKind()) {
      case LLVM::TailCallKind::None:
        break;
      case LLVM::TailCallKind::NoTail:
        call->setTailCallKind(llvm::CallInst::TCK_NoTail);
        break;
      case LLVM::TailCallKind::MustTail:
        call->setTailCallKind(llvm::CallInst::TCK_MustTail);
        break;
      case LLVM::TailCallKind::Tail:
        call->setTailCallKind(llvm::CallInst::TCK_Tail);
        break;
      }
    }
    if (llvm::isa<llvm::FPMathOperator>(call))
      call->setFastMathFlags(fastmath());
    if (op->getNumResults())
      return setResult(call);
    return success();
  }

  // Terminators.
  if (name == "return") {
    if (op->getNumOperands())
      builder.CreateRet(operand(0));
    else
      builder.CreateRetVoid();
    return success();
  }
  if (name == "unreachable") {
    builder.CreateUnreachable();
    return success();
  }
  if (name == "br") {
    builder.CreateBr(addIncoming(op, 0, 0, op->getNumOperands()));
    return success();
  }
  if (name == "cond_br") {
    llvm::BasicBlock *dests[2];
    for (unsigned i = 0; i < 2; ++i) {
      OperandPositions range = getCondBranchSuccessorOperands(op, i);
      dests[i] = addIncoming(op, i, range.first, range.second);
    }
    builder.CreateCondBr(operand(0), dests[0], dests[1]);
    return success();
  }
  if (name == "switch") {
    auto caseValues = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
        getProp(op, "case_values"));
    unsigned numCases = op->getNumSuccessors() - 1;
    if (numCases && !caseValues)
      return fail();
    llvm::SmallVector<llvm::BasicBlock *> dests;
    for (unsigned i = 0; i <= numCases; ++i) {
      OperandPositions range = getSwitchSuccessorOperands(op, i);
      dests.push_back(addIncoming(op, i, range.first, range.second));
    }
    llvm::SwitchInst *inst =
        builder.CreateSwitch(operand(0), dests.front(), numCases);
    for (unsigned i = 0; i < numCases; ++i)
      inst->addCase(llvm::ConstantInt::get(ctx, caseValues.getAPIntValue(i)),
                    dests[i + 1]);
    return success();
  }
  return fail();
}

std::unique_ptr<llvm::Module> assay::translateModuleToLLVMIR(
    Operation *module, llvm::LLVMContext &llvmContext, llvm::StringRef name) {
  auto llvmModule = std::make_unique<llvm::Module>(name, llvmContext);
  Translator translator(llvmContext, *llvmModule);
  if (failed(translator.translateModule(module)))
    return nullptr;
  // A module LLVM rejects is a bug of the translation; report it at the
  // input rather than hand it on.
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(*llvmModule, &os)) {
    emitError(module->getLoc()) << "the translated LLVM IR does not verify: "
                                << llvm::StringRef(message).trim();
    return nullptr;
  }
  llvmModule->addModuleFlag(llvm::Module::Warning, "Debug Info Version",
                            llvm::DEBUG_METADATA_VERSION);
  return llvmModule;
}
