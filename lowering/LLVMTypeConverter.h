//===- LLVMTypeConverter.h - Builtin types to llvm types -------*- C++ -*-===//
//
// The one type converter of every conversion to the llvm dialect, with the
// types mlir-opt 19 gives:
//   iN, fN                 unchanged
//   index                  iN, N the `index-bitwidth` (64 by default)
//   vector<NxT>            vector<Nx convert(T)> (1-D only for now)
//   memref<...xT>          !llvm.struct<(ptr, ptr, iN, array<R x iN>,
//                          array<R x iN>)>: allocated and aligned pointers,
//                          offset, sizes and strides (rank 0: no arrays),
//                          strided layouts only (identity,
//                          strided<...>, strided affine maps)
//   memref<*xT>            !llvm.struct<(iN, ptr)>: rank, pointer to a
//                          ranked descriptor
// Everything else (n-D vectors, function types) fails to
// convert for now, so the ops that use them stay as they are. Values cross
// between the two type systems through builtin.unrealized_conversion_cast
// (the driver's default materializations).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_LLVMTYPECONVERTER_H
#define ASSAY_LOWERING_LLVMTYPECONVERTER_H

#include "rewrite/DialectConversion.h"

namespace assay {
class Context;

/// Converts builtin types to the llvm dialect's.
class LLVMTypeConverter : public TypeConverter {
public:
  /// `indexBitwidth` is the width `index` becomes (0: 64).
  explicit LLVMTypeConverter(Context *ctx, unsigned indexBitwidth = 0);

  Context *getContext() const { return ctx; }
  /// The width of the integer that `index` becomes.
  unsigned getIndexTypeBitwidth() const { return indexBitwidth; }
  /// The integer type that `index` becomes.
  Type getIndexType() const;

private:
  Context *ctx;
  unsigned indexBitwidth;
};

} // namespace assay

#endif // ASSAY_LOWERING_LLVMTYPECONVERTER_H
