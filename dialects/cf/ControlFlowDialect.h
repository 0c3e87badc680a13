//===- ControlFlowDialect.h - The cf dialect ------------------------------===//
//
// The `cf` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_CF_CONTROLFLOWDIALECT_H
#define ASSAY_DIALECTS_CF_CONTROLFLOWDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace cf {

class ControlFlowDialect : public Dialect {
public:
  explicit ControlFlowDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "cf"; }
};

} // namespace cf

/// Makes the `cf` dialect loadable by Contexts built from `registry`.
void registerControlFlowDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_CF_CONTROLFLOWDIALECT_H
