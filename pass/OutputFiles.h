//===- OutputFiles.h - Files a run writes, never the ones it reads --------===//
//
// A tool never overwrites its input, whatever flag names the file it
// writes: the output (-o), reproducers, IR dumps. The tool lists the files
// it reads in an InputFiles, and everything it writes goes through
// writeOutputFile, which refuses a path naming one of them under any
// spelling (another relative path, `..`, a symbolic or a hard link): files
// are compared by identity on disk, not by name.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_PASS_OUTPUTFILES_H
#define ASSAY_PASS_OUTPUTFILES_H

#include "ir/Location.h"
#include "ir/Support.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem/UniqueID.h"

namespace assay {

/// The files a run reads, which it must never write.
class InputFiles {
public:
  /// Adds the file at `path`; a path naming no file (`-`, standard input)
  /// adds nothing.
  void add(llvm::StringRef path);
  /// Whether `path` names one of the files.
  bool contains(llvm::StringRef path) const;

private:
  llvm::SmallVector<llvm::sys::fs::UniqueID, 2> ids;
};

/// Writes `text` to the file `path`, replacing it, unless `path` names one
/// of `inputs`. A refusal or an I/O failure is reported at `loc` as
/// `cannot write <what> '<path>': <reason>`, leaves no partial file, and
/// is a failure.
LogicalResult writeOutputFile(llvm::StringRef path, llvm::StringRef text,
                              llvm::StringRef what, const InputFiles &inputs,
                              Location loc);

} // namespace assay

#endif // ASSAY_PASS_OUTPUTFILES_H
