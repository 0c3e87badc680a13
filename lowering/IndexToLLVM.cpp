//===- IndexToLLVM.cpp - index ops to llvm ops ----------------------------===//
//
// `convert-index-to-llvm` lowers the index dialect to llvm ops on the
// integer type of `index-bitwidth` (64 by default), as mlir-opt 19 does:
//
//   add sub mul shl          add sub mul shl (no overflow flags)
//   divs divu rems remu      sdiv udiv srem urem
//   shrs shru and or xor     ashr lshr and or xor
//   maxs maxu mins minu      intr.smax umax smin umin
//   ceildivs ceildivu        expansions in llvm arithmetic (below)
//   floordivs
//   cmp                      icmp (the predicates number alike)
//   constant bool.constant   mlir.constant (of the index type; i1)
//   sizeof                   mlir.constant of the index width
//   casts castu              sext (zext) or trunc, or nothing between
//                            types of one width
//
// The divisions, for n / m (zero is 0, one is 1):
//   ceildivu   n == 0 ? 0 : (n - 1) / m + 1
//   floordivs  n and m of different signs and n != 0
//                ? -1 - (x - n) / m  (x = m < 0 ? 1 : -1)  :  n / m
//   ceildivs   n and m of the same sign (n > 0 == m > 0) and n != 0
//                ? (n + x) / m + 1  (x = m > 0 ? -1 : 1)  :  n / m
// mlir-opt 19 computes the second arm of ceildivs as -((0 - n) / m), which
// overflows for n = INT_MIN and m > 1 (ceildivs(INT_MIN, 2) gives 2^62
// instead of -2^62); with the signs different or n zero the quotient is at
// most zero, so the truncating n / m is already its ceiling, and Assay
// emits that (docs/lowering.md).
//
//===----------------------------------------------------------------------===//
#include "dialects/index/IndexAttributes.h"
#include "dialects/index/IndexOps.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// The llvm.icmp predicates, numbered as arith's and index's.
enum ICmp : int64_t { EQ = 0, NE = 1, SLT = 2, SGT = 4 };

/// Builds the llvm ops of one expansion at one location.
struct Emitter {
  ConversionPatternRewriter &rewriter;
  Location loc;
  Type type;

  Value op(llvm::StringRef name, llvm::ArrayRef<Value> operands,
           Type result = Type(), llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return rewriter
        .create(loc, name, operands, {result ? result : type}, attrs)
        ->getResult(0);
  }
  Value constant(int64_t value) {
    return op(
        "llvm.mlir.constant", {}, type,
        {rewriter.getNamedAttr("value", rewriter.getIntegerAttr(type, value))});
  }
  Value icmp(int64_t predicate, Value lhs, Value rhs) {
    return op("llvm.icmp", {lhs, rhs}, rewriter.getI1Type(),
              {rewriter.getNamedAttr(
                  "predicate",
                  rewriter.getIntegerAttr(rewriter.getI64Type(), predicate))});
  }
  Value select(Value cond, Value a, Value b) {
    return op("llvm.select", {cond, a, b}, a.getType());
  }
};

/// An index op whose lowering is one llvm op of the same operands.
struct OneToOneLowering : ConversionPattern {
  OneToOneLowering(const TypeConverter &converter, Context *ctx,
                   llvm::StringRef from, llvm::StringRef to)
      : ConversionPattern(from, 1, ctx, &converter), target(to.str()) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = typeConverter->convertType(op->getResult(0).getType());
    Operation *newOp =
        rewriter.create(op->getLoc(), target, operands, {type}, {});
    rewriter.replaceOp(op, newOp);
    return success();
  }

  std::string target;
};

/// `index.ceildivs`, `index.ceildivu`, `index.floordivs`: the expansions of
/// the file comment.
struct DivisionLowering : ConversionPattern {
  DivisionLowering(const TypeConverter &converter, Context *ctx,
                   llvm::StringRef name)
      : ConversionPattern(name, 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = typeConverter->convertType(op->getResult(0).getType());
    Emitter e{rewriter, op->getLoc(), type};
    Value n = operands[0], m = operands[1];
    llvm::StringRef name = op->getName().getStringRef();
    Value result;
    if (name == "index.ceildivu") {
      Value zero = e.constant(0), one = e.constant(1);
      Value quotient = e.op("llvm.udiv", {e.op("llvm.sub", {n, one}), m});
      Value plusOne = e.op("llvm.add", {quotient, one});
      result = e.select(e.icmp(EQ, n, zero), zero, plusOne);
    } else if (name == "index.ceildivs") {
      Value zero = e.constant(0), one = e.constant(1),
            minusOne = e.constant(-1);
      Value mPos = e.icmp(SGT, m, zero);
      Value x = e.select(mPos, minusOne, one);
      Value nPlusX = e.op("llvm.add", {n, x});
      Value posRes = e.op("llvm.add", {e.op("llvm.sdiv", {nPlusX, m}), one});
      Value negRes = e.op("llvm.sdiv", {n, m});
      Value nPos = e.icmp(SGT, n, zero);
      Value sameSign = e.icmp(EQ, nPos, mPos);
      Value nonZero = e.icmp(NE, n, zero);
      Value cmp = e.op("llvm.and", {sameSign, nonZero}, sameSign.getType());
      result = e.select(cmp, posRes, negRes);
    } else {
      Value zero = e.constant(0), one = e.constant(1),
            minusOne = e.constant(-1);
      Value mNeg = e.icmp(SLT, m, zero);
      Value x = e.select(mNeg, one, minusOne);
      Value xMinusN = e.op("llvm.sub", {x, n});
      Value quotient = e.op("llvm.sdiv", {xMinusN, m});
      Value negRes = e.op("llvm.sub", {minusOne, quotient});
      Value posRes = e.op("llvm.sdiv", {n, m});
      Value nNeg = e.icmp(SLT, n, zero);
      Value diffSign = e.icmp(NE, nNeg, mNeg);
      Value nonZero = e.icmp(NE, n, zero);
      Value cmp = e.op("llvm.and", {diffSign, nonZero}, diffSign.getType());
      result = e.select(cmp, negRes, posRes);
    }
    rewriter.replaceOp(op, {result});
    return success();
  }
};

/// `index.cmp` -> `llvm.icmp` with the same predicate.
struct CmpLowering : ConversionPattern {
  CmpLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("index.cmp", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto pred = llvm::dyn_cast_or_null<index::IndexCmpPredicateAttr>(
        op->getInherentAttr("pred"));
    if (!pred)
      return rewriter.notifyMatchFailure(op, "no predicate");
    Emitter e{rewriter, op->getLoc(), operands[0].getType()};
    rewriter.replaceOp(
        op, {e.icmp(int64_t(pred.getValue()), operands[0], operands[1])});
    return success();
  }
};

/// `index.constant`, `index.bool.constant`, `index.sizeof` ->
/// `llvm.mlir.constant`.
struct ConstantLowering : ConversionPattern {
  ConstantLowering(const TypeConverter &converter, Context *ctx,
                   llvm::StringRef name)
      : ConversionPattern(name, 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    const auto &converter =
        *static_cast<const LLVMTypeConverter *>(typeConverter);
    Type type = converter.convertType(op->getResult(0).getType());
    Attribute value;
    llvm::StringRef name = op->getName().getStringRef();
    if (name == "index.sizeof") {
      value = rewriter.getIntegerAttr(type, converter.getIndexTypeBitwidth());
    } else if (name == "index.bool.constant") {
      value = op->getInherentAttr("value");
    } else {
      auto attr =
          llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr("value"));
      if (!attr)
        return rewriter.notifyMatchFailure(op, "no value");
      unsigned width = type.getIntOrFloatBitWidth();
      value = rewriter.getIntegerAttr(type, attr.getValue().sextOrTrunc(width));
    }
    Operation *newOp =
        rewriter.create(op->getLoc(), "llvm.mlir.constant", {}, {type},
                        {rewriter.getNamedAttr("value", value)});
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

/// `index.casts` / `index.castu`: a sign (zero) extension or a truncation
/// between the converted widths, or the operand itself when they are
/// equal.
struct CastLowering : ConversionPattern {
  CastLowering(const TypeConverter &converter, Context *ctx,
               llvm::StringRef name, llvm::StringRef extension)
      : ConversionPattern(name, 1, ctx, &converter),
        extension(extension.str()) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = typeConverter->convertType(op->getResult(0).getType());
    Value source = operands[0];
    unsigned from = source.getType().getIntOrFloatBitWidth();
    unsigned to = type.getIntOrFloatBitWidth();
    if (from == to) {
      rewriter.replaceOp(op, {source});
      return success();
    }
    llvm::StringRef name =
        to > from ? llvm::StringRef(extension) : "llvm.trunc";
    Operation *newOp =
        rewriter.create(op->getLoc(), name, {source}, {type}, {});
    rewriter.replaceOp(op, newOp);
    return success();
  }

  std::string extension;
};

struct ConvertIndexToLLVMPass
    : PassWrapper<ConvertIndexToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ConvertIndexToLLVMPass"; }
  llvm::StringRef getArgument() const override {
    return "convert-index-to-llvm";
  }
  llvm::StringRef getDescription() const override {
    return "Lower the `index` dialect to the `llvm` dialect.";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertIndexToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet patterns(ctx);
    populateIndexToLLVMConversionPatterns(converter, patterns);
    ConversionTarget target(*ctx);
    target.addLegalDialect("llvm");
    target.addIllegalDialect("index");
    if (failed(applyPartialConversion(
            getOperation(), target,
            FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }

  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
};

} // namespace

void assay::populateIndexToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  static constexpr struct {
    llvm::StringLiteral from, to;
  } kOneToOne[] = {
      {"index.add", "llvm.add"},        {"index.sub", "llvm.sub"},
      {"index.mul", "llvm.mul"},        {"index.divs", "llvm.sdiv"},
      {"index.divu", "llvm.udiv"},      {"index.rems", "llvm.srem"},
      {"index.remu", "llvm.urem"},      {"index.maxs", "llvm.intr.smax"},
      {"index.maxu", "llvm.intr.umax"}, {"index.mins", "llvm.intr.smin"},
      {"index.minu", "llvm.intr.umin"}, {"index.shl", "llvm.shl"},
      {"index.shrs", "llvm.ashr"},      {"index.shru", "llvm.lshr"},
      {"index.and", "llvm.and"},        {"index.or", "llvm.or"},
      {"index.xor", "llvm.xor"},
  };
  for (const auto &entry : kOneToOne)
    patterns.add(std::make_unique<OneToOneLowering>(converter, ctx, entry.from,
                                                    entry.to));
  for (llvm::StringRef name :
       {"index.ceildivs", "index.ceildivu", "index.floordivs"})
    patterns.add(std::make_unique<DivisionLowering>(converter, ctx, name));
  patterns.add(std::make_unique<CmpLowering>(converter, ctx));
  for (llvm::StringRef name :
       {"index.constant", "index.bool.constant", "index.sizeof"})
    patterns.add(std::make_unique<ConstantLowering>(converter, ctx, name));
  patterns.add(std::make_unique<CastLowering>(converter, ctx, "index.casts",
                                              "llvm.sext"));
  patterns.add(std::make_unique<CastLowering>(converter, ctx, "index.castu",
                                              "llvm.zext"));
}

std::unique_ptr<Pass> assay::createConvertIndexToLLVMPass() {
  return std::make_unique<ConvertIndexToLLVMPass>();
}
