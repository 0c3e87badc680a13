//===- DialectConversion.cpp - The dialect conversion driver --------------===//
//
// The driver clones the root, legalizes the clone's ops in pre-order (new ops
// a pattern creates are legalized right after it), and on success moves the
// converted body back into the root. Changes are applied eagerly: when a
// pattern replaces values by values of other types, a source
// materialization keeps the IR well typed, and the driver remembers which
// converted value each materialization stands for, so later patterns see
// converted operands. Unused materializations are erased at the end.
//
//===----------------------------------------------------------------------===//
#include "rewrite/DialectConversion.h"
#include "ir/Context.h"
#include "ir/IRMapping.h"
#include "rewrite/FoldUtils.h"
#include "rewrite/FrozenRewritePatternSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace assay;

//===----------------------------------------------------------------------===//
// TypeConverter
//===----------------------------------------------------------------------===//

void TypeConverter::SignatureConversion::addInputs(unsigned origIndex,
                                                   llvm::ArrayRef<Type> types) {
  assert(!remapped[origIndex].set && "argument already remapped");
  remapped[origIndex] = {unsigned(argTypes.size()), unsigned(types.size()),
                         Value(), true};
  argTypes.append(types.begin(), types.end());
}

void TypeConverter::SignatureConversion::remapInput(unsigned origIndex,
                                                    Value replacement) {
  assert(!remapped[origIndex].set && "argument already remapped");
  remapped[origIndex] = {0, 0, replacement, true};
}

LogicalResult
TypeConverter::convertType(Type type,
                           llvm::SmallVectorImpl<Type> &results) const {
  for (const ConversionCallback &fn : llvm::reverse(conversions)) {
    size_t before = results.size();
    std::optional<LogicalResult> r = fn(type, results);
    if (!r) {
      results.resize(before);
      continue;
    }
    if (failed(*r))
      results.resize(before);
    return *r;
  }
  return failure();
}

Type TypeConverter::convertType(Type type) const {
  llvm::SmallVector<Type, 1> results;
  if (failed(convertType(type, results)) || results.size() != 1)
    return Type();
  return results.front();
}

LogicalResult
TypeConverter::convertTypes(llvm::ArrayRef<Type> types,
                            llvm::SmallVectorImpl<Type> &results) const {
  for (Type t : types)
    if (failed(convertType(t, results)))
      return failure();
  return success();
}

bool TypeConverter::isLegal(Operation *op) const {
  return llvm::all_of(op->getOperandTypes(),
                      [&](Type t) { return isLegal(t); }) &&
         llvm::all_of(op->getResultTypes(), [&](Type t) { return isLegal(t); });
}

bool TypeConverter::isLegal(Region *region) const {
  for (Block &block : *region)
    for (BlockArgument arg : block.getArguments())
      if (!isLegal(arg.getType()))
        return false;
  return true;
}

std::optional<TypeConverter::SignatureConversion>
TypeConverter::convertBlockSignature(Block *block) const {
  SignatureConversion conversion(block->getNumArguments());
  for (BlockArgument arg : block->getArguments()) {
    llvm::SmallVector<Type, 1> types;
    if (failed(convertType(arg.getType(), types)))
      return std::nullopt;
    conversion.addInputs(arg.getArgNumber(), types);
  }
  return conversion;
}

Value assay::createUnrealizedCast(OpBuilder &builder, Location loc, Type type,
                                  llvm::ArrayRef<Value> inputs) {
  Operation *cast =
      builder.create(loc, "builtin.unrealized_conversion_cast", inputs, {type});
  return cast->getResult(0);
}

/// Tries `callbacks`, last added first, then falls back to a cast.
static Value
materialize(llvm::ArrayRef<TypeConverter::MaterializationCallback> callbacks,
            OpBuilder &builder, Location loc, Type type,
            llvm::ArrayRef<Value> inputs) {
  for (const auto &fn : llvm::reverse(callbacks))
    if (Value v = fn(builder, type, inputs, loc))
      return v;
  return createUnrealizedCast(builder, loc, type, inputs);
}

Value TypeConverter::materializeArgumentConversion(
    OpBuilder &builder, Location loc, Type resultType,
    llvm::ArrayRef<Value> inputs) const {
  return materialize(argumentMaterializations, builder, loc, resultType,
                     inputs);
}

Value TypeConverter::materializeSourceConversion(
    OpBuilder &builder, Location loc, Type resultType,
    llvm::ArrayRef<Value> inputs) const {
  return materialize(sourceMaterializations, builder, loc, resultType, inputs);
}

Value TypeConverter::materializeTargetConversion(
    OpBuilder &builder, Location loc, Type resultType,
    llvm::ArrayRef<Value> inputs) const {
  return materialize(targetMaterializations, builder, loc, resultType, inputs);
}

//===----------------------------------------------------------------------===//
// ConversionTarget
//===----------------------------------------------------------------------===//

void ConversionTarget::addLegalOp(llvm::StringRef name) {
  opInfos[name] = {LegalizationAction::Legal, nullptr};
}

void ConversionTarget::addIllegalOp(llvm::StringRef name) {
  opInfos[name] = {LegalizationAction::Illegal, nullptr};
}

void ConversionTarget::addDynamicallyLegalOp(llvm::StringRef name,
                                             DynamicLegalityCallbackFn fn) {
  opInfos[name] = {LegalizationAction::Dynamic, std::move(fn)};
}

void ConversionTarget::addLegalDialect(llvm::StringRef ns) {
  dialectInfos[ns] = {LegalizationAction::Legal, nullptr};
}

void ConversionTarget::addIllegalDialect(llvm::StringRef ns) {
  dialectInfos[ns] = {LegalizationAction::Illegal, nullptr};
}

void ConversionTarget::addDynamicallyLegalDialect(
    llvm::StringRef ns, DynamicLegalityCallbackFn fn) {
  dialectInfos[ns] = {LegalizationAction::Dynamic, std::move(fn)};
}

void ConversionTarget::markOpRecursivelyLegal(llvm::StringRef name,
                                              DynamicLegalityCallbackFn fn) {
  recursivelyLegal[name] = std::move(fn);
}

const ConversionTarget::Info *ConversionTarget::lookup(Operation *op) const {
  auto it = opInfos.find(op->getName().getStringRef());
  if (it != opInfos.end())
    return &it->second;
  auto dit = dialectInfos.find(op->getName().getDialectNamespace());
  if (dit != dialectInfos.end())
    return &dit->second;
  return nullptr;
}

std::optional<ConversionTarget::LegalizationAction>
ConversionTarget::getOpAction(OperationName name) const {
  auto it = opInfos.find(name.getStringRef());
  if (it != opInfos.end())
    return it->second.action;
  auto dit = dialectInfos.find(name.getDialectNamespace());
  if (dit != dialectInfos.end())
    return dit->second.action;
  return std::nullopt;
}

std::optional<ConversionTarget::LegalOpDetails>
ConversionTarget::isLegal(Operation *op) const {
  const Info *info = lookup(op);
  bool legal = false;
  if (info && info->action == LegalizationAction::Legal) {
    legal = true;
  } else if (info && info->action == LegalizationAction::Dynamic) {
    std::optional<bool> verdict = info->fn ? info->fn(op) : std::nullopt;
    if (!verdict && unknownLegality)
      verdict = unknownLegality(op);
    legal = verdict.value_or(false);
  } else if (!info && unknownLegality) {
    legal = unknownLegality(op).value_or(false);
  }
  if (!legal)
    return std::nullopt;
  LegalOpDetails details;
  auto it = recursivelyLegal.find(op->getName().getStringRef());
  if (it != recursivelyLegal.end())
    details.isRecursivelyLegal = !it->second || it->second(op).value_or(false);
  return details;
}

bool ConversionTarget::isIllegal(Operation *op) const {
  const Info *info = lookup(op);
  if (!info)
    return false;
  if (info->action == LegalizationAction::Illegal)
    return true;
  if (info->action != LegalizationAction::Dynamic || !info->fn)
    return false;
  std::optional<bool> verdict = info->fn(op);
  return verdict && !*verdict;
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

namespace assay::detail {
/// The state of one conversion run; it listens to its own rewriter.
struct ConversionDriver : public RewriterBase::ForwardingListener {
  enum class Mode { Partial, Full, Analysis };

  ConversionDriver(Context *ctx, const ConversionTarget &target,
                   const FrozenRewritePatternSet &patterns, Mode mode,
                   ConversionConfig &config)
      : ForwardingListener(config.listener), target(target), patterns(patterns),
        mode(mode), config(config), rewriter(ctx, *this) {
    rewriter.setListener(this);
  }

  LogicalResult run(Operation *original);

  //===--- Listening ----------------------------------------------------===//

  void notifyOperationInserted(Operation *op) override {
    ++changes;
    forgetErased(op);
    cloneToOrig.erase(op);
    inserted.push_back(op);
    ForwardingListener::notifyOperationInserted(op);
  }
  void notifyBlockInserted(Block *block) override {
    ++changes;
    if (erasedBlocks.erase(block))
      reusedBlocks.insert(block);
    argsReplacedBy.erase(block);
    ForwardingListener::notifyBlockInserted(block);
  }
  void notifyOperationMoved(Operation *op, Block *oldBlock) override {
    ++changes;
    ForwardingListener::notifyOperationMoved(op, oldBlock);
  }
  void notifyBlockMoved(Block *block, Region *oldRegion) override {
    ++changes;
    ForwardingListener::notifyBlockMoved(block, oldRegion);
  }
  void notifyBlockErased(Block *block) override {
    ++changes;
    erasedBlocks.insert(block);
    ForwardingListener::notifyBlockErased(block);
  }
  void notifyOperationModified(Operation *op) override {
    ++changes;
    modified.insert(op);
    ForwardingListener::notifyOperationModified(op);
  }
  void notifyOperationReplaced(Operation *op,
                               llvm::ArrayRef<Value> values) override {
    ++changes;
    ForwardingListener::notifyOperationReplaced(op, values);
  }
  void notifyOperationErased(Operation *op) override {
    ++changes;
    erased.insert(op);
    if (!foldConstants.empty())
      for (Value result : op->getResults())
        foldConstants.erase(result);
    ForwardingListener::notifyOperationErased(op);
  }

  //===--- Legalization -------------------------------------------------===//

  /// Legalizes `op`: success if it is legal, folds away, or a pattern made
  /// it so. `orig` is the op of the input `op` was cloned from, if any (it
  /// is what the folder looks at).
  LogicalResult legalize(Operation *op, unsigned depth = 0,
                         Operation *orig = nullptr);
  /// Folds `op` before any pattern is tried, as mlir-opt 19 does: success
  /// when `op` was replaced by existing values and new constants, which
  /// are legalized in turn. A fold whose constants cannot be legalized is
  /// undone. `inPlace` is set when the fold only updated `op` in place.
  LogicalResult legalizeWithFold(Operation *op, Operation *orig, unsigned depth,
                                 bool &inPlace);
  /// Folds `orig` (an op of the untouched input, where the folder sees the
  /// ops and constants mlir-opt 19's folder sees) on behalf of its clone
  /// `op`, leaving `orig` as it was: an in-place reordering of the
  /// operands is applied to `op`, and values `orig` folds to are given as
  /// `op`'s operands. Fails when the fold cannot be carried over.
  LogicalResult foldOriginal(Operation *op, Operation *orig,
                             llvm::SmallVectorImpl<OpFoldResult> &folded,
                             bool &inPlace);
  /// The constant `v` stands for, as the folder sees it: the value of the
  /// constant op it replaced, else of the constant op defining it.
  Attribute getFoldConstant(Value v) const {
    if (Attribute attr = foldConstants.lookup(v))
      return attr;
    Attribute attr;
    matchConstant(v, &attr);
    return attr;
  }
  /// Whether a failure to legalize `op` is tolerated by the mode (and
  /// reports it otherwise, at the op, with the op in a `see current
  /// operation` note). `illegal` says whether the target called the op
  /// illegal before any pattern touched it.
  LogicalResult handleFailure(bool illegal, Operation *op);
  /// Marks the ops nested in `op` as not to be converted.
  void skipNested(Operation *op) {
    for (Region &region : op->getRegions())
      region.walk([&](Operation *nested) {
        skip.insert(nested);
        return WalkResult::advance();
      });
  }
  /// Computes the converted operands of `op` for `converter`.
  LogicalResult remapOperands(Operation *op, const TypeConverter *converter,
                              llvm::SmallVectorImpl<Value> &operands);
  /// The converted value `v` stands for.
  Value lookup(Value v) const {
    for (auto it = materialized.find(v); it != materialized.end();
         it = materialized.find(v))
      v = it->second;
    return v;
  }
  /// Records `v` as a materialization standing for `stands` (if any).
  void recordMaterialization(Value v, Value stands) {
    if (Operation *def = v.getDefiningOp()) {
      // Materializations are built without the listener, and may reuse the
      // memory of an op erased earlier: they are alive.
      forgetErased(def);
      skip.insert(def);
      materializationOps.push_back(def);
    }
    if (stands)
      materialized[v] = stands;
  }
  /// Erases the materializations nobody uses.
  void eraseDeadMaterializations();
  /// `op` is alive, possibly in the memory of an op erased before.
  void forgetErased(Operation *op) {
    if (erased.erase(op))
      reused.insert(op);
    replacedBy.erase(op);
  }
  /// The value of the converted IR that stands for `v`, a value of the
  /// input, or null if it is not known.
  Value getCounterpart(Value v);

  const ConversionTarget &target;
  const FrozenRewritePatternSet &patterns;
  Mode mode;
  ConversionConfig &config;
  ConversionPatternRewriter rewriter;

  /// The clone being converted.
  Operation *root = nullptr;
  /// Clone ops -> the original ops (analysis mode).
  llvm::DenseMap<Operation *, Operation *> cloneToOrig;
  llvm::DenseSet<Operation *> erased;
  llvm::DenseSet<Operation *> modified;
  llvm::DenseSet<Operation *> skip;
  std::vector<Operation *> inserted;
  llvm::DenseMap<Value, Value> materialized;
  /// The values that took the place of a constant op, with its value: a
  /// folder still sees a constant there, as mlir-opt 19's folder sees the
  /// replaced constant op.
  llvm::DenseMap<Value, Attribute> foldConstants;
  /// The input's ops and their clones, in the same (pre-)order.
  std::vector<Operation *> originals, clones;
  /// The position of each input op in `originals` (built when first
  /// needed).
  llvm::DenseMap<Operation *, unsigned> originalIndex;
  /// The values the users of each replaced op were given.
  llvm::DenseMap<Operation *, llvm::SmallVector<Value, 1>> replacedBy;
  /// The addresses of erased ops that new ops took.
  llvm::DenseSet<Operation *> reused;
  /// The same for blocks: the input's blocks and their clones, the values
  /// that took the place of the arguments of a block whose signature was
  /// converted, erased blocks and reused addresses.
  llvm::DenseMap<Block *, Block *> blockClones;
  llvm::DenseMap<Block *, llvm::SmallVector<Value, 4>> argsReplacedBy;
  llvm::DenseSet<Block *> erasedBlocks, reusedBlocks;
  /// The target materialization of each (value, converted type) pair.
  llvm::DenseMap<std::pair<Value, Type>, Value> targetCasts;
  std::vector<Operation *> materializationOps;
  llvm::SmallVector<const RewritePattern *, 4> activePatterns;
  /// The type converter of the pattern running now, if any.
  const TypeConverter *currentConverter = nullptr;
  unsigned changes = 0;
  /// Set when the conversion must stop (a diagnostic was emitted).
  bool fatal = false;
};
} // namespace assay::detail

using detail::ConversionDriver;

/// The driver whose rewriter is running a pattern right now (conversions do
/// not nest across threads: each thread has its own).
static thread_local ConversionDriver *activeDriver = nullptr;

/// The patterns that may apply to `op`, best first (stable by insertion).
static llvm::SmallVector<const RewritePattern *, 8>
patternsFor(const FrozenRewritePatternSet &set, Operation *op) {
  llvm::SmallVector<const RewritePattern *, 8> list;
  const auto &byName = set.getPatternsFor(op->getName());
  const auto &any = set.getMatchAnyOpPatterns();
  list.append(byName.begin(), byName.end());
  list.append(any.begin(), any.end());
  std::stable_sort(list.begin(), list.end(),
                   [](const RewritePattern *a, const RewritePattern *b) {
                     return a->getBenefit() > b->getBenefit();
                   });
  return list;
}

LogicalResult ConversionDriver::legalize(Operation *op, unsigned depth,
                                         Operation *orig) {
  auto isLegal = [&] {
    std::optional<ConversionTarget::LegalOpDetails> legal = target.isLegal(op);
    if (legal && legal->isRecursivelyLegal)
      skipNested(op);
    return legal.has_value();
  };
  if (isLegal())
    return success();
  // Bounds patterns that keep producing ops that need patterns.
  if (depth > 64)
    return failure();

  // An op that is not legal is folded first, its patterns tried after.
  bool inPlace = false;
  if (succeeded(legalizeWithFold(op, orig, depth, inPlace)))
    return success();
  if (fatal)
    return failure();
  if (inPlace && isLegal())
    return success();

  for (const RewritePattern *pattern : patternsFor(patterns, op)) {
    if (pattern->getBenefit().isImpossibleToMatch())
      continue;
    if (llvm::is_contained(activePatterns, pattern) &&
        !pattern->hasBoundedRewriteRecursion())
      continue;

    std::vector<Operation *> savedInserted;
    savedInserted.swap(inserted);
    modified.erase(op);
    unsigned changesBefore = changes;
    Location loc = op->getLoc();
    llvm::StringRef patternName = pattern->getDebugName();

    rewriter.setInsertionPoint(op);
    activePatterns.push_back(pattern);
    notifyPatternBegin(*pattern, op);
    ConversionDriver *outer = activeDriver;
    activeDriver = this;
    LogicalResult status = pattern->matchAndRewrite(op, rewriter);
    activeDriver = outer;
    notifyPatternEnd(*pattern, status);

    std::vector<Operation *> newOps;
    newOps.swap(inserted);
    inserted = std::move(savedInserted);
    inserted.insert(inserted.end(), newOps.begin(), newOps.end());

    if (fatal) {
      activePatterns.pop_back();
      return failure();
    }
    if (failed(status)) {
      activePatterns.pop_back();
      if (changes == changesBefore)
        continue;
      emitError(loc) << "pattern '" << patternName
                     << "' failed after changing the IR, which conversion "
                        "cannot undo";
      fatal = true;
      return failure();
    }

    bool rootErased = erased.count(op) != 0;
    if (!rootErased && !modified.count(op)) {
      activePatterns.pop_back();
      emitError(loc) << "pattern '" << patternName
                     << "' succeeded without replacing, erasing or "
                        "modifying the root op";
      fatal = true;
      return failure();
    }

    // Legalize what the pattern created, while it is still active so that
    // it does not apply to its own output.
    for (Operation *newOp : newOps) {
      if (erased.count(newOp) || skip.count(newOp))
        continue;
      bool illegal = target.isIllegal(newOp);
      if (succeeded(legalize(newOp, depth + 1)))
        continue;
      if (fatal || mode == Mode::Analysis ||
          failed(handleFailure(illegal, newOp))) {
        activePatterns.pop_back();
        fatal = fatal || mode != Mode::Analysis;
        return failure();
      }
    }

    LogicalResult result = success();
    if (!rootErased)
      result = legalize(op, depth + 1);
    activePatterns.pop_back();
    return result;
  }
  return failure();
}

LogicalResult
ConversionDriver::foldOriginal(Operation *op, Operation *orig,
                               llvm::SmallVectorImpl<OpFoldResult> &folded,
                               bool &inPlace) {
  llvm::SmallVector<Value, 4> before(orig->getOperands());
  DictionaryAttr attrs = orig->getAttrDictionary();
  Attribute properties = orig->getPropertiesAttr();
  // An in-place fold leaves the op to be folded again, as the conversion
  // legalizes it again.
  LogicalResult status = failure();
  for (unsigned i = 0; i < 4; ++i) {
    status = foldOperation(orig, folded);
    if (failed(status) || !folded.empty())
      break;
  }
  llvm::SmallVector<Value, 4> after(orig->getOperands());
  DictionaryAttr newAttrs = orig->getAttrDictionary();
  Attribute newProperties = orig->getPropertiesAttr();
  orig->setOperands(before);
  orig->setAttrs(attrs);
  orig->setPropertiesAttr(properties);

  // The clone's operands stand for `orig`'s; another value of the input
  // stands for its counterpart.
  auto toClone = [&](Value v, llvm::ArrayRef<Value> operands,
                     llvm::SmallVectorImpl<bool> *taken) -> Value {
    for (auto [j, operand] : llvm::enumerate(operands)) {
      if (operand != v || (taken && (*taken)[j]))
        continue;
      if (taken)
        (*taken)[j] = true;
      return op->getOperand(j);
    }
    return getCounterpart(v);
  };

  // Carry an in-place change over to the clone.
  if (after != before || newAttrs != attrs || newProperties != properties) {
    llvm::SmallVector<Value, 4> operands;
    llvm::SmallVector<bool, 4> taken(before.size(), false);
    for (Value v : after) {
      operands.push_back(toClone(v, before, &taken));
      if (!operands.back())
        return failure();
    }
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperands(operands);
      op->setAttrs(newAttrs);
      op->setPropertiesAttr(newProperties);
    });
    inPlace = true;
  }
  if (failed(status) || folded.empty())
    return failure();

  for (OpFoldResult &result : folded) {
    if (Value v = result.getValue()) {
      Value counterpart = toClone(v, after, nullptr);
      if (!counterpart)
        return failure();
      result = OpFoldResult(counterpart);
    }
  }
  return success();
}

/// The values that replaced `key` in `map`, if it was replaced.
template <class Map, class Key>
static std::optional<llvm::ArrayRef<Value>> findReplacement(const Map &map,
                                                            Key *key) {
  auto it = map.find(key);
  if (it == map.end())
    return std::nullopt;
  return llvm::ArrayRef<Value>(it->second);
}

Value ConversionDriver::getCounterpart(Value v) {
  if (originalIndex.empty())
    for (auto [i, op] : llvm::enumerate(originals))
      originalIndex[op] = i;
  // Where `v` is in the clone: a result of `op` or an argument of `block`.
  Operation *op = nullptr;
  Block *block = nullptr;
  unsigned number = 0;
  auto moveTo = [&](Value next) {
    op = nullptr;
    block = nullptr;
    if (auto result = llvm::dyn_cast_if_present<OpResult>(next)) {
      op = result.getOwner();
      number = result.getResultNumber();
    } else if (auto arg = llvm::dyn_cast_if_present<BlockArgument>(next)) {
      block = arg.getOwner();
      number = arg.getArgNumber();
    }
  };
  if (auto result = llvm::dyn_cast<OpResult>(v)) {
    auto it = originalIndex.find(result.getOwner());
    if (it != originalIndex.end())
      moveTo(clones[it->second]->getResult(result.getResultNumber()));
  } else {
    // A clone whose signature was converted in place may have fewer
    // arguments now: then there is no counterpart.
    auto arg = llvm::cast<BlockArgument>(v);
    if (Block *clone = blockClones.lookup(arg.getOwner()))
      if (arg.getArgNumber() < clone->getNumArguments())
        moveTo(clone->getArgument(arg.getArgNumber()));
  }
  // Follow the replacements; an op or block erased without one, or whose
  // memory a new one took, has no counterpart.
  while (op || block) {
    if (op ? reused.count(op) : reusedBlocks.count(block))
      return Value();
    std::optional<llvm::ArrayRef<Value>> replacement =
        op ? findReplacement(replacedBy, op)
           : findReplacement(argsReplacedBy, block);
    if (replacement) {
      moveTo((*replacement)[number]);
      continue;
    }
    if (op ? erased.count(op) : erasedBlocks.count(block))
      return Value();
    if (number >= (op ? op->getNumResults() : block->getNumArguments()))
      return Value();
    Value found =
        op ? Value(op->getResult(number)) : Value(block->getArgument(number));
    return found.getType() == v.getType() ? found : Value();
  }
  return Value();
}

LogicalResult ConversionDriver::legalizeWithFold(Operation *op, Operation *orig,
                                                 unsigned depth,
                                                 bool &inPlace) {
  // A constant is already as folded as it gets.
  if (matchConstant(op))
    return failure();
  const auto *iface = op->getName().getInterface<FoldInterface>();
  if ((!iface || !iface->fold) && !op->hasTrait(OpTrait::Commutative))
    return failure();

  // Fold the input's op when `op` still has its shape; else `op` itself
  // (and always for an op with regions, which a fold may rearrange).
  if (orig && (orig->getNumRegions() != 0 || orig->getName() != op->getName() ||
               orig->getNumOperands() != op->getNumOperands() ||
               !llvm::equal(orig->getOperandTypes(), op->getOperandTypes()) ||
               !llvm::equal(orig->getResultTypes(), op->getResultTypes())))
    orig = nullptr;
  llvm::SmallVector<OpFoldResult, 4> folded;
  if (orig) {
    if (failed(foldOriginal(op, orig, folded, inPlace)))
      return failure();
  } else {
    for (unsigned i = 0;; ++i) {
      if (i == 4)
        return failure();
      llvm::SmallVector<Attribute, 4> constants;
      for (Value operand : op->getOperands())
        constants.push_back(operand ? getFoldConstant(operand) : Attribute());
      rewriter.startOpModification(op);
      if (failed(foldOperation(op, constants, folded))) {
        rewriter.cancelOpModification(op);
        return failure();
      }
      if (!folded.empty()) {
        rewriter.cancelOpModification(op);
        break;
      }
      rewriter.finalizeOpModification(op);
      inPlace = true;
    }
  }

  // Materialize the constants before `op`, with its location.
  llvm::SmallVector<Value, 4> values;
  llvm::SmallVector<Operation *, 2> constants;
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(op);
    for (auto [result, value] : llvm::zip_equal(op->getResults(), folded)) {
      if (Value v = value.getValue()) {
        values.push_back(v);
        continue;
      }
      Operation *constant =
          materializeConstant(op->getDialect(), rewriter, value.getAttribute(),
                              result.getType(), op->getLoc());
      if (!constant) {
        for (Operation *c : constants)
          rewriter.eraseOp(c);
        return failure();
      }
      constants.push_back(constant);
      values.push_back(constant->getResult(0));
    }
  }

  // Hand `op`'s users the values, remembering them to undo it.
  llvm::SmallVector<std::pair<OpOperand *, unsigned>, 4> uses;
  for (OpResult result : op->getResults())
    for (OpOperand &use : result.getUses())
      uses.push_back({&use, result.getResultNumber()});
  for (auto [use, index] : uses) {
    Value v = values[index];
    rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(v); });
  }

  // Legalize the constants. If one cannot be and nothing changed, undo
  // the fold so that the patterns get their turn (mlir-opt 19 rolls the
  // fold back).
  unsigned changesBefore = changes;
  for (Operation *constant : constants) {
    bool illegal = target.isIllegal(constant);
    if (succeeded(legalize(constant, depth + 1)))
      continue;
    if (fatal)
      return failure();
    if (changes == changesBefore) {
      for (auto [use, index] : uses) {
        Value v = op->getResult(index);
        rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(v); });
      }
      for (Operation *c : constants)
        rewriter.eraseOp(c);
      return failure();
    }
    if (mode == Mode::Analysis || failed(handleFailure(illegal, constant))) {
      fatal = fatal || mode != Mode::Analysis;
      return failure();
    }
  }
  replacedBy[op].assign(values.begin(), values.end());
  rewriter.eraseOp(op);
  return success();
}

// Unless the conversion already stopped (`fatal`), `op` is alive here: a
// pattern that fails must not have changed the IR. It is printed as it is
// now, which is the input's op unless a pattern updated it in place and it
// still was not legal.
LogicalResult ConversionDriver::handleFailure(bool illegal, Operation *op) {
  if (mode == Mode::Full)
    return op->emitError() << "failed to legalize operation '"
                           << op->getName().getStringRef() << "'";
  if (mode == Mode::Partial) {
    if (illegal)
      return op->emitError()
             << "failed to legalize operation '" << op->getName().getStringRef()
             << "' that was explicitly marked illegal";
    if (config.unlegalizedOps && !erased.count(op))
      config.unlegalizedOps->insert(op);
  }
  return success();
}

LogicalResult
ConversionDriver::remapOperands(Operation *op, const TypeConverter *converter,
                                llvm::SmallVectorImpl<Value> &operands) {
  for (auto [index, original] : llvm::enumerate(op->getOperands())) {
    Value remapped = lookup(original);
    if (!converter) {
      operands.push_back(remapped);
      continue;
    }
    Type want = converter->convertType(original.getType());
    if (!want)
      return rewriter.notifyMatchFailure(
          op, llvm::Twine("unable to convert the type of operand #") +
                  llvm::Twine(index));
    if (remapped.getType() != want) {
      if (original.getType() == want) {
        remapped = original;
      } else {
        // One cast per value and type, right after the value is defined
        // (at the start of its block for an argument), so every user of
        // the value shares it.
        Value &cast = targetCasts[{remapped, want}];
        if (!cast) {
          OpBuilder castBuilder(op->getContext());
          castBuilder.setInsertionPointAfterValue(remapped);
          cast = converter->materializeTargetConversion(
              castBuilder, op->getLoc(), want, remapped);
          recordMaterialization(cast, Value());
        }
        remapped = cast;
      }
    }
    operands.push_back(remapped);
  }
  return success();
}

void ConversionDriver::eraseDeadMaterializations() {
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation *&op : llvm::reverse(materializationOps)) {
      if (!op || erased.count(op) || !op->use_empty())
        continue;
      erased.insert(op);
      op->erase();
      op = nullptr;
      changed = true;
    }
  }
}

/// Appends the ops of `op` in pre-order.
static void collectPreOrder(Operation *op, std::vector<Operation *> &out) {
  op->walk(
      [&](Operation *nested) {
        out.push_back(nested);
        return WalkResult::advance();
      },
      WalkOrder::PreOrder);
}

LogicalResult ConversionDriver::run(Operation *original) {
  root = original->clone();
  if (Block *block = original->getBlock())
    block->insert(std::next(Block::iterator(original)), root);

  // The input's ops, in the order of their clones: the folder looks at
  // them (see legalizeWithFold).
  collectPreOrder(root, clones);
  collectPreOrder(original, originals);
  assert(originals.size() == clones.size() && "clone differs");
  for (auto [c, o] : llvm::zip(clones, originals)) {
    if (mode == Mode::Analysis)
      cloneToOrig[c] = o;
    for (auto [cr, orr] : llvm::zip(c->getRegions(), o->getRegions()))
      for (auto [cb, ob] : llvm::zip(cr, orr))
        blockClones[&ob] = &cb;
  }

  bool ok = true;
  for (auto [op, orig] : llvm::zip(clones, originals)) {
    if (erased.count(op) || skip.count(op))
      continue;
    bool illegal = target.isIllegal(op);
    if (succeeded(legalize(op, 0, orig))) {
      if (mode == Mode::Analysis && config.legalizableOps)
        if (Operation *orig = cloneToOrig.lookup(op))
          config.legalizableOps->insert(orig);
      continue;
    }
    if (fatal || failed(handleFailure(illegal, op))) {
      ok = false;
      break;
    }
  }
  // A failed pattern in analysis mode may have left the clone half changed;
  // it is discarded either way.
  if (ok && mode != Mode::Analysis) {
    eraseDeadMaterializations();
    for (unsigned i = 0, e = original->getNumRegions(); i != e; ++i)
      original->getRegion(i).takeBody(root->getRegion(i));
    original->setAttrs(root->getAttrDictionary());
    original->setPropertiesAttr(root->getPropertiesAttr());
    original->setLoc(root->getLoc());
    llvm::SmallVector<Value, 4> operands(root->getOperands());
    original->setOperands(operands);
    for (unsigned i = 0, e = original->getNumResults(); i != e; ++i)
      original->getResult(i).setType(root->getResult(i).getType());
  } else if (config.unlegalizedOps) {
    config.unlegalizedOps->clear();
  }
  root->dropAllReferences();
  root->erase();
  root = nullptr;
  return success(ok);
}

//===----------------------------------------------------------------------===//
// ConversionPattern
//===----------------------------------------------------------------------===//

LogicalResult
ConversionPattern::matchAndRewrite(Operation *op,
                                   PatternRewriter &rewriter) const {
  ConversionDriver *driver = activeDriver;
  if (!driver || &driver->rewriter != &rewriter)
    return rewriter.notifyMatchFailure(
        op, "conversion patterns run only inside a conversion driver");
  llvm::SmallVector<Value, 4> operands;
  if (failed(driver->remapOperands(op, typeConverter, operands)))
    return failure();
  const TypeConverter *saved = driver->currentConverter;
  driver->currentConverter = typeConverter;
  LogicalResult status = matchAndRewrite(op, operands, driver->rewriter);
  driver->currentConverter = saved;
  return status;
}

FunctionConversionPattern::FunctionConversionPattern(
    llvm::StringRef rootName, Fn fn, PatternBenefit benefit, Context *ctx,
    const TypeConverter *converter)
    : ConversionPattern(rootName.empty() ? std::nullopt
                                         : std::optional<OperationName>(
                                               OperationName(rootName, ctx)),
                        benefit, ctx, converter),
      fn(std::move(fn)) {}

//===----------------------------------------------------------------------===//
// ConversionPatternRewriter
//===----------------------------------------------------------------------===//

ConversionPatternRewriter::ConversionPatternRewriter(
    Context *ctx, detail::ConversionDriver &driver)
    : PatternRewriter(ctx), driver(driver) {}

void ConversionPatternRewriter::replaceOp(Operation *op,
                                          llvm::ArrayRef<Value> values) {
  assert(op->getNumResults() == values.size() &&
         "replacement count must match the op's result count");
  llvm::SmallVector<Value, 4> replacements(values);
  Attribute constant;
  bool isConstant = matchConstant(op, &constant);
  OpBuilder builder(op);
  for (unsigned i = 0, e = op->getNumResults(); i != e; ++i) {
    OpResult result = op->getResult(i);
    if (result.use_empty())
      continue;
    Value v = replacements[i];
    if (v && v.getType() == result.getType())
      continue;
    llvm::SmallVector<Value, 1> inputs;
    if (v)
      inputs.push_back(v);
    Value cast = driver.currentConverter
                     ? driver.currentConverter->materializeSourceConversion(
                           builder, op->getLoc(), result.getType(), inputs)
                     : createUnrealizedCast(builder, op->getLoc(),
                                            result.getType(), inputs);
    driver.recordMaterialization(cast, v);
    replacements[i] = cast;
  }
  if (isConstant && replacements.front())
    driver.foldConstants[replacements.front()] = constant;
  driver.replacedBy[op].assign(replacements.begin(), replacements.end());
  RewriterBase::replaceOp(op, replacements);
}

void ConversionPatternRewriter::replaceOp(Operation *op, Operation *newOp) {
  assert(op != newOp && "cannot replace an op with itself");
  llvm::SmallVector<Value, 4> values(newOp->getResults());
  replaceOp(op, values);
}

void ConversionPatternRewriter::eraseOp(Operation *op) {
  if (op == driver.root) {
    emitError(op->getLoc())
        << "conversion cannot erase or replace the op it was applied to";
    driver.fatal = true;
    return;
  }
  RewriterBase::eraseOp(op);
}

Block *ConversionPatternRewriter::applySignatureConversion(
    Block *block, TypeConverter::SignatureConversion &conversion,
    const TypeConverter *converter) {
  assert(conversion.getNumOrigInputs() == block->getNumArguments() &&
         "conversion must cover every argument");
  if (!converter)
    converter = driver.currentConverter;

  llvm::SmallVector<Location, 4> locs;
  for (unsigned i = 0, e = block->getNumArguments(); i != e; ++i) {
    const auto &m = conversion.getInputMapping(i);
    for (unsigned j = 0; j < m.size; ++j)
      locs.push_back(block->getArgument(i).getLoc());
  }
  Block *newBlock = createBlock(block, conversion.getConvertedTypes(), locs);

  // Rebuild each old argument from the new ones.
  OpBuilder builder = OpBuilder::atBlockEnd(newBlock);
  llvm::SmallVector<Value, 4> argValues;
  for (BlockArgument arg : block->getArguments()) {
    const auto &m = conversion.getInputMapping(arg.getArgNumber());
    if (m.replacement) {
      argValues.push_back(m.replacement);
      continue;
    }
    llvm::SmallVector<Value, 2> inputs;
    for (unsigned j = 0; j < m.size; ++j)
      inputs.push_back(newBlock->getArgument(m.inputStart + j));
    if (inputs.size() == 1 && inputs[0].getType() == arg.getType()) {
      argValues.push_back(inputs[0]);
      continue;
    }
    if (arg.use_empty()) {
      argValues.push_back(Value());
      continue;
    }
    Value cast = converter ? converter->materializeArgumentConversion(
                                 builder, arg.getLoc(), arg.getType(), inputs)
                           : createUnrealizedCast(builder, arg.getLoc(),
                                                  arg.getType(), inputs);
    // One new argument stands for the old one only if it has the old
    // type's converted type; one of another type (a bare pointer of a
    // calling convention) is reached through the materialization.
    Value stands;
    if (inputs.size() == 1 &&
        (!converter ||
         converter->convertType(arg.getType()) == inputs[0].getType()))
      stands = inputs[0];
    driver.recordMaterialization(cast, stands);
    argValues.push_back(cast);
  }
  // Unused arguments get a null value: nothing reads it.
  replaceAllUsesWith(block, newBlock);
  inlineBlockBefore(block, newBlock, newBlock->end(), argValues);
  driver.argsReplacedBy[block].assign(argValues.begin(), argValues.end());
  return newBlock;
}

FailureOr<Block *> ConversionPatternRewriter::convertRegionTypes(
    Region *region, const TypeConverter &converter,
    TypeConverter::SignatureConversion *entryConversion) {
  if (region->empty())
    return failure();
  // Compute every conversion first, so a failure changes nothing.
  std::vector<Block *> blocks;
  std::vector<std::optional<TypeConverter::SignatureConversion>> conversions;
  for (Block &block : *region) {
    blocks.push_back(&block);
    if (entryConversion && block.isEntryBlock()) {
      conversions.push_back(std::nullopt);
      continue;
    }
    conversions.push_back(converter.convertBlockSignature(&block));
    if (!conversions.back())
      return failure();
  }
  Block *entry = nullptr;
  for (auto [i, block] : llvm::enumerate(blocks)) {
    TypeConverter::SignatureConversion &conv =
        conversions[i] ? *conversions[i] : *entryConversion;
    Block *newBlock = applySignatureConversion(block, conv, &converter);
    if (i == 0)
      entry = newBlock;
  }
  return entry;
}

Value ConversionPatternRewriter::getRemappedValue(Value v) const {
  return driver.lookup(v);
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

static LogicalResult runConversion(Operation *op,
                                   const ConversionTarget &target,
                                   const FrozenRewritePatternSet &patterns,
                                   ConversionConfig &config,
                                   ConversionDriver::Mode mode) {
  ConversionDriver driver(op->getContext(), target, patterns, mode, config);
  return driver.run(op);
}

LogicalResult
assay::applyPartialConversion(Operation *op, const ConversionTarget &target,
                              const FrozenRewritePatternSet &patterns,
                              ConversionConfig config) {
  return runConversion(op, target, patterns, config,
                       ConversionDriver::Mode::Partial);
}

LogicalResult
assay::applyFullConversion(Operation *op, const ConversionTarget &target,
                           const FrozenRewritePatternSet &patterns,
                           ConversionConfig config) {
  return runConversion(op, target, patterns, config,
                       ConversionDriver::Mode::Full);
}

LogicalResult
assay::applyAnalysisConversion(Operation *op, const ConversionTarget &target,
                               const FrozenRewritePatternSet &patterns,
                               ConversionConfig config) {
  assert(config.legalizableOps && "analysis needs a set to fill");
  return runConversion(op, target, patterns, config,
                       ConversionDriver::Mode::Analysis);
}
