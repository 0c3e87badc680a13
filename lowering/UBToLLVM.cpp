//===- UBToLLVM.cpp - ub ops to llvm ops ----------------------------------===//
//
// `convert-ub-to-llvm`: `ub.poison` of a type the LLVM type converter
// converts becomes `llvm.mlir.poison` of the converted type, as with
// mlir-opt 19 (a memref's poison is a poison descriptor); poison of any
// other type (a tensor) stays.
//
//===----------------------------------------------------------------------===//
#include "ir/Context.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// `ub.poison : T` -> `llvm.mlir.poison : convert(T)`.
struct PoisonLowering : ConversionPattern {
  PoisonLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("ub.poison", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    Type converted = typeConverter->convertType(op->getResult(0).getType());
    if (!converted)
      return rewriter.notifyMatchFailure(op, "type not convertible");
    Operation *newOp =
        rewriter.create(op->getLoc(), "llvm.mlir.poison", {}, {converted}, {});
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

struct ConvertUBToLLVMPass : PassWrapper<ConvertUBToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "UBToLLVMConversionPass"; }
  llvm::StringRef getArgument() const override { return "convert-ub-to-llvm"; }
  llvm::StringRef getDescription() const override {
    return "Convert UB dialect to LLVM dialect";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertUBToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet patterns(ctx);
    populateUBToLLVMConversionPatterns(converter, patterns);
    if (failed(applyLLVMConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
};

} // namespace

void assay::populateUBToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add(
      std::make_unique<PoisonLowering>(converter, patterns.getContext()));
}

std::unique_ptr<Pass> assay::createConvertUBToLLVMPass() {
  return std::make_unique<ConvertUBToLLVMPass>();
}
