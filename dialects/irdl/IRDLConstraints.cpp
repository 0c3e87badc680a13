//===- IRDLConstraints.cpp - Matching attributes against IRDL constraints -===//
//
// The matcher behind dynamic types, attributes and ops, and the base names
// IRDL gives to kinds of types and attributes. The messages are mlir-opt
// 19's, including its "expected type, got attribute '..." without a closing
// quote.
//
//===----------------------------------------------------------------------===//
#include "dialects/irdl/IRDLConstraints.h"

#include "dialects/irdl/DynamicDialect.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::irdl;

//===----------------------------------------------------------------------===//
// Base names
//===----------------------------------------------------------------------===//

/// The mnemonic of a type or attribute printed as `!ns.name<...>`: what
/// follows the sigil up to the first `<`, or the whole text.
static std::string getPrintedMnemonic(llvm::StringRef printed) {
  printed = printed.drop_front();
  return printed.take_until([](char c) { return c == '<'; }).str();
}

std::string irdl::getTypeBaseName(Type type) {
  if (auto dyn = llvm::dyn_cast<DynamicType>(type))
    return dyn.getDefinition()->getFullName();
  llvm::StringRef name;
  if (llvm::isa<IntegerType>(type))
    name = "integer";
  else if (llvm::isa<IndexType>(type))
    name = "index";
  else if (llvm::isa<NoneType>(type))
    name = "none";
  else if (llvm::isa<ComplexType>(type))
    name = "complex";
  else if (llvm::isa<TupleType>(type))
    name = "tuple";
  else if (llvm::isa<FunctionType>(type))
    name = "function";
  else if (llvm::isa<OpaqueType>(type))
    name = "opaque";
  else if (llvm::isa<VectorType>(type))
    name = "vector";
  else if (llvm::isa<RankedTensorType>(type))
    name = "tensor";
  else if (llvm::isa<UnrankedTensorType>(type))
    name = "unranked_tensor";
  else if (llvm::isa<MemRefType>(type))
    name = "memref";
  else if (llvm::isa<UnrankedMemRefType>(type))
    name = "unranked_memref";
  if (!name.empty())
    return ("builtin." + name).str();
  std::string printed;
  llvm::raw_string_ostream os(printed);
  type.print(os);
  // Floats print as their kind's name (`f32`, `bf16`).
  if (llvm::isa<FloatType>(type))
    return "builtin." + printed;
  return getPrintedMnemonic(printed);
}

std::string irdl::getAttrBaseName(Attribute attr) {
  if (auto dyn = llvm::dyn_cast<DynamicAttr>(attr))
    return dyn.getDefinition()->getFullName();
  llvm::StringRef name;
  if (llvm::isa<IntegerAttr>(attr))
    name = "integer";
  else if (llvm::isa<FloatAttr>(attr))
    name = "float";
  else if (llvm::isa<StringAttr>(attr))
    name = "string";
  else if (llvm::isa<UnitAttr>(attr))
    name = "unit";
  else if (llvm::isa<ArrayAttr>(attr))
    name = "array";
  else if (llvm::isa<DictionaryAttr>(attr))
    name = "dictionary";
  else if (llvm::isa<TypeAttr>(attr))
    name = "type";
  else if (llvm::isa<SymbolRefAttr>(attr))
    name = "symbol_ref";
  else if (llvm::isa<OpaqueAttr>(attr))
    name = "opaque";
  else if (llvm::isa<DistinctAttr>(attr))
    name = "distinct";
  else if (llvm::isa<DenseIntOrFPElementsAttr>(attr))
    name = "dense_int_or_fp_elements";
  else if (llvm::isa<DenseStringElementsAttr>(attr))
    name = "dense_string_elements";
  else if (llvm::isa<DenseResourceElementsAttr>(attr))
    name = "dense_resource_elements";
  else if (llvm::isa<SparseElementsAttr>(attr))
    name = "sparse_elements";
  else if (llvm::isa<DenseArrayAttr>(attr))
    name = "dense_array";
  else if (llvm::isa<AffineMapAttr>(attr))
    name = "affine_map";
  else if (llvm::isa<IntegerSetAttr>(attr))
    name = "integer_set";
  else if (llvm::isa<StridedLayoutAttr>(attr))
    name = "strided_layout";
  else if (llvm::isa<FileLineColLoc>(attr))
    name = "file_line_loc";
  else if (llvm::isa<NameLoc>(attr))
    name = "name_loc";
  else if (llvm::isa<CallSiteLoc>(attr))
    name = "call_site_loc";
  else if (llvm::isa<FusedLoc>(attr))
    name = "fused_loc";
  else if (llvm::isa<OpaqueLoc>(attr))
    name = "opaque_loc";
  else if (llvm::isa<UnknownLoc>(attr))
    name = "unknown_loc";
  if (!name.empty())
    return ("builtin." + name).str();
  std::string printed;
  llvm::raw_string_ostream os(printed);
  attr.print(os);
  return getPrintedMnemonic(printed);
}

bool irdl::isBuiltinTypeBaseName(Context *ctx, llvm::StringRef name) {
  if (!name.consume_front("builtin."))
    return false;
  static const char *const kNames[] = {
      "integer", "index",           "none",   "complex",
      "tuple",   "function",        "opaque", "vector",
      "tensor",  "unranked_tensor", "memref", "unranked_memref"};
  for (const char *known : kNames)
    if (name == known)
      return true;
  for (unsigned kind = FloatType::BF16; kind <= FloatType::F8E4M3B11FNUZ;
       ++kind) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    FloatType::get(ctx, FloatType::Kind(kind)).print(os);
    if (name == printed)
      return true;
  }
  return false;
}

bool irdl::isBuiltinAttrBaseName(llvm::StringRef name) {
  if (!name.consume_front("builtin."))
    return false;
  static const char *const kNames[] = {"integer",
                                       "float",
                                       "string",
                                       "unit",
                                       "array",
                                       "dictionary",
                                       "type",
                                       "symbol_ref",
                                       "opaque",
                                       "distinct",
                                       "dense_int_or_fp_elements",
                                       "dense_string_elements",
                                       "dense_resource_elements",
                                       "sparse_elements",
                                       "dense_array",
                                       "affine_map",
                                       "integer_set",
                                       "strided_layout",
                                       "file_line_loc",
                                       "name_loc",
                                       "call_site_loc",
                                       "fused_loc",
                                       "opaque_loc",
                                       "unknown_loc"};
  for (const char *known : kNames)
    if (name == known)
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// ConstraintVerifier
//===----------------------------------------------------------------------===//

LogicalResult ConstraintVerifier::verify(EmitErrorFn emitError, Attribute attr,
                                         unsigned var) {
  assert(var < constraints.size() && "unknown constraint variable");
  if (Attribute bound = assigned[var]) {
    if (bound == attr)
      return success();
    if (emitError)
      return emitError() << "expected '" << bound << "' but got '" << attr
                         << "'";
    return failure();
  }
  if (failed(check(emitError, attr, constraints[var])))
    return failure();
  assigned[var] = attr;
  return success();
}

LogicalResult ConstraintVerifier::verifyType(EmitErrorFn emitError, Type type,
                                             unsigned var) {
  return verify(emitError, TypeAttr::get(type), var);
}

/// Reports through `emitError` when it is set; always fails.
template <class Fn>
static LogicalResult fail(EmitErrorFn emitError, Fn &&stream) {
  if (emitError) {
    InFlightDiagnostic diag = emitError();
    stream(diag);
  }
  return failure();
}

LogicalResult ConstraintVerifier::check(EmitErrorFn emitError, Attribute attr,
                                        const Constraint &c) {
  switch (c.kind) {
  case Constraint::Kind::Any:
    return success();

  case Constraint::Kind::Is:
    if (attr == c.expected)
      return success();
    return fail(emitError, [&](InFlightDiagnostic &d) {
      d << "expected '" << c.expected << "' but got '" << attr << "'";
    });

  case Constraint::Kind::BaseType: {
    auto typeAttr = llvm::dyn_cast<TypeAttr>(attr);
    if (!typeAttr)
      return fail(emitError, [&](InFlightDiagnostic &d) {
        d << "expected type, got attribute '" << attr;
      });
    std::string name = getTypeBaseName(typeAttr.getValue());
    if (name == c.baseName)
      return success();
    return fail(emitError, [&](InFlightDiagnostic &d) {
      d << "expected base type '" << c.baseName << "' but got '" << name << "'";
    });
  }

  case Constraint::Kind::BaseAttr: {
    std::string name = getAttrBaseName(attr);
    if (name == c.baseName)
      return success();
    return fail(emitError, [&](InFlightDiagnostic &d) {
      d << "expected base attribute '" << c.baseName << "' but got '" << name
        << "'";
    });
  }

  case Constraint::Kind::ParametricType: {
    auto typeAttr = llvm::dyn_cast<TypeAttr>(attr);
    if (!typeAttr)
      return fail(emitError, [&](InFlightDiagnostic &d) {
        d << "expected type, got attribute '" << attr;
      });
    auto dyn = llvm::dyn_cast<DynamicType>(typeAttr.getValue());
    if (!dyn || dyn.getDefinition() != c.typeDef)
      return fail(emitError, [&](InFlightDiagnostic &d) {
        d << "expected base type '" << c.typeDef->getFullName() << "' but got '"
          << attr << "'";
      });
    llvm::ArrayRef<Attribute> params = dyn.getParams();
    for (size_t i = 0, e = std::min(params.size(), c.args.size()); i < e; ++i)
      if (failed(verify(emitError, params[i], c.args[i])))
        return failure();
    return success();
  }

  case Constraint::Kind::ParametricAttr: {
    auto dyn = llvm::dyn_cast<DynamicAttr>(attr);
    if (!dyn || dyn.getDefinition() != c.attrDef)
      return fail(emitError, [&](InFlightDiagnostic &d) {
        d << "expected base attribute '" << c.attrDef->getFullName()
          << "' but got '" << attr << "'";
      });
    llvm::ArrayRef<Attribute> params = dyn.getParams();
    for (size_t i = 0, e = std::min(params.size(), c.args.size()); i < e; ++i)
      if (failed(verify(emitError, params[i], c.args[i])))
        return failure();
    return success();
  }

  case Constraint::Kind::AnyOf:
    for (unsigned alternative : c.args) {
      // Each alternative starts from the bindings made so far; only the
      // one that matches keeps what it bound.
      ConstraintVerifier trial = *this;
      if (succeeded(trial.verify(nullptr, attr, alternative))) {
        assigned = std::move(trial.assigned);
        return success();
      }
    }
    return fail(emitError, [&](InFlightDiagnostic &d) {
      d << "'" << attr << "' does not satisfy the constraint";
    });

  case Constraint::Kind::AllOf:
    for (unsigned part : c.args)
      if (failed(verify(emitError, attr, part)))
        return failure();
    return success();
  }
  llvm_unreachable("unknown constraint kind");
}
