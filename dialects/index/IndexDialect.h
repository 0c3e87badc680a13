//===- IndexDialect.h - The index dialect ---------------------------------===//
//
// The `index` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_INDEX_INDEXDIALECT_H
#define ASSAY_DIALECTS_INDEX_INDEXDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace index {

class IndexDialect : public Dialect {
public:
  explicit IndexDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "index"; }
};

} // namespace index

/// Makes the `index` dialect loadable by Contexts built from `registry`.
void registerIndexDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_INDEX_INDEXDIALECT_H
