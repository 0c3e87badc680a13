//===- Passes.h - The passes that need only the IR core -------------------===//
//
// Constructors of the passes pass/ ships, with mlir-opt 19's names and
// options (`cse`, `symbol-dce`, `symbol-privatize`, `strip-debuginfo`,
// `print-op-stats`, `view-op-graph`), and of the test passes the pass
// manager's own tests use (`assay-test-*`: a pass that fails, one that
// crashes on purpose, one with options of every kind, one that emits a
// remark per op). registerCorePasses() (pass/PassRegistry.h) registers them.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_TRANSFORMS_PASSES_H
#define ASSAY_PASS_TRANSFORMS_PASSES_H

#include "pass/Pass.h"
#include <memory>

namespace assay {

/// Merges equal side-effect-free ops and erases unused ones.
std::unique_ptr<Pass> createCSEPass();
/// Erases private symbols (and nested ones whose uses are all visible)
/// that nothing live refers to.
std::unique_ptr<Pass> createSymbolDCEPass();
/// Makes the symbols of a symbol table private, but the excluded ones.
std::unique_ptr<Pass> createSymbolPrivatizePass();
/// Sets every location to `loc(unknown)`.
std::unique_ptr<Pass> createStripDebugInfoPass();
/// Prints how many ops of each name the IR holds.
std::unique_ptr<Pass> createPrintOpStatsPass();
/// Writes the op graph as Graphviz DOT to stderr (`view-op-graph`).
std::unique_ptr<Pass> createViewOpGraphPass();

/// Test passes.
std::unique_ptr<Pass> createTestFailurePass();
std::unique_ptr<Pass> createTestCrashPass();
std::unique_ptr<Pass> createTestOptionsPass();
std::unique_ptr<Pass> createTestRemarkPass();
/// `assay-test-null-operand`: makes the first operand found null.
std::unique_ptr<Pass> createTestNullOperandPass();
std::unique_ptr<Pass> createTestSwapOperandsPass();

} // namespace assay

#endif // ASSAY_PASS_TRANSFORMS_PASSES_H
