//===- ReplayMain.cpp - Runs fuzz inputs without libFuzzer ----------------===//
//
// A main for fuzz targets built without `-fsanitize=fuzzer`: every argument
// is a file, or a directory whose regular files are run (not recursively),
// in sorted order, through LLVMFuzzerTestOneInput. The target aborts on a
// bug, so finishing at all is the test; the count of inputs run is printed
// so that an empty corpus does not pass silently unnoticed.
//
//===----------------------------------------------------------------------===//
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/// Appends `path` (a file) or the regular files directly in it (a
/// directory) to `inputs`; false if it cannot be read.
static bool collectInputs(const std::string &path,
                          std::vector<std::string> &inputs) {
  if (!llvm::sys::fs::is_directory(path)) {
    inputs.push_back(path);
    return true;
  }
  std::vector<std::string> found;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(path, ec), end; it != end && !ec;
       it.increment(ec))
    if (llvm::sys::fs::is_regular_file(it->path()))
      found.push_back(it->path());
  if (ec) {
    llvm::errs() << "error: cannot read directory '" << path
                 << "': " << ec.message() << "\n";
    return false;
  }
  std::sort(found.begin(), found.end());
  inputs.insert(inputs.end(), found.begin(), found.end());
  return true;
}

int main(int argc, char **argv) {
  std::vector<std::string> inputs;
  for (int i = 1; i < argc; ++i)
    if (!collectInputs(argv[i], inputs))
      return 1;
  unsigned ran = 0;
  for (const std::string &path : inputs) {
    auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!buffer) {
      llvm::errs() << "error: cannot read '" << path
                   << "': " << buffer.getError().message() << "\n";
      return 1;
    }
    llvm::StringRef bytes = (*buffer)->getBuffer();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()),
                           bytes.size());
    ++ran;
  }
  llvm::outs() << "ran " << ran << " input" << (ran == 1 ? "" : "s") << "\n";
  return 0;
}
