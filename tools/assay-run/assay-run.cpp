//===- assay-run.cpp - Run a program natively or with the interpreter -----===//
//
// The pipeline on one screen:
//
//   read FILE (or stdin) -> parse -> verify -> check the entry function
//   -> JIT (default): lower to the llvm dialect (harness/cpu/Jit) ->
//      translate to LLVM IR -> compile (harness/cpu/Executor) -> call
//   -> --interp: translate (verify/interp) -> run
//   -> --compare: the interpreter on the input, then the JIT on its
//      lowering; the first difference (a printed line, the result) is an
//      error and a reproducer file
//   -> print the entry function's result as mlir-cpu-runner does
//
// Command lines look like mlir-cpu-runner's, so a test can run one file
// through both with the same CHECK lines:
//
//   assay-run -e main --entry-point-result=void -shared-libs=LIB FILE
//
// Errors (parse, verification, an op the lowering leaves, an unresolved
// symbol, an entry function that does not fit, undefined behaviour under
// the interpreter) are reported as `file:line:col: error: ...` at the op
// they concern, and the exit status is then 1. docs/assay-run.md describes
// every option.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "dialects/llvm/LLVMTypes.h"
#include "harness/cpu/Executor.h"
#include "harness/cpu/Jit.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "pass/OutputFiles.h"
#include "pass/PassManager.h"
#include "tools/lib/RegisterAllPasses.h"
#include "tools/lib/ToolInput.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <chrono>
#include <cstdio>
#include <optional>
#include <unistd.h>

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-run options");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(toolCategory));
cl::opt<bool> useInterpreter(
    "interp",
    cl::desc("Run with the reference interpreter instead of the CPU JIT"),
    cl::init(false), cl::cat(toolCategory));
cl::opt<bool> compareEngines(
    "compare",
    cl::desc("Run the interpreter on the input and the JIT on its lowering; "
             "a difference in printed output or result is an error and "
             "writes a reproducer"),
    cl::init(false), cl::cat(toolCategory));
cl::opt<std::string>
    compareReproducer("compare-reproducer",
                      cl::desc("Where --compare writes its reproducer (default "
                               "assay-run-reproducer-<entry>.mlir)"),
                      cl::value_desc("filename"), cl::cat(toolCategory));
cl::opt<std::string> entryPoint("e", cl::desc("The function to run"),
                                cl::value_desc("name"), cl::init("main"),
                                cl::cat(toolCategory));
cl::opt<std::string> entryPointResult(
    "entry-point-result",
    cl::desc("The entry function's result type: void, i32, i64 or f32"),
    cl::value_desc("type"), cl::init("void"), cl::cat(toolCategory));
cl::list<std::string> sharedLibs(
    "shared-libs",
    cl::desc("Shared libraries the JIT links, searched before Assay's "
             "runner utils (the interpreter ignores them)"),
    cl::CommaSeparated, cl::cat(toolCategory));
cl::opt<std::string> loweringPipeline(
    "lowering-pipeline",
    cl::desc("The pass pipeline that lowers the input to the llvm dialect "
             "(default: the passes of the default lowering in this build)"),
    cl::value_desc("pipeline"), cl::cat(toolCategory));
cl::opt<bool> optO0("O0",
                    cl::desc("Optimise and generate code at -O0 "
                             "(the default)"),
                    cl::cat(toolCategory));
cl::opt<bool> optO1("O1", cl::desc("Optimise and generate code at -O1"),
                    cl::cat(toolCategory));
cl::opt<bool> optO2("O2", cl::desc("Optimise and generate code at -O2"),
                    cl::cat(toolCategory));
cl::opt<bool> optO3("O3", cl::desc("Optimise and generate code at -O3"),
                    cl::cat(toolCategory));
cl::opt<bool> dumpObjectFile(
    "dump-object-file",
    cl::desc("Write the compiled object to --object-filename (<input "
             "file>.o by default)"),
    cl::cat(toolCategory));
cl::opt<std::string> objectFilename(
    "object-filename",
    cl::desc("Where --dump-object-file writes (<input file>.o by default)"),
    cl::value_desc("filename"), cl::cat(toolCategory));
// The limits' defaults are the interpreter's (verify/interp/Interpreter.h);
// --help states them.
const interp::InterpreterOptions defaultLimits;
const std::string maxCallDepthDesc =
    "Stop when calls nest deeper than this (default " +
    std::to_string(defaultLimits.maxCallDepth) + "; 0: no limit)";
const std::string maxStepsDesc = "Stop after this many executed ops (default " +
                                 std::to_string(defaultLimits.maxSteps) +
                                 "; 0: no limit)";
const std::string defaultMaxMemory =
    std::to_string(defaultLimits.maxMemory >> 30) + "G";
const std::string maxMemoryDesc =
    "Stop when the program would hold more memory than this: a byte count, "
    "or a number with K, M, G or T (powers of 1024; default " +
    defaultMaxMemory + "; 0: no limit)";
cl::opt<unsigned> maxCallDepth("max-call-depth", cl::desc(maxCallDepthDesc),
                               cl::value_desc("N"),
                               cl::init(defaultLimits.maxCallDepth),
                               cl::cat(toolCategory));
cl::opt<uint64_t> maxSteps("max-steps", cl::desc(maxStepsDesc),
                           cl::value_desc("N"),
                           cl::init(defaultLimits.maxSteps),
                           cl::cat(toolCategory));
cl::opt<std::string> maxMemory("max-memory", cl::desc(maxMemoryDesc),
                               cl::value_desc("size"),
                               cl::init(defaultMaxMemory),
                               cl::cat(toolCategory));
cl::opt<bool> allowUnregisteredDialects(
    "allow-unregistered-dialect",
    cl::desc("Accept ops and attributes of dialects Assay does not register "
             "(attributes such as #gpu.thread<x> are kept; such ops cannot "
             "run)"),
    cl::init(false), cl::cat(toolCategory));
cl::opt<bool> printStats(
    "print-stats",
    cl::desc("Print the executed op count and the run time to stderr"),
    cl::cat(toolCategory));

/// Parses a --max-memory value: a byte count with an optional K, M, G or T
/// suffix (powers of 1024), optionally followed by `B` or `iB`.
std::optional<uint64_t> parseMemorySize(llvm::StringRef text) {
  uint64_t value;
  llvm::StringRef rest = text.trim();
  if (rest.consumeInteger(10, value))
    return std::nullopt;
  unsigned shift = 0;
  if (!rest.empty()) {
    switch (llvm::toUpper(rest.front())) {
    case 'K':
      shift = 10;
      break;
    case 'M':
      shift = 20;
      break;
    case 'G':
      shift = 30;
      break;
    case 'T':
      shift = 40;
      break;
    default:
      break;
    }
    if (shift)
      rest = rest.drop_front();
    if (!rest.consume_front_insensitive("ib"))
      rest.consume_front_insensitive("b");
    if (!rest.empty())
      return std::nullopt;
  }
  if (shift && value > (UINT64_MAX >> shift))
    return std::nullopt;
  return value << shift;
}

/// The runner-utils libraries of an LLVM installation are installed with
/// their version only (`libmlir_runner_utils.so.19.1`); a path naming one
/// without it finds it, so mlir-cpu-runner's command lines work as written.
std::string resolveLibrary(llvm::StringRef path) {
  if (llvm::sys::fs::exists(path))
    return path.str();
  llvm::StringRef dir = llvm::sys::path::parent_path(path);
  std::string prefix = (llvm::sys::path::filename(path) + ".").str();
  std::error_code ec;
  std::string best;
  for (llvm::sys::fs::directory_iterator it(dir.empty() ? "." : dir, ec), end;
       !ec && it != end; it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    llvm::StringRef version = name;
    if (!version.consume_front(prefix) || version.empty() ||
        !llvm::all_of(version,
                      [](char c) { return llvm::isDigit(c) || c == '.'; }))
      continue;
    if (best.empty() || it->path() < best)
      best = it->path();
  }
  return best.empty() ? path.str() : best;
}

/// The entry function's result, as --entry-point-result names it.
struct EntryResult {
  /// Null for void.
  Type type;
  cpu::ScalarType scalar;
};

/// Reads --entry-point-result; reports an unknown kind.
std::optional<EntryResult> getEntryResult(Context *ctx) {
  llvm::StringRef kind = entryPointResult;
  if (kind == "void")
    return EntryResult{Type(), cpu::ScalarType::getVoid()};
  if (kind == "i32")
    return EntryResult{IntegerType::get(ctx, 32),
                       cpu::ScalarType::getInteger(32)};
  if (kind == "i64")
    return EntryResult{IntegerType::get(ctx, 64),
                       cpu::ScalarType::getInteger(64)};
  if (kind == "f32")
    return EntryResult{FloatType::getF32(ctx), cpu::ScalarType::getF32()};
  llvm::errs() << "error: unsupported --entry-point-result '" << kind
               << "' (expected void, i32, i64 or f32)\n";
  return std::nullopt;
}

/// Finds the entry function (a func.func or an llvm.func) and checks its
/// type against --entry-point-result; null after an error.
Operation *checkEntry(Operation *module, Type resultType) {
  for (Operation &op : module->getRegion(0).front()) {
    llvm::StringRef opName = op.getName().getStringRef();
    if (opName != "func.func" && opName != "llvm.func")
      continue;
    auto sym =
        llvm::dyn_cast_or_null<StringAttr>(op.getInherentAttr("sym_name"));
    if (!sym || sym.getValue() != entryPoint)
      continue;
    Type typeAttr =
        llvm::cast<TypeAttr>(op.getInherentAttr("function_type")).getValue();
    size_t numInputs;
    Type result;
    bool single;
    if (auto type = llvm::dyn_cast<FunctionType>(typeAttr)) {
      numInputs = type.getNumInputs();
      single = type.getNumResults() == 1;
      result = single ? type.getResult(0) : Type();
      single |= type.getNumResults() == 0;
    } else {
      auto llvmType = llvm::cast<LLVM::LLVMFunctionType>(typeAttr);
      numInputs = llvmType.getNumParams() + llvmType.isVarArg();
      result = llvmType.getReturnType();
      if (llvm::isa<LLVM::LLVMVoidType>(result))
        result = Type();
      single = true;
    }
    if (numInputs != 0) {
      op.emitError() << "the entry function must take no arguments";
      return nullptr;
    }
    if (!single || result != resultType) {
      op.emitError() << "the entry function's type does not match "
                        "--entry-point-result="
                     << entryPointResult;
      return nullptr;
    }
    return &op;
  }
  llvm::errs() << "error: no function '@" << entryPoint << "' in the input\n";
  return nullptr;
}

/// Prints a result as mlir-cpu-runner does: an integer in decimal, an f32
/// in `%e` form; a poison result (the interpreter's) as `poison`.
void printResult(llvm::raw_ostream &os, Type type, const llvm::APInt &bits,
                 bool poison) {
  if (poison) {
    os << "poison\n";
  } else if (llvm::isa<FloatType>(type)) {
    llvm::APFloat f(llvm::APFloat::IEEEsingle(), bits);
    os << double(f.convertToFloat()) << "\n";
  } else {
    os << bits.getSExtValue() << "\n";
  }
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// The settings a --compare reproducer carries, read back when the file
/// is run again: its lowering pipeline (`mlir_reproducer`), its entry
/// function and result kind (`assay_run`). Command-line flags win.
void applyReproducerSettings(Context &ctx, std::string &pipeline) {
  auto &store = ctx.getOrCreateExtension<ExternalResourceStore>();
  for (const ResourceGroup &group : store.groups) {
    for (const ResourceEntry &entry : group.entries) {
      if (group.owner == "mlir_reproducer" && entry.key == "pipeline" &&
          !loweringPipeline.getNumOccurrences())
        pipeline = entry.data;
      if (group.owner != "assay_run")
        continue;
      if (entry.key == "entry" && !entryPoint.getNumOccurrences())
        entryPoint = entry.data;
      if (entry.key == "entry_point_result" &&
          !entryPointResult.getNumOccurrences())
        entryPointResult = entry.data;
    }
  }
}

/// The lowering pipeline to run and the default pipeline's passes this
/// build lacks (empty when --lowering-pipeline or a reproducer names one).
struct Lowering {
  std::string pipeline;
  llvm::SmallVector<std::string> missing;
};

/// Lowers, compiles and calls the entry function; the result goes to
/// `result`. Failure after an error was reported.
LogicalResult runOnJit(Operation *module, Location entryLoc,
                       const EntryResult &entryResult, const Lowering &lowering,
                       cpu::Scalar &result) {
  auto start = std::chrono::steady_clock::now();
  if (failed(
          cpu::lowerToLLVMDialect(module, lowering.pipeline, lowering.missing)))
    return failure();
  double lowerSecs = secondsSince(start);

  cpu::ExecutorOptions options;
  options.optLevel = optO3 ? 3 : optO2 ? 2 : optO1 ? 1 : 0;
  for (const std::string &lib : sharedLibs)
    options.sharedLibs.push_back(resolveLibrary(lib));
  if (dumpObjectFile)
    options.objectFile = objectFilename.empty() ? inputFilename + ".o"
                                                : std::string(objectFilename);
  start = std::chrono::steady_clock::now();
  auto executor = cpu::Executor::create(std::move(options));
  if (!executor)
    return emitError(module->getLoc()) << llvm::toString(executor.takeError());
  if (failed(cpu::addToExecutor(**executor, module)))
    return failure();
  double compileSecs = secondsSince(start);

  start = std::chrono::steady_clock::now();
  llvm::Expected<cpu::Scalar> called =
      (*executor)->call(entryPoint, {}, entryResult.scalar);
  // What compiled code printed through C's stdio goes out before anything
  // the tool prints.
  std::fflush(stdout);
  double runSecs = secondsSince(start);
  if (!called)
    return emitError(entryLoc) << llvm::toString(called.takeError());
  result = *called;
  if (printStats)
    llvm::errs() << "assay-run: lowered in " << llvm::format("%.3f", lowerSecs)
                 << " s, compiled in " << llvm::format("%.3f", compileSecs)
                 << " s, ran in " << llvm::format("%.3f", runSecs) << " s\n";
  return success();
}

/// The bits of a JIT result, as the interpreter holds them.
llvm::APInt getBits(const cpu::Scalar &value) {
  return llvm::APInt(value.getType().getWidth(), value.getZExt());
}

/// Runs `body` with file descriptor 1 sent to a temporary file, and
/// returns what was written there; compiled code prints through C's stdio,
/// which a stream inside the process cannot catch.
std::optional<std::string> captureStdout(llvm::function_ref<void()> body) {
  int fd;
  llvm::SmallString<128> path;
  if (llvm::sys::fs::createTemporaryFile("assay-run", "out", fd, path))
    return std::nullopt;
  std::fflush(stdout);
  llvm::outs().flush();
  int saved = dup(1);
  dup2(fd, 1);
  body();
  std::fflush(stdout);
  dup2(saved, 1);
  close(saved);
  close(fd);
  auto buffer = llvm::MemoryBuffer::getFile(path);
  llvm::sys::fs::remove(path);
  if (!buffer)
    return std::nullopt;
  return (*buffer)->getBuffer().str();
}

/// The first difference between two printed outputs, or none.
std::optional<std::string> diffPrinted(llvm::StringRef interp,
                                       llvm::StringRef jit) {
  llvm::SmallVector<llvm::StringRef> a, b;
  interp.split(a, '\n');
  jit.split(b, '\n');
  for (size_t i = 0, e = std::max(a.size(), b.size()); i < e; ++i) {
    llvm::StringRef x = i < a.size() ? a[i] : "";
    llvm::StringRef y = i < b.size() ? b[i] : "";
    if (x == y && (i < a.size()) == (i < b.size()))
      continue;
    auto show = [](llvm::StringRef line, bool present) {
      return present ? "'" + line.str() + "'" : std::string("(no line)");
    };
    return "line " + std::to_string(i + 1) +
           " of the printed output: the interpreter printed " +
           show(x, i < a.size()) + ", the JIT " + show(y, i < b.size());
  }
  return std::nullopt;
}

/// Whether the JIT's result agrees with the interpreter's: equal bits, any
/// NaN for a NaN, anything for poison (the JIT may refine it).
bool sameResult(Type type, const interp::ScalarValue &interp,
                const cpu::Scalar &jit) {
  if (interp.poison)
    return true;
  if (llvm::isa<FloatType>(type)) {
    float a = llvm::APFloat(llvm::APFloat::IEEEsingle(), interp.bits)
                  .convertToFloat();
    float b = jit.getF32();
    if (a != a && b != b)
      return true;
  }
  return interp.bits == getBits(jit);
}

/// Writes the --compare reproducer: the input as it was before lowering,
/// with the lowering pipeline (`mlir_reproducer`, as assay-opt's
/// reproducers hold it) and the entry function, its result kind and the
/// difference (`assay_run`). Returns the path, or none after an error.
std::optional<std::string> writeCompareReproducer(Operation *original,
                                                  llvm::StringRef pipeline,
                                                  llvm::StringRef difference) {
  std::string path = compareReproducer.empty()
                         ? "assay-run-reproducer-" + entryPoint + ".mlir"
                         : std::string(compareReproducer);
  Context *ctx = original->getContext();
  auto &store = ctx->getOrCreateExtension<ExternalResourceStore>();
  std::vector<ResourceGroup> saved = store.groups;
  llvm::erase_if(store.groups,
                 [](const ResourceGroup &g) { return g.owner == "assay_run"; });
  ResourceGroup &group = store.getOrCreate("assay_run");
  for (auto [key, value] :
       {std::pair<llvm::StringRef, llvm::StringRef>("entry", entryPoint),
        {"entry_point_result", entryPointResult},
        {"difference", difference}}) {
    ResourceEntry entry;
    entry.key = key.str();
    entry.kind = ResourceEntry::Kind::String;
    entry.data = value.str();
    group.entries.push_back(std::move(entry));
  }
  std::string text = "// assay-run --compare: the interpreter and the JIT "
                     "differ on @" +
                     entryPoint + "\n// " + difference.str() +
                     "\n// Replay: assay-run --compare FILE\n\n";
  text += renderReproducer(original, pipeline);
  store.groups = std::move(saved);
  InputFiles inputs;
  inputs.add(inputFilename);
  if (failed(writeOutputFile(path, text, "reproducer", inputs,
                             original->getLoc())))
    return std::nullopt;
  return path;
}

interp::InterpreterOptions getInterpreterOptions(uint64_t memoryLimit) {
  interp::InterpreterOptions options;
  options.maxCallDepth = maxCallDepth;
  options.maxSteps = maxSteps;
  options.maxMemory = memoryLimit;
  return options;
}

/// --compare: the interpreter on `module`, then the JIT on its lowering.
int runCompare(Operation *module, Operation *entry,
               const EntryResult &entryResult, const Lowering &lowering,
               uint64_t memoryLimit) {
  // The lowering replaces the entry function: its location is kept.
  Location entryLoc = entry->getLoc();
  OwningOpRef<Operation *> original(module->clone());
  std::string interpPrinted;
  llvm::raw_string_ostream interpOut(interpPrinted);
  interp::InterpreterOptions options = getInterpreterOptions(memoryLimit);
  options.output = &interpOut;
  options.errorOutput = &interpOut;
  llvm::SmallVector<interp::ScalarValue, 1> interpResults;
  {
    interp::Interpreter interpreter(module, options);
    if (failed(interpreter.run(entryPoint, {}, interpResults))) {
      llvm::outs() << interpPrinted;
      llvm::outs().flush();
      llvm::errs() << "assay-run: the interpreter's run failed, so there is "
                      "nothing to compare the JIT with\n";
      return 1;
    }
  }

  cpu::Scalar jitResult;
  LogicalResult jitRan = failure();
  std::optional<std::string> jitPrinted = captureStdout([&] {
    jitRan = runOnJit(module, entryLoc, entryResult, lowering, jitResult);
  });
  if (!jitPrinted) {
    llvm::errs() << "error: cannot capture the JIT's output\n";
    return 1;
  }
  if (failed(jitRan))
    return 1;

  std::optional<std::string> difference =
      diffPrinted(interpPrinted, *jitPrinted);
  if (!difference && entryResult.type && !interpResults.empty() &&
      !sameResult(entryResult.type, interpResults.front(), jitResult)) {
    std::string a, b;
    llvm::raw_string_ostream as(a), bs(b);
    printResult(as, entryResult.type, interpResults.front().bits, false);
    printResult(bs, entryResult.type, getBits(jitResult), false);
    difference = "the result: the interpreter returned " +
                 llvm::StringRef(a).rtrim().str() + ", the JIT " +
                 llvm::StringRef(b).rtrim().str();
  }
  if (difference) {
    InFlightDiagnostic diag = emitError(entryLoc)
                              << "the interpreter and the JIT differ at "
                              << *difference;
    std::optional<std::string> path =
        writeCompareReproducer(original.get(), lowering.pipeline, *difference);
    if (path)
      diag.attachNote() << "reproducer written to " << *path;
    return 1;
  }
  llvm::outs() << interpPrinted;
  if (entryResult.type && !interpResults.empty())
    printResult(llvm::outs(), entryResult.type, getBits(jitResult), false);
  return 0;
}

int runTool() {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllDialectPatterns(registry);
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(inputFilename);
  if (!buffer)
    return 1;
  ToolInput input(registry, allowUnregisteredDialects);
  if (failed(input.parse(std::move(buffer))))
    return 1;
  Operation *module = input.getModule();
  Lowering lowering;
  lowering.pipeline = loweringPipeline;
  applyReproducerSettings(input.getContext(), lowering.pipeline);
  if (lowering.pipeline.empty())
    lowering.pipeline = cpu::getDefaultLoweringPipeline(&lowering.missing);

  std::optional<EntryResult> entryResult = getEntryResult(&input.getContext());
  if (!entryResult)
    return 1;
  Operation *entry = checkEntry(module, entryResult->type);
  if (!entry)
    return 1;
  std::optional<uint64_t> memoryLimit = parseMemorySize(maxMemory);
  if (!memoryLimit) {
    llvm::errs() << "error: invalid --max-memory value '" << maxMemory
                 << "' (expected a byte count, or a number with K, M, G or "
                    "T)\n";
    return 1;
  }

  if (compareEngines)
    return runCompare(module, entry, *entryResult, lowering, *memoryLimit);

  if (!useInterpreter) {
    cpu::Scalar result;
    if (failed(
            runOnJit(module, entry->getLoc(), *entryResult, lowering, result)))
      return 1;
    if (entryResult->type)
      printResult(llvm::outs(), entryResult->type, getBits(result), false);
    return 0;
  }

  interp::Interpreter interpreter(module, getInterpreterOptions(*memoryLimit));
  auto start = std::chrono::steady_clock::now();
  llvm::SmallVector<interp::ScalarValue, 1> results;
  LogicalResult result = interpreter.run(entryPoint, {}, results);
  double secs = secondsSince(start);
  if (succeeded(result) && entryResult->type && !results.empty())
    printResult(llvm::outs(), entryResult->type, results.front().bits,
                results.front().poison);
  // The statistics come after everything the program and its result
  // printed, on a run that failed too.
  llvm::outs().flush();
  if (printStats)
    llvm::errs() << "assay-run: " << interpreter.getExecutedOpCount()
                 << " ops in " << llvm::format("%.3f", secs) << " s ("
                 << llvm::format("%.1f",
                                 interpreter.getExecutedOpCount() / secs / 1e6)
                 << " M ops/s)\n";
  if (failed(result))
    return 1;
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "Assay's runner: runs a program on the CPU JIT "
                              "or the reference interpreter, as "
                              "mlir-cpu-runner would\n");
  // A large stack: the parser recurses with the nesting of the input.
  int result = 1;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
