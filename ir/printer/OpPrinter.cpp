//===- OpPrinter.cpp - Prints operations in MLIR's textual form -----------===//
//
// Three passes over the op being printed:
//  1. SSA naming: values and blocks get their names in mlir-opt's order (a
//     stack of regions; with the generic form, numbers are unique across
//     regions, otherwise sibling regions restart from the same numbers).
//  2. Alias collection: a printer that writes nothing walks the op exactly
//     as the real printer would (custom forms included) and records every
//     type and attribute printed, with their nested elements; dialects name
//     aliases, which are ordered by nesting depth, kind and name, and
//     numbered per name (`#loc`, `#loc1`...).
//  3. Printing, through AttrTypePrinter with this file's alias hook.
//
//===----------------------------------------------------------------------===//
#include "ir/printer/OpPrinter.h"

#include "ir/BuiltinAttributes.h"
#include "ir/BuiltinTypes.h"
#include "ir/Context.h"
#include "ir/Dialect.h"
#include "ir/ElementsAttributes.h"
#include "ir/Location.h"
#include "ir/OpAsm.h"
#include "ir/Operation.h"
#include "ir/parser/ParseFile.h"
#include "ir/printer/AttrTypePrinter.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using llvm::StringRef;

// The printer's hot paths write literals as `os << StringRef("...")`: the
// length is then known where the call is made and the bytes go through the
// stream's inline path, where `os << "..."` makes a call to measure them.

OpAsmPrinter::~OpAsmPrinter() = default;

/// Prints a result type list: a single type that is not a function type
/// bare, any other list in parentheses. `types` is any range of types, so
/// that an op's own types are printed without being copied out first.
template <class TypesT>
static void printArrowTypes(OpAsmPrinter &p, const TypesT &types) {
  llvm::raw_ostream &os = p.getStream();
  auto it = std::begin(types), end = std::end(types);
  bool wrap = it == end || std::next(it) != end || llvm::isa<FunctionType>(*it);
  if (wrap)
    os << '(';
  p.printList(types, [&](Type t) { p.printType(t); });
  if (wrap)
    os << ')';
}

/// Prints `(inputs) -> results` (see printArrowTypes).
template <class InputsT, class ResultsT>
static void printFunctionalTypeOf(OpAsmPrinter &p, const InputsT &inputs,
                                  const ResultsT &results) {
  llvm::raw_ostream &os = p.getStream();
  os << '(';
  p.printList(inputs, [&](Type t) { p.printType(t); });
  os << StringRef(") -> ");
  printArrowTypes(p, results);
}

void OpAsmPrinter::printFunctionalType(Operation *op) {
  // A null operand (IR a buggy pass left behind, shown in the diagnostic that
  // reports it) has no type: it prints as `<<NULL TYPE>>`.
  auto operandTypes = llvm::map_range(
      op->getOperands(), [](Value v) { return v ? v.getType() : Type(); });
  printFunctionalTypeOf(*this, operandTypes, op->getResultTypes());
}

void OpAsmPrinter::printFunctionalType(llvm::ArrayRef<Type> inputs,
                                       llvm::ArrayRef<Type> results) {
  printFunctionalTypeOf(*this, inputs, results);
}

void OpAsmPrinter::printArrowTypeList(llvm::ArrayRef<Type> types) {
  printArrowTypes(*this, types);
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

namespace {
/// Rewrites `name` into a valid identifier: invalid characters become `_`,
/// a leading digit gets a `_` before it, and (unless allowed) a trailing
/// digit a `_` after it.
StringRef sanitizeIdentifier(StringRef name, llvm::SmallString<16> &buffer,
                             StringRef allowedPunct, bool allowTrailingDigit) {
  auto isValid = [&](char c) {
    return llvm::isAlnum(c) || allowedPunct.contains(c);
  };
  bool needsChange = name.empty() || llvm::isDigit(name.front()) ||
                     (!allowTrailingDigit && llvm::isDigit(name.back())) ||
                     !llvm::all_of(name, isValid);
  if (!needsChange)
    return name;
  buffer.clear();
  if (!name.empty() && llvm::isDigit(name.front()))
    buffer.push_back('_');
  for (char c : name)
    buffer.push_back(isValid(c) ? c : '_');
  if (!allowTrailingDigit && !name.empty() && llvm::isDigit(name.back()))
    buffer.push_back('_');
  return buffer;
}

/// The ids of the values (T = detail::ValueImpl) or blocks (T = Block) of
/// one print. A print of a whole top-level op keeps each id in its
/// object's printer slot (see ValueImpl::getPrinterSlot) as id + 1, and
/// clears the slots when it is done (see SSANames::clearSlots), so that
/// outside such a print every slot is 0: no table, no hashing. Other prints
/// (of a nested op, for diagnostics, possibly while a whole print is under
/// way) use a hash map and leave the slots alone.
template <class T> class PrinterIDTable {
public:
  explicit PrinterIDTable(bool useSlots) : useSlots(useSlots) {}

  /// The id of `obj`, if it has one.
  std::optional<uint32_t> find(const T *obj) const {
    if (!useSlots) {
      auto it = map.find(obj);
      if (it == map.end())
        return std::nullopt;
      return it->second;
    }
    if (unsigned slot = obj->getPrinterSlot())
      return slot - 1;
    return std::nullopt;
  }
  bool contains(const T *obj) const { return find(obj).has_value(); }
  /// Gives `obj` the id `id` unless it has one; whether it was added.
  bool insert(const T *obj, uint32_t id) {
    if (!useSlots)
      return map.try_emplace(obj, id).second;
    if (obj->getPrinterSlot())
      return false;
    obj->setPrinterSlot(id + 1);
    return true;
  }
  /// Gives `obj` the id `id`, replacing any it had.
  void set(const T *obj, uint32_t id) {
    if (useSlots)
      obj->setPrinterSlot(id + 1);
    else
      map[obj] = id;
  }

private:
  bool useSlots;
  llvm::DenseMap<const T *, uint32_t> map;
};

/// Value and block names of one print.
class SSANames {
public:
  /// Value ids: the low 30 bits are a number or a name index, the high
  /// bits the kind.
  enum Kind : uint32_t { Number = 0, Arg = 1u << 30, Named = 2u << 30 };
  static constexpr uint32_t kKindMask = 3u << 30;

  /// Names the values and blocks of `root`; `wholeTopLevelOp` says that
  /// this print is of a whole top-level op, whose names may then live in
  /// the printer slots (see PrinterIDTable).
  SSANames(Operation *root, const OpPrintingFlags &flags,
           bool wholeTopLevelOp = false)
      : flags(flags), root(root),
        usesSlots(wholeTopLevelOp && slotPrintsUnderWay == 0),
        valueIDs(usesSlots), blockIDs(usesSlots) {
    if (usesSlots)
      ++slotPrintsUnderWay;
    number(root);
  }
  ~SSANames() {
    if (usesSlots) {
      clearSlots();
      --slotPrintsUnderWay;
    }
  }
  SSANames(const SSANames &) = delete;
  SSANames &operator=(const SSANames &) = delete;

  void printValue(Value value, llvm::raw_ostream &os,
                  bool printResultNo = true) const;
  void printBlock(Block *block, llvm::raw_ostream &os) const {
    std::optional<uint32_t> ordering;
    if (block)
      ordering = blockIDs.find(block);
    if (!ordering) {
      printedInvalid = true;
      os << "^INVALIDBLOCK";
      return;
    }
    os << StringRef("^bb");
    writeDecimal(os, *ordering);
  }
  /// Whether a value or block printed so far had no name here (a null
  /// one, or one not defined in what is printed): the text is of invalid
  /// IR and cannot be read back.
  bool hasPrintedInvalid() const { return printedInvalid; }
  /// Whether an op numbered has a null operand or successor, which custom
  /// printers do not expect.
  bool hasNullReferences() const { return nullReferences; }
  unsigned getBlockOrdering(Block *block) const {
    return blockIDs.find(block).value_or(~0u);
  }
  /// Result groups of `op` (starts of groups), empty if one group.
  llvm::ArrayRef<unsigned> getResultGroups(Operation *op) const {
    // Only ops with custom result names have groups: most prints none.
    if (resultGroups.empty())
      return {};
    auto it = resultGroups.find(op);
    if (it == resultGroups.end())
      return {};
    return it->second;
  }
  /// Gives `arg` the name of `source` (OpAsmPrinter::shadowRegionArgs).
  void shadow(Value arg, Value source) {
    if (std::optional<uint32_t> id = valueIDs.find(source.getImpl()))
      valueIDs.set(arg.getImpl(), *id);
  }

private:
  struct Counters {
    unsigned nextValue = 0, nextArg = 0, nextConflict = 0;
  };

  void number(Operation *root);
  void numberRegion(Region &region);
  void numberBlock(Block &block);
  void numberOp(Operation &op);
  void setName(Value value, StringRef name);
  /// Makes `name` unique among the names in scope; returns its index in
  /// `names`.
  uint32_t uniqueName(StringRef name);

  void clearSlots();

  /// Prints on this thread that keep names in the printer slots: a print
  /// started while one is under way (from a diagnostic, say) uses maps.
  static thread_local unsigned slotPrintsUnderWay;

  const OpPrintingFlags &flags;
  Operation *root;
  bool usesSlots;
  PrinterIDTable<detail::ValueImpl> valueIDs;
  /// Without slots (prints for diagnostics, of IR that may be invalid):
  /// every value numbered, so that an operand naming anything else is
  /// printed without being read (see printValue).
  llvm::DenseSet<const detail::ValueImpl *> knownValues;
  mutable bool printedInvalid = false;
  bool nullReferences = false;
  /// The distinct value names, each kept once: a module repeats `c0` and
  /// `cst` in every function. A named value's id holds the index into
  /// `names`, which internedNames maps each name to.
  std::vector<StringRef> names;
  llvm::StringMap<uint32_t> internedNames;
  /// Block orderings within their regions.
  PrinterIDTable<Block> blockIDs;
  llvm::DenseMap<Operation *, llvm::SmallVector<unsigned, 2>> resultGroups;
  Counters counters;
  // Names in use, scoped by region nesting.
  llvm::StringMap<unsigned> usedNames;
  std::vector<std::vector<StringRef>> nameScopes;
};
} // namespace

thread_local unsigned SSANames::slotPrintsUnderWay = 0;

void SSANames::clearSlots() {
  root->walk([](Operation *op) {
    for (Value result : op->getResults())
      result.getImpl()->setPrinterSlot(0);
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        block.setPrinterSlot(0);
        for (BlockArgument arg : block.getArguments())
          arg.getImpl()->setPrinterSlot(0);
      }
  });
}

void SSANames::printValue(Value value, llvm::raw_ostream &os,
                          bool printResultNo) const {
  if (!value) {
    printedInvalid = true;
    os << "<<NULL VALUE>>";
    return;
  }
  // A value that is none of those numbered is not read: in a diagnostic
  // about invalid IR it may belong to an op or block that was erased.
  if (!usesSlots && !knownValues.contains(value.getImpl())) {
    printedInvalid = true;
    os << "<<UNKNOWN SSA VALUE>>";
    return;
  }
  Value lookup = value;
  int resultNo = -1;
  if (auto result = llvm::dyn_cast<OpResult>(value)) {
    Operation *owner = result.getOwner();
    if (owner->getNumResults() != 1) {
      unsigned number = result.getResultNumber();
      llvm::ArrayRef<unsigned> groups = getResultGroups(owner);
      if (groups.empty()) {
        resultNo = number;
        lookup = owner->getResult(0);
      } else {
        const unsigned *it = llvm::upper_bound(groups, number);
        unsigned start = *std::prev(it);
        unsigned end = it == groups.end() ? owner->getNumResults() : *it;
        if (end - start != 1)
          resultNo = number - start;
        lookup = owner->getResult(start);
      }
    }
  }
  std::optional<uint32_t> found = valueIDs.find(lookup.getImpl());
  if (!found) {
    printedInvalid = true;
    os << "<<UNKNOWN SSA VALUE>>";
    return;
  }
  os << '%';
  uint32_t id = *found;
  switch (id & kKindMask) {
  case Number:
    writeDecimal(os, id);
    break;
  case Arg:
    os << StringRef("arg");
    writeDecimal(os, id & ~kKindMask);
    break;
  default:
    os << names[id & ~kKindMask];
    break;
  }
  if (resultNo >= 0 && printResultNo) {
    os << '#';
    writeDecimal(os, resultNo);
  }
}

uint32_t SSANames::uniqueName(StringRef name) {
  llvm::SmallString<16> buffer;
  name = sanitizeIdentifier(name, buffer, "$._-", /*allowTrailingDigit=*/true);
  llvm::SmallString<32> unique;
  if (!usedNames.count(name)) {
    unique = name;
  } else {
    while (true) {
      unique = name;
      unique += '_';
      llvm::raw_svector_ostream(unique) << counters.nextConflict++;
      if (!usedNames.count(unique))
        break;
    }
  }
  auto [entry, inserted] = internedNames.try_emplace(unique, names.size());
  if (inserted)
    names.push_back(entry->getKey());
  StringRef stored = entry->getKey();
  ++usedNames[stored];
  if (!nameScopes.empty())
    nameScopes.back().push_back(stored);
  return entry->second;
}

void SSANames::setName(Value value, StringRef name) {
  if (name.empty()) {
    valueIDs.set(value.getImpl(), counters.nextValue++);
    return;
  }
  valueIDs.set(value.getImpl(), Named | uniqueName(name));
}

void SSANames::numberOp(Operation &op) {
  for (Value operand : op.getOperands())
    nullReferences |= !operand;
  for (unsigned i = 0, e = op.getNumSuccessors(); i < e; ++i)
    nullReferences |= !op.getSuccessor(i);
  llvm::SmallVector<unsigned, 2> groups = {0};
  if (!flags.printGenericOpForm) {
    if (auto *iface = op.getName().getInterface<OpAsmOpInterface>()) {
      if (iface->getAsmResultNames) {
        iface->getAsmResultNames(&op, [&](Value result, StringRef name) {
          setName(result, name);
          if (unsigned n = llvm::cast<OpResult>(result).getResultNumber())
            groups.push_back(n);
        });
      }
    }
  }
  if (op.getNumResults() == 0)
    return;
  if (!usesSlots)
    for (OpResult result : op.getResults())
      knownValues.insert(result.getImpl());
  if (valueIDs.insert(op.getResult(0).getImpl(), counters.nextValue))
    ++counters.nextValue;
  if (groups.size() != 1) {
    llvm::sort(groups);
    resultGroups.try_emplace(&op, std::move(groups));
  }
}

void SSANames::numberBlock(Block &block) {
  if (!flags.printGenericOpForm) {
    if (Operation *parent = block.getParentOp())
      if (auto *iface = parent->getName().getInterface<OpAsmOpInterface>())
        if (iface->getAsmBlockArgumentNames)
          iface->getAsmBlockArgumentNames(
              parent, *block.getParent(), [&](Value arg, StringRef name) {
                if (!valueIDs.contains(arg.getImpl()))
                  setName(arg, name);
              });
  }
  bool isEntry = block.isEntryBlock();
  for (BlockArgument arg : block.getArguments()) {
    if (!usesSlots)
      knownValues.insert(arg.getImpl());
    if (valueIDs.contains(arg.getImpl()))
      continue;
    valueIDs.insert(arg.getImpl(), isEntry ? (Arg | counters.nextArg++)
                                           : counters.nextValue++);
  }
  for (Operation &op : block)
    numberOp(op);
}

void SSANames::numberRegion(Region &region) {
  unsigned nextBlock = 0;
  for (Block &block : region) {
    blockIDs.set(&block, nextBlock++);
    numberBlock(block);
  }
}

void SSANames::number(Operation *root) {
  struct Frame {
    Region *region;
    Counters counters;
    size_t parentScope;
  };
  bool unique = flags.printGenericOpForm;
  llvm::SmallVector<Frame, 8> stack;
  for (Region &region : root->getRegions())
    stack.push_back({&region, counters, 0});
  numberOp(*root);
  while (!stack.empty()) {
    Frame frame = stack.pop_back_val();
    if (!unique)
      counters = frame.counters;
    // Leave the name scopes of the subtree visited before.
    while (nameScopes.size() > frame.parentScope) {
      for (StringRef name : nameScopes.back())
        if (--usedNames[name] == 0)
          usedNames.erase(name);
      nameScopes.pop_back();
    }
    nameScopes.emplace_back();
    size_t scope = nameScopes.size();
    numberRegion(*frame.region);
    for (Block &block : *frame.region)
      for (Operation &op : block)
        for (Region &region : op.getRegions())
          stack.push_back({&region, counters, scope});
  }
}

//===----------------------------------------------------------------------===//
// Aliases
//===----------------------------------------------------------------------===//

namespace {
/// The aliases of one print.
class AliasState : public AliasPrinter {
public:
  /// One attribute or type met that has an alias or holds an element that
  /// has one. Entries stay small: names live in `aliasNames` and children
  /// in `childLists`.
  struct Entry {
    static constexpr uint32_t kNoAlias = ~0u;
    const void *ptr;
    uint32_t depth = 0;
    /// Index into aliasNames, or kNoAlias.
    uint32_t alias = kNoAlias;
    /// The entries of the immediate sub-elements: childLists[firstChild,
    /// firstChild + numChildren).
    uint32_t firstChild = 0;
    uint32_t numChildren = 0;
    bool isType;
    bool deferrable;
    bool hasAlias() const { return alias != kNoAlias; }
  };
  struct AliasName {
    StringRef name;
    unsigned suffix = 0;
  };

  explicit AliasState(Context *ctx) : dialects(ctx->getLoadedDialects()) {}

  /// Records `attr`/`type` and its nested elements; returns the entry, or
  /// kPlain for an element that needs none.
  unsigned visit(Attribute attr, bool deferrable);
  unsigned visit(Type type, bool deferrable);
  /// Orders and numbers the aliases.
  void finish();

  bool printAlias(Attribute attr, llvm::raw_ostream &os) override {
    return print(attr.getAsOpaquePointer(), os);
  }
  bool printAlias(Type type, llvm::raw_ostream &os) override {
    return print(type.getAsOpaquePointer(), os);
  }

  /// Prints `#name = value` lines of the deferrable or other aliases.
  void printDefinitions(AttrTypePrinter &printer, bool deferred);

  /// The dense_resource keys met, in order.
  llvm::SmallVector<StringRef, 2> resourceKeys;

private:
  template <class T> unsigned visitImpl(T value, bool deferrable, bool isType);
  bool print(const void *ptr, llvm::raw_ostream &os) {
    // Most prints have few aliases or none: look them up in a table of
    // their own rather than among every attribute and type met.
    if (named.empty())
      return false;
    auto it = named.find(ptr);
    if (it == named.end())
      return false;
    const Entry &e = entries[it->second];
    const AliasName &alias = aliasNames[e.alias];
    os << (e.isType ? '!' : '#') << alias.name;
    if (alias.suffix)
      os << alias.suffix;
    return true;
  }
  void markNonDeferrable(unsigned idx);

  /// What visit() returns for an element in `plain`.
  static constexpr unsigned kPlain = ~0u;

  std::vector<Dialect *> dialects;
  /// Elements without an alias and without an aliased element below them:
  /// nearly every element of a large module, kept as a bare set.
  llvm::DenseSet<const void *> plain;
  /// The entries of the other elements.
  llvm::DenseMap<const void *, unsigned> index;
  /// The entries that have an alias, by pointer (filled by finish()).
  llvm::DenseMap<const void *, unsigned> named;
  std::vector<Entry> entries;
  std::vector<AliasName> aliasNames;
  std::vector<uint32_t> childLists;
  std::vector<unsigned> order;
  llvm::BumpPtrAllocator allocator;
};
} // namespace

template <class T>
unsigned AliasState::visitImpl(T value, bool deferrable, bool isType) {
  const void *ptr = value.getAsOpaquePointer();
  if (plain.contains(ptr))
    return kPlain;
  if (auto it = index.find(ptr); it != index.end()) {
    if (!deferrable)
      markNonDeferrable(it->second);
    return it->second;
  }

  // Ask the dialects for a name; a final alias stops the search.
  llvm::SmallString<32> name;
  llvm::SmallString<32> buffer;
  llvm::raw_svector_ostream os(buffer);
  for (Dialect *dialect : dialects) {
    buffer.clear();
    AliasResult result = dialect->getAlias(value, os);
    if (result == AliasResult::NoAlias)
      continue;
    name = buffer;
    if (result == AliasResult::FinalAlias)
      break;
  }
  // `distinct[N]<>` (a distinct unit) is never aliased by mlir-opt.
  if constexpr (std::is_same_v<T, Attribute>) {
    if (auto distinct = llvm::dyn_cast<DistinctAttr>(value))
      if (llvm::isa<UnitAttr>(distinct.getReferencedAttr()))
        name.clear();
    if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(value))
      resourceKeys.push_back(resource.getKey());
  }

  // The sub-elements come first: an element with no alias and no entries
  // below it needs none itself.
  unsigned depth = 0;
  llvm::SmallVector<unsigned, 4> children;
  auto onChild = [&](unsigned child) {
    if (child == kPlain)
      return;
    children.push_back(child);
    const Entry &c = entries[child];
    depth = std::max(depth, c.depth + (c.hasAlias() ? 1 : 0));
  };
  walkImmediateSubElements(
      value,
      [&](Attribute a) {
        if (a)
          onChild(visit(a, deferrable));
      },
      [&](Type t) {
        if (t)
          onChild(visit(t, deferrable));
      });
  if (name.empty() && children.empty()) {
    plain.insert(ptr);
    return kPlain;
  }

  unsigned idx = entries.size();
  index.try_emplace(ptr, idx);
  Entry &e = entries.emplace_back();
  e.ptr = ptr;
  e.isType = isType;
  e.deferrable = deferrable;
  e.depth = depth;
  e.firstChild = childLists.size();
  e.numChildren = children.size();
  childLists.insert(childLists.end(), children.begin(), children.end());
  if (!name.empty()) {
    llvm::SmallString<16> sanitized;
    StringRef clean = sanitizeIdentifier(name, sanitized, "$_-",
                                         /*allowTrailingDigit=*/false);
    e.alias = aliasNames.size();
    aliasNames.push_back({clean.copy(allocator)});
  }
  return idx;
}

unsigned AliasState::visit(Attribute attr, bool deferrable) {
  return visitImpl(attr, deferrable, /*isType=*/false);
}
unsigned AliasState::visit(Type type, bool deferrable) {
  return visitImpl(type, deferrable, /*isType=*/true);
}

void AliasState::markNonDeferrable(unsigned idx) {
  if (!entries[idx].deferrable)
    return;
  llvm::SmallVector<unsigned, 8> worklist = {idx};
  while (!worklist.empty()) {
    Entry &e = entries[worklist.pop_back_val()];
    if (!e.deferrable)
      continue;
    e.deferrable = false;
    worklist.append(childLists.begin() + e.firstChild,
                    childLists.begin() + e.firstChild + e.numChildren);
  }
}

void AliasState::finish() {
  for (unsigned i = 0, e = entries.size(); i < e; ++i)
    if (entries[i].hasAlias()) {
      order.push_back(i);
      named.try_emplace(entries[i].ptr, i);
    }
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    const Entry &x = entries[a], &y = entries[b];
    if (x.depth != y.depth)
      return x.depth < y.depth;
    if (x.isType != y.isType)
      return x.isType;
    return aliasNames[x.alias].name < aliasNames[y.alias].name;
  });
  llvm::StringMap<unsigned> counts;
  for (unsigned i : order) {
    AliasName &alias = aliasNames[entries[i].alias];
    alias.suffix = counts[alias.name]++;
  }
}

void AliasState::printDefinitions(AttrTypePrinter &printer, bool deferred) {
  llvm::raw_ostream &os = printer.getStream();
  for (unsigned i : order) {
    const Entry &e = entries[i];
    if (e.deferrable != deferred)
      continue;
    const AliasName &alias = aliasNames[e.alias];
    os << (e.isType ? '!' : '#') << alias.name;
    if (alias.suffix)
      os << alias.suffix;
    os << " = ";
    if (e.isType)
      printer.printTypeImpl(Type::getFromOpaquePointer(e.ptr));
    else
      printer.printAttributeImpl(Attribute::getFromOpaquePointer(e.ptr));
    os << '\n';
  }
}

//===----------------------------------------------------------------------===//
// The printers
//===----------------------------------------------------------------------===//

namespace {
/// What the real printer and the alias collector share: the walk over ops,
/// regions and blocks. `Derived` decides what printing a piece means.
class OperationPrinter : public OpAsmPrinter {
public:
  OperationPrinter(llvm::raw_ostream &os, const OpPrintingFlags &flags,
                   SSANames &names, AliasState *aliases,
                   DistinctAttrNumbering &distinct, bool collecting)
      : os(os), flags(flags), names(names), aliases(aliases),
        distinct(distinct), collecting(collecting),
        attrPrinter(os, flags, collecting ? nullptr : aliases, &distinct) {
    defaultDialectStack.push_back("builtin");
  }

  //===--- AsmPrinter ----------------------------------------------------===//

  llvm::raw_ostream &getStream() const override { return os; }
  void printType(Type type) override {
    if (collecting) {
      if (aliases && type)
        aliases->visit(type, /*deferrable=*/false);
      return;
    }
    if (!type)
      return attrPrinter.printType(type);
    // A print repeats a few types many times: each is formatted once, with
    // its aliases, and then copied.
    auto [it, inserted] = typeTexts.try_emplace(type.getAsOpaquePointer());
    if (inserted) {
      llvm::SmallString<32> text;
      llvm::raw_svector_ostream textStream(text);
      AttrTypePrinter(textStream, flags, aliases, &distinct).printType(type);
      it->second = text.str().copy(textAllocator);
    }
    os << it->second;
  }
  void printAttribute(Attribute attr) override {
    if (collecting) {
      if (aliases && attr)
        aliases->visit(attr, /*deferrable=*/false);
      return;
    }
    attrPrinter.printAttribute(attr);
  }
  void printAttributeWithoutType(Attribute attr) override {
    if (collecting)
      return printAttribute(attr);
    attrPrinter.printAttributeWithoutType(attr);
  }
  LogicalResult printAlias(Attribute attr) override {
    if (collecting) {
      printAttribute(attr);
      return success();
    }
    return success(attrPrinter.printAlias(attr));
  }
  LogicalResult printAlias(Type type) override {
    if (collecting) {
      printType(type);
      return success();
    }
    return success(attrPrinter.printAlias(type));
  }

  //===--- OpAsmPrinter --------------------------------------------------===//

  void printOperand(Value value) override { printOperand(value, os); }
  void printOperand(Value value, llvm::raw_ostream &stream) override {
    if (!collecting)
      names.printValue(value, stream);
  }
  void printRegion(Region &region, bool printEntryBlockArgs,
                   bool printBlockTerminators, bool printEmptyBlock) override;
  void printRegionArgument(BlockArgument arg,
                           llvm::ArrayRef<NamedAttribute> argAttrs,
                           bool omitType) override {
    printOperand(arg);
    if (!omitType) {
      os << ": ";
      printType(arg.getType());
    }
    printOptionalAttrDict(argAttrs);
    if (flags.printDebugInfo)
      printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
  }
  void shadowRegionArgs(Region &region,
                        llvm::ArrayRef<Value> namesToUse) override {
    if (region.empty())
      return;
    Block &entry = region.front();
    for (unsigned i = 0, e = std::min<size_t>(entry.getNumArguments(),
                                              namesToUse.size());
         i < e; ++i)
      names.shadow(entry.getArgument(i), namesToUse[i]);
  }
  void printSuccessor(Block *block) override {
    if (!collecting)
      names.printBlock(block, os);
  }
  void printSuccessorAndUseList(Block *block,
                                llvm::ArrayRef<Value> operands) override {
    printSuccessor(block);
    if (operands.empty())
      return;
    os << '(';
    printOperands(operands);
    os << " : ";
    printList(operands, [&](Value v) { printType(v.getType()); });
    os << ')';
  }
  void printOptionalAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                             llvm::ArrayRef<StringRef> elided = {}) override {
    if (collecting) {
      for (const NamedAttribute &attr : attrs)
        if (!llvm::is_contained(elided, attr.getNameStr()))
          printAttribute(attr.getValue());
      return;
    }
    if (llvm::all_of(attrs, [&](const NamedAttribute &attr) {
          return llvm::is_contained(elided, attr.getNameStr());
        }))
      return;
    os << ' ';
    attrPrinter.printAttrDict(attrs, elided);
  }
  void
  printOptionalAttrDictWithKeyword(llvm::ArrayRef<NamedAttribute> attrs,
                                   llvm::ArrayRef<StringRef> elided) override {
    if (collecting)
      return printOptionalAttrDict(attrs, elided);
    if (llvm::all_of(attrs, [&](const NamedAttribute &attr) {
          return llvm::is_contained(elided, attr.getNameStr());
        }))
      return;
    os << " attributes ";
    attrPrinter.printAttrDict(attrs, elided);
  }
  void printOptionalLocationSpecifier(Location loc) override {
    printTrailingLocation(loc, /*allowAlias=*/true);
  }
  void printGenericOp(Operation *op, bool printOpName) override;
  void printCustomOrGenericOp(Operation *op) override;
  void printNewline() override {
    if (collecting)
      return;
    os << '\n';
    os.indent(indent);
  }
  void increaseIndent() override { indent += 2; }
  void decreaseIndent() override { indent -= 2; }

  //===--- Driving -------------------------------------------------------===//

  /// Prints `op` with its results and trailing location, indented.
  void printFullOp(Operation *op);
  void printBlock(Block *block, bool printHeader, bool printTerminator);
  /// Prints ` loc(...)` in debug mode.
  void printTrailingLocation(Location loc, bool allowAlias);

  AttrTypePrinter &getAttrTypePrinter() { return attrPrinter; }
  unsigned indent = 0;

private:
  llvm::raw_ostream &os;
  const OpPrintingFlags &flags;
  SSANames &names;
  AliasState *aliases;
  DistinctAttrNumbering &distinct;
  bool collecting;
  AttrTypePrinter attrPrinter;
  llvm::SmallVector<StringRef, 4> defaultDialectStack;
  /// The text of each type printed so far (see printType).
  llvm::DenseMap<const void *, StringRef> typeTexts;
  llvm::BumpPtrAllocator textAllocator;
};
} // namespace

void OperationPrinter::printTrailingLocation(Location loc, bool allowAlias) {
  if (!flags.printDebugInfo)
    return;
  if (collecting) {
    if (aliases)
      aliases->visit(Attribute(static_cast<LocationAttr>(loc)),
                     /*deferrable=*/allowAlias);
    return;
  }
  os << " loc(";
  LocationAttr attr = loc;
  if (!allowAlias || !attrPrinter.printAlias(Attribute(attr)))
    attrPrinter.printLocationInstance(attr);
  os << ')';
}

void OperationPrinter::printFullOp(Operation *op) {
  if (collecting) {
    if (flags.printDebugInfo)
      printTrailingLocation(op->getLoc(), /*allowAlias=*/true);
    printCustomOrGenericOp(op);
    return;
  }
  os.indent(indent);
  if (unsigned numResults = op->getNumResults()) {
    llvm::ArrayRef<unsigned> groups = names.getResultGroups(op);
    if (groups.size() <= 1) {
      names.printValue(op->getResult(0), os, /*printResultNo=*/false);
      if (numResults > 1)
        os << ':' << numResults;
    } else {
      for (unsigned i = 0, e = groups.size(); i < e; ++i) {
        if (i)
          os << StringRef(", ");
        unsigned end = i + 1 < e ? groups[i + 1] : numResults;
        names.printValue(op->getResult(groups[i]), os,
                         /*printResultNo=*/false);
        if (end - groups[i] > 1)
          os << ':' << (end - groups[i]);
      }
    }
    os << StringRef(" = ");
  }
  printCustomOrGenericOp(op);
  // Parsed ops create their location when asked for it: only ask if needed.
  if (flags.printDebugInfo)
    printTrailingLocation(op->getLoc(), /*allowAlias=*/true);
}

void OperationPrinter::printCustomOrGenericOp(Operation *op) {
  OpInfo *info = op->getName().getInfo();
  if (!flags.printGenericOpForm && info->registered && info->print) {
    StringRef name = op->getName().getStringRef();
    StringRef defaultDialect = defaultDialectStack.back();
    if (!defaultDialect.empty() && name.starts_with(defaultDialect) &&
        name.size() > defaultDialect.size() &&
        name[defaultDialect.size()] == '.' && name.count('.') == 1)
      name = name.drop_front(defaultDialect.size() + 1);
    if (!collecting)
      os << name;
    info->print(op, *this);
    return;
  }
  printGenericOp(op, /*printOpName=*/true);
}

void OperationPrinter::printGenericOp(Operation *op, bool printOpName) {
  if (collecting) {
    if (!flags.skipRegions)
      for (Region &region : op->getRegions())
        printRegion(region, true, true, true);
    for (Value v : op->getOperands())
      if (v)
        printType(v.getType());
    for (Value v : op->getResults())
      printType(v.getType());
    if (Attribute props = op->getPropertiesAttr())
      printAttribute(props);
    for (const NamedAttribute &attr : op->getAttrs())
      printAttribute(attr.getValue());
    return;
  }
  if (printOpName)
    AttrTypePrinter::printEscapedString(op->getName().getStringRef(), os);
  os << '(';
  bool first = true;
  for (Value v : op->getOperands()) {
    if (!first)
      os << StringRef(", ");
    first = false;
    names.printValue(v, os);
  }
  os << ')';
  if (unsigned numSuccs = op->getNumSuccessors()) {
    os << '[';
    for (unsigned i = 0; i < numSuccs; ++i) {
      if (i)
        os << StringRef(", ");
      names.printBlock(op->getSuccessor(i), os);
    }
    os << ']';
  }
  if (Attribute props = op->getPropertiesAttr()) {
    os << StringRef(" <");
    attrPrinter.printAttribute(props);
    os << '>';
  }
  if (unsigned numRegions = op->getNumRegions()) {
    os << StringRef(" (");
    for (unsigned i = 0; i < numRegions; ++i) {
      if (i)
        os << StringRef(", ");
      printRegion(op->getRegion(i), /*printEntryBlockArgs=*/true,
                  /*printBlockTerminators=*/true, /*printEmptyBlock=*/true);
    }
    os << ')';
  }
  printOptionalAttrDict(op->getAttrs(), {});
  os << StringRef(" : ");
  printFunctionalType(op);
}

void OperationPrinter::printRegion(Region &region, bool printEntryBlockArgs,
                                   bool printBlockTerminators,
                                   bool printEmptyBlock) {
  if (flags.skipRegions) {
    if (!collecting)
      os << "{...}";
    return;
  }
  if (!collecting)
    os << StringRef("{\n");
  if (!region.empty()) {
    StringRef defaultDialect;
    if (Operation *parent = region.getParentOp())
      if (auto *iface = parent->getName().getInterface<OpAsmOpInterface>())
        if (iface->getDefaultDialect)
          defaultDialect = iface->getDefaultDialect();
    defaultDialectStack.push_back(defaultDialect);
    Block *entry = &region.front();
    bool header = (printEmptyBlock && entry->empty()) ||
                  (printEntryBlockArgs && entry->getNumArguments() != 0);
    printBlock(entry, header, printBlockTerminators);
    for (Block &block : llvm::drop_begin(region))
      printBlock(&block, true, true);
    defaultDialectStack.pop_back();
  }
  if (!collecting)
    os.indent(indent) << '}';
}

void OperationPrinter::printBlock(Block *block, bool printHeader,
                                  bool printTerminator) {
  if (printHeader) {
    if (collecting) {
      for (BlockArgument arg : block->getArguments()) {
        printType(arg.getType());
        if (flags.printDebugInfo)
          printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
      }
    } else {
      os.indent(indent);
      names.printBlock(block, os);
      if (!block->args_empty()) {
        os << '(';
        bool first = true;
        for (BlockArgument arg : block->getArguments()) {
          if (!first)
            os << StringRef(", ");
          first = false;
          names.printValue(arg, os);
          os << StringRef(": ");
          printType(arg.getType());
          if (flags.printDebugInfo)
            printTrailingLocation(arg.getLoc(), /*allowAlias=*/false);
        }
        os << ')';
      }
      os << ':';
      if (!block->getParent()) {
        os << "  // block is not in a region!";
      } else if (block->hasNoPredecessors()) {
        if (!block->isEntryBlock())
          os << "  // no predecessors";
      } else {
        llvm::SmallVector<std::pair<unsigned, Block *>, 4> preds;
        for (BlockOperand &use : block->getUses())
          preds.push_back({names.getBlockOrdering(use.getOwner()->getBlock()),
                           use.getOwner()->getBlock()});
        if (preds.size() == 1) {
          os << "  // pred: ";
          names.printBlock(preds[0].second, os);
        } else {
          llvm::stable_sort(preds, [](const auto &a, const auto &b) {
            return a.first < b.first;
          });
          os << "  // " << preds.size() << " preds: ";
          for (unsigned i = 0, e = preds.size(); i < e; ++i) {
            if (i)
              os << ", ";
            names.printBlock(preds[i].second, os);
          }
        }
      }
      os << '\n';
    }
  }

  indent += 2;
  bool hasTerminator =
      !block->empty() && block->back().hasTrait(OpTrait::Terminator);
  Block::iterator end = block->end();
  if (hasTerminator && !printTerminator)
    end = std::prev(end);
  for (Block::iterator it = block->begin(); it != end; ++it) {
    printFullOp(&*it);
    if (!collecting)
      os << '\n';
  }
  indent -= 2;
}

//===----------------------------------------------------------------------===//
// File metadata
//===----------------------------------------------------------------------===//

/// Prints `{-# ... #-}` for the builtin resources `keys` refers to and the
/// kept external resources; nothing when there are none.
static void printFileMetadata(Context *ctx, llvm::ArrayRef<StringRef> keys,
                              llvm::raw_ostream &os) {
  BuiltinResourceManager &manager = BuiltinResourceManager::get(ctx);
  llvm::SmallVector<std::pair<StringRef, const ResourceBlob *>, 2> blobs;
  llvm::StringSet<> seen;
  for (StringRef key : keys)
    if (const ResourceBlob *blob = manager.lookup(key))
      if (seen.insert(key).second)
        blobs.push_back({key, blob});
  auto &external = ctx->getOrCreateExtension<ExternalResourceStore>();
  bool hasExternal = llvm::any_of(external.groups, [](const ResourceGroup &g) {
    return !g.entries.empty();
  });
  if (blobs.empty() && !hasExternal)
    return;

  os << "\n{-#\n";
  bool needComma = false;
  if (!blobs.empty()) {
    os << "  dialect_resources: {\n    builtin: {\n";
    for (unsigned i = 0, e = blobs.size(); i < e; ++i) {
      os << "      ";
      AttrTypePrinter::printKeywordOrString(blobs[i].first, os);
      os << ": ";
      blobs[i].second->printEncoded(os);
      os << (i + 1 < e ? ",\n" : "\n");
    }
    os << "    }\n  }";
    needComma = true;
  }
  if (hasExternal) {
    if (needComma)
      os << ",\n";
    os << "  external_resources: {\n";
    bool firstGroup = true;
    for (const ResourceGroup &group : external.groups) {
      if (group.entries.empty())
        continue;
      if (!firstGroup)
        os << ",\n";
      firstGroup = false;
      os << "    ";
      AttrTypePrinter::printKeywordOrString(group.owner, os);
      os << ": {\n";
      for (unsigned i = 0, e = group.entries.size(); i < e; ++i) {
        const ResourceEntry &entry = group.entries[i];
        os << "      ";
        AttrTypePrinter::printKeywordOrString(entry.key, os);
        os << ": ";
        switch (entry.kind) {
        case ResourceEntry::Kind::Bool:
          os << (entry.boolValue ? "true" : "false");
          break;
        case ResourceEntry::Kind::String:
          AttrTypePrinter::printEscapedString(entry.data, os);
          break;
        case ResourceEntry::Kind::Blob: {
          ResourceBlob blob;
          blob.alignment = entry.alignment;
          blob.data.assign(entry.data.begin(), entry.data.end());
          blob.printEncoded(os);
          break;
        }
        }
        os << (i + 1 < e ? ",\n" : "\n");
      }
      os << "    }";
    }
    os << "\n  }";
  }
  os << "\n#-}\n";
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult assay::printOperation(Operation *op, llvm::raw_ostream &os,
                                    const OpPrintingFlags &flags) {
  if (!op) {
    os << "<<NULL OPERATION>>";
    return failure();
  }
  // Number from the top-level ancestor, or with local scope from the nearest
  // isolated-from-above one (the op itself included), as mlir-opt does: the
  // names of values defined above an op are then those of that ancestor.
  Operation *root = op;
  while (!(flags.useLocalScope && root->isRegistered() &&
           root->hasTrait(OpTrait::IsolatedFromAbove))) {
    Operation *parent = root->getParentOp();
    if (!parent)
      break;
    root = parent;
  }
  bool topLevel = !op->getBlock() && !flags.useLocalScope;

  SSANames names(root, flags, /*wholeTopLevelOp=*/topLevel);
  // Custom printers read their operands' types: invalid IR with null
  // references prints in the generic form, which does not (as mlir-opt
  // prints IR that does not verify).
  if (names.hasNullReferences() && !flags.printGenericOpForm) {
    OpPrintingFlags generic = flags;
    generic.printGenericOpForm = true;
    (void)printOperation(op, os, generic);
    return failure();
  }
  DistinctAttrNumbering distinct;
  llvm::raw_null_ostream nullStream;
  if (!topLevel) {
    OperationPrinter printer(os, flags, names, nullptr, distinct,
                             /*collecting=*/false);
    printer.printFullOp(op);
    return success(!names.hasPrintedInvalid());
  }

  AliasState aliases(op->getContext());
  {
    OperationPrinter collector(nullStream, flags, names, &aliases, distinct,
                               /*collecting=*/true);
    collector.printFullOp(op);
  }
  aliases.finish();

  OperationPrinter printer(os, flags, names, &aliases, distinct,
                           /*collecting=*/false);
  aliases.printDefinitions(printer.getAttrTypePrinter(), /*deferred=*/false);
  printer.printFullOp(op);
  os << '\n';
  aliases.printDefinitions(printer.getAttrTypePrinter(), /*deferred=*/true);
  printFileMetadata(op->getContext(), aliases.resourceKeys, os);
  return success(!names.hasPrintedInvalid());
}

void Operation::print(llvm::raw_ostream &os,
                      const OpPrintingFlags &flags) const {
  (void)printOperation(const_cast<Operation *>(this), os, flags);
}

void Operation::print(llvm::raw_ostream &os) const {
  print(os, OpPrintingFlags());
}

void Block::print(llvm::raw_ostream &os) const {
  Block *block = const_cast<Block *>(this);
  Operation *parent = block->getParentOp();
  if (!parent) {
    os << "<<UNLINKED BLOCK>>\n";
    return;
  }
  Operation *root = parent;
  while (Operation *p = root->getParentOp())
    root = p;
  OpPrintingFlags flags;
  SSANames names(root, flags);
  DistinctAttrNumbering distinct;
  OperationPrinter printer(os, flags, names, nullptr, distinct,
                           /*collecting=*/false);
  printer.printBlock(block, /*printHeader=*/true, /*printTerminator=*/true);
}

void Block::dump() const { print(llvm::errs()); }

void Value::print(llvm::raw_ostream &os) const {
  if (!impl) {
    os << "<<NULL VALUE>>";
    return;
  }
  if (Operation *op = getDefiningOp()) {
    op->print(os);
    return;
  }
  auto arg = llvm::cast<BlockArgument>(*this);
  os << "<block argument> of type '";
  getType().print(os);
  os << "' at index: " << arg.getArgNumber();
}
