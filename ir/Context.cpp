//===- Context.cpp - Owner of uniqued IR entities -------------------------===//
//
// The Context's state: two storage uniquers, the interned op names, the
// dialect registry and loaded dialects, flags, the diagnostic engine and
// extensions of other components.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinDialect.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Location.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <cstdlib>
#include <mutex>

using namespace assay;

struct Context::Impl {
  explicit Impl(Context *ctx) : typeUniquer(ctx), attributeUniquer(ctx) {}

  StorageUniquer typeUniquer;
  StorageUniquer attributeUniquer;

  llvm::BumpPtrAllocator opInfoAllocator;
  llvm::StringMap<OpInfo *> opInfos;
  std::mutex opInfoMutex;

  DialectRegistry registry;
  llvm::StringMap<std::unique_ptr<Dialect>> dialects;

  bool allowUnregistered = false;
  bool printOpOnDiagnostic = true;
  OpPrintingFlags diagnosticPrintingFlags;
  bool multithreading = false;

  /// The file names deferred op locations refer to, by index; few (one
  /// per parsed buffer), so a linear search finds them.
  llvm::SmallVector<StringAttr, 4> deferredLocFiles;
  mutable std::mutex deferredLocMutex;

  DiagnosticEngine diagEngine;
  llvm::DenseMap<TypeID, std::unique_ptr<Extension>> extensions;

  /// Operation memory: free lists per 8-byte size class (operations need
  /// no more alignment; coarser classes would round most sizes up) up to
  /// kMaxPooledSize; larger allocations go to malloc.
  static constexpr size_t kSizeClass = 8;
  static constexpr size_t kMaxPooledSize = 1024;
  struct FreeNode {
    FreeNode *next;
  };
  llvm::BumpPtrAllocatorImpl<llvm::MallocAllocator, 1 << 16> opSlabs;
  FreeNode *freeLists[kMaxPooledSize / kSizeClass + 1] = {};
  std::mutex opMemoryMutex;
};

Context::Context() : impl(std::make_unique<Impl>(this)) {
  getOrLoadDialect<BuiltinDialect>();
}

Context::Context(const DialectRegistry &registry) : Context() {
  appendDialectRegistry(registry);
}

Context::~Context() {
  // Extensions may refer to storages; drop them first.
  impl->extensions.clear();
  for (auto &entry : impl->opInfos)
    entry.second->~OpInfo();
}

void Context::appendDialectRegistry(const DialectRegistry &registry) {
  for (auto &[ns, ctor] : registry.getConstructors())
    impl->registry.insert(ns, ctor);
  for (auto &[ns, fn] : registry.getExtensions()) {
    impl->registry.addExtension(ns, fn);
    if (Dialect *d = getLoadedDialect(ns))
      fn(d);
  }
}

Dialect *Context::getLoadedDialect(llvm::StringRef ns) const {
  auto it = impl->dialects.find(ns);
  return it == impl->dialects.end() ? nullptr : it->second.get();
}

Dialect *Context::getOrLoadDialect(llvm::StringRef ns) {
  if (Dialect *d = getLoadedDialect(ns))
    return d;
  const DialectRegistry::Constructor *ctor = impl->registry.lookup(ns);
  if (!ctor)
    return nullptr;
  return loadDialect(ns, [&] { return (*ctor)(this); });
}

Dialect *Context::loadDialect(llvm::StringRef ns,
                              llvm::function_ref<Dialect *()> ctor) {
  auto &slot = impl->dialects[ns];
  if (slot)
    return slot.get();
  slot.reset(ctor());
  Dialect *d = slot.get();
  // Ops interned before the dialect loaded now know their dialect.
  for (auto &entry : impl->opInfos)
    if (!entry.second->dialect && entry.second->dialectNamespace == ns)
      entry.second->dialect = d;
  for (auto &[extNs, fn] : impl->registry.getExtensions())
    if (extNs == ns)
      fn(d);
  return d;
}

void Context::loadAllAvailableDialects() {
  for (auto &entry : impl->registry.getConstructors())
    getOrLoadDialect(entry.first);
}

std::vector<Dialect *> Context::getLoadedDialects() const {
  std::vector<Dialect *> result;
  for (auto &entry : impl->dialects)
    result.push_back(entry.second.get());
  std::sort(result.begin(), result.end(), [](Dialect *a, Dialect *b) {
    return a->getNamespace() < b->getNamespace();
  });
  return result;
}

std::vector<llvm::StringRef> Context::getAvailableDialects() const {
  std::vector<llvm::StringRef> result;
  for (auto &entry : impl->registry.getConstructors())
    result.push_back(entry.first);
  for (auto &entry : impl->dialects)
    if (!impl->registry.lookup(entry.first()))
      result.push_back(entry.first());
  std::sort(result.begin(), result.end());
  return result;
}

bool Context::allowsUnregisteredDialects() const {
  return impl->allowUnregistered;
}
void Context::allowUnregisteredDialects(bool allow) {
  impl->allowUnregistered = allow;
}
bool Context::shouldPrintOpOnDiagnostic() const {
  return impl->printOpOnDiagnostic;
}
void Context::printOpOnDiagnostic(bool enable) {
  impl->printOpOnDiagnostic = enable;
}
const OpPrintingFlags &Context::getDiagnosticPrintingFlags() const {
  return impl->diagnosticPrintingFlags;
}
void Context::setDiagnosticPrintingFlags(const OpPrintingFlags &flags) {
  impl->diagnosticPrintingFlags = flags;
}

void Context::enableMultithreading(bool enable) {
  impl->multithreading = enable;
  impl->typeUniquer.setThreadSafe(enable);
  impl->attributeUniquer.setThreadSafe(enable);
}
bool Context::isMultithreadingEnabled() const { return impl->multithreading; }

StorageUniquer &Context::getTypeUniquer() { return impl->typeUniquer; }
StorageUniquer &Context::getAttributeUniquer() {
  return impl->attributeUniquer;
}

OperationName Context::getOperationName(llvm::StringRef name) {
  std::unique_lock<std::mutex> lock(impl->opInfoMutex, std::defer_lock);
  if (impl->multithreading)
    lock.lock();
  auto [it, inserted] = impl->opInfos.try_emplace(name, nullptr);
  if (!inserted)
    return OperationName(it->second);
  OpInfo *info = new (impl->opInfoAllocator.Allocate<OpInfo>()) OpInfo();
  info->name = it->first();
  info->dialectNamespace = getReferencedDialectNamespace(info->name);
  if (!info->dialectNamespace.empty())
    info->dialect = getLoadedDialect(info->dialectNamespace);
  info->context = this;
  it->second = info;
  return OperationName(info);
}

OpInfo &Context::registerOperation(llvm::StringRef name, Dialect *dialect) {
  OpInfo *info = getOperationName(name).getInfo();
  assert(!info->registered && "op registered twice");
  info->registered = true;
  info->dialect = dialect;
  return *info;
}

OpInfo *Context::lookupRegisteredOperation(llvm::StringRef name) const {
  auto it = impl->opInfos.find(name);
  if (it == impl->opInfos.end() || !it->second->registered)
    return nullptr;
  return it->second;
}

std::vector<OpInfo *> Context::getRegisteredOperations() const {
  std::vector<OpInfo *> result;
  for (auto &entry : impl->opInfos)
    if (entry.second->registered)
      result.push_back(entry.second);
  std::sort(result.begin(), result.end(),
            [](OpInfo *a, OpInfo *b) { return a->name < b->name; });
  return result;
}

// A deferred location packs, above its lowest bit (set): the index of its
// file name in the context's table (kFileBits), the line (kLineBits), then
// the column (the rest).
static constexpr unsigned kFileBits = 12, kLineBits = 28;
static constexpr unsigned kColumnBits = 64 - 1 - kFileBits - kLineBits;
static_assert(sizeof(uintptr_t) == 8, "deferred locations need 64 bits");

std::optional<uintptr_t>
Context::encodeDeferredFileLineColLoc(StringAttr filename, unsigned line,
                                      unsigned column) {
  if (line >> kLineBits || column >> kColumnBits)
    return std::nullopt;
  std::unique_lock<std::mutex> lock(impl->deferredLocMutex, std::defer_lock);
  if (impl->multithreading)
    lock.lock();
  llvm::SmallVectorImpl<StringAttr> &files = impl->deferredLocFiles;
  // The last file added is the one a parser is reading.
  unsigned file = files.size();
  while (file > 0 && files[file - 1] != filename)
    --file;
  if (file == 0) {
    if (files.size() >> kFileBits)
      return std::nullopt;
    files.push_back(filename);
    file = files.size();
  }
  --file;
  return uintptr_t(1) | uintptr_t(file) << 1 |
         uintptr_t(line) << (1 + kFileBits) |
         uintptr_t(column) << (1 + kFileBits + kLineBits);
}

Location Context::decodeDeferredFileLineColLoc(uintptr_t bits) {
  assert((bits & 1) && "not a deferred location");
  unsigned file = (bits >> 1) & ((1u << kFileBits) - 1);
  unsigned line = (bits >> (1 + kFileBits)) & ((1u << kLineBits) - 1);
  unsigned column = unsigned(bits >> (1 + kFileBits + kLineBits));
  StringAttr filename;
  {
    std::unique_lock<std::mutex> lock(impl->deferredLocMutex, std::defer_lock);
    if (impl->multithreading)
      lock.lock();
    filename = impl->deferredLocFiles[file];
  }
  return FileLineColLoc::get(filename, line, column);
}

DiagnosticEngine &Context::getDiagEngine() { return impl->diagEngine; }

void *Context::allocateOperationMemory(size_t size) {
  if (size > Impl::kMaxPooledSize) {
    void *p = std::aligned_alloc(Impl::kSizeClass,
                                 llvm::alignTo(size, Impl::kSizeClass));
    if (!p)
      llvm::report_bad_alloc_error("out of memory allocating an operation");
    return p;
  }
  std::unique_lock<std::mutex> lock(impl->opMemoryMutex, std::defer_lock);
  if (impl->multithreading)
    lock.lock();
  size_t sizeClass = llvm::divideCeil(size, Impl::kSizeClass);
  if (Impl::FreeNode *node = impl->freeLists[sizeClass]) {
    impl->freeLists[sizeClass] = node->next;
    return node;
  }
  return impl->opSlabs.Allocate(sizeClass * Impl::kSizeClass,
                                llvm::Align(Impl::kSizeClass));
}

void Context::deallocateOperationMemory(void *memory, size_t size) {
  if (size > Impl::kMaxPooledSize) {
    std::free(memory);
    return;
  }
  std::unique_lock<std::mutex> lock(impl->opMemoryMutex, std::defer_lock);
  if (impl->multithreading)
    lock.lock();
  size_t sizeClass = llvm::divideCeil(size, Impl::kSizeClass);
  auto *node = static_cast<Impl::FreeNode *>(memory);
  node->next = impl->freeLists[sizeClass];
  impl->freeLists[sizeClass] = node;
}

Context::Extension *Context::getExtension(TypeID id) const {
  auto it = impl->extensions.find(id);
  return it == impl->extensions.end() ? nullptr : it->second.get();
}

void Context::setExtension(TypeID id, std::unique_ptr<Extension> ext) {
  impl->extensions[id] = std::move(ext);
}

OperationName::OperationName(llvm::StringRef name, Context *ctx)
    : OperationName(ctx->getOperationName(name)) {}
