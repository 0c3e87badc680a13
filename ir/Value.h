//===- Value.h - SSA values, operands and block successors ----------------===//
//
// A Value is a pointer-sized handle to an SSA value: the result of an
// operation (OpResult) or an argument of a block (BlockArgument). Each value
// heads the intrusive list of its uses (OpOperand), so replacing all uses is
// O(uses). BlockOperand is the analogous use of a block as a successor.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_VALUE_H
#define ASSAY_IR_VALUE_H

#include "ir/Attributes.h"
#include "ir/Types.h"
#include "ir/UseList.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Compiler.h"
#include <cstdint>
#include <cstring>

namespace assay {
class Block;
class Operation;
class OpOperand;
class Region;
class StringAttr;
class Value;

namespace detail {
/// Storage of a value: its type, its uses, and what defines it.
class ValueImpl : public UseListHead<OpOperand> {
public:
  enum class Kind : unsigned { OpResult, BlockArgument };

  Type getType() const { return type; }
  void setType(Type t) { type = t; }
  Kind getKind() const { return Kind(kind); }
  unsigned getIndex() const { return index; }
  void setIndex(unsigned i) { index = i; }

  /// Scratch word of the printer (ir/printer): while it prints a whole
  /// top-level op, the value's name there plus one; 0 at any other time
  /// (the printer clears what it set). It sits in what would be padding,
  /// so values pay nothing for it.
  unsigned getPrinterSlot() const { return printerSlot; }
  void setPrinterSlot(unsigned slot) const { printerSlot = slot; }

#ifndef NDEBUG
  /// In builds with assertions the storage of a destroyed value is filled
  /// with this byte (its block or op poisons it when freeing it), so that a
  /// use made of it afterwards, through a Value kept past its erasure, is
  /// caught where it is made (unless the memory was reused meanwhile; the
  /// verifier catches what this misses).
  static constexpr unsigned char kDestroyedByte = 0xfe;
  /// Whether this is the storage of a destroyed value (see kDestroyedByte).
  bool isDestroyed() const {
    uintptr_t bits;
    std::memcpy(&bits, &type, sizeof(bits));
    return bits == uintptr_t(0x0101010101010101ull) * kDestroyedByte;
  }
#endif

protected:
  ValueImpl(Type type, Kind kind, unsigned index)
      : type(type), index(index), kind(unsigned(kind)) {}

  Type type;
  unsigned index : 31;
  unsigned kind : 1;
  mutable unsigned printerSlot = 0;

  friend class assay::Value;
  friend class assay::Operation;
  friend class assay::Block;
};

/// The result of an operation. Results are stored in the operation's
/// allocation just before the Operation object, result i at i+1 slots below
/// it, so the owner is found from the address and the index.
class OpResultImpl : public ValueImpl {
public:
  OpResultImpl(Type type, unsigned index)
      : ValueImpl(type, Kind::OpResult, index) {}
  Operation *getOwner() const {
    return reinterpret_cast<Operation *>(const_cast<OpResultImpl *>(this) +
                                         getIndex() + 1);
  }
};

/// An argument of a block; owns its location, which may be deferred as an
/// op's may (see Operation::setDeferredFileLineColLoc). Its block creates
/// and destroys it in the context's operation memory (see Block.cpp).
class BlockArgumentImpl : public ValueImpl {
public:
  BlockArgumentImpl(Type type, Block *owner, unsigned index, Location loc)
      : ValueImpl(type, Kind::BlockArgument, index), owner(owner) {
    setLoc(loc);
  }
  Block *getOwner() const { return owner; }
  Location getLoc() const {
    uintptr_t bits = __atomic_load_n(&locBits, __ATOMIC_RELAXED);
    if (LLVM_LIKELY(!(bits & 1)))
      return Location::getFromOpaquePointer(reinterpret_cast<void *>(bits));
    return materializeLoc(bits);
  }
  void setLoc(Location l) {
    locBits = reinterpret_cast<uintptr_t>(l.getAsOpaquePointer());
  }
  /// Sets the location to `filename:line:column`, created when first asked
  /// for.
  void setDeferredFileLineColLoc(StringAttr filename, unsigned line,
                                 unsigned column);

private:
  Location materializeLoc(uintptr_t bits) const;

  Block *owner;
  /// A location storage pointer, or deferred bits (lowest bit set).
  mutable uintptr_t locBits;
};
} // namespace detail

/// How many times, on this thread, erasing a value or a block left uses
/// of it behind (in builds without assertions; with them that is an
/// assertion failure). The uses became null rather than pointers to freed
/// memory; a driver compares the count around each rewrite to name the
/// rewrite that broke the IR.
uint64_t getNumDroppedDanglingUses();

namespace detail {
/// Drops the uses left behind by an erased value or block, counting the
/// event (see getNumDroppedDanglingUses).
template <class OperandT> void dropDanglingUses(UseListHead<OperandT> &head);
/// Counts one erasure that left uses behind.
void countDroppedDanglingUses();

template <class OperandT> void dropDanglingUses(UseListHead<OperandT> &head) {
  if (head.use_empty())
    return;
  countDroppedDanglingUses();
  head.dropAllUses();
}
} // namespace detail

/// An SSA value.
class Value {
public:
  constexpr Value() = default;
  Value(detail::ValueImpl *impl) : impl(impl) {}

  explicit operator bool() const { return impl != nullptr; }
  bool operator==(Value o) const { return impl == o.impl; }
  bool operator!=(Value o) const { return impl != o.impl; }

  Type getType() const { return impl->getType(); }
  void setType(Type t) { impl->setType(t); }
  Context *getContext() const { return getType().getContext(); }

  /// The op defining this value, or null for a block argument.
  Operation *getDefiningOp() const;
  template <class OpT> OpT getDefiningOp() const {
    return llvm::dyn_cast_or_null<OpT>(getDefiningOp());
  }
  /// The block this value is defined in.
  Block *getParentBlock() const;
  /// The region this value is defined in.
  Region *getParentRegion() const;
  /// The location of the defining op, or of the block argument.
  Location getLoc() const;

  /// Uses.
  using use_iterator = UseIterator<OpOperand>;
  use_iterator use_begin() const { return impl->use_begin(); }
  use_iterator use_end() const { return impl->use_end(); }
  llvm::iterator_range<use_iterator> getUses() const { return impl->getUses(); }
  bool use_empty() const { return impl->use_empty(); }
  bool hasOneUse() const { return impl->hasOneUse(); }
  /// The ops using this value (an op appears once per use).
  auto getUsers() const;

  /// Points every use of this value at `v`.
  void replaceAllUsesWith(Value v) const;
  /// Points every use except those owned by `exception` at `v`.
  void replaceAllUsesExcept(Value v, Operation *exception) const;
  /// Points the uses for which `shouldReplace` holds at `v`.
  void
  replaceUsesWithIf(Value v,
                    llvm::function_ref<bool(OpOperand &)> shouldReplace) const;
  /// Drops every use.
  void dropAllUses() const { impl->dropAllUses(); }

  void print(llvm::raw_ostream &os) const;
  void dump() const;

  detail::ValueImpl *getImpl() const { return impl; }
  const void *getAsOpaquePointer() const { return impl; }
  static Value getFromOpaquePointer(const void *p) {
    return Value(static_cast<detail::ValueImpl *>(const_cast<void *>(p)));
  }
  friend llvm::hash_code hash_value(Value v) {
    return llvm::hash_value(v.getAsOpaquePointer());
  }

protected:
  detail::ValueImpl *impl = nullptr;
};

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, Value v) {
  v.print(os);
  return os;
}

/// A result of an operation.
class OpResult : public Value {
public:
  using Value::Value;
  static bool classof(Value v) {
    return v.getImpl()->getKind() == detail::ValueImpl::Kind::OpResult;
  }
  Operation *getOwner() const { return getResultImpl()->getOwner(); }
  unsigned getResultNumber() const { return impl->getIndex(); }

private:
  detail::OpResultImpl *getResultImpl() const {
    return static_cast<detail::OpResultImpl *>(impl);
  }
};

/// An argument of a block.
class BlockArgument : public Value {
public:
  using Value::Value;
  static bool classof(Value v) {
    return v.getImpl()->getKind() == detail::ValueImpl::Kind::BlockArgument;
  }
  Block *getOwner() const { return getArgImpl()->getOwner(); }
  unsigned getArgNumber() const { return impl->getIndex(); }
  Location getLoc() const { return getArgImpl()->getLoc(); }
  void setLoc(Location loc) { getArgImpl()->setLoc(loc); }
  /// Sets the location to `filename:line:column`, created only when first
  /// asked for (the parser's path; see Operation::setDeferredFileLineColLoc).
  void setDeferredFileLineColLoc(StringAttr filename, unsigned line,
                                 unsigned column);

private:
  detail::BlockArgumentImpl *getArgImpl() const {
    return static_cast<detail::BlockArgumentImpl *>(impl);
  }
};

/// A use of a value by an operation.
class OpOperand : public UseBase<OpOperand, detail::ValueImpl> {
public:
  using UseBase::UseBase;
  OpOperand(Operation *owner, Value v) : UseBase(owner, checkAlive(v)) {}

  Value get() const { return Value(getObject()); }
  void set(Value v) { UseBase::set(checkAlive(v)); }
  /// The position of this operand in its owner's operand list.
  unsigned getOperandNumber() const;

private:
  static detail::ValueImpl *checkAlive(Value v) {
    assert((!v || !v.getImpl()->isDestroyed()) &&
           "using a value whose op or block was erased");
    return v.getImpl();
  }
};

/// The owners of a value's uses.
inline auto Value::getUsers() const {
  return llvm::map_range(getUses(),
                         [](OpOperand &use) { return use.getOwner(); });
}
} // namespace assay

namespace llvm {
template <class To, class From>
struct CastInfo<
    To, From,
    std::enable_if_t<std::is_same_v<assay::Value, std::remove_const_t<From>> ||
                     std::is_base_of_v<assay::Value, From>>>
    : NullableValueCastFailed<To>,
      DefaultDoCastIfPossible<To, From, CastInfo<To, From>> {
  static bool isPossible(assay::Value v) {
    if constexpr (std::is_base_of_v<To, From>)
      return true;
    else
      return To::classof(v);
  }
  static To doCast(assay::Value v) { return To(v.getImpl()); }
};

template <> struct DenseMapInfo<assay::Value> {
  static assay::Value getEmptyKey() {
    return assay::Value::getFromOpaquePointer(
        DenseMapInfo<void *>::getEmptyKey());
  }
  static assay::Value getTombstoneKey() {
    return assay::Value::getFromOpaquePointer(
        DenseMapInfo<void *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::Value v) {
    return DenseMapInfo<const void *>::getHashValue(v.getAsOpaquePointer());
  }
  static bool isEqual(assay::Value a, assay::Value b) { return a == b; }
};
} // namespace llvm

#endif // ASSAY_IR_VALUE_H
