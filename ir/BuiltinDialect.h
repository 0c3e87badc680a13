//===- BuiltinDialect.h - The dialect of the builtin types and attributes -===//
//
// Every Context loads the builtin dialect: it owns the builtin types,
// attributes and locations and names their aliases (`#map`, `#set`, `#loc`).
// Its ops (builtin.module, builtin.unrealized_conversion_cast) are added by
// dialects/builtin when that library registers them.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_BUILTINDIALECT_H
#define ASSAY_IR_BUILTINDIALECT_H

#include "ir/Dialect.h"

namespace assay {

/// The builtin dialect.
class BuiltinDialect : public Dialect {
public:
  explicit BuiltinDialect(Context *ctx);
  static llvm::StringRef getDialectNamespace() { return "builtin"; }

  AliasResult getAlias(Attribute attr, llvm::raw_ostream &os) const override;
  AliasResult getAlias(Type type, llvm::raw_ostream &os) const override;
};

} // namespace assay

#endif // ASSAY_IR_BUILTINDIALECT_H
