//===- FuncDialect.cpp - The func dialect ---------------------------------===//
//
// Loads the func ops (dialects/func/FuncOps.cpp) into every Context that
// loads the dialect.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncDialect.h"

#include "dialects/func/FuncOps.h"

using namespace assay;
using namespace assay::func;

FuncDialect::FuncDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<FuncDialect>()) {
  registerFuncOps(*this);
  attachFuncFoldInterface(*this);
}

void assay::registerFuncDialect(DialectRegistry &registry) {
  registry.insert<FuncDialect>();
}
