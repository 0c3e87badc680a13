//===- Inliner.cpp - The inline pass --------------------------------------===//
//
// The call graph has a node per callable with a body and an edge per call
// (or nested callable); an external node reaches every top-level callable.
// Its strongly connected components are visited callees first. Within one,
// the pass alternates simplification (the default pipeline, canonicalize,
// or the pipeline given for the callable's op) and inlining, at most
// max-iterations times, as mlir-opt does: so every callable is simplified
// even when nothing is inlined into it.
//
// Use counts of private callables decide two things: a callable with one
// use left is moved instead of copied, and one with none is erased when the
// pass ends. Uses are counted per using callable, so that inlining can
// move the callee's uses to the caller without walking the module again.
//
//===----------------------------------------------------------------------===//
#include "rewrite/transforms/Inliner.h"
#include "ir/Builder.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/IRMapping.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"
#include "ir/SymbolTable.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "rewrite/transforms/Passes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/GraphTraits.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"
#include <deque>
#include <optional>

using namespace assay;

//===----------------------------------------------------------------------===//
// Inlining one call
//===----------------------------------------------------------------------===//

/// Dialects whose every op may be moved into another function: they do not
/// depend on the function they sit in.
static bool isInlinableDialect(llvm::StringRef ns) {
  return llvm::is_contained(
      {"func", "arith", "cf", "scf", "memref", "math", "ub"}, ns);
}

static bool isInlinableOp(Operation *op) {
  return op->isRegistered() &&
         isInlinableDialect(op->getName().getDialectNamespace());
}

/// The block terminator of `block` that returns from the callable, if any.
static bool isReturnTerminator(Operation *term) {
  return term && term->getNumSuccessors() == 0 &&
         term->hasTrait(OpTrait::ReturnLike);
}

bool assay::isLegalToInline(Operation *call, Operation *callable,
                            Region *body) {
  if (!body || body->empty() || !isInlinableOp(call) ||
      !isInlinableOp(callable))
    return false;
  Block &entry = body->front();
  const auto *callIface = call->getName().getInterface<CallOpInterface>();
  if (!callIface || !callIface->getArgOperands)
    return false;
  auto [argBegin, numArgs] = callIface->getArgOperands(call);
  if (numArgs != entry.getNumArguments())
    return false;
  for (unsigned i = 0; i < numArgs; ++i)
    if (call->getOperand(argBegin + i).getType() !=
        entry.getArgument(i).getType())
      return false;
  bool multiBlock = !body->hasOneBlock();
  if (multiBlock && !call->getContext()->lookupRegisteredOperation("cf.br"))
    return false;
  for (Block &block : *body) {
    Operation *term = block.getTerminator();
    if (!term)
      return false;
    if (isReturnTerminator(term)) {
      if (term->getNumOperands() != call->getNumResults())
        return false;
      for (unsigned i = 0, e = term->getNumOperands(); i < e; ++i)
        if (term->getOperand(i).getType() != call->getResult(i).getType())
          return false;
    } else if (term->getNumSuccessors() == 0) {
      return false;
    }
  }
  WalkResult walk = body->walk([](Operation *op) {
    return isInlinableOp(op) ? WalkResult::advance() : WalkResult::interrupt();
  });
  return !walk.wasInterrupted();
}

LogicalResult
assay::inlineCall(Operation *call, Operation *callable, Region *body,
                  bool clone,
                  const std::function<void(Region::iterator, Region::iterator)>
                      &onInlinedBlocks) {
  if (!isLegalToInline(call, callable, body))
    return failure();
  const auto *callIface = call->getName().getInterface<CallOpInterface>();
  auto [argBegin, numArgs] = callIface->getArgOperands(call);
  llvm::SmallVector<Value, 4> args;
  for (unsigned i = 0; i < numArgs; ++i)
    args.push_back(call->getOperand(argBegin + i));

  Block *callBlock = call->getBlock();
  Region *dest = callBlock->getParent();
  Block *post = callBlock->splitBlock(std::next(Block::iterator(call)));
  Region::iterator postIt(post);
  if (clone) {
    IRMapping mapper;
    body->cloneInto(dest, postIt, mapper);
  } else {
    dest->splice(postIt, *body, body->begin(), body->end());
  }
  Region::iterator first = std::next(Region::iterator(callBlock));
  if (onInlinedBlocks)
    onInlinedBlocks(first, postIt);

  // Inlined ops are located at the call site.
  Location callLoc = call->getLoc();
  if (!llvm::isa<UnknownLoc>(LocationAttr(callLoc))) {
    llvm::DenseMap<Attribute, Location> remapped;
    for (Block &block : llvm::make_range(first, postIt))
      for (Operation &op : block)
        op.walk([&](Operation *nested) {
          Location loc = nested->getLoc();
          auto [it, inserted] = remapped.try_emplace(LocationAttr(loc), loc);
          if (inserted)
            it->second = CallSiteLoc::get(loc, callLoc);
          nested->setLoc(it->second);
        });
  }

  Block *entry = &*first;
  for (unsigned i = 0; i < numArgs; ++i)
    entry->getArgument(i).replaceAllUsesWith(args[i]);
  entry->eraseArguments(0, numArgs);

  if (std::next(first) == postIt) {
    // One block: its return's operands replace the call's results.
    Operation *ret = entry->getTerminator();
    for (unsigned i = 0, e = call->getNumResults(); i < e; ++i)
      call->getResult(i).replaceAllUsesWith(ret->getOperand(i));
    ret->erase();
  } else {
    // Several: returns branch to the rest of the calling block, whose
    // arguments replace the call's results.
    for (unsigned i = 0, e = call->getNumResults(); i < e; ++i)
      call->getResult(i).replaceAllUsesWith(
          post->addArgument(call->getResult(i).getType(), call->getLoc()));
    for (Block &block : llvm::make_range(first, postIt)) {
      Operation *ret = block.getTerminator();
      if (!isReturnTerminator(ret))
        continue;
      OperationState state(ret->getLoc(), "cf.br");
      llvm::SmallVector<Value, 4> operands(ret->getOperands().begin(),
                                           ret->getOperands().end());
      state.addOperands(operands);
      state.addSuccessors(post);
      OpBuilder builder(call->getContext());
      builder.setInsertionPoint(ret);
      builder.create(state);
      ret->erase();
    }
  }
  // The entry block's ops join the calling block, and so do the ops after
  // the call when the body was a single block.
  callBlock->splice(callBlock->end(), entry);
  entry->erase();
  if (std::next(Region::iterator(callBlock)) == postIt) {
    callBlock->splice(callBlock->end(), post);
    post->erase();
  }
  call->erase();
  return success();
}

//===----------------------------------------------------------------------===//
// Call graph
//===----------------------------------------------------------------------===//

namespace {
struct CGNode;

/// An edge of the call graph: a call, a callable nested in another, or the
/// external node's edge to a top-level callable.
struct CGEdge {
  enum Kind { Abstract, Call, Child };
  CGNode *target;
  Kind kind;
};

struct CGNode {
  /// The callable's body; null for the external node.
  Region *region = nullptr;
  llvm::SmallVector<CGEdge, 4> edges;
  llvm::DenseSet<std::pair<CGNode *, unsigned>> edgeSet;

  void addEdge(CGNode *target, CGEdge::Kind kind) {
    if (edgeSet.insert({target, unsigned(kind)}).second)
      edges.push_back({target, kind});
  }
  bool isExternal() const { return region == nullptr; }
  bool hasChildren() const {
    return llvm::any_of(
        edges, [](const CGEdge &e) { return e.kind == CGEdge::Child; });
  }
  bool callsItself() const {
    return llvm::any_of(edges,
                        [&](const CGEdge &e) { return e.target == this; });
  }
  Operation *getCallableOp() const { return region->getParentOp(); }
};

/// The callable body of `op`, or null.
static Region *getCallableRegion(Operation *op) {
  const auto *iface = op->getName().getInterface<CallableOpInterface>();
  if (!iface || !iface->getCallableRegion)
    return nullptr;
  return iface->getCallableRegion(op);
}

static const CallOpInterface *getCallInterface(Operation *op) {
  const auto *iface = op->getName().getInterface<CallOpInterface>();
  return iface && iface->getArgOperands ? iface : nullptr;
}

class CallGraph {
public:
  CallGraph(Operation *root, SymbolTableCollection &symbols)
      : symbols(symbols) {
    compute(root, /*resolveCalls=*/false);
    compute(root, /*resolveCalls=*/true);
  }

  CGNode *getExternalNode() { return &external; }
  CGNode *lookup(Region *region) const { return nodes.lookup(region); }
  auto getNodes() const { return llvm::make_second_range(nodes); }

  /// The node `call` calls, or null when it is not a callable with a body
  /// in the graph.
  CGNode *resolve(Operation *call) {
    const CallOpInterface *iface = getCallInterface(call);
    if (!iface || !iface->getCalleeSymbol)
      return nullptr;
    auto ref =
        llvm::dyn_cast_or_null<SymbolRefAttr>(iface->getCalleeSymbol(call));
    if (!ref)
      return nullptr;
    Operation *callee = symbols.lookupNearestSymbolFrom(call, ref);
    if (!callee)
      return nullptr;
    Region *region = getCallableRegion(callee);
    return region ? lookup(region) : nullptr;
  }

private:
  /// Adds nodes (first pass) or call edges (second) for the ops nested in
  /// `root`, in pre-order.
  void compute(Operation *root, bool resolveCalls) {
    llvm::SmallVector<std::pair<Operation *, CGNode *>, 32> stack;
    stack.push_back({root, nullptr});
    while (!stack.empty()) {
      auto [op, parent] = stack.pop_back_val();
      if (getCallInterface(op)) {
        if (resolveCalls && parent)
          if (CGNode *callee = resolve(op))
            parent->addEdge(callee, CGEdge::Call);
        continue;
      }
      if (op->getName().getInterface<CallableOpInterface>()) {
        Region *region = getCallableRegion(op);
        if (!region)
          continue;
        parent = getOrAddNode(region, parent);
      }
      for (Region &region : llvm::reverse(op->getRegions()))
        for (Block &block : llvm::reverse(region))
          for (Operation &nested : llvm::reverse(block))
            stack.push_back({&nested, parent});
    }
  }

  CGNode *getOrAddNode(Region *region, CGNode *parent) {
    CGNode *&node = nodes[region];
    if (!node) {
      storage.emplace_back();
      node = &storage.back();
      node->region = region;
      (parent ? parent : &external)
          ->addEdge(node, parent ? CGEdge::Child : CGEdge::Abstract);
    }
    return node;
  }

  SymbolTableCollection &symbols;
  CGNode external;
  std::deque<CGNode> storage;
  llvm::MapVector<Region *, CGNode *> nodes;
};
} // namespace

namespace llvm {
template <> struct GraphTraits<CGNode *> {
  using NodeRef = CGNode *;
  static CGNode *getTarget(const CGEdge &e) { return e.target; }
  using ChildIteratorType =
      llvm::mapped_iterator<const CGEdge *, CGNode *(*)(const CGEdge &)>;
  static NodeRef getEntryNode(CGNode *node) { return node; }
  static ChildIteratorType child_begin(NodeRef node) {
    return {node->edges.begin(), &getTarget};
  }
  static ChildIteratorType child_end(NodeRef node) {
    return {node->edges.end(), &getTarget};
  }
};
template <> struct GraphTraits<CallGraph *> : GraphTraits<CGNode *> {
  static NodeRef getEntryNode(CallGraph *cg) { return cg->getExternalNode(); }
};
} // namespace llvm

//===----------------------------------------------------------------------===//
// Uses of discardable callables
//===----------------------------------------------------------------------===//

namespace {
/// Counts the symbol uses of callables that may be erased once unused
/// (private ones), per callable holding the uses.
class CallableUses {
public:
  CallableUses(Operation *root, CallGraph &cg, SymbolTableCollection &symbols)
      : cg(cg), symbols(symbols) {
    llvm::DenseMap<Attribute, CGNode *> alwaysLive;
    SymbolTable::walkSymbolTables(
        root, /*allSymUsesVisible=*/!root->getBlock(),
        [&](Operation *table, bool) {
          for (Operation &op : table->getRegion(0).front()) {
            if (Region *region = getCallableRegion(&op))
              if (CGNode *node = cg.lookup(region)) {
                if (op.hasTrait(OpTrait::Symbol) &&
                    SymbolTable::getSymbolVisibility(&op) ==
                        SymbolTable::Visibility::Private)
                  uses.try_emplace(node, 0);
                continue;
              }
            // Symbols referenced from outside callables stay.
            forEachReferencedNode(&op, alwaysLive,
                                  [](CGNode *, Operation *) {});
          }
        });
    for (auto &it : alwaysLive)
      if (it.second)
        uses.erase(it.second);
    for (CGNode *node : cg.getNodes())
      recompute(node);
  }

  /// Whether `node` may be erased: it is discardable and unused.
  bool isDead(CGNode *node) const { return countIs(node, 0); }
  /// Whether `node` is discardable with a single use left.
  bool hasOneUseAndDiscardable(CGNode *node) const { return countIs(node, 1); }

  /// Counts again the uses held by `node`'s callable.
  void recompute(CGNode *node) {
    Operation *callableOp = node->getCallableOp();
    Holder &holder = holders[node];
    release(holder);
    holder = Holder();
    llvm::DenseMap<Attribute, CGNode *> resolved;
    forEachReferencedNode(callableOp, resolved,
                          [&](CGNode *ref, Operation *user) {
                            auto it = uses.find(ref);
                            if (it == uses.end())
                              return;
                            if (user != callableOp)
                              ++holder.inner[ref];
                            else if (!holder.topLevel.insert(ref).second)
                              return;
                            ++it->second;
                          });
  }

  /// Forgets the uses `call` (inside `user`) held.
  void dropCallUses(CGNode *user, Operation *call) {
    auto &inner = holders[user].inner;
    llvm::DenseMap<Attribute, CGNode *> resolved;
    forEachReferencedNode(call, resolved, [&](CGNode *ref, Operation *) {
      auto it = inner.find(ref);
      if (it == inner.end())
        return;
      --it->second;
      --uses[ref];
    });
  }

  /// `callee`'s body was copied into `caller`: its uses now live there too.
  void mergeAfterInlining(CGNode *callee, CGNode *caller) {
    Holder &from = holders[callee];
    Holder &to = holders[caller];
    for (auto &[ref, count] : from.inner) {
      to.inner[ref] += count;
      uses[ref] += count;
    }
  }

  /// `node` is gone: the uses it held go with it.
  void eraseNode(CGNode *node) {
    llvm::SmallVector<CGNode *, 4> worklist{node};
    while (!worklist.empty()) {
      CGNode *n = worklist.pop_back_val();
      for (const CGEdge &e : n->edges)
        if (e.kind == CGEdge::Child)
          worklist.push_back(e.target);
      auto it = holders.find(n);
      if (it != holders.end()) {
        release(it->second);
        holders.erase(it);
      }
      uses.erase(n);
    }
  }

private:
  struct Holder {
    llvm::DenseSet<CGNode *> topLevel;
    llvm::DenseMap<CGNode *, int> inner;
  };

  bool countIs(CGNode *node, int n) const {
    Operation *op = node->getCallableOp();
    // Callables that are not symbols are never erased here.
    if (!op->hasTrait(OpTrait::Symbol))
      return false;
    auto it = uses.find(node);
    return it != uses.end() && it->second == n;
  }

  void release(const Holder &holder) {
    for (CGNode *node : holder.topLevel)
      --uses[node];
    for (auto &[node, count] : holder.inner)
      uses[node] -= count;
  }

  /// Calls `fn(node, user)` for every symbol reference in `op` (nested
  /// ops included) that names a callable of the graph.
  void
  forEachReferencedNode(Operation *op,
                        llvm::DenseMap<Attribute, CGNode *> &resolved,
                        llvm::function_ref<void(CGNode *, Operation *)> fn) {
    std::optional<SymbolTable::UseRange> refs = SymbolTable::getSymbolUses(op);
    if (!refs)
      return;
    Operation *from = op->getParentOp();
    for (const SymbolTable::SymbolUse &use : *refs) {
      auto [it, inserted] = resolved.try_emplace(use.getSymbolRef(), nullptr);
      if (inserted && from) {
        Operation *symbol =
            symbols.lookupNearestSymbolFrom(from, use.getSymbolRef());
        Region *region = symbol ? getCallableRegion(symbol) : nullptr;
        it->second = region ? cg.lookup(region) : nullptr;
      }
      if (it->second)
        fn(it->second, use.getUser());
    }
  }

  CallGraph &cg;
  SymbolTableCollection &symbols;
  llvm::DenseMap<CGNode *, int> uses;
  llvm::DenseMap<CGNode *, Holder> holders;
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// A call and the nodes it goes from and to.
struct ResolvedCall {
  Operation *call;
  CGNode *source;
  CGNode *target;
};

/// Splits `dialect.op(pipeline)` into the op name and the pipeline; false
/// when malformed.
static bool splitOpPipeline(llvm::StringRef entry, llvm::StringRef &opName,
                            llvm::StringRef &pipeline) {
  size_t open = entry.find('(');
  if (open == llvm::StringRef::npos || !entry.ends_with(")"))
    return false;
  opName = entry.take_front(open).trim();
  pipeline = entry.drop_front(open + 1).drop_back();
  return !opName.empty();
}

/// The `op-pipelines` list: `dialect.op(pipeline)` entries, printed as
/// pipelines with every option (no quotes, as mlir-opt prints them).
struct OpPipelinesOption : ListOption<std::string> {
  using ListOption::ListOption;
  void print(llvm::raw_ostream &os) const override {
    if (empty())
      return;
    os << getArgument() << '=';
    llvm::interleave(
        *this, os,
        [&](const std::string &entry) {
          llvm::StringRef opName, text;
          OpPassManager pm;
          if (!splitOpPipeline(entry, opName, text) ||
              failed(parsePassPipeline(text, pm, [](const llvm::Twine &) {})))
            return void(os << entry);
          os << opName << '(';
          pm.printPasses(os);
          os << ')';
        },
        ",");
  }
  std::string getValueHelp() const override { return "<pass-manager>"; }
};

struct InlinerPass : PassWrapper<InlinerPass, OperationPass<>> {
  InlinerPass() = default;
  explicit InlinerPass(InlineCostFn cost) : cost(std::move(cost)) {}

  llvm::StringRef getName() const override { return "Inliner"; }
  llvm::StringRef getArgument() const override { return "inline"; }
  llvm::StringRef getDescription() const override {
    return "Inline function calls";
  }

  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<InlinerPass>(cost);
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  LogicalResult initialize(Context *ctx) override;
  void runOnOperation() override;

  Option<std::string> defaultPipeline{
      passOptions, "default-pipeline",
      "The optimizer pipeline used for callables that do not have a "
      "dedicated optimizer pipeline in opPipelineList",
      "canonicalize"};
  OpPipelinesOption opPipelines{
      passOptions, "op-pipelines",
      "Callable operation specific optimizer pipelines (in the form of "
      "`dialect.op(pipeline)`)"};
  Option<unsigned> maxIterations{
      passOptions, "max-iterations",
      "Maximum number of iterations when inlining within an SCC", 4};
  Option<unsigned> inliningThreshold{
      passOptions, "inlining-threshold",
      "If the ratio between the number of the operations in the callee and "
      "the number of the operations in the caller exceeds this value (in "
      "percentage), then the callee is not inlined even if it is legal to "
      "inline it",
      -1U};

  InlineCostFn cost;
  /// Parsed in initialize(): the pipeline text per callable op name, and
  /// the default one (empty: none).
  llvm::StringMap<std::string> pipelineText;
};

/// One run of the inliner over a symbol table op.
class InlinerRun {
public:
  InlinerRun(InlinerPass &pass, Operation *root,
             llvm::function_ref<LogicalResult(Operation *)> optimize)
      : pass(pass), cg(root, symbols), useList(root, cg, symbols),
        optimize(optimize) {}

  LogicalResult run() {
    for (auto it = llvm::scc_begin(&cg), e = llvm::scc_end(&cg); it != e;
         ++it) {
      llvm::SetVector<CGNode *> scc(it->begin(), it->end());
      if (failed(inlineSCC(scc)))
        return failure();
    }
    for (CGNode *node : deadNodes)
      node->getCallableOp()->erase();
    return success();
  }

private:
  LogicalResult inlineSCC(llvm::SetVector<CGNode *> &scc) {
    unsigned iteration = 0;
    do {
      if (failed(optimizeSCC(scc)))
        return failure();
      if (!inlineCallsInSCC(scc))
        break;
    } while (++iteration < pass.maxIterations);
    return success();
  }

  LogicalResult optimizeSCC(llvm::SetVector<CGNode *> &scc) {
    llvm::SmallVector<CGNode *, 4> toVisit;
    for (CGNode *node : scc) {
      if (node->isExternal() || node->hasChildren())
        continue;
      if (!node->getCallableOp()->hasTrait(OpTrait::IsolatedFromAbove))
        continue;
      toVisit.push_back(node);
    }
    for (CGNode *node : toVisit) {
      if (failed(optimize(node->getCallableOp())))
        return failure();
      useList.recompute(node);
    }
    return success();
  }

  /// Gathers the calls in `blocks` (of `source`), entering nested regions
  /// that are not callables unless `enterNested`.
  void collectCalls(Region::iterator begin, Region::iterator end,
                    CGNode *source, bool enterNested) {
    llvm::SmallVector<std::pair<Block *, CGNode *>, 8> worklist;
    for (Block &block : llvm::make_range(begin, end))
      worklist.push_back({&block, source});
    while (!worklist.empty()) {
      auto [block, node] = worklist.pop_back_val();
      for (Operation &op : *block) {
        if (const CallOpInterface *iface = getCallInterface(&op)) {
          // Only flat references name a callable inlining understands.
          if (iface->getCalleeSymbol) {
            auto ref = llvm::dyn_cast_or_null<SymbolRefAttr>(
                iface->getCalleeSymbol(&op));
            if (ref && !llvm::isa<FlatSymbolRefAttr>(ref))
              continue;
          }
          if (CGNode *target = cg.resolve(&op))
            calls.push_back({&op, node, target});
          continue;
        }
        for (Region &region : op.getRegions()) {
          CGNode *nested = cg.lookup(&region);
          if (enterNested || !nested)
            for (Block &b : region)
              worklist.push_back({&b, nested ? nested : node});
        }
      }
    }
  }

  /// Whether the history entry `id` (and those it came from) inlined
  /// `node`.
  bool historyIncludes(CGNode *node, std::optional<size_t> id) const {
    while (id) {
      if (history[*id].first == node)
        return true;
      id = history[*id].second;
    }
    return false;
  }

  bool shouldInline(const ResolvedCall &rc) {
    // Calls that end a block are not inlined.
    if (rc.call->hasTrait(OpTrait::Terminator))
      return false;
    // Nor are callables that call themselves, nor a callable into itself.
    if (rc.target->callsItself())
      return false;
    Region *body = rc.target->region;
    if (body->isAncestor(rc.call->getParentRegion()))
      return false;
    // A body of several blocks needs a region that may hold several.
    Operation *callParent = rc.call->getParentOp();
    bool multiBlock = !body->hasOneBlock();
    bool callerAllowsBlocks =
        body->getParentOp()->getName() == callParent->getName() ||
        !(!callParent->isRegistered() ||
          callParent->hasTrait(OpTrait::SingleBlock) ||
          callParent->hasTrait(OpTrait::SingleBlockImplicitTerminator));
    if (multiBlock && !callerAllowsBlocks)
      return false;
    if (!isProfitable(rc))
      return false;
    return !pass.cost || pass.cost(rc.call, rc.target->getCallableOp());
  }

  bool isProfitable(const ResolvedCall &rc) {
    unsigned threshold = pass.inliningThreshold;
    if (threshold == -1U)
      return true;
    auto countOps = [](Region *region) {
      unsigned count = 0;
      region->walk([&](Operation *) {
        ++count;
        return WalkResult::advance();
      });
      return count;
    };
    unsigned callerOps = countOps(rc.source->region);
    if (callerOps == 0)
      return true;
    unsigned ratio = countOps(rc.target->region) * 100 / callerOps;
    return ratio <= threshold;
  }

  /// Inlines the calls of `scc`'s callables; false if none was.
  bool inlineCallsInSCC(llvm::SetVector<CGNode *> &scc) {
    llvm::SetVector<CGNode *> dead;
    calls.clear();
    callHistory.clear();
    history.clear();
    for (CGNode *node : scc) {
      if (node->isExternal())
        continue;
      if (useList.isDead(node)) {
        dead.insert(node);
        continue;
      }
      collectCalls(node->region->begin(), node->region->end(), node,
                   /*enterNested=*/false);
    }
    callHistory.resize(calls.size());

    bool inlinedAny = false;
    for (size_t i = 0; i < calls.size(); ++i) {
      if (dead.contains(calls[i].source))
        continue;
      ResolvedCall rc = calls[i];
      std::optional<size_t> historyId = callHistory[i];
      if (historyIncludes(rc.target, historyId) || !shouldInline(rc))
        continue;
      bool inPlace = useList.hasOneUseAndDiscardable(rc.target);
      Operation *callable = rc.target->getCallableOp();
      // The callee's uses held by the call go before the call does.
      useList.dropCallUses(rc.source, rc.call);
      auto onBlocks = [&](Region::iterator b, Region::iterator e) {
        CGNode *owner = nullptr;
        for (Region *r = b->getParent(); r && !owner;
             r = r->getParentOp() ? r->getParentOp()->getParentRegion()
                                  : nullptr)
          owner = cg.lookup(r);
        collectCalls(b, e, owner ? owner : rc.source, /*enterNested=*/true);
      };
      if (failed(inlineCall(rc.call, callable, rc.target->region, !inPlace,
                            onBlocks))) {
        // Nothing changed: the uses are as they were.
        useList.recompute(rc.source);
        continue;
      }
      inlinedAny = true;
      history.push_back({rc.target, historyId});
      size_t newId = history.size() - 1;
      callHistory.resize(calls.size(), newId);
      useList.mergeAfterInlining(rc.target, rc.source);
      if (inPlace) {
        useList.eraseNode(rc.target);
        dead.insert(rc.target);
      }
    }
    for (CGNode *node : dead) {
      scc.remove(node);
      deadNodes.insert(node);
    }
    return inlinedAny;
  }

  InlinerPass &pass;
  SymbolTableCollection symbols;
  CallGraph cg;
  CallableUses useList;
  llvm::function_ref<LogicalResult(Operation *)> optimize;
  llvm::SetVector<CGNode *> deadNodes;
  std::vector<ResolvedCall> calls;
  /// For each call, the history entry of the inlining that created it.
  std::vector<std::optional<size_t>> callHistory;
  /// (callee inlined, history entry of the call it replaced).
  std::vector<std::pair<CGNode *, std::optional<size_t>>> history;
};
} // namespace

LogicalResult InlinerPass::initialize(Context *ctx) {
  pipelineText.clear();
  std::string error;
  auto onError = [&](const llvm::Twine &msg) { error = msg.str(); };
  // Check the pipelines now, so that a bad one fails before any IR moves.
  OpPassManager check("any");
  if (!defaultPipeline.getValue().empty() &&
      failed(parsePassPipeline(defaultPipeline.getValue(), check, onError)))
    return emitError(UnknownLoc::get(ctx))
           << "inline: invalid default-pipeline: " << error;
  for (const std::string &entry : opPipelines) {
    llvm::StringRef text(entry), opName, inner;
    if (!splitOpPipeline(text, opName, inner))
      return emitError(UnknownLoc::get(ctx))
             << "inline: invalid op-pipelines entry '" << text << "'";
    OpPassManager nested(opName);
    if (!inner.empty() && failed(parsePassPipeline(inner, nested, onError)))
      return emitError(UnknownLoc::get(ctx))
             << "inline: invalid op-pipelines entry '" << text
             << "': " << error;
    pipelineText[opName] = inner.str();
  }
  return success();
}

void InlinerPass::runOnOperation() {
  Operation *root = getOperation();
  if (!root->hasTrait(OpTrait::SymbolTable)) {
    root->emitOpError()
        << " was scheduled to run under the inliner, but does not define a "
           "symbol table";
    return signalPassFailure();
  }
  // The optimizer pipeline of each callable op name, built on first use.
  llvm::StringMap<std::unique_ptr<OpPassManager>> pipelines;
  auto optimize = [&](Operation *callable) -> LogicalResult {
    llvm::StringRef name = callable->getName().getStringRef();
    auto [it, inserted] = pipelines.try_emplace(name);
    if (inserted) {
      auto textIt = pipelineText.find(name);
      llvm::StringRef text = textIt != pipelineText.end()
                                 ? llvm::StringRef(textIt->second)
                                 : llvm::StringRef(defaultPipeline.getValue());
      if (!text.empty()) {
        auto pm = std::make_unique<OpPassManager>(name);
        if (failed(parsePassPipeline(text, *pm, [](const llvm::Twine &) {})))
          return failure();
        it->second = std::move(pm);
      }
    }
    if (!it->second)
      return success();
    return runPipeline(*it->second, callable);
  };
  InlinerRun run(*this, root, optimize);
  if (failed(run.run()))
    signalPassFailure();
}

std::unique_ptr<Pass> assay::createInlinerPass(InlineCostFn cost) {
  return std::make_unique<InlinerPass>(std::move(cost));
}

void assay::registerInlinerPass() {
  registerPass([] { return createInlinerPass(); });
}
