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
/// What a lookup carries: the class, the hash and how to compare.
struct LookupKey {
  TypeID id;
  unsigned hash;
  llvm::function_ref<bool(const StorageBase *)> isEqual;
};

struct StorageInfo {
  static StorageBase *getEmptyKey() {
    return llvm::DenseMapInfo<StorageBase *>::getEmptyKey();
  }
  static StorageBase *getTombstoneKey() {
    return llvm::DenseMapInfo<StorageBase *>::getTombstoneKey();
  }
  static unsigned getHashValue(const StorageBase *s) {
    return s->getHashValue();
  }
  static unsigned getHashValue(const LookupKey &k) { return k.hash; }
  static bool isEqual(const StorageBase *a, const StorageBase *b) {
    return a == b;
  }
  static bool isEqual(const LookupKey &k, const StorageBase *s) {
    if (s == getEmptyKey() || s == getTombstoneKey())
      return false;
    return s->getHashValue() == k.hash && s->getTypeID() == k.id &&
           k.isEqual(s);
  }
};
} // namespace

struct StorageUniquer::Impl {
  Context *context;
  StorageAllocator allocator;
  llvm::DenseSet<StorageBase *, StorageInfo> storages;
  llvm::DenseMap<TypeID, Dialect *> dialects;
  std::vector<std::pair<StorageBase *, void (*)(StorageBase *)>> destructors;
  size_t distinctCount = 0;
  bool threadSafe = false;
  std::mutex mutex;
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
  impl->dialects[id] = dialect;
}

size_t StorageUniquer::size() const {
  return impl->storages.size() + impl->distinctCount;
}

void StorageUniquer::setThreadSafe(bool on) { impl->threadSafe = on; }

StorageBase *StorageUniquer::getImpl(
    TypeID id, unsigned hash,
    llvm::function_ref<bool(const StorageBase *)> isEqual,
    llvm::function_ref<StorageBase *(StorageAllocator &)> ctor) {
  std::unique_lock<std::mutex> lock(impl->mutex, std::defer_lock);
  if (impl->threadSafe)
    lock.lock();
  LookupKey key{id, hash, isEqual};
  auto it = impl->storages.find_as(key);
  if (it != impl->storages.end())
    return *it;
  StorageBase *s = ctor(impl->allocator);
  s->typeID = id;
  s->context = impl->context;
  s->dialect = impl->dialects.lookup(id);
  s->hash = hash;
  impl->storages.insert_as(s, key);
  return s;
}

StorageBase *StorageUniquer::createImpl(
    TypeID id, llvm::function_ref<StorageBase *(StorageAllocator &)> ctor) {
  std::unique_lock<std::mutex> lock(impl->mutex, std::defer_lock);
  if (impl->threadSafe)
    lock.lock();
  StorageBase *s = ctor(impl->allocator);
  s->typeID = id;
  s->context = impl->context;
  s->dialect = impl->dialects.lookup(id);
  s->hash = llvm::hash_value(static_cast<const void *>(s));
  ++impl->distinctCount;
  return s;
}
