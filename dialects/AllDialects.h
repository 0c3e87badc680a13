//===- AllDialects.h - Every dialect Assay ships --------------------------===//
//
// One call that makes every dialect of Assay loadable, for the tools.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ALLDIALECTS_H
#define ASSAY_DIALECTS_ALLDIALECTS_H

namespace assay {
class DialectRegistry;

/// Registers builtin's ops and every other dialect with `registry`.
void registerAllDialects(DialectRegistry &registry);

} // namespace assay

#endif // ASSAY_DIALECTS_ALLDIALECTS_H
