//===- ParserFuzzer.cpp - libFuzzer target of the textual IR parser -------===//
//
// Parses the input as a file named "fuzz-input" (mlir-opt style: unregistered
// dialects allowed, a top level that is not one module wrapped in one), in a
// fresh Context whose diagnostics are captured rather than printed. Inputs
// that fail to parse or verify are uninteresting. For the rest, the printer
// and parser must agree; in each of
//   - generic form,
//   - custom form,
//   - generic form with locations,
// the printed text, parsed in a fresh Context as a tool reading the printed
// file would, must verify and print back to the same text; and
// the custom text, parsed and printed generically, must give the generic
// text. Every dialect Assay ships is registered, so their custom parsers,
// printers and verifiers are fuzzed along with the core. A disagreement is a
// bug: the target prints what it saw and aborts, so that libFuzzer saves the
// input as a crash.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/memref/MemRefOps.h"
#include "dialects/scf/SCFOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace assay;

namespace {
/// One fuzz input's Context, with diagnostics kept as text.
class FuzzContext {
public:
  FuzzContext() : ctx(makeRegistry()) {
    ctx.allowUnregisteredDialects();
    handler = ctx.getDiagEngine().registerHandler([this](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
  }
  ~FuzzContext() { ctx.getDiagEngine().eraseHandler(handler); }

  /// Parses `text` as buffer `name`; null after a parse or verifier error.
  /// The parser verifies the ops it reads, but not the implicit module it
  /// wraps them in (nor, so, the symbol uses that module's table checks):
  /// the whole result is verified again, as assay-opt does after parsing.
  OwningOpRef<Operation *> parse(llvm::StringRef text, llvm::StringRef name) {
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name),
                           llvm::SMLoc());
    OwningOpRef<Operation *> op =
        parseSourceFileForTool(mgr, ParserConfig(&ctx), true);
    if (op && failed(verify(op.get())))
      return nullptr;
    return op;
  }

  Context ctx;
  std::vector<std::string> diagnostics;

private:
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    return registry;
  }
  DiagnosticEngine::HandlerID handler;
};
} // namespace

static std::string print(Operation *op, const OpPrintingFlags &flags) {
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os, flags);
  return text;
}

/// Reports a printer/parser disagreement and aborts.
[[noreturn]] static void fail(llvm::StringRef what, llvm::StringRef input,
                              llvm::StringRef first, llvm::StringRef second,
                              const std::vector<std::string> &diagnostics) {
  llvm::errs() << "assay-fuzz-parser: " << what << "\n--- input ---\n"
               << input << "\n--- first print ---\n"
               << first << "\n--- second print ---\n"
               << second << "\n--- diagnostics ---\n";
  for (const std::string &d : diagnostics)
    llvm::errs() << d << "\n";
  llvm::errs().flush();
  std::abort();
}

/// Prints `op` with `flags`, reparses the text in a fresh Context (as a
/// tool reading the printed file would; per-Context state such as external
/// resources must not leak from the first parse), and checks that the second
/// print equals the first; returns the first print.
static std::string checkRoundTrip(Operation *op, const OpPrintingFlags &flags,
                                  llvm::StringRef form, llvm::StringRef input) {
  std::string first = print(op, flags);
  FuzzContext fc;
  OwningOpRef<Operation *> reparsed = fc.parse(first, "fuzz-print");
  if (!reparsed)
    fail(("the " + form + " print does not parse and verify").str(), input,
         first, "", fc.diagnostics);
  std::string second = print(reparsed.get(), flags);
  if (second != first)
    fail(("the " + form + " print is not a fixed point").str(), input, first,
         second, fc.diagnostics);
  return first;
}

/// Whether `op`'s `nontemporal` is given and false: the custom form of
/// memref.load and memref.store leaves the default out, and reads back with
/// none.
static bool hasExplicitNontemporalFalse(Operation *op) {
  auto value =
      llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr("nontemporal"));
  return value && !value.getValue();
}

/// Whether `root` holds an op whose custom form loses information by design,
/// because mlir-opt 19 prints it the same way: its generic print then need
/// not survive a trip through the custom form (each form must still be a
/// fixed point of its own).
///   - scf.forall whose lower bounds and steps are operands defined by
///     constants 0 and 1 prints in the `in (ubs)` form, which reads back with
///     static bounds;
///   - memref.load and memref.store given `nontemporal = false`.
static bool hasLossyCustomForm(Operation *root) {
  WalkResult result = root->walk([](Operation *op) {
    if (auto forall = llvm::dyn_cast<scf::ForallOp>(op))
      if (forall.isNormalized() && (!forall.getDynamicLowerBound().empty() ||
                                    !forall.getDynamicStep().empty()))
        return WalkResult::interrupt();
    if (llvm::isa<memref::LoadOp, memref::StoreOp>(op) &&
        hasExplicitNontemporalFalse(op))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A NUL-terminated copy: the lexer relies on the terminator.
  std::string input(reinterpret_cast<const char *>(data), size);
  FuzzContext fc;
  OwningOpRef<Operation *> op = fc.parse(input, "fuzz-input");
  if (!op)
    return 0;

  OpPrintingFlags generic;
  generic.printGenericOpForm = true;
  std::string genericText = checkRoundTrip(op.get(), generic, "generic", input);

  OpPrintingFlags custom;
  std::string customText = checkRoundTrip(op.get(), custom, "custom", input);
  FuzzContext customContext;
  OwningOpRef<Operation *> fromCustom =
      customContext.parse(customText, "fuzz-custom");
  if (!fromCustom)
    fail("the custom print does not parse", input, customText, "",
         customContext.diagnostics);
  std::string viaCustom = print(fromCustom.get(), generic);
  if (viaCustom != genericText && !hasLossyCustomForm(op.get()))
    fail("generic prints of the input and of its custom print differ", input,
         genericText, viaCustom, customContext.diagnostics);

  OpPrintingFlags located;
  located.printGenericOpForm = true;
  located.enableDebugInfo();
  checkRoundTrip(op.get(), located, "generic located", input);
  return 0;
}
