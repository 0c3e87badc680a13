// Views share their allocation: subview (with rank reduction),
// reinterpret_cast, expand_shape, collapse_shape, transpose and cast see the
// same elements through their own offsets and strides; dim, rank,
// extract_strided_metadata and copy read and move them.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefF32(memref<*xf32>)

// Fills a 1-d memref with 0, 1, 2, ...
func.func @iota(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buf = memref.alloc() : memref<24xf32>
  %dyn = memref.cast %buf : memref<24xf32> to memref<?xf32>
  call @iota(%dyn) : (memref<?xf32>) -> ()

  %cube = memref.expand_shape %buf [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %plane = memref.subview %cube[1, 0, 0] [1, 3, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<3x4xf32, strided<[4, 1], offset: 12>>
  %u0 = memref.cast %plane : memref<3x4xf32, strided<[4, 1], offset: 12>> to memref<*xf32>
  // CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 12 sizes = [3, 4] strides = [4, 1] data =
  // CHECK-NEXT: {{\[}}[12,   13,   14,   15],
  // CHECK-NEXT: [16,   17,   18,   19],
  // CHECK-NEXT: [20,   21,   22,   23]]
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  // Every other column of the second plane, transposed.
  %cols = memref.subview %plane[0, 1] [3, 2] [1, 2] : memref<3x4xf32, strided<[4, 1], offset: 12>> to memref<3x2xf32, strided<[4, 2], offset: 13>>
  %tr = memref.transpose %cols (i, j) -> (j, i) : memref<3x2xf32, strided<[4, 2], offset: 13>> to memref<2x3xf32, strided<[2, 4], offset: 13>>
  %u1 = memref.cast %tr : memref<2x3xf32, strided<[2, 4], offset: 13>> to memref<*xf32>
  // CHECK: rank = 2 offset = 13 sizes = [2, 3] strides = [2, 4] data =
  // CHECK-NEXT: {{\[}}[13,   17,   21],
  // CHECK-NEXT: [15,   19,   23]]
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  // Writes through a view are seen through the buffer.
  %neg = arith.constant -1.0 : f32
  memref.store %neg, %tr[%c1, %c2] : memref<2x3xf32, strided<[2, 4], offset: 13>>
  %back = memref.load %buf[%c0] : memref<24xf32>
  %c23 = arith.constant 23 : index
  %seen = memref.load %buf[%c23] : memref<24xf32>
  %seeni = arith.fptosi %seen : f32 to i64
  // CHECK: -1
  call @printI64(%seeni) : (i64) -> ()
  call @printNewline() : () -> ()

  // A rank-reducing subview: one row of the cube.
  %row = memref.subview %cube[0, 2, 0] [1, 1, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<4xf32, strided<[1], offset: 8>>
  %u2 = memref.cast %row : memref<4xf32, strided<[1], offset: 8>> to memref<*xf32>
  // CHECK: rank = 1 offset = 8 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [8,  9,  10,  11]
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  // collapse_shape back to 6x4, and a reinterpret_cast as 4x6.
  %flat = memref.collapse_shape %cube [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %rc = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<6x4xf32> to memref<4x6xf32>
  %u3 = memref.cast %rc : memref<4x6xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
  // CHECK-NEXT: {{\[}}[0,   1,   2,   3,   4,   5],
  // CHECK-NEXT: [6,   7,   8,   9,   10,   11],
  // CHECK-NEXT: [12,   13,   14,   15,   16,   17],
  // CHECK-NEXT: [18,   19,   20,   21,   22,   -1]]
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()

  // Metadata of a view.
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %tr : memref<2x3xf32, strided<[2, 4], offset: 13>> -> memref<f32>, index, index, index, index, index
  %offi = arith.index_cast %off : index to i64
  %s0 = arith.index_cast %sz#0 : index to i64
  %s1 = arith.index_cast %sz#1 : index to i64
  %t0 = arith.index_cast %st#0 : index to i64
  %t1 = arith.index_cast %st#1 : index to i64
  // CHECK: 13, 2, 3, 2, 4
  call @printI64(%offi) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%s1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t0) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%t1) : (i64) -> ()
  call @printNewline() : () -> ()

  // dim and rank through an unranked memref.
  %unr = memref.cast %cube : memref<2x3x4xf32> to memref<*xf32>
  %rk = memref.rank %unr : memref<*xf32>
  %d2 = memref.dim %unr, %c2 : memref<*xf32>
  %rki = arith.index_cast %rk : index to i64
  %d2i = arith.index_cast %d2 : index to i64
  // CHECK: 3, 4
  call @printI64(%rki) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%d2i) : (i64) -> ()
  call @printNewline() : () -> ()

  // copy a strided view into a fresh buffer.
  %dst = memref.alloc() : memref<2x3xf32>
  memref.copy %tr, %dst : memref<2x3xf32, strided<[2, 4], offset: 13>> to memref<2x3xf32>
  %u4 = memref.cast %dst : memref<2x3xf32> to memref<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT: {{\[}}[13,   17,   21],
  // CHECK-NEXT: [15,   19,   -1]]
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  memref.dealloc %dst : memref<2x3xf32>
  memref.dealloc %buf : memref<24xf32>
  return
}
