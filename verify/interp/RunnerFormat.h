//===- RunnerFormat.h - The runner utils' print format ---------*- C++ -*-===//
//
// One printer for the text that the runner-utils functions write: the
// interpreter (RunnerUtils.cpp, elements read from its own memory with their
// poison) and the native library (harness/cpu/runtime, elements read from
// the program's memory) both call these templates, so the two cannot drift
// apart and both print what MLIR 19's runner-utils libraries print.
//
// Header only and free of LLVM: the native library is a plain shared object
// that JIT-compiled programs, mlir-cpu-runner and C programs load. `OS` is
// any stream with `operator<<` for strings, characters and integers
// (llvm::raw_ostream, std::ostream).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_INTERP_RUNNERFORMAT_H
#define ASSAY_VERIFY_INTERP_RUNNERFORMAT_H

#include <cstdint>
#include <cstdio>
#include <vector>

namespace assay::runner {

/// Writes `v` as printf's `%g` writes it (so do std::ostream's defaults).
template <class OS> void printG(OS &os, double v) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%g", v);
  os << buf;
}

/// Writes a pointer as the runner utils write a memref's base: as
/// std::ostream writes a `void *` (`0x` and lowercase hex, `0` for null).
template <class OS> void printPointer(OS &os, const void *p) {
  if (!p) {
    os << '0';
    return;
  }
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%p", p);
  os << buf;
}

template <class OS>
void printInt64List(OS &os, int64_t count, const int64_t *values) {
  os << '[';
  for (int64_t i = 0; i < count; ++i) {
    if (i)
      os << ", ";
    os << values[i];
  }
  os << ']';
}

/// Writes a memref's metadata, `base@ = 0x... rank = R offset = O sizes =
/// [...] strides = [...]`.
template <class OS>
void printMemRefMetadata(OS &os, const void *base, int64_t rank, int64_t offset,
                         const int64_t *sizes, const int64_t *strides) {
  os << "base@ = ";
  printPointer(os, base);
  os << " rank = " << rank << " offset = " << offset << " sizes = ";
  printInt64List(os, rank, sizes);
  os << " strides = ";
  printInt64List(os, rank, strides);
}

/// Writes the header of a memref, `Memref ` and its metadata, with
/// `Unranked ` before it for the unranked printers (`printMemrefF32`,
/// `printMemrefShapeF32`) and without for the ranked ones
/// (`printMemref2dF32`).
template <class OS>
void printMemRefHeader(OS &os, bool unranked, const void *base, int64_t rank,
                       int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  if (unranked)
    os << "Unranked ";
  os << "Memref ";
  printMemRefMetadata(os, base, rank, offset, sizes, strides);
}

/// Writes the nested data of a memref: rows in brackets, elements separated
/// by `, `, inner rows on their own lines indented by their depth.
/// `printAt(i)` writes the element at linear index `i` (offset plus the
/// strided index). An empty dimension prints as one of size 1, reading an
/// element that is not the memref's, as the runner utils do; `printAt` must
/// cope with that. An explicit walk over the index space, no recursion.
template <class OS, class PrintAt>
void printMemRefData(OS &os, int64_t rank, int64_t offset, const int64_t *sizes,
                     const int64_t *strides, PrintAt printAt) {
  if (rank == 0) {
    os << '[';
    printAt(offset);
    os << ']';
    return;
  }
  std::vector<int64_t> idx(rank, 0);
  auto sizeOf = [&](int64_t dim) { return sizes[dim] < 1 ? 1 : sizes[dim]; };
  // Dimensions opened so far: all of them at the start, and after a step
  // the ones inside the dimension that advanced.
  int64_t open = 0;
  while (true) {
    for (; open < rank; ++open)
      os << '[';
    int64_t at = offset;
    for (int64_t i = 0; i < rank; ++i)
      at += idx[i] * strides[i];
    printAt(at);
    // Advance the innermost dimension that has elements left, closing the
    // ones that end.
    int64_t k = rank - 1;
    while (k >= 0 && idx[k] + 1 == sizeOf(k)) {
      os << ']';
      idx[k] = 0;
      --k;
    }
    if (k < 0)
      break;
    ++idx[k];
    os << ", ";
    if (rank - k > 1)
      os << '\n';
    for (int64_t i = 0; i <= k; ++i)
      os << ' ';
    open = k + 1;
  }
}

/// Writes a vector<4x4xf32> element as the runner utils write one,
/// `((a, b, c, d),   (e, f, g, h),   (i, j, k, l),  (m, n, o, p))`;
/// `printLane(i)` writes lane `i` (row-major).
template <class OS, class PrintLane>
void printVector4x4(OS &os, PrintLane printLane) {
  os << '(';
  for (int row = 0; row < 4; ++row) {
    if (row)
      os << (row == 3 ? ",  " : ",   ");
    os << '(';
    for (int col = 0; col < 4; ++col) {
      if (col)
        os << ", ";
      printLane(row * 4 + col);
    }
    os << ')';
  }
  os << ')';
}

} // namespace assay::runner

#endif // ASSAY_VERIFY_INTERP_RUNNERFORMAT_H
