//===- ArithOps.h - The ops of the arith dialect ----------------*- C++ -*-===//
//
// Typed views over every op of the arith dialect, grouped by shape: integer
// and float binary ops, the extended (two-result) ops, casts, comparisons,
// select and constant. Each class names its op and offers the accessors
// later layers read (getLhs(), getPredicate(), getOverflowFlags(),
// getFastMath(), getRoundingMode(), getValue()). Registration, verifiers
// and custom syntax are in ArithOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHOPS_H
#define ASSAY_DIALECTS_ARITH_ARITHOPS_H

#include "dialects/arith/ArithEnums.h"
#include "ir/OpDefinition.h"
#include <optional>

namespace assay {
class OpBuilder;

namespace arith {
class ArithDialect;

/// The overflow flags of an op carrying `overflowFlags` (none if absent).
IntegerOverflowFlags getOverflowFlagsOf(Operation *op);
/// The fastmath flags of an op carrying `fastmath` (none if absent).
FastMathFlags getFastMathOf(Operation *op);

/// Registers every arith op in `dialect`.
void registerArithOps(ArithDialect &dialect);

//===----------------------------------------------------------------------===//
// Shapes shared by several ops
//===----------------------------------------------------------------------===//

/// An elementwise op of two operands and one result of the same type.
template <class ConcreteOp> class BinaryOpBase : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  Value getLhs() const { return this->state->getOperand(0); }
  Value getRhs() const { return this->state->getOperand(1); }
  Value getResult() const { return this->state->getResult(0); }
};

/// An integer binary op with `overflowFlags` (addi, subi, muli, shli).
template <class ConcreteOp>
class IntBinaryOverflowOpBase : public BinaryOpBase<ConcreteOp> {
public:
  using BinaryOpBase<ConcreteOp>::BinaryOpBase;
  IntegerOverflowFlags getOverflowFlags() const {
    return getOverflowFlagsOf(this->state);
  }
};

/// A float binary op with `fastmath`.
template <class ConcreteOp>
class FloatBinaryOpBase : public BinaryOpBase<ConcreteOp> {
public:
  using BinaryOpBase<ConcreteOp>::BinaryOpBase;
  FastMathFlags getFastMath() const { return getFastMathOf(this->state); }
};

/// An elementwise cast of one operand (`in`) to one result (`out`).
template <class ConcreteOp> class CastOpBase : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  Value getIn() const { return this->state->getOperand(0); }
  Value getOut() const { return this->state->getResult(0); }
  Value getResult() const { return getOut(); }
};

/// An op returning the low and high halves of a wide product.
template <class ConcreteOp> class MulExtendedOpBase : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  Value getLhs() const { return this->state->getOperand(0); }
  Value getRhs() const { return this->state->getOperand(1); }
  Value getLow() const { return this->state->getResult(0); }
  Value getHigh() const { return this->state->getResult(1); }
};

/// Declares op class `Name` of shape `BaseT` and name `OpName`.
#define ASSAY_ARITH_OP(Name, BaseT, OpName)                                    \
  class Name : public BaseT<Name> {                                            \
  public:                                                                      \
    using BaseT<Name>::BaseT;                                                  \
    static llvm::StringRef getOperationName() { return OpName; }               \
    static void populateInfo(OpInfo &info);                                    \
  };

//===----------------------------------------------------------------------===//
// Integer binary ops
//===----------------------------------------------------------------------===//

/// `%r = arith.addi %a, %b overflow<nsw> : i32`: wrapping addition.
ASSAY_ARITH_OP(AddIOp, IntBinaryOverflowOpBase, "arith.addi")
/// `%r = arith.subi %a, %b : i32`: wrapping subtraction.
ASSAY_ARITH_OP(SubIOp, IntBinaryOverflowOpBase, "arith.subi")
/// `%r = arith.muli %a, %b : i32`: wrapping multiplication.
ASSAY_ARITH_OP(MulIOp, IntBinaryOverflowOpBase, "arith.muli")
/// `%r = arith.shli %a, %b : i32`: shift left.
ASSAY_ARITH_OP(ShLIOp, IntBinaryOverflowOpBase, "arith.shli")
/// Unsigned division (rounding toward zero).
ASSAY_ARITH_OP(DivUIOp, BinaryOpBase, "arith.divui")
/// Signed division (rounding toward zero).
ASSAY_ARITH_OP(DivSIOp, BinaryOpBase, "arith.divsi")
/// Unsigned division rounding up.
ASSAY_ARITH_OP(CeilDivUIOp, BinaryOpBase, "arith.ceildivui")
/// Signed division rounding toward positive infinity.
ASSAY_ARITH_OP(CeilDivSIOp, BinaryOpBase, "arith.ceildivsi")
/// Signed division rounding toward negative infinity.
ASSAY_ARITH_OP(FloorDivSIOp, BinaryOpBase, "arith.floordivsi")
/// Unsigned remainder.
ASSAY_ARITH_OP(RemUIOp, BinaryOpBase, "arith.remui")
/// Signed remainder (sign of the dividend).
ASSAY_ARITH_OP(RemSIOp, BinaryOpBase, "arith.remsi")
/// Bitwise and.
ASSAY_ARITH_OP(AndIOp, BinaryOpBase, "arith.andi")
/// Bitwise or.
ASSAY_ARITH_OP(OrIOp, BinaryOpBase, "arith.ori")
/// Bitwise exclusive or.
ASSAY_ARITH_OP(XOrIOp, BinaryOpBase, "arith.xori")
/// Logical shift right.
ASSAY_ARITH_OP(ShRUIOp, BinaryOpBase, "arith.shrui")
/// Arithmetic shift right.
ASSAY_ARITH_OP(ShRSIOp, BinaryOpBase, "arith.shrsi")
/// Signed maximum.
ASSAY_ARITH_OP(MaxSIOp, BinaryOpBase, "arith.maxsi")
/// Unsigned maximum.
ASSAY_ARITH_OP(MaxUIOp, BinaryOpBase, "arith.maxui")
/// Signed minimum.
ASSAY_ARITH_OP(MinSIOp, BinaryOpBase, "arith.minsi")
/// Unsigned minimum.
ASSAY_ARITH_OP(MinUIOp, BinaryOpBase, "arith.minui")

//===----------------------------------------------------------------------===//
// Float ops
//===----------------------------------------------------------------------===//

/// `%r = arith.addf %a, %b fastmath<fast> : f32`.
ASSAY_ARITH_OP(AddFOp, FloatBinaryOpBase, "arith.addf")
/// Float subtraction.
ASSAY_ARITH_OP(SubFOp, FloatBinaryOpBase, "arith.subf")
/// Float multiplication.
ASSAY_ARITH_OP(MulFOp, FloatBinaryOpBase, "arith.mulf")
/// Float division.
ASSAY_ARITH_OP(DivFOp, FloatBinaryOpBase, "arith.divf")
/// Float remainder (fmod).
ASSAY_ARITH_OP(RemFOp, FloatBinaryOpBase, "arith.remf")
/// Maximum, NaN if either operand is NaN.
ASSAY_ARITH_OP(MaximumFOp, FloatBinaryOpBase, "arith.maximumf")
/// Minimum, NaN if either operand is NaN.
ASSAY_ARITH_OP(MinimumFOp, FloatBinaryOpBase, "arith.minimumf")
/// Maximum, the other operand if one is NaN.
ASSAY_ARITH_OP(MaxNumFOp, FloatBinaryOpBase, "arith.maxnumf")
/// Minimum, the other operand if one is NaN.
ASSAY_ARITH_OP(MinNumFOp, FloatBinaryOpBase, "arith.minnumf")

/// `%r = arith.negf %a fastmath<fast> : f32`.
class NegFOp : public Op<NegFOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.negf"; }
  static void populateInfo(OpInfo &info);
  Value getOperand() const { return state->getOperand(0); }
  Value getResult() const { return state->getResult(0); }
  FastMathFlags getFastMath() const { return getFastMathOf(state); }
};

//===----------------------------------------------------------------------===//
// Extended ops
//===----------------------------------------------------------------------===//

/// `%low, %high = arith.mulsi_extended %a, %b : i32`: signed full product.
ASSAY_ARITH_OP(MulSIExtendedOp, MulExtendedOpBase, "arith.mulsi_extended")
/// `%low, %high = arith.mului_extended %a, %b : i32`: unsigned full product.
ASSAY_ARITH_OP(MulUIExtendedOp, MulExtendedOpBase, "arith.mului_extended")

/// `%sum, %overflow = arith.addui_extended %a, %b : i32, i1`.
class AddUIExtendedOp : public Op<AddUIExtendedOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.addui_extended"; }
  static void populateInfo(OpInfo &info);
  Value getLhs() const { return state->getOperand(0); }
  Value getRhs() const { return state->getOperand(1); }
  Value getSum() const { return state->getResult(0); }
  Value getOverflow() const { return state->getResult(1); }
};

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// `%r = arith.extui %a : i8 to i32`: zero extension.
ASSAY_ARITH_OP(ExtUIOp, CastOpBase, "arith.extui")
/// `%r = arith.extsi %a : i8 to i32`: sign extension.
ASSAY_ARITH_OP(ExtSIOp, CastOpBase, "arith.extsi")
/// `%r = arith.trunci %a : i32 to i8`: drops the high bits.
ASSAY_ARITH_OP(TruncIOp, CastOpBase, "arith.trunci")
/// `%r = arith.uitofp %a : i32 to f32`.
ASSAY_ARITH_OP(UIToFPOp, CastOpBase, "arith.uitofp")
/// `%r = arith.sitofp %a : i32 to f32`.
ASSAY_ARITH_OP(SIToFPOp, CastOpBase, "arith.sitofp")
/// `%r = arith.fptoui %a : f32 to i32`.
ASSAY_ARITH_OP(FPToUIOp, CastOpBase, "arith.fptoui")
/// `%r = arith.fptosi %a : f32 to i32`.
ASSAY_ARITH_OP(FPToSIOp, CastOpBase, "arith.fptosi")
/// `%r = arith.index_cast %a : index to i32` (sign-extending).
ASSAY_ARITH_OP(IndexCastOp, CastOpBase, "arith.index_cast")
/// `%r = arith.index_castui %a : index to i32` (zero-extending).
ASSAY_ARITH_OP(IndexCastUIOp, CastOpBase, "arith.index_castui")
/// `%r = arith.bitcast %a : i32 to f32`: same bits, another type.
ASSAY_ARITH_OP(BitcastOp, CastOpBase, "arith.bitcast")

/// `%r = arith.extf %a fastmath<fast> : f16 to f32`.
class ExtFOp : public CastOpBase<ExtFOp> {
public:
  using CastOpBase::CastOpBase;
  static llvm::StringRef getOperationName() { return "arith.extf"; }
  static void populateInfo(OpInfo &info);
  FastMathFlags getFastMath() const { return getFastMathOf(state); }
};

/// `%r = arith.truncf %a to_nearest_even fastmath<fast> : f32 to f16`.
class TruncFOp : public CastOpBase<TruncFOp> {
public:
  using CastOpBase::CastOpBase;
  static llvm::StringRef getOperationName() { return "arith.truncf"; }
  static void populateInfo(OpInfo &info);
  FastMathFlags getFastMath() const { return getFastMathOf(state); }
  /// The rounding mode, if one is given (otherwise the current one).
  std::optional<RoundingMode> getRoundingMode() const;
};

#undef ASSAY_ARITH_OP

//===----------------------------------------------------------------------===//
// Comparisons, select, constant
//===----------------------------------------------------------------------===//

/// `%r = arith.cmpi slt, %a, %b : i32`.
class CmpIOp : public Op<CmpIOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.cmpi"; }
  static void populateInfo(OpInfo &info);
  Value getLhs() const { return state->getOperand(0); }
  Value getRhs() const { return state->getOperand(1); }
  Value getResult() const { return state->getResult(0); }
  CmpIPredicate getPredicate() const;
};

/// `%r = arith.cmpf olt, %a, %b fastmath<nnan> : f32`.
class CmpFOp : public Op<CmpFOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.cmpf"; }
  static void populateInfo(OpInfo &info);
  Value getLhs() const { return state->getOperand(0); }
  Value getRhs() const { return state->getOperand(1); }
  Value getResult() const { return state->getResult(0); }
  CmpFPredicate getPredicate() const;
  FastMathFlags getFastMath() const { return getFastMathOf(state); }
};

/// `%r = arith.select %c, %a, %b : i32`; with a shaped condition,
/// `: vector<4xi1>, vector<4xi32>`.
class SelectOp : public Op<SelectOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.select"; }
  static void populateInfo(OpInfo &info);
  Value getCondition() const { return state->getOperand(0); }
  Value getTrueValue() const { return state->getOperand(1); }
  Value getFalseValue() const { return state->getOperand(2); }
  Value getResult() const { return state->getResult(0); }
};

/// `%c0 = arith.constant 0 : index`, `%cst = arith.constant 1.0 : f32`.
class ConstantOp : public Op<ConstantOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "arith.constant"; }
  static void populateInfo(OpInfo &info);

  /// Sets up `state` for a constant of `value` (an integer, float or
  /// elements attribute), its result typed like the value.
  static void build(OpBuilder &builder, OperationState &state, Attribute value);
  /// Creates a constant of `value` and `type` at the builder's insertion
  /// point; null if arith cannot hold such a constant (the value's type is
  /// not `type`, or it is not an integer, float or elements attribute).
  static ConstantOp materialize(OpBuilder &builder, Attribute value, Type type,
                                Location loc);
  /// Whether arith.constant can hold `value` with result type `type`.
  static bool isBuildableWith(Attribute value, Type type);

  /// The constant (an IntegerAttr, FloatAttr or ElementsAttr).
  Attribute getValue() const;
  Value getResult() const { return state->getResult(0); }
};

} // namespace arith
} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHOPS_H
