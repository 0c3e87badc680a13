//===- SmtDomain.h - Z3 terms as a value domain for the semantics ---------===//
//
// The value domain that turns the op semantics (dialects/Semantics.h) into
// SMT formulas: bit-vectors are Z3 bit-vector terms of the value's exact
// width, booleans Z3 boolean terms, and undefined behaviour accumulates as a
// disjunction of conditions. It implements the whole domain
// (sem::FloatDomain): floats are terms of Z3's floating-point theory in the
// value's IEEE format.
//
// The float model. Z3 has one NaN, so NaN payloads and NaN signs are not
// modelled: every NaN behaves as the format's canonical quiet NaN (positive
// sign; fpToBits gives its encoding, copySign and isNegative read its sign
// as +). usedNaNBits() says when a term read those bits. sqrt is exact;
// the other elementary functions (and sqrt in formats wider than double,
// which the interpreter computes at double precision) are uninterpreted
// functions, one per function and format, shared by every call so that
// f(x) = f(x); approximations() lists the ones used. Float inputs are made
// as bit-vector variables and converted with bitsToFP, so every encoding,
// every NaN included, is an input.
//
// No Z3 header leaks from here: SmtBV, SmtBool and SmtFP are small value
// types (the owning domain and an index into its term table), and all Z3
// objects live in the domain's private implementation. A term is valid as long
// as the domain that made it; terms of different domains must not be mixed.
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
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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

/// A Z3 floating-point term owned by an SmtDomain, with its format.
class SmtFP {
public:
  SmtFP() = default;
  /// The IEEE format of the value.
  const llvm::fltSemantics &getSemantics() const { return *semantics; }

private:
  friend class SmtDomain;
  SmtFP(SmtDomain *domain, uint32_t id, const llvm::fltSemantics *semantics)
      : domain(domain), id(id), semantics(semantics) {}
  SmtDomain *domain = nullptr;
  uint32_t id = 0;
  const llvm::fltSemantics *semantics = nullptr;
};
class SmtArray;

/// The outcome of a satisfiability check.
enum class SatResult { Sat, Unsat, Unknown };

/// Z3 terms for the semantics (see dialects/Semantics.h for the meaning of
/// each operation; divisions and shifts are SMT-LIB's total operations).
class SmtDomain {
public:
  using Bool = SmtBool;
  using BV = SmtBV;
  using FP = SmtFP;
  using RoundingMode = arith::RoundingMode;

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
  /// A float term's value in its format (a NaN as the canonical quiet NaN;
  /// an uninterpreted function as whatever Z3's model completion picks).
  llvm::APFloat evaluate(const SmtFP &term);

  /// Whether `formula` is satisfiable; `timeoutMs` 0 means no limit.
  SatResult check(const SmtBool &formula, unsigned timeoutMs = 0);
  /// After check() returned Sat: the value of `term` in the model found.
  llvm::APInt modelValue(const SmtBV &term);
  bool modelValue(const SmtBool &term);
  llvm::APFloat modelValue(const SmtFP &term);

  /// The term in SMT-LIB syntax (for diagnostics and counterexamples).
  std::string toString(const SmtBV &term);
  std::string toString(const SmtBool &term);
  std::string toString(const SmtFP &term);

  //===--------------------------------------------------------------------===//
  // What the float model approximates
  //===--------------------------------------------------------------------===//

  /// Whether the float operations accept values of `semantics`: the IEEE
  /// interchange-like formats (f16, bf16, f32, f64, f128, tf32, f8E5M2,
  /// f8E4M3). Others (f80's explicit integer bit, the formats without
  /// infinities or with their own NaN encodings) must not reach the domain.
  static bool supportsFormat(const llvm::fltSemantics &semantics);
  /// The name of a supported format as a type ("f32", "bf16").
  static llvm::StringRef getFormatName(const llvm::fltSemantics &semantics);

  /// The approximations the terms built so far rely on, sorted and unique,
  /// e.g. "math.sin as an uninterpreted function (f32)" (valid until the
  /// next term is built).
  llvm::ArrayRef<std::string> approximations() const;
  /// Whether a term read the bits of a value that may be NaN (fpToBits, or
  /// the sign in copySign / isNegative): those read as the canonical quiet
  /// NaN's, which the program may not produce.
  bool usedNaNBits() const;

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
  static bool sameTerm(const SmtFP &a, const SmtFP &b) {
    return a.domain == b.domain && a.id == b.id;
  }
  /// Whether `a` and `b` are the same float datum: equal encodings, any NaN
  /// being the same as any NaN (+0 and -0 differ). What refinement compares.
  SmtBool fpIdentical(const SmtFP &a, const SmtFP &b);
  /// An application of the uninterpreted function `name` (one per name,
  /// shared by every call with the same argument and result widths) to
  /// `args`: a bit-vector of `width` bits, or a boolean.
  SmtBV applyFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                      unsigned width);
  SmtBool applyPredicate(llvm::StringRef name, llvm::ArrayRef<SmtBV> args);
  /// The choice variables anyZeroSign() made since the last call, in
  /// order; the list starts empty again.
  std::vector<SmtBool> takeChoices();
  /// `body` for every value of the boolean variables `vars`: the
  /// conjunction of its instances when there are few, else a quantifier.
  SmtBool forAll(llvm::ArrayRef<SmtBool> vars, const SmtBool &body);
  /// Why the last check() returned Unknown ("timeout", a solver message).
  std::string getUnknownReason() const;
  /// `formula` as an SMT-LIB 2 script that asks whether it is satisfiable,
  /// in the standard language only (logic ALL), so that z3 and cvc5 both
  /// replay it as written: Z3's fp.to_ieee_bv becomes a fresh bit-vector
  /// constant `b` with `((_ to_fp E S) b) = x`, and a symbol that SMT-LIB
  /// reserves (starting with `@` or `.`, as `@global`) gets the prefix
  /// `assay.`.
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

  //===--------------------------------------------------------------------===//
  // The float domain (sem::FloatDomain)
  //===--------------------------------------------------------------------===//

  FP fpConstant(const llvm::APFloat &v);
  FP fadd(const FP &a, const FP &b, RoundingMode rm);
  FP fsub(const FP &a, const FP &b, RoundingMode rm);
  FP fmul(const FP &a, const FP &b, RoundingMode rm);
  FP fdiv(const FP &a, const FP &b, RoundingMode rm);
  FP fma(const FP &a, const FP &b, const FP &c, RoundingMode rm);
  /// The C fmod remainder (exact, sign of `a`), derived from IEEE remainder.
  FP frem(const FP &a, const FP &b);
  FP fneg(const FP &a);
  FP fabs(const FP &a);
  FP copySign(const FP &a, const FP &b);
  /// `a`, or `-a` when `a` is zero and a fresh choice variable says so
  /// (fastmath<nsz>: the sign of a zero is free). The variable is recorded
  /// for takeChoices(); false keeps the IEEE sign.
  FP anyZeroSign(const FP &a);

  Bool isNaN(const FP &a);
  Bool isInf(const FP &a);
  Bool isZero(const FP &a);
  Bool isNegative(const FP &a);
  Bool isNormal(const FP &a);
  Bool isSubnormal(const FP &a);
  Bool fpEq(const FP &a, const FP &b);
  Bool fpLt(const FP &a, const FP &b);
  Bool fpLe(const FP &a, const FP &b);

  FP fmaximum(const FP &a, const FP &b);
  FP fminimum(const FP &a, const FP &b);
  FP fmaxnum(const FP &a, const FP &b);
  FP fminnum(const FP &a, const FP &b);

  FP fpConvert(const FP &a, const llvm::fltSemantics &semantics,
               RoundingMode rm);
  /// Rounds toward zero; `invalid` becomes the condition that `a` is NaN,
  /// infinite or out of range (the bits are then zero).
  BV fpToInt(const FP &a, unsigned w, bool isSigned, Bool &invalid);
  FP intToFP(const BV &x, bool isSigned, const llvm::fltSemantics &semantics,
             RoundingMode rm);
  /// The encoding of `a`; a NaN gives the canonical quiet NaN's.
  BV fpToBits(const FP &a);
  FP bitsToFP(const BV &bits, const llvm::fltSemantics &semantics);
  FP roundToIntegral(const FP &a, RoundingMode rm);
  FP select(const Bool &c, const FP &a, const FP &b);

  /// sqrt exactly; the others as uninterpreted functions (see the file
  /// comment) with the facts every libm shares: NaN for a NaN operand, and
  /// for powf, pow(x, +-0) = pow(+1, y) = 1 (but for a NaN in f64, where
  /// the interpreter's libm sees signaling NaNs and answers NaN for them).
  FP mathFn(sem::MathFn fn, const FP &a);
  FP mathFn2(sem::MathFn fn, const FP &a, const FP &b);
  /// An uninterpreted function of `a` and the exponent `n`, 1 for n = 0
  /// (but for a NaN in f64, as for powf).
  FP powi(const FP &a, const BV &n);

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

  //===--------------------------------------------------------------------===//
  // What other solvers need (verify/smt/Solvers.h)
  //===--------------------------------------------------------------------===//

  /// The names of the free constants of `formula` (bit-vector, boolean and
  /// array variables) as toSmtLib() spells them: what a model of the
  /// formula must give values for.
  std::vector<std::string> getFreeConstants(const SmtBool &formula);
  /// Like check(), with `formula` conjoined to the SMT-LIB 2 assertions in
  /// `assertions`, which may name the free constants and uninterpreted
  /// functions that toSmtLib(formula) declares, as it spells them
  /// (e.g. `(assert (= x #x01))`,
  /// values another solver's model gave). Text Z3 cannot parse gives
  /// Unknown with the parser's message as the reason.
  SatResult checkWithAssertions(const SmtBool &formula,
                                llvm::StringRef assertions, unsigned timeoutMs);

  /// A copy of a formula in a Z3 context of its own, so that another thread
  /// can check it while this one goes on, and stop it without touching the
  /// domain (an interrupted context stays canceled in Z3).
  class DetachedQuery {
  public:
    ~DetachedQuery();
    /// As SmtDomain::check(); call from one thread at a time.
    SatResult check(unsigned timeoutMs);
    /// Asks a check() running on another thread to stop soon (it then
    /// returns Unknown, "canceled"); a call while none runs may be lost.
    void interrupt();
    /// Why the last check() returned Unknown.
    std::string getUnknownReason() const;

    struct Impl;

  private:
    friend class SmtDomain;
    explicit DetachedQuery(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl;
  };
  /// `formula` copied for a check on another thread.
  std::unique_ptr<DetachedQuery> detach(const SmtBool &formula);
  /// After `query.check()` returned Sat (and while no thread uses `query`):
  /// its model becomes the domain's, as after a satisfiable check().
  void adoptModel(DetachedQuery &query);

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

static_assert(sem::FloatDomain<SmtDomain>,
              "SmtDomain must implement the whole semantics domain");

} // namespace smt
} // namespace assay

#endif // ASSAY_VERIFY_SMT_SMTDOMAIN_H
