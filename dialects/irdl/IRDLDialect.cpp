//===- IRDLDialect.cpp - The irdl dialect ---------------------------------===//
#include "dialects/irdl/IRDLDialect.h"

using namespace assay;
using namespace assay::irdl;

IRDLDialect::IRDLDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<IRDLDialect>()) {}

void assay::registerIRDLDialect(DialectRegistry &registry) {
  registry.insert<IRDLDialect>();
}
