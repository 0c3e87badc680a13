//===- Encoder.cpp - A function as SMT terms, by symbolic execution -------===//
//
// Control flow is walked with an explicit worklist of block instances: an
// instance is a block together with the number of back edges taken to reach
// it, so a cycle in the CFG becomes a bounded chain of instances. Instances
// with the same count are visited in reverse post-order, every forward edge
// goes to a later block of the same count and every back edge to the next
// count, so an instance is complete (every edge into it known) when it is
// visited. Each edge carries the path condition and a snapshot of the values
// defined on its way, because the same block reached along paths through
// different iterations of an enclosing loop sees different values; the
// snapshots are merged with if-then-else when the instance is entered.
// Single-block regions (every scf region) skip all of this.
//
// Nested regions (scf ops) are encoded by recursion over their nesting,
// which is bounded by the input's depth like the verifier's own walk;
// inlined calls recurse up to EncoderOptions::unroll levels.
//
//===----------------------------------------------------------------------===//
#include "verify/tv/Encoder.h"

#include "dialects/arith/ArithAttributes.h"
#include "dialects/func/FuncOps.h"
#include "dialects/index/IndexAttributes.h"
#include "verify/tv/EncoderImpl.h"

using namespace assay;
using namespace assay::tv;
using smt::SmtBool;
using smt::SmtBV;
using smt::SmtDomain;

namespace {

using Impl = FunctionEncoder::Impl;

arith::IntegerOverflowFlags overflowFlags(Operation *op) {
  if (auto f = llvm::dyn_cast_or_null<arith::IntegerOverflowFlagsAttr>(
          op->getInherentAttr("overflowFlags")))
    return f.getValue();
  return arith::IntegerOverflowFlags::none;
}

} // namespace

const OpEncoderTable &Impl::getTable() {
  static const OpEncoderTable table = [] {
    OpEncoderTable t;
    using L = llvm::ArrayRef<IntV>;
    using R = llvm::SmallVector<IntV, 2>;
#define LANES(NAME, ...)                                                       \
  t[NAME] = [](Impl &e, Operation *op) {                                       \
    SmtDomain &d = e.d;                                                        \
    (void)d;                                                                   \
    return e.mapLanes(op, [&](L a) -> R { __VA_ARGS__; });                     \
  };
#define BIN(NAME, CALL) LANES(NAME, return {CALL(d, a[0], a[1])})
#define BINF(NAME, CALL)                                                       \
  LANES(NAME, return {CALL(d, a[0], a[1], overflowFlags(op))})
#define PAIR(NAME, CALL)                                                       \
  LANES(NAME, auto p = CALL(d, a[0], a[1]); return {p.first, p.second})
#define CAST(NAME, CALL) LANES(NAME, return {CALL(d, a[0], e.resultWidth(op))})
#define UN(NAME, CALL) LANES(NAME, return {CALL(d, a[0])})
    BINF("arith.addi", as::addi)
    BINF("arith.subi", as::subi)
    BINF("arith.muli", as::muli)
    BINF("arith.shli", as::shli)
    BIN("arith.divui", as::divui)
    BIN("arith.divsi", as::divsi)
    BIN("arith.ceildivui", as::ceildivui)
    BIN("arith.ceildivsi", as::ceildivsi)
    BIN("arith.floordivsi", as::floordivsi)
    BIN("arith.remui", as::remui)
    BIN("arith.remsi", as::remsi)
    BIN("arith.andi", as::andi)
    BIN("arith.ori", as::ori)
    BIN("arith.xori", as::xori)
    BIN("arith.shrui", as::shrui)
    BIN("arith.shrsi", as::shrsi)
    BIN("arith.maxsi", as::maxsi)
    BIN("arith.maxui", as::maxui)
    BIN("arith.minsi", as::minsi)
    BIN("arith.minui", as::minui)
    PAIR("arith.addui_extended", as::addui_extended)
    PAIR("arith.mulsi_extended", as::mulsi_extended)
    PAIR("arith.mului_extended", as::mului_extended)
    LANES("arith.cmpi",
          return {as::cmpi(d, arith::CmpIPredicate(intAttr(op, "predicate")),
                           a[0], a[1])})
    CAST("arith.extsi", as::extsi)
    CAST("arith.extui", as::extui)
    CAST("arith.trunci", as::trunci)
    CAST("arith.index_cast", as::index_cast)
    CAST("arith.index_castui", as::index_castui)
    LANES("arith.select", return {as::select(d, a[0], a[1], a[2])})
    BIN("index.add", is::add)
    BIN("index.sub", is::sub)
    BIN("index.mul", is::mul)
    BIN("index.divs", is::divs)
    BIN("index.divu", is::divu)
    BIN("index.ceildivs", is::ceildivs)
    BIN("index.ceildivu", is::ceildivu)
    BIN("index.floordivs", is::floordivs)
    BIN("index.rems", is::rems)
    BIN("index.remu", is::remu)
    BIN("index.maxs", is::maxs)
    BIN("index.maxu", is::maxu)
    BIN("index.mins", is::mins)
    BIN("index.minu", is::minu)
    BIN("index.shl", is::shl)
    BIN("index.shrs", is::shrs)
    BIN("index.shru", is::shru)
    BIN("index.and", is::and_)
    BIN("index.or", is::or_)
    BIN("index.xor", is::xor_)
    CAST("index.casts", is::casts)
    CAST("index.castu", is::castu)
    UN("math.absi", ms::absi)
    UN("math.ctlz", ms::ctlz)
    UN("math.cttz", ms::cttz)
    UN("math.ctpop", ms::ctpop)
    BIN("math.ipowi", ms::ipowi)
#undef LANES
#undef BIN
#undef BINF
#undef PAIR
#undef CAST
#undef UN
    t["index.cmp"] = [](Impl &e, Operation *op) {
      auto p = llvm::dyn_cast_or_null<index::IndexCmpPredicateAttr>(
          op->getInherentAttr("pred"));
      if (!p)
        return LogicalResult(op->emitError()
                             << "index.cmp without a predicate");
      arith::CmpIPredicate pred = arith::CmpIPredicate(p.getValue());
      return e.mapLanes(op, [&](llvm::ArrayRef<IntV> a) {
        return llvm::SmallVector<IntV, 2>{is::cmp(e.d, pred, a[0], a[1])};
      });
    };
    t["index.sizeof"] = [](Impl &e, Operation *op) {
      IntV v = is::sizeof_(e.d, e.options.indexWidth);
      e.env[op->getResult(0)] =
          SymValue{op->getResult(0).getType(), {toLane(v)}};
      return success();
    };
    t["arith.constant"] = [](Impl &e, Operation *op) {
      return e.encodeConstant(op);
    };
    t["index.constant"] = t["arith.constant"];
    t["index.bool.constant"] = t["arith.constant"];
    t["ub.poison"] = [](Impl &e, Operation *op) {
      if (failed(e.checkType(op, op->getResult(0).getType())))
        return failure();
      e.env[op->getResult(0)] = e.poisonValue(op->getResult(0).getType());
      return success();
    };
    t["arith.bitcast"] = [](Impl &e, Operation *op) {
      // Between integer types of one width: the bits unchanged.
      return e.mapLanes(op, [&](llvm::ArrayRef<IntV> a) {
        return llvm::SmallVector<IntV, 2>{as::bitcast(e.d, a[0])};
      });
    };
    t["scf.if"] = [](Impl &e, Operation *op) { return e.encodeIf(op); };
    t["scf.for"] = [](Impl &e, Operation *op) { return e.encodeFor(op); };
    t["scf.while"] = [](Impl &e, Operation *op) { return e.encodeWhile(op); };
    t["scf.parallel"] = [](Impl &e, Operation *op) {
      return e.encodeParallel(op);
    };
    t["scf.forall"] = t["scf.parallel"];
    t["scf.index_switch"] = [](Impl &e, Operation *op) {
      return e.encodeIndexSwitch(op);
    };
    t["scf.execute_region"] = [](Impl &e, Operation *op) {
      return e.encodeExecuteRegion(op);
    };
    t["func.call"] = [](Impl &e, Operation *op) { return e.encodeCall(op); };
    t["func.call_indirect"] = [](Impl &e, Operation *op) {
      return e.encodeCallIndirect(op);
    };
    t["func.constant"] = [](Impl &e, Operation *op) {
      return e.encodeFunctionConstant(op);
    };
    t["cf.assert"] = [](Impl &e, Operation *op) {
      IntV c = e.lane(e.get(op->getOperand(0)), 0);
      e.raiseUB(c.poison || !sem::toBool(e.d, c.bits));
      e.approximations.insert("a failing cf.assert as undefined behaviour");
      return success();
    };
    registerMemRefOps(t);
    registerFloatOps(t);
    return t;
  }();
  return table;
}

LogicalResult Impl::encodeOp(Operation *op) {
  const auto &table = getTable();
  auto it = table.find(op->getName().getStringRef());
  if (it == table.end())
    return op->emitError() << "the validator does not model '"
                           << op->getName().getStringRef() << "'";
  return it->second(*this, op);
}

//===----------------------------------------------------------------------===//
// FunctionEncoder
//===----------------------------------------------------------------------===//

FunctionEncoder::FunctionEncoder(SmtDomain &domain,
                                 const EncoderOptions &options)
    : impl(std::make_unique<Impl>(domain, options)) {}

FunctionEncoder::~FunctionEncoder() = default;

LogicalResult FunctionEncoder::getLayout(Type type, unsigned &lanes,
                                         unsigned &width) const {
  return impl->getLayout(type, lanes, width);
}

FailureOr<SymValue> FunctionEncoder::makeInput(Type type,
                                               llvm::StringRef name) {
  if (auto memref = llvm::dyn_cast<MemRefType>(type))
    return impl->makeMemRefInput(memref, name);
  unsigned lanes, width;
  if (failed(impl->getLayout(type, lanes, width)))
    return failure();
  SymValue v{type, {}};
  const llvm::fltSemantics *fs = Impl::getFloatSemantics(type);
  for (unsigned i = 0; i < lanes; ++i) {
    std::string laneName = name.str();
    if (lanes > 1)
      laneName += "[" + std::to_string(i) + "]";
    SymLane lane{impl->d.var(laneName, width),
                 impl->d.boolVar(laneName + ".poison"),
                 {}};
    // A float input is its encoding: every bit pattern is an input.
    if (fs)
      lane.fp = impl->d.bitsToFP(lane.bits, *fs);
    v.lanes.push_back(lane);
  }
  return v;
}

FailureOr<FunctionEncoding>
FunctionEncoder::encode(Operation *func, llvm::ArrayRef<SymValue> args) {
  Impl &e = *impl;
  e.pc = e.d.boolConstant(true);
  e.env.clear();
  e.ubTerms.clear();
  e.beyondTerms.clear();
  e.ubMark = e.d.getNumUBConditions();
  e.inlineDepth = 0;
  (void)e.d.takeChoices();
  if (failed(e.beginMemory(func)))
    return failure();
  llvm::SmallVector<Exit, 2> exits;
  e.pushAllocaScope();
  if (failed(e.encodeRegion(func->getRegion(0), args, exits)))
    return failure();
  e.popAllocaScope();
  FunctionEncoding out;
  out.ub = Impl::disjunction(e.d, e.ubTerms);
  out.beyondBound = Impl::disjunction(e.d, e.beyondTerms);
  out.mayExceedBound = e.d.getConstant(out.beyondBound) != false;
  llvm::ArrayRef<Type> resultTypes = func::FuncOp(func).getResultTypes();
  for (unsigned r = 0; r < resultTypes.size(); ++r) {
    // Where no path returns, the results are never looked at.
    if (exits.empty()) {
      out.results.push_back(e.poisonValue(resultTypes[r]));
      continue;
    }
    SymValue v = exits.back().operands[r];
    for (int i = int(exits.size()) - 2; i >= 0; --i)
      v = e.select(exits[i].pc, exits[i].operands[r], v);
    out.results.push_back(std::move(v));
  }
  out.memory.assign(e.buffers.begin(),
                    e.buffers.begin() + e.inputBuffers.size());
  out.choices = e.d.takeChoices();
  e.env.clear();
  return out;
}

std::vector<std::string> FunctionEncoder::getApproximations() const {
  std::set<std::string> all = impl->approximations;
  for (const std::string &a : impl->d.approximations())
    all.insert(a);
  if (impl->d.usedNaNBits())
    all.insert("NaN payloads and signs read as the canonical quiet NaN's");
  return {all.begin(), all.end()};
}

llvm::ArrayRef<SymBuffer> FunctionEncoder::getInputBuffers() const {
  return impl->inputBuffers;
}

smt::SmtBool FunctionEncoder::getInputAssumptions() const {
  if (!impl->inputAssumptions.getDomain())
    return impl->d.boolConstant(true);
  return impl->inputAssumptions;
}
