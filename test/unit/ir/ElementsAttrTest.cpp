//===- ElementsAttrTest.cpp - Dense, sparse, resource and array attributes
//-===//
//
// Parses elements attributes and prints them back, comparing with what
// mlir-opt 19 prints for the same text as the value of an attribute of an
// unregistered op (`--mlir-print-op-generic --mlir-print-local-scope`, and
// `--mlir-elide-elementsattrs-if-larger=2` for the elision cases). The
// expected strings and diagnostics were collected from mlir-opt-19 and are
// facts of the format. Error columns are relative to the start of the
// attribute text. Also checks the element access API and the resource blob
// manager.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "ir/parser/Parser.h"
#include "ir/printer/AttrTypePrinter.h"

#include "llvm/ADT/StringExtras.h"
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
    {"dense<1> : tensor<4xi32>", "dense<1> : tensor<4xi32>"},
    {"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
     "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
    {"dense<\"0x0100000002000000\"> : tensor<2xi32>",
     "dense<[1, 2]> : tensor<2xi32>"},
    {"dense<\"0x01000000\"> : tensor<4xi32>", "dense<1> : tensor<4xi32>"},
    {"dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"},
    {"dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"},
    {"dense<[1.0, 2.5]> : tensor<2xf32>",
     "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"},
    {"dense<0x7FC00000> : tensor<2xf32>", "dense<0x7FC00000> : tensor<2xf32>"},
    {"dense<(1, 2)> : tensor<complex<i32>>",
     "dense<(1,2)> : tensor<complex<i32>>"},
    {"dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>",
     "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : "
     "tensor<2xcomplex<f32>>"},
    {"dense<[true, false]> : tensor<2xi1>",
     "dense<[true, false]> : tensor<2xi1>"},
    {"dense<true> : vector<3xi1>", "dense<true> : vector<3xi1>"},
    {"dense<[1, 2]> : vector<2xindex>", "dense<[1, 2]> : vector<2xindex>"},
    {"dense<255> : tensor<2xi8>", "dense<-1> : tensor<2xi8>"},
    {"dense<[0.1, 3.3333333]> : tensor<2xf32>",
     "dense<[1.000000e-01, 3.33333325]> : tensor<2xf32>"},
    {"dense<[1, 1, 1]> : tensor<3xi32>", "dense<1> : tensor<3xi32>"},
    {"dense<\"0x01\"> : tensor<4xi1>",
     "dense<[true, false, false, false]> : tensor<4xi1>"},
    {"dense<\"0xFF\"> : tensor<4xi1>", "dense<true> : tensor<4xi1>"},
    {"dense<\"0x05\"> : tensor<4xi1>",
     "dense<[true, false, true, false]> : tensor<4xi1>"},
    {"dense<\"0x\"> : tensor<0xi32>", "dense<> : tensor<0xi32>"},
    {"dense<\"0x0100000002000000\"> : tensor<1xcomplex<i32>>",
     "dense<(1,2)> : tensor<1xcomplex<i32>>"},
    {"dense<\"0x000080BF\"> : tensor<2xf32>",
     "dense<-1.000000e+00> : tensor<2xf32>"},
    {"dense<\"0x01000000\"> : tensor<i32>", "dense<1> : tensor<i32>"},
    {"dense<\"0x010000\"> : tensor<2xi17>", "dense<1> : tensor<2xi17>"},
    {"dense<[1, 2]> : tensor<2xi17>", "dense<[1, 2]> : tensor<2xi17>"},
    {"dense<[[]]> : tensor<1x0xi32>", "dense<> : tensor<1x0xi32>"},
    {"dense<[[], []]> : tensor<2x0xi32>", "dense<> : tensor<2x0xi32>"},
    {"dense<1> : tensor<0xi32>", "dense<1> : tensor<0xi32>"},
    {"dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
     "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"},
    {"dense<\"a\"> : tensor<2x!foo.s>", "dense<\"a\"> : tensor<2x!foo.s>"},
    {"dense<[\"a\", \"a\"]> : tensor<2x!foo.s>",
     "dense<\"a\"> : tensor<2x!foo.s>"},
    {"dense<\"a\\00b\"> : tensor<!foo.s>",
     "dense<\"a\\00b\"> : tensor<!foo.s>"},
    {"dense<1> : tensor<2x!foo.s>", "dense<\"\"> : tensor<2x!foo.s>"},
    {"dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>",
     "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf8E4M3FN>"},
    {"dense<[1.0, 2.0]> : tensor<2xbf16>",
     "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>"},
    {"dense<[1.0, 2.0]> : tensor<2xf80>",
     "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf80>"},
    {"dense<[0x3C00]> : tensor<1xf16>", "dense<1.000000e+00> : tensor<1xf16>"},
    {"dense<[-1.0, 0.0, -0.0, 1.0e10, 1.5e-7]> : tensor<5xf64>",
     "dense<[-1.000000e+00, 0.000000e+00, -0.000000e+00, 1.000000e+10, "
     "1.500000e-07]> : tensor<5xf64>"},
    {"dense<[1]> : tensor<1xi1>", "dense<true> : tensor<1xi1>"},
    {"dense<[-1]> : tensor<1xi1>", "dense<true> : tensor<1xi1>"},
    {"dense<[-1]> : tensor<1xsi8>", "dense<-1> : tensor<1xsi8>"},
    {"dense<[255]> : tensor<1xui8>", "dense<255> : tensor<1xui8>"},
    {"dense<[-128, 127]> : tensor<2xsi8>",
     "dense<[-128, 127]> : tensor<2xsi8>"},
    {"dense<[1, 2]> : tensor<2xcomplex<i32>>",
     "dense<(1,2)> : tensor<2xcomplex<i32>>"},
    {"dense<(1, 2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"},
    {"dense<0xFFFFFFFFFFFFFFFF> : tensor<1xi64>", "dense<-1> : tensor<1xi64>"},
    {"dense<-0x1> : tensor<1xi64>", "dense<-1> : tensor<1xi64>"},
    {"dense<\"0x0F\"> : tensor<4xi1>", "dense<true> : tensor<4xi1>"},
    {"dense<\"0xF5\"> : tensor<4xi1>",
     "dense<[true, false, true, false]> : tensor<4xi1>"},
    {"dense_resource<blob1> : tensor<3xi64>",
     "dense_resource<blob1> : tensor<3xi64>"},
    {"dense<[1, 2]> : memref<2xi32>", "dense<[1, 2]> : memref<2xi32>"},
    {"dense<[1.0, 2.0]> : tensor<2xcomplex<f32>>",
     "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>"},
    {"dense<[(1.0, 2.0)]> : tensor<1xf32>",
     "dense<1.000000e+00> : tensor<1xf32>"},
    {"dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>",
     "dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>"},
    {"dense<0x1> : tensor<2xf32>", "dense<1.401300e-45> : tensor<2xf32>"},
    {"dense<[1.0]> : tensor<1xf32>", "dense<1.000000e+00> : tensor<1xf32>"},
    {"dense<[123]> : tensor<1x!foo.s>", "dense<\"2\"> : tensor<1x!foo.s>"},
    {"dense<[1.5]> : tensor<1x!foo.s>", "dense<\".\"> : tensor<1x!foo.s>"},
    {"dense<[true, 1]> : tensor<2xi1>", "dense<true> : tensor<2xi1>"},
    {"dense<1> : tensor<2xindex>", "dense<1> : tensor<2xindex>"},
    {"dense<[9223372036854775808]> : tensor<1xi64>",
     "dense<-9223372036854775808> : tensor<1xi64>"},
    {"dense<[0.5]> : tensor<1xf80>", "dense<5.000000e-01> : tensor<1xf80>"},
    {"dense<1.0e400> : tensor<1xf64>",
     "dense<0x7FF0000000000000> : tensor<1xf64>"},
    {"dense<[1.0, 2.0]> : tensor<2xtf32>",
     "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xtf32>"},
    {"dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : "
     "tensor<2x2x3xi16>",
     "dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : "
     "tensor<2x2x3xi16>"},
    {"dense<[[1.5, 2.5]]> : tensor<1x2xf64>",
     "dense<[[1.500000e+00, 2.500000e+00]]> : tensor<1x2xf64>"},
    {"dense<[[true], [false], [true]]> : vector<3x1xi1>",
     "dense<[[true], [false], [true]]> : vector<3x1xi1>"},
    {"dense<[3.3333333, 1.0e-3, 123456789.0]> : tensor<3xf64>",
     "dense<[3.3333333000000001, 1.000000e-03, 0x419D6F3454000000]> : "
     "tensor<3xf64>"},
    {"sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
     "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>"},
    {"sparse<[[0, 0]], 1> : tensor<3x4xi32>", "sparse<0, 1> : tensor<3x4xi32>"},
    {"sparse<[[0, 0], [1, 1]], 1> : tensor<3x4xi32>",
     "sparse<[[0, 0], [1, 1]], 1> : tensor<3x4xi32>"},
    {"sparse<[0, 1], [1, 5]> : tensor<3xi32>",
     "sparse<[0, 1], [1, 5]> : tensor<3xi32>"},
    {"sparse<[[0], [1]], [1.0, 5.0]> : tensor<3xf32>",
     "sparse<[[0], [1]], [1.000000e+00, 5.000000e+00]> : tensor<3xf32>"},
    {"sparse<> : tensor<3xi32>", "sparse<> : tensor<3xi32>"},
    {"sparse<[], []> : tensor<3xi32>", "sparse<> : tensor<3xi32>"},
    {"sparse<[[0, 0]], [\"a\"]> : tensor<3x4x!foo.s>",
     "sparse<0, \"a\"> : tensor<3x4x!foo.s>"},
    {"sparse<0, 1> : tensor<3xi32>", "sparse<0, 1> : tensor<3xi32>"},
    {"sparse<[1], 1> : tensor<3xi32>", "sparse<1, 1> : tensor<3xi32>"},
    {"sparse<[[0, 1], [1, 0]], [(1, 2), (3, 4)]> : tensor<2x2xcomplex<i32>>",
     "sparse<[[0, 1], [1, 0]], [(1,2), (3,4)]> : tensor<2x2xcomplex<i32>>"},
    {"sparse<[[0, 0], [1, 2]], \"0x0100000005000000\"> : tensor<3x4xi32>",
     "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>"},
    {"array<i64: 1, 2, 3>", "array<i64: 1, 2, 3>"},
    {"array<i32>", "array<i32>"},
    {"array<i1: true, false>", "array<i1: true, false>"},
    {"array<f32: 1.0>", "array<f32: 1.000000e+00>"},
    {"array<f64: 1.0, -2.5, 0.1>",
     "array<f64: 1.000000e+00, -2.500000e+00, 1.000000e-01>"},
    {"array<i8: -128, 127>", "array<i8: -128, 127>"},
    {"array<i8: 128>", "array<i8: -128>"},
    {"array<i16: 0x10>", "array<i16: 16>"},
    {"array<f32: 0x3F800000>", "array<f32: 1.000000e+00>"},
    {"array<si8: 1>", "array<si8: 1>"},
    {"array<ui8: 255>", "array<ui8: 255>"},
    {"array<bf16: 1.5>", "array<bf16: 1.500000e+00>"},
    {"array<f16: 1.0>", "array<f16: 1.000000e+00>"},
    {"array<i64:1,2>", "array<i64: 1, 2>"},
    {"array<i64: -1>", "array<i64: -1>"},
    {"array<si8: -128>", "array<si8: -128>"},
    {"array<ui8: -1>", "array<ui8: 255>"},
};

/// Printed with elideElementsAttrsIfLarger = 2.
const RoundTripCase kElided[] = {
    {"dense<[1, 2, 3]> : tensor<3xi32>",
     "dense_resource<__elided__> : tensor<3xi32>"},
    {"dense<[1, 2]> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"},
    {"dense<1> : tensor<30xi32>", "dense<1> : tensor<30xi32>"},
    {"dense<[\"a\", \"b\", \"c\"]> : tensor<3x!foo.s>",
     "dense_resource<__elided__> : tensor<3x!foo.s>"},
    {"dense<\"a\"> : tensor<3x!foo.s>", "dense<\"a\"> : tensor<3x!foo.s>"},
    {"sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
     "dense_resource<__elided__> : tensor<3x4xi32>"},
    {"sparse<[[0, 0], [1, 2], [2, 2]], [1, 5, 7]> : tensor<3x4xi32>",
     "dense_resource<__elided__> : tensor<3x4xi32>"},
    {"sparse<[[0, 0]], [1]> : tensor<3x4xi32>",
     "sparse<0, 1> : tensor<3x4xi32>"},
    {"sparse<[0, 1], [1, 1]> : tensor<3xi32>",
     "sparse<[0, 1], 1> : tensor<3xi32>"},
    {"sparse<[0, 1, 2], [1, 1, 1]> : tensor<3xi32>",
     "dense_resource<__elided__> : tensor<3xi32>"},
    {"array<i64: 1, 2, 3>", "array<i64: 1, 2, 3>"},
    {"dense_resource<blob1> : tensor<3xi64>",
     "dense_resource<blob1> : tensor<3xi64>"},
    {"dense<[(1,2),(3,4),(5,6)]> : tensor<3xcomplex<i32>>",
     "dense_resource<__elided__> : tensor<3xcomplex<i32>>"},
};

const ErrorCase kErrors[] = {
    {"dense<1> : tensor<?xi32>", 25,
     "elements literal type must have static shape"},
    {"dense<[1, 2]> : tensor<3xi32>", 15,
     "inferred shape of elements literal ([2]) does not match type ([3])"},
    {"dense<1> : i32", 15, "elements literal must be a shaped type"},
    {"dense<1>", 9, "expected ':'"},
    {"dense<[1, 2]> : tensor<2xf32>", 30,
     "expected floating-point elements, but parsed integer"},
    {"dense<[1.5, 2]> : tensor<2xi32>", 8,
     "expected integer elements, but parsed floating-point"},
    {"dense<-1> : tensor<2xui8>", 8,
     "expected unsigned integer elements, but parsed negative value"},
    {"dense<256> : tensor<2xi8>", 7, "integer constant out of range for type"},
    {"dense<-129> : tensor<2xi8>", 8, "integer constant out of range for type"},
    {"dense<\"0x0500\"> : tensor<4xi1>", 17,
     "elements hex data size is invalid for provided type: 'tensor<4xi1>'"},
    {"dense<\"0x010203\"> : tensor<2xi32>", 19,
     "elements hex data size is invalid for provided type: 'tensor<2xi32>'"},
    {"dense<\"0xZZ\"> : tensor<1xi32>", 7,
     "expected string containing hex digits starting with `0x`"},
    {"dense<\"abc\"> : tensor<1xi32>", 7,
     "expected string containing hex digits starting with `0x`"},
    {"dense<[[1], [2, 3]]> : tensor<2x2xi32>", 19,
     "tensor literal is invalid; ranks are not consistent between elements"},
    {"dense<[[1, 2], 3]> : tensor<2x2xi32>", 17,
     "tensor literal is invalid; ranks are not consistent between elements"},
    {"dense<[1, [2]]> : tensor<2x2xi32>", 14,
     "tensor literal is invalid; ranks are not consistent between elements"},
    {"dense<[]> : tensor<2x0xi32>", 11,
     "inferred shape of elements literal ([0]) does not match type ([2, 0])"},
    {"dense<[\"a\", \"b\"]> : tensor<2xi32>", 8,
     "integer constant out of range for type"},
    {"dense<-0x3C00> : tensor<1xf16>", 8,
     "hexadecimal float literal should not have a leading minus"},
    {"dense<[true]> : tensor<1xi32>", 8,
     "expected i1 type for 'true' or 'false' values"},
    {"dense<[2]> : tensor<1xi1>", 8, "integer constant out of range for type"},
    {"dense<[128]> : tensor<1xsi8>", 8,
     "integer constant out of range for type"},
    {"dense<(1.0, 2)> : tensor<complex<f32>>", 39,
     "expected floating-point elements, but parsed integer"},
    {"dense_resource<blob1> : i32", 23,
     "`dense_resource` expected a shaped type"},
    {"dense_resource<blob1>", 22, "expected ':'"},
    {"dense_resource<\"blob 1\"> : tensor<2xi32>", 16,
     "expected identifier key for 'resource' entry"},
    {"dense_resource<blob1 : tensor<2xi32>", 21, "expected '>'"},
    {"dense<[1, 2]> : tensor<*xi32>", 30,
     "elements literal type must have static shape"},
    {"dense<1 : tensor<2xi32>", 8, "expected '>'"},
    {"dense[1] : tensor<2xi32>", 6, "expected '<' after 'dense'"},
    {"dense<(1.0 2.0)> : tensor<complex<f32>>", 11,
     "expected ',' between complex elements"},
    {"dense<(1.0, 2.0> : tensor<complex<f32>>", 16,
     "expected ')' after complex elements"},
    {"dense<[-true]> : tensor<1xi1>", 9,
     "expected integer or floating point literal"},
    {"dense<[x]> : tensor<1xi32>", 8,
     "expected element literal of primitive type"},
    {"dense<[-x]> : tensor<1xi32>", 9,
     "expected integer or floating point literal"},
    {"dense<[[1, 2]]> : vector<1x2xf32>", 34,
     "expected floating-point elements, but parsed integer"},
    {"dense<[0xFFFFFFFFFF]> : tensor<1xf32>", 8,
     "hexadecimal float constant out of range for type"},
    {"dense<> : tensor<2xi32>", 9,
     "parsed zero elements, but type ('tensor<2xi32>') expected at least 1"},
    {"dense<> : tensor<2x!foo.s>", 9,
     "parsed zero elements, but type ('tensor<2x!foo.s>') expected at least 1"},
    {"dense<[-0x3F800000]> : tensor<1xf32>", 9,
     "hexadecimal float literal should not have a leading minus"},
    {"dense<[9223372036854775808]> : tensor<1xindex>", 8,
     "integer constant out of range for type"},
    {"dense<[(1, -1), (0, 2)]> : vector<2xcomplex<i8>>", 37,
     "vector elements must be int/index/float type"},
    {"sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x?xi32>", 51,
     "elements literal type must have static shape"},
    {"sparse<[[0, 0], [1, 2]], [1, 5, 6]> : tensor<3x4xi32>", 1,
     "expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); "
     "inferred shape of values literal ([3])"},
    {"sparse<[[0, 0], [1, 9]], [1, 5]> : tensor<3x4xi32>", 1,
     "sparse index #1 is not contained within the value shape, with index=[1, "
     "9], and type='tensor<3x4xi32>'"},
    {"sparse<[[0, 0], [1, 2]], [1, 5]> : i32", 39,
     "elements literal must be a shaped type"},
    {"sparse<[[0, 0], [1, 2]] [1, 5]> : tensor<3x4xi32>", 24, "expected ','"},
    {"sparse<[[0, 0, 0]], [1]> : tensor<3x4xi32>", 1,
     "expected shape ([3, 4]); inferred shape of indices literal ([1, 3]); "
     "inferred shape of values literal ([1])"},
    {"sparse<[[0, 1]], [[1, 2]]> : tensor<2x2xi32>", 1,
     "expected 1-d tensor for sparse element values"},
    {"array<f32: 1>", 12,
     "unexpected decimal integer literal for a floating point value"},
    {"array<i1: 2>", 12, "integer constant out of range"},
    {"array<i32: true>", 12, "expected i1 type for 'true' or 'false' values"},
    {"array<i4: 1>", 7, "element type bitwidth must be a multiple of 8"},
    {"array<i64 1>", 10, "expected ':' after dense array type"},
    {"array<i64: >", 12, "expected integer literal"},
    {"array<i64: 1,>", 14, "expected integer literal"},
    {"array<i64: 1 2>", 13, "expected '>' to close an array attribute"},
    {"array<complex<f32>: 1>", 7,
     "expected integer or float type, got: 'complex<f32>'"},
    {"array<i64: \"a\">", 12, "expected integer literal"},
    {"array<i64: [1]>", 12, "expected integer literal"},
    {"array<f32: -0x3F800000>", 13,
     "hexadecimal float literal should not have a leading minus"},
    {"array<f32: \"a\">", 12, "expected integer or floating point literal"},
};

/// Parses `text` as an attribute, returning its printed form (with `flags`)
/// or the first error as `error: message @ column`.
std::string parseAndPrint(Context &ctx, llvm::StringRef text,
                          OpPrintingFlags flags = {}) {
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
  AttrTypePrinter(os, flags).printAttribute(attr);
  return printed;
}

template <class T> T parse(Context &ctx, llvm::StringRef text) {
  return llvm::cast<T>(parseAttribute(text, &ctx));
}

/// `dense<[0, 1, ..., n-1] mod 7>` of `n` elements of `elementType`.
std::string sequence(int n, llvm::StringRef elementType) {
  std::string text = "dense<[";
  for (int i = 0; i < n; ++i)
    text += (i ? ", " : "") + std::to_string(i % 7);
  return text + "]> : tensor<" + std::to_string(n) + "x" + elementType.str() +
         ">";
}
} // namespace

TEST(ElementsAttrTest, RoundTripsLikeMlirOpt) {
  Context ctx;
  ctx.allowUnregisteredDialects();
  for (const RoundTripCase &c : kRoundTrips)
    EXPECT_EQ(parseAndPrint(ctx, c.input), c.expected) << "input: " << c.input;
}

TEST(ElementsAttrTest, ElisionLikeMlirOpt) {
  Context ctx;
  ctx.allowUnregisteredDialects();
  OpPrintingFlags flags;
  flags.elideLargeElementsAttrs(2);
  for (const RoundTripCase &c : kElided)
    EXPECT_EQ(parseAndPrint(ctx, c.input, flags), c.expected)
        << "input: " << c.input;
}

TEST(ElementsAttrTest, DiagnosticsLikeMlirOpt) {
  Context ctx;
  ctx.allowUnregisteredDialects();
  for (const ErrorCase &c : kErrors) {
    std::string expected =
        std::string("error: ") + c.message + " @ " + std::to_string(c.column);
    EXPECT_EQ(parseAndPrint(ctx, c.input), expected) << "input: " << c.input;
  }
}

TEST(ElementsAttrTest, HexAboveOneHundredElements) {
  Context ctx;
  // 100 elements still print as a list; 101 print as hex.
  EXPECT_EQ(parseAndPrint(ctx, sequence(100, "i32")).substr(0, 16),
            "dense<[0, 1, 2, ");
  EXPECT_EQ(parseAndPrint(ctx, sequence(101, "i8")),
            "dense<\"0x00010203040506000102030405060001020304050600010203"
            "040506000102030405060001020304050600010203040506000102030405"
            "060001020304050600010203040506000102030405060001020304050600"
            "01020304050600010203040506000102\"> : tensor<101xi8>");
  // i1 data is bit-packed, least significant bit first.
  std::string bools = "dense<[";
  for (int i = 0; i < 101; ++i)
    bools += std::string(i ? ", " : "") + (i % 3 == 1 ? "false" : "true");
  bools += "]> : tensor<101xi1>";
  EXPECT_EQ(parseAndPrint(ctx, bools),
            "dense<\"0x6DDBB66DDBB66DDBB66DDBB60D\"> : tensor<101xi1>");
  // The hex form reads back to the same attribute.
  std::string hex = parseAndPrint(ctx, sequence(101, "i32"));
  EXPECT_EQ(parseAttribute(hex, &ctx),
            parseAttribute(sequence(101, "i32"), &ctx));
}

TEST(ElementsAttrTest, SplatsAreDetectedAndUniqued) {
  Context ctx;
  auto a = parse<DenseElementsAttr>(ctx, "dense<[7, 7, 7]> : tensor<3xi32>");
  auto b = parse<DenseElementsAttr>(ctx, "dense<7> : tensor<3xi32>");
  auto c =
      parse<DenseElementsAttr>(ctx, "dense<\"0x07000000\"> : tensor<3xi32>");
  EXPECT_TRUE(a.isSplat());
  EXPECT_EQ(a, b);
  EXPECT_EQ(a, c);
  EXPECT_EQ(a.getRawData().size(), 4u);
  EXPECT_EQ(a.getSplatValue<int64_t>(), 7);
  EXPECT_EQ(a.getNumElements(), 3);
  EXPECT_EQ(a.getValues<int64_t>(), (llvm::SmallVector<int64_t>{7, 7, 7}));

  auto bools = parse<DenseElementsAttr>(ctx, "dense<\"0x0F\"> : tensor<4xi1>");
  EXPECT_TRUE(bools.isSplat());
  EXPECT_TRUE(bools.getSplatValue<bool>());
}

TEST(ElementsAttrTest, ElementAccess) {
  Context ctx;
  auto ints = parse<DenseIntElementsAttr>(
      ctx, "dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>");
  EXPECT_FALSE(ints.isSplat());
  EXPECT_EQ(ints.getType().getShape(), (llvm::ArrayRef<int64_t>{2, 2}));
  EXPECT_EQ(ints.getValues<int64_t>(),
            (llvm::SmallVector<int64_t>{1, -2, 3, 4}));
  EXPECT_EQ(ints.getAPIntValue(1).getBitWidth(), 8u);
  EXPECT_EQ(llvm::cast<IntegerAttr>(ints.getAttributeValue(3)).getInt(), 4);

  auto floats =
      parse<DenseFPElementsAttr>(ctx, "dense<[1.5, -2.0]> : tensor<2xf32>");
  EXPECT_EQ(floats.getValues<float>(), (llvm::SmallVector<float>{1.5f, -2.0f}));
  EXPECT_FALSE(llvm::isa<DenseIntElementsAttr>(floats));

  auto bools = parse<DenseElementsAttr>(
      ctx, "dense<[true, false, true]> : tensor<3xi1>");
  EXPECT_EQ(bools.getValues<bool>(),
            (llvm::SmallVector<bool>{true, false, true}));
  EXPECT_EQ(bools.getRawData().size(), 1u);
  EXPECT_EQ(bools.getRawData()[0], 0x05);

  auto complex = parse<DenseElementsAttr>(
      ctx, "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i16>>");
  auto values = complex.getValues<std::complex<llvm::APInt>>();
  ASSERT_EQ(values.size(), 2u);
  EXPECT_EQ(values[1].real().getSExtValue(), 3);
  EXPECT_EQ(values[1].imag().getSExtValue(), 4);
}

TEST(ElementsAttrTest, BuildFromValues) {
  Context ctx;
  auto i32 = IntegerType::get(&ctx, 32);
  auto type = RankedTensorType::get({2}, i32);
  llvm::APInt values[] = {llvm::APInt(32, 5), llvm::APInt(32, 6)};
  DenseElementsAttr attr =
      DenseElementsAttr::get(type, llvm::ArrayRef<llvm::APInt>(values));
  EXPECT_EQ(parseAttribute("dense<[5, 6]> : tensor<2xi32>", &ctx), attr);

  auto f64 = FloatType::getF64(&ctx);
  llvm::APFloat one(1.0);
  DenseElementsAttr splat = DenseElementsAttr::get(
      RankedTensorType::get({4}, f64), llvm::ArrayRef<llvm::APFloat>(one));
  EXPECT_TRUE(splat.isSplat());
  EXPECT_EQ(splat.getSplatValue<double>(), 1.0);

  auto none = NoneType::get(&ctx);
  llvm::StringRef strs[] = {"x", "y"};
  DenseElementsAttr strAttr = DenseElementsAttr::get(
      RankedTensorType::get({2}, none), llvm::ArrayRef<llvm::StringRef>(strs));
  EXPECT_TRUE(llvm::isa<DenseStringElementsAttr>(strAttr));
  EXPECT_EQ(strAttr.getValues<llvm::StringRef>()[1], "y");
}

TEST(ElementsAttrTest, SparseElements) {
  Context ctx;
  auto sparse = parse<SparseElementsAttr>(
      ctx, "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>");
  EXPECT_EQ(sparse.getIndices().getValues<int64_t>(),
            (llvm::SmallVector<int64_t>{0, 0, 1, 2}));
  EXPECT_EQ(sparse.getValues().getValues<int64_t>(),
            (llvm::SmallVector<int64_t>{1, 5}));
  EXPECT_EQ(sparse.getNumElements(), 12);
  EXPECT_TRUE(llvm::isa<ElementsAttr>(sparse));
}

TEST(ElementsAttrTest, DenseArrays) {
  Context ctx;
  auto i64s = parse<DenseI64ArrayAttr>(ctx, "array<i64: 1, -2, 3>");
  EXPECT_EQ(i64s.asArrayRef(), (llvm::ArrayRef<int64_t>{1, -2, 3}));
  EXPECT_EQ(i64s, DenseI64ArrayAttr::get(&ctx, {1, -2, 3}));
  auto bools = parse<DenseBoolArrayAttr>(ctx, "array<i1: true, false>");
  EXPECT_EQ(bools.asArrayRef(), (llvm::ArrayRef<bool>{true, false}));
  auto f32s = DenseF32ArrayAttr::get(&ctx, {1.0f, 0.5f});
  EXPECT_EQ(parseAndPrint(ctx, "array<f32: 1.0, 0.5>"),
            "array<f32: 1.000000e+00, 5.000000e-01>");
  EXPECT_EQ(parseAttribute("array<f32: 1.0, 0.5>", &ctx), f32s);
  auto empty = parse<DenseI32ArrayAttr>(ctx, "array<i32>");
  EXPECT_TRUE(empty.empty());
  EXPECT_FALSE(llvm::isa<DenseI64ArrayAttr>(empty));
}

TEST(ElementsAttrTest, ResourceBlobs) {
  Context ctx;
  auto attr = parse<DenseResourceElementsAttr>(
      ctx, "dense_resource<blob1> : tensor<3xi64>");
  EXPECT_EQ(attr.getKey(), "blob1");
  EXPECT_EQ(attr.getBlob(), nullptr);

  // What the `{-# dialect_resources: ... #-}` section holds for blob1.
  std::string encoded =
      llvm::fromHex("08000000010000000000000002000000000000000300000000000000");
  std::optional<ResourceBlob> blob = ResourceBlob::fromEncodedBytes(encoded);
  ASSERT_TRUE(blob);
  EXPECT_EQ(blob->alignment, 8u);
  EXPECT_EQ(blob->data.size(), 24u);
  BuiltinResourceManager::get(&ctx).insert("blob1", *blob);
  ASSERT_NE(attr.getBlob(), nullptr);
  EXPECT_EQ(attr.getBlob()->data[8], 2);
  EXPECT_EQ(BuiltinResourceManager::get(&ctx).getKeys().size(), 1u);

  std::string printed;
  llvm::raw_string_ostream os(printed);
  attr.getBlob()->printEncoded(os);
  EXPECT_EQ(printed,
            "\"0x08000000010000000000000002000000000000000300000000000000\"");
  EXPECT_FALSE(ResourceBlob::fromEncodedBytes("abc"));
}
