//===- IRDLDialect.h - The irdl dialect -----------------------------------===//
//
// The `irdl` dialect describes other dialects: `irdl.dialect @cmath { ... }`
// holds type, attribute and operation definitions whose bodies are small
// graphs of constraints (`irdl.is`, `irdl.any_of`, `irdl.parametric`...).
// This header declares the dialect, its two types (`!irdl.attribute`, the
// value of a constraint, and `!irdl.region`) and its two attributes
// (`#irdl<variadicity single>` and `#irdl<variadicity_array[ single]>`).
// The ops are in IRDLOps.h; loading the described dialects into a Context is
// in IRDLLoader.h.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_IRDLDIALECT_H
#define ASSAY_DIALECTS_IRDL_IRDLDIALECT_H

#include "ir/Dialect.h"
#include <cstdint>
#include <optional>

namespace assay {
namespace irdl {

namespace detail {
struct IRDLEmptyTypeStorage;
struct VariadicityAttrStorage;
struct VariadicityArrayAttrStorage;
} // namespace detail

/// How many values an operand or result definition stands for.
enum class Variadicity : uint8_t { Single, Optional, Variadic };

/// `single`, `optional` or `variadic`.
llvm::StringRef stringifyVariadicity(Variadicity v);
/// The variadicity spelled `keyword`, if any.
std::optional<Variadicity> symbolizeVariadicity(llvm::StringRef keyword);

/// `!irdl.attribute`: the type of a constraint value.
class AttributeType
    : public TypeBase<AttributeType, Type, detail::IRDLEmptyTypeStorage> {
public:
  using Base::Base;
  /// The unique `!irdl.attribute` of `ctx`.
  static AttributeType get(Context *ctx);
};

/// `!irdl.region`: the type of a region constraint.
class RegionType
    : public TypeBase<RegionType, Type, detail::IRDLEmptyTypeStorage> {
public:
  using Base::Base;
  /// The unique `!irdl.region` of `ctx`.
  static RegionType get(Context *ctx);
};

/// `#irdl<variadicity single>`.
class VariadicityAttr : public AttrBase<VariadicityAttr, Attribute,
                                        detail::VariadicityAttrStorage> {
public:
  using Base::Base;
  /// The attribute for `value`.
  static VariadicityAttr get(Context *ctx, Variadicity value);
  /// The variadicity it holds.
  Variadicity getValue() const;
};

/// `#irdl<variadicity_array[ single,  optional]>`: one variadicity per
/// operand or result of an `irdl.operands`/`irdl.results`.
class VariadicityArrayAttr
    : public AttrBase<VariadicityArrayAttr, Attribute,
                      detail::VariadicityArrayAttrStorage> {
public:
  using Base::Base;
  /// The attribute for `values`.
  static VariadicityArrayAttr get(Context *ctx,
                                  llvm::ArrayRef<Variadicity> values);
  /// The variadicities, in order.
  llvm::ArrayRef<Variadicity> getValue() const;
};

/// The `irdl` dialect.
class IRDLDialect : public Dialect {
public:
  /// Registers the ops, types and attributes of the dialect.
  explicit IRDLDialect(Context *ctx);
  /// "irdl".
  static llvm::StringRef getDialectNamespace() { return "irdl"; }

  /// Parses `attribute` and `region`.
  Type parseType(DialectAsmParser &parser) const override;
  /// Prints `attribute` and `region`.
  void printType(Type type, DialectAsmPrinter &printer) const override;
  /// Parses `variadicity single` and `variadicity_array[ ... ]`.
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override;
  /// Prints the two attributes as mlir-opt does (`variadicity_array[ a,  b]`).
  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override;
};

} // namespace irdl

/// Makes the `irdl` dialect loadable by Contexts built from `registry`.
void registerIRDLDialect(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_IRDLDIALECT_H
