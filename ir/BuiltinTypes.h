//===- BuiltinTypes.h - The types of the builtin dialect
//-------------------===//
//
// Integers (signless, signed, unsigned, 1 to 2^24-1 bits), index, the float
// family (bf16 through f128 and the 8-bit formats), none, complex, tuple,
// vector, ranked and unranked tensor and memref, function, and the opaque
// type that keeps `!ns.body` of a dialect that is not loaded. Each is a
// uniqued handle built with TypeBase; construction that can be invalid has a
// getChecked() form that reports through a callback and returns null, worded
// as mlir-opt reports it.
//
// ShapedType, TensorType and BaseMemRefType are views over several concrete
// classes (llvm::isa works on them); a dynamic dimension is
// ShapedType::kDynamic.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_BUILTINTYPES_H
#define ASSAY_IR_BUILTINTYPES_H

#include "ir/Attributes.h"
#include "ir/Types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <climits>
#include <cstdint>
#include <optional>

namespace llvm {
struct fltSemantics;
} // namespace llvm

namespace assay {
class InFlightDiagnostic;
class StringAttr;

/// Reports an error of a checked getter (returns the diagnostic to stream
/// into).
using EmitErrorFn = llvm::function_ref<InFlightDiagnostic()>;

namespace detail {
struct IntegerTypeStorage;
struct FloatTypeStorage;
struct ComplexTypeStorage;
struct TypeListStorage;
struct FunctionTypeStorage;
struct VectorTypeStorage;
struct RankedTensorTypeStorage;
struct UnrankedTensorTypeStorage;
struct MemRefTypeStorage;
struct UnrankedMemRefTypeStorage;
struct OpaqueTypeStorage;
struct EmptyTypeStorage;

/// Calls `fn` with the TypeID of every builtin type class.
void forEachBuiltinTypeID(llvm::function_ref<void(TypeID)> fn);
/// Calls `fn` with the TypeID of every builtin attribute class (locations
/// and element attributes included).
void forEachBuiltinAttributeID(llvm::function_ref<void(TypeID)> fn);
} // namespace detail

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

/// `i32`, `si8`, `ui1`.
class IntegerType
    : public TypeBase<IntegerType, Type, detail::IntegerTypeStorage> {
public:
  using Base::Base;

  enum SignednessSemantics : uint8_t { Signless, Signed, Unsigned };

  /// The widest integer type: 2^24 - 1 bits.
  static constexpr unsigned kMaxWidth = (1u << 24) - 1;

  static IntegerType get(Context *ctx, unsigned width,
                         SignednessSemantics signedness = Signless);
  /// Null (after reporting "integer bitwidth is limited to 16777215 bits")
  /// when `width` is too large.
  static IntegerType getChecked(EmitErrorFn emitError, Context *ctx,
                                unsigned width,
                                SignednessSemantics signedness = Signless);

  unsigned getWidth() const;
  SignednessSemantics getSignedness() const;
  bool isSignless() const { return getSignedness() == Signless; }
  bool isSigned() const { return getSignedness() == Signed; }
  bool isUnsigned() const { return getSignedness() == Unsigned; }
};

/// `index`: a target-sized integer.
class IndexType : public TypeBase<IndexType, Type, detail::EmptyTypeStorage> {
public:
  using Base::Base;
  /// The width used when an index is stored (in attributes, say).
  static constexpr unsigned kInternalStorageBitWidth = 64;
  static IndexType get(Context *ctx);
};

/// Every builtin float type, told apart by kind.
class FloatType : public TypeBase<FloatType, Type, detail::FloatTypeStorage> {
public:
  using Base::Base;

  enum Kind : uint8_t {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
  };

  static FloatType get(Context *ctx, Kind kind);
  static FloatType getBF16(Context *ctx) { return get(ctx, BF16); }
  static FloatType getF16(Context *ctx) { return get(ctx, F16); }
  static FloatType getTF32(Context *ctx) { return get(ctx, TF32); }
  static FloatType getF32(Context *ctx) { return get(ctx, F32); }
  static FloatType getF64(Context *ctx) { return get(ctx, F64); }
  static FloatType getF80(Context *ctx) { return get(ctx, F80); }
  static FloatType getF128(Context *ctx) { return get(ctx, F128); }
  static FloatType getFloat8E5M2(Context *ctx) { return get(ctx, F8E5M2); }
  static FloatType getFloat8E4M3(Context *ctx) { return get(ctx, F8E4M3); }
  static FloatType getFloat8E4M3FN(Context *ctx) { return get(ctx, F8E4M3FN); }
  static FloatType getFloat8E5M2FNUZ(Context *ctx) {
    return get(ctx, F8E5M2FNUZ);
  }
  static FloatType getFloat8E4M3FNUZ(Context *ctx) {
    return get(ctx, F8E4M3FNUZ);
  }
  static FloatType getFloat8E4M3B11FNUZ(Context *ctx) {
    return get(ctx, F8E4M3B11FNUZ);
  }

  Kind getKind() const;
  /// The keyword of the type (`f32`, `f8E4M3FN`...).
  llvm::StringRef getKeyword() const;
  /// Total bits (tf32 is 19; f80 is 80).
  unsigned getWidth() const;
  /// Bits of the significand including the implicit one.
  unsigned getFPMantissaWidth() const;
  const llvm::fltSemantics &getFloatSemantics() const;
};

/// One class per float kind, for `isa<Float32Type>(t)` and
/// `Float32Type::get(ctx)`; each is a FloatType.
#define ASSAY_FLOAT_KIND_CLASS(Name, KindValue)                                \
  class Name : public FloatType {                                              \
  public:                                                                      \
    using FloatType::FloatType;                                                \
    static Name get(Context *ctx) {                                            \
      Type type = FloatType::get(ctx, FloatType::KindValue);                   \
      return Name(type.getImpl());                                             \
    }                                                                          \
    static bool classof(Type t) {                                              \
      return FloatType::classof(t) &&                                          \
             llvm::cast<FloatType>(t).getKind() == FloatType::KindValue;       \
    }                                                                          \
  };
ASSAY_FLOAT_KIND_CLASS(BFloat16Type, BF16)
ASSAY_FLOAT_KIND_CLASS(Float16Type, F16)
ASSAY_FLOAT_KIND_CLASS(FloatTF32Type, TF32)
ASSAY_FLOAT_KIND_CLASS(Float32Type, F32)
ASSAY_FLOAT_KIND_CLASS(Float64Type, F64)
ASSAY_FLOAT_KIND_CLASS(Float80Type, F80)
ASSAY_FLOAT_KIND_CLASS(Float128Type, F128)
ASSAY_FLOAT_KIND_CLASS(Float8E5M2Type, F8E5M2)
ASSAY_FLOAT_KIND_CLASS(Float8E4M3Type, F8E4M3)
ASSAY_FLOAT_KIND_CLASS(Float8E4M3FNType, F8E4M3FN)
ASSAY_FLOAT_KIND_CLASS(Float8E5M2FNUZType, F8E5M2FNUZ)
ASSAY_FLOAT_KIND_CLASS(Float8E4M3FNUZType, F8E4M3FNUZ)
ASSAY_FLOAT_KIND_CLASS(Float8E4M3B11FNUZType, F8E4M3B11FNUZ)
#undef ASSAY_FLOAT_KIND_CLASS

/// `none`.
class NoneType : public TypeBase<NoneType, Type, detail::EmptyTypeStorage> {
public:
  using Base::Base;
  static NoneType get(Context *ctx);
};

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

/// `complex<f32>`: element type is an integer or float type.
class ComplexType
    : public TypeBase<ComplexType, Type, detail::ComplexTypeStorage> {
public:
  using Base::Base;
  static ComplexType get(Type elementType);
  /// Null after "invalid element type for complex" when not int or float.
  static ComplexType getChecked(EmitErrorFn emitError, Type elementType);
  Type getElementType() const;
};

/// `tuple<i32, f32>`.
class TupleType : public TypeBase<TupleType, Type, detail::TypeListStorage> {
public:
  using Base::Base;
  static TupleType get(Context *ctx, llvm::ArrayRef<Type> elementTypes = {});
  llvm::ArrayRef<Type> getTypes() const;
  size_t size() const { return getTypes().size(); }
  Type getType(size_t index) const { return getTypes()[index]; }
  /// Appends the leaf types, expanding nested tuples.
  void getFlattenedTypes(llvm::SmallVectorImpl<Type> &types) const;
};

/// `(i32, f32) -> i1`.
class FunctionType
    : public TypeBase<FunctionType, Type, detail::FunctionTypeStorage> {
public:
  using Base::Base;
  static FunctionType get(Context *ctx, llvm::ArrayRef<Type> inputs,
                          llvm::ArrayRef<Type> results);
  llvm::ArrayRef<Type> getInputs() const;
  llvm::ArrayRef<Type> getResults() const;
  unsigned getNumInputs() const { return getInputs().size(); }
  unsigned getNumResults() const { return getResults().size(); }
  Type getInput(unsigned i) const { return getInputs()[i]; }
  Type getResult(unsigned i) const { return getResults()[i]; }
  /// The same function type with new inputs and results.
  FunctionType clone(llvm::ArrayRef<Type> inputs,
                     llvm::ArrayRef<Type> results) const;
};

/// `!ns.body` of a dialect that is not loaded: namespace plus body text.
class OpaqueType
    : public TypeBase<OpaqueType, Type, detail::OpaqueTypeStorage> {
public:
  using Base::Base;
  static OpaqueType get(StringAttr dialectNamespace, llvm::StringRef typeData);
  /// Null after "invalid type dialect namespace '...'" when the namespace
  /// is not a valid identifier.
  static OpaqueType getChecked(EmitErrorFn emitError,
                               StringAttr dialectNamespace,
                               llvm::StringRef typeData);
  StringAttr getDialectNamespace() const;
  llvm::StringRef getTypeData() const;
};

//===----------------------------------------------------------------------===//
// Shaped types
//===----------------------------------------------------------------------===//

/// A view over vector, tensor and memref types.
class ShapedType : public Type {
public:
  using Type::Type;
  ShapedType(Type t) : Type(t.getImpl()) {}

  /// A dimension whose size is not known statically (`?`).
  static constexpr int64_t kDynamic = INT64_MIN;

  static bool isDynamic(int64_t size) { return size == kDynamic; }
  static bool isStatic(int64_t size) { return size != kDynamic; }
  /// Product of `shape`, every entry of which must be static; nullopt when
  /// it does not fit in int64_t (`tensor<4611686018427387904x2xi8>`). Such
  /// a shape is a valid type, and a splat can fill it, but its elements
  /// cannot be counted, let alone stored one by one.
  static std::optional<int64_t>
  tryGetNumElements(llvm::ArrayRef<int64_t> shape);
  /// Product of `shape`, every entry of which must be static; INT64_MAX when
  /// it does not fit (see tryGetNumElements), never a wrapped count.
  static int64_t getNumElements(llvm::ArrayRef<int64_t> shape);

  static bool classof(Type t);

  Type getElementType() const;
  /// Bit width of the element type (ints and floats, complex of them).
  unsigned getElementTypeBitWidth() const;
  bool hasRank() const;
  /// The shape (only for ranked types).
  llvm::ArrayRef<int64_t> getShape() const;
  int64_t getRank() const { return getShape().size(); }
  int64_t getNumElements() const { return getNumElements(getShape()); }
  std::optional<int64_t> tryGetNumElements() const {
    return tryGetNumElements(getShape());
  }
  bool isDynamicDim(unsigned idx) const { return isDynamic(getShape()[idx]); }
  int64_t getDimSize(unsigned idx) const { return getShape()[idx]; }
  bool hasStaticShape() const;
  bool hasStaticShape(llvm::ArrayRef<int64_t> shape) const;
  int64_t getNumDynamicDims() const;
  /// Index of dynamic dimension `index` among the dynamic ones.
  unsigned getDynamicDimIndex(unsigned index) const;

  /// The same kind of shaped type with another shape (or ranked if it was
  /// unranked) and element type; attributes (encoding, layout, memory
  /// space) are kept where they still apply.
  ShapedType cloneWith(std::optional<llvm::ArrayRef<int64_t>> shape,
                       Type elementType) const;
  ShapedType clone(llvm::ArrayRef<int64_t> shape) const {
    return cloneWith(shape, getElementType());
  }
  ShapedType clone(Type elementType) const {
    return cloneWith(std::nullopt, elementType);
  }
};

/// `vector<4x[8]xf32>`: static, positive sizes; dims may be scalable.
class VectorType
    : public TypeBase<VectorType, ShapedType, detail::VectorTypeStorage> {
public:
  using Base::Base;
  static VectorType get(llvm::ArrayRef<int64_t> shape, Type elementType,
                        llvm::ArrayRef<bool> scalableDims = {});
  static VectorType getChecked(EmitErrorFn emitError,
                               llvm::ArrayRef<int64_t> shape, Type elementType,
                               llvm::ArrayRef<bool> scalableDims = {});
  /// Whether `t` may be a vector element (int, index or float).
  static bool isValidElementType(Type t);

  llvm::ArrayRef<int64_t> getShape() const;
  Type getElementType() const;
  /// One flag per dimension (all false if none is scalable).
  llvm::ArrayRef<bool> getScalableDims() const;
  bool isScalable() const;
  bool allDimsScalable() const;
  int64_t getRank() const { return getShape().size(); }
};

/// A view over ranked and unranked tensors.
class TensorType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static bool classof(Type t);
  /// Whether `t` may be a tensor element.
  static bool isValidElementType(Type t);
};

/// `tensor<4x?xf32, #encoding>`.
class RankedTensorType : public TypeBase<RankedTensorType, TensorType,
                                         detail::RankedTensorTypeStorage> {
public:
  using Base::Base;
  static RankedTensorType get(llvm::ArrayRef<int64_t> shape, Type elementType,
                              Attribute encoding = {});
  static RankedTensorType getChecked(EmitErrorFn emitError,
                                     llvm::ArrayRef<int64_t> shape,
                                     Type elementType, Attribute encoding = {});
  llvm::ArrayRef<int64_t> getShape() const;
  Type getElementType() const;
  Attribute getEncoding() const;
  int64_t getRank() const { return getShape().size(); }
};

/// `tensor<*xf32>`.
class UnrankedTensorType : public TypeBase<UnrankedTensorType, TensorType,
                                           detail::UnrankedTensorTypeStorage> {
public:
  using Base::Base;
  static UnrankedTensorType get(Type elementType);
  static UnrankedTensorType getChecked(EmitErrorFn emitError, Type elementType);
  Type getElementType() const;
  llvm::ArrayRef<int64_t> getShape() const { return {}; }
};

/// A view over ranked and unranked memrefs.
class BaseMemRefType : public ShapedType {
public:
  using ShapedType::ShapedType;
  static bool classof(Type t);
  /// Whether `t` may be a memref element.
  static bool isValidElementType(Type t);
  /// The memory space attribute (null for the default one).
  Attribute getMemorySpace() const;
  /// The memory space as an integer (0 for the default one).
  unsigned getMemorySpaceAsInt() const;
};

/// `memref<4x?xf32, layout, memspace>`. A null layout is the identity; a
/// null memory space is the default (an integer 0 is stored as null).
class MemRefType
    : public TypeBase<MemRefType, BaseMemRefType, detail::MemRefTypeStorage> {
public:
  using Base::Base;
  static MemRefType get(llvm::ArrayRef<int64_t> shape, Type elementType,
                        Attribute layout = {}, Attribute memorySpace = {});
  static MemRefType getChecked(EmitErrorFn emitError,
                               llvm::ArrayRef<int64_t> shape, Type elementType,
                               Attribute layout = {},
                               Attribute memorySpace = {});
  llvm::ArrayRef<int64_t> getShape() const;
  Type getElementType() const;
  /// An AffineMapAttr, a StridedLayoutAttr, another layout attribute, or
  /// null for the identity layout.
  Attribute getLayout() const;
  Attribute getMemorySpace() const;
  unsigned getMemorySpaceAsInt() const;
  int64_t getRank() const { return getShape().size(); }
};

/// `memref<*xf32, memspace>`.
class UnrankedMemRefType : public TypeBase<UnrankedMemRefType, BaseMemRefType,
                                           detail::UnrankedMemRefTypeStorage> {
public:
  using Base::Base;
  static UnrankedMemRefType get(Type elementType, Attribute memorySpace = {});
  static UnrankedMemRefType getChecked(EmitErrorFn emitError, Type elementType,
                                       Attribute memorySpace = {});
  Type getElementType() const;
  Attribute getMemorySpace() const;
  unsigned getMemorySpaceAsInt() const;
  llvm::ArrayRef<int64_t> getShape() const { return {}; }
};

namespace detail {
/// Drops what the memref printer would not print: an integer-0 memory space
/// becomes null.
Attribute skipDefaultMemorySpace(Attribute memorySpace);
/// Whether `layout` is the identity affine map (stored as null). Answered
/// by the affine map code (ir/AffineMap.h); false for any other layout.
bool isIdentityMemRefLayout(Attribute layout);
} // namespace detail

} // namespace assay

#endif // ASSAY_IR_BUILTINTYPES_H
