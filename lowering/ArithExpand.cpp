//===- ArithExpand.cpp - arith ops the llvm dialect lacks, in simpler ops
//---===//
//
// `arith-expand` (option `include-bf16`) rewrites the arith ops that have no
// llvm counterpart, or whose counterpart MLIR 19 does not use, into other
// arith ops, on scalars, vectors and tensors:
//
//   ceildivui                 0 when the dividend is 0, else (a - 1) / b + 1
//   floordivsi, ceildivsi     the truncated quotient, moved one down (up)
//                             when the remainder is non-zero and the signs
//                             differ (agree)
//   maxsi maxui minsi minui   cmpi and select
//   maximumf minimumf         cmpf ugt/ult and select, the zeros of equal
//   maxnumf minnumf           operands by their bits, then the NaN operand
//   extf bf16 -> f32          (include-bf16) the bits shifted into an f32
//   truncf f32 -> bf16        (include-bf16) rounded to nearest even on the
//                             bits, NaN as the quiet NaN 0x7fc0
//
// The output is mlir-opt 19's op for op, except where mlir-opt 19's
// expansion computes something the op does not (docs/lowering.md,
// "arith-expand"): `ceildivsi` (mlir-opt 19 negates the dividend, wrong for
// MIN, and divides MAX + 1 by -1), the float max/min ops (mlir-opt 19
// returns the second operand of equal zeros), constants wider than 64 bits
// (mlir-opt 19 zero-extends -1 from 64 bits) and `truncf ...
// to_nearest_even` (expanded here, an error in mlir-opt 19). Every op the
// expansion creates takes the location of the op it expands.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithEnums.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/OpConstraints.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// `type` with its element type replaced by `element` (the type itself
/// for a scalar).
static Type withElementType(Type type, Type element) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.clone(element);
  return element;
}

/// Builds arith ops at the rewriter's insertion point, all at one location.
struct ArithBuilder {
  ConversionPatternRewriter &rewriter;
  Location loc;

  Value create(llvm::StringRef name, llvm::ArrayRef<Value> operands, Type type,
               llvm::ArrayRef<NamedAttribute> attrs = {}) {
    return rewriter.create(loc, name, operands, {type}, attrs)->getResult(0);
  }
  Value binary(llvm::StringRef name, Value lhs, Value rhs) {
    return create(name, {lhs, rhs}, lhs.getType());
  }
  Value cast(llvm::StringRef name, Value value, Type type) {
    return create(name, {value}, type);
  }
  Value compare(llvm::StringRef name, uint64_t predicate, Value lhs,
                Value rhs) {
    Type i1 = withElementType(lhs.getType(), rewriter.getI1Type());
    return create(
        name, {lhs, rhs}, i1,
        {rewriter.getNamedAttr("predicate",
                               rewriter.getIntegerAttr(rewriter.getI64Type(),
                                                       int64_t(predicate)))});
  }
  Value cmpi(arith::CmpIPredicate predicate, Value lhs, Value rhs) {
    return compare("arith.cmpi", uint64_t(predicate), lhs, rhs);
  }
  Value cmpf(arith::CmpFPredicate predicate, Value lhs, Value rhs) {
    return compare("arith.cmpf", uint64_t(predicate), lhs, rhs);
  }
  Value select(Value condition, Value ifTrue, Value ifFalse) {
    return create("arith.select", {condition, ifTrue, ifFalse},
                  ifTrue.getType());
  }
  /// `arith.constant value : type`, a splat for a shaped type; `value` is
  /// sign-extended to the element's width.
  Value constant(Type type, int64_t value) {
    Type element = getElementTypeOrSelf(type);
    unsigned width = element.isIndex() ? 64 : element.getIntOrFloatBitWidth();
    Attribute attr = rewriter.getIntegerAttr(
        element, llvm::APInt(width, uint64_t(value), /*isSigned=*/true));
    if (auto shaped = llvm::dyn_cast<ShapedType>(type))
      attr = DenseElementsAttr::get(shaped, llvm::ArrayRef<Attribute>(attr));
    return create("arith.constant", {}, type,
                  {rewriter.getNamedAttr("value", attr)});
  }
};

/// A pattern rooted on the arith op `name` that builds its replacement
/// with an ArithBuilder.
struct ExpandPattern : ConversionPattern {
  ExpandPattern(Context *ctx, llvm::StringRef name)
      : ConversionPattern(name, 1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const final {
    if (!applies(op))
      return rewriter.notifyMatchFailure(op, "not expanded");
    ArithBuilder b{rewriter, op->getLoc()};
    rewriter.replaceOp(op, {expand(b, operands)});
    return success();
  }

  /// Whether the op is one this pattern expands.
  virtual bool applies(Operation *) const { return true; }
  /// Builds the value that replaces the op.
  virtual Value expand(ArithBuilder &b,
                       llvm::ArrayRef<Value> operands) const = 0;
};

/// ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1.
struct CeilDivUIExpansion : ExpandPattern {
  explicit CeilDivUIExpansion(Context *ctx)
      : ExpandPattern(ctx, "arith.ceildivui") {}
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    Type type = v[0].getType();
    Value zero = b.constant(type, 0);
    Value isZero = b.cmpi(arith::CmpIPredicate::eq, v[0], zero);
    Value one = b.constant(type, 1);
    Value less = b.binary("arith.subi", v[0], one);
    Value quotient = b.binary("arith.divui", less, v[1]);
    Value plusOne = b.binary("arith.addi", quotient, one);
    return b.select(isZero, zero, plusOne);
  }
};

/// floordivsi (ceildivsi): q = a / b truncated; q - 1 (q + 1) when
/// q * b != a and the signs of a and b differ (agree). The division is the
/// op's own: it is undefined exactly where the op is, and nothing else
/// can overflow (|q * b| <= |a|).
struct RoundedDivSIExpansion : ExpandPattern {
  RoundedDivSIExpansion(Context *ctx, llvm::StringRef name, bool up)
      : ExpandPattern(ctx, name), up(up) {}
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    Type type = v[0].getType();
    Value quotient = b.binary("arith.divsi", v[0], v[1]);
    Value product = b.binary("arith.muli", quotient, v[1]);
    Value inexact = b.cmpi(arith::CmpIPredicate::ne, v[0], product);
    Value zero = b.constant(type, 0);
    Value lhsNegative = b.cmpi(arith::CmpIPredicate::slt, v[0], zero);
    Value rhsNegative = b.cmpi(arith::CmpIPredicate::slt, v[1], zero);
    Value signs =
        b.cmpi(up ? arith::CmpIPredicate::eq : arith::CmpIPredicate::ne,
               lhsNegative, rhsNegative);
    Value adjust = b.binary("arith.andi", inexact, signs);
    Value step = b.constant(type, up ? 1 : -1);
    Value adjusted = b.binary("arith.addi", quotient, step);
    return b.select(adjust, adjusted, quotient);
  }
  bool up;
};

/// maxsi/maxui/minsi/minui: cmpi and select.
struct MaxMinIExpansion : ExpandPattern {
  MaxMinIExpansion(Context *ctx, llvm::StringRef name,
                   arith::CmpIPredicate predicate)
      : ExpandPattern(ctx, name), predicate(predicate) {}
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    return b.select(b.cmpi(predicate, v[0], v[1]), v[0], v[1]);
  }
  arith::CmpIPredicate predicate;
};

/// maximumf/minimumf/maxnumf/minnumf: the greater (lesser) operand by an
/// unordered compare (the first one when it is NaN); of two operands that
/// compare equal, their bits and-ed (or-ed), which is +0 (-0) for zeros of
/// both signs and the value otherwise; then the NaN operand: the second
/// one for maximumf/minimumf (the first is already taken when NaN), the
/// other one for maxnumf/minnumf when the first is NaN.
struct MaxMinFExpansion : ExpandPattern {
  MaxMinFExpansion(Context *ctx, llvm::StringRef name, bool max,
                   bool propagateNaN)
      : ExpandPattern(ctx, name), max(max), propagateNaN(propagateNaN) {}
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    Value lhs = v[0], rhs = v[1];
    Type type = lhs.getType();
    Value pick = b.cmpf(
        max ? arith::CmpFPredicate::UGT : arith::CmpFPredicate::ULT, lhs, rhs);
    Value picked = b.select(pick, lhs, rhs);
    Value equal = b.cmpf(arith::CmpFPredicate::OEQ, lhs, rhs);
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    Type intType =
        withElementType(type, IntegerType::get(type.getContext(), width));
    Value lhsBits = b.cast("arith.bitcast", lhs, intType);
    Value rhsBits = b.cast("arith.bitcast", rhs, intType);
    Value bits = b.binary(max ? "arith.andi" : "arith.ori", lhsBits, rhsBits);
    Value zeros = b.cast("arith.bitcast", bits, type);
    Value ordered = b.select(equal, zeros, picked);
    Value nanOperand = propagateNaN ? rhs : lhs;
    Value isNaN = b.cmpf(arith::CmpFPredicate::UNO, nanOperand, nanOperand);
    return b.select(isNaN, rhs, ordered);
  }
  bool max, propagateNaN;
};

/// Whether `op` converts between elements `from` and `to` (checked by
/// predicates on the element types).
static bool convertsBetween(Operation *op, bool (Type::*from)() const,
                            bool (Type::*to)() const) {
  Type in = getElementTypeOrSelf(op->getOperand(0).getType());
  Type out = getElementTypeOrSelf(op->getResult(0).getType());
  return (in.*from)() && (out.*to)();
}

/// extf bf16 -> f32: the bf16 bits are the high half of the f32's.
struct BF16ExtFExpansion : ExpandPattern {
  explicit BF16ExtFExpansion(Context *ctx) : ExpandPattern(ctx, "arith.extf") {}
  bool applies(Operation *op) const override {
    return convertsBetween(op, &Type::isBF16, &Type::isF32);
  }
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    Type type = v[0].getType();
    Context *ctx = type.getContext();
    Type i16 = withElementType(type, IntegerType::get(ctx, 16));
    Type i32 = withElementType(type, IntegerType::get(ctx, 32));
    Value bits = b.cast("arith.bitcast", v[0], i16);
    Value wide = b.cast("arith.extui", bits, i32);
    Value shift = b.constant(i32, 16);
    Value shifted = b.binary("arith.shli", wide, shift);
    return b.cast("arith.bitcast", shifted,
                  withElementType(type, FloatType::getF32(ctx)));
  }
};

/// truncf f32 -> bf16 (no rounding mode, or to_nearest_even): the f32 bits
/// plus 0x7fff plus the lowest kept bit (round half to even), their high
/// half; a NaN becomes the quiet NaN 0x7fc0.
struct BF16TruncFExpansion : ExpandPattern {
  explicit BF16TruncFExpansion(Context *ctx)
      : ExpandPattern(ctx, "arith.truncf") {}
  bool applies(Operation *op) const override {
    return isExpandedBF16TruncF(op);
  }
  static bool isExpandedBF16TruncF(Operation *op) {
    if (!convertsBetween(op, &Type::isF32, &Type::isBF16))
      return false;
    auto mode = llvm::dyn_cast_if_present<IntegerAttr>(
        op->getInherentAttr("roundingmode"));
    // Mode 0 is to_nearest_even, what the expansion computes.
    return !mode || mode.getValue().isZero();
  }
  Value expand(ArithBuilder &b, llvm::ArrayRef<Value> v) const override {
    Type type = v[0].getType();
    Context *ctx = type.getContext();
    Type i16 = withElementType(type, IntegerType::get(ctx, 16));
    Type i32 = withElementType(type, IntegerType::get(ctx, 32));
    Value isNaN = b.cmpf(arith::CmpFPredicate::UNE, v[0], v[0]);
    Value bias = b.constant(i32, 0x7fff);
    Value nan = b.constant(i16, 0x7fc0);
    Value sixteen = b.constant(i32, 16);
    Value one = b.constant(i32, 1);
    Value bits = b.cast("arith.bitcast", v[0], i32);
    Value high = b.binary("arith.shrui", bits, sixteen);
    Value lowestKept = b.binary("arith.andi", high, one);
    Value rounding = b.binary("arith.addi", lowestKept, bias);
    Value rounded = b.binary("arith.addi", bits, rounding);
    Value shifted = b.binary("arith.shrui", rounded, sixteen);
    Value truncated = b.cast("arith.trunci", shifted, i16);
    Value result = b.select(isNaN, nan, truncated);
    return b.cast("arith.bitcast", result,
                  withElementType(type, FloatType::getBF16(ctx)));
  }
};

struct ArithExpandPass : PassWrapper<ArithExpandPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ArithExpandOpsPass"; }
  llvm::StringRef getArgument() const override { return "arith-expand"; }
  llvm::StringRef getDescription() const override {
    return "Legalize Arith ops to be convertible to LLVM.";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<ArithExpandPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    RewritePatternSet patterns(ctx);
    populateArithExpandOpsPatterns(patterns);
    ConversionTarget target(*ctx);
    target.addLegalDialect("arith");
    for (llvm::StringRef name :
         {"arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
          "arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
          "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf"})
      target.addIllegalOp(name);
    if (includeBF16) {
      populateExpandBF16Patterns(patterns);
      target.addDynamicallyLegalOp("arith.extf", [](Operation *op) {
        return std::optional<bool>(
            !convertsBetween(op, &Type::isBF16, &Type::isF32));
      });
      target.addDynamicallyLegalOp("arith.truncf", [](Operation *op) {
        return std::optional<bool>(
            !BF16TruncFExpansion::isExpandedBF16TruncF(op));
      });
    }
    if (failed(applyPartialConversion(
            getOperation(), target,
            FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }

  Option<bool> includeBF16{passOptions, "include-bf16",
                           "Enable the BF16 expansion patterns", false};
};

} // namespace

void assay::populateArithExpandOpsPatterns(RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  patterns.add(std::make_unique<CeilDivUIExpansion>(ctx));
  patterns.add(
      std::make_unique<RoundedDivSIExpansion>(ctx, "arith.ceildivsi", true));
  patterns.add(
      std::make_unique<RoundedDivSIExpansion>(ctx, "arith.floordivsi", false));
  static constexpr struct {
    llvm::StringLiteral name;
    arith::CmpIPredicate predicate;
  } kMaxMinI[] = {{"arith.maxsi", arith::CmpIPredicate::sgt},
                  {"arith.maxui", arith::CmpIPredicate::ugt},
                  {"arith.minsi", arith::CmpIPredicate::slt},
                  {"arith.minui", arith::CmpIPredicate::ult}};
  for (const auto &entry : kMaxMinI)
    patterns.add(
        std::make_unique<MaxMinIExpansion>(ctx, entry.name, entry.predicate));
  patterns.add(
      std::make_unique<MaxMinFExpansion>(ctx, "arith.maximumf", true, true));
  patterns.add(
      std::make_unique<MaxMinFExpansion>(ctx, "arith.minimumf", false, true));
  patterns.add(
      std::make_unique<MaxMinFExpansion>(ctx, "arith.maxnumf", true, false));
  patterns.add(
      std::make_unique<MaxMinFExpansion>(ctx, "arith.minnumf", false, false));
}

void assay::populateExpandBF16Patterns(RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  patterns.add(std::make_unique<BF16ExtFExpansion>(ctx));
  patterns.add(std::make_unique<BF16TruncFExpansion>(ctx));
}

std::unique_ptr<Pass> assay::createArithExpandPass() {
  return std::make_unique<ArithExpandPass>();
}
