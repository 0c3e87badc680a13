// llvm.emit_c_interface: each function gets `_mlir_ciface_<name>`, which
// takes memrefs by a pointer to their descriptor and returns a struct result
// through a pointer first argument. A definition is called from a new
// wrapper; a declaration becomes a private definition that calls the
// external wrapper with stack copies of the descriptors. The CHECK lines
// are mlir-opt 19's output, and the two tools' outputs must be identical.
// RUN: assay-opt --convert-func-to-llvm %s | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm %s > %t.assay && %mlir_opt --convert-func-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --convert-func-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: %if mlir-opt %{ assay-opt --convert-func-to-llvm=index-bitwidth=32 %s > %t.assay.32 && %mlir_opt --convert-func-to-llvm=index-bitwidth=32 %s > %t.mlir.32 && diff %t.mlir.32 %t.assay.32 %}

func.func @scale(%m: memref<?x4xf32>, %k: f32 {llvm.noundef}) -> f32 attributes {llvm.emit_c_interface} {
  return %k : f32
}

func.func @pair(%u: memref<*xf32>, %n: i64) -> (memref<2xf32>, i64) attributes {llvm.emit_c_interface} {
  %0 = call @get(%u) : (memref<*xf32>) -> memref<2xf32>
  return %0, %n : memref<2xf32>, i64
}

func.func private @get(memref<*xf32>) -> memref<2xf32> attributes {llvm.emit_c_interface}
func.func private @put(memref<3x?xi32>, i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface}
func.func nested @noargs() attributes {llvm.emit_c_interface}

// mlir-opt 19's output:
// CHECK-LABEL: llvm.func @scale(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: f32 {llvm.noundef}) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   llvm.return %arg7 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_scale(%arg0: !llvm.ptr, %arg1: f32 {llvm.noundef}) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.call @scale(%1, %2, %3, %4, %5, %6, %7, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, f32) -> f32
// CHECK-NEXT:   llvm.return %8 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @pair(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %3 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %6 = llvm.extractvalue %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %7 = llvm.call @get(%5, %6) : (i64, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:   %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:   %10 = llvm.insertvalue %arg2, %9[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:   llvm.return %10 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_pair(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:   %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = llvm.call @pair(%1, %2, %arg2) : (i64, !llvm.ptr, i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>
// CHECK-NEXT:   llvm.store %3, %arg0 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)>, !llvm.ptr
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func private @get(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   llvm.call @_mlir_ciface_get(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_get(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func private @put(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %10 = llvm.call @_mlir_ciface_put(%9, %arg7) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT:   llvm.return %10 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_put(!llvm.ptr, i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func private @noargs() attributes {llvm.emit_c_interface, sym_visibility = "nested"} {
// CHECK-NEXT:   llvm.call @_mlir_ciface_noargs() : () -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @_mlir_ciface_noargs() attributes {llvm.emit_c_interface, sym_visibility = "nested"}
