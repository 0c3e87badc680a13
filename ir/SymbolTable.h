//===- SymbolTable.h - Named ops in symbol-table scopes -------------------===//
//
// An op with the SymbolTable trait (builtin.module, say) opens a scope of
// symbols: the ops directly in its single block that carry a `sym_name`
// string attribute. Symbols are referred to by SymbolRefAttr (`@f`, or
// `@outer::@inner` through nested tables) anywhere in an op's attributes.
// SymbolTable caches one scope's name -> op map and keeps names unique on
// insertion; its static helpers look symbols up from any op, walk symbol
// uses, and rename them. SymbolTableCollection caches tables for repeated
// lookups; the verifier shares one among the SymbolUserOpInterface hooks of
// the ops that refer to symbols.
//
// Use walks are conservative: an unregistered op with one region might be a
// symbol table Assay knows nothing about, so walks that meet one report
// "unknown" (std::nullopt / failure) rather than a partial answer.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_SYMBOLTABLE_H
#define ASSAY_IR_SYMBOLTABLE_H

#include "ir/Block.h"
#include "ir/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <optional>
#include <vector>

namespace assay {
class Operation;
class Region;

/// The symbols of one symbol-table op.
class SymbolTable {
public:
  /// Who may refer to a symbol: anyone, its own table only, or the tables
  /// nested in the same scope.
  enum class Visibility { Public, Private, Nested };

  /// Builds the table of `symbolTableOp` (which must have the SymbolTable
  /// trait and one region with one block).
  explicit SymbolTable(Operation *symbolTableOp);

  /// The op owning the scope.
  Operation *getOp() const { return symbolTableOp; }

  /// The symbol named `name`, or null.
  Operation *lookup(llvm::StringRef name) const;
  Operation *lookup(StringAttr name) const;
  template <class T> T lookup(llvm::StringRef name) const {
    return llvm::dyn_cast_or_null<T>(lookup(name));
  }

  /// Forgets `op` (which stays in the IR).
  void remove(Operation *op);
  /// Forgets and erases `symbol`.
  void erase(Operation *symbol);

  /// Adds `symbol` to the table: a detached op is inserted at `insertPt`
  /// (the end of the body if none is given, but before the terminator if
  /// the body has one). If the name is taken, the symbol is renamed to the
  /// first free `name_N`. Returns the final name.
  StringAttr insert(Operation *symbol,
                    std::optional<Block::iterator> insertPt = std::nullopt);

  /// Renames `op` to `to` and updates the uses nested in this table's op.
  LogicalResult rename(Operation *op, StringAttr to);
  LogicalResult rename(StringAttr from, StringAttr to);
  LogicalResult rename(Operation *op, llvm::StringRef to);

  /// Renames `op` to a name free in this table and in `others`, trying
  /// `name_0`, `name_1`...; returns the new name.
  FailureOr<StringAttr> renameToUnique(Operation *op,
                                       llvm::ArrayRef<SymbolTable *> others);

  //===--- Attribute names and accessors ---------------------------------===//

  static llvm::StringRef getSymbolAttrName() { return "sym_name"; }
  static llvm::StringRef getVisibilityAttrName() { return "sym_visibility"; }

  /// The `sym_name` of `symbol`, or null.
  static StringAttr getSymbolName(Operation *symbol);
  static void setSymbolName(Operation *symbol, StringAttr name);
  static void setSymbolName(Operation *symbol, llvm::StringRef name);

  /// Public when `sym_visibility` is absent.
  static Visibility getSymbolVisibility(Operation *symbol);
  static void setSymbolVisibility(Operation *symbol, Visibility vis);

  //===--- Lookup --------------------------------------------------------===//

  /// The closest ancestor of `from` (itself included) with the SymbolTable
  /// trait, or null (also when an op that might be an unknown symbol table
  /// is met first).
  static Operation *getNearestSymbolTable(Operation *from);

  /// Calls `callback(tableOp, allUsesVisible)` on every symbol table nested
  /// in `op` (itself included), nested tables before their parents.
  /// `allUsesVisible` says whether every use of the table's symbols is known
  /// to lie in the IR walked: it holds for a table when it held above it or
  /// the table is not a public symbol, and below any op that is not a table.
  static void
  walkSymbolTables(Operation *op, bool allSymUsesVisible,
                   llvm::function_ref<void(Operation *, bool)> callback);

  /// The symbol named `symbol` directly in table `tableOp`, or null.
  static Operation *lookupSymbolIn(Operation *tableOp, StringAttr symbol);
  static Operation *lookupSymbolIn(Operation *tableOp, llvm::StringRef symbol);
  /// Follows a nested reference from `tableOp`; null if any step fails.
  static Operation *lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol);
  /// Collects the op found at each step of a nested reference.
  static LogicalResult lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol,
                                      llvm::SmallVectorImpl<Operation *> &ops);

  /// Looks `symbol` up in the nearest symbol table enclosing `from` (`from`
  /// itself when it is a table).
  static Operation *lookupNearestSymbolFrom(Operation *from, StringAttr symbol);
  static Operation *lookupNearestSymbolFrom(Operation *from,
                                            SymbolRefAttr symbol);
  template <class T>
  static T lookupNearestSymbolFrom(Operation *from, SymbolRefAttr symbol) {
    return llvm::dyn_cast_or_null<T>(lookupNearestSymbolFrom(from, symbol));
  }

  //===--- Uses ----------------------------------------------------------===//

  /// One reference to a symbol, held in the attributes of `user`.
  class SymbolUse {
  public:
    SymbolUse(Operation *user, SymbolRefAttr ref) : user(user), ref(ref) {}
    Operation *getUser() const { return user; }
    SymbolRefAttr getSymbolRef() const { return ref; }

  private:
    Operation *user;
    SymbolRefAttr ref;
  };
  using UseRange = std::vector<SymbolUse>;

  /// Every symbol reference held by `from` and the ops nested in it, not
  /// entering nested symbol tables (nor the regions of `from` when it is a
  /// symbol table itself). std::nullopt when an op that might be an
  /// unknown symbol table is in the way.
  static std::optional<UseRange> getSymbolUses(Operation *from);
  /// Every symbol reference held by the ops nested in `from`.
  static std::optional<UseRange> getSymbolUses(Region *from);

  /// The references to `symbol` (by its name in the scope of `from`).
  static std::optional<UseRange> getSymbolUses(StringAttr symbol,
                                               Operation *from);
  static std::optional<UseRange> getSymbolUses(StringAttr symbol, Region *from);
  /// The references to the symbol op `symbol` from the ops nested in
  /// `from`, including qualified ones (`@table::@symbol`) from enclosing
  /// tables.
  static std::optional<UseRange> getSymbolUses(Operation *symbol,
                                               Operation *from);
  static std::optional<UseRange> getSymbolUses(Operation *symbol, Region *from);

  /// Whether `symbol` is known to have no use in `from`.
  static bool symbolKnownUseEmpty(StringAttr symbol, Operation *from);
  static bool symbolKnownUseEmpty(StringAttr symbol, Region *from);
  static bool symbolKnownUseEmpty(Operation *symbol, Operation *from);
  static bool symbolKnownUseEmpty(Operation *symbol, Region *from);

  /// Points the references to `oldSymbol` in `from` at `newSymbol`, keeping
  /// any nested part. References inside array and dictionary attributes are
  /// replaced; other attribute kinds are left as they are. Fails when the
  /// uses cannot all be known.
  static LogicalResult replaceAllSymbolUses(StringAttr oldSymbol,
                                            StringAttr newSymbol,
                                            Operation *from);
  static LogicalResult replaceAllSymbolUses(StringAttr oldSymbol,
                                            StringAttr newSymbol, Region *from);
  static LogicalResult replaceAllSymbolUses(Operation *oldSymbol,
                                            StringAttr newSymbol,
                                            Operation *from);
  static LogicalResult replaceAllSymbolUses(Operation *oldSymbol,
                                            StringAttr newSymbol, Region *from);

private:
  Operation *symbolTableOp;
  /// Name (a StringAttr) -> symbol op.
  llvm::DenseMap<Attribute, Operation *> symbols;
  /// Next suffix tried when uniquing a name.
  unsigned uniquingCounter = 0;
};

/// Caches the SymbolTable of each table op it is asked about. Changing a
/// table's symbols behind its back needs invalidateSymbolTable().
class SymbolTableCollection {
public:
  Operation *lookupSymbolIn(Operation *tableOp, StringAttr symbol);
  Operation *lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol);
  LogicalResult lookupSymbolIn(Operation *tableOp, SymbolRefAttr symbol,
                               llvm::SmallVectorImpl<Operation *> &ops);
  Operation *lookupNearestSymbolFrom(Operation *from, StringAttr symbol);
  Operation *lookupNearestSymbolFrom(Operation *from, SymbolRefAttr symbol);

  /// The cached table of `tableOp`, built on first use.
  SymbolTable &getSymbolTable(Operation *tableOp);
  void invalidateSymbolTable(Operation *tableOp);

private:
  llvm::DenseMap<Operation *, std::unique_ptr<SymbolTable>> tables;
};

/// The hook of ops that refer to symbols (func.call, say), attached to their
/// OpInfo with attachInterface. The verifier calls verifySymbolUses once
/// per such op, when it verifies the nearest enclosing symbol table (after
/// everything in it and its symbols' uniqueness): `symbolTables` is shared
/// by the whole verification, so each table is built once however many
/// references are checked.
struct SymbolUserOpInterface {
  LogicalResult (*verifySymbolUses)(
      Operation *op, SymbolTableCollection &symbolTables) = nullptr;
};

} // namespace assay

#endif // ASSAY_IR_SYMBOLTABLE_H
