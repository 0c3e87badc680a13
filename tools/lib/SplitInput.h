//===- SplitInput.h - Split an input file at markers ------------*- C++ -*-===//
//
// --split-input-file of assay-opt and assay-translate.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TOOLS_LIB_SPLITINPUT_H
#define ASSAY_TOOLS_LIB_SPLITINPUT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <vector>

namespace assay {

/// Splits `buffer` into chunks the way mlir-opt does, which is not by lines:
/// every occurrence of `marker` ends a chunk and the next one starts right
/// after it, on the same line. A marker must be followed by at least one
/// character that is not `0`; an occurrence of the marker less its last two
/// characters that is not completed (`// ----`, or the marker at the very end
/// of the input) is a "near miss": reported as a warning, it does not split.
/// While the chunk being built is empty (the input starts with a marker, or
/// two markers touch), the next piece is taken whole, the marker's last two
/// characters included, as mlir-opt does. Chunks are named so that
/// diagnostics read `within split at FILE:LINE offset :L:C`.
std::vector<std::unique_ptr<llvm::MemoryBuffer>>
splitInputBuffer(const llvm::MemoryBuffer &buffer, llvm::StringRef marker);

} // namespace assay

#endif // ASSAY_TOOLS_LIB_SPLITINPUT_H
