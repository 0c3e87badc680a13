//===- ToolInput.h - Read, parse and verify a tool's input ------*- C++ -*-===//
//
// The preamble that assay-translate and assay-run share: read a file (or
// standard input), parse it the way mlir-opt does (an implicit top-level
// module) into a fresh Context whose diagnostics print against the file,
// and verify the result.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TOOLS_LIB_TOOLINPUT_H
#define ASSAY_TOOLS_LIB_TOOLINPUT_H

#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <memory>

namespace assay {
class DialectRegistry;

/// Reads `filename` ("-": standard input); reports `cannot open input file`
/// to stderr and returns null when it cannot.
std::unique_ptr<llvm::MemoryBuffer> openInputFile(llvm::StringRef filename);

/// A parsed and verified input: the source manager, the Context (every
/// registered dialect loaded, single-threaded, diagnostics printed against
/// the source without the op) and the module. Members are destroyed module
/// first, Context last.
class ToolInput {
public:
  explicit ToolInput(const DialectRegistry &registry,
                     bool allowUnregisteredDialects = false);

  /// Parses `buffer` and verifies it; failure after the errors were
  /// reported.
  LogicalResult parse(std::unique_ptr<llvm::MemoryBuffer> buffer);

  Context &getContext() { return context; }
  llvm::SourceMgr &getSourceMgr() { return sourceMgr; }
  /// The module; null before a successful parse.
  Operation *getModule() { return module.get(); }

private:
  llvm::SourceMgr sourceMgr;
  Context context;
  SourceMgrDiagnosticHandler handler;
  OwningOpRef<Operation *> module;
};

} // namespace assay

#endif // ASSAY_TOOLS_LIB_TOOLINPUT_H
