//===- SCFDialect.cpp - The scf dialect -----------------------------------===//
#include "dialects/scf/SCFDialect.h"

using namespace assay;
using namespace assay::scf;

SCFDialect::SCFDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<SCFDialect>()) {}

void assay::registerSCFDialect(DialectRegistry &registry) {
  registry.insert<SCFDialect>();
}
