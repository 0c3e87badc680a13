//===- ThreadingTest.cpp - Parallel runs that report like sequential ones -===//
//
// parallelForEachInOrder must report what a sequential loop that stops at
// its first failure reports, whatever the threads do: each task's
// diagnostics in task order, up to and including the first failing task.
//
//===----------------------------------------------------------------------===//

#include "ir/Threading.h"

#include "IRTestUtils.h"
#include "llvm/Support/ThreadPool.h"
#include "gtest/gtest.h"
#include <atomic>

using namespace assay;
using namespace assay::test;

namespace {
class ThreadingTest : public ::testing::Test {
protected:
  ThreadingTest()
      : ctx(tc.ctx), diags(tc.ctx), pool(llvm::hardware_concurrency(4)) {
    ctx.enableMultithreading(true);
  }
  ~ThreadingTest() override { ctx.enableMultithreading(false); }

  /// What a sequential loop over `count` tasks, failing at each index in
  /// `failing`, reports.
  std::vector<std::string> sequential(size_t count,
                                      std::initializer_list<size_t> failing) {
    std::vector<std::string> lines;
    for (size_t i = 0; i < count; ++i) {
      lines.push_back("remark: task " + std::to_string(i));
      if (llvm::is_contained(failing, i)) {
        lines.push_back("error: task " + std::to_string(i) + " failed");
        break;
      }
    }
    return lines;
  }

  /// A task that remarks on itself and fails at the indices in `failing`.
  LogicalResult task(size_t i, std::initializer_list<size_t> failing) {
    Location loc = UnknownLoc::get(&ctx);
    emitRemark(loc, "task " + std::to_string(i));
    if (!llvm::is_contained(failing, i))
      return success();
    return emitError(loc, "task " + std::to_string(i) + " failed");
  }

  TestContext tc;
  Context &ctx;
  DiagnosticCollector diags;
  llvm::StdThreadPool pool;
};
} // namespace

TEST_F(ThreadingTest, NoTasks) {
  EXPECT_TRUE(succeeded(
      parallelForEachInOrder(&ctx, pool, 0, [](size_t) { return failure(); })));
  EXPECT_TRUE(diags.lines.empty());
}

TEST_F(ThreadingTest, EveryTaskRunsAndReportsInOrder) {
  std::atomic<unsigned> ran{0};
  LogicalResult result = parallelForEachInOrder(&ctx, pool, 200, [&](size_t i) {
    ++ran;
    return task(i, {});
  });
  EXPECT_TRUE(succeeded(result));
  EXPECT_EQ(ran.load(), 200u);
  EXPECT_EQ(diags.lines, sequential(200, {}));
}

TEST_F(ThreadingTest, FirstFailureInTaskOrderWins) {
  // Later failures finish first: they are cheaper than the earlier one.
  for (unsigned round = 0; round < 20; ++round) {
    diags.lines.clear();
    LogicalResult result =
        parallelForEachInOrder(&ctx, pool, 100, [&](size_t i) {
          if (i == 40) {
            volatile unsigned spin = 0;
            for (unsigned k = 0; k < 200000; ++k)
              spin = spin + k;
          }
          return task(i, {40, 41, 70, 99});
        });
    EXPECT_TRUE(failed(result));
    EXPECT_EQ(diags.lines, sequential(100, {40, 41, 70, 99}));
  }
}

TEST_F(ThreadingTest, OneWorkerRunsTheTasksInOrder) {
  llvm::StdThreadPool single(llvm::hardware_concurrency(1));
  std::vector<size_t> order;
  LogicalResult result =
      parallelForEachInOrder(&ctx, single, 10, [&](size_t i) {
        order.push_back(i);
        return task(i, {6});
      });
  EXPECT_TRUE(failed(result));
  // Sequential on one thread: nothing after the failure runs.
  EXPECT_EQ(order, (std::vector<size_t>{0, 1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(diags.lines, sequential(10, {6}));
}
