//===- BuiltinOps.h - builtin.module and builtin.unrealized_conversion_cast
//===//
//
// The two ops of the builtin dialect. builtin.module is the top-level
// container: one block, no terminator, a symbol table, optionally named.
// builtin.unrealized_conversion_cast joins values of types a partial
// conversion has not reconciled yet.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_BUILTIN_BUILTINOPS_H
#define ASSAY_DIALECTS_BUILTIN_BUILTINOPS_H

#include "ir/OpDefinition.h"
#include <optional>

namespace assay {
class DialectRegistry;

/// `module @name attributes {...} { ... }`.
class ModuleOp : public Op<ModuleOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "builtin.module"; }
  static void populateInfo(OpInfo &info);

  /// Creates an empty module (one empty block) at `loc`.
  static ModuleOp create(Location loc,
                         std::optional<llvm::StringRef> name = std::nullopt);

  /// The module's name (`sym_name`), if any.
  std::optional<llvm::StringRef> getName();
  Region &getBodyRegion() { return state->getRegion(0); }
  Block *getBody() { return &getBodyRegion().front(); }
};

/// `%r = builtin.unrealized_conversion_cast %a : A to B`.
class UnrealizedConversionCastOp : public Op<UnrealizedConversionCastOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() {
    return "builtin.unrealized_conversion_cast";
  }
  static void populateInfo(OpInfo &info);
};

/// Registers the builtin ops with every Context built from `registry`.
void registerBuiltinOps(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_BUILTIN_BUILTINOPS_H
