//===- Attributes.h - The Attribute handle, named attributes, locations ---===//
//
// An Attribute is a pointer-sized, immutable handle to storage uniqued in its
// Context, compared by pointer, like Type. Locations are attributes too
// (LocationAttr); Location is the non-null wrapper operations carry. The
// concrete builtin attributes and locations are in ir/BuiltinAttributes.h and
// ir/Location.h.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_ATTRIBUTES_H
#define ASSAY_IR_ATTRIBUTES_H

#include "ir/Types.h"

namespace assay {
class StringAttr;

namespace detail {
/// Base of every attribute storage.
struct AttributeStorage : public StorageBase {};
} // namespace detail

/// An immutable, uniqued attribute.
class Attribute {
public:
  using ImplType = detail::AttributeStorage;

  constexpr Attribute() = default;
  /* implicit */ Attribute(const ImplType *impl)
      : impl(const_cast<ImplType *>(impl)) {}

  explicit operator bool() const { return impl != nullptr; }
  bool operator!() const { return impl == nullptr; }
  bool operator==(Attribute o) const { return impl == o.impl; }
  bool operator!=(Attribute o) const { return impl != o.impl; }

  TypeID getTypeID() const { return impl->getTypeID(); }
  Context *getContext() const { return impl->getContext(); }
  Dialect &getDialect() const { return *impl->getDialect(); }
  ImplType *getImpl() const { return impl; }

  /// Prints in MLIR's syntax (aliases are not used).
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  const void *getAsOpaquePointer() const { return impl; }
  static Attribute getFromOpaquePointer(const void *p) {
    return Attribute(static_cast<const ImplType *>(p));
  }

  friend llvm::hash_code hash_value(Attribute a) {
    return llvm::hash_value(a.getAsOpaquePointer());
  }

protected:
  ImplType *impl = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Attribute a) {
  a.print(os);
  return os;
}

/// CRTP base of concrete attributes, as TypeBase is for types.
template <class ConcreteT, class BaseT, class StorageT>
class AttrBase : public BaseT {
public:
  using BaseT::BaseT;
  using ImplType = StorageT;
  using Base = AttrBase;

  static bool classof(Attribute a) {
    return a && a.getTypeID() == TypeID::get<ConcreteT>();
  }

  const StorageT *getImpl() const {
    return static_cast<const StorageT *>(this->impl);
  }

protected:
  /// Returns the unique instance for `args` (see StorageUniquer).
  template <class... Args> static ConcreteT get(Context *ctx, Args &&...args);
};

/// A (name, value) pair; dictionaries keep them sorted by name.
class NamedAttribute {
public:
  NamedAttribute() = default;
  NamedAttribute(StringAttr name, Attribute value);

  StringAttr getName() const;
  llvm::StringRef getNameStr() const;
  Attribute getValue() const { return value; }
  void setValue(Attribute v) { value = v; }

  bool operator==(const NamedAttribute &o) const {
    return name == o.name && value == o.value;
  }
  bool operator!=(const NamedAttribute &o) const { return !(*this == o); }
  /// Orders by name string.
  bool operator<(const NamedAttribute &o) const;
  bool operator<(llvm::StringRef o) const;

  friend llvm::hash_code hash_value(const NamedAttribute &a) {
    return llvm::hash_combine(a.name, a.value);
  }

private:
  Attribute name; // a StringAttr
  Attribute value;
};

/// Base class of every location attribute.
class LocationAttr : public Attribute {
public:
  using Attribute::Attribute;
  /// True for the builtin location kinds (defined in Location.cpp).
  static bool classof(Attribute a);
};

/// A non-null location, as carried by operations and block arguments.
class Location {
public:
  Location(LocationAttr loc) : loc(loc) {
    assert(loc && "a Location must not be null");
  }
  Location(const LocationAttr::ImplType *impl) : loc(impl) {
    assert(loc && "a Location must not be null");
  }

  operator LocationAttr() const { return loc; }
  const LocationAttr *operator->() const { return &loc; }
  Context *getContext() const { return loc.getContext(); }
  bool operator==(Location o) const { return loc == o.loc; }
  bool operator!=(Location o) const { return loc != o.loc; }

  template <class U> bool isa() const { return llvm::isa<U>(loc); }
  template <class U> U dyn_cast() const { return llvm::dyn_cast<U>(loc); }

  void print(llvm::raw_ostream &os) const { loc.print(os); }

  const void *getAsOpaquePointer() const { return loc.getAsOpaquePointer(); }
  static Location getFromOpaquePointer(const void *p) {
    return Location(static_cast<const LocationAttr::ImplType *>(p));
  }

private:
  LocationAttr loc;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Location l) {
  l.print(os);
  return os;
}

} // namespace assay

namespace llvm {
template <class To, class From>
struct CastInfo<To, From,
                std::enable_if_t<std::is_same_v<assay::Attribute,
                                                std::remove_const_t<From>> ||
                                 std::is_base_of_v<assay::Attribute, From>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(assay::Attribute a) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(a);
  }
  static To doCast(assay::Attribute a) { return To(a.getImpl()); }
};

template <> struct DenseMapInfo<assay::Attribute> {
  static assay::Attribute getEmptyKey() {
    return assay::Attribute::getFromOpaquePointer(
        DenseMapInfo<void *>::getEmptyKey());
  }
  static assay::Attribute getTombstoneKey() {
    return assay::Attribute::getFromOpaquePointer(
        DenseMapInfo<void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::Attribute a) {
    return DenseMapInfo<const void *>::getHashValue(a.getAsOpaquePointer());
  }
  static bool isEqual(assay::Attribute a, assay::Attribute b) { return a == b; }
};
} // namespace llvm

#endif // ASSAY_IR_ATTRIBUTES_H
