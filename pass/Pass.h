//===- Pass.h - The unit of transformation --------------------------------===//
//
// A Pass runs on one operation at a time (`runOnOperation`). It is either
// op-specific, anchored on an op name (`func.func`), or op-agnostic and
// schedulable on any op it accepts (`canScheduleOn`). A pass has a name
// (`CSE`, used in reports), an argument (`cse`, used in pipelines and as the
// command-line flag), options (see pass/PassOptions.h) and statistics.
//
// Threading contract: the pass manager runs one pass instance on several
// sibling ops at once. State of one run lives in locals of runOnOperation
// (or in analyses); members set in initialize() are read-only afterwards;
// statistics are atomic counters. getOperation(), signalPassFailure() and
// the analysis accessors refer to the run of the calling thread.
//
// Define a pass with PassWrapper:
//
//   struct MyPass : PassWrapper<MyPass, OperationPass<>> {
//     llvm::StringRef getArgument() const override { return "my-pass"; }
//     llvm::StringRef getDescription() const override { return "..."; }
//     void runOnOperation() override { ... }
//   };
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_PASS_H
#define ASSAY_PASS_PASS_H

#include "ir/Support.h"
#include "pass/AnalysisManager.h"
#include "pass/PassOptions.h"
#include "llvm/Support/TypeName.h"
#include <atomic>
#include <memory>
#include <optional>
#include <string>

namespace assay {
class Context;
class OpPassManager;
class Operation;
class OperationName;
class Pass;

namespace detail {
class OpToOpPassAdaptor;
struct PassExecutionState;
} // namespace detail

/// A counter reported by --mlir-pass-statistics.
class Statistic {
public:
  Statistic(Pass *owner, const char *name, const char *description);
  Statistic(const Statistic &) = delete;

  llvm::StringRef getName() const { return name; }
  llvm::StringRef getDescription() const { return description; }
  uint64_t getValue() const { return value.load(std::memory_order_relaxed); }

  Statistic &operator++() {
    value.fetch_add(1, std::memory_order_relaxed);
    return *this;
  }
  Statistic &operator+=(uint64_t n) {
    value.fetch_add(n, std::memory_order_relaxed);
    return *this;
  }
  Statistic &operator=(uint64_t n) {
    value.store(n, std::memory_order_relaxed);
    return *this;
  }
  operator uint64_t() const { return getValue(); }

private:
  const char *name;
  const char *description;
  std::atomic<uint64_t> value{0};
};

/// The base of every pass.
class Pass {
public:
  virtual ~Pass();
  Pass(const Pass &) = delete;
  Pass &operator=(const Pass &) = delete;

  /// The class of this pass.
  TypeID getTypeID() const { return passID; }
  /// The name shown in reports (`CSE`).
  virtual llvm::StringRef getName() const = 0;
  /// The pipeline and command-line name (`cse`); empty if none.
  virtual llvm::StringRef getArgument() const { return ""; }
  /// One line for --help.
  virtual llvm::StringRef getDescription() const { return ""; }
  /// The op name this pass is anchored on, or none for an op-agnostic pass.
  std::optional<llvm::StringRef> getOpName() const {
    if (opName.empty())
      return std::nullopt;
    return llvm::StringRef(opName);
  }
  /// Whether an op-agnostic pass may run on ops named `name`.
  virtual bool canScheduleOn(OperationName name) const;

  /// Runs once per pass manager run, before any op is processed; may build
  /// read-only state (pattern sets) for runOnOperation.
  virtual LogicalResult initialize(Context *ctx) { return success(); }
  /// Transforms getOperation().
  virtual void runOnOperation() = 0;

  /// A new instance with the same options: by default, through the pass
  /// registry (null for an unregistered pass).
  virtual std::unique_ptr<Pass> clonePass() const;

  //===--- Options and statistics ----------------------------------------===//

  /// Parses the options text (`max-iterations=3 top-down=false`).
  LogicalResult initializeOptions(llvm::StringRef options, std::string &errors);
  /// Prints `argument{options}` as pipelines spell it.
  virtual void printAsTextualPipeline(llvm::raw_ostream &os) const;
  PassOptions &getPassOptions() { return passOptions; }
  const PassOptions &getPassOptions() const { return passOptions; }
  llvm::ArrayRef<Statistic *> getStatistics() const { return statistics; }

  /// Whether this is the pass manager's internal adaptor that runs nested
  /// pipelines.
  bool isAdaptor() const { return adaptor; }

protected:
  Pass(TypeID passID, std::optional<llvm::StringRef> opName = std::nullopt)
      : passID(passID), opName(opName ? opName->str() : std::string()) {}

  /// The op of the current run.
  Operation *getOperation();
  Context *getContext();
  /// Marks the current run failed; the pass manager stops after it.
  void signalPassFailure();
  /// The analysis manager of the current run.
  AnalysisManager getAnalysisManager();

  template <class T> T &getAnalysis() {
    return getAnalysisManager().getAnalysis<T>();
  }
  template <class T>
  std::optional<std::reference_wrapper<T>> getCachedAnalysis() {
    return getAnalysisManager().getCachedAnalysis<T>();
  }
  template <class T> T &getChildAnalysis(Operation *child) {
    return getAnalysisManager().getChildAnalysis<T>(child);
  }
  template <class T>
  std::optional<std::reference_wrapper<T>>
  getCachedParentAnalysis(Operation *parent) {
    return getAnalysisManager().getCachedParentAnalysis<T>(parent);
  }
  /// Declares that the current run changed nothing that analyses see.
  void markAllAnalysesPreserved();
  template <class... Ts> void markAnalysesPreserved() {
    (markAnalysisPreserved(TypeID::get<Ts>()), ...);
  }
  void markAnalysisPreserved(TypeID id);

  /// Runs `pipeline` on `op` (the current op or one nested in it) as part
  /// of this pass, with this run's instrumentation and verification.
  LogicalResult runPipeline(OpPassManager &pipeline, Operation *op);

  PassOptions passOptions;

private:
  friend class Statistic;
  friend class detail::OpToOpPassAdaptor;
  friend struct detail::PassExecutionState;
  friend class PassManager;
  friend class OpPassManager;

  TypeID passID;
  std::string opName;
  std::vector<Statistic *> statistics;
  bool adaptor = false;
};

/// Base of op-specific passes anchored on OpT (`OperationPass<FuncOp>`), or
/// of op-agnostic passes (`OperationPass<>`).
template <class OpT = void> class OperationPass : public Pass {
protected:
  OperationPass(TypeID passID) : Pass(passID, OpT::getOperationName()) {}
  OpT getOperation() { return llvm::cast<OpT>(Pass::getOperation()); }
};

template <> class OperationPass<void> : public Pass {
protected:
  OperationPass(TypeID passID,
                std::optional<llvm::StringRef> opName = std::nullopt)
      : Pass(passID, opName) {}
};

/// Fills in the type id, name and cloning of a pass class `Derived`.
/// getName() defaults to the class name without namespaces.
template <class Derived, class Base> class PassWrapper : public Base {
public:
  static bool classof(const Pass *pass) {
    return pass->getTypeID() == TypeID::get<Derived>();
  }
  llvm::StringRef getName() const override {
    llvm::StringRef name = llvm::getTypeName<Derived>();
    size_t pos = name.rfind("::");
    return pos == llvm::StringRef::npos ? name : name.drop_front(pos + 2);
  }
  std::unique_ptr<Pass> clonePass() const override {
    if constexpr (std::is_default_constructible_v<Derived>) {
      auto copy = std::make_unique<Derived>();
      copy->getPassOptions().copyOptionValuesFrom(this->getPassOptions());
      return copy;
    } else {
      return Pass::clonePass();
    }
  }

protected:
  template <class... Args>
  PassWrapper(Args &&...args)
      : Base(TypeID::get<Derived>(), std::forward<Args>(args)...) {}
};

} // namespace assay

#endif // ASSAY_PASS_PASS_H
