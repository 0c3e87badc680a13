//===- Timing.h - Nested wall-clock timers and their reports --------------===//
//
// A TimingManager owns a tree of named timers; a TimingScope measures one
// interval of one node and can nest child scopes. Nodes with the same name
// and slot under the same parent are merged, so the pass timers of every
// function add up in one `'func.func' Pipeline` node, while two runs of one
// pass at different places of a pipeline (`cse,canonicalize,cse`) stay two
// nodes. Scopes may be opened from
// several threads; the tree is guarded.
//
// The report is mlir-opt's `--mlir-timing` report: a tree (children in the
// order they first ran, nested by two spaces) or a list (every node merged
// by name, sorted by time, `root` included), as text or JSON
// (`--mlir-output-format=json`). A user-time column appears when work ran
// on several threads.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_TIMING_H
#define ASSAY_PASS_TIMING_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace assay {
class TimingManager;

/// One node of the timer tree.
struct TimerNode {
  /// The slot of a node merged by name alone.
  static constexpr unsigned kAnySlot = ~0u;
  TimerNode(llvm::StringRef name, unsigned slot)
      : name(name.str()), slot(slot) {}
  std::string name;
  /// Tells same-named children apart: a pass's position in its pipeline,
  /// or kAnySlot.
  unsigned slot;
  /// Seconds measured in this node, on any thread.
  double wall = 0;
  /// When set, the tree display shows this node's children in its place.
  bool hiddenInTree = false;
  std::vector<std::unique_ptr<TimerNode>> children;
};

/// An open interval of one timer node.
class TimingScope {
public:
  TimingScope() = default;
  TimingScope(TimingManager *manager, TimerNode *node);
  TimingScope(TimingScope &&other);
  TimingScope &operator=(TimingScope &&other);
  ~TimingScope() { stop(); }

  /// A scope of the child named `name`, started now.
  TimingScope nest(llvm::StringRef name, bool hiddenInTree = false,
                   unsigned slot = TimerNode::kAnySlot);
  /// Ends the interval (once).
  void stop();
  explicit operator bool() const { return manager != nullptr; }
  TimerNode *getNode() const { return node; }
  TimingManager *getManager() const { return manager; }

private:
  TimingManager *manager = nullptr;
  TimerNode *node = nullptr;
  std::chrono::steady_clock::time_point start;
};

/// The owner of the tree and its report.
class TimingManager {
public:
  enum class Display { List, Tree };
  enum class Format { Text, Json };

  TimingManager();
  /// The root scope, open from construction until report().
  TimingScope &getRootScope() { return rootScope; }
  /// Records that timed work ran on several threads at once.
  void noteThreadedWork() { threaded = true; }
  /// Prints the report.
  void print(llvm::raw_ostream &os, Display display, Format format);

  /// The child of `parent` named `name` in `slot` (created on first use).
  TimerNode *getChild(TimerNode *parent, llvm::StringRef name,
                      bool hiddenInTree, unsigned slot);
  void addTime(TimerNode *node, double seconds);

private:
  std::mutex mutex;
  TimerNode root{"root", TimerNode::kAnySlot};
  TimingScope rootScope;
  std::chrono::steady_clock::time_point start;
  bool threaded = false;
};

class PassManager;
/// Times every pass, nested pipeline and analysis of `pm` under `scope`:
/// passes by name, analyses as `(A) Name`, nested pipelines as
/// `'func.func' Pipeline`.
void enablePassTiming(PassManager &pm, TimingScope &scope);

} // namespace assay

#endif // ASSAY_PASS_TIMING_H
