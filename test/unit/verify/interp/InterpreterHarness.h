//===- InterpreterHarness.h - A module to run, for the unit tests -*- C++
//-*-===//
//
// The fixture the interpreter's unit tests share: a context with every
// dialect, a module parsed from text, and the diagnostics that reached the
// context's handler (none reach stderr).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_VERIFY_INTERP_INTERPRETERHARNESS_H
#define ASSAY_TEST_UNIT_VERIFY_INTERP_INTERPRETERHARNESS_H

#include "dialects/AllDialects.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "verify/interp/Interpreter.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <memory>
#include <string>
#include <vector>

namespace assay::interp::unittest {

/// A context with every dialect, a parsed module and the diagnostics it
/// produced.
struct Harness {
  DialectRegistry registry;
  std::unique_ptr<Context> ctx;
  llvm::SourceMgr sm;
  OwningOpRef<Operation *> module;
  std::vector<std::string> errors;

  explicit Harness(llvm::StringRef text) {
    registerAllDialects(registry);
    ctx = std::make_unique<Context>(registry);
    ctx->loadAllAvailableDialects();
    ctx->printOpOnDiagnostic(false);
    ctx->getDiagEngine().registerHandler([this](Diagnostic &d) {
      errors.push_back(d.getMessage());
      return success();
    });
    sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "test"),
                          llvm::SMLoc());
    // Verified after the implicit module is built, so that calls find
    // their callees.
    ParserConfig config(ctx.get(), /*verifyAfterParse=*/false);
    module = parseSourceFileForTool(sm, config, true);
    if (module && failed(verify(module.get())))
      module = nullptr;
  }

  ScalarValue i(unsigned width, uint64_t v) {
    return {IntegerType::get(ctx.get(), width), llvm::APInt(width, v), false};
  }
};

} // namespace assay::interp::unittest

#endif // ASSAY_TEST_UNIT_VERIFY_INTERP_INTERPRETERHARNESS_H
