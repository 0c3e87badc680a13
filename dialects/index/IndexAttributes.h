//===- IndexAttributes.h - The attributes of the index dialect --*- C++ -*-===//
//
// `#index<cmp_predicate slt>`: the predicate of `index.cmp`. The predicates
// and their numbers are those of `arith.cmpi` (arith::CmpIPredicate), so the
// semantics of both compares can share one function.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_INDEX_INDEXATTRIBUTES_H
#define ASSAY_DIALECTS_INDEX_INDEXATTRIBUTES_H

#include "dialects/arith/ArithEnums.h"
#include "ir/Attributes.h"
#include "ir/Support.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace assay {
class AsmParser;

namespace index {
namespace detail {
struct IndexCmpPredicateAttrStorage;
} // namespace detail

/// The predicates of `index.cmp`.
using IndexCmpPredicate = arith::CmpIPredicate;

/// The keyword of `predicate` (`slt`).
llvm::StringRef stringifyIndexCmpPredicate(IndexCmpPredicate predicate);
/// The predicate named `keyword`, if any.
std::optional<IndexCmpPredicate>
symbolizeIndexCmpPredicate(llvm::StringRef keyword);

/// Parses a predicate keyword (`slt`); on an unknown or missing keyword,
/// reports what the attribute's parser reports.
ParseResult parseIndexCmpPredicate(AsmParser &parser,
                                   IndexCmpPredicate &result);

/// `#index<cmp_predicate slt>`.
class IndexCmpPredicateAttr
    : public AttrBase<IndexCmpPredicateAttr, Attribute,
                      detail::IndexCmpPredicateAttrStorage> {
public:
  using Base::Base;
  /// The unique attribute of `predicate` (the index dialect must be loaded).
  static IndexCmpPredicateAttr get(Context *ctx, IndexCmpPredicate predicate);
  /// The predicate.
  IndexCmpPredicate getValue() const;
};

} // namespace index
} // namespace assay

#endif // ASSAY_DIALECTS_INDEX_INDEXATTRIBUTES_H
