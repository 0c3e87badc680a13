//===- Verifier.h - Structural and semantic checks of operations ----------===//
//
// verify() checks that an operation, and by default everything nested in it,
// is well formed. The contract, in the order the checks run (the first
// failure stops verification; exactly one error is reported, with notes):
//
//  0. Existence, before anything reads an op's operands: each non-null
//     operand is a value defined in the IR around the op (an argument or a
//     result found by walking the live IR, compared by address), never one
//     whose block or op was erased or detached: its memory is not read, as
//     it may hold anything by now.
//  1. Structure, on entering an op: operands and successors are non-null;
//     discardable attributes named `ns.*` of a loaded dialect pass that
//     dialect's verifyOperationAttribute; a registered op's traits hold and its
//     OpInfo::verify succeeds; a registered op's graph regions have at most
//     one block; no entry block has predecessors.
//  2. Blocks, on entering one: it is not empty unless it may lack a
//     terminator (the only block of a region of an unregistered op or of an
//     op with NoTerminator); only its last op has successors.
//  3. The nested ops, in order, except ops that are IsolatedFromAbove.
//  4. Blocks, on leaving one: successors are blocks of the same region; the
//     last op is a terminator (or, unregistered, might be one) unless the
//     block may lack one.
//  5. On leaving an op: each nested IsolatedFromAbove op is verified in
//     full (structure, then dominance inside it); then the region traits
//     (isolation, implicit terminator, symbol table: unique symbol names,
//     then the SymbolUserOpInterface hook of each op in the table, outside
//     nested tables, with one SymbolTableCollection for the whole run) and
//     OpInfo::verifyRegions; an unregistered op must belong to a dialect that
//     allows unknown ops, or to no loaded dialect with unregistered dialects
//     allowed.
//  6. Dominance, once the structure is known to be sound: in every reachable
//     block of a region with SSA dominance (see ir/Dominance.h), each operand
//     properly dominates its user; in an unreachable block each operand is
//     defined in the user's region or a region enclosing it.
//
// Messages are those mlir-opt 19 prints for the same faults. Every walk uses
// an explicit worklist, so arbitrarily deep nesting is fine.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_IR_VERIFIER_H
#define ASSAY_IR_VERIFIER_H

#include "ir/Support.h"

namespace llvm {
class ThreadPoolInterface;
} // namespace llvm

namespace assay {
class Operation;

/// Verifies `op` and, when `verifyRecursively`, everything nested in it;
/// reports the first problem as a diagnostic and returns failure. Given a
/// `pool`, and a context with multithreading enabled, the isolated-from-above
/// ops nested in one op are verified in parallel; the diagnostics are those
/// of a sequential run.
LogicalResult verify(Operation *op, bool verifyRecursively = true,
                     llvm::ThreadPoolInterface *pool = nullptr);

} // namespace assay

#endif // ASSAY_IR_VERIFIER_H
