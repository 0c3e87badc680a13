//===- RegisterAllPasses.h - Every pass the tools offer -------------------===//
//
// One function registers the passes of every library the tools link; a
// library with passes (rewrite/ registers `canonicalize`, say) adds one
// call to RegisterAllPasses.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TOOLS_LIB_REGISTERALLPASSES_H
#define ASSAY_TOOLS_LIB_REGISTERALLPASSES_H

namespace assay {

/// Registers every pass and pass pipeline of the linked libraries.
void registerAllPasses();

} // namespace assay

#endif // ASSAY_TOOLS_LIB_REGISTERALLPASSES_H
