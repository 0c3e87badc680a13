//===- Inliner.h - Inlining calls to symbol-referenced callables ----------===//
//
// The `inline` pass and the utility it is built on. A call (an op with the
// CallOpInterface naming a flat symbol) whose callee is a callable with a
// body (CallableOpInterface) is replaced by a copy of the callee's body:
// a single-block body lands in place of the call, a multi-block one splits
// the calling block and returns become `cf.br` to the rest of it.
//
// The pass walks the call graph bottom-up, one strongly connected component
// at a time; it never inlines a callable into itself, nor a callable that
// calls itself, and it remembers which callee each new call site came from
// so that mutual recursion cannot unroll without end. Private callables
// left without uses are erased. A cost hook may refuse any call.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_REWRITE_TRANSFORMS_INLINER_H
#define ASSAY_REWRITE_TRANSFORMS_INLINER_H

#include "ir/Region.h"
#include "ir/Support.h"
#include <functional>
#include <memory>

namespace assay {
class Operation;
class Pass;

/// Decides whether a legal call should be inlined: `call` calls
/// `callable`. Returning false keeps the call.
using InlineCostFn = std::function<bool(Operation *call, Operation *callable)>;

/// Whether every op of `callable`'s body `body` may be inlined into
/// another region (the ops belong to dialects whose ops can all be moved
/// into other functions: func, arith, cf, scf, memref, math, ub), and
/// `call` may be replaced by it.
bool isLegalToInline(Operation *call, Operation *callable, Region *body);

/// Replaces `call` by the body `body` of `callable`, cloned when `clone`
/// is set, else moved (the body is then left empty). `onInlinedBlocks` is
/// told the blocks inserted, before their terminators are rewritten. On
/// failure nothing changed. The call is erased on success.
LogicalResult
inlineCall(Operation *call, Operation *callable, Region *body, bool clone,
           const std::function<void(Region::iterator, Region::iterator)>
               &onInlinedBlocks = {});

/// The `inline` pass; `cost` (when set) may refuse calls the pass would
/// otherwise inline.
std::unique_ptr<Pass> createInlinerPass(InlineCostFn cost = {});

} // namespace assay

#endif // ASSAY_REWRITE_TRANSFORMS_INLINER_H
