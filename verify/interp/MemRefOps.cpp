//===- MemRefOps.cpp - Memory in the interpreter --------------------------===//
//
// The meaning of the memref dialect: allocations, loads and stores with
// bounds and lifetime checks, views (subview, reinterpret_cast,
// expand_shape, collapse_shape, cast, transpose, reshape) as new descriptors
// over the same allocation, views of bytes (memref.view: an i8 buffer read
// and written as elements of another type), globals, copies and atomics.
// docs/semantics.md (section memref) states the rules; in short, each is
// undefined behaviour and stops the run with the op's location:
//   - an index outside its dimension, or an address outside the allocation;
//   - any access to, or dealloc of, memory that was freed;
//   - a poison memref, index, size or stored-to address;
//   - a dealloc of memory not from memref.alloc, a store to a constant
//     global, a cast or copy whose shapes disagree at run time.
// Memory never stored to reads as poison.
//
//===----------------------------------------------------------------------===//
#include "dialects/ConcreteDomain.h"
#include "dialects/arith/ArithSemantics.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "verify/interp/Engine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

using namespace assay;
using namespace assay::interp;

//===----------------------------------------------------------------------===//
// Elements, typed and as bytes
//===----------------------------------------------------------------------===//

bool interp::elementInAllocation(const MemRefBox &box, int64_t at) {
  if (!box.isByteView())
    return at >= 0 && at < box.alloc->size;
  int64_t first = box.byteShift + at * int64_t(box.elemBytes);
  return at >= 0 && first >= 0 &&
         first + int64_t(box.storeBytes) <= box.alloc->size;
}

/// Assembles a `width`-bit scalar from the bytes of `a` from byte `at` on
/// (little-endian; poison if any of its bits is).
static void decodeScalar(const Allocation &a, int64_t at, unsigned width,
                         Slot &out) {
  unsigned n = (width + 7) / 8;
  if (n <= 8) {
    uint64_t v = 0, poison = 0;
    for (unsigned i = 0; i < n; ++i) {
      v |= uint64_t(a.data[at + i]) << (8 * i);
      poison |= uint64_t(a.getPoisonBits(at + i)) << (8 * i);
    }
    uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
    out.bits = v & mask;
    out.poison = (poison & mask) != 0;
    return;
  }
  llvm::APInt v(n * 8, 0), poison(n * 8, 0);
  for (unsigned i = 0; i < n; ++i) {
    v.insertBits(uint64_t(a.data[at + i]), 8 * i, 8);
    poison.insertBits(uint64_t(a.getPoisonBits(at + i)), 8 * i, 8);
  }
  writeInt(out, v.trunc(width));
  out.poison = poison.trunc(width).isZero() ? 0 : 1;
}

/// Spreads a `width`-bit scalar over the bytes of `a` from byte `at` on
/// (zero-extended to whole bytes).
static void encodeScalar(const Slot &in, unsigned width, Allocation &a,
                         int64_t at) {
  unsigned n = (width + 7) / 8;
  uint8_t poison = in.poison ? 0xff : 0;
  if (width <= 64) {
    for (unsigned i = 0; i < n; ++i)
      a.setByte(at + i, uint8_t(in.bits >> (8 * i)), poison);
    return;
  }
  llvm::APInt v = readInt(in, width).zext(n * 8);
  for (unsigned i = 0; i < n; ++i)
    a.setByte(at + i, uint8_t(v.extractBitsAsZExtValue(8, 8 * i)), poison);
}

/// Whether elements of the vector layout `info` fill whole bytes each, so
/// they can be decoded one by one.
static bool hasByteElements(const ScalarInfo &info) {
  return info.width % 8 == 0;
}

/// Assembles a vector whose elements do not fill whole bytes (vector<8xi1>,
/// vector<3xi4>): the vector's bits are those of an integer of
/// `numElements * width` bits, element 0 in the low bits, made of the bytes
/// of `a` from byte `at` on, little-endian; an element is poison if any of
/// its bits is.
static void decodePackedVector(const Allocation &a, int64_t at,
                               const ScalarInfo &info, VectorBox &vec) {
  unsigned bits = unsigned(info.numElements) * info.width;
  unsigned n = (bits + 7) / 8;
  llvm::APInt value(n * 8, 0), poison(n * 8, 0);
  for (unsigned i = 0; i < n; ++i) {
    value.insertBits(uint64_t(a.data[at + i]), 8 * i, 8);
    poison.insertBits(uint64_t(a.getPoisonBits(at + i)), 8 * i, 8);
  }
  for (int64_t i = 0; i < info.numElements; ++i) {
    unsigned bit = unsigned(i) * info.width;
    writeInt(vec.elems[i], value.extractBits(info.width, bit));
    vec.elems[i].poison = poison.extractBits(info.width, bit).isZero() ? 0 : 1;
  }
}

/// Spreads a vector whose elements do not fill whole bytes over the bytes
/// of `a` from byte `at` on (the inverse of decodePackedVector; the bits
/// past the last element are zero). `vec` is null, or `allPoison` set, for
/// a poison vector.
static void encodePackedVector(const VectorBox *vec, bool allPoison,
                               const ScalarInfo &info, Allocation &a,
                               int64_t at) {
  unsigned bits = unsigned(info.numElements) * info.width;
  unsigned n = (bits + 7) / 8;
  llvm::APInt value(n * 8, 0), poison(n * 8, 0);
  for (int64_t i = 0; i < info.numElements; ++i) {
    unsigned bit = unsigned(i) * info.width;
    if (allPoison || !vec || vec->elems[i].poison) {
      poison.setBits(bit, bit + info.width);
      continue;
    }
    value.insertBits(readInt(vec->elems[i], info.width), bit);
  }
  for (unsigned i = 0; i < n; ++i)
    a.setByte(at + i, uint8_t(value.extractBitsAsZExtValue(8, 8 * i)),
              uint8_t(poison.extractBitsAsZExtValue(8, 8 * i)));
}

void interp::readElement(const MemRefBox &box, int64_t at, Slot &out) {
  const Allocation &a = *box.alloc;
  if (!box.isByteView())
    return a.load(at, out);
  int64_t first = box.byteShift + at * int64_t(box.elemBytes);
  const ScalarInfo &info = *box.elemInfo;
  if (!info.vector)
    return decodeScalar(a, first, info.width, out);
  VectorBox *vec = newVector(info);
  if (hasByteElements(info)) {
    for (int64_t i = 0; i < info.numElements; ++i)
      decodeScalar(a, first + i * (info.width / 8), info.width, vec->elems[i]);
  } else {
    decodePackedVector(a, first, info, *vec);
  }
  setBox(out, vec);
  out.poison = 0;
}

void interp::writeElement(const MemRefBox &box, int64_t at, const Slot &in) {
  Allocation &a = *box.alloc;
  if (!box.isByteView())
    return a.store(at, in);
  int64_t first = box.byteShift + at * int64_t(box.elemBytes);
  const ScalarInfo &info = *box.elemInfo;
  if (!info.vector)
    return encodeScalar(in, info.width, a, first);
  auto *vec = static_cast<VectorBox *>(asBox(in));
  if (!hasByteElements(info))
    return encodePackedVector(vec, in.poison, info, a, first);
  for (int64_t i = 0; i < info.numElements; ++i) {
    Slot elem = vec ? vec->elems[i] : Slot{0, 1};
    if (in.poison)
      elem.poison = 1;
    encodeScalar(elem, info.width, a, first + i * (info.width / 8));
  }
}

bool interp::elementsInAllocation(const MemRefBox &box) {
  int64_t lo = box.offset, hi = box.offset;
  for (int64_t i = 0; i < box.getRank(); ++i) {
    if (box.sizes[i] == 0)
      return true;
    int64_t span = (box.sizes[i] - 1) * box.strides[i];
    (span < 0 ? lo : hi) += span;
  }
  return elementInAllocation(box, lo) && elementInAllocation(box, hi);
}

namespace {

//===----------------------------------------------------------------------===//
// Descriptors and addresses
//===----------------------------------------------------------------------===//

MemRefBox *getMemRef(const Slot &s) {
  return static_cast<MemRefBox *>(asBox(s));
}

/// Checks that the memref in `s` may be used; raises UB otherwise.
bool checkLive(Machine &m, const Instr *ip, const Slot &s, MemRefBox *&box) {
  box = getMemRef(s);
  if (s.poison || !box) {
    m.raiseUB(ip, "poison memref");
    return false;
  }
  if (!box->alloc->alive) {
    m.raiseUB(ip, "use after free (the memref was deallocated)");
    return false;
  }
  return true;
}

/// The element addressed by `box` at the indices in `idx`; false after
/// raising UB.
bool address(Machine &m, const Instr *ip, const Slot &mem, const uint32_t *idx,
             unsigned rank, MemRefBox *&box, int64_t &linear) {
  if (!checkLive(m, ip, mem, box))
    return false;
  if (box->getRank() != int64_t(rank)) {
    m.raiseUB(ip, "access with the wrong number of indices");
    return false;
  }
  int64_t at = box->offset;
  for (unsigned i = 0; i < rank; ++i) {
    const Slot &s = m.fp[idx[i]];
    if (s.poison) {
      m.raiseUB(ip, "poison index");
      return false;
    }
    int64_t v = int64_t(s.bits);
    if (v < 0 || v >= box->sizes[i]) {
      m.raiseUB(ip, llvm::Twine("out-of-bounds access: index ") +
                        llvm::Twine(v) + " in dimension " + llvm::Twine(i) +
                        " of size " + llvm::Twine(box->sizes[i]));
      return false;
    }
    at += v * box->strides[i];
  }
  bool inside = LLVM_LIKELY(!box->isByteView())
                    ? at >= 0 && at < box->alloc->size
                    : elementInAllocation(*box, at);
  if (!inside) {
    if (box->isByteView())
      m.raiseUB(ip, llvm::Twine("out-of-bounds access: bytes ") +
                        llvm::Twine(box->byteShift + at * box->elemBytes) +
                        " to " +
                        llvm::Twine(box->byteShift + at * box->elemBytes +
                                    box->storeBytes - 1) +
                        " of a buffer of " + llvm::Twine(box->alloc->size) +
                        " bytes");
    else
      m.raiseUB(ip, llvm::Twine("out-of-bounds access: element ") +
                        llvm::Twine(at) + " of an allocation of " +
                        llvm::Twine(box->alloc->size) + " elements");
    return false;
  }
  linear = at;
  return true;
}

} // namespace

llvm::SmallVector<int64_t, 4>
interp::identityStrides(llvm::ArrayRef<int64_t> sizes) {
  llvm::SmallVector<int64_t, 4> strides(sizes.size());
  int64_t running = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = running;
    running *= std::max<int64_t>(sizes[i], 1);
  }
  return strides;
}

LogicalResult interp::layoutOf(MemRefType type, llvm::ArrayRef<int64_t> sizes,
                               llvm::SmallVectorImpl<int64_t> &strides,
                               int64_t &offset) {
  if (!type.getLayout()) {
    auto id = identityStrides(sizes);
    strides.assign(id.begin(), id.end());
    offset = 0;
    return success();
  }
  // A layout under which elements share an address (an affine map that
  // skips a dimension) is not strided, but still addressable.
  if (failed(memref::getLinearLayout(type, strides, offset)))
    return failure();
  // Dynamic strides of an identity-like layout follow the sizes.
  auto id = identityStrides(sizes);
  for (size_t i = 0; i < strides.size(); ++i)
    if (ShapedType::isDynamic(strides[i]))
      strides[i] = id[i];
  if (ShapedType::isDynamic(offset))
    offset = 0;
  return success();
}

bool interp::getReachedExtent(const MemRefBox &box, int64_t &extent) {
  // The last element's index, plus one.
  extent = box.offset;
  bool empty = false, overflow = box.offset < 0;
  for (int64_t i = 0; i < box.getRank(); ++i) {
    int64_t span;
    if (box.sizes[i] == 0)
      empty = true;
    else if (__builtin_mul_overflow(box.sizes[i] - 1, box.strides[i], &span) ||
             __builtin_add_overflow(extent, span, &extent))
      overflow = true;
  }
  if (empty) {
    extent = 0;
    return true;
  }
  return !overflow && !__builtin_add_overflow(extent, 1, &extent);
}

namespace {

/// Per-record data of ops that build descriptors.
struct ViewData {
  MemRefType resultType;
  llvm::SmallVector<int64_t, 4> staticOffsets, staticSizes, staticStrides;
  /// Operand index of the first dynamic offset, size and stride.
  unsigned dynOffsets = 0, dynSizes = 0, dynStrides = 0;
  /// Subview: the dimensions dropped by rank reduction.
  llvm::SmallVector<bool, 4> dropped;
  /// expand/collapse_shape: the groups.
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>, 4> groups;
  /// transpose: result dim i is source dim perm[i].
  llvm::SmallVector<unsigned, 4> perm;
  /// alloc, alloca, realloc: the layout of the elements; view: of the
  /// viewed elements, with their bytes below.
  ScalarInfo elemInfo;
  uint32_t elemBytes = 0, storeBytes = 0;
};

/// Reads mixed static/dynamic values; false after raising UB on poison.
bool mixed(Machine &m, const Instr *ip, llvm::ArrayRef<int64_t> statics,
           unsigned firstDyn, llvm::SmallVectorImpl<int64_t> &out) {
  unsigned dyn = firstDyn;
  out.clear();
  for (int64_t s : statics) {
    if (!ShapedType::isDynamic(s)) {
      out.push_back(s);
      continue;
    }
    const Slot &v = m.fp[ip->in[dyn++]];
    if (v.poison) {
      m.raiseUB(ip, "poison size, offset or stride");
      return false;
    }
    out.push_back(int64_t(v.bits));
  }
  return true;
}

/// Stores a new descriptor in the op's first result.
void setResult(Machine &m, const Instr *ip, MemRefBox *box) {
  Slot &s = m.fp[ip->out[0]];
  setBox(s, box);
  s.poison = 0;
}

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

const Instr *doAlloc(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefType type = data->resultType;
  llvm::SmallVector<int64_t, 4> sizes;
  unsigned dyn = 0;
  for (int64_t s : type.getShape()) {
    if (!ShapedType::isDynamic(s)) {
      sizes.push_back(s);
      continue;
    }
    const Slot &v = m.fp[ip->in[dyn++]];
    if (v.poison)
      return m.raiseUB(ip, "poison allocation size");
    if (int64_t(v.bits) < 0)
      return m.raiseUB(ip, llvm::Twine("negative allocation size ") +
                               llvm::Twine(int64_t(v.bits)));
    sizes.push_back(int64_t(v.bits));
  }
  auto *box = new MemRefBox();
  box->sizes.assign(sizes.begin(), sizes.end());
  if (failed(layoutOf(type, sizes, box->strides, box->offset))) {
    delete box;
    return m.raiseError(ip, "the interpreter cannot allocate this layout");
  }
  int64_t extent;
  if (!getReachedExtent(*box, extent)) {
    delete box;
    return m.raiseError(ip, "the allocation's size overflows 64 bits");
  }
  box->alloc =
      m.allocate(ip, extent, data->elemInfo,
                 ip->a ? Allocation::Origin::Stack : Allocation::Origin::Heap);
  if (!box->alloc) {
    delete box;
    return nullptr;
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doDealloc(Machine &m, const Instr *ip) {
  const Slot &s = m.fp[ip->in[0]];
  MemRefBox *box = getMemRef(s);
  if (s.poison || !box)
    return m.raiseUB(ip, "poison memref");
  Allocation *a = box->alloc;
  if (!a->alive)
    return m.raiseUB(ip, "double free (the memref was already deallocated)");
  if (a->origin != Allocation::Origin::Heap)
    return m.raiseUB(ip, a->origin == Allocation::Origin::Stack
                             ? "dealloc of memory from memref.alloca"
                             : "dealloc of a global");
  m.freeAllocation(a);
  return m.next(ip);
}

/// memref.load, instantiated per element storage `K` (the memref type's):
/// scalars go straight from the packed elements to the slot.
template <ElemStorage K> const Instr *doLoad(Machine &m, const Instr *ip) {
  MemRefBox *box;
  int64_t at;
  if (!address(m, ip, m.fp[ip->in[0]], ip->in + 1, ip->nin - 1, box, at))
    return nullptr;
  Slot &out = m.fp[ip->out[0]];
  if (LLVM_UNLIKELY(box->isByteView())) {
    readElement(*box, at, out);
    return m.next(ip);
  }
  const Allocation &a = *box->alloc;
  assert(a.storage == K && "a memref's elements have its type's storage");
  if constexpr (K == ElemStorage::Boxed) {
    a.load(at, out);
    completeLoaded(out, ip->outInfo);
  } else {
    out.bits = a.getBitsAs<K>(at);
    out.poison = a.isPoisonAs<K>(at);
  }
  return m.next(ip);
}

/// memref.store, per element storage as doLoad.
template <ElemStorage K> const Instr *doStore(Machine &m, const Instr *ip) {
  MemRefBox *box;
  int64_t at;
  if (!address(m, ip, m.fp[ip->in[1]], ip->in + 2, ip->nin - 2, box, at))
    return nullptr;
  Allocation &a = *box->alloc;
  if (a.readOnly)
    return m.raiseUB(ip,
                     llvm::Twine("store to constant global '@") + a.name + "'");
  const Slot &in = m.fp[ip->in[0]];
  if (LLVM_UNLIKELY(box->isByteView())) {
    writeElement(*box, at, in);
    return m.next(ip);
  }
  assert(a.storage == K && "a memref's elements have its type's storage");
  if constexpr (K == ElemStorage::Boxed) {
    a.store(at, in);
  } else {
    a.setBitsAs<K>(at, in.bits);
    a.setPoisonAs<K>(at, in.poison != 0);
  }
  return m.next(ip);
}

/// dim and rank read the descriptor only, never memory: on freed memory
/// they still answer, and on a poison memref they give poison. So a dim with
/// a constant index in range may run where it would not have (LICM).
/// Writes a poison index to `out` and returns null when `s` is poison.
static MemRefBox *getDescriptorOrPoison(const Slot &s, Slot &out) {
  MemRefBox *box = getMemRef(s);
  if (s.poison || !box) {
    out.bits = 0;
    out.poison = 1;
    return nullptr;
  }
  return box;
}

const Instr *doDim(Machine &m, const Instr *ip) {
  const Slot &idx = m.fp[ip->in[1]];
  if (idx.poison)
    return m.raiseUB(ip, "poison dimension index");
  MemRefBox *box = getDescriptorOrPoison(m.fp[ip->in[0]], m.fp[ip->out[0]]);
  if (!box)
    return m.next(ip);
  int64_t i = int64_t(idx.bits);
  if (i < 0 || i >= box->getRank())
    return m.raiseUB(ip, llvm::Twine("dimension index ") + llvm::Twine(i) +
                             " out of range for a memref of rank " +
                             llvm::Twine(box->getRank()));
  Slot &out = m.fp[ip->out[0]];
  out.bits = uint64_t(box->sizes[i]);
  out.poison = 0;
  return m.next(ip);
}

const Instr *doRank(Machine &m, const Instr *ip) {
  MemRefBox *box = getDescriptorOrPoison(m.fp[ip->in[0]], m.fp[ip->out[0]]);
  if (!box)
    return m.next(ip);
  Slot &out = m.fp[ip->out[0]];
  out.bits = uint64_t(box->getRank());
  out.poison = 0;
  return m.next(ip);
}

/// Raises UB unless the descriptor `box` has the offset and strides that
/// `type` states statically: a memref's type is an assertion about its
/// descriptor, which the folds rely on (docs/semantics.md). `verb` names
/// what the op does (`cast`, `reinterpret_cast`). The sizes are checked by
/// the caller.
static bool holdsStaticLayout(Machine &m, const Instr *ip, const MemRefBox &box,
                              MemRefType type, llvm::StringRef verb) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset;
  if (failed(memref::getStridesAndOffset(type, strides, offset)))
    return true;
  if (!ShapedType::isDynamic(offset) && offset != box.offset) {
    m.raiseUB(ip, verb + " to offset " + llvm::Twine(offset) +
                      " of a memref with offset " + llvm::Twine(box.offset));
    return false;
  }
  for (size_t i = 0; i < strides.size() && i < box.strides.size(); ++i)
    if (!ShapedType::isDynamic(strides[i]) && strides[i] != box.strides[i]) {
      m.raiseUB(ip, verb + " to stride " + llvm::Twine(strides[i]) +
                        " of dimension " + llvm::Twine(i) +
                        ", which has stride " + llvm::Twine(box.strides[i]));
      return false;
    }
  return true;
}

/// memref.cast and memory_space_cast: the same descriptor; a ranked
/// result's static sizes, offset and strides must hold.
const Instr *doCast(Machine &m, const Instr *ip) {
  const Slot &s = m.fp[ip->in[0]];
  MemRefBox *box = getMemRef(s);
  if (!s.poison && box && ip->p) {
    auto *data = static_cast<const ViewData *>(ip->p);
    llvm::ArrayRef<int64_t> shape = data->resultType.getShape();
    if (int64_t(shape.size()) != box->getRank())
      return m.raiseUB(ip, llvm::Twine("cast of a memref of rank ") +
                               llvm::Twine(box->getRank()) + " to rank " +
                               llvm::Twine(shape.size()));
    for (size_t i = 0; i < shape.size(); ++i)
      if (!ShapedType::isDynamic(shape[i]) && shape[i] != box->sizes[i])
        return m.raiseUB(ip, llvm::Twine("cast to size ") +
                                 llvm::Twine(shape[i]) + " of dimension " +
                                 llvm::Twine(i) + ", which has size " +
                                 llvm::Twine(box->sizes[i]));
    if (!holdsStaticLayout(m, ip, *box, data->resultType, "cast"))
      return nullptr;
  }
  copySlot(m.fp[ip->out[0]], s, true);
  return m.next(ip);
}

const Instr *doGetGlobal(Machine &m, const Instr *ip) {
  auto *global = static_cast<const Program::Global *>(ip->p);
  auto *box = new MemRefBox();
  retainAlloc(global->alloc);
  box->alloc = global->alloc;
  llvm::ArrayRef<int64_t> shape = global->type.getShape();
  box->sizes.assign(shape.begin(), shape.end());
  if (failed(layoutOf(global->type, shape, box->strides, box->offset))) {
    delete box;
    return m.raiseError(ip, "the interpreter cannot address this layout");
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doSubView(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  llvm::SmallVector<int64_t, 4> offsets, sizes, strides;
  if (!mixed(m, ip, data->staticOffsets, data->dynOffsets, offsets) ||
      !mixed(m, ip, data->staticSizes, data->dynSizes, sizes) ||
      !mixed(m, ip, data->staticStrides, data->dynStrides, strides))
    return nullptr;
  if (int64_t(offsets.size()) != src->getRank())
    return m.raiseUB(ip, "subview of a memref of another rank");
  MemRefBox *box = src->derive();
  box->offset = src->offset;
  for (int64_t i = 0; i < src->getRank(); ++i) {
    int64_t last = offsets[i] + (sizes[i] - 1) * strides[i];
    if (offsets[i] < 0 || sizes[i] < 0 || offsets[i] > src->sizes[i] ||
        (sizes[i] > 0 && (last < 0 || last >= src->sizes[i]))) {
      delete box;
      return m.raiseUB(ip, llvm::Twine("subview out of bounds in dimension ") +
                               llvm::Twine(i) + ": offset " +
                               llvm::Twine(offsets[i]) + ", size " +
                               llvm::Twine(sizes[i]) + ", stride " +
                               llvm::Twine(strides[i]) + " in a size of " +
                               llvm::Twine(src->sizes[i]));
    }
    box->offset += offsets[i] * src->strides[i];
    if (i < int64_t(data->dropped.size()) && data->dropped[i])
      continue;
    box->sizes.push_back(sizes[i]);
    box->strides.push_back(strides[i] * src->strides[i]);
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doReinterpretCast(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  llvm::SmallVector<int64_t, 4> offsets, sizes, strides;
  if (!mixed(m, ip, data->staticOffsets, data->dynOffsets, offsets) ||
      !mixed(m, ip, data->staticSizes, data->dynSizes, sizes) ||
      !mixed(m, ip, data->staticStrides, data->dynStrides, strides))
    return nullptr;
  // Operands that give a size, offset or stride the result type states
  // statically must agree with it.
  llvm::ArrayRef<int64_t> shape = data->resultType.getShape();
  for (size_t i = 0; i < shape.size() && i < sizes.size(); ++i)
    if (!ShapedType::isDynamic(shape[i]) && shape[i] != sizes[i])
      return m.raiseUB(ip, llvm::Twine("reinterpret_cast to size ") +
                               llvm::Twine(shape[i]) + " of dimension " +
                               llvm::Twine(i) + " given size " +
                               llvm::Twine(sizes[i]));
  MemRefBox *box = src->derive();
  box->offset = offsets.empty() ? 0 : offsets[0];
  box->sizes.assign(sizes.begin(), sizes.end());
  box->strides.assign(strides.begin(), strides.end());
  if (!holdsStaticLayout(m, ip, *box, data->resultType, "reinterpret_cast")) {
    delete box;
    return nullptr;
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doExpandShape(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  llvm::SmallVector<int64_t, 4> sizes;
  if (!mixed(m, ip, data->staticSizes, 1, sizes))
    return nullptr;
  MemRefBox *box = src->derive();
  box->offset = src->offset;
  box->sizes.assign(sizes.begin(), sizes.end());
  box->strides.assign(sizes.size(), 0);
  for (size_t g = 0; g < data->groups.size(); ++g) {
    int64_t stride = src->strides[g];
    int64_t product = 1;
    for (size_t k = data->groups[g].size(); k-- > 0;) {
      int64_t dim = data->groups[g][k];
      box->strides[dim] = stride;
      stride *= sizes[dim];
      product *= sizes[dim];
    }
    if (product != src->sizes[g]) {
      delete box;
      return m.raiseUB(ip, llvm::Twine("expand_shape of a dimension of size ") +
                               llvm::Twine(src->sizes[g]) + " into sizes of " +
                               "product " + llvm::Twine(product));
    }
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doCollapseShape(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  MemRefBox *box = src->derive();
  box->offset = src->offset;
  for (const auto &group : data->groups) {
    int64_t size = 1;
    for (int64_t dim : group)
      size *= src->sizes[dim];
    // The group's stride is its innermost non-unit dimension's.
    int64_t stride = group.empty() ? 1 : src->strides[group.back()];
    for (size_t k = group.size(); k-- > 0;)
      if (src->sizes[group[k]] != 1) {
        stride = src->strides[group[k]];
        break;
      }
    box->sizes.push_back(size);
    box->strides.push_back(stride);
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doTranspose(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  MemRefBox *box = src->derive();
  box->offset = src->offset;
  for (unsigned d : data->perm) {
    box->sizes.push_back(src->sizes[d]);
    box->strides.push_back(src->strides[d]);
  }
  setResult(m, ip, box);
  return m.next(ip);
}

const Instr *doExtractStridedMetadata(Machine &m, const Instr *ip) {
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  setResult(m, ip, src->derive());
  int64_t rank = src->getRank();
  auto put = [&](uint32_t i, int64_t v) {
    m.fp[ip->out[i]].bits = uint64_t(v);
    m.fp[ip->out[i]].poison = 0;
  };
  put(1, src->offset);
  for (int64_t i = 0; i < rank; ++i) {
    put(2 + i, src->sizes[i]);
    put(2 + rank + i, src->strides[i]);
  }
  return m.next(ip);
}

const Instr *doExtractPointer(Machine &m, const Instr *ip) {
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  m.fp[ip->out[0]].bits = reinterpret_cast<uintptr_t>(src->alloc->data);
  m.fp[ip->out[0]].poison = 0;
  return m.next(ip);
}

/// Calls `fn(srcIndex, dstIndex)` over every element of two same-shaped
/// descriptors in row-major order.
template <class Fn>
void forEachElement(const MemRefBox &a, const MemRefBox &b, Fn fn) {
  int64_t rank = a.getRank();
  for (int64_t s : a.sizes)
    if (s == 0)
      return;
  llvm::SmallVector<int64_t, 4> idx(rank, 0);
  while (true) {
    int64_t pa = a.offset, pb = b.offset;
    for (int64_t i = 0; i < rank; ++i) {
      pa += idx[i] * a.strides[i];
      pb += idx[i] * b.strides[i];
    }
    fn(pa, pb);
    int64_t k = rank - 1;
    for (; k >= 0; --k) {
      if (++idx[k] < a.sizes[k])
        break;
      idx[k] = 0;
    }
    if (k < 0)
      return;
  }
}

const Instr *doCopy(Machine &m, const Instr *ip) {
  MemRefBox *src, *dst;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src) ||
      !checkLive(m, ip, m.fp[ip->in[1]], dst))
    return nullptr;
  if (src->sizes != dst->sizes)
    return m.raiseUB(ip, "copy between memrefs of different shapes");
  if (!elementsInAllocation(*src) || !elementsInAllocation(*dst))
    return m.raiseUB(ip, "copy outside of an allocation");
  if (dst->alloc->readOnly)
    return m.raiseUB(ip, llvm::Twine("store to constant global '@") +
                             dst->alloc->name + "'");
  bool boxed = ip->a;
  if (src->isByteView() || dst->isByteView()) {
    // Through a temporary, so overlapping views of one buffer copy as if
    // the source were read first.
    std::vector<Slot> values;
    forEachElement(*src, *dst, [&](int64_t a, int64_t) {
      values.emplace_back();
      readElement(*src, a, values.back());
    });
    size_t i = 0;
    forEachElement(*src, *dst, [&](int64_t, int64_t b) {
      writeElement(*dst, b, values[i]);
      if (boxed)
        setBox(values[i], nullptr);
      ++i;
    });
    return m.next(ip);
  }
  const Allocation &from = *src->alloc;
  Allocation &to = *dst->alloc;
  // Bytes poison in part stay so.
  if (from.partialPoison && !m.makePartialPoison(ip, dst->alloc))
    return nullptr;
  forEachElement(*src, *dst,
                 [&](int64_t a, int64_t b) { to.copyElement(b, from, a); });
  return m.next(ip);
}

/// Releases the box a temporary slot may hold.
void releaseTemporary(Slot &s, bool boxed) {
  if (boxed)
    setBox(s, nullptr);
}

/// memref.atomic_rmw: reads the element, combines it with the operand by the
/// arith semantics of the kind, writes it back and returns the old value.
/// Elements of a view of bytes are read and written through their bytes.
const Instr *doAtomicRMW(Machine &m, const Instr *ip) {
  MemRefBox *box;
  int64_t at;
  if (!address(m, ip, m.fp[ip->in[1]], ip->in + 2, ip->nin - 2, box, at))
    return nullptr;
  if (box->alloc->readOnly)
    return m.raiseUB(ip, llvm::Twine("store to constant global '@") +
                             box->alloc->name + "'");
  bool boxed = ip->a;
  Slot old, updated;
  readElement(*box, at, old);
  const Slot &val = m.fp[ip->in[0]];
  ConcreteDomain d;
  namespace as = arith::semantics;
  const ScalarInfo &info = ip->outInfo;
  auto I = [&](const Slot &s) {
    return sem::Int<ConcreteDomain>{readInt(s, info.width), bool(s.poison)};
  };
  auto F = [&](const Slot &s) {
    return sem::Float<ConcreteDomain>{readFloat(s, *info.fltSem),
                                      bool(s.poison)};
  };
  auto putI = [&](const sem::Int<ConcreteDomain> &v) {
    writeInt(updated, v.bits);
    updated.poison = v.poison;
  };
  auto putF = [&](const sem::Float<ConcreteDomain> &v) {
    writeFloat(updated, v.bits);
    updated.poison = v.poison;
  };
  switch (arith::AtomicRMWKind(ip->b)) {
  case arith::AtomicRMWKind::addf:
    putF(as::addf(d, F(old), F(val)));
    break;
  case arith::AtomicRMWKind::addi:
    putI(as::addi(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::assign:
    copySlot(updated, val, boxed);
    break;
  case arith::AtomicRMWKind::maximumf:
    putF(as::maximumf(d, F(old), F(val)));
    break;
  case arith::AtomicRMWKind::maxs:
    putI(as::maxsi(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::maxu:
    putI(as::maxui(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::minimumf:
    putF(as::minimumf(d, F(old), F(val)));
    break;
  case arith::AtomicRMWKind::mins:
    putI(as::minsi(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::minu:
    putI(as::minui(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::mulf:
    putF(as::mulf(d, F(old), F(val)));
    break;
  case arith::AtomicRMWKind::muli:
    putI(as::muli(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::ori:
    putI(as::ori(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::andi:
    putI(as::andi(d, I(old), I(val)));
    break;
  case arith::AtomicRMWKind::maxnumf:
    putF(as::maxnumf(d, F(old), F(val)));
    break;
  case arith::AtomicRMWKind::minnumf:
    putF(as::minnumf(d, F(old), F(val)));
    break;
  }
  if (d.hasUB()) {
    releaseTemporary(old, boxed);
    releaseTemporary(updated, boxed);
    return m.raiseUB(ip, *d.firstUB);
  }
  writeElement(*box, at, updated);
  copySlot(m.fp[ip->out[0]], old, boxed);
  releaseTemporary(old, boxed);
  releaseTemporary(updated, boxed);
  return m.next(ip);
}

/// generic_atomic_rmw, first part: the current value goes to the region's
/// argument and to the result.
const Instr *doAtomicBegin(Machine &m, const Instr *ip) {
  MemRefBox *box;
  int64_t at;
  if (!address(m, ip, m.fp[ip->in[0]], ip->in + 1, ip->nin - 1, box, at))
    return nullptr;
  if (box->alloc->readOnly)
    return m.raiseUB(ip, llvm::Twine("store to constant global '@") +
                             box->alloc->name + "'");
  readElement(*box, at, m.fp[ip->a]);
  completeLoaded(m.fp[ip->a], ip->outInfo);
  copySlot(m.fp[ip->out[0]], m.fp[ip->a], ip->b);
  return m.next(ip);
}

/// memref.atomic_yield: stores the new value (the address is computed again
/// from the parent's operands, which cannot have changed).
const Instr *doAtomicYield(Machine &m, const Instr *ip) {
  const Instr *begin = m.at(ip->t1);
  MemRefBox *box;
  int64_t at;
  if (!address(m, begin, m.fp[begin->in[0]], begin->in + 1, begin->nin - 1, box,
               at))
    return nullptr;
  writeElement(*box, at, m.fp[ip->in[0]]);
  return m.at(ip->t0);
}

const Instr *doScopeBegin(Machine &m, const Instr *ip) {
  m.fp[ip->a].bits = m.allocas.size();
  return m.next(ip);
}

const Instr *doScopeEnd(Machine &m, const Instr *ip) {
  m.popAllocas(size_t(m.fp[ip->a].bits));
  return m.next(ip);
}

const Instr *doNothing(Machine &m, const Instr *ip) { return m.next(ip); }

const Instr *doRealloc(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  const Slot &s = m.fp[ip->in[0]];
  MemRefBox *src;
  if (!checkLive(m, ip, s, src))
    return nullptr;
  if (src->alloc->origin != Allocation::Origin::Heap)
    return m.raiseUB(ip, "realloc of memory not from memref.alloc");
  if (src->isByteView())
    return m.raiseError(ip, "the interpreter cannot realloc a view of bytes");
  int64_t size = data->resultType.getShape()[0];
  if (ShapedType::isDynamic(size)) {
    const Slot &v = m.fp[ip->in[1]];
    if (v.poison)
      return m.raiseUB(ip, "poison allocation size");
    size = int64_t(v.bits);
    if (size < 0)
      return m.raiseUB(ip, "negative allocation size");
  }
  auto *box = new MemRefBox();
  box->sizes.push_back(size);
  box->strides.push_back(1);
  box->alloc = m.allocate(ip, size, data->elemInfo, Allocation::Origin::Heap);
  if (!box->alloc) {
    delete box;
    return nullptr;
  }
  if (src->alloc->partialPoison && !m.makePartialPoison(ip, box->alloc)) {
    delete box;
    return nullptr;
  }
  int64_t n = std::min(size, src->sizes[0]);
  for (int64_t i = 0; i < n; ++i)
    box->alloc->copyElement(i, *src->alloc, src->offset + i * src->strides[0]);
  m.freeAllocation(src->alloc);
  setResult(m, ip, box);
  return m.next(ip);
}

/// memref.view: the source's bytes from a byte shift on, as elements of
/// another type (see MemRefBox).
const Instr *doView(Machine &m, const Instr *ip) {
  auto *data = static_cast<const ViewData *>(ip->p);
  MemRefBox *src;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src))
    return nullptr;
  const Slot &shiftSlot = m.fp[ip->in[1]];
  if (shiftSlot.poison)
    return m.raiseUB(ip, "poison byte shift");
  int64_t shift = int64_t(shiftSlot.bits);
  llvm::SmallVector<int64_t, 4> sizes;
  if (!mixed(m, ip, data->resultType.getShape(), 2, sizes))
    return nullptr;
  int64_t count = 1;
  for (int64_t size : sizes) {
    if (size < 0)
      return m.raiseUB(ip,
                       llvm::Twine("negative view size ") + llvm::Twine(size));
    count *= size;
  }
  int64_t bytes =
      count ? (count - 1) * int64_t(data->elemBytes) + data->storeBytes : 0;
  int64_t available = src->getRank() == 1 ? src->sizes[0] : 0;
  if (shift < 0 || shift + bytes > available)
    return m.raiseUB(ip, llvm::Twine("view of ") + llvm::Twine(bytes) +
                             " bytes at byte shift " + llvm::Twine(shift) +
                             " reaches outside a buffer of " +
                             llvm::Twine(available) + " bytes");
  // Lanes narrower than a byte share bytes, whose bits are then poison one
  // by one.
  const ScalarInfo &elem = data->elemInfo;
  if (elem.vector && !hasByteElements(elem) &&
      !m.makePartialPoison(ip, src->alloc))
    return nullptr;
  MemRefBox *box = src->derive();
  box->sizes.assign(sizes.begin(), sizes.end());
  auto strides = identityStrides(sizes);
  box->strides.assign(strides.begin(), strides.end());
  // The shift moves where element 0 starts, not the offset: the view's
  // type states offset 0, which a cast or extract_strided_metadata of it
  // must see, so a view of i8 elements is a view of bytes too. The source
  // holds i8, so its offset counts bytes; it may itself be such a view.
  box->byteShift = src->byteShift + src->offset + shift;
  box->elemBytes = data->elemBytes;
  box->storeBytes = data->storeBytes;
  box->elemInfo = &data->elemInfo;
  setResult(m, ip, box);
  return m.next(ip);
}

/// memref.reshape: the source's elements (contiguous, row-major) with the
/// sizes held in a shape memref.
const Instr *doReshape(Machine &m, const Instr *ip) {
  MemRefBox *src, *shape;
  if (!checkLive(m, ip, m.fp[ip->in[0]], src) ||
      !checkLive(m, ip, m.fp[ip->in[1]], shape))
    return nullptr;
  if (shape->getRank() != 1)
    return m.raiseUB(ip, "reshape with a shape that is not one-dimensional");
  if (!elementsInAllocation(*shape))
    return m.raiseUB(ip, "reshape with a shape outside its allocation");
  unsigned width = ip->a;
  llvm::SmallVector<int64_t, 4> sizes;
  for (int64_t i = 0; i < shape->sizes[0]; ++i) {
    Slot s;
    readElement(*shape, shape->offset + i * shape->strides[0], s);
    if (s.poison)
      return m.raiseUB(ip, "poison size in the shape of a reshape");
    int64_t size = signExtend(s.bits, width);
    if (size < 0)
      return m.raiseUB(ip, llvm::Twine("negative size ") + llvm::Twine(size) +
                               " in the shape of a reshape");
    sizes.push_back(size);
  }
  int64_t count = 1, srcCount = 1;
  for (int64_t size : sizes)
    count *= size;
  for (int64_t size : src->sizes)
    srcCount *= size;
  if (count != srcCount)
    return m.raiseUB(ip, llvm::Twine("reshape of ") + llvm::Twine(srcCount) +
                             " elements to a shape of " + llvm::Twine(count));
  // The source must be contiguous: identity strides of its sizes.
  auto srcStrides = identityStrides(src->sizes);
  for (int64_t i = 0; i < src->getRank(); ++i)
    if (src->sizes[i] != 1 && src->strides[i] != srcStrides[i])
      return m.raiseUB(ip, "reshape of a memref that is not contiguous");
  MemRefBox *box = src->derive();
  box->offset = src->offset;
  box->sizes.assign(sizes.begin(), sizes.end());
  auto strides = identityStrides(sizes);
  box->strides.assign(strides.begin(), strides.end());
  setResult(m, ip, box);
  return m.next(ip);
}

//===----------------------------------------------------------------------===//
// Translators
//===----------------------------------------------------------------------===//

llvm::SmallVector<int64_t, 4> denseI64(Operation *op, llvm::StringRef name) {
  llvm::SmallVector<int64_t, 4> out;
  if (auto arr =
          llvm::dyn_cast_or_null<DenseI64ArrayAttr>(op->getInherentAttr(name)))
    out.assign(arr.asArrayRef().begin(), arr.asArrayRef().end());
  return out;
}

unsigned segmentStart(Operation *op, unsigned index) {
  auto sizes = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr("operandSegmentSizes"));
  unsigned start = 0;
  for (unsigned i = 0; i < index && sizes && i < sizes.size(); ++i)
    start += sizes[i];
  return start;
}

ViewData *newViewData(Compiler &c, Operation *op) {
  auto *data = c.prog.allocArray<ViewData>(1);
  if (op->getNumResults())
    data->resultType = llvm::dyn_cast<MemRefType>(op->getResult(0).getType());
  return data;
}

bool elementBoxed(Value memref) {
  return Compiler::isBoxed(
      llvm::cast<ShapedType>(memref.getType()).getElementType());
}

LogicalResult compileAlloc(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  if (!data->resultType)
    return op->emitError() << "expected a ranked memref result";
  // Symbol operands give the layout's dynamic offset and strides; the
  // interpreter lays allocations out by their sizes only, so it refuses
  // them rather than ignore their values.
  if (op->getNumOperands() != unsigned(data->resultType.getNumDynamicDims()))
    return op->emitError() << "the interpreter cannot allocate a layout "
                              "given by symbol operands";
  data->elemInfo = Compiler::getInfo(data->resultType.getElementType());
  uint32_t r = c.emit(doAlloc, op);
  c.instr(r).p = data;
  c.instr(r).a = op->getName().getStringRef() == "memref.alloca";
  return success();
}

LogicalResult compileSimple(Compiler &c, Operation *op, Handler h) {
  c.emit(h, op);
  return success();
}

/// `Handler<K>` for the element storage of `memref`'s type.
template <template <ElemStorage> class Handlers>
Handler forStorage(Value memref) {
  auto type = llvm::cast<ShapedType>(memref.getType());
  switch (getStorage(Compiler::getInfo(type.getElementType()))) {
  case ElemStorage::Byte:
    return Handlers<ElemStorage::Byte>::fn;
  case ElemStorage::Bits16:
    return Handlers<ElemStorage::Bits16>::fn;
  case ElemStorage::Bits32:
    return Handlers<ElemStorage::Bits32>::fn;
  case ElemStorage::Bits64:
    return Handlers<ElemStorage::Bits64>::fn;
  case ElemStorage::Boxed:
    return Handlers<ElemStorage::Boxed>::fn;
  }
  llvm_unreachable("every storage has a handler");
}

template <ElemStorage K> struct LoadHandler {
  static constexpr Handler fn = doLoad<K>;
};
template <ElemStorage K> struct StoreHandler {
  static constexpr Handler fn = doStore<K>;
};

LogicalResult compileLoad(Compiler &c, Operation *op, unsigned) {
  c.emit(forStorage<LoadHandler>(op->getOperand(0)), op);
  return success();
}

LogicalResult compileStore(Compiler &c, Operation *op, unsigned) {
  c.emit(forStorage<StoreHandler>(op->getOperand(1)), op);
  return success();
}

LogicalResult compileCast(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emit(doCast, op);
  if (auto ranked = llvm::dyn_cast<MemRefType>(op->getResult(0).getType())) {
    ViewData *data = newViewData(c, op);
    data->resultType = ranked;
    c.instr(r).p = data;
  }
  return success();
}

LogicalResult compileGetGlobal(Compiler &c, Operation *op, unsigned) {
  auto name =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr("name"));
  if (!name)
    return op->emitError() << "get_global without a symbol";
  auto it = c.prog.globals.find(name.getValue());
  if (it == c.prog.globals.end())
    return op->emitError() << "unknown global '@" << name.getValue() << "'";
  uint32_t r = c.emit(doGetGlobal, op);
  c.instr(r).p = &it->second;
  return success();
}

/// subview and reinterpret_cast: mixed offsets, sizes and strides.
LogicalResult compileMixedView(Compiler &c, Operation *op, Handler h) {
  ViewData *data = newViewData(c, op);
  data->staticOffsets = denseI64(op, "static_offsets");
  data->staticSizes = denseI64(op, "static_sizes");
  data->staticStrides = denseI64(op, "static_strides");
  data->dynOffsets = segmentStart(op, 1);
  data->dynSizes = segmentStart(op, 2);
  data->dynStrides = segmentStart(op, 3);
  if (h == doSubView && data->resultType) {
    auto source = llvm::dyn_cast<MemRefType>(op->getOperand(0).getType());
    auto mask = source ? memref::getSubViewDroppedDims(
                             source, data->resultType, data->staticOffsets,
                             data->staticSizes, data->staticStrides)
                       : std::nullopt;
    if (!mask)
      return op->emitError() << "cannot tell which dimensions the subview "
                                "drops";
    data->dropped.assign(mask->begin(), mask->end());
  }
  uint32_t r = c.emit(h, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult readGroups(Operation *op, ViewData *data) {
  auto groups =
      llvm::dyn_cast_or_null<ArrayAttr>(op->getInherentAttr("reassociation"));
  if (!groups)
    return op->emitError() << "missing reassociation";
  for (Attribute g : groups) {
    auto arr = llvm::dyn_cast<ArrayAttr>(g);
    if (!arr)
      return op->emitError() << "malformed reassociation";
    data->groups.emplace_back();
    for (Attribute dim : arr)
      data->groups.back().push_back(getIntAttrValue(dim));
  }
  return success();
}

LogicalResult compileExpandShape(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  if (failed(readGroups(op, data)))
    return failure();
  data->staticSizes = denseI64(op, "static_output_shape");
  if (data->staticSizes.empty() && data->resultType) {
    auto shape = data->resultType.getShape();
    data->staticSizes.assign(shape.begin(), shape.end());
  }
  uint32_t r = c.emit(doExpandShape, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult compileCollapseShape(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  if (failed(readGroups(op, data)))
    return failure();
  uint32_t r = c.emit(doCollapseShape, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult compileTranspose(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  auto map =
      llvm::dyn_cast_or_null<AffineMapAttr>(op->getInherentAttr("permutation"));
  if (!map)
    return op->emitError() << "missing permutation";
  for (AffineExpr e : map.getValue().getResults()) {
    auto dim = llvm::dyn_cast<AffineDimExpr>(e);
    if (!dim)
      return op->emitError() << "permutation is not a permutation of dims";
    data->perm.push_back(dim.getPosition());
  }
  uint32_t r = c.emit(doTranspose, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult compileCopy(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emit(doCopy, op);
  c.instr(r).a = elementBoxed(op->getOperand(0));
  return success();
}

LogicalResult compileAtomicRMW(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emit(doAtomicRMW, op);
  c.instr(r).a = elementBoxed(op->getOperand(1));
  c.instr(r).b = uint32_t(getIntAttrValue(op->getInherentAttr("kind")));
  return success();
}

LogicalResult compileGenericAtomicRMW(Compiler &c, Operation *op,
                                      unsigned phase) {
  if (phase == 0) {
    Block *body = &op->getRegion(0).front();
    uint32_t r = c.emit(doAtomicBegin, op);
    c.instr(r).a = c.slot(body->getArgument(0));
    c.instr(r).b = elementBoxed(op->getOperand(0));
    c.state(op).assign({r});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  c.patchEnd(op, c.here());
  return success();
}

LogicalResult compileAtomicYield(Compiler &c, Operation *op, unsigned) {
  Operation *parent = op->getParentOp();
  uint32_t r = c.emit(doAtomicYield, op);
  c.instr(r).t1 = c.state(parent)[0];
  c.jumpToEnd(r, 0, parent);
  return success();
}

LogicalResult compileAllocaScope(Compiler &c, Operation *op, unsigned phase) {
  if (phase == 0) {
    uint32_t mark = c.scratchSlot(false);
    uint32_t r = c.emitBare(doScopeBegin, op);
    c.instr(r).a = mark;
    c.state(op).assign({mark});
    c.scheduleRegion(op->getRegion(0));
    c.schedulePhase(op, 1);
    return success();
  }
  c.patchEnd(op, c.here());
  uint32_t r = c.emitBare(doScopeEnd, op);
  c.instr(r).a = c.state(op)[0];
  return success();
}

LogicalResult compileAllocaScopeReturn(Compiler &c, Operation *op, unsigned) {
  // Same as a region yield: results, then the scope's end.
  auto &table = getCompileTable();
  return table["scf.yield"](c, op, 0);
}

LogicalResult compileRealloc(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  data->elemInfo = Compiler::getInfo(data->resultType.getElementType());
  uint32_t r = c.emit(doRealloc, op);
  c.instr(r).p = data;
  return success();
}

/// The bytes an element of `info` takes in a buffer as the lowering lays it
/// out on x86-64 (`alloc`: the distance between elements; `store`: what a
/// store writes); false for element types a view of bytes cannot hold.
bool byteLayout(const ScalarInfo &info, uint32_t &store, uint32_t &alloc) {
  if (info.width == 0)
    return false;
  if (info.vector) {
    // Packed: the bits of an integer of numElements * width bits, so a
    // vector<8xi1> is one byte and a vector<12xi1> two.
    store = uint32_t((info.numElements * info.width + 7) / 8);
    alloc = uint32_t(llvm::PowerOf2Ceil(store));
    return true;
  }
  store = (info.width + 7) / 8;
  if (info.fltSem || info.width <= 64)
    alloc = uint32_t(llvm::PowerOf2Ceil(store));
  else
    alloc = uint32_t(llvm::alignTo(store, 16));
  return true;
}

LogicalResult compileView(Compiler &c, Operation *op, unsigned) {
  ViewData *data = newViewData(c, op);
  if (!data->resultType)
    return op->emitError() << "expected a ranked memref result";
  data->elemInfo = Compiler::getInfo(data->resultType.getElementType());
  if (!byteLayout(data->elemInfo, data->storeBytes, data->elemBytes))
    return op->emitError() << "the interpreter cannot view bytes as elements "
                              "of this type";
  uint32_t r = c.emit(doView, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult compileReshape(Compiler &c, Operation *op, unsigned) {
  uint32_t r = c.emit(doReshape, op);
  auto shapeType = llvm::cast<ShapedType>(op->getOperand(1).getType());
  c.instr(r).a = Compiler::getInfo(shapeType.getElementType()).width;
  return success();
}

} // namespace

void interp::registerMemRefOps(llvm::StringMap<CompileFn> &t) {
  t["memref.alloc"] = compileAlloc;
  t["memref.alloca"] = compileAlloc;
  t["memref.dealloc"] = [](Compiler &c, Operation *op, unsigned) {
    return compileSimple(c, op, doDealloc);
  };
  t["memref.load"] = compileLoad;
  t["memref.store"] = compileStore;
  t["memref.dim"] = [](Compiler &c, Operation *op, unsigned) {
    return compileSimple(c, op, doDim);
  };
  t["memref.rank"] = [](Compiler &c, Operation *op, unsigned) {
    return compileSimple(c, op, doRank);
  };
  t["memref.cast"] = compileCast;
  t["memref.memory_space_cast"] = compileCast;
  t["memref.get_global"] = compileGetGlobal;
  t["memref.subview"] = [](Compiler &c, Operation *op, unsigned) {
    return compileMixedView(c, op, doSubView);
  };
  t["memref.reinterpret_cast"] = [](Compiler &c, Operation *op, unsigned) {
    return compileMixedView(c, op, doReinterpretCast);
  };
  t["memref.expand_shape"] = compileExpandShape;
  t["memref.collapse_shape"] = compileCollapseShape;
  t["memref.transpose"] = compileTranspose;
  t["memref.extract_strided_metadata"] = [](Compiler &c, Operation *op,
                                            unsigned) {
    return compileSimple(c, op, doExtractStridedMetadata);
  };
  t["memref.extract_aligned_pointer_as_index"] = [](Compiler &c, Operation *op,
                                                    unsigned) {
    return compileSimple(c, op, doExtractPointer);
  };
  t["memref.copy"] = compileCopy;
  t["memref.atomic_rmw"] = compileAtomicRMW;
  t["memref.generic_atomic_rmw"] = compileGenericAtomicRMW;
  t["memref.atomic_yield"] = compileAtomicYield;
  t["memref.alloca_scope"] = compileAllocaScope;
  t["memref.alloca_scope.return"] = compileAllocaScopeReturn;
  t["memref.realloc"] = compileRealloc;
  t["memref.view"] = compileView;
  t["memref.reshape"] = compileReshape;
  t["memref.assume_alignment"] = [](Compiler &c, Operation *op, unsigned) {
    return compileSimple(c, op, doNothing);
  };
  t["memref.prefetch"] = [](Compiler &c, Operation *op, unsigned) {
    return compileSimple(c, op, doNothing);
  };
}
