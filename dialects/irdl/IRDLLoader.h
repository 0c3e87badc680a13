//===- IRDLLoader.h - Registering the dialects an IRDL file describes -----===//
//
// Turns `irdl.dialect` ops into DynamicDialects of a Context: each dialect,
// type, attribute and op definition is registered through the Context's
// ordinary registry, and the constraint graphs are compiled once here.
// Definitions that cannot be loaded (a `irdl.c_pred`, which only generated
// C++ can evaluate; an unknown base name; a namespace already taken) are
// reported at their location and nothing of the file is half-registered
// beyond the dialects created before the error.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_IRDL_IRDLLOADER_H
#define ASSAY_DIALECTS_IRDL_IRDLLOADER_H

#include "ir/Support.h"
#include "llvm/ADT/StringRef.h"

namespace assay {
class Context;
class Operation;

namespace irdl {

/// Registers in `root`'s Context the dialects that the `irdl.dialect` ops
/// under `root` (a verified module) define.
LogicalResult loadDialects(Operation *root);

/// Parses and verifies the IRDL file at `path` in `ctx`, then loads its
/// dialects. Diagnostics are printed to stderr with their source lines.
LogicalResult loadDialectsFromFile(Context &ctx, llvm::StringRef path);

} // namespace irdl
} // namespace assay

#endif // ASSAY_DIALECTS_IRDL_IRDLLOADER_H
