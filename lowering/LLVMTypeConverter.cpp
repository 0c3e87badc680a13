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

using namespace assay;

LLVMTypeConverter::LLVMTypeConverter(Context *ctx, unsigned indexBitwidth)
    : ctx(ctx), indexBitwidth(indexBitwidth ? indexBitwidth : 64) {
  // Anything not handled below has no llvm counterpart yet.
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
  // 1-D vectors of convertible scalars; n-D vectors become arrays of
  // vectors in a later slice.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto vector = llvm::dyn_cast<VectorType>(type);
    if (!vector)
      return std::nullopt;
    Type element = convertType(vector.getElementType());
    if (!element || vector.getRank() != 1)
      return Type();
    return VectorType::get(vector.getShape(), element,
                           vector.getScalableDims());
  });
  // The memref descriptor.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto memref = llvm::dyn_cast<MemRefType>(type);
    if (!memref)
      return std::nullopt;
    // Any layout with strides and an offset (identity, strided<...>, or an
    // affine map that is strided) has a descriptor.
    if (!memref::isStrided(memref))
      return Type();
    if (!convertType(memref.getElementType()))
      return Type();
    Context *ctx = getContext();
    Type ptr = LLVM::LLVMPointerType::get(ctx, memref.getMemorySpaceAsInt());
    // Offset, sizes and strides are of the index type, as with mlir-opt 19.
    Type index = getIndexType();
    llvm::SmallVector<Type, 5> body = {ptr, ptr, index};
    if (int64_t rank = memref.getRank()) {
      Type array = LLVM::LLVMArrayType::get(index, rank);
      body.append({array, array});
    }
    return LLVM::LLVMStructType::getLiteral(ctx, body);
  });
  // The unranked memref descriptor: the rank and a pointer to a ranked
  // descriptor.
  addConversion1To1([this](Type type) -> std::optional<Type> {
    auto memref = llvm::dyn_cast<UnrankedMemRefType>(type);
    if (!memref)
      return std::nullopt;
    if (!convertType(memref.getElementType()))
      return Type();
    Context *ctx = getContext();
    return LLVM::LLVMStructType::getLiteral(
        ctx, {getIndexType(),
              LLVM::LLVMPointerType::get(ctx, memref.getMemorySpaceAsInt())});
  });
}

Type LLVMTypeConverter::getIndexType() const {
  return IntegerType::get(ctx, indexBitwidth);
}
