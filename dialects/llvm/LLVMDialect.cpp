//===- LLVMDialect.cpp - The llvm dialect ---------------------------------===//
//
// Loads the llvm types, attributes and ops, and dispatches the syntax of
// `!llvm.*` types and `#llvm.*` attributes to LLVMTypes.cpp and
// LLVMAttributes.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/llvm/LLVMDialect.h"

#include "dialects/llvm/LLVMAttributes.h"
#include "dialects/llvm/LLVMTypes.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"

using namespace assay;
using namespace assay::LLVM;

LLVMDialect::LLVMDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<LLVMDialect>()) {
  addType<LLVMPointerType>();
  addType<LLVMVoidType>();
  addType<LLVMArrayType>();
  addType<LLVMFunctionType>();
  addType<LLVMStructType>();
  addAttribute<LinkageAttr>();
  addAttribute<CConvAttr>();
  addAttribute<TailCallKindAttr>();
  addAttribute<FastmathFlagsAttr>();
  addAttribute<IntegerOverflowFlagsAttr>();
  addAttribute<UndefAttr>();
  addAttribute<PoisonAttr>();
  addAttribute<ZeroAttr>();
  registerLLVMOps(*this);
  registerLLVMFolders(*this);
}

Type LLVMDialect::parseType(DialectAsmParser &parser) const {
  return parseLLVMType(parser);
}

void LLVMDialect::printType(Type type, DialectAsmPrinter &printer) const {
  printLLVMType(type, printer);
}

Attribute LLVMDialect::parseAttribute(DialectAsmParser &parser, Type) const {
  return parseLLVMAttribute(parser);
}

void LLVMDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  printLLVMAttribute(attr, printer);
}

void assay::registerLLVMDialect(DialectRegistry &registry) {
  registry.insert<LLVMDialect>();
}
