//===- OperationTest.cpp - The generic operation, its uses, walks, clones -===//
//
// Exercises the IR core through Operation::create and unregistered ops:
// operand storage, use lists, replacement, erasure, moves, cloning with
// value mapping, walks, op order within a block, and nesting deep enough to
// overflow any recursive implementation.
//
//===----------------------------------------------------------------------===//
#include "IRTestUtils.h"
#include "ir/IRMapping.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class OperationTest : public ::testing::Test {
protected:
  OperationTest() : ctx(tc.ctx) {
    i32 = IntegerType::get(&ctx, 32);
    i64 = IntegerType::get(&ctx, 64);
    root.reset(create(ctx, "t.root", {.numRegions = 1}));
    body = addBlock(root.get());
  }

  Operation *def(Type type) {
    return append(ctx, body, "t.def", {.results = {type}});
  }
  static std::vector<std::string> names(Block *block) {
    std::vector<std::string> out;
    for (Operation &op : *block)
      out.push_back(op.getName().getStringRef().str());
    return out;
  }
  static unsigned countUses(Value v) {
    unsigned n = 0;
    for (OpOperand &use : v.getUses()) {
      (void)use;
      ++n;
    }
    return n;
  }

  TestContext tc;
  Context &ctx;
  Type i32, i64;
  OwningOpRef<> root;
  Block *body;
};
} // namespace

TEST_F(OperationTest, Create) {
  Operation *a = def(i32);
  Block *succ = addBlock(root.get());
  Operation *op = append(ctx, body, "t.op",
                         {.operands = {a->getResult(0), a->getResult(0)},
                          .results = {i32, i64},
                          .numRegions = 2,
                          .successors = {succ},
                          .attrs = {NamedAttribute(StringAttr::get(&ctx, "x"),
                                                   UnitAttr::get(&ctx))}});
  EXPECT_EQ(op->getName().getStringRef(), "t.op");
  EXPECT_FALSE(op->isRegistered());
  EXPECT_EQ(op->getNumOperands(), 2u);
  EXPECT_EQ(op->getNumResults(), 2u);
  EXPECT_EQ(op->getResult(1).getType(), i64);
  EXPECT_EQ(op->getResult(1).getResultNumber(), 1u);
  EXPECT_EQ(op->getResult(1).getOwner(), op);
  EXPECT_EQ(op->getNumRegions(), 2u);
  EXPECT_EQ(op->getRegion(1).getParentOp(), op);
  EXPECT_EQ(op->getNumSuccessors(), 1u);
  EXPECT_EQ(op->getSuccessor(0), succ);
  EXPECT_TRUE(op->hasAttr("x"));
  EXPECT_EQ(op->getBlock(), body);
  EXPECT_EQ(op->getParentOp(), root.get());
  EXPECT_EQ(countUses(a->getResult(0)), 2u);
  EXPECT_EQ(succ->getSinglePredecessor(), body);
}

TEST_F(OperationTest, OperandsGrowAndShrink) {
  Operation *a = def(i32);
  Operation *b = def(i64);
  Operation *op = append(ctx, body, "t.op", {.operands = {a->getResult(0)}});
  llvm::SmallVector<Value, 16> many(40, b->getResult(0));
  op->insertOperands(1, many);
  EXPECT_EQ(op->getNumOperands(), 41u);
  EXPECT_EQ(op->getOperand(0), a->getResult(0));
  EXPECT_EQ(op->getOperand(40), b->getResult(0));
  EXPECT_EQ(countUses(b->getResult(0)), 40u);
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    EXPECT_EQ(op->getOpOperand(i).getOperandNumber(), i);

  op->setOperands(1, 39, {a->getResult(0)});
  EXPECT_EQ(op->getNumOperands(), 3u);
  EXPECT_EQ(countUses(b->getResult(0)), 1u);
  EXPECT_EQ(countUses(a->getResult(0)), 2u);

  op->eraseOperand(0);
  EXPECT_EQ(op->getNumOperands(), 2u);
  EXPECT_EQ(op->getOperand(0), a->getResult(0));
  EXPECT_EQ(op->getOperand(1), b->getResult(0));

  op->setOperands({b->getResult(0), b->getResult(0), b->getResult(0)});
  EXPECT_EQ(op->getNumOperands(), 3u);
  EXPECT_TRUE(a->getResult(0).use_empty());
  EXPECT_EQ(countUses(b->getResult(0)), 3u);

  op->setOperands({});
  EXPECT_EQ(op->getNumOperands(), 0u);
  EXPECT_TRUE(b->getResult(0).use_empty());
}

TEST_F(OperationTest, UseLists) {
  Operation *a = def(i32);
  EXPECT_TRUE(a->use_empty());
  Operation *u1 = append(ctx, body, "t.use", {.operands = {a->getResult(0)}});
  EXPECT_TRUE(a->getResult(0).hasOneUse());
  Operation *u2 = append(ctx, body, "t.use",
                         {.operands = {a->getResult(0), a->getResult(0)}});
  EXPECT_FALSE(a->getResult(0).hasOneUse());
  llvm::SmallVector<Operation *, 4> users(a->getResult(0).getUsers());
  EXPECT_EQ(llvm::count(users, u1), 1);
  EXPECT_EQ(llvm::count(users, u2), 2);
  for (OpOperand &use : a->getResult(0).getUses())
    EXPECT_EQ(use.get(), a->getResult(0));
  u2->setOperand(1, Value());
  EXPECT_EQ(countUses(a->getResult(0)), 2u);
  u2->setOperand(1, a->getResult(0));
  EXPECT_EQ(countUses(a->getResult(0)), 3u);
}

TEST_F(OperationTest, ReplaceAllUsesWith) {
  Operation *a = def(i32);
  Operation *b = def(i32);
  Operation *u1 = append(ctx, body, "t.use", {.operands = {a->getResult(0)}});
  Operation *u2 = append(ctx, body, "t.keep", {.operands = {a->getResult(0)}});
  Operation *u3 = append(ctx, body, "t.use", {.operands = {a->getResult(0)}});

  a->getResult(0).replaceUsesWithIf(b->getResult(0), [](OpOperand &use) {
    return use.getOwner()->getName().getStringRef() == "t.use";
  });
  EXPECT_EQ(u1->getOperand(0), b->getResult(0));
  EXPECT_EQ(u2->getOperand(0), a->getResult(0));
  EXPECT_EQ(u3->getOperand(0), b->getResult(0));

  b->getResult(0).replaceAllUsesExcept(a->getResult(0), u3);
  EXPECT_EQ(u1->getOperand(0), a->getResult(0));
  EXPECT_EQ(u3->getOperand(0), b->getResult(0));

  a->getResult(0).replaceAllUsesWith(b->getResult(0));
  EXPECT_TRUE(a->use_empty());
  EXPECT_EQ(countUses(b->getResult(0)), 3u);

  Operation *c = append(ctx, body, "t.def2", {.results = {i32}});
  b->replaceAllUsesWith(c);
  EXPECT_EQ(countUses(c->getResult(0)), 3u);
}

TEST_F(OperationTest, EraseAndDropUses) {
  Operation *a = def(i32);
  Operation *u = append(ctx, body, "t.use", {.operands = {a->getResult(0)}});
  u->erase();
  EXPECT_TRUE(a->use_empty());
  Operation *v = append(ctx, body, "t.use", {.operands = {a->getResult(0)}});
  a->dropAllUses();
  EXPECT_FALSE(v->getOperand(0));
  a->erase();
  EXPECT_EQ(names(body), std::vector<std::string>{"t.use"});
}

TEST_F(OperationTest, EraseGroupOfOpsUsingEachOther) {
  Operation *wrap = append(ctx, body, "t.wrap", {.numRegions = 1});
  Block *inner = addBlock(wrap);
  Operation *a = append(ctx, inner, "t.def", {.results = {i32}});
  append(ctx, inner, "t.use", {.operands = {a->getResult(0)}});
  Operation *outerUse =
      append(ctx, body, "t.use", {.operands = {a->getResult(0)}});
  outerUse->erase();
  wrap->erase();
  EXPECT_TRUE(body->empty());
}

TEST_F(OperationTest, Move) {
  Operation *a = def(i32);
  Operation *b = append(ctx, body, "t.b");
  Operation *c = append(ctx, body, "t.c");
  a->moveAfter(c);
  EXPECT_EQ(names(body), (std::vector<std::string>{"t.b", "t.c", "t.def"}));
  c->moveBefore(b);
  EXPECT_EQ(names(body), (std::vector<std::string>{"t.c", "t.b", "t.def"}));
  EXPECT_TRUE(c->isBeforeInBlock(a));

  Operation *wrap = append(ctx, body, "t.wrap", {.numRegions = 1});
  Block *inner = addBlock(wrap);
  b->moveBefore(inner, inner->end());
  EXPECT_EQ(b->getBlock(), inner);
  EXPECT_EQ(b->getParentOp(), wrap);
  EXPECT_TRUE(wrap->isProperAncestor(b));
  EXPECT_FALSE(b->isAncestor(wrap));
  b->remove();
  EXPECT_EQ(b->getBlock(), nullptr);
  body->push_front(b);
  EXPECT_EQ(&body->front(), b);
}

TEST_F(OperationTest, CloneMapsValuesBlocksAndNestedRegions) {
  Operation *outside = def(i32);
  Operation *wrap = append(
      ctx, body, "t.wrap",
      {.operands = {outside->getResult(0)}, .results = {i32}, .numRegions = 1});
  Block *first = addBlock(wrap);
  Block *second = addBlock(wrap);
  BlockArgument arg = second->addArgument(i32, UnknownLoc::get(&ctx));
  // A forward reference: `first` uses a value defined later, in `second`.
  Operation *fwdUse = append(ctx, first, "t.use");
  append(ctx, first, "t.br",
         {.operands = {outside->getResult(0)}, .successors = {second}});
  Operation *later = append(ctx, second, "t.def", {.results = {i32}});
  fwdUse->insertOperands(0, {later->getResult(0), arg});
  Operation *nestedWrap = append(ctx, second, "t.wrap", {.numRegions = 1});
  append(ctx, addBlock(nestedWrap), "t.use",
         {.operands = {later->getResult(0), outside->getResult(0)}});

  Operation *replacement = def(i32);
  IRMapping mapper;
  mapper.map(outside->getResult(0), replacement->getResult(0));
  Operation *copy = wrap->clone(mapper);
  body->push_back(copy);

  EXPECT_EQ(copy->getOperand(0), replacement->getResult(0));
  EXPECT_EQ(mapper.lookupOrNull(wrap->getResult(0)), copy->getResult(0));
  ASSERT_EQ(copy->getRegion(0).getNumBlocks(), 2u);
  Block *cFirst = &copy->getRegion(0).front();
  Block *cSecond = &copy->getRegion(0).back();
  EXPECT_EQ(mapper.lookupOrNull(first), cFirst);
  Operation *cFwdUse = &cFirst->front();
  Operation *cLater = &cSecond->front();
  EXPECT_EQ(cFwdUse->getOperand(0), cLater->getResult(0));
  EXPECT_EQ(cFwdUse->getOperand(1), cSecond->getArgument(0));
  EXPECT_EQ(cFirst->back().getSuccessor(0), cSecond);
  EXPECT_EQ(cFirst->back().getOperand(0), replacement->getResult(0));
  Operation &cNested = cSecond->back();
  Operation &cNestedUse = cNested.getRegion(0).front().front();
  EXPECT_EQ(cNestedUse.getOperand(0), cLater->getResult(0));
  EXPECT_EQ(cNestedUse.getOperand(1), replacement->getResult(0));
  // The original is untouched.
  EXPECT_EQ(fwdUse->getOperand(0), later->getResult(0));
  EXPECT_EQ(second->getNumArguments(), 1u);

  // Without a mapping, outside values are kept.
  Operation *plain = wrap->clone();
  EXPECT_EQ(plain->getOperand(0), outside->getResult(0));
  plain->destroy();
}

TEST_F(OperationTest, CloneWithoutRegions) {
  Operation *wrap = append(ctx, body, "t.wrap", {.numRegions = 2});
  append(ctx, addBlock(wrap), "t.x");
  IRMapping mapper;
  Operation *copy = wrap->cloneWithoutRegions(mapper);
  EXPECT_EQ(copy->getNumRegions(), 2u);
  EXPECT_TRUE(copy->getRegion(0).empty());
  copy->destroy();
}

namespace {
/// root { a { b } c }
struct WalkFixture {
  WalkFixture(Context &ctx) {
    root.reset(create(ctx, "w.root", {.numRegions = 1}));
    Block *body = addBlock(root.get());
    Operation *a = append(ctx, body, "w.a", {.numRegions = 1});
    append(ctx, addBlock(a), "w.b");
    append(ctx, body, "w.c");
  }
  std::vector<std::string> walk(WalkOrder order,
                                llvm::StringRef interruptAt = "",
                                llvm::StringRef skipAt = "") {
    std::vector<std::string> seen;
    auto callback = [&](Operation *op) {
      llvm::StringRef name = op->getName().getStringRef();
      seen.push_back(name.str());
      if (name == interruptAt)
        return WalkResult::interrupt();
      if (name == skipAt)
        return WalkResult::skip();
      return WalkResult::advance();
    };
    // Named as a function_ref: a lambda returning WalkResult also converts
    // to the void-returning overload.
    root->walk(llvm::function_ref<WalkResult(Operation *)>(callback), order);
    return seen;
  }
  OwningOpRef<> root;
};
} // namespace

TEST_F(OperationTest, WalkOrders) {
  WalkFixture f(ctx);
  using V = std::vector<std::string>;
  EXPECT_EQ(f.walk(WalkOrder::PreOrder), (V{"w.root", "w.a", "w.b", "w.c"}));
  EXPECT_EQ(f.walk(WalkOrder::PostOrder), (V{"w.b", "w.a", "w.c", "w.root"}));
  EXPECT_EQ(f.walk(WalkOrder::PreOrder, "w.b"), (V{"w.root", "w.a", "w.b"}));
  EXPECT_EQ(f.walk(WalkOrder::PostOrder, "w.a"), (V{"w.b", "w.a"}));
  EXPECT_EQ(f.walk(WalkOrder::PreOrder, "", "w.a"),
            (V{"w.root", "w.a", "w.c"}));
  auto stopAtC = [](Operation *op) {
    return op->getName().getStringRef() == "w.c" ? WalkResult::interrupt()
                                                 : WalkResult::advance();
  };
  WalkResult r =
      f.root->walk(llvm::function_ref<WalkResult(Operation *)>(stopAtC),
                   WalkOrder::PreOrder);
  EXPECT_TRUE(r.wasInterrupted());
}

TEST_F(OperationTest, EraseDuringPostOrderWalk) {
  WalkFixture f(ctx);
  std::vector<std::string> erased;
  f.root->walk(
      [&](Operation *op) {
        if (op == f.root.get())
          return;
        erased.push_back(op->getName().getStringRef().str());
        op->erase();
      },
      WalkOrder::PostOrder);
  EXPECT_EQ(erased, (std::vector<std::string>{"w.b", "w.a", "w.c"}));
  EXPECT_TRUE(f.root->getRegion(0).front().empty());
}

TEST_F(OperationTest, IsBeforeInBlockAfterManyInsertions) {
  // Insert at the front, at the back and in the middle, in an order that
  // forces the order index to be recomputed or spread repeatedly.
  std::vector<Operation *> ops;
  Operation *anchor = append(ctx, body, "t.anchor");
  for (int i = 0; i < 2000; ++i) {
    Operation *op = create(ctx, "t.x");
    switch (i % 3) {
    case 0:
      body->push_front(op);
      break;
    case 1:
      body->push_back(op);
      break;
    default:
      body->insert(Block::iterator(anchor), op);
      break;
    }
    if (i % 97 == 0) {
      // Query in between, so indices are in use while the list changes.
      EXPECT_TRUE(body->front().isBeforeInBlock(&body->back()));
    }
  }
  std::vector<Operation *> order;
  for (Operation &op : *body)
    order.push_back(&op);
  for (size_t i = 0; i + 1 < order.size(); i += 37) {
    EXPECT_TRUE(order[i]->isBeforeInBlock(order[i + 1]));
    EXPECT_FALSE(order[i + 1]->isBeforeInBlock(order[i]));
    EXPECT_TRUE(order[i]->isBeforeInBlock(order.back()));
  }
  // Removing and re-inserting keeps the answers right.
  order[10]->moveAfter(order[500]);
  EXPECT_TRUE(order[500]->isBeforeInBlock(order[10]));
  EXPECT_TRUE(order[10]->isBeforeInBlock(order[501]));
}

TEST_F(OperationTest, DeepNestingWithoutStackOverflow) {
  constexpr int kDepth = 100000;
  OwningOpRef<> deep(create(ctx, "d.op", {.numRegions = 1}));
  Operation *current = deep.get();
  for (int i = 0; i < kDepth; ++i) {
    Block *b = addBlock(current);
    current = append(ctx, b, "d.op", {.results = {i32}, .numRegions = 1});
  }
  addBlock(current);

  unsigned count = 0;
  deep->walk([&](Operation *) { ++count; });
  EXPECT_EQ(count, unsigned(kDepth + 1));
  count = 0;
  deep->walk([&](Operation *) { ++count; }, WalkOrder::PreOrder);
  EXPECT_EQ(count, unsigned(kDepth + 1));

  OwningOpRef<> copy(deep->clone());
  count = 0;
  copy->walk([&](Operation *) { ++count; });
  EXPECT_EQ(count, unsigned(kDepth + 1));

  deep.reset();
  copy.reset();
}
