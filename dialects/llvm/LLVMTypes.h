//===- LLVMTypes.h - The types of the llvm dialect --------------*- C++ -*-===//
//
// The llvm dialect's own types, as MLIR 19 writes them:
//   !llvm.ptr, !llvm.ptr<3>                 opaque pointers in an address space
//   !llvm.void                              the result type of void functions
//   !llvm.array<4 x i32>                    fixed-size arrays
//   !llvm.func<i32 (ptr, ...)>              function signatures (varargs)
//   !llvm.struct<(i32, f32)>                literal structs, `packed` or not
//   !llvm.struct<"name", (ptr)>             identified structs (by name; the
//                                           body may refer to the struct)
//   !llvm.struct<"name", opaque>            identified structs without body
// Vectors are builtin vectors. Inside an llvm type, nested llvm types are
// written without the `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i64>)>`).
//
// Literal types are uniqued by their parameters. An identified struct is
// uniqued by its name alone and gets its body once, after creation, so that
// the body can name the struct itself; setting a different body later fails.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_LLVM_LLVMTYPES_H
#define ASSAY_DIALECTS_LLVM_LLVMTYPES_H

#include "ir/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace assay {
class DialectAsmParser;
class DialectAsmPrinter;

namespace LLVM {
namespace detail {
struct PointerTypeStorage;
struct VoidTypeStorage;
struct ArrayTypeStorage;
struct FunctionTypeStorage;
struct StructTypeStorage;
} // namespace detail

/// `!llvm.ptr` (address space 0) or `!llvm.ptr<N>`.
class LLVMPointerType
    : public TypeBase<LLVMPointerType, Type, detail::PointerTypeStorage> {
public:
  using Base::Base;
  static LLVMPointerType get(Context *ctx, unsigned addressSpace = 0);
  /// The address space (0 by default).
  unsigned getAddressSpace() const;
};

/// `!llvm.void`.
class LLVMVoidType
    : public TypeBase<LLVMVoidType, Type, detail::VoidTypeStorage> {
public:
  using Base::Base;
  static LLVMVoidType get(Context *ctx);
};

/// `!llvm.array<N x T>`.
class LLVMArrayType
    : public TypeBase<LLVMArrayType, Type, detail::ArrayTypeStorage> {
public:
  using Base::Base;
  static LLVMArrayType get(Type elementType, uint64_t numElements);
  /// Whether `type` may be an array element (anything but void and
  /// functions).
  static bool isValidElementType(Type type);
  Type getElementType() const;
  uint64_t getNumElements() const;
};

/// `!llvm.func<R (A, B, ...)>`.
class LLVMFunctionType
    : public TypeBase<LLVMFunctionType, Type, detail::FunctionTypeStorage> {
public:
  using Base::Base;
  static LLVMFunctionType get(Type result, llvm::ArrayRef<Type> params,
                              bool isVarArg = false);
  /// Whether `type` may be a result (anything but functions; void allowed).
  static bool isValidResultType(Type type);
  /// Whether `type` may be a parameter (anything but void and functions).
  static bool isValidArgumentType(Type type);
  Type getReturnType() const;
  llvm::ArrayRef<Type> getParams() const;
  unsigned getNumParams() const { return getParams().size(); }
  Type getParamType(unsigned i) const { return getParams()[i]; }
  bool isVarArg() const;
  /// The same signature with other parameters and result.
  LLVMFunctionType clone(llvm::ArrayRef<Type> params, Type result) const;
};

/// `!llvm.struct<...>`, literal or identified.
class LLVMStructType
    : public TypeBase<LLVMStructType, Type, detail::StructTypeStorage> {
public:
  using Base::Base;
  /// The literal struct with `body`.
  static LLVMStructType getLiteral(Context *ctx, llvm::ArrayRef<Type> body,
                                   bool isPacked = false);
  /// The identified struct `name`, created without a body if new.
  static LLVMStructType getIdentified(Context *ctx, llvm::StringRef name);
  /// Whether `type` may be a struct element (anything but void and
  /// functions).
  static bool isValidElementType(Type type);

  bool isIdentified() const;
  /// The name of an identified struct (may be empty, as `""` is valid).
  llvm::StringRef getName() const;
  /// Whether an identified struct has been given a body (or is opaque);
  /// literal structs always are.
  bool isInitialized() const;
  /// Whether an identified struct was declared `opaque`.
  bool isOpaque() const;
  bool isPacked() const;
  llvm::ArrayRef<Type> getBody() const;
  /// Gives an identified struct its body (or makes it opaque when `opaque`).
  /// Fails when it already has a different one.
  LogicalResult setBody(llvm::ArrayRef<Type> body, bool isPacked);
  LogicalResult setOpaque();
};

/// Whether `type` belongs to the llvm dialect.
bool isLLVMDialectType(Type type);

/// Parses the body of an llvm type (what follows `!llvm.`).
Type parseLLVMType(DialectAsmParser &parser);
/// Prints the body of an llvm type.
void printLLVMType(Type type, DialectAsmPrinter &printer);

} // namespace LLVM
} // namespace assay

#endif // ASSAY_DIALECTS_LLVM_LLVMTYPES_H
