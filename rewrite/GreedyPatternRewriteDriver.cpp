//===- GreedyPatternRewriteDriver.cpp - Apply patterns to a fixpoint ------===//
//
// The driver is the listener of its own rewriter: every change a pattern, a
// fold or a region simplification makes comes back to it, and it puts on the
// worklist what may now match (new, moved and modified ops, and the
// producers of the operands of erased ops). The worklist pops from the back;
// seeding it in reverse pre-order makes a top-down run visit ops in program
// order, seeding it in post-order makes a bottom-up run start from the last
// op.
//
//===----------------------------------------------------------------------===//
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/RegionUtils.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/ErrorHandling.h"

using namespace assay;

llvm::StringRef assay::stringifyStopReason(GreedyStopReason reason) {
  switch (reason) {
  case GreedyStopReason::Converged:
    return "converged";
  case GreedyStopReason::IterationLimit:
    return "iteration limit";
  case GreedyStopReason::RewriteLimit:
    return "rewrite limit";
  case GreedyStopReason::NotConvergent:
    return "not convergent";
  case GreedyStopReason::BrokenIR:
    return "broken IR";
  }
  llvm_unreachable("unknown stop reason");
}

unsigned GreedyResult::getApplications(llvm::StringRef debugName) const {
  unsigned total = 0;
  for (auto &[pattern, count] : appliedPerPattern)
    if (pattern->getDebugName() == debugName)
      total += count;
  return total;
}

//===----------------------------------------------------------------------===//
// Fingerprints
//===----------------------------------------------------------------------===//

/// A fingerprint of `op` itself: name, location, attributes, properties,
/// operands, result types, successors, where it sits, and the blocks of its
/// regions with their arguments (not the ops in them). Two fingerprints
/// differ when the op changed (up to hash collisions).
static uint64_t computeOpFingerprint(Operation *op) {
  llvm::hash_code hash = llvm::hash_combine(
      op->getName().getAsOpaquePointer(), op->getLoc().getAsOpaquePointer(),
      op->getRawAttrDictionary(), op->getPropertiesAttr(), op->getBlock());
  for (Value v : op->getOperands())
    hash = llvm::hash_combine(hash, v.getAsOpaquePointer());
  for (OpResult r : op->getResults())
    hash = llvm::hash_combine(hash, r.getType().getAsOpaquePointer());
  for (unsigned i = 0, e = op->getNumSuccessors(); i < e; ++i)
    hash = llvm::hash_combine(hash, op->getSuccessor(i));
  for (Region &region : op->getRegions()) {
    hash = llvm::hash_combine(hash, region.empty());
    for (Block &block : region) {
      hash = llvm::hash_combine(hash, &block, block.getNumArguments());
      for (BlockArgument arg : block.getArguments())
        hash = llvm::hash_combine(hash, arg.getType().getAsOpaquePointer(),
                                  arg.getLoc().getAsOpaquePointer());
    }
  }
  return hash;
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

/// isOpTriviallyDead, without collecting effects for the ops whose traits
/// already say they have none.
static bool isTriviallyDead(Operation *op) {
  if (!op->use_empty() || op->hasTrait(OpTrait::Terminator) ||
      op->hasTrait(OpTrait::Symbol))
    return false;
  if (op->hasTrait(OpTrait::Pure) || op->hasTrait(OpTrait::NoMemoryEffect))
    return true;
  return wouldOpBeTriviallyDead(op);
}

namespace {
/// A LIFO worklist of ops with O(1) removal.
class Worklist {
public:
  void push(Operation *op) {
    size_t slot = list.size();
    if (!index.try_emplace(op, reversedCount ? slot | kAfterReverse : slot)
             .second)
      return;
    list.push_back(op);
  }
  Operation *pop() {
    while (!list.empty()) {
      Operation *op = list.back();
      list.pop_back();
      if (!op)
        continue;
      index.erase(op);
      if (index.empty())
        reset();
      return op;
    }
    return nullptr;
  }
  void remove(Operation *op) {
    auto it = index.find(op);
    if (it == index.end())
      return;
    list[getSlot(it->second)] = nullptr;
    index.erase(it);
    if (index.empty())
      reset();
  }
  bool empty() const { return index.empty(); }
  void clear() {
    index.clear();
    reset();
  }
  /// Reverses the order (a top-down seed is gathered in program order).
  /// The index is not rewritten: the entries it holds from before the
  /// reversal find their slot by mirroring.
  void reverse() {
    assert(!reversedCount && "one reversal per filling of the worklist");
    std::reverse(list.begin(), list.end());
    reversedCount = list.size();
  }

private:
  /// Marks the index entries pushed after the reversal.
  static constexpr size_t kAfterReverse = size_t(1) << (sizeof(size_t) * 8 - 1);

  size_t getSlot(size_t entry) const {
    if (!reversedCount || (entry & kAfterReverse))
      return entry & ~kAfterReverse;
    return reversedCount - 1 - entry;
  }
  void reset() {
    list.clear();
    reversedCount = 0;
  }

  std::vector<Operation *> list;
  llvm::DenseMap<Operation *, size_t> index;
  /// The size of the list when it was reversed (0: not reversed).
  size_t reversedCount = 0;
};

/// What one pattern attempt changed, for the check that a pattern
/// reporting success changed the IR and one reporting failure did not
/// (rewrite/README.md, rule 2). Every change made through the rewriter is
/// reported to the driver and logged here; an op modified in place is
/// fingerprinted when its modification starts and compared at the end, and
/// so is the op the pattern was tried on (a change made to it behind the
/// rewriter's back is caught too). The check costs what the pattern
/// touched, not the size of the IR around it.
class AttemptLog {
public:
  /// Starts logging an attempt on `op`.
  void begin(Operation *op) {
    active = true;
    root = op;
    rootBefore = computeOpFingerprint(op);
    structural = false;
    created.clear();
    createdBlocks.clear();
    modified.clear();
  }
  /// Stops logging; whether the IR differs from when begin() was called.
  bool end() {
    active = false;
    if (structural || !created.empty() || !createdBlocks.empty())
      return true;
    for (auto [op, before] : modified)
      if (computeOpFingerprint(op) != before)
        return true;
    return root && computeOpFingerprint(root) != rootBefore;
  }

  void opInserted(Operation *op) {
    if (active)
      created.insert(op);
  }
  void opMoved(Operation *op) {
    if (active && !created.contains(op))
      structural = true;
  }
  void opErased(Operation *op) {
    if (!active)
      return;
    // An op created and erased by the same attempt changed nothing.
    if (!created.erase(op))
      structural = true;
    modified.erase(op);
    if (op == root)
      root = nullptr;
  }
  void blockInserted(Block *block) {
    if (active)
      createdBlocks.insert(block);
  }
  void blockMoved(Block *block) {
    if (active && !createdBlocks.contains(block))
      structural = true;
  }
  void blockErased(Block *block) {
    if (active && !createdBlocks.erase(block))
      structural = true;
  }
  /// `op` is about to be modified in place.
  void modificationStarted(Operation *op) {
    if (active && !created.contains(op))
      modified.try_emplace(op, computeOpFingerprint(op));
  }
  /// `op` was modified in place.
  void opModified(Operation *op) {
    // A modification reported without having been started cannot be
    // compared with the op before it: it counts as a change.
    if (active && !created.contains(op) && !modified.contains(op))
      structural = true;
  }

private:
  bool active = false;
  /// The op tried, while it exists.
  Operation *root = nullptr;
  uint64_t rootBefore = 0;
  /// Whether an op or block that existed before moved or was erased.
  bool structural = false;
  llvm::SmallPtrSet<Operation *, 4> created;
  llvm::SmallPtrSet<Block *, 2> createdBlocks;
  /// The fingerprint of each op modified in place, from before.
  llvm::SmallDenseMap<Operation *, uint64_t, 4> modified;
};

/// The driver's rewriter: it tells the attempt log when an in-place
/// modification starts, while the op is still as it was.
class DriverRewriter : public PatternRewriter {
public:
  DriverRewriter(Context *ctx, Listener *listener, AttemptLog &log)
      : PatternRewriter(ctx, listener), log(log) {}
  void startOpModification(Operation *op) override {
    log.modificationStarted(op);
  }

private:
  AttemptLog &log;
};

class GreedyDriver : public RewriterBase::Listener {
public:
  GreedyDriver(Context *ctx, const FrozenRewritePatternSet &patterns,
               const GreedyRewriteConfig &config)
      : config(config), rewriter(ctx, this, attempt), folder(ctx, this),
        applicator(patterns) {}

  /// Runs on whole regions, round after round.
  GreedyResult simplify(llvm::MutableArrayRef<Region> regions);
  /// Runs on the given ops only.
  GreedyResult simplifyOps(llvm::ArrayRef<Operation *> ops, bool *allErased);

  //===--- Listener -----------------------------------------------------===//

  void notifyOperationInserted(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationInserted(op);
    noteChange(op);
    attempt.opInserted(op);
    if (config.strictMode == GreedyRewriteStrictness::ExistingAndNewOps)
      allowed.insert(op);
    addToWorklist(op);
  }
  void notifyOperationMoved(Operation *op, Block *oldBlock) override {
    if (config.listener)
      config.listener->notifyOperationMoved(op, oldBlock);
    noteChange(op);
    attempt.opMoved(op);
    if (oldBlock)
      noteChange(oldBlock->getParent());
    addToWorklist(op);
  }
  void notifyBlockInserted(Block *block) override {
    if (config.listener)
      config.listener->notifyBlockInserted(block);
    noteChange(block->getParent());
    attempt.blockInserted(block);
  }
  void notifyBlockMoved(Block *block, Region *oldRegion) override {
    if (config.listener)
      config.listener->notifyBlockMoved(block, oldRegion);
    noteChange(block->getParent());
    attempt.blockMoved(block);
    noteChange(oldRegion);
  }
  void notifyBlockErased(Block *block) override {
    if (config.listener)
      config.listener->notifyBlockErased(block);
    noteChange(block->getParent());
    attempt.blockErased(block);
  }
  void notifyOperationModified(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationModified(op);
    noteChange(op);
    attempt.opModified(op);
    addToWorklist(op);
  }
  void notifyOperationReplaced(Operation *op,
                               llvm::ArrayRef<Value> values) override {
    if (config.listener)
      config.listener->notifyOperationReplaced(op, values);
  }
  void notifyOperationErased(Operation *op) override {
    if (config.listener)
      config.listener->notifyOperationErased(op);
    noteChange(op);
    attempt.opErased(op);
    addOperandsToWorklist(op);
    worklist.remove(op);
    if (careful) {
      auto it = laterSeed.find(op);
      if (it != laterSeed.end()) {
        seedOps[it->second] = nullptr;
        laterSeed.erase(it);
      }
    }
    folder.notifyRemoval(op);
    allowed.erase(op);
    if (trackErasures)
      erasedTracked.insert(op);
  }
  void notifyPatternBegin(const Pattern &pattern, Operation *op) override {
    if (config.listener)
      config.listener->notifyPatternBegin(pattern, op);
    if (config.checkPatternChanges)
      attempt.begin(op);
    droppedBeforeAttempt = getNumDroppedDanglingUses();
    attemptLoc = op->getLoc();
  }
  void notifyPatternEnd(const Pattern &pattern, LogicalResult status) override {
    if (config.listener)
      config.listener->notifyPatternEnd(pattern, status);
  }
  void
  notifyMatchFailure(Location loc,
                     llvm::function_ref<void(Diagnostic &)> reason) override {
    if (config.listener)
      config.listener->notifyMatchFailure(loc, reason);
  }

private:
  //===--- Units --------------------------------------------------------===//
  //
  // A unit is an op directly in the driver's regions that is isolated from
  // above and has regions (a function in a module). Nothing a round does
  // inside one unit can change what happens in another, so a unit that a
  // round left unchanged is a fixpoint of the next round too: that round
  // visits and simplifies only the units changed in the round before it
  // (and every unit after a change outside all units, to be safe).

  /// Whether `region` is one of the driver's regions.
  bool isRootRegion(Region *region) const {
    return llvm::is_contained(roots, region);
  }
  /// Whether `op` (directly in a root region) is a unit.
  static bool isUnit(Operation *op) {
    return op->getNumRegions() != 0 && op->hasTrait(OpTrait::IsolatedFromAbove);
  }
  /// The op directly in a root region that holds `op` (or is `op`), or
  /// null for ops outside the driver's regions and detached ops.
  Operation *getTopLevelOp(Operation *op) const {
    for (Operation *cur = op; cur;) {
      Block *block = cur->getBlock();
      Region *region = block ? block->getParent() : nullptr;
      if (!region)
        return nullptr;
      if (isRootRegion(region))
        return cur;
      cur = region->getParentOp();
    }
    return nullptr;
  }
  /// Records that the IR changed at `op`.
  void noteChange(Operation *op) {
    if (trackUnits || currentTop)
      noteChangeAt(getTopLevelOp(op));
  }
  /// Records that the blocks of `region` changed.
  void noteChange(Region *region) {
    if (!trackUnits && !currentTop)
      return;
    Operation *parent = region ? region->getParentOp() : nullptr;
    noteChangeAt(!parent || isRootRegion(region) ? nullptr
                                                 : getTopLevelOp(parent));
  }
  /// Records a change inside `top`, an op directly in a root region (null:
  /// elsewhere).
  void noteChangeAt(Operation *top) {
    if (currentTop && top != currentTop)
      enterCarefulMode();
    if (!trackUnits)
      return;
    if (top && isUnit(top))
      changedUnits.insert(top);
    else
      changedOutsideUnits = true;
  }
  /// Whether this round visits the ops nested in `top` (an op directly in
  /// a root region).
  bool visitsInside(Operation *top) const {
    return !trackUnits || visitAllUnits || !isUnit(top) ||
           unitsToVisit.contains(top);
  }
  /// Starts a round: it visits the units the last round changed, or all.
  void beginRound(bool all) {
    if (!trackUnits)
      return;
    visitAllUnits = all || changedOutsideUnits;
    unitsToVisit.clear();
    if (!visitAllUnits)
      std::swap(unitsToVisit, changedUnits);
    forgetChanges();
  }
  /// Forgets the changes recorded so far in this round.
  void forgetChanges() {
    changedUnits.clear();
    changedOutsideUnits = false;
  }
  /// Simplifies the regions of the round: the driver's regions outside the
  /// units, then each unit visited or changed in this round. Whether
  /// anything changed.
  bool simplifyRegionsOfRound(llvm::MutableArrayRef<Region> regions,
                              bool aggressive);

  /// Puts `op` and its ancestors within the scope on the worklist.
  void addToWorklist(Operation *op) {
    if (scopes.empty()) {
      addSingle(op);
      return;
    }
    llvm::SmallVector<Operation *, 4> chain;
    for (Operation *cur = op; cur; cur = cur->getParentOp()) {
      chain.push_back(cur);
      Region *parent = cur->getParentRegion();
      if (llvm::is_contained(scopes, parent)) {
        for (Operation *o : chain)
          addSingle(o);
        return;
      }
      if (!parent)
        return;
    }
  }
  void addSingle(Operation *op) {
    if (config.strictMode != GreedyRewriteStrictness::AnyOp &&
        !allowed.count(op))
      return;
    // An op waiting in a later chunk's seed is on the worklist already.
    if (careful && laterSeed.count(op))
      return;
    worklist.push(op);
  }
  /// Puts the producers of `op`'s operands on the worklist when `op` was
  /// one of their last two users: they may be dead or simpler now.
  void addOperandsToWorklist(Operation *op) {
    for (Value operand : op->getOperands()) {
      if (!operand)
        continue;
      Operation *def = operand.getDefiningOp();
      if (!def || rewriter.isBeingErased(def))
        continue;
      Operation *other = nullptr;
      bool manyUsers = false;
      for (Operation *user : operand.getUsers()) {
        if (user == op || user == other)
          continue;
        if (!other) {
          other = user;
          continue;
        }
        manyUsers = true;
        break;
      }
      if (!manyUsers)
        addToWorklist(def);
    }
  }
  //===--- Chunks -------------------------------------------------------===//
  //
  // A round gathers its seed (the ops to visit, in walk order) up front but
  // fills the worklist one chunk at a time, draining it before the next:
  // one chunk per op of the driver's regions when all of those are units
  // (or inert: no regions, operands or results), else a single chunk. As
  // nothing done inside a unit reaches another, this visits the ops in the
  // order one worklist holding the whole seed would, with a worklist (and
  // its index) the size of one unit. Should a change reach outside the
  // current chunk all the same, the driver turns careful for the rest of
  // the round: it indexes the seed of the chunks still to come, so that
  // ops waiting there are neither queued early nor left dangling.

  /// Gathers the seed of a round from `regions`, with its chunks.
  void collectSeed(llvm::MutableArrayRef<Region> regions);
  /// Runs the fold-and-pattern part of a round, chunk by chunk; whether
  /// anything changed.
  bool processRound(llvm::MutableArrayRef<Region> regions);
  /// Puts the ops of seed[begin, end) on the (empty) worklist, uniquing
  /// known constants.
  void seedRange(size_t begin, size_t end);
  /// The chunks after the current one, in visiting order, call `fn` with
  /// their seed ranges.
  template <class Fn> void forEachLaterChunk(Fn &&fn) const;
  /// Indexes the seed still to come; see above.
  void enterCarefulMode();
  /// Notes whether the pattern just tried erased something still in use
  /// (see GreedyStopReason::BrokenIR), and reports it.
  void checkForDanglingUses(const RewritePattern &pattern);
  /// Starts counting the rewrites of a round that starts with `numSeeded`
  /// ops.
  void beginRewriteCount(size_t numSeeded);
  /// Drains the worklist; whether anything changed.
  bool processWorklist();
  void recordApplication(const RewritePattern &pattern);

  GreedyRewriteConfig config;
  AttemptLog attempt;
  DriverRewriter rewriter;
  OperationFolder folder;
  PatternApplicator applicator;
  Worklist worklist;
  llvm::SmallVector<Region *, 1> scopes;
  /// The ops strict modes allow.
  llvm::SmallPtrSet<Operation *, 16> allowed;
  /// For applyOpPatternsAndFold: which of the given ops were erased.
  bool trackErasures = false;
  llvm::SmallPtrSet<Operation *, 8> erasedTracked;
  GreedyResult result;
  llvm::DenseMap<const RewritePattern *, unsigned> patternIndex;
  bool rewriteLimitHit = false;
  /// Set once a pattern left null uses behind (GreedyStopReason::BrokenIR).
  bool irBroken = false;
  /// The count of getNumDroppedDanglingUses when the pattern being tried
  /// began, and the location of the op it was tried on.
  uint64_t droppedBeforeAttempt = 0;
  std::optional<Location> attemptLoc;

  /// The regions simplify() runs on.
  llvm::SmallVector<Region *, 1> roots;
  /// Whether rounds after the first visit only the units that changed (off
  /// with a rewrite limit, which counts across units, and with a listener,
  /// which would miss the pattern attempts on unchanged units).
  bool trackUnits = false;
  /// This round visits every unit, or those in `unitsToVisit`.
  bool visitAllUnits = true;
  llvm::DenseSet<Operation *> unitsToVisit;
  /// The units changed in this round (they may have been erased since).
  llvm::DenseSet<Operation *> changedUnits;
  /// Whether this round changed something outside every unit.
  bool changedOutsideUnits = false;
  /// The seed of the round (null where erased), and where each chunk ends.
  std::vector<Operation *> seedOps;
  std::vector<size_t> chunkEnds;
  /// The op of the driver's regions each chunk holds (when chunked).
  std::vector<Operation *> chunkTops;
  bool chunked = false;
  /// The chunk being visited, and its op (null: not chunked, or between
  /// rounds).
  size_t currentChunk = 0;
  Operation *currentTop = nullptr;
  /// Whether a change reached outside the current chunk in this round; the
  /// seed of the chunks still to come, by op (with its index in seedOps).
  bool careful = false;
  llvm::DenseMap<Operation *, size_t> laterSeed;
  /// Pattern applications and folds in this round, and how many it may
  /// make (maxNumRewrites, or the driver's own bound).
  int64_t roundRewrites = 0;
  int64_t roundLimit = 0;
};
} // namespace

void GreedyDriver::recordApplication(const RewritePattern &pattern) {
  auto [it, inserted] =
      patternIndex.insert({&pattern, result.appliedPerPattern.size()});
  if (inserted)
    result.appliedPerPattern.push_back({&pattern, 0});
  ++result.appliedPerPattern[it->second].second;
}

void GreedyDriver::collectSeed(llvm::MutableArrayRef<Region> regions) {
  seedOps.clear();
  chunkEnds.clear();
  chunkTops.clear();
  auto collect = [&](Operation *op) {
    seedOps.push_back(op);
    return WalkResult::advance();
  };
  WalkOrder order =
      config.useTopDownTraversal ? WalkOrder::PreOrder : WalkOrder::PostOrder;
  // A rewrite limit counts across chunks and stops in the middle of one.
  chunked = config.maxNumRewrites < 0;
  // The walk of each region, but inside the units this round leaves alone.
  for (Region &region : regions)
    for (Block &block : region)
      for (Operation &top : block) {
        if (!isUnit(&top) &&
            (top.getNumRegions() != 0 || top.getNumOperands() != 0 ||
             top.getNumResults() != 0))
          chunked = false;
        if (visitsInside(&top))
          top.walk(collect, order);
        else
          seedOps.push_back(&top);
        chunkEnds.push_back(seedOps.size());
        chunkTops.push_back(&top);
      }
  if (!chunked) {
    chunkEnds.assign(1, seedOps.size());
    chunkTops.assign(1, nullptr);
  }
}

template <class Fn> void GreedyDriver::forEachLaterChunk(Fn &&fn) const {
  size_t n = chunkEnds.size();
  auto range = [&](size_t c) { fn(c ? chunkEnds[c - 1] : 0, chunkEnds[c]); };
  if (config.useTopDownTraversal) {
    for (size_t c = currentChunk + 1; c < n; ++c)
      range(c);
  } else {
    for (size_t c = 0; c < currentChunk; ++c)
      range(c);
  }
}

void GreedyDriver::enterCarefulMode() {
  if (careful)
    return;
  careful = true;
  forEachLaterChunk([&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      if (seedOps[i])
        laterSeed[seedOps[i]] = i;
  });
}

void GreedyDriver::seedRange(size_t begin, size_t end) {
  // Changes made while seeding (constants uniqued or moved to the head of
  // their region) need no other round: a unit that nothing changes after
  // them is a fixpoint already. Only the chunk's own unit can change here.
  bool unitChangedBefore =
      trackUnits && currentTop && changedUnits.contains(currentTop);
  bool outsideBefore = changedOutsideUnits;
  for (size_t i = begin; i < end; ++i) {
    Operation *op = seedOps[i];
    if (!op)
      continue;
    if (careful)
      laterSeed.erase(op);
    // Known constants are uniqued while seeding, so that a duplicate never
    // becomes the one kept because of visiting order.
    if (config.cseConstants && op->hasTrait(OpTrait::ConstantLike) &&
        (config.strictMode == GreedyRewriteStrictness::AnyOp ||
         allowed.count(op)) &&
        !folder.insertKnownConstant(op)) {
      result.changed = true;
      continue;
    }
    addSingle(op);
  }
  if (config.useTopDownTraversal)
    worklist.reverse();
  if (!trackUnits)
    return;
  if (!currentTop) {
    forgetChanges();
    return;
  }
  if (!unitChangedBefore)
    changedUnits.erase(currentTop);
  changedOutsideUnits = outsideBefore;
}

void GreedyDriver::checkForDanglingUses(const RewritePattern &pattern) {
  if (getNumDroppedDanglingUses() == droppedBeforeAttempt || irBroken)
    return;
  irBroken = true;
  emitError(*attemptLoc) << "pattern '" << pattern.getDebugName()
                         << "' erased a value or block that was still in use "
                            "(its uses are null now)";
}

void GreedyDriver::beginRewriteCount(size_t numSeeded) {
  roundRewrites = 0;
  roundLimit =
      config.maxNumRewrites >= 0
          ? config.maxNumRewrites
          : std::max(GreedyRewriteConfig::kMinRewritesPerRound,
                     GreedyRewriteConfig::kRewritesPerOp * int64_t(numSeeded));
}

bool GreedyDriver::processRound(llvm::MutableArrayRef<Region> regions) {
  collectSeed(regions);
  worklist.clear();
  careful = false;
  laterSeed.clear();
  beginRewriteCount(seedOps.size());
  bool changed = false;
  size_t n = chunkEnds.size();
  for (size_t k = 0; k < n && !rewriteLimitHit && !irBroken; ++k) {
    currentChunk = config.useTopDownTraversal ? k : n - 1 - k;
    currentTop = chunked ? chunkTops[currentChunk] : nullptr;
    seedRange(currentChunk ? chunkEnds[currentChunk - 1] : 0,
              chunkEnds[currentChunk]);
    changed |= processWorklist();
  }
  currentTop = nullptr;
  careful = false;
  laterSeed.clear();
  return changed;
}

bool GreedyDriver::simplifyRegionsOfRound(llvm::MutableArrayRef<Region> regions,
                                          bool aggressive) {
  auto isTopLevelUnit = [&](Operation *op) {
    return isUnit(op) && op->getBlock() &&
           isRootRegion(op->getBlock()->getParent());
  };
  bool changed =
      succeeded(simplifyRegions(rewriter, regions, aggressive, isTopLevelUnit));
  for (Region &region : regions)
    for (Block &block : region)
      for (Operation &top : block)
        if (isUnit(&top) && (visitsInside(&top) || changedUnits.contains(&top)))
          changed |= succeeded(
              simplifyRegions(rewriter, top.getRegions(), aggressive));
  return changed;
}

bool GreedyDriver::processWorklist() {
  bool changed = false;
  int64_t &numRewrites = roundRewrites;
  while (!worklist.empty()) {
    // Folds count as well as pattern applications: a folder that keeps
    // reporting a change must hit the limit too.
    if (numRewrites >= roundLimit) {
      rewriteLimitHit = true;
      break;
    }
    Operation *op = worklist.pop();
    if (!op)
      break;

    if (isTriviallyDead(op)) {
      rewriter.eraseOp(op);
      ++result.numDeadOpsErased;
      changed = true;
      continue;
    }

    // Folders and patterns are written for values whose definition does not
    // depend on themselves: on `%a = addi %a, %c1` a reassociation builds
    // another op of the same shape, forever (up-14).
    if (usesOwnResult(op))
      continue;

    // Constants are not folded: folding would rematerialize them forever.
    // Constants are materialized in front of the folded op; the next round's
    // seeding uniques them and hoists them to the head of their region (so
    // the order of constants is, in most cases, the one mlir-opt 19 gives).
    if (config.fold && !op->hasTrait(OpTrait::ConstantLike)) {
      llvm::SmallVector<OpFoldResult, 4> folded;
      if (succeeded(foldOperation(op, folded))) {
        if (folded.empty()) {
          rewriter.finalizeOpModification(op);
          ++result.numFolds;
          ++numRewrites;
          changed = true;
          continue;
        }
        llvm::SmallVector<Value, 4> values;
        llvm::SmallVector<Operation *, 2> created;
        rewriter.setInsertionPoint(op);
        bool ok = true;
        for (auto [r, f] : llvm::zip_equal(op->getResults(), folded)) {
          if (Value v = f.getValue()) {
            values.push_back(v);
            continue;
          }
          Operation *c =
              materializeConstant(op->getDialect(), rewriter, f.getAttribute(),
                                  r.getType(), op->getLoc());
          if (!c) {
            ok = false;
            break;
          }
          created.push_back(c);
          values.push_back(c->getResult(0));
        }
        if (ok) {
          rewriter.replaceOp(op, values);
          ++result.numFolds;
          ++numRewrites;
          changed = true;
          continue;
        }
        for (Operation *c : llvm::reverse(created))
          rewriter.eraseOp(c);
      }
    }

    const RewritePattern *applied = nullptr;
    bool matched = succeeded(applicator.matchAndRewrite(
        op, rewriter, nullptr,
        [&](const RewritePattern &pattern) {
          applied = &pattern;
          checkForDanglingUses(pattern);
          if (config.checkPatternChanges && !attempt.end())
            llvm::report_fatal_error(llvm::Twine("pattern '") +
                                     pattern.getDebugName() +
                                     "' returned success but did not "
                                     "change the IR");
        },
        [&](const RewritePattern &pattern) {
          checkForDanglingUses(pattern);
          if (config.checkPatternChanges && attempt.end())
            llvm::report_fatal_error(llvm::Twine("pattern '") +
                                     pattern.getDebugName() +
                                     "' returned failure but changed the IR");
        }));
    if (irBroken)
      return true;
    if (!matched)
      continue;
    recordApplication(*applied);
    ++result.numRewrites;
    ++numRewrites;
    changed = true;
  }
  return changed;
}

GreedyResult GreedyDriver::simplify(llvm::MutableArrayRef<Region> regions) {
  for (Region &r : regions)
    roots.push_back(&r);
  trackUnits = config.maxNumRewrites < 0 && !config.listener;
  if (config.scope)
    scopes.push_back(config.scope);
  else
    for (Region &r : regions)
      scopes.push_back(&r);
  if (config.strictMode != GreedyRewriteStrictness::AnyOp)
    for (Region &r : regions)
      r.walk([&](Operation *op) {
        allowed.insert(op);
        return WalkResult::advance();
      });

  bool aggressive = config.enableRegionSimplification ==
                    GreedySimplifyRegionLevel::Aggressive;
  bool regionSimplification =
      config.enableRegionSimplification != GreedySimplifyRegionLevel::Disabled;
  // Unreachable code may use values as reachable code cannot (an op using
  // its own result, blocks using each other's values), which folders and
  // patterns are not written for: it goes before they see it.
  if (regionSimplification &&
      succeeded(eraseUnreachableBlocks(rewriter, regions)))
    result.changed = true;
  bool changedInRound = false;
  do {
    if (config.maxIterations >= 0 &&
        int64_t(result.iterations) >= config.maxIterations)
      break;
    ++result.iterations;
    rewriteLimitHit = false;
    beginRound(/*all=*/result.iterations == 1);
    changedInRound = processRound(regions);
    if (irBroken) {
      result.changed = true;
      result.reason = GreedyStopReason::BrokenIR;
      return result;
    }
    // The driver's own bound stops the run: rounds that exhaust it do not
    // converge.
    if (rewriteLimitHit && config.maxNumRewrites < 0) {
      result.changed |= changedInRound;
      result.reason = GreedyStopReason::RewriteLimit;
      return result;
    }
    if (regionSimplification)
      changedInRound |= simplifyRegionsOfRound(regions, aggressive);
    result.changed |= changedInRound;
  } while (changedInRound);

  if (!changedInRound) {
    result.reason = GreedyStopReason::Converged;
  } else {
    result.reason = rewriteLimitHit ? GreedyStopReason::RewriteLimit
                                    : GreedyStopReason::IterationLimit;
    return result;
  }

  if (config.testConvergence) {
    // One more round from scratch must find nothing to do.
    beginRound(/*all=*/true);
    bool again = processRound(regions);
    if (config.enableRegionSimplification !=
        GreedySimplifyRegionLevel::Disabled)
      again |= simplifyRegionsOfRound(regions, aggressive);
    if (again)
      result.reason = GreedyStopReason::NotConvergent;
  }
  return result;
}

GreedyResult GreedyDriver::simplifyOps(llvm::ArrayRef<Operation *> ops,
                                       bool *allErased) {
  if (config.scope) {
    scopes.push_back(config.scope);
  } else if (!ops.empty()) {
    // The closest region holding every op.
    Region *common = ops.front()->getParentRegion();
    while (common && !llvm::all_of(ops, [&](Operation *op) {
             return common->findAncestorOpInRegion(*op) != nullptr;
           }))
      common = common->getParentRegion();
    if (common)
      scopes.push_back(common);
  }
  if (config.strictMode != GreedyRewriteStrictness::AnyOp)
    allowed.insert(ops.begin(), ops.end());
  trackErasures = true;
  ++result.iterations;
  beginRewriteCount(ops.size());
  // Popping from the back: reversed, the ops are visited in the given order.
  for (Operation *op : ops)
    addSingle(op);
  if (config.useTopDownTraversal)
    worklist.reverse();
  result.changed = processWorklist();
  result.reason = irBroken ? GreedyStopReason::BrokenIR
                  : !worklist.empty() && rewriteLimitHit
                      ? GreedyStopReason::RewriteLimit
                      : GreedyStopReason::Converged;
  if (allErased)
    *allErased = llvm::all_of(
        ops, [&](Operation *op) { return erasedTracked.count(op) != 0; });
  return result;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

GreedyResult
assay::applyPatternsGreedily(llvm::MutableArrayRef<Region> regions,
                             const FrozenRewritePatternSet &patterns,
                             GreedyRewriteConfig config) {
  if (regions.empty())
    return GreedyResult();
  GreedyDriver driver(regions.front().getContext(), patterns, config);
  return driver.simplify(regions);
}

GreedyResult
assay::applyPatternsGreedily(Operation *op,
                             const FrozenRewritePatternSet &patterns,
                             GreedyRewriteConfig config) {
  if (op->getNumRegions() == 0)
    return GreedyResult();
  GreedyDriver driver(op->getContext(), patterns, config);
  return driver.simplify(op->getRegions());
}

LogicalResult assay::applyPatternsAndFoldGreedily(
    Operation *op, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config, GreedyResult *result) {
  GreedyResult r = applyPatternsGreedily(op, patterns, config);
  bool ok = r.converged();
  if (result)
    *result = std::move(r);
  return success(ok);
}

LogicalResult
assay::applyPatternsAndFoldGreedily(llvm::MutableArrayRef<Region> regions,
                                    const FrozenRewritePatternSet &patterns,
                                    GreedyRewriteConfig config,
                                    GreedyResult *result) {
  GreedyResult r = applyPatternsGreedily(regions, patterns, config);
  bool ok = r.converged();
  if (result)
    *result = std::move(r);
  return success(ok);
}

LogicalResult assay::applyOpPatternsAndFold(
    llvm::ArrayRef<Operation *> ops, const FrozenRewritePatternSet &patterns,
    GreedyRewriteConfig config, bool *changed, bool *allErased) {
  if (ops.empty()) {
    if (changed)
      *changed = false;
    if (allErased)
      *allErased = true;
    return success();
  }
  GreedyDriver driver(ops.front()->getContext(), patterns, config);
  GreedyResult r = driver.simplifyOps(ops, allErased);
  if (changed)
    *changed = r.changed;
  return success(r.converged());
}
