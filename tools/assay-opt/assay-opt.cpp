//===- assay-opt.cpp - Parse, verify, transform and print IR --------------===//
//
// The pipeline on one screen:
//
//   read FILE (or stdin) -> split into chunks (--split-input-file)
//   for each chunk, in a fresh Context:
//     parse -> verify -> [--verify-roundtrip] -> print
//   with diagnostics printed (file:line:col: error: ... + source line) or
//   checked against expected-* comments (--verify-diagnostics).
//
// Exit status as mlir-opt's: 0 on success, 1 on any error. The output file
// is never the input file. The work runs on a thread with a large stack so
// deeply nested input is reported, not crashed on.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/irdl/IRDLLoader.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <chrono>

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-opt options");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(toolCategory));
cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                    cl::value_desc("filename"), cl::init("-"),
                                    cl::cat(toolCategory));
cl::opt<std::string> splitInputFile(
    "split-input-file", cl::ValueOptional,
    cl::desc("Split the input file into chunks using the given or default "
             "marker and process each chunk independently"),
    cl::init(""), cl::cat(toolCategory));
cl::opt<std::string>
    outputSplitMarker("output-split-marker",
                      cl::desc("Split marker to use for merging the ouput"),
                      cl::init("// -----"), cl::cat(toolCategory));
cl::opt<bool> verifyDiagnostics(
    "verify-diagnostics",
    cl::desc("Check that emitted diagnostics match expected-* lines on the "
             "corresponding line"),
    cl::cat(toolCategory));
cl::opt<bool> allowUnregisteredDialects(
    "allow-unregistered-dialect",
    cl::desc("Allow operations, types and attributes of unknown dialects"),
    cl::cat(toolCategory));
cl::opt<bool> noImplicitModule(
    "no-implicit-module",
    cl::desc("Disable implicit addition of a top-level module op during "
             "parsing"),
    cl::cat(toolCategory));
cl::opt<bool> verifyRoundtrip(
    "verify-roundtrip",
    cl::desc("Round-trip the IR after parsing and ensure it succeeds"),
    cl::cat(toolCategory));
cl::opt<bool> showDialects("show-dialects",
                           cl::desc("Print the list of registered dialects "
                                    "and exit"),
                           cl::cat(toolCategory));
cl::opt<std::string>
    irdlFile("irdl-file",
             cl::desc("IRDL file to register before processing the input"),
             cl::value_desc("filename"), cl::init(""), cl::cat(toolCategory));
cl::opt<bool> disableThreading("mlir-disable-threading",
                               cl::desc("Disable multi-threading"),
                               cl::cat(toolCategory));

// Printer flags.
cl::opt<bool> printGeneric("mlir-print-op-generic",
                           cl::desc("Print the generic op form"),
                           cl::cat(toolCategory));
cl::opt<bool> printDebugInfo("mlir-print-debuginfo",
                             cl::desc("Print debug info (locations)"),
                             cl::cat(toolCategory));
cl::opt<bool> printPrettyDebugInfo(
    "mlir-pretty-debuginfo",
    cl::desc("Print pretty debug info (locations) in assembly output"),
    cl::cat(toolCategory));
cl::opt<bool> printLocalScope(
    "mlir-print-local-scope",
    cl::desc("Print with local scope and inline information (no aliases)"),
    cl::cat(toolCategory));
cl::opt<int64_t> elideElementsAttrsIfLarger(
    "mlir-elide-elementsattrs-if-larger",
    cl::desc("Elide ElementsAttrs with \"...\" that have more elements than "
             "the given upper limit"),
    cl::cat(toolCategory));
cl::opt<bool> printAssumeVerified(
    "mlir-print-assume-verified",
    cl::desc("Skip op verification when using custom printers"),
    cl::cat(toolCategory));

// Timing.
cl::opt<bool> enableTiming("mlir-timing", cl::desc("Display execution times"),
                           cl::cat(toolCategory));
enum class TimingDisplay { List, Tree };
cl::opt<TimingDisplay> timingDisplay(
    "mlir-timing-display", cl::desc("Display method for timing data"),
    cl::init(TimingDisplay::List),
    cl::values(clEnumValN(TimingDisplay::List, "list",
                          "display the results in a list sorted by total time"),
               clEnumValN(TimingDisplay::Tree, "tree",
                          "display the results ina with a nested tree view")),
    cl::cat(toolCategory));

/// Wall time of the phases of one run, reported as mlir-opt does.
struct Timing {
  using Clock = std::chrono::steady_clock;
  Clock::time_point start = Clock::now();
  llvm::SmallVector<std::pair<std::string, double>, 4> phases;

  /// Runs `fn` and adds its duration to phase `name`.
  template <class Fn> auto time(llvm::StringRef name, Fn &&fn) {
    Clock::time_point t0 = Clock::now();
    auto result = fn();
    double secs = std::chrono::duration<double>(Clock::now() - t0).count();
    for (auto &[phase, total] : phases)
      if (phase == name) {
        total += secs;
        return result;
      }
    phases.emplace_back(name.str(), secs);
    return result;
  }

  void print(llvm::raw_ostream &os) const {
    double total = std::chrono::duration<double>(Clock::now() - start).count();
    double named = 0;
    for (auto &[phase, secs] : phases)
      named += secs;
    auto line = [&](double secs, llvm::StringRef name) {
      os << llvm::format("  %8.4f (%5.1f%%)  ", secs,
                         total > 0 ? 100.0 * secs / total : 0.0)
         << name << "\n";
    };
    os << "===" << std::string(73, '-') << "===\n";
    os << std::string(25, ' ') << "... Execution time report ...\n";
    os << "===" << std::string(73, '-') << "===\n";
    os << llvm::format("  Total Execution Time: %.4f seconds\n\n", total);
    os << "  ----Wall Time----  ----Name----\n";
    auto sorted = phases;
    if (timingDisplay == TimingDisplay::List)
      llvm::stable_sort(sorted,
                        [](auto &a, auto &b) { return a.second > b.second; });
    for (auto &[phase, secs] : sorted)
      line(secs, phase);
    line(std::max(0.0, total - named), "Rest");
    line(total, "Total");
  }
};

OpPrintingFlags getPrintingFlags() {
  OpPrintingFlags flags;
  flags.printGenericOpForm = printGeneric;
  flags.printDebugInfo = printDebugInfo || printPrettyDebugInfo;
  flags.printPrettyDebugInfo = printPrettyDebugInfo;
  flags.useLocalScope = printLocalScope;
  flags.assumeVerified = printAssumeVerified;
  if (elideElementsAttrsIfLarger.getNumOccurrences())
    flags.elideElementsAttrsIfLarger = elideElementsAttrsIfLarger;
  return flags;
}

/// Prints `op` as a file: the op and whatever file-level text follows it.
void printTopLevel(Operation *op, llvm::raw_ostream &os,
                   const OpPrintingFlags &flags) {
  op->print(os, flags);
  os << '\n';
}

/// Prints `op` with `flags`, parses the text back and prints it again: the
/// two texts must agree.
LogicalResult roundTripOnce(Operation *op, const OpPrintingFlags &flags,
                            llvm::StringRef mode, Context &ctx) {
  std::string reference;
  {
    llvm::raw_string_ostream os(reference);
    printTopLevel(op, os, flags);
  }
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(reference, "roundtrip"), llvm::SMLoc());
  ParserConfig config(&ctx);
  // The printed text carries the kept external resources; the reparse reads
  // them back into an empty store, as mlir-opt reparses into a fresh one.
  auto &resources = ctx.getOrCreateExtension<ExternalResourceStore>();
  std::vector<ResourceGroup> keptResources = std::move(resources.groups);
  resources.groups.clear();
  OwningOpRef<Operation *> reparsed =
      parseSourceFileForTool(sm, config, /*insertImplicitModule=*/false);
  if (!reparsed) {
    resources.groups = std::move(keptResources);
    return op->emitOpError() << "failed to parse " << mode
                             << " content back, cannot verify round-trip.";
  }
  std::string again;
  {
    llvm::raw_string_ostream os(again);
    printTopLevel(reparsed.get(), os, flags);
  }
  if (again == reference)
    return success();
  return op->emitOpError()
         << mode << " roundTrip testing roundtripped module differs from "
         << "reference:\n<<<<<<Reference\n"
         << reference << "\n=====\n"
         << again << "\n>>>>>roundtripped\n";
}

LogicalResult doVerifyRoundTrip(Operation *op, Context &ctx) {
  OpPrintingFlags generic = getPrintingFlags();
  generic.printGenericOpForm = true;
  generic.printDebugInfo = true;
  if (failed(roundTripOnce(op, generic, "generic", ctx)))
    return failure();
  OpPrintingFlags custom = getPrintingFlags();
  custom.printGenericOpForm = false;
  custom.printDebugInfo = true;
  return roundTripOnce(op, custom, "textual", ctx);
}

DialectRegistry makeRegistry() {
  DialectRegistry registry;
  registerAllDialects(registry);
  return registry;
}

/// Parses, verifies and prints one chunk; diagnostics go to the context's
/// handlers.
LogicalResult runChunk(llvm::SourceMgr &sm, Context &ctx, llvm::raw_ostream &os,
                       Timing &timing) {
  // Parsing and verification are timed apart (mlir-opt folds the second
  // into the first).
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> op = timing.time("Parser", [&] {
    return parseSourceFileForTool(sm, config, !noImplicitModule);
  });
  if (op && timing.time("Verifier", [&] { return failed(verify(op.get())); }))
    op = nullptr;
  if (!op)
    return failure();
  if (verifyRoundtrip && failed(doVerifyRoundTrip(op.get(), ctx)))
    return failure();
  timing.time("Output", [&] {
    printTopLevel(op.get(), os, getPrintingFlags());
    return 0;
  });
  return success();
}

LogicalResult processBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                            llvm::raw_ostream &os,
                            const DialectRegistry &registry, Timing &timing) {
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects(allowUnregisteredDialects);
  ctx.enableMultithreading(false);
  ctx.setDiagnosticPrintingFlags(getPrintingFlags());
  // The dialects of --irdl-file are loaded into every chunk's context; their
  // own errors are reported against the IRDL file.
  if (!irdlFile.empty() && failed(irdl::loadDialectsFromFile(ctx, irdlFile)))
    return failure();

  if (!verifyDiagnostics) {
    SourceMgrDiagnosticHandler handler(sm, &ctx);
    return runChunk(sm, ctx, os, timing);
  }
  // Under --verify-diagnostics the op is not printed into notes, as the
  // expectations are written against the messages alone.
  ctx.printOpOnDiagnostic(false);
  SourceMgrDiagnosticVerifierHandler handler(sm, &ctx);
  (void)runChunk(sm, ctx, os, timing);
  return handler.verify();
}

/// Splits `buffer` into chunks the way mlir-opt does, which is not by lines:
/// every occurrence of `marker` ends a chunk and the next one starts right
/// after it, on the same line. A marker must be followed by at least one
/// character that is not `0`; an occurrence of the marker less its last two
/// characters that is not completed (`// ----`, or the marker at the very end
/// of the input) is a "near miss": reported as a warning, it does not split.
/// While the chunk being built is empty (the input starts with a marker, or
/// two markers touch), the next piece is taken whole, the marker's last two
/// characters included, as mlir-opt does. Chunks are named so that
/// diagnostics read `within split at FILE:LINE offset :L:C`.
std::vector<std::unique_ptr<llvm::MemoryBuffer>>
splitBuffer(const llvm::MemoryBuffer &buffer, llvm::StringRef marker) {
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> chunks;
  llvm::StringRef text = buffer.getBuffer();
  llvm::StringRef file = buffer.getBufferIdentifier();
  size_t tailLen = std::min<size_t>(2, marker.size());
  llvm::StringRef prefix = marker.drop_back(tailLen);
  llvm::StringRef tail = marker.take_back(tailLen);

  // Where each piece between occurrences of `prefix` starts.
  llvm::SmallVector<llvm::StringRef, 8> pieces;
  if (prefix.empty())
    pieces.push_back(text);
  else
    text.split(pieces, prefix);

  // The original buffer, for line numbers and near-miss warnings.
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                            text, file, /*RequiresNullTerminator=*/false),
                        llvm::SMLoc());

  llvm::SmallVector<llvm::StringRef, 8> bodies;
  llvm::StringRef current;
  for (llvm::StringRef piece : pieces) {
    if (current.empty()) {
      current = piece;
      continue;
    }
    bool completed = piece.starts_with(tail) && piece.size() > tailLen &&
                     piece[tailLen] != '0';
    if (completed) {
      bodies.push_back(current);
      current = piece.drop_front(tailLen);
      continue;
    }
    sm.PrintMessage(llvm::errs(), llvm::SMLoc::getFromPointer(piece.data()),
                    llvm::SourceMgr::DK_Warning,
                    "near miss with file split marker");
    current = llvm::StringRef(current.data(), piece.end() - current.data());
  }
  if (!current.empty())
    bodies.push_back(current);

  for (llvm::StringRef body : bodies) {
    unsigned line =
        sm.getLineAndColumn(llvm::SMLoc::getFromPointer(body.data())).first;
    std::string name =
        ("within split at " + file + ":" + llvm::Twine(line) + " offset ")
            .str();
    chunks.push_back(llvm::MemoryBuffer::getMemBufferCopy(body, name));
  }
  return chunks;
}

int runTool() {
  DialectRegistry registry = makeRegistry();
  if (showDialects) {
    Context ctx(registry);
    llvm::outs() << "Available Dialects: ";
    llvm::interleave(ctx.getAvailableDialects(), llvm::outs(), ",");
    llvm::outs() << "\n";
    return 0;
  }

  auto input =
      llvm::MemoryBuffer::getFileOrSTDIN(inputFilename, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/true);
  if (std::error_code ec = input.getError()) {
    llvm::errs() << "cannot open input file '" << inputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }

  // Never overwrite the input.
  if (inputFilename != "-" && outputFilename != "-") {
    llvm::sys::fs::UniqueID inId, outId;
    if (!llvm::sys::fs::getUniqueID(inputFilename, inId) &&
        !llvm::sys::fs::getUniqueID(outputFilename, outId) && inId == outId) {
      llvm::errs() << "error: the output file '" << outputFilename
                   << "' is the input file; refusing to overwrite it\n";
      return 1;
    }
  }

  std::error_code outEc;
  auto output = std::make_unique<llvm::ToolOutputFile>(outputFilename, outEc,
                                                       llvm::sys::fs::OF_None);
  if (outEc) {
    llvm::errs() << "cannot open output file '" << outputFilename
                 << "': " << outEc.message() << "\n";
    return 1;
  }

  Timing timing;
  bool failedAny = false;
  if (splitInputFile.getNumOccurrences()) {
    llvm::StringRef marker =
        splitInputFile.empty() ? "// -----" : llvm::StringRef(splitInputFile);
    auto chunks = splitBuffer(**input, marker);
    for (size_t i = 0; i < chunks.size(); ++i) {
      if (i)
        output->os() << outputSplitMarker << "\n";
      if (failed(processBuffer(std::move(chunks[i]), output->os(), registry,
                               timing)))
        failedAny = true;
    }
  } else {
    failedAny = failed(
        processBuffer(std::move(*input), output->os(), registry, timing));
  }

  if (enableTiming)
    timing.print(llvm::errs());
  if (failedAny)
    return 1;
  output->keep();
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(argc, argv, "Assay modular optimizer driver\n");
  // A large stack: parsing and printing recurse with the nesting of the
  // input, which fuzzers make deep.
  int result = 1;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
