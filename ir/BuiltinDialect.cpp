//===- BuiltinDialect.cpp - The dialect of the builtin types and attributes
//===//
//
// Loads with every Context; owns the builtin type and attribute classes and
// names their aliases as the printer should emit them.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinDialect.h"

#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;

BuiltinDialect::BuiltinDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<BuiltinDialect>()) {
  detail::forEachBuiltinTypeID([&](TypeID id) { addTypeID(id); });
  detail::forEachBuiltinAttributeID([&](TypeID id) { addAttributeID(id); });
}

AliasResult BuiltinDialect::getAlias(Attribute attr,
                                     llvm::raw_ostream &os) const {
  if (llvm::isa<AffineMapAttr>(attr)) {
    os << "map";
    return AliasResult::OverridableAlias;
  }
  if (llvm::isa<IntegerSetAttr>(attr)) {
    os << "set";
    return AliasResult::OverridableAlias;
  }
  if (llvm::isa<LocationAttr>(attr)) {
    os << "loc";
    return AliasResult::OverridableAlias;
  }
  if (llvm::isa<DistinctAttr>(attr)) {
    os << "distinct";
    return AliasResult::OverridableAlias;
  }
  return AliasResult::NoAlias;
}

AliasResult BuiltinDialect::getAlias(Type, llvm::raw_ostream &) const {
  return AliasResult::NoAlias;
}
