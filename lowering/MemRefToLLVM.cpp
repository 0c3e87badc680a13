//===- MemRefToLLVM.cpp - memref ops to llvm ops --------------------------===//
//
// `finalize-memref-to-llvm` lowers the memref ops on ranked memrefs to llvm
// ops over the descriptors of MemRefDescriptor.h, printing what mlir-opt 19
// prints:
//
//   alloc                 malloc (or aligned_alloc, or the generic
//                         _mlir_memref_to_llvm_* functions) of the byte
//                         size, the aligned pointer rounded up by hand
//   alloca                llvm.alloca of the element count
//   dealloc               free of the allocated pointer
//   load, store           getelementptr of the aligned pointer by
//                         offset + sum(index * stride), then load / store
//   global, get_global    llvm.mlir.global of nested arrays; addressof and
//                         a descriptor whose allocated pointer is the
//                         0xdeadbeef sentinel (a global is never freed)
//   cast                  the same descriptor (ranked to ranked)
//   reinterpret_cast      the source's pointers, the op's offset, sizes and
//   view, transpose,      strides; view moves the aligned pointer by the
//   reshape               byte shift; transpose permutes sizes and strides;
//                         reshape (static shape operand) loads the sizes
//   memory_space_cast     addrspacecast of both pointers
//   extract_strided_      the fields of the descriptor (the base buffer
//   metadata              as a rank-0 descriptor)
//   extract_aligned_      ptrtoint of the aligned pointer
//   pointer_as_index
//   dim, rank             a size field (or a constant); the rank
//   copy                  llvm.intr.memcpy when both sides are contiguous,
//                         else a call to memrefCopy with unranked
//                         descriptors on the stack
//   assume_alignment      llvm.intr.assume of (aligned pointer & (a - 1)) == 0
//   atomic_rmw            llvm.atomicrmw acq_rel, where one has the meaning
//   generic_atomic_rmw    a loop around the body (already llvm) and cmpxchg
//   prefetch              llvm.intr.prefetch
//
// What mlir-opt 19 leaves for other passes stays: subview, expand_shape,
// collapse_shape (`expand-strided-metadata` first), realloc
// (`expand-realloc`), generic_atomic_rmw whose body is not llvm yet, and
// the ops on unranked memrefs other than cast, rank, dim and copy. The
// conversion is partial: every op the patterns do not take stays as it is.
// Every op the lowering creates takes the location of the op it lowers.
//
//===----------------------------------------------------------------------===//
#include "dialects/arith/ArithEnums.h"
#include "dialects/builtin/BuiltinOps.h"
#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "dialects/memref/MemRefLayout.h"
#include "dialects/memref/MemRefOps.h"
#include "ir/AffineExpr.h"
#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/IRMapping.h"
#include "ir/SymbolTable.h"
#include "lowering/LLVMLoweringUtils.h"
#include "lowering/LLVMTypeConverter.h"
#include "lowering/MemRefDescriptor.h"
#include "lowering/Passes.h"
#include "pass/Pass.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/FrozenRewritePatternSet.h"
#include "llvm/Support/MathExtras.h"
#include <variant>

using namespace assay;

namespace {

/// How `alloc` gets its memory.
enum class AllocKind { Malloc, AlignedAlloc };

/// What the memref patterns share: the converter and the options.
struct MemRefLoweringOptions {
  AllocKind allocKind = AllocKind::Malloc;
  bool useGenericFunctions = false;
  /// Set when a function the lowering calls is declared with another type
  /// (the pass then fails; the op stays).
  bool *declarationClash = nullptr;
};

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The memref types the patterns handle: strided layouts of element types
/// the converter takes.
static bool isConvertible(const TypeConverter &converter, Type type) {
  auto memref = llvm::dyn_cast<MemRefType>(type);
  return memref && memref::isStrided(memref) && converter.convertType(memref);
}

static Value createOp(OpBuilder &builder, Location loc, llvm::StringRef name,
                      llvm::ArrayRef<Value> operands, Type resultType,
                      llvm::ArrayRef<NamedAttribute> attrs = {}) {
  return builder.create(loc, name, operands, {resultType}, attrs)->getResult(0);
}

/// A binary integer llvm op without overflow flags.
static Value createBinary(OpBuilder &builder, Location loc,
                          llvm::StringRef name, Value lhs, Value rhs) {
  return createOp(builder, loc, name, {lhs, rhs}, lhs.getType());
}

/// `llvm.getelementptr base[indices]` over elements of `elementType`;
/// an index given as a Value is dynamic, as an int32_t constant.
static Value createGEP(OpBuilder &builder, Location loc, Value base,
                       Type elementType,
                       llvm::ArrayRef<std::variant<Value, int32_t>> indices) {
  llvm::SmallVector<Value> operands = {base};
  llvm::SmallVector<int32_t> raw;
  for (const auto &index : indices) {
    if (const Value *dynamic = std::get_if<Value>(&index)) {
      operands.push_back(*dynamic);
      raw.push_back(INT32_MIN);
    } else {
      raw.push_back(std::get<int32_t>(index));
    }
  }
  return createOp(
      builder, loc, "llvm.getelementptr", operands, base.getType(),
      {builder.getNamedAttr("elem_type", builder.getTypeAttr(elementType)),
       builder.getNamedAttr(
           "rawConstantIndices",
           DenseI32ArrayAttr::get(builder.getContext(), raw))});
}

/// `alignment` rounded: `bumped - bumped urem alignment`, bumped =
/// `input + alignment - 1`.
static Value createAligned(OpBuilder &builder, Location loc, Value input,
                           Value alignment) {
  Value one = createIndexConstant(builder, loc, alignment.getType(), 1);
  Value bump = createBinary(builder, loc, "llvm.sub", alignment, one);
  Value bumped = createBinary(builder, loc, "llvm.add", input, bump);
  Value mod = createBinary(builder, loc, "llvm.urem", bumped, alignment);
  return createBinary(builder, loc, "llvm.sub", bumped, mod);
}

/// The llvm.func `name` of the module around `from`, declared at the start
/// of the module's body when it is not there yet.
static FailureOr<Operation *>
lookupOrCreateFn(OpBuilder &builder, Operation *from, llvm::StringRef name,
                 llvm::ArrayRef<Type> params, Type result,
                 bool *declarationClash) {
  Operation *module = SymbolTable::getNearestSymbolTable(from);
  if (!module)
    return failure();
  auto fnType = LLVM::LLVMFunctionType::get(result, params, false);
  if (Operation *fn = SymbolTable::lookupSymbolIn(module, name)) {
    auto type =
        llvm::dyn_cast_or_null<TypeAttr>(fn->getInherentAttr("function_type"));
    if (fn->getName().getStringRef() != "llvm.func" || !type ||
        type.getValue() != fnType) {
      from->emitError() << "'" << name
                        << "' is already declared with another type";
      if (declarationClash)
        *declarationClash = true;
      return failure();
    }
    return fn;
  }
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(&module->getRegion(0).front());
  OperationState state(module->getLoc(), "llvm.func");
  state.addAttribute("sym_name", builder.getStringAttr(name));
  state.addAttribute("function_type", TypeAttr::get(fnType));
  state.addRegion();
  return builder.create(state);
}

/// `llvm.call @fn(args)`, with a result unless `fn` returns void.
static Operation *createCall(OpBuilder &builder, Location loc, Operation *fn,
                             llvm::ArrayRef<Value> args) {
  auto type = llvm::cast<LLVM::LLVMFunctionType>(
      llvm::cast<TypeAttr>(fn->getInherentAttr("function_type")).getValue());
  llvm::SmallVector<Type, 1> results;
  if (!llvm::isa<LLVM::LLVMVoidType>(type.getReturnType()))
    results.push_back(type.getReturnType());
  auto name = llvm::cast<StringAttr>(fn->getInherentAttr("sym_name"));
  return builder.create(
      loc, "llvm.call", args, results,
      {builder.getNamedAttr("callee",
                            builder.getSymbolRefAttr(name.getValue()))});
}

/// `value` stored in a new stack slot of `count` (a constant 1) values of
/// its type; returns the slot.
static Value spillToStack(OpBuilder &builder, Location loc, Value value,
                          Value count) {
  Value slot =
      createOp(builder, loc, "llvm.alloca", {count},
               LLVM::LLVMPointerType::get(builder.getContext()),
               {builder.getNamedAttr("elem_type",
                                     builder.getTypeAttr(value.getType()))});
  builder.create(loc, "llvm.store", {value, slot});
  return slot;
}

/// The pattern base: the converter and the helpers that build descriptors
/// as mlir-opt 19 does.
template <class SourceOp> struct MemRefPattern : OpConversionPattern<SourceOp> {
  MemRefPattern(const LLVMTypeConverter &converter, Context *ctx,
                MemRefLoweringOptions options = {})
      : OpConversionPattern<SourceOp>(converter, ctx), converter(converter),
        options(options) {}

  Type getIndexType() const { return converter.getIndexType(); }
  Type convertElement(MemRefType type) const {
    return converter.convertType(type.getElementType());
  }
  Type getPtrType(MemRefType type) const {
    return LLVM::LLVMPointerType::get(converter.getContext(),
                                      type.getMemorySpaceAsInt());
  }

  /// The sizes and row-major strides of a new `type` (dynamic sizes from
  /// `dynamicSizes`), and the element count or byte size. A size-0
  /// dimension counts as 1 in the products, as in mlir-opt 19 (the memref
  /// is empty either way).
  Value getDescriptorSizes(OpBuilder &builder, Location loc, MemRefType type,
                           llvm::ArrayRef<Value> dynamicSizes,
                           llvm::SmallVectorImpl<Value> &sizes,
                           llvm::SmallVectorImpl<Value> &strides,
                           bool sizeInBytes) const {
    Type indexType = getIndexType();
    llvm::ArrayRef<int64_t> shape = type.getShape();
    unsigned nextDynamic = 0;
    for (int64_t size : shape)
      sizes.push_back(ShapedType::isDynamic(size)
                          ? dynamicSizes[nextDynamic++]
                          : createIndexConstant(builder, loc, indexType, size));
    int64_t staticStride = 1;
    Value running = createIndexConstant(builder, loc, indexType, 1);
    strides.assign(shape.size(), Value());
    for (int64_t i = shape.size() - 1; i >= 0; --i) {
      strides[i] = running;
      if (shape[i] == 0)
        continue;
      bool sizeIsStride = staticStride == 1;
      if (ShapedType::isDynamic(shape[i]))
        staticStride = ShapedType::kDynamic;
      else if (!ShapedType::isDynamic(staticStride))
        staticStride *= shape[i];
      if (sizeIsStride)
        running = sizes[i];
      else if (ShapedType::isDynamic(staticStride))
        running = createBinary(builder, loc, "llvm.mul", running, sizes[i]);
      else
        running = createIndexConstant(builder, loc, indexType, staticStride);
    }
    if (!sizeInBytes)
      return running;
    Type ptrType = LLVM::LLVMPointerType::get(builder.getContext());
    Value null = createOp(builder, loc, "llvm.mlir.zero", {}, ptrType);
    Value gep = createGEP(builder, loc, null, convertElement(type), {running});
    return createOp(builder, loc, "llvm.ptrtoint", {gep}, indexType);
  }

  /// A descriptor of `type` with offset 0 and the given fields.
  Value createDescriptor(OpBuilder &builder, Location loc, MemRefType type,
                         Value allocated, Value aligned,
                         llvm::ArrayRef<Value> sizes,
                         llvm::ArrayRef<Value> strides) const {
    MemRefDescriptor desc =
        MemRefDescriptor::undef(builder, loc, converter.convertType(type));
    desc.setAllocatedPtr(builder, loc, allocated);
    desc.setAlignedPtr(builder, loc, aligned);
    desc.setConstantOffset(builder, loc, 0);
    for (auto [i, size] : llvm::enumerate(sizes))
      desc.setSize(builder, loc, i, size);
    for (auto [i, stride] : llvm::enumerate(strides))
      desc.setStride(builder, loc, i, stride);
    return desc;
  }

  /// The address of element `indices` of the memref `type` described by
  /// `descriptor`: the aligned pointer moved by a nonzero offset (one
  /// getelementptr, so that the accesses of one memref share it), then by
  /// sum(index * stride), leaving out unit strides.
  Value getStridedElementPtr(OpBuilder &builder, Location loc, MemRefType type,
                             Value descriptor,
                             llvm::ArrayRef<Value> indices) const {
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    [[maybe_unused]] LogicalResult strided =
        memref::getStridesAndOffset(type, strides, offset);
    assert(succeeded(strided) && "not a strided memref");
    MemRefDescriptor desc(descriptor);
    Type indexType = getIndexType();
    Type element = convertElement(type);
    Value base = desc.alignedPtr(builder, loc);
    if (offset != 0) {
      Value shift = ShapedType::isDynamic(offset)
                        ? desc.offset(builder, loc)
                        : createIndexConstant(builder, loc, indexType, offset);
      base = createGEP(builder, loc, base, element, {shift});
    }
    Value index;
    for (auto [i, original] : llvm::enumerate(indices)) {
      Value increment = original;
      if (strides[i] != 1) {
        Value stride =
            ShapedType::isDynamic(strides[i])
                ? desc.stride(builder, loc, i)
                : createIndexConstant(builder, loc, indexType, strides[i]);
        increment = createBinary(builder, loc, "llvm.mul", increment, stride);
      }
      index = index ? createBinary(builder, loc, "llvm.add", index, increment)
                    : increment;
    }
    if (!index)
      return base;
    return createGEP(builder, loc, base, element, {index});
  }

  const LLVMTypeConverter &converter;
  MemRefLoweringOptions options;
};

//===----------------------------------------------------------------------===//
// Allocation
//===----------------------------------------------------------------------===//

/// The byte size of `type`'s elements as the data layout gives it, for
/// aligned_alloc's alignment.
static uint64_t getElementSizeInBytes(const LLVMTypeConverter &converter,
                                      MemRefType type) {
  Type element = type.getElementType();
  if (llvm::isa<IndexType>(element))
    return converter.getIndexTypeBitwidth() / 8;
  if (auto vector = llvm::dyn_cast<VectorType>(element)) {
    uint64_t bits = vector.getElementType().getIntOrFloatBitWidth() *
                    vector.getNumElements();
    return llvm::PowerOf2Ceil(llvm::divideCeil(bits, 8));
  }
  return llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
}

/// `memref.alloc` -> malloc / aligned_alloc and a descriptor.
struct AllocLowering : MemRefPattern<memref::AllocOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::AllocOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!isConvertible(converter, type) || !memref::hasIdentityLayout(type))
      return rewriter.notifyMatchFailure(op, "not an identity-layout memref");
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    Type ptrType = LLVM::LLVMPointerType::get(rewriter.getContext());
    bool aligned = options.allocKind == AllocKind::AlignedAlloc;
    // The function first: a clash with an existing declaration must fail
    // the pattern before it changes anything.
    FailureOr<Operation *> fn =
        aligned
            ? lookupOrCreateFn(rewriter, op,
                               options.useGenericFunctions
                                   ? "_mlir_memref_to_llvm_aligned_alloc"
                                   : "aligned_alloc",
                               {indexType, indexType}, ptrType,
                               options.declarationClash)
            : lookupOrCreateFn(rewriter, op,
                               options.useGenericFunctions
                                   ? "_mlir_memref_to_llvm_alloc"
                                   : "malloc",
                               {indexType}, ptrType, options.declarationClash);
    if (failed(fn))
      return failure();
    llvm::SmallVector<Value, 4> sizes, strides;
    Value size = getDescriptorSizes(
        rewriter, loc, type, operands.take_front(type.getNumDynamicDims()),
        sizes, strides, /*sizeInBytes=*/true);
    Value allocated, alignedPtr;
    if (aligned) {
      int64_t alignment = 0;
      if (std::optional<uint64_t> attr = op.getAlignment())
        alignment = *attr;
      else
        alignment = std::max<uint64_t>(
            16, llvm::PowerOf2Ceil(getElementSizeInBytes(converter, type)));
      Value alignmentValue =
          createIndexConstant(rewriter, loc, indexType, alignment);
      if (!isSizeMultipleOf(type, alignment))
        size = createAligned(rewriter, loc, size, alignmentValue);
      allocated = castToMemorySpace(
          rewriter, loc,
          createCall(rewriter, loc, *fn, {alignmentValue, size})->getResult(0),
          type);
      alignedPtr = allocated;
    } else {
      Value alignment;
      if (std::optional<uint64_t> attr = op.getAlignment())
        alignment = createIndexConstant(rewriter, loc, indexType, *attr);
      else if (!type.getElementType().isIntOrIndexOrFloat())
        alignment = createTypeSizeInBytes(rewriter, loc, indexType,
                                          convertElement(type));
      if (alignment)
        size = createBinary(rewriter, loc, "llvm.add", size, alignment);
      allocated = castToMemorySpace(
          rewriter, loc, createCall(rewriter, loc, *fn, {size})->getResult(0),
          type);
      alignedPtr = allocated;
      if (alignment) {
        Value address =
            createOp(rewriter, loc, "llvm.ptrtoint", {allocated}, indexType);
        alignedPtr =
            createOp(rewriter, loc, "llvm.inttoptr",
                     {createAligned(rewriter, loc, address, alignment)},
                     allocated.getType());
      }
    }
    rewriter.replaceOp(op, {createDescriptor(rewriter, loc, type, allocated,
                                             alignedPtr, sizes, strides)});
    return success();
  }

  /// Whether the byte size of `type` is a multiple of `factor` whatever its
  /// dynamic sizes.
  bool isSizeMultipleOf(MemRefType type, uint64_t factor) const {
    uint64_t size = getElementSizeInBytes(converter, type);
    for (int64_t dim : type.getShape())
      if (!ShapedType::isDynamic(dim))
        size *= dim;
    return size % factor == 0;
  }

  /// `ptr` in the memory space of `type` (an addrspacecast when it is not
  /// the default one).
  Value castToMemorySpace(OpBuilder &builder, Location loc, Value ptr,
                          MemRefType type) const {
    Type target = getPtrType(type);
    if (ptr.getType() == target)
      return ptr;
    return createOp(builder, loc, "llvm.addrspacecast", {ptr}, target);
  }
};

/// `memref.alloca` -> llvm.alloca of the element count.
struct AllocaLowering : MemRefPattern<memref::AllocaOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::AllocaOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!isConvertible(converter, type) || !memref::hasIdentityLayout(type))
      return rewriter.notifyMatchFailure(op, "not an identity-layout memref");
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 4> sizes, strides;
    Value count = getDescriptorSizes(
        rewriter, loc, type, operands.take_front(type.getNumDynamicDims()),
        sizes, strides, /*sizeInBytes=*/false);
    llvm::SmallVector<NamedAttribute, 2> attrs;
    if (std::optional<uint64_t> alignment = op.getAlignment();
        alignment && *alignment)
      attrs.push_back(rewriter.getNamedAttr(
          "alignment", rewriter.getI64IntegerAttr(*alignment)));
    attrs.push_back(rewriter.getNamedAttr(
        "elem_type", rewriter.getTypeAttr(convertElement(type))));
    Value ptr = createOp(rewriter, loc, "llvm.alloca", {count},
                         getPtrType(type), attrs);
    rewriter.replaceOp(
        op, {createDescriptor(rewriter, loc, type, ptr, ptr, sizes, strides)});
    return success();
  }
};

/// `memref.dealloc` -> free of the allocated pointer.
struct DeallocLowering : MemRefPattern<memref::DeallocOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::DeallocOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isConvertible(converter, op.getMemref().getType()))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    FailureOr<Operation *> fn = lookupOrCreateFn(
        rewriter, op,
        options.useGenericFunctions ? "_mlir_memref_to_llvm_free" : "free",
        {LLVM::LLVMPointerType::get(rewriter.getContext())},
        LLVM::LLVMVoidType::get(rewriter.getContext()),
        options.declarationClash);
    if (failed(fn))
      return failure();
    Value ptr = MemRefDescriptor(operands[0]).allocatedPtr(rewriter, loc);
    createCall(rewriter, loc, *fn, {ptr});
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Access
//===----------------------------------------------------------------------===//

/// `memref.load` -> getelementptr and llvm.load.
struct LoadLowering : MemRefPattern<memref::LoadOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::LoadOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op.getMemref().getType());
    if (!isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    Value ptr = getStridedElementPtr(rewriter, loc, type, operands[0],
                                     operands.drop_front());
    llvm::SmallVector<NamedAttribute, 1> attrs;
    if (op.getNontemporal())
      attrs.push_back(
          rewriter.getNamedAttr("nontemporal", rewriter.getUnitAttr()));
    rewriter.replaceOp(op, {createOp(rewriter, loc, "llvm.load", {ptr},
                                     convertElement(type), attrs)});
    return success();
  }
};

/// `memref.store` -> getelementptr and llvm.store.
struct StoreLowering : MemRefPattern<memref::StoreOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::StoreOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op.getMemref().getType());
    if (!isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    Value ptr = getStridedElementPtr(rewriter, loc, type, operands[1],
                                     operands.drop_front(2));
    llvm::SmallVector<NamedAttribute, 1> attrs;
    if (op.getNontemporal())
      attrs.push_back(
          rewriter.getNamedAttr("nontemporal", rewriter.getUnitAttr()));
    rewriter.create(loc, "llvm.store", {operands[0], ptr}, {}, attrs);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The llvm.atomicrmw operation (its `bin_op` number) that does `kind`,
/// if one does: maxnumf and minnumf are fmax and fmin, whose NaN rules
/// are theirs; maximumf and minimumf propagate NaN, which no atomicrmw of
/// LLVM 19 does, and mulf and muli have none.
static std::optional<int64_t> getAtomicBinOp(arith::AtomicRMWKind kind) {
  switch (kind) {
  case arith::AtomicRMWKind::assign:
    return 0; // xchg
  case arith::AtomicRMWKind::addi:
    return 1; // add
  case arith::AtomicRMWKind::andi:
    return 3; // _and
  case arith::AtomicRMWKind::ori:
    return 5; // _or
  case arith::AtomicRMWKind::maxs:
    return 7; // max
  case arith::AtomicRMWKind::mins:
    return 8; // min
  case arith::AtomicRMWKind::maxu:
    return 9; // umax
  case arith::AtomicRMWKind::minu:
    return 10; // umin
  case arith::AtomicRMWKind::addf:
    return 11; // fadd
  case arith::AtomicRMWKind::maxnumf:
    return 13; // fmax
  case arith::AtomicRMWKind::minnumf:
    return 14; // fmin
  default:
    return std::nullopt;
  }
}

/// `memref.atomic_rmw` -> getelementptr and llvm.atomicrmw acq_rel.
struct AtomicRMWLowering : MemRefPattern<memref::AtomicRMWOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::AtomicRMWOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op.getMemref().getType());
    std::optional<int64_t> binOp = getAtomicBinOp(op.getKind());
    if (!isConvertible(converter, type) || !binOp)
      return rewriter.notifyMatchFailure(op, "no atomicrmw for this kind");
    Location loc = op->getLoc();
    Value ptr = getStridedElementPtr(rewriter, loc, type, operands[1],
                                     operands.drop_front(2));
    Type i64 = rewriter.getI64Type();
    rewriter.replaceOp(
        op, {createOp(
                rewriter, loc, "llvm.atomicrmw", {ptr, operands[0]},
                operands[0].getType(),
                {rewriter.getNamedAttr("bin_op",
                                       rewriter.getIntegerAttr(i64, *binOp)),
                 rewriter.getNamedAttr("ordering", rewriter.getIntegerAttr(
                                                       i64, /*acq_rel=*/6))})});
    return success();
  }
};

/// A terminator `name` with `operands` and `successors`.
static void createTerminator(OpBuilder &builder, Location loc,
                             llvm::StringRef name,
                             llvm::ArrayRef<Value> operands,
                             llvm::ArrayRef<Block *> successors,
                             llvm::ArrayRef<NamedAttribute> attrs = {}) {
  OperationState state(loc, name);
  state.addOperands(operands);
  state.addSuccessors(successors);
  state.addAttributes(attrs);
  builder.create(state);
}

/// `memref.generic_atomic_rmw` whose body is llvm ops -> a compare-and-swap
/// loop, as mlir-opt 19 builds it:
///   ^init:  %old = load %p; br ^loop(%old)
///   ^loop(%cur): the body on %cur; %pair = cmpxchg %p, %cur, %new acq_rel
///           monotonic; cond_br %pair#1, ^end, ^loop(%pair#0)
///   ^end:   the ops after the atomic, using %pair#0
/// cmpxchg takes integers and pointers only, so other element types stay
/// (mlir-opt 19 builds an invalid cmpxchg for them).
struct GenericAtomicRMWLowering : MemRefPattern<memref::GenericAtomicRMWOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::GenericAtomicRMWOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op.getMemref().getType());
    Type valueType = convertElement(type);
    if (!isConvertible(converter, type) || !valueType ||
        (!valueType.isSignlessInteger() &&
         !llvm::isa<LLVM::LLVMPointerType>(valueType)))
      return rewriter.notifyMatchFailure(op, "no cmpxchg for this type");
    Block &body = op.getAtomicBody().front();
    if (!llvm::all_of(body.without_terminator(), [](Operation &nested) {
          return nested.getName().getStringRef().starts_with("llvm.");
        }))
      return rewriter.notifyMatchFailure(op, "the body is not llvm yet");
    Location loc = op->getLoc();
    Block *initBlock = op->getBlock();
    Block *endBlock =
        rewriter.splitBlock(initBlock, std::next(Block::iterator(op)));
    Block *loopBlock = rewriter.createBlock(endBlock, {valueType}, {loc});

    rewriter.setInsertionPointToEnd(initBlock);
    Value ptr = getStridedElementPtr(rewriter, loc, type, operands[0],
                                     operands.drop_front());
    Value init = createOp(rewriter, loc, "llvm.load", {ptr}, valueType);
    createTerminator(rewriter, loc, "llvm.br", {init}, {loopBlock});

    rewriter.setInsertionPointToStart(loopBlock);
    Value current = loopBlock->getArgument(0);
    IRMapping mapping;
    mapping.map(body.getArgument(0), current);
    for (Operation &nested : body.without_terminator())
      rewriter.clone(nested, mapping);
    Value result = mapping.lookupOrDefault(body.back().getOperand(0));
    Type i64 = rewriter.getI64Type();
    Value pair = createOp(
        rewriter, loc, "llvm.cmpxchg", {ptr, current, result},
        LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                         {valueType, rewriter.getI1Type()}),
        {rewriter.getNamedAttr("failure_ordering",
                               rewriter.getIntegerAttr(i64, /*monotonic=*/2)),
         rewriter.getNamedAttr("success_ordering",
                               rewriter.getIntegerAttr(i64, /*acq_rel=*/6))});
    auto extract = [&](int64_t position, Type resultType) {
      return createOp(rewriter, loc, "llvm.extractvalue", {pair}, resultType,
                      {rewriter.getNamedAttr(
                          "position", DenseI64ArrayAttr::get(
                                          rewriter.getContext(), {position}))});
    };
    Value loaded = extract(0, valueType);
    Value ok = extract(1, rewriter.getI1Type());
    createTerminator(
        rewriter, loc, "llvm.cond_br", {ok, loaded}, {endBlock, loopBlock},
        {rewriter.getNamedAttr(
            "operandSegmentSizes",
            DenseI32ArrayAttr::get(rewriter.getContext(), {1, 0, 1}))});
    rewriter.replaceOp(op, {loaded});
    return success();
  }
};

/// `memref.prefetch` -> getelementptr and llvm.intr.prefetch.
struct PrefetchLowering : MemRefPattern<memref::PrefetchOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::PrefetchOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op.getMemref().getType());
    if (!isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    Value ptr = getStridedElementPtr(rewriter, loc, type, operands[0],
                                     operands.drop_front());
    auto flag = [&](llvm::StringRef name) {
      auto value = llvm::dyn_cast_or_null<BoolAttr>(op->getInherentAttr(name));
      return rewriter.getI32IntegerAttr(value && value.getValue());
    };
    auto hint = llvm::dyn_cast_or_null<IntegerAttr>(
        op->getInherentAttr("localityHint"));
    rewriter.create(
        loc, "llvm.intr.prefetch", {ptr}, {},
        {rewriter.getNamedAttr("cache", flag("isDataCache")),
         rewriter.getNamedAttr(
             "hint", rewriter.getI32IntegerAttr(hint ? hint.getInt() : 0)),
         rewriter.getNamedAttr("rw", flag("isWrite"))});
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

/// The llvm type of a global of memref `type`: nested arrays of the
/// element, outermost dimension first.
static Type getGlobalType(const LLVMTypeConverter &converter, MemRefType type) {
  Type result = converter.convertType(type.getElementType());
  for (int64_t dim : llvm::reverse(type.getShape()))
    result = LLVM::LLVMArrayType::get(result, dim);
  return result;
}

/// `memref.global` -> llvm.mlir.global of the array type (an undef
/// initializer region when uninitialized).
struct GlobalLowering : MemRefPattern<memref::GlobalOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::GlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getType();
    if (!type || !type.hasStaticShape() || !isConvertible(converter, type) ||
        !memref::hasIdentityLayout(type))
      return rewriter.notifyMatchFailure(op, "not a static identity memref");
    Context *ctx = rewriter.getContext();
    Type arrayType = getGlobalType(converter, type);
    auto visibility = llvm::dyn_cast_or_null<StringAttr>(
        op->getInherentAttr("sym_visibility"));
    bool isPrivate = visibility && visibility.getValue() == "private";
    Attribute initial = op.getInitialValue();
    bool uninitialized = !initial || llvm::isa<UnitAttr>(initial);
    OperationState state(op->getLoc(), "llvm.mlir.global");
    state.addAttribute("global_type", TypeAttr::get(arrayType));
    state.addAttribute(
        "linkage",
        LLVM::LinkageAttr::get(ctx, isPrivate ? LLVM::Linkage::Private
                                              : LLVM::Linkage::External));
    state.addAttribute("sym_name", rewriter.getStringAttr(op.getSymName()));
    state.addAttribute("addr_space",
                       rewriter.getI32IntegerAttr(type.getMemorySpaceAsInt()));
    if (op.getConstant())
      state.addAttribute("constant", rewriter.getUnitAttr());
    if (std::optional<uint64_t> alignment = op.getAlignment())
      state.addAttribute("alignment", rewriter.getI64IntegerAttr(*alignment));
    if (initial && !uninitialized) {
      // A rank-0 global holds the scalar itself.
      auto elements = llvm::dyn_cast<DenseElementsAttr>(initial);
      if (type.getRank() == 0 && elements && elements.isSplat())
        initial = elements.getSplatValue<Attribute>();
      state.addAttribute("value", initial);
    }
    state.addRegion();
    Operation *global = rewriter.create(state);
    if (uninitialized && initial) {
      OpBuilder::InsertionGuard guard(rewriter);
      Block *block = rewriter.createBlock(&global->getRegion(0));
      rewriter.setInsertionPointToStart(block);
      Value undef =
          createOp(rewriter, op->getLoc(), "llvm.mlir.undef", {}, arrayType);
      rewriter.create(op->getLoc(), "llvm.return", {undef});
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// `memref.get_global` -> addressof and a descriptor of the global's
/// array (allocated pointer 0xdeadbeef: a global must never be freed).
struct GetGlobalLowering : MemRefPattern<memref::GetGlobalOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::GetGlobalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!type.hasStaticShape() || !isConvertible(converter, type) ||
        !memref::hasIdentityLayout(type))
      return rewriter.notifyMatchFailure(op, "not a static identity memref");
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 4> sizes, strides;
    getDescriptorSizes(rewriter, loc, type, {}, sizes, strides,
                       /*sizeInBytes=*/true);
    Type ptrType = getPtrType(type);
    Value address =
        createOp(rewriter, loc, "llvm.mlir.addressof", {}, ptrType,
                 {rewriter.getNamedAttr(
                     "global_name", rewriter.getSymbolRefAttr(op.getName()))});
    llvm::SmallVector<std::variant<Value, int32_t>> zeros(type.getRank() + 1,
                                                          int32_t(0));
    Value aligned = createGEP(rewriter, loc, address,
                              getGlobalType(converter, type), zeros);
    // The sentinel is an i64 whatever the index type, as with mlir-opt 19.
    Value sentinel =
        createIndexConstant(rewriter, loc, rewriter.getI64Type(), 0xdeadbeef);
    Value allocated =
        createOp(rewriter, loc, "llvm.inttoptr", {sentinel}, ptrType);
    rewriter.replaceOp(op, {createDescriptor(rewriter, loc, type, allocated,
                                             aligned, sizes, strides)});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Views and metadata
//===----------------------------------------------------------------------===//

/// `memref.cast` -> the same descriptor between ranked memrefs; to an
/// unranked memref, the descriptor on the stack behind (rank, pointer); from
/// one, the ranked descriptor loaded from behind the pointer.
struct CastLowering : MemRefPattern<memref::CastOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::CastOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type sourceType = op.getSource().getType();
    Type resultType = op->getResult(0).getType();
    Type convertedResult = converter.convertType(resultType);
    if (!converter.convertType(sourceType) || !convertedResult)
      return rewriter.notifyMatchFailure(op, "unsupported memref types");
    bool fromRanked = llvm::isa<MemRefType>(sourceType);
    bool toRanked = llvm::isa<MemRefType>(resultType);
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    if (fromRanked && toRanked) {
      rewriter.replaceOp(op, {operands[0]});
      return success();
    }
    if (fromRanked) {
      // The stack slot's count is an i64 whatever the index type, as with
      // mlir-opt 19.
      Value one = createIndexConstant(rewriter, loc, rewriter.getI64Type(), 1);
      Value slot = spillToStack(rewriter, loc, operands[0], one);
      Value rank =
          createIndexConstant(rewriter, loc, indexType,
                              llvm::cast<MemRefType>(sourceType).getRank());
      rewriter.replaceOp(op, {UnrankedMemRefDescriptor::pack(
                                  rewriter, loc, convertedResult, rank, slot)
                                  .getValue()});
      return success();
    }
    if (toRanked) {
      Value ptr =
          UnrankedMemRefDescriptor(operands[0]).memRefDescPtr(rewriter, loc);
      rewriter.replaceOp(
          op, {createOp(rewriter, loc, "llvm.load", {ptr}, convertedResult)});
      return success();
    }
    return rewriter.notifyMatchFailure(op, "unranked to unranked");
  }
};

/// `memref.reinterpret_cast` -> the source's pointers with the op's
/// offset, sizes and strides.
struct ReinterpretCastLowering : MemRefPattern<memref::ReinterpretCastOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::ReinterpretCastOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!isConvertible(converter, op.getSource().getType()) ||
        !isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    // Operands: source, then the dynamic offsets, sizes and strides.
    unsigned numOffsets = op.getOffsets().size();
    unsigned numSizes = op.getSizes().size();
    llvm::ArrayRef<Value> offsets = operands.slice(1, numOffsets);
    llvm::ArrayRef<Value> sizes = operands.slice(1 + numOffsets, numSizes);
    llvm::ArrayRef<Value> strides =
        operands.drop_front(1 + numOffsets + numSizes);
    MemRefDescriptor source(operands[0]);
    MemRefDescriptor desc =
        MemRefDescriptor::undef(rewriter, loc, converter.convertType(type));
    Value allocated = source.allocatedPtr(rewriter, loc);
    Value aligned = source.alignedPtr(rewriter, loc);
    desc.setAllocatedPtr(rewriter, loc, allocated);
    desc.setAlignedPtr(rewriter, loc, aligned);
    auto pick = [&](int64_t value, llvm::ArrayRef<Value> dynamic,
                    unsigned &next) {
      return ShapedType::isDynamic(value)
                 ? dynamic[next++]
                 : createIndexConstant(rewriter, loc, indexType, value);
    };
    unsigned nextOffset = 0, nextSize = 0, nextStride = 0;
    desc.setOffset(rewriter, loc,
                   pick(op.getStaticOffsets()[0], offsets, nextOffset));
    for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
      desc.setSize(rewriter, loc, i,
                   pick(op.getStaticSizes()[i], sizes, nextSize));
      desc.setStride(rewriter, loc, i,
                     pick(op.getStaticStrides()[i], strides, nextStride));
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// `memref.view` -> the source's aligned pointer moved by the byte shift,
/// offset 0, and row-major strides over the new sizes.
struct ViewLowering : MemRefPattern<memref::ViewOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::ViewOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto sourceType = llvm::cast<MemRefType>(op.getSource().getType());
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (!isConvertible(converter, sourceType) ||
        !isConvertible(converter, type) ||
        failed(memref::getStridesAndOffset(type, strides, offset)) ||
        offset != 0)
      return rewriter.notifyMatchFailure(op, "unsupported view");
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    MemRefDescriptor source(operands[0]);
    MemRefDescriptor desc =
        MemRefDescriptor::undef(rewriter, loc, converter.convertType(type));
    desc.setAllocatedPtr(rewriter, loc, source.allocatedPtr(rewriter, loc));
    Value aligned = createGEP(rewriter, loc, source.alignedPtr(rewriter, loc),
                              convertElement(sourceType), {operands[1]});
    desc.setAlignedPtr(rewriter, loc, aligned);
    desc.setConstantOffset(rewriter, loc, 0);
    llvm::ArrayRef<Value> dynamicSizes = operands.drop_front(2);
    llvm::ArrayRef<int64_t> shape = type.getShape();
    Value stride, nextSize;
    for (int64_t i = type.getRank() - 1; i >= 0; --i) {
      Value size;
      if (ShapedType::isDynamic(shape[i]))
        size = dynamicSizes[llvm::count_if(shape.take_front(i),
                                           ShapedType::isDynamic)];
      else
        size = createIndexConstant(rewriter, loc, indexType, shape[i]);
      desc.setSize(rewriter, loc, i, size);
      if (!ShapedType::isDynamic(strides[i]))
        stride = createIndexConstant(rewriter, loc, indexType, strides[i]);
      else if (nextSize)
        stride = stride
                     ? createBinary(rewriter, loc, "llvm.mul", stride, nextSize)
                     : nextSize;
      else
        stride = createIndexConstant(rewriter, loc, indexType, 1);
      desc.setStride(rewriter, loc, i, stride);
      nextSize = size;
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// `memref.transpose` -> the sizes and strides permuted.
struct TransposeLowering : MemRefPattern<memref::TransposeOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::TransposeOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!isConvertible(converter, op.getIn().getType()) ||
        !isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    auto permutation =
        llvm::cast<AffineMapAttr>(op->getInherentAttr("permutation"))
            .getValue();
    if (permutation.isIdentity()) {
      rewriter.replaceOp(op, {operands[0]});
      return success();
    }
    Location loc = op->getLoc();
    MemRefDescriptor source(operands[0]);
    MemRefDescriptor desc = MemRefDescriptor::undef(
        rewriter, loc, converter.convertType(op.getIn().getType()));
    desc.setAllocatedPtr(rewriter, loc, source.allocatedPtr(rewriter, loc));
    desc.setAlignedPtr(rewriter, loc, source.alignedPtr(rewriter, loc));
    desc.setOffset(rewriter, loc, source.offset(rewriter, loc));
    for (auto [target, expr] : llvm::enumerate(permutation.getResults())) {
      unsigned from = llvm::cast<AffineDimExpr>(expr).getPosition();
      desc.setSize(rewriter, loc, target, source.size(rewriter, loc, from));
      desc.setStride(rewriter, loc, target, source.stride(rewriter, loc, from));
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// `memref.memory_space_cast` between ranked memrefs -> both pointers
/// addrspacecast, the other fields kept.
struct MemorySpaceCastLowering : MemRefPattern<memref::MemorySpaceCastOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::MemorySpaceCastOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!isConvertible(converter, op.getSource().getType()) ||
        !isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    llvm::SmallVector<Value, 8> fields;
    MemRefDescriptor::unpack(rewriter, loc, operands[0], fields);
    Type ptrType = getPtrType(type);
    for (unsigned i : {0u, 1u})
      fields[i] =
          createOp(rewriter, loc, "llvm.addrspacecast", {fields[i]}, ptrType);
    rewriter.replaceOp(
        op, {MemRefDescriptor::pack(rewriter, loc, converter.convertType(type),
                                    fields)
                 .getValue()});
    return success();
  }
};

/// `memref.reshape` with a static-shape shape operand -> the source's
/// pointers, offset 0, sizes loaded from the shape operand and row-major
/// strides.
struct ReshapeLowering : MemRefPattern<memref::ReshapeOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::ReshapeOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op->getResult(0).getType());
    auto shapeType = llvm::dyn_cast<MemRefType>(op.getShape().getType());
    llvm::SmallVector<int64_t> strides;
    int64_t offset;
    if (!type || !shapeType || !shapeType.hasStaticShape() ||
        !isConvertible(converter, op.getSource().getType()) ||
        !isConvertible(converter, type) ||
        !isConvertible(converter, shapeType) ||
        failed(memref::getStridesAndOffset(type, strides, offset)) ||
        converter.convertType(shapeType.getElementType()) != getIndexType())
      return rewriter.notifyMatchFailure(op, "unsupported reshape");
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    MemRefDescriptor source(operands[0]);
    MemRefDescriptor desc =
        MemRefDescriptor::undef(rewriter, loc, converter.convertType(type));
    Value allocated = source.allocatedPtr(rewriter, loc);
    Value aligned = source.alignedPtr(rewriter, loc);
    desc.setAllocatedPtr(rewriter, loc, allocated);
    desc.setAlignedPtr(rewriter, loc, aligned);
    desc.setConstantOffset(rewriter, loc, offset);
    Value stride;
    for (int64_t i = type.getRank() - 1; i >= 0; --i) {
      if (!ShapedType::isDynamic(strides[i]))
        stride = createIndexConstant(rewriter, loc, indexType, strides[i]);
      else if (!stride)
        stride = createIndexConstant(rewriter, loc, indexType, 1);
      Value size;
      if (!type.isDynamicDim(i)) {
        size =
            createIndexConstant(rewriter, loc, indexType, type.getDimSize(i));
      } else {
        Value position = createIndexConstant(rewriter, loc, indexType, i);
        Value ptr = getStridedElementPtr(rewriter, loc, shapeType, operands[1],
                                         {position});
        size = createOp(rewriter, loc, "llvm.load", {ptr}, indexType);
      }
      desc.setSize(rewriter, loc, i, size);
      desc.setStride(rewriter, loc, i, stride);
      stride = createBinary(rewriter, loc, "llvm.mul", stride, size);
    }
    rewriter.replaceOp(op, {desc.getValue()});
    return success();
  }
};

/// `memref.extract_strided_metadata` -> the base buffer as a rank-0
/// descriptor, then the offset, sizes and strides.
struct ExtractStridedMetadataLowering
    : MemRefPattern<memref::ExtractStridedMetadataOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::ExtractStridedMetadataOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto baseType = llvm::cast<MemRefType>(op->getResult(0).getType());
    if (!isConvertible(converter, op.getSource().getType()) ||
        !isConvertible(converter, baseType))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    MemRefDescriptor source(operands[0]);
    Value allocated = source.allocatedPtr(rewriter, loc);
    Value aligned = source.alignedPtr(rewriter, loc);
    MemRefDescriptor base =
        MemRefDescriptor::undef(rewriter, loc, converter.convertType(baseType));
    base.setAllocatedPtr(rewriter, loc, allocated);
    base.setAlignedPtr(rewriter, loc, aligned);
    base.setConstantOffset(rewriter, loc, 0);
    llvm::SmallVector<Value, 8> results = {base.getValue(),
                                           source.offset(rewriter, loc)};
    for (unsigned i = 0, e = source.getRank(); i < e; ++i)
      results.push_back(source.size(rewriter, loc, i));
    for (unsigned i = 0, e = source.getRank(); i < e; ++i)
      results.push_back(source.stride(rewriter, loc, i));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// `memref.extract_aligned_pointer_as_index` -> ptrtoint of the aligned
/// pointer.
struct ExtractAlignedPointerLowering
    : MemRefPattern<memref::ExtractAlignedPointerAsIndexOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::ExtractAlignedPointerAsIndexOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isConvertible(converter, op.getSource().getType()))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    Location loc = op->getLoc();
    Value aligned = MemRefDescriptor(operands[0]).alignedPtr(rewriter, loc);
    rewriter.replaceOp(op, {createOp(rewriter, loc, "llvm.ptrtoint", {aligned},
                                     getIndexType())});
    return success();
  }
};

/// `memref.dim` -> a constant for a static size, the size field for a
/// constant index, else the size array indexed on the stack.
struct DimLowering : MemRefPattern<memref::DimOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::DimOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    if (auto unranked =
            llvm::dyn_cast<UnrankedMemRefType>(op.getSource().getType())) {
      if (!converter.convertType(unranked))
        return rewriter.notifyMatchFailure(op, "unsupported memref type");
      rewriter.replaceOp(op,
                         {lowerUnranked(rewriter, loc, unranked, operands)});
      return success();
    }
    auto type = llvm::dyn_cast<MemRefType>(op.getSource().getType());
    if (!type || !isConvertible(converter, type))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    MemRefDescriptor desc(operands[0]);
    Attribute index;
    if (matchConstant(op.getIndex(), &index))
      if (auto integer = llvm::dyn_cast<IntegerAttr>(index)) {
        int64_t i = integer.getValue().getSExtValue();
        if (i >= 0 && i < type.getRank()) {
          Value size = type.isDynamicDim(i)
                           ? desc.size(rewriter, loc, unsigned(i))
                           : createIndexConstant(rewriter, loc, getIndexType(),
                                                 type.getDimSize(i));
          rewriter.replaceOp(op, {size});
          return success();
        }
      }
    rewriter.replaceOp(op, {desc.size(rewriter, loc, operands[1])});
    return success();
  }

  /// The size at `index` read through the unranked descriptor's pointer:
  /// the sizes follow the offset, whose address is that of field 2 of a
  /// rank-0 descriptor.
  Value lowerUnranked(ConversionPatternRewriter &rewriter, Location loc,
                      UnrankedMemRefType type, OpAdaptor operands) const {
    Type indexType = getIndexType();
    Value ranked =
        UnrankedMemRefDescriptor(operands[0]).memRefDescPtr(rewriter, loc);
    Type scalarDescriptor = converter.convertType(MemRefType::get(
        {}, type.getElementType(), Attribute(), type.getMemorySpace()));
    Value offsetPtr = createGEP(rewriter, loc, ranked, scalarDescriptor,
                                {int32_t(0), int32_t(2)});
    Value position = createBinary(
        rewriter, loc, "llvm.add",
        createIndexConstant(rewriter, loc, indexType, 1), operands[1]);
    Value sizePtr = createGEP(rewriter, loc, offsetPtr, indexType, {position});
    return createOp(rewriter, loc, "llvm.load", {sizePtr}, indexType);
  }
};

/// `memref.rank` of a ranked memref -> its rank as a constant.
struct RankLowering : MemRefPattern<memref::RankOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::RankOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<MemRefType>(op.getMemref().getType());
    if (!type) {
      if (!converter.convertType(op.getMemref().getType()))
        return rewriter.notifyMatchFailure(op, "unsupported memref type");
      rewriter.replaceOp(
          op,
          {UnrankedMemRefDescriptor(operands[0]).rank(rewriter, op->getLoc())});
      return success();
    }
    rewriter.replaceOp(op,
                       {createIndexConstant(rewriter, op->getLoc(),
                                            getIndexType(), type.getRank())});
    return success();
  }
};

/// `memref.assume_alignment` -> llvm.intr.assume((aligned & (a - 1)) == 0).
struct AssumeAlignmentLowering : MemRefPattern<memref::AssumeAlignmentOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::AssumeAlignmentOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isConvertible(converter, op.getMemref().getType()))
      return rewriter.notifyMatchFailure(op, "not a ranked strided memref");
    auto alignment =
        llvm::dyn_cast_or_null<IntegerAttr>(op->getInherentAttr("alignment"));
    if (!alignment)
      return rewriter.notifyMatchFailure(op, "no alignment");
    Location loc = op->getLoc();
    // The address arithmetic is on i64 whatever the index type, as with
    // mlir-opt 19.
    Type indexType = rewriter.getI64Type();
    Value aligned = MemRefDescriptor(operands[0]).alignedPtr(rewriter, loc);
    Value zero = createIndexConstant(rewriter, loc, indexType, 0);
    Value mask = createIndexConstant(rewriter, loc, indexType,
                                     alignment.getValue().getSExtValue() - 1);
    Value address =
        createOp(rewriter, loc, "llvm.ptrtoint", {aligned}, indexType);
    Value masked = createBinary(rewriter, loc, "llvm.and", address, mask);
    Value isAligned = createOp(
        rewriter, loc, "llvm.icmp", {masked, zero}, rewriter.getI1Type(),
        {rewriter.getNamedAttr("predicate", rewriter.getI64IntegerAttr(0))});
    rewriter.create(loc, "llvm.intr.assume", {isAligned});
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Copy
//===----------------------------------------------------------------------===//

/// Whether the elements of `type` are contiguous in row-major order: an
/// identity layout, or a static shape whose innermost dimensions have the
/// row-major strides and whose outer ones have size 1.
static bool isContiguous(MemRefType type) {
  if (memref::hasIdentityLayout(type))
    return true;
  llvm::SmallVector<int64_t> strides;
  int64_t offset;
  if (!type.hasStaticShape() ||
      failed(memref::getStridesAndOffset(type, strides, offset)))
    return false;
  llvm::ArrayRef<int64_t> shape = type.getShape();
  int64_t expected = 1;
  int64_t dim = shape.size() - 1;
  for (; dim >= 0 && strides[dim] == expected; --dim)
    expected *= shape[dim];
  for (; dim >= 0 && shape[dim] == 1; --dim)
    ;
  return dim < 0;
}

/// `memref.copy` -> llvm.intr.memcpy between contiguous memrefs, else a
/// call to memrefCopy(element size, source, target) with both sides as
/// unranked descriptors on the stack.
struct CopyLowering : MemRefPattern<memref::CopyOp> {
  using MemRefPattern::MemRefPattern;

  LogicalResult
  matchAndRewrite(memref::CopyOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const override {
    Type sourceType = op.getSource().getType();
    Type targetType = op.getTarget().getType();
    if (!converter.convertType(sourceType) ||
        !converter.convertType(targetType))
      return rewriter.notifyMatchFailure(op, "unsupported memref types");
    auto rankedSource = llvm::dyn_cast<MemRefType>(sourceType);
    auto rankedTarget = llvm::dyn_cast<MemRefType>(targetType);
    if (rankedSource && rankedTarget && isContiguous(rankedSource) &&
        isContiguous(rankedTarget))
      lowerToMemcpy(op, rankedSource, operands, rewriter);
    else if (failed(lowerToCall(op, operands, rewriter)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }

  void lowerToMemcpy(memref::CopyOp op, MemRefType sourceType,
                     OpAdaptor operands,
                     ConversionPatternRewriter &rewriter) const {
    Location loc = op->getLoc();
    Type indexType = getIndexType();
    MemRefDescriptor source(operands[0]), target(operands[1]);
    Value count = createIndexConstant(rewriter, loc, indexType, 1);
    for (unsigned i = 0, e = sourceType.getRank(); i < e; ++i)
      count = createBinary(rewriter, loc, "llvm.mul", count,
                           source.size(rewriter, loc, i));
    Type element = convertElement(sourceType);
    Value elementSize =
        createTypeSizeInBytes(rewriter, loc, indexType, element);
    Value bytes = createBinary(rewriter, loc, "llvm.mul", count, elementSize);
    Value from = source.bufferPtr(rewriter, loc, element);
    Value to = target.bufferPtr(rewriter, loc, element);
    rewriter.create(
        loc, "llvm.intr.memcpy", {to, from, bytes}, {},
        {rewriter.getNamedAttr("isVolatile", rewriter.getBoolAttr(false))});
  }

  LogicalResult lowerToCall(memref::CopyOp op, OpAdaptor operands,
                            ConversionPatternRewriter &rewriter) const {
    Location loc = op->getLoc();
    Context *ctx = rewriter.getContext();
    Type indexType = getIndexType();
    Type ptrType = LLVM::LLVMPointerType::get(ctx);
    Type unrankedType = UnrankedMemRefDescriptor::getType(ctx, indexType);
    FailureOr<Operation *> fn = lookupOrCreateFn(
        rewriter, op, "memrefCopy", {indexType, ptrType, ptrType},
        LLVM::LLVMVoidType::get(ctx), options.declarationClash);
    if (failed(fn))
      return failure();
    Value stack = createOp(rewriter, loc, "llvm.intr.stacksave", {}, ptrType);
    // A ranked descriptor goes to the stack behind an unranked one.
    auto makeUnranked = [&](Value descriptor, Type type) {
      auto ranked = llvm::dyn_cast<MemRefType>(type);
      if (!ranked)
        return descriptor;
      Value rank = createOp(
          rewriter, loc, "llvm.mlir.constant", {}, indexType,
          {rewriter.getNamedAttr(
              "value", rewriter.getIntegerAttr(indexType, ranked.getRank()))});
      Value one = createIndexConstant(rewriter, loc, rewriter.getI64Type(), 1);
      Value slot = spillToStack(rewriter, loc, descriptor, one);
      return UnrankedMemRefDescriptor::pack(rewriter, loc, unrankedType, rank,
                                            slot)
          .getValue();
    };
    Type elementType =
        llvm::cast<ShapedType>(op.getSource().getType()).getElementType();
    Value source = makeUnranked(operands[0], op.getSource().getType());
    Value target = makeUnranked(operands[1], op.getTarget().getType());
    Value one = createIndexConstant(rewriter, loc, indexType, 1);
    Value sourcePtr = spillToStack(rewriter, loc, source, one);
    Value targetPtr = spillToStack(rewriter, loc, target, one);
    Value elementSize = createTypeSizeInBytes(
        rewriter, loc, indexType, converter.convertType(elementType));
    createCall(rewriter, loc, *fn, {elementSize, sourcePtr, targetPtr});
    rewriter.create(loc, "llvm.intr.stackrestore", {stack});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// The patterns of finalize-memref-to-llvm with `options`.
static void populatePatterns(const LLVMTypeConverter &converter,
                             RewritePatternSet &patterns,
                             const MemRefLoweringOptions &options) {
  Context *ctx = patterns.getContext();
  patterns.add(std::make_unique<AllocLowering>(converter, ctx, options));
  patterns.add(std::make_unique<AllocaLowering>(converter, ctx));
  patterns.add(std::make_unique<DeallocLowering>(converter, ctx, options));
  patterns.add(std::make_unique<LoadLowering>(converter, ctx));
  patterns.add(std::make_unique<StoreLowering>(converter, ctx));
  patterns.add(std::make_unique<GlobalLowering>(converter, ctx));
  patterns.add(std::make_unique<GetGlobalLowering>(converter, ctx));
  patterns.add(std::make_unique<CastLowering>(converter, ctx));
  patterns.add(std::make_unique<ReinterpretCastLowering>(converter, ctx));
  patterns.add(std::make_unique<ViewLowering>(converter, ctx));
  patterns.add(std::make_unique<TransposeLowering>(converter, ctx));
  patterns.add(std::make_unique<MemorySpaceCastLowering>(converter, ctx));
  patterns.add(std::make_unique<ReshapeLowering>(converter, ctx));
  patterns.add(
      std::make_unique<ExtractStridedMetadataLowering>(converter, ctx));
  patterns.add(std::make_unique<ExtractAlignedPointerLowering>(converter, ctx));
  patterns.add(std::make_unique<DimLowering>(converter, ctx));
  patterns.add(std::make_unique<RankLowering>(converter, ctx));
  patterns.add(std::make_unique<AssumeAlignmentLowering>(converter, ctx));
  patterns.add(std::make_unique<CopyLowering>(converter, ctx, options));
  patterns.add(std::make_unique<AtomicRMWLowering>(converter, ctx));
  patterns.add(std::make_unique<PrefetchLowering>(converter, ctx));
  patterns.add(std::make_unique<GenericAtomicRMWLowering>(converter, ctx));
}

/// A module pass, as with mlir-opt 19: the patterns declare malloc, free
/// and memrefCopy in the module.
struct FinalizeMemRefToLLVMPass
    : PassWrapper<FinalizeMemRefToLLVMPass, OperationPass<ModuleOp>> {
  llvm::StringRef getName() const override {
    return "FinalizeMemRefToLLVMConversionPass";
  }
  llvm::StringRef getArgument() const override {
    return "finalize-memref-to-llvm";
  }
  llvm::StringRef getDescription() const override {
    return "Finalize MemRef dialect to LLVM dialect conversion";
  }
  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<FinalizeMemRefToLLVMPass>();
    copy->getPassOptions().copyOptionValuesFrom(getPassOptions());
    return copy;
  }

  void runOnOperation() override {
    Context *ctx = getContext();
    ctx->getOrLoadDialect("llvm");
    LLVMTypeConverter converter(ctx, indexBitwidth);
    RewritePatternSet patterns(ctx);
    MemRefLoweringOptions options;
    options.allocKind =
        useAlignedAlloc ? AllocKind::AlignedAlloc : AllocKind::Malloc;
    options.useGenericFunctions = useGenericFunctions;
    bool declarationClash = false;
    options.declarationClash = &declarationClash;
    populatePatterns(converter, patterns, options);
    if (failed(applyLLVMConversion(getOperation(), std::move(patterns))) ||
        declarationClash)
      signalPassFailure();
  }

  Option<bool> useAlignedAlloc{passOptions, "use-aligned-alloc",
                               "Use aligned_alloc in place of malloc for heap "
                               "allocations",
                               false};
  Option<unsigned> indexBitwidth{
      passOptions, "index-bitwidth",
      "Bitwidth of the index type, 0 to use size of machine word", 0};
  Option<bool> useGenericFunctions{
      passOptions, "use-generic-functions",
      "Use generic allocation and deallocation functions instead of the "
      "classic 'malloc', 'aligned_alloc' and 'free' functions",
      false};
};

} // namespace

void assay::populateFinalizeMemRefToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    bool useAlignedAlloc, bool useGenericFunctions) {
  MemRefLoweringOptions options;
  options.allocKind =
      useAlignedAlloc ? AllocKind::AlignedAlloc : AllocKind::Malloc;
  options.useGenericFunctions = useGenericFunctions;
  populatePatterns(converter, patterns, options);
}

std::unique_ptr<Pass> assay::createFinalizeMemRefToLLVMPass() {
  return std::make_unique<FinalizeMemRefToLLVMPass>();
}
