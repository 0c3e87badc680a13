// finalize-memref-to-llvm lowers the memref ops on ranked strided memrefs
// to llvm ops over memref descriptors: the CHECK lines are mlir-opt 19's
// output, and where mlir-opt 19 is installed the two tools' outputs must
// also be identical byte for byte, with and without locations. Function
// declarations (malloc, free, memrefCopy) go to the start of the module,
// the last one needed first.
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s
// RUN: assay-opt --finalize-memref-to-llvm %s | assay-opt | FileCheck %s
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm %s > %t.assay && %mlir_opt --finalize-memref-to-llvm %s > %t.mlir && diff %t.mlir %t.assay %}
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm --mlir-print-debuginfo %s > %t.assay.loc && %mlir_opt --finalize-memref-to-llvm --mlir-print-debuginfo %s > %t.mlir.loc && diff %t.mlir.loc %t.assay.loc %}
// RUN: assay-opt --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=NOMEMREF

// No memref op is left.
// NOMEMREF-NOT: memref.{{[a-z_]+ }}

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private constant @table(dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00{{\]\]}}> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: llvm.mlir.global external @counters() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT:   llvm.return %0 : !llvm.array<4 x i32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private @scale(1.000000e+00 : f64) {addr_space = 0 : i32, alignment = 64 : i64} : f64
// CHECK-NEXT: llvm.mlir.global external @declared() {addr_space = 0 : i32} : !llvm.array<4 x f32>

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @counters : memref<4xi32> = uninitialized
memref.global "private" @scale : memref<f64> = dense<1.0> {alignment = 64}
memref.global @declared : memref<4xf32>

// alloc (size in bytes from the shape, aligned by hand when asked),
// alloca, load and store (nontemporal), dim, dealloc.
// CHECK-LABEL: func.func @alloc_access(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.mul %1, %2 : i64
// CHECK-NEXT:   %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT:   %8 = llvm.call @malloc(%7) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %9 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.insertvalue %8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %12 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %13 = llvm.insertvalue %12, %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.insertvalue %2, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.insertvalue %1, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.insertvalue %1, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.insertvalue %3, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %19 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:   %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %21 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT:   %22 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT:   %25 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:   %26 = llvm.add %24, %25 : i64
// CHECK-NEXT:   %27 = llvm.call @malloc(%26) : (i64) -> !llvm.ptr
// CHECK-NEXT:   %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT:   %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %30 = llvm.sub %25, %29 : i64
// CHECK-NEXT:   %31 = llvm.add %28, %30 : i64
// CHECK-NEXT:   %32 = llvm.urem %31, %25  : i64
// CHECK-NEXT:   %33 = llvm.sub %31, %32 : i64
// CHECK-NEXT:   %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
// CHECK-NEXT:   %35 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %36 = llvm.insertvalue %27, %35[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %40 = llvm.insertvalue %18, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %41 = llvm.insertvalue %19, %40[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %42 = llvm.insertvalue %19, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %43 = llvm.insertvalue %20, %42[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %46 = llvm.alloca %44 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:   %47 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %48 = llvm.insertvalue %46, %47[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %49 = llvm.insertvalue %46, %48[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %50 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %51 = llvm.insertvalue %50, %49[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %52 = llvm.insertvalue %44, %51[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %53 = llvm.insertvalue %45, %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %54 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %55 = llvm.alloca %1 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:   %56 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %57 = llvm.insertvalue %55, %56[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %59 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %60 = llvm.insertvalue %59, %58[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %61 = llvm.insertvalue %1, %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %62 = llvm.insertvalue %54, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %63 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %64 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %65 = llvm.mul %0, %64 : i64
// CHECK-NEXT:   %66 = llvm.add %65, %0 : i64
// CHECK-NEXT:   %67 = llvm.getelementptr %63[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %arg2, %67 : f32, !llvm.ptr
// CHECK-NEXT:   %68 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %69 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %70 = llvm.mul %0, %69 : i64
// CHECK-NEXT:   %71 = llvm.add %70, %0 : i64
// CHECK-NEXT:   %72 = llvm.getelementptr %68[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %73 = llvm.load %72 {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT:   %74 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %75 = llvm.mlir.constant(5 : index) : i64
// CHECK-NEXT:   %76 = llvm.mul %0, %75 : i64
// CHECK-NEXT:   %77 = llvm.add %76, %0 : i64
// CHECK-NEXT:   %78 = llvm.getelementptr %74[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %73, %78 {nontemporal} : f32, !llvm.ptr
// CHECK-NEXT:   %79 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %80 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %81 = llvm.alloca %79 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %80, %81 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT:   %82 = llvm.getelementptr %81[0, %0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT:   %83 = llvm.load %82 : !llvm.ptr -> i64
// CHECK-NEXT:   %84 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %85 = llvm.getelementptr %84[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %73, %85 : f32, !llvm.ptr
// CHECK-NEXT:   %86 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%86) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %87 = llvm.extractvalue %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   llvm.call @free(%87) : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %73 : f32
// CHECK-NEXT: }
func.func @alloc_access(%n: index, %i: index, %v: f32) -> f32 {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloc() {alignment = 32} : memref<3x5xf32>
  %s = memref.alloca() {alignment = 16} : memref<8xf32>
  %t = memref.alloca(%n) : memref<?xf32>
  memref.store %v, %a[%i, %i] : memref<4x?xf32>
  %x = memref.load %a[%i, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %x, %b[%i, %i] {nontemporal = true} : memref<3x5xf32>
  %d = memref.dim %a, %i : memref<4x?xf32>
  memref.store %x, %t[%d] : memref<?xf32>
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %b : memref<3x5xf32>
  return %x : f32
}

// get_global: a descriptor of the global's array whose allocated pointer
// is 0xdeadbeef.
// CHECK-LABEL: func.func @globals(%arg0: index) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %2 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT:   %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %6 = llvm.getelementptr %5[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT:   %8 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT:   %9 = llvm.getelementptr %8[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT:   %10 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
// CHECK-NEXT:   %12 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %14 = llvm.insertvalue %9, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.insertvalue %1, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.insertvalue %2, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %2, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %20 = llvm.insertvalue %3, %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %21 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %22 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:   %23 = llvm.mul %0, %22 : i64
// CHECK-NEXT:   %24 = llvm.add %23, %0 : i64
// CHECK-NEXT:   %25 = llvm.getelementptr %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %26 = llvm.load %25 : !llvm.ptr -> f32
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %29 = llvm.getelementptr %28[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:   %31 = llvm.mlir.addressof @scale : !llvm.ptr
// CHECK-NEXT:   %32 = llvm.getelementptr %31[0] : (!llvm.ptr) -> !llvm.ptr, f64
// CHECK-NEXT:   %33 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:   %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
// CHECK-NEXT:   %35 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   return %26 : f32
// CHECK-NEXT: }
func.func @globals(%i: index) -> f32 {
  %g = memref.get_global @table : memref<2x3xf32>
  %x = memref.load %g[%i, %i] : memref<2x3xf32>
  %s = memref.get_global @scale : memref<f64>
  return %x : f32
}

// Views that only rebuild the descriptor.
// CHECK-LABEL: func.func @views(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: memref<64xi8>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : memref<64xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %6 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.insertvalue %5, %4[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %10 = llvm.insertvalue %1, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %11 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %14 = llvm.insertvalue %13, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %16 = llvm.insertvalue %15, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %18 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %19 = llvm.insertvalue %18, %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %21 = llvm.getelementptr %20[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:   %22 = llvm.insertvalue %21, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %25 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %26 = llvm.insertvalue %25, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %28 = llvm.insertvalue %27, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %29 = llvm.insertvalue %1, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %30 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:   %31 = llvm.insertvalue %30, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %32 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %33 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %34 = llvm.insertvalue %33, %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %35 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %36 = llvm.insertvalue %35, %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %37 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %39 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %40 = llvm.insertvalue %39, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %41 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %42 = llvm.insertvalue %41, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %43 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %44 = llvm.insertvalue %43, %42[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %45 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %46 = llvm.insertvalue %45, %44[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %47 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %48 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %49 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %50 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %51 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %52 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %53 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %54 = llvm.addrspacecast %47 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %55 = llvm.addrspacecast %48 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:   %56 = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %57 = llvm.insertvalue %54, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %58 = llvm.insertvalue %55, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %59 = llvm.insertvalue %49, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %60 = llvm.insertvalue %50, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %61 = llvm.insertvalue %52, %60[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %62 = llvm.insertvalue %51, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %63 = llvm.insertvalue %53, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @views(%a: memref<?x?xf32>, %n: index, %m: index, %buf: memref<64xi8>) {
  %0 = memref.reinterpret_cast %a to offset: [%n], sizes: [%m, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.view %buf[%n][%m] : memref<64xi8> to memref<?x4xf32>
  %2 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %3 = memref.memory_space_cast %a : memref<?x?xf32> to memref<?x?xf32, 1>
  return
}

// Casts, metadata, rank, assume_alignment.
// CHECK-LABEL: func.func @metadata(%arg0: memref<4x?xf32>, %arg1: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg2: memref<*xf32>) -> (index, index) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %4 = llvm.alloca %3 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %2, %4 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %6 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %8 = llvm.insertvalue %4, %7[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %9 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %10 = llvm.load %9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %11 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:   %12 = llvm.extractvalue %2[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %13 = builtin.unrealized_conversion_cast %12 : i64 to index
// CHECK-NEXT:   %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:   %15 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %16 = builtin.unrealized_conversion_cast %15 : i64 to index
// CHECK-NEXT:   %17 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %18 = llvm.getelementptr %17[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %20 = llvm.add %19, %11 : i64
// CHECK-NEXT:   %21 = llvm.getelementptr %18[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:   %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT:   %23 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
// CHECK-NEXT:   %25 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %26 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %27 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:   %28 = llvm.insertvalue %25, %27[0] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %29 = llvm.insertvalue %26, %28[1] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %31 = llvm.insertvalue %30, %29[2] : !llvm.struct<(ptr, ptr, i64)> 
// CHECK-NEXT:   %32 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %33 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %34 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %35 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %36 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %37 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %39 = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT:   %40 = llvm.ptrtoint %37 : !llvm.ptr to i64
// CHECK-NEXT:   %41 = llvm.and %40, %39  : i64
// CHECK-NEXT:   %42 = llvm.icmp "eq" %41, %38 : i64
// CHECK-NEXT:   "llvm.intr.assume"(%42) : (i1) -> ()
// CHECK-NEXT:   return %13, %16 : index, index
// CHECK-NEXT: }
func.func @metadata(%a: memref<4x?xf32>, %b: memref<4x?xf32, strided<[?, 1], offset: ?>>, %u: memref<*xf32>) -> (index, index) {
  %0 = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %1 = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  %ur = memref.rank %u : memref<*xf32>
  %ud = memref.dim %u, %c1 : memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4x?xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %b : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  memref.assume_alignment %a, 16 : memref<4x?xf32>
  return %d, %ur : index, index
}

// copy: llvm.intr.memcpy between contiguous memrefs, memrefCopy
// otherwise.
// CHECK-LABEL: func.func @copies(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x?xf32, strided<[?, 1], offset: ?>>, %arg3: memref<4x?xf32>, %arg4: memref<*xf32>) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg4 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg3 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg2 : memref<4x?xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = builtin.unrealized_conversion_cast %arg1 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %4 = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %6 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %7 = llvm.mul %5, %6 : i64
// CHECK-NEXT:   %8 = llvm.extractvalue %4[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %9 = llvm.mul %7, %8 : i64
// CHECK-NEXT:   %10 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %11 = llvm.getelementptr %10[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
// CHECK-NEXT:   %13 = llvm.mul %9, %12 : i64
// CHECK-NEXT:   %14 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %15 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %17 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %18 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %19 = llvm.getelementptr %17[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   "llvm.intr.memcpy"(%19, %16, %13) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:   %20 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   %21 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %23 = llvm.alloca %22 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %2, %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %24 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %25 = llvm.insertvalue %21, %24[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %27 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %29 = llvm.alloca %28 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %1, %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %30 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %31 = llvm.insertvalue %27, %30[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %32 = llvm.insertvalue %29, %31[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %33 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %34 = llvm.alloca %33 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %26, %34 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %35 = llvm.alloca %33 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %32, %35 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %36 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %37 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
// CHECK-NEXT:   llvm.call @memrefCopy(%38, %34, %35) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.intr.stackrestore %20 : !llvm.ptr
// CHECK-NEXT:   %39 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:   %40 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:   %41 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %42 = llvm.alloca %41 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %4, %42 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:   %43 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   %44 = llvm.insertvalue %40, %43[0] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(i64, ptr)> 
// CHECK-NEXT:   %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:   %47 = llvm.alloca %46 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %0, %47 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %48 = llvm.alloca %46 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %45, %48 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:   %49 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %50 = llvm.getelementptr %49[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:   %51 = llvm.ptrtoint %50 : !llvm.ptr to i64
// CHECK-NEXT:   llvm.call @memrefCopy(%51, %47, %48) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.intr.stackrestore %39 : !llvm.ptr
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @copies(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x?xf32, strided<[?, 1], offset: ?>>, %d: memref<4x?xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  memref.copy %c, %d : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32>
  memref.copy %u, %a : memref<*xf32> to memref<4x8xf32>
  return
}

// atomic_rmw (acq_rel) and prefetch.
// CHECK-LABEL: func.func @atomics(%arg0: f32, %arg1: i32, %arg2: memref<?x?xf32>, %arg3: memref<4xi32>, %arg4: index) -> (f32, i32) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg3 : memref<4xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg2 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %5 = llvm.mul %1, %4 : i64
// CHECK-NEXT:   %6 = llvm.add %5, %1 : i64
// CHECK-NEXT:   %7 = llvm.getelementptr %3[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %8 = llvm.atomicrmw fadd %7, %arg0 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:   %9 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %10 = llvm.getelementptr %9[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %11 = llvm.atomicrmw max %10, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:   %12 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %13 = llvm.getelementptr %12[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   %14 = llvm.atomicrmw xchg %13, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT:   %15 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %16 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %17 = llvm.mul %1, %16 : i64
// CHECK-NEXT:   %18 = llvm.add %17, %1 : i64
// CHECK-NEXT:   %19 = llvm.getelementptr %15[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   "llvm.intr.prefetch"(%19) <{cache = 0 : i32, hint = 1 : i32, rw = 1 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:   %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %21 = llvm.getelementptr %20[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   "llvm.intr.prefetch"(%21) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT:   return %8, %11 : f32, i32
// CHECK-NEXT: }
func.func @atomics(%v: f32, %k: i32, %a: memref<?x?xf32>, %b: memref<4xi32>, %i: index) -> (f32, i32) {
  %0 = memref.atomic_rmw addf %v, %a[%i, %i] : (f32, memref<?x?xf32>) -> f32
  %1 = memref.atomic_rmw maxs %k, %b[%i] : (i32, memref<4xi32>) -> i32
  %2 = memref.atomic_rmw assign %k, %b[%i] : (i32, memref<4xi32>) -> i32
  memref.prefetch %a[%i, %i], write, locality<1>, instr : memref<?x?xf32>
  memref.prefetch %b[%i], read, locality<3>, data : memref<4xi32>
  return %0, %1 : f32, i32
}

// Accesses through a nonzero offset: the aligned pointer moves by the
// offset first, then by the indices.
// CHECK-LABEL: func.func @offsets(%arg0: memref<2x2xf32, strided<[8, 1], offset: 18>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf32, strided<[?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : memref<2x2xf32, strided<[8, 1], offset: 18>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// CHECK-NEXT:   %4 = llvm.mlir.constant(18 : index) : i64
// CHECK-NEXT:   %5 = llvm.getelementptr %3[%4] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:   %7 = llvm.mul %1, %6 : i64
// CHECK-NEXT:   %8 = llvm.add %7, %1 : i64
// CHECK-NEXT:   %9 = llvm.getelementptr %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT:   %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %12 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %15 = llvm.mul %1, %14 : i64
// CHECK-NEXT:   %16 = llvm.getelementptr %13[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   llvm.store %10, %16 : f32, !llvm.ptr
// CHECK-NEXT:   %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %18 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %19 = llvm.getelementptr %17[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %20 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:   %21 = llvm.mul %1, %20 : i64
// CHECK-NEXT:   %22 = llvm.getelementptr %19[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:   %23 = llvm.atomicrmw fadd %22, %arg3 acq_rel : !llvm.ptr, f32
// CHECK-NEXT:   return %23 : f32
func.func @offsets(%a: memref<2x2xf32, strided<[8, 1], offset: 18>>, %b: memref<?xf32, strided<[?], offset: ?>>, %i: index, %v: f32) -> f32 {
  %x = memref.load %a[%i, %i] : memref<2x2xf32, strided<[8, 1], offset: 18>>
  memref.store %x, %b[%i] : memref<?xf32, strided<[?], offset: ?>>
  %y = memref.atomic_rmw addf %v, %b[%i] : (f32, memref<?xf32, strided<[?], offset: ?>>) -> f32
  return %y : f32
}
