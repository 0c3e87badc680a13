//===- ElementsAttributes.cpp - Dense, sparse, resource and array attrs ---===//
//
// Storage, uniquing and element access of the elements attributes. Every
// constructor canonicalizes its data (splat detection, i1 bit packing, zeroed
// padding bits) so that equal contents unique to the same attribute. The
// storage layout is described in ElementsAttributes.h; it assumes a
// little-endian host, as the hex form in the text is little-endian.
//
//===----------------------------------------------------------------------===//
#include "ir/ElementsAttributes.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>
#include <tuple>

using namespace assay;

//===----------------------------------------------------------------------===//
// Resource blobs
//===----------------------------------------------------------------------===//

std::optional<ResourceBlob>
ResourceBlob::fromEncodedBytes(llvm::StringRef bytes) {
  if (bytes.size() < 4)
    return std::nullopt;
  ResourceBlob blob;
  blob.alignment = llvm::support::endian::read32le(bytes.data());
  blob.data.assign(bytes.begin() + 4, bytes.end());
  return blob;
}

void ResourceBlob::printEncoded(llvm::raw_ostream &os) const {
  char header[4];
  llvm::support::endian::write32le(header, alignment);
  os << "\"0x" << llvm::toHex(llvm::StringRef(header, 4))
     << llvm::toHex(llvm::StringRef(data.data(), data.size())) << '"';
}

void BuiltinResourceManager::insert(llvm::StringRef key, ResourceBlob blob) {
  auto [it, inserted] = blobs.try_emplace(key, std::move(blob));
  if (inserted)
    keys.push_back(key.str());
  else
    it->second = std::move(blob);
}

const ResourceBlob *BuiltinResourceManager::lookup(llvm::StringRef key) const {
  auto it = blobs.find(key);
  return it == blobs.end() ? nullptr : &it->second;
}

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

/// Hashes a byte array by content.
static llvm::hash_code hashBytes(llvm::ArrayRef<char> data) {
  return llvm::hash_value(llvm::StringRef(data.data(), data.size()));
}

/// Copies `data` into the arena with 8-byte alignment, so typed views of it
/// (DenseI64ArrayAttr::asArrayRef) are aligned.
static llvm::ArrayRef<char> copyAligned(StorageAllocator &alloc,
                                        llvm::ArrayRef<char> data) {
  if (data.empty())
    return {};
  char *mem = static_cast<char *>(alloc.allocate(data.size(), 8));
  std::memcpy(mem, data.data(), data.size());
  return {mem, data.size()};
}

namespace assay::detail {
struct DenseIntOrFPElementsAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<const void *, llvm::ArrayRef<char>, bool>;
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == type.getAsOpaquePointer() &&
           std::get<1>(key) == data && std::get<2>(key) == isSplat;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), hashBytes(std::get<1>(key)),
                              std::get<2>(key));
  }
  static DenseIntOrFPElementsAttrStorage *construct(StorageAllocator &alloc,
                                                    const KeyTy &key) {
    auto *s = new (alloc.allocate<DenseIntOrFPElementsAttrStorage>())
        DenseIntOrFPElementsAttrStorage();
    s->type = Type::getFromOpaquePointer(std::get<0>(key));
    s->data = copyAligned(alloc, std::get<1>(key));
    s->isSplat = std::get<2>(key);
    return s;
  }
  Type type;
  llvm::ArrayRef<char> data;
  bool isSplat = false;
};

struct DenseStringElementsAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<const void *, llvm::ArrayRef<llvm::StringRef>, bool>;
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == type.getAsOpaquePointer() &&
           std::get<1>(key) == values && std::get<2>(key) == isSplat;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key),
                              llvm::hash_combine_range(std::get<1>(key).begin(),
                                                       std::get<1>(key).end()),
                              std::get<2>(key));
  }
  static DenseStringElementsAttrStorage *construct(StorageAllocator &alloc,
                                                   const KeyTy &key) {
    auto *s = new (alloc.allocate<DenseStringElementsAttrStorage>())
        DenseStringElementsAttrStorage();
    s->type = Type::getFromOpaquePointer(std::get<0>(key));
    llvm::ArrayRef<llvm::StringRef> values = std::get<1>(key);
    llvm::StringRef *copies = alloc.getAllocator().Allocate<llvm::StringRef>(
        std::max<size_t>(values.size(), 1));
    for (auto [i, v] : llvm::enumerate(values))
      new (&copies[i]) llvm::StringRef(v.empty() ? llvm::StringRef("", 0)
                                                 : alloc.copyInto(v));
    s->values = llvm::ArrayRef<llvm::StringRef>(copies, values.size());
    s->isSplat = std::get<2>(key);
    return s;
  }
  Type type;
  llvm::ArrayRef<llvm::StringRef> values;
  bool isSplat = false;
};

struct DenseResourceElementsAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<const void *, llvm::StringRef>;
  bool operator==(const KeyTy &key) const {
    return key.first == type.getAsOpaquePointer() && key.second == name;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(key.first, key.second);
  }
  static DenseResourceElementsAttrStorage *construct(StorageAllocator &alloc,
                                                     const KeyTy &key) {
    auto *s = new (alloc.allocate<DenseResourceElementsAttrStorage>())
        DenseResourceElementsAttrStorage();
    s->type = Type::getFromOpaquePointer(key.first);
    s->name = alloc.copyInto(key.second);
    return s;
  }
  Type type;
  llvm::StringRef name;
};

struct SparseElementsAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<const void *, const void *, const void *>;
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(type.getAsOpaquePointer(), indices.getAsOpaquePointer(),
                        values.getAsOpaquePointer());
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              std::get<2>(key));
  }
  static SparseElementsAttrStorage *construct(StorageAllocator &alloc,
                                              const KeyTy &key) {
    auto *s = new (alloc.allocate<SparseElementsAttrStorage>())
        SparseElementsAttrStorage();
    s->type = Type::getFromOpaquePointer(std::get<0>(key));
    s->indices = Attribute::getFromOpaquePointer(std::get<1>(key));
    s->values = Attribute::getFromOpaquePointer(std::get<2>(key));
    return s;
  }
  Type type;
  Attribute indices, values;
};

struct DenseArrayAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<const void *, int64_t, llvm::ArrayRef<char>>;
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == elementType.getAsOpaquePointer() &&
           std::get<1>(key) == size && std::get<2>(key) == data;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(std::get<0>(key), std::get<1>(key),
                              hashBytes(std::get<2>(key)));
  }
  static DenseArrayAttrStorage *construct(StorageAllocator &alloc,
                                          const KeyTy &key) {
    auto *s =
        new (alloc.allocate<DenseArrayAttrStorage>()) DenseArrayAttrStorage();
    s->elementType = Type::getFromOpaquePointer(std::get<0>(key));
    s->size = std::get<1>(key);
    s->data = copyAligned(alloc, std::get<2>(key));
    return s;
  }
  Type elementType;
  int64_t size = 0;
  llvm::ArrayRef<char> data;
};
} // namespace assay::detail

using namespace assay::detail;

//===----------------------------------------------------------------------===//
// Scalar storage helpers
//===----------------------------------------------------------------------===//

namespace {
/// How one element of a dense int/float attribute is stored.
struct ElementLayout {
  /// The int, index or float type of each scalar.
  Type scalarType;
  /// Scalars per element: 2 for complex, else 1.
  unsigned scalarsPerElement = 1;
  /// Bits of a scalar's value (64 for index).
  unsigned valueBits = 0;
  /// Bytes of a scalar's storage: 0 for bit-packed i1 and for zero-width
  /// integers, whose only value 0 needs no storage.
  unsigned scalarBytes = 0;
  /// Whether scalars are i1 values packed one bit each.
  bool packedBool = false;

  bool isPackedBool() const { return packedBool; }
  unsigned elementBytes() const { return scalarBytes * scalarsPerElement; }
};
} // namespace

/// The value width of an int, index or float type.
static unsigned getValueBitWidth(Type type) {
  if (type.isIndex())
    return IndexType::kInternalStorageBitWidth;
  if (auto f = llvm::dyn_cast<FloatType>(type))
    return llvm::APFloat::getSizeInBits(f.getFloatSemantics());
  return type.getIntOrFloatBitWidth();
}

/// The storage layout of `elementType`, or nullopt for element types that
/// dense int/float data cannot hold.
static std::optional<ElementLayout> getElementLayout(Type elementType) {
  ElementLayout layout;
  layout.scalarType = elementType;
  if (auto complex = llvm::dyn_cast<ComplexType>(elementType)) {
    layout.scalarType = complex.getElementType();
    layout.scalarsPerElement = 2;
  }
  Type scalar = layout.scalarType;
  if (!scalar.isIntOrIndexOrFloat())
    return std::nullopt;
  layout.valueBits = getValueBitWidth(scalar);
  layout.packedBool = layout.valueBits == 1 && layout.scalarsPerElement == 1;
  // tf32 keeps its 19 value bits in a 32-bit slot, as mlir-opt-19 does: its
  // hex form is 4 bytes an element, and that text must read the same here.
  unsigned storageBits =
      llvm::isa<FloatTF32Type>(scalar) ? 32 : layout.valueBits;
  if (!layout.packedBool)
    layout.scalarBytes = (storageBits + 7) / 8;
  return layout;
}

static ElementLayout getLayoutOrDie(Type elementType) {
  std::optional<ElementLayout> layout = getElementLayout(elementType);
  assert(layout && "not an int, index, float or complex element type");
  return *layout;
}

/// Writes `value` (of layout.valueBits bits) as one scalar at `out`.
static void writeScalar(const ElementLayout &layout, const llvm::APInt &value,
                        char *out) {
  assert(value.getBitWidth() == layout.valueBits && "value width mismatch");
  if (layout.scalarBytes == 0)
    return;
  llvm::APInt wide = value.zext(layout.scalarBytes * 8);
  llvm::StoreIntToMemory(wide, reinterpret_cast<uint8_t *>(out),
                         layout.scalarBytes);
}

/// Reads one scalar stored at `in`.
static llvm::APInt readScalar(const ElementLayout &layout, const char *in) {
  if (layout.scalarBytes == 0)
    return llvm::APInt(layout.valueBits, 0);
  llvm::APInt wide(layout.scalarBytes * 8, 0);
  llvm::LoadIntFromMemory(wide, reinterpret_cast<const uint8_t *>(in),
                          layout.scalarBytes);
  return wide.trunc(layout.valueBits);
}

/// Builds the canonical attribute from unpacked data: `count` elements (1 or
/// every element), each elementBytes() long, or one byte (0/1) each for
/// packed i1.
static DenseIntOrFPElementsAttr buildCanonical(ShapedType type,
                                               const ElementLayout &layout,
                                               llvm::ArrayRef<char> unpacked,
                                               size_t count) {
  size_t chunk = layout.isPackedBool() ? 1 : layout.elementBytes();
  assert(unpacked.size() == chunk * count && "unexpected data size");
  // Zero-width elements are all equal: the empty data is a splat.
  bool splat = count == 1 || chunk == 0;
  if (!splat && count > 0) {
    splat = true;
    for (size_t i = 1; i < count && splat; ++i)
      splat =
          std::memcmp(unpacked.data(), unpacked.data() + i * chunk, chunk) == 0;
  }
  if (splat && count > 0) {
    if (layout.isPackedBool()) {
      char byte = unpacked[0] ? char(0xFF) : char(0);
      return DenseIntOrFPElementsAttr::getRaw(type, {&byte, 1}, true);
    }
    return DenseIntOrFPElementsAttr::getRaw(type, unpacked.take_front(chunk),
                                            true);
  }
  if (!layout.isPackedBool())
    return DenseIntOrFPElementsAttr::getRaw(type, unpacked, false);
  llvm::SmallVector<char, 64> packed((count + 7) / 8, 0);
  for (size_t i = 0; i < count; ++i)
    if (unpacked[i])
      packed[i / 8] |= char(1 << (i % 8));
  return DenseIntOrFPElementsAttr::getRaw(type, packed, false);
}

//===----------------------------------------------------------------------===//
// ElementsAttr
//===----------------------------------------------------------------------===//

bool ElementsAttr::classof(Attribute attr) {
  return llvm::isa<DenseIntOrFPElementsAttr, DenseStringElementsAttr,
                   DenseResourceElementsAttr, SparseElementsAttr>(attr);
}

ShapedType ElementsAttr::getType() const {
  if (auto a = llvm::dyn_cast<DenseIntOrFPElementsAttr>(*this))
    return llvm::cast<ShapedType>(a.getImpl()->type);
  if (auto a = llvm::dyn_cast<DenseStringElementsAttr>(*this))
    return llvm::cast<ShapedType>(a.getImpl()->type);
  if (auto a = llvm::dyn_cast<DenseResourceElementsAttr>(*this))
    return llvm::cast<ShapedType>(a.getImpl()->type);
  return llvm::cast<ShapedType>(
      llvm::cast<SparseElementsAttr>(*this).getImpl()->type);
}

bool ElementsAttr::isValidIndex(ShapedType type,
                                llvm::ArrayRef<uint64_t> index) {
  llvm::ArrayRef<int64_t> shape = type.getShape();
  if (index.size() != shape.size())
    return false;
  for (auto [i, dim] : llvm::zip(index, shape))
    if (dim < 0 || i >= uint64_t(dim))
      return false;
  return true;
}

uint64_t ElementsAttr::getFlattenedIndex(ShapedType type,
                                         llvm::ArrayRef<uint64_t> index) {
  assert(isValidIndex(type, index) && "index out of bounds");
  uint64_t flat = 0;
  for (auto [i, dim] : llvm::zip(index, type.getShape()))
    flat = flat * uint64_t(dim) + i;
  return flat;
}

//===----------------------------------------------------------------------===//
// DenseElementsAttr
//===----------------------------------------------------------------------===//

bool DenseElementsAttr::classof(Attribute attr) {
  return llvm::isa<DenseIntOrFPElementsAttr, DenseStringElementsAttr>(attr);
}

bool DenseIntElementsAttr::classof(Attribute attr) {
  auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr);
  return dense && dense.getElementType().isIntOrIndex();
}

bool DenseFPElementsAttr::classof(Attribute attr) {
  auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr);
  return dense && llvm::isa<FloatType>(dense.getElementType());
}

DenseIntOrFPElementsAttr
DenseIntOrFPElementsAttr::getRaw(ShapedType type, llvm::ArrayRef<char> data,
                                 bool isSplat) {
  return Base::get(type.getContext(),
                   DenseIntOrFPElementsAttrStorage::KeyTy(
                       type.getAsOpaquePointer(), data, isSplat));
}

/// The number of values the constructors accept: one element's worth
/// (splat) or every element's.
static size_t countElements(ShapedType type, size_t numScalars,
                            unsigned scalarsPerElement) {
  assert(numScalars % scalarsPerElement == 0 && "incomplete complex value");
  size_t count = numScalars / scalarsPerElement;
  assert((count == 1 || int64_t(count) == type.getNumElements()) &&
         "expected one value or one per element");
  return count;
}

DenseElementsAttr DenseElementsAttr::get(ShapedType type,
                                         llvm::ArrayRef<llvm::APInt> values) {
  ElementLayout layout = getLayoutOrDie(type.getElementType());
  size_t count = countElements(type, values.size(), layout.scalarsPerElement);
  if (layout.isPackedBool()) {
    llvm::SmallVector<char, 64> bytes;
    for (const llvm::APInt &v : values)
      bytes.push_back(v.isZero() ? 0 : 1);
    return buildCanonical(type, layout, bytes, count);
  }
  llvm::SmallVector<char, 64> bytes(values.size() * layout.scalarBytes);
  for (auto [i, v] : llvm::enumerate(values))
    writeScalar(layout, v, bytes.data() + i * layout.scalarBytes);
  return buildCanonical(type, layout, bytes, count);
}

DenseElementsAttr DenseElementsAttr::get(ShapedType type,
                                         llvm::ArrayRef<llvm::APFloat> values) {
  llvm::SmallVector<llvm::APInt, 16> bits;
  for (const llvm::APFloat &v : values)
    bits.push_back(v.bitcastToAPInt());
  return get(type, bits);
}

DenseElementsAttr DenseElementsAttr::get(ShapedType type,
                                         llvm::ArrayRef<bool> values) {
  llvm::SmallVector<llvm::APInt, 16> ints;
  for (bool v : values)
    ints.push_back(llvm::APInt(1, v));
  return get(type, ints);
}

DenseElementsAttr
DenseElementsAttr::get(ShapedType type,
                       llvm::ArrayRef<llvm::StringRef> values) {
  assert(
      (values.size() == 1 || int64_t(values.size()) == type.getNumElements()) &&
      "expected one value or one per element");
  bool splat =
      values.size() == 1 || (!values.empty() && llvm::all_equal(values));
  llvm::ArrayRef<llvm::StringRef> stored =
      splat ? values.take_front(1) : values;
  return DenseStringElementsAttr::getRaw(type, stored, splat);
}

DenseStringElementsAttr DenseStringElementsAttr::getRaw(
    ShapedType type, llvm::ArrayRef<llvm::StringRef> values, bool isSplat) {
  return Base::get(type.getContext(),
                   DenseStringElementsAttrStorage::KeyTy(
                       type.getAsOpaquePointer(), values, isSplat));
}

DenseElementsAttr DenseElementsAttr::get(ShapedType type,
                                         llvm::ArrayRef<Attribute> values) {
  Type elementType = type.getElementType();
  if (!getElementLayout(elementType)) {
    llvm::SmallVector<llvm::StringRef, 16> strings;
    for (Attribute a : values)
      strings.push_back(llvm::cast<StringAttr>(a).getValue());
    return get(type, strings);
  }
  llvm::SmallVector<llvm::APInt, 16> bits;
  for (Attribute a : values) {
    if (auto f = llvm::dyn_cast<FloatAttr>(a))
      bits.push_back(f.getValue().bitcastToAPInt());
    else
      bits.push_back(llvm::cast<IntegerAttr>(a).getValue());
  }
  return get(type, bits);
}

bool DenseElementsAttr::isValidRawBuffer(ShapedType type,
                                         llvm::ArrayRef<char> data,
                                         bool &detectedSplat) {
  std::optional<ElementLayout> layout = getElementLayout(type.getElementType());
  if (!layout)
    return false;
  // Past 64 bits of elements or of bytes, only a splat fits.
  std::optional<int64_t> numElements = type.tryGetNumElements();
  detectedSplat = numElements == 1;
  if (layout->isPackedBool()) {
    if (data.size() == 1 &&
        (uint8_t(data[0]) == 0 || uint8_t(data[0]) == 0xFF)) {
      detectedSplat = true;
      return true;
    }
    return numElements && data.size() == (uint64_t(*numElements) + 7) / 8;
  }
  if (data.size() == layout->elementBytes()) {
    detectedSplat = true;
    return true;
  }
  if (!numElements)
    return false;
  bool overflows = false;
  uint64_t numBytes = llvm::SaturatingMultiply(
      uint64_t(layout->elementBytes()), uint64_t(*numElements), &overflows);
  return !overflows && data.size() == numBytes;
}

DenseElementsAttr
DenseElementsAttr::getFromRawBuffer(ShapedType type,
                                    llvm::ArrayRef<char> data) {
  bool detectedSplat = false;
  bool valid = isValidRawBuffer(type, data, detectedSplat);
  assert(valid && "invalid raw buffer for the type");
  (void)valid;
  ElementLayout layout = getLayoutOrDie(type.getElementType());
  if (!layout.isPackedBool()) {
    size_t count = detectedSplat ? 1 : data.size() / layout.elementBytes();
    return buildCanonical(
        type, layout, data.take_front(count * layout.elementBytes()), count);
  }
  int64_t numElements = type.getNumElements();
  if (detectedSplat && (uint8_t(data[0]) == 0 || uint8_t(data[0]) == 0xFF)) {
    char bit = data[0] ? 1 : 0;
    return buildCanonical(type, layout, {&bit, 1}, 1);
  }
  llvm::SmallVector<char, 64> bytes;
  for (int64_t i = 0; i < numElements; ++i)
    bytes.push_back((data[i / 8] >> (i % 8)) & 1);
  return buildCanonical(type, layout, bytes, bytes.size());
}

bool DenseElementsAttr::isSplat() const {
  if (auto a = llvm::dyn_cast<DenseIntOrFPElementsAttr>(*this))
    return a.getImpl()->isSplat;
  return llvm::cast<DenseStringElementsAttr>(*this).getImpl()->isSplat;
}

llvm::ArrayRef<char> DenseElementsAttr::getRawData() const {
  return llvm::cast<DenseIntOrFPElementsAttr>(*this).getImpl()->data;
}

llvm::ArrayRef<llvm::StringRef> DenseElementsAttr::getRawStringData() const {
  return llvm::cast<DenseStringElementsAttr>(*this).getImpl()->values;
}

llvm::APInt DenseElementsAttr::getAPIntValue(uint64_t index) const {
  ElementLayout layout = getLayoutOrDie(getElementType());
  llvm::ArrayRef<char> data = getRawData();
  if (isSplat())
    index %= layout.scalarsPerElement;
  if (layout.isPackedBool()) {
    if (isSplat())
      return llvm::APInt(1, data[0] != 0);
    return llvm::APInt(1, (data[index / 8] >> (index % 8)) & 1);
  }
  assert((index + 1) * layout.scalarBytes <= data.size() &&
         "element index out of range");
  return readScalar(layout, data.data() + index * layout.scalarBytes);
}

llvm::APFloat DenseElementsAttr::getAPFloatValue(uint64_t index) const {
  ElementLayout layout = getLayoutOrDie(getElementType());
  auto floatType = llvm::cast<FloatType>(layout.scalarType);
  return llvm::APFloat(floatType.getFloatSemantics(), getAPIntValue(index));
}

Attribute DenseElementsAttr::getAttributeValue(uint64_t index) const {
  Type elementType = getElementType();
  if (llvm::isa<DenseStringElementsAttr>(*this)) {
    llvm::ArrayRef<llvm::StringRef> strings = getRawStringData();
    return StringAttr::get(getContext(), strings[isSplat() ? 0 : index]);
  }
  if (auto f = llvm::dyn_cast<FloatType>(elementType))
    return FloatAttr::get(f, getAPFloatValue(index));
  if (elementType.isInteger(1))
    return BoolAttr::get(getContext(), !getAPIntValue(index).isZero());
  assert(elementType.isIntOrIndex() && "complex elements have no attribute");
  return IntegerAttr::get(elementType, getAPIntValue(index));
}

/// The number of values getValues returns: every element, and for complex
/// elements every scalar when `scalars` is set.
static uint64_t numStoredValues(DenseElementsAttr attr) {
  return uint64_t(attr.getNumElements());
}

template <>
llvm::SmallVector<llvm::APInt>
DenseElementsAttr::getValues<llvm::APInt>() const {
  llvm::SmallVector<llvm::APInt> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPIntValue(i));
  return values;
}

template <>
llvm::SmallVector<llvm::APFloat>
DenseElementsAttr::getValues<llvm::APFloat>() const {
  llvm::SmallVector<llvm::APFloat> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPFloatValue(i));
  return values;
}

template <> llvm::SmallVector<bool> DenseElementsAttr::getValues<bool>() const {
  llvm::SmallVector<bool> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(!getAPIntValue(i).isZero());
  return values;
}

template <>
llvm::SmallVector<int64_t> DenseElementsAttr::getValues<int64_t>() const {
  llvm::SmallVector<int64_t> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPIntValue(i).getSExtValue());
  return values;
}

template <>
llvm::SmallVector<uint64_t> DenseElementsAttr::getValues<uint64_t>() const {
  llvm::SmallVector<uint64_t> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPIntValue(i).getZExtValue());
  return values;
}

template <>
llvm::SmallVector<float> DenseElementsAttr::getValues<float>() const {
  llvm::SmallVector<float> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPFloatValue(i).convertToFloat());
  return values;
}

template <>
llvm::SmallVector<double> DenseElementsAttr::getValues<double>() const {
  llvm::SmallVector<double> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAPFloatValue(i).convertToDouble());
  return values;
}

template <>
llvm::SmallVector<std::complex<llvm::APInt>>
DenseElementsAttr::getValues<std::complex<llvm::APInt>>() const {
  llvm::SmallVector<std::complex<llvm::APInt>> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.emplace_back(getAPIntValue(2 * i), getAPIntValue(2 * i + 1));
  return values;
}

template <>
llvm::SmallVector<std::complex<llvm::APFloat>>
DenseElementsAttr::getValues<std::complex<llvm::APFloat>>() const {
  llvm::SmallVector<std::complex<llvm::APFloat>> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.emplace_back(getAPFloatValue(2 * i), getAPFloatValue(2 * i + 1));
  return values;
}

template <>
llvm::SmallVector<llvm::StringRef>
DenseElementsAttr::getValues<llvm::StringRef>() const {
  llvm::ArrayRef<llvm::StringRef> strings = getRawStringData();
  llvm::SmallVector<llvm::StringRef> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(strings[isSplat() ? 0 : i]);
  return values;
}

template <>
llvm::SmallVector<Attribute> DenseElementsAttr::getValues<Attribute>() const {
  llvm::SmallVector<Attribute> values;
  for (uint64_t i = 0, e = numStoredValues(*this); i < e; ++i)
    values.push_back(getAttributeValue(i));
  return values;
}

//===----------------------------------------------------------------------===//
// DenseResourceElementsAttr
//===----------------------------------------------------------------------===//

DenseResourceElementsAttr DenseResourceElementsAttr::get(ShapedType type,
                                                         llvm::StringRef key) {
  return Base::get(type.getContext(), DenseResourceElementsAttrStorage::KeyTy(
                                          type.getAsOpaquePointer(), key));
}

llvm::StringRef DenseResourceElementsAttr::getKey() const {
  return getImpl()->name;
}

const ResourceBlob *DenseResourceElementsAttr::getBlob() const {
  return BuiltinResourceManager::get(getContext()).lookup(getKey());
}

//===----------------------------------------------------------------------===//
// SparseElementsAttr
//===----------------------------------------------------------------------===//

SparseElementsAttr SparseElementsAttr::get(ShapedType type,
                                           DenseIntElementsAttr indices,
                                           DenseElementsAttr values) {
  return Base::get(type.getContext(),
                   SparseElementsAttrStorage::KeyTy(
                       type.getAsOpaquePointer(), indices.getAsOpaquePointer(),
                       values.getAsOpaquePointer()));
}

/// Prints `a, b, c`.
static std::string joinShape(llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, ", ");
  return text;
}

LogicalResult SparseElementsAttr::verify(EmitErrorFn emitError, ShapedType type,
                                         DenseIntElementsAttr indices,
                                         DenseElementsAttr values) {
  ShapedType valuesType = values.getType();
  if (valuesType.getRank() != 1)
    return emitError() << "expected 1-d tensor for sparse element values";

  ShapedType indicesType = indices.getType();
  auto emitShapeError = [&]() {
    return emitError() << "expected shape ([" << joinShape(type.getShape())
                       << "]); inferred shape of indices literal (["
                       << joinShape(indicesType.getShape())
                       << "]); inferred shape of values literal (["
                       << joinShape(valuesType.getShape()) << "])";
  };
  int64_t rank = type.getRank();
  if (indicesType.getRank() == 2) {
    if (indicesType.getDimSize(1) != rank)
      return emitShapeError();
  } else if (indicesType.getRank() != 1 || rank != 1) {
    return emitShapeError();
  }
  int64_t numIndices = indicesType.getDimSize(0);
  if (numIndices != valuesType.getDimSize(0))
    return emitShapeError();

  auto emitIndexError = [&](int64_t number, llvm::ArrayRef<uint64_t> index) {
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(index, os, ", ");
    std::string typeText;
    llvm::raw_string_ostream typeOs(typeText);
    type.print(typeOs);
    return emitError() << "sparse index #" << number
                       << " is not contained within the value shape, with "
                          "index=["
                       << text << "], and type='" << typeText << "'";
  };
  llvm::SmallVector<uint64_t> flat = indices.getValues<uint64_t>();
  if (indices.isSplat()) {
    llvm::SmallVector<uint64_t> index(rank, flat.empty() ? 0 : flat.front());
    if (numIndices > 0 && !ElementsAttr::isValidIndex(type, index))
      return emitIndexError(0, index);
    return success();
  }
  for (int64_t i = 0; i < numIndices; ++i) {
    llvm::ArrayRef<uint64_t> index(flat.data() + i * rank, rank);
    if (!ElementsAttr::isValidIndex(type, index))
      return emitIndexError(i, index);
  }
  return success();
}

SparseElementsAttr SparseElementsAttr::getChecked(EmitErrorFn emitError,
                                                  ShapedType type,
                                                  DenseIntElementsAttr indices,
                                                  DenseElementsAttr values) {
  if (failed(verify(emitError, type, indices, values)))
    return {};
  return get(type, indices, values);
}

DenseIntElementsAttr SparseElementsAttr::getIndices() const {
  return llvm::cast<DenseIntElementsAttr>(getImpl()->indices);
}

DenseElementsAttr SparseElementsAttr::getValues() const {
  return llvm::cast<DenseElementsAttr>(getImpl()->values);
}

//===----------------------------------------------------------------------===//
// DenseArrayAttr
//===----------------------------------------------------------------------===//

unsigned DenseArrayAttr::getElementStorageBytes(Type elementType) {
  if (elementType.isInteger(1))
    return 1;
  return (getValueBitWidth(elementType) + 7) / 8;
}

LogicalResult DenseArrayAttr::verify(EmitErrorFn emitError, Type elementType,
                                     int64_t size,
                                     llvm::ArrayRef<char> rawData) {
  if (!elementType.isIntOrIndexOrFloat())
    return emitError() << "expected integer or float type, got: '"
                       << elementType << "'";
  if (!elementType.isInteger(1) && getValueBitWidth(elementType) % 8 != 0)
    return emitError() << "element type bitwidth must be a multiple of 8";
  if (int64_t(rawData.size()) != size * getElementStorageBytes(elementType))
    return emitError() << "expected "
                       << size * getElementStorageBytes(elementType)
                       << " bytes of data, got " << uint64_t(rawData.size());
  return success();
}

DenseArrayAttr DenseArrayAttr::get(Type elementType, int64_t size,
                                   llvm::ArrayRef<char> rawData) {
  assert(int64_t(rawData.size()) ==
             size * int64_t(getElementStorageBytes(elementType)) &&
         "raw data size mismatch");
  return Base::get(elementType.getContext(),
                   DenseArrayAttrStorage::KeyTy(
                       elementType.getAsOpaquePointer(), size, rawData));
}

DenseArrayAttr DenseArrayAttr::getChecked(EmitErrorFn emitError,
                                          Type elementType, int64_t size,
                                          llvm::ArrayRef<char> rawData) {
  if (failed(verify(emitError, elementType, size, rawData)))
    return {};
  return get(elementType, size, rawData);
}

Type DenseArrayAttr::getElementType() const { return getImpl()->elementType; }
int64_t DenseArrayAttr::getSize() const { return getImpl()->size; }
llvm::ArrayRef<char> DenseArrayAttr::getRawData() const {
  return getImpl()->data;
}

llvm::APInt DenseArrayAttr::getAPIntValue(int64_t index) const {
  Type elementType = getElementType();
  unsigned bytes = getElementStorageBytes(elementType);
  assert(index >= 0 && index < getSize() && "index out of range");
  // Zero-width elements (`i0`) have no bytes: their one value is 0.
  if (bytes == 0)
    return llvm::APInt(getValueBitWidth(elementType), 0);
  const char *at = getRawData().data() + index * bytes;
  if (elementType.isInteger(1))
    return llvm::APInt(1, *at != 0);
  llvm::APInt wide(bytes * 8, 0);
  llvm::LoadIntFromMemory(wide, reinterpret_cast<const uint8_t *>(at), bytes);
  return wide.trunc(getValueBitWidth(elementType));
}

llvm::APFloat DenseArrayAttr::getAPFloatValue(int64_t index) const {
  auto floatType = llvm::cast<FloatType>(getElementType());
  return llvm::APFloat(floatType.getFloatSemantics(), getAPIntValue(index));
}

namespace {
/// The element type of the DenseArrayAttrImpl<T> view.
template <class T> Type getArrayElementType(Context *ctx) {
  if constexpr (std::is_same_v<T, bool>)
    return IntegerType::get(ctx, 1);
  else if constexpr (std::is_same_v<T, float>)
    return FloatType::getF32(ctx);
  else if constexpr (std::is_same_v<T, double>)
    return FloatType::getF64(ctx);
  else
    return IntegerType::get(ctx, sizeof(T) * 8);
}
} // namespace

template <class T>
DenseArrayAttrImpl<T> DenseArrayAttrImpl<T>::get(Context *ctx,
                                                 llvm::ArrayRef<T> values) {
  llvm::ArrayRef<char> raw(reinterpret_cast<const char *>(values.data()),
                           values.size() * sizeof(T));
  return llvm::cast<DenseArrayAttrImpl<T>>(
      DenseArrayAttr::get(getArrayElementType<T>(ctx), values.size(), raw));
}

template <class T> bool DenseArrayAttrImpl<T>::classof(Attribute attr) {
  auto array = llvm::dyn_cast<DenseArrayAttr>(attr);
  return array &&
         array.getElementType() == getArrayElementType<T>(attr.getContext());
}

namespace assay {
template class DenseArrayAttrImpl<bool>;
template class DenseArrayAttrImpl<int8_t>;
template class DenseArrayAttrImpl<int16_t>;
template class DenseArrayAttrImpl<int32_t>;
template class DenseArrayAttrImpl<int64_t>;
template class DenseArrayAttrImpl<float>;
template class DenseArrayAttrImpl<double>;
} // namespace assay
