//===- Types.h - The Type handle ------------------------------------------===//
//
// A Type is a pointer-sized, immutable handle to storage uniqued in its
// Context; two types are equal exactly when their handles are. Concrete types
// (ir/BuiltinTypes.h, dialect types) derive through TypeBase, which gives
// them classof for llvm::isa/cast/dyn_cast and a uniquing get().
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_TYPES_H
#define ASSAY_IR_TYPES_H

#include "ir/StorageUniquer.h"
#include "llvm/Support/Casting.h"

namespace llvm {
class raw_ostream;
}

namespace assay {
class Context;
class Dialect;

namespace detail {
/// Base of every type storage.
struct TypeStorage : public StorageBase {};
} // namespace detail

/// An immutable, uniqued type.
class Type {
public:
  using ImplType = detail::TypeStorage;

  constexpr Type() = default;
  /* implicit */ Type(const ImplType *impl)
      : impl(const_cast<ImplType *>(impl)) {}

  explicit operator bool() const { return impl != nullptr; }
  bool operator!() const { return impl == nullptr; }
  bool operator==(Type o) const { return impl == o.impl; }
  bool operator!=(Type o) const { return impl != o.impl; }

  /// The class of this type (the concrete C++ type's TypeID).
  TypeID getTypeID() const { return impl->getTypeID(); }
  Context *getContext() const { return impl->getContext(); }
  /// The dialect that defines this type.
  Dialect &getDialect() const { return *impl->getDialect(); }
  ImplType *getImpl() const { return impl; }

  /// Prints in MLIR's syntax (aliases are not used).
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  // Shorthands for the builtin types (defined in BuiltinTypes.cpp).
  bool isIndex() const;
  bool isBF16() const;
  bool isF16() const;
  bool isF32() const;
  bool isF64() const;
  bool isInteger() const;
  bool isInteger(unsigned width) const;
  bool isSignlessInteger() const;
  bool isSignlessInteger(unsigned width) const;
  bool isSignlessIntOrIndex() const;
  bool isIntOrIndex() const;
  bool isIntOrFloat() const;
  bool isIntOrIndexOrFloat() const;
  bool isFloat() const;
  /// Bit width of an integer or float type; 0 for others.
  unsigned getIntOrFloatBitWidth() const;

  const void *getAsOpaquePointer() const { return impl; }
  static Type getFromOpaquePointer(const void *p) {
    return Type(static_cast<const ImplType *>(p));
  }

  friend llvm::hash_code hash_value(Type t) {
    return llvm::hash_value(t.getAsOpaquePointer());
  }

protected:
  ImplType *impl = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Type t) {
  t.print(os);
  return os;
}

/// CRTP base of concrete types: `class IntegerType : public
/// TypeBase<IntegerType, Type, detail::IntegerTypeStorage>`.
template <class ConcreteT, class BaseT, class StorageT>
class TypeBase : public BaseT {
public:
  using BaseT::BaseT;
  using ImplType = StorageT;
  using Base = TypeBase;

  static bool classof(Type t) {
    return t && t.getTypeID() == TypeID::get<ConcreteT>();
  }

  const StorageT *getImpl() const {
    return static_cast<const StorageT *>(this->impl);
  }

protected:
  /// Returns the unique instance for `args` (see StorageUniquer).
  template <class... Args> static ConcreteT get(Context *ctx, Args &&...args);
};

} // namespace assay

// Let llvm::isa/cast/dyn_cast work on Type and its subclasses by value.
namespace llvm {
template <class To, class From>
struct CastInfo<
    To, From,
    std::enable_if_t<std::is_same_v<assay::Type, std::remove_const_t<From>> ||
                     std::is_base_of_v<assay::Type, From>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(assay::Type t) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(t);
  }
  static To doCast(assay::Type t) { return To(t.getImpl()); }
};

template <> struct DenseMapInfo<assay::Type> {
  static assay::Type getEmptyKey() {
    return assay::Type::getFromOpaquePointer(
        DenseMapInfo<void *>::getEmptyKey());
  }
  static assay::Type getTombstoneKey() {
    return assay::Type::getFromOpaquePointer(
        DenseMapInfo<void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::Type t) {
    return DenseMapInfo<const void *>::getHashValue(t.getAsOpaquePointer());
  }
  static bool isEqual(assay::Type a, assay::Type b) { return a == b; }
};
} // namespace llvm

#endif // ASSAY_IR_TYPES_H
