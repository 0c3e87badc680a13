//===- Verifier.cpp - Structural and semantic checks of operations --------===//
//
// The verifier walks the IR with one explicit worklist of steps (enter an
// op, enter a block, leave a block, leave an op, finish an op, check
// dominance under an op), so that the order of checks is the one stated in
// ir/Verifier.h and no native recursion follows the nesting of the IR.
//
// The verifier runs after parsing and after every pass, so its cost per op
// matters. The common case takes shortcuts that give the same verdict and
// the same first diagnostic as the general checks, which still run whenever
// a shortcut cannot decide:
//  - an op without regions is verified where its block is visited, entry
//    and finish checks back to back, without worklist steps of its own;
//  - facts derived from an op name's interfaces are cached per run;
//  - structural counts, same-type traits, isolation and dominance are first
//    tested the cheap way (a count accepted, types pointer-equal, a value
//    defined in the block of its use or in a block enclosing it), and only a
//    test that does not pass falls back to the general code, which then
//    decides and reports.
//
//===----------------------------------------------------------------------===//
#include "ir/Verifier.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Dominance.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "ir/Threading.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Small predicates
//===----------------------------------------------------------------------===//

/// Whether the op is, or (unregistered) may be, a terminator.
static bool mightBeTerminator(Operation &op) {
  return !op.isRegistered() || op.hasTrait(OpTrait::Terminator);
}

/// Whether `block` may end without a terminator: it is the only block of a
/// region whose op is unregistered or has NoTerminator.
static bool mayBeValidWithoutTerminator(Block *block) {
  Region *region = block->getParent();
  if (!region)
    return true;
  if (!region->hasOneBlock())
    return false;
  Operation *owner = region->getParentOp();
  return !owner || !owner->isRegistered() ||
         owner->hasTrait(OpTrait::NoTerminator);
}

/// Whether `op` is verified separately from its parent: isolated ops with
/// regions get their own full verification when the parent is left.
static bool isVerifiedSeparately(Operation &op) {
  return op.getNumRegions() != 0 && op.isRegistered() &&
         op.hasTrait(OpTrait::IsolatedFromAbove);
}

static RegionKind getRegionKind(Operation *op, unsigned index) {
  OpInfo *info = op->getName().getInfo();
  if (!op->isRegistered() || !info->regionKind)
    return RegionKind::SSACFG;
  return info->regionKind(op, index);
}

/// The element type of a shaped type, or the type itself.
static Type getElementTypeOrSelf(Type type) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

/// Whether two types have compatible shapes: both unshaped, or either
/// unranked, or the same rank with every pair of sizes equal or dynamic.
static bool haveCompatibleShapes(Type a, Type b) {
  auto sa = llvm::dyn_cast<ShapedType>(a);
  auto sb = llvm::dyn_cast<ShapedType>(b);
  if (!sa && !sb)
    return true;
  if (!sa || !sb)
    return false;
  if (!sa.hasRank() || !sb.hasRank())
    return true;
  if (sa.getRank() != sb.getRank())
    return false;
  for (auto [da, db] : llvm::zip(sa.getShape(), sb.getShape()))
    if (!ShapedType::isDynamic(da) && !ShapedType::isDynamic(db) && da != db)
      return false;
  return true;
}

static Attribute getTensorEncoding(Type type) {
  if (auto ranked = llvm::dyn_cast<RankedTensorType>(type))
    return ranked.getEncoding();
  return {};
}

//===----------------------------------------------------------------------===//
// Traits checked on entering an op
//===----------------------------------------------------------------------===//

static LogicalResult verifyHasParent(Operation *op) {
  OpInfo *info = op->getName().getInfo();
  Operation *parent = op->getParentOp();
  if (parent &&
      llvm::is_contained(info->parentNames, parent->getName().getStringRef()))
    return success();
  InFlightDiagnostic diag = op->emitOpError();
  diag << "expects parent op "
       << (info->parentNames.size() == 1 ? "'" : "to be one of '");
  llvm::interleave(
      info->parentNames, [&](llvm::StringRef n) { diag << n; },
      [&] { diag << ", "; });
  diag << "'";
  return diag;
}

static LogicalResult verifySingleBlock(Operation *op) {
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i) {
    Region &region = op->getRegion(i);
    if (region.empty())
      continue;
    if (!region.hasOneBlock())
      return op->emitOpError("expects region #")
             << i << " to have 0 or 1 blocks";
    if (!op->hasTrait(OpTrait::NoTerminator) && region.front().empty())
      return op->emitOpError() << "expects a non-empty block";
  }
  return success();
}

static LogicalResult verifyTerminatorTrait(Operation *op) {
  Block *block = op->getBlock();
  if (!block || &block->back() != op)
    return op->emitOpError("must be the last operation in the parent block");
  return success();
}

static LogicalResult verifySameTypeOperands(Operation *op) {
  if (op->getNumOperands() == 0)
    return success();
  Type type = op->getOperand(0).getType();
  for (Type t : op->getOperandTypes())
    if (t != type)
      return op->emitOpError() << "requires all operands to have the same type";
  return success();
}

/// Whether every result and operand of `op` has exactly the type of result
/// #0, which passes SameOperandsAndResultType whatever that type is.
static bool allTypesEqualFirstResult(Operation *op) {
  Type type = op->getResult(0).getType();
  for (unsigned i = 1, e = op->getNumResults(); i < e; ++i)
    if (op->getResult(i).getType() != type)
      return false;
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get().getType() != type)
      return false;
  return true;
}

static LogicalResult verifySameOperandsAndResultType(Operation *op) {
  if (op->getNumOperands() < 1)
    return op->emitOpError()
           << "expected 1 or more operands, but found " << op->getNumOperands();
  if (op->getNumResults() < 1)
    return op->emitOpError() << "expected 1 or more results";
  if (allTypesEqualFirstResult(op))
    return success();

  Type type = op->getResult(0).getType();
  Type elementType = getElementTypeOrSelf(type);
  Attribute encoding = getTensorEncoding(type);
  auto check = [&](Type other) -> LogicalResult {
    if (getElementTypeOrSelf(other) != elementType ||
        !haveCompatibleShapes(other, type))
      return op->emitOpError()
             << "requires the same type for all operands and results";
    if (encoding && getTensorEncoding(other) != encoding)
      return op->emitOpError()
             << "requires the same encoding for all operands and results";
    return success();
  };
  for (Type t : llvm::drop_begin(op->getResultTypes()))
    if (failed(check(t)))
      return failure();
  for (Type t : op->getOperandTypes())
    if (failed(check(t)))
      return failure();
  return success();
}

static LogicalResult verifySymbolTrait(Operation *op) {
  Attribute name = op->getInherentAttr("sym_name");
  // An optional symbol (builtin.module) may go unnamed, and is then no
  // symbol at all: its visibility is not looked at.
  if (!name && op->hasTrait(OpTrait::OptionalSymbol))
    return success();
  if (!llvm::isa_and_nonnull<StringAttr>(name))
    return op->emitOpError() << "requires string attribute 'sym_name'";
  if (Attribute vis = op->getInherentAttr("sym_visibility")) {
    auto visStr = llvm::dyn_cast<StringAttr>(vis);
    if (!visStr)
      return op->emitOpError() << "requires visibility attribute "
                                  "'sym_visibility' to be a string attribute, "
                                  "but got "
                               << vis;
    llvm::StringRef v = visStr.getValue();
    if (v != "public" && v != "private" && v != "nested")
      return op->emitOpError()
             << "visibility expected to be one of [\"public\", "
                "\"private\", \"nested\"], but got "
             << vis;
  }
  // A symbol is found through the table that holds it: a registered parent
  // must be one (an unregistered parent may be, for all the IR knows).
  if (Operation *parent = op->getParentOp())
    if (parent->isRegistered() && !parent->hasTrait(OpTrait::SymbolTable))
      return op->emitOpError()
             << "symbol's parent must have the SymbolTable trait";
  return success();
}

/// Checks one count constraint; `what` is "operand", "result", "region" or
/// "successor", and the messages are mlir-opt's for each.
static LogicalResult verifyCount(Operation *op, CountConstraint c,
                                 unsigned actual, llvm::StringRef what) {
  if (c.accepts(actual))
    return success();
  bool isSuccessor = what == "successor";
  if (isSuccessor) {
    if (c.orMore)
      return op->emitOpError() << "requires at least " << c.count
                               << " successors but found " << actual;
    return op->emitOpError()
           << "requires " << c.count << " successor"
           << (c.count == 1 ? "" : "s") << " but found " << actual;
  }
  if (c.orMore)
    return op->emitOpError() << "expected " << c.count << " or more " << what
                             << "s, but found " << actual;
  if (c.count == 0)
    return op->emitOpError() << "requires zero " << what << "s";
  if (c.count == 1) {
    if (what == "operand")
      return op->emitOpError("requires a single operand");
    return op->emitOpError() << "requires one " << what;
  }
  if (what == "region")
    return op->emitOpError() << "expected " << c.count << " regions";
  return op->emitOpError() << "expected " << c.count << " " << what
                           << "s, but found " << actual;
}

/// The structural counts, in the order mlir-opt checks them, then the
/// region-argument rule.
static LogicalResult verifyStructure(Operation *op) {
  const OpInfo *info = op->getName().getInfo();
  // verifyCount is only entered for a count that is not accepted, to build
  // its message.
  unsigned numRegions = op->getNumRegions();
  if (!info->numRegions.accepts(numRegions))
    return verifyCount(op, info->numRegions, numRegions, "region");
  if (!info->numResults.accepts(op->getNumResults()))
    return verifyCount(op, info->numResults, op->getNumResults(), "result");
  if (!info->numSuccessors.accepts(op->getNumSuccessors()))
    return verifyCount(op, info->numSuccessors, op->getNumSuccessors(),
                       "successor");
  if (!info->numOperands.accepts(op->getNumOperands()))
    return verifyCount(op, info->numOperands, op->getNumOperands(), "operand");
  if (numRegions != 0 && op->hasTrait(OpTrait::NoRegionArguments))
    for (Region &region : op->getRegions()) {
      if (region.empty() || region.front().args_empty())
        continue;
      if (op->getNumRegions() == 1)
        return op->emitOpError("region should have no arguments");
      return op->emitOpError("region #")
             << region.getRegionNumber() << " should have no arguments";
    }
  return success();
}

/// The traits checked before the op's own verifier.
static LogicalResult verifyTraitsOnEntry(Operation *op, const OpInfo *info) {
  // Counts and structural traits come first, then the op's invariants (its
  // attribute and region constraints), then the other traits. The trait
  // bits are read once: no check changes them.
  uint64_t traits = info->traits;
  if (failed(verifyStructure(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::HasParent)) &&
      failed(verifyHasParent(op)))
    return failure();
  if ((traits & (OpInfo::traitBit(OpTrait::SingleBlock) |
                 OpInfo::traitBit(OpTrait::SingleBlockImplicitTerminator))) &&
      failed(verifySingleBlock(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::Terminator)) &&
      failed(verifyTerminatorTrait(op)))
    return failure();
  if (info->verifyInvariants && failed(info->verifyInvariants(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::SameTypeOperands)) &&
      failed(verifySameTypeOperands(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::SameOperandsAndResultType)) &&
      failed(verifySameOperandsAndResultType(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::Symbol)) &&
      failed(verifySymbolTrait(op)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Traits checked after the regions
//===----------------------------------------------------------------------===//

/// No op nested in `op` (outside nested isolated ops, which check
/// themselves) uses a value defined outside `op`.
static LogicalResult verifyIsolatedFromAbove(Operation *op) {
  llvm::SmallVector<Region *, 8> pending;
  for (Region &top : op->getRegions()) {
    pending.push_back(&top);
    while (!pending.empty()) {
      Region *region = pending.pop_back_val();
      for (Block &block : *region) {
        for (Operation &nested : block) {
          for (Value operand : nested.getOperands()) {
            // Most operands are defined in the block of their use, or in
            // its region, both known to be inside `top`.
            if (!operand || operand.getParentBlock() == &block)
              continue;
            Region *defRegion = operand.getParentRegion();
            if (defRegion == region || top.isAncestor(defRegion))
              continue;
            InFlightDiagnostic diag =
                nested.emitOpError("using value defined outside the region");
            diag.attachNote(op->getLoc())
                << "required by region isolation constraints";
            return failure();
          }
          if (nested.getNumRegions() == 0 || isVerifiedSeparately(nested))
            continue;
          for (Region &sub : nested.getRegions())
            pending.push_back(&sub);
        }
      }
    }
  }
  return success();
}

static LogicalResult verifyImplicitTerminator(Operation *op) {
  llvm::StringRef expected = op->getName().getInfo()->implicitTerminatorName;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    Block &block = region.front();
    if (block.empty())
      return op->emitOpError() << "expects a non-empty block";
    Operation &last = block.back();
    if (last.getName().getStringRef() == expected)
      continue;
    InFlightDiagnostic diag = op->emitOpError()
                              << "expects regions to end with '" << expected
                              << "', found '" << last.getName().getStringRef()
                              << "'";
    diag.attachNote() << "in custom textual format, the absence of "
                         "terminator implies '"
                      << expected << "'";
    return failure();
  }
  return success();
}

/// The hook of SymbolUserOpInterface.
using SymbolUseVerifyFn = LogicalResult (*)(Operation *,
                                            SymbolTableCollection &);

namespace {
/// What the verifier derives from an op name's interfaces, looked up once
/// per name and run: a direct-mapped table keyed by the OpInfo, so a hit
/// costs a load and a compare instead of an interface map lookup. A miss
/// (first sight, or a collision) looks the interface up again.
class OpFactsCache {
public:
  /// The SymbolUserOpInterface hook of ops named by `info`, or null.
  SymbolUseVerifyFn getSymbolUseVerifier(const OpInfo *info) {
    Entry &entry = entries[(reinterpret_cast<uintptr_t>(info) >> 4 ^
                            reinterpret_cast<uintptr_t>(info) >> 9) %
                           kNumEntries];
    if (entry.info != info) {
      entry.info = info;
      const auto *user = info->getInterface<SymbolUserOpInterface>();
      entry.verifySymbolUses = user ? user->verifySymbolUses : nullptr;
    }
    return entry.verifySymbolUses;
  }

private:
  static constexpr unsigned kNumEntries = 64;
  struct Entry {
    const OpInfo *info = nullptr;
    SymbolUseVerifyFn verifySymbolUses = nullptr;
  };
  Entry entries[kNumEntries];
};
} // namespace

/// Calls the SymbolUserOpInterface hook of every op in the symbol table
/// `op` (not inside nested symbol tables, which check their own), sharing
/// `symbolTables` among them.
static LogicalResult verifySymbolUses(Operation *op,
                                      SymbolTableCollection &symbolTables,
                                      OpFactsCache &facts) {
  llvm::SmallVector<Region *, 8> pending;
  for (Region &region : op->getRegions())
    pending.push_back(&region);
  while (!pending.empty()) {
    Region *region = pending.pop_back_val();
    for (Block &block : *region) {
      for (Operation &nested : block) {
        if (SymbolUseVerifyFn verifyUses =
                facts.getSymbolUseVerifier(nested.getName().getInfo()))
          if (failed(verifyUses(&nested, symbolTables)))
            return failure();
        if (nested.getNumRegions() == 0 ||
            nested.hasTrait(OpTrait::SymbolTable))
          continue;
        for (Region &sub : nested.getRegions())
          pending.push_back(&sub);
      }
    }
  }
  return success();
}

static LogicalResult verifySymbolTableTrait(Operation *op,
                                            SymbolTableCollection &symbolTables,
                                            OpFactsCache &facts,
                                            bool mayHaveSymbolUsers) {
  if (op->getNumRegions() != 1)
    return op->emitOpError()
           << "Operations with a 'SymbolTable' must have exactly one region";
  if (!op->getRegion(0).hasOneBlock())
    return op->emitOpError()
           << "Operations with a 'SymbolTable' must have exactly one block";
  // The names point into their StringAttrs, which outlive the map, so it
  // need not copy them.
  llvm::DenseMap<llvm::StringRef, Operation *> seen;
  for (Operation &nested : op->getRegion(0).front()) {
    auto name =
        llvm::dyn_cast_or_null<StringAttr>(nested.getInherentAttr("sym_name"));
    if (!name)
      continue;
    auto [it, inserted] = seen.try_emplace(name.getValue(), &nested);
    if (inserted)
      continue;
    InFlightDiagnostic diag = nested.emitError()
                              << "redefinition of symbol named '"
                              << name.getValue() << "'";
    diag.attachNote(it->second->getLoc())
        << "see existing symbol definition here";
    return failure();
  }
  if (!mayHaveSymbolUsers)
    return success();
  return verifySymbolUses(op, symbolTables, facts);
}

static LogicalResult
verifyTraitsAfterRegions(Operation *op, uint64_t traits,
                         SymbolTableCollection &symbolTables,
                         OpFactsCache &facts, bool mayHaveSymbolUsers) {
  if ((traits & OpInfo::traitBit(OpTrait::IsolatedFromAbove)) &&
      failed(verifyIsolatedFromAbove(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::SingleBlockImplicitTerminator)) &&
      failed(verifyImplicitTerminator(op)))
    return failure();
  if ((traits & OpInfo::traitBit(OpTrait::SymbolTable)) &&
      failed(
          verifySymbolTableTrait(op, symbolTables, facts, mayHaveSymbolUsers)))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Dominance diagnostics
//===----------------------------------------------------------------------===//

/// Says where `def` (in region `defRegion`) sits relative to `use`.
static llvm::StringRef describeRegions(Region *useRegion, Region *defRegion) {
  if (useRegion == defRegion)
    return "in the same region";
  if (defRegion->isProperAncestor(useRegion))
    return "in a parent region";
  if (useRegion->isProperAncestor(defRegion))
    return "in a child region";
  return "neither in a parent nor in a child region";
}

/// Whether `value` is defined in a block of the region holding `block` or
/// of a region enclosing it: the rule every use keeps, even in an
/// unreachable block, where dominance says nothing.
static bool isDefinedInEnclosingScope(Value value, Block *block) {
  Block *defBlock = value.getParentBlock();
  Region *defRegion = defBlock ? defBlock->getParent() : nullptr;
  return defRegion && defRegion->isAncestor(block->getParent());
}

static void diagnoseOperandDominance(Operation &op, unsigned index) {
  InFlightDiagnostic diag = op.emitError("operand #")
                            << index << " does not dominate this use";
  Value operand = op.getOperand(index);
  Block *useBlock = op.getBlock();
  Region *useRegion = useBlock->getParent();

  if (Operation *def = operand.getDefiningOp()) {
    Diagnostic &note = diag.attachNote(def->getLoc());
    note << "operand defined here";
    Block *defBlock = def->getBlock();
    Region *defRegion = defBlock->getParent();
    if (defBlock == useBlock)
      note << " (op in the same block)";
    else if (defRegion == useRegion)
      note << " (op in the same region)";
    else if (!defRegion || !useRegion)
      note << " (op is neither in a parent nor in a child region)";
    else if (defRegion->isProperAncestor(useRegion))
      note << " (op in a parent region)";
    else if (useRegion->isProperAncestor(defRegion))
      note << " (op in a child region)";
    else
      note << " (op is neither in a parent nor in a child region)";
    return;
  }

  // A block argument: the note points at the op owning the block's region.
  Block *argBlock = llvm::cast<BlockArgument>(operand).getOwner();
  Region *argRegion = argBlock->getParent();
  Location loc = UnknownLoc::get(op.getContext());
  if (Operation *owner = argBlock->getParentOp())
    loc = owner->getLoc();
  Diagnostic &note = diag.attachNote(loc);
  if (!argRegion) {
    note << " (block without parent)";
    return;
  }
  unsigned blockIndex = 0;
  for (Block &b : *argRegion) {
    if (&b == argBlock)
      break;
    ++blockIndex;
  }
  note << "operand defined as a block argument (block #" << blockIndex << " "
       << describeRegions(useRegion, argRegion) << ")";
}

//===----------------------------------------------------------------------===//
// OperationVerifier
//===----------------------------------------------------------------------===//

namespace {
/// One verification run.
class OperationVerifier {
public:
  OperationVerifier(bool verifyRecursively, llvm::ThreadPoolInterface *pool)
      : verifyRecursively(verifyRecursively), pool(pool) {}

  LogicalResult run(Operation *root);

private:
  enum class StepKind : uint8_t {
    EnterOp,
    LeaveOp,
    FinishOp,
    EnterBlock,
    /// Visit the ops of a block that follow the op in `ptr`, then leave the
    /// block.
    ResumeBlock,
    CheckDominance,
  };
  struct Step {
    StepKind kind;
    void *ptr;
  };

  /// The values seen so far in the innermost isolated op being verified.
  llvm::DenseSet<const void *> &getScopeValues() { return scopes[depth]; }
  /// Adds to `values` those of every region enclosing `op`.
  static void addEnclosingValues(Operation *op,
                                 llvm::DenseSet<const void *> &values);
  /// Checks that each operand of `op` is a value of the IR (step 0 of the
  /// contract), without reading what an operand points to unless it is.
  LogicalResult verifyOperandsExist(Operation &op);
  /// The checks on entering an op (step 1 of the contract).
  LogicalResult verifyOpOnEntry(Operation *op);
  LogicalResult enterOp(Operation *op);
  LogicalResult enterBlock(Block *block);
  /// Verifies the ops of `block` from `it` on: an op without regions in
  /// full, on the spot; at the first op with regions, pushes the rest of the
  /// block and enters that op. Leaves the block after its last op.
  LogicalResult visitOps(Block *block, Block::iterator it);
  LogicalResult leaveBlock(Block *block);
  LogicalResult leaveOp(Operation *op);
  /// Verifies `isolated` (in op order, as separate runs) on the pool.
  LogicalResult verifyInParallel(llvm::ArrayRef<Operation *> isolated);
  LogicalResult finishOp(Operation *op);
  LogicalResult checkDominance(Operation *op);
  /// Whether operand `value` of `user`, which sits in `block` (with SSA
  /// dominance when `ssa`), properly dominates it.
  bool dominatesUse(Value value, Operation *user, Block *block, bool ssa);

  void push(StepKind kind, void *ptr) { worklist.push_back({kind, ptr}); }

  bool verifyRecursively;
  /// Whether the root's operands are checked to exist (a run verifying an
  /// isolated op on behalf of its parent's run leaves them to it).
  bool checkRootOperands = true;
  /// Where nested isolated ops are verified in parallel, or null.
  llvm::ThreadPoolInterface *pool;
  /// For the innermost isolated-from-above op being verified (no use inside
  /// it may name a value outside) and each one around it, by address: the
  /// values met so far by the walk, which adds the arguments of a block as
  /// it enters it and the results of an op once its operands are checked.
  /// An operand found here is a live value of the IR, so the checks may
  /// read it; one not found (defined later in the walk's order, or not at
  /// all) is looked up in `allValues`. The sets of inner scopes are kept
  /// cleared for reuse.
  llvm::SmallVector<llvm::DenseSet<const void *>, 2> scopes{1};
  unsigned depth = 0;
  /// Every value of the IR around the root, gathered when an operand is not
  /// found in scope (on invalid IR only).
  std::optional<llvm::DenseSet<const void *>> allValues;
  llvm::SmallVector<Step, 64> worklist;
  DominanceInfo domInfo;
  /// The symbol tables the symbol-use checks look into, each built once.
  SymbolTableCollection symbolTables;
  OpFactsCache facts;
  /// How many ops that check their symbol uses were entered so far, and
  /// the count when each symbol table op was entered: a symbol table none
  /// of whose nested ops checks symbol uses needs no walk to find them.
  uint64_t symbolUsersEntered = 0;
  llvm::DenseMap<Operation *, uint64_t> symbolUsersAtEntry;
  /// The last region whose dominance kind checkDominance looked up for a
  /// value defined outside the block of its use, and that kind.
  Region *lastDefRegion = nullptr;
  bool lastDefRegionHasSSA = true;
};
} // namespace

LogicalResult OperationVerifier::run(Operation *root) {
  // The root's operands, and in a root that is not isolated the operands of
  // the ops inside, may name the values of the regions around it.
  if (checkRootOperands && root->getBlock() &&
      (root->getNumOperands() != 0 || !isVerifiedSeparately(*root)))
    addEnclosingValues(root, getScopeValues());
  if (checkRootOperands && failed(verifyOperandsExist(*root)))
    return failure();
  if (root->getNumRegions() != 0)
    push(StepKind::CheckDominance, root);
  push(StepKind::EnterOp, root);
  while (!worklist.empty()) {
    Step step = worklist.pop_back_val();
    LogicalResult result = success();
    switch (step.kind) {
    case StepKind::EnterOp:
      result = enterOp(static_cast<Operation *>(step.ptr));
      break;
    case StepKind::LeaveOp:
      result = leaveOp(static_cast<Operation *>(step.ptr));
      break;
    case StepKind::FinishOp:
      result = finishOp(static_cast<Operation *>(step.ptr));
      break;
    case StepKind::EnterBlock:
      result = enterBlock(static_cast<Block *>(step.ptr));
      break;
    case StepKind::ResumeBlock: {
      Operation *last = static_cast<Operation *>(step.ptr);
      result = visitOps(last->getBlock(), std::next(Block::iterator(last)));
      break;
    }
    case StepKind::CheckDominance:
      result = checkDominance(static_cast<Operation *>(step.ptr));
      break;
    }
    if (failed(result))
      return failure();
  }
  return success();
}

/// Adds the arguments of `block` and the results of its ops to `values`.
static void addBlockValues(Block &block, llvm::DenseSet<const void *> &values) {
  for (BlockArgument arg : block.getArguments())
    values.insert(arg.getAsOpaquePointer());
  for (Operation &op : block)
    for (OpResult result : op.getResults())
      values.insert(result.getAsOpaquePointer());
}

void OperationVerifier::addEnclosingValues(
    Operation *op, llvm::DenseSet<const void *> &values) {
  // Up from the op's block, which may be detached (then it is the top).
  for (Block *block = op->getBlock(); block;) {
    Region *region = block->getParent();
    if (!region) {
      addBlockValues(*block, values);
      return;
    }
    for (Block &b : *region)
      addBlockValues(b, values);
    Operation *parent = region->getParentOp();
    block = parent ? parent->getBlock() : nullptr;
  }
}

/// Adds every value of the IR holding `op` to `values`: those of its
/// top-level op, or of the detached block at its top.
static void addAllValues(Operation *op, llvm::DenseSet<const void *> &values) {
  Operation *top = op;
  while (Operation *parent = top->getParentOp())
    top = parent;
  auto addNested = [&](Operation *nested) {
    for (OpResult result : nested->getResults())
      values.insert(result.getAsOpaquePointer());
    for (Region &region : nested->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          values.insert(arg.getAsOpaquePointer());
    return WalkResult::advance();
  };
  Block *topBlock = top->getBlock();
  if (!topBlock) {
    top->walk(addNested);
    return;
  }
  for (BlockArgument arg : topBlock->getArguments())
    values.insert(arg.getAsOpaquePointer());
  for (Operation &sibling : *topBlock)
    sibling.walk(addNested);
}

LogicalResult OperationVerifier::verifyOperandsExist(Operation &op) {
  for (auto [i, operand] : llvm::enumerate(op.getOperands())) {
    // Null operands are reported by the checks on entry.
    if (!operand || getScopeValues().contains(operand.getAsOpaquePointer()))
      continue;
    // Not in scope: a value elsewhere in the IR is left to the isolation
    // and dominance checks, which say where it is. A value found nowhere
    // belongs to an op or block that was erased (its memory may even hold
    // another value by now) or detached: nothing about it can be read.
    if (!allValues) {
      allValues.emplace();
      addAllValues(&op, *allValues);
    }
    if (!allValues->contains(operand.getAsOpaquePointer()))
      return op.emitOpError("operand #")
             << i
             << " is not a value of this IR (what defined it was erased or "
                "detached)";
  }
  return success();
}

LogicalResult OperationVerifier::verifyOpOnEntry(Operation *op) {
  const OpInfo *info = op->getName().getInfo();
  if (facts.getSymbolUseVerifier(info))
    ++symbolUsersEntered;
  if (info->hasTrait(OpTrait::SymbolTable))
    symbolUsersAtEntry[op] = symbolUsersEntered;
  for (OpOperand &operand : op->getOpOperands())
    if (!operand.get())
      return op->emitError("null operand found");
  for (BlockOperand &successor : op->getBlockOperands())
    if (!successor.get())
      return op->emitError("null successor found");

  if (op->getRawAttrDictionary())
    for (NamedAttribute attr : op->getAttrs())
      if (Dialect *dialect = attr.getName().getReferencedDialect())
        if (failed(dialect->verifyOperationAttribute(op, attr)))
          return failure();

  bool registered = info->registered;
  if (registered) {
    if (failed(verifyTraitsOnEntry(op, info)))
      return failure();
    if (OpInfo::VerifyFn fn = info->verify)
      if (failed(fn(op)))
        return failure();
  }

  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i) {
    Region &region = op->getRegion(i);
    if (region.empty())
      continue;
    if (registered && !region.hasOneBlock() &&
        getRegionKind(op, i) == RegionKind::Graph)
      return op->emitOpError("expects graph region #")
             << i << " to have 0 or 1 blocks";
    if (!region.front().hasNoPredecessors())
      return emitError(op->getLoc(),
                       "entry block of region may not have predecessors");
  }
  return success();
}

LogicalResult OperationVerifier::enterOp(Operation *op) {
  if (failed(verifyOpOnEntry(op)))
    return failure();
  push(StepKind::LeaveOp, op);
  if (!verifyRecursively)
    return success();
  // Inside an isolated op only its own values may be used: a scope of its
  // own, left when it finishes.
  if (isVerifiedSeparately(*op) && ++depth == scopes.size())
    scopes.emplace_back();
  for (Region &region : llvm::reverse(op->getRegions()))
    for (Block &block : llvm::reverse(region))
      push(StepKind::EnterBlock, &block);
  return success();
}

LogicalResult OperationVerifier::enterBlock(Block *block) {
  llvm::DenseSet<const void *> &values = getScopeValues();
  for (BlockArgument arg : block->getArguments())
    values.insert(arg.getAsOpaquePointer());
  if (block->empty()) {
    if (mayBeValidWithoutTerminator(block))
      return success();
    return emitError(block->getParent()->getLoc(),
                     "empty block: expect at least a terminator");
  }
  for (Operation &op : *block)
    if (op.getNumSuccessors() != 0 && &op != &block->back())
      return op.emitError(
          "operation with block successors must terminate its parent block");
  return visitOps(block, block->begin());
}

LogicalResult OperationVerifier::visitOps(Block *block, Block::iterator it) {
  for (Block::iterator e = block->end(); it != e; ++it) {
    Operation &op = *it;
    // Before anything reads the operands, isolated ops included (their own
    // runs start inside them).
    if (failed(verifyOperandsExist(op)))
      return failure();
    llvm::DenseSet<const void *> &values = getScopeValues();
    for (OpResult result : op.getResults())
      values.insert(result.getAsOpaquePointer());
    // An op without regions has nothing to walk between its entry and its
    // finish, and no isolated ops to verify first: both run here, in the
    // order the steps would take.
    if (op.getNumRegions() == 0) {
      if (failed(verifyOpOnEntry(&op)) || failed(finishOp(&op)))
        return failure();
      continue;
    }
    if (isVerifiedSeparately(op))
      continue;
    push(StepKind::ResumeBlock, &op);
    return enterOp(&op);
  }
  return leaveBlock(block);
}

LogicalResult OperationVerifier::leaveBlock(Block *block) {
  Operation &last = block->back();
  for (BlockOperand &succ : last.getBlockOperands())
    if (succ.get()->getParent() != block->getParent())
      return last.emitOpError("branching to block of a different region");
  if (mayBeValidWithoutTerminator(block))
    return success();
  if (!mightBeTerminator(last))
    return last.emitError("block with no terminator, has ") << last;
  return success();
}

LogicalResult OperationVerifier::leaveOp(Operation *op) {
  push(StepKind::FinishOp, op);
  if (!verifyRecursively)
    return success();
  // Each nested isolated op is verified in full, its dominance included,
  // before this op's region checks; in order, hence pushed in reverse.
  llvm::SmallVector<Operation *, 8> isolated;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &nested : block)
        if (isVerifiedSeparately(nested))
          isolated.push_back(&nested);
  if (pool && isolated.size() > 1)
    return verifyInParallel(isolated);
  for (Operation *nested : llvm::reverse(isolated)) {
    push(StepKind::CheckDominance, nested);
    push(StepKind::EnterOp, nested);
  }
  return success();
}

LogicalResult
OperationVerifier::verifyInParallel(llvm::ArrayRef<Operation *> isolated) {
  // Each op gets a run of its own; the report is a sequential run's.
  std::vector<uint64_t> symbolUsers(isolated.size(), 0);
  LogicalResult result = parallelForEachInOrder(
      isolated.front()->getContext(), *pool, isolated.size(), [&](size_t i) {
        OperationVerifier nested(/*verifyRecursively=*/true, /*pool=*/nullptr);
        nested.checkRootOperands = false;
        LogicalResult verified = nested.run(isolated[i]);
        symbolUsers[i] = nested.symbolUsersEntered;
        return verified;
      });
  // The symbol-use count covers the ops the nested runs entered.
  for (uint64_t users : symbolUsers)
    symbolUsersEntered += users;
  return result;
}

LogicalResult OperationVerifier::finishOp(Operation *op) {
  if (verifyRecursively && isVerifiedSeparately(*op) && depth != 0)
    scopes[depth--].clear();
  const OpInfo *info = op->getName().getInfo();
  if (info->registered) {
    uint64_t traits = info->traits;
    // Every op nested in `op` was entered before `op` finishes; without
    // recursion they were not, and the walk must look.
    bool mayHaveSymbolUsers = true;
    if (verifyRecursively &&
        (traits & OpInfo::traitBit(OpTrait::SymbolTable))) {
      auto it = symbolUsersAtEntry.find(op);
      mayHaveSymbolUsers =
          it == symbolUsersAtEntry.end() || it->second != symbolUsersEntered;
    }
    if (traits & (OpInfo::traitBit(OpTrait::IsolatedFromAbove) |
                  OpInfo::traitBit(OpTrait::SingleBlockImplicitTerminator) |
                  OpInfo::traitBit(OpTrait::SymbolTable)))
      if (failed(verifyTraitsAfterRegions(op, traits, symbolTables, facts,
                                          mayHaveSymbolUsers)))
        return failure();
    if (OpInfo::VerifyFn fn = info->verifyRegions)
      if (failed(fn(op)))
        return failure();
    return success();
  }

  Dialect *dialect = op->getDialect();
  if (!dialect) {
    if (op->getContext()->allowsUnregisteredDialects())
      return success();
    return op->emitOpError()
           << "created with unregistered dialect. If this is intended, please "
              "call allowUnregisteredDialects() on the Context, or use "
              "--allow-unregistered-dialect";
  }
  if (dialect->allowsUnknownOperations())
    return success();
  return op->emitError("unregistered operation '")
         << op->getName().getStringRef() << "' found in dialect ('"
         << dialect->getNamespace()
         << "') that does not allow unknown operations";
}

bool OperationVerifier::dominatesUse(Value value, Operation *user, Block *block,
                                     bool ssa) {
  // The common cases answer as DominanceInfo would, without its general
  // walk: an argument of the user's block; a result of an op in that block
  // (before the user, unless order is moot); a result of an op in a block
  // enclosing the user's, found by walking up from the user.
  if (auto arg = llvm::dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() == block)
      return true;
    return domInfo.properlyDominates(value, user);
  }
  Operation *def = llvm::cast<OpResult>(value).getOwner();
  Block *defBlock = def->getBlock();
  if (defBlock == block)
    return !ssa || def->isBeforeInBlock(user);
  if (!defBlock)
    return false;
  Region *defRegion = defBlock->getParent();
  if (!defRegion)
    return domInfo.properlyDominates(value, user);
  Operation *ancestor = user->getParentOp();
  while (ancestor && ancestor->getBlock() != defBlock)
    ancestor = ancestor->getParentOp();
  if (!ancestor)
    return domInfo.properlyDominates(value, user);
  // A result is not available inside its own op's regions.
  if (ancestor == def)
    return false;
  if (defRegion != lastDefRegion) {
    lastDefRegion = defRegion;
    lastDefRegionHasSSA = hasSSADominance(defRegion);
  }
  return !lastDefRegionHasSSA || def->isBeforeInBlock(ancestor);
}

LogicalResult OperationVerifier::checkDominance(Operation *root) {
  llvm::SmallVector<Operation *, 16> pending{root};
  while (!pending.empty()) {
    Operation *op = pending.pop_back_val();
    for (Region &region : op->getRegions()) {
      if (region.empty())
        continue;
      bool ssa = hasSSADominance(&region);
      for (Block &block : region) {
        // Uses in unreachable blocks need not be dominated (an op there may
        // even use its own result), only defined in an enclosing scope.
        bool reachable = domInfo.isReachableFromEntry(&block);
        for (Operation &nested : block) {
          for (unsigned i = 0, e = nested.getNumOperands(); i < e; ++i) {
            Value operand = nested.getOperand(i);
            if (reachable ? dominatesUse(operand, &nested, &block, ssa)
                          : isDefinedInEnclosingScope(operand, &block))
              continue;
            diagnoseOperandDominance(nested, i);
            return failure();
          }
          // Nested regions are checked even under unreachable blocks and
          // graph regions; isolated ops were checked on their own.
          if (verifyRecursively && nested.getNumRegions() != 0 &&
              !isVerifiedSeparately(nested))
            pending.push_back(&nested);
        }
      }
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

LogicalResult assay::verify(Operation *op, bool verifyRecursively,
                            llvm::ThreadPoolInterface *pool) {
  if (!op->getContext()->isMultithreadingEnabled())
    pool = nullptr;
  OperationVerifier verifier(verifyRecursively, pool);
  return verifier.run(op);
}
