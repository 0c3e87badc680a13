// The runner-utils print functions print what mlir-cpu-runner 19 prints:
// floats as printf's %g (nan, inf, -0, exponents), integers signed and
// unsigned, and memrefs of every rank, including unit dimensions and rank 0.
// RUN: assay-run --interp -e main --entry-point-result=void %s | FileCheck %s
// RUN: %if mlir-cpu-runner %{ mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}
// RUN: %if mlir-cpu-runner && assay-runner-utils %{ env ASSAY_RUNNER_UTILS=%assay_runner_utils mlir-cpu-run.sh -e main --entry-point-result=void %s | FileCheck %s %}

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefInd(memref<*xindex>)
func.func @fill(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.addf %f, %h : f32
    memref.store %g, %m[%i] : memref<?xf32>
  }
  return
}
func.func @main() {
  %a = memref.alloc() : memref<24xf32>
  %ad = memref.cast %a : memref<24xf32> to memref<?xf32>
  call @fill(%ad) : (memref<?xf32>) -> ()
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %ub = memref.cast %b : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = memref.subview %b[0, 0, 0][1, 1, 1][1, 1, 1] : memref<2x3x4xf32> to memref<1x1x1xf32, strided<[12, 4, 1]>>
  %uc = memref.cast %c : memref<1x1x1xf32, strided<[12, 4, 1]>> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %d = memref.subview %b[1, 0, 1][1, 3, 2][1, 1, 2] : memref<2x3x4xf32> to memref<1x3x2xf32, strided<[12, 4, 2], offset: 13>>
  %ud = memref.cast %d : memref<1x3x2xf32, strided<[12, 4, 2], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %e = memref.subview %b[1, 0, 1][1, 3, 1][1, 1, 1] : memref<2x3x4xf32> to memref<3x1xf32, strided<[4, 1], offset: 13>>
  %ue = memref.cast %e : memref<3x1xf32, strided<[4, 1], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %f = memref.subview %a[3][1][1] : memref<24xf32> to memref<1xf32, strided<[1], offset: 3>>
  %uf = memref.cast %f : memref<1xf32, strided<[1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %g = memref.subview %a[5][1][1] : memref<24xf32> to memref<f32, strided<[], offset: 5>>
  %ug = memref.cast %g : memref<f32, strided<[], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%ug) : (memref<*xf32>) -> ()
  %i8 = memref.alloc() : memref<2x2xi8>
  %i16 = memref.alloc() : memref<2x2xi16>
  %i32 = memref.alloc() : memref<2x2xi32>
  %i64 = memref.alloc() : memref<2x2xi64>
  %ix = memref.alloc() : memref<2x2xindex>
  %f64 = memref.alloc() : memref<2x2xf64>
  %f16 = memref.alloc() : memref<2x2xf16>
  %bf16 = memref.alloc() : memref<2x2xbf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %k0 = arith.muli %i, %c2 : index
      %k = arith.addi %k0, %j : index
      %k64 = arith.index_cast %k : index to i64
      %m = arith.constant 65 : i64
      %v = arith.addi %k64, %m : i64
      %n = arith.constant -100 : i64
      %w = arith.muli %v, %n : i64
      %v8 = arith.trunci %v : i64 to i8
      %v16 = arith.trunci %w : i64 to i16
      %v32 = arith.trunci %w : i64 to i32
      memref.store %v8, %i8[%i, %j] : memref<2x2xi8>
      memref.store %v16, %i16[%i, %j] : memref<2x2xi16>
      memref.store %v32, %i32[%i, %j] : memref<2x2xi32>
      memref.store %w, %i64[%i, %j] : memref<2x2xi64>
      memref.store %k, %ix[%i, %j] : memref<2x2xindex>
      %fd = arith.sitofp %w : i64 to f64
      %t = arith.constant 3.0 : f64
      %fq = arith.divf %fd, %t : f64
      memref.store %fq, %f64[%i, %j] : memref<2x2xf64>
      %fh = arith.truncf %fq : f64 to f16
      memref.store %fh, %f16[%i, %j] : memref<2x2xf16>
      %fb = arith.truncf %fq : f64 to bf16
      memref.store %fb, %bf16[%i, %j] : memref<2x2xbf16>
    }
  }
  %u8 = memref.cast %i8 : memref<2x2xi8> to memref<*xi8>
  %u16 = memref.cast %i16 : memref<2x2xi16> to memref<*xi16>
  %u32 = memref.cast %i32 : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%u32) : (memref<*xi32>) -> ()
  %u64 = memref.cast %i64 : memref<2x2xi64> to memref<*xi64>
  call @printMemrefI64(%u64) : (memref<*xi64>) -> ()
  %uix = memref.cast %ix : memref<2x2xindex> to memref<*xindex>
  call @printMemrefInd(%uix) : (memref<*xindex>) -> ()
  %uf64 = memref.cast %f64 : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%uf64) : (memref<*xf64>) -> ()
  %uf16 = memref.cast %f16 : memref<2x2xf16> to memref<*xf16>
  %ubf16 = memref.cast %bf16 : memref<2x2xbf16> to memref<*xbf16>
  %x1 = arith.constant 3.0e38 : f32
  %x2 = arith.constant 1.17549435e-38 : f32
  %x3 = arith.constant 123456.7 : f32
  %x4 = arith.constant 0.0001 : f32
  %x5 = arith.constant 0xFFC00000 : f32
  call @printF32(%x1) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%x2) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%x3) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%x4) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%x5) : (f32) -> ()
  call @printNewline() : () -> ()
  %y1 = arith.constant 1.0e300 : f64
  %y2 = arith.constant 4.9e-324 : f64
  %y3 = arith.constant 0x7FF0000000000000 : f64
  call @printOpen() : () -> ()
  call @printF64(%y1) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%y2) : (f64) -> ()
  call @printComma() : () -> ()
  call @printF64(%y3) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %z = arith.constant -9223372036854775808 : i64
  call @printI64(%z) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%z) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.5,    1.5,    2.5,    3.5],
// CHECK-NEXT: {{\[}}4.5,    5.5,    6.5,    7.5],
// CHECK-NEXT: {{\[}}8.5,    9.5,    10.5,    11.5]],
// CHECK-NEXT: {{\[\[}}12.5,    13.5,    14.5,    15.5],
// CHECK-NEXT: {{\[}}16.5,    17.5,    18.5,    19.5],
// CHECK-NEXT: {{\[}}20.5,    21.5,    22.5,    23.5]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = [1, 1, 1] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.5]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 13 sizes = [1, 3, 2] strides = [12, 4, 2] data =
// CHECK-NEXT: {{\[\[\[}}13.5,    15.5],
// CHECK-NEXT: {{\[}}17.5,    19.5],
// CHECK-NEXT: {{\[}}21.5,    23.5]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 13 sizes = [3, 1] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}13.5],
// CHECK-NEXT: {{\[}}17.5],
// CHECK-NEXT: {{\[}}21.5]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 3 sizes = [1] strides = [1] data =
// CHECK-NEXT: {{\[}}3.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 5 sizes = [] strides = [] data =
// CHECK-NEXT: {{\[}}5.5]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-6500,   -6600],
// CHECK-NEXT: {{\[}}-6700,   -6800]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-6500,   -6600],
// CHECK-NEXT: {{\[}}-6700,   -6800]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1],
// CHECK-NEXT: {{\[}}2,   3]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-2166.67,   -2200],
// CHECK-NEXT: {{\[}}-2233.33,   -2266.67]]
// CHECK-NEXT: 3e+38, 1.17549e-38, 123457, 0.0001, -nan
// CHECK-NEXT: ( 1e+300, 4.94066e-324, inf )
// CHECK-NEXT: -9223372036854775808, 9223372036854775808
