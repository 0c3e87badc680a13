//===- BuiltinAttributes.h - The simple attributes of the builtin dialect
//--===//
//
// Integer, bool (a view of an i1 integer), float, string, unit, array,
// dictionary, type, symbol references, the opaque attribute that keeps
// `#ns.body` of a dialect that is not loaded, and distinct attributes (never
// uniqued). Element attributes (dense, sparse, resources, arrays) and affine
// attributes are in ir/ElementsAttributes.h and ir/AffineMap.h; locations in
// ir/Location.h.
//
// NamedAttrList is the mutable, sorted-on-demand list of named attributes the
// parser and OperationState build before freezing it into a DictionaryAttr.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_BUILTINATTRIBUTES_H
#define ASSAY_IR_BUILTINATTRIBUTES_H

#include "ir/Attributes.h"
#include "ir/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace assay {

namespace detail {
struct IntegerAttrStorage;
struct FloatAttrStorage;
struct StringAttrStorage;
struct ArrayAttrStorage;
struct DictionaryAttrStorage;
struct TypeAttrStorage;
struct SymbolRefAttrStorage;
struct OpaqueAttrStorage;
struct DistinctAttrStorage;
struct EmptyAttrStorage;
} // namespace detail

class FlatSymbolRefAttr;

/// `42 : i32`, `7 : index`. The value's width is the type's (64 for index).
class IntegerAttr
    : public AttrBase<IntegerAttr, Attribute, detail::IntegerAttrStorage> {
public:
  using Base::Base;

  /// `value` must have the type's width (64 for index).
  static IntegerAttr get(Type type, const llvm::APInt &value);
  /// `value` is truncated (or sign-extended) to the type's width.
  static IntegerAttr get(Type type, int64_t value);
  /// Null after "integer attribute type must be integer or index" or a width
  /// mismatch.
  static IntegerAttr getChecked(EmitErrorFn emitError, Type type,
                                const llvm::APInt &value);

  Type getType() const;
  llvm::APInt getValue() const;
  /// The value of a signless or index attribute, sign-extended.
  int64_t getInt() const;
  /// The value of a signed attribute.
  int64_t getSInt() const;
  /// The value of an unsigned attribute.
  uint64_t getUInt() const;
  /// The value extended by the type's signedness (signless counts as
  /// signed).
  llvm::APSInt getAPSInt() const;
};

/// `true` / `false`: a view of an i1 IntegerAttr.
class BoolAttr : public IntegerAttr {
public:
  using IntegerAttr::IntegerAttr;
  static BoolAttr get(Context *ctx, bool value);
  bool getValue() const;
  static bool classof(Attribute a);
};

/// `1.0 : f32`.
class FloatAttr
    : public AttrBase<FloatAttr, Attribute, detail::FloatAttrStorage> {
public:
  using Base::Base;
  /// `value` is converted (rounding to nearest even) to the type's
  /// semantics.
  static FloatAttr get(Type type, double value);
  static FloatAttr get(Type type, const llvm::APFloat &value);
  /// Null after "float attribute type must be a float type" or a semantics
  /// mismatch.
  static FloatAttr getChecked(EmitErrorFn emitError, Type type,
                              const llvm::APFloat &value);
  Type getType() const;
  llvm::APFloat getValue() const;
  /// The value converted to double (may lose precision).
  double getValueAsDouble() const;
};

/// `"text"`, optionally with a type (`"text" : i32`); its type defaults to
/// none. Attribute names are StringAttrs.
class StringAttr
    : public AttrBase<StringAttr, Attribute, detail::StringAttrStorage> {
public:
  using Base::Base;
  static StringAttr get(Context *ctx, const llvm::Twine &value);
  static StringAttr get(Context *ctx, llvm::StringRef value);
  static StringAttr get(Context *ctx, const char *value) {
    return get(ctx, llvm::StringRef(value));
  }
  static StringAttr get(Context *ctx, const std::string &value) {
    return get(ctx, llvm::StringRef(value));
  }
  /// The empty string.
  static StringAttr get(Context *ctx) { return get(ctx, llvm::StringRef()); }
  static StringAttr get(llvm::StringRef value, Type type);

  llvm::StringRef getValue() const;
  /// The type: none for a plain string.
  Type getType() const;
  /// Whether this is a plain string (of type none), without looking the
  /// none type up.
  bool isPlain() const;
  std::string str() const { return getValue().str(); }
  const char *data() const { return getValue().data(); }
  size_t size() const { return getValue().size(); }
  bool empty() const { return getValue().empty(); }
  operator llvm::StringRef() const { return getValue(); }
  bool operator<(StringAttr o) const { return getValue() < o.getValue(); }
  int compare(StringAttr o) const { return getValue().compare(o.getValue()); }
  /// The dialect namespace of a name like "ns.op" if that dialect is
  /// loaded, else null.
  Dialect *getReferencedDialect() const;
};

/// `unit`: presence is the information.
class UnitAttr
    : public AttrBase<UnitAttr, Attribute, detail::EmptyAttrStorage> {
public:
  using Base::Base;
  static UnitAttr get(Context *ctx);
};

/// `[a, b, c]`.
class ArrayAttr
    : public AttrBase<ArrayAttr, Attribute, detail::ArrayAttrStorage> {
public:
  using Base::Base;
  static ArrayAttr get(Context *ctx, llvm::ArrayRef<Attribute> value);

  llvm::ArrayRef<Attribute> getValue() const;
  size_t size() const { return getValue().size(); }
  bool empty() const { return getValue().empty(); }
  Attribute operator[](size_t i) const { return getValue()[i]; }
  using iterator = llvm::ArrayRef<Attribute>::iterator;
  iterator begin() const { return getValue().begin(); }
  iterator end() const { return getValue().end(); }
  /// The elements cast to AttrT (each must be one).
  template <class AttrT> auto getAsRange() const {
    return llvm::map_range(getValue(),
                           [](Attribute a) { return llvm::cast<AttrT>(a); });
  }
  /// The values of an array of IntegerAttr/FloatAttr etc.
  template <class AttrT,
            class ValueT = decltype(std::declval<AttrT>().getValue())>
  auto getAsValueRange() const {
    return llvm::map_range(getValue(), [](Attribute a) {
      return llvm::cast<AttrT>(a).getValue();
    });
  }
};

/// `{a = 1 : i32, b}`: named attributes sorted by name, names unique.
class DictionaryAttr : public AttrBase<DictionaryAttr, Attribute,
                                       detail::DictionaryAttrStorage> {
public:
  using Base::Base;
  /// Sorts `value` by name; names must be unique.
  static DictionaryAttr get(Context *ctx,
                            llvm::ArrayRef<NamedAttribute> value = {});
  /// `value` must already be sorted with unique names.
  static DictionaryAttr getWithSorted(Context *ctx,
                                      llvm::ArrayRef<NamedAttribute> value);

  llvm::ArrayRef<NamedAttribute> getValue() const;
  size_t size() const { return getValue().size(); }
  bool empty() const { return getValue().empty(); }
  using iterator = llvm::ArrayRef<NamedAttribute>::iterator;
  iterator begin() const { return getValue().begin(); }
  iterator end() const { return getValue().end(); }

  /// The value named `name`, or null (binary search).
  Attribute get(llvm::StringRef name) const;
  Attribute get(StringAttr name) const;
  template <class AttrT> AttrT getAs(llvm::StringRef name) const {
    return llvm::dyn_cast_or_null<AttrT>(get(name));
  }
  std::optional<NamedAttribute> getNamed(llvm::StringRef name) const;
  bool contains(llvm::StringRef name) const { return bool(get(name)); }

  /// Sorts `array` in place by name; true if it was already sorted.
  static bool sortInPlace(llvm::SmallVectorImpl<NamedAttribute> &array);
  /// The first name that occurs twice in the sorted `array`, if any.
  static std::optional<NamedAttribute>
  findDuplicate(llvm::ArrayRef<NamedAttribute> sortedArray);
};

/// A type used as an attribute: `i32`, `memref<4xf32>`.
class TypeAttr : public AttrBase<TypeAttr, Attribute, detail::TypeAttrStorage> {
public:
  using Base::Base;
  static TypeAttr get(Type type);
  Type getValue() const;
};

/// `@root::@nested::@leaf`.
class SymbolRefAttr
    : public AttrBase<SymbolRefAttr, Attribute, detail::SymbolRefAttrStorage> {
public:
  using Base::Base;
  static SymbolRefAttr get(StringAttr root,
                           llvm::ArrayRef<FlatSymbolRefAttr> nested = {});
  static SymbolRefAttr get(Context *ctx, llvm::StringRef root,
                           llvm::ArrayRef<FlatSymbolRefAttr> nested = {});
  /// `@name` as a FlatSymbolRefAttr.
  static FlatSymbolRefAttr get(StringAttr name);

  StringAttr getRootReference() const;
  /// The last name (the root when there is no nesting).
  StringAttr getLeafReference() const;
  llvm::ArrayRef<FlatSymbolRefAttr> getNestedReferences() const;
};

/// `@name`: a SymbolRefAttr without nested references.
class FlatSymbolRefAttr : public SymbolRefAttr {
public:
  using SymbolRefAttr::SymbolRefAttr;
  static FlatSymbolRefAttr get(StringAttr value);
  static FlatSymbolRefAttr get(Context *ctx, llvm::StringRef value);
  StringAttr getAttr() const { return getRootReference(); }
  llvm::StringRef getValue() const;
  static bool classof(Attribute a);
};

/// `#ns.body` / `#ns<"body">` of a dialect that is not loaded.
class OpaqueAttr
    : public AttrBase<OpaqueAttr, Attribute, detail::OpaqueAttrStorage> {
public:
  using Base::Base;
  static OpaqueAttr get(StringAttr dialectNamespace, llvm::StringRef attrData,
                        Type type);
  /// Null after "invalid dialect namespace '...'" on a bad namespace.
  static OpaqueAttr getChecked(EmitErrorFn emitError,
                               StringAttr dialectNamespace,
                               llvm::StringRef attrData, Type type);
  StringAttr getDialectNamespace() const;
  llvm::StringRef getAttrData() const;
  Type getType() const;
};

/// `distinct[N]<attr>`: an attribute that is never uniqued; each get()
/// returns a new one. N is assigned when printing.
class DistinctAttr
    : public AttrBase<DistinctAttr, Attribute, detail::DistinctAttrStorage> {
public:
  using Base::Base;
  static DistinctAttr create(Attribute referencedAttr);
  Attribute getReferencedAttr() const;
};

//===----------------------------------------------------------------------===//
// NamedAttrList
//===----------------------------------------------------------------------===//

/// A mutable list of named attributes, sorted lazily and frozen into a
/// DictionaryAttr on demand (the dictionary is cached until the next change).
class NamedAttrList {
public:
  using iterator = llvm::SmallVectorImpl<NamedAttribute>::iterator;
  using const_iterator = llvm::SmallVectorImpl<NamedAttribute>::const_iterator;

  NamedAttrList() = default;
  NamedAttrList(llvm::ArrayRef<NamedAttribute> attributes);
  NamedAttrList(DictionaryAttr dict);

  /// Adds at the end (does not check for duplicates).
  void append(StringAttr name, Attribute value);
  void append(llvm::StringRef name, Attribute value);
  void append(NamedAttribute attr) { push_back(attr); }
  template <class RangeT> void append(RangeT &&range) {
    for (const NamedAttribute &a : range)
      push_back(a);
  }
  void push_back(NamedAttribute attr);

  /// Replaces everything.
  void assign(llvm::ArrayRef<NamedAttribute> range);
  void clear();

  /// Sets `name` to `value` (adding it if absent); returns the old value.
  Attribute set(StringAttr name, Attribute value);
  Attribute set(llvm::StringRef name, Attribute value);

  /// The value named `name`, or null.
  Attribute get(llvm::StringRef name) const;
  Attribute get(StringAttr name) const;
  std::optional<NamedAttribute> getNamed(llvm::StringRef name) const;

  /// Removes `name`; returns its value or null.
  Attribute erase(llvm::StringRef name);
  Attribute erase(StringAttr name);

  /// A name occurring twice, if any (sorts the list).
  std::optional<NamedAttribute> findDuplicate() const;

  /// The attributes as a dictionary (sorting first); cached.
  DictionaryAttr getDictionary(Context *ctx) const;
  /// The attributes, in their current order.
  llvm::ArrayRef<NamedAttribute> getAttrs() const { return attrs; }

  bool empty() const { return attrs.empty(); }
  size_t size() const { return attrs.size(); }
  iterator begin() { return attrs.begin(); }
  iterator end() { return attrs.end(); }
  const_iterator begin() const { return attrs.begin(); }
  const_iterator end() const { return attrs.end(); }
  operator llvm::ArrayRef<NamedAttribute>() const { return attrs; }

private:
  /// Sorts if needed; stable so that findDuplicate sees the first one.
  void sortIfNeeded() const;

  mutable llvm::SmallVector<NamedAttribute, 4> attrs;
  /// The dictionary of `attrs`, or null when it must be rebuilt.
  mutable DictionaryAttr dictionary;
  /// Whether `attrs` is known to be sorted.
  mutable bool sorted = true;
};

} // namespace assay

#endif // ASSAY_IR_BUILTINATTRIBUTES_H
