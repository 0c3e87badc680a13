//===- LLVMOpBuilders.h - Building llvm ops by name ------------*- C++ -*-===//
//
// The llvm dialect has no typed op classes: its ops are built by name. These
// helpers build the few the lowerings to llvm share (undef, constants,
// insert/extractvalue, calls) and the packing of a memref's descriptor from
// its fields and back, in the order mlir-opt 19 emits them. Each op takes
// the location it is given.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_LLVMOPBUILDERS_H
#define ASSAY_LOWERING_LLVMOPBUILDERS_H

#include "ir/Builder.h"

namespace assay {
namespace LLVM {

/// `llvm.mlir.undef : type`.
Value createUndef(OpBuilder &b, Location loc, Type type);
/// `llvm.mlir.constant(value : index) : type`, the form mlir-opt 19 gives
/// the sizes, strides and offsets of a descriptor.
Value createIndexConstant(OpBuilder &b, Location loc, Type type, int64_t value);
/// `llvm.insertvalue value, aggregate[position]`.
Value createInsertValue(OpBuilder &b, Location loc, Value aggregate,
                        Value value, llvm::ArrayRef<int64_t> position);
/// `llvm.extractvalue aggregate[position]`, of the type at `position`.
Value createExtractValue(OpBuilder &b, Location loc, Value aggregate,
                         llvm::ArrayRef<int64_t> position);
/// `llvm.call @callee(args) : (arg types) -> result` (`result` null or
/// !llvm.void for none); returns the op.
Operation *createCall(OpBuilder &b, Location loc, llvm::StringRef callee,
                      Type result, llvm::ArrayRef<Value> args);

/// The nearest enclosing builtin.module of `op`, or null.
Operation *getModule(Operation *op);
/// Declares `llvm.func @name : type` (an !llvm.func) at the start of
/// `module` at `loc`, unless `module` has a symbol of that name.
void lookupOrDeclare(OpBuilder &b, Operation *module, llvm::StringRef name,
                     Type type, Location loc);

/// Builds the struct `type` (a memref or unranked memref descriptor) from
/// its fields in order (allocated, aligned, offset, sizes..., strides...;
/// or rank, pointer), inserting them the way mlir-opt 19 does.
Value packDescriptor(OpBuilder &b, Location loc, Type type,
                     llvm::ArrayRef<Value> fields);
/// Appends the fields of `descriptor` (a memref or unranked memref
/// descriptor struct) in order, extracted one by one.
void unpackDescriptor(OpBuilder &b, Location loc, Value descriptor,
                      llvm::SmallVectorImpl<Value> &fields);
/// The descriptor of a memref of static `shape`, `strides` and `offset`
/// whose data is at `ptr` (both pointers); `type` is the descriptor struct.
Value descriptorFromStaticShape(OpBuilder &b, Location loc, Type type,
                                Value ptr, llvm::ArrayRef<int64_t> shape,
                                llvm::ArrayRef<int64_t> strides,
                                int64_t offset);

} // namespace LLVM
} // namespace assay

#endif // ASSAY_LOWERING_LLVMOPBUILDERS_H
