//===- assay-tv.cpp - Translation validation of MLIR functions ------------===//
//
// The pipeline on one screen:
//
//   read SRC (and TGT) -> parse -> verify -> pair functions
//   -> for each pair and index width: encode both over Z3, ask the three
//      refinement queries (verify/tv/Refinement.h) -> print the verdict
//   -> summary; exit 0 (all correct), 1 (some incorrect), 2 (unknown/error)
//
// Pairs: with two files, every function with a body in TGT is checked
// against the function of the same name in SRC; with one file, `@src` and
// `@tgt` form a pair, and so do `@src_NAME` and `@tgt_NAME`. With `-p` (a
// pass pipeline) or `--opt-command` (an external tool), the one file is the
// source and what the transformation makes of it the target, paired by name
// (verify/tv/PassValidation.h); a refutation there writes a reproducer
// (verify/tv/Reproducer.h).
//
// The output follows the layout compiler engineers know from alive-tv (the
// pair, the verdict, the error kind, an `Example:` block, a summary), so
// scripts and eyes written for it read it too. docs/assay-tv.md describes
// every option.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "tools/lib/RegisterAllPasses.h"
#include "verify/patterns/PatternTable.h"
#include "verify/smt/Solvers.h"
#include "verify/tv/PassValidation.h"
#include "verify/tv/Refinement.h"
#include "verify/tv/Report.h"
#include "verify/tv/Reproducer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <optional>

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-tv options");

cl::opt<std::string> sourceFile(cl::Positional, cl::desc("<source file>"),
                                cl::init(""), cl::cat(toolCategory));
cl::opt<std::string> targetFile(cl::Positional, cl::desc("[target file]"),
                                cl::init(""), cl::cat(toolCategory));
cl::opt<unsigned> unroll(
    "unroll",
    cl::desc("Loop iterations, back-edge traversals and call depth the "
             "check follows; longer executions are not checked (default 8)"),
    cl::init(8), cl::cat(toolCategory));
cl::opt<std::string> indexBits(
    "index-bits",
    cl::desc("The width of index: 32, 64 or both (default: both, when the "
             "functions use index)"),
    cl::init("both"), cl::cat(toolCategory));
cl::opt<unsigned> smtTimeout("smt-to",
                             cl::desc("Solver time limit per query, in "
                                      "milliseconds (default 10000; 0: none)"),
                             cl::init(10000), cl::cat(toolCategory));
cl::opt<std::string>
    solverName("solver",
               cl::desc("Who answers the queries: z3, cvc5 (the cvc5 "
                        "program) or portfolio (both at once, the first "
                        "answer wins); default z3"),
               cl::value_desc("z3|cvc5|portfolio"), cl::init("z3"),
               cl::cat(toolCategory));
cl::opt<bool> assumeMayAlias(
    "assume-may-alias",
    cl::desc("Let memref arguments of one element type overlap (every way "
             "they may is checked); by default each has its own buffer"),
    cl::cat(toolCategory));
cl::opt<std::string>
    emitSmtLib("emit-smtlib",
               cl::desc("Write every query as SMT-LIB 2 into this directory"),
               cl::value_desc("dir"), cl::init(""), cl::cat(toolCategory));
cl::opt<bool> json("json",
                   cl::desc("Print one JSON object per pair, then the summary "
                            "as one more object"),
                   cl::cat(toolCategory));
cl::opt<std::string> optCommand(
    "opt-command",
    cl::desc("Check an external tool: run this shell command with the "
             "input file's text on stdin (or, where it says {}, with the "
             "path of a copy of the file there) and check its output "
             "against the input"),
    cl::value_desc("command"), cl::init(""), cl::cat(toolCategory));
cl::opt<std::string> reproducerFile(
    "reproducer",
    cl::desc("Where -p and --opt-command write the reproducer of the first "
             "refuted function (default: assay-tv-reproducer-<function>.mlir "
             "in the current directory, one per refuted function)"),
    cl::value_desc("path"), cl::init(""), cl::cat(toolCategory));
cl::opt<bool> allowUnregisteredDialects(
    "allow-unregistered-dialect",
    cl::desc("Accept ops of dialects Assay does not register (a function "
             "using one cannot be checked)"),
    cl::cat(toolCategory));

/// The pass flags and `-p`; created in main() once the passes are
/// registered.
PassPipelineCLParser *passPipeline = nullptr;

/// Parses the text of `buffer` into a verified module. The buffer joins
/// `sm`, where diagnostics find their source lines by buffer name.
OwningOpRef<Operation *> parseBuffer(std::unique_ptr<llvm::MemoryBuffer> buffer,
                                     llvm::SourceMgr &sm, Context &ctx) {
  // The parser reads the main buffer of the manager it is given, which in
  // `sm` is always the first file: each text gets a manager of its own.
  llvm::SourceMgr own;
  own.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer->getMemBufferRef()),
      llvm::SMLoc());
  sm.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> module =
      parseSourceFileForTool(own, config, /*insertImplicitModule=*/true);
  if (!module || failed(verify(module.get())))
    return {};
  return module;
}

OwningOpRef<Operation *> parse(llvm::StringRef path, llvm::SourceMgr &sm,
                               Context &ctx) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (std::error_code ec = buffer.getError()) {
    llvm::errs() << "error: cannot open input file '" << path
                 << "': " << ec.message() << "\n";
    return {};
  }
  return parseBuffer(std::move(*buffer), sm, ctx);
}

/// The func.func ops directly in `module`, in order.
llvm::SmallVector<func::FuncOp, 8> functions(Operation *module) {
  llvm::SmallVector<func::FuncOp, 8> fns;
  for (Operation &op : module->getRegion(0).front())
    if (auto fn = llvm::dyn_cast<func::FuncOp>(&op))
      fns.push_back(fn);
  return fns;
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

/// The pairs to check, or failure after an error.
FailureOr<llvm::SmallVector<tv::FunctionPair, 8>>
pairFunctions(Operation *srcModule, Operation *tgtModule) {
  llvm::SmallVector<tv::FunctionPair, 8> pairs;
  if (tgtModule) {
    llvm::StringMap<func::FuncOp> byName;
    for (func::FuncOp fn : functions(srcModule))
      byName[fn.getSymName()] = fn;
    for (func::FuncOp fn : functions(tgtModule)) {
      if (fn.isDeclaration())
        continue;
      auto it = byName.find(fn.getSymName());
      if (it == byName.end() || it->second.isDeclaration()) {
        emitError(fn->getLoc())
            << "no function '@" << fn.getSymName()
            << "' with a body in the source to check this one against";
        return failure();
      }
      pairs.push_back({fn.getSymName().str(), it->second, fn});
    }
  } else {
    llvm::StringMap<func::FuncOp> targets;
    for (func::FuncOp fn : functions(srcModule))
      if (fn.getSymName() == "tgt" || fn.getSymName().starts_with("tgt_"))
        targets[fn.getSymName()] = fn;
    for (func::FuncOp fn : functions(srcModule)) {
      llvm::StringRef name = fn.getSymName();
      if (name != "src" && !name.starts_with("src_"))
        continue;
      std::string tgtName = ("tgt" + name.drop_front(3)).str();
      auto it = targets.find(tgtName);
      if (it == targets.end()) {
        emitError(fn->getLoc())
            << "no '@" << tgtName << "' to check '@" << name << "' against";
        return failure();
      }
      pairs.push_back({name.str(), fn, it->second});
    }
  }
  if (pairs.empty()) {
    emitError(srcModule->getLoc())
        << (tgtModule ? "the target has no function with a body to check"
                      : "no '@src'/'@tgt' pair of functions to check");
    return failure();
  }
  return pairs;
}

/// The options every check shares.
tv::CheckOptions getCheckOptions() {
  tv::CheckOptions options;
  options.encoder.unroll = unroll;
  options.encoder.assumeMayAlias = assumeMayAlias;
  options.timeoutMs = smtTimeout;
  options.solver = *smt::parseSolverKind(solverName);
  options.smtLibDir = emitSmtLib;
  return options;
}

/// Checks `pairs`, prints each verdict and counts it into `summary`. With
/// `origin`, each refuted pair writes a reproducer (only the first when
/// --reproducer names the file); a reproducer that cannot be written is an
/// error.
void checkPairs(llvm::ArrayRef<tv::FunctionPair> pairs,
                llvm::ArrayRef<unsigned> widths, tv::Summary &summary,
                const tv::TransformOrigin *origin, const InputFiles &inputs) {
  bool wroteReproducer = false;
  for (const tv::FunctionPair &pair : pairs) {
    tv::PairVerdict result = tv::checkPair(pair, getCheckOptions(), widths);
    summary.add(result.verdict.status);
    // The reproducer is written first, so that the verdict can name it.
    std::string reproducer;
    if (origin && result.verdict.status == tv::Status::Incorrect &&
        !(wroteReproducer && !reproducerFile.empty())) {
      std::string path = reproducerFile.empty()
                             ? tv::getDefaultReproducerPath(pair.name)
                             : reproducerFile.getValue();
      llvm::outs().flush();
      if (succeeded(writeOutputFile(
              path, tv::renderTVReproducer(pair, result, *origin), "reproducer",
              inputs, pair.src->getLoc())))
        reproducer = path;
      else
        summary.add(tv::Status::Error);
      wroteReproducer = true;
    }
    if (json) {
      llvm::json::Value value = tv::toJSON(pair, result);
      if (!reproducer.empty())
        (*value.getAsObject())["reproducer"] = reproducer;
      llvm::outs() << value << "\n";
      continue;
    }
    tv::printVerdict(llvm::outs(), pair, result);
    if (!reproducer.empty())
      llvm::outs() << "Reproducer written to '" << reproducer << "'\n";
  }
}

/// Lists the functions a transformation left unpaired.
void printUnchecked(llvm::ArrayRef<tv::UncheckedFunction> unchecked,
                    tv::Summary &summary) {
  for (const tv::UncheckedFunction &fn : unchecked) {
    if (json)
      llvm::outs() << llvm::json::Value(
                          llvm::json::Object{{"name", fn.name},
                                             {"status", "not_checked"},
                                             {"reason", fn.reason}})
                   << "\n";
    else
      llvm::outs() << "\n----------------------------------------\n@" << fn.name
                   << ": not checked: " << fn.reason << "\n";
    ++summary.notChecked;
  }
}

/// `-p`: runs the pipeline on a copy of the module; the copy is the target.
/// Failure after reporting.
FailureOr<OwningOpRef<Operation *>> runPipeline(Operation *module, Context &ctx,
                                                std::string &pipeline) {
  PassManager pm(&ctx);
  auto errorHandler = [&](const llvm::Twine &message) {
    emitError(UnknownLoc::get(&ctx)) << message;
  };
  if (failed(passPipeline->addToPipeline(pm, errorHandler)))
    return failure();
  pipeline = pm.getReproducerPipeline();
  OwningOpRef<Operation *> after(module->clone());
  if (failed(pm.run(after.get()))) {
    emitError(module->getLoc())
        << "the pipeline '" << pipeline << "' failed on this input";
    return failure();
  }
  return after;
}

/// The command line with every `{}` replaced by `path`, quoted for the
/// shell; whether there was one.
std::pair<std::string, bool> substitutePath(llvm::StringRef command,
                                            llvm::StringRef path) {
  std::string quoted = "'";
  for (char c : path)
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  std::string result;
  bool found = false;
  for (size_t i = 0; i < command.size(); ++i) {
    if (command.substr(i).starts_with("{}")) {
      result += quoted;
      found = true;
      ++i;
      continue;
    }
    result += command[i];
  }
  return {result, found};
}

/// `--opt-command`: runs the command on a copy of `text` and parses what it
/// prints into `sm`. Failure after reporting at `loc` (the input's start).
FailureOr<OwningOpRef<Operation *>> runCommand(llvm::StringRef text,
                                               llvm::SourceMgr &sm,
                                               Context &ctx, Location loc) {
  // Temporary files: the input copy, the output, the errors. The input file
  // itself is never handed to the command, which cannot change it.
  llvm::SmallString<128> inPath, outPath, errPath;
  auto makeTemp = [&](llvm::StringRef suffix, llvm::SmallString<128> &path) {
    std::error_code ec =
        llvm::sys::fs::createTemporaryFile("assay-tv", suffix, path);
    if (ec)
      emitError(loc) << "cannot create a temporary file: " << ec.message();
    return !ec;
  };
  if (!makeTemp("mlir", inPath) || !makeTemp("out", outPath) ||
      !makeTemp("err", errPath))
    return failure();
  llvm::FileRemover removeIn(inPath), removeOut(outPath), removeErr(errPath);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(inPath, ec);
    os << text;
    if (ec || (os.close(), os.has_error())) {
      emitError(loc) << "cannot write the temporary file '" << inPath.str()
                     << "'";
      return failure();
    }
  }
  auto [command, usesPath] = substitutePath(optCommand, inPath);
  std::optional<llvm::StringRef> redirects[] = {
      usesPath ? llvm::StringRef("/dev/null") : llvm::StringRef(inPath),
      llvm::StringRef(outPath), llvm::StringRef(errPath)};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(
      "/bin/sh", {"/bin/sh", "-c", command}, std::nullopt, redirects,
      /*SecondsToWait=*/0, /*MemoryLimit=*/0, &message);
  auto errors = llvm::MemoryBuffer::getFile(errPath);
  if (status != 0) {
    // What the command said comes first: it explains the failure.
    if (errors && !(*errors)->getBuffer().empty())
      llvm::errs() << (*errors)->getBuffer();
    InFlightDiagnostic diag = emitError(loc);
    diag << "the command '" << optCommand.getValue() << "' ";
    if (status < 0)
      diag << "could not run: " << message;
    else
      diag << "failed with exit status " << status;
    return failure();
  }
  auto output = llvm::MemoryBuffer::getFile(outPath);
  if (!output) {
    emitError(loc) << "cannot read the output of '" << optCommand.getValue()
                   << "'";
    return failure();
  }
  // Parse errors point into the output, under this name.
  OwningOpRef<Operation *> after =
      parseBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                      (*output)->getBuffer(), "<output of " + optCommand + ">"),
                  sm, ctx);
  if (!after) {
    emitError(loc) << "the output of '" << optCommand.getValue()
                   << "' is not a valid module";
    return failure();
  }
  return after;
}

// --patterns: the table of registered patterns and folders
// (verify/patterns, docs/verification.md).
cl::opt<bool> patternTable(
    "patterns",
    cl::desc("Verify every registered pattern and fold rule and print the "
             "table (no input file)"),
    cl::cat(toolCategory));
cl::opt<std::string>
    patternDialect("dialect", cl::desc("With --patterns: only this dialect"),
                   cl::init(""), cl::cat(toolCategory));
cl::opt<std::string> patternWidths(
    "widths",
    cl::desc("With --patterns: integer widths, 'ci' (1,2,7,8,32,64; the "
             "default), 'all' (1-64) or a comma-separated list"),
    cl::init("ci"), cl::cat(toolCategory));
cl::opt<std::string> patternImplWidths(
    "impl-widths",
    cl::desc("With --patterns: the integer widths the C++ patterns are run "
             "at (part (b)), a comma-separated list (default 1,8,64)"),
    cl::init("1,8,64"), cl::cat(toolCategory));
cl::opt<bool> patternImplIndex(
    "impl-index",
    cl::desc("With --patterns: run the C++ patterns at index too, not only "
             "for identities at index alone (default true)"),
    cl::init(true), cl::cat(toolCategory));
cl::opt<unsigned> patternImplSamples(
    "impl-samples",
    cl::desc("With --patterns: the most constant assignments the C++ "
             "patterns are run on per identity and type (default 16)"),
    cl::init(16), cl::cat(toolCategory));
cl::opt<std::string> patternShard(
    "shard",
    cl::desc("With --patterns: K/N checks only the rows numbered K modulo N "
             "(a sweep split over N processes)"),
    cl::init("0/1"), cl::cat(toolCategory));
cl::opt<bool> patternTimes("times",
                           cl::desc("With --patterns: print each row's time"),
                           cl::cat(toolCategory));

/// Parses the value `text` of option `name`: "ci", "all" (when `named`) or
/// widths 1-64 separated by commas, into `widths`; false (reported) else.
bool parseWidthList(llvm::StringRef name, llvm::StringRef text, bool named,
                    std::vector<unsigned> &widths) {
  widths.clear();
  if (named && text == "ci") {
    widths = patterns::TableOptions::ciWidths();
    return true;
  }
  if (named && text == "all") {
    widths = patterns::TableOptions::allWidths();
    return true;
  }
  llvm::SmallVector<llvm::StringRef, 8> parts;
  text.split(parts, ',');
  for (llvm::StringRef part : parts) {
    unsigned w;
    if (part.trim().getAsInteger(10, w) || w == 0 || w > 64) {
      llvm::errs() << "error: --" << name << " takes "
                   << (named ? "'ci', 'all' or " : "") << "widths 1-64, not '"
                   << text << "'\n";
      return false;
    }
    widths.push_back(w);
  }
  return true;
}

int runPatterns(smt::SolverKind solver) {
  patterns::TableOptions options;
  options.dialect = patternDialect;
  options.timeoutMs = smtTimeout;
  options.solver = solver;
  if (!parseWidthList("widths", patternWidths, /*named=*/true,
                      options.widths) ||
      !parseWidthList("impl-widths", patternImplWidths, /*named=*/false,
                      options.implWidths))
    return 2;
  options.implIndex = patternImplIndex;
  if (patternImplSamples == 0) {
    llvm::errs() << "error: --impl-samples takes a positive count\n";
    return 2;
  }
  options.maxAssignments = patternImplSamples;
  auto [shard, count] = llvm::StringRef(patternShard).split('/');
  if (shard.getAsInteger(10, options.shard) ||
      count.getAsInteger(10, options.numShards) || options.numShards == 0 ||
      options.shard >= options.numShards) {
    llvm::errs() << "error: --shard takes K/N with K < N, not '" << patternShard
                 << "'\n";
    return 2;
  }
  return patterns::runPatternTable(options, json, patternTimes);
}

int runTool() {
  std::optional<smt::SolverKind> solver = smt::parseSolverKind(solverName);
  if (!solver) {
    llvm::errs() << "error: --solver must be z3, cvc5 or portfolio, not '"
                 << solverName << "'\n";
    return 2;
  }
  std::string missing;
  if (!smt::isSolverAvailable(*solver, missing)) {
    llvm::errs() << "error: " << missing << "\n";
    return 2;
  }
  if (patternTable)
    return runPatterns(*solver);
  if (sourceFile.empty()) {
    llvm::errs() << "error: no source file (or --patterns)\n";
    return 2;
  }
  std::optional<llvm::SmallVector<unsigned, 2>> widths =
      tv::parseIndexWidths(indexBits);
  if (!widths) {
    llvm::errs() << "error: --index-bits must be 32, 64 or both, not '"
                 << indexBits << "'\n";
    return 2;
  }
  bool pipelineMode = passPipeline->hasAnyOccurrences();
  bool commandMode = optCommand.getNumOccurrences() != 0;
  if ((pipelineMode || commandMode) && !targetFile.empty()) {
    llvm::errs() << "error: -p and --opt-command check one file against what "
                    "they make of it; a target file is not taken\n";
    return 2;
  }
  if (pipelineMode && commandMode) {
    llvm::errs() << "error: -p and --opt-command cannot be combined\n";
    return 2;
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  // Canonicalization patterns, so that -p runs the passes as assay-opt does.
  registerAllDialectPatterns(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects(allowUnregisteredDialects);
  ctx.enableMultithreading(false);
  ctx.printOpOnDiagnostic(false);
  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler handler(sm, &ctx);

  OwningOpRef<Operation *> srcModule = parse(sourceFile, sm, ctx);
  if (!srcModule)
    return 2;
  tv::Summary summary;
  if (pipelineMode || commandMode) {
    tv::TransformOrigin origin;
    FailureOr<OwningOpRef<Operation *>> after = failure();
    if (pipelineMode) {
      after = runPipeline(srcModule.get(), ctx, origin.pipeline);
    } else {
      origin.command = optCommand;
      after = runCommand(sm.getMemoryBuffer(sm.getMainFileID())->getBuffer(),
                         sm, ctx, FileLineColLoc::get(&ctx, sourceFile, 1, 1));
    }
    if (failed(after))
      return 2;
    InputFiles inputs;
    inputs.add(sourceFile);
    tv::FunctionPairing pairing =
        tv::pairFunctionsByName(srcModule.get(), after->get());
    checkPairs(pairing.pairs, *widths, summary, &origin, inputs);
    printUnchecked(pairing.unchecked, summary);
  } else {
    OwningOpRef<Operation *> tgtModule;
    if (!targetFile.empty()) {
      tgtModule = parse(targetFile, sm, ctx);
      if (!tgtModule)
        return 2;
    }
    FailureOr<llvm::SmallVector<tv::FunctionPair, 8>> pairs =
        pairFunctions(srcModule.get(), tgtModule.get());
    if (failed(pairs))
      return 2;
    checkPairs(*pairs, *widths, summary, nullptr, InputFiles());
  }
  summary.print(llvm::outs(), json);
  llvm::outs().flush();
  return summary.getExitCode();
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  // Hide LLVM's own flags first: the pass flags registered below stay.
  cl::HideUnrelatedOptions(toolCategory);
  PassPipelineCLParser pipelineParser(
      "pass-pipeline",
      "Check every function against what this pipeline "
      "makes of it",
      "p");
  passPipeline = &pipelineParser;
  cl::ParseCommandLineOptions(
      argc, argv,
      "Assay's translation validator: checks that each function of the "
      "target refines the same function of the source\n");
  // A large stack: the parser and the encoder recurse with the nesting of
  // the input.
  int result = 2;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
