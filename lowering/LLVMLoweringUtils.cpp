//===- LLVMLoweringUtils.cpp - Pieces shared by the lowerings to llvm -----===//
#include "lowering/LLVMLoweringUtils.h"
#include "dialects/arith/ArithAttributes.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

void assay::addLLVMConversionLegality(ConversionTarget &target) {
  target.addLegalDialect("llvm");
  target.addLegalOp("builtin.unrealized_conversion_cast");
}

LogicalResult assay::applyLLVMConversion(Operation *op,
                                         RewritePatternSet &&patterns,
                                         llvm::StringRef illegalDialect) {
  ConversionTarget target(*op->getContext());
  addLLVMConversionLegality(target);
  if (!illegalDialect.empty())
    target.addIllegalDialect(illegalDialect);
  return applyPartialConversion(op, target,
                                FrozenRewritePatternSet(std::move(patterns)));
}

NamedAttribute assay::getLLVMFastmathFlags(Operation *op) {
  uint32_t bits = 0;
  if (auto attr = llvm::dyn_cast_if_present<arith::FastMathFlagsAttr>(
          op->getInherentAttr("fastmath"))) {
    // arith numbers reassoc first, llvm last.
    uint32_t arith = uint32_t(attr.getValue());
    bits = (arith >> 1) | ((arith & 1) << 6);
  }
  Context *ctx = op->getContext();
  return NamedAttribute(StringAttr::get(ctx, "fastmathFlags"),
                        LLVM::FastmathFlagsAttr::get(ctx, bits));
}
