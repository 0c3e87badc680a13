//===- Interpreter.h - The reference interpreter ----------------*- C++ -*-===//
//
// Runs a module of func, arith, math, index, cf, scf, memref and ub ops
// directly, with the concrete semantics of each op (the templates of
// dialects/*/…Semantics.h instantiated with concrete values). Undefined
// behaviour (division by zero, out-of-bounds or freed memory, poison
// reaching a branch, a loop bound, an index or an allocation size) stops the
// run with an error at the op's location; it never crashes the host.
//
// The module is translated once into a compact executable form (see
// Engine.h) and then run; the translation reports ops it cannot execute.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_INTERP_INTERPRETER_H
#define ASSAY_VERIFY_INTERP_INTERPRETER_H

#include "ir/Support.h"
#include "ir/Types.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <memory>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay {
class Operation;

namespace interp {
struct Program;

/// Limits and outputs of a run. Each limit stops the run with an error at
/// the op that exceeded it, naming the limit and the assay-run option that
/// changes it; 0 turns a limit off. The defaults let every program of the
/// test suite and the benchmarks run, and stop a runaway one before it takes
/// the machine down.
struct InterpreterOptions {
  /// Calls nested deeper than this stop the run (--max-call-depth).
  unsigned maxCallDepth = 100000;
  /// Executed records after which the run stops (--max-steps): about 40 s
  /// of a tight loop at 100 M ops/s.
  uint64_t maxSteps = 4000000000;
  /// Host bytes the program may hold (--max-memory): memory (elements and
  /// the poison beside them), globals, the boxes of constants, and the
  /// frames of calls in progress with the boxes their values may need.
  uint64_t maxMemory = uint64_t(4) << 30;
  /// Where runner-utils functions (printF32, printMemrefF32...) print;
  /// standard output when null.
  llvm::raw_ostream *output = nullptr;
};

/// A scalar argument or result at the interpreter's boundary: the bits of
/// an integer, index or float of `type`, and whether it is poison.
struct ScalarValue {
  Type type;
  llvm::APInt bits;
  bool poison = false;
};

/// The reference interpreter over one module.
class Interpreter {
public:
  /// Prepares to run functions of `module` (a builtin.module).
  explicit Interpreter(Operation *module, InterpreterOptions options = {});
  ~Interpreter();

  /// Translates the module; reports ops it cannot execute as errors.
  LogicalResult initialize();

  /// Runs function `name` with scalar `args`; its scalar results go to
  /// `results`. Failure after an error was reported at the op's location.
  LogicalResult run(llvm::StringRef name, llvm::ArrayRef<ScalarValue> args,
                    llvm::SmallVectorImpl<ScalarValue> &results);

  /// Records executed by the last runs (about one per executed op).
  uint64_t getExecutedOpCount() const { return executedOps; }

  /// Whether the interpreter can execute ops named `opName`.
  static bool canExecute(llvm::StringRef opName);
  /// Whether `name` is a function the interpreter implements natively
  /// (printF32, printMemrefF32, ...).
  static bool isNativeFunction(llvm::StringRef name);

private:
  Operation *module;
  InterpreterOptions options;
  std::unique_ptr<Program> program;
  uint64_t executedOps = 0;
};

} // namespace interp
} // namespace assay

#endif // ASSAY_VERIFY_INTERP_INTERPRETER_H
