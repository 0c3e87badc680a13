//===- assay-run.cpp - Run a program with the reference interpreter -------===//
//
// The pipeline on one screen:
//
//   read FILE (or stdin) -> parse -> verify -> translate (verify/interp)
//   -> run the entry function -> print its result as mlir-cpu-runner does
//
// Command lines look like mlir-cpu-runner's, so a test can run one file
// through both with the same CHECK lines:
//
//   assay-run --interp -e main --entry-point-result=void FILE
//
// `--shared-libs` is accepted and ignored (the runner-utils functions are
// built in). Undefined behaviour and other run-time errors are reported as
// `file:line:col: error: ...` at the op that raised them, with a note per
// call in progress; the exit status is then 1. docs/assay-run.md describes
// every option.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <chrono>
#include <optional>

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-run options");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(toolCategory));
cl::opt<bool> useInterpreter(
    "interp",
    cl::desc("Run with the reference interpreter (the only engine so far)"),
    cl::init(true), cl::cat(toolCategory));
cl::opt<std::string> entryPoint("e", cl::desc("The function to run"),
                                cl::value_desc("name"), cl::init("main"),
                                cl::cat(toolCategory));
cl::opt<std::string> entryPointResult(
    "entry-point-result",
    cl::desc("The entry function's result type: void, i32, i64 or f32"),
    cl::value_desc("type"), cl::init("void"), cl::cat(toolCategory));
cl::list<std::string>
    sharedLibs("shared-libs",
               cl::desc("Accepted for mlir-cpu-runner compatibility; the "
                        "runner utils are built in"),
               cl::CommaSeparated, cl::cat(toolCategory));
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

/// Checks the entry function's signature against --entry-point-result.
LogicalResult checkEntry(Operation *module, Type &resultType) {
  Context *ctx = module->getContext();
  llvm::StringRef kind = entryPointResult;
  if (kind == "void")
    resultType = Type();
  else if (kind == "i32")
    resultType = IntegerType::get(ctx, 32);
  else if (kind == "i64")
    resultType = IntegerType::get(ctx, 64);
  else if (kind == "f32")
    resultType = FloatType::getF32(ctx);
  else {
    llvm::errs() << "error: unsupported --entry-point-result '" << kind
                 << "' (expected void, i32, i64 or f32)\n";
    return failure();
  }
  for (Operation &op : module->getRegion(0).front()) {
    if (op.getName().getStringRef() != "func.func")
      continue;
    auto sym =
        llvm::dyn_cast_or_null<StringAttr>(op.getInherentAttr("sym_name"));
    if (!sym || sym.getValue() != entryPoint)
      continue;
    auto type = llvm::cast<FunctionType>(
        llvm::cast<TypeAttr>(op.getInherentAttr("function_type")).getValue());
    if (type.getNumInputs() != 0)
      return op.emitError() << "the entry function must take no arguments";
    bool ok = resultType
                  ? type.getNumResults() == 1 && type.getResult(0) == resultType
                  : type.getNumResults() == 0;
    if (!ok)
      return op.emitError() << "the entry function's type does not match "
                               "--entry-point-result="
                            << kind;
    return success();
  }
  llvm::errs() << "error: no function '@" << entryPoint << "' in the input\n";
  return failure();
}

int runTool() {
  DialectRegistry registry;
  registerAllDialects(registry);
  auto input = llvm::MemoryBuffer::getFileOrSTDIN(inputFilename);
  if (std::error_code ec = input.getError()) {
    llvm::errs() << "cannot open input file '" << inputFilename
                 << "': " << ec.message() << "\n";
    return 1;
  }
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(*input), llvm::SMLoc());
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects(allowUnregisteredDialects);
  ctx.enableMultithreading(false);
  ctx.printOpOnDiagnostic(false);
  SourceMgrDiagnosticHandler handler(sm, &ctx);

  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> module =
      parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
  if (!module || failed(verify(module.get())))
    return 1;
  Type resultType;
  if (failed(checkEntry(module.get(), resultType)))
    return 1;

  std::optional<uint64_t> memoryLimit = parseMemorySize(maxMemory);
  if (!memoryLimit) {
    llvm::errs() << "error: invalid --max-memory value '" << maxMemory
                 << "' (expected a byte count, or a number with K, M, G or "
                    "T)\n";
    return 1;
  }
  interp::InterpreterOptions options;
  options.maxCallDepth = maxCallDepth;
  options.maxSteps = maxSteps;
  options.maxMemory = *memoryLimit;
  interp::Interpreter interpreter(module.get(), options);
  auto start = std::chrono::steady_clock::now();
  llvm::SmallVector<interp::ScalarValue, 1> results;
  LogicalResult result = interpreter.run(entryPoint, {}, results);
  double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  if (succeeded(result) && resultType && !results.empty()) {
    const interp::ScalarValue &v = results.front();
    if (v.poison) {
      llvm::outs() << "poison\n";
    } else if (llvm::isa<FloatType>(resultType)) {
      llvm::APFloat f(llvm::APFloat::IEEEsingle(), v.bits);
      llvm::outs() << double(f.convertToFloat()) << "\n";
    } else {
      llvm::outs() << v.bits.getSExtValue() << "\n";
    }
  }
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
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(argc, argv,
                              "Assay's reference interpreter: runs a program "
                              "as mlir-cpu-runner would\n");
  // A large stack: the parser recurses with the nesting of the input.
  int result = 1;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
