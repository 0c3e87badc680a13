//===- PatternTable.cpp - Verifying registered patterns and folders -------===//
#include "verify/patterns/PatternTable.h"
#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/FoldInterfaces.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/FrozenRewritePatternSet.h"
#include "rewrite/GreedyPatternRewriteDriver.h"
#include "rewrite/PatternMatch.h"
#include "verify/tv/Refinement.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <map>

using namespace assay;
using namespace assay::patterns;

std::vector<unsigned> TableOptions::allWidths() {
  std::vector<unsigned> widths;
  for (unsigned w = 1; w <= 64; ++w)
    widths.push_back(w);
  return widths;
}

std::vector<unsigned> TableOptions::ciWidths() { return {1, 2, 7, 8, 32, 64}; }

llvm::StringRef patterns::stringifyRowStatus(RowStatus status) {
  switch (status) {
  case RowStatus::Verified:
    return "verified";
  case RowStatus::Refuted:
    return "refuted";
  case RowStatus::Unknown:
    return "unknown";
  case RowStatus::NotVerifiable:
    return "not verifiable";
  case RowStatus::ByConstruction:
    return "by construction";
  }
  return "unknown";
}

std::string patterns::getDialectOf(const PatternIdentity &identity) {
  return llvm::StringRef(identity.pattern).split('.').first.str();
}

namespace {

//===----------------------------------------------------------------------===//
// Instantiation
//===----------------------------------------------------------------------===//

/// One type the template's `!T` takes.
struct Instance {
  /// `!T`, `!W`, `!Q` and `{W}`.
  std::string type, wide, width, wider;
  /// The index widths to check at when the instance mentions index.
  bool isIndex = false, isFloat = false;
  unsigned bits = 0;
};

/// The instances of `types` at `widths`: "int" (every width), "int>1", "iN"
/// (exactly width N, whatever `widths`), "index", "float" (the four
/// formats) or one format ("f32"). "index=64" is not a type: see
/// checkIdentity.
std::vector<Instance> getInstances(llvm::StringRef types,
                                   llvm::ArrayRef<unsigned> widths) {
  std::vector<Instance> instances;
  auto addInt = [&](unsigned w) {
    instances.push_back({"i" + std::to_string(w), "i" + std::to_string(2 * w),
                         std::to_string(w), "i" + std::to_string(4 * w), false,
                         false, w});
  };
  llvm::SmallVector<llvm::StringRef, 4> kinds;
  types.split(kinds, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef kind : kinds) {
    kind = kind.trim();
    unsigned bound = 0;
    if (kind == "int" || kind == "int>1") {
      for (unsigned w : widths)
        if (kind == "int" || w > 1)
          addInt(w);
    } else if (kind == "index") {
      instances.push_back({"index", "", "", "", true, false, 64});
    } else if (kind.starts_with("i") &&
               !kind.drop_front().getAsInteger(10, bound)) {
      addInt(bound);
    } else if (kind == "float") {
      for (const char *f : {"f16", "bf16", "f32", "f64"})
        instances.push_back({f, "", "", "", false, true, 0});
    } else if (llvm::is_contained({"f16", "bf16", "f32", "f64"}, kind)) {
      instances.push_back({kind.str(), "", "", "", false, true, 0});
    }
  }
  return instances;
}

/// `text` with the type parameters of `instance` substituted.
std::string substitute(llvm::StringRef text, const Instance &instance) {
  std::string out;
  while (!text.empty()) {
    if (text.starts_with("!T")) {
      out += instance.type;
      text = text.drop_front(2);
    } else if (text.starts_with("!W")) {
      out += instance.wide;
      text = text.drop_front(2);
    } else if (text.starts_with("!Q")) {
      out += instance.wider;
      text = text.drop_front(2);
    } else if (text.starts_with("{W}")) {
      out += instance.width;
      text = text.drop_front(3);
    } else if (text.starts_with("{SMAX}") || text.starts_with("{SMIN}")) {
      // The signed extremes of an integer `!T`, as constants are written.
      llvm::APInt v = text.starts_with("{SMAX}")
                          ? llvm::APInt::getSignedMaxValue(instance.bits)
                          : llvm::APInt::getSignedMinValue(instance.bits);
      out += llvm::toString(v, 10, /*Signed=*/true);
      text = text.drop_front(6);
    } else {
      out += text.front();
      text = text.drop_front();
    }
  }
  return out;
}

/// One argument of a template: `%name: type` with `const` or not.
struct Argument {
  std::string name, type;
  bool isConst = false;
};

std::vector<Argument> parseArguments(llvm::StringRef args) {
  std::vector<Argument> result;
  llvm::SmallVector<llvm::StringRef, 4> parts;
  args.split(parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef part : parts) {
    auto [name, rest] = part.split(':');
    Argument arg;
    arg.name = name.trim().str();
    rest = rest.trim();
    if (rest.consume_back("const")) {
      arg.isConst = true;
      rest = rest.trim();
    }
    arg.type = rest.str();
    result.push_back(arg);
  }
  return result;
}

/// The function `@name` of the template, its `const` arguments bound to
/// `constants` (by position among them) or, when `constants` is empty, left
/// as arguments; with the side condition asserted when `withPre`.
std::string buildFunction(const PatternIdentity &identity, llvm::StringRef body,
                          const Instance &instance, llvm::StringRef name,
                          llvm::ArrayRef<std::string> constants, bool withPre) {
  std::vector<Argument> args =
      parseArguments(substitute(identity.args, instance));
  std::string header, prologue;
  llvm::raw_string_ostream os(header);
  os << "func.func @" << name << "(";
  unsigned next = 0;
  bool first = true;
  for (const Argument &arg : args) {
    if (arg.isConst && !constants.empty()) {
      prologue += "  " + arg.name + " = arith.constant " + constants[next++] +
                  " : " + arg.type + "\n";
      continue;
    }
    os << (first ? "" : ", ") << arg.name << ": " << arg.type;
    first = false;
  }
  os << ") -> (" << substitute(identity.results, instance) << ") {\n";
  std::string text = header + prologue;
  if (withPre && *identity.pre) {
    text += substitute(identity.pre, instance) + "\n";
    text += "  cf.assert %pre, \"side condition\"\n";
  }
  text += substitute(body, instance) + "\n}\n";
  return text;
}

/// The concrete values a `const` argument of `type` takes when the C++
/// pattern is run: the edges of the range and a few small numbers.
std::vector<std::string> getConstantValues(llvm::StringRef type) {
  if (type == "i1")
    return {"0", "1"};
  if (type.starts_with("f") || type == "bf16")
    return {"0.0", "1.0", "-1.0", "2.5"};
  unsigned bits = 64;
  if (type.starts_with("i"))
    type.drop_front().getAsInteger(10, bits);
  std::vector<std::string> values = {"0", "1", "-1"};
  if (bits > 2) {
    values.push_back(
        llvm::toString(llvm::APInt::getSignedMinValue(bits), 10, true));
    values.push_back(
        llvm::toString(llvm::APInt::getSignedMaxValue(bits), 10, true));
  }
  return values;
}

/// The assignments of values to the `const` arguments that part (b) runs:
/// every one when there are at most `limit` (the product of the values
/// above grows as 5^k), else a fixed sample of that many: first the
/// "diagonal" ones (every argument at its i-th value, so each edge value
/// appears), then ones evenly spaced through the product (the first
/// argument varying slowest).
std::vector<std::vector<std::string>>
getAssignments(const PatternIdentity &identity, const Instance &instance,
               uint64_t limit) {
  std::vector<std::vector<std::string>> choices;
  uint64_t total = 1;
  size_t longest = 0;
  for (const Argument &arg :
       parseArguments(substitute(identity.args, instance))) {
    if (!arg.isConst)
      continue;
    choices.push_back(getConstantValues(arg.type));
    total *= choices.back().size();
    longest = std::max(longest, choices.back().size());
  }
  // The assignment numbered `n` in the product, the last argument varying
  // fastest.
  auto assignment = [&](uint64_t n) {
    std::vector<std::string> values(choices.size());
    for (size_t i = choices.size(); i-- > 0;) {
      values[i] = choices[i][n % choices[i].size()];
      n /= choices[i].size();
    }
    return values;
  };
  std::vector<std::vector<std::string>> all;
  if (total <= limit) {
    for (uint64_t n = 0; n < total; ++n)
      all.push_back(assignment(n));
    return all;
  }
  llvm::DenseSet<uint64_t> taken;
  auto take = [&](uint64_t n) {
    if (all.size() < limit && taken.insert(n).second)
      all.push_back(assignment(n));
  };
  for (size_t i = 0; i < longest; ++i) {
    uint64_t n = 0;
    for (const std::vector<std::string> &c : choices)
      n = n * c.size() + i % c.size();
    take(n);
  }
  for (uint64_t step = 0; all.size() < limit && step < total; ++step)
    take((step * total / limit + step / limit) % total);
  return all;
}

//===----------------------------------------------------------------------===//
// Checking
//===----------------------------------------------------------------------===//

/// Collects the diagnostics reported while it lives.
class DiagnosticCollector : public ScopedDiagnosticHandler {
public:
  explicit DiagnosticCollector(Context *ctx) : ScopedDiagnosticHandler(ctx) {
    setHandler([this](Diagnostic &diag) {
      if (messages.empty())
        messages = diag.str();
      return success();
    });
  }
  std::string messages;
};

/// Parses `text` (functions) into a module; null on error (reported in
/// `error`).
OwningOpRef<Operation *> parseModule(Context &ctx, const std::string &text,
                                     std::string &error) {
  DiagnosticCollector diags(&ctx);
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "identity"),
                        llvm::SMLoc());
  ParserConfig config(&ctx);
  OwningOpRef<Operation *> module =
      parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
  if (!module)
    error = "the template does not parse: " + diags.messages + "\n" + text;
  return module;
}

/// The `n`th op of `module`: the source is built first, the target second.
Operation *getFunction(Operation *module, unsigned n) {
  for (Operation &op : module->getRegion(0).front())
    if (n-- == 0)
      return &op;
  return nullptr;
}

/// What the checks of one identity found so far.
struct Outcome {
  bool refuted = false, unknown = false;
  std::string detail;
  unsigned checks = 0;
  llvm::SmallVector<std::string, 8> proven;

  void refute(const std::string &what) {
    if (!refuted)
      detail = what;
    refuted = true;
  }
  void unknownBecause(const std::string &why) {
    if (!refuted && !unknown)
      detail = why;
    unknown = true;
  }
};

/// Renders a counterexample in one line.
std::string describeCounterexample(const tv::Verdict &v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << tv::getFailureMessage(v.failure);
  auto print = [&](const tv::ConcreteValue &value) {
    for (unsigned i = 0, e = value.lanes.size(); i != e; ++i) {
      if (i)
        os << ",";
      if (value.poison[i])
        os << "poison";
      else
        os << llvm::toString(value.lanes[i], 10, /*Signed=*/true);
    }
  };
  for (unsigned i = 0, e = v.inputs.size(); i != e; ++i) {
    os << (i ? ", " : " with ") << v.inputNames[i] << " = ";
    print(v.inputs[i]);
  }
  if (v.result >= 0 && unsigned(v.result) < v.sourceResults.size()) {
    os << ": source ";
    print(v.sourceResults[v.result]);
    os << ", target ";
    print(v.targetResults[v.result]);
  }
  return s;
}

/// Whether an approximation of the encoding is the side condition's own
/// assert (which is meant as undefined behaviour).
bool isSideConditionApproximation(llvm::StringRef a) {
  return a.contains("cf.assert");
}

/// Checks `tgt` against `src` at every index width needed; records the
/// outcome under `label`.
void checkPair(Operation *src, Operation *tgt, const TableOptions &options,
               const std::string &label, llvm::StringRef what, Outcome &outcome,
               bool record) {
  bool index = tv::usesIndex(src) || tv::usesIndex(tgt);
  llvm::SmallVector<unsigned, 2> widths;
  if (index)
    widths.assign(options.indexWidths.begin(), options.indexWidths.end());
  else
    widths.push_back(64);
  for (unsigned width : widths) {
    tv::CheckOptions check;
    check.timeoutMs = options.timeoutMs;
    check.solver = options.solver;
    check.encoder.indexWidth = width;
    DiagnosticCollector diags(src->getContext());
    tv::Verdict v = tv::checkRefinement(src, tgt, check);
    ++outcome.checks;
    std::string at = label + (index ? " (index" + std::to_string(width) + ")"
                                    : std::string());
    switch (v.status) {
    case tv::Status::Correct: {
      bool approximated = llvm::any_of(v.approximations, [](const auto &a) {
        return !isSideConditionApproximation(a);
      });
      if (approximated)
        outcome.unknownBecause(what.str() + " at " + at +
                               " holds only up to approximations: " +
                               llvm::join(v.approximations, ", "));
      else if (record) {
        // "i8" and "index32" for an i8 instance whose template also uses
        // index, proven at that index width.
        if (label != "index")
          outcome.proven.push_back(label);
        if (index)
          outcome.proven.push_back("index" + std::to_string(width));
      }
      break;
    }
    case tv::Status::Incorrect:
      outcome.refute(what.str() + " at " + at + ": " +
                     describeCounterexample(v));
      return;
    case tv::Status::Unknown:
      outcome.unknownBecause(v.reason);
      return;
    case tv::Status::Error:
      outcome.unknownBecause(diags.messages.empty() ? v.reason
                                                    : diags.messages);
      return;
    }
  }
}

/// A pattern's debug name without the anonymous-namespace qualifier its
/// type name carries.
std::string getPatternName(llvm::StringRef debugName) {
  // Debug names default to the class's type name, whose anonymous
  // namespace each compiler spells its own way (gcc: `{anonymous}::`,
  // clang: `(anonymous namespace)::`); identities name the class alone.
  std::string name = debugName.str();
  for (llvm::StringRef anonymous : {"{anonymous}::", "(anonymous namespace)::"})
    for (size_t at; (at = name.find(anonymous)) != std::string::npos;)
      name.erase(at, anonymous.size());
  return name;
}

/// Applies `identity`'s pattern alone to `func`; whether it fired.
bool applyPatternAlone(Context &ctx, const PatternIdentity &identity,
                       Operation *func) {
  RewritePatternSet all(&ctx);
  populateCanonicalizationPatterns(&ctx, all);
  RewritePatternSet only(&ctx);
  for (std::unique_ptr<RewritePattern> &p : all.getNativePatterns())
    if (getPatternName(p->getDebugName()) == identity.pattern)
      only.add(std::move(p));
  FrozenRewritePatternSet frozen(std::move(only));
  GreedyRewriteConfig config;
  config.fold = false;
  config.enableRegionSimplification = GreedySimplifyRegionLevel::Disabled;
  GreedyResult result = applyPatternsGreedily(func, frozen, config);
  return result.numRewrites > 0;
}

/// Applies the folder of the op named by `identity` that defines the first
/// returned value of `func`, or else of the last op of that name in `func`
/// (an op without results, such as a store, or one whose memref result
/// cannot be returned); whether it folded.
bool applyFolderAlone(const PatternIdentity &identity, Operation *func) {
  Operation *ret = func->getRegion(0).front().getTerminator();
  Operation *op = ret && ret->getNumOperands() != 0
                      ? ret->getOperand(0).getDefiningOp()
                      : nullptr;
  if (!op || op->getName().getStringRef() != identity.pattern) {
    op = nullptr;
    func->walk([&](Operation *nested) {
      if (nested->getName().getStringRef() == identity.pattern)
        op = nested;
    });
  }
  if (!op)
    return false;
  llvm::SmallVector<OpFoldResult, 2> results;
  if (failed(foldOperation(op, results)))
    return false;
  if (results.empty())
    return true; // folded in place
  OpBuilder builder(op);
  for (unsigned i = 0, e = results.size(); i != e; ++i) {
    Value replacement = results[i].getValue();
    if (!replacement) {
      Operation *c = materializeConstant(
          op->getDialect(), builder, results[i].getAttribute(),
          op->getResult(i).getType(), op->getLoc());
      if (!c)
        return false;
      replacement = c->getResult(0);
    }
    op->getResult(i).replaceAllUsesWith(replacement);
  }
  op->erase();
  return true;
}

} // namespace

Row patterns::checkIdentity(Context &ctx, const PatternIdentity &identity,
                            const TableOptions &options) {
  Row row;
  row.identity = &identity;
  auto start = std::chrono::steady_clock::now();
  auto finish = [&]() -> Row & {
    row.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    return row;
  };
  if (*identity.notVerifiable) {
    row.status = RowStatus::NotVerifiable;
    row.detail = identity.notVerifiable;
    return finish();
  }
  if (identity.kind == IdentityKind::ConstantFold) {
    row.status = RowStatus::ByConstruction;
    row.detail = "constant folding runs the interpreter's semantics on "
                 "constants, the same code the encoding instantiates";
    return finish();
  }

  // "index=64" in the types: the rule holds with index 64 bits wide, the
  // width arith's folders and the interpreter take, and not at 32 (a signed
  // extreme of index, a cast between index and i64).
  TableOptions opts = options;
  if (llvm::is_contained(llvm::split(identity.types, ','), "index=64"))
    llvm::erase(opts.indexWidths, 32u);
  Outcome outcome;
  // (a) The identity, constants symbolic.
  for (const Instance &instance : getInstances(identity.types, opts.widths)) {
    std::string error;
    std::string text =
        buildFunction(identity, identity.src, instance, "src", {}, true) +
        buildFunction(identity, identity.tgt, instance, "tgt", {}, false) +
        substitute(identity.decls, instance);
    OwningOpRef<Operation *> module = parseModule(ctx, text, error);
    if (!module) {
      outcome.unknownBecause(error);
      break;
    }
    checkPair(getFunction(module.get(), 0), getFunction(module.get(), 1), opts,
              instance.type, "the identity", outcome, /*record=*/true);
    if (outcome.refuted || outcome.unknown)
      break;
  }

  // (b) The C++ code on concrete constants.
  bool fired = false;
  if (!outcome.refuted && !outcome.unknown) {
    std::vector<Instance> implInstances =
        getInstances(identity.types, opts.implWidths);
    if (!opts.implIndex && llvm::any_of(implInstances, [](const Instance &i) {
          return !i.isIndex;
        }))
      llvm::erase_if(implInstances,
                     [](const Instance &i) { return i.isIndex; });
    for (const Instance &instance : implInstances) {
      for (const std::vector<std::string> &constants :
           getAssignments(identity, instance, opts.maxAssignments)) {
        std::string error;
        std::string text = buildFunction(identity, identity.src, instance,
                                         "src", constants, false) +
                           buildFunction(identity, identity.src, instance,
                                         "impl", constants, false) +
                           substitute(identity.decls, instance);
        OwningOpRef<Operation *> module = parseModule(ctx, text, error);
        if (!module) {
          outcome.unknownBecause(error);
          break;
        }
        Operation *src = getFunction(module.get(), 0);
        Operation *impl = getFunction(module.get(), 1);
        bool applied = identity.kind == IdentityKind::Fold
                           ? applyFolderAlone(identity, impl)
                           : applyPatternAlone(ctx, identity, impl);
        if (!applied)
          continue;
        fired = true;
        std::string label = instance.type;
        if (!constants.empty())
          label += " with constants " + llvm::join(constants, ", ");
        checkPair(src, impl, opts, label, "the C++ code", outcome,
                  /*record=*/false);
        if (outcome.refuted || outcome.unknown)
          break;
      }
      if (outcome.refuted || outcome.unknown)
        break;
    }
    if (!fired && !outcome.refuted && !outcome.unknown)
      outcome.refute(
          std::string(identity.kind == IdentityKind::Fold ? "the folder"
                                                          : "the pattern") +
          " never fired on the template: the identity does not describe it");
  }

  row.checks = outcome.checks;
  row.detail = outcome.detail;
  row.status = outcome.refuted   ? RowStatus::Refuted
               : outcome.unknown ? RowStatus::Unknown
                                 : RowStatus::Verified;
  // Summarise the widths proven: "i1-i64" for a full run of integers.
  llvm::SmallVector<std::string, 4> parts;
  llvm::SmallVector<unsigned, 64> ints;
  llvm::StringSet<> others;
  for (const std::string &p : outcome.proven) {
    unsigned w;
    if (p.size() > 1 && p[0] == 'i' &&
        !llvm::StringRef(p).drop_front().getAsInteger(10, w))
      ints.push_back(w);
    else
      others.insert(p);
  }
  llvm::sort(ints);
  ints.erase(std::unique(ints.begin(), ints.end()), ints.end());
  for (unsigned i = 0; i < ints.size();) {
    unsigned j = i;
    while (j + 1 < ints.size() && ints[j + 1] == ints[j] + 1)
      ++j;
    parts.push_back(j >= i + 2
                        ? llvm::formatv("i{0}-i{1}", ints[i], ints[j]).str()
                        : "i" + std::to_string(ints[i]));
    if (j == i + 1)
      parts.push_back("i" + std::to_string(ints[j]));
    i = j + 1;
  }
  if (others.contains("index32") && others.contains("index64"))
    parts.push_back("index32/64");
  else
    for (llvm::StringRef o : {"index32", "index64"})
      if (others.contains(o))
        parts.push_back(o.str());
  row.proven = llvm::join(parts, " ");
  return finish();
}

std::vector<std::string>
patterns::findUncovered(Context &ctx,
                        llvm::ArrayRef<PatternIdentity> identities) {
  llvm::StringSet<> patternsNamed, foldsNamed, constantFolded;
  for (const PatternIdentity &id : identities) {
    switch (id.kind) {
    case IdentityKind::Pattern:
      patternsNamed.insert(id.pattern);
      break;
    case IdentityKind::Fold:
      foldsNamed.insert(id.pattern);
      break;
    case IdentityKind::ConstantFold: {
      llvm::SmallVector<llvm::StringRef, 16> ops;
      llvm::StringRef(id.src).split(ops, ' ', -1, /*KeepEmpty=*/false);
      for (llvm::StringRef op : ops)
        constantFolded.insert(op.trim());
      break;
    }
    }
  }
  std::vector<std::string> uncovered;
  RewritePatternSet all(&ctx);
  populateCanonicalizationPatterns(&ctx, all);
  llvm::StringSet<> registered;
  for (const std::unique_ptr<RewritePattern> &p : all.getNativePatterns()) {
    std::string name = getPatternName(p->getDebugName());
    registered.insert(name);
    if (!patternsNamed.contains(name))
      uncovered.push_back("pattern " + name);
  }
  llvm::StringSet<> folders;
  for (OpInfo *info : ctx.getRegisteredOperations()) {
    if (!info->getInterface<FoldInterface>())
      continue;
    folders.insert(info->name);
    if (!foldsNamed.contains(info->name) &&
        !constantFolded.contains(info->name))
      uncovered.push_back("folder " + info->name.str());
  }
  for (const PatternIdentity &id : identities) {
    if (id.kind == IdentityKind::Pattern && !registered.contains(id.pattern))
      uncovered.push_back("identity of unregistered pattern " +
                          std::string(id.pattern));
    if (id.kind == IdentityKind::Fold && !folders.contains(id.pattern))
      uncovered.push_back("identity of an op without a folder " +
                          std::string(id.pattern));
  }
  llvm::sort(uncovered);
  uncovered.erase(std::unique(uncovered.begin(), uncovered.end()),
                  uncovered.end());
  return uncovered;
}

unsigned patterns::printTable(llvm::raw_ostream &os, llvm::ArrayRef<Row> rows,
                              bool json, bool withTimes) {
  std::map<RowStatus, unsigned> counts;
  for (const Row &row : rows)
    ++counts[row.status];
  auto kindName = [](IdentityKind kind) {
    switch (kind) {
    case IdentityKind::Pattern:
      return "pattern";
    case IdentityKind::Fold:
      return "fold";
    case IdentityKind::ConstantFold:
      return "constant fold";
    }
    return "pattern";
  };
  if (json) {
    for (const Row &row : rows) {
      llvm::json::Object o{{"pattern", row.identity->pattern},
                           {"kind", kindName(row.identity->kind)},
                           {"identity", row.identity->rule},
                           {"status", stringifyRowStatus(row.status)},
                           {"proven", row.proven},
                           {"detail", row.detail}};
      if (withTimes)
        o["seconds"] = row.seconds;
      os << llvm::json::Value(std::move(o)) << "\n";
    }
    llvm::json::Object summary;
    for (RowStatus s :
         {RowStatus::Verified, RowStatus::Refuted, RowStatus::Unknown,
          RowStatus::NotVerifiable, RowStatus::ByConstruction})
      summary[stringifyRowStatus(s)] = int64_t(counts[s]);
    os << llvm::json::Value(llvm::json::Object{{"summary", std::move(summary)}})
       << "\n";
    return counts[RowStatus::Refuted];
  }
  // Markdown: `|` in a cell would split it.
  auto cell = [](llvm::StringRef s) {
    std::string out;
    for (char c : s) {
      if (c == '|')
        out += "\\|";
      else if (c == '\n')
        out += ' ';
      else
        out += c;
    }
    return out;
  };
  os << "| pattern | kind | identity | proven at | status |"
     << (withTimes ? " time (s) |" : "") << "\n";
  os << "| --- | --- | --- | --- | --- |" << (withTimes ? " --- |" : "")
     << "\n";
  for (const Row &row : rows) {
    std::string status = stringifyRowStatus(row.status).str();
    if (!row.detail.empty() && row.status != RowStatus::Verified)
      status += ": " + row.detail;
    os << "| " << cell(row.identity->pattern) << " | "
       << kindName(row.identity->kind) << " | `" << cell(row.identity->rule)
       << "` | " << cell(row.proven) << " | " << cell(status) << " |";
    if (withTimes)
      os << llvm::formatv(" {0:f2} |", row.seconds);
    os << "\n";
  }
  os << "\n" << rows.size() << " entries: ";
  os << counts[RowStatus::Verified] << " verified, "
     << counts[RowStatus::Refuted] << " refuted, " << counts[RowStatus::Unknown]
     << " unknown, " << counts[RowStatus::NotVerifiable] << " not verifiable, "
     << counts[RowStatus::ByConstruction] << " by construction\n";
  return counts[RowStatus::Refuted];
}

int patterns::runPatternTable(const TableOptions &options, bool json,
                              bool withTimes) {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllDialectPatterns(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.enableMultithreading(false);
  ctx.printOpOnDiagnostic(false);

  std::vector<PatternIdentity> identities = getAllPatternIdentities();
  // A pattern's dialect is that of the op it matches.
  llvm::StringMap<std::string> patternDialects;
  {
    RewritePatternSet all(&ctx);
    populateCanonicalizationPatterns(&ctx, all);
    for (const std::unique_ptr<RewritePattern> &p : all.getNativePatterns())
      if (std::optional<OperationName> root = p->getRootKind())
        patternDialects[getPatternName(p->getDebugName())] =
            root->getDialectNamespace().str();
  }
  auto dialectOf = [&](const PatternIdentity &identity) {
    auto it = patternDialects.find(identity.pattern);
    if (identity.kind == IdentityKind::Pattern && it != patternDialects.end())
      return it->second;
    return getDialectOf(identity);
  };
  std::vector<Row> rows;
  unsigned position = 0;
  for (const PatternIdentity &identity : identities) {
    if (!options.dialect.empty() && dialectOf(identity) != options.dialect)
      continue;
    if (position++ % options.numShards == options.shard)
      rows.push_back(checkIdentity(ctx, identity, options));
  }
  // The rows point into `identities`, which outlives them here.
  unsigned refuted = printTable(llvm::outs(), rows, json, withTimes);
  std::vector<std::string> uncovered = findUncovered(ctx, identities);
  for (const std::string &u : uncovered)
    if (options.dialect.empty() ||
        llvm::StringRef(u).contains(" " + options.dialect + "."))
      llvm::errs() << "error: " << u << " has neither an identity nor a "
                   << "stated reason\n";
  llvm::outs().flush();
  return refuted || !uncovered.empty() ? 1 : 0;
}
