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
// the op that holds them. An op with regions merges when it has no effects
// at all, each of its regions has at most one block, and the regions of the
// two ops correspond op for op (operands in order, even for commutative
// ops). Each op is hashed once, and the table keeps the hash beside it.
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
#include "llvm/Support/GenericDomTree.h"

using namespace assay;

namespace {
/// The operands of `op`, in a canonical order for commutative ops (so that
/// `addi %a, %b` and `addi %b, %a` are equal).
static llvm::SmallVector<Value, 4> getSortedOperands(Operation *op) {
  llvm::SmallVector<Value, 4> operands(op->getOperands().begin(),
                                       op->getOperands().end());
  if (op->hasTrait(OpTrait::Commutative))
    llvm::sort(operands, [](Value a, Value b) {
      return a.getAsOpaquePointer() < b.getAsOpaquePointer();
    });
  return operands;
}

/// The hash of an op for CSE: its name, attributes, properties, result
/// types and operands (in canonical order); not its regions or location.
static unsigned computeOpHash(Operation *op) {
  llvm::hash_code hash = llvm::hash_combine(
      op->getName().getAsOpaquePointer(), op->getRawAttrDictionary(),
      op->getPropertiesAttr(), op->getNumRegions());
  for (Type type : op->getResultTypes())
    hash = llvm::hash_combine(hash, type);
  if (op->hasTrait(OpTrait::Commutative)) {
    for (Value operand : getSortedOperands(op))
      hash = llvm::hash_combine(hash, operand);
  } else {
    for (Value operand : op->getOperands())
      hash = llvm::hash_combine(hash, operand);
  }
  return hash;
}

/// Whether `a` and `b` agree on everything but operands, successors,
/// regions' contents and location.
static bool haveSameShape(Operation *a, Operation *b) {
  if (a->getName() != b->getName() ||
      a->getRawAttrDictionary() != b->getRawAttrDictionary() ||
      a->getPropertiesAttr() != b->getPropertiesAttr() ||
      a->getNumOperands() != b->getNumOperands() ||
      a->getNumResults() != b->getNumResults() ||
      a->getNumRegions() != b->getNumRegions() ||
      a->getNumSuccessors() != b->getNumSuccessors())
    return false;
  return llvm::equal(a->getResultTypes(), b->getResultTypes());
}

/// Whether the regions of `lhs` and `rhs` (of the same shape) do the same
/// thing: blocks that correspond one to one, with the same argument types,
/// holding ops of the same shape whose operands are the same value from
/// outside or corresponding values from inside, and whose successors
/// correspond. Operands are compared in order, even for commutative ops.
static bool haveEquivalentRegions(Operation *lhs, Operation *rhs) {
  // Values and blocks of `rhs`'s regions, mapped to those of `lhs`'s.
  llvm::DenseMap<const void *, const void *> values;
  llvm::DenseMap<Block *, Block *> blocks;
  auto lookup = [&](Value v) {
    auto it = values.find(v.getAsOpaquePointer());
    return it == values.end() ? v.getAsOpaquePointer() : it->second;
  };
  llvm::SmallVector<std::pair<Region *, Region *>, 8> worklist;
  for (auto [l, r] : llvm::zip(lhs->getRegions(), rhs->getRegions()))
    worklist.push_back({&l, &r});
  while (!worklist.empty()) {
    auto [l, r] = worklist.pop_back_val();
    if (l->getNumBlocks() != r->getNumBlocks())
      return false;
    for (auto [lb, rb] : llvm::zip(*l, *r)) {
      if (lb.getNumArguments() != rb.getNumArguments())
        return false;
      for (auto [la, ra] : llvm::zip(lb.getArguments(), rb.getArguments())) {
        if (la.getType() != ra.getType())
          return false;
        values[ra.getAsOpaquePointer()] = la.getAsOpaquePointer();
      }
      blocks[&rb] = &lb;
    }
    for (auto [lb, rb] : llvm::zip(*l, *r)) {
      if (lb.getOperations().size() != rb.getOperations().size())
        return false;
      for (auto [lo, ro] : llvm::zip(lb, rb)) {
        if (!haveSameShape(&lo, &ro))
          return false;
        for (auto [lv, rv] : llvm::zip(lo.getOperands(), ro.getOperands()))
          if (lv.getAsOpaquePointer() != lookup(rv))
            return false;
        for (unsigned i = 0, e = lo.getNumSuccessors(); i < e; ++i) {
          Block *succ = ro.getSuccessor(i);
          auto it = blocks.find(succ);
          if (lo.getSuccessor(i) != (it == blocks.end() ? succ : it->second))
            return false;
        }
        for (auto [lr, rr] : llvm::zip(lo.getResults(), ro.getResults()))
          values[rr.getAsOpaquePointer()] = lr.getAsOpaquePointer();
        for (auto [lnested, rnested] :
             llvm::zip(lo.getRegions(), ro.getRegions()))
          worklist.push_back({&lnested, &rnested});
      }
    }
  }
  return true;
}

/// Whether `lhs` and `rhs` are equal for CSE.
static bool areEquivalent(Operation *lhs, Operation *rhs) {
  if (lhs == rhs)
    return true;
  if (!haveSameShape(lhs, rhs))
    return false;
  if (lhs->hasTrait(OpTrait::Commutative)) {
    if (!llvm::equal(getSortedOperands(lhs), getSortedOperands(rhs)))
      return false;
  } else if (!llvm::equal(lhs->getOperands(), rhs->getOperands())) {
    return false;
  }
  return lhs->getNumRegions() == 0 || haveEquivalentRegions(lhs, rhs);
}

/// An op with its CSE hash, computed once.
struct OpKey {
  Operation *op;
  unsigned hash;
};

struct OpKeyInfo {
  static OpKey getEmptyKey() {
    return {llvm::DenseMapInfo<Operation *>::getEmptyKey(), 0};
  }
  static OpKey getTombstoneKey() {
    return {llvm::DenseMapInfo<Operation *>::getTombstoneKey(), 0};
  }
  static unsigned getHashValue(const OpKey &key) { return key.hash; }
  static bool isEqual(const OpKey &lhs, const OpKey &rhs) {
    if (lhs.op == rhs.op)
      return true;
    if (lhs.hash != rhs.hash || lhs.op == getEmptyKey().op ||
        lhs.op == getTombstoneKey().op || rhs.op == getEmptyKey().op ||
        rhs.op == getTombstoneKey().op)
      return false;
    return areEquivalent(lhs.op, rhs.op);
  }
};

/// The known ops, by value, in nested scopes: leaving a scope forgets what
/// was recorded in it (and brings back what it shadowed).
class ScopedOpTable {
public:
  /// The known op equal to `key`'s, or null.
  Operation *lookup(const OpKey &key) const { return map.lookup(key); }
  /// Records `op` under `key` in the innermost scope.
  void insert(const OpKey &key, Operation *op) {
    auto [it, inserted] = map.try_emplace(key, op);
    log.push_back({key, inserted ? nullptr : it->second});
    if (!inserted)
      it->second = op;
  }
  void pushScope() { scopeStarts.push_back(log.size()); }
  void popScope() {
    size_t start = scopeStarts.pop_back_val();
    while (log.size() > start) {
      Entry entry = log.pop_back_val();
      if (entry.shadowed)
        map[entry.key] = entry.shadowed;
      else
        map.erase(entry.key);
    }
  }
  /// Forgets everything (the table then serves a fresh isolated region).
  void clear() {
    assert(scopeStarts.empty() && "clearing a table with open scopes");
    map.clear();
    log.clear();
  }

private:
  struct Entry {
    OpKey key;
    /// What the key named before, or null.
    Operation *shadowed;
  };
  llvm::DenseMap<OpKey, Operation *, OpKeyInfo> map;
  llvm::SmallVector<Entry, 64> log;
  llvm::SmallVector<size_t, 8> scopeStarts;
};

/// Opens a scope of a table for the lifetime of the guard.
class ScopeGuard {
public:
  explicit ScopeGuard(ScopedOpTable &table) : table(table) {
    table.pushScope();
  }
  ~ScopeGuard() { table.popScope(); }
  ScopeGuard(const ScopeGuard &) = delete;
  ScopeGuard &operator=(const ScopeGuard &) = delete;

private:
  ScopedOpTable &table;
};

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

/// Classifies `op`: registered ops without effects may be merged, and so
/// may those without regions that only read. An op with regions merges only
/// when each of them has at most one block (as in mlir-opt).
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
  if (!op->isRegistered() || !onlyReads)
    return result;
  bool hasRegions = llvm::any_of(
      op->getRegions(), [](Region &region) { return !region.empty(); });
  if (!hasRegions) {
    result.kind = effects->empty() ? OpClass::EffectFree : OpClass::ReadOnly;
    return result;
  }
  bool singleBlocks = llvm::all_of(op->getRegions(), [](Region &region) {
    return region.getNumBlocks() <= 1;
  });
  if (effects->empty() && singleBlocks)
    result.kind = OpClass::EffectFree;
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
  /// Simplifies one op; success when it was merged or erased.
  LogicalResult simplifyOperation(ScopedOpTable &table, Operation *op);
  /// Simplifies the ops of one block; nested regions first, each with its
  /// own walk.
  void simplifyBlock(ScopedOpTable &table, Block *block);
  void simplifyRegion(ScopedOpTable &table, Region &region);

  DominanceInfo &domInfo;
  /// The tables of the isolated regions being simplified, innermost last:
  /// `tables[depth]` serves the regions at that depth of isolation (kept
  /// to reuse their memory).
  std::vector<std::unique_ptr<ScopedOpTable>> tables;
  unsigned isolationDepth = 0;
  /// Read-only ops in the tables, with the write epoch of their block when
  /// they were recorded; `writeEpoch` grows at each op that may write.
  llvm::DenseMap<Operation *, uint64_t> readEpochs;
  uint64_t writeEpoch = 0;
};
} // namespace

LogicalResult CSEDriver::simplifyOperation(ScopedOpTable &table,
                                           Operation *op) {
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
  OpKey key{op, computeOpHash(op)};
  Operation *existing = table.lookup(key);
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
  table.insert(key, op);
  if (opClass.kind == OpClass::ReadOnly)
    readEpochs[op] = writeEpoch;
  return failure();
}

void CSEDriver::simplifyBlock(ScopedOpTable &table, Block *block) {
  for (Operation &op : *block) {
    if (op.getNumRegions() != 0) {
      if (mightBeIsolated(&op)) {
        // A fresh table: nothing from outside is visible inside.
        if (++isolationDepth == tables.size())
          tables.push_back(std::make_unique<ScopedOpTable>());
        ScopedOpTable &fresh = *tables[isolationDepth];
        fresh.clear();
        for (Region &region : op.getRegions())
          simplifyRegion(fresh, region);
        --isolationDepth;
      } else {
        for (Region &region : op.getRegions())
          simplifyRegion(table, region);
      }
    }
    (void)simplifyOperation(table, &op);
  }
}

void CSEDriver::simplifyRegion(ScopedOpTable &table, Region &region) {
  if (region.empty())
    return;
  if (region.hasOneBlock()) {
    ScopeGuard scope(table);
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
  };
  auto &tree = domInfo.getDomTree(&region);
  llvm::SmallVector<Frame, 8> stack;
  Node *rootNode = tree.getRootNode();
  stack.push_back({rootNode, rootNode->begin()});
  table.pushScope();
  simplifyBlock(table, rootNode->getBlock());
  while (!stack.empty()) {
    Frame &frame = stack.back();
    if (frame.next == frame.node->end()) {
      stack.pop_back();
      table.popScope();
      continue;
    }
    Node *child = *frame.next++;
    stack.push_back({child, child->begin()});
    table.pushScope();
    simplifyBlock(table, child->getBlock());
  }
}

void CSEDriver::run(Operation *root) {
  tables.push_back(std::make_unique<ScopedOpTable>());
  for (Region &region : root->getRegions())
    simplifyRegion(*tables.front(), region);
}

void CSEPass::runOnOperation() {
  DominanceInfo &domInfo = getAnalysis<DominanceInfo>();
  CSEDriver driver(domInfo);
  driver.run(getOperation());
  // Nested regions are simplified before the ops that hold them, so an op
  // to erase comes after every op to erase nested in it.
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
