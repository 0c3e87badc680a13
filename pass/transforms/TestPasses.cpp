//===- TestPasses.cpp - Passes that exist for the pass manager's tests ----===//
//
// Named `assay-test-*` so that they never clash with mlir-opt 19's own test
// passes (it has a `test-pass-failure` and a `test-pass-crash`):
//
//   assay-test-pass-failure   signals failure (no options, so that its
//                             pipelines print as mlir-opt's
//                             test-pass-failure's do)
//   assay-test-pass-crash     crashes on purpose: `kind=abort` (a signal),
//                             `segfault`, `assert` or `fatal-error`; only on
//                             ops named `op` when given
//   assay-test-options        does nothing, but has one option of each kind
//   assay-test-remark         emits `remark: visited <op>` on the op it runs
//                             on (for diagnostic-order tests)
//   assay-test-null-operand   makes the first operand of the first op nested
//                             in the op it runs on null: invalid IR on
//                             purpose, for the tests of what catches it
//   assay-test-swap-operands  swaps the first two operands of every op named
//                             `op` nested in the op it runs on: a wrong
//                             rewrite on purpose (for a non-commutative op),
//                             for the tests of --verify-each-tv
//
//===----------------------------------------------------------------------===//
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"
#include "pass/transforms/Passes.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdlib>

using namespace assay;

namespace {
struct TestFailurePass : PassWrapper<TestFailurePass, OperationPass<>> {
  llvm::StringRef getArgument() const override {
    return "assay-test-pass-failure";
  }
  llvm::StringRef getDescription() const override {
    return "Test pass that always fails";
  }
  void runOnOperation() override { signalPassFailure(); }
};

enum class CrashKind { Abort, Segfault, Assert, FatalError };

struct TestCrashPass : PassWrapper<TestCrashPass, OperationPass<>> {
  llvm::StringRef getArgument() const override {
    return "assay-test-pass-crash";
  }
  llvm::StringRef getDescription() const override {
    return "Test pass that crashes on purpose";
  }
  void runOnOperation() override {
    if (!opName.getValue().empty() &&
        getOperation()->getName().getStringRef() != opName.getValue())
      return;
    switch (kind.getValue()) {
    case CrashKind::Abort:
      std::abort();
    case CrashKind::Segfault: {
      volatile int *null = nullptr;
      *null = 1;
      break;
    }
    case CrashKind::Assert:
      assert(false && "assay-test-pass-crash asserts");
      std::abort();
    case CrashKind::FatalError:
      llvm::report_fatal_error("assay-test-pass-crash reports a fatal error");
    }
  }
  Option<CrashKind> kind{
      passOptions,
      "kind",
      "How to crash",
      CrashKind::Abort,
      {{CrashKind::Abort, "abort", "call abort()"},
       {CrashKind::Segfault, "segfault", "write through a null pointer"},
       {CrashKind::Assert, "assert", "fail an assertion"},
       {CrashKind::FatalError, "fatal-error", "report a fatal error"}}};
  Option<std::string> opName{passOptions, "op",
                             "Only crash on ops of this name", ""};
};

enum class TestMode { Fast, Slow };

struct TestOptionsPass : PassWrapper<TestOptionsPass, OperationPass<>> {
  llvm::StringRef getArgument() const override { return "assay-test-options"; }
  llvm::StringRef getDescription() const override {
    return "Test pass with options of every kind";
  }
  void runOnOperation() override { markAllAnalysesPreserved(); }

  Option<int64_t> count{passOptions, "count", "A long option", 10};
  Option<unsigned> limit{passOptions, "limit", "A uint option", 3};
  Option<bool> flag{passOptions, "flag", "A flag", false};
  Option<std::string> label{passOptions, "label", "A string option", ""};
  Option<TestMode> mode{passOptions,
                        "mode",
                        "An option with named values",
                        TestMode::Fast,
                        {{TestMode::Fast, "fast", "go fast"},
                         {TestMode::Slow, "slow", "go slow"}}};
  ListOption<int64_t> sizes{passOptions, "sizes", "A list of longs"};
  ListOption<std::string> names{passOptions, "names", "A list of strings"};
};

struct TestRemarkPass : PassWrapper<TestRemarkPass, OperationPass<>> {
  llvm::StringRef getArgument() const override { return "assay-test-remark"; }
  llvm::StringRef getDescription() const override {
    return "Test pass that emits a remark on the op it runs on";
  }
  void runOnOperation() override {
    Operation *op = getOperation();
    InFlightDiagnostic diag =
        op->emitRemark() << "visited '" << op->getName().getStringRef() << "'";
    if (StringAttr name = SymbolTable::getSymbolName(op))
      diag << " @" << name.getValue();
    markAllAnalysesPreserved();
  }
};

struct TestNullOperandPass : PassWrapper<TestNullOperandPass, OperationPass<>> {
  llvm::StringRef getArgument() const override {
    return "assay-test-null-operand";
  }
  llvm::StringRef getDescription() const override {
    return "Test pass that leaves a null operand behind";
  }
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (op->getNumOperands() == 0)
        return WalkResult::advance();
      op->setOperand(0, Value());
      return WalkResult::interrupt();
    });
  }
};

struct TestSwapOperandsPass
    : PassWrapper<TestSwapOperandsPass, OperationPass<>> {
  llvm::StringRef getArgument() const override {
    return "assay-test-swap-operands";
  }
  llvm::StringRef getDescription() const override {
    return "Test pass that swaps the first two operands of ops named `op`";
  }
  void runOnOperation() override {
    getOperation()->walk([&](Operation *op) {
      if (op->getName().getStringRef() != opName.getValue() ||
          op->getNumOperands() < 2)
        return;
      Value first = op->getOperand(0);
      op->setOperand(0, op->getOperand(1));
      op->setOperand(1, first);
    });
  }
  Option<std::string> opName{passOptions, "op",
                             "Swap the operands of ops of this name", ""};
};
} // namespace

std::unique_ptr<Pass> assay::createTestFailurePass() {
  return std::make_unique<TestFailurePass>();
}
std::unique_ptr<Pass> assay::createTestCrashPass() {
  return std::make_unique<TestCrashPass>();
}
std::unique_ptr<Pass> assay::createTestOptionsPass() {
  return std::make_unique<TestOptionsPass>();
}
std::unique_ptr<Pass> assay::createTestRemarkPass() {
  return std::make_unique<TestRemarkPass>();
}
std::unique_ptr<Pass> assay::createTestNullOperandPass() {
  return std::make_unique<TestNullOperandPass>();
}
std::unique_ptr<Pass> assay::createTestSwapOperandsPass() {
  return std::make_unique<TestSwapOperandsPass>();
}
