//===- ControlFlowDialect.cpp - The cf dialect ----------------------------===//
//
// Loads the cf ops (dialects/cf/ControlFlowOps.cpp) into every Context that
// loads the dialect.
//
//===----------------------------------------------------------------------===//
#include "dialects/cf/ControlFlowDialect.h"

#include "dialects/cf/ControlFlowOps.h"

using namespace assay;
using namespace assay::cf;

ControlFlowDialect::ControlFlowDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<ControlFlowDialect>()) {
  registerControlFlowOps(*this);
}

void assay::registerControlFlowDialect(DialectRegistry &registry) {
  registry.insert<ControlFlowDialect>();
}
