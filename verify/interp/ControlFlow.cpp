//===- ControlFlow.cpp - Calls, branches, loops and poison ----------------===//
//
// The interpreter's meaning of func (call, call_indirect, constant,
// return), cf (br, cond_br, switch, assert), scf (for, while, if,
// index_switch, execute_region, parallel/reduce, forall) and ub.poison.
// Structured ops are laid out as jumps around their regions; the yield of a
// region copies its values where the parent op says and jumps on.
//
// Undefined behaviour: a poison branch condition or switch flag, a poison
// loop bound or step, and a non-positive scf.for step. Calling a function
// the program does not define and the interpreter does not provide is an
// error of the run (the program cannot be run), not undefined behaviour.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "ir/SymbolTable.h"
#include "ir/Walk.h"
#include "verify/interp/Engine.h"

using namespace assay;
using namespace assay::interp;

namespace {

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

const Instr *doMove(Machine &m, const Instr *ip) {
  m.applyMoves(*static_cast<const Moves *>(ip->p), m.fp, m.fp);
  return m.next(ip);
}

const Instr *doMoveJump(Machine &m, const Instr *ip) {
  if (ip->p)
    m.applyMoves(*static_cast<const Moves *>(ip->p), m.fp, m.fp);
  return m.at(ip->t0);
}

const Instr *doCondBr(Machine &m, const Instr *ip) {
  const Slot &c = m.fp[ip->in[0]];
  if (c.poison)
    return m.raiseUB(ip, "poison reaches a branch condition");
  if (c.bits & 1) {
    if (ip->p)
      m.applyMoves(*static_cast<const Moves *>(ip->p), m.fp, m.fp);
    return m.at(ip->t0);
  }
  if (ip->p2)
    m.applyMoves(*static_cast<const Moves *>(ip->p2), m.fp, m.fp);
  return m.at(ip->t1);
}

/// The cases of cf.switch and scf.index_switch.
struct SwitchTable {
  uint32_t count = 0;
  const uint64_t *values = nullptr;
  uint32_t *targets = nullptr;
  const Moves **moves = nullptr;
};

const Instr *doSwitch(Machine &m, const Instr *ip) {
  const Slot &flag = m.fp[ip->in[0]];
  if (flag.poison)
    return m.raiseUB(ip, "poison reaches a switch flag");
  auto *table = static_cast<const SwitchTable *>(ip->p);
  uint64_t mask = ip->inInfo.width >= 64
                      ? ~uint64_t(0)
                      : (uint64_t(1) << ip->inInfo.width) - 1;
  uint64_t v = flag.bits & mask;
  for (uint32_t i = 0; i < table->count; ++i) {
    if ((table->values[i] & mask) != v)
      continue;
    if (table->moves && table->moves[i])
      m.applyMoves(*table->moves[i], m.fp, m.fp);
    return m.at(table->targets[i]);
  }
  if (ip->p2)
    m.applyMoves(*static_cast<const Moves *>(ip->p2), m.fp, m.fp);
  return m.at(ip->t0);
}

const Instr *doAssert(Machine &m, const Instr *ip) {
  const Slot &c = m.fp[ip->in[0]];
  if (c.poison)
    return m.raiseUB(ip, "poison reaches an assertion");
  if (c.bits & 1)
    return m.next(ip);
  auto msg = ip->op->getAttrOfType<StringAttr>("msg");
  if (!msg)
    msg = llvm::dyn_cast_or_null<StringAttr>(ip->op->getInherentAttr("msg"));
  return m.raiseError(ip, llvm::Twine("assertion failed: ") +
                              (msg ? msg.getValue() : llvm::StringRef()));
}

const Instr *callNative(Machine &m, const Instr *ip, Function *callee,
                        const uint32_t *argSlots) {
  const NativeFunction *native = callee->native;
  if (!native && !(native = resolveNative(m, ip, *callee)))
    return nullptr;
  llvm::SmallVector<Slot, 4> args, results(ip->nout);
  for (uint32_t i = 0; i < callee->argTypes.size(); ++i)
    args.push_back(m.fp[argSlots[i]]);
  if (failed(native->fn(m, ip, args, results)))
    return nullptr;
  for (uint32_t i = 0; i < ip->nout; ++i)
    m.fp[ip->out[i]] = results[i];
  return m.next(ip);
}

const Instr *enterFunction(Machine &m, const Instr *ip, Function *callee,
                           const uint32_t *argSlots) {
  if (callee->external)
    return callNative(m, ip, callee, argSlots);
  if (m.options.maxCallDepth && m.stack.size() >= m.options.maxCallDepth)
    return m.raiseError(ip, llvm::Twine("call depth limit reached (") +
                                llvm::Twine(m.options.maxCallDepth) +
                                " nested calls; raise it with "
                                "--max-call-depth)");
  Slot *frame = m.newFrame(ip, callee);
  if (!frame)
    return nullptr;
  for (size_t i = 0; i < callee->argSlots.size(); ++i)
    copySlot(frame[callee->argSlots[i]], m.fp[argSlots[i]],
             callee->argBoxed[i]);
  m.stack.push_back({callee, frame, ip, m.allocas.size()});
  m.fp = frame;
  return m.at(callee->entry);
}

const Instr *doCall(Machine &m, const Instr *ip) {
  return enterFunction(
      m, ip, const_cast<Function *>(static_cast<const Function *>(ip->p)),
      ip->in);
}

const Instr *doCallIndirect(Machine &m, const Instr *ip) {
  const Slot &callee = m.fp[ip->in[0]];
  if (callee.poison)
    return m.raiseUB(ip, "poison callee");
  auto *fn = reinterpret_cast<Function *>(static_cast<uintptr_t>(callee.bits));
  return enterFunction(m, ip, fn, ip->in + 1);
}

/// llvm.call through a pointer: the pointer must be the address of a
/// function of the module (llvm.mlir.addressof of an llvm.func); calling
/// anything else is undefined behaviour, reported, never followed.
const Instr *doLLVMCallIndirect(Machine &m, const Instr *ip) {
  const Slot &callee = m.fp[ip->in[0]];
  if (callee.poison)
    return m.raiseUB(ip, "poison callee");
  for (const std::unique_ptr<Function> &fn : m.prog.functions)
    if (reinterpret_cast<uintptr_t>(fn.get()) == callee.bits) {
      if (fn->argTypes.size() != ip->nin - 1 ||
          fn->resultTypes.size() != ip->nout)
        return m.raiseUB(ip, "indirect call of '@" + fn->name +
                                 "' with another signature");
      return enterFunction(m, ip, fn.get(), ip->in + 1);
    }
  return m.raiseUB(ip, "indirect call through a pointer that is not a "
                       "function's address");
}

const Instr *doUnreachable(Machine &m, const Instr *ip) {
  return m.raiseUB(ip, "llvm.unreachable is reached");
}

const Instr *doFuncConstant(Machine &m, const Instr *ip) {
  Slot &s = m.fp[ip->out[0]];
  s.bits = reinterpret_cast<uintptr_t>(ip->p);
  s.poison = 0;
  return m.next(ip);
}

const Instr *doReturn(Machine &m, const Instr *ip) {
  Activation act = m.stack.back();
  m.stack.pop_back();
  auto *boxed = static_cast<const uint8_t *>(ip->p);
  Slot *to = m.stack.empty() ? nullptr : m.stack.back().frame;
  if (!act.call) {
    // The entry function: results go to the machine's scratch.
    m.scratch.assign(ip->nin, Slot());
    for (uint32_t i = 0; i < ip->nin; ++i)
      copySlot(m.scratch[i], act.frame[ip->in[i]], boxed[i]);
  } else {
    for (uint32_t i = 0; i < ip->nin; ++i)
      copySlot(to[act.call->out[i]], act.frame[ip->in[i]], boxed[i]);
  }
  m.popAllocas(act.allocaMark);
  m.freeFrame(act.fn, act.frame);
  if (!act.call)
    return nullptr;
  m.fp = to;
  return m.next(act.call);
}

const Instr *doPoison(Machine &m, const Instr *ip) {
  setPoison(m.fp[ip->out[0]], ip->outInfo);
  return m.next(ip);
}

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

/// What the records of an scf.for share.
struct ForInfo {
  uint32_t lb, ub, step, iv;
  unsigned width;
  uint32_t bodyStart = 0;
  /// Whether the body allocates on the stack, and the slot that keeps the
  /// alloca mark of the loop (its allocations are freed at the end of each
  /// iteration: scf.for is an automatic allocation scope).
  bool scoped = false;
  uint32_t scopeMark = 0;
  const Moves *initToIter = nullptr;
  const Moves *initToResults = nullptr;
  const Moves *yieldToIter = nullptr;
  const Moves *iterToResults = nullptr;
};

const Instr *doForInit(Machine &m, const Instr *ip) {
  auto *info = static_cast<const ForInfo *>(ip->p);
  Slot *fp = m.fp;
  const Slot &lb = fp[info->lb], &ub = fp[info->ub], &step = fp[info->step];
  if (lb.poison || ub.poison || step.poison)
    return m.raiseUB(ip, "poison reaches a loop bound or step");
  int64_t l = signExtend(lb.bits, info->width);
  int64_t u = signExtend(ub.bits, info->width);
  if (signExtend(step.bits, info->width) <= 0)
    return m.raiseUB(ip, "scf.for step is not positive");
  if (info->scoped)
    fp[info->scopeMark].bits = m.allocas.size();
  if (l < u) {
    fp[info->iv].bits = lb.bits;
    fp[info->iv].poison = 0;
    m.applyMoves(*info->initToIter, fp, fp);
    return m.next(ip);
  }
  m.applyMoves(*info->initToResults, fp, fp);
  return m.at(ip->t0);
}

const Instr *doForLatch(Machine &m, const Instr *ip) {
  auto *info = static_cast<const ForInfo *>(ip->p);
  Slot *fp = m.fp;
  if (info->yieldToIter->count)
    m.applyMoves(*info->yieldToIter, fp, fp);
  if (info->scoped)
    m.popAllocas(size_t(fp[info->scopeMark].bits));
  unsigned w = info->width;
  int64_t iv = signExtend(fp[info->iv].bits, w);
  int64_t step = signExtend(fp[info->step].bits, w);
  int64_t ub = signExtend(fp[info->ub].bits, w);
  int64_t nextIv;
  bool overflow = __builtin_add_overflow(iv, step, &nextIv) ||
                  signExtend(uint64_t(nextIv), w) != nextIv;
  if (!overflow && nextIv < ub) {
    fp[info->iv].bits = w >= 64 ? uint64_t(nextIv)
                                : uint64_t(nextIv) & ((uint64_t(1) << w) - 1);
    return m.at(info->bodyStart);
  }
  if (info->iterToResults->count)
    m.applyMoves(*info->iterToResults, fp, fp);
  return m.at(ip->t0);
}

/// What the records of an scf.parallel (or scf.forall) share.
struct ParallelInfo {
  uint32_t rank = 0;
  const uint32_t *lbs = nullptr, *ubs = nullptr, *steps = nullptr,
                 *ivs = nullptr;
  uint32_t bodyStart = 0;
  /// As ForInfo's: both are automatic allocation scopes too.
  bool scoped = false;
  uint32_t scopeMark = 0;
};

const Instr *doParallelInit(Machine &m, const Instr *ip) {
  auto *info = static_cast<const ParallelInfo *>(ip->p);
  Slot *fp = m.fp;
  if (ip->p2)
    m.applyMoves(*static_cast<const Moves *>(ip->p2), fp, fp);
  bool empty = false;
  for (uint32_t i = 0; i < info->rank; ++i) {
    const Slot &lb = fp[info->lbs[i]], &ub = fp[info->ubs[i]],
               &step = fp[info->steps[i]];
    if (lb.poison || ub.poison || step.poison)
      return m.raiseUB(ip, "poison reaches a loop bound or step");
    if (int64_t(step.bits) <= 0)
      return m.raiseUB(ip, "parallel loop step is not positive");
    if (int64_t(lb.bits) >= int64_t(ub.bits))
      empty = true;
  }
  if (empty)
    return m.at(ip->t0);
  if (info->scoped)
    fp[info->scopeMark].bits = m.allocas.size();
  for (uint32_t i = 0; i < info->rank; ++i)
    fp[info->ivs[i]] = fp[info->lbs[i]];
  return m.next(ip);
}

const Instr *doParallelLatch(Machine &m, const Instr *ip) {
  auto *info = static_cast<const ParallelInfo *>(ip->p);
  Slot *fp = m.fp;
  if (info->scoped)
    m.popAllocas(size_t(fp[info->scopeMark].bits));
  for (uint32_t k = info->rank; k-- > 0;) {
    int64_t iv = int64_t(fp[info->ivs[k]].bits);
    int64_t next;
    if (!__builtin_add_overflow(iv, int64_t(fp[info->steps[k]].bits), &next) &&
        next < int64_t(fp[info->ubs[k]].bits)) {
      fp[info->ivs[k]].bits = uint64_t(next);
      return m.at(info->bodyStart);
    }
    fp[info->ivs[k]].bits = fp[info->lbs[k]].bits;
  }
  return m.at(ip->t0);
}

const Instr *doSetConstant(Machine &m, const Instr *ip) {
  Slot &s = m.fp[ip->a];
  s.bits = uint64_t(ip->imm);
  s.poison = 0;
  return m.next(ip);
}

//===----------------------------------------------------------------------===//
// Translators
//===----------------------------------------------------------------------===//

llvm::SmallVector<Value, 4> toValues(OperandRange range) {
  return llvm::SmallVector<Value, 4>(range.begin(), range.end());
}
llvm::SmallVector<Value, 4> toValues(ResultRange range) {
  return llvm::SmallVector<Value, 4>(range.begin(), range.end());
}
llvm::SmallVector<Value, 4> toValues(llvm::ArrayRef<BlockArgument> range) {
  return llvm::SmallVector<Value, 4>(range.begin(), range.end());
}

/// Whether running `region` allocates on the stack of its own scope: a
/// memref.alloca in it, not inside a nested automatic allocation scope
/// (which frees its own).
bool allocatesInScope(Region &region) {
  WalkResult result = detail::walkOperations(
      region,
      [](Operation *op) {
        if (op->getName().getStringRef() == "memref.alloca")
          return WalkResult::interrupt();
        if (op->hasTrait(OpTrait::AutomaticAllocationScope))
          return WalkResult::skip();
        return WalkResult::advance();
      },
      WalkOrder::PreOrder);
  return result.wasInterrupted();
}

/// Gives a loop whose body allocates on the stack a slot for its alloca
/// mark.
template <class Info>
void setUpScope(Compiler &c, Operation *loop, Info *info) {
  info->scoped = allocatesInScope(loop->getRegion(0));
  if (info->scoped)
    info->scopeMark = c.scratchSlot(false);
}

/// The operands of `op` in segment `index` of its operandSegmentSizes.
llvm::SmallVector<Value, 4> getSegment(Operation *op, unsigned index) {
  return toValues(getOperandSegment(op, index));
}

/// The operands forwarded to successor `index` of a branch: for
/// cf.cond_br, its segments; otherwise all operands.
const Moves *successorMoves(Compiler &c, llvm::ArrayRef<Value> operands,
                            Block *dest) {
  if (operands.empty())
    return nullptr;
  return c.moves(operands, toValues(dest->getArguments()));
}

LogicalResult compileBr(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emitBare(doMoveJump, op);
  c.instr(r).p =
      successorMoves(c, toValues(op->getOperands()), op->getSuccessor(0));
  c.jumpToBlock(r, 0, op->getSuccessor(0));
  return success();
}

LogicalResult compileCondBr(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emitBare(doCondBr, op);
  c.instr(r).in = c.slots(llvm::ArrayRef<Value>{op->getOperand(0)});
  c.instr(r).nin = 1;
  llvm::SmallVector<Value, 4> trueOps = getSegment(op, 1);
  llvm::SmallVector<Value, 4> falseOps = getSegment(op, 2);
  c.instr(r).p = successorMoves(c, trueOps, op->getSuccessor(0));
  c.instr(r).p2 = successorMoves(c, falseOps, op->getSuccessor(1));
  c.jumpToBlock(r, 0, op->getSuccessor(0));
  c.jumpToBlock(r, 1, op->getSuccessor(1));
  return success();
}

LogicalResult compileSwitch(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emitBare(doSwitch, op);
  Value flag = op->getOperand(0);
  c.instr(r).in = c.slots(llvm::ArrayRef<Value>{flag});
  c.instr(r).nin = 1;
  c.instr(r).inInfo = Compiler::getInfo(flag.getType());
  // Segments: flag, defaultOperands, caseOperands (split by
  // case_operand_segments).
  llvm::SmallVector<Value, 4> defaultOps = getSegment(op, 1);
  llvm::SmallVector<Value, 4> caseOps = getSegment(op, 2);
  c.instr(r).p2 = successorMoves(c, defaultOps, op->getSuccessor(0));
  c.jumpToBlock(r, 0, op->getSuccessor(0));

  auto values = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
      op->getInherentAttr("case_values"));
  auto caseSegments = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr("case_operand_segments"));
  unsigned numCases = op->getNumSuccessors() - 1;
  auto *table = c.prog.allocArray<SwitchTable>(1);
  table->count = numCases;
  uint64_t *vals = c.prog.allocArray<uint64_t>(numCases);
  table->targets = c.prog.allocArray<uint32_t>(numCases);
  table->moves = c.prog.allocArray<const Moves *>(numCases);
  if (values) {
    auto apValues = values.getValues<llvm::APInt>();
    for (unsigned i = 0; i < numCases && i < apValues.size(); ++i)
      vals[i] = apValues[i].getZExtValue();
  }
  unsigned start = 0;
  for (unsigned i = 0; i < numCases; ++i) {
    Block *dest = op->getSuccessor(i + 1);
    unsigned count = caseSegments ? caseSegments[i] : 0;
    llvm::ArrayRef<Value> all(caseOps);
    table->moves[i] = successorMoves(c, all.slice(start, count), dest);
    start += count;
    // Case targets are patched with the block fixups through a record of
    // their own: a jump record per case.
    uint32_t jump = c.emitBare(doMoveJump, op);
    c.jumpToBlock(jump, 0, dest);
    table->targets[i] = jump;
  }
  table->values = vals;
  c.instr(r).p = table;
  return success();
}

LogicalResult compileAssert(Compiler &c, Operation *op, unsigned) {
  c.emit(doAssert, op);
  return success();
}

LogicalResult compileCall(Compiler &c, Operation *op, unsigned) {
  auto callee =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr("callee"));
  if (!callee)
    return op->emitError() << "call without a flat callee symbol";
  auto it = c.prog.byName.find(callee.getValue());
  if (it == c.prog.byName.end())
    return op->emitError() << "call to unknown function '@" << callee.getValue()
                           << "'";
  uint32_t r = c.emit(doCall, op);
  c.instr(r).p = it->second;
  return success();
}

LogicalResult compileCallIndirect(Compiler &c, Operation *op, unsigned) {
  c.emit(doCallIndirect, op);
  return success();
}

LogicalResult compileFuncConstant(Compiler &c, Operation *op, unsigned) {
  auto ref =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr("value"));
  if (!ref)
    return op->emitError() << "func.constant without a symbol";
  auto it = c.prog.byName.find(ref.getValue());
  if (it == c.prog.byName.end())
    return op->emitError() << "reference to unknown function '@"
                           << ref.getValue() << "'";
  uint32_t r = c.emit(doFuncConstant, op);
  c.instr(r).p = it->second;
  return success();
}

LogicalResult compileReturn(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emit(doReturn, op);
  uint8_t *boxed = c.prog.allocArray<uint8_t>(op->getNumOperands());
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    boxed[i] = Compiler::isBoxed(op->getOperand(i).getType());
  c.instr(r).p = boxed;
  return success();
}

LogicalResult compilePoison(Compiler &c, Operation *op, unsigned) {
  c.emit(doPoison, op);
  return success();
}

/// scf.yield and the other region terminators: what they do depends on the
/// parent op.
LogicalResult compileYield(Compiler &c, Operation *op, unsigned) {
  Operation *parent = op->getParentOp();
  llvm::StringRef name = parent->getName().getStringRef();
  llvm::SmallVector<Value, 4> values = toValues(op->getOperands());
  if (name == "scf.for") {
    auto *info = static_cast<ForInfo *>(
        const_cast<void *>(c.instr(c.state(parent)[0]).p));
    Block *body = &parent->getRegion(0).front();
    info->yieldToIter =
        c.moves(values, toValues(body->getArguments().drop_front()));
    uint32_t r = c.emitBare(doForLatch, op);
    c.instr(r).p = info;
    c.jumpToEnd(r, 0, parent);
    return success();
  }
  if (name == "scf.while") {
    // From `after` back to `before`.
    uint32_t r = c.emitBare(doMoveJump, op);
    Block *before = &parent->getRegion(0).front();
    c.instr(r).p = values.empty()
                       ? nullptr
                       : c.moves(values, toValues(before->getArguments()));
    c.instr(r).t0 = c.state(parent)[0];
    return success();
  }
  // scf.if, scf.index_switch, scf.execute_region,
  // memref.alloca_scope: results and out.
  uint32_t r = c.emitBare(doMoveJump, op);
  c.instr(r).p = values.empty()
                     ? nullptr
                     : c.moves(values, toValues(parent->getResults()));
  c.jumpToEnd(r, 0, parent);
  return success();
}

LogicalResult compileFor(Compiler &c, Operation *op, unsigned phase) {
  if (phase == 0) {
    Block *body = &op->getRegion(0).front();
    auto *info = c.prog.allocArray<ForInfo>(1);
    info->lb = c.slot(op->getOperand(0));
    info->ub = c.slot(op->getOperand(1));
    info->step = c.slot(op->getOperand(2));
    info->iv = c.slot(body->getArgument(0));
    info->width = Compiler::getInfo(op->getOperand(0).getType()).width;
    llvm::SmallVector<Value, 4> inits =
        toValues(op->getOperands().slice(3, op->getNumOperands() - 3));
    llvm::SmallVector<Value, 4> iters =
        toValues(body->getArguments().drop_front());
    llvm::SmallVector<Value, 4> results = toValues(op->getResults());
    info->initToIter = c.moves(inits, iters);
    info->initToResults = c.moves(inits, results);
    info->iterToResults = c.moves(iters, results);
    info->yieldToIter = c.moves({}, {});
    setUpScope(c, op, info);
    uint32_t r = c.emitBare(doForInit, op);
    c.instr(r).p = info;
    c.jumpToEnd(r, 0, op);
    info->bodyStart = c.here();
    c.state(op).assign({r});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

LogicalResult compileIf(Compiler &c, Operation *op, unsigned phase) {
  if (phase == 0) {
    uint32_t r = c.emitBare(doCondBr, op);
    c.instr(r).in = c.slots(llvm::ArrayRef<Value>{op->getOperand(0)});
    c.instr(r).nin = 1;
    c.instr(r).t0 = c.here();
    c.state(op).assign({r});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  if (phase == 1) {
    c.instr(c.state(op)[0]).t1 = c.here();
    if (!op->getRegion(1).empty())
      c.scheduleRegion(op->getRegion(1));
    c.schedulePhase(op, 2);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

LogicalResult compileWhile(Compiler &c, Operation *op, unsigned phase) {
  Block *before = &op->getRegion(0).front();
  if (phase == 0) {
    if (op->getNumOperands()) {
      uint32_t r = c.emitBare(doMove, op);
      c.instr(r).p = c.moves(toValues(op->getOperands()),
                             toValues(before->getArguments()));
    }
    c.state(op).assign({c.here()});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  if (phase == 1) {
    // The condition record is state[1]; it falls into `after`.
    c.instr(c.state(op)[1]).t0 = c.here();
    c.scheduleRegion(op->getRegion(1));
    c.schedulePhase(op, 2);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

LogicalResult compileCondition(Compiler &c, Operation *op, unsigned) {
  Operation *parent = op->getParentOp();
  Block *after = &parent->getRegion(1).front();
  llvm::SmallVector<Value, 4> args = toValues(op->getOperands().drop_front());
  uint32_t r = c.emitBare(doCondBr, op);
  c.instr(r).in = c.slots(llvm::ArrayRef<Value>{op->getOperand(0)});
  c.instr(r).nin = 1;
  c.instr(r).p =
      args.empty() ? nullptr : c.moves(args, toValues(after->getArguments()));
  c.instr(r).p2 =
      args.empty() ? nullptr : c.moves(args, toValues(parent->getResults()));
  c.jumpToEnd(r, 1, parent);
  c.state(parent).push_back(r);
  return success();
}

LogicalResult compileIndexSwitch(Compiler &c, Operation *op, unsigned phase) {
  // Regions: the default, then one per case.
  unsigned numCases = op->getNumRegions() - 1;
  if (phase == 0) {
    uint32_t r = c.emitBare(doSwitch, op);
    c.instr(r).in = c.slots(llvm::ArrayRef<Value>{op->getOperand(0)});
    c.instr(r).nin = 1;
    c.instr(r).inInfo = Compiler::getInfo(op->getOperand(0).getType());
    auto cases =
        llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr("cases"));
    auto *table = c.prog.allocArray<SwitchTable>(1);
    table->count = numCases;
    uint64_t *vals = c.prog.allocArray<uint64_t>(numCases);
    for (unsigned i = 0; i < numCases && cases && i < cases.size(); ++i)
      vals[i] = uint64_t(cases[i]);
    table->values = vals;
    table->targets = c.prog.allocArray<uint32_t>(numCases);
    c.instr(r).p = table;
    c.state(op).assign({r});
    c.schedulePhase(op, 1);
    return success();
  }
  auto *table =
      static_cast<SwitchTable *>(const_cast<void *>(c.instr(c.state(op)[0]).p));
  if (phase <= numCases + 1) {
    // Phase k lays out case k-1 (k <= numCases) or the default.
    unsigned regionIndex = phase <= numCases ? phase : 0;
    if (phase <= numCases)
      table->targets[phase - 1] = c.here();
    else
      c.instr(c.state(op)[0]).t0 = c.here();
    c.scheduleRegion(op->getRegion(regionIndex));
    c.schedulePhase(op, phase + 1);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

LogicalResult compileExecuteRegion(Compiler &c, Operation *op, unsigned phase) {
  if (phase == 0) {
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

/// scf.parallel: bounds as operand segments, results reduced by scf.reduce.
LogicalResult compileParallel(Compiler &c, Operation *op, unsigned phase) {
  if (phase == 0) {
    Block *body = &op->getRegion(0).front();
    llvm::SmallVector<Value, 4> lbs = getSegment(op, 0),
                                ubs = getSegment(op, 1),
                                steps = getSegment(op, 2),
                                inits = getSegment(op, 3);
    auto *info = c.prog.allocArray<ParallelInfo>(1);
    info->rank = lbs.size();
    info->lbs = c.slots(lbs);
    info->ubs = c.slots(ubs);
    info->steps = c.slots(steps);
    info->ivs = c.slots(toValues(body->getArguments()));
    setUpScope(c, op, info);
    uint32_t r = c.emitBare(doParallelInit, op);
    c.instr(r).p = info;
    if (!inits.empty())
      c.instr(r).p2 = c.moves(inits, toValues(op->getResults()));
    c.jumpToEnd(r, 0, op);
    info->bodyStart = c.here();
    c.state(op).assign({r});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

/// scf.forall: the bounds are mixed static and dynamic values; static ones
/// get slots set before the loop. Shared outputs are tensors that only
/// tensor.parallel_insert_slice (in scf.forall.in_parallel) may change;
/// Assay has no tensor dialect, so a terminator with inserts is refused
/// (compileInParallel) and, without them, every iteration sees the initial
/// values, which are also the results.
LogicalResult compileForall(Compiler &c, Operation *op, unsigned phase) {
  if (phase != 0) {
    c.patchEnd(op, c.here());
    return success();
  }
  llvm::SmallVector<Value, 4> outs = getSegment(op, 3);
  Block *body = &op->getRegion(0).front();
  if (body->getNumArguments() < outs.size() ||
      op->getNumResults() != outs.size())
    return op->emitError() << "malformed scf.forall shared outputs";
  unsigned rank = body->getNumArguments() - outs.size();
  llvm::SmallVector<uint32_t, 4> slotsOf[3];
  const char *staticNames[3] = {"staticLowerBound", "staticUpperBound",
                                "staticStep"};
  for (unsigned part = 0; part < 3; ++part) {
    llvm::SmallVector<Value, 4> dyn = getSegment(op, part);
    auto stat = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
        op->getInherentAttr(staticNames[part]));
    unsigned nextDyn = 0;
    for (unsigned i = 0; i < rank; ++i) {
      int64_t v = stat && i < stat.size()
                      ? stat[i]
                      : (part == 0 ? 0 : (part == 2 ? 1 : 0));
      // Without a static list (a normalized forall), lower bounds are 0 and
      // steps 1; upper bounds are given.
      if (stat && v != ShapedType::kDynamic) {
        uint32_t s = c.scratchSlot(false);
        uint32_t r = c.emitBare(doSetConstant, op);
        c.instr(r).a = s;
        c.instr(r).imm = v;
        slotsOf[part].push_back(s);
        continue;
      }
      if (!stat && part != 1) {
        uint32_t s = c.scratchSlot(false);
        uint32_t r = c.emitBare(doSetConstant, op);
        c.instr(r).a = s;
        c.instr(r).imm = v;
        slotsOf[part].push_back(s);
        continue;
      }
      if (nextDyn >= dyn.size())
        return op->emitError() << "malformed scf.forall bounds";
      slotsOf[part].push_back(c.slot(dyn[nextDyn++]));
    }
  }
  auto *info = c.prog.allocArray<ParallelInfo>(1);
  info->rank = rank;
  auto copy = [&](llvm::ArrayRef<uint32_t> v) {
    uint32_t *out = c.prog.allocArray<uint32_t>(v.size());
    std::copy(v.begin(), v.end(), out);
    return out;
  };
  info->lbs = copy(slotsOf[0]);
  info->ubs = copy(slotsOf[1]);
  info->steps = copy(slotsOf[2]);
  info->ivs = c.slots(toValues(body->getArguments().take_front(rank)));
  setUpScope(c, op, info);
  uint32_t r = c.emitBare(doParallelInit, op);
  c.instr(r).p = info;
  if (!outs.empty()) {
    llvm::SmallVector<Value, 8> src(outs.begin(), outs.end()), dst;
    src.append(outs.begin(), outs.end());
    for (BlockArgument arg : body->getArguments().drop_front(rank))
      dst.push_back(arg);
    for (Value result : op->getResults())
      dst.push_back(result);
    c.instr(r).p2 = c.moves(src, dst);
  }
  c.jumpToEnd(r, 0, op);
  info->bodyStart = c.here();
  c.state(op).assign({r});
  c.scheduleRegion(op->getRegion(0));
  c.schedulePhase(op, 1);
  return success();
}

/// The end of a forall body: the next iteration.
LogicalResult compileInParallel(Compiler &c, Operation *op, unsigned) {
  Operation *forall = op->getParentOp();
  if (op->getNumRegions() && !op->getRegion(0).empty() &&
      !op->getRegion(0).front().empty()) {
    Operation &insert = op->getRegion(0).front().front();
    return insert.emitError()
           << "the interpreter cannot execute '"
           << insert.getName().getStringRef()
           << "' in scf.forall.in_parallel: parallel inserts into shared "
              "outputs need the tensor dialect, which Assay does not have";
  }
  uint32_t init = c.state(forall)[0];
  uint32_t r = c.emitBare(doParallelLatch, op);
  c.instr(r).p = c.instr(init).p;
  c.jumpToEnd(r, 0, forall);
  return success();
}

/// scf.reduce: folds each operand into the parallel op's result with its
/// region, then runs the next iteration.
LogicalResult compileReduce(Compiler &c, Operation *op, unsigned phase) {
  Operation *parallel = op->getParentOp();
  unsigned numRegions = op->getNumRegions();
  if (phase < numRegions) {
    Block *block = &op->getRegion(phase).front();
    uint32_t r = c.emitBare(doMove, op);
    llvm::SmallVector<Value, 2> src = {parallel->getResult(phase),
                                       op->getOperand(phase)};
    c.instr(r).p = c.moves(src, toValues(block->getArguments()));
    c.scheduleRegion(op->getRegion(phase));
    c.schedulePhase(op, phase + 1);
    return success();
  }
  uint32_t init = c.state(parallel)[0];
  uint32_t r = c.emitBare(doParallelLatch, op);
  c.instr(r).p = c.instr(init).p;
  c.jumpToEnd(r, 0, parallel);
  return success();
}

LogicalResult compileReduceReturn(Compiler &c, Operation *op, unsigned) {
  Operation *reduce = op->getParentOp();
  Operation *parallel = reduce->getParentOp();
  unsigned index = op->getParentRegion()->getRegionNumber();
  uint32_t r = c.emitBare(doMove, op);
  c.instr(r).p = c.moves({op->getOperand(0)}, {parallel->getResult(index)});
  return success();
}

} // namespace

void interp::setPoison(Slot &s, const ScalarInfo &info) {
  if (info.vector) {
    VectorBox *v = newVector(info);
    for (Slot &e : v->elems)
      e.poison = 1;
    setBox(s, v);
    s.poison = 0;
    return;
  }
  if (info.boxed)
    setBox(s, nullptr);
  else
    s.bits = 0;
  s.poison = 1;
}

void interp::registerControlFlowOps(llvm::StringMap<CompileFn> &t) {
  t["cf.br"] = compileBr;
  t["cf.cond_br"] = compileCondBr;
  t["cf.switch"] = compileSwitch;
  t["cf.assert"] = compileAssert;
  t["func.call"] = compileCall;
  t["func.call_indirect"] = compileCallIndirect;
  t["func.constant"] = compileFuncConstant;
  t["func.return"] = compileReturn;
  // The llvm dialect's branches, calls and returns have the layouts of
  // cf's and func's (operand segments, `callee`).
  t["llvm.br"] = compileBr;
  t["llvm.cond_br"] = compileCondBr;
  t["llvm.switch"] = compileSwitch;
  t["llvm.return"] = compileReturn;
  t["llvm.mlir.poison"] = compilePoison;
  t["llvm.call"] = [](Compiler &c, Operation *op, unsigned phase) {
    if (op->getInherentAttr("callee"))
      return compileCall(c, op, phase);
    c.emit(doLLVMCallIndirect, op);
    return success();
  };
  t["llvm.unreachable"] = compileRecord<doUnreachable>;
  t["ub.poison"] = compilePoison;
  t["scf.yield"] = compileYield;
  t["scf.for"] = compileFor;
  t["scf.if"] = compileIf;
  t["scf.while"] = compileWhile;
  t["scf.condition"] = compileCondition;
  t["scf.index_switch"] = compileIndexSwitch;
  t["scf.execute_region"] = compileExecuteRegion;
  t["scf.parallel"] = compileParallel;
  t["scf.reduce"] = compileReduce;
  t["scf.reduce.return"] = compileReduceReturn;
  t["scf.forall"] = compileForall;
  t["scf.forall.in_parallel"] = compileInParallel;
}
