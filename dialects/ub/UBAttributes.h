//===- UBAttributes.h - The attributes of the ub dialect --------*- C++ -*-===//
//
// `#ub.poison`: the attribute that marks a value as poison. It has no
// parameters; `ub.poison` carries it as its `value` property.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_UB_UBATTRIBUTES_H
#define ASSAY_DIALECTS_UB_UBATTRIBUTES_H

#include "ir/Attributes.h"
#include "llvm/ADT/ArrayRef.h"

namespace assay {
namespace ub {
namespace detail {
struct PoisonAttrStorage;
} // namespace detail

/// `#ub.poison`.
class PoisonAttr
    : public AttrBase<PoisonAttr, Attribute, detail::PoisonAttrStorage> {
public:
  using Base::Base;
  /// The unique `#ub.poison` of `ctx` (the ub dialect must be loaded).
  static PoisonAttr get(Context *ctx);
};

/// The first of a folder's constant `operands` that is `#ub.poison`, or null
/// (non-constant operands are null). An op whose result is poison when any
/// operand is folds to it.
Attribute getPoisonOperand(llvm::ArrayRef<Attribute> operands);

} // namespace ub
} // namespace assay

#endif // ASSAY_DIALECTS_UB_UBATTRIBUTES_H
