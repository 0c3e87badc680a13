//===- ControlFlowCanonicalization.cpp - cf canonicalization patterns -----===//
//
// The canonicalization patterns of the cf dialect, each with the identity
// it applies written above it. They shorten the CFG (merging a block into
// its only predecessor, skipping blocks that only branch on), decide
// branches whose condition or flag is known (a constant, or the same value
// a dominating branch already tested) and drop switch cases that cannot
// matter. cf.assert of a true condition goes too.
//
// A pattern that needs values of another dialect (arith.select to merge the
// operands of a two-way branch to one block, i1 constants for truth
// propagation) makes them through the arith dialect, which loads with cf;
// without it the pattern does not apply.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/cf/ControlFlowOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/OperationState.h"
#include "rewrite/FoldUtils.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace assay;
using namespace assay::cf;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {
/// A branch edge being rewritten: where it goes and what it passes.
struct Edge {
  Block *dest;
  llvm::SmallVector<Value, 4> operands;

  Edge(Block *dest, OperandRange operands)
      : dest(dest), operands(operands.begin(), operands.end()) {}
};
} // namespace

/// The block whose terminator is the only edge into `block` (one edge, not
/// just one predecessor block), or null.
static Block *getSinglePredecessorEdge(Block *block) {
  auto uses = block->getUses();
  if (uses.empty() || std::next(uses.begin()) != uses.end())
    return nullptr;
  return uses.begin()->getOwner()->getBlock();
}

/// The terminator of the only edge into `block` when it is an OpT: a
/// branch that already tested what `block`'s own terminator may test
/// again. Null otherwise.
template <class OpT> static OpT getSinglePredecessorBranch(Block *block) {
  Block *pred = getSinglePredecessorEdge(block);
  if (!pred)
    return OpT();
  return llvm::dyn_cast<OpT>(pred->getTerminator());
}

/// The constant integer `v` is known to hold (an i1 condition or a switch
/// flag), or none.
static std::optional<llvm::APInt> getConstantInt(Value v) {
  Attribute attr;
  if (!matchConstant(v, &attr))
    return std::nullopt;
  if (auto intAttr = llvm::dyn_cast<IntegerAttr>(attr))
    return intAttr.getValue();
  return std::nullopt;
}

/// The cf.br that `block` holds and nothing else, when `block` is a
/// pass-through: its arguments feed only that branch, and it does not
/// branch to itself.
static BranchOp getPassThroughBranch(Block *block) {
  if (block->empty() || &block->front() != &block->back())
    return BranchOp();
  auto branch = llvm::dyn_cast<BranchOp>(&block->back());
  if (!branch || branch.getDest() == block)
    return BranchOp();
  for (BlockArgument arg : block->getArguments())
    for (OpOperand &use : arg.getUses())
      if (use.getOwner() != branch.getOperation())
        return BranchOp();
  return branch;
}

/// Whether following pass-through blocks from `block` comes back to one of
/// them: skipping any of those blocks would go round forever.
static bool isOnPassThroughCycle(Block *block) {
  llvm::SmallPtrSet<Block *, 8> seen;
  for (BranchOp branch = getPassThroughBranch(block); branch;
       branch = getPassThroughBranch(block)) {
    if (!seen.insert(block).second)
      return true;
    block = branch.getDest();
  }
  return false;
}

/// Skips a pass-through block: when `edge.dest` holds nothing but a cf.br
/// elsewhere and its arguments feed only that branch, the edge goes to the
/// cf.br's destination instead, passing the cf.br's operands with the
/// block's arguments replaced by what the edge passed. A block that
/// branches to itself is left alone (an infinite loop stays one), and so
/// are pass-through blocks that branch round in a cycle (where mlir-opt
/// keeps skipping without end).
static LogicalResult skipPassThroughBlock(Edge &edge) {
  Block *block = edge.dest;
  BranchOp branch = getPassThroughBranch(block);
  if (!branch || isOnPassThroughCycle(block))
    return failure();
  llvm::SmallVector<Value, 4> operands;
  for (Value v : branch.getDestOperands()) {
    auto arg = llvm::dyn_cast<BlockArgument>(v);
    operands.push_back(
        arg && arg.getOwner() == block ? edge.operands[arg.getArgNumber()] : v);
  }
  edge.dest = branch.getDest();
  edge.operands = std::move(operands);
  return success();
}

/// Replaces `op` by `cf.br ^dest(operands)`.
static void replaceWithBranch(PatternRewriter &rewriter, Operation *op,
                              Block *dest, llvm::ArrayRef<Value> operands) {
  rewriter.replaceOpWithNewOp<BranchOp>(op, dest, operands);
}

/// Replaces `op` by a branch to its successor `index` with its operands.
template <class OpT>
static void replaceWithBranchTo(PatternRewriter &rewriter, OpT op,
                                unsigned index) {
  Edge edge(op->getSuccessor(index), op.getSuccessorOperands(index));
  replaceWithBranch(rewriter, op, edge.dest, edge.operands);
}

//===----------------------------------------------------------------------===//
// cf.br
//===----------------------------------------------------------------------===//

namespace {
/// ^pred: ...; br ^succ(a)   ^succ(x): ops(x)   (^pred is ^succ's only
/// predecessor edge)
///   -> ^pred: ...; ops(a)
struct MergeIntoSinglePredecessor : OpRewritePattern<BranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BranchOp op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    Block *dest = op.getDest();
    if (dest == block || getSinglePredecessorEdge(dest) != block)
      return rewriter.notifyMatchFailure(op, "successor has other edges");
    // In a cycle that the entry cannot reach, the branch may pass the
    // successor's own values back to it (dominance does not hold there);
    // merging would replace an argument by itself, or by a value computed
    // from it.
    for (Value v : op.getDestOperands())
      if (v.getParentBlock() == dest)
        return rewriter.notifyMatchFailure(op, "operand defined in successor");
    Edge edge(dest, op.getDestOperands());
    rewriter.eraseOp(op);
    rewriter.mergeBlocks(dest, block, edge.operands);
    return success();
  }
};

/// br ^bb1(a)   ^bb1(x): br ^bb2(f(x))   ->   br ^bb2(f(a))
struct SkipPassThroughFromBranch : OpRewritePattern<BranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(BranchOp op,
                                PatternRewriter &rewriter) const override {
    Edge edge(op.getDest(), op.getDestOperands());
    if (edge.dest == op->getBlock() || failed(skipPassThroughBlock(edge)))
      return rewriter.notifyMatchFailure(op, "successor is no pass-through");
    replaceWithBranch(rewriter, op, edge.dest, edge.operands);
    return success();
  }
};
} // namespace

static void addBranchPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<MergeIntoSinglePredecessor, SkipPassThroughFromBranch>();
}

//===----------------------------------------------------------------------===//
// cf.cond_br
//===----------------------------------------------------------------------===//

namespace {
/// cond_br true, ^t(a), ^f(b)  -> br ^t(a)
/// cond_br false, ^t(a), ^f(b) -> br ^f(b)
struct FoldConstantCondition : OpRewritePattern<CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::APInt> condition = getConstantInt(op.getCondition());
    if (!condition)
      return rewriter.notifyMatchFailure(op, "condition is not a constant");
    replaceWithBranchTo(rewriter, op, condition->isZero() ? 1 : 0);
    return success();
  }
};

/// cond_br c, ^t(a), ^f(b)   ^t(x): br ^t2(g(x))   ^f(y): br ^f2(h(y))
///   -> cond_br c, ^t2(g(a)), ^f2(h(b))      (either side alone too)
struct SkipPassThroughFromCondBranch : OpRewritePattern<CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    Edge onTrue(op.getTrueDest(), op.getTrueDestOperands());
    Edge onFalse(op.getFalseDest(), op.getFalseDestOperands());
    bool changedTrue = succeeded(skipPassThroughBlock(onTrue));
    bool changedFalse = succeeded(skipPassThroughBlock(onFalse));
    if (!changedTrue && !changedFalse)
      return rewriter.notifyMatchFailure(op, "no successor is a pass-through");
    rewriter.replaceOpWithNewOp<CondBranchOp>(op, op.getCondition(),
                                              onTrue.dest, onTrue.operands,
                                              onFalse.dest, onFalse.operands);
    return success();
  }
};

/// cond_br c, ^s(a), ^s(a) -> br ^s(a)
/// cond_br c, ^s(a, x), ^s(b, x) -> br ^s(select(c, a, b), x)
///   (the select form only when ^s has no predecessor but this block)
struct MergeIdenticalSuccessors : OpRewritePattern<CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    Block *dest = op.getTrueDest();
    if (dest != op.getFalseDest())
      return rewriter.notifyMatchFailure(op, "successors differ");
    Edge onTrue(dest, op.getTrueDestOperands());
    Edge onFalse(dest, op.getFalseDestOperands());
    if (onTrue.operands == onFalse.operands) {
      replaceWithBranch(rewriter, op, dest, onTrue.operands);
      return success();
    }
    if (dest->getSinglePredecessor() != op->getBlock())
      return rewriter.notifyMatchFailure(op,
                                         "successor has other predecessors");
    Context *ctx = op->getContext();
    if (!ctx->getLoadedDialect("arith"))
      return rewriter.notifyMatchFailure(op, "arith.select is not available");
    rewriter.setInsertionPoint(op);
    llvm::SmallVector<Value, 4> merged;
    for (auto [t, f] : llvm::zip_equal(onTrue.operands, onFalse.operands)) {
      if (t == f) {
        merged.push_back(t);
        continue;
      }
      OperationState state(op->getLoc(), "arith.select");
      state.addOperands({op.getCondition(), t, f});
      state.addTypes(t.getType());
      merged.push_back(rewriter.create(state)->getResult(0));
    }
    replaceWithBranch(rewriter, op, dest, merged);
    return success();
  }
};

/// ^p: cond_br c, ^b, ^e   ^b: cond_br c, ^t(a), ^f(b)   (^b entered only
/// from ^p)  ->  ^b: br ^t(a)            (and on the false side, br ^f(b))
struct FoldConditionTestedByPredecessor : OpRewritePattern<CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    auto predBranch = getSinglePredecessorBranch<CondBranchOp>(block);
    if (!predBranch || predBranch.getCondition() != op.getCondition())
      return rewriter.notifyMatchFailure(
          op, "no predecessor branch on the same condition");
    replaceWithBranchTo(rewriter, op,
                        predBranch.getTrueDest() == block ? 0 : 1);
    return success();
  }
};

/// cond_br c, ^t, ^f   ^t: use(c)   ^f: use(c)
///   -> ^t: use(true)   ^f: use(false)
/// (for uses in a successor entered only by its edge from this branch)
struct PropagateConditionTruth : OpRewritePattern<CondBranchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CondBranchOp op,
                                PatternRewriter &rewriter) const override {
    Dialect *arith = op->getContext()->getLoadedDialect("arith");
    if (!arith)
      return rewriter.notifyMatchFailure(op, "arith.constant is unavailable");
    Value condition = op.getCondition();
    bool changed = false;
    for (unsigned index : {0u, 1u}) {
      Block *dest = op->getSuccessor(index);
      if (!getSinglePredecessorEdge(dest))
        continue;
      Value known;
      llvm::SmallVector<OpOperand *, 4> uses;
      for (OpOperand &use : condition.getUses())
        if (use.getOwner()->getBlock() == dest)
          uses.push_back(&use);
      for (OpOperand *use : uses) {
        if (!known) {
          rewriter.setInsertionPoint(op);
          Operation *constant = materializeConstant(
              arith, rewriter, BoolAttr::get(op->getContext(), index == 0),
              condition.getType(), op->getLoc());
          if (!constant)
            return rewriter.notifyMatchFailure(op, "no i1 constant");
          known = constant->getResult(0);
        }
        rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(known); });
        changed = true;
      }
    }
    if (!changed)
      return rewriter.notifyMatchFailure(op, "no use of the condition to fix");
    return success();
  }
};
} // namespace

static void addCondBranchPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<FoldConstantCondition, SkipPassThroughFromCondBranch,
               MergeIdenticalSuccessors, FoldConditionTestedByPredecessor,
               PropagateConditionTruth>();
}

//===----------------------------------------------------------------------===//
// cf.switch
//===----------------------------------------------------------------------===//

namespace {
/// A switch being rebuilt: its default edge and its cases.
struct SwitchParts {
  Edge defaultEdge;
  llvm::SmallVector<llvm::APInt, 4> values;
  llvm::SmallVector<Edge, 4> cases;

  explicit SwitchParts(SwitchOp op)
      : defaultEdge(op.getDefaultDestination(), op.getDefaultOperands()),
        values(op.getCaseValues()) {
    for (unsigned i = 0, e = op.getNumCases(); i < e; ++i)
      cases.emplace_back(op.getCaseDestination(i), op.getCaseOperands(i));
  }

  /// Drops the cases for which `drop(value, edge)` holds; false when none
  /// was dropped.
  template <class Fn> bool dropCases(Fn drop) {
    llvm::SmallVector<llvm::APInt, 4> keptValues;
    llvm::SmallVector<Edge, 4> keptCases;
    for (unsigned i = 0, e = cases.size(); i < e; ++i) {
      if (drop(values[i], cases[i]))
        continue;
      keptValues.push_back(values[i]);
      keptCases.push_back(cases[i]);
    }
    if (keptCases.size() == cases.size())
      return false;
    values = std::move(keptValues);
    cases = std::move(keptCases);
    return true;
  }

  /// Replaces `op` by the switch these parts describe.
  void replace(PatternRewriter &rewriter, SwitchOp op) const {
    llvm::SmallVector<Block *, 4> dests;
    llvm::SmallVector<llvm::ArrayRef<Value>, 4> operands;
    for (const Edge &edge : cases) {
      dests.push_back(edge.dest);
      operands.push_back(edge.operands);
    }
    rewriter.replaceOpWithNewOp<SwitchOp>(
        op, op.getFlag(), defaultEdge.dest,
        llvm::ArrayRef<Value>(defaultEdge.operands),
        llvm::ArrayRef<llvm::APInt>(values), llvm::ArrayRef<Block *>(dests),
        llvm::ArrayRef<llvm::ArrayRef<Value>>(operands));
  }
};
} // namespace

/// Replaces `op` by a branch to where it goes when its flag is `flag`.
static void foldSwitch(PatternRewriter &rewriter, SwitchOp op,
                       const llvm::APInt &flag) {
  llvm::SmallVector<llvm::APInt, 4> values = op.getCaseValues();
  for (unsigned i = 0, e = values.size(); i < e; ++i)
    if (values[i] == flag) {
      replaceWithBranchTo(rewriter, op, i + 1);
      return;
    }
  replaceWithBranchTo(rewriter, op, 0);
}

namespace {
/// switch %f, [default: ^d(a)] -> br ^d(a)
struct FoldSwitchWithOnlyDefault : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumCases() != 0)
      return rewriter.notifyMatchFailure(op, "switch has cases");
    replaceWithBranchTo(rewriter, op, 0);
    return success();
  }
};

/// switch %f, [default: ^d(a), 3: ^d(a), 4: ^e]
///   -> switch %f, [default: ^d(a), 4: ^e]
struct DropCasesMatchingDefault : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    SwitchParts parts(op);
    const Edge &byDefault = parts.defaultEdge;
    if (!parts.dropCases([&](const llvm::APInt &, const Edge &edge) {
          return edge.dest == byDefault.dest &&
                 edge.operands == byDefault.operands;
        }))
      return rewriter.notifyMatchFailure(op, "no case matches the default");
    parts.replace(rewriter, op);
    return success();
  }
};

/// switch C, [default: ^d(a), C: ^c(b), ...] -> br ^c(b)
/// switch C, [default: ^d(a), (no case C)]   -> br ^d(a)
struct FoldConstantFlag : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::APInt> flag = getConstantInt(op.getFlag());
    if (!flag)
      return rewriter.notifyMatchFailure(op, "flag is not a constant");
    foldSwitch(rewriter, op, *flag);
    return success();
  }
};

/// switch %f, [default: ^d(a), 1: ^c(b)]   ^d(x): br ^d2(g(x))
///   -> switch %f, [default: ^d2(g(a)), 1: ^c(b)]   (for every successor)
struct SkipPassThroughFromSwitch : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    SwitchParts parts(op);
    bool changed = succeeded(skipPassThroughBlock(parts.defaultEdge));
    for (Edge &edge : parts.cases)
      changed |= succeeded(skipPassThroughBlock(edge));
    if (!changed)
      return rewriter.notifyMatchFailure(op, "no successor is a pass-through");
    parts.replace(rewriter, op);
    return success();
  }
};

/// ^p: switch %f, [default: ^x, C: ^b, ...]
/// ^b: switch %f, [default: ^d, C: ^c(a), ...]   (^b entered only from ^p)
///   -> ^b: br ^c(a)   (br ^d when ^b's switch has no case C)
struct FoldFlagTestedByPredecessorCase : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    auto predSwitch = getSinglePredecessorBranch<SwitchOp>(block);
    if (!predSwitch || predSwitch.getFlag() != op.getFlag() ||
        predSwitch.getDefaultDestination() == block)
      return rewriter.notifyMatchFailure(
          op, "not reached by a case of the same flag");
    llvm::SmallVector<llvm::APInt, 4> predValues = predSwitch.getCaseValues();
    for (unsigned i = 0, e = predSwitch.getNumCases(); i < e; ++i)
      if (predSwitch.getCaseDestination(i) == block && i < predValues.size()) {
        foldSwitch(rewriter, op, predValues[i]);
        return success();
      }
    return rewriter.notifyMatchFailure(op, "no case value reaches the block");
  }
};

/// ^p: switch %f, [default: ^b, C: ^x, ...]
/// ^b: switch %f, [default: ^d, C: ^c, D: ^e]   (^b entered only from ^p)
///   -> ^b: switch %f, [default: ^d, D: ^e]   (%f is never C in ^b)
struct DropCasesExcludedByPredecessor : OpRewritePattern<SwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SwitchOp op,
                                PatternRewriter &rewriter) const override {
    Block *block = op->getBlock();
    auto predSwitch = getSinglePredecessorBranch<SwitchOp>(block);
    if (!predSwitch || predSwitch.getFlag() != op.getFlag() ||
        predSwitch.getDefaultDestination() != block)
      return rewriter.notifyMatchFailure(
          op, "not reached by the default of the same flag");
    llvm::SmallVector<llvm::APInt, 4> excluded = predSwitch.getCaseValues();
    SwitchParts parts(op);
    if (!parts.dropCases([&](const llvm::APInt &value, const Edge &) {
          return llvm::is_contained(excluded, value);
        }))
      return rewriter.notifyMatchFailure(op, "no case is excluded");
    parts.replace(rewriter, op);
    return success();
  }
};
} // namespace

static void addSwitchPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns
      .add<FoldSwitchWithOnlyDefault, DropCasesMatchingDefault,
           FoldConstantFlag, SkipPassThroughFromSwitch,
           FoldFlagTestedByPredecessorCase, DropCasesExcludedByPredecessor>();
}

//===----------------------------------------------------------------------===//
// cf.assert
//===----------------------------------------------------------------------===//

namespace {
/// assert true, "msg" -> (nothing)
struct EraseAssertOfTrue : OpRewritePattern<AssertOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AssertOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::APInt> condition = getConstantInt(op.getArg());
    if (!condition || condition->isZero())
      return rewriter.notifyMatchFailure(op, "condition is not known true");
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

static void addAssertPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<EraseAssertOfTrue>();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void assay::cf::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("cf", [](Dialect *dialect) {
    Context *ctx = dialect->getContext();
    // The patterns make arith.select and arith.constant; load arith with cf
    // so that they always can.
    ctx->getOrLoadDialect("arith");
    attachCanonicalizationHook<addBranchPatterns>(ctx,
                                                  BranchOp::getOperationName());
    attachCanonicalizationHook<addCondBranchPatterns>(
        ctx, CondBranchOp::getOperationName());
    attachCanonicalizationHook<addSwitchPatterns>(ctx,
                                                  SwitchOp::getOperationName());
    attachCanonicalizationHook<addAssertPatterns>(ctx,
                                                  AssertOp::getOperationName());
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "MergeIntoSinglePredecessor",
     "^p: br ^s(a)  ^s(x): ops(x) -> ^p: ops(a)", "int,index", "%x: !T", "!T",
     "  cf.br ^bb1(%x : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  %r = arith.addi %a, %a : !T\n"
     "  return %r : !T\n",
     "  %r = arith.addi %x, %x : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "SkipPassThroughFromBranch",
     "br ^b(a)  ^b(x): br ^c(x) -> br ^c(a)", "int,index", "%x: !T, %y: !T",
     "!T",
     "  cf.br ^bb1(%x : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  cf.br ^bb2(%a, %y : !T, !T)\n"
     "  ^bb2(%b: !T, %c: !T):\n"
     "  %r = arith.subi %b, %c : !T\n"
     "  return %r : !T\n",
     "  cf.br ^bb2(%x, %y : !T, !T)\n"
     "  ^bb2(%b: !T, %c: !T):\n"
     "  %r = arith.subi %b, %c : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "FoldConstantCondition",
     "cond_br C, ^t(a), ^f(b) -> br to the successor C picks", "int,index",
     "%c: i1 const, %x: !T, %y: !T", "!T",
     "  cf.cond_br %c, ^bb1(%x : !T), ^bb2(%y : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb2(%b: !T):\n"
     "  %r = arith.muli %b, %b : !T\n"
     "  return %r : !T\n",
     "  %m = arith.muli %y, %y : !T\n"
     "  %r = arith.select %c, %x, %m : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "SkipPassThroughFromCondBranch",
     "cond_br c, ^t(a), ^f(b)  ^t(x): br ^t2(x) -> cond_br c, ^t2(a), ^f(b)",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T",
     "  cf.cond_br %c, ^bb1(%x : !T), ^bb2(%y : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  cf.br ^bb3(%a : !T)\n"
     "  ^bb2(%b: !T):\n"
     "  return %b : !T\n"
     "  ^bb3(%d: !T):\n"
     "  %r = arith.addi %d, %y : !T\n"
     "  return %r : !T\n",
     "  cf.cond_br %c, ^bb3(%x : !T), ^bb2(%y : !T)\n"
     "  ^bb2(%b: !T):\n"
     "  return %b : !T\n"
     "  ^bb3(%d: !T):\n"
     "  %r = arith.addi %d, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "MergeIdenticalSuccessors",
     "cond_br c, ^s(a), ^s(a) -> br ^s(a)", "int,index", "%c: i1, %x: !T", "!T",
     "  cf.cond_br %c, ^bb1(%x : !T), ^bb1(%x : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n",
     "  cf.br ^bb1(%x : !T)\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n"},
    {IdentityKind::Pattern, "MergeIdenticalSuccessors",
     "cond_br c, ^s(a, x), ^s(b, x) -> br ^s(select(c, a, b), x)", "int,index",
     "%c: i1, %x: !T, %y: !T, %z: !T", "!T",
     "  cf.cond_br %c, ^bb1(%x, %z : !T, !T), ^bb1(%y, %z : !T, !T)\n"
     "  ^bb1(%a: !T, %b: !T):\n"
     "  %r = arith.subi %a, %b : !T\n"
     "  return %r : !T\n",
     "  %s = arith.select %c, %x, %y : !T\n"
     "  cf.br ^bb1(%s, %z : !T, !T)\n"
     "  ^bb1(%a: !T, %b: !T):\n"
     "  %r = arith.subi %a, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "FoldConditionTestedByPredecessor",
     "^p: cond_br c, ^b, ^e  ^b: cond_br c, ^t(a), ^f(b) -> ^b: br ^t(a)",
     "int,index", "%c: i1, %x: !T, %y: !T, %z: !T", "!T",
     "  cf.cond_br %c, ^bb1, ^bb2(%y : !T)\n"
     "  ^bb1:\n"
     "  cf.cond_br %c, ^bb3(%x : !T), ^bb2(%z : !T)\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n",
     "  cf.cond_br %c, ^bb1, ^bb2(%y : !T)\n"
     "  ^bb1:\n"
     "  cf.br ^bb3(%x : !T)\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "PropagateConditionTruth",
     "cond_br c, ^t, ^f  ^t: use(c)  ^f: use(c) -> ^t: use(true)  ^f: "
     "use(false)",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T",
     "  cf.cond_br %c, ^bb1, ^bb2\n"
     "  ^bb1:\n"
     "  %r = arith.select %c, %x, %y : !T\n"
     "  return %r : !T\n"
     "  ^bb2:\n"
     "  %s = arith.select %c, %y, %x : !T\n"
     "  return %s : !T\n",
     "  cf.cond_br %c, ^bb1, ^bb2\n"
     "  ^bb1:\n"
     "  %t = arith.constant true\n"
     "  %r = arith.select %t, %x, %y : !T\n"
     "  return %r : !T\n"
     "  ^bb2:\n"
     "  %f = arith.constant false\n"
     "  %s = arith.select %f, %y, %x : !T\n"
     "  return %s : !T\n"},
    {IdentityKind::Pattern, "FoldSwitchWithOnlyDefault",
     "switch f, [default: ^d(a)] -> br ^d(a)", "int>1", "%f: !T, %x: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1(%x : !T)\n"
     "  ]\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "DropCasesMatchingDefault",
     "switch f, [default: ^d(a), 0: ^d(a), 1: ^e] -> switch f, [default: "
     "^d(a), 1: ^e]",
     "int>1", "%f: !T, %x: !T, %y: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1(%x : !T),\n"
     "  0: ^bb1(%x : !T),\n"
     "  1: ^bb1(%y : !T)\n"
     "  ]\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1(%x : !T),\n"
     "  1: ^bb1(%y : !T)\n"
     "  ]\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n"},
    {IdentityKind::Pattern, "FoldConstantFlag",
     "switch C, [default: ^d(a), 0: ^c0(b), 1: ^c1(c)] -> br to the successor "
     "C picks",
     "int>1", "%f: !T const, %x: !T, %y: !T, %z: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1(%x : !T),\n"
     "  0: ^bb1(%y : !T),\n"
     "  1: ^bb2(%z : !T)\n"
     "  ]\n"
     "  ^bb1(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb2(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n",
     "  %zero = arith.constant 0 : !T\n"
     "  %one = arith.constant 1 : !T\n"
     "  %is0 = arith.cmpi eq, %f, %zero : !T\n"
     "  %is1 = arith.cmpi eq, %f, %one : !T\n"
     "  %d = arith.addi %z, %z : !T\n"
     "  %s = arith.select %is1, %d, %x : !T\n"
     "  %r = arith.select %is0, %y, %s : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "SkipPassThroughFromSwitch",
     "switch f, [default: ^d(a), 1: ^c(b)]  ^d(x): br ^d2(x) -> switch f, "
     "[default: ^d2(a), 1: ^c(b)]",
     "int>1", "%f: !T, %x: !T, %y: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1(%x : !T),\n"
     "  1: ^bb2(%y : !T)\n"
     "  ]\n"
     "  ^bb1(%a: !T):\n"
     "  cf.br ^bb3(%a : !T)\n"
     "  ^bb2(%b: !T):\n"
     "  return %b : !T\n"
     "  ^bb3(%d: !T):\n"
     "  %r = arith.addi %d, %d : !T\n"
     "  return %r : !T\n",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb3(%x : !T),\n"
     "  1: ^bb2(%y : !T)\n"
     "  ]\n"
     "  ^bb2(%b: !T):\n"
     "  return %b : !T\n"
     "  ^bb3(%d: !T):\n"
     "  %r = arith.addi %d, %d : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "FoldFlagTestedByPredecessorCase",
     "^p: switch f, [default: ^x, 0: ^b]  ^b: switch f, [default: ^d, 0: "
     "^c(a)] -> ^b: br ^c(a)",
     "int>1", "%f: !T, %x: !T, %y: !T, %z: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb2(%x : !T),\n"
     "  0: ^bb1\n"
     "  ]\n"
     "  ^bb1:\n"
     "  cf.switch %f : !T, [\n"
     "  default: ^bb2(%y : !T),\n"
     "  0: ^bb3(%z : !T)\n"
     "  ]\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb2(%x : !T),\n"
     "  0: ^bb1\n"
     "  ]\n"
     "  ^bb1:\n"
     "  cf.br ^bb3(%z : !T)\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "DropCasesExcludedByPredecessor",
     "^p: switch f, [default: ^b, 0: ^x]  ^b: switch f, [default: ^d, 0: ^c, "
     "1: ^e] -> ^b: switch f, [default: ^d, 1: ^e]",
     "int>1", "%f: !T, %x: !T, %y: !T, %z: !T", "!T",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1,\n"
     "  0: ^bb2(%x : !T)\n"
     "  ]\n"
     "  ^bb1:\n"
     "  cf.switch %f : !T, [\n"
     "  default: ^bb2(%y : !T),\n"
     "  0: ^bb3(%y : !T),\n"
     "  1: ^bb3(%z : !T)\n"
     "  ]\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n",
     "  cf.switch %f : !T, [\n"
     "  default: ^bb1,\n"
     "  0: ^bb2(%x : !T)\n"
     "  ]\n"
     "  ^bb1:\n"
     "  cf.switch %f : !T, [\n"
     "  default: ^bb2(%y : !T),\n"
     "  1: ^bb3(%z : !T)\n"
     "  ]\n"
     "  ^bb2(%a: !T):\n"
     "  return %a : !T\n"
     "  ^bb3(%b: !T):\n"
     "  %r = arith.addi %b, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "EraseAssertOfTrue",
     "assert true, msg -> (nothing)", "int,index", "%c: i1 const, %x: !T", "!T",
     "  cf.assert %c, \"unreachable when true\"\n"
     "  return %x : !T\n",
     "  return %x : !T\n"},

};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::cf::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
