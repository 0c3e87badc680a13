//===- SCCP.cpp - Sparse conditional constant propagation -----------------===//
//
// The `sccp` pass: a single fixpoint over two facts at once, as mlir-opt
// computes them. Which blocks and CFG edges may execute (a block is dead
// until an edge or its parent makes it live; a branch whose operands are
// constant takes one edge), and for each SSA value a lattice element:
// unknown (nothing reached it yet) < a constant < overdefined. Ops are
// simulated by their fold hooks given their operands' constants (never
// folded in place: the IR must not change during the analysis). Values
// flow through block arguments (BranchOpInterface), region entries and
// results (RegionBranchOpInterface and its terminators), and through calls
// into callables of the same module: the arguments of a callable whose
// call sites are all known are the join of the calls' operands, and a call
// to a callable with a body yields the join of its return operands.
//
// Then values known constant are replaced by constants materialized by
// their dialect at the top of the enclosing isolated region, and ops left
// without uses that would be trivially dead are erased. Dead blocks and
// branches are left as they are: removing them is canonicalize's job.
//
//===----------------------------------------------------------------------===//
#include "ir/Attributes.h"
#include "ir/Builder.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/FoldInterfaces.h"
#include "ir/Operation.h"
#include "ir/SideEffects.h"
#include "ir/SymbolTable.h"
#include "pass/PassRegistry.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/transforms/Passes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace assay;

namespace {
//===----------------------------------------------------------------------===//
// Lattice
//===----------------------------------------------------------------------===//

/// What is known of a value: nothing yet, a constant (with the dialect
/// that can materialize it), or that it may take several values.
struct ConstantLattice {
  enum Kind { Unknown, Constant, Overdefined };
  Kind kind = Unknown;
  Attribute value;
  Dialect *dialect = nullptr;

  static ConstantLattice overdefined() { return {Overdefined, {}, nullptr}; }
  static ConstantLattice constant(Attribute v, Dialect *d) {
    return {Constant, v, d};
  }
  bool isUnknown() const { return kind == Unknown; }
  /// The constant, or null (unknown or overdefined).
  Attribute getConstant() const { return kind == Constant ? value : nullptr; }

  /// Joins `other` in; true when this changed.
  bool join(const ConstantLattice &other) {
    if (other.kind == Unknown || kind == Overdefined)
      return false;
    if (kind == Unknown) {
      *this = other;
      return true;
    }
    if (other.kind == Constant && other.value == value)
      return false;
    *this = overdefined();
    return true;
  }
};

/// The ops that may pass control to a point, and whether others may too.
struct Predecessors {
  bool unknown = false;
  llvm::SetVector<Operation *> known;
  /// For region entries and region op results: where each known
  /// predecessor's values land.
  llvm::DenseMap<Operation *, RegionSuccessor> inputs;
};

//===----------------------------------------------------------------------===//
// Solver
//===----------------------------------------------------------------------===//

class SCCPSolver {
public:
  explicit SCCPSolver(Operation *root) : root(root) {}

  void run() {
    for (Region &region : root->getRegions()) {
      if (region.empty())
        continue;
      for (BlockArgument arg : region.front().getArguments())
        setOverdefined(arg);
    }
    initializeSymbolCallables();
    for (Region &region : root->getRegions())
      if (!region.empty())
        markBlockLive(&region.front());
    while (!opWorklist.empty() || !blockWorklist.empty()) {
      if (!blockWorklist.empty()) {
        Block *block = blockWorklist.pop_back_val();
        queuedBlocks.erase(block);
        visitBlockArguments(block);
        continue;
      }
      Operation *op = opWorklist.pop_back_val();
      queuedOps.erase(op);
      visitOperation(op);
    }
  }

  /// The constant `v` is known to hold, with the dialect to build it.
  const ConstantLattice *lookup(Value v) const {
    auto it = lattices.find(v);
    return it == lattices.end() ? nullptr : &it->second;
  }

private:
  //===--- Worklists and state -------------------------------------------===//

  void enqueue(Operation *op) {
    if (queuedOps.insert(op).second)
      opWorklist.push_back(op);
  }
  void enqueueArgs(Block *block) {
    if (block->getNumArguments() && queuedBlocks.insert(block).second)
      blockWorklist.push_back(block);
  }
  bool isLive(Block *block) const { return liveBlocks.count(block); }

  void markBlockLive(Block *block) {
    if (!liveBlocks.insert(block).second)
      return;
    enqueueArgs(block);
    for (Operation &op : *block)
      enqueue(&op);
  }
  void markEdgeLive(Block *from, Block *to) {
    if (liveEdges.insert({from, to}).second)
      enqueueArgs(to);
    markBlockLive(to);
  }

  void join(Value v, const ConstantLattice &other) {
    if (!lattices[v].join(other))
      return;
    for (OpOperand &use : v.getUses())
      enqueue(use.getOwner());
  }
  void setOverdefined(Value v) { join(v, ConstantLattice::overdefined()); }
  ConstantLattice get(Value v) const {
    auto it = lattices.find(v);
    return it == lattices.end() ? ConstantLattice() : it->second;
  }

  /// The constants of `op`'s operands, or false if one is still unknown.
  bool getOperandConstants(Operation *op,
                           llvm::SmallVectorImpl<Attribute> &out) const {
    for (Value operand : op->getOperands()) {
      ConstantLattice l = get(operand);
      if (l.isUnknown())
        return false;
      out.push_back(l.getConstant());
    }
    return true;
  }

  //===--- Calls ---------------------------------------------------------===//

  static Region *getCallableRegion(Operation *op) {
    const auto *iface = op->getName().getInterface<CallableOpInterface>();
    return iface && iface->getCallableRegion ? iface->getCallableRegion(op)
                                             : nullptr;
  }
  static bool isCallable(Operation *op) {
    return op->getName().getInterface<CallableOpInterface>() != nullptr;
  }
  static const CallOpInterface *getCallInterface(Operation *op) {
    const auto *iface = op->getName().getInterface<CallOpInterface>();
    return iface && iface->getArgOperands ? iface : nullptr;
  }

  /// The callable `call` reaches inside the analysed op, or null when it is
  /// external (a declaration, out of scope, indirect or unresolved).
  Operation *resolveInternalCallee(Operation *call) {
    const CallOpInterface *iface = getCallInterface(call);
    if (!iface->getCalleeSymbol)
      return nullptr;
    auto ref =
        llvm::dyn_cast_or_null<SymbolRefAttr>(iface->getCalleeSymbol(call));
    if (!ref)
      return nullptr;
    Operation *callee = symbols.lookupNearestSymbolFrom(call, ref);
    if (!callee || !callee->hasTrait(OpTrait::Symbol) ||
        !root->isAncestor(callee))
      return nullptr;
    if (isCallable(callee) && !getCallableRegion(callee))
      return nullptr;
    return callee;
  }

  /// Callables whose call sites may not all be seen: public ones, and
  /// those named other than as the callee of a call. A use is resolved in
  /// the table whose scope holds it, so a reference from a parent table
  /// (`@m::@f`) reaches the callable in the nested one; a table without
  /// callables of its own may still name those of nested tables.
  void initializeSymbolCallables() {
    auto walkFn = [&](Operation *table, bool allUsesVisible) {
      Region &body = table->getRegion(0);
      if (body.empty())
        return;
      for (Operation &op : body.front()) {
        if (!isCallable(&op) || !getCallableRegion(&op) ||
            !op.hasTrait(OpTrait::Symbol))
          continue;
        auto vis = SymbolTable::getSymbolVisibility(&op);
        if (vis == SymbolTable::Visibility::Public ||
            (!allUsesVisible && vis == SymbolTable::Visibility::Nested))
          callSites[&op].unknown = true;
      }
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(&body);
      if (!uses) {
        root->walk([&](Operation *op) {
          if (isCallable(op))
            callSites[op].unknown = true;
        });
        return;
      }
      for (const SymbolTable::SymbolUse &use : *uses) {
        Operation *user = use.getUser();
        const CallOpInterface *call = getCallInterface(user);
        if (call && call->getCalleeSymbol &&
            call->getCalleeSymbol(user) == use.getSymbolRef())
          continue;
        if (Operation *symbol =
                symbols.lookupSymbolIn(table, use.getSymbolRef()))
          callSites[symbol].unknown = true;
      }
    };
    SymbolTable::walkSymbolTables(root, /*allSymUsesVisible=*/!root->getBlock(),
                                  walkFn);
  }

  void visitCall(Operation *call) {
    Operation *callee = resolveInternalCallee(call);
    if (!callee) {
      callResults[call].unknown = true;
      return;
    }
    Predecessors &sites = callSites[callee];
    if (sites.known.insert(call)) {
      // The callee runs: its entry is live, and its returns reach `call`.
      if (Region *body = getCallableRegion(callee)) {
        if (!body->empty())
          markBlockLive(&body->front());
        for (Block &block : *body)
          if (isLive(&block))
            if (Operation *term = block.getTerminator())
              enqueue(term);
      }
    }
    // The arguments may have changed.
    if (Region *body = getCallableRegion(callee))
      if (!body->empty())
        enqueueArgs(&body->front());
  }

  void visitCallableTerminator(Operation *term, Operation *callable) {
    bool isReturn = term->hasTrait(OpTrait::ReturnLike);
    for (Operation *call : callSites[callable].known) {
      Predecessors &preds = callResults[call];
      if (isReturn)
        preds.known.insert(term);
      else
        preds.unknown = true;
      enqueue(call);
    }
  }

  //===--- Regions -------------------------------------------------------===//

  void addRegionPredecessor(Operation *branchOp, Operation *pred,
                            const RegionSuccessor &succ) {
    if (succ.region) {
      if (succ.region->empty())
        return;
      Block *entry = &succ.region->front();
      markBlockLive(entry);
      Predecessors &preds = regionEntryPreds[succ.region];
      if (preds.known.insert(pred))
        preds.inputs[pred] = succ;
      enqueueArgs(entry);
      return;
    }
    Predecessors &preds = resultPreds[branchOp];
    if (preds.known.insert(pred))
      preds.inputs[pred] = succ;
    // When the op itself is the predecessor, it is being visited and its
    // results are joined right after.
    if (pred != branchOp && branchOp->getNumResults())
      enqueue(branchOp);
  }

  void visitRegionBranchEntry(Operation *op,
                              const RegionBranchOpInterface *iface) {
    llvm::SmallVector<Attribute, 4> consts;
    if (!getOperandConstants(op, consts))
      return;
    llvm::SmallVector<RegionSuccessor, 2> succs;
    iface->getEntrySuccessors(op, consts, succs);
    for (const RegionSuccessor &succ : succs)
      addRegionPredecessor(op, op, succ);
  }

  void visitRegionTerminator(Operation *term, Operation *branchOp,
                             const RegionBranchOpInterface *iface) {
    llvm::SmallVector<Attribute, 4> consts;
    if (!getOperandConstants(term, consts))
      return;
    llvm::SmallVector<RegionSuccessor, 2> succs;
    if (iface->getSuccessorsFromRegion)
      iface->getSuccessorsFromRegion(
          branchOp, term->getParentRegion()->getRegionNumber(), succs);
    if (const auto *termIface = getRegionBranchTerminatorInterface(term))
      if (termIface->filterSuccessors)
        termIface->filterSuccessors(term, consts, succs);
    for (const RegionSuccessor &succ : succs)
      addRegionPredecessor(branchOp, term, succ);
  }

  /// Joins into `targets` (the op's results or a region's entry arguments)
  /// the values forwarded by each predecessor in `preds`.
  void joinRegionPredecessors(Operation *branchOp, const Predecessors &preds,
                              llvm::ArrayRef<Value> targets) {
    const auto *iface = getRegionBranchOpInterface(branchOp);
    for (Operation *pred : preds.known) {
      const RegionSuccessor &succ = preds.inputs.lookup(pred);
      OperandPositions pos{0, 0};
      bool haveOperands = false;
      if (pred == branchOp) {
        if (iface->getEntrySuccessorOperands) {
          pos = iface->getEntrySuccessorOperands(branchOp, succ);
          haveOperands = true;
        }
      } else if (const auto *termIface =
                     getRegionBranchTerminatorInterface(pred)) {
        pos = termIface->getSuccessorOperands(pred, succ);
        haveOperands = true;
      }
      if (!haveOperands) {
        for (Value v : targets)
          setOverdefined(v);
        return;
      }
      // Values the predecessor does not forward are produced by the op
      // itself (an induction variable, say): nothing is known of them.
      for (unsigned i = 0; i < targets.size(); ++i) {
        if (i < succ.inputsBegin || i >= succ.inputsBegin + succ.numInputs) {
          setOverdefined(targets[i]);
          continue;
        }
        unsigned k = i - succ.inputsBegin;
        if (k < pos.second)
          join(targets[i], get(pred->getOperand(pos.first + k)));
        else
          setOverdefined(targets[i]);
      }
    }
  }

  //===--- Blocks --------------------------------------------------------===//

  void visitBlockArguments(Block *block) {
    if (!isLive(block) || block->getNumArguments() == 0)
      return;
    llvm::SmallVector<Value, 4> args(block->getArguments().begin(),
                                     block->getArguments().end());
    if (block->isEntryBlock()) {
      Operation *parent = block->getParentOp();
      if (parent && isCallable(parent) &&
          getCallableRegion(parent) == block->getParent()) {
        Predecessors &sites = callSites[parent];
        if (sites.unknown) {
          for (Value v : args)
            setOverdefined(v);
          return;
        }
        for (Operation *call : sites.known) {
          auto [begin, count] = getCallInterface(call)->getArgOperands(call);
          for (unsigned i = 0; i < args.size() && i < count; ++i)
            join(args[i], get(call->getOperand(begin + i)));
        }
        return;
      }
      if (parent && getRegionBranchOpInterface(parent)) {
        joinRegionPredecessors(parent, regionEntryPreds[block->getParent()],
                               args);
        return;
      }
      for (Value v : args)
        setOverdefined(v);
      return;
    }
    for (BlockOperand &use : block->getUses()) {
      Operation *term = use.getOwner();
      Block *pred = term->getBlock();
      if (!liveEdges.count({pred, block}))
        continue;
      const BranchOpInterface *iface = getBranchOpInterface(term);
      if (!iface) {
        for (Value v : args)
          setOverdefined(v);
        return;
      }
      auto [begin, count] =
          iface->getSuccessorOperands(term, use.getOperandNumber());
      for (unsigned i = 0; i < args.size(); ++i) {
        if (i < count)
          join(args[i], get(term->getOperand(begin + i)));
        else
          setOverdefined(args[i]);
      }
    }
  }

  //===--- Ops -----------------------------------------------------------===//

  bool isRegionOrCallableReturn(Operation *op) const {
    Block *block = op->getBlock();
    Operation *parent = op->getParentOp();
    return block && op->getNumSuccessors() == 0 && parent &&
           (getRegionBranchOpInterface(parent) || isCallable(parent)) &&
           block->getTerminator() == op;
  }

  void visitOperation(Operation *op) {
    if (op->getBlock() && !isLive(op->getBlock()))
      return;
    visitControlFlow(op);
    if (op->getNumResults())
      visitResults(op);
  }

  void visitControlFlow(Operation *op) {
    if (getCallInterface(op))
      visitCall(op);
    if (op->getNumRegions()) {
      if (const auto *iface = getRegionBranchOpInterface(op)) {
        visitRegionBranchEntry(op, iface);
      } else if (isCallable(op)) {
        Predecessors &sites = callSites[op];
        if (sites.unknown || !sites.known.empty())
          markEntryBlocksLive(op);
      } else {
        markEntryBlocksLive(op);
      }
    }
    if (isRegionOrCallableReturn(op)) {
      Operation *parent = op->getParentOp();
      if (const auto *iface = getRegionBranchOpInterface(parent))
        visitRegionTerminator(op, parent, iface);
      else
        visitCallableTerminator(op, parent);
    }
    if (op->getNumSuccessors()) {
      Block *from = op->getBlock();
      if (const auto *iface = getBranchOpInterface(op)) {
        llvm::SmallVector<Attribute, 4> consts;
        if (!getOperandConstants(op, consts))
          return;
        Block *only = iface->getSuccessorForOperands
                          ? iface->getSuccessorForOperands(op, consts)
                          : nullptr;
        if (only) {
          markEdgeLive(from, only);
        } else {
          for (Block *succ : op->getSuccessors())
            markEdgeLive(from, succ);
        }
        // Forwarded operands may have changed.
        for (Block *succ : op->getSuccessors())
          if (liveEdges.count({from, succ}))
            enqueueArgs(succ);
      } else {
        for (Block *succ : op->getSuccessors())
          markEdgeLive(from, succ);
      }
    }
  }

  void markEntryBlocksLive(Operation *op) {
    for (Region &region : op->getRegions())
      if (!region.empty())
        markBlockLive(&region.front());
  }

  void visitResults(Operation *op) {
    llvm::SmallVector<Value, 4> results(op->getResults().begin(),
                                        op->getResults().end());
    if (getRegionBranchOpInterface(op)) {
      joinRegionPredecessors(op, resultPreds[op], results);
      return;
    }
    if (getCallInterface(op)) {
      Predecessors &preds = callResults[op];
      if (preds.unknown) {
        for (Value v : results)
          setOverdefined(v);
        return;
      }
      for (Operation *ret : preds.known)
        for (unsigned i = 0; i < results.size() && i < ret->getNumOperands();
             ++i)
          join(results[i], get(ret->getOperand(i)));
      return;
    }
    // Ops with regions cannot be simulated.
    if (op->getNumRegions()) {
      for (Value v : results)
        setOverdefined(v);
      return;
    }
    llvm::SmallVector<Attribute, 4> consts;
    if (!getOperandConstants(op, consts))
      return;
    llvm::SmallVector<OpFoldResult, 4> folded;
    if (failed(simulateFold(op, consts, folded))) {
      for (Value v : results)
        setOverdefined(v);
      return;
    }
    for (auto [result, fr] : llvm::zip_equal(results, folded)) {
      if (Attribute attr = fr.getAttribute())
        join(result, ConstantLattice::constant(attr, op->getDialect()));
      else
        join(result, get(fr.getValue()));
    }
  }

  /// Folds `op` as if its operands were `consts`, one result per op
  /// result; an in-place fold is undone and counts as a failure.
  static LogicalResult simulateFold(Operation *op,
                                    llvm::ArrayRef<Attribute> consts,
                                    llvm::SmallVectorImpl<OpFoldResult> &out) {
    const auto *iface = op->getName().getInterface<FoldInterface>();
    if (!iface || !iface->fold) {
      Attribute value;
      if (op->getNumResults() == 1 && matchConstant(op, &value)) {
        out.push_back(value);
        return success();
      }
      return failure();
    }
    llvm::SmallVector<Value, 4> operands(op->getOperands().begin(),
                                         op->getOperands().end());
    DictionaryAttr attrs = op->getAttrDictionary();
    Attribute props = op->getPropertiesAttr();
    if (failed(iface->fold(op, consts, out)))
      return failure();
    bool inPlace =
        out.empty() || llvm::all_of(llvm::enumerate(out), [&](auto it) {
          return it.value().getValue() == op->getResult(it.index());
        });
    if (inPlace) {
      op->setOperands(operands);
      op->setAttrs(attrs);
      op->setPropertiesAttr(props);
      out.clear();
      return failure();
    }
    return success(out.size() == op->getNumResults());
  }

  Operation *root;
  SymbolTableCollection symbols;
  llvm::DenseMap<Value, ConstantLattice> lattices;
  llvm::DenseSet<Block *> liveBlocks;
  llvm::DenseSet<std::pair<Block *, Block *>> liveEdges;
  /// Call sites of each callable; return ops reaching each call.
  llvm::DenseMap<Operation *, Predecessors> callSites, callResults;
  /// Predecessors of region entries, and of region ops' results.
  llvm::DenseMap<Region *, Predecessors> regionEntryPreds;
  llvm::DenseMap<Operation *, Predecessors> resultPreds;

  llvm::SmallVector<Operation *, 64> opWorklist;
  llvm::DenseSet<Operation *> queuedOps;
  llvm::SmallVector<Block *, 16> blockWorklist;
  llvm::DenseSet<Block *> queuedBlocks;
};

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

/// Replaces the uses of `value` by a constant when the solver found one.
static LogicalResult replaceWithConstant(const SCCPSolver &solver,
                                         OperationFolder &folder, Block *block,
                                         Value value) {
  const ConstantLattice *lattice = solver.lookup(value);
  if (!lattice || !lattice->getConstant())
    return failure();
  Value constant = folder.getOrCreateConstant(block, lattice->dialect,
                                              lattice->value, value.getType());
  if (!constant)
    return failure();
  value.replaceAllUsesWith(constant);
  return success();
}

/// Visits blocks depth first (the regions of an op right after its block),
/// replacing constant values and erasing the ops that become dead.
static void rewrite(const SCCPSolver &solver, Context *ctx, Operation *root) {
  OperationFolder folder(ctx);
  llvm::SmallVector<Block *, 16> worklist;
  auto addRegions = [&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : llvm::reverse(region))
        worklist.push_back(&block);
  };
  addRegions(root);
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      bool replacedAll = op.getNumResults() != 0;
      for (Value result : op.getResults())
        replacedAll &=
            succeeded(replaceWithConstant(solver, folder, block, result));
      if (replacedAll && wouldOpBeTriviallyDead(&op)) {
        op.erase();
        continue;
      }
      addRegions(&op);
    }
    for (BlockArgument arg : block->getArguments())
      (void)replaceWithConstant(solver, folder, block, arg);
  }
}

struct SCCPPass : PassWrapper<SCCPPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "SCCP"; }
  llvm::StringRef getArgument() const override { return "sccp"; }
  llvm::StringRef getDescription() const override {
    return "Sparse Conditional Constant Propagation";
  }

  void runOnOperation() override {
    Operation *op = getOperation();
    SCCPSolver solver(op);
    solver.run();
    rewrite(solver, op->getContext(), op);
  }
};
} // namespace

void assay::registerSCCPPass() {
  registerPass([] { return std::make_unique<SCCPPass>(); });
}
