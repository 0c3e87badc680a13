//===- ArithDialect.cpp - The arith dialect -------------------------------===//
#include "dialects/arith/ArithDialect.h"

using namespace assay;
using namespace assay::arith;

ArithDialect::ArithDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<ArithDialect>()) {}

void assay::registerArithDialect(DialectRegistry &registry) {
  registry.insert<ArithDialect>();
}
