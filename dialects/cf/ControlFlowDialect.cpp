//===- ControlFlowDialect.cpp - The cf dialect ----------------------------===//
#include "dialects/cf/ControlFlowDialect.h"

using namespace assay;
using namespace assay::cf;

ControlFlowDialect::ControlFlowDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<ControlFlowDialect>()) {}

void assay::registerControlFlowDialect(DialectRegistry &registry) {
  registry.insert<ControlFlowDialect>();
}
