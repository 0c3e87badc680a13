//===- SplitInput.cpp - Split an input file at markers --------------------===//
//
// --split-input-file of assay-opt and assay-translate.
//
//===----------------------------------------------------------------------===//
#include "tools/lib/SplitInput.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

std::vector<std::unique_ptr<llvm::MemoryBuffer>>
assay::splitInputBuffer(const llvm::MemoryBuffer &buffer,
                        llvm::StringRef marker) {
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> chunks;
  llvm::StringRef text = buffer.getBuffer();
  llvm::StringRef file = buffer.getBufferIdentifier();
  size_t tailLen = std::min<size_t>(2, marker.size());
  llvm::StringRef prefix = marker.drop_back(tailLen);
  llvm::StringRef tail = marker.take_back(tailLen);

  // Where each piece between occurrences of `prefix` starts.
  llvm::SmallVector<llvm::StringRef, 8> pieces;
  if (prefix.empty())
    pieces.push_back(text);
  else
    text.split(pieces, prefix);

  // The original buffer, for line numbers and near-miss warnings.
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                            text, file, /*RequiresNullTerminator=*/false),
                        llvm::SMLoc());

  llvm::SmallVector<llvm::StringRef, 8> bodies;
  llvm::StringRef current;
  for (llvm::StringRef piece : pieces) {
    if (current.empty()) {
      current = piece;
      continue;
    }
    bool completed = piece.starts_with(tail) && piece.size() > tailLen &&
                     piece[tailLen] != '0';
    if (completed) {
      bodies.push_back(current);
      current = piece.drop_front(tailLen);
      continue;
    }
    sm.PrintMessage(llvm::errs(), llvm::SMLoc::getFromPointer(piece.data()),
                    llvm::SourceMgr::DK_Warning,
                    "near miss with file split marker");
    current = llvm::StringRef(current.data(), piece.end() - current.data());
  }
  if (!current.empty())
    bodies.push_back(current);

  for (llvm::StringRef body : bodies) {
    unsigned line =
        sm.getLineAndColumn(llvm::SMLoc::getFromPointer(body.data())).first;
    std::string name =
        ("within split at " + file + ":" + llvm::Twine(line) + " offset ")
            .str();
    chunks.push_back(llvm::MemoryBuffer::getMemBufferCopy(body, name));
  }
  return chunks;
}
