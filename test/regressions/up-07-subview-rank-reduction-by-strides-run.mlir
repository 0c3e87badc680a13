// RUN: assay-run --interp -e main --entry-point-result=i64 %s | FileCheck %s
// UNSUPPORTED: oracle

// A rank-reducing subview of `1x1x8` with strides [35, 8, 1] to
// `strided<[8, 1]>` drops the first dimension: its descriptor has the
// strides its type states, so extract_strided_metadata gives 8, as its
// fold does (the interpreter used to keep the first dimension: 35).

// CHECK: 8
func.func @main() -> i64 {
  %a = memref.alloc() : memref<64xf32>
  %m = memref.reinterpret_cast %a to offset: [0], sizes: [1, 1, 8], strides: [35, 8, 1] : memref<64xf32> to memref<1x1x8xf32, strided<[35, 8, 1]>>
  %s = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x8xf32, strided<[35, 8, 1]>> to memref<1x4xf32, strided<[8, 1]>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<1x4xf32, strided<[8, 1]>> -> memref<f32>, index, index, index, index, index
  %r = arith.index_cast %strides#0 : index to i64
  return %r : i64
}
