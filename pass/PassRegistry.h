//===- PassRegistry.h - Named passes, pipelines and the textual syntax ----===//
//
// The registry maps an argument (`cse`) to a pass factory or to a pipeline
// builder; libraries register their passes at start-up (a tool calls one
// registerAllPasses()). From the registry come the textual pipelines, with
// mlir-opt's grammar and messages:
//
//   pipeline := element (',' element)*
//   element  := name ('{' options '}')? | anchor '(' pipeline? ')'
//
// and PassPipelineCLParser, which gives a tool one command-line flag per
// registered pass (`--cse`, `--canonicalize=max-iterations=3`) plus
// `--pass-pipeline` / `-p`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASSREGISTRY_H
#define ASSAY_PASS_PASSREGISTRY_H

#include "pass/Pass.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace assay {
class OpPassManager;

/// Reports a pipeline error; the message may span lines.
using PipelineErrorHandler = llvm::function_ref<void(const llvm::Twine &)>;

/// One registered pass or pass pipeline.
class PassRegistryEntry {
public:
  using PassFactory = std::function<std::unique_ptr<Pass>()>;
  /// Adds the pipeline to `pm` given its options text; reports errors.
  using PipelineBuilder = std::function<LogicalResult(
      OpPassManager &pm, llvm::StringRef options, PipelineErrorHandler)>;

  llvm::StringRef getArgument() const { return argument; }
  llvm::StringRef getDescription() const { return description; }
  bool isPass() const { return bool(factory); }
  /// A new instance of the pass (passes only).
  std::unique_ptr<Pass> createPass() const { return factory(); }
  /// Adds this pass or pipeline, with `options`, to `pm`.
  LogicalResult addToPipeline(OpPassManager &pm, llvm::StringRef options,
                              PipelineErrorHandler errorHandler) const;
  /// Prints the options of the pass for --help.
  void printHelpOptions(llvm::raw_ostream &os, size_t indent,
                        size_t descIndent) const;

  PassRegistryEntry(std::string argument, std::string description,
                    PassFactory factory, PipelineBuilder builder)
      : argument(std::move(argument)), description(std::move(description)),
        factory(std::move(factory)), builder(std::move(builder)) {}

private:
  std::string argument;
  std::string description;
  PassFactory factory;
  PipelineBuilder builder;
};

/// Registers the pass `factory` creates under its own argument.
void registerPass(const PassRegistryEntry::PassFactory &factory);
template <class PassT> void registerPass() {
  registerPass([] { return std::make_unique<PassT>(); });
}
/// Registers a named pipeline.
void registerPassPipeline(llvm::StringRef argument, llvm::StringRef description,
                          const PassRegistryEntry::PipelineBuilder &builder);

/// The pass or pipeline registered as `argument`, or null.
const PassRegistryEntry *lookupPassInfo(llvm::StringRef argument);
/// Every registered entry, sorted by argument.
std::vector<const PassRegistryEntry *> getRegisteredPasses();

/// Parses a textual pipeline whose outer element names its anchor
/// (`builtin.module(cse)`) into a new pass manager.
FailureOr<OpPassManager> parsePassPipeline(llvm::StringRef pipeline,
                                           PipelineErrorHandler errorHandler);
/// Parses the inside of an anchor's parentheses (`func.func(cse),cse`) into
/// `pm`.
LogicalResult parsePassPipeline(llvm::StringRef pipeline, OpPassManager &pm,
                                PipelineErrorHandler errorHandler);

/// The pass-selection flags of a tool: one flag per registered pass and
/// pipeline (with its options as value) and `--pass-pipeline` / `-p`.
/// Create it after the passes are registered and before
/// llvm::cl::ParseCommandLineOptions.
class PassPipelineCLParser {
public:
  PassPipelineCLParser(llvm::StringRef arg, llvm::StringRef description,
                       llvm::StringRef alias = "");
  ~PassPipelineCLParser();

  /// Whether any pass flag or pipeline was given.
  bool hasAnyOccurrences() const;
  /// Adds the selected passes to `pm`; mixing `--pass-pipeline` with pass
  /// flags, unknown passes and bad options are reported.
  LogicalResult addToPipeline(OpPassManager &pm,
                              PipelineErrorHandler errorHandler) const;

private:
  struct Impl;
  std::unique_ptr<Impl> impl;
};

/// Registers the passes of this library (cse, symbol-dce,
/// symbol-privatize, strip-debuginfo, print-op-stats, view-op-graph and the
/// assay-test-* passes).
void registerCorePasses();

} // namespace assay

#endif // ASSAY_PASS_PASSREGISTRY_H
