//===- MemRefDialect.h - The memref dialect -------------------------------===//
//
// The `memref` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MEMREF_MEMREFDIALECT_H
#define ASSAY_DIALECTS_MEMREF_MEMREFDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace memref {

class MemRefDialect : public Dialect {
public:
  explicit MemRefDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "memref"; }
};

} // namespace memref

/// Makes the `memref` dialect loadable by Contexts built from `registry`.
void registerMemRefDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_MEMREF_MEMREFDIALECT_H
