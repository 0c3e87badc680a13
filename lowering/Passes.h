//===- Passes.h - Conversion passes between dialects ----------------------===//
//
// `convert-scf-to-cf`: structured control flow to a CFG of cf branches.
// `convert-arith-to-llvm`: arith ops to llvm ops.
// `convert-func-to-llvm`, `convert-cf-to-llvm`, `convert-ub-to-llvm`,
// `convert-index-to-llvm`: func, cf, ub and index ops to llvm ops.
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

/// Registers every conversion pass.
void registerConversionPasses();

} // namespace assay

#endif // ASSAY_LOWERING_PASSES_H
