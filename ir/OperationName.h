//===- OperationName.h - Interned op names and the op registry ------------===//
//
// Every op name seen by a Context is interned once as an OpInfo. A registered
// op's OpInfo carries what the core needs to know about it: its traits,
// region kinds, verifier and custom syntax hooks. Later layers (folding,
// canonicalization, semantics) attach their own hooks as interfaces keyed by
// TypeID, so they plug in without touching the core. Unregistered ops get an
// OpInfo too, with no traits and no hooks.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPERATIONNAME_H
#define ASSAY_IR_OPERATIONNAME_H

#include "ir/Attributes.h"
#include "ir/Support.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace assay {
class Context;
class Dialect;
class Operation;
class OperationState;
class OpAsmParser;
class OpAsmPrinter;

/// The structural traits the core verifier and passes understand.
enum class OpTrait : uint8_t {
  Terminator,
  IsolatedFromAbove,
  SymbolTable,
  Symbol,
  /// With Symbol: `sym_name` may be absent (builtin.module).
  OptionalSymbol,
  /// The op's regions' entry blocks take no arguments.
  NoRegionArguments,
  HasParent,
  SingleBlock,
  NoTerminator,
  SingleBlockImplicitTerminator,
  SameOperandsAndResultType,
  SameTypeOperands,
  Commutative,
  ConstantLike,
  ReturnLike,
  AutomaticAllocationScope,
  AffineScope,
  /// No memory effects and always safe to execute speculatively.
  Pure,
  /// No memory effects, but not speculatable: executing the op may be
  /// undefined behaviour (integer division). It may be erased when unused
  /// and merged with an equal op, never hoisted (ir/SideEffects.h).
  NoMemoryEffect,
  /// The op's memory effects are those of the ops in its regions.
  RecursiveMemoryEffects,
  NumTraits
};

/// The namespace of the dialect that the op or attribute name `name`
/// belongs to: the text before its first dot, when both that text and the
/// rest are non-empty (`arith.addi` -> `arith`); empty when the name belongs
/// to no dialect (`index`, `.x`, `arith.`).
llvm::StringRef getReferencedDialectNamespace(llvm::StringRef name);

/// How the values in a region are scoped.
enum class RegionKind : uint8_t {
  /// Blocks form a control-flow graph; values obey dominance.
  SSACFG,
  /// A single block whose values may be used before they are defined.
  Graph,
};

/// How many operands, results, regions or successors an op takes: exactly
/// `count`, or `count` or more when `orMore`. The default accepts any number.
struct CountConstraint {
  unsigned count = 0;
  bool orMore = true;

  static CountConstraint exactly(unsigned n) { return {n, false}; }
  static CountConstraint atLeast(unsigned n) { return {n, true}; }
  bool accepts(unsigned n) const { return orMore ? n >= count : n == count; }
};

/// What a Context knows about one op name.
struct OpInfo {
  using VerifyFn = LogicalResult (*)(Operation *);
  using ParseFn = ParseResult (*)(OpAsmParser &, OperationState &);
  using PrintFn = void (*)(Operation *, OpAsmPrinter &);
  using RegionKindFn = RegionKind (*)(Operation *, unsigned index);

  /// The full name, "dialect.op".
  llvm::StringRef name;
  /// The namespace of the dialect the name belongs to (see
  /// getReferencedDialectNamespace), empty if none.
  llvm::StringRef dialectNamespace;
  /// The dialect that registered the op, or the loaded dialect of that
  /// namespace for an unregistered op (null if none is loaded).
  Dialect *dialect = nullptr;
  /// The Context that interned the name.
  Context *context = nullptr;
  bool registered = false;
  /// The typed op class registered for this name (see ir/OpDefinition.h).
  TypeID opClass;

  /// The traits, one bit each (see traitBit).
  uint64_t traits = 0;
  /// An inherent attribute, kept in the op's properties: when an op of this
  /// name is created with one among its discardable attributes (a generic
  /// form without `<{...}>`), it moves to the properties.
  struct InherentAttr {
    llvm::StringRef name;
    /// Whether a value can be stored as this property; null accepts any.
    bool (*accepts)(Attribute) = nullptr;
    /// The value a new op gets when none is given (a default-valued
    /// property, like `fastmath = #arith.fastmath<none>`); null if none.
    Attribute (*defaultValue)(Context *) = nullptr;
  };
  llvm::SmallVector<InherentAttr, 2> inherentAttrs;
  /// Operation::create's cache of the properties an op gets when it is
  /// given neither properties nor inherent attributes: the dictionary of
  /// the default-valued ones (an attribute storage pointer; null until
  /// first needed). Read and written atomically.
  mutable const void *defaultPropertiesCache = nullptr;

  bool isInherentAttr(llvm::StringRef attrName) const {
    return llvm::any_of(inherentAttrs, [&](const InherentAttr &a) {
      return a.name == attrName;
    });
  }
  /// Checks a properties dictionary given in `<{...}>`: the name of the
  /// first entry that cannot be stored as its property, or none.
  std::optional<NamedAttribute>
  findInvalidProperty(llvm::ArrayRef<NamedAttribute> props) const;
  /// For HasParent: the op names allowed as parent.
  llvm::SmallVector<llvm::StringRef, 2> parentNames;
  /// For SingleBlockImplicitTerminator: the terminator's op name.
  llvm::StringRef implicitTerminatorName;

  /// Structural counts, checked before anything else about a registered op.
  CountConstraint numRegions, numResults, numSuccessors, numOperands;

  /// Constraints on the op's own attributes, operand/result types and
  /// regions, checked after the counts and before the traits (may be null).
  VerifyFn verifyInvariants = nullptr;
  /// Op-specific verification, run after the traits (may be null).
  VerifyFn verify = nullptr;
  /// Verification that needs the regions verified first (may be null).
  VerifyFn verifyRegions = nullptr;
  /// Custom assembly form (both null when the op has only generic form).
  ParseFn parse = nullptr;
  PrintFn print = nullptr;
  /// Region kinds; null means every region is SSACFG.
  RegionKindFn regionKind = nullptr;

  /// Hooks of later layers, keyed by the interface's TypeID.
  llvm::SmallDenseMap<TypeID, const void *, 2> interfaces;

  /// The bit of trait `t` in `traits`.
  static constexpr uint64_t traitBit(OpTrait t) {
    return uint64_t(1) << unsigned(t);
  }
  bool hasTrait(OpTrait t) const { return traits & traitBit(t); }
  void addTrait(OpTrait t) { traits |= traitBit(t); }

  template <class Interface> const Interface *getInterface() const {
    return static_cast<const Interface *>(
        interfaces.lookup(TypeID::get<Interface>()));
  }
  template <class Interface> void attachInterface(const Interface *i) {
    interfaces[TypeID::get<Interface>()] = i;
  }
};

/// A pointer-sized handle to an interned op name.
class OperationName {
public:
  OperationName() = default;
  explicit OperationName(OpInfo *info) : info(info) {}
  /// Interns `name` in `ctx` (unregistered if no dialect registered it).
  OperationName(llvm::StringRef name, Context *ctx);

  llvm::StringRef getStringRef() const { return info->name; }
  llvm::StringRef getDialectNamespace() const { return info->dialectNamespace; }
  Dialect *getDialect() const { return info->dialect; }
  bool isRegistered() const { return info->registered; }
  bool hasTrait(OpTrait t) const { return info->hasTrait(t); }
  OpInfo *getInfo() const { return info; }
  template <class Interface> const Interface *getInterface() const {
    return info->getInterface<Interface>();
  }

  bool operator==(OperationName o) const { return info == o.info; }
  bool operator!=(OperationName o) const { return info != o.info; }
  explicit operator bool() const { return info != nullptr; }

  const void *getAsOpaquePointer() const { return info; }

private:
  OpInfo *info = nullptr;
};

} // namespace assay

namespace llvm {
template <> struct DenseMapInfo<assay::OperationName> {
  static assay::OperationName getEmptyKey() {
    return assay::OperationName(DenseMapInfo<assay::OpInfo *>::getEmptyKey());
  }
  static assay::OperationName getTombstoneKey() {
    return assay::OperationName(
        DenseMapInfo<assay::OpInfo *>::getTombstoneKey());
  }
  static unsigned getHashValue(assay::OperationName n) {
    return DenseMapInfo<const void *>::getHashValue(n.getAsOpaquePointer());
  }
  static bool isEqual(assay::OperationName a, assay::OperationName b) {
    return a == b;
  }
};
} // namespace llvm

#endif // ASSAY_IR_OPERATIONNAME_H
