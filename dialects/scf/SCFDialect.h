//===- SCFDialect.h - The scf dialect -------------------------------------===//
//
// The `scf` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_SCF_SCFDIALECT_H
#define ASSAY_DIALECTS_SCF_SCFDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace scf {

class SCFDialect : public Dialect {
public:
  explicit SCFDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "scf"; }
};

} // namespace scf

/// Makes the `scf` dialect loadable by Contexts built from `registry`.
void registerSCFDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_SCF_SCFDIALECT_H
