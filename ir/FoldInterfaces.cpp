//===- FoldInterfaces.cpp - Hooks for folding and canonicalization --------===//
//
// The dialect fold interfaces are kept in a Context extension keyed by the
// Dialect object.
//
//===----------------------------------------------------------------------===//
#include "ir/FoldInterfaces.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "llvm/ADT/DenseMap.h"
#include <mutex>

using namespace assay;

//===----------------------------------------------------------------------===//
// Dialect interfaces
//===----------------------------------------------------------------------===//

namespace {
/// The dialect fold interfaces of one Context.
struct DialectFoldRegistry : Context::Extension {
  llvm::DenseMap<const Dialect *, const DialectFoldInterface *> interfaces;
};
} // namespace

/// Guards the creation of the registry: lookups may come from several
/// threads (passes on isolated ops) before any dialect attached one.
static std::mutex registryCreationMutex;

static DialectFoldRegistry &getRegistry(Context *ctx) {
  std::lock_guard<std::mutex> lock(registryCreationMutex);
  return ctx->getOrCreateExtension<DialectFoldRegistry>();
}

void assay::attachDialectFoldInterface(Dialect &dialect,
                                       const DialectFoldInterface &iface) {
  getRegistry(dialect.getContext()).interfaces[&dialect] = &iface;
}

const DialectFoldInterface *
assay::getDialectFoldInterface(const Dialect *dialect) {
  if (!dialect)
    return nullptr;
  return getRegistry(dialect->getContext()).interfaces.lookup(dialect);
}
