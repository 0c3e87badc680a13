//===- MathOps.h - The ops of the math dialect ------------------*- C++ -*-===//
//
// Typed views of the math dialect's ops, grouped by shape:
//   %r = math.sin %x fastmath<fast> : f32          float unary
//   %r = math.powf %a, %b : f32                     float binary
//   %r = math.fma %a, %b, %c : vector<4xf32>        float ternary
//   %r = math.fpowi %a, %n : f32, i32               float to integer power
//   %r = math.ctlz %a : i32                         integer unary
//   %r = math.ipowi %a, %b : i32                    integer binary
//   %r = math.isnan %x : f32                        classification (i1)
// Float ops carry a `fastmath` property, an `#arith.fastmath<...>` that is
// `none` unless given and is printed in custom form only when not `none`.
// Operands and results may be scalars, vectors or tensors.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MATH_MATHOPS_H
#define ASSAY_DIALECTS_MATH_MATHOPS_H

#include "dialects/arith/ArithEnums.h"
#include "ir/OpDefinition.h"

namespace assay {
namespace math {

/// The shapes of math ops; each has one registration and one syntax.
enum class MathOpKind {
  /// `%r = math.op %x (fastmath<...>)? : T`.
  FloatUnary,
  /// `%r = math.op %a, %b (fastmath<...>)? : T`.
  FloatBinary,
  /// `%r = math.op %a, %b, %c (fastmath<...>)? : T`.
  FloatTernary,
  /// `%r = math.fpowi %a, %b (fastmath<...>)? : F, I`.
  FloatIntPower,
  /// `%r = math.op %x : T`.
  IntegerUnary,
  /// `%r = math.op %a, %b : T`.
  IntegerBinary,
  /// `%r = math.op %x (fastmath<...>)? : F` with an i1-like result.
  FloatClassification,
};

namespace detail {
/// Fills `info` with the counts, traits, properties, verifiers and syntax of
/// ops of shape `kind`.
void populateMathOpInfo(OpInfo &info, MathOpKind kind);
/// The `fastmath` property of `op` (`none` when absent).
arith::FastMathFlags getFastMathFlags(Operation *op);
} // namespace detail

/// Base of every math op of shape `Kind`.
template <class ConcreteOp, MathOpKind Kind>
class MathOp : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  /// This op's shape.
  static constexpr MathOpKind kind = Kind;
  /// Counts, traits, properties, verifiers and syntax of the shape.
  static void populateInfo(OpInfo &info) {
    detail::populateMathOpInfo(info, Kind);
  }
  /// The single result.
  Value getResult() { return this->state->getResult(0); }
};

/// Base of the ops with one operand.
template <class ConcreteOp, MathOpKind Kind>
class UnaryMathOp : public MathOp<ConcreteOp, Kind> {
public:
  using MathOp<ConcreteOp, Kind>::MathOp;
  /// The operand.
  Value getOperand() { return this->state->getOperand(0); }
};

/// Base of the ops with two operands.
template <class ConcreteOp, MathOpKind Kind>
class BinaryMathOp : public MathOp<ConcreteOp, Kind> {
public:
  using MathOp<ConcreteOp, Kind>::MathOp;
  /// The left operand.
  Value getLhs() { return this->state->getOperand(0); }
  /// The right operand.
  Value getRhs() { return this->state->getOperand(1); }
};

/// Adds the fastmath accessors to a math op base.
template <class Base> class WithFastMath : public Base {
public:
  using Base::Base;
  /// The `fastmath` property as an attribute (an `#arith.fastmath`).
  Attribute getFastmathAttr() {
    return this->state->getInherentAttr("fastmath");
  }
  /// The fast-math flags (`none` when absent).
  arith::FastMathFlags getFastmath() {
    return detail::getFastMathFlags(this->state);
  }
};

#define ASSAY_MATH_OP(Class, Mnemonic, Base, Kind)                             \
  /** `math.Mnemonic`. */                                                      \
  class Class : public Base<Class, MathOpKind::Kind> {                         \
  public:                                                                      \
    using Base::Base;                                                          \
    /** The op's name. */                                                      \
    static llvm::StringRef getOperationName() { return "math." Mnemonic; }     \
  };
#define ASSAY_MATH_FLOAT_OP(Class, Mnemonic, Base, Kind)                       \
  /** `math.Mnemonic`. */                                                      \
  class Class : public WithFastMath<Base<Class, MathOpKind::Kind>> {           \
  public:                                                                      \
    using WithFastMath::WithFastMath;                                          \
    /** The op's name. */                                                      \
    static llvm::StringRef getOperationName() { return "math." Mnemonic; }     \
  };

// Float unary ops.
ASSAY_MATH_FLOAT_OP(AbsFOp, "absf", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AcosOp, "acos", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AcoshOp, "acosh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AsinOp, "asin", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AsinhOp, "asinh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AtanOp, "atan", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(AtanhOp, "atanh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(CbrtOp, "cbrt", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(CeilOp, "ceil", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(CosOp, "cos", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(CoshOp, "cosh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(ErfOp, "erf", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(ExpOp, "exp", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(Exp2Op, "exp2", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(ExpM1Op, "expm1", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(FloorOp, "floor", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(LogOp, "log", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(Log10Op, "log10", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(Log1pOp, "log1p", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(Log2Op, "log2", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(RoundOp, "round", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(RoundEvenOp, "roundeven", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(RsqrtOp, "rsqrt", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(SinOp, "sin", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(SinhOp, "sinh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(SqrtOp, "sqrt", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(TanOp, "tan", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(TanhOp, "tanh", UnaryMathOp, FloatUnary)
ASSAY_MATH_FLOAT_OP(TruncOp, "trunc", UnaryMathOp, FloatUnary)

// Float binary ops.
ASSAY_MATH_FLOAT_OP(Atan2Op, "atan2", BinaryMathOp, FloatBinary)
ASSAY_MATH_FLOAT_OP(CopySignOp, "copysign", BinaryMathOp, FloatBinary)
ASSAY_MATH_FLOAT_OP(PowFOp, "powf", BinaryMathOp, FloatBinary)
/// `math.fpowi`: a float raised to a signless integer power.
ASSAY_MATH_FLOAT_OP(FPowIOp, "fpowi", BinaryMathOp, FloatIntPower)

// Float classification ops (an i1 per element).
ASSAY_MATH_FLOAT_OP(IsFiniteOp, "isfinite", UnaryMathOp, FloatClassification)
ASSAY_MATH_FLOAT_OP(IsInfOp, "isinf", UnaryMathOp, FloatClassification)
ASSAY_MATH_FLOAT_OP(IsNaNOp, "isnan", UnaryMathOp, FloatClassification)
ASSAY_MATH_FLOAT_OP(IsNormalOp, "isnormal", UnaryMathOp, FloatClassification)

// Integer ops.
ASSAY_MATH_OP(AbsIOp, "absi", UnaryMathOp, IntegerUnary)
ASSAY_MATH_OP(CountLeadingZerosOp, "ctlz", UnaryMathOp, IntegerUnary)
ASSAY_MATH_OP(CountTrailingZerosOp, "cttz", UnaryMathOp, IntegerUnary)
ASSAY_MATH_OP(CtPopOp, "ctpop", UnaryMathOp, IntegerUnary)
ASSAY_MATH_OP(IPowIOp, "ipowi", BinaryMathOp, IntegerBinary)

#undef ASSAY_MATH_OP
#undef ASSAY_MATH_FLOAT_OP

/// `%r = math.fma %a, %b, %c : T`: a * b + c with one rounding.
class FmaOp : public WithFastMath<MathOp<FmaOp, MathOpKind::FloatTernary>> {
public:
  using WithFastMath::WithFastMath;
  /// `math.fma`.
  static llvm::StringRef getOperationName() { return "math.fma"; }
  /// The multiplicand.
  Value getA() { return state->getOperand(0); }
  /// The multiplier.
  Value getB() { return state->getOperand(1); }
  /// The addend.
  Value getC() { return state->getOperand(2); }
};

/// Registers every op of the dialect in `dialect`.
void registerMathOps(Dialect &dialect);
/// Attaches the ops' folders and the dialect's constant materialization
/// (MathFold.cpp); call after registerMathOps.
void registerMathFolders(Dialect &dialect);

} // namespace math
} // namespace assay

#endif // ASSAY_DIALECTS_MATH_MATHOPS_H
