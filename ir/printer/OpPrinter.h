//===- OpPrinter.h - Prints operations in MLIR's textual form -------------===//
//
// The op printer writes operations byte for byte as mlir-opt 19 does:
// generic form or the op's custom form (OpInfo::print), value and block
// names (`%0`, `%arg0`, `%0#1`, `^bb1`), alias definitions for types and
// attributes that dialects name (`#map`, `#loc3`) at the top of the output
// or, for trailing locations, after the op, and `{-# ... #-}` file metadata
// (referenced builtin resources and kept external resources) at the end.
//
// Printing a top-level op (one without a parent block) prints the aliases
// and the metadata; a nested op prints alone, numbered from its top-level
// ancestor (with `useLocalScope`, from its nearest isolated-from-above
// ancestor, itself included).
//
// Nesting: ops and regions are printed by recursion. Depth is bounded by
// what the parser accepts (OperationParser::kMaxRegionDepth); the tools run
// on a thread with a 256 MiB stack, enough for that bound.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_PRINTER_OPPRINTER_H
#define ASSAY_IR_PRINTER_OPPRINTER_H

#include "ir/printer/PrintingFlags.h"

#include "ir/Support.h"

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace assay {
class Operation;

/// Prints `op` (see the file comment for top-level versus nested ops).
/// Fails when the text names a value or block that is null or not defined
/// in what was printed (`<<NULL VALUE>>`, `<<UNKNOWN SSA VALUE>>`,
/// `^INVALIDBLOCK`): the IR is invalid and the text cannot be read back, so
/// a tool printing its result must not report success.
LogicalResult printOperation(Operation *op, llvm::raw_ostream &os,
                             const OpPrintingFlags &flags);

} // namespace assay

#endif // ASSAY_IR_PRINTER_OPPRINTER_H
