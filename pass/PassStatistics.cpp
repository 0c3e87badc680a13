//===- PassStatistics.cpp - The --mlir-pass-statistics report -------------===//
//
// Two displays, as mlir-opt documents them. The pipeline display mirrors the
// pipeline: nested pipelines as `'func.func' Pipeline` (preceded by
// `Pipeline Collection : [...]` when an adaptor holds several), each pass
// with its statistics below it. The list display merges passes of the same
// name across the pipeline, sorted by name, and sums their statistics.
// A statistic reads `(S) <value> <name> - <description>`, the values of one
// pass right-aligned together.
//
//===----------------------------------------------------------------------===//
#include "pass/PassDetail.h"
#include "pass/PassManager.h"
#include "llvm/ADT/StringMap.h"
#include <map>

using namespace assay;
using namespace assay::detail;
using llvm::StringRef;

namespace {
/// One statistic to print.
struct StatLine {
  std::string name;
  std::string description;
  uint64_t value;
};
} // namespace

static void printPassEntry(llvm::raw_ostream &os, unsigned indent,
                           StringRef pass, llvm::ArrayRef<StatLine> stats) {
  os.indent(indent) << pass << "\n";
  if (stats.empty())
    return;
  size_t width = 0;
  for (const StatLine &stat : stats)
    width = std::max(width, std::to_string(stat.value).size());
  for (const StatLine &stat : stats) {
    std::string value = std::to_string(stat.value);
    os.indent(indent + 2) << "(S) ";
    os.indent(width - value.size())
        << value << " " << stat.name << " - " << stat.description << "\n";
  }
}

static std::vector<StatLine> getStats(Pass *pass) {
  std::vector<StatLine> stats;
  for (Statistic *stat : pass->getStatistics())
    stats.push_back({stat->getName().str(), stat->getDescription().str(),
                     stat->getValue()});
  return stats;
}

/// Recursion follows the pipeline's nesting, which the user wrote (not
/// the IR's).
static void printAsPipeline(llvm::raw_ostream &os, const OpPassManager &pm,
                            unsigned indent) {
  for (const std::unique_ptr<Pass> &pass : pm.getPasses()) {
    auto *adaptor = llvm::dyn_cast<OpToOpPassAdaptor>(pass.get());
    if (!adaptor) {
      printPassEntry(os, indent, pass->getName(), getStats(pass.get()));
      continue;
    }
    auto &mgrs = adaptor->getPassManagers();
    unsigned nestedIndent = indent;
    if (mgrs.size() > 1) {
      os.indent(indent) << adaptor->getName() << "\n";
      nestedIndent += 2;
    }
    for (OpPassManager &nested : mgrs) {
      os.indent(nestedIndent)
          << "'" << nested.getOpAnchorName() << "' Pipeline\n";
      printAsPipeline(os, nested, nestedIndent + 2);
    }
  }
}

static void printAsList(llvm::raw_ostream &os, const OpPassManager &root) {
  // Pass name -> (statistic name -> line), merged over the pipeline.
  std::map<std::string, std::vector<StatLine>> merged;
  llvm::SmallVector<const OpPassManager *, 8> worklist{&root};
  while (!worklist.empty()) {
    const OpPassManager *pm = worklist.pop_back_val();
    for (const std::unique_ptr<Pass> &pass : pm->getPasses()) {
      if (auto *adaptor = llvm::dyn_cast<OpToOpPassAdaptor>(pass.get())) {
        for (OpPassManager &nested : adaptor->getPassManagers())
          worklist.push_back(&nested);
        continue;
      }
      std::vector<StatLine> &lines = merged[pass->getName().str()];
      for (StatLine &stat : getStats(pass.get())) {
        auto it = llvm::find_if(
            lines, [&](const StatLine &l) { return l.name == stat.name; });
        if (it == lines.end())
          lines.push_back(stat);
        else
          it->value += stat.value;
      }
    }
  }
  for (auto &[name, stats] : merged)
    printPassEntry(os, 0, name, stats);
}

void PassManager::enableStatistics(PassDisplayMode mode,
                                   llvm::raw_ostream *os) {
  statisticsMode = mode;
  statisticsStream = os;
}

void PassManager::printStatistics() {
  llvm::raw_ostream &os = statisticsStream ? *statisticsStream : llvm::errs();
  os << "===" << std::string(73, '-') << "===\n";
  StringRef title = "... Pass statistics report ...";
  os.indent((80 - title.size()) / 2) << title << "\n";
  os << "===" << std::string(73, '-') << "===\n";
  if (*statisticsMode == PassDisplayMode::List)
    printAsList(os, *this);
  else
    printAsPipeline(os, *this, 0);
  os << "\n";
  os.flush();
}
