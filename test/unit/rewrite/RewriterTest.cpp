//===- RewriterTest.cpp - The rewriter and what its listener hears --------===//
//
// Each rewriter primitive is applied to small IR and checked twice: the IR
// it leaves, and the exact sequence of notifications a listener receives.
//
//===----------------------------------------------------------------------===//
#include "RewriteTestUtils.h"
#include "rewrite/PatternMatch.h"

using namespace assay;
using namespace assay::rt;

namespace {
/// Logs every notification as one line naming the op or block.
struct RecordingListener : RewriterBase::Listener {
  std::vector<std::string> log;
  static std::string name(Operation *op) {
    std::string n = op->getName().getStringRef().str();
    if (Attribute tag = op->getAttr("tag"))
      n = (llvm::Twine(n) + "#" + llvm::cast<StringAttr>(tag).getValue()).str();
    return n;
  }
  void notifyOperationInserted(Operation *op) override {
    log.push_back((llvm::Twine("insert ") + name(op)).str());
  }
  void notifyBlockInserted(Block *) override { log.push_back("insert block"); }
  void notifyOperationMoved(Operation *op, Block *) override {
    log.push_back((llvm::Twine("move ") + name(op)).str());
  }
  void notifyBlockMoved(Block *, Region *) override {
    log.push_back("move block");
  }
  void notifyBlockErased(Block *) override { log.push_back("erase block"); }
  void notifyOperationModified(Operation *op) override {
    log.push_back((llvm::Twine("modify ") + name(op)).str());
  }
  void notifyOperationReplaced(Operation *op,
                               llvm::ArrayRef<Value> values) override {
    log.push_back((llvm::Twine("replace ") + name(op)).str());
  }
  void notifyOperationErased(Operation *op) override {
    log.push_back((llvm::Twine("erase ") + name(op)).str());
  }
  void
  notifyMatchFailure(Location loc,
                     llvm::function_ref<void(Diagnostic &)> reason) override {
    Diagnostic diag(loc, DiagnosticSeverity::Remark);
    reason(diag);
    log.push_back((llvm::Twine("failure: ") + diag.getMessage()).str());
  }
  std::string joined() const {
    std::string out;
    for (const std::string &l : log)
      out += l + "\n";
    return out;
  }
};

class RewriterTest : public ::testing::Test {
protected:
  RewriterTest() : ctx(rc.ctx) {}
  RtContext rc;
  Context &ctx;
  RecordingListener listener;
};

const char *kStraightLine = R"(
"rt.func"() ({
^bb0(%x: i32):
  %a = "rt.pure"(%x) {tag = "a"} : (i32) -> i32
  %b = "rt.pure"(%a) {tag = "b"} : (i32) -> i32
  "rt.use"(%a, %b) {tag = "u1"} : (i32, i32) -> ()
  "rt.use"(%b) {tag = "u2"} : (i32) -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)";
} // namespace

TEST_F(RewriterTest, CreateAndReplaceOp) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  Operation *b = &*std::next(body.begin());
  IRRewriter rewriter(&ctx, &listener);
  rewriter.setInsertionPoint(b);
  Operation *c = rewriter.create(
      b->getLoc(), "rt.pure", {body.getArgument(0)},
      {b->getResult(0).getType()},
      {rewriter.getNamedAttr("tag", rewriter.getStringAttr("c"))});
  rewriter.replaceOp(b, c);
  EXPECT_EQ(opNames(body), "rt.pure rt.pure rt.use rt.use rt.ret");
  EXPECT_EQ(listener.joined(), "insert rt.pure#c\n"
                               "replace rt.pure#b\n"
                               "modify rt.use#u2\n"
                               "modify rt.use#u1\n"
                               "erase rt.pure#b\n");
  // Every use of b now names c.
  Operation *u1 = &*std::next(body.begin(), 2);
  EXPECT_EQ(u1->getOperand(1), c->getResult(0));
}

TEST_F(RewriterTest, ReplaceAllUsesReportsEachUser) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  Operation *a = &body.front();
  Operation *b = a->getNextNode();
  IRRewriter rewriter(&ctx, &listener);
  rewriter.replaceAllUsesWith(b->getResult(0), a->getResult(0));
  EXPECT_TRUE(b->use_empty());
  // Uses are visited newest first.
  EXPECT_EQ(listener.joined(), "modify rt.use#u2\nmodify rt.use#u1\n");
  listener.log.clear();
  // Only the uses the predicate picks.
  rewriter.replaceUsesWithIf(
      a->getResult(0), body.getArgument(0), [&](OpOperand &use) {
        return use.getOwner()->getAttr("tag") == rewriter.getStringAttr("u2");
      });
  EXPECT_EQ(listener.joined(), "modify rt.use#u2\n");
  EXPECT_EQ(b->getOperand(0), a->getResult(0));
}

TEST_F(RewriterTest, EraseOpReportsNestedOpsInnermostAndLastFirst) {
  auto module = rc.parse(R"(
"rt.func"() ({
  "rt.region"() ({
    %0 = "rt.pure"() {tag = "p"} : () -> i32
    "rt.region"() ({
      "rt.use"(%0) {tag = "inner"} : (i32) -> ()
      "rt.ret"() {tag = "r1"} : () -> ()
    }) {tag = "nested"} : () -> ()
    "rt.ret"() {tag = "r2"} : () -> ()
  }, {
    "rt.ret"() {tag = "r3"} : () -> ()
  }) {tag = "outer"} : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  Block &body = funcBody(module.get());
  IRRewriter rewriter(&ctx, &listener);
  rewriter.eraseOp(&body.front());
  EXPECT_EQ(opNames(body), "rt.ret");
  EXPECT_EQ(listener.joined(), "erase rt.ret#r3\n"
                               "erase block\n"
                               "erase rt.ret#r2\n"
                               "erase rt.ret#r1\n"
                               "erase rt.use#inner\n"
                               "erase block\n"
                               "erase rt.region#nested\n"
                               "erase rt.pure#p\n"
                               "erase block\n"
                               "erase rt.region#outer\n");
}

TEST_F(RewriterTest, ModifyInPlaceAndCancel) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  Operation *a = &body.front();
  IRRewriter rewriter(&ctx, &listener);
  rewriter.modifyOpInPlace(a, [&] { a->setAttr("x", rewriter.getUnitAttr()); });
  rewriter.startOpModification(a);
  rewriter.cancelOpModification(a);
  EXPECT_TRUE(a->hasAttr("x"));
  EXPECT_EQ(listener.joined(), "modify rt.pure#a\n");
}

TEST_F(RewriterTest, SplitAndMergeBlocks) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  Operation *u1 = &*std::next(body.begin(), 2);
  IRRewriter rewriter(&ctx, &listener);
  Block *tail = rewriter.splitBlock(&body, Block::iterator(u1));
  EXPECT_EQ(opNames(body), "rt.pure rt.pure");
  EXPECT_EQ(opNames(*tail), "rt.use rt.use rt.ret");
  EXPECT_EQ(tail->getPrevNode(), &body);
  EXPECT_EQ(listener.joined(), "insert block\n"
                               "move rt.use#u1\n"
                               "move rt.use#u2\n"
                               "move rt.ret\n");
  listener.log.clear();
  rewriter.mergeBlocks(tail, &body);
  EXPECT_EQ(opNames(body), "rt.pure rt.pure rt.use rt.use rt.ret");
  EXPECT_EQ(body.getParent()->getNumBlocks(), 1u);
  EXPECT_EQ(listener.joined(), "move rt.use#u1\n"
                               "move rt.use#u2\n"
                               "move rt.ret\n"
                               "erase block\n");
}

TEST_F(RewriterTest, InlineBlockReplacesArguments) {
  auto module = rc.parse(R"(
"rt.func"() ({
^bb0(%x: i32):
  "rt.region"() ({
  ^bb1(%y: i32):
    "rt.use"(%y) {tag = "u"} : (i32) -> ()
    "rt.ret"() {tag = "inner"} : () -> ()
  }) : () -> ()
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  Block &body = funcBody(module.get());
  Operation *regionOp = &body.front();
  Block *inner = &regionOp->getRegion(0).front();
  IRRewriter rewriter(&ctx, &listener);
  // Drop the inner terminator, then inline the rest before the region op.
  rewriter.eraseOp(&inner->back());
  rewriter.inlineBlockBefore(inner, regionOp, {body.getArgument(0)});
  rewriter.eraseOp(regionOp);
  EXPECT_EQ(opNames(body), "rt.use rt.ret");
  EXPECT_EQ(body.front().getOperand(0), body.getArgument(0));
  EXPECT_EQ(listener.joined(), "erase rt.ret#inner\n"
                               "modify rt.use#u\n"
                               "move rt.use#u\n"
                               "erase block\n"
                               "erase rt.region\n");
}

TEST_F(RewriterTest, InlineRegionAndMoveOps) {
  auto module = rc.parse(R"(
"rt.func"() ({
  "rt.region"() ({
    "rt.ret"() {tag = "a"} : () -> ()
  ^bb1:
    "rt.ret"() {tag = "b"} : () -> ()
  }) : () -> ()
  %0 = "rt.pure"() {tag = "p"} : () -> i32
  "rt.ret"() : () -> ()
}) : () -> ()
)");
  Block &body = funcBody(module.get());
  Operation *regionOp = &body.front();
  Region &fnRegion = *body.getParent();
  IRRewriter rewriter(&ctx, &listener);
  rewriter.inlineRegionBefore(regionOp->getRegion(0), fnRegion, fnRegion.end());
  EXPECT_EQ(fnRegion.getNumBlocks(), 3u);
  EXPECT_TRUE(regionOp->getRegion(0).empty());
  Operation *p = regionOp->getNextNode();
  rewriter.moveOpBefore(p, regionOp);
  rewriter.moveOpAfter(p, regionOp);
  EXPECT_EQ(opNames(body), "rt.region rt.pure rt.ret");
  EXPECT_EQ(listener.joined(), "move block\nmove block\nmove rt.pure#p\n"
                               "move rt.pure#p\n");
}

TEST_F(RewriterTest, MatchFailureReasonReachesListener) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  PatternRewriter rewriter(&ctx, &listener);
  LogicalResult r =
      rewriter.notifyMatchFailure(&body.front(), "operand is not constant");
  EXPECT_TRUE(failed(r));
  EXPECT_EQ(listener.joined(), "failure: operand is not constant\n");
}

TEST_F(RewriterTest, EraseBlockReportsItsOps) {
  auto module = rc.parse(R"(
"rt.func"() ({
  "rt.ret"() : () -> ()
^bb1:
  %0 = "rt.pure"() {tag = "p"} : () -> i32
  "rt.use"(%0) {tag = "u"} : (i32) -> ()
  "rt.ret"() {tag = "dead"} : () -> ()
}) : () -> ()
)");
  Block &dead = funcBody(module.get(), 1);
  IRRewriter rewriter(&ctx, &listener);
  rewriter.eraseBlock(&dead);
  EXPECT_EQ(funcBody(module.get()).getParent()->getNumBlocks(), 1u);
  EXPECT_EQ(listener.joined(), "erase rt.ret#dead\n"
                               "erase rt.use#u\n"
                               "erase rt.pure#p\n"
                               "erase block\n");
}

TEST_F(RewriterTest, ForwardingListenerPassesEverythingOn) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  struct Counting : RewriterBase::ForwardingListener {
    using ForwardingListener::ForwardingListener;
    unsigned erased = 0;
    void notifyOperationErased(Operation *op) override {
      ++erased;
      ForwardingListener::notifyOperationErased(op);
    }
  } forwarding(&listener);
  IRRewriter rewriter(&ctx, &forwarding);
  Operation *u2 = &*std::next(body.begin(), 3);
  rewriter.eraseOp(u2);
  EXPECT_EQ(forwarding.erased, 1u);
  EXPECT_EQ(listener.joined(), "erase rt.use#u2\n");
}

TEST_F(RewriterTest, MovingToWhereItIsIsNotReported) {
  auto module = rc.parse(kStraightLine);
  Block &body = funcBody(module.get());
  Operation *a = &body.front();
  Operation *b = a->getNextNode();
  IRRewriter rewriter(&ctx, &listener);
  // Before itself, before its successor, after its predecessor: no change.
  rewriter.moveOpBefore(a, a);
  rewriter.moveOpBefore(a, b);
  rewriter.moveOpAfter(b, a);
  Region &region = *body.getParent();
  rewriter.moveBlockBefore(&body, &region, region.end());
  EXPECT_EQ(listener.joined(), "");
  rewriter.moveOpAfter(a, b);
  EXPECT_EQ(listener.joined(), "move rt.pure#a\n");
}
