//===- AttrTypeRoundTripTest.cpp - Types and attributes against mlir-opt --===//
//
// Parses types, attributes and locations and prints them back, comparing
// with what mlir-opt 19 prints for the same text as the value of an
// attribute of an unregistered op (`--mlir-print-op-generic
// --mlir-print-local-scope`). The expected strings and diagnostics were
// collected from mlir-opt-19 once and are facts of the format. Error columns
// are relative to the start of the attribute text.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Location.h"
#include "ir/parser/Parser.h"
#include "ir/printer/AttrTypePrinter.h"

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
    {"1", "1 : i64"},
    {"-1 : i8", "-1 : i8"},
    {"true", "true"},
    {"false", "false"},
    {"1 : i1", "true"},
    {"255 : ui8", "255 : ui8"},
    {"-1 : si8", "-1 : si8"},
    {"3 : index", "3 : index"},
    {"0x10 : i32", "16 : i32"},
    {"255 : i8", "-1 : i8"},
    {"-128 : si8", "-128 : si8"},
    {"18446744073709551615 : ui64", "18446744073709551615 : ui64"},
    {"18446744073709551615", "-1 : i64"},
    {"-9223372036854775808", "-9223372036854775808 : i64"},
    {"0 : i0", "0 : i0"},
    {"1 : i65", "1 : i65"},
    {"-0x8000000000000000 : index", "-9223372036854775808 : index"},
    {"1.0", "1.000000e+00 : f64"},
    {"-0.0 : f32", "-0.000000e+00 : f32"},
    {"0x7FC00000 : f32", "0x7FC00000 : f32"},
    {"0x7F800000 : f32", "0x7F800000 : f32"},
    {"0xFF800000 : f32", "0xFF800000 : f32"},
    {"1.0e-45 : f32", "1.401300e-45 : f32"},
    {"0.1 : f32", "1.000000e-01 : f32"},
    {"0.1", "1.000000e-01 : f64"},
    {"3.14159265358979 : f64", "3.14159265358979 : f64"},
    {"1.5 : bf16", "1.500000e+00 : bf16"},
    {"65504.0 : f16", "6.550400e+04 : f16"},
    {"1.0e300", "1.000000e+300 : f64"},
    {"0x1 : f64", "4.940660e-324 : f64"},
    {"2.0 : f80", "2.000000e+00 : f80"},
    {"0.3 : f128", "0.299999999999999988897769753748434596 : f128"},
    {"1.0 : f8E4M3FN", "1.000000e+00 : f8E4M3FN"},
    {"1000.0 : f8E4M3FN", "0x7F : f8E4M3FN"},
    {"123456789.0 : f32", "0x4CEB79A3 : f32"},
    {"1.0e10", "1.000000e+10 : f64"},
    {"1.0e400", "0x7FF0000000000000 : f64"},
    {"1.17549435e-38 : f32", "1.17549435E-38 : f32"},
    {"3.0e-40 : f32", "3.000000e-40 : f32"},
    {"0x3C00 : f16", "1.000000e+00 : f16"},
    {"-0.0 : f8E5M2FNUZ", "0.000000e+00 : f8E5M2FNUZ"},
    {"1.0 : tf32", "1.000000e+00 : tf32"},
    {"1.0 : f8E5M2", "1.000000e+00 : f8E5M2"},
    {"1.0 : f8E4M3", "1.000000e+00 : f8E4M3"},
    {"1.0 : f8E4M3FNUZ", "1.000000e+00 : f8E4M3FNUZ"},
    {"1.0 : f8E4M3B11FNUZ", "1.000000e+00 : f8E4M3B11FNUZ"},
    {"- 1.0 : f16", "-1.000000e+00 : f16"},
    {"0x7FF8000000000001", "9221120237041090561 : i64"},
    {"\"a\\nb\\t\\\"c\\\\d\\01e\"", "\"a\\0Ab\\09\\22c\\\\d\\01e\""},
    {"\"x\" : i32", "\"x\" : i32"},
    {"\"\\7f\\ff\"", "\"\\7F\\FF\""},
    {"\"\"", "\"\""},
    {"unit", "unit"},
    {"[1, [2, \"x\"], []]", "[1, [2, \"x\"], []]"},
    {"[1 : i32, 1.0, 1.0 : f32, \"s\" : i32, 0x7FF8000000000000 : f64, 5 : "
     "index, true, 1 : i64]",
     "[1 : i32, 1.000000e+00, 1.000000e+00 : f32, \"s\" : i32, "
     "0x7FF8000000000000 : f64, 5 : index, true, 1]"},
    {"{b = 1, a, c = {}}", "{a, b = 1 : i64, c = {}}"},
    {"{x = 1.0, y = [1]}", "{x = 1.000000e+00 : f64, y = [1]}"},
    {"i32", "i32"},
    {"si16", "si16"},
    {"ui64", "ui64"},
    {"i1", "i1"},
    {"index", "index"},
    {"none", "none"},
    {"bf16", "bf16"},
    {"f16", "f16"},
    {"tf32", "tf32"},
    {"f32", "f32"},
    {"f64", "f64"},
    {"f80", "f80"},
    {"f128", "f128"},
    {"f8E5M2", "f8E5M2"},
    {"f8E4M3", "f8E4M3"},
    {"f8E4M3FN", "f8E4M3FN"},
    {"f8E5M2FNUZ", "f8E5M2FNUZ"},
    {"f8E4M3FNUZ", "f8E4M3FNUZ"},
    {"f8E4M3B11FNUZ", "f8E4M3B11FNUZ"},
    {"complex<f32>", "complex<f32>"},
    {"complex<i8>", "complex<i8>"},
    {"tuple<>", "tuple<>"},
    {"tuple<i32, tuple<f32>>", "tuple<i32, tuple<f32>>"},
    {"() -> ()", "() -> ()"},
    {"(i32) -> ((i32) -> i32)", "(i32) -> ((i32) -> i32)"},
    {"(i32, f32) -> (i1, i2)", "(i32, f32) -> (i1, i2)"},
    {"(i32) -> (i32)", "(i32) -> i32"},
    {"() -> (i1)", "() -> i1"},
    {"vector<4x[8]xf32>", "vector<4x[8]xf32>"},
    {"vector<f32>", "vector<f32>"},
    {"vector<[4]xi1>", "vector<[4]xi1>"},
    {"vector<2x[2]x[3]xindex>", "vector<2x[2]x[3]xindex>"},
    {"tensor<4x?xf32>", "tensor<4x?xf32>"},
    {"tensor<f32>", "tensor<f32>"},
    {"tensor<*xf32>", "tensor<*xf32>"},
    {"tensor<4xf32, \"enc\">", "tensor<4xf32, \"enc\">"},
    {"tensor<4xf32, 0>", "tensor<4xf32, 0 : i64>"},
    {"tensor<0x1xf32>", "tensor<0x1xf32>"},
    {"tensor<?x?xcomplex<f32>>", "tensor<?x?xcomplex<f32>>"},
    {"tensor<4x!foo.bar>", "tensor<4x!foo.bar>"},
    {"memref<4x?xf32>", "memref<4x?xf32>"},
    {"memref<4xf32, 1>", "memref<4xf32, 1>"},
    {"memref<4xf32, 0>", "memref<4xf32>"},
    {"memref<4xf32, 1 : i8>", "memref<4xf32, 1 : i8>"},
    {"memref<4xf32, \"gpu\">", "memref<4xf32, \"gpu\">"},
    {"memref<4xf32, {a}>", "memref<4xf32, {a}>"},
    {"memref<*xf32>", "memref<*xf32>"},
    {"memref<*xf32, 3>", "memref<*xf32, 3>"},
    {"memref<*xf32, 0>", "memref<*xf32>"},
    {"memref<f32>", "memref<f32>"},
    {"memref<0xf32>", "memref<0xf32>"},
    {"memref<2xvector<4xf32>>", "memref<2xvector<4xf32>>"},
    {"memref<2xmemref<4xf32>>", "memref<2xmemref<4xf32>>"},
    {"tensor<2x0x4xi32>", "tensor<2x0x4xi32>"},
    {"!foo.bar<1>", "!foo.bar<1>"},
    {"!foo<\"x y\">", "!foo<\"x y\">"},
    {"!foo.baz", "!foo.baz"},
    {"!foo<abc>", "!foo.abc"},
    {"!foo.a<\"x>y\">", "!foo.a<\"x>y\">"},
    {"!foo.bar<[{<>}]>", "!foo.bar<[{<>}]>"},
    {"@foo", "@foo"},
    {"@\"foo bar\"::@baz", "@\"foo bar\"::@baz"},
    {"@a::@b::@c", "@a::@b::@c"},
    {"@\"foo\\\"bar\"", "@\"foo\\22bar\""},
    {"@\"1x\"", "@\"1x\""},
    {"@foo.bar$baz", "@foo.bar$baz"},
    {"#foo.bar<1>", "#foo.bar<1>"},
    {"#foo<\"x y\">", "#foo<\"x y\">"},
    {"#foo.baz", "#foo.baz"},
    {"#foo<abc>", "#foo.abc"},
    {"#foo.bar<\"a\">", "#foo.bar<\"a\">"},
    {"#foo.x : i32", "#foo.x : i32"},
    {"#foo<\"a\\\"b\">", "#foo<\"a\\\"b\">"},
    {"#foo<a.b<1>>", "#foo.a.b<1>"},
    {"#foo<a b>", "#foo<a b>"},
    {"#foo<\"\">", "#foo<\"\">"},
    {"#foo.a<>", "#foo.a<>"},
    {"distinct[5]<1 : i32>", "distinct[0]<1 : i32>"},
    {"[distinct[5]<unit>, distinct[2]<unit>, distinct[5]<unit>]",
     "[distinct[0]<>, distinct[1]<>, distinct[0]<>]"},
    {"distinct[0]<>", "distinct[0]<>"},
    {"loc(fused[\"a\", \"b\"])", "loc(fused[\"a\", \"b\"])"},
    {"loc(fused<\"m\">[])", "loc(fused<\"m\">[unknown])"},
    {"loc(fused<\"m\">[\"a\"])", "loc(fused<\"m\">[\"a\"])"},
    {"loc(fused[\"a\"])", "loc(\"a\")"},
    {"loc(fused[unknown, \"a\":1:2])", "loc(\"a\":1:2)"},
    {"loc(fused[unknown])", "loc(unknown)"},
    {"loc(fused[])", "loc(unknown)"},
    {"loc(fused[\"a\", fused[\"b\", \"a\"]])", "loc(fused[\"a\", \"b\"])"},
    {"loc(fused<\"m\">[\"a\", fused<\"m\">[\"b\"]])",
     "loc(fused<\"m\">[\"a\", \"b\"])"},
    {"loc(callsite(\"a\" at \"b\":1:2))", "loc(callsite(\"a\" at \"b\":1:2))"},
    {"loc(\"n\"(\"f\":1:2))", "loc(\"n\"(\"f\":1:2))"},
    {"loc(unknown)", "loc(unknown)"},
    {"loc(\"a\\\"b\":0:0)", "loc(\"a\\22b\":0:0)"},
    {"loc(callsite(callsite(\"a\" at \"b\") at \"c\"))",
     "loc(callsite(callsite(\"a\" at \"b\") at \"c\"))"},
    {"loc(\"x\"(unknown))", "loc(\"x\")"},
    {"[loc(\"x\"), {a = loc(unknown)}]", "[loc(\"x\"), {a = loc(unknown)}]"},
    {"i32", "i32"},
};

const ErrorCase kErrors[] = {
    {"i16777216", 1, "integer bitwidth is limited to 16777215 bits"},
    {"memref<4xf32", 13, "expected ',' or '>' in memref type"},
    {"tensor<>", 8, "expected non-function type"},
    {"tensor<4x>", 10, "expected non-function type"},
    {"tensor<?xf32", 13, "expected '>' in tensor type"},
    {"vector<?xf32>", 8, "expected non-function type"},
    {"vector<0xf32>", 10, "vector types must have positive constant sizes"},
    {"vector<4xtensor<f32>>", 10,
     "vector elements must be int/index/float type"},
    {"complex<tensor<f32>>", 9, "invalid element type for complex"},
    {"complex<f32", 12, "expected '>' in complex type"},
    {"tuple<i32", 10, "expected '>' in tuple type"},
    {"memref<4xf32, 1, 2>", 19,
     "multiple memory spaces specified in memref type"},
    {"tensor<*xf32, 1>", 17, "cannot apply encoding to unranked tensor"},
    {"tensor<4xnone>", 10, "invalid tensor element type"},
    {"memref<4xnone>", 10, "invalid memref element type"},
    {"(i32", 5, "expected ')'"},
    {"(i32) -> ", 9, "expected non-function type"},
    {"() ->", 6, "expected non-function type"},
    {"vector<[4]x[?]xf32>", 13, "invalid dimension"},
    {"memref<4xf32, [1]>", 1, "unsupported memory space Attribute"},
    {"memref<4xf32, i32>", 1, "unsupported memory space Attribute"},
    {"!foo", 5, "undefined symbol alias id 'foo'"},
    {"#foo", 5, "undefined symbol alias id 'foo'"},
    {"256 : i8", 1, "integer constant out of range for attribute"},
    {"-129 : i8", 2, "integer constant out of range for attribute"},
    {"-1 : ui8", 2,
     "negative integer literal not valid for unsigned integer type"},
    {"-0 : ui8", 2,
     "negative integer literal not valid for unsigned integer type"},
    {"255 : si8", 1, "integer constant out of range for attribute"},
    {"2 : i1", 1, "integer constant out of range for attribute"},
    {"1 : i0", 1, "integer constant out of range for attribute"},
    {"18446744073709551616", 1, "integer constant out of range for attribute"},
    {"1 : f32", 1,
     "unexpected decimal integer literal for a floating point value"},
    {"1.5 : i32", 10, "floating point value not valid for specified type"},
    {"0x123456789 : f32", 1,
     "hexadecimal float constant out of range for type"},
    {"-0x3F800000 : f32", 2,
     "hexadecimal float literal should not have a leading minus"},
    {"\"x\" : ", 6, "expected non-function type"},
    {"[1, 2", 6, "expected ',' or ']'"},
    {"{a = 1, a = 2}", 9, "duplicate key 'a' in dictionary attribute"},
    {"{1 = 2}", 2, "expected attribute name"},
    {"{a = }", 5, "expected attribute value"},
    {"{\"\" = 1}", 2, "expected valid attribute name"},
    {"@foo::", 7, "expected nested symbol reference identifier"},
    {"@foo::bar", 7, "expected nested symbol reference identifier"},
    {"-\"x\"", 2, "expected constant integer or floating point value"},
    {"\"a\\qb\"", 3, "unknown escape in string literal"},
    {"`", 1, "unexpected character"},
    {"@", 2, "@ identifier expected to start with letter or '_'"},
    {"#", 1, "invalid attribute name"},
    {"$", 1, "unexpected character"},
    {".5", 2, "expected three consecutive dots for an ellipsis"},
    {"!", 1, "invalid type identifier"},
    {"%", 1, "invalid SSA name"},
    {"#foo<", 5, "unbalanced '<' character in pretty dialect name"},
    {"#foo.a<(>", 7, "unbalanced '(' character in pretty dialect name"},
    {"!foo.a<b", 7, "unbalanced '<' character in pretty dialect name"},
    {"#foo.bar<{]>", 9, "unbalanced '{' character in pretty dialect name"},
    {"loc(", 5, "expected location instance"},
    {"loc(foo)", 5, "expected location instance"},
    {"loc(\"a\":x)", 9, "expected integer line number in FileLineColLoc"},
    {"loc(\"a\":1)", 10, "expected ':' in FileLineColLoc"},
    {"loc(\"a\":1:x)", 11, "expected integer column number in FileLineColLoc"},
    {"loc(\"a\"(1))", 9, "expected location instance"},
    {"loc(callsite \"a\")", 13, "expected '(' in callsite location"},
    {"loc(callsite(\"a\" \"b\"))", 17, "expected 'at' in callsite location"},
    {"loc(fused \"a\")", 10, "expected '[' in fused location"},
    {"loc(fused<\"m\" [\"a\"])", 14,
     "expected '>' after fused location metadata"},
    {"loc(fused[\"a\" \"b\"])", 14, "expected ']' in fused location"},
    {"loc(\"a\"", 8, "expected ')' in inline location"},
    {"loc(#foo)", 9, "undefined symbol alias id 'foo'"},
    {"distinct", 9, "expected '[' after 'distinct'"},
    {"distinct[", 10, "expected distinct ID"},
    {"distinct[x]", 10, "expected distinct ID"},
    {"distinct[1", 11, "expected ']' to close distinct ID"},
    {"distinct[1]", 12, "expected '<' after distinct ID"},
    {"distinct[1]<1", 14, "expected '>' to close distinct attribute"},
    {"[distinct[1]<1>, distinct[1]<2>]", 18,
     "referenced attribute does not match previous definition: 1 : i64"},
    {"{\"a b\" = 1, \"\" = 2}", 13, "expected valid attribute name"},
    {"memref<4xf32, #foo.space>", 1, "unsupported memory space Attribute"},
    {"memref<4x!foo.t, #foo.space>", 10, "invalid memref element type"},
    {"!foo.a<(>)>", 7, "unbalanced '(' character in pretty dialect name"},
};

/// Collects the first error reported while it lives.
class ErrorCollector {
public:
  explicit ErrorCollector(Context &ctx)
      : handler(&ctx, [this](Diagnostic &diag) {
          if (!seen) {
            seen = true;
            message = diag.getMessage();
            if (auto loc = diag.getLocation().dyn_cast<FileLineColLoc>())
              column = loc.getColumn();
          }
          return success();
        }) {}
  bool seen = false;
  std::string message;
  unsigned column = 0;

private:
  ScopedDiagnosticHandler handler;
};

std::string print(Attribute attr) {
  std::string result;
  llvm::raw_string_ostream os(result);
  attr.print(os);
  return result;
}

class AttrTypeRoundTripTest : public ::testing::Test {
protected:
  AttrTypeRoundTripTest() { ctx.allowUnregisteredDialects(); }
  Context ctx;
};

TEST_F(AttrTypeRoundTripTest, PrintsAsMlirOpt) {
  for (const RoundTripCase &c : kRoundTrips) {
    ErrorCollector errors(ctx);
    Attribute attr = parseAttribute(c.input, &ctx);
    ASSERT_TRUE(attr) << "failed to parse: " << c.input << ": "
                      << errors.message;
    EXPECT_EQ(print(attr), c.expected) << "input: " << c.input;
    // The printed form reads back to the same attribute (distinct
    // attributes are fresh on every parse).
    if (llvm::StringRef(c.expected).contains("distinct"))
      continue;
    Attribute again = parseAttribute(c.expected, &ctx);
    EXPECT_EQ(again, attr) << "reparse of: " << c.expected;
  }
}

TEST_F(AttrTypeRoundTripTest, ReportsErrorsAsMlirOpt) {
  for (const ErrorCase &c : kErrors) {
    ErrorCollector errors(ctx);
    Attribute attr = parseAttribute(c.input, &ctx);
    EXPECT_FALSE(attr) << "unexpectedly parsed: " << c.input;
    EXPECT_TRUE(errors.seen) << "no error for: " << c.input;
    EXPECT_EQ(errors.message, c.message) << "input: " << c.input;
    EXPECT_EQ(errors.column, c.column) << "input: " << c.input;
  }
}

TEST_F(AttrTypeRoundTripTest, TypesPrintStandalone) {
  const char *types[] = {"i32",
                         "memref<4x?xf32, 1>",
                         "(i32) -> (i1, f32)",
                         "vector<[4]x8xf32>",
                         "tensor<*xbf16>",
                         "!foo.bar<\"a\">"};
  for (const char *text : types) {
    Type type = parseType(text, &ctx);
    ASSERT_TRUE(type) << text;
    std::string printed;
    llvm::raw_string_ostream os(printed);
    type.print(os);
    EXPECT_EQ(printed, text);
  }
}

TEST_F(AttrTypeRoundTripTest, TrailingTextIsReported) {
  ErrorCollector errors(ctx);
  EXPECT_FALSE(parseType("i32 x", &ctx));
  EXPECT_TRUE(errors.seen);
  size_t numRead = 0;
  EXPECT_TRUE(parseType("i32 x", &ctx, &numRead));
  EXPECT_EQ(numRead, 3u);
}

TEST_F(AttrTypeRoundTripTest, DeepNestingIsAnErrorNotACrash) {
  std::string text(100000, '[');
  ErrorCollector errors(ctx);
  EXPECT_FALSE(parseAttribute(text, &ctx));
  EXPECT_TRUE(errors.seen);
}
} // namespace
