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

/// The initial elements of the memref input `v` in the solver's model (the
/// first 64 at most), read through its descriptor: an argument that may
/// alias another shows the elements of the buffer it views.
ConcreteValue modelMemRef(SmtDomain &d, llvm::ArrayRef<SymBuffer> buffers,
                          const SymValue &v) {
  ConcreteValue c{v.type, {}, {}};
  uint64_t id = d.modelValue(v.lanes[0].bits).getZExtValue();
  llvm::APInt offset = d.modelValue(v.lanes[1].bits);
  unsigned rank = (v.lanes.size() - 2) / 2;
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
      mismatch = mismatch || (!a.poison && !b.poison && d.ne(a.bits, b.bits));
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
