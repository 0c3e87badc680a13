// RUN: assay-opt %s --split-input-file --verify-diagnostics

// Which size-1 dimensions a rank-reducing subview drops was decided by
// sizes alone, from the left, and the stride of a kept size-1 dimension
// was not checked at all: `1x1x4` with strides [35, 8, 1] could be reduced
// to `strided<[8, 1]>` or `strided<[7, 1]>` alike, while the interpreter
// kept the first dimension (stride 35), so extract_strided_metadata and
// its fold (8, from the type) disagreed. As in mlir-opt 19, a dimension
// goes only while its stride occurs more often in the subview than in the
// result, and every kept stride must be the result type's; the verifier,
// the canonicalizations and the interpreter use the same rule (the run is
// in up-07-subview-rank-reduction-by-strides-run.mlir).

func.func @wrong_unit_stride(%m: memref<1x1x8xf32, strided<[35, 8, 1]>>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x4xf32, strided<[35, 8, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x8xf32, strided<[35, 8, 1]>> to memref<1x4xf32, strided<[7, 1]>>
  return
}
