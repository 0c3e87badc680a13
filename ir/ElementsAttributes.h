//===- ElementsAttributes.h - Dense, sparse, resource and array attributes ===//
//
// The attributes that hold many values of one element type:
//
//   dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>   DenseIntOrFPElementsAttr
//   dense<["a", "b"]> : tensor<2x!x.str>        DenseStringElementsAttr
//   dense_resource<blob1> : tensor<3xi64>       DenseResourceElementsAttr
//   sparse<[[0, 0], [1, 2]], [1, 5]> : ...      SparseElementsAttr
//   array<i64: 1, 2, 3>                         DenseArrayAttr
//
// Dense int/float data is kept raw, little-endian, one element per
// ceil(width / 8) bytes (index as 64 bits, complex as two scalars), except
// i1, which is packed one bit per element, least significant bit first. A
// splat (every element equal) stores a single element (an i1 splat one byte,
// 0x00 or 0xFF); construction detects splats, so equal contents give the
// same attribute.
//
// dense_resource data lives in the Context's BuiltinResourceManager, keyed
// by name, filled from the `{-# dialect_resources: { builtin: ... } #-}`
// section of a file.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_ELEMENTSATTRIBUTES_H
#define ASSAY_IR_ELEMENTSATTRIBUTES_H

#include "ir/Attributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include <complex>
#include <optional>
#include <vector>

namespace assay {

namespace detail {
struct DenseIntOrFPElementsAttrStorage;
struct DenseStringElementsAttrStorage;
struct DenseResourceElementsAttrStorage;
struct SparseElementsAttrStorage;
struct DenseArrayAttrStorage;
} // namespace detail

//===----------------------------------------------------------------------===//
// Resource blobs
//===----------------------------------------------------------------------===//

/// The bytes of one `dialect_resources` entry and the alignment they need.
struct ResourceBlob {
  uint32_t alignment = 1;
  std::vector<char> data;

  /// Decodes the textual form `"0x<alignment as 4 LE bytes><data>"` (the
  /// bytes of a hex string token, already decoded); nullopt if it is
  /// shorter than 4 bytes.
  static std::optional<ResourceBlob> fromEncodedBytes(llvm::StringRef bytes);
  /// Prints the textual form, quoted: `"0x08000000..."`.
  void printEncoded(llvm::raw_ostream &os) const;
};

/// The Context's `builtin` resources (dense_resource blobs), by key.
class BuiltinResourceManager : public Context::Extension {
public:
  /// The manager of `ctx`, created on first use.
  static BuiltinResourceManager &get(Context *ctx) {
    return ctx->getOrCreateExtension<BuiltinResourceManager>();
  }

  /// Stores `blob` under `key`, replacing an earlier blob of that key.
  void insert(llvm::StringRef key, ResourceBlob blob);
  /// The blob stored under `key`, or null.
  const ResourceBlob *lookup(llvm::StringRef key) const;
  /// Every key with a blob, in insertion order.
  llvm::ArrayRef<std::string> getKeys() const { return keys; }

private:
  llvm::StringMap<ResourceBlob> blobs;
  std::vector<std::string> keys;
};

//===----------------------------------------------------------------------===//
// ElementsAttr
//===----------------------------------------------------------------------===//

/// A view over every attribute holding elements of a shaped type: dense
/// (int/float or string), dense_resource and sparse.
class ElementsAttr : public Attribute {
public:
  using Attribute::Attribute;
  static bool classof(Attribute attr);

  /// The shaped type (tensor or vector, sometimes memref).
  ShapedType getType() const;
  Type getElementType() const { return getType().getElementType(); }
  int64_t getNumElements() const { return getType().getNumElements(); }
  /// Whether `index` addresses an element of `type`.
  static bool isValidIndex(ShapedType type, llvm::ArrayRef<uint64_t> index);
  /// The row-major position of `index` in `type`.
  static uint64_t getFlattenedIndex(ShapedType type,
                                    llvm::ArrayRef<uint64_t> index);
};

//===----------------------------------------------------------------------===//
// DenseElementsAttr
//===----------------------------------------------------------------------===//

/// A view over DenseIntOrFPElementsAttr and DenseStringElementsAttr.
class DenseElementsAttr : public ElementsAttr {
public:
  using ElementsAttr::ElementsAttr;
  static bool classof(Attribute attr);

  /// Builds from one value per element, or one value for a splat. The
  /// element type decides the storage: int/index (APInt of the type's width,
  /// 64 for index), float (APFloat of the type's semantics), complex (two
  /// values per element, real then imaginary).
  static DenseElementsAttr get(ShapedType type,
                               llvm::ArrayRef<llvm::APInt> values);
  static DenseElementsAttr get(ShapedType type,
                               llvm::ArrayRef<llvm::APFloat> values);
  static DenseElementsAttr get(ShapedType type, llvm::ArrayRef<bool> values);
  static DenseElementsAttr get(ShapedType type,
                               llvm::ArrayRef<llvm::StringRef> values);
  /// From IntegerAttr/FloatAttr/BoolAttr/StringAttr values.
  static DenseElementsAttr get(ShapedType type,
                               llvm::ArrayRef<Attribute> values);
  /// From raw storage (see the file header); `data` must satisfy
  /// isValidRawBuffer().
  static DenseElementsAttr getFromRawBuffer(ShapedType type,
                                            llvm::ArrayRef<char> data);
  /// Whether `data` is a valid raw buffer for `type`: one element (a splat)
  /// or every element. Sets `detectedSplat` for the one-element form.
  static bool isValidRawBuffer(ShapedType type, llvm::ArrayRef<char> data,
                               bool &detectedSplat);

  /// Whether every element holds the same value (stored once).
  bool isSplat() const;

  /// The value of element `index` (row-major) for int/index element types
  /// (for complex ones, the scalar at position `index` of the flattened
  /// real/imaginary sequence).
  llvm::APInt getAPIntValue(uint64_t index) const;
  /// The value of element `index` for float element types (same convention
  /// for complex).
  llvm::APFloat getAPFloatValue(uint64_t index) const;
  /// The value of element `index` as an attribute (IntegerAttr, FloatAttr,
  /// BoolAttr or StringAttr; complex elements are not supported).
  Attribute getAttributeValue(uint64_t index) const;

  /// Every element's value: T is llvm::APInt, llvm::APFloat, bool, int64_t,
  /// uint64_t, float, double, std::complex<llvm::APInt>,
  /// std::complex<llvm::APFloat>, llvm::StringRef or Attribute.
  template <class T> llvm::SmallVector<T> getValues() const;
  /// The splat value (isSplat()).
  template <class T> T getSplatValue() const {
    assert(isSplat() && "not a splat");
    return getValues<T>().front();
  }

  /// The raw storage of int/float data (see the file header).
  llvm::ArrayRef<char> getRawData() const;
  /// The strings of string data (one for a splat).
  llvm::ArrayRef<llvm::StringRef> getRawStringData() const;
};

/// Dense integer, index, float or complex elements.
class DenseIntOrFPElementsAttr
    : public AttrBase<DenseIntOrFPElementsAttr, DenseElementsAttr,
                      detail::DenseIntOrFPElementsAttrStorage> {
public:
  using Base::Base;
  /// Builds from canonical raw data (the caller detected the splat).
  static DenseIntOrFPElementsAttr
  getRaw(ShapedType type, llvm::ArrayRef<char> data, bool isSplat);
};

/// Dense elements of integer or index type (a view).
class DenseIntElementsAttr : public DenseIntOrFPElementsAttr {
public:
  using DenseIntOrFPElementsAttr::DenseIntOrFPElementsAttr;
  static bool classof(Attribute attr);
};

/// Dense elements of float type (a view).
class DenseFPElementsAttr : public DenseIntOrFPElementsAttr {
public:
  using DenseIntOrFPElementsAttr::DenseIntOrFPElementsAttr;
  static bool classof(Attribute attr);
};

/// Dense string elements (element type any non-int, non-float type).
class DenseStringElementsAttr
    : public AttrBase<DenseStringElementsAttr, DenseElementsAttr,
                      detail::DenseStringElementsAttrStorage> {
public:
  using Base::Base;
  /// Builds from canonical values (one for a splat).
  static DenseStringElementsAttr
  getRaw(ShapedType type, llvm::ArrayRef<llvm::StringRef> values, bool isSplat);
};

template <>
llvm::SmallVector<llvm::APInt>
DenseElementsAttr::getValues<llvm::APInt>() const;
template <>
llvm::SmallVector<llvm::APFloat>
DenseElementsAttr::getValues<llvm::APFloat>() const;
template <> llvm::SmallVector<bool> DenseElementsAttr::getValues<bool>() const;
template <>
llvm::SmallVector<int64_t> DenseElementsAttr::getValues<int64_t>() const;
template <>
llvm::SmallVector<uint64_t> DenseElementsAttr::getValues<uint64_t>() const;
template <>
llvm::SmallVector<float> DenseElementsAttr::getValues<float>() const;
template <>
llvm::SmallVector<double> DenseElementsAttr::getValues<double>() const;
template <>
llvm::SmallVector<std::complex<llvm::APInt>>
DenseElementsAttr::getValues<std::complex<llvm::APInt>>() const;
template <>
llvm::SmallVector<std::complex<llvm::APFloat>>
DenseElementsAttr::getValues<std::complex<llvm::APFloat>>() const;
template <>
llvm::SmallVector<llvm::StringRef>
DenseElementsAttr::getValues<llvm::StringRef>() const;
template <>
llvm::SmallVector<Attribute> DenseElementsAttr::getValues<Attribute>() const;

//===----------------------------------------------------------------------===//
// DenseResourceElementsAttr
//===----------------------------------------------------------------------===//

/// `dense_resource<key> : type`: elements stored in a named blob of the
/// Context's BuiltinResourceManager (which may not hold it yet).
class DenseResourceElementsAttr
    : public AttrBase<DenseResourceElementsAttr, ElementsAttr,
                      detail::DenseResourceElementsAttrStorage> {
public:
  using Base::Base;
  static DenseResourceElementsAttr get(ShapedType type, llvm::StringRef key);
  /// The resource key.
  llvm::StringRef getKey() const;
  /// The blob, or null while no blob of that key is known.
  const ResourceBlob *getBlob() const;
};

//===----------------------------------------------------------------------===//
// SparseElementsAttr
//===----------------------------------------------------------------------===//

/// `sparse<indices, values> : type`: the listed elements hold `values`,
/// every other element is zero. `indices` is an N x rank (or, for rank 1,
/// an N) tensor of i64; `values` is a 1-d dense attribute of N elements.
class SparseElementsAttr : public AttrBase<SparseElementsAttr, ElementsAttr,
                                           detail::SparseElementsAttrStorage> {
public:
  using Base::Base;
  static SparseElementsAttr get(ShapedType type, DenseIntElementsAttr indices,
                                DenseElementsAttr values);
  /// Null after reporting through `emitError` when verify() fails.
  static SparseElementsAttr getChecked(EmitErrorFn emitError, ShapedType type,
                                       DenseIntElementsAttr indices,
                                       DenseElementsAttr values);
  /// Checks the shapes of indices and values and that every index is inside
  /// `type`, worded as mlir-opt reports it.
  static LogicalResult verify(EmitErrorFn emitError, ShapedType type,
                              DenseIntElementsAttr indices,
                              DenseElementsAttr values);

  DenseIntElementsAttr getIndices() const;
  DenseElementsAttr getValues() const;
};

//===----------------------------------------------------------------------===//
// DenseArrayAttr
//===----------------------------------------------------------------------===//

/// `array<i64: 1, 2, 3>`: a 1-d array of ints (i1 or a multiple of 8 bits,
/// or index) or floats, stored raw (i1 as one byte per element).
class DenseArrayAttr : public AttrBase<DenseArrayAttr, Attribute,
                                       detail::DenseArrayAttrStorage> {
public:
  using Base::Base;
  /// `rawData` holds `size` elements of elementType's storage width.
  static DenseArrayAttr get(Type elementType, int64_t size,
                            llvm::ArrayRef<char> rawData);
  /// Null after "expected integer or float type, got: ..." or "element type
  /// bitwidth must be a multiple of 8".
  static DenseArrayAttr getChecked(EmitErrorFn emitError, Type elementType,
                                   int64_t size, llvm::ArrayRef<char> rawData);
  static LogicalResult verify(EmitErrorFn emitError, Type elementType,
                              int64_t size, llvm::ArrayRef<char> rawData);
  /// Bytes per element of `elementType` (1 for i1, 8 for index).
  static unsigned getElementStorageBytes(Type elementType);

  Type getElementType() const;
  int64_t getSize() const;
  bool empty() const { return getSize() == 0; }
  llvm::ArrayRef<char> getRawData() const;

  /// Element `index` as an APInt (int element types).
  llvm::APInt getAPIntValue(int64_t index) const;
  /// Element `index` as an APFloat (float element types).
  llvm::APFloat getAPFloatValue(int64_t index) const;
};

/// Typed views of DenseArrayAttr, as `array<i1: ...>`, `array<i64: ...>`...
template <class T> class DenseArrayAttrImpl : public DenseArrayAttr {
public:
  using DenseArrayAttr::DenseArrayAttr;
  static DenseArrayAttrImpl get(Context *ctx, llvm::ArrayRef<T> values);
  /// The elements.
  llvm::ArrayRef<T> asArrayRef() const {
    return llvm::ArrayRef<T>(reinterpret_cast<const T *>(getRawData().data()),
                             size_t(getSize()));
  }
  operator llvm::ArrayRef<T>() const { return asArrayRef(); }
  T operator[](size_t i) const { return asArrayRef()[i]; }
  size_t size() const { return getSize(); }
  static bool classof(Attribute attr);
};

using DenseBoolArrayAttr = DenseArrayAttrImpl<bool>;
using DenseI8ArrayAttr = DenseArrayAttrImpl<int8_t>;
using DenseI16ArrayAttr = DenseArrayAttrImpl<int16_t>;
using DenseI32ArrayAttr = DenseArrayAttrImpl<int32_t>;
using DenseI64ArrayAttr = DenseArrayAttrImpl<int64_t>;
using DenseF32ArrayAttr = DenseArrayAttrImpl<float>;
using DenseF64ArrayAttr = DenseArrayAttrImpl<double>;

extern template class DenseArrayAttrImpl<bool>;
extern template class DenseArrayAttrImpl<int8_t>;
extern template class DenseArrayAttrImpl<int16_t>;
extern template class DenseArrayAttrImpl<int32_t>;
extern template class DenseArrayAttrImpl<int64_t>;
extern template class DenseArrayAttrImpl<float>;
extern template class DenseArrayAttrImpl<double>;

} // namespace assay

#endif // ASSAY_IR_ELEMENTSATTRIBUTES_H
