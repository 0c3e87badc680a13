//===- PassValidation.h - Checking a transformation of a module -*- C++ -*-===//
//
// A transformation (a pass pipeline, one pass, an external tool) turns a
// module into another; it is correct when each function after it refines
// the same-named function before it. This file pairs the functions of the
// two modules, and provides the instrumentation behind
// `assay-opt --verify-each-tv`, which checks every pass of a run against
// the IR just before it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_PASSVALIDATION_H
#define ASSAY_VERIFY_TV_PASSVALIDATION_H

#include "pass/OutputFiles.h"
#include "verify/tv/Report.h"
#include <memory>

namespace assay {
class PassInstrumentation;

namespace tv {

/// A function that exists on one side only, or cannot be checked.
struct UncheckedFunction {
  std::string name;
  std::string reason;
};

/// The functions of two modules, paired by name.
struct FunctionPairing {
  llvm::SmallVector<FunctionPair, 8> pairs;
  llvm::SmallVector<UncheckedFunction, 2> unchecked;
};

/// Pairs the func.func ops directly in `before` with those directly in
/// `after` by name, in `after`'s order. Functions with a body on both sides
/// and the same type pair up; two declarations are skipped; any other is
/// unchecked with the reason (removed, added, lost or gained a body, type
/// changed).
FunctionPairing pairFunctionsByName(Operation *before, Operation *after);

/// How `--verify-each-tv` checks.
struct VerifyEachOptions {
  CheckOptions check;
  llvm::SmallVector<unsigned, 2> indexWidths{64, 32};
  /// Where the reproducer of a refutation goes; empty: the default name
  /// (getDefaultReproducerPath) in the current directory.
  std::string reproducerPath;
  /// Files the reproducer must not replace.
  InputFiles inputs;
};

/// The instrumentation of `--verify-each-tv`: before each pass it copies
/// the IR, after it checks each function the pass could change against its
/// copy. The first refutation is reported as an error at the function,
/// naming the pass, with the counterexample printed to stderr and a
/// reproducer written; the run then fails (finishRun). Nested pipelines run
/// one op at a time while it is installed.
std::unique_ptr<PassInstrumentation>
createVerifyEachTVInstrumentation(VerifyEachOptions options);

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_PASSVALIDATION_H
