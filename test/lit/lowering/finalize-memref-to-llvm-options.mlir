// The options of finalize-memref-to-llvm, as mlir-opt 19 has them:
// use-aligned-alloc allocates with aligned_alloc (alignment: the op's, or
// the element size rounded up to a power of two and at least 16; the size
// rounded up to a multiple of it unless it is one), use-generic-functions
// calls _mlir_memref_to_llvm_alloc/aligned_alloc/free, index-bitwidth=32
// makes index and the descriptor's fields i32 (the stack slot counts stay
// i64). The CHECK lines are mlir-opt 19's output; where it is installed
// the outputs must be identical.
// RUN: assay-opt --finalize-memref-to-llvm=use-aligned-alloc=1 %s | FileCheck %s --check-prefix=ALIGNED
// RUN: assay-opt --finalize-memref-to-llvm=use-generic-functions=1 %s | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt --finalize-memref-to-llvm=index-bitwidth=32 %s | FileCheck %s --check-prefix=INDEX32
// RUN: assay-opt "--finalize-memref-to-llvm=use-aligned-alloc=1 use-generic-functions=1" %s | FileCheck %s --check-prefix=BOTH
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm=use-aligned-alloc=1 %s > %t.a1 && %mlir_opt --finalize-memref-to-llvm=use-aligned-alloc=1 %s > %t.m1 && diff %t.m1 %t.a1 %}
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm=use-generic-functions=1 %s > %t.a2 && %mlir_opt --finalize-memref-to-llvm=use-generic-functions=1 %s > %t.m2 && diff %t.m2 %t.a2 %}
// RUN: %if mlir-opt %{ assay-opt --finalize-memref-to-llvm=index-bitwidth=32 %s > %t.a3 && %mlir_opt --finalize-memref-to-llvm=index-bitwidth=32 %s > %t.m3 && diff %t.m3 %t.a3 %}
// ALIGNED: llvm.func @free(!llvm.ptr)
// ALIGNED-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// ALIGNED-NEXT: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr

// ALIGNED-LABEL: func.func @alloc(%arg0: index, %arg1: index, %arg2: memref<*xf32>) -> f32 {
// ALIGNED-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ALIGNED-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT:   %3 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %5 = llvm.mul %2, %3 : i64
// ALIGNED-NEXT:   %6 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT:   %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT:   %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// ALIGNED-NEXT:   %9 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT:   %10 = llvm.call @aligned_alloc(%9, %8) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT:   %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT:   %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %14 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT:   %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %16 = llvm.insertvalue %3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %17 = llvm.insertvalue %2, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %18 = llvm.insertvalue %2, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %19 = llvm.insertvalue %4, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %20 = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT:   %21 = llvm.mlir.constant(5 : index) : i64
// ALIGNED-NEXT:   %22 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %23 = llvm.mlir.constant(15 : index) : i64
// ALIGNED-NEXT:   %24 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT:   %25 = llvm.getelementptr %24[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT:   %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
// ALIGNED-NEXT:   %27 = llvm.mlir.constant(32 : index) : i64
// ALIGNED-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %29 = llvm.sub %27, %28 : i64
// ALIGNED-NEXT:   %30 = llvm.add %26, %29 : i64
// ALIGNED-NEXT:   %31 = llvm.urem %30, %27  : i64
// ALIGNED-NEXT:   %32 = llvm.sub %30, %31 : i64
// ALIGNED-NEXT:   %33 = llvm.call @aligned_alloc(%27, %32) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT:   %34 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT:   %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %37 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT:   %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %39 = llvm.insertvalue %20, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %40 = llvm.insertvalue %21, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %41 = llvm.insertvalue %21, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %42 = llvm.insertvalue %22, %41[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %43 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT:   %44 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %45 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT:   %46 = llvm.getelementptr %45[%43] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// ALIGNED-NEXT:   %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
// ALIGNED-NEXT:   %48 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT:   %49 = llvm.call @aligned_alloc(%48, %47) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT:   %50 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT:   %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// ALIGNED-NEXT:   %52 = llvm.insertvalue %49, %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// ALIGNED-NEXT:   %53 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT:   %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// ALIGNED-NEXT:   %55 = llvm.insertvalue %43, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// ALIGNED-NEXT:   %56 = llvm.insertvalue %44, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// ALIGNED-NEXT:   %57 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %58 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT:   %59 = llvm.getelementptr %58[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT:   %60 = llvm.ptrtoint %59 : !llvm.ptr to i64
// ALIGNED-NEXT:   %61 = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT:   %62 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %63 = llvm.sub %61, %62 : i64
// ALIGNED-NEXT:   %64 = llvm.add %60, %63 : i64
// ALIGNED-NEXT:   %65 = llvm.urem %64, %61  : i64
// ALIGNED-NEXT:   %66 = llvm.sub %64, %65 : i64
// ALIGNED-NEXT:   %67 = llvm.call @aligned_alloc(%61, %66) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT:   %68 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// ALIGNED-NEXT:   %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64)> 
// ALIGNED-NEXT:   %70 = llvm.insertvalue %67, %69[1] : !llvm.struct<(ptr, ptr, i64)> 
// ALIGNED-NEXT:   %71 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT:   %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64)> 
// ALIGNED-NEXT:   %73 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %74 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   %75 = llvm.mul %1, %74 : i64
// ALIGNED-NEXT:   %76 = llvm.add %75, %1 : i64
// ALIGNED-NEXT:   %77 = llvm.getelementptr %73[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT:   %78 = llvm.load %77 : !llvm.ptr -> f32
// ALIGNED-NEXT:   %79 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %80 = llvm.alloca %79 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT:   llvm.store %42, %80 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT:   %81 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT:   %82 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT:   %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(i64, ptr)> 
// ALIGNED-NEXT:   %84 = llvm.insertvalue %80, %83[1] : !llvm.struct<(i64, ptr)> 
// ALIGNED-NEXT:   %85 = llvm.intr.stacksave : !llvm.ptr
// ALIGNED-NEXT:   %86 = llvm.mlir.constant(2 : i64) : i64
// ALIGNED-NEXT:   %87 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT:   llvm.store %42, %88 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// ALIGNED-NEXT:   %89 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// ALIGNED-NEXT:   %90 = llvm.insertvalue %86, %89[0] : !llvm.struct<(i64, ptr)> 
// ALIGNED-NEXT:   %91 = llvm.insertvalue %88, %90[1] : !llvm.struct<(i64, ptr)> 
// ALIGNED-NEXT:   %92 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT:   %93 = llvm.alloca %92 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT:   llvm.store %0, %93 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT:   %94 = llvm.alloca %92 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// ALIGNED-NEXT:   llvm.store %91, %94 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// ALIGNED-NEXT:   %95 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT:   %96 = llvm.getelementptr %95[1] : (!llvm.ptr) -> !llvm.ptr, f32
// ALIGNED-NEXT:   %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
// ALIGNED-NEXT:   llvm.call @memrefCopy(%97, %93, %94) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// ALIGNED-NEXT:   llvm.intr.stackrestore %85 : !llvm.ptr
// ALIGNED-NEXT:   %98 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// ALIGNED-NEXT:   llvm.call @free(%98) : (!llvm.ptr) -> ()
// ALIGNED-NEXT:   return %78 : f32
// GENERIC-LABEL: func.func @alloc(%arg0: index, %arg1: index, %arg2: memref<*xf32>) -> f32 {
// GENERIC-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// GENERIC-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// GENERIC-NEXT:   %3 = llvm.mlir.constant(4 : index) : i64
// GENERIC-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %5 = llvm.mul %2, %3 : i64
// GENERIC-NEXT:   %6 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT:   %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// GENERIC-NEXT:   %9 = llvm.call @_mlir_memref_to_llvm_alloc(%8) : (i64) -> !llvm.ptr
// GENERIC-NEXT:   %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:   %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %13 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT:   %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %15 = llvm.insertvalue %3, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %17 = llvm.insertvalue %2, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %18 = llvm.insertvalue %4, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %19 = llvm.mlir.constant(3 : index) : i64
// GENERIC-NEXT:   %20 = llvm.mlir.constant(5 : index) : i64
// GENERIC-NEXT:   %21 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %22 = llvm.mlir.constant(15 : index) : i64
// GENERIC-NEXT:   %23 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %24 = llvm.getelementptr %23[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT:   %25 = llvm.ptrtoint %24 : !llvm.ptr to i64
// GENERIC-NEXT:   %26 = llvm.mlir.constant(32 : index) : i64
// GENERIC-NEXT:   %27 = llvm.add %25, %26 : i64
// GENERIC-NEXT:   %28 = llvm.call @_mlir_memref_to_llvm_alloc(%27) : (i64) -> !llvm.ptr
// GENERIC-NEXT:   %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
// GENERIC-NEXT:   %30 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %31 = llvm.sub %26, %30 : i64
// GENERIC-NEXT:   %32 = llvm.add %29, %31 : i64
// GENERIC-NEXT:   %33 = llvm.urem %32, %26  : i64
// GENERIC-NEXT:   %34 = llvm.sub %32, %33 : i64
// GENERIC-NEXT:   %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
// GENERIC-NEXT:   %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT:   %37 = llvm.insertvalue %28, %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %39 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT:   %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %41 = llvm.insertvalue %19, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %42 = llvm.insertvalue %20, %41[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %43 = llvm.insertvalue %20, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %44 = llvm.insertvalue %21, %43[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %45 = llvm.mlir.constant(2 : index) : i64
// GENERIC-NEXT:   %46 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %47 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %48 = llvm.getelementptr %47[%45] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// GENERIC-NEXT:   %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
// GENERIC-NEXT:   %50 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %51 = llvm.getelementptr %50[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// GENERIC-NEXT:   %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
// GENERIC-NEXT:   %53 = llvm.add %49, %52 : i64
// GENERIC-NEXT:   %54 = llvm.call @_mlir_memref_to_llvm_alloc(%53) : (i64) -> !llvm.ptr
// GENERIC-NEXT:   %55 = llvm.ptrtoint %54 : !llvm.ptr to i64
// GENERIC-NEXT:   %56 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %57 = llvm.sub %52, %56 : i64
// GENERIC-NEXT:   %58 = llvm.add %55, %57 : i64
// GENERIC-NEXT:   %59 = llvm.urem %58, %52  : i64
// GENERIC-NEXT:   %60 = llvm.sub %58, %59 : i64
// GENERIC-NEXT:   %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
// GENERIC-NEXT:   %62 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT:   %63 = llvm.insertvalue %54, %62[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// GENERIC-NEXT:   %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// GENERIC-NEXT:   %65 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT:   %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// GENERIC-NEXT:   %67 = llvm.insertvalue %45, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// GENERIC-NEXT:   %68 = llvm.insertvalue %46, %67[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// GENERIC-NEXT:   %69 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %70 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %71 = llvm.getelementptr %70[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT:   %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
// GENERIC-NEXT:   %73 = llvm.call @_mlir_memref_to_llvm_alloc(%72) : (i64) -> !llvm.ptr
// GENERIC-NEXT:   %74 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT:   %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(ptr, ptr, i64)> 
// GENERIC-NEXT:   %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(ptr, ptr, i64)> 
// GENERIC-NEXT:   %77 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT:   %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64)> 
// GENERIC-NEXT:   %79 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %80 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   %81 = llvm.mul %1, %80 : i64
// GENERIC-NEXT:   %82 = llvm.add %81, %1 : i64
// GENERIC-NEXT:   %83 = llvm.getelementptr %79[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT:   %84 = llvm.load %83 : !llvm.ptr -> f32
// GENERIC-NEXT:   %85 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %86 = llvm.alloca %85 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// GENERIC-NEXT:   llvm.store %44, %86 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// GENERIC-NEXT:   %87 = llvm.mlir.constant(2 : index) : i64
// GENERIC-NEXT:   %88 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:   %89 = llvm.insertvalue %87, %88[0] : !llvm.struct<(i64, ptr)> 
// GENERIC-NEXT:   %90 = llvm.insertvalue %86, %89[1] : !llvm.struct<(i64, ptr)> 
// GENERIC-NEXT:   %91 = llvm.intr.stacksave : !llvm.ptr
// GENERIC-NEXT:   %92 = llvm.mlir.constant(2 : i64) : i64
// GENERIC-NEXT:   %93 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %94 = llvm.alloca %93 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// GENERIC-NEXT:   llvm.store %44, %94 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// GENERIC-NEXT:   %95 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// GENERIC-NEXT:   %96 = llvm.insertvalue %92, %95[0] : !llvm.struct<(i64, ptr)> 
// GENERIC-NEXT:   %97 = llvm.insertvalue %94, %96[1] : !llvm.struct<(i64, ptr)> 
// GENERIC-NEXT:   %98 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT:   %99 = llvm.alloca %98 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// GENERIC-NEXT:   llvm.store %0, %99 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// GENERIC-NEXT:   %100 = llvm.alloca %98 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// GENERIC-NEXT:   llvm.store %97, %100 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// GENERIC-NEXT:   %101 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT:   %102 = llvm.getelementptr %101[1] : (!llvm.ptr) -> !llvm.ptr, f32
// GENERIC-NEXT:   %103 = llvm.ptrtoint %102 : !llvm.ptr to i64
// GENERIC-NEXT:   llvm.call @memrefCopy(%103, %99, %100) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// GENERIC-NEXT:   llvm.intr.stackrestore %91 : !llvm.ptr
// GENERIC-NEXT:   %104 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// GENERIC-NEXT:   llvm.call @_mlir_memref_to_llvm_free(%104) : (!llvm.ptr) -> ()
// GENERIC-NEXT:   return %84 : f32
// INDEX32-LABEL: func.func @alloc(%arg0: index, %arg1: index, %arg2: memref<*xf32>) -> f32 {
// INDEX32-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// INDEX32-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i32
// INDEX32-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT:   %3 = llvm.mlir.constant(4 : index) : i32
// INDEX32-NEXT:   %4 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %5 = llvm.mul %2, %3 : i32
// INDEX32-NEXT:   %6 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// INDEX32-NEXT:   %8 = llvm.ptrtoint %7 : !llvm.ptr to i32
// INDEX32-NEXT:   %9 = llvm.call @malloc(%8) : (i32) -> !llvm.ptr
// INDEX32-NEXT:   %10 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// INDEX32-NEXT:   %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %13 = llvm.mlir.constant(0 : index) : i32
// INDEX32-NEXT:   %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %15 = llvm.insertvalue %3, %14[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %16 = llvm.insertvalue %2, %15[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %17 = llvm.insertvalue %2, %16[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %18 = llvm.insertvalue %4, %17[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %19 = llvm.mlir.constant(3 : index) : i32
// INDEX32-NEXT:   %20 = llvm.mlir.constant(5 : index) : i32
// INDEX32-NEXT:   %21 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %22 = llvm.mlir.constant(15 : index) : i32
// INDEX32-NEXT:   %23 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %24 = llvm.getelementptr %23[%22] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// INDEX32-NEXT:   %25 = llvm.ptrtoint %24 : !llvm.ptr to i32
// INDEX32-NEXT:   %26 = llvm.mlir.constant(32 : index) : i32
// INDEX32-NEXT:   %27 = llvm.add %25, %26 : i32
// INDEX32-NEXT:   %28 = llvm.call @malloc(%27) : (i32) -> !llvm.ptr
// INDEX32-NEXT:   %29 = llvm.ptrtoint %28 : !llvm.ptr to i32
// INDEX32-NEXT:   %30 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %31 = llvm.sub %26, %30 : i32
// INDEX32-NEXT:   %32 = llvm.add %29, %31 : i32
// INDEX32-NEXT:   %33 = llvm.urem %32, %26  : i32
// INDEX32-NEXT:   %34 = llvm.sub %32, %33 : i32
// INDEX32-NEXT:   %35 = llvm.inttoptr %34 : i32 to !llvm.ptr
// INDEX32-NEXT:   %36 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// INDEX32-NEXT:   %37 = llvm.insertvalue %28, %36[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %39 = llvm.mlir.constant(0 : index) : i32
// INDEX32-NEXT:   %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %41 = llvm.insertvalue %19, %40[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %42 = llvm.insertvalue %20, %41[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %43 = llvm.insertvalue %20, %42[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %44 = llvm.insertvalue %21, %43[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %45 = llvm.mlir.constant(2 : index) : i32
// INDEX32-NEXT:   %46 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %47 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %48 = llvm.getelementptr %47[%45] : (!llvm.ptr, i32) -> !llvm.ptr, vector<4xf32>
// INDEX32-NEXT:   %49 = llvm.ptrtoint %48 : !llvm.ptr to i32
// INDEX32-NEXT:   %50 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %51 = llvm.getelementptr %50[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// INDEX32-NEXT:   %52 = llvm.ptrtoint %51 : !llvm.ptr to i32
// INDEX32-NEXT:   %53 = llvm.add %49, %52 : i32
// INDEX32-NEXT:   %54 = llvm.call @malloc(%53) : (i32) -> !llvm.ptr
// INDEX32-NEXT:   %55 = llvm.ptrtoint %54 : !llvm.ptr to i32
// INDEX32-NEXT:   %56 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %57 = llvm.sub %52, %56 : i32
// INDEX32-NEXT:   %58 = llvm.add %55, %57 : i32
// INDEX32-NEXT:   %59 = llvm.urem %58, %52  : i32
// INDEX32-NEXT:   %60 = llvm.sub %58, %59 : i32
// INDEX32-NEXT:   %61 = llvm.inttoptr %60 : i32 to !llvm.ptr
// INDEX32-NEXT:   %62 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// INDEX32-NEXT:   %63 = llvm.insertvalue %54, %62[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// INDEX32-NEXT:   %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// INDEX32-NEXT:   %65 = llvm.mlir.constant(0 : index) : i32
// INDEX32-NEXT:   %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// INDEX32-NEXT:   %67 = llvm.insertvalue %45, %66[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// INDEX32-NEXT:   %68 = llvm.insertvalue %46, %67[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> 
// INDEX32-NEXT:   %69 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %70 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %71 = llvm.getelementptr %70[%69] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// INDEX32-NEXT:   %72 = llvm.ptrtoint %71 : !llvm.ptr to i32
// INDEX32-NEXT:   %73 = llvm.call @malloc(%72) : (i32) -> !llvm.ptr
// INDEX32-NEXT:   %74 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32)>
// INDEX32-NEXT:   %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(ptr, ptr, i32)> 
// INDEX32-NEXT:   %76 = llvm.insertvalue %73, %75[1] : !llvm.struct<(ptr, ptr, i32)> 
// INDEX32-NEXT:   %77 = llvm.mlir.constant(0 : index) : i32
// INDEX32-NEXT:   %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i32)> 
// INDEX32-NEXT:   %79 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %80 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   %81 = llvm.mul %1, %80 : i32
// INDEX32-NEXT:   %82 = llvm.add %81, %1 : i32
// INDEX32-NEXT:   %83 = llvm.getelementptr %79[%82] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// INDEX32-NEXT:   %84 = llvm.load %83 : !llvm.ptr -> f32
// INDEX32-NEXT:   %85 = llvm.mlir.constant(1 : index) : i64
// INDEX32-NEXT:   %86 = llvm.alloca %85 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// INDEX32-NEXT:   llvm.store %44, %86 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// INDEX32-NEXT:   %87 = llvm.mlir.constant(2 : index) : i32
// INDEX32-NEXT:   %88 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// INDEX32-NEXT:   %89 = llvm.insertvalue %87, %88[0] : !llvm.struct<(i32, ptr)> 
// INDEX32-NEXT:   %90 = llvm.insertvalue %86, %89[1] : !llvm.struct<(i32, ptr)> 
// INDEX32-NEXT:   %91 = llvm.intr.stacksave : !llvm.ptr
// INDEX32-NEXT:   %92 = llvm.mlir.constant(2 : i32) : i32
// INDEX32-NEXT:   %93 = llvm.mlir.constant(1 : index) : i64
// INDEX32-NEXT:   %94 = llvm.alloca %93 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// INDEX32-NEXT:   llvm.store %44, %94 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// INDEX32-NEXT:   %95 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// INDEX32-NEXT:   %96 = llvm.insertvalue %92, %95[0] : !llvm.struct<(i32, ptr)> 
// INDEX32-NEXT:   %97 = llvm.insertvalue %94, %96[1] : !llvm.struct<(i32, ptr)> 
// INDEX32-NEXT:   %98 = llvm.mlir.constant(1 : index) : i32
// INDEX32-NEXT:   %99 = llvm.alloca %98 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// INDEX32-NEXT:   llvm.store %0, %99 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// INDEX32-NEXT:   %100 = llvm.alloca %98 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// INDEX32-NEXT:   llvm.store %97, %100 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// INDEX32-NEXT:   %101 = llvm.mlir.zero : !llvm.ptr
// INDEX32-NEXT:   %102 = llvm.getelementptr %101[1] : (!llvm.ptr) -> !llvm.ptr, f32
// INDEX32-NEXT:   %103 = llvm.ptrtoint %102 : !llvm.ptr to i32
// INDEX32-NEXT:   llvm.call @memrefCopy(%103, %99, %100) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// INDEX32-NEXT:   llvm.intr.stackrestore %91 : !llvm.ptr
// INDEX32-NEXT:   %104 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> 
// INDEX32-NEXT:   llvm.call @free(%104) : (!llvm.ptr) -> ()
// INDEX32-NEXT:   return %84 : f32
// BOTH-LABEL: func.func @alloc(%arg0: index, %arg1: index, %arg2: memref<*xf32>) -> f32 {
// BOTH-NEXT:   %0 = builtin.unrealized_conversion_cast %arg2 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// BOTH-NEXT:   %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// BOTH-NEXT:   %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// BOTH-NEXT:   %3 = llvm.mlir.constant(4 : index) : i64
// BOTH-NEXT:   %4 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %5 = llvm.mul %2, %3 : i64
// BOTH-NEXT:   %6 = llvm.mlir.zero : !llvm.ptr
// BOTH-NEXT:   %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// BOTH-NEXT:   %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// BOTH-NEXT:   %9 = llvm.mlir.constant(16 : index) : i64
// BOTH-NEXT:   %10 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%9, %8) : (i64, i64) -> !llvm.ptr
// BOTH-NEXT:   %11 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// BOTH-NEXT:   %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %14 = llvm.mlir.constant(0 : index) : i64
// BOTH-NEXT:   %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %16 = llvm.insertvalue %3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %17 = llvm.insertvalue %2, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %18 = llvm.insertvalue %2, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %19 = llvm.insertvalue %4, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %20 = llvm.mlir.constant(3 : index) : i64
// BOTH-NEXT:   %21 = llvm.mlir.constant(5 : index) : i64
// BOTH-NEXT:   %22 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %23 = llvm.mlir.constant(15 : index) : i64
// BOTH-NEXT:   %24 = llvm.mlir.zero : !llvm.ptr
// BOTH-NEXT:   %25 = llvm.getelementptr %24[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// BOTH-NEXT:   %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
// BOTH-NEXT:   %27 = llvm.mlir.constant(32 : index) : i64
// BOTH-NEXT:   %28 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %29 = llvm.sub %27, %28 : i64
// BOTH-NEXT:   %30 = llvm.add %26, %29 : i64
// BOTH-NEXT:   %31 = llvm.urem %30, %27  : i64
// BOTH-NEXT:   %32 = llvm.sub %30, %31 : i64
// BOTH-NEXT:   %33 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%27, %32) : (i64, i64) -> !llvm.ptr
// BOTH-NEXT:   %34 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// BOTH-NEXT:   %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %37 = llvm.mlir.constant(0 : index) : i64
// BOTH-NEXT:   %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %39 = llvm.insertvalue %20, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %40 = llvm.insertvalue %21, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %41 = llvm.insertvalue %21, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %42 = llvm.insertvalue %22, %41[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %43 = llvm.mlir.constant(2 : index) : i64
// BOTH-NEXT:   %44 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %45 = llvm.mlir.zero : !llvm.ptr
// BOTH-NEXT:   %46 = llvm.getelementptr %45[%43] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// BOTH-NEXT:   %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
// BOTH-NEXT:   %48 = llvm.mlir.constant(16 : index) : i64
// BOTH-NEXT:   %49 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%48, %47) : (i64, i64) -> !llvm.ptr
// BOTH-NEXT:   %50 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BOTH-NEXT:   %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// BOTH-NEXT:   %52 = llvm.insertvalue %49, %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// BOTH-NEXT:   %53 = llvm.mlir.constant(0 : index) : i64
// BOTH-NEXT:   %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// BOTH-NEXT:   %55 = llvm.insertvalue %43, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// BOTH-NEXT:   %56 = llvm.insertvalue %44, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// BOTH-NEXT:   %57 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %58 = llvm.mlir.zero : !llvm.ptr
// BOTH-NEXT:   %59 = llvm.getelementptr %58[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// BOTH-NEXT:   %60 = llvm.ptrtoint %59 : !llvm.ptr to i64
// BOTH-NEXT:   %61 = llvm.mlir.constant(16 : index) : i64
// BOTH-NEXT:   %62 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %63 = llvm.sub %61, %62 : i64
// BOTH-NEXT:   %64 = llvm.add %60, %63 : i64
// BOTH-NEXT:   %65 = llvm.urem %64, %61  : i64
// BOTH-NEXT:   %66 = llvm.sub %64, %65 : i64
// BOTH-NEXT:   %67 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%61, %66) : (i64, i64) -> !llvm.ptr
// BOTH-NEXT:   %68 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// BOTH-NEXT:   %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64)> 
// BOTH-NEXT:   %70 = llvm.insertvalue %67, %69[1] : !llvm.struct<(ptr, ptr, i64)> 
// BOTH-NEXT:   %71 = llvm.mlir.constant(0 : index) : i64
// BOTH-NEXT:   %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64)> 
// BOTH-NEXT:   %73 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %74 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   %75 = llvm.mul %1, %74 : i64
// BOTH-NEXT:   %76 = llvm.add %75, %1 : i64
// BOTH-NEXT:   %77 = llvm.getelementptr %73[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// BOTH-NEXT:   %78 = llvm.load %77 : !llvm.ptr -> f32
// BOTH-NEXT:   %79 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %80 = llvm.alloca %79 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// BOTH-NEXT:   llvm.store %42, %80 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// BOTH-NEXT:   %81 = llvm.mlir.constant(2 : index) : i64
// BOTH-NEXT:   %82 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// BOTH-NEXT:   %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(i64, ptr)> 
// BOTH-NEXT:   %84 = llvm.insertvalue %80, %83[1] : !llvm.struct<(i64, ptr)> 
// BOTH-NEXT:   %85 = llvm.intr.stacksave : !llvm.ptr
// BOTH-NEXT:   %86 = llvm.mlir.constant(2 : i64) : i64
// BOTH-NEXT:   %87 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %88 = llvm.alloca %87 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// BOTH-NEXT:   llvm.store %42, %88 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// BOTH-NEXT:   %89 = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// BOTH-NEXT:   %90 = llvm.insertvalue %86, %89[0] : !llvm.struct<(i64, ptr)> 
// BOTH-NEXT:   %91 = llvm.insertvalue %88, %90[1] : !llvm.struct<(i64, ptr)> 
// BOTH-NEXT:   %92 = llvm.mlir.constant(1 : index) : i64
// BOTH-NEXT:   %93 = llvm.alloca %92 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// BOTH-NEXT:   llvm.store %0, %93 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// BOTH-NEXT:   %94 = llvm.alloca %92 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// BOTH-NEXT:   llvm.store %91, %94 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// BOTH-NEXT:   %95 = llvm.mlir.zero : !llvm.ptr
// BOTH-NEXT:   %96 = llvm.getelementptr %95[1] : (!llvm.ptr) -> !llvm.ptr, f32
// BOTH-NEXT:   %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
// BOTH-NEXT:   llvm.call @memrefCopy(%97, %93, %94) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// BOTH-NEXT:   llvm.intr.stackrestore %85 : !llvm.ptr
// BOTH-NEXT:   %98 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
// BOTH-NEXT:   llvm.call @_mlir_memref_to_llvm_free(%98) : (!llvm.ptr) -> ()
// BOTH-NEXT:   return %78 : f32
func.func @alloc(%n: index, %i: index, %u: memref<*xf32>) -> f32 {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloc() {alignment = 32} : memref<3x5xf32>
  %c = memref.alloc() : memref<2xvector<4xf32>>
  %d = memref.alloc() : memref<f32>
  %x = memref.load %a[%i, %i] : memref<4x?xf32>
  %r = memref.cast %b : memref<3x5xf32> to memref<*xf32>
  memref.copy %u, %b : memref<*xf32> to memref<3x5xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %x : f32
}
