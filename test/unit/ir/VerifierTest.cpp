//===- VerifierTest.cpp - Every verifier diagnostic, one test each --------===//
//
// Builds small pieces of IR with the test dialect of IRTestUtils.h, runs the
// verifier and checks the first diagnostic and its notes against the text
// mlir-opt 19 prints for the same fault.
//
//===----------------------------------------------------------------------===//

#include "VerifierFixture.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class VerifierTest : public VerifierFixture {};
} // namespace

TEST_F(VerifierTest, ValidIRPasses) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  append(ctx, body, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root)));
  EXPECT_EQ(diags.joined(), "");
}

TEST_F(VerifierTest, NullOperand) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  Operation *use =
      append(ctx, body, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  use->setOperand(0, Value());
  EXPECT_EQ(verifyFails(root), "error: null operand found\n");
}

TEST_F(VerifierTest, DialectAttributeHook) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *op = append(ctx, body, "test.plain");
  op->setAttr("test.bad", UnitAttr::get(&ctx));
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.plain' op has a bad test attribute\n");
}

TEST_F(VerifierTest, HasParent) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.child");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.child' op expects parent op 'test.parent'\n");
}

TEST_F(VerifierTest, HasParentOneOf) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.child2");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.child2' op expects parent op to "
                               "be one of 'test.parent, test.other'\n");
}

TEST_F(VerifierTest, HasParentAccepted) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *parent = append(ctx, body, "test.parent", {.numRegions = 1});
  Block *parentBody = addBlock(parent);
  append(ctx, parentBody, "test.child");
  append(ctx, parentBody, "test.term");
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
}

TEST_F(VerifierTest, SingleBlockTooManyBlocks) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *single = append(ctx, body, "test.single", {.numRegions = 1});
  append(ctx, addBlock(single), "test.term");
  append(ctx, addBlock(single), "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(
      verifyFails(root),
      "error: 'test.single' op expects region #0 to have 0 or 1 blocks\n");
}

TEST_F(VerifierTest, SingleBlockEmptyBlock) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *single = append(ctx, body, "test.single", {.numRegions = 1});
  addBlock(single);
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.single' op expects a non-empty block\n");
}

TEST_F(VerifierTest, TerminatorNotLast) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.term' op must be the last "
                               "operation in the parent block\n");
}

TEST_F(VerifierTest, SameTypeOperands) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *a = append(ctx, body, "test.def", {.results = {i32}});
  Operation *b = append(ctx, body, "test.def", {.results = {i64}});
  append(ctx, body, "test.same_operands",
         {.operands = {a->getResult(0), b->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.same_operands' op requires all "
                               "operands to have the same type\n");
}

TEST_F(VerifierTest, SameOperandsAndResultType) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *a = append(ctx, body, "test.def", {.results = {i32}});
  append(ctx, body, "test.same",
         {.operands = {a->getResult(0), a->getResult(0)}, .results = {i64}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.same' op requires the same type "
                               "for all operands and results\n");
}

TEST_F(VerifierTest, SameOperandsAndResultTypeNeedsOperands) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.same", {.results = {i64}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.same' op expected 1 or more "
                               "operands, but found 0\n");
}

TEST_F(VerifierTest, SameOperandsAndResultTypeAcceptsDynamicShapes) {
  Operation *root;
  Block *body = makeBody(&root);
  Type dyn = RankedTensorType::get({ShapedType::kDynamic}, i32);
  Type fixed = RankedTensorType::get({4}, i32);
  Operation *a = append(ctx, body, "test.def", {.results = {dyn}});
  append(ctx, body, "test.same",
         {.operands = {a->getResult(0)}, .results = {fixed}});
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
}

TEST_F(VerifierTest, SymbolNeedsName) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.symbol");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.symbol' op requires string attribute 'sym_name'\n");
}

TEST_F(VerifierTest, SymbolVisibility) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *sym = append(ctx, body, "test.symbol");
  sym->setAttr("sym_name", StringAttr::get(&ctx, "s"));
  sym->setAttr("sym_visibility", StringAttr::get(&ctx, "foo"));
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.symbol' op visibility expected to be one of "
            "[\"public\", \"private\", \"nested\"], but got \"foo\"\n");
}

TEST_F(VerifierTest, OpVerifierHook) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.verify_fails");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.verify_fails' op custom verifier failed\n");
}

TEST_F(VerifierTest, GraphRegionWithTwoBlocks) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *graph = append(ctx, body, "test.graph_term", {.numRegions = 1});
  append(ctx, addBlock(graph), "test.term");
  append(ctx, addBlock(graph), "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: 'test.graph_term' op expects graph "
                               "region #0 to have 0 or 1 blocks\n");
}

TEST_F(VerifierTest, EntryBlockWithPredecessors) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.br", {.successors = {body}});
  EXPECT_EQ(verifyFails(root),
            "error: entry block of region may not have predecessors\n");
}

TEST_F(VerifierTest, EmptyBlock) {
  Operation *root;
  makeBody(&root);
  EXPECT_EQ(verifyFails(root),
            "error: empty block: expect at least a terminator\n");
}

TEST_F(VerifierTest, EmptyBlockOfUnregisteredOpIsFine) {
  OwningOpRef<> root(create(ctx, "other.op", {.numRegions = 1}));
  addBlock(root.get());
  EXPECT_TRUE(succeeded(verify(root.get())));
}

TEST_F(VerifierTest, SuccessorsOnlyOnTheLastOp) {
  Operation *root;
  Block *body = makeBody(&root);
  Block *next = addBlock(root);
  append(ctx, next, "test.term");
  append(ctx, body, "other.jump", {.successors = {next}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root), "error: operation with block successors must "
                               "terminate its parent block\n");
}

TEST_F(VerifierTest, BranchToAnotherRegion) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *other = append(ctx, body, "other.op", {.numRegions = 1});
  Block *otherEntry = addBlock(other);
  Block *otherSecond = addBlock(other);
  append(ctx, otherEntry, "test.term");
  append(ctx, otherSecond, "test.term");
  append(ctx, body, "test.br", {.successors = {otherSecond}});
  EXPECT_EQ(verifyFails(root),
            "error: 'test.br' op branching to block of a different region\n");
}

TEST_F(VerifierTest, BlockWithoutTerminator) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.plain");
  std::string out = verifyFails(root);
  EXPECT_EQ(out.rfind("error: block with no terminator, has ", 0), 0u) << out;
  EXPECT_NE(out.find("\"test.plain\"() : () -> ()"), std::string::npos) << out;
}

TEST_F(VerifierTest, UnregisteredLastOpMayBeTerminator) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "other.maybe_term");
  EXPECT_TRUE(succeeded(verify(root)));
}

TEST_F(VerifierTest, NoTerminatorNeeded) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *noTerm = append(ctx, body, "test.no_term", {.numRegions = 1});
  append(ctx, addBlock(noTerm), "test.plain");
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
}

TEST_F(VerifierTest, UnregisteredMultiBlockRegionNeedsTerminators) {
  OwningOpRef<> root(create(ctx, "other.op", {.numRegions = 1}));
  Block *first = addBlock(root.get());
  Block *second = addBlock(root.get());
  append(ctx, first, "test.br", {.successors = {second}});
  append(ctx, second, "test.plain");
  std::string out = verifyFails(root.get());
  EXPECT_EQ(out.rfind("error: block with no terminator, has ", 0), 0u) << out;
}

TEST_F(VerifierTest, IsolatedFromAbove) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  Operation *iso = append(ctx, body, "test.isolated", {.numRegions = 1});
  Block *isoBody = addBlock(iso);
  Operation *inner = append(ctx, isoBody, "other.op", {.numRegions = 1});
  append(ctx, addBlock(inner), "test.plain", {.operands = {def->getResult(0)}});
  append(ctx, isoBody, "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.plain' op using value defined outside the region\n"
            "  note: required by region isolation constraints\n");
}

TEST_F(VerifierTest, ImplicitTerminator) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *implicit = append(ctx, body, "test.implicit", {.numRegions = 1});
  append(ctx, addBlock(implicit), "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.implicit' op expects regions to end with "
            "'test.yield', found 'test.term'\n"
            "  note: in custom textual format, the absence of terminator "
            "implies 'test.yield'\n");
}

TEST_F(VerifierTest, SymbolRedefinition) {
  OwningOpRef<> table(create(ctx, "test.table", {.numRegions = 1}));
  Block *body = addBlock(table.get());
  for (int i = 0; i < 2; ++i)
    append(ctx, body, "test.symbol",
           {.attrs = {NamedAttribute(StringAttr::get(&ctx, "sym_name"),
                                     StringAttr::get(&ctx, "f"))}});
  EXPECT_EQ(verifyFails(table.get()),
            "error: redefinition of symbol named 'f'\n"
            "  note: see existing symbol definition here\n");
}

TEST_F(VerifierTest, RegionVerifierHook) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *op = append(ctx, body, "test.regions_fail", {.numRegions = 1});
  append(ctx, addBlock(op), "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.regions_fail' op custom region verifier failed\n");
}

TEST_F(VerifierTest, NestedErrorsComeBeforeRegionChecks) {
  // The region hook of the outer op would fail too, but the nested op is
  // verified first.
  Operation *root;
  Block *body = makeBody(&root);
  Operation *op = append(ctx, body, "test.regions_fail", {.numRegions = 1});
  Block *inner = addBlock(op);
  append(ctx, inner, "test.verify_fails");
  append(ctx, inner, "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.verify_fails' op custom verifier failed\n");
}

TEST_F(VerifierTest, IsolatedOpsAreVerifiedAfterTheirSiblings) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *iso = append(ctx, body, "test.isolated", {.numRegions = 1});
  Block *isoBody = addBlock(iso);
  append(ctx, isoBody, "test.child");
  append(ctx, isoBody, "test.term");
  append(ctx, body, "test.verify_fails");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.verify_fails' op custom verifier failed\n");
}

TEST_F(VerifierTest, NonRecursiveSkipsNestedOps) {
  Operation *root;
  Block *body = makeBody(&root);
  append(ctx, body, "test.verify_fails");
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root, /*verifyRecursively=*/false)));
}

TEST_F(VerifierTest, UnregisteredOpOfStrictDialect) {
  ctx.getOrLoadDialect<StrictDialect>();
  OwningOpRef<> op(create(ctx, "strict.foo"));
  EXPECT_EQ(verifyFails(op.get()),
            "error: unregistered operation 'strict.foo' found in dialect "
            "('strict') that does not allow unknown operations\n");
}

TEST_F(VerifierTest, UnregisteredOpOfLaxDialect) {
  ctx.getOrLoadDialect<LaxDialect>();
  OwningOpRef<> op(create(ctx, "lax.foo"));
  EXPECT_TRUE(succeeded(verify(op.get())));
}

TEST_F(VerifierTest, UnregisteredDialectNotAllowed) {
  OwningOpRef<> op(create(ctx, "nodialect.foo"));
  ctx.allowUnregisteredDialects(false);
  EXPECT_EQ(verifyFails(op.get()),
            "error: 'nodialect.foo' op created with unregistered dialect. If "
            "this is intended, please call allowUnregisteredDialects() on the "
            "Context, or use --allow-unregistered-dialect\n");
  ctx.allowUnregisteredDialects(true);
}

//===----------------------------------------------------------------------===//
// Dominance
//===----------------------------------------------------------------------===//

TEST_F(VerifierTest, UseBeforeDefInSameBlock) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *use = append(ctx, body, "test.use", {.operands = {}});
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in the same block)\n");
}

TEST_F(VerifierTest, UseBeforeDefInSameRegion) {
  Operation *root;
  Block *entry = makeBody(&root);
  Block *second = addBlock(root);
  append(ctx, entry, "test.br", {.successors = {second}});
  Operation *def = append(ctx, second, "test.def", {.results = {i32}});
  append(ctx, second, "test.term");
  // A block the entry branches to may not use a value of a block that is
  // not its dominator: add a third block reached from the entry only.
  Block *third = addBlock(root);
  entry->back().erase();
  append(ctx, entry, "test.br", {.successors = {second, third}});
  append(ctx, third, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, third, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in the same region)\n");
}

TEST_F(VerifierTest, UseInNestedRegionBeforeDefInParent) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *wrap = append(ctx, body, "other.wrap", {.numRegions = 1});
  Operation *use = append(ctx, addBlock(wrap), "test.use");
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in a parent region)\n");
}

TEST_F(VerifierTest, UseOfValueFromChildRegion) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *wrap = append(ctx, body, "other.wrap", {.numRegions = 1});
  Operation *def = append(ctx, addBlock(wrap), "test.def", {.results = {i32}});
  append(ctx, body, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in a child region)\n");
}

TEST_F(VerifierTest, UseOfValueFromSiblingRegion) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *a = append(ctx, body, "other.wrap", {.numRegions = 1});
  Operation *def = append(ctx, addBlock(a), "test.def", {.results = {i32}});
  Operation *b = append(ctx, body, "other.wrap", {.numRegions = 1});
  append(ctx, addBlock(b), "test.use", {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op is neither in a parent nor in a "
            "child region)\n");
}

TEST_F(VerifierTest, BlockArgumentThatDoesNotDominate) {
  Operation *root;
  Block *entry = makeBody(&root);
  Block *left = addBlock(root);
  Block *right = addBlock(root);
  BlockArgument arg = left->addArgument(i32, UnknownLoc::get(&ctx));
  append(ctx, entry, "test.br", {.successors = {left, right}});
  append(ctx, left, "test.term");
  append(ctx, right, "test.use", {.operands = {arg}});
  append(ctx, right, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined as a block argument (block #1 in the "
            "same region)\n");
}

TEST_F(VerifierTest, UnreachableBlocksAreNotChecked) {
  Operation *root;
  Block *entry = makeBody(&root);
  append(ctx, entry, "test.term");
  Block *dead = addBlock(root);
  Operation *use = append(ctx, dead, "test.use");
  Operation *def = append(ctx, dead, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, dead, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
}

TEST_F(VerifierTest, GraphRegionsAllowUseBeforeDef) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *graph = append(ctx, body, "test.graph", {.numRegions = 1});
  Block *gb = addBlock(graph);
  Operation *use = append(ctx, gb, "test.use");
  Operation *def = append(ctx, gb, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
}

TEST_F(VerifierTest, SingleBlockRegionOfUnregisteredOpAllowsUseBeforeDef) {
  OwningOpRef<> root(create(ctx, "other.op", {.numRegions = 1}));
  Block *b = addBlock(root.get());
  Operation *use = append(ctx, b, "test.use");
  Operation *def = append(ctx, b, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  EXPECT_TRUE(succeeded(verify(root.get()))) << diags.joined();
}

TEST_F(VerifierTest, MultiBlockRegionOfUnregisteredOpChecksDominance) {
  OwningOpRef<> root(create(ctx, "other.op", {.numRegions = 1}));
  Block *b = addBlock(root.get());
  Block *next = addBlock(root.get());
  Operation *use = append(ctx, b, "test.use");
  Operation *def = append(ctx, b, "test.def", {.results = {i32}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, b, "test.br", {.successors = {next}});
  append(ctx, next, "test.term");
  EXPECT_EQ(verifyFails(root.get()),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in the same block)\n");
}

TEST_F(VerifierTest, ResultNotAvailableInsideItsOwnOp) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def =
      append(ctx, body, "other.def", {.results = {i32}, .numRegions = 1});
  Block *inner = addBlock(def);
  append(ctx, addBlock(def), "test.term");
  append(ctx, inner, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, inner, "test.br", {.successors = {&def->getRegion(0).back()}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in a parent region)\n");
}

TEST_F(VerifierTest, DeepNestingDoesNotOverflowTheStack) {
  constexpr int kDepth = 100000;
  OwningOpRef<> root(create(ctx, "other.op", {.numRegions = 1}));
  Operation *current = root.get();
  for (int i = 0; i < kDepth; ++i) {
    Block *b = addBlock(current);
    // Alternate isolated and unregistered ops, both nesting paths.
    current =
        append(ctx, b, i % 2 ? "test.isolated" : "other.op", {.numRegions = 1});
    if (i % 2)
      append(ctx, b, "test.term");
  }
  append(ctx, addBlock(current), "test.term");
  EXPECT_TRUE(succeeded(verify(root.get()))) << diags.first();
}

// The dominance check compares order indices directly while a block's are
// valid; after a move invalidates them it must renumber, not trust the old
// indices (which still say the definition comes first).
TEST_F(VerifierTest, UseBeforeDefAfterMoveInvalidatesOrder) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  Operation *use = append(ctx, body, "test.use", {.operands = {}});
  use->insertOperands(0, {def->getResult(0)});
  append(ctx, body, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.first();
  use->moveBefore(def);
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in the same block)\n");
}

// A use three regions below its definition: the dominance check walks up
// from the use to the defining block and compares positions there.
TEST_F(VerifierTest, UseInDeeplyNestedRegion) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *outer = append(ctx, body, "test.plain", {.numRegions = 1});
  Block *b1 = addBlock(outer);
  Operation *mid = append(ctx, b1, "test.plain", {.numRegions = 1});
  Block *b2 = addBlock(mid);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  append(ctx, b2, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, b2, "test.term");
  append(ctx, b1, "test.term");
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in a parent region)\n");
  // Defined before the op holding the use: accepted.
  def->moveBefore(outer);
  diags.lines.clear();
  EXPECT_TRUE(succeeded(verify(root))) << diags.first();
}
