//===- LLVMTypeConverter.cpp - Builtin types to llvm types ----------------===//
//
// The conversions of LLVMTypeConverter.h. Callbacks added last are tried
// first; each handles one kind of type and leaves the rest (none).
//
//===----------------------------------------------------------------------===//
#include "lowering/LLVMTypeConverter.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "lowering/LLVMOpBuilders.h"

using namespace assay;

/// The fields of the descriptor of `memref` (see the header), with `index`
/// for offset, sizes and strides.
static void getDescriptorFields(MemRefType memref, Type index,
                                llvm::SmallVectorImpl<Type> &fields) {
  Type ptr = LLVM::LLVMPointerType::get(index.getContext(),
                                        memref.getMemorySpaceAsInt());
  fields.append({ptr, ptr, index});
  if (int64_t rank = memref.getRank()) {
    Type array = LLVM::LLVMArrayType::get(index, rank);
    fields.append({array, array});
  }
}

LLVMTypeConverter::LLVMTypeConverter(Context *ctx, unsigned indexBitwidth,
                                     bool useBarePtrCallConv)
    : ctx(ctx), indexBitwidth(indexBitwidth ? indexBitwidth : 64),
      barePtrCallConv(useBarePtrCallConv) {
  // Anything not handled below has no llvm counterpart.
  addConversion1To1([](Type) -> std::optional<Type> { return Type(); });
  // Scalars the llvm dialect shares with builtin.
  addConversion1To1([](Type type) -> std::optional<Type> {
    if (llvm::isa<IntegerType, FloatType>(type) ||
        LLVM::isLLVMDialectType(type))
      return type;
    return std::nullopt;
  });
  addConversion1To1([this](Type type) -> std::optional<Type> {
    if (llvm::isa<IndexType>(type))
      return getIndexType();
    return std::nullopt;
  });
  // A function value is the address of the function.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    if (llvm::isa<FunctionType>(type))
      return LLVM::LLVMPointerType::get(getContext());
    return std::nullopt;
  });
  // Vectors of convertible scalars: 1-D (0-D as one element) directly,
  // n-D as nested arrays of the innermost dimension's vectors.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto vector = llvm::dyn_cast<VectorType>(type);
    if (!vector)
      return std::nullopt;
    Type element = convertType(vector.getElementType());
    if (!element || !llvm::isa<IntegerType, FloatType>(element))
      return Type();
    llvm::ArrayRef<int64_t> shape = vector.getShape();
    llvm::ArrayRef<bool> scalable = vector.getScalableDims();
    if (shape.empty())
      return VectorType::get({1}, element);
    // Only the innermost dimension of an llvm vector can be scalable.
    if (llvm::is_contained(scalable.drop_back(), true))
      return Type();
    Type result = VectorType::get(shape.back(), element,
                                  scalable.empty() ? llvm::ArrayRef<bool>()
                                                   : scalable.take_back());
    for (int64_t dim : llvm::reverse(shape.drop_back()))
      result = LLVM::LLVMArrayType::get(result, dim);
    return result;
  });
  // The memref descriptor.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto memref = llvm::dyn_cast<MemRefType>(type);
    if (!memref)
      return std::nullopt;
    if (!memref::isStrided(memref) || !convertType(memref.getElementType()))
      return Type();
    llvm::SmallVector<Type, 5> fields;
    getDescriptorFields(memref, getIndexType(), fields);
    return LLVM::LLVMStructType::getLiteral(getContext(), fields);
  });
  // The unranked descriptor: the rank and a pointer to a ranked one, which
  // lives in the default address space whatever the memref's.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto memref = llvm::dyn_cast<UnrankedMemRefType>(type);
    if (!memref)
      return std::nullopt;
    if (!convertType(memref.getElementType()))
      return Type();
    Type ptr = LLVM::LLVMPointerType::get(getContext());
    return LLVM::LLVMStructType::getLiteral(getContext(),
                                            {getIndexType(), ptr});
  });

  // A memref argument that a function signature expanded is rebuilt from
  // its fields (or from its bare pointer) and cast back to the memref;
  // other arguments are cast back. Like mlir-opt 19, each argument's
  // rebuild goes to the start of the block, before those of the arguments
  // before it.
  addArgumentMaterialization([this](OpBuilder &b, Type type,
                                    llvm::ArrayRef<Value> inputs,
                                    Location loc) -> Value {
    b.setInsertionPointToStart(b.getInsertionBlock());
    Type descType = convertType(type);
    if (!llvm::isa<MemRefType, UnrankedMemRefType>(type) || !descType)
      return createUnrealizedCast(b, loc, type, inputs);
    Value desc;
    if (inputs.size() == 1 &&
        llvm::isa<LLVM::LLVMPointerType>(inputs[0].getType())) {
      auto memref = llvm::cast<MemRefType>(type);
      llvm::SmallVector<int64_t, 4> strides;
      int64_t offset;
      if (!canConvertToBarePtr(memref) ||
          failed(memref::getStridesAndOffset(memref, strides, offset)))
        return Value();
      desc = LLVM::descriptorFromStaticShape(
          b, loc, descType, inputs[0], memref.getShape(), strides, offset);
    } else if (inputs.size() == 1) {
      return createUnrealizedCast(b, loc, type, inputs);
    } else {
      desc = LLVM::packDescriptor(b, loc, descType, inputs);
    }
    // Like mlir-opt 19, the rebuilt memref is cast back to its descriptor
    // at once, whether or not a converted op uses it.
    Value memref = createUnrealizedCast(b, loc, type, desc);
    createUnrealizedCast(b, loc, descType, memref);
    return memref;
  });
  // Converted users of such a rebuilt argument take that cast back.
  addTargetMaterialization([](OpBuilder &, Type type,
                              llvm::ArrayRef<Value> inputs, Location) -> Value {
    if (inputs.size() != 1)
      return Value();
    for (Operation *user : inputs[0].getUsers())
      if (user->getName().getStringRef() ==
              "builtin.unrealized_conversion_cast" &&
          user->getNumOperands() == 1 && user->getNumResults() == 1 &&
          user->getResult(0).getType() == type)
        return user->getResult(0);
    return Value();
  });
}

Type LLVMTypeConverter::getIndexType() const {
  return IntegerType::get(ctx, indexBitwidth);
}

bool LLVMTypeConverter::canConvertToBarePtr(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape())
    return false;
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset;
  if (failed(memref::getStridesAndOffset(memref, strides, offset)))
    return false;
  return offset != ShapedType::kDynamic &&
         !llvm::is_contained(strides, ShapedType::kDynamic);
}

LogicalResult LLVMTypeConverter::convertCallingConventionType(
    Type type, llvm::SmallVectorImpl<Type> &results) const {
  if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
    if (!convertType(memref))
      return failure();
    if (barePtrCallConv) {
      if (!canConvertToBarePtr(memref))
        return failure();
      results.push_back(
          LLVM::LLVMPointerType::get(ctx, memref.getMemorySpaceAsInt()));
      return success();
    }
    // The descriptor's fields one by one: each size and stride apart.
    Type ptr = LLVM::LLVMPointerType::get(ctx, memref.getMemorySpaceAsInt());
    results.append({ptr, ptr});
    results.append(1 + 2 * memref.getRank(), getIndexType());
    return success();
  }
  if (llvm::isa<UnrankedMemRefType>(type)) {
    // No bare pointer stands for an unranked memref.
    Type desc = barePtrCallConv ? Type() : convertType(type);
    if (!desc)
      return failure();
    llvm::append_range(results,
                       llvm::cast<LLVM::LLVMStructType>(desc).getBody());
    return success();
  }
  Type converted = convertType(type);
  if (!converted)
    return failure();
  results.push_back(converted);
  return success();
}

Type LLVMTypeConverter::convertResultType(Type type) const {
  if (barePtrCallConv && llvm::isa<MemRefType, UnrankedMemRefType>(type)) {
    if (!canConvertToBarePtr(type))
      return Type();
    return LLVM::LLVMPointerType::get(
        ctx, llvm::cast<MemRefType>(type).getMemorySpaceAsInt());
  }
  return convertType(type);
}

Type LLVMTypeConverter::packFunctionResults(llvm::ArrayRef<Type> types) const {
  if (types.empty())
    return LLVM::LLVMVoidType::get(ctx);
  if (types.size() == 1)
    return convertResultType(types[0]);
  llvm::SmallVector<Type, 4> fields;
  for (Type type : types) {
    Type converted = convertResultType(type);
    if (!converted)
      return Type();
    fields.push_back(converted);
  }
  return LLVM::LLVMStructType::getLiteral(ctx, fields);
}

Type LLVMTypeConverter::convertFunctionSignature(
    FunctionType type, bool isVariadic, SignatureConversion &result) const {
  for (auto [i, input] : llvm::enumerate(type.getInputs())) {
    llvm::SmallVector<Type, 5> converted;
    if (failed(convertCallingConventionType(input, converted)))
      return Type();
    result.addInputs(i, converted);
  }
  Type resultType = packFunctionResults(type.getResults());
  if (!resultType)
    return Type();
  return LLVM::LLVMFunctionType::get(resultType, result.getConvertedTypes(),
                                     isVariadic);
}
