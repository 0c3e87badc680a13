//===- MemRefDescriptorTest.cpp - Building and reading descriptors --------===//
//
// The ops MemRefDescriptor and UnrankedMemRefDescriptor build, printed:
// field positions, the order pack() inserts in (size i then stride i, as
// mlir-opt 19), constants of the index type, a size read at a run-time
// position through the stack, and the static-shape descriptor. The
// lowerings' lit tests check the same ops inside whole conversions; these
// reach the parts no conversion uses yet (fromStaticShape, setters on an
// existing descriptor).
//
//===----------------------------------------------------------------------===//
#include "lowering/MemRefDescriptor.h"
#include "dialects/AllDialects.h"
#include "ir/Block.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "ir/parser/Parser.h"
#include "lowering/LLVMTypeConverter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <gtest/gtest.h>

using namespace assay;

namespace {

struct MemRefDescriptorTest : ::testing::Test {
  MemRefDescriptorTest() : ctx(makeRegistry()) {
    ctx.loadAllAvailableDialects();
  }
  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerAllDialects(registry);
    return registry;
  }

  /// Parses a module holding `llvm.func @f(args)` with one empty block
  /// ending in llvm.return, and points `builder` before the return.
  void parse(llvm::StringRef args) {
    std::string text =
        ("llvm.func @f(" + args + ") {\n  llvm.return\n}\n").str();
    llvm::SourceMgr mgr;
    mgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "t"),
                           llvm::SMLoc());
    std::string errors;
    llvm::raw_string_ostream errorStream(errors);
    SourceMgrDiagnosticHandler handler(mgr, &ctx, errorStream);
    ParserConfig config(&ctx);
    module = parseSourceFileForTool(mgr, config, true);
    ASSERT_TRUE(bool(module)) << errors;
    Operation *fn = &module->getRegion(0).front().front();
    body = &fn->getRegion(0).front();
    builder.setInsertionPoint(&body->back());
  }
  Value arg(unsigned i) { return body->getArgument(i); }
  /// The ops of the function body before the return, one per line, as
  /// the module prints them.
  std::string printBody() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    std::string out;
    bool inBody = false;
    for (llvm::StringRef line : llvm::split(text, '\n')) {
      llvm::StringRef op = line.ltrim();
      if (op.starts_with("llvm.func @f"))
        inBody = true;
      else if (op.starts_with("llvm.return"))
        break;
      else if (inBody)
        out += (op + "\n").str();
    }
    return out;
  }

  Context ctx;
  OwningOpRef<Operation *> module;
  Block *body = nullptr;
  OpBuilder builder{&ctx};
  Location loc = UnknownLoc::get(&ctx);
};

constexpr llvm::StringLiteral kRank2 =
    "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>";

TEST_F(MemRefDescriptorTest, ReadsFieldsByPosition) {
  parse(("%d: " + kRank2 + ", %i: i64").str());
  MemRefDescriptor desc(arg(0));
  EXPECT_EQ(desc.getRank(), 2u);
  EXPECT_EQ(desc.getIndexType(), builder.getI64Type());
  desc.allocatedPtr(builder, loc);
  desc.alignedPtr(builder, loc);
  desc.offset(builder, loc);
  desc.size(builder, loc, 1u);
  desc.stride(builder, loc, 0u);
  std::string s = kRank2.str();
  EXPECT_EQ(printBody(), "%0 = llvm.extractvalue %arg0[0] : " + s +
                             " \n"
                             "%1 = llvm.extractvalue %arg0[1] : " +
                             s +
                             " \n"
                             "%2 = llvm.extractvalue %arg0[2] : " +
                             s +
                             " \n"
                             "%3 = llvm.extractvalue %arg0[3, 1] : " +
                             s +
                             " \n"
                             "%4 = llvm.extractvalue %arg0[4, 0] : " +
                             s + " \n");
}

TEST_F(MemRefDescriptorTest, SizeAtARunTimePosition) {
  parse(("%d: " + kRank2 + ", %i: i64").str());
  MemRefDescriptor(arg(0)).size(builder, loc, arg(1));
  EXPECT_EQ(printBody(),
            "%0 = llvm.mlir.constant(1 : index) : i64\n"
            "%1 = llvm.extractvalue %arg0[3] : " +
                kRank2.str() +
                " \n"
                "%2 = llvm.alloca %0 x !llvm.array<2 x i64> : (i64) -> "
                "!llvm.ptr\n"
                "llvm.store %1, %2 : !llvm.array<2 x i64>, !llvm.ptr\n"
                "%3 = llvm.getelementptr %2[0, %arg1] : (!llvm.ptr, i64) -> "
                "!llvm.ptr, !llvm.array<2 x i64>\n"
                "%4 = llvm.load %3 : !llvm.ptr -> i64\n");
}

TEST_F(MemRefDescriptorTest, PackInterleavesSizesAndStrides) {
  parse("%p: !llvm.ptr, %a: i64, %b: i64, %c: i64, %e: i64, %f: i64");
  Type type = parseType(kRank2, &ctx);
  ASSERT_TRUE(type);
  MemRefDescriptor desc = MemRefDescriptor::pack(
      builder, loc, type,
      {arg(0), arg(0), arg(1), arg(2), arg(3), arg(4), arg(5)});
  EXPECT_EQ(desc.getValue().getType(), type);
  std::string out = printBody();
  // Fields: undef, pointers, offset, then size 0, stride 0, size 1, stride 1.
  for (llvm::StringRef expected :
       {"%0 = llvm.mlir.undef", "%1 = llvm.insertvalue %arg0, %0[0]",
        "%2 = llvm.insertvalue %arg0, %1[1]",
        "%3 = llvm.insertvalue %arg1, %2[2]",
        "%4 = llvm.insertvalue %arg2, %3[3, 0]",
        "%5 = llvm.insertvalue %arg4, %4[4, 0]",
        "%6 = llvm.insertvalue %arg3, %5[3, 1]",
        "%7 = llvm.insertvalue %arg5, %6[4, 1]"})
    EXPECT_NE(out.find(expected.str()), std::string::npos)
        << expected.str() << " not in\n"
        << out;
}

TEST_F(MemRefDescriptorTest, StaticShapeUsesTheIndexType) {
  parse("%p: !llvm.ptr");
  LLVMTypeConverter converter(&ctx, 32);
  auto type = llvm::cast<MemRefType>(
      parseType("memref<2x3xf32, strided<[3, 1], offset: 5>>", &ctx));
  MemRefDescriptor desc =
      MemRefDescriptor::fromStaticShape(builder, loc, converter, type, arg(0));
  EXPECT_EQ(desc.getIndexType(), builder.getI32Type());
  std::string out = printBody();
  for (llvm::StringRef expected :
       {"llvm.mlir.constant(5 : index) : i32", "[2]",
        "llvm.mlir.constant(2 : index) : i32", "[3, 0]",
        "llvm.mlir.constant(3 : index) : i32", "[3, 1]", "[4, 0]",
        "llvm.mlir.constant(1 : index) : i32", "[4, 1]"})
    EXPECT_NE(out.find(expected.str()), std::string::npos)
        << expected.str() << " not in\n"
        << out;
}

TEST_F(MemRefDescriptorTest, Unranked) {
  parse("%u: !llvm.struct<(i64, ptr)>, %r: i64, %p: !llvm.ptr");
  UnrankedMemRefDescriptor desc(arg(0));
  desc.rank(builder, loc);
  desc.memRefDescPtr(builder, loc);
  UnrankedMemRefDescriptor::pack(builder, loc, arg(0).getType(), arg(1),
                                 arg(2));
  EXPECT_EQ(UnrankedMemRefDescriptor::getType(&ctx, builder.getI32Type(), 1),
            parseType("!llvm.struct<(i32, ptr<1>)>", &ctx));
  EXPECT_EQ(printBody(),
            "%0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i64, ptr)> \n"
            "%1 = llvm.extractvalue %arg0[1] : !llvm.struct<(i64, ptr)> \n"
            "%2 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>\n"
            "%3 = llvm.insertvalue %arg1, %2[0] : !llvm.struct<(i64, ptr)> \n"
            "%4 = llvm.insertvalue %arg2, %3[1] : !llvm.struct<(i64, ptr)> \n");
}

} // namespace
