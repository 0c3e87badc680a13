//===- SCFOps.h - The ops of the scf dialect ------------------------------===//
//
// Typed views of the structured control flow ops: loops (scf.for,
// scf.while, scf.parallel, scf.forall), conditionals (scf.if,
// scf.index_switch), scf.execute_region, and the terminators that hand
// values back to them (scf.yield, scf.condition, scf.reduce,
// scf.reduce.return, scf.forall.in_parallel). The accessors slice operands,
// regions and block arguments the way the interpreter and later passes read
// them: a loop's bounds, its loop-carried values and their block arguments.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_SCF_SCFOPS_H
#define ASSAY_DIALECTS_SCF_SCFOPS_H

#include "ir/OpDefinition.h"
#include <optional>

namespace assay {
namespace scf {

class ConditionOp;
class YieldOp;
class ReduceOp;
class InParallelOp;

/// `scf.condition(%cond) %a, %b : i32, f32`: ends the `before` region of an
/// scf.while; continues into `after` with the args when %cond is true, else
/// leaves the loop with them as results.
class ConditionOp : public Op<ConditionOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.condition"; }
  static void populateInfo(OpInfo &info);

  Value getCondition() { return state->getOperand(0); }
  /// The values forwarded to the `after` region or to the results.
  OperandRange getArgs() {
    return state->getOperands().slice(1, state->getNumOperands() - 1);
  }
};

/// `%r = scf.execute_region -> i32 { ... }`: runs its region (any CFG) once.
class ExecuteRegionOp : public Op<ExecuteRegionOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.execute_region"; }
  static void populateInfo(OpInfo &info);

  Region &getRegion() { return state->getRegion(0); }
};

/// `%r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32)
/// { ... }`: the body runs for %i in [lb, ub) by step; the block arguments
/// are the induction variable and then the loop-carried values.
class ForOp : public Op<ForOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.for"; }
  static void populateInfo(OpInfo &info);

  Value getLowerBound() { return state->getOperand(0); }
  Value getUpperBound() { return state->getOperand(1); }
  Value getStep() { return state->getOperand(2); }
  /// The initial values of the loop-carried values.
  OperandRange getInitArgs() {
    return state->getOperands().slice(3, state->getNumOperands() - 3);
  }
  Region &getRegion() { return state->getRegion(0); }
  Block *getBody() { return &getRegion().front(); }
  Value getInductionVar() { return getBody()->getArgument(0); }
  /// The block arguments carrying the loop-carried values.
  llvm::ArrayRef<BlockArgument> getRegionIterArgs() {
    return getBody()->getArguments().drop_front();
  }
  unsigned getNumRegionIterArgs() { return getBody()->getNumArguments() - 1; }
  /// The body's terminator.
  YieldOp getYieldOp();
};

/// `%r = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (tensor<..>)
/// { ... }` or `scf.forall (%i) = (0) to (%n) step (2) { ... }`: a parallel
/// loop nest whose bounds mix constants (the static* properties, with
/// kDynamic where an operand is used) and index operands.
class ForallOp : public Op<ForallOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.forall"; }
  static void populateInfo(OpInfo &info);

  /// The number of loops (the length of `staticLowerBound`).
  unsigned getRank() { return getStaticLowerBound().size(); }
  OperandRange getDynamicLowerBound() { return getSegment(0); }
  OperandRange getDynamicUpperBound() { return getSegment(1); }
  OperandRange getDynamicStep() { return getSegment(2); }
  /// The shared output tensors.
  OperandRange getOutputs() { return getSegment(3); }
  /// The static bounds; ShapedType::kDynamic marks an operand's place.
  llvm::ArrayRef<int64_t> getStaticLowerBound();
  llvm::ArrayRef<int64_t> getStaticUpperBound();
  llvm::ArrayRef<int64_t> getStaticStep();
  /// Bound `index` as a constant, or null if it is an operand.
  std::optional<int64_t> getConstantLowerBound(unsigned index);
  std::optional<int64_t> getConstantUpperBound(unsigned index);
  std::optional<int64_t> getConstantStep(unsigned index);
  /// Bound `index` as an operand, or null if it is a constant.
  Value getLowerBoundValue(unsigned index);
  Value getUpperBoundValue(unsigned index);
  Value getStepValue(unsigned index);
  /// The `mapping` property (null if absent).
  Attribute getMapping() { return state->getInherentAttr("mapping"); }
  /// Whether every lower bound is 0 and every step 1 (the `in` form).
  bool isNormalized();

  Region &getRegion() { return state->getRegion(0); }
  Block *getBody() { return &getRegion().front(); }
  llvm::ArrayRef<BlockArgument> getInductionVars() {
    return getBody()->getArguments().take_front(getRank());
  }
  /// The block arguments standing for the shared outputs.
  llvm::ArrayRef<BlockArgument> getRegionOutArgs() {
    return getBody()->getArguments().drop_front(getRank());
  }
  InParallelOp getTerminator();

  /// Operand segment `index` of `operandSegmentSizes` (lower bounds, upper
  /// bounds, steps, outputs).
  OperandRange getSegment(unsigned index);
};

/// `scf.forall.in_parallel { ... }`: the terminator of scf.forall, whose
/// graph region holds the ops writing the shared outputs.
class InParallelOp : public Op<InParallelOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.forall.in_parallel"; }
  static void populateInfo(OpInfo &info);

  Region &getRegion() { return state->getRegion(0); }
  Block *getBody() { return &getRegion().front(); }
};

/// `%r = scf.if %c -> (i32) { ... } else { ... }`.
class IfOp : public Op<IfOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.if"; }
  static void populateInfo(OpInfo &info);

  Value getCondition() { return state->getOperand(0); }
  Region &getThenRegion() { return state->getRegion(0); }
  /// Empty when the op has no else branch.
  Region &getElseRegion() { return state->getRegion(1); }
  Block *thenBlock() { return &getThenRegion().front(); }
  /// Null when there is no else branch.
  Block *elseBlock() {
    return getElseRegion().empty() ? nullptr : &getElseRegion().front();
  }
  YieldOp thenYield();
  YieldOp elseYield();
};

/// `%r = scf.index_switch %i -> i32 case 2 { ... } default { ... }`: the
/// region of the first case equal to %i runs, else the default region.
class IndexSwitchOp : public Op<IndexSwitchOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.index_switch"; }
  static void populateInfo(OpInfo &info);

  Value getArg() { return state->getOperand(0); }
  /// The case values (the `cases` property), in region order.
  llvm::ArrayRef<int64_t> getCases();
  unsigned getNumCases() { return state->getNumRegions() - 1; }
  Region &getDefaultRegion() { return state->getRegion(0); }
  Region &getCaseRegion(unsigned index) { return state->getRegion(index + 1); }
  /// The region run for `value`: its case's, else the default one.
  Region &getRegionFor(int64_t value);
};

/// `%r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%z) -> f32
/// { ... scf.reduce(%v : f32) { ... } }`.
class ParallelOp : public Op<ParallelOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.parallel"; }
  static void populateInfo(OpInfo &info);

  OperandRange getLowerBound() { return getSegment(0); }
  OperandRange getUpperBound() { return getSegment(1); }
  OperandRange getStep() { return getSegment(2); }
  /// The initial values of the reductions.
  OperandRange getInitVals() { return getSegment(3); }
  unsigned getNumLoops() { return getStep().size(); }
  Region &getRegion() { return state->getRegion(0); }
  Block *getBody() { return &getRegion().front(); }
  llvm::ArrayRef<BlockArgument> getInductionVars() {
    return getBody()->getArguments();
  }
  /// The body's terminator.
  ReduceOp getReduceOp();

  /// Operand segment `index` of `operandSegmentSizes`.
  OperandRange getSegment(unsigned index);
};

/// `scf.reduce(%a, %b : f32, i32) { ... }, { ... }`: the terminator of
/// scf.parallel; region i combines two values of operand i's type.
class ReduceOp : public Op<ReduceOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.reduce"; }
  static void populateInfo(OpInfo &info);

  OperandRange getOperands() { return state->getOperands(); }
  llvm::MutableArrayRef<Region> getReductions() { return state->getRegions(); }
  Region &getReduction(unsigned index) { return state->getRegion(index); }
};

/// `scf.reduce.return %x : f32`: ends a reduction region of scf.reduce.
class ReduceReturnOp : public Op<ReduceReturnOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.reduce.return"; }
  static void populateInfo(OpInfo &info);

  Value getResult() { return state->getOperand(0); }
};

/// `%r = scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %a
/// : i32 } do { ^bb0(%x: i32): ... scf.yield %x : i32 }`.
class WhileOp : public Op<WhileOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.while"; }
  static void populateInfo(OpInfo &info);

  OperandRange getInits() { return state->getOperands(); }
  Region &getBefore() { return state->getRegion(0); }
  Region &getAfter() { return state->getRegion(1); }
  Block *getBeforeBody() { return &getBefore().front(); }
  Block *getAfterBody() { return &getAfter().front(); }
  llvm::ArrayRef<BlockArgument> getBeforeArguments() {
    return getBeforeBody()->getArguments();
  }
  llvm::ArrayRef<BlockArgument> getAfterArguments() {
    return getAfterBody()->getArguments();
  }
  /// The terminators of the two regions.
  ConditionOp getConditionOp();
  YieldOp getYieldOp();
};

/// `scf.yield %a, %b : i32, f32`: hands values back to the enclosing op.
class YieldOp : public Op<YieldOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "scf.yield"; }
  static void populateInfo(OpInfo &info);

  OperandRange getResults() { return state->getOperands(); }
};

/// Registers every scf op in `dialect`.
void registerSCFOps(Dialect &dialect);
/// Attaches the control-flow interfaces of the registered scf ops
/// (SCFInterfaces.cpp).
void attachSCFInterfaces(Dialect &dialect);
/// Attaches the folders of the registered scf ops (SCFFold.cpp).
void attachSCFFoldHooks(Dialect &dialect);

} // namespace scf
} // namespace assay

#endif // ASSAY_DIALECTS_SCF_SCFOPS_H
