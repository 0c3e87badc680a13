//===- SymbolPasses.cpp - symbol-dce and symbol-privatize -----------------===//
//
// `symbol-dce` erases the symbols nothing live can reach, as mlir-opt's:
// in each symbol table, a symbol is a root when it is public, or nested
// while the table is not hidden; every op that is not a symbol is live
// too. A table is hidden (all uses of its symbols lie in the IR walked)
// when it is the root of the walk and has no parent, or is a private
// symbol, or sits in a hidden table, or is not a symbol at all; a `nested`
// table is not hidden, since its parent may name its symbols
// (`@table::@symbol`). Liveness flows along symbol references (resolved
// from the nearest symbol table around the user, nested references marking
// each table on the path) and into the symbol tables of live ops. The dead
// symbols of every table are then erased.
//
// `symbol-privatize` makes each symbol directly in the op's regions private,
// except those named in `exclude`.
//
//===----------------------------------------------------------------------===//
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "pass/Pass.h"
#include "pass/transforms/Passes.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace assay;

/// Whether `op` is a symbol: a registered op with the Symbol trait.
static bool isSymbol(Operation *op) {
  return op->isRegistered() && op->hasTrait(OpTrait::Symbol) &&
         SymbolTable::getSymbolName(op);
}

namespace {
struct SymbolDCEPass : PassWrapper<SymbolDCEPass, OperationPass<>> {
  llvm::StringRef getName() const override { return "SymbolDCE"; }
  llvm::StringRef getArgument() const override { return "symbol-dce"; }
  llvm::StringRef getDescription() const override {
    return "Eliminate dead symbols";
  }
  void runOnOperation() override;

  Statistic numDCE{this, "num-dce'd", "Number of symbols DCE'd"};
};

/// The live ops of one run.
class Liveness {
public:
  /// Marks the roots of `tableOp` and everything they reach.
  LogicalResult compute(Operation *tableOp, bool allUsesVisible);
  bool isLive(Operation *op) const { return live.contains(op); }

private:
  /// Adds the roots of `tableOp` (a symbol table) to the worklist.
  void addRoots(Operation *tableOp, bool allUsesVisible);

  llvm::DenseSet<Operation *> live;
  /// Ops to scan for references, with whether their tables' uses are all
  /// visible.
  llvm::SmallVector<std::pair<Operation *, bool>, 16> worklist;
  SymbolTableCollection tables;
};
} // namespace

void Liveness::addRoots(Operation *tableOp, bool allUsesVisible) {
  for (Region &region : tableOp->getRegions())
    for (Block &block : region)
      for (Operation &op : block) {
        bool root = true;
        if (isSymbol(&op)) {
          SymbolTable::Visibility vis = SymbolTable::getSymbolVisibility(&op);
          root = vis == SymbolTable::Visibility::Public ||
                 (vis == SymbolTable::Visibility::Nested && !allUsesVisible);
        }
        if (root && live.insert(&op).second)
          worklist.push_back({&op, allUsesVisible});
      }
}

LogicalResult Liveness::compute(Operation *tableOp, bool allUsesVisible) {
  addRoots(tableOp, allUsesVisible);
  while (!worklist.empty()) {
    auto [op, visible] = worklist.pop_back_val();
    // A live symbol table makes its own roots live. Its nested symbols can
    // only be named from within this table, which is seen whole when this
    // table's own uses are.
    if (op->hasTrait(OpTrait::SymbolTable) && op->getNumRegions() == 1 &&
        !op->getRegion(0).empty())
      addRoots(op, visible || !isSymbol(op) ||
                       SymbolTable::getSymbolVisibility(op) ==
                           SymbolTable::Visibility::Private);
    std::optional<SymbolTable::UseRange> uses = SymbolTable::getSymbolUses(op);
    if (!uses)
      return op->emitError()
             << "operation contains potentially unknown symbol table, meaning "
                "that we can't reliably compute symbol uses";
    for (const SymbolTable::SymbolUse &use : *uses) {
      Operation *user = use.getUser();
      Operation *scope =
          user->getParentOp()
              ? SymbolTable::getNearestSymbolTable(user->getParentOp())
              : nullptr;
      if (!scope)
        continue;
      llvm::SmallVector<Operation *, 2> resolved;
      if (failed(tables.lookupSymbolIn(scope, use.getSymbolRef(), resolved)))
        continue;
      for (Operation *symbol : resolved)
        if (live.insert(symbol).second)
          worklist.push_back({symbol, visible});
    }
  }
  return success();
}

void SymbolDCEPass::runOnOperation() {
  Operation *root = getOperation();
  if (!root->hasTrait(OpTrait::SymbolTable)) {
    root->emitOpError()
        << " was scheduled to run under SymbolDCE, but does not define a "
           "symbol table";
    return signalPassFailure();
  }
  // The uses of a top-level table's symbols are all visible unless it is
  // itself a public symbol nested in something else.
  bool allUsesVisible = !root->getBlock() || !isSymbol(root) ||
                        SymbolTable::getSymbolVisibility(root) ==
                            SymbolTable::Visibility::Private;
  Liveness liveness;
  if (failed(liveness.compute(root, allUsesVisible)))
    return signalPassFailure();

  // Erase the dead symbols of every table, outermost first, worklist style.
  uint64_t erased = 0;
  llvm::SmallVector<Operation *, 8> tables{root};
  while (!tables.empty()) {
    Operation *tableOp = tables.pop_back_val();
    for (Region &region : tableOp->getRegions())
      for (Block &block : region)
        for (Operation &op : llvm::make_early_inc_range(block)) {
          if (isSymbol(&op) && !liveness.isLive(&op)) {
            op.dropAllUses();
            op.erase();
            ++erased;
            continue;
          }
          if (op.hasTrait(OpTrait::SymbolTable))
            tables.push_back(&op);
        }
  }
  numDCE += erased;
  if (!erased)
    markAllAnalysesPreserved();
}

namespace {
struct SymbolPrivatizePass : PassWrapper<SymbolPrivatizePass, OperationPass<>> {
  llvm::StringRef getName() const override { return "SymbolPrivatize"; }
  llvm::StringRef getArgument() const override { return "symbol-privatize"; }
  llvm::StringRef getDescription() const override {
    return "Mark symbols private";
  }
  void runOnOperation() override {
    llvm::DenseSet<llvm::StringRef> excluded(exclude.begin(), exclude.end());
    for (Region &region : getOperation()->getRegions())
      for (Block &block : region)
        for (Operation &op : block) {
          if (!isSymbol(&op))
            continue;
          if (!excluded.contains(SymbolTable::getSymbolName(&op).getValue()))
            SymbolTable::setSymbolVisibility(&op,
                                             SymbolTable::Visibility::Private);
        }
  }

  ListOption<std::string> exclude{
      passOptions, "exclude",
      "Comma separated list of symbols that should not be marked private"};
};
} // namespace

std::unique_ptr<Pass> assay::createSymbolDCEPass() {
  return std::make_unique<SymbolDCEPass>();
}
std::unique_ptr<Pass> assay::createSymbolPrivatizePass() {
  return std::make_unique<SymbolPrivatizePass>();
}
