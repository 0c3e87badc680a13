//===- FoldUtils.cpp - Fold hooks, constant materialization, the folder ---===//
//
// Constants are uniqued per hoisting region; a constant the
// folder knows always sits in its region's entry block, ahead of every use,
// so reusing it anywhere in the region respects dominance. A constant that
// had to move there, or that others were merged into, loses its location
// (`loc(unknown)`): no single source position computes it any more.
//
//===----------------------------------------------------------------------===//
#include "rewrite/FoldUtils.h"
#include "ir/Context.h"
#include "ir/Dialect.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool assay::matchConstant(Operation *op, Attribute *value) {
  if (!op || !op->hasTrait(OpTrait::ConstantLike) ||
      op->getNumOperands() != 0 || op->getNumResults() != 1)
    return false;
  Attribute attr;
  if (const auto *iface = op->getName().getInterface<FoldInterface>()) {
    llvm::SmallVector<OpFoldResult, 1> results;
    if (succeeded(iface->fold(op, {}, results)) && results.size() == 1)
      attr = results.front().getAttribute();
  }
  // A constant op without a folder keeps its value in `value`.
  if (!attr)
    attr = op->getInherentAttr("value");
  if (!attr)
    return false;
  if (value)
    *value = attr;
  return true;
}

bool assay::matchConstant(Value v, Attribute *value) {
  return matchConstant(v.getDefiningOp(), value);
}

bool assay::usesOwnResult(Operation *op) {
  return llvm::any_of(op->getOperands(),
                      [&](Value v) { return v && v.getDefiningOp() == op; });
}

LogicalResult
assay::foldOperation(Operation *op,
                     llvm::SmallVectorImpl<OpFoldResult> &results) {
  llvm::SmallVector<Attribute, 4> constOperands;
  constOperands.reserve(op->getNumOperands());
  for (Value operand : op->getOperands()) {
    Attribute attr;
    if (operand)
      matchConstant(operand, &attr);
    constOperands.push_back(attr);
  }
  return foldOperation(op, constOperands, results);
}

LogicalResult
assay::foldOperation(Operation *op, llvm::ArrayRef<Attribute> constOperands,
                     llvm::SmallVectorImpl<OpFoldResult> &results) {
  assert(constOperands.size() == op->getNumOperands() &&
         "one constant (or null) per operand");
  // Folders reason about values whose definition does not depend on
  // themselves. `%a = addi %a, %c0` "folds" to its own result, which reads
  // as an in-place fold: the driver would count a change and fold it again
  // forever (up-14).
  if (usesOwnResult(op))
    return failure();
  const auto *iface = op->getName().getInterface<FoldInterface>();
  bool commutative = op->hasTrait(OpTrait::Commutative);
  if ((!iface || !iface->fold) && !commutative)
    return failure();
  results.clear();
  if (iface && iface->fold &&
      succeeded(iface->fold(op, constOperands, results))) {
    // A fold that names every result as itself is an in-place fold.
    bool inPlace = llvm::all_of(llvm::enumerate(results), [&](auto it) {
      return it.value().getValue() == op->getResult(it.index());
    });
    if (inPlace)
      results.clear();
    assert((results.empty() || results.size() == op->getNumResults()) &&
           "a fold must give one result per op result");
    return success();
  }
  results.clear();
  // A commutative op moves its constant operands after the others (in
  // place), where folds and patterns look for them.
  if (!commutative)
    return failure();
  llvm::SmallVector<Value, 4> operands;
  for (bool constant : {false, true})
    for (auto [operand, attr] : llvm::zip(op->getOperands(), constOperands))
      if (bool(attr) == constant)
        operands.push_back(operand);
  if (llvm::equal(operands, op->getOperands()))
    return failure();
  op->setOperands(operands);
  return success();
}

Operation *assay::materializeConstant(Dialect *dialect, OpBuilder &builder,
                                      Attribute value, Type type,
                                      Location loc) {
  const DialectFoldInterface *iface = getDialectFoldInterface(dialect);
  if (!iface || !iface->materializeConstant)
    return nullptr;
  return iface->materializeConstant(builder, value, type, loc);
}

void assay::populateCanonicalizationPatterns(Context *ctx,
                                             RewritePatternSet &patterns) {
  for (Dialect *dialect : ctx->getLoadedDialects())
    if (const DialectFoldInterface *iface = getDialectFoldInterface(dialect))
      if (iface->getCanonicalizationPatterns)
        iface->getCanonicalizationPatterns(patterns, ctx);
  for (OpInfo *info : ctx->getRegisteredOperations())
    if (const auto *iface = info->getInterface<CanonicalizationInterface>())
      if (iface->getCanonicalizationPatterns)
        iface->getCanonicalizationPatterns(patterns, ctx);
}

//===----------------------------------------------------------------------===//
// OperationFolder
//===----------------------------------------------------------------------===//

Region *OperationFolder::getInsertionRegion(Block *block) {
  Region *region = block ? block->getParent() : nullptr;
  while (region) {
    Operation *parent = region->getParentOp();
    if (!parent || parent->hasTrait(OpTrait::IsolatedFromAbove))
      return region;
    Region *up = parent->getParentRegion();
    if (!up)
      return region;
    region = up;
  }
  return nullptr;
}

LogicalResult OperationFolder::tryToFold(Operation *op, bool *inPlaceUpdate) {
  if (inPlaceUpdate)
    *inPlaceUpdate = false;
  llvm::SmallVector<OpFoldResult, 4> results;
  if (failed(foldOperation(op, results)))
    return failure();
  if (results.empty()) {
    rewriter.finalizeOpModification(op);
    if (inPlaceUpdate)
      *inPlaceUpdate = true;
    return success();
  }

  Region *region = getInsertionRegion(op->getBlock());
  llvm::SmallVector<Value, 4> replacements;
  llvm::SmallVector<Operation *, 2> created;
  for (auto [result, folded] : llvm::zip_equal(op->getResults(), results)) {
    if (Value v = folded.getValue()) {
      replacements.push_back(v);
      continue;
    }
    Value constant;
    if (region) {
      size_t known = referencedKeys.size();
      constant = getOrCreateConstant(op->getBlock(), op->getDialect(),
                                     folded.getAttribute(), result.getType());
      if (constant && referencedKeys.size() != known)
        created.push_back(constant.getDefiningOp());
    }
    if (!constant) {
      // Undo what this fold created: the op stays as it was.
      for (Operation *c : created) {
        if (!c->use_empty())
          continue;
        notifyRemoval(c);
        rewriter.eraseOp(c);
      }
      return failure();
    }
    replacements.push_back(constant);
  }
  rewriter.replaceOp(op, replacements);
  return success();
}

Operation *OperationFolder::materialize(Region *region, Dialect *dialect,
                                        Attribute value, Type type,
                                        Location loc) {
  if (region->empty())
    return nullptr;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&region->front());
  Operation *op = materializeConstant(dialect, rewriter, value, type, loc);
  if (!op)
    return nullptr;
  assert(matchConstant(op) && "a materialized constant must be ConstantLike");
  return op;
}

Value OperationFolder::getOrCreateConstant(Block *block, Dialect *dialect,
                                           Attribute value, Type type) {
  Region *region = getInsertionRegion(block);
  if (!region || !dialect)
    return Value();
  ScopeMap &scope = scopes[region];
  Key key{dialect, value, type};
  if (Operation *existing = scope.lookup(key))
    return existing->getResult(0);

  Location loc = rewriter.getUnknownLoc();
  Operation *constOp = materialize(region, dialect, value, type, loc);
  if (!constOp)
    return Value();
  auto &refs = referencedKeys[constOp];
  refs.first = region;
  // The dialect may canonicalize the value (say, a different attribute
  // kind) or build the constant in another dialect (math folds to
  // arith.constant); the op is known under its real dialect and value too,
  // and if such an op exists already the new one gives way to it.
  Attribute actual;
  matchConstant(constOp, &actual);
  Key actualKey{constOp->getDialect(), actual, type};
  if (actualKey != key) {
    if (Operation *existing = scope.lookup(actualKey)) {
      referencedKeys.erase(constOp);
      rewriter.eraseOp(constOp);
      scope[key] = existing;
      referencedKeys[existing].second.push_back(key);
      return existing->getResult(0);
    }
    scope[actualKey] = constOp;
    refs.second.push_back(actualKey);
  }
  scope[key] = constOp;
  refs.second.push_back(key);
  return constOp->getResult(0);
}

bool OperationFolder::insertKnownConstant(Operation *op, Attribute value) {
  if (isFolderOwnedConstant(op)) {
    // A known constant that moved (or was created in front of a folded op)
    // goes back to the head of its block.
    Block *block = op->getBlock();
    if (&block->front() != op && !isFolderOwnedConstant(op->getPrevNode()))
      hoist(op, block);
    return true;
  }
  if (!value && !matchConstant(op, &value))
    return true;
  Region *region = getInsertionRegion(op->getBlock());
  if (!region || region->empty())
    return true;
  ScopeMap &scope = scopes[region];
  Key key{op->getDialect(), value, op->getResult(0).getType()};
  if (Operation *existing = scope.lookup(key)) {
    rewriter.replaceAllOpUsesWith(op, {existing->getResult(0)});
    rewriter.eraseOp(op);
    // The constant now stands for several source positions, none of which
    // is its own.
    forgetLocation(existing);
    return false;
  }
  scope[key] = op;
  auto &refs = referencedKeys[op];
  refs.first = region;
  refs.second.push_back(key);

  // Keep every known constant at the head of the entry block.
  Block *entry = &region->front();
  bool inPlace =
      op->getBlock() == entry &&
      (&entry->front() == op || isFolderOwnedConstant(op->getPrevNode()));
  if (!inPlace)
    hoist(op, entry);
  return true;
}

void OperationFolder::hoist(Operation *op, Block *block) {
  rewriter.moveOpBefore(op, block, block->begin());
  // Away from where it was written, its location would point a debugger or
  // a diagnostic at code that no longer computes it.
  forgetLocation(op);
}

void OperationFolder::forgetLocation(Operation *op) {
  Location unknown = rewriter.getUnknownLoc();
  if (op->getLoc() != unknown)
    rewriter.modifyOpInPlace(op, [&] { op->setLoc(unknown); });
}

void OperationFolder::notifyRemoval(Operation *op) {
  auto it = referencedKeys.find(op);
  if (it == referencedKeys.end())
    return;
  auto scopeIt = scopes.find(it->second.first);
  if (scopeIt != scopes.end())
    for (const Key &key : it->second.second) {
      auto entry = scopeIt->second.find(key);
      if (entry != scopeIt->second.end() && entry->second == op)
        scopeIt->second.erase(entry);
    }
  referencedKeys.erase(it);
}

void OperationFolder::clear() {
  scopes.clear();
  referencedKeys.clear();
}
