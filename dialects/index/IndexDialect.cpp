//===- IndexDialect.cpp - The index dialect -------------------------------===//
//
// Loads the index ops, their folders and the cmp predicate attribute, and
// reads and writes
// the attribute's body: `cmp_predicate slt`, printed as
// `#index<cmp_predicate slt>`.
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexDialect.h"

#include "dialects/index/IndexAttributes.h"
#include "dialects/index/IndexOps.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

using namespace assay;
using namespace assay::index;

IndexDialect::IndexDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<IndexDialect>()) {
  addAttribute<IndexCmpPredicateAttr>();
  registerIndexOps(*this);
  registerIndexFolders(*this);
}

Attribute IndexDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  if (keyword != "cmp_predicate") {
    parser.emitError(loc) << "unknown attribute `" << keyword
                          << "` in dialect `" << getNamespace() << "`";
    return {};
  }
  IndexCmpPredicate pred;
  if (parseIndexCmpPredicate(parser, pred))
    return {};
  return IndexCmpPredicateAttr::get(getContext(), pred);
}

void IndexDialect::printAttribute(Attribute attr,
                                  DialectAsmPrinter &printer) const {
  auto pred = llvm::cast<IndexCmpPredicateAttr>(attr);
  printer << "cmp_predicate " << stringifyIndexCmpPredicate(pred.getValue());
}

void assay::registerIndexDialect(DialectRegistry &registry) {
  registry.insert<IndexDialect>();
}
