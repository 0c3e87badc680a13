//===- Passes.h - Transformation passes built on rewriting ----------------===//
//
// Generic passes that work on any op through the interfaces of
// ir/ControlFlowInterfaces.h and ir/SideEffects.h and the fold hooks of
// ir/FoldInterfaces.h: `inline`, `sccp`, `loop-invariant-code-motion`,
// `control-flow-sink` and `remove-dead-values`, with mlir-opt 19's names and
// options. registerTransformPasses() adds them to the pass registry.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_TRANSFORMS_PASSES_H
#define ASSAY_REWRITE_TRANSFORMS_PASSES_H

namespace assay {

/// `inline`: inlines calls to functions (Inliner.cpp).
void registerInlinerPass();
/// `sccp`: sparse conditional constant propagation (SCCP.cpp).
void registerSCCPPass();
/// `loop-invariant-code-motion` (LoopInvariantCodeMotion.cpp).
void registerLoopInvariantCodeMotionPass();
/// `control-flow-sink` (ControlFlowSink.cpp).
void registerControlFlowSinkPass();
/// `remove-dead-values` (RemoveDeadValues.cpp).
void registerRemoveDeadValuesPass();

/// Registers every pass of this library.
inline void registerTransformPasses() {
  registerInlinerPass();
  registerSCCPPass();
  registerLoopInvariantCodeMotionPass();
  registerControlFlowSinkPass();
  registerRemoveDeadValuesPass();
}

} // namespace assay

#endif // ASSAY_REWRITE_TRANSFORMS_PASSES_H
