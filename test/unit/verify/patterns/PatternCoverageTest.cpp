//===- PatternCoverageTest.cpp - Every pattern and folder is accounted for ===//
//
// Design decision 3: every registered canonicalization pattern and every op
// with a folder carries an identity (ir/PatternIdentity.h) or a stated
// reason why it cannot be verified; a reason says what the validator lacks,
// never that the identity is not written yet. These tests enumerate what
// the loaded dialects register, without running the solver (assay-tv
// --patterns and test/lit/docs/verification-table.test do that).
//
//===----------------------------------------------------------------------===//
#include "dialects/AllDialects.h"
#include "dialects/AllPatterns.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "verify/patterns/PatternTable.h"
#include "llvm/ADT/StringRef.h"
#include <gtest/gtest.h>

using namespace assay;

namespace {

/// A context with every dialect and its patterns loaded, as assay-tv
/// --patterns builds it.
class PatternCoverageTest : public ::testing::Test {
protected:
  PatternCoverageTest() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
    ctx.enableMultithreading(false);
  }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    registerAllDialectPatterns(registry);
    return registry;
  }

  Context ctx;
};

TEST_F(PatternCoverageTest, EveryPatternAndFolderHasAnIdentityOrAReason) {
  std::vector<std::string> uncovered =
      patterns::findUncovered(ctx, getAllPatternIdentities());
  for (const std::string &u : uncovered)
    ADD_FAILURE() << u << " has neither an identity nor a stated reason";
  EXPECT_TRUE(uncovered.empty());
}

TEST_F(PatternCoverageTest, ReasonsAreRealAndIdentitiesComplete) {
  for (const PatternIdentity &id : getAllPatternIdentities()) {
    llvm::StringRef reason = id.notVerifiable;
    SCOPED_TRACE(std::string(id.pattern) + ": " + id.rule);
    // "not verifiable" says what the validator lacks, never "to do".
    EXPECT_FALSE(reason.contains_insensitive("to do"));
    EXPECT_FALSE(reason.contains_insensitive("not written"));
    EXPECT_FALSE(llvm::StringRef(id.rule).contains("no identity yet") &&
                 reason.empty());
    if (id.kind == IdentityKind::ConstantFold || !reason.empty())
      continue;
    EXPECT_FALSE(llvm::StringRef(id.types).empty());
    EXPECT_TRUE(llvm::StringRef(id.src).contains("return"));
    EXPECT_TRUE(llvm::StringRef(id.tgt).contains("return"));
  }
}

TEST_F(PatternCoverageTest, IdentitiesOfNothingRegisteredAreReported) {
  std::vector<PatternIdentity> identities = getAllPatternIdentities();
  identities.push_back({IdentityKind::Pattern, "NoSuchPattern", "x -> x"});
  identities.push_back({IdentityKind::Fold, "arith.no_such_op", "x -> x"});
  std::vector<std::string> uncovered = patterns::findUncovered(ctx, identities);
  EXPECT_NE(
      llvm::find(uncovered, "identity of unregistered pattern NoSuchPattern"),
      uncovered.end());
  EXPECT_NE(llvm::find(uncovered,
                       "identity of an op without a folder arith.no_such_op"),
            uncovered.end());
}

TEST_F(PatternCoverageTest, AFolderWithoutAnEntryIsReported) {
  std::vector<PatternIdentity> identities;
  for (const PatternIdentity &id : getAllPatternIdentities())
    if (llvm::StringRef(id.pattern) != "arith.andi")
      identities.push_back(id);
  std::vector<std::string> uncovered = patterns::findUncovered(ctx, identities);
  EXPECT_NE(llvm::find(uncovered, "folder arith.andi"), uncovered.end());
}

} // namespace
