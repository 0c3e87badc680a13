// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s
// RUN: assay-opt --allow-unregistered-dialect --split-input-file %s | assay-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// File metadata `{-# ... #-}`: dialect resources referenced through
// dense_resource are kept and printed after the module; blobs nobody refers
// to are dropped; external resources are kept verbatim.

// CHECK: module {
// CHECK-NEXT: "foo.op"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<unknown_blob> : tensor<4xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob1: "0x040000000100000002000000"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"foo.op"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<unknown_blob> : tensor<4xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob_unused: "0x0400000005000000"
    }
  }
#-}

// -----

// Two uses of one blob print it once; a blob of floats with 4-byte alignment.
// CHECK: module {
// CHECK-NEXT: "foo.op"() {a = dense_resource<r> : tensor<2xf32>, b = dense_resource<r> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: r: "0x040000000000803F00000040"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"foo.op"() {a = dense_resource<r> : tensor<2xf32>, b = dense_resource<r> : tensor<2xf32>} : () -> ()
{-# dialect_resources: { builtin: { r: "0x040000000000803F00000040" } } #-}

// -----

// External resources of unknown owners keep their string and boolean values.
// CHECK: module {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: external_resources: {
// CHECK-NEXT: some_tool: {
// CHECK-NEXT: key: "0x0100000001",
// CHECK-NEXT: flag: false,
// CHECK-NEXT: name: "text"
// CHECK-NEXT: },
// CHECK-NEXT: mlir_reproducer: {
// CHECK-NEXT: pipeline: "builtin.module(canonicalize)",
// CHECK-NEXT: disable_threading: true,
// CHECK-NEXT: verify_each: true
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
"foo.op"() : () -> ()
{-#
  external_resources: {
    some_tool: {
      key: "0x0100000001",
      flag: false,
      name: "text"
    },
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true,
      verify_each: true
    }
  }
#-}

// -----

// Both sections; the metadata may sit before the operations. Dialect
// resources print before external ones.
// CHECK: module {
// CHECK-NEXT: "foo.op"() {value = dense_resource<ints> : tensor<3xi64>} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: ints: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT: }
// CHECK-NEXT: },
// CHECK-NEXT: external_resources: {
// CHECK-NEXT: t: {
// CHECK-NEXT: k: "v"
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: #-}
{-#
  external_resources: {
    t: {
      k: "v"
    }
  },
  dialect_resources: {
    builtin: {
      ints: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
"foo.op"() {value = dense_resource<ints> : tensor<3xi64>} : () -> ()

// -----

// Empty metadata and an empty section print nothing.
// CHECK: module {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NOT: {-#
"foo.op"() : () -> ()
{-#
#-}

// -----

// CHECK: module {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NOT: {-#
"foo.op"() : () -> ()
{-# dialect_resources: { builtin: { } } #-}

// -----

// The elided-resource key is accepted without data.
// CHECK: module {
// CHECK-NEXT: "foo.op"() {a = dense_resource<__elided__> : tensor<2xi8>} : () -> ()
// CHECK-NEXT: }
// CHECK-NOT: {-#
"foo.op"() {a = dense_resource<__elided__> : tensor<2xi8>} : () -> ()
