//===- Dialect.cpp - Dialect base class -----------------------------------===//
//
// Default hooks of a dialect: no types, no attributes, no aliases.
//
//===----------------------------------------------------------------------===//
#include "ir/Dialect.h"

#include "ir/AsmParser.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"

using namespace assay;

Dialect::Dialect(llvm::StringRef name, Context *context, TypeID typeID)
    : name(name), context(context), typeID(typeID) {}

Dialect::~Dialect() = default;

Type Dialect::parseType(DialectAsmParser &parser) const {
  parser.emitError(parser.getNameLoc())
      << "dialect '" << getNamespace() << "' provides no type parsing hook";
  return Type();
}

void Dialect::printType(Type type, DialectAsmPrinter &printer) const {
  llvm_unreachable("dialect has no types to print");
}

Attribute Dialect::parseAttribute(DialectAsmParser &parser, Type type) const {
  parser.emitError(parser.getNameLoc())
      << "dialect '" << getNamespace()
      << "' provides no attribute parsing hook";
  return Attribute();
}

void Dialect::printAttribute(Attribute attr, DialectAsmPrinter &printer) const {
  llvm_unreachable("dialect has no attributes to print");
}

LogicalResult Dialect::verifyOperationAttribute(Operation *op,
                                                NamedAttribute attr) const {
  return success();
}

AliasResult Dialect::getAlias(Attribute, llvm::raw_ostream &) const {
  return AliasResult::NoAlias;
}
AliasResult Dialect::getAlias(Type, llvm::raw_ostream &) const {
  return AliasResult::NoAlias;
}

OpInfo &Dialect::addOperation(llvm::StringRef opName) {
  assert(opName.starts_with(name) && opName.size() > name.size() &&
         opName[name.size()] == '.' && "op name outside the dialect");
  return context->registerOperation(opName, this);
}

void Dialect::addTypeID(TypeID id) {
  context->getTypeUniquer().registerDialectFor(id, this);
}

void Dialect::addAttributeID(TypeID id) {
  context->getAttributeUniquer().registerDialectFor(id, this);
}
