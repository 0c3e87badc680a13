//===- AffineExpr.cpp - Uniqued affine expressions and their algebra ------===//
//
// Storage and uniquing of affine expression nodes, the simplifications applied
// when an expression is built through the operators (they reproduce the forms
// mlir-opt 19 prints), and queries over expression trees. Every traversal
// uses an explicit stack: fuzzers produce expressions nested deeply enough to
// overflow the call stack.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExpr.h"

#include "ir/Context.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <limits>
#include <numeric>
#include <tuple>

using namespace assay;

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

namespace assay::detail {
struct AffineBinaryOpExprStorage : public AffineExprStorage {
  using KeyTy = std::tuple<unsigned, const void *, const void *>;

  bool operator==(const KeyTy &key) const {
    return key == KeyTy(unsigned(kind), lhs.getAsOpaquePointer(),
                        rhs.getAsOpaquePointer());
  }
  static AffineBinaryOpExprStorage *construct(StorageAllocator &alloc,
                                              const KeyTy &key) {
    auto *s = new (alloc.allocate<AffineBinaryOpExprStorage>())
        AffineBinaryOpExprStorage();
    s->kind = AffineExprKind(std::get<0>(key));
    s->lhs = AffineExpr::getFromOpaquePointer(std::get<1>(key));
    s->rhs = AffineExpr::getFromOpaquePointer(std::get<2>(key));
    return s;
  }

  AffineExpr lhs, rhs;
};

struct AffineDimExprStorage : public AffineExprStorage {
  using KeyTy = std::pair<unsigned, unsigned>;

  bool operator==(const KeyTy &key) const {
    return key == KeyTy(unsigned(kind), position);
  }
  static AffineDimExprStorage *construct(StorageAllocator &alloc,
                                         const KeyTy &key) {
    auto *s =
        new (alloc.allocate<AffineDimExprStorage>()) AffineDimExprStorage();
    s->kind = AffineExprKind(key.first);
    s->position = key.second;
    return s;
  }

  unsigned position = 0;
};

struct AffineConstantExprStorage : public AffineExprStorage {
  using KeyTy = int64_t;

  bool operator==(const KeyTy &key) const { return key == value; }
  static AffineConstantExprStorage *construct(StorageAllocator &alloc,
                                              const KeyTy &key) {
    auto *s = new (alloc.allocate<AffineConstantExprStorage>())
        AffineConstantExprStorage();
    s->kind = AffineExprKind::Constant;
    s->value = key;
    return s;
  }

  int64_t value = 0;
};
} // namespace assay::detail

using namespace assay::detail;

AffineExpr AffineBinaryOpExpr::getLHS() const {
  return static_cast<AffineBinaryOpExprStorage *>(expr)->lhs;
}
AffineExpr AffineBinaryOpExpr::getRHS() const {
  return static_cast<AffineBinaryOpExprStorage *>(expr)->rhs;
}
unsigned AffineDimExpr::getPosition() const {
  return static_cast<AffineDimExprStorage *>(expr)->position;
}
unsigned AffineSymbolExpr::getPosition() const {
  return static_cast<AffineDimExprStorage *>(expr)->position;
}
int64_t AffineConstantExpr::getValue() const {
  return static_cast<AffineConstantExprStorage *>(expr)->value;
}

AffineExpr assay::getAffineDimExpr(unsigned position, Context *context) {
  return context->getAttributeUniquer().get<AffineDimExprStorage>(
      TypeID::get<AffineDimExpr>(), unsigned(AffineExprKind::DimId), position);
}

AffineExpr assay::getAffineSymbolExpr(unsigned position, Context *context) {
  return context->getAttributeUniquer().get<AffineDimExprStorage>(
      TypeID::get<AffineSymbolExpr>(), unsigned(AffineExprKind::SymbolId),
      position);
}

AffineExpr assay::getAffineConstantExpr(int64_t value, Context *context) {
  return context->getAttributeUniquer().get<AffineConstantExprStorage>(
      TypeID::get<AffineConstantExpr>(), value);
}

AffineExpr assay::getAffineBinaryOpExpr(AffineExprKind kind, AffineExpr lhs,
                                        AffineExpr rhs) {
  assert(kind <= AffineExprKind::LastBinaryOp && "not a binary kind");
  assert(lhs && rhs && "null operand");
  return lhs.getContext()->getAttributeUniquer().get<AffineBinaryOpExprStorage>(
      TypeID::get<AffineBinaryOpExpr>(), unsigned(kind),
      lhs.getAsOpaquePointer(), rhs.getAsOpaquePointer());
}

//===----------------------------------------------------------------------===//
// Traversal helpers
//===----------------------------------------------------------------------===//

/// Evaluates `expr` bottom-up without recursion: `leaf` maps a dimension,
/// symbol or constant to a T, `combine` maps a binary node and its operands'
/// values to a T.
template <class T, class LeafFn, class CombineFn>
static T evaluatePostOrder(AffineExpr expr, LeafFn leaf, CombineFn combine) {
  // Each entry is a node and whether its operands were already pushed.
  llvm::SmallVector<std::pair<AffineExpr, bool>, 16> work;
  llvm::SmallVector<T, 16> values;
  work.push_back({expr, false});
  while (!work.empty()) {
    auto [node, expanded] = work.pop_back_val();
    auto bin = llvm::dyn_cast<AffineBinaryOpExpr>(node);
    if (!bin) {
      values.push_back(leaf(node));
      continue;
    }
    if (!expanded) {
      work.push_back({node, true});
      work.push_back({bin.getRHS(), false});
      work.push_back({bin.getLHS(), false});
      continue;
    }
    T rhs = values.pop_back_val();
    T lhs = values.pop_back_val();
    values.push_back(combine(bin, lhs, rhs));
  }
  assert(values.size() == 1 && "unbalanced evaluation");
  return values.front();
}

void AffineExpr::walk(llvm::function_ref<void(AffineExpr)> callback) const {
  evaluatePostOrder<char>(
      *this,
      [&](AffineExpr leaf) {
        callback(leaf);
        return char(0);
      },
      [&](AffineBinaryOpExpr node, char, char) {
        callback(node);
        return char(0);
      });
}

/// Whether `pred` holds for some node of `expr`.
static bool anyNode(AffineExpr expr,
                    llvm::function_ref<bool(AffineExpr)> pred) {
  llvm::SmallVector<AffineExpr, 16> work{expr};
  while (!work.empty()) {
    AffineExpr node = work.pop_back_val();
    if (pred(node))
      return true;
    if (auto bin = llvm::dyn_cast<AffineBinaryOpExpr>(node)) {
      work.push_back(bin.getLHS());
      work.push_back(bin.getRHS());
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

bool AffineExpr::operator==(int64_t v) const {
  auto c = llvm::dyn_cast<AffineConstantExpr>(*this);
  return c && c.getValue() == v;
}

bool AffineExpr::isSymbolicOrConstant() const {
  return !anyNode(
      *this, [](AffineExpr e) { return e.getKind() == AffineExprKind::DimId; });
}

bool AffineExpr::isPureAffine() const {
  return evaluatePostOrder<bool>(
      *this, [](AffineExpr) { return true; },
      [](AffineBinaryOpExpr node, bool lhs, bool rhs) {
        if (!lhs || !rhs)
          return false;
        switch (node.getKind()) {
        case AffineExprKind::Add:
          return true;
        case AffineExprKind::Mul:
          return llvm::isa<AffineConstantExpr>(node.getLHS()) ||
                 llvm::isa<AffineConstantExpr>(node.getRHS());
        default:
          return llvm::isa<AffineConstantExpr>(node.getRHS());
        }
      });
}

int64_t AffineExpr::getLargestKnownDivisor() const {
  return evaluatePostOrder<int64_t>(
      *this,
      [](AffineExpr leaf) -> int64_t {
        // |c|, or 2^62 for INT64_MIN, whose magnitude is no int64_t.
        if (auto c = llvm::dyn_cast<AffineConstantExpr>(leaf)) {
          if (c.getValue() == std::numeric_limits<int64_t>::min())
            return int64_t(1) << 62;
          return c.getValue() < 0 ? -c.getValue() : c.getValue();
        }
        return 1;
      },
      [](AffineBinaryOpExpr node, int64_t lhs, int64_t rhs) -> int64_t {
        switch (node.getKind()) {
        case AffineExprKind::Mul: {
          // A product too large to hold is still divided by each factor.
          int64_t product;
          if (llvm::MulOverflow(lhs, rhs, product))
            return std::max(lhs, rhs);
          return product;
        }
        case AffineExprKind::Add:
        case AffineExprKind::Mod:
          return int64_t(std::gcd(uint64_t(lhs), uint64_t(rhs)));
        default: {
          // A constant divisor of the dividend's known divisor leaves the
          // quotient as a known divisor of the result.
          auto c = llvm::dyn_cast<AffineConstantExpr>(node.getRHS());
          if (!c || c.getValue() == 0 || lhs % c.getValue() != 0)
            return 1;
          int64_t q = lhs / c.getValue();
          return q < 0 ? -q : q;
        }
        }
      });
}

bool AffineExpr::isMultipleOf(int64_t factor) const {
  if (factor == 0)
    return *this == 0;
  return getLargestKnownDivisor() % factor == 0;
}

bool AffineExpr::isFunctionOfDim(unsigned position) const {
  return anyNode(*this, [&](AffineExpr e) {
    auto d = llvm::dyn_cast<AffineDimExpr>(e);
    return d && d.getPosition() == position;
  });
}

bool AffineExpr::isFunctionOfSymbol(unsigned position) const {
  return anyNode(*this, [&](AffineExpr e) {
    auto s = llvm::dyn_cast<AffineSymbolExpr>(e);
    return s && s.getPosition() == position;
  });
}

//===----------------------------------------------------------------------===//
// Simplification
//===----------------------------------------------------------------------===//

/// Floor of a / b for b > 0.
static int64_t floorDivPositive(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b < 0) ? q - 1 : q;
}
/// Ceiling of a / b for b > 0.
static int64_t ceilDivPositive(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b > 0) ? q + 1 : q;
}
/// a mod b in [0, b) for b > 0.
static int64_t modPositive(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

/// The constant right operand of `e` when `e` is a binary node of `kind`.
static AffineConstantExpr getConstantRHSOf(AffineExpr e, AffineExprKind kind) {
  auto bin = llvm::dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin || bin.getKind() != kind)
    return {};
  return llvm::dyn_cast<AffineConstantExpr>(bin.getRHS());
}

/// Splits `e` into (x, c) with e == x * c: `x * c` for a product with a
/// constant right side, (e, 1) otherwise.
static std::pair<AffineExpr, int64_t> splitCoefficient(AffineExpr e) {
  if (auto c = getConstantRHSOf(e, AffineExprKind::Mul))
    return {llvm::cast<AffineBinaryOpExpr>(e).getLHS(), c.getValue()};
  return {e, 1};
}

/// The terms of the sum `e`, left to right, each not itself a sum. An
/// explicit stack: sums from the builder API may nest arbitrarily deep.
static llvm::SmallVector<AffineExpr, 8> getSummands(AffineExpr e) {
  llvm::SmallVector<AffineExpr, 8> summands;
  llvm::SmallVector<AffineExpr, 8> stack{e};
  while (!stack.empty()) {
    AffineExpr next = stack.pop_back_val();
    auto bin = llvm::dyn_cast<AffineBinaryOpExpr>(next);
    if (!bin || bin.getKind() != AffineExprKind::Add) {
      summands.push_back(next);
      continue;
    }
    stack.push_back(bin.getRHS());
    stack.push_back(bin.getLHS());
  }
  return summands;
}

/// Recognizes `rhs` as `-((e floordiv q) * q)` with e == lhs, so that
/// lhs + rhs is lhs mod q. Returns q or null.
static AffineExpr matchModulusPattern(AffineExpr lhs, AffineBinaryOpExpr rhs) {
  if (rhs.getKind() != AffineExprKind::Mul)
    return {};
  AffineExpr factor = rhs.getLHS(), scale = rhs.getRHS();
  // Shape ((e floordiv q) * q) * -1.
  if (scale == -1) {
    if (auto product = llvm::dyn_cast<AffineBinaryOpExpr>(factor)) {
      if (product.getKind() != AffineExprKind::Mul)
        return {};
      auto quotient = llvm::dyn_cast<AffineBinaryOpExpr>(product.getLHS());
      if (!quotient || quotient.getKind() != AffineExprKind::FloorDiv)
        return {};
      if (quotient.getRHS() == product.getRHS() && quotient.getLHS() == lhs)
        return product.getRHS();
    }
  }
  // Shape (e floordiv q) * -q.
  auto quotient = llvm::dyn_cast<AffineBinaryOpExpr>(factor);
  if (!quotient || quotient.getKind() != AffineExprKind::FloorDiv)
    return {};
  if (quotient.getLHS() == lhs && quotient.getRHS() == -scale)
    return quotient.getRHS();
  return {};
}

/// lhs + rhs simplified, or null when no rule applies.
static AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
  Context *ctx = lhs.getContext();
  auto lhsConst = llvm::dyn_cast<AffineConstantExpr>(lhs);
  auto rhsConst = llvm::dyn_cast<AffineConstantExpr>(rhs);
  // c1 + c2 -> c, unless it overflows.
  if (lhsConst && rhsConst) {
    int64_t sum;
    if (llvm::AddOverflow(lhsConst.getValue(), rhsConst.getValue(), sum))
      return {};
    return getAffineConstantExpr(sum, ctx);
  }
  // Constants go right, and symbolic terms right of dimensional ones.
  if (lhsConst || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()))
    return rhs + lhs;
  // x + 0 -> x.
  if (rhsConst && rhsConst.getValue() == 0)
    return lhs;
  // Constants merge only when their sum or product fits, as c1 + c2 does:
  // a wrapped constant keeps the value modulo 2^64 but not the value, which
  // a later floordiv or mod would expose.
  int64_t merged;
  // (x + c1) + c2 -> x + (c1 + c2).
  auto lhsBin = llvm::dyn_cast<AffineBinaryOpExpr>(lhs);
  if (rhsConst) {
    if (auto c1 = getConstantRHSOf(lhs, AffineExprKind::Add))
      if (!llvm::AddOverflow(c1.getValue(), rhsConst.getValue(), merged))
        return lhsBin.getLHS() + merged;
  }
  // x * c1 + x * c2 -> x * (c1 + c2), x counting as x * 1.
  auto [lhsTerm, lhsCoeff] = splitCoefficient(lhs);
  auto [rhsTerm, rhsCoeff] = splitCoefficient(rhs);
  if (lhsTerm == rhsTerm && !llvm::AddOverflow(lhsCoeff, rhsCoeff, merged))
    return lhsTerm * merged;
  // x + (y1 + ... + yn) -> ((x + y1) + ...) + yn. Sums lean left, as the
  // parser builds them from text: the printer writes x + (y + z) as
  // `x + y + z`, so a sum that leant right would read back as another
  // expression, which may simplify further (`d0 + (d0 + 1)` would print
  // `d0 + d0 + 1`, which reads back as d0 * 2 + 1).
  if (rhs.getKind() == AffineExprKind::Add) {
    AffineExpr sum = lhs;
    for (AffineExpr term : getSummands(rhs))
      sum = sum + term;
    return sum;
  }
  // (x + c) + y -> (x + y) + c, for a y that is no constant (constants
  // that could not merge stay apart).
  if (auto c = getConstantRHSOf(lhs, AffineExprKind::Add); c && !rhsConst)
    return lhsBin.getLHS() + rhs + c;
  // e - (e floordiv q) * q -> e mod q.
  if (auto rhsBin = llvm::dyn_cast<AffineBinaryOpExpr>(rhs))
    if (AffineExpr q = matchModulusPattern(lhs, rhsBin))
      return lhs % q;
  return {};
}

/// lhs * rhs simplified, or null when no rule applies.
static AffineExpr simplifyMul(AffineExpr lhs, AffineExpr rhs) {
  Context *ctx = lhs.getContext();
  auto lhsConst = llvm::dyn_cast<AffineConstantExpr>(lhs);
  auto rhsConst = llvm::dyn_cast<AffineConstantExpr>(rhs);
  // c1 * c2 -> c, unless it overflows.
  if (lhsConst && rhsConst) {
    int64_t product;
    if (llvm::MulOverflow(lhsConst.getValue(), rhsConst.getValue(), product))
      return {};
    return getAffineConstantExpr(product, ctx);
  }
  // A product of two dimensional terms is not affine: keep it as built.
  if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
    return {};
  // The symbolic (or constant) side goes right; a constant always does.
  if (!rhs.isSymbolicOrConstant() || lhsConst)
    return rhs * lhs;
  if (rhsConst) {
    // x * 1 -> x.
    if (rhsConst.getValue() == 1)
      return lhs;
    // x * 0 -> 0.
    if (rhsConst.getValue() == 0)
      return rhsConst;
    // (x * c1) * c2 -> x * (c1 * c2), when the product fits.
    int64_t merged;
    if (auto c1 = getConstantRHSOf(lhs, AffineExprKind::Mul))
      if (!llvm::MulOverflow(c1.getValue(), rhsConst.getValue(), merged))
        return llvm::cast<AffineBinaryOpExpr>(lhs).getLHS() * merged;
    // Constants that could not merge stay apart.
    return {};
  }
  // (x * c) * y -> (x * y) * c.
  if (auto c = getConstantRHSOf(lhs, AffineExprKind::Mul))
    return (llvm::cast<AffineBinaryOpExpr>(lhs).getLHS() * rhs) * c;
  return {};
}

/// lhs floordiv rhs simplified, or null when no rule applies.
static AffineExpr simplifyFloorDiv(AffineExpr lhs, AffineExpr rhs) {
  auto rhsConst = llvm::dyn_cast<AffineConstantExpr>(rhs);
  // Division by zero, a negative or a symbol is kept as written.
  if (!rhsConst || rhsConst.getValue() < 1)
    return {};
  int64_t divisor = rhsConst.getValue();
  if (auto lhsConst = llvm::dyn_cast<AffineConstantExpr>(lhs))
    return getAffineConstantExpr(floorDivPositive(lhsConst.getValue(), divisor),
                                 lhs.getContext());
  // x floordiv 1 -> x.
  if (divisor == 1)
    return lhs;
  // (x * c) floordiv d -> x * (c / d) when d divides c.
  if (auto c = getConstantRHSOf(lhs, AffineExprKind::Mul))
    if (c.getValue() % divisor == 0)
      return llvm::cast<AffineBinaryOpExpr>(lhs).getLHS() *
             (c.getValue() / divisor);
  // (x + y) floordiv d -> x floordiv d + y floordiv d when d divides x or y.
  auto lhsBin = llvm::dyn_cast<AffineBinaryOpExpr>(lhs);
  if (lhsBin && lhsBin.getKind() == AffineExprKind::Add) {
    if (lhsBin.getLHS().getLargestKnownDivisor() % divisor == 0 ||
        lhsBin.getRHS().getLargestKnownDivisor() % divisor == 0)
      return lhsBin.getLHS().floorDiv(rhs) + lhsBin.getRHS().floorDiv(rhs);
  }
  return {};
}

/// lhs ceildiv rhs simplified, or null when no rule applies.
static AffineExpr simplifyCeilDiv(AffineExpr lhs, AffineExpr rhs) {
  auto rhsConst = llvm::dyn_cast<AffineConstantExpr>(rhs);
  if (!rhsConst || rhsConst.getValue() < 1)
    return {};
  int64_t divisor = rhsConst.getValue();
  if (auto lhsConst = llvm::dyn_cast<AffineConstantExpr>(lhs))
    return getAffineConstantExpr(ceilDivPositive(lhsConst.getValue(), divisor),
                                 lhs.getContext());
  // x ceildiv 1 -> x.
  if (divisor == 1)
    return lhs;
  // (x * c) ceildiv d -> x * (c / d) when d divides c.
  if (auto c = getConstantRHSOf(lhs, AffineExprKind::Mul))
    if (c.getValue() % divisor == 0)
      return llvm::cast<AffineBinaryOpExpr>(lhs).getLHS() *
             (c.getValue() / divisor);
  return {};
}

/// lhs mod rhs simplified, or null when no rule applies.
static AffineExpr simplifyMod(AffineExpr lhs, AffineExpr rhs) {
  auto rhsConst = llvm::dyn_cast<AffineConstantExpr>(rhs);
  if (!rhsConst || rhsConst.getValue() < 1)
    return {};
  int64_t modulus = rhsConst.getValue();
  Context *ctx = lhs.getContext();
  if (auto lhsConst = llvm::dyn_cast<AffineConstantExpr>(lhs))
    return getAffineConstantExpr(modPositive(lhsConst.getValue(), modulus),
                                 ctx);
  // x mod m -> 0 when m divides x.
  if (lhs.getLargestKnownDivisor() % modulus == 0)
    return getAffineConstantExpr(0, ctx);
  // (x + y) mod m -> y mod m when m divides x (and symmetrically).
  auto lhsBin = llvm::dyn_cast<AffineBinaryOpExpr>(lhs);
  if (lhsBin && lhsBin.getKind() == AffineExprKind::Add) {
    if (lhsBin.getLHS().getLargestKnownDivisor() % modulus == 0)
      return lhsBin.getRHS() % rhs;
    if (lhsBin.getRHS().getLargestKnownDivisor() % modulus == 0)
      return lhsBin.getLHS() % rhs;
  }
  // (x mod k) mod m -> x mod m when m divides k.
  if (auto k = getConstantRHSOf(lhs, AffineExprKind::Mod))
    if (k.getValue() >= 1 && k.getValue() % modulus == 0)
      return lhsBin.getLHS() % rhs;
  return {};
}

/// Builds lhs `kind` rhs, simplified.
static AffineExpr buildSimplified(AffineExprKind kind, AffineExpr lhs,
                                  AffineExpr rhs) {
  AffineExpr result;
  switch (kind) {
  case AffineExprKind::Add:
    result = simplifyAdd(lhs, rhs);
    break;
  case AffineExprKind::Mul:
    result = simplifyMul(lhs, rhs);
    break;
  case AffineExprKind::FloorDiv:
    result = simplifyFloorDiv(lhs, rhs);
    break;
  case AffineExprKind::CeilDiv:
    result = simplifyCeilDiv(lhs, rhs);
    break;
  case AffineExprKind::Mod:
    result = simplifyMod(lhs, rhs);
    break;
  default:
    llvm_unreachable("not a binary kind");
  }
  return result ? result : getAffineBinaryOpExpr(kind, lhs, rhs);
}

AffineExpr AffineExpr::operator+(AffineExpr other) const {
  return buildSimplified(AffineExprKind::Add, *this, other);
}
AffineExpr AffineExpr::operator+(int64_t v) const {
  return *this + getAffineConstantExpr(v, getContext());
}
AffineExpr AffineExpr::operator-() const { return *this * -1; }
AffineExpr AffineExpr::operator-(int64_t v) const {
  return *this - getAffineConstantExpr(v, getContext());
}
AffineExpr AffineExpr::operator-(AffineExpr other) const {
  return *this + (-other);
}
AffineExpr AffineExpr::operator*(AffineExpr other) const {
  return buildSimplified(AffineExprKind::Mul, *this, other);
}
AffineExpr AffineExpr::operator*(int64_t v) const {
  return *this * getAffineConstantExpr(v, getContext());
}
AffineExpr AffineExpr::floorDiv(AffineExpr other) const {
  return buildSimplified(AffineExprKind::FloorDiv, *this, other);
}
AffineExpr AffineExpr::floorDiv(uint64_t v) const {
  return floorDiv(getAffineConstantExpr(int64_t(v), getContext()));
}
AffineExpr AffineExpr::ceilDiv(AffineExpr other) const {
  return buildSimplified(AffineExprKind::CeilDiv, *this, other);
}
AffineExpr AffineExpr::ceilDiv(uint64_t v) const {
  return ceilDiv(getAffineConstantExpr(int64_t(v), getContext()));
}
AffineExpr AffineExpr::operator%(AffineExpr other) const {
  return buildSimplified(AffineExprKind::Mod, *this, other);
}
AffineExpr AffineExpr::operator%(uint64_t v) const {
  return *this % getAffineConstantExpr(int64_t(v), getContext());
}

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

AffineExpr AffineExpr::replaceDimsAndSymbols(
    llvm::ArrayRef<AffineExpr> dimReplacements,
    llvm::ArrayRef<AffineExpr> symReplacements) const {
  return evaluatePostOrder<AffineExpr>(
      *this,
      [&](AffineExpr leaf) -> AffineExpr {
        if (auto d = llvm::dyn_cast<AffineDimExpr>(leaf))
          if (d.getPosition() < dimReplacements.size())
            return dimReplacements[d.getPosition()];
        if (auto s = llvm::dyn_cast<AffineSymbolExpr>(leaf))
          if (s.getPosition() < symReplacements.size())
            return symReplacements[s.getPosition()];
        return leaf;
      },
      [](AffineBinaryOpExpr node, AffineExpr lhs, AffineExpr rhs) {
        if (lhs == node.getLHS() && rhs == node.getRHS())
          return AffineExpr(node);
        return buildSimplified(node.getKind(), lhs, rhs);
      });
}

AffineExpr AffineExpr::shiftDims(unsigned numDims, unsigned shift,
                                 unsigned offset) const {
  llvm::SmallVector<AffineExpr, 8> dims;
  for (unsigned i = 0; i < numDims; ++i)
    dims.push_back(getAffineDimExpr(i < offset ? i : i + shift, getContext()));
  return replaceDimsAndSymbols(dims, {});
}

AffineExpr AffineExpr::shiftSymbols(unsigned numSymbols, unsigned shift,
                                    unsigned offset) const {
  llvm::SmallVector<AffineExpr, 8> syms;
  for (unsigned i = 0; i < numSymbols; ++i)
    syms.push_back(
        getAffineSymbolExpr(i < offset ? i : i + shift, getContext()));
  return replaceDimsAndSymbols({}, syms);
}
