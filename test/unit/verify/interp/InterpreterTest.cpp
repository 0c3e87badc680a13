//===- InterpreterTest.cpp - The reference interpreter's engine -----------===//
//
// Small programs (in generic form, so they depend on no custom syntax) run
// through Interpreter::run: scalar arguments and results, wide integers,
// poison propagation, undefined behaviour reported as a failure with its
// location, the call depth and memory limits, allocas freed per loop
// iteration, and the executed op count.
//
//===----------------------------------------------------------------------===//
#include "verify/interp/Interpreter.h"
#include "InterpreterHarness.h"
#include "ir/BuiltinTypes.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::interp;
using assay::interp::unittest::Harness;

namespace {

/// (i32, i32) -> i32: a + b * 3, with the multiplication nsw.
const char *kArith = R"mlir(
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
  %m = "arith.muli"(%b, %c3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %s = "arith.addi"(%a, %m) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "func.return"(%s) : (i32) -> ()
}) : () -> ()
)mlir";

TEST(InterpreterTest, ScalarArithmetic) {
  Harness h(kArith);
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::SmallVector<ScalarValue> results;
  ASSERT_TRUE(succeeded(interp.run("f", {h.i(32, 4), h.i(32, 5)}, results)));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].bits.getZExtValue(), 19u);
  EXPECT_FALSE(results[0].poison);
  EXPECT_GE(interp.getExecutedOpCount(), 4u);
}

TEST(InterpreterTest, NswOverflowIsPoisonNotUB) {
  Harness h(kArith);
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::SmallVector<ScalarValue> results;
  ASSERT_TRUE(
      succeeded(interp.run("f", {h.i(32, 1), h.i(32, 0x40000000)}, results)));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_TRUE(results[0].poison);
}

TEST(InterpreterTest, PoisonArgumentPropagates) {
  Harness h(kArith);
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  ScalarValue a = h.i(32, 1);
  a.poison = true;
  llvm::SmallVector<ScalarValue> results;
  ASSERT_TRUE(succeeded(interp.run("f", {a, h.i(32, 2)}, results)));
  EXPECT_TRUE(results[0].poison);
}

TEST(InterpreterTest, WideIntegers) {
  Harness h(R"mlir(
"func.func"() <{function_type = (i128, i128) -> i128, sym_name = "mul"}> ({
^bb0(%a: i128, %b: i128):
  %m = "arith.muli"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i128, i128) -> i128
  "func.return"(%m) : (i128) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::APInt big = llvm::APInt::getOneBitSet(128, 70);
  ScalarValue a{IntegerType::get(h.ctx.get(), 128), big, false};
  ScalarValue b{IntegerType::get(h.ctx.get(), 128), llvm::APInt(128, 3), false};
  llvm::SmallVector<ScalarValue> results;
  ASSERT_TRUE(succeeded(interp.run("mul", {a, b}, results)));
  EXPECT_EQ(results[0].bits, big * 3);
}

TEST(InterpreterTest, DivisionByZeroIsReportedUB) {
  Harness h(R"mlir(
"func.func"() <{function_type = (i32, i32) -> i32, sym_name = "d"}> ({
^bb0(%a: i32, %b: i32):
  %q = "arith.divui"(%a, %b) : (i32, i32) -> i32
  "func.return"(%q) : (i32) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::SmallVector<ScalarValue> results;
  EXPECT_TRUE(succeeded(interp.run("d", {h.i(32, 6), h.i(32, 3)}, results)));
  EXPECT_EQ(results[0].bits.getZExtValue(), 2u);
  EXPECT_TRUE(failed(interp.run("d", {h.i(32, 6), h.i(32, 0)}, results)));
  ASSERT_FALSE(h.errors.empty());
  EXPECT_EQ(h.errors.back(),
            "undefined behavior in 'arith.divui': division by zero");
}

TEST(InterpreterTest, RecursionDepthIsLimited) {
  Harness h(R"mlir(
"func.func"() <{function_type = (i64) -> i64, sym_name = "down"}> ({
^bb0(%n: i64):
  %c1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  %m = "arith.subi"(%n, %c1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
  %r = "func.call"(%m) <{callee = @down}> : (i64) -> i64
  "func.return"(%r) : (i64) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  InterpreterOptions options;
  options.maxCallDepth = 1000;
  Interpreter interp(h.module.get(), options);
  llvm::SmallVector<ScalarValue> results;
  EXPECT_TRUE(failed(interp.run("down", {h.i(64, 5)}, results)));
  ASSERT_FALSE(h.errors.empty());
  EXPECT_EQ(h.errors.front(),
            "call depth limit reached (1000 nested calls; raise it with "
            "--max-call-depth)");
}

TEST(InterpreterTest, LoopsCountExecutedOps) {
  // sum_{i < n} i with scf.for: about 3 records per iteration.
  Harness h(R"mlir(
"func.func"() <{function_type = (index) -> index, sym_name = "sum"}> ({
^bb0(%n: index):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %r = "scf.for"(%c0, %n, %c1, %c0) ({
  ^bb0(%i: index, %acc: index):
    %s = "arith.addi"(%acc, %i) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "scf.yield"(%s) : (index) -> ()
  }) : (index, index, index, index) -> index
  "func.return"(%r) : (index) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::SmallVector<ScalarValue> results;
  ScalarValue n{IndexType::get(h.ctx.get()), llvm::APInt(64, 1000), false};
  ASSERT_TRUE(succeeded(interp.run("sum", {n}, results)));
  EXPECT_EQ(results[0].bits.getZExtValue(), 499500u);
  EXPECT_GE(interp.getExecutedOpCount(), 2000u);
  EXPECT_LE(interp.getExecutedOpCount(), 2010u);
}

/// (index) -> index: runs `n` iterations that each alloca 65,536 i64 (an
/// automatic allocation scope per iteration) and returns the sum of i.
const char *kLoopAllocas = R"mlir(
"func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
^bb0(%n: index):
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %r = "scf.for"(%c0, %n, %c1, %c0) ({
  ^bb0(%i: index, %acc: index):
    %m = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<65536xindex>
    "memref.store"(%i, %m, %c0) : (index, memref<65536xindex>, index) -> ()
    %v = "memref.load"(%m, %c0) : (memref<65536xindex>, index) -> index
    %s = "arith.addi"(%acc, %v) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "scf.yield"(%s) : (index) -> ()
  }) : (index, index, index, index) -> index
  "func.return"(%r) : (index) -> ()
}) : () -> ()
)mlir";

/// Runs kLoopAllocas for `trips` iterations under a memory limit of
/// `maxMemory` bytes; its result, if any, goes to `sum`.
LogicalResult runLoopAllocas(Harness &h, uint64_t maxMemory, uint64_t trips,
                             uint64_t &sum) {
  InterpreterOptions options;
  options.maxMemory = maxMemory;
  Interpreter interp(h.module.get(), options);
  llvm::SmallVector<ScalarValue> results;
  ScalarValue n{IndexType::get(h.ctx.get()), llvm::APInt(64, trips), false};
  if (failed(interp.run("f", {n}, results)))
    return failure();
  sum = results[0].bits.getZExtValue();
  return success();
}

TEST(InterpreterTest, LoopAllocasTakeOneIterationsMemory) {
  // 100 iterations of 520 KiB each fit in 1 MiB: each iteration frees its
  // allocas.
  Harness h(kLoopAllocas);
  ASSERT_TRUE(h.module);
  uint64_t sum = 0;
  ASSERT_TRUE(succeeded(runLoopAllocas(h, 1 << 20, 100, sum)));
  EXPECT_EQ(sum, 4950u);
}

TEST(InterpreterTest, MemoryLimitStopsAnAllocation) {
  // One iteration's 520 KiB do not fit in 256 KiB.
  Harness h(kLoopAllocas);
  ASSERT_TRUE(h.module);
  uint64_t sum = 0;
  EXPECT_TRUE(failed(runLoopAllocas(h, 256 << 10, 2, sum)));
  ASSERT_FALSE(h.errors.empty());
  EXPECT_EQ(h.errors.front().rfind("memory limit reached: this memref.alloca "
                                   "of 65536 elements needs 520.17 KiB",
                                   0),
            0u)
      << h.errors.front();
}

TEST(InterpreterTest, LimitsAreOnByDefault) {
  // The default options bound a run that does not end.
  InterpreterOptions options;
  EXPECT_NE(options.maxSteps, 0u);
  EXPECT_NE(options.maxCallDepth, 0u);
  EXPECT_NE(options.maxMemory, 0u);
}

TEST(InterpreterTest, UnsupportedOpIsReportedAtTranslation) {
  Harness h(R"mlir(
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %c = "arith.constant"() <{value = 8 : index}> : () -> index
  %v = "builtin.unrealized_conversion_cast"(%c) : (index) -> i64
  "func.return"() : () -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  EXPECT_TRUE(failed(interp.initialize()));
  ASSERT_FALSE(h.errors.empty());
  EXPECT_NE(h.errors.back().find("builtin.unrealized_conversion_cast"),
            std::string::npos);
}

TEST(InterpreterTest, ViewOfBytesPacksBooleans) {
  // Vectors of i1 are packed bit by bit, as the lowering packs them: a
  // vector<4xi1> takes one byte, lane k in bit k, the high bits zero.
  Harness h(R"mlir(
"func.func"() <{function_type = () -> i8, sym_name = "f"}> ({
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi8>
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
  %v = "memref.view"(%m, %c0) : (memref<8xi8>, index) -> memref<2xvector<4xi1>>
  %k = "arith.constant"() <{value = dense<[true, false, true, true]> : vector<4xi1>}> : () -> vector<4xi1>
  "memref.store"(%k, %v, %c1) : (vector<4xi1>, memref<2xvector<4xi1>>, index) -> ()
  %b = "memref.load"(%m, %c1) : (memref<8xi8>, index) -> i8
  "func.return"(%b) : (i8) -> ()
}) : () -> ()
)mlir");
  ASSERT_TRUE(h.module);
  Interpreter interp(h.module.get());
  llvm::SmallVector<ScalarValue> results;
  ASSERT_TRUE(succeeded(interp.run("f", {}, results)));
  ASSERT_EQ(results.size(), 1u);
  EXPECT_FALSE(results[0].poison);
  EXPECT_EQ(results[0].bits.getZExtValue(), 0x0du);
}

} // namespace
