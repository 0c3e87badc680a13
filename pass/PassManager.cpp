//===- PassManager.cpp - Running pipelines over nested operations ---------===//
//
// Execution of a pipeline: each pass runs on its op with a fresh execution
// state, its analyses are pruned afterwards, and the verifier checks the op
// unless the pass preserved everything. Adaptors fan nested pipelines out
// over the ops of their op's regions, on a thread pool when the context
// allows threads; diagnostics emitted by workers are held back and
// re-emitted in op order, so the output never depends on scheduling.
//
// Crash recovery (with reproducers enabled) runs every pass inside an
// llvm::CrashRecoveryContext: a signal, an assertion or a fatal error in a
// pass becomes a failure of that pass, on whichever thread it happened.
//
//===----------------------------------------------------------------------===//
#include "pass/PassManager.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/IRMapping.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "ir/Threading.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "pass/PassDetail.h"
#include "pass/PassRegistry.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

using namespace assay;
using namespace assay::detail;
using llvm::StringRef;

namespace assay::detail {
void pushExecutionState(PassExecutionState *state);
void popExecutionState();
} // namespace assay::detail

//===----------------------------------------------------------------------===//
// OpPassManager
//===----------------------------------------------------------------------===//

OpPassManager::OpPassManager(StringRef anchor, Nesting nesting)
    : impl(std::make_unique<OpPassManagerImpl>(anchor, nesting)) {}
OpPassManager::OpPassManager(OpPassManager &&) = default;
OpPassManager &OpPassManager::operator=(OpPassManager &&) = default;
OpPassManager::~OpPassManager() = default;

OpPassManager::OpPassManager(const OpPassManager &other) { *this = other; }

OpPassManager &OpPassManager::operator=(const OpPassManager &other) {
  impl = std::make_unique<OpPassManagerImpl>(other.impl->anchor,
                                             other.impl->nesting);
  for (const std::unique_ptr<Pass> &pass : other.impl->passes) {
    std::unique_ptr<Pass> copy = pass->clonePass();
    assert(copy && "copying a pipeline with a pass that cannot be cloned");
    impl->passes.push_back(std::move(copy));
  }
  return *this;
}

std::optional<StringRef> OpPassManager::getOpName() const {
  if (impl->anchor == "any")
    return std::nullopt;
  return StringRef(impl->anchor);
}

StringRef OpPassManager::getOpAnchorName() const { return impl->anchor; }

OpPassManager &OpPassManager::nest(StringRef opName) {
  auto adaptor =
      std::make_unique<OpToOpPassAdaptor>(OpPassManager(opName, impl->nesting));
  OpPassManager &nested = adaptor->getPassManagers().front();
  impl->passes.push_back(std::move(adaptor));
  return nested;
}

void OpPassManager::addPass(std::unique_ptr<Pass> pass) {
  std::optional<StringRef> passAnchor = pass->getOpName();
  if (passAnchor && getOpName() && *passAnchor != *getOpName() &&
      impl->nesting == Nesting::Implicit) {
    nest(*passAnchor).addPass(std::move(pass));
    return;
  }
  impl->passes.push_back(std::move(pass));
}

void OpPassManager::clear() { impl->passes.clear(); }
size_t OpPassManager::size() const { return impl->passes.size(); }
llvm::ArrayRef<std::unique_ptr<Pass>> OpPassManager::getPasses() const {
  return impl->passes;
}
OpPassManager::Nesting OpPassManager::getNesting() const {
  return impl->nesting;
}
void OpPassManager::setNesting(Nesting nesting) { impl->nesting = nesting; }

void OpPassManager::printPasses(llvm::raw_ostream &os,
                                StringRef separator) const {
  llvm::interleave(
      impl->passes, os,
      [&](const std::unique_ptr<Pass> &pass) {
        pass->printAsTextualPipeline(os);
      },
      separator);
}

void OpPassManager::printAsTextualPipeline(llvm::raw_ostream &os) const {
  os << getOpAnchorName() << '(';
  printPasses(os);
  os << ')';
}

void OpPassManager::dump(llvm::raw_ostream &os) const {
  os << "Pass Manager with " << size() << " passes:\n";
  printAsTextualPipeline(os);
  os << "\n\n";
}

bool OpPassManager::canScheduleOn(OperationName name) const {
  if (std::optional<StringRef> anchor = getOpName())
    return name.getStringRef() == *anchor;
  // An op-agnostic pipeline runs on registered ops isolated from above
  // that every pass accepts.
  if (!name.isRegistered() || !name.hasTrait(OpTrait::IsolatedFromAbove))
    return false;
  return llvm::all_of(impl->passes, [&](const std::unique_ptr<Pass> &pass) {
    if (pass->isAdaptor())
      return true;
    if (std::optional<StringRef> anchor = pass->getOpName())
      return *anchor == name.getStringRef();
    return pass->canScheduleOn(name);
  });
}

LogicalResult OpPassManager::initialize(Context *ctx) {
  // Worklist over the nested pipelines.
  llvm::SmallVector<OpPassManager *, 8> worklist{this};
  while (!worklist.empty()) {
    OpPassManager *pm = worklist.pop_back_val();
    for (std::unique_ptr<Pass> &pass : pm->impl->passes) {
      if (auto *adaptor = llvm::dyn_cast<OpToOpPassAdaptor>(pass.get())) {
        for (OpPassManager &nested : adaptor->getPassManagers())
          worklist.push_back(&nested);
        continue;
      }
      if (failed(pass->initialize(ctx)))
        return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Adaptor
//===----------------------------------------------------------------------===//

OpToOpPassAdaptor::OpToOpPassAdaptor(OpPassManager &&mgr)
    : Pass(TypeID::get<OpToOpPassAdaptor>()) {
  adaptor = true;
  mgrs.push_back(std::move(mgr));
  updateName();
}

void OpToOpPassAdaptor::updateName() {
  name = "Pipeline Collection : [";
  llvm::raw_string_ostream os(name);
  llvm::interleave(
      mgrs, os,
      [&](const OpPassManager &pm) {
        os << "'" << pm.getOpAnchorName() << "'";
      },
      ", ");
  os << "]";
}

std::unique_ptr<Pass> OpToOpPassAdaptor::clonePass() const {
  auto copy = std::make_unique<OpToOpPassAdaptor>(OpPassManager(mgrs.front()));
  for (size_t i = 1; i < mgrs.size(); ++i)
    copy->mgrs.push_back(OpPassManager(mgrs[i]));
  copy->updateName();
  return copy;
}

void OpToOpPassAdaptor::printAsTextualPipeline(llvm::raw_ostream &os) const {
  llvm::interleave(
      mgrs, os, [&](const OpPassManager &pm) { pm.printAsTextualPipeline(os); },
      ",");
}

namespace {
/// Set on a thread while it runs a nested pipeline in parallel with others:
/// nested adaptors and the verifier then run sequentially.
thread_local bool insideWorker = false;
} // namespace

LogicalResult OpToOpPassAdaptor::run(Operation *op, AnalysisManager am,
                                     PassExecutionState &state) {
  RunState &run = *state.run;
  // The ops to run on, in document order, with the pipeline for each.
  struct Item {
    Operation *op;
    OpPassManager *pm;
    AnalysisManager am;
    unsigned index;
  };
  std::vector<Item> items;
  unsigned index = 0;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block) {
        for (OpPassManager &pm : mgrs)
          if (pm.canScheduleOn(nested.getName())) {
            items.push_back({&nested, &pm, am.nest(&nested), index});
            break;
          }
        ++index;
      }

  PassInstrumentation::PipelineParentInfo info{llvm::get_threadid(), this};
  auto runItem = [&](Item &item) {
    llvm::SmallVector<std::string, 4> anchors(state.anchors);
    anchors.push_back(item.pm->getOpAnchorName().str());
    llvm::SmallVector<unsigned, 4> position(state.position);
    position.push_back(item.index);
    return detail::runPipeline(*item.pm, item.op, item.am, run, anchors,
                               position, &info);
  };

  bool parallel =
      run.threading && run.pool && !insideWorker && items.size() > 1;
  if (!parallel) {
    for (Item &item : items)
      if (failed(runItem(item)))
        return failure();
    return success();
  }

  // Each op's diagnostics are held and re-emitted in op order: the result
  // is the one a sequential run would give.
  return parallelForEachInOrder(run.context, *run.pool, items.size(),
                                [&](size_t i) {
                                  insideWorker = true;
                                  LogicalResult result = runItem(items[i]);
                                  insideWorker = false;
                                  return result;
                                });
}

//===----------------------------------------------------------------------===//
// Running passes
//===----------------------------------------------------------------------===//

std::string detail::describeOperation(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "'" << op->getName().getStringRef() << "' operation";
  if (StringAttr name = SymbolTable::getSymbolName(op))
    os << ": @" << name.getValue();
  return text;
}

/// The ancestor of `op` directly below the root (or the root itself).
static Operation *getTopChild(Operation *op) {
  while (Operation *parent = op->getParentOp()) {
    if (!parent->getParentOp())
      return op;
    op = parent;
  }
  return op;
}

/// The (region, block, op) indices of `child` in its parent.
static std::array<unsigned, 3> getPositionInParent(Operation *child) {
  Block *block = child->getBlock();
  Region *region = block->getParent();
  unsigned blockIndex = 0;
  for (Block &b : *region) {
    if (&b == block)
      break;
    ++blockIndex;
  }
  unsigned opIndex = 0;
  for (Operation &o : *block) {
    if (&o == child)
      break;
    ++opIndex;
  }
  return {region->getRegionNumber(), blockIndex, opIndex};
}

/// The op at `pos` in `parent`.
static Operation *getAtPosition(Operation *parent,
                                const std::array<unsigned, 3> &pos) {
  Region &region = parent->getRegion(pos[0]);
  Block *block = &*std::next(region.begin(), pos[1]);
  return &*std::next(block->begin(), pos[2]);
}

/// Runs `fn`, turning a crash into `false` when crash recovery is on.
static bool runMaybeSafely(RunState &run, llvm::function_ref<void()> fn) {
  if (!run.crashRecovery) {
    fn();
    return true;
  }
  llvm::CrashRecoveryContext crc;
  return crc.RunSafely(fn);
}

/// Records a failed or crashed execution for the reproducer.
static void recordFailure(RunState &run, PassExecutionState &state,
                          Operation *snapshot, bool crashed) {
  FailureRecord record;
  record.passName = state.pass->getName().str();
  record.loc = state.op->getLoc();
  record.opDescription = describeOperation(state.op);
  record.position = state.position;
  record.crashed = crashed;
  if (run.localReproducer && snapshot) {
    // The narrowed pipeline: the anchors down to the pass, then the pass.
    std::string pipeline;
    llvm::raw_string_ostream os(pipeline);
    for (const std::string &anchor : state.anchors)
      os << anchor << '(';
    state.pass->printAsTextualPipeline(os);
    for (size_t i = 0; i < state.anchors.size(); ++i)
      os << ')';
    bool disableThreading = !run.context->isMultithreadingEnabled();
    if (state.op == run.root) {
      record.localReproducer = renderReproducer(
          snapshot, pipeline, disableThreading, run.verifyPasses);
    } else {
      // The root as it was before the top-level pass, with the subtree of
      // the failing op as it was just before the failing pass.
      Operation *topChild = getTopChild(state.op);
      std::array<unsigned, 3> pos = getPositionInParent(topChild);
      Operation *root = run.rootSnapshot->clone();
      Operation *old = getAtPosition(root, pos);
      old->getBlock()->insert(Block::iterator(old), snapshot);
      snapshot = nullptr;
      old->dropAllReferences();
      old->erase();
      record.localReproducer =
          renderReproducer(root, pipeline, disableThreading, run.verifyPasses);
      root->erase();
    }
  }
  if (snapshot)
    snapshot->erase();
  std::lock_guard<std::mutex> lock(run.failuresMutex);
  if (crashed)
    run.crashed = true;
  run.failures.push_back(std::move(record));
}

/// Runs one pass on `op`.
static LogicalResult runPass(Pass *pass, Operation *op, AnalysisManager am,
                             RunState &run, llvm::ArrayRef<std::string> anchors,
                             llvm::ArrayRef<unsigned> position) {
  if (!op->isRegistered())
    return op->emitOpError()
           << "trying to schedule a pass on an unregistered operation";

  PassExecutionState state{pass, op, am, {}, false, &run, {}, {}};
  state.anchors.assign(anchors.begin(), anchors.end());
  state.position.assign(position.begin(), position.end());
  PassInstrumentor *pi = run.instrumentor;

  // Local reproducers keep the IR as it was before the pass: the op's
  // subtree below the top level, or the whole root for top-level passes.
  Operation *snapshot = nullptr;
  if (run.localReproducer) {
    if (op == run.root) {
      if (run.rootSnapshot)
        run.rootSnapshot->erase();
      run.rootSnapshot = op->clone();
      if (!pass->isAdaptor())
        snapshot = op->clone();
    } else if (!pass->isAdaptor()) {
      // Only this thread touches the top-level child of `op` (nested
      // pipelines inside a worker run sequentially), so cloning it is safe.
      snapshot = getTopChild(op)->clone();
    }
  }

  if (pi)
    pi->runBeforePass(pass, op);
  bool crashed = false;
  pushExecutionState(&state);
  if (auto *adaptor = llvm::dyn_cast<OpToOpPassAdaptor>(pass)) {
    state.failed = failed(adaptor->run(op, am, state));
  } else {
    crashed = !runMaybeSafely(run, [&] { pass->runOnOperation(); });
    if (crashed)
      state.failed = true;
  }
  popExecutionState();

  bool passFailed = state.failed;
  if (!crashed) {
    if (pass->isAdaptor())
      am.getImpl()->analyses.clear();
    else
      am.invalidate(state.preserved);
    if (!passFailed && run.verifyPasses && !state.preserved.isAll()) {
      bool recursive = !pass->isAdaptor();
      passFailed =
          failed(verify(op, recursive, insideWorker ? nullptr : run.pool));
    }
  }

  if (pi) {
    if (passFailed)
      pi->runAfterPassFailed(pass, op);
    else
      pi->runAfterPass(pass, op);
  }
  if (passFailed && !pass->isAdaptor() &&
      (run.crashRecovery || run.localReproducer)) {
    recordFailure(run, state, snapshot, crashed);
    snapshot = nullptr;
  }
  if (snapshot)
    snapshot->erase();
  return failure(passFailed);
}

LogicalResult
detail::runPipeline(OpPassManager &pm, Operation *op, AnalysisManager am,
                    RunState &run, llvm::ArrayRef<std::string> anchors,
                    llvm::ArrayRef<unsigned> position,
                    const PassInstrumentation::PipelineParentInfo *info) {
  PassInstrumentor *pi = run.instrumentor;
  std::optional<OperationName> name;
  if (pm.getOpName())
    name = op->getName();
  if (pi && info)
    pi->runBeforePipeline(name, *info);
  LogicalResult result = success();
  for (const std::unique_ptr<Pass> &pass : pm.getPasses())
    if (failed(runPass(pass.get(), op, am, run, anchors, position))) {
      result = failure();
      break;
    }
  if (pi && info)
    pi->runAfterPipeline(name, *info);
  return result;
}

//===----------------------------------------------------------------------===//
// Reproducers
//===----------------------------------------------------------------------===//

void detail::printReproducerPipeline(const OpPassManager &pm,
                                     llvm::raw_ostream &os) {
  os << pm.getOpAnchorName() << '(';
  pm.printPasses(os, ", ");
  os << ')';
}

std::string assay::renderReproducer(Operation *op, StringRef pipeline,
                                    bool disableThreading, bool verifyEach) {
  // Workers may render at once; the resource store is shared.
  static std::mutex renderMutex;
  std::lock_guard<std::mutex> lock(renderMutex);
  Context *ctx = op->getContext();
  auto &store = ctx->getOrCreateExtension<ExternalResourceStore>();
  // The reproducer's own entry replaces any that the input carried.
  std::vector<ResourceGroup> saved = store.groups;
  llvm::erase_if(store.groups, [](const ResourceGroup &g) {
    return g.owner == "mlir_reproducer";
  });
  ResourceGroup &group = store.getOrCreate("mlir_reproducer");
  ResourceEntry entry;
  entry.key = "pipeline";
  entry.kind = ResourceEntry::Kind::String;
  entry.data = pipeline.str();
  group.entries.push_back(entry);
  entry = ResourceEntry();
  entry.key = "disable_threading";
  entry.kind = ResourceEntry::Kind::Bool;
  entry.boolValue = disableThreading;
  group.entries.push_back(entry);
  entry = ResourceEntry();
  entry.key = "verify_each";
  entry.kind = ResourceEntry::Kind::Bool;
  entry.boolValue = verifyEach;
  group.entries.push_back(entry);

  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os, ctx->getDiagnosticPrintingFlags().printGenericOpForm
                    ? OpPrintingFlags().printGenericOpFormFlag()
                    : OpPrintingFlags());
  store.groups = std::move(saved);
  return text;
}

struct PassManager::ReproducerConfig {
  std::string outputFile;
  bool local = false;
  InputFiles inputs;
};

//===----------------------------------------------------------------------===//
// PassManager
//===----------------------------------------------------------------------===//

PassManager::PassManager(Context *ctx, StringRef anchor, Nesting nesting)
    : OpPassManager(anchor, nesting), context(ctx),
      instrumentor(std::make_unique<PassInstrumentor>()) {}

PassManager::~PassManager() = default;

void PassManager::addInstrumentation(std::unique_ptr<PassInstrumentation> pi) {
  instrumentor->addInstrumentation(std::move(pi));
}

void PassManager::enableCrashReproducerGeneration(StringRef outputFile,
                                                  bool localReproducer,
                                                  InputFiles inputs) {
  reproducer = std::make_unique<ReproducerConfig>();
  reproducer->outputFile = outputFile.str();
  reproducer->local = localReproducer;
  reproducer->inputs = std::move(inputs);
  llvm::CrashRecoveryContext::Enable();
}

std::string PassManager::getReproducerPipeline() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  printReproducerPipeline(*this, os);
  return text;
}

std::string PassManager::makeReproducer(Operation *op) const {
  return renderReproducer(op, getReproducerPipeline(),
                          !context->isMultithreadingEnabled(), verifyPasses);
}

LogicalResult PassManager::run(Operation *op) {
  if (std::optional<StringRef> anchor = getOpName())
    if (*anchor != op->getName().getStringRef())
      return emitError(op->getLoc())
             << "can't run '" << *anchor << "' pass manager on '"
             << op->getName().getStringRef() << "' op";
  if (!initialized) {
    if (failed(initialize(context)))
      return failure();
    initialized = true;
  }

  RunState run;
  run.context = context;
  run.root = op;
  run.instrumentor = instrumentor.get();
  run.verifyPasses = verifyPasses;
  run.threading = context->isMultithreadingEnabled() &&
                  !instrumentor->requiresSequentialExecution();
  run.passManager = this;
  std::unique_ptr<llvm::StdThreadPool> pool;
  // Threads serve nested pipelines and the verifier (its workers start
  // with the first task).
  if (run.threading) {
    pool = std::make_unique<llvm::StdThreadPool>(
        llvm::hardware_concurrency(threadCount));
    run.pool = pool.get();
  }
  std::string globalReproducer;
  if (reproducer) {
    run.crashRecovery = true;
    run.localReproducer = reproducer->local;
    if (!reproducer->local)
      globalReproducer = makeReproducer(op);
  }

  ModuleAnalysisManager mam(op, instrumentor.get());
  llvm::SmallVector<std::string, 4> anchors{getOpAnchorName().str()};
  LogicalResult result =
      runPipeline(*this, op, mam, run, anchors, {}, /*info=*/nullptr);
  if (run.rootSnapshot) {
    run.rootSnapshot->erase();
    run.rootSnapshot = nullptr;
  }
  crashedDuringRun = run.crashed;
  if (failed(instrumentor->finishRun()))
    result = failure();

  if (statisticsMode)
    printStatistics();

  if (succeeded(result) || !reproducer || run.failures.empty())
    return result;

  // The failures in document order, whatever the threads did.
  llvm::stable_sort(run.failures,
                    [](const FailureRecord &a, const FailureRecord &b) {
                      return a.position < b.position;
                    });
  // As in a sequential run, the first failure ends the run.
  run.failures.resize(1);
  const FailureRecord &first = run.failures.front();
  Location loc = *first.loc;
  if (run.crashed) {
    // After a crash the failing op may be corrupt: report at the root.
    loc = op->getLoc();
  }
  std::string text =
      reproducer->local ? first.localReproducer : globalReproducer;
  if (failed(writeOutputFile(reproducer->outputFile, text, "reproducer",
                             reproducer->inputs, loc)))
    return failure();
  InFlightDiagnostic diag =
      emitError(loc)
      << "Failures have been detected while processing an MLIR pass pipeline";
  std::string note = "Pipeline failed while executing ";
  auto describe = [](const FailureRecord &record) {
    return "`" + record.passName + "` on " + record.opDescription;
  };
  if (reproducer->local) {
    note += describe(first);
  } else {
    note += "[";
    for (size_t i = 0; i < run.failures.size(); ++i) {
      if (i)
        note += ", ";
      note += describe(run.failures[i]);
    }
    note += "]";
  }
  note += ": reproducer generated at `" + reproducer->outputFile + "`";
  diag.attachNote() << note;
  return failure();
}
