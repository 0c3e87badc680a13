//===- assay-translate.cpp - Translate the llvm dialect to LLVM IR --------===//
//
//   read FILE (or stdin) -> parse -> verify -> translate (lowering/
//   LLVMTranslation) -> print the LLVM IR module to OUT (or stdout)
//
// The command line is mlir-translate's for this direction:
//
//   assay-translate --mlir-to-llvmir FILE [-o OUT]
//
// An op the translation does not handle yet is reported as
// `file:line:col: error: ...` and the exit status is 1. docs/assay-translate.md
// lists what is translated.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "ir/Dialect.h"
#include "lowering/LLVMTranslation.h"
#include "tools/lib/SplitInput.h"
#include "tools/lib/ToolInput.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-translate options");
cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(toolCategory));
cl::opt<std::string> outputFilename("o", cl::desc("Output file"),
                                    cl::value_desc("filename"), cl::init("-"),
                                    cl::cat(toolCategory));
cl::opt<bool> mlirToLLVMIR("mlir-to-llvmir",
                           cl::desc("Translate the llvm dialect to LLVM IR"),
                           cl::cat(toolCategory));
cl::opt<bool> splitInputFile(
    "split-input-file",
    cl::desc("Translate each chunk between `// -----` lines on its own"),
    cl::cat(toolCategory));

/// Parses, verifies and translates one buffer, printing the LLVM IR to `os`;
/// diagnostics name the buffer's locations.
LogicalResult translateBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                              llvm::raw_ostream &os,
                              const DialectRegistry &registry) {
  ToolInput input(registry);
  if (failed(input.parse(std::move(buffer))))
    return failure();
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(input.getModule(), llvmContext);
  if (!llvmModule)
    return failure();
  llvmModule->print(os, nullptr);
  return success();
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(argc, argv, "Assay translation tool\n");
  if (!mlirToLLVMIR) {
    llvm::errs() << "error: choose a translation (--mlir-to-llvmir)\n";
    return 1;
  }
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename);
  if (!input)
    return 1;
  std::error_code ec;
  llvm::ToolOutputFile output(outputFilename, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "cannot open output file '" << outputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  DialectRegistry registry;
  registerAllDialects(registry);
  bool failedAny = false;
  if (splitInputFile) {
    auto chunks = splitInputBuffer(*input, "// -----");
    for (size_t i = 0; i < chunks.size(); ++i) {
      // Chunks are separated by an empty line, as mlir-translate does.
      if (i)
        output.os() << "\n";
      failedAny |=
          failed(translateBuffer(std::move(chunks[i]), output.os(), registry));
    }
  } else {
    failedAny =
        failed(translateBuffer(std::move(input), output.os(), registry));
  }
  if (failedAny)
    return 1;
  output.keep();
  return 0;
}
