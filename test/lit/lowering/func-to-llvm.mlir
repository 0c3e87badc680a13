// convert-func-to-llvm in the default calling convention: memref arguments
// expand to their descriptor's fields and are rebuilt at the entry, calls
// unpack them, several results travel as one struct, function values are
// addresses. The CHECK lines are mlir-opt 19's output, and where mlir-opt
// 19 is installed the two tools' outputs must be identical byte for byte,
// with and without locations, and with index-bitwidth=32. An unranked
// result's descriptor is copied to the heap and back (malloc, free).
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s
// RUN: assay-opt --convert-func-to-llvm %s | assay-opt | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm %s > %t.assay && %mlir_opt --convert-func-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-func-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm=index-bitwidth=32 %s > %t.assay.32 && %mlir_opt --convert-func-to-llvm=index-bitwidth=32 %s > %t.mlir.32 && diff %t.mlir.32 %t.assay.32 %}
// RUN: assay-opt --convert-func-to-llvm=index-bitwidth=32 %s | FileCheck %s --check-prefix=I32
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s --check-prefix=NOFUNC

// NOFUNC-NOT: func.

func.func private @ext(i32, memref<?xf32>) -> (i32, f32)
func.func private @attrs(i32 {llvm.noundef}, memref<8xi32, 3> {llvm.noalias}) -> (i32 {llvm.zeroext})

func.func @scalars(%a: i32, %b: f64, %i: index) -> index {
  return %i : index
}

func.func @calls(%a: i32, %m: memref<?xf32>) -> (i32, f32) {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  cf.br ^bb1(%s : i32)
^bb1(%x: i32):
  %r:2 = call @ext(%x, %m) : (i32, memref<?xf32>) -> (i32, f32)
  return %r#0, %r#1 : i32, f32
}

func.func @ranks(%s: memref<f32>, %m: memref<4x?xf32, strided<[?, 1], offset: ?>>, %u: memref<*xi8>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %f = constant @ranks : (memref<f32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xi8>) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
  %r = call_indirect %f(%s, %m, %u) : (memref<f32>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xi8>) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

func.func @vectors(%v: vector<2x3xf32>, %w: vector<4xindex>, %z: vector<f32>) -> vector<2x3xf32> attributes {llvm.linkage = #llvm.linkage<internal>, note = "kept"} {
  return %v : vector<2x3xf32>
}

func.func @arg_attrs(%a: i32 {llvm.signext}, %m: memref<8xi32, 3> {llvm.noalias}) -> (i32 {llvm.signext}) {
  %0 = call @attrs(%a, %m) : (i32, memref<8xi32, 3>) -> i32
  return %0 : i32
}

func.func @none() {
  call @none() : () -> ()
  return
}

// An unranked result's ranked descriptor is copied to the heap by the
// callee, and back to the stack by the caller, which frees the heap copy.
func.func private @make(i32) -> (memref<*xf32>, i32)
func.func @unranked(%u: memref<*xf32, 3>) -> memref<*xf32, 3> {
  %c = arith.constant 2 : i32
  %0:2 = call @make(%c) : (i32) -> (memref<*xf32>, i32)
  return %u : memref<*xf32, 3>
}

// A public function's visibility is not spelled out; discardable attributes
// of calls, returns and function values stay.
func.func public @visible() -> i32 {
  %f = "func.constant"() {value = @visible, note} : () -> (() -> i32)
  %r = call_indirect %f() {kept} : () -> i32
  %s = call @visible() {kept = 1 : i32} : () -> i32
  return {kept} %r : i32
}

// mlir-opt 19's output:
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @attrs(i32 {llvm.noundef}, !llvm.ptr<3>, !llvm.ptr<3>, i64, i64, i64) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @scalars(%arg0: i32, %arg1: f64, %arg2: i64) -> i64 {
// CHECK-NEXT:   llvm.return %arg2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(i32, f32)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %9 = llvm.add %arg0, %8 : i32
// CHECK-NEXT:   llvm.br ^bb1(%9 : i32)
// CHECK-NEXT: ^bb1(%10: i32):  // pred: ^bb0
// CHECK-NEXT:   %11 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %13 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %14 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %15 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %16 = llvm.call @ext(%10, %11, %12, %13, %14, %15) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %17 = llvm.extractvalue %16[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %18 = llvm.extractvalue %16[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %19 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %20 = llvm.insertvalue %17, %19[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   llvm.return %21 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @ranks(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg10, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg11, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xi8>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xi8> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg3, %5[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg4, %6[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.insertvalue %arg5, %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.insertvalue %arg6, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %arg8, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.insertvalue %arg7, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %12 = llvm.insertvalue %arg9, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %16 = llvm.insertvalue %arg0, %15[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %17 = llvm.insertvalue %arg1, %16[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %18 = llvm.insertvalue %arg2, %17[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:   %20 = builtin.unrealized_conversion_cast %19 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %21 = llvm.mlir.addressof @ranks : !llvm.ptr
// CHECK-NEXT:   %22 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %23 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %24 = llvm.extractvalue %20[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %25 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %26 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %27 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %28 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %29 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %30 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %31 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %32 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %33 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %34 = llvm.call %21(%22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   llvm.return %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func internal @vectors(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<4xi64>, %arg2: vector<1xf32>) -> !llvm.array<2 x vector<3xf32>> attributes {note = "kept"} {
// CHECK-NEXT:   llvm.return %arg0 : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @arg_attrs(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<3>, %arg3: i64, %arg4: i64, %arg5: i64) -> (i32 {llvm.signext}) {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi32, 3>
// CHECK-NEXT:   %7 = builtin.unrealized_conversion_cast %6 : memref<8xi32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %12 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %13 = llvm.call @attrs(%arg0, %8, %9, %10, %11, %12) : (i32, !llvm.ptr<3>, !llvm.ptr<3>, i64, i64, i64) -> i32
// CHECK-NEXT:   llvm.return %13 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @none() {
// CHECK-NEXT:   llvm.call @none() : () -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @make(i32) -> !llvm.struct<(struct<(i64, ptr)>, i32)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @unranked(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32, 3>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %6 = llvm.call @make(%5) : (i32) -> !llvm.struct<(struct<(i64, ptr)>, i32)>
// CHECK-NEXT:   %7 = llvm.extractvalue %6[0] : !llvm.struct<(struct<(i64, ptr)>, i32)>
// CHECK-NEXT:   %8 = llvm.extractvalue %6[1] : !llvm.struct<(struct<(i64, ptr)>, i32)>
// CHECK-NEXT:   %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %12 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %13 = llvm.mul %10, %12 : i64
// CHECK-NEXT:   %14 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %15 = llvm.mul %10, %14 : i64
// CHECK-NEXT:   %16 = llvm.add %15, %9 : i64
// CHECK-NEXT:   %17 = llvm.mul %16, %11 : i64
// CHECK-NEXT:   %18 = llvm.add %13, %17 : i64
// CHECK-NEXT:   %19 = llvm.alloca %18 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %20 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   "llvm.intr.memcpy"(%19, %20, %18) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   llvm.call @free(%20) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %21 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %22 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %24 = llvm.insertvalue %19, %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %26 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %29 = llvm.mul %26, %28 : i64
// CHECK-NEXT:   %30 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %31 = llvm.mul %26, %30 : i64
// CHECK-NEXT:   %32 = llvm.add %31, %25 : i64
// CHECK-NEXT:   %33 = llvm.mul %32, %27 : i64
// CHECK-NEXT:   %34 = llvm.add %29, %33 : i64
// CHECK-NEXT:   %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %36 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   "llvm.intr.memcpy"(%35, %36, %34) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   %37 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %38 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %39 = llvm.insertvalue %38, %37[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %40 = llvm.insertvalue %35, %39[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   llvm.return %40 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @visible() -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @visible {note} : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.call %0() {kept} : !llvm.ptr, () -> i32
// CHECK-NEXT:   %2 = llvm.call @visible() {kept = 1 : i32} : () -> i32
// CHECK-NEXT:   llvm.return {kept} %1 : i32
// CHECK-NEXT: }

// With index-bitwidth=32 the index type, offsets, sizes and strides are i32.
// I32: llvm.func @malloc(i32) -> !llvm.ptr
// I32: llvm.func @ext(i32, !llvm.ptr, !llvm.ptr, i32, i32, i32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// I32: llvm.func @scalars(%arg0: i32, %arg1: f64, %arg2: i32) -> i32 {
// I32: llvm.func internal @vectors(%arg0: !llvm.array<2 x vector<3xf32>>, %arg1: vector<4xi32>, %arg2: vector<1xf32>) -> !llvm.array<2 x vector<3xf32>> attributes {note = "kept"} {
