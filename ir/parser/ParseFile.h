//===- ParseFile.h - Entry points of the textual IR parser ----------------===//
//
// Parsing a whole file (or string) of textual IR into operations: the
// top-level loop over alias definitions, operations and `{-# ... #-}` file
// metadata, with the implicit `builtin.module` that tools wrap around files
// whose top level is not a single module. The stand-alone type and attribute
// parsers (`parseType(text, ctx)`, `parseAttribute(text, ctx)`) are declared
// in ir/parser/Parser.h.
//
// External resources (`{-# external_resources: {...} #-}`) that no component
// claims are kept in the Context's ExternalResourceStore so that the printer
// writes them back, as mlir-opt does.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PARSER_PARSEFILE_H
#define ASSAY_IR_PARSER_PARSEFILE_H

#include "ir/Context.h"
#include "ir/Operation.h"
#include "ir/parser/Parser.h"
#include <string>
#include <vector>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace assay {
class Block;

/// Parses the main buffer of `sourceMgr` and appends its top-level ops to
/// `block`. Errors are reported through the context's diagnostics; the block
/// may hold a partial result after a failure.
LogicalResult parseSourceFile(const llvm::SourceMgr &sourceMgr, Block *block,
                              const ParserConfig &config);

/// Parses `text` into `block`; locations name the buffer `bufferName`.
LogicalResult parseSourceString(llvm::StringRef text, Block *block,
                                const ParserConfig &config,
                                llvm::StringRef bufferName = "");

/// Parses a file the way mlir-opt does: with `insertImplicitModule`, a file
/// whose top level is not exactly one `builtin.module` is wrapped in one
/// located at `loc("file":0:0)`; without it, the file must hold exactly one
/// top-level op ("source must contain a single top-level operation, found:
/// N"). Null after an error.
OwningOpRef<Operation *>
parseSourceFileForTool(const llvm::SourceMgr &sourceMgr,
                       const ParserConfig &config, bool insertImplicitModule);

/// One value of an external resource entry.
struct ResourceEntry {
  enum class Kind { Blob, Bool, String };
  std::string key;
  Kind kind = Kind::String;
  /// Blob: the data (without the alignment prefix); String: the text.
  std::string data;
  /// Blob: the alignment in bytes.
  uint32_t alignment = 1;
  bool boolValue = false;
};

/// The entries of one `external_resources` owner (`some_tool: {...}`).
struct ResourceGroup {
  std::string owner;
  std::vector<ResourceEntry> entries;
};

/// External resources read from files that no component claimed; the
/// printer writes them back in the order they were read.
struct ExternalResourceStore : Context::Extension {
  std::vector<ResourceGroup> groups;
  /// The group of `owner`, created at the end if absent.
  ResourceGroup &getOrCreate(llvm::StringRef owner);
};

} // namespace assay

#endif // ASSAY_IR_PARSER_PARSEFILE_H
