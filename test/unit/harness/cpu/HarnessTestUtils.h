//===- HarnessTestUtils.h - Helpers of the executor's tests ----*- C++ -*-===//
//
// Capturing what compiled code prints, and finding MLIR 19's runner-utils
// libraries to compare Assay's against.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_HARNESS_CPU_HARNESSTESTUTILS_H
#define ASSAY_TEST_UNIT_HARNESS_CPU_HARNESSTESTUTILS_H

#include "llvm/Support/FileSystem.h"
#include <cstdio>
#include <string>
#include <unistd.h>
#include <vector>

namespace assay::cpu {

/// Redirects a file descriptor to a temporary file: compiled code and the
/// runner utils write to the process's stdout and stderr through C's stdio,
/// so the tests capture the descriptor itself for the length of a call.
/// Redirects file descriptor `fd` (1 or 2) until finish().
class CaptureOutput {
public:
  explicit CaptureOutput(int fd) : fd(fd) {
    std::fflush(nullptr);
    file = std::tmpfile();
    saved = dup(fd);
    dup2(fileno(file), fd);
  }
  ~CaptureOutput() { finish(); }

  /// Restores the descriptor; what was written meanwhile.
  std::string finish() {
    if (!file)
      return text;
    std::fflush(nullptr);
    dup2(saved, fd);
    close(saved);
    std::rewind(file);
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof(buf), file)) > 0)
      text.append(buf, n);
    std::fclose(file);
    file = nullptr;
    return text;
  }

private:
  int fd;
  int saved = -1;
  std::FILE *file = nullptr;
  std::string text;
};

/// MLIR 19's runner-utils libraries (c_runner_utils, runner_utils), or
/// nothing where they are not installed.
inline std::vector<std::string> getMlirRunnerUtils() {
  std::vector<std::string> libs;
  for (const char *name :
       {"libmlir_c_runner_utils.so", "libmlir_runner_utils.so"}) {
    std::string path = std::string("/usr/lib/llvm-19/lib/") + name;
    // Debian installs them with their version suffix only.
    if (!llvm::sys::fs::exists(path))
      path += ".19.1";
    if (!llvm::sys::fs::exists(path))
      return {};
    libs.push_back(path);
  }
  return libs;
}

} // namespace assay::cpu

#endif // ASSAY_TEST_UNIT_HARNESS_CPU_HARNESSTESTUTILS_H
