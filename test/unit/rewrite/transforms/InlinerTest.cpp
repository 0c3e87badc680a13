//===- InlinerTest.cpp - The inliner's cost hook and call cycles ----------===//
//
// The `inline` pass asks its cost hook about every call it could legally
// inline; these tests install hooks that refuse calls by callee name, by the
// callee's size and by a mark on the call site, check which calls are left
// and which questions the hook was asked, and check that call cycles
// (a function calling itself, two functions calling each other) end after a
// bounded number of inlinings, printing what mlir-opt 19 prints for
// `--inline='default-pipeline='` on the same input.
//
//===----------------------------------------------------------------------===//
#include "rewrite/transforms/Inliner.h"
#include "dialects/AllDialects.h"
#include "dialects/builtin/BuiltinOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "ir/parser/ParseFile.h"
#include "pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>
#include <string>
#include <vector>

using namespace assay;

namespace {

/// `main` calls `a` twice and `b` once; `b` calls `leaf`. Every body calls
/// the external `ext` with its own constant (1 in `a`, 2 in `b`, 3 in
/// `leaf`), so the calls left in a function show what was inlined into it.
const char *kCalls = R"mlir(
func.func private @ext(i32)
func.func @leaf() {
  %c = arith.constant 3 : i32
  func.call @ext(%c) : (i32) -> ()
  return
}
func.func @a() {
  %c = arith.constant 1 : i32
  func.call @ext(%c) : (i32) -> ()
  return
}
func.func @b() {
  func.call @leaf() : () -> ()
  %c = arith.constant 2 : i32
  func.call @ext(%c) : (i32) -> ()
  return
}
func.func @main() {
  func.call @a() : () -> ()
  func.call @b() : () -> ()
  func.call @a() {keep} : () -> ()
  return
}
)mlir";

/// `self` calls itself; `p` and `q` call each other; `main` calls both.
const char *kCycles = R"mlir(
func.func private @ext(i32)
func.func @self(%n: i32) {
  func.call @ext(%n) : (i32) -> ()
  func.call @self(%n) : (i32) -> ()
  return
}
func.func @p(%n: i32) {
  %c = arith.constant 1 : i32
  func.call @ext(%c) : (i32) -> ()
  func.call @q(%n) : (i32) -> ()
  return
}
func.func @q(%n: i32) {
  %c = arith.constant 2 : i32
  func.call @ext(%c) : (i32) -> ()
  func.call @p(%n) : (i32) -> ()
  return
}
func.func @main(%n: i32) {
  func.call @self(%n) : (i32) -> ()
  func.call @p(%n) : (i32) -> ()
  return
}
)mlir";

class InlinerTest : public ::testing::Test {
protected:
  InlinerTest() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
    handler = ctx.getDiagEngine().registerHandler([this](Diagnostic &d) {
      diagnostics.push_back(d.getMessage());
      return success();
    });
  }
  ~InlinerTest() override { ctx.getDiagEngine().eraseHandler(handler); }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    return registry;
  }

  OwningOpRef<Operation *> parse(llvm::StringRef text) {
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "test"),
                           llvm::SMLoc());
    ParserConfig config(&ctx);
    OwningOpRef<Operation *> module =
        parseSourceFileForTool(mgr, config, /*insertImplicitModule=*/true);
    EXPECT_TRUE(bool(module));
    return module;
  }

  /// Runs `inline` with `cost` and no optimizer pipeline on `module`; every
  /// question the hook is asked is recorded as "caller->callee".
  void runInliner(Operation *module, InlineCostFn cost) {
    InlineCostFn recording = [this, cost](Operation *call,
                                          Operation *callable) {
      queries.push_back(symbolOf(call) + "->" + symbolOf(callable));
      return cost(call, callable);
    };
    std::unique_ptr<Pass> pass = createInlinerPass(recording);
    std::string errors;
    ASSERT_TRUE(succeeded(pass->initializeOptions("default-pipeline=", errors)))
        << errors;
    PassManager pm(&ctx);
    pm.addPass(std::move(pass));
    ASSERT_TRUE(succeeded(pm.run(module)));
    EXPECT_TRUE(diagnostics.empty());
  }

  /// The attribute `name` of `op`, inherent or discardable.
  static Attribute attrOf(Operation *op, llvm::StringRef name) {
    if (Attribute inherent = op->getInherentAttr(name))
      return inherent;
    return op->getAttr(name);
  }

  /// The name of the function `op` is or is in.
  static std::string symbolOf(Operation *op) {
    while (op && op->getName().getStringRef() != "func.func")
      op = op->getParentOp();
    if (!op)
      return "?";
    return SymbolTable::getSymbolName(op).getValue().str();
  }

  /// The calls left in function `name`, in order: the callee's name, or
  /// `ext<c>` for a call to `ext` passing the constant `c`.
  static std::string callsIn(Operation *module, llvm::StringRef name) {
    Operation *func = SymbolTable::lookupSymbolIn(module, name);
    if (!func)
      return "<erased>";
    std::string out;
    func->walk(
        [&](Operation *op) {
          if (op->getName().getStringRef() != "func.call")
            return WalkResult::advance();
          auto callee =
              llvm::dyn_cast_or_null<FlatSymbolRefAttr>(attrOf(op, "callee"));
          std::string text = callee ? callee.getValue().str() : "?";
          if (text == "ext" && op->getNumOperands() == 1)
            if (Operation *def = op->getOperand(0).getDefiningOp())
              if (auto c =
                      llvm::dyn_cast_or_null<IntegerAttr>(attrOf(def, "value")))
                text += std::to_string(c.getValue().getZExtValue());
          out += (out.empty() ? "" : " ") + text;
          return WalkResult::advance();
        },
        WalkOrder::PreOrder);
    return out;
  }

  static std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    return text;
  }

  Context ctx;
  DiagnosticEngine::HandlerID handler;
  std::vector<std::string> diagnostics;
  std::vector<std::string> queries;
};

bool acceptAll(Operation *, Operation *) { return true; }

using Strings = std::vector<std::string>;

TEST_F(InlinerTest, AcceptingEverythingInlinesEveryCall) {
  OwningOpRef<Operation *> module = parse(kCalls);
  runInliner(module.get(), acceptAll);
  // Bottom-up: leaf into b first, then a, b (with leaf inside) and a into
  // main. Calls into the external declaration are never questions.
  EXPECT_EQ(queries, (Strings{"b->leaf", "main->a", "main->b", "main->a"}));
  EXPECT_EQ(callsIn(module.get(), "main"), "ext1 ext3 ext2 ext1");
  EXPECT_EQ(callsIn(module.get(), "b"), "ext3 ext2");
  EXPECT_EQ(callsIn(module.get(), "a"), "ext1");
}

TEST_F(InlinerTest, RefusingOneCalleeByName) {
  OwningOpRef<Operation *> module = parse(kCalls);
  runInliner(module.get(), [](Operation *, Operation *callable) {
    return symbolOf(callable) != "b";
  });
  // main's calls are asked about again after a round that inlined
  // something: the refused call to b comes back once more, then no round
  // inlines anything and main is done.
  EXPECT_EQ(queries,
            (Strings{"b->leaf", "main->a", "main->b", "main->a", "main->b"}));
  // b still got leaf; main keeps its call to b.
  EXPECT_EQ(callsIn(module.get(), "main"), "ext1 b ext1");
  EXPECT_EQ(callsIn(module.get(), "b"), "ext3 ext2");
}

TEST_F(InlinerTest, RefusingLargeCallees) {
  OwningOpRef<Operation *> module = parse(kCalls);
  // At most three ops in the callee's body: leaf and a (three each) are
  // inlined; b has four, and five once leaf is in it.
  std::vector<unsigned> sizes;
  runInliner(module.get(), [&](Operation *, Operation *callable) {
    unsigned size = 0;
    callable->getRegion(0).walk([&](Operation *) {
      ++size;
      return WalkResult::advance();
    });
    sizes.push_back(size);
    return size <= 3;
  });
  EXPECT_EQ(sizes, (std::vector<unsigned>{3, 3, 5, 3, 5}));
  EXPECT_EQ(callsIn(module.get(), "main"), "ext1 b ext1");
  EXPECT_EQ(callsIn(module.get(), "b"), "ext3 ext2");
}

TEST_F(InlinerTest, RefusingOneCallSite) {
  OwningOpRef<Operation *> module = parse(kCalls);
  // The hook sees the call op itself: the second call to a is marked.
  runInliner(module.get(), [](Operation *call, Operation *) {
    return !call->hasAttr("keep");
  });
  EXPECT_EQ(callsIn(module.get(), "main"), "ext1 ext3 ext2 a");
}

TEST_F(InlinerTest, RefusingEverythingChangesNothing) {
  OwningOpRef<Operation *> module = parse(kCalls);
  std::string before = print(module.get());
  runInliner(module.get(), [](Operation *, Operation *) { return false; });
  // Each call is asked about once: no round inlined anything.
  EXPECT_EQ(queries, (Strings{"b->leaf", "main->a", "main->b", "main->a"}));
  EXPECT_EQ(print(module.get()), before);
}

TEST_F(InlinerTest, PrivateCalleesLeftWithoutCallsAreErased) {
  std::string text = kCalls;
  for (const char *name : {"@leaf", "@a", "@b"}) {
    std::string from = std::string("func.func ") + name + "(";
    size_t at = text.find(from);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, from.size(),
                 std::string("func.func private ") + name + "(");
  }
  OwningOpRef<Operation *> module = parse(text);
  // b is refused, so it stays; leaf was only called from b and goes, and a
  // still has the marked call.
  runInliner(module.get(), [](Operation *call, Operation *callable) {
    return symbolOf(callable) != "b" && !call->hasAttr("keep");
  });
  EXPECT_EQ(callsIn(module.get(), "main"), "ext1 b a");
  EXPECT_EQ(callsIn(module.get(), "b"), "ext3 ext2");
  EXPECT_EQ(callsIn(module.get(), "leaf"), "<erased>");
  EXPECT_EQ(callsIn(module.get(), "a"), "ext1");
}

/// What mlir-opt 19 prints for `--inline='default-pipeline='` on kCycles.
const char *kCyclesInlined = R"mlir(module {
  func.func private @ext(i32)
  func.func @self(%arg0: i32) {
    call @ext(%arg0) : (i32) -> ()
    call @self(%arg0) : (i32) -> ()
    return
  }
  func.func @p(%arg0: i32) {
    %c1_i32 = arith.constant 1 : i32
    call @ext(%c1_i32) : (i32) -> ()
    %c2_i32 = arith.constant 2 : i32
    call @ext(%c2_i32) : (i32) -> ()
    %c1_i32_0 = arith.constant 1 : i32
    call @ext(%c1_i32_0) : (i32) -> ()
    %c2_i32_1 = arith.constant 2 : i32
    call @ext(%c2_i32_1) : (i32) -> ()
    %c1_i32_2 = arith.constant 1 : i32
    call @ext(%c1_i32_2) : (i32) -> ()
    %c2_i32_3 = arith.constant 2 : i32
    call @ext(%c2_i32_3) : (i32) -> ()
    %c1_i32_4 = arith.constant 1 : i32
    call @ext(%c1_i32_4) : (i32) -> ()
    %c2_i32_5 = arith.constant 2 : i32
    call @ext(%c2_i32_5) : (i32) -> ()
    %c1_i32_6 = arith.constant 1 : i32
    call @ext(%c1_i32_6) : (i32) -> ()
    call @q(%arg0) : (i32) -> ()
    return
  }
  func.func @q(%arg0: i32) {
    %c2_i32 = arith.constant 2 : i32
    call @ext(%c2_i32) : (i32) -> ()
    %c1_i32 = arith.constant 1 : i32
    call @ext(%c1_i32) : (i32) -> ()
    call @q(%arg0) : (i32) -> ()
    return
  }
  func.func @main(%arg0: i32) {
    call @self(%arg0) : (i32) -> ()
    %c1_i32 = arith.constant 1 : i32
    call @ext(%c1_i32) : (i32) -> ()
    %c2_i32 = arith.constant 2 : i32
    call @ext(%c2_i32) : (i32) -> ()
    %c1_i32_0 = arith.constant 1 : i32
    call @ext(%c1_i32_0) : (i32) -> ()
    %c2_i32_1 = arith.constant 2 : i32
    call @ext(%c2_i32_1) : (i32) -> ()
    %c1_i32_2 = arith.constant 1 : i32
    call @ext(%c1_i32_2) : (i32) -> ()
    %c2_i32_3 = arith.constant 2 : i32
    call @ext(%c2_i32_3) : (i32) -> ()
    %c1_i32_4 = arith.constant 1 : i32
    call @ext(%c1_i32_4) : (i32) -> ()
    %c2_i32_5 = arith.constant 2 : i32
    call @ext(%c2_i32_5) : (i32) -> ()
    %c1_i32_6 = arith.constant 1 : i32
    call @ext(%c1_i32_6) : (i32) -> ()
    %c2_i32_7 = arith.constant 2 : i32
    call @ext(%c2_i32_7) : (i32) -> ()
    %c1_i32_8 = arith.constant 1 : i32
    call @ext(%c1_i32_8) : (i32) -> ()
    %c2_i32_9 = arith.constant 2 : i32
    call @ext(%c2_i32_9) : (i32) -> ()
    %c1_i32_10 = arith.constant 1 : i32
    call @ext(%c1_i32_10) : (i32) -> ()
    %c2_i32_11 = arith.constant 2 : i32
    call @ext(%c2_i32_11) : (i32) -> ()
    %c1_i32_12 = arith.constant 1 : i32
    call @ext(%c1_i32_12) : (i32) -> ()
    %c2_i32_13 = arith.constant 2 : i32
    call @ext(%c2_i32_13) : (i32) -> ()
    %c1_i32_14 = arith.constant 1 : i32
    call @ext(%c1_i32_14) : (i32) -> ()
    call @q(%arg0) : (i32) -> ()
    return
  }
}
)mlir";

TEST_F(InlinerTest, CallCyclesEndWhenEverythingIsAccepted) {
  OwningOpRef<Operation *> module = parse(kCycles);
  runInliner(module.get(), acceptAll);
  EXPECT_EQ(print(module.get()), kCyclesInlined);
  // A function that calls itself is never offered to the hook.
  for (const std::string &q : queries) {
    EXPECT_NE(q, "self->self");
    EXPECT_NE(q, "main->self");
  }
  // Each inlining of p or q brings one new call: the questions are bounded
  // by the SCC's iteration limit, not by the cycle.
  EXPECT_LT(queries.size(), 64u);
}

TEST_F(InlinerTest, CallCycleWithOneSideRefused) {
  OwningOpRef<Operation *> module = parse(kCycles);
  // Calls to q are refused: only p is ever inlined, into q and into main.
  runInliner(module.get(), [](Operation *, Operation *callable) {
    return symbolOf(callable) != "q";
  });
  EXPECT_EQ(callsIn(module.get(), "p"), "ext1 q");
  EXPECT_EQ(callsIn(module.get(), "q"), "ext2 ext1 q");
  EXPECT_EQ(callsIn(module.get(), "main"), "self ext1 q");
}

} // namespace
