//===- ToolInput.cpp - Read, parse and verify a tool's input --------------===//
#include "tools/lib/ToolInput.h"
#include "ir/Dialect.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

std::unique_ptr<llvm::MemoryBuffer>
assay::openInputFile(llvm::StringRef filename) {
  auto input = llvm::MemoryBuffer::getFileOrSTDIN(filename);
  if (std::error_code ec = input.getError()) {
    llvm::errs() << "cannot open input file '" << filename
                 << "': " << ec.message() << "\n";
    return nullptr;
  }
  return std::move(*input);
}

ToolInput::ToolInput(const DialectRegistry &registry,
                     bool allowUnregisteredDialects)
    : context(registry), handler(sourceMgr, &context) {
  context.loadAllAvailableDialects();
  context.allowUnregisteredDialects(allowUnregisteredDialects);
  context.enableMultithreading(false);
  context.printOpOnDiagnostic(false);
}

LogicalResult ToolInput::parse(std::unique_ptr<llvm::MemoryBuffer> buffer) {
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ParserConfig config(&context, /*verifyAfterParse=*/false);
  module = parseSourceFileForTool(sourceMgr, config,
                                  /*insertImplicitModule=*/true);
  return success(module && succeeded(verify(module.get())));
}
