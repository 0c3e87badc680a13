//===- DiagnosticsTest.cpp - The diagnostic engine and in-flight diagnostics
//===//
//
// Handler order, abandoned diagnostics and the printing of locations that do
// not point into a source buffer.
//
//===----------------------------------------------------------------------===//
#include "ir/Diagnostics.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Location.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;

TEST(DiagnosticsTest, NewestHandlerFirst) {
  Context ctx;
  std::vector<std::string> seen;
  ScopedDiagnosticHandler older(&ctx, [&](Diagnostic &d) {
    seen.push_back("older: " + d.getMessage());
    return success();
  });
  {
    ScopedDiagnosticHandler newer(&ctx, [&](Diagnostic &d) {
      seen.push_back("newer: " + d.getMessage());
      // Declines: the older handler gets it too.
      return failure();
    });
    emitError(UnknownLoc::get(&ctx)) << "first";
  }
  emitError(UnknownLoc::get(&ctx)) << "second";
  EXPECT_EQ(seen, (std::vector<std::string>{"newer: first", "older: first",
                                            "older: second"}));
}

// Regression: a diagnostic abandoned by the parser (its token was a lexer
// error, already reported) still took notes; the notes were written into an
// empty optional and leaked. Found by the parser fuzzer.
TEST(DiagnosticsTest, AbandonedDiagnosticTakesNotesAndStaysQuiet) {
  Context ctx;
  unsigned count = 0;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &) {
    ++count;
    return success();
  });
  {
    InFlightDiagnostic diag = emitError(UnknownLoc::get(&ctx));
    diag.abandon();
    diag << "dropped";
    diag.attachNote() << "also dropped";
  }
  EXPECT_EQ(count, 0u);
}

TEST(DiagnosticsTest, LocationsOutsideTheBuffers) {
  Context ctx;
  llvm::SourceMgr mgr;
  mgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer("\"a.b\"() : () -> ()\n", "in.mlir"),
      llvm::SMLoc());
  std::string out;
  llvm::raw_string_ostream os(out);
  SourceMgrDiagnosticHandler handler(mgr, &ctx, os);
  emitError(UnknownLoc::get(&ctx)) << "unknown";
  emitError(NameLoc::get(StringAttr::get(&ctx, "n"))) << "named";
  emitError(FileLineColLoc::get(&ctx, "other.mlir", 3, 4)) << "elsewhere";
  emitError(CallSiteLoc::get(FileLineColLoc::get(&ctx, "lib.mlir", 7, 1),
                             FileLineColLoc::get(&ctx, "in.mlir", 1, 1)))
      << "called";
  os.flush();
  EXPECT_EQ(out, "<unknown>:0: error: unknown\n"
                 "<unknown>:0: error: loc(\"n\"): named\n"
                 "other.mlir:3:4: error: elsewhere\n"
                 "lib.mlir:7:1: error: called\n"
                 "in.mlir:1:1: note: called from\n"
                 "\"a.b\"() : () -> ()\n"
                 "^\n");
}
