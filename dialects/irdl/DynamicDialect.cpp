//===- DynamicDialect.cpp - Dialects defined at run time ------------------===//
//
// Storages of dynamic types and attributes, the dialect's syntax hooks, and
// the verifier of dynamic ops: structure (regions, operand and result
// segments) first, then attributes, operands and results against the
// definition's constraints, then, once the regions are verified, the region
// constraints with the same variable bindings. Messages are mlir-opt 19's.
//
//===----------------------------------------------------------------------===//
#include "dialects/irdl/DynamicDialect.h"

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/ElementsAttributes.h"
#include "ir/Operation.h"
#include "ir/Region.h"

using namespace assay;
using namespace assay::irdl;

//===----------------------------------------------------------------------===//
// Storages
//===----------------------------------------------------------------------===//

namespace {
/// (definition, parameters).
using DynamicKey = std::pair<const void *, llvm::ArrayRef<Attribute>>;

llvm::hash_code hashDynamicKey(const DynamicKey &key) {
  return llvm::hash_combine(
      key.first,
      llvm::hash_combine_range(key.second.begin(), key.second.end()));
}
} // namespace

namespace assay::irdl::detail {
struct DynamicTypeStorage : public assay::detail::TypeStorage {
  using KeyTy = DynamicKey;
  DynamicTypeStorage(const DynamicTypeDefinition *def,
                     llvm::ArrayRef<Attribute> params)
      : def(def), params(params) {}
  bool operator==(const KeyTy &key) const {
    return key.first == def && key.second == params;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return hashDynamicKey(key);
  }
  static DynamicTypeStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<DynamicTypeStorage>()) DynamicTypeStorage(
        static_cast<const DynamicTypeDefinition *>(key.first),
        a.copyInto(key.second));
  }
  const DynamicTypeDefinition *def;
  llvm::ArrayRef<Attribute> params;
};

struct DynamicAttrStorage : public assay::detail::AttributeStorage {
  using KeyTy = DynamicKey;
  DynamicAttrStorage(const DynamicAttrDefinition *def,
                     llvm::ArrayRef<Attribute> params)
      : def(def), params(params) {}
  bool operator==(const KeyTy &key) const {
    return key.first == def && key.second == params;
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return hashDynamicKey(key);
  }
  static DynamicAttrStorage *construct(StorageAllocator &a, const KeyTy &key) {
    return new (a.allocate<DynamicAttrStorage>()) DynamicAttrStorage(
        static_cast<const DynamicAttrDefinition *>(key.first),
        a.copyInto(key.second));
  }
  const DynamicAttrDefinition *def;
  llvm::ArrayRef<Attribute> params;
};
} // namespace assay::irdl::detail

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

std::string DynamicParametricDefinition::getFullName() const {
  return (dialect->getNamespace() + "." + name).str();
}

LogicalResult DynamicParametricDefinition::verifyParams(
    EmitErrorFn emitError, llvm::ArrayRef<Attribute> given) const {
  if (given.size() != params.size()) {
    if (emitError)
      return emitError() << "expected " << uint64_t(params.size())
                         << " type arguments, but had "
                         << uint64_t(given.size());
    return failure();
  }
  ConstraintVerifier verifier(constraints);
  for (size_t i = 0, e = given.size(); i < e; ++i)
    if (failed(verifier.verify(emitError, given[i], params[i])))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// DynamicType, DynamicAttr
//===----------------------------------------------------------------------===//

bool DynamicType::classof(Type type) {
  if (!type)
    return false;
  Dialect *dialect = type.getImpl()->getDialect();
  return dialect && DynamicDialect::classof(dialect);
}

DynamicType DynamicType::get(const DynamicTypeDefinition *def,
                             llvm::ArrayRef<Attribute> params) {
  Context *ctx = def->dialect->getContext();
  return DynamicType(ctx->getTypeUniquer().get<detail::DynamicTypeStorage>(
      def->getTypeID(), DynamicKey(def, params)));
}

DynamicType DynamicType::getChecked(EmitErrorFn emitError,
                                    const DynamicTypeDefinition *def,
                                    llvm::ArrayRef<Attribute> params) {
  if (failed(def->verifyParams(emitError, params)))
    return DynamicType();
  return get(def, params);
}

const DynamicTypeDefinition *DynamicType::getDefinition() const {
  return static_cast<const detail::DynamicTypeStorage *>(impl)->def;
}

llvm::ArrayRef<Attribute> DynamicType::getParams() const {
  return static_cast<const detail::DynamicTypeStorage *>(impl)->params;
}

bool DynamicAttr::classof(Attribute attr) {
  if (!attr)
    return false;
  Dialect *dialect = attr.getImpl()->getDialect();
  return dialect && DynamicDialect::classof(dialect);
}

DynamicAttr DynamicAttr::get(const DynamicAttrDefinition *def,
                             llvm::ArrayRef<Attribute> params) {
  Context *ctx = def->dialect->getContext();
  return DynamicAttr(ctx->getAttributeUniquer().get<detail::DynamicAttrStorage>(
      def->getTypeID(), DynamicKey(def, params)));
}

DynamicAttr DynamicAttr::getChecked(EmitErrorFn emitError,
                                    const DynamicAttrDefinition *def,
                                    llvm::ArrayRef<Attribute> params) {
  if (failed(def->verifyParams(emitError, params)))
    return DynamicAttr();
  return get(def, params);
}

const DynamicAttrDefinition *DynamicAttr::getDefinition() const {
  return static_cast<const detail::DynamicAttrStorage *>(impl)->def;
}

llvm::ArrayRef<Attribute> DynamicAttr::getParams() const {
  return static_cast<const detail::DynamicAttrStorage *>(impl)->params;
}

//===----------------------------------------------------------------------===//
// Dynamic op verification
//===----------------------------------------------------------------------===//

static const DynamicOpDefinition *getOpDefinition(Operation *op) {
  const DynamicOpDefinition *def =
      op->getName().getInterface<DynamicOpDefinition>();
  assert(def && "dynamic op without its definition");
  return def;
}

/// Splits `numValues` operands (or results) among the definition's
/// `values`: one per single, zero or one per optional, any number per
/// variadic. With more than one non-single definition the split is given
/// by the `operand_segment_sizes` (`result_segment_sizes`) attribute.
static LogicalResult
computeSegments(Operation *op,
                llvm::ArrayRef<DynamicOpDefinition::Value> values,
                unsigned numValues, llvm::StringRef kind,
                llvm::SmallVectorImpl<unsigned> &sizes) {
  unsigned numSingle = 0, numOptional = 0, numVariadic = 0;
  for (const DynamicOpDefinition::Value &v : values) {
    if (v.variadicity == Variadicity::Single)
      ++numSingle;
    else if (v.variadicity == Variadicity::Optional)
      ++numOptional;
    else
      ++numVariadic;
  }
  std::string plural = (kind + "s").str();

  if (numOptional + numVariadic <= 1) {
    if (numOptional + numVariadic == 0) {
      if (numValues != numSingle)
        return op->emitError() << "op expects exactly " << numSingle << " "
                               << plural << ", but got " << numValues;
    } else if (numValues < numSingle) {
      return op->emitError() << "op expects at least " << numSingle << " "
                             << plural << ", but got " << numValues;
    } else if (numOptional && numValues > numSingle + 1) {
      return op->emitError() << "op expects at most " << numSingle + 1 << " "
                             << plural << ", but got " << numValues;
    }
    for (const DynamicOpDefinition::Value &v : values)
      sizes.push_back(
          v.variadicity == Variadicity::Single ? 1 : numValues - numSingle);
    return success();
  }

  std::string attrName = (kind + "_segment_sizes").str();
  Attribute attr = op->getAttr(attrName);
  if (!attr)
    return op->emitError() << "'" << attrName
                           << "' attribute is expected but not provided";
  auto segments = llvm::dyn_cast<DenseI32ArrayAttr>(attr);
  if (!segments)
    return op->emitError() << "'" << attrName
                           << "' attribute is expected to be a dense i32 array";
  if (segments.size() != values.size())
    return op->emitError() << "'" << attrName << "' attribute for specifying "
                           << kind << " segments must have "
                           << uint64_t(values.size()) << " elements, but got "
                           << uint64_t(segments.size());
  int64_t total = 0;
  for (int32_t size : segments.asArrayRef()) {
    if (size < 0)
      return op->emitError()
             << "'" << attrName << "' attribute for specifying " << kind
             << " segments must have non-negative values";
    total += size;
  }
  for (size_t i = 0, e = values.size(); i < e; ++i) {
    int32_t size = segments[i];
    Variadicity v = values[i].variadicity;
    if (v == Variadicity::Single && size != 1)
      return op->emitError() << "element " << uint64_t(i) << " in '" << attrName
                             << "' attribute must be equal to 1";
    if (v == Variadicity::Optional && size > 1)
      return op->emitError() << "element " << uint64_t(i) << " in '" << attrName
                             << "' attribute must be equal to 0 or 1";
    sizes.push_back(unsigned(size));
  }
  if (total != int64_t(numValues))
    return op->emitError() << "sum of elements in '" << attrName
                           << "' attribute must be equal to the number of "
                           << plural;
  return success();
}

/// Matches the attributes, operands and results of `op`; errors are
/// reported only when `report`.
static LogicalResult verifyOpConstraints(Operation *op,
                                         const DynamicOpDefinition &def,
                                         ConstraintVerifier &verifier,
                                         bool report) {
  auto emitter = [&]() { return op->emitError(); };
  EmitErrorFn emitError = report ? EmitErrorFn(emitter) : EmitErrorFn();

  for (auto &[name, var] : def.attributes) {
    Attribute value = op->getAttr(name);
    if (!value) {
      if (report)
        return op->emitOpError()
               << "attribute \"" << name << "\" is expected but not provided";
      return failure();
    }
    if (failed(verifier.verify(emitError, value, var)))
      return failure();
  }

  llvm::SmallVector<unsigned, 4> operandSizes, resultSizes;
  if (failed(computeSegments(op, def.operands, op->getNumOperands(), "operand",
                             operandSizes)) ||
      failed(computeSegments(op, def.results, op->getNumResults(), "result",
                             resultSizes)))
    return failure();

  unsigned index = 0;
  for (size_t i = 0, e = def.operands.size(); i < e; ++i)
    for (unsigned j = 0; j < operandSizes[i]; ++j, ++index)
      if (failed(verifier.verifyType(emitError, op->getOperand(index).getType(),
                                     def.operands[i].var)))
        return failure();
  index = 0;
  for (size_t i = 0, e = def.results.size(); i < e; ++i)
    for (unsigned j = 0; j < resultSizes[i]; ++j, ++index)
      if (failed(verifier.verifyType(emitError, op->getResult(index).getType(),
                                     def.results[i].var)))
        return failure();
  return success();
}

static LogicalResult verifyDynamicOpInvariants(Operation *op) {
  const DynamicOpDefinition &def = *getOpDefinition(op);
  if (op->getNumRegions() != def.regions.size())
    return op->emitOpError() << "unexpected number of regions: expected "
                             << uint64_t(def.regions.size()) << " but got "
                             << op->getNumRegions();
  // The segments are checked before anything is matched, so that a wrong
  // count is reported as such.
  llvm::SmallVector<unsigned, 4> sizes;
  if (failed(computeSegments(op, def.operands, op->getNumOperands(), "operand",
                             sizes)) ||
      failed(computeSegments(op, def.results, op->getNumResults(), "result",
                             sizes)))
    return failure();
  ConstraintVerifier verifier(def.constraints);
  return verifyOpConstraints(op, def, verifier, /*report=*/true);
}

static LogicalResult verifyDynamicOpRegions(Operation *op) {
  const DynamicOpDefinition &def = *getOpDefinition(op);
  if (def.regions.empty())
    return success();
  // Rebuild the bindings made by the operands, results and attributes:
  // region arguments share their variables.
  ConstraintVerifier verifier(def.constraints);
  if (failed(verifyOpConstraints(op, def, verifier, /*report=*/false)))
    return failure();
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i) {
    Region &region = op->getRegion(i);
    const DynamicOpDefinition::Region &constraint = def.regions[i];
    size_t numBlocks = region.getNumBlocks();
    if (constraint.numBlocks && numBlocks != *constraint.numBlocks)
      return emitError(op->getLoc())
             << "expected region " << i << " to have " << *constraint.numBlocks
             << " block(s) but got " << uint64_t(numBlocks);
    if (!constraint.arguments || region.empty())
      continue;
    Block &entry = region.front();
    const auto &args = *constraint.arguments;
    if (entry.getNumArguments() != args.size()) {
      if (entry.getNumArguments() == 0)
        return emitError(op->getLoc())
               << "expected region " << i << " to have "
               << uint64_t(args.size()) << " arguments but got 0";
      InFlightDiagnostic diag = emitError(entry.getArgument(0).getLoc());
      diag.attachNote(op->getLoc()) << "see the operation";
      return diag << "expected region " << i << " to have "
                  << uint64_t(args.size()) << " arguments but got "
                  << entry.getNumArguments();
    }
    for (unsigned j = 0, f = entry.getNumArguments(); j < f; ++j) {
      BlockArgument arg = entry.getArgument(j);
      auto emitter = [&]() {
        InFlightDiagnostic diag = emitError(arg.getLoc());
        diag.attachNote(op->getLoc()) << "see the operation";
        return diag;
      };
      if (failed(verifier.verifyType(emitter, arg.getType(), args[j])))
        return failure();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// DynamicDialect
//===----------------------------------------------------------------------===//

DynamicDialect::DynamicDialect(Context *ctx, std::unique_ptr<std::string> ns)
    : Dialect(*ns, ctx, TypeID::get<DynamicDialect>()),
      ownedName(std::move(ns)) {}

DynamicDialect::~DynamicDialect() = default;

bool DynamicDialect::classof(const Dialect *dialect) {
  return dialect->getTypeID() == TypeID::get<DynamicDialect>();
}

DynamicTypeDefinition &DynamicDialect::addTypeDefinition(llvm::StringRef name) {
  auto &slot = types[name];
  assert(!slot && "type defined twice");
  slot = std::make_unique<DynamicTypeDefinition>();
  slot->dialect = this;
  slot->name = name.str();
  addTypeID(slot->getTypeID());
  return *slot;
}

DynamicAttrDefinition &DynamicDialect::addAttrDefinition(llvm::StringRef name) {
  auto &slot = attrs[name];
  assert(!slot && "attribute defined twice");
  slot = std::make_unique<DynamicAttrDefinition>();
  slot->dialect = this;
  slot->name = name.str();
  addAttributeID(slot->getTypeID());
  return *slot;
}

void DynamicDialect::addOpDefinition(std::unique_ptr<DynamicOpDefinition> def) {
  OpInfo &info = addOperation(def->name);
  info.verifyInvariants = verifyDynamicOpInvariants;
  info.verifyRegions = verifyDynamicOpRegions;
  info.attachInterface<DynamicOpDefinition>(def.get());
  ops.push_back(std::move(def));
}

const DynamicTypeDefinition *
DynamicDialect::lookupTypeDefinition(llvm::StringRef name) const {
  auto it = types.find(name);
  return it == types.end() ? nullptr : it->second.get();
}

const DynamicAttrDefinition *
DynamicDialect::lookupAttrDefinition(llvm::StringRef name) const {
  auto it = attrs.find(name);
  return it == attrs.end() ? nullptr : it->second.get();
}

/// Parses `<attr, attr...>` if a `<` is next.
static ParseResult parseParams(DialectAsmParser &parser,
                               llvm::SmallVectorImpl<Attribute> &params) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalLessGreater,
      [&] { return parser.parseAttribute(params.emplace_back()); });
}

static void printParams(llvm::ArrayRef<Attribute> params,
                        DialectAsmPrinter &printer) {
  if (params.empty())
    return;
  printer << '<';
  printer.printList(params, [&](Attribute a) { printer.printAttribute(a); });
  printer << '>';
}

Type DynamicDialect::parseType(DialectAsmParser &parser) const {
  llvm::SMLoc loc = parser.getNameLoc();
  llvm::StringRef name;
  if (parser.parseKeyword(&name))
    return Type();
  const DynamicTypeDefinition *def = lookupTypeDefinition(name);
  if (!def) {
    parser.emitError(loc) << "expected dynamic type";
    return Type();
  }
  llvm::SmallVector<Attribute, 2> params;
  if (parseParams(parser, params))
    return Type();
  return DynamicType::getChecked([&] { return parser.emitError(loc); }, def,
                                 params);
}

void DynamicDialect::printType(Type type, DialectAsmPrinter &printer) const {
  auto dyn = llvm::cast<DynamicType>(type);
  printer << dyn.getDefinition()->name;
  printParams(dyn.getParams(), printer);
}

Attribute DynamicDialect::parseAttribute(DialectAsmParser &parser,
                                         Type type) const {
  llvm::SMLoc loc = parser.getNameLoc();
  llvm::StringRef name;
  if (parser.parseKeyword(&name))
    return Attribute();
  const DynamicAttrDefinition *def = lookupAttrDefinition(name);
  if (!def) {
    parser.emitError(loc) << "expected dynamic attribute";
    return Attribute();
  }
  llvm::SmallVector<Attribute, 2> params;
  if (parseParams(parser, params))
    return Attribute();
  return DynamicAttr::getChecked([&] { return parser.emitError(loc); }, def,
                                 params);
}

void DynamicDialect::printAttribute(Attribute attr,
                                    DialectAsmPrinter &printer) const {
  auto dyn = llvm::cast<DynamicAttr>(attr);
  printer << dyn.getDefinition()->name;
  printParams(dyn.getParams(), printer);
}
