//===- Replay.cpp - Running a function on values lane by lane -------------===//
//
// Interpreter::runFunction, the entry point that replays counterexamples:
// arguments and results cross the boundary as RuntimeValues (scalars and
// vectors lane by lane, memrefs as the content of their buffer), the run's
// diagnostics and output are captured rather than printed, and a stop on
// undefined behaviour is told apart from every other error.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "verify/interp/Engine.h"
#include "verify/interp/Interpreter.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::interp;

namespace {

/// Whether values of `type` cross the boundary as lanes: integers, indices
/// and floats, and vectors of them.
bool isLaneType(Type type) {
  if (auto vec = llvm::dyn_cast<VectorType>(type))
    type = vec.getElementType();
  return llvm::isa<IntegerType, IndexType, FloatType>(type);
}

/// Lanes a value of layout `info` has: a vector's elements, else one.
int64_t getLaneCount(const ScalarInfo &info) {
  return info.vector ? info.numElements : 1;
}

/// Stores lanes [first, first + getLaneCount(info)) of `v` in `s` as a
/// value of layout `info` (the lanes were checked to have its width). `s`
/// holds a box iff `info` is boxed; a box it held is released.
void packLanes(const RuntimeValue &v, size_t first, const ScalarInfo &info,
               Slot &s) {
  if (!info.vector) {
    writeInt(s, v.lanes[first]);
    s.poison = v.isPoison(first);
    return;
  }
  VectorBox *vec = newVector(info);
  for (int64_t k = 0; k < info.numElements; ++k) {
    writeInt(vec->elems[k], v.lanes[first + k]);
    vec->elems[k].poison = v.isPoison(first + k);
  }
  setBox(s, vec);
  s.poison = 0;
}

/// Appends the lanes of `s`, a value of layout `info`, to `v`.
void unpackLanes(const Slot &s, const ScalarInfo &info, RuntimeValue &v) {
  if (!info.vector) {
    v.lanes.push_back(readInt(s, info.width));
    v.poison.push_back(s.poison != 0);
    return;
  }
  auto *vec = static_cast<const VectorBox *>(asBox(s));
  for (int64_t k = 0; k < info.numElements; ++k) {
    if (!vec) {
      v.lanes.push_back(llvm::APInt::getZero(info.width));
      v.poison.push_back(true);
      continue;
    }
    v.lanes.push_back(readInt(vec->elems[k], info.width));
    v.poison.push_back(s.poison || vec->elems[k].poison);
  }
}

/// Appends the lanes of a poison value of layout `info` to `v`.
void appendPoisonLanes(const ScalarInfo &info, RuntimeValue &v) {
  for (int64_t k = 0; k < getLaneCount(info); ++k) {
    v.lanes.push_back(llvm::APInt::getZero(info.width));
    v.poison.push_back(true);
  }
}

/// The number of elements of `sizes`; false when it overflows.
bool getElementCount(llvm::ArrayRef<int64_t> sizes, int64_t &count) {
  count = 1;
  for (int64_t size : sizes)
    if (__builtin_mul_overflow(count, size, &count))
      return false;
  return true;
}

/// Calls `fn(k, at)` for the elements of `box` in row-major order: `k`
/// counts them, `at` is where the layout puts element `k` in the
/// allocation, or -1 where computing that overflows.
template <class Fn> void forEachElement(const MemRefBox &box, Fn fn) {
  int64_t count;
  if (!getElementCount(box.sizes, count) || count == 0)
    return;
  llvm::SmallVector<int64_t, 4> index(box.getRank(), 0);
  for (int64_t k = 0; k < count; ++k) {
    int64_t at = box.offset, step;
    for (int64_t d = 0; d < box.getRank() && at >= 0; ++d)
      if (__builtin_mul_overflow(index[d], box.strides[d], &step) ||
          __builtin_add_overflow(at, step, &at))
        at = -1;
    fn(k, at);
    for (int64_t d = box.getRank() - 1; d >= 0; --d) {
      if (++index[d] < box.sizes[d])
        break;
      index[d] = 0;
    }
  }
}

/// Whether element `at` of `box` (-1: an address that overflows) can be
/// read: it lies in a live allocation.
bool isReadable(const MemRefBox &box, int64_t at) {
  if (at < 0 || !box.alloc || !box.alloc->alive)
    return false;
  // A view of bytes multiplies the index by the element's bytes.
  if (box.isByteView() && at > INT64_MAX / int64_t(box.elemBytes) - 1)
    return false;
  return elementInAllocation(box, at);
}

/// The arguments of one runFunction call as slots, and the values read
/// back from the run.
class Replay {
public:
  Replay(Machine &m, Function &fn, llvm::ArrayRef<RuntimeValue> args)
      : m(m), fn(fn), args(args), slots(args.size()),
        descriptors(args.size(), nullptr) {}
  ~Replay() {
    for (size_t i = 0; i < slots.size(); ++i)
      if (Compiler::isBoxed(fn.argTypes[i]))
        setBox(slots[i], nullptr);
  }

  /// Turns the arguments into slots, giving memref arguments their
  /// buffers; failure after an error at the function.
  LogicalResult prepare();
  llvm::ArrayRef<Slot> getSlots() const { return slots; }

  /// Reads `slot`, a value of `type` the function returned, into `v`;
  /// failure after an error at the function.
  LogicalResult readResult(const Slot &slot, Type type, unsigned index,
                           RuntimeValue &v);
  /// The arguments after the run: memrefs with their buffers' content.
  void readFinalArgs(llvm::SmallVectorImpl<RuntimeValue> &out);

private:
  InFlightDiagnostic error(unsigned index) {
    return fn.op->emitError()
           << "argument #" << index << " of '@" << fn.name << "': ";
  }
  LogicalResult checkLanes(unsigned index, size_t count, unsigned width);
  LogicalResult prepareMemRef(unsigned index, MemRefType type);
  LogicalResult allocateBuffers();
  /// Reads the elements of `box` (null or `poison`: a poison memref) into
  /// `v`; failure after an error naming `what` when they are too many.
  LogicalResult readMemRef(const MemRefBox *box, bool poison, Type elemType,
                           const llvm::Twine &what, RuntimeValue &v);

  Machine &m;
  Function &fn;
  llvm::ArrayRef<RuntimeValue> args;
  llvm::SmallVector<Slot, 4> slots;
  /// Per memref argument: its descriptor (owned by its slot).
  llvm::SmallVector<MemRefBox *, 4> descriptors;
  /// Per memref argument that owns its buffer: the elements the buffer
  /// needs (its own and those of the arguments aliasing it).
  llvm::SmallDenseMap<unsigned, int64_t> extents;
};

} // namespace

LogicalResult Replay::checkLanes(unsigned index, size_t count, unsigned width) {
  const RuntimeValue &v = args[index];
  if (v.lanes.size() != count)
    return error(index) << "expected " << count << " lanes, got "
                        << v.lanes.size();
  if (!v.poison.empty() && v.poison.size() != count)
    return error(index) << "expected " << count << " poison flags, got "
                        << v.poison.size();
  for (size_t k = 0; k < count; ++k)
    if (v.lanes[k].getBitWidth() != width)
      return error(index) << "lane " << k << " has " << v.lanes[k].getBitWidth()
                          << " bits, expected " << width;
  return success();
}

LogicalResult Replay::prepareMemRef(unsigned index, MemRefType type) {
  const RuntimeValue &v = args[index];
  Type elemType = type.getElementType();
  if (!isLaneType(elemType))
    return error(index) << "the interpreter cannot pass a memref of "
                        << elemType;
  llvm::SmallVector<int64_t, 4> sizes(type.getShape());
  if (!v.shape.empty() || !type.hasStaticShape()) {
    if (v.shape.size() != sizes.size())
      return error(index) << "expected " << sizes.size() << " sizes, got "
                          << v.shape.size();
    for (size_t d = 0; d < sizes.size(); ++d) {
      if (v.shape[d] < 0)
        return error(index) << "negative size " << v.shape[d];
      if (!ShapedType::isDynamic(sizes[d]) && sizes[d] != v.shape[d])
        return error(index) << "size " << v.shape[d] << " of dimension " << d
                            << " does not match " << type;
      sizes[d] = v.shape[d];
    }
  }
  int64_t count;
  if (!getElementCount(sizes, count))
    return error(index) << "its number of elements overflows 64 bits";

  auto *box = new MemRefBox();
  setBox(slots[index], box);
  descriptors[index] = box;
  box->sizes.assign(sizes.begin(), sizes.end());
  if (failed(layoutOf(type, sizes, box->strides, box->offset)))
    return error(index) << "the interpreter cannot lay out " << type;

  ScalarInfo elemInfo = Compiler::getInfo(elemType);
  unsigned owner = index;
  if (v.aliasOf >= 0) {
    if (unsigned(v.aliasOf) >= index || !descriptors[v.aliasOf])
      return error(index) << "it can alias only an earlier memref argument";
    owner = unsigned(v.aliasOf);
    while (args[owner].aliasOf >= 0)
      owner = unsigned(args[owner].aliasOf);
    if (llvm::cast<MemRefType>(fn.argTypes[owner]).getElementType() != elemType)
      return error(index) << "it cannot alias argument #" << v.aliasOf
                          << ", whose elements are of another type";
    if (!v.lanes.empty())
      return error(index) << "it aliases argument #" << v.aliasOf
                          << " and must not have lanes of its own";
    if (v.aliasOffset < 0 ||
        __builtin_add_overflow(box->offset, v.aliasOffset, &box->offset))
      return error(index) << "alias offset " << v.aliasOffset
                          << " is out of range";
  } else if (failed(checkLanes(index, size_t(count) * getLaneCount(elemInfo),
                               elemInfo.width))) {
    return failure();
  }
  int64_t extent;
  if (!getReachedExtent(*box, extent))
    return error(index) << "its buffer's size overflows 64 bits";
  int64_t &ownerExtent = extents[owner];
  ownerExtent = std::max(ownerExtent, extent);
  return success();
}

LogicalResult Replay::allocateBuffers() {
  for (unsigned i = 0; i < args.size(); ++i) {
    if (!descriptors[i] || args[i].aliasOf >= 0)
      continue;
    MemRefBox &box = *descriptors[i];
    Type elemType = llvm::cast<MemRefType>(fn.argTypes[i]).getElementType();
    ScalarInfo elemInfo = Compiler::getInfo(elemType);
    int64_t extent = extents[i];
    uint64_t bytes = getAllocationBytes(extent, elemInfo);
    if (!m.chargeMemory(nullptr, fn.op, bytes,
                        "the buffer of argument #" + llvm::Twine(i) + " (" +
                            llvm::Twine(extent) + " elements)"))
      return failure();
    box.alloc = Allocation::create(extent, getStorage(elemInfo),
                                   Allocation::Origin::Heap);
    if (!box.alloc) {
      m.memoryInUse -= bytes;
      return error(i) << "out of host memory for its buffer of " << extent
                      << " elements";
    }
    box.alloc->footprint = bytes;
    Slot element;
    int64_t lanes = getLaneCount(elemInfo);
    forEachElement(box, [&](int64_t k, int64_t at) {
      packLanes(args[i], size_t(k * lanes), elemInfo, element);
      writeElement(box, at, element);
    });
    if (elemInfo.boxed)
      setBox(element, nullptr);
  }
  // The aliases, once their owners have buffers.
  for (unsigned i = 0; i < args.size(); ++i) {
    if (!descriptors[i] || args[i].aliasOf < 0)
      continue;
    Allocation *shared = descriptors[args[i].aliasOf]->alloc;
    retainAlloc(shared);
    descriptors[i]->alloc = shared;
  }
  return success();
}

LogicalResult Replay::prepare() {
  for (unsigned i = 0; i < args.size(); ++i) {
    const RuntimeValue &v = args[i];
    Type type = fn.argTypes[i];
    if (v.type && v.type != type)
      return error(i) << "a value of type " << v.type << " for a parameter of "
                      << type;
    if (auto memref = llvm::dyn_cast<MemRefType>(type)) {
      if (failed(prepareMemRef(i, memref)))
        return failure();
      continue;
    }
    if (v.aliasOf >= 0)
      return error(i) << "only memrefs can alias";
    if (!isLaneType(type))
      return error(i) << "the interpreter cannot pass a value of type " << type;
    ScalarInfo info = Compiler::getInfo(type);
    if (failed(checkLanes(i, getLaneCount(info), info.width)))
      return failure();
    packLanes(v, 0, info, slots[i]);
  }
  return allocateBuffers();
}

LogicalResult Replay::readMemRef(const MemRefBox *box, bool poison,
                                 Type elemType, const llvm::Twine &what,
                                 RuntimeValue &v) {
  if (poison || !box) {
    v.poison.push_back(true);
    return success();
  }
  v.shape.assign(box->sizes.begin(), box->sizes.end());
  ScalarInfo elemInfo = Compiler::getInfo(elemType);
  int64_t count, lanes;
  // APInts of up to 64 bits and their poison flags: a result the memory
  // limit (the default one when it is off) would not let the program hold
  // is refused, not read.
  constexpr uint64_t kLaneBytes = sizeof(llvm::APInt) + 1;
  uint64_t limit = m.options.maxMemory ? m.options.maxMemory
                                       : InterpreterOptions().maxMemory;
  if (!getElementCount(box->sizes, count) ||
      __builtin_mul_overflow(count, getLaneCount(elemInfo), &lanes) ||
      uint64_t(lanes) > limit / kLaneBytes)
    return fn.op->emitError()
           << what << " has too many elements to read back (" << limit
           << " bytes may hold " << limit / kLaneBytes << " lanes)";
  v.lanes.reserve(lanes);
  v.poison.reserve(lanes);
  Slot element;
  forEachElement(*box, [&](int64_t, int64_t at) {
    if (!isReadable(*box, at))
      return appendPoisonLanes(elemInfo, v);
    readElement(*box, at, element);
    completeLoaded(element, elemInfo);
    unpackLanes(element, elemInfo, v);
  });
  if (elemInfo.boxed)
    setBox(element, nullptr);
  return success();
}

LogicalResult Replay::readResult(const Slot &slot, Type type, unsigned index,
                                 RuntimeValue &v) {
  v.type = type;
  if (auto memref = llvm::dyn_cast<BaseMemRefType>(type))
    return readMemRef(static_cast<const MemRefBox *>(asBox(slot)),
                      slot.poison != 0, memref.getElementType(),
                      "result #" + llvm::Twine(index), v);
  if (!isLaneType(type))
    return fn.op->emitError()
           << "the interpreter cannot return a value of "
           << "type " << type << " (result #" << index << ")";
  unpackLanes(slot, Compiler::getInfo(type), v);
  return success();
}

void Replay::readFinalArgs(llvm::SmallVectorImpl<RuntimeValue> &out) {
  for (unsigned i = 0; i < args.size(); ++i) {
    RuntimeValue &v = out.emplace_back();
    if (!descriptors[i]) {
      v = args[i];
      v.type = fn.argTypes[i];
      continue;
    }
    v.type = fn.argTypes[i];
    v.aliasOf = args[i].aliasOf;
    v.aliasOffset = args[i].aliasOffset;
    // Arguments are few and small: the limit was checked when they were
    // made.
    (void)readMemRef(descriptors[i], false,
                     llvm::cast<MemRefType>(v.type).getElementType(),
                     "argument #" + llvm::Twine(i), v);
  }
}

RunOutcome Interpreter::runFunction(llvm::StringRef name,
                                    llvm::ArrayRef<RuntimeValue> args) {
  RunOutcome outcome;
  // Diagnostics as a tool prints them (`file:line:col: error: ...`), without
  // the source lines: no buffer is known.
  llvm::SourceMgr noSources;
  llvm::raw_string_ostream message(outcome.message);
  SourceMgrDiagnosticHandler capture(noSources, module->getContext(), message);
  Function *fn = lookup(name, args.size());
  if (!fn)
    return outcome;

  InterpreterOptions runOptions = options;
  llvm::raw_string_ostream printed(outcome.printed);
  runOptions.output = &printed;
  runOptions.errorOutput = &printed;
  Machine machine(*program, runOptions);
  Replay replay(machine, *fn, args);
  if (failed(replay.prepare()))
    return outcome;

  llvm::SmallVector<Slot, 4> results;
  LogicalResult ran = machine.call(fn, replay.getSlots(), results);
  executedOps += machine.steps;
  printed.flush();
  replay.readFinalArgs(outcome.finalArgs);
  if (failed(ran)) {
    if (machine.ubOp) {
      outcome.status = RunStatus::UndefinedBehavior;
      outcome.ubReason = machine.ubReason;
      outcome.ubLoc = machine.ubOp->getLoc();
    }
    return outcome;
  }

  outcome.status = RunStatus::Ok;
  for (unsigned i = 0; i < results.size() && i < fn->resultTypes.size(); ++i) {
    Type type = fn->resultTypes[i];
    if (failed(replay.readResult(results[i], type, i,
                                 outcome.results.emplace_back())))
      outcome.status = RunStatus::Error;
    if (Compiler::isBoxed(type))
      setBox(results[i], nullptr);
  }
  if (outcome.status != RunStatus::Ok)
    outcome.results.clear();
  return outcome;
}
