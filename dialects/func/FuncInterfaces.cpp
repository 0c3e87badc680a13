//===- FuncInterfaces.cpp - Call, callable and fold hooks of func ops -----===//
//
// How generic passes (the inliner, dead value removal, sccp) see the func
// dialect: func.call and func.call_indirect are calls (CallOpInterface),
// func.func is what they call (CallableOpInterface), and the dialect
// materializes a function symbol as a func.constant when the folder needs
// one.
//
//===----------------------------------------------------------------------===//
#include "dialects/func/FuncOps.h"

#include "ir/BuiltinAttributes.h"
#include "ir/ControlFlowInterfaces.h"
#include "ir/FoldInterfaces.h"
#include "ir/OperationState.h"

using namespace assay;
using namespace assay::func;

//===----------------------------------------------------------------------===//
// func.func
//===----------------------------------------------------------------------===//

static Region *getFuncBody(Operation *op) {
  Region &body = op->getRegion(0);
  return body.empty() ? nullptr : &body;
}

static const CallableOpInterface kCallableInterface = {getFuncBody};

void FuncOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kCallableInterface);
}

//===----------------------------------------------------------------------===//
// func.call
//===----------------------------------------------------------------------===//

static Attribute getCallSymbol(Operation *op) {
  return CallOp(op).getCalleeAttr();
}

static OperandPositions getCallArgs(Operation *op) {
  return {0, op->getNumOperands()};
}

static const CallOpInterface kCallInterface = {
    getCallSymbol, /*getCalleeValue=*/nullptr, getCallArgs};

void CallOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kCallInterface);
}

//===----------------------------------------------------------------------===//
// func.call_indirect
//===----------------------------------------------------------------------===//

static Attribute getNoSymbol(Operation *) { return Attribute(); }

static Value getCallIndirectCallee(Operation *op) { return op->getOperand(0); }

/// The arguments follow the callee operand.
static OperandPositions getCallIndirectArgs(Operation *op) {
  return {1, op->getNumOperands() - 1};
}

static const CallOpInterface kCallIndirectInterface = {
    getNoSymbol, getCallIndirectCallee, getCallIndirectArgs};

void CallIndirectOp::attachInterfaces(OpInfo &info) {
  info.attachInterface(&kCallIndirectInterface);
}

//===----------------------------------------------------------------------===//
// Constant materialization
//===----------------------------------------------------------------------===//

/// A function symbol of function type becomes `func.constant @f : type`.
static Operation *materializeFuncConstant(OpBuilder &builder, Attribute value,
                                          Type type, Location loc) {
  if (!llvm::isa<FlatSymbolRefAttr>(value) || !llvm::isa<FunctionType>(type))
    return nullptr;
  OperationState state(loc, ConstantOp::getOperationName());
  state.addAttribute("value", value);
  state.addTypes(type);
  return builder.create(state);
}

static const DialectFoldInterface kFuncFoldInterface = {
    materializeFuncConstant, /*getCanonicalizationPatterns=*/nullptr};

void func::attachFuncFoldInterface(Dialect &dialect) {
  attachDialectFoldInterface(dialect, kFuncFoldInterface);
}
