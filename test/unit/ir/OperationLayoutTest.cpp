//===- OperationLayoutTest.cpp - Operation storage edge cases -------------===//
//
// The Operation object is nine words; its regions and successors follow it
// only when it has some (behind a small count header), its creation-time
// operands come last in its allocation, and operands that outgrow them move
// to storage headed by its capacity. These tests drive every path through
// that layout: operand storage moving out of line and shrinking and growing
// again, ops with counts past 16 bits, clones and erasure, and operand list
// edits checked against a plain vector.
//
//===----------------------------------------------------------------------===//
#include "IRTestUtils.h"
#include "ir/IRMapping.h"
#include "gtest/gtest.h"
#include <random>

using namespace assay;
using namespace assay::test;

namespace {
class OperationLayoutTest : public ::testing::Test {
protected:
  OperationLayoutTest() : ctx(tc.ctx) {
    i32 = IntegerType::get(&ctx, 32);
    root.reset(create(ctx, "t.root", {.numRegions = 1}));
    body = addBlock(root.get());
    for (unsigned i = 0; i < 8; ++i)
      values.push_back(
          append(ctx, body, "t.def", {.results = {i32}})->getResult(0));
  }

  static unsigned countUses(Value v) {
    unsigned n = 0;
    for (OpOperand &use : v.getUses()) {
      (void)use;
      ++n;
    }
    return n;
  }

  /// Checks that `op`'s operands are `expected`, with consistent operand
  /// numbers and owners.
  static void expectOperands(Operation *op, llvm::ArrayRef<Value> expected) {
    ASSERT_EQ(op->getNumOperands(), expected.size());
    for (unsigned i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(op->getOperand(i), expected[i]) << "operand " << i;
      EXPECT_EQ(op->getOpOperand(i).getOperandNumber(), i);
      EXPECT_EQ(op->getOpOperand(i).getOwner(), op);
    }
    unsigned i = 0;
    for (Value v : op->getOperands())
      EXPECT_EQ(v, expected[i++]);
  }

  TestContext tc;
  Context &ctx;
  Type i32;
  OwningOpRef<> root;
  Block *body;
  llvm::SmallVector<Value, 8> values;
};
} // namespace

TEST_F(OperationLayoutTest, NoRegionsOrSuccessors) {
  Operation *op =
      append(ctx, body, "t.op",
             {.operands = {values[0], values[1]}, .results = {i32, i32}});
  EXPECT_EQ(op->getNumRegions(), 0u);
  EXPECT_TRUE(op->getRegions().empty());
  EXPECT_EQ(op->getNumSuccessors(), 0u);
  EXPECT_TRUE(op->getBlockOperands().empty());
  EXPECT_TRUE(op->getSuccessors().empty());
  expectOperands(op, {values[0], values[1]});
  EXPECT_EQ(op->getResult(1).getOwner(), op);
}

TEST_F(OperationLayoutTest, RegionsWithoutSuccessorsAndTheConverse) {
  Operation *withRegions =
      append(ctx, body, "t.op", {.operands = {values[0]}, .numRegions = 3});
  EXPECT_EQ(withRegions->getNumRegions(), 3u);
  EXPECT_EQ(withRegions->getNumSuccessors(), 0u);
  EXPECT_TRUE(withRegions->getBlockOperands().empty());
  for (Region &r : withRegions->getRegions())
    EXPECT_EQ(r.getParentOp(), withRegions);
  expectOperands(withRegions, {values[0]});

  Block *target = addBlock(root.get());
  Operation *withSuccs =
      append(ctx, body, "t.br",
             {.operands = {values[1]}, .successors = {target, target}});
  EXPECT_EQ(withSuccs->getNumRegions(), 0u);
  EXPECT_TRUE(withSuccs->getRegions().empty());
  EXPECT_EQ(withSuccs->getNumSuccessors(), 2u);
  EXPECT_EQ(withSuccs->getSuccessor(1), target);
  EXPECT_EQ(withSuccs->getBlockOperands()[1].getOperandNumber(), 1u);
  expectOperands(withSuccs, {values[1]});
  withSuccs->erase();
  EXPECT_TRUE(target->hasNoPredecessors());
}

TEST_F(OperationLayoutTest, OperandsOutgrowInlineSpaceShrinkAndRegrow) {
  // Regions and successors sit between the object and the inline operands.
  Block *target = addBlock(root.get());
  Operation *op = append(ctx, body, "t.op",
                         {.operands = {values[0], values[1]},
                          .results = {i32},
                          .numRegions = 2,
                          .successors = {target}});
  std::vector<Value> expected = {values[0], values[1]};
  // Past the two inline slots: operands move out of line.
  for (unsigned i = 0; i < 20; ++i) {
    op->insertOperands(op->getNumOperands(), {values[i % 8]});
    expected.push_back(values[i % 8]);
    expectOperands(op, expected);
  }
  // Shrink below the inline count; the storage stays out of line.
  op->setOperands(1, 21, {});
  expected.erase(expected.begin() + 1, expected.end());
  expectOperands(op, expected);
  // Regrow within the out-of-line capacity, then past it.
  llvm::SmallVector<Value, 64> many;
  for (unsigned i = 0; i < 60; ++i)
    many.push_back(values[(i * 3) % 8]);
  op->insertOperands(0, many);
  expected.insert(expected.begin(), many.begin(), many.end());
  expectOperands(op, expected);
  // The rest of the op is intact.
  EXPECT_EQ(op->getNumRegions(), 2u);
  EXPECT_EQ(op->getRegion(1).getParentOp(), op);
  EXPECT_EQ(op->getSuccessor(0), target);
  EXPECT_EQ(op->getResult(0).getOwner(), op);
  unsigned total = 0;
  for (Value v : values)
    total += countUses(v);
  EXPECT_EQ(total, expected.size());
  op->erase();
  for (Value v : values)
    EXPECT_TRUE(v.use_empty());
}

TEST_F(OperationLayoutTest, OperandsGrowFromNone) {
  Operation *op = append(ctx, body, "t.op", {.numRegions = 1});
  expectOperands(op, {});
  op->insertOperands(0, {values[2]});
  expectOperands(op, {values[2]});
  op->setOperands({});
  expectOperands(op, {});
  op->setOperands({values[3], values[4], values[5]});
  expectOperands(op, {values[3], values[4], values[5]});
}

TEST_F(OperationLayoutTest, ShrinkInlineThenRegrowInPlace) {
  Operation *op =
      append(ctx, body, "t.op",
             {.operands = {values[0], values[1], values[2], values[3]}});
  op->setOperands({values[4]});
  expectOperands(op, {values[4]});
  // Back up to the inline count, then one past it.
  op->setOperands({values[5], values[6], values[7], values[0]});
  expectOperands(op, {values[5], values[6], values[7], values[0]});
  op->insertOperands(2, {values[1]});
  expectOperands(op, {values[5], values[6], values[1], values[7], values[0]});
}

TEST_F(OperationLayoutTest, EditsMatchAVectorModel) {
  std::mt19937 rng(7);
  Block *target = addBlock(root.get());
  for (unsigned shape = 0; shape < 4; ++shape) {
    OpSpec spec;
    for (unsigned i = 0; i < shape * 2; ++i)
      spec.operands.push_back(values[i]);
    spec.numRegions = shape & 1;
    if (shape & 2)
      spec.successors.push_back(target);
    Operation *op = append(ctx, body, "t.op", spec);
    std::vector<Value> model(spec.operands.begin(), spec.operands.end());
    for (unsigned step = 0; step < 300; ++step) {
      unsigned start = rng() % (model.size() + 1);
      unsigned length = rng() % (model.size() - start + 1);
      // Bias towards growth early on and towards shrinking later.
      unsigned count = rng() % (step < 150 ? 6 : 3);
      llvm::SmallVector<Value, 8> repl;
      for (unsigned i = 0; i < count; ++i)
        repl.push_back(values[rng() % 8]);
      switch (rng() % 3) {
      case 0:
        op->setOperands(start, length, repl);
        model.erase(model.begin() + start, model.begin() + start + length);
        model.insert(model.begin() + start, repl.begin(), repl.end());
        break;
      case 1:
        op->insertOperands(start, repl);
        model.insert(model.begin() + start, repl.begin(), repl.end());
        break;
      default:
        if (model.empty())
          break;
        op->eraseOperand(start % model.size());
        model.erase(model.begin() + start % model.size());
        break;
      }
      expectOperands(op, model);
      if (::testing::Test::HasFailure())
        return;
    }
    EXPECT_EQ(op->getNumRegions(), spec.numRegions);
    EXPECT_EQ(op->getNumSuccessors(), spec.successors.size());
    op->erase();
  }
  for (Value v : values)
    EXPECT_TRUE(v.use_empty());
}

TEST_F(OperationLayoutTest, MoreThanSixteenBitsOfSuccessorsAndRegions) {
  // Counts past 65535 fit: they are full words in the trailing header.
  constexpr unsigned kMany = 70000;
  Block *target = addBlock(root.get());
  OpSpec spec;
  spec.successors.assign(kMany, target);
  spec.operands = {values[0]};
  Operation *sw = append(ctx, body, "t.switch", spec);
  EXPECT_EQ(sw->getNumSuccessors(), kMany);
  EXPECT_EQ(sw->getSuccessor(kMany - 1), target);
  EXPECT_EQ(sw->getBlockOperands()[kMany - 1].getOperandNumber(), kMany - 1);
  expectOperands(sw, {values[0]});
  unsigned preds = 0;
  for (Block *pred : target->getPredecessors()) {
    EXPECT_EQ(pred, body);
    ++preds;
  }
  EXPECT_EQ(preds, kMany);

  Operation *wide = append(ctx, body, "t.wide",
                           {.operands = {values[1]}, .numRegions = kMany});
  EXPECT_EQ(wide->getNumRegions(), kMany);
  EXPECT_EQ(wide->getRegion(kMany - 1).getParentOp(), wide);
  append(ctx, addBlock(wide, kMany - 1), "t.inner", {.operands = {values[2]}});

  Operation *copy = wide->clone();
  EXPECT_EQ(copy->getNumRegions(), kMany);
  ASSERT_FALSE(copy->getRegion(kMany - 1).empty());
  EXPECT_EQ(copy->getRegion(kMany - 1).front().front().getOperand(0),
            values[2]);
  copy->destroy();

  sw->erase();
  EXPECT_TRUE(target->hasNoPredecessors());
  wide->erase();
  for (Value v : values)
    EXPECT_TRUE(v.use_empty());
}

TEST_F(OperationLayoutTest, CloneOfGrownOpStartsInline) {
  Block *target = addBlock(root.get());
  Operation *op = append(ctx, body, "t.op",
                         {.operands = {values[0]},
                          .results = {i32, i32},
                          .numRegions = 1,
                          .successors = {target}});
  llvm::SmallVector<Value, 16> more(12, values[1]);
  op->insertOperands(1, more);
  append(ctx, addBlock(op), "t.inner", {.operands = {op->getResult(1)}});

  IRMapping mapper;
  Operation *copy = op->clone(mapper);
  body->push_back(copy);
  std::vector<Value> expected(op->getOperands().begin(),
                              op->getOperands().end());
  expectOperands(copy, expected);
  EXPECT_EQ(copy->getSuccessor(0), target);
  EXPECT_EQ(mapper.lookupOrNull(op->getResult(1)), copy->getResult(1));
  EXPECT_EQ(copy->getRegion(0).front().front().getOperand(0),
            copy->getResult(1));
  // The clone's operands can grow and shrink in turn.
  copy->insertOperands(0, more);
  copy->setOperands({values[2]});
  expectOperands(copy, {values[2]});
  copy->erase();
  op->erase();
}

TEST_F(OperationLayoutTest, ErasedMemoryGoesBackToItsSizeClass) {
  // The pool hands freed memory back to the next op of the same size: an
  // op freed under a wrong size (say one computed from its grown operand
  // count) would not be reused.
  Block *target = addBlock(root.get());
  OpSpec spec{.operands = {values[0], values[1], values[2]},
              .results = {i32},
              .numRegions = 1,
              .successors = {target}};
  Operation *first = create(ctx, "t.op", spec);
  first->insertOperands(0, llvm::SmallVector<Value, 20>(20, values[3]));
  first->setOperands({});
  first->destroy();
  Operation *second = create(ctx, "t.op", spec);
  EXPECT_EQ(second, first);
  expectOperands(second, {values[0], values[1], values[2]});
  second->destroy();

  OpSpec plain{.operands = {values[4]}};
  Operation *third = create(ctx, "t.plain_op", plain);
  third->insertOperands(1, {values[5], values[6]});
  third->destroy();
  Operation *fourth = create(ctx, "t.plain_op", plain);
  EXPECT_EQ(fourth, third);
  fourth->destroy();
}
