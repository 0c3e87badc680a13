//===- BuiltinAttributes.cpp - The simple attributes of the builtin dialect
//===//
//
// Storage classes and getters of the simple builtin attributes, NamedAttribute
// and NamedAttrList, and the list of every builtin attribute and type class
// that the builtin dialect registers.
//
//===----------------------------------------------------------------------===//
#include "ir/BuiltinAttributes.h"

#include "ir/AffineMap.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "llvm/ADT/StringExtras.h"
#include <cstring>
#include <type_traits>

using namespace assay;

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

namespace assay::detail {
/// An attribute without parameters (unit).
struct EmptyAttrStorage : public AttributeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static EmptyAttrStorage *construct(StorageAllocator &a, const KeyTy &) {
    return new (a.allocate<EmptyAttrStorage>()) EmptyAttrStorage();
  }
};

struct IntegerAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<Type, llvm::APInt>;
  IntegerAttrStorage(Type type, const llvm::APInt &value)
      : type(type), value(value) {}
  bool operator==(const KeyTy &key) const {
    return key.first == type &&
           key.second.getBitWidth() == value.getBitWidth() &&
           key.second == value;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(key.first, llvm::hash_value(key.second));
  }
  static IntegerAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<IntegerAttrStorage>())
        IntegerAttrStorage(key.first, key.second);
  }
  Type type;
  llvm::APInt value;
};

struct FloatAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<Type, llvm::APFloat>;
  FloatAttrStorage(Type type, const llvm::APFloat &value)
      : type(type), value(value) {}
  bool operator==(const KeyTy &key) const {
    return key.first == type && key.second.bitwiseIsEqual(value);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(key.first, llvm::hash_value(key.second));
  }
  static FloatAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<FloatAttrStorage>())
        FloatAttrStorage(key.first, key.second);
  }
  Type type;
  llvm::APFloat value;
};

/// `type` is null for plain strings (typed `none`), so that getting one does
/// not look the none type up every time.
struct StringAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<llvm::StringRef, Type>;
  StringAttrStorage(llvm::StringRef value, Type type)
      : value(value), type(type) {}
  bool operator==(const KeyTy &key) const {
    return key.first == value && key.second == type;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(llvm::hash_value(key.first), key.second);
  }
  static StringAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<StringAttrStorage>())
        StringAttrStorage(a.copyInto(key.first), key.second);
  }
  llvm::StringRef value;
  Type type;
};

/// Allocates a StorageT followed by `count` elements of T in one block, so
/// that a list-valued attribute pays neither a second allocation nor an
/// ArrayRef in its storage.
template <class StorageT, class T>
static void *allocateWithTrailing(StorageAllocator &a, size_t count) {
  static_assert(sizeof(StorageT) % alignof(T) == 0 &&
                    alignof(StorageT) >= alignof(T),
                "trailing elements must follow the storage aligned");
  return a.allocate(sizeof(StorageT) + count * sizeof(T), alignof(StorageT));
}

/// Hashes `elements`, handles to uniqued storage that compare by pointer,
/// by their bytes in one pass rather than element by element.
template <class T>
static llvm::hash_code hashHandles(llvm::ArrayRef<T> elements) {
  static_assert(std::has_unique_object_representations_v<T>,
                "every byte of a handle must be part of its value");
  auto *bytes = reinterpret_cast<const char *>(elements.data());
  return llvm::hash_combine_range(bytes, bytes + elements.size() * sizeof(T));
}

struct ArrayAttrStorage : public AttributeStorage {
  using KeyTy = llvm::ArrayRef<Attribute>;
  explicit ArrayAttrStorage(size_t size) : size(unsigned(size)) {}
  llvm::ArrayRef<Attribute> getValue() const {
    return {reinterpret_cast<const Attribute *>(this + 1), size};
  }
  bool operator==(const KeyTy &key) const { return key == getValue(); }
  static llvm::hash_code hashKey(const KeyTy &key) { return hashHandles(key); }
  static ArrayAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    auto *s =
        new (allocateWithTrailing<ArrayAttrStorage, Attribute>(a, key.size()))
            ArrayAttrStorage(key.size());
    std::uninitialized_copy(key.begin(), key.end(),
                            reinterpret_cast<Attribute *>(s + 1));
    return s;
  }
  unsigned size;
};

struct DictionaryAttrStorage : public AttributeStorage {
  using KeyTy = llvm::ArrayRef<NamedAttribute>;
  explicit DictionaryAttrStorage(size_t size) : size(unsigned(size)) {}
  llvm::ArrayRef<NamedAttribute> getValue() const {
    return {reinterpret_cast<const NamedAttribute *>(this + 1), size};
  }
  bool operator==(const KeyTy &key) const { return key == getValue(); }
  static llvm::hash_code hashKey(const KeyTy &key) { return hashHandles(key); }
  static DictionaryAttrStorage *construct(StorageAllocator &a,
                                          const KeyTy &key) {
    auto *s = new (allocateWithTrailing<DictionaryAttrStorage, NamedAttribute>(
        a, key.size())) DictionaryAttrStorage(key.size());
    std::uninitialized_copy(key.begin(), key.end(),
                            reinterpret_cast<NamedAttribute *>(s + 1));
    return s;
  }
  unsigned size;
};

struct TypeAttrStorage : public AttributeStorage {
  using KeyTy = Type;
  explicit TypeAttrStorage(Type value) : value(value) {}
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  bool operator==(const KeyTy &key) const { return key == value; }
  static TypeAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<TypeAttrStorage>()) TypeAttrStorage(key);
  }
  Type value;
};

struct SymbolRefAttrStorage : public AttributeStorage {
  using KeyTy = std::pair<Attribute, llvm::ArrayRef<FlatSymbolRefAttr>>;
  SymbolRefAttrStorage(Attribute root, llvm::ArrayRef<FlatSymbolRefAttr> nested)
      : root(root), nested(nested) {}
  bool operator==(const KeyTy &key) const {
    return key.first == root && key.second == nested;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        key.first,
        llvm::hash_combine_range(key.second.begin(), key.second.end()));
  }
  static SymbolRefAttrStorage *construct(StorageAllocator &a,
                                         const KeyTy &key) {
    return new (a.allocate<SymbolRefAttrStorage>())
        SymbolRefAttrStorage(key.first, a.copyInto(key.second));
  }
  Attribute root;
  llvm::ArrayRef<FlatSymbolRefAttr> nested;
};

struct OpaqueAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<Attribute, llvm::StringRef, Type>;
  OpaqueAttrStorage(Attribute dialectNamespace, llvm::StringRef attrData,
                    Type type)
      : dialectNamespace(dialectNamespace), attrData(attrData), type(type) {}
  bool operator==(const KeyTy &key) const {
    return std::get<0>(key) == dialectNamespace &&
           std::get<1>(key) == attrData && std::get<2>(key) == type;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        std::get<0>(key), llvm::hash_value(std::get<1>(key)), std::get<2>(key));
  }
  static OpaqueAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<OpaqueAttrStorage>()) OpaqueAttrStorage(
        std::get<0>(key), a.copyInto(std::get<1>(key)), std::get<2>(key));
  }
  Attribute dialectNamespace;
  llvm::StringRef attrData;
  Type type;
};

struct DistinctAttrStorage : public AttributeStorage {
  using KeyTy = Attribute;
  explicit DistinctAttrStorage(Attribute referenced) : referenced(referenced) {}
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_value(key.getAsOpaquePointer());
  }
  bool operator==(const KeyTy &key) const { return key == referenced; }
  static DistinctAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<DistinctAttrStorage>()) DistinctAttrStorage(key);
  }
  Attribute referenced;
};
} // namespace assay::detail

using namespace assay::detail;

//===----------------------------------------------------------------------===//
// IntegerAttr, BoolAttr
//===----------------------------------------------------------------------===//

/// The storage width of integers of `type`.
static unsigned getIntegerStorageWidth(Type type) {
  if (llvm::isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  return llvm::cast<IntegerType>(type).getWidth();
}

IntegerAttr IntegerAttr::get(Type type, const llvm::APInt &value) {
  assert(value.getBitWidth() == getIntegerStorageWidth(type) &&
         "integer attribute value width differs from its type's");
  return Base::get(type.getContext(), type, value);
}

IntegerAttr IntegerAttr::get(Type type, int64_t value) {
  unsigned width = getIntegerStorageWidth(type);
  llvm::APInt bits(64, uint64_t(value), /*isSigned=*/true);
  return get(type, bits.sextOrTrunc(width));
}

IntegerAttr IntegerAttr::getChecked(EmitErrorFn emitError, Type type,
                                    const llvm::APInt &value) {
  if (!type.isIntOrIndex()) {
    emitError() << "expected integer or index type";
    return {};
  }
  if (value.getBitWidth() != getIntegerStorageWidth(type)) {
    emitError() << "integer type bit width (" << getIntegerStorageWidth(type)
                << ") doesn't match value bit width (" << value.getBitWidth()
                << ")";
    return {};
  }
  return get(type, value);
}

Type IntegerAttr::getType() const { return getImpl()->type; }
llvm::APInt IntegerAttr::getValue() const { return getImpl()->value; }
int64_t IntegerAttr::getInt() const {
  assert((getType().isIndex() || getType().isSignlessInteger()) &&
         "getInt of a signed or unsigned integer attribute");
  return getImpl()->value.getSExtValue();
}
int64_t IntegerAttr::getSInt() const {
  assert(llvm::cast<IntegerType>(getType()).isSigned() &&
         "getSInt of a non-signed integer attribute");
  return getImpl()->value.getSExtValue();
}
uint64_t IntegerAttr::getUInt() const {
  assert(llvm::cast<IntegerType>(getType()).isUnsigned() &&
         "getUInt of a non-unsigned integer attribute");
  return getImpl()->value.getZExtValue();
}
llvm::APSInt IntegerAttr::getAPSInt() const {
  auto intType = llvm::dyn_cast<IntegerType>(getType());
  return llvm::APSInt(getImpl()->value, intType && intType.isUnsigned());
}

BoolAttr BoolAttr::get(Context *ctx, bool value) {
  Attribute attr =
      IntegerAttr::get(IntegerType::get(ctx, 1), llvm::APInt(1, value));
  return BoolAttr(attr.getImpl());
}
bool BoolAttr::getValue() const {
  return IntegerAttr::getValue().getBoolValue();
}
bool BoolAttr::classof(Attribute a) {
  auto intAttr = llvm::dyn_cast<IntegerAttr>(a);
  return intAttr && intAttr.getType().isSignlessInteger(1);
}

//===----------------------------------------------------------------------===//
// FloatAttr
//===----------------------------------------------------------------------===//

FloatAttr FloatAttr::get(Type type, double value) {
  llvm::APFloat converted(value);
  bool losesInfo = false;
  converted.convert(llvm::cast<FloatType>(type).getFloatSemantics(),
                    llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  return get(type, converted);
}

FloatAttr FloatAttr::get(Type type, const llvm::APFloat &value) {
  assert(&value.getSemantics() ==
             &llvm::cast<FloatType>(type).getFloatSemantics() &&
         "float attribute semantics differ from its type's");
  return Base::get(type.getContext(), type, value);
}

FloatAttr FloatAttr::getChecked(EmitErrorFn emitError, Type type,
                                const llvm::APFloat &value) {
  auto floatType = llvm::dyn_cast<FloatType>(type);
  if (!floatType) {
    emitError() << "expected floating point type";
    return {};
  }
  if (&floatType.getFloatSemantics() != &value.getSemantics()) {
    emitError() << "FloatAttr type doesn't match the type implied by its value";
    return {};
  }
  return get(type, value);
}

Type FloatAttr::getType() const { return getImpl()->type; }
llvm::APFloat FloatAttr::getValue() const { return getImpl()->value; }
double FloatAttr::getValueAsDouble() const {
  llvm::APFloat value = getImpl()->value;
  bool losesInfo = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value.convertToDouble();
}

//===----------------------------------------------------------------------===//
// StringAttr, UnitAttr, ArrayAttr, TypeAttr
//===----------------------------------------------------------------------===//

StringAttr StringAttr::get(Context *ctx, llvm::StringRef value) {
  return Base::get(ctx, value, Type());
}
StringAttr StringAttr::get(Context *ctx, const llvm::Twine &value) {
  llvm::SmallString<64> buffer;
  return get(ctx, value.toStringRef(buffer));
}
StringAttr StringAttr::get(llvm::StringRef value, Type type) {
  if (llvm::isa<NoneType>(type))
    return Base::get(type.getContext(), value, Type());
  return Base::get(type.getContext(), value, type);
}
llvm::StringRef StringAttr::getValue() const { return getImpl()->value; }
bool StringAttr::isPlain() const { return !getImpl()->type; }
Type StringAttr::getType() const {
  if (Type type = getImpl()->type)
    return type;
  return NoneType::get(getContext());
}
Dialect *StringAttr::getReferencedDialect() const {
  llvm::StringRef ns = getReferencedDialectNamespace(getValue());
  if (ns.empty())
    return nullptr;
  return getContext()->getLoadedDialect(ns);
}

UnitAttr UnitAttr::get(Context *ctx) { return Base::get(ctx, char(0)); }

ArrayAttr ArrayAttr::get(Context *ctx, llvm::ArrayRef<Attribute> value) {
  return Base::get(ctx, value);
}
llvm::ArrayRef<Attribute> ArrayAttr::getValue() const {
  return getImpl()->getValue();
}

TypeAttr TypeAttr::get(Type type) { return Base::get(type.getContext(), type); }
Type TypeAttr::getValue() const { return getImpl()->value; }

//===----------------------------------------------------------------------===//
// NamedAttribute
//===----------------------------------------------------------------------===//

NamedAttribute::NamedAttribute(StringAttr name, Attribute value)
    : name(name), value(value) {
  assert(name && "a named attribute needs a name");
}
StringAttr NamedAttribute::getName() const {
  return llvm::cast<StringAttr>(name);
}
llvm::StringRef NamedAttribute::getNameStr() const {
  return getName().getValue();
}
bool NamedAttribute::operator<(const NamedAttribute &o) const {
  return getNameStr().compare(o.getNameStr()) < 0;
}
bool NamedAttribute::operator<(llvm::StringRef o) const {
  return getNameStr().compare(o) < 0;
}

//===----------------------------------------------------------------------===//
// DictionaryAttr
//===----------------------------------------------------------------------===//

/// Sorts `attrs` by name, keeping equal names in their order. Dictionaries
/// hold a handful of entries: an insertion sort settles them without the
/// buffer std::stable_sort allocates.
static void sortByName(llvm::MutableArrayRef<NamedAttribute> attrs) {
  if (attrs.size() > 16) {
    llvm::stable_sort(attrs);
    return;
  }
  for (size_t i = 1, e = attrs.size(); i < e; ++i) {
    NamedAttribute entry = attrs[i];
    size_t j = i;
    for (; j > 0 && entry < attrs[j - 1]; --j)
      attrs[j] = attrs[j - 1];
    attrs[j] = entry;
  }
}

bool DictionaryAttr::sortInPlace(llvm::SmallVectorImpl<NamedAttribute> &array) {
  if (llvm::is_sorted(array))
    return true;
  sortByName(array);
  return false;
}

std::optional<NamedAttribute>
DictionaryAttr::findDuplicate(llvm::ArrayRef<NamedAttribute> sortedArray) {
  for (size_t i = 1, e = sortedArray.size(); i < e; ++i)
    if (sortedArray[i - 1].getName() == sortedArray[i].getName())
      return sortedArray[i];
  return std::nullopt;
}

DictionaryAttr DictionaryAttr::get(Context *ctx,
                                   llvm::ArrayRef<NamedAttribute> value) {
  if (llvm::is_sorted(value))
    return getWithSorted(ctx, value);
  llvm::SmallVector<NamedAttribute, 8> sorted(value.begin(), value.end());
  sortByName(sorted);
  return getWithSorted(ctx, sorted);
}

DictionaryAttr
DictionaryAttr::getWithSorted(Context *ctx,
                              llvm::ArrayRef<NamedAttribute> value) {
  assert(llvm::is_sorted(value) && "dictionary entries must be sorted");
  assert(!findDuplicate(value) && "dictionary names must be unique");
  return Base::get(ctx, value);
}

llvm::ArrayRef<NamedAttribute> DictionaryAttr::getValue() const {
  return getImpl()->getValue();
}

/// Whether the `n` bytes at `a` and `b` are equal. Attribute names are
/// short, and comparing them a word at a time settles them before a call
/// to memcmp would.
static inline bool equalBytes(const char *a, const char *b, size_t n) {
  auto load = [](const char *p, auto word) {
    std::memcpy(&word, p, sizeof(word));
    return word;
  };
  if (n >= 8) {
    for (size_t i = 0; i + 8 < n; i += 8)
      if (load(a + i, uint64_t()) != load(b + i, uint64_t()))
        return false;
    return load(a + n - 8, uint64_t()) == load(b + n - 8, uint64_t());
  }
  if (n >= 4)
    return load(a, uint32_t()) == load(b, uint32_t()) &&
           load(a + n - 4, uint32_t()) == load(b + n - 4, uint32_t());
  for (size_t i = 0; i != n; ++i)
    if (a[i] != b[i])
      return false;
  return true;
}

/// `name` in sorted `attrs`. Op properties are small dictionaries looked up
/// by the ops' accessors all the time: for them a scan that compares
/// lengths first beats the string comparisons of a binary search.
static inline const NamedAttribute *
findNamed(llvm::ArrayRef<NamedAttribute> attrs, llvm::StringRef name) {
  if (attrs.size() <= 8) {
    for (const NamedAttribute &attr : attrs) {
      llvm::StringRef candidate = attr.getNameStr();
      if (candidate.size() == name.size() &&
          equalBytes(candidate.data(), name.data(), name.size()))
        return &attr;
    }
    return nullptr;
  }
  const NamedAttribute *it = std::lower_bound(
      attrs.begin(), attrs.end(), name,
      [](const NamedAttribute &a, llvm::StringRef n) { return a < n; });
  if (it != attrs.end() && it->getNameStr() == name)
    return it;
  return nullptr;
}

Attribute DictionaryAttr::get(llvm::StringRef name) const {
  const NamedAttribute *it = findNamed(getValue(), name);
  return it ? it->getValue() : Attribute();
}
Attribute DictionaryAttr::get(StringAttr name) const {
  // Names are uniqued, so a pointer match is exact; fall back to strings.
  return get(name.getValue());
}
std::optional<NamedAttribute>
DictionaryAttr::getNamed(llvm::StringRef name) const {
  if (const NamedAttribute *it = findNamed(getValue(), name))
    return *it;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Symbol references
//===----------------------------------------------------------------------===//

SymbolRefAttr SymbolRefAttr::get(StringAttr root,
                                 llvm::ArrayRef<FlatSymbolRefAttr> nested) {
  return Base::get(root.getContext(), Attribute(root), nested);
}
SymbolRefAttr SymbolRefAttr::get(Context *ctx, llvm::StringRef root,
                                 llvm::ArrayRef<FlatSymbolRefAttr> nested) {
  return get(StringAttr::get(ctx, root), nested);
}
FlatSymbolRefAttr SymbolRefAttr::get(StringAttr name) {
  return FlatSymbolRefAttr::get(name);
}
StringAttr SymbolRefAttr::getRootReference() const {
  return llvm::cast<StringAttr>(getImpl()->root);
}
StringAttr SymbolRefAttr::getLeafReference() const {
  llvm::ArrayRef<FlatSymbolRefAttr> nested = getNestedReferences();
  return nested.empty() ? getRootReference() : nested.back().getAttr();
}
llvm::ArrayRef<FlatSymbolRefAttr> SymbolRefAttr::getNestedReferences() const {
  return getImpl()->nested;
}

FlatSymbolRefAttr FlatSymbolRefAttr::get(StringAttr value) {
  Attribute attr = SymbolRefAttr::get(value, {});
  return FlatSymbolRefAttr(attr.getImpl());
}
FlatSymbolRefAttr FlatSymbolRefAttr::get(Context *ctx, llvm::StringRef value) {
  return get(StringAttr::get(ctx, value));
}
llvm::StringRef FlatSymbolRefAttr::getValue() const {
  return getAttr().getValue();
}
bool FlatSymbolRefAttr::classof(Attribute a) {
  auto ref = llvm::dyn_cast<SymbolRefAttr>(a);
  return ref && ref.getNestedReferences().empty();
}

//===----------------------------------------------------------------------===//
// OpaqueAttr, DistinctAttr
//===----------------------------------------------------------------------===//

OpaqueAttr OpaqueAttr::get(StringAttr dialectNamespace,
                           llvm::StringRef attrData, Type type) {
  return Base::get(dialectNamespace.getContext(), Attribute(dialectNamespace),
                   attrData, type);
}
OpaqueAttr OpaqueAttr::getChecked(EmitErrorFn emitError,
                                  StringAttr dialectNamespace,
                                  llvm::StringRef attrData, Type type) {
  llvm::StringRef ns = dialectNamespace.getValue();
  bool valid = !ns.empty() && (llvm::isAlpha(ns[0]) || ns[0] == '_') &&
               llvm::all_of(ns.drop_front(), [](char c) {
                 return llvm::isAlnum(c) || c == '_' || c == '$';
               });
  if (!valid) {
    emitError() << "invalid dialect namespace '" << ns << "'";
    return {};
  }
  return get(dialectNamespace, attrData, type);
}
StringAttr OpaqueAttr::getDialectNamespace() const {
  return llvm::cast<StringAttr>(getImpl()->dialectNamespace);
}
llvm::StringRef OpaqueAttr::getAttrData() const { return getImpl()->attrData; }
Type OpaqueAttr::getType() const { return getImpl()->type; }

DistinctAttr DistinctAttr::create(Attribute referencedAttr) {
  Context *ctx = referencedAttr.getContext();
  return DistinctAttr(ctx->getAttributeUniquer().create<DistinctAttrStorage>(
      TypeID::get<DistinctAttr>(), referencedAttr));
}
Attribute DistinctAttr::getReferencedAttr() const {
  return getImpl()->referenced;
}

//===----------------------------------------------------------------------===//
// NamedAttrList
//===----------------------------------------------------------------------===//

NamedAttrList::NamedAttrList(llvm::ArrayRef<NamedAttribute> attributes) {
  assign(attributes);
}
NamedAttrList::NamedAttrList(DictionaryAttr dict) {
  if (!dict)
    return;
  attrs.assign(dict.begin(), dict.end());
  dictionary = dict;
  sorted = true;
}

void NamedAttrList::push_back(NamedAttribute attr) {
  if (sorted && !attrs.empty() && attr < attrs.back())
    sorted = false;
  attrs.push_back(attr);
  dictionary = {};
}
void NamedAttrList::append(StringAttr name, Attribute value) {
  push_back(NamedAttribute(name, value));
}
void NamedAttrList::append(llvm::StringRef name, Attribute value) {
  append(StringAttr::get(value.getContext(), name), value);
}
void NamedAttrList::assign(llvm::ArrayRef<NamedAttribute> range) {
  attrs.assign(range.begin(), range.end());
  sorted = llvm::is_sorted(attrs);
  dictionary = {};
}
void NamedAttrList::clear() {
  attrs.clear();
  sorted = true;
  dictionary = {};
}

void NamedAttrList::sortIfNeeded() const {
  if (sorted)
    return;
  sortByName(attrs);
  sorted = true;
}

/// Finds `name` by linear scan when unsorted, binary search when sorted.
static NamedAttribute *lookup(llvm::SmallVectorImpl<NamedAttribute> &attrs,
                              bool sorted, llvm::StringRef name) {
  if (!sorted) {
    for (NamedAttribute &a : attrs)
      if (a.getNameStr() == name)
        return &a;
    return nullptr;
  }
  return const_cast<NamedAttribute *>(findNamed(attrs, name));
}

Attribute NamedAttrList::set(StringAttr name, Attribute value) {
  assert(value && "setting a null attribute");
  if (NamedAttribute *it = lookup(attrs, sorted, name.getValue())) {
    Attribute old = it->getValue();
    if (old != value) {
      it->setValue(value);
      dictionary = {};
    }
    return old;
  }
  // Insert in place when sorted, to keep it sorted.
  if (sorted) {
    auto pos = std::lower_bound(
        attrs.begin(), attrs.end(), name.getValue(),
        [](const NamedAttribute &a, llvm::StringRef n) { return a < n; });
    attrs.insert(pos, NamedAttribute(name, value));
  } else {
    attrs.push_back(NamedAttribute(name, value));
  }
  dictionary = {};
  return {};
}
Attribute NamedAttrList::set(llvm::StringRef name, Attribute value) {
  return set(StringAttr::get(value.getContext(), name), value);
}

Attribute NamedAttrList::get(llvm::StringRef name) const {
  NamedAttribute *it = lookup(attrs, sorted, name);
  return it ? it->getValue() : Attribute();
}
Attribute NamedAttrList::get(StringAttr name) const {
  return get(name.getValue());
}
std::optional<NamedAttribute>
NamedAttrList::getNamed(llvm::StringRef name) const {
  if (NamedAttribute *it = lookup(attrs, sorted, name))
    return *it;
  return std::nullopt;
}

Attribute NamedAttrList::erase(llvm::StringRef name) {
  NamedAttribute *it = lookup(attrs, sorted, name);
  if (!it)
    return {};
  Attribute old = it->getValue();
  attrs.erase(it);
  dictionary = {};
  return old;
}
Attribute NamedAttrList::erase(StringAttr name) {
  return erase(name.getValue());
}

std::optional<NamedAttribute> NamedAttrList::findDuplicate() const {
  sortIfNeeded();
  return DictionaryAttr::findDuplicate(attrs);
}

DictionaryAttr NamedAttrList::getDictionary(Context *ctx) const {
  if (!dictionary) {
    sortIfNeeded();
    dictionary = DictionaryAttr::getWithSorted(ctx, attrs);
  }
  return dictionary;
}

//===----------------------------------------------------------------------===//
// Builtin class lists
//===----------------------------------------------------------------------===//

bool assay::detail::isIdentityMemRefLayout(Attribute layout) {
  auto map = llvm::dyn_cast_or_null<AffineMapAttr>(layout);
  return map && map.getValue().isIdentity();
}

void assay::detail::forEachBuiltinTypeID(llvm::function_ref<void(TypeID)> fn) {
  fn(TypeID::get<IntegerType>());
  fn(TypeID::get<IndexType>());
  fn(TypeID::get<FloatType>());
  fn(TypeID::get<NoneType>());
  fn(TypeID::get<ComplexType>());
  fn(TypeID::get<TupleType>());
  fn(TypeID::get<FunctionType>());
  fn(TypeID::get<OpaqueType>());
  fn(TypeID::get<VectorType>());
  fn(TypeID::get<RankedTensorType>());
  fn(TypeID::get<UnrankedTensorType>());
  fn(TypeID::get<MemRefType>());
  fn(TypeID::get<UnrankedMemRefType>());
}

void assay::detail::forEachBuiltinAttributeID(
    llvm::function_ref<void(TypeID)> fn) {
  fn(TypeID::get<IntegerAttr>());
  fn(TypeID::get<FloatAttr>());
  fn(TypeID::get<StringAttr>());
  fn(TypeID::get<UnitAttr>());
  fn(TypeID::get<ArrayAttr>());
  fn(TypeID::get<DictionaryAttr>());
  fn(TypeID::get<TypeAttr>());
  fn(TypeID::get<SymbolRefAttr>());
  fn(TypeID::get<OpaqueAttr>());
  fn(TypeID::get<DistinctAttr>());
  fn(TypeID::get<UnknownLoc>());
  fn(TypeID::get<FileLineColLoc>());
  fn(TypeID::get<NameLoc>());
  fn(TypeID::get<CallSiteLoc>());
  fn(TypeID::get<FusedLoc>());
  fn(TypeID::get<OpaqueLoc>());
  fn(TypeID::get<AffineMapAttr>());
  fn(TypeID::get<IntegerSetAttr>());
  fn(TypeID::get<StridedLayoutAttr>());
  fn(TypeID::get<DenseIntOrFPElementsAttr>());
  fn(TypeID::get<DenseStringElementsAttr>());
  fn(TypeID::get<DenseResourceElementsAttr>());
  fn(TypeID::get<SparseElementsAttr>());
  fn(TypeID::get<DenseArrayAttr>());
}
