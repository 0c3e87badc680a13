//===- OutputFiles.cpp - Files a run writes, never the ones it reads ------===//
#include "pass/OutputFiles.h"
#include "ir/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace assay;

void InputFiles::add(llvm::StringRef path) {
  llvm::sys::fs::UniqueID id;
  if (path != "-" && !llvm::sys::fs::getUniqueID(path, id))
    ids.push_back(id);
}

bool InputFiles::contains(llvm::StringRef path) const {
  llvm::sys::fs::UniqueID id;
  return path != "-" && !llvm::sys::fs::getUniqueID(path, id) &&
         llvm::is_contained(ids, id);
}

LogicalResult assay::writeOutputFile(llvm::StringRef path, llvm::StringRef text,
                                     llvm::StringRef what,
                                     const InputFiles &inputs, Location loc) {
  auto fail = [&](llvm::StringRef reason) -> LogicalResult {
    return emitError(loc) << "cannot write " << what << " '" << path
                          << "': " << reason;
  };
  if (inputs.contains(path))
    return fail("it is an input file");
  std::error_code ec;
  llvm::ToolOutputFile out(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return fail(ec.message());
  out.os() << text;
  out.os().close();
  if (out.os().has_error()) {
    std::string reason = out.os().error().message();
    out.os().clear_error();
    return fail(reason);
  }
  out.keep();
  return success();
}
