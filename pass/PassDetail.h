//===- PassDetail.h - Internals shared by the pass manager's sources ------===//
//
// The adaptor pass that runs nested pipelines, the per-thread execution
// state behind Pass::getOperation(), and the state of one run (verifier,
// threading, instrumentation, reproducer bookkeeping). Not installed for
// users of the pass library.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASSDETAIL_H
#define ASSAY_PASS_PASSDETAIL_H

#include "pass/PassManager.h"
#include "llvm/ADT/SmallVector.h"
#include <mutex>
#include <optional>

namespace llvm {
class ThreadPoolInterface;
} // namespace llvm

namespace assay {
class Diagnostic;

namespace detail {

/// A pipeline's anchor and passes.
struct OpPassManagerImpl {
  OpPassManagerImpl(llvm::StringRef anchor, OpPassManager::Nesting nesting)
      : anchor(anchor.str()), nesting(nesting) {}
  std::string anchor;
  OpPassManager::Nesting nesting;
  std::vector<std::unique_ptr<Pass>> passes;
};

/// A pass failure or crash the reproducer reports.
/// What is kept of a failure is copied when it happens: the pass may belong
/// to a dynamic pipeline (a pass running a nested pipeline, as the inliner
/// does) that is gone by the time the run reports it, and the op may be
/// erased.
struct FailureRecord {
  std::string passName;
  std::optional<Location> loc;
  std::string opDescription;
  /// The position of `op` among the ops the run visits (document order).
  llvm::SmallVector<unsigned, 4> position;
  /// Local reproducers: the reproducer text for this failure.
  std::string localReproducer;
  bool crashed = false;
};

/// State shared by every pass execution of one PassManager::run.
struct RunState {
  Context *context = nullptr;
  Operation *root = nullptr;
  PassInstrumentor *instrumentor = nullptr;
  bool verifyPasses = true;
  bool threading = false;
  llvm::ThreadPoolInterface *pool = nullptr;
  /// Crash recovery and reproducers.
  bool crashRecovery = false;
  bool localReproducer = false;
  /// The pipeline of the top-level pass manager (for local reproducers).
  const PassManager *passManager = nullptr;
  /// Local reproducers: the root as it was before the current top-level
  /// pass, printed (kept for failures under nested pipelines).
  Operation *rootSnapshot = nullptr;
  std::mutex failuresMutex;
  std::vector<FailureRecord> failures;
  bool crashed = false;
};

/// What Pass::getOperation() and friends refer to on this thread.
struct PassExecutionState {
  Pass *pass;
  Operation *op;
  AnalysisManager am;
  PreservedAnalyses preserved;
  bool failed = false;
  RunState *run;
  /// The nested pipelines' anchors from the root down to this pass's
  /// pipeline, and the position of `op` (for reproducers).
  llvm::SmallVector<std::string, 4> anchors;
  llvm::SmallVector<unsigned, 4> position;
};

/// The pass that runs nested pipelines on the ops of its op's regions.
class OpToOpPassAdaptor : public Pass {
public:
  explicit OpToOpPassAdaptor(OpPassManager &&mgr);
  llvm::StringRef getName() const override { return name; }
  void runOnOperation() override {}
  std::unique_ptr<Pass> clonePass() const override;
  void printAsTextualPipeline(llvm::raw_ostream &os) const override;

  std::vector<OpPassManager> &getPassManagers() { return mgrs; }
  /// Refreshes the name from the managers' anchors.
  void updateName();

  /// Runs the managers on the ops nested in `op`.
  LogicalResult run(Operation *op, AnalysisManager am,
                    PassExecutionState &state);

  static bool classof(const Pass *pass) { return pass->isAdaptor(); }

private:
  std::vector<OpPassManager> mgrs;
  std::string name;
};

/// Runs `pm` on `op` (which it must accept) with `state`'s run.
LogicalResult runPipeline(OpPassManager &pm, Operation *op, AnalysisManager am,
                          RunState &run,
                          llvm::ArrayRef<std::string> parentAnchors,
                          llvm::ArrayRef<unsigned> position,
                          const PassInstrumentation::PipelineParentInfo *info);

/// Describes `op` as failure notes and IR dump headers do:
/// `'func.func' operation: @f`.
std::string describeOperation(Operation *op);

/// Prints `pipeline` for a reproducer: `anchor(p1, p2)` (top-level passes
/// separated by ", ").
void printReproducerPipeline(const OpPassManager &pm, llvm::raw_ostream &os);

} // namespace detail
} // namespace assay

#endif // ASSAY_PASS_PASSDETAIL_H
