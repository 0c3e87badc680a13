//===- UBDialect.cpp - The ub dialect -------------------------------------===//
//
// Loads `ub.poison` with its folder and `#ub.poison`, and reads and writes
// the attribute's body. Like mlir-opt, the parser reads the `poison` keyword
// and leaves whatever follows in the body unread.
//
//===----------------------------------------------------------------------===//
#include "dialects/ub/UBDialect.h"

#include "dialects/ub/UBAttributes.h"
#include "dialects/ub/UBOps.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

using namespace assay;
using namespace assay::ub;

UBDialect::UBDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<UBDialect>()) {
  addAttribute<PoisonAttr>();
  registerOp<PoisonOp>(*this);
  registerUBFolders(*this);
}

Attribute UBDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  if (keyword == "poison")
    return PoisonAttr::get(getContext());
  parser.emitError(loc) << "unknown attribute `" << keyword << "` in dialect `"
                        << getNamespace() << "`";
  return {};
}

void UBDialect::printAttribute(Attribute attr,
                               DialectAsmPrinter &printer) const {
  assert(llvm::isa<PoisonAttr>(attr) && "not an attribute of the ub dialect");
  printer << "poison";
}

void assay::registerUBDialect(DialectRegistry &registry) {
  registry.insert<UBDialect>();
}
