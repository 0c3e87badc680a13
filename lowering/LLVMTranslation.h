//===- LLVMTranslation.h - The llvm dialect to LLVM IR ----------*- C++ -*-===//
//
// Translates a module of llvm dialect ops into an llvm::Module built with
// LLVM's own C++ API, so that the CPU executor and assay-translate share one
// translation. docs/assay-translate.md lists what is translated so far.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_LLVMTRANSLATION_H
#define ASSAY_LOWERING_LLVMTRANSLATION_H

#include "llvm/ADT/StringRef.h"
#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace assay {
class Operation;

/// Translates `module` (a builtin.module of llvm dialect ops) into LLVM IR in
/// `llvmContext`. On an op or attribute it cannot translate yet, it reports
/// a located error at that op and returns null.
std::unique_ptr<llvm::Module>
translateModuleToLLVMIR(Operation *module, llvm::LLVMContext &llvmContext,
                        llvm::StringRef name = "LLVMDialectModule");

} // namespace assay

#endif // ASSAY_LOWERING_LLVMTRANSLATION_H
