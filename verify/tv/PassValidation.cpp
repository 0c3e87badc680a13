//===- PassValidation.cpp - Checking a transformation of a module ---------===//
#include "verify/tv/PassValidation.h"
#include "dialects/func/FuncOps.h"
#include "ir/Diagnostics.h"
#include "ir/IRMapping.h"
#include "ir/Operation.h"
#include "pass/Pass.h"
#include "pass/PassInstrumentation.h"
#include "verify/tv/Reproducer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::tv;

/// The func.func ops directly in `module`'s body, in order.
static llvm::SmallVector<func::FuncOp, 8> getFunctions(Operation *module) {
  llvm::SmallVector<func::FuncOp, 8> fns;
  if (module->getNumRegions() == 0 || module->getRegion(0).empty())
    return fns;
  for (Operation &op : module->getRegion(0).front())
    if (auto fn = llvm::dyn_cast<func::FuncOp>(&op))
      fns.push_back(fn);
  return fns;
}

static std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  return s;
}

/// Why `before` and `after` (same name) cannot be checked, or "" when they
/// can; `skip` is set when there is nothing to check at all.
static std::string whyUnchecked(func::FuncOp before, func::FuncOp after,
                                bool &skip) {
  skip = false;
  if (before.isDeclaration() && after.isDeclaration()) {
    skip = true;
    return "";
  }
  if (after.isDeclaration())
    return "its body was removed";
  if (before.isDeclaration())
    return "it has a body only after the transformation";
  if (before.getFunctionType() != after.getFunctionType())
    return "its type changed from " + typeString(before.getFunctionType()) +
           " to " + typeString(after.getFunctionType());
  return "";
}

FunctionPairing tv::pairFunctionsByName(Operation *before, Operation *after) {
  FunctionPairing result;
  llvm::StringMap<func::FuncOp> beforeByName;
  for (func::FuncOp fn : getFunctions(before))
    beforeByName[fn.getSymName()] = fn;
  llvm::StringSet<> seen;
  for (func::FuncOp fn : getFunctions(after)) {
    std::string name = fn.getSymName().str();
    seen.insert(name);
    auto it = beforeByName.find(name);
    if (it == beforeByName.end()) {
      result.unchecked.push_back({name, "added by the transformation"});
      continue;
    }
    bool skip;
    std::string reason = whyUnchecked(it->second, fn, skip);
    if (skip)
      continue;
    if (!reason.empty())
      result.unchecked.push_back({name, reason});
    else
      result.pairs.push_back({name, it->second, fn});
  }
  for (func::FuncOp fn : getFunctions(before))
    if (!seen.contains(fn.getSymName()))
      result.unchecked.push_back(
          {fn.getSymName().str(), "removed by the transformation"});
  return result;
}

//===----------------------------------------------------------------------===//
// --verify-each-tv
//===----------------------------------------------------------------------===//

namespace {
class VerifyEachTV : public PassInstrumentation {
public:
  explicit VerifyEachTV(VerifyEachOptions options)
      : options(std::move(options)) {}
  ~VerifyEachTV() override { dropSnapshot(); }

  void runBeforePass(Pass *pass, Operation *op) override {
    // Adaptors only run nested pipelines, whose passes are checked one by
    // one; after a refutation the run is failing and nothing more is said.
    if (pass->isAdaptor() || refuted)
      return;
    dropSnapshot();
    Operation *root = op;
    while (Operation *parent = root->getParentOp())
      root = parent;
    snapshot = root->clone(mapping);
    before = op == root ? snapshot : mapping.lookupOrNull(op);
  }

  void runAfterPassFailed(Pass *pass, Operation *op) override {
    if (!pass->isAdaptor())
      dropSnapshot();
  }

  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass->isAdaptor() || !before) {
      return;
    }
    FunctionPairing pairing;
    if (auto fn = llvm::dyn_cast<func::FuncOp>(op)) {
      auto old = llvm::cast<func::FuncOp>(before);
      bool skip;
      if (whyUnchecked(old, fn, skip).empty() && !skip)
        pairing.pairs.push_back({fn.getSymName().str(), old, fn});
    } else {
      pairing = pairFunctionsByName(before, op);
    }
    for (const FunctionPair &pair : pairing.pairs)
      if (failed(check(pass, op, pair)))
        break;
    dropSnapshot();
  }

  bool requiresSequentialExecution() const override { return true; }

  LogicalResult finishRun() override { return failure(refuted); }

private:
  /// Checks one pair; failure on a refutation, which it reports.
  LogicalResult check(Pass *pass, Operation *op, const FunctionPair &pair) {
    // The encoder reports what it cannot encode as diagnostics; here such
    // a function is only left unchecked, once, with a warning.
    std::string notEncoded;
    PairVerdict result;
    {
      ScopedDiagnosticHandler quiet(op->getContext(),
                                    [&](Diagnostic &diag) -> LogicalResult {
                                      if (notEncoded.empty())
                                        notEncoded = diag.getMessage();
                                      return success();
                                    });
      result = checkPair(pair, options.check, options.indexWidths);
    }
    const Verdict &v = result.verdict;
    if (v.status == Status::Correct) {
      // Correct only for the executions within the bound: said once per
      // function, as for one left unchecked.
      if (v.boundHit && warned.insert(pair.name).second)
        emitWarning(pair.tgt->getLoc())
            << "'@" << pair.name << "' is validated after pass '"
            << pass->getArgument() << "' only for executions within "
            << v.unroll
            << " loop iterations, back-edge traversals and call depth "
               "(--verify-each-tv-unroll)";
      return success();
    }
    if (v.status != Status::Incorrect) {
      if (warned.insert(pair.name).second)
        emitWarning(pair.tgt->getLoc())
            << "'@" << pair.name << "' is not validated after pass '"
            << pass->getArgument()
            << "': " << (v.reason.empty() ? notEncoded : v.reason);
      return success();
    }
    refuted = true;
    std::string pipeline = getPassPipeline(pass, op);
    emitError(pair.tgt->getLoc())
        << "pass '" << pass->getArgument() << "' miscompiles '@" << pair.name
        << "': " << getFailureMessage(v.failure);
    printVerdict(llvm::errs(), pair, result);
    llvm::errs().flush();
    std::string path = options.reproducerPath.empty()
                           ? getDefaultReproducerPath(pair.name)
                           : options.reproducerPath;
    std::string text = renderTVReproducer(pair, result, {pipeline, ""});
    if (succeeded(writeOutputFile(path, text, "reproducer", options.inputs,
                                  pair.tgt->getLoc())))
      emitRemark(pair.tgt->getLoc())
          << "reproducer written to '" << path << "'";
    return failure();
  }

  /// The pipeline that runs just `pass` on `op`: `pass` nested in the
  /// names of `op` and its ancestors (`builtin.module(func.func(cse))`).
  static std::string getPassPipeline(Pass *pass, Operation *op) {
    std::string inner;
    llvm::raw_string_ostream os(inner);
    pass->printAsTextualPipeline(os);
    for (Operation *at = op; at; at = at->getParentOp())
      inner = (at->getName().getStringRef() + "(" + inner + ")").str();
    return inner;
  }

  void dropSnapshot() {
    if (snapshot)
      snapshot->erase();
    snapshot = nullptr;
    before = nullptr;
    mapping.clear();
  }

  VerifyEachOptions options;
  /// The root as it was before the running pass, and in it the op the pass
  /// runs on.
  Operation *snapshot = nullptr;
  Operation *before = nullptr;
  IRMapping mapping;
  bool refuted = false;
  llvm::StringSet<> warned;
};
} // namespace

std::unique_ptr<PassInstrumentation>
tv::createVerifyEachTVInstrumentation(VerifyEachOptions options) {
  return std::make_unique<VerifyEachTV>(std::move(options));
}
