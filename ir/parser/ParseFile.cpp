//===- ParseFile.cpp - Entry points of the textual IR parser --------------===//
//
// Runs the op-level parser over a buffer, verifies the result when the
// configuration asks for it, and builds the implicit top-level module the
// way mlir-opt does.
//
//===----------------------------------------------------------------------===//
#include "ir/parser/ParseFile.h"

#include "ir/Location.h"
#include "ir/OperationState.h"
#include "ir/Verifier.h"
#include "ir/parser/OperationParser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace assay;

LogicalResult assay::parseSourceFile(const llvm::SourceMgr &sourceMgr,
                                     Block *block, const ParserConfig &config) {
  SymbolState symbols;
  ParserState state(sourceMgr, config, symbols);
  // Ops parsed before an error stay in `block`; the parser frees only what
  // it still owns.
  LogicalResult result = success();
  {
    OperationParser parser(state, block);
    result = parser.parseFile();
  }
  if (failed(result))
    return failure();
  if (config.shouldVerifyAfterParse()) {
    for (Operation &op : *block)
      if (failed(verify(&op)))
        return failure();
  }
  return success();
}

LogicalResult assay::parseSourceString(llvm::StringRef text, Block *block,
                                       const ParserConfig &config,
                                       llvm::StringRef bufferName) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(text, bufferName,
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  return parseSourceFile(sourceMgr, block, config);
}

/// Destroys the ops of `block` that may use each other.
static void clearBlock(Block &block) {
  for (Operation &op : block)
    op.dropAllReferences();
  while (!block.empty())
    block.back().erase();
}

OwningOpRef<Operation *>
assay::parseSourceFileForTool(const llvm::SourceMgr &sourceMgr,
                              const ParserConfig &config,
                              bool insertImplicitModule) {
  Context *ctx = config.getContext();
  Block block;
  if (failed(parseSourceFile(sourceMgr, &block, config))) {
    clearBlock(block);
    return nullptr;
  }
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location fileLoc =
      FileLineColLoc::get(ctx, buffer->getBufferIdentifier(), 0, 0);

  // A single op that is the container already is returned as is.
  if (!block.empty() && &block.front() == &block.back()) {
    Operation &op = block.front();
    if (!insertImplicitModule ||
        op.getName().getStringRef() == "builtin.module") {
      op.remove();
      return &op;
    }
  }
  if (!insertImplicitModule) {
    size_t count = block.getOperations().size();
    emitError(fileLoc) << "source must contain a single top-level "
                          "operation, found: "
                       << uint64_t(count);
    clearBlock(block);
    return nullptr;
  }

  OperationState state(fileLoc, "builtin.module");
  Region *body = state.addRegion();
  Block *moduleBlock = new Block();
  body->push_back(moduleBlock);
  moduleBlock->splice(moduleBlock->end(), &block);
  return Operation::create(state);
}
