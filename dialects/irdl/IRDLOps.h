//===- IRDLOps.h - The ops of the irdl dialect ----------------------------===//
//
// Typed views of the irdl ops. The definition ops (`irdl.dialect`,
// `irdl.type`, `irdl.attribute`, `irdl.operation`) are symbols with one
// block; the constraint ops (`irdl.is`, `irdl.any_of`...) produce a
// `!irdl.attribute` value that the op, type and attribute definitions refer
// to. Syntax and verifiers are those of mlir-opt 19.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_IRDLOPS_H
#define ASSAY_DIALECTS_IRDL_IRDLOPS_H

#include "ir/OpDefinition.h"

namespace assay {
class SymbolRefAttr;

namespace irdl {

/// `irdl.dialect @name { ... }`: the definitions of one dialect.
class DialectOp : public Op<DialectOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.dialect"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.type @name { ... }`: a type and the constraints on its parameters.
class TypeOp : public Op<TypeOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.type"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.attribute @name { ... }`: an attribute and its parameters.
class AttributeOp : public Op<AttributeOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.attribute"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.operation @name { ... }`: an op and its constraints.
class OperationOp : public Op<OperationOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.operation"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.parameters(%a, %b)`: the constraints of a type's or attribute's
/// parameters.
class ParametersOp : public Op<ParametersOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.parameters"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.operands(%a, variadic %b)`: the constraints of an op's operands.
class OperandsOp : public Op<OperandsOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.operands"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.results(%a, optional %b)`: the constraints of an op's results.
class ResultsOp : public Op<ResultsOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.results"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.attributes {"name" = %a}`: the constraints of an op's attributes.
class AttributesOp : public Op<AttributesOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.attributes"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.regions(%r0, %r1)`: the constraints of an op's regions.
class RegionsOp : public Op<RegionsOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.regions"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.region(%a) with size 2`: a constraint on one region.
class RegionOp : public Op<RegionOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.region"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.is f32`: exactly this attribute or type.
class IsOp : public Op<IsOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.is"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.base "!builtin.integer"` or `irdl.base @d::@t`: any instance of a
/// kind.
class BaseOp : public Op<BaseOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.base"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.parametric @d::@t<%a>`: a defined type or attribute with constrained
/// parameters.
class ParametricOp : public Op<ParametricOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.parametric"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.any`: anything.
class AnyOp : public Op<AnyOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.any"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.any_of(%a, %b)`: one of the constraints.
class AnyOfOp : public Op<AnyOfOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.any_of"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.all_of(%a, %b)`: every constraint.
class AllOfOp : public Op<AllOfOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.all_of"; }
  static void populateInfo(OpInfo &info);
};

/// `irdl.c_pred "..."`: a C++ predicate (cannot be evaluated by Assay).
class CPredOp : public Op<CPredOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "irdl.c_pred"; }
  static void populateInfo(OpInfo &info);
};

/// Whether `op` is one of OpTs.
template <class... OpTs> bool isOneOf(Operation *op) {
  return (OpTs::classof(op) || ...);
}

/// The op that `ref` (in an `irdl.base` or `irdl.parametric` under `from`)
/// names: looked up from the op holding the enclosing `irdl.dialect`, then,
/// for an unqualified name, in that dialect. Null if none.
Operation *lookupIRDLDefinition(Operation *from, SymbolRefAttr ref);

/// Registers every irdl op in `dialect`.
void registerIRDLOps(Dialect &dialect);

} // namespace irdl
} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_IRDLOPS_H
