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

#include "ir/Attributes.h"
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
struct Function;
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
  /// Where the few runner-utils functions that print to standard error
  /// (printFlops) print; standard error when null.
  llvm::raw_ostream *errorOutput = nullptr;
};

/// A scalar argument or result at the interpreter's boundary: the bits of
/// an integer, index or float of `type`, and whether it is poison.
struct ScalarValue {
  Type type;
  llvm::APInt bits;
  bool poison = false;
};

/// An argument or result at the boundary of runFunction: a scalar, a vector
/// or a ranked memref of integers, indices or floats (or vectors of them).
/// A memref argument gets a fresh buffer laid out as its type says (the
/// identity layout: row-major from offset 0); elements of a result the
/// layout puts outside its buffer, or in a deallocated one, read as poison.
///
/// `lanes` holds the bits of every scalar the value is made of, row-major:
/// one for a scalar, every lane of a vector, and for a memref every element
/// of its buffer (over `shape`, each element's lanes in turn when the
/// elements are vectors). `poison` says, lane by lane, which are poison;
/// empty means none is.
struct RuntimeValue {
  /// The value's type; null for an argument means the parameter's.
  Type type;
  llvm::SmallVector<llvm::APInt, 1> lanes;
  llvm::SmallVector<bool, 1> poison;
  /// A memref's sizes, one per dimension; an argument whose type's shape is
  /// static may leave it empty. A memref result that is poison has no
  /// sizes and no lanes, and a single `true` in `poison`.
  llvm::SmallVector<int64_t, 4> shape;
  /// A memref argument that shares the allocation of argument `aliasOf` (an
  /// earlier memref argument of the same element type), its layout shifted
  /// by `aliasOffset` elements from the allocation's start (where the owner
  /// of the allocation has its element 0 under the identity layout). Its
  /// `lanes` must be empty: the memory holds what the owner put there, and
  /// poison past the owner's elements. -1: an allocation of its own.
  int aliasOf = -1;
  int64_t aliasOffset = 0;

  /// Whether lane `i` is poison.
  bool isPoison(size_t i) const { return i < poison.size() && poison[i]; }
};

/// How a run ended.
enum class RunStatus {
  /// The function returned.
  Ok,
  /// The program did something undefined (divided by zero, loaded out of
  /// bounds, branched on poison...).
  UndefinedBehavior,
  /// Anything else: an op the interpreter cannot execute, a limit reached,
  /// arguments that do not fit the function.
  Error,
};

/// What runFunction observed.
struct RunOutcome {
  RunStatus status = RunStatus::Error;
  /// For UndefinedBehavior: the reason (`division by zero`), and the
  /// location of the op that did it.
  std::string ubReason;
  LocationAttr ubLoc;
  /// For UndefinedBehavior and Error: the diagnostics, as a tool prints
  /// them but without source lines (`file:line:col: error: ...`, then the
  /// notes), one a line.
  std::string message;
  /// For Ok: the results.
  llvm::SmallVector<RuntimeValue, 2> results;
  /// Once the function ran, however it ended: the arguments after the run,
  /// a memref's with the final content of its buffer (poison if the
  /// function deallocated it), the others as they were passed.
  llvm::SmallVector<RuntimeValue, 2> finalArgs;
  /// What the program printed through runner utils (printFlops's line,
  /// which goes to standard error otherwise, included).
  std::string printed;
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

  /// Runs function `name` on `args` and reports how it ended, printing
  /// nothing: diagnostics and runner-utils output are captured in the
  /// outcome (InterpreterOptions::output is not used). Memref arguments
  /// get fresh allocations holding their lanes.
  RunOutcome runFunction(llvm::StringRef name,
                         llvm::ArrayRef<RuntimeValue> args);

  /// Records executed by the last runs (about one per executed op).
  uint64_t getExecutedOpCount() const { return executedOps; }

  /// Whether the interpreter can execute ops named `opName`.
  static bool canExecute(llvm::StringRef opName);
  /// Whether `name` is a function the interpreter implements natively
  /// (printF32, printMemrefF32, ...).
  static bool isNativeFunction(llvm::StringRef name);

private:
  /// The function `name` with a body, taking `numArgs` arguments; null
  /// after an error.
  Function *lookup(llvm::StringRef name, size_t numArgs);

  Operation *module;
  InterpreterOptions options;
  std::unique_ptr<Program> program;
  uint64_t executedOps = 0;
};

} // namespace interp
} // namespace assay

#endif // ASSAY_VERIFY_INTERP_INTERPRETER_H
