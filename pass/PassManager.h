//===- PassManager.h - Pipelines of passes over nested operations ---------===//
//
// An OpPassManager is a pipeline anchored on an op name (`func.func`) or on
// any op (`any`). Nesting a pipeline (`pm.nest("func.func")`) adds an
// adaptor pass to the parent that runs the nested pipeline on every op of
// that name found directly in the parent op's regions; pipelines print and
// parse as MLIR's textual form, `builtin.module(func.func(cse),symbol-dce)`.
//
// PassManager is the top-level pipeline plus what surrounds a run: the
// verifier after each pass (on by default), instrumentations (timing, IR
// printing, statistics), crash and failure reproducers, and threading:
// a nested pipeline runs on sibling ops in parallel when the context allows
// multithreading. Whatever the number of threads, the results, the
// diagnostics (re-emitted in op order) and the reports are the same.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASSMANAGER_H
#define ASSAY_PASS_PASSMANAGER_H

#include "ir/printer/PrintingFlags.h"
#include "pass/OutputFiles.h"
#include "pass/Pass.h"
#include "pass/PassInstrumentation.h"
#include "llvm/ADT/iterator.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace assay {
class Context;
class Operation;
class TimingScope;

namespace detail {
struct OpPassManagerImpl;
} // namespace detail

/// A pipeline of passes anchored on one op name, or on any op.
class OpPassManager {
public:
  /// How nest() treats a pass anchored on another op: Explicit refuses it
  /// (the caller nests), Implicit nests a pipeline for it.
  enum class Nesting { Implicit, Explicit };

  /// A pipeline anchored on `anchor`; "any" makes it op-agnostic.
  explicit OpPassManager(llvm::StringRef anchor = "any",
                         Nesting nesting = Nesting::Explicit);
  OpPassManager(OpPassManager &&);
  OpPassManager &operator=(OpPassManager &&);
  /// Copies clone every pass (see Pass::clonePass).
  OpPassManager(const OpPassManager &);
  OpPassManager &operator=(const OpPassManager &);
  ~OpPassManager();

  /// The anchor op name, or none when op-agnostic.
  std::optional<llvm::StringRef> getOpName() const;
  /// The anchor as printed: the op name or "any".
  llvm::StringRef getOpAnchorName() const;

  /// Adds a pipeline nested under this one for ops named `opName` (or
  /// any op for "any") and returns it.
  OpPassManager &nest(llvm::StringRef opName);
  OpPassManager &nestAny() { return nest("any"); }
  /// Appends `pass`. A pass anchored on another op is nested implicitly or
  /// refused (reported as an error by the pipeline parser), see Nesting.
  void addPass(std::unique_ptr<Pass> pass);
  /// Appends `pass` under a nested pipeline for `opName`.
  void addNestedPass(llvm::StringRef opName, std::unique_ptr<Pass> pass) {
    nest(opName).addPass(std::move(pass));
  }
  void clear();

  size_t size() const;
  bool empty() const { return size() == 0; }
  /// The passes, adaptors included.
  llvm::ArrayRef<std::unique_ptr<Pass>> getPasses() const;
  Nesting getNesting() const;
  void setNesting(Nesting nesting);

  /// Prints `anchor(pass,pass)`.
  void printAsTextualPipeline(llvm::raw_ostream &os) const;
  /// Prints only the passes, separated by `separator`.
  void printPasses(llvm::raw_ostream &os,
                   llvm::StringRef separator = ",") const;
  /// Prints `Pass Manager with N passes:` and the pipeline, as
  /// --dump-pass-pipeline does.
  void dump(llvm::raw_ostream &os) const;

  /// Whether this pipeline may run on ops named `name`: its anchor matches,
  /// or for `any`, every pass accepts the op.
  bool canScheduleOn(OperationName name) const;

  /// Checks that every pass may be scheduled here and initialises them;
  /// failure is reported on `ctx`'s diagnostics.
  LogicalResult initialize(Context *ctx);

private:
  friend class PassManager;
  friend class detail::OpToOpPassAdaptor;
  friend struct detail::OpPassManagerImpl;
  std::unique_ptr<detail::OpPassManagerImpl> impl;
};

/// How IR printing around passes is configured.
struct IRPrintingConfig {
  /// Print before / after passes for which these hold.
  std::function<bool(Pass *, Operation *)> shouldPrintBefore;
  std::function<bool(Pass *, Operation *)> shouldPrintAfter;
  /// Print the top-level op rather than the op the pass ran on.
  bool printModuleScope = false;
  /// After a pass, print only when the IR changed.
  bool printAfterOnlyOnChange = false;
  /// After a pass, print only when it failed.
  bool printAfterOnlyOnFailure = false;
  /// When set, one file per dump in a tree under this directory instead of
  /// the stream; a file that cannot be written, or that is one of `inputs`,
  /// is reported and makes the run fail.
  std::string treeDir;
  InputFiles inputs;
  /// The printer options (locations, generic form...).
  OpPrintingFlags flags;
};

/// Renders a reproducer: `op` printed with the `mlir_reproducer` external
/// resource that `--run-reproducer` reads (`pipeline` and the two flags).
/// Other resource groups of the context are printed too, so a caller adds
/// its own group there before rendering.
std::string renderReproducer(Operation *op, llvm::StringRef pipeline,
                             bool disableThreading = false,
                             bool verifyEach = true);

/// What statistics reports look like.
enum class PassDisplayMode { List, Pipeline };

/// The top-level pipeline and the services around its runs.
class PassManager : public OpPassManager {
public:
  /// A pipeline anchored on `anchor` (builtin.module by default) whose runs
  /// use `ctx`.
  explicit PassManager(Context *ctx, llvm::StringRef anchor = "builtin.module",
                       Nesting nesting = Nesting::Explicit);
  ~PassManager();

  /// Runs the pipeline on `op`; failure when a pass failed, the verifier
  /// failed, or the pipeline cannot run on `op` (reported).
  LogicalResult run(Operation *op);

  Context *getContext() const { return context; }

  /// Verify the IR after each pass (default on).
  void enableVerifier(bool enabled = true) { verifyPasses = enabled; }
  bool isVerifierEnabled() const { return verifyPasses; }

  void addInstrumentation(std::unique_ptr<PassInstrumentation> pi);

  /// Prints the IR around passes to `os` (or to files, see the config).
  void enableIRPrinting(IRPrintingConfig config,
                        llvm::raw_ostream &os = llvm::errs());
  /// Times every pass and analysis under `root` (see pass/Timing.h).
  void enableTiming(TimingScope &root);
  /// Prints the statistics of the passes to `os` after each run.
  void enableStatistics(PassDisplayMode mode = PassDisplayMode::Pipeline,
                        llvm::raw_ostream *os = nullptr);

  /// On a failure or a crash inside a pass, writes a reproducer to
  /// `outputFile`: the IR with the pipeline in its file metadata. With
  /// `localReproducer`, the reproducer is narrowed to the failing pass and
  /// the IR just before it. Crashes are then caught. The reproducer never
  /// replaces one of `inputs` (a refusal is reported).
  void enableCrashReproducerGeneration(llvm::StringRef outputFile,
                                       bool localReproducer = false,
                                       InputFiles inputs = {});
  /// The reproducer text a run of this pipeline on `op` would start from
  /// (used by --mlir-generate-reproducer).
  std::string makeReproducer(Operation *op) const;

  /// The pipeline as reproducers record it: `anchor(p1, p2)`.
  std::string getReproducerPipeline() const;

  /// The most worker threads a run uses. LLVM's thread pool counts its
  /// threads in an int (2^31 and up wrap, and its tasks never run), and
  /// far fewer already only cost memory.
  static constexpr unsigned kMaxThreadCount = 1024;
  /// The number of worker threads used for nested pipelines; 0 means the
  /// hardware's (the default). More than kMaxThreadCount is clamped.
  void setThreadCount(unsigned n) {
    threadCount = n < kMaxThreadCount ? n : kMaxThreadCount;
  }
  /// Whether the last run caught a crash (its IR may then be corrupt).
  bool hadCrash() const { return crashedDuringRun; }

private:
  LogicalResult runWithCrashRecovery(Operation *op, AnalysisManager am);
  void printStatistics();

  Context *context;
  bool verifyPasses = true;
  unsigned threadCount = 0;
  std::unique_ptr<PassInstrumentor> instrumentor;
  struct ReproducerConfig;
  std::unique_ptr<ReproducerConfig> reproducer;
  std::optional<PassDisplayMode> statisticsMode;
  llvm::raw_ostream *statisticsStream = nullptr;
  bool initialized = false;
  bool crashedDuringRun = false;
};

} // namespace assay

#endif // ASSAY_PASS_PASSMANAGER_H
