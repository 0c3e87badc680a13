//===- CaptureOutput.h - Captures what compiled code prints ----*- C++ -*-===//
//
// Compiled code and the runner utils write to the process's stdout and
// stderr through C's stdio; the tests compare those bytes, so they redirect
// the file descriptor itself to a temporary file for the length of a call.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_TEST_UNIT_HARNESS_CPU_CAPTUREOUTPUT_H
#define ASSAY_TEST_UNIT_HARNESS_CPU_CAPTUREOUTPUT_H

#include <cstdio>
#include <string>
#include <unistd.h>

namespace assay::cpu {

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

} // namespace assay::cpu

#endif // ASSAY_TEST_UNIT_HARNESS_CPU_CAPTUREOUTPUT_H
