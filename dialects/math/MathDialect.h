//===- MathDialect.h - The math dialect -----------------------------------===//
//
// The `math` dialect: mathematical functions on floats and bit-counting and
// power functions on integers (see MathOps.h). Its ops are registered when a
// Context loads it; their fastmath flags are the arith dialect's attribute.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MATH_MATHDIALECT_H
#define ASSAY_DIALECTS_MATH_MATHDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace math {

/// The dialect; loading it registers every `math.*` op.
class MathDialect : public Dialect {
public:
  /// Registers the dialect's ops in `ctx`.
  explicit MathDialect(Context *ctx);
  /// The namespace, `math`.
  static llvm::StringRef getDialectNamespace() { return "math"; }
};

} // namespace math

/// Makes the `math` dialect loadable by Contexts built from `registry`.
void registerMathDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_MATH_MATHDIALECT_H
