//===- Report.h - Checking function pairs and printing verdicts -*- C++ -*-===//
//
// What every mode of assay-tv and `assay-opt --verify-each-tv` share: check
// one pair of functions at each index width, print the verdict in the layout
// of docs/assay-tv.md (text or JSON), count verdicts into the summary. One
// printer, so a counterexample reads the same wherever it was found.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_REPORT_H
#define ASSAY_VERIFY_TV_REPORT_H

#include "verify/tv/Refinement.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>

namespace assay {
namespace tv {

/// A source function and the target function checked against it.
struct FunctionPair {
  /// The name the verdict is reported under.
  std::string name;
  Operation *src = nullptr;
  Operation *tgt = nullptr;
};

/// The verdict on one pair and the index widths it holds for (empty when
/// neither function uses index).
struct PairVerdict {
  Verdict verdict;
  llvm::SmallVector<unsigned, 2> indexWidths;
};

/// The widths `--index-bits` names ("32", "64" or "both"), or none.
std::optional<llvm::SmallVector<unsigned, 2>>
parseIndexWidths(llvm::StringRef value);

/// Checks `pair` at each of `widths` in turn (only the first when neither
/// function uses index); the first verdict that is not correct is the
/// answer. `options.queryName` is set from the pair's name.
PairVerdict checkPair(const FunctionPair &pair, CheckOptions options,
                      llvm::ArrayRef<unsigned> widths);

/// The verdict as text: the pair, the verdict line, the error and the
/// `Example:` block.
void printVerdict(llvm::raw_ostream &os, const FunctionPair &pair,
                  const PairVerdict &result);
/// The counterexample of an incorrect verdict: inputs, then both sides.
void printExample(llvm::raw_ostream &os, const Verdict &verdict);
/// The verdict as one JSON object.
llvm::json::Value toJSON(const FunctionPair &pair, const PairVerdict &result);

/// The verdict counts and the exit status they give.
struct Summary {
  unsigned correct = 0, incorrect = 0, unknown = 0, errors = 0;
  /// Functions that could not be paired (listed, not counted as verdicts).
  unsigned notChecked = 0;

  void add(Status status);
  /// The summary block, or one JSON object with `json`.
  void print(llvm::raw_ostream &os, bool json) const;
  /// 0 all correct, 1 some incorrect, 2 some unknown or error.
  int getExitCode() const;
};

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_REPORT_H
