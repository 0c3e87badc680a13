//===- ProgramGenerator.h - UB-free random programs ------------*- C++ -*-===//
//
// The program generator of `assay-fuzz gen`: from a seed, a valid MLIR 19
// program in func, arith, math, scf, cf and memref whose `@main` has no
// undefined behaviour, prints no poison and no bits the semantics leave
// open (a NaN's sign and payload), so every correct compiler and every
// correct execution of it prints the same lines.
//
// How each hazard is kept out, by construction:
//   - division and remainder: the divisor goes through a select that puts 1
//     in place of 0 (and of -1 when the dividend may be the minimum), unless
//     the tracked value ranges show neither can occur;
//   - shifts: the amount is taken modulo the width first;
//   - overflow flags (nsw, nuw): only where the ranges show no overflow;
//   - float to integer: the operand is replaced by 0.0 unless it is ordered
//     and inside the target's range;
//   - memory: buffers are filled when they are made, and indices are
//     constants or loop induction variables inside the bounds;
//   - NaN bits: before a NaN's bits can be seen (bitcast, copysign's sign,
//     printing) it is replaced by the one quiet NaN of its type.
// Integer value ranges are tracked as signed intervals (YARPGen's idea) so
// that most operations need no guard.
//
// The output depends on the seed and the options alone: the generator has
// its own random number generator and no hash-ordered containers, so the
// same seed gives the same bytes on every machine.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_FUZZ_GEN_PROGRAMGENERATOR_H
#define ASSAY_FUZZ_GEN_PROGRAMGENERATOR_H

#include <cstdint>
#include <string>

namespace assay::fuzz {

/// What a generated program may contain, and how large it is.
struct GeneratorOptions {
  /// Operations aimed at in each function body, nested ones included.
  unsigned opsPerFunction = 40;
  /// Functions besides `@main` (each may call the ones before it).
  unsigned helperFunctions = 2;
  /// How deep scf regions nest.
  unsigned maxRegionDepth = 2;
  /// Float types and ops (f16, bf16, f32, f64; arith and math).
  bool floats = true;
  /// memref.alloc/alloca/load/store.
  bool memrefs = true;
  /// scf.if/for/index_switch and cf branches.
  bool controlFlow = true;
  /// Keeps out what MLIR 19's lowering to LLVM is known to get wrong
  /// (docs/fuzzing.md), so that a comparison with it shows new differences
  /// only: `ceildivsi` whose dividend may be the minimum, and
  /// `scf.index_switch` selectors outside 32 bits.
  bool avoidMLIR19Bugs = false;
};

/// The program of `seed`: a builtin module's MLIR 19 text, starting with a
/// comment that names the seed.
std::string generateProgram(uint64_t seed, const GeneratorOptions &options);

} // namespace assay::fuzz

#endif // ASSAY_FUZZ_GEN_PROGRAMGENERATOR_H
