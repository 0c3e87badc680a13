// REQUIRES: mlir-opt
// RUN: assay-opt --allow-unregistered-dialect %s -o %t.assay && mlir-opt --allow-unregistered-dialect %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.assay && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope %s -o %t.mlir && diff %t.assay %t.mlir
// RUN: assay-opt --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo -o %t.mlir2 && mlir-opt --allow-unregistered-dialect --mlir-print-debuginfo %s -o %t.mlir && diff %t.mlir2 %t.mlir

// Differential: affine map and integer set expressions, simplified and
// printed with the parentheses they need.
"foo.maps"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 mod 3, d1 floordiv 4, d0 ceildiv 2)>, b = affine_map<(d0, d1) -> (1 + 2, d0 * 1, d1 + 0, 2 * d0, d0 - d1, -d0, d0 * -1 + 3)>, c = affine_map<(d0)[s0, s1] -> (s0 + d0, (d0 + s1) * 4, d0 mod 1, (d0 floordiv 2) * 2, s0 * s1)>, d = affine_map<(i, j)[n] -> (i + n, j)>, e = affine_map<() -> ()>, f = affine_map<(d0) -> (d0)>} : () -> ()
"foo.more_maps"() {a = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2, (d0 * 3) mod 5, -(d0 + d1), d0 - (d1 - 1), ((d0 + 1) ceildiv 4) * 4)>, b = affine_map<(d0)[s0] -> (d0 * s0, d0 floordiv s0, d0 mod s0, d0 ceildiv s0)>, c = affine_map<(d0, d1, d2) -> (d0 * 12 + d1 * 4 + d2)>, d = affine_map<(d0) -> (d0 * 2 - 1, (d0 - 1) * 2, d0 * 4 floordiv 2)>} : () -> ()
"foo.sets"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, b = affine_set<(d0, d1) : (d0 - 1 >= 0, -d1 + 10 >= 0, d0 + d1 == 0)>, c = affine_set<() : (0 == 0)>, d = affine_set<(d0) : (1 == 0)>, e = affine_set<(d0)[s0, s1] : (d0 * 2 - s0 >= 0, s1 mod 2 == 0)>} : () -> ()
"foo.layouts"() : () -> (memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>, memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, memref<2x2xf32, affine_map<(d0, d1) -> (d0, d1)>>)
