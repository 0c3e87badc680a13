//===- MemRefDialect.cpp - The memref dialect -----------------------------===//
#include "dialects/memref/MemRefDialect.h"

#include "dialects/memref/MemRefOps.h"

using namespace assay;
using namespace assay::memref;

MemRefDialect::MemRefDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<MemRefDialect>()) {
  memref::registerMemRefOps(*this);
  memref::registerMemRefFolds(*this);
}

void assay::registerMemRefDialect(DialectRegistry &registry) {
  registry.insert<MemRefDialect>();
}
