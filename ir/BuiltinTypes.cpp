//===- BuiltinTypes.cpp - The types of the builtin dialect
//-----------------===//
//
// Storage classes, getters, verification of the builtin types and the
// Type shorthands (isF32(), getIntOrFloatBitWidth()...). Verification
// messages are mlir-opt's, since tests compare diagnostics.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinTypes.h"

#include "ir/AffineMap.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace assay;

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

namespace assay::detail {
/// A type without parameters (index, none).
struct EmptyTypeStorage : public TypeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static EmptyTypeStorage *construct(StorageAllocator &a, const KeyTy &) {
    return new (a.allocate<EmptyTypeStorage>()) EmptyTypeStorage();
  }
};

struct IntegerTypeStorage : public TypeStorage {
  using KeyTy = std::pair<unsigned, unsigned>;
  IntegerTypeStorage(unsigned width, IntegerType::SignednessSemantics s)
      : width(width), signedness(s) {}
  bool operator==(const KeyTy &key) const {
    return key.first == width && key.second == unsigned(signedness);
  }
  static IntegerTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<IntegerTypeStorage>()) IntegerTypeStorage(
        key.first, IntegerType::SignednessSemantics(key.second));
  }
  unsigned width;
  IntegerType::SignednessSemantics signedness;
};

struct FloatTypeStorage : public TypeStorage {
  using KeyTy = unsigned;
  explicit FloatTypeStorage(FloatType::Kind kind) : kind(kind) {}
  bool operator==(const KeyTy &key) const { return key == unsigned(kind); }
  static FloatTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<FloatTypeStorage>())
        FloatTypeStorage(FloatType::Kind(key));
  }
  FloatType::Kind kind;
};

struct ComplexTypeStorage : public TypeStorage {
  using KeyTy = Type;
  explicit ComplexTypeStorage(Type elementType) : elementType(elementType) {}
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  bool operator==(const KeyTy &key) const { return key == elementType; }
  static ComplexTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<ComplexTypeStorage>()) ComplexTypeStorage(key);
  }
  Type elementType;
};

/// A list of types (tuple).
struct TypeListStorage : public TypeStorage {
  using KeyTy = llvm::ArrayRef<Type>;
  explicit TypeListStorage(llvm::ArrayRef<Type> types) : types(types) {}
  bool operator==(const KeyTy &key) const { return key == types; }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine_range(key.begin(), key.end());
  }
  static TypeListStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<TypeListStorage>()) TypeListStorage(a.copyInto(key));
  }
  llvm::ArrayRef<Type> types;
};

/// The inputs then the results, in one block after the storage.
struct FunctionTypeStorage : public TypeStorage {
  using KeyTy = std::pair<llvm::ArrayRef<Type>, llvm::ArrayRef<Type>>;
  FunctionTypeStorage(size_t numInputs, size_t numResults)
      : numInputs(unsigned(numInputs)), numResults(unsigned(numResults)) {}
  const Type *getTypes() const {
    return reinterpret_cast<const Type *>(this + 1);
  }
  llvm::ArrayRef<Type> getInputs() const { return {getTypes(), numInputs}; }
  llvm::ArrayRef<Type> getResults() const {
    return {getTypes() + numInputs, numResults};
  }
  bool operator==(const KeyTy &key) const {
    return key.first == getInputs() && key.second == getResults();
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        llvm::hash_combine_range(key.first.begin(), key.first.end()),
        llvm::hash_combine_range(key.second.begin(), key.second.end()));
  }
  static FunctionTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    static_assert(sizeof(FunctionTypeStorage) % alignof(Type) == 0,
                  "the types must follow the storage aligned");
    size_t count = key.first.size() + key.second.size();
    void *mem = a.allocate(sizeof(FunctionTypeStorage) + count * sizeof(Type),
                           alignof(FunctionTypeStorage));
    auto *s =
        new (mem) FunctionTypeStorage(key.first.size(), key.second.size());
    Type *types = reinterpret_cast<Type *>(s + 1);
    types = std::uninitialized_copy(key.first.begin(), key.first.end(), types);
    std::uninitialized_copy(key.second.begin(), key.second.end(), types);
    return s;
  }
  unsigned numInputs;
  unsigned numResults;
};

struct VectorTypeStorage : public TypeStorage {
  using KeyTy = std::tuple<llvm::ArrayRef<int64_t>, Type, llvm::ArrayRef<bool>>;
  VectorTypeStorage(llvm::ArrayRef<int64_t> shape, Type elementType,
                    llvm::ArrayRef<bool> scalableDims)
      : shape(shape), elementType(elementType), scalableDims(scalableDims) {}
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == shape && std::get<1>(key) == elementType &&
           std::get<2>(key) == scalableDims;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    const auto &[shape, elementType, scalable] = key;
    return llvm::hash_combine(
        llvm::hash_combine_range(shape.begin(), shape.end()), elementType,
        llvm::hash_combine_range(scalable.begin(), scalable.end()));
  }
  static VectorTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<VectorTypeStorage>())
        VectorTypeStorage(a.copyInto(std::get<0>(key)), std::get<1>(key),
                          copyFlags(a, std::get<2>(key)));
  }
  /// Copies the flags by hand: StorageAllocator::copyInto's brace return
  /// picks ArrayRef<bool>'s initializer-list constructor for bool.
  static llvm::ArrayRef<bool> copyFlags(StorageAllocator &a,
                                        llvm::ArrayRef<bool> flags) {
    if (flags.empty())
      return {};
    bool *mem = static_cast<bool *>(a.allocate(flags.size(), alignof(bool)));
    std::copy(flags.begin(), flags.end(), mem);
    return llvm::ArrayRef<bool>(mem, flags.size());
  }
  llvm::ArrayRef<int64_t> shape;
  Type elementType;
  llvm::ArrayRef<bool> scalableDims;
};

struct RankedTensorTypeStorage : public TypeStorage {
  using KeyTy = std::tuple<llvm::ArrayRef<int64_t>, Type, Attribute>;
  RankedTensorTypeStorage(llvm::ArrayRef<int64_t> shape, Type elementType,
                          Attribute encoding)
      : shape(shape), elementType(elementType), encoding(encoding) {}
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == shape && std::get<1>(key) == elementType &&
           std::get<2>(key) == encoding;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    const auto &[shape, elementType, encoding] = key;
    return llvm::hash_combine(
        llvm::hash_combine_range(shape.begin(), shape.end()), elementType,
        encoding);
  }
  static RankedTensorTypeStorage *construct(StorageAllocator &a,
                                            const KeyTy &key) {
    return new (a.allocate<RankedTensorTypeStorage>()) RankedTensorTypeStorage(
        a.copyInto(std::get<0>(key)), std::get<1>(key), std::get<2>(key));
  }
  llvm::ArrayRef<int64_t> shape;
  Type elementType;
  Attribute encoding;
};

struct UnrankedTensorTypeStorage : public TypeStorage {
  using KeyTy = Type;
  explicit UnrankedTensorTypeStorage(Type elementType)
      : elementType(elementType) {}
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  bool operator==(const KeyTy &key) const { return key == elementType; }
  static UnrankedTensorTypeStorage *construct(StorageAllocator &a,
                                              const KeyTy &key) {
    return new (a.allocate<UnrankedTensorTypeStorage>())
        UnrankedTensorTypeStorage(key);
  }
  Type elementType;
};

struct MemRefTypeStorage : public TypeStorage {
  using KeyTy = std::tuple<llvm::ArrayRef<int64_t>, Type, Attribute, Attribute>;
  MemRefTypeStorage(llvm::ArrayRef<int64_t> shape, Type elementType,
                    Attribute layout, Attribute memorySpace)
      : shape(shape), elementType(elementType), layout(layout),
        memorySpace(memorySpace) {}
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == shape && std::get<1>(key) == elementType &&
           std::get<2>(key) == layout && std::get<3>(key) == memorySpace;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    const auto &[shape, elementType, layout, memorySpace] = key;
    return llvm::hash_combine(
        llvm::hash_combine_range(shape.begin(), shape.end()), elementType,
        layout, memorySpace);
  }
  static MemRefTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<MemRefTypeStorage>())
        MemRefTypeStorage(a.copyInto(std::get<0>(key)), std::get<1>(key),
                          std::get<2>(key), std::get<3>(key));
  }
  llvm::ArrayRef<int64_t> shape;
  Type elementType;
  Attribute layout;
  Attribute memorySpace;
};

struct UnrankedMemRefTypeStorage : public TypeStorage {
  using KeyTy = std::pair<Type, Attribute>;
  UnrankedMemRefTypeStorage(Type elementType, Attribute memorySpace)
      : elementType(elementType), memorySpace(memorySpace) {}
  bool operator==(const KeyTy &key) const {
    return key.first == elementType && key.second == memorySpace;
  }
  static UnrankedMemRefTypeStorage *construct(StorageAllocator &a,
                                              const KeyTy &key) {
    return new (a.allocate<UnrankedMemRefTypeStorage>())
        UnrankedMemRefTypeStorage(key.first, key.second);
  }
  Type elementType;
  Attribute memorySpace;
};

struct OpaqueTypeStorage : public TypeStorage {
  using KeyTy = std::pair<Attribute, llvm::StringRef>;
  OpaqueTypeStorage(Attribute dialectNamespace, llvm::StringRef typeData)
      : dialectNamespace(dialectNamespace), typeData(typeData) {}
  bool operator==(const KeyTy &key) const {
    return key.first == dialectNamespace && key.second == typeData;
  }
  static OpaqueTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<OpaqueTypeStorage>())
        OpaqueTypeStorage(key.first, a.copyInto(key.second));
  }
  Attribute dialectNamespace;
  llvm::StringRef typeData;
};
} // namespace assay::detail

using namespace assay::detail;

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

IntegerType IntegerType::get(Context *ctx, unsigned width,
                             SignednessSemantics signedness) {
  assert(width <= kMaxWidth && "integer type too wide");
  return Base::get(ctx, width, unsigned(signedness));
}

IntegerType IntegerType::getChecked(EmitErrorFn emitError, Context *ctx,
                                    unsigned width,
                                    SignednessSemantics signedness) {
  if (width > kMaxWidth) {
    emitError() << "integer bitwidth is limited to " << kMaxWidth << " bits";
    return {};
  }
  return get(ctx, width, signedness);
}

unsigned IntegerType::getWidth() const { return getImpl()->width; }
IntegerType::SignednessSemantics IntegerType::getSignedness() const {
  return getImpl()->signedness;
}

IndexType IndexType::get(Context *ctx) { return Base::get(ctx, char(0)); }
NoneType NoneType::get(Context *ctx) { return Base::get(ctx, char(0)); }

FloatType FloatType::get(Context *ctx, Kind kind) {
  return Base::get(ctx, unsigned(kind));
}
FloatType::Kind FloatType::getKind() const { return getImpl()->kind; }

llvm::StringRef FloatType::getKeyword() const {
  switch (getKind()) {
  case BF16:
    return "bf16";
  case F16:
    return "f16";
  case TF32:
    return "tf32";
  case F32:
    return "f32";
  case F64:
    return "f64";
  case F80:
    return "f80";
  case F128:
    return "f128";
  case F8E5M2:
    return "f8E5M2";
  case F8E4M3:
    return "f8E4M3";
  case F8E4M3FN:
    return "f8E4M3FN";
  case F8E5M2FNUZ:
    return "f8E5M2FNUZ";
  case F8E4M3FNUZ:
    return "f8E4M3FNUZ";
  case F8E4M3B11FNUZ:
    return "f8E4M3B11FNUZ";
  }
  llvm_unreachable("unknown float kind");
}

const llvm::fltSemantics &FloatType::getFloatSemantics() const {
  switch (getKind()) {
  case BF16:
    return llvm::APFloat::BFloat();
  case F16:
    return llvm::APFloat::IEEEhalf();
  case TF32:
    return llvm::APFloat::FloatTF32();
  case F32:
    return llvm::APFloat::IEEEsingle();
  case F64:
    return llvm::APFloat::IEEEdouble();
  case F80:
    return llvm::APFloat::x87DoubleExtended();
  case F128:
    return llvm::APFloat::IEEEquad();
  case F8E5M2:
    return llvm::APFloat::Float8E5M2();
  case F8E4M3:
    return llvm::APFloat::Float8E4M3();
  case F8E4M3FN:
    return llvm::APFloat::Float8E4M3FN();
  case F8E5M2FNUZ:
    return llvm::APFloat::Float8E5M2FNUZ();
  case F8E4M3FNUZ:
    return llvm::APFloat::Float8E4M3FNUZ();
  case F8E4M3B11FNUZ:
    return llvm::APFloat::Float8E4M3B11FNUZ();
  }
  llvm_unreachable("unknown float kind");
}

unsigned FloatType::getWidth() const {
  return llvm::APFloat::semanticsSizeInBits(getFloatSemantics());
}

unsigned FloatType::getFPMantissaWidth() const {
  return llvm::APFloat::semanticsPrecision(getFloatSemantics());
}

//===----------------------------------------------------------------------===//
// Type shorthands
//===----------------------------------------------------------------------===//

bool Type::isIndex() const { return llvm::isa<IndexType>(*this); }
bool Type::isBF16() const { return llvm::isa<BFloat16Type>(*this); }
bool Type::isF16() const { return llvm::isa<Float16Type>(*this); }
bool Type::isF32() const { return llvm::isa<Float32Type>(*this); }
bool Type::isF64() const { return llvm::isa<Float64Type>(*this); }
bool Type::isInteger() const { return llvm::isa<IntegerType>(*this); }
bool Type::isInteger(unsigned width) const {
  auto t = llvm::dyn_cast<IntegerType>(*this);
  return t && t.getWidth() == width;
}
bool Type::isSignlessInteger() const {
  auto t = llvm::dyn_cast<IntegerType>(*this);
  return t && t.isSignless();
}
bool Type::isSignlessInteger(unsigned width) const {
  auto t = llvm::dyn_cast<IntegerType>(*this);
  return t && t.isSignless() && t.getWidth() == width;
}
bool Type::isSignlessIntOrIndex() const {
  return isSignlessInteger() || isIndex();
}
bool Type::isIntOrIndex() const { return isInteger() || isIndex(); }
bool Type::isIntOrFloat() const { return isInteger() || isFloat(); }
bool Type::isIntOrIndexOrFloat() const { return isIntOrIndex() || isFloat(); }
bool Type::isFloat() const { return llvm::isa<FloatType>(*this); }

unsigned Type::getIntOrFloatBitWidth() const {
  if (auto t = llvm::dyn_cast<IntegerType>(*this))
    return t.getWidth();
  if (auto t = llvm::dyn_cast<FloatType>(*this))
    return t.getWidth();
  return 0;
}

//===----------------------------------------------------------------------===//
// Aggregates
//===----------------------------------------------------------------------===//

ComplexType ComplexType::get(Type elementType) {
  return Base::get(elementType.getContext(), elementType);
}
ComplexType ComplexType::getChecked(EmitErrorFn emitError, Type elementType) {
  if (!elementType.isIntOrFloat()) {
    emitError() << "invalid element type for complex";
    return {};
  }
  return get(elementType);
}
Type ComplexType::getElementType() const { return getImpl()->elementType; }

TupleType TupleType::get(Context *ctx, llvm::ArrayRef<Type> elementTypes) {
  return Base::get(ctx, elementTypes);
}
llvm::ArrayRef<Type> TupleType::getTypes() const { return getImpl()->types; }
void TupleType::getFlattenedTypes(llvm::SmallVectorImpl<Type> &types) const {
  // Explicit stack: tuples may nest deeply.
  llvm::SmallVector<Type, 8> worklist(llvm::reverse(getTypes()));
  while (!worklist.empty()) {
    Type t = worklist.pop_back_val();
    if (auto tuple = llvm::dyn_cast<TupleType>(t))
      worklist.append(tuple.getTypes().rbegin(), tuple.getTypes().rend());
    else
      types.push_back(t);
  }
}

FunctionType FunctionType::get(Context *ctx, llvm::ArrayRef<Type> inputs,
                               llvm::ArrayRef<Type> results) {
  return Base::get(ctx, inputs, results);
}
llvm::ArrayRef<Type> FunctionType::getInputs() const {
  return getImpl()->getInputs();
}
llvm::ArrayRef<Type> FunctionType::getResults() const {
  return getImpl()->getResults();
}
FunctionType FunctionType::clone(llvm::ArrayRef<Type> inputs,
                                 llvm::ArrayRef<Type> results) const {
  return get(getContext(), inputs, results);
}

/// Whether `name` is a valid dialect namespace: an identifier without dots.
static bool isValidNamespace(llvm::StringRef name) {
  if (name.empty() || !(llvm::isAlpha(name[0]) || name[0] == '_'))
    return false;
  return llvm::all_of(name.drop_front(), [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$';
  });
}

OpaqueType OpaqueType::get(StringAttr dialectNamespace,
                           llvm::StringRef typeData) {
  return Base::get(dialectNamespace.getContext(), Attribute(dialectNamespace),
                   typeData);
}
OpaqueType OpaqueType::getChecked(EmitErrorFn emitError,
                                  StringAttr dialectNamespace,
                                  llvm::StringRef typeData) {
  if (!isValidNamespace(dialectNamespace.getValue())) {
    emitError() << "invalid type dialect namespace '"
                << dialectNamespace.getValue() << "'";
    return {};
  }
  return get(dialectNamespace, typeData);
}
StringAttr OpaqueType::getDialectNamespace() const {
  return llvm::cast<StringAttr>(getImpl()->dialectNamespace);
}
llvm::StringRef OpaqueType::getTypeData() const { return getImpl()->typeData; }

//===----------------------------------------------------------------------===//
// Shaped types
//===----------------------------------------------------------------------===//

std::optional<int64_t>
ShapedType::tryGetNumElements(llvm::ArrayRef<int64_t> shape) {
  // A zero dimension empties the shape whatever the others multiply to.
  if (llvm::is_contained(shape, 0))
    return 0;
  int64_t num = 1;
  for (int64_t dim : shape) {
    assert(dim >= 0 && "number of elements of a dynamic shape");
    if (llvm::MulOverflow(num, dim, num))
      return std::nullopt;
  }
  return num;
}

int64_t ShapedType::getNumElements(llvm::ArrayRef<int64_t> shape) {
  return tryGetNumElements(shape).value_or(std::numeric_limits<int64_t>::max());
}

bool ShapedType::classof(Type t) {
  return llvm::isa<VectorType, RankedTensorType, UnrankedTensorType, MemRefType,
                   UnrankedMemRefType>(t);
}

Type ShapedType::getElementType() const {
  if (auto t = llvm::dyn_cast<VectorType>(*this))
    return t.getElementType();
  if (auto t = llvm::dyn_cast<RankedTensorType>(*this))
    return t.getElementType();
  if (auto t = llvm::dyn_cast<UnrankedTensorType>(*this))
    return t.getElementType();
  if (auto t = llvm::dyn_cast<MemRefType>(*this))
    return t.getElementType();
  return llvm::cast<UnrankedMemRefType>(*this).getElementType();
}

unsigned ShapedType::getElementTypeBitWidth() const {
  Type element = getElementType();
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    return 2 * complex.getElementType().getIntOrFloatBitWidth();
  return element.getIntOrFloatBitWidth();
}

bool ShapedType::hasRank() const {
  return !llvm::isa<UnrankedTensorType, UnrankedMemRefType>(*this);
}

llvm::ArrayRef<int64_t> ShapedType::getShape() const {
  if (auto t = llvm::dyn_cast<VectorType>(*this))
    return t.getShape();
  if (auto t = llvm::dyn_cast<RankedTensorType>(*this))
    return t.getShape();
  if (auto t = llvm::dyn_cast<MemRefType>(*this))
    return t.getShape();
  assert(!hasRank() && "unknown shaped type");
  llvm_unreachable("the shape of an unranked type");
}

bool ShapedType::hasStaticShape() const {
  return hasRank() && llvm::none_of(getShape(), isDynamic);
}
bool ShapedType::hasStaticShape(llvm::ArrayRef<int64_t> shape) const {
  return hasStaticShape() && getShape() == shape;
}
int64_t ShapedType::getNumDynamicDims() const {
  return llvm::count_if(getShape(), isDynamic);
}
unsigned ShapedType::getDynamicDimIndex(unsigned index) const {
  assert(isDynamicDim(index) && "not a dynamic dimension");
  return llvm::count_if(getShape().take_front(index), isDynamic);
}

ShapedType ShapedType::cloneWith(std::optional<llvm::ArrayRef<int64_t>> shape,
                                 Type elementType) const {
  if (auto t = llvm::dyn_cast<VectorType>(*this)) {
    llvm::ArrayRef<int64_t> newShape = shape ? *shape : t.getShape();
    llvm::ArrayRef<bool> scalable = t.getScalableDims();
    if (newShape.size() != scalable.size())
      scalable = {};
    return VectorType::get(newShape, elementType, scalable);
  }
  if (auto t = llvm::dyn_cast<RankedTensorType>(*this))
    return RankedTensorType::get(shape ? *shape : t.getShape(), elementType,
                                 t.getEncoding());
  if (llvm::isa<UnrankedTensorType>(*this)) {
    if (shape)
      return RankedTensorType::get(*shape, elementType);
    return UnrankedTensorType::get(elementType);
  }
  if (auto t = llvm::dyn_cast<MemRefType>(*this)) {
    if (!shape || *shape == t.getShape())
      return MemRefType::get(t.getShape(), elementType, t.getLayout(),
                             t.getMemorySpace());
    // A new shape invalidates the layout.
    return MemRefType::get(*shape, elementType, {}, t.getMemorySpace());
  }
  auto t = llvm::cast<UnrankedMemRefType>(*this);
  if (shape)
    return MemRefType::get(*shape, elementType, {}, t.getMemorySpace());
  return UnrankedMemRefType::get(elementType, t.getMemorySpace());
}

//===--- vector ----------------------------------------------------------===//

bool VectorType::isValidElementType(Type t) { return t.isIntOrIndexOrFloat(); }

VectorType VectorType::get(llvm::ArrayRef<int64_t> shape, Type elementType,
                           llvm::ArrayRef<bool> scalableDims) {
  assert((scalableDims.empty() || scalableDims.size() == shape.size()) &&
         "one scalable flag per dimension");
  // Store one flag per dimension so that both spellings unique together.
  llvm::SmallVector<bool, 8> flags(scalableDims.begin(), scalableDims.end());
  flags.resize(shape.size(), false);
  return Base::get(elementType.getContext(), shape, elementType,
                   llvm::ArrayRef<bool>(flags));
}

VectorType VectorType::getChecked(EmitErrorFn emitError,
                                  llvm::ArrayRef<int64_t> shape,
                                  Type elementType,
                                  llvm::ArrayRef<bool> scalableDims) {
  if (!isValidElementType(elementType)) {
    emitError() << "vector elements must be int/index/float type but got "
                << elementType;
    return {};
  }
  if (llvm::any_of(shape, [](int64_t d) { return d <= 0; })) {
    emitError() << "vector types must have positive constant sizes but got "
                << llvm::join(
                       llvm::map_range(
                           shape, [](int64_t d) { return std::to_string(d); }),
                       ", ");
    return {};
  }
  if (!scalableDims.empty() && scalableDims.size() != shape.size()) {
    emitError() << "number of dims must match, got " << scalableDims.size()
                << " and " << shape.size();
    return {};
  }
  return get(shape, elementType, scalableDims);
}

llvm::ArrayRef<int64_t> VectorType::getShape() const {
  return getImpl()->shape;
}
Type VectorType::getElementType() const { return getImpl()->elementType; }
llvm::ArrayRef<bool> VectorType::getScalableDims() const {
  return getImpl()->scalableDims;
}
bool VectorType::isScalable() const {
  return llvm::is_contained(getScalableDims(), true);
}
bool VectorType::allDimsScalable() const {
  return !getShape().empty() &&
         llvm::all_of(getScalableDims(), [](bool b) { return b; });
}

//===--- tensor ----------------------------------------------------------===//

bool TensorType::classof(Type t) {
  return llvm::isa<RankedTensorType, UnrankedTensorType>(t);
}

bool TensorType::isValidElementType(Type t) {
  // Function, none and unranked shaped types excluded; dialect types allowed.
  return llvm::isa<ComplexType, FloatType, IntegerType, OpaqueType, VectorType,
                   IndexType>(t) ||
         (t.getImpl()->getDialect() &&
          t.getDialect().getNamespace() != "builtin");
}

RankedTensorType RankedTensorType::get(llvm::ArrayRef<int64_t> shape,
                                       Type elementType, Attribute encoding) {
  return Base::get(elementType.getContext(), shape, elementType, encoding);
}

/// Checks that every dimension is non-negative or dynamic.
static LogicalResult checkTensorShape(EmitErrorFn emitError,
                                      llvm::ArrayRef<int64_t> shape) {
  for (int64_t dim : shape)
    if (dim < 0 && dim != ShapedType::kDynamic)
      return emitError() << "invalid tensor dimension size";
  return success();
}

RankedTensorType RankedTensorType::getChecked(EmitErrorFn emitError,
                                              llvm::ArrayRef<int64_t> shape,
                                              Type elementType,
                                              Attribute encoding) {
  if (!TensorType::isValidElementType(elementType)) {
    emitError() << "invalid tensor element type: " << elementType;
    return {};
  }
  if (failed(checkTensorShape(emitError, shape)))
    return {};
  return get(shape, elementType, encoding);
}
llvm::ArrayRef<int64_t> RankedTensorType::getShape() const {
  return getImpl()->shape;
}
Type RankedTensorType::getElementType() const { return getImpl()->elementType; }
Attribute RankedTensorType::getEncoding() const { return getImpl()->encoding; }

UnrankedTensorType UnrankedTensorType::get(Type elementType) {
  return Base::get(elementType.getContext(), elementType);
}
UnrankedTensorType UnrankedTensorType::getChecked(EmitErrorFn emitError,
                                                  Type elementType) {
  if (!TensorType::isValidElementType(elementType)) {
    emitError() << "invalid tensor element type: " << elementType;
    return {};
  }
  return get(elementType);
}
Type UnrankedTensorType::getElementType() const {
  return getImpl()->elementType;
}

//===--- memref ----------------------------------------------------------===//

bool BaseMemRefType::classof(Type t) {
  return llvm::isa<MemRefType, UnrankedMemRefType>(t);
}

bool BaseMemRefType::isValidElementType(Type t) {
  return llvm::isa<ComplexType, FloatType, IntegerType, VectorType, IndexType,
                   MemRefType, UnrankedMemRefType>(t) ||
         (t.getImpl()->getDialect() &&
          t.getDialect().getNamespace() != "builtin");
}

Attribute BaseMemRefType::getMemorySpace() const {
  if (auto t = llvm::dyn_cast<MemRefType>(*this))
    return t.getMemorySpace();
  return llvm::cast<UnrankedMemRefType>(*this).getMemorySpace();
}

/// The integer value of a memory space attribute (0 for null).
static unsigned memorySpaceAsInt(Attribute memorySpace) {
  if (!memorySpace)
    return 0;
  auto intAttr = llvm::dyn_cast<IntegerAttr>(memorySpace);
  assert(intAttr && "memory space is not an integer");
  return unsigned(intAttr.getValue().getZExtValue());
}

unsigned BaseMemRefType::getMemorySpaceAsInt() const {
  return memorySpaceAsInt(getMemorySpace());
}

Attribute assay::detail::skipDefaultMemorySpace(Attribute memorySpace) {
  auto intAttr = llvm::dyn_cast_or_null<IntegerAttr>(memorySpace);
  if (intAttr && intAttr.getValue().isZero())
    return {};
  return memorySpace;
}

/// Whether `memorySpace` may be a memref memory space.
static bool isSupportedMemorySpace(Attribute memorySpace) {
  if (!memorySpace)
    return true;
  if (llvm::isa<IntegerAttr, StringAttr, DictionaryAttr>(memorySpace))
    return true;
  Dialect *dialect = memorySpace.getImpl()->getDialect();
  return dialect && dialect->getNamespace() != "builtin";
}

/// Checks that `layout` fits a memref of `rank` dimensions.
static LogicalResult verifyMemRefLayout(EmitErrorFn emitError, Attribute layout,
                                        size_t rank) {
  if (auto map = llvm::dyn_cast_or_null<AffineMapAttr>(layout)) {
    unsigned numDims = map.getValue().getNumDims();
    if (numDims != rank) {
      emitError() << "memref layout mismatch between rank and affine map: "
                  << rank << " != " << numDims;
      return failure();
    }
    return success();
  }
  if (auto strided = llvm::dyn_cast_or_null<StridedLayoutAttr>(layout)) {
    if (strided.getStrides().size() != rank) {
      emitError() << "expected the number of strides to match the rank";
      return failure();
    }
  }
  return success();
}

/// Layouts stored as null: the identity affine map.
static Attribute canonicalizeLayout(Attribute layout) {
  if (layout && detail::isIdentityMemRefLayout(layout))
    return {};
  return layout;
}

MemRefType MemRefType::get(llvm::ArrayRef<int64_t> shape, Type elementType,
                           Attribute layout, Attribute memorySpace) {
  return Base::get(elementType.getContext(), shape, elementType,
                   canonicalizeLayout(layout),
                   skipDefaultMemorySpace(memorySpace));
}

MemRefType MemRefType::getChecked(EmitErrorFn emitError,
                                  llvm::ArrayRef<int64_t> shape,
                                  Type elementType, Attribute layout,
                                  Attribute memorySpace) {
  if (!BaseMemRefType::isValidElementType(elementType)) {
    emitError() << "invalid memref element type";
    return {};
  }
  for (int64_t dim : shape) {
    if (dim < 0 && dim != ShapedType::kDynamic) {
      emitError() << "invalid memref size";
      return {};
    }
  }
  if (failed(verifyMemRefLayout(emitError, layout, shape.size())))
    return {};
  if (!isSupportedMemorySpace(memorySpace)) {
    emitError() << "unsupported memory space Attribute";
    return {};
  }
  return get(shape, elementType, layout, memorySpace);
}

llvm::ArrayRef<int64_t> MemRefType::getShape() const {
  return getImpl()->shape;
}
Type MemRefType::getElementType() const { return getImpl()->elementType; }
Attribute MemRefType::getLayout() const { return getImpl()->layout; }
Attribute MemRefType::getMemorySpace() const { return getImpl()->memorySpace; }
unsigned MemRefType::getMemorySpaceAsInt() const {
  return memorySpaceAsInt(getMemorySpace());
}

UnrankedMemRefType UnrankedMemRefType::get(Type elementType,
                                           Attribute memorySpace) {
  return Base::get(elementType.getContext(), elementType,
                   skipDefaultMemorySpace(memorySpace));
}
UnrankedMemRefType UnrankedMemRefType::getChecked(EmitErrorFn emitError,
                                                  Type elementType,
                                                  Attribute memorySpace) {
  if (!BaseMemRefType::isValidElementType(elementType)) {
    emitError() << "invalid memref element type";
    return {};
  }
  if (!isSupportedMemorySpace(memorySpace)) {
    emitError() << "unsupported memory space Attribute";
    return {};
  }
  return get(elementType, memorySpace);
}
Type UnrankedMemRefType::getElementType() const {
  return getImpl()->elementType;
}
Attribute UnrankedMemRefType::getMemorySpace() const {
  return getImpl()->memorySpace;
}
unsigned UnrankedMemRefType::getMemorySpaceAsInt() const {
  return memorySpaceAsInt(getMemorySpace());
}
