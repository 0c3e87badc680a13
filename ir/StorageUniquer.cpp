//===- StorageUniquer.cpp - Uniqued storage of types and attributes -------===//
//
// One open-addressing set of storage pointers, probed by a precomputed hash
// and a caller-supplied equality, behind an optional mutex.
//
//===----------------------------------------------------------------------===//
#include "ir/StorageUniquer.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <mutex>
#include <vector>

using namespace assay;
using detail::StorageBase;

namespace {
/// What a lookup carries: the hash and how to compare.
struct LookupKey {
  unsigned hash;
  llvm::function_ref<bool(const StorageBase *)> isEqual;
};

/// A slot of a class table: the storage and its hash, kept side by side so
/// that probing compares hashes without touching the storages themselves
/// (each a likely cache miss in a table of a million attributes).
struct Slot {
  StorageBase *storage;
  unsigned hash;
};

struct SlotInfo {
  static Slot getEmptyKey() {
    return {llvm::DenseMapInfo<StorageBase *>::getEmptyKey(), 0};
  }
  static Slot getTombstoneKey() {
    return {llvm::DenseMapInfo<StorageBase *>::getTombstoneKey(), 0};
  }
  static unsigned getHashValue(const Slot &s) { return s.hash; }
  static unsigned getHashValue(const LookupKey &k) { return k.hash; }
  static bool isEqual(const Slot &a, const Slot &b) {
    return a.storage == b.storage;
  }
  static bool isEqual(const LookupKey &k, const Slot &s) {
    if (s.storage == getEmptyKey().storage ||
        s.storage == getTombstoneKey().storage)
      return false;
    return s.hash == k.hash && k.isEqual(s.storage);
  }
};

/// The storages of one class.
struct ClassTable {
  detail::AbstractStorage abstract;
  llvm::DenseSet<Slot, SlotInfo> storages;
  size_t distinctCount = 0;
};
} // namespace

struct StorageUniquer::Impl {
  Context *context;
  StorageAllocator allocator;
  llvm::DenseMap<TypeID, std::unique_ptr<ClassTable>> classes;
  std::vector<std::pair<StorageBase *, void (*)(StorageBase *)>> destructors;
  bool threadSafe = false;
  std::mutex mutex;

  ClassTable &getClass(TypeID id) {
    std::unique_ptr<ClassTable> &table = classes[id];
    if (!table) {
      table = std::make_unique<ClassTable>();
      table->abstract.typeID = id;
      table->abstract.context = context;
    }
    return *table;
  }
};

StorageUniquer::StorageUniquer(Context *ctx) : impl(std::make_unique<Impl>()) {
  impl->context = ctx;
}

StorageUniquer::~StorageUniquer() {
  for (auto &[storage, destroy] : impl->destructors)
    destroy(storage);
}

void StorageUniquer::registerDestructor(StorageBase *s,
                                        void (*destroy)(StorageBase *)) {
  impl->destructors.emplace_back(s, destroy);
}

void StorageUniquer::registerDialectFor(TypeID id, Dialect *dialect) {
  std::unique_lock<std::mutex> lock(impl->mutex, std::defer_lock);
  if (impl->threadSafe)
    lock.lock();
  impl->getClass(id).abstract.dialect = dialect;
}

size_t StorageUniquer::size() const {
  size_t n = 0;
  for (auto &entry : impl->classes)
    n += entry.second->storages.size() + entry.second->distinctCount;
  return n;
}

void StorageUniquer::setThreadSafe(bool on) { impl->threadSafe = on; }

StorageBase *StorageUniquer::getImpl(
    TypeID id, unsigned hash,
    llvm::function_ref<bool(const StorageBase *)> isEqual,
    llvm::function_ref<StorageBase *(StorageAllocator &)> ctor) {
  std::unique_lock<std::mutex> lock(impl->mutex, std::defer_lock);
  if (impl->threadSafe)
    lock.lock();
  ClassTable &table = impl->getClass(id);
  LookupKey key{hash, isEqual};
  auto it = table.storages.find_as(key);
  if (it != table.storages.end())
    return it->storage;
  StorageBase *s = ctor(impl->allocator);
  s->abstract = &table.abstract;
  s->hash = hash;
  table.storages.insert_as(Slot{s, hash}, key);
  return s;
}

StorageBase *StorageUniquer::createImpl(
    TypeID id, llvm::function_ref<StorageBase *(StorageAllocator &)> ctor) {
  std::unique_lock<std::mutex> lock(impl->mutex, std::defer_lock);
  if (impl->threadSafe)
    lock.lock();
  ClassTable &table = impl->getClass(id);
  StorageBase *s = ctor(impl->allocator);
  s->abstract = &table.abstract;
  s->hash = llvm::hash_value(static_cast<const void *>(s));
  ++table.distinctCount;
  return s;
}
