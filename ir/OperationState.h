//===- OperationState.h - Everything needed to create an operation --------===//
//
// OperationState gathers an op's name, location, operands, result types,
// attributes, properties, successors and regions before Operation::create;
// parsers and builders fill it.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPERATIONSTATE_H
#define ASSAY_IR_OPERATIONSTATE_H

#include "ir/BuiltinAttributes.h"
#include "ir/OperationName.h"
#include "ir/Region.h"
#include "ir/Value.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>

namespace assay {
class Block;

/// The ingredients of an operation.
class OperationState {
public:
  OperationState(Location loc, OperationName name)
      : location(loc), name(name) {}
  OperationState(Location loc, llvm::StringRef name);
  ~OperationState();
  OperationState(OperationState &&) = default;

  Context *getContext() const { return location.getContext(); }

  void addOperands(llvm::ArrayRef<Value> values) {
    operands.append(values.begin(), values.end());
  }
  void addTypes(llvm::ArrayRef<Type> ts) { types.append(ts.begin(), ts.end()); }
  void addAttribute(llvm::StringRef name, Attribute value) {
    attributes.append(name, value);
  }
  void addAttributes(llvm::ArrayRef<NamedAttribute> attrs) {
    attributes.append(attrs);
  }
  void addSuccessors(Block *b) { successors.push_back(b); }
  void addSuccessors(llvm::ArrayRef<Block *> bs) {
    successors.append(bs.begin(), bs.end());
  }
  /// Adds an empty region and returns it.
  Region *addRegion();
  /// Adds a region, taking ownership.
  void addRegion(std::unique_ptr<Region> &&region);

  Location location;
  OperationName name;
  llvm::SmallVector<Value, 4> operands;
  llvm::SmallVector<Type, 2> types;
  NamedAttrList attributes;
  /// The properties attribute (null: none).
  Attribute properties;
  llvm::SmallVector<Block *, 1> successors;
  llvm::SmallVector<std::unique_ptr<Region>, 1> regions;
};

} // namespace assay

#endif // ASSAY_IR_OPERATIONSTATE_H
