//===- ArithToLLVM.cpp - arith ops to llvm ops ----------------------------===//
//
// `convert-arith-to-llvm` replaces each arith op on scalars and 1-D vectors
// by the llvm op mlir-opt 19 gives it, with the types of LLVMTypeConverter:
//
//   addi subi muli shli      add sub mul shl (overflow flags carried over)
//   divsi divui remsi remui  sdiv udiv srem urem
//   andi ori xori shrsi shrui and or xor ashr lshr
//   addf subf mulf divf remf fadd fsub fmul fdiv frem (fastmath carried
//   negf                     over), fneg
//   max/min si ui            intr.smax smin umax umin
//   maximumf minimumf        intr.maximum minimum maxnum minnum
//   maxnumf minnumf
//   extsi extui trunci       sext zext trunc
//   extf truncf              fpext fptrunc (truncf without rounding mode)
//   sitofp uitofp fptosi     the llvm casts of the same name
//   fptoui bitcast
//   cmpi cmpf                icmp fcmp (the predicates number alike)
//   select constant          select, mlir.constant (same value attribute)
//   index_cast(ui)           sext (zext) or trunc, or nothing between
//                            types of one width
//   mulsi/mului_extended     sext (zext) to twice the width, mul, trunc
//                            for the low half, lshr and trunc for the high
//
// Every other op stays as it is, as with mlir-opt 19 (the conversion is
// partial: nothing is illegal). Operands and results whose types change go
// through builtin.unrealized_conversion_cast. Every op the lowering creates
// takes the location of the op it lowers.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithAttributes.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// Which flags an llvm op carries, always present as mlir-opt 19 sets them.
enum class Flags { None, Overflow, Fastmath };

/// Whether `type` is a scalar or a 1-D vector, the shapes one llvm op
/// takes.
static bool isScalarOr1D(Type type) {
  auto vector = llvm::dyn_cast<VectorType>(type);
  return !vector || vector.getRank() == 1;
}

/// Lowers one arith op to one llvm op with the same operands.
struct OneToOneLowering : ConversionPattern {
  OneToOneLowering(const TypeConverter &converter, Context *ctx,
                   llvm::StringRef from, llvm::StringRef to, Flags flags)
      : ConversionPattern(from, 1, ctx, &converter), target(to.str()),
        flags(flags) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    for (Value operand : op->getOperands())
      if (!isScalarOr1D(operand.getType()))
        return rewriter.notifyMatchFailure(op, "not a scalar or 1-D vector");
    llvm::SmallVector<Type, 1> resultTypes;
    for (Type type : op->getResultTypes()) {
      Type converted = typeConverter->convertType(type);
      if (!converted || !isScalarOr1D(type))
        return rewriter.notifyMatchFailure(op, "unsupported result type");
      resultTypes.push_back(converted);
    }
    Context *ctx = op->getContext();
    llvm::SmallVector<NamedAttribute, 2> attrs;
    if (flags == Flags::Overflow) {
      uint32_t bits = 0;
      if (auto attr =
              llvm::dyn_cast_if_present<arith::IntegerOverflowFlagsAttr>(
                  op->getInherentAttr("overflowFlags")))
        bits = uint32_t(attr.getValue());
      attrs.push_back(rewriter.getNamedAttr(
          "overflowFlags", LLVM::IntegerOverflowFlagsAttr::get(ctx, bits)));
    } else if (flags == Flags::Fastmath) {
      attrs.push_back(getLLVMFastmathFlags(op));
    }
    // Comparisons keep their predicate: arith and llvm number them alike.
    if (Attribute predicate = op->getInherentAttr("predicate"))
      attrs.push_back(rewriter.getNamedAttr("predicate", predicate));
    Operation *newOp =
        rewriter.create(op->getLoc(), target, operands, resultTypes, attrs);
    rewriter.replaceOp(op, newOp);
    return success();
  }

  std::string target;
  Flags flags;
};

/// `arith.constant` -> `llvm.mlir.constant` with the same value.
struct ConstantLowering : ConversionPattern {
  ConstantLowering(const TypeConverter &converter, Context *ctx)
      : ConversionPattern("arith.constant", 1, ctx, &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op->getResult(0).getType();
    Type converted = typeConverter->convertType(type);
    if (!converted || !isScalarOr1D(type))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Operation *newOp = rewriter.create(
        op->getLoc(), "llvm.mlir.constant", {}, {converted},
        {rewriter.getNamedAttr("value", op->getInherentAttr("value"))});
    rewriter.replaceOp(op, newOp);
    return success();
  }
};

/// `arith.index_cast`/`index_castui`: a sign (zero) extension or a
/// truncation between the converted widths, or the operand itself when
/// they are equal.
struct IndexCastLowering : ConversionPattern {
  IndexCastLowering(const TypeConverter &converter, Context *ctx,
                    llvm::StringRef from, llvm::StringRef extension)
      : ConversionPattern(from, 1, ctx, &converter),
        extension(extension.str()) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = typeConverter->convertType(op->getResult(0).getType());
    if (!resultType || !isScalarOr1D(op->getResult(0).getType()))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Value source = operands[0];
    unsigned from =
        getElementTypeOrSelf(source.getType()).getIntOrFloatBitWidth();
    unsigned to = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
    if (from == to) {
      rewriter.replaceOp(op, {source});
      return success();
    }
    llvm::StringRef name =
        to > from ? llvm::StringRef(extension) : "llvm.trunc";
    Operation *newOp =
        rewriter.create(op->getLoc(), name, {source}, {resultType}, {});
    rewriter.replaceOp(op, newOp);
    return success();
  }

  std::string extension;
};

/// `arith.truncf` without a rounding mode (the only kind mlir-opt 19
/// lowers to llvm.fptrunc).
struct TruncFLowering : OneToOneLowering {
  TruncFLowering(const TypeConverter &converter, Context *ctx)
      : OneToOneLowering(converter, ctx, "arith.truncf", "llvm.fptrunc",
                         Flags::None) {}
  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getInherentAttr("roundingmode"))
      return rewriter.notifyMatchFailure(op, "has a rounding mode");
    return OneToOneLowering::matchAndRewrite(op, operands, rewriter);
  }
};

/// `arith.mulsi_extended`/`mului_extended`: both operands extended to twice
/// the width, multiplied, and the product truncated for the low half and
/// shifted right by the width then truncated for the high half.
struct MulExtendedLowering : ConversionPattern {
  MulExtendedLowering(const TypeConverter &converter, Context *ctx,
                      llvm::StringRef from, llvm::StringRef extension)
      : ConversionPattern(from, 1, ctx, &converter),
        extension(extension.str()) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op->getResult(0).getType();
    Type resultType = typeConverter->convertType(type);
    if (!resultType || !isScalarOr1D(type))
      return rewriter.notifyMatchFailure(op, "unsupported result type");
    Context *ctx = op->getContext();
    Location loc = op->getLoc();
    unsigned width = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
    Type wideElement = IntegerType::get(ctx, 2 * width);
    Type wideType = wideElement;
    auto vector = llvm::dyn_cast<VectorType>(resultType);
    if (vector)
      wideType = VectorType::get(vector.getShape(), wideElement,
                                 vector.getScalableDims());
    auto create = [&](llvm::StringRef name, llvm::ArrayRef<Value> args,
                      Type result, llvm::ArrayRef<NamedAttribute> attrs = {}) {
      return rewriter.create(loc, name, args, {result}, attrs)->getResult(0);
    };
    Value lhs = create(extension, {operands[0]}, wideType);
    Value rhs = create(extension, {operands[1]}, wideType);
    Value product = create(
        "llvm.mul", {lhs, rhs}, wideType,
        {rewriter.getNamedAttr("overflowFlags",
                               LLVM::IntegerOverflowFlagsAttr::get(ctx, 0))});
    Value low = create("llvm.trunc", {product}, resultType);
    Attribute shiftValue = rewriter.getIntegerAttr(wideElement, width);
    if (vector)
      shiftValue =
          DenseElementsAttr::get(llvm::cast<ShapedType>(wideType),
                                 llvm::ArrayRef<Attribute>(shiftValue));
    Value shift = create("llvm.mlir.constant", {}, wideType,
                         {rewriter.getNamedAttr("value", shiftValue)});
    Value shifted = create("llvm.lshr", {product, shift}, wideType);
    Value high = create("llvm.trunc", {shifted}, resultType);
    rewriter.replaceOp(op, llvm::ArrayRef<Value>{low, high});
    return success();
  }

  std::string extension;
};

struct ConvertArithToLLVMPass
    : PassWrapper<ConvertArithToLLVMPass, OperationPass<>> {
  llvm::StringRef getName() const override {
    return "ArithToLLVMConversionPass";
  }
  llvm::StringRef getArgument() const override {
    return "convert-arith-to-llvm";
  }
  llvm::StringRef getDescription() const override {
    return "Convert Arith dialect to LLVM dialect";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ConvertArithToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    // The ops the lowering creates must be registered ones.
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet patterns(ctx);
    populateArithToLLVMConversionPatterns(converter, patterns);
    if (failed(applyLLVMConversion(getOperation(), std::move(patterns))))
      signalPassFailure();
  }

  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
};

} // namespace

void assay::populateArithToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  static constexpr struct {
    llvm::StringLiteral from, to;
    Flags flags;
  } kOneToOne[] = {
      {"arith.addi", "llvm.add", Flags::Overflow},
      {"arith.subi", "llvm.sub", Flags::Overflow},
      {"arith.muli", "llvm.mul", Flags::Overflow},
      {"arith.shli", "llvm.shl", Flags::Overflow},
      {"arith.divsi", "llvm.sdiv", Flags::None},
      {"arith.divui", "llvm.udiv", Flags::None},
      {"arith.remsi", "llvm.srem", Flags::None},
      {"arith.remui", "llvm.urem", Flags::None},
      {"arith.andi", "llvm.and", Flags::None},
      {"arith.ori", "llvm.or", Flags::None},
      {"arith.xori", "llvm.xor", Flags::None},
      {"arith.shrsi", "llvm.ashr", Flags::None},
      {"arith.shrui", "llvm.lshr", Flags::None},
      {"arith.addf", "llvm.fadd", Flags::Fastmath},
      {"arith.subf", "llvm.fsub", Flags::Fastmath},
      {"arith.mulf", "llvm.fmul", Flags::Fastmath},
      {"arith.divf", "llvm.fdiv", Flags::Fastmath},
      {"arith.remf", "llvm.frem", Flags::Fastmath},
      {"arith.negf", "llvm.fneg", Flags::Fastmath},
      {"arith.maxsi", "llvm.intr.smax", Flags::None},
      {"arith.maxui", "llvm.intr.umax", Flags::None},
      {"arith.minsi", "llvm.intr.smin", Flags::None},
      {"arith.minui", "llvm.intr.umin", Flags::None},
      {"arith.maximumf", "llvm.intr.maximum", Flags::Fastmath},
      {"arith.minimumf", "llvm.intr.minimum", Flags::Fastmath},
      {"arith.maxnumf", "llvm.intr.maxnum", Flags::Fastmath},
      {"arith.minnumf", "llvm.intr.minnum", Flags::Fastmath},
      {"arith.extsi", "llvm.sext", Flags::None},
      {"arith.extui", "llvm.zext", Flags::None},
      {"arith.trunci", "llvm.trunc", Flags::None},
      {"arith.extf", "llvm.fpext", Flags::None},
      {"arith.sitofp", "llvm.sitofp", Flags::None},
      {"arith.uitofp", "llvm.uitofp", Flags::None},
      {"arith.fptosi", "llvm.fptosi", Flags::None},
      {"arith.fptoui", "llvm.fptoui", Flags::None},
      {"arith.bitcast", "llvm.bitcast", Flags::None},
      {"arith.select", "llvm.select", Flags::Fastmath},
      {"arith.cmpi", "llvm.icmp", Flags::None},
      {"arith.cmpf", "llvm.fcmp", Flags::Fastmath},
  };
  for (const auto &entry : kOneToOne)
    patterns.add(std::make_unique<OneToOneLowering>(converter, ctx, entry.from,
                                                    entry.to, entry.flags));
  patterns.add(std::make_unique<TruncFLowering>(converter, ctx));
  patterns.add(std::make_unique<ConstantLowering>(converter, ctx));
  patterns.add(std::make_unique<IndexCastLowering>(
      converter, ctx, "arith.index_cast", "llvm.sext"));
  patterns.add(std::make_unique<IndexCastLowering>(
      converter, ctx, "arith.index_castui", "llvm.zext"));
  patterns.add(std::make_unique<MulExtendedLowering>(
      converter, ctx, "arith.mulsi_extended", "llvm.sext"));
  patterns.add(std::make_unique<MulExtendedLowering>(
      converter, ctx, "arith.mului_extended", "llvm.zext"));
}

std::unique_ptr<Pass> assay::createConvertArithToLLVMPass() {
  return std::make_unique<ConvertArithToLLVMPass>();
}
