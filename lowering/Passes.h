//===- Passes.h - Conversion passes between dialects ----------------------===//
//
// `convert-scf-to-cf`: structured control flow to a CFG of cf branches.
// `convert-arith-to-llvm`: arith ops to llvm ops.
// `finalize-memref-to-llvm`: memref ops to llvm ops over descriptors.
// `expand-strided-metadata`: memref views to reinterpret_cast.
// registerConversionPasses() adds the conversion passes to the registry.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_LOWERING_PASSES_H
#define ASSAY_LOWERING_PASSES_H

#include <memory>

namespace assay {
class LLVMTypeConverter;
class Pass;
class RewritePatternSet;

/// Adds the patterns that lower scf.for, scf.if, scf.while,
/// scf.execute_region, scf.index_switch, scf.parallel and scf.forall to
/// blocks and cf branches (with arith for the loop arithmetic).
void populateSCFToControlFlowConversionPatterns(RewritePatternSet &patterns);

/// The `convert-scf-to-cf` pass: lowers every structured control flow op
/// nested in the op it runs on, as mlir-opt 19 does.
std::unique_ptr<Pass> createConvertSCFToControlFlowPass();

/// Adds the patterns that lower arith ops on scalars and 1-D vectors to
/// llvm ops, with the types of `converter`.
void populateArithToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// The `convert-arith-to-llvm` pass (option `index-bitwidth`): lowers the
/// arith ops nested in the op it runs on, as mlir-opt 19 does; the others
/// stay.
std::unique_ptr<Pass> createConvertArithToLLVMPass();

/// Adds the patterns of `finalize-memref-to-llvm`: the memref ops on
/// ranked strided memrefs to llvm ops over descriptors (MemRefToLLVM.cpp
/// lists them); alloc calls aligned_alloc when `useAlignedAlloc`, and the
/// _mlir_memref_to_llvm_* functions when `useGenericFunctions`.
void populateFinalizeMemRefToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    bool useAlignedAlloc = false, bool useGenericFunctions = false);

/// The `finalize-memref-to-llvm` pass (options `use-aligned-alloc`,
/// `index-bitwidth`, `use-generic-functions`), as mlir-opt 19's.
std::unique_ptr<Pass> createFinalizeMemRefToLLVMPass();

/// Adds the patterns of `expand-strided-metadata`: subview, expand_shape
/// and collapse_shape become extract_strided_metadata, index arithmetic and
/// reinterpret_cast; extract_strided_metadata folds into the ops that
/// define its source (ExpandStridedMetadata.cpp lists them).
void populateExpandStridedMetadataPatterns(RewritePatternSet &patterns);

/// The `expand-strided-metadata` pass, as mlir-opt 19's, with arith ops
/// where mlir-opt 19 makes affine.apply and affine.min.
std::unique_ptr<Pass> createExpandStridedMetadataPass();

/// Registers every conversion pass.
void registerConversionPasses();

} // namespace assay

#endif // ASSAY_LOWERING_PASSES_H
