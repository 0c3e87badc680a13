//===- Engine.h - The executable form the interpreter runs ------*- C++ -*-===//
//
// The interpreter does not walk Operation* while it runs. Each function is
// translated once (Compiler.cpp) into a flat array of Instr records: every
// SSA value gets a slot in its function's frame, every op becomes one or a
// few records holding a handler pointer, the slots it reads and writes, the
// attributes it needs already decoded (widths, predicates, flags, float
// formats) and its jump targets resolved to code indices. Structured control
// flow (scf.for, scf.if, scf.while, ...) is laid out inline as jumps, so
// running nested regions needs no host recursion; calls push an Activation
// on an explicit stack, so deep recursion in the program is a reported
// error, not a host stack overflow.
//
// Values. A Slot is 16 bytes: `bits` and `poison`. Integers up to 64 bits
// and floats up to 64 bits keep their encoding in `bits` (zero-extended).
// Everything else (wider integers and floats, vectors, memref descriptors)
// lives in a reference-counted Box whose pointer is stored in `bits`; the
// translator knows statically which slots hold boxes, so the scalar fast path
// never checks.
//
// Memory. An Allocation holds one Slot per element (so poison is tracked per
// element and never-stored elements read as poison). A MemRefBox is a
// descriptor over an allocation: offset, sizes and strides in elements. An
// i8 allocation is a byte array, which memref.view reinterprets: its
// descriptors assemble their elements from bytes (MemRefBox::isByteView);
// where packed vector lanes narrower than a byte share one, the byte's
// `poison` holds a mask of its poison bits (MemRefOps.cpp).
// Deallocated allocations stay behind as tombstones while descriptors point
// at them, so a use after free is detected, not undefined in the host.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_VERIFY_INTERP_ENGINE_H
#define ASSAY_VERIFY_INTERP_ENGINE_H

#include "ir/BuiltinTypes.h"
#include "ir/Operation.h"
#include "verify/interp/Interpreter.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Allocator.h"
#include <cstdint>
#include <string>
#include <vector>

namespace assay {
namespace interp {

struct Instr;
class Machine;

/// One value of a frame, or one element of memory.
struct Slot {
  uint64_t bits = 0;
  uint64_t poison = 0;
};

//===----------------------------------------------------------------------===//
// Boxes
//===----------------------------------------------------------------------===//

/// What a Box holds.
enum class BoxKind : uint8_t { Wide, Vector, MemRef };

/// A reference-counted value too large for a Slot.
struct Box {
  explicit Box(BoxKind kind) : kind(kind) {}
  virtual ~Box() = default;
  uint32_t refs = 1;
  BoxKind kind;
};

inline void retain(Box *b) {
  if (b)
    ++b->refs;
}
inline void release(Box *b) {
  if (b && --b->refs == 0)
    delete b;
}
inline Box *asBox(const Slot &s) {
  return reinterpret_cast<Box *>(static_cast<uintptr_t>(s.bits));
}
/// Stores `b` (already retained for the slot) in `s`, releasing what was
/// there.
inline void setBox(Slot &s, Box *b) {
  Box *old = asBox(s);
  s.bits = reinterpret_cast<uintptr_t>(b);
  release(old);
}
/// Copies `src` into `dst`; `boxed` says whether the slots hold boxes.
inline void copySlot(Slot &dst, const Slot &src, bool boxed) {
  if (!boxed) {
    dst = src;
    return;
  }
  Box *b = asBox(src);
  retain(b);
  setBox(dst, b);
  dst.poison = src.poison;
}

/// An integer or float wider than 64 bits, as its bits.
struct WideBox : Box {
  explicit WideBox(llvm::APInt v) : Box(BoxKind::Wide), value(std::move(v)) {}
  llvm::APInt value;
};

/// A vector: one scalar slot per element, row-major. Elements wider than 64
/// bits hold boxes of their own, owned by the vector.
struct VectorBox : Box {
  VectorBox(size_t n, bool boxedElems)
      : Box(BoxKind::Vector), boxedElems(boxedElems), elems(n) {}
  ~VectorBox() override {
    if (boxedElems)
      for (Slot &e : elems)
        release(asBox(e));
  }
  bool boxedElems;
  llvm::SmallVector<Slot, 8> elems;
};

/// Storage behind memrefs.
struct Allocation {
  uint32_t refs = 1;
  bool alive = true;
  /// Whether elements are boxes (wide scalars, vectors).
  bool boxedElems = false;
  /// Where it came from: `alloc`, `alloca`, `global`.
  enum class Origin : uint8_t { Heap, Stack, Global } origin = Origin::Heap;
  /// Stores are undefined behaviour (a constant memref.global).
  bool readOnly = false;
  int64_t size = 0;
  Slot *data = nullptr;
  /// A name for diagnostics (the global's symbol).
  std::string name;
  /// Frees the elements (and their boxes); the header stays.
  void freeData();
  ~Allocation() { freeData(); }
};

inline void retainAlloc(Allocation *a) {
  if (a)
    ++a->refs;
}
inline void releaseAlloc(Allocation *a) {
  if (a && --a->refs == 0)
    delete a;
}

struct ScalarInfo;

/// A ranked or unranked memref value: where its elements are.
///
/// A descriptor made by memref.view is a *view of bytes*: its allocation
/// holds the i8 elements of the viewed buffer, and each of its own elements
/// is assembled from (or spread over) `storeBytes` of them, little-endian,
/// at byte `byteShift + index * elemBytes` (a vector's lanes packed bit by
/// bit); offset, sizes and strides still count its own elements.
struct MemRefBox : Box {
  MemRefBox() : Box(BoxKind::MemRef) {}
  ~MemRefBox() override { releaseAlloc(alloc); }
  Allocation *alloc = nullptr;
  int64_t offset = 0;
  llvm::SmallVector<int64_t, 4> sizes;
  llvm::SmallVector<int64_t, 4> strides;
  /// For a view of bytes: bytes per element (0 for an ordinary descriptor),
  /// bytes a store writes, where element 0 starts, and the element layout.
  uint32_t elemBytes = 0, storeBytes = 0;
  int64_t byteShift = 0;
  const ScalarInfo *elemInfo = nullptr;
  int64_t getRank() const { return sizes.size(); }
  bool isByteView() const { return elemBytes != 0; }
  /// A new descriptor over the same memory (a view of bytes stays one),
  /// with no shape yet.
  MemRefBox *derive() const {
    auto *box = new MemRefBox();
    retainAlloc(alloc);
    box->alloc = alloc;
    box->elemBytes = elemBytes;
    box->storeBytes = storeBytes;
    box->byteShift = byteShift;
    box->elemInfo = elemInfo;
    return box;
  }
};

/// Whether element `at` (counted in `box`'s elements) lies in its
/// allocation.
bool elementInAllocation(const MemRefBox &box, int64_t at);
/// Reads element `at` of `box` into `out` (`boxed`: whether elements live
/// in boxes); the element must lie in the allocation.
void readElement(const MemRefBox &box, int64_t at, Slot &out, bool boxed);
/// Writes `in` to element `at` of `box`.
void writeElement(const MemRefBox &box, int64_t at, const Slot &in, bool boxed);

//===----------------------------------------------------------------------===//
// Code
//===----------------------------------------------------------------------===//

/// Runs one record; returns the next record to run, or null to stop (the
/// machine says whether it stopped on an error).
using Handler = const Instr *(*)(Machine &m, const Instr *ip);

/// A parallel copy between slots (block arguments, yields, calls).
struct Moves {
  uint32_t count = 0;
  const uint32_t *src = nullptr;
  const uint32_t *dst = nullptr;
  /// Per move: whether the slots hold boxes.
  const uint8_t *boxed = nullptr;
  /// Whether a destination is also a source, so copies go through a
  /// temporary.
  bool overlapping = false;
};

/// How the scalar payload of a slot is laid out: the integer width or the
/// float format.
struct ScalarInfo {
  unsigned width = 0;
  const llvm::fltSemantics *fltSem = nullptr;
  /// Whether values of this type live in boxes.
  bool boxed = false;
  /// Whether this is a vector (elements described by the rest).
  bool vector = false;
  int64_t numElements = 1;
};

/// One executable record.
struct Instr {
  Handler fn = nullptr;
  Operation *op = nullptr;
  const uint32_t *in = nullptr;
  const uint32_t *out = nullptr;
  uint32_t nin = 0, nout = 0;
  /// Small immediates: predicates, flags, ranks, counts.
  uint32_t a = 0, b = 0;
  int64_t imm = 0;
  /// Operand and result element layouts.
  ScalarInfo inInfo, outInfo;
  /// Decoded data of the op (Moves, callee, tables...).
  const void *p = nullptr;
  const void *p2 = nullptr;
  /// Jump targets, as indices into the program's code.
  uint32_t t0 = 0, t1 = 0;
};

/// A compiled function.
struct Function {
  std::string name;
  Operation *op = nullptr;
  /// Index of the first record; undefined for external functions.
  uint32_t entry = 0;
  bool external = false;
  uint32_t numSlots = 0;
  /// The entry block arguments' slots.
  llvm::SmallVector<uint32_t, 4> argSlots;
  llvm::SmallVector<uint8_t, 4> argBoxed;
  /// Slots holding boxes (released when the frame goes).
  std::vector<uint32_t> boxedSlots;
  /// Argument and result layouts (for external functions and entry points).
  llvm::SmallVector<Type, 4> argTypes, resultTypes;
  /// Free frames of this function, reused by later calls.
  std::vector<Slot *> freeFrames;
};

/// A native implementation of an external function (runner utils).
using NativeFn = LogicalResult (*)(Machine &m, const Instr *call,
                                   llvm::ArrayRef<Slot> args,
                                   llvm::MutableArrayRef<Slot> results);

/// The compiled module.
struct Program {
  std::vector<Instr> code;
  std::vector<std::unique_ptr<Function>> functions;
  llvm::StringMap<Function *> byName;
  /// Globals by symbol: the allocation and its shape.
  struct Global {
    Allocation *alloc = nullptr;
    MemRefType type;
  };
  llvm::StringMap<Global> globals;
  llvm::BumpPtrAllocator arena;

  ~Program();

  template <class T> T *allocArray(size_t n) {
    T *p = arena.Allocate<T>(n ? n : 1);
    for (size_t i = 0; i < n; ++i)
      new (p + i) T();
    return p;
  }
};

//===----------------------------------------------------------------------===//
// The machine
//===----------------------------------------------------------------------===//

/// One call in progress.
struct Activation {
  Function *fn = nullptr;
  Slot *frame = nullptr;
  /// The call record in the caller (null for the entry function).
  const Instr *call = nullptr;
  /// Stack allocations made by this call, freed when it returns.
  size_t allocaMark = 0;
};

/// The interpreter's state while it runs.
class Machine {
public:
  Machine(Program &prog, const InterpreterOptions &options);
  ~Machine();

  /// Runs `fn` with `args`; results go to `results`.
  LogicalResult call(Function *fn, llvm::ArrayRef<Slot> args,
                     llvm::SmallVectorImpl<Slot> &results);

  /// Stops with undefined behaviour at `ip` (returns null for handlers).
  const Instr *raiseUB(const Instr *ip, const llvm::Twine &reason);
  /// Stops with an error that is not undefined behaviour (an unsupported
  /// op, a resource limit).
  const Instr *raiseError(const Instr *ip, const llvm::Twine &message);

  /// The next record after `ip`.
  const Instr *next(const Instr *ip) const { return ip + 1; }
  /// The record at code index `index`.
  const Instr *at(uint32_t index) const { return code + index; }

  /// Applies a parallel copy within the current frame (or from `from` to
  /// `to`).
  void applyMoves(const Moves &moves, Slot *from, Slot *to);

  /// A fresh frame for `fn` (boxed slots zeroed).
  Slot *newFrame(Function *fn);
  /// Returns a frame, releasing its boxes.
  void freeFrame(Function *fn, Slot *frame);

  /// Makes a new allocation of `size` elements, all poison.
  Allocation *allocate(int64_t size, bool boxedElems,
                       Allocation::Origin origin);
  /// Frees the stack allocations made since `mark`.
  void popAllocas(size_t mark);

  Program &prog;
  const InterpreterOptions &options;
  const Instr *code = nullptr;
  Slot *fp = nullptr;
  std::vector<Activation> stack;
  std::vector<Allocation *> allocas;
  uint64_t steps = 0;
  bool failedRun = false;
  /// A scratch buffer for overlapping moves.
  std::vector<Slot> scratch;
  /// Where runner utils print.
  llvm::raw_ostream &out;
};

//===----------------------------------------------------------------------===//
// Translation
//===----------------------------------------------------------------------===//

class Compiler;

/// Translates one op. Ops with regions are translated in phases: phase 0
/// runs first; the function may queue its regions and later phases of the
/// same op with Compiler::schedule.
using CompileFn = LogicalResult (*)(Compiler &c, Operation *op, unsigned phase);

/// The translators of every op the interpreter executes, by op name.
llvm::StringMap<CompileFn> &getCompileTable();

/// Each file adds its ops to the table.
void registerControlFlowOps(llvm::StringMap<CompileFn> &table);
void registerArithOps(llvm::StringMap<CompileFn> &table);
void registerMemRefOps(llvm::StringMap<CompileFn> &table);
/// memref.dma_start and dma_wait (MemRefDma.cpp).
void registerMemRefDmaOps(llvm::StringMap<CompileFn> &table);
/// The native functions (runner utils) by symbol name.
const llvm::StringMap<NativeFn> &getNativeFunctions();

/// Builds the code of one function.
class Compiler {
public:
  Compiler(Program &prog, Function &fn) : prog(prog), fn(fn) {}

  /// Translates the body of `fn`.
  LogicalResult compileFunction(Region &body);

  //===--- Helpers for translators
  //-----------------------------------------===//

  /// The frame slot of `v` (assigned on first request).
  uint32_t slot(Value v);
  /// The slots of `values`, in the program's arena.
  const uint32_t *slots(llvm::ArrayRef<Value> values);
  const uint32_t *slots(OperandRange values);
  const uint32_t *slots(ResultRange values);
  /// A slot for temporary use by the op's records.
  uint32_t scratchSlot(bool boxed);
  /// Appends a record for `op` reading its operands and writing its
  /// results; returns its index.
  uint32_t emit(Handler fn, Operation *op);
  /// Appends a bare record.
  uint32_t emitBare(Handler fn, Operation *op);
  Instr &instr(uint32_t index) { return prog.code[index]; }
  /// The index the next record will have.
  uint32_t here() const { return prog.code.size(); }
  /// A parallel copy from `src` to `dst` values.
  const Moves *moves(llvm::ArrayRef<Value> src, llvm::ArrayRef<Value> dst);
  /// Same, with destination slots given directly.
  const Moves *movesToSlots(llvm::ArrayRef<Value> src,
                            llvm::ArrayRef<uint32_t> dst,
                            llvm::ArrayRef<uint8_t> dstBoxed);

  /// Queues `region`'s blocks to be translated next, before the queued
  /// phases of enclosing ops.
  void scheduleRegion(Region &region);
  /// Queues phase `phase` of `op`.
  void schedulePhase(Operation *op, unsigned phase);
  /// Records that `jumpRecord`'s target `which` (0 or 1) is `block`'s
  /// first record.
  void jumpToBlock(uint32_t jumpRecord, unsigned which, Block *block);
  /// Records that `jumpRecord`'s target `which` is the end of `op` (patched
  /// with patchEnd).
  void jumpToEnd(uint32_t jumpRecord, unsigned which, Operation *op);
  /// Points the jumps recorded with jumpToEnd(op) at `target`.
  void patchEnd(Operation *op, uint32_t target);
  /// Per-op scratch numbers kept between phases.
  llvm::SmallVector<uint32_t, 4> &state(Operation *op) { return opState[op]; }

  /// The layout of values of `type`.
  static ScalarInfo getInfo(Type type);
  /// Whether values of `type` live in boxes.
  static bool isBoxed(Type type);

  Program &prog;
  Function &fn;

private:
  struct Task {
    enum Kind { Phase, RegionBody } kind;
    Operation *op;
    Region *region;
    unsigned phase;
  };
  LogicalResult compileOp(Operation *op, unsigned phase);

  llvm::DenseMap<Value, uint32_t> slotMap;
  llvm::DenseMap<Block *, uint32_t> blockStart;
  std::vector<std::tuple<uint32_t, unsigned, Block *>> blockFixups;
  llvm::DenseMap<Operation *, llvm::SmallVector<std::pair<uint32_t, unsigned>>>
      endFixups;
  llvm::DenseMap<Operation *, llvm::SmallVector<uint32_t, 4>> opState;
  std::vector<Task> tasks;
};

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

/// The integer in `s`, `width` bits wide. A wide slot without a box (a
/// poison value) reads as zero.
inline llvm::APInt readInt(const Slot &s, unsigned width) {
  if (width <= 64)
    return llvm::APInt(width, s.bits);
  if (Box *b = asBox(s))
    return static_cast<WideBox *>(b)->value;
  return llvm::APInt::getZero(width);
}
/// Stores integer `v` in `s` (a boxed slot when wider than 64 bits).
inline void writeInt(Slot &s, const llvm::APInt &v) {
  if (v.getBitWidth() <= 64) {
    s.bits = v.getZExtValue();
    return;
  }
  setBox(s, new WideBox(v));
}
/// The float in `s`, of format `sem`.
inline llvm::APFloat readFloat(const Slot &s, const llvm::fltSemantics &sem) {
  unsigned width = llvm::APFloat::getSizeInBits(sem);
  return llvm::APFloat(sem, readInt(s, width));
}
/// Stores float `v` in `s`.
inline void writeFloat(Slot &s, const llvm::APFloat &v) {
  writeInt(s, v.bitcastToAPInt());
}

/// Sign-extends the low `width` bits of `bits`.
inline int64_t signExtend(uint64_t bits, unsigned width) {
  if (width >= 64)
    return int64_t(bits);
  if (width == 0)
    return 0;
  return int64_t(bits << (64 - width)) >> (64 - width);
}

/// A fresh vector box for `info`, elements not poison.
inline VectorBox *newVector(const ScalarInfo &info) {
  return new VectorBox(size_t(info.numElements), info.width > 64);
}

/// Stores a poison value of layout `info` in `s`: a boxed scalar or memref
/// becomes an empty poison slot, a vector one whose every element is poison.
void setPoison(Slot &s, const ScalarInfo &info);

/// Reads an integer or index attribute's value, sign-extended.
int64_t getIntAttrValue(Attribute attr, int64_t fallback = 0);

} // namespace interp
} // namespace assay

#endif // ASSAY_VERIFY_INTERP_ENGINE_H
