//===- SCFForallToFor.cpp - scf.forall to a nest of scf.for ---------------===//
//
// `scf-forall-to-for` rewrites every scf.forall into one scf.for per
// dimension, outermost first, as mlir-opt 19 does: the constant bounds
// become arith.constant (the lower bounds, then the upper bounds, then the
// steps, one constant each), the body moves into the innermost loop, and
// the `mapping` goes. It uses the pattern convert-scf-to-cf lowers
// scf.forall with (SCFToControlFlow.cpp). An scf.forall with shared outputs
// cannot be rewritten: the pass fails at it (mlir-opt 19 crashes).
//
//===----------------------------------------------------------------------===//
#include "dialects/scf/SCFOps.h"
#include "ir/Context.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

struct SCFForallToForPass : PassWrapper<SCFForallToForPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "SCFForallToForLoop"; }
  llvm::StringRef getArgument() const override { return "scf-forall-to-for"; }
  llvm::StringRef getDescription() const override {
    return "Convert SCF forall loops to SCF for loops";
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("arith");
    RewritePatternSet patterns(ctx);
    populateSCFForallToForPatterns(patterns);
    ConversionTarget target(*ctx);
    target.addIllegalOp<scf::ForallOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(
            getOperation(), target,
            FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass> assay::createSCFForallToForPass() {
  return std::make_unique<SCFForallToForPass>();
}
