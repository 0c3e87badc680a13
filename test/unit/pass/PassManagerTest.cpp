//===- PassManagerTest.cpp - Unit tests of the pass infrastructure --------===//
//
// Pipelines (parsing, printing, errors), options, nesting, analysis caching
// and preservation, instrumentation order, failure propagation and the
// determinism of threaded runs.
//
//===----------------------------------------------------------------------===//
#include "pass/PassManager.h"
#include "dialects/AllDialects.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "ir/parser/ParseFile.h"
#include "pass/PassRegistry.h"
#include "pass/transforms/Passes.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"
#include <atomic>
#include <mutex>

using namespace assay;

namespace {

/// A context with every dialect, the core passes registered, and the
/// diagnostics collected.
class PassManagerTest : public ::testing::Test {
protected:
  PassManagerTest() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
    registerCorePasses();
    handler = ctx.getDiagEngine().registerHandler([this](Diagnostic &d) {
      std::lock_guard<std::mutex> lock(mutex);
      diagnostics.push_back(d.getMessage());
      return success();
    });
  }
  ~PassManagerTest() override { ctx.getDiagEngine().eraseHandler(handler); }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    return registry;
  }

  OwningOpRef<Operation *> parse(llvm::StringRef text) {
    llvm::SourceMgr sm;
    sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "test"),
                          llvm::SMLoc());
    ParserConfig config(&ctx);
    return parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
  }

  static std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    return text;
  }

  /// Parses `pipeline`; the error text goes to `error`.
  FailureOr<OpPassManager> parsePipeline(llvm::StringRef pipeline,
                                         std::string &error) {
    return parsePassPipeline(
        pipeline, [&](const llvm::Twine &message) { error += message.str(); });
  }

  static std::string printPipeline(const OpPassManager &pm) {
    std::string text;
    llvm::raw_string_ostream os(text);
    pm.printAsTextualPipeline(os);
    return text;
  }

  Context ctx;
  std::mutex mutex;
  std::vector<std::string> diagnostics;
  DiagnosticEngine::HandlerID handler;
};

const char *kTwoFunctions = R"(
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
)";

//===----------------------------------------------------------------------===//
// Pipelines and options
//===----------------------------------------------------------------------===//

TEST_F(PassManagerTest, PipelineRoundTrips) {
  for (const char *text :
       {"builtin.module(cse)", "builtin.module(func.func(cse),symbol-dce)",
        "builtin.module(any(cse),func.func(cse,cse),func.func(cse))",
        "builtin.module(symbol-privatize{exclude=a,b},print-op-stats{json="
        "true})",
        "builtin.module()", "func.func(cse)"}) {
    std::string error;
    FailureOr<OpPassManager> pm = parsePipeline(text, error);
    ASSERT_TRUE(succeeded(pm)) << text << ": " << error;
    // Parsing the printed pipeline gives the same text again.
    std::string printed = printPipeline(*pm);
    FailureOr<OpPassManager> again = parsePipeline(printed, error);
    ASSERT_TRUE(succeeded(again)) << printed;
    EXPECT_EQ(printPipeline(*again), printed);
  }
}

TEST_F(PassManagerTest, PipelinePrintsEveryOptionWithItsDefault) {
  std::string error;
  FailureOr<OpPassManager> pm = parsePipeline(
      "builtin.module(assay-test-options{sizes=1,2 names={x,y} flag})", error);
  ASSERT_TRUE(succeeded(pm)) << error;
  EXPECT_EQ(printPipeline(*pm),
            "builtin.module(assay-test-options{count=10 flag=true label= "
            "limit=3 mode=fast names=x,y sizes=1,2})");
}

TEST_F(PassManagerTest, OptionErrors) {
  std::string error;
  EXPECT_TRUE(failed(
      parsePipeline("builtin.module(assay-test-options{nope=1})", error)));
  EXPECT_EQ(error, "<Pass-Options-Parser>: no such option nope\n\nfailed to "
                   "add `assay-test-options` with options `nope=1`");
  error.clear();
  EXPECT_TRUE(failed(
      parsePipeline("builtin.module(assay-test-options{mode=medium})", error)));
  EXPECT_EQ(error, "\nfailed to add `assay-test-options` with options "
                   "`mode=medium`");
  error.clear();
  EXPECT_TRUE(failed(
      parsePipeline("builtin.module(assay-test-options{limit=-1})", error)));
  EXPECT_NE(error.find("failed to add"), std::string::npos);
}

TEST_F(PassManagerTest, SyntaxErrors) {
  std::string error;
  EXPECT_TRUE(failed(parsePipeline("cse", error)));
  EXPECT_EQ(error, "expected pass pipeline to be wrapped with the anchor "
                   "operation type, e.g. 'builtin.module(...)'");
  error.clear();
  EXPECT_TRUE(failed(parsePipeline("builtin.module(nope)", error)));
  EXPECT_EQ(error,
            "MLIR Textual PassPipeline Parser:1:1: error: 'nope' does "
            "not refer to a registered pass or pass pipeline\nnope\n^\n");
  error.clear();
  EXPECT_TRUE(failed(parsePipeline("builtin.module(func.func(cse)))", error)));
  EXPECT_NE(error.find("1:15: error: encountered extra closing ')'"),
            std::string::npos);
  error.clear();
  EXPECT_TRUE(failed(parsePipeline("builtin.module(func.func(cse)", error)))
      << "the outer anchor's last ')' closes the nested one";
}

/// An op-specific pass anchored on func.func.
struct FuncOnlyPass : PassWrapper<FuncOnlyPass, OperationPass<>> {
  FuncOnlyPass() : PassWrapper(llvm::StringRef("func.func")) {}
  llvm::StringRef getArgument() const override { return "func-only"; }
  void runOnOperation() override { ++runs; }
  static inline std::atomic<int> runs = 0;
};

TEST_F(PassManagerTest, NestingRespectsAnchors) {
  // An op-specific pass may not be added to a pipeline on another op
  // unless nesting is implicit.
  OpPassManager implicit("builtin.module", OpPassManager::Nesting::Implicit);
  implicit.addPass(std::make_unique<FuncOnlyPass>());
  EXPECT_EQ(printPipeline(implicit), "builtin.module(func.func(func-only))");

  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  PassManager pm(&ctx, "builtin.module", OpPassManager::Nesting::Implicit);
  pm.addPass(std::make_unique<FuncOnlyPass>());
  FuncOnlyPass::runs = 0;
  ASSERT_TRUE(succeeded(pm.run(module.get())));
  EXPECT_EQ(FuncOnlyPass::runs, 2);

  // A pass manager anchored on another op refuses to run.
  PassManager wrong(&ctx, "func.func");
  EXPECT_TRUE(failed(wrong.run(module.get())));
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics.back(),
            "can't run 'func.func' pass manager on 'builtin.module' op");
}

//===----------------------------------------------------------------------===//
// Analyses
//===----------------------------------------------------------------------===//

/// Counts its constructions.
struct CountingAnalysis {
  explicit CountingAnalysis(Operation *) { ++constructions; }
  static inline int constructions = 0;
};

/// Invalidated only when the "sticky" analysis is not preserved.
struct DependentAnalysis {
  explicit DependentAnalysis(Operation *, AnalysisManager &am) {
    am.getAnalysis<CountingAnalysis>();
    ++constructions;
  }
  static inline int constructions = 0;
};

/// Gets CountingAnalysis; preserves what it is told to.
struct AnalysisUser : PassWrapper<AnalysisUser, OperationPass<>> {
  enum class Preserve { None, All, Counting };
  explicit AnalysisUser(Preserve preserve = Preserve::None,
                        bool expectCached = false)
      : preserve(preserve), expectCached(expectCached) {}
  llvm::StringRef getArgument() const override { return "analysis-user"; }
  void runOnOperation() override {
    cachedBefore = getCachedAnalysis<CountingAnalysis>().has_value();
    getAnalysis<CountingAnalysis>();
    if (preserve == Preserve::All)
      markAllAnalysesPreserved();
    else if (preserve == Preserve::Counting)
      markAnalysesPreserved<CountingAnalysis>();
  }
  Preserve preserve;
  bool expectCached;
  bool cachedBefore = false;
};

TEST_F(PassManagerTest, AnalysesAreCachedUntilInvalidated) {
  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  PassManager pm(&ctx);
  auto *first = new AnalysisUser(AnalysisUser::Preserve::All);
  auto *second = new AnalysisUser(AnalysisUser::Preserve::Counting);
  auto *third = new AnalysisUser(AnalysisUser::Preserve::None);
  auto *fourth = new AnalysisUser(AnalysisUser::Preserve::None);
  pm.addPass(std::unique_ptr<Pass>(first));
  pm.addPass(std::unique_ptr<Pass>(second));
  pm.addPass(std::unique_ptr<Pass>(third));
  pm.addPass(std::unique_ptr<Pass>(fourth));
  CountingAnalysis::constructions = 0;
  ASSERT_TRUE(succeeded(pm.run(module.get())));
  EXPECT_FALSE(first->cachedBefore);
  EXPECT_TRUE(second->cachedBefore) << "everything was preserved";
  EXPECT_TRUE(third->cachedBefore) << "the analysis was preserved";
  EXPECT_FALSE(fourth->cachedBefore) << "nothing was preserved";
  EXPECT_EQ(CountingAnalysis::constructions, 2);
}

TEST_F(PassManagerTest, AnalysisManagerNestsAndInvalidatesChildren) {
  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  ModuleAnalysisManager mam(module.get(), nullptr);
  AnalysisManager am = mam;
  Operation *f = &module->getRegion(0).front().front();
  CountingAnalysis::constructions = 0;
  DependentAnalysis::constructions = 0;
  am.getChildAnalysis<DependentAnalysis>(f);
  EXPECT_TRUE(am.getCachedChildAnalysis<CountingAnalysis>(f).has_value());
  EXPECT_TRUE(am.nest(f).getCachedParentAnalysis<CountingAnalysis>(
                  module.get()) == std::nullopt);
  PreservedAnalyses pa;
  pa.preserve<CountingAnalysis>();
  am.invalidate(pa);
  EXPECT_TRUE(am.getCachedChildAnalysis<CountingAnalysis>(f).has_value());
  EXPECT_FALSE(am.getCachedChildAnalysis<DependentAnalysis>(f).has_value());
  am.invalidate(PreservedAnalyses());
  EXPECT_FALSE(am.getCachedChildAnalysis<CountingAnalysis>(f).has_value());
  EXPECT_EQ(CountingAnalysis::constructions, 1);
  EXPECT_EQ(DependentAnalysis::constructions, 1);
}

//===----------------------------------------------------------------------===//
// Instrumentation and failures
//===----------------------------------------------------------------------===//

/// Records every hook as a line.
struct Recorder : PassInstrumentation {
  explicit Recorder(std::vector<std::string> &log, std::string tag)
      : log(log), tag(std::move(tag)) {}
  void add(std::string line) {
    std::lock_guard<std::mutex> lock(mutex);
    log.push_back(tag + line);
  }
  static std::string opName(Operation *op) {
    std::string name = op->getName().getStringRef().str();
    if (StringAttr sym = SymbolTable::getSymbolName(op))
      name += "@" + sym.getValue().str();
    return name;
  }
  void runBeforePipeline(std::optional<OperationName> name,
                         const PipelineParentInfo &) override {
    add("pipeline " + (name ? name->getStringRef().str() : "any"));
  }
  void runAfterPipeline(std::optional<OperationName> name,
                        const PipelineParentInfo &) override {
    add("end pipeline");
  }
  void runBeforePass(Pass *pass, Operation *op) override {
    add("before " + pass->getName().str() + " " + opName(op));
  }
  void runAfterPass(Pass *pass, Operation *op) override {
    add("after " + pass->getName().str() + " " + opName(op));
  }
  void runAfterPassFailed(Pass *pass, Operation *op) override {
    add("failed " + pass->getName().str() + " " + opName(op));
  }
  void runBeforeAnalysis(llvm::StringRef name, TypeID, Operation *op) override {
    add("analysis " + name.str());
  }
  void runAfterAnalysis(llvm::StringRef name, TypeID, Operation *) override {
    add("end analysis " + name.str());
  }
  std::vector<std::string> &log;
  std::string tag;
  std::mutex mutex;
};

TEST_F(PassManagerTest, InstrumentationHooksNest) {
  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  ctx.enableMultithreading(false);
  std::vector<std::string> log;
  PassManager pm(&ctx);
  pm.addInstrumentation(std::make_unique<Recorder>(log, "1:"));
  pm.addInstrumentation(std::make_unique<Recorder>(log, "2:"));
  pm.nest("func.func").addPass(createCSEPass());
  pm.addPass(createTestFailurePass());
  EXPECT_TRUE(failed(pm.run(module.get())));
  std::vector<std::string> expected = {
      "1:before Pipeline Collection : ['func.func'] builtin.module",
      "2:before Pipeline Collection : ['func.func'] builtin.module",
      "1:pipeline func.func",
      "2:pipeline func.func",
      "1:before CSE func.func@f",
      "2:before CSE func.func@f",
      "1:analysis DominanceInfo",
      "2:analysis DominanceInfo",
      "2:end analysis DominanceInfo",
      "1:end analysis DominanceInfo",
      "2:after CSE func.func@f",
      "1:after CSE func.func@f",
      "2:end pipeline",
      "1:end pipeline",
      "1:pipeline func.func",
      "2:pipeline func.func",
      "1:before CSE func.func@g",
      "2:before CSE func.func@g",
      "1:analysis DominanceInfo",
      "2:analysis DominanceInfo",
      "2:end analysis DominanceInfo",
      "1:end analysis DominanceInfo",
      "2:after CSE func.func@g",
      "1:after CSE func.func@g",
      "2:end pipeline",
      "1:end pipeline",
      "2:after Pipeline Collection : ['func.func'] builtin.module",
      "1:after Pipeline Collection : ['func.func'] builtin.module",
      "1:before TestFailurePass builtin.module",
      "2:before TestFailurePass builtin.module",
      "2:failed TestFailurePass builtin.module",
      "1:failed TestFailurePass builtin.module",
  };
  EXPECT_EQ(log, expected);
}

TEST_F(PassManagerTest, FailureStopsThePipeline) {
  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  PassManager pm(&ctx);
  pm.addPass(createTestFailurePass());
  auto *after = new AnalysisUser();
  pm.addPass(std::unique_ptr<Pass>(after));
  CountingAnalysis::constructions = 0;
  EXPECT_TRUE(failed(pm.run(module.get())));
  EXPECT_EQ(CountingAnalysis::constructions, 0);
}

/// Breaks the IR: functions return nothing instead of their result.
struct BreakingPass : PassWrapper<BreakingPass, OperationPass<>> {
  llvm::StringRef getArgument() const override { return "breaking"; }
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (op->getName().getStringRef() == "func.return")
        op->setOperands({});
    });
  }
};

TEST_F(PassManagerTest, VerifierRunsAfterPasses) {
  OwningOpRef<Operation *> module = parse(kTwoFunctions);
  ASSERT_TRUE(module);
  PassManager pm(&ctx);
  pm.addPass(std::make_unique<BreakingPass>());
  EXPECT_TRUE(failed(pm.run(module.get())));
  EXPECT_FALSE(diagnostics.empty());

  OwningOpRef<Operation *> again = parse(kTwoFunctions);
  PassManager unchecked(&ctx);
  unchecked.enableVerifier(false);
  unchecked.addPass(std::make_unique<BreakingPass>());
  EXPECT_TRUE(succeeded(unchecked.run(again.get())));
}

//===----------------------------------------------------------------------===//
// Threads
//===----------------------------------------------------------------------===//

TEST_F(PassManagerTest, ThreadedRunsMatchSequentialRuns) {
  std::string text;
  for (int i = 0; i < 40; ++i)
    text += "func.func @f" + std::to_string(i) + R"((%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
)";
  std::string reference;
  std::vector<std::string> referenceDiags;
  for (unsigned threads : {0u, 1u, 2u, 7u, 32u}) {
    OwningOpRef<Operation *> module = parse(text);
    ASSERT_TRUE(module);
    diagnostics.clear();
    PassManager pm(&ctx);
    OpPassManager &nested = pm.nest("func.func");
    nested.addPass(createTestRemarkPass());
    nested.addPass(createCSEPass());
    pm.setThreadCount(threads);
    ctx.enableMultithreading(threads != 0);
    ASSERT_TRUE(succeeded(pm.run(module.get())));
    ctx.enableMultithreading(false);
    std::string printed = print(module.get());
    if (threads == 0) {
      reference = printed;
      referenceDiags = diagnostics;
      ASSERT_EQ(referenceDiags.size(), 40u);
      EXPECT_EQ(referenceDiags.front(), "visited 'func.func' @f0");
      continue;
    }
    EXPECT_EQ(printed, reference) << threads << " threads";
    EXPECT_EQ(diagnostics, referenceDiags) << threads << " threads";
  }
}

} // namespace
