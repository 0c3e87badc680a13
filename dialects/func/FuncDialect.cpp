//===- FuncDialect.cpp - The func dialect ---------------------------------===//
#include "dialects/func/FuncDialect.h"

using namespace assay;
using namespace assay::func;

FuncDialect::FuncDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<FuncDialect>()) {}

void assay::registerFuncDialect(DialectRegistry &registry) {
  registry.insert<FuncDialect>();
}
