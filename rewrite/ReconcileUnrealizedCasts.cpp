//===- ReconcileUnrealizedCasts.cpp - Folding away conversion casts -------===//
//
// After a conversion, builtin.unrealized_conversion_cast ops bridge values
// whose producers and users were converted at different times. A chain of
// casts whose last results have the types the first one started from stands
// for nothing: its users take the chain's inputs. Casts left without users
// are erased, chains upward. A live cast whose chain does not lead back is
// left as it is, for a later conversion or for the user to see.
//
//===----------------------------------------------------------------------===//
#include "ir/Operation.h"
#include "pass/PassRegistry.h"
#include "rewrite/DialectConversion.h"
#include "rewrite/Passes.h"
#include "llvm/ADT/DenseSet.h"

using namespace assay;

static constexpr llvm::StringLiteral kCastName =
    "builtin.unrealized_conversion_cast";

static bool isCast(Operation *op) {
  return op && op->getName().getStringRef() == kCastName;
}

/// The cast whose results are exactly `op`'s operands, in order, or null.
static Operation *getFeedingCast(Operation *op) {
  if (op->getNumOperands() == 0)
    return nullptr;
  Operation *def = op->getOperand(0).getDefiningOp();
  if (!isCast(def) || def->getNumResults() != op->getNumOperands())
    return nullptr;
  for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
    if (op->getOperand(i) != def->getResult(i))
      return nullptr;
  return def;
}

/// Whether `op`'s operand types are `types`.
static bool operandTypesAre(Operation *op, Operation *resultsOf) {
  if (op->getNumOperands() != resultsOf->getNumResults())
    return false;
  for (unsigned i = 0, e = op->getNumOperands(); i != e; ++i)
    if (op->getOperand(i).getType() != resultsOf->getResult(i).getType())
      return false;
  return true;
}

unsigned assay::reconcileUnrealizedCasts(Operation *root) {
  std::vector<Operation *> casts;
  root->walk([&](Operation *op) {
    if (isCast(op))
      casts.push_back(op);
  });

  // Point the users of each cast whose chain leads back to its own result
  // types at the chain's inputs. No cast is erased here, so every pointer
  // in `casts` stays valid.
  for (Operation *cast : casts) {
    if (cast->use_empty())
      continue;
    Operation *cur = cast;
    for (size_t steps = 0; cur && steps <= casts.size(); ++steps) {
      if (cur->getNumOperands() != 0 && operandTypesAre(cur, cast)) {
        llvm::SmallVector<Value, 2> inputs(cur->getOperands());
        cast->replaceAllUsesWith(inputs);
        break;
      }
      cur = getFeedingCast(cur);
    }
  }

  // Erase dead casts; a cast feeding only dead casts dies with them.
  llvm::DenseSet<Operation *> erased;
  std::vector<Operation *> worklist(casts.rbegin(), casts.rend());
  unsigned numErased = 0;
  while (!worklist.empty()) {
    Operation *op = worklist.back();
    worklist.pop_back();
    if (erased.count(op) || !op->use_empty())
      continue;
    llvm::SmallVector<Operation *, 2> feeders;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp(); isCast(def))
        feeders.push_back(def);
    erased.insert(op);
    op->erase();
    ++numErased;
    for (Operation *def : feeders)
      if (!erased.count(def))
        worklist.push_back(def);
  }
  return numErased;
}

namespace {
struct ReconcileUnrealizedCastsPass
    : PassWrapper<ReconcileUnrealizedCastsPass, OperationPass<>> {
  llvm::StringRef getName() const override {
    return "ReconcileUnrealizedCasts";
  }
  llvm::StringRef getArgument() const override {
    return "reconcile-unrealized-casts";
  }
  llvm::StringRef getDescription() const override {
    return "Simplify and eliminate unrealized conversion casts";
  }
  void runOnOperation() override { reconcileUnrealizedCasts(getOperation()); }
};
} // namespace

std::unique_ptr<Pass> assay::createReconcileUnrealizedCastsPass() {
  return std::make_unique<ReconcileUnrealizedCastsPass>();
}
