//===- CSE.cpp - Common subexpression elimination -------------------------===//
//
// `cse`, as mlir-opt's: ops without memory effects that are equal (same
// name, attributes, properties, operands (in any order for commutative ops)
// and result types; locations ignored) are merged into the first one that
// dominates them. Ops that only read memory merge too when they sit in the same
// block with nothing that may write memory between them. Unused ops that would
// be trivially dead (ir/SideEffects.h) are erased. Values are scoped by
// dominance: a single-block region is one scope nested in the scope of the
// enclosing block, so a region sees the values of the blocks around it; a
// multi-block region is walked along its dominator tree, one scope per tree
// node. The regions of an op that is (or, being unregistered, might be)
// isolated from above get fresh scopes. Nested regions are simplified before
// the op that holds them, and an op with a multi-block region is never merged.
//
// All walks use explicit stacks.
//
//===----------------------------------------------------------------------===//
#include "ir/Dominance.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/SideEffects.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "pass/transforms/Passes.h"
#include "llvm/ADT/ScopedHashTable.h"
#include "llvm/Support/GenericDomTree.h"

using namespace assay;

namespace {
/// Hashing and equality of ops for CSE.
struct OpKeyInfo : llvm::DenseMapInfo<Operation *> {
  /// The operands, in a canonical order for commutative ops (so that
  /// `addi %a, %b` and `addi %b, %a` are equal).
  static llvm::SmallVector<Value, 4> sortedOperands(Operation *op) {
    llvm::SmallVector<Value, 4> operands(op->getOperands().begin(),
                                         op->getOperands().end());
    if (op->hasTrait(OpTrait::Commutative))
      llvm::sort(operands, [](Value a, Value b) {
        return a.getAsOpaquePointer() < b.getAsOpaquePointer();
      });
    return operands;
  }
  static unsigned getHashValue(const Operation *cop) {
    auto *op = const_cast<Operation *>(cop);
    llvm::hash_code hash = llvm::hash_combine(
        op->getName().getAsOpaquePointer(), op->getRawAttrDictionary(),
        op->getPropertiesAttr(), op->getNumRegions());
    for (Type type : op->getResultTypes())
      hash = llvm::hash_combine(hash, type);
    for (Value operand : sortedOperands(op))
      hash = llvm::hash_combine(hash, operand);
    return hash;
  }
  static bool isEqual(const Operation *clhs, const Operation *crhs) {
    if (clhs == crhs)
      return true;
    if (clhs == getEmptyKey() || clhs == getTombstoneKey() ||
        crhs == getEmptyKey() || crhs == getTombstoneKey())
      return false;
    auto *lhs = const_cast<Operation *>(clhs);
    auto *rhs = const_cast<Operation *>(crhs);
    if (lhs->getName() != rhs->getName() ||
        lhs->getRawAttrDictionary() != rhs->getRawAttrDictionary() ||
        lhs->getPropertiesAttr() != rhs->getPropertiesAttr() ||
        lhs->getNumOperands() != rhs->getNumOperands() ||
        lhs->getNumResults() != rhs->getNumResults() ||
        lhs->getNumRegions() != rhs->getNumRegions() ||
        lhs->getNumSuccessors() != rhs->getNumSuccessors())
      return false;
    if (!llvm::equal(sortedOperands(lhs), sortedOperands(rhs)))
      return false;
    return llvm::equal(lhs->getResultTypes(), rhs->getResultTypes());
  }
};

using ScopedMap = llvm::ScopedHashTable<Operation *, Operation *, OpKeyInfo>;

/// Whether the op may be isolated from above: it says so, or it is
/// unregistered and could.
static bool mightBeIsolated(Operation *op) {
  return !op->isRegistered() || op->hasTrait(OpTrait::IsolatedFromAbove);
}

/// How CSE may treat an op, from its memory effects (computed once).
struct OpClass {
  enum Kind { Other, EffectFree, ReadOnly } kind = Other;
  /// Whether the op may write or free memory (or do something unknown).
  bool mayWrite = true;
};

/// Classifies `op`: effect-free and read-only registered ops without
/// regions may be merged.
static OpClass classify(Operation *op) {
  std::optional<llvm::SmallVector<MemoryEffect, 4>> effects;
  if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
    effects.emplace();
  else
    effects = getEffectsRecursively(op);
  OpClass result;
  if (!effects)
    return result;
  result.mayWrite = llvm::any_of(*effects, [](const MemoryEffect &effect) {
    return effect.kind == EffectKind::Write || effect.kind == EffectKind::Free;
  });
  bool onlyReads = llvm::all_of(*effects, [](const MemoryEffect &effect) {
    return effect.kind == EffectKind::Read;
  });
  bool hasRegions = llvm::any_of(
      op->getRegions(), [](Region &region) { return !region.empty(); });
  if (op->isRegistered() && !hasRegions && onlyReads)
    result.kind = effects->empty() ? OpClass::EffectFree : OpClass::ReadOnly;
  return result;
}

struct CSEPass : PassWrapper<CSEPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "CSE"; }
  llvm::StringRef getArgument() const override { return "cse"; }
  llvm::StringRef getDescription() const override {
    return "Eliminate common sub-expressions";
  }
  void runOnOperation() override;

  Statistic numCSE{this, "num-cse'd", "Number of operations CSE'd"};
  Statistic numDCE{this, "num-dce'd", "Number of operations DCE'd"};
};

/// The state of one run (a pass instance may run on several ops at once).
class CSEDriver {
public:
  explicit CSEDriver(DominanceInfo &domInfo) : domInfo(domInfo) {}

  /// Simplifies the regions of `root`.
  void run(Operation *root);

  std::vector<Operation *> opsToErase;
  uint64_t numCSE = 0, numDCE = 0;

private:
  /// A region still to process, with the table its values go in.
  struct RegionTask {
    Region *region;
    ScopedMap *table;
  };
  /// Simplifies one op; success when it was merged or erased.
  LogicalResult simplifyOperation(ScopedMap &table, Operation *op);
  /// Simplifies the ops of one block; nested regions first, each with its
  /// own walk.
  void simplifyBlock(ScopedMap &table, Block *block);
  void simplifyRegion(ScopedMap &table, Region &region);

  DominanceInfo &domInfo;
  /// Tables for isolated regions, kept until the run ends.
  std::vector<std::unique_ptr<ScopedMap>> tables;
  /// Read-only ops in the tables, with the write epoch of their block when
  /// they were recorded; `writeEpoch` grows at each op that may write.
  llvm::DenseMap<Operation *, uint64_t> readEpochs;
  uint64_t writeEpoch = 0;
};
} // namespace

LogicalResult CSEDriver::simplifyOperation(ScopedMap &table, Operation *op) {
  if (op->hasTrait(OpTrait::Terminator))
    return failure();
  if (op->use_empty() && op->isRegistered() && wouldOpBeTriviallyDead(op)) {
    opsToErase.push_back(op);
    ++numDCE;
    return success();
  }
  OpClass opClass = classify(op);
  if (opClass.kind == OpClass::Other) {
    if (opClass.mayWrite)
      ++writeEpoch;
    return failure();
  }
  Operation *existing = table.lookup(op);
  // A read merges only with an equal read of the same block that no write
  // separates from it.
  if (existing && opClass.kind == OpClass::ReadOnly &&
      (existing->getBlock() != op->getBlock() ||
       readEpochs.lookup(existing) != writeEpoch))
    existing = nullptr;
  if (existing) {
    op->replaceAllUsesWith(existing);
    // Keep a real location when the survivor has none.
    if (llvm::isa<UnknownLoc>(LocationAttr(existing->getLoc())) &&
        !llvm::isa<UnknownLoc>(LocationAttr(op->getLoc())))
      existing->setLoc(op->getLoc());
    opsToErase.push_back(op);
    ++numCSE;
    return success();
  }
  table.insert(op, op);
  if (opClass.kind == OpClass::ReadOnly)
    readEpochs[op] = writeEpoch;
  return failure();
}

void CSEDriver::simplifyBlock(ScopedMap &table, Block *block) {
  for (Operation &op : *block) {
    if (op.getNumRegions() != 0) {
      if (mightBeIsolated(&op)) {
        tables.push_back(std::make_unique<ScopedMap>());
        ScopedMap &fresh = *tables.back();
        for (Region &region : op.getRegions())
          simplifyRegion(fresh, region);
      } else {
        for (Region &region : op.getRegions())
          simplifyRegion(table, region);
      }
    }
    (void)simplifyOperation(table, &op);
  }
}

void CSEDriver::simplifyRegion(ScopedMap &table, Region &region) {
  if (region.empty())
    return;
  if (region.hasOneBlock()) {
    ScopedMap::ScopeTy scope(table);
    simplifyBlock(table, &region.front());
    return;
  }
  if (!hasSSADominance(&region))
    return;
  // Walk the dominator tree with one scope per node, iteratively.
  using Node = llvm::DomTreeNodeBase<Block>;
  struct Frame {
    Node *node;
    Node::const_iterator next;
    std::unique_ptr<ScopedMap::ScopeTy> scope;
  };
  auto &tree = domInfo.getDomTree(&region);
  llvm::SmallVector<Frame, 8> stack;
  Node *rootNode = tree.getRootNode();
  stack.push_back({rootNode, rootNode->begin(),
                   std::make_unique<ScopedMap::ScopeTy>(table)});
  simplifyBlock(table, rootNode->getBlock());
  while (!stack.empty()) {
    Frame &frame = stack.back();
    if (frame.next == frame.node->end()) {
      stack.pop_back();
      continue;
    }
    Node *child = *frame.next++;
    stack.push_back(
        {child, child->begin(), std::make_unique<ScopedMap::ScopeTy>(table)});
    simplifyBlock(table, child->getBlock());
  }
}

void CSEDriver::run(Operation *root) {
  ScopedMap table;
  for (Region &region : root->getRegions())
    simplifyRegion(table, region);
}

void CSEPass::runOnOperation() {
  DominanceInfo &domInfo = getAnalysis<DominanceInfo>();
  CSEDriver driver(domInfo);
  driver.run(getOperation());
  // Nested regions are simplified before the ops that hold them, so no op
  // to erase encloses another one.
  for (Operation *op : driver.opsToErase)
    op->erase();
  numCSE += driver.numCSE;
  numDCE += driver.numDCE;
  if (driver.opsToErase.empty()) {
    markAllAnalysesPreserved();
    return;
  }
  markAnalysesPreserved<DominanceInfo, PostDominanceInfo>();
}

std::unique_ptr<Pass> assay::createCSEPass() {
  return std::make_unique<CSEPass>();
}
