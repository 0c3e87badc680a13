//===- JitStartup.cpp - Times the CPU executor's start-up ----------------===//
//
// assay-bench-jit [--reps N] [-O N] FILE.ll ENTRY
//
// Each repetition creates an executor, adds FILE.ll (parsed from text),
// compiles it and calls ENTRY (no arguments, void result), then destroys the
// executor: what the validator's replay and the fuzzers pay per program.
// Prints, on stderr, the median and the least time of a repetition in
// microseconds; the program's own output goes to stdout. bench/jit/run
// drives it beside mlir-cpu-runner 19.
//
//===----------------------------------------------------------------------===//
#include "harness/cpu/Executor.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace assay::cpu;

int main(int argc, char **argv) {
  int reps = 1;
  unsigned optLevel = 0;
  std::vector<llvm::StringRef> positional;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--reps" && i + 1 < argc) {
      reps = std::atoi(argv[++i]);
      continue;
    }
    if (arg == "-O" && i + 1 < argc) {
      optLevel = unsigned(std::atoi(argv[++i]));
      continue;
    }
    positional.push_back(arg);
  }
  if (positional.size() != 2 || reps < 1) {
    llvm::errs() << "usage: assay-bench-jit [--reps N] [-O N] FILE.ll ENTRY\n";
    return 2;
  }
  auto buffer = llvm::MemoryBuffer::getFile(positional[0]);
  if (!buffer) {
    llvm::errs() << positional[0] << ": " << buffer.getError().message()
                 << "\n";
    return 1;
  }
  std::vector<double> micros;
  for (int rep = 0; rep < reps; ++rep) {
    auto start = std::chrono::steady_clock::now();
    ExecutorOptions options;
    options.optLevel = optLevel;
    auto executor = Executor::create(options);
    if (!executor) {
      llvm::errs() << llvm::toString(executor.takeError()) << "\n";
      return 1;
    }
    if (llvm::Error err =
            (*executor)->addModule((*buffer)->getBuffer(), positional[0])) {
      llvm::errs() << llvm::toString(std::move(err)) << "\n";
      return 1;
    }
    auto result = (*executor)->call(positional[1], {}, ScalarType::getVoid());
    if (!result) {
      llvm::errs() << llvm::toString(result.takeError()) << "\n";
      return 1;
    }
    executor->reset();
    std::fflush(stdout);
    micros.push_back(std::chrono::duration<double, std::micro>(
                         std::chrono::steady_clock::now() - start)
                         .count());
  }
  std::sort(micros.begin(), micros.end());
  llvm::errs() << llvm::format("median_us %.1f min_us %.1f\n",
                               micros[micros.size() / 2], micros.front());
  return 0;
}
