//===- ArithDialect.h - The arith dialect ---------------------------------===//
//
// The `arith` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHDIALECT_H
#define ASSAY_DIALECTS_ARITH_ARITHDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace arith {

class ArithDialect : public Dialect {
public:
  explicit ArithDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "arith"; }
};

} // namespace arith

/// Makes the `arith` dialect loadable by Contexts built from `registry`.
void registerArithDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHDIALECT_H
