//===- OperationName.cpp - The op registry's per-op information -----------===//
//
// The dialect an op name belongs to, and checks of properties against an
// op's inherent attribute specs.
//
//===----------------------------------------------------------------------===//
#include "ir/OperationName.h"

using namespace assay;

llvm::StringRef assay::getReferencedDialectNamespace(llvm::StringRef name) {
  auto [ns, rest] = name.split('.');
  if (ns.empty() || rest.empty())
    return {};
  return ns;
}

std::optional<NamedAttribute>
OpInfo::findInvalidProperty(llvm::ArrayRef<NamedAttribute> props) const {
  for (const NamedAttribute &prop : props)
    for (const InherentAttr &inherent : inherentAttrs)
      if (inherent.name == prop.getNameStr() && inherent.accepts &&
          !inherent.accepts(prop.getValue()))
        return prop;
  return std::nullopt;
}
