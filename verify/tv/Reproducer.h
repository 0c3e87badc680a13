//===- Reproducer.h - A failing check as a file that replays ----*- C++ -*-===//
//
// A refuted check of a pass run or of an external tool becomes a reproducer
// (design decision 5): the source function and the functions it refers to,
// the pipeline in the `mlir_reproducer` file metadata that
// `assay-opt --run-reproducer` replays (for an external command, an empty
// pipeline and the command in an `assay_tv` group beside it), and the
// witness as a comment block on top. docs/assay-tv.md shows one.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_REPRODUCER_H
#define ASSAY_VERIFY_TV_REPRODUCER_H

#include "verify/tv/Report.h"
#include <string>

namespace assay {
namespace tv {

/// What transformed the source: a pipeline Assay runs or a shell command.
struct TransformOrigin {
  /// The pass pipeline, anchored (`builtin.module(canonicalize)`).
  std::string pipeline;
  /// The external command line (when there is no pipeline).
  std::string command;
};

/// The reproducer text of the refuted `result` on `pair`: `pair.src`'s
/// module reduced to `pair.src` and the symbols it refers to, transitively.
std::string renderTVReproducer(const FunctionPair &pair,
                               const PairVerdict &result,
                               const TransformOrigin &origin);

/// `assay-tv-reproducer-<function>.mlir`, the default file name.
std::string getDefaultReproducerPath(llvm::StringRef function);

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_REPRODUCER_H
