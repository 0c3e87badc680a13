//===- SCFCanonicalization.cpp - scf canonicalization patterns ----------===//
//
// The canonicalization patterns of the scf dialect, each with the identity
// it applies written above it. They inline regions whose execution is known
// (a constant condition, a constant switch flag, loops of zero or one
// iteration, an scf.execute_region), drop results and loop-carried values
// nobody needs, turn conditionals that only choose between existing values
// into arith.select, merge nested parallel loops, and put what a while
// loop's condition decides into its body.
//
// The arith and cf ops the patterns create (constant, select, xori, br) are
// created by name, so that this library depends on neither dialect; a
// pattern that needs them does nothing when their dialect is not loaded.
//
// Where the folds the scf dialect is usually given would make a program
// more undefined than it was, the patterns here are narrower (see the
// comments on CombineNestedIfs and SimplifyTrivialLoops).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/arith/ArithEnums.h"
#include "dialects/scf/SCFOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/OperationState.h"
#include "rewrite/FoldUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace assay;
using namespace assay::scf;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Whether op `name` is registered (the dialect that defines it is loaded).
static bool isRegisteredOp(Context *ctx, llvm::StringRef name) {
  return OperationName(name, ctx).isRegistered();
}

/// Creates `arith.constant <value> : <type>`.
static Value createConstant(OpBuilder &b, Location loc, Attribute value,
                            Type type) {
  NamedAttribute attr(StringAttr::get(b.getContext(), "value"), value);
  return b.create(loc, "arith.constant", {}, {type}, {attr})->getResult(0);
}

/// Creates `arith.constant <value> : i1`.
static Value createBool(OpBuilder &b, Location loc, bool value) {
  Type i1 = b.getI1Type();
  return createConstant(b, loc, b.getIntegerAttr(i1, int64_t(value)), i1);
}

/// Creates `arith.select %cond, %t, %f`.
static Value createSelect(OpBuilder &b, Location loc, Value cond, Value t,
                          Value f) {
  return b.create(loc, "arith.select", {cond, t, f}, {t.getType()})
      ->getResult(0);
}

/// Creates `arith.xori %cond, true` (not %cond).
static Value createNot(OpBuilder &b, Location loc, Value cond) {
  Value one = createBool(b, loc, true);
  return b.create(loc, "arith.xori", {cond, one}, {cond.getType()})
      ->getResult(0);
}

/// Creates `scf.yield %values`.
static Operation *createYield(OpBuilder &b, Location loc,
                              llvm::ArrayRef<Value> values) {
  return b.create(loc, YieldOp::getOperationName(), values);
}

/// Creates `cf.br ^dest(operands)`.
static void createBranch(OpBuilder &b, Location loc, Block *dest,
                         llvm::ArrayRef<Value> operands) {
  OperationState state(loc, "cf.br");
  state.addOperands(operands);
  state.addSuccessors(dest);
  b.create(state);
}

/// Creates an scf.if of `types` on `cond` with two empty regions (no
/// blocks).
static IfOp createIf(OpBuilder &b, Location loc, llvm::ArrayRef<Type> types,
                     Value cond) {
  OperationState state(loc, IfOp::getOperationName());
  state.addOperands(cond);
  state.addTypes(types);
  state.addRegion();
  state.addRegion();
  return IfOp(b.create(state));
}

/// The value `v` holds if a constant op defines it, else null.
static Attribute getConstantValue(Value v) {
  Attribute value;
  if (!matchConstant(v, &value))
    return {};
  return value;
}

/// The integer `v` holds if a constant defines it.
static std::optional<llvm::APInt> getConstantInt(Value v) {
  if (auto attr = llvm::dyn_cast_or_null<IntegerAttr>(getConstantValue(v)))
    return attr.getValue();
  return std::nullopt;
}

/// Whether `v` is the constant i1 `value`.
static bool isConstantBool(Value v, bool value) {
  std::optional<llvm::APInt> c = getConstantInt(v);
  return c && c->getBitWidth() == 1 && c->isOne() == value;
}

/// If `v` is `arith.xori %x, true`, returns %x.
static Value getNegatedOperand(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || def->getName().getStringRef() != "arith.xori" ||
      !isConstantBool(def->getOperand(1), true))
    return {};
  return def->getOperand(0);
}

/// Moves the ops of `block` (whose arguments take `args`) before `op` and
/// replaces `op` by the values its terminator forwarded, erasing both.
static void replaceOpWithBlock(PatternRewriter &rewriter, Operation *op,
                               Block *block, llvm::ArrayRef<Value> args = {}) {
  Operation *term = block->getTerminator();
  rewriter.inlineBlockBefore(block, op, args);
  // The forwarded values are read only now: the terminator may forward the
  // block's own arguments (a loop yielding its induction variable), which
  // inlining replaced by `args` and erased.
  llvm::SmallVector<Value, 4> results(term->getOperands());
  rewriter.eraseOp(term);
  rewriter.replaceOp(op, results);
}

/// Whether `v` is defined inside `region` (or a region nested in it).
static bool isDefinedIn(Value v, Region &region) {
  return region.isAncestor(v.getParentRegion());
}

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

namespace {

// if(true) {A} else {B} -> A;  if(false) {A} else {B} -> B
// (an if without else on false disappears)
struct RemoveStaticCondition : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::APInt> cond = getConstantInt(op.getCondition());
    if (!cond)
      return rewriter.notifyMatchFailure(op, "condition is not constant");
    if (!cond->isZero()) {
      replaceOpWithBlock(rewriter, op, op.thenBlock());
      return success();
    }
    if (Block *elseBlock = op.elseBlock()) {
      replaceOpWithBlock(rewriter, op, elseBlock);
      return success();
    }
    rewriter.eraseOp(op);
    return success();
  }
};

// %r = if %c {yield %a} else {yield %b} -> %r = select %c, %a, %b
//   for every result whose yielded values are both defined outside the if
//   (%a when %a == %b); the other results stay with a smaller if.
struct ConvertTrivialIfToSelect : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() == 0 || !op.elseBlock())
      return rewriter.notifyMatchFailure(op, "no results to select");
    Operation *thenYield = op.thenBlock()->getTerminator();
    Operation *elseYield = op.elseBlock()->getTerminator();
    unsigned numResults = op->getNumResults();
    auto isKept = [&](unsigned i) {
      return isDefinedIn(thenYield->getOperand(i), op.getThenRegion()) ||
             isDefinedIn(elseYield->getOperand(i), op.getElseRegion());
    };
    llvm::SmallVector<Type, 4> keptTypes;
    bool needsSelect = false;
    for (unsigned i = 0; i < numResults; ++i) {
      if (isKept(i))
        keptTypes.push_back(op->getResult(i).getType());
      else if (thenYield->getOperand(i) != elseYield->getOperand(i))
        needsSelect = true;
    }
    if (keptTypes.size() == numResults)
      return rewriter.notifyMatchFailure(op, "every result is computed");
    if (needsSelect && !isRegisteredOp(op.getContext(), "arith.select"))
      return rewriter.notifyMatchFailure(op, "arith is not loaded");

    IfOp newIf = createIf(rewriter, op.getLoc(), keptTypes, op.getCondition());
    rewriter.inlineRegionBefore(op.getThenRegion(), newIf.getThenRegion(),
                                newIf.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getElseRegion(), newIf.getElseRegion(),
                                newIf.getElseRegion().end());
    llvm::SmallVector<Value, 4> results(numResults);
    llvm::SmallVector<Value, 4> thenKept, elseKept;
    rewriter.setInsertionPoint(newIf);
    for (unsigned i = 0; i < numResults; ++i) {
      Value t = thenYield->getOperand(i), f = elseYield->getOperand(i);
      if (isDefinedIn(t, newIf.getThenRegion()) ||
          isDefinedIn(f, newIf.getElseRegion())) {
        results[i] = newIf->getResult(thenKept.size());
        thenKept.push_back(t);
        elseKept.push_back(f);
      } else if (t == f) {
        results[i] = t;
      } else {
        results[i] =
            createSelect(rewriter, op.getLoc(), op.getCondition(), t, f);
      }
    }
    rewriter.modifyOpInPlace(thenYield,
                             [&] { thenYield->setOperands(thenKept); });
    rewriter.modifyOpInPlace(elseYield,
                             [&] { elseYield->setOperands(elseKept); });
    rewriter.replaceOp(op, results);
    return success();
  }
};

// if %c {yield true} else {yield false} -> %c
// if %c {yield false} else {yield true} -> xori %c, true
// if %c {yield %a} else {yield %a} -> %a
struct ReplaceIfYieldWithConditionOrValue : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() == 0 || !op.elseBlock())
      return rewriter.notifyMatchFailure(op, "no results");
    Operation *thenYield = op.thenBlock()->getTerminator();
    Operation *elseYield = op.elseBlock()->getTerminator();
    bool changed = false;
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
      Value result = op->getResult(i);
      if (result.use_empty())
        continue;
      Value t = thenYield->getOperand(i), f = elseYield->getOperand(i);
      Value replacement;
      if (t == f) {
        replacement = t;
      } else if (isConstantBool(t, true) && isConstantBool(f, false)) {
        replacement = op.getCondition();
      } else if (isConstantBool(t, false) && isConstantBool(f, true) &&
                 isRegisteredOp(op.getContext(), "arith.xori")) {
        rewriter.setInsertionPoint(op);
        replacement = createNot(rewriter, op.getLoc(), op.getCondition());
      }
      if (!replacement)
        continue;
      rewriter.replaceAllUsesWith(result, replacement);
      changed = true;
    }
    return success(changed);
  }
};

// %r:2 = if %c {yield %a, %b} else {yield %x, %y}, %r#1 unused
//   -> %r = if %c {yield %a} else {yield %x}
struct RemoveUnusedResults : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    llvm::SmallVector<unsigned, 4> used;
    llvm::SmallVector<Type, 4> types;
    for (unsigned i = 0, e = op->getNumResults(); i < e; ++i) {
      if (op->getResult(i).use_empty())
        continue;
      used.push_back(i);
      types.push_back(op->getResult(i).getType());
    }
    if (used.size() == op->getNumResults())
      return rewriter.notifyMatchFailure(op, "every result is used");
    IfOp newIf = createIf(rewriter, op.getLoc(), types, op.getCondition());
    for (unsigned r = 0; r < 2; ++r) {
      Region &from = op->getRegion(r);
      if (from.empty())
        continue;
      Operation *yield = from.front().getTerminator();
      llvm::SmallVector<Value, 4> kept;
      for (unsigned i : used)
        kept.push_back(yield->getOperand(i));
      rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(kept); });
      rewriter.inlineRegionBefore(from, newIf->getRegion(r),
                                  newIf->getRegion(r).end());
    }
    llvm::SmallVector<Value, 4> results(op->getNumResults());
    for (auto [newIndex, oldIndex] : llvm::enumerate(used))
      results[oldIndex] = newIf->getResult(newIndex);
    rewriter.replaceOp(op, results);
    return success();
  }
};

// if %c {A} else {} -> if %c {A}   (no results)
struct RemoveEmptyElseBranch : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Block *elseBlock = op.elseBlock();
    if (op->getNumResults() != 0 || !elseBlock ||
        &elseBlock->front() != &elseBlock->back())
      return rewriter.notifyMatchFailure(op, "else branch is not empty");
    rewriter.startOpModification(op);
    rewriter.eraseBlock(elseBlock);
    rewriter.finalizeOpModification(op);
    return success();
  }
};

// if %c {... %c ...} else {... %c ...}
//   -> if %c {... true ...} else {... false ...}
struct ConditionPropagation : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Value cond = op.getCondition();
    if (getConstantValue(cond))
      return rewriter.notifyMatchFailure(op, "condition is constant");
    if (!isRegisteredOp(op.getContext(), "arith.constant"))
      return rewriter.notifyMatchFailure(op, "arith is not loaded");
    llvm::SmallVector<OpOperand *, 4> thenUses, elseUses;
    for (OpOperand &use : cond.getUses()) {
      Region *region = use.getOwner()->getParentRegion();
      if (op.getThenRegion().isAncestor(region))
        thenUses.push_back(&use);
      else if (op.getElseRegion().isAncestor(region))
        elseUses.push_back(&use);
    }
    if (thenUses.empty() && elseUses.empty())
      return rewriter.notifyMatchFailure(op, "condition not used inside");
    rewriter.setInsertionPoint(op);
    for (auto [uses, value] :
         {std::pair(&elseUses, false), std::pair(&thenUses, true)}) {
      if (uses->empty())
        continue;
      Value constant = createBool(rewriter, op.getLoc(), value);
      for (OpOperand *use : *uses)
        rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(constant); });
    }
    return success();
  }
};

/// Appends the ops of `source` (ending in a yield) to `dest` (ending in a
/// yield) and makes one yield of both yields' operands.
static void mergeYieldingBlocks(PatternRewriter &rewriter, Block *source,
                                Block *dest) {
  Operation *destYield = dest->getTerminator();
  Operation *sourceYield = source->getTerminator();
  llvm::SmallVector<Value, 8> values(destYield->getOperands());
  llvm::append_range(values, sourceYield->getOperands());
  Location loc = sourceYield->getLoc();
  rewriter.eraseOp(destYield);
  rewriter.mergeBlocks(source, dest);
  rewriter.setInsertionPointToEnd(dest);
  createYield(rewriter, loc, values);
  rewriter.eraseOp(sourceYield);
}

// if %c {A} else {B}; if %c {C} else {D} -> if %c {A; C} else {B; D}
//   (also when the second condition is xori %c, true or the first is
//   xori of the second: then C joins B and D joins A); the second if's
//   uses of the first one's results become the values yielded there.
struct CombineIfs : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp nextIf,
                                PatternRewriter &rewriter) const override {
    Operation *prevOp = nextIf->getPrevNode();
    auto prevIf = llvm::dyn_cast_or_null<IfOp>(prevOp);
    if (!prevIf)
      return rewriter.notifyMatchFailure(nextIf, "not preceded by an if");
    // The blocks of nextIf that run when prevIf's condition is true and
    // when it is false (null when there is none).
    Block *nextThen = nullptr, *nextElse = nullptr;
    Value prevCond = prevIf.getCondition(), nextCond = nextIf.getCondition();
    if (nextCond == prevCond) {
      nextThen = nextIf.thenBlock();
      nextElse = nextIf.elseBlock();
    } else if (getNegatedOperand(nextCond) == prevCond ||
               getNegatedOperand(prevCond) == nextCond) {
      nextThen = nextIf.elseBlock();
      nextElse = nextIf.thenBlock();
    } else {
      return rewriter.notifyMatchFailure(nextIf, "conditions differ");
    }

    // Inside nextIf, prevIf's results are the values its branch yielded.
    Operation *prevThenYield = prevIf.thenBlock()->getTerminator();
    Operation *prevElseYield =
        prevIf.elseBlock() ? prevIf.elseBlock()->getTerminator() : nullptr;
    for (unsigned i = 0, e = prevIf->getNumResults(); i < e; ++i) {
      Value result = prevIf->getResult(i);
      llvm::SmallVector<OpOperand *, 4> uses;
      for (OpOperand &use : result.getUses())
        uses.push_back(&use);
      for (OpOperand *use : uses) {
        Region *region = use->getOwner()->getParentRegion();
        Value to;
        if (nextThen && nextThen->getParent()->isAncestor(region))
          to = prevThenYield->getOperand(i);
        else if (nextElse && prevElseYield &&
                 nextElse->getParent()->isAncestor(region))
          to = prevElseYield->getOperand(i);
        if (to)
          rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(to); });
      }
    }

    llvm::SmallVector<Type, 8> types(prevIf->getResultTypes());
    llvm::append_range(types, nextIf->getResultTypes());
    rewriter.setInsertionPoint(nextIf);
    IfOp combined = createIf(rewriter, nextIf.getLoc(), types, prevCond);
    rewriter.inlineRegionBefore(prevIf.getThenRegion(),
                                combined.getThenRegion(),
                                combined.getThenRegion().end());
    if (nextThen)
      mergeYieldingBlocks(rewriter, nextThen, combined.thenBlock());
    rewriter.inlineRegionBefore(prevIf.getElseRegion(),
                                combined.getElseRegion(),
                                combined.getElseRegion().end());
    if (nextElse) {
      if (combined.getElseRegion().empty())
        rewriter.inlineRegionBefore(*nextElse->getParent(),
                                    combined.getElseRegion(),
                                    combined.getElseRegion().end());
      else
        mergeYieldingBlocks(rewriter, nextElse, combined.elseBlock());
    }
    unsigned numPrev = prevIf->getNumResults();
    llvm::SmallVector<Value, 4> prevValues, nextValues;
    for (unsigned i = 0, e = combined->getNumResults(); i < e; ++i)
      (i < numPrev ? prevValues : nextValues).push_back(combined->getResult(i));
    rewriter.replaceOp(prevIf, prevValues);
    rewriter.replaceOp(nextIf, nextValues);
    return success();
  }
};

// if %a {if %b {A}} -> if (select %a, %b, false) {A}
//   (the inner if only yields, results allowed as below). The condition is
//   a select rather than andi %a, %b: when %a is false, a poison %b must
//   not reach the branch (andi would be poison, and branching on poison is
//   undefined behaviour; the original program never looked at %b).
// Results: a value the outer then yields from the inner if must be yielded
//   by both elses alike; one defined outside becomes select %a, %then, %else.
struct CombineNestedIfs : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    Block *thenBlock = op.thenBlock();
    if (thenBlock->empty() || &thenBlock->front() == &thenBlock->back())
      return rewriter.notifyMatchFailure(op, "then block is empty");
    auto nestedIf = llvm::dyn_cast<IfOp>(&thenBlock->front());
    if (!nestedIf || nestedIf->getNextNode() != thenBlock->getTerminator())
      return rewriter.notifyMatchFailure(op, "then block is not one if");
    Block *elseBlock = op.elseBlock();
    if (elseBlock && &elseBlock->front() != &elseBlock->back())
      return rewriter.notifyMatchFailure(op, "else block does something");
    Block *nestedElse = nestedIf.elseBlock();
    if (nestedElse && &nestedElse->front() != &nestedElse->back())
      return rewriter.notifyMatchFailure(op, "inner else does something");
    if (!isRegisteredOp(op.getContext(), "arith.select"))
      return rewriter.notifyMatchFailure(op, "arith is not loaded");

    Operation *outerYield = thenBlock->getTerminator();
    llvm::SmallVector<Value, 4> thenValues(outerYield->getOperands());
    llvm::SmallVector<Value, 4> elseValues;
    if (elseBlock)
      llvm::append_range(elseValues, elseBlock->getTerminator()->getOperands());
    llvm::SmallVector<unsigned, 4> toSelect;
    for (unsigned i = 0, e = thenValues.size(); i < e; ++i) {
      Value v = thenValues[i];
      if (v.getDefiningOp() == nestedIf.getOperation()) {
        unsigned index = llvm::cast<OpResult>(v).getResultNumber();
        if (nestedElse->getTerminator()->getOperand(index) != elseValues[i])
          return rewriter.notifyMatchFailure(op, "elses yield differently");
        thenValues[i] =
            nestedIf.thenBlock()->getTerminator()->getOperand(index);
        continue;
      }
      if (isDefinedIn(v, op.getThenRegion()))
        return rewriter.notifyMatchFailure(op, "then yields a local value");
      toSelect.push_back(i);
    }

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value falseValue = createBool(rewriter, loc, false);
    Value cond = createSelect(rewriter, loc, op.getCondition(),
                              nestedIf.getCondition(), falseValue);
    IfOp newIf = createIf(
        rewriter, loc, llvm::SmallVector<Type, 4>(op->getResultTypes()), cond);
    llvm::SmallVector<Value, 4> results(newIf->getResults());
    for (unsigned i : toSelect)
      results[i] = createSelect(rewriter, loc, op.getCondition(), thenValues[i],
                                elseValues[i]);
    Block *newThen = rewriter.createBlock(&newIf.getThenRegion());
    rewriter.mergeBlocks(nestedIf.thenBlock(), newThen);
    Operation *innerYield = newThen->getTerminator();
    rewriter.setInsertionPointToEnd(newThen);
    createYield(rewriter, innerYield->getLoc(), thenValues);
    rewriter.eraseOp(innerYield);
    if (!elseValues.empty()) {
      rewriter.createBlock(&newIf.getElseRegion());
      createYield(rewriter, loc, elseValues);
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

static void populateIfPatterns(RewritePatternSet &patterns, Context *ctx) {
  // ReplaceIfYieldWithConditionOrValue comes before ConvertTrivialIfToSelect
  // so that a yield of true/false becomes the condition itself rather than
  // a select of constants.
  patterns
      .add<CombineIfs, CombineNestedIfs, ConditionPropagation,
           ReplaceIfYieldWithConditionOrValue, ConvertTrivialIfToSelect,
           RemoveEmptyElseBranch, RemoveStaticCondition, RemoveUnusedResults>();
}

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

namespace {
// execute_region {A; yield %v} -> A; %v   (single block)
struct SingleBlockExecuteInliner : public OpRewritePattern<ExecuteRegionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ExecuteRegionOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getRegion().hasOneBlock())
      return rewriter.notifyMatchFailure(op, "region has several blocks");
    replaceOpWithBlock(rewriter, op, &op.getRegion().front());
    return success();
  }
};

// A; %r = execute_region {^bb0: B; ..; yield %v; ..}; C   (several blocks,
//   in a function body or an execute_region)
//   -> A; cf.br ^bb0; ^bb0: B; ..; cf.br ^cont(%v); ..; ^cont(%r): C
struct MultiBlockExecuteInliner : public OpRewritePattern<ExecuteRegionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ExecuteRegionOp op,
                                PatternRewriter &rewriter) const override {
    Operation *parent = op->getParentOp();
    if (!llvm::isa<ExecuteRegionOp>(parent) &&
        !parent->getName().getInterface<CallableOpInterface>())
      return rewriter.notifyMatchFailure(op, "parent is not a function");
    if (!isRegisteredOp(op.getContext(), "cf.br"))
      return rewriter.notifyMatchFailure(op, "cf is not loaded");
    Block *prevBlock = op->getBlock();
    Block *postBlock = rewriter.splitBlock(prevBlock, op->getIterator());
    rewriter.setInsertionPointToEnd(prevBlock);
    createBranch(rewriter, op.getLoc(), &op.getRegion().front(), {});
    for (Block &block : op.getRegion()) {
      Operation *yield = block.getTerminator();
      if (!llvm::isa<YieldOp>(yield))
        continue;
      rewriter.setInsertionPoint(yield);
      createBranch(rewriter, yield->getLoc(), postBlock,
                   llvm::SmallVector<Value, 4>(yield->getOperands()));
      rewriter.eraseOp(yield);
    }
    rewriter.inlineRegionBefore(op.getRegion(), postBlock);
    llvm::SmallVector<Value, 4> results;
    for (Value result : op->getResults())
      results.push_back(postBlock->addArgument(result.getType(), op.getLoc()));
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

static void populateExecuteRegionPatterns(RewritePatternSet &patterns,
                                          Context *ctx) {
  patterns.add<SingleBlockExecuteInliner, MultiBlockExecuteInliner>();
}

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

namespace {
// index_switch C case C {A} ... default {D} -> A   (D when no case is C)
struct FoldConstantCase : public OpRewritePattern<IndexSwitchOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(IndexSwitchOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<llvm::APInt> flag = getConstantInt(op.getArg());
    if (!flag)
      return rewriter.notifyMatchFailure(op, "flag is not constant");
    Region &region = op.getRegionFor(flag->getSExtValue());
    replaceOpWithBlock(rewriter, op, &region.front());
    return success();
  }
};
} // namespace

static void populateIndexSwitchPatterns(RewritePatternSet &patterns,
                                        Context *ctx) {
  patterns.add<FoldConstantCase>();
}

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

namespace {
// for ... iter_args(%x = %init) {... yield %x} -> %init for %x and the result
// for ... iter_args(%x = %init) {... yield %init} -> likewise
// for ... iter_args(%x = %init) {...}, %x and the result unused -> dropped
struct ForOpIterArgsFolder : public OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForOp op,
                                PatternRewriter &rewriter) const override {
    Block *body = op.getBody();
    Operation *yield = body->getTerminator();
    unsigned numIter = op->getNumResults();
    llvm::SmallVector<bool, 4> dropped(numIter, false);
    bool any = false;
    for (unsigned i = 0; i < numIter; ++i) {
      Value arg = body->getArgument(i + 1);
      Value init = op->getOperand(i + 3);
      Value yielded = yield->getOperand(i);
      dropped[i] = yielded == arg || yielded == init ||
                   (arg.use_empty() && op->getResult(i).use_empty());
      any |= dropped[i];
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "every iter arg is needed");

    llvm::SmallVector<Value, 8> operands(op->getOperands().slice(0, 3));
    llvm::SmallVector<Type, 4> types;
    llvm::SmallVector<Value, 4> keptYields;
    for (unsigned i = 0; i < numIter; ++i) {
      if (dropped[i])
        continue;
      operands.push_back(op->getOperand(i + 3));
      types.push_back(op->getResult(i).getType());
      keptYields.push_back(yield->getOperand(i));
    }
    OperationState state(op.getLoc(), ForOp::getOperationName());
    state.addOperands(operands);
    state.addTypes(types);
    // The rebuilt loop is the same loop: its discardable attributes stay
    // (up-09), as mlir-opt keeps them.
    state.addAttributes(op->getAttrs());
    state.addRegion();
    Operation *newFor = rewriter.create(state);
    rewriter.inlineRegionBefore(op.getRegion(), newFor->getRegion(0),
                                newFor->getRegion(0).end());
    rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(keptYields); });
    llvm::SmallVector<Value, 4> results(numIter);
    unsigned next = 0;
    for (unsigned i = 0; i < numIter; ++i) {
      if (!dropped[i]) {
        results[i] = newFor->getResult(next++);
        continue;
      }
      results[i] = op->getOperand(i + 3);
      rewriter.replaceAllUsesWith(body->getArgument(i + 1), results[i]);
    }
    for (unsigned i = numIter; i-- > 0;)
      if (dropped[i])
        body->eraseArgument(i + 1);
    rewriter.replaceOp(op, results);
    return success();
  }
};

// for %i = %a to %a ... -> the inits
// for %i = C0 to C1 ..., C1 <= C0 -> the inits
// for %i = C0 to C1 step S, 0 < C1 - C0 <= S -> the body once, %i = C0
// for %i = C0 to C1 step S {yield %v}, C1 - C0 > S, %v defined outside -> %v
//   The bounds are compared as signed integers of their width, as the loop
//   does; C1 - C0 is computed without wrapping (a loop from -100 to 100 in
//   i8 runs 200 times, it is not empty). An upper bound written as
//   addi %lb, C is not recognized: the addition may wrap.
struct SimplifyTrivialLoops : public OpRewritePattern<ForOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForOp op,
                                PatternRewriter &rewriter) const override {
    llvm::SmallVector<Value, 4> inits(op.getInitArgs());
    if (op.getLowerBound() == op.getUpperBound()) {
      rewriter.replaceOp(op, inits);
      return success();
    }
    std::optional<llvm::APInt> lb = getConstantInt(op.getLowerBound());
    std::optional<llvm::APInt> ub = getConstantInt(op.getUpperBound());
    if (!lb || !ub || lb->getBitWidth() != ub->getBitWidth())
      return rewriter.notifyMatchFailure(op, "bounds are not constant");
    unsigned width = lb->getBitWidth() + 1;
    llvm::APInt diff = ub->sext(width) - lb->sext(width);
    if (!diff.isStrictlyPositive()) {
      rewriter.replaceOp(op, inits);
      return success();
    }
    std::optional<llvm::APInt> step = getConstantInt(op.getStep());
    if (!step || step->getBitWidth() + 1 != width)
      return rewriter.notifyMatchFailure(op, "step is not constant");
    if (step->sext(width).sge(diff)) {
      llvm::SmallVector<Value, 4> args{op.getLowerBound()};
      args.append(inits.begin(), inits.end());
      replaceOpWithBlock(rewriter, op, op.getBody(), args);
      return success();
    }
    Block *body = op.getBody();
    if (&body->front() != &body->back())
      return rewriter.notifyMatchFailure(op, "body does something");
    Operation *yield = body->getTerminator();
    llvm::SmallVector<Value, 4> yielded(yield->getOperands());
    for (Value v : yielded)
      if (isDefinedIn(v, op.getRegion()))
        return rewriter.notifyMatchFailure(op, "yields an iter arg");
    rewriter.replaceOp(op, yielded);
    return success();
  }
};
} // namespace

static void populateForPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<ForOpIterArgsFolder, SimplifyTrivialLoops>();
}

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

namespace {
/// What becomes of a value the condition forwards when it is dropped: its
/// after-region argument and its result are replaced by `value`, or by the
/// argument and result of the forwarded value `sameAs` (which stays).
struct DroppedArg {
  Value value;
  int sameAs = -1;
};
} // namespace

/// Creates an scf.while on `inits` giving `types` and moves the regions of
/// `op` into it (their arguments and terminators already updated).
static Operation *moveWhileRegions(PatternRewriter &rewriter, WhileOp op,
                                   llvm::ArrayRef<Value> inits,
                                   llvm::ArrayRef<Type> types) {
  OperationState state(op.getLoc(), WhileOp::getOperationName());
  state.addOperands(inits);
  state.addTypes(types);
  state.addRegion();
  state.addRegion();
  Operation *newOp = rewriter.create(state);
  rewriter.inlineRegionBefore(op.getBefore(), newOp->getRegion(0),
                              newOp->getRegion(0).end());
  rewriter.inlineRegionBefore(op.getAfter(), newOp->getRegion(1),
                              newOp->getRegion(1).end());
  return newOp;
}

/// Rebuilds `op` without the before arguments (inits, yielded values)
/// whose `beforeRepl` entry is set (their uses take that value) and without
/// the forwarded values (after arguments, results) whose `afterDrop` entry
/// is given.
static void rebuildWhile(PatternRewriter &rewriter, WhileOp op,
                         llvm::ArrayRef<Value> beforeRepl,
                         llvm::ArrayRef<std::optional<DroppedArg>> afterDrop) {
  Block *before = op.getBeforeBody(), *after = op.getAfterBody();
  Operation *cond = before->getTerminator();
  Operation *yield = after->getTerminator();

  // Every dropped argument is replaced first, and the operands the new
  // terminators keep are read only afterwards: the after region may yield
  // a dropped after argument (003), which must then yield its replacement.
  for (unsigned i = 0, e = before->getNumArguments(); i < e; ++i)
    if (beforeRepl[i])
      rewriter.replaceAllUsesWith(before->getArgument(i), beforeRepl[i]);
  for (unsigned j = 0, e = after->getNumArguments(); j < e; ++j) {
    if (!afterDrop[j])
      continue;
    Value to = afterDrop[j]->sameAs >= 0
                   ? Value(after->getArgument(afterDrop[j]->sameAs))
                   : afterDrop[j]->value;
    if (!after->getArgument(j).use_empty())
      rewriter.replaceAllUsesWith(after->getArgument(j), to);
  }

  llvm::SmallVector<Value, 4> inits, yields;
  for (unsigned i = 0, e = before->getNumArguments(); i < e; ++i) {
    if (beforeRepl[i])
      continue;
    inits.push_back(op->getOperand(i));
    yields.push_back(yield->getOperand(i));
  }
  llvm::SmallVector<Value, 4> condOperands{cond->getOperand(0)};
  llvm::SmallVector<Type, 4> types;
  llvm::SmallVector<int, 4> newIndex(after->getNumArguments(), -1);
  for (unsigned j = 0, e = after->getNumArguments(); j < e; ++j) {
    if (afterDrop[j])
      continue;
    newIndex[j] = types.size();
    condOperands.push_back(cond->getOperand(j + 1));
    types.push_back(op->getResult(j).getType());
  }

  rewriter.modifyOpInPlace(cond, [&] { cond->setOperands(condOperands); });
  rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(yields); });
  for (unsigned i = before->getNumArguments(); i-- > 0;)
    if (beforeRepl[i])
      before->eraseArgument(i);
  for (unsigned j = after->getNumArguments(); j-- > 0;)
    if (afterDrop[j])
      after->eraseArgument(j);
  Operation *newOp = moveWhileRegions(rewriter, op, inits, types);

  llvm::SmallVector<Value, 4> results(op->getNumResults());
  for (unsigned j = 0, e = results.size(); j < e; ++j) {
    if (newIndex[j] >= 0) {
      results[j] = newOp->getResult(newIndex[j]);
      continue;
    }
    if (afterDrop[j]->sameAs >= 0)
      results[j] = newOp->getResult(newIndex[afterDrop[j]->sameAs]);
    else if (afterDrop[j]->value)
      results[j] = afterDrop[j]->value;
    else
      results[j] = condOperands.front(); // unused result
  }
  rewriter.replaceOp(op, results);
}

namespace {
// while (%x = %init) {... condition(%c) ..} do {... yield .., %init, ..}
//   -> %x is %init everywhere and is no longer carried
// while (%x = %init) {... condition(%c) .., %x, ..} do {^(.., %y, ..):
//   ... yield .., %y, ..}   (at the same place) -> likewise
struct RemoveLoopInvariantArgsFromBeforeBlock
    : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Block *before = op.getBeforeBody(), *after = op.getAfterBody();
    Operation *cond = before->getTerminator();
    Operation *yield = after->getTerminator();
    llvm::SmallVector<Value, 4> repl(before->getNumArguments());
    bool any = false;
    for (unsigned i = 0, e = repl.size(); i < e; ++i) {
      Value init = op->getOperand(i), yielded = yield->getOperand(i);
      bool invariant = yielded == init;
      if (auto arg = llvm::dyn_cast<BlockArgument>(yielded);
          arg && arg.getOwner() == after &&
          cond->getOperand(arg.getArgNumber() + 1) == before->getArgument(i))
        invariant = true;
      if (!invariant)
        continue;
      repl[i] = init;
      any = true;
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "no invariant before argument");
    llvm::SmallVector<std::optional<DroppedArg>, 4> none(
        after->getNumArguments());
    rebuildWhile(rewriter, op, repl, none);
    return success();
  }
};

// condition(%c) .., %v, .. with %v defined outside the loop
//   -> the after argument and the result are %v
// condition(%c) .., %v, .., %v, .. -> the second is the first
// condition(%c) .., %v, .. with the after argument and result unused
//   -> %v is no longer forwarded
struct WhileForwardedValues : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Block *after = op.getAfterBody();
    Operation *cond = op.getBeforeBody()->getTerminator();
    unsigned n = after->getNumArguments();
    llvm::SmallVector<std::optional<DroppedArg>, 4> drop(n);
    bool any = false;
    llvm::SmallDenseMap<Value, unsigned, 4> firstIndex;
    for (unsigned j = 0; j < n; ++j) {
      Value v = cond->getOperand(j + 1);
      if (!op->isAncestor(v.getParentRegion()->getParentOp())) {
        drop[j] = DroppedArg{v};
      } else if (auto [it, inserted] = firstIndex.try_emplace(v, j);
                 !inserted) {
        drop[j] = DroppedArg{Value(), int(it->second)};
      } else if (after->getArgument(j).use_empty() &&
                 op->getResult(j).use_empty()) {
        drop[j] = DroppedArg{};
      }
      any |= bool(drop[j]);
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "every forwarded value needed");
    // A value kept only because a dropped duplicate names it must stay.
    for (unsigned j = 0; j < n; ++j)
      if (drop[j] && drop[j]->sameAs >= 0 && drop[drop[j]->sameAs])
        drop[drop[j]->sameAs].reset();
    llvm::SmallVector<Value, 4> keepBefore(
        op.getBeforeBody()->getNumArguments());
    rebuildWhile(rewriter, op, keepBefore, drop);
    return success();
  }
};

// condition(%c) .., %c, .. -> the after argument is true
struct WhileConditionTruth : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Block *after = op.getAfterBody();
    Operation *cond = op.getBeforeBody()->getTerminator();
    if (!isRegisteredOp(op.getContext(), "arith.constant"))
      return rewriter.notifyMatchFailure(op, "arith is not loaded");
    Value trueValue;
    for (unsigned j = 0, e = after->getNumArguments(); j < e; ++j) {
      if (cond->getOperand(j + 1) != cond->getOperand(0) ||
          after->getArgument(j).use_empty())
        continue;
      if (!trueValue) {
        rewriter.setInsertionPoint(op);
        trueValue = createBool(rewriter, op.getLoc(), true);
      }
      rewriter.replaceAllUsesWith(after->getArgument(j), trueValue);
    }
    return success(bool(trueValue));
  }
};
} // namespace

/// The predicate of `op` if it is an arith.cmpi.
static std::optional<arith::CmpIPredicate> getCmpIPredicate(Operation *op) {
  if (!op || op->getName().getStringRef() != "arith.cmpi")
    return std::nullopt;
  auto attr =
      llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr("predicate"));
  if (!attr || attr.getValue().getZExtValue() > 9)
    return std::nullopt;
  return arith::CmpIPredicate(attr.getValue().getZExtValue());
}

namespace {
// while {.. %c = cmpi P, %x, %y; condition(%c) .., %x, ..}
//   do {^(.., %a, ..): .. cmpi P, %a, %y ..; .. cmpi not-P, %a, %y ..}
//   -> the first cmpi is true in `after`, the second false
//   (likewise with %x on the right); the after region runs only when %c
//   held for the value %a takes
struct WhileCmpCond : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Operation *cond = op.getBeforeBody()->getTerminator();
    Operation *cmp = cond->getOperand(0).getDefiningOp();
    std::optional<arith::CmpIPredicate> pred = getCmpIPredicate(cmp);
    if (!pred)
      return rewriter.notifyMatchFailure(op, "condition is not a cmpi");
    bool changed = false;
    Block *after = op.getAfterBody();
    for (unsigned j = 0, e = after->getNumArguments(); j < e; ++j) {
      Value forwarded = cond->getOperand(j + 1);
      for (unsigned side = 0; side < 2; ++side) {
        if (forwarded != cmp->getOperand(side))
          continue;
        Value other = cmp->getOperand(1 - side);
        // A cmpi using the argument twice is visited once.
        llvm::SmallSetVector<Operation *, 4> users;
        for (OpOperand &use : after->getArgument(j).getUses())
          users.insert(use.getOwner());
        for (Operation *user : users) {
          std::optional<arith::CmpIPredicate> userPred = getCmpIPredicate(user);
          if (!userPred || user->getOperand(1 - side) != other)
            continue;
          bool value;
          if (*userPred == *pred)
            value = true;
          else if (*userPred == arith::invertPredicate(*pred))
            value = false;
          else
            continue;
          rewriter.setInsertionPoint(op);
          rewriter.replaceOp(user, createBool(rewriter, user->getLoc(), value));
          changed = true;
        }
      }
    }
    return success(changed);
  }
};

// while (.., %x = %init, ..) {..} with %x unused
//   -> %x is no longer carried (nor %init passed, nor its value yielded)
struct WhileRemoveUnusedArgs : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Block *before = op.getBeforeBody();
    llvm::SmallVector<Value, 4> repl(before->getNumArguments());
    bool any = false;
    for (unsigned i = 0, e = repl.size(); i < e; ++i) {
      if (!before->getArgument(i).use_empty())
        continue;
      // Unused: any value would do as its replacement.
      repl[i] = op->getOperand(i);
      any = true;
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "every before argument is used");
    llvm::SmallVector<std::optional<DroppedArg>, 4> none(
        op.getAfterBody()->getNumArguments());
    rebuildWhile(rewriter, op, repl, none);
    return success();
  }
};

// while (%a = .., %b = ..) {.. condition(%c) %b, %a} do {^(%x, %y): ..}
//   -> while (%a = .., %b = ..) {.. condition(%c) %a, %b} do {^(%y, %x): ..}
//   when the condition forwards each before argument exactly once, in
//   another order (the results are permuted alike)
struct WhileOpAlignBeforeArgs : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Block *before = op.getBeforeBody(), *after = op.getAfterBody();
    Operation *cond = before->getTerminator();
    OperandRange forwarded = cond->getOperands().drop_front();
    unsigned n = before->getNumArguments();
    if (forwarded.size() != n)
      return rewriter.notifyMatchFailure(op, "not a permutation");
    // position[j]: the before argument that condition operand j forwards.
    llvm::SmallVector<unsigned, 4> position(n);
    llvm::SmallVector<bool, 4> seen(n, false);
    bool inOrder = true;
    for (auto [j, v] : llvm::enumerate(forwarded)) {
      auto arg = llvm::dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != before || seen[arg.getArgNumber()])
        return rewriter.notifyMatchFailure(op, "not a permutation");
      position[j] = arg.getArgNumber();
      seen[position[j]] = true;
      inOrder &= position[j] == j;
    }
    if (inOrder)
      return rewriter.notifyMatchFailure(op, "already in order");

    llvm::SmallVector<Type, 4> types(n);
    for (unsigned j = 0; j < n; ++j)
      types[position[j]] = op->getResult(j).getType();
    llvm::SmallVector<Value, 4> condOperands{cond->getOperand(0)};
    llvm::append_range(condOperands, before->getArguments());
    rewriter.modifyOpInPlace(cond, [&] { cond->setOperands(condOperands); });
    // The after arguments in the new order, then the old ones erased.
    llvm::SmallVector<BlockArgument, 4> oldArgs(after->getArguments());
    for (unsigned i = 0; i < n; ++i)
      after->addArgument(types[i], op.getLoc());
    for (unsigned j = 0; j < n; ++j)
      rewriter.replaceAllUsesWith(oldArgs[j],
                                  after->getArgument(n + position[j]));
    after->eraseArguments(0, n);
    Operation *newOp = moveWhileRegions(
        rewriter, op, llvm::SmallVector<Value, 4>(op.getInits()), types);
    llvm::SmallVector<Value, 4> results;
    for (unsigned j = 0; j < n; ++j)
      results.push_back(newOp->getResult(position[j]));
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

static void populateWhilePatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<RemoveLoopInvariantArgsFromBeforeBlock, WhileForwardedValues,
               WhileConditionTruth, WhileCmpCond, WhileRemoveUnusedArgs,
               WhileOpAlignBeforeArgs>();
}

//===----------------------------------------------------------------------===//
// Loop bounds shared by scf.parallel and scf.forall
//===----------------------------------------------------------------------===//

namespace {
/// A loop bound or step: an index value, or a constant when `value` is
/// null (scf.forall keeps constant bounds in its static lists).
struct Bound {
  Value value;
  int64_t constant = 0;

  /// The integer it holds, if known (through a constant op for a value).
  std::optional<int64_t> getConstant() const {
    if (!value)
      return constant;
    std::optional<llvm::APInt> c = getConstantInt(value);
    if (!c || c->getBitWidth() > 64)
      return std::nullopt;
    return c->getSExtValue();
  }
  /// Whether both are the same value, or both the same static constant.
  bool isSameAs(const Bound &other) const {
    return value ? value == other.value
                 : !other.value && constant == other.constant;
  }
};
} // namespace

/// The trip count ceil((ub - lb) / step) of one loop dimension when it is
/// known to be 0 or 1, else nullopt (as mlir-opt decides: equal bounds run
/// zero times; else the bounds and step must be constants).
///
/// Either answer refines the loop. A positive step gives the count the
/// loop really runs; a step that is not positive makes the loop undefined
/// behaviour, so any rewrite of it is allowed. ub - lb is computed without
/// wrapping: when it overflows 64 bits the count is at least 2 in
/// magnitude.
static std::optional<int64_t>
getZeroOrOneTripCount(const Bound &lb, const Bound &ub, const Bound &step) {
  if (lb.isSameAs(ub))
    return 0;
  std::optional<int64_t> l = lb.getConstant(), u = ub.getConstant(),
                         s = step.getConstant();
  if (!l || !u || !s || *s == 0)
    return std::nullopt;
  std::optional<int64_t> diff = llvm::checkedSub(*u, *l);
  if (!diff || (*diff == INT64_MIN && *s == -1))
    return std::nullopt;
  int64_t count = *diff / *s;
  if (*diff % *s != 0 && (*diff > 0) == (*s > 0))
    ++count;
  if (count != 0 && count != 1)
    return std::nullopt;
  return count;
}

/// `bound` as a value: itself, or `arith.constant C : index` created at the
/// rewriter's insertion point.
static Value materializeBound(PatternRewriter &rewriter, Location loc,
                              const Bound &bound) {
  if (bound.value)
    return bound.value;
  return createConstant(rewriter, loc, rewriter.getIndexAttr(bound.constant),
                        rewriter.getIndexType());
}

/// Replaces the uses of each argument `i` of `block` for which
/// `replacements[i]` is set and erases those arguments.
static void replaceBlockArguments(PatternRewriter &rewriter, Block *block,
                                  llvm::ArrayRef<Value> replacements) {
  for (unsigned i = replacements.size(); i-- > 0;) {
    if (!replacements[i])
      continue;
    rewriter.replaceAllUsesWith(block->getArgument(i), replacements[i]);
    block->eraseArgument(i);
  }
}

/// The trip count of each loop where it is known to be 0 or 1 (see
/// getZeroOrOneTripCount).
static llvm::SmallVector<std::optional<int64_t>, 4>
getTripCounts(llvm::ArrayRef<Bound> lbs, llvm::ArrayRef<Bound> ubs,
              llvm::ArrayRef<Bound> steps) {
  llvm::SmallVector<std::optional<int64_t>, 4> trips;
  for (unsigned i = 0, e = lbs.size(); i < e; ++i)
    trips.push_back(getZeroOrOneTripCount(lbs[i], ubs[i], steps[i]));
  return trips;
}

/// The number of loops of `trips` not known to run once; nullopt when one
/// of them runs zero times (then the whole loop nest does).
static std::optional<unsigned>
countKeptLoops(llvm::ArrayRef<std::optional<int64_t>> trips) {
  if (llvm::is_contained(trips, 0))
    return std::nullopt;
  return llvm::count_if(trips, [](std::optional<int64_t> t) { return t != 1; });
}

/// The value each induction variable takes when its loop runs once (its
/// lower bound, created before `op` when static), null for the others.
static llvm::SmallVector<Value, 4>
getSingleTripIvValues(PatternRewriter &rewriter, Operation *op,
                      llvm::ArrayRef<Bound> lbs,
                      llvm::ArrayRef<std::optional<int64_t>> trips) {
  rewriter.setInsertionPoint(op);
  llvm::SmallVector<Value, 4> ivValues;
  for (unsigned i = 0, e = lbs.size(); i < e; ++i)
    ivValues.push_back(trips[i] == 1
                           ? materializeBound(rewriter, op->getLoc(), lbs[i])
                           : Value());
  return ivValues;
}

/// The properties of `op` with the entries of `updates` set.
static DictionaryAttr
getUpdatedProperties(Operation *op, llvm::ArrayRef<NamedAttribute> updates) {
  NamedAttrList list;
  if (auto props =
          llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr()))
    list.assign(props.getValue());
  for (const NamedAttribute &update : updates)
    list.set(update.getName(), update.getValue());
  return list.getDictionary(op->getContext());
}

/// `operandSegmentSizes = array<i32: sizes>`.
static NamedAttribute getSegmentSizes(Context *ctx,
                                      llvm::ArrayRef<int32_t> sizes) {
  return NamedAttribute(StringAttr::get(ctx, "operandSegmentSizes"),
                        DenseI32ArrayAttr::get(ctx, sizes));
}

//===----------------------------------------------------------------------===//
// scf.parallel
//===----------------------------------------------------------------------===//

/// The bounds of `op` (`part` 0: lower, 1: upper, 2: steps).
static llvm::SmallVector<Bound, 4> getParallelBounds(ParallelOp op,
                                                     unsigned part) {
  llvm::SmallVector<Bound, 4> bounds;
  for (Value v : op.getSegment(part))
    bounds.push_back(Bound{v});
  return bounds;
}

/// Creates an scf.parallel over the loops `lbs`/`ubs`/`steps` reducing
/// `inits`, with an empty region (no block).
static ParallelOp createParallel(OpBuilder &b, Location loc,
                                 llvm::ArrayRef<Value> lbs,
                                 llvm::ArrayRef<Value> ubs,
                                 llvm::ArrayRef<Value> steps,
                                 llvm::ArrayRef<Value> inits) {
  OperationState state(loc, ParallelOp::getOperationName());
  for (llvm::ArrayRef<Value> part : {lbs, ubs, steps, inits})
    state.addOperands(part);
  for (Value init : inits)
    state.addTypes(init.getType());
  int32_t sizes[] = {int32_t(lbs.size()), int32_t(ubs.size()),
                     int32_t(steps.size()), int32_t(inits.size())};
  state.addAttributes(getSegmentSizes(b.getContext(), sizes));
  state.addRegion();
  return ParallelOp(b.create(state));
}

/// Runs the body of `op` (every loop of which runs once, its induction
/// variables taking `ivValues`) in place of `op`, and combines each
/// reduced value once with its init.
static void inlineParallelIteration(PatternRewriter &rewriter, ParallelOp op,
                                    llvm::ArrayRef<Value> ivValues) {
  Operation *reduce = op.getBody()->getTerminator();
  rewriter.inlineBlockBefore(op.getBody(), op, ivValues);
  llvm::SmallVector<Value, 4> results;
  for (unsigned i = 0, e = reduce->getNumRegions(); i < e; ++i) {
    Block *combiner = &reduce->getRegion(i).front();
    Operation *ret = combiner->getTerminator();
    Value args[] = {op.getInitVals()[i], reduce->getOperand(i)};
    rewriter.inlineBlockBefore(combiner, op, args);
    results.push_back(ret->getOperand(0));
    rewriter.eraseOp(ret);
  }
  rewriter.eraseOp(reduce);
  rewriter.replaceOp(op, results);
}

namespace {
// parallel (.., %i, ..) = (.., %a, ..) to (.., %a, ..) ... -> the inits
//   (likewise for constant bounds where ceil((ub - lb) / step) is 0)
// parallel (.., %i, ..) = (.., C0, ..) to (.., C1, ..) step (.., S, ..),
//   ceil((C1 - C0) / S) = 1 -> that loop is dropped and %i is C0
// parallel with every loop running once -> its body, each reduced value
//   combined once with its init
struct ParallelSingleOrZeroTripDims : public OpRewritePattern<ParallelOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ParallelOp op,
                                PatternRewriter &rewriter) const override {
    llvm::SmallVector<Bound, 4> lbs = getParallelBounds(op, 0);
    llvm::SmallVector<Bound, 4> ubs = getParallelBounds(op, 1);
    llvm::SmallVector<Bound, 4> steps = getParallelBounds(op, 2);
    llvm::SmallVector<std::optional<int64_t>, 4> trips =
        getTripCounts(lbs, ubs, steps);
    std::optional<unsigned> numKept = countKeptLoops(trips);
    if (!numKept) {
      rewriter.replaceOp(op, llvm::SmallVector<Value, 4>(op.getInitVals()));
      return success();
    }
    if (*numKept == trips.size())
      return rewriter.notifyMatchFailure(op, "every loop runs several times");
    llvm::SmallVector<Value, 4> ivValues =
        getSingleTripIvValues(rewriter, op, lbs, trips);
    if (*numKept == 0) {
      inlineParallelIteration(rewriter, op, ivValues);
      return success();
    }
    llvm::SmallVector<Value, 4> keptLbs, keptUbs, keptSteps;
    for (unsigned i = 0, e = ivValues.size(); i < e; ++i) {
      if (ivValues[i])
        continue;
      keptLbs.push_back(lbs[i].value);
      keptUbs.push_back(ubs[i].value);
      keptSteps.push_back(steps[i].value);
    }
    ParallelOp newOp =
        createParallel(rewriter, op.getLoc(), keptLbs, keptUbs, keptSteps,
                       llvm::SmallVector<Value, 4>(op.getInitVals()));
    replaceBlockArguments(rewriter, op.getBody(), ivValues);
    rewriter.inlineRegionBefore(op.getRegion(), newOp.getRegion(),
                                newOp.getRegion().end());
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

// parallel (%i) = (A) to (B) step (C) {parallel (%j) = (D) to (E) step (F)
//   {body}} -> parallel (%i, %j) = (A, D) to (B, E) step (C, F) {body}
//   when the outer body is only the inner loop, D, E and F are not %i, and
//   neither loop reduces
struct MergeNestedParallelLoops : public OpRewritePattern<ParallelOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ParallelOp op,
                                PatternRewriter &rewriter) const override {
    Block *outerBody = op.getBody();
    auto inner = llvm::dyn_cast<ParallelOp>(&outerBody->front());
    if (!inner || inner->getNextNode() != outerBody->getTerminator())
      return rewriter.notifyMatchFailure(op, "body is not one scf.parallel");
    for (Value v : inner->getOperands())
      if (auto arg = llvm::dyn_cast<BlockArgument>(v);
          arg && arg.getOwner() == outerBody)
        return rewriter.notifyMatchFailure(op, "inner bounds use the outer");
    if (!op.getInitVals().empty() || !inner.getInitVals().empty())
      return rewriter.notifyMatchFailure(op, "a loop reduces");

    auto concat = [](OperandRange a, OperandRange b) {
      llvm::SmallVector<Value, 4> values(a);
      llvm::append_range(values, b);
      return values;
    };
    ParallelOp newOp =
        createParallel(rewriter, op.getLoc(),
                       concat(op.getLowerBound(), inner.getLowerBound()),
                       concat(op.getUpperBound(), inner.getUpperBound()),
                       concat(op.getStep(), inner.getStep()), {});
    Block *innerBody = inner.getBody();
    for (auto [i, outerIv] : llvm::enumerate(op.getInductionVars())) {
      BlockArgument iv =
          innerBody->insertArgument(i, outerIv.getType(), outerIv.getLoc());
      rewriter.replaceAllUsesWith(outerIv, iv);
    }
    rewriter.inlineRegionBefore(inner.getRegion(), newOp.getRegion(),
                                newOp.getRegion().end());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

static void populateParallelPatterns(RewritePatternSet &patterns,
                                     Context *ctx) {
  patterns.add<ParallelSingleOrZeroTripDims, MergeNestedParallelLoops>();
}

//===----------------------------------------------------------------------===//
// scf.forall
//===----------------------------------------------------------------------===//

static constexpr llvm::StringLiteral kStaticBoundNames[] = {
    "staticLowerBound", "staticUpperBound", "staticStep"};

/// The bounds of `op` (`part` 0: lower, 1: upper, 2: steps), static or not.
static llvm::SmallVector<Bound, 4> getForallBounds(ForallOp op, unsigned part) {
  llvm::ArrayRef<int64_t> statics = part == 0   ? op.getStaticLowerBound()
                                    : part == 1 ? op.getStaticUpperBound()
                                                : op.getStaticStep();
  OperandRange values = op.getSegment(part);
  llvm::SmallVector<Bound, 4> bounds;
  unsigned next = 0;
  for (int64_t s : statics) {
    if (!ShapedType::isDynamic(s))
      bounds.push_back(Bound{Value(), s});
    else
      bounds.push_back(Bound{next < values.size() ? values[next++] : Value()});
  }
  return bounds;
}

/// The operands and properties of a forall over `bounds` (lower, upper,
/// steps) with shared outputs `outputs`: appends the operands to
/// `operands` and returns the property updates.
static llvm::SmallVector<NamedAttribute, 4> splitForallBounds(
    Context *ctx, llvm::ArrayRef<llvm::SmallVector<Bound, 4>> bounds,
    llvm::ArrayRef<Value> outputs, llvm::SmallVectorImpl<Value> &operands) {
  llvm::SmallVector<NamedAttribute, 4> props;
  llvm::SmallVector<int32_t, 4> sizes;
  for (unsigned part = 0; part < 3; ++part) {
    llvm::SmallVector<int64_t, 4> statics;
    unsigned before = operands.size();
    for (const Bound &b : bounds[part]) {
      statics.push_back(b.value ? ShapedType::kDynamic : b.constant);
      if (b.value)
        operands.push_back(b.value);
    }
    sizes.push_back(operands.size() - before);
    props.push_back(
        NamedAttribute(StringAttr::get(ctx, kStaticBoundNames[part]),
                       DenseI64ArrayAttr::get(ctx, statics)));
  }
  operands.append(outputs.begin(), outputs.end());
  sizes.push_back(outputs.size());
  props.push_back(getSegmentSizes(ctx, sizes));
  return props;
}

/// Rebuilds `op` without the loops whose `ivValues` entry is set (their
/// induction variables take that value) and without the shared outputs
/// whose `outValues` entry is set (their block arguments and results take
/// it). The discardable attributes are kept when `keepAttrs` is set.
static void rebuildForall(PatternRewriter &rewriter, ForallOp op,
                          llvm::ArrayRef<Value> ivValues,
                          llvm::ArrayRef<Value> outValues, bool keepAttrs) {
  Context *ctx = op.getContext();
  llvm::SmallVector<Bound, 4> bounds[3];
  for (unsigned part = 0; part < 3; ++part)
    for (auto [i, b] : llvm::enumerate(getForallBounds(op, part)))
      if (!ivValues[i])
        bounds[part].push_back(b);
  llvm::SmallVector<Value, 4> outputs;
  llvm::SmallVector<Type, 4> types;
  for (auto [i, out] : llvm::enumerate(op.getOutputs())) {
    if (outValues[i])
      continue;
    outputs.push_back(out);
    types.push_back(out.getType());
  }
  OperationState state(op.getLoc(), ForallOp::getOperationName());
  llvm::SmallVector<Value, 8> operands;
  state.properties = getUpdatedProperties(
      op, splitForallBounds(ctx, bounds, outputs, operands));
  state.addOperands(operands);
  state.addTypes(types);
  if (keepAttrs)
    state.addAttributes(op->getAttrs());
  state.addRegion();
  Operation *newOp = rewriter.create(state);

  llvm::SmallVector<Value, 8> argValues(ivValues);
  llvm::append_range(argValues, outValues);
  replaceBlockArguments(rewriter, op.getBody(), argValues);
  rewriter.inlineRegionBefore(op.getRegion(), newOp->getRegion(0),
                              newOp->getRegion(0).end());
  llvm::SmallVector<Value, 4> results;
  unsigned next = 0;
  for (Value v : outValues)
    results.push_back(v ? v : newOp->getResult(next++));
  rewriter.replaceOp(op, results);
}

namespace {
// forall (%i) = (%a) to (%b) step (%c), %a/%b/%c constants
//   -> forall (%i) = (A) to (B) step (C)   (static bounds)
struct ForallConstantBounds : public OpRewritePattern<ForallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForallOp op,
                                PatternRewriter &rewriter) const override {
    llvm::SmallVector<Bound, 4> bounds[3];
    bool changed = false;
    for (unsigned part = 0; part < 3; ++part) {
      bounds[part] = getForallBounds(op, part);
      for (Bound &b : bounds[part]) {
        if (!b.value)
          continue;
        // kDynamic as a static entry would read as an operand.
        std::optional<int64_t> c = b.getConstant();
        if (!c || ShapedType::isDynamic(*c))
          continue;
        b = Bound{Value(), *c};
        changed = true;
      }
    }
    if (!changed)
      return rewriter.notifyMatchFailure(op, "no constant bound operand");
    llvm::SmallVector<Value, 8> operands;
    DictionaryAttr props = getUpdatedProperties(
        op, splitForallBounds(op.getContext(), bounds,
                              llvm::SmallVector<Value, 4>(op.getOutputs()),
                              operands));
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperands(operands);
      op->setPropertiesAttr(props);
    });
    return success();
  }
};

// forall ... shared_outs(.., %o = %t, ..) -> .., %r, ..  with no op of the
//   scf.forall.in_parallel terminator writing %o
//   -> %o and %r are %t, and %t is no longer a shared output
//   (the ops writing a shared output are tensor ops, which Assay does not
//   define: an output the terminator names at all is kept, even when %r
//   is unused)
struct ForallUnusedSharedOutputs : public OpRewritePattern<ForallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForallOp op,
                                PatternRewriter &rewriter) const override {
    Region &terminatorRegion = op.getTerminator()->getRegion(0);
    llvm::SmallVector<Value, 4> outValues;
    bool any = false;
    for (auto [i, arg] : llvm::enumerate(op.getRegionOutArgs())) {
      bool written = llvm::any_of(arg.getUses(), [&](OpOperand &use) {
        return terminatorRegion.isAncestor(use.getOwner()->getParentRegion());
      });
      if (written) {
        outValues.push_back(Value());
        continue;
      }
      outValues.push_back(op.getOutputs()[i]);
      any = true;
    }
    if (!any)
      return rewriter.notifyMatchFailure(op, "every output is written");
    llvm::SmallVector<Value, 4> ivValues(op.getRank());
    rebuildForall(rewriter, op, ivValues, outValues, /*keepAttrs=*/false);
    return success();
  }
};

// forall (.., %i, ..) = (.., A, ..) to (.., B, ..) step (.., S, ..)
//   ceil((B - A) / S) = 0 -> the shared outputs
//   ceil((B - A) / S) = 1 -> that loop is dropped and %i is A
// forall with every loop running once -> its body
//   (only without a `mapping` to processing units, and the whole body only
//   with an empty scf.forall.in_parallel)
struct ForallSingleOrZeroTripDims : public OpRewritePattern<ForallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ForallOp op,
                                PatternRewriter &rewriter) const override {
    if (auto mapping = llvm::dyn_cast_or_null<ArrayAttr>(op.getMapping());
        mapping && !mapping.empty())
      return rewriter.notifyMatchFailure(op, "loops are mapped");
    llvm::SmallVector<Bound, 4> lbs = getForallBounds(op, 0);
    llvm::SmallVector<Bound, 4> ubs = getForallBounds(op, 1);
    llvm::SmallVector<Bound, 4> steps = getForallBounds(op, 2);
    llvm::SmallVector<Value, 4> outputs(op.getOutputs());
    llvm::SmallVector<std::optional<int64_t>, 4> trips =
        getTripCounts(lbs, ubs, steps);
    std::optional<unsigned> numKept = countKeptLoops(trips);
    if (!numKept) {
      rewriter.replaceOp(op, outputs);
      return success();
    }
    if (*numKept == trips.size())
      return rewriter.notifyMatchFailure(op, "every loop runs several times");
    if (*numKept == 0 && !op.getTerminator().getBody()->empty())
      return rewriter.notifyMatchFailure(op, "the terminator writes outputs");
    for (unsigned i = 0, e = lbs.size(); i < e; ++i)
      if (trips[i] == 1 && !lbs[i].value &&
          !isRegisteredOp(op.getContext(), "arith.constant"))
        return rewriter.notifyMatchFailure(op, "arith is not loaded");
    llvm::SmallVector<Value, 4> ivValues =
        getSingleTripIvValues(rewriter, op, lbs, trips);
    if (*numKept != 0) {
      llvm::SmallVector<Value, 4> outValues(outputs.size());
      rebuildForall(rewriter, op, ivValues, outValues, /*keepAttrs=*/true);
      return success();
    }
    llvm::SmallVector<Value, 8> args(ivValues.begin(), ivValues.end());
    llvm::append_range(args, outputs);
    Operation *terminator = op.getTerminator();
    rewriter.inlineBlockBefore(op.getBody(), op, args);
    rewriter.eraseOp(terminator);
    rewriter.replaceOp(op, outputs);
    return success();
  }
};
} // namespace

static void populateForallPatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<ForallConstantBounds, ForallUnusedSharedOutputs,
               ForallSingleOrZeroTripDims>();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void assay::scf::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("scf", [](Dialect *dialect) {
    Context *ctx = dialect->getContext();
    attachCanonicalizationHook<populateIfPatterns>(ctx,
                                                   IfOp::getOperationName());
    attachCanonicalizationHook<populateForPatterns>(ctx,
                                                    ForOp::getOperationName());
    attachCanonicalizationHook<populateWhilePatterns>(
        ctx, WhileOp::getOperationName());
    attachCanonicalizationHook<populateExecuteRegionPatterns>(
        ctx, ExecuteRegionOp::getOperationName());
    attachCanonicalizationHook<populateIndexSwitchPatterns>(
        ctx, IndexSwitchOp::getOperationName());
    attachCanonicalizationHook<populateParallelPatterns>(
        ctx, ParallelOp::getOperationName());
    attachCanonicalizationHook<populateForallPatterns>(
        ctx, ForallOp::getOperationName());
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

namespace {
const PatternIdentity kCanonicalizationIdentities[] = {
    {IdentityKind::Pattern, "RemoveStaticCondition",
     "if(C) {A} else {B} -> A or B as C says", "int,index",
     "%c: i1 const, %x: !T, %y: !T", "!T",
     "  %r = scf.if %c -> (!T) {\n"
     "  %a = arith.addi %x, %y : !T\n"
     "  scf.yield %a : !T\n"
     "  } else {\n"
     "  %b = arith.subi %x, %y : !T\n"
     "  scf.yield %b : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %a = arith.addi %x, %y : !T\n"
     "  %b = arith.subi %x, %y : !T\n"
     "  %r = arith.select %c, %a, %b : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "ConvertTrivialIfToSelect",
     "%r = if %c {yield %a} else {yield %b} -> select(%c, %a, %b) (%a, %b "
     "defined outside)",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T, !T",
     "  %r:2 = scf.if %c -> (!T, !T) {\n"
     "  %a = arith.addi %x, %y : !T\n"
     "  scf.yield %x, %a : !T, !T\n"
     "  } else {\n"
     "  scf.yield %y, %x : !T, !T\n"
     "  }\n"
     "  return %r#0, %r#1 : !T, !T\n",
     "  %s = arith.select %c, %x, %y : !T\n"
     "  %r = scf.if %c -> (!T) {\n"
     "  %a = arith.addi %x, %y : !T\n"
     "  scf.yield %a : !T\n"
     "  } else {\n"
     "  scf.yield %x : !T\n"
     "  }\n"
     "  return %s, %r : !T, !T\n"},
    {IdentityKind::Pattern, "ReplaceIfYieldWithConditionOrValue",
     "if %c {yield true} else {yield false} -> %c", "i1", "%c: i1", "i1",
     "  %t = arith.constant true\n"
     "  %f = arith.constant false\n"
     "  %r = scf.if %c -> (i1) {\n"
     "  scf.yield %t : i1\n"
     "  } else {\n"
     "  scf.yield %f : i1\n"
     "  }\n"
     "  return %r : i1\n",
     "  return %c : i1\n"},
    {IdentityKind::Pattern, "ReplaceIfYieldWithConditionOrValue",
     "if %c {yield false} else {yield true} -> xori %c, true", "i1", "%c: i1",
     "i1",
     "  %t = arith.constant true\n"
     "  %f = arith.constant false\n"
     "  %r = scf.if %c -> (i1) {\n"
     "  scf.yield %f : i1\n"
     "  } else {\n"
     "  scf.yield %t : i1\n"
     "  }\n"
     "  return %r : i1\n",
     "  %t = arith.constant true\n"
     "  %r = arith.xori %c, %t : i1\n"
     "  return %r : i1\n"},
    {IdentityKind::Pattern, "ReplaceIfYieldWithConditionOrValue",
     "if %c {yield %a} else {yield %a} -> %a", "int,index", "%c: i1, %x: !T",
     "!T",
     "  %r = scf.if %c -> (!T) {\n"
     "  scf.yield %x : !T\n"
     "  } else {\n"
     "  scf.yield %x : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "RemoveUnusedResults",
     "%r:2 = if %c {yield %a, %b} else {yield %x, %y}, %r#1 unused -> if %c "
     "{yield %a} else {yield %x}",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T",
     "  %r:2 = scf.if %c -> (!T, !T) {\n"
     "  %a = arith.addi %x, %y : !T\n"
     "  %b = arith.muli %x, %y : !T\n"
     "  scf.yield %a, %b : !T, !T\n"
     "  } else {\n"
     "  %d = arith.subi %x, %y : !T\n"
     "  scf.yield %d, %x : !T, !T\n"
     "  }\n"
     "  return %r#0 : !T\n",
     "  %r = scf.if %c -> (!T) {\n"
     "  %a = arith.addi %x, %y : !T\n"
     "  scf.yield %a : !T\n"
     "  } else {\n"
     "  %d = arith.subi %x, %y : !T\n"
     "  scf.yield %d : !T\n"
     "  }\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "RemoveEmptyElseBranch",
     "if %c {A} else {} -> if %c {A} (no results)", "int,index",
     "%c: i1, %d: i1, %x: !T", "!T",
     "  scf.if %c {\n"
     "  cf.assert %d, \"a\"\n"
     "  } else {\n"
     "  }\n"
     "  return %x : !T\n",
     "  scf.if %c {\n"
     "  cf.assert %d, \"a\"\n"
     "  }\n"
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "ConditionPropagation",
     "if %c {... %c ...} else {... %c ...} -> if %c {... true ...} else {... "
     "false ...}",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T",
     "  %r = scf.if %c -> (!T) {\n"
     "  %a = arith.select %c, %x, %y : !T\n"
     "  scf.yield %a : !T\n"
     "  } else {\n"
     "  %b = arith.select %c, %y, %x : !T\n"
     "  scf.yield %b : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %r = scf.if %c -> (!T) {\n"
     "  %t = arith.constant true\n"
     "  %a = arith.select %t, %x, %y : !T\n"
     "  scf.yield %a : !T\n"
     "  } else {\n"
     "  %f = arith.constant false\n"
     "  %b = arith.select %f, %y, %x : !T\n"
     "  scf.yield %b : !T\n"
     "  }\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "CombineIfs",
     "if %c {A} else {B}; if %c {C} else {D} -> if %c {A; C} else {B; D}",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T, !T",
     "  %a = scf.if %c -> (!T) {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s : !T\n"
     "  } else {\n"
     "  scf.yield %x : !T\n"
     "  }\n"
     "  %b = scf.if %c -> (!T) {\n"
     "  %t = arith.xori %a, %y : !T\n"
     "  scf.yield %t : !T\n"
     "  } else {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  return %a, %b : !T, !T\n",
     "  %r:2 = scf.if %c -> (!T, !T) {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  %t = arith.xori %s, %y : !T\n"
     "  scf.yield %s, %t : !T, !T\n"
     "  } else {\n"
     "  scf.yield %x, %y : !T, !T\n"
     "  }\n"
     "  return %r#0, %r#1 : !T, !T\n"},
    {IdentityKind::Pattern, "CombineIfs",
     "if %c {A} else {B}; if (xori %c, true) {C} else {D} -> if %c {A; D} else "
     "{B; C}",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T, !T",
     "  %true = arith.constant true\n"
     "  %n = arith.xori %c, %true : i1\n"
     "  %a = scf.if %c -> (!T) {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s : !T\n"
     "  } else {\n"
     "  scf.yield %x : !T\n"
     "  }\n"
     "  %b = scf.if %n -> (!T) {\n"
     "  %t = arith.xori %a, %y : !T\n"
     "  scf.yield %t : !T\n"
     "  } else {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  return %a, %b : !T, !T\n",
     "  %r:2 = scf.if %c -> (!T, !T) {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s, %y : !T, !T\n"
     "  } else {\n"
     "  %t = arith.xori %x, %y : !T\n"
     "  scf.yield %x, %t : !T, !T\n"
     "  }\n"
     "  return %r#0, %r#1 : !T, !T\n"},
    {IdentityKind::Pattern, "CombineNestedIfs",
     "if %a {if %b {A}} -> if (select %a, %b, false) {A}", "int,index",
     "%a: i1, %b: i1, %d: i1, %x: !T", "!T",
     "  scf.if %a {\n"
     "  scf.if %b {\n"
     "  cf.assert %d, \"a\"\n"
     "  }\n"
     "  }\n"
     "  return %x : !T\n",
     "  %f = arith.constant false\n"
     "  %s = arith.select %a, %b, %f : i1\n"
     "  scf.if %s {\n"
     "  cf.assert %d, \"a\"\n"
     "  }\n"
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "CombineNestedIfs",
     "%r = if %a {%s = if %b {yield %x} else {yield %y}; yield %s} else {yield "
     "%y} -> select(select(%a, %b, false), %x, %y)",
     "int,index", "%a: i1, %b: i1, %x: !T, %y: !T", "!T",
     "  %r = scf.if %a -> (!T) {\n"
     "  %s = scf.if %b -> (!T) {\n"
     "  %p = arith.addi %x, %y : !T\n"
     "  scf.yield %p : !T\n"
     "  } else {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  scf.yield %s : !T\n"
     "  } else {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %f = arith.constant false\n"
     "  %s = arith.select %a, %b, %f : i1\n"
     "  %p = arith.addi %x, %y : !T\n"
     "  %r = arith.select %s, %p, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "SingleBlockExecuteInliner",
     "execute_region {A; yield %v} -> A; %v", "int,index", "%x: !T, %y: !T",
     "!T",
     "  %r = scf.execute_region -> !T {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %r = arith.addi %x, %y : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "MultiBlockExecuteInliner",
     "A; %r = execute_region {^bb0: B; ..; yield %v; ..}; C -> A; cf.br ^bb0; "
     "^bb0: B; ..; cf.br ^cont(%v); ..; ^cont(%r): C",
     "int,index", "%c: i1, %x: !T, %y: !T", "!T",
     "  %r = scf.execute_region -> !T {\n"
     "  cf.cond_br %c, ^bb1, ^bb2\n"
     "  ^bb1:\n"
     "  scf.yield %x : !T\n"
     "  ^bb2:\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  %m = arith.muli %r, %y : !T\n"
     "  return %m : !T\n",
     "  %s = arith.addi %x, %y : !T\n"
     "  %r = arith.select %c, %x, %s : !T\n"
     "  %m = arith.muli %r, %y : !T\n"
     "  return %m : !T\n"},
    {IdentityKind::Pattern, "FoldConstantCase",
     "index_switch C case C {A} ... default {D} -> A (D when no case is C)",
     "int,index,index=64", "%f: index const, %x: !T, %y: !T", "!T",
     "  %r = scf.index_switch %f -> !T\n"
     "  case 0 {\n"
     "  scf.yield %x : !T\n"
     "  }\n"
     "  case 1 {\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  default {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %z = arith.constant 0 : index\n"
     "  %o = arith.constant 1 : index\n"
     "  %is0 = arith.cmpi eq, %f, %z : index\n"
     "  %is1 = arith.cmpi eq, %f, %o : index\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  %t = arith.select %is1, %s, %y : !T\n"
     "  %r = arith.select %is0, %x, %t : !T\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "ForOpIterArgsFolder",
     "for ... iter_args(%x = %init) {... yield %x} -> %init for %x and the "
     "result",
     "int,index", "%x: !T, %y: !T", "!T, !T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y) -> "
     "(!T, !T) {\n"
     "  %s = arith.addi %b, %a : !T\n"
     "  scf.yield %a, %s : !T, !T\n"
     "  }\n"
     "  return %r#0, %r#1 : !T, !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%b = %y) -> (!T) {\n"
     "  %s = arith.addi %b, %x : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  return %x, %r : !T, !T\n"},
    {IdentityKind::Pattern, "ForOpIterArgsFolder",
     "for ... iter_args(%x = %init) {...}, %x and the result unused -> dropped",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y) -> "
     "(!T, !T) {\n"
     "  %t = arith.addi %b, %y : !T\n"
     "  scf.yield %t, %t : !T, !T\n"
     "  }\n"
     "  return %r#1 : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%b = %y) -> (!T) {\n"
     "  %t = arith.addi %b, %y : !T\n"
     "  scf.yield %t : !T\n"
     "  }\n"
     "  return %r : !T\n"},
    {IdentityKind::Pattern, "SimplifyTrivialLoops",
     "for %i = %a to %a ... -> the inits", "int,index", "%lb: index, %x: !T",
     "!T",
     "  %c1 = arith.constant 1 : index\n"
     "  %r = scf.for %i = %lb to %lb step %c1 iter_args(%a = %x) -> (!T) {\n"
     "  %s = arith.addi %a, %a : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "SimplifyTrivialLoops",
     "for %i = C0 to C1 ..., C1 <= C0 -> the inits", "int,index", "%x: !T",
     "!T",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c5 = arith.constant 5 : index\n"
     "  %r = scf.for %i = %c5 to %c2 step %c1 iter_args(%a = %x) -> (!T) {\n"
     "  %s = arith.addi %a, %a : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "SimplifyTrivialLoops",
     "for %i = C0 to C1 step S, 0 < C1 - C0 <= S -> the body once, %i = C0",
     "int", "%x: !T", "!T",
     "  %c2 = arith.constant 2 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %c5 = arith.constant 5 : index\n"
     "  %r = scf.for %i = %c2 to %c5 step %c4 iter_args(%a = %x) -> (!T) {\n"
     "  %ii = arith.index_cast %i : index to !T\n"
     "  %s = arith.addi %a, %ii : !T\n"
     "  scf.yield %s : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  %c2 = arith.constant 2 : index\n"
     "  %ii = arith.index_cast %c2 : index to !T\n"
     "  %s = arith.addi %x, %ii : !T\n"
     "  return %s : !T\n"},
    {IdentityKind::Pattern, "SimplifyTrivialLoops",
     "for %i = C0 to C1 step S {yield %v}, C1 - C0 > S, %v defined outside -> "
     "%v",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (!T) {\n"
     "  scf.yield %y : !T\n"
     "  }\n"
     "  return %r : !T\n",
     "  return %y : !T\n"},
    {IdentityKind::Pattern, "RemoveLoopInvariantArgsFromBeforeBlock",
     "while (%x = %init) {... condition(%c) ..} do {... yield .., %init, ..} "
     "-> %x is %init everywhere",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  %s = arith.addi %a, %y : !T\n"
     "  scf.condition(%c) %i, %s : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %d: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  scf.yield %n, %x : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0) : (index) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  %s = arith.addi %x, %y : !T\n"
     "  scf.condition(%c) %i, %s : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %d: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  scf.yield %n : index\n"
     "  }\n"
     "  return %r#1 : !T\n"},
    {IdentityKind::Pattern, "WhileForwardedValues",
     "condition(%c) .., %v, .. with %v defined outside the loop -> the after "
     "argument and the result are %v",
     "int,index", "%x: !T, %y: !T", "!T, !T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:3 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T, !T) "
     "{\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a, %y : index, !T, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T, %w: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.addi %b, %w : !T\n"
     "  scf.yield %n, %s : index, !T\n"
     "  }\n"
     "  return %r#1, %r#2 : !T, !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.addi %b, %y : !T\n"
     "  scf.yield %n, %s : index, !T\n"
     "  }\n"
     "  return %r#1, %y : !T, !T\n"},
    {IdentityKind::Pattern, "WhileConditionTruth",
     "condition(%c) .., %c, .. -> the after argument is true", "int,index",
     "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:3 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T, i1) "
     "{\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a, %c : index, !T, i1\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T, %t: i1):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.select %t, %b, %y : !T\n"
     "  %s2 = arith.addi %s, %b : !T\n"
     "  scf.yield %n, %s2 : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:3 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T, i1) "
     "{\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a, %c : index, !T, i1\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T, %t: i1):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %tt = arith.constant true\n"
     "  %s = arith.select %tt, %b, %y : !T\n"
     "  %s2 = arith.addi %s, %b : !T\n"
     "  scf.yield %n, %s2 : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n"},
    {IdentityKind::Pattern, "WhileCmpCond",
     "while {%c = cmpi P, %x, %y; condition(%c) .., %x, ..} do {^(.., %a, ..): "
     "cmpi P, %a, %y -> true; cmpi not-P, %a, %y -> false}",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %p = arith.cmpi slt, %j, %c3 : index\n"
     "  %q = arith.cmpi sge, %j, %c3 : index\n"
     "  %s = arith.select %p, %b, %y : !T\n"
     "  %s2 = arith.select %q, %y, %s : !T\n"
     "  %s3 = arith.addi %s2, %b : !T\n"
     "  scf.yield %n, %s3 : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %a = %x) : (index, !T) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %b: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s3 = arith.addi %b, %b : !T\n"
     "  scf.yield %n, %s3 : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n"},
    {IdentityKind::Pattern, "WhileRemoveUnusedArgs",
     "while (.., %x = %init, ..) {..} with %x unused -> %x is no longer "
     "carried",
     "int,index", "%x: !T, %y: !T", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, !T, !T) -> "
     "(index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %b : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %d: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.addi %d, %x : !T\n"
     "  scf.yield %n, %s, %s : index, !T, !T\n"
     "  }\n"
     "  return %r#1 : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:2 = scf.while (%i = %c0, %b = %y) : (index, !T) -> (index, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %b : index, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %d: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.addi %d, %x : !T\n"
     "  scf.yield %n, %s : index, !T\n"
     "  }\n"
     "  return %r#1 : !T\n"},
    {IdentityKind::Pattern, "WhileOpAlignBeforeArgs",
     "while (%a, %b) {.. condition(%c) %b, %a} do {^(%x, %y): ..} -> "
     "condition(%c) %a, %b, after arguments and results permuted alike",
     "int,index", "%x: !T, %y: !T", "!T, !T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, !T, !T) -> "
     "(index, !T, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %b, %a : index, !T, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %e: !T, %f: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.subi %f, %e : !T\n"
     "  scf.yield %n, %s, %f : index, !T, !T\n"
     "  }\n"
     "  return %r#1, %r#2 : !T, !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  %r:3 = scf.while (%i = %c0, %a = %x, %b = %y) : (index, !T, !T) -> "
     "(index, !T, !T) {\n"
     "  %c = arith.cmpi slt, %i, %c3 : index\n"
     "  scf.condition(%c) %i, %a, %b : index, !T, !T\n"
     "  } do {\n"
     "  ^bb0(%j: index, %f: !T, %e: !T):\n"
     "  %n = arith.addi %j, %c1 : index\n"
     "  %s = arith.subi %f, %e : !T\n"
     "  scf.yield %n, %s, %f : index, !T, !T\n"
     "  }\n"
     "  return %r#2, %r#1 : !T, !T\n"},

    {IdentityKind::Pattern, "ParallelSingleOrZeroTripDims",
     "parallel with a zero-trip loop -> the inits", "int", "%x: !T, %n: index",
     "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %p = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c0) step (%c1, %c1) "
     "init (%x) -> !T {\n"
     "  %a = arith.index_cast %i : index to !T\n"
     "  scf.reduce(%a : !T) {\n"
     "  ^bb0(%l: !T, %r: !T):\n"
     "  %t = arith.addi %l, %r : !T\n"
     "  scf.reduce.return %t : !T\n"
     "  }\n"
     "  }\n"
     "  return %p : !T\n",
     "  return %x : !T\n"},
    {IdentityKind::Pattern, "ParallelSingleOrZeroTripDims",
     "parallel (%i, %j) with one trip of %i -> parallel (%j), %i its lower "
     "bound",
     "int", "%x: !T, %n: index", "!T",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %c8 = arith.constant 8 : index\n"
     "  %p = scf.parallel (%i, %j) = (%c4, %c0) to (%c8, %n) step (%c4, %c1) "
     "init (%x) -> !T {\n"
     "  %s = arith.subi %j, %i : index\n"
     "  %a = arith.index_cast %s : index to !T\n"
     "  scf.reduce(%a : !T) {\n"
     "  ^bb0(%l: !T, %r: !T):\n"
     "  %t = arith.addi %l, %r : !T\n"
     "  scf.reduce.return %t : !T\n"
     "  }\n"
     "  }\n"
     "  return %p : !T\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c4 = arith.constant 4 : index\n"
     "  %p = scf.parallel (%j) = (%c0) to (%n) step (%c1) init (%x) -> !T {\n"
     "  %s = arith.subi %j, %c4 : index\n"
     "  %a = arith.index_cast %s : index to !T\n"
     "  scf.reduce(%a : !T) {\n"
     "  ^bb0(%l: !T, %r: !T):\n"
     "  %t = arith.addi %l, %r : !T\n"
     "  scf.reduce.return %t : !T\n"
     "  }\n"
     "  }\n"
     "  return %p : !T\n"},
    {IdentityKind::Pattern, "ParallelSingleOrZeroTripDims",
     "parallel of one trip in every loop -> its body once, reduced into the "
     "init",
     "int", "%m: memref<3x!T>, %x: !T", "!T",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %p = scf.parallel (%i) = (%c1) to (%c2) step (%c1) init (%x) -> !T {\n"
     "  memref.store %x, %m[%i] : memref<3x!T>\n"
     "  %a = arith.index_cast %i : index to !T\n"
     "  scf.reduce(%a : !T) {\n"
     "  ^bb0(%l: !T, %r: !T):\n"
     "  %t = arith.addi %l, %r : !T\n"
     "  scf.reduce.return %t : !T\n"
     "  }\n"
     "  }\n"
     "  return %p : !T\n",
     "  %c1 = arith.constant 1 : index\n"
     "  memref.store %x, %m[%c1] : memref<3x!T>\n"
     "  %a = arith.index_cast %c1 : index to !T\n"
     "  %t = arith.addi %x, %a : !T\n"
     "  return %t : !T\n"},
    {IdentityKind::Pattern, "MergeNestedParallelLoops",
     "parallel (%i) {parallel (%j) {body}} -> parallel (%i, %j) {body}", "int",
     "%m: memref<2x3x!T>, %x: !T", "",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {\n"
     "  scf.parallel (%j) = (%c0) to (%c3) step (%c1) {\n"
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  %s = arith.addi %v, %x : !T\n"
     "  memref.store %s, %m[%i, %j] : memref<2x3x!T>\n"
     "  scf.reduce\n"
     "  }\n"
     "  scf.reduce\n"
     "  }\n"
     "  return\n",
     "  %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {\n"
     "  %v = memref.load %m[%i, %j] : memref<2x3x!T>\n"
     "  %s = arith.addi %v, %x : !T\n"
     "  memref.store %s, %m[%i, %j] : memref<2x3x!T>\n"
     "  scf.reduce\n"
     "  }\n"
     "  return\n"},
    {IdentityKind::Pattern, "ForallConstantBounds",
     "forall with constant bound operands -> static bounds", "int",
     "%m: memref<6x!T>, %x: !T", "",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c6 = arith.constant 6 : index\n"
     "  scf.forall (%i) = (%c1) to (%c6) step (%c2) {\n"
     "  memref.store %x, %m[%i] : memref<6x!T>\n"
     "  }\n"
     "  return\n",
     "  scf.forall (%i) = (1) to (6) step (2) {\n"
     "  memref.store %x, %m[%i] : memref<6x!T>\n"
     "  }\n"
     "  return\n"},
    {IdentityKind::Pattern, "ForallUnusedSharedOutputs",
     "forall shared outputs nothing writes dropped", "", "", "", "", "", "",
     "rewrites scf.forall shared outputs: they are tensors, whose values the "
     "encoder does not model (Assay has no tensor dialect)"},
    {IdentityKind::Pattern, "ForallSingleOrZeroTripDims",
     "forall with a zero-trip loop -> nothing", "int",
     "%m: memref<4x2x!T>, %x: !T, %n: index", "",
     "  %c0 = arith.constant 0 : index\n"
     "  scf.forall (%i, %j) in (%n, %c0) {\n"
     "  memref.store %x, %m[%i, %j] : memref<4x2x!T>\n"
     "  }\n"
     "  return\n",
     "  return\n"},
    {IdentityKind::Pattern, "ForallSingleOrZeroTripDims",
     "forall (%i, %j) with one trip of %i -> forall (%j), %i its lower bound",
     "int", "%m: memref<2x3x!T>, %x: !T", "",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  %c3 = arith.constant 3 : index\n"
     "  scf.forall (%i, %j) = (%c1, 0) to (%c2, %c3) step (%c1, %c1) {\n"
     "  memref.store %x, %m[%i, %j] : memref<2x3x!T>\n"
     "  }\n"
     "  return\n",
     "  %c1 = arith.constant 1 : index\n"
     "  scf.forall (%j) in (3) {\n"
     "  memref.store %x, %m[%c1, %j] : memref<2x3x!T>\n"
     "  }\n"
     "  return\n"},
    {IdentityKind::Pattern, "ForallSingleOrZeroTripDims",
     "forall of one trip in every loop -> its body once", "int",
     "%m: memref<2x3x!T>, %x: !T", "",
     "  scf.forall (%i, %j) = (1, 2) to (2, 3) step (1, 1) {\n"
     "  memref.store %x, %m[%i, %j] : memref<2x3x!T>\n"
     "  }\n"
     "  return\n",
     "  %c1 = arith.constant 1 : index\n"
     "  %c2 = arith.constant 2 : index\n"
     "  memref.store %x, %m[%c1, %c2] : memref<2x3x!T>\n"
     "  return\n"},
};
} // namespace

llvm::ArrayRef<PatternIdentity> assay::scf::getCanonicalizationIdentities() {
  return kCanonicalizationIdentities;
}
