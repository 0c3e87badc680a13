//===- LLVMOpBuilders.cpp - Building llvm ops by name ---------------------===//
//
// The builders of LLVMOpBuilders.h.
//
//===----------------------------------------------------------------------===//
#include "lowering/LLVMOpBuilders.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/BuiltinTypes.h"
#include "ir/ElementsAttributes.h"
#include "ir/SymbolTable.h"

using namespace assay;

Value LLVM::createUndef(OpBuilder &b, Location loc, Type type) {
  return b.create(loc, "llvm.mlir.undef", {}, {type}, {})->getResult(0);
}

Value LLVM::createIndexConstant(OpBuilder &b, Location loc, Type type,
                                int64_t value) {
  return b
      .create(loc, "llvm.mlir.constant", {}, {type},
              {b.getNamedAttr("value", b.getIndexAttr(value))})
      ->getResult(0);
}

Value LLVM::createInsertValue(OpBuilder &b, Location loc, Value aggregate,
                              Value value, llvm::ArrayRef<int64_t> position) {
  return b
      .create(loc, "llvm.insertvalue", {aggregate, value},
              {aggregate.getType()},
              {b.getNamedAttr("position", DenseI64ArrayAttr::get(b.getContext(),
                                                                 position))})
      ->getResult(0);
}

/// The type of the element of `type` at `position`, or null.
static Type getElementAt(Type type, llvm::ArrayRef<int64_t> position) {
  for (int64_t index : position) {
    if (auto structType = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
      llvm::ArrayRef<Type> body = structType.getBody();
      if (index < 0 || size_t(index) >= body.size())
        return Type();
      type = body[index];
    } else if (auto array = llvm::dyn_cast<LLVM::LLVMArrayType>(type)) {
      type = array.getElementType();
    } else {
      return Type();
    }
  }
  return type;
}

Value LLVM::createExtractValue(OpBuilder &b, Location loc, Value aggregate,
                               llvm::ArrayRef<int64_t> position) {
  Type type = getElementAt(aggregate.getType(), position);
  assert(type && "position out of the aggregate");
  return b
      .create(loc, "llvm.extractvalue", {aggregate}, {type},
              {b.getNamedAttr("position", DenseI64ArrayAttr::get(b.getContext(),
                                                                 position))})
      ->getResult(0);
}

Operation *LLVM::createCall(OpBuilder &b, Location loc, llvm::StringRef callee,
                            Type result, llvm::ArrayRef<Value> args) {
  llvm::SmallVector<Type, 1> results;
  if (result && !llvm::isa<LLVM::LLVMVoidType>(result))
    results.push_back(result);
  return b.create(loc, "llvm.call", args, results,
                  {b.getNamedAttr("callee", b.getSymbolRefAttr(callee))});
}

Operation *LLVM::getModule(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (parent->getName().getStringRef() == "builtin.module")
      return parent;
  return nullptr;
}

void LLVM::lookupOrDeclare(OpBuilder &b, Operation *module,
                           llvm::StringRef name, Type type, Location loc) {
  if (SymbolTable::lookupSymbolIn(module, name))
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&module->getRegion(0).front());
  OperationState state(loc, "llvm.func");
  state.addAttribute("sym_name", b.getStringAttr(name));
  state.addAttribute("function_type", b.getTypeAttr(type));
  state.addRegion();
  b.create(state);
}

/// The rank of the memref descriptor struct `type`: the length of its
/// sizes array (0 when it has none).
static int64_t getDescriptorRank(LLVM::LLVMStructType type) {
  llvm::ArrayRef<Type> body = type.getBody();
  if (body.size() < 4)
    return 0;
  return llvm::cast<LLVM::LLVMArrayType>(body[3]).getNumElements();
}

/// Whether `type` is the unranked descriptor `!llvm.struct<(iN, ptr)>`.
static bool isUnrankedDescriptor(LLVM::LLVMStructType type) {
  llvm::ArrayRef<Type> body = type.getBody();
  return body.size() == 2 && llvm::isa<IntegerType>(body[0]);
}

Value LLVM::packDescriptor(OpBuilder &b, Location loc, Type type,
                           llvm::ArrayRef<Value> fields) {
  auto structType = llvm::cast<LLVM::LLVMStructType>(type);
  Value desc = createUndef(b, loc, type);
  if (isUnrankedDescriptor(structType)) {
    desc = createInsertValue(b, loc, desc, fields[0], 0);
    return createInsertValue(b, loc, desc, fields[1], 1);
  }
  int64_t rank = getDescriptorRank(structType);
  assert(fields.size() == size_t(3 + 2 * rank) && "wrong field count");
  for (int64_t i = 0; i < 3; ++i)
    desc = createInsertValue(b, loc, desc, fields[i], i);
  // Each dimension's size, then its stride.
  for (int64_t i = 0; i < rank; ++i) {
    desc = createInsertValue(b, loc, desc, fields[3 + i], {3, i});
    desc = createInsertValue(b, loc, desc, fields[3 + rank + i], {4, i});
  }
  return desc;
}

void LLVM::unpackDescriptor(OpBuilder &b, Location loc, Value descriptor,
                            llvm::SmallVectorImpl<Value> &fields) {
  auto structType = llvm::cast<LLVM::LLVMStructType>(descriptor.getType());
  if (isUnrankedDescriptor(structType)) {
    fields.push_back(createExtractValue(b, loc, descriptor, 0));
    fields.push_back(createExtractValue(b, loc, descriptor, 1));
    return;
  }
  for (int64_t i = 0; i < 3; ++i)
    fields.push_back(createExtractValue(b, loc, descriptor, i));
  // All the sizes, then all the strides.
  int64_t rank = getDescriptorRank(structType);
  for (int64_t array : {3, 4})
    for (int64_t i = 0; i < rank; ++i)
      fields.push_back(createExtractValue(b, loc, descriptor, {array, i}));
}

Value LLVM::descriptorFromStaticShape(OpBuilder &b, Location loc, Type type,
                                      Value ptr, llvm::ArrayRef<int64_t> shape,
                                      llvm::ArrayRef<int64_t> strides,
                                      int64_t offset) {
  auto structType = llvm::cast<LLVM::LLVMStructType>(type);
  Type indexType = structType.getBody()[2];
  Value desc = createUndef(b, loc, type);
  desc = createInsertValue(b, loc, desc, ptr, 0);
  desc = createInsertValue(b, loc, desc, ptr, 1);
  desc = createInsertValue(b, loc, desc,
                           createIndexConstant(b, loc, indexType, offset), 2);
  for (auto [i, size] : llvm::enumerate(shape)) {
    int64_t dim = i;
    desc = createInsertValue(
        b, loc, desc, createIndexConstant(b, loc, indexType, size), {3, dim});
    desc = createInsertValue(b, loc, desc,
                             createIndexConstant(b, loc, indexType, strides[i]),
                             {4, dim});
  }
  return desc;
}
