//===- MathToLibm.cpp - math ops to calls of libm functions ---------------===//
//
// `convert-math-to-libm` replaces each math op that mlir-opt 19 lowers to
// libm by a `func.call` of the libm function, declared in the nearest
// symbol table (module) as `func.func private @name(...) -> ...
// attributes {llvm.readnone}` on first use (each new declaration goes
// first in the module, as with mlir-opt 19):
//
//   f32: `<name>f` (`sinf`, `atan2f`, ...), f64: `<name>` (`sin`, ...);
//   absf calls fabs(f), powf calls pow(f), roundeven calls roundeven(f);
//   f16 and bf16 operands are extended to f32 (arith.extf), the f32
//   function called and the result truncated back (arith.truncf).
//
// The ops: acos acosh asin asinh atan atanh atan2 cbrt ceil cos cosh erf
// exp exp2 expm1 absf floor fma log log10 log1p log2 powf round roundeven
// sin sinh sqrt tan tanh trunc. The math dialect is illegal, so another
// math op (rsqrt, ctlz, ...) fails the pass with a located error, as with
// mlir-opt 19; so does an op on vectors, which mlir-opt 19 unrolls into
// vector.extract/insert and scalar calls (Assay has no vector dialect). The
// calls and the conversions take the location of the op they lower; the
// declarations have an unknown location.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/SymbolTable.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FrozenRewritePatternSet.h"

using namespace assay;

namespace {

/// Lowers one math op on f32 or f64 to a call of its libm function, and on
/// f16 or bf16 to the f32 call between an extension and a truncation.
struct LibmCallLowering : ConversionPattern {
  LibmCallLowering(Context *ctx, llvm::StringRef from, llvm::StringRef f32Name,
                   llvm::StringRef f64Name)
      : ConversionPattern(from, 1, ctx), f32Name(f32Name.str()),
        f64Name(f64Name.str()) {
    // An f16 or bf16 op becomes the same op on f32, lowered by this
    // pattern in turn (once: that one is f32).
    setHasBoundedRewriteRecursion();
  }

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = op->getResult(0).getType();
    if (type.isF16() || type.isBF16())
      return promoteToF32(op, operands, rewriter);
    if (!type.isF32() && !type.isF64())
      return rewriter.notifyMatchFailure(op, "not a scalar float");
    llvm::StringRef name = type.isF64() ? f64Name : f32Name;
    if (failed(declare(op, name, rewriter)))
      return failure();
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(op);
    auto call = rewriter.create<func::CallOp>(
        op->getLoc(),
        FlatSymbolRefAttr::get(StringAttr::get(op->getContext(), name)),
        llvm::ArrayRef<Type>{type}, operands);
    rewriter.replaceOp(op, call.getOperation());
    return success();
  }

  /// `truncf(op'(extf(operands)))`, op' the op on f32 (lowered in turn).
  LogicalResult promoteToF32(Operation *op, llvm::ArrayRef<Value> operands,
                             ConversionPatternRewriter &rewriter) const {
    Location loc = op->getLoc();
    Type f32 = rewriter.getF32Type();
    llvm::SmallVector<Value, 3> extended;
    for (Value operand : operands)
      extended.push_back(
          rewriter.create(loc, "arith.extf", {operand}, {f32})->getResult(0));
    Operation *wide =
        rewriter.create(loc, op->getName().getStringRef(), extended, {f32});
    Operation *narrow =
        rewriter.create(loc, "arith.truncf", {wide->getResult(0)},
                        {op->getResult(0).getType()});
    rewriter.replaceOp(op, narrow);
    return success();
  }

  /// Declares `name` with `op`'s signature at the start of the nearest
  /// symbol table, unless a symbol of that name is there already.
  LogicalResult declare(Operation *op, llvm::StringRef name,
                        ConversionPatternRewriter &rewriter) const {
    Operation *table = SymbolTable::getNearestSymbolTable(op);
    if (!table || table->getNumRegions() != 1 || table->getRegion(0).empty())
      return rewriter.notifyMatchFailure(op, "no symbol table to declare in");
    if (SymbolTable::lookupSymbolIn(table, name))
      return success();
    Context *ctx = op->getContext();
    llvm::SmallVector<Type, 3> inputs(op->getOperandTypes());
    auto type = FunctionType::get(ctx, inputs, {op->getResult(0).getType()});
    func::FuncOp decl = func::FuncOp::create(
        rewriter.getUnknownLoc(), name, type,
        {rewriter.getNamedAttr("sym_visibility",
                               rewriter.getStringAttr("private")),
         rewriter.getNamedAttr("llvm.readnone", rewriter.getUnitAttr())});
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&table->getRegion(0).front());
    rewriter.insert(decl.getOperation());
    return success();
  }

  std::string f32Name, f64Name;
};

struct ConvertMathToLibmPass
    : PassWrapper<ConvertMathToLibmPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "ConvertMathToLibmPass"; }
  llvm::StringRef getArgument() const override {
    return "convert-math-to-libm";
  }
  llvm::StringRef getDescription() const override {
    return "Convert Math dialect to libm calls";
  }
  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<ConvertMathToLibmPass>();
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("func");
    RewritePatternSet patterns(ctx);
    populateMathToLibmConversionPatterns(patterns);
    ConversionTarget target(*ctx);
    for (llvm::StringRef ns : {"arith", "builtin", "func"})
      target.addLegalDialect(ns);
    target.addIllegalDialect("math");
    if (failed(applyPartialConversion(
            getOperation(), target,
            FrozenRewritePatternSet(std::move(patterns)))))
      signalPassFailure();
  }
};

} // namespace

void assay::populateMathToLibmConversionPatterns(RewritePatternSet &patterns) {
  Context *ctx = patterns.getContext();
  static constexpr struct {
    llvm::StringLiteral op, f32Name, f64Name;
  } kFunctions[] = {
      {"math.acos", "acosf", "acos"},
      {"math.acosh", "acoshf", "acosh"},
      {"math.asin", "asinf", "asin"},
      {"math.asinh", "asinhf", "asinh"},
      {"math.atan", "atanf", "atan"},
      {"math.atanh", "atanhf", "atanh"},
      {"math.atan2", "atan2f", "atan2"},
      {"math.cbrt", "cbrtf", "cbrt"},
      {"math.ceil", "ceilf", "ceil"},
      {"math.cos", "cosf", "cos"},
      {"math.cosh", "coshf", "cosh"},
      {"math.erf", "erff", "erf"},
      {"math.exp", "expf", "exp"},
      {"math.exp2", "exp2f", "exp2"},
      {"math.expm1", "expm1f", "expm1"},
      {"math.absf", "fabsf", "fabs"},
      {"math.floor", "floorf", "floor"},
      {"math.fma", "fmaf", "fma"},
      {"math.log", "logf", "log"},
      {"math.log10", "log10f", "log10"},
      {"math.log1p", "log1pf", "log1p"},
      {"math.log2", "log2f", "log2"},
      {"math.powf", "powf", "pow"},
      {"math.round", "roundf", "round"},
      {"math.roundeven", "roundevenf", "roundeven"},
      {"math.sin", "sinf", "sin"},
      {"math.sinh", "sinhf", "sinh"},
      {"math.sqrt", "sqrtf", "sqrt"},
      {"math.tan", "tanf", "tan"},
      {"math.tanh", "tanhf", "tanh"},
      {"math.trunc", "truncf", "trunc"},
  };
  for (const auto &entry : kFunctions)
    patterns.add(std::make_unique<LibmCallLowering>(
        ctx, entry.op, entry.f32Name, entry.f64Name));
}

std::unique_ptr<Pass> assay::createConvertMathToLibmPass() {
  return std::make_unique<ConvertMathToLibmPass>();
}
