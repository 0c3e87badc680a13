//===- ArithCanonicalization.cpp - arith canonicalization patterns
//----------===//
//
// The canonicalization patterns of the arith dialect, each with the identity
// it applies written above it.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::arith::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("arith", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}
