//===- MemRefOps.cpp - Memory in the encoding: buffers and memref ops -----===//
//
// The memref rules of docs/semantics.md over SMT terms. A buffer is a pair
// of Z3 arrays indexed by element number (the bits, and whether each element
// is poison), its element count and a liveness bit; a memref value is a
// descriptor (buffer id, offset, sizes, strides, base) in index-width lanes, so
// views share their buffer and the encoder's merges of values merge
// descriptors too. Where a descriptor's id is not a constant (a memref chosen
// on a path, an argument that may alias another), an access reaches every
// buffer the id may name, each under `id == k`.
//
// Memory is a single state updated under the current path condition: the
// encoder visits every execution's ops in order (block instances in
// reverse post-order per back-edge count, loop iterations in turn), so an
// update made on one path is invisible under every path disjoint from it,
// which is the if-then-else merge at joins without copying the state.
//
// Memref arguments each get a buffer of symbolic contents; with
// EncoderOptions::assumeMayAlias an argument may instead be a view, at a
// symbolic offset, of the buffer of an earlier argument of the same
// element type, which covers every way they may overlap.
//
//===----------------------------------------------------------------------===//
#include "dialects/memref/MemRefOps.h"
#include "dialects/memref/MemRefLayout.h"
#include "ir/AffineMap.h"
#include "verify/tv/EncoderImpl.h"

using namespace assay;
using namespace assay::tv;

namespace {

using Impl = FunctionEncoder::Impl;

/// Dynamic sizes of memref arguments are at most this (so element counts
/// cannot overflow a 32-bit index).
constexpr uint64_t maxDynamicSize = 1024;

/// The lanes of a memref value.
struct Desc {
  SmtBV id, offset;
  llvm::SmallVector<SmtBV, 4> sizes, strides;
  SmtBool poison;
  /// The memref's element type: only buffers of it may be named.
  Type element;
  /// Where element 0 of the descriptor's base lies in the buffer: 0 but
  /// for a memref.view, whose byte shift moves the base (the aligned
  /// pointer) and leaves the offset its type states. The last lane, so
  /// that the lanes before it read as id, offset, sizes and strides.
  SmtBV base;

  /// The buffer element the offset names.
  SmtBV start(SmtDomain &d) const { return d.add(base, offset); }
};

Desc readDesc(const SymValue &v) {
  Desc r;
  unsigned rank = (v.lanes.size() - 3) / 2;
  r.id = v.lanes[0].bits;
  r.offset = v.lanes[1].bits;
  for (unsigned i = 0; i < rank; ++i) {
    r.sizes.push_back(v.lanes[2 + i].bits);
    r.strides.push_back(v.lanes[2 + rank + i].bits);
  }
  r.base = v.lanes.back().bits;
  r.poison = v.lanes[0].poison;
  r.element = llvm::cast<MemRefType>(v.type).getElementType();
  return r;
}

SymValue makeValue(Type type, const Desc &desc) {
  SymValue v{type, {}};
  v.lanes.push_back({desc.id, desc.poison});
  v.lanes.push_back({desc.offset, desc.poison});
  for (const SmtBV &s : desc.sizes)
    v.lanes.push_back({s, desc.poison});
  for (const SmtBV &s : desc.strides)
    v.lanes.push_back({s, desc.poison});
  v.lanes.push_back({desc.base, desc.poison});
  return v;
}

/// A descriptor derived from `src` (a view of it): the same buffer and
/// base.
Desc derive(const Desc &src, SmtBV offset) {
  Desc r{src.id, offset, {}, {}, src.poison};
  r.base = src.base;
  return r;
}

unsigned elementWidth(const Impl &e, Type element) {
  unsigned lanes = 1, width = 0;
  (void)e.getLayout(element, lanes, width);
  return width;
}

SmtBV indexConst(Impl &e, int64_t v) {
  return e.d.constant(llvm::APInt(e.options.indexWidth, uint64_t(v), true));
}

/// Row-major strides of `sizes`.
llvm::SmallVector<SmtBV, 4> rowMajor(Impl &e, llvm::ArrayRef<SmtBV> sizes) {
  llvm::SmallVector<SmtBV, 4> strides(sizes.size());
  SmtBV running = indexConst(e, 1);
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = running;
    running = e.d.mul(running, sizes[i]);
  }
  return strides;
}

/// The product of `sizes`: an identity buffer's element count.
SmtBV elementCount(Impl &e, llvm::ArrayRef<SmtBV> sizes) {
  SmtBV n = indexConst(e, 1);
  for (const SmtBV &s : sizes)
    n = e.d.mul(n, s);
  return n;
}

/// The buffers `desc` may name, with the condition of each.
llvm::SmallVector<std::pair<unsigned, SmtBool>, 2>
candidates(Impl &e, const Desc &desc) {
  llvm::SmallVector<std::pair<unsigned, SmtBool>, 2> r;
  for (unsigned k = 0; k < e.buffers.size(); ++k) {
    if (llvm::cast<MemRefType>(e.buffers[k].type).getElementType() !=
        desc.element)
      continue;
    SmtBool c = e.d.eq(desc.id, indexConst(e, k));
    if (e.d.getConstant(c) != false)
      r.push_back({k, c});
  }
  return r;
}

/// A new buffer of `type` with `sizes` elements per dimension: never
/// stored, so every element reads as poison.
unsigned newBuffer(Impl &e, MemRefType type, SmtBV size, SymBuffer::Kind kind,
                   std::string name) {
  SymBuffer b;
  b.name = std::move(name);
  b.type = type;
  b.kind = kind;
  unsigned w = elementWidth(e, type.getElementType());
  b.values = e.d.constArray(e.options.indexWidth, e.d.constant(w, 0));
  b.poison = e.d.constArray(e.options.indexWidth, e.d.boolConstant(true));
  b.size = size;
  b.live = e.d.boolConstant(true);
  e.buffers.push_back(std::move(b));
  e.createdUnder[unsigned(e.buffers.size() - 1)] = e.pc;
  return unsigned(e.buffers.size() - 1);
}

/// Raises UB where `desc` is poison or names freed memory.
void checkLive(Impl &e, const Desc &desc) {
  e.raiseUB(desc.poison);
  for (auto &[k, c] : candidates(e, desc))
    e.raiseUB(c && !e.buffers[k].live);
}

/// The element number `indices` address in `desc`'s buffer, raising UB for
/// a poison index, one outside its dimension, or an address outside the
/// buffer (docs/semantics.md, "memref").
SmtBV address(Impl &e, const Desc &desc, llvm::ArrayRef<SymValue> indices) {
  checkLive(e, desc);
  SmtDomain &d = e.d;
  SmtBV at = desc.start(d);
  SmtBV zero = indexConst(e, 0);
  for (unsigned i = 0; i < indices.size(); ++i) {
    const SymLane &l = indices[i].lanes[0];
    e.raiseUB(l.poison);
    e.raiseUB(d.slt(l.bits, zero) || d.sge(l.bits, desc.sizes[i]));
    at = d.add(at, d.mul(l.bits, desc.strides[i]));
  }
  for (auto &[k, c] : candidates(e, desc))
    e.raiseUB(c && (d.slt(at, zero) || d.sge(at, e.buffers[k].size)));
  return at;
}

/// The element at `at` of the buffer `desc` names.
SymLane readElement(Impl &e, const Desc &desc, const SmtBV &at, unsigned w) {
  SymLane r{e.d.constant(w, 0), e.d.boolConstant(true)};
  bool first = true;
  for (auto &[k, c] : candidates(e, desc)) {
    SymLane x{e.d.arrayRead(e.buffers[k].values, at),
              e.d.arrayReadBool(e.buffers[k].poison, at)};
    if (first) {
      r = x;
      first = false;
      continue;
    }
    r = {e.d.select(c, x.bits, r.bits), e.d.select(c, x.poison, r.poison)};
  }
  return r;
}

/// The condition under which an update of buffer `k`, reached under `c`,
/// happens: the current path and `c`, less what holds wherever the buffer
/// exists.
SmtBool guardFor(Impl &e, unsigned k, const SmtBool &c) {
  auto it = e.createdUnder.find(k);
  if (it != e.createdUnder.end() && SmtDomain::sameTerm(it->second, e.pc))
    return c;
  return e.pc && c;
}

/// Writes `v` at `at` of the buffer `desc` names, on the current path;
/// stores to a constant global are UB.
void writeElement(Impl &e, const Desc &desc, const SmtBV &at,
                  const SymLane &v) {
  for (auto &[k, c] : candidates(e, desc)) {
    SymBuffer &b = e.buffers[k];
    if (b.readOnly) {
      e.raiseUB(c);
      continue;
    }
    SmtBool guard = guardFor(e, k, c);
    b.values =
        e.d.select(guard, e.d.arrayWrite(b.values, at, v.bits), b.values);
    b.poison =
        e.d.select(guard, e.d.arrayWrite(b.poison, at, v.poison), b.poison);
  }
}

llvm::SmallVector<SymValue, 4> operands(Impl &e, Operation *op,
                                        unsigned begin) {
  llvm::SmallVector<SymValue, 4> r;
  for (unsigned i = begin; i < op->getNumOperands(); ++i)
    r.push_back(e.get(op->getOperand(i)));
  return r;
}

LogicalResult encodeLoad(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(0)));
  SmtBV at = address(e, desc, operands(e, op, 1));
  Type type = op->getResult(0).getType();
  e.env[op->getResult(0)] =
      SymValue{type, {readElement(e, desc, at, elementWidth(e, type))}};
  return success();
}

LogicalResult encodeStore(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(1)));
  SmtBV at = address(e, desc, operands(e, op, 2));
  writeElement(e, desc, at, e.get(op->getOperand(0)).lanes[0]);
  return success();
}

LogicalResult encodeAlloc(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (!memref::hasIdentityLayout(type))
    return op->emitError()
           << "the validator does not model allocations with a layout";
  llvm::SmallVector<SmtBV, 4> sizes;
  unsigned dyn = 0;
  for (int64_t s : type.getShape()) {
    if (!ShapedType::isDynamic(s)) {
      sizes.push_back(indexConst(e, s));
      continue;
    }
    const SymLane &l = e.get(op->getOperand(dyn++)).lanes[0];
    e.raiseUB(l.poison || e.d.slt(l.bits, indexConst(e, 0)));
    sizes.push_back(l.bits);
  }
  bool stack = op->getName().getStringRef() == "memref.alloca";
  unsigned id = newBuffer(
      e, type, elementCount(e, sizes),
      stack ? SymBuffer::Kind::Stack : SymBuffer::Kind::Heap,
      (op->getName().getStringRef() + "#" + llvm::Twine(e.buffers.size()))
          .str());
  if (stack && !e.allocaScopes.empty())
    e.allocaScopes.back().push_back(id);
  Desc desc{indexConst(e, id), indexConst(e, 0), sizes, rowMajor(e, sizes),
            e.d.boolConstant(false)};
  desc.base = indexConst(e, 0);
  e.env[op->getResult(0)] = makeValue(type, desc);
  return success();
}

LogicalResult encodeDealloc(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(0)));
  e.raiseUB(desc.poison);
  for (auto &[k, c] : candidates(e, desc)) {
    SymBuffer &b = e.buffers[k];
    // Double free; memory from alloca or a global.
    e.raiseUB(c && !b.live);
    if (b.kind == SymBuffer::Kind::Stack || b.kind == SymBuffer::Kind::Global)
      e.raiseUB(c);
    b.live = e.d.select(guardFor(e, k, c), e.d.boolConstant(false), b.live);
  }
  return success();
}

LogicalResult encodeDim(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(0)));
  const SymLane &index = e.get(op->getOperand(1)).lanes[0];
  SmtDomain &d = e.d;
  e.raiseUB(index.poison || d.slt(index.bits, indexConst(e, 0)) ||
            d.sge(index.bits, indexConst(e, int64_t(desc.sizes.size()))));
  SmtBV r = indexConst(e, 0);
  for (unsigned i = 0; i < desc.sizes.size(); ++i)
    r = d.select(d.eq(index.bits, indexConst(e, i)), desc.sizes[i], r);
  e.env[op->getResult(0)] =
      SymValue{op->getResult(0).getType(), {{r, desc.poison}}};
  return success();
}

LogicalResult encodeRank(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(0)));
  e.env[op->getResult(0)] =
      SymValue{op->getResult(0).getType(),
               {{indexConst(e, int64_t(desc.sizes.size())), desc.poison}}};
  return success();
}

/// UB unless `desc` has the static sizes, offset and strides `type` states
/// (a cast asserts them).
LogicalResult checkStaticLayout(Impl &e, Operation *op, const Desc &desc,
                                MemRefType type, bool sizesToo) {
  llvm::SmallVector<int64_t, 4> strides;
  int64_t offset;
  if (failed(memref::getStridesAndOffset(type, strides, offset)))
    return op->emitError() << "the validator does not model the layout of "
                           << Type(type);
  SmtDomain &d = e.d;
  SmtBool wrong = d.boolConstant(false);
  if (!ShapedType::isDynamic(offset))
    wrong = wrong || d.ne(desc.offset, indexConst(e, offset));
  for (unsigned i = 0; i < strides.size(); ++i) {
    if (!ShapedType::isDynamic(strides[i]))
      wrong = wrong || d.ne(desc.strides[i], indexConst(e, strides[i]));
    int64_t size = type.getShape()[i];
    if (sizesToo && !ShapedType::isDynamic(size))
      wrong = wrong || d.ne(desc.sizes[i], indexConst(e, size));
  }
  e.raiseUB(!desc.poison && wrong);
  return success();
}

LogicalResult encodeCast(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc desc = readDesc(e.get(op->getOperand(0)));
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (failed(checkStaticLayout(e, op, desc, type, /*sizesToo=*/true)))
    return failure();
  e.env[op->getResult(0)] = makeValue(type, desc);
  return success();
}

/// The static values `values`, with ShapedType::kDynamic entries taken in
/// turn from `dynamic`.
llvm::SmallVector<SymLane, 4> mixed(Impl &e, llvm::ArrayRef<int64_t> values,
                                    OperandRange dynamic) {
  llvm::SmallVector<SymLane, 4> r;
  auto next = dynamic.begin();
  for (int64_t v : values) {
    if (ShapedType::isDynamic(v) && next != dynamic.end())
      r.push_back(e.get(*next++).lanes[0]);
    else
      r.push_back({indexConst(e, v), e.d.boolConstant(false)});
  }
  return r;
}

LogicalResult encodeSubView(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  memref::SubViewOp view(op);
  auto source = llvm::cast<MemRefType>(view.getSource().getType());
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  auto dropped = memref::getSubViewDroppedDims(
      source, type, view.getStaticOffsets(), view.getStaticSizes(),
      view.getStaticStrides());
  if (!dropped)
    return op->emitError()
           << "the validator cannot tell which dimensions the subview drops";
  Desc src = readDesc(e.get(view.getSource()));
  checkLive(e, src);
  llvm::SmallVector<SymLane, 4> offsets =
      mixed(e, view.getStaticOffsets(), view.getOffsets());
  llvm::SmallVector<SymLane, 4> sizes =
      mixed(e, view.getStaticSizes(), view.getSizes());
  llvm::SmallVector<SymLane, 4> strides =
      mixed(e, view.getStaticStrides(), view.getStrides());
  if (offsets.size() != src.sizes.size() || sizes.size() != offsets.size() ||
      strides.size() != offsets.size())
    return op->emitError() << "the validator cannot read this subview";
  SmtDomain &d = e.d;
  SmtBV zero = indexConst(e, 0), one = indexConst(e, 1);
  Desc r = derive(src, src.offset);
  for (unsigned i = 0; i < offsets.size(); ++i) {
    const SmtBV &o = offsets[i].bits, &s = sizes[i].bits, &st = strides[i].bits;
    e.raiseUB(offsets[i].poison || sizes[i].poison || strides[i].poison);
    SmtBV last = d.add(o, d.mul(d.sub(s, one), st));
    e.raiseUB(
        d.slt(o, zero) || d.slt(s, zero) || d.sgt(o, src.sizes[i]) ||
        (d.sgt(s, zero) && (d.slt(last, zero) || d.sge(last, src.sizes[i]))));
    r.offset = d.add(r.offset, d.mul(o, src.strides[i]));
    if ((*dropped)[i])
      continue;
    r.sizes.push_back(s);
    r.strides.push_back(d.mul(st, src.strides[i]));
  }
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

LogicalResult encodeReinterpretCast(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  memref::ReinterpretCastOp cast(op);
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  Desc src = readDesc(e.get(cast.getSource()));
  checkLive(e, src);
  llvm::SmallVector<SymLane, 4> offsets =
      mixed(e, cast.getStaticOffsets(), cast.getOffsets());
  llvm::SmallVector<SymLane, 4> sizes =
      mixed(e, cast.getStaticSizes(), cast.getSizes());
  llvm::SmallVector<SymLane, 4> strides =
      mixed(e, cast.getStaticStrides(), cast.getStrides());
  if (sizes.size() != size_t(type.getRank()) || strides.size() != sizes.size())
    return op->emitError() << "the validator cannot read this reinterpret_cast";
  Desc r = derive(src, indexConst(e, 0));
  for (const SymLane &l : offsets)
    e.raiseUB(l.poison);
  if (!offsets.empty())
    r.offset = offsets[0].bits;
  for (unsigned i = 0; i < sizes.size(); ++i) {
    e.raiseUB(sizes[i].poison || strides[i].poison);
    r.sizes.push_back(sizes[i].bits);
    r.strides.push_back(strides[i].bits);
  }
  // Static sizes, offset and strides of the result type must be the
  // operands'.
  if (failed(checkStaticLayout(e, op, r, type, /*sizesToo=*/true)))
    return failure();
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

/// The source dimensions each result dimension (expand_shape: each source
/// dimension's result dimensions) is made of.
llvm::SmallVector<llvm::SmallVector<int64_t, 2>> groupsOf(Operation *op) {
  if (auto expand = llvm::dyn_cast<memref::ExpandShapeOp>(op))
    return expand.getReassociationIndices();
  return memref::CollapseShapeOp(op).getReassociationIndices();
}

LogicalResult encodeExpandShape(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  memref::ExpandShapeOp expand(op);
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  Desc src = readDesc(e.get(expand.getSrc()));
  checkLive(e, src);
  llvm::SmallVector<int64_t> shape(expand.getStaticOutputShape());
  if (shape.empty())
    shape.assign(type.getShape().begin(), type.getShape().end());
  llvm::SmallVector<SymLane, 4> sizes =
      mixed(e, shape, expand.getOutputShape());
  auto groups = groupsOf(op);
  if (sizes.size() != size_t(type.getRank()) ||
      groups.size() != src.sizes.size())
    return op->emitError() << "the validator cannot read this expand_shape";
  SmtDomain &d = e.d;
  Desc r = derive(src, src.offset);
  for (const SymLane &l : sizes) {
    e.raiseUB(l.poison);
    r.sizes.push_back(l.bits);
  }
  r.strides.assign(sizes.size(), indexConst(e, 0));
  // Within a group, strides grow from the innermost dimension; the sizes
  // must multiply to the source dimension's.
  for (unsigned g = 0; g < groups.size(); ++g) {
    SmtBV stride = src.strides[g], product = indexConst(e, 1);
    for (int64_t dim : llvm::reverse(groups[g])) {
      r.strides[dim] = stride;
      stride = d.mul(stride, r.sizes[dim]);
      product = d.mul(product, r.sizes[dim]);
    }
    e.raiseUB(d.ne(product, src.sizes[g]));
  }
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

LogicalResult encodeCollapseShape(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  Desc src = readDesc(e.get(op->getOperand(0)));
  checkLive(e, src);
  SmtDomain &d = e.d;
  SmtBV one = indexConst(e, 1);
  Desc r = derive(src, src.offset);
  for (const auto &group : groupsOf(op)) {
    SmtBV size = one;
    for (int64_t dim : group)
      size = d.mul(size, src.sizes[dim]);
    // The stride of the innermost dimension whose size is not 1.
    SmtBV stride = group.empty() ? one : src.strides[group.back()];
    for (int64_t dim : group)
      stride = d.select(d.ne(src.sizes[dim], one), src.strides[dim], stride);
    r.sizes.push_back(size);
    r.strides.push_back(stride);
  }
  if (r.sizes.size() != size_t(type.getRank()))
    return op->emitError() << "the validator cannot read this collapse_shape";
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

LogicalResult encodeTranspose(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto map =
      llvm::dyn_cast_or_null<AffineMapAttr>(op->getInherentAttr("permutation"));
  Desc src = readDesc(e.get(op->getOperand(0)));
  checkLive(e, src);
  Desc r = derive(src, src.offset);
  for (AffineExpr result :
       map ? map.getValue().getResults() : llvm::ArrayRef<AffineExpr>()) {
    auto dim = llvm::dyn_cast<AffineDimExpr>(result);
    if (!dim || dim.getPosition() >= src.sizes.size())
      return op->emitError() << "the validator cannot read this permutation";
    r.sizes.push_back(src.sizes[dim.getPosition()]);
    r.strides.push_back(src.strides[dim.getPosition()]);
  }
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (r.sizes.size() != size_t(type.getRank()))
    return op->emitError() << "the validator cannot read this permutation";
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

LogicalResult encodeCopy(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getOperand(0).getType());
  if (!type.hasStaticShape() ||
      llvm::cast<MemRefType>(op->getOperand(1).getType()).getShape() !=
          type.getShape())
    return op->emitError()
           << "the validator models memref.copy between static shapes only";
  int64_t count = 1;
  for (int64_t s : type.getShape())
    count *= s;
  if (count > 4096)
    return op->emitError() << "the validator models memref.copy of at most "
                              "4096 elements";
  Desc src = readDesc(e.get(op->getOperand(0)));
  Desc dst = readDesc(e.get(op->getOperand(1)));
  checkLive(e, src);
  checkLive(e, dst);
  // Element by element in row-major order, as the interpreter copies.
  unsigned w = elementWidth(e, type.getElementType());
  llvm::SmallVector<int64_t, 4> idx(type.getRank(), 0);
  SmtDomain &d = e.d;
  SmtBV zero = indexConst(e, 0);
  for (int64_t n = 0; n < count; ++n) {
    SmtBV a = src.start(d), b = dst.start(d);
    for (unsigned i = 0; i < idx.size(); ++i) {
      a = d.add(a, d.mul(indexConst(e, idx[i]), src.strides[i]));
      b = d.add(b, d.mul(indexConst(e, idx[i]), dst.strides[i]));
    }
    for (auto &[k, c] : candidates(e, src))
      e.raiseUB(c && (d.slt(a, zero) || d.sge(a, e.buffers[k].size)));
    for (auto &[k, c] : candidates(e, dst))
      e.raiseUB(c && (d.slt(b, zero) || d.sge(b, e.buffers[k].size)));
    writeElement(e, dst, b, readElement(e, src, a, w));
    for (int k = int(idx.size()) - 1; k >= 0; --k) {
      if (++idx[k] < type.getShape()[k])
        break;
      idx[k] = 0;
    }
  }
  return success();
}

LogicalResult encodeExtractStridedMetadata(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Desc src = readDesc(e.get(op->getOperand(0)));
  checkLive(e, src);
  // The base buffer: the whole buffer as a 0-d memref at offset 0; then the
  // offset, the sizes and the strides.
  Desc base = derive(src, indexConst(e, 0));
  e.env[op->getResult(0)] = makeValue(op->getResult(0).getType(), base);
  unsigned next = 1;
  auto put = [&](const SmtBV &v) {
    Value result = op->getResult(next++);
    e.env[result] = SymValue{result.getType(), {{v, src.poison}}};
  };
  put(src.offset);
  for (const SmtBV &size : src.sizes)
    put(size);
  for (const SmtBV &stride : src.strides)
    put(stride);
  return success();
}

LogicalResult encodeReshape(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto shapeType = llvm::cast<MemRefType>(op->getOperand(1).getType());
  if (shapeType.getRank() != 1 || shapeType.isDynamicDim(0))
    return op->emitError() << "the validator models memref.reshape with a "
                              "static shape operand only";
  Desc src = readDesc(e.get(op->getOperand(0)));
  Desc shape = readDesc(e.get(op->getOperand(1)));
  checkLive(e, src);
  checkLive(e, shape);
  SmtDomain &d = e.d;
  SmtBV zero = indexConst(e, 0), one = indexConst(e, 1);
  unsigned iw = e.options.indexWidth;
  unsigned w = elementWidth(e, shapeType.getElementType());
  // The shape's elements in turn: each inside the buffer, not poison, not
  // negative (sign-extended or truncated to an index).
  Desc r = derive(src, src.offset);
  for (int64_t i = 0; i < shapeType.getDimSize(0); ++i) {
    SmtBV at = d.add(shape.start(d), d.mul(indexConst(e, i), shape.strides[0]));
    for (auto &[k, c] : candidates(e, shape))
      e.raiseUB(c && (d.slt(at, zero) || d.sge(at, e.buffers[k].size)));
    SymLane l = readElement(e, shape, at, w);
    e.raiseUB(l.poison);
    SmtBV size = l.bits;
    if (w < iw)
      size = d.sext(l.bits, iw);
    else if (w > iw)
      size = d.trunc(l.bits, iw);
    e.raiseUB(d.slt(size, zero));
    r.sizes.push_back(size);
  }
  // As many elements as the source, which must be contiguous.
  e.raiseUB(d.ne(elementCount(e, r.sizes), elementCount(e, src.sizes)));
  llvm::SmallVector<SmtBV, 4> contiguous = rowMajor(e, src.sizes);
  for (unsigned i = 0; i < src.sizes.size(); ++i)
    e.raiseUB(d.ne(src.sizes[i], one) && d.ne(src.strides[i], contiguous[i]));
  r.strides = rowMajor(e, r.sizes);
  e.env[op->getResult(0)] = makeValue(op->getResult(0).getType(), r);
  return success();
}

LogicalResult encodeAtomicRMW(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  Type type = op->getResult(0).getType();
  if (!type.isIntOrIndex())
    return op->emitError()
           << "the validator models memref.atomic_rmw on integers only";
  Desc desc = readDesc(e.get(op->getOperand(1)));
  SmtBV at = address(e, desc, operands(e, op, 2));
  unsigned w = elementWidth(e, type);
  SymLane old = readElement(e, desc, at, w);
  SymLane val = e.get(op->getOperand(0)).lanes[0];
  IntV a{old.bits, old.poison}, b{val.bits, val.poison};
  IntV r;
  switch (memref::AtomicRMWOp(op).getKind()) {
  case arith::AtomicRMWKind::addi:
    r = as::addi(e.d, a, b);
    break;
  case arith::AtomicRMWKind::assign:
    r = b;
    break;
  case arith::AtomicRMWKind::maxs:
    r = as::maxsi(e.d, a, b);
    break;
  case arith::AtomicRMWKind::maxu:
    r = as::maxui(e.d, a, b);
    break;
  case arith::AtomicRMWKind::mins:
    r = as::minsi(e.d, a, b);
    break;
  case arith::AtomicRMWKind::minu:
    r = as::minui(e.d, a, b);
    break;
  case arith::AtomicRMWKind::muli:
    r = as::muli(e.d, a, b);
    break;
  case arith::AtomicRMWKind::ori:
    r = as::ori(e.d, a, b);
    break;
  case arith::AtomicRMWKind::andi:
    r = as::andi(e.d, a, b);
    break;
  default:
    return op->emitError()
           << "the validator does not model this memref.atomic_rmw kind";
  }
  writeElement(e, desc, at, {r.bits, r.poison});
  e.env[op->getResult(0)] = SymValue{type, {old}};
  return success();
}

/// memref.view to i8 elements: the source's bytes from the byte shift on,
/// the shift moving the base (docs/semantics.md, "Views of bytes"). A view
/// to wider elements assembles each from several bytes, which buffers of
/// whole elements cannot show.
LogicalResult encodeView(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (!type.getElementType().isInteger(8))
    return op->emitError()
           << "the validator models memref.view to i8 elements only";
  memref::ViewOp view(op);
  Desc src = readDesc(e.get(view.getSource()));
  checkLive(e, src);
  SmtDomain &d = e.d;
  SmtBV zero = indexConst(e, 0);
  const SymLane &shift = e.get(view.getByteShift()).lanes[0];
  e.raiseUB(shift.poison);
  Desc r = derive(src, zero);
  r.base = d.add(src.start(d), shift.bits);
  for (const SymLane &l : mixed(e, type.getShape(), view.getSizes())) {
    e.raiseUB(l.poison || d.slt(l.bits, zero));
    r.sizes.push_back(l.bits);
  }
  SmtBV available = src.sizes.size() == 1 ? src.sizes[0] : zero;
  e.raiseUB(d.slt(shift.bits, zero) ||
            d.sgt(d.add(shift.bits, elementCount(e, r.sizes)), available));
  r.strides = rowMajor(e, r.sizes);
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

/// memref.realloc to a static size: a new heap buffer holding the first
/// elements of the source (as many as both have, the rest poison), the
/// source freed. Element by element, as the interpreter copies.
LogicalResult encodeRealloc(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  if (!type.hasStaticShape() || type.getDimSize(0) > 4096)
    return op->emitError() << "the validator models memref.realloc to a "
                              "static size of at most 4096 elements only";
  Desc src = readDesc(e.get(op->getOperand(0)));
  checkLive(e, src);
  SmtDomain &d = e.d;
  // Only memory from memref.alloc (or the caller's) may be reallocated.
  for (auto &[k, c] : candidates(e, src))
    if (e.buffers[k].kind == SymBuffer::Kind::Stack ||
        e.buffers[k].kind == SymBuffer::Kind::Global)
      e.raiseUB(c);
  int64_t size = type.getDimSize(0);
  llvm::SmallVector<SmtBV, 4> sizes = {indexConst(e, size)};
  unsigned id =
      newBuffer(e, type, sizes[0], SymBuffer::Kind::Heap,
                ("memref.realloc#" + llvm::Twine(e.buffers.size())).str());
  Desc r{indexConst(e, id), indexConst(e, 0), sizes, rowMajor(e, sizes),
         d.boolConstant(false)};
  r.base = indexConst(e, 0);
  unsigned w = elementWidth(e, type.getElementType());
  SmtBV zero = indexConst(e, 0);
  for (int64_t i = 0; i < size; ++i) {
    SmtBV n = indexConst(e, i);
    SmtBool copied = d.slt(n, src.sizes[0]);
    SmtBV at = d.add(src.start(d), d.mul(n, src.strides[0]));
    for (auto &[k, c] : candidates(e, src))
      e.raiseUB(copied && c &&
                (d.slt(at, zero) || d.sge(at, e.buffers[k].size)));
    SymLane v = readElement(e, src, at, w);
    writeElement(e, r, n,
                 {d.select(copied, v.bits, d.constant(w, 0)),
                  d.select(copied, v.poison, d.boolConstant(true))});
  }
  for (auto &[k, c] : candidates(e, src))
    e.buffers[k].live =
        d.select(guardFor(e, k, c), d.boolConstant(false), e.buffers[k].live);
  e.env[op->getResult(0)] = makeValue(type, r);
  return success();
}

LogicalResult encodeGetGlobal(Impl &e, Operation *op) {
  if (failed(e.checkTypes(op)))
    return failure();
  auto name =
      llvm::dyn_cast_or_null<FlatSymbolRefAttr>(op->getInherentAttr("name"));
  auto it = name ? e.globalIds.find(name.getValue()) : e.globalIds.end();
  if (it == e.globalIds.end())
    return op->emitError() << "the validator cannot find the global";
  auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
  llvm::SmallVector<SmtBV, 4> sizes;
  for (int64_t s : type.getShape())
    sizes.push_back(indexConst(e, s));
  Desc desc{indexConst(e, it->second), indexConst(e, 0), sizes,
            rowMajor(e, sizes), e.d.boolConstant(false)};
  desc.base = indexConst(e, 0);
  if (failed(checkStaticLayout(e, op, desc, type, /*sizesToo=*/false)))
    return failure();
  e.env[op->getResult(0)] = makeValue(type, desc);
  return success();
}

/// The buffer of the global `op` (a memref.global), initialized from its
/// value (poison without one).
FailureOr<SymBuffer> makeGlobal(Impl &e, Operation *op, llvm::StringRef name) {
  auto typeAttr = llvm::dyn_cast_or_null<TypeAttr>(op->getInherentAttr("type"));
  auto type =
      typeAttr ? llvm::dyn_cast<MemRefType>(typeAttr.getValue()) : MemRefType();
  unsigned lanes, w;
  if (!type || !type.hasStaticShape() || failed(e.getLayout(type, lanes, w)) ||
      (!memref::hasIdentityLayout(type)))
    return failure();
  int64_t count = 1;
  for (int64_t s : type.getShape())
    count *= s;
  w = elementWidth(e, type.getElementType());
  SymBuffer b;
  b.name = ("@" + name).str();
  b.type = type;
  b.kind = SymBuffer::Kind::Global;
  b.readOnly = bool(op->getInherentAttr("constant"));
  b.size = indexConst(e, count);
  b.live = e.d.boolConstant(true);
  b.values = e.d.constArray(e.options.indexWidth, e.d.constant(w, 0));
  b.poison = e.d.constArray(e.options.indexWidth, e.d.boolConstant(true));
  if (auto dense = llvm::dyn_cast_or_null<DenseElementsAttr>(
          op->getInherentAttr("initial_value"))) {
    if (count > 4096)
      return failure();
    llvm::SmallVector<llvm::APInt> values = dense.getValues<llvm::APInt>();
    if (values.empty())
      return failure();
    if (dense.isSplat()) {
      b.values = e.d.constArray(e.options.indexWidth,
                                e.d.constant(values[0].sextOrTrunc(w)));
      b.poison = e.d.constArray(e.options.indexWidth, e.d.boolConstant(false));
    } else {
      for (int64_t i = 0; i < count; ++i) {
        SmtBV at = indexConst(e, i);
        b.values = e.d.arrayWrite(b.values, at,
                                  e.d.constant(values[i].sextOrTrunc(w)));
        b.poison = e.d.arrayWrite(b.poison, at, e.d.boolConstant(false));
      }
    }
  }
  return b;
}

} // namespace

LogicalResult Impl::beginMemory(Operation *func) {
  Operation *module = func->getParentOp();
  if (module) {
    for (Operation &op : module->getRegion(0).front()) {
      if (op.getName().getStringRef() != "memref.global")
        continue;
      auto name =
          llvm::dyn_cast_or_null<StringAttr>(op.getInherentAttr("sym_name"));
      if (!name || globalIds.count(name.getValue()))
        continue;
      FailureOr<SymBuffer> b = makeGlobal(*this, &op, name.getValue());
      if (failed(b))
        continue; // A get_global of it is reported where it is used.
      globalIds[name.getValue()] = unsigned(inputBuffers.size());
      inputBuffers.push_back(std::move(*b));
    }
  }
  buffers = inputBuffers;
  createdUnder.clear();
  allocaScopes.clear();
  externalCalls = 0;
  return success();
}

FailureOr<SymValue> Impl::makeMemRefInput(MemRefType type,
                                          llvm::StringRef name) {
  unsigned lanes, w;
  if (failed(getLayout(type, lanes, w)) || (!memref::hasIdentityLayout(type)))
    return failure();
  unsigned iw = options.indexWidth;
  if (!inputAssumptions.getDomain())
    inputAssumptions = d.boolConstant(true);
  llvm::SmallVector<SmtBV, 4> sizes;
  bool dynamic = false;
  for (unsigned i = 0; i < type.getShape().size(); ++i) {
    int64_t s = type.getShape()[i];
    if (!ShapedType::isDynamic(s)) {
      sizes.push_back(indexConst(*this, s));
      continue;
    }
    dynamic = true;
    SmtBV v = d.var((name + ".size" + llvm::Twine(i)).str(), iw);
    inputAssumptions =
        inputAssumptions && d.ule(v, d.constant(iw, maxDynamicSize));
    sizes.push_back(v);
  }
  if (dynamic)
    approximations.insert("dynamic sizes of memref arguments at most " +
                          std::to_string(maxDynamicSize));
  unsigned id = unsigned(inputBuffers.size());
  SymBuffer b;
  b.name = name.str();
  b.type = type;
  b.kind = SymBuffer::Kind::Argument;
  b.values = d.arrayVar(name.str() + ".mem", iw,
                        elementWidth(*this, type.getElementType()));
  b.poison = d.arrayVar(name.str() + ".mem.poison", iw, 0);
  b.size = elementCount(*this, sizes);
  b.live = d.boolConstant(true);
  Desc desc{indexConst(*this, id), indexConst(*this, 0), sizes,
            rowMajor(*this, sizes), d.boolConstant(false)};
  desc.base = indexConst(*this, 0);
  if (options.assumeMayAlias) {
    // A view, at some offset, of its own buffer or of the buffer of an
    // earlier argument of the same element type that has its own.
    SmtBV alias = d.var(name.str() + ".buffer", iw);
    SmtBV offset = d.var(name.str() + ".offset", iw);
    SmtBool own = d.eq(alias, desc.id);
    SmtBool fits = own && d.eq(offset, indexConst(*this, 0));
    SmtBV extent = b.size;
    for (unsigned k = 0; k < inputBuffers.size(); ++k) {
      const SymBuffer &other = inputBuffers[k];
      if (other.kind != SymBuffer::Kind::Argument ||
          llvm::cast<MemRefType>(other.type).getElementType() !=
              type.getElementType())
        continue;
      SmtBV kId = indexConst(*this, k);
      fits = fits || (d.eq(alias, kId) && d.eq(other.aliasId, kId) &&
                      d.ule(offset, other.size) &&
                      d.ule(extent, d.sub(other.size, offset)));
    }
    inputAssumptions = inputAssumptions && fits;
    desc.id = alias;
    desc.offset = offset;
  }
  b.aliasId = desc.id;
  inputBuffers.push_back(std::move(b));
  return makeValue(type, desc);
}

void Impl::popAllocaScope() {
  for (unsigned k : allocaScopes.back())
    buffers[k].live = d.select(guardFor(*this, k, d.boolConstant(true)),
                               d.boolConstant(false), buffers[k].live);
  allocaScopes.pop_back();
}

/// The ids of the buffers an external call may reach.
static llvm::SmallVector<unsigned, 4>
reachedBuffers(Impl &e, Operation *op, llvm::ArrayRef<SymValue> args) {
  llvm::SmallVector<bool, 8> reached(e.buffers.size(), false);
  for (unsigned k = 0; k < e.buffers.size(); ++k)
    reached[k] = e.buffers[k].kind == SymBuffer::Kind::Global;
  for (auto [value, arg] : llvm::zip(args, op->getOperands()))
    if (llvm::isa<MemRefType>(arg.getType()))
      for (auto &[k, c] : candidates(e, readDesc(value)))
        reached[k] = true;
  llvm::SmallVector<unsigned, 4> ids;
  for (unsigned k = 0; k < reached.size(); ++k)
    if (reached[k])
      ids.push_back(k);
  return ids;
}

llvm::SmallVector<smt::SmtArray, 4>
Impl::reachableMemory(Operation *op, llvm::ArrayRef<SymValue> args) {
  llvm::SmallVector<smt::SmtArray, 4> memory;
  for (unsigned k : reachedBuffers(*this, op, args)) {
    memory.push_back(buffers[k].values);
    memory.push_back(buffers[k].poison);
  }
  return memory;
}

void Impl::havocMemory(Operation *op, llvm::StringRef callee,
                       llvm::ArrayRef<SymValue> args,
                       llvm::ArrayRef<SmtBV> actuals,
                       llvm::ArrayRef<smt::SmtArray> memory) {
  unsigned call = externalCalls++;
  llvm::SmallVector<unsigned, 4> reached = reachedBuffers(*this, op, args);
  if (reached.empty())
    return;
  approximations.insert(("@" + callee +
                         " (no body) may write every buffer it reaches and "
                         "every global, as a function of its arguments, of "
                         "what it may read and of which call it is")
                            .str());
  unsigned iw = options.indexWidth;
  for (unsigned k : reached) {
    SymBuffer &b = buffers[k];
    if (b.readOnly)
      continue;
    // Buffers that exist before the call are named alike in the source and
    // the target; local ones by their number.
    std::string base =
        ("havoc." + callee + "." + llvm::Twine(call) + "." +
         (k < inputBuffers.size() ? b.name : "local" + std::to_string(k)))
            .str();
    unsigned w = b.values.getElementWidth();
    // Only where the call happens, on a buffer still allocated; a memref
    // argument that may name several buffers writes the one it names.
    SmtBool guard = pc && b.live;
    if (b.kind != SymBuffer::Kind::Global) {
      SmtBool named = d.boolConstant(false);
      for (auto [value, arg] : llvm::zip(args, op->getOperands()))
        if (llvm::isa<MemRefType>(arg.getType())) {
          Desc desc = readDesc(value);
          named =
              named || (d.eq(desc.id, indexConst(*this, k)) && !desc.poison);
        }
      guard = guard && named;
    }
    b.values = d.select(
        guard, d.applyArrayFunction(base, actuals, memory, iw, w), b.values);
    b.poison = d.select(
        guard, d.applyArrayFunction(base + ".poison", actuals, memory, iw, 0),
        b.poison);
  }
}

void tv::registerMemRefOps(OpEncoderTable &t) {
  t["memref.load"] = encodeLoad;
  t["memref.store"] = encodeStore;
  t["memref.alloc"] = encodeAlloc;
  t["memref.alloca"] = encodeAlloc;
  t["memref.dealloc"] = encodeDealloc;
  t["memref.dim"] = encodeDim;
  t["memref.rank"] = encodeRank;
  t["memref.cast"] = encodeCast;
  t["memref.memory_space_cast"] = encodeCast;
  t["memref.subview"] = encodeSubView;
  t["memref.reinterpret_cast"] = encodeReinterpretCast;
  t["memref.expand_shape"] = encodeExpandShape;
  t["memref.collapse_shape"] = encodeCollapseShape;
  t["memref.transpose"] = encodeTranspose;
  t["memref.copy"] = encodeCopy;
  t["memref.get_global"] = encodeGetGlobal;
  t["memref.extract_strided_metadata"] = encodeExtractStridedMetadata;
  t["memref.reshape"] = encodeReshape;
  t["memref.realloc"] = encodeRealloc;
  t["memref.view"] = encodeView;
  t["memref.atomic_rmw"] = encodeAtomicRMW;
  t["memref.alloca_scope"] = [](Impl &e, Operation *op) {
    return e.encodeAllocaScope(op);
  };
  // Neither reads liveness nor changes anything, as the interpreter runs
  // them.
  t["memref.assume_alignment"] = [](Impl &, Operation *) { return success(); };
  t["memref.prefetch"] = [](Impl &, Operation *) { return success(); };
}
