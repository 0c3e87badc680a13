//===- Passes.h - Conversion passes between dialects ----------------------===//
//
// `convert-scf-to-cf`: structured control flow to a CFG of cf branches.
// `convert-arith-to-llvm`: arith ops to llvm ops.
// `convert-func-to-llvm`, `convert-cf-to-llvm`, `convert-ub-to-llvm`,
// `convert-index-to-llvm`: func, cf, ub and index ops to llvm ops.
// `arith-expand`: arith ops without an llvm counterpart to simpler ones.
// `convert-math-to-llvm`: math ops to llvm intrinsics.
// `convert-math-to-libm`: math ops to calls of libm functions.
// `scf-forall-to-for`: scf.forall to a nest of scf.for.
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

/// Adds the patterns that lower func.func, func.return, func.call,
/// func.call_indirect and func.constant to llvm ops, in the calling
/// convention of `converter`, with C-interface wrappers for the functions
/// marked `llvm.emit_c_interface`.
void populateFuncToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns);

/// The `convert-func-to-llvm` pass (options `use-bare-ptr-memref-call-conv`,
/// `index-bitwidth`): lowers func, arith and cf ops to llvm, as mlir-opt 19
/// does; a func op it cannot lower is an error.
std::unique_ptr<Pass> createConvertFuncToLLVMPass();

/// Adds the patterns that lower cf.br, cf.cond_br, cf.switch and cf.assert
/// to llvm ops.
void populateControlFlowToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns);

/// The `convert-cf-to-llvm` pass (option `index-bitwidth`).
std::unique_ptr<Pass> createConvertControlFlowToLLVMPass();

/// Adds the pattern that lowers ub.poison to llvm.mlir.poison.
void populateUBToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                        RewritePatternSet &patterns);

/// The `convert-ub-to-llvm` pass (option `index-bitwidth`).
std::unique_ptr<Pass> createConvertUBToLLVMPass();

/// Adds the patterns that lower the index dialect to llvm ops.
void populateIndexToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// The `convert-index-to-llvm` pass (option `index-bitwidth`).
std::unique_ptr<Pass> createConvertIndexToLLVMPass();
/// Adds the patterns that expand ceildivsi, ceildivui, floordivsi, the
/// integer and float max/min ops into other arith ops.
void populateArithExpandOpsPatterns(RewritePatternSet &patterns);

/// Adds the patterns that expand extf bf16 -> f32 and truncf f32 -> bf16
/// into integer arith ops.
void populateExpandBF16Patterns(RewritePatternSet &patterns);

/// The `arith-expand` pass (option `include-bf16`): expands the arith ops
/// the llvm dialect has no counterpart for, as mlir-opt 19 does except
/// where its expansion contradicts the ops' semantics (docs/lowering.md).
std::unique_ptr<Pass> createArithExpandPass();

/// Adds the patterns that lower math ops on scalars and 1-D vectors to
/// llvm intrinsics and ops, with the types of `converter`; log1p only when
/// `approximateLog1p` (as log(1 + x)).
void populateMathToLLVMConversionPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          bool approximateLog1p = true);

/// The `convert-math-to-llvm` pass (option `approximate-log1p`): lowers the
/// math ops that mlir-opt 19 lowers to llvm, as it does; the others stay.
std::unique_ptr<Pass> createConvertMathToLLVMPass();

/// Adds the patterns that lower math ops on f16, bf16, f32 and f64 to
/// calls of libm functions, declared on first use.
void populateMathToLibmConversionPatterns(RewritePatternSet &patterns);

/// The `convert-math-to-libm` pass: lowers the math ops that mlir-opt 19
/// lowers to libm calls, as it does (scalars only).
std::unique_ptr<Pass> createConvertMathToLibmPass();

/// Adds the pattern that rewrites an scf.forall without shared outputs
/// into a nest of scf.for, its constant bounds as arith.constant.
void populateSCFForallToForPatterns(RewritePatternSet &patterns);

/// The `scf-forall-to-for` pass: rewrites every scf.forall into a nest of
/// scf.for, as mlir-opt 19 does; one with shared outputs fails the pass
/// at the op.
std::unique_ptr<Pass> createSCFForallToForPass();
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
