//===- ConversionDiagnosticsTest.cpp - How a failed conversion reports ----===//
//
// A conversion that cannot legalize an op reports it as mlir-opt 19 does:
// `failed to legalize operation 'x.y'` (full mode) or `... that was
// explicitly marked illegal` (partial mode) at the op's location, followed
// by a `see current operation:` note holding the op in generic form, as the
// IR being converted has it at that moment. Tests print through the source
// manager handler, so they check the whole text a user sees.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;
using namespace assay::rt;

namespace {

class ConversionDiagnosticsTest : public ::testing::Test {
protected:
  ConversionDiagnosticsTest() : ctx(rc.ctx), os(output) {
    ctx.printOpOnDiagnostic(true);
  }

  /// Parses `text` as the buffer "in.mlir", which stays alive so that
  /// diagnostics can show its lines.
  OwningOpRef<Operation *> parse(llvm::StringRef text) {
    mgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(text, "in.mlir"), llvm::SMLoc());
    ParserConfig config(&ctx, /*verifyAfterParse=*/false);
    OwningOpRef<Operation *> op = parseSourceFileForTool(mgr, config, true);
    EXPECT_TRUE(bool(op)) << output;
    handler = std::make_unique<SourceMgrDiagnosticHandler>(mgr, &ctx, os);
    return op;
  }

  RtContext rc;
  Context &ctx;
  llvm::SourceMgr mgr;
  std::string output;
  llvm::raw_string_ostream os;
  std::unique_ptr<SourceMgrDiagnosticHandler> handler;
};

/// rt.neg -> rt.pure {from_neg}.
FrozenRewritePatternSet patterns(Context &ctx) {
  RewritePatternSet set(&ctx);
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.neg",
      [](Operation *op, llvm::ArrayRef<Value> operands,
         ConversionPatternRewriter &rewriter) -> LogicalResult {
        Operation *pure = rewriter.create(
            op->getLoc(), "rt.pure", operands, {op->getResult(0).getType()},
            {rewriter.getNamedAttr("from_neg", rewriter.getUnitAttr())});
        rewriter.replaceOp(op, pure);
        return success();
      },
      1, &ctx));
  return FrozenRewritePatternSet(std::move(set));
}

ConversionTarget target(Context &ctx) {
  ConversionTarget target(ctx);
  target.addLegalDialect("rt");
  target.addLegalDialect("builtin");
  target.addIllegalOp("rt.neg");
  return target;
}

const char *kInput = R"("rt.func"() ({
^bb0(%x: i32):
  %a = "rt.neg"(%x) : (i32) -> i32
  %b = "other.op"(%a) {k = 1 : i32} : (i32) -> i32
  "rt.region"() ({
    %c = "rt.mul"(%b, %b) : (i32, i32) -> i32
    "rt.use"(%c) : (i32) -> ()
  }) : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";

TEST_F(ConversionDiagnosticsTest, FullModeNamesTheOpAndPrintsIt) {
  auto module = parse(kInput);
  std::string before = print(module.get());
  EXPECT_TRUE(
      failed(applyFullConversion(module.get(), target(ctx), patterns(ctx))));
  // The op's operand is the converted rt.neg (now rt.pure, %0).
  EXPECT_EQ(output,
            "in.mlir:4:8: error: failed to legalize operation 'other.op'\n"
            "  %b = \"other.op\"(%a) {k = 1 : i32} : (i32) -> i32\n"
            "       ^\n"
            "in.mlir:4:8: note: see current operation: %1 = "
            "\"other.op\"(%0) {k = 1 : i32} : (i32) -> i32\n");
  EXPECT_EQ(print(module.get()), before);
}

TEST_F(ConversionDiagnosticsTest, PartialModeNamesTheIllegalOp) {
  auto module = parse(kInput);
  ConversionTarget t = target(ctx);
  t.addIllegalOp("rt.region");
  EXPECT_TRUE(failed(applyPartialConversion(module.get(), t, patterns(ctx))));
  // An op with a region is printed on the lines after the note.
  EXPECT_EQ(output,
            "in.mlir:5:3: error: failed to legalize operation 'rt.region' "
            "that was explicitly marked illegal\n"
            "  \"rt.region\"() ({\n"
            "  ^\n"
            "in.mlir:5:3: note: see current operation: \n"
            "\"rt.region\"() ({\n"
            "  %2 = \"rt.mul\"(%1, %1) : (i32, i32) -> i32\n"
            "  \"rt.use\"(%2) : (i32) -> ()\n"
            "}) : () -> ()\n");
}

TEST_F(ConversionDiagnosticsTest, PartialModeToleratesUnknownOps) {
  auto module = parse(kInput);
  EXPECT_TRUE(succeeded(
      applyPartialConversion(module.get(), target(ctx), patterns(ctx))));
  EXPECT_EQ(output, "");
}

TEST_F(ConversionDiagnosticsTest, NoNoteWhenTheContextSaysSo) {
  auto module = parse(kInput);
  ctx.printOpOnDiagnostic(false);
  EXPECT_TRUE(
      failed(applyFullConversion(module.get(), target(ctx), patterns(ctx))));
  EXPECT_EQ(output,
            "in.mlir:4:8: error: failed to legalize operation 'other.op'\n"
            "  %b = \"other.op\"(%a) {k = 1 : i32} : (i32) -> i32\n"
            "       ^\n");
}

TEST_F(ConversionDiagnosticsTest, AnalysisReportsNothing) {
  auto module = parse(kInput);
  llvm::DenseSet<Operation *> legalizable;
  ConversionConfig config;
  config.legalizableOps = &legalizable;
  EXPECT_TRUE(succeeded(applyAnalysisConversion(module.get(), target(ctx),
                                                patterns(ctx), config)));
  EXPECT_EQ(output, "");
  // rt.neg is legalizable, other.op is not.
  unsigned names = 0;
  for (Operation *op : legalizable) {
    EXPECT_NE(op->getName().getStringRef(), "other.op");
    names += op->getName().getStringRef() == "rt.neg";
  }
  EXPECT_EQ(names, 1u);
}

} // namespace
