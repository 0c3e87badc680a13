//===- Reproducer.cpp - A failing check as a file that replays ------------===//
#include "verify/tv/Reproducer.h"
#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/SymbolTable.h"
#include "ir/parser/ParseFile.h"
#include "pass/PassManager.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace assay;
using namespace assay::tv;

/// Erases from `module` every symbol that `root` does not reach through
/// symbol references; ops that define no symbol stay.
static void keepReachableSymbols(Operation *module, Operation *root) {
  llvm::SetVector<Operation *> reached;
  reached.insert(root);
  // A worklist, not recursion: call chains may be long.
  for (size_t i = 0; i < reached.size(); ++i) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(reached[i]);
    if (!uses)
      return; // An unknown symbol table is in the way: keep everything.
    for (const SymbolTable::SymbolUse &use : *uses)
      if (Operation *def = SymbolTable::lookupSymbolIn(
              module, use.getSymbolRef().getRootReference()))
        reached.insert(def);
  }
  llvm::SmallVector<Operation *, 8> unreached;
  for (Operation &op : module->getRegion(0).front())
    if (SymbolTable::getSymbolName(&op) && !reached.contains(&op))
      unreached.push_back(&op);
  for (Operation *op : unreached) {
    op->dropAllReferences();
    op->erase();
  }
}

/// `text` with `// ` before each line.
static void printCommented(llvm::raw_ostream &os, llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 16> lines;
  text.rtrim('\n').split(lines, '\n');
  for (llvm::StringRef line : lines)
    os << (line.empty() ? "//" : "// ") << line << "\n";
}

std::string tv::renderTVReproducer(const FunctionPair &pair,
                                   const PairVerdict &result,
                                   const TransformOrigin &origin) {
  Operation *module = pair.src->getParentOp();
  Operation *copy = module->clone();
  Operation *root =
      SymbolTable::lookupSymbolIn(copy, SymbolTable::getSymbolName(pair.src));
  keepReachableSymbols(copy, root);

  std::string text;
  llvm::raw_string_ostream os(text);
  std::string witness;
  llvm::raw_string_ostream ws(witness);
  ws << "@" << pair.name << " does not verify after ";
  if (!origin.command.empty())
    ws << "the command `" << origin.command << "`";
  else
    ws << "the pipeline '" << origin.pipeline << "'";
  ws << "\n\nERROR: " << getFailureMessage(result.verdict.failure) << "\n\n";
  printExample(ws, result.verdict);
  ws << "\nReplay: ";
  if (!origin.command.empty())
    ws << "assay-tv --opt-command='" << origin.command << "' FILE";
  else
    ws << "assay-tv -p '" << origin.pipeline
       << "' FILE\n    or: assay-opt --run-reproducer FILE";
  printCommented(os, witness);
  os << "\n";

  // The command goes in a group of its own: --run-reproducer refuses keys
  // it does not know inside `mlir_reproducer`, and ignores other groups.
  Context *ctx = copy->getContext();
  auto &store = ctx->getOrCreateExtension<ExternalResourceStore>();
  std::vector<ResourceGroup> saved = store.groups;
  if (!origin.command.empty()) {
    ResourceEntry entry;
    entry.key = "command";
    entry.kind = ResourceEntry::Kind::String;
    entry.data = origin.command;
    store.getOrCreate("assay_tv").entries.push_back(entry);
  }
  os << renderReproducer(copy, origin.command.empty()
                                   ? llvm::StringRef(origin.pipeline)
                                   : llvm::StringRef("builtin.module()"));
  store.groups = std::move(saved);
  copy->erase();
  return text;
}

std::string tv::getDefaultReproducerPath(llvm::StringRef function) {
  return ("assay-tv-reproducer-" + function + ".mlir").str();
}
