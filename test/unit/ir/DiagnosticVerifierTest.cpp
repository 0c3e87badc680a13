//===- DiagnosticVerifierTest.cpp - expected-* comments and their reports -===//
//
// Diagnostics are emitted by hand at file locations of an in-memory buffer;
// the expected outputs are what mlir-opt 19 -verify-diagnostics prints for
// the same buffers and diagnostics.
//
//===----------------------------------------------------------------------===//
#include "IRTestUtils.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace assay;
using namespace assay::test;

namespace {
class DiagnosticVerifierTest : public ::testing::Test {
protected:
  /// Loads `source` as buffer "t.mlir" and installs the verifier handler.
  void load(llvm::StringRef source) {
    mgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(source, "t.mlir"), llvm::SMLoc());
    handler =
        std::make_unique<SourceMgrDiagnosticVerifierHandler>(mgr, &ctx, os);
  }
  Location at(unsigned line, unsigned col = 1) {
    return FileLineColLoc::get(&ctx, "t.mlir", line, col);
  }
  /// Runs verify() and returns its result; the output is in `out`.
  bool verify() {
    bool ok = succeeded(handler->verify());
    os.flush();
    return ok;
  }

  Context ctx;
  llvm::SourceMgr mgr;
  std::string out;
  llvm::raw_string_ostream os{out};
  std::unique_ptr<SourceMgrDiagnosticVerifierHandler> handler;
};
} // namespace

TEST_F(DiagnosticVerifierTest, DesignatorsPointAtTheRightLines) {
  load("// expected-error @+1 {{one}}\n"              // 1
       "op1\n"                                        // 2
       "op2 // expected-warning {{two}}\n"            // 3
       "// expected-remark @below {{three}}\n"        // 4
       "// expected-error @below {{four}}\n"          // 5
       "op3\n"                                        // 6
       "// expected-note @above {{five}}\n"           // 7
       "// expected-error @-2 {{six}}\n"              // 8
       "// expected-error-re @-7 {{o{{[a-z]}}e}}\n"); // 9
  emitError(at(2)) << "error one here";
  emitWarning(at(3)) << "two";
  emitRemark(at(6)) << "three";
  emitError(at(6)) << "four!";
  {
    InFlightDiagnostic diag = emitError(at(6));
    diag << "four again";
    diag.attachNote(at(6)) << "five";
  }
  emitError(at(6)) << "six";
  emitError(at(2)) << "ore";
  // "four again" matched the met expectation "four" once more; "ore" only
  // matches the -re expectation on line 2.
  EXPECT_TRUE(verify()) << out;
  EXPECT_EQ(out, "");
}

TEST_F(DiagnosticVerifierTest, MissingExpectation) {
  load("// expected-error @+1 {{not produced}}\n"
       "op\n");
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:4: error: expected error \"not produced\" was not "
                 "produced\n"
                 "// expected-error @+1 {{not produced}}\n"
                 "   ^~~~~~~~~~~~\n");
}

TEST_F(DiagnosticVerifierTest, MessageRunsToTheLastBraces) {
  load("// expected-warning @below {{w1}} {{w2}}\n"
       "op\n");
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:4: error: expected warning \"w1}} {{w2\" was not "
                 "produced\n"
                 "// expected-warning @below {{w1}} {{w2}}\n"
                 "   ^~~~~~~~~\n");
}

TEST_F(DiagnosticVerifierTest, UnexpectedErrorInTheBuffer) {
  load("op1\n"
       "  op2\n");
  emitError(at(2, 3)) << "boom";
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:2:3: error: unexpected error: boom\n"
                 "  op2\n"
                 "  ^\n");
}

TEST_F(DiagnosticVerifierTest, UnexpectedNote) {
  load("// expected-error @+1 {{boom}}\n"
       "op\n");
  {
    InFlightDiagnostic diag = emitError(at(2));
    diag << "boom";
    diag.attachNote(at(1)) << "extra";
  }
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:1: error: unexpected note: extra\n"
                 "// expected-error @+1 {{boom}}\n"
                 "^\n");
}

TEST_F(DiagnosticVerifierTest, UnknownLocationsAreUnexpected) {
  // `@unknown` is not a designator in MLIR 19: the line is no expectation.
  load("// expected-error @unknown {{boom}}\n");
  emitError(UnknownLoc::get(&ctx)) << "boom";
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "<unknown>:0: error: unexpected error: boom\n");
}

TEST_F(DiagnosticVerifierTest, LocationsOutsideTheBuffers) {
  load("op\n");
  emitError(FileLineColLoc::get(&ctx, "other.mlir", 3, 4)) << "boom";
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "other.mlir:3:4: error: unexpected error: boom\n");
}

TEST_F(DiagnosticVerifierTest, FusedAndCallSiteLocationsUseTheirFirstFile) {
  load("// expected-error @+1 {{fused}}\n"
       "op\n"
       "// expected-error @+1 {{callee}}\n"
       "op\n");
  emitError(FusedLoc::get(&ctx, {at(2), at(4)})) << "fused";
  emitError(CallSiteLoc::get(at(4), at(2))) << "callee";
  EXPECT_TRUE(verify()) << out;
}

TEST_F(DiagnosticVerifierTest, KindMismatch) {
  load("// expected-warning @+1 {{boom}}\n"
       "op\n");
  emitError(at(2)) << "boom";
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:4: error: 'error' diagnostic emitted when expecting "
                 "a 'warning'\n"
                 "// expected-warning @+1 {{boom}}\n"
                 "   ^\n"
                 "t.mlir:1:4: error: expected warning \"boom\" was not "
                 "produced\n"
                 "// expected-warning @+1 {{boom}}\n"
                 "   ^~~~\n");
}

TEST_F(DiagnosticVerifierTest, EachExpectationNeedsItsOwnDiagnostic) {
  load("// expected-error @below {{boom}}\n"
       "// expected-error @below {{boom}}\n"
       "op\n");
  emitError(at(3)) << "boom";
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:2:4: error: expected error \"boom\" was not "
                 "produced\n"
                 "// expected-error @below {{boom}}\n"
                 "   ^~~~\n");
}

TEST_F(DiagnosticVerifierTest, NotAnExpectation) {
  // Text after the braces, or no braces, make the line an ordinary one.
  load("// expected-error {{x}} trailing\n"
       "// expected-errorx {{x}}\n"
       "// expected-error @foo {{x}}\n");
  EXPECT_TRUE(verify()) << out;
}

TEST_F(DiagnosticVerifierTest, RegexExpectations) {
  load("// expected-error-re @+1 {{{{^}}redefinition of {{.f.$}}}}\n"
       "op\n");
  emitError(at(2)) << "redefinition of 'f'";
  EXPECT_TRUE(verify()) << out;
}

TEST_F(DiagnosticVerifierTest, InvalidRegex) {
  load("// expected-error-re @+1 {{abc {{[a-}} x}}\n"
       "op\n");
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:4: error: invalid regex: invalid character range\n"
                 "// expected-error-re @+1 {{abc {{[a-}} x}}\n"
                 "   ^~~~~~~~~~~~~\n");
}

TEST_F(DiagnosticVerifierTest, UnterminatedRegex) {
  load("// expected-error-re @+1 {{abc {{[a-z] x}}\n"
       "op\n");
  EXPECT_FALSE(verify());
  EXPECT_EQ(out, "t.mlir:1:4: error: found start of regex with no end '}}'\n"
                 "// expected-error-re @+1 {{abc {{[a-z] x}}\n"
                 "   ^~~~~~~~~~~~~\n");
}
