//===- PipelineCampaign.h - Fuzz pass pipelines on generated programs -*- C++
//-*-===//
//
// The campaign of `assay-fuzz pipelines`: for each seed, a generated program
// (fuzz/gen) and a random pipeline of passes, checked by the oracles that
// run in-process:
//   crash     a pass crashed or hit an assertion (caught; the pass manager's
//             reproducer, narrowed to the failing pass, is kept)
//   failure   a pass failed or the verifier rejected its output
//   output    the interpreter's run of @main after the pipeline differs from
//             the run before it (printed output, undefined behaviour)
// A finding's signature is its oracle and what identifies the bug: the
// failing pass for crashes and failures (with the message's text), the
// single pass that still shows the difference alone for output findings
// (the pipeline is narrowed first). The first finding of a signature is
// written to DIR/<signature>/ as a reproducer that `assay-opt
// --run-reproducer` replays; later ones are counted.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_FUZZ_CAMPAIGN_PIPELINECAMPAIGN_H
#define ASSAY_FUZZ_CAMPAIGN_PIPELINECAMPAIGN_H

#include "fuzz/gen/ProgramGenerator.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay::fuzz {

struct CampaignOptions {
  /// Programs of seeds seed..seed+count-1, those at positions
  /// shardIndex mod shardTotal.
  uint64_t seed = 0, count = 100;
  uint64_t shardIndex = 0, shardTotal = 1;
  /// Stop after this many seconds (0: no limit).
  double timeLimit = 0;
  /// The pipeline elements to draw from (`cse`, `canonicalize{top-down=0}`);
  /// empty: defaultPasses().
  std::vector<std::string> passes;
  /// Pipelines have 1 to maxPasses elements.
  unsigned maxPasses = 4;
  GeneratorOptions generator;
  /// Where findings go (DIR/<signature>/) and summary.json.
  std::string outDir = "assay-fuzz-findings";
};

struct Finding {
  std::string signature, oracle, pass, detail, pipeline;
  uint64_t firstSeed = 0;
  unsigned count = 0;
};

struct CampaignResult {
  uint64_t programs = 0, pipelines = 0;
  double seconds = 0;
  std::vector<Finding> findings;
};

/// Assay's passes that keep a program's meaning, each with the options it
/// is drawn with.
std::vector<std::string> defaultPasses();

/// Runs the campaign; `status`, when given, gets a live status line
/// (carriage returns, for a terminal).
CampaignResult runPipelineCampaign(const CampaignOptions &options,
                                   llvm::raw_ostream *status);

/// The summary as JSON.
std::string summaryJSON(const CampaignOptions &options,
                        const CampaignResult &result);

} // namespace assay::fuzz

#endif // ASSAY_FUZZ_CAMPAIGN_PIPELINECAMPAIGN_H
