//===- SCFDialect.cpp - The scf dialect -----------------------------------===//
//
// The structured control flow dialect: loading it registers its ops (see
// dialects/scf/SCFOps.h).
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFDialect.h"

#include "dialects/scf/SCFOps.h"

using namespace assay;
using namespace assay::scf;

SCFDialect::SCFDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<SCFDialect>()) {
  registerSCFOps(*this);
  attachSCFInterfaces(*this);
  attachSCFFoldHooks(*this);
}

void assay::registerSCFDialect(DialectRegistry &registry) {
  registry.insert<SCFDialect>();
}
