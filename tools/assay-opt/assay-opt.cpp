//===- assay-opt.cpp - Parse, verify, transform and print IR --------------===//
//
// The pipeline on one screen:
//
//   read FILE (or stdin) -> split into chunks (--split-input-file)
//   for each chunk, in a fresh Context:
//     parse -> verify -> [--verify-roundtrip] -> build the pass pipeline
//     (`-p`/`--pass-pipeline`, or one flag per pass, or the pipeline of a
//     reproducer with --run-reproducer) -> run it -> print
//   with diagnostics printed (file:line:col: error: ... + source line) or
//   checked against expected-* comments (--verify-diagnostics).
//
// Around the pass manager: --verify-each, --dump-pass-pipeline, statistics,
// timing (the parser, verifier, passes and printer in one report), IR
// printing, and crash/failure reproducers, all as mlir-opt spells them.
//
// Exit status as mlir-opt's: 0 on success, 1 on any error (a file that
// cannot be written included). No file the tool writes (-o, reproducers, IR
// dumps) is ever one it reads; under --split-input-file each chunk writes
// its own reproducers. The work runs on a thread with a large stack so
// deeply nested input is reported, not crashed on.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "dialects/irdl/IRDLLoader.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/OpPrinter.h"
#include "ir/printer/PrintingFlags.h"
#include "pass/OutputFiles.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "pass/Timing.h"
#include "tools/lib/RegisterAllPasses.h"
#include "tools/lib/SplitInput.h"
#include "verify/tv/PassValidation.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
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
cl::opt<TimingManager::Display> timingDisplay(
    "mlir-timing-display", cl::desc("Display method for timing data"),
    cl::init(TimingManager::Display::Tree),
    cl::values(clEnumValN(TimingManager::Display::List, "list",
                          "display the results in a list sorted by total time"),
               clEnumValN(TimingManager::Display::Tree, "tree",
                          "display the results ina with a nested tree view")),
    cl::cat(toolCategory));
cl::opt<TimingManager::Format>
    timingFormat("mlir-output-format",
                 cl::desc("Output format for timing data"),
                 cl::init(TimingManager::Format::Text),
                 cl::values(clEnumValN(TimingManager::Format::Text, "text",
                                       "display the results in text format"),
                            clEnumValN(TimingManager::Format::Json, "json",
                                       "display the results in JSON format")),
                 cl::cat(toolCategory));

// Pass manager.
cl::opt<bool>
    verifyEach("verify-each",
               cl::desc("Run the verifier after each transformation pass"),
               cl::init(true), cl::cat(toolCategory));
cl::opt<bool> dumpPassPipeline("dump-pass-pipeline",
                               cl::desc("Print the pipeline that will be run"),
                               cl::cat(toolCategory));
cl::opt<bool> passStatistics("mlir-pass-statistics",
                             cl::desc("Display the statistics of each pass"),
                             cl::cat(toolCategory));
cl::opt<PassDisplayMode> passStatisticsDisplay(
    "mlir-pass-statistics-display",
    cl::desc("Display method for pass statistics"),
    cl::init(PassDisplayMode::Pipeline),
    cl::values(
        clEnumValN(PassDisplayMode::List, "list",
                   "display the results in a merged list sorted by pass name"),
        clEnumValN(PassDisplayMode::Pipeline, "pipeline",
                   "display the results with a nested pipeline view")),
    cl::cat(toolCategory));
cl::opt<bool> verifyEachTV(
    "verify-each-tv",
    cl::desc("Check after each pass, by translation validation, that every "
             "function it ran on refines the function before it; a "
             "refutation is an error with a counterexample and a reproducer "
             "(at --mlir-pass-pipeline-crash-reproducer's path, else "
             "assay-tv-reproducer-<function>.mlir)"),
    cl::cat(toolCategory));
cl::opt<unsigned> verifyEachTVTimeout(
    "verify-each-tv-smt-to",
    cl::desc("With --verify-each-tv: the solver time limit per query, in "
             "milliseconds (0: none)"),
    cl::init(10000), cl::cat(toolCategory));
cl::opt<unsigned> verifyEachTVUnroll(
    "verify-each-tv-unroll",
    cl::desc("With --verify-each-tv: loop iterations, back-edge traversals "
             "and call depth the checks follow"),
    cl::init(8), cl::cat(toolCategory));
cl::opt<std::string>
    verifyEachTVSolver("verify-each-tv-solver",
                       cl::desc("With --verify-each-tv: z3, cvc5 or portfolio"),
                       cl::init("z3"), cl::cat(toolCategory));
cl::opt<std::string> verifyEachTVIndexBits(
    "verify-each-tv-index-bits",
    cl::desc("With --verify-each-tv: the width of index, 32, 64 or both "
             "(default both)"),
    cl::init("both"), cl::cat(toolCategory));
cl::opt<unsigned>
    numThreads("assay-num-threads",
               cl::desc("Number of worker threads for nested pipelines and the "
                        "verifier (0: one per hardware thread; at most 1024)"),
               cl::init(0), cl::cat(toolCategory));

// IR printing around passes.
cl::list<std::string> printIRBefore(
    "mlir-print-ir-before", cl::desc("Print IR before specified passes"),
    cl::value_desc("pass-arg"), cl::CommaSeparated, cl::cat(toolCategory));
cl::list<std::string> printIRAfter("mlir-print-ir-after",
                                   cl::desc("Print IR after specified passes"),
                                   cl::value_desc("pass-arg"),
                                   cl::CommaSeparated, cl::cat(toolCategory));
cl::opt<bool> printIRBeforeAll("mlir-print-ir-before-all",
                               cl::desc("Print IR before each pass"),
                               cl::cat(toolCategory));
cl::opt<bool> printIRAfterAll("mlir-print-ir-after-all",
                              cl::desc("Print IR after each pass"),
                              cl::cat(toolCategory));
cl::opt<bool> printIRAfterChange(
    "mlir-print-ir-after-change",
    cl::desc("When printing the IR after a pass, only print if the IR "
             "changed"),
    cl::cat(toolCategory));
cl::opt<bool> printIRAfterFailure(
    "mlir-print-ir-after-failure",
    cl::desc("When printing the IR after a pass, only print if the pass "
             "failed"),
    cl::cat(toolCategory));
cl::opt<bool> printIRModuleScope(
    "mlir-print-ir-module-scope",
    cl::desc("When printing IR for print-ir-[before|after]{-all} always "
             "print the top-level operation"),
    cl::cat(toolCategory));
cl::opt<std::string> printIRTreeDir(
    "mlir-print-ir-tree-dir",
    cl::desc("When printing the IR before/after a pass, print file tree "
             "rooted at this directory"),
    cl::init(""), cl::cat(toolCategory));

// Reproducers.
cl::opt<std::string> crashReproducer(
    "mlir-pass-pipeline-crash-reproducer",
    cl::desc("Generate a .mlir reproducer file at the given output path if "
             "the pass manager crashes or fails"),
    cl::init(""), cl::cat(toolCategory));
cl::opt<bool> localReproducer(
    "mlir-pass-pipeline-local-reproducer",
    cl::desc("When generating a crash reproducer, attempt to generated a "
             "reproducer with the smallest pipeline."),
    cl::cat(toolCategory));
cl::opt<std::string> generateReproducer(
    "mlir-generate-reproducer",
    cl::desc("Generate an mlir reproducer at the provided filename (no crash "
             "required)"),
    cl::value_desc("filename"), cl::init(""), cl::cat(toolCategory));
cl::opt<bool> runReproducer("run-reproducer",
                            cl::desc("Run the pipeline stored in the "
                                     "reproducer"),
                            cl::cat(toolCategory));

/// The pass flags and `-p`; created in main() once the passes are
/// registered.
PassPipelineCLParser *passPipeline = nullptr;

/// The files one chunk's run reads and writes.
struct ChunkFiles {
  /// The files of the whole run that nothing may write: the input and the
  /// IRDL file.
  const InputFiles *inputs;
  /// The reproducer files of the chunk (empty: none).
  std::string crashReproducer;
  std::string generatedReproducer;
};

/// The file a reproducer flag names for chunk `chunk` (from 1) of a split
/// input: `repro.mlir` becomes `repro.3.mlir`, so that each chunk keeps its
/// own; without a split, the path as given.
std::string getChunkPath(llvm::StringRef path, std::optional<unsigned> chunk) {
  if (path.empty() || !chunk)
    return path.str();
  llvm::SmallString<128> result(path);
  llvm::sys::path::replace_extension(
      result, llvm::Twine(*chunk) + llvm::sys::path::extension(path));
  return std::string(result);
}

/// Times one phase of the run under the root timer.
template <class Fn>
auto timePhase(TimingManager &timing, llvm::StringRef name, Fn &&fn) {
  TimingScope scope = timing.getRootScope().nest(name);
  return fn();
}

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
/// Fails, with an error, when the text names a value or block the IR does
/// not define: such output can be neither read back nor trusted.
LogicalResult printTopLevel(Operation *op, llvm::raw_ostream &os,
                            const OpPrintingFlags &flags) {
  LogicalResult printed = printOperation(op, os, flags);
  os << '\n';
  if (succeeded(printed))
    return success();
  // The verifier says where; the error below stands if it finds nothing.
  if (succeeded(verify(op)))
    emitError(op->getLoc())
        << "the printed IR uses a value or block that it does not define";
  return failure();
}

/// Prints `op` with `flags`, parses the text back and prints it again: the
/// two texts must agree.
LogicalResult roundTripOnce(Operation *op, const OpPrintingFlags &flags,
                            llvm::StringRef mode, Context &ctx) {
  std::string reference;
  {
    llvm::raw_string_ostream os(reference);
    if (failed(printTopLevel(op, os, flags)))
      return failure();
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
    if (failed(printTopLevel(reparsed.get(), os, flags)))
      return failure();
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
  registerAllDialectPatterns(registry);
  return registry;
}

/// The pipeline and flags of a reproducer (`{-# external_resources: {
/// mlir_reproducer: {...} } #-}`).
struct ReproducerOptions {
  std::string pipeline;
  bool disableThreading = false;
  bool verifyEach = true;
};

/// Takes the `mlir_reproducer` resource out of the parsed file, if any.
std::optional<ReproducerOptions> takeReproducerOptions(Context &ctx) {
  auto &store = ctx.getOrCreateExtension<ExternalResourceStore>();
  auto it = llvm::find_if(store.groups, [](const ResourceGroup &g) {
    return g.owner == "mlir_reproducer";
  });
  if (it == store.groups.end())
    return std::nullopt;
  ReproducerOptions options;
  for (const ResourceEntry &entry : it->entries) {
    if (entry.key == "pipeline")
      options.pipeline = entry.data;
    else if (entry.key == "disable_threading")
      options.disableThreading = entry.boolValue;
    else if (entry.key == "verify_each")
      options.verifyEach = entry.boolValue;
  }
  store.groups.erase(it);
  return options;
}

/// The IR printing configuration of the command line, or none.
std::optional<IRPrintingConfig> getIRPrintingConfig() {
  bool before = printIRBeforeAll || !printIRBefore.empty();
  bool after = printIRAfterAll || printIRAfterFailure || !printIRAfter.empty();
  if (!before && !after)
    return std::nullopt;
  IRPrintingConfig config;
  auto matcher = [](bool all, const cl::list<std::string> &names)
      -> std::function<bool(Pass *, Operation *)> {
    if (all)
      return [](Pass *, Operation *) { return true; };
    if (names.empty())
      return nullptr;
    std::vector<std::string> args(names.begin(), names.end());
    return [args](Pass *pass, Operation *) {
      return llvm::is_contained(args, pass->getArgument());
    };
  };
  config.shouldPrintBefore = matcher(printIRBeforeAll, printIRBefore);
  config.shouldPrintAfter =
      matcher(printIRAfterAll || printIRAfterFailure, printIRAfter);
  config.printModuleScope = printIRModuleScope;
  config.printAfterOnlyOnChange = printIRAfterChange;
  config.printAfterOnlyOnFailure = printIRAfterFailure;
  config.treeDir = printIRTreeDir;
  config.flags = getPrintingFlags();
  return config;
}

/// Builds the pass manager of a chunk from the command line or from the
/// reproducer; errors are reported at an unknown location.
LogicalResult buildPassManager(PassManager &pm, Context &ctx,
                               const std::optional<ReproducerOptions> &repro,
                               const ChunkFiles &files) {
  auto errorHandler = [&](const llvm::Twine &message) {
    emitError(UnknownLoc::get(&ctx)) << message;
  };
  if (repro) {
    FailureOr<OpPassManager> parsed =
        parsePassPipeline(repro->pipeline, errorHandler);
    if (failed(parsed))
      return failure();
    static_cast<OpPassManager &>(pm) = std::move(*parsed);
  } else if (failed(passPipeline->addToPipeline(pm, errorHandler))) {
    return failure();
  }
  pm.enableVerifier(verifyEach && (!repro || repro->verifyEach));
  pm.setThreadCount(numThreads);
  if (passStatistics)
    pm.enableStatistics(passStatisticsDisplay);
  if (std::optional<IRPrintingConfig> config = getIRPrintingConfig()) {
    config->inputs = *files.inputs;
    pm.enableIRPrinting(std::move(*config));
  }
  if (!files.crashReproducer.empty())
    pm.enableCrashReproducerGeneration(files.crashReproducer, localReproducer,
                                       *files.inputs);
  if (verifyEachTV) {
    tv::VerifyEachOptions options;
    std::optional<smt::SolverKind> solver =
        smt::parseSolverKind(verifyEachTVSolver);
    if (!solver) {
      errorHandler("--verify-each-tv-solver must be z3, cvc5 or portfolio, "
                   "not '" +
                   verifyEachTVSolver + "'");
      return failure();
    }
    std::string missing;
    if (!smt::isSolverAvailable(*solver, missing)) {
      errorHandler(missing);
      return failure();
    }
    std::optional<llvm::SmallVector<unsigned, 2>> widths =
        tv::parseIndexWidths(verifyEachTVIndexBits);
    if (!widths) {
      errorHandler("--verify-each-tv-index-bits must be 32, 64 or both, not '" +
                   verifyEachTVIndexBits + "'");
      return failure();
    }
    if (verifyEachTVUnroll == 0) {
      errorHandler("--verify-each-tv-unroll takes a positive count");
      return failure();
    }
    options.check.solver = *solver;
    options.check.timeoutMs = verifyEachTVTimeout;
    options.check.encoder.unroll = verifyEachTVUnroll;
    options.indexWidths = *widths;
    options.reproducerPath = files.crashReproducer;
    options.inputs = *files.inputs;
    pm.addInstrumentation(
        tv::createVerifyEachTVInstrumentation(std::move(options)));
  }
  return success();
}

/// Runs the pass pipeline on `op`; failure after reporting. After a crash
/// the IR is released, not destroyed: it may be corrupt.
LogicalResult runPasses(OwningOpRef<Operation *> &op, Context &ctx,
                        TimingManager &timing, const ChunkFiles &files) {
  std::optional<ReproducerOptions> repro;
  if (runReproducer)
    repro = takeReproducerOptions(ctx);
  bool threading = !disableThreading && !(repro && repro->disableThreading);
  // Threads run passes on sibling ops at once, so the whole module cannot
  // be printed around one of them.
  if (printIRModuleScope && threading)
    return emitError(UnknownLoc::get(&ctx))
           << "IR print for module scope can't be setup on a pass-manager "
              "without disabling multi-threading first.";
  if (!repro && !passPipeline->hasAnyOccurrences() && !dumpPassPipeline &&
      generateReproducer.empty())
    return success();

  PassManager pm(&ctx);
  if (failed(buildPassManager(pm, ctx, repro, files)))
    return failure();
  if (dumpPassPipeline) {
    pm.dump(llvm::errs());
    llvm::errs().flush();
  }
  ctx.enableMultithreading(threading);
  if (!files.generatedReproducer.empty() &&
      failed(writeOutputFile(files.generatedReproducer,
                             pm.makeReproducer(op.get()), "reproducer",
                             *files.inputs, UnknownLoc::get(&ctx)))) {
    ctx.enableMultithreading(false);
    return failure();
  }
  if (enableTiming)
    pm.enableTiming(timing.getRootScope());
  LogicalResult result = pm.run(op.get());
  ctx.enableMultithreading(false);
  if (failed(result) && pm.hadCrash())
    (void)op.release();
  return result;
}

/// Set when the chunk being run is the last of the process (no
/// --split-input-file): its IR and its Context are then left to the process
/// exit. Both stay reachable from here, so leak checkers report nothing: the
/// IR alone would not do, as its blocks and operand lists hang from op
/// memory that the Context's destructor gives back. The pointers are volatile
/// because nothing reads them: an optimizer would otherwise drop the stores,
/// and the objects with them from a leak checker's view.
bool keepFinalIR = false;
Operation *volatile finalIR = nullptr;
Context *volatile finalContext = nullptr;

/// Verifies freshly parsed IR: the functions of a module on threads, as
/// mlir-opt does, unless threading is off.
LogicalResult verifyParsed(Operation *op, Context &ctx) {
  if (disableThreading)
    return verify(op);
  llvm::StdThreadPool pool(llvm::hardware_concurrency(numThreads));
  ctx.enableMultithreading(true);
  LogicalResult result = verify(op, /*verifyRecursively=*/true, &pool);
  ctx.enableMultithreading(false);
  return result;
}

/// Parses, verifies, transforms and prints one chunk; diagnostics go to the
/// context's handlers.
LogicalResult runChunk(llvm::SourceMgr &sm, Context &ctx, llvm::raw_ostream &os,
                       TimingManager &timing, const ChunkFiles &files) {
  // Parsing and verification are timed apart (mlir-opt folds the second
  // into the first).
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> op = timePhase(timing, "Parser", [&] {
    return parseSourceFileForTool(sm, config, !noImplicitModule);
  });
  if (op && timePhase(timing, "Verifier",
                      [&] { return failed(verifyParsed(op.get(), ctx)); }))
    op = nullptr;
  if (!op)
    return failure();
  if (verifyRoundtrip && failed(doVerifyRoundTrip(op.get(), ctx)))
    return failure();
  if (failed(runPasses(op, ctx, timing, files)))
    return failure();
  if (failed(timePhase(timing, "Output", [&] {
        return printTopLevel(op.get(), os, getPrintingFlags());
      })))
    return failure();
  // The last IR of the run is not taken apart: the process exits right
  // after, and giving a million ops back one by one costs a few percent of
  // the whole run.
  if (keepFinalIR)
    finalIR = op.release();
  return success();
}

LogicalResult processBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                            llvm::raw_ostream &os,
                            const DialectRegistry &registry,
                            TimingManager &timing, const ChunkFiles &files) {
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  auto ownedCtx = std::make_unique<Context>(registry);
  Context &ctx = *ownedCtx;
  // Runs after the diagnostic handlers below have let go of the Context.
  auto keepContext = llvm::make_scope_exit([&] {
    if (keepFinalIR)
      finalContext = ownedCtx.release();
  });
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
    return runChunk(sm, ctx, os, timing, files);
  }
  // Under --verify-diagnostics the op is not printed into notes, as the
  // expectations are written against the messages alone.
  ctx.printOpOnDiagnostic(false);
  SourceMgrDiagnosticVerifierHandler handler(sm, &ctx);
  (void)runChunk(sm, ctx, os, timing, files);
  return handler.verify();
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

  // Never overwrite an input, whatever flag names the file written (-o
  // here, reproducers and IR dumps through writeOutputFile).
  InputFiles inputs;
  inputs.add(inputFilename);
  if (!irdlFile.empty())
    inputs.add(irdlFile);
  if (inputs.contains(outputFilename)) {
    llvm::errs() << "error: the output file '" << outputFilename
                 << "' is an input file; refusing to overwrite it\n";
    return 1;
  }

  std::error_code outEc;
  auto output = std::make_unique<llvm::ToolOutputFile>(outputFilename, outEc,
                                                       llvm::sys::fs::OF_None);
  if (outEc) {
    llvm::errs() << "cannot open output file '" << outputFilename
                 << "': " << outEc.message() << "\n";
    return 1;
  }
  // A large module prints tens of megabytes: a block-sized buffer would
  // make a system call every few thousand bytes of it.
  if (!output->os().is_displayed())
    output->os().SetBufferSize(64 << 10);

  // Under --split-input-file each chunk writes its own reproducers.
  auto getChunkFiles = [&](std::optional<unsigned> chunk) {
    return ChunkFiles{&inputs, getChunkPath(crashReproducer, chunk),
                      getChunkPath(generateReproducer, chunk)};
  };
  TimingManager timing;
  bool failedAny = false;
  if (splitInputFile.getNumOccurrences()) {
    llvm::StringRef marker =
        splitInputFile.empty() ? "// -----" : llvm::StringRef(splitInputFile);
    auto chunks = splitInputBuffer(**input, marker);
    for (size_t i = 0; i < chunks.size(); ++i) {
      if (i)
        output->os() << outputSplitMarker << "\n";
      if (failed(processBuffer(std::move(chunks[i]), output->os(), registry,
                               timing, getChunkFiles(i + 1))))
        failedAny = true;
    }
  } else {
    keepFinalIR = true;
    failedAny = failed(processBuffer(std::move(*input), output->os(), registry,
                                     timing, getChunkFiles(std::nullopt)));
  }

  if (enableTiming)
    timing.print(llvm::errs(), timingDisplay, timingFormat);
  if (failedAny)
    return 1;
  output->keep();
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  setToolName(llvm::sys::path::filename(argv[0]));
  // Hide LLVM's own flags first: the pass flags registered below stay.
  cl::HideUnrelatedOptions(toolCategory);
  PassPipelineCLParser pipelineParser("pass-pipeline", "Compiler passes to run",
                                      "p");
  passPipeline = &pipelineParser;
  cl::ParseCommandLineOptions(argc, argv, "Assay modular optimizer driver\n");
  // Pass names given to the IR printing flags must exist, as mlir-opt's
  // parser of those flags demands.
  for (cl::list<std::string> *list :
       {std::addressof(printIRBefore), std::addressof(printIRAfter)})
    for (const std::string &name : *list)
      if (!lookupPassInfo(name)) {
        llvm::errs() << getToolName() << ": for the --" << list->ArgStr
                     << " option: Cannot find option named '" << name << "'!\n";
        return 1;
      }
  if (numThreads > PassManager::kMaxThreadCount) {
    llvm::errs() << getToolName() << ": for the --" << numThreads.ArgStr
                 << " option: " << numThreads << " is more than the "
                 << PassManager::kMaxThreadCount << " threads allowed\n";
    return 1;
  }
  // A large stack: parsing and printing recurse with the nesting of the
  // input, which fuzzers make deep.
  int result = 1;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
