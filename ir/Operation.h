//===- Operation.h - The generic operation --------------------------------===//
//
// An Operation is one allocation holding, in order: its results (in reverse,
// so result i sits i+1 slots below the object), the Operation object, then,
// only for an op with regions or successors, a small header counting them
// followed by the regions and the successor uses, and last the operand uses
// the op was created with. Operands that outgrow that inline space move to a
// separate allocation headed by its capacity. Operations live in their
// block's intrusive list. Typed op classes (arith::AddIOp, say) are thin
// views over an Operation*.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPERATION_H
#define ASSAY_IR_OPERATION_H

#include "ir/Block.h"
#include "ir/Diagnostics.h"
#include "ir/OperationName.h"
#include "ir/Region.h"
#include "ir/Value.h"
#include "ir/Walk.h"
#include "llvm/ADT/ilist_node.h"
#include "llvm/ADT/iterator_range.h"
#include "llvm/Support/Compiler.h"

namespace assay {
class DictionaryAttr;
class IRMapping;
class NamedAttrList;
class OperationState;
class StringAttr;
struct OpPrintingFlags;

/// The results of an operation, indexable and iterable as Values.
class ResultRange
    : public llvm::indexed_accessor_range<ResultRange, detail::OpResultImpl *,
                                          OpResult, OpResult, OpResult> {
public:
  using indexed_accessor_range::indexed_accessor_range;
  /// The results' types.
  auto getTypes() const {
    return llvm::map_range(*this, [](OpResult r) { return r.getType(); });
  }
  bool use_empty() const {
    return llvm::all_of(*this, [](OpResult r) { return r.use_empty(); });
  }
  void replaceAllUsesWith(llvm::ArrayRef<Value> values) const;

private:
  friend indexed_accessor_range;
  // Results sit in reverse below the op: index i is base - i.
  static OpResult dereference(detail::OpResultImpl *base, ptrdiff_t index) {
    return OpResult(base - index);
  }
};

/// The operands of an operation, iterable as Values.
class OperandRange
    : public llvm::indexed_accessor_range<OperandRange, OpOperand *, Value,
                                          Value, Value> {
public:
  using indexed_accessor_range::indexed_accessor_range;
  auto getTypes() const {
    return llvm::map_range(*this, [](Value v) { return v.getType(); });
  }

private:
  friend indexed_accessor_range;
  static Value dereference(OpOperand *base, ptrdiff_t index) {
    return base[index].get();
  }
};

/// A use of a block as successor.
class BlockOperand : public UseBase<BlockOperand, Block> {
public:
  using UseBase::UseBase;
  Block *get() const { return getObject(); }
  void set(Block *b) { UseBase::set(b); }
  unsigned getOperandNumber() const;
};

/// The generic operation.
class alignas(8) Operation final : public llvm::ilist_node<Operation> {
public:
  /// Creates a detached operation.
  static Operation *create(Location loc, OperationName name,
                           llvm::ArrayRef<Type> resultTypes,
                           llvm::ArrayRef<Value> operands,
                           DictionaryAttr attributes, Attribute properties,
                           llvm::ArrayRef<Block *> successors,
                           unsigned numRegions);
  /// Creates a detached operation from `state`, taking its regions.
  static Operation *create(OperationState &state);

  /// Removes from the parent block (if any) and destroys, with everything
  /// nested. Every result must be unused.
  void erase();
  /// Destroys a detached operation.
  void destroy();
  /// Unlinks from the parent block without destroying.
  void remove();

  //===--- Identity ------------------------------------------------------===//

  OperationName getName() const { return name; }
  bool isRegistered() const { return name.isRegistered(); }
  Dialect *getDialect() const { return name.getDialect(); }
  Context *getContext() const { return name.getInfo()->context; }
  Location getLoc() const {
    uintptr_t bits = __atomic_load_n(&locationBits, __ATOMIC_RELAXED);
    if (LLVM_LIKELY(!(bits & kDeferredLocBit)))
      return Location::getFromOpaquePointer(reinterpret_cast<void *>(bits));
    return materializeLoc(bits);
  }
  void setLoc(Location loc) {
    locationBits = reinterpret_cast<uintptr_t>(loc.getAsOpaquePointer());
  }
  /// Sets the location to `filename:line:column` (a FileLineColLoc) without
  /// creating that attribute until getLoc() is first asked for it: the
  /// parser's path, so that ops whose location nobody looks at cost no
  /// uniqued location each. Equivalent to setLoc(FileLineColLoc::get(...)).
  void setDeferredFileLineColLoc(StringAttr filename, unsigned line,
                                 unsigned column);
  bool hasTrait(OpTrait t) const { return name.hasTrait(t); }

  //===--- Position ------------------------------------------------------===//

  Block *getBlock() const { return block; }
  /// The next and previous op in the block, or null.
  Operation *getNextNode();
  Operation *getPrevNode();
  Region *getParentRegion() const;
  Operation *getParentOp() const;
  /// The closest ancestor op of class OpT.
  template <class OpT> OpT getParentOfType() const {
    for (Operation *op = getParentOp(); op; op = op->getParentOp())
      if (auto typed = llvm::dyn_cast<OpT>(op))
        return typed;
    return OpT();
  }
  /// Whether `this` is `other` or nested in it.
  bool isAncestor(Operation *other) const;
  bool isProperAncestor(Operation *other) const;
  /// Whether this op comes before `other` in the same block; amortised O(1)
  /// (the block renumbers its ops only after an insertion broke the order).
  bool isBeforeInBlock(Operation *other) const {
    assert(block && block == other->block && "ops must share a block");
    if (LLVM_UNLIKELY(!block->isOpOrderValid()))
      block->recomputeOpOrder();
    return orderIndex < other->orderIndex;
  }
  void moveBefore(Operation *other);
  void moveAfter(Operation *other);
  void moveBefore(Block *block, Block::iterator pos);

  //===--- Operands ------------------------------------------------------===//

  unsigned getNumOperands() const { return numOperands; }
  Value getOperand(unsigned i) const { return operands[i].get(); }
  void setOperand(unsigned i, Value v) { operands[i].set(v); }
  OperandRange getOperands() const {
    return OperandRange(operands, 0, numOperands);
  }
  llvm::MutableArrayRef<OpOperand> getOpOperands() {
    return {operands, numOperands};
  }
  OpOperand &getOpOperand(unsigned i) { return operands[i]; }
  /// Replaces the whole operand list (it may change length).
  void setOperands(llvm::ArrayRef<Value> values);
  /// Replaces operands [start, start+length) by `values`.
  void setOperands(unsigned start, unsigned length,
                   llvm::ArrayRef<Value> values);
  void insertOperands(unsigned index, llvm::ArrayRef<Value> values);
  void eraseOperand(unsigned index) { setOperands(index, 1, {}); }
  auto getOperandTypes() const { return getOperands().getTypes(); }

  //===--- Results -------------------------------------------------------===//

  unsigned getNumResults() const { return numResults; }
  OpResult getResult(unsigned i) const { return OpResult(getResultImpl(i)); }
  ResultRange getResults() const {
    return ResultRange(numResults ? getResultImpl(0) : nullptr, 0, numResults);
  }
  auto getResultTypes() const { return getResults().getTypes(); }
  bool use_empty() const { return getResults().use_empty(); }
  /// Whether any result has a use.
  bool hasUses() const { return !use_empty(); }
  /// Points every use of result i at values[i].
  void replaceAllUsesWith(llvm::ArrayRef<Value> values) {
    getResults().replaceAllUsesWith(values);
  }
  void replaceAllUsesWith(Operation *op);
  /// The ops using any result.
  llvm::SmallVector<Operation *, 4> getUsers() const;

  //===--- Attributes ----------------------------------------------------===//

  /// The discardable attributes, as a dictionary (never null).
  DictionaryAttr getAttrDictionary() const;
  /// Null when there are none.
  Attribute getRawAttrDictionary() const {
    switch (attrBits & kAttrTagMask) {
    case kPropertiesOnly:
      return {};
    case kAttributesOnly:
      return attrPointer();
    default:
      return getPairedAttr(0);
    }
  }
  void setAttrs(DictionaryAttr dict);
  void setAttrs(llvm::ArrayRef<NamedAttribute> attrs);
  Attribute getAttr(llvm::StringRef name) const;
  Attribute getAttr(StringAttr name) const;
  template <class AttrT> AttrT getAttrOfType(llvm::StringRef name) const {
    return llvm::dyn_cast_or_null<AttrT>(getAttr(name));
  }
  bool hasAttr(llvm::StringRef name) const { return bool(getAttr(name)); }
  void setAttr(llvm::StringRef name, Attribute value);
  void setAttr(StringAttr name, Attribute value);
  /// Returns the removed value, or null.
  Attribute removeAttr(llvm::StringRef name);
  llvm::ArrayRef<NamedAttribute> getAttrs() const;

  /// The properties (inherent attributes, printed as `<{...}>`); null if the
  /// op has none. Assay keeps them as one attribute, a dictionary for
  /// generic ops.
  Attribute getPropertiesAttr() const {
    switch (attrBits & kAttrTagMask) {
    case kPropertiesOnly:
      return attrPointer();
    case kAttributesOnly:
      return {};
    default:
      return getPairedAttr(1);
    }
  }
  void setPropertiesAttr(Attribute props) {
    setAttrStorage(getRawAttrDictionary(), props);
  }
  /// An inherent attribute: the property of that name if the properties are
  /// a dictionary, else the discardable attribute of that name.
  Attribute getInherentAttr(llvm::StringRef name) const;

  //===--- Regions -------------------------------------------------------===//

  unsigned getNumRegions() const {
    return hasTrailingCounts ? getTrailingCounts()->numRegions : 0;
  }
  Region &getRegion(unsigned i) {
    assert(i < getNumRegions() && "region index out of range");
    return getRegionStorage()[i];
  }
  const Region &getRegion(unsigned i) const {
    return const_cast<Operation *>(this)->getRegion(i);
  }
  llvm::MutableArrayRef<Region> getRegions() {
    if (!hasTrailingCounts)
      return {};
    return {getRegionStorage(), getTrailingCounts()->numRegions};
  }

  //===--- Successors ----------------------------------------------------===//

  unsigned getNumSuccessors() const {
    return hasTrailingCounts ? getTrailingCounts()->numSuccs : 0;
  }
  Block *getSuccessor(unsigned i) const {
    assert(i < getNumSuccessors() && "successor index out of range");
    return getSuccStorage()[i].get();
  }
  void setSuccessor(Block *b, unsigned i) {
    assert(i < getNumSuccessors() && "successor index out of range");
    getSuccStorage()[i].set(b);
  }
  llvm::MutableArrayRef<BlockOperand> getBlockOperands() {
    if (!hasTrailingCounts)
      return {};
    return {getSuccStorage(), getTrailingCounts()->numSuccs};
  }
  llvm::SmallVector<Block *, 2> getSuccessors() const;

  //===--- Walks ---------------------------------------------------------===//

  /// Visits this op and every nested op; see ir/Walk.h. The callback takes
  /// an Operation* and returns WalkResult (to interrupt or skip) or void.
  template <class Fn>
  auto walk(Fn &&callback, WalkOrder order = WalkOrder::PostOrder) {
    using Result = std::invoke_result_t<Fn, Operation *>;
    if constexpr (std::is_same_v<Result, WalkResult>) {
      return detail::walkOperations(this, callback, order);
    } else {
      detail::walkOperations(
          this,
          [&](Operation *op) {
            callback(op);
            return WalkResult::advance();
          },
          order);
    }
  }

  /// Drops every operand and successor use of this op and the ops nested in
  /// it (before erasing a group of ops that use each other).
  void dropAllReferences();
  /// Drops the uses of this op's results.
  void dropAllUses();

  //===--- Cloning -------------------------------------------------------===//

  /// Clones with nested regions; operands are looked up in `mapper` (values
  /// not mapped are kept), and the mapper learns the new results.
  Operation *clone(IRMapping &mapper) const;
  Operation *clone() const;
  /// Clones without regions' contents (the regions are created empty).
  Operation *cloneWithoutRegions(IRMapping &mapper) const;

  //===--- Diagnostics ---------------------------------------------------===//

  /// An error at this op's location; with the context's printOpOnDiagnostic
  /// the op is attached in a `see current operation:` note.
  InFlightDiagnostic emitError(const llvm::Twine &message = {});
  /// An error prefixed by `'op.name' op `.
  InFlightDiagnostic emitOpError(const llvm::Twine &message = {});
  InFlightDiagnostic emitWarning(const llvm::Twine &message = {});
  InFlightDiagnostic emitRemark(const llvm::Twine &message = {});

  //===--- Printing ------------------------------------------------------===//

  /// Prints this op (with the printer of ir/printer).
  void print(llvm::raw_ostream &os, const OpPrintingFlags &flags) const;
  void print(llvm::raw_ostream &os) const;
  void dump() const;

  //===--- Internals used by Block ---------------------------------------===//

  /// The position key of isBeforeInBlock.
  unsigned getOrderIndex() const { return orderIndex; }

private:
  Operation(Location loc, OperationName name, unsigned numResults,
            bool hasTrailingCounts, unsigned numOperands, Attribute attrs,
            Attribute properties);
  ~Operation();

  /// The counts that follow the object of an op with regions or successors
  /// (most ops have neither and pay nothing for them).
  struct TrailingCounts {
    unsigned numRegions;
    unsigned numSuccs;
  };
  /// The header in front of out-of-line operand storage.
  struct alignas(8) OperandStorageHeader {
    unsigned capacity;
  };

  detail::OpResultImpl *getResultImpl(unsigned i) const {
    return reinterpret_cast<detail::OpResultImpl *>(
               const_cast<Operation *>(this)) -
           1 - i;
  }
  /// Only meaningful when hasTrailingCounts is set.
  TrailingCounts *getTrailingCounts() const {
    return reinterpret_cast<TrailingCounts *>(const_cast<Operation *>(this) +
                                              1);
  }
  /// Only meaningful when hasTrailingCounts is set.
  Region *getRegionStorage() const {
    return reinterpret_cast<Region *>(getTrailingCounts() + 1);
  }
  /// Only meaningful when hasTrailingCounts is set.
  BlockOperand *getSuccStorage() const {
    return reinterpret_cast<BlockOperand *>(getRegionStorage() +
                                            getTrailingCounts()->numRegions);
  }
  /// The operand slots of the op's own allocation, which come last in it.
  OpOperand *getInlineOperandStorage() const {
    if (!hasTrailingCounts)
      return reinterpret_cast<OpOperand *>(const_cast<Operation *>(this) + 1);
    return reinterpret_cast<OpOperand *>(getSuccStorage() +
                                         getTrailingCounts()->numSuccs);
  }
  /// Whether the operands are still in the op's own allocation (out-of-line
  /// storage is a separate allocation, so it never compares equal).
  bool hasInlineOperands() const {
    return operands == getInlineOperandStorage();
  }
  /// How many operands fit where they are now.
  unsigned getOperandCapacity() const;
  /// The header of out-of-line operand storage `storage`.
  static OperandStorageHeader *getOperandStorageHeader(OpOperand *storage) {
    return reinterpret_cast<OperandStorageHeader *>(storage) - 1;
  }
  /// Makes room for `newCount` operands, moving them out of line if needed.
  void growOperands(unsigned newCount);

  friend class Block;

  /// The size of the allocation of an op with these counts (see create()).
  static size_t getAllocationSize(unsigned numResults, unsigned numRegions,
                                  unsigned numSuccs,
                                  unsigned numInlineOperands);
  /// The size of this op's allocation.
  size_t getAllocationSize() const;

  /// Creates the FileLineColLoc that deferred `bits` stand for, and keeps
  /// it in place of them.
  Location materializeLoc(uintptr_t bits) const;

  /// With this bit set, `locationBits` is not a LocationAttr storage but a
  /// deferred file:line:col (see Operation.cpp for the layout).
  static constexpr uintptr_t kDeferredLocBit = 1;

  /// What `attrBits` holds, in its low bits: the properties alone (null
  /// when the op has neither), the discardable dictionary alone, or an
  /// ArrayAttr of the two.
  enum : uintptr_t {
    kPropertiesOnly = 0,
    kAttributesOnly = 1,
    kAttributesAndProperties = 2,
    kAttrTagMask = 3,
  };
  Attribute attrPointer() const {
    return Attribute::getFromOpaquePointer(
        reinterpret_cast<const void *>(attrBits & ~kAttrTagMask));
  }
  /// Element `i` of the ArrayAttr of kAttributesAndProperties.
  Attribute getPairedAttr(unsigned i) const;
  void setAttrStorage(Attribute attrs, Attribute properties);

  Block *block = nullptr;
  /// The location: a LocationAttr storage pointer, or deferred bits. Read
  /// atomically, as getLoc() on a const op may replace deferred bits.
  mutable uintptr_t locationBits;
  OperationName name;
  /// The discardable attributes and the properties in one word: most ops
  /// have properties and no discardable attributes (see kPropertiesOnly).
  uintptr_t attrBits = 0;
  mutable unsigned orderIndex = 0;
  unsigned numResults;
  unsigned numOperands;
  /// Operand slots in the op's own allocation, fixed at creation (operands
  /// move out of line when they outgrow them; the slots stay allocated).
  unsigned numInlineOperands : 31;
  /// Whether TrailingCounts follow the object: the op has regions or
  /// successors.
  unsigned hasTrailingCounts : 1;
  /// The operands: the inline slots, or out-of-line storage that an
  /// OperandStorageHeader precedes.
  OpOperand *operands;
};

// Every op pays for each byte here: keep the object at nine words.
static_assert(sizeof(Operation) == 72, "Operation grew");

inline auto Block::getPredecessors() const {
  return llvm::map_range(
      getUses(), [](BlockOperand &use) { return use.getOwner()->getBlock(); });
}

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                                     const Operation &op) {
  op.print(os);
  return os;
}

/// Owns a detached operation and erases it on destruction.
template <class OpT = Operation *> class OwningOpRef {
public:
  OwningOpRef() = default;
  OwningOpRef(OpT op) : op(op) {}
  OwningOpRef(OwningOpRef &&o) : op(o.release()) {}
  OwningOpRef &operator=(OwningOpRef &&o) {
    reset(o.release());
    return *this;
  }
  ~OwningOpRef() { reset(); }

  OpT get() const { return op; }
  OpT operator*() const { return op; }
  auto operator->() const { return op; }
  explicit operator bool() const { return bool(op); }
  OpT release() {
    OpT r = op;
    op = nullptr;
    return r;
  }
  void reset(OpT newOp = nullptr) {
    if (op)
      getOperation(op)->erase();
    op = newOp;
  }

private:
  static Operation *getOperation(Operation *o) { return o; }
  template <class T> static Operation *getOperation(T o) {
    return o.getOperation();
  }
  OpT op = nullptr;
};

} // namespace assay

#endif // ASSAY_IR_OPERATION_H
