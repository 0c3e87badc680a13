//===- IndexOps.h - The ops of the index dialect ----------------*- C++ -*-===//
//
// Typed views of the index dialect's ops. The binary ops share one shape,
//   %r = index.add %a, %b
// (both operands and the result are `index`); the others are the constants
//   %idx0 = index.constant 0        %true = index.bool.constant true
// the casts to and from integers
//   %r = index.castu %a : index to i32
// `%r = index.sizeof` (the width of index in bits) and the compare
//   %r = index.cmp slt(%a, %b)
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_INDEX_INDEXOPS_H
#define ASSAY_DIALECTS_INDEX_INDEXOPS_H

#include "dialects/index/IndexAttributes.h"
#include "ir/OpDefinition.h"
#include "llvm/ADT/APInt.h"

namespace assay {
namespace index {

namespace detail {
/// Fills the info shared by the binary ops (Pure, two index operands, one
/// index result, `$lhs, $rhs attr-dict`); registerIndexOps makes the
/// divisions and remainders NoMemoryEffect instead of Pure.
void populateBinaryOpInfo(OpInfo &info, bool commutative);
} // namespace detail

/// Base of the binary ops: `%r = index.<name> %lhs, %rhs`.
template <class ConcreteOp, bool IsCommutative = false>
class BinaryOp : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  /// Counts, traits, verifier and syntax of the binary shape.
  static void populateInfo(OpInfo &info) {
    detail::populateBinaryOpInfo(info, IsCommutative);
  }
  /// The left operand.
  Value getLhs() { return this->state->getOperand(0); }
  /// The right operand.
  Value getRhs() { return this->state->getOperand(1); }
  /// The result.
  Value getResult() { return this->state->getResult(0); }
};

#define ASSAY_INDEX_BINARY_OP(Class, Mnemonic, Commutative)                    \
  /** `%r = index.Mnemonic %lhs, %rhs`. */                                     \
  class Class : public BinaryOp<Class, Commutative> {                          \
  public:                                                                      \
    using BinaryOp::BinaryOp;                                                  \
    /** The op's name. */                                                      \
    static llvm::StringRef getOperationName() { return "index." Mnemonic; }    \
  };

ASSAY_INDEX_BINARY_OP(AddOp, "add", true)
ASSAY_INDEX_BINARY_OP(SubOp, "sub", false)
ASSAY_INDEX_BINARY_OP(MulOp, "mul", true)
ASSAY_INDEX_BINARY_OP(DivSOp, "divs", false)
ASSAY_INDEX_BINARY_OP(DivUOp, "divu", false)
ASSAY_INDEX_BINARY_OP(CeilDivSOp, "ceildivs", false)
ASSAY_INDEX_BINARY_OP(CeilDivUOp, "ceildivu", false)
ASSAY_INDEX_BINARY_OP(FloorDivSOp, "floordivs", false)
ASSAY_INDEX_BINARY_OP(RemSOp, "rems", false)
ASSAY_INDEX_BINARY_OP(RemUOp, "remu", false)
ASSAY_INDEX_BINARY_OP(MaxSOp, "maxs", true)
ASSAY_INDEX_BINARY_OP(MaxUOp, "maxu", true)
ASSAY_INDEX_BINARY_OP(MinSOp, "mins", true)
ASSAY_INDEX_BINARY_OP(MinUOp, "minu", true)
ASSAY_INDEX_BINARY_OP(ShlOp, "shl", false)
ASSAY_INDEX_BINARY_OP(ShrSOp, "shrs", false)
ASSAY_INDEX_BINARY_OP(ShrUOp, "shru", false)
ASSAY_INDEX_BINARY_OP(AndOp, "and", true)
ASSAY_INDEX_BINARY_OP(OrOp, "or", true)
ASSAY_INDEX_BINARY_OP(XOrOp, "xor", true)

#undef ASSAY_INDEX_BINARY_OP

/// `%idx42 = index.constant 42`: an index constant.
class ConstantOp : public Op<ConstantOp> {
public:
  using Op::Op;
  /// `index.constant`.
  static llvm::StringRef getOperationName() { return "index.constant"; }
  /// Counts, traits, property, verifier, syntax and name hint.
  static void populateInfo(OpInfo &info);
  /// The `value` property (an index IntegerAttr once verified).
  Attribute getValueAttr();
  /// The value, 64 bits wide as index attributes store it.
  llvm::APInt getValue();
  /// The result.
  Value getResult() { return state->getResult(0); }
};

/// `%true = index.bool.constant true`: an i1 constant.
class BoolConstantOp : public Op<BoolConstantOp> {
public:
  using Op::Op;
  /// `index.bool.constant`.
  static llvm::StringRef getOperationName() { return "index.bool.constant"; }
  /// Counts, traits, property, verifier, syntax and name hint.
  static void populateInfo(OpInfo &info);
  /// The `value` property (a BoolAttr once verified).
  Attribute getValueAttr();
  /// The value.
  bool getValue();
  /// The result.
  Value getResult() { return state->getResult(0); }
};

namespace detail {
/// Fills the info shared by castu and casts.
void populateCastOpInfo(OpInfo &info);
} // namespace detail

/// Base of the casts: `%r = index.<name> %input : A to B`, where exactly one
/// of A and B is `index` and the other an integer type.
template <class ConcreteOp> class CastOp : public Op<ConcreteOp> {
public:
  using Op<ConcreteOp>::Op;
  /// Counts, traits, verifier and syntax of the casts.
  static void populateInfo(OpInfo &info) { detail::populateCastOpInfo(info); }
  /// The value cast.
  Value getInput() { return this->state->getOperand(0); }
  /// The result.
  Value getOutput() { return this->state->getResult(0); }
};

/// `index.castu`: truncates or zero-extends.
class CastUOp : public CastOp<CastUOp> {
public:
  using CastOp::CastOp;
  /// `index.castu`.
  static llvm::StringRef getOperationName() { return "index.castu"; }
};

/// `index.casts`: truncates or sign-extends.
class CastSOp : public CastOp<CastSOp> {
public:
  using CastOp::CastOp;
  /// `index.casts`.
  static llvm::StringRef getOperationName() { return "index.casts"; }
};

/// `%r = index.sizeof`: the bit width of `index`.
class SizeOfOp : public Op<SizeOfOp> {
public:
  using Op::Op;
  /// `index.sizeof`.
  static llvm::StringRef getOperationName() { return "index.sizeof"; }
  /// Counts, traits, verifier and syntax.
  static void populateInfo(OpInfo &info);
  /// The result.
  Value getResult() { return state->getResult(0); }
};

/// `%r = index.cmp slt(%lhs, %rhs)`: an i1 comparison.
class CmpOp : public Op<CmpOp> {
public:
  using Op::Op;
  /// `index.cmp`.
  static llvm::StringRef getOperationName() { return "index.cmp"; }
  /// Counts, traits, property, verifier and syntax.
  static void populateInfo(OpInfo &info);
  /// The `pred` property (an IndexCmpPredicateAttr once verified).
  Attribute getPredAttr();
  /// The predicate.
  IndexCmpPredicate getPred();
  /// The left operand.
  Value getLhs() { return state->getOperand(0); }
  /// The right operand.
  Value getRhs() { return state->getOperand(1); }
  /// The result.
  Value getResult() { return state->getResult(0); }
};

/// Registers every op of the dialect in `dialect`.
void registerIndexOps(Dialect &dialect);
/// Attaches the ops' folders and the dialect's constant materialization
/// (IndexFold.cpp); call after registerIndexOps.
void registerIndexFolders(Dialect &dialect);

} // namespace index
} // namespace assay

#endif // ASSAY_DIALECTS_INDEX_INDEXOPS_H
