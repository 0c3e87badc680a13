//===- assay-tv.cpp - Translation validation of MLIR functions ------------===//
//
// The pipeline on one screen:
//
//   read SRC (and TGT) -> parse -> verify -> pair functions
//   -> for each pair and index width: encode both over Z3, ask the three
//      refinement queries (verify/tv/Refinement.h) -> print the verdict
//   -> summary; exit 0 (all correct), 1 (some incorrect), 2 (unknown/error)
//
// Pairs: with two files, every function with a body in TGT is checked
// against the function of the same name in SRC; with one file, `@src` and
// `@tgt` form a pair, and so do `@src_NAME` and `@tgt_NAME`.
//
// The output follows the layout compiler engineers know from alive-tv (the
// pair, the verdict, the error kind, an `Example:` block, a summary), so
// scripts and eyes written for it read it too. docs/assay-tv.md describes
// every option.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/Verifier.h"
#include "ir/parser/ParseFile.h"
#include "verify/tv/Refinement.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"
#include <optional>

using namespace assay;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory toolCategory("assay-tv options");

cl::opt<std::string> sourceFile(cl::Positional, cl::desc("<source file>"),
                                cl::Required, cl::cat(toolCategory));
cl::opt<std::string> targetFile(cl::Positional, cl::desc("[target file]"),
                                cl::init(""), cl::cat(toolCategory));
cl::opt<unsigned> unroll(
    "unroll",
    cl::desc("Loop iterations, back-edge traversals and call depth the "
             "check follows; longer executions are not checked (default 8)"),
    cl::init(8), cl::cat(toolCategory));
cl::opt<std::string> indexBits(
    "index-bits",
    cl::desc("The width of index: 32, 64 or both (default: both, when the "
             "functions use index)"),
    cl::init("both"), cl::cat(toolCategory));
cl::opt<unsigned> smtTimeout("smt-to",
                             cl::desc("Solver time limit per query, in "
                                      "milliseconds (default 10000; 0: none)"),
                             cl::init(10000), cl::cat(toolCategory));
cl::opt<std::string>
    emitSmtLib("emit-smtlib",
               cl::desc("Write every query as SMT-LIB 2 into this directory"),
               cl::value_desc("dir"), cl::init(""), cl::cat(toolCategory));
cl::opt<bool> assumeMayAlias(
    "assume-may-alias",
    cl::desc("Let memref arguments of one element type overlap (every way "
             "they may is checked); by default each has its own buffer"),
    cl::cat(toolCategory));
cl::opt<bool> json("json",
                   cl::desc("Print one JSON object per pair, then the summary "
                            "as one more object"),
                   cl::cat(toolCategory));
cl::opt<bool> allowUnregisteredDialects(
    "allow-unregistered-dialect",
    cl::desc("Accept ops of dialects Assay does not register (a function "
             "using one cannot be checked)"),
    cl::cat(toolCategory));

/// A parsed input file.
struct Input {
  OwningOpRef<Operation *> module;
};

OwningOpRef<Operation *> parse(llvm::StringRef path, llvm::SourceMgr &sm,
                               Context &ctx) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (std::error_code ec = buffer.getError()) {
    llvm::errs() << "error: cannot open input file '" << path
                 << "': " << ec.message() << "\n";
    return {};
  }
  sm.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> module =
      parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
  if (!module || failed(verify(module.get())))
    return {};
  return module;
}

/// The func.func ops directly in `module`, in order.
llvm::SmallVector<func::FuncOp, 8> functions(Operation *module) {
  llvm::SmallVector<func::FuncOp, 8> fns;
  for (Operation &op : module->getRegion(0).front())
    if (auto fn = llvm::dyn_cast<func::FuncOp>(&op))
      fns.push_back(fn);
  return fns;
}

struct Pair {
  std::string name;
  func::FuncOp src, tgt;
};

//===----------------------------------------------------------------------===//
// Printing values and verdicts
//===----------------------------------------------------------------------===//

/// `#x04 (4)`, `#xff (255, -1)`, `#b101 (5, -3)`, or `poison`.
std::string formatLane(const llvm::APInt &bits, bool poison) {
  if (poison)
    return "poison";
  std::string s;
  llvm::raw_string_ostream os(s);
  unsigned w = bits.getBitWidth();
  if (w % 4 == 0) {
    llvm::SmallString<32> hex;
    bits.toStringUnsigned(hex, 16);
    os << "#x";
    for (unsigned i = hex.size(); i < w / 4; ++i)
      os << '0';
    os << llvm::StringRef(hex).lower();
  } else {
    os << "#b";
    for (int i = int(w) - 1; i >= 0; --i)
      os << (bits[i] ? '1' : '0');
  }
  os << " (" << llvm::toString(bits, 10, false);
  if (bits.isNegative() && w > 1)
    os << ", " << llvm::toString(bits, 10, true);
  os << ")";
  return os.str();
}

std::string formatValue(const tv::ConcreteValue &v) {
  if (v.lanes.size() == 1 && !llvm::isa<VectorType, MemRefType>(v.type))
    return formatLane(v.lanes[0], v.poison[0]);
  if (v.lanes.empty())
    return llvm::isa<MemRefType>(v.type) ? "< >" : "freed";
  std::string s = "< ";
  for (unsigned i = 0; i < v.lanes.size(); ++i) {
    if (i)
      s += ", ";
    s += formatLane(v.lanes[i], v.poison[i]);
  }
  return s + " >";
}

std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return os.str();
}

/// What the verdict line adds in parentheses: the index width, the bound,
/// the approximations.
std::string verdictNotes(const tv::Verdict &v,
                         llvm::ArrayRef<unsigned> indexWidths) {
  llvm::SmallVector<std::string, 4> notes;
  if (!indexWidths.empty()) {
    llvm::SmallVector<std::string, 2> ws;
    for (unsigned w : indexWidths)
      ws.push_back(std::to_string(w));
    notes.push_back("index is " + llvm::join(ws, " and ") + " bits");
  }
  if (v.boundHit)
    notes.push_back("loops unrolled to " + std::to_string(v.unroll));
  if (!v.approximations.empty())
    notes.push_back("approximations: " + llvm::join(v.approximations, "; "));
  if (notes.empty())
    return "";
  return " (" + llvm::join(notes, "; ") + ")";
}

void printExample(llvm::raw_ostream &os, const Pair &pair,
                  const tv::Verdict &v) {
  os << "Example:\n";
  for (unsigned i = 0; i < v.inputs.size(); ++i)
    os << typeString(v.inputs[i].type) << " " << v.inputNames[i] << " = "
       << formatValue(v.inputs[i]) << "\n";
  for (const std::string &note : v.aliasing)
    os << note << "\n";
  auto printSide = [&](llvm::StringRef title, bool ub,
                       llvm::ArrayRef<tv::ConcreteValue> results) {
    os << "\n" << title << ":\n";
    if (ub) {
      os << "undefined behavior\n";
      return;
    }
    for (unsigned r = 0; r < results.size(); ++r)
      os << "result " << r << ": " << typeString(results[r].type) << " "
         << formatValue(results[r]) << "\n";
  };
  printSide("Source", v.sourceUB, v.sourceResults);
  printSide("Target", v.targetUB, v.targetResults);
  if (v.result >= 0) {
    os << "Source value: " << formatValue(v.sourceResults[v.result]) << "\n";
    os << "Target value: " << formatValue(v.targetResults[v.result]) << "\n";
  }
  if (v.memoryElement >= 0) {
    os << "\nMismatch in " << v.memoryBuffer << "[" << v.memoryElement << "]\n";
    os << "Source value: " << formatValue(v.sourceElement) << "\n";
    os << "Target value: " << formatValue(v.targetElement) << "\n";
  }
}

void printVerdict(llvm::raw_ostream &os, const Pair &pair, const tv::Verdict &v,
                  llvm::ArrayRef<unsigned> indexWidths) {
  os << "\n----------------------------------------\n";
  pair.src->print(os);
  os << "\n=>\n";
  pair.tgt->print(os);
  os << "\n";
  switch (v.status) {
  case tv::Status::Correct:
    os << "Transformation seems to be correct!" << verdictNotes(v, indexWidths)
       << "\n";
    return;
  case tv::Status::Incorrect:
    os << "Transformation doesn't verify!" << verdictNotes(v, indexWidths)
       << "\n\n";
    os << "ERROR: " << tv::getFailureMessage(v.failure) << "\n\n";
    printExample(os, pair, v);
    return;
  case tv::Status::Unknown:
    os << "Transformation could not be verified!"
       << verdictNotes(v, indexWidths) << "\n\nERROR: " << v.reason << "\n";
    return;
  case tv::Status::Error:
    os << "ERROR: " << v.reason << "\n";
    return;
  }
}

llvm::json::Value toJSON(const tv::ConcreteValue &v) {
  llvm::json::Array lanes;
  for (unsigned i = 0; i < v.lanes.size(); ++i)
    lanes.push_back(
        v.poison[i] ? llvm::json::Value(nullptr)
                    : llvm::json::Value(llvm::toString(v.lanes[i], 10, false)));
  return llvm::json::Object{{"type", typeString(v.type)},
                            {"lanes", std::move(lanes)}};
}

llvm::json::Value toJSON(const Pair &pair, const tv::Verdict &v,
                         llvm::ArrayRef<unsigned> indexWidths) {
  static const char *statusNames[] = {"correct", "incorrect", "unknown",
                                      "error"};
  llvm::json::Object o{{"name", pair.name},
                       {"status", statusNames[int(v.status)]},
                       {"seconds", v.seconds},
                       {"solver_seconds", v.solverSeconds},
                       {"queries", int64_t(v.queries)}};
  if (!indexWidths.empty()) {
    llvm::json::Array bits;
    for (unsigned w : indexWidths)
      bits.push_back(int64_t(w));
    o["index_bits"] = std::move(bits);
  }
  o["unroll"] = int64_t(v.unroll);
  o["bound_hit"] = v.boundHit;
  llvm::json::Array approx;
  for (const std::string &a : v.approximations)
    approx.push_back(a);
  o["approximations"] = std::move(approx);
  if (!v.reason.empty())
    o["reason"] = v.reason;
  if (v.status == tv::Status::Incorrect) {
    o["error"] = tv::getFailureMessage(v.failure);
    llvm::json::Object inputs;
    for (unsigned i = 0; i < v.inputs.size(); ++i)
      inputs[v.inputNames[i]] = toJSON(v.inputs[i]);
    o["inputs"] = std::move(inputs);
    auto side = [&](bool ub, llvm::ArrayRef<tv::ConcreteValue> results) {
      llvm::json::Object s{{"ub", ub}};
      llvm::json::Array rs;
      for (const tv::ConcreteValue &r : results)
        rs.push_back(toJSON(r));
      s["results"] = std::move(rs);
      return s;
    };
    o["source"] = side(v.sourceUB, v.sourceResults);
    o["target"] = side(v.targetUB, v.targetResults);
    if (v.result >= 0)
      o["result"] = int64_t(v.result);
    if (!v.aliasing.empty()) {
      llvm::json::Array notes;
      for (const std::string &note : v.aliasing)
        notes.push_back(note);
      o["aliasing"] = std::move(notes);
    }
    if (v.memoryElement >= 0)
      o["memory"] = llvm::json::Object{{"buffer", v.memoryBuffer},
                                       {"element", v.memoryElement},
                                       {"source", toJSON(v.sourceElement)},
                                       {"target", toJSON(v.targetElement)}};
  }
  return o;
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

/// The pairs to check, or failure after an error.
FailureOr<llvm::SmallVector<Pair, 8>> pairFunctions(Operation *srcModule,
                                                    Operation *tgtModule) {
  llvm::SmallVector<Pair, 8> pairs;
  if (tgtModule) {
    llvm::StringMap<func::FuncOp> byName;
    for (func::FuncOp fn : functions(srcModule))
      byName[fn.getSymName()] = fn;
    for (func::FuncOp fn : functions(tgtModule)) {
      if (fn.isDeclaration())
        continue;
      auto it = byName.find(fn.getSymName());
      if (it == byName.end() || it->second.isDeclaration()) {
        emitError(fn->getLoc())
            << "no function '@" << fn.getSymName()
            << "' with a body in the source to check this one against";
        return failure();
      }
      pairs.push_back({fn.getSymName().str(), it->second, fn});
    }
  } else {
    llvm::StringMap<func::FuncOp> targets;
    for (func::FuncOp fn : functions(srcModule))
      if (fn.getSymName() == "tgt" || fn.getSymName().starts_with("tgt_"))
        targets[fn.getSymName()] = fn;
    for (func::FuncOp fn : functions(srcModule)) {
      llvm::StringRef name = fn.getSymName();
      if (name != "src" && !name.starts_with("src_"))
        continue;
      std::string tgtName = ("tgt" + name.drop_front(3)).str();
      auto it = targets.find(tgtName);
      if (it == targets.end()) {
        emitError(fn->getLoc())
            << "no '@" << tgtName << "' to check '@" << name << "' against";
        return failure();
      }
      pairs.push_back(
          {name.drop_front(name == "src" ? 3 : 4).str(), fn, it->second});
    }
  }
  if (pairs.empty()) {
    emitError(srcModule->getLoc())
        << (tgtModule ? "the target has no function with a body to check"
                      : "no '@src'/'@tgt' pair of functions to check");
    return failure();
  }
  return pairs;
}

int runTool() {
  std::optional<std::vector<unsigned>> widths;
  if (indexBits == "32")
    widths = std::vector<unsigned>{32};
  else if (indexBits == "64")
    widths = std::vector<unsigned>{64};
  else if (indexBits == "both")
    widths = std::vector<unsigned>{64, 32};
  if (!widths) {
    llvm::errs() << "error: --index-bits must be 32, 64 or both, not '"
                 << indexBits << "'\n";
    return 2;
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects(allowUnregisteredDialects);
  ctx.enableMultithreading(false);
  ctx.printOpOnDiagnostic(false);
  llvm::SourceMgr sm;
  SourceMgrDiagnosticHandler handler(sm, &ctx);

  OwningOpRef<Operation *> srcModule = parse(sourceFile, sm, ctx);
  if (!srcModule)
    return 2;
  OwningOpRef<Operation *> tgtModule;
  if (!targetFile.empty()) {
    tgtModule = parse(targetFile, sm, ctx);
    if (!tgtModule)
      return 2;
  }
  FailureOr<llvm::SmallVector<Pair, 8>> pairs =
      pairFunctions(srcModule.get(), tgtModule.get());
  if (failed(pairs))
    return 2;

  unsigned correct = 0, incorrect = 0, unknown = 0, errors = 0;
  for (const Pair &pair : *pairs) {
    tv::CheckOptions options;
    options.encoder.unroll = unroll;
    options.encoder.assumeMayAlias = assumeMayAlias;
    options.timeoutMs = smtTimeout;
    options.smtLibDir = emitSmtLib;
    bool index = tv::usesIndex(pair.src) || tv::usesIndex(pair.tgt);
    // Check each index width in turn; the first that is not correct gives
    // the verdict, and a correct verdict names every width checked.
    tv::Verdict verdict;
    llvm::SmallVector<unsigned, 2> checked;
    for (unsigned width : *widths) {
      options.encoder.indexWidth = width;
      options.queryName = pair.name.empty() ? "src" : pair.name;
      if (index)
        options.queryName += ".index" + std::to_string(width);
      verdict = tv::checkRefinement(pair.src, pair.tgt, options);
      checked.push_back(width);
      if (verdict.status != tv::Status::Correct || !index)
        break;
    }
    // A correct verdict holds for every width checked; any other is about
    // the last one.
    llvm::SmallVector<unsigned, 2> widthsNoted;
    if (index)
      widthsNoted = verdict.status == tv::Status::Correct
                        ? checked
                        : llvm::SmallVector<unsigned, 2>{checked.back()};
    if (json)
      llvm::outs() << toJSON(pair, verdict, widthsNoted) << "\n";
    else
      printVerdict(llvm::outs(), pair, verdict, widthsNoted);
    switch (verdict.status) {
    case tv::Status::Correct:
      ++correct;
      break;
    case tv::Status::Incorrect:
      ++incorrect;
      break;
    case tv::Status::Unknown:
      ++unknown;
      break;
    case tv::Status::Error:
      ++errors;
      break;
    }
  }
  if (json) {
    llvm::outs() << llvm::json::Value(llvm::json::Object{
                        {"summary",
                         llvm::json::Object{
                             {"correct", int64_t(correct)},
                             {"incorrect", int64_t(incorrect)},
                             {"failed_to_prove", int64_t(unknown)},
                             {"errors", int64_t(errors)}}}})
                 << "\n";
  } else {
    llvm::outs() << "\nSummary:\n"
                 << "  " << correct << " correct transformations\n"
                 << "  " << incorrect << " incorrect transformations\n"
                 << "  " << unknown << " failed-to-prove transformations\n"
                 << "  " << errors << " errors\n";
  }
  llvm::outs().flush();
  if (unknown || errors)
    return 2;
  return incorrect ? 1 : 0;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(toolCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "Assay's translation validator: checks that each function of the "
      "target refines the same function of the source\n");
  // A large stack: the parser and the encoder recurse with the nesting of
  // the input.
  int result = 2;
  llvm::thread worker(std::optional<unsigned>(256u << 20),
                      [&] { result = runTool(); });
  worker.join();
  return result;
}
