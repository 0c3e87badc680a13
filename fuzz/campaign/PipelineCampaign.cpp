//===- PipelineCampaign.cpp - Fuzz pass pipelines on generated programs ---===//
//
// Each program is parsed afresh for every pipeline run (a run may leave the
// IR corrupt after a crash), in a context of its own, single-threaded, with
// diagnostics captured rather than printed.
//
//===----------------------------------------------------------------------===//
#include "fuzz/campaign/PipelineCampaign.h"
#include "fuzz/gen/Random.h"

#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "ir/parser/Parser.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>
#include <memory>

using namespace assay;
using namespace assay::fuzz;

std::vector<std::string> assay::fuzz::defaultPasses() {
  // Not symbol-privatize: it would let symbol-dce drop @main.
  return {"canonicalize",
          "canonicalize{top-down=false}",
          "canonicalize{max-iterations=1}",
          "cse",
          "inline",
          "sccp",
          "loop-invariant-code-motion",
          "control-flow-sink",
          "remove-dead-values",
          "symbol-dce",
          "convert-scf-to-cf"};
}

namespace {

/// A program parsed into a context of its own.
struct Parsed {
  std::unique_ptr<Context> ctx;
  llvm::SourceMgr sm;
  OwningOpRef<Operation *> module;
  std::vector<std::string> diagnostics;
};

std::unique_ptr<Parsed> parse(const DialectRegistry &registry,
                              llvm::StringRef text) {
  auto p = std::make_unique<Parsed>();
  p->ctx = std::make_unique<Context>(registry);
  p->ctx->loadAllAvailableDialects();
  p->ctx->enableMultithreading(false);
  p->ctx->printOpOnDiagnostic(false);
  Parsed *raw = p.get();
  p->ctx->getDiagEngine().registerHandler([raw](Diagnostic &d) {
    std::string text = d.getMessage();
    for (const auto &note : d.getNotes())
      text += "\n" + note->getMessage();
    raw->diagnostics.push_back(text);
    return success();
  });
  p->sm.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz-input.mlir"),
      llvm::SMLoc());
  ParserConfig config(p->ctx.get(), /*verifyAfterParse=*/false);
  p->module = parseSourceFileForTool(p->sm, config, true);
  if (p->module && failed(verify(p->module.get())))
    p->module = nullptr;
  return p;
}

/// What a run of @main did.
struct Execution {
  interp::RunStatus status = interp::RunStatus::Error;
  std::string printed, reason;
  bool operator==(const Execution &o) const {
    return status == o.status && printed == o.printed && reason == o.reason;
  }
  std::string describe() const {
    switch (status) {
    case interp::RunStatus::Ok:
      return "printed " + std::to_string(printed.size()) + " bytes";
    case interp::RunStatus::UndefinedBehavior:
      return "undefined behaviour (" + reason + ")";
    default:
      return "error (" + reason + ")";
    }
  }
};

Execution execute(Operation *module) {
  interp::InterpreterOptions options;
  // Generated programs take thousands of steps; a pipeline that made a
  // loop endless is stopped well before the default's 40 seconds.
  options.maxSteps = 20000000;
  interp::Interpreter interpreter(module, options);
  interp::RunOutcome out = interpreter.runFunction("main", {});
  Execution e;
  e.status = out.status;
  e.printed = out.printed;
  e.reason = out.status == interp::RunStatus::UndefinedBehavior
                 ? out.ubReason
                 : out.message.substr(0, out.message.find('\n'));
  return e;
}

/// The first line where two outputs differ, for the finding's text.
std::string firstDifference(const Execution &before, const Execution &after) {
  if (before.status != after.status || before.reason != after.reason)
    return "before: " + before.describe() + "; after: " + after.describe();
  llvm::SmallVector<llvm::StringRef> a, b;
  llvm::StringRef(before.printed).split(a, '\n');
  llvm::StringRef(after.printed).split(b, '\n');
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    llvm::StringRef x = i < a.size() ? a[i] : "<end>";
    llvm::StringRef y = i < b.size() ? b[i] : "<end>";
    if (x != y)
      return "output line " + std::to_string(i + 1) + ": before " + x.str() +
             ", after " + y.str();
  }
  return "outputs differ";
}

/// The outcome of one pipeline on one program.
struct PipelineRun {
  enum Kind { Ok, Crash, Failure, Unusable } kind = Unusable;
  std::string pass;       // the failing pass, for Crash and Failure
  std::string message;    // the first diagnostic that is not the summary
  std::string reproducer; // the pass manager's, for Crash and Failure
  Execution execution;    // for Ok
};

PipelineRun runPipeline(const DialectRegistry &registry, llvm::StringRef text,
                        llvm::StringRef pipeline,
                        llvm::StringRef reproducerPath) {
  PipelineRun r;
  std::unique_ptr<Parsed> p = parse(registry, text);
  if (!p->module)
    return r;
  FailureOr<OpPassManager> parsed = parsePassPipeline(
      pipeline, [&](const llvm::Twine &message) { r.message = message.str(); });
  if (failed(parsed))
    return r;
  PassManager pm(p->ctx.get());
  static_cast<OpPassManager &>(pm) = std::move(*parsed);
  pm.enableVerifier(true);
  pm.setThreadCount(1);
  pm.enableCrashReproducerGeneration(reproducerPath, /*localReproducer=*/true);
  if (succeeded(pm.run(p->module.get()))) {
    r.kind = PipelineRun::Ok;
    r.execution = execute(p->module.get());
    return r;
  }
  r.kind = pm.hadCrash() ? PipelineRun::Crash : PipelineRun::Failure;
  for (const std::string &d : p->diagnostics) {
    // The summary's note names the failing pass between backquotes.
    size_t at = d.find("Pipeline failed while executing `");
    if (at != std::string::npos) {
      size_t from = at + 33;
      r.pass = d.substr(from, d.find('`', from) - from);
    } else if (r.message.empty()) {
      r.message = d.substr(0, d.find('\n'));
    }
  }
  if (auto buffer = llvm::MemoryBuffer::getFile(reproducerPath)) {
    r.reproducer = (*buffer)->getBuffer().str();
    llvm::sys::fs::remove(reproducerPath);
  }
  return r;
}

/// A signature's text: letters, digits, '-' and '_' only.
std::string sanitize(llvm::StringRef s) {
  std::string out;
  for (char c : s)
    out += llvm::isAlnum(c) || c == '-' || c == '_' ? c : '_';
  return out;
}

/// 8 hex digits of `s` with digits left out (line numbers, SSA numbers
/// and constants do not tell bugs apart).
std::string digest(llvm::StringRef s) {
  uint32_t h = 2166136261u;
  for (char c : s)
    if (!llvm::isDigit(c))
      h = (h ^ uint8_t(c)) * 16777619u;
  return llvm::utohexstr(h, /*LowerCase=*/true, 8);
}

std::string passName(llvm::StringRef element) {
  return element.take_until([](char c) { return c == '{'; }).str();
}

std::string makePipeline(llvm::ArrayRef<std::string> elements) {
  return "builtin.module(" + llvm::join(elements, ",") + ")";
}

} // namespace

CampaignResult assay::fuzz::runPipelineCampaign(const CampaignOptions &options,
                                                llvm::raw_ostream *status) {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllDialectPatterns(registry);
  std::vector<std::string> passes =
      options.passes.empty() ? defaultPasses() : options.passes;

  CampaignResult result;
  std::map<std::string, size_t> bySignature;
  llvm::CrashRecoveryContext::Enable();
  llvm::sys::fs::create_directories(options.outDir);
  llvm::SmallString<128> scratch(options.outDir);
  llvm::sys::path::append(scratch, ".reproducer.mlir");
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  };
  double lastStatus = -1;

  auto record = [&](Finding f, llvm::StringRef reproducer,
                    llvm::StringRef program) {
    auto [it, inserted] =
        bySignature.try_emplace(f.signature, result.findings.size());
    if (!inserted) {
      ++result.findings[it->second].count;
      return;
    }
    f.count = 1;
    llvm::SmallString<128> dir(options.outDir);
    llvm::sys::path::append(dir, f.signature);
    llvm::sys::fs::create_directories(dir);
    auto write = [&](llvm::StringRef name, llvm::StringRef text) {
      llvm::SmallString<128> path(dir);
      llvm::sys::path::append(path, name);
      std::error_code ec;
      llvm::raw_fd_ostream os(path, ec);
      if (!ec)
        os << text;
    };
    write("reproducer.mlir", reproducer);
    write("program.mlir", program);
    std::string info;
    llvm::raw_string_ostream os(info);
    os << "oracle: " << f.oracle << "\npass: " << f.pass
       << "\nseed: " << f.firstSeed << "\npipeline: " << f.pipeline
       << "\nwhat: " << f.detail << "\nreplay: assay-opt --run-reproducer "
       << "reproducer.mlir"
       << (f.oracle == "output" ? " | assay-run --interp (and compare with "
                                  "assay-run --interp program.mlir)"
                                : "")
       << "\n";
    write("finding.txt", info);
    result.findings.push_back(std::move(f));
  };

  for (uint64_t i = 0; i < options.count; ++i) {
    if (i % options.shardTotal != options.shardIndex)
      continue;
    if (options.timeLimit > 0 && elapsed() >= options.timeLimit)
      break;
    uint64_t seed = options.seed + i;
    std::string text = generateProgram(seed, options.generator);
    ++result.programs;

    std::unique_ptr<Parsed> base = parse(registry, text);
    Execution before;
    if (base->module)
      before = execute(base->module.get());
    if (!base->module || before.status != interp::RunStatus::Ok ||
        llvm::StringRef(before.printed).contains("poison")) {
      Finding f;
      f.oracle = "generator";
      f.detail = base->module ? before.describe()
                              : "does not parse or verify: " +
                                    (base->diagnostics.empty()
                                         ? std::string()
                                         : base->diagnostics.front());
      f.signature = "generator-" + digest(f.detail);
      f.firstSeed = seed;
      record(std::move(f), text, text);
      continue;
    }

    // A stream apart from the program's.
    Rng rng(seed ^ 0xA5A5A5A55A5A5A5Aull);
    std::vector<std::string> elements(1 + rng.below(options.maxPasses));
    for (std::string &e : elements)
      e = passes[rng.below(passes.size())];
    std::string pipeline = makePipeline(elements);
    ++result.pipelines;
    // The pass manager catches crashes inside passes; this catches the
    // rest (its own bookkeeping after a crash, the verifier, the
    // interpreter), so that one bad pipeline does not end the campaign.
    PipelineRun run;
    llvm::CrashRecoveryContext crc;
    if (!crc.RunSafely(
            [&] { run = runPipeline(registry, text, pipeline, scratch); })) {
      Finding f;
      f.firstSeed = seed;
      f.pipeline = pipeline;
      f.oracle = "crash";
      f.pass = "(outside a pass)";
      f.detail = "crashed outside a pass: in the pass manager, the "
                 "verifier or the interpreter";
      f.signature = "crash-outside-pass";
      record(std::move(f), renderReproducer(base->module.get(), pipeline),
             text);
      continue;
    }

    Finding f;
    f.firstSeed = seed;
    f.pipeline = pipeline;
    if (run.kind == PipelineRun::Unusable) {
      f.oracle = "pipeline";
      f.detail = "the pipeline does not parse or run: " + run.message;
      f.signature = "pipeline-" + digest(pipeline);
      record(std::move(f), text, text);
    } else if (run.kind == PipelineRun::Crash ||
               run.kind == PipelineRun::Failure) {
      bool crash = run.kind == PipelineRun::Crash;
      f.oracle = crash ? "crash" : "failure";
      f.pass = run.pass;
      f.detail = !run.message.empty() ? run.message
                 : crash              ? "`" + run.pass + "` crashed"
                                      : "`" + run.pass + "` failed";
      f.signature = f.oracle + "-" + sanitize(run.pass) +
                    (crash ? "" : "-" + digest(run.message));
      record(std::move(f), run.reproducer.empty() ? text : run.reproducer,
             text);
    } else if (!(run.execution == before)) {
      // Narrow: a single element that shows it alone, else the shortest
      // prefix that does; its last pass names the finding.
      std::vector<std::string> narrowed = elements;
      Execution after = run.execution;
      auto differs = [&](llvm::ArrayRef<std::string> els) {
        PipelineRun r = runPipeline(registry, text, makePipeline(els), scratch);
        if (r.kind == PipelineRun::Ok && !(r.execution == before)) {
          after = r.execution;
          return true;
        }
        return false;
      };
      bool found = elements.size() == 1;
      for (size_t k = 0; !found && k < elements.size(); ++k)
        if (differs({elements[k]})) {
          narrowed = {elements[k]};
          found = true;
        }
      for (size_t n = 1; !found && n < elements.size(); ++n)
        if (differs(llvm::ArrayRef(elements).take_front(n))) {
          narrowed.assign(elements.begin(), elements.begin() + n);
          found = true;
        }
      f.oracle = "output";
      f.pass = passName(narrowed.back());
      f.pipeline = makePipeline(narrowed);
      f.detail = firstDifference(before, after);
      f.signature =
          "output-" + sanitize(f.pass) + "-" +
          digest(before.status == after.status ? "output" : after.describe());
      // The reproducer: the program with the narrowed pipeline attached.
      std::string reproducer = renderReproducer(base->module.get(), f.pipeline);
      record(std::move(f), reproducer, text);
    }

    if (status && elapsed() - lastStatus >= 0.5) {
      lastStatus = elapsed();
      *status << llvm::format("\rassay-fuzz: %llu programs (%.0f/s), %zu "
                              "findings",
                              (unsigned long long)result.programs,
                              result.programs / std::max(lastStatus, 1e-9),
                              result.findings.size());
      status->flush();
    }
  }
  if (status && lastStatus >= 0)
    *status << "\n";
  result.seconds = elapsed();
  llvm::SmallString<128> summary(options.outDir);
  llvm::sys::path::append(summary, "summary.json");
  std::error_code ec;
  llvm::raw_fd_ostream os(summary, ec);
  if (!ec)
    os << summaryJSON(options, result) << "\n";
  return result;
}

std::string assay::fuzz::summaryJSON(const CampaignOptions &options,
                                     const CampaignResult &result) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::json::OStream j(os, 2);
  j.object([&] {
    j.attribute("seed", int64_t(options.seed));
    j.attribute("count", int64_t(options.count));
    j.attribute("shard", std::to_string(options.shardIndex) + "/" +
                             std::to_string(options.shardTotal));
    j.attribute("programs", int64_t(result.programs));
    j.attribute("pipelines", int64_t(result.pipelines));
    j.attribute("seconds", result.seconds);
    j.attribute("programs_per_second",
                result.seconds > 0 ? result.programs / result.seconds : 0.0);
    j.attributeArray("findings", [&] {
      for (const Finding &f : result.findings)
        j.object([&] {
          j.attribute("signature", f.signature);
          j.attribute("oracle", f.oracle);
          j.attribute("pass", f.pass);
          j.attribute("count", int64_t(f.count));
          j.attribute("first_seed", int64_t(f.firstSeed));
          j.attribute("pipeline", f.pipeline);
          j.attribute("detail", f.detail);
        });
    });
  });
  return s;
}
