//===- LLVMMemory.cpp - The llvm dialect's memory in the interpreter ------===//
//
// LLVM's memory is bytes, addressed by pointers. The interpreter gives each
// allocation (llvm.alloca, malloc, a global) a byte Allocation (Engine.h:
// its bytes, and per byte whether it is poison) and a place in a synthetic
// address space: a pointer is the 64-bit address `base + offset`, so a
// pointer names an (allocation, byte offset) pair and is stored in memory,
// compared and converted to an integer like any other 64-bit value.
// Allocations are placed with wide gaps between them, so an access that
// runs past one reaches no other: every load and store finds its
// allocation from the address and checks, before touching anything, that
// the bytes lie inside it and that it is alive. Null is 0, which no
// allocation covers.
//
// Aggregates (structs and arrays) are values too: a VectorBox of their
// scalar leaves, depth first, which extractvalue and insertvalue index and
// load and store lay out with LLVM's natural alignment (the x86-64 data
// layout: a scalar aligned to its size, up to 8 bytes; i128 to 16).
//
// What is undefined here is LangRef's: an access through a null, poison,
// freed or out-of-bounds pointer, or one that is less aligned than the op
// says; a store to a constant global; memcpy of overlapping ranges; freeing
// what malloc did not return. A getelementptr inbounds that leaves its
// allocation gives poison.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinAttributes.h"
#include "ir/ElementsAttributes.h"
#include "ir/SymbolTable.h"
#include "verify/interp/Engine.h"
#include "llvm/Support/MathExtras.h"
#include <cstdlib>
#include <limits>
#include <map>

using namespace assay;
using namespace assay::interp;

namespace assay::interp {
/// The allocations of a run that llvm ops made, by base address.
struct LLVMMemory {
  std::map<uint64_t, Allocation *> byBase;
  /// The next free address: the first allocation starts well above null.
  uint64_t next = uint64_t(1) << 20;
  /// The addresses of the globals made so far.
  llvm::StringMap<uint64_t> globals;
  ~LLVMMemory() {
    for (auto &entry : byBase)
      releaseAlloc(entry.second);
  }
};

void destroyLLVMMemory(LLVMMemory *memory) { delete memory; }
} // namespace assay::interp

namespace {

/// The gap between allocations, and the alignment of their bases.
constexpr uint64_t kGap = 4096;
constexpr uint64_t kBaseAlign = 64;

LLVMMemory &getMemory(Machine &m) {
  if (!m.llvmMemory)
    m.llvmMemory = new LLVMMemory();
  return *m.llvmMemory;
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

/// One scalar of an aggregate (or the value itself): where it lies and how
/// wide it is.
struct Leaf {
  uint64_t offset = 0;
  /// Bytes it occupies in memory (its store size).
  unsigned bytes = 0;
  unsigned width = 0;
};

/// How a value of a type lies in memory.
struct Layout {
  uint64_t size = 0;
  uint64_t align = 1;
  llvm::SmallVector<Leaf, 4> leaves;
  /// Whether the value is an aggregate (a VectorBox of its leaves).
  bool aggregate = false;
};

/// Appends the layout of `type` at `base` to `out`; the type's size and
/// alignment go to `size` and `align`. Failure for types the interpreter
/// cannot hold in memory (vectors, scalars over 64 bits).
LogicalResult layoutInto(Type type, uint64_t base, Layout &out, uint64_t &size,
                         uint64_t &align) {
  // An explicit stack of (type, base) would be needed for deep nesting;
  // aggregate types nest as deep as the program wrote them, which the
  // parser already bounded.
  if (auto st = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
    uint64_t offset = 0, maxAlign = 1;
    for (Type field : st.getBody()) {
      Layout fieldLayout;
      uint64_t fieldSize = 0, fieldAlign = 1;
      if (failed(layoutInto(field, 0, fieldLayout, fieldSize, fieldAlign)))
        return failure();
      if (st.isPacked())
        fieldAlign = 1;
      offset = llvm::alignTo(offset, fieldAlign);
      for (Leaf leaf : fieldLayout.leaves) {
        leaf.offset += base + offset;
        out.leaves.push_back(leaf);
      }
      offset += fieldSize;
      maxAlign = std::max(maxAlign, fieldAlign);
    }
    align = maxAlign;
    size = llvm::alignTo(offset, maxAlign);
    return success();
  }
  if (auto at = llvm::dyn_cast<LLVM::LLVMArrayType>(type)) {
    Layout elemLayout;
    uint64_t elemSize = 0, elemAlign = 1;
    if (failed(layoutInto(at.getElementType(), 0, elemLayout, elemSize,
                          elemAlign)))
      return failure();
    for (uint64_t i = 0; i < at.getNumElements(); ++i)
      for (Leaf leaf : elemLayout.leaves) {
        leaf.offset += base + i * elemSize;
        out.leaves.push_back(leaf);
      }
    align = elemAlign;
    size = elemSize * at.getNumElements();
    return success();
  }
  if (auto vt = llvm::dyn_cast<VectorType>(type)) {
    // A vector of whole bytes: its lanes one after another, aligned to its
    // size (a power of two), as LLVM lays out vectors.
    ScalarInfo elem = Compiler::getInfo(vt.getElementType());
    if (elem.boxed || elem.width % 8 || vt.getRank() != 1 || vt.isScalable())
      return failure();
    unsigned bytes = elem.width / 8;
    for (int64_t i = 0; i < vt.getNumElements(); ++i)
      out.leaves.push_back({base + uint64_t(i) * bytes, bytes, elem.width});
    size = uint64_t(vt.getNumElements()) * bytes;
    align = llvm::PowerOf2Ceil(std::max<uint64_t>(size, 1));
    size = llvm::alignTo(size, align);
    return success();
  }
  ScalarInfo info = Compiler::getInfo(type);
  if (info.vector || info.boxed || !info.width)
    return failure();
  Leaf leaf;
  leaf.offset = base;
  leaf.width = info.width;
  leaf.bytes = (info.width + 7) / 8;
  out.leaves.push_back(leaf);
  size = llvm::PowerOf2Ceil(leaf.bytes);
  align = std::min<uint64_t>(size, 16);
  return success();
}

/// The layout of `type`, in the program's arena; null after an error at
/// `op`.
const Layout *getLayout(Compiler &c, Operation *op, Type type) {
  Layout *layout = c.prog.allocArray<Layout>(1);
  if (failed(layoutInto(type, 0, *layout, layout->size, layout->align))) {
    op->emitError() << "the interpreter cannot hold values of type " << type
                    << " in memory";
    return nullptr;
  }
  layout->aggregate =
      llvm::isa<LLVM::LLVMStructType, LLVM::LLVMArrayType, VectorType>(type);
  return layout;
}

/// The leaves of `type` before the element at `position`, and that
/// element's leaf count.
std::pair<unsigned, unsigned> leafRange(Type type,
                                        llvm::ArrayRef<int64_t> position) {
  unsigned start = 0;
  for (int64_t index : position) {
    if (auto st = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
      for (int64_t i = 0; i < index; ++i)
        start += countLeaves(st.getBody()[i]);
      type = st.getBody()[index];
    } else {
      auto at = llvm::cast<LLVM::LLVMArrayType>(type);
      start += unsigned(index) * countLeaves(at.getElementType());
      type = at.getElementType();
    }
  }
  return {start, countLeaves(type)};
}

//===----------------------------------------------------------------------===//
// Allocations and accesses
//===----------------------------------------------------------------------===//

/// A new allocation of `bytes` bytes, all poison; its address, or 0 after
/// an error at `ip`.
uint64_t allocateBytes(Machine &m, const Instr *ip, uint64_t bytes,
                       Allocation::Origin origin) {
  ScalarInfo byte;
  byte.width = 8;
  if (bytes > uint64_t(INT64_MAX) / 2) {
    m.raiseError(ip, "allocation of " + llvm::Twine(bytes) +
                         " bytes is larger than the interpreter can hold");
    return 0;
  }
  Allocation *a = m.allocate(ip, int64_t(bytes), byte, origin);
  if (!a)
    return 0;
  // The map takes the creator's reference (a stack allocation has another
  // in the machine's list, which frees it when its function returns).
  LLVMMemory &memory = getMemory(m);
  uint64_t base = llvm::alignTo(memory.next, kBaseAlign);
  memory.next = base + llvm::alignTo(bytes, kBaseAlign) + kGap;
  memory.byBase[base] = a;
  return base;
}

/// The allocation that holds the `bytes` bytes at `address`, and the
/// offset of the first; null after raising undefined behaviour at `ip`
/// (quietly when `ip` is null).
Allocation *access(Machine &m, const Instr *ip, const Slot &pointer,
                   uint64_t bytes, int64_t &offset, const char *what) {
  // Without a record the access is a probe: it fails quietly.
  auto fail = [&](const llvm::Twine &reason) {
    if (ip)
      m.raiseUB(ip, reason);
  };
  if (pointer.poison) {
    fail(llvm::Twine(what) + " through a poison pointer");
    return nullptr;
  }
  uint64_t address = pointer.bits;
  LLVMMemory &memory = getMemory(m);
  auto it = memory.byBase.upper_bound(address);
  if (address == 0 || it == memory.byBase.begin()) {
    fail(llvm::Twine(what) + " through a pointer to no allocation");
    return nullptr;
  }
  --it;
  Allocation *a = it->second;
  uint64_t at = address - it->first;
  if (at > uint64_t(a->size) || bytes > uint64_t(a->size) - at) {
    fail(llvm::Twine(what) + " out of bounds (" + llvm::Twine(bytes) +
         " bytes at offset " + llvm::Twine(at) + " of an allocation of " +
         llvm::Twine(a->size) + ")");
    return nullptr;
  }
  if (!a->alive) {
    fail(llvm::Twine(what) + " of freed memory");
    return nullptr;
  }
  offset = int64_t(at);
  return a;
}

/// Reads the leaf at byte `at` of `a`: little-endian, poison if any of its
/// bytes is.
void readLeaf(const Allocation &a, int64_t at, const Leaf &leaf, Slot &out) {
  uint64_t bits = 0;
  bool poison = false;
  for (unsigned i = 0; i < leaf.bytes; ++i) {
    bits |= uint64_t(a.data[at + i]) << (8 * i);
    poison |= a.isPoison(at + i);
  }
  if (leaf.width < 64)
    bits &= (uint64_t(1) << leaf.width) - 1;
  out.bits = bits;
  out.poison = poison;
}

void writeLeaf(Allocation &a, int64_t at, const Leaf &leaf, const Slot &in) {
  for (unsigned i = 0; i < leaf.bytes; ++i) {
    uint8_t byte = i < 8 ? uint8_t(in.bits >> (8 * i)) : 0;
    a.setByte(at + i, byte, in.poison ? 0xff : 0);
  }
}

/// The leaves of an aggregate slot (null box: every leaf poison).
const Slot *aggregateLeaves(const Slot &s) {
  auto *box = static_cast<VectorBox *>(asBox(s));
  return box ? box->elems.data() : nullptr;
}

//===----------------------------------------------------------------------===//
// Handlers
//===----------------------------------------------------------------------===//

bool misaligned(Machine &m, const Instr *ip, uint64_t address) {
  if (ip->imm > 1 && address % uint64_t(ip->imm)) {
    m.raiseUB(ip, "access at address " + llvm::Twine(address) +
                      " is not aligned to " + llvm::Twine(ip->imm) + " bytes");
    return true;
  }
  return false;
}

const Instr *doLoad(Machine &m, const Instr *ip) {
  auto *layout = static_cast<const Layout *>(ip->p);
  const Slot &pointer = m.fp[ip->in[0]];
  int64_t at;
  Allocation *a = access(m, ip, pointer, layout->size, at, "load");
  if (!a || misaligned(m, ip, pointer.bits))
    return nullptr;
  Slot &out = m.fp[ip->out[0]];
  if (!layout->aggregate) {
    readLeaf(*a, at, layout->leaves[0], out);
    return m.next(ip);
  }
  VectorBox *box = newVector(ip->outInfo);
  for (size_t i = 0; i < layout->leaves.size(); ++i)
    readLeaf(*a, at + layout->leaves[i].offset, layout->leaves[i],
             box->elems[i]);
  setBox(out, box);
  out.poison = 0;
  return m.next(ip);
}

const Instr *doStore(Machine &m, const Instr *ip) {
  auto *layout = static_cast<const Layout *>(ip->p);
  const Slot &pointer = m.fp[ip->in[1]];
  int64_t at;
  Allocation *a = access(m, ip, pointer, layout->size, at, "store");
  if (!a || misaligned(m, ip, pointer.bits))
    return nullptr;
  if (a->readOnly)
    return m.raiseUB(ip, "store to constant global '@" + a->name + "'");
  const Slot &value = m.fp[ip->in[0]];
  if (!layout->aggregate) {
    writeLeaf(*a, at, layout->leaves[0], value);
    return m.next(ip);
  }
  const Slot *leaves = aggregateLeaves(value);
  Slot poison;
  poison.poison = 1;
  for (size_t i = 0; i < layout->leaves.size(); ++i)
    writeLeaf(*a, at + layout->leaves[i].offset, layout->leaves[i],
              leaves ? leaves[i] : poison);
  return m.next(ip);
}

const Instr *doAlloca(Machine &m, const Instr *ip) {
  auto *layout = static_cast<const Layout *>(ip->p);
  const Slot &count = m.fp[ip->in[0]];
  if (count.poison)
    return m.raiseUB(ip, "alloca of a poison element count");
  int64_t n = signExtend(count.bits, ip->inInfo.width);
  if (n < 0)
    return m.raiseUB(ip, "alloca of a negative element count");
  bool overflow = false;
  uint64_t bytes =
      llvm::SaturatingMultiply(uint64_t(n), layout->size, &overflow);
  if (overflow)
    return m.raiseError(ip, "alloca size overflows");
  uint64_t address = allocateBytes(m, ip, bytes, Allocation::Origin::Stack);
  if (!address)
    return nullptr;
  Slot &out = m.fp[ip->out[0]];
  out.bits = address;
  out.poison = 0;
  return m.next(ip);
}

/// How a getelementptr computes its offset: a constant part, and per
/// dynamic index its slot, width and scale.
struct GepPlan {
  int64_t constant = 0;
  struct Dynamic {
    uint32_t slot;
    unsigned width;
    int64_t scale;
  };
  llvm::SmallVector<Dynamic, 2> dynamic;
  bool inbounds = false;
};

const Instr *doGep(Machine &m, const Instr *ip) {
  auto *plan = static_cast<const GepPlan *>(ip->p);
  const Slot &base = m.fp[ip->in[0]];
  Slot &out = m.fp[ip->out[0]];
  bool poison = base.poison;
  uint64_t offset = uint64_t(plan->constant);
  for (const GepPlan::Dynamic &d : plan->dynamic) {
    const Slot &index = m.fp[d.slot];
    poison |= bool(index.poison);
    offset += uint64_t(signExtend(index.bits, d.width)) * uint64_t(d.scale);
  }
  uint64_t address = base.bits + offset;
  if (!poison && plan->inbounds && offset != 0) {
    // Poison unless base and result lie in one allocation (one past its
    // end included).
    LLVMMemory &memory = getMemory(m);
    auto it = memory.byBase.upper_bound(base.bits);
    bool in = false;
    if (base.bits && it != memory.byBase.begin()) {
      --it;
      uint64_t end = it->first + uint64_t(it->second->size);
      in = base.bits <= end && address >= it->first && address <= end;
    }
    poison = !in;
  }
  out.bits = address;
  out.poison = poison;
  return m.next(ip);
}

/// ptrtoint and inttoptr: the address as an integer of the result's width.
const Instr *doPtrIntCast(Machine &m, const Instr *ip) {
  const Slot &in = m.fp[ip->in[0]];
  Slot &out = m.fp[ip->out[0]];
  unsigned width = ip->outInfo.width;
  out.bits = width >= 64 ? in.bits : in.bits & ((uint64_t(1) << width) - 1);
  out.poison = in.poison;
  return m.next(ip);
}

/// llvm.mlir.zero and llvm.mlir.undef (undef taken as 0: one of the values
/// it may be).
const Instr *doZero(Machine &m, const Instr *ip) {
  Slot &out = m.fp[ip->out[0]];
  if (ip->outInfo.boxed) {
    setBox(out, newVector(ip->outInfo));
  } else {
    out.bits = 0;
  }
  out.poison = 0;
  return m.next(ip);
}

/// extractvalue: leaves [a, a + b) of the aggregate.
const Instr *doExtractValue(Machine &m, const Instr *ip) {
  const Slot *leaves = aggregateLeaves(m.fp[ip->in[0]]);
  Slot &out = m.fp[ip->out[0]];
  if (!ip->outInfo.boxed) {
    if (leaves) {
      out = leaves[ip->a];
    } else {
      out.bits = 0;
      out.poison = 1;
    }
    return m.next(ip);
  }
  VectorBox *box = newVector(ip->outInfo);
  for (uint32_t i = 0; i < ip->b; ++i) {
    if (leaves)
      box->elems[i] = leaves[ip->a + i];
    else
      box->elems[i].poison = 1;
  }
  setBox(out, box);
  out.poison = 0;
  return m.next(ip);
}

/// insertvalue: a copy of the aggregate with leaves [a, a + b) replaced.
const Instr *doInsertValue(Machine &m, const Instr *ip) {
  const Slot *leaves = aggregateLeaves(m.fp[ip->in[0]]);
  const Slot &value = m.fp[ip->in[1]];
  VectorBox *box = newVector(ip->outInfo);
  for (size_t i = 0; i < box->elems.size(); ++i) {
    if (leaves)
      box->elems[i] = leaves[i];
    else
      box->elems[i].poison = 1;
  }
  if (!ip->inInfo.boxed) {
    box->elems[ip->a] = value;
  } else {
    const Slot *inner = aggregateLeaves(value);
    for (uint32_t i = 0; i < ip->b; ++i) {
      if (inner)
        box->elems[ip->a + i] = inner[i];
      else
        box->elems[ip->a + i].poison = 1;
    }
  }
  Slot &out = m.fp[ip->out[0]];
  setBox(out, box);
  out.poison = 0;
  return m.next(ip);
}

/// llvm.mlir.addressof of a function: the Function, as func.constant
/// makes it; of a global: its address, the global made on first use.
const Instr *doAddressOfFunction(Machine &m, const Instr *ip) {
  Slot &out = m.fp[ip->out[0]];
  out.bits = reinterpret_cast<uintptr_t>(ip->p);
  out.poison = 0;
  return m.next(ip);
}

/// Writes a global's initial value (`value`: a string, a scalar or dense
/// elements) into its bytes.
LogicalResult initializeGlobal(Machine &m, const Instr *ip, Allocation &a,
                               Operation *global, const Layout &layout) {
  Attribute value = global->getInherentAttr("value");
  if (!value) {
    m.raiseError(ip, "the interpreter cannot run globals without a value "
                     "attribute");
    return failure();
  }
  if (auto str = llvm::dyn_cast<StringAttr>(value)) {
    for (size_t i = 0; i < str.getValue().size() && i < size_t(a.size); ++i)
      a.setByte(i, uint8_t(str.getValue()[i]), 0);
    return success();
  }
  auto put = [&](size_t leaf, uint64_t bits) {
    Slot s;
    s.bits = bits;
    writeLeaf(a, layout.leaves[leaf].offset, layout.leaves[leaf], s);
  };
  if (auto ia = llvm::dyn_cast<IntegerAttr>(value)) {
    put(0, ia.getValue().getZExtValue());
    return success();
  }
  if (auto fa = llvm::dyn_cast<FloatAttr>(value)) {
    put(0, fa.getValue().bitcastToAPInt().getZExtValue());
    return success();
  }
  if (auto dense = llvm::dyn_cast<DenseElementsAttr>(value)) {
    size_t n = layout.leaves.size();
    if (!dense.isSplat() && size_t(dense.getNumElements()) != n) {
      m.raiseError(ip, "the global's value has " +
                           llvm::Twine(dense.getNumElements()) +
                           " elements, its type " + llvm::Twine(n));
      return failure();
    }
    bool isFloat = llvm::isa<FloatType>(dense.getElementType());
    for (size_t i = 0; i < n; ++i) {
      size_t at = dense.isSplat() ? 0 : i;
      if (isFloat)
        put(i, dense.getAPFloatValue(at).bitcastToAPInt().getZExtValue());
      else
        put(i, dense.getAPIntValue(at).getZExtValue());
    }
    return success();
  }
  m.raiseError(ip, "the interpreter cannot run this global's initial value");
  return failure();
}

struct GlobalInfo {
  Operation *op;
  const Layout *layout;
  std::string name;
};

const Instr *doAddressOfGlobal(Machine &m, const Instr *ip) {
  auto *info = static_cast<const GlobalInfo *>(ip->p);
  LLVMMemory &memory = getMemory(m);
  auto it = memory.globals.find(info->name);
  uint64_t address;
  if (it != memory.globals.end()) {
    address = it->second;
  } else {
    address =
        allocateBytes(m, ip, info->layout->size, Allocation::Origin::Global);
    if (!address)
      return nullptr;
    Allocation *a = memory.byBase[address];
    a->name = info->name;
    if (failed(initializeGlobal(m, ip, *a, info->op, *info->layout)))
      return nullptr;
    a->readOnly = bool(info->op->getInherentAttr("constant"));
    memory.globals[info->name] = address;
  }
  Slot &out = m.fp[ip->out[0]];
  out.bits = address;
  out.poison = 0;
  return m.next(ip);
}

/// llvm.extractelement: lane `index` of the vector; poison when the index
/// is out of range (LangRef).
const Instr *doExtractElement(Machine &m, const Instr *ip) {
  const Slot *lanes = aggregateLeaves(m.fp[ip->in[0]]);
  const Slot &index = m.fp[ip->in[1]];
  Slot &out = m.fp[ip->out[0]];
  uint64_t i = index.bits;
  if (index.poison || !lanes || i >= uint64_t(ip->inInfo.numElements)) {
    out.bits = 0;
    out.poison = 1;
    return m.next(ip);
  }
  out = lanes[i];
  return m.next(ip);
}

/// llvm.insertelement: the vector with lane `index` replaced; poison when
/// the index is out of range.
const Instr *doInsertElement(Machine &m, const Instr *ip) {
  const Slot *lanes = aggregateLeaves(m.fp[ip->in[0]]);
  const Slot &value = m.fp[ip->in[1]];
  const Slot &index = m.fp[ip->in[2]];
  VectorBox *box = newVector(ip->outInfo);
  uint64_t i = index.bits;
  bool inRange = !index.poison && i < box->elems.size();
  for (size_t k = 0; k < box->elems.size(); ++k) {
    if (!inRange || !lanes)
      box->elems[k].poison = 1;
    else
      box->elems[k] = lanes[k];
  }
  if (inRange)
    box->elems[i] = value;
  Slot &out = m.fp[ip->out[0]];
  setBox(out, box);
  out.poison = 0;
  return m.next(ip);
}

/// llvm.intr.assume: undefined behaviour unless the condition holds.
const Instr *doAssume(Machine &m, const Instr *ip) {
  const Slot &c = m.fp[ip->in[0]];
  if (c.poison || !(c.bits & 1))
    return m.raiseUB(ip, "llvm.intr.assume of a condition that does not "
                         "hold");
  return m.next(ip);
}

/// llvm.intr.prefetch: a hint; nothing observable happens (LangRef: it
/// does not trap and does not change the program's behaviour).
const Instr *doPrefetch(Machine &m, const Instr *ip) { return m.next(ip); }

/// llvm.intr.stacksave: a token, the depth of the machine's stack of
/// allocations (not an address: only stackrestore may use it).
const Instr *doStackSave(Machine &m, const Instr *ip) {
  Slot &out = m.fp[ip->out[0]];
  out.bits = m.allocas.size();
  out.poison = 0;
  return m.next(ip);
}

/// llvm.intr.stackrestore: frees the allocas made since the token's
/// stacksave.
const Instr *doStackRestore(Machine &m, const Instr *ip) {
  const Slot &token = m.fp[ip->in[0]];
  if (token.poison || token.bits > m.allocas.size())
    return m.raiseUB(ip, "stackrestore of a token no stacksave made");
  m.popAllocas(token.bits);
  return m.next(ip);
}

/// llvm.intr.memcpy (a = 0) and memmove (a = 1): dst, src, length.
const Instr *doMemCopy(Machine &m, const Instr *ip) {
  const Slot &length = m.fp[ip->in[2]];
  if (length.poison)
    return m.raiseUB(ip, "memcpy of a poison length");
  uint64_t n = length.bits;
  if (n == 0)
    return m.next(ip);
  int64_t dstAt, srcAt;
  Allocation *dst = access(m, ip, m.fp[ip->in[0]], n, dstAt, "memcpy write");
  if (!dst)
    return nullptr;
  Allocation *src = access(m, ip, m.fp[ip->in[1]], n, srcAt, "memcpy read");
  if (!src)
    return nullptr;
  if (dst->readOnly)
    return m.raiseUB(ip, "memcpy to constant global '@" + dst->name + "'");
  if (!ip->a && dst == src && uint64_t(std::abs(dstAt - srcAt)) < n)
    return m.raiseUB(ip, "memcpy of overlapping ranges");
  // Through a copy, so that overlapping memmove ranges read what was
  // there before.
  llvm::SmallVector<std::pair<uint8_t, uint8_t>, 64> bytes(n);
  for (uint64_t i = 0; i < n; ++i)
    bytes[i] = {src->data[srcAt + i], src->getPoisonBits(srcAt + i)};
  for (uint64_t i = 0; i < n; ++i)
    dst->setByte(dstAt + i, bytes[i].first, bytes[i].second ? 0xff : 0);
  return m.next(ip);
}

/// llvm.intr.memset: dst, byte, length.
const Instr *doMemSet(Machine &m, const Instr *ip) {
  const Slot &value = m.fp[ip->in[1]];
  const Slot &length = m.fp[ip->in[2]];
  if (length.poison)
    return m.raiseUB(ip, "memset of a poison length");
  uint64_t n = length.bits;
  if (n == 0)
    return m.next(ip);
  int64_t at;
  Allocation *dst = access(m, ip, m.fp[ip->in[0]], n, at, "memset");
  if (!dst)
    return nullptr;
  if (dst->readOnly)
    return m.raiseUB(ip, "memset of constant global '@" + dst->name + "'");
  for (uint64_t i = 0; i < n; ++i)
    dst->setByte(at + i, uint8_t(value.bits), value.poison ? 0xff : 0);
  return m.next(ip);
}

//===----------------------------------------------------------------------===//
// Translators
//===----------------------------------------------------------------------===//

int64_t getAlignment(Operation *op) {
  return getIntAttrValue(op->getInherentAttr("alignment"), 0);
}

LogicalResult compileLoad(Compiler &c, Operation *op, unsigned) {
  const Layout *layout = getLayout(c, op, op->getResult(0).getType());
  if (!layout)
    return failure();
  uint32_t r = c.emit(doLoad, op);
  c.instr(r).p = layout;
  c.instr(r).imm = getAlignment(op);
  return success();
}

LogicalResult compileStore(Compiler &c, Operation *op, unsigned) {
  const Layout *layout = getLayout(c, op, op->getOperand(0).getType());
  if (!layout)
    return failure();
  uint32_t r = c.emit(doStore, op);
  c.instr(r).p = layout;
  c.instr(r).imm = getAlignment(op);
  return success();
}

Type getElemType(Operation *op) {
  auto attr =
      llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr("elem_type"));
  return attr ? attr.getValue() : Type();
}

LogicalResult compileAlloca(Compiler &c, Operation *op, unsigned) {
  Type elem = getElemType(op);
  if (!elem)
    return op->emitError() << "alloca without an element type";
  const Layout *layout = getLayout(c, op, elem);
  if (!layout)
    return failure();
  uint32_t r = c.emit(doAlloca, op);
  c.instr(r).p = layout;
  return success();
}

LogicalResult compileGep(Compiler &c, Operation *op, unsigned) {
  Type elem = getElemType(op);
  auto raw = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
      op->getInherentAttr("rawConstantIndices"));
  if (!elem || !raw)
    return op->emitError() << "malformed getelementptr";
  auto *plan = c.prog.allocArray<GepPlan>(1);
  plan->inbounds = bool(op->getInherentAttr("inbounds"));
  unsigned nextDynamic = 1;
  Type current = elem;
  for (auto [i, index] : llvm::enumerate(raw.asArrayRef())) {
    bool dynamic = index == std::numeric_limits<int32_t>::min();
    // The first index steps over whole elements; the others go into the
    // aggregate.
    int64_t scale = 0;
    Type inner = current;
    if (i == 0) {
      Layout layout;
      uint64_t size = 0, align = 1;
      if (failed(layoutInto(current, 0, layout, size, align)))
        return op->emitError() << "the interpreter cannot lay out " << current;
      scale = int64_t(size);
    } else if (auto st = llvm::dyn_cast<LLVM::LLVMStructType>(current)) {
      if (dynamic)
        return op->emitError() << "a struct index must be a constant";
      // The field's offset: the layout of the struct up to it.
      uint64_t offset = 0;
      for (int32_t f = 0; f <= index; ++f) {
        uint64_t size = 0, align = 1;
        Layout fieldLayout;
        if (failed(layoutInto(st.getBody()[f], 0, fieldLayout, size, align)))
          return op->emitError()
                 << "the interpreter cannot lay out " << st.getBody()[f];
        if (!st.isPacked())
          offset = llvm::alignTo(offset, align);
        if (f < index)
          offset += size;
      }
      plan->constant += int64_t(offset);
      current = st.getBody()[index];
      continue;
    } else if (auto at = llvm::dyn_cast<LLVM::LLVMArrayType>(current)) {
      inner = at.getElementType();
      Layout layout;
      uint64_t size = 0, align = 1;
      if (failed(layoutInto(inner, 0, layout, size, align)))
        return op->emitError() << "the interpreter cannot lay out " << inner;
      scale = int64_t(size);
    } else {
      return op->emitError() << "the interpreter cannot index into " << current;
    }
    if (i != 0)
      current = inner;
    if (dynamic) {
      Value v = op->getOperand(nextDynamic++);
      plan->dynamic.push_back(
          {c.slot(v), Compiler::getInfo(v.getType()).width, scale});
    } else {
      plan->constant += int64_t(index) * scale;
    }
  }
  uint32_t r = c.emit(doGep, op);
  c.instr(r).p = plan;
  return success();
}

LogicalResult compileExtractOrInsert(Compiler &c, Operation *op, Handler fn) {
  auto position = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(
      op->getInherentAttr("position"));
  if (!position)
    return op->emitError() << "malformed " << op->getName().getStringRef();
  auto [start, count] =
      leafRange(op->getOperand(0).getType(), position.asArrayRef());
  uint32_t r = c.emit(fn, op);
  c.instr(r).a = start;
  c.instr(r).b = count;
  if (op->getNumOperands() > 1)
    c.instr(r).inInfo = Compiler::getInfo(op->getOperand(1).getType());
  return success();
}

LogicalResult compileAddressOf(Compiler &c, Operation *op, unsigned) {
  auto name = llvm::dyn_cast_or_null<FlatSymbolRefAttr>(
      op->getInherentAttr("global_name"));
  if (!name)
    return op->emitError() << "malformed llvm.mlir.addressof";
  auto fn = c.prog.byName.find(name.getValue());
  if (fn != c.prog.byName.end()) {
    uint32_t r = c.emit(doAddressOfFunction, op);
    c.instr(r).p = fn->second;
    return success();
  }
  Operation *module = op->getParentOp();
  while (module && module->getName().getStringRef() != "builtin.module")
    module = module->getParentOp();
  Operation *global =
      module ? SymbolTable::lookupSymbolIn(module, name.getValue()) : nullptr;
  if (!global || global->getName().getStringRef() != "llvm.mlir.global")
    return op->emitError() << "the interpreter cannot take the address of '@"
                           << name.getValue() << "'";
  auto type =
      llvm::dyn_cast_or_null<TypeAttr>(global->getInherentAttr("global_type"));
  if (!type)
    return op->emitError() << "malformed global '@" << name.getValue() << "'";
  const Layout *layout = getLayout(c, global, type.getValue());
  if (!layout)
    return failure();
  auto *info = c.prog.allocArray<GlobalInfo>(1);
  info->op = global;
  info->layout = layout;
  info->name = name.getValue().str();
  uint32_t r = c.emit(doAddressOfGlobal, op);
  c.instr(r).p = info;
  return success();
}

} // namespace

unsigned interp::countLeaves(Type type) {
  if (auto st = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
    unsigned n = 0;
    for (Type field : st.getBody())
      n += countLeaves(field);
    return n;
  }
  if (auto at = llvm::dyn_cast<LLVM::LLVMArrayType>(type))
    return unsigned(at.getNumElements()) * countLeaves(at.getElementType());
  return 1;
}

void interp::registerLLVMMemoryOps(llvm::StringMap<CompileFn> &t) {
  t["llvm.load"] = compileLoad;
  t["llvm.store"] = compileStore;
  t["llvm.alloca"] = compileAlloca;
  t["llvm.getelementptr"] = compileGep;
  t["llvm.mlir.addressof"] = compileAddressOf;
  t["llvm.extractvalue"] = [](Compiler &c, Operation *op, unsigned) {
    return compileExtractOrInsert(c, op, doExtractValue);
  };
  t["llvm.insertvalue"] = [](Compiler &c, Operation *op, unsigned) {
    return compileExtractOrInsert(c, op, doInsertValue);
  };
  t["llvm.mlir.zero"] = compileRecord<doZero>;
  t["llvm.mlir.undef"] = compileRecord<doZero>;
  t["llvm.ptrtoint"] = compileRecord<doPtrIntCast>;
  t["llvm.inttoptr"] = compileRecord<doPtrIntCast>;
  // One address space: a cast between them keeps the address.
  t["llvm.addrspacecast"] = compileRecord<doPtrIntCast>;
  t["llvm.extractelement"] = compileRecord<doExtractElement>;
  t["llvm.insertelement"] = compileRecord<doInsertElement>;
  t["llvm.intr.assume"] = compileRecord<doAssume>;
  t["llvm.intr.memcpy"] = compileRecord<doMemCopy>;
  t["llvm.intr.memmove"] = [](Compiler &c, Operation *op, unsigned) {
    uint32_t r = c.emit(doMemCopy, op);
    c.instr(r).a = 1;
    return success();
  };
  t["llvm.intr.memset"] = compileRecord<doMemSet>;
  t["llvm.intr.stacksave"] = compileRecord<doStackSave>;
  t["llvm.intr.stackrestore"] = compileRecord<doStackRestore>;
  t["llvm.intr.prefetch"] = compileRecord<doPrefetch>;
}

//===----------------------------------------------------------------------===//
// Native functions over llvm memory
//===----------------------------------------------------------------------===//

namespace {
LogicalResult nativeMalloc(Machine &m, const Instr *call,
                           llvm::ArrayRef<Slot> args,
                           llvm::MutableArrayRef<Slot> results) {
  if (llvm::any_of(args, [](const Slot &s) { return s.poison != 0; })) {
    m.raiseUB(call, "malloc of a poison size");
    return failure();
  }
  uint64_t address =
      allocateBytes(m, call, args.back().bits, Allocation::Origin::Heap);
  if (!address)
    return failure();
  results[0].bits = address;
  results[0].poison = 0;
  return success();
}

LogicalResult nativeFree(Machine &m, const Instr *call,
                         llvm::ArrayRef<Slot> args,
                         llvm::MutableArrayRef<Slot>) {
  const Slot &p = args[0];
  if (p.poison) {
    m.raiseUB(call, "free of a poison pointer");
    return failure();
  }
  if (p.bits == 0)
    return success();
  LLVMMemory &memory = getMemory(m);
  auto it = memory.byBase.find(p.bits);
  if (it == memory.byBase.end() ||
      it->second->origin != Allocation::Origin::Heap) {
    m.raiseUB(call, "free of a pointer that malloc did not return");
    return failure();
  }
  if (!it->second->alive) {
    m.raiseUB(call, "double free");
    return failure();
  }
  m.freeAllocation(it->second);
  return success();
}
} // namespace

bool interp::readLLVMMemory(Machine &m, const Instr *ip, uint64_t address,
                            unsigned bytes, Slot &out) {
  Slot pointer;
  pointer.bits = address;
  int64_t at;
  Allocation *a = access(m, ip, pointer, bytes, at, "read");
  if (!a)
    return false;
  Leaf leaf;
  leaf.bytes = bytes;
  leaf.width = bytes * 8;
  readLeaf(*a, at, leaf, out);
  return true;
}

void interp::addLLVMNativeFunctions(llvm::StringMap<NativeFunction> &t) {
  t["malloc"] = {nativeMalloc, "(i64) -> !llvm.ptr", true, false};
  t["aligned_alloc"] = {nativeMalloc, "(i64, i64) -> !llvm.ptr", true, false};
  t["free"] = {nativeFree, "(!llvm.ptr) -> ()", true, false};
}
