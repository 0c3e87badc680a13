//===- assay-fuzz.cpp - Generate programs and fuzz with them --------------===//
//
//   assay-fuzz gen --seed S [--count N] [--shard I/N] [-o DIR | -]
//   assay-fuzz pipelines [--seed S] [--count N | --time T] [--shard I/N]
//                        [--passes LIST] [--max-passes K] [--out DIR]
//
// `gen` writes the programs of seeds S, S+1, ..., S+N-1 (fuzz/gen/
// ProgramGenerator.h): into DIR as gen-<seed>.mlir, or to standard output
// (`-o -`, the default) one after the other, separated by `// -----` lines
// so that `assay-opt --split-input-file` reads them back. With
// `--shard I/N` only the seeds whose position in the range is I modulo N
// are written, so N machines share a range without overlap.
//
// `pipelines` runs a random pipeline of passes over each program and checks
// the oracles (fuzz/campaign/PipelineCampaign.h); findings go to DIR, one
// folder per signature, with DIR/summary.json; the exit status is 1 when
// anything was found, so CI fails on it.
//
//===----------------------------------------------------------------------===//
#include "fuzz/campaign/PipelineCampaign.h"
#include "fuzz/gen/ProgramGenerator.h"
#include "tools/lib/RegisterAllPasses.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;
using namespace assay;

namespace {
cl::SubCommand genCommand("gen", "Write generated programs");
cl::SubCommand
    pipelinesCommand("pipelines",
                     "Fuzz random pass pipelines on generated programs");
cl::OptionCategory genCategory("assay-fuzz options");
cl::opt<uint64_t> seed("seed", cl::desc("The first seed"), cl::init(0),
                       cl::sub(genCommand), cl::sub(pipelinesCommand),
                       cl::cat(genCategory));
cl::opt<uint64_t> count("count", cl::desc("How many seeds, from --seed on"),
                        cl::init(1), cl::sub(genCommand),
                        cl::sub(pipelinesCommand), cl::cat(genCategory));
cl::opt<std::string> shard("shard",
                           cl::desc("Only the seeds at positions I mod N"),
                           cl::value_desc("I/N"), cl::sub(genCommand),
                           cl::sub(pipelinesCommand), cl::cat(genCategory));
cl::opt<std::string> output("o",
                            cl::desc("A directory for gen-<seed>.mlir files, "
                                     "or - for standard output"),
                            cl::init("-"), cl::sub(genCommand),
                            cl::cat(genCategory));
cl::opt<unsigned>
    opsPerFunction("ops", cl::desc("Operations aimed at per function"),
                   cl::init(fuzz::GeneratorOptions().opsPerFunction),
                   cl::sub(genCommand), cl::sub(pipelinesCommand),
                   cl::cat(genCategory));
cl::opt<unsigned>
    helperFunctions("functions", cl::desc("Functions besides @main"),
                    cl::init(fuzz::GeneratorOptions().helperFunctions),
                    cl::sub(genCommand), cl::sub(pipelinesCommand),
                    cl::cat(genCategory));
cl::opt<unsigned> maxDepth("max-depth", cl::desc("How deep regions nest"),
                           cl::init(fuzz::GeneratorOptions().maxRegionDepth),
                           cl::sub(genCommand), cl::sub(pipelinesCommand),
                           cl::cat(genCategory));
cl::opt<bool> noFloats("no-floats", cl::desc("No float types or ops"),
                       cl::sub(genCommand), cl::sub(pipelinesCommand),
                       cl::cat(genCategory));
cl::opt<bool> noMemrefs("no-memrefs", cl::desc("No memrefs"),
                        cl::sub(genCommand), cl::sub(pipelinesCommand),
                        cl::cat(genCategory));
cl::opt<bool> noControlFlow("no-control-flow",
                            cl::desc("No scf regions or cf branches"),
                            cl::sub(genCommand), cl::sub(pipelinesCommand),
                            cl::cat(genCategory));

cl::opt<bool> avoidMLIR19Bugs(
    "avoid-mlir19-bugs",
    cl::desc("Leave out what MLIR 19's lowering is known to get wrong"),
    cl::sub(genCommand), cl::sub(pipelinesCommand), cl::cat(genCategory));

cl::opt<std::string> outDir("out",
                            cl::desc("Where findings and summary.json go"),
                            cl::init("assay-fuzz-findings"),
                            cl::sub(pipelinesCommand), cl::cat(genCategory));
cl::opt<std::string>
    passList("passes",
             cl::desc("Comma-separated pipeline elements to draw from "
                      "(default: Assay's meaning-preserving passes)"),
             cl::sub(pipelinesCommand), cl::cat(genCategory));
cl::opt<unsigned> maxPasses("max-passes",
                            cl::desc("Longest pipeline, in elements"),
                            cl::init(4), cl::sub(pipelinesCommand),
                            cl::cat(genCategory));
cl::opt<double> timeLimit("time",
                          cl::desc("Stop after this many seconds (with a "
                                   "large --count)"),
                          cl::init(0), cl::sub(pipelinesCommand),
                          cl::cat(genCategory));

int error(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "assay-fuzz") << message << "\n";
  return 1;
}

/// Parses `I/N` with 0 <= I < N.
bool parseShard(llvm::StringRef text, uint64_t &index, uint64_t &total) {
  auto [i, n] = text.split('/');
  return !i.getAsInteger(10, index) && !n.getAsInteger(10, total) &&
         total > 0 && index < total;
}

fuzz::GeneratorOptions generatorOptions() {
  fuzz::GeneratorOptions options;
  options.opsPerFunction = opsPerFunction;
  options.helperFunctions = helperFunctions;
  options.maxRegionDepth = maxDepth;
  options.floats = !noFloats;
  options.memrefs = !noMemrefs;
  options.controlFlow = !noControlFlow;
  options.avoidMLIR19Bugs = avoidMLIR19Bugs;
  return options;
}

/// Checks --shard, --seed and --count; false after reporting an error.
bool checkRange(uint64_t &shardIndex, uint64_t &shardTotal) {
  if (!shard.empty() && !parseShard(shard, shardIndex, shardTotal)) {
    error("--shard takes I/N with 0 <= I < N, not '" + shard + "'");
    return false;
  }
  if (seed + count < seed) {
    error("--seed plus --count overflows 64 bits");
    return false;
  }
  return true;
}

int runGen() {
  uint64_t shardIndex = 0, shardTotal = 1;
  if (!checkRange(shardIndex, shardTotal))
    return 1;
  fuzz::GeneratorOptions options = generatorOptions();

  bool toStdout = output == "-";
  if (!toStdout) {
    if (std::error_code ec = llvm::sys::fs::create_directories(output))
      return error("cannot create directory '" + output + "': " + ec.message());
  }
  bool first = true;
  for (uint64_t i = 0; i < count; ++i) {
    if (i % shardTotal != shardIndex)
      continue;
    uint64_t s = seed + i;
    std::string program = fuzz::generateProgram(s, options);
    if (toStdout) {
      if (!first)
        llvm::outs() << "// -----\n";
      llvm::outs() << program;
      first = false;
      continue;
    }
    llvm::SmallString<128> path(output);
    llvm::sys::path::append(path, "gen-" + std::to_string(s) + ".mlir");
    std::error_code ec;
    llvm::ToolOutputFile file(path, ec, llvm::sys::fs::OF_None);
    if (ec)
      return error("cannot write '" + path + "': " + ec.message());
    file.os() << program;
    file.keep();
  }
  return 0;
}

int runPipelines() {
  fuzz::CampaignOptions options;
  if (!checkRange(options.shardIndex, options.shardTotal))
    return 1;
  if (maxPasses == 0)
    return error("--max-passes must be at least 1");
  options.seed = seed;
  options.count = count;
  options.timeLimit = timeLimit;
  options.maxPasses = maxPasses;
  options.generator = generatorOptions();
  options.outDir = outDir;
  if (!passList.empty()) {
    // Commas inside an element's options (`p{a=1,b=2}`) stay with it.
    std::string current;
    int depth = 0;
    for (char c : passList) {
      depth += c == '{' ? 1 : c == '}' ? -1 : 0;
      if (c == ',' && depth == 0) {
        options.passes.push_back(current);
        current.clear();
      } else {
        current += c;
      }
    }
    options.passes.push_back(current);
  }
  bool terminal = llvm::sys::Process::StandardErrIsDisplayed();
  fuzz::CampaignResult result =
      fuzz::runPipelineCampaign(options, terminal ? &llvm::errs() : nullptr);
  llvm::outs() << result.programs << " programs, " << result.pipelines
               << " pipelines, " << result.findings.size() << " findings in "
               << llvm::format("%.1f", result.seconds) << " s\n";
  for (const fuzz::Finding &f : result.findings)
    llvm::outs() << "  " << f.signature << " (x" << f.count << ", seed "
                 << f.firstSeed << "): " << f.detail << "\n";
  return result.findings.empty() ? 0 : 1;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAllPasses();
  cl::HideUnrelatedOptions({&genCategory});
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "assay-fuzz: Assay's fuzzer\n\n"
          "  assay-fuzz gen --seed S [--count N] [--shard I/N] [-o DIR|-]\n"
          "  assay-fuzz pipelines [--seed S] [--count N] [--time T] "
          "[--passes LIST] [--out DIR]\n",
          &llvm::errs()))
    return 1;
  if (genCommand)
    return runGen();
  if (pipelinesCommand)
    return runPipelines();
  return error("a command is needed: gen or pipelines (see --help)");
}
