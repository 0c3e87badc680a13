//===- MathDialect.h - The math dialect -----------------------------------===//
//
// The `math` dialect: its ops are registered when a Context loads it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MATH_MATHDIALECT_H
#define ASSAY_DIALECTS_MATH_MATHDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace math {

class MathDialect : public Dialect {
public:
  explicit MathDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "math"; }
};

} // namespace math

/// Makes the `math` dialect loadable by Contexts built from `registry`.
void registerMathDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_MATH_MATHDIALECT_H
