//===- SymbolTable.cpp - Named ops in symbol-table scopes -----------------===//
//
// Lookups scan or cache the single block of a table op; use walks visit the
// attributes of each op (discardable ones and properties) with an explicit
// worklist over nested attributes and types, and the ops of a scope with an
// explicit worklist over regions that stops at nested symbol tables.
//
//===----------------------------------------------------------------------===//
#include "ir/SymbolTable.h"

#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/printer/AttrTypePrinter.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PointerUnion.h"
#include "llvm/ADT/SmallString.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// An op with one region and no loaded dialect might be a symbol table that
/// Assay cannot see as one.
static bool isPotentiallyUnknownSymbolTable(Operation *op) {
  return op->getNumRegions() == 1 && !op->getDialect();
}

/// Sets (or, with a null value, removes) an inherent attribute: in the
/// properties when the op keeps them as a dictionary or declares the name as
/// inherent, else among the discardable attributes.
static void setInherentAttr(Operation *op, llvm::StringRef name,
                            Attribute value) {
  auto props = llvm::dyn_cast_or_null<DictionaryAttr>(op->getPropertiesAttr());
  bool inherent =
      op->isRegistered() && op->getName().getInfo()->isInherentAttr(name);
  if (props || (inherent && !op->getPropertiesAttr())) {
    NamedAttrList list;
    if (props)
      list.assign(props.getValue());
    if (value)
      list.set(name, value);
    else
      list.erase(name);
    op->setPropertiesAttr(
        list.empty() ? Attribute()
                     : Attribute(list.getDictionary(op->getContext())));
    return;
  }
  if (value)
    op->setAttr(name, value);
  else
    op->removeAttr(name);
}

/// Calls `callback` on each symbol reference in the attributes of `op`,
/// not looking inside the references themselves.
static WalkResult
walkSymbolRefs(Operation *op,
               llvm::function_ref<WalkResult(SymbolRefAttr)> callback) {
  llvm::SmallVector<Attribute, 8> attrs;
  llvm::SmallVector<Type, 4> types;
  llvm::DenseSet<const void *> seen;
  for (Attribute root : {op->getRawAttrDictionary(), op->getPropertiesAttr()})
    if (root && seen.insert(root.getAsOpaquePointer()).second)
      attrs.push_back(root);
  auto pushAttr = [&](Attribute a) {
    if (a && seen.insert(a.getAsOpaquePointer()).second)
      attrs.push_back(a);
  };
  auto pushType = [&](Type t) {
    if (t && seen.insert(t.getAsOpaquePointer()).second)
      types.push_back(t);
  };
  while (!attrs.empty() || !types.empty()) {
    if (!attrs.empty()) {
      Attribute attr = attrs.pop_back_val();
      if (auto ref = llvm::dyn_cast<SymbolRefAttr>(attr)) {
        if (callback(ref).wasInterrupted())
          return WalkResult::interrupt();
        continue;
      }
      walkImmediateSubElements(attr, pushAttr, pushType);
      continue;
    }
    walkImmediateSubElements(types.pop_back_val(), pushAttr, pushType);
  }
  return WalkResult::advance();
}

/// Calls `fn` on every op nested in `regions`, not entering the regions of
/// symbol tables. std::nullopt if `fn` does.
static std::optional<WalkResult>
walkScopeOps(llvm::ArrayRef<Region *> regions,
             llvm::function_ref<std::optional<WalkResult>(Operation *)> fn) {
  llvm::SmallVector<Region *, 8> pending(regions.rbegin(), regions.rend());
  while (!pending.empty()) {
    Region *region = pending.pop_back_val();
    for (Block &block : *region) {
      for (Operation &op : block) {
        std::optional<WalkResult> result = fn(&op);
        if (!result)
          return std::nullopt;
        if (result->wasInterrupted())
          return WalkResult::interrupt();
        if (op.getNumRegions() == 0 || op.hasTrait(OpTrait::SymbolTable))
          continue;
        for (Region &sub : llvm::reverse(op.getRegions()))
          pending.push_back(&sub);
      }
    }
  }
  return WalkResult::advance();
}

using UseCallback = llvm::function_ref<WalkResult(Operation *, SymbolRefAttr)>;

/// Walks the symbol uses of the ops nested in `regions`.
static std::optional<WalkResult> walkUsesIn(llvm::ArrayRef<Region *> regions,
                                            UseCallback callback) {
  return walkScopeOps(regions, [&](Operation *op) -> std::optional<WalkResult> {
    if (isPotentiallyUnknownSymbolTable(op))
      return std::nullopt;
    return walkSymbolRefs(op,
                          [&](SymbolRefAttr ref) { return callback(op, ref); });
  });
}

static llvm::SmallVector<Region *, 2> getRegionPointers(Operation *op) {
  llvm::SmallVector<Region *, 2> regions;
  for (Region &r : op->getRegions())
    regions.push_back(&r);
  return regions;
}

/// Walks the symbol uses held by `from` and, unless it is a symbol table,
/// by the ops nested in it.
static std::optional<WalkResult> walkUsesFrom(Operation *from,
                                              UseCallback callback) {
  if (isPotentiallyUnknownSymbolTable(from))
    return std::nullopt;
  if (walkSymbolRefs(from, [&](SymbolRefAttr ref) {
        return callback(from, ref);
      }).wasInterrupted())
    return WalkResult::interrupt();
  if (from->hasTrait(OpTrait::SymbolTable))
    return WalkResult::advance();
  return walkUsesIn(getRegionPointers(from), callback);
}

namespace {
/// Where to look for uses of a symbol, and the reference that names it
/// there.
struct SymbolScope {
  SymbolRefAttr ref;
  llvm::PointerUnion<Operation *, Region *> limit;

  std::optional<WalkResult> walk(UseCallback callback) const {
    if (auto *op = llvm::dyn_cast<Operation *>(limit))
      return walkUsesFrom(op, callback);
    Region *region = llvm::cast<Region *>(limit);
    return walkUsesIn({region}, callback);
  }
};
} // namespace

/// Whether `ref` names `prefix` or something nested in it.
static bool isReferencePrefixOf(SymbolRefAttr prefix, SymbolRefAttr ref) {
  if (prefix.getRootReference() != ref.getRootReference())
    return false;
  auto prefixNested = prefix.getNestedReferences();
  auto refNested = ref.getNestedReferences();
  if (prefixNested.size() > refNested.size())
    return false;
  return llvm::equal(prefixNested, refNested.take_front(prefixNested.size()));
}

static llvm::SmallVector<SymbolScope, 2> scopesFor(StringAttr symbol,
                                                   Operation *from) {
  return {{FlatSymbolRefAttr::get(symbol), from}};
}
static llvm::SmallVector<SymbolScope, 2> scopesFor(StringAttr symbol,
                                                   Region *from) {
  return {{FlatSymbolRefAttr::get(symbol), from}};
}

/// The scopes in which `symbol` may be referred to from within `from`: its
/// own table by plain name, and each enclosing table up to `from` by a
/// reference qualified with the names of the tables in between.
static llvm::SmallVector<SymbolScope, 2> scopesFor(Operation *symbol,
                                                   Operation *from) {
  llvm::SmallVector<SymbolScope, 2> scopes;
  StringAttr name = SymbolTable::getSymbolName(symbol);
  Operation *table = symbol->getParentOp();
  if (!name || !table)
    return scopes;
  SymbolRefAttr ref = FlatSymbolRefAttr::get(name);
  while (true) {
    if (table->isProperAncestor(from)) {
      // `from` lies inside this table: it sees the symbol as `ref`.
      scopes.push_back({ref, from});
      return scopes;
    }
    if (!from->isAncestor(table))
      return scopes;
    for (Region &region : table->getRegions())
      scopes.push_back({ref, &region});
    if (table == from)
      return scopes;
    // One level up, the symbol is named through this table.
    StringAttr tableName = SymbolTable::getSymbolName(table);
    Operation *parent = table->getParentOp();
    if (!tableName || !parent)
      return scopes;
    llvm::SmallVector<FlatSymbolRefAttr, 4> nested;
    nested.push_back(FlatSymbolRefAttr::get(ref.getRootReference()));
    nested.append(ref.getNestedReferences().begin(),
                  ref.getNestedReferences().end());
    ref = SymbolRefAttr::get(tableName, nested);
    table = SymbolTable::getNearestSymbolTable(parent);
    if (!table)
      return scopes;
  }
}

static llvm::SmallVector<SymbolScope, 2> scopesFor(Operation *symbol,
                                                   Region *from) {
  Operation *owner = from->getParentOp();
  llvm::SmallVector<SymbolScope, 2> scopes;
  if (!owner)
    return scopes;
  for (SymbolScope &scope : scopesFor(symbol, owner)) {
    // Narrow scopes covering the whole owner to the region asked about.
    if (llvm::dyn_cast<Operation *>(scope.limit) == owner)
      scope.limit = from;
    else if (auto *region = llvm::dyn_cast<Region *>(scope.limit))
      if (region->getParentOp() == owner && region != from)
        continue;
    scopes.push_back(scope);
  }
  return scopes;
}

template <class SymbolT, class FromT>
static std::optional<SymbolTable::UseRange> getUsesImpl(SymbolT symbol,
                                                        FromT from) {
  SymbolTable::UseRange uses;
  for (const SymbolScope &scope : scopesFor(symbol, from)) {
    auto result = scope.walk([&](Operation *user, SymbolRefAttr ref) {
      if (isReferencePrefixOf(scope.ref, ref))
        uses.emplace_back(user, ref);
      return WalkResult::advance();
    });
    if (!result)
      return std::nullopt;
  }
  return uses;
}

template <class SymbolT, class FromT>
static bool knownUseEmptyImpl(SymbolT symbol, FromT from) {
  for (const SymbolScope &scope : scopesFor(symbol, from)) {
    auto result = scope.walk([&](Operation *, SymbolRefAttr ref) {
      return isReferencePrefixOf(scope.ref, ref) ? WalkResult::interrupt()
                                                 : WalkResult::advance();
    });
    if (!result || result->wasInterrupted())
      return false;
  }
  return true;
}

/// What replaceRefsIn rebuilt: original storage to replacement, for
/// attributes and types alike (their storages never share an address).
using ReplacedElements = llvm::DenseMap<const void *, const void *>;

/// Rebuilds `root` with every symbol reference passed through `replace`
/// (null: keep), wherever it is nested: in attributes and in types (a tensor
/// encoding, a memref memory space...). Post-order over a worklist; `done`
/// is shared by the calls of one replacement, so each sub-element is rebuilt
/// once and a distinct attribute used by several ops stays one attribute.
static Attribute
replaceRefsIn(Attribute root,
              llvm::function_ref<Attribute(SymbolRefAttr)> replace,
              ReplacedElements &done) {
  if (!root)
    return root;
  /// An attribute or a type, by its storage pointer.
  struct Node {
    const void *ptr;
    bool isType;
    Attribute attr() const { return Attribute::getFromOpaquePointer(ptr); }
    Type type() const { return Type::getFromOpaquePointer(ptr); }
  };
  llvm::SmallVector<std::pair<Node, bool>, 16> stack{
      {{root.getAsOpaquePointer(), false}, false}};

  // Calls `attrFn`/`typeFn` on the immediate sub-elements of `node`.
  auto forEachChild = [](Node node, llvm::function_ref<void(Attribute)> attrFn,
                         llvm::function_ref<void(Type)> typeFn) {
    if (node.isType)
      walkImmediateSubElements(node.type(), attrFn, typeFn);
    else
      walkImmediateSubElements(node.attr(), attrFn, typeFn);
  };

  while (!stack.empty()) {
    auto [node, expanded] = stack.back();
    if (done.count(node.ptr)) {
      stack.pop_back();
      continue;
    }
    if (!node.isType) {
      if (auto ref = llvm::dyn_cast<SymbolRefAttr>(node.attr())) {
        Attribute replaced = replace(ref);
        done[node.ptr] = replaced ? replaced.getAsOpaquePointer() : node.ptr;
        stack.pop_back();
        continue;
      }
    }
    if (!expanded) {
      stack.back().second = true;
      bool hasChildren = false;
      auto push = [&](const void *child, bool isType) {
        hasChildren = true;
        if (!done.count(child))
          stack.push_back({{child, isType}, false});
      };
      forEachChild(
          node, [&](Attribute a) { push(a.getAsOpaquePointer(), false); },
          [&](Type t) { push(t.getAsOpaquePointer(), true); });
      if (!hasChildren) {
        done[node.ptr] = node.ptr;
        stack.pop_back();
      }
      continue;
    }
    stack.pop_back();
    llvm::SmallVector<Attribute, 8> attrs;
    llvm::SmallVector<Type, 4> types;
    forEachChild(
        node,
        [&](Attribute a) {
          attrs.push_back(Attribute::getFromOpaquePointer(
              done.lookup(a.getAsOpaquePointer())));
        },
        [&](Type t) {
          types.push_back(
              Type::getFromOpaquePointer(done.lookup(t.getAsOpaquePointer())));
        });
    if (node.isType)
      done[node.ptr] = replaceImmediateSubElements(node.type(), attrs, types)
                           .getAsOpaquePointer();
    else
      done[node.ptr] = replaceImmediateSubElements(node.attr(), attrs, types)
                           .getAsOpaquePointer();
  }
  return Attribute::getFromOpaquePointer(
      done.lookup(root.getAsOpaquePointer()));
}

/// `ref` with the part named by `prefix` renamed to `newLeaf`.
static SymbolRefAttr renamePrefix(SymbolRefAttr ref, SymbolRefAttr prefix,
                                  StringAttr newLeaf) {
  size_t depth = prefix.getNestedReferences().size();
  if (depth == 0)
    return SymbolRefAttr::get(newLeaf, ref.getNestedReferences());
  llvm::SmallVector<FlatSymbolRefAttr, 4> nested(
      ref.getNestedReferences().begin(), ref.getNestedReferences().end());
  nested[depth - 1] = FlatSymbolRefAttr::get(newLeaf);
  return SymbolRefAttr::get(ref.getRootReference(), nested);
}

template <class SymbolT, class FromT>
static LogicalResult replaceUsesImpl(SymbolT symbol, StringAttr newSymbol,
                                     FromT from) {
  for (const SymbolScope &scope : scopesFor(symbol, from)) {
    auto replace = [&](SymbolRefAttr ref) -> Attribute {
      if (!isReferencePrefixOf(scope.ref, ref))
        return {};
      return renamePrefix(ref, scope.ref, newSymbol);
    };
    // Collect the users first: attributes are swapped after the walk.
    llvm::SmallVector<Operation *, 8> users;
    auto result = scope.walk([&](Operation *user, SymbolRefAttr ref) {
      if (isReferencePrefixOf(scope.ref, ref) &&
          (users.empty() || users.back() != user))
        users.push_back(user);
      return WalkResult::advance();
    });
    if (!result)
      return failure();
    ReplacedElements done;
    for (Operation *user : users) {
      if (Attribute dict = user->getRawAttrDictionary())
        user->setAttrs(
            llvm::cast<DictionaryAttr>(replaceRefsIn(dict, replace, done)));
      if (Attribute props = user->getPropertiesAttr())
        user->setPropertiesAttr(replaceRefsIn(props, replace, done));
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// SymbolTable
//===----------------------------------------------------------------------===//

SymbolTable::SymbolTable(Operation *symbolTableOp)
    : symbolTableOp(symbolTableOp) {
  assert(symbolTableOp->hasTrait(OpTrait::SymbolTable) &&
         "expected an op with the SymbolTable trait");
  assert(symbolTableOp->getNumRegions() == 1 &&
         symbolTableOp->getRegion(0).hasOneBlock() &&
         "expected a symbol table with one region of one block");
  for (Operation &op : symbolTableOp->getRegion(0).front())
    if (StringAttr name = getSymbolName(&op))
      symbols.try_emplace(name, &op);
}

Operation *SymbolTable::lookup(llvm::StringRef name) const {
  return lookup(StringAttr::get(symbolTableOp->getContext(), name));
}

Operation *SymbolTable::lookup(StringAttr name) const {
  return symbols.lookup(name);
}

void SymbolTable::remove(Operation *op) {
  StringAttr name = getSymbolName(op);
  assert(name && "expected a symbol");
  auto it = symbols.find(name);
  if (it != symbols.end() && it->second == op)
    symbols.erase(it);
}

void SymbolTable::erase(Operation *symbol) {
  remove(symbol);
  symbol->erase();
}

StringAttr SymbolTable::insert(Operation *symbol,
                               std::optional<Block::iterator> insertPt) {
  if (!symbol->getBlock()) {
    Block &body = symbolTableOp->getRegion(0).front();
    Block::iterator pos = insertPt ? *insertPt : body.end();
    // Keep a real terminator last.
    if (pos == body.end() && !body.empty() && body.back().isRegistered() &&
        body.back().hasTrait(OpTrait::Terminator))
      pos = Block::iterator(&body.back());
    body.insert(pos, symbol);
  }
  assert(symbol->getParentOp() == symbolTableOp &&
         "symbol is inserted in another op");

  StringAttr name = getSymbolName(symbol);
  assert(name && "expected a symbol");
  auto [it, inserted] = symbols.try_emplace(name, symbol);
  if (inserted || it->second == symbol)
    return name;

  // Taken: try `name_N` with a counter shared by this table.
  Context *ctx = symbol->getContext();
  llvm::SmallString<64> buffer(name.getValue());
  size_t baseLength = buffer.size();
  StringAttr unique;
  do {
    buffer.resize(baseLength);
    buffer += '_';
    buffer += std::to_string(uniquingCounter++);
    unique = StringAttr::get(ctx, buffer.str());
  } while (!symbols.try_emplace(unique, symbol).second);
  setSymbolName(symbol, unique);
  return unique;
}

LogicalResult SymbolTable::rename(Operation *op, StringAttr to) {
  StringAttr from = getSymbolName(op);
  assert(from && "expected a symbol");
  assert(op->getParentOp() == symbolTableOp && "symbol of another table");
  assert(lookup(from) == op && "the symbol's name does not resolve to it");
  assert(!lookup(to) && "the new name is taken");
  if (failed(replaceAllSymbolUses(op, to, symbolTableOp)))
    return failure();
  remove(op);
  setSymbolName(op, to);
  insert(op);
  return success();
}

LogicalResult SymbolTable::rename(StringAttr from, StringAttr to) {
  Operation *op = lookup(from);
  assert(op && "no symbol of that name");
  return rename(op, to);
}

LogicalResult SymbolTable::rename(Operation *op, llvm::StringRef to) {
  return rename(op, StringAttr::get(op->getContext(), to));
}

FailureOr<StringAttr>
SymbolTable::renameToUnique(Operation *op,
                            llvm::ArrayRef<SymbolTable *> others) {
  StringAttr from = getSymbolName(op);
  assert(from && "expected a symbol");
  Context *ctx = op->getContext();
  StringAttr candidate;
  for (unsigned id = 0;; ++id) {
    candidate = StringAttr::get(ctx, from.getValue() + "_" + llvm::Twine(id));
    auto taken = [&](SymbolTable *table) { return table->lookup(candidate); };
    if (!taken(this) && llvm::none_of(others, taken))
      break;
  }
  if (failed(rename(op, candidate)))
    return failure();
  return candidate;
}

StringAttr SymbolTable::getSymbolName(Operation *symbol) {
  return llvm::dyn_cast_or_null<StringAttr>(
      symbol->getInherentAttr(getSymbolAttrName()));
}

void SymbolTable::setSymbolName(Operation *symbol, StringAttr name) {
  setInherentAttr(symbol, getSymbolAttrName(), name);
}

void SymbolTable::setSymbolName(Operation *symbol, llvm::StringRef name) {
  setSymbolName(symbol, StringAttr::get(symbol->getContext(), name));
}

SymbolTable::Visibility SymbolTable::getSymbolVisibility(Operation *symbol) {
  auto vis = llvm::dyn_cast_or_null<StringAttr>(
      symbol->getInherentAttr(getVisibilityAttrName()));
  if (!vis)
    return Visibility::Public;
  if (vis.getValue() == "private")
    return Visibility::Private;
  if (vis.getValue() == "nested")
    return Visibility::Nested;
  return Visibility::Public;
}

void SymbolTable::setSymbolVisibility(Operation *symbol, Visibility vis) {
  Context *ctx = symbol->getContext();
  switch (vis) {
  case Visibility::Public:
    setInherentAttr(symbol, getVisibilityAttrName(), {});
    return;
  case Visibility::Private:
    setInherentAttr(symbol, getVisibilityAttrName(),
                    StringAttr::get(ctx, "private"));
    return;
  case Visibility::Nested:
    setInherentAttr(symbol, getVisibilityAttrName(),
                    StringAttr::get(ctx, "nested"));
    return;
  }
}

Operation *SymbolTable::getNearestSymbolTable(Operation *from) {
  assert(from && "expected an op");
  for (Operation *op = from; op; op = op->getParentOp()) {
    if (isPotentiallyUnknownSymbolTable(op))
      return nullptr;
    if (op->hasTrait(OpTrait::SymbolTable))
      return op;
  }
  return nullptr;
}

void SymbolTable::walkSymbolTables(
    Operation *op, bool allSymUsesVisible,
    llvm::function_ref<void(Operation *, bool)> callback) {
  struct Item {
    Operation *op;
    bool visible;
    bool expanded;
  };
  llvm::SmallVector<Item, 16> stack{{op, allSymUsesVisible, false}};
  while (!stack.empty()) {
    Item item = stack.back();
    bool isTable = item.op->hasTrait(OpTrait::SymbolTable);
    if (item.expanded) {
      stack.pop_back();
      if (isTable)
        callback(item.op, item.visible);
      continue;
    }
    bool visible = item.visible;
    if (isTable)
      visible |= !item.op->hasTrait(OpTrait::Symbol) ||
                 getSymbolVisibility(item.op) == Visibility::Private;
    else
      visible = true;
    stack.back() = {item.op, visible, true};
    // Children in reverse, so that they are visited in order.
    for (Region &region : llvm::reverse(item.op->getRegions()))
      for (Block &block : llvm::reverse(region))
        for (Operation &nested : llvm::reverse(block))
          stack.push_back({&nested, visible, false});
  }
}

Operation *SymbolTable::lookupSymbolIn(Operation *tableOp, StringAttr symbol) {
  assert(tableOp->hasTrait(OpTrait::SymbolTable) && "expected a symbol table");
  Region &region = tableOp->getRegion(0);
  if (region.empty())
    return nullptr;
  for (Operation &op : region.front())
    if (getSymbolName(&op) == symbol)
      return &op;
  return nullptr;
}

Operation *SymbolTable::lookupSymbolIn(Operation *tableOp,
                                       llvm::StringRef symbol) {
  return lookupSymbolIn(tableOp,
                        StringAttr::get(tableOp->getContext(), symbol));
}

/// Follows `symbol` step by step, with `lookupFn` doing each step.
static LogicalResult lookupNested(
    Operation *tableOp, SymbolRefAttr symbol,
    llvm::SmallVectorImpl<Operation *> &ops,
    llvm::function_ref<Operation *(Operation *, StringAttr)> lookupFn) {
  Operation *current = lookupFn(tableOp, symbol.getRootReference());
  if (!current)
    return failure();
  ops.push_back(current);
  auto nested = symbol.getNestedReferences();
  for (FlatSymbolRefAttr ref : nested) {
    if (!current->hasTrait(OpTrait::SymbolTable))
      return failure();
    current = lookupFn(current, ref.getAttr());
    if (!current)
      return failure();
    ops.push_back(current);
  }
  return success();
}

LogicalResult
SymbolTable::lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol,
                            llvm::SmallVectorImpl<Operation *> &ops) {
  return lookupNested(tableOp, symbol, ops,
                      [](Operation *table, StringAttr name) {
                        return lookupSymbolIn(table, name);
                      });
}

Operation *SymbolTable::lookupSymbolIn(Operation *tableOp,
                                       SymbolRefAttr symbol) {
  llvm::SmallVector<Operation *, 4> ops;
  if (failed(lookupSymbolIn(tableOp, symbol, ops)))
    return nullptr;
  return ops.back();
}

Operation *SymbolTable::lookupNearestSymbolFrom(Operation *from,
                                                StringAttr symbol) {
  Operation *table = getNearestSymbolTable(from);
  return table ? lookupSymbolIn(table, symbol) : nullptr;
}

Operation *SymbolTable::lookupNearestSymbolFrom(Operation *from,
                                                SymbolRefAttr symbol) {
  Operation *table = getNearestSymbolTable(from);
  return table ? lookupSymbolIn(table, symbol) : nullptr;
}

//===--- Uses
//--------------------------------------------------------------===//

std::optional<SymbolTable::UseRange>
SymbolTable::getSymbolUses(Operation *from) {
  UseRange uses;
  auto result = walkUsesFrom(from, [&](Operation *user, SymbolRefAttr ref) {
    uses.emplace_back(user, ref);
    return WalkResult::advance();
  });
  if (!result)
    return std::nullopt;
  return uses;
}

std::optional<SymbolTable::UseRange> SymbolTable::getSymbolUses(Region *from) {
  UseRange uses;
  auto result = walkUsesIn({from}, [&](Operation *user, SymbolRefAttr ref) {
    uses.emplace_back(user, ref);
    return WalkResult::advance();
  });
  if (!result)
    return std::nullopt;
  return uses;
}

std::optional<SymbolTable::UseRange>
SymbolTable::getSymbolUses(StringAttr symbol, Operation *from) {
  return getUsesImpl(symbol, from);
}
std::optional<SymbolTable::UseRange>
SymbolTable::getSymbolUses(StringAttr symbol, Region *from) {
  return getUsesImpl(symbol, from);
}
std::optional<SymbolTable::UseRange>
SymbolTable::getSymbolUses(Operation *symbol, Operation *from) {
  return getUsesImpl(symbol, from);
}
std::optional<SymbolTable::UseRange>
SymbolTable::getSymbolUses(Operation *symbol, Region *from) {
  return getUsesImpl(symbol, from);
}

bool SymbolTable::symbolKnownUseEmpty(StringAttr symbol, Operation *from) {
  return knownUseEmptyImpl(symbol, from);
}
bool SymbolTable::symbolKnownUseEmpty(StringAttr symbol, Region *from) {
  return knownUseEmptyImpl(symbol, from);
}
bool SymbolTable::symbolKnownUseEmpty(Operation *symbol, Operation *from) {
  return knownUseEmptyImpl(symbol, from);
}
bool SymbolTable::symbolKnownUseEmpty(Operation *symbol, Region *from) {
  return knownUseEmptyImpl(symbol, from);
}

LogicalResult SymbolTable::replaceAllSymbolUses(StringAttr oldSymbol,
                                                StringAttr newSymbol,
                                                Operation *from) {
  return replaceUsesImpl(oldSymbol, newSymbol, from);
}
LogicalResult SymbolTable::replaceAllSymbolUses(StringAttr oldSymbol,
                                                StringAttr newSymbol,
                                                Region *from) {
  return replaceUsesImpl(oldSymbol, newSymbol, from);
}
LogicalResult SymbolTable::replaceAllSymbolUses(Operation *oldSymbol,
                                                StringAttr newSymbol,
                                                Operation *from) {
  return replaceUsesImpl(oldSymbol, newSymbol, from);
}
LogicalResult SymbolTable::replaceAllSymbolUses(Operation *oldSymbol,
                                                StringAttr newSymbol,
                                                Region *from) {
  return replaceUsesImpl(oldSymbol, newSymbol, from);
}

//===----------------------------------------------------------------------===//
// SymbolTableCollection
//===----------------------------------------------------------------------===//

SymbolTable &SymbolTableCollection::getSymbolTable(Operation *tableOp) {
  std::unique_ptr<SymbolTable> &table = tables[tableOp];
  if (!table)
    table = std::make_unique<SymbolTable>(tableOp);
  return *table;
}

void SymbolTableCollection::invalidateSymbolTable(Operation *tableOp) {
  tables.erase(tableOp);
}

Operation *SymbolTableCollection::lookupSymbolIn(Operation *tableOp,
                                                 StringAttr symbol) {
  return getSymbolTable(tableOp).lookup(symbol);
}

LogicalResult
SymbolTableCollection::lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol,
                                      llvm::SmallVectorImpl<Operation *> &ops) {
  return lookupNested(tableOp, symbol, ops,
                      [this](Operation *table, StringAttr name) {
                        return lookupSymbolIn(table, name);
                      });
}

Operation *SymbolTableCollection::lookupSymbolIn(Operation *tableOp,
                                                 SymbolRefAttr symbol) {
  llvm::SmallVector<Operation *, 4> ops;
  if (failed(lookupSymbolIn(tableOp, symbol, ops)))
    return nullptr;
  return ops.back();
}

Operation *SymbolTableCollection::lookupNearestSymbolFrom(Operation *from,
                                                          StringAttr symbol) {
  Operation *table = SymbolTable::getNearestSymbolTable(from);
  return table ? lookupSymbolIn(table, symbol) : nullptr;
}

Operation *
SymbolTableCollection::lookupNearestSymbolFrom(Operation *from,
                                               SymbolRefAttr symbol) {
  Operation *table = SymbolTable::getNearestSymbolTable(from);
  return table ? lookupSymbolIn(table, symbol) : nullptr;
}
