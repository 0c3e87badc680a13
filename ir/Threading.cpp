//===- Threading.cpp - Parallel runs that report like sequential ones -----===//
//
// The diagnostics of a task are caught by a handler that reads a
// thread-local slot: the slot of the task running on that thread.
//
//===----------------------------------------------------------------------===//
#include "ir/Threading.h"

#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "llvm/Support/ThreadPool.h"
#include <algorithm>
#include <atomic>
#include <vector>

using namespace assay;

namespace {
/// Where the diagnostics of the task running on this thread go, or null.
thread_local std::vector<Diagnostic> *heldDiagnostics = nullptr;
} // namespace

LogicalResult
assay::parallelForEachInOrder(Context *ctx, llvm::ThreadPoolInterface &pool,
                              size_t count,
                              llvm::function_ref<LogicalResult(size_t)> task) {
  if (count == 0)
    return success();
  std::vector<std::vector<Diagnostic>> held(count);
  std::atomic<size_t> next{0};
  std::atomic<size_t> firstFailure{count};
  DiagnosticEngine &engine = ctx->getDiagEngine();
  DiagnosticEngine::HandlerID handler =
      engine.registerHandler([](Diagnostic &diag) -> LogicalResult {
        if (!heldDiagnostics)
          return failure();
        heldDiagnostics->push_back(std::move(diag));
        return success();
      });
  auto work = [&] {
    std::vector<Diagnostic> *outer = heldDiagnostics;
    for (size_t i = next++; i < count; i = next++) {
      if (i > firstFailure.load())
        continue;
      heldDiagnostics = &held[i];
      if (failed(task(i))) {
        size_t seen = firstFailure.load();
        while (i < seen && !firstFailure.compare_exchange_weak(seen, i)) {
        }
      }
    }
    heldDiagnostics = outer;
  };
  {
    llvm::ThreadPoolTaskGroup group(pool);
    size_t workers = std::min<size_t>(pool.getMaxConcurrency(), count);
    for (size_t w = 0; w < workers; ++w)
      group.async(work);
    group.wait();
  }
  engine.eraseHandler(handler);
  size_t last = std::min(firstFailure.load(), count - 1);
  for (size_t i = 0; i <= last; ++i)
    for (Diagnostic &diag : held[i])
      engine.emit(std::move(diag));
  return failure(firstFailure.load() < count);
}
