//===- RegionUtils.h - Region simplification ------------------------------===//
//
// The control-flow clean-ups the greedy driver runs between rounds, all
// through a rewriter so its listener sees them:
//
//  - unreachable blocks (not reachable from their region's entry) go;
//  - liveness-based dead code elimination: ops that may be erased and whose
//    results feed nothing live go, and block arguments that feed nothing live
//    go together with the operands every predecessor forwards to them (only
//    when each predecessor's terminator describes its successor operands
//    through BranchOpInterface);
//  - identical blocks merge (aggressive level): blocks with the same
//    argument types whose ops correspond one to one keep one copy, the
//    other's predecessors branching to it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_REGIONUTILS_H
#define ASSAY_REWRITE_REGIONUTILS_H

#include "ir/ControlFlowInterfaces.h"
#include "rewrite/PatternMatch.h"

namespace assay {

/// Erases the blocks of `regions` (and of regions nested in them) that are
/// not reachable from their entry block; success if any was erased.
LogicalResult eraseUnreachableBlocks(RewriterBase &rewriter,
                                     llvm::MutableArrayRef<Region> regions);

/// Liveness-based dead code elimination of ops and block arguments in
/// `regions` and below; success if anything was erased.
LogicalResult runRegionDCE(RewriterBase &rewriter,
                           llvm::MutableArrayRef<Region> regions);

/// Merges identical blocks in `regions` and below; success if any merged.
LogicalResult mergeIdenticalBlocks(RewriterBase &rewriter,
                                   llvm::MutableArrayRef<Region> regions);

/// Runs the simplifications above (merging only when `mergeBlocks`);
/// success if the IR changed.
LogicalResult simplifyRegions(RewriterBase &rewriter,
                              llvm::MutableArrayRef<Region> regions,
                              bool mergeBlocks = false);

/// The same, leaving alone the regions of the ops isolated from above for
/// which `skip` holds, and everything nested in them (the greedy driver
/// simplifies each isolated op that changed on its own, and skips the
/// others). A skipped op itself is still erased when it is dead.
LogicalResult simplifyRegions(RewriterBase &rewriter,
                              llvm::MutableArrayRef<Region> regions,
                              bool mergeBlocks,
                              llvm::function_ref<bool(Operation *)> skip);

} // namespace assay

#endif // ASSAY_REWRITE_REGIONUTILS_H
