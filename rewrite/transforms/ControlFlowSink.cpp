//===- ControlFlowSink.cpp - Sink ops into conditionally run regions ------===//
//
// `control-flow-sink` moves ops without memory effects into the region of a
// RegionBranchOpInterface op that holds all their uses, when that region
// runs conditionally and at most once (the branches of `scf.if` and
// `scf.index_switch`), so the op only runs when its result is needed.
//
// A region qualifies when control entering the op may go to more than one
// place (the region is a choice) and the region cannot reach itself again
// through the op's region successors (it is not a loop body). Regions that
// always run once (`scf.execute_region`) gain nothing and are left alone,
// as mlir-opt does.
//
// Branch ops are handled innermost first. For each qualifying region, the
// ops at the top level of the region are visited with a stack; an operand
// defined outside the region by an effect-free op whose users are all
// dominated by the region's entry block moves that op to the start of the
// entry block, and the moved op is visited in turn so that chains of ops
// move together. The moved ops end up in their original order. As in
// mlir-opt, only the operands of top-level ops are considered: a value used
// only inside an op nested in the region (an `scf.execute_region` in a
// branch) stays where it is.
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Dominance.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SideEffects.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/transforms/Passes.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace assay;

/// Whether region `index` of `op` can be entered again after it finished,
/// through the op's region successors.
static bool isRegionOnCycle(Operation *op, const RegionBranchOpInterface &iface,
                            unsigned index) {
  if (!iface.getSuccessorsFromRegion)
    return true; // unknown: assume it may repeat
  llvm::SmallPtrSet<Region *, 4> seen;
  llvm::SmallVector<unsigned, 4> worklist{index};
  while (!worklist.empty()) {
    unsigned current = worklist.pop_back_val();
    llvm::SmallVector<RegionSuccessor, 4> successors;
    iface.getSuccessorsFromRegion(op, current, successors);
    for (const RegionSuccessor &successor : successors) {
      if (successor.isParent())
        continue;
      if (successor.region == &op->getRegion(index))
        return true;
      if (seen.insert(successor.region).second)
        worklist.push_back(successor.region->getRegionNumber());
    }
  }
  return false;
}

/// The regions of `op` that run conditionally and at most once.
static void getConditionalRegions(Operation *op,
                                  const RegionBranchOpInterface &iface,
                                  llvm::SmallVectorImpl<Region *> &regions) {
  llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
  llvm::SmallVector<RegionSuccessor, 4> entries;
  iface.getEntrySuccessors(op, noConstants, entries);
  if (entries.size() < 2)
    return;
  for (const RegionSuccessor &entry : entries) {
    Region *region = entry.region;
    if (!region || region->empty() || llvm::is_contained(regions, region) ||
        isRegionOnCycle(op, iface, region->getRegionNumber()))
      continue;
    regions.push_back(region);
  }
  // Visit regions in their order in the op.
  llvm::sort(regions, [](Region *a, Region *b) {
    return a->getRegionNumber() < b->getRegionNumber();
  });
}

namespace {
/// Sinks ops into one region.
class Sinker {
public:
  Sinker(DominanceInfo &domInfo, Region *region)
      : domInfo(domInfo), region(region) {}

  /// Sinks what can be sunk; returns how many ops moved.
  size_t run();

private:
  /// Whether every user of `op` is dominated by the region's entry block.
  bool allUsersInRegion(Operation *op) const;
  /// Moves the producers of `user`'s operands that qualify.
  void sinkProducersOf(Operation *user);

  DominanceInfo &domInfo;
  Region *region;
  llvm::SmallVector<Operation *, 16> stack;
  size_t numSunk = 0;
};
} // namespace

bool Sinker::allUsersInRegion(Operation *op) const {
  Block *entry = &region->front();
  for (Operation *user : op->getUsers())
    if (!domInfo.dominates(entry, user->getBlock()))
      return false;
  return true;
}

void Sinker::sinkProducersOf(Operation *user) {
  for (Value operand : user->getOperands()) {
    Operation *producer = operand.getDefiningOp();
    // Block arguments stay; ops already in the region need not move.
    if (!producer || producer->getParentRegion() == region)
      continue;
    if (!isMemoryEffectFree(producer) || !allUsersInRegion(producer))
      continue;
    Block *entry = &region->front();
    producer->moveBefore(entry, entry->begin());
    ++numSunk;
    stack.push_back(producer);
  }
}

size_t Sinker::run() {
  for (Block &block : *region)
    for (Operation &op : block)
      stack.push_back(&op);
  while (!stack.empty()) {
    Operation *op = stack.pop_back_val();
    sinkProducersOf(op);
  }
  return numSunk;
}

namespace {
struct ControlFlowSinkPass : PassWrapper<ControlFlowSinkPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ControlFlowSink"; }
  llvm::StringRef getArgument() const override { return "control-flow-sink"; }
  llvm::StringRef getDescription() const override {
    return "Sink operations into conditional blocks";
  }

  void runOnOperation() override {
    // Innermost branch ops first, so an op sunk into an inner region can
    // then travel with its user into an outer one. Sinking moves ops but
    // never creates or erases branch ops, so the list stays valid.
    llvm::SmallVector<std::pair<Operation *, const RegionBranchOpInterface *>,
                      8>
        branchOps;
    getOperation()->walk([&](Operation *op) {
      if (const RegionBranchOpInterface *iface = getRegionBranchOpInterface(op))
        branchOps.push_back({op, iface});
    });
    DominanceInfo domInfo(getOperation());
    size_t sunk = 0;
    for (auto [op, iface] : branchOps) {
      llvm::SmallVector<Region *, 4> regions;
      getConditionalRegions(op, *iface, regions);
      for (Region *region : regions)
        sunk += Sinker(domInfo, region).run();
    }
    numSunk += sunk;
    if (!sunk)
      markAllAnalysesPreserved();
  }

  Statistic numSunk{this, "num-sunk", "Number of operations sunk"};
};
} // namespace

void assay::registerControlFlowSinkPass() {
  registerPass([] { return std::make_unique<ControlFlowSinkPass>(); });
}
