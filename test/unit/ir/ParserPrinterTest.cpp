//===- ParserPrinterTest.cpp - Round trips and errors of the op parser ----===//
//
// Parses generic-form IR, prints it back and compares with what mlir-opt 19
// prints for the same input (the expected strings were produced by
// `mlir-opt-19 --allow-unregistered-dialect [flags]`), and checks the
// parser's error messages against mlir-opt's.
//
//===----------------------------------------------------------------------===//
#include "dialects/builtin/BuiltinOps.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/PrintingFlags.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace assay;

namespace {
/// Parses `text` as mlir-opt does (implicit module, no verification),
/// hands the result to `change` if given, and prints it with `flags`; on
/// failure returns the diagnostics.
std::string roundTrip(llvm::StringRef text, OpPrintingFlags flags = {},
                      bool *ok = nullptr,
                      llvm::function_ref<void(Operation *)> change = nullptr) {
  DialectRegistry registry;
  registerBuiltinOps(registry);
  Context ctx(registry);
  ctx.loadAllAvailableDialects();
  ctx.allowUnregisteredDialects();
  llvm::SourceMgr mgr;
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t.mlir"),
                         llvm::SMLoc());
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  SourceMgrDiagnosticHandler handler(mgr, &ctx, errorStream);
  ParserConfig config(&ctx, /*verifyAfterParse=*/false);
  OwningOpRef<Operation *> op = parseSourceFileForTool(mgr, config, true);
  if (ok)
    *ok = bool(op);
  if (!op)
    return errors;
  if (change)
    change(op.get());
  std::string out;
  llvm::raw_string_ostream os(out);
  op->print(os, flags);
  return out;
}

/// The first diagnostic line (`t.mlir:L:C: error: ...`).
std::string firstError(llvm::StringRef text) {
  bool ok = true;
  std::string out = roundTrip(text, {}, &ok);
  EXPECT_FALSE(ok) << out;
  return out.substr(0, out.find('\n'));
}
} // namespace

TEST(ParserPrinterTest, GenericRoundTrip) {
  const char *input = R"(%0 = "foo.a"() : () -> i32
%1:2 = "foo.b"(%0) ({
^bb0(%x: i32):
  %2 = "foo.c"(%x) : (i32) -> i32
  "foo.d"()[^bb1] : () -> ()
^bb1:
  %3 = "foo.c"(%2) : (i32) -> i32
}, {
  %5 = "foo.g"() : () -> i32
}) {z = 1, a = "x"} : (i32) -> (i32, f32)
"foo.h"(%1#1) <{p = 3 : i32}> : (f32) -> ()
)";
  EXPECT_EQ(roundTrip(input), R"(module {
  %0 = "foo.a"() : () -> i32
  %1:2 = "foo.b"(%0) ({
  ^bb0(%arg0: i32):
    %2 = "foo.c"(%arg0) : (i32) -> i32
    "foo.d"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "foo.c"(%2) : (i32) -> i32
  }, {
    %2 = "foo.g"() : () -> i32
  }) {a = "x", z = 1 : i64} : (i32) -> (i32, f32)
  "foo.h"(%1#1) <{p = 3 : i32}> : (f32) -> ()
}
)");
}

TEST(ParserPrinterTest, GenericFormNumbersUniquely) {
  const char *input = R"(%0 = "foo.b"() ({
  %1 = "foo.c"() : () -> i32
}, {
  %5 = "foo.g"() : () -> i32
}) : () -> (i32)
)";
  OpPrintingFlags flags;
  flags.printGenericOpForm = true;
  EXPECT_EQ(roundTrip(input, flags), R"("builtin.module"() ({
  %0 = "foo.b"() ({
    %2 = "foo.c"() : () -> i32
  }, {
    %1 = "foo.g"() : () -> i32
  }) : () -> i32
}) : () -> ()
)");
}

TEST(ParserPrinterTest, PredecessorsAndEmptyBlocks) {
  const char *input = R"("foo.x"() ({
  "foo.br"()[^bb2, ^bb1] : () -> ()
^bb1:
  "foo.br"()[^bb2] : () -> ()
^bb2:
  "foo.br"()[^bb2] : () -> ()
^bb3:
  "foo.end"() : () -> ()
}, {
^bb0:
}) : () -> ()
)";
  EXPECT_EQ(roundTrip(input), R"(module {
  "foo.x"() ({
    "foo.br"()[^bb2, ^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "foo.br"()[^bb2] : () -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    "foo.br"()[^bb2] : () -> ()
  ^bb3:  // no predecessors
    "foo.end"() : () -> ()
  }, {
  ^bb0:
  }) : () -> ()
}
)");
}

TEST(ParserPrinterTest, DebugInfoAliases) {
  const char *input = R"("foo.y"() ({
^bb0(%a: i32):
  "foo.z"() : () -> () loc(#l)
}) : () -> ()
#l = loc("x.c":1:2)
)";
  OpPrintingFlags flags;
  flags.printDebugInfo = true;
  EXPECT_EQ(roundTrip(input, flags), R"(#loc2 = loc("t.mlir":2:6)
module {
  "foo.y"() ({
  ^bb0(%arg0: i32 loc("t.mlir":2:6)):
    "foo.z"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
} loc(#loc)
#loc = loc("t.mlir":0:0)
#loc1 = loc("t.mlir":1:1)
#loc3 = loc("x.c":1:2)
)");
}

TEST(ParserPrinterTest, ForwardReferences) {
  const char *input = R"("foo.a"(%0, %0#1) : (i32, i32) -> ()
%0:2 = "foo.b"() : () -> (i32, i32)
)";
  EXPECT_EQ(roundTrip(input), R"(module {
  "foo.a"(%0#0, %0#1) : (i32, i32) -> ()
  %0:2 = "foo.b"() : () -> (i32, i32)
}
)");
}

TEST(ParserPrinterTest, Errors) {
  EXPECT_EQ(firstError("%0 = \"foo.a\"() : () -> i32\n"
                       "%0 = \"foo.a\"() : () -> i32\n"),
            "t.mlir:2:1: error: redefinition of SSA value '%0'");
  EXPECT_EQ(firstError("\"foo.a\"(%x) : (i32) -> ()\n"
                       "\"foo.b\"(%x) : (i64) -> ()\n"),
            "t.mlir:2:9: error: use of value '%x' expects different type "
            "than prior uses: 'i64' vs 'i32'");
  EXPECT_EQ(firstError("\"foo.a\"() ({\n \"foo.b\"()[^bb5] : () -> ()\n}) : "
                       "() -> ()\n"),
            "t.mlir:2:12: error: reference to an undefined block");
  EXPECT_EQ(firstError("\"foo.a\"() ({\n^bb1:\n \"foo.b\"()[^bb1] : () -> "
                       "()\n^bb1:\n \"foo.b\"()[^bb1] : () -> ()\n}) : () -> "
                       "()\n"),
            "t.mlir:4:1: error: redefinition of block '^bb1'");
  EXPECT_EQ(firstError("%0 = \"foo.a\"() : () -> (i32, i32)\n"),
            "t.mlir:1:1: error: operation defines 2 results but was "
            "provided 1 to bind");
  EXPECT_EQ(firstError("bar %x\n"),
            "t.mlir:1:1: error: custom op 'bar' is unknown (tried "
            "'builtin.bar' as well)");
  EXPECT_EQ(firstError("\"foo.a\"() : () -> () loc(#zz)\n"),
            "t.mlir:1:26: error: operation location alias was never defined");
  EXPECT_EQ(firstError("\"foo.a\"() ({\n\"foo.b\"(%q) : (i32) -> ()\n}) : () "
                       "-> ()\n"),
            "t.mlir:2:9: error: use of undeclared SSA value name");
  EXPECT_EQ(firstError("\"foo.a\"(%x) : (i32) -> ()\n"
                       "%x = \"foo.b\"() : () -> i64\n"),
            "t.mlir:2:1: error: definition of SSA value '%x#0' has type "
            "'i64'");
  EXPECT_EQ(firstError("%0:0 = \"foo.a\"() : () -> ()\n"),
            "t.mlir:1:4: error: expected named operation to have at least 1 "
            "result");
  EXPECT_EQ(firstError("\"foo.a\"() <{a = 1} : () -> ()\n"),
            "t.mlir:1:19: error: expected '>' to close properties");
}

TEST(ParserPrinterTest, UnregisteredDialectNeedsFlag) {
  Context ctx;
  Block block;
  std::string errors;
  llvm::raw_string_ostream os(errors);
  llvm::SourceMgr mgr;
  mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(
                             "%0 = \"foo.a\"() : () -> i32\n", "t.mlir"),
                         llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(mgr, &ctx, os);
  ParserConfig config(&ctx, false);
  EXPECT_TRUE(failed(parseSourceFile(mgr, &block, config)));
  EXPECT_EQ(errors.substr(0, errors.find('\n')),
            "t.mlir:1:13: error: operation being parsed with an unregistered "
            "dialect. If this is intended, please use "
            "--allow-unregistered-dialect");
}

TEST(ParserPrinterTest, DeepNesting) {
  // Deep enough to matter, shallow enough for a default 8 MiB stack.
  std::string text;
  const int depth = 1000;
  for (int i = 0; i < depth; ++i)
    text += "\"foo.a\"() ({\n";
  for (int i = 0; i < depth; ++i)
    text += "}) : () -> ()\n";
  bool ok = false;
  std::string out = roundTrip(text, {}, &ok);
  EXPECT_TRUE(ok);
  EXPECT_NE(out.find("\"foo.a\"() ({"), std::string::npos);
}

TEST(ParserPrinterTest, NullOperand) {
  // A pass that drops a value still in use leaves a null operand; the
  // diagnostic showing the op must print it (as mlir-opt 19 does), not crash.
  auto dropOperand = [](Operation *module) {
    module->getRegion(0).front().back().setOperand(0, Value());
  };
  for (bool generic : {false, true}) {
    OpPrintingFlags flags;
    flags.printGenericOpForm = generic;
    std::string out =
        roundTrip("%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i32) -> ()\n",
                  flags, nullptr, dropOperand);
    EXPECT_NE(out.find("\"foo.b\"(<<NULL VALUE>>) : (<<NULL TYPE>>) -> ()"),
              std::string::npos)
        << out;
  }
}
