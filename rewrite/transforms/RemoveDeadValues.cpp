//===- RemoveDeadValues.cpp - Remove values nothing needs -----------------===//
//
// `remove-dead-values` removes what a liveness analysis finds useless, as
// mlir-opt 19 does:
//  - effect-free ops none of whose results is live;
//  - the dead arguments of rewritable functions (with the matching call
//    operands), and the results that no call uses (with the matching return
//    operands and call results). A function is rewritable when it has a
//    body, no code outside the op the pass runs on can name it (it is
//    private, or nested in a table whose uses all lie inside), and every
//    use of it is the callee of a call. Any other function's signature is
//    fixed, so its calls keep all their operands;
//  - the unused results of region branch ops (scf.if, scf.for, scf.while,
//    ...), the region arguments, forwarded operands and yielded values tied
//    to them, or the whole op when it has no effects and no live result.
//
// Like mlir-opt 19 it refuses IR with branch ops (BranchOpInterface),
// symbols that are not functions, or ops other than calls that name a
// symbol: it reports an error on the first one and leaves the IR as it is
// (the pass does not fail, as in mlir-opt).
//
// Executability. Only code that may run is analysed: the body of a function
// that is not rewritable, a rewritable function's body once an analysed
// call reaches it, the regions a region branch op may enter (constant
// operands rule some out) and the regions they may pass control to. Code
// never reached is left as it is: its values are treated as live, and the
// values it uses are live while the analysed op holding it stays. Only the
// calls of rewritable functions in it, and the terminators of the regions
// of a region branch op, lose operands there as they do elsewhere.
//
// Liveness, computed backwards to a fixpoint over a worklist (an op is
// visited again only when a value its rule reads becomes live). A value is
// live when
//  - an op with memory effects uses it, or an op with a live result does;
//  - a call passes it to a needed argument of its rewritable callee, or
//    any other call uses it;
//  - a rewritable function returns it and some call's matching result is
//    needed; or any other function returns it;
//  - a region branch op that stays (it has effects or a live result)
//    forwards it (on entry or from one of its regions' terminators) to a
//    needed region argument or result; every value that operand reaches is
//    then kept as well, since an operand is kept or dropped with all it is
//    passed to;
//  - it is a non-forwarded operand (a condition, a loop bound) of a region
//    branch op that stays or of one of its region terminators;
//  - a terminator of an op with regions that is neither a function nor a
//    region branch op uses it.
// Region arguments that receive no forwarded value (loop induction
// variables) are always kept. (mlir-opt 19 erases an unused induction
// variable of `scf.for` and leaves invalid IR; Assay keeps it.) Whether an
// op has memory effects is decided once for every op, bottom-up, so the
// pass is linear in the size of the IR whatever its nesting.
//
// Removal changes signatures first, while every call the analysis saw is
// in place, then visits the other ops, nested ones first.
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
// Forwarding through region branch ops
//===----------------------------------------------------------------------===//

namespace {
/// One way a value moves through a region branch op: operand `pos` of
/// `owner` (the op, or the terminator of one of its regions) is passed to
/// `input` (an argument of a region's entry block, or a result of the op).
struct Forwarding {
  Operation *owner;
  unsigned pos;
  Value input;
};
} // namespace

/// Whether the remover can drop the forwarded operands, region arguments
/// and results of region branch op `op`: its operands are not grouped in
/// segments, and each region is at most one block ending in a terminator
/// that says what it forwards. The analysis treats every operand of any
/// other region branch op (and of its terminators) as non-forwarded.
static bool canPrune(Operation *op, const RegionBranchOpInterface &iface) {
  if (op->getInherentAttr("operandSegmentSizes") ||
      !iface.getEntrySuccessorOperands || !iface.getSuccessorsFromRegion)
    return false;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    if (!llvm::hasSingleElement(region) || region.front().empty() ||
        !getRegionBranchTerminatorInterface(&region.front().back()))
      return false;
  }
  return true;
}

/// Appends the forwardings out of `owner` (`op` itself, or the terminator
/// of one of its regions) of prunable region branch op `op`, every way
/// control may go (constant operands are not looked at).
static void getForwardings(Operation *op, const RegionBranchOpInterface &iface,
                           Operation *owner,
                           llvm::SmallVectorImpl<Forwarding> &out) {
  auto add = [&](OperandPositions operands, const RegionSuccessor &successor) {
    if (successor.region && successor.region->empty())
      return;
    for (unsigned i = 0; i < operands.second && i < successor.numInputs; ++i) {
      unsigned index = successor.inputsBegin + i;
      Value input = successor.region
                        ? Value(successor.region->front().getArgument(index))
                        : Value(op->getResult(index));
      out.push_back({owner, operands.first + i, input});
    }
  };
  llvm::SmallVector<RegionSuccessor, 4> successors;
  if (owner == op) {
    llvm::SmallVector<Attribute, 4> noConstants(op->getNumOperands());
    iface.getEntrySuccessors(op, noConstants, successors);
    for (const RegionSuccessor &successor : successors)
      add(iface.getEntrySuccessorOperands(op, successor), successor);
    return;
  }
  const RegionBranchTerminatorInterface *termIface =
      getRegionBranchTerminatorInterface(owner);
  iface.getSuccessorsFromRegion(op, owner->getParentRegion()->getRegionNumber(),
                                successors);
  for (const RegionSuccessor &successor : successors)
    add(termIface->getSuccessorOperands(owner, successor), successor);
}

/// Appends every forwarding of prunable region branch op `op`.
static void getAllForwardings(Operation *op,
                              const RegionBranchOpInterface &iface,
                              llvm::SmallVectorImpl<Forwarding> &out) {
  getForwardings(op, iface, op, out);
  for (Region &region : op->getRegions())
    if (!region.empty())
      getForwardings(op, iface, &region.front().back(), out);
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
  /// Whether the remover keeps region argument or result `v` of a region
  /// branch op that stays: needed, or passed the same operand as one that
  /// is (an operand is kept or dropped with all the values it reaches).
  bool isRetained(Value v) const { return isNeeded(v) || retained.contains(v); }
  /// Whether `op` has no memory effects (nested ops included).
  bool isEffectFree(Operation *op) const { return effectFree.contains(op); }
  /// Whether `op` sits in analysed code.
  bool isExecutable(Operation *op) const {
    return op->getBlock() && executable.contains(op->getBlock());
  }
  /// The functions whose signature the pass may change: those with a body
  /// whose every use is a call seen here.
  llvm::ArrayRef<Operation *> getRewritableFunctions() const {
    return rewritable;
  }
  /// Every call of rewritable function `func`.
  llvm::ArrayRef<Operation *> getCallSites(Operation *func) const {
    auto it = callSites.find(func);
    return it == callSites.end() ? llvm::ArrayRef<Operation *>()
                                 : llvm::ArrayRef<Operation *>(it->second);
  }
  /// Carries the facts about `from` over to `to`, which replaces it.
  void copyFacts(Value from, Value to) {
    setMember(known, to, known.contains(from));
    setMember(live, to, live.contains(from));
    setMember(retained, to, retained.contains(from));
  }
  void copyFacts(Operation *from, Operation *to) {
    setMember(effectFree, to, effectFree.contains(from));
  }

private:
  template <class SetT, class T>
  static void setMember(SetT &set, T key, bool member) {
    if (member)
      set.insert(key);
    else
      set.erase(key);
  }

  void collectCallSites();
  void markExecutable(Region &region);
  void enterFunction(Operation *func);
  void findExecutableCode();
  void collectDeadCodeUses();
  /// Marks `v` live and queues the ops whose rules read its liveness.
  void markLive(Value v);
  /// Marks region argument or result `v` retained and queues the forwarders
  /// of its op.
  void markRetained(Value v);
  void markOperandsLive(Operation *op) {
    for (Value operand : op->getOperands())
      markLive(operand);
  }
  void enqueue(Operation *op);
  /// Queues the terminators of the regions of `op`.
  void enqueueTerminators(Operation *op);
  bool hasLiveResult(Operation *op) const {
    return llvm::any_of(op->getResults(),
                        [&](Value v) { return live.contains(v); });
  }
  /// Whether region branch op `op` stays: it has effects or a live result.
  bool isKept(Operation *op) const {
    return !isEffectFree(op) || hasLiveResult(op);
  }
  /// Applies the liveness rules of `op`.
  void visit(Operation *op);
  void visitForwarder(Operation *owner, Operation *op,
                      const RegionBranchOpInterface &iface);
  void visitReturn(Operation *term, Operation *func);
  void visitCall(Operation *call, const CallOpInterface &iface);

  Operation *root;
  llvm::DenseSet<Operation *> effectFree;
  /// Rewritable functions, their calls, and the callee of each such call.
  llvm::SmallVector<Operation *, 8> rewritable;
  llvm::DenseMap<Operation *, llvm::SmallVector<Operation *, 4>> callSites;
  llvm::DenseMap<Operation *, Operation *> calleeOf;
  /// For each rewritable function, the results some call needs.
  llvm::DenseMap<Operation *, llvm::BitVector> neededResults;
  llvm::DenseSet<Block *> executable;
  llvm::SmallVector<Block *, 16> blockWorklist;
  /// The analysed ops, in the order found.
  llvm::SmallVector<Operation *, 64> ops;
  /// The values that code which never runs uses, by the closest enclosing
  /// analysed op: they are live as long as that op stays.
  llvm::DenseMap<Operation *, llvm::SmallVector<Value, 4>> deadCodeUses;
  /// The ops in code that never runs whose operands the remover still
  /// drops, as it does everywhere: calls of rewritable functions, and the
  /// terminators of the regions of a prunable region branch op. Their
  /// rules apply as if they ran.
  llvm::DenseSet<Operation *> deadCodeRuled;
  llvm::DenseSet<Value> known;
  llvm::DenseSet<Value> live;
  llvm::DenseSet<Value> retained;
  llvm::SmallVector<Operation *, 64> worklist;
  llvm::DenseSet<Operation *> queued;
};
} // namespace

void DeadValueAnalysis::collectCallSites() {
  // A function is a candidate when no code outside the root can name it:
  // private, or nested in a table whose uses are all in the root. It is
  // rewritable when, besides, every use of it is the callee of a call.
  llvm::SmallVector<Operation *, 8> candidates;
  llvm::DenseSet<Operation *> otherUse;
  bool usesUnknown = false;
  SymbolTableCollection tables;
  SymbolTable::walkSymbolTables(
      root, /*allSymUsesVisible=*/!root->getBlock(),
      [&](Operation *table, bool allUsesVisible) {
        if (table->getNumRegions() != 1 || table->getRegion(0).empty())
          return;
        for (Operation &op : table->getRegion(0).front()) {
          if (!isFunctionLike(&op) || !getCallableBody(&op))
            continue;
          SymbolTable::Visibility vis = SymbolTable::getSymbolVisibility(&op);
          if (vis == SymbolTable::Visibility::Private ||
              (vis == SymbolTable::Visibility::Nested && allUsesVisible))
            candidates.push_back(&op);
        }
        std::optional<SymbolTable::UseRange> uses =
            SymbolTable::getSymbolUses(&table->getRegion(0));
        if (!uses) {
          usesUnknown = true;
          return;
        }
        for (const SymbolTable::SymbolUse &use : *uses) {
          Operation *symbol = tables.lookupSymbolIn(table, use.getSymbolRef());
          if (!symbol)
            continue;
          Operation *user = use.getUser();
          const CallOpInterface *call = getCallInterface(user);
          if (call && call->getCalleeSymbol &&
              call->getCalleeSymbol(user) == use.getSymbolRef() &&
              calleeOf.try_emplace(user, symbol).second) {
            callSites[symbol].push_back(user);
            continue;
          }
          otherUse.insert(symbol);
        }
      });
  llvm::DenseSet<Operation *> keep;
  if (!usesUnknown)
    for (Operation *func : candidates)
      if (!otherUse.contains(func) && keep.insert(func).second)
        rewritable.push_back(func);
  // The calls of the other functions are opaque.
  llvm::DenseMap<Operation *, llvm::SmallVector<Operation *, 4>> kept;
  for (Operation *func : rewritable)
    kept[func] = std::move(callSites[func]);
  callSites = std::move(kept);
  llvm::DenseMap<Operation *, Operation *> keptCallees;
  for (auto [call, callee] : calleeOf)
    if (keep.contains(callee))
      keptCallees[call] = callee;
  calleeOf = std::move(keptCallees);
}

void DeadValueAnalysis::markExecutable(Region &region) {
  if (region.empty())
    return;
  Block *entry = &region.front();
  if (executable.insert(entry).second)
    blockWorklist.push_back(entry);
}

void DeadValueAnalysis::enterFunction(Operation *func) {
  Region *body = getCallableBody(func);
  if (!body || executable.contains(&body->front()))
    return;
  markExecutable(*body);
  for (BlockArgument arg : body->front().getArguments())
    known.insert(arg);
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
      // A rewritable function's body runs when an analysed call reaches it;
      // any other function's body may run whenever.
      if (Operation *callee = calleeOf.lookup(&op))
        enterFunction(callee);
      if (op.getNumRegions() == 0)
        continue;
      if (isFunctionLike(&op)) {
        if (!callSites.contains(&op))
          enterFunction(&op);
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
  }
}

void DeadValueAnalysis::collectDeadCodeUses() {
  // Each block that never runs is walked once, from the analysed op whose
  // region holds it.
  for (Operation *op : ops) {
    const RegionBranchOpInterface *branch = getRegionBranchOpInterface(op);
    bool prunable = branch && canPrune(op, *branch);
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        if (executable.contains(&block))
          continue;
        llvm::SmallVector<Value, 4> &uses = deadCodeUses[op];
        for (Operation &nested : block)
          nested.walk([&](Operation *user) {
            if (calleeOf.contains(user) ||
                (prunable && user == &block.back())) {
              deadCodeRuled.insert(user);
              return;
            }
            llvm::append_range(uses, user->getOperands());
          });
      }
  }
}

void DeadValueAnalysis::enqueue(Operation *op) {
  if ((isExecutable(op) || deadCodeRuled.contains(op)) &&
      queued.insert(op).second)
    worklist.push_back(op);
}

void DeadValueAnalysis::enqueueTerminators(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (!block.empty())
        enqueue(&block.back());
}

void DeadValueAnalysis::markLive(Value v) {
  if (!v || !live.insert(v).second)
    return;
  if (auto result = llvm::dyn_cast<OpResult>(v)) {
    Operation *def = result.getOwner();
    enqueue(def);
    if (getRegionBranchOpInterface(def))
      enqueueTerminators(def);
    if (Operation *callee = calleeOf.lookup(def)) {
      llvm::BitVector &needed = neededResults[callee];
      unsigned index = result.getResultNumber();
      if (index < needed.size() && !needed[index]) {
        needed.set(index);
        enqueueTerminators(callee);
      }
    }
    return;
  }
  auto arg = llvm::cast<BlockArgument>(v);
  Operation *parent = arg.getOwner()->getParentOp();
  if (!parent)
    return;
  if (getRegionBranchOpInterface(parent)) {
    enqueue(parent);
    enqueueTerminators(parent);
    return;
  }
  if (arg.getOwner()->isEntryBlock())
    for (Operation *call : getCallSites(parent))
      enqueue(call);
}

void DeadValueAnalysis::markRetained(Value v) {
  if (isRetained(v) || !retained.insert(v).second)
    return;
  Operation *op = v.getDefiningOp();
  if (!op)
    op = llvm::cast<BlockArgument>(v).getOwner()->getParentOp();
  enqueue(op);
  enqueueTerminators(op);
}

void DeadValueAnalysis::visitForwarder(Operation *owner, Operation *op,
                                       const RegionBranchOpInterface &iface) {
  // An op without effects or live results goes whole: nothing it uses
  // matters.
  if (!isKept(op))
    return;
  // A forwarded operand is live when a value it reaches is retained; then
  // every value it reaches is retained too, since the remover keeps or
  // drops an operand together with all it is passed to.
  llvm::SmallVector<Forwarding, 8> forwardings;
  if (canPrune(op, iface))
    getForwardings(op, iface, owner, forwardings);
  llvm::BitVector forwarded(owner->getNumOperands());
  llvm::BitVector needed(owner->getNumOperands());
  for (const Forwarding &f : forwardings) {
    forwarded.set(f.pos);
    if (isRetained(f.input))
      needed.set(f.pos);
  }
  for (const Forwarding &f : forwardings)
    if (needed[f.pos]) {
      markLive(owner->getOperand(f.pos));
      markRetained(f.input);
    }
  // The other operands (a condition, a loop bound), and the values code
  // that never runs uses, are live while the op stays.
  for (unsigned i = 0; i < owner->getNumOperands(); ++i)
    if (!forwarded[i])
      markLive(owner->getOperand(i));
  if (owner == op)
    for (Value v : deadCodeUses.lookup(op))
      markLive(v);
}

void DeadValueAnalysis::visitReturn(Operation *term, Operation *func) {
  auto it = neededResults.find(func);
  for (unsigned i = 0; i < term->getNumOperands(); ++i)
    if (it == neededResults.end() || i >= it->second.size() || it->second[i])
      markLive(term->getOperand(i));
}

void DeadValueAnalysis::visitCall(Operation *call,
                                  const CallOpInterface &iface) {
  Operation *callee = calleeOf.lookup(call);
  Region *body = callee ? getCallableBody(callee) : nullptr;
  if (!body) {
    markOperandsLive(call);
    return;
  }
  llvm::SmallVector<unsigned, 4> args = positions(iface.getArgOperands(call));
  llvm::BitVector forwarded(call->getNumOperands());
  Block &entry = body->front();
  for (unsigned i = 0; i < args.size() && i < entry.getNumArguments(); ++i) {
    forwarded.set(args[i]);
    if (isNeeded(entry.getArgument(i)))
      markLive(call->getOperand(args[i]));
  }
  for (unsigned i = 0; i < call->getNumOperands(); ++i)
    if (!forwarded[i])
      markLive(call->getOperand(i));
}

void DeadValueAnalysis::visit(Operation *op) {
  if (const RegionBranchOpInterface *branch = getRegionBranchOpInterface(op))
    return visitForwarder(op, op, *branch);
  if (const CallOpInterface *call = getCallInterface(op))
    return visitCall(op, *call);
  if (op->hasTrait(OpTrait::Terminator) && op->getNumSuccessors() == 0) {
    Operation *parent = op->getParentOp();
    if (parent && isFunctionLike(parent))
      return visitReturn(op, parent);
    if (parent)
      if (const RegionBranchOpInterface *branch =
              getRegionBranchOpInterface(parent))
        return visitForwarder(op, parent, *branch);
    // A terminator of another op with regions (memref.generic_atomic_rmw,
    // memref.alloca_scope) passes its operands somewhere this analysis
    // cannot see: they are live.
    return markOperandsLive(op);
  }
  if (isEffectFree(op) && !hasLiveResult(op))
    return;
  markOperandsLive(op);
  for (Value v : deadCodeUses.lookup(op))
    markLive(v);
}

void DeadValueAnalysis::run() {
  collectMemoryEffectFreeOps(root, effectFree);
  collectCallSites();
  findExecutableCode();
  collectDeadCodeUses();
  // Region arguments receiving forwarded values are analysed; the others
  // (induction variables) stay unknown, hence kept.
  for (Operation *op : ops) {
    const RegionBranchOpInterface *branch = getRegionBranchOpInterface(op);
    if (!branch || !canPrune(op, *branch))
      continue;
    llvm::SmallVector<Forwarding, 8> forwardings;
    getAllForwardings(op, *branch, forwardings);
    for (const Forwarding &f : forwardings)
      if (auto arg = llvm::dyn_cast<BlockArgument>(f.input))
        if (executable.contains(arg.getOwner()))
          known.insert(arg);
  }
  // A rewritable function's result is needed where a call that is not
  // analysed (in code that never runs) returns it.
  for (Operation *func : rewritable) {
    llvm::BitVector &needed = neededResults[func];
    auto type = llvm::cast<FunctionType>(
        llvm::cast<TypeAttr>(func->getInherentAttr("function_type"))
            .getValue());
    needed.resize(type.getNumResults());
    for (Operation *call : getCallSites(func))
      for (unsigned i = 0; i < needed.size() && i < call->getNumResults(); ++i)
        if (isNeeded(call->getResult(i)))
          needed.set(i);
  }
  // Backwards to a fixpoint: every op once, then again whenever a value
  // its rules read becomes live (each value does so once).
  for (Operation *op : ops)
    enqueue(op);
  for (Operation *op : deadCodeRuled)
    enqueue(op);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    queued.erase(op);
    visit(op);
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
    return llvm::any_of(op->getResults(),
                        [&](Value v) { return analysis.isNeeded(v); });
  }

  Operation *root;
  DeadValueAnalysis &analysis;
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
  analysis.copyFacts(op, newOp);
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
  op->erase();
  return newOp;
}

void DeadValueRemover::cleanSimpleOp(Operation *op) {
  if (!analysis.isEffectFree(op) || hasNeededResult(op))
    return;
  op->dropAllUses();
  op->erase();
}

void DeadValueRemover::cleanFunction(Operation *func) {
  Region *body = getCallableBody(func);
  llvm::ArrayRef<Operation *> calls = analysis.getCallSites(func);
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
  if (analysis.isEffectFree(op) && !hasNeededResult(op)) {
    op->dropAllUses();
    op->erase();
    return;
  }
  // Ops outside analysed code, and ops whose forwarding cannot be changed,
  // stay as they are.
  if (!analysis.isExecutable(op) || !canPrune(op, iface))
    return;

  // A forwarded operand stays when a value it reaches is retained. The
  // analysis retained everything such an operand reaches, and made the
  // operand live, so the operands, region arguments, yielded values and
  // results kept line up and none of them is a value already erased.
  llvm::BitVector keepOperands(op->getNumOperands(), true);
  llvm::DenseMap<Operation *, llvm::BitVector> keepTermOperands;
  for (Region &region : op->getRegions())
    if (!region.empty()) {
      Operation *term = &region.front().back();
      keepTermOperands[term].resize(term->getNumOperands(), true);
    }
  auto operandKept = [&](const Forwarding &f) -> llvm::BitVector::reference {
    return f.owner == op ? keepOperands[f.pos]
                         : keepTermOperands[f.owner][f.pos];
  };
  llvm::SmallVector<Forwarding, 16> forwardings;
  getAllForwardings(op, iface, forwardings);
  for (const Forwarding &f : forwardings)
    operandKept(f) = false;
  for (const Forwarding &f : forwardings)
    if (analysis.isRetained(f.input))
      operandKept(f) = true;
  assert(llvm::all_of(forwardings,
                      [&](const Forwarding &f) {
                        return !operandKept(f) || analysis.isRetained(f.input);
                      }) &&
         "a kept operand reaches a dropped value");

  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    Block &entry = region.front();
    for (int i = entry.getNumArguments() - 1; i >= 0; --i)
      if (!analysis.isRetained(entry.getArgument(i))) {
        entry.getArgument(i).dropAllUses();
        entry.eraseArgument(i);
      }
    Operation *term = &entry.back();
    eraseOperands(term, keepTermOperands[term].flip());
  }
  eraseOperands(op, keepOperands.flip());
  llvm::BitVector deadResults(op->getNumResults());
  for (unsigned i = 0; i < op->getNumResults(); ++i)
    deadResults[i] = !analysis.isRetained(op->getResult(i));
  eraseResults(op, deadResults);
}

void DeadValueRemover::run() {
  // Signatures first, while every call the analysis saw is in place.
  for (Operation *func : analysis.getRewritableFunctions())
    cleanFunction(func);
  // Then the rest, nested ops before the ops holding them; an op handled
  // here only ever erases or rebuilds itself.
  llvm::SmallVector<Operation *, 64> postOrder;
  root->walk([&](Operation *op) {
    if (op != root)
      postOrder.push_back(op);
  });
  for (Operation *op : postOrder) {
    if (isFunctionLike(op))
      continue;
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
