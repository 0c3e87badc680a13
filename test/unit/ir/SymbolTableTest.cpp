//===- SymbolTableTest.cpp - Symbol lookup, uniquing, uses and renaming ---===//
//
// A `test.table` holding symbols, a nested table, and users that refer to
// symbols from plain, array and dictionary attributes.
//
//===----------------------------------------------------------------------===//
#include "ir/SymbolTable.h"

#include "IRTestUtils.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class SymbolTableTest : public ::testing::Test {
protected:
  SymbolTableTest() : ctx(tc.ctx) {
    top.reset(create(ctx, "test.table", {.numRegions = 1}));
    body = addBlock(top.get());
    f = addSymbol(body, "test.symbol", "f");
    g = addSymbol(body, "test.symbol", "g");
    inner = addSymbol(body, "test.table", "inner", /*regions=*/1);
    innerBody = addBlock(inner);
    h = addSymbol(innerBody, "test.symbol", "h");
  }

  Operation *addSymbol(Block *block, llvm::StringRef opName,
                       llvm::StringRef name, unsigned regions = 0) {
    return append(ctx, block, opName,
                  {.numRegions = regions,
                   .attrs = {named("sym_name", StringAttr::get(&ctx, name))}});
  }
  NamedAttribute named(llvm::StringRef name, Attribute value) {
    return NamedAttribute(StringAttr::get(&ctx, name), value);
  }
  FlatSymbolRefAttr ref(llvm::StringRef name) {
    return FlatSymbolRefAttr::get(&ctx, name);
  }
  SymbolRefAttr nestedRef(llvm::StringRef root, llvm::StringRef leaf) {
    return SymbolRefAttr::get(&ctx, root, {ref(leaf)});
  }
  /// A user op at the end of `block` holding `value` as attribute `ref`.
  Operation *addUser(Block *block, Attribute value) {
    return append(ctx, block, "test.plain", {.attrs = {named("ref", value)}});
  }

  TestContext tc;
  Context &ctx;
  OwningOpRef<> top;
  Block *body, *innerBody;
  Operation *f, *g, *inner, *h;
};
} // namespace

TEST_F(SymbolTableTest, Lookup) {
  SymbolTable table(top.get());
  EXPECT_EQ(table.getOp(), top.get());
  EXPECT_EQ(table.lookup("f"), f);
  EXPECT_EQ(table.lookup(StringAttr::get(&ctx, "g")), g);
  EXPECT_EQ(table.lookup("h"), nullptr);
  EXPECT_EQ(SymbolTable::lookupSymbolIn(top.get(), "inner"), inner);
  EXPECT_EQ(SymbolTable::lookupSymbolIn(top.get(), nestedRef("inner", "h")), h);
  EXPECT_EQ(SymbolTable::lookupSymbolIn(top.get(), nestedRef("f", "h")),
            nullptr);
  EXPECT_EQ(SymbolTable::lookupSymbolIn(top.get(), nestedRef("inner", "x")),
            nullptr);
  llvm::SmallVector<Operation *, 2> path;
  ASSERT_TRUE(succeeded(
      SymbolTable::lookupSymbolIn(top.get(), nestedRef("inner", "h"), path)));
  EXPECT_EQ(path, (llvm::SmallVector<Operation *, 2>{inner, h}));
}

TEST_F(SymbolTableTest, NearestSymbolTable) {
  Operation *user = addUser(innerBody, ref("h"));
  EXPECT_EQ(SymbolTable::getNearestSymbolTable(user), inner);
  EXPECT_EQ(SymbolTable::getNearestSymbolTable(inner), inner);
  EXPECT_EQ(SymbolTable::lookupNearestSymbolFrom(user, ref("h")), h);
  EXPECT_EQ(SymbolTable::lookupNearestSymbolFrom(user, ref("f")), nullptr);
  EXPECT_EQ(SymbolTable::lookupNearestSymbolFrom(f, nestedRef("inner", "h")),
            h);
  // An unregistered op with one region might be an unknown table.
  Operation *opaque = append(ctx, body, "nodialect.op", {.numRegions = 1});
  Operation *hidden = append(ctx, addBlock(opaque), "test.plain");
  EXPECT_EQ(SymbolTable::getNearestSymbolTable(hidden), nullptr);
}

TEST_F(SymbolTableTest, NamesAndVisibility) {
  EXPECT_EQ(SymbolTable::getSymbolName(f).getValue(), "f");
  EXPECT_FALSE(SymbolTable::getSymbolName(top.get()));
  EXPECT_EQ(SymbolTable::getSymbolVisibility(f),
            SymbolTable::Visibility::Public);
  SymbolTable::setSymbolVisibility(f, SymbolTable::Visibility::Private);
  EXPECT_EQ(SymbolTable::getSymbolVisibility(f),
            SymbolTable::Visibility::Private);
  SymbolTable::setSymbolVisibility(f, SymbolTable::Visibility::Nested);
  EXPECT_EQ(SymbolTable::getSymbolVisibility(f),
            SymbolTable::Visibility::Nested);
  SymbolTable::setSymbolVisibility(f, SymbolTable::Visibility::Public);
  EXPECT_FALSE(f->getInherentAttr("sym_visibility"));
  SymbolTable::setSymbolName(f, "f2");
  EXPECT_EQ(SymbolTable::getSymbolName(f).getValue(), "f2");
}

TEST_F(SymbolTableTest, InsertUniquesNames) {
  SymbolTable table(top.get());
  Operation *dup1 =
      create(ctx, "test.symbol",
             {.attrs = {named("sym_name", StringAttr::get(&ctx, "f"))}});
  EXPECT_EQ(table.insert(dup1).getValue(), "f_0");
  EXPECT_EQ(dup1->getBlock(), body);
  EXPECT_EQ(&body->back(), dup1);
  Operation *dup2 =
      create(ctx, "test.symbol",
             {.attrs = {named("sym_name", StringAttr::get(&ctx, "f"))}});
  EXPECT_EQ(table.insert(dup2, body->begin()).getValue(), "f_1");
  EXPECT_EQ(&body->front(), dup2);
  EXPECT_EQ(table.lookup("f_0"), dup1);
  EXPECT_EQ(table.lookup("f_1"), dup2);
  EXPECT_EQ(table.lookup("f"), f);
  // Inserting a symbol already there keeps its name.
  EXPECT_EQ(table.insert(f).getValue(), "f");
}

TEST_F(SymbolTableTest, InsertBeforeTerminator) {
  // A real terminator at the end of the table's block stays last.
  Operation *term = append(ctx, body, "test.term");
  SymbolTable table(top.get());
  Operation *sym =
      create(ctx, "test.symbol",
             {.attrs = {named("sym_name", StringAttr::get(&ctx, "new"))}});
  table.insert(sym);
  EXPECT_EQ(sym->getNextNode(), term);
}

TEST_F(SymbolTableTest, RemoveAndErase) {
  SymbolTable table(top.get());
  table.remove(g);
  EXPECT_EQ(table.lookup("g"), nullptr);
  EXPECT_EQ(g->getBlock(), body);
  table.erase(f);
  EXPECT_EQ(table.lookup("f"), nullptr);
  EXPECT_EQ(SymbolTable::lookupSymbolIn(top.get(), "f"), nullptr);
}

TEST_F(SymbolTableTest, SymbolUses) {
  Operation *u1 = addUser(body, ref("f"));
  Operation *u2 = addUser(
      body,
      ArrayAttr::get(
          &ctx, {ref("g"), DictionaryAttr::get(&ctx, {named("x", ref("f"))})}));
  Operation *u3 = addUser(body, nestedRef("inner", "h"));
  Operation *u4 = addUser(innerBody, ref("h"));

  auto all = SymbolTable::getSymbolUses(&top->getRegion(0));
  ASSERT_TRUE(all.has_value());
  // The nested table's region is not entered.
  EXPECT_EQ(all->size(), 4u);

  auto usesOfF = SymbolTable::getSymbolUses(StringAttr::get(&ctx, "f"),
                                            &top->getRegion(0));
  ASSERT_TRUE(usesOfF.has_value());
  ASSERT_EQ(usesOfF->size(), 2u);
  llvm::SmallVector<Operation *, 2> users;
  for (auto &use : *usesOfF)
    users.push_back(use.getUser());
  EXPECT_TRUE(llvm::is_contained(users, u1));
  EXPECT_TRUE(llvm::is_contained(users, u2));

  // Uses of h from the top table: the qualified one and the one inside.
  auto usesOfH = SymbolTable::getSymbolUses(h, top.get());
  ASSERT_TRUE(usesOfH.has_value());
  ASSERT_EQ(usesOfH->size(), 2u);
  users.clear();
  for (auto &use : *usesOfH)
    users.push_back(use.getUser());
  EXPECT_TRUE(llvm::is_contained(users, u3));
  EXPECT_TRUE(llvm::is_contained(users, u4));

  EXPECT_FALSE(SymbolTable::symbolKnownUseEmpty(f, top.get()));
  Operation *unused = addSymbol(body, "test.symbol", "unused");
  EXPECT_TRUE(SymbolTable::symbolKnownUseEmpty(unused, top.get()));
  EXPECT_TRUE(SymbolTable::symbolKnownUseEmpty(StringAttr::get(&ctx, "unused"),
                                               &top->getRegion(0)));

  // The ops of the op variant: a symbol table only reports its own
  // attributes.
  auto own = SymbolTable::getSymbolUses(top.get());
  ASSERT_TRUE(own.has_value());
  EXPECT_TRUE(own->empty());
}

TEST_F(SymbolTableTest, UnknownSymbolTablesMakeUsesUnknown) {
  Operation *opaque = append(ctx, body, "nodialect.op", {.numRegions = 1});
  addUser(addBlock(opaque), ref("f"));
  EXPECT_FALSE(SymbolTable::getSymbolUses(&top->getRegion(0)).has_value());
  EXPECT_FALSE(SymbolTable::symbolKnownUseEmpty(f, top.get()));
  EXPECT_TRUE(failed(SymbolTable::replaceAllSymbolUses(
      StringAttr::get(&ctx, "f"), StringAttr::get(&ctx, "x"),
      &top->getRegion(0))));
}

TEST_F(SymbolTableTest, ReplaceAllSymbolUses) {
  Operation *u1 = addUser(body, ref("f"));
  Operation *u2 = addUser(
      body,
      ArrayAttr::get(
          &ctx, {ref("g"), DictionaryAttr::get(&ctx, {named("x", ref("f"))})}));
  Operation *u3 = addUser(body, SymbolRefAttr::get(&ctx, "f", {ref("deep")}));
  ASSERT_TRUE(succeeded(SymbolTable::replaceAllSymbolUses(
      StringAttr::get(&ctx, "f"), StringAttr::get(&ctx, "k"),
      &top->getRegion(0))));
  EXPECT_EQ(u1->getAttr("ref"), Attribute(ref("k")));
  EXPECT_EQ(u2->getAttr("ref"),
            Attribute(ArrayAttr::get(
                &ctx, {ref("g"),
                       DictionaryAttr::get(&ctx, {named("x", ref("k"))})})));
  EXPECT_EQ(u3->getAttr("ref"),
            Attribute(SymbolRefAttr::get(&ctx, "k", {ref("deep")})));
}

TEST_F(SymbolTableTest, RenameUpdatesQualifiedUses) {
  Operation *outerUse = addUser(body, nestedRef("inner", "h"));
  Operation *innerUse = addUser(innerBody, ref("h"));
  SymbolTable innerTable(inner);
  ASSERT_TRUE(succeeded(innerTable.rename(h, "h2")));
  EXPECT_EQ(innerTable.lookup("h2"), h);
  EXPECT_EQ(innerTable.lookup("h"), nullptr);
  // Only the uses inside the renamed symbol's table are updated by rename;
  // the qualified ones above it need a replacement from further up.
  EXPECT_EQ(innerUse->getAttr("ref"), Attribute(ref("h2")));
  EXPECT_EQ(outerUse->getAttr("ref"), Attribute(nestedRef("inner", "h")));
  ASSERT_TRUE(succeeded(SymbolTable::replaceAllSymbolUses(
      StringAttr::get(&ctx, "inner"), StringAttr::get(&ctx, "outer2"),
      &top->getRegion(0))));
  EXPECT_EQ(outerUse->getAttr("ref"),
            Attribute(SymbolRefAttr::get(&ctx, "outer2", {ref("h")})));
}

TEST_F(SymbolTableTest, ReplaceUsesOfNestedSymbolFromAbove) {
  Operation *outerUse = addUser(body, nestedRef("inner", "h"));
  Operation *innerUse = addUser(innerBody, ref("h"));
  ASSERT_TRUE(succeeded(SymbolTable::replaceAllSymbolUses(
      h, StringAttr::get(&ctx, "hh"), top.get())));
  EXPECT_EQ(outerUse->getAttr("ref"), Attribute(nestedRef("inner", "hh")));
  EXPECT_EQ(innerUse->getAttr("ref"), Attribute(ref("hh")));
}

TEST_F(SymbolTableTest, RenameToUnique) {
  SymbolTable table(top.get());
  SymbolTable innerTable(inner);
  addSymbol(innerBody, "test.symbol", "f_0");
  innerTable = SymbolTable(inner);
  Operation *use = addUser(body, ref("f"));
  FailureOr<StringAttr> renamed = table.renameToUnique(f, {&innerTable});
  ASSERT_TRUE(succeeded(renamed));
  EXPECT_EQ(renamed->getValue(), "f_1");
  EXPECT_EQ(use->getAttr("ref"), Attribute(ref("f_1")));
}

TEST_F(SymbolTableTest, WalkSymbolTables) {
  std::vector<std::pair<Operation *, bool>> seen;
  SymbolTable::walkSymbolTables(
      top.get(), /*allSymUsesVisible=*/false,
      [&](Operation *op, bool visible) { seen.emplace_back(op, visible); });
  ASSERT_EQ(seen.size(), 2u);
  // Nested tables first. Both are public symbols, so their uses may lie
  // outside unless the caller says everything is visible.
  EXPECT_EQ(seen[0].first, inner);
  EXPECT_EQ(seen[1].first, top.get());
  EXPECT_FALSE(seen[0].second);
  EXPECT_FALSE(seen[1].second);

  SymbolTable::setSymbolVisibility(inner, SymbolTable::Visibility::Private);
  seen.clear();
  SymbolTable::walkSymbolTables(
      top.get(), /*allSymUsesVisible=*/false,
      [&](Operation *op, bool visible) { seen.emplace_back(op, visible); });
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_TRUE(seen[0].second);
  EXPECT_FALSE(seen[1].second);
}

TEST_F(SymbolTableTest, Collection) {
  SymbolTableCollection tables;
  EXPECT_EQ(tables.lookupSymbolIn(top.get(), StringAttr::get(&ctx, "f")), f);
  EXPECT_EQ(tables.lookupSymbolIn(top.get(), nestedRef("inner", "h")), h);
  Operation *user = addUser(innerBody, ref("h"));
  EXPECT_EQ(tables.lookupNearestSymbolFrom(user, ref("h")), h);
  Operation *late = addSymbol(body, "test.symbol", "late");
  EXPECT_EQ(tables.lookupSymbolIn(top.get(), StringAttr::get(&ctx, "late")),
            nullptr);
  tables.invalidateSymbolTable(top.get());
  EXPECT_EQ(tables.lookupSymbolIn(top.get(), StringAttr::get(&ctx, "late")),
            late);
}
