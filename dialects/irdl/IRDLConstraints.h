//===- IRDLConstraints.h - Compiled IRDL constraints and their matcher ----===//
//
// The constraint ops of one IRDL definition (`%0 = irdl.is f32`,
// `%1 = irdl.any_of(%0, %2)`, ...) are compiled once, when the dialect is
// loaded, into a flat list of Constraint nodes indexed by variable: node i
// stands for the i-th constraint value of the definition, and its operands
// are indices of earlier nodes. ConstraintVerifier matches attributes
// (types are matched as TypeAttr) against the nodes and binds each variable
// to the first attribute it accepts, so a variable used twice (`irdl.operands
// (%0, %0)`) must see the same attribute both times. `any_of` tries its
// alternatives in order on a copy of the bindings and keeps the bindings of
// the first that matches.
//
// Matching recurses through the nodes (parametric -> parameters, any_of ->
// alternatives); the depth is bounded by the number of constraint ops of one
// definition, never by the IR being verified.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_IRDLCONSTRAINTS_H
#define ASSAY_DIALECTS_IRDL_IRDLCONSTRAINTS_H

#include "ir/Attributes.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace assay {
namespace irdl {
struct DynamicTypeDefinition;
struct DynamicAttrDefinition;

/// One compiled constraint.
struct Constraint {
  enum class Kind : uint8_t {
    /// Anything (`irdl.any`).
    Any,
    /// Exactly `expected` (`irdl.is`).
    Is,
    /// A type whose base name is `baseName` (`irdl.base "!builtin.integer"`
    /// or `irdl.base @d::@t` of a type definition).
    BaseType,
    /// An attribute whose base name is `baseName`.
    BaseAttr,
    /// An instance of `typeDef` whose parameters match `args`.
    ParametricType,
    /// An instance of `attrDef` whose parameters match `args`.
    ParametricAttr,
    /// One of `args`, tried in order.
    AnyOf,
    /// Every one of `args`.
    AllOf,
  };

  Kind kind = Kind::Any;
  /// For Is.
  Attribute expected;
  /// For BaseType/BaseAttr: "builtin.integer", "cmath.complex".
  std::string baseName;
  /// For ParametricType.
  const DynamicTypeDefinition *typeDef = nullptr;
  /// For ParametricAttr.
  const DynamicAttrDefinition *attrDef = nullptr;
  /// Variables this node refers to (parameters or alternatives).
  llvm::SmallVector<unsigned, 2> args;
};

/// Reports an error at the right place; null to match silently.
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

/// Matches attributes against the constraints of one definition, keeping
/// the bindings of the variables between calls.
class ConstraintVerifier {
public:
  explicit ConstraintVerifier(llvm::ArrayRef<Constraint> constraints)
      : constraints(constraints), assigned(constraints.size()) {}

  /// Matches `attr` against variable `var`: against its binding if it has
  /// one ("expected 'A' but got 'B'"), else against its constraint, binding
  /// it on success. Errors go through `emitError` when it is not null.
  LogicalResult verify(EmitErrorFn emitError, Attribute attr, unsigned var);
  /// Same for a type, matched as a TypeAttr.
  LogicalResult verifyType(EmitErrorFn emitError, Type type, unsigned var);

private:
  LogicalResult check(EmitErrorFn emitError, Attribute attr,
                      const Constraint &constraint);

  llvm::ArrayRef<Constraint> constraints;
  llvm::SmallVector<Attribute, 8> assigned;
};

/// The base name of a type as IRDL names kinds: "builtin.integer",
/// "builtin.f32", "cmath.complex".
std::string getTypeBaseName(Type type);
/// The base name of an attribute: "builtin.integer", "builtin.type".
std::string getAttrBaseName(Attribute attr);
/// Whether `name` (without its `!`) names a builtin type kind.
bool isBuiltinTypeBaseName(Context *ctx, llvm::StringRef name);
/// Whether `name` (without its `#`) names a builtin attribute kind.
bool isBuiltinAttrBaseName(llvm::StringRef name);

} // namespace irdl
} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_IRDLCONSTRAINTS_H
