//===- Refinement.h - Does one function refine another? ---------*- C++ -*-===//
//
// The refinement check behind assay-tv: the target function refines the
// source function when, for every input (poison inputs included) on which
// the source has no undefined behaviour, the target has none either, and
// every result lane that is not poison in the source is, in the target,
// not poison and equal to it (docs/assay-tv.md). Four queries, in this
// order, each asking for a counterexample:
//
//   1. the source is defined and the target is not  ("Source is more
//      defined than target");
//   2. both are defined and some lane is poison only in the target
//      ("Target is more poisonous than source");
//   3. both are defined and some lane is poison in neither and differs
//      ("Value mismatch");
//   4. both are defined and an element of memory the caller sees afterwards
//      (the buffers of memref arguments, globals) is not poison in the
//      source and, in the target, poison or different, or the target frees
//      a buffer the source does not ("Mismatch in memory").
//
// Executions that run past a bound (loops, inlining; EncoderOptions) are
// excluded from all four, and the verdict says so. A counterexample is
// concrete inputs with the results both sides give on them.
//
// Choices a function leaves open (the sign of a zero under fastmath<nsz>)
// are the target's to make, like its inputs, and the source's to make for
// refinement: when the source has any, each query asks for inputs and target
// choices that fail for every source choice, with the conditions of the
// queries before it. A counterexample where the target chooses as the
// interpreter does is looked for first, so that it can be replayed.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_REFINEMENT_H
#define ASSAY_VERIFY_TV_REFINEMENT_H

#include "ir/Types.h"
#include "verify/smt/Solvers.h"
#include "verify/tv/Encoder.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay {
class Operation;

namespace tv {

/// How to check.
struct CheckOptions {
  EncoderOptions encoder;
  /// Per-query solver time limit in milliseconds (0: none).
  unsigned timeoutMs = 10000;
  /// Who answers the queries (verify/smt/Solvers.h).
  smt::SolverKind solver = smt::SolverKind::Z3;
  /// When not empty, every query is written there as SMT-LIB 2, in
  /// `<smtLibDir>/<queryName>.<ub|poison|value>.smt2`.
  std::string smtLibDir;
  std::string queryName = "query";
};

enum class Status { Correct, Incorrect, Unknown, Error };

enum class FailureKind {
  None,
  SourceMoreDefined,
  MorePoisonous,
  ValueMismatch,
  MemoryMismatch
};

/// A concrete value: bits and poison per lane.
struct ConcreteValue {
  Type type;
  llvm::SmallVector<llvm::APInt, 1> lanes;
  llvm::SmallVector<bool, 1> poison;
};

/// The outcome of one check.
struct Verdict {
  Status status = Status::Error;
  FailureKind failure = FailureKind::None;
  /// Why the check is unknown or an error.
  std::string reason;
  /// What the encoding approximated (sorted).
  std::vector<std::string> approximations;
  /// The bound executions were cut at, and whether some execution was.
  unsigned unroll = 0;
  bool boundHit = false;
  /// The index width the check assumed (0 when no index value occurs).
  unsigned indexWidth = 0;

  /// The counterexample (Incorrect only): the inputs and, on them, whether
  /// each side raised undefined behaviour and what it returned.
  llvm::SmallVector<std::string, 4> inputNames;
  llvm::SmallVector<ConcreteValue, 4> inputs;
  bool sourceUB = false, targetUB = false;
  llvm::SmallVector<ConcreteValue, 2> sourceResults, targetResults;
  /// The result the failure is about (-1 for undefined behaviour).
  int result = -1;
  /// Whether the counterexample was run through the reference interpreter
  /// on both functions (then the results and UB above are what it gave,
  /// and `sourceUBReason`/`targetUBReason` say what the UB was); otherwise
  /// `replayNote` says why it could not be.
  bool replayed = false;
  std::string sourceUBReason, targetUBReason;
  std::string replayNote;
  /// For a memref input, `inputs` holds its buffer's initial elements (the
  /// first ones, when there are many) in element order.
  /// With assumeMayAlias: which memref inputs view another's buffer, as
  /// `%arg1 aliases %arg0 from element 1`.
  llvm::SmallVector<std::string, 2> aliasing;
  /// A memory mismatch: the buffer, the element, and its final value in the
  /// source and the target (no lanes where the buffer was freed).
  std::string memoryBuffer;
  int64_t memoryElement = -1;
  ConcreteValue sourceElement, targetElement;

  /// Wall time of the whole check and of the solver alone, in seconds.
  double seconds = 0, solverSeconds = 0;
  unsigned queries = 0;
};

/// Checks that `tgt` refines `src` (both func.func with bodies and the
/// same signature). Encoding errors are reported as diagnostics at the op
/// and give Status::Error. A counterexample is replayed through the
/// reference interpreter (each function in its own module); one that does
/// not reproduce there is a bug in Assay and gives Status::Error, never a
/// verdict.
Verdict checkRefinement(Operation *src, Operation *tgt,
                        const CheckOptions &options);

/// Whether `func`'s signature or body mentions `index` or a memref (so the
/// index width matters to a check).
bool usesIndex(Operation *func);

/// "Transformation seems to be correct!" and the other verdict lines.
llvm::StringRef getFailureMessage(FailureKind kind);

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_REFINEMENT_H
