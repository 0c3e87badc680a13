//===- MathDialect.cpp - The math dialect ---------------------------------===//
//
// Loads the math ops and their folders. The dialect has no types or
// attributes of its own: its fastmath flags are the arith dialect's
// `#arith.fastmath`, and its folded constants are arith.constant ops.
//
//===----------------------------------------------------------------------===//
#include "dialects/math/MathDialect.h"

#include "dialects/math/MathOps.h"

using namespace assay;
using namespace assay::math;

MathDialect::MathDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<MathDialect>()) {
  registerMathOps(*this);
  registerMathFolders(*this);
}

void assay::registerMathDialect(DialectRegistry &registry) {
  registry.insert<MathDialect>();
}
