//===- SmtDomain.cpp - Z3 terms as a value domain for the semantics -------===//
//
// Every term the domain builds is kept in one table, indexed by the handles
// SmtBV and SmtBool carry, so handles stay trivially copyable and Z3's
// reference counting stays inside this file. Overflow predicates are
// written by widening (the exact result in w+1 or 2w bits compared with the
// wrapped one), which holds for every width, 1 included; counting ops halve
// their search range per step.
//
// Floats are Z3 floating-point terms built through the C API, which takes the
// rounding mode as an argument (z3++'s operators use a context-wide mode).
// Z3 has one NaN, so every operation that reads a NaN's bits reads the
// canonical quiet NaN's, and the domain remembers that it did.
//
// z3++ reports errors by throwing; the only call that can fail on valid
// input (the solver) is wrapped, and its errors become SatResult::Unknown.
//
//===----------------------------------------------------------------------===//
#include "verify/smt/SmtDomain.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include <cassert>
#include <map>
#include <tuple>
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
  /// The uninterpreted functions, by (function, format, exponent width; 0
  /// but for powi), so that every call of one shares it.
  std::map<std::tuple<int, const llvm::fltSemantics *, unsigned>, z3::func_decl>
      mathFns;
  /// approximations(), sorted and unique.
  std::vector<std::string> approximations;
  /// usedNaNBits().
  bool usedNaNBits = false;
  /// The choice variables of anyZeroSign() not yet taken, and how many were
  /// ever made (their names).
  std::vector<uint32_t> choices;
  unsigned numChoices = 0;

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
/// Wraps a Z3 floating-point term of format `s` as a handle.
#define MAKE_FP(e, s) SmtFP(this, impl->add(e), &(s))

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

/// A Z3 C API result as a z3++ term (errors throw, as in z3++).
static z3::expr checked(z3::context &ctx, Z3_ast a) {
  ctx.check_error();
  return z3::expr(ctx, a);
}

/// The Z3 sort of a supported float format.
static z3::sort fpSort(z3::context &ctx, const llvm::fltSemantics &s) {
  assert(SmtDomain::supportsFormat(s) && "float format the domain lacks");
  unsigned precision = llvm::APFloat::semanticsPrecision(s);
  unsigned exponentBits = llvm::APFloat::semanticsSizeInBits(s) - precision;
  return ctx.fpa_sort(exponentBits, precision);
}

/// The encoding of the canonical quiet NaN of `s`.
static llvm::APInt canonicalNaNBits(const llvm::fltSemantics &s) {
  return llvm::APFloat::getQNaN(s).bitcastToAPInt();
}

/// The IEEE encoding of `x` (of format `s`), a NaN as the canonical one:
/// Z3 leaves fp.to_ieee_bv of NaN unspecified.
static z3::expr ieeeBits(z3::context &ctx, const z3::expr &x,
                         const llvm::fltSemantics &s) {
  z3::expr nan = checked(ctx, Z3_mk_fpa_is_nan(ctx, x));
  z3::expr bits = checked(ctx, Z3_mk_fpa_to_ieee_bv(ctx, x));
  return z3::ite(nan, numeral(ctx, canonicalNaNBits(s)), bits);
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

llvm::APFloat SmtDomain::evaluate(const SmtFP &term) {
  const llvm::fltSemantics &s = term.getSemantics();
  z3::expr bits = ieeeBits(impl->ctx, TERM(term), s);
  z3::expr v = getAssignmentModel(*impl).eval(bits, true);
  return llvm::APFloat(s, toAPInt(v, llvm::APFloat::semanticsSizeInBits(s)));
}

/// Whether the conjunction of `assertions` is satisfiable, keeping the
/// model (or why the solver gave up).
static SatResult solve(z3::context &ctx, std::unique_ptr<z3::model> &model,
                       std::string &unknownReason,
                       llvm::function_ref<void(z3::solver &)> assertions,
                       unsigned timeoutMs) {
  model.reset();
  unknownReason.clear();
  try {
    z3::solver solver(ctx);
    if (timeoutMs) {
      z3::params p(ctx);
      p.set("timeout", timeoutMs);
      solver.set(p);
    }
    assertions(solver);
    switch (solver.check()) {
    case z3::sat:
      model = std::make_unique<z3::model>(solver.get_model());
      return SatResult::Sat;
    case z3::unsat:
      return SatResult::Unsat;
    case z3::unknown:
      unknownReason = solver.reason_unknown();
      return SatResult::Unknown;
    }
  } catch (const z3::exception &e) {
    unknownReason = e.msg();
  }
  return SatResult::Unknown;
}

SatResult SmtDomain::check(const SmtBool &formula, unsigned timeoutMs) {
  return solve(
      impl->ctx, impl->model, impl->unknownReason,
      [&](z3::solver &solver) { solver.add(TERM(formula)); }, timeoutMs);
}

llvm::APInt SmtDomain::modelValue(const SmtBV &term) {
  assert(impl->model && "modelValue() needs a satisfiable check() first");
  return toAPInt(impl->model->eval(TERM(term), true), term.getWidth());
}

bool SmtDomain::modelValue(const SmtBool &term) {
  assert(impl->model && "modelValue() needs a satisfiable check() first");
  return impl->model->eval(TERM(term), true).is_true();
}

llvm::APFloat SmtDomain::modelValue(const SmtFP &term) {
  assert(impl->model && "modelValue() needs a satisfiable check() first");
  const llvm::fltSemantics &s = term.getSemantics();
  z3::expr bits = ieeeBits(impl->ctx, TERM(term), s);
  return llvm::APFloat(s, toAPInt(impl->model->eval(bits, true),
                                  llvm::APFloat::semanticsSizeInBits(s)));
}

std::string SmtDomain::toString(const SmtBV &term) {
  return TERM(term).to_string();
}

std::string SmtDomain::toString(const SmtBool &term) {
  return TERM(term).to_string();
}

std::string SmtDomain::toString(const SmtFP &term) {
  return TERM(term).to_string();
}

//===----------------------------------------------------------------------===//
// What the float model approximates
//===----------------------------------------------------------------------===//

bool SmtDomain::supportsFormat(const llvm::fltSemantics &semantics) {
  return !getFormatName(semantics).empty();
}

llvm::StringRef SmtDomain::getFormatName(const llvm::fltSemantics &semantics) {
  switch (llvm::APFloat::SemanticsToEnum(semantics)) {
  case llvm::APFloat::S_IEEEhalf:
    return "f16";
  case llvm::APFloat::S_BFloat:
    return "bf16";
  case llvm::APFloat::S_IEEEsingle:
    return "f32";
  case llvm::APFloat::S_IEEEdouble:
    return "f64";
  case llvm::APFloat::S_IEEEquad:
    return "f128";
  case llvm::APFloat::S_FloatTF32:
    return "tf32";
  case llvm::APFloat::S_Float8E5M2:
    return "f8E5M2";
  case llvm::APFloat::S_Float8E4M3:
    return "f8E4M3";
  default:
    return "";
  }
}

llvm::ArrayRef<std::string> SmtDomain::approximations() const {
  return impl->approximations;
}

bool SmtDomain::usedNaNBits() const { return impl->usedNaNBits; }

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
  z3::func_decl f = getFunction(*impl, name, args, impl->ctx.bv_sort(width));
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

SmtBool SmtDomain::fpIdentical(const SmtFP &a, const SmtFP &b) {
  // SMT-LIB's `=` on floats is identity of the datum: NaN = NaN, +0 != -0.
  return MAKE_BOOL(TERM(a) == TERM(b));
}

std::string SmtDomain::getUnknownReason() const { return impl->unknownReason; }

/// What a walk of a term finds: its uninterpreted constants and functions,
/// and its fp.to_ieee_bv applications (a Z3 extension of SMT-LIB).
struct TermSymbols {
  std::vector<z3::func_decl> decls;
  std::vector<z3::expr> toIEEE;
  /// Whether a float format other than Float32 and Float64 occurs.
  bool otherFloatFormat = false;
};

/// Walks the DAG of `root` once per node, with a worklist (terms nest as
/// deep as the program).
static TermSymbols collectSymbols(const z3::expr &root) {
  TermSymbols found;
  llvm::DenseSet<unsigned> seen, seenDecls;
  std::vector<z3::expr> worklist{root};
  while (!worklist.empty()) {
    z3::expr e = worklist.back();
    worklist.pop_back();
    if (!seen.insert(Z3_get_ast_id(e.ctx(), e)).second)
      continue;
    if (e.is_quantifier()) {
      worklist.push_back(e.body());
      continue;
    }
    if (!e.is_app())
      continue;
    z3::sort sort = e.get_sort();
    if (sort.is_fpa() && !(sort.fpa_ebits() == 8 && sort.fpa_sbits() == 24) &&
        !(sort.fpa_ebits() == 11 && sort.fpa_sbits() == 53))
      found.otherFloatFormat = true;
    z3::func_decl f = e.decl();
    if (f.decl_kind() == Z3_OP_UNINTERPRETED &&
        seenDecls.insert(Z3_get_ast_id(e.ctx(), f)).second)
      found.decls.push_back(f);
    if (f.decl_kind() == Z3_OP_FPA_TO_IEEE_BV)
      found.toIEEE.push_back(e);
    for (unsigned i = 0, n = e.num_args(); i < n; ++i)
      worklist.push_back(e.arg(i));
  }
  return found;
}

/// The prefix that makes a symbol SMT-LIB reserves (one that starts with
/// `@` or `.`, as the buffers of globals do) an ordinary one.
static constexpr llvm::StringLiteral kReservedPrefix = "assay.";

/// Rewrites every symbol of the SMT-LIB `text` that starts with `@` or `.`
/// (quoted or not) to start with kReservedPrefix instead (`toPortable`),
/// or back. Z3 accepts such symbols; cvc5 rejects them.
static std::string renameReservedSymbols(llvm::StringRef text,
                                         bool toPortable) {
  std::string out;
  out.reserve(text.size());
  bool inQuote = false, inString = false, inComment = false;
  bool atSymbolStart = true;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (!inQuote && !inString && !inComment && atSymbolStart) {
      llvm::StringRef rest = text.substr(i);
      if (toPortable && (c == '@' || c == '.'))
        out += kReservedPrefix;
      else if (!toPortable && rest.starts_with(kReservedPrefix) &&
               rest.size() > kReservedPrefix.size() &&
               (rest[kReservedPrefix.size()] == '@' ||
                rest[kReservedPrefix.size()] == '.'))
        i += kReservedPrefix.size(), c = text[i];
    }
    out += c;
    if (inComment) {
      inComment = c != '\n';
    } else if (inString) {
      inString = c != '"';
    } else if (c == '|') {
      inQuote = !inQuote;
    } else if (!inQuote) {
      inString = c == '"';
      inComment = c == ';';
    }
    // A symbol starts after a parenthesis, a space or an opening bar.
    atSymbolStart = !inString && !inComment &&
                    (inQuote ? c == '|' : (c == '(' || llvm::isSpace(c)));
  }
  return out;
}

std::string SmtDomain::toSmtLib(const SmtBool &formula) {
  z3::context &ctx = impl->ctx;
  z3::expr f = TERM(formula);
  // fp.to_ieee_bv(x) -> a fresh b with to_fp(b) = x. Where x is NaN, b is
  // some NaN's encoding, as fp.to_ieee_bv's is unspecified (the domain
  // never reads it, see ieeeBits()).
  TermSymbols symbols = collectSymbols(f);
  z3::expr_vector from(ctx), to(ctx), defs(ctx);
  for (auto [i, e] : llvm::enumerate(symbols.toIEEE)) {
    z3::expr x = e.arg(0);
    std::string name = "assay.ieee_bits." + std::to_string(i);
    z3::expr b = ctx.bv_const(name.c_str(), e.get_sort().bv_size());
    from.push_back(e);
    to.push_back(b);
    defs.push_back(checked(
        ctx,
        Z3_mk_eq(ctx, checked(ctx, Z3_mk_fpa_to_fp_bv(ctx, b, x.get_sort())),
                 x)));
  }
  z3::solver solver(ctx);
  solver.add(from.empty() ? f : f.substitute(from, to));
  for (unsigned i = 0; i < defs.size(); ++i)
    solver.add(defs[i]);
  std::string script;
  if (symbols.otherFloatFormat)
    script += "; cvc5 1.0 reads float formats other than Float32 and Float64 "
              "only with --fp-exp\n";
  return script + "(set-logic ALL)\n" +
         renameReservedSymbols(solver.to_smt2(), /*toPortable=*/true);
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
// The float domain
//===----------------------------------------------------------------------===//

/// Z3's rounding-mode term for `rm`.
static z3::expr roundingMode(z3::context &ctx, arith::RoundingMode rm) {
  switch (rm) {
  case arith::RoundingMode::to_nearest_even:
    return checked(ctx, Z3_mk_fpa_rne(ctx));
  case arith::RoundingMode::downward:
    return checked(ctx, Z3_mk_fpa_rtn(ctx));
  case arith::RoundingMode::upward:
    return checked(ctx, Z3_mk_fpa_rtp(ctx));
  case arith::RoundingMode::toward_zero:
    return checked(ctx, Z3_mk_fpa_rtz(ctx));
  case arith::RoundingMode::to_nearest_away:
    return checked(ctx, Z3_mk_fpa_rna(ctx));
  }
  return checked(ctx, Z3_mk_fpa_rne(ctx));
}

// Small builders over z3::expr, so that the operations below read as
// formulas.
static z3::expr fpIsNaN(const z3::expr &x) {
  return checked(x.ctx(), Z3_mk_fpa_is_nan(x.ctx(), x));
}
static z3::expr fpIsZero(const z3::expr &x) {
  return checked(x.ctx(), Z3_mk_fpa_is_zero(x.ctx(), x));
}
static z3::expr fpIsNegative(const z3::expr &x) {
  return checked(x.ctx(), Z3_mk_fpa_is_negative(x.ctx(), x));
}
static z3::expr fpLess(const z3::expr &a, const z3::expr &b) {
  return checked(a.ctx(), Z3_mk_fpa_lt(a.ctx(), a, b));
}
static z3::expr fpNeg(const z3::expr &x) {
  return checked(x.ctx(), Z3_mk_fpa_neg(x.ctx(), x));
}
static z3::expr fpAbs(const z3::expr &x) {
  return checked(x.ctx(), Z3_mk_fpa_abs(x.ctx(), x));
}
/// The magnitude of `a` with the sign of `b` (+ for NaN, Z3's one NaN
/// having no sign).
static z3::expr fpCopySign(const z3::expr &a, const z3::expr &b) {
  return z3::ite(fpIsNegative(b), fpNeg(fpAbs(a)), fpAbs(a));
}
/// A float constant of `s` from its encoding.
static z3::expr fpValue(z3::context &ctx, const llvm::APFloat &v) {
  const llvm::fltSemantics &s = v.getSemantics();
  return checked(ctx, Z3_mk_fpa_to_fp_bv(ctx, numeral(ctx, v.bitcastToAPInt()),
                                         fpSort(ctx, s)))
      .simplify();
}

/// Whether `x` may be NaN, as far as simplification can tell.
static bool mayBeNaN(const z3::expr &x) {
  return !fpIsNaN(x).simplify().is_false();
}

/// Both are zeros of different signs (where IEEE comparison cannot order
/// them).
static z3::expr zerosOfDifferentSigns(const z3::expr &a, const z3::expr &b) {
  return fpIsZero(a) && fpIsZero(b) && fpIsNegative(a) != fpIsNegative(b);
}

/// The larger of two non-NaN values, -0 < +0 (fp.max leaves the zeros
/// unspecified).
static z3::expr orderedMax(const z3::expr &a, const z3::expr &b) {
  return z3::ite(zerosOfDifferentSigns(a, b), z3::ite(fpIsNegative(a), b, a),
                 z3::ite(fpLess(a, b), b, a));
}

/// The smaller of two non-NaN values, -0 < +0.
static z3::expr orderedMin(const z3::expr &a, const z3::expr &b) {
  return z3::ite(zerosOfDifferentSigns(a, b), z3::ite(fpIsNegative(a), a, b),
                 z3::ite(fpLess(b, a), b, a));
}

SmtFP SmtDomain::fpConstant(const llvm::APFloat &v) {
  return MAKE_FP(fpValue(impl->ctx, v), v.getSemantics());
}

/// A binary IEEE operation of Z3's C API rounded by `rm`.
using RoundedBinary = Z3_ast (*)(Z3_context, Z3_ast, Z3_ast, Z3_ast);
static z3::expr rounded(RoundedBinary make, arith::RoundingMode rm,
                        const z3::expr &a, const z3::expr &b) {
  z3::context &ctx = a.ctx();
  return checked(ctx, make(ctx, roundingMode(ctx, rm), a, b));
}

SmtFP SmtDomain::fadd(const FP &a, const FP &b, RoundingMode rm) {
  return MAKE_FP(rounded(Z3_mk_fpa_add, rm, TERM(a), TERM(b)),
                 a.getSemantics());
}
SmtFP SmtDomain::fsub(const FP &a, const FP &b, RoundingMode rm) {
  return MAKE_FP(rounded(Z3_mk_fpa_sub, rm, TERM(a), TERM(b)),
                 a.getSemantics());
}
SmtFP SmtDomain::fmul(const FP &a, const FP &b, RoundingMode rm) {
  return MAKE_FP(rounded(Z3_mk_fpa_mul, rm, TERM(a), TERM(b)),
                 a.getSemantics());
}
SmtFP SmtDomain::fdiv(const FP &a, const FP &b, RoundingMode rm) {
  return MAKE_FP(rounded(Z3_mk_fpa_div, rm, TERM(a), TERM(b)),
                 a.getSemantics());
}
SmtFP SmtDomain::fma(const FP &a, const FP &b, const FP &c, RoundingMode rm) {
  z3::context &ctx = impl->ctx;
  return MAKE_FP(checked(ctx, Z3_mk_fpa_fma(ctx, roundingMode(ctx, rm), TERM(a),
                                            TERM(b), TERM(c))),
                 a.getSemantics());
}

// fmod from IEEE remainder. fp.rem(a, b) is r = a - b*n with n = a/b rounded
// to nearest even, |r| <= |b|/2; fmod is a - b*t with t = a/b truncated. n is
// t or t moved one away from zero, and it moved exactly when r is non-zero
// and its sign differs from a's; then fmod = r + copysign(b, a). That sum
// is exact: its exact value is fmod(a, b), which is representable. A zero
// remainder takes a's sign. NaN, an infinite a, a zero b stay NaN; an
// infinite b leaves a finite a unchanged (r = a).
SmtFP SmtDomain::frem(const FP &a, const FP &b) {
  z3::context &ctx = impl->ctx;
  const z3::expr &x = TERM(a), &y = TERM(b);
  z3::expr r = checked(ctx, Z3_mk_fpa_rem(ctx, x, y));
  z3::expr overshot =
      !fpIsNaN(r) && !fpIsZero(r) && fpIsNegative(r) != fpIsNegative(x);
  z3::expr back = rounded(Z3_mk_fpa_add, RoundingMode::to_nearest_even, r,
                          fpCopySign(y, x));
  z3::expr zero = fpCopySign(r, x);
  return MAKE_FP(z3::ite(overshot, back, z3::ite(fpIsZero(r), zero, r)),
                 a.getSemantics());
}

SmtFP SmtDomain::fneg(const FP &a) {
  return MAKE_FP(fpNeg(TERM(a)), a.getSemantics());
}
SmtFP SmtDomain::fabs(const FP &a) {
  return MAKE_FP(fpAbs(TERM(a)), a.getSemantics());
}
SmtFP SmtDomain::copySign(const FP &a, const FP &b) {
  if (mayBeNaN(TERM(b)))
    impl->usedNaNBits = true;
  return MAKE_FP(fpCopySign(TERM(a), TERM(b)), a.getSemantics());
}

SmtBool SmtDomain::isNaN(const FP &a) { return MAKE_BOOL(fpIsNaN(TERM(a))); }
SmtBool SmtDomain::isInf(const FP &a) {
  return MAKE_BOOL(
      checked(impl->ctx, Z3_mk_fpa_is_infinite(impl->ctx, TERM(a))));
}
SmtFP SmtDomain::anyZeroSign(const FP &a) {
  z3::expr choice = impl->ctx.bool_const(
      ("nsz.choice." + std::to_string(impl->numChoices++)).c_str());
  impl->choices.push_back(impl->add(choice));
  z3::expr x = TERM(a);
  return MAKE_FP(z3::ite(choice && fpIsZero(x), fpNeg(x), x), a.getSemantics());
}

std::vector<SmtBool> SmtDomain::takeChoices() {
  std::vector<SmtBool> out;
  for (uint32_t id : impl->choices)
    out.push_back(SmtBool(this, id));
  impl->choices.clear();
  return out;
}

SmtBool SmtDomain::forAll(llvm::ArrayRef<SmtBool> vars, const SmtBool &body) {
  if (vars.empty())
    return body;
  z3::expr_vector from(impl->ctx);
  for (const SmtBool &v : vars)
    from.push_back(TERM(v));
  // Up to 2^4 instances the conjunction is cheap and keeps every query
  // quantifier-free; beyond, Z3's quantifier instantiation decides.
  constexpr unsigned kMaxExpanded = 4;
  if (vars.size() > kMaxExpanded)
    return MAKE_BOOL(z3::forall(from, TERM(body)));
  z3::expr all = impl->ctx.bool_val(true);
  for (unsigned bits = 0; bits < (1u << vars.size()); ++bits) {
    z3::expr_vector to(impl->ctx);
    for (unsigned i = 0; i < vars.size(); ++i)
      to.push_back(impl->ctx.bool_val((bits >> i) & 1));
    z3::expr instance = TERM(body);
    all = all && instance.substitute(from, to);
  }
  return MAKE_BOOL(all.simplify());
}

SmtBool SmtDomain::isZero(const FP &a) { return MAKE_BOOL(fpIsZero(TERM(a))); }
SmtBool SmtDomain::isNegative(const FP &a) {
  if (mayBeNaN(TERM(a)))
    impl->usedNaNBits = true;
  return MAKE_BOOL(fpIsNegative(TERM(a)));
}
SmtBool SmtDomain::isNormal(const FP &a) {
  return MAKE_BOOL(checked(impl->ctx, Z3_mk_fpa_is_normal(impl->ctx, TERM(a))));
}
SmtBool SmtDomain::isSubnormal(const FP &a) {
  return MAKE_BOOL(
      checked(impl->ctx, Z3_mk_fpa_is_subnormal(impl->ctx, TERM(a))));
}
SmtBool SmtDomain::fpEq(const FP &a, const FP &b) {
  return MAKE_BOOL(
      checked(impl->ctx, Z3_mk_fpa_eq(impl->ctx, TERM(a), TERM(b))));
}
SmtBool SmtDomain::fpLt(const FP &a, const FP &b) {
  return MAKE_BOOL(fpLess(TERM(a), TERM(b)));
}
SmtBool SmtDomain::fpLe(const FP &a, const FP &b) {
  return MAKE_BOOL(
      checked(impl->ctx, Z3_mk_fpa_leq(impl->ctx, TERM(a), TERM(b))));
}

/// The IEEE 754-2019 minimum/maximum family: the larger of `x`, `y` or the
/// smaller; a NaN operand is the result when `propagateNaN`
/// (maximum/minimum), else the other operand is (maximumNumber/
/// minimumNumber; NaN when both are).
static z3::expr minMax(const z3::expr &x, const z3::expr &y, bool larger,
                       bool propagateNaN) {
  z3::expr ordered = larger ? orderedMax(x, y) : orderedMin(x, y);
  return z3::ite(fpIsNaN(x), propagateNaN ? x : y,
                 z3::ite(fpIsNaN(y), propagateNaN ? y : x, ordered));
}

SmtFP SmtDomain::fmaximum(const FP &a, const FP &b) {
  return MAKE_FP(minMax(TERM(a), TERM(b), /*larger=*/true,
                        /*propagateNaN=*/true),
                 a.getSemantics());
}
SmtFP SmtDomain::fminimum(const FP &a, const FP &b) {
  return MAKE_FP(minMax(TERM(a), TERM(b), /*larger=*/false,
                        /*propagateNaN=*/true),
                 a.getSemantics());
}
SmtFP SmtDomain::fmaxnum(const FP &a, const FP &b) {
  return MAKE_FP(minMax(TERM(a), TERM(b), /*larger=*/true,
                        /*propagateNaN=*/false),
                 a.getSemantics());
}
SmtFP SmtDomain::fminnum(const FP &a, const FP &b) {
  return MAKE_FP(minMax(TERM(a), TERM(b), /*larger=*/false,
                        /*propagateNaN=*/false),
                 a.getSemantics());
}

SmtFP SmtDomain::fpConvert(const FP &a, const llvm::fltSemantics &semantics,
                           RoundingMode rm) {
  if (&semantics == &a.getSemantics())
    return a;
  z3::context &ctx = impl->ctx;
  return MAKE_FP(
      checked(ctx, Z3_mk_fpa_to_fp_float(ctx, roundingMode(ctx, rm), TERM(a),
                                         fpSort(ctx, semantics))),
      semantics);
}

// fp.to_sbv / fp.to_ubv are unspecified out of range, so the range is
// checked on the truncated value against the bounds -2^(w-1) and 2^(w-1)
// (0 and 2^w unsigned). A bound beyond the format's range rounds to an
// infinity, which no finite value reaches; infinities are caught first.
SmtBV SmtDomain::fpToInt(const FP &a, unsigned w, bool isSigned,
                         Bool &invalid) {
  z3::context &ctx = impl->ctx;
  const llvm::fltSemantics &s = a.getSemantics();
  const z3::expr &x = TERM(a);
  z3::expr rtz = roundingMode(ctx, RoundingMode::toward_zero);
  z3::expr t = checked(ctx, Z3_mk_fpa_round_to_integral(ctx, rtz, x));
  auto bound = [&](const llvm::APInt &v) {
    llvm::APFloat f(s);
    f.convertFromAPInt(v, /*IsSigned=*/true,
                       llvm::RoundingMode::NearestTiesToEven);
    return fpValue(ctx, f);
  };
  // The range [lo, hi), as (w+2)-bit signed numbers.
  llvm::APInt lo = isSigned ? -llvm::APInt::getOneBitSet(w + 2, w - 1)
                            : llvm::APInt(w + 2, 0);
  llvm::APInt hi = llvm::APInt::getOneBitSet(w + 2, isSigned ? w - 1 : w);
  z3::expr outOfRange = fpLess(t, bound(lo)) || !fpLess(t, bound(hi)) ||
                        fpIsNaN(x) ||
                        checked(ctx, Z3_mk_fpa_is_infinite(ctx, x));
  z3::expr bits = isSigned ? checked(ctx, Z3_mk_fpa_to_sbv(ctx, rtz, x, w))
                           : checked(ctx, Z3_mk_fpa_to_ubv(ctx, rtz, x, w));
  invalid = MAKE_BOOL(outOfRange);
  return MAKE_BV(z3::ite(outOfRange, ctx.bv_val(0, w), bits), w);
}

SmtFP SmtDomain::intToFP(const BV &x, bool isSigned,
                         const llvm::fltSemantics &semantics, RoundingMode rm) {
  z3::context &ctx = impl->ctx;
  z3::expr mode = roundingMode(ctx, rm);
  z3::sort sort = fpSort(ctx, semantics);
  Z3_ast r = isSigned ? Z3_mk_fpa_to_fp_signed(ctx, mode, TERM(x), sort)
                      : Z3_mk_fpa_to_fp_unsigned(ctx, mode, TERM(x), sort);
  return MAKE_FP(checked(ctx, r), semantics);
}

SmtBV SmtDomain::fpToBits(const FP &a) {
  if (mayBeNaN(TERM(a)))
    impl->usedNaNBits = true;
  const llvm::fltSemantics &s = a.getSemantics();
  return MAKE_BV(ieeeBits(impl->ctx, TERM(a), s),
                 llvm::APFloat::semanticsSizeInBits(s));
}

SmtFP SmtDomain::bitsToFP(const BV &bits, const llvm::fltSemantics &semantics) {
  assert(bits.getWidth() == llvm::APFloat::semanticsSizeInBits(semantics) &&
         "bitsToFP needs the format's width");
  z3::context &ctx = impl->ctx;
  return MAKE_FP(
      checked(ctx, Z3_mk_fpa_to_fp_bv(ctx, TERM(bits), fpSort(ctx, semantics))),
      semantics);
}

SmtFP SmtDomain::roundToIntegral(const FP &a, RoundingMode rm) {
  z3::context &ctx = impl->ctx;
  return MAKE_FP(checked(ctx, Z3_mk_fpa_round_to_integral(
                                  ctx, roundingMode(ctx, rm), TERM(a))),
                 a.getSemantics());
}

SmtFP SmtDomain::select(const Bool &c, const FP &a, const FP &b) {
  return MAKE_FP(z3::ite(TERM(c), TERM(a), TERM(b)), a.getSemantics());
}

/// The math op computing `fn`.
static llvm::StringRef getMathOpName(sem::MathFn fn) {
  switch (fn) {
#define ASSAY_MATH_FN(NAME)                                                    \
  case sem::MathFn::NAME:                                                      \
    return "math." #NAME;
    ASSAY_MATH_FN(acos)
    ASSAY_MATH_FN(acosh)
    ASSAY_MATH_FN(asin)
    ASSAY_MATH_FN(asinh)
    ASSAY_MATH_FN(atan)
    ASSAY_MATH_FN(atan2)
    ASSAY_MATH_FN(atanh)
    ASSAY_MATH_FN(cbrt)
    ASSAY_MATH_FN(cos)
    ASSAY_MATH_FN(cosh)
    ASSAY_MATH_FN(erf)
    ASSAY_MATH_FN(exp)
    ASSAY_MATH_FN(exp2)
    ASSAY_MATH_FN(expm1)
    ASSAY_MATH_FN(log)
    ASSAY_MATH_FN(log10)
    ASSAY_MATH_FN(log1p)
    ASSAY_MATH_FN(log2)
    ASSAY_MATH_FN(powf)
    ASSAY_MATH_FN(rsqrt)
    ASSAY_MATH_FN(sin)
    ASSAY_MATH_FN(sinh)
    ASSAY_MATH_FN(sqrt)
    ASSAY_MATH_FN(tan)
    ASSAY_MATH_FN(tanh)
#undef ASSAY_MATH_FN
  }
  return "math.unknown";
}

/// The uninterpreted function for `op` on `format` (with an exponent of
/// `exponentWidth` bits for powi, else 0), made on first use and recorded as
/// an approximation.
static z3::func_decl getUninterpreted(SmtDomain::Impl &impl, int key,
                                      llvm::StringRef op,
                                      const llvm::fltSemantics &format,
                                      unsigned arity, unsigned exponentWidth) {
  auto found = impl.mathFns.find({key, &format, exponentWidth});
  if (found != impl.mathFns.end())
    return found->second;
  llvm::StringRef formatName = SmtDomain::getFormatName(format);
  std::string what =
      (op + " as an uninterpreted function (" + formatName + ")").str();
  auto at = llvm::lower_bound(impl.approximations, what);
  if (at == impl.approximations.end() || *at != what)
    impl.approximations.insert(at, what);

  z3::context &ctx = impl.ctx;
  z3::sort fp = fpSort(ctx, format);
  std::string name = (op + "." + formatName).str();
  z3::sort_vector domain(ctx);
  domain.push_back(fp);
  if (exponentWidth) {
    name += ".i" + std::to_string(exponentWidth);
    domain.push_back(ctx.bv_sort(exponentWidth));
  } else if (arity == 2) {
    domain.push_back(fp);
  }
  z3::func_decl decl = ctx.function(name.c_str(), domain, fp);
  impl.mathFns.emplace(std::make_tuple(key, &format, exponentWidth), decl);
  return decl;
}

/// Whether the interpreter's sqrt (the host's double sqrt, rounded once to
/// the format) is the correctly rounded square root in `format`: in double
/// itself, and where double has 2p + 2 bits or more (rounding twice is then
/// innocuous). Wider formats get only double precision.
static bool hasExactSqrt(const llvm::fltSemantics &format) {
  unsigned p = llvm::APFloat::semanticsPrecision(format);
  return p == 53 || 2 * p + 2 <= 53;
}

// The facts the uninterpreted functions get hold in every libm the
// interpreter may use (C's Annex F): a NaN operand gives NaN, but for pow,
// where pow(x, +-0) and pow(+1, y) are 1 for every x and y, quiet NaNs
// included. The interpreter's powi is pow(x, n as a double), so powi(x, 0)
// is 1 too.
//
// A signaling NaN is the exception: glibc's pow(sNaN, 0) and pow(1, sNaN)
// are NaN. The interpreter quiets every operand it widens to double, but
// passes an f64 one as it is, so in f64 those two cases depend on the NaN's
// quiet bit, which the model lacks; they are left to the function.

/// Whether the interpreter hands operands of `format` to libm unchanged,
/// signaling NaNs included (see above).
static bool libmSeesSignalingNaNs(const llvm::fltSemantics &format) {
  return &format == &llvm::APFloat::IEEEdouble();
}

SmtFP SmtDomain::mathFn(sem::MathFn fn, const FP &a) {
  z3::context &ctx = impl->ctx;
  const llvm::fltSemantics &s = a.getSemantics();
  const z3::expr &x = TERM(a);
  if (fn == sem::MathFn::sqrt && hasExactSqrt(s))
    return MAKE_FP(
        checked(ctx,
                Z3_mk_fpa_sqrt(
                    ctx, roundingMode(ctx, RoundingMode::to_nearest_even), x)),
        s);
  z3::func_decl f =
      getUninterpreted(*impl, int(fn), getMathOpName(fn), s, 1, 0);
  z3::expr nan = checked(ctx, Z3_mk_fpa_nan(ctx, fpSort(ctx, s)));
  return MAKE_FP(z3::ite(fpIsNaN(x), nan, f(x)), s);
}

SmtFP SmtDomain::mathFn2(sem::MathFn fn, const FP &a, const FP &b) {
  z3::context &ctx = impl->ctx;
  const llvm::fltSemantics &s = a.getSemantics();
  const z3::expr &x = TERM(a), &y = TERM(b);
  z3::func_decl f =
      getUninterpreted(*impl, int(fn), getMathOpName(fn), s, 2, 0);
  z3::expr nan = checked(ctx, Z3_mk_fpa_nan(ctx, fpSort(ctx, s)));
  z3::expr r = z3::ite(fpIsNaN(x) || fpIsNaN(y), nan, f(x, y));
  if (fn != sem::MathFn::powf)
    return MAKE_FP(r, s);
  z3::expr one = fpValue(ctx, llvm::APFloat::getOne(s));
  z3::expr isOne = checked(ctx, Z3_mk_fpa_eq(ctx, x, one));
  r = z3::ite(fpIsZero(y) || isOne, one, r);
  if (libmSeesSignalingNaNs(s)) {
    z3::expr quietBitDecides =
        (fpIsNaN(x) && fpIsZero(y)) || (isOne && fpIsNaN(y));
    r = z3::ite(quietBitDecides, f(x, y), r);
  }
  return MAKE_FP(r, s);
}

SmtFP SmtDomain::powi(const FP &a, const BV &n) {
  const llvm::fltSemantics &s = a.getSemantics();
  // Past the MathFn keys.
  constexpr int kPowiKey = 1000;
  z3::func_decl f =
      getUninterpreted(*impl, kPowiKey, "math.fpowi", s, 2, n.getWidth());
  z3::context &ctx = impl->ctx;
  z3::expr one = fpValue(ctx, llvm::APFloat::getOne(s));
  z3::expr zeroPower = TERM(n) == ctx.bv_val(0, n.getWidth());
  if (libmSeesSignalingNaNs(s))
    zeroPower = zeroPower && !fpIsNaN(TERM(a));
  return MAKE_FP(z3::ite(zeroPower, one, f(TERM(a), TERM(n))), s);
}

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

//===----------------------------------------------------------------------===//
// What other solvers need
//===----------------------------------------------------------------------===//

std::vector<std::string> SmtDomain::getFreeConstants(const SmtBool &formula) {
  std::vector<std::string> names;
  for (const z3::func_decl &f : collectSymbols(TERM(formula)).decls)
    if (f.arity() == 0)
      names.push_back(renameReservedSymbols(f().to_string(), true));
  return names;
}

SatResult SmtDomain::checkWithAssertions(const SmtBool &formula,
                                         llvm::StringRef assertions,
                                         unsigned timeoutMs) {
  return solve(
      impl->ctx, impl->model, impl->unknownReason,
      [&](z3::solver &solver) {
        z3::context &ctx = impl->ctx;
        z3::func_decl_vector decls(ctx);
        for (const z3::func_decl &f : collectSymbols(TERM(formula)).decls)
          decls.push_back(f);
        z3::sort_vector sorts(ctx);
        z3::expr_vector extra = ctx.parse_string(
            renameReservedSymbols(assertions, /*toPortable=*/false).c_str(),
            sorts, decls);
        solver.add(TERM(formula));
        for (unsigned i = 0; i < extra.size(); ++i)
          solver.add(extra[i]);
      },
      timeoutMs);
}

struct SmtDomain::DetachedQuery::Impl {
  z3::context ctx;
  z3::expr formula{ctx};
  std::unique_ptr<z3::model> model;
  std::string unknownReason;
};

SmtDomain::DetachedQuery::DetachedQuery(std::unique_ptr<Impl> impl)
    : impl(std::move(impl)) {}
SmtDomain::DetachedQuery::~DetachedQuery() = default;

SatResult SmtDomain::DetachedQuery::check(unsigned timeoutMs) {
  return solve(
      impl->ctx, impl->model, impl->unknownReason,
      [&](z3::solver &solver) { solver.add(impl->formula); }, timeoutMs);
}

void SmtDomain::DetachedQuery::interrupt() { impl->ctx.interrupt(); }

std::string SmtDomain::DetachedQuery::getUnknownReason() const {
  return impl->unknownReason;
}

std::unique_ptr<SmtDomain::DetachedQuery>
SmtDomain::detach(const SmtBool &formula) {
  auto query = std::make_unique<DetachedQuery::Impl>();
  query->formula =
      checked(query->ctx, Z3_translate(impl->ctx, TERM(formula), query->ctx));
  return std::unique_ptr<DetachedQuery>(new DetachedQuery(std::move(query)));
}

void SmtDomain::adoptModel(DetachedQuery &query) {
  assert(query.impl->model && "adoptModel() needs a satisfiable check()");
  impl->unknownReason.clear();
  impl->model = std::make_unique<z3::model>(
      impl->ctx,
      Z3_model_translate(query.impl->ctx, *query.impl->model, impl->ctx));
}
