//===- VerifierFixture.h - Building small IR by hand to verify it ---------===//
//
// A GoogleTest fixture for tests that build ops of the test dialect by
// hand, break them, and look at what the verifier (or the printer) says:
// each root built with makeBody() lives as long as the test.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_IR_VERIFIERFIXTURE_H
#define ASSAY_TEST_UNIT_IR_VERIFIERFIXTURE_H

#include "ir/Verifier.h"

#include "IRTestUtils.h"
#include "gtest/gtest.h"

namespace assay::test {

class VerifierFixture : public ::testing::Test {
protected:
  VerifierFixture() : ctx(tc.ctx), diags(tc.ctx) {
    i32 = IntegerType::get(&ctx, 32);
    i64 = IntegerType::get(&ctx, 64);
  }

  /// A fresh `test.isolated` op with one empty block; owned by the fixture.
  Block *makeBody(Operation **opOut = nullptr) {
    Operation *op = create(ctx, "test.isolated", {.numRegions = 1});
    roots.emplace_back(op);
    if (opOut)
      *opOut = op;
    return addBlock(op);
  }

  /// Verifies `op`, expecting failure, and returns the diagnostics.
  std::string verifyFails(Operation *op) {
    EXPECT_TRUE(failed(verify(op)));
    return diags.joined();
  }

  TestContext tc;
  Context &ctx;
  DiagnosticCollector diags;
  Type i32, i64;
  std::vector<OwningOpRef<>> roots;
};

} // namespace assay::test

#endif // ASSAY_TEST_UNIT_IR_VERIFIERFIXTURE_H
