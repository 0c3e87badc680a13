// RUN: assay-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s | assay-opt --allow-unregistered-dialect | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: assay-opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=0 %s | FileCheck %s --check-prefix=ZERO

// --mlir-elide-elementsattrs-if-larger=N prints dense and sparse elements
// attributes with more than N stored elements as dense_resource<__elided__>,
// which parses back. Splats are never elided, even with N = 0, and neither is
// a sparse attribute whose values are a splat; array<> and dense_resource
// print in full.

// CHECK-LABEL: "foo.op"() {
// CHECK-SAME: a = dense<[1, 2]> : tensor<2xi32>
// CHECK-SAME: b = dense_resource<__elided__> : tensor<3xi32>
// CHECK-SAME: c = dense<7> : tensor<100xi32>
// CHECK-SAME: d = dense_resource<__elided__> : tensor<4xi32>
// CHECK-SAME: e = array<i32: 1, 2, 3>
// CHECK-SAME: f = dense_resource<__elided__> : tensor<3x!foo.s>
// CHECK-SAME: g = dense_resource<r> : tensor<3xi8>
// CHECK-SAME: h = dense_resource<__elided__> : vector<3xf32>
// CHECK-SAME: i = sparse<0, 1> : tensor<4xi32>
// CHECK-SAME: } : () -> ()
// CHECK: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: r: "0x04000000010203"

// GENERIC: "foo.op"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense_resource<__elided__> : tensor<3xi32>, c = dense<7> : tensor<100xi32>, d = dense_resource<__elided__> : tensor<4xi32>, e = array<i32: 1, 2, 3>, f = dense_resource<__elided__> : tensor<3x!foo.s>, g = dense_resource<r> : tensor<3xi8>, h = dense_resource<__elided__> : vector<3xf32>, i = sparse<0, 1> : tensor<4xi32>} : () -> ()

// ZERO: "foo.op"() {a = dense_resource<__elided__> : tensor<2xi32>, b = dense_resource<__elided__> : tensor<3xi32>, c = dense<7> : tensor<100xi32>, d = dense_resource<__elided__> : tensor<4xi32>, e = array<i32: 1, 2, 3>, f = dense_resource<__elided__> : tensor<3x!foo.s>, g = dense_resource<r> : tensor<3xi8>, h = dense_resource<__elided__> : vector<3xf32>, i = sparse<0, 1> : tensor<4xi32>} : () -> ()

"foo.op"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<7> : tensor<100xi32>, d = sparse<[[0], [1], [2]], [1, 2, 3]> : tensor<4xi32>, e = array<i32: 1, 2, 3>, f = dense<["a", "b", "c"]> : tensor<3x!foo.s>, g = dense_resource<r> : tensor<3xi8>, h = dense<[1.0, 2.0, 3.0]> : vector<3xf32>, i = sparse<[[0]], [1]> : tensor<4xi32>} : () -> ()
{-# dialect_resources: { builtin: { r: "0x04000000010203" } } #-}
