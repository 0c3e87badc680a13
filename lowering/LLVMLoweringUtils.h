//===- LLVMLoweringUtils.h - Pieces shared by the lowerings to llvm -------===//
//
// What several conversions to the llvm dialect need alike: the target
// mlir-opt 19's conversions to llvm use, and the arith fastmath flags of an
// op as the llvm ones.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_LLVMLOWERINGUTILS_H
#define ASSAY_LOWERING_LLVMLOWERINGUTILS_H

#include "ir/Builder.h"

namespace assay {
class ConversionTarget;
class Operation;
class RewritePatternSet;

/// Makes the llvm dialect and builtin.unrealized_conversion_cast legal, as
/// the target of mlir-opt 19's conversions to llvm does (so such casts in
/// the input are neither folded nor converted).
void addLLVMConversionLegality(ConversionTarget &target);

/// Applies `patterns` to the ops nested in `op` as a partial conversion
/// with that target, `illegalDialect` (when given) also illegal.
LogicalResult applyLLVMConversion(Operation *op, RewritePatternSet &&patterns,
                                  llvm::StringRef illegalDialect = {});

/// The `fastmathFlags` attribute that carries `op`'s arith `fastmath`
/// flags over to an llvm op (`none` when it has none).
NamedAttribute getLLVMFastmathFlags(Operation *op);

} // namespace assay

#endif // ASSAY_LOWERING_LLVMLOWERINGUTILS_H
