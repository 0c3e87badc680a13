//===- UtilityPasses.cpp - strip-debuginfo and print-op-stats -------------===//
//
// `strip-debuginfo` replaces the location of every op and block argument by
// `loc(unknown)`. `print-op-stats` counts the ops of each name (the op it
// runs on included) and prints the counts on stderr, sorted by name, in
// mlir-opt's layout:
//
//   Operations encountered:
//   -----------------------
//     arith.addi   , 2
//   builtin.module , 1
//
// (dialect right-aligned, op name left-aligned; a name without a dialect
// in the op column) or, with `json`, as a JSON
// object.
//
//===----------------------------------------------------------------------===//
#include "ir/Location.h"
#include "ir/Operation.h"
#include "pass/Pass.h"
#include "pass/transforms/Passes.h"
#include <map>

using namespace assay;

namespace {
struct StripDebugInfoPass : PassWrapper<StripDebugInfoPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "StripDebugInfo"; }
  llvm::StringRef getArgument() const override { return "strip-debuginfo"; }
  llvm::StringRef getDescription() const override {
    return "Strip debug info from all operations";
  }
  void runOnOperation() override {
    Location unknown = UnknownLoc::get(getContext());
    getOperation()->walk([&](Operation *op) {
      op->setLoc(unknown);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.setLoc(unknown);
    });
  }
};

struct PrintOpStatsPass : PassWrapper<PrintOpStatsPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "PrintOpStats"; }
  llvm::StringRef getArgument() const override { return "print-op-stats"; }
  llvm::StringRef getDescription() const override {
    return "Print statistics of operations";
  }
  void runOnOperation() override {
    std::map<std::string, uint64_t> counts;
    getOperation()->walk(
        [&](Operation *op) { ++counts[op->getName().getStringRef().str()]; });
    llvm::raw_ostream &os = llvm::errs();
    if (printAsJSON)
      printJSON(os, counts);
    else
      printSummary(os, counts);
    markAllAnalysesPreserved();
  }

  /// The dialect and op columns of a name. A name with nothing after its
  /// first dot (an op of no dialect, `"long_op_name"`) goes whole in the op
  /// column, with a blank where the dot would be.
  static std::pair<llvm::StringRef, llvm::StringRef>
  splitName(llvm::StringRef name) {
    auto [dialect, op] = name.split('.');
    if (op.empty())
      return {llvm::StringRef(), dialect};
    return {dialect, op};
  }

  static void printSummary(llvm::raw_ostream &os,
                           const std::map<std::string, uint64_t> &counts) {
    os << "Operations encountered:\n";
    os << "-----------------------\n";
    size_t maxDialect = 0, maxOp = 0;
    for (auto &[name, count] : counts) {
      auto [dialect, op] = splitName(name);
      maxDialect = std::max(maxDialect, dialect.size());
      maxOp = std::max(maxOp, op.size());
    }
    for (auto &[name, count] : counts) {
      auto [dialect, op] = splitName(name);
      os << "  ";
      os.indent(maxDialect - dialect.size())
          << dialect << (dialect.empty() ? ' ' : '.') << op;
      os.indent(maxOp - op.size()) << " , " << count << "\n";
    }
  }

  static void printJSON(llvm::raw_ostream &os,
                        const std::map<std::string, uint64_t> &counts) {
    os << "{\n";
    size_t i = 0;
    for (auto &[name, count] : counts) {
      os << "  \"" << name << "\" : " << count;
      os << (++i < counts.size() ? ",\n" : "\n");
    }
    os << "}\n";
  }

  Option<bool> printAsJSON{passOptions, "json", "print the stats as JSON",
                           false};
};
} // namespace

std::unique_ptr<Pass> assay::createStripDebugInfoPass() {
  return std::make_unique<StripDebugInfoPass>();
}
std::unique_ptr<Pass> assay::createPrintOpStatsPass() {
  return std::make_unique<PrintOpStatsPass>();
}
