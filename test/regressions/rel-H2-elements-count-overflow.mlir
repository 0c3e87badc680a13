// UNSUPPORTED: oracle
// RUN: split-file %s %t
// RUN: assay-opt --allow-unregistered-dialect %t/splat.mlir | FileCheck %s --check-prefix=SPLAT
// RUN: assay-opt --allow-unregistered-dialect %t/splat.mlir | assay-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=SPLAT
// RUN: assay-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %t/invalid.mlir

// The element count of a shape was a plain int64 product: for
// tensor<7x7905747460161236407x4xi8> it wrapped around to 4 (undefined
// behaviour, caught by UBSan), so 4 bytes of hex data were taken as every
// element and printed as an unbalanced list (`dense<[[[1, 2, 3, 4]]>`).
// mlir-opt-19 wraps the same way, hence no oracle run. Element counts and
// byte sizes are overflow-checked: such a shape is a valid type and a splat
// fills it, but elements given one by one are a located error.

//--- splat.mlir
// SPLAT: "foo.op"() {a = dense<1> : tensor<9223372036854775807x2xi32>, b = dense<1> : tensor<7x7905747460161236407x4xi8>, c = dense<true> : tensor<9223372036854775807x2xi1>, d = dense<"s"> : tensor<9223372036854775807x2x!foo.t>, e = dense<"0x"> : tensor<9223372036854775807x2xi0>, f = dense<> : tensor<0x9223372036854775807x2xi8>} : () -> ()
"foo.op"() {a = dense<1> : tensor<9223372036854775807x2xi32>, b = dense<"0x01"> : tensor<7x7905747460161236407x4xi8>, c = dense<true> : tensor<9223372036854775807x2xi1>, d = dense<"s"> : tensor<9223372036854775807x2x!foo.t>, e = dense<0> : tensor<9223372036854775807x2xi0>, f = dense<> : tensor<0x9223372036854775807x2xi8>} : () -> ()

// SPLAT: "foo.op"() {a = sparse<{{\[\[}}0, 1]], 5> : tensor<9223372036854775807x2xi32>} : () -> ()
"foo.op"() {a = sparse<[[0, 1]], [5]> : tensor<9223372036854775807x2xi32>} : () -> ()

//--- invalid.mlir
// expected-error @+1 {{number of elements of type 'tensor<7x7905747460161236407x4xi8>' overflows a 64-bit integer: only a splat can fill it}}
"foo.op"() {a = dense<"0x01020304"> : tensor<7x7905747460161236407x4xi8>} : () -> ()

// -----

// expected-error @+1 {{number of elements of type 'tensor<9223372036854775807x2xi1>' overflows a 64-bit integer: only a splat can fill it}}
"foo.op"() {a = dense<"0x0102"> : tensor<9223372036854775807x2xi1>} : () -> ()

// -----

// 2^62 elements of 4 bytes are 2^64 bytes: more than any data can hold.
// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4611686018427387904xi32>'}}
"foo.op"() {a = dense<"0x"> : tensor<4611686018427387904xi32>} : () -> ()
