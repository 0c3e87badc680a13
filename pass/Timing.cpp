//===- Timing.cpp - Nested wall-clock timers and their reports ------------===//
//
// The timer tree, mlir-opt's text and JSON reports, and the instrumentation
// that times passes. Each thread keeps its own stack of open scopes; a
// nested pipeline started on a worker thread hangs below the scope its
// parent thread had open (the adaptor's).
//
//===----------------------------------------------------------------------===//
#include "pass/Timing.h"
#include "pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Threading.h"

using namespace assay;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Scopes and the tree
//===----------------------------------------------------------------------===//

TimingScope::TimingScope(TimingManager *manager, TimerNode *node)
    : manager(manager), node(node), start(std::chrono::steady_clock::now()) {}

TimingScope::TimingScope(TimingScope &&other)
    : manager(other.manager), node(other.node), start(other.start) {
  other.manager = nullptr;
}

TimingScope &TimingScope::operator=(TimingScope &&other) {
  stop();
  manager = other.manager;
  node = other.node;
  start = other.start;
  other.manager = nullptr;
  return *this;
}

TimingScope TimingScope::nest(StringRef name, bool hiddenInTree,
                              unsigned slot) {
  if (!manager)
    return TimingScope();
  return TimingScope(manager,
                     manager->getChild(node, name, hiddenInTree, slot));
}

void TimingScope::stop() {
  if (!manager)
    return;
  double secs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  manager->addTime(node, secs);
  manager = nullptr;
}

TimingManager::TimingManager()
    : rootScope(this, &root), start(std::chrono::steady_clock::now()) {}

TimerNode *TimingManager::getChild(TimerNode *parent, StringRef name,
                                   bool hiddenInTree, unsigned slot) {
  std::lock_guard<std::mutex> lock(mutex);
  for (auto &child : parent->children)
    if (child->name == name && child->slot == slot)
      return child.get();
  parent->children.push_back(std::make_unique<TimerNode>(name, slot));
  parent->children.back()->hiddenInTree = hiddenInTree;
  return parent->children.back().get();
}

void TimingManager::addTime(TimerNode *node, double seconds) {
  std::lock_guard<std::mutex> lock(mutex);
  node->wall += seconds;
}

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

namespace {
/// One line of a report.
struct ReportLine {
  std::string name;
  double wall;
  unsigned depth;
  /// JSON tree: the lines of the children follow, up to this index.
  std::vector<ReportLine> children;
};

/// Prints report lines in mlir-opt's formats.
class ReportPrinter {
public:
  ReportPrinter(llvm::raw_ostream &os, double total, bool userColumn)
      : os(os), total(total), userColumn(userColumn) {}

  double percent(double secs) const {
    return total > 0 ? 100.0 * secs / total : 0.0;
  }

  void textColumns(double secs) {
    if (userColumn)
      os << llvm::format("  %8.4f (%5.1f%%)", secs, percent(secs));
    os << llvm::format("  %8.4f (%5.1f%%)", secs, percent(secs));
  }
  void textLine(const ReportLine &line) {
    textColumns(line.wall);
    os << "  ";
    os.indent(2 * line.depth) << line.name << "\n";
    for (const ReportLine &child : line.children)
      textLine(child);
  }

  void jsonColumns(double secs) {
    if (userColumn)
      os << llvm::format("\"user\": {\"duration\": %8.4f, \"percentage\": "
                         "%5.1f}, ",
                         secs, percent(secs));
    os << llvm::format("\"wall\": {\"duration\": %8.4f, \"percentage\": "
                       "%5.1f}",
                       secs, percent(secs));
  }
  void jsonTreeLine(const ReportLine &line, unsigned depth) {
    os.indent(2 * depth) << "{";
    jsonColumns(line.wall);
    os << ", \"name\": \"" << line.name << "\", \"passes\": [\n";
    for (const ReportLine &child : line.children) {
      jsonTreeLine(child, depth + 1);
      os << ",\n";
    }
    os.indent(2 * depth) << "{}]}";
  }
  void jsonFlatLine(StringRef name, double secs) {
    os << "{";
    jsonColumns(secs);
    os << ", \"name\": \"" << name << "\"}";
  }

private:
  llvm::raw_ostream &os;
  double total;
  bool userColumn;
};
} // namespace

/// The tree lines below `node`: hidden nodes give way to their children.
static std::vector<ReportLine> buildTree(const TimerNode &node,
                                         unsigned depth) {
  std::vector<ReportLine> lines;
  for (const auto &child : node.children) {
    if (child->hiddenInTree) {
      for (ReportLine &line : buildTree(*child, depth))
        lines.push_back(std::move(line));
      continue;
    }
    ReportLine line{child->name, child->wall, depth, {}};
    line.children = buildTree(*child, depth + 1);
    lines.push_back(std::move(line));
  }
  return lines;
}

void TimingManager::print(llvm::raw_ostream &os, Display display,
                          Format format) {
  rootScope.stop();
  double total = root.wall;
  double children = 0;
  for (auto &child : root.children)
    children += child->wall;
  double rest = std::max(0.0, total - children);
  ReportPrinter printer(os, total, threaded);

  // The list: every node merged by name, root included, by time.
  std::vector<std::pair<std::string, double>> list;
  if (display == Display::List) {
    llvm::StringMap<size_t> index;
    llvm::SmallVector<const TimerNode *, 16> worklist{&root};
    while (!worklist.empty()) {
      const TimerNode *node = worklist.pop_back_val();
      auto [it, inserted] = index.try_emplace(node->name, list.size());
      if (inserted)
        list.emplace_back(node->name, 0.0);
      list[it->second].second += node->wall;
      for (auto &child : llvm::reverse(node->children))
        worklist.push_back(child.get());
    }
    llvm::stable_sort(list,
                      [](auto &a, auto &b) { return a.second > b.second; });
  }

  if (format == Format::Json) {
    os << "[\n";
    if (display == Display::List) {
      for (auto &[name, secs] : list) {
        printer.jsonFlatLine(name, secs);
        os << ",\n";
      }
    } else {
      for (const ReportLine &line : buildTree(root, 0)) {
        printer.jsonTreeLine(line, 0);
        os << ",\n";
      }
    }
    printer.jsonFlatLine("Rest", rest);
    os << ",\n";
    printer.jsonFlatLine("Total", total);
    os << "\n]\n";
    return;
  }

  os << "===" << std::string(73, '-') << "===\n";
  os << std::string(25, ' ') << "... Execution time report ...\n";
  os << "===" << std::string(73, '-') << "===\n";
  os << llvm::format("  Total Execution Time: %.4f seconds\n\n", total);
  if (threaded)
    os << "  ----User Time----";
  os << "  ----Wall Time----  ----Name----\n";
  if (display == Display::List) {
    for (auto &[name, secs] : list)
      printer.textLine(ReportLine{name, secs, 0, {}});
  } else {
    for (const ReportLine &line : buildTree(root, 0))
      printer.textLine(line);
  }
  printer.textLine(ReportLine{"Rest", rest, 0, {}});
  printer.textLine(ReportLine{"Total", total, 0, {}});
}

//===----------------------------------------------------------------------===//
// Pass timing
//===----------------------------------------------------------------------===//

namespace {
/// Opens a timer around every pass, pipeline and analysis.
class PassTiming : public PassInstrumentation {
public:
  explicit PassTiming(TimingScope &root) : root(root) {}

  void runBeforePipeline(std::optional<OperationName> name,
                         const PipelineParentInfo &info) override {
    std::string label;
    llvm::raw_string_ostream(label)
        << "'" << (name ? name->getStringRef() : StringRef("any"))
        << "' Pipeline";
    uint64_t tid = llvm::get_threadid();
    std::lock_guard<std::mutex> lock(mutex);
    if (tid != info.parentThreadID)
      root.getManager()->noteThreadedWork();
    // A pipeline is merged by name: it runs once per op it is scheduled on,
    // and its passes are numbered afresh each time.
    TimingScope scope = top(info.parentThreadID).scope->nest(label);
    stacks[tid].push_back(Frame{std::move(scope)});
  }
  void runAfterPipeline(std::optional<OperationName>,
                        const PipelineParentInfo &) override {
    pop();
  }
  void runBeforePass(Pass *pass, Operation *) override {
    push(pass->getName(), pass->isAdaptor(), /*inSequence=*/true);
  }
  void runAfterPass(Pass *, Operation *) override { pop(); }
  void runAfterPassFailed(Pass *, Operation *) override { pop(); }
  void runBeforeAnalysis(StringRef name, TypeID, Operation *) override {
    // Analyses are computed on demand: merged by name under their pass.
    push(("(A) " + llvm::Twine(name)).str(), false, /*inSequence=*/false);
  }
  void runAfterAnalysis(StringRef, TypeID, Operation *) override { pop(); }

private:
  /// An open scope, and how many passes have run in it so far: a pass's
  /// slot is its position among them, so the same pass at two places of a
  /// pipeline gets two timers.
  struct Frame {
    TimingScope scope;
    unsigned passesRun = 0;
  };

  /// The innermost open scope of thread `tid` and its count of passes run
  /// (the root's if none is open).
  struct Top {
    TimingScope *scope;
    unsigned *passesRun;
  };
  Top top(uint64_t tid) {
    auto it = stacks.find(tid);
    if (it == stacks.end() || it->second.empty())
      return {&root, &rootPassesRun};
    return {&it->second.back().scope, &it->second.back().passesRun};
  }
  void push(StringRef name, bool hidden, bool inSequence) {
    uint64_t tid = llvm::get_threadid();
    std::lock_guard<std::mutex> lock(mutex);
    Top parent = top(tid);
    unsigned slot = inSequence ? (*parent.passesRun)++ : TimerNode::kAnySlot;
    TimingScope scope = parent.scope->nest(name, hidden, slot);
    stacks[tid].push_back(Frame{std::move(scope)});
  }
  void pop() {
    uint64_t tid = llvm::get_threadid();
    TimingScope scope;
    {
      std::lock_guard<std::mutex> lock(mutex);
      auto &stack = stacks[tid];
      scope = std::move(stack.back().scope);
      stack.pop_back();
    }
    scope.stop();
  }

  TimingScope &root;
  unsigned rootPassesRun = 0;
  std::mutex mutex;
  llvm::DenseMap<uint64_t, std::vector<Frame>> stacks;
};
} // namespace

void assay::enablePassTiming(PassManager &pm, TimingScope &scope) {
  pm.addInstrumentation(std::make_unique<PassTiming>(scope));
}

void PassManager::enableTiming(TimingScope &root) {
  enablePassTiming(*this, root);
}
