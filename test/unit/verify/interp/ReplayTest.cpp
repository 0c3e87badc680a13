//===- ReplayTest.cpp - Interpreter::runFunction --------------------------===//
//
// The replay entry point the translation validator runs counterexamples
// through: scalar, vector and memref arguments and results lane by lane with
// their poison, memref arguments that share a buffer, undefined behaviour
// told apart from other errors with its reason and location, runner-utils
// output captured, and nothing printed to stderr.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinTypes.h"
#include "ir/Location.h"
#include "test/unit/verify/interp/InterpreterHarness.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/APFloat.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::interp;
using assay::interp::unittest::Harness;

namespace {

/// A value of `type` with integer lanes `values` (of the lanes' width
/// `width`), poison where `poison` says.
RuntimeValue lanes(Type type, unsigned width, llvm::ArrayRef<uint64_t> values,
                   llvm::ArrayRef<bool> poison = {}) {
  RuntimeValue v;
  v.type = type;
  for (uint64_t x : values)
    v.lanes.push_back(llvm::APInt(width, x));
  v.poison.assign(poison.begin(), poison.end());
  return v;
}

/// The lanes of `v` as numbers.
std::vector<uint64_t> values(const RuntimeValue &v) {
  std::vector<uint64_t> out;
  for (const llvm::APInt &lane : v.lanes)
    out.push_back(lane.getZExtValue());
  return out;
}

/// The poison flags of `v`, one per lane.
std::vector<bool> poisonFlags(const RuntimeValue &v) {
  std::vector<bool> out;
  for (size_t i = 0; i < v.lanes.size(); ++i)
    out.push_back(v.isPoison(i));
  return out;
}

/// Runs `name` of `h`'s module on `args`, checking that nothing reached
/// stderr or the harness's handler.
RunOutcome replay(Harness &h, llvm::StringRef name,
                  llvm::ArrayRef<RuntimeValue> args,
                  InterpreterOptions options = {}) {
  Interpreter interp(h.module.get(), options);
  testing::internal::CaptureStderr();
  RunOutcome outcome = interp.runFunction(name, args);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  EXPECT_TRUE(h.errors.empty()) << h.errors.front();
  return outcome;
}

/// Checks that `out` stopped on an error (not undefined behaviour) whose
/// diagnostics say `text`.
void expectError(const RunOutcome &out, llvm::StringRef text) {
  EXPECT_EQ(out.status, RunStatus::Error);
  EXPECT_EQ(out.ubReason, "");
  EXPECT_FALSE(out.ubLoc);
  EXPECT_NE(out.message.find(text.str()), std::string::npos) << out.message;
}

TEST(ReplayTest, ScalarArgumentsAndResults) {
  Harness h(R"mlir(
func.func @f(%a: i32, %b: index, %x: f32, %w: i128) -> (i32, index, f32, i128) {
  %c = arith.constant 2 : i32
  %s = arith.muli %a, %c : i32
  %i = arith.addi %b, %b : index
  %y = arith.addf %x, %x : f32
  %v = arith.addi %w, %w : i128
  return %s, %i, %y, %v : i32, index, f32, i128
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  RuntimeValue x;
  x.type = Float32Type::get(ctx);
  x.lanes.push_back(llvm::APFloat(1.5f).bitcastToAPInt());
  RuntimeValue w = lanes(IntegerType::get(ctx, 128), 128, {0});
  w.lanes[0] = llvm::APInt::getOneBitSet(128, 100);
  RunOutcome out =
      replay(h, "f",
             {lanes(IntegerType::get(ctx, 32), 32, {21}),
              lanes(IndexType::get(ctx), 64, {uint64_t(-4)}), x, w});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_EQ(out.message, "");
  ASSERT_EQ(out.results.size(), 4u);
  EXPECT_EQ(values(out.results[0]), std::vector<uint64_t>{42});
  EXPECT_EQ(out.results[1].lanes[0].getSExtValue(), -8);
  EXPECT_EQ(out.results[1].type, IndexType::get(ctx));
  EXPECT_EQ(out.results[2].lanes[0], llvm::APFloat(3.0f).bitcastToAPInt());
  EXPECT_EQ(out.results[3].lanes[0], llvm::APInt::getOneBitSet(128, 101));
  for (const RuntimeValue &r : out.results)
    EXPECT_EQ(poisonFlags(r), std::vector<bool>{false});
  // Scalars come back as they went in.
  ASSERT_EQ(out.finalArgs.size(), 4u);
  EXPECT_EQ(values(out.finalArgs[0]), std::vector<uint64_t>{21});
}

TEST(ReplayTest, PoisonScalarPropagates) {
  Harness h(R"mlir(
func.func @f(%a: i8) -> i8 {
  %c = arith.constant 1 : i8
  %s = arith.addi %a, %c : i8
  return %s : i8
}
)mlir");
  ASSERT_TRUE(h.module);
  RunOutcome out =
      replay(h, "f", {lanes(IntegerType::get(h.ctx.get(), 8), 8, {3}, {true})});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_EQ(poisonFlags(out.results[0]), std::vector<bool>{true});
}

TEST(ReplayTest, VectorLanesKeepTheirPoison) {
  Harness h(R"mlir(
func.func @f(%a: vector<2x2xi8>, %b: vector<2x2xi8>) -> vector<2x2xi8> {
  %s = arith.addi %a, %b : vector<2x2xi8>
  return %s : vector<2x2xi8>
}
)mlir");
  ASSERT_TRUE(h.module);
  auto type = VectorType::get({2, 2}, IntegerType::get(h.ctx.get(), 8));
  RunOutcome out =
      replay(h, "f",
             {lanes(type, 8, {1, 2, 3, 250}, {false, true, false, false}),
              lanes(type, 8, {10, 20, 30, 10})});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  ASSERT_EQ(out.results.size(), 1u);
  EXPECT_EQ(out.results[0].type, type);
  std::vector<uint64_t> sum = values(out.results[0]);
  EXPECT_EQ(sum[0], 11u);
  EXPECT_EQ(sum[2], 33u);
  EXPECT_EQ(sum[3], 4u);
  EXPECT_EQ(poisonFlags(out.results[0]),
            (std::vector<bool>{false, true, false, false}));
}

TEST(ReplayTest, WideVectorLanes) {
  Harness h(R"mlir(
func.func @f(%a: vector<2xi100>) -> vector<2xi100> {
  %s = arith.addi %a, %a : vector<2xi100>
  return %s : vector<2xi100>
}
)mlir");
  ASSERT_TRUE(h.module);
  auto type = VectorType::get({2}, IntegerType::get(h.ctx.get(), 100));
  RuntimeValue a = lanes(type, 100, {0, 5}, {false, true});
  a.lanes[0] = llvm::APInt::getOneBitSet(100, 80);
  RunOutcome out = replay(h, "f", {a});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_EQ(out.results[0].lanes[0], llvm::APInt::getOneBitSet(100, 81));
  EXPECT_EQ(poisonFlags(out.results[0]), (std::vector<bool>{false, true}));
}

TEST(ReplayTest, MemRefArgumentsComeBackWithTheirContent) {
  Harness h(R"mlir(
func.func @f(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c1, %c2] : memref<2x3xi32>
  %c7 = arith.constant 7 : i32
  memref.store %c7, %m[%c0, %c1] : memref<2x3xi32>
  return %v : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto type = MemRefType::get({2, 3}, IntegerType::get(h.ctx.get(), 32));
  RunOutcome out = replay(h, "f",
                          {lanes(type, 32, {0, 1, 2, 3, 4, 5},
                                 {true, true, false, false, false, false})});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_EQ(values(out.results[0]), std::vector<uint64_t>{5});
  ASSERT_EQ(out.finalArgs.size(), 1u);
  const RuntimeValue &m = out.finalArgs[0];
  EXPECT_EQ(m.type, type);
  EXPECT_EQ(m.shape, (llvm::SmallVector<int64_t, 4>{2, 3}));
  EXPECT_EQ(values(m), (std::vector<uint64_t>{0, 7, 2, 3, 4, 5}));
  // The store made element 1 defined; element 0 is still poison.
  EXPECT_EQ(poisonFlags(m),
            (std::vector<bool>{true, false, false, false, false, false}));
}

TEST(ReplayTest, DynamicSizesComeFromTheShape) {
  Harness h(R"mlir(
func.func @f(%m: memref<?x2xi16>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x2xi16>
  return %d : index
}
)mlir");
  ASSERT_TRUE(h.module);
  auto type = MemRefType::get({ShapedType::kDynamic, 2},
                              IntegerType::get(h.ctx.get(), 16));
  RuntimeValue m = lanes(type, 16, {1, 2, 3, 4, 5, 6});
  m.shape = {3, 2};
  RunOutcome out = replay(h, "f", {m});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_EQ(values(out.results[0]), std::vector<uint64_t>{3});
  EXPECT_EQ(out.finalArgs[0].shape, (llvm::SmallVector<int64_t, 4>{3, 2}));
  EXPECT_EQ(values(out.finalArgs[0]),
            (std::vector<uint64_t>{1, 2, 3, 4, 5, 6}));
}

TEST(ReplayTest, MemRefResultsAndDeallocatedArguments) {
  Harness h(R"mlir(
func.func @f(%arg: memref<2xf64>) -> memref<3xi8> {
  memref.dealloc %arg : memref<2xf64>
  %m = memref.alloc() : memref<3xi8>
  %c1 = arith.constant 1 : index
  %v = arith.constant 9 : i8
  memref.store %v, %m[%c1] : memref<3xi8>
  return %m : memref<3xi8>
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  auto argType = MemRefType::get({2}, Float64Type::get(ctx));
  RunOutcome out = replay(h, "f", {lanes(argType, 64, {1, 2})});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  const RuntimeValue &r = out.results[0];
  EXPECT_EQ(r.type, MemRefType::get({3}, IntegerType::get(ctx, 8)));
  EXPECT_EQ(r.shape, (llvm::SmallVector<int64_t, 4>{3}));
  EXPECT_EQ(values(r)[1], 9u);
  EXPECT_EQ(poisonFlags(r), (std::vector<bool>{true, false, true}));
  // What a deallocated buffer held is gone.
  EXPECT_EQ(poisonFlags(out.finalArgs[0]), (std::vector<bool>{true, true}));
}

/// Stores 5 through %b, then loads %a[0] and %a[1].
const char *kAliasing = R"mlir(
func.func @f(%a: memref<4xi32>, %b: memref<2xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  memref.store %c5, %b[%c0] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  %y = memref.load %a[%c1] : memref<4xi32>
  return %x, %y : i32, i32
}
)mlir";

TEST(ReplayTest, AliasedMemRefsShareTheirBuffer) {
  Harness h(kAliasing);
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  auto i32 = IntegerType::get(ctx, 32);
  RuntimeValue a = lanes(MemRefType::get({4}, i32), 32, {1, 2, 3, 4});
  RuntimeValue b = lanes(MemRefType::get({2}, i32), 32, {8, 9});

  RunOutcome apart = replay(h, "f", {a, b});
  ASSERT_EQ(apart.status, RunStatus::Ok) << apart.message;
  EXPECT_EQ(values(apart.results[0]), std::vector<uint64_t>{1});
  EXPECT_EQ(values(apart.finalArgs[1]), (std::vector<uint64_t>{5, 9}));

  b.lanes.clear();
  b.aliasOf = 0;
  RunOutcome same = replay(h, "f", {a, b});
  ASSERT_EQ(same.status, RunStatus::Ok) << same.message;
  EXPECT_EQ(values(same.results[0]), std::vector<uint64_t>{5});
  EXPECT_EQ(values(same.finalArgs[0]), (std::vector<uint64_t>{5, 2, 3, 4}));
  EXPECT_EQ(values(same.finalArgs[1]), (std::vector<uint64_t>{5, 2}));
  EXPECT_EQ(same.finalArgs[1].aliasOf, 0);

  // %b starts at %a[1].
  b.aliasOffset = 1;
  RunOutcome shifted = replay(h, "f", {a, b});
  ASSERT_EQ(shifted.status, RunStatus::Ok) << shifted.message;
  EXPECT_EQ(values(shifted.results[0]), std::vector<uint64_t>{1});
  EXPECT_EQ(values(shifted.results[1]), std::vector<uint64_t>{5});

  // Past the end of %a's buffer, %b's elements are poison until stored.
  b.aliasOffset = 3;
  RunOutcome past = replay(h, "f", {a, b});
  ASSERT_EQ(past.status, RunStatus::Ok) << past.message;
  EXPECT_EQ(values(past.finalArgs[1])[0], 5u);
  EXPECT_EQ(poisonFlags(past.finalArgs[1]), (std::vector<bool>{false, true}));
}

TEST(ReplayTest, BadAliasesAreErrors) {
  Harness h(kAliasing);
  ASSERT_TRUE(h.module);
  auto i32 = IntegerType::get(h.ctx.get(), 32);
  RuntimeValue a = lanes(MemRefType::get({4}, i32), 32, {1, 2, 3, 4});
  RuntimeValue b = lanes(MemRefType::get({2}, i32), 32, {8, 9});
  b.aliasOf = 0;
  RunOutcome withLanes = replay(h, "f", {a, b});
  expectError(withLanes, "must not have lanes of its own");
  a.aliasOf = 1;
  RunOutcome forward = replay(h, "f", {a, b});
  expectError(forward, "only an earlier memref argument");
}

TEST(ReplayTest, DivisionByZeroIsUndefinedBehavior) {
  Harness h(R"mlir(
func.func @f(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto i32 = IntegerType::get(h.ctx.get(), 32);
  RunOutcome out = replay(h, "f", {lanes(i32, 32, {1}), lanes(i32, 32, {0})});
  ASSERT_EQ(out.status, RunStatus::UndefinedBehavior);
  EXPECT_EQ(out.ubReason, "division by zero");
  auto loc = llvm::dyn_cast_or_null<FileLineColLoc>(out.ubLoc);
  ASSERT_TRUE(loc);
  EXPECT_EQ(loc.getLine(), 3u);
  EXPECT_EQ(out.message,
            "test:3:8: error: undefined behavior in 'arith.divsi': division "
            "by zero\n");
  EXPECT_TRUE(out.results.empty());
}

TEST(ReplayTest, UndefinedBehaviorInACalleeIsLocatedThere) {
  Harness h(R"mlir(
func.func @g(%m: memref<2xi32>, %i: index) {
  %c = arith.constant 1 : i32
  memref.store %c, %m[%i] : memref<2xi32>
  return
}
func.func @f(%m: memref<2xi32>, %i: index) -> i32 {
  call @g(%m, %i) : (memref<2xi32>, index) -> ()
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%i] : memref<2xi32>
  return %v : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  RuntimeValue m =
      lanes(MemRefType::get({2}, IntegerType::get(ctx, 32)), 32, {0, 0});
  RunOutcome out = replay(h, "f", {m, lanes(IndexType::get(ctx), 64, {2})});
  ASSERT_EQ(out.status, RunStatus::UndefinedBehavior);
  EXPECT_EQ(out.ubReason,
            "out-of-bounds access: index 2 in dimension 0 of size 2");
  EXPECT_EQ(llvm::cast<FileLineColLoc>(out.ubLoc).getLine(), 4u);
  EXPECT_NE(out.message.find("note: called from here"), std::string::npos)
      << out.message;
  // The arguments are still read back.
  EXPECT_EQ(values(out.finalArgs[0]), (std::vector<uint64_t>{0, 0}));

  RunOutcome load = replay(h, "f", {m, lanes(IndexType::get(ctx), 64, {1})});
  ASSERT_EQ(load.status, RunStatus::Ok) << load.message;
  EXPECT_EQ(values(load.results[0]), std::vector<uint64_t>{1});
}

TEST(ReplayTest, OutOfBoundsLoadIsUndefinedBehavior) {
  Harness h(R"mlir(
func.func @f(%m: memref<3xi8>, %i: index) -> i8 {
  %v = memref.load %m[%i] : memref<3xi8>
  return %v : i8
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  RuntimeValue m =
      lanes(MemRefType::get({3}, IntegerType::get(ctx, 8)), 8, {1, 2, 3});
  RunOutcome out =
      replay(h, "f", {m, lanes(IndexType::get(ctx), 64, {uint64_t(-1)})});
  ASSERT_EQ(out.status, RunStatus::UndefinedBehavior);
  EXPECT_EQ(out.ubReason,
            "out-of-bounds access: index -1 in dimension 0 of size 3");
}

TEST(ReplayTest, PoisonBranchIsUndefinedBehavior) {
  Harness h(R"mlir(
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %one = arith.constant 1 : i32
  return %one : i32
^b:
  %two = arith.constant 2 : i32
  return %two : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto i1 = IntegerType::get(h.ctx.get(), 1);
  RunOutcome out = replay(h, "f", {lanes(i1, 1, {1}, {true})});
  ASSERT_EQ(out.status, RunStatus::UndefinedBehavior);
  EXPECT_EQ(out.ubReason, "poison reaches a branch condition");
  RunOutcome fine = replay(h, "f", {lanes(i1, 1, {0})});
  ASSERT_EQ(fine.status, RunStatus::Ok) << fine.message;
  EXPECT_EQ(values(fine.results[0]), std::vector<uint64_t>{2});
}

TEST(ReplayTest, OtherStopsAreErrors) {
  Harness h(R"mlir(
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %c : i32
    scf.yield %z : i32
  }
  return %r : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  RuntimeValue a = lanes(IntegerType::get(ctx, 32), 32, {0});
  InterpreterOptions fewSteps;
  fewSteps.maxSteps = 1000;
  RunOutcome steps = replay(h, "f", {a}, fewSteps);
  expectError(steps, "step limit reached (1000 executed ops");

  Harness cast(R"mlir(
func.func @f(%a: i32) -> i64 {
  %r = builtin.unrealized_conversion_cast %a : i32 to i64
  return %r : i64
}
)mlir");
  ASSERT_TRUE(cast.module);
  RunOutcome unsupported = replay(cast, "f", {a});
  expectError(unsupported, "builtin.unrealized_conversion_cast");
}

TEST(ReplayTest, ArgumentsThatDoNotFitAreErrors) {
  Harness h(R"mlir(
func.func @f(%a: i32, %m: memref<2x?xi8>) -> i32 {
  return %a : i32
}
)mlir");
  ASSERT_TRUE(h.module);
  auto *ctx = h.ctx.get();
  auto i32 = IntegerType::get(ctx, 32);
  auto mType =
      MemRefType::get({2, ShapedType::kDynamic}, IntegerType::get(ctx, 8));
  RuntimeValue m = lanes(mType, 8, {1, 2, 3, 4});
  m.shape = {2, 2};
  struct Case {
    llvm::SmallVector<RuntimeValue, 2> args;
    const char *message;
  };
  RuntimeValue noShape = m;
  noShape.shape.clear();
  RuntimeValue badShape = m;
  badShape.shape = {3, 2};
  RuntimeValue fewLanes = m;
  fewLanes.lanes.pop_back();
  Case cases[] = {
      {{lanes(i32, 32, {1})}, "'@f' takes 2 arguments, got 1"},
      {{lanes(i32, 16, {1}), m},
       "argument #0 of '@f': lane 0 has 16 bits, "
       "expected 32"},
      {{lanes(IntegerType::get(ctx, 64), 64, {1}), m},
       "argument #0 of '@f': a value of type i64 for a parameter of i32"},
      {{lanes(i32, 32, {1}, {true, false}), m},
       "argument #0 of '@f': expected 1 poison flags, got 2"},
      {{lanes(i32, 32, {1}), noShape},
       "argument #1 of '@f': expected 2 sizes, got 0"},
      {{lanes(i32, 32, {1}), badShape},
       "argument #1 of '@f': size 3 of dimension 0 does not match "
       "memref<2x?xi8>"},
      {{lanes(i32, 32, {1}), fewLanes},
       "argument #1 of '@f': expected 4 lanes, got 3"},
  };
  for (const Case &c : cases) {
    RunOutcome out = replay(h, "f", c.args);
    expectError(out, std::string(c.message) + "\n");
    EXPECT_TRUE(out.finalArgs.empty());
  }
  RunOutcome missing = replay(h, "nope", {});
  expectError(missing, "no function '@nope' with a body to run");
  // A null type is the parameter's.
  RuntimeValue untyped = lanes(Type(), 32, {6});
  RunOutcome ok = replay(h, "f", {untyped, m});
  ASSERT_EQ(ok.status, RunStatus::Ok) << ok.message;
  EXPECT_EQ(values(ok.results[0]), std::vector<uint64_t>{6});
}

TEST(ReplayTest, ArgumentBuffersCountAgainstTheMemoryLimit) {
  Harness h(R"mlir(
func.func @f(%m: memref<?xi64>) {
  return
}
)mlir");
  ASSERT_TRUE(h.module);
  RuntimeValue m = lanes(MemRefType::get({ShapedType::kDynamic},
                                         IntegerType::get(h.ctx.get(), 64)),
                         64, std::vector<uint64_t>(1000, 1));
  m.shape = {1000};
  InterpreterOptions small;
  small.maxMemory = 4096;
  RunOutcome out = replay(h, "f", {m}, small);
  expectError(out, "memory limit reached: the buffer of argument #0 "
                   "(1000 elements)");
}

TEST(ReplayTest, ResultsTooLargeToReadBackAreErrors) {
  Harness h(R"mlir(
func.func @f() -> memref<20000xi8> {
  %m = memref.alloc() : memref<20000xi8>
  return %m : memref<20000xi8>
}
)mlir");
  ASSERT_TRUE(h.module);
  // The buffer fits the limit; its 20000 lanes as APInts do not.
  InterpreterOptions small;
  small.maxMemory = 100000;
  RunOutcome out = replay(h, "f", {}, small);
  expectError(out, "result #0 has too many elements to read back");
  EXPECT_TRUE(out.results.empty());
  RunOutcome fine = replay(h, "f", {});
  ASSERT_EQ(fine.status, RunStatus::Ok) << fine.message;
  EXPECT_EQ(fine.results[0].lanes.size(), 20000u);
}

TEST(ReplayTest, PrintedOutputIsCaptured) {
  Harness h(R"mlir(
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printFlops(f64)
func.func @f(%a: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %f = arith.constant 2.0e9 : f64
  call @printFlops(%f) : (f64) -> ()
  return
}
)mlir");
  ASSERT_TRUE(h.module);
  RunOutcome out =
      replay(h, "f", {lanes(IntegerType::get(h.ctx.get(), 64), 64, {42})});
  ASSERT_EQ(out.status, RunStatus::Ok) << out.message;
  EXPECT_TRUE(out.results.empty());
  EXPECT_EQ(out.printed, "42\n2.000000 GFLOPS\n");
}

TEST(ReplayTest, OutputBeforeUndefinedBehaviorIsKept) {
  Harness h(R"mlir(
func.func private @printI64(i64)
func.func @f(%a: i64) -> i64 {
  call @printI64(%a) : (i64) -> ()
  %z = arith.constant 0 : i64
  %q = arith.remui %a, %z : i64
  return %q : i64
}
)mlir");
  ASSERT_TRUE(h.module);
  RunOutcome out =
      replay(h, "f", {lanes(IntegerType::get(h.ctx.get(), 64), 64, {7})});
  ASSERT_EQ(out.status, RunStatus::UndefinedBehavior);
  EXPECT_EQ(out.printed, "7");
}

} // namespace
