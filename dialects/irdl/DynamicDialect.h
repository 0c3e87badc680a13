//===- DynamicDialect.h - Dialects defined at run time --------------------===//
//
// A DynamicDialect is an ordinary Dialect whose namespace, types, attributes
// and ops come from an IRDL description loaded at run time. Its types and
// attributes are DynamicType/DynamicAttr: one storage class per definition
// (the definition's address is its TypeID), uniqued in the Context like any
// other, holding the parameters as attributes (types wrapped in TypeAttr).
// They print as `!cmath.complex<f32>` / `#ns.name<1 : i64, f32>`; the
// parameters are checked against the definition's constraints when parsed
// or built with getChecked. Dynamic ops have only the generic form; their
// OpInfo carries the DynamicOpDefinition as an interface, which their
// verifier hooks look up.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_DYNAMICDIALECT_H
#define ASSAY_DIALECTS_IRDL_DYNAMICDIALECT_H

#include "dialects/irdl/IRDLConstraints.h"
#include "dialects/irdl/IRDLDialect.h"
#include "ir/Dialect.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <optional>
#include <string>

namespace assay {
namespace irdl {
class DynamicDialect;

namespace detail {
struct DynamicTypeStorage;
struct DynamicAttrStorage;
} // namespace detail

/// What a type or attribute definition holds: its name and the constraints
/// of its parameters.
struct DynamicParametricDefinition {
  /// The dialect that owns the definition.
  DynamicDialect *dialect = nullptr;
  /// The name without the dialect prefix ("complex").
  std::string name;
  /// The compiled constraint graph.
  llvm::SmallVector<Constraint, 4> constraints;
  /// The constraint variable of each parameter.
  llvm::SmallVector<unsigned, 2> params;

  /// "cmath.complex".
  std::string getFullName() const;
  /// Checks `params` against the definition: their number ("expected 1 type
  /// arguments, but had 0", as mlir-opt words it for attributes too) and
  /// each one's constraint.
  LogicalResult verifyParams(EmitErrorFn emitError,
                             llvm::ArrayRef<Attribute> params) const;
  /// The storage class id of the instances of this definition.
  TypeID getTypeID() const { return TypeID::getFromOpaquePointer(this); }
};

/// A type definition (`irdl.type`).
struct DynamicTypeDefinition : DynamicParametricDefinition {};
/// An attribute definition (`irdl.attribute`).
struct DynamicAttrDefinition : DynamicParametricDefinition {};

/// An op definition (`irdl.operation`).
struct DynamicOpDefinition {
  /// One operand or result.
  struct Value {
    unsigned var;
    Variadicity variadicity;
  };
  /// One region: the constraints of the entry block's arguments, if given,
  /// and the number of blocks, if given.
  struct Region {
    std::optional<llvm::SmallVector<unsigned, 2>> arguments;
    std::optional<unsigned> numBlocks;
  };

  /// "cmath.norm".
  std::string name;
  llvm::SmallVector<Constraint, 4> constraints;
  llvm::SmallVector<Value, 2> operands;
  llvm::SmallVector<Value, 2> results;
  /// Attribute names with their variables, in declaration order.
  llvm::SmallVector<std::pair<std::string, unsigned>, 2> attributes;
  llvm::SmallVector<Region, 1> regions;
};

/// An instance of a DynamicTypeDefinition.
class DynamicType : public Type {
public:
  using ImplType = detail::DynamicTypeStorage;
  using Type::Type;

  /// Whether `type` is an instance of a dynamic type definition.
  static bool classof(Type type);

  /// The unique instance of `def` with `params` (not checked).
  static DynamicType get(const DynamicTypeDefinition *def,
                         llvm::ArrayRef<Attribute> params);
  /// Same, after checking the parameters; null (error reported) if they
  /// do not satisfy the definition.
  static DynamicType getChecked(EmitErrorFn emitError,
                                const DynamicTypeDefinition *def,
                                llvm::ArrayRef<Attribute> params);

  const DynamicTypeDefinition *getDefinition() const;
  llvm::ArrayRef<Attribute> getParams() const;
};

/// An instance of a DynamicAttrDefinition.
class DynamicAttr : public Attribute {
public:
  using ImplType = detail::DynamicAttrStorage;
  using Attribute::Attribute;

  /// Whether `attr` is an instance of a dynamic attribute definition.
  static bool classof(Attribute attr);

  /// The unique instance of `def` with `params` (not checked).
  static DynamicAttr get(const DynamicAttrDefinition *def,
                         llvm::ArrayRef<Attribute> params);
  /// Same, after checking the parameters.
  static DynamicAttr getChecked(EmitErrorFn emitError,
                                const DynamicAttrDefinition *def,
                                llvm::ArrayRef<Attribute> params);

  const DynamicAttrDefinition *getDefinition() const;
  llvm::ArrayRef<Attribute> getParams() const;
};

/// A dialect created from an `irdl.dialect`.
class DynamicDialect : public Dialect {
public:
  /// A dialect named `ns`; the name is copied.
  DynamicDialect(Context *ctx, std::unique_ptr<std::string> ns);
  ~DynamicDialect() override;

  /// Whether `dialect` is a DynamicDialect.
  static bool classof(const Dialect *dialect);

  /// Adds an empty type definition named `name` and returns it to fill in.
  DynamicTypeDefinition &addTypeDefinition(llvm::StringRef name);
  /// Adds an empty attribute definition named `name`.
  DynamicAttrDefinition &addAttrDefinition(llvm::StringRef name);
  /// Registers the op `def` describes (named "ns.op") with its verifiers.
  void addOpDefinition(std::unique_ptr<DynamicOpDefinition> def);

  /// The type definition named `name` (no prefix), or null.
  const DynamicTypeDefinition *lookupTypeDefinition(llvm::StringRef name) const;
  /// The attribute definition named `name` (no prefix), or null.
  const DynamicAttrDefinition *lookupAttrDefinition(llvm::StringRef name) const;

  /// Parses `name` or `name<params>` ("expected dynamic type" for unknown
  /// names) and checks the parameters.
  Type parseType(DialectAsmParser &parser) const override;
  /// Prints `name` or `name<params>`.
  void printType(Type type, DialectAsmPrinter &printer) const override;
  /// Parses an attribute the same way ("expected dynamic attribute").
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  /// Prints `name` or `name<params>`.
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;

private:
  std::unique_ptr<std::string> ownedName;
  llvm::StringMap<std::unique_ptr<DynamicTypeDefinition>> types;
  llvm::StringMap<std::unique_ptr<DynamicAttrDefinition>> attrs;
  llvm::SmallVector<std::unique_ptr<DynamicOpDefinition>, 4> ops;
};

} // namespace irdl
} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_DYNAMICDIALECT_H
