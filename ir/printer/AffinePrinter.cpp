//===- AffinePrinter.cpp - Textual form of affine expressions, maps, sets -===//
//
// Prints affine expressions, maps, integer sets and the attributes that wrap
// them (`affine_map<...>`, `affine_set<...>`, `strided<...>`) exactly as
// mlir-opt 19 does. Parentheses follow binding strength: an operand of `*`,
// `mod`, `floordiv` or `ceildiv` that is itself a binary expression is
// parenthesized, a sum is not unless it is such an operand; `x * -1` prints
// as `-x`, `x + y * -c` as `x - y * c` and `x + -c` as `x - c` (unless -c is
// INT64_MIN, which has no positive counterpart).
//
// Expressions are printed from an explicit work stack, not by recursion, so
// deeply nested expressions cannot overflow the call stack.
//
//===----------------------------------------------------------------------===//
#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/IntegerSet.h"
#include "ir/printer/AttrTypePrinter.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"
#include <limits>
#include <string>

using namespace assay;

namespace {
/// Whether an expression is printed as an operand of a tightly binding
/// operator (and so needs parentheses if it is a binary expression).
enum class BindingStrength { Weak, Strong };

/// One step of printing: an expression at a binding strength, or text.
struct PrintItem {
  AffineExpr expr;
  BindingStrength strength = BindingStrength::Weak;
  std::string text;
};

/// Prints affine expressions without recursion.
class AffineExprPrinter {
public:
  explicit AffineExprPrinter(llvm::raw_ostream &os) : os(os) {}

  void print(AffineExpr root, BindingStrength strength) {
    work.push_back({root, strength, {}});
    while (!work.empty()) {
      PrintItem item = work.pop_back_val();
      if (!item.expr) {
        os << item.text;
        continue;
      }
      printOne(item.expr, item.strength);
    }
  }

private:
  // Items are pushed in reverse order of printing.
  void pushText(std::string text) {
    work.push_back({AffineExpr(), BindingStrength::Weak, std::move(text)});
  }
  void pushExpr(AffineExpr e, BindingStrength s) { work.push_back({e, s, {}}); }

  /// Whether `c` prints negated after ` - `: a negative constant other than
  /// INT64_MIN, whose negation is no int64_t. (mlir-opt-19 prints
  /// `x - -9223372036854775808` for x + INT64_MIN, which reads back as
  /// another expression; Assay prints `x + -9223372036854775808`.)
  static bool printsAsSubtraction(AffineConstantExpr c) {
    return c.getValue() < 0 &&
           c.getValue() != std::numeric_limits<int64_t>::min();
  }

  void printOne(AffineExpr expr, BindingStrength strength) {
    switch (expr.getKind()) {
    case AffineExprKind::DimId:
      os << 'd' << llvm::cast<AffineDimExpr>(expr).getPosition();
      return;
    case AffineExprKind::SymbolId:
      os << 's' << llvm::cast<AffineSymbolExpr>(expr).getPosition();
      return;
    case AffineExprKind::Constant:
      os << llvm::cast<AffineConstantExpr>(expr).getValue();
      return;
    default:
      break;
    }

    auto bin = llvm::cast<AffineBinaryOpExpr>(expr);
    AffineExpr lhs = bin.getLHS(), rhs = bin.getRHS();
    bool parens = strength == BindingStrength::Strong;
    if (parens) {
      os << '(';
      pushText(")");
    }

    if (bin.getKind() != AffineExprKind::Add) {
      // x * -1 prints as -x.
      if (bin.getKind() == AffineExprKind::Mul && rhs == -1) {
        pushExpr(lhs, BindingStrength::Strong);
        pushText("-");
        return;
      }
      const char *spelling = nullptr;
      switch (bin.getKind()) {
      case AffineExprKind::Mul:
        spelling = " * ";
        break;
      case AffineExprKind::Mod:
        spelling = " mod ";
        break;
      case AffineExprKind::FloorDiv:
        spelling = " floordiv ";
        break;
      case AffineExprKind::CeilDiv:
        spelling = " ceildiv ";
        break;
      default:
        llvm_unreachable("unexpected binary kind");
      }
      pushExpr(rhs, BindingStrength::Strong);
      pushText(spelling);
      pushExpr(lhs, BindingStrength::Strong);
      return;
    }

    // x + y * -1 prints as x - y, and x + y * -c as x - y * c.
    if (auto rhsBin = llvm::dyn_cast<AffineBinaryOpExpr>(rhs)) {
      auto scale = llvm::dyn_cast<AffineConstantExpr>(rhsBin.getRHS());
      if (rhsBin.getKind() == AffineExprKind::Mul && scale) {
        if (scale.getValue() == -1) {
          AffineExpr negatedTerm = rhsBin.getLHS();
          pushExpr(negatedTerm, negatedTerm.getKind() == AffineExprKind::Add
                                    ? BindingStrength::Strong
                                    : BindingStrength::Weak);
          pushText(" - ");
          pushExpr(lhs, BindingStrength::Weak);
          return;
        }
        if (scale.getValue() < -1 && printsAsSubtraction(scale)) {
          pushText(" * " + std::to_string(-scale.getValue()));
          pushExpr(rhsBin.getLHS(), BindingStrength::Strong);
          pushText(" - ");
          pushExpr(lhs, BindingStrength::Weak);
          return;
        }
      }
    }
    // x + -c prints as x - c.
    if (auto c = llvm::dyn_cast<AffineConstantExpr>(rhs)) {
      if (printsAsSubtraction(c)) {
        pushText(" - " + std::to_string(-c.getValue()));
        pushExpr(lhs, BindingStrength::Weak);
        return;
      }
    }
    pushExpr(rhs, BindingStrength::Weak);
    pushText(" + ");
    pushExpr(lhs, BindingStrength::Weak);
  }

  llvm::raw_ostream &os;
  llvm::SmallVector<PrintItem, 16> work;
};

/// Prints `(d0, ..., d<n-1>)` and, with symbols, `[s0, ..., s<m-1>]`.
void printDimsAndSymbols(llvm::raw_ostream &os, unsigned numDims,
                         unsigned numSymbols) {
  os << '(';
  for (unsigned i = 0; i < numDims; ++i)
    os << (i ? ", " : "") << 'd' << i;
  os << ')';
  if (numSymbols == 0)
    return;
  os << '[';
  for (unsigned i = 0; i < numSymbols; ++i)
    os << (i ? ", " : "") << 's' << i;
  os << ']';
}
} // namespace

void AffineExpr::print(llvm::raw_ostream &os) const {
  if (!expr) {
    os << "<<NULL AFFINE EXPR>>";
    return;
  }
  AffineExprPrinter(os).print(*this, BindingStrength::Weak);
}

void AffineExpr::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}

void AffineMap::print(llvm::raw_ostream &os) const {
  if (!map) {
    os << "<<NULL AFFINE MAP>>";
    return;
  }
  printDimsAndSymbols(os, getNumDims(), getNumSymbols());
  os << " -> (";
  AffineExprPrinter printer(os);
  for (auto [i, e] : llvm::enumerate(getResults())) {
    if (i)
      os << ", ";
    printer.print(e, BindingStrength::Weak);
  }
  os << ')';
}

void AffineMap::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}

void IntegerSet::print(llvm::raw_ostream &os) const {
  if (!set) {
    os << "<<NULL INTEGER SET>>";
    return;
  }
  printDimsAndSymbols(os, getNumDims(), getNumSymbols());
  os << " : (";
  AffineExprPrinter printer(os);
  for (unsigned i = 0, e = getNumConstraints(); i < e; ++i) {
    if (i)
      os << ", ";
    printer.print(getConstraint(i), BindingStrength::Weak);
    os << (isEq(i) ? " == 0" : " >= 0");
  }
  os << ')';
}

void IntegerSet::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}

//===----------------------------------------------------------------------===//
// Attribute hooks of AttrTypePrinter
//===----------------------------------------------------------------------===//

void assay::printAffineMapAttr(AttrTypePrinter &printer, AffineMapAttr attr) {
  llvm::raw_ostream &os = printer.getStream();
  os << "affine_map<";
  attr.getValue().print(os);
  os << '>';
}

void assay::printIntegerSetAttr(AttrTypePrinter &printer, IntegerSetAttr attr) {
  llvm::raw_ostream &os = printer.getStream();
  os << "affine_set<";
  attr.getValue().print(os);
  os << '>';
}

void assay::printStridedLayoutAttr(AttrTypePrinter &printer,
                                   StridedLayoutAttr attr) {
  llvm::raw_ostream &os = printer.getStream();
  auto printValue = [&](int64_t v) {
    if (v == StridedLayoutAttr::kDynamic)
      os << '?';
    else
      os << v;
  };
  os << "strided<[";
  llvm::interleave(attr.getStrides(), os, printValue, ", ");
  os << ']';
  if (attr.getOffset() != 0) {
    os << ", offset: ";
    printValue(attr.getOffset());
  }
  os << '>';
}
