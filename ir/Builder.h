//===- Builder.h - Creating types, attributes and operations --------------===//
//
// Builder gives short names for the common builtin types and attributes;
// OpBuilder adds an insertion point and creates operations there, telling an
// optional Listener about every op and block it inserts (the rewriter and
// its drivers listen).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_BUILDER_H
#define ASSAY_IR_BUILDER_H

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Location.h"
#include "ir/Operation.h"
#include "ir/OperationState.h"

namespace assay {
class IRMapping;

/// Shorthands for builtin types and attributes.
class Builder {
public:
  explicit Builder(Context *ctx) : context(ctx) {}
  Context *getContext() const { return context; }

  // Types.
  IntegerType getI1Type() { return getIntegerType(1); }
  IntegerType getI8Type() { return getIntegerType(8); }
  IntegerType getI16Type() { return getIntegerType(16); }
  IntegerType getI32Type() { return getIntegerType(32); }
  IntegerType getI64Type() { return getIntegerType(64); }
  IntegerType getIntegerType(unsigned width);
  IntegerType getIntegerType(unsigned width, bool isSigned);
  IndexType getIndexType() { return IndexType::get(context); }
  FloatType getBF16Type() { return FloatType::getBF16(context); }
  FloatType getF16Type() { return FloatType::getF16(context); }
  FloatType getF32Type() { return FloatType::getF32(context); }
  FloatType getF64Type() { return FloatType::getF64(context); }
  NoneType getNoneType() { return NoneType::get(context); }
  FunctionType getFunctionType(llvm::ArrayRef<Type> inputs,
                               llvm::ArrayRef<Type> results) {
    return FunctionType::get(context, inputs, results);
  }
  TupleType getTupleType(llvm::ArrayRef<Type> types) {
    return TupleType::get(context, types);
  }

  // Attributes.
  UnitAttr getUnitAttr() { return UnitAttr::get(context); }
  BoolAttr getBoolAttr(bool value) { return BoolAttr::get(context, value); }
  IntegerAttr getIntegerAttr(Type type, int64_t value) {
    return IntegerAttr::get(type, value);
  }
  IntegerAttr getIntegerAttr(Type type, const llvm::APInt &value) {
    return IntegerAttr::get(type, value);
  }
  IntegerAttr getI32IntegerAttr(int32_t value) {
    return getIntegerAttr(getI32Type(), value);
  }
  IntegerAttr getI64IntegerAttr(int64_t value) {
    return getIntegerAttr(getI64Type(), value);
  }
  IntegerAttr getIndexAttr(int64_t value) {
    return getIntegerAttr(getIndexType(), value);
  }
  FloatAttr getFloatAttr(Type type, double value) {
    return FloatAttr::get(type, value);
  }
  FloatAttr getF32FloatAttr(float value) {
    return getFloatAttr(getF32Type(), value);
  }
  FloatAttr getF64FloatAttr(double value) {
    return getFloatAttr(getF64Type(), value);
  }
  StringAttr getStringAttr(const llvm::Twine &value) {
    return StringAttr::get(context, value);
  }
  ArrayAttr getArrayAttr(llvm::ArrayRef<Attribute> values) {
    return ArrayAttr::get(context, values);
  }
  DictionaryAttr getDictionaryAttr(llvm::ArrayRef<NamedAttribute> values) {
    return DictionaryAttr::get(context, values);
  }
  TypeAttr getTypeAttr(Type type) { return TypeAttr::get(type); }
  FlatSymbolRefAttr getSymbolRefAttr(llvm::StringRef name) {
    return FlatSymbolRefAttr::get(context, name);
  }
  NamedAttribute getNamedAttr(llvm::StringRef name, Attribute value) {
    return NamedAttribute(getStringAttr(name), value);
  }

  // Locations.
  Location getUnknownLoc() { return UnknownLoc::get(context); }
  Location getFileLineColLoc(llvm::StringRef file, unsigned line,
                             unsigned col) {
    return FileLineColLoc::get(context, file, line, col);
  }

protected:
  Context *context;
};

/// A Builder with an insertion point.
class OpBuilder : public Builder {
public:
  /// Hears about what the builder inserts.
  struct Listener {
    virtual ~Listener() = default;
    virtual void notifyOperationInserted(Operation *op) {}
    virtual void notifyBlockInserted(Block *block) {}
  };

  /// A saved insertion point.
  class InsertPoint {
  public:
    InsertPoint() = default;
    InsertPoint(Block *block, Block::iterator point)
        : block(block), point(point) {}
    bool isSet() const { return block != nullptr; }
    Block *getBlock() const { return block; }
    Block::iterator getPoint() const { return point; }

  private:
    Block *block = nullptr;
    Block::iterator point;
  };

  /// Restores the insertion point when it goes out of scope.
  class InsertionGuard {
  public:
    explicit InsertionGuard(OpBuilder &b)
        : builder(b), saved(b.saveInsertionPoint()) {}
    ~InsertionGuard() { builder.restoreInsertionPoint(saved); }

  private:
    OpBuilder &builder;
    InsertPoint saved;
  };

  explicit OpBuilder(Context *ctx, Listener *listener = nullptr)
      : Builder(ctx), listener(listener) {}
  /// Inserts before `op`.
  explicit OpBuilder(Operation *op, Listener *listener = nullptr)
      : OpBuilder(op->getContext(), listener) {
    setInsertionPoint(op);
  }
  OpBuilder(Block *block, Block::iterator point, Listener *listener = nullptr);

  static OpBuilder atBlockBegin(Block *block, Listener *listener = nullptr) {
    return OpBuilder(block, block->begin(), listener);
  }
  static OpBuilder atBlockEnd(Block *block, Listener *listener = nullptr) {
    return OpBuilder(block, block->end(), listener);
  }

  void setListener(Listener *l) { listener = l; }
  Listener *getListener() const { return listener; }

  //===--- Insertion point ----------------------------------------------===//

  void clearInsertionPoint() { block = nullptr; }
  InsertPoint saveInsertionPoint() const { return {block, point}; }
  void restoreInsertionPoint(InsertPoint ip) {
    block = ip.getBlock();
    point = ip.getPoint();
  }
  void setInsertionPoint(Block *b, Block::iterator p) {
    block = b;
    point = p;
  }
  /// Before `op`.
  void setInsertionPoint(Operation *op) {
    setInsertionPoint(op->getBlock(), Block::iterator(op));
  }
  void setInsertionPointAfter(Operation *op) {
    setInsertionPoint(op->getBlock(), std::next(Block::iterator(op)));
  }
  /// After the op defining `v`, or at the start of its block.
  void setInsertionPointAfterValue(Value v);
  void setInsertionPointToStart(Block *b) { setInsertionPoint(b, b->begin()); }
  void setInsertionPointToEnd(Block *b) { setInsertionPoint(b, b->end()); }
  Block *getInsertionBlock() const { return block; }
  Block::iterator getInsertionPoint() const { return point; }

  //===--- Creation ------------------------------------------------------===//

  /// Inserts a detached op at the insertion point (if one is set).
  Operation *insert(Operation *op);
  /// Creates an op from `state` and inserts it.
  Operation *create(OperationState &state);
  /// Creates an op of name `name`.
  Operation *create(Location loc, llvm::StringRef name,
                    llvm::ArrayRef<Value> operands = {},
                    llvm::ArrayRef<Type> types = {},
                    llvm::ArrayRef<NamedAttribute> attributes = {});
  /// Creates typed op OpT through `OpT::build(builder, state, args...)`.
  template <class OpT, class... Args> OpT create(Location loc, Args &&...args) {
    OperationState state(loc, OpT::getOperationName());
    OpT::build(*this, state, std::forward<Args>(args)...);
    return llvm::cast<OpT>(create(state));
  }

  /// Creates a block in `parent` before `pos` with the given arguments and
  /// moves the insertion point to its end.
  Block *createBlock(Region *parent, Region::iterator pos,
                     llvm::ArrayRef<Type> argTypes = {},
                     llvm::ArrayRef<Location> locs = {});
  Block *createBlock(Region *parent, llvm::ArrayRef<Type> argTypes = {},
                     llvm::ArrayRef<Location> locs = {}) {
    return createBlock(parent, parent->end(), argTypes, locs);
  }
  /// Creates a block before `before`.
  Block *createBlock(Block *before, llvm::ArrayRef<Type> argTypes = {},
                     llvm::ArrayRef<Location> locs = {});

  /// Clones `op` with `mapper` and inserts the clone.
  Operation *clone(Operation &op, IRMapping &mapper);
  Operation *clone(Operation &op);

private:
  Listener *listener = nullptr;
  Block *block = nullptr;
  Block::iterator point;
};

} // namespace assay

#endif // ASSAY_IR_BUILDER_H
