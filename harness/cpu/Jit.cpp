//===- Jit.cpp - From a module of any dialect to the CPU executor ---------===//
#include "harness/cpu/Jit.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "lowering/LLVMTranslation.h"
#include "pass/PassManager.h"
#include "pass/PassRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace assay;
using namespace assay::cpu;

llvm::ArrayRef<llvm::StringLiteral> cpu::getDefaultLoweringPasses() {
  // expand-strided-metadata comes before the arith and index lowerings:
  // the offsets and sizes it computes are arith and index ops that they
  // then lower; finalize-memref-to-llvm, after it, sees only the memref
  // ops it leaves.
  static constexpr llvm::StringLiteral passes[] = {
      "arith-expand", "convert-scf-to-cf", "expand-strided-metadata",
      "convert-math-to-llvm",
      // What has no llvm intrinsic (tan, atan2, erf...) calls libm, through
      // func.call declarations that convert-func-to-llvm lowers.
      "convert-math-to-libm", "convert-arith-to-llvm", "convert-index-to-llvm",
      "finalize-memref-to-llvm", "convert-func-to-llvm", "convert-cf-to-llvm",
      "convert-ub-to-llvm", "reconcile-unrealized-casts"};
  return passes;
}

std::string
cpu::getDefaultLoweringPipeline(llvm::SmallVectorImpl<std::string> *missing) {
  llvm::SmallVector<llvm::StringRef> present;
  for (llvm::StringRef name : getDefaultLoweringPasses()) {
    if (lookupPassInfo(name))
      present.push_back(name);
    else if (missing)
      missing->push_back(name.str());
  }
  return "builtin.module(" + llvm::join(present, ", ") + ")";
}

LogicalResult cpu::lowerToLLVMDialect(Operation *module,
                                      llvm::StringRef pipeline,
                                      llvm::ArrayRef<std::string> missing) {
  Context *ctx = module->getContext();
  auto errorHandler = [&](const llvm::Twine &message) {
    emitError(UnknownLoc::get(ctx))
        << "in the lowering pipeline '" << pipeline << "': " << message;
  };
  PassManager pm(ctx);
  llvm::StringRef text = pipeline.trim();
  if (text.starts_with("builtin.module(")) {
    FailureOr<OpPassManager> parsed = parsePassPipeline(text, errorHandler);
    if (failed(parsed))
      return failure();
    static_cast<OpPassManager &>(pm) = std::move(*parsed);
  } else if (failed(parsePassPipeline(text, pm, errorHandler))) {
    return failure();
  }
  if (failed(pm.run(module)))
    return failure();

  // The first op in document order that is not llvm dialect.
  Operation *left = nullptr;
  module->walk(
      [&](Operation *op) {
        if (op == module)
          return WalkResult::advance();
        llvm::StringRef name = op->getName().getStringRef();
        if (name.starts_with("llvm.") || name == "builtin.module")
          return WalkResult::advance();
        left = op;
        return WalkResult::interrupt();
      },
      WalkOrder::PreOrder);
  if (!left)
    return success();
  InFlightDiagnostic diag = emitError(left->getLoc())
                            << "'" << left->getName().getStringRef()
                            << "' op is left by the lowering; the JIT runs "
                               "llvm dialect ops only";
  if (!missing.empty())
    diag.attachNote() << "passes of the default pipeline that this build "
                         "lacks: "
                      << llvm::join(missing, ", ");
  return failure();
}

LogicalResult cpu::addToExecutor(Executor &executor, Operation *module) {
  auto llvmContext = std::make_unique<llvm::LLVMContext>();
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, *llvmContext);
  if (!llvmModule)
    return failure();
  llvm::Error error =
      executor.addModule(std::move(llvmModule), std::move(llvmContext));
  if (!error)
    return success();
  std::string message = llvm::toString(std::move(error));
  llvm::ArrayRef<std::string> unresolved = executor.getUnresolvedSymbols();
  if (unresolved.empty())
    return emitError(module->getLoc()) << message;
  for (const std::string &name : unresolved) {
    Operation *decl = SymbolTable::lookupSymbolIn(module, name);
    emitError(decl ? decl->getLoc() : module->getLoc())
        << "unresolved symbol '" << name << "': no shared library defines it";
  }
  return failure();
}
