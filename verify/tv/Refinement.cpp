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

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// The concrete value of `v` in the solver's model.
ConcreteValue modelValue(SmtDomain &d, const SymValue &v) {
  ConcreteValue c{v.type, {}, {}};
  for (const SymLane &lane : v.lanes) {
    c.lanes.push_back(d.modelValue(lane.bits));
    c.poison.push_back(d.modelValue(lane.poison));
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

/// Runs `fn` on `inputs` with the reference interpreter.
interp::RunOutcome replayOn(Operation *fn,
                            llvm::ArrayRef<ConcreteValue> inputs) {
  interp::Interpreter interpreter(fn->getParentOp());
  llvm::SmallVector<interp::RuntimeValue, 4> args;
  for (const ConcreteValue &v : inputs) {
    interp::RuntimeValue arg;
    arg.type = v.type;
    arg.lanes.assign(v.lanes.begin(), v.lanes.end());
    arg.poison.assign(v.poison.begin(), v.poison.end());
    args.push_back(std::move(arg));
  }
  return interpreter.runFunction(func::FuncOp(fn).getSymName(), args);
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

/// Replays the counterexample in `v` on both functions and checks that it
/// shows the failure found. Returns false when it does not reproduce.
bool replay(Verdict &v, Operation *src, Operation *tgt) {
  if (v.indexWidth == 32) {
    v.replayNote = "not replayed: the interpreter runs index at 64 bits";
    return true;
  }
  interp::RunOutcome s = replayOn(src, v.inputs);
  interp::RunOutcome t = replayOn(tgt, v.inputs);
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
  } else if (!sUB && !tUB && s.results.size() == resultTypes.size() &&
             t.results.size() == resultTypes.size()) {
    unsigned r = unsigned(v.result);
    const interp::RuntimeValue &a = s.results[r], &b = t.results[r];
    for (unsigned l = 0; l < a.lanes.size() && l < b.lanes.size(); ++l)
      reproduced |=
          v.failure == FailureKind::MorePoisonous
              ? (!a.isPoison(l) && b.isPoison(l))
              : (!a.isPoison(l) && !b.isPoison(l) && a.lanes[l] != b.lanes[l]);
  }
  if (!reproduced) {
    std::string why;
    llvm::raw_string_ostream os(why);
    os << "the counterexample does not reproduce in the interpreter (a bug "
          "in Assay): on it the source "
       << describe(s) << " and the target " << describe(t);
    v.status = Status::Error;
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
  }
  return "";
}

bool tv::usesIndex(Operation *func) {
  auto isIndex = [](Type t) {
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

  SmtBool within = !s->beyondBound && !t->beyondBound;
  SmtBool srcDefined = within && !s->ub;
  SmtBool bothDefined = srcDefined && !t->ub;
  SmtBool morePoison = d.boolConstant(false);
  SmtBool mismatch = d.boolConstant(false);
  for (unsigned r = 0; r < s->results.size(); ++r) {
    const SymValue &sv = s->results[r], &tv = t->results[r];
    for (unsigned l = 0; l < sv.lanes.size(); ++l) {
      const SymLane &a = sv.lanes[l], &b = tv.lanes[l];
      morePoison = morePoison || (!a.poison && b.poison);
      mismatch = mismatch || (!a.poison && !b.poison && d.ne(a.bits, b.bits));
    }
  }

  struct Query {
    FailureKind kind;
    SmtBool formula;
    const char *name;
  } queries[] = {
      {FailureKind::SourceMoreDefined, srcDefined && t->ub, "ub"},
      {FailureKind::MorePoisonous, bothDefined && morePoison, "poison"},
      {FailureKind::ValueMismatch, bothDefined && mismatch, "value"},
  };
  std::string unknownReason;
  for (Query &q : queries) {
    writeQuery(d, q.formula, options, q.name);
    auto solveStart = Clock::now();
    SatResult answer = d.check(q.formula, options.timeoutMs);
    verdict.solverSeconds += secondsSince(solveStart);
    ++verdict.queries;
    if (answer == SatResult::Unknown) {
      if (unknownReason.empty()) {
        std::string why = d.getUnknownReason();
        if (why.empty() || why == "canceled")
          why = "timeout";
        unknownReason =
            std::string(q.name) + " query: " + (why.empty() ? "unknown" : why);
      }
      continue;
    }
    if (answer == SatResult::Unsat)
      continue;
    verdict.status = Status::Incorrect;
    verdict.failure = q.kind;
    for (const SymValue &a : args)
      verdict.inputs.push_back(modelValue(d, a));
    verdict.sourceUB = d.modelValue(s->ub);
    verdict.targetUB = d.modelValue(t->ub);
    for (const SymValue &v : s->results)
      verdict.sourceResults.push_back(modelValue(d, v));
    for (const SymValue &v : t->results)
      verdict.targetResults.push_back(modelValue(d, v));
    if (q.kind != FailureKind::SourceMoreDefined) {
      for (unsigned r = 0; r < verdict.sourceResults.size(); ++r) {
        const ConcreteValue &a = verdict.sourceResults[r],
                            &b = verdict.targetResults[r];
        bool differs = false;
        for (unsigned l = 0; l < a.lanes.size(); ++l)
          differs |=
              q.kind == FailureKind::MorePoisonous
                  ? (!a.poison[l] && b.poison[l])
                  : (!a.poison[l] && !b.poison[l] && a.lanes[l] != b.lanes[l]);
        if (differs) {
          verdict.result = int(r);
          break;
        }
      }
    }
    replay(verdict, src, tgt);
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
