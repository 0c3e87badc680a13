//===- DialectConversion.h - Legalizing IR against a conversion target ----===//
//
// Dialect conversion rewrites the ops nested in a root op until every op is
// legal for a ConversionTarget. Patterns (ConversionPattern) see the
// operands already converted; a TypeConverter says how types change and how
// to bridge a converted value and its old type (materializations, by default
// builtin.unrealized_conversion_cast). Three modes: partial (ops the target
// does not know may stay), full (every op must become legal) and analysis
// (reports which ops could be legalized, changing nothing).
//
// Rollback is clone-and-swap: the driver converts a clone of the root and
// moves the converted body into the root only when the whole conversion
// succeeded. A failed conversion leaves the original IR untouched (pointers
// into it stay valid); analysis simply discards its clone. See
// docs/conversion.md for the design and its limits.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_DIALECTCONVERSION_H
#define ASSAY_REWRITE_DIALECTCONVERSION_H

#include "rewrite/PatternMatch.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <optional>

namespace assay {
class ConversionPatternRewriter;
class FrozenRewritePatternSet;
class Pass;

namespace detail {
struct ConversionDriver;
} // namespace detail

//===----------------------------------------------------------------------===//
// TypeConverter
//===----------------------------------------------------------------------===//

/// Converts types and builds the values that bridge an old type and its
/// converted types.
class TypeConverter {
public:
  /// How the arguments of one block change: old argument i becomes the new
  /// arguments [inputStart, inputStart + size), or is dropped (size 0).
  class SignatureConversion {
  public:
    explicit SignatureConversion(unsigned numOrigInputs)
        : remapped(numOrigInputs) {}
    /// Old argument `origIndex` becomes new arguments of `types`.
    void addInputs(unsigned origIndex, llvm::ArrayRef<Type> types);
    /// Old argument `origIndex` is replaced by `replacement` (no new
    /// argument).
    void remapInput(unsigned origIndex, Value replacement);
    /// The types of the new arguments.
    llvm::ArrayRef<Type> getConvertedTypes() const { return argTypes; }
    unsigned getNumOrigInputs() const { return remapped.size(); }

    /// Where one old argument went.
    struct InputMapping {
      unsigned inputStart = 0, size = 0;
      Value replacement;
      bool set = false;
    };
    const InputMapping &getInputMapping(unsigned i) const {
      return remapped[i];
    }

  private:
    llvm::SmallVector<InputMapping, 4> remapped;
    llvm::SmallVector<Type, 4> argTypes;
  };

  /// A conversion callback: appends the converted types of `type` to
  /// `results` and returns success, or returns failure (the type cannot be
  /// converted), or returns none (not handled: try the next callback).
  using ConversionCallback = std::function<std::optional<LogicalResult>(
      Type, llvm::SmallVectorImpl<Type> &)>;
  /// A materialization callback: builds a value of `resultType` from
  /// `inputs` at the builder's insertion point, or returns null.
  using MaterializationCallback = std::function<Value(
      OpBuilder &, Type resultType, llvm::ArrayRef<Value> inputs, Location)>;

  /// Adds a conversion callback; the callbacks added last are tried first.
  void addConversion(ConversionCallback callback) {
    conversions.push_back(std::move(callback));
  }
  /// Adds a 1:1 conversion `fn(Type) -> std::optional<Type>`: a type, a
  /// null Type for "cannot convert", none for "not handled".
  template <class Fn> void addConversion1To1(Fn fn) {
    addConversion([fn](Type t, llvm::SmallVectorImpl<Type> &results)
                      -> std::optional<LogicalResult> {
      std::optional<Type> converted = fn(t);
      if (!converted)
        return std::nullopt;
      if (!*converted)
        return failure();
      results.push_back(*converted);
      return success();
    });
  }
  /// Materializations: argument (new block arguments -> old argument type),
  /// source (converted value -> its old type, for users not yet converted)
  /// and target (a value -> the converted type a pattern expects). Callbacks
  /// added last are tried first; the default is an unrealized cast.
  void addArgumentMaterialization(MaterializationCallback callback) {
    argumentMaterializations.push_back(std::move(callback));
  }
  void addSourceMaterialization(MaterializationCallback callback) {
    sourceMaterializations.push_back(std::move(callback));
  }
  void addTargetMaterialization(MaterializationCallback callback) {
    targetMaterializations.push_back(std::move(callback));
  }

  /// Converts `type`, appending the results.
  LogicalResult convertType(Type type,
                            llvm::SmallVectorImpl<Type> &results) const;
  /// Converts `type` to exactly one type, or returns null.
  Type convertType(Type type) const;
  LogicalResult convertTypes(llvm::ArrayRef<Type> types,
                             llvm::SmallVectorImpl<Type> &results) const;
  /// Whether `type` converts to itself.
  bool isLegal(Type type) const { return convertType(type) == type; }
  /// Whether every operand and result type of `op` is legal.
  bool isLegal(Operation *op) const;
  /// Whether every argument type of every block of `region` is legal.
  bool isLegal(Region *region) const;

  /// How `block`'s arguments convert; none if one of their types cannot.
  std::optional<SignatureConversion> convertBlockSignature(Block *block) const;

  /// Materializations; they fall back to builtin.unrealized_conversion_cast.
  Value materializeArgumentConversion(OpBuilder &builder, Location loc,
                                      Type resultType,
                                      llvm::ArrayRef<Value> inputs) const;
  Value materializeSourceConversion(OpBuilder &builder, Location loc,
                                    Type resultType,
                                    llvm::ArrayRef<Value> inputs) const;
  Value materializeTargetConversion(OpBuilder &builder, Location loc,
                                    Type resultType,
                                    llvm::ArrayRef<Value> inputs) const;

private:
  std::vector<ConversionCallback> conversions;
  std::vector<MaterializationCallback> argumentMaterializations;
  std::vector<MaterializationCallback> sourceMaterializations;
  std::vector<MaterializationCallback> targetMaterializations;
};

/// Builds `%r = builtin.unrealized_conversion_cast inputs : ... to type`.
Value createUnrealizedCast(OpBuilder &builder, Location loc, Type type,
                           llvm::ArrayRef<Value> inputs);

//===----------------------------------------------------------------------===//
// ConversionTarget
//===----------------------------------------------------------------------===//

/// Says which ops are legal after a conversion.
class ConversionTarget {
public:
  /// What the target says of an op or dialect.
  enum class LegalizationAction { Legal, Dynamic, Illegal };
  /// Decides the legality of an op dynamically; none defers to the dialect
  /// or the unknown-op rule.
  using DynamicLegalityCallbackFn =
      std::function<std::optional<bool>(Operation *)>;

  explicit ConversionTarget(Context &ctx) : ctx(ctx) {}
  Context &getContext() const { return ctx; }

  /// Ops named `name` are legal / illegal / legal when `fn` says so.
  void addLegalOp(llvm::StringRef name);
  void addIllegalOp(llvm::StringRef name);
  void addDynamicallyLegalOp(llvm::StringRef name,
                             DynamicLegalityCallbackFn fn);
  template <class... OpTs> void addLegalOp() {
    (addLegalOp(OpTs::getOperationName()), ...);
  }
  template <class... OpTs> void addIllegalOp() {
    (addIllegalOp(OpTs::getOperationName()), ...);
  }
  /// Ops of the dialect `ns` (a namespace like "arith").
  void addLegalDialect(llvm::StringRef ns);
  void addIllegalDialect(llvm::StringRef ns);
  void addDynamicallyLegalDialect(llvm::StringRef ns,
                                  DynamicLegalityCallbackFn fn);
  /// Ops the target knows nothing about are legal when `fn` says so.
  void markUnknownOpDynamicallyLegal(DynamicLegalityCallbackFn fn) {
    unknownLegality = std::move(fn);
  }
  /// A legal op named `name` is recursively legal (its nested ops are not
  /// converted) when `fn` is null or says so. The op must also be marked
  /// legal or dynamically legal.
  void markOpRecursivelyLegal(llvm::StringRef name,
                              DynamicLegalityCallbackFn fn = nullptr);

  /// The action for `op`, if the target knows it.
  std::optional<LegalizationAction> getOpAction(OperationName name) const;

  /// Why an op is legal.
  struct LegalOpDetails {
    /// Its nested ops are legal too and are left alone.
    bool isRecursivelyLegal = false;
  };
  /// Details when `op` is legal, none when it is illegal or unknown.
  std::optional<LegalOpDetails> isLegal(Operation *op) const;
  /// Whether `op` is explicitly illegal (marked illegal, or dynamically
  /// legal and its callback says no).
  bool isIllegal(Operation *op) const;

private:
  struct Info {
    LegalizationAction action;
    DynamicLegalityCallbackFn fn;
  };
  /// The rule for `op`: from its name, else its dialect.
  const Info *lookup(Operation *op) const;

  Context &ctx;
  llvm::StringMap<Info> opInfos;
  llvm::StringMap<Info> dialectInfos;
  llvm::StringMap<DynamicLegalityCallbackFn> recursivelyLegal;
  DynamicLegalityCallbackFn unknownLegality;
};

//===----------------------------------------------------------------------===//
// ConversionPattern
//===----------------------------------------------------------------------===//

/// A pattern that sees the converted operands of the op it rewrites. It
/// runs only inside a conversion driver; as a plain RewritePattern it never
/// matches.
class ConversionPattern : public RewritePattern {
public:
  /// Rewrites `op`, whose operands after conversion are `operands` (of the
  /// converted types when the pattern has a type converter).
  virtual LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const = 0;

  /// Not usable outside a conversion driver: fails.
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const final;

  const TypeConverter *getTypeConverter() const { return typeConverter; }

protected:
  ConversionPattern(llvm::StringRef rootName, PatternBenefit benefit,
                    Context *ctx, const TypeConverter *converter = nullptr)
      : RewritePattern(rootName, benefit, ctx), typeConverter(converter) {}
  ConversionPattern(MatchAnyOpTypeTag tag, PatternBenefit benefit, Context *ctx,
                    const TypeConverter *converter = nullptr)
      : RewritePattern(tag, benefit, ctx), typeConverter(converter) {}
  ConversionPattern(std::optional<OperationName> root, PatternBenefit benefit,
                    Context *ctx, const TypeConverter *converter = nullptr)
      : RewritePattern(root, benefit, ctx), typeConverter(converter) {}

  const TypeConverter *typeConverter;
};

/// A conversion pattern rooted on the typed op SourceOp.
template <class SourceOp> class OpConversionPattern : public ConversionPattern {
public:
  using OpAdaptor = llvm::ArrayRef<Value>;
  OpConversionPattern(Context *ctx, PatternBenefit benefit = 1)
      : ConversionPattern(SourceOp::getOperationName(), benefit, ctx) {}
  OpConversionPattern(const TypeConverter &converter, Context *ctx,
                      PatternBenefit benefit = 1)
      : ConversionPattern(SourceOp::getOperationName(), benefit, ctx,
                          &converter) {}

  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const final {
    return matchAndRewrite(llvm::cast<SourceOp>(op), operands, rewriter);
  }
  using ConversionPattern::matchAndRewrite;
  /// Rewrites the typed op given its converted operands.
  virtual LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor operands,
                  ConversionPatternRewriter &rewriter) const = 0;
};

/// A conversion pattern given as a function (tests and one-off lowerings).
class FunctionConversionPattern : public ConversionPattern {
public:
  using Fn = std::function<LogicalResult(Operation *, llvm::ArrayRef<Value>,
                                         ConversionPatternRewriter &)>;
  /// Rooted on `rootName`, or on any op when it is empty.
  FunctionConversionPattern(llvm::StringRef rootName, Fn fn,
                            PatternBenefit benefit, Context *ctx,
                            const TypeConverter *converter = nullptr);
  LogicalResult
  matchAndRewrite(Operation *op, llvm::ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    return fn(op, operands, rewriter);
  }
  using ConversionPattern::matchAndRewrite;

private:
  Fn fn;
};

//===----------------------------------------------------------------------===//
// ConversionPatternRewriter
//===----------------------------------------------------------------------===//

/// The rewriter given to conversion patterns. Replacing an op by values of
/// other types keeps the IR well typed by a source materialization for the
/// users not converted yet; the driver hands those users the converted
/// values again.
class ConversionPatternRewriter : public PatternRewriter {
public:
  /// Replaces `op` by `values`, materializing the old types where they
  /// differ (these hide RewriterBase's versions on purpose).
  void replaceOp(Operation *op, llvm::ArrayRef<Value> values);
  void replaceOp(Operation *op, Operation *newOp);
  template <class OpT, class... Args>
  OpT replaceOpWithNewOp(Operation *op, Args &&...args) {
    InsertionGuard guard(*this);
    setInsertionPoint(op);
    OpT newOp = create<OpT>(op->getLoc(), std::forward<Args>(args)...);
    replaceOp(op, newOp.getOperation());
    return newOp;
  }
  /// Refuses to erase the root of the conversion (see docs/conversion.md).
  void eraseOp(Operation *op) override;

  /// Rewrites `block`'s arguments as `conversion` says: a new block takes
  /// its place, and old arguments whose type changed are rebuilt from the
  /// new ones by argument materializations. Returns the new block.
  Block *
  applySignatureConversion(Block *block,
                           TypeConverter::SignatureConversion &conversion,
                           const TypeConverter *converter = nullptr);
  /// Converts the argument types of every block of `region` with
  /// `converter` (`entryConversion`, if given, for the entry block).
  /// Returns the new entry block, or failure when a type cannot be
  /// converted (nothing changed then).
  FailureOr<Block *> convertRegionTypes(
      Region *region, const TypeConverter &converter,
      TypeConverter::SignatureConversion *entryConversion = nullptr);

  /// The value that stands for `v` after conversion (itself if unchanged).
  Value getRemappedValue(Value v) const;

  /// Rollback is all or nothing, so a pattern must not fail after changing
  /// the IR (the driver makes that a conversion failure).
  bool canRecoverFromRewriteFailure() const override { return false; }

private:
  friend struct detail::ConversionDriver;
  ConversionPatternRewriter(Context *ctx, detail::ConversionDriver &driver);
  detail::ConversionDriver &driver;
};

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// Options of a conversion.
struct ConversionConfig {
  /// Partial mode: filled with the ops that could not be legalized (they
  /// are ops of the converted IR).
  llvm::DenseSet<Operation *> *unlegalizedOps = nullptr;
  /// Analysis mode: filled with the original ops that are legal or could be
  /// legalized.
  llvm::DenseSet<Operation *> *legalizableOps = nullptr;
  /// Hears every change made to the converted IR (which is a clone until
  /// the conversion succeeds).
  RewriterBase::Listener *listener = nullptr;
};

/// Legalizes what is legalizable in `op` (and `op` itself); fails, leaving
/// the IR as it was, only if an explicitly illegal op remains.
LogicalResult applyPartialConversion(Operation *op,
                                     const ConversionTarget &target,
                                     const FrozenRewritePatternSet &patterns,
                                     ConversionConfig config = {});
/// Legalizes every op; fails, leaving the IR as it was, if one is not legal
/// afterwards.
LogicalResult applyFullConversion(Operation *op, const ConversionTarget &target,
                                  const FrozenRewritePatternSet &patterns,
                                  ConversionConfig config = {});
/// Fills `config.legalizableOps` with the ops of `op` that are legal or
/// legalizable; the IR is not changed.
LogicalResult applyAnalysisConversion(Operation *op,
                                      const ConversionTarget &target,
                                      const FrozenRewritePatternSet &patterns,
                                      ConversionConfig config);

//===----------------------------------------------------------------------===//
// reconcile-unrealized-casts
//===----------------------------------------------------------------------===//

/// Folds chains of builtin.unrealized_conversion_cast that lead back to the
/// types they started from, erases dead casts and leaves live casts that
/// cannot be resolved. Returns how many casts it erased.
unsigned reconcileUnrealizedCasts(Operation *root);

/// The `reconcile-unrealized-casts` pass.
std::unique_ptr<Pass> createReconcileUnrealizedCastsPass();

} // namespace assay

#endif // ASSAY_REWRITE_DIALECTCONVERSION_H
