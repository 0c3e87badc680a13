//===- ArithFold.h - Folders and constant materialization of arith --------===//
//
// The arith dialect plugs its folders (one per op) and its constant
// materialization into the hooks of ir/FoldInterfaces.h; ArithDialect's
// constructor calls attachArithFoldHooks once its ops are registered. The
// canonicalization patterns combine constants through foldIntArith.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_ARITH_ARITHFOLD_H
#define ASSAY_DIALECTS_ARITH_ARITHFOLD_H

#include "dialects/arith/ArithEnums.h"
#include "ir/Attributes.h"
#include "ir/Types.h"
#include "llvm/ADT/APInt.h"
#include <optional>

namespace assay {
namespace arith {
class ArithDialect;

/// The integer ops whose constants canonicalization patterns combine.
enum class IntArithKind { Add, Sub, Mul };

/// `lhs` op `rhs` on integer constants (scalars, splats or dense elements)
/// of type `type`, evaluated by the op's semantics with overflow `flags`;
/// null when a lane is poison (it overflows under the flags) or a constant
/// cannot be read.
Attribute foldIntArith(IntArithKind kind, Attribute lhs, Attribute rhs,
                       Type type, IntegerOverflowFlags flags);

/// The value of an integer constant or integer splat; nullopt otherwise.
std::optional<llvm::APInt> getIntSplat(Attribute attr);

/// Attaches a folder to every arith op and the dialect's fold interface
/// (constants materialize as `arith.constant`, poison as `ub.poison`).
void attachArithFoldHooks(ArithDialect &dialect);

} // namespace arith
} // namespace assay

#endif // ASSAY_DIALECTS_ARITH_ARITHFOLD_H
