// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-local-scope %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC

// --mlir-print-local-scope prints everything inline: no attribute, type or
// location aliases, and no resource section.

// CHECK: module {
// CHECK-NEXT: %0 = "foo.op"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_set<(d0) : (d0 >= 0)>, c = distinct[0]<42 : i32>} : () -> memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
// CHECK-NEXT: "foo.op"() {a = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
// CHECK-NEXT: }
"foo.op"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_set<(d0) : (d0 >= 0)>, c = distinct[3]<42 : i32>} : () -> memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
"foo.op"() {a = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()

// -----

// LOC: "foo.a"() : () -> () loc("a.mlir":1:1)
// LOC-NEXT: "foo.b"() : () -> () loc(callsite("f"("a.mlir":1:1) at fused["b.mlir":2:2, "c.mlir":3:3]))
// LOC-NEXT: } loc(unknown)
// LOC-NOT: #loc
// CHECK: module {
// CHECK-NEXT: "foo.a"() : () -> ()
// CHECK-NEXT: "foo.b"() : () -> ()
// CHECK-NEXT: }
module {
  "foo.a"() : () -> () loc("a.mlir":1:1)
  "foo.b"() : () -> () loc(callsite("f"("a.mlir":1:1) at fused["b.mlir":2:2, "c.mlir":3:3]))
} loc(unknown)

// -----

// Resources referenced by dense_resource are not printed.
// CHECK: module {
// CHECK-NEXT: "foo.op"() {a = dense_resource<r> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }
// CHECK-NOT: {-#
"foo.op"() {a = dense_resource<r> : tensor<2xf32>} : () -> ()
{-# dialect_resources: { builtin: { r: "0x040000000000803F00000040" } } #-}
