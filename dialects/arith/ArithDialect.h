//===- ArithDialect.h - The arith dialect ---------------------------------===//
//
// The `arith` dialect: its ops are registered when a Context loads it, with
// its two attributes `#arith.fastmath<...>` and `#arith.overflow<...>`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHDIALECT_H
#define ASSAY_DIALECTS_ARITH_ARITHDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace arith {

/// Integer and float arithmetic on scalars, vectors and tensors.
class ArithDialect : public Dialect {
public:
  explicit ArithDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "arith"; }

  /// Parses `fastmath<...>` and `overflow<...>`.
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  /// Prints the body of an arith attribute.
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;
};

} // namespace arith

/// Makes the `arith` dialect loadable by Contexts built from `registry`.
void registerArithDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHDIALECT_H
