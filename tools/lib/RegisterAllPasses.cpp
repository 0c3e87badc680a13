//===- RegisterAllPasses.cpp - Every pass the tools offer -----------------===//
//
// The registration hook of each library with passes, called once before
// the command line is parsed (the pass flags come from the registry).
//
//===----------------------------------------------------------------------===//
#include "tools/lib/RegisterAllPasses.h"
#include "lowering/Passes.h"
#include "pass/PassRegistry.h"
#include "rewrite/Passes.h"
#include "rewrite/transforms/Passes.h"

void assay::registerAllPasses() {
  // pass/: cse, symbol-dce, symbol-privatize, strip-debuginfo,
  // print-op-stats, view-op-graph and the assay-test-* passes.
  registerCorePasses();
  // rewrite/: canonicalize and the pattern-based passes.
  registerRewritePasses();
  // rewrite/transforms: inline, sccp, loop-invariant-code-motion,
  // control-flow-sink, remove-dead-values.
  registerTransformPasses();
  // lowering/: convert-scf-to-cf.
  registerConversionPasses();
}
