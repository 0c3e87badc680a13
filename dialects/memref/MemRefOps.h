//===- MemRefOps.h - The ops of the memref dialect --------------*- C++ -*-===//
//
// Typed views over the memref ops. Each class names its op, fills its OpInfo
// (counts, traits, properties, verifiers, custom syntax) in populateInfo,
// and offers the accessors that the interpreter and passes use. Ops with
// several variadic operand groups store their group sizes in the
// `operandSegmentSizes` property, as the generic form shows it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MEMREF_MEMREFOPS_H
#define ASSAY_DIALECTS_MEMREF_MEMREFOPS_H

#include "dialects/arith/ArithEnums.h"
#include "ir/BuiltinTypes.h"
#include "ir/OpConstraints.h"
#include "ir/OpDefinition.h"
#include "ir/OperationName.h"
#include <optional>

namespace assay {
class Dialect;

namespace memref {

/// Registers every memref op in `dialect`.
void registerMemRefOps(Dialect &dialect);
/// Registers the view ops (subview, reinterpret_cast, view, expand_shape,
/// collapse_shape, reshape, transpose); called by registerMemRefOps.
void registerMemRefViewOps(Dialect &dialect);
/// Registers dma_start and dma_wait (MemRefDmaOps.cpp); called by
/// registerMemRefOps.
void registerMemRefDmaOps(Dialect &dialect);
/// Attaches the ops' fold hooks and the dialect's constant materializer
/// (MemRefFold.cpp); called once the ops are registered.
void registerMemRefFolds(Dialect &dialect);

/// memref.cast's rule: same element type and memory space; between ranked
/// types, the same rank, compatible sizes and compatible strided layouts;
/// a ranked and an unranked type may be cast either way.
bool areCastCompatible(Type from, Type to);

/// `%alloc = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32>`.
class AllocOp : public Op<AllocOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.alloc"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The allocated memref's type.
  MemRefType getType() {
    return llvm::cast<MemRefType>(state->getResult(0).getType());
  }
  /// One index per dynamic dimension of the result, in order.
  OperandRange getDynamicSizes() { return getOperandSegment(state, 0); }
  /// The values bound to the layout map's symbols.
  OperandRange getSymbolOperands() { return getOperandSegment(state, 1); }
  /// The requested alignment in bytes, if any.
  std::optional<uint64_t> getAlignment();
};

/// `%alloca = memref.alloca(%d) : memref<?xf32>`: freed when the nearest
/// automatic allocation scope exits.
class AllocaOp : public Op<AllocaOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.alloca"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The allocated memref's type.
  MemRefType getType() {
    return llvm::cast<MemRefType>(state->getResult(0).getType());
  }
  /// One index per dynamic dimension of the result, in order.
  OperandRange getDynamicSizes() { return getOperandSegment(state, 0); }
  /// The values bound to the layout map's symbols.
  OperandRange getSymbolOperands() { return getOperandSegment(state, 1); }
  /// The requested alignment in bytes, if any.
  std::optional<uint64_t> getAlignment();
};

/// `%0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>`.
class ReallocOp : public Op<ReallocOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.realloc"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref being grown or shrunk.
  Value getSource() { return state->getOperand(0); }
  /// The new size when the result is dynamic (null otherwise).
  Value getDynamicResultSize() {
    return state->getNumOperands() > 1 ? state->getOperand(1) : Value();
  }
  /// The requested alignment in bytes, if any.
  std::optional<uint64_t> getAlignment();
};

/// `%r = memref.alloca_scope -> (f32) { ... }`: allocas in the body are
/// freed when it exits.
class AllocaScopeOp : public Op<AllocaScopeOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.alloca_scope"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The body.
  Region &getBodyRegion() { return state->getRegion(0); }
};

/// `memref.alloca_scope.return %v : f32`: ends an alloca_scope body.
class AllocaScopeReturnOp : public Op<AllocaScopeReturnOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.alloca_scope.return";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
};

/// `memref.dealloc %m : memref<?xf32>`.
class DeallocOp : public Op<DeallocOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.dealloc"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref freed.
  Value getMemref() { return state->getOperand(0); }
};

/// `%0 = memref.load %m[%i, %j] : memref<4x4xf32>`.
class LoadOp : public Op<LoadOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.load"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref read.
  Value getMemref() { return state->getOperand(0); }
  /// One index per dimension.
  OperandRange getIndices() { return state->getOperands().drop_front(1); }
  /// Whether the `nontemporal` hint is set.
  bool getNontemporal();
};

/// `memref.store %v, %m[%i, %j] : memref<4x4xf32>`.
class StoreOp : public Op<StoreOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.store"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The value stored.
  Value getValueToStore() { return state->getOperand(0); }
  /// The memref written.
  Value getMemref() { return state->getOperand(1); }
  /// One index per dimension.
  OperandRange getIndices() { return state->getOperands().drop_front(2); }
  /// Whether the `nontemporal` hint is set.
  bool getNontemporal();
};

/// `%cast = memref.cast %m : memref<4xf32> to memref<?xf32>`.
class CastOp : public Op<CastOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.cast"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref cast.
  Value getSource() { return state->getOperand(0); }
};

/// `%memspacecast = memref.memory_space_cast %m : memref<?xf32> to
/// memref<?xf32, 1>`.
class MemorySpaceCastOp : public Op<MemorySpaceCastOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.memory_space_cast";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref cast.
  Value getSource() { return state->getOperand(0); }
};

/// `%dim = memref.dim %m, %c0 : memref<?xf32>`.
class DimOp : public Op<DimOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.dim"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref measured.
  Value getSource() { return state->getOperand(0); }
  /// The dimension asked for.
  Value getIndex() { return state->getOperand(1); }
};

/// `%0 = memref.rank %m : memref<*xf32>`.
class RankOp : public Op<RankOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.rank"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref measured.
  Value getMemref() { return state->getOperand(0); }
};

/// `memref.copy %a, %b : memref<4xf32> to memref<4xf32>`.
class CopyOp : public Op<CopyOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.copy"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref read.
  Value getSource() { return state->getOperand(0); }
  /// The memref written.
  Value getTarget() { return state->getOperand(1); }
};

/// `memref.global "private" constant @g : memref<2xf32> = dense<...>`.
class GlobalOp : public Op<GlobalOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.global"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The symbol name.
  llvm::StringRef getSymName();
  /// The memref type of the global.
  MemRefType getType();
  /// The initial value: an elements attribute, a UnitAttr for
  /// `uninitialized`, or null for an external declaration.
  Attribute getInitialValue();
  /// Whether the global is `constant`.
  bool getConstant();
  /// The requested alignment in bytes, if any.
  std::optional<uint64_t> getAlignment();
};

/// `%0 = memref.get_global @g : memref<2xf32>`.
class GetGlobalOp : public Op<GetGlobalOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.get_global"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The referenced global's name.
  llvm::StringRef getName();
};

/// `%base_buffer, %offset, %sizes:2, %strides:2 =
/// memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>,
/// index, index, index, index, index`.
class ExtractStridedMetadataOp : public Op<ExtractStridedMetadataOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.extract_strided_metadata";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref described.
  Value getSource() { return state->getOperand(0); }
};

/// `%intptr = memref.extract_aligned_pointer_as_index %m : memref<?xf32> ->
/// index`.
class ExtractAlignedPointerAsIndexOp
    : public Op<ExtractAlignedPointerAsIndexOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.extract_aligned_pointer_as_index";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref whose pointer is read.
  Value getSource() { return state->getOperand(0); }
};

/// `%0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`.
class AtomicRMWOp : public Op<AtomicRMWOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.atomic_rmw"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The read-modify-write operation.
  arith::AtomicRMWKind getKind();
  /// The value combined with the stored one.
  Value getValue() { return state->getOperand(0); }
  /// The memref updated.
  Value getMemref() { return state->getOperand(1); }
  /// One index per dimension.
  OperandRange getIndices() { return state->getOperands().drop_front(2); }
};

/// `%0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%cur: f32):
/// ... memref.atomic_yield %new : f32 }`.
class GenericAtomicRMWOp : public Op<GenericAtomicRMWOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.generic_atomic_rmw";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref updated.
  Value getMemref() { return state->getOperand(0); }
  /// One index per dimension.
  OperandRange getIndices() { return state->getOperands().drop_front(1); }
  /// The body computing the new value from the current one.
  Region &getAtomicBody() { return state->getRegion(0); }
};

/// `memref.atomic_yield %v : f32`: ends a generic_atomic_rmw body.
class AtomicYieldOp : public Op<AtomicYieldOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.atomic_yield"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
};

/// `memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`.
class PrefetchOp : public Op<PrefetchOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.prefetch"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref prefetched.
  Value getMemref() { return state->getOperand(0); }
  /// One index per dimension.
  OperandRange getIndices() { return state->getOperands().drop_front(1); }
};

/// `memref.assume_alignment %m, 16 : memref<?xf32>`.
class AssumeAlignmentOp : public Op<AssumeAlignmentOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.assume_alignment";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref whose alignment is asserted.
  Value getMemref() { return state->getOperand(0); }
};

/// `%subview = memref.subview %m[%o, 0] [4, %s] [1, 1] : memref<8x?xf32> to
/// memref<4x?xf32, strided<[?, 1], offset: ?>>`.
class SubViewOp : public Op<SubViewOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.subview"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref viewed.
  Value getSource() { return state->getOperand(0); }
  /// The dynamic offsets, sizes and strides (for the `?` entries of the
  /// static lists, in order).
  OperandRange getOffsets() { return getOperandSegment(state, 1); }
  OperandRange getSizes() { return getOperandSegment(state, 2); }
  OperandRange getStrides() { return getOperandSegment(state, 3); }
  /// The static lists (ShapedType::kDynamic where an operand gives the value).
  llvm::ArrayRef<int64_t> getStaticOffsets();
  llvm::ArrayRef<int64_t> getStaticSizes();
  llvm::ArrayRef<int64_t> getStaticStrides();
};

/// `%reinterpret_cast = memref.reinterpret_cast %m to offset: [0], sizes:
/// [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>`.
class ReinterpretCastOp : public Op<ReinterpretCastOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() {
    return "memref.reinterpret_cast";
  }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref whose buffer is reused.
  Value getSource() { return state->getOperand(0); }
  /// The dynamic offsets, sizes and strides.
  OperandRange getOffsets() { return getOperandSegment(state, 1); }
  OperandRange getSizes() { return getOperandSegment(state, 2); }
  OperandRange getStrides() { return getOperandSegment(state, 3); }
  /// The static lists (ShapedType::kDynamic where an operand gives the value).
  llvm::ArrayRef<int64_t> getStaticOffsets();
  llvm::ArrayRef<int64_t> getStaticSizes();
  llvm::ArrayRef<int64_t> getStaticStrides();
};

/// `%view = memref.view %buf[%shift][%n] : memref<2048xi8> to
/// memref<?x4xf32>`.
class ViewOp : public Op<ViewOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.view"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The byte buffer.
  Value getSource() { return state->getOperand(0); }
  /// The offset in bytes.
  Value getByteShift() { return state->getOperand(1); }
  /// One index per dynamic dimension of the result.
  OperandRange getSizes() { return state->getOperands().drop_front(2); }
};

/// `%expand_shape = memref.expand_shape %m [[0, 1]] output_shape [2, 4] :
/// memref<8xf32> into memref<2x4xf32>`.
class ExpandShapeOp : public Op<ExpandShapeOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.expand_shape"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref reshaped.
  Value getSrc() { return state->getOperand(0); }
  /// One value per dynamic output dimension.
  OperandRange getOutputShape() { return state->getOperands().drop_front(1); }
  /// The groups of result dimensions, one per source dimension.
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>> getReassociationIndices();
  /// The output shape (ShapedType::kDynamic for operand-given sizes).
  llvm::ArrayRef<int64_t> getStaticOutputShape();
};

/// `%collapse_shape = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32>
/// into memref<8xf32>`.
class CollapseShapeOp : public Op<CollapseShapeOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.collapse_shape"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref reshaped.
  Value getSrc() { return state->getOperand(0); }
  /// The groups of source dimensions, one per result dimension.
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>> getReassociationIndices();
};

/// `%reshape = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xindex>)
/// -> memref<?x?xf32>`.
class ReshapeOp : public Op<ReshapeOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.reshape"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref reshaped.
  Value getSource() { return state->getOperand(0); }
  /// The 1-d memref holding the new shape.
  Value getShape() { return state->getOperand(1); }
};

/// `%transpose = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32>
/// to memref<4x4xf32, strided<[1, 4]>>`.
class TransposeOp : public Op<TransposeOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.transpose"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref transposed.
  Value getIn() { return state->getOperand(0); }
};

/// `memref.dma_start %src[%i], %dst[%j], %num, %tag[%k] : memref<8xf32>,
/// memref<8xf32, 1>, memref<1xi32>`, optionally with `, %stride,
/// %num_elt_per_stride` after the tag indices: starts copying `%num`
/// elements. Its operands form one list whose groups follow from the ranks
/// of the three memrefs.
class DmaStartOp : public Op<DmaStartOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.dma_start"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The memref read, its rank and the indices of the first element.
  Value getSrcMemRef() { return state->getOperand(0); }
  unsigned getSrcMemRefRank();
  OperandRange getSrcIndices() {
    return state->getOperands().slice(1, getSrcMemRefRank());
  }
  /// The memref written, where it sits in the operands, its rank and the
  /// indices of the first element.
  unsigned getDstMemRefOperandIndex();
  Value getDstMemRef() { return state->getOperand(getDstMemRefOperandIndex()); }
  unsigned getDstMemRefRank();
  OperandRange getDstIndices() {
    return state->getOperands().slice(getDstMemRefOperandIndex() + 1,
                                      getDstMemRefRank());
  }
  /// How many elements are copied.
  Value getNumElements() {
    return state->getOperand(getTagMemRefOperandIndex() - 1);
  }
  /// The memref that tracks the transfer, where it sits in the operands,
  /// its rank and the indices of its element.
  unsigned getTagMemRefOperandIndex();
  Value getTagMemRef() { return state->getOperand(getTagMemRefOperandIndex()); }
  unsigned getTagMemRefRank();
  OperandRange getTagIndices() {
    return state->getOperands().slice(getTagMemRefOperandIndex() + 1,
                                      getTagMemRefRank());
  }
  /// Whether `%stride, %num_elt_per_stride` follow the tag indices.
  bool isStrided();
  /// The stride and the elements copied per stride (null unless strided).
  Value getStride() {
    return isStrided() ? state->getOperand(state->getNumOperands() - 2)
                       : Value();
  }
  Value getNumElementsPerStride() {
    return isStrided() ? state->getOperand(state->getNumOperands() - 1)
                       : Value();
  }
};

/// `memref.dma_wait %tag[%k], %num : memref<1xi32>`: waits for the transfer
/// that `%tag[%k]` tracks.
class DmaWaitOp : public Op<DmaWaitOp> {
public:
  using Op::Op;
  /// The op's full name.
  static llvm::StringRef getOperationName() { return "memref.dma_wait"; }
  /// Fills the op's registry entry.
  static void populateInfo(OpInfo &info);
  /// The tag memref and the indices of its element.
  Value getTagMemRef() { return state->getOperand(0); }
  OperandRange getTagIndices() {
    return state->getOperands().slice(1, state->getNumOperands() - 2);
  }
  /// How many elements the transfer copies.
  Value getNumElements() {
    return state->getOperand(state->getNumOperands() - 1);
  }
};

} // namespace memref
} // namespace assay

#endif // ASSAY_DIALECTS_MEMREF_MEMREFOPS_H
