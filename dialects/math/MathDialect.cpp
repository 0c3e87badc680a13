//===- MathDialect.cpp - The math dialect ---------------------------------===//
//
// Loads the math ops. The dialect has no types or attributes of its own: its
// fastmath flags are the arith dialect's `#arith.fastmath`.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathDialect.h"

#include "dialects/math/MathOps.h"

using namespace assay;
using namespace assay::math;

MathDialect::MathDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<MathDialect>()) {
  registerMathOps(*this);
}

void assay::registerMathDialect(DialectRegistry &registry) {
  registry.insert<MathDialect>();
}
