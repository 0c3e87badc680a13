//===- LLVMTypeConverter.h - Builtin types to llvm types -------*- C++ -*-===//
//
// The one type converter of every conversion to the llvm dialect, with the
// types mlir-opt 19 gives:
//   iN, fN                 unchanged
//   index                  iN, N the `index-bitwidth` (64 by default)
//   vector<NxT>            vector<Nx convert(T)>
//   vector<AxBx..xNxT>     !llvm.array<A x array<B x ... vector<NxT>>> (only
//                          the last dimension may be scalable)
//   memref<...xT>          !llvm.struct<(ptr, ptr, iN, array<R x iN>,
//                          array<R x iN>)>: allocated and aligned pointers,
//                          offset, sizes and strides (rank 0: no arrays),
//                          strided layouts only; iN is the index type
//   memref<*xT>            !llvm.struct<(iN, ptr)>: rank and a pointer to a
//                          ranked descriptor (in address space 0)
//   (T...) -> (U...)       !llvm.ptr (a function value is its address)
// Values cross between the two type systems through
// builtin.unrealized_conversion_cast (the driver's default materializations),
// except for block arguments that a function signature expands (below).
//
// Function signatures follow the calling convention of mlir-opt 19: in the
// default one a memref argument is passed as its descriptor's fields one by
// one (unranked: rank and pointer); with `use-bare-ptr-memref-call-conv` a
// memref of static shape, strides and offset is passed as its aligned
// pointer alone. Several results are packed into one literal struct, none
// is !llvm.void.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_LLVMTYPECONVERTER_H
#define ASSAY_LOWERING_LLVMTYPECONVERTER_H

#include "rewrite/DialectConversion.h"

namespace assay {
class Context;
class FunctionType;
class MemRefType;

/// Converts builtin types to the llvm dialect's.
class LLVMTypeConverter : public TypeConverter {
public:
  /// `indexBitwidth` is the width `index` becomes (0: 64);
  /// `useBarePtrCallConv` passes static memrefs as bare pointers.
  explicit LLVMTypeConverter(Context *ctx, unsigned indexBitwidth = 0,
                             bool useBarePtrCallConv = false);

  Context *getContext() const { return ctx; }
  /// The width of the integer that `index` becomes.
  unsigned getIndexTypeBitwidth() const { return indexBitwidth; }
  /// The integer type that `index` becomes.
  Type getIndexType() const;
  /// Whether static memrefs cross function boundaries as bare pointers.
  bool useBarePtrCallConv() const { return barePtrCallConv; }

  /// The `!llvm.func` type of a function of `type`, filling `result` with
  /// how each argument expands (for the entry block); null if a type has no
  /// llvm counterpart in this calling convention.
  Type convertFunctionSignature(FunctionType type, bool isVariadic,
                                SignatureConversion &result) const;
  /// The converted types of one function argument of `type` in this
  /// calling convention (a memref: its fields, or a bare pointer).
  LogicalResult
  convertCallingConventionType(Type type,
                               llvm::SmallVectorImpl<Type> &results) const;
  /// The one llvm type that function results of `types` travel as: none
  /// -> !llvm.void, one -> its converted type (a bare pointer for a static
  /// memref under the bare-pointer convention), several -> a literal struct
  /// of them. Null if one cannot be converted.
  Type packFunctionResults(llvm::ArrayRef<Type> types) const;
  /// Whether a memref of `type` may be passed as a bare pointer: ranked,
  /// with a static shape, static strides and offset.
  static bool canConvertToBarePtr(Type type);

private:
  /// The result type of a function in this convention (see
  /// packFunctionResults).
  Type convertResultType(Type type) const;

  Context *ctx;
  unsigned indexBitwidth;
  bool barePtrCallConv;
};

} // namespace assay

#endif // ASSAY_LOWERING_LLVMTYPECONVERTER_H
