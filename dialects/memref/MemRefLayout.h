//===- MemRefLayout.h - Strides, offsets and the shapes of views -*- C++
//-*-===//
//
// The layout arithmetic of memrefs, shared by the verifiers of the view ops
// (subview, reinterpret_cast, expand_shape, collapse_shape, transpose) and
// by the interpreter, which needs the same numbers to address elements. An
// element (i0, i1, ...) of a strided memref lives at
//   offset + i0 * stride0 + i1 * stride1 + ...
// in its buffer; a stride or offset equal to ShapedType::kDynamic is only
// known at run time. Dynamic values propagate: any arithmetic with a dynamic
// operand is dynamic.
//
//===----------------------------------------------------------------------===//
#ifndef ASSAY_DIALECTS_MEMREF_MEMREFLAYOUT_H
#define ASSAY_DIALECTS_MEMREF_MEMREFLAYOUT_H

#include "ir/Support.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>

namespace assay {
class MemRefType;

namespace memref {

/// A list of groups of consecutive dimensions, as in the `reassociation` of
/// expand_shape and collapse_shape: `[[0, 1], [2]]`.
using ReassociationIndices = llvm::SmallVector<int64_t, 2>;

/// `a * b`: zero when either is zero, else dynamic when either is.
int64_t mulDynamic(int64_t a, int64_t b);
/// `a + b`, dynamic when either is.
int64_t addDynamic(int64_t a, int64_t b);

/// The strides of the row-major (identity) layout of `shape`: the innermost
/// stride is 1, each outer one the product of the sizes inside it (dynamic
/// once a dynamic size is crossed).
llvm::SmallVector<int64_t> getIdentityStrides(llvm::ArrayRef<int64_t> shape);

/// The strides and offset of `type`'s layout: identity, `strided<...>`, or
/// an affine map that is a sum of `dim * coefficient` terms and a constant
/// part (symbols count as dynamic) and gives no dimension the stride 0.
/// Failure for any other layout. This is what mlir-opt 19 calls strided: an
/// affine map under which two elements share an address (`(d0, d1) -> (d0)`)
/// is not.
LogicalResult getStridesAndOffset(MemRefType type,
                                  llvm::SmallVectorImpl<int64_t> &strides,
                                  int64_t &offset);
/// Whether getStridesAndOffset succeeds on `type`.
bool isStrided(MemRefType type);
/// getStridesAndOffset, except that an affine map may give a dimension the
/// stride 0: the address of every element is still a linear function of its
/// indices, which is all the interpreter needs to allocate and address one.
LogicalResult getLinearLayout(MemRefType type,
                              llvm::SmallVectorImpl<int64_t> &strides,
                              int64_t &offset);

/// `type` with its layout in the form by which mlir-opt 19 tells whether two
/// layouts are the same (transpose's result against the one it infers): no
/// layout when the layout, as an affine map, simplifies to the row-major
/// layout of the shape; else that map, simplified as mlir-opt simplifies it,
/// so that the type also prints as mlir-opt prints it. An identity map (a
/// rank-1 `strided<[1]>`), a rank-0 layout other than offset 0, and a map
/// whose terms are not products of constants with at most one dimension and
/// one symbol are left as they are.
MemRefType canonicalizeStridedLayout(MemRefType type);
/// Whether `type`'s layout is the identity in disguise: offset 0 and the
/// strides of getIdentityStrides (dynamic ones included).
bool hasIdentityStrides(MemRefType type);
/// Whether `type`'s layout, as an affine map, is the identity map: no
/// layout, an identity affine map, or `strided<[1]>` on a 1-d memref (the
/// only strided layout whose map is `(d0) -> (d0)`). expand_shape and
/// collapse_shape give an identity-layout source an identity-layout result
/// and any other strided source a `strided<...>` one, as mlir-opt does.
bool hasIdentityLayout(MemRefType type);

/// Whether a cast from `from` to `to` (ranked, same rank) only forgets
/// static sizes, offset or strides: every static one of `to` is `from`'s.
/// Such a cast cannot fail at run time, and folding it into a consumer
/// loses nothing.
bool castOnlyForgets(MemRefType from, MemRefType to);

/// The type of a subview of `source` with the given static offsets, sizes
/// and strides (dynamic ones as ShapedType::kDynamic), before any rank
/// reduction: shape `sizes`, layout `strided<[source stride * stride...],
/// offset: source offset + sum of offset * source stride>`. Null when the
/// source is not strided.
MemRefType inferSubViewResultType(MemRefType source,
                                  llvm::ArrayRef<int64_t> offsets,
                                  llvm::ArrayRef<int64_t> sizes,
                                  llvm::ArrayRef<int64_t> strides);

/// Which dimensions of `originalShape` are dropped to get `reducedShape`:
/// only static size-1 dimensions may go, matched greedily from the left.
/// None when `reducedShape` is not a rank reduction of `originalShape`.
std::optional<llvm::SmallVector<bool>>
computeRankReductionMask(llvm::ArrayRef<int64_t> originalShape,
                         llvm::ArrayRef<int64_t> reducedShape);

/// Which dimensions of `original` a rank-reducing view of it with the given
/// static sizes drops to get `reduced`, telling dimensions apart by their
/// strides as well as their sizes: only static size-1 dimensions may go;
/// when there are more of them than dimensions to drop, one goes only while
/// `original` has more dimensions of its stride than `reduced` keeps (so
/// `1x1x?` with strides `[?, ?, ?]` reduced to strides `[?, ?]` drops the
/// first). None when no such choice exists.
std::optional<llvm::SmallVector<bool>>
computeMemRefRankReductionMask(MemRefType original, MemRefType reduced,
                               llvm::ArrayRef<int64_t> staticSizes);

/// The dimensions a subview of `source` with the given static lists drops
/// to give `result`: computeMemRefRankReductionMask between the subview's
/// inferred type and `result`. The verifier, the canonicalizations and the
/// interpreter all ask here, so the strides a value has at run time are the
/// ones its type states.
std::optional<llvm::SmallVector<bool>> getSubViewDroppedDims(
    MemRefType source, MemRefType result, llvm::ArrayRef<int64_t> offsets,
    llvm::ArrayRef<int64_t> sizes, llvm::ArrayRef<int64_t> strides);

/// The layout of a collapse_shape result: each group of source dimensions
/// becomes one dimension whose stride is the group's innermost stride. None
/// when a group cannot be collapsed (its strides are not contiguous).
/// `strides`/`offset` describe the source; the result's are returned.
std::optional<llvm::SmallVector<int64_t>> computeCollapsedStrides(
    llvm::ArrayRef<int64_t> srcShape, llvm::ArrayRef<int64_t> srcStrides,
    llvm::ArrayRef<ReassociationIndices> reassociation, bool strict = false);

/// The strides of an expand_shape result: each source dimension splits
/// into its group, the innermost keeping the source stride and each outer
/// one the stride inside it times the size inside it.
llvm::SmallVector<int64_t>
computeExpandedStrides(llvm::ArrayRef<int64_t> resultShape,
                       llvm::ArrayRef<int64_t> srcStrides,
                       llvm::ArrayRef<ReassociationIndices> reassociation);

} // namespace memref
} // namespace assay

#endif // ASSAY_DIALECTS_MEMREF_MEMREFLAYOUT_H
