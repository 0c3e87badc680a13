// memref.atomic_rmw and memref.generic_atomic_rmw on a view of bytes (a
// memref.view of an i8 buffer as another element type) read and write the
// element through its bytes, little-endian, like loads and stores through
// the view, and return the value before the update.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%v: i32) {
  %e = arith.extsi %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %c3i = arith.constant 3 : i32
  %buf = memref.alloc() : memref<32xi8>
  // Bytes 0..31 hold 1, 2, ..., 32.
  scf.for %i = %c0 to %c32 step %c1 {
    %n = arith.addi %i, %c1 : index
    %b = arith.index_cast %n : index to i8
    memref.store %b, %buf[%i] : memref<32xi8>
  }
  %q = memref.view %buf[%c0][] : memref<32xi8> to memref<4xi64>
  %uq = memref.cast %q : memref<4xi64> to memref<*xi64>

  // Words at byte 4: 0x08070605, 0x0c0b0a09, 0x100f0e0d.
  %w = memref.view %buf[%c4][%c3] : memref<32xi8> to memref<?xi32>
  %uw = memref.cast %w : memref<?xi32> to memref<*xi32>
  %five = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %big = arith.constant 0x7f000000 : i32
  // CHECK: 134678021
  %o0 = memref.atomic_rmw addi %five, %w[%c0] : (i32, memref<?xi32>) -> i32
  call @show(%o0) : (i32) -> ()
  // CHECK-NEXT: 202050057
  %o1 = memref.atomic_rmw maxs %m1, %w[%c1] : (i32, memref<?xi32>) -> i32
  call @show(%o1) : (i32) -> ()
  // CHECK-NEXT: 202050057
  %o2 = memref.atomic_rmw maxu %m1, %w[%c1] : (i32, memref<?xi32>) -> i32
  call @show(%o2) : (i32) -> ()
  // CHECK-NEXT: 269422093
  %o3 = memref.atomic_rmw ori %big, %w[%c2] : (i32, memref<?xi32>) -> i32
  call @show(%o3) : (i32) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [134678026,  -1,  2131693069]
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  // The bytes around the words are untouched.
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [578437717227143681,  9155552020759838719,  1735880461161533969,  2314601843866147353]
  call @printMemrefI64(%uq) : (memref<*xi64>) -> ()

  // An i16 through a subview of a view: bytes 18 and 19 (0x1413).
  %h = memref.view %buf[%c16][] : memref<32xi8> to memref<8xi16>
  %hs = memref.subview %h[1] [2] [1] : memref<8xi16> to memref<2xi16, strided<[1], offset: 1>>
  %seven = arith.constant 7 : i16
  %oh = memref.atomic_rmw minu %seven, %hs[%c0] : (i16, memref<2xi16, strided<[1], offset: 1>>) -> i16
  %ohe = arith.extsi %oh : i16 to i32
  // CHECK: 5139
  call @show(%ohe) : (i32) -> ()
  %nh = memref.load %h[%c1] : memref<8xi16>
  %nhe = arith.extsi %nh : i16 to i32
  // CHECK-NEXT: 7
  call @show(%nhe) : (i32) -> ()

  // Floats: the update is computed on the bytes' float value.
  %f = memref.view %buf[%c24][] : memref<32xi8> to memref<2xf32>
  %uf = memref.cast %f : memref<2xf32> to memref<*xf32>
  %x = arith.constant 1.5 : f32
  %y = arith.constant 2.25 : f32
  memref.store %x, %f[%c0] : memref<2xf32>
  memref.store %y, %f[%c1] : memref<2xf32>
  %half = arith.constant 0.5 : f32
  %of = memref.atomic_rmw addf %half, %f[%c0] : (f32, memref<2xf32>) -> f32
  // CHECK: 1.5
  call @printF32(%of) : (f32) -> ()
  call @printNewline() : () -> ()
  %og = memref.atomic_rmw maximumf %half, %f[%c1] : (f32, memref<2xf32>) -> f32
  // CHECK-NEXT: 2.25
  call @printF32(%og) : (f32) -> ()
  call @printNewline() : () -> ()
  %oh2 = memref.atomic_rmw addf %y, %f[%c1] : (f32, memref<2xf32>) -> f32
  // CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [2,  4.5]
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()

  // generic_atomic_rmw: the region sees the element assembled from its
  // bytes; what it yields is spread over them.
  %g = memref.generic_atomic_rmw %w[%c2] : memref<?xi32> {
  ^bb0(%cur: i32):
    %t = arith.muli %cur, %c3i : i32
    %u = arith.addi %t, %five : i32
    memref.atomic_yield %u : i32
  }
  // CHECK: 2131693069
  call @show(%g) : (i32) -> ()
  // CHECK: rank = 1 offset = 0 sizes = [3] strides = [1] data =
  // CHECK-NEXT: [134678026,  -1,  2100111916]
  call @printMemrefI32(%uw) : (memref<*xi32>) -> ()
  memref.dealloc %buf : memref<32xi8>
  return
}
