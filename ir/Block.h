//===- Block.h - A basic block: arguments and a list of operations --------===//
//
// A Block owns its arguments and an intrusive list of operations; it sits in
// a Region's intrusive list and heads the use list of the terminators that
// name it as successor. Ops are added and removed through the Block so that
// parent links and the order index behind isBeforeInBlock stay right.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_BLOCK_H
#define ASSAY_IR_BLOCK_H

#include "ir/Value.h"
#include "ir/Walk.h"
#include "llvm/ADT/ilist_node.h"
#include "llvm/ADT/simple_ilist.h"

namespace assay {
class BlockOperand;
class Operation;
class Region;

/// A basic block.
class Block : public UseListHead<BlockOperand>, public llvm::ilist_node<Block> {
public:
  using OpListType = llvm::simple_ilist<Operation>;
  using iterator = OpListType::iterator;
  using reverse_iterator = OpListType::reverse_iterator;

  Block() = default;
  /// Destroys the ops (which must have no uses from outside) and arguments.
  ~Block();
  Block(const Block &) = delete;
  Block &operator=(const Block &) = delete;

  //===--- Position ------------------------------------------------------===//

  Region *getParent() const { return parent; }
  /// The next and previous block in the region, or null.
  Block *getNextNode();
  Block *getPrevNode();
  Operation *getParentOp() const;
  bool isEntryBlock() const;
  /// Unlinks from the parent region and deletes.
  void erase();
  /// Moves before `block` (possibly into another region).
  void moveBefore(Block *block);

  //===--- Arguments -----------------------------------------------------===//

  llvm::ArrayRef<BlockArgument> getArguments() const {
    return {arguments, numArguments};
  }
  unsigned getNumArguments() const { return numArguments; }
  BlockArgument getArgument(unsigned i) const {
    assert(i < numArguments && "argument index out of range");
    return arguments[i];
  }
  bool args_empty() const { return numArguments == 0; }
  auto getArgumentTypes() const {
    return llvm::map_range(getArguments(),
                           [](BlockArgument a) { return a.getType(); });
  }
  /// Makes room for `count` arguments in all, so that adding them one at a
  /// time allocates the argument array once.
  void reserveArguments(unsigned count);
  BlockArgument addArgument(Type type, Location loc);
  void addArguments(llvm::ArrayRef<Type> types, llvm::ArrayRef<Location> locs);
  BlockArgument insertArgument(unsigned index, Type type, Location loc);
  /// Erases an argument, which must be unused.
  void eraseArgument(unsigned index);
  void eraseArguments(unsigned start, unsigned count);

  //===--- Operations ----------------------------------------------------===//

  OpListType &getOperations() { return operations; }
  iterator begin() { return operations.begin(); }
  iterator end() { return operations.end(); }
  reverse_iterator rbegin() { return operations.rbegin(); }
  reverse_iterator rend() { return operations.rend(); }
  bool empty() const { return operations.empty(); }
  Operation &front() { return operations.front(); }
  Operation &back() { return operations.back(); }

  void push_back(Operation *op) { insert(end(), op); }
  void push_front(Operation *op) { insert(begin(), op); }
  /// Inserts a detached op before `pos`.
  void insert(iterator pos, Operation *op);
  /// Unlinks `op` (it stays alive, detached).
  void remove(Operation *op);
  /// Moves [first, last) of `from` before `pos` in this block.
  void splice(iterator pos, Block *from, iterator first, iterator last);
  void splice(iterator pos, Block *from) {
    splice(pos, from, from->begin(), from->end());
  }

  /// The last op if it is a terminator (or may be one: unregistered), else
  /// null.
  Operation *getTerminator();
  /// Whether the last op is known to be a terminator.
  bool mightHaveTerminator();
  /// The ops without the terminator.
  llvm::iterator_range<iterator> without_terminator();

  /// Splits before `pos`: the ops from `pos` on move to a new block placed
  /// after this one, which is returned.
  Block *splitBlock(iterator pos);

  //===--- Control flow --------------------------------------------------===//

  /// The blocks whose terminators name this block, once per use.
  auto getPredecessors() const;
  bool hasNoPredecessors() const { return use_empty(); }
  Block *getSinglePredecessor() const;
  unsigned getNumSuccessors();
  Block *getSuccessor(unsigned i);
  llvm::SmallVector<Block *, 2> getSuccessors();

  //===--- Ordering ------------------------------------------------------===//

  /// Whether the op order indices are up to date.
  bool isOpOrderValid() const { return orderValid; }
  void invalidateOpOrder() { orderValid = false; }
  /// Renumbers the ops (isBeforeInBlock calls this when needed).
  void recomputeOpOrder();

  //===--- Misc ----------------------------------------------------------===//

  /// Drops the operand and successor uses of every nested op.
  void dropAllReferences();
  /// Drops every use of the values defined in this block and nested in it.
  void dropAllDefinedValueUses();

  WalkResult walk(llvm::function_ref<WalkResult(Operation *)> callback,
                  WalkOrder order = WalkOrder::PostOrder);

  void print(llvm::raw_ostream &os) const;
  void dump() const;
  /// Prints the block's label as an operand would name it (`^bb3`); used by
  /// LLVM's dominator tree in its debug output.
  void printAsOperand(llvm::raw_ostream &os, bool printType = true);

  /// Scratch word of the printer, as for values (see
  /// ValueImpl::getPrinterSlot): the block's number plus one during a print
  /// of a whole top-level op, 0 otherwise. It sits in what would be padding.
  unsigned getPrinterSlot() const { return printerSlot; }
  void setPrinterSlot(unsigned slot) const { printerSlot = slot; }

private:
  friend class Region;
  friend class Operation;
  void assignOrderIndex(Operation *op);
  /// Moves the arguments to an array of `capacity` slots from `ctx`.
  void setArgumentCapacity(unsigned capacity, Context *ctx);

  Region *parent = nullptr;
  OpListType operations;
  /// The arguments, in an array of argumentCapacity slots taken from the
  /// operation memory of their types' context (as are the arguments
  /// themselves, so neither pays an allocator header). Null exactly when
  /// there are no arguments: a block knows its context only through them.
  /// Until then argumentCapacity holds the size reserveArguments asked for.
  BlockArgument *arguments = nullptr;
  unsigned numArguments = 0;
  unsigned argumentCapacity = 0;
  bool orderValid = true;
  mutable unsigned printerSlot = 0;
};

} // namespace assay

#endif // ASSAY_IR_BLOCK_H
