//===- IndexDialect.cpp - The index dialect -------------------------------===//
#include "dialects/index/IndexDialect.h"

using namespace assay;
using namespace assay::index;

IndexDialect::IndexDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<IndexDialect>()) {}

void assay::registerIndexDialect(DialectRegistry &registry) {
  registry.insert<IndexDialect>();
}
