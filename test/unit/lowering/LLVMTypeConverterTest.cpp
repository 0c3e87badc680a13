//===- LLVMTypeConverterTest.cpp - Builtin types to llvm types ------------===//
//
// The types LLVMTypeConverter gives, written as mlir-opt 19 writes the
// types its own converter gives (test/lit/lowering/func-to-llvm*.mlir and
// finalize-memref-to-llvm*.mlir check the same against mlir-opt 19's output).
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
  // 0-D vectors hold one element; n-D vectors are arrays of 1-D ones, and
  // only their innermost dimension may be scalable.
  EXPECT_EQ(convert("vector<f32>"), "vector<1xf32>");
  EXPECT_EQ(convert("vector<2x3xf32>"), "!llvm.array<2 x vector<3xf32>>");
  EXPECT_EQ(convert("vector<4x2x3xindex>", 32),
            "!llvm.array<4 x array<2 x vector<3xi32>>>");
  EXPECT_EQ(convert("vector<2x[4]xf32>"), "!llvm.array<2 x vector<[4]xf32>>");
  EXPECT_EQ(convert("vector<[2]x4xf32>"), "<null>");
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
  EXPECT_EQ(convert("memref<f32>", 32), "!llvm.struct<(ptr, ptr, i32)>");
}

TEST_F(LLVMTypeConverterTest, UnrankedMemRefDescriptor) {
  EXPECT_EQ(convert("memref<*xf32>"), "!llvm.struct<(i64, ptr)>");
  // The pointer to the ranked descriptor is in address space 0, whatever
  // the memref's (as mlir-opt 19).
  EXPECT_EQ(convert("memref<*xi8, 3>", 32), "!llvm.struct<(i32, ptr)>");
}

TEST_F(LLVMTypeConverterTest, IndexWidthInTheDescriptor) {
  EXPECT_EQ(convert("memref<4x?xf32>", 32),
            "!llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>");
  EXPECT_EQ(convert("memref<*xf32>", 32), "!llvm.struct<(i32, ptr)>");
}

TEST_F(LLVMTypeConverterTest, UnrankedFunctionAndVectorElements) {
  EXPECT_EQ(convert("memref<*xf32>"), "!llvm.struct<(i64, ptr)>");
  // The pointer to the ranked descriptor is in address space 0.
  EXPECT_EQ(convert("memref<*xf32, 5>"), "!llvm.struct<(i64, ptr)>");
  // A function value is its address.
  EXPECT_EQ(convert("(i32) -> i32"), "!llvm.ptr");
  // The descriptor does not depend on the element type.
  EXPECT_EQ(convert("memref<4xvector<2x2xf32>>"),
            "!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>");
}

TEST_F(LLVMTypeConverterTest, OthersFail) {
  EXPECT_EQ(convert("tensor<4xf32>"), "<null>");
  EXPECT_EQ(convert("memref<4xi8, affine_map<(d0) -> (d0 floordiv 2)>>"),
            "<null>");
}

/// The types of a function of `text` in the calling convention, printed.
static std::string convertSignature(Context &ctx, llvm::StringRef text,
                                    bool barePtr) {
  auto type = llvm::dyn_cast_or_null<FunctionType>(parseType(text, &ctx));
  EXPECT_TRUE(type) << text.str();
  if (!type)
    return "<null>";
  LLVMTypeConverter converter(&ctx, 0, barePtr);
  TypeConverter::SignatureConversion conversion(type.getNumInputs());
  Type converted = converter.convertFunctionSignature(type, false, conversion);
  if (!converted)
    return "<null>";
  std::string out;
  llvm::raw_string_ostream os(out);
  os << converted;
  return out;
}

TEST_F(LLVMTypeConverterTest, FunctionSignatures) {
  // Memref arguments expand to their fields; several results are packed.
  EXPECT_EQ(
      convertSignature(ctx, "(memref<4x?xf32>, i32) -> (i32, f32)", false),
      "!llvm.func<struct<(i32, f32)> (ptr, ptr, i64, i64, i64, i64, "
      "i64, i32)>");
  EXPECT_EQ(convertSignature(ctx, "(memref<*xf32>) -> memref<2xf32>", false),
            "!llvm.func<struct<(ptr, ptr, i64, array<1 x i64>, array<1 x "
            "i64>)> (i64, ptr)>");
  EXPECT_EQ(convertSignature(ctx, "() -> ()", false), "!llvm.func<void ()>");
  // Bare pointers for static memrefs only.
  EXPECT_EQ(convertSignature(ctx, "(memref<4x2xf32>) -> memref<4x2xf32>", true),
            "!llvm.func<ptr (ptr)>");
  EXPECT_EQ(convertSignature(ctx, "(memref<?xf32>) -> ()", true), "<null>");
  EXPECT_EQ(convertSignature(ctx, "(memref<*xf32>) -> ()", true), "<null>");
  EXPECT_EQ(convertSignature(ctx, "() -> memref<*xf32>", true), "<null>");
}

} // namespace
