//===- CanonicalizeTest.cpp - The canonicalize pass -----------------------===//
//
// The pass through the pass manager: its options as pipelines print them,
// folding and the ops' canonicalization patterns, pattern filtering through
// its options, and test-convergence.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "rewrite/Passes.h"

using namespace assay;
using namespace assay::rt;

namespace {
class CanonicalizeTest : public ::testing::Test {
protected:
  CanonicalizeTest() : ctx(rc.ctx) {
    static bool registered = [] {
      registerRewritePasses();
      return true;
    }();
    (void)registered;
  }
  /// Runs `pipeline` (inside builtin.module) on `module`.
  LogicalResult run(llvm::StringRef pipeline, Operation *module) {
    std::string errors;
    auto pm =
        parsePassPipeline(("builtin.module(" + pipeline + ")").str(),
                          [&](const llvm::Twine &msg) { errors += msg.str(); });
    EXPECT_TRUE(succeeded(pm)) << errors;
    if (failed(pm))
      return failure();
    PassManager manager(&ctx);
    static_cast<OpPassManager &>(manager) = std::move(*pm);
    return manager.run(module);
  }
  RtContext rc;
  Context &ctx;
};

const char *kNegs = R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.neg"(%x) : (i32) -> i32
  %b = "rt.neg"(%a) : (i32) -> i32
  %c1 = "rt.const"() {value = 1 : i32} : () -> i32
  %c2 = "rt.const"() {value = 2 : i32} : () -> i32
  %s = "rt.add"(%c1, %c2) : (i32, i32) -> i32
  "rt.use"(%b, %s) : (i32, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
} // namespace

TEST_F(CanonicalizeTest, PrintsItsOptionsLikeMlirOpt) {
  std::string errors;
  auto pm =
      parsePassPipeline("builtin.module(canonicalize{max-iterations=3})",
                        [&](const llvm::Twine &msg) { errors += msg.str(); });
  ASSERT_TRUE(succeeded(pm)) << errors;
  std::string text;
  llvm::raw_string_ostream os(text);
  pm->printAsTextualPipeline(os);
  // As `mlir-opt-19 --dump-pass-pipeline` prints it (the empty list options
  // leave their separators).
  EXPECT_EQ(text, "builtin.module(canonicalize{  max-iterations=3 "
                  "max-num-rewrites=-1 region-simplify=normal "
                  "test-convergence=false top-down=true})");
}

TEST_F(CanonicalizeTest, FoldsAndAppliesCanonicalizationPatterns) {
  auto module = rc.parse(kNegs);
  ASSERT_TRUE(succeeded(run("canonicalize", module.get())));
  Block &body = funcBody(module.get());
  EXPECT_EQ(opNames(body), "rt.const rt.use rt.ret");
  Operation &use = *std::next(body.begin());
  EXPECT_EQ(use.getOperand(0), body.getArgument(0));
  EXPECT_EQ(asInt(body.front().getAttr("value")).getInt(), 3);
}

TEST_F(CanonicalizeTest, DisabledPatternsAreNotApplied) {
  auto module = rc.parse(kNegs);
  ASSERT_TRUE(
      succeeded(run("canonicalize{disable-patterns=neg-neg}", module.get())));
  // Folding still happens; the negations stay.
  EXPECT_EQ(opNames(funcBody(module.get())),
            "rt.const rt.neg rt.neg rt.use rt.ret");
  auto other = rc.parse(kNegs);
  ASSERT_TRUE(
      succeeded(run("canonicalize{enable-patterns=neg-neg}", other.get())));
  EXPECT_EQ(opNames(funcBody(other.get())), "rt.const rt.use rt.ret");
}

TEST_F(CanonicalizeTest, TestConvergenceFailsThePassAtTheLimit) {
  auto module = rc.parse(kNegs);
  // One round cannot reach the fixpoint and report convergence.
  EXPECT_TRUE(succeeded(run("canonicalize{max-iterations=1}", module.get())));
  auto other = rc.parse(kNegs);
  EXPECT_TRUE(failed(
      run("canonicalize{max-iterations=1 test-convergence}", other.get())));
}
