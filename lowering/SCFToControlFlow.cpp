//===- SCFToControlFlow.cpp - Structured control flow to a CFG ------------===//
//
// `convert-scf-to-cf` replaces the structured control flow ops of scf by
// blocks joined with cf branches, through dialect conversion (every scf op
// that carries regions is illegal, everything else stays). The shape of the
// CFG is the one mlir-opt 19 prints, block for block, so that the two tools'
// outputs compare byte for byte:
//
//   scf.for         init -> cond(iv, iters) -> body... -> cond | end, with
//                   `arith.cmpi slt` and the step added by `arith.addi`
//   scf.if          cond -> then... | else... -> continuation(results)
//                   -> the ops after the if (no extra block without results)
//   scf.while       before... -> after... | the ops after the loop; when the
//                   `after` region only forwards its arguments, the
//                   condition branches straight back to `before`
//   scf.execute_region, scf.index_switch
//                   their regions between the op's block and the ops after
//                   it, which take the results as block arguments; the
//                   switch goes through `arith.index_cast` to i64 and
//                   cf.switch (not i32: a selector or a case value beyond
//                   32 bits would wrap onto another case)
//   scf.parallel    a nest of scf.for (one per dimension, carrying the
//                   reductions), lowered in turn
//   scf.forall      (without shared outputs) the same nest, its constant
//                   bounds materialized first
//
// Every op the lowering creates takes the location of the op it lowers.
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Builders of the ops the lowering creates
//===----------------------------------------------------------------------===//

/// `cf.br ^dest(operands)`.
static void createBranch(OpBuilder &b, Location loc, Block *dest,
                         llvm::ArrayRef<Value> operands) {
  OperationState state(loc, "cf.br");
  state.addOperands(operands);
  state.addSuccessors(dest);
  b.create(state);
}

/// `cf.cond_br %cond, ^trueDest(trueOperands), ^falseDest(falseOperands)`.
static void createCondBranch(OpBuilder &b, Location loc, Value cond,
                             Block *trueDest,
                             llvm::ArrayRef<Value> trueOperands,
                             Block *falseDest,
                             llvm::ArrayRef<Value> falseOperands) {
  OperationState state(loc, "cf.cond_br");
  state.addOperands(cond);
  state.addOperands(trueOperands);
  state.addOperands(falseOperands);
  state.addSuccessors({trueDest, falseDest});
  setOperandSegmentSizes(
      state, {1, int32_t(trueOperands.size()), int32_t(falseOperands.size())});
  b.create(state);
}

/// `arith.cmpi slt, %lhs, %rhs`.
static Value createLessThan(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  // The `slt` predicate is number 2 of arith.cmpi.
  NamedAttribute predicate =
      b.getNamedAttr("predicate", b.getIntegerAttr(b.getI64Type(), 2));
  return b.create(loc, "arith.cmpi", {lhs, rhs}, {b.getI1Type()}, {predicate})
      ->getResult(0);
}

/// `arith.addi %lhs, %rhs`.
static Value createAdd(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  return b.create(loc, "arith.addi", {lhs, rhs}, {lhs.getType()})->getResult(0);
}

/// `arith.constant value : index`.
static Value createIndexConstant(OpBuilder &b, Location loc, int64_t value) {
  return b
      .create(loc, "arith.constant", {}, {b.getIndexType()},
              {b.getNamedAttr("value", b.getIndexAttr(value))})
      ->getResult(0);
}

/// `scf.yield values`.
static void createYield(OpBuilder &b, Location loc,
                        llvm::ArrayRef<Value> values) {
  b.create(loc, "scf.yield", values, {});
}

/// The scf.yield ops that end the blocks of `region` (not those of nested
/// regions).
static llvm::SmallVector<Operation *, 2> getYields(Region &region) {
  llvm::SmallVector<Operation *, 2> yields;
  for (Block &block : region)
    if (!block.empty() && llvm::isa<scf::YieldOp>(&block.back()))
      yields.push_back(&block.back());
  return yields;
}

/// Replaces every scf.yield ending a block of `region` by a branch to
/// `dest` with the yielded values, located at `loc` (by default, where the
/// yield was).
static void replaceYieldsWithBranches(ConversionPatternRewriter &rewriter,
                                      std::optional<Location> loc,
                                      Region &region, Block *dest) {
  for (Operation *yield : getYields(region)) {
    rewriter.setInsertionPoint(yield);
    llvm::SmallVector<Value, 4> operands(yield->getOperands());
    createBranch(rewriter, loc ? *loc : yield->getLoc(), dest, operands);
    rewriter.eraseOp(yield);
  }
}

/// Moves the blocks of `region` before `dest`, each scf.yield ending one of
/// them becoming a branch to `dest` (see replaceYieldsWithBranches), and
/// returns the block that was the region's entry.
static Block *inlineRegionBranchingTo(ConversionPatternRewriter &rewriter,
                                      std::optional<Location> loc,
                                      Region &region, Block *dest) {
  Block *entry = &region.front();
  replaceYieldsWithBranches(rewriter, loc, region, dest);
  rewriter.inlineRegionBefore(region, dest);
  return entry;
}

/// Splits the block of `op` after `op` and returns the block holding the
/// ops that followed it.
static Block *splitAfter(ConversionPatternRewriter &rewriter, Operation *op) {
  return rewriter.splitBlock(op->getBlock(), std::next(Block::iterator(op)));
}

/// Adds one argument per result of `op` to `block`.
static void addResultArguments(Block *block, Operation *op) {
  for (Type type : op->getResultTypes())
    block->addArgument(type, op->getLoc());
}

namespace {

//===----------------------------------------------------------------------===//
// scf.for
//===----------------------------------------------------------------------===//

// scf.for %iv = %lb to %ub step %s iter_args(%a = %init) { body; yield %y }
//   -> br ^cond(%lb, %init)
//      ^cond(%iv, %a): cond_br (cmpi slt %iv, %ub), ^body, ^end
//      ^body: body; br ^cond(addi %iv, %s, %y)
//      ^end: uses of the results read %a
struct ForLowering : OpConversionPattern<scf::ForOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ForOp forOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = forOp.getOperation();
    Location loc = op->getLoc();
    Value lowerBound = operands[0], upperBound = operands[1],
          step = operands[2];
    llvm::SmallVector<Value, 4> inits(operands.drop_front(3));

    Block *initBlock = op->getBlock();
    Block *endBlock = splitAfter(rewriter, op);

    // The body's entry block becomes the condition block; its ops move to
    // the first body block.
    Region &body = forOp.getRegion();
    Block *conditionBlock = &body.front();
    Block *firstBodyBlock =
        rewriter.splitBlock(conditionBlock, conditionBlock->begin());
    Block *lastBodyBlock = &body.back();
    Value iv = conditionBlock->getArgument(0);

    // The back edge: step the induction variable, pass the yielded values.
    Operation *yield = lastBodyBlock->getTerminator();
    rewriter.setInsertionPoint(yield);
    llvm::SmallVector<Value, 4> loopArgs = {createAdd(rewriter, loc, iv, step)};
    for (Value v : yield->getOperands())
      loopArgs.push_back(v);
    createBranch(rewriter, loc, conditionBlock, loopArgs);
    rewriter.eraseOp(yield);

    rewriter.inlineRegionBefore(body, endBlock);

    rewriter.setInsertionPointToEnd(initBlock);
    llvm::SmallVector<Value, 4> entryArgs = {lowerBound};
    entryArgs.append(inits.begin(), inits.end());
    createBranch(rewriter, loc, conditionBlock, entryArgs);

    rewriter.setInsertionPointToEnd(conditionBlock);
    Value inRange = createLessThan(rewriter, loc, iv, upperBound);
    createCondBranch(rewriter, loc, inRange, firstBodyBlock, {}, endBlock, {});

    llvm::SmallVector<Value, 4> results(
        conditionBlock->getArguments().drop_front());
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.if
//===----------------------------------------------------------------------===//

// scf.if %c { then; yield %t } else { else; yield %e }; rest
//   -> cond_br %c, ^then, ^else
//      ^then: then; br ^cont(%t)
//      ^else: else; br ^cont(%e)
//      ^cont(%r): br ^rest        (^cont is ^rest when there are no results)
//      ^rest: rest
struct IfLowering : OpConversionPattern<scf::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::IfOp ifOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = ifOp.getOperation();
    Location loc = op->getLoc();
    Block *condBlock = op->getBlock();
    Block *remainingBlock = splitAfter(rewriter, op);

    Block *continueBlock = remainingBlock;
    if (op->getNumResults() != 0) {
      llvm::SmallVector<Type, 4> types(op->getResultTypes());
      llvm::SmallVector<Location, 4> locs(types.size(), loc);
      continueBlock = rewriter.createBlock(remainingBlock, types, locs);
      createBranch(rewriter, loc, remainingBlock, {});
    }

    Block *thenBlock = inlineRegionBranchingTo(
        rewriter, loc, ifOp.getThenRegion(), continueBlock);
    Block *elseBlock = continueBlock;
    if (!ifOp.getElseRegion().empty())
      elseBlock = inlineRegionBranchingTo(rewriter, loc, ifOp.getElseRegion(),
                                          continueBlock);

    rewriter.setInsertionPointToEnd(condBlock);
    createCondBranch(rewriter, loc, operands[0], thenBlock, {}, elseBlock, {});

    llvm::SmallVector<Value, 4> results(continueBlock->getArguments());
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.while
//===----------------------------------------------------------------------===//

/// Whether the `after` region of `whileOp` only yields its arguments back,
/// in order: the loop is then a do-while.
static bool isDoWhile(scf::WhileOp whileOp) {
  Region &after = whileOp.getAfter();
  if (!llvm::hasSingleElement(after))
    return false;
  Block *block = &after.front();
  if (!llvm::hasSingleElement(*block) ||
      !llvm::isa<scf::YieldOp>(&block->front()))
    return false;
  Operation *yield = &block->front();
  if (yield->getNumOperands() != block->getNumArguments())
    return false;
  for (unsigned i = 0, e = yield->getNumOperands(); i != e; ++i)
    if (yield->getOperand(i) != block->getArgument(i))
      return false;
  return true;
}

/// Lowers `whileOp`, whose initial values after conversion are `inits`:
/// the op's block branches to the `before` region, whose condition
/// branches, with the forwarded values, to the `after` region (which
/// branches back to `before`), or straight back to `before` when
/// `doWhile`; on exit the ops after the loop read the forwarded values.
static void lowerWhile(scf::WhileOp whileOp, llvm::ArrayRef<Value> inits,
                       ConversionPatternRewriter &rewriter, bool doWhile) {
  Operation *op = whileOp.getOperation();
  Block *currentBlock = op->getBlock();
  Block *continueBlock = splitAfter(rewriter, op);

  Region &before = whileOp.getBefore(), &after = whileOp.getAfter();
  Block *beforeEntry = &before.front();
  Block *loopBlock = doWhile ? beforeEntry : &after.front();
  Operation *condition = before.back().getTerminator();

  if (!doWhile)
    replaceYieldsWithBranches(rewriter, std::nullopt, after, beforeEntry);
  rewriter.inlineRegionBefore(before, continueBlock);
  if (!doWhile)
    rewriter.inlineRegionBefore(after, continueBlock);

  rewriter.setInsertionPointToEnd(currentBlock);
  createBranch(rewriter, op->getLoc(), beforeEntry, inits);

  rewriter.setInsertionPoint(condition);
  llvm::SmallVector<Value, 4> args(scf::ConditionOp(condition).getArgs());
  createCondBranch(rewriter, condition->getLoc(), condition->getOperand(0),
                   loopBlock, args, continueBlock, {});
  rewriter.eraseOp(condition);
  rewriter.replaceOp(op, args);
}

// scf.while (%a = %init) { before; condition(%c) %v } do { after; yield %y }
//   -> br ^before(%init)
//      ^before(%a): before; cond_br %c, ^after(%v), ^end
//      ^after(..): after; br ^before(%y)
//      ^end: uses of the results read %v
struct WhileLowering : OpConversionPattern<scf::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::WhileOp whileOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    lowerWhile(whileOp, operands, rewriter, /*doWhile=*/false);
    return success();
  }
};

// scf.while (%a = %init) { before; condition(%c) %v } do { ^(%x): yield %x }
//   -> br ^before(%init)
//      ^before(%a): before; cond_br %c, ^before(%v), ^end
//      ^end: uses of the results read %v
struct DoWhileLowering : OpConversionPattern<scf::WhileOp> {
  DoWhileLowering(Context *ctx) : OpConversionPattern(ctx, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(scf::WhileOp whileOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isDoWhile(whileOp))
      return rewriter.notifyMatchFailure(
          whileOp.getOperation(),
          "the 'after' region does more than forward its arguments");
    lowerWhile(whileOp, operands, rewriter, /*doWhile=*/true);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.execute_region
//===----------------------------------------------------------------------===//

// scf.execute_region { ^entry: ...; yield %v }; rest
//   -> br ^entry
//      ^entry: ...; br ^rest(%v)
//      ^rest(%r): rest
struct ExecuteRegionLowering : OpConversionPattern<scf::ExecuteRegionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ExecuteRegionOp executeOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = executeOp.getOperation();
    Location loc = op->getLoc();
    Block *currentBlock = op->getBlock();
    Block *remainingBlock = splitAfter(rewriter, op);
    addResultArguments(remainingBlock, op);

    Block *entry = inlineRegionBranchingTo(rewriter, loc, executeOp.getRegion(),
                                           remainingBlock);

    rewriter.setInsertionPointToEnd(currentBlock);
    createBranch(rewriter, loc, entry, {});

    llvm::SmallVector<Value, 4> results(remainingBlock->getArguments());
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.index_switch
//===----------------------------------------------------------------------===//

// scf.index_switch %i case c0 { r0 } ... default { d }; rest
//   -> cf.switch (index_cast %i to i64), [default: ^d, c0: ^r0, ...]
//      ^r0: r0; br ^rest(..)   ...   ^d: d; br ^rest(..)
//      ^rest(%r): rest
struct IndexSwitchLowering : OpConversionPattern<scf::IndexSwitchOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::IndexSwitchOp switchOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = switchOp.getOperation();
    Location loc = op->getLoc();
    Block *currentBlock = op->getBlock();
    Block *continueBlock = splitAfter(rewriter, op);
    addResultArguments(continueBlock, op);

    auto lowerRegion = [&](Region &region) {
      return inlineRegionBranchingTo(rewriter, std::nullopt, region,
                                     continueBlock);
    };
    llvm::SmallVector<Block *, 4> caseBlocks;
    for (unsigned i = 0, e = switchOp.getNumCases(); i != e; ++i)
      caseBlocks.push_back(lowerRegion(switchOp.getCaseRegion(i)));
    Block *defaultBlock = lowerRegion(switchOp.getDefaultRegion());

    rewriter.setInsertionPointToEnd(currentBlock);
    // The case values are 64-bit, so the switch is too: a narrower flag
    // would send selectors that differ above its width to the same case.
    Type i64 = rewriter.getI64Type();
    Value flag = rewriter.create(loc, "arith.index_cast", {operands[0]}, {i64})
                     ->getResult(0);

    OperationState state(loc, "cf.switch");
    state.addOperands(flag);
    state.addSuccessors(defaultBlock);
    state.addSuccessors(caseBlocks);
    llvm::SmallVector<llvm::APInt, 4> values;
    for (int64_t value : switchOp.getCases())
      values.push_back(llvm::APInt(64, uint64_t(value)));
    llvm::SmallVector<int32_t, 4> caseSegments(caseBlocks.size(), 0);
    Context *ctx = rewriter.getContext();
    state.addAttribute("case_operand_segments",
                       DenseI32ArrayAttr::get(ctx, caseSegments));
    if (!values.empty())
      state.addAttribute(
          "case_values",
          DenseElementsAttr::get(VectorType::get({int64_t(values.size())}, i64),
                                 values));
    setOperandSegmentSizes(state, {1, 0, 0});
    rewriter.create(state);

    llvm::SmallVector<Value, 4> results(continueBlock->getArguments());
    rewriter.replaceOp(op, results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf.parallel and scf.forall
//===----------------------------------------------------------------------===//

/// A nest of scf.for built for a parallel loop.
struct LoopNest {
  /// The outermost loop.
  Operation *outer = nullptr;
  /// The body of the innermost loop (without a terminator yet).
  Block *innermost = nullptr;
  /// The induction variables, outermost first.
  llvm::SmallVector<Value, 4> ivs;
  /// The loop-carried values of the innermost loop.
  llvm::SmallVector<Value, 4> iterArgs;
};

/// Builds one scf.for per dimension at the rewriter's insertion point, each
/// nested in the previous one and carrying `inits`; every loop but the
/// innermost yields the results of the loop it holds.
static LoopNest buildLoopNest(ConversionPatternRewriter &rewriter, Location loc,
                              llvm::ArrayRef<Value> lowerBounds,
                              llvm::ArrayRef<Value> upperBounds,
                              llvm::ArrayRef<Value> steps,
                              llvm::ArrayRef<Value> inits) {
  LoopNest nest;
  nest.iterArgs.assign(inits.begin(), inits.end());
  for (unsigned d = 0, e = lowerBounds.size(); d != e; ++d) {
    OperationState state(loc, scf::ForOp::getOperationName());
    state.addOperands({lowerBounds[d], upperBounds[d], steps[d]});
    state.addOperands(nest.iterArgs);
    for (Value v : nest.iterArgs)
      state.addTypes(v.getType());
    state.addRegion();
    Operation *loop = rewriter.create(state);
    if (!nest.outer) {
      nest.outer = loop;
    } else {
      rewriter.setInsertionPointAfter(loop);
      llvm::SmallVector<Value, 4> results(loop->getResults());
      createYield(rewriter, loc, results);
    }
    // The induction variable is located at the loop, each carried value
    // where its initial value is.
    llvm::SmallVector<Type, 4> argTypes = {lowerBounds[d].getType()};
    llvm::SmallVector<Location, 4> argLocs = {loc};
    for (Value v : nest.iterArgs) {
      argTypes.push_back(v.getType());
      argLocs.push_back(v.getLoc());
    }
    Block *body = rewriter.createBlock(&loop->getRegion(0), argTypes, argLocs);
    nest.ivs.push_back(body->getArgument(0));
    nest.iterArgs.assign(body->getArguments().begin() + 1,
                         body->getArguments().end());
    nest.innermost = body;
  }
  return nest;
}

// scf.parallel (%i, %j) = (lb..) to (ub..) step (s..) init (%x) {
//   body; reduce(%v) { ^(%a, %b): r; reduce.return %z } }
//   -> scf.for %i = .. iter_args(%p = %x) {
//        %q = scf.for %j = .. iter_args(%a = %p) { body; r; yield %z }
//        yield %q }
struct ParallelLowering : OpConversionPattern<scf::ParallelOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ParallelOp parallelOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = parallelOp.getOperation();
    Location loc = op->getLoc();
    unsigned numLoops = parallelOp.getNumLoops();
    if (numLoops == 0)
      return rewriter.notifyMatchFailure(op, "a parallel loop of no loops");
    llvm::ArrayRef<Value> all = operands;
    llvm::ArrayRef<Value> lowerBounds = all.take_front(numLoops);
    llvm::ArrayRef<Value> upperBounds = all.slice(numLoops, numLoops);
    llvm::ArrayRef<Value> steps = all.slice(2 * numLoops, numLoops);
    llvm::ArrayRef<Value> inits = all.drop_front(3 * numLoops);

    rewriter.setInsertionPoint(op);
    LoopNest nest =
        buildLoopNest(rewriter, loc, lowerBounds, upperBounds, steps, inits);
    Block *body = parallelOp.getBody();
    Operation *reduce = body->getTerminator();
    rewriter.mergeBlocks(body, nest.innermost, nest.ivs);

    // Each reduction region combines the carried value with the reduced one.
    rewriter.setInsertionPoint(reduce);
    llvm::SmallVector<Value, 4> reduced;
    for (unsigned i = 0, e = reduce->getNumRegions(); i != e; ++i) {
      Block *combiner = &reduce->getRegion(i).front();
      Operation *ret = combiner->getTerminator();
      rewriter.inlineBlockBefore(combiner, reduce,
                                 {nest.iterArgs[i], reduce->getOperand(i)});
      reduced.push_back(ret->getOperand(0));
      rewriter.eraseOp(ret);
    }
    rewriter.setInsertionPoint(reduce);
    createYield(rewriter, loc, reduced);
    rewriter.eraseOp(reduce);

    llvm::SmallVector<Value, 4> results(nest.outer->getResults());
    rewriter.replaceOp(op, results);
    return success();
  }
};

// scf.forall (%i) = (lb) to (ub) step (s) { body; in_parallel {} }
//   -> the constant bounds as arith.constant (lower bounds, then upper
//      bounds, then steps), then scf.for %i = lb to ub step s { body }
struct ForallLowering : OpConversionPattern<scf::ForallOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ForallOp forallOp, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = forallOp.getOperation();
    if (!forallOp.getOutputs().empty())
      return rewriter.notifyMatchFailure(
          op, "only an scf.forall without shared outputs can be lowered");
    Location loc = op->getLoc();
    unsigned rank = forallOp.getRank();
    rewriter.setInsertionPoint(op);

    // Dynamic bounds come from the converted operands, segment by segment.
    llvm::ArrayRef<Value> dynamic = operands;
    auto materialize = [&](llvm::ArrayRef<int64_t> statics,
                           llvm::SmallVectorImpl<Value> &values) {
      for (int64_t value : statics) {
        if (value == ShapedType::kDynamic) {
          values.push_back(dynamic.front());
          dynamic = dynamic.drop_front();
          continue;
        }
        values.push_back(createIndexConstant(rewriter, loc, value));
      }
    };
    llvm::SmallVector<Value, 4> lowerBounds, upperBounds, steps;
    materialize(forallOp.getStaticLowerBound(), lowerBounds);
    materialize(forallOp.getStaticUpperBound(), upperBounds);
    materialize(forallOp.getStaticStep(), steps);
    if (lowerBounds.size() != rank || upperBounds.size() != rank ||
        steps.size() != rank || rank == 0)
      return rewriter.notifyMatchFailure(op, "malformed bounds");

    LoopNest nest =
        buildLoopNest(rewriter, loc, lowerBounds, upperBounds, steps, {});
    Block *body = forallOp.getBody();
    Operation *terminator = body->getTerminator();
    rewriter.mergeBlocks(body, nest.innermost, nest.ivs);
    rewriter.setInsertionPoint(terminator);
    createYield(rewriter, loc, {});
    rewriter.eraseOp(terminator);
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct ConvertSCFToControlFlowPass
    : PassWrapper<ConvertSCFToControlFlowPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "SCFToControlFlow"; }
  llvm::StringRef getArgument() const override { return "convert-scf-to-cf"; }
  llvm::StringRef getDescription() const override {
    return "Convert SCF dialect to ControlFlow dialect, replacing structured "
           "control flow with a CFG";
  }
  void runOnOperation() override {
    Context *ctx = getContext();
    // The ops the lowering creates must be registered ones.
    for (llvm::StringRef ns : {"arith", "cf", "scf"})
      ctx->getOrLoadDialect(ns);

    RewritePatternSet patterns(ctx);
    populateSCFToControlFlowConversionPatterns(patterns);
    ConversionTarget target(*ctx);
    target
        .addIllegalOp<scf::ForallOp, scf::ForOp, scf::IfOp, scf::IndexSwitchOp,
                      scf::ParallelOp, scf::WhileOp, scf::ExecuteRegionOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(
            getOperation(), target,
            FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};

} // namespace

void assay::populateSCFToControlFlowConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<ForallLowering, ParallelLowering, ForLowering, IfLowering,
               IndexSwitchLowering, WhileLowering, ExecuteRegionLowering,
               DoWhileLowering>();
}

void assay::populateSCFForallToForPatterns(RewritePatternSet &patterns) {
  patterns.add<ForallLowering>();
}

std::unique_ptr<Pass> assay::createConvertSCFToControlFlowPass() {
  return std::make_unique<ConvertSCFToControlFlowPass>();
}

void assay::registerConversionPasses() {
  // Registration is idempotent per process.
  static bool registered = [] {
    registerPass(createConvertSCFToControlFlowPass);
    registerPass(createConvertArithToLLVMPass);
    registerPass(createConvertFuncToLLVMPass);
    registerPass(createConvertControlFlowToLLVMPass);
    registerPass(createConvertUBToLLVMPass);
    registerPass(createConvertIndexToLLVMPass);
    registerPass(createArithExpandPass);
    registerPass(createConvertMathToLLVMPass);
    registerPass(createConvertMathToLibmPass);
    registerPass(createSCFForallToForPass);
    registerPass(createFinalizeMemRefToLLVMPass);
    registerPass(createExpandStridedMetadataPass);
    return true;
  }();
  (void)registered;
}
