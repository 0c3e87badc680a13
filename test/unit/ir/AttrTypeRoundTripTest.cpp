//===- AttrTypeRoundTripTest.cpp - Types and attributes against mlir-opt --===//
//
// Parses types, attributes and locations and prints them back, comparing
// with what mlir-opt 19 prints for the same text as the value of an
// attribute of an unregistered op (`--mlir-print-op-generic
// --mlir-print-local-scope`). The expected strings and diagnostics were
// collected from mlir-opt-19 once and are facts of the format. Error columns
// are relative to the start of the attribute text.
//
// Also checks replaceImmediateSubElements, the rebuilding counterpart of
// walkImmediateSubElements, on every builtin kind, and the symbol renaming
// built on it.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "ir/SymbolTable.h"
#include "ir/parser/Parser.h"
#include "ir/printer/AttrTypePrinter.h"

#include "IRTestUtils.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
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
    {"loc(\"outer\"(\"inner\"(\"f\":1:2)))",
     "loc(\"outer\"(\"inner\"(\"f\":1:2)))"},
    {"i32", "i32"},
    {"tensor<4xf32, >", "tensor<4xf32>"},
    {"tensor<*xf32, >", "tensor<*xf32>"},
    {"#foo.x<affine_map<(d0) -> (d0)>>", "#foo.x<affine_map<(d0) -> (d0)>>"},
    {"!foo.t<(i32) -> i32>", "!foo.t<(i32) -> i32>"},
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
    {"memref<4x4xf32, affine_map<(d0) -> (d0)>>", 1,
     "memref layout mismatch between rank and affine map: 2 != 1"},
    {"memref<4xf32, strided<[1, 1]>>", 1,
     "expected the number of strides to match the rank"},
    {"memref<*xf32, strided<[1]>>", 27,
     "cannot have affine map for unranked memref type"},
    {"memref<4xf32, 1, strided<[1]>>", 30,
     "expected memory space to be last in memref type"},
    {"tensor<4xf32, ,>", 14, "expected '>' in tensor type"},
    {"[1, 2", 6, "expected ',' or ']'"},
    {"dense<[1 2]> : tensor<2xi32>", 9, "expected ']'"},
    {"affine_map<(d0) -> (d0 d0)>", 23, "expected ')' in affine map range"},
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
TEST_F(AttrTypeRoundTripTest, FunctionTypeListsWithoutUniquing) {
  auto parseLists = [&](llvm::StringRef text, std::string &out) {
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t"),
                           llvm::SMLoc());
    SymbolState symbols;
    symbols.typeAliasDefinitions["fn"] = FunctionType::get(
        &ctx, {IntegerType::get(&ctx, 8)}, {IndexType::get(&ctx)});
    symbols.typeAliasDefinitions["int"] = IntegerType::get(&ctx, 8);
    ParserConfig config(&ctx);
    ParserState state(mgr, config, symbols);
    Parser parser(state);
    llvm::SmallVector<Type> inputs, results;
    ErrorCollector errors(ctx);
    if (failed(parser.parseFunctionTypeLists(inputs, results))) {
      out = std::to_string(errors.column) + ": " + errors.message;
      return;
    }
    llvm::raw_string_ostream os(out);
    for (Type t : inputs)
      os << t << ' ';
    os << "->";
    for (Type t : results)
      os << ' ' << t;
  };
  std::pair<const char *, const char *> cases[] = {
      {"(i32, f32) -> (i1, index)", "i32 f32 -> i1 index"},
      {"() -> ()", "->"},
      {"(tensor<2xi8>) -> memref<4xf32>", "tensor<2xi8> -> memref<4xf32>"},
      {"!fn", "i8 -> index"},
      {"i32", "1: expected function type"},
      {"!int", "1: expected function type"},
      // At the end of the buffer the error moves back onto the last
      // character, as mlir-opt places it.
      {"(i32)", "5: expected '->' in function type"},
  };
  for (auto [input, expected] : cases) {
    std::string out;
    parseLists(input, out);
    EXPECT_EQ(out, expected) << input;
  }
}

//===----------------------------------------------------------------------===//
// replaceImmediateSubElements
//===----------------------------------------------------------------------===//

/// The immediate sub-elements of `element`, as walkImmediateSubElements
/// reports them.
template <class T>
std::pair<llvm::SmallVector<Attribute>, llvm::SmallVector<Type>>
subElements(T element) {
  llvm::SmallVector<Attribute> attrs;
  llvm::SmallVector<Type> types;
  walkImmediateSubElements(
      element, [&](Attribute a) { attrs.push_back(a); },
      [&](Type t) { types.push_back(t); });
  return {attrs, types};
}

/// Rebuilds `element` bottom-up, renaming `@f` to `@k`, the string
/// "a.mlir" to "b.mlir" and the type f16 to bf16 wherever they are nested
/// (recursion is fine on these small inputs).
class DeepRenamer {
public:
  explicit DeepRenamer(Context &ctx) : ctx(ctx) {}

  Attribute operator()(Attribute attr) {
    if (attr == FlatSymbolRefAttr::get(&ctx, "f"))
      return FlatSymbolRefAttr::get(&ctx, "k");
    if (attr == StringAttr::get(&ctx, "a.mlir"))
      return StringAttr::get(&ctx, "b.mlir");
    auto [attrs, types] = subElements(attr);
    for (Attribute &a : attrs)
      a = (*this)(a);
    for (Type &t : types)
      t = (*this)(t);
    return replaceImmediateSubElements(attr, attrs, types);
  }
  Type operator()(Type type) {
    if (type == FloatType::getF16(&ctx))
      return FloatType::getBF16(&ctx);
    auto [attrs, types] = subElements(type);
    for (Attribute &a : attrs)
      a = (*this)(a);
    for (Type &t : types)
      t = (*this)(t);
    return replaceImmediateSubElements(type, attrs, types);
  }

private:
  Context &ctx;
};

const RoundTripCase kRenames[] = {
    // Containers and symbol references.
    {"[@f, {a = @f, b = @g}]", "[@k, {a = @k, b = @g}]"},
    {"@a::@f::@c", "@a::@k::@c"},
    {"@f::@a", "@f::@a"},
    {"distinct[0]<[@f]>", "distinct[0]<[@k]>"},
    // Types, through type attributes.
    {"tensor<2xf16, @f>", "tensor<2xbf16, @k>"},
    {"tensor<*xf16>", "tensor<*xbf16>"},
    {"memref<4xf16, affine_map<(d0) -> (d0 + 1)>, {x = @f}>",
     "memref<4xbf16, affine_map<(d0) -> (d0 + 1)>, {x = @k}>"},
    {"memref<2xf16, strided<[1], offset: 2>>",
     "memref<2xbf16, strided<[1], offset: 2>>"},
    {"memref<*xf16, {s = @f}>", "memref<*xbf16, {s = @k}>"},
    {"(f16, tensor<*xf16>) -> (complex<f16>, tuple<f16, vector<[2]x4xf16>>)",
     "(bf16, tensor<*xbf16>) -> (complex<bf16>, tuple<bf16, "
     "vector<[2]x4xbf16>>)"},
    {"!foo.bar<\"x\">", "!foo.bar<\"x\">"},
    // Typed scalars.
    {"\"s\" : tensor<1xf16>", "\"s\" : tensor<1xbf16>"},
    // Element attributes: only the type's encoding changes.
    {"dense<[1.0, 2.0]> : tensor<2xf32, @f>",
     "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32, @k>"},
    {"dense<7> : tensor<2xi8, [@f]>", "dense<7> : tensor<2xi8, [@k]>"},
    {"dense<[\"a\", \"b\"]> : tensor<2x!foo.s, @f>",
     "dense<[\"a\", \"b\"]> : tensor<2x!foo.s, @k>"},
    {"sparse<[[0]], [1]> : tensor<2xi32, @f>",
     "sparse<0, 1> : tensor<2xi32, @k>"},
    {"dense_resource<blob> : tensor<2xi8, @f>",
     "dense_resource<blob> : tensor<2xi8, @k>"},
    // Kinds without nested symbols come back as they were.
    {"array<f32: 1.0>", "array<f32: 1.000000e+00>"},
    {"affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0)>"},
    {"#foo.x<1>", "#foo.x<1>"},
    {"unit", "unit"},
    {"1 : i32", "1 : i32"},
};

TEST_F(AttrTypeRoundTripTest, ReplaceImmediateSubElementsRebuildsEveryKind) {
  DeepRenamer rename(ctx);
  for (const RoundTripCase &c : kRenames) {
    ErrorCollector errors(ctx);
    Attribute attr = parseAttribute(c.input, &ctx);
    ASSERT_TRUE(attr) << c.input << ": " << errors.message;
    Attribute renamed = rename(attr);
    EXPECT_EQ(print(renamed), c.expected) << "input: " << c.input;
    // Nothing to rename gives back the very same attribute.
    if (llvm::StringRef(c.input) == c.expected) {
      EXPECT_EQ(renamed, attr) << "input: " << c.input;
    }
  }
}

TEST_F(AttrTypeRoundTripTest, ReplaceImmediateSubElementsOfLocations) {
  DeepRenamer rename(ctx);
  auto file = [&](llvm::StringRef name) -> LocationAttr {
    return FileLineColLoc::get(&ctx, name, 1, 2);
  };
  LocationAttr before = FusedLoc::getUnsimplified(
      &ctx,
      {file("a.mlir"),
       NameLoc::get(StringAttr::get(&ctx, "n"),
                    CallSiteLoc::get(file("a.mlir"), file("c.mlir"))),
       NameLoc::get(StringAttr::get(&ctx, "a.mlir"))},
      FlatSymbolRefAttr::get(&ctx, "f"));
  LocationAttr after = FusedLoc::getUnsimplified(
      &ctx,
      {file("b.mlir"),
       NameLoc::get(StringAttr::get(&ctx, "n"),
                    CallSiteLoc::get(file("b.mlir"), file("c.mlir"))),
       NameLoc::get(StringAttr::get(&ctx, "b.mlir"))},
      FlatSymbolRefAttr::get(&ctx, "k"));
  EXPECT_EQ(rename(before), Attribute(after));

  int anchor = 0;
  auto opaque = OpaqueLoc::get(reinterpret_cast<uintptr_t>(&anchor),
                               TypeID::get<int>(), file("a.mlir"));
  auto renamed = llvm::dyn_cast<OpaqueLoc>(rename(opaque));
  ASSERT_TRUE(renamed);
  EXPECT_EQ(renamed.getUnderlyingLocation(),
            reinterpret_cast<uintptr_t>(&anchor));
  EXPECT_EQ(renamed.getFallbackLocation(), file("b.mlir"));
}

TEST_F(AttrTypeRoundTripTest, ReplaceImmediateSubElementsOneLevel) {
  // Only the given immediate children change; deeper ones are whatever the
  // replacements hold.
  Attribute attr = parseAttribute("[[@f], @f, 3]", &ctx);
  ASSERT_TRUE(attr);
  auto [attrs, types] = subElements(attr);
  ASSERT_EQ(attrs.size(), 3u);
  EXPECT_TRUE(types.empty());
  attrs[1] = FlatSymbolRefAttr::get(&ctx, "k");
  EXPECT_EQ(print(replaceImmediateSubElements(attr, attrs, types)),
            "[[@f], @k, 3]");

  // A dictionary whose keys change is sorted again.
  Attribute dict = parseAttribute("{a = 1, z = 2}", &ctx);
  auto [dictAttrs, dictTypes] = subElements(dict);
  ASSERT_EQ(dictAttrs.size(), 4u);
  dictAttrs[0] = StringAttr::get(&ctx, "zz");
  EXPECT_EQ(print(replaceImmediateSubElements(dict, dictAttrs, dictTypes)),
            "{z = 2 : i64, zz = 1 : i64}");

  // Typed integers and floats take the new type.
  Attribute integer = parseAttribute("5 : i32", &ctx);
  Type si32 = IntegerType::get(&ctx, 32, IntegerType::Signed);
  EXPECT_EQ(print(replaceImmediateSubElements(integer, {}, {si32})),
            "5 : si32");

  // A distinct attribute with a new referenced attribute is a new one.
  Attribute distinct = parseAttribute("distinct[0]<1>", &ctx);
  Attribute unit = UnitAttr::get(&ctx);
  Attribute replaced = replaceImmediateSubElements(distinct, {unit}, {});
  EXPECT_NE(replaced, distinct);
  EXPECT_EQ(llvm::cast<DistinctAttr>(replaced).getReferencedAttr(), unit);
  EXPECT_EQ(
      replaceImmediateSubElements(distinct, {parseAttribute("1", &ctx)}, {}),
      distinct);
}

/// replaceAllSymbolUses renames references nested anywhere in an op's
/// attributes: in types, locations used as attributes, elements...
TEST(SymbolRenameTest, RenamesReferencesNestedInTypesAndAttributes) {
  test::TestContext tc;
  Context &ctx = tc.ctx;
  auto named = [&](llvm::StringRef name, Attribute value) {
    return NamedAttribute(StringAttr::get(&ctx, name), value);
  };
  OwningOpRef<> top(test::create(ctx, "test.table", {.numRegions = 1}));
  Block *body = test::addBlock(top.get());
  test::append(ctx, body, "test.symbol",
               {.attrs = {named("sym_name", StringAttr::get(&ctx, "f"))}});
  const char *inputs[] = {
      "tensor<2xf32, @f>",
      "dense<1.0> : tensor<2xf32, {enc = [@f]}>",
      "memref<4xf32, {space = @f}>",
      "(tensor<1xi8, @f>) -> ()",
      "[\"x\" : tensor<1xi8, @f>, @f::@g]",
  };
  const char *expected[] = {
      "tensor<2xf32, @k>",
      "dense<1.000000e+00> : tensor<2xf32, {enc = [@k]}>",
      "memref<4xf32, {space = @k}>",
      "(tensor<1xi8, @k>) -> ()",
      "[\"x\" : tensor<1xi8, @k>, @k::@g]",
  };
  llvm::SmallVector<Operation *> users;
  for (const char *input : inputs) {
    Attribute value = parseAttribute(input, &ctx);
    ASSERT_TRUE(value) << input;
    users.push_back(
        test::append(ctx, body, "test.plain", {.attrs = {named("v", value)}}));
  }
  ASSERT_TRUE(succeeded(SymbolTable::replaceAllSymbolUses(
      StringAttr::get(&ctx, "f"), StringAttr::get(&ctx, "k"),
      &top->getRegion(0))));
  for (size_t i = 0; i < users.size(); ++i)
    EXPECT_EQ(print(users[i]->getAttr("v")), expected[i]) << inputs[i];

  // A distinct attribute shared by two ops stays shared after the rename.
  Attribute shared = parseAttribute("distinct[0]<[@k]>", &ctx);
  ASSERT_TRUE(shared);
  Operation *first =
      test::append(ctx, body, "test.plain", {.attrs = {named("d", shared)}});
  Operation *second =
      test::append(ctx, body, "test.plain", {.attrs = {named("d", shared)}});
  ASSERT_TRUE(succeeded(SymbolTable::replaceAllSymbolUses(
      StringAttr::get(&ctx, "k"), StringAttr::get(&ctx, "m"),
      &top->getRegion(0))));
  Attribute renamed = first->getAttr("d");
  EXPECT_NE(renamed, shared);
  EXPECT_EQ(second->getAttr("d"), renamed);
  EXPECT_EQ(print(llvm::cast<DistinctAttr>(renamed).getReferencedAttr()),
            "[@m]");
}
} // namespace
