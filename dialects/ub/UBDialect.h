//===- UBDialect.h - The ub dialect ---------------------------------------===//
//
// The `ub` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_UB_UBDIALECT_H
#define ASSAY_DIALECTS_UB_UBDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace ub {

class UBDialect : public Dialect {
public:
  explicit UBDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "ub"; }
};

} // namespace ub

/// Makes the `ub` dialect loadable by Contexts built from `registry`.
void registerUBDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_UB_UBDIALECT_H
