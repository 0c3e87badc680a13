//===- AnalysisManager.h - Cached analyses of operations ------------------===//
//
// An analysis is any class constructible from `Operation *` (or from
// `Operation *, AnalysisManager &` when it needs other analyses). The
// AnalysisManager of an op computes an analysis on first request and caches
// it; child ops get nested managers, so a pass on a module can reuse what a
// pass on a function computed. After each pass the cache is pruned: every
// analysis the pass did not mark preserved is dropped, in the op and in all
// nested ops. An analysis may refine that decision with a member
// `bool isInvalidated(const PreservedAnalyses &)`.
//
// Thread safety: the managers of sibling ops are independent; nested
// managers are created (nest()) on the thread that starts a parallel run,
// before the fan-out.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_ANALYSISMANAGER_H
#define ASSAY_PASS_ANALYSISMANAGER_H

#include "ir/Support.h"
#include "pass/PassInstrumentation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/TypeName.h"
#include <functional>
#include <memory>
#include <optional>

namespace assay {
class AnalysisManager;
class Operation;

/// The analyses a pass left valid.
class PreservedAnalyses {
public:
  /// Marks every analysis preserved.
  void preserveAll() { all = true; }
  bool isAll() const { return all; }
  /// Whether nothing is preserved.
  bool isNone() const { return !all && preserved.empty(); }
  template <class... Ts> void preserve() { (preserve(TypeID::get<Ts>()), ...); }
  void preserve(TypeID id) { preserved.insert(id.getAsOpaquePointer()); }
  template <class T> bool isPreserved() const {
    return isPreserved(TypeID::get<T>());
  }
  bool isPreserved(TypeID id) const {
    return all || preserved.count(id.getAsOpaquePointer());
  }
  /// Drops the preservation of T.
  template <class T> void unpreserve() {
    preserved.erase(TypeID::get<T>().getAsOpaquePointer());
  }

private:
  bool all = false;
  llvm::SmallPtrSet<const void *, 2> preserved;
};

/// The name an analysis is reported under: its class name without
/// namespaces (`DominanceInfo`).
template <class T> llvm::StringRef getAnalysisName() {
  llvm::StringRef name = llvm::getTypeName<T>();
  size_t pos = name.rfind("::");
  return pos == llvm::StringRef::npos ? name : name.drop_front(pos + 2);
}

namespace detail {
/// A cached analysis, type-erased.
struct AnalysisConcept {
  virtual ~AnalysisConcept() = default;
  /// Whether the analysis must be dropped given what was preserved.
  virtual bool isInvalidated(const PreservedAnalyses &pa) = 0;
};

template <class T> struct AnalysisModel : AnalysisConcept {
  template <class... Args>
  explicit AnalysisModel(Args &&...args)
      : analysis(std::forward<Args>(args)...) {}
  bool isInvalidated(const PreservedAnalyses &pa) override {
    if constexpr (requires(T & t) { t.isInvalidated(pa); })
      return analysis.isInvalidated(pa);
    else
      return !pa.isPreserved<T>();
  }
  T analysis;
};

/// The analyses of one op and the maps of its children.
struct NestedAnalysisMap {
  NestedAnalysisMap(Operation *op, NestedAnalysisMap *parent,
                    PassInstrumentor *instrumentor)
      : op(op), parent(parent), instrumentor(instrumentor) {}

  /// Drops what `pa` does not preserve, here and in every child.
  void invalidate(const PreservedAnalyses &pa);

  Operation *op;
  NestedAnalysisMap *parent;
  PassInstrumentor *instrumentor;
  llvm::MapVector<TypeID, std::unique_ptr<AnalysisConcept>> analyses;
  llvm::DenseMap<Operation *, std::unique_ptr<NestedAnalysisMap>> children;
};
} // namespace detail

/// The analyses of one op, and access to those of its parents and children.
class AnalysisManager {
public:
  explicit AnalysisManager(detail::NestedAnalysisMap *impl) : impl(impl) {}

  Operation *getOperation() const { return impl->op; }

  /// The analysis T of this op, computed if not cached.
  template <class T> T &getAnalysis() {
    if (auto *cached = lookup<T>())
      return *cached;
    return compute<T>();
  }
  /// The analysis T of this op if it is cached.
  template <class T>
  std::optional<std::reference_wrapper<T>> getCachedAnalysis() const {
    if (T *cached = lookup<T>())
      return std::ref(*cached);
    return std::nullopt;
  }
  /// The cached analysis T of the ancestor `parentOp`, if any.
  template <class T>
  std::optional<std::reference_wrapper<T>>
  getCachedParentAnalysis(Operation *parentOp) const {
    for (detail::NestedAnalysisMap *m = impl->parent; m; m = m->parent)
      if (m->op == parentOp)
        return AnalysisManager(m).getCachedAnalysis<T>();
    return std::nullopt;
  }
  /// The analysis T of the child op `child` (computed if needed).
  template <class T> T &getChildAnalysis(Operation *child) {
    return nest(child).template getAnalysis<T>();
  }
  template <class T>
  std::optional<std::reference_wrapper<T>>
  getCachedChildAnalysis(Operation *child) const {
    auto it = impl->children.find(child);
    if (it == impl->children.end())
      return std::nullopt;
    return AnalysisManager(it->second.get()).getCachedAnalysis<T>();
  }

  /// The manager of `op`, a descendant of this manager's op (created if
  /// needed, with the ancestors in between).
  AnalysisManager nest(Operation *op);
  /// Drops what `pa` does not preserve, here and in the children.
  void invalidate(const PreservedAnalyses &pa) { impl->invalidate(pa); }
  /// Drops every analysis of this op and its children.
  void clear();
  /// The underlying maps (for the pass manager).
  detail::NestedAnalysisMap *getImpl() const { return impl; }

private:
  template <class T> T *lookup() const {
    auto it = impl->analyses.find(TypeID::get<T>());
    if (it == impl->analyses.end())
      return nullptr;
    return &static_cast<detail::AnalysisModel<T> *>(it->second.get())->analysis;
  }
  template <class T> T &compute() {
    PassInstrumentor *pi = impl->instrumentor;
    llvm::StringRef name = getAnalysisName<T>();
    if (pi)
      pi->runBeforeAnalysis(name, TypeID::get<T>(), impl->op);
    std::unique_ptr<detail::AnalysisModel<T>> model;
    if constexpr (std::is_constructible_v<T, Operation *, AnalysisManager &>)
      model = std::make_unique<detail::AnalysisModel<T>>(impl->op, *this);
    else
      model = std::make_unique<detail::AnalysisModel<T>>(impl->op);
    T &result = model->analysis;
    impl->analyses[TypeID::get<T>()] = std::move(model);
    if (pi)
      pi->runAfterAnalysis(name, TypeID::get<T>(), impl->op);
    return result;
  }

  detail::NestedAnalysisMap *impl;
};

/// Owns the analysis maps of a pass manager run.
class ModuleAnalysisManager {
public:
  ModuleAnalysisManager(Operation *op, PassInstrumentor *instrumentor)
      : root(op, nullptr, instrumentor) {}
  operator AnalysisManager() { return AnalysisManager(&root); }

private:
  detail::NestedAnalysisMap root;
};

} // namespace assay

#endif // ASSAY_PASS_ANALYSISMANAGER_H
