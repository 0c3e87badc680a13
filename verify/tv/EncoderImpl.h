//===- EncoderImpl.h - The encoder's state, for its op files ----*- C++ -*-===//
//
// Private to verify/tv/: the state of a FunctionEncoder while it encodes
// one function (path condition, values, undefined behaviour, bounds) and
// the helpers op handlers use. Encoder.cpp holds control flow and the value
// ops; a file per further family of ops (memory, floats) adds its handlers
// to the table through a register function declared at the end.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_ENCODERIMPL_H
#define ASSAY_VERIFY_TV_ENCODERIMPL_H

#include "dialects/scf/SCFOps.h"
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "ir/Operation.h"
#include "ir/Region.h"
#include "ir/SymbolTable.h"
#include "verify/smt/SmtSemantics.h"
#include "verify/tv/Encoder.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <functional>
#include <map>
#include <set>

namespace assay {
namespace tv {
using smt::SmtBool;
using smt::SmtBV;
using smt::SmtDomain;

using IntV = sem::Int<SmtDomain>;
using FltV = sem::Float<SmtDomain>;
namespace as = arith::semantics;
namespace is = index::semantics;
namespace ms = math::semantics;

using Env = llvm::DenseMap<Value, SymValue>;

/// The integer inherent attribute `name` of `op` (a predicate, a rounding
/// mode), or `fallback` when it has none.
inline uint64_t intAttr(Operation *op, llvm::StringRef name,
                        uint64_t fallback = 0) {
  if (auto a = llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr(name)))
    return a.getValue().getZExtValue();
  return fallback;
}

/// How an op is encoded, by op name.
using OpEncoder =
    std::function<LogicalResult(FunctionEncoder::Impl &, Operation *)>;
using OpEncoderTable = llvm::StringMap<OpEncoder>;

/// A way out of a region: the terminator that left it (func.return,
/// scf.yield, scf.condition), under which condition, with its operands.
struct Exit {
  SmtBool pc;
  Operation *terminator;
  llvm::SmallVector<SymValue, 2> operands;
};

struct FunctionEncoder::Impl {
  SmtDomain &d;
  EncoderOptions options;

  /// The path condition of the op being encoded.
  SmtBool pc;
  /// Values defined so far on the current path.
  Env env;
  /// (path condition && cause) of every undefined behaviour found.
  std::vector<SmtBool> ubTerms;
  /// The domain's ub() calls already collected.
  unsigned ubMark = 0;
  /// Paths that ran past a bound.
  std::vector<SmtBool> beyondTerms;
  /// Inlined calls in progress.
  unsigned inlineDepth = 0;
  std::set<std::string> approximations;
  unsigned freshCounter = 0;

  //===--- Memory (MemRefOps.cpp) ----------------------------------------===//
  //
  // A memref value is a descriptor held in lanes of index width: the
  // allocation's id (an index into `buffers`), the offset, the sizes, the
  // strides and the base (where element 0 lies: moved by memref.view
  // only); every lane's poison bit is the memref's. Memory is one state
  // for all paths: an op on a path changes it under that path's condition
  // (a guarded update), which is the if-then-else merge at every join
  // because the encoder visits the ops of each execution in order.

  /// The buffers before any call: memref arguments', then globals'.
  std::vector<SymBuffer> inputBuffers;
  llvm::StringMap<unsigned> globalIds;
  /// Every buffer of the encoding in progress, `inputBuffers` first.
  std::vector<SymBuffer> buffers;
  /// What the inputs are assumed to satisfy (true when null).
  SmtBool inputAssumptions;
  /// The path condition each local buffer was made under: an update under
  /// that same condition reaches every execution that has the buffer, so
  /// it needs no guard.
  llvm::DenseMap<unsigned, SmtBool> createdUnder;
  /// The allocas of each enclosing automatic allocation scope.
  std::vector<llvm::SmallVector<unsigned, 2>> allocaScopes;
  /// External calls encoded so far in this function.
  unsigned externalCalls = 0;

  /// Registers the globals of `func`'s module and resets memory to the
  /// input buffers.
  LogicalResult beginMemory(Operation *func);
  /// Fresh buffer and descriptor for a memref argument.
  FailureOr<SymValue> makeMemRefInput(MemRefType type, llvm::StringRef name);
  /// Opens and closes an automatic allocation scope (a function body, an
  /// scf.for iteration): its allocas are freed when it ends.
  void pushAllocaScope() { allocaScopes.emplace_back(); }
  void popAllocaScope();
  /// The contents (bits and poison arrays) of the buffers an external call
  /// may read: those its memref arguments may name, and every global.
  llvm::SmallVector<smt::SmtArray, 4>
  reachableMemory(Operation *op, llvm::ArrayRef<SymValue> args);
  /// What an external call does to memory: every buffer it reaches that is
  /// not constant gets contents that are a function of the call's position
  /// and of what it may read (`actuals`, `memory`).
  void havocMemory(Operation *op, llvm::StringRef callee,
                   llvm::ArrayRef<SymValue> args, llvm::ArrayRef<SmtBV> actuals,
                   llvm::ArrayRef<smt::SmtArray> memory);

  Impl(SmtDomain &d, const EncoderOptions &options) : d(d), options(options) {}

  //===--- Values --------------------------------------------------------===//

  LogicalResult getLayout(Type type, unsigned &lanes, unsigned &width) const {
    lanes = 1;
    Type element = type;
    if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
      // The descriptor: id, offset, sizes and strides, then the base
      // (verify/tv/MemRefOps.cpp).
      unsigned elementLanes, elementWidth;
      if (failed(
              getLayout(memref.getElementType(), elementLanes, elementWidth)) ||
          elementLanes != 1 ||
          !llvm::isa<IntegerType, IndexType>(memref.getElementType()))
        return failure();
      lanes = 3 + 2 * unsigned(memref.getRank());
      width = options.indexWidth;
      return success();
    }
    if (auto vector = llvm::dyn_cast<VectorType>(type)) {
      if (vector.isScalable())
        return failure();
      int64_t n = 1;
      for (int64_t dim : vector.getShape())
        n *= dim;
      if (n <= 0 || n > 4096)
        return failure();
      lanes = unsigned(n);
      element = vector.getElementType();
    }
    if (auto integer = llvm::dyn_cast<IntegerType>(element)) {
      width = integer.getWidth();
      return success(width > 0);
    }
    if (auto fp = llvm::dyn_cast<FloatType>(element)) {
      width = fp.getWidth();
      return success(SmtDomain::supportsFormat(fp.getFloatSemantics()));
    }
    if (llvm::isa<IndexType>(element)) {
      width = options.indexWidth;
      return success();
    }
    return failure();
  }

  LogicalResult checkType(Operation *op, Type type) {
    unsigned lanes, width;
    if (succeeded(getLayout(type, lanes, width)))
      return success();
    return op->emitError() << "the validator does not model values of type "
                           << type;
  }

  const SymValue &get(Value v) {
    auto it = env.find(v);
    assert(it != env.end() && "value used before it is encoded");
    return it->second;
  }

  IntV lane(const SymValue &v, unsigned i) {
    const SymLane &l = v.lanes[v.lanes.size() == 1 ? 0 : i];
    return {l.bits, l.poison};
  }

  static SymLane toLane(const IntV &v) { return {v.bits, v.poison, {}}; }
  static SymLane toLane(const FltV &v) { return {{}, v.poison, v.bits}; }

  FltV flane(const SymValue &v, unsigned i) {
    const SymLane &l = v.lanes[v.lanes.size() == 1 ? 0 : i];
    return {l.fp, l.poison};
  }

  /// The format of `type`'s elements when they are floats, else null.
  static const llvm::fltSemantics *getFloatSemantics(Type type) {
    if (auto vector = llvm::dyn_cast<VectorType>(type))
      type = vector.getElementType();
    if (auto fp = llvm::dyn_cast<FloatType>(type))
      return &fp.getFloatSemantics();
    return nullptr;
  }

  SmtBool falseTerm() { return d.boolConstant(false); }

  SymValue select(const SmtBool &c, const SymValue &a, const SymValue &b) {
    if (d.getConstant(c) == true)
      return a;
    SymValue r{a.type, {}};
    bool isFloat = getFloatSemantics(a.type);
    for (unsigned i = 0; i < a.lanes.size(); ++i) {
      const SymLane &x = a.lanes[i], &y = b.lanes[i];
      SmtBool poison = SmtDomain::sameTerm(x.poison, y.poison)
                           ? x.poison
                           : d.select(c, x.poison, y.poison);
      if (isFloat) {
        r.lanes.push_back(
            {{},
             poison,
             SmtDomain::sameTerm(x.fp, y.fp) ? x.fp : d.select(c, x.fp, y.fp)});
        continue;
      }
      r.lanes.push_back({SmtDomain::sameTerm(x.bits, y.bits)
                             ? x.bits
                             : d.select(c, x.bits, y.bits),
                         poison,
                         {}});
    }
    return r;
  }

  /// A value of `type` whose every lane is poison.
  SymValue poisonValue(Type type) {
    unsigned lanes = 1, width = 1;
    (void)getLayout(type, lanes, width);
    SymValue r{type, {}};
    const llvm::fltSemantics *fs = getFloatSemantics(type);
    for (unsigned i = 0; i < lanes; ++i) {
      if (fs)
        r.lanes.push_back({{},
                           d.boolConstant(true),
                           d.fpConstant(llvm::APFloat::getZero(*fs))});
      else
        r.lanes.push_back({d.constant(width, 0), d.boolConstant(true), {}});
    }
    return r;
  }

  //===--- Undefined behaviour and bounds --------------------------------===//

  /// Moves the domain's new ub() conditions under the current path.
  void collectDomainUB() {
    unsigned n = d.getNumUBConditions();
    if (n == ubMark)
      return;
    ubTerms.push_back(pc && d.getUBCondition(ubMark));
    ubMark = n;
  }

  void raiseUB(const SmtBool &cause) { ubTerms.push_back(pc && cause); }

  void exceedBound(const SmtBool &cause) { beyondTerms.push_back(pc && cause); }

  static SmtBool disjunction(SmtDomain &d, llvm::ArrayRef<SmtBool> terms) {
    SmtBool r = d.boolConstant(false);
    for (const SmtBool &t : terms)
      r = r || t;
    return r;
  }

  //===--- Elementwise ops -----------------------------------------------===//

  using LaneFn =
      std::function<llvm::SmallVector<IntV, 2>(llvm::ArrayRef<IntV>)>;
  using RawLaneFn =
      std::function<llvm::SmallVector<SymLane, 2>(llvm::ArrayRef<SymLane>)>;

  /// Applies `fn` to the lanes of the operands as they are (integer or
  /// float; a scalar operand is broadcast) and binds the results.
  LogicalResult mapRawLanes(Operation *op, const RawLaneFn &fn) {
    if (failed(checkTypes(op)))
      return failure();
    unsigned lanes = 1, width = 0;
    (void)getLayout(op->getResult(0).getType(), lanes, width);
    llvm::SmallVector<SymValue, 2> results;
    for (Value r : op->getResults())
      results.push_back(SymValue{r.getType(), {}});
    llvm::SmallVector<SymLane, 3> args;
    for (unsigned i = 0; i < lanes; ++i) {
      args.clear();
      for (Value v : op->getOperands()) {
        const SymValue &sv = get(v);
        args.push_back(sv.lanes[sv.lanes.size() == 1 ? 0 : i]);
      }
      llvm::SmallVector<SymLane, 2> out = fn(args);
      for (unsigned k = 0; k < results.size(); ++k)
        results[k].lanes.push_back(out[k]);
    }
    for (unsigned k = 0; k < results.size(); ++k)
      env[op->getResult(k)] = std::move(results[k]);
    return success();
  }

  /// Applies `fn` to each lane of the operands as integers (a scalar
  /// operand is broadcast) and binds the results.
  LogicalResult mapLanes(Operation *op, const LaneFn &fn) {
    llvm::SmallVector<IntV, 3> ints;
    return mapRawLanes(op, [&](llvm::ArrayRef<SymLane> lanes) {
      ints.clear();
      for (const SymLane &l : lanes)
        ints.push_back({l.bits, l.poison});
      llvm::SmallVector<SymLane, 2> out;
      for (const IntV &v : fn(ints))
        out.push_back(toLane(v));
      return out;
    });
  }

  /// The element bit width of `op`'s result `i`.
  unsigned resultWidth(Operation *op, unsigned i = 0) {
    unsigned lanes = 1, width = 0;
    (void)getLayout(op->getResult(i).getType(), lanes, width);
    return width;
  }

  //===--- Constants ------------------------------------------------------===//

  LogicalResult encodeConstant(Operation *op) {
    Type type = op->getResult(0).getType();
    if (failed(checkType(op, type)))
      return failure();
    unsigned lanes = 1, width = 0;
    (void)getLayout(type, lanes, width);
    Attribute value = op->getInherentAttr("value");
    SymValue r{type, {}};
    auto push = [&](llvm::APInt v) {
      v = v.sextOrTrunc(width);
      r.lanes.push_back({d.constant(v), d.boolConstant(false)});
    };
    if (const llvm::fltSemantics *fs = getFloatSemantics(type)) {
      llvm::SmallVector<llvm::APFloat> values;
      if (auto f = llvm::dyn_cast_or_null<FloatAttr>(value))
        values.push_back(f.getValue());
      else if (auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(value))
        values = dense.getValues<llvm::APFloat>();
      if (values.empty())
        return op->emitError() << "the validator cannot read this constant";
      (void)fs;
      for (unsigned i = 0; i < lanes; ++i)
        r.lanes.push_back({{},
                           d.boolConstant(false),
                           d.fpConstant(values[values.size() == 1 ? 0 : i])});
    } else if (op->getName().getStringRef() == "index.bool.constant") {
      auto b = llvm::dyn_cast_or_null<IntegerAttr>(value);
      push(llvm::APInt(1, b && !b.getValue().isZero()));
    } else if (auto i = llvm::dyn_cast_or_null<IntegerAttr>(value)) {
      push(i.getValue());
    } else if (auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(value)) {
      llvm::SmallVector<llvm::APInt> values = dense.getValues<llvm::APInt>();
      if (values.empty())
        return op->emitError() << "the validator cannot read this constant";
      for (unsigned i = 0; i < lanes; ++i)
        push(values[dense.isSplat() ? 0 : i]);
    } else {
      return op->emitError() << "the validator cannot read this constant";
    }
    env[op->getResult(0)] = std::move(r);
    return success();
  }

  //===--- Regions and control flow --------------------------------------===//

  /// Encodes the ops of `block` (not its terminator) in order.
  LogicalResult encodeOps(Block &block) {
    for (Operation &op : block) {
      if (&op == &block.back())
        break;
      if (failed(encodeOp(&op)))
        return failure();
      collectDomainUB();
    }
    return success();
  }

  /// Encodes `region` entered with `args` under the current path; its ways
  /// out (terminators that are not branches) go to `exits`. Leaves `env`
  /// and `pc` as they were.
  LogicalResult encodeRegion(Region &region, llvm::ArrayRef<SymValue> args,
                             llvm::SmallVectorImpl<Exit> &exits) {
    SmtBool savedPc = pc;
    Env saved = region.hasOneBlock() ? Env() : env;
    LogicalResult result = region.hasOneBlock()
                               ? encodeSingleBlock(region.front(), args, exits)
                               : encodeCFG(region, args, exits);
    pc = savedPc;
    if (!region.hasOneBlock())
      env = std::move(saved);
    return result;
  }

  LogicalResult encodeSingleBlock(Block &block, llvm::ArrayRef<SymValue> args,
                                  llvm::SmallVectorImpl<Exit> &exits) {
    for (auto [arg, value] : llvm::zip(block.getArguments(), args))
      env[arg] = value;
    if (failed(encodeOps(block)))
      return failure();
    Operation *term = &block.back();
    if (term->getNumSuccessors())
      return term->emitError()
             << "a branch in a single-block region has nowhere to go";
    return encodeExit(term, exits);
  }

  /// Records a terminator that leaves its region.
  LogicalResult encodeExit(Operation *term,
                           llvm::SmallVectorImpl<Exit> &exits) {
    llvm::StringRef name = term->getName().getStringRef();
    if (name == "scf.forall.in_parallel" && term->getNumRegions() &&
        !term->getRegion(0).empty() && !term->getRegion(0).front().empty())
      return term->emitError()
             << "the validator does not model parallel inserts into scf.forall "
                "shared outputs (they need the tensor dialect)";
    if (name != "func.return" && name != "scf.yield" &&
        name != "scf.condition" && name != "scf.reduce" &&
        name != "scf.reduce.return" && name != "scf.forall.in_parallel" &&
        name != "memref.alloca_scope.return")
      return term->emitError()
             << "the validator does not model the terminator '" << name << "'";
    Exit exit{pc, term, {}};
    for (Value v : term->getOperands()) {
      if (failed(checkType(term, v.getType())))
        return failure();
      exit.operands.push_back(get(v));
    }
    exits.push_back(std::move(exit));
    return success();
  }

  /// An edge into a block instance.
  struct Incoming {
    SmtBool pc;
    llvm::SmallVector<SymValue, 2> args;
    Env env;
  };

  LogicalResult encodeCFG(Region &region, llvm::ArrayRef<SymValue> args,
                          llvm::SmallVectorImpl<Exit> &exits) {
    // Reverse post-order of the blocks reachable from the entry; an edge to
    // a block not later in it is a back edge.
    llvm::DenseMap<Block *, unsigned> order;
    llvm::SmallVector<Block *, 8> rpo;
    {
      llvm::SmallVector<Block *, 8> post;
      llvm::DenseMap<Block *, bool> visited;
      llvm::SmallVector<std::pair<Block *, unsigned>, 8> stack;
      stack.push_back({&region.front(), 0});
      visited[&region.front()] = true;
      while (!stack.empty()) {
        auto &[block, next] = stack.back();
        Operation *term = block->empty() ? nullptr : &block->back();
        unsigned numSucc = term ? term->getNumSuccessors() : 0;
        if (next < numSucc) {
          Block *succ = term->getSuccessor(next++);
          if (!visited[succ]) {
            visited[succ] = true;
            stack.push_back({succ, 0});
          }
          continue;
        }
        post.push_back(block);
        stack.pop_back();
      }
      rpo.assign(post.rbegin(), post.rend());
      for (unsigned i = 0; i < rpo.size(); ++i)
        order[rpo[i]] = i;
    }
    unsigned numBackEdges = 0;
    for (Block *b : rpo)
      for (unsigned i = 0, e = b->back().getNumSuccessors(); i < e; ++i)
        if (order[b->back().getSuccessor(i)] <= order[b])
          ++numBackEdges;
    unsigned maxCount = options.unroll * numBackEdges;

    // Pending edges into each (count, block) instance.
    std::map<std::pair<unsigned, unsigned>, std::vector<Incoming>> pending;
    pending[{0, 0}].push_back(Incoming{
        pc, llvm::SmallVector<SymValue, 2>(args.begin(), args.end()), env});
    while (!pending.empty()) {
      auto it = pending.begin();
      auto [count, index] = it->first;
      std::vector<Incoming> edges = std::move(it->second);
      pending.erase(it);
      Block *block = rpo[index];

      // Enter the instance: merge the edges.
      pc = edges.back().pc;
      env = std::move(edges.back().env);
      llvm::SmallVector<SymValue, 2> blockArgs = edges.back().args;
      for (int i = int(edges.size()) - 2; i >= 0; --i) {
        Incoming &e = edges[i];
        for (auto &[key, value] : e.env) {
          auto found = env.find(key);
          if (found == env.end())
            env[key] = value;
          else
            found->second = select(e.pc, value, found->second);
        }
        for (unsigned a = 0; a < blockArgs.size(); ++a)
          blockArgs[a] = select(e.pc, e.args[a], blockArgs[a]);
        pc = e.pc || pc;
      }
      for (auto [arg, value] : llvm::zip(block->getArguments(), blockArgs))
        env[arg] = value;
      if (failed(encodeOps(*block)))
        return failure();

      Operation *term = &block->back();
      if (!term->getNumSuccessors()) {
        if (failed(encodeExit(term, exits)))
          return failure();
        continue;
      }
      llvm::SmallVector<std::pair<SmtBool, unsigned>, 4> edgesOut;
      if (failed(encodeBranch(term, edgesOut)))
        return failure();
      const BranchOpInterface *branch = getBranchOpInterface(term);
      SmtBool blockPc = pc;
      for (auto &[cond, succIndex] : edgesOut) {
        Block *succ = term->getSuccessor(succIndex);
        unsigned succOrder = order[succ];
        bool back = succOrder <= index;
        SmtBool edgePc = blockPc && cond;
        if (d.getConstant(edgePc) == false)
          continue;
        if (back && count + 1 > maxCount) {
          beyondTerms.push_back(edgePc);
          continue;
        }
        Incoming in{edgePc, {}, env};
        auto [begin, size] = branch->getSuccessorOperands(term, succIndex);
        for (unsigned k = 0; k < size; ++k) {
          Value v = term->getOperand(begin + k);
          if (failed(checkType(term, v.getType())))
            return failure();
          in.args.push_back(get(v));
        }
        pending[{back ? count + 1 : count, succOrder}].push_back(std::move(in));
      }
    }
    return success();
  }

  /// The condition under which `term` (a cf branch) takes each successor.
  LogicalResult
  encodeBranch(Operation *term,
               llvm::SmallVectorImpl<std::pair<SmtBool, unsigned>> &edges) {
    llvm::StringRef name = term->getName().getStringRef();
    if (name == "cf.br") {
      edges.push_back({d.boolConstant(true), 0});
      return success();
    }
    if (name == "cf.cond_br") {
      IntV c = lane(get(term->getOperand(0)), 0);
      raiseUB(c.poison);
      SmtBool taken = sem::toBool(d, c.bits);
      edges.push_back({taken, 0});
      edges.push_back({!taken, 1});
      return success();
    }
    if (name == "cf.switch") {
      IntV flag = lane(get(term->getOperand(0)), 0);
      raiseUB(flag.poison);
      auto values = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
          term->getInherentAttr("case_values"));
      SmtBool none = d.boolConstant(true);
      if (values) {
        llvm::SmallVector<llvm::APInt> cases = values.getValues<llvm::APInt>();
        for (unsigned i = 0;
             i + 1 < term->getNumSuccessors() && i < cases.size(); ++i) {
          SmtBool hit =
              d.eq(flag.bits,
                   d.constant(cases[i].zextOrTrunc(flag.bits.getWidth())));
          // The first matching case wins.
          edges.push_back({none && hit, i + 1});
          none = none && !hit;
        }
      }
      edges.push_back({none, 0});
      return success();
    }
    return term->emitError()
           << "the validator does not model the branch '" << name << "'";
  }

  /// Binds `op`'s results to the merge of `exits`' operands (each exit's
  /// operands from `first` on).
  void bindMerged(Operation *op, llvm::ArrayRef<Exit> exits,
                  unsigned first = 0) {
    for (unsigned r = 0; r < op->getNumResults(); ++r) {
      if (exits.empty()) {
        env[op->getResult(r)] = poisonValue(op->getResult(r).getType());
        continue;
      }
      SymValue v = exits.back().operands[first + r];
      for (int i = int(exits.size()) - 2; i >= 0; --i)
        v = select(exits[i].pc, exits[i].operands[first + r], v);
      env[op->getResult(r)] = std::move(v);
    }
  }

  llvm::SmallVector<SymValue, 2> operandValues(Operation *op, unsigned begin,
                                               unsigned end) {
    llvm::SmallVector<SymValue, 2> values;
    for (unsigned i = begin; i < end; ++i)
      values.push_back(get(op->getOperand(i)));
    return values;
  }

  LogicalResult checkTypes(Operation *op) {
    for (Value v : op->getOperands())
      if (failed(checkType(op, v.getType())))
        return failure();
    for (Value v : op->getResults())
      if (failed(checkType(op, v.getType())))
        return failure();
    return success();
  }

  LogicalResult encodeIf(Operation *op) {
    IntV c = lane(get(op->getOperand(0)), 0);
    raiseUB(c.poison);
    SmtBool cond = sem::toBool(d, c.bits);
    SmtBool outer = pc;
    llvm::SmallVector<Exit, 2> exits;
    for (unsigned r = 0; r < 2; ++r) {
      Region &region = op->getRegion(r);
      SmtBool branchPc = outer && (r == 0 ? cond : !cond);
      if (region.empty()) {
        exits.push_back(Exit{branchPc, nullptr, {}});
        continue;
      }
      pc = branchPc;
      if (failed(encodeRegion(region, {}, exits)))
        return failure();
    }
    pc = outer;
    bindMerged(op, exits);
    return success();
  }

  LogicalResult encodeIndexSwitch(Operation *op) {
    IntV flag = lane(get(op->getOperand(0)), 0);
    raiseUB(flag.poison);
    auto cases =
        llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr("cases"));
    SmtBool outer = pc, none = d.boolConstant(true);
    llvm::SmallVector<Exit, 4> exits;
    unsigned numCases = op->getNumRegions() - 1;
    for (unsigned i = 0; i <= numCases; ++i) {
      // Cases first (region i + 1), then the default (region 0).
      SmtBool taken = none;
      Region *region = &op->getRegion(0);
      if (i < numCases) {
        int64_t value = cases && i < cases.size() ? cases[i] : 0;
        SmtBool hit =
            d.eq(flag.bits,
                 d.constant(llvm::APInt(flag.bits.getWidth(), value, true)));
        taken = none && hit;
        none = none && !hit;
        region = &op->getRegion(i + 1);
      }
      pc = outer && taken;
      if (failed(encodeRegion(*region, {}, exits)))
        return failure();
    }
    pc = outer;
    bindMerged(op, exits);
    return success();
  }

  LogicalResult encodeExecuteRegion(Operation *op) {
    llvm::SmallVector<Exit, 2> exits;
    if (failed(encodeRegion(op->getRegion(0), {}, exits)))
      return failure();
    bindMerged(op, exits);
    return success();
  }

  /// memref.alloca_scope: its region once, the allocas made in it dying
  /// when it ends.
  LogicalResult encodeAllocaScope(Operation *op) {
    llvm::SmallVector<Exit, 2> exits;
    pushAllocaScope();
    LogicalResult result = encodeRegion(op->getRegion(0), {}, exits);
    popAllocaScope();
    if (failed(result))
      return failure();
    bindMerged(op, exits);
    return success();
  }

  LogicalResult encodeFor(Operation *op) {
    if (failed(checkTypes(op)))
      return failure();
    IntV lb = lane(get(op->getOperand(0)), 0);
    IntV ub = lane(get(op->getOperand(1)), 0);
    IntV step = lane(get(op->getOperand(2)), 0);
    raiseUB(lb.poison || ub.poison || step.poison);
    raiseUB(d.sle(step.bits, sem::zeroLike(d, step.bits)));
    llvm::SmallVector<SymValue, 2> iter =
        operandValues(op, 3, op->getNumOperands());
    SmtBool outer = pc;
    SmtBool running = d.slt(lb.bits, ub.bits);
    SmtBV iv = lb.bits;
    Region &body = op->getRegion(0);
    for (unsigned i = 0; i < options.unroll; ++i) {
      if (d.getConstant(outer && running) == false)
        break;
      pc = outer && running;
      llvm::SmallVector<SymValue, 2> args;
      args.push_back(
          SymValue{op->getOperand(0).getType(), {{iv, d.boolConstant(false)}}});
      args.append(iter.begin(), iter.end());
      llvm::SmallVector<Exit, 1> exits;
      pushAllocaScope();
      if (failed(encodeRegion(body, args, exits)))
        return failure();
      popAllocaScope();
      for (unsigned k = 0; k < iter.size(); ++k)
        iter[k] = select(running, exits.front().operands[k], iter[k]);
      SmtBV next = d.add(iv, step.bits);
      SmtBool overflow = d.addOverflowsSigned(iv, step.bits);
      running = running && !overflow && d.slt(next, ub.bits);
      iv = next;
    }
    pc = outer;
    if (d.getConstant(outer && running) != false)
      exceedBound(running);
    for (unsigned k = 0; k < iter.size(); ++k)
      env[op->getResult(k)] = iter[k];
    return success();
  }

  /// scf.forall's bounds, lower/upper/step (part 0/1/2), per dimension:
  /// the static value where there is one, else its operand.
  LogicalResult getForallBounds(Operation *op, unsigned rank,
                                llvm::SmallVector<IntV, 4> (&bounds)[3]) {
    scf::ForallOp forall(op);
    for (unsigned part = 0; part < 3; ++part) {
      for (unsigned i = 0; i < rank; ++i) {
        std::optional<int64_t> c = part == 0   ? forall.getConstantLowerBound(i)
                                   : part == 1 ? forall.getConstantUpperBound(i)
                                               : forall.getConstantStep(i);
        if (c) {
          bounds[part].push_back(
              {d.constant(llvm::APInt(options.indexWidth, *c, true)),
               d.boolConstant(false)});
          continue;
        }
        Value v = part == 0   ? forall.getLowerBoundValue(i)
                  : part == 1 ? forall.getUpperBoundValue(i)
                              : forall.getStepValue(i);
        if (!v)
          return op->emitError() << "malformed scf.forall bounds";
        bounds[part].push_back(lane(get(v), 0));
      }
    }
    return success();
  }

  /// Whether the order of a parallel loop's iterations may change what it
  /// does. It cannot when every reduction is one integer op that is
  /// associative and commutative applied to the two values, and the body
  /// writes memory only through memref.store, with every load and store on
  /// one memref at one list of indices that holds every induction variable
  /// (each iteration then has elements of its own), and calls nothing.
  static bool orderMatters(Operation *loop, Block &body, unsigned rank) {
    static const llvm::StringSet<> reductions = {
        "arith.addi",  "arith.muli",  "arith.andi",  "arith.ori",  "arith.xori",
        "arith.maxsi", "arith.minsi", "arith.maxui", "arith.minui"};
    Operation *term = &body.back();
    if (term->getName().getStringRef() == "scf.reduce") {
      for (Region &r : term->getRegions()) {
        Block &b = r.front();
        Operation &combine = b.front();
        if (b.getNumArguments() != 2 || &combine == &b.back() ||
            combine.getNextNode() != &b.back() ||
            !reductions.contains(combine.getName().getStringRef()) ||
            combine.getNumOperands() != 2 ||
            b.back().getOperand(0) != combine.getResult(0))
          return true;
        for (Value v : combine.getOperands())
          if (!llvm::is_contained(b.getArguments(), v))
            return true;
      }
    }
    bool otherWriter = false, nonUniform = false, writes = false, first = true;
    Value memref;
    llvm::SmallVector<Value, 4> indices;
    loop->walk([&](Operation *op) {
      if (op == loop)
        return;
      llvm::StringRef name = op->getName().getStringRef();
      bool isLoad = name == "memref.load", isStore = name == "memref.store";
      if (!isLoad && !isStore) {
        otherWriter |= name == "memref.copy" || name == "memref.atomic_rmw" ||
                       name == "memref.generic_atomic_rmw" ||
                       name == "memref.dealloc" || name == "memref.realloc" ||
                       name == "memref.dma_start" || name == "func.call" ||
                       name == "func.call_indirect";
        return;
      }
      writes |= isStore;
      unsigned m = isStore ? 1 : 0;
      Value mem = op->getOperand(m);
      llvm::SmallVector<Value, 4> idx;
      for (unsigned i = m + 1; i < op->getNumOperands(); ++i)
        idx.push_back(op->getOperand(i));
      if (first) {
        memref = mem;
        indices = idx;
        first = false;
        for (unsigned k = 0; k < rank; ++k)
          nonUniform |= !llvm::is_contained(idx, body.getArgument(k));
        return;
      }
      nonUniform |= mem != memref || idx != indices;
    });
    // Loads alone cannot see the order.
    return otherWriter || (writes && nonUniform);
  }

  /// scf.parallel and scf.forall, as the interpreter runs them: one
  /// iteration after another in row-major order (the last dimension
  /// fastest), each an allocation scope; scf.reduce folds each operand
  /// into its result in that order. The ops leave the order open: where it
  /// can matter (orderMatters) the verdict names the approximation. At
  /// most `unroll` iterations in all.
  LogicalResult encodeParallel(Operation *op) {
    if (failed(checkTypes(op)))
      return failure();
    bool isForall = op->getName().getStringRef() == "scf.forall";
    Region &body = op->getRegion(0);
    Block &block = body.front();
    llvm::SmallVector<IntV, 4> bounds[3];
    llvm::SmallVector<SymValue, 2> acc;
    unsigned rank;
    if (isForall) {
      OperandRange outs = getOperandSegment(op, 3);
      if (!outs.empty())
        return op->emitError() << "the validator does not model scf.forall "
                                  "shared outputs (they need the tensor "
                                  "dialect, which Assay does not have)";
      rank = block.getNumArguments();
      if (failed(getForallBounds(op, rank, bounds)))
        return failure();
    } else {
      for (unsigned part = 0; part < 3; ++part)
        for (Value v : getOperandSegment(op, part))
          bounds[part].push_back(lane(get(v), 0));
      rank = bounds[0].size();
      for (Value v : getOperandSegment(op, 3))
        acc.push_back(get(v));
    }
    if (orderMatters(op, block, rank))
      approximations.insert(
          (op->getName().getStringRef() +
           " iterations run in one order (row-major), which the op leaves "
           "open")
              .str());
    SmtBool running = d.boolConstant(true);
    for (unsigned k = 0; k < rank; ++k) {
      const IntV &lb = bounds[0][k], &ub = bounds[1][k], &step = bounds[2][k];
      raiseUB(lb.poison || ub.poison || step.poison);
      raiseUB(d.sle(step.bits, sem::zeroLike(d, step.bits)));
      running = running && d.slt(lb.bits, ub.bits);
    }
    llvm::SmallVector<SmtBV, 4> ivs;
    for (unsigned k = 0; k < rank; ++k)
      ivs.push_back(bounds[0][k].bits);
    SmtBool outer = pc;
    for (unsigned i = 0; i < options.unroll; ++i) {
      if (d.getConstant(outer && running) == false)
        break;
      pc = outer && running;
      llvm::SmallVector<SymValue, 4> args;
      for (unsigned k = 0; k < rank; ++k)
        args.push_back(SymValue{block.getArgument(k).getType(),
                                {{ivs[k], d.boolConstant(false)}}});
      llvm::SmallVector<Exit, 1> exits;
      pushAllocaScope();
      if (failed(encodeRegion(body, args, exits)))
        return failure();
      // The reductions, under the terminator's path condition.
      Operation *term = exits.front().terminator;
      if (!acc.empty()) {
        pc = exits.front().pc;
        for (unsigned j = 0; j < acc.size(); ++j) {
          llvm::SmallVector<SymValue, 2> pair = {acc[j],
                                                 exits.front().operands[j]};
          llvm::SmallVector<Exit, 1> folded;
          if (failed(encodeRegion(term->getRegion(j), pair, folded)))
            return failure();
          acc[j] = select(running, folded.front().operands[0], acc[j]);
        }
      }
      popAllocaScope();
      // The next point: the last dimension steps, carrying into the ones
      // before it when it reaches its bound.
      SmtBool carry = d.boolConstant(true);
      for (unsigned k = rank; k-- > 0;) {
        SmtBV next = d.add(ivs[k], bounds[2][k].bits);
        SmtBool fits = !d.addOverflowsSigned(ivs[k], bounds[2][k].bits) &&
                       d.slt(next, bounds[1][k].bits);
        ivs[k] =
            d.select(carry, d.select(fits, next, bounds[0][k].bits), ivs[k]);
        carry = carry && !fits;
      }
      running = running && !carry;
    }
    pc = outer;
    if (d.getConstant(outer && running) != false)
      exceedBound(running);
    for (unsigned j = 0; j < acc.size(); ++j)
      env[op->getResult(j)] = acc[j];
    return success();
  }

  LogicalResult encodeWhile(Operation *op) {
    if (failed(checkTypes(op)))
      return failure();
    llvm::SmallVector<SymValue, 2> state =
        operandValues(op, 0, op->getNumOperands());
    SmtBool outer = pc;
    SmtBool running = d.boolConstant(true);
    llvm::SmallVector<Exit, 4> results;
    for (unsigned i = 0; i <= options.unroll; ++i) {
      if (d.getConstant(outer && running) == false)
        break;
      if (i == options.unroll) {
        beyondTerms.push_back(outer && running);
        break;
      }
      pc = outer && running;
      llvm::SmallVector<Exit, 1> before;
      if (failed(encodeRegion(op->getRegion(0), state, before)))
        return failure();
      Exit &cond = before.front();
      IntV c = lane(cond.operands[0], 0);
      pc = cond.pc;
      raiseUB(c.poison);
      SmtBool goOn = sem::toBool(d, c.bits);
      llvm::SmallVector<SymValue, 2> forwarded(cond.operands.begin() + 1,
                                               cond.operands.end());
      results.push_back(Exit{cond.pc && !goOn, nullptr, forwarded});
      pc = cond.pc && goOn;
      if (d.getConstant(pc) == false)
        break;
      llvm::SmallVector<Exit, 1> after;
      if (failed(encodeRegion(op->getRegion(1), forwarded, after)))
        return failure();
      state = after.front().operands;
      running = running && goOn;
    }
    pc = outer;
    bindMerged(op, results);
    return success();
  }

  LogicalResult encodeCall(Operation *op) {
    if (failed(checkTypes(op)))
      return failure();
    return encodeCallOf(op,
                        llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
                            op->getInherentAttr("callee")),
                        0);
  }

  /// func.call_indirect of a func.constant: the call of that function. (A
  /// function value from anywhere else is not modelled; func.constant
  /// itself encodes nothing and is accepted only as such a callee.)
  LogicalResult encodeCallIndirect(Operation *op) {
    for (Value v : llvm::drop_begin(op->getOperands()))
      if (failed(checkType(op, v.getType())))
        return failure();
    for (Value v : op->getResults())
      if (failed(checkType(op, v.getType())))
        return failure();
    Operation *def = op->getOperand(0).getDefiningOp();
    if (!def || def->getName().getStringRef() != "func.constant")
      return op->emitError() << "the validator models func.call_indirect "
                                "only of a func.constant";
    return encodeCallOf(op,
                        llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
                            def->getInherentAttr("value")),
                        1);
  }

  LogicalResult encodeFunctionConstant(Operation *op) {
    for (OpOperand &use : op->getResult(0).getUses())
      if (use.getOwner()->getName().getStringRef() != "func.call_indirect" ||
          use.getOperandNumber() != 0)
        return op->emitError() << "the validator models func.constant only "
                                  "as the callee of func.call_indirect";
    return success();
  }

  /// A call of `callee` with `op`'s operands from `firstArg` on: the
  /// callee's body inlined, or an uninterpreted function without one.
  LogicalResult encodeCallOf(Operation *op, FlatSymbolRefAttr callee,
                             unsigned firstArg) {
    Operation *fn =
        callee ? SymbolTable::lookupNearestSymbolFrom(op, callee.getAttr())
               : nullptr;
    if (!fn || fn->getName().getStringRef() != "func.func")
      return op->emitError() << "the validator cannot find the callee";
    llvm::SmallVector<SymValue, 2> args =
        operandValues(op, firstArg, op->getNumOperands());
    if (fn->getRegion(0).empty())
      return encodeExternalCall(op, callee.getValue(), args);
    if (inlineDepth >= options.unroll) {
      exceedBound(d.boolConstant(true));
      for (Value r : op->getResults())
        env[r] = poisonValue(r.getType());
      return success();
    }
    // The callee may be the caller itself: its values must not overwrite
    // the caller's.
    ++inlineDepth;
    Env saved = env;
    llvm::SmallVector<Exit, 2> exits;
    pushAllocaScope();
    LogicalResult result = encodeRegion(fn->getRegion(0), args, exits);
    popAllocaScope();
    env = std::move(saved);
    --inlineDepth;
    if (failed(result))
      return failure();
    bindMerged(op, exits);
    return success();
  }

  /// A function without a body: each result lane (bits and poison) is an
  /// uninterpreted function of the arguments' bits and poison, so equal
  /// calls give equal results; the call may raise undefined behaviour,
  /// another uninterpreted predicate of the same arguments.
  LogicalResult encodeExternalCall(Operation *op, llvm::StringRef name,
                                   llvm::ArrayRef<SymValue> args) {
    llvm::SmallVector<SmtBV, 4> actuals;
    for (const SymValue &a : args)
      for (const SymLane &l : a.lanes) {
        actuals.push_back(l.bits);
        actuals.push_back(sem::fromBool(d, l.poison));
      }
    std::string base = ("call." + name).str();
    approximations.insert(
        ("@" + name + " (no body) as a pure function of its arguments").str());
    for (Value r : op->getResults())
      if (llvm::isa<MemRefType>(r.getType()))
        return op->emitError()
               << "the validator does not model memrefs returned by a "
                  "function without a body";
    // What the callee may read from memory is an argument too.
    llvm::SmallVector<smt::SmtArray, 4> memory = reachableMemory(op, args);
    raiseUB(d.applyPredicate(base + ".ub", actuals, memory));
    for (unsigned r = 0; r < op->getNumResults(); ++r) {
      Type type = op->getResult(r).getType();
      unsigned lanes = 1, width = 0;
      (void)getLayout(type, lanes, width);
      SymValue v{type, {}};
      for (unsigned l = 0; l < lanes; ++l) {
        std::string fnName =
            base + ".r" + std::to_string(r) + "." + std::to_string(l);
        v.lanes.push_back(
            {d.applyFunction(fnName, actuals, memory, width),
             d.applyPredicate(fnName + ".poison", actuals, memory)});
      }
      env[op->getResult(r)] = std::move(v);
    }
    havocMemory(op, name, args, actuals, memory);
    return success();
  }

  //===--- Dispatch -------------------------------------------------------===//

  LogicalResult encodeOp(Operation *op);
  static const OpEncoderTable &getTable();
};

/// Adds the memref ops' handlers (MemRefOps.cpp) to `table`.
void registerMemRefOps(OpEncoderTable &table);
/// The float ops of arith and math (FloatOps.cpp).
void registerFloatOps(OpEncoderTable &table);

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_ENCODERIMPL_H
