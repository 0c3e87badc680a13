//===- FuncDialect.h - The func dialect -----------------------------------===//
//
// The `func` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_FUNC_FUNCDIALECT_H
#define ASSAY_DIALECTS_FUNC_FUNCDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace func {

class FuncDialect : public Dialect {
public:
  explicit FuncDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "func"; }
};

} // namespace func

/// Makes the `func` dialect loadable by Contexts built from `registry`.
void registerFuncDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_FUNC_FUNCDIALECT_H
