//===- IRMapping.h - Value, block and op correspondences for cloning ------===//
//
// Maps values to values, blocks to blocks and ops to ops; cloning fills it
// and reads it to remap operands and successors.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_IRMAPPING_H
#define ASSAY_IR_IRMAPPING_H

#include "ir/Value.h"
#include "llvm/ADT/DenseMap.h"

namespace assay {
class Block;
class Operation;

/// A mapping from old IR entities to new ones.
class IRMapping {
public:
  void map(Value from, Value to) { values[from] = to; }
  void map(Block *from, Block *to) { blocks[from] = to; }
  void map(Operation *from, Operation *to) { ops[from] = to; }

  /// The mapped value, or `v` itself if unmapped.
  Value lookupOrDefault(Value v) const {
    auto it = values.find(v);
    return it == values.end() ? v : it->second;
  }
  Block *lookupOrDefault(Block *b) const {
    auto it = blocks.find(b);
    return it == blocks.end() ? b : it->second;
  }
  /// The mapped value, or null.
  Value lookupOrNull(Value v) const { return values.lookup(v); }
  Block *lookupOrNull(Block *b) const { return blocks.lookup(b); }
  Operation *lookupOrNull(Operation *op) const { return ops.lookup(op); }
  bool contains(Value v) const { return values.count(v); }
  bool contains(Block *b) const { return blocks.count(b); }
  void erase(Value v) { values.erase(v); }
  void clear() {
    values.clear();
    blocks.clear();
    ops.clear();
  }

  const llvm::DenseMap<Value, Value> &getValueMap() const { return values; }

private:
  llvm::DenseMap<Value, Value> values;
  llvm::DenseMap<Block *, Block *> blocks;
  llvm::DenseMap<Operation *, Operation *> ops;
};

} // namespace assay

#endif // ASSAY_IR_IRMAPPING_H
