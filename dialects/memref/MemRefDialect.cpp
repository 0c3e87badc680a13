//===- MemRefDialect.cpp - The memref dialect -----------------------------===//
#include "dialects/memref/MemRefDialect.h"

using namespace assay;
using namespace assay::memref;

MemRefDialect::MemRefDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<MemRefDialect>()) {}

void assay::registerMemRefDialect(DialectRegistry &registry) {
  registry.insert<MemRefDialect>();
}
