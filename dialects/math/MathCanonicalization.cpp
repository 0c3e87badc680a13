//===- MathCanonicalization.cpp - math canonicalization patterns ----------===//
//
// The canonicalization patterns of the math dialect, each with the identity
// it applies written above it. mlir-opt 19 has none for math (its ops only
// fold constants, MathFold.cpp), and neither has Assay yet: the registry
// extension is where they would be attached.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::math::registerCanonicalizationPatterns(DialectRegistry &registry) {
  registry.addExtension("math", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}

//===----------------------------------------------------------------------===//
// Identities (verify/patterns, docs/verification.md)
//===----------------------------------------------------------------------===//

llvm::ArrayRef<PatternIdentity> assay::math::getCanonicalizationIdentities() {
  return {};
}
