//===- OpAsm.h - Custom assembly syntax of operations ---------------------===//
//
// OpAsmParser and OpAsmPrinter are what an op's custom syntax hooks see
// (OpInfo::parse and OpInfo::print). They extend the token-level AsmParser
// and AsmPrinter with SSA operands, regions, block arguments, successors,
// attribute dictionaries and locations, so that every custom form of the
// builtin, func, arith, math, cf, scf, memref and index dialects can be
// written against them.
//
// Protocol of the hooks:
//  - parse: the op name (and any `%r = ` result list) has been consumed; the
//    hook parses the rest and fills the OperationState (operands resolved,
//    result types, attributes, regions, successors). The trailing `loc(...)`
//    is parsed by the caller.
//  - print: the printer has written the result list and the op name
//    (without the default dialect prefix); the hook prints the rest,
//    usually starting with `p << ' '`. The trailing location is printed by
//    the caller.
//
// OpAsmOpInterface carries the optional naming hooks an op may attach to its
// OpInfo (`info.attachInterface(&iface)`): result name hints (`%c0`,
// `%cst`), block argument names, and the default dialect of its regions (so
// that `func.return` prints as `return` inside `func.func`).
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_OPASM_H
#define ASSAY_IR_OPASM_H

#include "ir/AsmParser.h"
#include "ir/AsmPrinter.h"
#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "ir/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace assay {
class Operation;
class OperationState;
class Region;

//===----------------------------------------------------------------------===//
// OpAsmParser
//===----------------------------------------------------------------------===//

/// The parser handed to OpInfo::parse.
class OpAsmParser : public AsmParser {
public:
  ~OpAsmParser() override;

  using AsmParser::parseOptionalAttrDict;

  /// An SSA use not yet bound to a value: `%name` or `%name#number`.
  struct UnresolvedOperand {
    /// Where `%name` starts.
    llvm::SMLoc location;
    /// The name without `%` (a slice of the source buffer).
    llvm::StringRef name;
    /// The result number (`#n`), 0 by default.
    unsigned number = 0;
  };

  /// A block or region argument: `%name: type {attrs} loc(...)`.
  struct Argument {
    UnresolvedOperand ssaName;
    Type type;
    /// Attributes given after the type (null if none).
    DictionaryAttr attrs;
    /// The location given by `loc(...)`, if any.
    std::optional<Location> sourceLoc;
  };

  //===--- Operands ------------------------------------------------------===//

  /// Parses `%name` or `%name#n` (the `#n` only when `allowResultNumber`).
  virtual ParseResult parseOperand(UnresolvedOperand &result,
                                   bool allowResultNumber = true) = 0;
  /// Parses an operand if a `%` identifier is next.
  virtual OptionalParseResult
  parseOptionalOperand(UnresolvedOperand &result,
                       bool allowResultNumber = true) = 0;
  /// Parses a comma-separated operand list in `delimiter`; when
  /// `requiredOperandCount` is not -1 exactly that many are expected.
  virtual ParseResult
  parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &result,
                   Delimiter delimiter = Delimiter::None,
                   bool allowResultNumber = true,
                   int requiredOperandCount = -1) = 0;
  ParseResult parseOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &result,
                               int requiredOperandCount,
                               Delimiter delimiter = Delimiter::None) {
    return parseOperandList(result, delimiter, /*allowResultNumber=*/true,
                            requiredOperandCount);
  }
  /// Parses a (possibly empty) operand list followed by `)` or similar
  /// without delimiters; same as parseOperandList(Delimiter::None) but
  /// accepts an empty list.
  ParseResult
  parseOptionalOperandList(llvm::SmallVectorImpl<UnresolvedOperand> &result) {
    return parseOperandList(result, Delimiter::None);
  }

  /// Binds `operand` to its value, checking the type against earlier uses
  /// and the definition; appends the value to `result`.
  virtual ParseResult resolveOperand(const UnresolvedOperand &operand,
                                     Type type,
                                     llvm::SmallVectorImpl<Value> &result) = 0;
  /// Resolves every operand to the same type.
  template <class OperandsT>
  ParseResult resolveOperands(const OperandsT &operands, Type type,
                              llvm::SmallVectorImpl<Value> &result) {
    for (const UnresolvedOperand &operand : operands)
      if (resolveOperand(operand, type, result))
        return failure();
    return success();
  }
  /// Resolves operands pairwise to `types`; reports a count mismatch at
  /// `loc` ("N operands present, but expected M").
  template <class OperandsT, class TypesT>
  ParseResult resolveOperands(const OperandsT &operands, const TypesT &types,
                              llvm::SMLoc loc,
                              llvm::SmallVectorImpl<Value> &result) {
    size_t numOperands = llvm::size(operands), numTypes = llvm::size(types);
    if (numOperands != numTypes)
      return emitError(loc)
             << numOperands << " operands present, but expected " << numTypes;
    auto typeIt = std::begin(types);
    for (const UnresolvedOperand &operand : operands) {
      if (resolveOperand(operand, *typeIt, result))
        return failure();
      ++typeIt;
    }
    return success();
  }
  /// Resolves operands pairwise to `types` (counts must agree).
  template <class OperandsT, class TypesT>
  ParseResult resolveOperands(const OperandsT &operands, const TypesT &types,
                              llvm::SmallVectorImpl<Value> &result) {
    return resolveOperands(operands, types, getCurrentLocation(), result);
  }

  //===--- Arguments and regions -----------------------------------------===//

  /// Parses `%name` and, when `allowType`, `: type`; when `allowAttrs`, an
  /// optional attribute dictionary; then an optional `loc(...)`.
  virtual ParseResult parseArgument(Argument &result, bool allowType = false,
                                    bool allowAttrs = false) = 0;
  virtual OptionalParseResult
  parseOptionalArgument(Argument &result, bool allowType = false,
                        bool allowAttrs = false) = 0;
  /// Parses a comma-separated argument list in `delimiter`, as in function
  /// signatures `(%arg0: i32 {a}, %arg1: f32 loc("x":1:2))`.
  virtual ParseResult parseArgumentList(llvm::SmallVectorImpl<Argument> &result,
                                        Delimiter delimiter = Delimiter::None,
                                        bool allowType = false,
                                        bool allowAttrs = false) = 0;

  /// Parses `{ ... }` into `region`. `arguments` become the entry block's
  /// arguments (then the body must not start with a block label);
  /// `enableNameShadowing` lets their names shadow values of enclosing
  /// regions. An empty `{}` gives an empty region, or an empty entry block
  /// when arguments are given.
  virtual ParseResult parseRegion(Region &region,
                                  llvm::ArrayRef<Argument> arguments = {},
                                  bool enableNameShadowing = false) = 0;
  /// Parses a region if a `{` is next.
  virtual OptionalParseResult
  parseOptionalRegion(Region &region, llvm::ArrayRef<Argument> arguments = {},
                      bool enableNameShadowing = false) = 0;

  //===--- Successors ----------------------------------------------------===//

  /// Parses `^bb` (forward references allowed).
  virtual ParseResult parseSuccessor(Block *&dest) = 0;
  virtual OptionalParseResult parseOptionalSuccessor(Block *&dest) = 0;
  /// Parses `^bb` with an optional `(%a, %b : i32, i64)` operand list.
  virtual ParseResult
  parseSuccessorAndUseList(Block *&dest,
                           llvm::SmallVectorImpl<Value> &operands) = 0;

  //===--- Attributes and locations --------------------------------------===//

  /// Parses `attributes {...}` if the keyword is next.
  virtual ParseResult
  parseOptionalAttrDictWithKeyword(NamedAttrList &result) = 0;
  /// Parses `loc(...)` if next. A location alias defined later in the file
  /// yields a placeholder that is replaced once the file is parsed.
  virtual ParseResult
  parseOptionalLocationSpecifier(std::optional<Location> &result) = 0;

  //===--- Types ---------------------------------------------------------===//

  /// Parses `(types) -> types` or `type`-less `() -> ()` as a FunctionType.
  virtual ParseResult parseFunctionType(Type &result) = 0;
  /// Parses `: (types) -> types` into the two lists.
  virtual ParseResult
  parseColonFunctionalType(llvm::SmallVectorImpl<Type> &inputs,
                           llvm::SmallVectorImpl<Type> &results) = 0;

  //===--- Generic operations --------------------------------------------===//

  /// Parses a whole generic-form op and inserts it in `block` before `pos`.
  /// Null after an error.
  virtual Operation *parseGenericOperation(Block *block,
                                           Block::iterator pos) = 0;
  /// Parses the generic form after the op name: `(operands) [succ]
  /// <{props}> (regions) {attrs} : type`, into `state`.
  virtual ParseResult
  parseGenericOperationAfterOpName(OperationState &state) = 0;

  //===--- The results being bound ---------------------------------------===//

  /// How many results the `%a, %b:2 = ` prefix binds (0 without one).
  virtual size_t getNumResults() const = 0;
  /// The name (without `%`) and result count of group `index` of the
  /// prefix (`%b:2` gives {"b", 2}).
  virtual std::pair<llvm::StringRef, unsigned>
  getResultName(unsigned index) const = 0;
  /// The number of result groups in the prefix.
  virtual unsigned getNumResultGroups() const = 0;
};

//===----------------------------------------------------------------------===//
// OpAsmPrinter
//===----------------------------------------------------------------------===//

/// The printer handed to OpInfo::print.
class OpAsmPrinter : public AsmPrinter {
public:
  ~OpAsmPrinter() override;

  using AsmPrinter::operator<<;

  //===--- Values --------------------------------------------------------===//

  /// Prints `%name` of a value (`%0`, `%arg1`, `%0#1`).
  virtual void printOperand(Value value) = 0;
  virtual void printOperand(Value value, llvm::raw_ostream &os) = 0;
  /// Prints values separated by `, `.
  template <class RangeT> void printOperands(const RangeT &values) {
    printList(values, [&](Value v) { printOperand(v); });
  }

  OpAsmPrinter &operator<<(Value value) {
    printOperand(value);
    return *this;
  }
  OpAsmPrinter &operator<<(Block *block) {
    printSuccessor(block);
    return *this;
  }

  //===--- Regions and blocks --------------------------------------------===//

  /// Prints `{`, the blocks and `}`. The entry block's label and arguments
  /// are printed when `printEntryBlockArgs` and it has arguments (or always
  /// when `printEmptyBlock` and it is empty); terminators are skipped when
  /// `printBlockTerminators` is false.
  virtual void printRegion(Region &region, bool printEntryBlockArgs = true,
                           bool printBlockTerminators = true,
                           bool printEmptyBlock = false) = 0;
  /// Prints `%arg0: i32` followed by ` {attrs}` and the location in debug
  /// mode; the type is left out when `omitType`.
  virtual void printRegionArgument(BlockArgument arg,
                                   llvm::ArrayRef<NamedAttribute> argAttrs = {},
                                   bool omitType = false) = 0;
  /// Renames the entry block arguments of `region` to the names of
  /// `namesToUse` (for ops whose syntax binds them elsewhere).
  virtual void shadowRegionArgs(Region &region,
                                llvm::ArrayRef<Value> namesToUse) = 0;

  /// Prints `^bb1`.
  virtual void printSuccessor(Block *block) = 0;
  /// Prints `^bb1` then `(%a, %b : i32, i64)` when there are operands.
  virtual void printSuccessorAndUseList(Block *block,
                                        llvm::ArrayRef<Value> operands) = 0;

  //===--- Attributes and locations --------------------------------------===//

  /// Prints ` {a = 1, b}` without the names in `elidedAttrs`; nothing when
  /// nothing is left.
  virtual void
  printOptionalAttrDict(llvm::ArrayRef<NamedAttribute> attrs,
                        llvm::ArrayRef<llvm::StringRef> elidedAttrs = {}) = 0;
  /// Same with the `attributes` keyword: ` attributes {a = 1}`.
  virtual void printOptionalAttrDictWithKeyword(
      llvm::ArrayRef<NamedAttribute> attrs,
      llvm::ArrayRef<llvm::StringRef> elidedAttrs = {}) = 0;
  /// Prints ` loc(...)` in debug mode, nothing otherwise.
  virtual void printOptionalLocationSpecifier(Location loc) = 0;

  //===--- Types ---------------------------------------------------------===//

  /// Prints `(operand types) -> result types` of `op`, with a single
  /// non-function result type left unparenthesized.
  void printFunctionalType(Operation *op);
  /// Prints `(inputs) -> results` the same way.
  void printFunctionalType(llvm::ArrayRef<Type> inputs,
                           llvm::ArrayRef<Type> results);
  /// Prints a single type or a parenthesized list for a result list.
  void printArrowTypeList(llvm::ArrayRef<Type> types);

  //===--- Ops -----------------------------------------------------------===//

  /// Prints `op` in generic form (with its name when `printOpName`).
  virtual void printGenericOp(Operation *op, bool printOpName = true) = 0;
  /// Prints `op` (custom form if it has one), without the result list.
  virtual void printCustomOrGenericOp(Operation *op) = 0;

  //===--- Layout --------------------------------------------------------===//

  /// Starts a new line at the current indentation.
  virtual void printNewline() = 0;
  virtual void increaseIndent() = 0;
  virtual void decreaseIndent() = 0;
};

//===----------------------------------------------------------------------===//
// OpAsmOpInterface
//===----------------------------------------------------------------------===//

/// Optional naming hooks of an op, attached to its OpInfo. Every member may
/// be null.
struct OpAsmOpInterface {
  /// Receives a value and a suggested name for it (`c0`, `cst`).
  using SetNameFn = llvm::function_ref<void(Value, llvm::StringRef)>;
  /// Receives a block and a suggested name for it.
  using SetBlockNameFn = llvm::function_ref<void(Block *, llvm::StringRef)>;

  /// Suggests names for the op's results.
  void (*getAsmResultNames)(Operation *op, SetNameFn setName) = nullptr;
  /// Suggests names for the arguments of the blocks of `region`.
  void (*getAsmBlockArgumentNames)(Operation *op, Region &region,
                                   SetNameFn setName) = nullptr;
  /// Suggests names for the blocks of the op's regions.
  void (*getAsmBlockNames)(Operation *op, SetBlockNameFn setName) = nullptr;
  /// The dialect whose prefix may be left out of op names in the op's
  /// regions (`func` inside `func.func`); a property of the op kind, so the
  /// parser can ask before the op exists.
  llvm::StringRef (*getDefaultDialect)() = nullptr;
};

} // namespace assay

#endif // ASSAY_IR_OPASM_H
