// convert-func-to-llvm=use-bare-ptr-memref-call-conv: a memref of static
// shape, strides and offset crosses function boundaries as one pointer (the
// aligned one at calls; the allocated one when returned), rebuilt into a
// descriptor of constant sizes and strides on the other side; no
// C-interface wrapper is made. The CHECK lines are mlir-opt 19's output, and
// the two tools' outputs must be identical.
// RUN: assay-opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s > %t.assay && %mlir_opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: assay-opt --convert-func-to-llvm=use-bare-ptr-memref-call-conv %s | FileCheck %s --check-prefix=BARE
// BARE-NOT: _mlir_ciface_

func.func @f(%a: memref<4xf32>, %b: memref<2x3xi32, 1>, %i: index) -> memref<4xf32> {
  %0 = call @f(%a, %b, %i) : (memref<4xf32>, memref<2x3xi32, 1>, index) -> memref<4xf32>
  return %0 : memref<4xf32>
}

func.func @two(%a: memref<4xf32, strided<[1], offset: 2>>) -> (memref<4xf32, strided<[1], offset: 2>>, i32) attributes {llvm.emit_c_interface} {
  %c = arith.constant 3 : i32
  %r:2 = call @two(%a) : (memref<4xf32, strided<[1], offset: 2>>) -> (memref<4xf32, strided<[1], offset: 2>>, i32)
  return %r#0, %c : memref<4xf32, strided<[1], offset: 2>>, i32
}

func.func private @ext(memref<f64>) -> memref<f64> attributes {llvm.emit_c_interface}

// mlir-opt 19's output:
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: i64) -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %10 = llvm.insertvalue %9, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xi32, 1>
// CHECK-NEXT:   %14 = builtin.unrealized_conversion_cast %13 : memref<2x3xi32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %15 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %16 = llvm.insertvalue %arg0, %15[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %17 = llvm.insertvalue %arg0, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %20 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %21 = llvm.insertvalue %20, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %23 = llvm.insertvalue %22, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:   %25 = builtin.unrealized_conversion_cast %24 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %27 = llvm.extractvalue %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %28 = llvm.call @f(%26, %27, %arg2) : (!llvm.ptr, !llvm.ptr<1>, i64) -> !llvm.ptr
// CHECK-NEXT:   %29 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %34 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %35 = llvm.insertvalue %34, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %36 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %37 = llvm.insertvalue %36, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %38 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %38 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @two(%arg0: !llvm.ptr) -> !llvm.struct<(ptr, i32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:   %10 = builtin.unrealized_conversion_cast %9 : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %11 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT:   %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %13 = llvm.call @two(%12) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   %14 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   %15 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   %16 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %17 = llvm.insertvalue %14, %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %18 = llvm.insertvalue %14, %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %21 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %23 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %24 = llvm.insertvalue %23, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %25 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %26 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   %27 = llvm.insertvalue %25, %26[0] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   %28 = llvm.insertvalue %11, %27[1] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   llvm.return %28 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @ext(!llvm.ptr) -> !llvm.ptr attributes {llvm.emit_c_interface, sym_visibility = "private"}
