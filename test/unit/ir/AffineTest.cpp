//===- AffineTest.cpp - Affine expressions, maps, sets and strided layouts
//-===//
//
// Checks the simplifications applied while affine expressions are built, the
// printed forms of maps, sets and strided layouts, and the parser's
// diagnostics, against what mlir-opt 19 prints for the same text as the
// value of an attribute of an unregistered op (`--mlir-print-op-generic
// --mlir-print-local-scope`). The expected strings were collected from
// mlir-opt-19 and are facts of the format. Error columns are relative to the
// start of the attribute text.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/IntegerSet.h"
#include "ir/Location.h"
#include "ir/parser/Parser.h"

#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace assay;

namespace {
struct RoundTripCase {
  const char *input;
  const char *expected;
};

struct ErrorCase {
  const char *input;
  unsigned column;
  const char *message;
};

const RoundTripCase kRoundTrips[] = {
    {"affine_map<(d0, d1)[s0] -> (d0 + 1 + 2, d1 * 3 * 2, (d0 + s0) floordiv "
     "4)>",
     "affine_map<(d0, d1)[s0] -> (d0 + 3, d1 * 6, (d0 + s0) floordiv 4)>"},
    {"affine_map<(d0) -> (d0 floordiv 1)>", "affine_map<(d0) -> (d0)>"},
    {"affine_map<(d0) -> ((d0 * 4) mod 2)>", "affine_map<(d0) -> (0)>"},
    {"affine_map<(d0) -> (d0 + d0)>", "affine_map<(d0) -> (d0 * 2)>"},
    {"affine_map<(d0) -> (2 + d0)>", "affine_map<(d0) -> (d0 + 2)>"},
    {"affine_map<(d0)[s0] -> (s0 + d0)>", "affine_map<(d0)[s0] -> (d0 + s0)>"},
    {"affine_map<(d0)[s0] -> (s0 * d0)>", "affine_map<(d0)[s0] -> (d0 * s0)>"},
    {"affine_map<(d0, d1) -> (d1 + d0)>", "affine_map<(d0, d1) -> (d1 + d0)>"},
    {"affine_map<(d0) -> (d0 - 1)>", "affine_map<(d0) -> (d0 - 1)>"},
    {"affine_map<(d0) -> (-d0)>", "affine_map<(d0) -> (-d0)>"},
    {"affine_map<(d0, d1) -> (d0 - d1)>", "affine_map<(d0, d1) -> (d0 - d1)>"},
    {"affine_map<(d0, d1) -> (d0 - d1 * 3)>",
     "affine_map<(d0, d1) -> (d0 - d1 * 3)>"},
    {"affine_map<(d0, d1) -> (d0 - (d1 + 1))>",
     "affine_map<(d0, d1) -> (d0 - (d1 + 1))>"},
    {"affine_map<() -> ()>", "affine_map<() -> ()>"},
    {"affine_map<(d0) -> (d0 * 2 + d0 * 3)>", "affine_map<(d0) -> (d0 * 5)>"},
    {"affine_map<(d0) -> (d0 - (d0 floordiv 4) * 4)>",
     "affine_map<(d0) -> (d0 mod 4)>"},
    {"affine_map<(d0) -> ((d0 * 128) floordiv 64)>",
     "affine_map<(d0) -> (d0 * 2)>"},
    {"affine_map<(d0, d1) -> ((d0 * 4 + d1) floordiv 4)>",
     "affine_map<(d0, d1) -> (d0 + d1 floordiv 4)>"},
    {"affine_map<(d0,d1) -> ((d0 * 4 + d1) mod 4)>",
     "affine_map<(d0, d1) -> (d1 mod 4)>"},
    {"affine_map<(d0) -> ((d0 mod 8) mod 4)>",
     "affine_map<(d0) -> (d0 mod 4)>"},
    {"affine_map<(d0) -> (5 floordiv 2, -5 floordiv 2, -5 mod 3, 7 ceildiv 2, "
     "-7 ceildiv 2)>",
     "affine_map<(d0) -> (2, -3, 1, 4, -3)>"},
    {"affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0, d0 ceildiv s0)>",
     "affine_map<(d0)[s0] -> (d0 floordiv s0, d0 mod s0, d0 ceildiv s0)>"},
    {"affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>",
     "affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>"},
    {"affine_map<(d0) -> (d0 ceildiv 1, (d0 * 6) ceildiv 3, (d0 + 4) ceildiv "
     "2, d0 mod 1)>",
     "affine_map<(d0) -> (d0, d0 * 2, (d0 + 4) ceildiv 2, 0)>"},
    {"affine_map<(d0,d1) -> ((d0 + 2) + d1)>",
     "affine_map<(d0, d1) -> (d0 + d1 + 2)>"},
    {"affine_map<(d0)[s0] -> ((d0 * 2) * s0)>",
     "affine_map<(d0)[s0] -> ((d0 * s0) * 2)>"},
    {"affine_map<(d0)[s0] -> (s0 + 3 + d0)>",
     "affine_map<(d0)[s0] -> (d0 + s0 + 3)>"},
    {"affine_map<(d0)[s0] -> (3 * s0)>", "affine_map<(d0)[s0] -> (s0 * 3)>"},
    {"affine_map<(d0)[s0] -> (s0 * 3 * d0)>",
     "affine_map<(d0)[s0] -> (d0 * (s0 * 3))>"},
    {"affine_map<(d0) -> (d0 * 0, d0 * 1, d0 + 0, 0 + d0, 0 * d0)>",
     "affine_map<(d0) -> (0, d0, d0, d0, 0)>"},
    {"affine_map<(d0) -> (d0 * -1 + 5)>", "affine_map<(d0) -> (-d0 + 5)>"},
    {"affine_map<(d0) -> (5 - d0)>", "affine_map<(d0) -> (-d0 + 5)>"},
    {"affine_map<(d0) -> (-(d0 + 1))>", "affine_map<(d0) -> (-(d0 + 1))>"},
    {"affine_map<(d0) -> (-d0 * 2)>", "affine_map<(d0) -> (d0 * -2)>"},
    {"affine_map<(d0,d1) -> (d0 + d1 * -2)>",
     "affine_map<(d0, d1) -> (d0 - d1 * 2)>"},
    {"affine_map<(d0,d1) -> (d0 - d1 floordiv 2)>",
     "affine_map<(d0, d1) -> (d0 - d1 floordiv 2)>"},
    {"affine_map<(d0,d1) -> ((d0 + d1) * 2)>",
     "affine_map<(d0, d1) -> ((d0 + d1) * 2)>"},
    {"affine_map<(d0,d1) -> ((d0 - d1) * -1)>",
     "affine_map<(d0, d1) -> (-(d0 - d1))>"},
    {"affine_map<(d0, d1) -> (d0 - (d1 - 1))>",
     "affine_map<(d0, d1) -> (d0 - (d1 - 1))>"},
    {"affine_map<(d0) -> (d0 floordiv -2, d0 mod -2, d0 mod 0, d0 floordiv 0)>",
     "affine_map<(d0) -> (d0 floordiv -2, d0 mod -2, d0 mod 0, d0 floordiv "
     "0)>"},
    {"affine_map<(d0) -> (d0 + 5 - 5)>", "affine_map<(d0) -> (d0)>"},
    {"affine_map<(d0) -> (d0 * 2 + d0)>", "affine_map<(d0) -> (d0 * 3)>"},
    {"affine_map<(d0) -> (d0 + d0 * 2)>", "affine_map<(d0) -> (d0 * 3)>"},
    {"affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0)>",
     "affine_map<(d0)[s0] -> (d0 mod s0)>"},
    {"affine_map<(d0)[s0] -> (d0 + (d0 floordiv s0) * -s0)>",
     "affine_map<(d0)[s0] -> (d0 mod s0)>"},
    {"affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>",
     "affine_map<(d0) -> (d0 mod 4)>"},
    {"affine_map<(d0, d1) -> (d0 + 2 + d1 + 3)>",
     "affine_map<(d0, d1) -> (d0 + d1 + 5)>"},
    // mlir-opt-19 prints `d0 + d1 + 3 + 2`, which reads back as the map
    // below; Assay's sums lean left, so it prints that fixed point at once
    // (rel-FZ3).
    {"affine_map<(d0, d1) -> (d0 + 2 + (d1 + 3))>",
     "affine_map<(d0, d1) -> (d0 + d1 + 5)>"},
    {"affine_map<(d0, d1, d2) -> (d0 + (d1 + d2))>",
     "affine_map<(d0, d1, d2) -> (d0 + d1 + d2)>"},
    {"affine_map<(d0, d1, d2) -> (d0 * 2 + (d1 + d2) * 3)>",
     "affine_map<(d0, d1, d2) -> (d0 * 2 + (d1 + d2) * 3)>"},
    {"affine_map<(d0)[s0, s1] -> (s0 + s1 + d0)>",
     "affine_map<(d0)[s0, s1] -> (d0 + s0 + s1)>"},
    {"affine_map<(d0)[s0] -> (s0 * 2 + d0 * 2)>",
     "affine_map<(d0)[s0] -> (d0 * 2 + s0 * 2)>"},
    {"affine_map<(d0)[s0] -> ((s0 + 1) * d0)>",
     "affine_map<(d0)[s0] -> (d0 * (s0 + 1))>"},
    {"affine_map<(d0)[s0] -> (s0 floordiv 2 * d0)>",
     "affine_map<(d0)[s0] -> (d0 * (s0 floordiv 2))>"},
    {"affine_map<(d0) -> (d0 floordiv 2 floordiv 3)>",
     "affine_map<(d0) -> ((d0 floordiv 2) floordiv 3)>"},
    {"affine_map<(d0) -> ((d0 * 6 + 3) floordiv 3)>",
     "affine_map<(d0) -> (d0 * 2 + 1)>"},
    {"affine_map<(d0, d1) -> ((d0 * 6 + d1 * 3) floordiv 3)>",
     "affine_map<(d0, d1) -> (d0 * 2 + d1)>"},
    {"affine_map<(d0, d1) -> ((d0 * 6 + d1 * 4) floordiv 2)>",
     "affine_map<(d0, d1) -> (d0 * 3 + d1 * 2)>"},
    {"affine_map<(d0, d1) -> ((d0 * 6 + d1 * 4) mod 2)>",
     "affine_map<(d0, d1) -> (0)>"},
    {"affine_map<(d0, d1) -> ((d0 * 6 + d1) mod 3)>",
     "affine_map<(d0, d1) -> (d1 mod 3)>"},
    {"affine_map<(d0, d1) -> ((d0 + d1 * 6) mod 3)>",
     "affine_map<(d0, d1) -> (d0 mod 3)>"},
    {"affine_map<(d0, d1) -> ((d0 + d1 * 6) floordiv 3)>",
     "affine_map<(d0, d1) -> (d0 floordiv 3 + d1 * 2)>"},
    {"affine_map<(d0) -> ((d0 mod 6) mod 4, (d0 mod 4) mod 8)>",
     "affine_map<(d0) -> ((d0 mod 6) mod 4, (d0 mod 4) mod 8)>"},
    {"affine_map<(d0) -> ((d0 floordiv 4) * 8 floordiv 2)>",
     "affine_map<(d0) -> ((d0 floordiv 4) * 4)>"},
    {"affine_map<(d0)[s0] -> ((d0 * s0) * 4 mod 2)>",
     "affine_map<(d0)[s0] -> (0)>"},
    // Constants merge only when the result fits: mlir-opt-19 wraps them
    // into `d0 - -9223372036854775808`, which it cannot read back.
    {"affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>",
     "affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>"},
    {"affine_map<(d0) -> (d0 - 9223372036854775807 - 1)>",
     "affine_map<(d0) -> (d0 + -9223372036854775808)>"},
    {"affine_map<(d0) -> (-9223372036854775808, d0 * -9223372036854775808)>",
     "affine_map<(d0) -> (-9223372036854775808, d0 * -9223372036854775808)>"},
    {"affine_map<(d0) -> ((d0 * 4611686018427387904) * 2 + d0 * 3)>",
     "affine_map<(d0) -> ((d0 * 4611686018427387904) * 2 + d0 * 3)>"},
    {"affine_map<(d0) -> (9223372036854775807 * 2)>",
     "affine_map<(d0) -> (9223372036854775807 * 2)>"},
    {"affine_map<(d0)[s0] -> (d0 + s0 * 3 + s0 * -3)>",
     "affine_map<(d0)[s0] -> (d0 + s0 * 3 - s0 * 3)>"},
    {"affine_map<(d0) -> (d0 - d0)>", "affine_map<(d0) -> (0)>"},
    {"affine_map<(d0)[s0] -> (s0 * d0 + d0 * s0)>",
     "affine_map<(d0)[s0] -> ((d0 * s0) * 2)>"},
    {"affine_map<(d0,d1) -> (-(d0 mod 2) + d1)>",
     "affine_map<(d0, d1) -> (-(d0 mod 2) + d1)>"},
    {"affine_map<(d0,d1) -> (d1 - (d0 mod 2))>",
     "affine_map<(d0, d1) -> (d1 - d0 mod 2)>"},
    {"affine_map<(d0,d1) -> (d1 - (d0 * 2 + 1) * -1)>",
     "affine_map<(d0, d1) -> (d1 + d0 * 2 + 1)>"},
    {"affine_map<(i, j)[N] -> (i + N, j)>",
     "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>"},
    {"affine_map<(x, i)[index] -> (x + i + index)>",
     "affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>"},
    {"affine_map<(d0) -> (0x10 + d0)>", "affine_map<(d0) -> (d0 + 16)>"},
    {"affine_map<(d0) -> (d0 - -1)>", "affine_map<(d0) -> (d0 + 1)>"},
    {"affine_map<(d0)[] -> (d0)>", "affine_map<(d0) -> (d0)>"},
    {"affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>",
     "affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>"},
    {"affine_set<(d0) : ()>", "affine_set<(d0) : (0 == 0)>"},
    {"affine_set<(d0) : (d0 >= d0 * 2, d0 <= 3, 4 == d0)>",
     "affine_set<(d0) : (-d0 >= 0, -d0 + 3 >= 0, -d0 + 4 == 0)>"},
    {"affine_set<(d0) : (1 == 0)>", "affine_set<(d0) : (1 == 0)>"},
    {"affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s0 + d1) floordiv 8 + (d2 mod "
     "16) * 4 - s1, d0 ceildiv 4 * 4)>",
     "affine_map<(d0, d1, d2)[s0, s1] -> ((d0 * s0 + d1) floordiv 8 + (d2 mod "
     "16) * 4 - s1, (d0 ceildiv 4) * 4)>"},
    {"affine_map<(d0, d1) -> (d0 * 4 + d1 - (d0 * 4 + d1) floordiv 8 * 8)>",
     "affine_map<(d0, d1) -> ((d0 * 4 + d1) mod 8)>"},
    {"affine_map<(d0) -> ((d0 * -2) mod 2, (d0 * -4) floordiv 2, (-d0) "
     "floordiv 1)>",
     "affine_map<(d0) -> (0, d0 * -2, -d0)>"},
    {"affine_map<(d0)[s0] -> (-(s0 * 3) + d0, -(d0 floordiv 2) * 3)>",
     "affine_map<(d0)[s0] -> (d0 - s0 * 3, (d0 floordiv 2) * -3)>"},
    {"strided<[?, 1], offset: ?>", "strided<[?, 1], offset: ?>"},
    {"strided<[4, 1]>", "strided<[4, 1]>"},
    {"strided<[4, 1], offset: 0>", "strided<[4, 1]>"},
    {"strided<[], offset: 5>", "strided<[], offset: 5>"},
    {"strided<[-1, 1]>", "strided<[-1, 1]>"},
    {"strided<[1], offset: -9223372036854775807>",
     "strided<[1], offset: -9223372036854775807>"},
};

const ErrorCase kErrors[] = {
    {"affine_map<(d0) -> (d0 floordiv d0)>", 24,
     "non-affine expression: right operand of floordiv has to be either a "
     "constant or symbolic"},
    {"affine_map<(d0,d1) -> (d0 * d1)>", 27,
     "non-affine expression: at least one of the multiply operands has to be "
     "either a constant or symbolic"},
    {"affine_map<(d0,d1) -> ((d0 * 2) * d1)>", 33,
     "non-affine expression: at least one of the multiply operands has to be "
     "either a constant or symbolic"},
    {"affine_map<(d0,d1) -> (d0 * (d1 floordiv 2))>", 27,
     "non-affine expression: at least one of the multiply operands has to be "
     "either a constant or symbolic"},
    {"affine_map<(d0, d0) -> (d0)>", 17, "redefinition of identifier 'd0'"},
    {"affine_map<(d0) -> (d1)>", 21, "use of undeclared identifier"},
    {"affine_map<(d0) -> (d0 +)>", 25,
     "missing right operand of binary operator"},
    {"affine_map<(d0) -> >", 19, "expected '(' in affine map range"},
    {"affine_map<(d0) (d0)>", 16, "expected '->' or ':'"},
    {"affine_map<d0 -> (d0)>", 12,
     "expected '(' in dimensional identifier list"},
    {"affine_map<(d0) -> (-)>", 22, "expected affine expression"},
    {"affine_map<(d0) -> (d0 + 99999999999999999999)>", 26,
     "constant too large for index"},
    {"affine_map<(d0) -> (())>", 22, "no expression inside parentheses"},
    {"affine_map<(d0) -> (* d0)>", 21,
     "missing left operand of binary operator"},
    {"affine_map<(d0) -> (mod)>", 21, "use of undeclared identifier"},
    {"affine_map<(d0) -> (d0 + -)>", 27,
     "missing right operand of binary operator"},
    {"affine_map<(d0) -> (d0, )>", 25, "expected affine expression"},
    {"affine_map<(d0) -> ((d0 d0))>", 24, "expected ')'"},
    {"affine_map<(d0)[s0] -> (d0 * d0 * s0)>", 33,
     "non-affine expression: at least one of the multiply operands has to be "
     "either a constant or symbolic"},
    {"affine_map<(d0)[s0] -> (d0 * 2 floordiv d0)>", 32,
     "non-affine expression: right operand of floordiv has to be either a "
     "constant or symbolic"},
    {"affine_map<(d0,) -> (d0)>", 16, "expected bare identifier"},
    {"affine_map(d0) -> (d0)", 11, "expected '<' in affine map"},
    {"affine_map<(d0) -> (d0)", 24, "expected '>' in affine map"},
    {"affine_map<(d0) : (d0 >= 0)>", 12,
     "expected AffineMap, but got IntegerSet"},
    {"affine_set<(d0) -> (d0)>", 12, "expected IntegerSet, but got AffineMap"},
    {"affine_set<(d0) : (d0 > 0)>", 25,
     "expected '== affine-expr' or '>= affine-expr' at end of affine "
     "constraint"},
    {"affine_set<(d0) : (d0 >= )>", 26, "expected affine expression"},
    {"affine_set<(d0) : d0 >= 0>", 18,
     "expected '(' in integer set constraint list"},
    {"affine_set<(d0) : (d0 = 0)>", 25,
     "expected '== affine-expr' or '>= affine-expr' at end of affine "
     "constraint"},
    {"strided<[0, 1]>", 1, "strides must not be zero"},
    {"strided<[x]>", 10, "expected a 64-bit signed integer or '?'"},
    {"strided[1]", 8, "expected '<' after 'strided'"},
    {"strided<1>", 9, "expected '['"},
    {"strided<[1] offset: 1>", 12, "expected ','"},
    {"strided<[1], off: 1>", 13, "expected 'offset' after comma"},
    {"strided<[1], offset 1>", 20, "expected ':' after 'offset'"},
    {"strided<[1], offset: 1", 23, "expected '>'"},
    {"strided<[1], offset: 9223372036854775808>", 22,
     "expected a 64-bit signed integer or '?'"},
    {"strided<[1,]>", 12, "expected a 64-bit signed integer or '?'"},
    {"strided<[1>", 11, "expected ']'"},
};

/// Parses `text` as an attribute, returning its printed form or the first
/// error as `error: message @ column`.
std::string parseAndPrint(Context &ctx, llvm::StringRef text) {
  std::string firstError;
  DiagnosticEngine::HandlerID id =
      ctx.getDiagEngine().registerHandler([&](Diagnostic &diag) {
        if (firstError.empty()) {
          unsigned column = 0;
          if (auto loc = diag.getLocation().dyn_cast<FileLineColLoc>())
            column = loc.getColumn();
          firstError =
              "error: " + diag.getMessage() + " @ " + std::to_string(column);
        }
        return success();
      });
  Attribute attr = parseAttribute(text, &ctx);
  ctx.getDiagEngine().eraseHandler(id);
  if (!attr)
    return firstError.empty() ? "<no diagnostic>" : firstError;
  std::string printed;
  llvm::raw_string_ostream os(printed);
  attr.print(os);
  return printed;
}

std::string str(AffineExpr e) {
  std::string s;
  llvm::raw_string_ostream os(s);
  e.print(os);
  return s;
}

std::string str(AffineMap m) {
  std::string s;
  llvm::raw_string_ostream os(s);
  m.print(os);
  return s;
}
} // namespace

TEST(AffineTest, RoundTripsLikeMlirOpt) {
  Context ctx;
  for (const RoundTripCase &c : kRoundTrips)
    EXPECT_EQ(parseAndPrint(ctx, c.input), c.expected) << "input: " << c.input;
}

TEST(AffineTest, DiagnosticsLikeMlirOpt) {
  Context ctx;
  for (const ErrorCase &c : kErrors) {
    std::string expected =
        std::string("error: ") + c.message + " @ " + std::to_string(c.column);
    EXPECT_EQ(parseAndPrint(ctx, c.input), expected) << "input: " << c.input;
  }
}

TEST(AffineTest, ExpressionsAreUniqued) {
  Context ctx;
  AffineExpr d0, d1, s0;
  bindDims(&ctx, d0, d1);
  bindSymbols(&ctx, s0);
  EXPECT_EQ(d0, getAffineDimExpr(0, &ctx));
  EXPECT_NE(d0, d1);
  EXPECT_NE(AffineExpr(getAffineDimExpr(0, &ctx)),
            AffineExpr(getAffineSymbolExpr(0, &ctx)));
  EXPECT_EQ(d0 + d1 * 2, d0 + d1 * 2);
  EXPECT_EQ(getAffineConstantExpr(7, &ctx), getAffineConstantExpr(7, &ctx));
  EXPECT_TRUE(llvm::isa<AffineDimExpr>(d0));
  EXPECT_EQ(llvm::cast<AffineSymbolExpr>(s0).getPosition(), 0u);
}

TEST(AffineTest, BuilderSimplifications) {
  Context ctx;
  AffineExpr d0, d1, s0;
  bindDims(&ctx, d0, d1);
  bindSymbols(&ctx, s0);
  // x + 0 == x, x * 1 == x, x * 0 == 0.
  EXPECT_EQ(d0 + 0, d0);
  EXPECT_EQ(d0 * 1, d0);
  EXPECT_EQ(d0 * 0, 0);
  // Constants fold and go right.
  EXPECT_EQ(str(3 + d0 + 4), "d0 + 7");
  EXPECT_EQ(str(d0 * 2 * 3), "d0 * 6");
  // c1 * x + c2 * x == (c1 + c2) * x.
  EXPECT_EQ(str(d0 * 2 + d0 * 3), "d0 * 5");
  EXPECT_EQ(d0 - d0, 0);
  // x - (x floordiv q) * q == x mod q.
  EXPECT_EQ(str(d0 - d0.floorDiv(4) * 4), "d0 mod 4");
  EXPECT_EQ(str(d0 - d0.floorDiv(s0) * s0), "d0 mod s0");
  // Divisibility.
  EXPECT_EQ((d0 * 4) % 2, 0);
  EXPECT_EQ(str((d0 * 128).floorDiv(64)), "d0 * 2");
  EXPECT_EQ(str((d0 * 6).ceilDiv(3)), "d0 * 2");
  EXPECT_EQ(str((d0 * 4 + d1).floorDiv(4)), "d0 + d1 floordiv 4");
  EXPECT_EQ(str((d0 * 4 + d1) % 4), "d1 mod 4");
  EXPECT_EQ(str((d0 % 8) % 4), "d0 mod 4");
  // Floor, ceiling and modulus of constants round toward -infinity.
  EXPECT_EQ(getAffineConstantExpr(-5, &ctx).floorDiv(2), -3);
  EXPECT_EQ(getAffineConstantExpr(-7, &ctx).ceilDiv(2), -3);
  EXPECT_EQ(getAffineConstantExpr(-5, &ctx) % 3, 1);
  // Symbolic and constant factors go right.
  EXPECT_EQ(str(s0 * d0), "d0 * s0");
  EXPECT_EQ(str(s0 + d0), "d0 + s0");
  // Non-simplifying construction keeps the node as given.
  EXPECT_EQ(str(getAffineBinaryOpExpr(AffineExprKind::Add, d0,
                                      getAffineConstantExpr(0, &ctx))),
            "d0 + 0");
}

TEST(AffineTest, Printing) {
  Context ctx;
  AffineExpr d0, d1, s0;
  bindDims(&ctx, d0, d1);
  bindSymbols(&ctx, s0);
  EXPECT_EQ(str(-d0), "-d0");
  EXPECT_EQ(str(-(d0 + 1)), "-(d0 + 1)");
  EXPECT_EQ(str(d0 - d1 * 3), "d0 - d1 * 3");
  EXPECT_EQ(str(d0 - (d1 + 1)), "d0 - (d1 + 1)");
  EXPECT_EQ(str(d1 - d0 % 2), "d1 - d0 mod 2");
  EXPECT_EQ(str((d0 * s0) * 2), "(d0 * s0) * 2");
  EXPECT_EQ(str(d0.floorDiv(2).floorDiv(3)), "(d0 floordiv 2) floordiv 3");
}

TEST(AffineTest, Queries) {
  Context ctx;
  AffineExpr d0, d1, s0;
  bindDims(&ctx, d0, d1);
  bindSymbols(&ctx, s0);
  EXPECT_TRUE((s0 * 3 + 1).isSymbolicOrConstant());
  EXPECT_FALSE((d0 + s0).isSymbolicOrConstant());
  EXPECT_TRUE((d0 * 3 + d1.floorDiv(2)).isPureAffine());
  EXPECT_FALSE((d0 * s0).isPureAffine());
  EXPECT_EQ((d0 * 6 + d1 * 4).getLargestKnownDivisor(), 2);
  EXPECT_EQ(((d0 * 8).floorDiv(2)).getLargestKnownDivisor(), 4);
  EXPECT_TRUE((d0 * 12).isMultipleOf(4));
  EXPECT_TRUE((d0 + d1).isFunctionOfDim(1));
  EXPECT_FALSE((d0 + s0).isFunctionOfDim(1));
  EXPECT_TRUE((d0 + s0).isFunctionOfSymbol(0));
  EXPECT_EQ(str((d0 + d1 * 2).replaceDimsAndSymbols({d1, d0 + 1}, {})),
            "d1 + (d0 + 1) * 2");
  EXPECT_EQ(str((d0 + d1).shiftDims(2, 3)), "d3 + d4");

  unsigned visited = 0;
  (d0 + d1 * 2).walk([&](AffineExpr) { ++visited; });
  EXPECT_EQ(visited, 5u);
}

TEST(AffineTest, DeepExpressionsDoNotRecurse) {
  Context ctx;
  AffineExpr d0 = getAffineDimExpr(0, &ctx);
  // A left-deep chain of non-foldable sums: printing and queries walk it
  // with explicit stacks.
  AffineExpr e = d0;
  for (int i = 0; i < 200000; ++i)
    e = getAffineBinaryOpExpr(AffineExprKind::Add, e, d0);
  EXPECT_FALSE(e.isSymbolicOrConstant());
  EXPECT_EQ(e.getLargestKnownDivisor(), 1);
  std::string printed = str(e);
  EXPECT_EQ(printed.size(), 2 + 200000 * 5u);
}

TEST(AffineTest, Maps) {
  Context ctx;
  AffineExpr d0, d1, s0;
  bindDims(&ctx, d0, d1);
  bindSymbols(&ctx, s0);
  AffineMap empty = AffineMap::get(&ctx);
  EXPECT_EQ(str(empty), "() -> ()");
  EXPECT_TRUE(empty.isEmpty());
  EXPECT_TRUE(empty.isIdentity());

  AffineMap id = AffineMap::getMultiDimIdentityMap(2, &ctx);
  EXPECT_EQ(str(id), "(d0, d1) -> (d0, d1)");
  EXPECT_TRUE(id.isIdentity());
  EXPECT_TRUE(id.isPermutation());
  EXPECT_EQ(id, AffineMap::get(2, 0, {d0, d1}, &ctx));

  AffineMap perm = AffineMap::getPermutationMap({1, 0}, &ctx);
  EXPECT_EQ(str(perm), "(d0, d1) -> (d1, d0)");
  EXPECT_FALSE(perm.isIdentity());
  EXPECT_TRUE(perm.isPermutation());

  AffineMap minor = AffineMap::getMinorIdentityMap(3, 2, &ctx);
  EXPECT_EQ(str(minor), "(d0, d1, d2) -> (d1, d2)");
  EXPECT_TRUE(minor.isMinorIdentity());
  EXPECT_TRUE(minor.isProjectedPermutation());
  EXPECT_FALSE(minor.isPermutation());

  AffineMap c = AffineMap::getConstantMap(42, &ctx);
  EXPECT_EQ(str(c), "() -> (42)");
  EXPECT_TRUE(c.isSingleConstant());
  EXPECT_EQ(c.getSingleConstantResult(), 42);

  AffineMap withSym = AffineMap::get(2, 1, {d0 + s0, d1 * 2}, &ctx);
  EXPECT_EQ(str(withSym), "(d0, d1)[s0] -> (d0 + s0, d1 * 2)");
  EXPECT_EQ(withSym.getNumInputs(), 3u);
  EXPECT_TRUE(withSym.isFunctionOfSymbol(0));
  EXPECT_EQ(str(withSym.getSubMap({1})), "(d0, d1)[s0] -> (d1 * 2)");

  // (d0, d1) -> (d0 + d1) after (d0) -> (d0 * 2, d0 + 1): d0 * 2 + (d0 + 1)
  // leans left as (d0 * 2 + d0) + 1, whose terms merge (the form its text
  // reads back as; it used to print `d0 * 2 + d0 + 1`).
  AffineMap outer = AffineMap::get(2, 0, {d0 + d1}, &ctx);
  AffineMap inner = AffineMap::get(1, 0, {d0 * 2, d0 + 1}, &ctx);
  EXPECT_EQ(str(outer.compose(inner)), "(d0) -> (d0 * 3 + 1)");

  AffineMapAttr attr = AffineMapAttr::get(withSym);
  EXPECT_EQ(attr.getValue(), withSym);
  EXPECT_EQ(attr, AffineMapAttr::get(withSym));
}

TEST(AffineTest, IntegerSets) {
  Context ctx;
  AffineExpr d0, s0;
  bindDims(&ctx, d0);
  bindSymbols(&ctx, s0);
  IntegerSet set = IntegerSet::get(1, 1, {d0 - 10, s0 - d0}, {false, true});
  std::string s;
  llvm::raw_string_ostream os(s);
  set.print(os);
  EXPECT_EQ(s, "(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)");
  EXPECT_EQ(set.getNumEqualities(), 1u);
  EXPECT_EQ(set.getNumInequalities(), 1u);
  EXPECT_FALSE(set.isEmptyIntegerSet());
  IntegerSet empty = IntegerSet::getEmptySet(1, 0, &ctx);
  EXPECT_TRUE(empty.isEmptyIntegerSet());
  EXPECT_EQ(IntegerSetAttr::get(set).getValue(), set);
}

TEST(AffineTest, StridedLayouts) {
  Context ctx;
  const int64_t dyn = ShapedType::kDynamic;
  auto layout = StridedLayoutAttr::get(&ctx, dyn, {dyn, 1});
  EXPECT_EQ(layout.getOffset(), dyn);
  EXPECT_FALSE(layout.hasStaticLayout());
  EXPECT_EQ(str(layout.getAffineMap()),
            "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)");
  auto fixed = StridedLayoutAttr::get(&ctx, 0, {4, 1});
  EXPECT_TRUE(fixed.hasStaticLayout());
  EXPECT_EQ(str(fixed.getAffineMap()), "(d0, d1) -> (d0 * 4 + d1)");
}
