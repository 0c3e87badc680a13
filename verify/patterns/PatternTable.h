//===- PatternTable.h - Verifying registered patterns and folders -*- C++
//-*-===//
//
// Design decision 3: every canonicalization pattern and fold rule carries
// its identity (ir/PatternIdentity.h). This checks each one twice:
//
//   (a) the identity itself, instantiated at every requested type, with its
//       `const` arguments symbolic, by tv::checkRefinement(src, tgt);
//   (b) the C++ code: the source instantiated with concrete constants, the
//       named pattern applied alone by the greedy driver (for a fold rule,
//       the op's folder alone), and the result checked against the source.
//       The pattern must fire on some of these inputs, or the identity does
//       not describe it.
//
// and enumerates every registered pattern and folder to find any with
// neither an identity nor a stated reason.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_PATTERNS_PATTERNTABLE_H
#define ASSAY_VERIFY_PATTERNS_PATTERNTABLE_H

#include "ir/PatternIdentity.h"
#include "verify/smt/Solvers.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace json {
class Value;
} // namespace json
} // namespace llvm

namespace assay {
class Context;

namespace patterns {

/// The widths and limits a table is checked at.
struct TableOptions {
  /// Integer widths the identities are proved at.
  std::vector<unsigned> widths;
  /// Integer widths the C++ patterns are run at (a subset is enough: the
  /// identity is what carries the proof).
  std::vector<unsigned> implWidths = {1, 8, 64};
  /// Whether the C++ patterns also run at index when the identity has an
  /// integer instance (an identity at index alone always runs there).
  bool implIndex = true;
  /// The most assignments of the `const` arguments the C++ patterns are run
  /// on per identity and type (a fixed sample when there are more).
  unsigned maxAssignments = 16;
  /// Index widths.
  std::vector<unsigned> indexWidths = {32, 64};
  /// Only this dialect's entries (empty: all): a fold rule's by its name, a
  /// pattern's by the op it matches.
  std::string dialect;
  unsigned timeoutMs = 10000;
  /// Who answers the queries.
  smt::SolverKind solver = smt::SolverKind::Z3;
  /// Only the rows numbered `shard` modulo `numShards` (in the order of the
  /// entries selected): a sweep split over several processes.
  unsigned shard = 0, numShards = 1;

  /// 1..64.
  static std::vector<unsigned> allWidths();
  /// The subset CI checks: 1, 2, 7, 8, 32, 64.
  static std::vector<unsigned> ciWidths();
};

enum class RowStatus {
  Verified,
  Refuted,
  Unknown,
  NotVerifiable,
  ByConstruction
};

/// "verified", "refuted", "unknown", "not verifiable", "by construction".
llvm::StringRef stringifyRowStatus(RowStatus status);

/// One line of the table.
struct Row {
  const PatternIdentity *identity = nullptr;
  RowStatus status = RowStatus::Unknown;
  /// Why unknown or not verifiable; for a refuted row, what failed and the
  /// counterexample.
  std::string detail;
  /// The types every check held at, e.g. "i1-i64, index32/64".
  std::string proven;
  double seconds = 0;
  unsigned checks = 0;
};

/// Checks one identity (a) and (b).
Row checkIdentity(Context &ctx, const PatternIdentity &identity,
                  const TableOptions &options);

/// The registered patterns (by debug name) and folders (by op name) of
/// `ctx`'s loaded dialects that no identity names, as "pattern NAME" and
/// "folder NAME"; and identities naming nothing registered.
std::vector<std::string>
findUncovered(Context &ctx, llvm::ArrayRef<PatternIdentity> identities);

/// The dialect an entry belongs to ("arith" for "arith.addi").
std::string getDialectOf(const PatternIdentity &identity);

/// Prints the table as text (a Markdown table) or JSON lines, and the
/// counts per status. Returns the number of refuted rows.
unsigned printTable(llvm::raw_ostream &os, llvm::ArrayRef<Row> rows, bool json,
                    bool withTimes);

/// The whole `assay-tv --patterns` run: checks every identity (of
/// `options.dialect`), prints the table; exit code 0 when nothing is
/// refuted and nothing is uncovered, 1 otherwise.
int runPatternTable(const TableOptions &options, bool json, bool withTimes);

} // namespace patterns
} // namespace assay

#endif // ASSAY_VERIFY_PATTERNS_PATTERNTABLE_H
