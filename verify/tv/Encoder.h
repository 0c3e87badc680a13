//===- Encoder.h - A function as SMT terms, by symbolic execution -*- C++
//-*-===//
//
// The encoder runs a func.func symbolically over the SMT domain: every
// value becomes Z3 terms (a bit-vector and a poison bit per lane), every op
// of arith, index and math is its semantics template instantiated with
// SmtDomain (verify/smt/SmtSemantics.h), memrefs are buffers of SMT arrays
// (MemRefOps.cpp), and control flow is followed on every path at once:
//
// - a block is entered under a path condition, the disjunction of the
//   conditions of the edges that reach it; block arguments (and every value
//   defined on the way) are merged with if-then-else over those edges;
// - `scf.if`, `scf.index_switch` and `scf.execute_region` encode each region
//   under its own condition and merge the results; `scf.for` and `scf.while`
//   are unrolled to EncoderOptions::unroll iterations, cf loops to that many
//   back-edge traversals per back edge; calls of functions with a body are
//   inlined up to the same depth;
// - undefined behaviour is collected as (path condition && cause), exactly
//   where the interpreter stops (docs/semantics.md): a semantics' ub(), a
//   poison branch condition, switch flag, loop bound or step, a step that is
//   not positive;
// - a path that would run past a bound is collected in `beyondBound`: the
//   checker excludes such executions and says so beside its verdict.
//
// The encoder never decides refinement; it only describes one function.
// Ops it cannot encode are reported at their location (a located error)
// and encode() fails, so nothing is silently skipped.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_TV_ENCODER_H
#define ASSAY_VERIFY_TV_ENCODER_H

#include "ir/Support.h"
#include "ir/Types.h"
#include "verify/smt/SmtDomain.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace assay {
class Operation;

namespace tv {

/// The bounds and models the encoding uses.
struct EncoderOptions {
  /// The width of `index` (32 or 64).
  unsigned indexWidth = 64;
  /// Iterations per loop, back-edge traversals per cf back edge, and depth
  /// of inlined calls.
  unsigned unroll = 8;
  /// Memref arguments of one element type may be views of one buffer (every
  /// way they may overlap is checked); otherwise each has its own buffer.
  bool assumeMayAlias = false;
};

/// One element of a symbolic value: its bits and whether it is poison.
struct SymLane {
  /// An integer or index lane's bits. A float input lane keeps here the
  /// bit-vector variable it was made from (every encoding, NaN payloads
  /// included, is an input); other float lanes leave it empty.
  smt::SmtBV bits;
  smt::SmtBool poison;
  /// A float lane's value.
  smt::SmtFP fp;
};

/// A symbolic value: a scalar has one lane, a vector one per element
/// (row-major).
struct SymValue {
  Type type;
  llvm::SmallVector<SymLane, 1> lanes;
};

/// One allocation (an argument's buffer, a global, an alloc or alloca): its
/// elements as arrays over element indices (the bits, and whether each is
/// poison), its number of elements, and whether it is still allocated.
struct SymBuffer {
  enum class Kind { Argument, Global, Heap, Stack };
  /// `%arg0`, `@global`, or the allocating op's name and a number.
  std::string name;
  /// The memref type it was made with.
  Type type;
  Kind kind = Kind::Heap;
  /// A constant global.
  bool readOnly = false;
  smt::SmtArray values, poison;
  smt::SmtBV size;
  smt::SmtBool live;
  /// An argument's: the id of the buffer its descriptor names (its own
  /// unless it may alias another argument).
  smt::SmtBV aliasId;
};

/// What a function does, as terms over its arguments.
struct FunctionEncoding {
  /// The returned values (meaningful where the function returns).
  llvm::SmallVector<SymValue, 2> results;
  /// Some execution raises undefined behaviour.
  smt::SmtBool ub;
  /// Some execution runs past a bound (loops, back edges, inlining).
  smt::SmtBool beyondBound;
  /// Whether `beyondBound` may hold (it is not the constant false).
  bool mayExceedBound = false;
  /// The memory the caller sees afterwards: the final state of the
  /// buffers of getInputBuffers(), in their order.
  llvm::SmallVector<SymBuffer, 2> memory;
  /// The choices the function leaves open (the sign of a zero under
  /// fastmath<nsz>), one boolean per dynamic occurrence; false is what the
  /// interpreter does. The terms above may depend on them.
  std::vector<smt::SmtBool> choices;
};

/// Encodes functions of one module; several functions (the source and the
/// target of a check) may share a domain and their argument terms.
class FunctionEncoder {
public:
  FunctionEncoder(smt::SmtDomain &domain, const EncoderOptions &options);
  ~FunctionEncoder();

  /// The number of lanes and the bit width of one lane of `type`, or
  /// failure for a type the encoder does not model.
  LogicalResult getLayout(Type type, unsigned &lanes, unsigned &width) const;

  /// Fresh variables for a value of `type`, named after `name`.
  FailureOr<SymValue> makeInput(Type type, llvm::StringRef name);

  /// Encodes `func` (a func.func with a body) applied to `args`. Fails, with
  /// an error at the offending op, on what the encoder does not model.
  FailureOr<FunctionEncoding> encode(Operation *func,
                                     llvm::ArrayRef<SymValue> args);

  /// What the encodings so far approximated (sorted, unique).
  std::vector<std::string> getApproximations() const;

  /// The buffers that exist before a call, in their initial state: those of
  /// memref inputs made by makeInput() and the globals of the modules
  /// encoded so far.
  llvm::ArrayRef<SymBuffer> getInputBuffers() const;
  /// What the inputs are assumed to satisfy (sizes of memref arguments, how
  /// aliasing arguments overlap).
  smt::SmtBool getInputAssumptions() const;

  struct Impl;

private:
  std::unique_ptr<Impl> impl;
};

} // namespace tv
} // namespace assay

#endif // ASSAY_VERIFY_TV_ENCODER_H
