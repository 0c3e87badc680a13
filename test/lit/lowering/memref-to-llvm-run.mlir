// A program with globals, heap and stack buffers, copies (memcpy and
// memrefCopy), subviews of subviews, reinterpret_cast, expand_shape and
// collapse_shape, atomic_rmw and generic_atomic_rmw prints the same through
// the reference interpreter and lowered by Assay (convert-scf-to-cf,
// expand-strided-metadata, convert-arith-to-llvm, finalize-memref-to-llvm:
// arith first, so that generic_atomic_rmw's body is llvm; mlir-opt 19's func and
// cf conversions until Assay has its own), then run natively by
// mlir-cpu-runner 19 with Assay's runner utils and with MLIR's, and
// translated by assay-translate and run by lli-19.
// UNSUPPORTED: oracle
// REQUIRES: mlir-cpu-runner, assay-runner-utils
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: assay-opt --convert-scf-to-cf --expand-strided-metadata --convert-arith-to-llvm --finalize-memref-to-llvm %s -o %t.memref.mlir
// RUN: mlir-opt-19 --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts %t.memref.mlir -o %t.llvm.mlir
// RUN: mlir-cpu-runner -e main --entry-point-result=void -shared-libs=%assay_runner_utils %t.llvm.mlir | FileCheck %s
// RUN: mlir-cpu-runner -e main --entry-point-result=void -shared-libs=%mlir_runner_lib_dir/libmlir_c_runner_utils.so.19.1,%mlir_runner_lib_dir/libmlir_runner_utils.so.19.1 %t.llvm.mlir | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %t.llvm.mlir -o %t.ll
// lli's exit status for a void main is whatever the return register held,
// so the output alone is checked.
// RUN: lli-19 --dlopen=%assay_runner_utils --entry-function=main %t.ll > %t.out || true
// RUN: FileCheck %s < %t.out

// CHECK:      rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}10,   20,   30],
// CHECK-NEXT:  [40,   50,   60]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}10,   40],
// CHECK-NEXT:  [20,   50],
// CHECK-NEXT:  [30,   60]]
// CHECK-NEXT: 6
// CHECK-NEXT: rank = 2 offset = 8 sizes = [2, 2] strides = [6, 2] data =
// CHECK-NEXT: {{\[\[}}8,   10],
// CHECK-NEXT:  [14,   16]]
// CHECK-NEXT: rank = 1 offset = 14 sizes = [2] strides = [2] data =
// CHECK-NEXT: [14,  16]
// CHECK-NEXT: rank = 2 offset = 12 sizes = [3, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}12,   13,   14,   15,   16,   17],
// CHECK-NEXT:  [18,   19,   20,   21,   22,   23],
// CHECK-NEXT:  [24,   25,   26,   27,   28,   29]]
// CHECK-NEXT: rank = 2 offset = 12 sizes = [9, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}12,   13],
// CHECK-NEXT:  [14,   15],
// CHECK-NEXT:  [16,   17],
// CHECK-NEXT:  [18,   19],
// CHECK-NEXT:  [20,   21],
// CHECK-NEXT:  [22,   23],
// CHECK-NEXT:  [24,   25],
// CHECK-NEXT:  [26,   27],
// CHECK-NEXT:  [28,   29]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}8,   10],
// CHECK-NEXT:  [14,   16]]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [11,  8,  9,  10]
// CHECK-NEXT: 10
// CHECK-NEXT: 12
// CHECK-NEXT: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [11,  8,  12,  30]

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" @counts : memref<4xi32> = dense<[7, 8, 9, 10]>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  // A heap copy of a constant global (memcpy), scaled in place.
  %g = memref.get_global @table : memref<2x3xf32>
  %a = memref.alloc() {alignment = 32} : memref<2x3xf32>
  memref.copy %g, %a : memref<2x3xf32> to memref<2x3xf32>
  %ten = arith.constant 10.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %a[%i, %j] : memref<2x3xf32>
      %w = arith.mulf %v, %ten : f32
      memref.store %w, %a[%i, %j] : memref<2x3xf32>
    }
  }
  %a0 = memref.cast %a : memref<2x3xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%a0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Its transpose copied to a stack buffer (not contiguous: memrefCopy).
  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %s = memref.alloca() : memref<3x2xf32>
  memref.copy %t, %s : memref<3x2xf32, strided<[1, 3]>> to memref<3x2xf32>
  %s0 = memref.cast %s : memref<3x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%s0) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A 6x6 buffer of i * 6 + j, and views of it.
  %n = arith.constant 6 : index
  %b = memref.alloc(%n) : memref<6x?xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %b[%i, %j] : memref<6x?xf32>
    }
  }
  %dim = memref.dim %b, %c1 : memref<6x?xf32>
  %dim64 = arith.index_cast %dim : index to i64
  call @printI64(%dim64) : (i64) -> ()
  call @printNewline() : () -> ()
  // A strided 2x2 window at (1, %c2), every other column.
  %w1 = memref.subview %b[1, %c2][2, 2][1, 2] : memref<6x?xf32> to memref<2x2xf32, strided<[?, 2], offset: ?>>
  %w1c = memref.cast %w1 : memref<2x2xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%w1c) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A window of the window: a row of it, rank-reduced.
  %w2 = memref.subview %w1[1, 0][1, 2][1, 1] : memref<2x2xf32, strided<[?, 2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
  %w2u = memref.cast %w2 : memref<2xf32, strided<[2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%w2u) : (memref<*xf32>) -> ()
  // Rows 2..4 collapsed into one dimension, then expanded as 3x3x2.
  %rows = memref.subview %b[2, 0][3, 6][1, 1] : memref<6x?xf32> to memref<3x6xf32, strided<[?, 1], offset: ?>>
  %rc = memref.cast %rows : memref<3x6xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%rc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %flat = memref.reinterpret_cast %b to offset: [12], sizes: [18], strides: [1] : memref<6x?xf32> to memref<18xf32, strided<[1], offset: 12>>
  %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [3, 3, 2] : memref<18xf32, strided<[1], offset: 12>> into memref<3x3x2xf32, strided<[6, 2, 1], offset: 12>>
  %sq = memref.collapse_shape %cube [[0, 1], [2]] : memref<3x3x2xf32, strided<[6, 2, 1], offset: 12>> into memref<9x2xf32, strided<[2, 1], offset: 12>>
  %sqc = memref.cast %sq : memref<9x2xf32, strided<[2, 1], offset: 12>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%sqc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A window copied to the stack: memrefCopy of a
  // strided source.
  %dst = memref.alloca() : memref<2x2xf32>
  memref.copy %w1, %dst : memref<2x2xf32, strided<[?, 2], offset: ?>> to memref<2x2xf32>
  %dc = memref.cast %dst : memref<2x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%dc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // A mutable global.
  %cnt = memref.get_global @counts : memref<4xi32>
  %x = memref.load %cnt[%c3] : memref<4xi32>
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  memref.store %y, %cnt[%c0] : memref<4xi32>
  %cu = memref.cast %cnt : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  // Atomics on the counters: max into [2] (old 9), then [3] tripled by a
  // compare-and-swap loop (old 10).
  %twelve = arith.constant 12 : i32
  %old = memref.atomic_rmw maxs %twelve, %cnt[%c2] : (i32, memref<4xi32>) -> i32
  %three = arith.constant 3 : i32
  %prev = memref.generic_atomic_rmw %cnt[%c3] : memref<4xi32> {
  ^bb0(%cur: i32):
    %tripled = arith.muli %cur, %three : i32
    memref.atomic_yield %tripled : i32
  }
  %prev64 = arith.extsi %prev : i32 to i64
  call @printI64(%prev64) : (i64) -> ()
  call @printNewline() : () -> ()
  %after = memref.load %cnt[%c2] : memref<4xi32>
  %after64 = arith.extsi %after : i32 to i64
  call @printI64(%after64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  memref.dealloc %b : memref<6x?xf32>
  memref.dealloc %a : memref<2x3xf32>
  return
}
