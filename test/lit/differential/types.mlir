// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: every builtin type, printed by assay-opt and by mlir-opt.
"foo.integers"() : () -> (i1, i8, i16, i32, i64, i128, i0, i7, i1024, si8, si64, ui1, ui32)
"foo.floats"() : () -> (bf16, f16, tf32, f32, f64, f80, f128, f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ)
"foo.misc"() : () -> (index, none, complex<f32>, complex<i8>, tuple<>, tuple<i1, tuple<f32>>)
"foo.vectors"() : () -> (vector<4xf32>, vector<f16>, vector<2x3xi8>, vector<[4]xi32>, vector<2x[8]xbf16>, vector<4xindex>)
"foo.tensors"() : () -> (tensor<4xf32>, tensor<?x?xi8>, tensor<i1>, tensor<0x4xf32>, tensor<*xf32>, tensor<4xf32, "enc">, tensor<2x!foo.elt>, tensor<2xcomplex<f64>>)
"foo.memrefs"() : () -> (memref<4xf32>, memref<?x4xf32, 1>, memref<4xf32, "shared">, memref<4xf32, {space = 2 : i32}>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<*xf32>, memref<*xi8, 3>, memref<f32>)
"foo.functions"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (i1, i1), ((i1) -> i1) -> (() -> ()))
"foo.opaque"() : () -> (!foo.t, !foo<"x y">, !foo.t<1, [2, 3]>, !bar.baz<{a = 1}>)
"foo.in_blocks"() ({
^bb0(%a: tensor<*xf32>, %b: memref<2xcomplex<f32>>, %c: !foo.t, %d: vector<[2]xf16>):
  "foo.use"(%a, %c, %d) : (tensor<*xf32>, !foo.t, vector<[2]xf16>) -> ()
}) : () -> ()
