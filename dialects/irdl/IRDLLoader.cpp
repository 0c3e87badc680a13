//===- IRDLLoader.cpp - Registering the dialects an IRDL file describes ---===//
//
// Loading runs in three passes over the `irdl.dialect` ops, so that
// definitions may refer to each other in any order (and across dialects):
//   1. create every dialect;
//   2. create every type and attribute definition (empty);
//   3. compile the constraints of every type, attribute and op definition,
//      and register the ops.
//
//===----------------------------------------------------------------------===//
#include "dialects/irdl/IRDLLoader.h"

#include "dialects/irdl/DynamicDialect.h"
#include "dialects/irdl/IRDLOps.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace assay;
using namespace assay::irdl;

namespace {
/// State shared by the passes.
struct Loader {
  Context *ctx = nullptr;
  /// The definition created for each `irdl.type` / `irdl.attribute`.
  llvm::DenseMap<Operation *, DynamicTypeDefinition *> typeDefs;
  llvm::DenseMap<Operation *, DynamicAttrDefinition *> attrDefs;

  /// The constraints of one definition body.
  struct Body {
    llvm::SmallVector<Constraint, 4> constraints;
    /// The variable of each constraint value.
    llvm::DenseMap<Value, unsigned> vars;
    /// The index in `regions` of each `irdl.region` value.
    llvm::DenseMap<Value, unsigned> regionVars;
    llvm::SmallVector<DynamicOpDefinition::Region, 1> regions;
  };

  LogicalResult compileConstraint(Operation *op, Body &body);
  LogicalResult compileBody(Operation *def, Body &body);
  LogicalResult getVars(Operation *op, const Body &body,
                        llvm::SmallVectorImpl<unsigned> &vars);
  LogicalResult compileParametric(Operation *def,
                                  DynamicParametricDefinition &out);
  LogicalResult compileOperation(Operation *def, DynamicDialect &dialect);
};
} // namespace

static llvm::StringRef getSymName(Operation *op) {
  if (auto name =
          llvm::dyn_cast_or_null<StringAttr>(op->getInherentAttr("sym_name")))
    return name.getValue();
  return {};
}

/// The dialect namespace a definition op belongs to.
static llvm::StringRef getDialectName(Operation *def) {
  return getSymName(def->getParentOp());
}

LogicalResult Loader::getVars(Operation *op, const Body &body,
                              llvm::SmallVectorImpl<unsigned> &vars) {
  for (Value operand : op->getOperands()) {
    auto it = body.vars.find(operand);
    if (it == body.vars.end())
      return op->emitOpError(
          "refers to a constraint defined outside of its definition");
    vars.push_back(it->second);
  }
  return success();
}

/// Whether `name` ("ns.def") names a loaded dynamic type (or attribute).
static bool isDynamicBaseName(Context *ctx, llvm::StringRef name, bool isType) {
  auto [ns, def] = name.split('.');
  auto *dialect =
      llvm::dyn_cast_or_null<DynamicDialect>(ctx->getLoadedDialect(ns));
  if (!dialect)
    return false;
  return isType ? dialect->lookupTypeDefinition(def) != nullptr
                : dialect->lookupAttrDefinition(def) != nullptr;
}

LogicalResult Loader::compileConstraint(Operation *op, Body &body) {
  Constraint c;
  if (isOneOf<AnyOp>(op)) {
    c.kind = Constraint::Kind::Any;
  } else if (isOneOf<IsOp>(op)) {
    c.kind = Constraint::Kind::Is;
    c.expected = op->getInherentAttr("expected");
  } else if (isOneOf<AnyOfOp, AllOfOp>(op)) {
    c.kind = isOneOf<AnyOfOp>(op) ? Constraint::Kind::AnyOf
                                  : Constraint::Kind::AllOf;
    if (failed(getVars(op, body, c.args)))
      return failure();
  } else if (isOneOf<BaseOp>(op)) {
    if (auto name = llvm::dyn_cast_or_null<StringAttr>(
            op->getInherentAttr("base_name"))) {
      llvm::StringRef spelled = name.getValue();
      bool isType = spelled.starts_with("!");
      llvm::StringRef bare = spelled.drop_front();
      bool known = isType ? isBuiltinTypeBaseName(ctx, bare)
                          : isBuiltinAttrBaseName(bare);
      if (!known && !isDynamicBaseName(ctx, bare, isType))
        return op->emitError()
               << "no registered " << (isType ? "type" : "attribute")
               << " with name " << spelled;
      c.kind = isType ? Constraint::Kind::BaseType : Constraint::Kind::BaseAttr;
      c.baseName = bare.str();
    } else {
      auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("base_ref"));
      Operation *def = lookupIRDLDefinition(op, ref);
      assert(def && "unresolved reference in a verified irdl.base");
      c.kind = isOneOf<TypeOp>(def) ? Constraint::Kind::BaseType
                                    : Constraint::Kind::BaseAttr;
      c.baseName = (getDialectName(def) + "." + getSymName(def)).str();
    }
  } else if (isOneOf<ParametricOp>(op)) {
    auto ref = llvm::cast<SymbolRefAttr>(op->getInherentAttr("base_type"));
    Operation *def = lookupIRDLDefinition(op, ref);
    assert(def && "unresolved reference in a verified irdl.parametric");
    if (isOneOf<TypeOp>(def)) {
      c.kind = Constraint::Kind::ParametricType;
      c.typeDef = typeDefs.lookup(def);
    } else {
      c.kind = Constraint::Kind::ParametricAttr;
      c.attrDef = attrDefs.lookup(def);
    }
    if (failed(getVars(op, body, c.args)))
      return failure();
  } else if (isOneOf<CPredOp>(op)) {
    return op->emitOpError()
           << "holds a C++ predicate, which cannot be evaluated when the "
              "dialect is loaded at run time";
  } else {
    llvm_unreachable("not a constraint op");
  }
  body.vars[op->getResult(0)] = body.constraints.size();
  body.constraints.push_back(std::move(c));
  return success();
}

/// Compiles the constraint and region ops of a definition body; the ops
/// that use them (irdl.operands...) are read by the callers.
LogicalResult Loader::compileBody(Operation *def, Body &body) {
  for (Operation &op : def->getRegion(0).front()) {
    if (isOneOf<AnyOp, IsOp, AnyOfOp, AllOfOp, BaseOp, ParametricOp, CPredOp>(
            &op)) {
      if (failed(compileConstraint(&op, body)))
        return failure();
      continue;
    }
    if (!isOneOf<RegionOp>(&op))
      continue;
    DynamicOpDefinition::Region region;
    if (op.getInherentAttr("constrainedArguments")) {
      llvm::SmallVector<unsigned, 2> args;
      if (failed(getVars(&op, body, args)))
        return failure();
      region.arguments = std::move(args);
    }
    if (auto size = llvm::dyn_cast_or_null<IntegerAttr>(
            op.getInherentAttr("numberOfBlocks")))
      region.numBlocks = unsigned(size.getInt());
    body.regionVars[op.getResult(0)] = body.regions.size();
    body.regions.push_back(std::move(region));
  }
  return success();
}

LogicalResult Loader::compileParametric(Operation *def,
                                        DynamicParametricDefinition &out) {
  Body body;
  if (failed(compileBody(def, body)))
    return failure();
  for (Operation &op : def->getRegion(0).front())
    if (isOneOf<ParametersOp>(&op) && failed(getVars(&op, body, out.params)))
      return failure();
  out.constraints = std::move(body.constraints);
  return success();
}

LogicalResult Loader::compileOperation(Operation *def,
                                       DynamicDialect &dialect) {
  Body body;
  if (failed(compileBody(def, body)))
    return failure();
  auto opDef = std::make_unique<DynamicOpDefinition>();
  opDef->name = (dialect.getNamespace() + "." + getSymName(def)).str();
  for (Operation &op : def->getRegion(0).front()) {
    if (isOneOf<OperandsOp, ResultsOp>(&op)) {
      llvm::SmallVector<unsigned, 4> vars;
      if (failed(getVars(&op, body, vars)))
        return failure();
      auto variadicities =
          llvm::cast<VariadicityArrayAttr>(op.getInherentAttr("variadicity"))
              .getValue();
      auto &values =
          isOneOf<OperandsOp>(&op) ? opDef->operands : opDef->results;
      for (size_t i = 0, e = vars.size(); i < e; ++i)
        values.push_back({vars[i], variadicities[i]});
    } else if (isOneOf<AttributesOp>(&op)) {
      llvm::SmallVector<unsigned, 4> vars;
      if (failed(getVars(&op, body, vars)))
        return failure();
      auto names =
          llvm::cast<ArrayAttr>(op.getInherentAttr("attributeValueNames"));
      for (size_t i = 0, e = vars.size(); i < e; ++i)
        opDef->attributes.emplace_back(
            llvm::cast<StringAttr>(names[i]).getValue().str(), vars[i]);
    } else if (isOneOf<RegionsOp>(&op)) {
      for (Value operand : op.getOperands()) {
        auto it = body.regionVars.find(operand);
        if (it == body.regionVars.end())
          return op.emitOpError(
              "refers to a region constraint defined outside of its "
              "definition");
        opDef->regions.push_back(body.regions[it->second]);
      }
    }
  }
  opDef->constraints = std::move(body.constraints);
  dialect.addOpDefinition(std::move(opDef));
  return success();
}

LogicalResult irdl::loadDialects(Operation *root) {
  Loader loader;
  loader.ctx = root->getContext();
  Context *ctx = loader.ctx;

  llvm::SmallVector<Operation *, 4> dialectOps;
  root->walk([&](Operation *op) {
    if (isOneOf<DialectOp>(op))
      dialectOps.push_back(op);
  });

  // 1. The dialects.
  llvm::SmallVector<DynamicDialect *, 4> dialects;
  llvm::StringMap<Operation *> seen;
  for (Operation *op : dialectOps) {
    llvm::StringRef name = getSymName(op);
    // Two dialects of one file with one name (the file's implicit module is
    // not verified as a symbol table before it is built).
    if (Operation *previous = seen.lookup(name)) {
      InFlightDiagnostic diag =
          op->emitError() << "redefinition of symbol named '" << name << "'";
      diag.attachNote(previous->getLoc())
          << "see existing symbol definition here";
      return diag;
    }
    seen[name] = op;
    if (ctx->getLoadedDialect(name) ||
        llvm::is_contained(ctx->getAvailableDialects(), name))
      return emitError(op->getLoc())
             << "dialect '" << name << "' is already registered";
    DialectRegistry registry;
    std::string owned = name.str();
    registry.insert(name, [owned](Context *c) -> Dialect * {
      return new DynamicDialect(c, std::make_unique<std::string>(owned));
    });
    ctx->appendDialectRegistry(registry);
    dialects.push_back(llvm::cast<DynamicDialect>(ctx->getOrLoadDialect(name)));
  }

  // 2. Empty type and attribute definitions, so that references resolve.
  for (auto [op, dialect] : llvm::zip(dialectOps, dialects))
    for (Operation &def : op->getRegion(0).front()) {
      if (isOneOf<TypeOp>(&def))
        loader.typeDefs[&def] = &dialect->addTypeDefinition(getSymName(&def));
      else if (isOneOf<AttributeOp>(&def))
        loader.attrDefs[&def] = &dialect->addAttrDefinition(getSymName(&def));
    }

  // 3. Constraints, then ops.
  for (auto [op, dialect] : llvm::zip(dialectOps, dialects))
    for (Operation &def : op->getRegion(0).front()) {
      LogicalResult result = success();
      if (isOneOf<TypeOp>(&def))
        result = loader.compileParametric(&def, *loader.typeDefs[&def]);
      else if (isOneOf<AttributeOp>(&def))
        result = loader.compileParametric(&def, *loader.attrDefs[&def]);
      else if (isOneOf<OperationOp>(&def))
        result = loader.compileOperation(&def, *dialect);
      if (failed(result))
        return failure();
    }
  return success();
}

LogicalResult irdl::loadDialectsFromFile(Context &ctx, llvm::StringRef path) {
  auto file =
      llvm::MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/true);
  if (std::error_code ec = file.getError()) {
    llvm::errs() << "cannot open IRDL file '" << path << "': " << ec.message()
                 << "\n";
    return failure();
  }
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sm, &ctx);
  ParserConfig config(&ctx, /*verifyAfterParse=*/true);
  OwningOpRef<Operation *> module =
      parseSourceFileForTool(sm, config, /*insertImplicitModule=*/true);
  if (!module)
    return failure();
  return loadDialects(module.get());
}
