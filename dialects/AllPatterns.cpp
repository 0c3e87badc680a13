//===- AllPatterns.cpp - Every dialect's canonicalization patterns --------===//
#include "dialects/AllPatterns.h"

void assay::registerAllDialectPatterns(DialectRegistry &registry) {
  arith::registerCanonicalizationPatterns(registry);
  cf::registerCanonicalizationPatterns(registry);
  func::registerCanonicalizationPatterns(registry);
  index::registerCanonicalizationPatterns(registry);
  math::registerCanonicalizationPatterns(registry);
  memref::registerCanonicalizationPatterns(registry);
  scf::registerCanonicalizationPatterns(registry);
}
