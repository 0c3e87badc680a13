//===- Solvers.h - Z3, cvc5 or both racing, for one query -------*- C++ -*-===//
//
// Which solver answers a satisfiability question about an SmtDomain
// formula. Z3 runs in process on the domain's own terms. cvc5 runs as the
// `cvc5` program (Debian's package) on the formula's SMT-LIB 2 text
// (SmtDomain::toSmtLib), asked for the values of every free constant after a
// `sat`; a separate process can be killed the moment its answer is not
// needed, and a crash in it cannot take the caller down. The portfolio gives
// Z3 a head start of 100 ms (most queries end there), then runs both at
// once, Z3 on a thread (on a copy of the query in a context of its own) and
// cvc5 in its process, takes the first definite answer and stops the other
// (Z3_interrupt, SIGKILL).
//
// Whoever answers Sat, the model is Z3's: cvc5's values of the free
// constants (bit-vectors, booleans, arrays) are asserted beside the formula
// and Z3 completes the model (the uninterpreted functions, every term the
// checker evaluates), which with the inputs fixed is propagation, not search.
// Should Z3 not complete it, Z3 solves the formula alone; if that fails too
// the answer is Unknown, never a Sat without a model.
//
// Errors (cvc5 missing at run time, a parse error, a crash) and timeouts
// are Unknown with a reason; an Unknown is never turned into an answer.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_SMT_SOLVERS_H
#define ASSAY_VERIFY_SMT_SOLVERS_H

#include "verify/smt/SmtDomain.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace assay {
namespace smt {

/// The solvers a check can use.
enum class SolverKind { Z3, Cvc5, Portfolio };

/// `z3`, `cvc5` or `portfolio`.
llvm::StringRef getSolverName(SolverKind kind);
/// The kind named `name` (as getSolverName() spells it), if any.
std::optional<SolverKind> parseSolverKind(llvm::StringRef name);

/// The path of the cvc5 program found on PATH, or an empty string.
const std::string &getCvc5Path();
/// Whether `kind` can run here; when not, `why` says what is missing.
bool isSolverAvailable(SolverKind kind, std::string &why);

/// The answer to one query.
struct SolverAnswer {
  SatResult result = SatResult::Unknown;
  /// Why the answer is Unknown ("timeout", a solver's message), each
  /// solver's reason for the portfolio; for Sat, how the model was found
  /// when Z3 had to solve alone after cvc5's values did not complete it.
  std::string reason;
  /// The solver whose answer this is (for the portfolio, the winner).
  SolverKind answeredBy = SolverKind::Z3;
};

/// Whether `formula` is satisfiable, asked of `kind` with `timeoutMs` per
/// solver (0: none). After Sat, `d.modelValue()` reads the model.
SolverAnswer checkWith(SmtDomain &d, const SmtBool &formula, SolverKind kind,
                       unsigned timeoutMs);

} // namespace smt
} // namespace assay

#endif // ASSAY_VERIFY_SMT_SOLVERS_H
