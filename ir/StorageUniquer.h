//===- StorageUniquer.h - Uniqued, immutable storage of types and attributes
//===//
//
// Every type and attribute lives once per Context: asking twice for the same
// key returns the same storage, so handles compare by pointer. Storages are
// allocated from a bump allocator owned by the uniquer and never freed before
// the Context dies.
//
// A storage class derives from detail::StorageBase and provides
//   using KeyTy = ...;                       // what identifies an instance
//   bool operator==(const KeyTy &) const;    // equality against a key
//   static Storage *construct(StorageAllocator &, const KeyTy &);
// and optionally `static llvm::hash_code hashKey(const KeyTy &)` (the default
// is llvm::hash_value) and `static KeyTy getKey(Args...)` to build the key
// from the arguments given to get().
//
// Thread safety: lookups and insertions take a lock only while the owning
// Context has multithreading enabled; with it disabled the uniquer must be used
// from one thread.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_STORAGEUNIQUER_H
#define ASSAY_IR_STORAGEUNIQUER_H

#include "ir/Support.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"
#include <algorithm>
#include <memory>
#include <type_traits>

namespace assay {
class Context;
class Dialect;
class StorageUniquer;

/// Allocates storage memory that lives as long as the Context.
class StorageAllocator {
public:
  /// Copies `elements` into the arena.
  template <class T> llvm::ArrayRef<T> copyInto(llvm::ArrayRef<T> elements) {
    if (elements.empty())
      return {};
    T *mem = allocator.Allocate<T>(elements.size());
    std::uninitialized_copy(elements.begin(), elements.end(), mem);
    return llvm::ArrayRef<T>(mem, elements.size());
  }

  /// Copies `str` into the arena, NUL-terminated.
  llvm::StringRef copyInto(llvm::StringRef str) {
    if (str.empty())
      return {};
    char *mem = allocator.Allocate<char>(str.size() + 1);
    std::copy(str.begin(), str.end(), mem);
    mem[str.size()] = 0;
    return llvm::StringRef(mem, str.size());
  }

  /// Raw storage for one T (not constructed).
  template <class T> T *allocate() { return allocator.Allocate<T>(); }
  void *allocate(size_t size, size_t align) {
    return allocator.Allocate(size, llvm::Align(align));
  }

  llvm::BumpPtrAllocator &getAllocator() { return allocator; }

private:
  llvm::BumpPtrAllocator allocator;
};

namespace detail {
/// What the storages of one class in one Context share: the class id, the
/// Context and the owning dialect. Kept once per class, so each storage
/// pays one pointer for it.
struct AbstractStorage {
  TypeID typeID;
  Context *context = nullptr;
  Dialect *dialect = nullptr;
};

/// Base of every uniqued storage: what it is (through its class record)
/// and its hash.
class StorageBase {
public:
  TypeID getTypeID() const { return abstract->typeID; }
  Context *getContext() const { return abstract->context; }
  Dialect *getDialect() const { return abstract->dialect; }
  unsigned getHashValue() const { return hash; }

private:
  friend class assay::StorageUniquer;
  const AbstractStorage *abstract = nullptr;
  unsigned hash = 0;
};
} // namespace detail

/// Uniques storages by (class id, key): one hash set per class, so the sets
/// of rare, hot classes (function types, dictionaries) stay small and in
/// cache while the large ones (locations) grow apart.
class StorageUniquer {
public:
  explicit StorageUniquer(Context *ctx);
  ~StorageUniquer();
  StorageUniquer(const StorageUniquer &) = delete;
  StorageUniquer &operator=(const StorageUniquer &) = delete;

  /// Returns the unique storage of class `id` for the key built from `args`.
  template <class Storage, class... Args>
  Storage *get(TypeID id, Args &&...args) {
    auto key = makeKey<Storage>(std::forward<Args>(args)...);
    unsigned hash = hashKey<Storage>(key);
    auto isEqual = [&](const detail::StorageBase *s) {
      return static_cast<const Storage &>(*s) == key;
    };
    auto construct = [&](StorageAllocator &a) -> detail::StorageBase * {
      Storage *s = Storage::construct(a, key);
      if constexpr (!std::is_trivially_destructible_v<Storage>)
        registerDestructor(s, [](detail::StorageBase *b) {
          static_cast<Storage *>(b)->~Storage();
        });
      return s;
    };
    return static_cast<Storage *>(getImpl(id, hash, isEqual, construct));
  }

  /// Allocates a storage that is never uniqued (distinct attributes).
  template <class Storage, class... Args>
  Storage *create(TypeID id, Args &&...args) {
    auto key = makeKey<Storage>(std::forward<Args>(args)...);
    auto construct = [&](StorageAllocator &a) -> detail::StorageBase * {
      Storage *s = Storage::construct(a, key);
      if constexpr (!std::is_trivially_destructible_v<Storage>)
        registerDestructor(s, [](detail::StorageBase *b) {
          static_cast<Storage *>(b)->~Storage();
        });
      return s;
    };
    return static_cast<Storage *>(createImpl(id, construct));
  }

  /// Associates storages of class `id` with `dialect` (done at registration).
  void registerDialectFor(TypeID id, Dialect *dialect);

  /// Number of storages created so far.
  size_t size() const;

  /// Enables the lock around lookups (see the file header).
  void setThreadSafe(bool on);

private:
  template <class Storage, class... Args>
  static typename Storage::KeyTy makeKey(Args &&...args) {
    if constexpr (requires { Storage::getKey(std::forward<Args>(args)...); })
      return Storage::getKey(std::forward<Args>(args)...);
    else
      return typename Storage::KeyTy(std::forward<Args>(args)...);
  }
  template <class Storage>
  static llvm::hash_code hashKey(const typename Storage::KeyTy &key) {
    if constexpr (requires { Storage::hashKey(key); })
      return Storage::hashKey(key);
    else
      return llvm::hash_value(key);
  }

  /// Storages that own heap memory (wide APInts, say) are destroyed with
  /// the uniquer; the lock is already held when this runs.
  void registerDestructor(detail::StorageBase *s,
                          void (*destroy)(detail::StorageBase *));

  detail::StorageBase *
  getImpl(TypeID id, unsigned hash,
          llvm::function_ref<bool(const detail::StorageBase *)> isEqual,
          llvm::function_ref<detail::StorageBase *(StorageAllocator &)> ctor);
  detail::StorageBase *createImpl(
      TypeID id,
      llvm::function_ref<detail::StorageBase *(StorageAllocator &)> ctor);

  struct Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace assay

#endif // ASSAY_IR_STORAGEUNIQUER_H
