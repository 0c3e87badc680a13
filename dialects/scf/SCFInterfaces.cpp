//===- SCFInterfaces.cpp - Control-flow interfaces of the scf ops ---------===//
//
// How the scf ops pass control and values between themselves and their
// regions, for passes that do not know them (ir/ControlFlowInterfaces.h):
// scf.if, scf.for, scf.while, scf.execute_region, scf.index_switch,
// scf.parallel and scf.forall are region branch ops, their terminators say
// which operands they forward, and the loops are loop-like. Where the op's
// constant operands decide the way (a constant condition, a constant switch
// flag, constant loop bounds) only the way taken is reported.
//
// scf.parallel and scf.forall forward no values: their induction variables
// and shared outputs are not copies of operands, and their results are
// combined by scf.reduce (or written by scf.forall.in_parallel), so a
// client sees those values as unknown.
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Dialect.h"

using namespace assay;
using namespace assay::scf;

/// The successor entering `region` whose first `count` entry arguments
/// after `begin` receive values.
static RegionSuccessor regionSucc(Region &region, unsigned begin,
                                  unsigned count) {
  return RegionSuccessor{&region, begin, count};
}

/// The successor returning to the op, forwarding to its first `count`
/// results.
static RegionSuccessor parentSucc(unsigned count) {
  return RegionSuccessor{nullptr, 0, count};
}

/// The integer value of a constant operand, if it is one.
static std::optional<llvm::APInt> getConstInt(llvm::ArrayRef<Attribute> consts,
                                              unsigned index) {
  if (index >= consts.size())
    return std::nullopt;
  if (auto attr = llvm::dyn_cast_or_null<IntegerAttr>(consts[index]))
    return attr.getValue();
  return std::nullopt;
}

/// Every operand of `term` is forwarded.
static OperandPositions allOperands(Operation *term, const RegionSuccessor &) {
  return {0, term->getNumOperands()};
}

/// No operand of `term` is forwarded.
static OperandPositions noOperands(Operation *term, const RegionSuccessor &) {
  return {term->getNumOperands(), 0};
}

/// No operand of `op` is forwarded on entry.
static OperandPositions noEntryOperands(Operation *op,
                                        const RegionSuccessor &) {
  return {op->getNumOperands(), 0};
}

/// Every region of `op` goes back to the op's results with all of them.
static void toParentFromRegion(Operation *op, unsigned,
                               llvm::SmallVectorImpl<RegionSuccessor> &out) {
  out.push_back(parentSucc(op->getNumResults()));
}

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

/// The then region, and the else region (or the results when there is
/// none); only the one taken when the condition is constant.
static void ifEntry(Operation *op, llvm::ArrayRef<Attribute> consts,
                    llvm::SmallVectorImpl<RegionSuccessor> &out) {
  IfOp ifOp(op);
  std::optional<llvm::APInt> cond = getConstInt(consts, 0);
  if (!cond || !cond->isZero())
    out.push_back(regionSucc(ifOp.getThenRegion(), 0, 0));
  if (cond && !cond->isZero())
    return;
  if (ifOp.getElseRegion().empty())
    out.push_back(parentSucc(op->getNumResults()));
  else
    out.push_back(regionSucc(ifOp.getElseRegion(), 0, 0));
}

static const RegionBranchOpInterface ifInterface{ifEntry, noEntryOperands,
                                                 toParentFromRegion};

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

/// The body (the iteration arguments after the induction variable receive
/// the inits) and the results (when the loop may run zero times). Constant
/// bounds (compared as signed integers) tell which.
static void forEntry(Operation *op, llvm::ArrayRef<Attribute> consts,
                     llvm::SmallVectorImpl<RegionSuccessor> &out) {
  ForOp forOp(op);
  unsigned numIter = op->getNumOperands() - 3;
  std::optional<llvm::APInt> lb = getConstInt(consts, 0);
  std::optional<llvm::APInt> ub = getConstInt(consts, 1);
  if (lb && ub && lb->getBitWidth() == ub->getBitWidth()) {
    if (lb->sge(*ub)) {
      out.push_back(parentSucc(numIter));
      return;
    }
    out.push_back(regionSucc(forOp.getRegion(), 1, numIter));
    return;
  }
  out.push_back(regionSucc(forOp.getRegion(), 1, numIter));
  out.push_back(parentSucc(numIter));
}

static OperandPositions forEntryOperands(Operation *op,
                                         const RegionSuccessor &) {
  return {3, op->getNumOperands() - 3};
}

/// From the body: the next iteration, or the results.
static void forFromRegion(Operation *op, unsigned,
                          llvm::SmallVectorImpl<RegionSuccessor> &out) {
  ForOp forOp(op);
  unsigned numIter = op->getNumResults();
  out.push_back(regionSucc(forOp.getRegion(), 1, numIter));
  out.push_back(parentSucc(numIter));
}

static const RegionBranchOpInterface forInterface{forEntry, forEntryOperands,
                                                  forFromRegion};

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

/// The before region receives the inits.
static void whileEntry(Operation *op, llvm::ArrayRef<Attribute>,
                       llvm::SmallVectorImpl<RegionSuccessor> &out) {
  WhileOp whileOp(op);
  out.push_back(regionSucc(whileOp.getBefore(), 0,
                           whileOp.getBeforeBody()->getNumArguments()));
}

static OperandPositions whileEntryOperands(Operation *op,
                                           const RegionSuccessor &) {
  return {0, op->getNumOperands()};
}

/// From before (scf.condition): the after region or the results; from
/// after (scf.yield): the before region.
static void whileFromRegion(Operation *op, unsigned index,
                            llvm::SmallVectorImpl<RegionSuccessor> &out) {
  WhileOp whileOp(op);
  if (index == 0) {
    out.push_back(regionSucc(whileOp.getAfter(), 0,
                             whileOp.getAfterBody()->getNumArguments()));
    out.push_back(parentSucc(op->getNumResults()));
    return;
  }
  out.push_back(regionSucc(whileOp.getBefore(), 0,
                           whileOp.getBeforeBody()->getNumArguments()));
}

static const RegionBranchOpInterface whileInterface{
    whileEntry, whileEntryOperands, whileFromRegion};

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

static void executeRegionEntry(Operation *op, llvm::ArrayRef<Attribute>,
                               llvm::SmallVectorImpl<RegionSuccessor> &out) {
  out.push_back(regionSucc(op->getRegion(0), 0, 0));
}

static const RegionBranchOpInterface executeRegionInterface{
    executeRegionEntry, noEntryOperands, toParentFromRegion};

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

/// Every case region and the default one; only the one picked when the
/// flag is constant.
static void indexSwitchEntry(Operation *op, llvm::ArrayRef<Attribute> consts,
                             llvm::SmallVectorImpl<RegionSuccessor> &out) {
  IndexSwitchOp switchOp(op);
  if (std::optional<llvm::APInt> flag = getConstInt(consts, 0)) {
    out.push_back(
        regionSucc(switchOp.getRegionFor(flag->getSExtValue()), 0, 0));
    return;
  }
  for (unsigned i = 0, e = switchOp.getNumCases(); i != e; ++i)
    out.push_back(regionSucc(switchOp.getCaseRegion(i), 0, 0));
  out.push_back(regionSucc(switchOp.getDefaultRegion(), 0, 0));
}

static const RegionBranchOpInterface indexSwitchInterface{
    indexSwitchEntry, noEntryOperands, toParentFromRegion};

//===----------------------------------------------------------------------===//
// scf.parallel and scf.forall
//===----------------------------------------------------------------------===//

/// The body (which may not run) and the op, forwarding nothing.
static void parallelEntry(Operation *op, llvm::ArrayRef<Attribute>,
                          llvm::SmallVectorImpl<RegionSuccessor> &out) {
  out.push_back(regionSucc(op->getRegion(0), 0, 0));
  out.push_back(parentSucc(0));
}

static void parallelFromRegion(Operation *op, unsigned,
                               llvm::SmallVectorImpl<RegionSuccessor> &out) {
  out.push_back(regionSucc(op->getRegion(0), 0, 0));
  out.push_back(parentSucc(0));
}

static const RegionBranchOpInterface parallelInterface{
    parallelEntry, noEntryOperands, parallelFromRegion};

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

static const RegionBranchTerminatorInterface yieldInterface{allOperands,
                                                            nullptr};

/// scf.condition forwards every operand but the condition.
static OperandPositions conditionOperands(Operation *term,
                                          const RegionSuccessor &) {
  return {1, term->getNumOperands() - 1};
}

/// A constant condition keeps only the after region (true) or the results
/// (false).
static void conditionFilter(Operation *, llvm::ArrayRef<Attribute> consts,
                            llvm::SmallVectorImpl<RegionSuccessor> &succs) {
  std::optional<llvm::APInt> cond = getConstInt(consts, 0);
  if (!cond)
    return;
  bool toAfter = !cond->isZero();
  llvm::erase_if(succs, [&](const RegionSuccessor &succ) {
    return succ.isParent() == toAfter;
  });
}

static const RegionBranchTerminatorInterface conditionInterface{
    conditionOperands, conditionFilter};

/// scf.reduce and scf.forall.in_parallel forward nothing.
static const RegionBranchTerminatorInterface noForwardInterface{noOperands,
                                                                nullptr};

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

static llvm::SmallVector<Region *, 2> getAllRegions(Operation *op) {
  llvm::SmallVector<Region *, 2> regions;
  for (Region &region : op->getRegions())
    regions.push_back(&region);
  return regions;
}

static const LoopLikeOpInterface loopInterface{getAllRegions};

//===----------------------------------------------------------------------===//
// Attachment
//===----------------------------------------------------------------------===//

void assay::scf::attachSCFInterfaces(Dialect &dialect) {
  Context *ctx = dialect.getContext();
  auto info = [&](llvm::StringRef name) -> OpInfo & {
    OpInfo *found = ctx->lookupRegisteredOperation(name);
    assert(found && "scf op not registered");
    return *found;
  };
  info(IfOp::getOperationName()).attachInterface(&ifInterface);
  info(ForOp::getOperationName()).attachInterface(&forInterface);
  info(WhileOp::getOperationName()).attachInterface(&whileInterface);
  info(ExecuteRegionOp::getOperationName())
      .attachInterface(&executeRegionInterface);
  info(IndexSwitchOp::getOperationName())
      .attachInterface(&indexSwitchInterface);
  info(ParallelOp::getOperationName()).attachInterface(&parallelInterface);
  info(ForallOp::getOperationName()).attachInterface(&parallelInterface);

  info(YieldOp::getOperationName()).attachInterface(&yieldInterface);
  info(ConditionOp::getOperationName()).attachInterface(&conditionInterface);
  info(ReduceOp::getOperationName()).attachInterface(&noForwardInterface);
  info(InParallelOp::getOperationName()).attachInterface(&noForwardInterface);

  for (llvm::StringRef name :
       {ForOp::getOperationName(), WhileOp::getOperationName(),
        ParallelOp::getOperationName(), ForallOp::getOperationName()})
    info(name).attachInterface(&loopInterface);
}
