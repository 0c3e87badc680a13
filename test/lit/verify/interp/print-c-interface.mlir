// The runner-utils printers that MLIR's libraries export only through their
// C interface (declared with llvm.emit_c_interface): i8 elements printed as
// raw bytes (chars), i16 signed, f16 and bf16 through float, the shape
// printers (the header alone), the ranked printers (`Memref`, not
// `Unranked Memref`) and vector<4x4xf32> elements.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}
// RUN: %if mlir-cpu-runner && assay-runner-utils %{ env ASSAY_RUNNER_UTILS=%assay_runner_utils mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32, strided<[], offset: 7>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI64(memref<2xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32, strided<[?, ?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printMemref3dF32(memref<?x?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}
func.func private @nanoTime() -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index

  // 'A' to 'F'.
  %bytes = memref.alloc() : memref<2x3xi8>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k0 = arith.muli %i, %c3 : index
      %k = arith.addi %k0, %j : index
      %k8 = arith.index_cast %k : index to i8
      %a = arith.constant 65 : i8
      %v = arith.addi %k8, %a : i8
      memref.store %v, %bytes[%i, %j] : memref<2x3xi8>
    }
  }
  %ubytes = memref.cast %bytes : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%ubytes) : (memref<*xi8>) -> ()
  %row = memref.subview %bytes[1, 0] [1, 3] [1, 1] : memref<2x3xi8> to memref<3xi8, strided<[1], offset: 3>>
  %drow = memref.cast %row : memref<3xi8, strided<[1], offset: 3>> to memref<?xi8, strided<[?], offset: ?>>
  call @printMemref1dI8(%drow) : (memref<?xi8, strided<[?], offset: ?>>) -> ()

  %shorts = memref.alloc() : memref<3xi16>
  %s0 = arith.constant -2 : i16
  %s1 = arith.constant 32767 : i16
  %s2 = arith.constant -32768 : i16
  memref.store %s0, %shorts[%c0] : memref<3xi16>
  memref.store %s1, %shorts[%c1] : memref<3xi16>
  memref.store %s2, %shorts[%c2] : memref<3xi16>
  %ushorts = memref.cast %shorts : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%ushorts) : (memref<*xi16>) -> ()

  %halves = memref.alloc() : memref<3xf16>
  %h0 = arith.constant -0.1 : f16
  %h1 = arith.constant 65504.0 : f16
  %h2 = arith.constant 0x7C00 : f16
  memref.store %h0, %halves[%c0] : memref<3xf16>
  memref.store %h1, %halves[%c1] : memref<3xf16>
  memref.store %h2, %halves[%c2] : memref<3xf16>
  %uhalves = memref.cast %halves : memref<3xf16> to memref<*xf16>
  call @printMemrefF16(%uhalves) : (memref<*xf16>) -> ()

  %brains = memref.alloc() : memref<3xbf16>
  %b0 = arith.constant -0.1 : bf16
  %b1 = arith.constant 3.0e38 : bf16
  %b2 = arith.constant 0xFFC0 : bf16
  memref.store %b0, %brains[%c0] : memref<3xbf16>
  memref.store %b1, %brains[%c1] : memref<3xbf16>
  memref.store %b2, %brains[%c2] : memref<3xbf16>
  %ubrains = memref.cast %brains : memref<3xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ubrains) : (memref<*xbf16>) -> ()

  %ints = memref.alloc() : memref<4x5xi32>
  %uints = memref.cast %ints : memref<4x5xi32> to memref<*xi32>
  call @printMemrefShapeI32(%uints) : (memref<*xi32>) -> ()
  %doubles = memref.alloc() : memref<f64>
  %udoubles = memref.cast %doubles : memref<f64> to memref<*xf64>
  call @printMemrefShapeF64(%udoubles) : (memref<*xf64>) -> ()

  %floats = memref.alloc() : memref<2x2x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %i4 = arith.muli %i, %c2 : index
        %ij = arith.addi %i4, %j : index
        %ij2 = arith.muli %ij, %c2 : index
        %n = arith.addi %ij2, %k : index
        %n32 = arith.index_cast %n : index to i32
        %f = arith.sitofp %n32 : i32 to f32
        %h = arith.constant 0.25 : f32
        %g = arith.addf %f, %h : f32
        memref.store %g, %floats[%i, %j, %k] : memref<2x2x2xf32>
      }
    }
  }
  %ufloats = memref.cast %floats : memref<2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%ufloats) : (memref<*xf32>) -> ()
  %d3 = memref.cast %floats : memref<2x2x2xf32> to memref<?x?x?xf32>
  call @printMemref3dF32(%d3) : (memref<?x?x?xf32>) -> ()
  %plane = memref.subview %floats[1, 0, 0] [1, 2, 2] [1, 1, 1] : memref<2x2x2xf32> to memref<2x2xf32, strided<[2, 1], offset: 4>>
  %d2 = memref.cast %plane : memref<2x2xf32, strided<[2, 1], offset: 4>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @printMemref2dF32(%d2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %one = memref.subview %floats[1, 1, 1] [1, 1, 1] [1, 1, 1] : memref<2x2x2xf32> to memref<f32, strided<[], offset: 7>>
  call @printMemref0dF32(%one) : (memref<f32, strided<[], offset: 7>>) -> ()

  %longs = memref.alloc() : memref<2xi64>
  %l0 = arith.constant -1 : i64
  %l1 = arith.constant 9223372036854775807 : i64
  memref.store %l0, %longs[%c0] : memref<2xi64>
  memref.store %l1, %longs[%c1] : memref<2xi64>
  call @printMemref1dI64(%longs) : (memref<2xi64>) -> ()

  %vecs = memref.alloc() : memref<2x2xvector<4x4xf32>>
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.5]]> : vector<4x4xf32>
  %m2 = arith.negf %m : vector<4x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %m, %vecs[%i, %c0] : memref<2x2xvector<4x4xf32>>
    memref.store %m2, %vecs[%i, %c1] : memref<2x2xvector<4x4xf32>>
  }
  %dvecs = memref.cast %vecs : memref<2x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @printMemrefVector4x4xf32(%dvecs) : (memref<?x?xvector<4x4xf32>>) -> ()

  // nanoTime does not go back.
  %t0 = call @nanoTime() : () -> i64
  %t1 = call @nanoTime() : () -> i64
  %later = arith.cmpi sge, %t1, %t0 : i64
  %later64 = arith.extui %later : i1 to i64
  call @printI64(%later64) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}A,   B,   C],
// CHECK-NEXT:  [D,   E,   F]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 3 sizes = [3] strides = [1] data =
// CHECK-NEXT: [D,  E,  F]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-2,  32767,  -32768]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-0.0999756,  65504,  inf]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-0.100098,  3.00406e+38,  -nan]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [4, 5] strides = [5, 1]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = []
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.25,    1.25],
// CHECK-NEXT:   [2.25,    3.25]],
// CHECK-NEXT:  {{\[\[}}4.25,    5.25],
// CHECK-NEXT:   [6.25,    7.25]]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.25,    1.25],
// CHECK-NEXT:   [2.25,    3.25]],
// CHECK-NEXT:  {{\[\[}}4.25,    5.25],
// CHECK-NEXT:   [6.25,    7.25]]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 4 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}4.25,   5.25],
// CHECK-NEXT:  [6.25,   7.25]]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 7 sizes = [] strides = [] data =
// CHECK-NEXT: [7.25]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-1,  9223372036854775807]
// CHECK-NEXT: Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}((1, 2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15, 16.5)),   ((-1, -2, -3, -4),   (-5, -6, -7, -8),   (-9, -10, -11, -12),  (-13, -14, -15, -16.5))],
// CHECK-NEXT:  [((1, 2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15, 16.5)),   ((-1, -2, -3, -4),   (-5, -6, -7, -8),   (-9, -10, -11, -12),  (-13, -14, -15, -16.5))]]
// CHECK-NEXT: 1
