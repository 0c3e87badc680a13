//===- FuncOps.h - The ops of the func dialect ----------------------------===//
//
// Typed views of the func dialect's ops: func.func (a named function, with or
// without a body), func.return, func.call, func.call_indirect and
// func.constant. Besides the registration hooks they offer the accessors and
// builders the interpreter and later passes use, and a lookup of a function
// by name from any op.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_FUNC_FUNCOPS_H
#define ASSAY_DIALECTS_FUNC_FUNCOPS_H

#include "ir/BuiltinTypes.h"
#include "ir/OpDefinition.h"

namespace assay {
class ArrayAttr;
class DictionaryAttr;
class FlatSymbolRefAttr;
class OpBuilder;
class OperationState;
class StringAttr;

namespace func {

/// `func.func [visibility] @name(%arg0: i32 {attrs}) -> (i32 {attrs})
/// attributes {...} { body }`; without a body it is a declaration.
class FuncOp : public Op<FuncOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "func.func"; }
  static void populateInfo(OpInfo &info);
  /// Attaches CallableOpInterface (FuncInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);

  /// Creates a detached declaration (an empty body region) named `name`.
  static FuncOp create(Location loc, llvm::StringRef name, FunctionType type);
  /// Same, with `attrs` as discardable attributes and `argAttrs` (one
  /// dictionary per argument, or none) as the argument attributes.
  static FuncOp create(Location loc, llvm::StringRef name, FunctionType type,
                       llvm::ArrayRef<NamedAttribute> attrs,
                       llvm::ArrayRef<DictionaryAttr> argAttrs = {});

  /// The `sym_name` property.
  llvm::StringRef getSymName();
  StringAttr getSymNameAttr();
  /// The `function_type` property (null if malformed).
  FunctionType getFunctionType();
  llvm::ArrayRef<Type> getArgumentTypes();
  llvm::ArrayRef<Type> getResultTypes();
  unsigned getNumArguments() { return getArgumentTypes().size(); }
  unsigned getNumResults() { return getResultTypes().size(); }

  /// Whether the function has no body.
  bool isDeclaration() { return getBody().empty(); }
  /// Whether `sym_visibility` is "private" / absent or "public".
  bool isPrivate();
  bool isPublic();

  /// The body region, and its entry block (which must exist).
  Region &getBody() { return state->getRegion(0); }
  Block &front() { return getBody().front(); }
  /// The entry block's arguments (the function must have a body).
  BlockArgument getArgument(unsigned i) { return front().getArgument(i); }
  /// Adds an entry block whose arguments take the function's input types
  /// and the function's location; returns it.
  Block *addEntryBlock();

  /// The `arg_attrs` / `res_attrs` properties (null when absent).
  ArrayAttr getAllArgAttrs();
  ArrayAttr getAllResultAttrs();
  /// The attributes of argument or result `index` (null when none).
  DictionaryAttr getArgAttrDict(unsigned index);
  DictionaryAttr getResultAttrDict(unsigned index);
  /// The attributes of argument or result `index` (empty when none).
  llvm::ArrayRef<NamedAttribute> getArgAttrs(unsigned index);
  llvm::ArrayRef<NamedAttribute> getResultAttrs(unsigned index);
  /// One attribute of argument or result `index`, or null.
  Attribute getArgAttr(unsigned index, llvm::StringRef name);
  Attribute getResultAttr(unsigned index, llvm::StringRef name);
};

/// `return %a, %b : i32, i64`, the terminator of a func.func body.
class ReturnOp : public Op<ReturnOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "func.return"; }
  static void populateInfo(OpInfo &info);

  auto getOperands() { return state->getOperands(); }
};

/// `%r = call @f(%a) : (i32) -> i64`.
class CallOp : public Op<CallOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "func.call"; }
  static void populateInfo(OpInfo &info);
  /// Attaches CallOpInterface (FuncInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);
  /// `%r = call @callee(operands) : (...) -> (resultTypes)`.
  static void build(OpBuilder &builder, OperationState &state,
                    FlatSymbolRefAttr callee, llvm::ArrayRef<Type> resultTypes,
                    llvm::ArrayRef<Value> operands);

  /// The callee's name (empty if the `callee` property is malformed).
  llvm::StringRef getCallee();
  FlatSymbolRefAttr getCalleeAttr();
  auto getArgOperands() { return state->getOperands(); }
  /// The called function, or null if it does not resolve.
  FuncOp resolveCallee();
};

/// `%r = call_indirect %f(%a) : (i32) -> i64`.
class CallIndirectOp : public Op<CallIndirectOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "func.call_indirect"; }
  static void populateInfo(OpInfo &info);
  /// Attaches CallOpInterface (FuncInterfaces.cpp).
  static void attachInterfaces(OpInfo &info);

  /// The function value called.
  Value getCallee() { return state->getOperand(0); }
  /// The arguments passed (the operands after the callee).
  auto getArgOperands() { return llvm::drop_begin(state->getOperands()); }
};

/// `%f = constant @f : (i32) -> i64`: a function as an SSA value.
class ConstantOp : public Op<ConstantOp> {
public:
  using Op::Op;
  static llvm::StringRef getOperationName() { return "func.constant"; }
  static void populateInfo(OpInfo &info);

  /// The referenced function's name (empty if malformed).
  llvm::StringRef getValue();
  FlatSymbolRefAttr getValueAttr();
};

/// The func.func named `name` in the nearest symbol table around `from`
/// (`from` itself if it is one), or null.
FuncOp lookupFunction(Operation *from, llvm::StringRef name);

/// Registers the func ops in `dialect`.
void registerFuncOps(Dialect &dialect);

/// Attaches the func dialect's constant materialization (func.constant of a
/// function symbol) to `dialect` (FuncInterfaces.cpp).
void attachFuncFoldInterface(Dialect &dialect);

} // namespace func
} // namespace assay

#endif // ASSAY_DIALECTS_FUNC_FUNCOPS_H
