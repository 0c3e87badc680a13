//===- MathDialect.cpp - The math dialect ---------------------------------===//
#include "dialects/math/MathDialect.h"

using namespace assay;
using namespace assay::math;

MathDialect::MathDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<MathDialect>()) {}

void assay::registerMathDialect(DialectRegistry &registry) {
  registry.insert<MathDialect>();
}
