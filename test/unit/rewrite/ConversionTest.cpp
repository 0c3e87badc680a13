//===- ConversionTest.cpp - Dialect conversion on the rt dialect ----------===//
//
// Each legalization mode on small rt IR, rollback of a failed conversion
// (the IR prints exactly as before), block-argument type conversion with
// its materializations, and reconcile-unrealized-casts.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;
using namespace assay::rt;

namespace {

class ConversionTest : public ::testing::Test {
protected:
  ConversionTest() : ctx(rc.ctx) {
    handler = std::make_unique<ScopedDiagnosticHandler>(
        &ctx, [this](Diagnostic &diag) {
          errors.push_back(diag.getMessage());
          return success();
        });
  }
  RtContext rc;
  Context &ctx;
  std::vector<std::string> errors;
  std::unique_ptr<ScopedDiagnosticHandler> handler;
};

const char *kNegs = R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.neg"(%x) : (i32) -> i32
  %b = "other.op"(%a) : (i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";

/// rt.neg -> rt.pure {from_neg}.
FrozenRewritePatternSet negPatterns(Context &ctx) {
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

ConversionTarget rtTarget(Context &ctx) {
  ConversionTarget target(ctx);
  target.addLegalDialect("rt");
  target.addLegalDialect("builtin");
  target.addIllegalOp("rt.neg");
  return target;
}

TEST_F(ConversionTest, PartialLeavesUnknownOps) {
  auto module = rc.parse(kNegs);
  ConversionTarget target = rtTarget(ctx);
  llvm::DenseSet<Operation *> unlegalized;
  ConversionConfig config;
  config.unlegalizedOps = &unlegalized;
  ASSERT_TRUE(succeeded(
      applyPartialConversion(module.get(), target, negPatterns(ctx), config)));
  EXPECT_EQ(opNames(funcBody(module.get())), "rt.pure other.op rt.use rt.ret");
  ASSERT_EQ(unlegalized.size(), 1u);
  EXPECT_EQ((*unlegalized.begin())->getName().getStringRef(), "other.op");
  EXPECT_TRUE(errors.empty());
}

TEST_F(ConversionTest, FullFailsOnUnknownOpAndRollsBack) {
  auto module = rc.parse(kNegs);
  std::string before = print(module.get());
  ConversionTarget target = rtTarget(ctx);
  EXPECT_TRUE(
      failed(applyFullConversion(module.get(), target, negPatterns(ctx))));
  // rt.neg was converted before other.op failed; all of it is undone.
  EXPECT_EQ(print(module.get()), before);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "failed to legalize operation 'other.op'");
}

TEST_F(ConversionTest, FullSucceedsWhenEverythingIsLegal) {
  auto module = rc.parse(kNegs);
  ConversionTarget target = rtTarget(ctx);
  target.addLegalOp("other.op");
  ASSERT_TRUE(
      succeeded(applyFullConversion(module.get(), target, negPatterns(ctx))));
  EXPECT_EQ(opNames(funcBody(module.get())), "rt.pure other.op rt.use rt.ret");
}

TEST_F(ConversionTest, IllegalOpWithoutPatternRollsBack) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.neg"(%x) : (i32) -> i32
  %b = "rt.mul"(%a, %a) : (i32, i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  std::string before = print(module.get());
  Operation *mul = &*std::next(funcBody(module.get()).begin());
  ConversionTarget target = rtTarget(ctx);
  target.addIllegalOp("rt.mul");
  EXPECT_TRUE(
      failed(applyPartialConversion(module.get(), target, negPatterns(ctx))));
  EXPECT_EQ(print(module.get()), before);
  // The original ops survive: pointers into the IR stay valid.
  EXPECT_EQ(&*std::next(funcBody(module.get()).begin()), mul);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "failed to legalize operation 'rt.mul' that was "
                       "explicitly marked illegal");
}

TEST_F(ConversionTest, DynamicLegality) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.neg"(%x) {keep} : (i32) -> i32
  %b = "rt.neg"(%a) : (i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  ConversionTarget target = rtTarget(ctx);
  target.addDynamicallyLegalOp("rt.neg", [](Operation *op) {
    return std::optional<bool>(op->hasAttr("keep"));
  });
  ASSERT_TRUE(succeeded(
      applyPartialConversion(module.get(), target, negPatterns(ctx))));
  EXPECT_EQ(opNames(funcBody(module.get())), "rt.neg rt.pure rt.use rt.ret");
}

TEST_F(ConversionTest, RecursivelyLegalOpIsNotEntered) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.region"() ({
    %a = "rt.neg"(%x) : (i32) -> i32
    "rt.use"(%a) : (i32) -> ()
  }) : () -> ()
  %b = "rt.neg"(%x) : (i32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  ConversionTarget target = rtTarget(ctx);
  target.markOpRecursivelyLegal("rt.region");
  ASSERT_TRUE(
      succeeded(applyFullConversion(module.get(), target, negPatterns(ctx))));
  Block &body = funcBody(module.get());
  EXPECT_EQ(opNames(body), "rt.region rt.pure rt.use rt.ret");
  EXPECT_EQ(opNames(body.front().getRegion(0).front()), "rt.neg rt.use");
}

TEST_F(ConversionTest, AnalysisReportsLegalizableOpsWithoutChanges) {
  auto module = rc.parse(kNegs);
  std::string before = print(module.get());
  Block &body = funcBody(module.get());
  Operation *neg = &body.front();
  Operation *other = neg->getNextNode();
  Operation *use = other->getNextNode();
  ConversionTarget target = rtTarget(ctx);
  llvm::DenseSet<Operation *> legalizable;
  ConversionConfig config;
  config.legalizableOps = &legalizable;
  ASSERT_TRUE(succeeded(
      applyAnalysisConversion(module.get(), target, negPatterns(ctx), config)));
  EXPECT_EQ(print(module.get()), before);
  EXPECT_TRUE(legalizable.count(neg));
  EXPECT_TRUE(legalizable.count(use));
  EXPECT_TRUE(legalizable.count(module.get()));
  EXPECT_FALSE(legalizable.count(other));
  EXPECT_TRUE(errors.empty());
}

TEST_F(ConversionTest, GeneratedOpsAreLegalizedInTurn) {
  auto module = rc.parse(kNegs);
  ConversionTarget target = rtTarget(ctx);
  target.addIllegalOp("rt.mul");
  RewritePatternSet set(&ctx);
  // rt.neg -> rt.mul, itself illegal; rt.mul -> rt.pure.
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.neg",
      [](Operation *op, llvm::ArrayRef<Value> operands,
         ConversionPatternRewriter &rewriter) -> LogicalResult {
        rewriter.replaceOp(op, rewriter.create(op->getLoc(), "rt.mul",
                                               {operands[0], operands[0]},
                                               {op->getResult(0).getType()}));
        return success();
      },
      1, &ctx));
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.mul",
      [](Operation *op, llvm::ArrayRef<Value> operands,
         ConversionPatternRewriter &rewriter) -> LogicalResult {
        rewriter.replaceOp(op,
                           rewriter.create(op->getLoc(), "rt.pure", operands,
                                           {op->getResult(0).getType()}));
        return success();
      },
      1, &ctx));
  ASSERT_TRUE(succeeded(applyPartialConversion(
      module.get(), target, FrozenRewritePatternSet(std::move(set)))));
  EXPECT_EQ(opNames(funcBody(module.get())), "rt.pure other.op rt.use rt.ret");
  EXPECT_EQ(funcBody(module.get()).front().getNumOperands(), 2u);
}

TEST_F(ConversionTest, PatternFailingAfterChangeStopsAndRollsBack) {
  auto module = rc.parse(kNegs);
  std::string before = print(module.get());
  ConversionTarget target = rtTarget(ctx);
  RewritePatternSet set(&ctx);
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.neg",
      [](Operation *op, llvm::ArrayRef<Value>,
         ConversionPatternRewriter &rewriter) -> LogicalResult {
        rewriter.create(op->getLoc(), "rt.pure", {}, {});
        return failure();
      },
      1, &ctx));
  EXPECT_TRUE(failed(applyPartialConversion(
      module.get(), target, FrozenRewritePatternSet(std::move(set)))));
  EXPECT_EQ(print(module.get()), before);
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors.front().find("failed after changing the IR"),
            std::string::npos);
}

//===----------------------------------------------------------------------===//
// Type conversion
//===----------------------------------------------------------------------===//

/// i32 -> i64; every other type stays.
struct WidenI32 : TypeConverter {
  WidenI32() {
    addConversion1To1([](Type t) -> std::optional<Type> { return t; });
    addConversion1To1([](Type t) -> std::optional<Type> {
      if (t == IntegerType::get(t.getContext(), 32))
        return Type(IntegerType::get(t.getContext(), 64));
      return std::nullopt;
    });
  }
};

/// rt.func: converts its block signatures in place. rt.pure: rebuilt with
/// converted operand and result types.
FrozenRewritePatternSet widenPatterns(Context &ctx, const TypeConverter &tc) {
  RewritePatternSet set(&ctx);
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.func",
      [&tc](Operation *op, llvm::ArrayRef<Value>,
            ConversionPatternRewriter &rewriter) -> LogicalResult {
        rewriter.startOpModification(op);
        if (failed(rewriter.convertRegionTypes(&op->getRegion(0), tc))) {
          rewriter.cancelOpModification(op);
          return failure();
        }
        rewriter.finalizeOpModification(op);
        return success();
      },
      1, &ctx, &tc));
  set.add(std::make_unique<FunctionConversionPattern>(
      "rt.pure",
      [&tc](Operation *op, llvm::ArrayRef<Value> operands,
            ConversionPatternRewriter &rewriter) -> LogicalResult {
        llvm::SmallVector<Type, 1> types;
        if (failed(
                tc.convertTypes(llvm::to_vector(op->getResultTypes()), types)))
          return failure();
        rewriter.replaceOp(
            op, rewriter.create(op->getLoc(), "rt.pure", operands, types));
        return success();
      },
      1, &ctx, &tc));
  return FrozenRewritePatternSet(std::move(set));
}

ConversionTarget widenTarget(Context &ctx, const TypeConverter &tc) {
  ConversionTarget target(ctx);
  target.addLegalDialect("builtin");
  target.addDynamicallyLegalDialect("rt", [&tc](Operation *op) {
    return std::optional<bool>(tc.isLegal(op));
  });
  target.addDynamicallyLegalOp("rt.func", [&tc](Operation *op) {
    return std::optional<bool>(tc.isLegal(&op->getRegion(0)));
  });
  return target;
}

const char *kWiden = R"(
"rt.func"() ({
^bb0(%x: i32, %f: f32):
  %a = "rt.pure"(%x) : (i32) -> i32
  %b = "rt.pure"(%a, %f) : (i32, f32) -> i32
  "rt.use"(%b) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";

TEST_F(ConversionTest, BlockArgumentsConvertAndCastsVanish) {
  auto module = rc.parse(kWiden);
  WidenI32 tc;
  ConversionTarget target = widenTarget(ctx, tc);
  // rt.use stays as it is: its operand keeps a source materialization.
  target.addLegalOp("rt.use");
  ASSERT_TRUE(succeeded(
      applyPartialConversion(module.get(), target, widenPatterns(ctx, tc))));
  EXPECT_EQ(print(module.get()),
            R"("builtin.module"() ({
  "rt.func"() ({
  ^bb0(%arg0: i64, %arg1: f32):
    %0 = "rt.pure"(%arg0) : (i64) -> i64
    %1 = "rt.pure"(%0, %arg1) : (i64, f32) -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> i32
    "rt.use"(%2) : (i32) -> ()
    "rt.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
)");
  // The live cast cannot be resolved: reconcile leaves it.
  EXPECT_EQ(reconcileUnrealizedCasts(module.get()), 0u);
  EXPECT_EQ(opNames(funcBody(module.get())),
            "rt.pure rt.pure builtin.unrealized_conversion_cast rt.use rt.ret");
}

TEST_F(ConversionTest, UserMaterializationsAreUsed) {
  auto module = rc.parse(kWiden);
  WidenI32 tc;
  tc.addSourceMaterialization([](OpBuilder &b, Type type,
                                 llvm::ArrayRef<Value> inputs,
                                 Location loc) -> Value {
    return b.create(loc, "rt.trunc", inputs, {type})->getResult(0);
  });
  ConversionTarget target = widenTarget(ctx, tc);
  target.addLegalOp("rt.use");
  target.addLegalOp("rt.trunc");
  ASSERT_TRUE(succeeded(
      applyFullConversion(module.get(), target, widenPatterns(ctx, tc))));
  EXPECT_EQ(opNames(funcBody(module.get())),
            "rt.pure rt.pure rt.trunc rt.use rt.ret");
}

TEST_F(ConversionTest, ArgumentUsedByUnconvertedOpKeepsItsCast) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.use"(%x) : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  WidenI32 tc;
  ConversionTarget target = widenTarget(ctx, tc);
  target.addLegalOp("rt.use");
  ASSERT_TRUE(succeeded(
      applyPartialConversion(module.get(), target, widenPatterns(ctx, tc))));
  Block &body = funcBody(module.get());
  EXPECT_EQ(body.getArgument(0).getType(), IntegerType::get(&ctx, 64));
  EXPECT_EQ(opNames(body), "builtin.unrealized_conversion_cast rt.use rt.ret");
  EXPECT_EQ(body.front().getOperand(0), body.getArgument(0));
}

TEST_F(ConversionTest, UnconvertibleTypeFailsAndRollsBack) {
  auto module = rc.parse(kWiden);
  std::string before = print(module.get());
  WidenI32 tc;
  // f32 cannot be converted: the rt.func pattern fails without changes.
  tc.addConversion1To1([](Type t) -> std::optional<Type> {
    if (t == FloatType::getF32(t.getContext()))
      return Type();
    return std::nullopt;
  });
  ConversionTarget target = widenTarget(ctx, tc);
  EXPECT_TRUE(failed(
      applyPartialConversion(module.get(), target, widenPatterns(ctx, tc))));
  EXPECT_EQ(print(module.get()), before);
  ASSERT_FALSE(errors.empty());
  // rt.func is dynamically illegal (its callback says no): explicitly
  // illegal, so even a partial conversion fails.
  EXPECT_EQ(errors.back(), "failed to legalize operation 'rt.func' that was "
                           "explicitly marked illegal");
}

//===----------------------------------------------------------------------===//
// reconcile-unrealized-casts
//===----------------------------------------------------------------------===//

TEST_F(ConversionTest, ReconcileFoldsChainsAndErasesDeadCasts) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  %0 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> i64
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> i16
  %2 = "builtin.unrealized_conversion_cast"(%1) : (i16) -> i32
  %3 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> i32
  %4 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> f32
  %5 = "builtin.unrealized_conversion_cast"(%4) : (f32) -> i8
  %6 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> f64
  "rt.use"(%3, %5, %2) : (i32, i8, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  EXPECT_EQ(reconcileUnrealizedCasts(module.get()), 5u);
  // As mlir-opt --reconcile-unrealized-casts leaves the same input.
  EXPECT_EQ(print(module.get()), R"("builtin.module"() ({
  "rt.func"() ({
  ^bb0(%arg0: i32):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> f32
    %1 = "builtin.unrealized_conversion_cast"(%0) : (f32) -> i8
    "rt.use"(%arg0, %1, %arg0) : (i32, i8, i32) -> ()
    "rt.ret"() : () -> ()
  }) : () -> ()
}) : () -> ()
)");
}

TEST_F(ConversionTest, ReconcileHandlesMultiValueCasts) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32, %y: f32):
  %0 = "builtin.unrealized_conversion_cast"(%x, %y) : (i32, f32) -> i64
  %1:2 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> (i32, f32)
  "rt.use"(%1#1, %1#0) : (f32, i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  EXPECT_EQ(reconcileUnrealizedCasts(module.get()), 2u);
  Block &body = funcBody(module.get());
  EXPECT_EQ(opNames(body), "rt.use rt.ret");
  EXPECT_EQ(body.front().getOperand(0), body.getArgument(1));
  EXPECT_EQ(body.front().getOperand(1), body.getArgument(0));
}

} // namespace
