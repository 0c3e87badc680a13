//===- AllDialects.cpp - Every dialect Assay ships ------------------------===//
#include "dialects/AllDialects.h"

#include "dialects/arith/ArithDialect.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/cf/ControlFlowDialect.h"
#include "dialects/func/FuncDialect.h"
#include "dialects/index/IndexDialect.h"
#include "dialects/irdl/IRDLDialect.h"
#include "dialects/llvm/LLVMDialect.h"
#include "dialects/math/MathDialect.h"
#include "dialects/memref/MemRefDialect.h"
#include "dialects/scf/SCFDialect.h"
#include "dialects/ub/UBDialect.h"

void assay::registerAllDialects(DialectRegistry &registry) {
  registerBuiltinOps(registry);
  registerArithDialect(registry);
  registerControlFlowDialect(registry);
  registerFuncDialect(registry);
  registerIndexDialect(registry);
  registerIRDLDialect(registry);
  registerLLVMDialect(registry);
  registerMathDialect(registry);
  registerMemRefDialect(registry);
  registerSCFDialect(registry);
  registerUBDialect(registry);
}
