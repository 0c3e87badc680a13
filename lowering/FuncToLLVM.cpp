//===- FuncToLLVM.cpp - func ops to llvm ops ------------------------------===//
//
// `convert-func-to-llvm` lowers the func dialect to llvm, as mlir-opt 19
// does, with the calling convention of LLVMTypeConverter:
//
//   func.func            llvm.func: the signature converted (memref
//                        arguments expanded, results packed), the body's
//                        blocks converted, `llvm.linkage` as the linkage,
//                        the other discardable attributes and the
//                        visibility kept; argument attributes kept where an
//                        argument stays one argument, result attributes
//                        where there is one result
//   func.return          llvm.return of the packed results
//   func.call            llvm.call with the memref operands unpacked and
//   func.call_indirect   the packed result unpacked
//   func.constant        llvm.mlir.addressof
//
// A function with `llvm.emit_c_interface` also gets `_mlir_ciface_<name>`,
// which takes each memref by a pointer to its descriptor and, when the
// results are a struct, returns them through a pointer first argument: a
// definition calls the function from a new wrapper; a declaration becomes a
// private definition that calls an external wrapper declaration. Under the
// bare-pointer convention no wrapper is made (as in mlir-opt 19).
//
// An unranked memref result points to a ranked descriptor that must
// outlive the callee's frame: the callee copies it to the heap, the caller
// back to its stack, freeing the heap copy.
//
// Like mlir-opt 19 the pass also lowers arith and cf. Unlike it, a func op
// it cannot lower (a type with no llvm counterpart, a dynamic or unranked
// memref under the bare-pointer convention) is an error at the op, and the
// IR stays as it was.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMOpBuilders.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

constexpr llvm::StringLiteral kEmitCInterface = "llvm.emit_c_interface";
constexpr llvm::StringLiteral kLinkageAttr = "llvm.linkage";

const LLVMTypeConverter &getLLVMConverter(const TypeConverter *converter) {
  return *static_cast<const LLVMTypeConverter *>(converter);
}

/// Copies the ranked descriptors that the unranked memrefs among `values`
/// (of the original types `types`) point to, and points new unranked
/// descriptors at the copies: to the heap (malloc) for results a function
/// returns, whose stack dies with it; to the stack (alloca), freeing the
/// heap copy, for results a call receives. The size of a ranked descriptor
/// is 2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index). Ops in the order
/// mlir-opt 19 emits them.
void copyUnrankedDescriptors(OpBuilder &b, Location loc,
                             const LLVMTypeConverter &converter,
                             Operation *module, llvm::ArrayRef<Type> types,
                             llvm::MutableArrayRef<Value> values, bool toHeap) {
  if (!llvm::any_of(types, llvm::IsaPred<UnrankedMemRefType>))
    return;
  Context *ctx = b.getContext();
  Type index = converter.getIndexType();
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  auto constant = [&](int64_t value) {
    return LLVM::createIndexConstant(b, loc, index, value);
  };
  auto arith = [&](llvm::StringRef name, Value lhs, Value rhs) {
    return b.create(loc, name, {lhs, rhs}, {index}, {})->getResult(0);
  };
  Value one = constant(1), two = constant(2);
  Value indexSize = constant((converter.getIndexTypeBitwidth() + 7) / 8);
  llvm::SmallVector<Value, 2> sizes;
  for (auto [type, value] : llvm::zip(types, values)) {
    if (!llvm::isa<UnrankedMemRefType>(type))
      continue;
    // Pointers are 64-bit in every address space of the default layout.
    Value pointers = arith("llvm.mul", two, constant(8));
    Value rank = LLVM::createExtractValue(b, loc, value, 0);
    Value fields = arith("llvm.add", arith("llvm.mul", two, rank), one);
    sizes.push_back(
        arith("llvm.add", pointers, arith("llvm.mul", fields, indexSize)));
  }
  Type voidType = LLVM::LLVMVoidType::get(ctx);
  if (toHeap)
    LLVM::lookupOrDeclare(b, module, "malloc",
                          LLVM::LLVMFunctionType::get(ptr, {index}),
                          module->getLoc());
  else
    LLVM::lookupOrDeclare(b, module, "free",
                          LLVM::LLVMFunctionType::get(voidType, {ptr}),
                          module->getLoc());
  unsigned next = 0;
  for (auto [type, value] : llvm::zip(types, values)) {
    if (!llvm::isa<UnrankedMemRefType>(type))
      continue;
    Value size = sizes[next++];
    Value memory =
        toHeap ? LLVM::createCall(b, loc, "malloc", ptr, {size})->getResult(0)
               : b.create(loc, "llvm.alloca", {size}, {ptr},
                          {b.getNamedAttr("elem_type",
                                          b.getTypeAttr(b.getI8Type()))})
                     ->getResult(0);
    Value source = LLVM::createExtractValue(b, loc, value, 1);
    b.create(loc, "llvm.intr.memcpy", {memory, source, size}, {},
             {b.getNamedAttr("isVolatile", b.getBoolAttr(false))});
    if (!toHeap)
      LLVM::createCall(b, loc, "free", voidType, {source});
    Value desc = LLVM::createUndef(b, loc, value.getType());
    desc = LLVM::createInsertValue(
        b, loc, desc, LLVM::createExtractValue(b, loc, value, 0), 0);
    value = LLVM::createInsertValue(b, loc, desc, memory, 1);
  }
}

/// Creates `llvm.func @name : type` at the builder's point, with `attrs`
/// (discardable ones and visibility), linkage `linkage`, and the argument
/// and result attributes given (null: none).
Operation *createLLVMFunc(OpBuilder &b, Location loc, llvm::StringRef name,
                          Type type, Attribute linkage,
                          llvm::ArrayRef<NamedAttribute> attrs,
                          ArrayAttr argAttrs, ArrayAttr resAttrs) {
  OperationState state(loc, "llvm.func");
  state.addAttribute("sym_name", b.getStringAttr(name));
  state.addAttribute("function_type", b.getTypeAttr(type));
  if (linkage)
    state.addAttribute("linkage", linkage);
  state.addAttributes(attrs);
  if (argAttrs)
    state.addAttribute("arg_attrs", argAttrs);
  if (resAttrs)
    state.addAttribute("res_attrs", resAttrs);
  state.addRegion();
  return b.create(state);
}

/// The attributes of `funcOp` that its llvm.func keeps: the discardable
/// ones but `llvm.linkage`, and the visibility unless it is public (the
/// default, which mlir-opt 19 does not spell out).
llvm::SmallVector<NamedAttribute, 4> getKeptAttrs(func::FuncOp funcOp) {
  llvm::SmallVector<NamedAttribute, 4> attrs;
  for (NamedAttribute attr : funcOp->getAttrs())
    if (attr.getName() != kLinkageAttr)
      attrs.push_back(attr);
  auto visibility = llvm::dyn_cast_or_null<StringAttr>(
      funcOp->getInherentAttr("sym_visibility"));
  if (visibility && visibility.getValue() != "public")
    attrs.push_back(NamedAttribute(
        StringAttr::get(funcOp->getContext(), "sym_visibility"), visibility));
  llvm::sort(attrs);
  return attrs;
}

/// The type of `_mlir_ciface_` of a function of `type`: memrefs by
/// pointer, and results that travel as a struct returned through a pointer
/// first argument. `resultStruct` is that struct, or null.
Type getCWrapperType(const LLVMTypeConverter &converter, FunctionType type,
                     Type &resultStruct) {
  Context *ctx = converter.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  Type resultType = converter.packFunctionResults(type.getResults());
  if (!resultType)
    return Type();
  llvm::SmallVector<Type, 8> inputs;
  resultStruct = Type();
  if (llvm::isa<LLVM::LLVMStructType>(resultType)) {
    resultStruct = resultType;
    inputs.push_back(ptr);
    resultType = LLVM::LLVMVoidType::get(ctx);
  }
  for (Type input : type.getInputs()) {
    Type converted = converter.convertType(input);
    if (!converted)
      return Type();
    inputs.push_back(
        llvm::isa<MemRefType, UnrankedMemRefType>(input) ? ptr : converted);
  }
  return LLVM::LLVMFunctionType::get(resultType, inputs);
}

/// The argument attributes of the wrapper: those of the function, after an
/// empty dictionary for the result pointer when there is one.
ArrayAttr getCWrapperArgAttrs(OpBuilder &b, func::FuncOp funcOp,
                              bool resultIsArg) {
  ArrayAttr argAttrs = funcOp.getAllArgAttrs();
  if (!argAttrs || !resultIsArg)
    return argAttrs;
  llvm::SmallVector<Attribute, 4> attrs = {b.getDictionaryAttr({})};
  llvm::append_range(attrs, argAttrs.getValue());
  return b.getArrayAttr(attrs);
}

/// `llvm.return values` (nothing for none).
void createReturn(OpBuilder &b, Location loc, llvm::ArrayRef<Value> values) {
  b.create(loc, "llvm.return", values, {}, {});
}

/// `llvm.load ptr : !llvm.ptr -> type`.
Value createLoad(OpBuilder &b, Location loc, Type type, Value ptr) {
  return b.create(loc, "llvm.load", {ptr}, {type}, {})->getResult(0);
}

/// `llvm.store value, ptr`.
void createStore(OpBuilder &b, Location loc, Value value, Value ptr) {
  b.create(loc, "llvm.store", {value, ptr}, {}, {});
}

/// `_mlir_ciface_<name>`, a definition that loads each memref descriptor
/// its caller passes by pointer and calls the function `llvmFunc` of type
/// `llvmType`.
void wrapForExternalCallers(OpBuilder &b, const LLVMTypeConverter &converter,
                            func::FuncOp funcOp, Type llvmType) {
  Location loc = funcOp->getLoc();
  FunctionType type = funcOp.getFunctionType();
  Type resultStruct;
  Type wrapperType = getCWrapperType(converter, type, resultStruct);
  Operation *wrapper =
      createLLVMFunc(b, loc, ("_mlir_ciface_" + funcOp.getSymName()).str(),
                     wrapperType, Attribute(), getKeptAttrs(funcOp),
                     getCWrapperArgAttrs(b, funcOp, bool(resultStruct)),
                     resultStruct ? ArrayAttr() : funcOp.getAllResultAttrs());
  auto wrapperFnType = llvm::cast<LLVM::LLVMFunctionType>(wrapperType);
  llvm::SmallVector<Location, 8> locs(wrapperFnType.getNumParams(), loc);
  OpBuilder::InsertionGuard guard(b);
  Block *entry =
      b.createBlock(&wrapper->getRegion(0), wrapperFnType.getParams(), locs);
  unsigned argOffset = resultStruct ? 1 : 0;
  llvm::SmallVector<Value, 8> args;
  for (auto [i, input] : llvm::enumerate(type.getInputs())) {
    Value arg = entry->getArgument(i + argOffset);
    if (llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
      Value desc = createLoad(b, loc, converter.convertType(input), arg);
      LLVM::unpackDescriptor(b, loc, desc, args);
      continue;
    }
    args.push_back(arg);
  }
  Type resultType =
      llvm::cast<LLVM::LLVMFunctionType>(llvmType).getReturnType();
  Operation *call =
      LLVM::createCall(b, loc, funcOp.getSymName(), resultType, args);
  if (resultStruct) {
    createStore(b, loc, call->getResult(0), entry->getArgument(0));
    createReturn(b, loc, {});
  } else {
    createReturn(b, loc, llvm::SmallVector<Value, 1>(call->getResults()));
  }
}

/// Turns the declaration `llvmFunc` of `funcOp` into a definition that
/// calls `_mlir_ciface_<name>` (declared here), passing each memref
/// descriptor by a pointer to a stack copy.
void wrapExternalFunction(OpBuilder &b, const LLVMTypeConverter &converter,
                          func::FuncOp funcOp, Operation *llvmFunc,
                          Type llvmType) {
  Location loc = funcOp->getLoc();
  FunctionType type = funcOp.getFunctionType();
  Type resultStruct;
  Type wrapperType = getCWrapperType(converter, type, resultStruct);
  llvm::StringRef wrapperName =
      b.getStringAttr("_mlir_ciface_" + funcOp.getSymName()).getValue();
  createLLVMFunc(b, loc, wrapperName, wrapperType, Attribute(),
                 getKeptAttrs(funcOp),
                 getCWrapperArgAttrs(b, funcOp, bool(resultStruct)),
                 resultStruct ? ArrayAttr() : funcOp.getAllResultAttrs());

  auto fnType = llvm::cast<LLVM::LLVMFunctionType>(llvmType);
  llvm::SmallVector<Location, 8> locs(fnType.getNumParams(), loc);
  OpBuilder::InsertionGuard guard(b);
  Block *entry =
      b.createBlock(&llvmFunc->getRegion(0), fnType.getParams(), locs);
  Type ptr = LLVM::LLVMPointerType::get(b.getContext());
  Type indexType = converter.getIndexType();
  auto allocaOne = [&](Type elementType) {
    Value one = LLVM::createIndexConstant(b, loc, indexType, 1);
    return b
        .create(loc, "llvm.alloca", {one}, {ptr},
                {b.getNamedAttr("elem_type", b.getTypeAttr(elementType))})
        ->getResult(0);
  };
  llvm::SmallVector<Value, 8> args;
  if (resultStruct)
    args.push_back(allocaOne(resultStruct));
  llvm::ArrayRef<BlockArgument> rest = entry->getArguments();
  for (Type input : type.getInputs()) {
    if (!llvm::isa<MemRefType, UnrankedMemRefType>(input)) {
      args.push_back(rest.front());
      rest = rest.drop_front();
      continue;
    }
    Type descType = converter.convertType(input);
    size_t count = llvm::cast<LLVM::LLVMStructType>(descType).getBody().size();
    if (auto memref = llvm::dyn_cast<MemRefType>(input))
      count = 3 + 2 * memref.getRank();
    llvm::SmallVector<Value, 8> fields(rest.take_front(count));
    rest = rest.drop_front(count);
    Value desc = LLVM::packDescriptor(b, loc, descType, fields);
    Value stack = allocaOne(descType);
    createStore(b, loc, desc, stack);
    args.push_back(stack);
  }
  Operation *call = LLVM::createCall(
      b, loc, wrapperName,
      llvm::cast<LLVM::LLVMFunctionType>(wrapperType).getReturnType(), args);
  if (resultStruct)
    createReturn(b, loc, createLoad(b, loc, resultStruct, args.front()));
  else
    createReturn(b, loc, llvm::SmallVector<Value, 1>(call->getResults()));
}

/// `func.func` -> `llvm.func`.
struct FuncOpLowering : OpConversionPattern<func::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp funcOp, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = getLLVMConverter(typeConverter);
    FunctionType type = funcOp.getFunctionType();
    if (!type)
      return rewriter.notifyMatchFailure(funcOp, "no function type");
    TypeConverter::SignatureConversion conversion(type.getNumInputs());
    Type llvmType = converter.convertFunctionSignature(
        type, /*isVariadic=*/false, conversion);
    if (!llvmType)
      return rewriter.notifyMatchFailure(funcOp, "signature not convertible");

    Attribute linkage = funcOp->getAttr(kLinkageAttr);
    if (linkage && !llvm::isa<LLVM::LinkageAttr>(linkage))
      return rewriter.notifyMatchFailure(funcOp, "malformed llvm.linkage");
    bool isDeclaration = funcOp.isDeclaration();
    // The bare-pointer convention has no wrappers (as in mlir-opt 19).
    bool wrap =
        funcOp->getAttr(kEmitCInterface) && !converter.useBarePtrCallConv();
    // A wrapped declaration is defined here, for this module alone.
    if (wrap && isDeclaration)
      linkage =
          LLVM::LinkageAttr::get(funcOp->getContext(), LLVM::Linkage::Private);

    // Argument attributes stay where an argument stays one argument.
    ArrayAttr argAttrs;
    if (ArrayAttr oldArgAttrs = funcOp.getAllArgAttrs()) {
      auto fnType = llvm::cast<LLVM::LLVMFunctionType>(llvmType);
      llvm::SmallVector<Attribute, 8> attrs(fnType.getNumParams(),
                                            rewriter.getDictionaryAttr({}));
      for (unsigned i = 0, e = type.getNumInputs(); i != e; ++i) {
        const auto &mapping = conversion.getInputMapping(i);
        if (mapping.size == 1)
          attrs[mapping.inputStart] = oldArgAttrs[i];
      }
      argAttrs = rewriter.getArrayAttr(attrs);
    }
    ArrayAttr resAttrs;
    if (type.getNumResults() == 1)
      resAttrs = funcOp.getAllResultAttrs();

    Operation *newFunc = createLLVMFunc(
        rewriter, funcOp->getLoc(), funcOp.getSymName(), llvmType, linkage,
        getKeptAttrs(funcOp), argAttrs, resAttrs);
    Region &newBody = newFunc->getRegion(0);
    if (!isDeclaration) {
      rewriter.inlineRegionBefore(funcOp.getBody(), newBody, newBody.end());
      if (failed(rewriter.convertRegionTypes(&newBody, converter, &conversion)))
        return rewriter.notifyMatchFailure(funcOp, "block types");
    }
    if (wrap) {
      // Converting the blocks moved the insertion point.
      rewriter.setInsertionPointAfter(newFunc);
      if (isDeclaration)
        wrapExternalFunction(rewriter, converter, funcOp, newFunc, llvmType);
      else
        wrapForExternalCallers(rewriter, converter, funcOp, llvmType);
    }
    rewriter.eraseOp(funcOp);
    return success();
  }
};

/// `func.return` -> `llvm.return` of the results packed as the function
/// returns them.
struct ReturnOpLowering : ConversionPattern {
  ReturnOpLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("func.return", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = getLLVMConverter(typeConverter);
    Operation *parent = op->getParentOp();
    if (!parent || parent->getName().getStringRef() != "llvm.func")
      return rewriter.notifyMatchFailure(op, "not in a lowered function");
    llvm::SmallVector<Type, 4> types(op->getOperandTypes());
    Operation *module = LLVM::getModule(op);
    if (!module)
      return rewriter.notifyMatchFailure(op, "not in a module");
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 4> copies(operands);
    if (!converter.useBarePtrCallConv())
      copyUnrankedDescriptors(rewriter, loc, converter, module, types, copies,
                              /*toHeap=*/true);
    // A bare pointer result is the descriptor's allocated pointer.
    llvm::SmallVector<Value, 4> values;
    for (auto [operand, type] : llvm::zip(copies, types)) {
      Value value = operand;
      if (converter.useBarePtrCallConv() && llvm::isa<MemRefType>(type)) {
        if (!LLVMTypeConverter::canConvertToBarePtr(type))
          return rewriter.notifyMatchFailure(op, "not a static memref");
        value = LLVM::createExtractValue(rewriter, loc, value, 0);
      }
      values.push_back(value);
    }
    if (values.size() > 1) {
      Type packed = converter.packFunctionResults(types);
      if (!packed)
        return rewriter.notifyMatchFailure(op, "result types");
      Value result = LLVM::createUndef(rewriter, loc, packed);
      for (auto [i, value] : llvm::enumerate(values))
        result =
            LLVM::createInsertValue(rewriter, loc, result, value, int64_t(i));
      values.assign({result});
    }
    // Discardable attributes stay, as with mlir-opt 19.
    Operation *newOp =
        rewriter.create(loc, "llvm.return", values, {}, op->getAttrs());
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

/// `func.call` and `func.call_indirect` -> `llvm.call`, memref operands
/// passed in the calling convention and the results unpacked.
struct CallOpLowering : ConversionPattern {
  CallOpLowering(const TypeConverter &converter, Context *ctx,
                 llvm::StringRef name, bool indirect)
      : ConversionPattern(name, 1, ctx, &converter), indirect(indirect) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    const LLVMTypeConverter &converter = getLLVMConverter(typeConverter);
    llvm::SmallVector<Type, 4> resultTypes(op->getResultTypes());
    Operation *module = LLVM::getModule(op);
    if (!module)
      return rewriter.notifyMatchFailure(op, "not in a module");
    Type packed = converter.packFunctionResults(resultTypes);
    if (!packed)
      return rewriter.notifyMatchFailure(op, "result types");
    llvm::ArrayRef<Value> args = operands;
    auto argTypes = llvm::to_vector(op->getOperandTypes());
    if (indirect) {
      args = args.drop_front();
      argTypes.erase(argTypes.begin());
    }
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 8> callOperands;
    if (indirect)
      callOperands.push_back(operands[0]);
    for (auto [value, type] : llvm::zip(args, argTypes)) {
      if (!llvm::isa<MemRefType, UnrankedMemRefType>(type)) {
        callOperands.push_back(value);
        continue;
      }
      if (!converter.useBarePtrCallConv()) {
        LLVM::unpackDescriptor(rewriter, loc, value, callOperands);
        continue;
      }
      if (!LLVMTypeConverter::canConvertToBarePtr(type))
        return rewriter.notifyMatchFailure(op, "not a static memref");
      callOperands.push_back(LLVM::createExtractValue(rewriter, loc, value, 1));
    }
    llvm::SmallVector<Type, 1> callResults;
    if (!resultTypes.empty())
      callResults.push_back(packed);
    // Discardable attributes stay, as with mlir-opt 19.
    llvm::SmallVector<NamedAttribute, 2> attrs(op->getAttrs());
    if (!indirect)
      attrs.push_back(
          rewriter.getNamedAttr("callee", op->getInherentAttr("callee")));
    Operation *call =
        rewriter.create(loc, "llvm.call", callOperands, callResults, attrs);

    llvm::SmallVector<Value, 4> results;
    if (resultTypes.size() == 1)
      results.push_back(call->getResult(0));
    else
      for (unsigned i = 0, e = resultTypes.size(); i != e; ++i)
        results.push_back(LLVM::createExtractValue(
            rewriter, loc, call->getResult(0), int64_t(i)));
    if (!converter.useBarePtrCallConv())
      copyUnrankedDescriptors(rewriter, loc, converter, module, resultTypes,
                              results, /*toHeap=*/false);
    // A bare pointer comes back as the descriptor of its static memref.
    if (converter.useBarePtrCallConv())
      for (auto [value, type] : llvm::zip(results, resultTypes)) {
        auto memref = llvm::dyn_cast<MemRefType>(type);
        if (!memref)
          continue;
        llvm::SmallVector<int64_t, 4> strides;
        int64_t offset;
        (void)memref::getStridesAndOffset(memref, strides, offset);
        value = LLVM::descriptorFromStaticShape(
            rewriter, loc, converter.convertType(memref), value,
            memref.getShape(), strides, offset);
      }
    rewriter.replaceOp(op, results);
    return success();
  }

  bool indirect;
};

/// `func.constant @f` -> `llvm.mlir.addressof @f`.
struct ConstantOpLowering : ConversionPattern {
  ConstantOpLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("func.constant", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = typeConverter->convertType(op->getResult(0).getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "result type");
    // Discardable attributes stay, as with mlir-opt 19.
    llvm::SmallVector<NamedAttribute, 2> attrs(op->getAttrs());
    attrs.push_back(
        rewriter.getNamedAttr("global_name", op->getInherentAttr("value")));
    Operation *newOp =
        rewriter.create(op->getLoc(), "llvm.mlir.addressof", {}, {type}, attrs);
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

struct ConvertFuncToLLVMPass
    : PassWrapper<ConvertFuncToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ConvertFuncToLLVMPass"; }
  llvm::StringRef getArgument() const override {
    return "convert-func-to-llvm";
  }
  llvm::StringRef getDescription() const override {
    return "Convert from the Func dialect to the LLVM dialect";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertFuncToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    // The ops the lowering creates must be registered ones.
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth, useBarePtrCallConv);
    RewritePatternSet patterns(ctx);
    populateFuncToLLVMConversionPatterns(converter, patterns);
    // As in mlir-opt 19, which keeps them here until their passes are the
    // only way.
    populateArithToLLVMConversionPatterns(converter, patterns);
    populateControlFlowToLLVMConversionPatterns(converter, patterns);
    if (failed(
            applyLLVMConversion(getOperation(), std::move(patterns), "func")))
      signalPassFailure();
  }

  Option<bool> useBarePtrCallConv{
      passOptions, "use-bare-ptr-memref-call-conv",
      "Replace FuncOp's MemRef arguments with bare pointers to the MemRef "
      "element types",
      false};
  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
};

} // namespace

void assay::populateFuncToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  patterns.add(std::make_unique<FuncOpLowering>(converter, ctx));
  patterns.add(std::make_unique<ReturnOpLowering>(converter, ctx));
  patterns.add(
      std::make_unique<CallOpLowering>(converter, ctx, "func.call", false));
  patterns.add(std::make_unique<CallOpLowering>(converter, ctx,
                                                "func.call_indirect", true));
  patterns.add(std::make_unique<ConstantOpLowering>(converter, ctx));
}

std::unique_ptr<Pass> assay::createConvertFuncToLLVMPass() {
  return std::make_unique<ConvertFuncToLLVMPass>();
}
