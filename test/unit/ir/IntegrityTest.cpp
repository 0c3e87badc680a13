//===- IntegrityTest.cpp - Invalid IR never passes silently ---------------===//
//
// What catches IR that refers to something gone: in builds with assertions,
// erasing an op, block argument or block that still has uses, and using a
// value after its op was erased, stop where they happen; the verifier
// rejects an operand that is no value of the IR (its op detached, or in
// another top-level op) without reading it, and checks scoping in
// unreachable blocks; the printer reports the placeholders it had to print.
//
//===----------------------------------------------------------------------===//
#include "ir/printer/OpPrinter.h"

#include "VerifierFixture.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class IntegrityTest : public VerifierFixture {
protected:
  /// Prints `op` in generic form; `printed` tells whether the printer
  /// reported success.
  std::string print(Operation *op, bool &printed) {
    std::string text;
    llvm::raw_string_ostream os(text);
    OpPrintingFlags flags;
    flags.printGenericOpFormFlag();
    printed = succeeded(printOperation(op, os, flags));
    return text;
  }
};
} // namespace

TEST_F(IntegrityTest, UseOfADetachedOpIsNoValueOfTheIR) {
  Operation *root;
  Block *body = makeBody(&root);
  OwningOpRef<> detached(create(ctx, "test.def", {.results = {i32}}));
  Operation *use =
      append(ctx, body, "test.use", {.operands = {detached->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.use' op operand #0 is not a value of this IR (what "
            "defined it was erased or detached)\n");
  bool printed = true;
  std::string text = print(root, printed);
  EXPECT_FALSE(printed);
  EXPECT_NE(text.find("\"test.use\"(<<UNKNOWN SSA VALUE>>)"), std::string::npos)
      << text;
  use->setOperand(0, Value());
}

TEST_F(IntegrityTest, UseOfAnotherTopLevelOpsValueIsNoValueOfTheIR) {
  Operation *other;
  Block *otherBody = makeBody(&other);
  Operation *def = append(ctx, otherBody, "test.def", {.results = {i32}});
  append(ctx, otherBody, "test.term");
  Operation *root;
  Block *body = makeBody(&root);
  // Nested in a non-isolated op, printed on its own: the printer numbers
  // from the top-level op and never reads the foreign value.
  Operation *wrap = append(ctx, body, "other.wrap", {.numRegions = 1});
  Operation *use = append(ctx, addBlock(wrap), "test.use",
                          {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: 'test.use' op operand #0 is not a value of this IR (what "
            "defined it was erased or detached)\n");
  bool printed = true;
  EXPECT_EQ(print(use, printed),
            "\"test.use\"(<<UNKNOWN SSA VALUE>>) : (i32) -> ()");
  EXPECT_FALSE(printed);
  use->setOperand(0, Value());
}

TEST_F(IntegrityTest, UnreachableBlockMayNotUseAValueOfASiblingRegion) {
  Operation *root;
  Block *entry = makeBody(&root);
  Operation *wrap = append(ctx, entry, "other.wrap", {.numRegions = 1});
  Operation *def = append(ctx, addBlock(wrap), "test.def", {.results = {i32}});
  append(ctx, entry, "test.term");
  Block *dead = addBlock(root);
  append(ctx, dead, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, dead, "test.term");
  EXPECT_EQ(verifyFails(root),
            "error: operand #0 does not dominate this use\n"
            "  note: operand defined here (op in a child region)\n");
}

TEST_F(IntegrityTest, UnreachableBlockMayUseItsOwnOpsResult) {
  // Legal, as in mlir-opt: `%a = addi %a, %c` in an unreachable block.
  Operation *root;
  Block *entry = makeBody(&root);
  append(ctx, entry, "test.term");
  Block *dead = addBlock(root);
  Operation *self = append(ctx, dead, "test.same", {.results = {i32}});
  self->insertOperands(0, {self->getResult(0)});
  append(ctx, dead, "test.term");
  EXPECT_TRUE(succeeded(verify(root))) << diags.joined();
  self->setOperand(0, Value());
}

TEST_F(IntegrityTest, NullSuccessor) {
  Operation *root;
  Block *entry = makeBody(&root);
  Block *next = addBlock(root);
  Operation *br = append(ctx, entry, "test.br", {.successors = {next}});
  append(ctx, next, "test.term");
  br->setSuccessor(nullptr, 0);
  EXPECT_EQ(verifyFails(root), "error: null successor found\n");
  bool printed = true;
  print(root, printed);
  EXPECT_FALSE(printed);
}

TEST_F(IntegrityTest, NullOperandIsReportedByThePrinter) {
  Operation *root;
  Block *body = makeBody(&root);
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  Operation *use =
      append(ctx, body, "test.use", {.operands = {def->getResult(0)}});
  append(ctx, body, "test.term");
  bool printed = false;
  print(root, printed);
  EXPECT_TRUE(printed);
  use->setOperand(0, Value());
  std::string text = print(root, printed);
  EXPECT_FALSE(printed);
  EXPECT_NE(text.find("<<NULL VALUE>>"), std::string::npos) << text;
}

#ifndef NDEBUG
TEST_F(IntegrityTest, ErasingAnOpWhoseResultIsUsedAsserts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Block *body = makeBody();
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  append(ctx, body, "test.use", {.operands = {def->getResult(0)}});
  EXPECT_DEATH(def->erase(), "destroying an op whose result still has uses");
}

TEST_F(IntegrityTest, ErasingABlockArgumentThatIsUsedAsserts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Block *body = makeBody();
  BlockArgument arg = body->addArgument(i32, UnknownLoc::get(&ctx));
  append(ctx, body, "test.use", {.operands = {arg}});
  EXPECT_DEATH(body->eraseArgument(0),
               "destroying a block argument that has uses");
}

TEST_F(IntegrityTest, ErasingABlockThatIsASuccessorAsserts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Operation *root;
  Block *entry = makeBody(&root);
  Block *next = addBlock(root);
  append(ctx, entry, "test.br", {.successors = {next}});
  append(ctx, next, "test.term");
  EXPECT_DEATH(next->erase(), "destroying a block that is still a successor");
}

TEST_F(IntegrityTest, UsingAValueOfAnErasedOpAsserts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Block *body = makeBody();
  Operation *def = append(ctx, body, "test.def", {.results = {i32}});
  Operation *use = append(ctx, body, "test.use");
  Value gone = def->getResult(0);
  def->erase();
  EXPECT_DEATH(use->insertOperands(0, {gone}),
               "using a value whose op or block was erased");
}
#endif
