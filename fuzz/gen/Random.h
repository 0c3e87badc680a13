//===- Random.h - The fuzzer's deterministic random numbers ----*- C++ -*-===//
//
// splitmix64, so that what the fuzzer generates depends on the seed alone:
// the standard library's engines are fixed but its distributions differ
// between implementations. Draw one number per statement: the order in
// which a call's arguments are evaluated is unspecified.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_FUZZ_GEN_RANDOM_H
#define ASSAY_FUZZ_GEN_RANDOM_H

#include "llvm/ADT/ArrayRef.h"
#include <cstdint>
#include <vector>

namespace assay::fuzz {

class Rng {
public:
  explicit Rng(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Uniform in [0, n), n > 0.
  uint64_t below(uint64_t n) { return next() % n; }
  /// True with probability num/den.
  bool chance(unsigned num, unsigned den) { return below(den) < num; }
  template <class T> const T &pick(const std::vector<T> &xs) {
    return xs[below(xs.size())];
  }
  /// An index chosen with the given weights (not all zero).
  size_t weighted(llvm::ArrayRef<unsigned> weights) {
    uint64_t total = 0;
    for (unsigned w : weights)
      total += w;
    uint64_t r = below(total);
    for (size_t i = 0; i < weights.size(); ++i) {
      if (r < weights[i])
        return i;
      r -= weights[i];
    }
    return weights.size() - 1;
  }

private:
  uint64_t state;
};

} // namespace assay::fuzz

#endif // ASSAY_FUZZ_GEN_RANDOM_H
