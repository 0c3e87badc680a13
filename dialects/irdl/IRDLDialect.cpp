//===- IRDLDialect.cpp - The irdl dialect ---------------------------------===//
//
// Storages, syntax and registration of the irdl dialect's types and
// attributes. The ops are registered from IRDLOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "dialects/irdl/IRDLDialect.h"

#include "dialects/irdl/IRDLOps.h"
#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Context.h"

using namespace assay;
using namespace assay::irdl;

//===----------------------------------------------------------------------===//
// Storages
//===----------------------------------------------------------------------===//

namespace assay::irdl::detail {
struct IRDLEmptyTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = char;
  bool operator==(const KeyTy &) const { return true; }
  static IRDLEmptyTypeStorage *construct(StorageAllocator &a, const KeyTy &) {
    return new (a.allocate<IRDLEmptyTypeStorage>()) IRDLEmptyTypeStorage();
  }
};

struct VariadicityAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = unsigned;
  explicit VariadicityAttrStorage(Variadicity value) : value(value) {}
  bool operator==(const KeyTy &key) const { return key == unsigned(value); }
  static VariadicityAttrStorage *construct(StorageAllocator &a,
                                           const KeyTy &key) {
    return new (a.allocate<VariadicityAttrStorage>())
        VariadicityAttrStorage(Variadicity(key));
  }
  Variadicity value;
};

struct VariadicityArrayAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = llvm::ArrayRef<Variadicity>;
  explicit VariadicityArrayAttrStorage(KeyTy values) : values(values) {}
  bool operator==(const KeyTy &key) const { return key == values; }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine_range(key.begin(), key.end());
  }
  static VariadicityArrayAttrStorage *construct(StorageAllocator &a,
                                                const KeyTy &key) {
    return new (a.allocate<VariadicityArrayAttrStorage>())
        VariadicityArrayAttrStorage(a.copyInto(key));
  }
  KeyTy values;
};
} // namespace assay::irdl::detail

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

llvm::StringRef irdl::stringifyVariadicity(Variadicity v) {
  switch (v) {
  case Variadicity::Single:
    return "single";
  case Variadicity::Optional:
    return "optional";
  case Variadicity::Variadic:
    return "variadic";
  }
  llvm_unreachable("unknown variadicity");
}

std::optional<Variadicity> irdl::symbolizeVariadicity(llvm::StringRef keyword) {
  if (keyword == "single")
    return Variadicity::Single;
  if (keyword == "optional")
    return Variadicity::Optional;
  if (keyword == "variadic")
    return Variadicity::Variadic;
  return std::nullopt;
}

AttributeType AttributeType::get(Context *ctx) { return Base::get(ctx, '\0'); }
RegionType RegionType::get(Context *ctx) { return Base::get(ctx, '\0'); }

VariadicityAttr VariadicityAttr::get(Context *ctx, Variadicity value) {
  return Base::get(ctx, unsigned(value));
}
Variadicity VariadicityAttr::getValue() const { return getImpl()->value; }

VariadicityArrayAttr
VariadicityArrayAttr::get(Context *ctx, llvm::ArrayRef<Variadicity> values) {
  return Base::get(ctx, values);
}
llvm::ArrayRef<Variadicity> VariadicityArrayAttr::getValue() const {
  return getImpl()->values;
}

//===----------------------------------------------------------------------===//
// IRDLDialect
//===----------------------------------------------------------------------===//

IRDLDialect::IRDLDialect(Context *ctx)
    : Dialect(getDialectNamespace(), ctx, TypeID::get<IRDLDialect>()) {
  addType<AttributeType>();
  addType<RegionType>();
  addAttribute<VariadicityAttr>();
  addAttribute<VariadicityArrayAttr>();
  registerIRDLOps(*this);
}

Type IRDLDialect::parseType(DialectAsmParser &parser) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return Type();
  if (keyword == "attribute")
    return AttributeType::get(getContext());
  if (keyword == "region")
    return RegionType::get(getContext());
  parser.emitError(loc) << "unknown irdl type: " << keyword;
  return Type();
}

void IRDLDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (llvm::isa<AttributeType>(type)) {
    printer << "attribute";
    return;
  }
  assert(llvm::isa<RegionType>(type) && "not an irdl type");
  printer << "region";
}

/// Parses one variadicity keyword.
static ParseResult parseVariadicity(AsmParser &parser, Variadicity &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<Variadicity> v = symbolizeVariadicity(keyword);
  if (!v)
    return parser.emitError(loc)
           << "expected 'single', 'optional' or 'variadic', but got '"
           << keyword << "'";
  result = *v;
  return success();
}

Attribute IRDLDialect::parseAttribute(DialectAsmParser &parser,
                                      Type type) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return Attribute();
  if (keyword == "variadicity") {
    Variadicity v;
    if (parseVariadicity(parser, v))
      return Attribute();
    return VariadicityAttr::get(getContext(), v);
  }
  if (keyword == "variadicity_array") {
    llvm::SmallVector<Variadicity, 4> values;
    if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
          return parseVariadicity(parser, values.emplace_back());
        }))
      return Attribute();
    return VariadicityArrayAttr::get(getContext(), values);
  }
  parser.emitError(loc) << "unknown irdl attribute: " << keyword;
  return Attribute();
}

void IRDLDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  if (auto v = llvm::dyn_cast<VariadicityAttr>(attr)) {
    printer << "variadicity " << stringifyVariadicity(v.getValue());
    return;
  }
  // Each element carries a leading space, then the list separator adds
  // another: `[ single,  optional]`, as mlir-opt prints.
  auto array = llvm::cast<VariadicityArrayAttr>(attr);
  printer << "variadicity_array[";
  printer.printList(array.getValue(), [&](Variadicity v) {
    printer << ' ' << stringifyVariadicity(v);
  });
  printer << ']';
}

void assay::registerIRDLDialect(DialectRegistry &registry) {
  registry.insert<IRDLDialect>();
}
