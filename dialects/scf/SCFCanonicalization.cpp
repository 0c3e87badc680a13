//===- SCFCanonicalization.cpp - scf canonicalization patterns ----------===//
//
// The canonicalization patterns of the scf dialect, each with the identity
// it applies written above it. They inline regions whose execution is known
// (a constant condition, a constant switch flag, loops of zero or one
// iteration), drop results and loop-carried values nobody needs, and turn
// conditionals that only choose between existing values into arith.select.
//
// The arith ops the patterns create (constant, select, xori) are created by
// name; a pattern that needs them does nothing when arith is not loaded.
//
// Where the folds the scf dialect is usually given would make a program
// more undefined than it was, the patterns here are narrower (see the
// comments on CombineNestedIfs and SimplifyTrivialLoops).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "dialects/scf/SCFOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/OperationState.h"
#include "rewrite/FoldUtils.h"

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
  llvm::SmallVector<Value, 4> results(term->getOperands());
  rewriter.inlineBlockBefore(block, op, args);
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
} // namespace

static void populateExecuteRegionPatterns(RewritePatternSet &patterns,
                                          Context *ctx) {
  patterns.add<SingleBlockExecuteInliner>();
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

  llvm::SmallVector<Value, 4> inits, yields;
  for (unsigned i = 0, e = before->getNumArguments(); i < e; ++i) {
    if (beforeRepl[i]) {
      rewriter.replaceAllUsesWith(before->getArgument(i), beforeRepl[i]);
      continue;
    }
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
  for (unsigned j = 0, e = after->getNumArguments(); j < e; ++j) {
    if (!afterDrop[j])
      continue;
    Value to = afterDrop[j]->sameAs >= 0
                   ? Value(after->getArgument(afterDrop[j]->sameAs))
                   : afterDrop[j]->value;
    if (!after->getArgument(j).use_empty())
      rewriter.replaceAllUsesWith(after->getArgument(j), to);
  }

  OperationState state(op.getLoc(), WhileOp::getOperationName());
  state.addOperands(inits);
  state.addTypes(types);
  state.addRegion();
  state.addRegion();
  Operation *newOp = rewriter.create(state);
  rewriter.modifyOpInPlace(cond, [&] { cond->setOperands(condOperands); });
  rewriter.modifyOpInPlace(yield, [&] { yield->setOperands(yields); });
  for (unsigned i = before->getNumArguments(); i-- > 0;)
    if (beforeRepl[i])
      before->eraseArgument(i);
  for (unsigned j = after->getNumArguments(); j-- > 0;)
    if (afterDrop[j])
      after->eraseArgument(j);
  rewriter.inlineRegionBefore(op.getBefore(), newOp->getRegion(0),
                              newOp->getRegion(0).end());
  rewriter.inlineRegionBefore(op.getAfter(), newOp->getRegion(1),
                              newOp->getRegion(1).end());

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

static void populateWhilePatterns(RewritePatternSet &patterns, Context *ctx) {
  patterns.add<RemoveLoopInvariantArgsFromBeforeBlock, WhileForwardedValues,
               WhileConditionTruth>();
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
  });
}
