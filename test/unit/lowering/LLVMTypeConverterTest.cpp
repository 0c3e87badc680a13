//===- LLVMTypeConverterTest.cpp - Builtin types to llvm types ------------===//
//
// The types LLVMTypeConverter gives, written as mlir-opt 19 writes the
// types its own converter gives (finalize-memref-to-llvm's lit tests check
// the descriptors in use).
//
//===----------------------------------------------------------------------===//
#include "lowering/LLVMTypeConverter.h"
#include "dialects/AllDialects.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/parser/Parser.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace assay;

namespace {

struct LLVMTypeConverterTest : ::testing::Test {
  LLVMTypeConverterTest() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
  }
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    return registry;
  }
  /// The converted type of `text`, printed, or "<null>".
  std::string convert(llvm::StringRef text, unsigned indexBitwidth = 0) {
    Type type = parseType(text, &ctx);
    EXPECT_TRUE(type) << text.str();
    LLVMTypeConverter converter(&ctx, indexBitwidth);
    Type converted = type ? converter.convertType(type) : Type();
    if (!converted)
      return "<null>";
    std::string out;
    llvm::raw_string_ostream os(out);
    os << converted;
    return out;
  }
  Context ctx;
};

TEST_F(LLVMTypeConverterTest, ScalarsStay) {
  EXPECT_EQ(convert("i1"), "i1");
  EXPECT_EQ(convert("i64"), "i64");
  EXPECT_EQ(convert("f16"), "f16");
  EXPECT_EQ(convert("bf16"), "bf16");
  EXPECT_EQ(convert("!llvm.ptr"), "!llvm.ptr");
}

TEST_F(LLVMTypeConverterTest, IndexTakesTheBitwidth) {
  EXPECT_EQ(convert("index"), "i64");
  EXPECT_EQ(convert("index", 32), "i32");
  EXPECT_EQ(convert("vector<4xindex>", 32), "vector<4xi32>");
}

TEST_F(LLVMTypeConverterTest, Vectors) {
  EXPECT_EQ(convert("vector<4xf32>"), "vector<4xf32>");
  EXPECT_EQ(convert("vector<[4]xi8>"), "vector<[4]xi8>");
  // n-D vectors are not converted yet.
  EXPECT_EQ(convert("vector<2x3xf32>"), "<null>");
}

TEST_F(LLVMTypeConverterTest, MemRefDescriptor) {
  EXPECT_EQ(convert("memref<4x?xf32>"),
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");
  EXPECT_EQ(convert("memref<f32>"), "!llvm.struct<(ptr, ptr, i64)>");
  EXPECT_EQ(convert("memref<8xindex, 3>"),
            "!llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x "
            "i64>)>");
  EXPECT_EQ(convert("memref<4xi8, strided<[2], offset: ?>>"),
            "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>");
  // A strided affine map (transpose gives them) has a descriptor too; one
  // that is not strided has none.
  EXPECT_EQ(convert("memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>"),
            "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");
  EXPECT_EQ(convert("memref<2x3xf32, affine_map<(d0, d1) -> (d0 floordiv 2 "
                    "+ d1)>>"),
            "<null>");
}

TEST_F(LLVMTypeConverterTest, MemRefDescriptorOfTheIndexType) {
  EXPECT_EQ(convert("memref<4x?xf32>", 32),
            "!llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>");
  EXPECT_EQ(convert("memref<f32>", 32), "!llvm.struct<(ptr, ptr, i32)>");
}

TEST_F(LLVMTypeConverterTest, UnrankedMemRefDescriptor) {
  EXPECT_EQ(convert("memref<*xf32>"), "!llvm.struct<(i64, ptr)>");
  EXPECT_EQ(convert("memref<*xi8, 3>", 32), "!llvm.struct<(i32, ptr<3>)>");
}

TEST_F(LLVMTypeConverterTest, OthersFail) {
  EXPECT_EQ(convert("(i32) -> i32"), "<null>");
  EXPECT_EQ(convert("tensor<4xf32>"), "<null>");
  EXPECT_EQ(convert("memref<4xvector<2x2xf32>>"), "<null>");
}

} // namespace
