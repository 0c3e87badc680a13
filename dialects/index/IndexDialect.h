//===- IndexDialect.h - The index dialect -----------------------*- C++ -*-===//
//
// The `index` dialect: arithmetic on values of the `index` type, whose width
// the target decides (`index.sizeof`). Its ops are registered when a Context
// loads it, with its one attribute, `#index<cmp_predicate slt>`.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_INDEX_INDEXDIALECT_H
#define ASSAY_DIALECTS_INDEX_INDEXDIALECT_H

#include "ir/Dialect.h"

namespace assay {
namespace index {

/// The dialect; loading it registers every `index.*` op.
class IndexDialect : public Dialect {
public:
  /// Registers the dialect's ops and attribute in `ctx`.
  explicit IndexDialect(Context *ctx);
  /// The namespace, `index`.
  static llvm::StringRef getDialectNamespace() { return "index"; }

  /// Parses `cmp_predicate slt` (the body of `#index<cmp_predicate slt>`).
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  /// Prints the body of a cmp predicate attribute.
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;
};

} // namespace index

/// Makes the `index` dialect loadable by Contexts built from `registry`.
void registerIndexDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_INDEX_INDEXDIALECT_H
