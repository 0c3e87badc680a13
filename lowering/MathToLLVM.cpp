//===- MathToLLVM.cpp - math ops to llvm intrinsics -----------------------===//
//
// `convert-math-to-llvm` (option `approximate-log1p`) replaces each math op
// on scalars and 1-D vectors that mlir-opt 19 lowers by the llvm ops it
// gives, with the types of LLVMTypeConverter and the op's fastmath flags:
//
//   absf ceil copysign cos     llvm.intr.fabs ceil copysign cos exp exp2
//   exp exp2 floor fma log     floor fma log log10 log2 pow powi round
//   log10 log2 powf fpowi      roundeven sin sqrt trunc
//   round roundeven sin sqrt
//   trunc
//   absi                       llvm.intr.abs (is_int_min_poison = false)
//   ctlz cttz                  llvm.intr.ctlz cttz (is_zero_poison = false)
//   ctpop                      llvm.intr.ctpop
//   expm1                      exp(x) - 1
//   log1p                      log(1 + x) (approximate-log1p, the default;
//                              otherwise log1p stays)
//   rsqrt                      1 / sqrt(x)
//
// The other math ops (tan, tanh, atan2, erf, cbrt, ipowi, ...) stay, as
// with mlir-opt 19 (`convert-math-to-libm` lowers the transcendental ones
// to calls). Every op the lowering creates takes the location of the op
// it lowers.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// The attributes an intrinsic carries besides its operands.
enum class IntrinsicFlags { None, Fastmath, ZeroPoison, IntMinPoison };

/// A math op on scalars or 1-D vectors, with its result type converted:
/// null when the op is not one the lowering handles.
static Type getLoweredResultType(Operation *op,
                                 const TypeConverter &converter) {
  for (Type type : op->getOperandTypes()) {
    auto vector = llvm::dyn_cast<VectorType>(type);
    if (vector && vector.getRank() != 1)
      return Type();
  }
  Type type = op->getResult(0).getType();
  auto vector = llvm::dyn_cast<VectorType>(type);
  if (vector && vector.getRank() != 1)
    return Type();
  return converter.convertType(type);
}

/// Lowers a math op to the llvm intrinsic of the same meaning.
struct IntrinsicLowering : ConversionPattern {
  IntrinsicLowering(const TypeConverter &converter, Context *ctx,
                    llvm::StringRef from, llvm::StringRef to,
                    IntrinsicFlags flags)
      : ConversionPattern(from, 1, ctx, &converter), intrinsic(to.str()),
        flags(flags) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = getLoweredResultType(op, *typeConverter);
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "not a scalar or 1-D vector");
    llvm::SmallVector<NamedAttribute, 1> attrs;
    switch (flags) {
    case IntrinsicFlags::None:
      break;
    case IntrinsicFlags::Fastmath:
      attrs.push_back(getLLVMFastmathFlags(op));
      break;
    case IntrinsicFlags::ZeroPoison:
      attrs.push_back(
          rewriter.getNamedAttr("is_zero_poison", rewriter.getBoolAttr(false)));
      break;
    case IntrinsicFlags::IntMinPoison:
      attrs.push_back(rewriter.getNamedAttr("is_int_min_poison",
                                            rewriter.getBoolAttr(false)));
      break;
    }
    rewriter.replaceOp(op, rewriter.create(op->getLoc(), intrinsic, operands,
                                           {resultType}, attrs));
    return success();
  }

  std::string intrinsic;
  IntrinsicFlags flags;
};

/// expm1, log1p and rsqrt: an intrinsic and an llvm float op with the
/// constant 1 (created first), both with the op's fastmath flags:
/// `exp(x) - 1`, `log(1 + x)`, `1 / sqrt(x)`.
struct WithOneLowering : ConversionPattern {
  /// Where the intrinsic goes relative to the float op.
  enum class Shape { IntrinsicMinusOne, IntrinsicOfOnePlus, OneOverIntrinsic };

  WithOneLowering(const TypeConverter &converter, Context *ctx,
                  llvm::StringRef from, llvm::StringRef intrinsic,
                  llvm::StringRef floatOp, Shape shape)
      : ConversionPattern(from, 1, ctx, &converter), intrinsic(intrinsic.str()),
        floatOp(floatOp.str()), shape(shape) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getLoweredResultType(op, *typeConverter);
    if (!type || !getElementTypeOrSelf(type).isFloat())
      return rewriter.notifyMatchFailure(op, "not a float or 1-D vector");
    Location loc = op->getLoc();
    Attribute one = rewriter.getFloatAttr(getElementTypeOrSelf(type), 1.0);
    if (auto vector = llvm::dyn_cast<VectorType>(type))
      one = DenseElementsAttr::get(vector, llvm::ArrayRef<Attribute>(one));
    Value oneValue = rewriter
                         .create(loc, "llvm.mlir.constant", {}, {type},
                                 {rewriter.getNamedAttr("value", one)})
                         ->getResult(0);
    NamedAttribute fastmath = getLLVMFastmathFlags(op);
    auto create = [&](llvm::StringRef name, llvm::ArrayRef<Value> args) {
      return rewriter.create(loc, name, args, {type}, {fastmath})->getResult(0);
    };
    Value result;
    switch (shape) {
    case Shape::IntrinsicMinusOne:
      result = create(floatOp, {create(intrinsic, operands[0]), oneValue});
      break;
    case Shape::IntrinsicOfOnePlus:
      result = create(intrinsic, create(floatOp, {oneValue, operands[0]}));
      break;
    case Shape::OneOverIntrinsic:
      result = create(floatOp, {oneValue, create(intrinsic, operands[0])});
      break;
    }
    rewriter.replaceOp(op, {result});
    return success();
  }

  std::string intrinsic, floatOp;
  Shape shape;
};

struct ConvertMathToLLVMPass
    : PassWrapper<ConvertMathToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ConvertMathToLLVMPass"; }
  llvm::StringRef getArgument() const override {
    return "convert-math-to-llvm";
  }
  llvm::StringRef getDescription() const override {
    return "Convert Math dialect to LLVM dialect";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertMathToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    populateMathToLLVMConversionPatterns(converter, patterns, approximateLog1p);
    if (failed(applyLLVMConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  Option<bool> approximateLog1p{passOptions, "approximate-log1p",
                                "Enable approximation of Log1p.", true};
};

} // namespace

void assay::populateMathToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    bool approximateLog1p) {
  Context *ctx = patterns.getContext();
  static constexpr struct {
    llvm::StringLiteral from, to;
    IntrinsicFlags flags;
  } kIntrinsics[] = {
      {"math.absf", "llvm.intr.fabs", IntrinsicFlags::Fastmath},
      {"math.absi", "llvm.intr.abs", IntrinsicFlags::IntMinPoison},
      {"math.ceil", "llvm.intr.ceil", IntrinsicFlags::Fastmath},
      {"math.copysign", "llvm.intr.copysign", IntrinsicFlags::Fastmath},
      {"math.cos", "llvm.intr.cos", IntrinsicFlags::Fastmath},
      {"math.ctlz", "llvm.intr.ctlz", IntrinsicFlags::ZeroPoison},
      {"math.cttz", "llvm.intr.cttz", IntrinsicFlags::ZeroPoison},
      {"math.ctpop", "llvm.intr.ctpop", IntrinsicFlags::None},
      {"math.exp", "llvm.intr.exp", IntrinsicFlags::Fastmath},
      {"math.exp2", "llvm.intr.exp2", IntrinsicFlags::Fastmath},
      {"math.floor", "llvm.intr.floor", IntrinsicFlags::Fastmath},
      {"math.fma", "llvm.intr.fma", IntrinsicFlags::Fastmath},
      {"math.log", "llvm.intr.log", IntrinsicFlags::Fastmath},
      {"math.log10", "llvm.intr.log10", IntrinsicFlags::Fastmath},
      {"math.log2", "llvm.intr.log2", IntrinsicFlags::Fastmath},
      {"math.powf", "llvm.intr.pow", IntrinsicFlags::Fastmath},
      {"math.fpowi", "llvm.intr.powi", IntrinsicFlags::Fastmath},
      {"math.round", "llvm.intr.round", IntrinsicFlags::Fastmath},
      {"math.roundeven", "llvm.intr.roundeven", IntrinsicFlags::Fastmath},
      {"math.sin", "llvm.intr.sin", IntrinsicFlags::Fastmath},
      {"math.sqrt", "llvm.intr.sqrt", IntrinsicFlags::Fastmath},
      {"math.trunc", "llvm.intr.trunc", IntrinsicFlags::Fastmath},
  };
  for (const auto &entry : kIntrinsics)
    patterns.add(std::make_unique<IntrinsicLowering>(converter, ctx, entry.from,
                                                     entry.to, entry.flags));
  using Shape = WithOneLowering::Shape;
  patterns.add(std::make_unique<WithOneLowering>(converter, ctx, "math.expm1",
                                                 "llvm.intr.exp", "llvm.fsub",
                                                 Shape::IntrinsicMinusOne));
  if (approximateLog1p)
    patterns.add(std::make_unique<WithOneLowering>(converter, ctx, "math.log1p",
                                                   "llvm.intr.log", "llvm.fadd",
                                                   Shape::IntrinsicOfOnePlus));
  patterns.add(std::make_unique<WithOneLowering>(converter, ctx, "math.rsqrt",
                                                 "llvm.intr.sqrt", "llvm.fdiv",
                                                 Shape::OneOverIntrinsic));
}

std::unique_ptr<Pass> assay::createConvertMathToLLVMPass() {
  return std::make_unique<ConvertMathToLLVMPass>();
}
