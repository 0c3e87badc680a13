//===- UseList.h - Intrusive use lists of values and blocks ---------------===//
//
// A used object (a value, a block) heads a singly-linked list of its uses,
// each use also holding a back pointer to the link that points at it, so that
// inserting, removing and replacing a use is O(1) and replacing every use of
// an object is O(uses).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_USELIST_H
#define ASSAY_IR_USELIST_H

#include "llvm/ADT/iterator.h"
#include "llvm/ADT/iterator_range.h"
#include <cassert>

namespace assay {
class Operation;

template <class OperandT> class UseIterator;
template <class OperandT, class ObjectT> class UseBase;

/// The head of a use list.
template <class OperandT> class UseListHead {
public:
  UseListHead() = default;
  UseListHead(const UseListHead &) = delete;
  UseListHead &operator=(const UseListHead &) = delete;

  using use_iterator = UseIterator<OperandT>;
  use_iterator use_begin() const { return use_iterator(firstUse); }
  use_iterator use_end() const { return use_iterator(nullptr); }
  llvm::iterator_range<use_iterator> getUses() const {
    return {use_begin(), use_end()};
  }

  bool use_empty() const { return firstUse == nullptr; }
  bool hasOneUse() const { return firstUse && !firstUse->getNextUse(); }
  OperandT *getFirstUse() const { return firstUse; }

  /// Drops every use (their values become null).
  void dropAllUses() {
    while (firstUse)
      firstUse->drop();
  }

private:
  template <class, class> friend class UseBase;
  OperandT *firstUse = nullptr;
};

/// One use of an object of type ObjectT (the head type) by an operation.
template <class OperandT, class ObjectT> class UseBase {
public:
  UseBase(Operation *owner) : owner(owner) {}
  UseBase(Operation *owner, ObjectT *obj) : owner(owner) { set(obj); }
  UseBase(const UseBase &) = delete;
  UseBase &operator=(const UseBase &) = delete;
  ~UseBase() { removeFromCurrent(); }

  /// The operation holding this use.
  Operation *getOwner() const { return owner; }
  ObjectT *getObject() const { return object; }
  OperandT *getNextUse() const { return next; }

  /// Points this use at `obj` (null clears it).
  void set(ObjectT *obj) {
    if (obj == object)
      return;
    removeFromCurrent();
    object = obj;
    if (obj)
      insertInto(obj);
  }
  /// Clears the use.
  void drop() { set(nullptr); }

  /// Moves the use from `other` into this (used when operand storage grows).
  void takeFrom(UseBase &other) {
    assert(!object && "target use must be empty");
    object = other.object;
    next = other.next;
    back = other.back;
    if (object) {
      *back = static_cast<OperandT *>(this);
      if (next)
        next->back = &next;
    }
    other.object = nullptr;
    other.next = nullptr;
    other.back = nullptr;
  }

private:
  void removeFromCurrent() {
    if (!object)
      return;
    *back = next;
    if (next)
      next->back = back;
    object = nullptr;
    next = nullptr;
    back = nullptr;
  }
  void insertInto(ObjectT *obj) {
    UseListHead<OperandT> &head = *obj;
    next = head.firstUse;
    if (next)
      next->back = &next;
    back = &head.firstUse;
    head.firstUse = static_cast<OperandT *>(this);
  }

  ObjectT *object = nullptr;
  OperandT *next = nullptr;
  OperandT **back = nullptr;
  Operation *owner;
};

/// Iterates the uses of one object.
template <class OperandT>
class UseIterator
    : public llvm::iterator_facade_base<UseIterator<OperandT>,
                                        std::forward_iterator_tag, OperandT> {
public:
  UseIterator() = default;
  explicit UseIterator(OperandT *use) : use(use) {}
  OperandT &operator*() const { return *use; }
  UseIterator &operator++() {
    use = use->getNextUse();
    return *this;
  }
  bool operator==(const UseIterator &o) const { return use == o.use; }

private:
  OperandT *use = nullptr;
};

} // namespace assay

#endif // ASSAY_IR_USELIST_H
