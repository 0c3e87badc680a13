//===- IndexSemantics.h - The meaning of index ops, over any domain ------===//
//
// One function template per index op, named after its mnemonic (with a
// trailing underscore where the mnemonic is a C++ keyword: and_, or_, xor_,
// sizeof_). The functions are width-generic: `index` is 64 bits wide in
// Assay's interpreter, and the SMT encoding may check a rewrite at both 32
// and 64 bits, the two widths the index dialect's folding is careful about.
//
// The index ops share their meaning with the arith ops of the same name
// (index.add is arith.addi without flags, index.divs is arith.divsi, ...), so
// they are written in terms of arith's semantics; docs/semantics.md lists
// them op by op.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_INDEX_INDEXSEMANTICS_H
#define ASSAY_DIALECTS_INDEX_INDEXSEMANTICS_H

#include "dialects/Semantics.h"
#include "dialects/arith/ArithSemantics.h"

namespace assay {
namespace index {
namespace semantics {

template <class D> using Int = sem::Int<D>;

/// The width of `index` in Assay's interpreter.
constexpr unsigned kIndexWidth = 64;

/// index.constant.
template <class D> Int<D> constant(D &d, const llvm::APInt &v) {
  return sem::value(d, d.constant(v));
}

/// index.bool.constant: an i1.
template <class D> Int<D> bool_constant(D &d, bool v) {
  return sem::value(d, d.constant(1, v ? 1 : 0));
}

/// index.add: wraps.
template <class D> Int<D> add(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::addi(d, lhs, rhs);
}

/// index.sub: wraps.
template <class D> Int<D> sub(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::subi(d, lhs, rhs);
}

/// index.mul: wraps.
template <class D> Int<D> mul(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::muli(d, lhs, rhs);
}

/// index.divs: rounds toward zero; UB on a zero divisor and on MIN / -1.
template <class D> Int<D> divs(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::divsi(d, lhs, rhs);
}

/// index.divu: UB on a zero divisor.
template <class D> Int<D> divu(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::divui(d, lhs, rhs);
}

/// index.ceildivs: rounds toward +inf; UB on a zero divisor and on MIN / -1.
template <class D> Int<D> ceildivs(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::ceildivsi(d, lhs, rhs);
}

/// index.ceildivu: rounds up; UB on a zero divisor.
template <class D> Int<D> ceildivu(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::ceildivui(d, lhs, rhs);
}

/// index.floordivs: rounds toward -inf; UB on a zero divisor and on
/// MIN / -1.
template <class D>
Int<D> floordivs(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::floordivsi(d, lhs, rhs);
}

/// index.rems: sign of the dividend; UB on a zero divisor.
template <class D> Int<D> rems(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::remsi(d, lhs, rhs);
}

/// index.remu: UB on a zero divisor.
template <class D> Int<D> remu(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::remui(d, lhs, rhs);
}

/// index.maxs.
template <class D> Int<D> maxs(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::maxsi(d, lhs, rhs);
}

/// index.maxu.
template <class D> Int<D> maxu(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::maxui(d, lhs, rhs);
}

/// index.mins.
template <class D> Int<D> mins(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::minsi(d, lhs, rhs);
}

/// index.minu.
template <class D> Int<D> minu(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::minui(d, lhs, rhs);
}

/// index.shl: poison when the amount is >= the width.
template <class D> Int<D> shl(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::shli(d, lhs, rhs);
}

/// index.shrs: sign-filling; poison when the amount is >= the width.
template <class D> Int<D> shrs(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::shrsi(d, lhs, rhs);
}

/// index.shru: zero-filling; poison when the amount is >= the width.
template <class D> Int<D> shru(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::shrui(d, lhs, rhs);
}

/// index.and.
template <class D> Int<D> and_(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::andi(d, lhs, rhs);
}

/// index.or.
template <class D> Int<D> or_(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::ori(d, lhs, rhs);
}

/// index.xor.
template <class D> Int<D> xor_(D &d, const Int<D> &lhs, const Int<D> &rhs) {
  return arith::semantics::xori(d, lhs, rhs);
}

/// index.cmp: an i1 (the predicates are arith.cmpi's).
template <class D>
Int<D> cmp(D &d, arith::CmpIPredicate pred, const Int<D> &lhs,
           const Int<D> &rhs) {
  return arith::semantics::cmpi(d, pred, lhs, rhs);
}

/// index.casts: sign-extends or truncates to `width` bits (either
/// direction between index and an integer type).
template <class D> Int<D> casts(D &d, const Int<D> &in, unsigned width) {
  return arith::semantics::index_cast(d, in, width);
}

/// index.castu: zero-extends or truncates to `width` bits.
template <class D> Int<D> castu(D &d, const Int<D> &in, unsigned width) {
  return arith::semantics::index_castui(d, in, width);
}

/// index.sizeof: the width of index in bits, as an index of that width.
template <class D> Int<D> sizeof_(D &d, unsigned indexWidth = kIndexWidth) {
  return sem::value(d, d.constant(indexWidth, indexWidth));
}

} // namespace semantics
} // namespace index
} // namespace assay

#endif // ASSAY_DIALECTS_INDEX_INDEXSEMANTICS_H
