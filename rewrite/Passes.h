//===- Passes.h - The passes of the rewriting library ---------------------===//
//
// `canonicalize`, with mlir-opt 19's options: it gathers the canonicalization
// patterns of every registered op and loaded dialect (see
// rewrite/FoldUtils.h) and runs the greedy driver with folding on the op it
// is scheduled on. registerRewritePasses() adds the passes to the registry;
// tools call it before parsing their flags.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_PASSES_H
#define ASSAY_REWRITE_PASSES_H

#include "pass/Pass.h"
#include <memory>

namespace assay {

/// Canonicalizes ops: folds, erases dead ops, applies the canonicalization
/// patterns, simplifies regions.
std::unique_ptr<Pass> createCanonicalizerPass();

/// Registers the passes of this library.
void registerRewritePasses();

} // namespace assay

#endif // ASSAY_REWRITE_PASSES_H
