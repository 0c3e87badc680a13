//===- Context.h - Owner of uniqued types, attributes, op names, dialects -===//
//
// A Context owns everything that is uniqued: types, attributes (locations
// included), interned op names and loaded dialects, plus the diagnostic
// engine. IR built in one Context must not be mixed with another's.
//
// Thread safety: with multithreading enabled (enableMultithreading(true)),
// getting types, attributes and op names may happen from several threads at
// once. Loading dialects, registering ops and changing flags must happen
// from one thread while no other thread uses the Context.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_CONTEXT_H
#define ASSAY_IR_CONTEXT_H

#include "ir/Attributes.h"
#include "ir/OperationName.h"
#include "ir/Types.h"
#include "ir/printer/PrintingFlags.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace assay {
class Dialect;
class DialectRegistry;
class DiagnosticEngine;
class StringAttr;

/// The owner of uniqued IR entities.
class Context {
public:
  /// A context with the builtin dialect loaded.
  Context();
  /// A context that may load the dialects of `registry`.
  explicit Context(const DialectRegistry &registry);
  ~Context();
  Context(const Context &) = delete;
  Context &operator=(const Context &) = delete;

  //===--- Dialects ------------------------------------------------------===//

  /// Adds the registry's dialects to those this context may load.
  void appendDialectRegistry(const DialectRegistry &registry);
  /// The loaded dialect of namespace `ns`, or null.
  Dialect *getLoadedDialect(llvm::StringRef ns) const;
  /// Loads `ns` from the registry if needed; null if it is unknown.
  Dialect *getOrLoadDialect(llvm::StringRef ns);
  /// Loads every dialect of the registry.
  void loadAllAvailableDialects();
  /// Loaded dialects in namespace order.
  std::vector<Dialect *> getLoadedDialects() const;
  /// Namespaces the registry knows, loaded or not, in order.
  std::vector<llvm::StringRef> getAvailableDialects() const;

  template <class T> T *getLoadedDialect() const {
    return static_cast<T *>(getLoadedDialect(T::getDialectNamespace()));
  }
  template <class T> T *getOrLoadDialect() {
    if (Dialect *d = getLoadedDialect(T::getDialectNamespace()))
      return static_cast<T *>(d);
    return static_cast<T *>(
        loadDialect(T::getDialectNamespace(), [this] { return new T(this); }));
  }

  /// Whether ops, types and attributes of unknown dialects are accepted.
  bool allowsUnregisteredDialects() const;
  void allowUnregisteredDialects(bool allow = true);

  /// Whether diagnostics emitted on an op carry a note with the op printed
  /// (`see current operation:`).
  bool shouldPrintOpOnDiagnostic() const;
  void printOpOnDiagnostic(bool enable);
  /// The printer options ops printed into diagnostics start from (a tool
  /// sets its command-line printing options here, so `--mlir-print-debuginfo`
  /// shows locations in notes too); they are then printed generically, in
  /// local scope, with large elements elided.
  const OpPrintingFlags &getDiagnosticPrintingFlags() const;
  void setDiagnosticPrintingFlags(const OpPrintingFlags &flags);

  //===--- Threading -----------------------------------------------------===//

  void enableMultithreading(bool enable = true);
  bool isMultithreadingEnabled() const;

  //===--- Uniquing ------------------------------------------------------===//

  StorageUniquer &getTypeUniquer();
  StorageUniquer &getAttributeUniquer();

  /// Interns an op name; unregistered unless a dialect registered it.
  OperationName getOperationName(llvm::StringRef name);
  /// The info of a registered op, or null.
  OpInfo *lookupRegisteredOperation(llvm::StringRef name) const;
  /// Every registered op, sorted by name.
  std::vector<OpInfo *> getRegisteredOperations() const;

  //===--- Deferred locations --------------------------------------------===//

  /// A file:line:col location packed into one word whose lowest bit is set
  /// (a location storage pointer has it clear), for the ops and block
  /// arguments whose location is created only when first asked for (see
  /// Operation::setDeferredFileLineColLoc); std::nullopt if it does not fit.
  std::optional<uintptr_t> encodeDeferredFileLineColLoc(StringAttr filename,
                                                        unsigned line,
                                                        unsigned column);
  /// The FileLineColLoc that encoded `bits` stand for.
  Location decodeDeferredFileLineColLoc(uintptr_t bits);

  //===--- Diagnostics ---------------------------------------------------===//

  DiagnosticEngine &getDiagEngine();

  //===--- Operation memory ----------------------------------------------===//

  /// Memory for one operation's allocation, or for another small object
  /// of the IR (block arguments and a block's argument array), 8-byte
  /// aligned. Small sizes come from per-size free lists carved out of large
  /// slabs, so an object pays no allocator header and freed memory is reused
  /// at once; the slabs go back to the system with the Context, which must
  /// outlive its IR.
  void *allocateOperationMemory(size_t size);
  /// Returns memory from allocateOperationMemory(size).
  void deallocateOperationMemory(void *memory, size_t size);

  //===--- Extensions ----------------------------------------------------===//

  /// Base of per-context state that other components keep (resource blob
  /// managers, say); destroyed with the context.
  struct Extension {
    virtual ~Extension() = default;
  };

  /// Returns the context's T, default-constructing it on first use.
  template <class T> T &getOrCreateExtension() {
    if (Extension *e = getExtension(TypeID::get<T>()))
      return static_cast<T &>(*e);
    auto owned = std::make_unique<T>();
    T &ref = *owned;
    setExtension(TypeID::get<T>(), std::move(owned));
    return ref;
  }

private:
  friend class Dialect;
  Extension *getExtension(TypeID id) const;
  void setExtension(TypeID id, std::unique_ptr<Extension> ext);
  Dialect *loadDialect(llvm::StringRef ns,
                       llvm::function_ref<Dialect *()> ctor);
  OpInfo &registerOperation(llvm::StringRef name, Dialect *dialect);

  struct Impl;
  std::unique_ptr<Impl> impl;
};

template <class ConcreteT, class BaseT, class StorageT>
template <class... Args>
ConcreteT TypeBase<ConcreteT, BaseT, StorageT>::get(Context *ctx,
                                                    Args &&...args) {
  return ConcreteT(ctx->getTypeUniquer().template get<StorageT>(
      TypeID::get<ConcreteT>(), std::forward<Args>(args)...));
}

template <class ConcreteT, class BaseT, class StorageT>
template <class... Args>
ConcreteT AttrBase<ConcreteT, BaseT, StorageT>::get(Context *ctx,
                                                    Args &&...args) {
  return ConcreteT(ctx->getAttributeUniquer().template get<StorageT>(
      TypeID::get<ConcreteT>(), std::forward<Args>(args)...));
}

} // namespace assay

#endif // ASSAY_IR_CONTEXT_H
