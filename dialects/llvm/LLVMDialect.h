//===- LLVMDialect.h - The llvm dialect -------------------------*- C++ -*-===//
//
// The `llvm` dialect: LLVM IR's types, attributes and instructions as ops,
// the target of Assay's lowerings and the input of the translation to LLVM
// IR. Its text is MLIR 19's (see docs/dialects/llvm.md).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_LLVM_LLVMDIALECT_H
#define ASSAY_DIALECTS_LLVM_LLVMDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace LLVM {

/// The dialect; loading it registers the llvm types, attributes and ops.
class LLVMDialect : public Dialect {
public:
  explicit LLVMDialect(Context *ctx);
  /// The namespace, `llvm`.
  static llvm::StringRef getDialectNamespace() { return "llvm"; }

  Type parseType(DialectAsmParser &parser) const override;
  void printType(Type type, DialectAsmPrinter &printer) const override;
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;
};

/// Registers every op of the dialect (LLVMOps.cpp).
void registerLLVMOps(Dialect &dialect);
/// Attaches the folders and the constant materialization (LLVMFold.cpp);
/// call once the ops are registered.
void registerLLVMFolders(Dialect &dialect);

} // namespace LLVM

/// Makes the `llvm` dialect loadable by Contexts built from `registry`.
void registerLLVMDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_LLVM_LLVMDIALECT_H
