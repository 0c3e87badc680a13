//===- RegistryCoverageTest.cpp - Every registered op can be executed -----===//
//
// Loads every dialect Assay ships and fails for any registered op the
// interpreter cannot execute, unless it is listed below with the reason it
// is excluded. A dialect engineer who registers a new op sees this test fail
// until the op has an interpreter translation (or a justified exclusion).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "verify/interp/Interpreter.h"
#include "gtest/gtest.h"

using namespace assay;

namespace {

/// Ops the interpreter deliberately does not execute, and why.
struct Exclusion {
  const char *prefix;
  const char *reason;
};
const Exclusion kExclusions[] = {
    {"irdl.", "irdl ops define dialects; they compute nothing"},
    {"builtin.unrealized_conversion_cast",
     "a placeholder left by partial conversions, with no meaning of its own"},
    {"memref.global", "executed when the module is loaded, not as an op"},
    {"llvm.mlir.global_ctors",
     "the interpreter runs the entry function only, no constructors"},
    {"llvm.mlir.global_dtors",
     "the interpreter runs the entry function only, no destructors"},
    {"llvm.atomicrmw", "atomics are not modelled yet (finalize-memref-to-"
                       "llvm emits them for memref.atomic_rmw)"},
    {"llvm.cmpxchg", "atomics are not modelled yet (finalize-memref-to-llvm "
                     "emits them for memref.generic_atomic_rmw)"},
    {"llvm.shufflevector", "no lowering Assay checks produces it yet"},
    {"llvm.intr.bitreverse", "no lowering Assay checks produces it yet"},
    {"llvm.intr.bswap", "no lowering Assay checks produces it yet"},
    {"llvm.intr.fshl", "no lowering Assay checks produces it yet"},
    {"llvm.intr.fshr", "no lowering Assay checks produces it yet"},
    {"llvm.intr.is.fpclass", "no lowering Assay checks produces it yet"},
    {"llvm.intr.sadd.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
    {"llvm.intr.uadd.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
    {"llvm.intr.ssub.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
    {"llvm.intr.usub.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
    {"llvm.intr.smul.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
    {"llvm.intr.umul.with.overflow", "no lowering Assay checks produces it "
                                     "yet"},
};

const Exclusion *findExclusion(llvm::StringRef name) {
  for (const Exclusion &e : kExclusions)
    if (name.starts_with(e.prefix))
      return &e;
  return nullptr;
}

TEST(RegistryCoverageTest, EveryRegisteredOpIsExecutable) {
  DialectRegistry registry;
  registerAllDialects(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  std::vector<OpInfo *> ops = ctx.getRegisteredOperations();
  ASSERT_FALSE(ops.empty());
  unsigned executable = 0;
  for (OpInfo *info : ops) {
    if (findExclusion(info->name))
      continue;
    EXPECT_TRUE(interp::Interpreter::canExecute(info->name))
        << "the interpreter cannot execute '" << info->name.str()
        << "': add a translation in verify/interp/ or a justified exclusion";
    executable += interp::Interpreter::canExecute(info->name);
  }
  EXPECT_GT(executable, 100u);
}

TEST(RegistryCoverageTest, ExclusionsAreNotExecutable) {
  // An excluded op the interpreter learned to execute should leave the list.
  for (const Exclusion &e : kExclusions) {
    llvm::StringRef prefix = e.prefix;
    if (prefix.ends_with(".") || prefix == "memref.global")
      continue;
    EXPECT_FALSE(interp::Interpreter::canExecute(prefix)) << prefix.str();
  }
}

} // namespace
