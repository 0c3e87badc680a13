//===- MemRefDma.cpp - memref.dma_start and dma_wait in the interpreter ---===//
//
// The interpreter runs one op at a time, so a transfer is over when its
// dma_start is: dma_start copies its elements at once, and dma_wait only
// checks that its tag element may be used. docs/semantics.md (section
// memref) states the rules; in short:
//   - element k of a transfer (0 <= k < %num) is the element k places after
//     the one the indices name, in the row-major order of the memref's
//     shape. With `%stride, %num_elt_per_stride`, the memref in the default
//     memory space (the one the doc of MLIR's op names as strided) is read
//     or written in runs of %num_elt_per_stride elements, %stride elements
//     apart; the other one stays contiguous;
//   - the source is read whole before the destination is written, so a
//     transfer between overlapping views copies what was there;
//   - the tag element is not changed: what a DMA engine keeps there is its
//     own business, and no program may rely on it;
//   - undefined behaviour: a poison or freed memref, a poison or
//     out-of-range index, a negative or poison count, a transfer reaching
//     past the end of either memref, a poison stride or a run length that
//     is not positive, a write to a constant global.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"
#include "ir/BuiltinAttributes.h"
#include "verify/interp/Engine.h"
#include "llvm/Support/MathExtras.h"

using namespace assay;
using namespace assay::interp;

namespace {
/// Where the operand groups of a dma_start begin, and how it strides.
struct DmaStartData {
  uint32_t dst = 0, numElements = 0, tag = 0;
  bool strided = false;
  /// Which side the stride applies to: the source, else the destination.
  bool strideSource = true;
  bool boxedElems = false;
};

/// The live descriptor in `s`; null after raising UB.
MemRefBox *getLive(Machine &m, const Instr *ip, const Slot &s,
                   llvm::StringRef what) {
  auto *box = static_cast<MemRefBox *>(asBox(s));
  if (s.poison || !box) {
    m.raiseUB(ip, llvm::Twine("poison ") + what + " memref");
    return nullptr;
  }
  if (!box->alloc->alive) {
    m.raiseUB(ip, llvm::Twine("use after free of the ") + what +
                      " memref (it was deallocated)");
    return nullptr;
  }
  return box;
}

/// The value of the index operand in slot `slot`; false after raising UB on
/// poison.
bool readIndex(Machine &m, const Instr *ip, uint32_t slot,
               const llvm::Twine &what, int64_t &value) {
  const Slot &s = m.fp[slot];
  if (s.poison) {
    m.raiseUB(ip, "poison " + what);
    return false;
  }
  value = int64_t(s.bits);
  return true;
}

/// The row-major position, among `box`'s elements, of the element that the
/// index operands in `slots` name; false after raising UB when one is poison
/// or out of range.
bool readPosition(Machine &m, const Instr *ip, const MemRefBox &box,
                  const uint32_t *slots, llvm::StringRef what,
                  int64_t &position) {
  position = 0;
  for (int64_t d = 0, e = box.getRank(); d < e; ++d) {
    int64_t index;
    if (!readIndex(m, ip, slots[d], what + " index", index))
      return false;
    if (index < 0 || index >= box.sizes[d]) {
      m.raiseUB(ip, llvm::Twine(what) + " index " + llvm::Twine(index) +
                        " out of range for a dimension of size " +
                        llvm::Twine(box.sizes[d]));
      return false;
    }
    position = position * box.sizes[d] + index;
  }
  return true;
}

/// The number of elements of `box`.
int64_t getNumElements(const MemRefBox &box) {
  int64_t n = 1;
  for (int64_t size : box.sizes)
    n *= size;
  return n;
}

/// The element of `box` at row-major position `position`, counted in its
/// allocation; false after raising UB when it lies outside the memref or
/// its allocation.
bool elementAt(Machine &m, const Instr *ip, const MemRefBox &box,
               int64_t position, llvm::StringRef what, int64_t &at) {
  if (position < 0 || position >= getNumElements(box)) {
    m.raiseUB(ip, llvm::Twine("dma_start reaches past the end of the ") + what +
                      " memref");
    return false;
  }
  at = box.offset;
  for (int64_t d = box.getRank(); d-- > 0;) {
    at += (position % box.sizes[d]) * box.strides[d];
    position /= box.sizes[d];
  }
  if (!elementInAllocation(box, at)) {
    m.raiseUB(ip, llvm::Twine("dma_start reaches outside the allocation of "
                              "the ") +
                      what + " memref");
    return false;
  }
  return true;
}

const Instr *doDmaStart(Machine &m, const Instr *ip) {
  const auto *data = static_cast<const DmaStartData *>(ip->p);
  MemRefBox *src = getLive(m, ip, m.fp[ip->in[0]], "source");
  MemRefBox *dst =
      src ? getLive(m, ip, m.fp[ip->in[data->dst]], "destination") : nullptr;
  MemRefBox *tag =
      dst ? getLive(m, ip, m.fp[ip->in[data->tag]], "tag") : nullptr;
  if (!tag)
    return nullptr;
  int64_t srcStart, dstStart, tagPosition, count;
  if (!readPosition(m, ip, *src, ip->in + 1, "source", srcStart) ||
      !readPosition(m, ip, *dst, ip->in + data->dst + 1, "destination",
                    dstStart) ||
      !readIndex(m, ip, ip->in[data->numElements], "element count", count) ||
      !readPosition(m, ip, *tag, ip->in + data->tag + 1, "tag", tagPosition))
    return nullptr;
  if (count < 0)
    return m.raiseUB(ip, llvm::Twine("dma_start of ") + llvm::Twine(count) +
                             " elements");
  int64_t stride = 1, perStride = count ? count : 1;
  if (data->strided) {
    unsigned last = ip->nin - 1;
    if (!readIndex(m, ip, ip->in[last - 1], "stride", stride) ||
        !readIndex(m, ip, ip->in[last], "number of elements per stride",
                   perStride))
      return nullptr;
    if (perStride <= 0)
      return m.raiseUB(ip, llvm::Twine("dma_start of ") +
                               llvm::Twine(perStride) + " elements per stride");
  }
  if (dst->alloc->readOnly)
    return m.raiseUB(ip, llvm::Twine("store to constant global '@") +
                             dst->alloc->name + "'");
  // A transfer past the end of a contiguous side is caught before any copy
  // (and before the interpreter holds `count` elements of its own); the
  // strided side may revisit elements, and each of its positions is checked
  // as it is reached.
  bool srcContiguous = !data->strided || !data->strideSource;
  bool dstContiguous = !data->strided || data->strideSource;
  bool pastSrc = srcContiguous && count > getNumElements(*src) - srcStart;
  bool pastDst = dstContiguous && count > getNumElements(*dst) - dstStart;
  if (pastSrc || pastDst)
    return m.raiseUB(ip, llvm::Twine("dma_start of ") + llvm::Twine(count) +
                             " elements reaches past the end of the " +
                             (pastSrc ? "source" : "destination") + " memref");
  if (count > (int64_t(1) << 32))
    return m.raiseError(ip, llvm::Twine("dma_start of ") + llvm::Twine(count) +
                                " elements is beyond the interpreter's limit");
  // Element k of a strided side: run k / perStride, k % perStride into it.
  // A position that overflows is out of range (-1), never a wrapped one.
  auto strided = [&](int64_t start, int64_t k) -> int64_t {
    int64_t runStart, position;
    if (llvm::MulOverflow(k / perStride, stride, runStart) ||
        llvm::AddOverflow(start, runStart, position) ||
        llvm::AddOverflow(position, k % perStride, position))
      return -1;
    return position;
  };
  bool boxed = data->boxedElems;
  // The whole source first, so overlapping views copy what was there.
  std::vector<Slot> values(count);
  std::vector<int64_t> targets(count);
  for (int64_t k = 0; k < count; ++k) {
    bool strideSrc = data->strided && data->strideSource;
    bool strideDst = data->strided && !data->strideSource;
    int64_t a, b;
    if (!elementAt(m, ip, *src, strideSrc ? strided(srcStart, k) : srcStart + k,
                   "source", a) ||
        !elementAt(m, ip, *dst, strideDst ? strided(dstStart, k) : dstStart + k,
                   "destination", b)) {
      for (int64_t i = 0; i < k; ++i)
        if (boxed)
          setBox(values[i], nullptr);
      return nullptr;
    }
    readElement(*src, a, values[k]);
    targets[k] = b;
  }
  for (int64_t k = 0; k < count; ++k) {
    writeElement(*dst, targets[k], values[k]);
    if (boxed)
      setBox(values[k], nullptr);
  }
  return m.next(ip);
}

const Instr *doDmaWait(Machine &m, const Instr *ip) {
  MemRefBox *tag = getLive(m, ip, m.fp[ip->in[0]], "tag");
  int64_t position, count;
  if (!tag || !readPosition(m, ip, *tag, ip->in + 1, "tag", position) ||
      !readIndex(m, ip, ip->in[ip->nin - 1], "element count", count))
    return nullptr;
  return m.next(ip);
}

/// Whether `type` is in the default memory space.
bool inDefaultMemorySpace(Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  if (!memref || !memref.getMemorySpace())
    return true;
  auto space = llvm::dyn_cast<IntegerAttr>(memref.getMemorySpace());
  return space && space.getValue().isZero();
}

LogicalResult compileDmaStart(Compiler &c, Operation *op, unsigned) {
  memref::DmaStartOp dma(op);
  auto srcType = llvm::cast<MemRefType>(dma.getSrcMemRef().getType());
  auto dstType = llvm::cast<MemRefType>(dma.getDstMemRef().getType());
  if (srcType.getElementType() != dstType.getElementType())
    return op->emitError() << "the interpreter copies with dma_start only "
                              "between memrefs of one element type";
  auto *data = c.prog.allocArray<DmaStartData>(1);
  data->dst = dma.getDstMemRefOperandIndex();
  data->tag = dma.getTagMemRefOperandIndex();
  data->numElements = data->tag - 1;
  data->strided = dma.isStrided();
  data->boxedElems = Compiler::isBoxed(srcType.getElementType());
  if (data->strided) {
    bool srcDefault = inDefaultMemorySpace(srcType);
    if (srcDefault == inDefaultMemorySpace(dstType))
      return op->emitError() << "the interpreter runs a strided dma_start "
                                "only between the default memory space and "
                                "another one";
    data->strideSource = srcDefault;
  }
  uint32_t r = c.emit(doDmaStart, op);
  c.instr(r).p = data;
  return success();
}

LogicalResult compileDmaWait(Compiler &c, Operation *op, unsigned) {
  c.emit(doDmaWait, op);
  return success();
}
} // namespace

void interp::registerMemRefDmaOps(llvm::StringMap<CompileFn> &t) {
  t["memref.dma_start"] = compileDmaStart;
  t["memref.dma_wait"] = compileDmaWait;
}
