//===- ArithDialect.cpp - The arith dialect -------------------------------===//
//
// Loading the dialect registers its attributes and ops; its attribute hooks
// forward to ArithAttributes.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithDialect.h"

#include "dialects/arith/ArithAttributes.h"
#include "dialects/arith/ArithFold.h"
#include "dialects/arith/ArithOps.h"
#include "ir/AsmPrinter.h"

using namespace assay;
using namespace assay::arith;

ArithDialect::ArithDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<ArithDialect>()) {
  addAttribute<FastMathFlagsAttr>();
  addAttribute<IntegerOverflowFlagsAttr>();
  registerArithOps(*this);
  attachArithFoldHooks(*this);
}

Attribute ArithDialect::parseAttribute(DialectAsmParser &parser,
                                       Type type) const {
  return parseArithAttribute(parser, type);
}

void ArithDialect::printAttribute(Attribute attr,
                                  DialectAsmPrinter &printer) const {
  printArithAttribute(attr, printer.getStream());
}

void assay::registerArithDialect(DialectRegistry &registry) {
  registry.insert<ArithDialect>();
}
