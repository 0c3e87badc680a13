//===- ExecutorDocTest.cpp - The example of docs/harness-cpu.md ----------===//
//
// The executor example of docs/harness-cpu.md, compiled and run. The text
// between the markers below is the page's code block, character for
// character: test/lit/docs/harness-cpu-executor.test checks that it is.
//
//===----------------------------------------------------------------------===//
#include "harness/cpu/Executor.h"

#include "gtest/gtest.h"

using namespace assay::cpu;

namespace {

llvm::Error runDocExample(float &result) {
  // clang-format off
  // BEGIN docs/harness-cpu.md
auto executor = Executor::create();
if (!executor)
  return executor.takeError();
if (llvm::Error err = (*executor)->addModule(R"(
define float @sum(ptr %alloc, ptr %aligned, i64 %offset, i64 %size,
                  i64 %stride) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %body ]
  %done = icmp eq i64 %i, %size
  br i1 %done, label %exit, label %body
body:
  %scaled = mul i64 %i, %stride
  %at = add i64 %offset, %scaled
  %p = getelementptr float, ptr %aligned, i64 %at
  %v = load float, ptr %p
  %acc.next = fadd float %acc, %v
  %next = add i64 %i, 1
  br label %loop
exit:
  ret float %acc
}
)"))
  return err;
float data[4] = {1.5f, 2.0f, 4.0f, 8.0f};
llvm::SmallVector<Scalar> args;
MemRefDescriptor::getContiguous(data, {4}).appendExpanded(args);
llvm::Expected<Scalar> sum =
    (*executor)->call("sum", args, ScalarType::getF32());
if (!sum)
  return sum.takeError();
// sum->getF32() == 15.5f
  // END docs/harness-cpu.md
  // clang-format on
  result = sum->getF32();
  return llvm::Error::success();
}

TEST(ExecutorDoc, SumExample) {
  float result = 0;
  llvm::Error err = runDocExample(result);
  ASSERT_FALSE(!!err) << llvm::toString(std::move(err));
  EXPECT_EQ(result, 15.5f);
}

} // namespace
