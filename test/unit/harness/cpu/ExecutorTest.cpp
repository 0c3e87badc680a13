//===- ExecutorTest.cpp - The ORC executor -------------------------------===//
//
// Calls of every scalar type at every optimisation level, memref
// descriptors (expanded and through the C interface), printing through the
// runner utils captured byte for byte, and the errors: unresolved symbols,
// missing functions, wrong signatures, invalid modules and libraries.
//
//===----------------------------------------------------------------------===//
#include "harness/cpu/Executor.h"
#include "test/unit/harness/cpu/HarnessTestUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <cmath>

using namespace assay::cpu;

namespace {

/// The value of `expected`, failing the test with its message otherwise.
template <class T> T unwrap(llvm::Expected<T> expected) {
  if (!expected) {
    ADD_FAILURE() << llvm::toString(expected.takeError());
    return T();
  }
  return std::move(*expected);
}

/// The message of `err`, which must be an error.
std::string errorMessage(llvm::Error err) {
  EXPECT_TRUE(!!err) << "expected an error";
  return llvm::toString(std::move(err));
}
template <class T> std::string errorMessage(llvm::Expected<T> expected) {
  if (expected) {
    ADD_FAILURE() << "expected an error";
    return "";
  }
  return llvm::toString(expected.takeError());
}

std::unique_ptr<Executor> makeExecutor(llvm::StringRef ir,
                                       ExecutorOptions options = {}) {
  auto executor = Executor::create(std::move(options));
  if (!executor) {
    ADD_FAILURE() << llvm::toString(executor.takeError());
    return nullptr;
  }
  if (llvm::Error err = (*executor)->addModule(ir)) {
    ADD_FAILURE() << llvm::toString(std::move(err));
    return nullptr;
  }
  return std::move(*executor);
}

constexpr const char *kScalarIR = R"(
define i1 @not_i1(i1 %a) {
  %r = xor i1 %a, true
  ret i1 %r
}
define i8 @neg_i8(i8 %a) {
  %r = sub i8 0, %a
  ret i8 %r
}
define i16 @mul_i16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}
define i17 @dec_i17(i17 %a) {
  %r = sub i17 %a, 1
  ret i17 %r
}
define i32 @add_i32(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}
define i64 @shl_i64(i64 %a, i64 %b) {
  %r = shl i64 %a, %b
  ret i64 %r
}
define float @fma_f32(float %a, float %b, float %c) {
  %m = fmul float %a, %b
  %r = fadd float %m, %c
  ret float %r
}
define double @half_f64(double %a) {
  %r = fdiv double %a, 2.0
  ret double %r
}
define ptr @next_i32(ptr %p) {
  %r = getelementptr i32, ptr %p, i64 1
  ret ptr %r
}
define void @store_i32(ptr %p, i32 %v) {
  store i32 %v, ptr %p
  ret void
}
define i32 @mixed(i8 %a, double %b, i1 %c, i64 %d) {
  %a32 = sext i8 %a to i32
  %b32 = fptosi double %b to i32
  %c32 = zext i1 %c to i32
  %d32 = trunc i64 %d to i32
  %s1 = add i32 %a32, %b32
  %s2 = add i32 %s1, %c32
  %s3 = add i32 %s2, %d32
  ret i32 %s3
}
define private i32 @hidden() {
  ret i32 7
}
)";

class ScalarCalls : public ::testing::TestWithParam<unsigned> {};

TEST_P(ScalarCalls, EveryType) {
  ExecutorOptions options;
  options.optLevel = GetParam();
  std::unique_ptr<Executor> e = makeExecutor(kScalarIR, options);
  ASSERT_TRUE(e);

  Scalar r = unwrap(e->call("not_i1", {Scalar::getI1(false)}));
  EXPECT_EQ(r.getType(), ScalarType::getInteger(1));
  EXPECT_EQ(r.getZExt(), 1u);
  EXPECT_EQ(r.getSExt(), -1);

  r = unwrap(e->call("neg_i8", {Scalar::getI8(-128)}));
  EXPECT_EQ(r.getSExt(), -128);
  EXPECT_EQ(unwrap(e->call("neg_i8", {Scalar::getI8(5)})).getSExt(), -5);

  r = unwrap(e->call("mul_i16", {Scalar::getI16(300), Scalar::getI16(300)}));
  EXPECT_EQ(r.getZExt(), (300u * 300u) & 0xffffu);

  // An odd width: the result is kept to 17 bits.
  r = unwrap(e->call("dec_i17", {Scalar::getInteger(17, 0)}));
  EXPECT_EQ(r.getType(), ScalarType::getInteger(17));
  EXPECT_EQ(r.getZExt(), 0x1ffffu);
  EXPECT_EQ(r.getSExt(), -1);

  r = unwrap(e->call("add_i32", {Scalar::getI32(INT32_MAX), Scalar::getI32(1)},
                     ScalarType::getInteger(32)));
  EXPECT_EQ(r.getSExt(), INT32_MIN);

  r = unwrap(e->call("shl_i64", {Scalar::getI64(3), Scalar::getI64(62)}));
  EXPECT_EQ(r.getZExt(), uint64_t(3) << 62);

  r = unwrap(e->call(
      "fma_f32",
      {Scalar::getF32(1.5f), Scalar::getF32(2.0f), Scalar::getF32(0.25f)},
      ScalarType::getF32()));
  EXPECT_EQ(r.getF32(), 3.25f);

  r = unwrap(e->call("half_f64", {Scalar::getF64(-7.0)}));
  EXPECT_EQ(r.getF64(), -3.5);
  EXPECT_TRUE(
      std::isnan(unwrap(e->call("half_f64", {Scalar::getF64(NAN)})).getF64()));

  int32_t cells[2] = {0, 0};
  r = unwrap(e->call("next_i32", {Scalar::getPointer(cells)}));
  EXPECT_EQ(r.getPointer(), &cells[1]);

  r = unwrap(e->call("store_i32",
                     {Scalar::getPointer(&cells[1]), Scalar::getI32(-42)},
                     ScalarType::getVoid()));
  EXPECT_EQ(r.getType(), ScalarType::getVoid());
  EXPECT_EQ(cells[1], -42);

  r = unwrap(e->call("mixed", {Scalar::getI8(-3), Scalar::getF64(10.9),
                               Scalar::getI1(true),
                               Scalar::getI64((int64_t(1) << 40) + 100)}));
  EXPECT_EQ(r.getSExt(), -3 + 10 + 1 + 100);

  // Functions of internal linkage are callable too: their wrapper lives in
  // the same module.
  EXPECT_EQ(unwrap(e->call("hidden", {})).getSExt(), 7);
}

INSTANTIATE_TEST_SUITE_P(OptLevels, ScalarCalls, ::testing::Values(0, 1, 2, 3),
                         [](const auto &info) {
                           return "O" + std::to_string(info.param);
                         });

TEST(Executor, RejectsBadOptLevel) {
  ExecutorOptions options;
  options.optLevel = 4;
  EXPECT_EQ(errorMessage(Executor::create(options)),
            "optimisation level 4 is not one of 0, 1, 2, 3");
}

TEST(Executor, PackedCallWithoutChecks) {
  std::unique_ptr<Executor> e = makeExecutor(kScalarIR);
  ASSERT_TRUE(e);
  int64_t a = 20, b = 22;
  int64_t result = 0;
  // 32-bit arguments cross in 64-bit slots.
  void *args[] = {&a, &b, &result};
  ASSERT_FALSE(!!e->callPacked("add_i32", args));
  EXPECT_EQ(int32_t(result), 42);
}

//===----------------------------------------------------------------------===//
// Memrefs
//===----------------------------------------------------------------------===//

// sum(memref<?x?xf32>) expanded, as the default lowering passes it; fill
// through the C interface, a pointer to the descriptor.
constexpr const char *kMemRefIR = R"(
define float @sum_2d(ptr %alloc, ptr %aligned, i64 %offset, i64 %s0, i64 %s1,
                     i64 %t0, i64 %t1) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.inner, %outer.latch ]
  %i.done = icmp sge i64 %i, %s0
  br i1 %i.done, label %exit, label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner.body ]
  %acc.inner = phi float [ %acc, %outer ], [ %acc.next, %inner.body ]
  %j.done = icmp sge i64 %j, %s1
  br i1 %j.done, label %outer.latch, label %inner.body
inner.body:
  %ri = mul i64 %i, %t0
  %rj = mul i64 %j, %t1
  %r0 = add i64 %offset, %ri
  %r = add i64 %r0, %rj
  %p = getelementptr float, ptr %aligned, i64 %r
  %v = load float, ptr %p
  %acc.next = fadd float %acc.inner, %v
  %j.next = add i64 %j, 1
  br label %inner
outer.latch:
  %i.next = add i64 %i, 1
  br label %outer
exit:
  ret float %acc
}

define void @_mlir_ciface_fill(ptr %desc, float %value) {
entry:
  %aligned.p = getelementptr { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %desc, i32 0, i32 1
  %aligned = load ptr, ptr %aligned.p
  %offset.p = getelementptr { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %desc, i32 0, i32 2
  %offset = load i64, ptr %offset.p
  %size.p = getelementptr { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %desc, i32 0, i32 3, i32 0
  %size = load i64, ptr %size.p
  %stride.p = getelementptr { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %desc, i32 0, i32 4, i32 0
  %stride = load i64, ptr %stride.p
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %done = icmp sge i64 %i, %size
  br i1 %done, label %exit, label %body
body:
  %ri = mul i64 %i, %stride
  %r = add i64 %offset, %ri
  %p = getelementptr float, ptr %aligned, i64 %r
  store float %value, ptr %p
  %i.next = add i64 %i, 1
  br label %loop
exit:
  ret void
}
)";

TEST(Executor, MemRefExpanded) {
  std::unique_ptr<Executor> e = makeExecutor(kMemRefIR);
  ASSERT_TRUE(e);
  float data[12];
  for (int i = 0; i < 12; ++i)
    data[i] = float(i);
  // The 2x3 window at offset 1 of a 3x4 buffer, every other column:
  // elements 1, 3, 5 and 5, 7, 9.
  MemRefDescriptor d;
  d.allocated = d.aligned = data;
  d.offset = 1;
  d.sizes = {2, 3};
  d.strides = {4, 2};
  llvm::SmallVector<Scalar> args;
  d.appendExpanded(args);
  ASSERT_EQ(args.size(), 7u);
  Scalar r = unwrap(e->call("sum_2d", args, ScalarType::getF32()));
  EXPECT_EQ(r.getF32(), 1 + 3 + 5 + 5 + 7 + 9);

  MemRefDescriptor whole = MemRefDescriptor::getContiguous(data, {3, 4});
  EXPECT_EQ(whole.strides[0], 4);
  EXPECT_EQ(whole.strides[1], 1);
  args.clear();
  whole.appendExpanded(args);
  EXPECT_EQ(unwrap(e->call("sum_2d", args)).getF32(), 66.0f);
}

TEST(Executor, MemRefThroughCInterface) {
  std::unique_ptr<Executor> e = makeExecutor(kMemRefIR);
  ASSERT_TRUE(e);
  float data[6] = {0, 0, 0, 0, 0, 0};
  MemRefDescriptor d;
  d.allocated = d.aligned = data;
  d.offset = 1;
  d.sizes = {2};
  d.strides = {3};
  std::vector<int64_t> packed = d.pack();
  ASSERT_EQ(packed.size(), 5u);
  MemRefDescriptor back = MemRefDescriptor::unpack(packed.data(), 1);
  EXPECT_EQ(back.aligned, d.aligned);
  EXPECT_EQ(back.offset, 1);
  EXPECT_EQ(back.strides[0], 3);
  ASSERT_TRUE(!!e->call("_mlir_ciface_fill", {Scalar::getPointer(packed.data()),
                                              Scalar::getF32(2.5f)}));
  float expected[6] = {0, 2.5f, 0, 0, 2.5f, 0};
  for (int i = 0; i < 6; ++i)
    EXPECT_EQ(data[i], expected[i]) << "element " << i;
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

TEST(Executor, MissingFunction) {
  std::unique_ptr<Executor> e = makeExecutor(kScalarIR);
  ASSERT_TRUE(e);
  EXPECT_EQ(errorMessage(e->call("no_such_function", {})),
            "no function 'no_such_function' is defined in the compiled "
            "modules");
}

TEST(Executor, WrongSignature) {
  std::unique_ptr<Executor> e = makeExecutor(kScalarIR);
  ASSERT_TRUE(e);
  EXPECT_EQ(errorMessage(e->call("add_i32", {Scalar::getI32(1)})),
            "function 'add_i32' has type (i32, i32) -> i32, but is called "
            "with 1 arguments");
  EXPECT_EQ(
      errorMessage(e->call("add_i32", {Scalar::getI32(1), Scalar::getI64(2)})),
      "function 'add_i32' has type (i32, i32) -> i32, but argument #1 is i64");
  EXPECT_EQ(errorMessage(
                e->call("half_f64", {Scalar::getF64(1)}, ScalarType::getF32())),
            "function 'half_f64' has type (double) -> double, but a result of "
            "type float is expected");
}

TEST(Executor, UnsupportedSignature) {
  std::unique_ptr<Executor> e = makeExecutor(R"(
define <4 x i32> @vec(<4 x i32> %v) {
  ret <4 x i32> %v
}
define { ptr, i64 } @pair(ptr %p) {
  %a = insertvalue { ptr, i64 } undef, ptr %p, 0
  ret { ptr, i64 } %a
}
define i128 @wide() {
  ret i128 1
}
)");
  ASSERT_TRUE(e);
  EXPECT_EQ(errorMessage(e->call("vec", {})),
            "function 'vec' cannot be called: argument #0 has type '<4 x "
            "i32>', which the executor cannot pass");
  EXPECT_EQ(errorMessage(e->call("pair", {})),
            "function 'pair' cannot be called: its result has type '{ ptr, "
            "i64 }', which the executor cannot return");
  EXPECT_EQ(errorMessage(e->getSignature("wide")),
            "function 'wide' cannot be called: its result has type 'i128', "
            "which the executor cannot return");
}

TEST(Executor, UnresolvedSymbol) {
  auto e = unwrap(Executor::create());
  ASSERT_TRUE(e);
  std::string message = errorMessage(e->addModule(R"(
declare i32 @assay_no_such_symbol(i32)
define i32 @main() {
  %r = call i32 @assay_no_such_symbol(i32 1)
  ret i32 %r
}
)"));
  EXPECT_EQ(message, "unresolved symbol 'assay_no_such_symbol'");
  // The executor stays usable.
  ASSERT_FALSE(!!e->addModule(kScalarIR));
  EXPECT_EQ(unwrap(e->call("add_i32", {Scalar::getI32(2), Scalar::getI32(3)}))
                .getSExt(),
            5);
}

TEST(Executor, InvalidModule) {
  auto e = unwrap(Executor::create());
  ASSERT_TRUE(e);
  std::string parse = errorMessage(e->addModule("define i32 @f( {", "bad.ll"));
  EXPECT_EQ(parse.rfind("bad.ll:1:", 0), 0u) << parse;
  // Parses, but a use is not dominated by its definition.
  std::string invalid = errorMessage(e->addModule(R"(
define i32 @f() {
entry:
  br label %use
use:
  ret i32 %x
def:
  %x = add i32 1, 2
  br label %use
}
)"));
  EXPECT_EQ(invalid.rfind("invalid module: ", 0), 0u) << invalid;
}

TEST(Executor, MissingSharedLibrary) {
  ExecutorOptions options;
  options.sharedLibs = {"/nonexistent/libnothing.so"};
  EXPECT_EQ(errorMessage(Executor::create(options)),
            "shared library '/nonexistent/libnothing.so' does not exist");
  llvm::SmallString<128> notALibrary;
  ASSERT_FALSE(
      llvm::sys::fs::createTemporaryFile("assay-not-a-lib", "so", notALibrary));
  options.sharedLibs = {std::string(notALibrary)};
  std::string message = errorMessage(Executor::create(options));
  EXPECT_EQ(message.rfind("cannot load shared library '" +
                              std::string(notALibrary) + "': ",
                          0),
            0u)
      << message;
  llvm::sys::fs::remove(notALibrary);
}

//===----------------------------------------------------------------------===//
// Object dump, repeated use
//===----------------------------------------------------------------------===//

TEST(Executor, DumpsObjectFile) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("assay-executor", "o", path));
  llvm::sys::fs::remove(path);
  ExecutorOptions options;
  options.objectFile = std::string(path);
  std::unique_ptr<Executor> e = makeExecutor(kScalarIR, options);
  ASSERT_TRUE(e);
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(!!buffer) << "no object written to " << path.str().str();
  EXPECT_TRUE((*buffer)->getBuffer().starts_with("\x7f"
                                                 "ELF"));
  EXPECT_NE((*buffer)->getBuffer().find("add_i32"), llvm::StringRef::npos);
  llvm::sys::fs::remove(path);
}

TEST(Executor, UnwritableObjectFile) {
  ExecutorOptions options;
  options.objectFile = "/nonexistent/folder/out.o";
  auto e = unwrap(Executor::create(options));
  ASSERT_TRUE(e);
  std::string message = errorMessage(e->addModule(kScalarIR));
  EXPECT_EQ(message.rfind("cannot write object file "
                          "'/nonexistent/folder/out.o': ",
                          0),
            0u)
      << message;
}

TEST(Executor, CreateAndDestroyRepeatedly) {
  // The validator and the fuzzers make many executors in one process; the
  // sanitizer build checks that each releases what it took.
  for (int i = 0; i < 20; ++i) {
    std::unique_ptr<Executor> e = makeExecutor(kScalarIR);
    ASSERT_TRUE(e);
    EXPECT_EQ(unwrap(e->call("add_i32", {Scalar::getI32(i), Scalar::getI32(1)}))
                  .getSExt(),
              i + 1);
  }
}

TEST(Executor, SeveralModules) {
  auto e = unwrap(Executor::create());
  ASSERT_TRUE(e);
  ASSERT_FALSE(!!e->addModule(R"(
define i32 @twice(i32 %a) {
  %r = add i32 %a, %a
  ret i32 %r
}
)"));
  // A later module calls into an earlier one.
  ASSERT_FALSE(!!e->addModule(R"(
declare i32 @twice(i32)
define i32 @quad(i32 %a) {
  %t = call i32 @twice(i32 %a)
  %r = call i32 @twice(i32 %t)
  ret i32 %r
}
)"));
  EXPECT_EQ(unwrap(e->call("quad", {Scalar::getI32(5)})).getSExt(), 20);
}

TEST(Executor, RedefinitionAcrossModules) {
  auto e = unwrap(Executor::create());
  ASSERT_TRUE(e);
  ASSERT_FALSE(!!e->addModule(R"(
define i32 @shared() {
  ret i32 1
}
define private i32 @helper() {
  ret i32 10
}
)"));
  EXPECT_EQ(errorMessage(e->addModule(R"(
define i32 @shared() {
  ret i32 2
}
)")),
            "function 'shared' is already defined by an earlier module");
  // Local functions of the same name live side by side; `call` finds the
  // latest.
  ASSERT_FALSE(!!e->addModule(R"(
define private i32 @helper() {
  ret i32 20
}
)"));
  EXPECT_EQ(unwrap(e->call("helper", {})).getSExt(), 20);
  EXPECT_EQ(unwrap(e->call("shared", {})).getSExt(), 1);
}

TEST(Executor, FailedModuleLeavesNoTrace) {
  auto e = unwrap(Executor::create());
  ASSERT_TRUE(e);
  EXPECT_EQ(errorMessage(e->addModule(R"(
declare i32 @assay_missing()
define i32 @entry() {
  %r = call i32 @assay_missing()
  ret i32 %r
}
)")),
            "unresolved symbol 'assay_missing'");
  EXPECT_EQ(errorMessage(e->call("entry", {})),
            "no function 'entry' is defined in the compiled modules");
  // The names are free again.
  ASSERT_FALSE(!!e->addModule(R"(
define i32 @entry() {
  ret i32 3
}
)"));
  EXPECT_EQ(unwrap(e->call("entry", {})).getSExt(), 3);
}

//===----------------------------------------------------------------------===//
// Externals: libc through the process, the runner utils
//===----------------------------------------------------------------------===//

TEST(Executor, ResolvesProcessSymbols) {
  std::unique_ptr<Executor> e = makeExecutor(R"(
declare double @cos(double)
declare i64 @strlen(ptr)
@text = private constant [6 x i8] c"assay\00"
define double @cos_of(double %x) {
  %r = call double @cos(double %x)
  ret double %r
}
define i64 @length() {
  %r = call i64 @strlen(ptr @text)
  ret i64 %r
}
)");
  ASSERT_TRUE(e);
  EXPECT_EQ(unwrap(e->call("cos_of", {Scalar::getF64(0.0)})).getF64(), 1.0);
  EXPECT_EQ(unwrap(e->call("length", {})).getSExt(), 5);
}

constexpr const char *kPrintIR = R"(
declare void @printI64(i64)
declare void @printU64(i64)
declare void @printF32(float)
declare void @printF64(double)
declare void @printNewline()
declare void @printComma()
declare void @printOpen()
declare void @printClose()
declare void @printString(ptr)
declare void @printMemrefF32(i64, ptr)
@hello = private constant [7 x i8] c"hello\0A\00"
define void @main(ptr %desc) {
  call void @printOpen()
  call void @printI64(i64 -5)
  call void @printComma()
  call void @printU64(i64 -1)
  call void @printComma()
  call void @printF32(float 1.5)
  call void @printComma()
  call void @printF64(double 1.0e100)
  call void @printClose()
  call void @printNewline()
  call void @printString(ptr @hello)
  call void @printMemrefF32(i64 2, ptr %desc)
  ret void
}
)";

/// Runs kPrintIR's @main over a 2x2 memref with `options`; its output.
std::string runPrintProgram(ExecutorOptions options, const void *&base) {
  static float data[4] = {1.0f, 2.5f, -0.0f, 1e-7f};
  base = data;
  std::unique_ptr<Executor> e = makeExecutor(kPrintIR, std::move(options));
  if (!e)
    return "";
  std::vector<int64_t> desc =
      MemRefDescriptor::getContiguous(data, {2, 2}).pack();
  CaptureOutput capture(/*fd=*/1);
  llvm::Error err =
      e->call("main", {Scalar::getPointer(desc.data())}).takeError();
  std::string out = capture.finish();
  EXPECT_FALSE(!!err) << llvm::toString(std::move(err));
  return out;
}

TEST(Executor, PrintsThroughRunnerUtils) {
  const void *base = nullptr;
  std::string out = runPrintProgram({}, base);
  char pointer[32];
  std::snprintf(pointer, sizeof(pointer), "%p", base);
  EXPECT_EQ(out, std::string("( -5, 18446744073709551615, 1.5, 1e+100 )\n"
                             "hello\n"
                             "Unranked Memref base@ = ") +
                     pointer +
                     " rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] "
                     "data = \n"
                     "[[1,   2.5], \n"
                     " [-0,   1e-07]]\n");
}

/// A program lowered and translated by MLIR 19 (Inputs/lowered-by-mlir.mlir
/// says how): malloc and free through the process, printMemrefF32 through
/// the runner utils, and a function with its `_mlir_ciface_` form.
class LoweredByMlir : public ::testing::TestWithParam<unsigned> {};

TEST_P(LoweredByMlir, RunsEndToEnd) {
  auto text = llvm::MemoryBuffer::getFile(ASSAY_HARNESS_TEST_INPUTS
                                          "/lowered-by-mlir.ll");
  ASSERT_TRUE(!!text);
  ExecutorOptions options;
  options.optLevel = GetParam();
  std::unique_ptr<Executor> e =
      makeExecutor((*text)->getBuffer(), std::move(options));
  ASSERT_TRUE(e);

  CaptureOutput capture(1);
  llvm::Error err = e->call("main", {}, ScalarType::getVoid()).takeError();
  std::string out = capture.finish();
  ASSERT_FALSE(!!err) << llvm::toString(std::move(err));
  llvm::StringRef rest(out);
  ASSERT_TRUE(rest.consume_front("Unranked Memref base@ = 0x")) << out;
  rest = rest.drop_while(llvm::isHexDigit);
  EXPECT_EQ(rest.str(), " rank = 1 offset = 0 sizes = [3] strides = [1] "
                        "data = \n[1.5,  3,  3]\n");

  // scale(memref<?xf32>, f32): expanded, and through the C interface.
  float data[4] = {1, 2, 3, 4};
  MemRefDescriptor d = MemRefDescriptor::getContiguous(data, {4});
  llvm::SmallVector<Scalar> args;
  d.appendExpanded(args);
  args.push_back(Scalar::getF32(2.0f));
  ASSERT_TRUE(!!e->call("scale", args));
  // memref<?xf32> has offset 0 by its type: the window starts at aligned.
  d.aligned = data + 1;
  d.sizes = {2};
  std::vector<int64_t> packed = d.pack();
  ASSERT_TRUE(
      !!e->call("_mlir_ciface_scale",
                {Scalar::getPointer(packed.data()), Scalar::getF32(-1.0f)}));
  EXPECT_EQ(data[0], 2.0f);
  EXPECT_EQ(data[1], -4.0f);
  EXPECT_EQ(data[2], -6.0f);
  EXPECT_EQ(data[3], 8.0f);
}

INSTANTIATE_TEST_SUITE_P(OptLevels, LoweredByMlir, ::testing::Values(0, 3),
                         [](const auto &info) {
                           return "O" + std::to_string(info.param);
                         });

TEST(Executor, LibrariesAreLocalToAnExecutor) {
  constexpr const char *ir = R"(
declare void @printNewline()
define void @main() {
  call void @printNewline()
  ret void
}
)";
  std::unique_ptr<Executor> with = makeExecutor(ir);
  ASSERT_TRUE(with);
  // Another executor, without the runner utils, does not see them through
  // the process although the first one has them loaded.
  ExecutorOptions options;
  options.linkRunnerUtils = false;
  auto without = unwrap(Executor::create(options));
  ASSERT_TRUE(without);
  std::string message = errorMessage(without->addModule(ir));
  EXPECT_EQ(message, "unresolved symbol 'printNewline'");
}

TEST(Executor, MlirRunnerUtilsAsSharedLibs) {
  std::vector<std::string> libs = getMlirRunnerUtils();
  if (libs.empty())
    GTEST_SKIP() << "MLIR 19's runner-utils libraries are not installed";
  ExecutorOptions mlir;
  mlir.linkRunnerUtils = false;
  mlir.sharedLibs = libs;
  const void *base = nullptr;
  std::string theirs = runPrintProgram(mlir, base);
  std::string ours = runPrintProgram({}, base);
  EXPECT_FALSE(theirs.empty());
  EXPECT_EQ(ours, theirs);
}

} // namespace
