//===- OperationName.cpp - The op registry's per-op information -----------===//
//
// Checks of properties against an op's inherent attribute specs.
//
//===----------------------------------------------------------------------===//
#include "ir/OperationName.h"

using namespace assay;

std::optional<NamedAttribute>
OpInfo::findInvalidProperty(llvm::ArrayRef<NamedAttribute> props) const {
  for (const NamedAttribute &prop : props)
    for (const InherentAttr &inherent : inherentAttrs)
      if (inherent.name == prop.getNameStr() && inherent.accepts &&
          !inherent.accepts(prop.getValue()))
        return prop;
  return std::nullopt;
}
