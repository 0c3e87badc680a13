//===- RunnerUtils.cpp - Assay's native runner-utils library -------------===//
//
// The functions that lowered programs call to print and time themselves,
// with the C ABI and the print format of MLIR 19's c_runner_utils and
// runner_utils libraries, so a program lowered by MLIR 19 or by Assay links
// against either library and prints the same bytes; the reference
// interpreter (verify/interp/RunnerUtils.cpp) prints them too, through the
// same printer (verify/interp/RunnerFormat.h).
//
// ABI: a memref is passed as a descriptor, {allocated, aligned, offset,
// sizes[rank], strides[rank]}; the unranked printers take {rank, pointer to
// descriptor}, expanded into two arguments under the plain name
// (`printMemrefF32(i64, ptr)`) or as a pointer to the pair under the C
// interface name (`_mlir_ciface_printMemrefF32(ptr)`); the ranked printers
// take a pointer to the descriptor. Each function is exported under exactly
// the names MLIR 19's libraries export it, no more, so a program that links
// against one links against the other.
//
// Everything is written to C's stdout (stderr for printFlops), in program
// order with what the program writes itself through printf.
//
// This is a plain shared object: no LLVM, no Assay library, only the
// standard library, so that any process can load it.
//
//===----------------------------------------------------------------------===//
#include "verify/interp/RunnerFormat.h"

#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <sys/time.h>
#include <vector>

#define ASSAY_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// A stream over a C stream (stdout, stderr) with the operators the shared
/// printer uses.
struct FileStream {
  std::FILE *file;

  FileStream &operator<<(const char *s) {
    std::fputs(s, file);
    return *this;
  }
  FileStream &operator<<(char c) {
    std::fputc(c, file);
    return *this;
  }
  FileStream &operator<<(int64_t v) {
    std::fprintf(file, "%" PRId64, v);
    return *this;
  }
  FileStream &operator<<(uint64_t v) {
    std::fprintf(file, "%" PRIu64, v);
    return *this;
  }
  FileStream &operator<<(int v) { return *this << int64_t(v); }
};

/// The unranked memref argument: a rank and a pointer to the descriptor.
struct UnrankedMemRef {
  int64_t rank;
  void *descriptor;
};

/// A view of a memref descriptor of rank `rank` at `descriptor`.
struct DescriptorView {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t rank;
  int64_t *sizes;
  int64_t *strides;

  DescriptorView(int64_t rank, void *descriptor) : rank(rank) {
    auto *fields = static_cast<char *>(descriptor);
    std::memcpy(&allocated, fields, sizeof(void *));
    std::memcpy(&aligned, fields + sizeof(void *), sizeof(void *));
    std::memcpy(&offset, fields + 2 * sizeof(void *), sizeof(int64_t));
    sizes = reinterpret_cast<int64_t *>(fields + 2 * sizeof(void *) +
                                        sizeof(int64_t));
    strides = sizes + rank;
  }
  /// The element at index `idx` (rank entries), counted from `aligned`.
  int64_t linearIndex(const int64_t *idx) const {
    int64_t at = offset;
    for (int64_t i = 0; i < rank; ++i)
      at += idx[i] * strides[i];
    return at;
  }
};

/// Calls `visit(idx)` for each index of the space `sizes` (of `rank`
/// dimensions) in row-major order; never when a dimension is empty.
template <class Visit>
void forEachIndex(int64_t rank, const int64_t *sizes, Visit visit) {
  for (int64_t i = 0; i < rank; ++i)
    if (sizes[i] == 0)
      return;
  std::vector<int64_t> idx(rank, 0);
  while (true) {
    visit(idx.data());
    int64_t k = rank - 1;
    while (k >= 0 && idx[k] + 1 == sizes[k])
      idx[k--] = 0;
    if (k < 0)
      return;
    ++idx[k];
  }
}

float halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits >> 15) << 31;
  uint32_t exponent = (bits >> 10) & 0x1f;
  uint32_t mantissa = bits & 0x3ff;
  uint32_t out;
  if (exponent == 0x1f) {
    out = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent != 0) {
    out = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    out = sign;
  } else {
    // A subnormal half is a normal float: shift the mantissa up until its
    // leading one becomes the implicit bit.
    int shift = 0;
    while (!(mantissa & 0x400)) {
      mantissa <<= 1;
      ++shift;
    }
    out = sign | uint32_t(113 - shift) << 23 | ((mantissa & 0x3ff) << 13);
  }
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return f;
}

float bfloatToFloat(uint16_t bits) {
  uint32_t out = uint32_t(bits) << 16;
  float f;
  std::memcpy(&f, &out, sizeof(f));
  return f;
}

/// How each element type prints: as the C++ type MLIR's library reads it
/// as would print on a std::ostream.
struct Half {
  uint16_t bits;
};
struct BFloat {
  uint16_t bits;
};
struct Vector4x4F32 {
  float lanes[16];
};
template <class T> struct Complex { T re, im; };

void printElement(FileStream &os, int8_t v) { os << char(v); }
void printElement(FileStream &os, int16_t v) { os << int64_t(v); }
void printElement(FileStream &os, int32_t v) { os << int64_t(v); }
void printElement(FileStream &os, int64_t v) { os << v; }
void printElement(FileStream &os, uint64_t v) { os << v; }
void printElement(FileStream &os, float v) { assay::runner::printG(os, v); }
void printElement(FileStream &os, double v) { assay::runner::printG(os, v); }
void printElement(FileStream &os, Half v) {
  assay::runner::printG(os, halfToFloat(v.bits));
}
void printElement(FileStream &os, BFloat v) {
  assay::runner::printG(os, bfloatToFloat(v.bits));
}
template <class T> void printElement(FileStream &os, Complex<T> v) {
  os << '(';
  assay::runner::printG(os, v.re);
  os << ',';
  assay::runner::printG(os, v.im);
  os << ')';
}
void printElement(FileStream &os, const Vector4x4F32 &v) {
  assay::runner::printVector4x4(
      os, [&](int lane) { assay::runner::printG(os, v.lanes[lane]); });
}

/// Which header a printer writes: `Unranked Memref` for the unranked
/// printers, `Memref` for the ranked ones.
enum class HeaderKind { Unranked, Ranked };

template <class T>
void printMemRef(const DescriptorView &m, HeaderKind header, bool data) {
  FileStream os{stdout};
  auto *elements = reinterpret_cast<T *>(m.aligned);
  assay::runner::printMemRefHeader(os, header == HeaderKind::Unranked,
                                   m.aligned, m.rank, m.offset, m.sizes,
                                   m.strides);
  if (!data) {
    os << '\n';
    return;
  }
  os << " data = \n";
  assay::runner::printMemRefData(
      os, m.rank, m.offset, m.sizes, m.strides, [&](int64_t at) {
        T element;
        std::memcpy(static_cast<void *>(&element), elements + at, sizeof(T));
        printElement(os, element);
      });
  os << '\n';
  std::fflush(stdout);
}

template <class T> void printUnranked(const UnrankedMemRef *m, bool data) {
  printMemRef<T>(DescriptorView(m->rank, m->descriptor), HeaderKind::Unranked,
                 data);
}

template <class T, int64_t Rank> void printRanked(void *descriptor) {
  printMemRef<T>(DescriptorView(Rank, descriptor), HeaderKind::Ranked,
                 /*data=*/true);
}

/// Whether the element `actual` passes for `expected` as MLIR's
/// verifyMemRef* functions judge it: floats within a relative error
/// (1e-6 for f32, 1e-12 for f64) and finite, halves and integers bit for
/// bit, complex numbers exactly.
template <class T> bool isCloseEnough(T actual, T expected, T epsilon) {
  if (!std::isfinite(actual) || !std::isfinite(expected))
    return false;
  return std::fabs(actual - expected) <= epsilon * std::fabs(expected);
}
bool elementPasses(float actual, float expected) {
  return isCloseEnough(actual, expected, 1e-6f);
}
bool elementPasses(double actual, double expected) {
  return isCloseEnough(actual, expected, 1e-12);
}
bool elementPasses(Half actual, Half expected) {
  return actual.bits == expected.bits;
}
bool elementPasses(BFloat actual, BFloat expected) {
  return actual.bits == expected.bits;
}
template <class T> bool elementPasses(Complex<T> actual, Complex<T> expected) {
  return actual.re == expected.re && actual.im == expected.im;
}
template <class T> bool elementPasses(T actual, T expected) {
  return actual == expected;
}

/// Compares two memrefs element by element. Different layouts (offset,
/// sizes or strides) print both memrefs' metadata to stderr and return -1;
/// otherwise each differing element counts and the first ten print to
/// stderr as `ACTUAL != EXPECTED offset = I` (I the element's linear index
/// in the buffer).
template <class T>
int64_t verifyMemRef(const DescriptorView &actual,
                     const DescriptorView &expected) {
  FileStream os{stderr};
  bool sameLayout =
      actual.rank == expected.rank && actual.offset == expected.offset;
  for (int64_t i = 0; sameLayout && i < actual.rank; ++i)
    sameLayout = actual.sizes[i] == expected.sizes[i] &&
                 actual.strides[i] == expected.strides[i];
  if (!sameLayout) {
    assay::runner::printMemRefMetadata(os, actual.aligned, actual.rank,
                                       actual.offset, actual.sizes,
                                       actual.strides);
    assay::runner::printMemRefMetadata(os, expected.aligned, expected.rank,
                                       expected.offset, expected.sizes,
                                       expected.strides);
    return -1;
  }
  constexpr int64_t kPrintLimit = 10;
  int64_t errors = 0;
  forEachIndex(actual.rank, actual.sizes, [&](const int64_t *idx) {
    int64_t at = actual.linearIndex(idx);
    T a, e;
    std::memcpy(static_cast<void *>(&a), actual.aligned + at * sizeof(T),
                sizeof(T));
    std::memcpy(static_cast<void *>(&e), expected.aligned + at * sizeof(T),
                sizeof(T));
    if (elementPasses(a, e))
      return;
    if (errors < kPrintLimit) {
      printElement(os, a);
      os << " != ";
      printElement(os, e);
      os << " offset = " << at << '\n';
    }
    ++errors;
  });
  return errors;
}

template <class T>
int64_t verifyUnranked(const UnrankedMemRef *actual,
                       const UnrankedMemRef *expected) {
  return verifyMemRef<T>(DescriptorView(actual->rank, actual->descriptor),
                         DescriptorView(expected->rank, expected->descriptor));
}

} // namespace

//===----------------------------------------------------------------------===//
// Scalars and punctuation (c_runner_utils)
//===----------------------------------------------------------------------===//

ASSAY_EXPORT void printI64(int64_t v) { std::fprintf(stdout, "%" PRId64, v); }
ASSAY_EXPORT void printU64(uint64_t v) { std::fprintf(stdout, "%" PRIu64, v); }
ASSAY_EXPORT void printF32(float v) { std::fprintf(stdout, "%g", v); }
ASSAY_EXPORT void printF64(double v) { std::fprintf(stdout, "%g", v); }
ASSAY_EXPORT void printString(const char *s) { std::fputs(s, stdout); }
ASSAY_EXPORT void printOpen() { std::fputs("( ", stdout); }
ASSAY_EXPORT void printClose() { std::fputs(" )", stdout); }
ASSAY_EXPORT void printComma() { std::fputs(", ", stdout); }
ASSAY_EXPORT void printNewline() { std::fputc('\n', stdout); }

ASSAY_EXPORT void printFlops(double flops) {
  std::fflush(stdout);
  std::fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

ASSAY_EXPORT double rtclock() {
  timeval now;
  gettimeofday(&now, nullptr);
  return double(now.tv_sec) + double(now.tv_usec) * 1.0e-6;
}

ASSAY_EXPORT int64_t _mlir_ciface_nanoTime() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

//===----------------------------------------------------------------------===//
// Halves (float16_utils, which MLIR's runner_utils pulls in): printing, and
// the float to bfloat conversions that code generation calls on hosts
// without bfloat instructions
//===----------------------------------------------------------------------===//

ASSAY_EXPORT void printF16(uint16_t bits) {
  FileStream os{stdout};
  printElement(os, Half{bits});
}

ASSAY_EXPORT void printBF16(uint16_t bits) {
  FileStream os{stdout};
  printElement(os, BFloat{bits});
}

namespace {
/// `f` rounded to bfloat, to nearest with ties to even; NaN becomes the
/// quiet NaN of its sign.
uint16_t floatToBFloat(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  if (std::isnan(f))
    return (bits >> 31) ? 0xffc0 : 0x7fc0;
  uint32_t lowestKeptBit = (bits >> 16) & 1;
  return uint16_t((bits + 0x7fff + lowestKeptBit) >> 16);
}

// x86-64 returns a bfloat in XMM0, as it returns a float: the bits go in the
// low half of a float. Elsewhere they return as an integer.
#if defined(__x86_64__)
using BFloatReturn = float;
#else
using BFloatReturn = uint16_t;
#endif

BFloatReturn toBFloatReturn(uint16_t bits) {
  BFloatReturn result{};
  std::memcpy(&result, &bits, sizeof(bits));
  return result;
}
} // namespace

// Weak, so that a process's own compiler runtime takes precedence.
ASSAY_EXPORT __attribute__((weak)) BFloatReturn __truncsfbf2(float f) {
  return toBFloatReturn(floatToBFloat(f));
}

// Through float: double rounding, as MLIR's library rounds.
ASSAY_EXPORT __attribute__((weak)) BFloatReturn __truncdfbf2(double d) {
  return toBFloatReturn(floatToBFloat(float(d)));
}

//===----------------------------------------------------------------------===//
// Random numbers: a generator seeded by the program, numbers in [0, m]
//===----------------------------------------------------------------------===//

ASSAY_EXPORT void *rtsrand(uint64_t seed) { return new std::mt19937(seed); }

ASSAY_EXPORT uint64_t rtrand(void *generator, uint64_t m) {
  std::uniform_int_distribution<uint64_t> distribution(0, m);
  return distribution(*static_cast<std::mt19937 *>(generator));
}

ASSAY_EXPORT void rtdrand(void *generator) {
  delete static_cast<std::mt19937 *>(generator);
}

//===----------------------------------------------------------------------===//
// Allocation, and the copy that memref.copy lowers to between layouts the
// lowering cannot copy with one memcpy
//===----------------------------------------------------------------------===//

ASSAY_EXPORT void *mlirAlloc(uint64_t size) { return std::malloc(size); }

ASSAY_EXPORT void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  if (alignment <= alignof(std::max_align_t))
    return std::malloc(size);
  void *p = nullptr;
  if (posix_memalign(&p, alignment, size) != 0)
    return nullptr;
  return p;
}

ASSAY_EXPORT void mlirFree(void *p) { std::free(p); }
ASSAY_EXPORT void mlirAlignedFree(void *p) { std::free(p); }

ASSAY_EXPORT void memrefCopy(int64_t elemSize, UnrankedMemRef *src,
                             UnrankedMemRef *dst) {
  DescriptorView from(src->rank, src->descriptor);
  DescriptorView to(dst->rank, dst->descriptor);
  forEachIndex(from.rank, from.sizes, [&](const int64_t *idx) {
    std::memmove(to.aligned + to.linearIndex(idx) * elemSize,
                 from.aligned + from.linearIndex(idx) * elemSize, elemSize);
  });
}

//===----------------------------------------------------------------------===//
// Memref printers (runner_utils)
//===----------------------------------------------------------------------===//

// Unranked, under the C interface name: `DATA` false prints the header
// alone (the Shape printers).
#define ASSAY_UNRANKED_CIFACE(NAME, TYPE, DATA)                                \
  ASSAY_EXPORT void _mlir_ciface_##NAME(UnrankedMemRef *m) {                   \
    printUnranked<TYPE>(m, DATA);                                              \
  }
// Unranked, under the plain name as well (rank and descriptor as two
// arguments).
#define ASSAY_UNRANKED_BOTH(SUFFIX, TYPE)                                      \
  ASSAY_UNRANKED_CIFACE(printMemref##SUFFIX, TYPE, true)                       \
  ASSAY_EXPORT void printMemref##SUFFIX(int64_t rank, void *descriptor) {      \
    UnrankedMemRef m{rank, descriptor};                                        \
    _mlir_ciface_printMemref##SUFFIX(&m);                                      \
  }
ASSAY_UNRANKED_BOTH(I32, int32_t)
ASSAY_UNRANKED_BOTH(I64, int64_t)
ASSAY_UNRANKED_BOTH(Ind, uint64_t)
ASSAY_UNRANKED_BOTH(F32, float)
ASSAY_UNRANKED_BOTH(F64, double)
ASSAY_UNRANKED_BOTH(C32, Complex<float>)
ASSAY_UNRANKED_BOTH(C64, Complex<double>)
ASSAY_UNRANKED_CIFACE(printMemrefI8, int8_t, true)
ASSAY_UNRANKED_CIFACE(printMemrefI16, int16_t, true)
ASSAY_UNRANKED_CIFACE(printMemrefF16, Half, true)
ASSAY_UNRANKED_CIFACE(printMemrefBF16, BFloat, true)
ASSAY_UNRANKED_CIFACE(printMemrefShapeI8, int8_t, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeI32, int32_t, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeI64, int64_t, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeInd, uint64_t, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeF32, float, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeF64, double, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeC32, Complex<float>, false)
ASSAY_UNRANKED_CIFACE(printMemrefShapeC64, Complex<double>, false)
#undef ASSAY_UNRANKED_BOTH
#undef ASSAY_UNRANKED_CIFACE

// Ranked: a pointer to a descriptor of one rank.
#define ASSAY_RANKED(NAME, TYPE, RANK)                                         \
  ASSAY_EXPORT void _mlir_ciface_printMemref##NAME(void *descriptor) {         \
    printRanked<TYPE, RANK>(descriptor);                                       \
  }
ASSAY_RANKED(0dF32, float, 0)
ASSAY_RANKED(1dI8, int8_t, 1)
ASSAY_RANKED(1dI32, int32_t, 1)
ASSAY_RANKED(1dI64, int64_t, 1)
ASSAY_RANKED(1dInd, uint64_t, 1)
ASSAY_RANKED(1dF32, float, 1)
ASSAY_RANKED(1dF64, double, 1)
ASSAY_RANKED(1dC32, Complex<float>, 1)
ASSAY_RANKED(1dC64, Complex<double>, 1)
ASSAY_RANKED(2dF32, float, 2)
ASSAY_RANKED(3dF32, float, 3)
ASSAY_RANKED(4dF32, float, 4)
ASSAY_RANKED(Vector4x4xf32, Vector4x4F32, 2)
#undef ASSAY_RANKED

//===----------------------------------------------------------------------===//
// Memref comparison (runner_utils): the number of differing elements, or -1
// for different layouts
//===----------------------------------------------------------------------===//

// Under the C interface name, and under both names (the plain one takes
// one rank for both memrefs).
#define ASSAY_VERIFY_CIFACE(SUFFIX, TYPE)                                      \
  ASSAY_EXPORT int64_t _mlir_ciface_verifyMemRef##SUFFIX(                      \
      UnrankedMemRef *actual, UnrankedMemRef *expected) {                      \
    return verifyUnranked<TYPE>(actual, expected);                             \
  }
#define ASSAY_VERIFY_BOTH(SUFFIX, TYPE)                                        \
  ASSAY_VERIFY_CIFACE(SUFFIX, TYPE)                                            \
  ASSAY_EXPORT int64_t verifyMemRef##SUFFIX(int64_t rank, void *actual,        \
                                            void *expected) {                  \
    UnrankedMemRef a{rank, actual}, e{rank, expected};                         \
    return _mlir_ciface_verifyMemRef##SUFFIX(&a, &e);                          \
  }
ASSAY_VERIFY_BOTH(I32, int32_t)
ASSAY_VERIFY_BOTH(Ind, uint64_t)
ASSAY_VERIFY_BOTH(F32, float)
ASSAY_VERIFY_BOTH(F64, double)
ASSAY_VERIFY_BOTH(C32, Complex<float>)
ASSAY_VERIFY_BOTH(C64, Complex<double>)
ASSAY_VERIFY_CIFACE(I8, int8_t)
ASSAY_VERIFY_CIFACE(I16, int16_t)
ASSAY_VERIFY_CIFACE(I64, int64_t)
ASSAY_VERIFY_CIFACE(F16, Half)
ASSAY_VERIFY_CIFACE(BF16, BFloat)
#undef ASSAY_VERIFY_BOTH
#undef ASSAY_VERIFY_CIFACE
