//===- MemRefDescriptor.cpp - Building and reading memref descriptors -----===//
//
// The ops of MemRefDescriptor.h. Field positions: 0 allocated pointer,
// 1 aligned pointer, 2 offset, [3, i] size i, [4, i] stride i; unranked:
// 0 rank, 1 descriptor pointer.
//
//===----------------------------------------------------------------------===//
#include "lowering/MemRefDescriptor.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/BuiltinTypes.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "lowering/LLVMOpBuilders.h"
#include "lowering/LLVMTypeConverter.h"

using namespace assay;

enum : int64_t {
  kAllocatedPtrPos = 0,
  kAlignedPtrPos = 1,
  kOffsetPos = 2,
  kSizesPos = 3,
  kStridesPos = 4,
  kRankPos = 0,
  kDescriptorPtrPos = 1,
};

Value assay::createTypeSizeInBytes(OpBuilder &builder, Location loc,
                                   Type indexType, Type llvmType) {
  Context *ctx = builder.getContext();
  Type ptrType = LLVM::LLVMPointerType::get(ctx);
  Value null =
      builder.create(loc, "llvm.mlir.zero", {}, {ptrType})->getResult(0);
  Value gep =
      builder
          .create(
              loc, "llvm.getelementptr", {null}, {ptrType},
              {builder.getNamedAttr("elem_type", builder.getTypeAttr(llvmType)),
               builder.getNamedAttr("rawConstantIndices",
                                    DenseI32ArrayAttr::get(ctx, {1}))})
          ->getResult(0);
  return builder.create(loc, "llvm.ptrtoint", {gep}, {indexType})->getResult(0);
}

//===----------------------------------------------------------------------===//
// MemRefDescriptor
//===----------------------------------------------------------------------===//

MemRefDescriptor::MemRefDescriptor(Value value) : value(value) {
  auto type = llvm::cast<LLVM::LLVMStructType>(value.getType());
  llvm::ArrayRef<Type> body = type.getBody();
  assert((body.size() == 3 || body.size() == 5) &&
         "not a memref descriptor type");
  pointerType = body[kAlignedPtrPos];
  indexType = body[kOffsetPos];
  if (body.size() == 5)
    rank = llvm::cast<LLVM::LLVMArrayType>(body[kSizesPos]).getNumElements();
}

MemRefDescriptor MemRefDescriptor::undef(OpBuilder &builder, Location loc,
                                         Type descriptorType) {
  return MemRefDescriptor(LLVM::createUndef(builder, loc, descriptorType));
}

MemRefDescriptor MemRefDescriptor::pack(OpBuilder &builder, Location loc,
                                        Type descriptorType,
                                        llvm::ArrayRef<Value> fields) {
  MemRefDescriptor desc = undef(builder, loc, descriptorType);
  assert(fields.size() == 3 + 2 * desc.rank && "wrong number of fields");
  desc.setAllocatedPtr(builder, loc, fields[0]);
  desc.setAlignedPtr(builder, loc, fields[1]);
  desc.setOffset(builder, loc, fields[2]);
  for (unsigned i = 0; i < desc.rank; ++i) {
    desc.setSize(builder, loc, i, fields[3 + i]);
    desc.setStride(builder, loc, i, fields[3 + desc.rank + i]);
  }
  return desc;
}

MemRefDescriptor
MemRefDescriptor::fromStaticShape(OpBuilder &builder, Location loc,
                                  const LLVMTypeConverter &converter,
                                  MemRefType type, Value memory) {
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  [[maybe_unused]] LogicalResult strided =
      memref::getStridesAndOffset(type, strides, offset);
  assert(succeeded(strided) && "not a strided memref");
  MemRefDescriptor desc = undef(builder, loc, converter.convertType(type));
  desc.setAllocatedPtr(builder, loc, memory);
  desc.setAlignedPtr(builder, loc, memory);
  desc.setConstantOffset(builder, loc, offset);
  for (auto [i, size] : llvm::enumerate(type.getShape()))
    desc.setConstantSize(builder, loc, i, size);
  for (auto [i, stride] : llvm::enumerate(strides))
    desc.setConstantStride(builder, loc, i, stride);
  return desc;
}

void MemRefDescriptor::unpack(OpBuilder &builder, Location loc,
                              Value descriptor,
                              llvm::SmallVectorImpl<Value> &fields) {
  MemRefDescriptor desc(descriptor);
  fields.push_back(desc.allocatedPtr(builder, loc));
  fields.push_back(desc.alignedPtr(builder, loc));
  fields.push_back(desc.offset(builder, loc));
  for (unsigned i = 0; i < desc.rank; ++i)
    fields.push_back(desc.size(builder, loc, i));
  for (unsigned i = 0; i < desc.rank; ++i)
    fields.push_back(desc.stride(builder, loc, i));
}

Value MemRefDescriptor::extract(OpBuilder &builder, Location loc,
                                llvm::ArrayRef<int64_t> pos) {
  return LLVM::createExtractValue(builder, loc, value, pos);
}

void MemRefDescriptor::insert(OpBuilder &builder, Location loc,
                              llvm::ArrayRef<int64_t> pos, Value field) {
  value = LLVM::createInsertValue(builder, loc, value, field, pos);
}

Value MemRefDescriptor::allocatedPtr(OpBuilder &builder, Location loc) {
  return extract(builder, loc, {kAllocatedPtrPos});
}
void MemRefDescriptor::setAllocatedPtr(OpBuilder &builder, Location loc,
                                       Value ptr) {
  insert(builder, loc, {kAllocatedPtrPos}, ptr);
}
Value MemRefDescriptor::alignedPtr(OpBuilder &builder, Location loc) {
  return extract(builder, loc, {kAlignedPtrPos});
}
void MemRefDescriptor::setAlignedPtr(OpBuilder &builder, Location loc,
                                     Value ptr) {
  insert(builder, loc, {kAlignedPtrPos}, ptr);
}
Value MemRefDescriptor::offset(OpBuilder &builder, Location loc) {
  return extract(builder, loc, {kOffsetPos});
}
void MemRefDescriptor::setOffset(OpBuilder &builder, Location loc,
                                 Value offset) {
  insert(builder, loc, {kOffsetPos}, offset);
}
void MemRefDescriptor::setConstantOffset(OpBuilder &builder, Location loc,
                                         int64_t offset) {
  setOffset(builder, loc, createIndexConstant(builder, loc, indexType, offset));
}

Value MemRefDescriptor::size(OpBuilder &builder, Location loc, unsigned pos) {
  assert(pos < rank && "size position out of range");
  return extract(builder, loc, {kSizesPos, pos});
}

Value MemRefDescriptor::size(OpBuilder &builder, Location loc, Value pos) {
  Context *ctx = builder.getContext();
  Type ptrType = LLVM::LLVMPointerType::get(ctx);
  Type arrayType = LLVM::LLVMArrayType::get(indexType, rank);
  Value one = createIndexConstant(builder, loc, indexType, 1);
  Value sizes = LLVM::createExtractValue(builder, loc, value, {kSizesPos});
  Value slot = builder
                   .create(loc, "llvm.alloca", {one}, {ptrType},
                           {builder.getNamedAttr(
                               "elem_type", builder.getTypeAttr(arrayType))})
                   ->getResult(0);
  builder.create(loc, "llvm.store", {sizes, slot});
  Value element =
      builder
          .create(loc, "llvm.getelementptr", {slot, pos}, {ptrType},
                  {builder.getNamedAttr("elem_type",
                                        builder.getTypeAttr(arrayType)),
                   builder.getNamedAttr(
                       "rawConstantIndices",
                       DenseI32ArrayAttr::get(ctx, {0, INT32_MIN}))})
          ->getResult(0);
  return builder.create(loc, "llvm.load", {element}, {indexType})->getResult(0);
}

void MemRefDescriptor::setSize(OpBuilder &builder, Location loc, unsigned pos,
                               Value size) {
  assert(pos < rank && "size position out of range");
  insert(builder, loc, {kSizesPos, pos}, size);
}
void MemRefDescriptor::setConstantSize(OpBuilder &builder, Location loc,
                                       unsigned pos, int64_t size) {
  setSize(builder, loc, pos,
          createIndexConstant(builder, loc, indexType, size));
}

Value MemRefDescriptor::stride(OpBuilder &builder, Location loc, unsigned pos) {
  assert(pos < rank && "stride position out of range");
  return extract(builder, loc, {kStridesPos, pos});
}
void MemRefDescriptor::setStride(OpBuilder &builder, Location loc, unsigned pos,
                                 Value stride) {
  assert(pos < rank && "stride position out of range");
  insert(builder, loc, {kStridesPos, pos}, stride);
}
void MemRefDescriptor::setConstantStride(OpBuilder &builder, Location loc,
                                         unsigned pos, int64_t stride) {
  setStride(builder, loc, pos,
            createIndexConstant(builder, loc, indexType, stride));
}

Value MemRefDescriptor::bufferPtr(OpBuilder &builder, Location loc,
                                  Type elementType) {
  Value base = alignedPtr(builder, loc);
  Value shift = offset(builder, loc);
  return builder
      .create(
          loc, "llvm.getelementptr", {base, shift}, {pointerType},
          {builder.getNamedAttr("elem_type", builder.getTypeAttr(elementType)),
           builder.getNamedAttr(
               "rawConstantIndices",
               DenseI32ArrayAttr::get(builder.getContext(), {INT32_MIN}))})
      ->getResult(0);
}

//===----------------------------------------------------------------------===//
// UnrankedMemRefDescriptor
//===----------------------------------------------------------------------===//

UnrankedMemRefDescriptor::UnrankedMemRefDescriptor(Value value) : value(value) {
  assert(llvm::cast<LLVM::LLVMStructType>(value.getType()).getBody().size() ==
             2 &&
         "not an unranked memref descriptor type");
}

UnrankedMemRefDescriptor UnrankedMemRefDescriptor::undef(OpBuilder &builder,
                                                         Location loc,
                                                         Type descriptorType) {
  return UnrankedMemRefDescriptor(
      LLVM::createUndef(builder, loc, descriptorType));
}

UnrankedMemRefDescriptor UnrankedMemRefDescriptor::pack(OpBuilder &builder,
                                                        Location loc,
                                                        Type descriptorType,
                                                        Value rank,
                                                        Value descriptorPtr) {
  UnrankedMemRefDescriptor desc = undef(builder, loc, descriptorType);
  desc.setRank(builder, loc, rank);
  desc.setMemRefDescPtr(builder, loc, descriptorPtr);
  return desc;
}

Type UnrankedMemRefDescriptor::getType(Context *ctx, Type indexType,
                                       unsigned addressSpace) {
  return LLVM::LLVMStructType::getLiteral(
      ctx, {indexType, LLVM::LLVMPointerType::get(ctx, addressSpace)});
}

Value UnrankedMemRefDescriptor::rank(OpBuilder &builder, Location loc) {
  return LLVM::createExtractValue(builder, loc, value, {kRankPos});
}
void UnrankedMemRefDescriptor::setRank(OpBuilder &builder, Location loc,
                                       Value rank) {
  value = LLVM::createInsertValue(builder, loc, value, rank, {kRankPos});
}
Value UnrankedMemRefDescriptor::memRefDescPtr(OpBuilder &builder,
                                              Location loc) {
  return LLVM::createExtractValue(builder, loc, value, {kDescriptorPtrPos});
}
void UnrankedMemRefDescriptor::setMemRefDescPtr(OpBuilder &builder,
                                                Location loc, Value ptr) {
  value =
      LLVM::createInsertValue(builder, loc, value, ptr, {kDescriptorPtrPos});
}
