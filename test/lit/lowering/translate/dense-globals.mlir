// Globals initialized by dense elements, the form finalize-memref-to-llvm
// gives memref.global: nested arrays of integers or floats, splats and an
// empty array translate to the constants mlir-translate 19 gives them.
// RUN: assay-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: assay-translate --mlir-to-llvmir %s -o %t.assay.ll
// RUN: mlir-translate-19 --mlir-to-llvmir %s -o %t.mlir.ll
// RUN: diff %t.mlir.ll %t.assay.ll

// CHECK: @table = private constant [2 x [3 x float]] {{\[\[}}3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00], [3 x float] [float 4.000000e+00, float 5.000000e+00, float 6.000000e+00]]
llvm.mlir.global private constant @table(dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK: @counts = global [4 x i32] [i32 7, i32 8, i32 9, i32 10]
llvm.mlir.global external @counts(dense<[7, 8, 9, 10]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK: @ones = private global [2 x [2 x i16]] {{\[\[}}2 x i16] [i16 1, i16 1], [2 x i16] [i16 1, i16 1]]
llvm.mlir.global private @ones(dense<1> : tensor<2x2xi16>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i16>>
// CHECK: @flags = private global [3 x i1] [i1 true, i1 false, i1 true]
llvm.mlir.global private @flags(dense<[true, false, true]> : tensor<3xi1>) {addr_space = 0 : i32} : !llvm.array<3 x i1>
// CHECK: @empty = private constant [0 x float] zeroinitializer
llvm.mlir.global private constant @empty(dense<0.0> : tensor<0xf32>) {addr_space = 0 : i32} : !llvm.array<0 x f32>
