//===- OperationParser.h - Parses operations, regions and blocks ----------===//
//
// OperationParser extends the type/attribute Parser with the op level of
// the grammar: generic and custom operations, regions, blocks, successors,
// SSA names with forward references, trailing locations (with location
// aliases that may be defined later in the file) and `{-# ... #-}` file
// metadata.
//
// SSA names: one table for the file, as in mlir-opt; a region sees the names
// of its enclosing regions (isolation from above is the verifier's concern)
// and its own names are dropped when it closes. Purely numeric names
// (`%0`, `%17`), the common case of large files, live in a vector indexed by
// their number; others in a StringMap. A forward reference creates a
// placeholder value that the definition replaces; references still
// unresolved at the end of the file are reported as undeclared.
//
// Nesting: regions are parsed by recursion through ops, bounded by
// kMaxRegionDepth ("nesting too deep"), with small frames; the tools run
// the parser on a thread with a large stack.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PARSER_OPERATIONPARSER_H
#define ASSAY_IR_PARSER_OPERATIONPARSER_H

#include "ir/OpAsm.h"
#include "ir/parser/Parser.h"
#include "llvm/ADT/StringMap.h"
#include <memory>
#include <vector>

namespace assay {
class Block;
class Operation;
class OperationState;
class Region;

/// Parses the op level of textual IR.
class OperationParser : public Parser {
public:
  using UnresolvedOperand = OpAsmParser::UnresolvedOperand;
  using Argument = OpAsmParser::Argument;

  /// The deepest nesting of regions accepted.
  static constexpr unsigned kMaxRegionDepth = 10000;

  /// A parser that appends top-level ops to `topLevelBlock`.
  OperationParser(ParserState &state, Block *topLevelBlock);
  ~OperationParser();

  /// Parses the whole buffer: aliases, ops and file metadata, then resolves
  /// deferred locations and checks for undefined values.
  ParseResult parseFile();

  //===--- Operations ----------------------------------------------------===//

  /// One `%name` or `%name:N` of an op's result list.
  struct ResultGroup {
    llvm::StringRef name;
    unsigned count;
    llvm::SMLoc loc;
  };

  /// Parses an op with its result list and appends it to the current block.
  ParseResult parseOperation();
  /// Parses a generic op at its quoted name; the result is detached.
  Operation *parseGenericOperation();
  /// Parses what follows the quoted name of a generic op into `state`.
  ParseResult parseGenericOperationAfterOpName(OperationState &state);
  /// Parses a custom-form op at its bare name; the result is detached.
  Operation *parseCustomOperation(llvm::ArrayRef<ResultGroup> results);
  /// Parses ` loc(...)` after an op, if present, and sets it on `op`.
  ParseResult parseTrailingLocationSpecifier(Operation *op);
  /// Parses `loc(...)` if next (a later-defined alias gives a placeholder).
  ParseResult parseOptionalLocationSpecifier(std::optional<Location> &loc);

  //===--- SSA values ----------------------------------------------------===//

  /// Parses `%name` or `%name#n`.
  ParseResult parseSSAUse(UnresolvedOperand &result,
                          bool allowResultNumber = true);
  /// Resolves `use` to a value of `type` (a placeholder if not yet
  /// defined); null after an error.
  Value resolveSSAUse(const UnresolvedOperand &use, Type type);
  /// Defines the `count` results of one group, starting at `first`.
  ParseResult defineValues(llvm::StringRef name, llvm::SMLoc loc, Value first,
                           unsigned count);

  //===--- Regions and blocks --------------------------------------------===//

  /// Parses `{ blocks }` into `region`; see OpAsmParser::parseRegion.
  ParseResult parseRegion(Region &region, llvm::ArrayRef<Argument> entryArgs,
                          bool enableNameShadowing = false);
  /// Parses `^name` as a successor (forward references allowed).
  ParseResult parseSuccessor(Block *&dest);
  /// Parses `[^a, ^b]`.
  ParseResult parseSuccessors(llvm::SmallVectorImpl<Block *> &dests);
  /// Parses an argument `%x: type {attrs} loc(...)`.
  ParseResult parseArgument(Argument &arg, bool allowType, bool allowAttrs);

  /// The default dialect of the innermost op being parsed in custom form.
  llvm::StringRef getDefaultDialect() const {
    return defaultDialectStack.back();
  }

private:
  struct Impl;
  ParseResult parseTopLevelItem();
  ParseResult parseFileMetadata();
  ParseResult parseRegionBody(Region &region,
                              llvm::ArrayRef<Argument> entryArgs,
                              bool enableNameShadowing);
  ParseResult defineEntryArgument(Block *block, const Argument &arg,
                                  bool enableNameShadowing);
  ParseResult parseBlockLabel(Block *&block);
  ParseResult parseBlockBody(Block *block);
  ParseResult parseLocationBody(LocationAttr &loc);
  ParseResult finalize();
  ParseResult checkProperties(llvm::SMLoc loc, OperationName name,
                              Attribute props);
  /// Where an op's name is: taken before the op's body is lexed (lines
  /// are counted forward only), given to the op once it is created.
  struct NamePosition {
    llvm::SMLoc loc;
    StringAttr file;
    unsigned line = 0, column = 0;
    bool counted = false;
  };
  NamePosition getNamePosition(llvm::SMLoc nameLoc);
  /// Gives a parsed op the file:line:col of its name, deferred (see
  /// Operation::setDeferredFileLineColLoc) when the position allows.
  void setOpLocation(Operation *op, const NamePosition &pos);
  /// The same for a block argument, at the position of its name.
  void setArgLocation(BlockArgument arg, const NamePosition &pos);

  std::unique_ptr<Impl> impl;
  Block *topLevelBlock;
  llvm::SmallVector<llvm::StringRef, 4> defaultDialectStack;
};

} // namespace assay

#endif // ASSAY_IR_PARSER_OPERATIONPARSER_H
