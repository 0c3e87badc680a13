//===- SmtDomain.h - Z3 terms as a value domain for the semantics ---------===//
//
// The value domain that turns the op semantics (dialects/Semantics.h) into
// SMT formulas: bit-vectors are Z3 bit-vector terms of the value's exact
// width, booleans Z3 boolean terms, and undefined behaviour accumulates as a
// disjunction of conditions. It implements the integer part of the domain
// (sem::IntDomain); the float part will follow with Z3's floating-point
// theory.
//
// No Z3 header leaks from here: SmtBV and SmtBool are small value types (the
// owning domain and an index into its term table), and all Z3 objects live
// in the domain's private implementation. A term is valid as long as the
// domain that made it; terms of different domains must not be mixed.
//
// Besides building terms the domain can evaluate them under an assignment of
// its variables (what the interpreter cross-check uses) and ask Z3 whether a
// formula is satisfiable (what the refinement checker builds on). Z3 errors
// never escape as exceptions: check() reports them as SatResult::Unknown.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_SMT_SMTDOMAIN_H
#define ASSAY_VERIFY_SMT_SMTDOMAIN_H

#include "dialects/Semantics.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace assay {
namespace smt {

class SmtDomain;

/// A Z3 boolean term owned by an SmtDomain.
class SmtBool {
public:
  SmtBool() = default;

  /// Conjunction, disjunction and negation (they build terms; nothing is
  /// short-circuited).
  friend SmtBool operator&&(const SmtBool &a, const SmtBool &b);
  friend SmtBool operator||(const SmtBool &a, const SmtBool &b);
  friend SmtBool operator!(const SmtBool &a);

  /// The domain that owns the term.
  SmtDomain *getDomain() const { return domain; }

private:
  friend class SmtDomain;
  SmtBool(SmtDomain *domain, uint32_t id) : domain(domain), id(id) {}
  SmtDomain *domain = nullptr;
  uint32_t id = 0;
};

/// A Z3 bit-vector term owned by an SmtDomain, with its width.
class SmtBV {
public:
  SmtBV() = default;
  /// The number of bits.
  unsigned getWidth() const { return width; }

private:
  friend class SmtDomain;
  SmtBV(SmtDomain *domain, uint32_t id, unsigned width)
      : domain(domain), id(id), width(width) {}
  SmtDomain *domain = nullptr;
  uint32_t id = 0;
  unsigned width = 0;
};

class SmtArray;

/// The outcome of a satisfiability check.
enum class SatResult { Sat, Unsat, Unknown };

/// Z3 terms for the integer semantics (see dialects/Semantics.h for the
/// meaning of each operation; divisions and shifts are SMT-LIB's total
/// operations).
class SmtDomain {
public:
  using Bool = SmtBool;
  using BV = SmtBV;

  SmtDomain();
  ~SmtDomain();
  SmtDomain(const SmtDomain &) = delete;
  SmtDomain &operator=(const SmtDomain &) = delete;

  //===--------------------------------------------------------------------===//
  // Variables, undefined behaviour, evaluation and solving
  //===--------------------------------------------------------------------===//

  /// A fresh bit-vector variable (names must be unique per domain).
  SmtBV var(llvm::StringRef name, unsigned width);
  /// A fresh boolean variable (names must be unique per domain).
  SmtBool boolVar(llvm::StringRef name);

  /// Records that executing with `cond` true is undefined behaviour.
  void ub(const SmtBool &cond, const char *reason);
  /// The disjunction of the conditions passed to ub(), from the `first`-th
  /// call on (false if none); see getNumUBConditions().
  SmtBool getUBCondition(unsigned first = 0);
  /// The number of ub() calls so far.
  unsigned getNumUBConditions() const;
  /// The reason given with the `i`-th ub() call.
  const char *getUBReason(unsigned i) const;

  /// Assigns a concrete value to a variable made by var() / boolVar(), for
  /// evaluate(). Reassigning replaces the value.
  void assign(const SmtBV &variable, const llvm::APInt &value);
  void assign(const SmtBool &variable, bool value);
  /// Forgets every assignment.
  void clearAssignment();
  /// The value of `term` with the assigned variables substituted
  /// (unassigned ones read as zero / false).
  llvm::APInt evaluate(const SmtBV &term);
  bool evaluate(const SmtBool &term);

  /// Whether `formula` is satisfiable; `timeoutMs` 0 means no limit.
  SatResult check(const SmtBool &formula, unsigned timeoutMs = 0);
  /// After check() returned Sat: the value of `term` in the model found.
  llvm::APInt modelValue(const SmtBV &term);
  bool modelValue(const SmtBool &term);

  /// The term in SMT-LIB syntax (for diagnostics and counterexamples).
  std::string toString(const SmtBV &term);
  std::string toString(const SmtBool &term);

  //===--------------------------------------------------------------------===//
  // What the refinement checker (verify/tv/) needs beyond the semantics
  //===--------------------------------------------------------------------===//

  /// The value of `b` when it simplifies to a constant.
  std::optional<bool> getConstant(const SmtBool &b);
  /// Whether two handles name the same term (no solving).
  static bool sameTerm(const SmtBV &a, const SmtBV &b) {
    return a.domain == b.domain && a.id == b.id;
  }
  static bool sameTerm(const SmtBool &a, const SmtBool &b) {
    return a.domain == b.domain && a.id == b.id;
  }
  /// An application of the uninterpreted function `name` (one per name,
  /// shared by every call with the same argument and result widths) to
  /// `args`: a bit-vector of `width` bits, or a boolean.
  SmtBV applyFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                      unsigned width);
  SmtBool applyPredicate(llvm::StringRef name, llvm::ArrayRef<SmtBV> args);
  /// Why the last check() returned Unknown ("timeout", a solver message).
  std::string getUnknownReason() const;
  /// `formula` as an SMT-LIB 2 script that asks whether it is satisfiable.
  std::string toSmtLib(const SmtBool &formula);

  //===--------------------------------------------------------------------===//
  // The integer domain (sem::IntDomain)
  //===--------------------------------------------------------------------===//

  Bool boolConstant(bool b);
  BV constant(unsigned width, uint64_t v);
  BV constant(const llvm::APInt &v);
  unsigned width(const BV &x) const { return x.getWidth(); }

  BV add(const BV &a, const BV &b);
  BV sub(const BV &a, const BV &b);
  BV mul(const BV &a, const BV &b);
  BV udiv(const BV &a, const BV &b);
  BV sdiv(const BV &a, const BV &b);
  BV urem(const BV &a, const BV &b);
  BV srem(const BV &a, const BV &b);
  BV shl(const BV &a, const BV &b);
  BV lshr(const BV &a, const BV &b);
  BV ashr(const BV &a, const BV &b);
  BV bvand(const BV &a, const BV &b);
  BV bvor(const BV &a, const BV &b);
  BV bvxor(const BV &a, const BV &b);
  BV bvnot(const BV &a);

  Bool eq(const BV &a, const BV &b);
  Bool ne(const BV &a, const BV &b);
  Bool slt(const BV &a, const BV &b);
  Bool sle(const BV &a, const BV &b);
  Bool sgt(const BV &a, const BV &b);
  Bool sge(const BV &a, const BV &b);
  Bool ult(const BV &a, const BV &b);
  Bool ule(const BV &a, const BV &b);
  Bool ugt(const BV &a, const BV &b);
  Bool uge(const BV &a, const BV &b);

  BV zext(const BV &a, unsigned w);
  BV sext(const BV &a, unsigned w);
  BV trunc(const BV &a, unsigned w);

  BV select(const Bool &c, const BV &a, const BV &b);
  Bool select(const Bool &c, const Bool &a, const Bool &b);

  Bool addOverflowsSigned(const BV &a, const BV &b);
  Bool addOverflowsUnsigned(const BV &a, const BV &b);
  Bool subOverflowsSigned(const BV &a, const BV &b);
  Bool subOverflowsUnsigned(const BV &a, const BV &b);
  Bool mulOverflowsSigned(const BV &a, const BV &b);
  Bool mulOverflowsUnsigned(const BV &a, const BV &b);
  Bool shlOverflowsSigned(const BV &a, const BV &b);
  Bool shlOverflowsUnsigned(const BV &a, const BV &b);

  BV countLeadingZeros(const BV &a);
  BV countTrailingZeros(const BV &a);
  BV popcount(const BV &a);

  /// The logical connectives behind SmtBool's operators.
  Bool boolAnd(const Bool &a, const Bool &b);
  Bool boolOr(const Bool &a, const Bool &b);
  Bool boolNot(const Bool &a);

  //===--------------------------------------------------------------------===//
  // Arrays (memory)
  //===--------------------------------------------------------------------===//

  /// A fresh array variable from `indexWidth`-bit indices to elements of
  /// `elementWidth` bits, or booleans when `elementWidth` is 0.
  SmtArray arrayVar(llvm::StringRef name, unsigned indexWidth,
                    unsigned elementWidth);
  /// The array whose every element is `value`.
  SmtArray constArray(unsigned indexWidth, const SmtBV &value);
  SmtArray constArray(unsigned indexWidth, const SmtBool &value);
  /// An application of the uninterpreted function `name` to `args` and
  /// `arrays`, giving an array of the given sort (a function per name and
  /// sorts, as applyFunction()).
  SmtArray applyArrayFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                              llvm::ArrayRef<SmtArray> arrays,
                              unsigned indexWidth, unsigned elementWidth);
  /// applyFunction() and applyPredicate() with arrays after the
  /// bit-vector arguments (what a call may read from memory).
  SmtBV applyFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                      llvm::ArrayRef<SmtArray> arrays, unsigned width);
  SmtBool applyPredicate(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                         llvm::ArrayRef<SmtArray> arrays);
  /// The element at `index` of a bit-vector / boolean array.
  SmtBV arrayRead(const SmtArray &a, const SmtBV &index);
  SmtBool arrayReadBool(const SmtArray &a, const SmtBV &index);
  /// `a` with the element at `index` replaced.
  SmtArray arrayWrite(const SmtArray &a, const SmtBV &index,
                      const SmtBV &value);
  SmtArray arrayWrite(const SmtArray &a, const SmtBV &index,
                      const SmtBool &value);
  /// `c ? a : b` over arrays of one sort.
  SmtArray select(const Bool &c, const SmtArray &a, const SmtArray &b);

  /// Opaque state (Z3 context, term table, assignment, solver).
  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

inline SmtBool operator&&(const SmtBool &a, const SmtBool &b) {
  return a.domain->boolAnd(a, b);
}
inline SmtBool operator||(const SmtBool &a, const SmtBool &b) {
  return a.domain->boolOr(a, b);
}
inline SmtBool operator!(const SmtBool &a) { return a.domain->boolNot(a); }

/// A Z3 array term owned by an SmtDomain: from bit-vector indices to
/// bit-vectors or (element width 0) booleans.
class SmtArray {
public:
  SmtArray() = default;
  unsigned getIndexWidth() const { return indexWidth; }
  /// The element width, 0 for booleans.
  unsigned getElementWidth() const { return elementWidth; }
  /// Whether two handles name the same term (no solving).
  static bool sameTerm(const SmtArray &a, const SmtArray &b) {
    return a.domain == b.domain && a.id == b.id;
  }

private:
  friend class SmtDomain;
  SmtArray(SmtDomain *domain, uint32_t id, unsigned indexWidth,
           unsigned elementWidth)
      : domain(domain), id(id), indexWidth(indexWidth),
        elementWidth(elementWidth) {}
  SmtDomain *domain = nullptr;
  uint32_t id = 0;
  unsigned indexWidth = 0, elementWidth = 0;
};

static_assert(sem::IntDomain<SmtDomain>,
              "SmtDomain must implement the integer semantics domain");

} // namespace smt
} // namespace assay

#endif // ASSAY_VERIFY_SMT_SMTDOMAIN_H
