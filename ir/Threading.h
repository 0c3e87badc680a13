//===- Threading.h - Parallel runs that report like sequential ones -------===//
//
// Work on sibling ops (verifying the functions of a module, running a nested
// pass pipeline on each of them) goes to a thread pool, but what the user
// sees must not depend on the threads: parallelForEachInOrder holds the
// diagnostics of each task and emits them in task order, up to the first
// task that failed, which is exactly what a loop that stops at its first
// failure reports. Tasks after a failure already seen are skipped.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_THREADING_H
#define ASSAY_IR_THREADING_H

#include "ir/Support.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <cstddef>

namespace llvm {
class ThreadPoolInterface;
} // namespace llvm

namespace assay {
class Context;

/// Runs `task(i)` for each i in [0, count) on the threads of `pool` (the
/// calling thread waits), and reports as `for (i...) if (failed(task(i)))
/// return failure();` would (see the file comment). The context's
/// multithreading must be enabled, and a task must not start a parallel run of
/// its own (the diagnostic handlers are not guarded against other threads'
/// emissions).
LogicalResult
parallelForEachInOrder(Context *ctx, llvm::ThreadPoolInterface &pool,
                       size_t count,
                       llvm::function_ref<LogicalResult(size_t)> task);

} // namespace assay

#endif // ASSAY_IR_THREADING_H
