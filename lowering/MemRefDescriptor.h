//===- MemRefDescriptor.h - Building and reading memref descriptors -*- C++
//-*-===//
//
// A memref lowered to the llvm dialect is a descriptor, the struct
// LLVMTypeConverter gives it:
//   !llvm.struct<(ptr, ptr, iN, array<R x iN>, array<R x iN>)>
// (allocated pointer, aligned pointer, offset, sizes, strides; rank 0 has
// no arrays; iN is the index type of the conversion), and an unranked memref
// is `!llvm.struct<(iN, ptr)>` (rank, pointer to a ranked descriptor).
// MemRefDescriptor and UnrankedMemRefDescriptor wrap such a value and build
// the llvm.extractvalue / llvm.insertvalue ops that read and update its
// fields, in the order mlir-opt 19 builds them, so lowerings that use them
// print what mlir-opt 19 prints. The few free functions below build the
// other llvm ops the memref lowerings share (index constants, the byte size
// of a type).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_MEMREFDESCRIPTOR_H
#define ASSAY_LOWERING_MEMREFDESCRIPTOR_H

#include "ir/Builder.h"
#include "ir/Value.h"
#include "lowering/LLVMOpBuilders.h"

namespace assay {
class LLVMTypeConverter;
class MemRefType;

using LLVM::createIndexConstant;

/// The size of `llvmType` in bytes as mlir-opt 19 computes it:
/// `ptrtoint (getelementptr null[1])` of type `indexType`.
Value createTypeSizeInBytes(OpBuilder &builder, Location loc, Type indexType,
                            Type llvmType);

/// A ranked memref descriptor value and the ops that read and update it.
/// Setters replace the wrapped value by the result of their insertvalue.
class MemRefDescriptor {
public:
  /// Wraps `value`, which must have a descriptor struct type.
  explicit MemRefDescriptor(Value value);

  /// A descriptor of `descriptorType` with every field undefined
  /// (`llvm.mlir.undef`).
  static MemRefDescriptor undef(OpBuilder &builder, Location loc,
                                Type descriptorType);
  /// A descriptor of `descriptorType` holding `fields`: allocated and
  /// aligned pointers, offset, then the sizes and the strides (inserted
  /// size i, stride i, size i + 1, ...).
  static MemRefDescriptor pack(OpBuilder &builder, Location loc,
                               Type descriptorType,
                               llvm::ArrayRef<Value> fields);
  /// A descriptor of the static-shape, static-layout memref `type` whose
  /// pointers are both `memory`; offset, sizes and strides are constants.
  static MemRefDescriptor fromStaticShape(OpBuilder &builder, Location loc,
                                          const LLVMTypeConverter &converter,
                                          MemRefType type, Value memory);
  /// The fields of `descriptor` in pack() order, each read by one
  /// extractvalue.
  static void unpack(OpBuilder &builder, Location loc, Value descriptor,
                     llvm::SmallVectorImpl<Value> &fields);

  /// The descriptor value as of the last update.
  Value getValue() const { return value; }
  operator Value() const { return value; }
  /// The struct type of the descriptor.
  Type getType() const { return value.getType(); }
  /// The rank of the memref it describes.
  unsigned getRank() const { return rank; }
  /// The integer type of its offset, sizes and strides.
  Type getIndexType() const { return indexType; }
  /// The type of its pointers (with the memref's address space).
  Type getPointerType() const { return pointerType; }

  Value allocatedPtr(OpBuilder &builder, Location loc);
  void setAllocatedPtr(OpBuilder &builder, Location loc, Value ptr);
  Value alignedPtr(OpBuilder &builder, Location loc);
  void setAlignedPtr(OpBuilder &builder, Location loc, Value ptr);
  Value offset(OpBuilder &builder, Location loc);
  void setOffset(OpBuilder &builder, Location loc, Value offset);
  /// Sets the offset to the constant `offset`.
  void setConstantOffset(OpBuilder &builder, Location loc, int64_t offset);

  /// Size `pos`.
  Value size(OpBuilder &builder, Location loc, unsigned pos);
  /// The size at the run-time position `pos` (an integer of the index
  /// type): the size array is spilled to the stack and indexed, as
  /// mlir-opt 19 does.
  Value size(OpBuilder &builder, Location loc, Value pos);
  void setSize(OpBuilder &builder, Location loc, unsigned pos, Value size);
  void setConstantSize(OpBuilder &builder, Location loc, unsigned pos,
                       int64_t size);

  /// Stride `pos`.
  Value stride(OpBuilder &builder, Location loc, unsigned pos);
  void setStride(OpBuilder &builder, Location loc, unsigned pos, Value stride);
  void setConstantStride(OpBuilder &builder, Location loc, unsigned pos,
                         int64_t stride);

  /// The address of the first element: the aligned pointer moved by the
  /// offset, in elements of `elementType` (an llvm type).
  Value bufferPtr(OpBuilder &builder, Location loc, Type elementType);

private:
  Value extract(OpBuilder &builder, Location loc, llvm::ArrayRef<int64_t> pos);
  void insert(OpBuilder &builder, Location loc, llvm::ArrayRef<int64_t> pos,
              Value field);

  Value value;
  Type indexType;
  Type pointerType;
  unsigned rank = 0;
};

/// An unranked memref descriptor `!llvm.struct<(iN, ptr)>`: the rank and a
/// pointer to a ranked descriptor.
class UnrankedMemRefDescriptor {
public:
  /// Wraps `value`, which must have the unranked descriptor type.
  explicit UnrankedMemRefDescriptor(Value value);

  /// An unranked descriptor of `descriptorType` with undefined fields.
  static UnrankedMemRefDescriptor undef(OpBuilder &builder, Location loc,
                                        Type descriptorType);
  /// An unranked descriptor of `descriptorType` holding `rank` and
  /// `descriptorPtr`.
  static UnrankedMemRefDescriptor pack(OpBuilder &builder, Location loc,
                                       Type descriptorType, Value rank,
                                       Value descriptorPtr);
  /// The type `!llvm.struct<(indexType, ptr)>` (address space
  /// `addressSpace`).
  static Type getType(Context *ctx, Type indexType, unsigned addressSpace = 0);

  Value getValue() const { return value; }
  operator Value() const { return value; }

  Value rank(OpBuilder &builder, Location loc);
  void setRank(OpBuilder &builder, Location loc, Value rank);
  Value memRefDescPtr(OpBuilder &builder, Location loc);
  void setMemRefDescPtr(OpBuilder &builder, Location loc, Value ptr);

private:
  Value value;
};

} // namespace assay

#endif // ASSAY_LOWERING_MEMREFDESCRIPTOR_H
