//===- IRDLDialect.h - The irdl dialect -----------------------------------===//
//
// The `irdl` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_IRDLDIALECT_H
#define ASSAY_DIALECTS_IRDL_IRDLDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace irdl {

class IRDLDialect : public Dialect {
public:
  explicit IRDLDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "irdl"; }
};

} // namespace irdl

/// Makes the `irdl` dialect loadable by Contexts built from `registry`.
void registerIRDLDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_IRDLDIALECT_H
