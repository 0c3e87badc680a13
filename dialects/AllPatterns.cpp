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

std::vector<assay::PatternIdentity> assay::getAllPatternIdentities() {
  std::vector<PatternIdentity> all;
  for (llvm::ArrayRef<PatternIdentity> part :
       {arith::getCanonicalizationIdentities(),   arith::getFoldIdentities(),
        builtin::getCanonicalizationIdentities(), builtin::getFoldIdentities(),
        cf::getCanonicalizationIdentities(),      cf::getFoldIdentities(),
        func::getCanonicalizationIdentities(),    func::getFoldIdentities(),
        index::getCanonicalizationIdentities(),   index::getFoldIdentities(),
        LLVM::getCanonicalizationIdentities(),    LLVM::getFoldIdentities(),
        math::getCanonicalizationIdentities(),    math::getFoldIdentities(),
        memref::getCanonicalizationIdentities(),  memref::getFoldIdentities(),
        scf::getCanonicalizationIdentities(),     scf::getFoldIdentities(),
        ub::getCanonicalizationIdentities(),      ub::getFoldIdentities()})
    all.insert(all.end(), part.begin(), part.end());
  return all;
}
