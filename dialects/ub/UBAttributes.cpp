//===- UBAttributes.cpp - The attributes of the ub dialect ----------------===//
//
// Storage of `#ub.poison`: a parameterless attribute, so one instance per
// Context.
//
//===----------------------------------------------------------------------===//
#include "dialects/ub/UBAttributes.h"

#include "ir/Context.h"
#include "llvm/ADT/STLExtras.h"

using namespace assay;
using namespace assay::ub;

namespace assay {
namespace ub {
namespace detail {
/// No parameters: every key is equal.
struct PoisonAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static PoisonAttrStorage *construct(StorageAllocator &allocator,
                                      const KeyTy &) {
    return new (allocator.allocate<PoisonAttrStorage>()) PoisonAttrStorage();
  }
};
} // namespace detail
} // namespace ub
} // namespace assay

PoisonAttr PoisonAttr::get(Context *ctx) { return Base::get(ctx, char(0)); }

Attribute ub::getPoisonOperand(llvm::ArrayRef<Attribute> operands) {
  const Attribute *it = llvm::find_if(operands, [](Attribute a) {
    return llvm::isa_and_nonnull<PoisonAttr>(a);
  });
  return it == operands.end() ? Attribute() : *it;
}
