//===- PassInstrumentation.h - Hooks around passes and analyses -----------===//
//
// A PassInstrumentation hears about every pipeline, pass and analysis the
// pass manager runs: timing, IR printing, statistics and crash reproducers
// are instrumentations. The PassInstrumentor owns them and calls "before"
// hooks in registration order and "after" hooks in reverse order, so that
// instrumentations nest like scopes.
//
// Hooks may be called from several threads at once (one per op a nested
// pipeline runs on); an instrumentation that keeps shared state guards it,
// or asks for sequential execution with requiresSequentialExecution().
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASSINSTRUMENTATION_H
#define ASSAY_PASS_PASSINSTRUMENTATION_H

#include "ir/OperationName.h"
#include "ir/Support.h"
#include <memory>
#include <optional>
#include <vector>

namespace assay {
class Operation;
class Pass;

/// Hooks around passes, pipelines and analyses.
class PassInstrumentation {
public:
  /// Where a nested pipeline was started from.
  struct PipelineParentInfo {
    /// The thread that started the pipeline (llvm::get_threadid()).
    uint64_t parentThreadID;
    /// The adaptor pass that runs the pipeline.
    Pass *parentPass;
  };

  virtual ~PassInstrumentation();

  /// Before and after a nested pipeline runs on one op; `name` is the
  /// pipeline's anchor (none for `any`).
  virtual void runBeforePipeline(std::optional<OperationName> name,
                                 const PipelineParentInfo &parentInfo) {}
  virtual void runAfterPipeline(std::optional<OperationName> name,
                                const PipelineParentInfo &parentInfo) {}
  /// Before and after `pass` runs on `op`; after a failure, only
  /// runAfterPassFailed is called.
  virtual void runBeforePass(Pass *pass, Operation *op) {}
  virtual void runAfterPass(Pass *pass, Operation *op) {}
  virtual void runAfterPassFailed(Pass *pass, Operation *op) {}
  /// Around the computation of an analysis (not around cache hits).
  virtual void runBeforeAnalysis(llvm::StringRef name, TypeID id,
                                 Operation *op) {}
  virtual void runAfterAnalysis(llvm::StringRef name, TypeID id,
                                Operation *op) {}
  /// Whether nested pipelines must run one op at a time while this
  /// instrumentation is installed (IR printing to one stream, say).
  virtual bool requiresSequentialExecution() const { return false; }

  /// At the end of a pass manager's run: failure when the instrumentation
  /// could not do its own job during the run (write a file, say), which it
  /// has reported. The run then fails.
  virtual LogicalResult finishRun() { return success(); }
};

/// Owns the instrumentations of a pass manager and forwards hooks to them.
class PassInstrumentor {
public:
  PassInstrumentor();
  ~PassInstrumentor();
  PassInstrumentor(const PassInstrumentor &) = delete;

  void addInstrumentation(std::unique_ptr<PassInstrumentation> pi);
  bool requiresSequentialExecution() const;

  void runBeforePipeline(std::optional<OperationName> name,
                         const PassInstrumentation::PipelineParentInfo &info);
  void runAfterPipeline(std::optional<OperationName> name,
                        const PassInstrumentation::PipelineParentInfo &info);
  void runBeforePass(Pass *pass, Operation *op);
  void runAfterPass(Pass *pass, Operation *op);
  void runAfterPassFailed(Pass *pass, Operation *op);
  void runBeforeAnalysis(llvm::StringRef name, TypeID id, Operation *op);
  void runAfterAnalysis(llvm::StringRef name, TypeID id, Operation *op);
  /// Calls finishRun on every instrumentation; failure if any failed.
  LogicalResult finishRun();

private:
  std::vector<std::unique_ptr<PassInstrumentation>> instrumentations;
};

} // namespace assay

#endif // ASSAY_PASS_PASSINSTRUMENTATION_H
