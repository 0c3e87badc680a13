//===- SymbolUseVerifierTest.cpp - The verifier's symbol-use step ---------===//
//
// Ops with a SymbolUserOpInterface hook get it called once each, when the
// verifier checks their nearest symbol table, after everything else in that
// table, with one SymbolTableCollection shared by the whole verification.
//
//===----------------------------------------------------------------------===//
#include "ir/SymbolTable.h"
#include "ir/Verifier.h"

#include "IRTestUtils.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
/// What the hook of `users.ref` saw, in call order.
struct HookLog {
  std::vector<Operation *> users;
  std::vector<SymbolTableCollection *> collections;
};
HookLog hookLog;

/// `users.ref` refers to the symbol in its `ref` attribute and fails when
/// it does not resolve.
LogicalResult verifyRefUses(Operation *op, SymbolTableCollection &tables) {
  hookLog.users.push_back(op);
  hookLog.collections.push_back(&tables);
  auto ref = llvm::dyn_cast_or_null<SymbolRefAttr>(op->getAttr("ref"));
  if (ref && tables.lookupNearestSymbolFrom(op, ref))
    return success();
  return op->emitOpError("refers to no symbol");
}
const SymbolUserOpInterface kRefUser = {verifyRefUses};

class UsersDialect : public Dialect {
public:
  explicit UsersDialect(Context *ctx)
      : Dialect("users", ctx, TypeID::get<UsersDialect>()) {
    addOperation("users.ref").attachInterface(&kRefUser);
  }
  static llvm::StringRef getDialectNamespace() { return "users"; }
};

class SymbolUseVerifierTest : public ::testing::Test {
protected:
  SymbolUseVerifierTest() : ctx(tc.ctx), diags(tc.ctx) {
    ctx.getOrLoadDialect<UsersDialect>();
    hookLog = {};
    top.reset(create(ctx, "test.table", {.numRegions = 1}));
    body = addBlock(top.get());
  }

  NamedAttribute named(llvm::StringRef name, Attribute value) {
    return NamedAttribute(StringAttr::get(&ctx, name), value);
  }
  Operation *addSymbol(Block *block, llvm::StringRef opName,
                       llvm::StringRef name, unsigned regions = 0) {
    return append(ctx, block, opName,
                  {.numRegions = regions,
                   .attrs = {named("sym_name", StringAttr::get(&ctx, name))}});
  }
  Operation *addUser(Block *block, llvm::StringRef symbol) {
    return append(
        ctx, block, "users.ref",
        {.attrs = {named("ref", FlatSymbolRefAttr::get(&ctx, symbol))}});
  }

  TestContext tc;
  Context &ctx;
  DiagnosticCollector diags;
  OwningOpRef<> top;
  Block *body;
};
} // namespace

TEST_F(SymbolUseVerifierTest, EachUserOnceWithOneCollection) {
  Operation *u1 = addUser(body, "f");
  addSymbol(body, "test.symbol", "f");
  Operation *inner = addSymbol(body, "test.table", "inner", /*regions=*/1);
  Block *innerBody = addBlock(inner);
  addSymbol(innerBody, "test.symbol", "h");
  Operation *u2 = addUser(innerBody, "h");
  // A user nested in another op's region belongs to the outer table (the
  // op is unregistered, so its block needs no terminator).
  Operation *plain = append(ctx, body, "test.wrapper", {.numRegions = 1});
  Operation *u3 = addUser(addBlock(plain), "f");

  ASSERT_TRUE(succeeded(verify(top.get()))) << diags.joined();
  // The inner table is checked first (its op is finished first), and no
  // user is checked twice.
  ASSERT_EQ(hookLog.users.size(), 3u);
  EXPECT_EQ(hookLog.users[0], u2);
  EXPECT_TRUE(llvm::is_contained(hookLog.users, u1));
  EXPECT_TRUE(llvm::is_contained(hookLog.users, u3));
  EXPECT_EQ(hookLog.collections[0], hookLog.collections[1]);
  EXPECT_EQ(hookLog.collections[1], hookLog.collections[2]);
}

TEST_F(SymbolUseVerifierTest, UnresolvedUseFails) {
  addSymbol(body, "test.symbol", "f");
  addUser(body, "missing");
  EXPECT_TRUE(failed(verify(top.get())));
  EXPECT_EQ(diags.first(), "error: 'users.ref' op refers to no symbol");
}

TEST_F(SymbolUseVerifierTest, OtherErrorsComeFirst) {
  // The bad use comes first in the text, but an op's own verifier runs
  // before the table's symbol uses are looked at.
  addUser(body, "missing");
  append(ctx, body, "test.verify_fails");
  EXPECT_TRUE(failed(verify(top.get())));
  EXPECT_EQ(diags.first(), "error: 'test.verify_fails' op custom verifier "
                           "failed");
  EXPECT_TRUE(hookLog.users.empty());
}

TEST_F(SymbolUseVerifierTest, RedefinitionComesFirst) {
  addUser(body, "missing");
  addSymbol(body, "test.symbol", "f");
  addSymbol(body, "test.symbol", "f");
  EXPECT_TRUE(failed(verify(top.get())));
  EXPECT_EQ(diags.first(), "error: redefinition of symbol named 'f'");
  EXPECT_TRUE(hookLog.users.empty());
}

TEST_F(SymbolUseVerifierTest, NoTableNoCheck) {
  // Verifying an op that is not a symbol table checks no symbol use, as
  // the uses are the business of the table around it.
  OwningOpRef<> plain(create(ctx, "test.wrapper", {.numRegions = 1}));
  addUser(addBlock(plain.get()), "missing");
  EXPECT_TRUE(succeeded(verify(plain.get()))) << diags.joined();
  EXPECT_TRUE(hookLog.users.empty());
}
