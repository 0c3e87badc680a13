//===- RegisterAllPasses.h - Every pass assay-opt offers ------------------===//
//
// One function registers the passes of every library the tool links; a
// library with passes (rewrite/ registers `canonicalize`, say) adds one
// call to RegisterAllPasses.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TOOLS_ASSAY_OPT_REGISTERALLPASSES_H
#define ASSAY_TOOLS_ASSAY_OPT_REGISTERALLPASSES_H

namespace assay {

/// Registers every pass and pass pipeline of the linked libraries.
void registerAllPasses();

} // namespace assay

#endif // ASSAY_TOOLS_ASSAY_OPT_REGISTERALLPASSES_H
