//===- RemoveDeadValues.cpp - Remove values nothing needs -----------------===//
//
// `remove-dead-values` removes what a liveness analysis finds useless, as
// mlir-opt 19 does:
//  - effect-free ops none of whose results is live;
//  - the dead arguments of private functions whose callers are all known
//    calls (with the matching call operands), and the results that no
//    caller uses (with the matching return operands and call results);
//  - the unused results of region branch ops (scf.if, scf.for, scf.while,
//    ...), the region arguments, forwarded operands and yielded values tied
//    to them, or the whole op when it has no effects and no live result.
//
// Like mlir-opt 19 it refuses IR with branch ops (BranchOpInterface),
// symbols that are not functions, or ops other than calls that name a
// symbol: it reports an error on the first one and leaves the IR as it is
// (the pass does not fail, as in mlir-opt).
//
// Executability. Only code that may run is analysed: a public function's
// body, a private function's body once an analysed call reaches it, the
// regions a region branch op may enter (constant operands rule some out)
// and the regions they may pass control to. Values of code never reached
// are treated as live, so that code is left as it is.
//
// Liveness, computed backwards to a fixpoint. A value is live when
//  - an op with memory effects uses it, or an op with a live result does;
//  - a call passes it to a live argument of the callee, or a call whose
//    callee has no body (or cannot be found) uses it;
//  - a function returns it and some analysed call's matching result is
//    live, or not all of the function's callers are known (it is public);
//  - it is forwarded (entering a region branch op or leaving one of its
//    regions) to a live region argument or result;
//  - it is a non-forwarded operand (a condition, a loop bound) of a region
//    branch op or of one of its region terminators, and the op has a live
//    result or something in its regions has memory effects;
//  - a terminator of an op with regions that is neither a function nor a
//    region branch op uses it.
// Region arguments that receive no forwarded value (loop induction
// variables) are always kept. (mlir-opt 19 erases an unused induction
// variable of `scf.for` and leaves invalid IR; Assay keeps it.)
//
//===----------------------------------------------------------------------===//
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"
#include "ir/Region.h"
#include "ir/SideEffects.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/transforms/Passes.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The positions [first, first + count) as a list.
static llvm::SmallVector<unsigned, 4> positions(OperandPositions range) {
  llvm::SmallVector<unsigned, 4> out;
  for (unsigned i = 0; i < range.second; ++i)
    out.push_back(range.first + i);
  return out;
}

/// Whether `op` is a function this pass knows how to rewrite: a callable
/// symbol whose `function_type` is a FunctionType.
static bool isFunctionLike(Operation *op) {
  const auto *callable = op->getName().getInterface<CallableOpInterface>();
  if (!callable || !callable->getCallableRegion ||
      !op->hasTrait(OpTrait::Symbol))
    return false;
  auto type =
      llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr("function_type"));
  return type && llvm::isa<FunctionType>(type.getValue());
}

/// The body of a callable, or null for a declaration.
static Region *getCallableBody(Operation *op) {
  const auto *callable = op->getName().getInterface<CallableOpInterface>();
  if (!callable || !callable->getCallableRegion)
    return nullptr;
  Region *body = callable->getCallableRegion(op);
  return body && !body->empty() ? body : nullptr;
}

/// The call interface of `op`, or null.
static const CallOpInterface *getCallInterface(Operation *op) {
  const auto *iface = op->getName().getInterface<CallOpInterface>();
  return iface && iface->getArgOperands ? iface : nullptr;
}

/// The op a call calls, or null.
static Operation *resolveCallee(Operation *call, const CallOpInterface &iface) {
  if (!iface.getCalleeSymbol)
    return nullptr;
  auto ref = llvm::dyn_cast_or_null<SymbolRefAttr>(iface.getCalleeSymbol(call));
  if (!ref)
    return nullptr;
  return SymbolTable::lookupNearestSymbolFrom(call, ref);
}

/// Whether `attr` is or holds a symbol reference.
static bool holdsSymbolRef(Attribute attr) {
  llvm::SmallVector<Attribute, 8> worklist{attr};
  while (!worklist.empty()) {
    Attribute current = worklist.pop_back_val();
    if (llvm::isa<SymbolRefAttr>(current))
      return true;
    if (auto array = llvm::dyn_cast<ArrayAttr>(current))
      worklist.append(array.begin(), array.end());
    else if (auto dict = llvm::dyn_cast<DictionaryAttr>(current))
      for (const NamedAttribute &named : dict.getValue())
        worklist.push_back(named.getValue());
  }
  return false;
}

/// Whether `op` names a symbol without being a call or a constant (the ops
/// mlir-opt 19 counts as symbol users).
static bool isNonCallSymbolUser(Operation *op) {
  if (!op->isRegistered() || getCallInterface(op) ||
      op->hasTrait(OpTrait::ConstantLike) || op->hasTrait(OpTrait::Symbol))
    return false;
  if (Attribute props = op->getPropertiesAttr(); props && holdsSymbolRef(props))
    return true;
  for (const NamedAttribute &named : op->getAttrs())
    if (holdsSymbolRef(named.getValue()))
      return true;
  return false;
}

/// Sets inherent attribute `name` of `op` (a property when the op keeps
/// its properties as a dictionary); a null `value` removes it.
static void setInherentAttr(Operation *op, llvm::StringRef name,
                            Attribute value) {
  auto dict = llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr());
  if (!dict) {
    if (value)
      op->setAttr(name, value);
    else
      op->removeAttr(name);
    return;
  }
  NamedAttrList list(dict);
  if (value)
    list.set(name, value);
  else
    list.erase(name);
  op->setPropertiesAttr(list.getDictionary(op->getContext()));
}

/// Removes the entries of array attribute `name` of `op` marked in `erase`.
static void eraseArrayEntries(Operation *op, llvm::StringRef name,
                              const llvm::BitVector &erase) {
  auto array = llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr(name));
  if (!array || array.size() != erase.size())
    return;
  llvm::SmallVector<Attribute, 4> kept;
  for (unsigned i = 0; i < array.size(); ++i)
    if (!erase[i])
      kept.push_back(array[i]);
  setInherentAttr(op, name,
                  kept.empty()
                      ? Attribute()
                      : Attribute(ArrayAttr::get(op->getContext(), kept)));
}

/// Erases the operands of `op` marked in `erase`, last first.
static void eraseOperands(Operation *op, const llvm::BitVector &erase) {
  for (int i = erase.size() - 1; i >= 0; --i)
    if (erase[i])
      op->eraseOperand(i);
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

namespace {
class DeadValueAnalysis {
public:
  explicit DeadValueAnalysis(Operation *root) : root(root) {}

  /// Finds the code that may run and the live values.
  void run();

  /// Whether `v` may be needed: live, or not analysed.
  bool isNeeded(Value v) const {
    return !known.contains(v) || live.contains(v);
  }
  /// Whether the callers of `func` are all known calls.
  bool hasKnownCallers(Operation *func) const {
    return !unknownCallers.contains(func);
  }
  /// Whether `op` sits in analysed code.
  bool isExecutable(Operation *op) const {
    return op->getBlock() && executable.contains(op->getBlock());
  }
  /// Carries the facts about `from` over to `to` (an op rebuilt).
  void copyFacts(Value from, Value to) {
    if (known.contains(from))
      known.insert(to);
    if (live.contains(from))
      live.insert(to);
  }

private:
  void markExecutable(Region &region);
  void findExecutableCode();
  void collectCallers();
  bool markLive(Value v) { return live.insert(v).second; }
  /// Applies the liveness rules of `op` once; true if something changed.
  bool visit(Operation *op);
  bool visitRegionBranchOp(Operation *op, const RegionBranchOpInterface &iface);
  bool visitRegionTerminator(Operation *term, Operation *parent,
                             const RegionBranchOpInterface &iface);
  bool visitReturn(Operation *term, Operation *func);
  bool visitCall(Operation *call, Operation *callee,
                 const CallOpInterface &iface);
  /// Whether a non-forwarded operand of region branch op `op` (or of its
  /// terminators) matters.
  bool controlMatters(Operation *op);

  Operation *root;
  llvm::DenseSet<Block *> executable;
  llvm::SmallVector<Block *, 16> blockWorklist;
  /// The analysed ops, in program order.
  llvm::SmallVector<Operation *, 64> ops;
  llvm::DenseSet<Value> known;
  llvm::DenseSet<Value> live;
  /// Analysed calls of each function.
  llvm::DenseMap<Operation *, llvm::SmallVector<Operation *, 4>> callers;
  llvm::DenseSet<Operation *> unknownCallers;
};
} // namespace

void DeadValueAnalysis::markExecutable(Region &region) {
  if (region.empty())
    return;
  Block *entry = &region.front();
  if (executable.insert(entry).second)
    blockWorklist.push_back(entry);
}

void DeadValueAnalysis::findExecutableCode() {
  for (Region &region : root->getRegions())
    markExecutable(region);
  while (!blockWorklist.empty()) {
    Block *block = blockWorklist.pop_back_val();
    for (Operation &op : *block) {
      ops.push_back(&op);
      for (Value result : op.getResults())
        known.insert(result);
      if (op.getNumRegions() == 0)
        continue;
      if (isFunctionLike(&op)) {
        // A body runs when its callers are unknown (a public function) or
        // when an analysed call reaches it.
        if (unknownCallers.contains(&op))
          if (Region *body = getCallableBody(&op)) {
            markExecutable(*body);
            for (BlockArgument arg : body->front().getArguments())
              known.insert(arg);
          }
        continue;
      }
      const RegionBranchOpInterface *branch = getRegionBranchOpInterface(&op);
      if (!branch) {
        for (Region &region : op.getRegions())
          markExecutable(region);
        continue;
      }
      llvm::SmallVector<Attribute, 4> constants;
      for (Value operand : op.getOperands()) {
        Attribute value;
        constants.push_back(matchConstant(operand, &value) ? value
                                                           : Attribute());
      }
      llvm::SmallVector<RegionSuccessor, 4> successors;
      branch->getEntrySuccessors(&op, constants, successors);
      // Regions reach further regions; follow them all.
      llvm::SmallVector<Region *, 4> regionWorklist;
      llvm::DenseSet<Region *> seen;
      for (const RegionSuccessor &successor : successors)
        if (successor.region && seen.insert(successor.region).second)
          regionWorklist.push_back(successor.region);
      while (!regionWorklist.empty()) {
        Region *region = regionWorklist.pop_back_val();
        markExecutable(*region);
        if (!branch->getSuccessorsFromRegion)
          continue;
        llvm::SmallVector<RegionSuccessor, 4> next;
        branch->getSuccessorsFromRegion(&op, region->getRegionNumber(), next);
        for (const RegionSuccessor &successor : next)
          if (successor.region && seen.insert(successor.region).second)
            regionWorklist.push_back(successor.region);
      }
    }
    // Calls in this block make their callees' bodies run.
    for (Operation &op : *block) {
      const CallOpInterface *call = getCallInterface(&op);
      if (!call)
        continue;
      Operation *callee = resolveCallee(&op, *call);
      if (!callee || !isFunctionLike(callee))
        continue;
      callers[callee].push_back(&op);
      if (Region *body = getCallableBody(callee)) {
        markExecutable(*body);
        for (BlockArgument arg : body->front().getArguments())
          known.insert(arg);
      }
    }
  }
}

void DeadValueAnalysis::collectCallers() {
  // A function's callers are all known when it is not public and every
  // reference to it is a call.
  root->walk([&](Operation *op) {
    if (op == root || !isFunctionLike(op))
      return;
    if (SymbolTable::getSymbolVisibility(op) ==
        SymbolTable::Visibility::Public) {
      unknownCallers.insert(op);
      return;
    }
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(op, root);
    if (!uses) {
      unknownCallers.insert(op);
      return;
    }
    for (const SymbolTable::SymbolUse &use : *uses)
      if (!getCallInterface(use.getUser())) {
        unknownCallers.insert(op);
        return;
      }
  });
}

bool DeadValueAnalysis::controlMatters(Operation *op) {
  for (Value result : op->getResults())
    if (live.contains(result))
      return true;
  return !isMemoryEffectFree(op);
}

bool DeadValueAnalysis::visitRegionBranchOp(
    Operation *op, const RegionBranchOpInterface &iface) {
  bool changed = false;
  llvm::BitVector forwarded(op->getNumOperands());
  llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
  llvm::SmallVector<RegionSuccessor, 4> successors;
  iface.getEntrySuccessors(op, noConstants, successors);
  for (const RegionSuccessor &successor : successors) {
    if (!iface.getEntrySuccessorOperands)
      continue;
    llvm::SmallVector<unsigned, 4> operands =
        positions(iface.getEntrySuccessorOperands(op, successor));
    llvm::SmallVector<Value, 4> inputs = successor.getInputs(op);
    for (unsigned i = 0; i < operands.size() && i < inputs.size(); ++i) {
      forwarded.set(operands[i]);
      if (isNeeded(inputs[i]))
        changed |= markLive(op->getOperand(operands[i]));
    }
  }
  if (forwarded.all() || !controlMatters(op))
    return changed;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    if (!forwarded[i])
      changed |= markLive(op->getOperand(i));
  return changed;
}

bool DeadValueAnalysis::visitRegionTerminator(
    Operation *term, Operation *parent, const RegionBranchOpInterface &iface) {
  const RegionBranchTerminatorInterface *termIface =
      getRegionBranchTerminatorInterface(term);
  bool changed = false;
  if (!termIface || !iface.getSuccessorsFromRegion) {
    for (Value operand : term->getOperands())
      changed |= markLive(operand);
    return changed;
  }
  llvm::BitVector forwarded(term->getNumOperands());
  llvm::SmallVector<RegionSuccessor, 4> successors;
  iface.getSuccessorsFromRegion(
      parent, term->getParentRegion()->getRegionNumber(), successors);
  for (const RegionSuccessor &successor : successors) {
    llvm::SmallVector<unsigned, 4> operands =
        positions(termIface->getSuccessorOperands(term, successor));
    llvm::SmallVector<Value, 4> inputs = successor.getInputs(parent);
    for (unsigned i = 0; i < operands.size() && i < inputs.size(); ++i) {
      forwarded.set(operands[i]);
      if (isNeeded(inputs[i]))
        changed |= markLive(term->getOperand(operands[i]));
    }
  }
  if (forwarded.all() || (!controlMatters(parent) && isMemoryEffectFree(term)))
    return changed;
  for (unsigned i = 0; i < term->getNumOperands(); ++i)
    if (!forwarded[i])
      changed |= markLive(term->getOperand(i));
  return changed;
}

bool DeadValueAnalysis::visitReturn(Operation *term, Operation *func) {
  bool changed = false;
  for (unsigned i = 0; i < term->getNumOperands(); ++i) {
    bool needed = unknownCallers.contains(func);
    if (!needed)
      for (Operation *call : callers.lookup(func))
        if (i < call->getNumResults() && isNeeded(call->getResult(i))) {
          needed = true;
          break;
        }
    if (needed)
      changed |= markLive(term->getOperand(i));
  }
  return changed;
}

bool DeadValueAnalysis::visitCall(Operation *call, Operation *callee,
                                  const CallOpInterface &iface) {
  bool changed = false;
  Region *body = callee ? getCallableBody(callee) : nullptr;
  llvm::SmallVector<unsigned, 4> args = positions(iface.getArgOperands(call));
  llvm::BitVector forwarded(call->getNumOperands());
  if (body && isFunctionLike(callee)) {
    Block &entry = body->front();
    for (unsigned i = 0; i < args.size() && i < entry.getNumArguments(); ++i) {
      forwarded.set(args[i]);
      if (isNeeded(entry.getArgument(i)))
        changed |= markLive(call->getOperand(args[i]));
    }
  }
  for (unsigned i = 0; i < call->getNumOperands(); ++i)
    if (!forwarded[i])
      changed |= markLive(call->getOperand(i));
  return changed;
}

bool DeadValueAnalysis::visit(Operation *op) {
  if (const RegionBranchOpInterface *branch = getRegionBranchOpInterface(op))
    return visitRegionBranchOp(op, *branch);
  if (const CallOpInterface *call = getCallInterface(op))
    return visitCall(op, resolveCallee(op, *call), *call);
  if (op->hasTrait(OpTrait::Terminator) && op->getNumSuccessors() == 0) {
    Operation *parent = op->getParentOp();
    if (parent && isFunctionLike(parent))
      return visitReturn(op, parent);
    if (parent)
      if (const RegionBranchOpInterface *branch =
              getRegionBranchOpInterface(parent))
        return visitRegionTerminator(op, parent, *branch);
    // A terminator of another op with regions (memref.generic_atomic_rmw,
    // memref.alloca_scope) passes its operands somewhere this analysis
    // cannot see: they are live.
    bool changed = false;
    for (Value operand : op->getOperands())
      changed |= markLive(operand);
    return changed;
  }
  bool needed = !isMemoryEffectFree(op);
  for (Value result : op->getResults())
    needed |= live.contains(result);
  bool changed = false;
  if (needed)
    for (Value operand : op->getOperands())
      changed |= markLive(operand);
  return changed;
}

void DeadValueAnalysis::run() {
  collectCallers();
  findExecutableCode();
  // Region arguments receiving forwarded values are analysed; the others
  // (induction variables) stay unknown, hence kept.
  for (Operation *op : ops) {
    const RegionBranchOpInterface *branch = getRegionBranchOpInterface(op);
    if (!branch)
      continue;
    auto addInputs = [&](llvm::ArrayRef<RegionSuccessor> successors) {
      for (const RegionSuccessor &successor : successors)
        if (successor.region && executable.contains(&successor.region->front()))
          for (Value input : successor.getInputs(op))
            known.insert(input);
    };
    llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
    llvm::SmallVector<RegionSuccessor, 4> successors;
    branch->getEntrySuccessors(op, noConstants, successors);
    addInputs(successors);
    if (branch->getSuccessorsFromRegion)
      for (Region &region : op->getRegions()) {
        successors.clear();
        branch->getSuccessorsFromRegion(op, region.getRegionNumber(),
                                        successors);
        addInputs(successors);
      }
  }
  // Backwards to a fixpoint.
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation *op : llvm::reverse(ops))
      changed |= visit(op);
  }
}

//===----------------------------------------------------------------------===//
// Removal
//===----------------------------------------------------------------------===//

namespace {
class DeadValueRemover {
public:
  DeadValueRemover(Operation *root, DeadValueAnalysis &analysis)
      : root(root), analysis(analysis) {}

  void run();

private:
  void cleanFunction(Operation *func);
  void cleanRegionBranchOp(Operation *op, const RegionBranchOpInterface &iface);
  void cleanSimpleOp(Operation *op);
  /// Rebuilds `op` without the results marked in `erase` (their uses are
  /// dropped); returns the new op.
  Operation *eraseResults(Operation *op, const llvm::BitVector &erase);
  bool hasNeededResult(Operation *op) const {
    for (Value result : op->getResults())
      if (analysis.isNeeded(result))
        return true;
    return false;
  }

  Operation *root;
  DeadValueAnalysis &analysis;
  /// Ops erased or created during the walk: their list entries are stale or
  /// already handled.
  llvm::DenseSet<Operation *> touched;
};
} // namespace

Operation *DeadValueRemover::eraseResults(Operation *op,
                                          const llvm::BitVector &erase) {
  if (erase.none())
    return op;
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(llvm::SmallVector<Value, 4>(op->getOperands()));
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    if (!erase[i])
      state.addTypes(op->getResult(i).getType());
  state.addAttributes(op->getAttrs());
  state.properties = op->getPropertiesAttr();
  state.addSuccessors(op->getSuccessors());
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    state.addRegion();
  Operation *newOp = Operation::create(state);
  op->getBlock()->insert(Block::iterator(op), newOp);
  for (unsigned i = 0; i < op->getNumRegions(); ++i)
    newOp->getRegion(i).takeBody(op->getRegion(i));
  unsigned next = 0;
  for (unsigned i = 0; i < op->getNumResults(); ++i) {
    Value oldResult = op->getResult(i);
    if (erase[i]) {
      oldResult.dropAllUses();
      continue;
    }
    Value newResult = newOp->getResult(next++);
    analysis.copyFacts(oldResult, newResult);
    oldResult.replaceAllUsesWith(newResult);
  }
  touched.insert(op);
  touched.insert(newOp);
  op->erase();
  return newOp;
}

void DeadValueRemover::cleanSimpleOp(Operation *op) {
  if (!isMemoryEffectFree(op) || hasNeededResult(op))
    return;
  op->dropAllUses();
  touched.insert(op);
  op->erase();
}

void DeadValueRemover::cleanFunction(Operation *func) {
  if (SymbolTable::getSymbolVisibility(func) ==
          SymbolTable::Visibility::Public ||
      !analysis.hasKnownCallers(func))
    return;
  Region *body = getCallableBody(func);
  if (!body)
    return;
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(func, root);
  if (!uses)
    return;
  llvm::SmallVector<Operation *, 4> calls;
  for (const SymbolTable::SymbolUse &use : *uses)
    calls.push_back(use.getUser());
  auto type = llvm::cast<FunctionType>(
      llvm::cast<TypeAttr>(func->getInherentAttr("function_type")).getValue());

  // Dead arguments, with the call operands passed to them.
  Block &entry = body->front();
  llvm::BitVector deadArgs(entry.getNumArguments());
  for (BlockArgument arg : entry.getArguments())
    if (!analysis.isNeeded(arg))
      deadArgs.set(arg.getArgNumber());
  for (int i = deadArgs.size() - 1; i >= 0; --i)
    if (deadArgs[i]) {
      entry.getArgument(i).dropAllUses();
      entry.eraseArgument(i);
    }
  for (Operation *call : calls) {
    const CallOpInterface *iface = getCallInterface(call);
    llvm::SmallVector<unsigned, 4> args =
        positions(iface->getArgOperands(call));
    llvm::BitVector eraseOps(call->getNumOperands());
    for (unsigned i = 0; i < args.size() && i < deadArgs.size(); ++i)
      if (deadArgs[i])
        eraseOps.set(args[i]);
    eraseOperands(call, eraseOps);
  }

  // Results no caller needs, with the returned values and call results.
  unsigned numResults = type.getNumResults();
  llvm::BitVector deadResults(numResults, true);
  for (Operation *call : calls)
    for (unsigned i = 0; i < numResults && i < call->getNumResults(); ++i)
      if (analysis.isNeeded(call->getResult(i)))
        deadResults.reset(i);
  for (Block &block : *body) {
    if (block.empty())
      continue;
    Operation *term = &block.back();
    if (term->hasTrait(OpTrait::Terminator) &&
        term->getNumOperands() == numResults)
      eraseOperands(term, deadResults);
  }

  llvm::SmallVector<Type, 4> inputs, results;
  for (unsigned i = 0; i < type.getNumInputs(); ++i)
    if (i >= deadArgs.size() || !deadArgs[i])
      inputs.push_back(type.getInput(i));
  for (unsigned i = 0; i < numResults; ++i)
    if (!deadResults[i])
      results.push_back(type.getResult(i));
  setInherentAttr(
      func, "function_type",
      TypeAttr::get(FunctionType::get(func->getContext(), inputs, results)));
  eraseArrayEntries(func, "arg_attrs", deadArgs);
  eraseArrayEntries(func, "res_attrs", deadResults);

  for (Operation *call : calls) {
    llvm::BitVector eraseRes(call->getNumResults());
    for (unsigned i = 0; i < numResults && i < call->getNumResults(); ++i)
      if (deadResults[i])
        eraseRes.set(i);
    eraseResults(call, eraseRes);
  }
}

void DeadValueRemover::cleanRegionBranchOp(
    Operation *op, const RegionBranchOpInterface &iface) {
  if (isMemoryEffectFree(op) && !hasNeededResult(op)) {
    op->dropAllUses();
    touched.insert(op);
    op->erase();
    return;
  }
  // Ops whose operands come in segments, and ops outside analysed code,
  // stay as they are.
  if (!analysis.isExecutable(op) ||
      op->getInherentAttr("operandSegmentSizes") ||
      !iface.getEntrySuccessorOperands || !iface.getSuccessorsFromRegion)
    return;

  // The values to keep: live results and region arguments, non-forwarded
  // operands; then everything tied to a kept value through forwarding, to
  // a fixpoint, so forwarded operands, region arguments, yielded values
  // and results stay aligned.
  llvm::BitVector keepResults(op->getNumResults());
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    keepResults[i] = analysis.isNeeded(op->getResult(i));
  llvm::DenseMap<Region *, llvm::BitVector> keepArgs;
  for (Region &region : op->getRegions()) {
    llvm::BitVector &keep = keepArgs[&region];
    if (region.empty())
      continue;
    keep.resize(region.front().getNumArguments());
    for (BlockArgument arg : region.front().getArguments())
      keep[arg.getArgNumber()] = analysis.isNeeded(arg);
  }
  llvm::BitVector keepOperands(op->getNumOperands(), true);
  llvm::DenseMap<Operation *, llvm::BitVector> keepTermOperands;

  // One forwarding: `owner`'s operand `pos` goes to `input`.
  struct Edge {
    Operation *owner;
    unsigned pos;
    Region *region; // null: result `index` of op
    unsigned index;
  };
  llvm::SmallVector<Edge, 16> edges;
  auto addEdges = [&](Operation *owner, llvm::ArrayRef<unsigned> operands,
                      const RegionSuccessor &successor) {
    for (unsigned i = 0; i < operands.size() && i < successor.numInputs; ++i)
      edges.push_back(
          {owner, operands[i], successor.region, successor.inputsBegin + i});
  };
  llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
  llvm::SmallVector<RegionSuccessor, 4> successors;
  iface.getEntrySuccessors(op, noConstants, successors);
  for (const RegionSuccessor &successor : successors) {
    llvm::SmallVector<unsigned, 4> operands =
        positions(iface.getEntrySuccessorOperands(op, successor));
    for (unsigned pos : operands)
      keepOperands.reset(pos);
    addEdges(op, operands, successor);
  }
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    Operation *term = &region.front().back();
    const RegionBranchTerminatorInterface *termIface =
        getRegionBranchTerminatorInterface(term);
    if (!termIface)
      return; // cannot tell what the terminator forwards
    llvm::BitVector &keep = keepTermOperands[term];
    keep.resize(term->getNumOperands(), true);
    successors.clear();
    iface.getSuccessorsFromRegion(op, region.getRegionNumber(), successors);
    for (const RegionSuccessor &successor : successors) {
      llvm::SmallVector<unsigned, 4> operands =
          positions(termIface->getSuccessorOperands(term, successor));
      for (unsigned pos : operands)
        keep.reset(pos);
      addEdges(term, operands, successor);
    }
  }
  auto inputKept = [&](const Edge &edge) -> llvm::BitVector::reference {
    if (edge.region)
      return keepArgs[edge.region][edge.index];
    return keepResults[edge.index];
  };
  auto operandKept = [&](const Edge &edge) -> llvm::BitVector::reference {
    if (edge.owner == op)
      return keepOperands[edge.pos];
    return keepTermOperands[edge.owner][edge.pos];
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const Edge &edge : edges) {
      bool input = inputKept(edge), operand = operandKept(edge);
      if (input == operand)
        continue;
      inputKept(edge) = true;
      operandKept(edge) = true;
      changed = true;
    }
  }

  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    llvm::BitVector &keep = keepArgs[&region];
    Block &entry = region.front();
    for (int i = entry.getNumArguments() - 1; i >= 0; --i)
      if (!keep[i]) {
        entry.getArgument(i).dropAllUses();
        entry.eraseArgument(i);
      }
    Operation *term = &entry.back();
    eraseOperands(term, keepTermOperands[term].flip());
  }
  eraseOperands(op, keepOperands.flip());
  eraseResults(op, keepResults.flip());
}

void DeadValueRemover::run() {
  llvm::SmallVector<Operation *, 64> postOrder;
  root->walk([&](Operation *op) {
    if (op != root)
      postOrder.push_back(op);
  });
  for (Operation *op : postOrder) {
    if (touched.contains(op))
      continue;
    if (isFunctionLike(op)) {
      cleanFunction(op);
      continue;
    }
    if (const RegionBranchOpInterface *branch =
            getRegionBranchOpInterface(op)) {
      cleanRegionBranchOp(op, *branch);
      continue;
    }
    if (op->hasTrait(OpTrait::Terminator) || getCallInterface(op))
      continue;
    cleanSimpleOp(op);
  }
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// The first op (in post-order) that the pass cannot handle, or null.
static Operation *findUnsupportedOp(Operation *root) {
  Operation *found = nullptr;
  root->walk([&](Operation *op) {
    if (op == root)
      return WalkResult::advance();
    if (getBranchOpInterface(op) ||
        (op->hasTrait(OpTrait::Symbol) && !isFunctionLike(op)) ||
        isNonCallSymbolUser(op)) {
      found = op;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

namespace {
struct RemoveDeadValuesPass
    : PassWrapper<RemoveDeadValuesPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "RemoveDeadValues"; }
  llvm::StringRef getArgument() const override { return "remove-dead-values"; }
  llvm::StringRef getDescription() const override {
    return "Remove dead values";
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    if (Operation *bad = findUnsupportedOp(root)) {
      // As mlir-opt 19: an error, the IR unchanged, and no pass failure.
      bad->emitError() << "cannot optimize an IR with non-function symbol "
                          "ops, non-call symbol user ops or branch ops";
      markAllAnalysesPreserved();
      return;
    }
    DeadValueAnalysis analysis(root);
    analysis.run();
    DeadValueRemover(root, analysis).run();
  }
};
} // namespace

void assay::registerRemoveDeadValuesPass() {
  registerPass([] { return std::make_unique<RemoveDeadValuesPass>(); });
}
