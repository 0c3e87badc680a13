//===- Pass.cpp - Passes, statistics and the analysis manager -------------===//
//
// The per-thread stack of pass executions behind Pass::getOperation(), the
// pass's option and statistic plumbing, and analysis invalidation.
//
//===----------------------------------------------------------------------===//
#include "pass/Pass.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "pass/PassDetail.h"
#include "pass/PassRegistry.h"
#include "llvm/Support/Threading.h"

using namespace assay;
using namespace assay::detail;

//===----------------------------------------------------------------------===//
// Execution state
//===----------------------------------------------------------------------===//

/// The executions running on this thread, innermost last: a pass that runs
/// a pipeline (runPipeline) has the nested passes' states above its own.
static thread_local llvm::SmallVector<PassExecutionState *, 4> executionStack;

namespace assay::detail {
void pushExecutionState(PassExecutionState *state) {
  executionStack.push_back(state);
}
void popExecutionState() { executionStack.pop_back(); }
} // namespace assay::detail

static PassExecutionState &currentState(Pass *pass) {
  assert(!executionStack.empty() && "pass is not running");
  PassExecutionState *state = executionStack.back();
  assert(state->pass == pass && "querying a pass that is not running");
  (void)pass;
  return *state;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

Pass::~Pass() = default;

Statistic::Statistic(Pass *owner, const char *name, const char *description)
    : name(name), description(description) {
  owner->statistics.push_back(this);
}

bool Pass::canScheduleOn(OperationName name) const { return true; }

Operation *Pass::getOperation() { return currentState(this).op; }

Context *Pass::getContext() { return getOperation()->getContext(); }

void Pass::signalPassFailure() { currentState(this).failed = true; }

AnalysisManager Pass::getAnalysisManager() { return currentState(this).am; }

void Pass::markAllAnalysesPreserved() {
  currentState(this).preserved.preserveAll();
}

void Pass::markAnalysisPreserved(TypeID id) {
  currentState(this).preserved.preserve(id);
}

LogicalResult Pass::runPipeline(OpPassManager &pipeline, Operation *op) {
  PassExecutionState &state = currentState(this);
  assert(state.op->isAncestor(op) &&
         "a pass may only run pipelines on its op or ops nested in it");
  if (pipeline.getOpName() &&
      *pipeline.getOpName() != op->getName().getStringRef())
    return op->emitError() << "can't run '" << pipeline.getOpAnchorName()
                           << "' pass manager on '" << op->getName() << "' op";
  if (failed(pipeline.initialize(op->getContext())))
    return failure();
  AnalysisManager am = state.am.nest(op);
  PassInstrumentation::PipelineParentInfo info{llvm::get_threadid(), this};
  return detail::runPipeline(pipeline, op, am, *state.run, state.anchors,
                             state.position, &info);
}

LogicalResult Pass::initializeOptions(llvm::StringRef options,
                                      std::string &errors) {
  return passOptions.parseFromString(options, errors);
}

void Pass::printAsTextualPipeline(llvm::raw_ostream &os) const {
  os << getArgument();
  passOptions.print(os);
}

std::unique_ptr<Pass> Pass::clonePass() const {
  const PassRegistryEntry *entry = lookupPassInfo(getArgument());
  if (!entry || !entry->isPass())
    return nullptr;
  std::unique_ptr<Pass> copy = entry->createPass();
  copy->passOptions.copyOptionValuesFrom(passOptions);
  return copy;
}

//===----------------------------------------------------------------------===//
// Analyses
//===----------------------------------------------------------------------===//

void NestedAnalysisMap::invalidate(const PreservedAnalyses &pa) {
  if (pa.isAll())
    return;
  // Worklist over the nested maps: nesting can be deep.
  llvm::SmallVector<NestedAnalysisMap *, 8> worklist{this};
  while (!worklist.empty()) {
    NestedAnalysisMap *map = worklist.pop_back_val();
    if (pa.isNone()) {
      map->analyses.clear();
    } else {
      map->analyses.remove_if(
          [&](auto &entry) { return entry.second->isInvalidated(pa); });
    }
    for (auto &child : map->children)
      worklist.push_back(child.second.get());
  }
}

AnalysisManager AnalysisManager::nest(Operation *op) {
  if (op == impl->op)
    return *this;
  // The chain of ancestors from just below this manager's op down to `op`.
  llvm::SmallVector<Operation *, 4> chain;
  for (Operation *o = op; o && o != impl->op; o = o->getParentOp())
    chain.push_back(o);
  NestedAnalysisMap *map = impl;
  for (Operation *o : llvm::reverse(chain)) {
    std::unique_ptr<NestedAnalysisMap> &child = map->children[o];
    if (!child)
      child = std::make_unique<NestedAnalysisMap>(o, map, map->instrumentor);
    map = child.get();
  }
  return AnalysisManager(map);
}

void AnalysisManager::clear() {
  impl->analyses.clear();
  impl->children.clear();
}

//===----------------------------------------------------------------------===//
// Instrumentation
//===----------------------------------------------------------------------===//

PassInstrumentation::~PassInstrumentation() = default;
PassInstrumentor::PassInstrumentor() = default;
PassInstrumentor::~PassInstrumentor() = default;

void PassInstrumentor::addInstrumentation(
    std::unique_ptr<PassInstrumentation> pi) {
  instrumentations.push_back(std::move(pi));
}

bool PassInstrumentor::requiresSequentialExecution() const {
  return llvm::any_of(instrumentations, [](auto &pi) {
    return pi->requiresSequentialExecution();
  });
}

void PassInstrumentor::runBeforePipeline(
    std::optional<OperationName> name,
    const PassInstrumentation::PipelineParentInfo &info) {
  for (auto &pi : instrumentations)
    pi->runBeforePipeline(name, info);
}
void PassInstrumentor::runAfterPipeline(
    std::optional<OperationName> name,
    const PassInstrumentation::PipelineParentInfo &info) {
  for (auto &pi : llvm::reverse(instrumentations))
    pi->runAfterPipeline(name, info);
}
void PassInstrumentor::runBeforePass(Pass *pass, Operation *op) {
  for (auto &pi : instrumentations)
    pi->runBeforePass(pass, op);
}
void PassInstrumentor::runAfterPass(Pass *pass, Operation *op) {
  for (auto &pi : llvm::reverse(instrumentations))
    pi->runAfterPass(pass, op);
}
void PassInstrumentor::runAfterPassFailed(Pass *pass, Operation *op) {
  for (auto &pi : llvm::reverse(instrumentations))
    pi->runAfterPassFailed(pass, op);
}
void PassInstrumentor::runBeforeAnalysis(llvm::StringRef name, TypeID id,
                                         Operation *op) {
  for (auto &pi : instrumentations)
    pi->runBeforeAnalysis(name, id, op);
}
void PassInstrumentor::runAfterAnalysis(llvm::StringRef name, TypeID id,
                                        Operation *op) {
  for (auto &pi : llvm::reverse(instrumentations))
    pi->runAfterAnalysis(name, id, op);
}
LogicalResult PassInstrumentor::finishRun() {
  bool failedAny = false;
  for (auto &pi : instrumentations)
    failedAny |= failed(pi->finishRun());
  return failure(failedAny);
}
