//===- SmtDomain.cpp - Z3 terms as a value domain for the semantics -------===//
//
// Every term the domain builds is kept in one table, indexed by the handles
// SmtBV and SmtBool carry, so handles stay trivially copyable and Z3's
// reference counting stays inside this file. Overflow predicates are
// written by widening (the exact result in w+1 or 2w bits compared with the
// wrapped one), which holds for every width, 1 included; counting ops halve
// their search range per step.
//
// z3++ reports errors by throwing; the only call that can fail on valid
// input (the solver) is wrapped, and its errors become SatResult::Unknown.
//
//===----------------------------------------------------------------------===//
#include "verify/smt/SmtDomain.h"

#include "llvm/ADT/SmallString.h"
#include <cassert>
#include <utility>
#include <vector>
#include <z3++.h>

using namespace assay;
using namespace assay::smt;

struct SmtDomain::Impl {
  z3::context ctx;
  /// Every term built, indexed by handle ids.
  std::vector<z3::expr> terms;
  /// Conditions and reasons passed to ub().
  std::vector<std::pair<uint32_t, const char *>> ubConditions;
  /// Variable assignments for evaluate().
  std::vector<std::pair<z3::func_decl, z3::expr>> assignment;
  /// The model of the last satisfiable check().
  std::unique_ptr<z3::model> model;
  /// The model built from `assignment`, rebuilt when it changes.
  std::unique_ptr<z3::model> assignmentModel;
  /// Why the last check() gave up.
  std::string unknownReason;

  uint32_t add(z3::expr e) {
    terms.push_back(std::move(e));
    return uint32_t(terms.size() - 1);
  }
};

SmtDomain::SmtDomain() : impl(std::make_unique<Impl>()) {}
SmtDomain::~SmtDomain() = default;

/// The Z3 term behind a handle.
#define TERM(x) (impl->terms[(x).id])

/// Wraps a Z3 bit-vector term of width `w` as a handle.
#define MAKE_BV(e, w) SmtBV(this, impl->add(e), (w))
/// Wraps a Z3 boolean term as a handle.
#define MAKE_BOOL(e) SmtBool(this, impl->add(e))

/// `v` as a Z3 numeral of `width` bits.
static z3::expr numeral(z3::context &ctx, const llvm::APInt &v) {
  if (v.getBitWidth() <= 64)
    return ctx.bv_val(uint64_t(v.getZExtValue()), v.getBitWidth());
  llvm::SmallString<48> digits;
  v.toStringUnsigned(digits, 10);
  return ctx.bv_val(digits.c_str(), v.getBitWidth());
}

/// The numeral `e` (a fully evaluated bit-vector) as an APInt.
static llvm::APInt toAPInt(const z3::expr &e, unsigned width) {
  uint64_t small;
  if (width <= 64 && e.is_numeral_u64(small))
    return llvm::APInt(width, small);
  std::string digits;
  bool isNumeral = e.is_numeral(digits);
  assert(isNumeral && "bit-vector term did not evaluate to a numeral");
  (void)isNumeral;
  return llvm::APInt(width, digits, 10);
}

//===----------------------------------------------------------------------===//
// Variables, undefined behaviour, evaluation and solving
//===----------------------------------------------------------------------===//

SmtBV SmtDomain::var(llvm::StringRef name, unsigned width) {
  return MAKE_BV(impl->ctx.bv_const(name.str().c_str(), width), width);
}

SmtBool SmtDomain::boolVar(llvm::StringRef name) {
  return MAKE_BOOL(impl->ctx.bool_const(name.str().c_str()));
}

void SmtDomain::ub(const SmtBool &cond, const char *reason) {
  impl->ubConditions.emplace_back(cond.id, reason);
}

SmtBool SmtDomain::getUBCondition(unsigned first) {
  z3::expr any = impl->ctx.bool_val(false);
  for (size_t i = first, e = impl->ubConditions.size(); i < e; ++i)
    any = any || impl->terms[impl->ubConditions[i].first];
  return MAKE_BOOL(any.simplify());
}

unsigned SmtDomain::getNumUBConditions() const {
  return unsigned(impl->ubConditions.size());
}

const char *SmtDomain::getUBReason(unsigned i) const {
  return impl->ubConditions[i].second;
}

/// Sets `decl`'s value in `assignment`, replacing an earlier one.
static void setAssignment(SmtDomain::Impl &impl, z3::func_decl decl,
                          z3::expr value) {
  impl.assignmentModel.reset();
  for (auto &[d, v] : impl.assignment) {
    if (z3::eq(d, decl)) {
      v = value;
      return;
    }
  }
  impl.assignment.emplace_back(decl, value);
}

void SmtDomain::assign(const SmtBV &variable, const llvm::APInt &value) {
  assert(value.getBitWidth() == variable.getWidth() && "width mismatch");
  const z3::expr &var = TERM(variable);
  assert(var.is_const() && "only variables can be assigned");
  setAssignment(*impl, var.decl(), numeral(impl->ctx, value));
}

void SmtDomain::assign(const SmtBool &variable, bool value) {
  const z3::expr &var = TERM(variable);
  assert(var.is_const() && "only variables can be assigned");
  setAssignment(*impl, var.decl(), impl->ctx.bool_val(value));
}

void SmtDomain::clearAssignment() {
  impl->assignment.clear();
  impl->assignmentModel.reset();
}

/// The model holding the current assignment.
static z3::model &getAssignmentModel(SmtDomain::Impl &impl) {
  if (!impl.assignmentModel) {
    impl.assignmentModel = std::make_unique<z3::model>(impl.ctx);
    for (auto &[decl, value] : impl.assignment)
      impl.assignmentModel->add_const_interp(decl, value);
  }
  return *impl.assignmentModel;
}

llvm::APInt SmtDomain::evaluate(const SmtBV &term) {
  z3::expr v = getAssignmentModel(*impl).eval(TERM(term), true);
  return toAPInt(v, term.getWidth());
}

bool SmtDomain::evaluate(const SmtBool &term) {
  z3::expr v = getAssignmentModel(*impl).eval(TERM(term), true);
  return v.is_true();
}

SatResult SmtDomain::check(const SmtBool &formula, unsigned timeoutMs) {
  impl->model.reset();
  impl->unknownReason.clear();
  try {
    z3::solver solver(impl->ctx);
    if (timeoutMs) {
      z3::params p(impl->ctx);
      p.set("timeout", timeoutMs);
      solver.set(p);
    }
    solver.add(TERM(formula));
    switch (solver.check()) {
    case z3::sat:
      impl->model = std::make_unique<z3::model>(solver.get_model());
      return SatResult::Sat;
    case z3::unsat:
      return SatResult::Unsat;
    case z3::unknown:
      impl->unknownReason = solver.reason_unknown();
      return SatResult::Unknown;
    }
  } catch (const z3::exception &e) {
    impl->unknownReason = e.msg();
    return SatResult::Unknown;
  }
  return SatResult::Unknown;
}

llvm::APInt SmtDomain::modelValue(const SmtBV &term) {
  assert(impl->model && "modelValue() needs a satisfiable check() first");
  return toAPInt(impl->model->eval(TERM(term), true), term.getWidth());
}

bool SmtDomain::modelValue(const SmtBool &term) {
  assert(impl->model && "modelValue() needs a satisfiable check() first");
  return impl->model->eval(TERM(term), true).is_true();
}

std::string SmtDomain::toString(const SmtBV &term) {
  return TERM(term).to_string();
}

std::string SmtDomain::toString(const SmtBool &term) {
  return TERM(term).to_string();
}

std::optional<bool> SmtDomain::getConstant(const SmtBool &b) {
  z3::expr s = TERM(b).simplify();
  if (s.is_true())
    return true;
  if (s.is_false())
    return false;
  return std::nullopt;
}

/// The uninterpreted function `name` over `args`' sorts, to `range`.
static z3::func_decl getFunction(SmtDomain::Impl &impl, llvm::StringRef name,
                                 llvm::ArrayRef<SmtBV> args,
                                 const z3::sort &range) {
  z3::sort_vector domain(impl.ctx);
  std::string mangled = name.str();
  for (const SmtBV &a : args) {
    domain.push_back(impl.ctx.bv_sort(a.getWidth()));
    mangled += "." + std::to_string(a.getWidth());
  }
  mangled += range.is_bool() ? ".b" : "." + std::to_string(range.bv_size());
  return impl.ctx.function(mangled.c_str(), domain, range);
}

SmtBV SmtDomain::applyFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                               unsigned width) {
  z3::func_decl f =
      getFunction(*impl, name, args, impl->ctx.bv_sort(width));
  z3::expr_vector actuals(impl->ctx);
  for (const SmtBV &a : args)
    actuals.push_back(TERM(a));
  return MAKE_BV(f(actuals), width);
}

SmtBool SmtDomain::applyPredicate(llvm::StringRef name,
                                  llvm::ArrayRef<SmtBV> args) {
  z3::func_decl f = getFunction(*impl, name, args, impl->ctx.bool_sort());
  z3::expr_vector actuals(impl->ctx);
  for (const SmtBV &a : args)
    actuals.push_back(TERM(a));
  return MAKE_BOOL(f(actuals));
}

std::string SmtDomain::getUnknownReason() const { return impl->unknownReason; }

std::string SmtDomain::toSmtLib(const SmtBool &formula) {
  z3::solver solver(impl->ctx);
  solver.add(TERM(formula));
  return solver.to_smt2();
}

//===----------------------------------------------------------------------===//
// The integer domain
//===----------------------------------------------------------------------===//

SmtBool SmtDomain::boolConstant(bool b) {
  return MAKE_BOOL(impl->ctx.bool_val(b));
}

SmtBV SmtDomain::constant(unsigned width, uint64_t v) {
  return constant(llvm::APInt(width, v));
}

SmtBV SmtDomain::constant(const llvm::APInt &v) {
  return MAKE_BV(numeral(impl->ctx, v), v.getBitWidth());
}

SmtBV SmtDomain::add(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) + TERM(b), a.getWidth());
}
SmtBV SmtDomain::sub(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) - TERM(b), a.getWidth());
}
SmtBV SmtDomain::mul(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) * TERM(b), a.getWidth());
}
SmtBV SmtDomain::udiv(const BV &a, const BV &b) {
  return MAKE_BV(z3::udiv(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::sdiv(const BV &a, const BV &b) {
  // operator/ on bit-vectors is bvsdiv.
  return MAKE_BV(TERM(a) / TERM(b), a.getWidth());
}
SmtBV SmtDomain::urem(const BV &a, const BV &b) {
  return MAKE_BV(z3::urem(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::srem(const BV &a, const BV &b) {
  return MAKE_BV(z3::srem(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::shl(const BV &a, const BV &b) {
  return MAKE_BV(z3::shl(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::lshr(const BV &a, const BV &b) {
  return MAKE_BV(z3::lshr(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::ashr(const BV &a, const BV &b) {
  return MAKE_BV(z3::ashr(TERM(a), TERM(b)), a.getWidth());
}
SmtBV SmtDomain::bvand(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) & TERM(b), a.getWidth());
}
SmtBV SmtDomain::bvor(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) | TERM(b), a.getWidth());
}
SmtBV SmtDomain::bvxor(const BV &a, const BV &b) {
  return MAKE_BV(TERM(a) ^ TERM(b), a.getWidth());
}
SmtBV SmtDomain::bvnot(const BV &a) { return MAKE_BV(~TERM(a), a.getWidth()); }

SmtBool SmtDomain::eq(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) == TERM(b));
}
SmtBool SmtDomain::ne(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) != TERM(b));
}
SmtBool SmtDomain::slt(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) < TERM(b));
}
SmtBool SmtDomain::sle(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) <= TERM(b));
}
SmtBool SmtDomain::sgt(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) > TERM(b));
}
SmtBool SmtDomain::sge(const BV &a, const BV &b) {
  return MAKE_BOOL(TERM(a) >= TERM(b));
}
SmtBool SmtDomain::ult(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::ult(TERM(a), TERM(b)));
}
SmtBool SmtDomain::ule(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::ule(TERM(a), TERM(b)));
}
SmtBool SmtDomain::ugt(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::ugt(TERM(a), TERM(b)));
}
SmtBool SmtDomain::uge(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::uge(TERM(a), TERM(b)));
}

SmtBV SmtDomain::zext(const BV &a, unsigned w) {
  assert(w >= a.getWidth() && "zext must not narrow");
  if (w == a.getWidth())
    return a;
  return MAKE_BV(z3::zext(TERM(a), w - a.getWidth()), w);
}
SmtBV SmtDomain::sext(const BV &a, unsigned w) {
  assert(w >= a.getWidth() && "sext must not narrow");
  if (w == a.getWidth())
    return a;
  return MAKE_BV(z3::sext(TERM(a), w - a.getWidth()), w);
}
SmtBV SmtDomain::trunc(const BV &a, unsigned w) {
  assert(w <= a.getWidth() && w > 0 && "trunc must narrow to >= 1 bit");
  if (w == a.getWidth())
    return a;
  return MAKE_BV(TERM(a).extract(w - 1, 0), w);
}

SmtBV SmtDomain::select(const Bool &c, const BV &a, const BV &b) {
  return MAKE_BV(z3::ite(TERM(c), TERM(a), TERM(b)), a.getWidth());
}
SmtBool SmtDomain::select(const Bool &c, const Bool &a, const Bool &b) {
  return MAKE_BOOL(z3::ite(TERM(c), TERM(a), TERM(b)));
}

SmtBool SmtDomain::addOverflowsSigned(const BV &a, const BV &b) {
  z3::expr wide = z3::sext(TERM(a), 1) + z3::sext(TERM(b), 1);
  return MAKE_BOOL(wide != z3::sext(TERM(a) + TERM(b), 1));
}
SmtBool SmtDomain::addOverflowsUnsigned(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::ult(TERM(a) + TERM(b), TERM(a)));
}
SmtBool SmtDomain::subOverflowsSigned(const BV &a, const BV &b) {
  z3::expr wide = z3::sext(TERM(a), 1) - z3::sext(TERM(b), 1);
  return MAKE_BOOL(wide != z3::sext(TERM(a) - TERM(b), 1));
}
SmtBool SmtDomain::subOverflowsUnsigned(const BV &a, const BV &b) {
  return MAKE_BOOL(z3::ult(TERM(a), TERM(b)));
}
SmtBool SmtDomain::mulOverflowsSigned(const BV &a, const BV &b) {
  unsigned w = a.getWidth();
  z3::expr wide = z3::sext(TERM(a), w) * z3::sext(TERM(b), w);
  return MAKE_BOOL(wide != z3::sext(TERM(a) * TERM(b), w));
}
SmtBool SmtDomain::mulOverflowsUnsigned(const BV &a, const BV &b) {
  unsigned w = a.getWidth();
  z3::expr wide = z3::zext(TERM(a), w) * z3::zext(TERM(b), w);
  return MAKE_BOOL(wide.extract(2 * w - 1, w) != impl->ctx.bv_val(0, w));
}
SmtBool SmtDomain::shlOverflowsSigned(const BV &a, const BV &b) {
  unsigned w = a.getWidth();
  const z3::expr &x = TERM(a), &s = TERM(b);
  z3::expr tooFar = z3::uge(s, impl->ctx.bv_val(uint64_t(w), w));
  return MAKE_BOOL(tooFar || z3::ashr(z3::shl(x, s), s) != x);
}
SmtBool SmtDomain::shlOverflowsUnsigned(const BV &a, const BV &b) {
  unsigned w = a.getWidth();
  const z3::expr &x = TERM(a), &s = TERM(b);
  z3::expr tooFar = z3::uge(s, impl->ctx.bv_val(uint64_t(w), w));
  return MAKE_BOOL(tooFar || z3::lshr(z3::shl(x, s), s) != x);
}

/// The smallest power of two >= `w`.
static unsigned powerOfTwoCeil(unsigned w) {
  unsigned p = 1;
  while (p < w)
    p *= 2;
  return p;
}

// The counting ops work in P = powerOfTwoCeil(w) bits and halve the search
// range each step, so their terms have O(log w) levels rather than a chain
// of w if-then-elses (which evaluates and solves far slower at 128 bits).

SmtBV SmtDomain::countLeadingZeros(const BV &a) {
  unsigned w = a.getWidth(), p = powerOfTwoCeil(w);
  z3::context &ctx = impl->ctx;
  // Left-aligned in P bits: the leading zeros of x are those of x.
  z3::expr x = TERM(a);
  if (p != w)
    x = z3::shl(z3::zext(x, p - w), ctx.bv_val(uint64_t(p - w), p));
  z3::expr n = ctx.bv_val(0, p);
  for (unsigned s = p / 2; s != 0; s /= 2) {
    z3::expr topEmpty = x.extract(p - 1, p - s) == ctx.bv_val(0, s);
    n = z3::ite(topEmpty, n + ctx.bv_val(uint64_t(s), p), n);
    x = z3::ite(topEmpty, z3::shl(x, ctx.bv_val(uint64_t(s), p)), x);
  }
  z3::expr isZero = TERM(a) == ctx.bv_val(0, w);
  z3::expr r = z3::ite(isZero, ctx.bv_val(uint64_t(w), p), n);
  return MAKE_BV(p == w ? r : r.extract(w - 1, 0), w);
}

SmtBV SmtDomain::countTrailingZeros(const BV &a) {
  unsigned w = a.getWidth(), p = powerOfTwoCeil(w);
  z3::context &ctx = impl->ctx;
  z3::expr x = p == w ? TERM(a) : z3::zext(TERM(a), p - w);
  z3::expr n = ctx.bv_val(0, p);
  for (unsigned s = p / 2; s != 0; s /= 2) {
    z3::expr lowEmpty = x.extract(s - 1, 0) == ctx.bv_val(0, s);
    n = z3::ite(lowEmpty, n + ctx.bv_val(uint64_t(s), p), n);
    x = z3::ite(lowEmpty, z3::lshr(x, ctx.bv_val(uint64_t(s), p)), x);
  }
  z3::expr isZero = TERM(a) == ctx.bv_val(0, w);
  z3::expr r = z3::ite(isZero, ctx.bv_val(uint64_t(w), p), n);
  return MAKE_BV(p == w ? r : r.extract(w - 1, 0), w);
}

SmtBV SmtDomain::popcount(const BV &a) {
  unsigned w = a.getWidth(), p = powerOfTwoCeil(w);
  z3::context &ctx = impl->ctx;
  z3::expr x = p == w ? TERM(a) : z3::zext(TERM(a), p - w);
  // Sum adjacent fields of s bits: masks 0101..., 0011..., 00001111...
  for (unsigned s = 1; s < p; s *= 2) {
    llvm::APInt mask(p, 0);
    for (unsigned i = 0; i < p; i += 2 * s)
      mask.setBits(i, i + s);
    z3::expr m = numeral(ctx, mask);
    x = (x & m) + (z3::lshr(x, ctx.bv_val(uint64_t(s), p)) & m);
  }
  return MAKE_BV(p == w ? x : x.extract(w - 1, 0), w);
}

SmtBool SmtDomain::boolAnd(const Bool &a, const Bool &b) {
  return MAKE_BOOL(TERM(a) && TERM(b));
}
SmtBool SmtDomain::boolOr(const Bool &a, const Bool &b) {
  return MAKE_BOOL(TERM(a) || TERM(b));
}
SmtBool SmtDomain::boolNot(const Bool &a) { return MAKE_BOOL(!TERM(a)); }

//===----------------------------------------------------------------------===//
// Arrays (memory)
//===----------------------------------------------------------------------===//

/// The Z3 sort of an array's elements.
static z3::sort elementSort(z3::context &ctx, unsigned elementWidth) {
  return elementWidth ? ctx.bv_sort(elementWidth) : ctx.bool_sort();
}

#define MAKE_ARRAY(e, iw, ew) SmtArray(this, impl->add(e), (iw), (ew))

SmtArray SmtDomain::arrayVar(llvm::StringRef name, unsigned indexWidth,
                             unsigned elementWidth) {
  z3::context &ctx = impl->ctx;
  z3::expr a = ctx.constant(
      name.str().c_str(),
      ctx.array_sort(ctx.bv_sort(indexWidth), elementSort(ctx, elementWidth)));
  return MAKE_ARRAY(a, indexWidth, elementWidth);
}

SmtArray SmtDomain::constArray(unsigned indexWidth, const SmtBV &value) {
  return MAKE_ARRAY(z3::const_array(impl->ctx.bv_sort(indexWidth), TERM(value)),
                    indexWidth, value.getWidth());
}

SmtArray SmtDomain::constArray(unsigned indexWidth, const SmtBool &value) {
  return MAKE_ARRAY(z3::const_array(impl->ctx.bv_sort(indexWidth), TERM(value)),
                    indexWidth, 0);
}

/// The uninterpreted function `name` over the sorts of `actuals`, to
/// `range` (one per name and sorts), applied to `actuals`.
static z3::expr applyMixed(z3::context &ctx, llvm::StringRef name,
                           const z3::expr_vector &actuals,
                           const z3::sort &range) {
  z3::sort_vector domain(ctx);
  std::string mangled = name.str();
  for (unsigned i = 0; i < actuals.size(); ++i) {
    z3::sort sort = actuals[i].get_sort();
    domain.push_back(sort);
    mangled += "." + sort.to_string();
  }
  mangled += "." + range.to_string();
  return ctx.function(mangled.c_str(), domain, range)(actuals);
}

/// `args` then `arrays` as Z3 terms.
#define ACTUALS(args, arrays)                                                  \
  z3::expr_vector actuals(impl->ctx);                                          \
  for (const SmtBV &a : args)                                                  \
    actuals.push_back(TERM(a));                                                \
  for (const SmtArray &a : arrays)                                             \
    actuals.push_back(TERM(a));

SmtArray SmtDomain::applyArrayFunction(llvm::StringRef name,
                                       llvm::ArrayRef<SmtBV> args,
                                       llvm::ArrayRef<SmtArray> arrays,
                                       unsigned indexWidth,
                                       unsigned elementWidth) {
  z3::context &ctx = impl->ctx;
  ACTUALS(args, arrays)
  z3::sort range =
      ctx.array_sort(ctx.bv_sort(indexWidth), elementSort(ctx, elementWidth));
  return MAKE_ARRAY(applyMixed(ctx, name, actuals, range), indexWidth,
                    elementWidth);
}

SmtBV SmtDomain::applyFunction(llvm::StringRef name, llvm::ArrayRef<SmtBV> args,
                               llvm::ArrayRef<SmtArray> arrays,
                               unsigned width) {
  ACTUALS(args, arrays)
  return MAKE_BV(applyMixed(impl->ctx, name, actuals, impl->ctx.bv_sort(width)),
                 width);
}

SmtBool SmtDomain::applyPredicate(llvm::StringRef name,
                                  llvm::ArrayRef<SmtBV> args,
                                  llvm::ArrayRef<SmtArray> arrays) {
  ACTUALS(args, arrays)
  return MAKE_BOOL(applyMixed(impl->ctx, name, actuals, impl->ctx.bool_sort()));
}

SmtBV SmtDomain::arrayRead(const SmtArray &a, const SmtBV &index) {
  assert(a.getElementWidth() && "a boolean array read as bit-vectors");
  // Simplified, so that a read of a known element of stores under path
  // conditions becomes if-then-else over values, not array theory.
  return MAKE_BV(z3::select(TERM(a), TERM(index)).simplify(),
                 a.getElementWidth());
}

SmtBool SmtDomain::arrayReadBool(const SmtArray &a, const SmtBV &index) {
  assert(!a.getElementWidth() && "a bit-vector array read as booleans");
  return MAKE_BOOL(z3::select(TERM(a), TERM(index)).simplify());
}

SmtArray SmtDomain::arrayWrite(const SmtArray &a, const SmtBV &index,
                               const SmtBV &value) {
  return MAKE_ARRAY(z3::store(TERM(a), TERM(index), TERM(value)),
                    a.getIndexWidth(), a.getElementWidth());
}

SmtArray SmtDomain::arrayWrite(const SmtArray &a, const SmtBV &index,
                               const SmtBool &value) {
  return MAKE_ARRAY(z3::store(TERM(a), TERM(index), TERM(value)),
                    a.getIndexWidth(), a.getElementWidth());
}

SmtArray SmtDomain::select(const Bool &c, const SmtArray &a,
                           const SmtArray &b) {
  return MAKE_ARRAY(z3::ite(TERM(c), TERM(a), TERM(b)), a.getIndexWidth(),
                    a.getElementWidth());
}
