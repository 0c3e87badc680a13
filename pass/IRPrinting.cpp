//===- IRPrinting.cpp - Printing the IR around passes ---------------------===//
//
// The instrumentation behind --mlir-print-ir-before/after(-all/-change/
// -failure), --mlir-print-ir-module-scope and --mlir-print-ir-tree-dir.
// Headers read as mlir-opt's: `// -----// IR Dump After CSE (cse) //----- //`,
// with `('func.func' operation: @f)` under module scope and `Failed` after a
// failure. Change detection compares a fingerprint of the op's subtree
// (identity, attributes, operands, types, successors and locations of every
// nested op) taken before the pass. Printing asks for sequential execution,
// so dumps come in the order a single thread would produce them.
//
//===----------------------------------------------------------------------===//
#include "ir/Diagnostics.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "pass/PassDetail.h"
#include "pass/PassManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA1.h"

using namespace assay;
using llvm::StringRef;

namespace {
/// A hash of everything about an op's subtree that printing shows.
class FingerPrint {
public:
  explicit FingerPrint(Operation *root) {
    llvm::SHA1 hasher;
    auto add = [&](const void *p) {
      uintptr_t v = reinterpret_cast<uintptr_t>(p);
      hasher.update(llvm::ArrayRef<uint8_t>(
          reinterpret_cast<const uint8_t *>(&v), sizeof(v)));
    };
    root->walk([&](Operation *op) {
      add(op);
      add(op->getName().getAsOpaquePointer());
      add(op->getRawAttrDictionary().getAsOpaquePointer());
      add(op->getPropertiesAttr().getAsOpaquePointer());
      add(Attribute(op->getLoc()).getAsOpaquePointer());
      for (Value operand : op->getOperands())
        add(operand.getAsOpaquePointer());
      for (Type type : op->getResultTypes())
        add(type.getAsOpaquePointer());
      for (Block *succ : op->getSuccessors())
        add(succ);
      for (Region &region : op->getRegions())
        for (Block &block : region) {
          add(&block);
          for (BlockArgument arg : block.getArguments()) {
            add(arg.getAsOpaquePointer());
            add(arg.getType().getAsOpaquePointer());
          }
        }
    });
    hash = hasher.final();
  }
  bool operator==(const FingerPrint &other) const { return hash == other.hash; }

private:
  std::array<uint8_t, 20> hash;
};

class IRPrinter : public PassInstrumentation {
public:
  IRPrinter(IRPrintingConfig config, llvm::raw_ostream &os)
      : config(std::move(config)), os(os) {}

  bool requiresSequentialExecution() const override { return true; }

  void runBeforePass(Pass *pass, Operation *op) override {
    if (pass->isAdaptor())
      return;
    if (config.printAfterOnlyOnChange)
      beforeFingerPrints.try_emplace({pass, op}, op);
    if (config.shouldPrintBefore && config.shouldPrintBefore(pass, op))
      print("Before", pass, op, false);
  }

  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass->isAdaptor())
      return;
    std::optional<FingerPrint> before;
    if (config.printAfterOnlyOnChange) {
      auto it = beforeFingerPrints.find({pass, op});
      if (it != beforeFingerPrints.end()) {
        before = it->second;
        beforeFingerPrints.erase(it);
      }
    }
    if (config.printAfterOnlyOnFailure)
      return;
    if (!config.shouldPrintAfter || !config.shouldPrintAfter(pass, op))
      return;
    if (before && *before == FingerPrint(op))
      return;
    print("After", pass, op, false);
  }

  void runAfterPassFailed(Pass *pass, Operation *op) override {
    if (pass->isAdaptor())
      return;
    beforeFingerPrints.erase({pass, op});
    if (!config.shouldPrintAfter || !config.shouldPrintAfter(pass, op))
      return;
    print("After", pass, op, true);
  }

private:
  void print(StringRef when, Pass *pass, Operation *op, bool failed) {
    std::string header;
    llvm::raw_string_ostream hs(header);
    hs << "// -----// IR Dump " << when << " " << pass->getName();
    if (failed)
      hs << " Failed";
    hs << " (" << pass->getArgument() << ")";
    Operation *printed = op;
    if (config.printModuleScope) {
      hs << " (" << detail::describeOperation(op) << ")";
      while (Operation *parent = printed->getParentOp())
        printed = parent;
    }
    hs << " //----- //\n";

    if (config.treeDir.empty()) {
      os << header;
      printed->print(os, config.flags);
      os << "\n\n";
      os.flush();
      return;
    }
    // After a dump that could not be written, the others are not tried:
    // the run fails, with one error.
    if (treeWriteFailed)
      return;
    std::string path = getTreePath(pass, op);
    if (std::error_code ec = llvm::sys::fs::create_directories(
            llvm::sys::path::parent_path(path))) {
      emitError(op->getLoc())
          << "cannot write IR dump '" << path << "': " << ec.message();
      treeWriteFailed = true;
      return;
    }
    std::string text = header;
    llvm::raw_string_ostream file(text);
    printed->print(file, config.flags);
    file << "\n\n";
    treeWriteFailed = llvm::failed(
        writeOutputFile(path, text, "IR dump", config.inputs, op->getLoc()));
  }

  LogicalResult finishRun() override {
    return failure(std::exchange(treeWriteFailed, false));
  }

  /// `DIR/builtin_module_no-symbol-name/func_func_f/1_0_cse.mlir`: one
  /// folder per op from the root down, and the dump counters of the
  /// ancestors and of the op in the file name.
  std::string getTreePath(Pass *pass, Operation *op) {
    llvm::SmallVector<Operation *, 4> chain;
    for (Operation *o = op; o; o = o->getParentOp())
      chain.push_back(o);
    llvm::SmallString<128> path(config.treeDir);
    std::string prefix;
    for (Operation *o : llvm::reverse(chain)) {
      std::string folder = o->getName().getStringRef().str();
      std::replace(folder.begin(), folder.end(), '.', '_');
      if (StringAttr name = SymbolTable::getSymbolName(o))
        (folder += '_') += name.getValue();
      else
        folder += "_no-symbol-name";
      llvm::sys::path::append(path, folder);
      unsigned &counter = counters[o];
      if (o != op) {
        prefix += std::to_string(counter ? counter - 1 : 0) + "_";
        continue;
      }
      prefix += std::to_string(counter++) + "_";
    }
    llvm::sys::path::append(path, prefix + pass->getArgument().str() + ".mlir");
    return std::string(path);
  }

  IRPrintingConfig config;
  llvm::raw_ostream &os;
  llvm::DenseMap<std::pair<Pass *, Operation *>, FingerPrint>
      beforeFingerPrints;
  llvm::DenseMap<Operation *, unsigned> counters;
  bool treeWriteFailed = false;
};
} // namespace

void PassManager::enableIRPrinting(IRPrintingConfig config,
                                   llvm::raw_ostream &os) {
  addInstrumentation(std::make_unique<IRPrinter>(std::move(config), os));
}
