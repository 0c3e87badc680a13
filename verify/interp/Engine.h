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
// Memory. An Allocation packs its elements by width (a byte for i1 to i8,
// two, four or eight bytes up to 64 bits, a box pointer for wider scalars
// and vectors) and tracks poison beside them, exactly, per element: a
// bitmap, zero (all poison) until stored to, so never-stored elements read
// as poison. A MemRefBox is a descriptor over an allocation: offset, sizes
// and strides in elements. An i8 allocation is a byte array, which
// memref.view reinterprets: its descriptors assemble their elements from
// bytes (MemRefBox::isByteView); where packed vector lanes narrower than a
// byte share one, each bit of the byte has its own poison (i8 allocations
// keep a poison mask per byte rather than a bit).
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
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace assay {
namespace interp {

struct Instr;
class Machine;
struct NativeFunction;
struct LLVMMemory;

/// Frees the llvm dialect's memory of a run (LLVMMemory.cpp).
void destroyLLVMMemory(LLVMMemory *memory);
/// The scalars an llvm struct or array value is made of (1 for others).
unsigned countLeaves(Type type);

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

/// How an allocation stores its elements: their bits packed in one, two,
/// four or eight bytes, or a box pointer each (integers and floats wider
/// than 64 bits, vectors).
enum class ElemStorage : uint8_t { Byte, Bits16, Bits32, Bits64, Boxed };

/// Bytes an element of `storage` takes.
inline unsigned getElemBytes(ElemStorage storage) {
  switch (storage) {
  case ElemStorage::Byte:
    return 1;
  case ElemStorage::Bits16:
    return 2;
  case ElemStorage::Bits32:
    return 4;
  case ElemStorage::Bits64:
  case ElemStorage::Boxed:
    return 8;
  }
  return 8;
}

/// Storage behind memrefs: the elements packed by width, and beside them
/// which elements are poison.
///
/// Poison is exact per element: a bitmap with a bit per element, set once
/// the element holds a value, so zeroed memory is all poison, the state of
/// memory never stored to. An i8 buffer read through a view of bytes may
/// also hold vectors packed bit by bit (vector<8xi1>), whose lanes are
/// poison one by one: such a buffer (`memref.view` makes the masks when it
/// views one so) also keeps, per byte that is poison in part only, the mask
/// of its poison bits.
struct Allocation {
  uint32_t refs = 1;
  bool alive = true;
  ElemStorage storage = ElemStorage::Bits64;
  /// Where it came from: `alloc`, `alloca`, `global`.
  enum class Origin : uint8_t { Heap, Stack, Global } origin = Origin::Heap;
  /// Stores are undefined behaviour (a constant memref.global).
  bool readOnly = false;
  int64_t size = 0;
  /// The elements, getElemBytes(storage) bytes each: their bits
  /// zero-extended, or a Box pointer (owned) for Boxed.
  uint8_t *data = nullptr;
  /// A bit per element: set when it holds a value, clear when it is poison.
  uint8_t *defined = nullptr;
  /// Byte storage only, once made (makePartialPoison): per byte that is
  /// poison (its `defined` bit clear) in part only, the mask of its poison
  /// bits; 0 where the whole byte is poison.
  uint8_t *partialPoison = nullptr;
  /// Host bytes held by the above (what the memory limit counts).
  uint64_t footprint = 0;
  /// A name for diagnostics (the global's symbol).
  std::string name;

  /// The host bytes an allocation of `size` elements of `storage` holds,
  /// its header included (without partial poison masks, which take a byte
  /// per element).
  static uint64_t getFootprint(int64_t size, ElemStorage storage);
  /// A new allocation of `size` elements, all poison, or null if the host
  /// has no memory for it.
  static Allocation *create(int64_t size, ElemStorage storage, Origin origin);
  /// Makes the partial poison masks of a Byte allocation (a byte per
  /// element); false if the host has no memory for them.
  bool makePartialPoison();

  bool isBoxed() const { return storage == ElemStorage::Boxed; }

  /// The accessors below, for a storage known at compile time (the load and
  /// store handlers are instantiated per storage); `K` must be `storage`.
  template <ElemStorage K> bool isPoisonAs(int64_t i) const {
    return !((defined[i >> 3] >> (i & 7)) & 1);
  }
  template <ElemStorage K> void setPoisonAs(int64_t i, bool poison) {
    uint8_t bit = uint8_t(1u << (i & 7));
    if (!poison) {
      defined[i >> 3] |= bit;
      return;
    }
    defined[i >> 3] &= uint8_t(~bit);
    if constexpr (K == ElemStorage::Byte)
      if (LLVM_UNLIKELY(partialPoison != nullptr))
        partialPoison[i] = 0;
  }
  template <ElemStorage K> uint64_t getBitsAs(int64_t i) const {
    if constexpr (K == ElemStorage::Byte)
      return data[i];
    else if constexpr (K == ElemStorage::Bits16)
      return reinterpret_cast<const uint16_t *>(data)[i];
    else if constexpr (K == ElemStorage::Bits32)
      return reinterpret_cast<const uint32_t *>(data)[i];
    else
      return reinterpret_cast<const uint64_t *>(data)[i];
  }
  template <ElemStorage K> void setBitsAs(int64_t i, uint64_t bits) {
    if constexpr (K == ElemStorage::Byte)
      data[i] = uint8_t(bits);
    else if constexpr (K == ElemStorage::Bits16)
      reinterpret_cast<uint16_t *>(data)[i] = uint16_t(bits);
    else if constexpr (K == ElemStorage::Bits32)
      reinterpret_cast<uint32_t *>(data)[i] = uint32_t(bits);
    else
      reinterpret_cast<uint64_t *>(data)[i] = bits;
  }

  /// Whether element `i` is poison (for Byte: any of its bits).
  bool isPoison(int64_t i) const { return isPoisonAs<ElemStorage::Bits64>(i); }
  /// Marks element `i` poison or not.
  void setPoison(int64_t i, bool poison) {
    if (storage == ElemStorage::Byte)
      setPoisonAs<ElemStorage::Byte>(i, poison);
    else
      setPoisonAs<ElemStorage::Bits64>(i, poison);
  }
  /// The bits of element `i` (not Boxed).
  uint64_t getBits(int64_t i) const {
    switch (storage) {
    case ElemStorage::Byte:
      return getBitsAs<ElemStorage::Byte>(i);
    case ElemStorage::Bits16:
      return getBitsAs<ElemStorage::Bits16>(i);
    case ElemStorage::Bits32:
      return getBitsAs<ElemStorage::Bits32>(i);
    case ElemStorage::Bits64:
    case ElemStorage::Boxed:
      return getBitsAs<ElemStorage::Bits64>(i);
    }
    return 0;
  }
  /// Sets the bits of element `i` (not Boxed).
  void setBits(int64_t i, uint64_t bits) {
    switch (storage) {
    case ElemStorage::Byte:
      return setBitsAs<ElemStorage::Byte>(i, bits);
    case ElemStorage::Bits16:
      return setBitsAs<ElemStorage::Bits16>(i, bits);
    case ElemStorage::Bits32:
      return setBitsAs<ElemStorage::Bits32>(i, bits);
    case ElemStorage::Bits64:
    case ElemStorage::Boxed:
      return setBitsAs<ElemStorage::Bits64>(i, bits);
    }
  }
  /// The box of element `i` (Boxed).
  Box *getBox(int64_t i) const {
    return reinterpret_cast<Box *const *>(data)[i];
  }
  /// Reads element `i` into `out`, whose slot holds a box iff the storage
  /// is Boxed (the box is retained for `out`).
  void load(int64_t i, Slot &out) const {
    if (storage == ElemStorage::Boxed) {
      Box *b = getBox(i);
      retain(b);
      setBox(out, b);
    } else {
      out.bits = getBits(i);
    }
    out.poison = isPoison(i);
  }
  /// Writes `in` to element `i` (a box is retained for the element).
  void store(int64_t i, const Slot &in) {
    if (storage == ElemStorage::Boxed) {
      Box *b = asBox(in);
      retain(b);
      Box *&at = reinterpret_cast<Box **>(data)[i];
      release(at);
      at = b;
    } else {
      setBits(i, in.bits);
    }
    setPoison(i, in.poison != 0);
  }

  /// For Byte: which bits of byte `i` are poison.
  uint8_t getPoisonBits(int64_t i) const {
    if (!isPoison(i))
      return 0;
    return partialPoison && partialPoison[i] ? partialPoison[i] : 0xff;
  }
  /// For Byte: sets byte `i` and which of its bits are poison (only all or
  /// none, unless makePartialPoison made the masks).
  void setByte(int64_t i, uint8_t value, uint8_t poisonBits) {
    data[i] = value;
    setPoisonAs<ElemStorage::Byte>(i, poisonBits != 0);
    if (poisonBits && poisonBits != 0xff) {
      assert(partialPoison && "partly poison bytes need the masks");
      partialPoison[i] = poisonBits;
    }
  }

  /// Copies element `from` of `src`, which has the same storage, to element
  /// `to`. A byte poison in part stays so only if this allocation has the
  /// masks (else it is poison whole, as an i8 it is).
  void copyElement(int64_t to, const Allocation &src, int64_t from) {
    if (storage == ElemStorage::Boxed) {
      Slot tmp;
      src.load(from, tmp);
      store(to, tmp);
      release(asBox(tmp));
      return;
    }
    if (storage == ElemStorage::Byte) {
      uint8_t poisonBits = src.getPoisonBits(from);
      if (poisonBits && !partialPoison)
        poisonBits = 0xff;
      return setByte(to, src.data[from], poisonBits);
    }
    setBits(to, src.getBits(from));
    setPoison(to, src.isPoison(from));
  }

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
/// Row-major strides of `sizes`.
llvm::SmallVector<int64_t, 4> identityStrides(llvm::ArrayRef<int64_t> sizes);
/// The strides and offset of `type`'s layout for `sizes` (dynamic strides
/// the identity's, a dynamic offset 0); failure for a layout that is not
/// strided.
LogicalResult layoutOf(MemRefType type, llvm::ArrayRef<int64_t> sizes,
                       llvm::SmallVectorImpl<int64_t> &strides,
                       int64_t &offset);
/// The elements an allocation needs for the layout of `box` to reach
/// (its offset, sizes and strides; 0 when it has none); false when that
/// overflows 64 bits or the offset is negative.
bool getReachedExtent(const MemRefBox &box, int64_t &extent);
/// Whether every element of `box` lies in its allocation (true when it has
/// none).
bool elementsInAllocation(const MemRefBox &box);
/// Reads element `at` of `box` into `out` (a slot holding a box iff the
/// memref's elements are boxed); the element must lie in the allocation.
void readElement(const MemRefBox &box, int64_t at, Slot &out);
/// Writes `in` to element `at` of `box`.
void writeElement(const MemRefBox &box, int64_t at, const Slot &in);

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

/// How memory stores values of layout `info`.
inline ElemStorage getStorage(const ScalarInfo &info) {
  if (info.boxed)
    return ElemStorage::Boxed;
  if (info.width <= 8 && info.width != 0)
    return ElemStorage::Byte;
  if (info.width <= 16 && info.width != 0)
    return ElemStorage::Bits16;
  if (info.width <= 32 && info.width != 0)
    return ElemStorage::Bits32;
  return ElemStorage::Bits64;
}

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
  /// Host bytes a live frame counts against the memory limit: its slots
  /// and what the boxes they may hold take.
  uint64_t frameFootprint = 0;
  /// For an external function: its native implementation, once resolved.
  const NativeFunction *native = nullptr;
};

/// A native implementation of an external function (runner utils).
using NativeFn = LogicalResult (*)(Machine &m, const Instr *call,
                                   llvm::ArrayRef<Slot> args,
                                   llvm::MutableArrayRef<Slot> results);

/// A runner-utils function the interpreter provides.
struct NativeFunction {
  NativeFn fn = nullptr;
  /// The type a declaration must have, as printed, with memrefs of a rank
  /// written `memref<?x...xT>` (any sizes and layout match) and `index`
  /// standing for `i64` (the lowering passes both as i64).
  const char *type = "";
  /// How MLIR's runner-utils libraries export it: under its own name (a
  /// plain declaration calls that), and as `_mlir_ciface_NAME` (what a
  /// declaration with `llvm.emit_c_interface` calls).
  bool plain = true, cInterface = false;
};

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
  /// The memory limit (InterpreterOptions::maxMemory; 0: none), and the host
  /// bytes the program holds before it runs: its globals and the boxes of
  /// its constants.
  uint64_t memoryLimit = 0;
  uint64_t staticFootprint = 0;
  /// Counts `bytes` more held from translation on; false, counting nothing,
  /// if they exceed the memory limit.
  bool reserveStatic(uint64_t bytes);
  llvm::BumpPtrAllocator arena;

  Program() = default;
  Program(const Program &) = delete;
  Program &operator=(const Program &) = delete;
  ~Program();

  /// `n` value-initialized objects in the arena. The arena frees memory
  /// without running destructors, so those of a type that owns memory (a
  /// SmallVector that grew, say) are run by ~Program.
  template <class T> T *allocArray(size_t n) {
    T *p = arena.Allocate<T>(n ? n : 1);
    for (size_t i = 0; i < n; ++i)
      new (p + i) T();
    if constexpr (!std::is_trivially_destructible_v<T>)
      destructors.push_back({p, n, [](void *q, size_t count) {
                               std::destroy_n(static_cast<T *>(q), count);
                             }});
    return p;
  }

  /// Keeps `box` (one reference) for as long as the program: the prototype
  /// of a constant, which each execution of the op shares.
  Box *keepBox(Box *box) {
    constants.push_back(box);
    return box;
  }

private:
  struct Destructor {
    void *objects;
    size_t count;
    void (*destroy)(void *, size_t);
  };
  std::vector<Destructor> destructors;
  std::vector<Box *> constants;
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
  /// Same, at `op` (where no record is running: the entry call).
  void raiseErrorAt(Operation *op, const llvm::Twine &message);

  /// The next record after `ip`.
  const Instr *next(const Instr *ip) const { return ip + 1; }
  /// The record at code index `index`.
  const Instr *at(uint32_t index) const { return code + index; }

  /// Applies a parallel copy within the current frame (or from `from` to
  /// `to`).
  void applyMoves(const Moves &moves, Slot *from, Slot *to);

  /// A fresh frame for `fn` (boxed slots zeroed), or null after raising an
  /// error at `call` (at `fn` for the entry call) when the frame would
  /// exceed the memory limit.
  Slot *newFrame(const Instr *call, Function *fn);
  /// Returns a frame, releasing its boxes.
  void freeFrame(Function *fn, Slot *frame);

  /// Makes a new allocation of `size` elements of layout `elem`, all
  /// poison, for the op at `ip`; null after raising an error there when it
  /// would exceed the memory limit or the host has no memory for it.
  Allocation *allocate(const Instr *ip, int64_t size, const ScalarInfo &elem,
                       Allocation::Origin origin);
  /// Gives the Byte allocation `a` its partial poison masks, counting them
  /// against the memory limit; false after raising an error at `ip`.
  bool makePartialPoison(const Instr *ip, Allocation *a);
  /// Frees the elements of `a` (dealloc, realloc, the end of an alloca's
  /// scope); the header stays as a tombstone while descriptors use it.
  void freeAllocation(Allocation *a);
  /// Frees the stack allocations made since `mark`.
  void popAllocas(size_t mark);

  /// Counts `bytes` more against the memory limit; false, after raising an
  /// error at `ip` (or `op`) naming `what`, if they do not fit.
  bool chargeMemory(const Instr *ip, Operation *op, uint64_t bytes,
                    const llvm::Twine &what);

  Program &prog;
  const InterpreterOptions &options;
  const Instr *code = nullptr;
  Slot *fp = nullptr;
  std::vector<Activation> stack;
  std::vector<Allocation *> allocas;
  uint64_t steps = 0;
  /// Host bytes the program holds: globals, live frames, allocations not
  /// yet freed (a leaked allocation counts until the end, as it would in
  /// the compiled program).
  uint64_t memoryInUse = 0;
  bool failedRun = false;
  /// Where the run stopped on undefined behaviour (null when it did not),
  /// and why: what runFunction reports.
  Operation *ubOp = nullptr;
  std::string ubReason;
  /// A scratch buffer for overlapping moves.
  std::vector<Slot> scratch;
  /// Where runner utils print, to standard output and to standard error.
  llvm::raw_ostream &out;
  llvm::raw_ostream &errOut;
  /// The allocations llvm ops made, by address (LLVMMemory.cpp); made on
  /// first use.
  LLVMMemory *llvmMemory = nullptr;
};

/// Reads `bytes` (at most 8) bytes at `address` of llvm memory into `out`
/// (poison if any is); false after raising undefined behaviour at `ip`, or
/// quietly when `ip` is null.
bool readLLVMMemory(Machine &m, const Instr *ip, uint64_t address,
                    unsigned bytes, Slot &out);

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

/// The translator of an op that is one record running `H` over its
/// operands and results.
template <Handler H>
LogicalResult compileRecord(Compiler &c, Operation *op, unsigned phase);

/// Each file adds its ops to the table.
void registerControlFlowOps(llvm::StringMap<CompileFn> &table);
void registerArithOps(llvm::StringMap<CompileFn> &table);
/// The llvm dialect's ops on values (ArithOps.cpp, after registerArithOps:
/// some share arith's translators) and on memory (LLVMMemory.cpp).
void registerLLVMValueOps(llvm::StringMap<CompileFn> &table);
void registerLLVMMemoryOps(llvm::StringMap<CompileFn> &table);
void registerMemRefOps(llvm::StringMap<CompileFn> &table);
/// memref.dma_start and dma_wait (MemRefDma.cpp).
void registerMemRefDmaOps(llvm::StringMap<CompileFn> &table);
/// Adds malloc, aligned_alloc and free over llvm memory.
void addLLVMNativeFunctions(llvm::StringMap<NativeFunction> &table);
/// The native functions (runner utils) by symbol name.
const llvm::StringMap<NativeFunction> &getNativeFunctions();
/// The native function an external `fn` is, once its declaration is
/// checked against it; null after raising an error at `call` (no such
/// function, another type, or the wrong interface).
const NativeFunction *resolveNative(Machine &m, const Instr *call,
                                    Function &fn);

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
  /// Host bytes a box holding a value of layout `info` takes (0 for values
  /// that need no box).
  static uint64_t getBoxFootprint(const ScalarInfo &info);

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

template <Handler H>
LogicalResult compileRecord(Compiler &c, Operation *op, unsigned) {
  c.emit(H, op);
  return success();
}

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

/// Host bytes an allocation of `size` elements of layout `elem` counts
/// against the memory limit: its footprint, and the boxes boxed elements
/// may come to hold.
uint64_t getAllocationBytes(int64_t size, const ScalarInfo &elem);

/// The error when `what`, which needs `bytes`, does not fit in `limit` with
/// `inUse` held.
std::string getMemoryLimitMessage(const llvm::Twine &what, uint64_t bytes,
                                  uint64_t inUse, uint64_t limit);

/// Makes a value of layout `info` read from memory whole: an element never
/// stored holds no box, and a vector must be one (of poison elements), as
/// the ops on vectors expect.
inline void completeLoaded(Slot &s, const ScalarInfo &info) {
  if (info.vector && !asBox(s))
    setPoison(s, info);
}

/// Reads an integer or index attribute's value, sign-extended.
int64_t getIntAttrValue(Attribute attr, int64_t fallback = 0);

} // namespace interp
} // namespace assay

#endif // ASSAY_VERIFY_INTERP_ENGINE_H
