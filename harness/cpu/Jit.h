//===- Jit.h - From a module of any dialect to the CPU executor -*- C++ -*-===//
//
// The front half of running a program natively: lower it to the llvm
// dialect with a pass pipeline, check that nothing else is left, translate
// it to LLVM IR and compile it into an Executor. Errors are diagnostics at
// the op they concern (an op the lowering left, a symbol nothing defines),
// reported through the module's Context.
//
// The default pipeline names its passes; the ones not registered in this
// build are left out (reported in a note when something stays unlowered),
// so a pass that lands later joins it without a change here.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_HARNESS_CPU_JIT_H
#define ASSAY_HARNESS_CPU_JIT_H

#include "harness/cpu/Executor.h"
#include "ir/Support.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace assay {
class Operation;

namespace cpu {

/// The passes of the default lowering, in the order they run.
llvm::ArrayRef<llvm::StringLiteral> getDefaultLoweringPasses();

/// The default lowering as a textual pipeline (`builtin.module(a, b, ...)`)
/// of the passes registered now; the others go to `missing` when given.
std::string getDefaultLoweringPipeline(
    llvm::SmallVectorImpl<std::string> *missing = nullptr);

/// Runs `pipeline` on `module` (a textual pipeline, anchored on
/// builtin.module or a bare list of passes), then checks that every op
/// left is an llvm dialect op (or a builtin.module). The first op that is
/// not is an error at its location; `missingPasses` are named in a note.
LogicalResult
lowerToLLVMDialect(Operation *module, llvm::StringRef pipeline,
                   llvm::ArrayRef<std::string> missingPasses = {});

/// Translates `module` (llvm dialect only) to LLVM IR and adds it to
/// `executor`. An unresolved symbol is an error at its declaration; other
/// failures are errors at the module.
LogicalResult addToExecutor(Executor &executor, Operation *module);

} // namespace cpu
} // namespace assay

#endif // ASSAY_HARNESS_CPU_JIT_H
