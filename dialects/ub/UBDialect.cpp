//===- UBDialect.cpp - The ub dialect -------------------------------------===//
#include "dialects/ub/UBDialect.h"

using namespace assay;
using namespace assay::ub;

UBDialect::UBDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<UBDialect>()) {}

void assay::registerUBDialect(DialectRegistry &registry) {
  registry.insert<UBDialect>();
}
