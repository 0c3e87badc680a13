// A program of allocations, views, dims and copies, run before and after
// canonicalization: it prints the same. The canonicalized form is checked
// too, so that the folds are known to have applied (constant alloc sizes
// made static, dims folded, casts folded into their users, subview and view
// arguments made static, a self copy and a dead allocation erased).
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s --check-prefix=OUT
// RUN: assay-opt --canonicalize %s -o %t.mlir
// RUN: assay-run --interp -e main --entry-point-result=void %t.mlir | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.mlir

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)

func.func @print_index(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK-LABEL: func.func @main
// CHECK-NOT: memref.dim
// CHECK-NOT: memref.rank
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x6xf32>
// CHECK: %[[S:.*]] = memref.subview %[[A]][1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK-NOT: memref.copy %[[S]], %[[S]]
// CHECK: %[[O:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: memref.copy %[[S]], %[[O]] : memref<2x3xf32, strided<[6, 1], offset: 8>> to memref<2x3xf32>
// CHECK: memref.view %{{.*}}[%{{.*}}][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NOT: memref<8xf32>
// CHECK: return
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %f1 = arith.constant 1.5 : f32

  // A 4x6 buffer holding 0, 1, 2, ... row by row.
  %a = memref.alloc(%c4, %c6) : memref<?x?xf32>
  %n0 = memref.dim %a, %c0 : memref<?x?xf32>
  %n1 = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %k = arith.muli %i, %n1 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %lf = arith.sitofp %li : i64 to f32
      memref.store %lf, %a[%i, %j] : memref<?x?xf32>
    }
  }
  // OUT: 4
  // OUT-NEXT: 6
  // OUT-NEXT: 2
  call @print_index(%n0) : (index) -> ()
  call @print_index(%n1) : (index) -> ()
  %r = memref.rank %a : memref<?x?xf32>
  call @print_index(%r) : (index) -> ()

  // A subview with constant arguments, seen through a cast.
  %ca = memref.cast %a : memref<?x?xf32> to memref<?x?xf32>
  %s = memref.subview %ca[%c1, %c2][%c2, %c3][%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sd = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  // OUT-NEXT: 3
  call @print_index(%sd) : (index) -> ()
  %us = memref.cast %s : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  // OUT-NEXT: rank = 2 offset = 8 sizes = [2, 3] strides = [6, 1] data =
  // OUT-NEXT: {{\[}}[8,   9,   10],
  // OUT-NEXT: [14,   15,   16]]
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()

  // Copies: onto itself (erased), then into a fresh buffer through a cast.
  memref.copy %s, %s : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %out = memref.alloc(%c2) : memref<?x3xf32>
  %cout = memref.cast %out : memref<?x3xf32> to memref<?x?xf32>
  memref.copy %s, %cout : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  memref.store %f1, %cout[%c0, %c0] : memref<?x?xf32>
  %uo = memref.cast %out : memref<?x3xf32> to memref<*xf32>
  // OUT-NEXT: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // OUT-NEXT: {{\[}}[1.5,   9,   10],
  // OUT-NEXT: [14,   15,   16]]
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()

  // A view of bytes with a constant size; stores through it read back.
  %buf = memref.alloc() : memref<64xi8>
  %v = memref.view %buf[%c0][%c4] : memref<64xi8> to memref<?x4xf32>
  %vd = memref.dim %v, %c0 : memref<?x4xf32>
  memref.store %f1, %v[%c3, %c2] : memref<?x4xf32>
  %back = memref.load %v[%c3, %c2] : memref<?x4xf32>
  %vs = memref.load %a[%c3, %c2] : memref<?x?xf32>
  %sum = arith.addf %back, %vs : f32
  %sumi = arith.fptosi %sum : f32 to i64
  // OUT-NEXT: 4
  // OUT-NEXT: 21
  call @print_index(%vd) : (index) -> ()
  call @printI64(%sumi) : (i64) -> ()
  call @printNewline() : () -> ()

  // A scratch buffer only written: erased by canonicalization.
  %scratch = memref.alloc() : memref<8xf32>
  memref.store %f1, %scratch[%c1] : memref<8xf32>
  memref.dealloc %scratch : memref<8xf32>

  memref.dealloc %buf : memref<64xi8>
  memref.dealloc %out : memref<?x3xf32>
  memref.dealloc %a : memref<?x?xf32>
  return
}
