//===- IndexAttributes.cpp - The attributes of the index dialect ----------===//
//
// Storage and keywords of the cmp predicate attribute.
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexAttributes.h"

#include "ir/AsmParser.h"
#include "ir/Context.h"
#include "llvm/ADT/StringSwitch.h"

using namespace assay;
using namespace assay::index;

namespace assay {
namespace index {
namespace detail {
/// One predicate per instance.
struct IndexCmpPredicateAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = uint64_t;
  explicit IndexCmpPredicateAttrStorage(KeyTy value) : value(value) {}
  bool operator==(const KeyTy &key) const { return key == value; }
  static IndexCmpPredicateAttrStorage *construct(StorageAllocator &allocator,
                                                 const KeyTy &key) {
    return new (allocator.allocate<IndexCmpPredicateAttrStorage>())
        IndexCmpPredicateAttrStorage(key);
  }
  KeyTy value;
};
} // namespace detail
} // namespace index
} // namespace assay

llvm::StringRef
assay::index::stringifyIndexCmpPredicate(IndexCmpPredicate predicate) {
  switch (predicate) {
  case IndexCmpPredicate::eq:
    return "eq";
  case IndexCmpPredicate::ne:
    return "ne";
  case IndexCmpPredicate::slt:
    return "slt";
  case IndexCmpPredicate::sle:
    return "sle";
  case IndexCmpPredicate::sgt:
    return "sgt";
  case IndexCmpPredicate::sge:
    return "sge";
  case IndexCmpPredicate::ult:
    return "ult";
  case IndexCmpPredicate::ule:
    return "ule";
  case IndexCmpPredicate::ugt:
    return "ugt";
  case IndexCmpPredicate::uge:
    return "uge";
  }
  llvm_unreachable("unknown index.cmp predicate");
}

std::optional<IndexCmpPredicate>
assay::index::symbolizeIndexCmpPredicate(llvm::StringRef keyword) {
  return llvm::StringSwitch<std::optional<IndexCmpPredicate>>(keyword)
      .Case("eq", IndexCmpPredicate::eq)
      .Case("ne", IndexCmpPredicate::ne)
      .Case("slt", IndexCmpPredicate::slt)
      .Case("sle", IndexCmpPredicate::sle)
      .Case("sgt", IndexCmpPredicate::sgt)
      .Case("sge", IndexCmpPredicate::sge)
      .Case("ult", IndexCmpPredicate::ult)
      .Case("ule", IndexCmpPredicate::ule)
      .Case("ugt", IndexCmpPredicate::ugt)
      .Case("uge", IndexCmpPredicate::uge)
      .Default(std::nullopt);
}

// The two errors of a bad predicate are worded as mlir-opt words them, type
// names included, so that one expected-error line serves both tools.
ParseResult assay::index::parseIndexCmpPredicate(AsmParser &parser,
                                                 IndexCmpPredicate &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  auto failParameter = [&]() -> ParseResult {
    return parser.emitError(parser.getCurrentLocation(),
                            "failed to parse IndexCmpPredicateAttr parameter "
                            "'value' which is to be a "
                            "`::mlir::index::IndexCmpPredicate`");
  };
  if (failed(parser.parseOptionalKeyword(&keyword))) {
    parser.emitError(loc, "expected valid keyword");
    return failParameter();
  }
  if (std::optional<IndexCmpPredicate> pred =
          symbolizeIndexCmpPredicate(keyword)) {
    result = *pred;
    return success();
  }
  parser.emitError(loc, "expected ::mlir::index::IndexCmpPredicate to be one "
                        "of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge");
  return failParameter();
}

IndexCmpPredicateAttr IndexCmpPredicateAttr::get(Context *ctx,
                                                 IndexCmpPredicate predicate) {
  return Base::get(ctx, uint64_t(predicate));
}

IndexCmpPredicate IndexCmpPredicateAttr::getValue() const {
  return IndexCmpPredicate(getImpl()->value);
}
