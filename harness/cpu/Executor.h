//===- Executor.h - Runs LLVM IR natively through ORC ----------*- C++ -*-===//
//
// The CPU executor: takes LLVM IR modules, optimises them with the new pass
// manager for the host, compiles them with ORC's LLJIT and calls their
// functions by name. Calls go through a `void(ptr)` wrapper that the
// executor adds in LLVM IR beside each function, so a caller passes an
// array of pointers to its arguments and needs no C++ per signature.
//
// Externals resolve, in this order, against the shared libraries named in
// the options, Assay's runner-utils library (harness/cpu/runtime), and the
// process itself (libc, libm). Every failure (an invalid module, a missing
// function, a signature that does not match, an unresolved symbol) is an
// llvm::Error with a message naming what was wrong; nothing aborts.
//
// An executor owns its JIT, everything compiled into it and the libraries
// it loaded (locally: their symbols are visible to this executor's code
// only); destroying it releases them.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_HARNESS_CPU_EXECUTOR_H
#define ASSAY_HARNESS_CPU_EXECUTOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
namespace orc {
class LLJIT;
} // namespace orc
} // namespace llvm

namespace assay::cpu {

/// The type of an argument or result that crosses into compiled code:
/// `void` (results only), an integer of 1 to 64 bits, `float`, `double` or
/// a pointer.
class ScalarType {
public:
  enum class Kind { Void, Integer, F32, F64, Pointer };

  /// `void`.
  ScalarType() = default;
  static ScalarType getVoid() { return {}; }
  /// `iN`, 1 <= N <= 64.
  static ScalarType getInteger(unsigned width);
  static ScalarType getF32() { return ScalarType(Kind::F32, 32); }
  static ScalarType getF64() { return ScalarType(Kind::F64, 64); }
  static ScalarType getPointer() { return ScalarType(Kind::Pointer, 64); }

  Kind getKind() const { return kind; }
  /// The bit width of an integer (and of the other kinds' storage).
  unsigned getWidth() const { return width; }
  /// The type as LLVM IR writes it: `void`, `i32`, `float`, `double`, `ptr`.
  std::string str() const;

  bool operator==(const ScalarType &other) const {
    return kind == other.kind && width == other.width;
  }
  bool operator!=(const ScalarType &other) const { return !(*this == other); }

private:
  ScalarType(Kind kind, unsigned width) : kind(kind), width(width) {}
  Kind kind = Kind::Void;
  unsigned width = 0;
};

/// A value of a ScalarType: integers are kept as their low `width` bits.
class Scalar {
public:
  /// The `void` result.
  Scalar() = default;
  /// `bits` truncated to `width` bits.
  static Scalar getInteger(unsigned width, uint64_t bits);
  static Scalar getI1(bool v) { return getInteger(1, v); }
  static Scalar getI8(int8_t v) { return getInteger(8, uint8_t(v)); }
  static Scalar getI16(int16_t v) { return getInteger(16, uint16_t(v)); }
  static Scalar getI32(int32_t v) { return getInteger(32, uint32_t(v)); }
  static Scalar getI64(int64_t v) { return getInteger(64, uint64_t(v)); }
  static Scalar getF32(float v);
  static Scalar getF64(double v);
  static Scalar getPointer(const void *p);

  ScalarType getType() const { return type; }
  /// The integer's bits, zero-extended.
  uint64_t getZExt() const { return bits; }
  /// The integer, sign-extended from its width.
  int64_t getSExt() const;
  float getF32() const;
  double getF64() const;
  void *getPointer() const;

  /// The storage the packed calling convention reads and writes: 8 bytes,
  /// an integer zero-extended, a float in its low 4.
  void *getStorage() { return &bits; }

private:
  friend class Executor;
  Scalar(ScalarType type, uint64_t bits) : type(type), bits(bits) {}
  ScalarType type;
  uint64_t bits = 0;
};

/// A function's signature as the executor calls it.
struct Signature {
  std::vector<ScalarType> args;
  ScalarType result;

  /// `(i32, ptr) -> float`.
  std::string str() const;
};

/// A strided memref descriptor, the struct that lowered code passes memrefs
/// as: {allocated, aligned, offset, sizes[rank], strides[rank]}.
struct MemRefDescriptor {
  void *allocated = nullptr;
  void *aligned = nullptr;
  int64_t offset = 0;
  llvm::SmallVector<int64_t, 4> sizes;
  llvm::SmallVector<int64_t, 4> strides;

  /// A descriptor over `data` with row-major strides for `sizes`.
  static MemRefDescriptor getContiguous(void *data,
                                        llvm::ArrayRef<int64_t> sizes);
  int64_t getRank() const { return sizes.size(); }
  /// Appends the 3 + 2 * rank arguments a function that takes the memref
  /// expanded (the default lowering) receives.
  void appendExpanded(llvm::SmallVectorImpl<Scalar> &args) const;
  /// The descriptor laid out in memory as the C interface
  /// (`_mlir_ciface_NAME`, a pointer to the descriptor) reads it.
  std::vector<int64_t> pack() const;
  /// The descriptor of rank `rank` laid out at `words` (as pack() writes
  /// it, or as compiled code wrote it).
  static MemRefDescriptor unpack(const int64_t *words, int64_t rank);
};

/// How an executor compiles and what it links against.
struct ExecutorOptions {
  /// The optimisation level, 0 to 3, of the IR pipeline and of code
  /// generation.
  unsigned optLevel = 2;
  /// Link Assay's runner-utils library (printF32, printMemrefF32, ...).
  bool linkRunnerUtils = true;
  /// The runner-utils library to load; empty: the one this build made.
  std::string runnerUtilsPath;
  /// Shared libraries loaded by path, searched first, in order (MLIR's
  /// runner-utils libraries among them, if wanted).
  std::vector<std::string> sharedLibs;
  /// When set, each compiled object is written to this file (the last
  /// module compiled wins).
  std::string objectFile;
};

/// Compiles LLVM IR modules for the host and calls their functions.
class Executor {
public:
  /// An executor with nothing compiled yet; fails when the host has no
  /// target or a shared library cannot be loaded.
  static llvm::Expected<std::unique_ptr<Executor>>
  create(ExecutorOptions options = {});
  ~Executor();
  Executor(const Executor &) = delete;
  Executor &operator=(const Executor &) = delete;

  /// Verifies `module`, retargets it to the host, adds the packed wrappers,
  /// optimises it and compiles it, resolving its externals; fails on an
  /// invalid module or an unresolved symbol.
  llvm::Error addModule(std::unique_ptr<llvm::Module> module,
                        std::unique_ptr<llvm::LLVMContext> context);
  /// Parses LLVM IR text and adds it.
  llvm::Error addModule(llvm::StringRef irText,
                        llvm::StringRef bufferName = "<module>");

  /// The signature of function `name`; fails when no module defines it or
  /// its signature has types the executor cannot pass.
  llvm::Expected<Signature> getSignature(llvm::StringRef name) const;

  /// Calls function `name` with `args`, which must have its argument
  /// types; with `expectedResult`, fails unless the function returns that
  /// type. Returns the result (a `void` Scalar for void functions).
  llvm::Expected<Scalar>
  call(llvm::StringRef name, llvm::ArrayRef<Scalar> args,
       std::optional<ScalarType> expectedResult = std::nullopt);

  /// Calls the wrapper of `name` with no checks: `args` holds a pointer to
  /// each argument, then one to the result's storage (8 bytes) unless the
  /// function returns void.
  llvm::Error callPacked(llvm::StringRef name, llvm::ArrayRef<void *> args);

  /// The address of symbol `name` in the compiled code.
  llvm::Expected<void *> lookup(llvm::StringRef name);

  /// The symbols that the last failed addModule, call or lookup could not
  /// resolve (empty when it failed otherwise), so that a caller can point
  /// at their declarations.
  llvm::ArrayRef<std::string> getUnresolvedSymbols() const {
    return unresolved;
  }

  /// The runner-utils library this build made.
  static llvm::StringRef getDefaultRunnerUtilsPath();

private:
  Executor() = default;
  struct FunctionInfo {
    /// Empty when the function cannot be called: why not.
    std::string unsupported;
    Signature signature;
    /// The symbol of its packed wrapper.
    std::string wrapper;
    /// Whether it has local linkage (a later module may define the name).
    bool local = false;
  };
  ExecutorOptions options;
  std::unique_ptr<llvm::orc::LLJIT> jit;
  /// The functions of every module added, by name.
  llvm::StringMap<FunctionInfo> functions;
  /// The shared libraries this executor loaded (dlopen handles).
  llvm::SmallVector<void *> libraries;
  /// Records an error ORC reported: missing symbols by name, others by
  /// message.
  void recordSessionError(llvm::Error error);
  /// The symbols the last lookup could not resolve.
  std::vector<std::string> unresolved;
  /// The other errors of the last lookup.
  std::string sessionErrors;
  unsigned modulesAdded = 0;
};

} // namespace assay::cpu

#endif // ASSAY_HARNESS_CPU_EXECUTOR_H
