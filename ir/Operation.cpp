//===- Operation.cpp - The generic operation ------------------------------===//
//
// Allocation layout, operand storage growth, attribute access, position
// queries, cloning and destruction of operations. Destruction and cloning
// work with explicit worklists so deeply nested IR cannot overflow the stack.
//
//===----------------------------------------------------------------------===//
#include "ir/Operation.h"

#include "ir/BuiltinAttributes.h"
#include "ir/Context.h"
#include "ir/IRMapping.h"
#include "ir/Location.h"
#include "ir/OperationState.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>

using namespace assay;

//===----------------------------------------------------------------------===//
// Creation and destruction
//===----------------------------------------------------------------------===//

Operation::Operation(Location loc, OperationName name, unsigned numResults,
                     bool hasTrailingCounts, unsigned numOperands,
                     Attribute attrs, Attribute properties)
    : name(name), numResults(numResults), numOperands(numOperands),
      numInlineOperands(numOperands), hasTrailingCounts(hasTrailingCounts),
      operands(nullptr) {
  setLoc(loc);
  setAttrStorage(attrs, properties);
}

void Operation::setAttrStorage(Attribute attrs, Attribute properties) {
  // A registered op's properties are its inherent attributes: with none of
  // them set, it has no properties at all (mlir-opt never prints `<{}>` for
  // a registered op). Only an unregistered op keeps an empty dictionary, as
  // its properties are whatever attribute it was given.
  if (auto dict = llvm::dyn_cast_or_null<DictionaryAttr>(properties))
    if (dict.empty() && name.isRegistered())
      properties = Attribute();
  auto bits = [](Attribute attr) {
    auto value = reinterpret_cast<uintptr_t>(attr.getAsOpaquePointer());
    assert(!(value & kAttrTagMask) && "attribute storage under-aligned");
    return value;
  };
  if (!attrs)
    attrBits = bits(properties) | kPropertiesOnly;
  else if (!properties)
    attrBits = bits(attrs) | kAttributesOnly;
  else
    attrBits = bits(ArrayAttr::get(getContext(), {attrs, properties})) |
               kAttributesAndProperties;
}

Attribute Operation::getPairedAttr(unsigned i) const {
  return llvm::cast<ArrayAttr>(attrPointer()).getValue()[i];
}

size_t Operation::getAllocationSize(unsigned numResults, unsigned numRegions,
                                    unsigned numSuccs,
                                    unsigned numInlineOperands) {
  size_t size = numResults * sizeof(detail::OpResultImpl) + sizeof(Operation) +
                numInlineOperands * sizeof(OpOperand);
  if (numRegions || numSuccs)
    size += sizeof(TrailingCounts) + numRegions * sizeof(Region) +
            numSuccs * sizeof(BlockOperand);
  return size;
}

size_t Operation::getAllocationSize() const {
  return getAllocationSize(numResults, getNumRegions(), getNumSuccessors(),
                           numInlineOperands);
}

Operation *Operation::create(Location loc, OperationName name,
                             llvm::ArrayRef<Type> resultTypes,
                             llvm::ArrayRef<Value> operandValues,
                             DictionaryAttr attributes, Attribute properties,
                             llvm::ArrayRef<Block *> successors,
                             unsigned numRegions) {
  unsigned numResults = resultTypes.size();
  unsigned numSuccs = successors.size();
  unsigned numOperands = operandValues.size();
  // The inline operand count shares its word with a flag.
  if (numOperands >= (1u << 31))
    llvm::report_fatal_error("too many operands for one operation");
  bool hasTrailingCounts = numRegions || numSuccs;
  size_t prefix = numResults * sizeof(detail::OpResultImpl);
  size_t size =
      getAllocationSize(numResults, numRegions, numSuccs, numOperands);
  char *mem =
      static_cast<char *>(loc.getContext()->allocateOperationMemory(size));

  Attribute attrDict =
      attributes && !attributes.empty() ? Attribute(attributes) : Attribute();
  auto *op =
      new (mem + prefix) Operation(loc, name, numResults, hasTrailingCounts,
                                   numOperands, attrDict, properties);
  if (hasTrailingCounts)
    new (op->getTrailingCounts()) TrailingCounts{numRegions, numSuccs};
  op->operands = op->getInlineOperandStorage();
  for (unsigned i = 0; i < numResults; ++i)
    new (op->getResultImpl(i)) detail::OpResultImpl(resultTypes[i], i);
  if (hasTrailingCounts) {
    Region *regions = op->getRegionStorage();
    for (unsigned i = 0; i < numRegions; ++i)
      new (&regions[i]) Region(op);
    BlockOperand *succs = op->getSuccStorage();
    for (unsigned i = 0; i < numSuccs; ++i)
      new (&succs[i]) BlockOperand(op, successors[i]);
  }
  OpOperand *ops = op->operands;
  for (unsigned i = 0; i < numOperands; ++i)
    new (&ops[i]) OpOperand(op, operandValues[i]);
  return op;
}

/// The properties of an op of `info` given neither properties nor any of
/// its inherent attributes: the dictionary of its default-valued properties,
/// or null. Every such op gets the same one, so it is built once per op name
/// and kept in the OpInfo.
static DictionaryAttr getDefaultProperties(const OpInfo *info, Context *ctx) {
  // Marks "computed: there are none".
  static const char kNoDefaults = 0;
  const void *cached =
      __atomic_load_n(&info->defaultPropertiesCache, __ATOMIC_ACQUIRE);
  if (cached)
    return cached == &kNoDefaults
               ? DictionaryAttr()
               : llvm::cast<DictionaryAttr>(
                     Attribute::getFromOpaquePointer(cached));
  NamedAttrList defaults;
  for (const OpInfo::InherentAttr &inherent : info->inherentAttrs)
    if (inherent.defaultValue)
      defaults.set(inherent.name, inherent.defaultValue(ctx));
  DictionaryAttr dict =
      defaults.empty() ? DictionaryAttr() : defaults.getDictionary(ctx);
  // Threads racing here store the same uniqued dictionary.
  __atomic_store_n(&info->defaultPropertiesCache,
                   dict ? dict.getAsOpaquePointer()
                        : static_cast<const void *>(&kNoDefaults),
                   __ATOMIC_RELEASE);
  return dict;
}

/// Moves the inherent attributes of a registered op from the discardable
/// list into the properties dictionary, and adds the default-valued
/// properties not given (mlir-opt prints them always).
static Attribute takeInherentAttrs(OperationState &state) {
  const OpInfo *info = state.name.getInfo();
  if (info->inherentAttrs.empty())
    return state.properties;
  auto props = llvm::dyn_cast_or_null<DictionaryAttr>(state.properties);
  if (state.properties && !props)
    return state.properties;
  Context *ctx = state.getContext();
  // The common case of parsed and built ops: nothing given, defaults only.
  bool anyGiven =
      !state.attributes.empty() &&
      llvm::any_of(info->inherentAttrs,
                   [&](const OpInfo::InherentAttr &inherent) {
                     return bool(state.attributes.get(inherent.name));
                   });
  if (!props && !anyGiven)
    return getDefaultProperties(info, ctx);

  NamedAttrList merged;
  bool moved = false;
  // Of a given dictionary, only the op's own properties are kept: mlir-opt
  // drops the entries a registered op does not know.
  if (props)
    for (NamedAttribute prop : props.getValue()) {
      if (info->isInherentAttr(prop.getNameStr()))
        merged.push_back(prop);
      else
        moved = true;
    }
  DictionaryAttr defaults = getDefaultProperties(info, ctx);
  for (const OpInfo::InherentAttr &inherent : info->inherentAttrs) {
    // The given attribute keeps its uniqued name: no string is looked up.
    if (std::optional<NamedAttribute> given =
            state.attributes.getNamed(inherent.name)) {
      if (!merged.get(inherent.name))
        merged.set(given->getName(), given->getValue());
      state.attributes.erase(inherent.name);
      moved = true;
      continue;
    }
    if (!inherent.defaultValue || merged.get(inherent.name))
      continue;
    std::optional<NamedAttribute> value = defaults.getNamed(inherent.name);
    assert(value && "default-valued property missing from the defaults");
    merged.set(value->getName(), value->getValue());
    moved = true;
  }
  // With none of its properties set, a registered op has no properties, as
  // if none were given: mlir-opt prints no `<{}>` for it, so an empty or
  // wholly dropped dictionary must not survive to be printed.
  if (merged.empty())
    return Attribute();
  if (!moved)
    return state.properties;
  return merged.getDictionary(ctx);
}

Operation *Operation::create(OperationState &state) {
  Context *ctx = state.getContext();
  Attribute properties = takeInherentAttrs(state);
  DictionaryAttr attrs = state.attributes.empty()
                             ? DictionaryAttr()
                             : state.attributes.getDictionary(ctx);
  Operation *op =
      create(state.location, state.name, state.types, state.operands, attrs,
             properties, state.successors, state.regions.size());
  for (unsigned i = 0, e = state.regions.size(); i < e; ++i)
    if (state.regions[i])
      op->getRegion(i).takeBody(*state.regions[i]);
  return op;
}

Operation::~Operation() {
  assert(!block && "destroying an op still in a block");
  for (unsigned i = 0; i < numOperands; ++i)
    operands[i].~OpOperand();
  if (!hasInlineOperands())
    std::free(getOperandStorageHeader(operands));
  for (BlockOperand &succ : getBlockOperands())
    succ.~BlockOperand();
  for (Region &region : getRegions())
    region.~Region();
  for (unsigned i = 0; i < numResults; ++i) {
    assert(getResultImpl(i)->use_empty() &&
           "destroying an op whose result still has uses");
    // Without assertions, uses left behind become null operands (which the
    // verifier reports) rather than pointers to freed memory.
    detail::dropDanglingUses(*getResultImpl(i));
    getResultImpl(i)->~OpResultImpl();
  }
}

void Operation::destroy() {
  assert(!block && "destroy() of an op still in a block; use erase()");
  // Drop every use held inside the tree first, so no op is freed while a
  // sibling still points at its results or blocks.
  dropAllReferences();
  llvm::SmallVector<Operation *, 16> worklist{this};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    // Detach the nested ops so the region destructors find empty blocks.
    for (Region &region : op->getRegions())
      for (Block &b : region)
        while (!b.empty()) {
          Operation *child = &b.front();
          b.operations.remove(*child);
          child->block = nullptr;
          worklist.push_back(child);
        }
    size_t resultsSize = op->numResults * sizeof(detail::OpResultImpl);
    char *mem = reinterpret_cast<char *>(op) - resultsSize;
    size_t size = op->getAllocationSize();
    Context *ctx = op->getContext();
    op->~Operation();
#ifndef NDEBUG
    // See detail::ValueImpl::kDestroyedByte.
    std::memset(mem, detail::ValueImpl::kDestroyedByte, resultsSize);
#endif
    ctx->deallocateOperationMemory(mem, size);
  }
}

void Operation::erase() {
  if (block)
    block->remove(this);
  destroy();
}

void Operation::remove() {
  if (block)
    block->remove(this);
}

//===----------------------------------------------------------------------===//
// Deferred locations
//===----------------------------------------------------------------------===//

void Operation::setDeferredFileLineColLoc(StringAttr filename, unsigned line,
                                          unsigned column) {
  if (std::optional<uintptr_t> bits =
          getContext()->encodeDeferredFileLineColLoc(filename, line, column))
    locationBits = *bits;
  else
    setLoc(FileLineColLoc::get(filename, line, column));
}

Location Operation::materializeLoc(uintptr_t bits) const {
  Location loc = getContext()->decodeDeferredFileLineColLoc(bits);
  // Threads racing here store the same uniqued location.
  __atomic_store_n(&locationBits,
                   reinterpret_cast<uintptr_t>(loc.getAsOpaquePointer()),
                   __ATOMIC_RELAXED);
  return loc;
}

//===----------------------------------------------------------------------===//
// Position
//===----------------------------------------------------------------------===//

Operation *Operation::getNextNode() {
  if (!block)
    return nullptr;
  auto it = std::next(Block::iterator(this));
  return it == block->end() ? nullptr : &*it;
}

Operation *Operation::getPrevNode() {
  if (!block)
    return nullptr;
  Block::iterator it(this);
  return it == block->begin() ? nullptr : &*std::prev(it);
}

Region *Operation::getParentRegion() const {
  return block ? block->getParent() : nullptr;
}

Operation *Operation::getParentOp() const {
  return block ? block->getParentOp() : nullptr;
}

bool Operation::isAncestor(Operation *other) const {
  for (Operation *op = other; op; op = op->getParentOp())
    if (op == this)
      return true;
  return false;
}

bool Operation::isProperAncestor(Operation *other) const {
  return other != this && isAncestor(other);
}

void Operation::moveBefore(Operation *other) {
  moveBefore(other->block, Block::iterator(other));
}

void Operation::moveAfter(Operation *other) {
  moveBefore(other->block, std::next(Block::iterator(other)));
}

void Operation::moveBefore(Block *dest, Block::iterator pos) {
  remove();
  dest->insert(pos, this);
}

//===----------------------------------------------------------------------===//
// Operands
//===----------------------------------------------------------------------===//

unsigned Operation::getOperandCapacity() const {
  if (hasInlineOperands())
    return numInlineOperands;
  return getOperandStorageHeader(operands)->capacity;
}

void Operation::growOperands(unsigned newCount) {
  unsigned capacity = getOperandCapacity();
  if (newCount <= capacity)
    return;
  unsigned newCapacity = std::max(newCount, capacity * 2);
  void *mem = std::malloc(sizeof(OperandStorageHeader) +
                          size_t(newCapacity) * sizeof(OpOperand));
  if (!mem)
    llvm::report_bad_alloc_error("out of memory growing operands");
  auto *header = new (mem) OperandStorageHeader{newCapacity};
  auto *storage = reinterpret_cast<OpOperand *>(header + 1);
  for (unsigned i = 0; i < numOperands; ++i) {
    new (&storage[i]) OpOperand(this);
    storage[i].takeFrom(operands[i]);
    operands[i].~OpOperand();
  }
  if (!hasInlineOperands())
    std::free(getOperandStorageHeader(operands));
  operands = storage;
}

void Operation::setOperands(llvm::ArrayRef<Value> values) {
  setOperands(0, numOperands, values);
}

void Operation::setOperands(unsigned start, unsigned length,
                            llvm::ArrayRef<Value> values) {
  assert(start + length <= numOperands && "operand range out of bounds");
  unsigned newCount = numOperands - length + values.size();
  unsigned tail = numOperands - start - length;
  if (values.size() > length) {
    growOperands(newCount);
    unsigned shift = values.size() - length;
    // Construct the new slots at the end, then move the tail up.
    for (unsigned i = numOperands; i < newCount; ++i)
      new (&operands[i]) OpOperand(this);
    for (unsigned i = 0; i < tail; ++i) {
      unsigned from = numOperands - 1 - i;
      operands[from + shift].set(operands[from].get());
    }
  } else if (values.size() < length) {
    unsigned shift = length - values.size();
    for (unsigned i = 0; i < tail; ++i) {
      unsigned from = start + length + i;
      operands[from - shift].set(operands[from].get());
    }
    for (unsigned i = newCount; i < numOperands; ++i)
      operands[i].~OpOperand();
  }
  numOperands = newCount;
  for (unsigned i = 0; i < values.size(); ++i)
    operands[start + i].set(values[i]);
}

void Operation::insertOperands(unsigned index, llvm::ArrayRef<Value> values) {
  setOperands(index, 0, values);
}

unsigned OpOperand::getOperandNumber() const {
  return this - &getOwner()->getOpOperands()[0];
}

unsigned BlockOperand::getOperandNumber() const {
  return this - &getOwner()->getBlockOperands()[0];
}

//===----------------------------------------------------------------------===//
// Results
//===----------------------------------------------------------------------===//

void ResultRange::replaceAllUsesWith(llvm::ArrayRef<Value> values) const {
  assert(values.size() == size() && "wrong number of replacement values");
  for (unsigned i = 0, e = size(); i < e; ++i)
    (*this)[i].replaceAllUsesWith(values[i]);
}

void Operation::replaceAllUsesWith(Operation *op) {
  assert(op->getNumResults() == numResults && "result counts differ");
  for (unsigned i = 0; i < numResults; ++i)
    getResult(i).replaceAllUsesWith(op->getResult(i));
}

llvm::SmallVector<Operation *, 4> Operation::getUsers() const {
  llvm::SmallVector<Operation *, 4> users;
  for (OpResult r : getResults())
    for (OpOperand &use : r.getUses())
      users.push_back(use.getOwner());
  return users;
}

void Operation::dropAllUses() {
  for (OpResult r : getResults())
    r.dropAllUses();
}

void Operation::dropAllReferences() {
  walk(
      [](Operation *op) {
        for (OpOperand &operand : op->getOpOperands())
          operand.drop();
        for (BlockOperand &succ : op->getBlockOperands())
          succ.drop();
      },
      WalkOrder::PreOrder);
}

llvm::SmallVector<Block *, 2> Operation::getSuccessors() const {
  llvm::SmallVector<Block *, 2> result;
  for (unsigned i = 0, e = getNumSuccessors(); i < e; ++i)
    result.push_back(getSuccessor(i));
  return result;
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

DictionaryAttr Operation::getAttrDictionary() const {
  if (Attribute attrs = getRawAttrDictionary())
    return llvm::cast<DictionaryAttr>(attrs);
  return DictionaryAttr::get(getContext(), {});
}

llvm::ArrayRef<NamedAttribute> Operation::getAttrs() const {
  Attribute attrs = getRawAttrDictionary();
  if (!attrs)
    return {};
  return llvm::cast<DictionaryAttr>(attrs).getValue();
}

void Operation::setAttrs(DictionaryAttr dict) {
  setAttrStorage(dict && !dict.empty() ? Attribute(dict) : Attribute(),
                 getPropertiesAttr());
}

void Operation::setAttrs(llvm::ArrayRef<NamedAttribute> list) {
  setAttrs(DictionaryAttr::get(getContext(), list));
}

Attribute Operation::getAttr(llvm::StringRef attrName) const {
  Attribute attrs = getRawAttrDictionary();
  if (!attrs)
    return {};
  return llvm::cast<DictionaryAttr>(attrs).get(attrName);
}

Attribute Operation::getAttr(StringAttr attrName) const {
  return getAttr(attrName.getValue());
}

void Operation::setAttr(llvm::StringRef attrName, Attribute value) {
  NamedAttrList list(getAttrs());
  list.set(attrName, value);
  setAttrs(list.getDictionary(getContext()));
}

void Operation::setAttr(StringAttr attrName, Attribute value) {
  setAttr(attrName.getValue(), value);
}

Attribute Operation::removeAttr(llvm::StringRef attrName) {
  NamedAttrList list(getAttrs());
  Attribute removed = list.erase(attrName);
  if (removed)
    setAttrs(list.getDictionary(getContext()));
  return removed;
}

Attribute Operation::getInherentAttr(llvm::StringRef attrName) const {
  if (auto dict = llvm::dyn_cast_or_null<DictionaryAttr>(getPropertiesAttr()))
    return dict.get(attrName);
  return getAttr(attrName);
}

//===----------------------------------------------------------------------===//
// Cloning
//===----------------------------------------------------------------------===//

Operation *Operation::cloneWithoutRegions(IRMapping &mapper) const {
  llvm::SmallVector<Value, 8> newOperands;
  for (Value v : getOperands())
    newOperands.push_back(mapper.lookupOrDefault(v));
  llvm::SmallVector<Block *, 2> newSuccs;
  for (unsigned i = 0, e = getNumSuccessors(); i < e; ++i)
    newSuccs.push_back(mapper.lookupOrDefault(getSuccessor(i)));
  llvm::SmallVector<Type, 4> types(getResultTypes());
  // A deferred location is copied as it is, still deferred.
  uintptr_t locBits = __atomic_load_n(&locationBits, __ATOMIC_RELAXED);
  Location loc =
      locBits & kDeferredLocBit
          ? Location(UnknownLoc::get(getContext()))
          : Location::getFromOpaquePointer(reinterpret_cast<void *>(locBits));
  Operation *op =
      create(loc, name, types, newOperands,
             llvm::cast_or_null<DictionaryAttr>(getRawAttrDictionary()),
             getPropertiesAttr(), newSuccs, getNumRegions());
  op->locationBits = locBits;
  for (unsigned i = 0; i < numResults; ++i)
    mapper.map(getResult(i), op->getResult(i));
  mapper.map(const_cast<Operation *>(this), op);
  return op;
}

Operation *Operation::clone(IRMapping &mapper) const {
  Operation *newRoot = cloneWithoutRegions(mapper);
  // Clone nested regions level by level; operands are remapped at the end,
  // once every value and block of the tree has its image.
  llvm::SmallVector<std::pair<const Operation *, Operation *>, 8> worklist{
      {this, newRoot}};
  llvm::SmallVector<Operation *, 32> cloned;
  while (!worklist.empty()) {
    auto [src, dst] = worklist.pop_back_val();
    for (unsigned r = 0, e = src->getNumRegions(); r < e; ++r) {
      Region &from = const_cast<Operation *>(src)->getRegion(r);
      Region &to = dst->getRegion(r);
      for (Block &b : from) {
        Block *nb = new Block();
        nb->reserveArguments(b.getNumArguments());
        for (BlockArgument arg : b.getArguments())
          mapper.map(arg, nb->addArgument(arg.getType(), arg.getLoc()));
        mapper.map(&b, nb);
        to.push_back(nb);
      }
      for (Block &b : from) {
        Block *nb = mapper.lookupOrNull(&b);
        for (Operation &op : b) {
          Operation *copy = op.cloneWithoutRegions(mapper);
          nb->push_back(copy);
          cloned.push_back(copy);
          if (op.getNumRegions())
            worklist.push_back({&op, copy});
        }
      }
    }
  }
  for (Operation *op : cloned) {
    for (OpOperand &operand : op->getOpOperands())
      if (Value mapped = mapper.lookupOrNull(operand.get()))
        operand.set(mapped);
    for (BlockOperand &succ : op->getBlockOperands())
      if (Block *mapped = mapper.lookupOrNull(succ.get()))
        succ.set(mapped);
  }
  return newRoot;
}

Operation *Operation::clone() const {
  IRMapping mapper;
  return clone(mapper);
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

static InFlightDiagnostic attachOpNote(Operation *op, InFlightDiagnostic diag) {
  if (op->getContext()->shouldPrintOpOnDiagnostic())
    diag.attachNote(op->getLoc()) << "see current operation: " << *op;
  return diag;
}

InFlightDiagnostic Operation::emitError(const llvm::Twine &message) {
  return attachOpNote(this, assay::emitError(getLoc(), message));
}

InFlightDiagnostic Operation::emitOpError(const llvm::Twine &message) {
  return emitError() << "'" << name.getStringRef() << "' op " << message;
}

InFlightDiagnostic Operation::emitWarning(const llvm::Twine &message) {
  return attachOpNote(this, assay::emitWarning(getLoc(), message));
}

InFlightDiagnostic Operation::emitRemark(const llvm::Twine &message) {
  return attachOpNote(this, assay::emitRemark(getLoc(), message));
}

void Operation::dump() const {
  print(llvm::errs());
  llvm::errs() << "\n";
}
