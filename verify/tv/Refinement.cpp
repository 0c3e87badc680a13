//===- Refinement.cpp - Does one function refine another? -----------------===//
//
// Both functions are encoded over one SMT domain from the same argument
// variables, so the queries relate them directly. Each query is a
// satisfiability question whose model is a counterexample; an unknown
// answer (a timeout, a solver error) is never turned into a refutation: the
// check goes on with the next query and the verdict is Unknown only if no
// query found a counterexample.
//
//===----------------------------------------------------------------------===//
#include "verify/tv/Refinement.h"

#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>

using namespace assay;
using namespace assay::tv;
using smt::SatResult;
using smt::SmtBool;
using smt::SmtDomain;

namespace {

using Clock = std::chrono::steady_clock;

/// The format of `type`'s elements when they are floats, else null.
const llvm::fltSemantics *getElementFormat(Type type) {
  if (auto shaped = llvm::dyn_cast<VectorType>(type))
    type = shaped.getElementType();
  if (auto memref = llvm::dyn_cast<MemRefType>(type))
    type = memref.getElementType();
  if (auto fp = llvm::dyn_cast<FloatType>(type))
    return &fp.getFloatSemantics();
  return nullptr;
}

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The concrete value of `v` in the solver's model.
ConcreteValue modelValue(SmtDomain &d, const SymValue &v) {
  ConcreteValue c{v.type, {}, {}};
  bool isFloat = getElementFormat(v.type);
  for (const SymLane &lane : v.lanes) {
    // A float input's lane keeps its encoding (NaN payload included); other
    // float lanes have only the value.
    c.lanes.push_back(isFloat && lane.bits.getWidth() == 0
                          ? d.modelValue(lane.fp).bitcastToAPInt()
                          : d.modelValue(lane.bits));
    c.poison.push_back(d.modelValue(lane.poison));
  }
  return c;
}

/// Whether two encodings of `type`'s elements are different data: for
/// floats any NaN is the same as any NaN (the model has one NaN), for
/// integers the bits.
bool differ(Type type, const llvm::APInt &a, const llvm::APInt &b) {
  if (const llvm::fltSemantics *fs = getElementFormat(type))
    if (llvm::APFloat(*fs, a).isNaN() && llvm::APFloat(*fs, b).isNaN())
      return false;
  return a != b;
}

/// The initial elements of the memref input `v` in the solver's model (the
/// first 64 at most), read through its descriptor: an argument that may
/// alias another shows the elements of the buffer it views.
ConcreteValue modelMemRef(SmtDomain &d, llvm::ArrayRef<SymBuffer> buffers,
                          const SymValue &v) {
  ConcreteValue c{v.type, {}, {}};
  uint64_t id = d.modelValue(v.lanes[0].bits).getZExtValue();
  llvm::APInt offset = d.modelValue(v.lanes[1].bits);
  unsigned rank = (v.lanes.size() - 3) / 2;
  uint64_t count = 1;
  for (unsigned i = 0; i < rank; ++i)
    count *= d.modelValue(v.lanes[2 + i].bits).getZExtValue();
  if (id >= buffers.size())
    return c;
  for (uint64_t i = 0; i < std::min<uint64_t>(count, 64); ++i) {
    smt::SmtBV at = d.constant(offset + i);
    c.lanes.push_back(d.modelValue(d.arrayRead(buffers[id].values, at)));
    c.poison.push_back(d.modelValue(d.arrayReadBool(buffers[id].poison, at)));
  }
  return c;
}

/// Writes `formula` as SMT-LIB 2 to `dir/name.kind.smt2`.
void writeQuery(SmtDomain &d, const SmtBool &formula,
                const CheckOptions &options, llvm::StringRef kind) {
  if (options.smtLibDir.empty())
    return;
  llvm::sys::fs::create_directories(options.smtLibDir);
  llvm::SmallString<128> path(options.smtLibDir);
  llvm::sys::path::append(path, options.queryName + "." + kind + ".smt2");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    llvm::errs() << "error: cannot write '" << path << "': " << ec.message()
                 << "\n";
    return;
  }
  os << "; " << options.queryName << ": " << kind
     << " query; sat means the transformation is wrong\n"
     << d.toSmtLib(formula);
}

/// Runs `fn` on `args` with the reference interpreter.
interp::RunOutcome replayOn(Operation *fn,
                            llvm::ArrayRef<interp::RuntimeValue> args) {
  interp::Interpreter interpreter(fn->getParentOp());
  return interpreter.runFunction(func::FuncOp(fn).getSymName(), args);
}

/// The most elements of a memref input the replay hands the interpreter.
constexpr uint64_t kMaxReplayElements = uint64_t(1) << 16;

/// The interpreter's arguments for the counterexample in the current model:
/// scalars and vectors as the model gives them, a memref argument as its
/// whole buffer (or as a view of an earlier argument's, where they alias).
/// Fails with the reason when the interpreter cannot be given them.
FailureOr<llvm::SmallVector<interp::RuntimeValue, 4>>
replayArguments(SmtDomain &d, llvm::ArrayRef<SymValue> args,
                llvm::ArrayRef<SymBuffer> buffers,
                llvm::ArrayRef<std::string> names, std::string &why) {
  llvm::SmallVector<interp::RuntimeValue, 4> out;
  for (auto [i, a] : llvm::enumerate(args)) {
    interp::RuntimeValue arg;
    arg.type = a.type;
    if (!llvm::isa<MemRefType>(a.type)) {
      ConcreteValue c = modelValue(d, a);
      arg.lanes.assign(c.lanes.begin(), c.lanes.end());
      arg.poison.assign(c.poison.begin(), c.poison.end());
      out.push_back(std::move(arg));
      continue;
    }
    // The descriptor: id, offset, sizes, strides, base (0 for an argument).
    uint64_t id = d.modelValue(a.lanes[0].bits).getZExtValue();
    llvm::APInt offset = d.modelValue(a.lanes[1].bits);
    unsigned rank = (a.lanes.size() - 3) / 2;
    uint64_t count = 1;
    for (unsigned k = 0; k < rank; ++k) {
      int64_t size = d.modelValue(a.lanes[2 + k].bits).getSExtValue();
      arg.shape.push_back(size);
      count *= uint64_t(std::max<int64_t>(size, 0));
    }
    if (id >= buffers.size()) {
      why = "a memref argument names no buffer";
      return failure();
    }
    if (buffers[id].name != names[i]) {
      // A view of an earlier argument's buffer.
      auto owner = llvm::find(names, buffers[id].name);
      arg.aliasOf = int(owner - names.begin());
      arg.aliasOffset = offset.getSExtValue();
      out.push_back(std::move(arg));
      continue;
    }
    if (count > kMaxReplayElements) {
      why = "a memref argument has more than " +
            std::to_string(kMaxReplayElements) + " elements";
      return failure();
    }
    for (uint64_t e = 0; e < count; ++e) {
      smt::SmtBV at = d.constant(offset + e);
      arg.lanes.push_back(d.modelValue(d.arrayRead(buffers[id].values, at)));
      arg.poison.push_back(
          d.modelValue(d.arrayReadBool(buffers[id].poison, at)));
    }
    out.push_back(std::move(arg));
  }
  return out;
}

ConcreteValue fromRuntime(const interp::RuntimeValue &v, Type type) {
  ConcreteValue c{type, {}, {}};
  for (unsigned i = 0; i < v.lanes.size(); ++i) {
    c.lanes.push_back(v.lanes[i]);
    c.poison.push_back(v.isPoison(i));
  }
  return c;
}

const char *describe(const interp::RunOutcome &o) {
  switch (o.status) {
  case interp::RunStatus::Ok:
    return "returned";
  case interp::RunStatus::UndefinedBehavior:
    return "had undefined behavior";
  case interp::RunStatus::Error:
    return "could not run";
  }
  return "";
}

/// Replays the counterexample in `v` (the interpreter's `args`, or
/// failure with `why`) on both functions and checks that it shows the
/// failure found. Returns false when it does not reproduce.
bool replay(Verdict &v, Operation *src, Operation *tgt,
            FailureOr<llvm::SmallVector<interp::RuntimeValue, 4>> args,
            llvm::StringRef why, bool usesTargetChoice) {
  if (v.indexWidth == 32) {
    v.replayNote = "not replayed: the interpreter runs index at 64 bits";
    return true;
  }
  if (failed(args)) {
    v.replayNote = ("not replayed: " + why).str();
    return true;
  }
  interp::RunOutcome s = replayOn(src, *args);
  interp::RunOutcome t = replayOn(tgt, *args);
  if (s.status == interp::RunStatus::Error ||
      t.status == interp::RunStatus::Error) {
    const interp::RunOutcome &bad =
        s.status == interp::RunStatus::Error ? s : t;
    llvm::StringRef message = llvm::StringRef(bad.message).trim();
    v.replayNote = ("not replayed: the interpreter cannot run the " +
                    llvm::Twine(&bad == &s ? "source" : "target") + ": " +
                    message.split('\n').first)
                       .str();
    return true;
  }
  bool sUB = s.status == interp::RunStatus::UndefinedBehavior;
  bool tUB = t.status == interp::RunStatus::UndefinedBehavior;
  bool reproduced = false;
  llvm::ArrayRef<Type> resultTypes = func::FuncOp(src).getResultTypes();
  if (v.failure == FailureKind::SourceMoreDefined) {
    reproduced = !sUB && tUB;
  } else if (v.failure == FailureKind::MemoryMismatch) {
    // The final contents of the argument that owns the buffer.
    auto owner = llvm::find(v.inputNames, v.memoryBuffer);
    if (owner == v.inputNames.end()) {
      v.replayNote = "not replayed: the interpreter does not report the "
                     "final contents of " +
                     v.memoryBuffer;
      return true;
    }
    unsigned j = unsigned(owner - v.inputNames.begin());
    uint64_t e = uint64_t(v.memoryElement);
    if (!sUB && !tUB && j < s.finalArgs.size() && j < t.finalArgs.size()) {
      const interp::RuntimeValue &a = s.finalArgs[j], &b = t.finalArgs[j];
      bool freedInTarget = b.lanes.empty() && !a.lanes.empty();
      reproduced =
          freedInTarget ||
          (e < a.lanes.size() && e < b.lanes.size() && !a.isPoison(e) &&
           (b.isPoison(e) || differ(a.type, a.lanes[e], b.lanes[e])));
    }
  } else if (!sUB && !tUB && s.results.size() == resultTypes.size() &&
             t.results.size() == resultTypes.size()) {
    unsigned r = unsigned(v.result);
    const interp::RuntimeValue &a = s.results[r], &b = t.results[r];
    for (unsigned l = 0; l < a.lanes.size() && l < b.lanes.size(); ++l)
      reproduced |= v.failure == FailureKind::MorePoisonous
                        ? (!a.isPoison(l) && b.isPoison(l))
                        : (!a.isPoison(l) && !b.isPoison(l) &&
                           differ(resultTypes[r], a.lanes[l], b.lanes[l]));
  }
  if (!reproduced && usesTargetChoice) {
    // The target chose what the interpreter never does: the counterexample
    // stands (every source choice fails on it) but cannot be run.
    v.replayNote = "not replayed: the target fails only where it takes the "
                   "freedom fastmath<nsz> gives it (the sign of a zero), "
                   "which the interpreter does not take";
    return true;
  }
  if (!reproduced) {
    std::string why;
    llvm::raw_string_ostream os(why);
    if (!v.approximations.empty()) {
      // The model may have chosen what the approximation leaves open (the
      // value of an uninterpreted function, a NaN's payload): not a
      // refutation, and not a bug either.
      os << "the counterexample rests on an approximation ("
         << llvm::join(v.approximations, "; ")
         << ") and does not reproduce in the interpreter";
      v.status = Status::Unknown;
    } else {
      os << "the counterexample does not reproduce in the interpreter (a bug "
            "in Assay): on it the source "
         << describe(s) << " and the target " << describe(t);
      v.status = Status::Error;
    }
    v.reason = os.str();
    return false;
  }
  // What the interpreter ran is the witness that is printed.
  v.replayed = true;
  v.sourceUB = sUB;
  v.targetUB = tUB;
  v.sourceUBReason = s.ubReason;
  v.targetUBReason = t.ubReason;
  v.sourceResults.clear();
  v.targetResults.clear();
  for (unsigned r = 0; r < resultTypes.size(); ++r) {
    if (!sUB)
      v.sourceResults.push_back(fromRuntime(s.results[r], resultTypes[r]));
    if (!tUB)
      v.targetResults.push_back(fromRuntime(t.results[r], resultTypes[r]));
  }
  return true;
}

} // namespace

llvm::StringRef tv::getFailureMessage(FailureKind kind) {
  switch (kind) {
  case FailureKind::None:
    return "";
  case FailureKind::SourceMoreDefined:
    return "Source is more defined than target";
  case FailureKind::MorePoisonous:
    return "Target is more poisonous than source";
  case FailureKind::ValueMismatch:
    return "Value mismatch";
  case FailureKind::MemoryMismatch:
    return "Mismatch in memory";
  }
  return "";
}

bool tv::usesIndex(Operation *func) {
  auto isIndex = [](Type t) {
    // A memref's sizes, strides and addresses are indices.
    if (llvm::isa<MemRefType>(t))
      return true;
    if (auto v = llvm::dyn_cast<VectorType>(t))
      t = v.getElementType();
    return llvm::isa<IndexType>(t);
  };
  bool found = false;
  func->walk([&](Operation *op) {
    for (Value v : op->getResults())
      found |= isIndex(v.getType());
    for (Value v : op->getOperands())
      found |= isIndex(v.getType());
    for (Region &r : op->getRegions())
      for (Block &b : r)
        for (Value v : b.getArguments())
          found |= isIndex(v.getType());
  });
  return found;
}

Verdict tv::checkRefinement(Operation *src, Operation *tgt,
                            const CheckOptions &options) {
  auto start = Clock::now();
  Verdict verdict;
  verdict.unroll = options.encoder.unroll;
  if (usesIndex(src) || usesIndex(tgt))
    verdict.indexWidth = options.encoder.indexWidth;
  auto finish = [&]() -> Verdict & {
    verdict.seconds = secondsSince(start);
    return verdict;
  };

  func::FuncOp srcFn(src), tgtFn(tgt);
  if (srcFn.getFunctionType() != tgtFn.getFunctionType()) {
    verdict.reason = "the source and the target have different signatures";
    return finish();
  }
  if (srcFn.isDeclaration() || tgtFn.isDeclaration()) {
    verdict.reason = "both functions need a body";
    return finish();
  }

  for (Type t : srcFn.getResultTypes()) {
    if (llvm::isa<MemRefType, UnrankedMemRefType>(t)) {
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "the validator does not model results of type " << t;
      verdict.reason = os.str();
      return finish();
    }
  }

  SmtDomain d;
  FunctionEncoder encoder(d, options.encoder);
  // The first encoding error becomes the verdict's reason (it is reported
  // at its op as well).
  std::string firstError;
  ScopedDiagnosticHandler capture(src->getContext(), [&](Diagnostic &diag) {
    if (firstError.empty() && diag.getSeverity() == DiagnosticSeverity::Error)
      firstError = diag.str();
    return failure();
  });

  llvm::SmallVector<SymValue, 4> args;
  llvm::ArrayRef<Type> argTypes = srcFn.getArgumentTypes();
  for (unsigned i = 0; i < argTypes.size(); ++i) {
    std::string name = "%arg" + std::to_string(i);
    FailureOr<SymValue> v = encoder.makeInput(argTypes[i], name);
    if (failed(v)) {
      std::string message;
      llvm::raw_string_ostream os(message);
      os << "the validator does not model arguments of type " << argTypes[i];
      verdict.reason = os.str();
      return finish();
    }
    args.push_back(*v);
    verdict.inputNames.push_back(name);
  }
  FailureOr<FunctionEncoding> s = encoder.encode(src, args);
  FailureOr<FunctionEncoding> t = FailureOr<FunctionEncoding>(failure());
  if (succeeded(s))
    t = encoder.encode(tgt, args);
  if (failed(s) || failed(t)) {
    verdict.reason =
        firstError.empty() ? "the functions cannot be encoded" : firstError;
    return finish();
  }
  verdict.approximations = encoder.getApproximations();
  verdict.boundHit = s->mayExceedBound || t->mayExceedBound;

  SmtBool within =
      encoder.getInputAssumptions() && !s->beyondBound && !t->beyondBound;
  SmtBool srcDefined = within && !s->ub;
  SmtBool bothDefined = srcDefined && !t->ub;
  SmtBool morePoison = d.boolConstant(false);
  SmtBool mismatch = d.boolConstant(false);
  for (unsigned r = 0; r < s->results.size(); ++r) {
    const SymValue &sv = s->results[r], &tv = t->results[r];
    for (unsigned l = 0; l < sv.lanes.size(); ++l) {
      const SymLane &a = sv.lanes[l], &b = tv.lanes[l];
      morePoison = morePoison || (!a.poison && b.poison);
      SmtBool different = getElementFormat(sv.type) ? !d.fpIdentical(a.fp, b.fp)
                                                    : d.ne(a.bits, b.bits);
      mismatch = mismatch || (!a.poison && !b.poison && different);
    }
  }

  // Memory: some element of a buffer the caller sees, at a free index.
  SmtBool memoryDiffers = d.boolConstant(false);
  llvm::SmallVector<std::pair<SmtBool, smt::SmtBV>, 4> elementDiffers;
  unsigned numBuffers = std::min(s->memory.size(), t->memory.size());
  for (unsigned k = 0; k < numBuffers; ++k) {
    const SymBuffer &a = s->memory[k], &b = t->memory[k];
    smt::SmtBV at = d.var(a.name + ".element", a.size.getWidth());
    SmtBool differs =
        d.ult(at, a.size) && !d.arrayReadBool(a.poison, at) &&
        (d.arrayReadBool(b.poison, at) ||
         d.ne(d.arrayRead(a.values, at), d.arrayRead(b.values, at)));
    differs = (a.live && !b.live) || (a.live && b.live && differs);
    elementDiffers.push_back({differs, at});
    memoryDiffers = memoryDiffers || differs;
  }

  struct Query {
    FailureKind kind;
    SmtBool formula;
    const char *name;
  } queries[] = {
      {FailureKind::SourceMoreDefined, srcDefined && t->ub, "ub"},
      {FailureKind::MorePoisonous, bothDefined && morePoison, "poison"},
      {FailureKind::ValueMismatch, bothDefined && mismatch, "value"},
      {FailureKind::MemoryMismatch, bothDefined && memoryDiffers, "memory"},
  };
  if (!s->choices.empty()) {
    // The source leaves choices open (nsz): a counterexample must fail
    // whatever the source chooses, so each query holds for every choice,
    // and takes in the conditions of the queries before it (one choice
    // could save the values and another the poison).
    SmtBool refinedSoFar = !t->ub;
    SmtBool conditions[] = {!morePoison, !mismatch, !memoryDiffers};
    for (unsigned k = 0; k < std::size(queries); ++k) {
      if (k)
        refinedSoFar = refinedSoFar && conditions[k - 1];
      queries[k].formula = d.forAll(s->choices, srcDefined && !refinedSoFar);
    }
  }
  // The target's choices are free, as its inputs are. A counterexample
  // where the target chooses what the interpreter does (false) can be
  // replayed, so it is looked for first.
  SmtBool targetAsInterpreted = d.boolConstant(true);
  for (const SmtBool &c : t->choices)
    targetAsInterpreted = targetAsInterpreted && !c;
  bool usesTargetChoice = false;
  std::string unknownReason;
  for (Query &q : queries) {
    writeQuery(d, q.formula, options, q.name);
    auto solveStart = Clock::now();
    smt::SolverAnswer answer;
    if (!t->choices.empty()) {
      answer = smt::checkWith(d, q.formula && targetAsInterpreted,
                              options.solver, options.timeoutMs);
      ++verdict.queries;
    }
    if (answer.result != SatResult::Sat) {
      answer = smt::checkWith(d, q.formula, options.solver, options.timeoutMs);
      usesTargetChoice = !t->choices.empty();
      ++verdict.queries;
    }
    verdict.solverSeconds += secondsSince(solveStart);
    if (answer.result == SatResult::Unknown) {
      if (unknownReason.empty())
        unknownReason = std::string(q.name) + " query: " + answer.reason;
      continue;
    }
    if (answer.result == SatResult::Unsat)
      continue;
    verdict.status = Status::Incorrect;
    verdict.failure = q.kind;
    llvm::ArrayRef<SymBuffer> inputBuffers = encoder.getInputBuffers();
    for (auto [i, a] : llvm::enumerate(args)) {
      if (!llvm::isa<MemRefType>(a.type)) {
        verdict.inputs.push_back(modelValue(d, a));
        continue;
      }
      verdict.inputs.push_back(modelMemRef(d, inputBuffers, a));
      uint64_t id = d.modelValue(a.lanes[0].bits).getZExtValue();
      if (id < inputBuffers.size() &&
          inputBuffers[id].name != verdict.inputNames[i])
        verdict.aliasing.push_back(
            verdict.inputNames[i] + " aliases " + inputBuffers[id].name +
            " from element " +
            llvm::toString(d.modelValue(a.lanes[1].bits), 10, false));
    }
    verdict.sourceUB = d.modelValue(s->ub);
    verdict.targetUB = d.modelValue(t->ub);
    for (const SymValue &v : s->results)
      verdict.sourceResults.push_back(modelValue(d, v));
    for (const SymValue &v : t->results)
      verdict.targetResults.push_back(modelValue(d, v));
    if (q.kind == FailureKind::MemoryMismatch) {
      for (unsigned k = 0; k < numBuffers; ++k) {
        if (!d.modelValue(elementDiffers[k].first))
          continue;
        const SymBuffer &a = s->memory[k], &b = t->memory[k];
        verdict.memoryBuffer = a.name;
        smt::SmtBV at = elementDiffers[k].second;
        verdict.memoryElement = d.modelValue(at).getSExtValue();
        Type element = llvm::cast<MemRefType>(a.type).getElementType();
        auto elementOf = [&](const SymBuffer &buffer) {
          ConcreteValue c{element, {}, {}};
          if (!d.modelValue(buffer.live))
            return c;
          c.lanes.push_back(d.modelValue(d.arrayRead(buffer.values, at)));
          c.poison.push_back(d.modelValue(d.arrayReadBool(buffer.poison, at)));
          return c;
        };
        verdict.sourceElement = elementOf(a);
        verdict.targetElement = elementOf(b);
        break;
      }
    } else if (q.kind != FailureKind::SourceMoreDefined) {
      for (unsigned r = 0; r < verdict.sourceResults.size(); ++r) {
        const ConcreteValue &a = verdict.sourceResults[r],
                            &b = verdict.targetResults[r];
        bool differs = false;
        for (unsigned l = 0; l < a.lanes.size(); ++l)
          differs |= q.kind == FailureKind::MorePoisonous
                         ? (!a.poison[l] && b.poison[l])
                         : (!a.poison[l] && !b.poison[l] &&
                            differ(a.type, a.lanes[l], b.lanes[l]));
        if (differs) {
          verdict.result = int(r);
          break;
        }
      }
    }
    // The model must show what the answer claims. Z3 4.8 has been seen to
    // answer sat where its own model evaluates both sides to the same
    // float (fma of subnormals): that is the solver's inconsistency, not a
    // counterexample, and never a verdict.
    bool shown =
        q.kind == FailureKind::SourceMoreDefined ||
        (q.kind == FailureKind::MemoryMismatch ? verdict.memoryElement >= 0
                                               : verdict.result >= 0);
    if (!shown) {
      verdict.status = Status::Unknown;
      verdict.failure = FailureKind::None;
      verdict.reason = std::string(q.name) +
                       " query: the solver's model does not show the "
                       "difference its answer claims (try --solver=cvc5)";
      return finish();
    }
    std::string why;
    auto replayArgs =
        replayArguments(d, args, inputBuffers, verdict.inputNames, why);
    replay(verdict, src, tgt, std::move(replayArgs), why, usesTargetChoice);
    return finish();
  }
  if (!unknownReason.empty()) {
    verdict.status = Status::Unknown;
    verdict.reason = unknownReason;
    return finish();
  }
  verdict.status = Status::Correct;
  return finish();
}
