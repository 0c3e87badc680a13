//===- AttrStorageAndPrinterSlotsTest.cpp - Compact op and printer state --===//
//
// Two space-saving representations of the IR core: an op's discardable
// attributes and properties share one word, and a print of a whole
// top-level op keeps its value and block names in the objects' printer
// slots, which it must leave cleared.
//
//===----------------------------------------------------------------------===//

#include "IRTestUtils.h"
#include "ir/Block.h"
#include "ir/printer/AttrTypePrinter.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class AttrStorageTest : public ::testing::Test {
protected:
  AttrStorageTest() : ctx(tc.ctx) {}

  NamedAttribute named(llvm::StringRef name, Attribute value) {
    return NamedAttribute(StringAttr::get(&ctx, name), value);
  }
  DictionaryAttr dict(llvm::ArrayRef<NamedAttribute> attrs) {
    return DictionaryAttr::get(&ctx, attrs);
  }
  std::string print(Operation *op, bool generic = true) {
    OpPrintingFlags flags;
    flags.printGenericOpForm = generic;
    std::string out;
    llvm::raw_string_ostream os(out);
    op->print(os, flags);
    return out;
  }

  TestContext tc;
  Context &ctx;
};
} // namespace

TEST_F(AttrStorageTest, EachCombinationOfAttributesAndProperties) {
  Attribute unit = UnitAttr::get(&ctx);
  DictionaryAttr props = dict({named("p", unit)});

  OwningOpRef<> neither(create(ctx, "foo.x"));
  EXPECT_FALSE(neither->getRawAttrDictionary());
  EXPECT_FALSE(neither->getPropertiesAttr());
  EXPECT_TRUE(neither->getAttrs().empty());

  OwningOpRef<> attrsOnly(create(ctx, "foo.x", {.attrs = {named("a", unit)}}));
  EXPECT_EQ(attrsOnly->getAttr("a"), unit);
  EXPECT_FALSE(attrsOnly->getPropertiesAttr());

  OwningOpRef<> propsOnly(create(ctx, "foo.x"));
  propsOnly->setPropertiesAttr(props);
  EXPECT_EQ(propsOnly->getPropertiesAttr(), Attribute(props));
  EXPECT_FALSE(propsOnly->getRawAttrDictionary());
  EXPECT_EQ(propsOnly->getInherentAttr("p"), unit);

  // Adding an attribute keeps the properties, and the other way round.
  propsOnly->setAttr("a", unit);
  EXPECT_EQ(propsOnly->getPropertiesAttr(), Attribute(props));
  EXPECT_EQ(propsOnly->getAttr("a"), unit);
  EXPECT_EQ(propsOnly->getInherentAttr("p"), unit);
  attrsOnly->setPropertiesAttr(props);
  EXPECT_EQ(attrsOnly->getAttr("a"), unit);
  EXPECT_EQ(attrsOnly->getPropertiesAttr(), Attribute(props));
  EXPECT_EQ(print(attrsOnly.get()), "\"foo.x\"() <{p}> {a} : () -> ()\n");

  // Removing either side leaves the other.
  EXPECT_EQ(attrsOnly->removeAttr("a"), unit);
  EXPECT_FALSE(attrsOnly->getRawAttrDictionary());
  EXPECT_EQ(attrsOnly->getPropertiesAttr(), Attribute(props));
  propsOnly->setPropertiesAttr(Attribute());
  EXPECT_FALSE(propsOnly->getPropertiesAttr());
  EXPECT_EQ(propsOnly->getAttr("a"), unit);
  propsOnly->setAttrs(DictionaryAttr());
  EXPECT_FALSE(propsOnly->getRawAttrDictionary());
  EXPECT_FALSE(propsOnly->getPropertiesAttr());
}

TEST_F(AttrStorageTest, RegisteredOpsHaveNoEmptyProperties) {
  // A registered op's properties are its inherent attributes: an empty
  // dictionary means none, and the generic form prints no `<{}>`. An
  // unregistered op keeps the attribute it was given.
  DictionaryAttr empty = dict({});
  OwningOpRef<> registered(create(ctx, "test.plain"));
  ASSERT_TRUE(registered->getName().isRegistered());
  registered->setPropertiesAttr(empty);
  EXPECT_FALSE(registered->getPropertiesAttr());

  OwningOpRef<> unregistered(create(ctx, "foo.x"));
  unregistered->setPropertiesAttr(empty);
  EXPECT_EQ(unregistered->getPropertiesAttr(), Attribute(empty));
  EXPECT_EQ(print(unregistered.get()), "\"foo.x\"() <{}> : () -> ()\n");
}

TEST_F(AttrStorageTest, CloneKeepsAttributesAndProperties) {
  Attribute unit = UnitAttr::get(&ctx);
  OwningOpRef<> op(create(ctx, "foo.x", {.attrs = {named("a", unit)}}));
  op->setPropertiesAttr(dict({named("p", unit)}));
  OwningOpRef<> copy(op->clone());
  EXPECT_EQ(copy->getRawAttrDictionary(), op->getRawAttrDictionary());
  EXPECT_EQ(copy->getPropertiesAttr(), op->getPropertiesAttr());
  EXPECT_EQ(print(copy.get()), print(op.get()));
}

TEST_F(AttrStorageTest, PrintLeavesEverySlotCleared) {
  OwningOpRef<> top(create(ctx, "foo.top", {.numRegions = 1}));
  Block *entry = addBlock(top.get());
  entry->addArgument(IntegerType::get(&ctx, 32), UnknownLoc::get(&ctx));
  Block *next = addBlock(top.get());
  Operation *def =
      append(ctx, entry, "foo.def", {.results = {IntegerType::get(&ctx, 32)}});
  append(ctx, entry, "foo.br",
         {.operands = {def->getResult(0)}, .successors = {next}});
  append(ctx, next, "foo.use", {.operands = {entry->getArgument(0)}});

  for (bool generic : {false, true}) {
    std::string first = print(top.get(), generic);
    EXPECT_EQ(print(top.get(), generic), first);
    top->walk([&](Operation *op) {
      for (Value result : op->getResults())
        EXPECT_EQ(result.getImpl()->getPrinterSlot(), 0u);
      for (Region &region : op->getRegions())
        for (Block &block : region) {
          EXPECT_EQ(block.getPrinterSlot(), 0u);
          for (BlockArgument arg : block.getArguments())
            EXPECT_EQ(arg.getImpl()->getPrinterSlot(), 0u);
        }
    });
  }

  // A detached op naming a block of the module: a block the print did not
  // number has no name there.
  OwningOpRef<> stray(create(ctx, "foo.br", {.successors = {next}}));
  EXPECT_EQ(print(stray.get()), "\"foo.br\"()[^INVALIDBLOCK] : () -> ()\n");
}

TEST(PrinterNumbersTest, WriteDecimalMatchesTheGeneralFormatter) {
  for (uint64_t value : {uint64_t(0), uint64_t(7), uint64_t(10), uint64_t(4096),
                         uint64_t(99999999), uint64_t(1) << 32, ~uint64_t(0)}) {
    std::string fast, general;
    llvm::raw_string_ostream fastStream(fast), generalStream(general);
    writeDecimal(fastStream, value);
    generalStream << value;
    EXPECT_EQ(fast, general);
  }
}
