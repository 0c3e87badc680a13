//===- UBDialect.h - The ub dialect -----------------------------*- C++ -*-===//
//
// The `ub` dialect: values that stand for undefined behaviour. It holds one
// op, `ub.poison`, and one attribute, `#ub.poison`, the default value of the
// op's `value` property.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_UB_UBDIALECT_H
#define ASSAY_DIALECTS_UB_UBDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace ub {

/// The dialect; loading it registers `ub.poison` and `#ub.poison`.
class UBDialect : public Dialect {
public:
  /// Registers the dialect's op and attribute in `ctx`.
  explicit UBDialect(Context *ctx);
  /// The namespace, `ub`.
  static llvm::StringRef getDialectNamespace() { return "ub"; }

  /// Parses `poison` (the body of `#ub.poison`).
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  /// Prints the body of `#ub.poison`.
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;
};

} // namespace ub

/// Makes the `ub` dialect loadable by Contexts built from `registry`.
void registerUBDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_UB_UBDIALECT_H
